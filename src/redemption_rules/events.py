"""Events: what happened in a transition, one frozen record per kind, in order.

:func:`redemption_rules.step` returns them with the new state. A frontend animates them, a log
prints them (each has a :meth:`describe`), and a replay needs only the seed and the actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Final

from attrs import frozen

from redemption_rules.serialization import register_configuration, tag_union
from redemption_rules.state import (
    BattleKind,
    BattleOutcome,
    EndReason,
    InstanceId,
    Phase,
    PlayerId,
    Situation,
)
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    import cattrs


@frozen
class DeckShuffled:
    """A player's deck was shuffled."""

    kind: ClassVar[str] = "deck_shuffled"
    player: PlayerId


@frozen
class CardMoved:
    """A card went from one zone to another (``None`` player: the Field of Battle)."""

    kind: ClassVar[str] = "card_moved"
    card: InstanceId
    from_player: PlayerId | None
    from_zone: Zone
    to_player: PlayerId | None
    to_zone: Zone


@frozen
class FirstPlayerChosen:
    """The player to take the first turn was chosen (by *chooser*, or at random if None)."""

    kind: ClassVar[str] = "first_player_chosen"
    player: PlayerId
    chooser: PlayerId | None


@frozen
class TurnBegan:
    """A player's turn began."""

    kind: ClassVar[str] = "turn_began"
    player: PlayerId
    turn: int
    round: int


@frozen
class PhaseBegan:
    """A phase of the active player's turn began."""

    kind: ClassVar[str] = "phase_began"
    player: PlayerId
    phase: Phase


@frozen
class DrawSkipped:
    """A Draw Phase drew nothing: the round-one rule, or an empty deck."""

    kind: ClassVar[str] = "draw_skipped"
    player: PlayerId
    reason: str


@frozen
class DominantPlayed:
    """A Dominant was played. Special abilities are not yet carried out by the engine."""

    kind: ClassVar[str] = "dominant_played"
    player: PlayerId
    card: InstanceId


@frozen
class BattleBegan:
    """A player attacked another with a Hero."""

    kind: ClassVar[str] = "battle_began"
    attacker: PlayerId
    defender: PlayerId
    hero: InstanceId
    battle: BattleKind


@frozen
class Blocked:
    """The defender blocked with an Evil Character."""

    kind: ClassVar[str] = "blocked"
    player: PlayerId
    character: InstanceId


@frozen
class BlockDeclined:
    """The defender let the attack through unblocked."""

    kind: ClassVar[str] = "block_declined"
    player: PlayerId


@frozen
class EnhancementPlayed:
    """An Enhancement was played on a character in battle."""

    kind: ClassVar[str] = "enhancement_played"
    player: PlayerId
    card: InstanceId
    character: InstanceId


@frozen
class InitiativeGiven:
    """After a change in battle, *player* has initiative in *situation*."""

    kind: ClassVar[str] = "initiative_given"
    player: PlayerId
    situation: Situation


@frozen
class Passed:
    """A player passed initiative in a stalemate or mutual destruction."""

    kind: ClassVar[str] = "passed"
    player: PlayerId


@frozen
class BattleResolved:
    """A battle ended; *rescue* tells whether a rescue attempt succeeded (None: challenge)."""

    kind: ClassVar[str] = "battle_resolved"
    outcome: BattleOutcome
    rescue: bool | None


@frozen
class SoulRescued:
    """A Lost Soul went from a Land of Bondage to the rescuer's Land of Redemption."""

    kind: ClassVar[str] = "soul_rescued"
    player: PlayerId
    soul: InstanceId
    from_player: PlayerId


@frozen
class GameEnded:
    """The game is over; *winner* None is a draw."""

    kind: ClassVar[str] = "game_ended"
    winner: PlayerId | None
    reason: EndReason


Event = (
    DeckShuffled
    | CardMoved
    | FirstPlayerChosen
    | TurnBegan
    | PhaseBegan
    | DrawSkipped
    | DominantPlayed
    | BattleBegan
    | Blocked
    | BlockDeclined
    | EnhancementPlayed
    | InitiativeGiven
    | Passed
    | BattleResolved
    | SoulRescued
    | GameEnded
)
"""Any event."""

EVENT_CLASSES: Final[tuple[type[Event], ...]] = (
    DeckShuffled,
    CardMoved,
    FirstPlayerChosen,
    TurnBegan,
    PhaseBegan,
    DrawSkipped,
    DominantPlayed,
    BattleBegan,
    Blocked,
    BlockDeclined,
    EnhancementPlayed,
    InitiativeGiven,
    Passed,
    BattleResolved,
    SoulRescued,
    GameEnded,
)


def _kind(cls: type[object]) -> str:
    kind: str = getattr(cls, "kind")  # noqa: B009 - a ClassVar read off the class
    return kind


def _configure(converter: cattrs.Converter) -> None:
    tag_union(converter, name="Event", classes=EVENT_CLASSES, tag_name="kind", tag_of=_kind)


register_configuration(_configure)
