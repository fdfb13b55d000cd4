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

from typing import TYPE_CHECKING, Final

from redemption_rules.cards.model import Brigade, CardType

if TYPE_CHECKING:
    from redemption_rules.cards.model import CardDef

__all__ = ["FEMALE", "GENDERLESS", "has_identifier", "identifiers_of"]

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
    if not card.is_character:
        return frozenset(found)
    title = card.title
    demon = "demon" in found or "demons" in found
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
