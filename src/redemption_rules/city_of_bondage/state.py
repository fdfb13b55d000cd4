"""The state of a City of Bondage game: the board, the cards, every hero, the dice (the RNG).

A :class:`CityState` is frozen and complete: the board and the 100 cards it is played with,
where every card is, each hero's place, hit chips and rescued cards, the pending decision
(:class:`Stage`), and the random number generator the dice come from. The same seed and the
same actions give the same game. Cards are named by their number in ``cards``.
"""

from __future__ import annotations

import enum
from collections import Counter
from typing import Final

from attrs import field, frozen
from attrs.validators import ge

from redemption_rules.city_of_bondage.board import Board, Cell
from redemption_rules.city_of_bondage.cards import CardType, CityCard, Colour
from redemption_rules.city_of_bondage.rules import CityRuleset
from redemption_rules.state import Rng


class Stage(enum.Enum):
    """The decision the player to act must take."""

    PICK_HERO = "pick_hero"
    """Setup: choose a Hero card (highest opening roll first, then clockwise)."""
    PICK_GATE = "pick_gate"
    """Setup: choose a free gate to start from."""
    PLACE_FACE_UP = "place_face_up"
    """Setup, placement roll 8: choose the building of the next section for a face-up card."""
    START = "start"
    """A turn begins: hold position, or roll the movement die."""
    MOVE = "move"
    """The movement die is rolled: choose where to stop."""
    REROLL = "reroll"
    """In battle, the dice are rolled: re-roll lambs, use a Blessing, or let the dice stand."""
    GAIN = "gain"
    """Take one card from the building, or end the turn."""
    OVER = "over"
    """The game has ended."""


class Face(enum.Enum):
    """A face of a battle die: three crosses of the three colours, a dragon, two lambs."""

    BLUE = "blue"
    GREEN = "green"
    RED = "red"
    DRAGON = "dragon"
    LAMB = "lamb"

    @property
    def colour(self) -> Colour | None:
        """The colour of a cross face; None for a dragon or a lamb."""
        return _CROSSES.get(self)


BATTLE_DIE: Final = (Face.BLUE, Face.GREEN, Face.RED, Face.DRAGON, Face.LAMB, Face.LAMB)
"""The six faces of each battle die."""
_CROSSES: Final = {Face.BLUE: Colour.BLUE, Face.GREEN: Colour.GREEN, Face.RED: Colour.RED}


class EndReason(enum.Enum):
    """Why the game ended."""

    VICTORY = "victory"
    """A player with enough VP moved onto the Well."""
    OVERWHELMED = "overwhelmed"
    """The hit chips on all heroes reached the threshold: everyone loses together."""


