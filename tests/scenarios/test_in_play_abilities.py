"""Abilities of Lost Souls and Fortresses while they are in play (REG: Duration, Lost Soul).

The ability of a Lost Soul or Fortress persists until the card leaves where it was played: a
Lost Soul's "Protect this Lost Soul from rescue (except by an O.T. Hero)" takes effect as
it comes into a Land of Bondage and ends when it leaves play, or when its ability is negated
(REG: Negate). A position built with such a card in play has its ability in effect.
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    Attack,
    BattleOutcome,
    ChooseFirstPlayer,
    Decline,
    EndPhase,
    Phase,
    PlayCard,
    UseAbility,
    Zone,
    engine,
    new_game,
    step,
)
from redemption_rules.cards.model import CardType
from redemption_rules.decks import Deck, DeckEntry
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import protected_from_rescue
from redemption_rules.events import AbilityNegated, BattleResolved
from redemption_rules.state import Until
from redemption_rules.table import Table

OT_ONLY = 'Lost Soul "O.T. Only" [Psalm 78:22]'
"""Lost Soul: "Protect this Lost Soul from rescue (except by an O.T. Hero)." """
NT_ONLY = 'Lost Soul "N.T. Only" [Acts 11:18 - RR2]'
"""Lost Soul: "Protect this card from rescue (except by a N.T. Hero)." """
GIDEON = "Gideon (J)"
"""O.T. Hero 6/8 (a judge)."""
PETER = "Peter (I)"
"""N.T. Hero (a disciple)."""
ABRAM = "Abram, the Blameless (Roots)"
"""O.T. Hero 10/11: "Negate Lost Souls. Protect this card from evil O.T. humans. Cannot be
prevented." """


def _attack(hero: str, soul: str) -> Game:
    """*hero* attacks player 2, who holds *soul* alone and does not block."""
    for card in (hero, soul):
        assert ability_support(full_pool().get(card)).carried_out, card
    game = Game.at([{"territory": [hero]}, {"land_of_bondage": [soul]}], pool=full_pool())
    game.do(Attack(game.card(hero), P2))
    game.settle()
    game.do(Decline())  # no block
    game.settle()
    return game


def test_a_built_lost_soul_is_protected_from_rescue_as_its_ability_says() -> None:
    game = Game.at(
        [{"territory": [GIDEON, PETER]}, {"land_of_bondage": [OT_ONLY]}], pool=full_pool()
    )
    soul = game.card(OT_ONLY)
    assert [(p.cards, p.until) for p in game.state.protections] == [((soul,), Until.WHILE)]
    assert protected_from_rescue(game.state, soul, game.card(PETER))
    assert not protected_from_rescue(game.state, soul, game.card(GIDEON))
    assert game.state.problems() == []


def test_o_t_only_is_not_rescued_by_a_n_t_hero() -> None:
    game = _attack(PETER, OT_ONLY)
    resolved = of_kind(game.events, BattleResolved)
    assert [(r.outcome, r.rescue) for r in resolved] == [(BattleOutcome.HERO_WINS, True)]
    assert game.where(OT_ONLY) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.players[P1].redeemed == 0
    assert game.state.protections  # still in play: still protected


def test_o_t_only_is_rescued_by_an_o_t_hero_and_its_protection_ends() -> None:
    game = _attack(GIDEON, OT_ONLY)
    assert game.where(OT_ONLY) == (P1, Zone.LAND_OF_REDEMPTION)
    assert game.state.protections == ()  # out of play, its ability is over
    assert game.state.problems() == []


