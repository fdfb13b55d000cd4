"""A count "from each" place: that many from every one of those places.

REG: Targeting: "each" names every one of the places; "Discard a random character from
each territory" discards one from each territory, not one from all of them together.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Zone

MOB = "Angry Mob (EC, Black)"
"""Evil Character: "Discard a random character from each territory. May band to Angry
Mob."."""
HEROES = ["Amos", "Agabus"]
"""Heroes with no ability, in the attacker's territory."""


def test_a_random_character_is_discarded_from_each_territory() -> None:
    game = Game.blocked(
        "Abel ( C)",
        {"territory": ["Abel ( C)", *HEROES]},
        MOB,
        {"territory": [MOB, "Goliath (L)"]},
        pool=full_pool(),
    )
    mine = game.zone(P1, Zone.DISCARD_PILE)
    assert len(mine) == 1
    assert mine[0] in HEROES
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Goliath (L)"]
    assert game.where("Abel ( C)") == (None, Zone.FIELD_OF_BATTLE)  # in battle: no territory


def test_a_territory_with_no_character_gives_none() -> None:
    game = Game.blocked(
        "Abel ( C)",
        {"territory": ["Abel ( C)", *HEROES]},
        MOB,
        {"territory": [MOB]},
        pool=full_pool(),
    )
    assert len(game.zone(P1, Zone.DISCARD_PILE)) == 1
    assert game.zone(P2, Zone.DISCARD_PILE) == []
