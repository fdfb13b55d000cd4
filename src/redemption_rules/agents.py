"""Agents: programs that choose actions, for demos, tests and deck testing.

An agent has one method, ``choose(state) -> Action``, and must return one of
``legal_actions(state)``. :func:`play_out` runs a game to its end with one agent per seat.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Final, Protocol, overload

from redemption_rules.actions import (
    AcceptTaunt,
    AddSite,
    Attack,
    Block,
    ChooseCard,
    ChooseFirstPlayer,
    ChooseOption,
    Decline,
    Discard,
    EndPhase,
    Equip,
    Finish,
    Pass,
    PassPriority,
    PlayCard,
    PlayDominant,
    PlayEnhancement,
    PutInSite,
    SurrenderSoul,
    Taunt,
)
from redemption_rules.battle.initiative import situation
from redemption_rules.cards.model import CardType
from redemption_rules.city_of_bondage.engine import legal_actions as city_legal_actions
from redemption_rules.city_of_bondage.state import CityState
from redemption_rules.engine import Step, accessible_souls, legal_actions, side_numbers, step
from redemption_rules.state import Situation

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

    from redemption_rules.actions import Action
    from redemption_rules.city_of_bondage.actions import CityAction
    from redemption_rules.state import GameState, InstanceId, PlayerId


class Agent(Protocol):
    """Anything that picks a legal action for the player to act."""

    def choose(self, state: GameState) -> Action:
        """One of ``legal_actions(state)``."""
        ...


class RandomAgent:
    """Picks uniformly among the legal actions, with its own seeded generator.

    >>> from redemption_rules.decks import load_starter_decks
    >>> from redemption_rules.engine import new_game
    >>> state = new_game(load_starter_decks(), seed=1)
    >>> RandomAgent(seed=1).choose(state) in legal_actions(state)
    True
    """

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        self._random = random.Random(seed)  # noqa: S311 - game play, not cryptography

    @overload
    def choose(self, state: GameState) -> Action: ...

    @overload
    def choose(self, state: CityState) -> CityAction: ...

    def choose(self, state: GameState | CityState) -> Action | CityAction:
        """A uniformly random legal action, of the card game or of City of Bondage.

        Raises:
            ValueError: the game is over, so there is nothing to choose.
        """
        actions: Sequence[Action | CityAction]
        if isinstance(state, CityState):
            actions = city_legal_actions(state)
        else:
            actions = legal_actions(state)
        if not actions:
            raise ValueError("the game is over: there is no action to choose")
        return self._random.choice(actions)

    def __repr__(self) -> str:
        return f"RandomAgent(seed={self.seed!r})"


class GreedyAgent:
    """Plays by the numbers, one decision at a time, without looking ahead.

    It goes first when asked, puts every character, Site and Fortress into play, arms its
    warriors with the strongest weapons, attacks
    with its strongest Hero the opponent with most Lost Souls, blocks with the Evil Character
    that does best against the attacker, plays the Enhancement that most improves its side of
    a battle, plays its Dominants when they are offered, uses every "may", and picks the first
    target an ability offers. A baseline for deck testing and for agents that should beat
    chance.

    >>> from redemption_rules.decks import load_starter_decks
    >>> from redemption_rules.engine import new_game
    >>> state = new_game(load_starter_decks(), seed=1)
    >>> GreedyAgent().choose(state) in legal_actions(state)
    True
    """

    def choose(self, state: GameState) -> Action:
        """The best legal action by the numbers.

        Raises:
            ValueError: the game is over.
        """
        actions = legal_actions(state)
        if not actions:
            raise ValueError("the game is over: there is no action to choose")
        player = state.to_act
        assert player is not None  # noqa: S101 - a running game has a player to act
        return max(actions, key=lambda action: _score(state, player, action))

    def __repr__(self) -> str:
        return "GreedyAgent()"


def _score(state: GameState, player: PlayerId, action: Action) -> float:
    """How much *player* wants *action* now; higher is better, ties go to the first."""
    if isinstance(action, ChooseFirstPlayer):
        return 1.0 if action.player == player else 0.0
    if isinstance(action, PlayCard):
        return 2.0 if action.identity is not CardType.ARTIFACT else 1.5
    if isinstance(action, Equip):
        strength, toughness = _numbers(state, action.weapon, None)
        return 2.5 + (strength + toughness) / 100
    if isinstance(action, Attack):
        sites = () if action.site is None else (action.site,)
        souls = len(accessible_souls(state, action.defender, sites))
        strength, toughness = _numbers(state, action.hero, CardType.HERO)
        return 3.0 + souls * 100 + strength + toughness
    if isinstance(action, Taunt):  # a payoff, but no Lost Soul: after any attack
        strength, toughness = _numbers(state, action.character, CardType.EVIL_CHARACTER)
        return 2.0 + (strength + toughness) / 100
    if isinstance(action, PutInSite):
        return 1.8
    if isinstance(action, AddSite):  # offered only when it reaches another Lost Soul
        return 2.8
    if isinstance(action, (Block, AcceptTaunt, PlayEnhancement)) and state.battle is not None:
        return 3.0 + _battle_gain(state, player, action)
    if isinstance(action, PlayEnhancement):
        return 1.2  # a territory-class Enhancement outside battle
    if isinstance(action, Discard):
        definition = state.card(action.card)
        strength, toughness = _numbers(state, action.card, None)
        return -(strength + toughness) - (5 if definition.is_dominant else 0)
    if isinstance(action, (EndPhase, Decline, Pass, SurrenderSoul, PassPriority, Finish)):
        return 0.5
    if isinstance(action, PlayDominant):
        return 2.9 if state.abilities else -1.0  # by the numbers a Dominant does nothing
    if isinstance(action, (ChooseCard, ChooseOption)):
        return 1.0
    return -1.0


def _numbers(state: GameState, card: InstanceId, identity: CardType | None) -> tuple[int, int]:
    strength, toughness = state.card(card).numbers(identity)
    return (
        strength.value if strength is not None and not strength.variable else 0,
        toughness.value if toughness is not None and not toughness.variable else 0,
    )


def _battle_gain(
    state: GameState, player: PlayerId, action: Block | AcceptTaunt | PlayEnhancement
) -> float:
    """How the battle would stand for *player* after the block, Hero or Enhancement."""
    after = step(state, action).state
    battle = after.battle
    if battle is None:
        return 0.0
    current = situation(*side_numbers(after, battle))
    hero_side = player == battle.attacker
    value = _SITUATION_VALUE[current]
    return value if hero_side else -value


_SITUATION_VALUE: Final = {
    Situation.WINNING: 3.0,
    Situation.MUTUAL_DESTRUCTION: 1.0,
    Situation.STALEMATE: -1.0,
    Situation.LOSING: -3.0,
}
"""How good each situation is for the Hero's side; the evil side counts it the other way."""


def play_out(
    state: GameState, agents: Sequence[Agent], *, max_steps: int | None = None
) -> Iterator[tuple[Action, Step]]:
    """Play from *state* until the game ends, yielding each action and its step.

    ``agents[n]`` chooses for player *n*. *max_steps* stops early (the game unfinished).
    """
    count = 0
    while not state.is_over and (max_steps is None or count < max_steps):
        player = state.to_act
        assert player is not None  # noqa: S101 - a running game always has a player to act
        action = agents[player].choose(state)
        result = step(state, action)
        yield action, result
        state = result.state
        count += 1
