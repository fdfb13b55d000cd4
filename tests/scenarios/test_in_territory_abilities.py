"""Abilities of cards that act where they are put: territory-class characters in a territory,
Fortresses in play (REG: Territory Class Character, Fortress, Duration, Manually Triggered
Effect, Conditional Phrases and Ability Classes).

A territory-class character's abilities that are active outside of battle are active while it
remains in a territory: its manually triggered effects may be used there, its "If you are
attacked" checks for a battle begun against its controller, and what it does "while in
battle" waits for it to enter battle. An "unless [game state]" after an ongoing effect of a
Fortress is an ongoing check: the effect acts only while the exception does not hold.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, Block, DecisionKind, Phase, PlayCard, UseAbility, Zone, engine
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityActivated
from redemption_rules.state import Until
from redemption_rules.table import Table

NAHUM = "Nahum (PoC)"
"""Territory-class Hero: "While an Evil Character is in battle, you may discard Nineveh or
your Assyrian to add Nahum to battle. ..." """
NINEVEH = "Nineveh"
"""A City (Site and Fortress), Assyrian."""
MARY = "Mary of Bethany / Mary, the Attentive (GoC)"
"""Territory-class Hero: "... H: Negate other characters in territories. While in battle,
restrict evil Dominants. May band to Martha." """
MOSES = "Moses (CoW)"
"""Territory-class Hero: "Negate Enhancements, Lost Souls and characters in territories
(except cloud cards). While in battle, negate Enhancements and other characters in the Field
of Battle (except cloud cards)." """
CORRUPT_PEOPLE = "Corrupt People (CoW AB)"
"""Territory-class Evil Character: "Protect evil antediluvians from convert abilities. If you
are attacked, you may discard a card from hand or territory to search deck or discard pile
for an evil Genesis 6 Enhancement." """
HOUSE_OF_RIMMON = "House of Rimmon"
"""Fortress: "Protect Syrian Evil Characters in your territory from shuffle, capture, and
discard unless Elisha is in play." """
BEN_HADAD = "King Ben-Hadad I"
"""A Syrian Evil Character."""
ELISHA = "Elisha"
"""A Hero with no special ability."""
HAUNTING_SPIRITS = "The Haunting Spirits (RoJ)"
"""Territory-class Evil Character: "Each upkeep, you may discard your Revelation demon or
banish an orange Revelation card in your discard pile to decrease a human by 3/3." """
PETER = "Peter (I)"
GOLIATH = "Goliath (L)"


def test_the_abilities_are_carried_out() -> None:
    pool = full_pool()
    for name in (NAHUM, MARY, MOSES, CORRUPT_PEOPLE, HOUSE_OF_RIMMON, "Assyrian Camp"):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def test_two_costs_before_one_benefit_are_refused() -> None:
    # "discard your Revelation demon or banish ... to decrease": either pays for the
    # decrease; read as two options, the first would decrease nothing
    support = ability_support(full_pool().get(HAUNTING_SPIRITS))
    assert "an 'or' between two costs of one benefit" in support.missing


# -- manually triggered effects in territory ------------------------------------------------------


def _nahum_blocked(*theirs: str) -> Game:
    """Player 1 attacks with Peter, Goliath blocks; Nahum waits in player 1's territory."""
    return Game.blocked(
        PETER,
        {"territory": [NAHUM, NINEVEH, PETER]},
        GOLIATH,
        {"territory": [GOLIATH, *theirs]},
        pool=full_pool(),
    )


def _uses(game: Game, name: str) -> list[UseAbility]:
    card = game.card(name)
    return [a for a in game.legal if isinstance(a, UseAbility) and a.card == card]


def test_a_territory_class_hero_uses_its_ability_from_territory() -> None:
    game = _nahum_blocked()
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    (use,) = _uses(game, NAHUM)
    game.do(use)
    game.settle()
    assert game.where(NINEVEH) == (P1, Zone.DISCARD_PILE)
    assert game.where(NAHUM) == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.problems() == []


