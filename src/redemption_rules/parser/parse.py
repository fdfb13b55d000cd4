"""``parse_ability``: card text to an :class:`~redemption_rules.effects.model.Ability`.

The parser is built once per process from the grammar fragments and effect callbacks of
every registered pack (:mod:`redemption_rules.plugins.manager`): a Lark LALR(1) parser in
strict mode (no conflicts, no colliding terminals) whose tables Lark caches on disk.

The grammar text is joined from the packs' fragments rather than opened from one file with
``Lark.open_from_package``: a pack's ``%extend`` must see the core rules in the same grammar.
The core fragments are still package data, found by package name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from attrs import evolve, field, frozen
from lark import Lark, Token, Transformer, Tree, UnexpectedInput, v_args
from lark.exceptions import (
    GrammarError,
    LexError,
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedToken,
)
from lark.grammar import Terminal
from lark.lexer import LexerState
from lark.parsers.lalr_analysis import Shift
from lark.parsers.lalr_parser_state import ParseConf
from lark.tree import Meta
from lark.utils import TextSlice
from lark.visitors import _vargs_meta_inline

from redemption_rules.effects.model import Ability
from redemption_rules.effects.span import Span
from redemption_rules.errors import AbilityParseError, PluginError
from redemption_rules.parser.lexer import AbilityLexer
from redemption_rules.parser.normalize import Normalized, normalize
from redemption_rules.parser.phrases import PhraseError
from redemption_rules.parser.transformer import AbilityTransformer
from redemption_rules.plugins.manager import (
    BUILTIN_PACKS,
    collect_effects,
    collect_grammar,
    default_manager,
    pack_abilities,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    import pluggy
    from lark.grammar import Rule

    from redemption_rules.cards.model import CardDef

__all__ = [
    "AbilityParser",
    "build_parser",
    "card_ability",
    "get_parser",
    "parse_ability",
    "parser_for",
]

_META_INLINE = _vargs_meta_inline


@frozen
class AbilityParser:
    """A built ability parser: the Lark grammar and tables, and the transformer's callbacks.

    :meth:`parse` runs Lark's LALR tables itself (:class:`_Driver`) and calls the
    transformer's callback of each rule as the rule is reduced, so no parse tree is built;
    the result is the same as ``transformer.transform(lark.parse(text))``.
    """

    lark: Lark
    transformer: AbilityTransformer
    driver: _Driver = field(init=False)
    readable: dict[str, str] = field(init=False)
    """How each terminal is shown in error messages: the keyword in quotes, or its name."""

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "driver", _Driver(self.lark, self.transformer))
        object.__setattr__(self, "readable", _readable_names(self.lark))

    def parse(self, text: str) -> Ability:
        """Read *text* into an :class:`Ability`.

        Raises:
            AbilityParseError: the text is not ability text the grammar reads.
        """
        mended = normalize(text)
        try:
            ability = self.driver.parse(mended.text)
        except UnexpectedInput as exc:
            raise _parse_error(text, mended, exc, self.readable) from exc
        except _Refused as exc:
            raise _refused_error(text, mended, exc) from exc.error
        if not isinstance(ability, Ability):  # pragma: no cover - the start rule makes one
            msg = f"the grammar's start rule gave {ability!r}"
            raise TypeError(msg)
        return _to_printed(evolve(ability, text=text), mended)


class _Refused(Exception):  # noqa: N818 - internal signal, always turned into a parse error
    """A callback refused what the grammar read (a :class:`PhraseError`) at *position*."""

    def __init__(self, error: PhraseError, position: int) -> None:
        super().__init__(str(error))
        self.error = error
        self.position = position


class _Reduce:
    """What reducing one grammar rule does: pop, keep some children, call the callback."""

    __slots__ = (
        "append_none",
        "build",
        "expand1",
        "include",
        "name",
        "origin",
        "passes",
        "size",
        "wants_meta",
    )

    def __init__(
        self, rule: Rule, entry: tuple[Callable[..., Any], bool] | None, *, placeholders: bool
    ) -> None:
        self.size = len(rule.expansion)
        self.origin = rule.origin.name
        self.name = rule.alias or rule.options.template_source or rule.origin.name
        self.build = None if entry is None else entry[0]
        self.wants_meta = entry is not None and entry[1]
        self.expand1 = bool(rule.options.expand1 and not rule.alias)
        self.include, self.append_none = _children_kept(rule, placeholders=placeholders)
        self.passes = self.size == 1 and self.expand1 and self.include is None
        """A "?rule" with one child: reducing it leaves the child as it is."""

    def children(self, values: list[Any]) -> list[Any]:
        """The children Lark's tree would hold: filtered, ``_rule`` inlined, ``None`` added."""
        if self.include is None:
            return values
        kept: list[Any] = []
        for index, expand, nones in self.include:
            if nones:
                kept += [None] * nones
            if expand:
                kept += values[index].children
            else:
                kept.append(values[index])
        if self.append_none:
            kept += [None] * self.append_none
        return kept


