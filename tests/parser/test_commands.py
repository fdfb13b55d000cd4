"""The parse and coverage commands."""

from __future__ import annotations

import argparse
import io
import json
from typing import TYPE_CHECKING

from redemption_rules.parser.commands import add_commands, run

if TYPE_CHECKING:
    from pathlib import Path

CARD_LIST = (
    "Name\tSet\tImageFile\tOfficialSet\tType\tBrigade\tStrength\tToughness\tClass\tIdentifier"
    "\tSpecialAbility\tRarity\tReference\tSound\tAlignment\tLegality\n"
    "A\tI\ta\tI\tHero\tBlue\t5\t5\t\t\tDiscard a Hero.\tC\tRuth 1:1\t\tGood\t\n"
    "B\tI\tb\tI\tHero\tBlue\t5\t5\t\t\tDiscard a Hero.\tC\tRuth 1:2\t\tGood\t\n"
    "C\tI\tc\tI\tHero\tBlue\t5\t5\t\t\tDiscard a banana. Draw 1.\tC\tRuth 1:3\t\tGood\t\n"
    "D\tI\td\tI\tHero\tBlue\t5\t5\t\t\t\tC\tRuth 1:4\t\tGood\t\n"
)


def output(argv: list[str]) -> tuple[int, str]:
    out = io.StringIO()
    status = run(argv, out=out)
    return status, out.getvalue()


def test_parse_prints_the_effect_tree() -> None:
    status, text = output(["parse", "Negate Evil Characters."])
    assert status == 0
    lines = text.splitlines()
    assert lines[0] == "Negate Evil Characters."
    assert lines[1] == 'negate [0:22] "Negate Evil Characters"'
    assert "    types: [Evil Character]" in lines


def test_parse_json_carries_the_kind() -> None:
    status, text = output(["parse", "--json", "Discard a Hero."])
    assert status == 0
    data = json.loads(text)
    assert data["effects"][0]["kind"] == "discard"


def test_parse_reports_an_error() -> None:
    status, text = output(["parse", "Discard a banana."])
    assert status == 1
    assert text.startswith("error: ")
    assert "^" in text


def test_coverage_counts_distinct_texts(tmp_path: Path) -> None:
    cards = tmp_path / "cards.txt"
    cards.write_text(CARD_LIST, encoding="utf-8")
    status, text = output(["coverage", str(cards)])
    assert status == 0
    assert "distinct texts:   2" in text
    assert "parsed fully:     1 (50.0%)" in text
    assert "sentences:        2 of 3" in text
    assert "'banana'" in text


def test_coverage_json(tmp_path: Path) -> None:
    cards = tmp_path / "cards.txt"
    cards.write_text(CARD_LIST, encoding="utf-8")
    status, text = output(["coverage", str(cards), "--json", "--top", "5"])
    assert status == 0
    data = json.loads(text)
    assert data["texts"] == 2
    assert data["parsed"] == 1
    assert data["sentences"] == 3
    assert data["sentences_parsed"] == 2
    first = data["failures"][0]
    assert (first["before"], first["token"]) == ("discard a", "banana")
    assert data["texts_per_second"] > 0


def test_coverage_of_a_missing_file_is_an_error(tmp_path: Path) -> None:
    status, text = output(["coverage", str(tmp_path / "missing.txt")])
    assert status == 1
    assert text.startswith("error: ")


def test_coverage_defaults_to_the_starter_cards() -> None:
    status, text = output(["coverage", "--top", "3"])
    assert status == 0
    assert "distinct texts:" in text


def test_add_commands_joins_another_command_line() -> None:
    parser = argparse.ArgumentParser(prog="redemption-rules")
    subparsers = parser.add_subparsers(dest="command", required=True)
    subparsers.add_parser("play")
    add_commands(subparsers)
    args = parser.parse_args(["parse", "Draw 1."])
    args.out = io.StringIO()
    assert args.func(args) == 0
    assert "draw" in args.out.getvalue()
