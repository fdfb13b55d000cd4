"""Buckler: "Worth 6/4 against any Evil Character who fought in an earthly battle."

ORDIR (Fought in an Earthly Battle): the phrase now means an O.T. human warrior. Played
against one, Buckler is worth 6/4; against any other character, it keeps its own 3/2 (REG:
Played Against).
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import Game, full_pool

from redemption_rules import PlayEnhancement
from redemption_rules.effects.cards import ability_support

BUCKLER = "Buckler (Wa)"
"""Red GE, 3/2."""
HERO = "Andrew (Ap)"
"""A red Hero, 7/8, with no ability."""
WARRIOR, GIANT = "Lahmi (I)", "Goliath (L)"
"""Evil Characters with no ability, both 10/10: an O.T. human warrior, and an O.T. human
that is no warrior."""


def _played_against(blocker: str) -> Game:
    game = Game.blocked(
        HERO,
        {"territory": [HERO], "hand": [BUCKLER]},
        blocker,
        {"territory": [blocker]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(BUCKLER), game.card(HERO)))
    game.settle()
    return game


@pytest.mark.parametrize("name", [BUCKLER, "Amorite Invasion"])
def test_these_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


def test_against_an_old_testament_human_warrior_it_is_worth_6_4() -> None:
    game = _played_against(WARRIOR)
    assert game.numbers[:2] == (7 + 6, 8 + 4)


def test_against_a_character_that_is_no_warrior_it_keeps_its_numbers() -> None:
    game = _played_against(GIANT)
    assert game.numbers[:2] == (7 + 3, 8 + 2)