def _children_kept(
    rule: Rule, *, placeholders: bool
) -> tuple[list[tuple[int, bool, int]] | None, int]:
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
    return kept, nones


class _ParserState:
    """The parser state the lexer reads (as Lark's): the state stack and the tables."""

    __slots__ = ("parse_conf", "state_stack")

    def __init__(self, parse_conf: ParseConf[int]) -> None:
        self.parse_conf = parse_conf
        self.state_stack = [parse_conf.start_state]

    @property
    def position(self) -> int:
        """The state on top of the stack."""
        return self.state_stack[-1]


class _Driver:
    """Lark's LALR tables run with the callbacks called on reduction, keeping each span."""

    def __init__(self, lark: Lark, transformer: Transformer[Token, Any]) -> None:
        table: dict[str, tuple[Callable[..., Any], bool]] = {}
        for name in dir(type(transformer)):
            if name.startswith("_"):
                continue
            found = getattr(type(transformer), name)
            wrapper = getattr(found, "visit_wrapper", None)
            if wrapper is None:
                continue
            table[name] = (found.base_func.__get__(transformer), wrapper is _META_INLINE)
        frontend = lark.parser
        parse_table = frontend.parser.parser.parse_table
        self.lexer = frontend.lexer
        self.conf: ParseConf[int] = ParseConf(parse_table, {}, lark.options.start[0])
        placeholders = bool(lark.options.maybe_placeholders)
        reductions: dict[int, _Reduce] = {}
        self.states: dict[int, dict[str, tuple[bool, Any]]] = {}
        for state, actions in parse_table.states.items():
            row: dict[str, tuple[bool, Any]] = {}
            for symbol, (action, argument) in actions.items():
                if action is Shift:
                    row[symbol] = (True, argument)
                    continue
                reduce = reductions.get(id(argument))
                if reduce is None:
                    name = argument.alias or argument.options.template_source
                    entry = table.get(name or argument.origin.name)
                    reduce = _Reduce(argument, entry, placeholders=placeholders)
                    reductions[id(argument)] = reduce
                row[symbol] = (False, reduce)
            self.states[state] = row

    def parse(self, text: str) -> Any:  # noqa: ANN401 - whatever the start rule gives
        """The result of the start rule's callback for *text*.

        Raises:
            UnexpectedInput: the grammar does not read *text*.
            _Refused: a callback refused what was read.
        """
        lexer_state = LexerState(TextSlice.cast_from(text))
        parser_state = _ParserState(self.conf)
        stack = parser_state.state_stack
        values: list[Any] = []
        starts: list[int | None] = []
        ends: list[int | None] = []
        token: Token | None = None
        for token in self.lexer.lex(lexer_state, parser_state):
            self._feed(token, parser_state, values, starts, ends)
        end = Token.new_borrow_pos("$END", "", token) if token else Token("$END", "", 0, 1, 1)
        self._feed(end, parser_state, values, starts, ends)
        if len(stack) != 2 or stack[-1] != self.conf.end_state:  # pragma: no cover
            msg = "the parser did not reach its end state"
            raise RuntimeError(msg)
        return values[-1]

    def _feed(
        self,
        token: Token,
        parser_state: _ParserState,
        values: list[Any],
        starts: list[int | None],
        ends: list[int | None],
    ) -> None:
        states = self.states
        stack = parser_state.state_stack
        end_state = self.conf.end_state
        while True:
            row = states[stack[-1]]
            found = row.get(token.type)
            if found is None:
                expected = {symbol for symbol in row if symbol.isupper()}
                raise UnexpectedToken(token, expected, state=parser_state)  # type: ignore[no-untyped-call]
            shift, argument = found
            if shift:
                stack.append(argument)
                values.append(token)
                starts.append(token.start_pos)
                ends.append(token.end_pos)
                return
            reduce: _Reduce = argument
            size = reduce.size
            if size == 1:
                del stack[-1]
                goto = states[stack[-1]][reduce.origin][1]
                stack.append(goto)
                if reduce.passes:
                    # "?rule: child": the value and its span stay as they are
                    if goto == end_state and token.type == "$END":  # pragma: no cover
                        return
                    continue
                values[-1] = self._reduce(reduce, values[-1:], starts[-1], ends[-1])
            else:
                start = end = None
                if size:
                    start = starts[-size]
                    if start is None:
                        start = next((pos for pos in starts[-size:] if pos is not None), None)
                    end = ends[-1]
                    if end is None:
                        end = next((pos for pos in reversed(ends[-size:]) if pos is not None), None)
                    popped = values[-size:]
                    del stack[-size:]
                    del values[-size:]
                    del starts[-size:]
                    del ends[-size:]
                else:
                    popped = []
                stack.append(states[stack[-1]][reduce.origin][1])
                values.append(self._reduce(reduce, popped, start, end))
                starts.append(start)
                ends.append(end)
            if stack[-1] == end_state and token.type == "$END":
                return

    @staticmethod
    def _reduce(reduce: _Reduce, popped: list[Any], start: int | None, end: int | None) -> Any:  # noqa: ANN401
        children = popped if reduce.include is None else reduce.children(popped)
        if reduce.expand1 and len(children) == 1:
            return children[0]
        build = reduce.build
        if build is None:
            return Tree(reduce.name, children)
        try:
            if reduce.wants_meta:
                meta = Meta()  # type: ignore[no-untyped-call]
                if start is not None:
                    meta.start_pos = start
                    meta.end_pos = end if end is not None else start
                    meta.empty = False
                return build(meta, *children)
            return build(*children)
        except PhraseError as exc:
            raise _Refused(exc, start or 0) from exc


