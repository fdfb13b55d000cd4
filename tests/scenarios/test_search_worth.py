"""A search for "a good enhancement worth 3/3 or less": only cards with such numbers are found."""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

LOST_COIN_FOUND = "Lost Coin Found"
"""White Good Enhancement: "Holder may search discard pile for any good enhancement worth 3/3
or less." """


def _searched(discarded: list[str]) -> Game:
    """Mary, blocked by a stronger Evil Character, is given Lost Coin Found; its search asked."""
    game = Game.blocked(
        "Mary (B)",
        {"hand": ["Mary (B)", LOST_COIN_FOUND], "discard_pile": discarded},
        "Alexander the Coopersmith",
        {"hand": ["Alexander the Coopersmith"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(LOST_COIN_FOUND), game.card("Mary (B)")))
    game.choose(game.question.labels[0])  # use the ability
    return game


def test_lost_coin_found_finds_only_a_good_enhancement_worth_3_3_or_less() -> None:
    assert ability_support(full_pool().get(LOST_COIN_FOUND)).carried_out
    # Banner is 2/2; Mountain of God is 4/2, over the bound
    game = _searched(["Banner (B)", "Mountain of God"])
    assert game.offered == ["Banner (B)"]
    game.pick("Banner (B)")
    game.settle()
    assert game.where("Banner (B)") == (P1, Zone.HAND)
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Mountain of God"]
    assert game.state.problems() == []


def test_lost_coin_found_finds_nothing_over_the_bound() -> None:
    game = _searched(["Mountain of God"])
    game.settle()
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Mountain of God"]
    assert game.zone(P1, Zone.HAND) == []
