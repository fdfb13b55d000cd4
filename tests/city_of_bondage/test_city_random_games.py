"""300 seeded random City of Bondage games, 100 each of 2, 3 and 4 players, played to their
end by the library's RandomAgent, with the invariants checked after every step.

After every step: no card lost or in two places, hit chips not negative and equal to those the
events put on and took off, one player to act and a legal action for them until the game ends
(none after). On a sample of steps the state given to ``step`` is unchanged, and the state,
the action and the events read back from JSON as they were.
"""

from __future__ import annotations

import pytest

from redemption_rules.agents import RandomAgent
from redemption_rules.city_of_bondage.actions import CityAction
from redemption_rules.city_of_bondage.engine import legal_actions, new_game, step
from redemption_rules.city_of_bondage.events import CityEvent, HitsRemoved, HitsTaken
from redemption_rules.city_of_bondage.state import CityState
from redemption_rules.serialization import from_json, to_json

GAMES = 100
CHUNKS = 2
"""Each player count's games are split in chunks, so the test workers share them."""
MOST_STEPS = 10_000
SAMPLE = 10
"""The JSON round trip and the untouched input are checked at one step of each game, and the
end of every tenth game: a state's JSON holds the board and the 100 cards, and is slow."""


def _play(players: int, seed: int) -> CityState:
    state = new_game(players, seed=seed)
    agent = RandomAgent(seed)
    hits = 0
    for count in range(MOST_STEPS):
        assert state.to_act is not None
        assert 0 <= state.to_act < players
        action = agent.choose(state)
        sampled = count == (seed * 37) % 200
        before = to_json(state) if sampled else ""
        result = step(state, action)
        if sampled:
            assert to_json(state) == before  # step changed nothing it was given
            assert from_json(before, CityState) == state
            assert from_json(to_json(action), CityAction) == action  # type: ignore[arg-type]
            for event in result.events:
                assert from_json(to_json(event), CityEvent) == event  # type: ignore[arg-type]
        state = result.state
        for event in result.events:
            if isinstance(event, HitsTaken):
                hits += event.count
            elif isinstance(event, HitsRemoved):
                hits -= event.count
        assert not state.problems(), (seed, count)
        assert state.total_hits == hits
        assert all(player.hits >= 0 for player in state.players)
        if state.is_over:
            assert state.to_act is None
            assert legal_actions(state) == []
            if seed % SAMPLE == 0:
                assert from_json(to_json(state), CityState) == state
            return state
        assert legal_actions(state)
    raise AssertionError(f"the {players}-player game of seed {seed} has not ended")


@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_with_every_invariant_kept(players: int, chunk: int) -> None:
    size = GAMES // CHUNKS
    for seed in range(chunk * size, (chunk + 1) * size):
        end = _play(players, seed)
        assert end.is_over
        assert (end.winner is None) == (end.total_hits >= end.ruleset.overwhelm_at(players))
