"""References from books, chapters at the end of a sentence, and an increase left without cards."""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment, Stat
from redemption_rules.effects import (
    Count,
    Link,
    Location,
    Position,
    Quantifier,
    Ref,
    Selector,
    Zone,
)
from redemption_rules.effects.cards import effect_specs
from redemption_rules.effects.kinds import (
    Band,
    Heal,
    Increase,
    Numbers,
    Reveal,
    SetAside,
    Shuffle,
)
from redemption_rules.effects.modifiers import CannotBeNegated
from redemption_rules.effects.select import unsupported_in
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


def test_increase_with_no_cards_increases_the_hero_healed() -> None:
    # Bread of Life (L)
    heal, increase = parse_ability(
        "Heal a Hero from the Green Brigade that is about to be discarded and increase 2/2."
    ).effects
    assert isinstance(heal, Heal)
    assert heal.target.types == ("Hero",)
    assert heal.target.qualifiers == ("being_discarded",)
    assert isinstance(increase, Increase)
    assert increase.target == Selector(ref=Ref.IT)
    assert increase.amount == Numbers(Stat(2), Stat(2))
    assert increase.link is Link.AND


def test_increase_after_an_effect_on_no_cards_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Draw 1 and increase 2/2.")


def test_increase_opening_a_sentence_is_this_card() -> None:
    (increase,) = parse_ability("Increase 2/2.").effects
    assert isinstance(increase, Increase)
    assert increase.target == Selector(ref=Ref.THIS_CARD)


def test_a_hero_that_has_no_special_ability() -> None:
    (aside,) = parse_ability("Set aside a Hero that has no special ability for four turns.").effects
    assert isinstance(aside, SetAside)
    with_none = parse_ability("Set aside a Hero with no special ability for four turns.")
    (expected,) = with_none.effects
    assert isinstance(expected, SetAside)
    assert aside.target == expected.target
    assert aside.duration == expected.duration


def test_all_banding_of_heroes_is_their_band_abilities() -> None:
    # Stolen Idols: as "All banding abilities on Heroes are negated"
    (negate,) = parse_ability("All banding of Heroes is negated.").effects
    (same,) = parse_ability("All banding abilities on Heroes are negated.").effects
    assert negate.kind == "negate"
    assert negate.target == same.target  # type: ignore[attr-defined]
    assert negate.target.abilities == ("band",)  # type: ignore[attr-defined]


def test_negate_all_banding() -> None:
    # Sectarianism
    (negate,) = parse_ability("Negate all banding.").effects
    assert negate.target == Selector(  # type: ignore[attr-defined]
        count=Count(Quantifier.ALL), types=("ability",), abilities=("band",)
    )


def test_reveal_cards_until_three_evil_enhancements_are_revealed() -> None:
    # Casting Stones (CoW AB)
    interrupt, reveal, toss, shuffle = parse_ability(
        "Interrupt the battle. Reveal cards from the top of draw pile until 3 evil "
        "Enhancements are revealed: You may toss any number of revealed evil Enhancements, "
        "then shuffle the rest."
    ).effects
    assert interrupt.kind == "interrupt"
    assert isinstance(reveal, Reveal)
    assert reveal.target.types == ("card",)
    assert reveal.target.locations == (Location(Zone.DECK, position=Position.TOP),)
    assert reveal.until == Selector(
        count=Count(Quantifier.EXACTLY, 3), alignment=Alignment.EVIL, types=("Enhancement",)
    )
    assert toss.kind == "toss"
    assert toss.link is Link.PAIRED
    assert shuffle.kind == "shuffle"


def test_until_revealed_after_anything_but_a_reveal_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Discard a card until 3 evil Enhancements are revealed.")


def test_the_engine_reports_a_reveal_until_cards_are_found() -> None:
    # the reveal handler reveals the cards its target names: it must not stop early or late
    _, reveal = parse_ability(
        "Interrupt the battle. Reveal cards from the top of draw pile until 3 evil "
        "Enhancements are revealed."
    ).effects
    assert "cards revealed until some are found" in unsupported_in(reveal)


def test_the_engine_reports_an_event_not_done_by_a_moment() -> None:
    _, discard, _ = parse_ability(
        "Place this card on a Lost Soul.  If it is not rescued by the end of the current "
        "player's next turn, discard this card to place this Lost Soul beneath owner's draw "
        "pile."
    ).effects
    assert "condition 'happened'" in unsupported_in(discard)


def test_the_last_artifact_activated() -> None:
    # Paying Taxes: as "the last Enhancement played"
    *_, negate, discard = parse_ability(
        "Place in territory: You may discard this card to negate and discard an Artifact or "
        "the last Artifact activated."
    ).effects
    assert negate.kind == "negate"
    assert negate.target == discard.target  # type: ignore[attr-defined]
    _, last = negate.target.parts  # type: ignore[attr-defined]
    assert last == Selector(types=("Artifact",), qualifiers=("last", "activated"))
    assert "qualifier 'activated' of the last or a named card" in unsupported_in(last)


def test_shuffle_this_card_into_that_pile() -> None:
    # A Soldier's Prayer: the pile the card came from, which the engine reports
    search, shuffle = parse_ability(
        "If used by a warrior class Hero, search your deck or discard pile for a red "
        "Enhancement. Shuffle this card into that pile."
    ).effects
    assert search.kind == "search"
    assert isinstance(shuffle, Shuffle)
    assert shuffle.target == Selector(ref=Ref.THIS_CARD)
    assert shuffle.into == Location(Zone.PILE_NAMED_BEFORE)
    unsupported = effect_specs()["shuffle"].unsupported
    assert unsupported is not None
    assert "a shuffle into a pile other than a deck" in unsupported(shuffle)


def test_shuffle_into_a_deck_is_into_the_owners_deck() -> None:
    (shuffle,) = parse_ability("Shuffle a Hero into owner's draw pile.").effects
    assert isinstance(shuffle, Shuffle)
    assert shuffle.into is None


def test_shuffle_into_a_pile_that_is_no_deck_is_refused() -> None:
    # the pile used to be dropped: the card went into its owner's deck
    with pytest.raises(AbilityParseError):
        parse_ability("Shuffle a Hero into your discard pile.")


@pytest.mark.parametrize("place", ["battle", "the Field of Battle"])
def test_band_into_battle(place: str) -> None:
    (band,) = parse_ability(f"Band a Hero into {place}.").effects
    assert isinstance(band, Band)
    assert band.target == Selector(types=("Hero",))


def test_band_into_any_other_place_is_refused() -> None:
    # the place used to be dropped
    with pytest.raises(AbilityParseError):
        parse_ability("Band a Hero into territory.")
