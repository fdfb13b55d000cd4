"""The City of Bondage ruleset: every number of the rules and every point they leave open.

The engine reads these fields and nothing else; a variant is a new :class:`CityRuleset` made
with :func:`attrs.evolve`. The defaults follow the rulebook where it speaks and the choices
marked in the rules digest (J.8) where it does not.

>>> CITY.overwhelm_at(2), CITY.overwhelm_at(4)
(10, 18)
>>> from attrs import evolve
>>> evolve(CITY, lamb_rerolls=None).lamb_rerolls is None
True
"""

from __future__ import annotations

import enum
from typing import Any

from attrs import Attribute, field, frozen
from attrs.validators import ge, instance_of

from redemption_rules.city_of_bondage.board import Tag

__all__ = [
    "CITY",
    "BlessingScope",
    "CityRuleset",
    "EmptyDeck",
    "OpeningTies",
    "Placement",
    "TrapDisposal",
    "WinTiming",
]


class BlessingScope(enum.Enum):
    """What a hero takes on finding two Blessings or more in a building."""

    EVERY_CARD = "every_card"
    """Every card in the room, Evil Forces too, each kept as vanquished for 1 VP (default)."""
    NOT_EVIL_FORCES = "not_evil_forces"
    """Every card but the Evil Forces, which stay and are battled as usual."""


class OpeningTies(enum.Enum):
    """Who goes first when the highest opening rolls tie."""

    REROLL = "reroll"
    """The tied players roll again until one is highest (default)."""
    EARLIEST_SEAT = "earliest_seat"
    """The tied player in the earliest seat goes first."""


class EmptyDeck(enum.Enum):
    """What happens when a card must come from an empty draw deck."""

    SKIP = "skip"
    """No card is placed (default)."""
    RESHUFFLE = "reshuffle"
    """The discard pile (retreated Evil Forces, used Blessings, sprung Traps, lost cards) is
    shuffled into a new draw deck first; with that empty too, no card is placed."""


class WinTiming(enum.Enum):
    """When a player with enough VP at the Well wins."""

    ON_ARRIVAL = "on_arrival"
    """Only by ending a move on the Well with enough VP (default)."""
    AT_WELL = "at_well"
    """Also by ending any own turn on the Well with enough VP (holding there counts)."""


class TrapDisposal(enum.Enum):
    """Where a Trap goes once it has sprung (or is discarded unresolved)."""

    DISCARD = "discard"
    """The discard pile beside the draw deck, as in the rulebook's sample (default)."""
    DECK_BOTTOM = "deck_bottom"
    """The bottom of the draw deck."""


@frozen
class Placement:
    """One row of the placement roll table: which buildings get how many cards."""

    roll: int
    cards: int
    tag: Tag | None = None
    """The buildings carrying this tag; None for rolls 1 and 8."""
    beside_gate: bool = False
    """Roll 1: every building in the two sections either side of the roller's gate."""
    one_per_section: bool = False
    """Roll 8: buildings the roller chooses, one per section, cards placed face up."""


PLACEMENTS = (
    Placement(1, 1, beside_gate=True),
    Placement(2, 2, Tag.NEAREST_WELL),
    Placement(3, 2, Tag.DOME),
    Placement(4, 1, Tag.TILE_ROOF),
    Placement(5, 2, Tag.NEAREST_GATE),
    Placement(6, 1, Tag.STAIRS),
    Placement(7, 3, Tag.AWNINGS),
    Placement(8, 1, one_per_section=True),
)


def _count_or_none(_: object, attribute: Attribute[Any], value: int | None) -> None:
    if value is not None and value < 0:
        raise ValueError(f"{attribute.name} must be None or at least 0, not {value!r}")


@frozen
class CityRuleset:
    """Every number and open option of City of Bondage (rules digest J.1 to J.8)."""

    name: str = "city-of-bondage"
    min_players: int = field(default=1, validator=ge(1))
    max_players: int = field(default=4, validator=ge(1))
    """Four gates, and the overwhelm table stops at four."""
    movement_die: int = field(default=8, validator=ge(1))
    """The movement die is numbered 1 to 8."""
    base_dice: int = field(default=4, validator=ge(0))
    single_cross_dice: int = field(default=5, validator=ge(0))
    """A Hero with one cross rolls 5 battle dice instead of 4."""
    max_dice: int = field(default=6, validator=ge(0))
    """There are 6 battle dice."""
    free_hits: int = field(default=4, validator=ge(0))
    """Hit chips beyond this many cost one step and one battle die each."""
    min_steps: int = field(default=0, validator=ge(0))
    """Steps never fall below this (the rulebook gives no floor; 0 is the digest's choice)."""
    min_dice: int = field(default=0, validator=ge(0))
    """Battle dice never fall below this (likewise)."""
    battle_blessing_lambs: int = field(default=4, validator=ge(1))
    """This many lambs in one roll is a Battle Blessing: the Evil Force is vanquished."""
    lamb_rerolls: int | None = field(default=1, validator=_count_or_none)
    """How many times the lambs may be re-rolled in one battle; None: as often as wished.
    The rulebook's sample shows one re-roll."""
    gain_all_blessings: int = field(default=2, validator=ge(1))
    """With this many Blessings in a building the hero takes every card there."""
    blessing_scope: BlessingScope = field(
        default=BlessingScope.EVERY_CARD, validator=instance_of(BlessingScope)
    )
    extra_card_per_building: int = field(default=1, validator=ge(0))
    """After the placement rolls, this many more face-down cards go on every building."""
    cards_on_leaving: int = field(default=1, validator=ge(0))
    """Cards added face down when the last hero leaves a building an Evil Force still holds."""
    cards_on_leaving_empty: int = field(default=1, validator=ge(0))
    """Cards added face down when the last hero leaves a building with no card left. The
    rulebook is silent; 0 reads it literally, but then a game whose buildings are all emptied
    before anyone has enough VP can never end, so the library adds one (its own choice)."""
    victory_points: int = field(default=6, validator=ge(1))
    overwhelm_base: int = field(default=2, validator=ge(0))
    overwhelm_per_player: int = field(default=4, validator=ge(0))
    """Everyone loses when the hits on all heroes reach base + per player x players."""
    hit_chips: int = field(default=20, validator=ge(0))
    """The supply of hit chips: a hero takes no more once it is empty."""
    opening_ties: OpeningTies = field(
        default=OpeningTies.REROLL, validator=instance_of(OpeningTies)
    )
    empty_deck: EmptyDeck = field(default=EmptyDeck.SKIP, validator=instance_of(EmptyDeck))
    win_timing: WinTiming = field(default=WinTiming.ON_ARRIVAL, validator=instance_of(WinTiming))
    trap_disposal: TrapDisposal = field(
        default=TrapDisposal.DISCARD, validator=instance_of(TrapDisposal)
    )
    placements: tuple[Placement, ...] = PLACEMENTS
    """The placement roll table, one row per face of the movement die."""

    def overwhelm_at(self, players: int) -> int:
        """The total of hit chips on all heroes at which everyone loses together."""
        return self.overwhelm_base + self.overwhelm_per_player * players

    def allows_players(self, count: int) -> bool:
        """Whether a game of *count* players can be played."""
        return self.min_players <= count <= self.max_players


CITY = CityRuleset()
"""The rules as the rulebook gives them, with the digest's defaults for the open points."""
