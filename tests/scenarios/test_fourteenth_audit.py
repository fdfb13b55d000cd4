"""Misreadings the fourteenth audit (seed 1414) showed, played with the real cards.

The words said before the first of a list of Bible books are said of every book of it
(REG: Targeting; Band):

* Heldai: "May band to a warrior class II Samuel or I Chronicles Hero" bands to a warrior
  class Hero of either book, never to an I Chronicles Hero that is no warrior.
* The Nobleman (RoJ AB): "search deck for a gold Luke or John Hero" finds a gold Hero of
  either book, never a John Hero of another brigade.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, DecisionKind, Phase, UseAbility, Zone
from redemption_rules.effects.cards import ability_support

HELDAI = "Heldai"
"""Red warrior class Hero (I Chronicles 27:15): "May band to a warrior class II Samuel or I
Chronicles Hero." """
GAD = "Gad"
"""Red Hero of I Chronicles, no class and no ability."""
ABIEZER = "Abiezer (Ki)"
"""Blue warrior class Hero of I Chronicles: "Hero is immune to Crimson Brigade." """
ADINO = "Adino (L)"
"""Red Hero of II Samuel, no class and no ability."""


def test_heldai_bands_only_to_a_warrior_class_hero_of_either_book() -> None:
    assert ability_support(full_pool().get(HELDAI)).carried_out
    game = Game.at(
        [{"territory": [HELDAI, GAD, ABIEZER, ADINO]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HELDAI), P2))
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("band to a warrior class II Samuel or I Chronicles Hero")
    # Abiezer, the one warrior class Hero of the two books, is the only one to band to:
    # Gad (I Chronicles) and Adino (II Samuel) are no warriors
    assert game.where(ABIEZER) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(GAD) == (P1, Zone.TERRITORY)
    assert game.where(ADINO) == (P1, Zone.TERRITORY)
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert game.state.problems() == []


NOBLEMAN = "The Nobleman (RoJ AB)"
"""Gold Hero: "Each upkeep, you may search deck for a gold Luke or John Hero and put it in
hand or play. Once per round, you may reveal a good Dominant from hand to heal a gold Luke or
John Hero." """
SYCHAR = "Citizens of Sychar (GoC)"
"""A gold Hero of John."""
BETHESDA = "Angel at Bethesda"
"""A silver Hero of John, no ability."""
MATTHIAS = "Matthias (Ap)"
"""A gold Hero of Acts, no ability."""


def test_the_nobleman_finds_only_a_gold_hero_of_luke_or_john() -> None:
    assert ability_support(full_pool().get(NOBLEMAN)).carried_out
    game = Game.at(
        [
            {"territory": [NOBLEMAN], "deck": [GAD] * 8 + [SYCHAR, BETHESDA, MATTHIAS]},
            {"deck": [GAD] * 10},
        ],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    game.end_turn()
    assert game.asked == (P1, DecisionKind.UPKEEP)
    game.do(UseAbility(game.card(NOBLEMAN), 0))
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.offered == [SYCHAR]  # not the silver John Hero, nor the gold Acts one
    assert game.state.problems() == []
