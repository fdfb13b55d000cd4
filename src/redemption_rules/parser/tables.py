"""The ability grammar's parse tables in plain data, shipped in the wheel and kept on disk.

Building the LALR(1) tables of the grammar takes seconds even with the faster analysis of
:mod:`.lalr`. The parser needs much less than Lark's objects: which terminals there are, and
for each state which symbol shifts or reduces by which rule. :class:`ParseTables` holds
exactly that as numbers and strings.

Where the tables come from, first found first:

1. The wheel ships the tables of the built-in grammar (``core_tables.json`` beside this
   module, written by the build step in ``setup.py``), so the first parse after
   ``pip install`` needs no Lark build. They are used only when the grammar is exactly
   the built-in one: a pack's phrases make another grammar.
2. The user's cache folder: ``$REDEMPTION_RULES_CACHE_DIR`` if set, else
   ``$XDG_CACHE_HOME/redemption-rules`` (``~/.cache/redemption-rules``), one file per
   grammar, named from the grammar text, the options and the Lark version.
3. Lark, in strict mode (so every table kept was once checked for conflicts); the result is
   saved in the cache folder. Processes that need one grammar's tables at once take turns
   on a lock file beside them: one builds, the others wait and read what it saved.

Every file is JSON (loading it runs no code, whatever it holds) after a short header that
names the format, the grammar and the SHA-256 of the data: a file that is damaged, of
another grammar or another format, or not plain tables is built again, never trusted. The
cache folder is made readable by its owner only (``0700``); a folder or file owned by
another user, or that others may write to, is not used (a warning says why), so nobody
else can plant tables there. Files not used lately are removed, and so are the files of
older formats.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import json
import os
import re
import stat
import sys
import tempfile
import time
import warnings
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

import lark
from attrs import frozen
from lark.common import LexerConf
from lark.grammar import Terminal
from lark.lexer import PatternRE, PatternStr, TerminalDef
from lark.parsers.lalr_analysis import Shift

if sys.platform != "win32":
    import fcntl

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from importlib.resources.abc import Traversable

    from lark.grammar import Rule

__all__ = [
    "CACHE_DIR_ENV",
    "LARK_OPTIONS",
    "SHIPPED_TABLES",
    "ParseTables",
    "RuleShape",
    "States",
    "cache_folder",
    "cache_path",
    "encode_states",
    "grammar_key",
    "load_or_build",
    "read_tables",
    "shipped_tables",
    "write_tables",
]

CACHE_DIR_ENV: Final = "REDEMPTION_RULES_CACHE_DIR"
"""The environment variable that names the directory the tables are kept in."""

SHIPPED_TABLES: Final = "core_tables.json"
"""The file of the built-in grammar's tables in the package ``redemption_rules.parser``."""

LARK_OPTIONS: Final[dict[str, Any]] = {
    "parser": "lalr",
    "strict": True,
    "propagate_positions": True,
    "maybe_placeholders": True,
}
"""How the grammar is built (with the ability lexer); part of the cache key."""

_KEEP_FILES: Final = 8
"""Tables of this many grammars are kept, the ones used last; older ones are removed."""
_STALE_WRITE: Final = 3600
"""Seconds after which a half-written file (``*.tmp``) left by a stopped process is removed."""
_FORMAT: Final = 3
"""The layout of the saved data; a change to it makes old files stale. Format 1 was
:mod:`marshal` data in ``parse-tables-*.marshal`` files, removed when seen; format 3 files
of a grammar that packs extend were checked against the built-in texts before being kept
(format 2 ones were not)."""
_MAGIC: Final = b"redemption-rules parse tables"
_LARGEST_FILE: Final = 256 * 1024 * 1024
"""A tables file larger than this is not read (the real ones are under 10 MB)."""
_OTHERS_WRITE: Final = stat.S_IWGRP | stat.S_IWOTH

_Kept = tuple[tuple[int, bool, int], ...]
States = dict[int, dict[str, int]]
"""Each state's actions: a code ``>= 0`` is the state to shift (or go) to, else ``~code``
is the index of the rule to reduce by."""


@frozen
class RuleShape:
    """What the parser needs of one grammar rule to reduce by it.

    Attributes:
        origin: the rule's name, whose goto is taken after reducing.
        name: the name its callback goes by (the alias, the template, or the rule).
        size: how many symbols it pops.
        expand1: a ``?rule``: with one child kept, the child stands for it.
        include: the children kept, as ``(index, inline it, Nones before it)``; ``None``
            when every child is kept as it is.
        append_none: the ``None`` placeholders added after the last child kept.
    """

    origin: str
    name: str
    size: int
    expand1: bool
    include: _Kept | None
    append_none: int


