"""Action Priority: who may act between game actions, and in what order (REG: Action Priority).

After every game action, while nothing is resolving, each player in turn may use a pending
triggered ability (level 1), play a Dominant (level 2) or use a manually triggered ability
(level 3) before the game moves on. The engine plays it this way:

* Level 1 is carried out at once: waiting triggered abilities go onto the stack in Action
  Priority order (the active player's first, each player's mandatory ones first).
* The players who have something to do get a ``PRIORITY`` decision, in Action Priority
  order: the active player, then (in battle) the battle opponent, then the others. A player
  with nothing to do is not asked. Playing a Dominant starts a new round once it has
  resolved; passing hands the chance on; when all have passed the game moves on.
* The player who holds the next game decision may also play a Dominant as part of that
  decision. When they come last in the order (or alone), that is their window: they are
  not asked twice.

Manually triggered abilities (level 3) are not carried out yet; no window is opened for them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from redemption_rules.effects.resolution import useful
from redemption_rules.state import Decision, DecisionKind, InstanceId, PlayerId, Priority
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from redemption_rules.state import GameState
    from redemption_rules.table import Table

__all__ = ["WINDOW_DECISIONS", "offer", "order", "pass_priority", "playable_dominants"]

WINDOW_DECISIONS: Final = frozenset(
    {
        DecisionKind.PREPARATION,
        DecisionKind.BATTLE,
        DecisionKind.BLOCK,
        DecisionKind.INITIATIVE,
        DecisionKind.DISCARD,
    }
)
"""Game decisions before which other players get an Action Priority window."""


def order(state: GameState) -> tuple[PlayerId, ...]:
    """Action Priority order (REG: Action Priority).

    The active player, then in battle the battle opponent, then the others in turn order.
    """
    count = len(state.players)
    seats = [PlayerId((state.active + step) % count) for step in range(count)]
    battle = state.battle
    if battle is not None:
        foe = battle.defender if battle.attacker == state.active else battle.attacker
        if foe in seats:
            seats.remove(foe)
            seats.insert(1, foe)
    return tuple(seats)


def playable_dominants(state: GameState, player: PlayerId) -> list[InstanceId]:
    """The Dominants *player* may play now.

    Those in hand, during a turn; with abilities on, only those whose ability would do
    something.
    """
    hand = state.players[player].hand
    cards = [card for card in hand if state.card(card).is_dominant]
    if not cards or not state.abilities:
        return cards
    return [card for card in cards if useful(state, card, player)]


def offer(table: Table) -> bool:
    """Open an Action Priority window before the pending game decision; True if opened.

    A window opens when a player other than the decision's holder has something to do.
    """
    decision = table.decision
    if (
        not table.state.abilities
        or decision is None
        or decision.kind not in WINDOW_DECISIONS
        or table.priority is not None
    ):
        return False
    seats = [PlayerId(seat) for seat in range(len(table.state.players))]
    holder = decision.player
    if not any(p != holder and _holds_dominant(table, p) for p in seats):
        return False
    table.changed()
    state = table.view()
    acting = [p for p in order(state) if _holds_dominant(table, p) and playable_dominants(state, p)]
    if acting and acting[-1] == holder:
        acting.pop()  # the holder, last in order, acts as part of their decision
    if not acting:
        return False
    waiting = tuple(acting)
    table.priority = Priority(waiting)
    table.resume = decision
    table.decision = Decision(waiting[0], DecisionKind.PRIORITY)
    return True


def pass_priority(table: Table) -> None:
    """The player with the window passes; the next one gets it, or the game moves on."""
    current = table.priority
    assert current is not None  # noqa: S101 - a PRIORITY decision has a round
    waiting = current.waiting[1:]
    table.priority = Priority(waiting)
    if waiting:
        table.decision = Decision(waiting[0], DecisionKind.PRIORITY)
        return
    table.decision = table.resume
    table.resume = None


def _holds_dominant(table: Table, player: PlayerId) -> bool:
    return any(table.card(card).is_dominant for card in table.peek(player, Zone.HAND))
