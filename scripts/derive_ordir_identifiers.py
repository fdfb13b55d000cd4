"""Derive the identifiers ORDIR gives by lists of card names into package data.

The Official Redemption Dictionary of Identifiers and References names many identifiers by
listing the characters that have them: "The following Redemption® characters are giants:"
and then bullets such as "• (Evil): Ahiman, Son of Anak (FM), ... Goliath (Or, LR, P), ...".
This script reads every such list of characters (not the lists of cards that merely *refer*
to an identifier, nor the lists of Sites, Enhancements or books) and writes
``src/redemption_rules/cards/data/ordir_identifiers.txt``, which
:mod:`redemption_rules.cards.identifiers` reads; ``tests/cards/test_identifiers.py`` checks
that the shipped copy still matches.

Each listed name is kept without its set codes ("Goliath (Or, LR, P)" -> "Goliath"), with
the side its bullet gives (Hero, Evil Character, or either). A name is ambiguous when the
card list holds cards of that title from both Testaments (several people share a name): it
is then kept only for the Testament that ORDIR's own "characters are from <book>" lists give
that name with the same set codes, and skipped when they do not settle it. Skipped names
are written to the file's header.

Usage: python scripts/derive_ordir_identifiers.py [SHARED_DATA_DIR]
"""

from __future__ import annotations

import re
import sys
import textwrap
from collections import defaultdict
from pathlib import Path

from redemption_rules.cards import load_cards
from redemption_rules.cards.identifiers import (
    NEW_TESTAMENT,
    OLD_TESTAMENT,
    book_of,
    title_keys,
)

PACKAGE_DATA = (
    Path(__file__).resolve().parent.parent / "src" / "redemption_rules" / "cards" / "data"
)
OUTPUT = "ordir_identifiers.txt"
ORDIR = Path("rules") / "ORDIR_PDF_7.0.0.txt"
CARD_LIST = "carddata.txt"

_LIST_START = re.compile(
    r"The following Redemption®? (characters|Heroes|Evil Characters) "
    r"(?:are|represent) (.+?):\s*$"
)
"""The sentence that opens a list of characters, and what they are."""
_BULLET = re.compile(r"^•\s*(?:\(([^()]*)\):\s*)?(.*)$")
_PAGE_NUMBER = re.compile(r"^\d+$")
_ITEM_END = re.compile(r"(?<=[)\]])(?:,\s+|\s+and\s+|(?=[A-Z]))")
"""Where one listed name ends and the next begins: after its set codes."""
_SET_CODES = re.compile(r"\s*\(([A-Za-z0-9 ,\-]+)\)\s*$")
_SET_CODE = re.compile(r"^[A-Z][A-Za-z0-9]*(?:-[A-Za-z0-9]+)?$")
_SIDES = {
    "hero": "hero",
    "good": "hero",
    "evil": "evil",
    "evil character": "evil",
}
_BOOK_LIST = re.compile(r"^from (.+)$")
_TESTAMENTS = {book.lower(): "o.t." for book in OLD_TESTAMENT} | {
    book.lower(): "n.t." for book in NEW_TESTAMENT
}
"""The Testament of each book, by its name in lower case."""


