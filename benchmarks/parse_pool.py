"""Parse every distinct ability text of the real card pool; print texts/s and coverage.

Run from the repository root:

    python benchmarks/parse_pool.py [CARDFILE]

Three figures, on one core:

* "parser ready": building the parser (its tables read from the cache on disk, or built
  by Lark and saved when the grammar is new);
* "first pass": reading every distinct text once in a fresh parser, as a program that
  parses the pool once does (the lexer learns the words of each parser state as it goes);
* "best of 3": the same again, each pass repeated three times, the fastest kept.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

from redemption_rules import AbilityParseError, load_cards
from redemption_rules.parser import get_parser
from redemption_rules.parser.coverage import distinct_texts, split_sentences

DEFAULT_CARDS = Path(__file__).resolve().parents[2] / "shared" / "data" / "carddata.txt"


def main(argv: list[str]) -> int:
    path = Path(argv[0]) if argv else DEFAULT_CARDS
    texts = distinct_texts(load_cards(path))
    start = time.perf_counter()
    parser = get_parser()
    built = time.perf_counter() - start

    rounds = []
    parsed = 0
    for _ in range(4):
        parsed = 0
        start = time.perf_counter()
        for text in texts:
            try:
                parser.parse(text)
            except AbilityParseError:
                continue
            parsed += 1
        rounds.append(time.perf_counter() - start)
    first, best = rounds[0], min(rounds[1:])

    sentences = [sentence for text in texts for sentence in split_sentences(text)]
    sentences_parsed = 0
    for sentence in sentences:
        try:
            parser.parse(sentence)
        except AbilityParseError:
            continue
        sentences_parsed += 1

    print(f"parser ready in {built:.2f} s")
    print(
        f"{len(texts)} distinct texts, first pass: {first:.2f} s, {len(texts) / first:.0f} texts/s"
    )
    print(f"{len(texts)} distinct texts, best of 3:  {best:.2f} s, {len(texts) / best:.0f} texts/s")
    print(f"parsed fully: {parsed} ({parsed / len(texts):.1%})")
    print(
        f"sentences:    {sentences_parsed} of {len(sentences)} "
        f"({sentences_parsed / len(sentences):.1%})"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
