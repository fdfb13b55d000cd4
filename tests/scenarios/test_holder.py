"""\"Holder\": the player who controlled the card as its ability activated (REG: Holder)."""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import PlayEnhancement
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support

BANNER = "Banner of Truth (D)"
"""White Good Enhancement: "All of holder's Heroes gain 2/2 until end of turn." """


def test_holders_heroes_are_the_players_who_played_the_card() -> None:
    assert ability_support(full_pool().get(BANNER)).carried_out
    game = Game.blocked(
        "Jeremiah (Pr)",
        {"hand": ["Jeremiah (Pr)", BANNER], "territory": ["Daniel (Pr)"]},
        "Beast from the Sea (L)",
        {"hand": ["Beast from the Sea (L)"]},
        pool=full_pool(),
    )
    assert game.asked[0] == P1  # Jeremiah (7/7) is losing to the Beast (10/10)
    game.do(PlayEnhancement(game.card(BANNER), game.card("Jeremiah (Pr)")))
    game.settle()
    assert numbers_of(game.state, game.card("Jeremiah (Pr)")) == (9, 9)
    assert numbers_of(game.state, game.card("Daniel (Pr)")) == (8, 9)
    assert numbers_of(game.state, game.card("Beast from the Sea (L)")) == (10, 10)
