"""Action Priority: who may act between game actions, and in what order (REG: Action Priority).

After every game action, while nothing is resolving, each player in turn may use a pending
triggered ability (level 1), play a Dominant (level 2) or use a manually triggered ability
(level 3) before the game moves on. The engine plays it this way:

* Level 1 is carried out at once: waiting triggered abilities go onto the stack in Action
  Priority order (the active player's first, each player's mandatory ones first).
* The players who have something to do get a ``PRIORITY`` decision, in Action Priority
  order: the active player, then (in battle) the battle opponent, then the others. A player
  with nothing to do is not asked. Level 2 offers Dominants; once every player offered one
  has passed, level 3 offers manually triggered abilities. Acting at either level starts a
  new round once what was done has resolved; when all have passed the game moves on.
* The player who holds the next game decision may also play a Dominant or use an ability
  as part of that decision. When they come last in the order (or alone), that is their
  window: they are not asked twice.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from redemption_rules.effects.manual import manual_keys, may_use, usable_abilities
from redemption_rules.effects.resolution import useful
from redemption_rules.effects.restriction import restriction_against
from redemption_rules.state import Decision, DecisionKind, InstanceId, PlayerId, Priority
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from redemption_rules.cards.model import CardDef
    from redemption_rules.state import GameState
    from redemption_rules.table import Table

__all__ = ["WINDOW_DECISIONS", "offer", "order", "pass_priority", "playable_dominants"]

WINDOW_DECISIONS: Final = frozenset(
    {
        DecisionKind.UPKEEP,
        DecisionKind.PREPARATION,
        DecisionKind.BATTLE,
        DecisionKind.BLOCK,
        DecisionKind.TAUNT,
        DecisionKind.INITIATIVE,
        DecisionKind.DISCARD,
    }
)
"""Game decisions before which other players get an Action Priority window."""
_HAND: Final = Zone.HAND
"""Bound once: on Python 3.11 each read of a member through its Enum class goes through the
class's ``__getattr__`` hook, and every window looks at each hand."""


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
    something and that no restriction keeps the player from playing (REG: Restrict).
    """
    dominants = _dominant_cards(state.definitions())
    cards = [card for card in state.players[player].hand if card in dominants]
    if not cards or not state.abilities:
        return cards
    return [
        card
        for card in cards
        if useful(state, card, player) and restriction_against(state, player, card) is None
    ]


def offer(table: Table) -> bool:
    """Open an Action Priority window before the pending game decision; True if opened.

    A window opens when a player other than the decision's holder has something to do.
    Those players are looked at first: when none holds a Dominant or controls a card with a
    manually triggered effect (most game decisions), no window can open, and the holder's
    cards and the table's view are not looked at.
    """
    decision = table.decision
    if (
        not table.state.abilities
        or decision is None
        or decision.kind not in WINDOW_DECISIONS
        or table.priority is not None
    ):
        return False
    holder = decision.player
    in_game = _dominant_cards(table.defs)
    keys = manual_keys(table.state.catalog)
    others = [p for p in table.state.seats if p != holder]
    dominants = {p for p in others if not in_game.isdisjoint(table.peek(p, _HAND))}
    abilities = {p for p in others if _may_use(table, p, keys)} if keys else set()
    if not dominants and not abilities:
        return False
    if not in_game.isdisjoint(table.peek(holder, _HAND)):
        dominants.add(holder)
    if keys and _may_use(table, holder, keys):
        abilities.add(holder)
    table.changed()
    state = table.view()
    seats = order(state)
    first = [p for p in seats if p in dominants and playable_dominants(state, p)]
    then = [p for p in seats if p in abilities and usable_abilities(state, p)]
    # the holder, last in order, acts as part of their decision
    if then and then[-1] == holder:
        then.pop()
    if not then and first and first[-1] == holder:
        first.pop()
    if not first and not then:
        return False
    table.priority = Priority(tuple(first), tuple(then))
    table.resume = decision
    table.decision = Decision(_offered(table.priority), DecisionKind.PRIORITY)
    return True


def _may_use(table: Table, player: PlayerId, keys: frozenset[str]) -> bool:
    """Whether *player* controls a card whose active ability has a manually triggered effect."""
    return may_use(
        table,
        table.battle,
        table.peek(player, Zone.TERRITORY),
        player,
        table.peek(player, Zone.ARTIFACT_PILE),
        keys=keys,
    )


def pass_priority(table: Table) -> None:
    """The player with the window passes; the next one gets it, or the game moves on."""
    current = table.priority
    assert current is not None  # noqa: S101 - a PRIORITY decision has a round
    if current.waiting:
        table.priority = Priority(current.waiting[1:], current.manual)
    else:
        table.priority = Priority((), current.manual[1:])
    if table.priority.player is not None:
        table.decision = Decision(table.priority.player, DecisionKind.PRIORITY)
        return
    table.decision = table.resume
    table.resume = None


def _offered(priority: Priority) -> PlayerId:
    player = priority.player
    assert player is not None  # noqa: S101 - a round opens with someone to offer
    return player


def _dominant_cards(definitions: tuple[CardDef, ...]) -> frozenset[InstanceId]:
    """The Dominants of a game, by instance id, given every card's definition in id order.

    Worked out once per game: the states of a game share their tuple of definitions.
    """
    known = _DOMINANTS.get(id(definitions))
    if known is not None and known[0] is definitions:
        return known[1]
    found = frozenset(
        InstanceId(card) for card, definition in enumerate(definitions) if definition.is_dominant
    )
    if len(_DOMINANTS) > 1_000:
        _DOMINANTS.clear()
    _DOMINANTS[id(definitions)] = (definitions, found)
    return found


_DOMINANTS: dict[int, tuple[tuple[CardDef, ...], frozenset[InstanceId]]] = {}
