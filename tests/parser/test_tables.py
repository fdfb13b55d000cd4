"""The grammar's parse tables: shipped, kept on disk, and never trusted when damaged or planted.

Building the core grammar with Lark takes seconds, so these tests build it once
(``core_lark``, in conftest) and hand that parser to the code under test wherever it would build
the same grammar.
"""

from __future__ import annotations

import hashlib
import json
import marshal
import os
import stat
import tempfile
import threading
import time
from typing import TYPE_CHECKING

import pytest
from lark import Lark

from redemption_rules.parser import build_parser
from redemption_rules.parser import parse as parse_module
from redemption_rules.parser import tables as tables_module
from redemption_rules.parser.lexer import AbilityLexer
from redemption_rules.parser.tables import (
    CACHE_DIR_ENV,
    LARK_OPTIONS,
    ParseTables,
    cache_folder,
    cache_path,
    grammar_key,
    load_or_build,
    read_tables,
    shipped_tables,
    write_tables,
)
from redemption_rules.plugins.manager import AUTOLOAD_SWITCH, get_plugin_manager

if TYPE_CHECKING:
    from pathlib import Path


pytestmark = [
    pytest.mark.xdist_group("core-lark"),  # one worker builds core_lark, once
    pytest.mark.slow,  # builds the core grammar's tables, again and again
]


@pytest.fixture(autouse=True)
def nothing_loaded(monkeypatch: pytest.MonkeyPatch) -> None:
    """Tables this process loaded before are forgotten: each test reads files afresh."""
    monkeypatch.setattr(tables_module, "_LOADED", {})


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv(CACHE_DIR_ENV, str(folder))
    monkeypatch.setenv(AUTOLOAD_SWITCH, "1")
    monkeypatch.setattr(tables_module, "_shipped_file", lambda: tmp_path / "not shipped")
    return folder


@pytest.fixture
def builds(monkeypatch: pytest.MonkeyPatch, core_grammar: str, core_lark: Lark) -> list[str]:
    """The grammars the parser asks Lark to build (the core one answered from ``core_lark``)."""
    built: list[str] = []
    original = parse_module._lark

    def counting(grammar: str) -> Lark:
        built.append(grammar)
        return core_lark if grammar == core_grammar else original(grammar)

    monkeypatch.setattr(parse_module, "_lark", counting)
    return built


def _core_path(core_grammar: str) -> Path:
    path = cache_path(core_grammar)
    assert path is not None
    return path


def _forge(path: Path, grammar: str, payload: bytes) -> None:
    """A file with a true header and checksum around *payload*, as a writer could leave it."""
    header = [
        b"redemption-rules parse tables",
        f"format {tables_module._FORMAT}".encode(),
        f"grammar {grammar_key(grammar)}".encode(),
        f"lark {tables_module.lark.__version__}".encode(),
        f"sha256 {hashlib.sha256(payload).hexdigest()}".encode(),
    ]
    path.write_bytes(b"\n".join(header) + b"\n\n" + payload)


def test_the_second_build_reads_the_tables_without_lark(cache_dir: Path, builds: list[str]) -> None:
    first = build_parser(get_plugin_manager())
    assert len(builds) == 1
    assert [path.suffix for path in cache_dir.iterdir()] == [".json"]
    tables_module._LOADED.clear()  # as in a new process
    second = build_parser(get_plugin_manager())
    assert len(builds) == 1, "the tables were built again"
    assert second.tables == first.tables
    text = "Negate Evil Characters. May band to a Ruth Hero."
    assert second.parse(text) == first.parse(text)


def test_tables_read_back_as_they_were_written(
    tmp_path: Path, core_grammar: str, core_lark: Lark
) -> None:
    tables = ParseTables.from_lark(core_lark)
    path = tmp_path / "tables.json"
    write_tables(path, core_grammar, tables)
    assert read_tables(path, core_grammar) == tables
    assert read_tables(path, core_grammar + "\n// another pack\n") is None
    assert stat.S_IMODE(path.stat().st_mode) == 0o600


