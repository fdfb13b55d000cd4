"""The lexer: words of ability text to the grammar's terminals, one parser state at a time.

Lark's contextual lexer compiles one large regular expression for every parser state; with
hundreds of states and several hundred keywords that costs seconds per process. This lexer
follows the same rules with dictionary look-ups (see ``docs/grammar.md``, "Lexing"):

1. Only the terminals the parser can accept in its current state are tried.
2. Higher-priority terminals first (the multi-word lexemes of ``common.lark``, priority 2);
   among the rest, regular-expression terminals of unbounded width (``NAME``, ``INT``, the
   clause-boundary terminals) before keywords, as in Lark. Among the patterns of one
   priority the longest match wins ("discard pile" over the noun "discard").
   When several terminals match, the first the parser can shift (after the reductions it
   calls for) is taken: LALR's merged lookaheads never make a longer terminal win where
   only a shorter one can be read.
3. A ``NAME`` (or other pattern) that spells an acceptable keyword becomes that keyword:
   "Hero" is the type word wherever one may stand, and a name only where none may.
4. A keyword is the longest acceptable one at that point, and a keyword that ends in a letter
   must end a word: "another" is never "an" + "other", "Heroes" never "Hero" + "es".

When no acceptable terminal matches, the token the whole grammar would read there is
reported as unexpected (or the character, when there is none).
"""

from __future__ import annotations

import re
from re import _constants as re_constants
from re import _parser as re_parser
from typing import TYPE_CHECKING, Any, ClassVar, NoReturn

from lark import Token
from lark.exceptions import GrammarError, UnexpectedCharacters, UnexpectedToken
from lark.lexer import Lexer, PatternRE, PatternStr
from lark.parsers.lalr_analysis import Shift
from lark.utils import get_regexp_width

if TYPE_CHECKING:
    from collections.abc import Iterator

    from lark.common import LexerConf
    from lark.lexer import LexerState

__all__ = ["AbilityLexer"]

_UNBOUNDED = 1 << 30
_CACHE_SIZE = 4096
"""Keywords remembered per parser state (the pool's words fit; odd input cannot grow it)."""
# The run of characters a keyword may span: letters and the punctuation inside keywords
# ("O.T.", "Face-down", "GE/EE", "'s"), one character at least.
_RUN = re.compile(r"[^\s,;:()\"“”]+")


_Groups = tuple[tuple[int, tuple["_Pattern", ...]], ...]


class _Plan:
    """What the lexer tries in one parser state."""

    __slots__ = ("by_char", "groups", "literals", "names")

    def __init__(self, groups: _Groups, names: frozenset[str]) -> None:
        self.groups = groups
        self.names = names
        self.by_char: dict[str, _Groups] = {}
        """The groups cut down to the patterns that may start with a character."""
        self.literals: dict[tuple[str, int], tuple[str, str] | None] = {}
        """The keyword read at the start of a run of characters, by run and priority."""

    def starting_with(self, char: str) -> _Groups:
        """The patterns of each priority whose match may start with *char*."""
        found = self.by_char.get(char)
        if found is None:
            found = tuple(
                (priority, tuple(p for p in patterns if p.first is None or char in p.first))
                for priority, patterns in self.groups
            )
            self.by_char[char] = found
        return found


class _Pattern:
    """A regular-expression terminal, compiled once, with the characters it may start with."""

    __slots__ = ("first", "max_width", "name", "priority", "regex", "sort_key")

    def __init__(self, name: str, regexp: str, priority: int, flags: int) -> None:
        self.name = name
        self.regex = re.compile(regexp, flags)
        self.priority = priority
        width = get_regexp_width(regexp)[1]
        self.max_width = min(width, _UNBOUNDED)
        self.sort_key = (-priority, -self.max_width, -len(regexp), name)
        self.first = _first_characters(regexp)
        """The characters a match may start with; ``None`` when that is not known."""