def build_parser(manager: pluggy.PluginManager) -> AbilityParser:
    """Build the parser from the grammar and effects of the packs registered in *manager*.

    Raises:
        PluginError: a pack's grammar or callbacks do not fit the core grammar.
    """
    fragments = collect_grammar(manager)
    specs = collect_effects(manager)
    grammar = "\n".join(fragment.text for _, fragment in fragments)
    try:
        lark = Lark(
            grammar,
            parser="lalr",
            lexer=AbilityLexer,
            strict=True,
            cache=True,
            propagate_positions=True,
            maybe_placeholders=True,
        )
    except (GrammarError, LexError) as exc:
        packs = sorted({name for name, _ in fragments if name not in BUILTIN_PACKS})
        raise PluginError(", ".join(packs) or BUILTIN_PACKS[0], f"grammar: {exc}") from exc
    methods: dict[str, Any] = {}
    for _, spec in specs:
        for rule, callback in spec.callbacks.items():
            methods[rule] = v_args(inline=True)(_method(callback))
    transformer_class = type("PackTransformer", (AbilityTransformer,), methods)
    return AbilityParser(lark, transformer_class())


def get_parser() -> AbilityParser:
    """The parser of this process: built on first use from every registered pack."""
    return parser_for(default_manager())


def parser_for(manager: pluggy.PluginManager) -> AbilityParser:
    """The parser of *manager*'s packs, built once per manager."""
    for known, parser in _BUILT:
        if known is manager:
            return parser
    parser = build_parser(manager)
    _BUILT.append((manager, parser))
    del _BUILT[:-_KEEP_PARSERS]
    return parser


_KEEP_PARSERS = 4
_BUILT: list[tuple[pluggy.PluginManager, AbilityParser]] = []
"""Parsers built lately, with the manager each was built from (the newest last)."""


