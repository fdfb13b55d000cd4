"""Abilities of Enhancements placed in territory by their own text (REG: Place, Duration,
Manually Triggered Effect).

"Place in territory: ..." puts the card in its controller's territory, where it stays once
its ability has resolved. What follows the colon is the ability it has there: an ongoing
effect lasts while the card stays placed, covering the cards its words name at each moment,
and "you may discard this card to ..." is used by hand while it stays, not as it is played.
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    ActivateArtifact,
    Attack,
    Block,
    DecisionKind,
    EndPhase,
    Pass,
    Phase,
    PlayCard,
    PlayEnhancement,
    UseAbility,
    Zone,
    engine,
)
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.grants import has_site_access
from redemption_rules.effects.protection import shielded_from
from redemption_rules.events import AbilityActivated, AbilityPrevented
from redemption_rules.state import Until
from redemption_rules.table import Table

FAITH = "Faith Among Corruption"
"""GE, Blue, Territory class: "Place in territory: You may discard this card to negate and
discard the last evil Enhancement played by an opponent or an evil Enhancement in play.
Cannot be negated if used by a flood survivor." """
WOLVES = "Wolves in Sheep's Clothing"
"""EE, Crimson, Territory class: "Place in your territory: Your heretics cannot be ignored.
Protect heretics in your territory from opponents' cards. You may discard this to heal a
heretic." """
CALF = "Golden Calf Worship"
"""EE, Brown, Territory class: "You may take Golden Calf from deck or Reserve. Place this
card in territory: While an O.T. idol is active, prevent opponent's good multi-brigade
cards." """
BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""Blue Hero 10/10, no special ability."""
LAHMI = "Lahmi (I)"
"""Black Evil Character 10/10, no special ability."""
SPEAR = "Lahmi's Spear (I)"
"""EE, Black 5/0: "You may discard this card to discard a Hero." """
HERMOGENES = "Hermogenes (PC)"
"""Crimson heretic Evil Character: "If blocking, protect a N.T. Lost Soul from rescue ..." """
DELUDERS = "Deluders"
"""Crimson heretic Evil Character."""
DECEIVER = "Creeping Deceiver"
"""Crimson heretic Evil Character."""
GIDEON = "Gideon (J)"
"""A good card of player 2's, the source an opponent's ability would have."""
DAVID = "David, Giant Slayer [K]"
"""Green/Purple (multi-brigade) Hero: "Negate an evil card. You may draw 1." """
IDOLS = "Household Idols (LoC)"
"""Artifact, an O.T. idol (Genesis 31:19): "Protect Heroes from opponents' band abilities." """
ABIRAM = "Abiram"
"""Brown Evil Character 5/7, no special ability."""


def test_the_placed_abilities_are_carried_out() -> None:
    pool = full_pool()
    for name in (
        FAITH,
        WOLVES,
        CALF,
        "Gamaliel's Speech",
        "Wolves Among Sheep [RR2]",
        "Sixth Bowl of Wrath (RoJ AB)",
    ):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


JOSEPH = "Faith of Joseph"
"""GE, Clay/Green, Territory class: "You may draw 1. Place in territory: Protect discard pile
from opponents. At any time, you may discard this card to release all captured Heroes." """
RETURN = "Preparing to Return (LoC)"
"""GE, White, Territory class: "Place in territory: Meek Ruth Heroes have Site access. Each
upkeep, you may bounce your Ruth Hero to draw 1." """
ABEL = "Abel ( C)"
"""Green Hero 6/5, no special ability."""


