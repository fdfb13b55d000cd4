"""Tokens: the cards a create a token effect makes (REG: Create a Token, Token).

A game's card records are fixed when it starts (the action space of an agent is sized by
them), so a game cannot add a card when a token is created. It reserves records instead: the
engine's capacity, :data:`TOKEN_RECORDS` for each player, the same in every game whose
abilities are carried out (a game by the numbers reserves none), so that nothing about them
tells what a hidden deck holds. They follow the dealt cards, in seat order, each owned by its
player and of the one generic definition :data:`RESERVED_TOKEN`, kept out of the game
(``GameState.tokens``) until created. A token is created from a free record of the player
carrying out the effect, who owns it; the record then takes the definition
:func:`token_definition` gives for the creating card, which is in play for all to see. A token
moved to a hand, deck, discard pile, banish pile or Reserve ceases to exist (REG: Token) and
its record is free again, of the generic definition; a create a token effect that finds too
few free records is not carried out, and the game says so.

What the token is, as the REG gives it unless the card says otherwise: the card type the
effect names, titled "[Card Type] Token"; generic and meek; the reference of the card that
creates it; owned by the player carrying out the effect. The "Token" identifier of the
creating card may list more: "Token ("Harvest", John 4:35)" gives the identifier "Harvest" and
that reference.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from redemption_rules.cards.model import Alignment, Brigade, CardClass, CardDef, CardType, Stat
from redemption_rules.effects.targets import Player, Quantifier
from redemption_rules.effects.targets import Zone as TextZone

if TYPE_CHECKING:
    from redemption_rules.effects.kinds import CreateToken

__all__ = [
    "RESERVED_TOKEN",
    "TOKEN",
    "TOKEN_DESTINATIONS",
    "TOKEN_RECORDS",
    "UNREAD_IDENTIFIER",
    "token_count",
    "token_definition",
    "token_problem",
    "token_type",
]

UNREAD_IDENTIFIER: Final = "a \u201cToken\u201d identifier the engine does not read"
"""What a card whose "Token" identifier is not read misses."""

TOKEN: Final = "token"  # noqa: S105 - a type word, no secret
"""The type word of a token: "Hero Tokens" are Heroes that are tokens."""

TOKEN_RECORDS: Final = 4
"""How many token records a game whose abilities are carried out reserves for each player:
the engine's capacity, how many of a player's tokens can be in play at once. A create a
token effect that would pass it is not carried out (a ``TokenNotCreated`` event)."""

RESERVED_TOKEN: Final = CardDef(
    name="Lost Soul Token",
    set_code="",
    types=(CardType.LOST_SOUL,),
    alignment=Alignment.NEUTRAL,
    is_token=True,
    key="Lost Soul Token",
)
"""The one definition of the free token records, the same in every game: it names no
creating card, so a record not in play tells nothing of the decks."""

_TYPES: Final = {
    "Lost Soul": CardType.LOST_SOUL,
    "Hero": CardType.HERO,
    "Evil Character": CardType.EVIL_CHARACTER,
}
"""The card types of the tokens the engine makes, by type word: a Lost Soul token needs no
numbers; a character token takes its numbers, brigade and identifiers from the creating
card's "Token" identifier."""

_CHARACTERS: Final = frozenset({CardType.HERO, CardType.EVIL_CHARACTER})
_ALIGNMENTS: Final = {CardType.HERO: Alignment.GOOD, CardType.EVIL_CHARACTER: Alignment.EVIL}
"""A character token's alignment: its card type's (REG: Hero, Evil Character)."""
_GENDERS: Final = frozenset({"male", "female"})

TOKEN_DESTINATIONS: Final = frozenset(
    {Player.OPPONENT, Player.YOU, Player.PLAYER, Player.ANY_PLAYER, None}
)
"""Whose Land of Bondage a Lost Soul token may be created in, as the text names the owner."""

_CHARACTER_TOKEN: Final = re.compile(
    r"[\"\u201c]([^\"\u201d]+)[\"\u201d] Token \((\d+)/(\d+) ([A-Za-z. ]+?)\)"
)
"""``"Proselyte" Token (2/2 gray male human Pharisee)``: the title, numbers, brigade, gender
and role of a character token, and other identifiers (REG: Create a Token)."""
_TOKEN_WORD: Final = re.compile(r"\bToken\b")
_TOKEN_ATTRIBUTES: Final = re.compile(r"\bToken \([\"\u201c]([^\"\u201d]+)[\"\u201d], ([^()]+)\)")
"""``Token ("Harvest", John 4:35)``: an identifier and a reference for the token."""


def token_type(effect: CreateToken) -> CardType | None:
    """The card type of the tokens *effect* creates, if the engine makes that type."""
    words = [word for word in effect.token.types if word != TOKEN]
    if len(words) != 1:
        return None
    return _TYPES.get(words[0])


def token_count(effect: CreateToken) -> int | None:
    """How many tokens *effect* creates at once: its exact number, else None."""
    count = effect.token.count
    if count.quantifier is not Quantifier.EXACTLY or count.variable or count.number is None:
        return None
    return count.number


