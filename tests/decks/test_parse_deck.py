"""Deck lists in the LackeyCCG text format read against the real card pool."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from tests.conftest import DECKS

from redemption_rules import DeckError, parse_deck
from redemption_rules.decks import load_starter_decks

if TYPE_CHECKING:
    from pathlib import Path

    from redemption_rules import CardPool

NATIONALS = DECKS / "nats2024"
UNKNOWN_NAME_LIST = NATIONALS / "nats2024_58th_ari_growth.txt"


def nationals_lists() -> list[Path]:
    return sorted(NATIONALS.glob("*.txt"))


def card_lines(path: Path) -> int:
    return sum(1 for line in path.read_text(encoding="utf-8").splitlines() if "\t" in line)


def test_reserve_and_tokens_sections(pool: CardPool) -> None:
    text = "2\tJohn (I)\n1\tPeter (I)\nReserve:\n1\tGabriel (I)\nTokens:\n3\tFollower Token\n"
    deck = parse_deck(text, pool)
    assert deck.size == 3
    assert [card.name for card in deck.cards()] == ["John (I)", "John (I)", "Peter (I)"]
    assert [card.name for card in deck.reserve_cards()] == ["Gabriel (I)"]
    assert [(entry.count, entry.card.name) for entry in deck.tokens] == [(3, "Follower Token")]


def test_set_column_picks_between_repeated_names(pool: CardPool) -> None:
    deck = parse_deck("1\tGlad Tidings\tAp\n1\tGlad Tidings\tI", pool)
    assert [card.set_code for card in deck.cards()] == ["Ap", "I"]


def test_repeated_name_takes_the_set_the_list_uses_most(pool: CardPool) -> None:
    deck = parse_deck("1\tGlad Tidings\n1\tJohn (I)\n1\tPeter (I)", pool)
    assert deck.cards()[0].set_code == "I"


def test_starter_i_reads_glad_tidings_from_set_i() -> None:
    starter_i = load_starter_decks()[0]
    glad_tidings = [card for card in starter_i.cards() if card.name == "Glad Tidings"]
    assert [card.set_code for card in glad_tidings] == ["I"]


def test_unknown_set_for_a_name_is_a_problem(pool: CardPool) -> None:
    with pytest.raises(DeckError, match=r"no card 'Glad Tidings' in set 'Q'"):
        parse_deck("1\tGlad Tidings\tQ", pool)


def test_straight_apostrophe_finds_the_curly_name(pool: CardPool) -> None:
    deck = parse_deck("1\tHerod's Guard (GoC)", pool)
    assert deck.cards()[0].name == "Herod\u2019s Guard (GoC)"


def test_every_bad_line_is_reported_in_one_error(pool: CardPool) -> None:
    text = "John (I)\n0\tPeter (I)\n1\tJhon (I)\n1\tGabriel (I)\n1\tNo Such Card At All"
    with pytest.raises(DeckError) as caught:
        parse_deck(text, pool)
    problems = caught.value.problems
    assert len(problems) == 4
    assert problems[0] == "line 1: expected 'count<TAB>card name', got 'John (I)'"
    assert problems[1] == "line 2: a count must be at least 1, got 0"
    assert problems[2].startswith("line 3: unknown card 'Jhon (I)' (closest: 'John (I)'")
    assert problems[3] == "line 5: unknown card 'No Such Card At All' (no close match)"
    assert str(caught.value).startswith("4 problems in deck list:")


def test_nationals_list_with_an_unknown_name(pool: CardPool) -> None:
    with pytest.raises(DeckError) as caught:
        parse_deck(UNKNOWN_NAME_LIST.read_text(encoding="utf-8"), pool)
    assert caught.value.problems == (
        (
            "line 46: unknown card 'Famine of Egypt' "
            "(closest: 'Famine in Egypt', 'Slave to Egypt', 'Out of Egypt')"
        ),
    )


def test_the_other_nationals_lists_parse(pool: CardPool) -> None:
    lists = [path for path in nationals_lists() if path != UNKNOWN_NAME_LIST]
    assert len(lists) == 57
    decks = [parse_deck(path.read_text(encoding="utf-8"), pool) for path in lists]
    resolved = sum(len(deck.main) + len(deck.reserve) + len(deck.tokens) for deck in decks)
    assert resolved == sum(card_lines(path) for path in lists) == 3468
    # the data README: 3519 of the 3520 lines resolve, all but "Famine of Egypt"
    assert resolved + card_lines(UNKNOWN_NAME_LIST) - 1 == 3519
    assert all(deck.size >= 50 for deck in decks)


@pytest.mark.parametrize("count", ["99999999999999", "1000", "9" * 5000])
def test_a_huge_count_is_a_problem_not_a_billion_cards(pool: CardPool, count: str) -> None:
    for separator in ("\t", " "):
        with pytest.raises(DeckError, match=r"line 1: a count must be at most 999") as caught:
            parse_deck(f"{count}{separator}John (I)", pool)
        assert len(str(caught.value)) < 200


def test_the_largest_count_is_read(pool: CardPool) -> None:
    assert parse_deck("999\tJohn (I)\n007\tPeter (I)", pool).size == 1006


def test_a_list_of_more_cards_than_any_deck_is_a_problem(pool: CardPool) -> None:
    text = "\n".join(f"999\tJohn (I)\t{card_set}" for card_set in ["I"] * 11)
    with pytest.raises(DeckError, match=r"the list holds 10,989 cards; .* at most 10,000"):
        parse_deck(text, pool)


@pytest.mark.parametrize("count", ["\u0663", "\uff13", "\u0969"])
def test_digits_other_than_ascii_are_refused(pool: CardPool, count: str) -> None:
    with pytest.raises(DeckError, match=r"line 1: write the count with the digits 0-9"):
        parse_deck(f"{count}\tJohn (I)", pool)


def test_spaces_may_separate_the_count_from_the_name(pool: CardPool) -> None:
    deck = parse_deck("2 John (I)\n1   Glad Tidings\tAp\nReserve:\n1 Gabriel (I)", pool)
    assert [(entry.count, entry.card.name) for entry in deck.main] == [
        (2, "John (I)"),
        (1, "Glad Tidings"),
    ]
    assert deck.main[1].card.set_code == "Ap"
    assert [card.name for card in deck.reserve_cards()] == ["Gabriel (I)"]


def test_spaces_are_refused_where_the_name_starts_with_a_number(pool: CardPool) -> None:
    with pytest.raises(DeckError) as caught:
        parse_deck("7 Years of Famine [RR2]\n1 7 Years of Famine [RR2]", pool)
    (problem,) = caught.value.problems
    assert problem == (
        "line 1: '7 Years of Famine [RR2]' may be 7 'Years of Famine [RR2]' or the card of "
        "that whole name; put a tab after the count"
    )
    deck = parse_deck("1\t7 Years of Famine [RR2]\n1 7 Years of Famine [RR2]", pool)
    assert [card.name for card in deck.cards()] == ["7 Years of Famine [RR2]"] * 2


def test_a_thousand_unknown_names_are_each_named_with_their_closest_match(pool: CardPool) -> None:
    # 500 names like none in the pool, and 500 real names with two letters swapped
    names = [f"Unknown Card Number {number}" for number in range(500)]
    names += [card.name[1] + card.name[0] + card.name[2:] for card in list(pool)[:500]]
    text = "\n".join(f"1\t{name}" for name in names)
    # how fast this is measured by benchmarks/inputs.py, not here
    with pytest.raises(DeckError) as caught:
        parse_deck(text, pool)
    problems = caught.value.problems
    assert len(problems) == 1000
    assert problems[0] == "line 1: unknown card 'Unknown Card Number 0' (no close match)"
    first = next(iter(pool)).name
    assert f"(closest: {first!r}" in problems[500]


def test_a_very_long_name_is_quoted_short(pool: CardPool) -> None:
    with pytest.raises(DeckError) as caught:
        parse_deck("1\t" + "Goliath " * 100_000, pool)
    (problem,) = caught.value.problems
    assert problem.startswith("line 1: unknown card 'Goliath Goliath")
    assert problem.endswith("(799,999 characters)' (no close match)")
