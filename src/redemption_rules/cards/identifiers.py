"""Identifiers a card has without printing them: human, angel, demon, gender (ORDIR).

The card list prints some identifiers on the identifier line ("Disciple", "Demon",
"Philistine Giant"); others follow from rules in the Official Redemption Dictionary of
Identifiers and References (ORDIR 7.0.0): every character is human unless it is an angel, a
demon, an animal or a symbolic character; every Hero that is single-brigade silver at face
value is an angel; demons are named on the identifier line. Gender is read from the art and
the verse, which the card list does not carry: the cards known to be female or genderless are
listed here, and every other character counts as male.

ORDIR also gives many identifiers by listing the characters that have them ("The following
Redemption® characters are giants: ..."): sons of Jacob, kings, priests, prophets, judges,
disciples, Pharisees, Egyptians, Philistines and more. Those lists ship with the package
(``data/ordir_identifiers.txt``, written by ``scripts/derive_ordir_identifiers.py``), and a
character ORDIR lists has the identifier under both the entry's name and the list's plural
("son of jacob", "sons of jacob").

>>> from redemption_rules.cards import load_starter_cards
>>> pool = load_starter_cards()
>>> sorted(identifiers_of(pool.get("Delilah (I)")) & {"human", "female", "male"})
['female', 'human']
>>> spirit = pool.get("Foul Spirit (J)")
>>> has_identifier(spirit, "human"), has_identifier(spirit, "demon")
(False, True)
>>> has_identifier(pool.get("Gideon (J)"), "judge")
True
>>> ruth, shamgar = pool.get("Ruth (J)"), pool.get("Shamgar (J)")
>>> has_identifier(ruth, "Moabite"), has_identifier(shamgar, "judge")
(True, True)
"""

from __future__ import annotations

import functools
import re
from importlib import resources
from typing import TYPE_CHECKING, Final

from redemption_rules.cards.model import Brigade, CardType
from redemption_rules.memo import by_identity

if TYPE_CHECKING:
    from redemption_rules.cards.model import CardDef

