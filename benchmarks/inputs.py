"""Time how the library reads bad or hostile input: deck lists and card list cells.

Run from the repository root:

    python benchmarks/inputs.py [CARDFILE]

Figures, on one core, best of 5:

* "unknown deck names": a deck list of 1,000 lines no card matches (500 names like none in
  the pool, 500 real names with two letters swapped), each named with its closest match;
* "long brigade cell": a card list row whose Brigade cell holds 100,000 spaces, read twice
  (once with an unknown brigade, once with a bracket), as a pattern that backtracks would not.
"""

from __future__ import annotations

import contextlib
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from redemption_rules import CardDataError, CardPool, DeckError, load_cards, parse_deck
from redemption_rules.cards import parse_cards
from redemption_rules.cards.pool import COLUMNS

if TYPE_CHECKING:
    from collections.abc import Callable

DEFAULT_CARDS = Path(__file__).resolve().parents[2] / "shared" / "data" / "carddata.txt"
HEADER = "\t".join(COLUMNS)


def best_of(rounds: int, run: Callable[[], object]) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return min(times)


def unknown_names(pool: CardPool) -> Callable[[], object]:
    names = [f"Unknown Card Number {number}" for number in range(500)]
    names += [card.name[1] + card.name[0] + card.name[2:] for card in list(pool)[:500]]
    text = "\n".join(f"1\t{name}" for name in names)

    def run() -> object:
        try:
            return parse_deck(text, pool)
        except DeckError as error:
            return error.problems

    return run


def long_brigade_cell() -> Callable[[], object]:
    def row(brigade: str) -> str:
        values = dict.fromkeys(COLUMNS, "") | {
            "Name": "John",
            "Set": "I",
            "Type": "Hero",
            "Brigade": brigade,
            "Strength": "5",
            "Toughness": "5",
            "Alignment": "Good",
        }
        return HEADER + "\n" + "\t".join(values[name] for name in COLUMNS)

    unknown = row("Blue" + " " * 100_000 + "Plaid")
    bracket = row("Blue" + " " * 100_000 + "(Blue/Red)")

    def run() -> object:
        with contextlib.suppress(CardDataError):
            parse_cards(unknown)
        return parse_cards(bracket)

    return run


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else DEFAULT_CARDS
    pool = CardPool(load_cards(path))
    pool.closest("a first look-up builds the index")
    print(f"unknown deck names (1,000 lines): {best_of(5, unknown_names(pool)):.3f} s")
    print(f"long brigade cell (100,000 spaces, twice): {best_of(5, long_brigade_cell()):.3f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