class AbilityLexer(Lexer):
    """A contextual lexer for the ability grammar (LALR only: it reads the parser state)."""

    __future_interface__: ClassVar[int] = 2

    def __init__(self, conf: LexerConf) -> None:
        flags = conf.g_regex_flags
        self.ignore = frozenset(conf.ignore)
        self.terminals_by_name = conf.terminals_by_name
        patterns: list[_Pattern] = []
        self.literals: dict[str, list[tuple[str, str, int, bool]]] = {}
        """lower-case literal -> (terminal, literal as written, priority, case-insensitive)"""
        for terminal in conf.terminals:
            pattern = terminal.pattern
            if isinstance(pattern, PatternStr):
                value = pattern.value
                entry = (terminal.name, value, terminal.priority, "i" in pattern.flags)
                self.literals.setdefault(value.lower(), []).append(entry)
            elif isinstance(pattern, PatternRE):
                patterns.append(
                    _Pattern(terminal.name, pattern.to_regexp(), terminal.priority, flags)
                )
        for text, entries in self.literals.items():
            insensitive = [entry for entry in entries if entry[3]]
            if len(insensitive) > 1:
                names = ", ".join(f"{entry[0]} ({entry[1]!r})" for entry in insensitive)
                msg = f"keyword {text!r} is spelt as several terminals: {names}"
                raise GrammarError(msg)
        patterns.sort(key=lambda p: p.sort_key)
        self.patterns = tuple(patterns)
        # As Lark's "unless" callbacks: a pattern's match that spells a keyword the pattern
        # matches as written (NAME and "Hero") may be re-typed to that keyword.
        self.unless: dict[str, frozenset[str]] = {}
        for found in patterns:
            spelled = [
                text
                for text, entries in self.literals.items()
                if any(
                    entry[2] == found.priority and found.regex.fullmatch(entry[1])
                    for entry in entries
                )
            ]
            if spelled:
                self.unless[found.name] = frozenset(spelled)
        self.lengths = tuple(sorted({len(text) for text in self.literals}, reverse=True))
        self.priorities = tuple(sorted({p.priority for p in patterns} | {0}, reverse=True))
        self.all_names = frozenset(conf.terminals_by_name)
        self.ignored = tuple(p.regex for p in patterns if p.name in self.ignore)
        self.longest = max((len(text) for text in self.literals), default=1)
        self.literal_priorities = frozenset(
            entry[2] for entries in self.literals.values() for entry in entries
        )
        self._plans: dict[int, _Plan] = {}
        self._everything = self._plan(self.all_names)

    # -- Lark's interface --------------------------------------------------------------------

    def lex(self, lexer_state: LexerState, parser_state: Any) -> Iterator[Token]:  # noqa: ANN401
        """Yield the tokens of the text, each read in the parser state it will be fed to."""
        text = lexer_state.text.text
        lowered = text.lower()
        end = lexer_state.text.end
        counter = lexer_state.line_ctr
        states = parser_state.parse_conf.parse_table.states
        while True:
            pos = self._skip_ignored(text, counter.char_pos, end, lexer_state)
            if pos >= end:
                return
            position = parser_state.position
            plan = self._plans.get(position)
            if plan is None:
                plan = self._plan(states[position])
                self._plans[position] = plan
            found = self._match(text, lowered, pos, end, plan, parser_state=parser_state)
            if found is None:
                self._fail(lexer_state, parser_state, pos=pos, accepts=states[position])
            name, value = found
            token = Token(name, value, pos, counter.line, counter.column)
            counter.feed(value, "\n" in value)
            token.end_line = counter.line
            token.end_column = counter.column
            token.end_pos = counter.char_pos
            lexer_state.last_token = token
            yield token

    # -- matching ------------------------------------------------------------------------------

    def _plan(self, accepts: Any) -> _Plan:  # noqa: ANN401 - Lark's state table
        """What to try in a parser state: its patterns by priority, and its keywords."""
        groups = tuple(
            (
                priority,
                tuple(
                    p
                    for p in self.patterns
                    if p.priority == priority and p.name in accepts and p.name not in self.ignore
                ),
            )
            for priority in self.priorities
        )
        names = frozenset(name for name in accepts if name in self.all_names)
        return _Plan(groups, names)

    def _skip_ignored(self, text: str, pos: int, end: int, lexer_state: LexerState) -> int:
        while pos < end:
            for regex in self.ignored:
                match = regex.match(text, pos, end)
                if match and match.end() > pos:
                    lexer_state.line_ctr.feed(match.group(0))
                    pos = match.end()
                    break
            else:
                return pos
        return pos

    def _match(
        self,
        text: str,
        lowered: str,
        pos: int,
        end: int,
        plan: _Plan,
        *,
        parser_state: Any = None,  # noqa: ANN401 - Lark's parser state
    ) -> tuple[str, str] | None:
        candidates = self._candidates(text, lowered, pos, end, plan)
        if not candidates:
            return None
        first = candidates[0]
        if parser_state is None or all(other[0] == first[0] for other in candidates[1:]):
            return first
        for candidate in candidates:
            if _can_shift(parser_state, candidate[0]):
                return candidate
        return first

    def _candidates(
        self, text: str, lowered: str, pos: int, end: int, plan: _Plan
    ) -> list[tuple[str, str]]:
        """The terminals that match at *pos*, most preferred first (rule 2 above)."""
        run = _RUN.match(lowered, pos, end)
        run_end = run.end() if run else pos + 1
        char = text[pos]
        found: list[tuple[str, str]] = []
        for priority, patterns in plan.starting_with(char):
            literal = None
            if priority in self.literal_priorities:
                key = (text[pos:run_end], priority)
                if key in plan.literals:
                    literal = plan.literals[key]
                else:
                    literal = self._literal(
                        text, lowered, pos, run_end, names=plan.names, priority=priority
                    )
                    if len(plan.literals) >= _CACHE_SIZE:
                        plan.literals.clear()
                    plan.literals[key] = literal
            matches: list[tuple[str, str]] = []
            for pattern in patterns:
                if literal is not None and pattern.max_width < len(literal[1]):
                    continue
                match = pattern.regex.match(text, pos, end)
                if match is None or match.end() == pos:
                    continue
                value = match.group(0)
                matches.append((self._retype(pattern.name, value, plan.names, priority), value))
            matches.sort(key=lambda item: -len(item[1]))
            found.extend(matches)
            if literal is not None:
                found.append(literal)
        return found

    def _literal(
        self,
        text: str,
        lowered: str,
        pos: int,
        run_end: int,
        *,
        names: frozenset[str],
        priority: int,
    ) -> tuple[str, str] | None:
        longest = min(run_end - pos, self.longest)
        for length in range(longest, 0, -1):
            stop = pos + length
            entries = self.literals.get(lowered[pos:stop])
            if not entries:
                continue
            if lowered[stop - 1].isalpha() and stop < len(lowered) and lowered[stop].isalpha():
                continue
            piece = text[pos:stop]
            for name, written, entry_priority, insensitive in entries:
                if entry_priority != priority or name not in names:
                    continue
                if insensitive or written == piece:
                    return name, piece
        return None

    def _retype(self, name: str, value: str, names: frozenset[str], priority: int) -> str:
        spelled = self.unless.get(name)
        if spelled is None or value.lower() not in spelled:
            return name
        for keyword, written, entry_priority, insensitive in self.literals.get(value.lower(), ()):
            if (
                keyword in names
                and entry_priority == priority
                and (insensitive or written == value)
            ):
                return str(keyword)
        return name

    # -- errors -------------------------------------------------------------------------------

    def _fail(
        self,
        lexer_state: LexerState,
        parser_state: Any,  # noqa: ANN401 - Lark's parser state
        *,
        pos: int,
        accepts: Any,  # noqa: ANN401 - Lark's state table
    ) -> NoReturn:
        counter = lexer_state.line_ctr
        text = lexer_state.text.text
        found = self._match(text, text.lower(), pos, lexer_state.text.end, self._everything)
        expected = {name for name in accepts if name in self.all_names} - self.ignore
        if found is None:
            raise UnexpectedCharacters(  # type: ignore[no-untyped-call]
                text,
                pos,
                counter.line,
                counter.column,
                allowed=expected,
                token_history=lexer_state.last_token and [lexer_state.last_token],
                state=parser_state,
                terminals_by_name=self.terminals_by_name,
            )
        name, value = found
        token = Token(name, value, pos, counter.line, counter.column)
        raise UnexpectedToken(  # type: ignore[no-untyped-call]
            token,
            expected,
            state=parser_state,
            token_history=[lexer_state.last_token] if lexer_state.last_token else None,
            terminals_by_name=self.terminals_by_name,
        )


