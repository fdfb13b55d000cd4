"""Time: reading text takes time in proportion to its length, whatever the text.

A long run of one word, a list of a thousand items or a condition that never ends are no
card's text, but the parser meets them (a pasted file, a fuzzer): each is read, or refused,
in time linear in its length. The checks time a text and the same text four times as long
and allow twice the linear growth (a quadratic cost would be sixteen times).
"""

from __future__ import annotations

import contextlib
import time
from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability
from redemption_rules.parser.parse import get_parser

if TYPE_CHECKING:
    import re

SIZE = 6_000
"""The length of the shorter text of each pair (the longer is four times as long)."""
GROWTH = 4
ALLOWED = 2 * GROWTH
SLACK = 0.03
"""Seconds allowed on top, for the noise of a shared machine at the small size."""

PIECES = [
    "O.T.",
    "a ",
    "Hero, ",
    "Draw 1.\n",
    "Negate a Hero. ",
    "good, ",
    "a Hero or ",
    "musician or ",
    "and ",
    "Discard a Hero and ",
    "with a, ",
    "(or ",
    "If blocking, ",
    "discard, ",
    "Gideon's ",
    "Son of God ",
    "in play ",
    "Abc ",
    "' ",
    "x",
    "1/1 ",
    "Hero may band to ",
    "draw, discard, ",
    "Protect Heroes from ",
    "cannot be negated, ",
]
PREFIXES = ["", "Discard ", "If ", "If your Priest, ", "Negate all ", "Protect Heroes from "]


def _seconds(text: str) -> float:
    """The best of three times to read *text* (read or refused)."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        with contextlib.suppress(AbilityParseError):
            parse_ability(text)
        best = min(best, time.perf_counter() - start)
    return best


def _grows_linearly(prefix: str, unit: str) -> None:
    short = prefix + unit * (SIZE // len(unit))
    long = prefix + unit * (GROWTH * SIZE // len(unit))
    _seconds(short)  # the lexer's caches warm up on the first reading
    small, large = _seconds(short), _seconds(long)
    assert large <= ALLOWED * small + SLACK, (prefix, unit, small, large)


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.differing_executors],
)
@given(
    st.sampled_from(PREFIXES),
    st.lists(st.sampled_from(PIECES), min_size=1, max_size=3).map("".join),
)
# runs that once made a terminal's look ahead scan to the end of the text from every comma
@example("", "Hero, ")
@example("Discard ", "draw, discard, ")
@example("", "x")
def test_reading_time_grows_linearly_with_the_length(prefix: str, unit: str) -> None:
    _grows_linearly(prefix, unit)


def test_a_hundred_kilobytes_of_one_identifier_is_read_quickly() -> None:
    start = time.perf_counter()
    with contextlib.suppress(AbilityParseError):
        parse_ability("O.T." * 25_000)
    assert time.perf_counter() - start < 5.0  # 17 s before the lexer's fix


SCAN_GROWTH = 16
"""How much longer the second text of :func:`test_no_terminal_scans_the_rest_of_the_text` is."""


def _matching_seconds(regex: re.Pattern[str], text: str, starts: range) -> float:
    """The best of three times to match *regex* at each of *starts* in *text* (as written
    and lowered, as the lexer does)."""
    lowered = text.lower()
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for pos in starts:
            regex.match(text, pos, len(text))
            regex.match(lowered, pos, len(text))
        best = min(best, time.perf_counter() - start)
    return best


@pytest.mark.parametrize("unit", PIECES)
def test_no_terminal_scans_the_rest_of_the_text(unit: str) -> None:
    """A terminal tried at one place looks at a bounded stretch of text after it.

    One that looks to the end (an open repetition in a look ahead) costs the length of the
    text at every place the lexer tries it, and so the square of the length in all: a
    text sixteen times as long may cost a terminal no more than four times as much here.
    """
    short = unit * (SIZE // len(unit))
    long = unit * (SCAN_GROWTH * SIZE // len(unit))
    starts = range(len(unit))
    scanning = []
    for pattern in get_parser().driver.lexer.patterns:
        small = _matching_seconds(pattern.regex, short, starts)
        large = _matching_seconds(pattern.regex, long, starts)
        if large > 4 * small + 0.001:
            scanning.append((pattern.name, small, large))
    assert not scanning
