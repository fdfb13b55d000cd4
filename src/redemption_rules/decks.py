"""Deck lists: reading the LackeyCCG text format and checking deck-building legality.

A list has one ``count<TAB>name`` line per card; a ``Reserve:`` line starts the Reserve and a
``Tokens:`` line the tokens. A :class:`Deck` holds the card definitions themselves, so it can
be checked, saved and played without the pool it was read from.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from collections.abc import Callable
from importlib import resources
from typing import TYPE_CHECKING, Final

from attrs import evolve, field, frozen
from attrs.validators import ge, instance_of

from redemption_rules.cards.model import Alignment, Brigade, CardDef, CardType, Legality
from redemption_rules.cards.pool import load_starter_cards
from redemption_rules.errors import DeckError, UnknownNameError
from redemption_rules.rulesets import DeckRule, Ruleset, get_ruleset

if TYPE_CHECKING:
    from collections.abc import Hashable, Iterable, Iterator, Sequence

    from redemption_rules.cards.pool import CardPool

SECTIONS: Final = {"deck": "main", "main": "main", "reserve": "reserve", "tokens": "tokens"}
"""Section header words (``Reserve:``) and the part of the deck each starts."""

MAX_COUNT: Final = 999
"""The most copies one line of a deck list may give."""
MAX_CARDS: Final = 10_000
"""The most cards a deck list may hold in all its sections: far above any format's limit
(the whole card pool, one of each, is under 6,000), so a list that passes is one a person
wrote, not a few bytes asking for a billion cards."""

_LINE = re.compile(
    r"(?P<count>[0-9]+)(?:\s*\t\s*|(?P<spaced> +))(?P<name>.+?)(?:\t(?P<set>[^\t]+))?", re.ASCII
)
_SHOWN: Final = 80
"""How many characters of a line a problem quotes."""
_QUOTE_MARKS: Final = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"'})

FORMATS: Final = ("type1", "rotation", "type2")
"""The official formats :func:`check_deck` knows: Type 1, Type 1 with the Rotation sets only,
and Type 2 (Deck Construction rules 1.3)."""


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
    >>> deck = parse_deck("2\tJohn (I)\nReserve:\n1\tPeter (I)", load_starter_cards())
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
    cards that share a name. Spaces may stand for the tab after the count (``2 John (I)``)
    unless the line without its count is a card's name too (``7 Years of Famine [RR2]``):
    then only a tab says which is meant. Counts are written with the digits 0-9, from 1 to
    :data:`MAX_COUNT`, and a list holds at most :data:`MAX_CARDS` cards. A name that several
    sets share, given without a set, is read as the version whose set the rest of the list
    uses most (the official starter lists name ``Glad Tidings`` among cards of set I); equal
    counts take the first in the pool. Straight and curly quote marks count as the same, so
    ``Herod's Guard (GoC)`` with a straight apostrophe finds the card the card list spells
    with a curly one.

    Raises:
        DeckError: with every unknown name (each with the closest known names) and every
            malformed line, all at once.
    """
    sections, spaced, problems = _read_lines(text)
    respelt = _respell(pool, {line[1] for lines in sections.values() for line in lines})
    resolved: dict[int, CardDef] = {}
    ambiguous: list[tuple[int, str, list[CardDef]]] = []
    closest = functools.cache(pool.closest)
    for lines in sections.values():
        for count, written, set_code, number in lines:
            whole = spaced.get(number)
            if whole is not None and whole in pool:
                problems.append(
                    f"line {number}: {_shown(whole)!r} may be {count} {_shown(written)!r} or "
                    "the card of that whole name; put a tab after the count"
                )
                continue
            card_name = respelt.get(written, written)
            card, problem = _resolve(pool, card_name, set_code, number, closest)
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


_Line = tuple[int, str, str | None, int]
"""One line of a list read: count, card name, set (or ``None``), line number."""