def derive(shared: Path) -> str:
    """The text of the packaged file, from ORDIR and the card list under *shared*."""
    text = (shared / ORDIR).read_text(encoding="utf-8")
    lists = read_lists(text)
    testaments = _book_testaments(lists)
    pool_testaments = _pool_testaments(shared / CARD_LIST)
    sections: dict[tuple[str, ...], list[str]] = {}
    skipped: dict[str, set[str]] = defaultdict(set)
    for names, kind, items in lists:
        if _BOOK_LIST.match(names[-1]):
            continue
        rows = sections.setdefault(names, [])
        for side, title, codes in items:
            side_word = _SIDES.get(side.lower(), "any") if kind == "characters" else kind
            found = pool_testaments.get(_key(title), set())
            testament = ""
            if len(found) > 1:
                own = {t for t, c in testaments.get(_key(title), ()) if c & codes}
                if not own:
                    skipped[title].add(names[0])
                    continue
                testament = own.pop() if len(own) == 1 else ""
            row = f"{side_word}\t{testament}\t{title}"
            if row not in rows:
                rows.append(row)
    lines = [
        "# Identifiers ORDIR 7.0.0 gives by lists of characters.",
        "# Written by scripts/derive_ordir_identifiers.py; do not edit by hand.",
        "# A section opens with '== ' and the identifier's names, separated by '; '.",
        "# Each row: side (hero, evil or any), Testament the card's reference must be in",
        "# (o.t., n.t. or empty), and the character's title as ORDIR prints it.",
        "# Skipped as ambiguous (a title borne by people of both Testaments):",
    ]
    lines.extend(
        f"#   {title}: {', '.join(sorted(where))}" for title, where in sorted(skipped.items())
    )
    if not skipped:
        lines.append("#   (none: ORDIR's book lists settle every such name)")
    unmatched = sorted(
        _titles(lists) - {title for title in _titles(lists) if _key(title) in pool_testaments}
    )
    lines.append("# Listed names no character of the card list bears (art variants, misprints):")
    lines.extend(
        textwrap.wrap(", ".join(unmatched), 92, initial_indent="#   ", subsequent_indent="#   ")
    )
    for names, rows in sections.items():
        if rows:
            lines.append("== " + "; ".join(names))
            lines.extend(rows)
    return "\n".join(lines) + "\n"


def read_lists(text: str) -> list[tuple[tuple[str, ...], str, list[tuple[str, str, set[str]]]]]:
    """Every list of characters in ORDIR: its identifier names, kind, and (side, title, codes).

    The names are the entry's heading in lower case, then the plural the list sentence uses
    ("giant", "giants"). The kind is "characters", "hero" or "evil": from the sentence, or
    from a rule just before it ("By rule, only Heroes are disciples.").
    """
    lines = [line.strip() for line in text.splitlines()]
    found: list[tuple[tuple[str, ...], str, list[tuple[str, str, set[str]]]]] = []
    heading = ""
    index = 0
    while index < len(lines):
        line = lines[index]
        if _is_heading(lines, index):
            heading = line
        sentence, after = _sentence(lines, index)
        match = _LIST_START.search(sentence) if sentence else None
        if match is None:
            index += 1
            continue
        kind = {"characters": "characters", "Heroes": "hero", "Evil Characters": "evil"}[
            match.group(1)
        ]
        rule = " ".join(lines[max(index - 1, 0) : index + 1])
        if kind == "characters" and "only Heroes are" in rule:
            kind = "hero"
        elif kind == "characters" and "only Evil Characters are" in rule:
            kind = "evil"
        phrase = _straight(match.group(2)).lower()
        phrase = phrase.removeprefix("considered ")
        bullets, index = _bullets(lines, after)
        names = tuple(dict.fromkeys((*_heading_names(heading), phrase)))
        items = [item for side, body in bullets for item in _items(side, body)]
        if phrase != "generic" and not phrase.startswith(("non-specific", "not ")):
            found.append((names, kind, items))
    return found


def _sentence(lines: list[str], index: int) -> tuple[str, int]:
    """The text from *index* to the end of its paragraph when it holds a list sentence."""
    line = lines[index]
    if "The following" not in line:
        return "", index
    parts = [line[line.index("The following") :]]
    index += 1
    while not parts[-1].endswith(":") and index < len(lines) and lines[index]:
        parts.append(lines[index])
        index += 1
    return " ".join(parts), index


def _bullets(lines: list[str], index: int) -> tuple[list[tuple[str, str]], int]:
    """The bullets from *index*: (side, text) each, and the index after the list."""
    bullets: list[tuple[str, str]] = []
    while index < len(lines):
        line = lines[index]
        if not line or _PAGE_NUMBER.match(line):
            index += 1
            continue
        bullet = _BULLET.match(line)
        if bullet is not None:
            bullets.append((bullet.group(1) or "", bullet.group(2)))
        elif bullets and _continues(bullets[-1][1], line):
            side, body = bullets[-1]
            joiner = "" if body.endswith("-") else " "
            bullets[-1] = (side, body + joiner + line)
        else:
            break
        index += 1
    return bullets, index


