"""Random full games per second, and steps per second, for Starter I against Starter J.

A script, not a test: run ``python benchmarks/random_games.py [GAMES] [RULESET] [MODE]``.
MODE is ``both`` (the default: by the numbers, then with abilities carried out, in the same
run), ``numbers`` or ``abilities``. Each game is played to its end by a seeded random choice
among the legal actions, through the public API (``legal_actions`` and ``step``); the time
counts the choices as well. Process time on one core is reported.
"""

from __future__ import annotations

import random
import sys
import time
from collections import Counter

from redemption_rules import GameState, legal_actions, load_starter_decks, new_game, step


def play(state: GameState, chooser: random.Random) -> tuple[GameState, int]:
    """Play *state* to its end by random legal actions; the end state and the steps taken."""
    steps = 0
    while not state.is_over:
        state = step(state, chooser.choice(legal_actions(state))).state
        steps += 1
    return state, steps


def measure(games: int, ruleset: str, *, abilities: bool) -> tuple[float, float]:
    """Play *games* seeded random games; print and return games/s and steps/s."""
    decks = load_starter_decks()
    # one game first, untimed: the cards' abilities are read and the parser built on first use
    warm_up = random.Random(-1)  # noqa: S311 - game play
    play(new_game(decks, seed=-1, ruleset=ruleset, abilities=abilities), warm_up)
    steps = turns = 0
    reasons: Counter[str] = Counter()
    start = time.process_time()
    for seed in range(games):
        chooser = random.Random(seed)  # noqa: S311 - game play
        state, taken = play(
            new_game(decks, seed=seed, ruleset=ruleset, abilities=abilities), chooser
        )
        steps += taken
        turns += state.turn
        if state.result is not None:
            reasons[state.result.reason.value] += 1
    elapsed = time.process_time() - start
    mode = "with abilities" if abilities else "by the numbers"
    print(f"ruleset {ruleset}, {mode}: {games} games of Starter I against Starter J")
    print(f"  {games / elapsed:.1f} games/s, {steps / elapsed:.0f} steps/s (process time)")
    print(f"  {steps / games:.1f} steps and {turns / games:.1f} turns per game")
    print("  endings: " + ", ".join(f"{reason} {count}" for reason, count in reasons.items()))
    return games / elapsed, steps / elapsed


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    ruleset = sys.argv[2] if len(sys.argv) > 2 else "modern"
    mode = sys.argv[3] if len(sys.argv) > 3 else "both"
    if mode in ("both", "numbers"):
        numbers = measure(games, ruleset, abilities=False)
    if mode in ("both", "abilities"):
        abilities = measure(games, ruleset, abilities=True)
    if mode == "both":
        print(
            f"abilities on: {abilities[0] / numbers[0]:.0%} of the games/s and "
            f"{abilities[1] / numbers[1]:.0%} of the steps/s by the numbers"
        )


if __name__ == "__main__":
    main()
