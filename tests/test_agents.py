"""Agents: every choice is legal, and the greedy agent plays better than chance."""

from __future__ import annotations

from collections import Counter

import pytest

from redemption_rules import (
    GreedyAgent,
    PlayerId,
    RandomAgent,
    legal_actions,
    load_starter_decks,
    new_game,
    play_out,
)


@pytest.mark.slow  # plays many games
@pytest.mark.parametrize("ruleset", ["modern", "fourth", "classic"])
def test_greedy_agent_beats_random_play(ruleset: str) -> None:
    decks = load_starter_decks()
    results: Counter[str] = Counter()
    for seed in range(60):
        greedy_seat = seed % 2
        agents = [GreedyAgent(), RandomAgent(seed)]
        if greedy_seat:
            agents.reverse()
        state = new_game(decks, seed=seed, ruleset=ruleset)
        for action, result in play_out(state, agents):
            assert action in legal_actions(state)
            state = result.state
        if state.winner is None:
            results["draw"] += 1
        else:
            results["greedy" if state.winner == greedy_seat else "random"] += 1
    assert results["greedy"] >= 45, results  # three games in four at least


def test_play_out_stops_early_when_asked() -> None:
    state = new_game(load_starter_decks(), seed=3)
    steps = list(play_out(state, [RandomAgent(1), RandomAgent(2)], max_steps=5))
    assert len(steps) == 5
    assert not steps[-1][1].state.is_over


def test_agents_refuse_a_finished_game() -> None:
    state = new_game(load_starter_decks(), seed=3)
    for _, result in play_out(state, [GreedyAgent(), GreedyAgent()]):
        state = result.state
    assert state.is_over
    assert state.winner in (PlayerId(0), PlayerId(1), None)
    with pytest.raises(ValueError, match="over"):
        GreedyAgent().choose(state)
    with pytest.raises(ValueError, match="over"):
        RandomAgent(1).choose(state)
