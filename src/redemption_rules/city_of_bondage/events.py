"""Events: what happened in a City of Bondage transition, one frozen record per kind."""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Any, ClassVar, Final

from attrs import frozen

from redemption_rules.city_of_bondage.board import Cell
from redemption_rules.city_of_bondage.state import EndReason, Face
from redemption_rules.serialization import register_configuration, tag_union

if TYPE_CHECKING:
    from collections.abc import Callable

    import cattrs

    from redemption_rules.city_of_bondage.state import CityState


class BattleResult(enum.Enum):
    """How a battle ended (J.5), with T the hero's total and N the Evil Force's power."""

    RETREAT = "retreat"
    """T = N: the Evil Force is discarded face up; no VP."""
    VANQUISH = "vanquish"
    """T > N: the hero keeps the Evil Force face down; 1 VP."""
    BATTLE_BLESSING = "battle_blessing"
    """Four lambs or more in one roll: vanquished whatever N is."""
    STANDS = "stands"
    """T < N: the Evil Force stays in the building."""


@frozen
class OpeningRolled:
    """The players rolled the movement die for the first turn (a tie is rolled again)."""

    kind: ClassVar[str] = "opening_rolled"
    players: tuple[int, ...]
    rolls: tuple[int, ...]


@frozen
class FirstPlayerFound:
    """The highest opening roll: this player picks, places and plays first."""

    kind: ClassVar[str] = "first_player_found"
    player: int


@frozen
class HeroPicked:
    """A player took a Hero card and its token."""

    kind: ClassVar[str] = "hero_picked"
    player: int
    card: int


@frozen
class GatePicked:
    """A hero was set on its entrance gate."""

    kind: ClassVar[str] = "gate_picked"
    player: int
    gate: int


@frozen
class DrawDeckShuffled:
    """The unpicked Heroes and the other cards were shuffled into the draw deck."""

    kind: ClassVar[str] = "draw_deck_shuffled"
    cards: int


@frozen
class PlacementRolled:
    """A player's placement roll (J.3): the table row it names is placed next."""

    kind: ClassVar[str] = "placement_rolled"
    player: int
    roll: int


@frozen
class CardsPlaced:
    """Cards from the draw deck went onto a building; ``face_up`` names those laid face up."""

    kind: ClassVar[str] = "cards_placed"
    building: int
    count: int
    face_up: tuple[int, ...] = ()


@frozen
class TurnStarted:
    """A player's turn began."""

    kind: ClassVar[str] = "turn_started"
    player: int
    turn: int


@frozen
class MovementRolled:
    """The movement die: the roll, and the steps left after hit chips beyond the free ones."""

    kind: ClassVar[str] = "movement_rolled"
    player: int
    roll: int
    steps: int


@frozen
class HeroMoved:
    """A hero stopped on a new cell."""

    kind: ClassVar[str] = "hero_moved"
    player: int
    origin: Cell
    to: Cell


@frozen
class BuildingLeft:
    """The last hero left a building: its cards turned face down, ``added`` cards joined."""

    kind: ClassVar[str] = "building_left"
    player: int
    building: int
    added: int


@frozen
class BuildingExplored:
    """A hero entered a building and turned its cards face up."""

    kind: ClassVar[str] = "building_explored"
    player: int
    building: int
    cards: tuple[int, ...]


@frozen
class CardGained:
    """A hero took a card: kept by its type (an Evil Force as vanquished)."""

    kind: ClassVar[str] = "card_gained"
    player: int
    card: int


@frozen
class TrapSprung:
    """A Trap sprang on the hero exploring a building."""

    kind: ClassVar[str] = "trap_sprung"
    player: int
    card: int


@frozen
class TrapsDiscarded:
    """Traps discarded unresolved (two Blessings or more in the building)."""

    kind: ClassVar[str] = "traps_discarded"
    player: int
    cards: tuple[int, ...]


@frozen
class CardLost:
    """A Trap took a card from the player: it is discarded and stops counting."""

    kind: ClassVar[str] = "card_lost"
    player: int
    card: int


@frozen
class HitsTaken:
    """Hit chips put on a hero; ``cause`` is dragon, surprise or the Trap's card number."""

    kind: ClassVar[str] = "hits_taken"
    player: int
    count: int
    cause: str


@frozen
class HitsRemoved:
    """Hit chips taken off a hero; ``cause`` is recovery (at the Well) or blessing."""

    kind: ClassVar[str] = "hits_removed"
    player: int
    count: int
    cause: str


@frozen
class BlessingUsed:
    """A held Blessing was used and discarded."""

    kind: ClassVar[str] = "blessing_used"
    player: int
    card: int


@frozen
class BattleStarted:
    """A hero battles an Evil Force with this many dice (J.5)."""

    kind: ClassVar[str] = "battle_started"
    player: int
    evil_force: int
    building: int
    dice: int


@frozen
class DiceRolled:
    """Battle dice thrown: the faces of the dice thrown (all of them, or the lambs re-rolled)."""

    kind: ClassVar[str] = "dice_rolled"
    player: int
    faces: tuple[Face, ...]
    reroll: bool = False


@frozen
class BattleResolved:
    """A battle's result: the hero's total T against the power N."""

    kind: ClassVar[str] = "battle_resolved"
    player: int
    evil_force: int
    total: int
    power: int
    result: BattleResult


@frozen
class TurnEnded:
    """A player's turn ended."""

    kind: ClassVar[str] = "turn_ended"
    player: int


@frozen
class GameEnded:
    """The game is over: a winner, or nobody (everyone overwhelmed)."""

    kind: ClassVar[str] = "game_ended"
    winner: int | None
    reason: EndReason


