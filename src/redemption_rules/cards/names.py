"""Card names in ability text: which cards a name names (REG: Name, Duplicate Card).

One rule for every name an ability says, the named card of "Name a card" and a card naming
itself: below the grammar and the engine, so that both read names the same way.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import TYPE_CHECKING, Final

from redemption_rules.cards.identifiers import has_identifier, identifiers_of
from redemption_rules.memo import by_identity

if TYPE_CHECKING:
    from redemption_rules.cards.model import CardDef

__all__ = ["names_card", "same_name_key"]

_NAME_FILLERS: Final = frozenset(
    {"a", "an", "the", "of", "with", "in", "on", "at", "to", "from", "for", "by", "and"}
)
"""The articles and prepositions two titles may differ by and still be one name."""


@lru_cache(maxsize=65_536)
def same_name_key(title: str) -> str:
    """The name *title* shares with others that are the same name (REG: Name).

    Titles are the same name if adding, removing or exchanging articles, prepositions and
    punctuation, or changing words between singular and plural, makes them identical.
    """
    words = re.findall(r"[a-z0-9]+", title.lower().replace("\u2019", "").replace("'", ""))
    return " ".join(
        word[:-1] if word.endswith("s") and len(word) > 3 else word
        for word in words
        if word not in _NAME_FILLERS
    )


def names_card(definition: CardDef, name: str) -> bool:
    """Whether *name*, in an ability, names the card *definition* (REG: Name, Duplicate Card).

    A title of the card (each of the two of a card titled "Whirlwind / Everlasting Ground")
    that is the same name (:func:`same_name_key`): "Archer of Kedar" names Archers of Kedar,
    "Herod's Temple" with a curly apostrophe Herod's Temple, "The Throne of David" Throne of
    David. A character also when its title includes the whole name and represents a person
    with it (REG: Duplicate Card): the title without an epithet, a place or an office ("Iddo
    the Seer", "Shammah, the Hararite", "Saul of Tarsus", "King Zedekiah"), or a part after
    a comma ("Second Seal, War" for a symbolic character); never a generic character (REG:
    Unique Card). "King Joram of Israel" names King Joram, a king of Israel: the words after
    "of" are then an identifier of the card. "Babylon The Harlot" (or "Babylon (The
    Harlot)") is named by either name. A title holding the name otherwise is someone
    or something else: "Japheth's Wife", "Jairus' Daughter", "Sons of Jacob", "Saul's
    Javelin".
    """
    key = same_name_key(name)
    if not key:
        return False
    titles = _titles_of(definition.title)
    if any(same_name_key(title) == key for title in titles):
        return True
    lowered, wanted = definition.title.lower(), name.lower()
    if any(lowered.startswith(wanted + mark) for mark in (",", " (", " [")):
        return True
    if key in _appositive_names(definition):
        return True
    people = _people_named(definition)
    if key in people:
        return True
    person, _, place = _straight(name).lower().rpartition(" of ")
    if not person or not place:
        return False
    return same_name_key(person) in people and any(
        identifier.endswith(" of " + place) for identifier in identifiers_of(definition)
    )


@by_identity(50_000)  # a definition never changes
def _people_named(definition: CardDef) -> frozenset[str]:
    """The names of the people a character represents, as :func:`same_name_key`s.

    None for a card that is no character or a generic one. From each of its titles
    (:func:`_person_keys`); a symbolic character ("Second Seal, War",
    "Second Seal (War)") is also what its title names after a comma or in brackets.
    """
    if not definition.is_character or has_identifier(definition, "generic"):
        return frozenset()  # a generic character is no person with a name (REG: Unique Card)
    found: set[str] = set()
    symbolic = has_identifier(definition, "symbolic")
    for title in _titles_of(definition.title):
        found.update(_person_keys(title))
        if symbolic:
            found.update(same_name_key(part) for part in title.split(",")[1:])
    if symbolic:
        found.update(
            same_name_key(group)
            for group in re.findall(r"[(\[]([^)\]]*)[)\]]", definition.name)
            if group != definition.set_code
        )
    return frozenset(found - {""})


def _appositive_names(definition: CardDef) -> frozenset[str]:
    """The two names of a card titled "Babylon The Harlot" or "Babylon (The Harlot)".

    A capital "The" inside the title, after no article or preposition, starts a second
    name of the same card, as does a group in brackets that starts with it; each is a
    :func:`same_name_key`.
    """
    found: set[str] = set()
    for group in re.findall(r"\((The [^)]*)\)", definition.name):
        found.update((same_name_key(group), same_name_key(definition.title)))
    words = definition.title.split()
    for index, word in enumerate(words[1:-1], start=1):
        if word == "The" and words[index - 1].lower() not in _NAME_FILLERS:
            found.update(
                (same_name_key(" ".join(words[:index])), same_name_key(" ".join(words[index:])))
            )
    return frozenset(found - {""})


def _titles_of(title: str) -> tuple[str, ...]:
    """The titles of a card: two on a card titled "Mary, Holy Virgin / Mary, Willing Servant"."""
    return tuple(part for part in re.split(r"\s*/\s*", title) if part) or (title,)


def _person_keys(title: str) -> frozenset[str]:
    """The names of the person a character's title represents, as :func:`same_name_key`s.

    The title; its first part (before a comma: "Shammah, the Hararite"), without an epithet
    ("the Seer"), a place ("of Tarsus") or a note in brackets; and each of those without an
    office before the name ("King Joram", not "Queen of Sheba").
    """
    text = re.sub(r"\s*[(\[][^)\]]*[)\]]", "", _straight(title).lower())
    first = text.split(",", 1)[0].strip()
    forms = {text, first}
    for cut in (" the ", " of "):
        if cut in first:
            forms.add(first.split(cut, 1)[0])
    for form in tuple(forms):
        words = form.split()
        if len(words) > 1 and words[0] in _OFFICES and words[1] not in _NAME_FILLERS:
            forms.add(" ".join(words[1:]))
    return frozenset(key for key in map(same_name_key, forms) if key)


_OFFICES: Final = frozenset(
    {"king", "queen", "prince", "princess", "pharaoh", "emperor", "captain", "saint", "father"}
)
"""Offices a character's title puts before the person's name: "King Zedekiah"."""


def _straight(text: str) -> str:
    return text.replace("\u2019", "'").replace("\u2018", "'")
