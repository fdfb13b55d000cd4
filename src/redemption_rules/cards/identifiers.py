"""Identifiers a card has without printing them: human, angel, demon, gender (ORDIR).

The card list prints some identifiers on the identifier line ("Disciple", "Demon",
"Philistine Giant"); others follow from rules in the Official Redemption Dictionary of
Identifiers and References (ORDIR 7.0.0): every character is human unless it is an angel, a
demon, an animal or a symbolic character; every Hero that is single-brigade silver at face
value is an angel; demons are named on the identifier line. Gender is read from the art and
the verse, which the card list does not carry: the cards known to be female or genderless are
listed here, and every other character counts as male.

>>> from redemption_rules.cards import load_starter_cards
>>> pool = load_starter_cards()
>>> sorted(identifiers_of(pool.get("Delilah (I)")) & {"human", "female", "male"})
['female', 'human']
>>> spirit = pool.get("Foul Spirit (J)")
>>> has_identifier(spirit, "human"), has_identifier(spirit, "demon")
(False, True)
>>> has_identifier(pool.get("Gideon (J)"), "judge")
True
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from redemption_rules.cards.model import Brigade, CardType

if TYPE_CHECKING:
    from redemption_rules.cards.model import CardDef

__all__ = [
    "FEMALE",
    "GENDERLESS",
    "NEW_TESTAMENT",
    "OLD_TESTAMENT",
    "book_of",
    "has_identifier",
    "identifiers_of",
]

OLD_TESTAMENT: Final = frozenset(
    (
        "Genesis",
        "Exodus",
        "Leviticus",
        "Numbers",
        "Deuteronomy",
        "Joshua",
        "Judges",
        "Ruth",
        "I Samuel",
        "II Samuel",
        "I Kings",
        "II Kings",
        "I Chronicles",
        "II Chronicles",
        "Ezra",
        "Nehemiah",
        "Esther",
        "Job",
        "Psalms",
        "Proverbs",
        "Ecclesiastes",
        "Song of Solomon",
        "Isaiah",
        "Jeremiah",
        "Lamentations",
        "Ezekiel",
        "Daniel",
        "Hosea",
        "Joel",
        "Amos",
        "Obadiah",
        "Jonah",
        "Micah",
        "Nahum",
        "Habakkuk",
        "Zephaniah",
        "Haggai",
        "Zechariah",
        "Malachi",
    )
)
"""The books of the Old Testament: a card whose reference is in one is O.T. (ORDIR)."""

NEW_TESTAMENT: Final = frozenset(
    (
        "Matthew",
        "Mark",
        "Luke",
        "John",
        "Acts",
        "Romans",
        "I Corinthians",
        "II Corinthians",
        "Galatians",
        "Ephesians",
        "Philippians",
        "Colossians",
        "I Thessalonians",
        "II Thessalonians",
        "I Timothy",
        "II Timothy",
        "Titus",
        "Philemon",
        "Hebrews",
        "James",
        "I Peter",
        "II Peter",
        "I John",
        "II John",
        "III John",
        "Jude",
        "Revelation",
    )
)
"""The books of the New Testament: a card whose reference is in one is N.T. (ORDIR)."""

_BOOK: Final = re.compile(r"^((?:I{1,3}|[123])\s+)?([A-Za-z][A-Za-z ]*?)\s+\d")
"""A reference: an optional book number, the book's name, then chapter and verse."""
_NUMBERS: Final = {"1": "I", "2": "II", "3": "III"}
_BOOK_NAMES: Final = {
    "Psalm": "Psalms",
    "Song of Songs": "Song of Solomon",
    "Revelations": "Revelation",
}

FEMALE: Final = frozenset(
    {
        "Delilah",
        "Naomi",
        "Ruth",
        "Rahab",
        "Esther",
        "Deborah",
        "Jael",
        "Hannah",
        "Abigail",
        "Sarah",
        "Rebekah",
        "Rachel",
        "Leah",
        "Miriam",
        "Mary",
        "Martha",
        "Mary Magdalene",
        "Elizabeth",
        "Anna",
        "Lydia",
        "Priscilla",
        "Dorcas",
        "Eve",
        "Jezebel",
        "Athaliah",
        "Herodias",
        "Salome",
        "Potiphar's Wife",
        "Queen of Sheba",
        "Vashti",
        "Zeresh",
        "Gomer",
        "Bathsheba",
        "Tamar",
        "Orpah",
        "Zipporah",
        "Jochebed",
        "Huldah",
        "Phoebe",
        "Sapphira",
        "Michal",
        "Witch of Endor",
    }
)
"""Titles of female characters (the art and verse decide; ORDIR: Gender)."""