def _read_lines(text: str) -> tuple[dict[str, list[_Line]], dict[int, str], list[str]]:
    """Read the lines of a deck list, section by section.

    Returns the lines of each section; the lines whose count is followed by spaces rather
    than a tab, whole, by number; and the problems of the lines that cannot be read.
    """
    sections: dict[str, list[_Line]] = {"main": [], "reserve": [], "tokens": []}
    problems: list[str] = []
    spaced: dict[int, str] = {}
    current = "main"
    total = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip("\ufeff").strip()
        if not line or line.startswith(("#", "//")):
            continue
        header = line.rstrip(":").strip().lower()
        if line.endswith(":") and header in SECTIONS:
            current = SECTIONS[header]
            continue
        match = _LINE.fullmatch(line)
        if match is None:
            problems.append(_malformed(number, line))
            continue
        count, problem = _read_count(match["count"], number)
        if problem is not None:
            problems.append(problem)
            continue
        total += count
        if match["spaced"]:
            spaced[number] = line
        sections[current].append((count, match["name"].strip(), match["set"], number))
    if total > MAX_CARDS:
        problems.append(f"the list holds {total:,} cards; a deck list holds at most {MAX_CARDS:,}")
    return sections, spaced, problems


def _read_count(written: str, number: int) -> tuple[int, str | None]:
    """The count of line *number* (ASCII digits), or a problem if it is out of range."""
    digits = written.lstrip("0")
    if len(digits) > len(str(MAX_COUNT)) or int(digits or "0") > MAX_COUNT:
        shown = digits if len(digits) <= 12 else f"a number of {len(digits):,} digits"
        return 0, f"line {number}: a count must be at most {MAX_COUNT}, got {shown}"
    count = int(digits or "0")
    if count < 1:
        return 0, f"line {number}: a count must be at least 1, got {count}"
    return count, None


def _plain_quotes(text: str) -> str:
    """*text* with curly quote marks made straight."""
    return text.translate(_QUOTE_MARKS)


def _respell(pool: CardPool, names: set[str]) -> dict[str, str]:
    """The pool's spelling of each name it lacks but knows with other quote marks.

    Deck lists often write a straight apostrophe where the card list has a curly one.
    """
    missing = {name for name in names if name not in pool}
    if not missing:
        return {}
    known: dict[str, str] = {}
    for card in pool:
        known.setdefault(_plain_quotes(card.name), card.name)
    return {name: known[_plain_quotes(name)] for name in missing if _plain_quotes(name) in known}


def _resolve(
    pool: CardPool,
    card_name: str,
    set_code: str | None,
    number: int,
    closest: Callable[[str], list[str]],
) -> tuple[CardDef | None, str | None]:
    """The card on one line; ``(None, None)`` when the name is shared and needs context."""
    if set_code is not None:
        for card in pool.versions(card_name):
            if card.set_code == set_code.strip():
                return card, None
        return None, (
            f"line {number}: no card {_shown(card_name)!r} in set {_shown(set_code.strip())!r}"
        )
    versions = pool.versions(card_name)
    if len(versions) == 1:
        return versions[0], None
    if len(versions) > 1:
        return None, None
    if card_name in pool:  # a key such as "Glad Tidings [I]"
        return pool.get(card_name), None
    close = closest(card_name)
    hint = f" (closest: {', '.join(map(repr, close))})" if close else " (no close match)"
    return None, f"line {number}: unknown card {_shown(card_name)!r}{hint}"


def _malformed(number: int, line: str) -> str:
    """The problem of a line that is not ``count<TAB>name``."""
    first = line.strip()[:1]
    if first.isdigit() and not first.isascii():
        return f"line {number}: write the count with the digits 0-9, got {_shown(line)!r}"
    return f"line {number}: expected 'count<TAB>card name', got {_shown(line)!r}"


def _shown(text: str) -> str:
    """*text* as a problem quotes it: cut short when long."""
    if len(text) <= _SHOWN:
        return text
    return f"{text[: _SHOWN - 20]}...({len(text):,} characters)"


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


# -- deck legality ---------------------------------------------------------------------------


