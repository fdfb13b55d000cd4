"""Card definitions: the static face of every printed card (rulebook: Card Anatomy).

A :class:`CardDef` is what the card list says about a card: its types, brigades, numbers,
classes, identifiers, alignment, ability text and legality. It never changes during a game;
the game refers to it by :attr:`CardDef.key`.
"""

from __future__ import annotations

import enum
import re
from typing import Final

from attrs import field, frozen
from attrs.validators import in_, instance_of


class CardType(enum.Enum):
    """A card type, named by the icon in the card's icon box (REG: Card Type)."""

    __hash__ = object.__hash__  # members are singletons: a C-level hash is faster

    HERO = "Hero"
    """Cross icon: a good character that attacks and rescues."""
    EVIL_CHARACTER = "Evil Character"
    """Dragon icon: an evil character that blocks."""
    GOOD_ENHANCEMENT = "GE"
    """Bible icon: a good Enhancement played on a Hero."""
    EVIL_ENHANCEMENT = "EE"
    """Skull icon: an evil Enhancement played on an Evil Character."""
    LOST_SOUL = "Lost Soul"
    """No icon: goes to its controller's Land of Bondage when drawn."""
    DOMINANT = "Dominant"
    """Lamb or grim reaper icon: unique, played outside initiative, discarded after play."""
    ARTIFACT = "Artifact"
    """Grail or serpent icon: goes face down to the Artifact pile."""
    FORTRESS = "Fortress"
    """Castle icon: unique, stays in territory."""
    SITE = "Site"
    """Pyramid icon: generic, stays in territory, may hold a Lost Soul."""
    COVENANT = "Covenant"
    """A good Enhancement that is also an Artifact."""
    CURSE = "Curse"
    """An evil Enhancement that is also an Artifact."""
    CITY = "City"
    """A Site that is also a Fortress."""

    @property
    def is_character(self) -> bool:
        """Whether this is a Hero or an Evil Character."""
        return self in _CHARACTER_TYPES

    @property
    def is_enhancement(self) -> bool:
        """Whether this is a good or evil Enhancement."""
        return self in _ENHANCEMENT_TYPES

    @property
    def alignment(self) -> Alignment:
        """The alignment that cards of this type have when they take this identity."""
        return _TYPE_ALIGNMENT.get(self, Alignment.NEUTRAL)


class Alignment(enum.Enum):
    """Good, evil or neutral (REG: Alignment). Good and evil oppose; neutral opposes nothing."""

    GOOD = "Good"
    EVIL = "Evil"
    NEUTRAL = "Neutral"

    @property
    def opposite(self) -> Alignment:
        """Good for evil, evil for good, neutral for neutral."""
        if self is Alignment.GOOD:
            return Alignment.EVIL
        if self is Alignment.EVIL:
            return Alignment.GOOD
        return Alignment.NEUTRAL


class Brigade(enum.Enum):
    """A brigade colour (REG: Brigade).

    Gold is one member: REG counts good gold and evil gold as two of the 16 brigades, but a
    brigade "only checks the presence" of the colour, and its alignment is the card's. ``MULTI``
    is the rainbow icon: every brigade of the card's alignment.
    """

    __hash__ = object.__hash__  # members are singletons: a C-level hash is faster

    BLUE = "Blue"
    CLAY = "Clay"
    GOLD = "Gold"
    GREEN = "Green"
    PURPLE = "Purple"
    RED = "Red"
    SILVER = "Silver"
    TEAL = "Teal"
    WHITE = "White"
    BLACK = "Black"
    BROWN = "Brown"
    CRIMSON = "Crimson"
    GRAY = "Gray"
    ORANGE = "Orange"
    PALE_GREEN = "Pale Green"
    MULTI = "Multi"

    @property
    def alignments(self) -> frozenset[Alignment]:
        """The alignments this colour appears on usually (gold and rainbow on both)."""
        if self in GOOD_BRIGADES and self in EVIL_BRIGADES:
            return frozenset((Alignment.GOOD, Alignment.EVIL))
        if self in GOOD_BRIGADES:
            return frozenset((Alignment.GOOD,))
        if self in EVIL_BRIGADES:
            return frozenset((Alignment.EVIL,))
        return frozenset((Alignment.GOOD, Alignment.EVIL))


GOOD_BRIGADES: Final = frozenset(
    {
        Brigade.BLUE,
        Brigade.CLAY,
        Brigade.GOLD,
        Brigade.GREEN,
        Brigade.PURPLE,
        Brigade.RED,
        Brigade.SILVER,
        Brigade.TEAL,
        Brigade.WHITE,
    }
)
"""The nine good brigades (REG: Brigade)."""

