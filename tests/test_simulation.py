"""Simulation at scale: seeded games between decks, on one process or several, and their tables.

The same seed gives the same outcomes, in the same order, with one worker and with two; the
decks swap seats every other game; the counts add up; bad settings raise named errors; and the
command line prints the table and writes JSON and CSV that read back.
"""

from __future__ import annotations

import csv
import io
import json
import sys
from typing import TYPE_CHECKING

import pytest
from tests.conftest import CARD_LIST, DECKS

from redemption_rules import (
    DeckError,
    RandomAgent,
    RulesError,
    SimulationError,
    SimulationResult,
    from_json,
    load_deck,
    load_starter_decks,
    new_game,
    play_out,
    round_robin,
    simulate,
    wilson_interval,
)
from redemption_rules.cli import main
from redemption_rules.simulation import CSV_FIELDS, game_seed

if TYPE_CHECKING:
    from pathlib import Path


@pytest.fixture(scope="module")
def eight_games() -> SimulationResult:
    return simulate("Starter_I", "Starter_J", games=8, seed=11)


def test_two_workers_give_the_same_result_as_one(eight_games: SimulationResult) -> None:
    again = simulate("Starter_I", "Starter_J", games=8, seed=11, workers=2)
    assert again == eight_games
    assert again.table() == eight_games.table()
    assert [outcome.index for outcome in again.outcomes] == list(range(8))


def test_another_seed_gives_other_games(eight_games: SimulationResult) -> None:
    other = simulate("Starter_I", "Starter_J", games=8, seed=12)
    assert [o.seed for o in other.outcomes] != [o.seed for o in eight_games.outcomes]


def test_seats_are_swapped_every_other_game(eight_games: SimulationResult) -> None:
    assert [outcome.seats for outcome in eight_games.outcomes] == [(0, 1), (1, 0)] * 4
    first, second = load_starter_decks()
    game = eight_games.outcomes[1]  # deck B sits at seat 0
    assert game.seed == game_seed(11, 1)
    state = new_game([second, first], seed=game.seed)
    agents = [RandomAgent(seed=game.seed * 2 + deck) for deck in game.seats]
    for _, result in play_out(state, agents):
        state = result.state
    assert state.turn == game.turns
    assert (None if state.winner is None else game.seats[state.winner]) == game.winner


def test_the_counts_add_up(eight_games: SimulationResult) -> None:
    assert eight_games.games == 8
    assert eight_games.wins(0) + eight_games.wins(1) + eight_games.draws == 8
    assert eight_games.seat_wins(0) + eight_games.seat_wins(1) + eight_games.draws == 8
    for row in eight_games.standings():
        assert row.wins + row.losses + row.draws == row.games == 8
        assert row.ci_low <= row.win_rate <= row.ci_high
    turns = [outcome.turns for outcome in eight_games.outcomes]
    assert eight_games.average_turns == sum(turns) / 8


def test_progress_is_reported_game_by_game() -> None:
    seen: list[tuple[int, int]] = []

    def report(done: int, games: int) -> None:
        seen.append((done, games))

    simulate("Starter_I", "Starter_J", games=3, abilities=False, progress=report)
    assert seen == [(1, 3), (2, 3), (3, 3)]


def test_wilson_interval() -> None:
    low, high = wilson_interval(8, 10)
    assert (round(low, 4), round(high, 4)) == (0.4902, 0.9433)
    assert wilson_interval(0, 5)[0] == 0.0
    assert wilson_interval(5, 5)[1] == 1.0


@pytest.mark.parametrize(
    ("settings", "message"),
    [
        ({"games": 0}, "games must be at least 1, not 0"),
        ({"games": 2, "workers": 0}, "workers must be at least 1, not 0"),
        ({"games": 2, "agents": "random,clever"}, "'clever'"),
        ({"games": 2, "agents": "random,random,random"}, "one for each deck"),
    ],
)
def test_bad_settings_are_named_errors(settings: dict[str, object], message: str) -> None:
    with pytest.raises(SimulationError, match=message):
        simulate("Starter_I", "Starter_J", **settings)  # type: ignore[arg-type]
    assert issubclass(SimulationError, RulesError)


def test_an_unknown_deck_is_a_deck_error(tmp_path: Path) -> None:
    with pytest.raises(DeckError, match="no deck file and no starter deck"):
        simulate(tmp_path / "missing.txt", "Starter_J", games=1)
    broken = tmp_path / "broken.txt"
    broken.write_text("2\tNo Such Card\n", encoding="utf-8")
    with pytest.raises(DeckError, match="only the starter cards are known"):
        load_deck(broken)


