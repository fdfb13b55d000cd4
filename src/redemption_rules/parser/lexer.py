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
from lark.utils import get_regexp_width

from redemption_rules.parser.tables import States, encode_states

if TYPE_CHECKING:
    from collections.abc import Collection, Iterator

    from lark.common import LexerConf
    from lark.lexer import LexerState

__all__ = ["AbilityLexer"]

_UNBOUNDED = 1 << 30
_CACHE_SIZE = 4096
"""Keywords remembered per parser state (the pool's words fit; odd input cannot grow it)."""
# The run of characters a keyword may span: letters and the punctuation inside keywords
# ("O.T.", "Face-down", "GE/EE", "'s"), one character at least.
_RUN = re.compile(r"[^\s,;:()\"“”]+")
_LONG_RUN = 64
"""Runs longer than this (no card's word is) are not keys of the caches as a whole: only
their first characters are, and the patterns are tried on the text, so the time to read a
run of any length grows with the tokens read in it, not with its length at each token."""


class _Pattern:
    """A regular-expression terminal, compiled once, with what a match must start with."""

    __slots__ = ("confined", "first", "max_width", "name", "prefixes", "priority", "regex")

    def __init__(self, name: str, regexp: str, priority: int, flags: int) -> None:
        self.name = name
        self.regex = re.compile(regexp, flags)
        self.priority = priority
        parsed, width = _parse_regexp(regexp)
        self.max_width = min(width, _UNBOUNDED)
        self.first = None if parsed is None else _first_characters(parsed)
        """The characters a match may start with; ``None`` when that is not known."""
        self.prefixes = None if parsed is None else _prefixes(parsed)
        """Lower-case words one of which a match starts with; ``None`` when not known."""
        self.confined = parsed is not None and _confined(parsed)
        """A match lies within one run of word characters and looks at nothing else, so the
        run alone decides it."""

    @property
    def sort_key(self) -> tuple[int, int, int, str]:
        """Higher priority first, then unbounded before bounded, then longer patterns."""
        return (-self.priority, -self.max_width, -len(self.regex.pattern), self.name)

    def may_start(self, run: str) -> bool:
        """Whether a match may start at a run of characters (*run*, lower case)."""
        if self.first is not None and run[:1] not in self.first:
            return False
        return self.prefixes is None or run.startswith(self.prefixes)


class _Step:
    """The candidates of one priority at the start of one run of characters."""

    __slots__ = ("literal", "matches", "patterns", "priority")

    def __init__(
        self,
        priority: int,
        patterns: tuple[tuple[int, _Pattern], ...],
        matches: tuple[tuple[int, int, str], ...],
        literal: tuple[str, int] | None,
    ) -> None:
        self.priority = priority
        self.patterns = patterns
        """The patterns to try on the text, each with its place among the state's patterns."""
        self.matches = matches
        """The matches of the patterns the run alone decides: (-length, place, terminal)."""
        self.literal = literal
        """The keyword read there (after every pattern's match of this priority)."""


class _Choice:
    """What is read at the start of one run of characters in one parser state.

    ``single`` is the terminal and length when nothing else can match there: the common
    case, answered by one look-up. Otherwise ``steps`` gives the candidates by priority,
    and when the patterns to try on the text (``regexes``) all fail, ``fallback`` is what
    is read if ``settled``.
    """

    __slots__ = ("fallback", "regexes", "settled", "single", "steps")

    def __init__(self, single: tuple[str, int] | None, steps: tuple[_Step, ...]) -> None:
        self.single = single
        self.steps = steps
        self.regexes = tuple(pattern.regex for step in steps for _, pattern in step.patterns)
        ordered = _known(steps)
        self.settled = not ordered or all(other[0] == ordered[0][0] for other in ordered[1:])
        self.fallback = ordered[0] if ordered and self.settled else None


def _known(steps: tuple[_Step, ...]) -> list[tuple[str, int]]:
    """The candidates of *steps* without the patterns still to try, most preferred first.

    A step's matches come before its keyword, and the steps are in priority order.
    """
    ordered: list[tuple[str, int]] = []
    for step in steps:
        ordered += [(name, -negative) for negative, _, name in step.matches]
        if step.literal is not None:
            ordered.append(step.literal)
    return ordered


