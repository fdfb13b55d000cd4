"""References from books, chapters at the end of a sentence, and an increase left without cards."""

from __future__ import annotations

import pytest

from redemption_rules.effects.kinds import Band
from redemption_rules.effects.modifiers import CannotBeNegated
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability


@pytest.mark.parametrize(
    ("text", "books"),
    [
        # Ahithophel (Ki): it used to be read as a card called "II Samuel 14-17"
        (
            "May band with any Evil Character with a reference from II Samuel 14-17.",
            ("II Samuel 14-17",),
        ),
        # Absalom (Ki): "2 Samuel" is II Samuel
        (
            "May band with any Evil Character with a reference from 2 Samuel 14-18.",
            ("II Samuel 14-18",),
        ),
        (
            "May band to a warrior class Hero with a reference from 1 Chronicles or 2 Samuel.",
            ("I Chronicles", "II Samuel"),
        ),
        # King Jehoshaphat (Pi)
        (
            "May band to any Hero with a reference from II Chronicles 17-20.",
            ("II Chronicles 17-20",),
        ),
    ],
)
def test_a_reference_from_books_names_the_books(text: str, books: tuple[str, ...]) -> None:
    (band,) = parse_ability(text).effects
    assert isinstance(band, Band)
    assert band.target.books == books
    assert band.target.locations == ()
    assert band.target.names == ()


def test_a_reference_from_a_book_on_a_modifier() -> None:
    (modifier,) = parse_ability(
        "Good enhancements with a reference from 2 Chronicles 26 cannot be negated."
    ).modifiers
    assert isinstance(modifier, CannotBeNegated)
    assert modifier.cards is not None
    assert modifier.cards.types == ("Enhancement",)
    assert modifier.cards.books == ("II Chronicles 26",)


def test_a_reference_from_no_book_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("May band to a Hero with a reference from Bob.")