def _damaged(good: bytes, grammar: str, path: Path, damage: str) -> None:
    """Write the file *damage* names over the good tables *good* at *path*."""
    head, _, payload = good.partition(b"\n\n")
    data = json.loads(payload)
    if damage == "empty":
        path.write_bytes(b"")
    elif damage == "old marshal format":
        path.write_bytes(marshal.dumps({"format": 1, "states": {}}))
    elif damage == "cut short":
        path.write_bytes(good[: len(good) // 2])
    elif damage == "one byte changed":
        middle = len(head) + len(payload) // 2
        path.write_bytes(good[:middle] + bytes([good[middle] ^ 1]) + good[middle + 1 :])
    elif damage == "another format":
        this = f"format {tables_module._FORMAT}".encode()
        path.write_bytes(good.replace(this, f"format {tables_module._FORMAT + 1}".encode(), 1))
    elif damage == "a shift to no state":
        data["states"][0] = dict.fromkeys(data["states"][0], 10**9)
        _forge(path, grammar, json.dumps(data).encode())
    elif damage == "a reduce by no rule":
        data["states"][1] = dict.fromkeys(data["states"][1], -(10**9))
        _forge(path, grammar, json.dumps(data).encode())
    elif damage == "rules of the wrong shape":
        data["rules"][0] = ["effect", "effect", "one", True, None, 0]
        _forge(path, grammar, json.dumps(data).encode())
    elif damage == "not tables":
        _forge(path, grammar, b'{"__class__": "os.system", "args": ["touch pwned"]}')
    elif damage == "nested a million deep":
        _forge(path, grammar, b"[" * 1_000_000 + b"]" * 1_000_000)
    else:  # pragma: no cover - a misspelt case
        raise AssertionError(damage)


@pytest.mark.parametrize(
    "damage",
    [
        "empty",
        "old marshal format",
        "cut short",
        "one byte changed",
        "another format",
        "a shift to no state",
        "a reduce by no rule",
        "rules of the wrong shape",
        "not tables",
        "nested a million deep",
    ],
)
def test_a_damaged_or_hostile_copy_is_built_again(
    cache_dir: Path, builds: list[str], core_grammar: str, damage: str
) -> None:
    build_parser(get_plugin_manager())
    path = _core_path(core_grammar)
    _damaged(path.read_bytes(), core_grammar, path, damage)
    assert read_tables(path, core_grammar) is None
    tables_module._LOADED.clear()  # as in a new process
    parser = build_parser(get_plugin_manager())
    assert len(builds) == 2
    assert [effect.kind for effect in parser.parse("Discard a Hero.").effects] == ["discard"]
    assert read_tables(path, core_grammar) == parser.tables


def test_a_marshal_file_of_the_old_format_is_removed_unread(
    cache_dir: Path, core_grammar: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    cache_dir.mkdir(mode=0o700)
    planted = cache_dir / "parse-tables-0123456789abcdef0123456789abcdef.marshal"
    planted.write_bytes(marshal.dumps(compile("open('pwned', 'w')", "planted", "exec")))

    def refuse(data: bytes) -> object:
        raise AssertionError("marshal data was loaded")

    monkeypatch.setattr(marshal, "loads", refuse)
    assert _core_path(core_grammar).parent == cache_dir
    assert not planted.exists()


def test_a_folder_that_cannot_be_written_only_costs_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, builds: list[str]
) -> None:
    blocker = tmp_path / "a file, not a folder"
    blocker.write_text("")
    monkeypatch.setenv(CACHE_DIR_ENV, str(blocker / "cache"))
    monkeypatch.setenv(AUTOLOAD_SWITCH, "1")
    monkeypatch.setattr(tables_module, "_shipped_file", lambda: tmp_path / "not shipped")
    parser = build_parser(get_plugin_manager())
    assert [effect.kind for effect in parser.parse("Draw 2.").effects] == ["draw"]
    assert builds


def test_a_new_cache_folder_is_the_owners_alone(cache_dir: Path, core_grammar: str) -> None:
    assert _core_path(core_grammar).parent == cache_dir
    assert stat.S_IMODE(cache_dir.stat().st_mode) == 0o700


def test_a_folder_others_may_write_to_is_not_used(
    cache_dir: Path, builds: list[str], core_grammar: str
) -> None:
    cache_dir.mkdir()
    cache_dir.chmod(0o777)
    with pytest.warns(RuntimeWarning, match=r"others may write to it \(mode 777\)"):
        assert cache_folder() is None
    parser = build_parser(get_plugin_manager())
    assert [effect.kind for effect in parser.parse("Draw 2.").effects] == ["draw"]
    assert list(cache_dir.iterdir()) == []
    assert cache_path(core_grammar) is None


@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0, reason="giving a folder away needs root"
)
def test_a_folder_of_another_user_is_not_used(cache_dir: Path) -> None:
    cache_dir.mkdir(mode=0o700)
    os.chown(cache_dir, 65534, 65534)  # nobody
    with pytest.warns(RuntimeWarning, match=r"belongs to another user \(uid 65534\)"):
        assert cache_folder() is None


def test_a_file_others_may_write_to_is_not_read(
    cache_dir: Path, builds: list[str], core_grammar: str
) -> None:
    build_parser(get_plugin_manager())
    path = _core_path(core_grammar)
    path.chmod(0o666)
    assert read_tables(path, core_grammar) is None
    tables_module._LOADED.clear()  # as in a new process
    build_parser(get_plugin_manager())
    assert len(builds) == 2
    assert stat.S_IMODE(path.stat().st_mode) == 0o600
    assert read_tables(path, core_grammar) is not None


def test_each_grammar_has_its_own_file(cache_dir: Path, core_grammar: str) -> None:
    assert cache_path(core_grammar) != cache_path(core_grammar + "\n// another pack\n")
    assert cache_path(core_grammar) == cache_path(core_grammar)
    assert _core_path(core_grammar).parent == cache_dir


def test_old_and_unused_files_are_removed(cache_dir: Path, builds: list[str]) -> None:
    cache_dir.mkdir(mode=0o700)
    head = f"redemption-rules parse tables\nformat {tables_module._FORMAT}\n".encode()
    for number in range(12):
        old = cache_dir / f"parse-tables-old{number:02}.json"
        old.write_bytes(head)
        os.utime(old, (1_000_000 + number, 1_000_000 + number))
    other_format = cache_dir / "parse-tables-format-two.json"
    other_format.write_bytes(b"redemption-rules parse tables\nformat 2\n")
    stale = cache_dir / "parse-tables-half-written.json12345.tmp"
    stale.write_bytes(b"")
    os.utime(stale, (1_000_000, 1_000_000))
    writing = cache_dir / "parse-tables-being-written.json67890.tmp"
    writing.write_bytes(b"")
    parser = build_parser(get_plugin_manager())
    kept = {path.name for path in cache_dir.glob("parse-tables-*.json")}
    assert len(kept) == 8
    assert cache_path(parser.grammar).name in kept  # type: ignore[union-attr]
    assert "parse-tables-old11.json" in kept
    assert "parse-tables-old00.json" not in kept
    assert not stale.exists()
    assert writing.exists()
    assert not other_format.exists()


def test_lark_keeps_nothing_in_the_shared_temporary_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Lark's own cache pickles its parser into the temporary folder, where another user
    # could leave a pickle of their own for the next build to load
    shared = tmp_path / "tmp"
    shared.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(shared))
    parse_module._lark('start: "Hero"i NAME\nNAME: /[A-Z][a-z]+/\n%import common.WS\n%ignore WS\n')
    assert list(shared.iterdir()) == []


