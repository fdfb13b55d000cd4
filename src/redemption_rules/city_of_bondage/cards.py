"""The 100 cards of City of Bondage as data.

Heroes, Enhancements, Blessings, Lost Souls, Evil Forces and Traps.
The rulebook names the types, that there are 100 cards and 12 Heroes, three of them with one
cross; it gives no split of the other 88. ``data/cards.json`` is the library's own split, and
each Blessing and Trap does one thing from a small, explicit set (:class:`CardEffect`).

>>> cards = load_cards()
>>> len(cards), sum(card.type is CardType.HERO for card in cards)
(100, 12)
>>> [card.name for card in cards if card.type is CardType.HERO and len(card.crosses) == 1]
['Ruth', 'Joseph', 'Gideon']
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, Final

from attrs import field, frozen
from attrs.validators import ge

from redemption_rules.city_of_bondage.board import read_data
from redemption_rules.errors import BoardError

if TYPE_CHECKING:
    from pathlib import Path


class Colour(enum.Enum):
    """A colour of crosses, Enhancements and Evil Forces: the unit it counts in."""

    BLUE = "blue"
    """Faith."""
    GREEN = "green"
    """Wisdom."""
    RED = "red"
    """Deed."""


class CardType(enum.Enum):
    """The six kinds of card."""

    HERO = "hero"
    ENHANCEMENT = "enhancement"
    BLESSING = "blessing"
    LOST_SOUL = "lost_soul"
    EVIL_FORCE = "evil_force"
    TRAP = "trap"


class CardEffect(enum.Enum):
    """What a Blessing or a Trap does: the library's small set, each carried out in full."""

    HEAL = "heal"
    """Blessing: remove ``value`` hit chips from the hero (not below 0)."""
    STRENGTH = "strength"
    """Blessing: +``value`` strength in the battle being fought (used before it is decided)."""
    WOUND = "wound"
    """Trap: the hero takes ``value`` hit chips."""
    LOSE_SOUL = "lose_soul"
    """Trap (Ignorance): the last Lost Soul the player rescued is discarded and stops scoring."""
    LOSE_ENHANCEMENT = "lose_enhancement"
    """Trap: the last Enhancement the hero gained is discarded."""


BLESSING_EFFECTS: Final = frozenset({CardEffect.HEAL, CardEffect.STRENGTH})
TRAP_EFFECTS: Final = frozenset(
    {CardEffect.WOUND, CardEffect.LOSE_SOUL, CardEffect.LOSE_ENHANCEMENT}
)
DECK_SIZE: Final = 100
HEROES: Final = 12
SINGLE_CROSS_HEROES: Final = 3
CARDS_FILE: Final = "cards.json"
_SECTIONS: Final = {
    "heroes": CardType.HERO,
    "enhancements": CardType.ENHANCEMENT,
    "blessings": CardType.BLESSING,
    "lost_souls": CardType.LOST_SOUL,
    "evil_forces": CardType.EVIL_FORCE,
    "traps": CardType.TRAP,
}


@frozen
class CityCard:
    """One card of the game; ``id`` is its place in the 100 and names it in a state."""

    id: int = field(validator=ge(0))
    name: str
    type: CardType
    crosses: tuple[Colour, ...] = ()
    """A Hero's crosses: two of one colour count 2 units in it; two colours count 1 each."""
    colour: Colour | None = None
    """An Enhancement's or Evil Force's colour."""
    value: int = field(default=0, validator=ge(0))
    """An Enhancement's units, an Evil Force's power N, a Blessing's or Trap's amount."""
    effect: CardEffect | None = None

    def units(self, colour: Colour) -> int:
        """The units of *colour* this card adds to a hero's strength (crosses or units)."""
        if self.type is CardType.HERO:
            return sum(cross is colour for cross in self.crosses)
        if self.type is CardType.ENHANCEMENT and self.colour is colour:
            return self.value
        return 0


def load_cards(path: str | Path | None = None) -> tuple[CityCard, ...]:
    """Read a card file (JSON); the package's own 100 cards when *path* is None.

    Raises:
        BoardError: the file does not describe the 100 cards the rules need; the message
            names every problem.
    """
    data, source = read_data(path, CARDS_FILE)
    return cards_from_data(data, source=source)


def cards_from_data(data: object, *, source: str | None = None) -> tuple[CityCard, ...]:
    """Expand the plain data of a card file into the numbered cards, and check them.

    Raises:
        BoardError: a missing section, an unreadable entry, or wrong counts.
    """
    if not isinstance(data, dict):
        raise BoardError(["a card file holds one JSON object"], source=source)
    missing = [key for key in _SECTIONS if key not in data]
    if missing:
        raise BoardError([f"no {key!r} entry" for key in missing], source=source)
    cards: list[CityCard] = []
    try:
        for key, kind in _SECTIONS.items():
            for entry in data[key]:
                for _ in range(int(entry.get("count", 1))):
                    cards.append(_card(len(cards), kind, entry))
    except (KeyError, TypeError, ValueError, AttributeError) as exc:
        raise BoardError([f"an entry cannot be read: {exc!r}"], source=source) from exc
    problems = card_problems(tuple(cards))
    if problems:
        raise BoardError(problems, source=source)
    return tuple(cards)


def card_problems(cards: tuple[CityCard, ...]) -> list[str]:
    """Why *cards* are not a playable set of cards, one sentence per problem."""
    problems: list[str] = []
    if len(cards) != DECK_SIZE:
        problems.append(f"{len(cards)} cards, not {DECK_SIZE}")
    heroes = [card for card in cards if card.type is CardType.HERO]
    if len(heroes) != HEROES:
        problems.append(f"{len(heroes)} Heroes, not {HEROES}")
    single = sum(len(card.crosses) == 1 for card in heroes)
    if single != SINGLE_CROSS_HEROES:
        problems.append(f"{single} Heroes with one cross, not {SINGLE_CROSS_HEROES}")
    for card in cards:
        name = f"card {card.id} ({card.name!r})"
        if card.type is CardType.HERO and len(card.crosses) not in (1, 2):
            problems.append(f"{name} has {len(card.crosses)} crosses, not 1 or 2")
        if card.type in (CardType.ENHANCEMENT, CardType.EVIL_FORCE):
            if card.colour is None:
                problems.append(f"{name} has no colour")
            if card.value < 1:
                problems.append(f"{name} has no units or power")
        if card.type is CardType.BLESSING and card.effect not in BLESSING_EFFECTS:
            problems.append(f"{name}: a Blessing's effect is heal or strength")
        if card.type is CardType.TRAP and card.effect not in TRAP_EFFECTS:
            problems.append(f"{name}: a Trap's effect is wound, lose_soul or lose_enhancement")
    return problems


def _card(number: int, kind: CardType, entry: dict[str, Any]) -> CityCard:
    colour = entry.get("colour")
    effect = entry.get("effect")
    value = entry.get("units", entry.get("power", entry.get("amount", 0)))
    return CityCard(
        id=number,
        name=str(entry["name"]),
        type=kind,
        crosses=tuple(Colour(one) for one in entry.get("crosses", ())),
        colour=None if colour is None else Colour(colour),
        value=int(value),
        effect=None if effect is None else CardEffect(effect),
    )