GENDERLESS: Final = frozenset(
    {
        "Boaz' Reapers",
        "Bride of Christ",
        "Citizens of Sychar",
        "Every Tribe",
        "Faithful Witness",
        "Great Multitude",
        "Justice Seekers",
        "Priests of Christ",
        "Prophets of Gibeath",
        "Angry Mob",
        "Bear",
        "Beasts of the Earth",
        "Complainers",
        "Corrupt People",
        "Devouring Birds",
        "Doubt",
        "Fire Foxes",
        "Frog Demons",
        "Idolaters",
        "Impostors",
        "Jackals",
        "Lions",
        "Lions in the Den",
        "Madness",
        "Outsiders",
        "Plagued Congregation",
        "Terror",
        "The Frog Demons",
        "The Jeering Youths",
        "Wandering Israelites",
        "Wayward Sheep",
        "Wicked Community",
        "Wicked People",
        "Wild Dogs",
    }
)
"""Titles of genderless characters (ORDIR: Genderless Characters)."""

_NOT_HUMAN_WORDS: Final = ("demon", "angel", "animal", "symbolic", "beast", "spirit")


def book_of(reference: str) -> str:
    """The Bible book of a reference: ``"I Samuel 25:3"`` -> ``"I Samuel"``; ``""`` if none.

    >>> book_of("1 Samuel 25:3"), book_of("Psalm 30:3"), book_of("Ruth 2:1")
    ('I Samuel', 'Psalms', 'Ruth')
    """
    match = _BOOK.match(reference.strip())
    if match is None:
        return ""
    number, name = match.groups()
    name = _BOOK_NAMES.get(name.strip(), name.strip())
    if number:
        return f"{_NUMBERS.get(number.strip(), number.strip())} {name}"
    return name


def has_identifier(card: CardDef, identifier: str) -> bool:
    """Whether *card* has *identifier*, printed or following from the ORDIR rules.

    Matching ignores case and a plural "s"; a word of a printed identifier counts too, so
    "Philistine Giant" is a Philistine and "Roman Governor" a Roman.
    """
    found = identifiers_of(card)
    wanted = identifier.strip().lower()
    return wanted in found or _key(wanted) in {_key(item) for item in found}


def identifiers_of(card: CardDef) -> frozenset[str]:
    """Every identifier of *card*, lower case: printed ones, their words, and derived ones.

    Derived: ``human``, ``angel`` and ``demon`` for characters; ``male``, ``female`` or
    ``genderless``; the card's classes (``warrior``, ``weapon``, ``territory``).
    """
    cached = _FOUND.get(id(card))
    if cached is not None and cached[0] is card:
        return cached[1]
    found = _derive(card)
    if len(_FOUND) > 50_000:
        _FOUND.clear()
    _FOUND[id(card)] = (card, found)
    return found


_FOUND: dict[int, tuple[CardDef, frozenset[str]]] = {}
"""Identifiers worked out, by card object (a definition never changes)."""


def _derive(card: CardDef) -> frozenset[str]:
    found: set[str] = set()
    for identifier in card.identifiers:
        text = identifier.strip().lower()
        if not text:
            continue
        found.add(text)
        found.update(word.strip("[]().,") for word in text.split())
    found.update(card_class.value.lower() for card_class in card.classes)
    book = book_of(card.reference)
    if book in OLD_TESTAMENT:
        found.add("o.t.")
    elif book in NEW_TESTAMENT:
        found.add("n.t.")
    if not card.is_character:
        return frozenset(found)
    title = card.title
    demon = "demon" in found or "demons" in found or _is_demon(card)
    if demon and any(title.startswith(beast) for beast in _BEAST_TITLES):
        found.add("beast")
    angel = not demon and _is_angel(card)
    if demon:
        found.add("demon")
    if angel:
        found.add("angel")
    if not demon and not angel and not any(word in found for word in _NOT_HUMAN_WORDS):
        found.add("human")
    if title in GENDERLESS or any(title.startswith(name + " [") for name in GENDERLESS):
        found.add("genderless")
    elif title in FEMALE:
        found.add("female")
    else:
        found.add("male")
    return frozenset(found)


def _is_demon(card: CardDef) -> bool:
    """Evil Characters that are demons by ORDIR's Demon entry, beyond their identifier line.

    Those single-brigade orange at face value, and those whose title names a demon or a
    beast ("Panic Demon", "Frog Demons", "Beast from the Sea"), which ORDIR lists as demons.
    """
    if not card.has_identity(CardType.EVIL_CHARACTER):
        return False
    if card.brigades_for(CardType.EVIL_CHARACTER) == {Brigade.ORANGE}:
        return True
    words = set(card.title.lower().replace(",", " ").split())
    return bool(words & {"demon", "demons"}) or any(
        card.title.startswith(beast) for beast in _BEAST_TITLES
    )


_BEAST_TITLES: Final = ("Beast from the Earth", "Beast from the Sea")
"""Titles of the beasts ORDIR lists (Beast) that the card list does not mark."""


def _is_angel(card: CardDef) -> bool:
    """Single-brigade silver Heroes at face value are angels (ORDIR: Angel)."""
    if not card.has_identity(CardType.HERO):
        return False
    return card.brigades_for(CardType.HERO) == {Brigade.SILVER} or "angel" in card.title.lower()


def _key(identifier: str) -> str:
    text = identifier.strip().lower().rstrip(".")
    if text.endswith("s") and not text.endswith("ss") and len(text) > 3:
        text = text[:-1]
    return text
