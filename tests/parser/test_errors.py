"""AbilityParseError: where the text failed, what was expected, and the text around it."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest

from redemption_rules import card_ability
from redemption_rules.errors import AbilityParseError, RulesError
from redemption_rules.parser import parse_ability
from redemption_rules.parser.parse import get_parser

if TYPE_CHECKING:
    from redemption_rules import CardPool


def failure(text: str) -> AbilityParseError:
    with pytest.raises(AbilityParseError) as info:
        parse_ability(text)
    return info.value


def test_error_names_line_column_and_word() -> None:
    error = failure("Discard a Hero. Discard a banana.")
    assert error.line == 1
    assert error.column == 27
    assert error.position == 26
    assert error.word == "banana"
    assert error.reason == "unexpected 'banana'"
    assert "Discard a banana" in error.context
    assert error.context.splitlines()[-1].strip() == "^"


def test_error_lists_expected_words() -> None:
    error = failure("Negate and discard.")
    assert error.column == 19
    assert error.word == "."
    assert "'A'" in error.expected
    assert "'Hero'" in error.expected
    assert "a number" in error.expected
    assert "NAME" in error.terminals


def test_error_is_a_rules_error_and_a_value_error() -> None:
    error = failure("Hello there.")
    assert isinstance(error, RulesError)
    assert isinstance(error, ValueError)
    assert str(error).startswith(error.reason)


def test_error_on_a_later_line() -> None:
    error = failure("Draw 1.\nDraw banana.")
    assert error.line == 2
    assert error.column == 6
    assert error.word == "banana"


def test_words_in_an_impossible_order_are_refused() -> None:
    error = failure("Discard Hero a.")
    assert error.column >= 1
    assert "word" in error.reason or "unexpected" in error.reason


def test_the_cause_is_chained() -> None:
    error = failure("Discard a banana.")
    assert error.__cause__ is not None


# -- no text ------------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", " ", "\n", "  \t "])
def test_no_text_is_an_ability_with_no_effects(text: str) -> None:
    ability = parse_ability(text)
    assert ability.text == text
    assert ability.effects == ()
    assert ability.modifiers == ()


def test_a_card_with_no_text_has_an_ability_with_no_effects(pool: CardPool) -> None:
    meek = next(card for card in pool if not card.special_ability)
    ability = card_ability(meek)
    assert ability.effects == ()
    assert ability.modifiers == ()


# -- short messages ------------------------------------------------------------------------------

_TERMINAL_NAME = re.compile(r"\b_*[A-Z]+(?:_[A-Z]+)+\b|__ANON")
MOST_SHOWN = 5


@pytest.mark.parametrize(
    "text",
    [
        "Discard a banana.",
        "Negate and discard.",
        "Draw 1 (or",
        "Protect Heroes from homework.",
        "Discard a Hero with x",
        "Draw 1 \u00a4",
        "If blocking, sing a song.",
        "O.T." * 25_000,
        "Discard a Hero. " * 5_000 + "Discard a banana.",
    ],
)
def test_the_message_is_short_and_in_plain_words(text: str) -> None:
    error = failure(text)
    message = str(error)
    assert len(message) < 300
    assert "\n" not in message
    assert _TERMINAL_NAME.search(message) is None, message
    names = {name for name, *_ in get_parser().tables.terminals}
    shown = message.split("; expected ", 1)[-1]
    assert not any(re.search(rf"\b{re.escape(name)}\b", shown) for name in names if "_" in name)
    assert f"line {error.line}, column {error.column}" in message


def test_the_message_names_a_handful_of_expected_words_and_the_rest_are_attributes() -> None:
    error = failure("Discard a banana.")
    message = str(error)
    listed = message.split("; expected ", 1)[1]
    assert listed.count(",") + listed.count(" or ") <= MOST_SHOWN
    assert f"(or one of {len(error.expected) - MOST_SHOWN} more)" in message
    assert len(error.expected) > MOST_SHOWN
    assert len(error.terminals) >= len(error.expected) - 1
    assert all(not _TERMINAL_NAME.search(one) for one in error.expected)


def test_the_end_of_the_text_is_named_as_such() -> None:
    error = failure("Draw 1 (or")
    assert error.reason == "unexpected end of text"
    assert error.word == ""
    assert error.column == len("Draw 1 (or") + 1


def test_a_long_word_is_cut_short_in_the_message() -> None:
    error = failure("Draw 1 " + "x" * 5_000)
    assert len(str(error)) < 300
    assert error.word == "x" * 5_000


def test_a_refused_name_says_which_word() -> None:
    error = failure("May band to Bob.")
    assert "'Bob'" in error.reason
    assert error.expected == ()
