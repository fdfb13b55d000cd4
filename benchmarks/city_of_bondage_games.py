"""Random City of Bondage games per second, with 2, 3 and 4 players.

A script, not a test: run ``python benchmarks/city_of_bondage_games.py [GAMES] [--check]``.
GAMES (default 100) are played for each player count by the library's RandomAgent through
the public contract (``new_game``, ``legal_actions`` inside the agent, ``step``); the time
counts the choices as well. With ``--check`` the state's invariants are checked after every
step (every card in one place, hit chips in the supply, a player to act), and the time is
reported with them. Process time on one core is reported.
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from typing import TYPE_CHECKING

from redemption_rules.agents import RandomAgent
from redemption_rules.city_of_bondage.engine import new_game, step

if TYPE_CHECKING:
    from redemption_rules.city_of_bondage.state import CityState


def play(players: int, seed: int, *, check: bool) -> tuple[CityState, int]:
    """Play one seeded game to its end; the end state and the steps taken."""
    state = new_game(players, seed=seed)
    agent = RandomAgent(seed)
    steps = 0
    while not state.is_over:
        state = step(state, agent.choose(state)).state
        steps += 1
        if check:
            problems = state.problems()
            if problems:
                raise AssertionError(f"{players} players, seed {seed}, step {steps}: {problems}")
    return state, steps


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 100
    check = "--check" in sys.argv
    play(2, -1, check=False)  # untimed: the board and the cards are read on first use
    total_games = total_steps = 0
    total_time = 0.0
    for players in (2, 3, 4):
        endings: Counter[str] = Counter()
        steps = turns = 0
        start = time.process_time()
        for seed in range(games):
            state, taken = play(players, seed, check=check)
            steps += taken
            turns += state.turn
            endings[state.end.value if state.end else "unfinished"] += 1
        elapsed = time.process_time() - start
        total_games += games
        total_steps += steps
        total_time += elapsed
        print(f"{players} players: {games} games in {elapsed:.2f} s")
        print(f"  {games / elapsed:.1f} games/s, {steps / elapsed:.0f} steps/s (process time)")
        print(f"  {steps / games:.1f} steps and {turns / games:.1f} turns per game")
        print("  endings: " + ", ".join(f"{name} {count}" for name, count in endings.items()))
    mode = "with invariants checked" if check else "engine and agent only"
    print(
        f"all: {total_games} games in {total_time:.2f} s, {total_games / total_time:.1f} games/s, "
        f"{total_steps / total_time:.0f} steps/s ({mode})"
    )


if __name__ == "__main__":
    main()
