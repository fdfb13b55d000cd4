"""The effect model: abilities, effects, targets, conditions, timing and modifiers.

Importing this package teaches the library's converter the tagged unions of effects
(``"kind": "negate"``), conditions, triggers and modifiers, so every :class:`Ability` has a
plain-data and JSON form.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

from attrs import resolve_types
from cattrs.strategies import configure_tagged_union, include_subclasses

from redemption_rules.effects.kinds import EFFECT_CLASSES, EMPTY, THIS_CARD, Numbers
from redemption_rules.effects.model import Ability, Actor, Effect, Link
from redemption_rules.effects.modifiers import (
    MODIFIER_CLASSES,
    CannotBeInterrupted,
    CannotBeNegated,
    CannotBePrevented,
    CannotBeRedirected,
    Instead,
    Limit,
    Modifier,
    Regardless,
)
from redemption_rules.effects.span import NO_SPAN, Span
from redemption_rules.effects.targets import (
    CONDITION_CLASSES,
    Condition,
    Count,
    Join,
    Location,
    Player,
    Position,
    Quantifier,
    Ref,
    Selector,
    StatLimit,
    Status,
    Zone,
)
from redemption_rules.effects.timing import TRIGGER_CLASSES, Duration, DurationUnit, Trigger
from redemption_rules.serialization import register_configuration

if TYPE_CHECKING:
    import cattrs

__all__ = [
    "EFFECT_CLASSES",
    "EMPTY",
    "NO_SPAN",
    "THIS_CARD",
    "Ability",
    "Actor",
    "CannotBeInterrupted",
    "CannotBeNegated",
    "CannotBePrevented",
    "CannotBeRedirected",
    "Condition",
    "Count",
    "Duration",
    "DurationUnit",
    "Effect",
    "Instead",
    "Join",
    "Limit",
    "Link",
    "Location",
    "Modifier",
    "Numbers",
    "Player",
    "Position",
    "Quantifier",
    "Ref",
    "Regardless",
    "Selector",
    "Span",
    "StatLimit",
    "Status",
    "Trigger",
    "Zone",
    "configure_effects",
]


def _kind(cls: type[Any]) -> str:
    """The tag of a record class in its union: its ``kind`` class variable."""
    kind: str = cls.kind
    return kind


def configure_effects(converter: cattrs.Converter) -> None:
    """Teach *converter* the tagged unions of effects, conditions, triggers and modifiers.

    Effects are every subclass of :class:`Effect` that exists when the converter is built
    (plugin packs' included, once imported); each carries its ``kind`` as ``"kind"``.
    """
    strategy = partial(configure_tagged_union, tag_name="kind", tag_generator=_kind)
    include_subclasses(Condition, converter, subclasses=CONDITION_CLASSES, union_strategy=strategy)
    include_subclasses(Trigger, converter, subclasses=TRIGGER_CLASSES, union_strategy=strategy)
    include_subclasses(Modifier, converter, subclasses=MODIFIER_CLASSES, union_strategy=strategy)
    effects = tuple(cls for cls in _subclasses(Effect) if _resolvable(cls))
    include_subclasses(Effect, converter, subclasses=effects, union_strategy=strategy)


def _subclasses(cls: type[Any]) -> list[type[Any]]:
    found: list[type[Any]] = []
    for sub in cls.__subclasses__():
        found.append(sub)
        found.extend(_subclasses(sub))
    return found


def _resolvable(cls: type[Any]) -> bool:
    """Whether the record's annotations resolve.

    A class defined where its module cannot be found (code run with ``exec``) is left out of
    the JSON forms, rather than break them for every other effect.
    """
    try:
        resolve_types(cls)
    except (NameError, TypeError):
        return False
    return True


register_configuration(configure_effects)
