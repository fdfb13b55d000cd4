"""Readings of an eighth sample of carried-out texts, checked against the REG and ORDIR.

"Gospel" before a noun ("May band to a Gospel angel", "take a good Gospel card") names
Gospel cards: those with a reference from Matthew, Mark, Luke or John, even with an "O.T."
identifier (ORDIR: Gospel Card), not only the cards that print "Gospel" on their
identifier line. Each test names its card and asserts the fields or the matching.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import full_pool

from redemption_rules.cards.identifiers import has_identifier
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Band
from redemption_rules.parser import parse_ability

EXPATRIATOR = (
    "Negate an opponent's evil card in play or a set-aside area. If it is not a human, you "
    "may underdeck it. May band to a Gospel angel. Cannot be interrupted."
)


def test_the_expatriator_bands_to_a_gospel_angel() -> None:
    band = parse_ability(EXPATRIATOR).effects[-1]
    assert isinstance(band, Band)
    assert band.optional
    assert band.target.identifiers == ("Gospel", "angel")
    assert ability_support(full_pool().get("The Expatriator (GoC)")).carried_out


@pytest.mark.parametrize(
    "name",
    [
        "Angel at the Tomb (Wa)",  # Matthew 28:2, no "Gospel" printed
        "Angel at Bethesda",  # John 5:4
        "Eleazar, the Potentate / Eleazar, the Vassal (LoC)",  # O.T., Matthew 1:15
        "Out of Egypt",  # Hosea 11:1 (Matthew 2:15): a reference from Matthew too
        "The Expatriator (GoC)",  # printed "Gospel", Luke 10:18
    ],
)
def test_a_card_with_a_reference_from_the_four_gospels_is_a_gospel_card(name: str) -> None:
    assert has_identifier(full_pool().get(name), "Gospel")


@pytest.mark.parametrize(
    "name",
    [
        "Angel at Shur (Wa)",  # Genesis 16:7
        "Gaius",  # III John 1:1: a letter, not the Gospel of John
        "Fellowship",  # I John 1:7
    ],
)
def test_a_card_with_no_reference_from_the_four_gospels_is_none(name: str) -> None:
    assert not has_identifier(full_pool().get(name), "Gospel")
