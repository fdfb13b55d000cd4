"""The effect model: an :class:`Ability` is the effects of one special ability, in order.

Every effect record (one per entry of the REG Effect Listing, see
:mod:`redemption_rules.effects.kinds`) shares the fields of :class:`Effect`: the span of text
it came from, the section label of a multi-type card, whether it is optional ("may"), who
carries it out, its condition, trigger, duration and modifiers, and how it is linked to the
effect before it ("and", "or", "to").

>>> from redemption_rules.effects.kinds import Draw
>>> from redemption_rules.effects.targets import Count
>>> Draw(Count(number=1), optional=True).optional
True
"""

from __future__ import annotations

import enum
from typing import ClassVar

from attrs import field, frozen

from redemption_rules.effects.modifiers import Modifier
from redemption_rules.effects.span import NO_SPAN, Span
from redemption_rules.effects.targets import Condition, Player, Selector
from redemption_rules.effects.timing import Duration, Trigger

__all__ = ["Ability", "Actor", "Effect", "Link"]


class Link(enum.Enum):
    """How an effect is joined to the effect before it in the same sentence."""

    NONE = ""
    """The first effect of its sentence."""
    AND = "and"
    """"Negate and discard", "draw 3, and play ..."."""
    OR = "or"
    """An alternative to the effect before: "look at a hand or take ..."."""
    AND_OR = "and_or"
    """"... and/or draw X"."""
    THEN = "then"
    """"then", or a semicolon: done after the effect before."""
    PAIRED = "paired"
    """After a colon: paired with the look, reveal or place before it (REG: Conditions)."""
    TO = "to"
    """The benefit of a cost: the effects before it are paid to carry it out."""


@frozen
class Actor:
    """Who carries out an effect: a player ("Opponent must ...") or a card ("Hero may band").

    Both are ``None`` for "you", the player using the ability.
    """

    player: Player | None = None
    card: Selector | None = None
    having: Condition | None = None
    """What each of the players must have to carry it out, as a condition on
    ``Player.THAT_PLAYER``: "each player with more than 6 cards in hand must discard"."""


@frozen
class Effect:
    """One effect of an ability (REG: Effects). Subclasses carry the effect's own targets.

    The ``kind`` class variable is the effect's name in the REG Effect Listing in lower snake
    case; the JSON form carries it as ``"kind"``.
    """

    kind: ClassVar[str] = "effect"

    span: Span = field(default=NO_SPAN, kw_only=True)
    """Where in the ability text the effect was read."""
    section: str = field(default="", kw_only=True)
    """The section label it sits under on a multi-type card: ``"GE"``, ``"STAR"``, ``"TOP"``."""
    optional: bool = field(default=False, kw_only=True)
    """"may": the player chooses whether to carry it out."""
    actor: Actor | None = field(default=None, kw_only=True)
    """Who carries it out when not the user: "Opponent must ...", "Holder may ..."."""
    condition: Condition | None = field(default=None, kw_only=True)
    """A state it depends on, tested when the ability activates: "if used by a Philistine".
    A state the effect lasts only as long as ("while this card is in play") is its
    ``duration``, of unit ``WHILE``."""
    trigger: Trigger | None = field(default=None, kw_only=True)
    """The event or moment that fires it: "when this Lost Soul is rescued", "each upkeep"."""
    duration: Duration | None = field(default=None, kw_only=True)
    """How long it lasts: "this turn", "for 2 turns"."""
    modifiers: tuple[Modifier, ...] = field(default=(), kw_only=True)
    """Modifiers printed with it: limits, instead, regardless, cannot be ... ."""
    cost: bool = field(default=False, kw_only=True)
    """Whether it is a cost paid for the effects after it ("discard this card to ...")."""
    link: Link = field(default=Link.NONE, kw_only=True)
    """How it is joined to the effect before it."""
    for_each: Selector | None = field(default=None, kw_only=True)
    """It is carried out once for each of these: "gains 1/1 for each Purple Brigade Hero"."""
    option: int = field(default=0, kw_only=True)
    """The option it belongs to (1, 2, ...) after a "Select up to 2:" menu (a
    :class:`~redemption_rules.effects.kinds.SelectOptions`); 0 outside a menu."""


@frozen
class Ability:
    """A special ability read from card text: its effects in order, and its modifiers.

    ``modifiers`` holds the modifiers printed as their own sentences ("Cannot be negated."),
    which cover the abilities printed before them; modifiers printed inside a sentence sit on
    the effects of that sentence.
    """

    text: str
    """The text as given to the parser."""
    effects: tuple[Effect, ...] = ()
    modifiers: tuple[Modifier, ...] = ()