def _ints(items: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    return tuple(items)


def _optional_cell(item: Cell | list[int] | None) -> Cell | None:
    if item is None:
        return None
    row, column = item
    return int(row), int(column)


@frozen
class CityPlayer:
    """One player's hero on the board and the cards kept by it."""

    hero: int | None = None
    """The player's Hero card; None until picked."""
    gate: int | None = None
    """The index of the gate the hero started from."""
    position: Cell | None = field(default=None, converter=_optional_cell)
    hits: int = field(default=0, validator=ge(0))
    """Hit chips on the hero."""
    enhancements: tuple[int, ...] = field(default=(), converter=_ints)
    """Face up by the hero card, in the order gained."""
    blessings: tuple[int, ...] = field(default=(), converter=_ints)
    """Held face up, to use during the player's own turns."""
    souls: tuple[int, ...] = field(default=(), converter=_ints)
    """Rescued Lost Souls, face down: 1 VP each."""
    rescued: tuple[int, ...] = field(default=(), converter=_ints)
    """Captive Heroes rescued, crosswise under the hero card: +1 battle die and 1 VP each."""
    vanquished: tuple[int, ...] = field(default=(), converter=_ints)
    """Vanquished Evil Forces, face down by the hero card: 1 VP each."""

    @property
    def victory_points(self) -> int:
        """Rescued Lost Souls and Heroes and vanquished Evil Forces, one VP each."""
        return len(self.souls) + len(self.rescued) + len(self.vanquished)

    def cards(self) -> tuple[int, ...]:
        """Every card the player holds, the Hero card first."""
        own = () if self.hero is None else (self.hero,)
        return (
            own + self.enhancements + self.blessings + self.souls + self.rescued + self.vanquished
        )


@frozen
class Room:
    """The cards on one building."""

    cards: tuple[int, ...] = field(default=(), converter=_ints)
    """In the order they were placed, the last on top."""
    face_up: tuple[int, ...] = field(default=(), converter=_ints)
    """Those lying face up (all of them while a hero is inside)."""


@frozen
class Battle:
    """A battle being fought against one Evil Force."""

    evil_force: int
    building: int
    dice: tuple[Face, ...]
    """The faces showing."""
    rerolls: int = field(default=0, validator=ge(0))
    """Re-rolls of lambs made so far."""
    bonus: int = field(default=0, validator=ge(0))
    """Strength added by Blessings used in this battle."""


@frozen(slots=False)  # legal_actions keeps its answer beside the fields
class CityState:
    """Everything about a City of Bondage game at one moment.

    Read status with :attr:`is_over`, :attr:`winner` and :attr:`to_act`; change it only
    through ``step`` or ``apply`` of :mod:`redemption_rules.city_of_bondage.engine`.
    """

    ruleset: CityRuleset
    board: Board
    cards: tuple[CityCard, ...]
    players: tuple[CityPlayer, ...]
    rng: Rng
    stage: Stage
    active: int = field(validator=ge(0))
    """The player who must act (during setup: who picks or places)."""
    first: int = field(default=0, validator=ge(0))
    """The player of the highest opening roll: first to pick, to place and to play."""
    rooms: tuple[Room, ...] = ()
    """The cards on each building, in board order."""
    deck: tuple[int, ...] = ()
    """The face-down draw deck, top first."""
    discard: tuple[int, ...] = ()
    """Face up beside the draw deck: retreated Evil Forces, used Blessings, sprung Traps and
    cards lost to Traps."""
    pool: tuple[int, ...] = ()
    """Hero cards not yet picked (setup only); the rest are shuffled into the draw deck."""
    placement_rolls: tuple[int, ...] = ()
    """The placement rolls made so far, one per player, in order."""
    sections_left: tuple[str, ...] = ()
    """Placement roll 8: the sections whose face-up card is still to be placed."""
    turn: int = 0
    steps: int = 0
    """After the movement roll: how many steps the hero may move."""
    battle: Battle | None = None
    battled: bool = False
    """The hero has fought its one Evil Force battle of this turn."""
    gained: bool = False
    """The hero has taken its one card of this turn."""
    winner: int | None = None
    end: EndReason | None = None

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (a victory, or everyone overwhelmed)."""
        return self.stage is Stage.OVER

    @property
    def to_act(self) -> int | None:
        """The player who must act now; None once the game is over."""
        return None if self.is_over else self.active

    @property
    def total_hits(self) -> int:
        """The hit chips on all heroes."""
        return sum(player.hits for player in self.players)

    def card(self, number: int) -> CityCard:
        """The card numbered *number*."""
        return self.cards[number]

    def problems(self) -> list[str]:
        """What is impossible about this state, one sentence each; empty when all is well.

        Every card is in exactly one place; face-up cards lie on their building; hit chips
        are not negative and within the supply; heroes stand on street cells.
        """
        places = [card for player in self.players for card in player.cards()]
        for room in self.rooms:
            places += room.cards
        places += self.deck + self.discard + self.pool
        problems: list[str] = []
        if sorted(places) != list(range(len(self.cards))):
            found = Counter(places)
            problems += [
                f"card {card} is in {count} places" for card, count in found.items() if count > 1
            ]
            missing = set(range(len(self.cards))) - set(found)
            problems += [f"card {card} is nowhere" for card in sorted(missing)]
            problems += [
                f"card {card} does not exist" for card in found if not 0 <= card < len(self.cards)
            ]
        if len(self.rooms) != len(self.board.buildings):
            problems.append(f"{len(self.rooms)} rooms for {len(self.board.buildings)} buildings")
        for index, room in enumerate(self.rooms):
            if not set(room.face_up) <= set(room.cards):
                problems.append(f"building {index} shows cards that are not on it")
        if self.total_hits > self.ruleset.hit_chips:
            problems.append(f"{self.total_hits} hit chips on heroes, of {self.ruleset.hit_chips}")
        for seat, player in enumerate(self.players):
            if player.position is not None and not self.board.is_street(player.position):
                problems.append(f"player {seat} stands on {player.position}, not a street cell")
        if not 0 <= self.active < len(self.players):
            problems.append(f"player {self.active} is to act in a game of {len(self.players)}")
        if (self.battle is None) != (self.stage is not Stage.REROLL):
            problems.append(f"stage {self.stage.value} with battle {self.battle!r}")
        if self.is_over != (self.end is not None):
            problems.append(f"stage {self.stage.value} with end {self.end!r}")
        return problems

    def heroes_in(self, building: int) -> tuple[int, ...]:
        """The players whose heroes are inside *building* (on its threshold)."""
        threshold = self.board.buildings[building].threshold
        return tuple(seat for seat, one in enumerate(self.players) if one.position == threshold)

    def building_of(self, seat: int) -> int | None:
        """The building *seat*'s hero is inside, or None."""
        position = self.players[seat].position
        return None if position is None else self.board.building_at(position)

    def strength(self, seat: int, colour: Colour) -> int:
        """The hero's base strength against an Evil Force of *colour*: crosses and Enhancements."""
        player = self.players[seat]
        if player.hero is None:
            return 0
        own = self.cards[player.hero].units(colour)
        return own + sum(self.cards[card].units(colour) for card in player.enhancements)

    def gainable(self, building: int) -> tuple[int, ...]:
        """The cards a hero may take from *building*: Enhancements, Lost Souls, captive Heroes."""
        return tuple(
            card for card in self.rooms[building].cards if self.cards[card].type in _GAINABLE
        )


_GAINABLE: Final = frozenset({CardType.ENHANCEMENT, CardType.LOST_SOUL, CardType.HERO})
