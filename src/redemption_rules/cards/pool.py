"""The card pool: every card of a LackeyCCG ``carddata.txt``, looked up by name.

The list is tab separated with a header row naming its columns (Name, Set, ImageFile,
OfficialSet, Type, Brigade, Strength, Toughness, Class, Identifier, SpecialAbility, Rarity,
Reference, Sound, Alignment, Legality). Every row becomes a :class:`CardDef`; a row that cannot
be read raises :class:`CardDataError` naming its line and column. No row is dropped.
"""

from __future__ import annotations

import difflib
import heapq
import re
from collections import Counter
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Final

from attrs import evolve, field, frozen

from redemption_rules.cards.model import (
    EVIL_BRIGADES,
    GOOD_BRIGADES,
    Alignment,
    Brigade,
    CardClass,
    CardDef,
    CardType,
    Legality,
    Stat,
)
from redemption_rules.errors import CardDataError, UnknownNameError
from redemption_rules.packs import pack_cards

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator, Mapping

COLUMNS: Final = (
    "Name",
    "Set",
    "ImageFile",
    "OfficialSet",
    "Type",
    "Brigade",
    "Strength",
    "Toughness",
    "Class",
    "Identifier",
    "SpecialAbility",
    "Rarity",
    "Reference",
    "Sound",
    "Alignment",
    "Legality",
)
"""The columns a card list must have, in the order LackeyCCG writes them."""

REQUIRED_COLUMNS: Final = ("Name", "Set", "Type", "Alignment")

STARTER_CARDS: Final = "starter_cards.txt"
"""The card rows of the official Starter I and J decks, shipped inside the package."""


def _card_tuple(cards: Iterable[CardDef]) -> tuple[CardDef, ...]:
    return tuple(cards)


@frozen
class CardPool:
    """An immutable collection of card definitions, looked up by name.

    Names that repeat across sets stay distinct: :meth:`get` wants the set then, and each
    such card's :attr:`CardDef.key` is ``"Name [Set]"``.

    >>> pool = load_starter_cards()
    >>> pool.get("John (I)").strength
    Stat(value=5, variable='')
    """

    cards: tuple[CardDef, ...] = field(converter=_card_tuple)
    _by_key: dict[str, CardDef] = field(init=False, eq=False, repr=False)
    _by_name: dict[str, tuple[CardDef, ...]] = field(init=False, eq=False, repr=False)
    _names: list[_NameIndex] = field(init=False, eq=False, repr=False, factory=list)
    """The index of names :meth:`closest` searches, made on first use (an empty list until
    then: the record is frozen, the list is not)."""

    def __attrs_post_init__(self) -> None:
        by_name: dict[str, list[CardDef]] = {}
        for card in self.cards:
            by_name.setdefault(card.name, []).append(card)
        by_key: dict[str, CardDef] = {}
        for card in self.cards:
            if not card.key:
                raise ValueError(f"card {card.name!r} has no key; build pools with from_cards")
            if card.key in by_key:
                raise ValueError(f"two cards share the key {card.key!r}")
            by_key[card.key] = card
        object.__setattr__(self, "_by_key", by_key)
        object.__setattr__(self, "_by_name", {k: tuple(v) for k, v in by_name.items()})

    @classmethod
    def from_cards(cls, cards: Iterable[CardDef]) -> CardPool:
        """Build a pool, giving each card its key: its name, or ``"Name [Set]"`` if repeated."""
        cards = tuple(cards)
        counts: dict[str, int] = {}
        for card in cards:
            counts[card.name] = counts.get(card.name, 0) + 1
        keyed = tuple(
            evolve(card, key=card.name if counts[card.name] == 1 else qualified_name(card))
            for card in cards
        )
        return cls(keyed)

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[CardDef]:
        return iter(self.cards)

    def __contains__(self, key: object) -> bool:
        return isinstance(key, str) and (key in self._by_key or key in self._by_name)

    def get(self, name: str, set_code: str | None = None) -> CardDef:
        """The card called *name* (its exact name, or its key ``"Name [Set]"``).

        Raises:
            UnknownNameError: no such card, or the name repeats across sets and no set was
                given (a ``KeyError``); the message lists the closest names or the sets to
                choose from.
        """
        if set_code is not None:
            for card in self._by_name.get(name, ()):
                if card.set_code == set_code:
                    return card
            raise UnknownNameError(f"no card {name!r} in set {set_code!r}", name=name)
        found = self._by_key.get(name)
        if found is not None:
            return found
        versions = self._by_name.get(name, ())
        if len(versions) > 1:
            sets = ", ".join(repr(card.set_code) for card in versions)
            message = f"{name!r} names {len(versions)} cards; choose a set: {sets}"
            raise UnknownNameError(message, name=name)
        close = self.closest(name)
        hint = f"; closest: {', '.join(map(repr, close))}" if close else ""
        raise UnknownNameError(f"no card named {name!r}{hint}", name=name)

    def by_key(self, key: str) -> CardDef:
        """The card whose :attr:`CardDef.key` is *key*."""
        return self._by_key[key]

    def versions(self, name: str) -> tuple[CardDef, ...]:
        """Every card with exactly this name (more than one where names repeat across sets)."""
        return self._by_name.get(name, ())

    def closest(self, name: str, count: int = 3) -> list[str]:
        """The known names most like *name*, best first.

        An index of the names' three-letter pieces picks a few candidates, which are then
        ranked as :func:`difflib.get_close_matches` ranks them (cutoff 0.6), so a look-up
        costs about the same however large the pool.

        >>> load_starter_cards().closest("Gidoen (J)")
        ['Gideon (J)', "Gideon's Call (J)", 'Samson (J)']
        """
        if not self._names:
            self._names.append(_NameIndex(self._by_name))
        return self._names[0].closest(name, count)

    def merge(self, other: Iterable[CardDef]) -> CardPool:
        """A new pool with the cards of both (keys recomputed)."""
        return CardPool.from_cards((*self.cards, *other))