class _Plan:
    """What the lexer tries in one parser state."""

    __slots__ = ("expected", "names", "patterns", "runs")

    def __init__(self, names: frozenset[str], patterns: frozenset[str]) -> None:
        self.names = names
        """The terminals the state accepts."""
        self.patterns = patterns
        """The regular-expression terminals among them."""
        self.expected: frozenset[str] | None = None
        """The terminals acceptable in this state, for error messages (made when needed)."""
        self.runs: dict[str, _Choice] = {}
        """What is read at the start of a run of characters, by the run as written."""


_RunInfo = tuple[
    tuple[tuple[int, tuple[tuple[str, str, int, bool], ...]], ...],
    tuple[tuple[int, _Pattern, int | None], ...],
]


def _keyword(
    run: str,
    keywords: tuple[tuple[int, tuple[tuple[str, str, int, bool], ...]], ...],
    *,
    names: frozenset[str],
    priority: int,
) -> tuple[str, int] | None:
    """The longest keyword of *priority* acceptable in *names* that *run* starts with."""
    for length, entries in keywords:
        piece = run[:length]
        for name, written, entry_priority, insensitive in entries:
            if entry_priority == priority and name in names and (insensitive or written == piece):
                return name, length
    return None


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
                if found.may_start(text)
                and any(
                    entry[2] == found.priority and found.regex.fullmatch(entry[1])
                    for entry in entries
                )
            ]
            if spelled:
                self.unless[found.name] = frozenset(spelled)
        self.priorities = tuple(sorted({p.priority for p in patterns} | {0}, reverse=True))
        self.all_names = frozenset(conf.terminals_by_name)
        ignored = [p.regex.pattern for p in patterns if p.name in self.ignore]
        self.skip = re.compile("(?:" + "|".join(ignored) + ")+", flags) if ignored else None
        """Matches a run of ignored text (white space) at a position."""
        self.longest = max((len(text) for text in self.literals), default=1)
        self.literal_priorities = frozenset(
            entry[2] for entries in self.literals.values() for entry in entries
        )
        self.plans: dict[int, _Plan] = {}
        """What to try in each parser state, made when the state is first met."""
        self._runs: dict[str, _RunInfo] = {}
        """What may start at each run of characters met, in any state."""
        self._everything = self._plan(self.all_names)
        self._lark_tables: dict[int, tuple[States, list[tuple[str, int]]]] = {}

    # -- Lark's interface --------------------------------------------------------------------

    def lex(self, lexer_state: LexerState, parser_state: Any) -> Iterator[Token]:  # noqa: ANN401
        """Yield the tokens of the text, each read in the parser state it will be fed to."""
        text = lexer_state.text.text
        lowered = text.lower()
        end = lexer_state.text.end
        counter = lexer_state.line_ctr
        states, rules = self._encoded(parser_state.parse_conf.parse_table)
        stack = parser_state.state_stack
        while True:
            pos = self.skip_ignored(text, counter.char_pos, end)
            if pos > counter.char_pos:
                counter.feed(text[counter.char_pos : pos])
            if pos >= end:
                return
            plan = self.plan(stack[-1], states)
            found = self.read(
                text, lowered, pos, end, plan, stack=stack, states=states, rules=rules
            )
            if found is None:
                self.fail(
                    text,
                    pos,
                    state=stack[-1],
                    states=states,
                    last_token=lexer_state.last_token,
                    parser_state=parser_state,
                )
            name, length = found
            value = text[pos : pos + length]
            token = Token(name, value, pos, counter.line, counter.column)
            counter.feed(value, "\n" in value)
            token.end_line = counter.line
            token.end_column = counter.column
            token.end_pos = counter.char_pos
            lexer_state.last_token = token
            yield token

    def _encoded(self, parse_table: Any) -> tuple[States, list[tuple[str, int]]]:  # noqa: ANN401
        """Lark's parse table as the numbers :meth:`read` takes (made once per table)."""
        found = self._lark_tables.get(id(parse_table))
        if found is None:
            states, rules = encode_states(parse_table.states)
            found = (states, [(rule.origin.name, len(rule.expansion)) for rule in rules])
            self._lark_tables = {id(parse_table): found}
        return found

    # -- reading one token -----------------------------------------------------------------------

    def skip_ignored(self, text: str, pos: int, end: int) -> int:
        """The position after any ignored text (white space) at *pos*."""
        if self.skip is None:
            return pos
        match = self.skip.match(text, pos, end)
        return match.end() if match else pos

    def plan(self, state: int, states: States) -> _Plan:
        """What to try in parser state *state* of *states*."""
        plan = self.plans.get(state)
        if plan is None:
            plan = self._plan(states[state])
            self.plans[state] = plan
        return plan

    def read(
        self,
        text: str,
        lowered: str,
        pos: int,
        end: int,
        plan: _Plan,
        *,
        stack: list[int],
        states: States,
        rules: list[tuple[str, int]],
    ) -> tuple[str, int] | None:
        """The terminal and the length of the token at *pos*, or ``None`` when none fits.

        *stack* is the parser's state stack, *states* its tables (a code ``>= 0`` shifts,
        else ``rules[~code]`` is the ``(name, size)`` of the rule to reduce by): when
        several terminals match, the first the parser can shift is taken (rule 2 above).
        """
        run = _RUN.match(lowered, pos, min(end, pos + _LONG_RUN + 1))
        run_end = run.end() if run else pos + 1
        key = text[pos:run_end]
        choice = plan.runs.get(key)
        if choice is None:
            choice = self._choose(plan, key, whole=run_end - pos <= _LONG_RUN)
            if len(plan.runs) >= _CACHE_SIZE:
                plan.runs.clear()
            plan.runs[key] = choice
        if choice.single is not None:
            return choice.single
        if choice.settled:
            for regex in choice.regexes:
                match = regex.match(text, pos, end)
                if match is not None and match.end() > pos:
                    break
            else:
                return choice.fallback
        candidates = self._candidates(text, pos, end, plan, choice)
        if not candidates:
            return None
        first = candidates[0]
        if not stack or all(other[0] == first[0] for other in candidates[1:]):
            return first
        for candidate in candidates:
            if _can_shift(stack, states, rules, candidate[0]):
                return candidate
        return first

    def _candidates(
        self, text: str, pos: int, end: int, plan: _Plan, choice: _Choice
    ) -> list[tuple[str, int]]:
        """Every terminal that matches at *pos*, most preferred first."""
        candidates: list[tuple[str, int]] = []
        for step in choice.steps:
            matches = list(step.matches)
            for index, pattern in step.patterns:
                match = pattern.regex.match(text, pos, end)
                if match is None or match.end() == pos:
                    continue
                length = match.end() - pos
                name = self._retype(
                    pattern.name, text[pos : pos + length], plan.names, step.priority
                )
                matches.append((-length, index, name))
            if len(matches) > 1:
                matches.sort()
            candidates.extend((name, -negative) for negative, _, name in matches)
            if step.literal is not None:
                candidates.append(step.literal)
        return candidates

    def _choose(self, plan: _Plan, run: str, *, whole: bool = True) -> _Choice:
        """Work out what may be read at the start of *run* (as written) in *plan*'s state.

        *run* is the whole run of characters, or (``whole`` false) the first characters of
        a longer one: then every pattern is tried on the text.
        """
        info = self._runs.get(run)
        if info is None:
            info = self._run_info(run, whole=whole)
            if len(self._runs) >= _CACHE_SIZE:
                self._runs.clear()
            self._runs[run] = info
        keywords, starting = info
        steps: list[_Step] = []
        for priority in self.priorities:
            literal = None
            if priority in self.literal_priorities:
                literal = _keyword(run, keywords, names=plan.names, priority=priority)
            known: list[tuple[int, int, str]] = []
            to_try: list[tuple[int, _Pattern]] = []
            for index, pattern, length in starting:
                if pattern.priority != priority or pattern.name not in plan.patterns:
                    continue
                if literal is not None and pattern.max_width < literal[1]:
                    continue
                if length is None:
                    to_try.append((index, pattern))
                    continue
                name = self._retype(pattern.name, run[:length], plan.names, priority)
                known.append((-length, index, name))
            if to_try or known or literal is not None:
                steps.append(_Step(priority, tuple(to_try), tuple(sorted(known)), literal))
        choice = _Choice(None, tuple(steps))
        if not choice.regexes and choice.settled:
            return _Choice(choice.fallback, ())
        return choice

    def _run_info(self, run: str, *, whole: bool = True) -> _RunInfo:
        """What may start at *run* in any parser state.

        The keywords it starts with (longest first), and the patterns that may match
        there, each with the length of its match when the run alone decides it (``None``:
        try it on the text). Only a *whole* run decides a match.
        """
        lowered = run.lower()
        keywords: list[tuple[int, tuple[tuple[str, str, int, bool], ...]]] = []
        for length in range(min(len(run), self.longest), 0, -1):
            entries = self.literals.get(lowered[:length])
            if not entries:
                continue
            if (
                length < len(lowered)
                and lowered[length - 1].isalpha()
                and lowered[length].isalpha()
            ):
                continue  # a keyword that ends in a letter must end a word
            keywords.append((length, tuple(entries)))
        starting: list[tuple[int, _Pattern, int | None]] = []
        for index, pattern in enumerate(self.patterns):
            if pattern.name in self.ignore or not pattern.may_start(lowered):
                continue
            if not pattern.confined or not whole:
                starting.append((index, pattern, None))
                continue
            match = pattern.regex.match(run)
            if match is not None and match.end() > 0:
                starting.append((index, pattern, match.end()))
        return tuple(keywords), tuple(starting)

    def _plan(self, accepts: Collection[str]) -> _Plan:
        """What to try in a parser state: its terminals, and which of them are patterns."""
        names = frozenset(name for name in accepts if name in self.all_names)
        patterns = frozenset(p.name for p in self.patterns if p.name in names) - self.ignore
        return _Plan(names, patterns)

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

    def expected(self, state: int, states: States) -> frozenset[str]:
        """The terminals parser state *state* accepts (white space left out)."""
        plan = self.plan(state, states)
        if plan.expected is None:
            plan.expected = plan.names - self.ignore
        return plan.expected

    def fail(
        self,
        text: str,
        pos: int,
        *,
        state: int,
        states: States,
        last_token: Token | None = None,
        parser_state: Any = None,  # noqa: ANN401 - Lark's parser state, kept on the error
    ) -> NoReturn:
        """Raise the error for text at *pos* that no terminal of *state* reads.

        ``UnexpectedToken`` with the token the whole grammar would read there, or
        ``UnexpectedCharacters`` when there is none.
        """
        expected = self.expected(state, states)
        found = self.read(
            text, text.lower(), pos, len(text), self._everything, stack=[], states={}, rules=[]
        )
        line = text.count("\n", 0, pos) + 1
        column = pos - (text.rfind("\n", 0, pos) + 1) + 1
        if found is None:
            raise UnexpectedCharacters(  # type: ignore[no-untyped-call]
                text,
                pos,
                line,
                column,
                allowed=expected,
                token_history=last_token and [last_token],
                state=parser_state,
                terminals_by_name=self.terminals_by_name,
            )
        name, length = found
        token = Token(name, text[pos : pos + length], pos, line, column)
        raise UnexpectedToken(  # type: ignore[no-untyped-call]
            token,
            expected,
            state=parser_state,
            token_history=[last_token] if last_token else None,
            terminals_by_name=self.terminals_by_name,
        )


