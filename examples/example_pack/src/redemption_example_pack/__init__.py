"""An example pack: six original cards, the ``recycle`` effect, and a quick ruleset.

Registered through the ``redemption_rules`` entry point; every hook below is one a
third-party pack may implement (see the library's ``docs/hooks.md``).
"""

from __future__ import annotations

from importlib import resources
from typing import TYPE_CHECKING, ClassVar

from attrs import evolve, field, frozen
from attrs.validators import ge

from redemption_rules.effects import Effect
from redemption_rules.effects.execute import Done, EffectContext, MoveCard
from redemption_rules.effects.targets import Position
from redemption_rules.plugins import EffectSpec, GrammarFragment, hookimpl
from redemption_rules.plugins.hookspecs import CardSet
from redemption_rules.rulesets import MODERN, Ruleset
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from lark import Token

__all__ = ["QUICK", "Recycle", "can_recycle", "recycle"]

_DATA = resources.files(__name__)


@frozen
class Recycle(Effect):
    """Put the top *count* cards of your discard pile on the bottom of your deck, in order."""

    kind: ClassVar[str] = "recycle"
    count: int = field(default=1, validator=ge(0))


def recycle(context: EffectContext, effect: Recycle) -> Done:
    """Carry out :class:`Recycle`: the top cards of the discard pile go under the deck.

    The top of the pile is its last card; the cards keep their order, the top one first.
    """
    player = context.actor
    pile = context.state.players[player].discard_pile
    moved = tuple(reversed(pile[len(pile) - effect.count :])) if effect.count else ()
    return context.done(
        *(MoveCard(card, player, Zone.DECK, Position.BOTTOM) for card in moved),
        cards=moved,
        fully=len(moved) == effect.count,
    )


def can_recycle(context: EffectContext, effect: Recycle) -> bool:  # noqa: ARG001 - the hook's shape
    """Whether there is anything to recycle."""
    return bool(context.state.players[context.actor].discard_pile)


def _recycle_phrase(count: Token) -> Recycle:
    return Recycle(count=int(count))


QUICK = evolve(
    MODERN,
    name="example-quick",
    description="The modern rules played to three Redeemed Souls, for short games.",
    souls_to_win=3,
    round_limit=20,
)
"""A ruleset variant: the first player to three Redeemed Souls wins."""


@hookimpl
def redemption_grammar() -> list[GrammarFragment]:
    """The phrase "Recycle N"."""
    return [GrammarFragment("recycle.lark", _DATA.joinpath("recycle.lark").read_text("utf-8"))]


@hookimpl
def redemption_effects() -> list[EffectSpec]:
    """The recycle effect, the callback that builds it, and its handler."""
    return [
        EffectSpec(Recycle, {"recycle": _recycle_phrase}, handler=recycle, possible=can_recycle)
    ]


@hookimpl
def redemption_card_sets() -> list[CardSet]:
    """The six cards of the example set."""
    text = _DATA.joinpath("cards.txt").read_text("utf-8")
    return [CardSet.from_card_list("Example Pack", text)]


@hookimpl
def redemption_rulesets() -> list[Ruleset]:
    """The quick ruleset."""
    return [QUICK]