def test_a_placed_protection_of_a_pile_covers_the_cards_put_there_later() -> None:
    # the pile an opponent's card cannot target: player 1's discard pile
    assert ability_support(full_pool().get(JOSEPH)).carried_out
    game = Game.at(
        [
            {"territory": [ABEL], "hand": [JOSEPH, ABIRAM], "discard_pile": [DELUDERS]},
            {"territory": [GIDEON]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(JOSEPH), game.card(ABEL)))
    game.settle()
    assert game.where(JOSEPH) == (P1, Zone.TERRITORY)
    assert _kept_off(game, "discard") == [DELUDERS]
    # a card that comes into the discard pile later is protected too; it stays protected
    # after the phase
    table = Table(game.state)
    table.move(game.card(ABIRAM), (P1, Zone.HAND), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    game.do(EndPhase())
    game.settle()
    assert _kept_off(game, "discard") == [ABIRAM, DELUDERS]
    assert game.state.problems() == []


def test_placed_site_access_reaches_the_heroes_its_words_name_while_it_stays() -> None:
    # "Meek Ruth Heroes have Site access": Ruth (D) and Naomi (Wo) have no ability (meek),
    # Boaz (J) has one
    assert ability_support(full_pool().get(RETURN)).carried_out
    game = Game.at(
        [
            {"territory": ["Ruth (D)", "Boaz (J)"], "hand": [RETURN, "Naomi (Wo)"]},
            {"territory": ["Canaan"]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(RETURN), game.card("Ruth (D)")))
    game.settle()
    assert game.where(RETURN) == (P1, Zone.TERRITORY)
    canaan = game.card("Canaan")

    def access() -> list[str]:
        heroes = game.state.players[P1].territory
        return sorted(game.names([h for h in heroes if has_site_access(game.state, h, canaan)]))

    assert access() == ["Ruth (D)"]
    game.do(PlayCard(game.card("Naomi (Wo)"), CardType.HERO))
    game.settle()
    assert access() == ["Naomi (Wo)", "Ruth (D)"]
    # the card leaves the territory: the access ends
    table = Table(game.state)
    table.move(game.card(RETURN), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert access() == []
    assert game.state.problems() == []


def _faith_placed() -> Game:
    """Faith Among Corruption played on Bartholomew in territory, before a battle."""
    game = Game.at(
        [
            {"territory": [BARTHOLOMEW], "hand": [FAITH]},
            {"land_of_bondage": [SOUL], "hand": [LAHMI, SPEAR]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(FAITH), game.card(BARTHOLOMEW)))
    game.settle()
    return game


def test_an_enhancement_placed_in_territory_stays_there() -> None:
    found = card_abilities(full_pool().get(FAITH))
    assert found.placing == 0
    assert found.manual == ((1, 2, 3),)
    assert found.on_play == ((2, 0),)  # only the place as it is played
    game = _faith_placed()
    assert game.where(FAITH) == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card(FAITH)].identity is CardType.GOOD_ENHANCEMENT
    # its "may" is not asked as it is played: nothing asks the player about it
    assert game.asked == (P1, DecisionKind.PREPARATION)
    game.do(EndPhase())
    game.settle()
    assert game.where(FAITH) == (P1, Zone.TERRITORY)
    assert game.state.problems() == []


def test_its_cost_is_paid_by_hand_while_it_stays_placed() -> None:
    game = _faith_placed()
    faith = game.card(FAITH)
    use = UseAbility(faith, 1)
    assert use not in game.legal  # nothing to negate yet
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card(BARTHOLOMEW), P2))
    game.settle()
    game.do(Block(game.card(LAHMI)))
    game.settle()
    assert use not in game.legal
    game.do(Pass())
    game.settle()
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(SPEAR), game.card(LAHMI)))
    game.choose(DECLINE)  # Lahmi's Spear discards no Hero
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    assert use in game.legal
    game.do(use)
    # the "may" was answered by using it: the negate and the discard act on the one card
    assert game.where(FAITH) == (P1, Zone.DISCARD_PILE)
    # the negate and the discard of the same card are the one benefit of the cost paid
    assert game.where(SPEAR) == (P2, Zone.DISCARD_PILE)
    assert game.state.problems() == []


