"""Derive the package's starter data from the shared card list and deck lists.

The demo game must run on a fresh machine with no files, so the rows of the cards in the
official Starter I and J decks, and the two deck lists, ship inside the package. This script
writes them; ``tests/test_starter_data.py`` checks that the shipped copies still match.

Usage: python scripts/derive_starter_data.py [SHARED_DATA_DIR]
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE_DATA = Path(__file__).resolve().parent.parent / "src" / "redemption_rules" / "cards" / "data"
STARTERS = {"Starter_I": "I", "Starter_J": "J"}
"""The official starter lists and the set each list's unmarked names come from."""


def derive(shared: Path) -> dict[str, str]:
    """The text of each packaged file, by file name."""
    rows = (shared / "carddata.txt").read_text(encoding="utf-8").split("\n")
    header, body = rows[0], [row for row in rows[1:] if row]
    by_name: dict[str, list[str]] = {}
    for row in body:
        by_name.setdefault(row.split("\t")[0], []).append(row)
    keep: list[str] = []
    files: dict[str, str] = {}
    for deck, set_code in STARTERS.items():
        lines = []
        for line in (shared / "decks" / "lackey_official" / f"{deck}.txt").read_text(
            encoding="utf-8"
        ).splitlines():
            count, name = line.split("\t")
            versions = by_name.get(name, [])
            if not versions:
                # The official list names this Lost Soul twice: under a name the card list no
                # longer has and under its current name. The printed deck has it once.
                continue
            if len(versions) > 1:
                versions = [row for row in versions if row.split("\t")[1] == set_code]
            row = versions[0]
            if row not in keep:
                keep.append(row)
            lines.append(f"{count}\t{name}")
        files[f"{deck}.txt"] = "\n".join(lines) + "\n"
    order = {row: position for position, row in enumerate(body)}
    keep.sort(key=order.__getitem__)
    files["starter_cards.txt"] = "\n".join([header, *keep]) + "\n"
    return files


def main() -> None:
    shared = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parents[2] / "shared" / "data"
    PACKAGE_DATA.mkdir(parents=True, exist_ok=True)
    for name, text in derive(shared).items():
        (PACKAGE_DATA / name).write_text(text, encoding="utf-8")
        print(f"wrote {PACKAGE_DATA / name}")


if __name__ == "__main__":
    main()
