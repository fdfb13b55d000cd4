"""Wordings once misread: "a son of Anak", books listed as books, where an event's card goes."""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Brigade
from redemption_rules.effects import (
    Count,
    Join,
    Location,
    Quantifier,
    Ref,
    Selector,
    Zone,
)
from redemption_rules.effects.kinds import Band, Take
from redemption_rules.effects.modifiers import CannotBeNegated
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


# -- books listed as books --------------------------------------------------------------------

JOHN_THE_APOCALYPTIST = (
    "May use John and Revelation Enhancements. John and Enhancements from John and "
    "Revelation played on him cannot be negated."
)


def test_john_and_revelation_enhancements_are_of_either_book() -> None:
    # "John" used to be a card called John beside the Revelation Enhancements
    use = parse_ability(JOHN_THE_APOCALYPTIST).effects[0]
    enhancements = use.enhancements  # type: ignore[attr-defined]
    assert enhancements.join is Join.AND
    assert enhancements.parts == (
        Selector(count=ALL, types=("Enhancement",), books=("John",)),
        Selector(count=ALL, types=("Enhancement",), books=("Revelation",)),
    )


def test_enhancements_from_john_and_revelation_are_of_either_book() -> None:
    # used to be Enhancements on a card called John, and a card called Revelation
    shield = parse_ability(JOHN_THE_APOCALYPTIST).modifiers[0]
    assert isinstance(shield, CannotBeNegated)
    assert shield.cards is not None
    john, enhancements = shield.cards.parts
    assert john == Selector(names=("John",))
    assert enhancements.types == ("Enhancement",)
    assert enhancements.count == ALL
    assert enhancements.books == ("John", "Revelation")
    assert enhancements.names == ()
    assert enhancements.qualifiers == ("played",)
    assert enhancements.locations == (Location(Zone.ON_CARD, card=Selector(ref=Ref.IT)),)


def test_a_brown_card_from_two_books_of_kings() -> None:
    ability = parse_ability(
        "STAR: Topdeck a brown human from deck. EC: May band to a brown king, or you may take "
        "a brown card from II Kings or II Chronicles from Reserve. Cannot be negated if you "
        "control a meek Lost Soul."
    )
    take = ability.effects[2]
    assert isinstance(take, Take)
    assert take.target == Selector(
        types=("card",),
        brigades=(Brigade.BROWN,),
        books=("II Kings", "II Chronicles"),
        locations=(Location(Zone.RESERVE),),
    )


def test_a_list_with_a_word_that_is_no_book_is_no_list_of_books() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Negate Enhancements from John and Bob.")


def test_a_list_of_sites_after_from_stays_cards() -> None:
    negate = parse_ability("Negate Enhancements from Goshen and Storehouse.").effects[0]
    assert negate.target.parts[0].books == ()  # type: ignore[attr-defined]
    assert negate.target.parts[1] == Selector(names=("Storehouse",))  # type: ignore[attr-defined]
