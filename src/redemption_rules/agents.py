"""Agents: programs that choose actions, for demos, tests and deck testing.

An agent has one method, ``choose(state) -> Action``, and must return one of
``legal_actions(state)``. :func:`play_out` runs a game to its end with one agent per seat.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Protocol

from redemption_rules.engine import Step, legal_actions, step

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

    from redemption_rules.actions import Action
    from redemption_rules.state import GameState


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

    def choose(self, state: GameState) -> Action:
        """A uniformly random legal action.

        Raises:
            ValueError: the game is over, so there is nothing to choose.
        """
        actions = legal_actions(state)
        if not actions:
            raise ValueError("the game is over: there is no action to choose")
        return self._random.choice(actions)

    def __repr__(self) -> str:
        return f"RandomAgent(seed={self.seed!r})"


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