def check_deck(
    deck: Deck,
    ruleset: str | Ruleset = "modern",
    *,
    format: str = "type1",  # noqa: A002 - the public API names the keyword so
) -> list[str]:
    """Every deck-building problem of *deck*, each a plain sentence; an empty list if legal.

    The ruleset's :class:`~redemption_rules.rulesets.DeckRule` chooses the rules.

    ``OFFICIAL`` (``modern``): the Deck Construction rules 1.3, in the *format* given:
    ``"type1"`` (every printed card but the banned ones), ``"rotation"`` (Type 1 rules, and
    every card legal in Rotation) or ``"type2"``. Checked: the deck size (50-154 in Type 1,
    100-252 in Type 2); the exact Lost Soul count of the size chart, without "Hopper" Lost
    Souls (they still count as Lost Souls for the two limits that follow); Sites and Cities,
    and Dominants, no more than the Lost Souls; copy limits; as many good as evil cards (Type
    2); banned cards; the cards with rules of their own (New Jerusalem or The Second Coming,
    Son of God or Chariot of Fire, Faithful Witness, Locust from the Pit, Legion, Angry Mob);
    and the Reserve: at most 10 cards (15 in Type 2), no Dominants or Lost Souls, its cards
    counted with the deck's for copy limits and for Sites and Cities. "Per 50 cards" limits
    use the size of the deck without the Reserve.

    ``FOURTH_EDITION`` (``fourth``): at least 50 cards; at least 7 Lost Souls and one more for
    every 7 cards beyond 50; below 100 cards, one copy of each card with a special ability
    (the same title with the same art or the same brigades is the same card).
    ``FIRST_EDITION`` (``classic``): the size and Lost Soul minimums only. These editions know
    no formats and no Reserve: *format* is ignored, and so are the Reserve and the tokens.

    Same card, for the official copy limits: two printings are one card when they have the
    same title (the name without the card list's set hints and straight-quoted nicknames,
    ``(I)`` or ``"Manger"``) and the same art (the image file, its Alternate Border and
    first-print variants included); when both are Lost Souls with a special ability and the
    same Lost Soul name (the quoted name, or the same verse reference, with the rules' list of
    names shared by two references); or when both are rainbow cards, or neither is a generic
    character or a Lost Soul, and they have the same title and card icons. So generic
    characters with the same title and other art stay different cards. Where printings of one
    card have different limits, the copies of the more limited ones count toward the limits
    of the others. Not covered: different titles for one person (that criterion needs the
    identifier dictionary, ORDIR, which is not read here), and printings whose art or
    reference the card list spells differently.

    >>> [check_deck(deck, "fourth") for deck in load_starter_decks()]
    [[], []]

    Raises:
        UnknownNameError: *format* is not one of :data:`FORMATS` (official rules only), or
            no ruleset is called *ruleset*; the message lists the known names. It is both a
            ``ValueError`` and a ``KeyError``.
    """
    rules = get_ruleset(ruleset)
    if rules.deck_rule is DeckRule.FOURTH_EDITION:
        return _check_fourth_edition(deck)
    if rules.deck_rule is DeckRule.FIRST_EDITION:
        return _minimum_problems(deck, "first-edition")
    if format not in _OFFICIAL_FORMATS:
        known = ", ".join(repr(name) for name in FORMATS)
        message = f"unknown deck format {format!r}; known formats: {known}"
        raise UnknownNameError(message, name=format)
    return _check_official(deck, _OFFICIAL_FORMATS[format])


@frozen
class _Limit:
    """The most copies a card may have, and the rule that says so, for messages."""

    count: int
    reason: str


@frozen
class _Format:
    """The numbers of one official format (Deck Construction rules 1.3)."""

    title: str
    min_size: int
    max_size: int
    souls_at_min: int
    """Lost Souls a deck of the minimum size needs."""
    first_band: int
    """Deck sizes in the first row of the Lost Soul chart (50-56: 7; 100-105: 6)."""
    reserve_max: int
    copy_limit: Callable[[CardDef, int], _Limit | None]
    """The copy limit of a card in a deck of the given size; ``None`` for no limit."""
    balanced: bool = False
    """Whether good and evil cards must be equal in number."""
    rotation_only: bool = False

    def band(self, size: int) -> tuple[int, int, int]:
        """The chart row of a legal *size*: its smallest and largest size and its Lost Souls."""
        row = (size - self.min_size + 7 - self.first_band) // 7
        if row == 0:
            return self.min_size, self.min_size + self.first_band - 1, self.souls_at_min
        low = self.min_size + self.first_band + 7 * (row - 1)
        return low, low + 6, self.souls_at_min + row