def token_problem(effect: CreateToken) -> str | None:
    """What in *effect* the engine does not carry out, or None.

    What the creating card's "Token" identifier says is read by :func:`token_definition`.
    """
    token = effect.token
    if token_type(effect) is None:
        return f"a token of type {' '.join(token.types)!r}"
    if token_count(effect) is None or token.parts or token.ref is not None:
        return "a number of tokens not given exactly"
    if token.alignment is not None or token.qualifiers or token.identifiers or token.names:
        return "a token described beyond its card type"
    if effect.duration is not None:
        return "a token created for a while"
    if token_type(effect) in _CHARACTERS:
        return _character_token_problem(effect)
    destination = effect.destination
    if destination is None or destination.zone is not TextZone.LAND_OF_BONDAGE:
        return "a Lost Soul token created elsewhere than in a Land of Bondage"
    if destination.owner not in TOKEN_DESTINATIONS:
        return f"a Lost Soul token created in a Land of Bondage of {destination.owner!r}"
    return None


def _character_token_problem(effect: CreateToken) -> str | None:
    """What of a create a character token effect the engine does not carry out, or None.

    The tokens go where the REG puts them unless the text says otherwise: the territory of
    the player carrying out the effect. No player has more token records than
    :data:`TOKEN_RECORDS`: more tokens at once than that can never be created.
    """
    destination = effect.destination
    if destination is not None and not (
        destination.zone is TextZone.TERRITORY and destination.owner in (None, Player.YOU)
    ):
        return "a character token created elsewhere than in its creator's territory"
    count = token_count(effect)
    if count is not None and count > TOKEN_RECORDS:
        return f"more tokens at once than a player's {TOKEN_RECORDS} token records"
    return None


def token_definition(creator: CardDef, effect: CreateToken) -> CardDef | None:
    """The definition of the tokens *effect* on *creator* creates, or None if not known.

    Its key names the creating card, so each creating card's tokens have their own: a record
    takes it as its token is created, by a card in play for all to see.
    """
    card_type = token_type(effect)
    if card_type is None:
        return None
    if card_type in _CHARACTERS:
        return _character_token(creator, card_type)
    identifiers: tuple[str, ...] = ()
    reference = creator.reference
    line = ", ".join(creator.identifiers)
    if _TOKEN_WORD.search(line):
        found = _TOKEN_ATTRIBUTES.search(line)
        if found is None:
            return None
        identifiers = (f'"{found.group(1)}"',)
        reference = found.group(2).strip()
    title = f"{card_type.value} Token"
    return CardDef(
        name=title,
        set_code=creator.set_code,
        types=(card_type,),
        alignment=Alignment.NEUTRAL,
        identifiers=identifiers,
        reference=reference,
        is_token=True,
        legality=creator.legality,
        official_set=creator.official_set,
        key=f"{title} [{creator.key}]",
    )


def _character_token(creator: CardDef, card_type: CardType) -> CardDef | None:
    """The character token *creator*'s "Token" identifier describes, or None if not read.

    REG Create a Token: ``"Proselyte" Token (2/2 gray male human Pharisee)`` gives the title
    "Proselyte Token", strength 2, toughness 2, the gray brigade, and the gender, role and
    other identifiers after it ("warrior" is the Warrior class); the alignment is the card
    type's, the reference the creating card's. An attribute that asks for a choice ("of a
    selected church") is not read.
    """
    found = _CHARACTER_TOKEN.search(", ".join(creator.identifiers))
    if found is None:
        return None
    title, strength, toughness, words = found.groups()
    brigade_word, *rest = words.split()
    brigade = _BRIGADES.get(brigade_word.lower())
    if brigade is None or not rest or rest[0] not in _GENDERS:
        return None
    classes = tuple(CardClass(word.title()) for word in rest if word.title() in _CLASS_WORDS)
    identifiers = tuple(word for word in rest if word.title() not in _CLASS_WORDS)
    if any(word in _CHOICE_WORDS for word in identifiers):
        return None
    name = f"{title} Token"
    return CardDef(
        name=name,
        set_code=creator.set_code,
        types=(card_type,),
        alignment=_ALIGNMENTS[card_type],
        brigades=(brigade,),
        strength=Stat(int(strength)),
        toughness=Stat(int(toughness)),
        classes=classes,
        identifiers=identifiers,
        reference=creator.reference,
        is_token=True,
        legality=creator.legality,
        official_set=creator.official_set,
        key=f"{name} [{creator.key}]",
    )


_BRIGADES: Final = {brigade.value.lower(): brigade for brigade in Brigade}
_CLASS_WORDS: Final = frozenset({CardClass.WARRIOR.value})
"""Words of a "Token" identifier that are classes, not identifiers."""
_CHOICE_WORDS: Final = frozenset({"of", "selected", "chosen", "matching"})
"""Words of an attribute chosen as the token is created: not read."""
