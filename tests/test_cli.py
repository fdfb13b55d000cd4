"""The command line: the README's demo plays a whole game and prints it."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import mypy.api
import pytest
from tests.conftest import CARD_LIST, DECKS

import redemption_rules
from redemption_rules.cli import main

README = Path(__file__).resolve().parents[1] / "README.md"


def test_play_with_no_arguments_plays_the_starter_decks(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(
        "Redemption, modern rules, seed 1: player 1 plays Starter_I (random), player 2 plays"
    )
    assert "Turn 1 (round 1)" in out
    assert re.search(r"Result: (player \d wins|a draw) after \d+ turns", out)


def test_play_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    main(["play", "--seed", "5"])
    first = capsys.readouterr().out
    main(["play", "--seed", "5"])
    assert capsys.readouterr().out == first


def test_play_options(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "3", "--ruleset", "classic", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert "classic rules" in out
    assert "player 3 plays Starter_I (random)" in out
    assert out.count("\n") == 2


def test_play_reads_deck_files(capsys: pytest.CaptureFixture[str]) -> None:
    decks = sorted((DECKS / "nats2024").glob("*1st*.txt")) + sorted(
        (DECKS / "nats2024").glob("*2nd*.txt")
    )
    args = ["play", "--cards", str(CARD_LIST), "--quiet", "--seed", "2"]
    for deck in decks[:2]:
        args += ["--deck", str(deck)]
    assert main(args) == 0
    assert "Result:" in capsys.readouterr().out


def test_unknown_cards_without_card_list_explain(capsys: pytest.CaptureFixture[str]) -> None:
    deck = next((DECKS / "nats2024").glob("*1st*.txt"))
    assert main(["play", "--deck", str(deck), "--deck", str(deck)]) == 2
    err = capsys.readouterr().err
    assert "only the starter cards are known" in err
    assert "unknown card" in err


def test_too_few_players_is_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "1"]) == 2
    assert "--players takes 2 to 12 players, not 1" in capsys.readouterr().err


@pytest.mark.parametrize("players", ["13", "300", "-1"])
def test_a_game_at_the_command_line_seats_at_most_twelve(
    players: str, capsys: pytest.CaptureFixture[str]
) -> None:
    # a random game of hundreds of players would run for hours
    assert main(["play", "--players", players, "--quiet"]) == 2
    assert f"--players takes 2 to 12 players, not {players}" in capsys.readouterr().err


def test_five_players_play_a_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--players", "5", "--quiet", "--seed", "2"]) == 0
    assert "Result:" in capsys.readouterr().out


def test_python_dash_m_runs_the_same_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "redemption_rules", "play", "--quiet", "--seed", "3"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "Result:" in done.stdout


def test_readme_embedding_example_runs() -> None:
    text = README.read_text(encoding="utf-8")
    block = re.search(r"```python\n(.*?)```", text, re.DOTALL)
    assert block is not None
    exec(compile(block[1], "README.md", "exec"), {})  # noqa: S102 - our own README


@pytest.mark.slow  # mypy reads the whole package
def test_readme_embedding_example_passes_strict_type_checks(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    block = re.search(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.DOTALL)
    assert block is not None
    loop = tmp_path / "readme_loop.py"
    loop.write_text(block[1], encoding="utf-8")
    found_in = Path(redemption_rules.__file__).resolve().parents[1]
    if found_in.name != "site-packages":  # an editable install: mypy reads the source tree
        monkeypatch.setenv("MYPYPATH", str(found_in))
    out, err, status = mypy.api.run(
        ["--strict", "--cache-dir", str(tmp_path / "mypy-cache"), str(loop)]
    )
    assert status == 0, out + err


def test_version_option(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    assert capsys.readouterr().out == f"redemption-rules {redemption_rules.__version__}\n"


def test_readme_names_the_two_commands() -> None:
    text = README.read_text(encoding="utf-8")
    head = text[: text.index("## Embedding")]
    assert "redemption-rules play" in head
    assert "python -m pytest -q" in head


def test_agents_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--agents", "greedy,random", "--quiet"]) == 0
    assert "Starter_I (greedy), player 2 plays Starter_J (random)" in capsys.readouterr().out
    assert main(["play", "--agents", "greedy", "--players", "3", "--quiet"]) == 0
    assert capsys.readouterr().out.count("(greedy)") == 3
    assert main(["play", "--agents", "wizard"]) == 2
    assert "unknown agent(s) wizard" in capsys.readouterr().err
    assert main(["play", "--agents", "greedy,greedy,greedy"]) == 2
    assert "3 agents for 2 players" in capsys.readouterr().err


def test_plugins_lists_each_installed_pack(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["plugins"]) == 0
    out = capsys.readouterr().out
    assert "Built-in: redemption_rules.abilities.core" in out
    assert "example: redemption_example_pack (redemption-example-pack 0.1.0)" in out
    assert "adds 1 card set, 1 grammar fragment, 1 effect, 1 ruleset" in out


def _broken_pack_installed(folder: Path) -> dict[str, str]:
    """An environment in which a pack is installed whose module does not exist."""
    info = folder / "broken_pack-0.1.dist-info"
    info.mkdir()
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: broken-pack\nVersion: 0.1\n")
    (info / "entry_points.txt").write_text("[redemption_rules]\nbroken = no_such_pack_module\n")
    return dict(os.environ, PYTHONPATH=str(folder))


def _run(arguments: list[str], env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "redemption_rules", *arguments]
    return subprocess.run(command, env=env, capture_output=True, text=True, check=False)  # noqa: S603


def test_a_broken_pack_does_not_stop_help(tmp_path: Path) -> None:
    env = _broken_pack_installed(tmp_path)
    helped = _run(["--help"], env)
    assert helped.returncode == 0
    assert "plugins" in helped.stdout
    listed = _run(["plugins"], env)
    assert listed.returncode == 1
    assert "broken: no_such_pack_module (broken-pack 0.1)" in listed.stdout
    assert "cannot be used: could not be loaded: ModuleNotFoundError" in listed.stdout
    assert "example: redemption_example_pack" in listed.stdout


def test_play_records_a_game_that_replay_prints(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    assert main(["play", "--seed", "4", "--quiet", "--record", str(path)]) == 0
    played = capsys.readouterr().out
    result = played.splitlines()[1]
    assert result.startswith("Result: ")
    assert f"in {path}." in played
    assert main(["replay", str(path)]) == 0
    replayed = capsys.readouterr().out.splitlines()
    assert replayed[0].startswith("Replay of a game under modern rules, seed 4, ")
    assert re.fullmatch(r"1\. player (\d): Choose player \d to go first", replayed[1])
    assert replayed[-2] == result
    assert replayed[-1] == "The final state matches the record."
    assert main(["replay", "--events", str(path)]) == 0
    assert "Turn 1 (round 1)" in capsys.readouterr().out


def test_replay_of_a_forged_record_fails_where_it_diverges(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "game.json"
    assert main(["play", "--seed", "4", "--quiet", "--record", str(path)]) == 0
    capsys.readouterr()
    record = json.loads(path.read_text(encoding="utf-8"))
    record["actions"][0] = {"kind": "end_phase"}
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "the replay diverges at action 1 (Go on to the game): not legal there" in err
    path.write_text("{}", encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    assert "invalid GameRecord" in capsys.readouterr().err
