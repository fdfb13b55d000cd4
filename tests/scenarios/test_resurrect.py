"""Resurrect: cards from a discard pile go to their owner's territory (REG: Resurrect).

Unbound [RR2], a white Good Enhancement: "You may resurrect a Hero (or 3 Daniel Heroes).
Hero may band to any number of them." With no place named, the Hero comes from any player's
discard pile; it goes to its owner's territory. "Return a Hero from your discard pile to your
territory" is a resurrect too, where "return a Hero in battle to territory" is a withdraw.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.parser import parse_ability

UNBOUND = "Unbound [RR2]"
HERO = "Hannah"
"""A white Hero, to use Unbound."""
MINE = "Anna (Pr)"
THEIRS = "Bartholomew (Nathaniel) (Ap)"


def _unbound() -> Game:
    assert ability_support(full_pool().get(UNBOUND)).carried_out
    game = Game.blocked(
        HERO,
        {"hand": [HERO, UNBOUND], "discard_pile": [MINE]},
        "Goliath (L)",
        {"hand": ["Goliath (L)"], "discard_pile": [THEIRS]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(UNBOUND), game.card(HERO)))
    game.choose("resurrect a Hero (or 3 Daniel Heroes)")
    return game


def test_a_hero_is_resurrected_to_its_owners_territory_and_may_band() -> None:
    game = _unbound()
    game.choose("player 1")  # whose discard pile
    game.pick(MINE)
    assert game.where(MINE) == (P1, Zone.TERRITORY)
    game.choose("band to any number of them")
    game.pick(MINE)  # the only one: the pick ends
    assert game.where(MINE) == (None, Zone.FIELD_OF_BATTLE)


def test_an_opponents_hero_goes_to_the_opponents_territory() -> None:
    game = _unbound()
    game.choose("player 2")
    game.pick(THEIRS)
    assert game.where(THEIRS) == (P2, Zone.TERRITORY)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Return a Hero from your discard pile to your territory.", "resurrect"),
        ("Return a Hero in battle to territory.", "withdraw"),
        ("Resurrect a Hero.", "resurrect"),
    ],
)
def test_return_to_territory_reads_by_where_the_card_is(text: str, kind: str) -> None:
    assert [effect.kind for effect in parse_ability(text).effects] == [kind]