__all__ = [
    "FEMALE",
    "GENDERLESS",
    "NEW_TESTAMENT",
    "OLD_TESTAMENT",
    "PRIESTLY_ARTIFACTS",
    "ROMAN_SITES_AND_FORTRESSES",
    "ROMAN_SITE_OR_FORTRESS",
    "WEAPONS_NAMED",
    "book_of",
    "has_identifier",
    "identifiers_of",
    "in_testament",
    "listed_identifiers",
    "title_keys",
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
        "Chloe",
        "Claudia",
        "Dinah",
        "Elisabeth",
        "Eunice",
        "Euodia",
        "Joanna",
        "Lois",
        "Mary of Bethany",
        "Rhoda",
        "Shiphrah",
        "Susanna",
        "Syntyche",
        "Tabitha",
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

PRIESTLY_ARTIFACTS: Final = frozenset(
    {
        "Blue Tassels",
        "Priestly Breastplate",
        "Priestly Crown",
        "The Silver Trumpets",
        "Urim and Thummim",
    }
)
"""Titles of the Artifacts ORDIR lists as Priestly Artifacts (ORDIR: Priestly Artifact)."""

ROMAN_SITES_AND_FORTRESSES: Final = frozenset({"Nero's Realm", "Roman Prison", "Coliseum", "Rome"})
"""Titles of the Sites and Fortresses ORDIR lists as Roman Sites or Fortresses: places in
the city of Rome, not every Site of the Roman Empire (ORDIR: Roman Site or Fortress)."""

ROMAN_SITE_OR_FORTRESS: Final = "roman site or fortress"
"""ORDIR's identifier of those Sites and Fortresses ("a Roman Site or Fortress")."""

WEAPONS_NAMED: Final = "bows, arrows, spears, javelins and darts"
"""ORDIR's identifier of the Enhancements with one of those weapons named in the title."""

_WEAPON_NAMED: Final = re.compile(r"\b(?:bows?|arrows?|spears?|javelins?|darts?)\b", re.IGNORECASE)
"""A bow, arrow, spear, javelin or dart named in a title ("Fiery Darts", not "Bowl")."""

ORDIR_LISTS: Final = "ordir_identifiers.txt"
"""The package data file holding ORDIR's lists of characters by identifier.

Written by ``scripts/derive_ordir_identifiers.py`` from the ORDIR text; see its header for
the format and for the names skipped as ambiguous.
"""

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


def title_keys(name: str) -> tuple[str, ...]:
    """The forms of a card name that ORDIR's lists may use, most specific first.

    Quotes are straightened, brackets read as parentheses, commas and case ignored; each
    trailing group ("(Ki)", "[Brown]") is dropped in turn, then a variant after " - "
    ("Pharisees - Orange Background"); each title of a card with two ("Judah, the Leader /
    Judah, the Substitute (LoC)") gives its own forms, in order.

    >>> title_keys("King Saul (Brown) (Ki)")
    ('king saul (brown) (ki)', 'king saul (brown)', 'king saul')
    >>> title_keys("Pharisees - Orange Background")
    ('pharisees - orange background', 'pharisees')
    >>> title_keys("Saul/Paul")
    ('saul', 'paul')
    """
    return tuple(dict.fromkeys(key for forms in _title_forms(name) for key in forms))


def listed_identifiers(card: CardDef) -> frozenset[str]:
    """The identifiers ORDIR gives *card* by listing it among characters that have them.

    ORDIR writes "The following Redemption® characters are giants:" and then names. Each
    title of the card is looked up in its most specific form that ORDIR lists; an entry
    counts only for a card of the side its bullet names (Hero or Evil Character) and, for a
    name that people of both Testaments share, of the Testament ORDIR places it in.

    >>> from redemption_rules.cards import load_starter_cards
    >>> sorted(listed_identifiers(load_starter_cards().get("Shamgar (J)")))
    ['judge', 'judges']
    """
    if not card.is_character:
        return frozenset()
    table = _listed()
    found: set[str] = set()
    for forms in _title_forms(card.name):
        key = next((form for form in forms if form in table), None)
        if key is None:
            continue
        for side, testament, names in table[key]:
            if side == "hero" and not card.has_identity(CardType.HERO):
                continue
            if side == "evil" and not card.has_identity(CardType.EVIL_CHARACTER):
                continue
            if testament and _testament_of(card.reference) != testament:
                continue
            found.update(names)
    return frozenset(found)


def has_identifier(card: CardDef, identifier: str) -> bool:
    """Whether *card* has *identifier*, printed or following from the ORDIR rules.

    Matching ignores case and a plural "s"; a word of a printed identifier counts too, so
    "Philistine Giant" is a Philistine and "Roman Governor" a Roman, but a "Giant Slayer"
    is no giant and a "Son of Jacob" no Jacob (see :func:`_kinds_named`).
    """
    found = identifiers_of(card)
    wanted = identifier.strip().lower()
    return wanted in found or _key(wanted) in {_key(item) for item in found}


@by_identity(50_000)  # a definition never changes
def identifiers_of(card: CardDef) -> frozenset[str]:
    """Every identifier of *card*, lower case: printed ones, their kinds, and derived ones.

    The kinds of a printed identifier are the words that name what the card is, see
    :func:`_kinds_named`; "Not Human" and "Not Demon" keep the card from being either.

    Derived: ``o.t.`` or ``n.t.``; for characters those ORDIR lists them under (see
    :func:`listed_identifiers`), ``human``, ``angel`` and ``demon``, and ``male``,
    ``female`` or ``genderless``; the card's classes (``warrior``, ``weapon``,
    ``territory``), also as ``weapon class``.
    """
    return _derive(card)


def _derive(card: CardDef) -> frozenset[str]:
    found: set[str] = set()
    for identifier in card.identifiers:
        # "X = # of your humans" defines a number; its words name no identifier
        text = _DEFINITION_IN_BRACKETS.sub("", identifier).strip().lower().replace("\u2019", "'")
        text = _RULES_NOTE.sub("", text).strip()
        if not text or "=" in text:
            continue
        for misprint, word in _MISPRINTS.items():
            text = text.replace(misprint, word)
        found.add(text)
        found.update(_kinds_named(text))
    for card_class in card.classes:  # "a weapon-class Enhancement" is of class weapon
        found.update((card_class.value.lower(), f"{card_class.value.lower()} class"))
    testament = _testament_of(card.reference)
    if testament:
        found.add(testament)
    if _is_gospel(card.reference):
        found.add("gospel")
    found.update(_listed_by_title(card))
    if not card.is_character:
        return frozenset(found)
    found.update(listed_identifiers(card))
    title = card.title
    demon = "not demon" not in found and ("demon" in found or "demons" in found or _is_demon(card))
    if demon and any(title.startswith(beast) for beast in _BEAST_TITLES):
        found.add("beast")
    angel = not demon and _is_angel(card)
    if demon:
        found.add("demon")
    if angel:
        found.add("angel")
    denied = "not human" in found  # "Not Human" on the identifier line
    if not denied and not demon and not angel and not any(w in found for w in _NOT_HUMAN_WORDS):
        found.add("human")
    if title in GENDERLESS or any(title.startswith(name + " [") for name in GENDERLESS):
        found.add("genderless")
    elif title in FEMALE or title.split(",", 1)[0] in FEMALE:  # "Anna, the Widow"
        found.add("female")
    else:
        found.add("male")
    return frozenset(found)


def _listed_by_title(card: CardDef) -> set[str]:
    """The identifiers ORDIR gives *card* by its title.

    Priestly Artifact, Roman Site or Fortress, and the Enhancements with bows, arrows,
    spears, javelins or darts in the title.
    """
    found: set[str] = set()
    if card.title in PRIESTLY_ARTIFACTS and card.has_identity(CardType.ARTIFACT):
        found.add("priestly artifact")
    if card.title in ROMAN_SITES_AND_FORTRESSES and any(
        card.has_identity(kind) for kind in (CardType.SITE, CardType.FORTRESS)
    ):
        found.add(ROMAN_SITE_OR_FORTRESS)
    if _WEAPON_NAMED.search(card.title) and any(
        card.has_identity(kind) for kind in (CardType.GOOD_ENHANCEMENT, CardType.EVIL_ENHANCEMENT)
    ):
        found.add(WEAPONS_NAMED)
    return found


def _kinds_named(identifier: str) -> set[str]:
    """The single words a printed identifier gives as identifiers too (ORDIR; REG: Unity).

    A word of a descriptive identifier counts: a "Philistine Giant" is a Philistine and a
    giant, a "Roman Governor" a Roman. Not the words after "of", which say whose or of what
    ("Son of Jacob" is no Jacob, "Fruit of the Spirit" no spirit, "King of Judah" no Judah),
    nor what an agent noun acts on (a "Giant Slayer" slays giants and is no giant).
    Abilities on the identifier line ("Holds 1 Demon", "Taunt (...)", "May be activated on
    David", "Unity: ..."; REG: Unity), a token's definition ('"Proselyte" Token (2/2 gray
    male human Pharisee)'; REG: Token) and a denial ("Not Human") give no words, only the
    whole line. Each sentence ("Begins as a Site. Human") and each item in brackets ("Beast
    (Demon)", "Magician (Babylonian)") is read the same way, and counts whole as well.

    >>> sorted(_kinds_named("philistine giant")), sorted(_kinds_named("giant slayer"))
    (['giant', 'philistine'], ['slayer'])
    >>> sorted(_kinds_named("son of jacob")), sorted(_kinds_named("holds 1 demon"))
    (['son'], [])
    >>> sorted(_kinds_named("beast (demon)"))
    ['beast', 'demon']
    """
    found: set[str] = set()
    for sentence in re.split(r"\.\s+", identifier):
        found.update(_phrase_kinds(sentence.strip()))
    return found - {identifier}


def _phrase_kinds(phrase: str) -> set[str]:
    """The identifiers one phrase of the identifier line gives, with its bracketed items."""
    stated = _STATED.match(phrase)
    if stated:  # "Evil Character is a Generic": the card is one
        phrase = phrase[stated.end() :]
        return {phrase} | _phrase_kinds(phrase)
    if not phrase or phrase.startswith(_ABILITY_OPENINGS):
        return set()
    outside, groups = _bracketed(phrase)
    if _TOKEN_DEFINITION.search(outside):
        return set()
    found: set[str] = set()
    for group in groups:
        for item in (part.strip() for part in _top_level_items(group)):
            if item:
                found.add(item)
                found.update(_phrase_kinds(item))
    outside = " ".join(outside.split()).strip(" .")
    if outside != phrase:
        found.add(outside)
    depicted = _DEPICTS.match(outside)
    if depicted:  # "Depicts a weapon": "an Enhancement depicting a weapon" (ORDIR)
        return found | {outside, depicted.group(1)}
    if outside.startswith(_ABILITY_OPENINGS):
        return found
    head = re.split(r"\s+of\s+", outside, maxsplit=1)[0]
    words = [word.strip("[]().,") for word in head.split()]
    words = [word for word in words if word]
    found.update(
        word
        for index, word in enumerate(words)
        if index + 1 == len(words) or words[index + 1] not in _AGENT_NOUNS
    )
    return found - {""}


def _bracketed(phrase: str) -> tuple[str, list[str]]:
    """The text outside brackets ("(...)", "[...]") of *phrase*, and each bracket's inside."""
    outside: list[str] = []
    groups: list[str] = []
    depth = 0
    current: list[str] = []
    for char in phrase:
        if char in "([":
            if depth:
                current.append(char)
            depth += 1
        elif char in ")]" and depth:
            depth -= 1
            if depth:
                current.append(char)
            else:
                groups.append("".join(current))
                current = []
                outside.append(" ")
        elif depth:
            current.append(char)
        else:
            outside.append(char)
    if current:
        groups.append("".join(current))
    return "".join(outside), groups


def _top_level_items(text: str) -> list[str]:
    """*text* split at the commas outside brackets."""
    items: list[str] = []
    depth = 0
    current: list[str] = []
    for char in text:
        depth += char in "(["
        depth -= char in ")]" and depth > 0
        if char == "," and not depth:
            items.append("".join(current))
            current = []
        else:
            current.append(char)
    items.append("".join(current))
    return items


_STATED: Final = re.compile(r"^(?:evil character|character|hero) is (?:an? )?")
"""The identifier line saying what the card is: "Character is Territory Class"."""

_DEPICTS: Final = re.compile(r"^depicts an? (\w+)$")
"""An identifier saying what the card's art shows: "Depicts a Weapon"."""

_AGENT_NOUNS: Final = frozenset({"slayer", "slayers"})
"""Heads whose word before them is what they act on, not what they are ("Giant Slayer")."""

_ABILITY_OPENINGS: Final = (
    "holds ",
    "fortress holds",
    "may ",
    "taunt",
    "limit",
    "plays to",
    "when put in play",
    "begins as",
    "unity",
    "not ",
    "choose ",
    "testament and",
    "has the",
    "same unique",
    "artifact has",
    "good enhancement has",
    "goliath may",
    "connected ",
    "(top)",
    "top)",
)
"""The openings of what the identifier line says that is no identifier: abilities in the
identifier line ("Holds ...", "Taunt (...)", "May be activated on ...", "Unity: ..."; REG:
Unity), limits, notes, a choice when played, and a denial ("Not Demon")."""

_TOKEN_DEFINITION: Final = re.compile(r"\btokens?\b")
"""A token's definition on the card that makes it, outside its brackets: "Follower Token
(6/8 clay male human ...)"."""

_MISPRINTS: Final = {"zerubabel's": "zerubbabel's", "high prest": "high priest"}
"""Misspelt identifiers of the card list, as ORDIR spells them: five Zerubbabel's Temple High
Priests are printed "Zerubabel's"."""

_DEFINITION_IN_BRACKETS: Final = re.compile(r"\[[^\]]*=[^\]]*\]")
"""A definition of X in brackets before identifiers: "[X = # of your LS] Gospel"."""
_RULES_NOTE: Final = re.compile(r"^\[?(?:(?:fortress )?holds? |plays to )[^\]]*\]?")
"""A note of where the card is played or what it holds, in the identifier column: "Holds any
# of demons", "[Plays to Set-Aside, Holds any # of angels] Gospel", "Fortress holds a human
Hero". It describes the card's hold (REG: Hold) or its place, not what the card is: a
Fortress that holds demons is no demon."""


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


_TRAILING_GROUP: Final = re.compile(r"\s*\([^()]*\)\s*$")
"""A trailing group in parentheses: a set hint or a distinguishing word."""


def _title_forms(name: str) -> tuple[tuple[str, ...], ...]:
    """For each title of a card name, its forms from the full one to the bare title."""
    text = _straight(name).replace("[", "(").replace("]", ")")
    titles: list[tuple[str, ...]] = []
    for title in re.split(r"\s*/\s*", text):
        forms: list[str] = []
        key = " ".join(title.lower().replace(",", " ").split())
        while key and key not in forms:
            forms.append(key)
            key = _TRAILING_GROUP.sub("", key).strip()
        if forms and " - " in forms[-1]:
            forms.append(forms[-1].split(" - ", 1)[0].strip())
        if forms:
            titles.append(tuple(forms))
    return tuple(titles)


def _straight(text: str) -> str:
    return (
        text.replace("\u2019", "'")
        .replace("\u2018", "'")
        .replace("\u201c", '"')
        .replace("\u201d", '"')
    )


def _testament_of(reference: str) -> str:
    """``"o.t."`` or ``"n.t."`` for a reference in a book of that Testament, else ``""``.

    A few cards print the Testament itself as their reference ("New Testament": Saul/Paul,
    Authority of Christ (Promo)); their reference is from that Testament (ORDIR: O.T., N.T.).
    """
    book = book_of(reference)
    if book in OLD_TESTAMENT:
        return "o.t."
    if book in NEW_TESTAMENT:
        return "n.t."
    return _WHOLE_TESTAMENTS.get(" ".join(reference.split()).lower(), "")


_WHOLE_TESTAMENTS: Final = {"old testament": "o.t.", "new testament": "n.t."}
"""A Testament printed as a card's reference, for the Testament it names."""


def in_testament(reference: str, testament: str) -> bool:
    """Whether *reference* is from *testament*, ``"O.T."`` or ``"N.T."`` (ORDIR: O.T., N.T.).

    >>> in_testament("Judges 1:19", "O.T."), in_testament("New Testament", "N.T.")
    (True, True)
    """
    found = _testament_of(reference)
    return bool(found) and found == testament.lower()


GOSPELS: Final = frozenset(("Matthew", "Mark", "Luke", "John"))
"""The four books of the life and teaching of Jesus (ORDIR: Gospel Card)."""


def _is_gospel(reference: str) -> bool:
    """Whether a card of *reference* is a Gospel card (ORDIR: Gospel Card).

    "Cards with a reference from one of those books are Gospel cards, even if they have an
    "O.T." identifier": Matthew, Mark, Luke or John, the first reference or one in brackets
    after it ("Hosea 11:1 (Matthew 2:15)"); never I, II or III John, letters of the apostle.
    """
    return any(book_of(part) in GOSPELS for part in re.split(r"[(;]", reference))


_Entry = tuple[str, str, frozenset[str]]
"""One listing of a title: side, Testament, and the identifier's names."""


@functools.cache
def _listed() -> dict[str, tuple[_Entry, ...]]:
    """ORDIR's lists from the package data, by title key."""
    text = resources.files("redemption_rules.cards").joinpath("data", ORDIR_LISTS)
    table: dict[str, list[_Entry]] = {}
    names: frozenset[str] = frozenset()
    for line in text.read_text(encoding="utf-8").splitlines():
        if not line or line.startswith("#"):
            continue
        if line.startswith("== "):
            names = frozenset(name.strip() for name in line[3:].split(";"))
            continue
        side, testament, title = line.split("\t")
        table.setdefault(title_keys(title)[0], []).append((side, testament, names))
    return {key: tuple(entries) for key, entries in table.items()}