def card_ability(card: CardDef, manager: pluggy.PluginManager | None = None) -> Ability:
    """The ability of *card*: a pack's hand-written one if it gives one, else its text read.

    Raises:
        AbilityParseError: the card has no hand-written ability and the grammar does not
            read its text.
    """
    manager = manager or default_manager()
    written = pack_abilities(manager).get((card.name, card.set_code))
    if written is not None:
        return written
    return parser_for(manager).parse(card.special_ability)


def parse_ability(text: str) -> Ability:
    """Read card ability text into an :class:`Ability`.

    The ability keeps its effects in order, each with the span of text it came from.

    Raises:
        AbilityParseError: the grammar does not read the text; the error gives the line,
            column, the tokens expected there and the text around the failure.

    >>> ability = parse_ability("Negate Evil Characters.")
    >>> [effect.kind for effect in ability.effects]
    ['negate']
    """
    return get_parser().parse(text)


# -- helpers ---------------------------------------------------------------------------------


def _method(callback: Callable[..., Any]) -> Callable[..., Any]:
    def method(_self: object, *children: Any) -> Any:  # noqa: ANN401 - children of any rule
        return callback(*children)

    method.__name__ = getattr(callback, "__name__", "callback")
    return method


def _parse_error(
    text: str, mended: Normalized, exc: UnexpectedInput, readable: dict[str, str]
) -> AbilityParseError:
    position = mended.original(exc.pos_in_stream or 0)
    line, column = _line_column(text, position)
    expected: set[str] = set()
    reason = "unexpected text"
    if isinstance(exc, UnexpectedCharacters):
        expected = set(exc.allowed or ())
        reason = f"unexpected character {text[position : position + 1]!r}"
    elif isinstance(exc, UnexpectedEOF):
        expected = set(exc.expected or ())
        reason = "unexpected end of text"
    else:
        token = getattr(exc, "token", None)
        expected = set(getattr(exc, "expected", None) or ())
        if isinstance(token, Token) and token.type == "$END":
            reason = "unexpected end of text"
        elif isinstance(token, Token):
            reason = f"unexpected {str(token)!r}"
    return AbilityParseError(
        text,
        line=line,
        column=column,
        expected=sorted(readable.get(name, name) for name in expected),
        context=_context(text, position),
        reason=reason,
    )


def _refused_error(text: str, mended: Normalized, exc: _Refused) -> AbilityParseError:
    position = mended.original(exc.position)
    line, column = _line_column(text, position)
    return AbilityParseError(
        text,
        line=line,
        column=column,
        context=_context(text, position),
        reason=str(exc.error),
    )


def _line_column(text: str, position: int) -> tuple[int, int]:
    before = text[:position]
    line = before.count("\n") + 1
    column = position - (before.rfind("\n") + 1) + 1
    return line, column


def _context(text: str, position: int, span: int = 40) -> str:
    start = max(0, position - span)
    end = min(len(text), position + span)
    line = text[start:end].replace("\n", " ")
    return line + "\n" + " " * (position - start) + "^"


def _readable_names(lark: Lark) -> dict[str, str]:
    names = {"$END": "end of text"}
    for terminal in lark.terminals:
        pattern = terminal.pattern
        names[terminal.name] = repr(pattern.value) if pattern.type == "str" else terminal.name
    return names


def _to_printed(ability: Ability, mended: Normalized) -> Ability:
    """Map every span from the mended text back to the text as printed.

    Spaces at either end and a trailing comma are left out of the span.
    """
    text = ability.text

    def fix(span: Span) -> Span:
        start, end = mended.original(span.start), mended.original(span.end)
        while end > start and (text[end - 1].isspace() or text[end - 1] in ",;:"):
            end -= 1
        while start < end and text[start].isspace():
            start += 1
        return Span(start, end)

    effects = tuple(
        evolve(
            effect,
            span=fix(effect.span),
            modifiers=tuple(evolve(m, span=fix(m.span)) for m in effect.modifiers),
        )
        for effect in ability.effects
    )
    modifiers = tuple(evolve(modifier, span=fix(modifier.span)) for modifier in ability.modifiers)
    return evolve(ability, effects=effects, modifiers=modifiers)
