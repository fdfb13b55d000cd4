"""Modifiers: words that change abilities without being abilities (REG: Modifier Listing).

Cannot be interrupted, cannot be negated and cannot be prevented each carry their own
condition ("Cannot be negated if used by Jezebel") and the cards they shield against
("cannot be prevented by a good card"); instead, regardless and limit complete the listing.

>>> Limit(times=1, per="game").per
'game'
"""

from __future__ import annotations

from typing import ClassVar, Final

from attrs import field, frozen

from redemption_rules.effects.span import NO_SPAN, Span
from redemption_rules.effects.targets import Condition, Selector

__all__ = [
    "MODIFIER_CLASSES",
    "CannotBeInterrupted",
    "CannotBeNegated",
    "CannotBePrevented",
    "CannotBeRedirected",
    "Instead",
    "Limit",
    "Modifier",
    "Regardless",
    "of_any_brigade",
]


@frozen
class Modifier:
    """A modifier (REG: Modifiers). Subclasses name which.

    A modifier printed as its own sentence ("Cannot be negated.") covers every ability
    printed before it; ``effects`` and ``cards`` narrow it when the text does ("Evil band
    abilities cannot be negated").
    """

    kind: ClassVar[str] = "modifier"
    span: Span = field(default=NO_SPAN, kw_only=True)
    """Where in the ability text the modifier was read."""
    section: str = field(default="", kw_only=True)
    """The section label it sits under on a multi-type card (``"GE"``, ``"STAR"``)."""
    condition: Condition | None = field(default=None, kw_only=True)
    """When the modifier applies: "Cannot be negated if used by Jezebel"."""


@frozen
class _Shield(Modifier):
    """The shared shape of the three "cannot be ..." modifiers."""

    by: Selector | None = None
    """Which cards it shields against: "by a good card"; ``None`` for all."""
    effects: tuple[str, ...] = ()
    """Effect kinds it covers ("band abilities" -> ``("band",)``); empty for all."""
    cards: Selector | None = None
    """Whose abilities it covers when not this card's: "O.T. brown humans cannot be ..."."""
    this_turn: bool = False
    """Whether it lasts to the end of the turn ("cannot be negated this turn"), where one
    granted to other cards lasts to the end of the phase (REG: Modifiers)."""


@frozen
class CannotBeInterrupted(_Shield):
    """The modifier "cannot be interrupted" (REG: Cannot be Interrupted)."""

    kind: ClassVar[str] = "cannot_be_interrupted"


@frozen
class CannotBeNegated(_Shield):
    """The modifier "cannot be negated" (REG: Cannot be Negated)."""

    kind: ClassVar[str] = "cannot_be_negated"


@frozen
class CannotBePrevented(_Shield):
    """The modifier "cannot be prevented" (REG: Cannot be Prevented)."""

    kind: ClassVar[str] = "cannot_be_prevented"


@frozen
class CannotBeRedirected(_Shield):
    """The words "cannot be redirected": no redirect effect may target it (REG: Redirect).

    Not in the Modifier Listing, but printed beside the three there ("Cannot be interrupted,
    negated, prevented, or redirected") and read with them; the engine does not follow it.
    """

    kind: ClassVar[str] = "cannot_be_redirected"


@frozen
class Instead(Modifier):
    """The modifier "instead": the effect replaces another effect or event (REG: Instead)."""

    kind: ClassVar[str] = "instead"


@frozen
class Regardless(Modifier):
    """The modifier "regardless of protect abilities", "of brigade" (REG: Regardless)."""

    kind: ClassVar[str] = "regardless"
    of: str
    """What is overridden: ``"protect"``, ``"brigade"``, ``"immune"``, ``"battle_outcome"``."""
    cards: Selector | None = None
    """Whose abilities it covers when not this card's: "O.T. Enhancements used by this Hero
    are regardless of protect abilities"."""


PROTECTIONS_OVERRIDDEN: Final = frozenset({"protect", "immune"})
"""What a :class:`Regardless` may override that is a protection (REG: Immune and Protect)."""
BRIGADE: Final = "brigade"
"""What a :class:`Regardless` overrides in "play it regardless of brigade"."""


def of_any_brigade(modifiers: tuple[Modifier, ...]) -> bool:
    """Whether *modifiers* hold a plain "regardless of brigade" (REG: Regardless).

    It lets the effect it modifies play an Enhancement on a character that could not use
    it for its brigade: the alignment alone counts.
    """
    return any(
        isinstance(m, Regardless) and m.of == BRIGADE and m.cards is None and m.condition is None
        for m in modifiers
    )


@frozen
class Limit(Modifier):
    """A limit: "once per game", "limit twice per turn", "(limit 3)" (REG: Limit)."""

    kind: ClassVar[str] = "limit"
    times: int | None = None
    """How many uses (or the cap of a variable); ``None`` with ``variable``."""
    variable: str = ""
    per: str = ""
    """The timeframe: ``"game"``, ``"turn"``, ``"battle"``, ``"phase"``, ``"round"``;
    ``"reset"`` for a use count with no timeframe ("Limit twice"), which lasts until the
    card is reset to face value; ``"your_turn"`` for the uses in each of the user's turns
    ("Limit once during each of your turns"); empty for a cap on a variable."""
    effects: tuple[str, ...] = ()
    cards: Selector | None = None
    per_player: bool = False
    """Whether each player's uses are counted apart: "Limit once per round per player"."""


MODIFIER_CLASSES: tuple[type[Modifier], ...] = (
    Modifier,
    CannotBeInterrupted,
    CannotBeNegated,
    CannotBePrevented,
    CannotBeRedirected,
    Instead,
    Regardless,
    Limit,
)
"""Every modifier record, the base included (it joins the tagged union)."""
