"""Hook specifications: what a pack may add (see ``docs/grammar.md``).

Hooks are called once, while the parser is built, in the order the packs were registered:
the built-in packs first, then installed packs by entry-point name. Every hook returns data
and changes nothing it is given.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Any

import pluggy
from attrs import field, frozen

from redemption_rules.effects.model import Effect

__all__ = ["EffectSpec", "GrammarFragment", "hookspec", "redemption_effects", "redemption_grammar"]

hookspec = pluggy.HookspecMarker("redemption_rules")
"""Marks the hook specifications below."""


def _frozen_mapping(value: Mapping[str, Callable[..., Any]]) -> Mapping[str, Callable[..., Any]]:
    return MappingProxyType(dict(value))


@frozen(eq=False)
class GrammarFragment:
    """A piece of Lark grammar a pack adds.

    The built-in pack's fragments define the core rules; a pack's fragment adds phrases to
    them with ``%extend`` (``%extend effect: smite``) and defines its own rules beside them.
    """

    name: str
    """A name for error messages: the file it came from, say ``"smite.lark"``."""
    text: str
    """Lark grammar text."""


@frozen(eq=False)
class EffectSpec:
    """An effect a pack adds: its record class and the transformer callbacks that build it.

    ``callbacks`` maps a grammar rule (or alias) to a function that receives the rule's
    transformed children, in order, as positional arguments (Lark's ``v_args(inline=True)``)
    and returns what the rule stands for: an :class:`Effect` (or a list of them) for an
    ``effect`` phrase, a constructor from a target for a ``simple_verb``.
    """

    effect: type[Effect]
    """The record class; its ``kind`` must be unique among all packs."""
    callbacks: Mapping[str, Callable[..., Any]] = field(factory=dict, converter=_frozen_mapping)
    handler: Callable[..., Any] | None = None
    """The function that carries the effect out on a game state (used by the engine)."""


@hookspec
def redemption_grammar() -> Sequence[GrammarFragment]:  # type: ignore[empty-body]
    """Return the grammar fragments this pack adds.

    Called once per process, while the ability parser is built. The fragments of every pack
    are joined into one grammar (built-in packs first), which must stay LALR(1) without
    conflicts: a fragment that makes it ambiguous is reported by name.

    :return: the fragments, in the order they must appear.
    """


@hookspec
def redemption_effects() -> Sequence[EffectSpec]:  # type: ignore[empty-body]
    """Return the effects this pack adds: each record class with its transformer callbacks.

    Called once per process, while the ability parser is built. Two packs that return the
    same ``kind``, or callbacks for the same rule, are an error naming both.

    :return: one :class:`EffectSpec` per effect.
    """