EVIL_BRIGADES: Final = frozenset(
    {
        Brigade.BLACK,
        Brigade.BROWN,
        Brigade.CRIMSON,
        Brigade.GOLD,
        Brigade.GRAY,
        Brigade.ORANGE,
        Brigade.PALE_GREEN,
    }
)
"""The seven evil brigades (REG: Brigade)."""


class CardClass(enum.Enum):
    """A class icon on the card (REG: Warrior, Weapon, Territory Class; ORDIR: Cloud Card)."""

    WARRIOR = "Warrior"
    WEAPON = "Weapon"
    TERRITORY = "Territory"
    STAR = "Star"
    CLOUD = "Cloud"


class Legality(enum.Enum):
    """The card list's Legality column."""

    TYPE1 = ""
    """Legal in Type 1 and Type 2, not in the Rotation format."""
    ROTATION = "Rotation"
    """Legal in every format, Rotation included."""
    BANNED = "Banned"
    """Banned from constructed tournament decks (deck building rules: Banned Cards)."""


_CHARACTER_TYPES: Final = frozenset({CardType.HERO, CardType.EVIL_CHARACTER})
_ENHANCEMENT_TYPES: Final = frozenset({CardType.GOOD_ENHANCEMENT, CardType.EVIL_ENHANCEMENT})
_TYPE_ALIGNMENT: Final = {
    CardType.HERO: Alignment.GOOD,
    CardType.GOOD_ENHANCEMENT: Alignment.GOOD,
    CardType.COVENANT: Alignment.GOOD,
    CardType.EVIL_CHARACTER: Alignment.EVIL,
    CardType.EVIL_ENHANCEMENT: Alignment.EVIL,
    CardType.CURSE: Alignment.EVIL,
}
_IDENTITIES: Final = {
    CardType.COVENANT: (CardType.GOOD_ENHANCEMENT, CardType.ARTIFACT),
    CardType.CURSE: (CardType.EVIL_ENHANCEMENT, CardType.ARTIFACT),
    CardType.CITY: (CardType.SITE, CardType.FORTRESS),
}

VARIABLES: Final = ("", "X", "*", "-X")
"""The forms a printed number can take besides a plain integer."""
STAT_DIGITS: Final = 4
"""The most digits a printed number may have; the real cards print at most two."""
_NUMBER: Final = re.compile(r"-?(?P<digits>[0-9]+)")


@frozen
class Stat:
    """One printed strength or toughness: a number, or a variable the card defines.

    >>> Stat.parse("4"), Stat.parse("X")
    (Stat(value=4, variable=''), Stat(value=0, variable='X'))
    """

    value: int = field(default=0, validator=instance_of(int))
    """The number printed; 0 when the value is a variable."""
    variable: str = field(default="", validator=in_(VARIABLES))
    """``"X"``, ``"*"`` or ``"-X"`` when the card defines the value elsewhere (REG: Numbers)."""

    @classmethod
    def parse(cls, text: str) -> Stat:
        """Read ``"4"``, ``"-3"``, ``"X"``, ``"*"`` or ``"-X"``; raise ValueError otherwise.

        Digits are ASCII, at most :data:`STAT_DIGITS` of them.
        """
        text = text.strip()
        if text in VARIABLES[1:]:
            return cls(0, text)
        match = _NUMBER.fullmatch(text)
        if match is None:
            shown = text if len(text) <= 20 else f"{text[:12]}... ({len(text):,} characters)"
            raise ValueError(f"not a number: {shown!r}")
        if len(match["digits"]) > STAT_DIGITS:
            count = len(match["digits"])
            raise ValueError(f"a printed number has at most {STAT_DIGITS} digits, not {count:,}")
        return cls(int(text))

    @property
    def is_variable(self) -> bool:
        """Whether the value is defined by the card (X or *) rather than printed."""
        return self.variable != ""

    def __str__(self) -> str:
        return self.variable or str(self.value)


def _strings(items: object) -> tuple[str, ...]:
    if isinstance(items, str):
        return (items,)
    if not isinstance(items, (tuple, list)):
        raise TypeError(f"expected a sequence of strings, got {items!r}")
    return tuple(str(item) for item in items)


def _types(items: object) -> tuple[CardType, ...]:
    if not isinstance(items, (tuple, list)):
        raise TypeError(f"expected a sequence of card types, got {items!r}")
    return tuple(CardType(item) for item in items)


def _brigades(items: object) -> tuple[Brigade, ...]:
    if not isinstance(items, (tuple, list)):
        raise TypeError(f"expected a sequence of brigades, got {items!r}")
    return tuple(Brigade(item) for item in items)


def _classes(items: object) -> tuple[CardClass, ...]:
    if not isinstance(items, (tuple, list)):
        raise TypeError(f"expected a sequence of classes, got {items!r}")
    return tuple(CardClass(item) for item in items)


