"""A PettingZoo AEC environment: players take turns as agents, with legal-action masks.

Needs the ``ai`` extra (``pip install 'redemption-rules[ai]'``): importing this module imports
PettingZoo, Gymnasium and NumPy.

Agents are ``player_0``, ``player_1``, ... by seat, and the agent selected is the player who
must act (:attr:`~redemption_rules.state.GameState.to_act`), which is not always the active
player. An observation is a dict: ``"observation"``, the player's
:meth:`~redemption_rules.ai.Encoding.vector` as float32, and ``"action_mask"``, int8, 1 for
each legal action index (all 0 for a player not to act). An action is an index of
:class:`~redemption_rules.ai.Encoding`. The winner's reward is 1 and every other player's -1,
given when the game ends; a draw gives 0. A game still going after *max_steps* actions is
truncated.

>>> from redemption_rules.ai.pettingzoo_env import RedemptionEnv
>>> env = RedemptionEnv()
>>> env.reset(seed=7)
>>> env.possible_agents
['player_0', 'player_1']
>>> observation = env.observe(env.agent_selection)
>>> int(observation["action_mask"].sum())  # who goes first: either player
2
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from redemption_rules.ai.encoding import Encoding
from redemption_rules.board import render
from redemption_rules.decks import load_starter_decks
from redemption_rules.engine import legal_actions, new_game, step
from redemption_rules.state import PlayerId
from redemption_rules.views import observe

if TYPE_CHECKING:
    from collections.abc import Sequence

    from numpy.typing import NDArray

    from redemption_rules.decks import Deck
    from redemption_rules.state import GameState

__all__ = ["DEFAULT_MAX_STEPS", "RedemptionEnv"]

DEFAULT_MAX_STEPS = 5_000
"""Actions after which a game is truncated."""


class RedemptionEnv(AECEnv):  # type: ignore[misc]  # PettingZoo ships no type hints
    """A game of Redemption as a PettingZoo AEC environment (see the module).

    *decks* are the players' decks by seat (the starter decks by default); *ruleset* and
    *abilities* are as for :func:`~redemption_rules.new_game`. *encoding* sets the bounds of
    the action space and observation (by default, those of the decks' games).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "redemption_v0",
        "render_modes": ["ansi"],
        "is_parallelizable": False,
    }
    agent_selection: str
    rewards: dict[str, float]
    terminations: dict[str, bool]
    truncations: dict[str, bool]
    infos: dict[str, dict[str, Any]]

    def __init__(
        self,
        decks: Sequence[Deck] | None = None,
        *,
        ruleset: str = "modern",
        abilities: bool = True,
        encoding: Encoding | None = None,
        max_steps: int = DEFAULT_MAX_STEPS,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.decks = tuple(load_starter_decks() if decks is None else decks)
        self.ruleset = ruleset
        self.abilities = abilities
        self.max_steps = max_steps
        self.render_mode = render_mode
        self.state: GameState = self._new_game(0)
        self.encoding = Encoding.for_game(self.state) if encoding is None else encoding
        self.possible_agents = [f"player_{seat}" for seat in range(len(self.decks))]
        self.agents = list(self.possible_agents)
        self._action_space = spaces.Discrete(self.encoding.actions)
        self._observation_space = spaces.Dict(
            {
                "observation": spaces.Box(
                    low=0.0, high=np.inf, shape=(self.encoding.observation_size,), dtype=np.float32
                ),
                "action_mask": spaces.Box(
                    low=0, high=1, shape=(self.encoding.actions,), dtype=np.int8
                ),
            }
        )
        self._seeds = random.Random()  # noqa: S311 - game play
        self._steps = 0
        self._reset_bookkeeping()

    def observation_space(self, agent: str) -> spaces.Dict:  # noqa: ARG002 - the same for all
        """The observation space: the same for every agent."""
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Discrete:  # noqa: ARG002 - the same for all
        """The action space: the same for every agent."""
        return self._action_space

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:  # noqa: ARG002 - no options
        """Deal a new game; with *seed*, the game dealt from that seed."""
        if seed is not None:
            self._seeds.seed(seed)
        self.state = self._new_game(self._seeds.randrange(2**32))
        self._steps = 0
        self.agents = list(self.possible_agents)
        self._reset_bookkeeping()

    def observe(self, agent: str) -> dict[str, NDArray[Any]]:
        """What *agent* may know, and its legal actions (none unless it is to act)."""
        player = self._player(agent)
        vector = np.asarray(self.encoding.vector(observe(self.state, player)), dtype=np.float32)
        mask = np.zeros(self.encoding.actions, dtype=np.int8)
        if self.state.to_act == player:
            mask[[self.encoding.index(action) for action in legal_actions(self.state)]] = 1
        return {"observation": vector, "action_mask": mask}

    def step(self, action: int | None) -> None:
        """Play the action at index *action* for the selected agent."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to act: give an action index, not None")
        self._cumulative_rewards[agent] = 0
        self._clear_rewards()
        self.state = step(self.state, self.encoding.action(int(action))).state
        self._steps += 1
        result = self.state.result
        if result is not None:
            if result.winner is not None:
                for name in self.agents:
                    self.rewards[name] = 1 if self._player(name) == result.winner else -1
            self.terminations = dict.fromkeys(self.agents, True)
        elif self._steps >= self.max_steps:
            self.truncations = dict.fromkeys(self.agents, True)
        self._select()
        self._accumulate_rewards()

    def render(self) -> str | None:
        """The board as text, as a spectator sees it (``render_mode="ansi"``)."""
        if self.render_mode != "ansi":
            return None
        return render(self.state)

    def close(self) -> None:
        """Nothing to release."""

    def _new_game(self, seed: int) -> GameState:
        return new_game(self.decks, seed=seed, ruleset=self.ruleset, abilities=self.abilities)

    def _reset_bookkeeping(self) -> None:
        self.rewards = dict.fromkeys(self.agents, 0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        to_act = self.state.to_act
        if to_act is not None and not self.truncations[f"player_{to_act}"]:
            self.agent_selection = f"player_{to_act}"
        else:
            self.agent_selection = self.agents[0]

    def _player(self, agent: str) -> PlayerId:
        return PlayerId(self.possible_agents.index(agent))