@frozen
class ParseTables:
    """The terminals and LALR(1) tables of a grammar as plain data.

    ``states[state][symbol]`` is the state to shift (or go) to when it is ``>= 0``, else
    ``~code`` is the index in ``rules`` of the rule to reduce by.
    """

    terminals: tuple[tuple[str, str, str, tuple[str, ...], int], ...]
    """Each terminal: name, ``"str"`` or ``"re"``, pattern, flags, priority."""
    ignore: tuple[str, ...]
    regex_flags: int
    rules: tuple[RuleShape, ...]
    states: States
    start: int
    end: int

    def lexer_conf(self) -> LexerConf:
        """The terminals as Lark's lexer configuration, for the ability lexer."""
        definitions = [
            TerminalDef(
                name,
                PatternStr(value, flags) if kind == "str" else PatternRE(value, flags),
                priority,
            )
            for name, kind, value, flags, priority in self.terminals
        ]
        return LexerConf(definitions, re, self.ignore, g_regex_flags=self.regex_flags)

    @classmethod
    def from_lark(cls, parser: lark.Lark) -> ParseTables:
        """The tables of a Lark LALR parser built with :data:`LARK_OPTIONS`."""
        table = parser.parser.parser.parser.parse_table
        placeholders = bool(parser.options.maybe_placeholders)
        states, rules = encode_states(table.states)
        shapes = tuple(_shape(rule, placeholders=placeholders) for rule in rules)
        start = parser.options.start[0]
        terminals = tuple(
            (
                str(terminal.name),
                str(terminal.pattern.type),
                str(terminal.pattern.value),
                tuple(str(flag) for flag in sorted(terminal.pattern.flags)),
                int(terminal.priority),
            )
            for terminal in parser.terminals
        )
        conf = parser.lexer_conf
        return cls(
            terminals=terminals,
            ignore=tuple(str(name) for name in conf.ignore),
            regex_flags=int(conf.g_regex_flags),
            rules=shapes,
            states=states,
            start=table.start_states[start],
            end=table.end_states[start],
        )

    def to_data(self) -> dict[str, Any]:
        """The tables as plain data that JSON can write (states as a list, by number)."""
        return {
            "terminals": [list(terminal) for terminal in self.terminals],
            "ignore": list(self.ignore),
            "regex_flags": self.regex_flags,
            "rules": [
                [r.origin, r.name, r.size, r.expand1, r.include, r.append_none] for r in self.rules
            ],
            "states": [self.states[number] for number in range(len(self.states))],
            "start": self.start,
            "end": self.end,
        }

    @classmethod
    def from_data(cls, data: Any) -> ParseTables:  # noqa: ANN401 - checked here
        """Tables from :meth:`to_data`'s data, read back from JSON.

        Every value is checked for its type and every action for its range, so tables that
        load are tables the parser can run.

        Raises:
            ValueError: the data is not tables of this format.
        """
        try:
            rules = tuple(_rule(rule) for rule in _items(data["rules"]))
            rows = _items(data["states"])
            states = _states(rows, len(rules))
            terminals = tuple(_terminal(terminal) for terminal in _items(data["terminals"]))
            names = {terminal[0] for terminal in terminals}
            ignore = tuple(_text(name) for name in _items(data["ignore"]))
            if not names.issuperset(ignore):
                raise ValueError("an ignored terminal is not defined")
            start, end = _number(data["start"]), _number(data["end"])
            if not (start < len(rows) and end < len(rows)):
                raise ValueError("the start or end state does not exist")
            return cls(
                terminals=terminals,
                ignore=ignore,
                regex_flags=_number(data["regex_flags"]),
                rules=rules,
                states=states,
                start=start,
                end=end,
            )
        except (KeyError, TypeError, AttributeError) as exc:
            msg = f"parse tables are damaged: {exc!r}"
            raise ValueError(msg) from exc


def load_or_build(
    grammar: str,
    build: Callable[[], lark.Lark],
    check: Callable[[ParseTables], None] | None = None,
) -> ParseTables:
    """The tables of *grammar*: shipped, read from the cache, or made by *build* and saved.

    *build* is called with no arguments when no good copy is found and returns the Lark
    parser to take the tables from; what it raises goes to the caller. *check*, if given,
    is called with tables just built, before they are saved: what it raises goes to the
    caller and the tables are not kept, so tables read back were checked when they were made.
    """
    key = grammar_key(grammar)
    known = _LOADED.pop(key, None)
    if known is None:
        known = _load_or_build(grammar, build, check)
    _LOADED[key] = known  # the latest last
    while len(_LOADED) > _KEEP_LOADED:
        del _LOADED[next(iter(_LOADED))]
    return known


