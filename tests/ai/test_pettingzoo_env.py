"""The PettingZoo environment passes PettingZoo's own checks (skipped without the ai extra)."""

from __future__ import annotations

import pytest

pytest.importorskip("pettingzoo")

from pettingzoo.test import api_test, seed_test

from redemption_rules import legal_actions
from redemption_rules.ai import Encoding, action_index
from redemption_rules.ai.pettingzoo_env import RedemptionEnv

# The API test asks for an array or a Discrete observation; a dict with an action mask is
# what PettingZoo's own card games give, and it warns about them too.
pytestmark = [
    pytest.mark.filterwarnings("ignore:Observation space for each agent probably"),
    pytest.mark.filterwarnings("ignore:Observation is not a NumPy array"),
]


def test_the_environment_passes_the_api_test() -> None:
    api_test(RedemptionEnv(), num_cycles=1000)


def test_a_truncated_game_passes_the_api_test() -> None:
    api_test(RedemptionEnv(max_steps=30), num_cycles=200)


def test_the_same_seed_plays_the_same_game() -> None:
    seed_test(RedemptionEnv, num_cycles=300)


def test_a_game_played_to_the_end_rewards_the_winner() -> None:
    env = RedemptionEnv()
    env.reset(seed=3)
    totals = dict.fromkeys(env.possible_agents, 0.0)
    for agent in env.agent_iter():
        observation, reward, termination, truncation, _ = env.last()
        totals[agent] += reward
        if termination or truncation:
            env.step(None)
            continue
        env.step(env.action_space(agent).sample(observation["action_mask"]))
    winner = env.state.result.winner
    assert winner is not None
    assert totals == {name: 1.0 if name == f"player_{winner}" else -1.0 for name in totals}


def test_the_mask_is_the_legal_set_of_the_player_to_act() -> None:
    env = RedemptionEnv()
    env.reset(seed=5)
    state = env.state
    to_act = env.agent_selection
    assert to_act == f"player_{state.to_act}"
    mask = env.observe(to_act)["action_mask"]
    assert set(mask.nonzero()[0]) == {
        action_index(state, action) for action in legal_actions(state)
    }
    other = next(name for name in env.possible_agents if name != to_act)
    assert not env.observe(other)["action_mask"].any()
    assert len(env.observe(other)["observation"]) == Encoding.for_game(state).observation_size