CityEvent = (
    OpeningRolled
    | FirstPlayerFound
    | HeroPicked
    | GatePicked
    | DrawDeckShuffled
    | PlacementRolled
    | CardsPlaced
    | TurnStarted
    | MovementRolled
    | HeroMoved
    | BuildingLeft
    | BuildingExplored
    | CardGained
    | TrapSprung
    | TrapsDiscarded
    | CardLost
    | HitsTaken
    | HitsRemoved
    | BlessingUsed
    | BattleStarted
    | DiceRolled
    | BattleResolved
    | TurnEnded
    | GameEnded
)
"""Any City of Bondage event."""

CITY_EVENT_CLASSES: Final[tuple[type[CityEvent], ...]] = (
    OpeningRolled,
    FirstPlayerFound,
    HeroPicked,
    GatePicked,
    DrawDeckShuffled,
    PlacementRolled,
    CardsPlaced,
    TurnStarted,
    MovementRolled,
    HeroMoved,
    BuildingLeft,
    BuildingExplored,
    CardGained,
    TrapSprung,
    TrapsDiscarded,
    CardLost,
    HitsTaken,
    HitsRemoved,
    BlessingUsed,
    BattleStarted,
    DiceRolled,
    BattleResolved,
    TurnEnded,
    GameEnded,
)


def _configure(converter: cattrs.Converter) -> None:
    tag_union(converter, CITY_EVENT_CLASSES, name="CityEvent")


register_configuration(_configure)


def describe(event: CityEvent, state: CityState) -> str:
    """A line of English for *event*, naming cards, buildings and gates from *state*.

    Face-down cards placed are counted, not named.
    """
    player = getattr(event, "player", None)
    who = f"player {player + 1}" if isinstance(player, int) else ""
    text = _DESCRIBE[type(event)](event, state)
    return f"{who} {text}".strip()


def _card(state: CityState, number: int) -> str:
    return state.cards[number].name


def _cards(state: CityState, numbers: tuple[int, ...]) -> str:
    return ", ".join(_card(state, number) for number in numbers) or "nothing"


def _building(state: CityState, index: int) -> str:
    return state.board.buildings[index].name


def _opening(event: OpeningRolled, _: CityState) -> str:
    rolls = ", ".join(
        f"player {seat + 1} {roll}" for seat, roll in zip(event.players, event.rolls, strict=True)
    )
    return f"opening roll: {rolls}"


def _placed(event: CardsPlaced, state: CityState) -> str:
    shown = f" face up: {_cards(state, event.face_up)}" if event.face_up else " face down"
    plural = "card" if event.count == 1 else "cards"
    return f"{event.count} {plural} on the {_building(state, event.building)}{shown}"


def _ended(event: GameEnded, _: CityState) -> str:
    if event.winner is None:
        return "everyone is overwhelmed: all players lose together"
    return f"player {event.winner + 1} wins at the Well of Living Water"


_DESCRIBE: Final[dict[type[Any], Callable[[Any, CityState], str]]] = {
    OpeningRolled: _opening,
    FirstPlayerFound: lambda _event, _: "goes first",
    HeroPicked: lambda event, state: f"picks {_card(state, event.card)}",
    GatePicked: lambda event, state: f"starts at the {state.board.gates[event.gate].name}",
    DrawDeckShuffled: lambda event, _: f"the draw deck is shuffled ({event.cards} cards)",
    PlacementRolled: lambda event, _: f"rolls {event.roll} for placement",
    CardsPlaced: _placed,
    TurnStarted: lambda event, _: f"begins turn {event.turn}",
    MovementRolled: lambda event, _: f"rolls {event.roll} and may move {event.steps} steps",
    HeroMoved: lambda event, _: f"moves from {event.origin} to {event.to}",
    BuildingLeft: lambda event, state: (
        f"leaves the {_building(state, event.building)}"
        + (f"; {event.added} card added there" if event.added else "")
    ),
    BuildingExplored: lambda event, state: (
        f"enters the {_building(state, event.building)}: {_cards(state, event.cards)}"
    ),
    CardGained: lambda event, state: f"gains {_card(state, event.card)}",
    TrapSprung: lambda event, state: f"springs the trap {_card(state, event.card)}",
    TrapsDiscarded: lambda event, state: f"discards unresolved {_cards(state, event.cards)}",
    CardLost: lambda event, state: f"loses {_card(state, event.card)}",
    HitsTaken: lambda event, state: (
        f"takes {event.count} hit chip{'s' if event.count != 1 else ''} "
        f"({_cause(event.cause, state)})"
    ),
    HitsRemoved: lambda event, _: f"removes {event.count} hit chips ({event.cause})",
    BlessingUsed: lambda event, state: f"uses {_card(state, event.card)}",
    BattleStarted: lambda event, state: (
        f"battles {_card(state, event.evil_force)} with {event.dice} dice"
    ),
    DiceRolled: lambda event, _: (
        ("re-rolls: " if event.reroll else "rolls: ")
        + (", ".join(face.value for face in event.faces) or "no dice")
    ),
    BattleResolved: lambda event, state: (
        f"{event.result.value.replace('_', ' ')}: strength {event.total} against "
        f"{_card(state, event.evil_force)}'s {event.power}"
    ),
    TurnEnded: lambda _event, _: "ends the turn",
    GameEnded: _ended,
}


def _cause(cause: str, state: CityState) -> str:
    if cause.startswith("trap "):
        return _card(state, int(cause.removeprefix("trap ")))
    return cause
