"""Actions: the answers a player gives to the pending decision of a City of Bondage game.

Actions name no player: the player who acts is always ``state.to_act``. Each is a frozen
record; ``legal_actions`` lists the legal ones.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Final

from attrs import field, frozen
from attrs.validators import ge

from redemption_rules.city_of_bondage.board import Cell
from redemption_rules.serialization import register_configuration, tag_union

if TYPE_CHECKING:
    import cattrs


def _cell(item: Cell | list[int]) -> Cell:
    row, column = item
    return int(row), int(column)


@frozen
class PickHero:
    """Setup: take a Hero card and its token (J.3)."""

    kind: ClassVar[str] = "pick_hero"
    card: int = field(validator=ge(0))


@frozen
class PickGate:
    """Setup: start the hero at a free entrance gate (J.3)."""

    kind: ClassVar[str] = "pick_gate"
    gate: int = field(validator=ge(0))


@frozen
class PlaceFaceUp:
    """Placement roll 8: lay a card face up on this building of the next section (J.3)."""

    kind: ClassVar[str] = "place_face_up"
    building: int = field(validator=ge(0))


@frozen
class Hold:
    """Hold position instead of rolling: fight again in the building, or recover at the Well."""

    kind: ClassVar[str] = "hold"


@frozen
class Roll:
    """Roll the movement die to move (J.4)."""

    kind: ClassVar[str] = "roll"


@frozen
class MoveTo:
    """Move to this street cell, within the steps rolled (stopping short is allowed)."""

    kind: ClassVar[str] = "move_to"
    cell: Cell = field(converter=_cell)


@frozen
class RerollLambs:
    """Re-roll this many of the lambs showing (lambs are alike, so which ones is no choice)."""

    kind: ClassVar[str] = "reroll_lambs"
    count: int = field(validator=ge(1))


@frozen
class KeepDice:
    """Let the battle dice stand: the battle is decided."""

    kind: ClassVar[str] = "keep_dice"


@frozen
class Gain:
    """Take this card from the building (one card per turn)."""

    kind: ClassVar[str] = "gain"
    card: int = field(validator=ge(0))


@frozen
class EndTurn:
    """End the turn without taking a card."""

    kind: ClassVar[str] = "end_turn"


@frozen
class UseBlessing:
    """Use a held Blessing now (any time during the player's own turn)."""

    kind: ClassVar[str] = "use_blessing"
    card: int = field(validator=ge(0))


CityAction = (
    PickHero
    | PickGate
    | PlaceFaceUp
    | Hold
    | Roll
    | MoveTo
    | RerollLambs
    | KeepDice
    | Gain
    | EndTurn
    | UseBlessing
)
"""Any City of Bondage action."""

CITY_ACTION_CLASSES: Final[tuple[type[CityAction], ...]] = (
    PickHero,
    PickGate,
    PlaceFaceUp,
    Hold,
    Roll,
    MoveTo,
    RerollLambs,
    KeepDice,
    Gain,
    EndTurn,
    UseBlessing,
)


def _configure(converter: cattrs.Converter) -> None:
    tag_union(converter, CITY_ACTION_CLASSES, name="CityAction")


register_configuration(_configure)
