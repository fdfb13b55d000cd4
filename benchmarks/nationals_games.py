"""Seeded random games between the 2024 Nationals decks, with abilities carried out.

A script, not a test: run ``python benchmarks/nationals_games.py [GAMES] [--check]``.

Each game takes 2 to 4 of the 57 decks the card pool reads (one deck's list names a card
the pool does not hold), chosen from the game's seed, and is played to its end by a seeded
random choice among the legal actions. With ``--check``, every state of every game is
audited (``GameState.problems()``: no card in two places or lost, links and records sound)
and every game that raises or breaks a rule is listed with its seed; the run fails if any.

Then, for speed, it plays a Nationals mirror (the first deck against itself) and Starter I
against Starter J, the same number of games each, and reports games/s and steps/s of each,
process time on one core.
"""

from __future__ import annotations

import random
import sys
import time
import traceback
from pathlib import Path

from redemption_rules import (
    Deck,
    GameState,
    legal_actions,
    load_card_pool,
    load_starter_decks,
    new_game,
    parse_deck,
    step,
)

DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
DECKS = DATA / "decks" / "nats2024"


def nationals_decks() -> list[Deck]:
    """Every 2024 Nationals deck the pool reads."""
    pool = load_card_pool(DATA / "carddata.txt")
    decks = []
    for path in sorted(DECKS.glob("*.txt")):
        try:
            decks.append(parse_deck(path.read_text(encoding="utf-8"), pool, name=path.stem))
        except ValueError as problem:
            print(f"skipped {path.name}: {problem}", file=sys.stderr)
    return decks


def play(
    decks: list[Deck], seed: int, *, check: bool = False, limit: int = 20_000
) -> tuple[GameState, int]:
    """Play one seeded random game to its end; the end state and the steps taken."""
    chooser = random.Random(seed)  # noqa: S311 - game play
    state = new_game(decks, seed=seed)
    steps = 0
    while not state.is_over:
        if check:
            problems = state.problems()
            if problems:
                raise AssertionError(f"step {steps}: {problems}")
        state = step(state, chooser.choice(legal_actions(state))).state
        steps += 1
        if steps > limit:
            raise AssertionError(f"no end after {limit} steps")
    return state, steps


def check_games(decks: list[Deck], games: int) -> int:
    """Play *games* games of 2 to 4 random decks, each state audited; how many failed."""
    failed = 0
    start = time.process_time()
    total = 0
    for seed in range(games):
        picker = random.Random(f"decks {seed}")  # noqa: S311 - game setup
        chosen = picker.sample(decks, picker.randint(2, 4))
        try:
            _, steps = play(chosen, seed, check=True)
            total += steps
        except Exception:  # noqa: BLE001 - every failure is reported with its seed
            failed += 1
            names = ", ".join(deck.name for deck in chosen)
            print(f"game {seed} ({names}) failed:", file=sys.stderr)
            traceback.print_exc()
    spent = time.process_time() - start
    print(f"{games} games of 2 to 4 Nationals decks, every state audited: {failed} failed")
    print(f"  {games / spent:.1f} games/s, {total / spent:.0f} steps/s (with the audit)")
    return failed


def measure(label: str, decks: list[Deck], games: int) -> None:
    """Play *games* seeded games between *decks*; print games/s and steps/s."""
    play(decks, -1)  # untimed: abilities read and the parser built on first use
    steps = 0
    start = time.process_time()
    for seed in range(games):
        steps += play(decks, seed)[1]
    spent = time.process_time() - start
    print(f"{label}: {games / spent:.1f} games/s, {steps / spent:.0f} steps/s")


def main(argv: list[str]) -> int:
    check = "--check" in argv
    numbers = [arg for arg in argv if not arg.startswith("--")]
    games = int(numbers[0]) if numbers else 200
    decks = nationals_decks()
    failed = check_games(decks, games) if check else 0
    measure(f"Nationals mirror ({decks[0].name})", [decks[0], decks[0]], min(games, 200))
    measure("Starter I against Starter J", list(load_starter_decks()), min(games, 200))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