def _check_official(deck: Deck, rules: _Format) -> list[str]:
    """The official rules: one helper per rule family, problems in a fixed order."""
    return [
        *_size_problems(deck, rules),
        *_lost_soul_problems(deck, rules),
        *_reserve_problems(deck, rules),
        *_legality_problems(deck, rules),
        *_copy_problems(deck, rules),
        *_either_or_problems(deck),
        *_outnumbering_problems(deck),
        *(_balance_problems(deck) if rules.balanced else []),
    ]


def _size_problems(deck: Deck, rules: _Format) -> list[str]:
    size = deck.size
    if size < rules.min_size:
        return [f"The deck has {size} cards; a {rules.title} deck needs at least {rules.min_size}."]
    if size > rules.max_size:
        return [
            f"The deck has {size} cards; a {rules.title} deck may have at most {rules.max_size}."
        ]
    return []


def _lost_soul_problems(deck: Deck, rules: _Format) -> list[str]:
    size = deck.size
    if not rules.min_size <= size <= rules.max_size:
        return []
    low, high, needed = rules.band(size)
    souls = _counting_souls(deck.cards())
    if souls == needed:
        return []
    souls_phrase = _souls_phrase(deck.cards())
    message = (
        f"The deck has {size} cards and {souls_phrase}; a {rules.title} deck of {low} to {high} "
        f"cards needs exactly {needed}."
    )
    return [message]


def _reserve_problems(deck: Deck, rules: _Format) -> list[str]:
    problems = []
    reserve_size = len(deck.reserve_cards())
    if reserve_size > rules.reserve_max:
        problems.append(
            f"The Reserve has {reserve_size} cards; a {rules.title} Reserve may have at most "
            f"{rules.reserve_max}."
        )
    for card in _distinct(deck.reserve_cards()):
        if card.is_dominant:
            problems.append(f"{card.name} is a Dominant; the Reserve may not hold Dominants.")
        elif card.is_lost_soul:
            problems.append(f"{card.name} is a Lost Soul; the Reserve may not hold Lost Souls.")
    return problems


def _legality_problems(deck: Deck, rules: _Format) -> list[str]:
    """Banned cards, and in Rotation the cards of sets outside it."""
    problems = []
    for card in _distinct([*deck.cards(), *deck.reserve_cards()]):
        if card.legality is Legality.BANNED:
            problems.append(f"{card.name} is banned from tournament decks.")
        elif rules.rotation_only and card.legality is not Legality.ROTATION:
            where = f" ({card.official_set})" if card.official_set else ""
            problems.append(f"{card.name}{where} is not legal in the Rotation format.")
    return problems


def _copy_problems(deck: Deck, rules: _Format) -> list[str]:
    """Copy limits, counted over the deck and the Reserve together."""
    everything = [*deck.cards(), *deck.reserve_cards()]
    copies = Counter(card.key for card in everything)
    in_reserve = {card.key for card in deck.reserve_cards()}
    problems = []
    for group in _same_card_groups(_distinct(everything)):
        limited = [
            (card, limit)
            for card in group
            if (limit := rules.copy_limit(card, deck.size)) is not None
        ]
        broken = _broken_limit(limited, copies)
        if broken is not None:
            cards, total, limit = broken
            problems.append(
                _copies_sentence(cards, total, in_reserve)
                + f"; at most {limit.count} allowed for {limit.reason}."
            )
    return problems


