"""Timing: when an ability fires and how long its effects last (REG: Abilities, Duration).

A :class:`Trigger` names the event or moment a triggered or manually triggered ability waits
for ("when this Lost Soul is rescued", "each upkeep", "after battle"). A :class:`Duration`
names how long an ongoing effect lasts ("this turn", "for 2 turns", "until end of battle").

>>> Duration(DurationUnit.TURN, 2).count
2
"""

from __future__ import annotations

import enum
from typing import ClassVar

from attrs import frozen

from redemption_rules.effects.targets import Condition, Direction, Player, Quantifier, Selector

__all__ = [
    "AfterEvent",
    "AnyEvent",
    "AtMoment",
    "Duration",
    "DurationUnit",
    "EachPhase",
    "Event",
    "Moment",
    "OnEvent",
    "Phase",
    "Trigger",
]


class Event(enum.Enum):
    """Something that happens to a card or player and can fire a triggered ability."""

    RESCUED = "rescued"
    DISCARDED = "discarded"
    PUT_IN_PLAY = "put_in_play"
    """"if put in play", "when this card enters play"."""
    PLAYED = "played"
    DRAWN = "drawn"
    BLOCKS = "blocks"
    ATTACKS = "attacks"
    """"attacks", "makes a rescue attempt"."""
    ENTERS_BATTLE = "enters_battle"
    CAPTURED = "captured"
    DEFEATED = "defeated"
    HARMED = "harmed"
    REVEALED = "revealed"
    CONVERTED = "converted"
    ACTIVATED = "activated"
    DEACTIVATED = "deactivated"
    """An active Artifact is turned face down again (REG: Artifact): "if this card is
    deactivated"."""
    BANISHED = "banished"
    SET_ASIDE = "set_aside"
    """Put in a set-aside area: "if a male and female Hero are set aside by this ability"."""
    RESERVED = "reserved"
    SHUFFLED = "shuffled"
    RETURNED = "returned"
    """Returned to hand, deck or territory."""
    TAKEN = "taken"
    SEARCHES = "searches"
    """A player searches a pile."""
    DRAWS = "draws"
    """A player draws cards."""
    USED = "used"
    """An ability or card is used."""
    NEGATED = "negated"
    INTERRUPTED = "interrupted"
    BLOCKED = "blocked"
    WITHDRAWN = "withdrawn"
    CHOSEN = "chosen"
    RESCUE_ATTEMPT_FAILS = "rescue_attempt_fails"
    RESCUE_ATTEMPT_SUCCEEDS = "rescue_attempt_succeeds"
    BLOCK_SUCCEEDS = "block_succeeds"
    """"if block is successful": the rescue attempt fails, or the Heroes of a battle
    challenge are all defeated (REG: Block)."""
    BLOCK_FAILS = "block_fails"
    BATTLE_WON = "battle_won"
    """"if this character wins a battle", "defeats"."""
    BANDED = "banded"
    MOVED = "moved"
    """Leaves its place for another ("is removed from battle")."""
    SURVIVES_BATTLE = "survives_battle"
    """"survives battle": is in battle when it ends and is not defeated."""
    WITHDRAWS = "withdraws"
    """"withdraws from battle": leaves battle by a withdraw."""


class Phase(enum.Enum):
    """A phase or span of the turn, as card text names it (REG: Turn)."""

    UPKEEP = "upkeep"
    """Old wording for the start of the turn (before the Draw Phase)."""
    DRAW = "draw"
    PREPARATION = "preparation"
    BATTLE = "battle"
    DISCARD = "discard"
    TURN = "turn"
    RESCUE_ATTEMPT = "rescue_attempt"
    BATTLE_CHALLENGE = "battle_challenge"
    ANY_TIME = "any_time"
    """"at any time"."""
    ROUND = "round"


class Moment(enum.Enum):
    """A moment relative to an effect or battle that fires an ability."""

    AFTER_BATTLE = "after_battle"
    AFTER_RESCUE_ATTEMPT = "after_rescue_attempt"
    AFTER_USE = "after_use"
    """Once the card's ability has been used: "Discard after use"."""
    ON_RETURN = "on_return"
    """When a set-aside card returns."""
    ON_ACTIVATION = "on_activation"
    BEGIN_BATTLE = "begin_battle"
    END_OF_TURN = "end_of_turn"
    END_OF_BATTLE = "end_of_battle"
    START_OF_TURN = "start_of_turn"
    ON_TURN = "on_turn"
    """"on turn four": after a numbered turn count."""
    END_OF_PHASE = "end_of_phase"
    """"at the end of the phase": the phase the ability was used in."""
    AFTER_TURNS = "after_turns"
    """"after 3 turns": once that many turns have passed since the ability was used."""
    AFTER_BLOCKS = "after_blocks"
    """"after one block": once the card has blocked that many times (after the battle it
    blocked in)."""
    START_OF_YOUR_NEXT_TURN = "start_of_your_next_turn"
    """"at the beginning of your next turn": the start of the next turn of the player using
    the ability."""
    END_OF_NEXT_TURN = "end_of_next_turn"
    """"by the end of the current player's next turn": the end of the next turn of the
    player whose turn it is when the ability is used."""
    END_OF_OWNERS_NEXT_TURN = "end_of_owners_next_turn"
    """"at the end of owner's next turn": the end of the next turn of the owner of the card
    the effect acts on."""