def _continues(body: str, line: str) -> bool:
    """Whether *line* goes on with a bullet that so far reads *body*."""
    if "The following" in line:
        return False
    return not body.endswith((")", "]")) or line.startswith(("and ", "(")) or line[0].islower()


def _items(side: str, body: str) -> list[tuple[str, str, set[str]]]:
    """The names in a bullet's text, each with the bullet's side and its set codes."""
    found: list[tuple[str, str, set[str]]] = []
    for raw in _ITEM_END.split(_straight(body).strip().rstrip(".")):
        name = raw.strip().removeprefix("and ").strip()
        codes: set[str] = set()
        match = _SET_CODES.search(name)
        if match is not None:
            parts = [part.strip() for part in match.group(1).split(",")]
            if all(_SET_CODE.match(part) for part in parts):
                codes = set(parts)
                name = name[: match.start()].strip()
        if name:
            found.append((side, name, codes))
    return found


def _heading_names(heading: str) -> tuple[str, ...]:
    """An entry's names: "Royalty (or Royal or Member of a Royal Family)" gives three."""
    text = _straight(heading).lower()
    match = re.fullmatch(r"(.+?)\s*\(or (.+)\)", text)
    if match is None:
        return (text,)
    return (match.group(1), *match.group(2).split(" or "))


def _is_heading(lines: list[str], index: int) -> bool:
    """A line standing alone between blank lines, short, not a bullet or a page number."""
    line = lines[index]
    if not line or line.startswith("•") or _PAGE_NUMBER.match(line) or len(line) > 60:
        return False
    before = index == 0 or not lines[index - 1] or bool(_PAGE_NUMBER.match(lines[index - 1]))
    after = index + 1 < len(lines) and not lines[index + 1]
    return before and after and not line.endswith((".", ",", ":")) and len(line) > 1


def _book_testaments(
    lists: list[tuple[tuple[str, ...], str, list[tuple[str, str, set[str]]]]],
) -> dict[str, list[tuple[str, set[str]]]]:
    """Testaments ORDIR's "characters are from <book>" lists give each title, with codes."""
    found: dict[str, list[tuple[str, set[str]]]] = defaultdict(list)
    for names, _, items in lists:
        match = _BOOK_LIST.match(names[-1])
        if match is None:
            continue
        testament = _TESTAMENTS.get(match.group(1), "")
        if not testament:
            continue
        for _, title, codes in items:
            found[_key(title)].append((testament, codes))
    return found


def _pool_testaments(path: Path) -> dict[str, set[str]]:
    """The Testaments of the references of the characters bearing each title key.

    Every key of a character is present, with no Testament when its reference names none.
    """
    found: dict[str, set[str]] = defaultdict(set)
    for card in load_cards(path):
        if not card.is_character:
            continue
        testament = _testament(book_of(card.reference))
        for key in title_keys(card.name):
            found[key].update({testament} - {""})
    return found


def _titles(
    lists: list[tuple[tuple[str, ...], str, list[tuple[str, str, set[str]]]]],
) -> set[str]:
    """Every name the identifier lists give (not the book lists)."""
    return {
        title
        for names, _, items in lists
        if not _BOOK_LIST.match(names[-1])
        for _, title, _ in items
    }


def _testament(book: str) -> str:
    return _TESTAMENTS.get(book.lower(), "")


def _key(title: str) -> str:
    """An ORDIR title as the card keys spell it (it carries no set codes to strip)."""
    return title_keys(title)[0]


def _straight(text: str) -> str:
    return (
        text.replace("\u2019", "'")
        .replace("\u2018", "'")
        .replace("\u201c", '"')
        .replace("\u201d", '"')
    )


def main() -> None:
    """Write the packaged file from the shared data folder (first argument, if given)."""
    shared = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[2] / "shared" / "data"
    )
    (PACKAGE_DATA / OUTPUT).write_text(derive(shared), encoding="utf-8")
    print(f"wrote {PACKAGE_DATA / OUTPUT}")


if __name__ == "__main__":
    main()