class _NameIndex:
    """Card names by the three-letter pieces (trigrams) of their folded spelling."""

    def __init__(self, names: Iterable[str]) -> None:
        self.names = list(names)
        self.sizes: list[int] = []
        postings: dict[str, list[int]] = {}
        for number, name in enumerate(self.names):
            pieces = _trigrams(name)
            self.sizes.append(len(pieces))
            for piece in pieces:
                postings.setdefault(piece, []).append(number)
        self.postings = postings

    def closest(self, name: str, count: int) -> list[str]:
        """Up to *count* names like *name*, ranked by difflib among the likeliest few.

        The likeliest share the most of *name*'s rarest trigrams for their number of
        trigrams (so a short name sharing four beats a long one sharing five).
        """
        if len(name) > _LONGEST_QUERY:
            return []
        pieces = _trigrams(name)
        postings = sorted(
            (self.postings[piece] for piece in pieces if piece in self.postings), key=len
        )
        hits: Counter[int] = Counter()
        for numbers in postings[:_RAREST_PIECES]:
            hits.update(numbers)
        sizes, own = self.sizes, len(pieces)
        likeliest = heapq.nlargest(
            _CANDIDATES, hits.items(), key=lambda item: item[1] / (sizes[item[0]] + own)
        )
        candidates = [self.names[number] for number, _ in likeliest]
        return difflib.get_close_matches(name, candidates, n=count, cutoff=0.6)


_LONGEST_QUERY: Final = 200
"""A name longer than this is like no card's (the longest printed is under 70 characters)."""
_RAREST_PIECES: Final = 12
"""How many of a name's trigrams are looked up: the rarest, which tell names apart best."""
_CANDIDATES: Final = 15
"""How many names sharing the most of those trigrams difflib then ranks."""


def _trigrams(name: str) -> set[str]:
    folded = " " + " ".join(_plain(name).casefold().split()) + " "
    return {folded[start : start + 3] for start in range(len(folded) - 2)}


def _plain(text: str) -> str:
    return text.translate(_QUOTE_MARKS)


_QUOTE_MARKS: Final = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})


def qualified_name(card: CardDef) -> str:
    """``"Name [Set]"``: the key of a card whose name repeats across sets."""
    return f"{card.name} [{card.set_code}]"


def load_cards(path: str | Path) -> CardPool:
    """Read a LackeyCCG card list into a :class:`CardPool`.

    Raises:
        CardDataError: a row cannot be read; the error names the line and the column.
        OSError: the file cannot be opened.
    """
    path = Path(path)
    text = _decode(path.read_bytes(), source=path.name)
    return CardPool.from_cards(parse_cards(text, source=path.name))


