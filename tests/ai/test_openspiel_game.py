"""The OpenSpiel game passes OpenSpiel's random-simulation checks (skipped without pyspiel)."""

from __future__ import annotations

import pytest

pytest.importorskip("pyspiel")

import pyspiel

from redemption_rules import PlayerId, observe
from redemption_rules.ai import Encoding
from redemption_rules.ai.openspiel_game import RedemptionState  # registers the game


def test_random_simulations_pass_the_checks() -> None:
    game = pyspiel.load_game("python_redemption")
    pyspiel.random_sim_test(game, num_sims=5, serialize=False, verbose=False)


def test_a_short_game_passes_the_checks_and_ends_without_a_winner() -> None:
    game = pyspiel.load_game("python_redemption", {"deals": 4, "max_game_length": 20})
    pyspiel.random_sim_test(game, num_sims=3, serialize=False, verbose=False)
    state = game.new_initial_state()
    state.apply_action(2)
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])
    assert state.returns() == [0.0, 0.0]


def test_the_observation_is_the_players_vector() -> None:
    game = pyspiel.load_game("python_redemption")
    state = game.new_initial_state()
    assert state.is_chance_node()
    state.apply_action(7)
    assert isinstance(state, RedemptionState)
    dealt = state.state
    assert dealt is not None
    encoding = Encoding.for_game(dealt)
    for player in (0, 1):
        tensor = state.observation_tensor(player)
        assert len(tensor) == encoding.observation_size
        assert tensor == pytest.approx(encoding.vector(observe(dealt, PlayerId(player))))
    assert state.action_to_string(state.current_player(), state.legal_actions()[0]).startswith(
        "Choose player"
    )