# -- what a pattern's match starts with ---------------------------------------------------------

_BREAKS = frozenset(' \t\n\r\f\v,;:()"\u201c\u201d')
"""The characters that end a run (:data:`_RUN`)."""
_MAX_PREFIXES = 256


def _ends_run(char: str) -> bool:
    """Whether *char* ends a run of characters (white space or run-breaking punctuation)."""
    return char in _BREAKS or char.isspace()


_Items = list[tuple[Any, Any]]


def _parse_regexp(regexp: str) -> tuple[_Items | None, int]:
    """The items of *regexp* and the most characters a match may span (read once)."""
    try:
        parsed = re_parser.parse(regexp)
    except re.error:  # pragma: no cover - Lark compiled it already
        return None, get_regexp_width(regexp)[1]
    return list(parsed), int(parsed.getwidth()[1])


def _first_characters(items: _Items) -> frozenset[str] | None:
    """The characters a match may start with (both cases), or ``None``."""
    found = _first_of(items)
    if not found:
        return None
    return frozenset(found | {c.upper() for c in found} | {c.lower() for c in found})


def _prefixes(items: _Items) -> tuple[str, ...] | None:
    """Lower-case text one piece of which every match starts with, or ``None``.

    The pieces stop before the first character that ends a run, so a match at a position
    starts with one of them only if the run of characters there does.
    """
    found = _walk(items, {""})
    if "" in found:
        return None
    return tuple(sorted(found))