def load_starter_cards() -> CardPool:
    """The cards of the official Starter I and J decks, from the copy inside the package."""
    text = resources.files("redemption_rules.cards").joinpath("data", STARTER_CARDS)
    return CardPool.from_cards(parse_cards(text.read_text(encoding="utf-8"), source=STARTER_CARDS))


def load_card_pool(path: str | Path | None = None, *, packs: bool = True) -> CardPool:
    """The card list at *path* (default: the package's starter cards) with the packs' cards.

    With *packs* (the default) the cards every installed pack adds join the pool, so decks
    may name them.

    Raises:
        CardDataError: a row of the list cannot be read.
        PluginError: an installed pack is broken.
    """
    pool = load_cards(path) if path is not None else load_starter_cards()
    if not packs:
        return pool
    added = pack_cards()
    return pool.merge(added) if len(added) else pool


def parse_cards(text: str, *, source: str | None = None) -> list[CardDef]:
    """Read the rows of a card list given as text (header row first).

    Blank lines at the end are left out; a blank line between rows is an error.

    Raises:
        CardDataError: a row cannot be read, or repeats the name and set of an earlier row;
            the error names the line and the column.
    """
    lines = text.split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    if not lines:
        raise CardDataError("the card list is empty; expected a header row", line=1, source=source)
    header = [name.strip().lstrip("\ufeff") for name in lines[0].rstrip("\r").split("\t")]
    missing = [name for name in REQUIRED_COLUMNS if name not in header]
    if missing:
        raise CardDataError(
            f"the header row lacks the column(s) {', '.join(missing)}",
            line=1,
            value=lines[0],
            source=source,
        )
    cards = []
    first_lines: dict[tuple[str, str], int] = {}
    for number, raw in enumerate(lines[1:], start=2):
        line = raw.rstrip("\r")
        if not line.strip():
            raise CardDataError("blank line inside the card list", line=number, source=source)
        fields = line.split("\t")
        if len(fields) > len(header):
            extra = fields[len(header) :]
            if any(value.strip() for value in extra):
                raise CardDataError(
                    f"{len(fields)} fields where the header has {len(header)}",
                    line=number,
                    column=f"#{len(header) + 1}",
                    value=next(value for value in extra if value.strip()),
                    source=source,
                )
            fields = fields[: len(header)]
        elif len(fields) < len(header):
            raise CardDataError(
                f"{len(fields)} fields where the header has {len(header)}",
                line=number,
                value=line[:80],
                source=source,
            )
        card = _read_row(dict(zip(header, fields, strict=True)), number, source)
        first = first_lines.setdefault((card.name, card.set_code), number)
        if first != number:
            raise CardDataError(
                f"card {card.name!r} of set {card.set_code!r} is already on line {first}",
                line=number,
                column="Set",
                value=card.set_code,
                source=source,
            )
        cards.append(card)
    return cards


def _decode(data: bytes, *, source: str | None = None) -> str:
    """The text of a card list stored as UTF-8 (a byte-order mark is allowed).

    Raises:
        CardDataError: the bytes are not UTF-8; the error names the line, the column of the
            card list and the byte of the line where decoding stopped.
    """
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        start = data.rfind(b"\n", 0, exc.start) + 1
        line = data.count(b"\n", 0, exc.start) + 1
        header = data[: data.find(b"\n")].decode("utf-8", "replace").split("\t")
        field_number = data.count(b"\t", start, exc.start)
        column = header[field_number].strip() if line > 1 and field_number < len(header) else None
        end = data.find(b"\n", exc.start)
        row = data[start : end if end >= 0 else len(data)].rstrip(b"\r")
        cell = row.split(b"\t")[field_number] if line > 1 else row
        raise CardDataError(
            f"not UTF-8 text: byte 0x{data[exc.start]:02X} cannot start a character here "
            "(save the list as UTF-8)",
            line=line,
            column=column,
            value=cell.decode("utf-8", "replace"),
            source=source,
            position=exc.start - start + 1,
        ) from exc


# -- one row -------------------------------------------------------------------------------

