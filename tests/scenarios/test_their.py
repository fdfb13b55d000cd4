"""Whose place "their" names: the player the effect's condition names (REG: Targeting).

Struck & Scattered reads "Underdeck all Heroes in battle. If opponent controls an evil
Canaanite, underdeck all Heroes in their territory." "Their" is that opponent.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

STRUCK = "Struck & Scattered"


def test_their_territory_is_the_territory_of_the_opponent_the_condition_names() -> None:
    assert ability_support(full_pool().get(STRUCK)).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"], "territory": ["Ahiman, son of Anak", "Samson (J)"]},
        "Afflicting Spirit (GoC)",
        {"hand": ["Afflicting Spirit (GoC)", STRUCK], "territory": ["Samuel (L)"]},
        pool=full_pool(),
    )
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(STRUCK), game.card("Afflicting Spirit (GoC)")))
    game.settle()
    assert game.where("Gideon (J)") == (P1, Zone.DECK)
    assert game.where("Samson (J)") == (P1, Zone.DECK)  # player 1 controls the Canaanite
    assert game.where("Samuel (L)") == (P2, Zone.TERRITORY)  # not player 2's own Heroes
