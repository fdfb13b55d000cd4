"""Random full games per second, and steps per second, for Starter I against Starter J.

A script, not a test: run ``python benchmarks/random_games.py [GAMES] [RULESET]``. Each game is
played to its end by two random agents through the public API (``legal_actions`` and
``step``); the time counts the agents' choices as well. Process time on one core is reported.
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter

from redemption_rules import legal_actions, load_starter_decks, new_game, step


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    ruleset = sys.argv[2] if len(sys.argv) > 2 else "modern"
    decks = load_starter_decks()
    steps = turns = 0
    reasons: Counter[str] = Counter()
    start = time.process_time()
    for seed in range(games):
        chooser = random.Random(seed)  # noqa: S311 - game play
        state = new_game(decks, seed=seed, ruleset=ruleset)
        while not state.is_over:
            state = step(state, chooser.choice(legal_actions(state))).state
            steps += 1
        turns += state.turn
        if state.result is not None:
            reasons[state.result.reason.value] += 1
    elapsed = time.process_time() - start
    print(f"ruleset {ruleset}: {games} games of Starter I against Starter J")
    print(f"{games / elapsed:.1f} games/s, {steps / elapsed:.0f} steps/s (process time, one core)")
    print(f"{steps / games:.1f} steps and {turns / games:.1f} turns per game")
    print("endings: " + ", ".join(f"{reason} {count}" for reason, count in reasons.items()))


if __name__ == "__main__":
    main()
