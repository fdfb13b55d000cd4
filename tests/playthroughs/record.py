"""Golden playthroughs: seeded games written out step by step, to be compared on change.

Each file holds one game of Starter I against Starter J: for every step the decision, the
action taken and the events in words. ``test_playthroughs.py`` replays the games and fails
on any difference; run ``python tests/playthroughs/record.py`` to write them again after a
change to the rules that is meant.
"""

from __future__ import annotations

from pathlib import Path

from redemption_rules import GreedyAgent, RandomAgent, load_starter_decks, start_game, step
from redemption_rules.events import describe

HERE = Path(__file__).resolve().parent
GAMES = {
    "modern_random_seed_7.txt": ("modern", 7, "random"),
    "fourth_greedy_seed_3.txt": ("fourth", 3, "greedy"),
    "classic_random_seed_11.txt": ("classic", 11, "random"),
}


def playthrough(ruleset: str, seed: int, agents: str) -> str:
    """The text of one game."""
    players = (
        [GreedyAgent(), GreedyAgent()]
        if agents == "greedy"
        else [RandomAgent(seed * 10), RandomAgent(seed * 10 + 1)]
    )
    first = start_game(load_starter_decks(), seed=seed, ruleset=ruleset)
    lines = [f"# {ruleset} rules, seed {seed}, {agents} agents", "setup"]
    lines += [f"  {text}" for event in first.events if (text := describe(event, first.state))]
    state = first.state
    while not state.is_over:
        assert state.decision is not None
        action = players[state.decision.player].choose(state)
        result = step(state, action)
        lines.append(
            f"{state.decision.kind.value} by player {state.decision.player + 1}: {action!r}"
        )
        lines += [f"  {text}" for event in result.events if (text := describe(event, result.state))]
        state = result.state
    lines.append(f"result: {state.result!r}")
    return "\n".join(lines) + "\n"


def main() -> None:
    for name, (ruleset, seed, agents) in GAMES.items():
        (HERE / name).write_text(playthrough(ruleset, seed, agents), encoding="utf-8")
        print(f"wrote {HERE / name}")  # noqa: T201 - a script reports what it wrote


if __name__ == "__main__":
    main()