_TYPE_WORDS: Final = {card_type.value.lower(): card_type for card_type in CardType} | {
    "good enhancement": CardType.GOOD_ENHANCEMENT,
    "evil enhancement": CardType.EVIL_ENHANCEMENT,
}
_BRIGADE_WORDS: Final = {brigade.value.lower(): brigade for brigade in Brigade} | {
    "good gold": Brigade.GOLD,
    "evil gold": Brigade.GOLD,
    "good": Brigade.MULTI,  # "Good/White" on a City: the good rainbow of its Fortress face
    "rainbow": Brigade.MULTI,
}
_BRIGADE_NAMES_LONGEST_FIRST: Final = sorted(_BRIGADE_WORDS, key=len, reverse=True)
_STAT = r"-?\d+|X|\*|-X|-"
_TWO_VALUES: Final = (
    re.compile(rf"(?P<a>{_STAT})?\s*\(\s*(?P<b>{_STAT})\s*\)"),  # 4(8), -(5), 4 (0)
    re.compile(rf"\(\s*(?P<a>{_STAT})\s*\)\s*(?P<b>{_STAT})"),  # (X)4, printed the other way
    re.compile(rf"(?P<a>{_STAT})\s*/\s*(?P<b>{_STAT})"),  # 3/2: one value per identity
)


def _read_row(row: Mapping[str, str], line: int, source: str | None) -> CardDef:
    def fail(column: str, reason: str) -> CardDataError:
        return CardDataError(reason, line=line, column=column, value=row.get(column), source=source)

    name = row["Name"].strip()
    if not name:
        raise fail("Name", "a card needs a name")
    set_code = row["Set"].strip()
    if not set_code:
        raise fail("Set", "a card needs a set")
    try:
        types, is_token = _read_types(row["Type"])
    except ValueError as exc:
        raise fail("Type", str(exc)) from exc
    try:
        alignment = Alignment(row["Alignment"].strip())
    except ValueError as exc:
        raise fail("Alignment", "expected Good, Evil or Neutral") from exc
    try:
        brigades, other_brigades = _read_brigades(row.get("Brigade", ""), len(types))
    except ValueError as exc:
        raise fail("Brigade", str(exc)) from exc
    numbers = {}
    for column in ("Strength", "Toughness"):
        try:
            numbers[column] = _read_numbers(row.get(column, ""))
        except ValueError as exc:
            raise fail(column, str(exc)) from exc
    try:
        classes = _read_classes(row.get("Class", ""))
    except ValueError as exc:
        raise fail("Class", str(exc)) from exc
    identifiers = _read_identifiers(row.get("Identifier", ""))
    try:
        legality = Legality(row.get("Legality", "").strip())
    except ValueError as exc:
        raise fail("Legality", "expected nothing, Rotation or Banned") from exc
    return CardDef(
        name=name,
        set_code=set_code,
        types=types,
        alignment=alignment,
        brigades=brigades,
        other_brigades=other_brigades,
        strength=numbers["Strength"][0],
        toughness=numbers["Toughness"][0],
        other_strength=numbers["Strength"][1],
        other_toughness=numbers["Toughness"][1],
        classes=_with_stated_class(classes, identifiers),
        identifiers=identifiers,
        special_ability=row.get("SpecialAbility", "").strip(),
        reference=row.get("Reference", "").strip(),
        is_token=is_token,
        legality=legality,
        official_set=row.get("OfficialSet", "").strip(),
        rarity=row.get("Rarity", "").strip(),
        image=row.get("ImageFile", "").strip(),
        sound=row.get("Sound", "").strip(),
    )


def _read_types(text: str) -> tuple[tuple[CardType, ...], bool]:
    """``"GE/EE"`` -> (GE, EE); ``"Lost Soul Token"`` -> (Lost Soul,), token."""
    words = text.strip()
    is_token = False
    if words.lower().endswith(" token"):
        words = words[: -len(" token")]
        is_token = True
    types = []
    for part in words.split("/"):
        key = part.strip().lower()
        if key not in _TYPE_WORDS:
            raise ValueError(f"unknown card type {part.strip()!r}")
        types.append(_TYPE_WORDS[key])
    if len(types) > 2:
        raise ValueError("a card has at most two types")
    return tuple(types), is_token