def _broken_limit(
    limited: Sequence[tuple[CardDef, _Limit]], copies: Counter[str]
) -> tuple[list[CardDef], int, _Limit] | None:
    """The tightest limit printings of one card break, the printings it counts, their copies.

    A printing with a smaller limit counts toward the larger limits of the others.
    """
    for _, limit in sorted(limited, key=lambda pair: pair[1].count):
        counted = [card for card, other in limited if other.count <= limit.count]
        total = sum(copies[card.key] for card in counted)
        if total > limit.count:
            return counted, total, limit
    return None


def _copies_sentence(cards: Sequence[CardDef], total: int, in_reserve: set[str]) -> str:
    names = _names(card.name for card in cards)
    same = " (the same card for deck building)" if len(cards) > 1 else ""
    where = " in the deck and Reserve" if any(card.key in in_reserve for card in cards) else ""
    return f"{total} copies of {names}{same}{where}"


def _either_or_problems(deck: Deck) -> list[str]:
    """New Jerusalem (Dominant) or The Second Coming; Son of God or Chariot of Fire (Dominant)."""
    problems = []
    cards = [card for card in [*deck.cards(), *deck.reserve_cards()] if card.is_dominant]
    for first, second in _EITHER_OR:
        titles = {first.casefold(), second.casefold()}
        found = [card for card in cards if _title_key(card) in titles]
        if len(found) > 1 and {_title_key(card) for card in found} == titles:
            problems.append(
                f"The deck has {len(found)} copies of {first} and {second} together "
                f"({_names(card.name for card in _distinct(found))}); at most one of either "
                "is allowed."
            )
    return problems


def _outnumbering_problems(deck: Deck) -> list[str]:
    """Sites and Cities, and Dominants, may not outnumber the Lost Souls in the deck.

    "Hopper" Lost Souls do not count against the Dominants: the deck building rules say so in
    the Dominant rule itself. Against the Sites and Cities every Lost Soul counts, Hoppers
    included (a reading the rules' wording leaves open).
    """
    problems = []
    souls = sum(1 for card in deck.cards() if card.is_lost_soul)
    souls_phrase = f"{souls} Lost Soul" + ("" if souls == 1 else "s")
    sites = sum(1 for card in deck.cards() if _is_site_or_city(card))
    with_reserve = sites + sum(1 for card in deck.reserve_cards() if _is_site_or_city(card))
    if sites > souls:
        problems.append(
            f"The deck has {sites} Sites and Cities but only {souls_phrase}; Sites and Cities "
            "may not outnumber the Lost Souls."
        )
    elif with_reserve > souls:
        problems.append(
            f"The deck and Reserve have {with_reserve} Sites and Cities but the deck has only "
            f"{souls_phrase}; Sites and Cities may not outnumber the Lost Souls."
        )
    dominants = sum(1 for card in deck.cards() if card.is_dominant)
    if dominants > _counting_souls(deck.cards()):
        problems.append(
            f"The deck has {dominants} Dominants but only {_souls_phrase(deck.cards())}; "
            "Dominants may not outnumber the Lost Souls."
        )
    return problems


def _balance_problems(deck: Deck) -> list[str]:
    """Type 2: as many good cards as evil cards, in the deck and in deck and Reserve."""
    good, evil = _alignment_counts(deck.cards())
    if good != evil:
        message = (
            f"The deck has {good} good cards and {evil} evil cards; a Type 2 deck needs as "
            "many of each."
        )
        return [message]
    reserve_good, reserve_evil = _alignment_counts(deck.reserve_cards())
    if reserve_good != reserve_evil:
        message = (
            f"The deck and Reserve have {good + reserve_good} good cards and "
            f"{evil + reserve_evil} evil cards; a Type 2 deck and its Reserve need as many of "
            "each."
        )
        return [message]
    return []


# -- copy limits ---------------------------------------------------------------------------

_EITHER_OR: Final = (("New Jerusalem", "The Second Coming"), ("Son of God", "Chariot of Fire"))
"""Dominants of which a deck may hold one card of either title (all versions)."""