def _non_empty_types(_: object, __: object, value: tuple[CardType, ...]) -> None:
    if not value:
        raise ValueError("a card has at least one card type")


@frozen
class CardDef:
    """One row of the card list: a printed card.

    Cards with two icons (``GE/EE``, ``Hero/Evil Character``, ...) list both types; when such a
    card is put on the playing surface one of them becomes its active identity (REG: Dual Icon).
    Where the list gives two values, as in ``4(8)`` or ``Blue (Blue/Red)``, the second belongs
    to the other identity of a dual-icon card or to the other face of a two-faced card.
    """

    name: str = field(validator=instance_of(str))
    """The card's name in the card list, which may carry a set hint: ``"John (I)"``."""
    set_code: str = field(validator=instance_of(str))
    """The list's Set column: ``"I"``, ``"RoJ (AB)"``, ``"Pmo-P1"``."""
    types: tuple[CardType, ...] = field(converter=_types, validator=_non_empty_types)
    """Card types in printed order; two for a dual-icon card."""
    alignment: Alignment = field(converter=Alignment)
    brigades: tuple[Brigade, ...] = field(default=(), converter=_brigades)
    """Brigades at face value, in printed order, without repeats."""
    other_brigades: tuple[Brigade, ...] = field(default=(), converter=_brigades)
    """The bracketed brigades of a two-faced card's other face: ``Blue (Blue/Red)``."""
    strength: Stat | None = None
    toughness: Stat | None = None
    other_strength: Stat | None = None
    """The second value of ``4(8)`` or ``-/0``: the other identity's or other face's number."""
    other_toughness: Stat | None = None
    classes: tuple[CardClass, ...] = field(default=(), converter=_classes)
    identifiers: tuple[str, ...] = field(default=(), converter=_strings)
    """The identifier line, split at top-level commas: ``("Disciple", "Prophet")``."""
    special_ability: str = ""
    """The ability text exactly as printed in the list (empty for a meek card)."""
    reference: str = ""
    """The verse reference: ``"Ruth 2:1"``."""
    is_token: bool = False
    """Whether the card is a token (REG: Token)."""
    legality: Legality = field(default=Legality.TYPE1, converter=Legality)
    official_set: str = ""
    """The list's OfficialSet column: the set's full name."""
    rarity: str = ""
    image: str = ""
    """The list's ImageFile column."""
    sound: str = ""
    key: str = ""
    """The name the card pool knows this card by: its name, or ``"Name [Set]"`` where names
    repeat. Empty until the card joins a pool."""

    # -- identities -------------------------------------------------------------------------

    _identities: tuple[CardType, ...] = field(init=False, eq=False, repr=False)
    _title: str = field(init=False, eq=False, repr=False)
    _character: bool = field(init=False, eq=False, repr=False)
    _generic: bool = field(init=False, eq=False, repr=False)

    @_identities.default
    def _find_identities(self) -> tuple[CardType, ...]:
        result: list[CardType] = []
        for card_type in self.types:
            for identity in _IDENTITIES.get(card_type, (card_type,)):
                if identity not in result:
                    result.append(identity)
        return tuple(result)

    @_title.default
    def _find_title(self) -> str:
        return _strip_set_hints(self.name)

    @_character.default
    def _find_character(self) -> bool:
        return any(identity.is_character for identity in self._identities)

    @_generic.default
    def _find_generic(self) -> bool:
        if self._character:
            return any(_GENERIC.search(identifier) for identifier in self.identifiers)
        unique_types = {CardType.DOMINANT, CardType.FORTRESS, CardType.ARTIFACT}
        return not any(card_type in unique_types for card_type in self.types)

    @property
    def identities(self) -> tuple[CardType, ...]:
        """The basic identities the card can take: a Covenant can be a GE or an Artifact."""
        return self._identities

    def has_identity(self, identity: CardType) -> bool:
        """Whether the card can take *identity* (a Covenant can be a GE or an Artifact)."""
        return identity in self.identities

    @property
    def is_character(self) -> bool:
        """Whether one of the card's identities is a Hero or an Evil Character."""
        return self._character

    @property
    def is_lost_soul(self) -> bool:
        """Whether the card is a Lost Soul (tokens included)."""
        return CardType.LOST_SOUL in self._identities

    @property
    def is_dominant(self) -> bool:
        """Whether the card is a Dominant."""
        return CardType.DOMINANT in self._identities

    @property
    def is_multi_brigade(self) -> bool:
        """Whether the card has more than one brigade at face value (rainbow counts)."""
        return len(self.brigades) > 1 or Brigade.MULTI in self.brigades

    @property
    def has_special_ability(self) -> bool:
        """Whether the card has a special ability (a card without one is meek)."""
        return bool(self.special_ability.strip())

    @property
    def has_meek_side(self) -> bool:
        """Whether the card has a meek identity to take: its text ends "BOTTOM: Meek".

        Such a card is printed with two identities, the top one with the ability and the
        bottom one meek; the list gives the bottom one's brigades and numbers in brackets,
        ``White (White/Red)``, ``10(1)`` (REG: Meek, Dual Icon, Convert).
        """
        return _MEEK_SIDE.search(self.special_ability) is not None

    def meek_numbers(self) -> tuple[Stat | None, Stat | None]:
        """Strength and toughness of the card's meek identity (its own where none is given)."""
        if self.other_strength is None and self.other_toughness is None:
            return self.strength, self.toughness
        return self.other_strength, self.other_toughness

    @property
    def is_star(self) -> bool:
        """Whether the card is a star card, which "a * card" names (REG: Star Icon).

        Its ability opens with a star ability: "STAR:", "(Star)".
        """
        return self.special_ability.lstrip().startswith(_STAR_MARKS)

    @property
    def is_generic(self) -> bool:
        """Whether the card is generic (REG: Generic Card, Unique Card).

        Enhancements, Lost Souls and Sites are generic; Dominants, Fortresses and Artifacts
        are unique; a character is generic when its identifier line says so. Worked out once
        per card.
        """
        return self._generic

    @property
    def is_unique(self) -> bool:
        """The opposite of :attr:`is_generic`."""
        return not self.is_generic

    @property
    def title(self) -> str:
        """The name without the set hints the card list adds: ``"John (I)"`` -> ``"John"``."""
        return self._title

    # -- numbers and brigades by identity -------------------------------------------------

    def numbers(self, identity: CardType | None = None) -> tuple[Stat | None, Stat | None]:
        """Strength and toughness for *identity* (default: the first type).

        A dual-icon card's second identity takes the second printed value where one exists.
        """
        if (
            identity is not None
            and len(self.types) > 1
            and identity in self.types[1:]
            and (self.other_strength is not None or self.other_toughness is not None)
        ):
            return self.other_strength, self.other_toughness
        return self.strength, self.toughness

    def brigades_for(self, identity: CardType) -> frozenset[Brigade]:
        """The brigades the card has as *identity*, rainbow spread to every brigade.

        A dual-icon card lists the brigades of both identities together; the ones of the
        other alignment are left out here (a ``GE/EE`` in ``Green/Pale Green`` is green as a
        GE and pale green as an EE). Worked out once per card and identity: whether a
        character can use an Enhancement is asked for every pair in every list of legal
        actions.
        """
        key = (id(self), identity)
        known = _BRIGADES.get(key)
        if known is not None and known[0] is self:
            return known[1]
        found = self._find_brigades(identity)
        if len(_BRIGADES) > 50_000:
            _BRIGADES.clear()
        _BRIGADES[key] = (self, found)
        return found

    def _find_brigades(self, identity: CardType) -> frozenset[Brigade]:
        alignment = identity.alignment
        if alignment is Alignment.NEUTRAL:
            alignment = self.alignment
        if alignment is Alignment.GOOD:
            pool = GOOD_BRIGADES
        elif alignment is Alignment.EVIL:
            pool = EVIL_BRIGADES
        else:
            pool = GOOD_BRIGADES | EVIL_BRIGADES
        if Brigade.MULTI in self.brigades:
            return frozenset(pool)
        if len(self.types) > 1:
            return frozenset(b for b in self.brigades if b in pool)
        return frozenset(self.brigades)


_BRIGADES: dict[tuple[int, CardType], tuple[CardDef, frozenset[Brigade]]] = {}
"""The brigades of each card definition as each identity, by the definition's id."""

_GENERIC = re.compile(r"\bgeneric\b", re.IGNORECASE)
_STAR_MARKS: Final = ("STAR:", "(Star)", "*:")
"""How a star ability opens its card's text, as the card list prints it."""
"""The identifier that makes a character generic; the list may put it inside a longer phrase
such as ``[X = # of your Revelation angels] Generic``."""
_MEEK_SIDE = re.compile(r"\bBOTTOM:\s*Meek\.?\s*$")
"""How the card list gives a card's meek bottom identity, after its top one's ability."""

_SET_HINT = re.compile(r"\s*(\([^()]*\)|\[[^\[\]]*\])\s*$")


def _strip_set_hints(name: str) -> str:
    """Drop trailing ``(I)``, ``[K]``, ``(1st Print - K)`` groups from a card name."""
    previous = None
    while previous != name:
        previous = name
        stripped = _SET_HINT.sub("", name)
        if stripped:  # never strip a name down to nothing
            name = stripped
    return name.strip()
