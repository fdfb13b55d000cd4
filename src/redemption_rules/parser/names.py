"""Card names: which capitalised words of ability text name cards (REG: Names).

The card pool is the vocabulary. A capitalised word is a name only if a card's title or
identifiers hold it ("May band to Bob." names no card and is refused), and a title whose
words are also keywords of the grammar ("Three Nails", "Red Dragon", "New Jerusalem") is read
whole, as one name, wherever a name may stand. The titles and identifier words ship with the
package (``cards/data/card_titles.txt``, ``cards/data/identifier_words.txt``, written by
``scripts/derive_name_table.py``); a pack's cards join them when its parser is built.

>>> unknown_word("Gabriel", name_words())
>>> unknown_word("Bob", name_words())
'Bob'
"""

from __future__ import annotations

import functools
import re
from importlib import resources
from typing import TYPE_CHECKING, Final

from redemption_rules.parser import vocabulary as vocab

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["card_titles", "keyword_titles", "name_words", "title_terminal", "unknown_word"]

_DATA: Final = "redemption_rules.cards"
_WORD = re.compile(r"[A-Z][A-Za-z'\-]*[A-Za-z]|[A-Z]")
_SMALL = frozenset({"of", "the"})
_COUNTING = frozenset({*vocab.NUMBER_WORDS, "new", "first", "last", "second"})
"""Words that a title must hold to be read whole when all its words are keywords: "Three
Angels", "New Jerusalem"; "Egyptian Army" or "Evil Angel" stay descriptions."""


@functools.cache
def card_titles() -> frozenset[str]:
    """The titles of the pool's cards, without set or edition, apostrophes straight."""
    return _lines("card_titles.txt")


@functools.cache
def name_words() -> frozenset[str]:
    """Every capitalised word of the pool's titles and identifiers."""
    return words_of(card_titles()) | _lines("identifier_words.txt")


def words_of(titles: Iterable[str]) -> frozenset[str]:
    """The capitalised words of *titles*, apostrophes straight."""
    return frozenset(word for title in titles for word in _WORD.findall(_straight(title)))


def unknown_word(name: str, known: frozenset[str]) -> str | None:
    """The first capitalised word of *name* that names nothing in *known*, or ``None``."""
    words: list[str] = _WORD.findall(_straight(name))
    return next((word for word in words if not _is_known(word, known)), None)


def _is_known(word: str, known: frozenset[str]) -> bool:
    """Whether *known* holds *word*, its case aside ("Tubal-Cain" for "Tubal-cain")."""
    bare = word.removesuffix("'s")
    forms = {word, bare, bare.capitalize(), bare.title()}
    if bare.endswith("s"):
        forms.add(bare[:-1])  # "Bows, Arrows, Spears": the cards of those titles
    return bool(forms & known)


def keyword_titles(titles: Iterable[str]) -> tuple[str, ...]:
    """The titles the grammar would misread word by word, to be read whole.

    Those of several capitalised words at least one of which is a keyword ("Three Nails"
    as three cards called Nails), and those with small words inside ("Divisions in the
    Church" as Divisions on a card called Church). Titles made only of keywords are left
    out unless they count ("Three Angels"): "Egyptian Army" in text is as likely a
    description.
    """
    keywords = _keywords()
    titles = frozenset(titles)
    found: list[str] = []
    for title in titles:
        words = title.split()
        if _two_things(words, titles):
            found.append(title)  # "Trumpets and Torches": one card, not Trumpets and Torches
            continue
        faces = [
            face
            for face in title.split(" / ")
            if _COMMA_TITLE.fullmatch(face) or _PLURAL_POSSESSIVE.fullmatch(face)
        ]
        if faces:
            found.extend(faces)  # "Hophni, son of Eli": its comma would end a list item
            continue
        if len(words) < 2 or not re.fullmatch(r"[A-Z][A-Za-z'\- ]*[A-Za-z]", title):
            continue
        if _joined_by_small_words(words) or _the_and_a_name(words, keywords):
            found.append(title)
            continue
        if not all(word[0].isupper() or word in _SMALL for word in words):
            continue
        lower = [word.lower() for word in words if word not in _SMALL]
        if " ".join(lower) in keywords:
            continue  # a title that is a term: "Lost Soul"
        # "High Priest's Palace": a keyword before the possessive is read as one
        if not any(word in keywords or _possessed(word) in keywords for word in lower):
            continue
        if all(word in keywords for word in lower) and not set(lower) & _COUNTING:
            continue
        found.append(title)
    return tuple(sorted(found, key=lambda title: (-len(title), title)))


