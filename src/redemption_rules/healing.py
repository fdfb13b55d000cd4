"""The heal window: healing a character before its discard completes (REG: Heal).

When an ability discards a character, or a game rule it set off does (toughness lowered to
0), the discard waits once special initiative is over; so does battle resolution before it
discards the characters beaten by the numbers. Each controller of such a character who holds
an Enhancement that heals it gets a ``HEAL`` decision: play that Enhancement, on a character
of theirs in territory or on the character being discarded, or decline. A healed character
goes to its owner's territory and the discard passes it by. A player with no such
Enhancement is not asked.

A "may ... instead" watching such a discard waits the same way: its controller gets a
``REPLACE`` decision, to use it or decline, before the discard happens (REG: Instead).

Heal abilities that a player activates (Artifacts, "once per round ... heal") are manually
triggered abilities, which the engine does not carry out yet; only Enhancements are offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import evolve

from redemption_rules.actions import Action, PlayEnhancement, UseAbility
from redemption_rules.cards.model import CardType
from redemption_rules.effects import resolution
from redemption_rules.events import EnhancementPlayed, HealOffered
from redemption_rules.state import DecisionKind, Enhancement, Healing, PlayerId
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from redemption_rules.actions import Decline
    from redemption_rules.state import Activation, GameState
    from redemption_rules.table import Table

__all__ = [
    "answer_heal",
    "decline_heal",
    "decline_replacement",
    "heal_actions",
    "offer_at_resolution",
    "replace_actions",
    "use_replacement",
]


def heal_actions(state: GameState, player: PlayerId) -> list[Action]:
    """The Enhancements *player* may play to heal a character of theirs being discarded."""
    return [PlayEnhancement(card, user) for card, user in resolution.heal_answers(state, player)]


def offer_at_resolution(table: Table) -> bool:
    """Ask the next player who may heal a character battle resolution discards; True if asked.

    The characters are those :attr:`~redemption_rules.state.Battle.healing` holds (REG:
    Heal, Battle Resolution).
    """
    battle = table.battle
    if battle is None or battle.healing is None or not table.state.abilities:
        return False
    healing = battle.healing
    players = {battle.side_of(card) for card in healing.characters}
    if not any(player is not None and _holds_heal(table, player) for player in players):
        return False
    table.changed()
    state = table.view()
    player = resolution.next_healer(state, healing)
    if player is None:
        return False
    mine = tuple(card for card in healing.characters if battle.side_of(card) == player)
    table.emit(HealOffered(player, mine))
    table.decide(player, DecisionKind.HEAL)
    return True


def answer_heal(table: Table, action: PlayEnhancement) -> None:
    """Play the healing Enhancement; the discard goes on once its ability has resolved.

    Played on a character in battle, it joins the battle used by that character; on one in
    territory, it is played there and discarded once used (REG: Heal).
    """
    decision = table.decision
    assert decision is not None  # noqa: S101 - a HEAL decision is being answered
    player = decision.player
    _go_on(table)
    card, user = action.card, action.character
    where = table.locate(user)
    hero = table.instance(user).identity is CardType.HERO
    identity = CardType.GOOD_ENHANCEMENT if hero else CardType.EVIL_ENHANCEMENT
    battle = table.battle
    in_battle = battle is not None and where[1] is Zone.FIELD_OF_BATTLE
    if battle is not None and in_battle:
        table.move(card, (player, Zone.HAND), (None, Zone.FIELD_OF_BATTLE), identity=identity)
        table.battle = evolve(
            battle,
            enhancements=(*battle.enhancements, Enhancement(card, user, player)),
            last_played_by=player,
            passes=0,
        )
    else:
        table.move(card, (player, Zone.HAND), (player, Zone.TERRITORY), identity=identity)
    table.emit(EnhancementPlayed(player, card, user))
    played = resolution.record_play(table, card, player, in_battle=in_battle)
    before = len(table.stack)
    resolution.fire(table, card, player, played=played, user=user)
    if not in_battle and len(table.stack) == before:
        resolution.discard_used_enhancement(table, card)


def decline_heal(table: Table, action: Decline) -> None:  # noqa: ARG001 - no fields to read
    """Heal nothing: the discard goes on, and the player is not asked again for it."""
    decision = table.decision
    assert decision is not None  # noqa: S101 - a HEAL decision is being answered
    player = decision.player
    paused = _paused(table)
    if paused is not None and paused.healing is not None:
        table.stack[0] = evolve(paused, healing=_declined(paused.healing, player))
    elif table.battle is not None and table.battle.healing is not None:
        table.battle = evolve(table.battle, healing=_declined(table.battle.healing, player))
    _go_on(table)


def replace_actions(state: GameState) -> list[Action]:
    """Use the "may ... instead" being offered, or decline it (REG: Instead)."""
    offered = resolution.replacement_answers(state)
    return [UseAbility(asked.watcher, asked.effect) for asked in offered]


def use_replacement(table: Table, action: UseAbility) -> None:  # noqa: ARG001 - it is the one asked
    """Use the "may ... instead": the discard waiting goes on, replaced by it for its card."""
    _answer_replacement(table, used=True)


def decline_replacement(table: Table, action: Decline) -> None:  # noqa: ARG001 - no fields
    """Leave the discard to happen, or to the next card that may replace it."""
    _answer_replacement(table, used=False)


def _answer_replacement(table: Table, *, used: bool) -> None:
    paused = _paused(table)
    battle = table.battle
    found = paused.healing if paused is not None else battle.healing if battle else None
    assert found is not None  # noqa: S101 - a REPLACE decision is being answered
    asked = found.asking
    assert asked is not None  # noqa: S101 - it is what is asked
    if used:
        found = evolve(found, asking=None, used=(*found.used, asked))
    else:
        found = evolve(found, asking=None, unused=(*found.unused, asked))
    if paused is not None:
        table.stack[0] = evolve(paused, healing=found)
    elif battle is not None:
        table.battle = evolve(battle, healing=found)
    _go_on(table)


def _go_on(table: Table) -> None:
    """The discard waiting goes on: the ability resumes, or battle resolution continues."""
    paused = _paused(table)
    if paused is not None:
        table.stack[0] = evolve(paused, paused=False)
    else:
        table.continuation = "resolve_battle"
    table.decision = None


def _paused(table: Table) -> Activation | None:
    """The ability waiting on its heal window, if the heal window is an ability's."""
    if not table.stack:
        return None
    top = table.stack[0]
    return top if top.paused and top.healing is not None else None


def _declined(healing: Healing, player: PlayerId) -> Healing:
    return evolve(healing, declined=(*healing.declined, player))


def _holds_heal(table: Table, player: PlayerId) -> bool:
    return not resolution.healing_cards(table.defs).isdisjoint(table.peek(player, Zone.HAND))
