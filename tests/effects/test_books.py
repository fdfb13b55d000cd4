"""Books narrowed to chapters or verses, as the engine tests them against references."""

from __future__ import annotations

import doctest

import pytest

from redemption_rules.effects import select
from redemption_rules.effects.select import in_book


@pytest.mark.parametrize(
    ("book", "reference", "expected"),
    [
        ("Genesis 12-24", "Genesis 12:2", True),  # Abraham: "a Genesis 12-24 Hero"
        ("Genesis 12-24", "Genesis 24:67", True),
        ("Genesis 12-24", "Genesis 11:26", False),
        ("Genesis 12-24", "Genesis 25:1", False),
        ("Genesis 1-7", "Genesis 3:20", True),  # Adam (FoM)
        ("Genesis 1-7", "Exodus 3:20", False),
        ("Acts 19", "Acts 19:24", True),  # Demetrius the Silversmith
        ("Acts 19", "Acts 18:24", False),
        ("Isaiah 6", "Isaiah 6:6", True),  # Seraph with a Live Coal
        ("Isaiah 6:2-4", "Isaiah 6:3", True),
        ("Isaiah 6:2-4", "Isaiah 6:5", False),
        ("Isaiah 6:2-4", "Isaiah 7:3", False),
        ("II Samuel", "2 Samuel 15:1", True),
        ("II Samuel", "1 Samuel 15:1", False),
        ("Psalms", "Psalm 30:3", True),
    ],
)
def test_a_book_with_chapters_holds_only_those_chapters(
    book: str, reference: str, *, expected: bool
) -> None:
    # the chapters used to be dropped: any Genesis Hero was a "Genesis 12-24 Hero"
    assert in_book(book)(reference) is expected


def test_the_docstring_examples_of_the_selection_module() -> None:
    assert doctest.testmod(select, optionflags=doctest.ELLIPSIS).failed == 0
