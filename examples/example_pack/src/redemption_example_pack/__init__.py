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
from redemption_rules.engine import Step
from redemption_rules.events import CardMoved
from redemption_rules.plugins import EffectSpec, GrammarFragment, hookimpl
from redemption_rules.plugins.hookspecs import CardSet, EffectContext
from redemption_rules.rulesets import MODERN, Ruleset
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from lark import Token

    from redemption_rules.state import GameState

__all__ = ["QUICK", "Recycle", "recycle"]

_DATA = resources.files(__name__)


@frozen
class Recycle(Effect):
    """Put the top *count* cards of your discard pile on the bottom of your deck, in order."""

    kind: ClassVar[str] = "recycle"
    count: int = field(default=1, validator=ge(0))


def recycle(state: GameState, effect: Recycle, context: EffectContext) -> Step:
    """Carry out :class:`Recycle` for ``context.controller``: a new state and its events."""
    player = state.players[context.controller]
    moved = player.discard_pile[len(player.discard_pile) - effect.count :] if effect.count else ()
    moved = tuple(reversed(moved))  # the top of the pile is its last card
    changed = evolve(
        player,
        discard_pile=player.discard_pile[: len(player.discard_pile) - len(moved)],
        deck=player.deck + moved,
    )
    players = tuple(changed if p.id == player.id else p for p in state.players)
    events = tuple(
        CardMoved(card, player.id, Zone.DISCARD_PILE, player.id, Zone.DECK) for card in moved
    )
    return Step(evolve(state, players=players), events)


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
    return [EffectSpec(Recycle, {"recycle": _recycle_phrase}, handler=recycle)]


@hookimpl
def redemption_card_sets() -> list[CardSet]:
    """The six cards of the example set."""
    text = _DATA.joinpath("cards.txt").read_text("utf-8")
    return [CardSet.from_card_list("Example Pack", text)]


@hookimpl
def redemption_rulesets() -> list[Ruleset]:
    """The quick ruleset."""
    return [QUICK]
