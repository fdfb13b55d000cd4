"""Players kept from playing cards: what a restrict effect bars while it lasts.

A restrict effect (REG: Restrict) leaves a :class:`~redemption_rules.state.Restriction` in
the state: the players it targeted, and the effect whose words say what they may not do
("Restrict evil Dominants": play evil Dominants; "restrict opponent from playing evil
Enhancements from hand"). While it lasts a restricted player is offered no play of such a
card, by game action or by an ability, and an attempt is an illegal action that names the
restriction (:func:`restriction_against`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from redemption_rules.effects import kinds
from redemption_rules.effects.cards import card_abilities
from redemption_rules.effects.select import Scope, unplayed
from redemption_rules.effects.targets import Zone as TextZone
from redemption_rules.state import Until
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from redemption_rules.state import GameState, InstanceId, PlayerId, Restriction

__all__ = ["PLAY", "hand_limit", "restricted_play", "restriction_against"]

PLAY: Final = "play"
"""The action of a restriction from playing cards."""
_PLACES: Final = {TextZone.HAND: Zone.HAND}
_WAITING: Final = Until.NEXT_BATTLE_PHASE
"""A restriction waiting for the battle phase it lasts through."""
"""The places a restriction may name the cards in ("from hand"), as the game's zones."""


def restricted_play(state: GameState, restriction: Restriction) -> kinds.Restrict | None:
    """The restrict effect behind *restriction*, if it bars playing cards."""
    found = card_abilities(state.card(restriction.source)).ability
    if found is None or restriction.effect >= len(found.effects):
        return None
    effect = found.effects[restriction.effect]
    if not isinstance(effect, kinds.Restrict) or effect.action != PLAY or effect.target is None:
        return None
    return effect


def restriction_against(state: GameState, player: PlayerId, card: InstanceId) -> Restriction | None:
    """The restriction that keeps *player* from playing *card* now, if any (REG: Restrict).

    The card must fit the words of the restrict effect (its places too: "from hand"), read
    as the restricting card's controller reads them. One lasting in play "while" a condition
    holds ("While your evil Philistine is in battle, restrict ...") bars only while it holds.
    """
    for restriction in state.restrictions:
        if player not in restriction.players or restriction.until is _WAITING:
            continue  # not restricted, or not yet: "during the next battle phase"
        effect = restricted_play(state, restriction)
        if effect is None or effect.target is None:
            continue
        target = effect.target
        scope = Scope(state, restriction.controller, source=restriction.source)
        if not _gate_holds(state, restriction, scope):
            continue
        places = {_PLACES[loc.zone] for loc in target.locations if loc.zone in _PLACES}
        if places and scope.where(card)[1] not in places:
            continue
        if scope.matches(card, unplayed(target)):
            return restriction
    return None


def hand_limit(state: GameState, player: PlayerId) -> int:
    """The most cards *player*'s hand may hold at the end of their Discard Phase now.

    The ruleset's number, changed by every change hand size effect in force on the player
    in the order they were made: one that sets a maximum sets it whatever the changes before
    it; one that increases or decreases alters the maximum it finds (REG: Change Hand Size).
    It never changes the cap on cards in hand at any time. One lasting in play "while" a
    condition holds ("While you control an animal, reduce ...") counts only while it holds.
    """
    limit = state.ruleset.hand_limit
    for restriction in state.restrictions:
        if player not in restriction.players or restriction.until is _WAITING:
            continue
        abilities = card_abilities(state.card(restriction.source))
        found = abilities.ability
        if found is None or restriction.effect >= len(found.effects):
            continue
        effect = found.effects[restriction.effect]
        if not isinstance(effect, kinds.ChangeHandSize):
            continue
        scope = Scope(state, restriction.controller, source=restriction.source)
        if not _gate_holds(state, restriction, scope):
            continue
        limit = effect.set_to if effect.set_to is not None else limit + effect.amount
    return max(limit, 0)


def _gate_holds(state: GameState, restriction: Restriction, scope: Scope) -> bool:
    """Whether the "while" of *restriction*'s effect lasting in play holds now, if it has one."""
    abilities = card_abilities(state.card(restriction.source))
    gate = abilities.gate(restriction.effect) if abilities.gates else None
    return gate is None or scope.holds(gate)