def test_a_round_robin_plays_every_pair() -> None:
    first, second = load_starter_decks()
    results = round_robin([first, second, first], games=2, abilities=False)
    assert len(results) == 3
    assert all(result.games == 2 for result in results)
    assert results[0] == simulate(first, second, games=2, seed=0, abilities=False)
    with pytest.raises(SimulationError, match="two decks or more"):
        round_robin([first], games=1)


def test_the_command_prints_the_table_and_writes_json_and_csv(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = ["simulate", "Starter_I", "Starter_J", "--games", "4", "--seed", "3"]
    files = ["--json", str(tmp_path / "run.json"), "--csv", str(tmp_path / "run.csv")]
    assert main([*args, "--workers", "1", *files]) == 0
    captured = capsys.readouterr()
    assert "4 games, seed 3, modern rules" in captured.out
    assert "95 % interval" in captured.out
    assert "simulate: 4/4 games" in captured.err
    result = from_json((tmp_path / "run.json").read_text(encoding="utf-8"), SimulationResult)
    assert result == simulate("Starter_I", "Starter_J", games=4, seed=3)
    rows = list(csv.DictReader(io.StringIO((tmp_path / "run.csv").read_text(encoding="utf-8"))))
    assert tuple(rows[0]) == CSV_FIELDS
    assert [row["deck"] for row in rows] == ["Starter_I", "Starter_J"]
    assert sum(int(row["wins"]) for row in rows) + int(rows[0]["draws"]) == 4
    assert main([*args, "--workers", "2", "--quiet"]) == 0
    second = capsys.readouterr()
    assert second.out == captured.out
    assert second.err == ""


def test_the_command_plays_a_round_robin_of_deck_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = next((DECKS / "nats2024").glob("*1st*.txt"))
    files = ["--json", str(tmp_path / "all.json"), "--csv", str(tmp_path / "all.csv")]
    args = ["simulate", "Starter_I", "Starter_J", str(deck), "--cards", str(CARD_LIST)]
    assert main([*args, "--games", "2", "--by-the-numbers", "--quiet", *files]) == 0
    out = capsys.readouterr().out
    assert out.count("2 games, seed") == 3
    assert "Standings:" in out
    assert len(json.loads((tmp_path / "all.json").read_text(encoding="utf-8"))) == 3
    rows = list(csv.DictReader(io.StringIO((tmp_path / "all.csv").read_text(encoding="utf-8"))))
    assert {row["deck"] for row in rows} == {"Starter_I", "Starter_J", deck.stem}
    assert all(int(row["games"]) == 4 for row in rows)


def test_the_command_refuses_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "Starter_I", "nowhere.txt", "--games", "1"]) == 2
    assert "no deck file and no starter deck" in capsys.readouterr().err
    assert main(["simulate", "Starter_I", "Starter_J", "--games", "0"]) == 2
    assert "games must be at least 1" in capsys.readouterr().err
    assert main(["simulate", "Starter_I", "Starter_J", "--workers", "0"]) == 2
    assert "workers must be at least 1" in capsys.readouterr().err
    assert main(["simulate", "Starter_I"]) == 2
    assert "two decks or more" in capsys.readouterr().err


def test_an_unknown_backend_is_a_simulation_error() -> None:
    with pytest.raises(SimulationError, match="backend must be one of local, ray"):
        simulate("Starter_I", "Starter_J", games=1, backend="cloud")


def test_the_ray_backend_without_ray_says_how_to_get_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray raises ImportError
    with pytest.raises(SimulationError, match=r"redemption-rules\[ray\]"):
        simulate("Starter_I", "Starter_J", games=1, backend="ray")


@pytest.mark.slow  # a local Ray takes many seconds to start
def test_the_ray_backend_gives_the_same_result(eight_games: SimulationResult) -> None:
    """Against a local Ray started here; skipped where Ray is not installed."""
    ray = pytest.importorskip("ray")
    try:
        ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    except Exception as exc:  # noqa: BLE001 - any reason Ray cannot start here
        pytest.skip(f"a local Ray cannot start: {exc}")
    try:
        seen: list[int] = []

        def report(done: int, _games: int) -> None:
            seen.append(done)

        result = simulate(
            "Starter_I", "Starter_J", games=8, seed=11, workers=2, backend="ray", progress=report
        )
    finally:
        ray.shutdown()
    assert result == eight_games
    assert seen == list(range(1, 9))
