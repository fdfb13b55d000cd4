"""A list of cards whose parts name their own places: "a good warrior or weapon from deck".

REG: Targeting: the place a text names for a card is where that card is looked for; a list
whose parts each name a place looks in each part's place, not in play. A deck looked
through is searched (REG: Search).
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import Phase, PlayDominant, Zone

BUCKLER = "Buckler (Roots)"
"""Dominant: "Take a good warrior or weapon from deck. Protect equipped Heroes from evil
cards this turn."."""
GIDEON, SAUL, SPEAR = "Gideon (J)", "King Saul (Purple) (Ki)", "Spear of Joshua (Ki)"
"""Two warrior Heroes and a weapon, with no ability (the weapon's gives Site access)."""


def test_the_cards_are_looked_for_in_the_deck_the_parts_name() -> None:
    game = Game.at(
        [
            {"territory": [GIDEON], "hand": [BUCKLER], "deck": [SAUL, SPEAR, "Amos"]},
            {"territory": ["Goliath (L)"]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayDominant(game.card(BUCKLER)))
    assert sorted(game.offered) == sorted([SAUL, SPEAR])  # not Gideon, in territory
    game.pick(SPEAR)
    assert game.where(SPEAR) == (P1, Zone.HAND)
    assert game.where(GIDEON) == (P1, Zone.TERRITORY)