def _read_brigades(text: str, type_count: int) -> tuple[tuple[Brigade, ...], tuple[Brigade, ...]]:
    """Brigades at face value and the bracketed other face.

    Forms in the real list: ``Gold``, ``Clay/White``, ``Multi``, ``Good Gold``,
    ``Blue (Blue/Red)`` (other face in brackets), ``Green/White and Brown/Crimson`` and
    ``Green/Teal Gold/Pale Green`` (one group per identity), ``Black/Crimson+Gold``.
    On a dual-icon card every group is at face value (both identities are); on a single-icon
    card the bracketed group is the other face.
    """
    text = text.strip()
    if not text:
        return (), ()
    bracketed: list[Brigade] = []
    opening = text.rfind("(")
    inside = text[:opening] + text[opening + 1 : -1]
    if text.endswith(")") and opening >= 0 and "(" not in inside and ")" not in inside:
        bracketed = _brigade_words(text[opening + 1 : -1])
        text = text[:opening]
    main = _brigade_words(text)
    if not main:
        raise ValueError("no brigade before the bracket")
    if type_count > 1:
        return _unique((*main, *bracketed)), ()
    return _unique(main), _unique(bracketed)


def _brigade_words(text: str) -> list[Brigade]:
    """Split a run of brigade names joined by ``/``, ``+``, ``and`` or spaces."""
    found: list[Brigade] = []
    rest = text.strip().lower()
    at = 0
    while at < len(rest):
        at = _BRIGADE_GLUE.match(rest, at).end()  # type: ignore[union-attr] # matches empty
        if at == len(rest):
            break
        for word in _BRIGADE_NAMES_LONGEST_FIRST:
            end = at + len(word)
            if rest.startswith(word, at) and (end == len(rest) or not rest[end].isalpha()):
                break
        else:
            # "PurpleTeal": two colour names run together without a separator
            for word in _BRIGADE_NAMES_LONGEST_FIRST:
                if rest.startswith(word, at):
                    break
            else:
                unknown = rest[at:].split("/")[0][:40]
                raise ValueError(f"unknown brigade {unknown!r}")
        found.append(_BRIGADE_WORDS[word])
        at += len(word)
    return found


_BRIGADE_GLUE: Final = re.compile(r"(?:/|\+|,|and\b|\s)*")


def _unique(brigades: Iterable[Brigade]) -> tuple[Brigade, ...]:
    return tuple(dict.fromkeys(brigades))


def _read_numbers(text: str) -> tuple[Stat | None, Stat | None]:
    """``"4"``, ``"X"``, ``"4(8)"``, ``"4 (0)"``, ``"-(5)"``, ``"3/2"``, ``"(X)4"``."""
    text = text.strip()
    if not text:
        return None, None
    if "(" not in text and "/" not in text:
        return Stat.parse(text), None
    for pattern in _TWO_VALUES:
        match = pattern.fullmatch(text)
        if match:
            return _stat_or_none(match["a"]), _stat_or_none(match["b"])
    raise ValueError("expected a number, X, *, or two values such as 4(8) or 3/2")


def _stat_or_none(text: str | None) -> Stat | None:
    if text is None or text == "-":
        return None
    return Stat.parse(text)


def _read_classes(text: str) -> tuple[CardClass, ...]:
    classes = []
    for part in re.split(r"[,/]", text):
        word = part.strip()
        if not word:
            continue
        try:
            classes.append(CardClass(word.capitalize()))
        except ValueError:
            raise ValueError(f"unknown class {word!r}") from None
    return tuple(dict.fromkeys(classes))


def _with_stated_class(
    classes: tuple[CardClass, ...], identifiers: tuple[str, ...]
) -> tuple[CardClass, ...]:
    """*classes* with Territory when an identifier says so ("Character is territory class").

    A card printed territory class may be listed with its class only in that identifier.
    """
    stated = any(re.search(r"\bterritory class\b", each, re.IGNORECASE) for each in identifiers)
    if stated and CardClass.TERRITORY not in classes:
        return (*classes, CardClass.TERRITORY)
    return classes


def _read_identifiers(text: str) -> tuple[str, ...]:
    """Split the identifier line at commas outside brackets."""
    parts: list[str] = []
    depth = 0
    current: list[str] = []
    for char in text:
        if char in "([":
            depth += 1
        elif char in ")]":
            depth = max(0, depth - 1)
        if char == "," and depth == 0:
            parts.append("".join(current).strip())
            current = []
        else:
            current.append(char)
    parts.append("".join(current).strip())
    return tuple(part for part in parts if part)


__all__ = [
    "COLUMNS",
    "EVIL_BRIGADES",
    "GOOD_BRIGADES",
    "CardPool",
    "load_card_pool",
    "load_cards",
    "load_starter_cards",
    "parse_cards",
    "qualified_name",
]