_LOADED: dict[str, ParseTables] = {}
"""Tables this process has loaded or built lately, by grammar key: a second parser of the
same grammar (another plugin manager with the same packs) reads no file."""
_KEEP_LOADED: Final = 4


def _load_or_build(
    grammar: str, build: Callable[[], lark.Lark], check: Callable[[ParseTables], None] | None
) -> ParseTables:
    shipped = shipped_tables(grammar)
    if shipped is not None:
        return shipped
    path = cache_path(grammar)
    if path is None:
        return _built(build, check)
    found = _cached(path, grammar)
    if found is not None:
        return found
    with _building(path):
        found = _cached(path, grammar)  # another process built them while this one waited
        if found is not None:
            return found
        tables = _built(build, check)
        with contextlib.suppress(OSError):
            write_tables(path, grammar, tables)
            _prune(path.parent)
        return tables


def _cached(path: Path, grammar: str) -> ParseTables | None:
    found = read_tables(path, grammar)
    if found is not None:
        with contextlib.suppress(OSError):
            os.utime(path)  # used now: kept when older files are pruned
    return found


def _built(
    build: Callable[[], lark.Lark], check: Callable[[ParseTables], None] | None
) -> ParseTables:
    tables = ParseTables.from_lark(build())
    if check is not None:
        check(tables)
    return tables