def _walk(items: _Items, prefixes: set[str]) -> set[str]:
    """*prefixes* extended by the text *items* must match first.

    Each piece returned is the start of some match, and every match starts with one.
    """
    if not items:
        return prefixes
    (op, arg), rest = items[0], items[1:]
    if op is re_constants.LITERAL or op is re_constants.IN:
        chars = {chr(arg)} if op is re_constants.LITERAL else _set_characters(arg)
        if chars is None:
            return prefixes
        if any(map(_ends_run, chars)):
            # a run of one character ("," read alone) is the only run such a piece starts
            return {c.lower() for c in chars} if prefixes == {""} else prefixes
        lowered = {c.lower() for c in chars}
        if len(prefixes) * len(lowered) > _MAX_PREFIXES:
            return prefixes
        return _walk(rest, {prefix + c for prefix in prefixes for c in lowered})
    if op is re_constants.SUBPATTERN:
        return _walk(list(arg[-1]) + rest, prefixes)
    if op in (re_constants.AT, re_constants.ASSERT, re_constants.ASSERT_NOT):
        return _walk(rest, prefixes)
    if op is re_constants.BRANCH:
        ways = [list(branch) + rest for branch in arg[1]]
    elif op is re_constants.MAX_REPEAT or op is re_constants.MIN_REPEAT:
        low, high, inner = arg
        once = list(inner) + rest if high == 1 else list(inner)
        ways = [once] if low else [once, rest]
    else:
        return prefixes
    found: set[str] = set()
    for way in ways:
        found |= _walk(way, prefixes)
        if len(found) > _MAX_PREFIXES:
            return prefixes
    return found


