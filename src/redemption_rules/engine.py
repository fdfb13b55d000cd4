"""The engine: a game's phases as a machine of pending decisions (REG: Turn, Phase, Battle).

:func:`new_game` deals and stops at the first decision; :func:`legal_actions` lists the
answers to the pending decision; :func:`step` applies one and returns the new state with the
events of the transition; :func:`apply` returns only the state. Nothing here mutates a
:class:`GameState`: each transition works on a private scratch copy
(:class:`~redemption_rules.table.Table`) and freezes it.

The rules live in a module per rulebook chapter: :mod:`redemption_rules.turn` (setup, phases,
the end of the game), :mod:`redemption_rules.battle.fight` (attacks, blocks, Enhancements,
resolution) and :mod:`redemption_rules.playing` (what may be put where).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, cast

from attrs import frozen

from redemption_rules import turn
from redemption_rules.actions import (
    Action,
    Attack,
    Block,
    ChooseFirstPlayer,
    Decline,
    Discard,
    EndPhase,
    Equip,
    Pass,
    PlayCard,
    PlayDominant,
    PlayEnhancement,
    PutInSite,
    SurrenderSoul,
)
from redemption_rules.battle import fight
from redemption_rules.battle.initiative import is_tied
from redemption_rules.battle.numbers import battle_situation, side_numbers
from redemption_rules.cards.pool import CardPool
from redemption_rules.errors import IllegalAction, SetupError
from redemption_rules.events import Event
from redemption_rules.playing import accessible_souls
from redemption_rules.rulesets import Ruleset, get_ruleset
from redemption_rules.state import (
    CardInstance,
    DecisionKind,
    GameState,
    InstanceId,
    PlayerId,
    PlayerState,
    Rng,
)
from redemption_rules.table import Table

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from redemption_rules.cards.model import CardDef
    from redemption_rules.decks import Deck

__all__ = [
    "Step",
    "accessible_souls",
    "apply",
    "legal_actions",
    "new_game",
    "side_numbers",
    "start_game",
    "step",
]


@frozen
class Step:
    """One transition: the new state and what happened, in order."""

    state: GameState
    events: tuple[Event, ...]


def new_game(decks: Sequence[Deck], *, seed: int, ruleset: str | Ruleset = "modern") -> GameState:
    """Shuffle, deal the opening hands, and stop at the first decision (REG: Pre-Game Phase).

    Player 0 plays the first deck, player 1 the second, and so on; turns pass to the left,
    from player *n* to player *n + 1*.

    Raises:
        SetupError: too few or too many decks for the ruleset, or an empty deck.
        KeyError: an unknown ruleset name.
    """
    return start_game(decks, seed=seed, ruleset=ruleset).state


def start_game(decks: Sequence[Deck], *, seed: int, ruleset: str | Ruleset = "modern") -> Step:
    """Like :func:`new_game`, with the events of the deal."""
    rules = get_ruleset(ruleset)
    if not rules.min_players <= len(decks) <= rules.max_players:
        raise SetupError(
            f"the {rules.name!r} ruleset plays {rules.min_players} to {rules.max_players} "
            f"players; got {len(decks)} decks"
        )
    definitions: dict[str, CardDef] = {}
    instances: list[CardInstance] = []
    players: list[PlayerState] = []
    for seat, deck in enumerate(decks):
        player = PlayerId(seat)
        if deck.size == 0:
            raise SetupError(f"deck {seat} ({deck.name or 'unnamed'}) has no cards")
        zones: dict[str, list[InstanceId]] = {"deck": [], "reserve": []}
        for part, cards in (("deck", deck.cards()), ("reserve", deck.reserve_cards())):
            for card in cards:
                known = definitions.setdefault(card.key, card)
                if known != card:
                    raise SetupError(f"two different cards share the key {card.key!r}")
                card_id = InstanceId(len(instances))
                instances.append(CardInstance(card_id, card.key, player))
                zones[part].append(card_id)
        players.append(
            PlayerState(player, deck=tuple(zones["deck"]), reserve=tuple(zones["reserve"]))
        )
    state = GameState(
        ruleset=rules,
        catalog=CardPool(tuple(definitions.values())),
        cards=tuple(instances),
        players=tuple(players),
        rng=Rng.from_seed(seed),
    )
    table = Table(state)
    turn.pre_game(table)
    return Step(table.freeze(), tuple(table.events))


def legal_actions(state: GameState) -> list[Action]:
    """Every legal answer to the pending decision; empty only when the game is over.

    The list is in a fixed order, so the same state always gives the same list.
    """
    cached = state._legal  # noqa: SLF001 - the state's own cache of this function
    if cached is None:
        cached = tuple(_legal_actions(state))
        object.__setattr__(state, "_legal", cached)
    return list(cast("tuple[Action, ...]", cached))


def step(state: GameState, action: Action) -> Step:
    """Apply *action* for the player to act; return the new state and the events.

    The given state is never changed.

    Raises:
        IllegalAction: the action is not legal now; its ``reason`` says why.
    """
    if state.is_over:
        raise IllegalAction(action, "the game is over")
    if action not in legal_actions(state):
        raise IllegalAction(action, _why_illegal(state, action))
    table = Table(state)
    _HANDLERS[type(action)](table, action)
    return Step(table.freeze(), tuple(table.events))


def apply(state: GameState, action: Action) -> GameState:
    """The state after *action*: ``step(state, action).state``.

    Raises:
        IllegalAction: the action is not legal now; its ``reason`` says why.
    """
    return step(state, action).state


def _legal_actions(state: GameState) -> list[Action]:
    decision = state.decision
    if decision is None:
        return []
    player = decision.player
    kind = decision.kind
    actions: list[Action] = []
    if kind is DecisionKind.CHOOSE_FIRST_PLAYER:
        return [ChooseFirstPlayer(PlayerId(seat)) for seat in range(len(state.players))]
    if kind is DecisionKind.SURRENDER_SOUL:
        battle = state.battle
        assert battle is not None  # noqa: S101 - a surrender follows a battle
        souls = accessible_souls(state, battle.defender, battle.sites)
        return [SurrenderSoul(soul) for soul in souls]
    if kind is DecisionKind.EQUIP:
        battle = state.battle
        assert battle is not None  # noqa: S101 - equipping at the end of a battle
        return [*fight.weapon_choices(state, battle, player), Decline()]
    if kind in (DecisionKind.PREPARATION, DecisionKind.DISCARD):
        actions.extend(turn.put_in_play_actions(state, player))
        actions.extend(turn.equip_actions(state, player))
    if kind is DecisionKind.PREPARATION:
        actions.extend(turn.put_in_site_actions(state, player))
    elif kind is DecisionKind.BATTLE:
        actions.extend(fight.attack_actions(state, player))
    elif kind is DecisionKind.BLOCK:
        actions.extend(fight.block_actions(state, player))
    elif kind is DecisionKind.INITIATIVE:
        actions.extend(fight.enhancement_actions(state, player))
    actions.extend(turn.dominant_actions(state, player))
    if kind is DecisionKind.DISCARD:
        hand = state.players[player].hand
        if len(hand) > state.ruleset.hand_limit:
            actions.extend(Discard(card) for card in hand)
        else:
            actions.append(EndPhase())
    elif kind in (DecisionKind.PREPARATION, DecisionKind.BATTLE):
        actions.append(EndPhase())
    elif kind is DecisionKind.BLOCK:
        actions.append(Decline())
    elif kind is DecisionKind.INITIATIVE:
        battle = state.battle
        assert battle is not None  # noqa: S101 - initiative exists only in a battle
        actions.append(Pass() if is_tied(battle_situation(state, battle)) else Decline())
    return actions


def _why_illegal(state: GameState, action: Action) -> str:
    """A reason, in words, that *action* is not among the legal actions."""
    decision = state.decision
    assert decision is not None  # noqa: S101 - step checks is_over first
    player = decision.player
    expected = _EXPECTED[decision.kind]
    if not isinstance(action, expected):
        names = ", ".join(cls.__name__ for cls in expected)
        return (
            f"player {player} must answer a {decision.kind.value} decision "
            f"(one of: {names}), not {type(action).__name__}"
        )
    card = getattr(action, "card", None) or getattr(action, "hero", None)
    card = card if card is not None else getattr(action, "character", None)
    if card is not None and not 0 <= card < len(state.cards):
        return f"there is no card {card} in this game"
    if isinstance(action, (PlayCard, PlayDominant, Discard)):
        return turn.why_not_from_hand(state, player, action)
    if isinstance(action, Attack):
        return fight.why_not_attack(state, player, action)
    if isinstance(action, Block):
        return fight.why_not_block(state, player, action)
    if isinstance(action, PlayEnhancement):
        return fight.why_not_enhancement(state, player, action)
    if isinstance(action, (Pass, Decline)):
        battle = state.battle
        if battle is not None and is_tied(battle_situation(state, battle)):
            return "nobody is losing: the player with initiative passes (Pass), not Decline"
        return "a player who is losing cannot pass initiative; play an Enhancement or Decline"
    if isinstance(action, Equip):
        return turn.why_not_equip(state, player, action)
    if isinstance(action, PutInSite):
        return turn.why_not_put_in_site(state, player, action)
    if isinstance(action, SurrenderSoul):
        return f"card {action.soul} is not a Lost Soul in the defender's Land of Bondage"
    if isinstance(action, EndPhase):
        limit = state.ruleset.hand_limit
        return f"the hand holds more than {limit} cards: discard down to {limit} first"
    return f"there is no player {action.player}"


_EXPECTED: Final[dict[DecisionKind, tuple[type[object], ...]]] = {
    DecisionKind.CHOOSE_FIRST_PLAYER: (ChooseFirstPlayer,),
    DecisionKind.PREPARATION: (PlayCard, Equip, PutInSite, PlayDominant, EndPhase),
    DecisionKind.BATTLE: (Attack, PlayDominant, EndPhase),
    DecisionKind.BLOCK: (Block, PlayDominant, Decline),
    DecisionKind.INITIATIVE: (PlayEnhancement, PlayDominant, Pass, Decline),
    DecisionKind.SURRENDER_SOUL: (SurrenderSoul,),
    DecisionKind.DISCARD: (PlayCard, Equip, PlayDominant, Discard, EndPhase),
    DecisionKind.EQUIP: (Equip, Decline),
}


def _equip(table: Table, action: Equip) -> None:
    if table.decision is not None and table.decision.kind is DecisionKind.EQUIP:
        fight.equip_in_battle(table, action)
    else:
        turn.equip(table, action)


_HANDLERS: Final[dict[type[object], Callable[[Table, Any], None]]] = {
    ChooseFirstPlayer: turn.choose_first_player,
    PlayCard: turn.play_card,
    Equip: _equip,
    PutInSite: turn.put_in_site,
    PlayDominant: turn.play_dominant,
    Attack: fight.attack,
    Block: fight.block,
    PlayEnhancement: fight.play_enhancement,
    Pass: fight.pass_initiative,
    Decline: fight.decline,
    SurrenderSoul: fight.surrender_soul,
    Discard: turn.discard,
    EndPhase: turn.end_phase,
}
