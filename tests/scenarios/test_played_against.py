"""An Enhancement "worth 4/4 if played against a prophet".

REG: Played Against: a card is played against the opposing characters in battle; played
outside battle, or with no opposing character, it is played against nothing. The effect is
part of the ability the card activates as it is played: its numbers are those while it is
in battle, if a character it is played against fits the words then.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import Game, full_pool

from redemption_rules import PlayEnhancement
from redemption_rules.effects.cards import ability_support

VAIN_VISION = "Vain Vision"
"""Black EE, 2/2: "This card is worth 4/4 if played against a prophet."."""
DAMSEL = "Damsel with Spirit of Divination (Pr)"
"""A black Evil Character, 6/7, with no ability."""
PROPHET, APOSTLE = "Angel of Revelation", "Andrew (Ap)"
"""Heroes with no ability: a prophet (8/8), and one that is no prophet (7/8)."""


def _played_on_the_blocker(hero: str) -> Game:
    game = Game.blocked(
        hero,
        {"territory": [hero]},
        DAMSEL,
        {"territory": [DAMSEL], "hand": [VAIN_VISION]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(VAIN_VISION), game.card(DAMSEL)))
    game.settle()
    return game


@pytest.mark.parametrize("name", [VAIN_VISION, "Helmet of Brass (Wa)", "Woman in the Ephah"])
def test_these_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


def test_played_against_a_prophet_it_is_worth_4_4() -> None:
    game = _played_on_the_blocker(PROPHET)
    assert game.numbers[2:] == (6 + 4, 7 + 4)


def test_played_against_no_prophet_it_keeps_its_numbers() -> None:
    game = _played_on_the_blocker(APOSTLE)
    assert game.numbers[2:] == (6 + 2, 7 + 2)


def test_a_condition_after_another_effect_is_not_read_this_way() -> None:
    # "Withdraw any number of Heroes. If played against an O.T. Hero, you may draw X.": after
    # the withdraw, the Heroes in battle may not be those it was played against
    support = ability_support(full_pool().get("Balaam's Teaching (RoJ AB)"))
    assert not support.carried_out