# -- first characters --------------------------------------------------------------------------


def _first_characters(regexp: str) -> frozenset[str] | None:
    """The characters a match of *regexp* may start with (both cases), or ``None``."""
    try:
        parsed = re_parser.parse(regexp)
    except re.error:  # pragma: no cover - Lark compiled it already
        return None
    found = _first_of(list(parsed))
    if not found:
        return None
    return frozenset(found | {c.upper() for c in found} | {c.lower() for c in found})


def _first_of(items: list[tuple[Any, Any]]) -> set[str] | None:  # noqa: C901
    chars: set[str] = set()
    for op, arg in items:
        if op is re_constants.LITERAL:
            return chars | {chr(arg)}
        if op is re_constants.IN:
            for kind, value in arg:
                if kind is re_constants.LITERAL:
                    chars.add(chr(value))
                elif kind is re_constants.RANGE and value[1] - value[0] < 128:
                    chars.update(chr(c) for c in range(value[0], value[1] + 1))
                elif kind is re_constants.CATEGORY and value is re_constants.CATEGORY_DIGIT:
                    chars.update("0123456789")
                else:
                    return None
            return chars
        if op is re_constants.BRANCH:
            for branch in arg[1]:
                found = _first_of(list(branch))
                if found is None:
                    return None
                chars |= found
            return chars
        if op is re_constants.SUBPATTERN:
            found = _first_of(list(arg[-1]))
            if found is None:
                return None
            return chars | found
        if op in (re_constants.MAX_REPEAT, re_constants.MIN_REPEAT):
            low, _, inner = arg
            found = _first_of(list(inner))
            if found is None:
                return None
            chars |= found
            if low > 0:
                return chars
            continue
        if op in (re_constants.ASSERT, re_constants.ASSERT_NOT, re_constants.AT):
            continue
        return None
    return None


def _can_shift(parser_state: Any, terminal: str) -> bool:  # noqa: ANN401 - Lark's state
    """Whether the parser, after the reductions *terminal* calls for, can shift it.

    LALR merges the lookaheads of states with the same items, so a terminal may be in a
    state's table only to be refused after reducing; the lexer asks this before it prefers
    a longer terminal to a shorter one.
    """
    states = parser_state.parse_conf.states
    found = states[parser_state.state_stack[-1]].get(terminal)
    if found is None or found[0] is Shift:
        return found is not None
    stack = list(parser_state.state_stack)
    while True:
        found = states[stack[-1]].get(terminal)
        if found is None:
            return False
        action, rule = found
        if action is Shift:
            return True
        size = len(rule.expansion)
        if size:
            del stack[-size:]
        goto = states[stack[-1]].get(rule.origin.name)
        if goto is None:  # pragma: no cover - LALR tables always have the goto
            return False
        stack.append(goto[1])
