"""``redemption-rules play --game city-of-bondage``: a seeded demo game played to its end."""

from __future__ import annotations

import re

import pytest

from redemption_rules.cli import main


def test_play_city_of_bondage_prints_a_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--game", "city-of-bondage", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("City of Bondage, 2 players, seed 3.\n")
    assert "goes first" in out
    assert "rolls" in out
    assert "enters the" in out
    last = out.splitlines()[-1]
    assert re.fullmatch(
        r"After \d+ turns \(\d+ actions\) (player \d wins|everyone is overwhelmed and loses): .*\.",
        last,
    )
    assert main(["play", "--game", "city-of-bondage", "--seed", "3"]) == 0
    assert capsys.readouterr().out == out  # the same seed plays the same game


def test_play_city_of_bondage_quiet_with_four_players(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--game", "city-of-bondage", "--players", "4", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.count("\n") == 2
    assert "player 4" in out


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--players", "5"], "1 to 4"),
        (["--agents", "greedy"], "random agents only"),
        (["--ruleset", "classic"], "takes only"),
    ],
)
def test_play_city_of_bondage_refuses_card_game_options(
    options: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["play", "--game", "city-of-bondage", *options]) == 2
    assert message in capsys.readouterr().err