def test_shipped_tables_serve_their_own_grammar_only(
    cache_dir: Path, monkeypatch: pytest.MonkeyPatch, builds: list[str], core_grammar: str
) -> None:
    shipped = cache_dir.parent / "core_tables.json"
    tables = ParseTables.from_lark(parse_module._lark(core_grammar))  # the module's Lark
    builds.clear()
    write_tables(shipped, core_grammar, tables)
    monkeypatch.setattr(tables_module, "_shipped_file", lambda: shipped)
    parser = build_parser(get_plugin_manager())
    assert builds == []
    assert not cache_dir.exists(), "the cache folder was used"
    assert parser.tables == tables
    assert [effect.kind for effect in parser.parse("Draw 2.").effects] == ["draw"]
    assert shipped_tables(core_grammar + "\n// a pack's phrase\n") is None


def test_tables_of_a_grammar_lark_has_just_built_can_be_kept(tmp_path: Path) -> None:
    # Lark names the rules of a grammar it has just built with tokens (a str subclass);
    # the tables hold plain strings
    grammar = 'start: "Hero"i [NAME] named\nnamed: NAME\nNAME: /[A-Z][a-z]+/\n'
    grammar += "%import common.WS\n%ignore WS\n"
    fresh = Lark(grammar, lexer=AbilityLexer, cache=False, **LARK_OPTIONS)
    tables = ParseTables.from_lark(fresh)
    path = tmp_path / "tables.json"
    write_tables(path, grammar, tables)
    assert read_tables(path, grammar) == tables
    names = [rule.origin for rule in tables.rules] + [rule.name for rule in tables.rules]
    names += [symbol for row in tables.states.values() for symbol in row]
    assert all(type(name) is str for name in names)


def test_a_second_parser_of_one_grammar_reads_no_file(cache_dir: Path, builds: list[str]) -> None:
    first = build_parser(get_plugin_manager())
    for path in cache_dir.iterdir():
        path.unlink()
    second = build_parser(get_plugin_manager())
    assert len(builds) == 1
    assert second.tables is first.tables


def test_processes_building_one_grammar_at_once_build_it_once(cache_dir: Path) -> None:
    # two builders of one grammar at once (two processes; here two threads, each with its
    # own lock handle): the second waits for the first's tables instead of building them too
    grammar = 'start: "Hero"i NAME\nNAME: /[A-Z][a-z]+/\n%import common.WS\n%ignore WS\n'
    started, release = threading.Event(), threading.Event()
    calls: list[str] = []
    found: dict[str, ParseTables] = {}

    def build() -> Lark:
        calls.append(threading.current_thread().name)
        started.set()
        release.wait(30)
        return Lark(grammar, lexer=AbilityLexer, cache=False, **LARK_OPTIONS)

    def builder(name: str) -> threading.Thread:
        thread = threading.Thread(
            target=lambda: found.setdefault(name, load_or_build(grammar, build)), name=name
        )
        thread.start()
        return thread

    first = builder("first")
    assert started.wait(30)
    second = builder("second")
    time.sleep(0.5)  # the second has found no tables and waits on the first's lock
    release.set()
    first.join(30)
    second.join(30)
    assert calls == ["first"]
    assert found["second"] == found["first"]
    assert [path.suffix for path in cache_dir.iterdir()] == [".json"], "the lock is left behind"