@frozen
class Trigger:
    """When a triggered ability fires (REG: Abilities, triggered). Subclasses say on what."""

    kind: ClassVar[str] = "trigger"


@frozen
class OnEvent(Trigger):
    """An event: "when this Lost Soul is rescued", "if your Isaac is discarded"."""

    kind: ClassVar[str] = "event"
    event: Event
    subject: Selector | None = None
    """The card (or cards) the event happens to; ``None`` for the card the ability is on."""
    player: Player | None = None
    """The player who makes the event happen, where that is the subject: "if opponent draws"."""
    by: Selector | None = None
    """What caused it: "discarded by a special ability"."""
    target: Selector | None = None
    """What the player acts on: "if opponent plays a good Enhancement", or what a card is
    played against: "if played against an O.T. Hero"."""
    phase: Phase | None = None
    """When the event happens: "if played during battle"."""
    or_events: tuple[Event, ...] = ()
    """Other events that fire it as well: "if that card is rescued or converted"."""
    where: Selector | None = None
    """Extra description of the event: "searches their deck", "played in battle"."""
    direction: Direction | None = None
    """How the card stands to ``where`` (``None`` when there is no ``where``): a card
    "removed from battle" leaves it (``Direction.FROM``), one "banded into battle" enters it
    (``Direction.INTO``)."""
    attacked: Player | None = None
    """The player a rescue attempt is made against: "if a lone Hero begins a rescue attempt
    against you"."""
    once: bool = False
    """"the next time", "the first time": it fires the first time the event happens, and
    never again."""


@frozen
class EachPhase(Trigger):
    """A phase: "each upkeep", "during your Preparation Phase", "at any time"."""

    kind: ClassVar[str] = "each_phase"
    phase: Phase
    player: Player | None = None
    """Whose phase; ``None`` for every player's."""
    once: bool = True
    """"each ..." fires once; "during ..." and "at any time" may repeat."""


@frozen
class AtMoment(Trigger):
    """A moment: "after battle", "on return", "on activation", "on turn four"."""

    kind: ClassVar[str] = "at_moment"
    moment: Moment
    number: int | None = None
    """The turn number for ``Moment.ON_TURN``; the number of turns for
    ``Moment.AFTER_TURNS``; the number of blocks for ``Moment.AFTER_BLOCKS``."""


@frozen
class AnyEvent(Trigger):
    """Any of several events: "If put in play (or if played from a territory)"."""

    kind: ClassVar[str] = "any_event"
    events: tuple[Trigger, ...]
    """The events, each an :class:`OnEvent`."""


@frozen
class AfterEvent(Trigger):
    """A moment after an event: "if discarded, ... after battle", "... after 2 turns".

    "If this card is discarded, discard all blocking Evil Characters after battle": the
    event fires the ability; its effect waits for the moment that follows it (REG:
    Abilities, triggered; Duration).
    """

    kind: ClassVar[str] = "after_event"
    event: Trigger
    """The event that sets the wait going: an :class:`OnEvent` or :class:`AnyEvent`."""
    moment: Trigger
    """The moment after the event when the effect is carried out: an :class:`AtMoment`
    (a trigger in the record's type, so that its form carries its kind as every trigger's
    does)."""


TRIGGER_CLASSES: tuple[type[Trigger], ...] = (
    Trigger,
    OnEvent,
    EachPhase,
    AtMoment,
    AnyEvent,
    AfterEvent,
)
"""Every trigger record, the base included (it joins the tagged union)."""


class DurationUnit(enum.Enum):
    """What a duration counts (REG: Duration)."""

    TURN = "turn"
    BATTLE = "battle"
    PHASE = "phase"
    ROUND = "round"
    GAME = "game"
    WHILE = "while"
    """As long as ``Duration.until`` holds: "while this card remains in play", "while a human
    Hero is in battle". Unlike a condition ("if"), tested once when the ability activates,
    the effect ends when ``until`` stops holding."""
    UNTIL = "until"
    """Until ``Duration.until`` holds ("until healed", "until this card leaves play")."""
    NEXT_TURN = "next_turn"
    """Until the end of the next turn of ``Duration.player`` ("until the end of their next
    turn"); of the next turn of any player when ``player`` is ``None``."""
    NEXT_BATTLE_PHASE = "next_battle_phase"
    """Through the next battle phase of ``Duration.player`` ("during your next battle
    phase"), of whoever has it next when ``player`` is ``None`` ("during the next battle
    phase"): the effect waits for that phase and ends with it."""


@frozen
class Duration:
    """How long an ongoing effect lasts: "this turn", "for 2 turns", "until end of battle"."""

    unit: DurationUnit
    count: int | None = 1
    """How many units ("for 2 turns"); ``None`` for a variable count."""
    variable: str = ""
    """``"X"`` for "for X turns"."""
    until: Condition | None = None
    """The state that bounds a ``WHILE`` or ``UNTIL`` duration."""
    player: Player | None = None
    """Whose next turn a ``NEXT_TURN`` duration lasts to the end of."""
    quantifier: Quantifier = Quantifier.EXACTLY
    """``UP_TO`` for "for up to 5 turns" (the user chooses how many, up to ``count``),
    ``AT_LEAST`` for "for at least one turn"."""
