"""Readings of a tenth sample of carried-out texts, checked against the REG.

After a capture of one card, "place Hero in your Land of Bondage" names the captive again
(REG: Capture, "take prisoner" means capture): no second Hero is moved. Each test names its
card and asserts the fields.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import full_pool

from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Capture, Place
from redemption_rules.effects.targets import Count, Quantifier, Ref, Selector
from redemption_rules.parser import parse_ability

CAPTIVE = Selector(count=Count(Quantifier.EXACTLY, 1), ref=Ref.IT)
"""The card the capture before took: "it"."""


@pytest.mark.parametrize(
    "name",
    [
        "Possessing Demon (Ap)",  # "Take any blue brigade Hero prisoner.  Place Hero in ..."
        "Dungeon of Malchiah",  # "... prisoner and place Hero in your opponent's ..."
        "Snare (L)",
        "Snare (UL)",
        "Stocks (L)",
        "Stocks (UL)",
    ],
)
def test_the_hero_placed_after_a_capture_is_the_captive(name: str) -> None:
    card = full_pool().get(name)
    capture, place = parse_ability(card.special_ability).effects
    assert isinstance(capture, Capture)
    assert isinstance(place, Place)
    assert place.target == CAPTIVE
    assert ability_support(card).carried_out


def test_a_hero_placed_without_a_capture_before_is_still_a_hero() -> None:
    (place,) = parse_ability("Place Hero in your Land of Bondage.").effects
    assert isinstance(place, Place)
    assert place.target.types == ("Hero",)
    assert place.target.ref is None
