"""Immune and protect effects (REG: Immune and Protect).

A protected card cannot be targeted by an ability on a card it is protected from, the
strength of such a character counts 0 against it in battle, and a Lost Soul is not rescued
by Heroes it is protected from. The protection lasts to the end of the phase.
"""

from __future__ import annotations

import attrs
import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    DecisionKind,
    Decline,
    Pass,
    PassPriority,
    Phase,
    PlayEnhancement,
    Zone,
)
from redemption_rules.battle.fight import rescuable_souls
from redemption_rules.battle.numbers import battle_situation
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import protected_from, shielded_from
from redemption_rules.events import BattleResolved
from redemption_rules.state import BattleOutcome, Protection, Situation, Until

BATTLE = (None, Zone.FIELD_OF_BATTLE)


def _resolve(game: Game) -> BattleResolved:
    while not of_kind(game.events, BattleResolved):
        game.do(next(a for a in game.legal if isinstance(a, (Pass, Decline, PassPriority))))
    return of_kind(game.events, BattleResolved)[-1]


@pytest.mark.parametrize(
    ("blocker", "situation", "outcome"),
    [
        # "Emperor Claudius is immune to N.T. Heroes": Legion of Angels' 12 counts 0
        ("Emperor Claudius", Situation.STALEMATE, BattleOutcome.STALEMATE),
        ("Lahmi (I)", Situation.WINNING, BattleOutcome.HERO_WINS),  # 10/10, no ability
    ],
)
def test_a_character_immune_to_its_opponent_is_not_defeated_by_its_strength(
    blocker: str, situation: Situation, outcome: BattleOutcome
) -> None:
    assert ability_support(full_pool().get("Emperor Claudius")).carried_out
    game = Game.blocked(
        "Legion of Angels",
        {"hand": ["Legion of Angels"]},
        blocker,
        {"hand": [blocker]},
        pool=full_pool(),
    )
    battle = game.state.battle
    assert battle is not None
    assert battle_situation(game.state, battle) is situation
    assert _resolve(game).outcome is outcome
    if outcome is BattleOutcome.STALEMATE:
        assert game.where(blocker) != (P2, Zone.DISCARD_PILE)


