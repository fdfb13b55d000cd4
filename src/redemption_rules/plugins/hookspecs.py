"""Hook specifications: what a pack may add (see ``docs/hooks.md`` and ``docs/plugins.md``).

Hooks are called when a plugin manager is built and checked, in the order the packs were
registered: the built-in packs first, then installed packs by entry-point name. Every hook
returns data and changes nothing it is given; only :mod:`redemption_rules.plugins.manager`
calls them.

There is no event-observer hook: :func:`redemption_rules.step` returns the events of every
transition, so a frontend or a logger reads them where it drives the game, and the engine
stays a pure function with nothing to call back.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Protocol

import attrs
import pluggy
from attrs import field, frozen
from attrs.validators import deep_iterable, deep_mapping, instance_of, is_callable, optional

from redemption_rules.cards.model import CardDef
from redemption_rules.cards.pool import parse_cards
from redemption_rules.effects.execute import Done, EffectContext
from redemption_rules.effects.model import Ability, Effect
from redemption_rules.effects.timing import DurationUnit

if TYPE_CHECKING:
    from redemption_rules.rulesets import Ruleset

__all__ = [
    "CardSet",
    "Done",
    "EffectCheck",
    "EffectContext",
    "EffectHandler",
    "EffectSpec",
    "GrammarFragment",
    "hookspec",
    "redemption_card_sets",
    "redemption_effects",
    "redemption_grammar",
    "redemption_rulesets",
]

hookspec = pluggy.HookspecMarker("redemption_rules")
"""Marks the hook specifications below."""


def _frozen_mapping(value: Mapping[str, Callable[..., Any]]) -> Mapping[str, Callable[..., Any]]:
    return MappingProxyType(dict(value))


def _effect_class(_record: object, _field: object, value: Any) -> None:  # noqa: ANN401
    """Refuse what is not an attrs subclass of :class:`Effect` with a ``kind`` of its own."""
    if not (isinstance(value, type) and issubclass(value, Effect) and attrs.has(value)):
        raise TypeError(f"an effect must be an attrs subclass of Effect, not {value!r}")
    kind = getattr(value, "kind", None)
    if not isinstance(kind, str) or not kind:
        raise TypeError(f"the effect {value.__name__} needs a kind, a non-empty string")


@frozen(eq=False)
class GrammarFragment:
    """A piece of Lark grammar a pack adds.

    The built-in pack's fragments define the core rules; a pack's fragment adds phrases to
    them with ``%extend`` (``%extend effect: smite``) and defines its own rules beside them.
    It may not change how the built-in phrases read: ``%ignore`` and ``%override`` are
    refused, and so is a fragment that makes a text of the built-in cards read otherwise.
    """

    name: str = field(validator=instance_of(str))
    """A name for error messages: the file it came from, say ``"smite.lark"``."""
    text: str = field(validator=instance_of(str))
    """Lark grammar text."""


class EffectHandler(Protocol):
    """Carries one effect out: reads the game through *context*, returns the changes.

    A handler is pure: it returns a :class:`~redemption_rules.effects.execute.Done` listing
    operations for the engine to apply and never changes the state it reads. It asks the
    players what it needs through the context (``context.choose_cards(...)``); the engine
    may run it more than once for one effect, with the answers given so far (see
    :mod:`redemption_rules.effects.execute`).
    """

    def __call__(self, context: EffectContext, effect: Any) -> Done:  # noqa: ANN401 - the pack's own effect class
        """Carry out *effect* for ``context.actor``."""
        ...


class EffectCheck(Protocol):
    """Whether an effect could do anything now.

    A "may" with nothing to act on is not asked, and a Dominant that would do nothing is
    not offered.
    """

    def __call__(self, context: EffectContext, effect: Any) -> bool:  # noqa: ANN401 - the pack's own effect class
        """True when carrying *effect* out could change something."""
        ...


@frozen(eq=False)
class EffectSpec:
    """An effect a pack adds: its record class and the transformer callbacks that build it.

    ``callbacks`` maps a grammar rule (or alias) to a function that receives the rule's
    transformed children, in order, as positional arguments (Lark's ``v_args(inline=True)``)
    and returns what the rule stands for: an :class:`Effect` (or a list of them) for an
    ``effect`` phrase, a constructor from a target for a ``simple_verb``.
    """

    effect: type[Effect] = field(validator=_effect_class)
    """The record class; its ``kind`` must be unique among all packs."""
    callbacks: Mapping[str, Callable[..., Any]] = field(
        factory=dict,
        converter=_frozen_mapping,
        validator=deep_mapping(instance_of(str), is_callable()),
    )
    handler: EffectHandler | None = field(default=None, validator=optional(is_callable()))
    """The function that carries the effect out in a game; an effect without one is read but
    not carried out (its card plays by its numbers)."""
    possible: EffectCheck | None = field(default=None, validator=optional(is_callable()))
    """Whether the effect could do anything now; without one, the engine assumes it could."""
    unsupported: Callable[[Any], Sequence[str]] | None = field(
        default=None, validator=optional(is_callable())
    )
    """What in one effect record the handler does not carry out, each a short reason ("a
    protection from abilities of a kind"); a card with such an effect plays by its numbers.
    Without one, the handler carries out whatever the record says."""
    durations: frozenset[DurationUnit] = field(
        factory=frozenset,
        validator=deep_iterable(instance_of(DurationUnit), instance_of(frozenset)),
    )
    """The durations the handler carries out itself ("until end of turn": ``TURN``), for one
    unit; an effect with another duration is reported as not carried out."""
    ongoing: bool = field(default=False, validator=instance_of(bool))
    """Whether the effect lasts once carried out (a protection, a negate, a prevent, a change
    of numbers). On an active Artifact it would last while the Artifact stays active, which
    the engine does not follow: such an effect there is reported as not carried out."""
    card_actors: bool = field(default=False, validator=instance_of(bool))
    """Whether the handler carries out an effect a card carries out ("Hero may band to ...",
    the card of ``Effect.actor``); without, such an effect is reported as not carried out."""


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


def _abilities(value: Mapping[str, Ability]) -> Mapping[str, Ability]:
    return MappingProxyType(dict(value))


def _cards(value: Sequence[CardDef]) -> tuple[CardDef, ...]:
    return tuple(value)


@frozen(eq=False)
class CardSet:
    r"""Cards a pack adds, with hand-written abilities for cards the grammar cannot read.

    >>> text = "Name\tSet\tType\tBrigade\tStrength\tToughness\tAlignment\n"
    >>> text += "Watchful Shepherd\tEx\tHero\tGreen\t4\t6\tGood"
    >>> CardSet.from_card_list("example", text).cards[0].name
    'Watchful Shepherd'
    """

    name: str = field(validator=instance_of(str))
    """The set's name, for messages."""
    cards: tuple[CardDef, ...] = field(
        converter=_cards, validator=deep_iterable(instance_of(CardDef))
    )
    abilities: Mapping[str, Ability] = field(factory=dict, converter=_abilities)
    """Abilities written by hand, by card name: used instead of reading the card's text."""

    @classmethod
    def from_card_list(
        cls, name: str, text: str, *, abilities: Mapping[str, Ability] | None = None
    ) -> CardSet:
        """A set from the text of a card list in the LackeyCCG format (header row first).

        Raises:
            CardDataError: a row cannot be read; the error names the set, line and column.
        """
        return cls(name, parse_cards(text, source=name), abilities or {})


@hookspec
def redemption_card_sets() -> Sequence[CardSet]:  # type: ignore[empty-body]
    """Return the card sets this pack adds.

    Called once per plugin manager, while it is checked. Their cards join every card pool
    built with :func:`redemption_rules.load_card_pool`; a hand-written ability replaces what
    the grammar would read from that card's text (:func:`redemption_rules.card_ability`).
    Two packs adding cards with the same name and set are an error naming both.

    :return: the sets, each a :class:`CardSet`.
    """


@hookspec
def redemption_rulesets() -> Sequence[Ruleset]:  # type: ignore[empty-body]
    """Return the rulesets this pack adds.

    Called once per plugin manager, while it is checked. Each ruleset is then found by name
    everywhere a ruleset is named (``new_game(..., ruleset="...")``, ``check_deck``, the
    command line). A name that a built-in ruleset or another pack already uses is an error
    naming both.

    :return: the rulesets, each a :class:`~redemption_rules.rulesets.Ruleset`; make a variant
        with ``attrs.evolve(MODERN, name=..., ...)``.
    """
