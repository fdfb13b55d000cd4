"""The ability grammar's parse tables in plain data, kept on disk between processes.

Building the LALR(1) tables of the grammar takes seconds, and even Lark's own cache
spends seconds turning its pickled objects back into rules and actions. The parser needs
much less: which terminals there are, and for each state which symbol shifts or reduces
by which rule. :class:`ParseTables` holds exactly that as numbers and strings, and is
saved with :mod:`marshal` (plain data only: loading it runs no code) in the user's cache
directory, under a name made from the grammar text and the versions that shape the tables.

A table is written only after Lark has built the grammar in strict mode, so every table
loaded was once checked for conflicts. A missing, stale or unreadable file is rebuilt;
a cache directory that cannot be written is not an error, only slower.

The cache lives in ``$REDEMPTION_RULES_CACHE_DIR`` if set, else
``$XDG_CACHE_HOME/redemption-rules`` (``~/.cache/redemption-rules``).
"""

from __future__ import annotations

import contextlib
import hashlib
import marshal
import os
import re
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

import lark
from attrs import frozen
from lark.common import LexerConf
from lark.grammar import Terminal
from lark.lexer import PatternRE, PatternStr, TerminalDef
from lark.parsers.lalr_analysis import Shift

if TYPE_CHECKING:
    from collections.abc import Callable

    from lark.grammar import Rule

__all__ = [
    "CACHE_DIR_ENV",
    "LARK_OPTIONS",
    "ParseTables",
    "RuleShape",
    "States",
    "cache_path",
    "encode_states",
    "load_or_build",
]

CACHE_DIR_ENV: Final = "REDEMPTION_RULES_CACHE_DIR"
"""The environment variable that names the directory the tables are kept in."""

LARK_OPTIONS: Final[dict[str, Any]] = {
    "parser": "lalr",
    "strict": True,
    "propagate_positions": True,
    "maybe_placeholders": True,
}
"""How the grammar is built (with the ability lexer); part of the cache key."""

_KEEP_FILES: Final = 8
"""Tables of this many grammars are kept; older ones are removed when one is written."""
_FORMAT: Final = 1
"""The layout of the saved data; a change to it makes old files stale."""

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
        """The tables as plain data :mod:`marshal` can write."""
        return {
            "format": _FORMAT,
            "terminals": self.terminals,
            "ignore": self.ignore,
            "regex_flags": self.regex_flags,
            "rules": tuple(
                (r.origin, r.name, r.size, r.expand1, r.include, r.append_none) for r in self.rules
            ),
            "states": self.states,
            "start": self.start,
            "end": self.end,
        }

    @classmethod
    def from_data(cls, data: Any) -> ParseTables:  # noqa: ANN401 - checked here
        """Tables from :meth:`to_data`'s data.

        Raises:
            ValueError: the data is not tables of this format.
        """
        if not isinstance(data, dict) or data.get("format") != _FORMAT:
            msg = "not parse tables of this format"
            raise ValueError(msg)
        try:
            rules = tuple(RuleShape(*rule) for rule in data["rules"])
            states = data["states"]
            if not all(isinstance(row, dict) for row in states.values()):
                msg = "a state is not a table"
                raise ValueError(msg)
            return cls(
                terminals=tuple(data["terminals"]),
                ignore=tuple(data["ignore"]),
                regex_flags=int(data["regex_flags"]),
                rules=rules,
                states=states,
                start=int(data["start"]),
                end=int(data["end"]),
            )
        except (KeyError, TypeError, AttributeError) as exc:
            msg = f"parse tables are damaged: {exc}"
            raise ValueError(msg) from exc


def load_or_build(grammar: str, build: Callable[[], lark.Lark]) -> ParseTables:
    """The tables of *grammar*: read from the cache, or made by *build* and saved.

    *build* is called with no arguments when the cache has no good copy and returns the
    Lark parser to take the tables from; what it raises goes to the caller.
    """
    path = cache_path(grammar)
    if path is not None:
        with contextlib.suppress(OSError, ValueError, EOFError, TypeError):
            # read whole: marshal reads a file object in many small pieces
            return ParseTables.from_data(marshal.loads(path.read_bytes()))  # noqa: S302 - plain data, checked
    tables = ParseTables.from_lark(build())
    if path is not None:
        _save(path, tables)
    return tables


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
    """Where the tables of *grammar* are kept (``None`` when there is no cache folder)."""
    key = "\n".join(
        [
            f"format {_FORMAT}",
            f"lark {lark.__version__}",
            f"python {sys.version_info[:2]}",
            repr(sorted(LARK_OPTIONS.items())),
            grammar,
        ]
    )
    digest = hashlib.sha256(key.encode()).hexdigest()[:32]
    configured = os.environ.get(CACHE_DIR_ENV)
    if configured:
        folder = Path(configured)
    else:
        try:
            base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
        except RuntimeError:  # no home directory to be found
            return None
        folder = Path(base) / "redemption-rules"
    return folder / f"parse-tables-{digest}.marshal"


def _save(path: Path, tables: ParseTables) -> None:
    """Write *tables* to *path* whole or not at all.

    A folder that cannot be written is left alone: the tables are built again next time.
    """
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    except OSError:
        return
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(marshal.dumps(tables.to_data()))
        Path(name).replace(path)
    except (OSError, ValueError):  # ValueError: marshal met data it cannot write
        with contextlib.suppress(OSError):
            Path(name).unlink()
        return
    _prune(path.parent)


def _prune(folder: Path) -> None:
    """Remove all but the :data:`_KEEP_FILES` tables written last."""
    with contextlib.suppress(OSError):
        files = sorted(folder.glob("parse-tables-*.marshal"), key=lambda file: file.stat().st_mtime)
        for old in files[:-_KEEP_FILES]:
            old.unlink(missing_ok=True)