def _set_characters(items: _Items, *, widest: int = 64) -> set[str] | None:
    """The characters of a ``[...]`` set, or ``None`` when they are not a short list.

    A range counts only when it spans fewer than *widest* characters.
    """
    chars: set[str] = set()
    for kind, value in items:
        if kind is re_constants.LITERAL:
            chars.add(chr(value))
        elif kind is re_constants.RANGE and value[1] - value[0] < widest:
            chars.update(chr(c) for c in range(value[0], value[1] + 1))
        elif kind is re_constants.CATEGORY and value is re_constants.CATEGORY_DIGIT:
            chars.update("0123456789")
        else:
            return None
    return chars


def _confined(items: _Items) -> bool:
    """Whether a match lies within one run and looks at no character outside it."""
    for op, arg in items:
        if op is re_constants.LITERAL:
            if _ends_run(chr(arg)):
                return False
        elif op is re_constants.IN:
            if not all(_confined_set_item(kind, value) for kind, value in arg):
                return False
        elif op is re_constants.BRANCH:
            if not all(_confined(list(branch)) for branch in arg[1]):
                return False
        elif op is re_constants.SUBPATTERN:
            if not _confined(list(arg[-1])):
                return False
        elif op is re_constants.MAX_REPEAT or op is re_constants.MIN_REPEAT:
            if not _confined(list(arg[2])):
                return False
        else:  # any character, anchors, look-arounds, back references
            return False
    return True


def _confined_set_item(kind: Any, value: Any) -> bool:  # noqa: ANN401 - sre's parse tree
    if kind is re_constants.LITERAL:
        return not _ends_run(chr(value))
    if kind is re_constants.RANGE:
        return not any(_ends_run(chr(c)) for c in range(value[0], value[1] + 1))
    return kind is re_constants.CATEGORY and value in (
        re_constants.CATEGORY_DIGIT,
        re_constants.CATEGORY_WORD,
    )


def _first_of(items: list[tuple[Any, Any]]) -> set[str] | None:
    chars: set[str] = set()
    for op, arg in items:
        if op is re_constants.LITERAL:
            return chars | {chr(arg)}
        if op is re_constants.IN:
            found = _set_characters(arg, widest=128)
            return None if found is None else chars | found
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


def _can_shift(
    stack: list[int], states: States, rules: list[tuple[str, int]], terminal: str
) -> bool:
    """Whether the parser, after the reductions *terminal* calls for, can shift it.

    LALR merges the lookaheads of states with the same items, so a terminal may be in a
    state's table only to be refused after reducing; the lexer asks this before it prefers
    a longer terminal to a shorter one.
    """
    code = states[stack[-1]].get(terminal)
    if code is None or code >= 0:
        return code is not None
    stack = list(stack)
    while True:
        code = states[stack[-1]].get(terminal)
        if code is None:
            return False
        if code >= 0:
            return True
        origin, size = rules[~code]
        if size:
            del stack[-size:]
        goto = states[stack[-1]].get(origin)
        if goto is None:  # pragma: no cover - LALR tables always have the goto
            return False
        stack.append(goto)