@pytest.mark.parametrize(
    ("hero", "protected"), [("Guardian Angel [RR2]", True), ("Gideon (J)", False)]
)
def test_an_ability_on_a_card_they_are_protected_from_cannot_target_them(
    hero: str, protected: bool
) -> None:
    # Guardian Angel: "You may draw 1. Protect Heroes from evil cards." Fiery Darts (J), an
    # evil Enhancement: "Discard a Hero."
    game = Game.blocked(
        hero,
        {"hand": [hero], "territory": ["Samson (J)"], "deck": ["Nabal (I)"]},
        "Possessing Demon (j)",
        {"hand": ["Possessing Demon (j)", "Fiery Darts (J)"]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # the demon 3/4 is losing
    darts = game.card("Fiery Darts (J)")
    game.do(PlayEnhancement(darts, game.card("Possessing Demon (j)")))
    if protected:
        # no Hero may be chosen: the ability has no target and does nothing
        assert game.asked[1] is not DecisionKind.ABILITY
        assert game.where("Samson (J)") == (P1, Zone.TERRITORY)
        assert game.where(hero) == BATTLE
    else:
        assert sorted(game.offered) == sorted([hero, "Samson (J)"])
        game.pick("Samson (J)")
        assert game.where("Samson (J)") == (P1, Zone.DISCARD_PILE)


def test_the_protection_ends_with_the_phase() -> None:
    game = Game.blocked(
        "Guardian Angel [RR2]",
        {"hand": ["Guardian Angel [RR2]"], "deck": ["Nabal (I)"]},
        "Possessing Demon (j)",
        {"hand": ["Possessing Demon (j)"]},
        pool=full_pool(),
    )
    assert game.state.protections
    _resolve(game)
    while game.state.phase.value == "battle" and game.state.decision is not None:
        game.do(game.legal[-1])
    assert not game.state.protections


def test_a_lost_soul_is_not_rescued_by_heroes_it_is_protected_from() -> None:
    # A protection of one Lost Soul from N.T. Heroes, as Emperor Claudius' "immune to N.T.
    # Heroes" words it, set up directly: Legion of Angels (Matthew) cannot rescue that soul.
    game = Game.blocked(
        "Legion of Angels",
        {"hand": ["Legion of Angels"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"], "land_of_bondage": [SOUL, SOUL], "territory": ["Emperor Claudius"]},
        pool=full_pool(),
    )
    state = game.state
    battle = state.battle
    assert battle is not None
    first, second = state.players[P2].land_of_bondage
    assert rescuable_souls(state, battle) == [first, second]
    claudius = game.card("Emperor Claudius")
    protection = Protection(1, claudius, P2, 0, (first,))
    assert rescuable_souls(attrs.evolve(state, protections=(protection,)), battle) == [second]


def test_an_immunity_until_the_end_of_the_turn_outlasts_the_phase() -> None:
    # Rhoda's Gladness: "All Heroes in play are immune to Crimson Brigade until end of
    # current turn."
    assert ability_support(full_pool().get("Rhoda's Gladness")).carried_out
    game = Game.blocked(
        "Abel ( C)",
        {"hand": ["Abel ( C)", "Rhoda's Gladness"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # Abel 6/5 against Lahmi 10/10
    game.do(PlayEnhancement(game.card("Rhoda's Gladness"), game.card("Abel ( C)")))
    assert [p.until for p in game.state.protections] == [Until.TURN]
    while game.state.phase is not Phase.DISCARD:
        game.do(game.legal[-1])
    assert game.state.protections  # the Battle Phase is over, the turn is not
    while game.state.active == P1:
        game.do(game.legal[-1])
    assert not game.state.protections


def test_a_protection_from_discard_abilities_keeps_them_off_but_not_strength() -> None:
    # Guarding protects "all Lost Souls and human Heroes from discard abilities this turn"
    assert ability_support(full_pool().get("Guarding")).carried_out
    game = Game.blocked(
        "Angel at Bethesda",
        {"hand": ["Angel at Bethesda", "Guarding"], "territory": ["Gideon (J)"]},
        "Possessing Demon (j)",
        {"hand": ["Possessing Demon (j)", "Fiery Darts (J)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Guarding"), game.card("Angel at Bethesda")))
    game.settle()
    gideon, darts = game.card("Gideon (J)"), game.card("Fiery Darts (J)")
    demon = game.card("Possessing Demon (j)")
    # a discard ability cannot target Gideon (human); other kinds of ability, and the
    # strength of an opposing character, still can
    assert gideon in shielded_from(game.state, darts, demon, "discard")
    assert gideon not in shielded_from(game.state, darts, demon, "negate")
    assert not protected_from(game.state, gideon, demon)
    # Fiery Darts: "Discard a Hero." Only the Angel (not human) can be its target
    game.do(PlayEnhancement(darts, demon))
    game.settle()
    assert game.where("Gideon (J)") == (P1, Zone.TERRITORY)
    assert game.where("Angel at Bethesda") == (P1, Zone.DISCARD_PILE)


OPPRESSION = "Solomon\u2019s Oppression (LoC)"
"""Brown Evil Enhancement: "You may take an evil O.T. card from Reserve. Protect meek Lost
Souls from rescue (except by meek Heroes)." """


def _oppressed(hero: str) -> Game:
    """*hero* attacks and beats Achan (3/4, and 3/7 with the Enhancement), whose player
    protects the meek Lost Soul; the battle is left to resolve."""
    assert ability_support(full_pool().get(OPPRESSION)).carried_out
    game = Game.blocked(
        hero, {"hand": [hero]}, "Achan (I)", {"hand": ["Achan (I)", OPPRESSION]}, pool=full_pool()
    )
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(OPPRESSION), game.card("Achan (I)")))
    for _ in range(20):
        game.settle()
        if game.state.battle is None or game.asked[1] is not DecisionKind.INITIATIVE:
            break
        game.do(next(a for a in game.legal if isinstance(a, (Pass, Decline))))
    return game


def test_a_protection_from_rescue_stops_a_rescue_attempt() -> None:
    # Rescue is a game action as well as an ability: the Hero wins, but takes no Lost Soul
    game = _oppressed("Gabriel (I)")
    resolved = of_kind(game.events, BattleResolved)
    assert [(r.outcome, r.rescue) for r in resolved] == [(BattleOutcome.HERO_WINS, True)]
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.players[P1].redeemed == 0


def test_a_protection_from_rescue_excepts_the_rescuers_it_names() -> None:
    game = _oppressed("Samson (J)")  # a meek Hero (12/6)
    assert game.where(SOUL) == (P1, Zone.LAND_OF_REDEMPTION)


def test_a_negate_this_turn_keeps_the_card_from_activating_to_the_end_of_the_turn() -> None:
    # Teaching in Parables: "GE: Negate a card in a territory this turn. Reserve an evil
    # card (except a Dominant) from opponent's hand or an evil card in battle."
    assert ability_support(full_pool().get("Teaching in Parables (GoC)")).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Teaching in Parables (GoC)"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"], "territory": ["Foul Spirit (J)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Teaching in Parables (GoC)"), game.card("Gideon (J)")))
    spirit = game.card("Foul Spirit (J)")
    assert [(p.cards, p.until) for p in game.state.preventions] == [((spirit,), Until.TURN)]
    # the only evil card in opponent's hand or in battle is the blocker (not Foul Spirit,
    # in territory): it is reserved with no question asked
    assert game.where("Lahmi (I)") == (P2, Zone.RESERVE)
    while game.state.phase is not Phase.DISCARD:
        game.do(game.legal[-1])
    assert [p.cards for p in game.state.preventions] == [(spirit,)]  # past the Battle Phase
    while game.state.active == P1:
        game.do(game.legal[-1])
    assert game.state.preventions == ()


def test_a_protection_from_evil_and_neutral_cards_covers_either() -> None:
    # Bravery of Priscilla (EC): "... protect all Heroes from evil and neutral cards": a card
    # evil or neutral is kept off (the two kinds together, not a card that is both).
    priscilla = "Bravery of Priscilla (EC)"
    assert ability_support(full_pool().get(priscilla)).carried_out
    game = Game.blocked(
        "Bereans",
        {"hand": ["Bereans", priscilla]},
        "Beast from the Sea (L)",
        {"hand": ["Beast from the Sea (L)"], "territory": ["Frog Demons (L)"]},
        pool=full_pool(),
    )
    assert game.asked[0] == P1  # 9/11 against 10/10: the Hero side is losing
    game.do(PlayEnhancement(game.card(priscilla), game.card("Bereans")))
    game.settle()
    state = game.state
    bereans = game.card("Bereans")
    assert protected_from(state, bereans, game.card("Beast from the Sea (L)"))
    assert protected_from(state, bereans, game.card("Frog Demons (L)"))
    assert protected_from(state, bereans, game.card(SOUL))  # a Lost Soul is neutral
    assert not protected_from(state, bereans, game.card(priscilla))


def test_a_hero_immune_by_its_own_ability_is_not_defeated_by_that_brigade() -> None:
    # Abiezer (blue, 7/3): "Hero is immune to Crimson Brigade." Alexander the Coopersmith
    # (crimson, 9/9) cannot defeat it: a stalemate. Doeg (pale green, 6/6) can.
    abiezer = "Abiezer (Wa)"
    assert ability_support(full_pool().get(abiezer)).carried_out
    crimson = "Alexander the Coopersmith"
    game = Game.blocked(
        abiezer, {"hand": [abiezer]}, crimson, {"hand": [crimson]}, pool=full_pool()
    )
    assert protected_from(game.state, game.card(abiezer), game.card(crimson))
    battle = game.state.battle
    assert battle is not None
    assert battle_situation(game.state, battle) is Situation.STALEMATE
    other = Game.blocked(
        abiezer, {"hand": [abiezer]}, "Doeg (L)", {"hand": ["Doeg (L)"]}, pool=full_pool()
    )
    assert other.state.battle is not None
    assert battle_situation(other.state, other.state.battle) is Situation.MUTUAL_DESTRUCTION


def test_hero_is_immune_on_an_enhancement_names_the_hero_using_it() -> None:
    # Adino's Spear (red): "Hero is immune to Gold Brigade." Adino uses it against Herodias.
    spear = "Adino's Spear (Wa)"
    assert ability_support(full_pool().get(spear)).carried_out
    game = Game.blocked(
        "Adino (L)",
        {"hand": ["Adino (L)", spear], "territory": ["Andrew (Ap)"]},
        "Herodias (L)",
        {"hand": ["Herodias (L)"]},
        pool=full_pool(),
    )
    assert game.asked[0] == P1  # 6/6 against 6/6: the attacker, who did not play last
    game.do(PlayEnhancement(game.card(spear), game.card("Adino (L)")))
    game.settle()
    herodias = game.card("Herodias (L)")
    assert protected_from(game.state, game.card("Adino (L)"), herodias)
    assert not protected_from(game.state, game.card("Andrew (Ap)"), herodias)


WARDEN = "Egyptian Warden [IR]"
"""Pale green Egyptian 8/5: "Protect Egyptians from the next good Enhancement played. You may
discard the top card of a deck. Cannot be prevented." """
WORMS = "Eaten by Worms (I)"
"""Silver good Enhancement 4/2: "Discard an Evil Character." """


def test_a_protection_from_the_next_card_covers_that_card_only() -> None:
    # "the next good Enhancement played": the first one played after the protection began,
    # not every one for the rest of the phase (REG: Targeting)
    angel = "Angel of Warning (Ap)"
    game = Game.blocked(
        angel, {"hand": [angel, WORMS, WORMS]}, WARDEN, {"hand": [WARDEN]}, pool=full_pool()
    )
    assert game.asked[0] == P1
    first, second = (card for card in game.state.players[P1].hand if game.name(card) == WORMS)
    game.do(PlayEnhancement(first, game.card(angel)))
    game.settle()
    assert game.where(WARDEN) == (None, Zone.FIELD_OF_BATTLE)  # the next one: protected
    assert game.asked[0] == P1
    game.do(PlayEnhancement(second, game.card(angel)))
    game.settle()
    assert game.where(WARDEN) == (P2, Zone.DISCARD_PILE)  # the one after: not
