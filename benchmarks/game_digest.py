"""A digest of seeded random games, to show that a change leaves every game as it was.

A script, not a test: run ``python benchmarks/game_digest.py [GAMES] [RULESET]`` on two
versions and compare the outputs (``cmp``). Each game is played as ``random_games.py``
plays it (Starter I against Starter J, a seeded random choice among the legal actions),
by the numbers and then with abilities carried out. A line per game gives the mode, the
seed, the steps taken, a hash of every step's legal actions and events, and a hash of the
final state's JSON.
"""

from __future__ import annotations

import hashlib
import random
import sys

from redemption_rules import legal_actions, load_starter_decks, new_game, step, to_json


def digest(seed: int, ruleset: str, *, abilities: bool) -> str:
    """The digest line of the game of *seed*."""
    chooser = random.Random(seed)  # noqa: S311 - game play
    state = new_game(load_starter_decks(), seed=seed, ruleset=ruleset, abilities=abilities)
    trail = hashlib.sha256()
    steps = 0
    while not state.is_over:
        actions = legal_actions(state)
        trail.update(repr(actions).encode())
        taken = step(state, chooser.choice(actions))
        trail.update(repr(taken.events).encode())
        state = taken.state
        steps += 1
    final = hashlib.sha256(to_json(state).encode()).hexdigest()[:16]
    return f"{int(abilities)} {seed} {steps} {trail.hexdigest()[:16]} {final}"


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 300
    ruleset = sys.argv[2] if len(sys.argv) > 2 else "modern"
    for abilities in (False, True):
        for seed in range(games):
            sys.stdout.write(digest(seed, ruleset, abilities=abilities) + "\n")


if __name__ == "__main__":
    main()