def test_a_negated_lost_soul_no_longer_protects_itself() -> None:
    # Abram (O.T.) is kept off the N.T. Only soul, but his "Negate Lost Souls" ends that,
    # a phase after the soul came into play
    game = Game.at(
        [{"territory": [ABRAM]}, {"land_of_bondage": [NT_ONLY]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(EndPhase())
    assert game.state.phase is Phase.BATTLE
    soul = game.card(NT_ONLY)
    assert protected_from_rescue(game.state, soul, game.card(ABRAM))
    game.do(Attack(game.card(ABRAM), P2))
    game.settle()
    assert [e.card for e in of_kind(game.events, AbilityNegated)] == [soul]
    assert not protected_from_rescue(game.state, soul, game.card(ABRAM))
    assert [p.source for p in game.state.protections] == [game.card(ABRAM)]  # his own
    game.do(Decline())
    game.settle()
    assert game.where(NT_ONLY) == (P1, Zone.LAND_OF_REDEMPTION)


def test_a_lost_soul_drawn_protects_itself_as_it_comes_into_play() -> None:
    game = Game.at(
        [{"hand": []}, {"deck": [OT_ONLY, "Gideon (J)", "Gideon (J)", "Gideon (J)"]}],
        phase=Phase.DISCARD,
        pool=full_pool(),
    )
    assert game.state.protections == ()
    while game.state.active == P1:
        game.do(game.legal[-1])
    game.settle()
    soul = game.card(OT_ONLY)
    assert game.where(soul) == (P2, Zone.LAND_OF_BONDAGE)
    assert [p.cards for p in game.state.protections] == [(soul,)]
    assert game.state.problems() == []


def test_a_lost_soul_played_by_the_numbers_has_no_protection() -> None:
    game = Game.at(
        [{"territory": [PETER]}, {"land_of_bondage": [OT_ONLY]}],
        pool=full_pool(),
        abilities=False,
    )
    assert game.state.protections == ()


def test_the_opening_hands_lost_souls_protect_themselves_before_the_first_turn() -> None:
    pool = full_pool()
    souls = Deck((DeckEntry(3, pool.get(OT_ONLY)), DeckEntry(12, pool.get("Goliath (L)"))))
    heroes = Deck((DeckEntry(15, pool.get("Anna (Pr)")),))
    state = new_game([souls, heroes], seed=0)
    in_play = state.players[P1].land_of_bondage
    assert len(in_play) == 2  # two of the three were in the opening draw
    assert state.protections == ()  # not before the Pre-Game Phase's step 3
    state = step(state, ChooseFirstPlayer(P2)).state
    assert state.phase is Phase.PREPARATION
    assert sorted(p.cards for p in state.protections) == sorted((soul,) for soul in in_play)


def test_lasting_effects_on_itself_and_on_what_it_names_are_claimed() -> None:
    pool = full_pool()
    for name in (OT_ONLY, 'Lost Soul "Orphans" [Jeremiah 22:3]', TEMPLE):
        assert ability_support(pool.get(name)).carried_out, name
    # a negate of the cards its words name follows them as they come and go
    for name in ('Lost Soul "Accusers" [Ezra 4:6]', 'Lost Soul "Blind" [Job 29:15]'):
        assert ability_support(pool.get(name)).carried_out, name


TEMPLE = "Temple of Dagon"
"""Evil Fortress: "Protect Philistine Evil Characters in your territory from capture." """
GOLIATH = "Goliath (L)"
"""Philistine Evil Character 10/10."""
DANIEL = "Daniel, the Apocalyptist (PoC)"
"""Hero 6/7: "Negate Fortresses, Evil Characters, and N.T. Enhancements. ..." """


def _protected_from_capture(game: Game, card: str) -> bool:
    return any(
        game.card(card) in p.cards and p.source == game.card(TEMPLE) for p in game.state.protections
    )


def test_a_fortress_played_protects_the_philistines_that_come_into_territory() -> None:
    assert ability_support(full_pool().get(TEMPLE)).carried_out
    game = Game.at([{"hand": [TEMPLE, GOLIATH]}, {}], phase=Phase.PREPARATION, pool=full_pool())
    game.do(PlayCard(game.card(TEMPLE), CardType.FORTRESS))
    game.settle()
    # in play with no Philistine yet: its protection waits for one
    assert [(p.cards, p.until) for p in game.state.protections] == [((), Until.WHILE)]
    game.do(PlayCard(game.card(GOLIATH), CardType.EVIL_CHARACTER))
    game.settle()
    assert _protected_from_capture(game, GOLIATH)
    assert game.state.problems() == []


def test_a_fortress_in_play_protects_a_philistine_only_while_it_fits_the_words() -> None:
    game = Game.at(
        [{"territory": [TEMPLE, GOLIATH]}, {}], phase=Phase.PREPARATION, pool=full_pool()
    )
    assert _protected_from_capture(game, GOLIATH)
    # Goliath goes to the discard pile: no longer in the territory, no longer protected
    table = Table(game.state)
    table.move(game.card(GOLIATH), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert [p.cards for p in game.state.protections] == [()]


def test_a_negated_fortress_no_longer_protects() -> None:
    game = Game.at(
        [{"territory": [TEMPLE, GOLIATH], "land_of_bondage": [SOUL]}, {"territory": [DANIEL]}],
        phase=Phase.PREPARATION,
        active=1,
        pool=full_pool(),
    )
    game.do(EndPhase())
    assert game.state.phase is Phase.BATTLE
    assert _protected_from_capture(game, GOLIATH)
    game.do(Attack(game.card(DANIEL), P1))  # Daniel negates Fortresses as he enters battle
    game.settle()
    assert game.card(TEMPLE) in [e.card for e in of_kind(game.events, AbilityNegated)]
    assert not _protected_from_capture(game, GOLIATH)
    assert game.where(TEMPLE) == (P1, Zone.TERRITORY)


ORPHANS = 'Lost Soul "Orphans" [Jeremiah 22:3]'
"""Lost Soul: "Protect Lost Souls from evil cards." """


def test_a_lost_soul_protects_the_lost_souls_in_play_while_they_are() -> None:
    game = Game.at(
        [{"territory": [GIDEON]}, {"land_of_bondage": [ORPHANS, SOUL]}], pool=full_pool()
    )
    orphans, soul = game.card(ORPHANS), game.card(SOUL)
    assert [sorted(p.cards) for p in game.state.protections] == [sorted((orphans, soul))]
    # the other Lost Soul leaves play: the protection keeps Orphans alone
    table = Table(game.state)
    table.move(soul, (P2, Zone.LAND_OF_BONDAGE), (P2, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert [p.cards for p in game.state.protections] == [(orphans,)]
    assert game.state.problems() == []


RIBLAH = "Headquarters at Riblah"
"""Evil Fortress: "Protect Babylonian Evil Characters in your territory from discard. During
discard phase, you may discard this Fortress to discard all captured Heroes in your Land of
Bondage." """


def test_a_fortress_in_territory_offers_its_manually_triggered_effect() -> None:
    assert ability_support(full_pool().get(RIBLAH)).carried_out
    game = Game.at(
        [{"territory": [RIBLAH], "land_of_bondage": [GIDEON]}, {}],
        phase=Phase.DISCARD,
        pool=full_pool(),
    )
    # Gideon, player 2's Hero, held captive in player 1's Land of Bondage
    gideon = game.card(GIDEON)
    cards = list(game.state.cards)
    cards[gideon] = attrs.evolve(cards[gideon], owner=P2, captured=CardType.HERO)
    game.state = attrs.evolve(game.state, cards=tuple(cards))
    assert game.state.problems() == []
    use = UseAbility(game.card(RIBLAH), 1)
    assert use in game.legal
    game.do(use)
    game.settle()
    assert game.where(RIBLAH) == (P1, Zone.DISCARD_PILE)
    assert game.where(GIDEON) == (P2, Zone.DISCARD_PILE)


def test_what_a_fortress_leaves_lasting_by_hand_is_refused() -> None:
    # "Each upkeep you may discard a clay card from hand to negate an opponent's site": the
    # negate lasts while the Fortress stays in play (REG: Duration), which the engine does not
    # follow for an effect used by hand; ending it with the phase would misplay it
    support = ability_support(full_pool().get("Missionary Ship"))
    assert not support.carried_out
    assert support.missing == ("a lasting effect of a Fortress used by hand",)


DEN = "Lions' Den"
"""Site: "If you play this Site, you may take a lion or a Persian from Reserve. Each discard
phase, you may discard a captured character from here." """


def test_a_site_in_territory_offers_its_manually_triggered_effect() -> None:
    assert ability_support(full_pool().get(DEN)).carried_out
    game = Game.at(
        [{"territory": [DEN, GIDEON], "land_of_bondage": ["Samson (J)"]}, {}],
        phase=Phase.DISCARD,
        pool=full_pool(),
    )
    # player 2's Gideon held captive in the Den; their Samson captive in the Land of Bondage
    den, gideon, samson = game.card(DEN), game.card(GIDEON), game.card("Samson (J)")
    cards = list(game.state.cards)
    cards[gideon] = attrs.evolve(
        cards[gideon], owner=P2, captured=CardType.HERO, identity=CardType.LOST_SOUL, held_by=den
    )
    cards[samson] = attrs.evolve(
        cards[samson], owner=P2, captured=CardType.HERO, identity=CardType.LOST_SOUL
    )
    game.state = attrs.evolve(game.state, cards=tuple(cards))
    assert game.state.problems() == []
    use = UseAbility(den, 1)
    assert use in game.legal
    game.do(use)
    game.settle()
    assert game.where(GIDEON) == (P2, Zone.DISCARD_PILE)  # the one held "here"
    assert game.where("Samson (J)") == (P1, Zone.LAND_OF_BONDAGE)
    assert use not in game.legal  # once each discard phase
    assert game.state.problems() == []
