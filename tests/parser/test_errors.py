"""AbilityParseError: where the text failed, what was expected, and the text around it."""

from __future__ import annotations

import pytest

from redemption_rules.errors import AbilityParseError, RulesError
from redemption_rules.parser import parse_ability


def failure(text: str) -> AbilityParseError:
    with pytest.raises(AbilityParseError) as info:
        parse_ability(text)
    return info.value


def test_error_names_line_column_and_token() -> None:
    error = failure("Discard a Hero. Discard a banana.")
    assert error.line == 1
    assert error.column == 27
    assert "banana" in error.reason or "'b'" in error.reason
    assert "Discard a banana" in error.context
    assert error.context.splitlines()[-1].strip() == "^"


def test_error_lists_expected_tokens() -> None:
    error = failure("Negate and discard.")
    assert error.column == 19
    assert "'A'" in error.expected
    assert "'Hero'" in error.expected


def test_error_is_a_rules_error_and_a_value_error() -> None:
    error = failure("Hello there.")
    assert isinstance(error, RulesError)
    assert isinstance(error, ValueError)
    assert str(error).startswith(error.reason)


def test_error_on_a_later_line() -> None:
    error = failure("Draw 1.\nDraw banana.")
    assert error.line == 2
    assert error.column == 6


def test_words_in_an_impossible_order_are_refused() -> None:
    error = failure("Discard Hero a.")
    assert error.column >= 1
    assert "word" in error.reason or "unexpected" in error.reason


def test_empty_text_is_refused() -> None:
    error = failure("")
    assert error.line == 1
    assert error.column == 1


def test_the_cause_is_chained() -> None:
    error = failure("Discard a banana.")
    assert error.__cause__ is not None