def _two_things(words: list[str], titles: frozenset[str]) -> bool:
    """Whether a title is two capitalised things joined by "and", neither a card of its own.

    "Trumpets and Torches", "Dust and Ashes", "Thorns and Thistles" name one card each; read
    word by word they would be two cards of the titles "Trumpets" and "Torches". A title
    whose halves are cards too ("Joseph and Mary" beside "Joseph") is left to be read so.
    """
    if "and" not in words or words.count("and") != 1 or not words[-1][0].isupper():
        return False
    cut = words.index("and")
    halves = [words[:cut], words[cut + 1 :]]
    return all(
        half
        and all(word[0].isupper() for word in half)
        and " ".join(half) not in titles
        and not any(word in titles for word in half)
        for half in halves
    )


def _possessed(word: str) -> str:
    """*word* without its possessive: "priest" for "priest's"."""
    return _straight(word).removesuffix("'s")


_COMMA_TITLE = re.compile(
    r"[A-Z][A-Za-z'\-]+, (?:(?:the|son of|of) )?[A-Z][A-Za-z'\-]+(?: [A-Z][A-Za-z'\-]+)*"
)
"""A name, a comma and an epithet: "Hophni, son of Eli", "Mary, Holy Virgin"."""

_PLURAL_POSSESSIVE = re.compile(r"[A-Z][A-Za-z]*s' [A-Z][A-Za-z\-]*(?: [A-Z][A-Za-z\-]*)*")
"""A title that opens with a plural possessive: "Widows' Tables", "Jairus' Daughter"."""

_JOINING = frozenset({"in", "at", "on", "from", "with", "to", "by", "into", "for", "is", "that"})
"""Small words inside titles that the grammar reads as prepositions, or as the verb of a
state ("A Child is Born" as a Child that is Born), or that start a relative clause ("None
that Breathed" as None of those that Breathed)."""


def _joined_by_small_words(words: list[str]) -> bool:
    """Whether a title of capitalised words holds a small word.

    "Divisions in the Church" (as Divisions on a card called Church), "Army of a Million
    Men" (as Million Men on an Army).
    """
    lower = [word for word in words if not word[0].isupper()]
    joining = set(lower) & _JOINING or _OF_A.search(" ".join(words))
    return (
        len(words) > 2
        and words[-1][0].isupper()
        and bool(joining)
        and set(lower) <= _JOINING | _SMALL | {"a", "an", "and"}
    )


_OF_A = re.compile(r"\bof\s+an?\b")


def _the_and_a_name(words: list[str], keywords: frozenset[str]) -> bool:
    """Whether a title is "The" and capitalised words, one not a keyword.

    "The Jeering Youths": its "The" would be read as a count.
    """
    rest = words[1:]
    return (
        words[0] == "The"
        and all(word[0].isupper() for word in rest)
        and any(word.lower() not in keywords for word in rest)
    )


def title_terminal(titles: Iterable[str]) -> str:
    """The grammar fragment that reads *titles* whole as names (``TITLE``)."""
    chosen = keyword_titles(titles)
    if not chosen:
        return ""
    pattern = "|".join(
        r"\s+".join(
            _word_pattern(word, inner=index > 0) for index, word in enumerate(title.split())
        )
        for title in chosen
    )
    return (
        "// titles.lark: card titles whose words are also keywords, read whole as names.\n"
        f"TITLE.3: /(?:{pattern})(?:\\s+of\\s+(?:the\\s+)?[A-Z][a-z][\\w\\-]*)*(?![\\w'\u2019])/\n"
        "%extend name: TITLE -> name_word\n"
    )


def _word_pattern(word: str, *, inner: bool = False) -> str:
    """*word* as a pattern; its apostrophe matches a straight or a curly one.

    Inside a title, "Son" may be printed small: "Discard James son of Zebedee".
    """
    pattern = re.escape(word).replace("'", "['\u2019]")
    if inner and word in _SMALL_IN_TEXT:
        pattern = f"[{word[0]}{word[0].lower()}]{pattern[1:]}"
    return pattern


_SMALL_IN_TEXT = frozenset({"Son"})
"""Title words that card text prints small inside the title."""


@functools.cache
def _keywords() -> frozenset[str]:
    return frozenset(
        {
            *vocab.TYPE_WORDS,
            *vocab.IDENTIFIERS,
            *vocab.QUALIFIERS,
            *vocab.BRIGADES,
            *vocab.NUMBER_WORDS,
            *vocab.ALIGNMENTS,
            # printed small inside a title ("James son of Zebedee"), so never a name word
            *(word.lower() for word in _SMALL_IN_TEXT),
        }
    )


def _lines(name: str) -> frozenset[str]:
    text = resources.files(_DATA).joinpath("data", name).read_text(encoding="utf-8")
    return frozenset(line for line in text.splitlines() if line)


def _straight(text: str) -> str:
    return text.replace("\u2019", "'").replace("\u2018", "'")
