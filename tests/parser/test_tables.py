"""The grammar's parse tables are kept on disk, and a bad or missing copy is built again."""

from __future__ import annotations

import marshal
import os
from typing import TYPE_CHECKING

import pytest
from lark import Lark

from redemption_rules.parser import build_parser, grammar_of
from redemption_rules.parser import parse as parse_module
from redemption_rules.parser.lexer import AbilityLexer
from redemption_rules.parser.tables import CACHE_DIR_ENV, LARK_OPTIONS, ParseTables, cache_path
from redemption_rules.plugins.manager import get_plugin_manager

if TYPE_CHECKING:
    from pathlib import Path


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(CACHE_DIR_ENV, str(tmp_path))
    monkeypatch.setenv("REDEMPTION_RULES_DISABLE_PLUGIN_AUTOLOAD", "1")
    return tmp_path


def _count_lark_builds(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    built: list[str] = []
    original = parse_module._lark

    def counting(grammar: str) -> Lark:
        built.append(grammar)
        return original(grammar)

    monkeypatch.setattr(parse_module, "_lark", counting)
    return built


def test_the_second_build_reads_the_tables_without_lark(
    cache_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    built = _count_lark_builds(monkeypatch)
    first = build_parser(get_plugin_manager())
    assert len(built) == 1
    assert list(cache_dir.glob("parse-tables-*.marshal"))
    second = build_parser(get_plugin_manager())
    assert len(built) == 1, "the tables were built again"
    assert second.tables == first.tables
    text = "Negate Evil Characters. May band to a Ruth Hero."
    assert second.parse(text) == first.parse(text)


def test_tables_read_back_parse_as_lark_built_them(cache_dir: Path) -> None:
    parser = build_parser(get_plugin_manager())
    fresh = ParseTables.from_lark(parser.lark)
    assert fresh == parser.tables
    data = marshal.loads(marshal.dumps(fresh.to_data()))  # noqa: S302 - written just above
    assert ParseTables.from_data(data) == fresh


@pytest.mark.parametrize(
    "damage",
    [b"", b"not marshal data", marshal.dumps({"format": -1}), marshal.dumps({"format": 1})],
)
def test_a_damaged_copy_is_built_again(
    cache_dir: Path, monkeypatch: pytest.MonkeyPatch, damage: bytes
) -> None:
    path = cache_path(grammar_of(get_plugin_manager()))
    assert path is not None
    assert path.parent == cache_dir
    path.write_bytes(damage)
    built = _count_lark_builds(monkeypatch)
    parser = build_parser(get_plugin_manager())
    assert len(built) == 1
    assert [effect.kind for effect in parser.parse("Discard a Hero.").effects] == ["discard"]
    data = marshal.loads(path.read_bytes())  # noqa: S302 - the file the parser wrote
    assert ParseTables.from_data(data) == parser.tables


def test_a_folder_that_cannot_be_written_only_costs_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    blocker = tmp_path / "a file, not a folder"
    blocker.write_text("")
    monkeypatch.setenv(CACHE_DIR_ENV, str(blocker / "cache"))
    monkeypatch.setenv("REDEMPTION_RULES_DISABLE_PLUGIN_AUTOLOAD", "1")
    parser = build_parser(get_plugin_manager())
    assert [effect.kind for effect in parser.parse("Draw 2.").effects] == ["draw"]


def test_each_grammar_has_its_own_file(cache_dir: Path) -> None:
    grammar = grammar_of(get_plugin_manager())
    assert cache_path(grammar) != cache_path(grammar + "\n// another pack\n")
    assert cache_path(grammar) == cache_path(grammar)
    assert cache_path(grammar).parent == cache_dir  # type: ignore[union-attr]


def test_only_the_latest_tables_are_kept(cache_dir: Path) -> None:
    for number in range(12):
        old = cache_dir / f"parse-tables-old{number:02}.marshal"
        old.write_bytes(b"")
        os.utime(old, (1_000_000 + number, 1_000_000 + number))
    parser = build_parser(get_plugin_manager())
    kept = {path.name for path in cache_dir.glob("parse-tables-*.marshal")}
    assert len(kept) == 8
    assert cache_path(parser.grammar).name in kept  # type: ignore[union-attr]
    assert "parse-tables-old11.marshal" in kept
    assert "parse-tables-old00.marshal" not in kept


def test_tables_of_a_grammar_lark_has_just_built_can_be_kept() -> None:
    # Lark names the rules of a grammar it has just built with tokens (a str subclass
    # that marshal refuses); loaded from Lark's own cache they are plain strings.
    grammar = 'start: "Hero"i [NAME] named\nnamed: NAME\nNAME: /[A-Z][a-z]+/\n'
    grammar += "%import common.WS\n%ignore WS\n"
    fresh = Lark(grammar, lexer=AbilityLexer, cache=False, **LARK_OPTIONS)
    tables = ParseTables.from_lark(fresh)
    data = marshal.loads(marshal.dumps(tables.to_data()))  # noqa: S302 - written just above
    assert ParseTables.from_data(data) == tables
    names = [rule.origin for rule in tables.rules] + [rule.name for rule in tables.rules]
    names += [symbol for row in tables.states.values() for symbol in row]
    assert all(type(name) is str for name in names)