def _wolves_placed() -> Game:
    game = Game.at(
        [
            {"territory": [HERMOGENES], "hand": [WOLVES, DELUDERS]},
            {"territory": [DECEIVER, GIDEON]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WOLVES), game.card(HERMOGENES)))
    game.settle()
    return game


def _kept_off(game: Game, kind: str) -> list[str]:
    """The cards an ability of *kind* on player 2's Gideon cannot target."""
    return sorted(game.names(list(shielded_from(game.state, game.card(GIDEON), None, kind))))


def test_a_placed_protection_lasts_while_the_card_stays_placed() -> None:
    game = _wolves_placed()
    assert game.where(WOLVES) == (P1, Zone.TERRITORY)
    assert [p.until for p in game.state.protections] == [Until.WHILE, Until.WHILE]
    # "Protect heretics in your territory from opponents' cards": not player 2's heretic
    assert _kept_off(game, "discard") == [HERMOGENES]
    assert _kept_off(game, "ignore") == [HERMOGENES]
    # a heretic that comes into the territory later is protected too
    game.do(PlayCard(game.card(DELUDERS), CardType.EVIL_CHARACTER))
    game.settle()
    assert _kept_off(game, "discard") == [DELUDERS, HERMOGENES]
    # the phase ends, the protection goes on
    game.do(EndPhase())
    game.settle()
    assert _kept_off(game, "discard") == [DELUDERS, HERMOGENES]
    assert game.state.problems() == []


def test_a_placed_protection_ends_when_the_card_leaves_where_it_was_placed() -> None:
    game = _wolves_placed()
    table = Table(game.state)
    table.move(game.card(WOLVES), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.state.protections == ()
    assert _kept_off(game, "discard") == []
    assert game.state.problems() == []


def _attack_under_the_calf(*, idol_active: bool) -> Game:
    """Player 2 places Golden Calf Worship; player 1 attacks with David in their turn."""
    game = Game.at(
        [
            {"territory": [DAVID], "deck": [GIDEON] * 6},
            {
                "territory": [ABIRAM],
                "hand": [CALF],
                "artifact_pile": [IDOLS],
                "deck": [LAHMI] * 6,
                "land_of_bondage": [SOUL],
            },
        ],
        phase=Phase.PREPARATION,
        active=1,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(CALF), game.card(ABIRAM)))
    game.settle()
    assert game.where(CALF) == (P2, Zone.TERRITORY)
    if idol_active:
        game.do(ActivateArtifact(game.card(IDOLS)))
        game.settle()
    while not (game.state.active == P1 and game.state.phase is Phase.BATTLE):
        game.do(EndPhase())
        game.settle()
    game.do(Attack(game.card(DAVID), P2))
    return game


def test_a_placed_prevention_acts_while_its_condition_holds() -> None:
    game = _attack_under_the_calf(idol_active=True)
    david = game.card(DAVID)
    assert [e.card for e in of_kind(game.events, AbilityPrevented)] == [david]
    assert david not in [e.card for e in of_kind(game.events, AbilityActivated)]
    assert game.state.problems() == []


def test_a_placed_prevention_does_nothing_while_its_condition_does_not_hold() -> None:
    game = _attack_under_the_calf(idol_active=False)
    david = game.card(DAVID)
    assert of_kind(game.events, AbilityPrevented) == []
    assert david in [e.card for e in of_kind(game.events, AbilityActivated)]
    assert game.state.problems() == []


def test_a_place_on_a_card_is_refused() -> None:
    # "Place on a Lost Soul Site", "capture ... and place in your Tartaros site": the place
    # handler puts cards in zones, on a Lost Soul and on a character only, so the card
    # would land in a territory (see tests/scenarios/test_placed_on_souls.py and
    # tests/scenarios/test_placed_on_characters.py)
    pool = full_pool()
    for name in ("Guards (Ki)", "Banishment"):
        support = ability_support(pool.get(name))
        assert "a place 'on_card' to put cards" in support.missing, (name, support.missing)
