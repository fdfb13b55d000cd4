"""Derive the names the ability grammar knows from the shared card list.

A capitalised word in ability text is a name only if the card pool knows it: as a word of a
card's title or of its identifiers ("May band to Bob." names no card and is refused), and a
title whose words are also keywords ("Three Nails", "Red Dragon") is read whole as a name.
The pool is the vocabulary; this script writes it into the package, and
``tests/parser/test_names.py`` checks that the shipped copies still match.

Usage: python scripts/derive_name_table.py [SHARED_DATA_DIR]
"""

from __future__ import annotations

import csv
import re
import sys
from pathlib import Path

PACKAGE_DATA = (
    Path(__file__).resolve().parent.parent / "src" / "redemption_rules" / "cards" / "data"
)
TITLES = "card_titles.txt"
IDENTIFIER_WORDS = "identifier_words.txt"
_EDITION = re.compile(r"(?:\s*[(\[][^)\]]*[)\]])+\s*$")
"""The set or edition after a card's name: "Nabal (I)", 'Lost Soul "Rejoice" [Luke 15:6]'."""
_CAPITALISED = re.compile(r"\b[A-Z][A-Za-z'\-]*[A-Za-z]")


def derive(shared: Path) -> dict[str, str]:
    """The text of each packaged file, by file name."""
    with (shared / "carddata.txt").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))
    titles = sorted({_straight(_EDITION.sub("", row["Name"]).strip()) for row in rows} - {""})
    words = sorted(
        {word for row in rows for word in _CAPITALISED.findall(_straight(row["Identifier"]))}
    )
    return {TITLES: "\n".join(titles) + "\n", IDENTIFIER_WORDS: "\n".join(words) + "\n"}


def _straight(text: str) -> str:
    return text.replace("\u2019", "'").replace("\u2018", "'")


def main() -> None:
    shared = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[2] / "shared" / "data"
    )
    for name, text in derive(shared).items():
        (PACKAGE_DATA / name).write_text(text, encoding="utf-8")
        print(f"wrote {PACKAGE_DATA / name}")


if __name__ == "__main__":
    main()