_SPECIAL_LIMITS: Final = (
    ("faithful witness", ("Revelation of John",), 4, False),
    ("locust from the pit", ("Revelation of John",), 5, True),
    ("legion", ("Apostles", "Disciples"), 4, True),
    ("angry mob", ("Early Church",), 4, True),
)
"""Cards with their own copy limit: title, sets, copies, and whether per 50 cards. The rules
name the Early Church Angry Mobs in black, brown and gray, which are all that set prints."""


def _type1_limit(card: CardDef, size: int) -> _Limit | None:
    """The Type 1 copy limit of *card* in a deck of *size* cards; ``None`` for no limit."""
    special = _special_limit(card, size)
    if special is not None:
        return special
    limits = []
    if card.is_multi_brigade:
        limits.append(_Limit(1, "a card with more than one brigade"))
    if card.is_dominant:
        limits.append(_Limit(1, "a Dominant"))
    if card.is_lost_soul and card.has_special_ability:
        limits.append(_Limit(1, "a Lost Soul with a special ability"))
    if card.has_special_ability:
        limits.append(
            _Limit(
                max(1, size // 50),
                f"a card with a special ability in a deck of {size} cards (1 per 50 cards)",
            )
        )
    elif _brigade_count(card) == 1 and (card.is_character or _is_enhancement(card)):
        limits.append(
            _Limit(3, "a Hero, Evil Character or Enhancement with one brigade and no ability")
        )
    return min(limits, key=_count, default=None)


def _type2_limit(card: CardDef, size: int) -> _Limit | None:
    """The Type 2 copy limit of *card* in a deck of *size* cards; ``None`` for no limit."""
    special = _special_limit(card, size)
    if special is not None:
        return special
    brigades = _brigade_count(card)
    limits = []
    if brigades >= 3:
        limits.append(_Limit(1, "a card with three or more brigades"))
    if card.is_dominant:
        limits.append(_Limit(1, "a Dominant"))
    if brigades == 2:
        limits.append(_Limit(2, "a card with two brigades"))
    if card.is_lost_soul and card.has_special_ability:
        limits.append(_Limit(2, "a Lost Soul with a special ability"))
    if brigades == 1:
        limits.extend(_type2_single_brigade_limits(card))
    return min(limits, key=_count, default=None)


def _type2_single_brigade_limits(card: CardDef) -> list[_Limit]:
    limits = []
    site = _is_site_or_city(card)
    if site and card.has_special_ability:
        limits.append(_Limit(2, "a Site or City with a special ability and one brigade"))
    if card.has_identity(CardType.ARTIFACT) or card.has_identity(CardType.FORTRESS):
        limits.append(_Limit(3, "an Artifact, Fortress, Covenant or Curse with one brigade"))
    if card.is_character or _is_enhancement(card) or (site and not card.has_special_ability):
        limits.append(
            _Limit(4, "a character, an Enhancement or a Site without ability, with one brigade")
        )
    return limits


def _special_limit(card: CardDef, size: int) -> _Limit | None:
    """The limit of a card the rules list under "Cards with Special Deck Building Rules"."""
    title = _title_key(card)
    for special_title, sets, copies, per_fifty in _SPECIAL_LIMITS:
        if title == special_title and any(_in_set(card, name) for name in sets):
            if per_fifty:
                return _Limit(
                    copies * max(1, size // 50),
                    f"{card.title} in a deck of {size} cards ({copies} per 50 cards)",
                )
            return _Limit(copies, f"{card.title} (its own deck-building rule)")
    return None


def _in_set(card: CardDef, official_set: str) -> bool:
    """Whether *card* is of *official_set*, its Alternate Border printing included."""
    return card.official_set == official_set or card.official_set.startswith(official_set + " (")


def _count(limit: _Limit) -> int:
    return limit.count


# -- same card -----------------------------------------------------------------------------

_NICKNAME: Final = re.compile(r'\s+"[^"]*"')
"""A straight-quoted nickname the card list adds to a title: ``Son of God "Manger"``. Printed
quotation marks in titles are curly, so they stay."""

_ALTERNATE_BORDER: Final = re.compile(r"^[A-Za-z0-9]+_AB_N|-AB$")
"""How the image file of an Alternate Border printing differs from the regular one."""
_FIRST_PRINT: Final = re.compile(r"(?<=[-_])1P[-_]|^1P[-_]")
"""The first-print marker in an image file: ``K36-1P-Abusive-Taskmaster``."""

_SHARED_SOUL_NAMES: Final = {
    "II Chronicles 28:13": "hopper",
    "Matthew 18:12": "hopper",
    "Proverbs 2:16-17": "lost souls",
    "Proverbs 22:14": "lost souls",
    "John 3:20": "revealer",
    "Romans 3:23": "revealer",
}
"""Lost Soul names the rules give to more than one reference (Deck rules: Lost Soul Names)."""

_SOULS_WITH_TWO_NAMES: Final = frozenset({"Jeremiah 22:3"})
"""References whose Lost Souls have different names (Foreigner and Orphans)."""


def _same_card_groups(
    cards: Sequence[CardDef], marks: Callable[[CardDef], set[Hashable]] | None = None
) -> list[list[CardDef]]:
    """*cards* (distinct printings) in groups that are the same card; list order kept.

    Two cards are the same card when they share a mark; the groups are closed under that.
    """
    marks_of = marks or _sameness_marks
    parent = list(range(len(cards)))

    def root(index: int) -> int:
        while parent[index] != index:
            parent[index] = parent[parent[index]]
            index = parent[index]
        return index

    first_with: dict[Hashable, int] = {}
    for index, card in enumerate(cards):
        for mark in marks_of(card):
            other = first_with.setdefault(mark, index)
            parent[root(index)] = root(other)
    groups: dict[int, list[CardDef]] = {}
    for index, card in enumerate(cards):
        groups.setdefault(root(index), []).append(card)
    return list(groups.values())


def _sameness_marks(card: CardDef) -> set[Hashable]:
    """What makes *card* the same card as another (Deck rules: Same Card)."""
    title = _title_key(card)
    marks: set[Hashable] = set()
    if card.image:
        marks.add(("art", title, _art(card.image)))
    if card.is_lost_soul:
        if card.has_special_ability:
            marks.update(("soul", name) for name in _soul_names(card))
        return marks
    if Brigade.MULTI in card.brigades or not _is_generic_character(card):
        marks.add(("icon", title, frozenset(card.types)))
    return marks


def _fourth_edition_marks(card: CardDef) -> set[Hashable]:
    """Fourth edition: same title and art, or same title and brigades, is the same card."""
    title = _title_key(card)
    return {("art", title, _art(card.image)), ("brigades", title, frozenset(card.brigades))}


def _art(image: str) -> str:
    """The artwork an image file shows, as far as its name tells.

    Alternate Border and first-print files show the art of the regular printing:
    ``RoJ_AB_N72-Angel-from-the-Altar`` is ``72-Angel-from-the-Altar``, and
    ``K36-1P-Abusive-Taskmaster`` is ``K36-Abusive-Taskmaster``.
    """
    art = _ALTERNATE_BORDER.sub("", image)
    art = _FIRST_PRINT.sub("", art)
    return "-".join(re.split(r"[-_\s]+", art.casefold()))


def _soul_names(card: CardDef) -> set[str]:
    """The names of a Lost Soul with a special ability: its quoted name and its reference."""
    names = set()
    quoted = re.search(r'"([^"]+)"', card.name)
    if quoted:
        names.add(quoted[1].casefold())
    reference = " ".join(card.reference.split())
    if reference in _SHARED_SOUL_NAMES:
        names.add(_SHARED_SOUL_NAMES[reference])
    if reference and reference not in _SOULS_WITH_TWO_NAMES:
        names.add(f"[{reference.casefold()}]")
    return names


def _title_key(card: CardDef) -> str:
    """The title compared for deck building: set hints and list nicknames off, case folded."""
    title = card.title if card.is_lost_soul else _NICKNAME.sub("", card.title)
    return " ".join(_plain_quotes(title).casefold().split())


# -- fourth and first editions -------------------------------------------------------------


def _check_fourth_edition(deck: Deck) -> list[str]:
    """Fourth edition: the minimums, and below 100 cards one of each card with an ability."""
    problems = _minimum_problems(deck, "fourth-edition")
    if deck.size >= 100:
        return problems
    copies = Counter(card.key for card in deck.cards())
    able = [card for card in _distinct(deck.cards()) if card.has_special_ability]
    for group in _same_card_groups(able, _fourth_edition_marks):
        total = sum(copies[card.key] for card in group)
        if total > 1:
            problems.append(
                _copies_sentence(group, total, set())
                + "; below 100 cards the fourth-edition rules allow one copy of each card with a "
                "special ability."
            )
    return problems


def _minimum_problems(deck: Deck, edition: str) -> list[str]:
    """At least 50 cards, at least 7 Lost Souls and one more for every 7 cards beyond 50."""
    size = deck.size
    if size < 50:
        return [f"The deck has {size} cards; the {edition} rules need at least 50."]
    needed = 7 + (size - 50) // 7
    souls = sum(1 for card in deck.cards() if card.is_lost_soul)
    if souls < needed:
        message = (
            f"The deck has {size} cards and {souls} Lost Souls; the {edition} rules need at "
            f"least {needed}."
        )
        return [message]
    return []


# -- small helpers -------------------------------------------------------------------------


def _distinct(cards: Iterable[CardDef]) -> list[CardDef]:
    """Each printing once, in list order."""
    return list({card.key: card for card in reversed(list(cards))}.values())[::-1]


def _names(names: Iterable[str]) -> str:
    """``"A"``, ``"A and B"``, ``"A, B and C"``."""
    items = list(dict.fromkeys(names))
    if len(items) < 2:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def _is_hopper(card: CardDef) -> bool:
    """Whether *card* is a "Hopper" Lost Soul, which does not count for deck building."""
    return card.is_lost_soul and "Hopper" in card.name


def _counting_souls(cards: Iterable[CardDef]) -> int:
    """Lost Souls that count for deck building (not the "Hopper" ones)."""
    return sum(1 for card in cards if card.is_lost_soul and not _is_hopper(card))


def _souls_phrase(cards: Sequence[CardDef]) -> str:
    souls = _counting_souls(cards)
    hoppers = sum(1 for card in cards if _is_hopper(card))
    noun = "Lost Soul" if souls == 1 else "Lost Souls"
    if hoppers:
        return f"{souls} {noun} (not counting {hoppers} Hopper)"
    return f"{souls} {noun}"


def _is_site_or_city(card: CardDef) -> bool:
    return CardType.SITE in card.types or CardType.CITY in card.types


def _is_enhancement(card: CardDef) -> bool:
    return any(identity.is_enhancement for identity in card.identities)


def _is_generic_character(card: CardDef) -> bool:
    return card.is_character and card.is_generic


def _brigade_count(card: CardDef) -> int:
    """Brigades at face value; a rainbow card has every brigade of its alignment."""
    if Brigade.MULTI in card.brigades:
        return 7
    return len(card.brigades)


def _alignment_counts(cards: Iterable[CardDef]) -> tuple[int, int]:
    """Good and evil cards; a card good in one identity and evil in the other is neutral."""
    good = evil = 0
    for card in cards:
        sides = {identity.alignment for identity in card.identities} - {Alignment.NEUTRAL}
        if sides == {Alignment.GOOD, Alignment.EVIL}:
            continue
        good += card.alignment is Alignment.GOOD
        evil += card.alignment is Alignment.EVIL
    return good, evil


_TYPE1: Final = _Format(
    title="Type 1",
    min_size=50,
    max_size=154,
    souls_at_min=7,
    first_band=7,
    reserve_max=10,
    copy_limit=_type1_limit,
)
_OFFICIAL_FORMATS: Final = {
    "type1": _TYPE1,
    "rotation": evolve(_TYPE1, title="Rotation", rotation_only=True),
    "type2": _Format(
        title="Type 2",
        min_size=100,
        max_size=252,
        souls_at_min=14,
        first_band=6,
        reserve_max=15,
        copy_limit=_type2_limit,
        balanced=True,
    ),
}