def test_its_while_must_hold_for_a_use() -> None:
    # no Evil Character in battle: Nahum's "while" does not hold
    game = Game.at([{"territory": [NAHUM, NINEVEH, PETER]}, {}], pool=full_pool())
    assert _uses(game, NAHUM) == []


def test_a_negated_territory_class_hero_cannot_use_its_ability() -> None:
    # Mary, in her territory, negates the other characters in territories: Nahum too
    game = _nahum_blocked(MARY)
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    assert _uses(game, NAHUM) == []
    assert game.where(NINEVEH) == (P1, Zone.TERRITORY)


# -- "while in battle" waits for battle -----------------------------------------------------------


def _negated(game: Game, source: str) -> set[str]:
    """The names of the cards *source*'s negates keep from activating now."""
    card = game.card(source)
    return {game.name(c) for p in game.state.preventions if p.source == card for c in p.cards}


def test_a_while_in_battle_negate_does_nothing_from_territory() -> None:
    # Moses in territory negates the characters in territories, not Peter in battle
    game = _nahum_blocked(MOSES)
    assert NAHUM in _negated(game, MOSES)
    assert PETER not in _negated(game, MOSES)
    assert all(p.until is Until.WHILE for p in game.state.preventions)


def test_in_battle_the_while_in_battle_negate_acts() -> None:
    game = Game.at(
        [{"territory": [MOSES, NAHUM]}, {"territory": [GOLIATH], "land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    assert _negated(game, MOSES) == {NAHUM, GOLIATH, SOUL}
    game.do(Attack(game.card(MOSES), P2))
    game.settle()
    game.do(Block(game.card(GOLIATH)))
    game.settle()
    # in battle Moses's ability activates again: the Field of Battle's characters are negated
    # for the battle; those he negated in territory stay negated for this phase only
    moses = game.card(MOSES)
    spans = {p.until for p in game.state.preventions if p.source == moses}
    assert Until.BATTLE in spans
    assert Until.PHASE in spans
    assert game.state.problems() == []


# -- "If you are attacked" in territory -----------------------------------------------------------


def _attacked(*mine: str) -> Game:
    game = Game.at(
        [
            {"territory": [PETER, *mine]},
            {
                "territory": [CORRUPT_PEOPLE, GOLIATH],
                "hand": [GOLIATH],
                "land_of_bondage": [SOUL],
                "deck": [GOLIATH] * 3,
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(PETER), P2))
    game.pass_windows()
    return game


def test_a_territory_class_character_fires_as_its_controller_is_attacked() -> None:
    game = _attacked()
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(CORRUPT_PEOPLE)
    activated = [e.card for e in of_kind(game.events, AbilityActivated)]
    assert game.card(CORRUPT_PEOPLE) in activated


def test_a_negated_territory_class_character_does_not_fire() -> None:
    game = _attacked(MARY)
    assert game.asked == (P2, DecisionKind.BLOCK)
    activated = [e.card for e in of_kind(game.events, AbilityActivated)]
    assert game.card(CORRUPT_PEOPLE) not in activated


def test_the_attacker_s_territory_class_character_does_not_fire() -> None:
    game = Game.at(
        [
            {"territory": [PETER, CORRUPT_PEOPLE], "hand": [GOLIATH]},
            {"territory": [GOLIATH], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(PETER), P2))
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.BLOCK)


# -- a Fortress's "unless" ------------------------------------------------------------------------


def _covered(game: Game, source: str) -> list[str]:
    card = game.card(source)
    return [game.name(c) for p in game.state.protections if p.source == card for c in p.cards]


def test_a_fortress_protects_until_its_exception_holds() -> None:
    game = Game.at(
        [{"hand": [ELISHA]}, {"territory": [HOUSE_OF_RIMMON, BEN_HADAD, GOLIATH]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    # Ben-Hadad is Syrian, Goliath is not
    assert _covered(game, HOUSE_OF_RIMMON) == [BEN_HADAD]
    # Elisha comes into play: "unless Elisha is in play" holds, the protection covers none
    game.do(PlayCard(game.card(ELISHA), CardType.HERO))
    game.settle()
    assert _covered(game, HOUSE_OF_RIMMON) == []
    # he leaves: it covers Ben-Hadad again, for as long as the Fortress stays
    table = Table(game.state)
    table.move(game.card(ELISHA), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert _covered(game, HOUSE_OF_RIMMON) == [BEN_HADAD]
    table = Table(game.state)
    table.move(game.card(HOUSE_OF_RIMMON), (P2, Zone.TERRITORY), (P2, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.state.protections == ()
    assert game.state.problems() == []


# -- a Fortress's use by hand and its "If you do" -------------------------------------------------

ZERUBBABEL = "Zerubbabel's Temple (LoC)"
"""Fortress: "If your postexilic Hero attacks, you may topdeck a good card from Reserve.
Each upkeep, you may reserve a feast or offering from hand. If you do, play a Lost Soul from
a deck or banish an evil Enhancement." """
OFFERING = "Burnt Offering"
"""A Good Enhancement, an offering."""


def _upkeep(hand: list[str]) -> Game:
    """Player 1's Upkeep Phase, Zerubbabel's Temple in their territory."""
    game = Game.at(
        [
            {"territory": [ZERUBBABEL], "hand": hand, "deck": [GOLIATH] * 8 + [SOUL]},
            {"deck": [GOLIATH] * 10},
        ],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    game.end_turn()
    return game


def test_the_if_you_do_goes_with_the_use_by_hand() -> None:
    assert ability_support(full_pool().get(ZERUBBABEL)).carried_out
    game = _upkeep([OFFERING])
    assert game.asked == (P1, DecisionKind.UPKEEP)
    (use,) = _uses(game, ZERUBBABEL)
    game.do(use)
    # nothing evil to banish: the Lost Soul it is, from player 1's deck, the only one
    game.pick(SOUL)
    assert game.zone(P1, Zone.RESERVE) == [OFFERING]
    assert game.zone(P1, Zone.LAND_OF_BONDAGE) == [SOUL]
    assert _uses(game, ZERUBBABEL) == []  # each upkeep: once
    assert game.state.problems() == []


def test_with_nothing_to_reserve_there_is_no_use() -> None:
    game = _upkeep([GOLIATH])
    assert game.asked == (P1, DecisionKind.PREPARATION)  # no upkeep use to offer
    assert _uses(game, ZERUBBABEL) == []


# -- "If your ... enters battle" of a territory-class character ----------------------------------

JAMES = "James, Leader in Jerusalem"
"""Territory-class Hero, a Jerusalem Hero: "Clay Heroes have Site access. Protect other
Jerusalem Heroes in territories from harm. If your Jerusalem Hero enters battle, underdeck a
good James card from discard pile" """
BARSABBAS = "Barsabbas"
"""A Jerusalem Hero."""
MERCY = "Mercy of James (L)"
"""A Good Enhancement from the book of James."""


def _attack_with(attacker: str, *theirs: str) -> Game:
    game = Game.at(
        [
            {"territory": [JAMES, BARSABBAS, PETER], "discard_pile": [MERCY]},
            {"territory": [GOLIATH, *theirs], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(attacker), P2))
    game.pass_windows()
    return game


def test_a_territory_class_hero_watches_a_character_entering_battle() -> None:
    game = _attack_with(BARSABBAS)
    assert game.question.card == game.card(JAMES)
    game.pick(MERCY)
    game.settle()
    assert game.zone(P1, Zone.DECK) == [MERCY]
    assert game.asked == (P2, DecisionKind.BLOCK)


def test_its_own_entering_battle_fires_it_too() -> None:
    # the event that activates the ability does not keep its triggered effect from activating
    game = _attack_with(JAMES)
    assert game.question.card == game.card(JAMES)
    game.pick(MERCY)
    assert game.zone(P1, Zone.DECK) == [MERCY]


def test_a_character_that_does_not_fit_fires_nothing() -> None:
    game = _attack_with(PETER)
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert game.zone(P1, Zone.DISCARD_PILE) == [MERCY]


def test_a_negated_watcher_fires_nothing() -> None:
    # Mary, in player 2's territory, negates the characters in territories: James too
    game = _attack_with(BARSABBAS, MARY)
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert game.zone(P1, Zone.DISCARD_PILE) == [MERCY]


# -- "If [game state]" checked as the ability activates in territory ------------------------------

TITUS = "Titus Justus"
"""Territory-class Hero, Corinth: "If a missionary is in play, protect your Corinth Heroes
from opponents' Evil Characters of */4 or less." """
CRISPUS = "Crispus"
"""A Corinth Hero."""


def _titus_put_in_territory(*mine: str) -> Game:
    game = Game.at(
        [{"hand": [TITUS], "territory": [CRISPUS, *mine]}, {"territory": [GOLIATH]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayCard(game.card(TITUS), CardType.HERO))
    game.settle()
    return game


def test_an_if_met_as_it_is_put_in_territory_lets_the_protection_last() -> None:
    assert ability_support(full_pool().get(TITUS)).carried_out
    game = _titus_put_in_territory(BARSABBAS)  # a missionary
    assert sorted(_covered(game, TITUS)) == sorted([CRISPUS, TITUS])
    # "If [game state]" is an immediate check: the missionary leaving ends nothing
    table = Table(game.state)
    table.move(game.card(BARSABBAS), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert sorted(_covered(game, TITUS)) == sorted([CRISPUS, TITUS])
    # Titus leaving the territory ends it
    table = Table(game.state)
    table.move(game.card(TITUS), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.state.protections == ()
    assert game.state.problems() == []


def test_an_if_not_met_as_it_is_put_in_territory_activates_nothing() -> None:
    game = _titus_put_in_territory()
    assert game.state.protections == ()


# -- "If your ... is defeated" of a territory-class character -------------------------------------

SAMARITAN = "The Good Samaritan (GoC)"
"""Territory-class Hero: "If your N.T. gold Hero is defeated by an opponent, you may add this
Hero to battle. If attacking, you may resurrect a N.T. gold Hero or reserve the top card of a
deck." """
PROCHORUS = "Prochorus (F)"
"""A N.T. gold Hero 5/6, no special ability."""


def _defeated(hero: str, *theirs: str) -> Game:
    """*hero* attacks and is blocked by Goliath (10/10); the battle is resolved."""
    game = Game.blocked(
        hero,
        {"territory": [SAMARITAN, hero]},
        GOLIATH,
        {"territory": [GOLIATH, *theirs]},
        pool=full_pool(),
    )
    while game.asked[1] in (DecisionKind.PRIORITY, DecisionKind.INITIATIVE):
        game.do(game.legal[-1])  # pass: the battle is resolved by the numbers
    return game


def test_a_territory_class_hero_watches_a_defeat_by_an_opponent() -> None:
    assert ability_support(full_pool().get(SAMARITAN)).carried_out
    game = _defeated(PROCHORUS)
    assert game.where(PROCHORUS) == (P1, Zone.DISCARD_PILE)
    assert game.question.card == game.card(SAMARITAN)
    game.choose("add this Hero to battle")
    assert game.where(SAMARITAN) == (None, Zone.FIELD_OF_BATTLE)
    game.settle()
    # what remains in battle returns to territory at the end of battle resolution
    assert game.where(SAMARITAN) == (P1, Zone.TERRITORY)
    assert game.state.problems() == []


def test_a_defeated_character_that_does_not_fit_fires_nothing() -> None:
    game = _defeated("Gideon (J)")  # an O.T. Hero
    assert game.where("Gideon (J)") == (P1, Zone.DISCARD_PILE)
    activated = [e.card for e in of_kind(game.events, AbilityActivated)]
    assert game.card(SAMARITAN) not in activated
    assert game.state.decision is None or game.asked[1] is not DecisionKind.ABILITY


def test_a_negated_watcher_of_defeats_fires_nothing() -> None:
    game = _defeated(PROCHORUS, MARY)
    assert game.where(PROCHORUS) == (P1, Zone.DISCARD_PILE)
    activated = [e.card for e in of_kind(game.events, AbilityActivated)]
    assert game.card(SAMARITAN) not in activated