@contextlib.contextmanager
def _building(path: Path) -> Iterator[None]:
    """Hold the lock on building *path*'s tables: one process builds, the others wait and read.

    Processes started together with one pack installed (test workers, a bot's game
    processes) would otherwise each spend the build's seconds on the same tables. The lock
    is a file beside the tables, removed once they are written; without ``fcntl`` (Windows),
    or when the lock file cannot be made, every process builds as before.
    """
    if sys.platform == "win32":  # pragma: no cover - no advisory locks
        yield
        return
    lock = path.with_suffix(".lock")
    try:
        handle = os.open(lock, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:
        yield
        return
    try:
        fcntl.flock(handle, fcntl.LOCK_EX)
        yield
    finally:
        with contextlib.suppress(OSError):
            lock.unlink()  # a process still waiting on it finds the tables written
        os.close(handle)  # the lock goes with the handle


def shipped_tables(grammar: str) -> ParseTables | None:
    """The tables the package ships, if they are *grammar*'s (the built-in grammar's)."""
    try:
        with _shipped_file().open("rb") as file:
            head = file.read(len(_MAGIC) + 256)
            if f"\ngrammar {grammar_key(grammar)}\n".encode() not in head:
                return None  # another grammar's: a pack adds phrases
            content = head + file.read()
    except OSError:  # not shipped: an editable install or a source tree
        return None
    return _tables_from(content, grammar, any_lark=True)


def _shipped_file() -> Traversable:
    return resources.files(__package__ or "redemption_rules.parser").joinpath(SHIPPED_TABLES)


def read_tables(path: Path, grammar: str, *, any_lark: bool = False) -> ParseTables | None:
    """The tables of *grammar* in the file *path*, or ``None`` when the file cannot be trusted.

    ``None`` when the file is missing, owned by another user or writable by others, of
    another format, grammar or (unless *any_lark*) Lark version, damaged, or not tables.
    """
    try:
        with path.open("rb") as file:
            info = os.fstat(file.fileno())
            if _unsafe(info) or info.st_size > _LARGEST_FILE:
                return None
            content = file.read()
    except OSError:
        return None
    return _tables_from(content, grammar, any_lark=any_lark)


def write_tables(path: Path, grammar: str, tables: ParseTables) -> None:
    """Write *tables* of *grammar* to *path*, whole or not at all (readable by the owner).

    Raises:
        OSError: the file cannot be written.
    """
    payload = json.dumps(tables.to_data(), separators=(",", ":")).encode()
    header = b"\n".join(
        [
            _MAGIC,
            f"format {_FORMAT}".encode(),
            f"grammar {grammar_key(grammar)}".encode(),
            f"lark {lark.__version__}".encode(),
            f"sha256 {hashlib.sha256(payload).hexdigest()}".encode(),
        ]
    )
    handle, name = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(header + b"\n\n" + payload)
        Path(name).replace(path)
    except BaseException:
        with contextlib.suppress(OSError):
            Path(name).unlink()
        raise


def grammar_key(grammar: str) -> str:
    """What identifies *grammar*'s tables: a SHA-256 of the format, the options and the text."""
    key = "\n".join([f"format {_FORMAT}", repr(sorted(LARK_OPTIONS.items())), grammar])
    return hashlib.sha256(key.encode()).hexdigest()


def _tables_from(content: bytes, grammar: str, *, any_lark: bool) -> ParseTables | None:
    """The tables in a file's *content*, checked against its header; ``None`` if untrusted."""
    head, _, payload = content.partition(b"\n\n")
    lines = head.split(b"\n")
    if len(lines) != 5 or lines[0] != _MAGIC:
        return None
    fields = dict(line.decode("ascii", "replace").partition(" ")[::2] for line in lines[1:])
    if (
        fields.get("format") != str(_FORMAT)
        or fields.get("grammar") != grammar_key(grammar)
        or (not any_lark and fields.get("lark") != lark.__version__)
        or fields.get("sha256") != hashlib.sha256(payload).hexdigest()
    ):
        return None
    try:
        return ParseTables.from_data(json.loads(payload))
    except (ValueError, RecursionError):  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        return None


def encode_states(lark_states: dict[int, dict[str, tuple[Any, Any]]]) -> tuple[States, list[Rule]]:
    """Lark's LALR states as :data:`States`, with the rules the codes point to."""
    index: dict[int, int] = {}
    rules: list[Rule] = []
    states: States = {}
    for state, actions in lark_states.items():
        row: dict[str, int] = {}
        for symbol, (action, argument) in actions.items():
            symbol = str(symbol)  # noqa: PLW2901 - a plain string, not a token
            if action is Shift:
                row[symbol] = argument
                continue
            number = index.get(id(argument))
            if number is None:
                number = index[id(argument)] = len(rules)
                rules.append(argument)
            row[symbol] = ~number
        states[state] = row
    return states, rules


def _shape(rule: Rule, *, placeholders: bool) -> RuleShape:
    include, append_none = _children_kept(rule, placeholders=placeholders)
    # plain strings: a grammar Lark has just built names its rules with tokens
    return RuleShape(
        origin=str(rule.origin.name),
        name=str(rule.alias or rule.options.template_source or rule.origin.name),
        size=len(rule.expansion),
        expand1=bool(rule.options.expand1 and not rule.alias),
        include=include,
        append_none=append_none,
    )


def _children_kept(rule: Rule, *, placeholders: bool) -> tuple[_Kept | None, int]:
    """Which children of *rule* Lark's tree keeps, as Lark's ``ChildFilter`` computes it.

    Each kept child is ``(index, inline it, Nones to add before it)``: anonymous tokens are
    left out, ``_rule`` children are inlined, and a missing ``[optional]`` part becomes
    ``None`` (``maybe_placeholders``). ``None`` when every child is kept as it is; the second
    value is the number of ``None`` to add at the end.
    """
    expansion = rule.expansion
    empty = rule.options.empty_indices if placeholders else ()
    if empty:
        flags = "".join("1" if missing else "0" for missing in empty)
        before = [len(ones) for ones in flags.split("0")]
    else:
        before = [0] * (len(expansion) + 1)
    kept: list[tuple[int, bool, int]] = []
    nones = 0
    for index, symbol in enumerate(expansion):
        nones += before[index]
        if rule.options.keep_all_tokens or not (isinstance(symbol, Terminal) and symbol.filter_out):
            inline = not symbol.is_term and symbol.name.startswith("_")
            kept.append((index, inline, nones))
            nones = 0
    nones += before[len(expansion)]
    if not empty and len(kept) == len(expansion) and not any(inline for _, inline, _ in kept):
        return None, 0
    return tuple(kept), nones


def cache_path(grammar: str) -> Path | None:
    """Where the tables of *grammar* are kept (``None`` when there is no safe cache folder)."""
    folder = cache_folder()
    if folder is None:
        return None
    key = f"{grammar_key(grammar)}\nlark {lark.__version__}"
    digest = hashlib.sha256(key.encode()).hexdigest()[:32]
    return folder / f"parse-tables-{digest}.json"


def cache_folder() -> Path | None:
    """The folder the tables are kept in, made (``0700``) if missing.

    ``None`` when there is no home folder to put it in, it cannot be made, or it is not
    safe: not a folder, owned by another user, or writable by others (a
    :class:`RuntimeWarning` says so; the parser then builds its tables in every process).
    """
    configured = os.environ.get(CACHE_DIR_ENV)
    if configured:
        folder = Path(configured)
    else:
        try:
            base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        except RuntimeError:  # no home directory to be found
            return None
        folder = Path(base) / "redemption-rules"
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
        info = folder.stat()
    except OSError:
        return None
    problem = _folder_problem(info)
    if problem is not None:
        _warn_once(str(folder), problem)
        return None
    _prune_once(folder)
    return folder


def _folder_problem(info: os.stat_result) -> str | None:
    if not stat.S_ISDIR(info.st_mode):
        return "it is not a folder"
    if _unsafe(info):
        owner = getattr(os, "getuid", None)
        if owner is not None and info.st_uid != owner():
            return f"it belongs to another user (uid {info.st_uid})"
        return f"others may write to it (mode {stat.S_IMODE(info.st_mode):o})"
    return None


def _unsafe(info: os.stat_result) -> bool:
    """Whether a file or folder is another user's, or writable by others (POSIX only)."""
    owner = getattr(os, "getuid", None)
    if owner is None:  # pragma: no cover - Windows: no owners or modes to compare
        return False
    return info.st_uid != owner() or bool(info.st_mode & _OTHERS_WRITE)


@functools.cache
def _warn_once(folder: str, problem: str) -> None:
    warnings.warn(
        f"redemption-rules does not keep parse tables in {folder}: {problem}; "
        f"set {CACHE_DIR_ENV} to a folder of your own",
        RuntimeWarning,
        stacklevel=4,
    )


@functools.cache
def _prune_once(folder: Path) -> None:
    _prune(folder)


def _prune(folder: Path) -> None:
    """Remove files of other formats, stale half-written ones, and all but the latest tables."""
    with contextlib.suppress(OSError):
        for old in folder.glob("parse-tables-*.marshal"):
            old.unlink(missing_ok=True)
        now = time.time()
        for partial in folder.glob("parse-tables-*.tmp"):
            if now - partial.stat().st_mtime > _STALE_WRITE:
                partial.unlink(missing_ok=True)
        files = []
        for file in folder.glob("parse-tables-*.json"):
            if _is_current(file):
                files.append(file)
            else:
                file.unlink(missing_ok=True)
        files.sort(key=lambda file: file.stat().st_mtime)
        for old in files[:-_KEEP_FILES]:
            old.unlink(missing_ok=True)


def _is_current(file: Path) -> bool:
    """Whether *file* says it holds tables of this format (or cannot be read now)."""
    try:
        with file.open("rb") as handle:
            head = handle.read(len(_MAGIC) + 16)
    except OSError:
        return True  # left for the next prune
    return head.startswith(_MAGIC + f"\nformat {_FORMAT}\n".encode())


def _items(value: Any) -> list[Any]:  # noqa: ANN401 - checked here
    if not isinstance(value, list):
        raise TypeError(f"expected a list, got {type(value).__name__}")
    return value


def _text(value: Any) -> str:  # noqa: ANN401 - checked here
    if not isinstance(value, str):
        raise TypeError(f"expected text, got {type(value).__name__}")
    return value


def _number(value: Any) -> int:  # noqa: ANN401 - checked here
    if type(value) is not int or value < 0:
        raise TypeError(f"expected a count, got {value!r}")
    return value


def _states(rows: list[Any], rules: int) -> States:
    """The states of the tables, each action checked to lead to a state or a rule."""
    states: States = {}
    for number, row in enumerate(rows):
        if not isinstance(row, dict):
            raise TypeError(f"state {number} is not a table")
        codes = row.values()
        if codes and (
            not {int}.issuperset(map(type, codes)) or min(codes) < -rules or max(codes) >= len(rows)
        ):
            raise ValueError(f"state {number} leads to a state or rule that does not exist")
        states[number] = row
    return states


def _rule(value: Any) -> RuleShape:  # noqa: ANN401 - checked here
    origin, name, size, expand1, include, append_none = _items(value)
    if not isinstance(expand1, bool):
        raise TypeError("expand1 is not a truth value")
    kept = None
    if include is not None:
        kept = tuple(_kept(item) for item in _items(include))
    return RuleShape(_text(origin), _text(name), _number(size), expand1, kept, _number(append_none))


def _kept(value: Any) -> tuple[int, bool, int]:  # noqa: ANN401 - checked here
    index, inline, nones = _items(value)
    if not isinstance(inline, bool):
        raise TypeError("inline is not a truth value")
    return _number(index), inline, _number(nones)


def _terminal(value: Any) -> tuple[str, str, str, tuple[str, ...], int]:  # noqa: ANN401
    name, kind, pattern, flags, priority = _items(value)
    if kind not in {"str", "re"}:
        raise TypeError(f"unknown kind of terminal {kind!r}")
    if type(priority) is not int:
        raise TypeError("a priority is not a number")
    return _text(name), kind, _text(pattern), tuple(map(_text, _items(flags))), priority
