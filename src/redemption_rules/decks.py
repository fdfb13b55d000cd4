"""Deck lists: reading the LackeyCCG text format and checking deck-building legality.

A list has one ``count<TAB>name`` line per card; a ``Reserve:`` line starts the Reserve and a
``Tokens:`` line the tokens. A :class:`Deck` holds the card definitions themselves, so it can
be checked, saved and played without the pool it was read from.
"""

from __future__ import annotations

import re
from collections import Counter
from importlib import resources
from typing import TYPE_CHECKING, Final

from attrs import field, frozen
from attrs.validators import ge, instance_of

from redemption_rules.cards.model import CardDef
from redemption_rules.cards.pool import load_starter_cards
from redemption_rules.errors import DeckError

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

    from redemption_rules.cards.pool import CardPool

SECTIONS: Final = {"deck": "main", "main": "main", "reserve": "reserve", "tokens": "tokens"}
"""Section header words (``Reserve:``) and the part of the deck each starts."""

_LINE = re.compile(r"(?P<count>\d+)\s*\t\s*(?P<name>.+?)(?:\t(?P<set>[^\t]+))?")


@frozen
class DeckEntry:
    """``count`` copies of one card."""

    count: int = field(validator=[instance_of(int), ge(1)])
    card: CardDef = field(validator=instance_of(CardDef))


def _entries(items: Iterable[DeckEntry]) -> tuple[DeckEntry, ...]:
    return tuple(items)


@frozen
class Deck:
    r"""A deck list: the main deck, the Reserve and any tokens, in list order.

    >>> from redemption_rules.cards import load_starter_cards
    >>> deck = parse_deck("2\\tJohn (I)\\nReserve:\\n1\\tPeter (I)", load_starter_cards())
    >>> deck.size, len(deck.reserve_cards())
    (2, 1)
    """

    main: tuple[DeckEntry, ...] = field(default=(), converter=_entries)
    reserve: tuple[DeckEntry, ...] = field(default=(), converter=_entries)
    tokens: tuple[DeckEntry, ...] = field(default=(), converter=_entries)
    name: str = ""

    @property
    def size(self) -> int:
        """Cards in the main deck (the Reserve and tokens not counted)."""
        return sum(entry.count for entry in self.main)

    def cards(self) -> list[CardDef]:
        """The main deck, one item per physical card, in list order."""
        return list(_expand(self.main))

    def reserve_cards(self) -> list[CardDef]:
        """The Reserve, one item per physical card, in list order."""
        return list(_expand(self.reserve))

    def counts(self) -> Counter[str]:
        """Copies of each card in the main deck, by card key."""
        counts: Counter[str] = Counter()
        for entry in self.main:
            counts[entry.card.key] += entry.count
        return counts


def _expand(entries: Iterable[DeckEntry]) -> Iterator[CardDef]:
    for entry in entries:
        for _ in range(entry.count):
            yield entry.card


def parse_deck(text: str, pool: CardPool, *, name: str = "") -> Deck:
    """Read a deck list in the LackeyCCG text format.

    Each line is ``count<TAB>name``, optionally followed by ``<TAB>set`` to choose between
    cards that share a name. A name that several sets share, given without a set, is read as
    the version whose set the rest of the list uses most (the official starter lists name
    ``Glad Tidings`` among cards of set I); equal counts take the first in the pool.

    Raises:
        DeckError: with every unknown name (each with the closest known names) and every
            malformed line, all at once.
    """
    sections: dict[str, list[tuple[int, str, str | None, int]]] = {
        "main": [],
        "reserve": [],
        "tokens": [],
    }
    problems: list[str] = []
    current = "main"
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip("\ufeff").rstrip()
        if not line.strip() or line.lstrip().startswith(("#", "//")):
            continue
        header = line.strip().rstrip(":").strip().lower()
        if line.strip().endswith(":") and header in SECTIONS:
            current = SECTIONS[header]
            continue
        match = _LINE.fullmatch(line.strip())
        if match is None:
            problems.append(f"line {number}: expected 'count<TAB>card name', got {line!r}")
            continue
        count = int(match["count"])
        if count < 1:
            problems.append(f"line {number}: a count must be at least 1, got {count}")
            continue
        sections[current].append((count, match["name"].strip(), match["set"], number))

    resolved: dict[int, CardDef] = {}
    ambiguous: list[tuple[int, str, list[CardDef]]] = []
    for lines in sections.values():
        for _, card_name, set_code, number in lines:
            card, problem = _resolve(pool, card_name, set_code, number)
            if problem:
                problems.append(problem)
            elif card is not None:
                resolved[number] = card
            else:
                ambiguous.append((number, card_name, list(pool.versions(card_name))))
    if problems:
        raise DeckError(problems)

    set_use = Counter(card.set_code for card in resolved.values())
    for number, _, versions in ambiguous:
        resolved[number] = max(versions, key=lambda card: set_use[card.set_code])

    def entries(part: str) -> list[DeckEntry]:
        return [DeckEntry(count, resolved[number]) for count, _, _, number in sections[part]]

    return Deck(
        main=entries("main"), reserve=entries("reserve"), tokens=entries("tokens"), name=name
    )


def _resolve(
    pool: CardPool, card_name: str, set_code: str | None, number: int
) -> tuple[CardDef | None, str | None]:
    """The card on one line; ``(None, None)`` when the name is shared and needs context."""
    if set_code is not None:
        for card in pool.versions(card_name):
            if card.set_code == set_code.strip():
                return card, None
        return None, f"line {number}: no card {card_name!r} in set {set_code.strip()!r}"
    versions = pool.versions(card_name)
    if len(versions) == 1:
        return versions[0], None
    if len(versions) > 1:
        return None, None
    if card_name in pool:  # a key such as "Glad Tidings [I]"
        return pool.get(card_name), None
    close = pool.closest(card_name)
    hint = f" (closest: {', '.join(map(repr, close))})" if close else " (no close match)"
    return None, f"line {number}: unknown card {card_name!r}{hint}"


STARTER_DECKS: Final = ("Starter_I", "Starter_J")
"""The official starter decks of the fourth-edition quick start, shipped in the package."""


def load_starter_decks() -> tuple[Deck, ...]:
    """Starter decks I and J, read from the package's own copy (no files needed).

    >>> [deck.size for deck in load_starter_decks()]
    [50, 50]
    """
    pool = load_starter_cards()
    data = resources.files("redemption_rules.cards").joinpath("data")
    return tuple(
        parse_deck(data.joinpath(f"{name}.txt").read_text(encoding="utf-8"), pool, name=name)
        for name in STARTER_DECKS
    )
