"""Wordings once misread: "a son of Anak", books listed as books, where an event's card goes."""

from __future__ import annotations

import pytest

from redemption_rules.effects import (
    Count,
    Location,
    Quantifier,
    Selector,
    Zone,
)
from redemption_rules.effects.kinds import Band
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)
BATTLE = Selector(count=ALL, locations=(Location(Zone.BATTLE),))

# -- "a son of Anak" --------------------------------------------------------------------------


def test_ahiman_bands_to_a_son_of_anak_by_title() -> None:
    # "son" used to be an identifier and "of Anak" a card called Anak that it sat on
    ability = parse_ability(
        "You may take Hebron or a Canaanite giant from discard pile. May band to a son of "
        "Anak. Band abilities on giants cannot be negated."
    )
    band = ability.effects[1]
    assert isinstance(band, Band)
    assert band.optional
    assert band.target == Selector(text="son of Anak")
    assert band.target.identifiers == ()
    assert band.target.locations == ()


@pytest.mark.parametrize("sentence", ["May band to a son.", "May band to sons of Anak."])
def test_a_son_alone_is_no_identifier(sentence: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(sentence)


def test_james_son_of_zebedee_is_still_one_name() -> None:
    discard = parse_ability("Discard James son of Zebedee. Capture Peter.").effects[0]
    assert discard.target == Selector(names=("James son of Zebedee",))  # type: ignore[attr-defined]
