"""``parse_ability``: card text to an :class:`~redemption_rules.effects.model.Ability`.

The parser is built once per process from the grammar fragments and effect callbacks of
every registered pack (:mod:`redemption_rules.plugins.collect`): a Lark LALR(1) parser in
strict mode (no conflicts, no colliding terminals), whose tables are kept on disk between
processes (:mod:`redemption_rules.parser.tables`).

The grammar text is joined from the packs' fragments rather than opened from one file with
``Lark.open_from_package``: a pack's ``%extend`` must see the core rules in the same grammar.
The core fragments are still package data, found by package name.
"""

from __future__ import annotations

import functools
import operator
import re
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from attrs import evolve, field, fields, frozen
from lark import Lark, Token, Transformer, Tree, UnexpectedInput, v_args
from lark.exceptions import (
    GrammarError,
    LexError,
    UnexpectedCharacters,
    UnexpectedEOF,
    UnexpectedToken,
)
from lark.tree import Meta
from lark.visitors import _vargs_meta_inline

from redemption_rules.cards.names import names_card
from redemption_rules.cards.pool import load_starter_cards
from redemption_rules.effects.model import Ability
from redemption_rules.effects.span import Span
from redemption_rules.effects.targets import Count, Quantifier, Ref, Selector
from redemption_rules.errors import AbilityParseError, PluginError
from redemption_rules.packs import default_manager, pack_cards
from redemption_rules.parser.lalr import LARK_PLUGINS
from redemption_rules.parser.lexer import AbilityLexer
from redemption_rules.parser.names import words_of
from redemption_rules.parser.normalize import Normalized, normalize
from redemption_rules.parser.phrases import PhraseError
from redemption_rules.parser.tables import (
    LARK_OPTIONS,
    ParseTables,
    RuleShape,
    load_or_build,
    write_tables,
)
from redemption_rules.parser.transformer import AbilityTransformer
from redemption_rules.plugins.collect import (
    BUILTIN_PACKS,
    collect_effects,
    collect_grammar,
    core_manager,
    pack_abilities,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    import pluggy

    from redemption_rules.cards.model import CardDef
    from redemption_rules.effects.model import Effect
    from redemption_rules.effects.modifiers import Modifier
    from redemption_rules.plugins.hookspecs import EffectSpec, GrammarFragment

__all__ = [
    "PLAIN_TERMINALS",
    "AbilityParser",
    "build_parser",
    "card_ability",
    "get_parser",
    "grammar_of",
    "parse_ability",
    "parser_for",
    "write_core_tables",
]

_META_INLINE = _vargs_meta_inline


@frozen
class AbilityParser:
    """A built ability parser: the grammar's tables, the lexer and the callbacks.

    :meth:`parse` runs the LALR(1) tables itself (:class:`_Driver`) and calls the
    transformer's callback of each rule as the rule is reduced, so no parse tree is built;
    the result is the same as ``transformer.transform(parser.lark.parse(text))``.
    """

    grammar: str
    """The grammar text joined from every pack's fragments."""
    tables: ParseTables
    transformer: AbilityTransformer
    driver: _Driver = field(init=False)
    readable: _Readable = field(init=False)
    """How each terminal is shown in error messages: the keyword in quotes, or its name."""
    _built: dict[str, Lark] = field(init=False, factory=dict, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "driver", _Driver(self.tables, self.transformer))
        object.__setattr__(self, "readable", _Readable(self.tables))
        # an ability printed in quotes is read by this parser too
        self.transformer.read_quoted = self.parse

    @property
    def lark(self) -> Lark:
        """The grammar as a Lark parser, built when first asked for.

        :meth:`parse` does not need it; it serves tools that want Lark's own interface.
        """
        found = self._built.get("lark")
        if found is None:
            found = self._built["lark"] = _lark(self.grammar)
        return found

    def parse(self, text: str) -> Ability:
        """Read *text* into an :class:`Ability`; no text (or only space) has no effects.

        Raises:
            AbilityParseError: the text is not ability text the grammar reads.
            PluginError: a pack's callback failed on the text (the pack is named).
        """
        if not text.strip():
            return Ability(text)
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
        return _to_printed(ability, text, mended)


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
        "inline",
        "name",
        "origin",
        "passes",
        "simple",
        "size",
        "wants_meta",
    )

    def __init__(self, rule: RuleShape, entry: tuple[Callable[..., Any], bool] | None) -> None:
        self.size = rule.size
        self.origin = rule.origin
        self.name = rule.name
        self.build = None if entry is None else entry[0]
        self.wants_meta = entry is not None and entry[1]
        self.expand1 = rule.expand1
        self.include = rule.include
        self.append_none = rule.append_none
        self.passes = self.size == 1 and self.expand1 and self.include is None
        """A "?rule" with one child: reducing it leaves the child as it is."""
        self.simple = (
            self.size == 1
            and self.build is not None
            and not self.wants_meta
            and not self.expand1
            and self.include is None
        )
        """The callback takes the one child as it is."""
        self.inline = self.build is None and self.name.startswith("_")
        """A ``_rule``: its children are inlined into the rule that holds it, so a list
        stands for its tree."""

    def children(self, values: list[Any]) -> list[Any]:
        """The children Lark's tree would hold: filtered, ``_rule`` inlined, ``None`` added."""
        if self.include is None:
            return values
        kept: list[Any] = []
        include = self.include
        first = include[0] if include else (0, False, 0)
        if first[1] and not first[2] and self.inline and isinstance(values[first[0]], list):
            # a left-recursive list ("sel_word+"): the list on the stack grows in place, so
            # reading N words takes time in N, not N squared
            kept = values[first[0]]
            include = include[1:]
        for index, expand, nones in include:
            if nones:
                kept += [None] * nones
            if expand:
                kept += values[index]
            else:
                kept.append(values[index])
        if self.append_none:
            kept += [None] * self.append_none
        return kept


class _ParserState:
    """The parser state an ``UnexpectedToken`` keeps: the state stack."""

    __slots__ = ("state_stack",)

    def __init__(self, stack: list[int]) -> None:
        self.state_stack = stack

    @property
    def position(self) -> int:
        """The state on top of the stack."""
        return self.state_stack[-1]


class _Driver:
    """Lark's LALR tables run with the callbacks called on reduction, keeping each span.

    Each state's row maps a terminal or rule name to the state to shift to or go to (an
    ``int``) or the :class:`_Reduce` to apply. Tokens are read by the lexer one at a time
    in the state they are fed to.
    """

    def __init__(self, tables: ParseTables, transformer: Transformer[Token, Any]) -> None:
        table: dict[str, tuple[Callable[..., Any], bool]] = {}
        for name in dir(type(transformer)):
            if name.startswith("_"):
                continue
            found = getattr(type(transformer), name)
            wrapper = getattr(found, "visit_wrapper", None)
            if wrapper is None:
                continue
            # a pack's callback is called as it is, not through the method that wraps it
            function = getattr(found.base_func, _PACK_CALLBACK, None)
            if function is None:
                function = found.base_func.__get__(transformer)
            table[name] = (function, wrapper is _META_INLINE)
        self.lexer = AbilityLexer(tables.lexer_conf())
        self.states = tables.states
        self.start = tables.start
        self.end = tables.end
        self.reductions = [_Reduce(rule, table.get(rule.name)) for rule in tables.rules]
        self.shapes = [(rule.origin, rule.size) for rule in tables.rules]
        self._expected: dict[int, frozenset[str]] = {}

    def parse(self, text: str) -> Any:  # noqa: ANN401, PLR0915
        """The result of the start rule's callback for *text*.

        Raises:
            UnexpectedInput: the grammar does not read *text*.
            _Refused: a callback refused what was read.
        """
        lexer = self.lexer
        read = lexer.read
        skip = lexer.skip_ignored
        plans = lexer.plans
        states = self.states
        shapes = self.shapes
        reductions = self.reductions
        reduce_with = self._reduce
        lowered = text.lower()
        end = len(text)
        lines = _Lines(text)
        stack = [self.start]
        values: list[Any] = []
        spans: list[tuple[int, int] | None] = []
        last: Token | None = None
        pos = skip(text, 0, end)
        while True:
            if pos < end:
                state = stack[-1]
                plan = plans.get(state) or lexer.plan(state, states)
                found = read(
                    text, lowered, pos, end, plan, stack=stack, states=states, rules=shapes
                )
                if found is None:
                    lexer.fail(text, pos, state=state, states=states, last_token=last)
                name, length = found
                stop = pos + length
                token = _token(text, name, pos, stop, lines.at(pos))
            else:
                token = _end_token(last)
                name = "$END"
                stop = pos
            while True:
                action = states[stack[-1]].get(name)
                if action is None:
                    expected = self.expected(stack[-1])
                    raise UnexpectedToken(token, expected, state=_ParserState(stack))  # type: ignore[no-untyped-call]
                if action >= 0:
                    stack.append(action)
                    values.append(token)
                    spans.append((pos, stop))
                    break
                reduce = reductions[~action]
                size = reduce.size
                if size == 1:
                    del stack[-1]
                    stack.append(states[stack[-1]][reduce.origin])
                    if reduce.passes:
                        pass
                    elif reduce.simple:
                        try:
                            values[-1] = reduce.build(values[-1])  # type: ignore[misc]
                        except PluginError:
                            raise
                        except Exception as exc:
                            raise _refusal(exc, spans[-1]) from exc
                    else:
                        values[-1] = reduce_with(reduce, values[-1:], spans[-1])
                elif size:
                    span = _joined(spans, size)
                    popped = values[-size:]
                    del stack[-size:]
                    del values[-size:]
                    del spans[-size:]
                    stack.append(states[stack[-1]][reduce.origin])
                    values.append(reduce_with(reduce, popped, span))
                    spans.append(span)
                else:
                    stack.append(states[stack[-1]][reduce.origin])
                    values.append(reduce_with(reduce, [], None))
                    spans.append(None)
                if name == "$END" and stack[-1] == self.end:
                    return values[-1]
            last = token
            pos = skip(text, stop, end)

    def expected(self, state: int) -> frozenset[str]:
        """The terminals *state* accepts."""
        found = self._expected.get(state)
        if found is None:
            found = frozenset(symbol for symbol in self.states[state] if symbol.isupper())
            self._expected[state] = found
        return found

    @staticmethod
    def _reduce(reduce: _Reduce, popped: list[Any], span: tuple[int, int] | None) -> Any:  # noqa: ANN401
        children = popped if reduce.include is None else reduce.children(popped)
        if reduce.expand1 and len(children) == 1:
            return children[0]
        build = reduce.build
        if build is None:
            return children if reduce.inline else Tree(reduce.name, children)
        try:
            if reduce.wants_meta:
                meta = Meta()  # type: ignore[no-untyped-call]
                if span is not None:
                    meta.start_pos, meta.end_pos = span
                    meta.empty = False
                return build(meta, *children)
            return build(*children)
        except PluginError:
            raise
        except Exception as exc:
            raise _refusal(exc, span) from exc


def _refusal(exc: Exception, span: tuple[int, int] | None) -> _Refused:
    """The refusal of what a callback raised on the words of *span*: bad input is a parse error.

    A :class:`PhraseError` says why the words make no sense together; any other exception
    is a built-in callback tripping on odd words: reported too (and chained), never read
    as something else.
    """
    if isinstance(exc, PhraseError):
        return _Refused(exc, _start(span))
    error = PhraseError(f"the words here could not be read together ({type(exc).__name__})")
    error.__cause__ = exc
    return _Refused(error, _start(span))


def _start(span: tuple[int, int] | None) -> int:
    return span[0] if span else 0


def _joined(spans: list[tuple[int, int] | None], size: int) -> tuple[int, int] | None:
    """The span of the last *size* values: from the first start to the last end."""
    first = spans[-size]
    last = spans[-1]
    if first is not None and last is not None:
        return first[0], last[1]
    known = [span for span in spans[-size:] if span is not None]
    if not known:
        return None
    return known[0][0], known[-1][1]


class _Lines:
    """The line of each position of a text, read in order: counted from the last one asked.

    Counting from the start of the text for every token took time in the square of the
    length of a text of many lines.
    """

    __slots__ = ("counted", "line", "start", "text")

    def __init__(self, text: str) -> None:
        self.text = text if "\n" in text else ""
        self.line = 1
        self.start = 0
        """Where the current line starts."""
        self.counted = 0

    def at(self, position: int) -> tuple[int, int]:
        """The line of *position* and the offset where that line starts."""
        if self.text:
            newlines = self.text.count("\n", self.counted, position)
            if newlines:
                self.line += newlines
                self.start = self.text.rfind("\n", self.counted, position) + 1
            self.counted = position
        return self.line, self.start


def _token(text: str, name: str, start: int, stop: int, where: tuple[int, int]) -> Token:
    """The token *name* for ``text[start:stop]``, with its lines and columns.

    *where* is the line it starts on and the offset of that line. Made as ``Token.__new__``
    makes it, without its keyword handling: a token is made for every word read.
    """
    line, line_start = where
    value = text[start:stop]
    token: Token = _new_string(Token, value)
    token.type = name
    token.value = value
    token.start_pos = start
    token.end_pos = stop
    token.line = line
    token.column = start - line_start + 1
    inside = value.count("\n")
    token.end_line = line + inside
    token.end_column = stop - (text.rfind("\n", start, stop) + 1 if inside else line_start) + 1
    return token


_new_string = str.__new__


def _end_token(last: Token | None) -> Token:
    """The ``$END`` token after *last* (Lark's: at the position of the last token)."""
    if last is None:
        return Token("$END", "", 0, 1, 1)
    return Token.new_borrow_pos("$END", "", last)


def build_parser(manager: pluggy.PluginManager) -> AbilityParser:
    """Build the parser from the grammar and effects of the packs registered in *manager*.

    The grammar's tables are the ones the package ships when the grammar is the built-in
    one, else read from the cache when this grammar was built before
    (:mod:`redemption_rules.parser.tables`), else built by Lark in strict mode, checked and
    saved. The check, for a grammar that packs extend: every text of the starter cards
    shipped in the package that the built-in grammar reads must read the same (a sample of
    the built-in phrases; the whole card pool does not ship with the library).

    Raises:
        PluginError: naming the pack whose grammar does not build with the core's, makes a
            built-in text read otherwise, or whose callback would replace a built-in one;
            naming every pack involved when only their grammars together fail.
    """
    fragments = collect_grammar(manager)
    specs = collect_effects(manager)
    grammar = _joined_grammar(fragments)
    packs = list(dict.fromkeys(name for name, _ in fragments if name not in BUILTIN_PACKS))
    transformer = _transformer(specs, manager)

    def check(tables: ParseTables) -> None:
        if packs:
            _check_builtin_texts(_serving(grammar, tables, transformer), " + ".join(packs))

    try:
        tables = load_or_build(grammar, lambda: _lark(grammar), check)
    except PluginError as exc:
        raise _fault_of(manager, packs, exc) from exc
    except Exception as exc:  # Lark's GrammarError, LexError, ... : the grammar does not build
        if packs:
            error = PluginError(" + ".join(packs), f"grammar: {_in_fragment(str(exc), fragments)}")
            raise _fault_of(manager, packs, error) from exc
        if isinstance(exc, (GrammarError, LexError)):
            raise PluginError(BUILTIN_PACKS[0], f"grammar: {exc}") from exc
        raise
    return _serving(grammar, tables, transformer)


def _serving(grammar: str, tables: ParseTables, transformer: AbilityTransformer) -> AbilityParser:
    """The parser of *grammar*, which also reads the abilities quoted in a text."""
    parser = AbilityParser(grammar, tables, transformer)
    transformer.read_quoted = parser.parse
    return parser


def _transformer(
    specs: list[tuple[str, EffectSpec]], manager: pluggy.PluginManager
) -> AbilityTransformer:
    """The core transformer with every pack's callbacks added, each named after its pack.

    The names it knows are the card pool's titles, those of *manager*'s packs' cards too.

    Raises:
        PluginError: a pack's callback has the name of one of the core transformer's.
    """
    methods: dict[str, Any] = {}
    for pack, spec in specs:
        for rule, callback in spec.callbacks.items():
            builtin = pack in BUILTIN_PACKS
            if not builtin and hasattr(AbilityTransformer, rule):
                raise PluginError(
                    pack, f"a callback for rule {rule!r} would replace the core's; name its own"
                )
            function = callback if builtin else _named(callback, pack, rule)
            methods[rule] = v_args(inline=True)(_method(function))
    titles = (card.name for card in pack_cards(manager))
    methods["name_words"] = AbilityTransformer.name_words | words_of(titles)
    transformer_class = type("PackTransformer", (AbilityTransformer,), methods)
    transformer: AbilityTransformer = transformer_class()
    return transformer


def _named(callback: Callable[..., Any], pack: str, rule: str) -> Callable[..., Any]:
    """*callback*, with what it raises (but a refusal of the phrase) named after *pack*."""

    def named(*children: Any) -> Any:  # noqa: ANN401 - children of any rule
        try:
            return callback(*children)
        except PhraseError:
            raise
        except Exception as exc:
            raise PluginError(pack, f"the callback for rule {rule!r} failed: {exc!r}") from exc

    return named


def _check_builtin_texts(parser: AbilityParser, packs: str) -> None:
    """Raise PluginError if *parser* reads a text of the shipped cards otherwise than the core.

    Texts the core grammar does not read are skipped: a pack may well read them.
    """
    core = parser_for(core_manager())
    for text in _builtin_texts():
        try:
            expected = core.parse(text)
        except AbilityParseError:
            continue
        try:
            found = parser.parse(text)
        except AbilityParseError as exc:
            problem = f"the built-in text {text!r} no longer parses ({exc.reason})"
        except PluginError:
            raise
        except Exception as exc:  # noqa: BLE001 - a core callback given what it cannot take
            problem = f"reading the built-in text {text!r} fails ({exc!r})"
        else:
            if found == expected:
                continue
            problem = f"the built-in text {text!r} reads otherwise"
        raise PluginError(
            packs,
            f"its grammar changes how built-in phrases read: {problem}; a pack adds phrases, "
            "it cannot ignore text or take words with a terminal that matches anything",
        )


@functools.cache
def _builtin_texts() -> tuple[str, ...]:
    """The distinct ability texts of the starter cards shipped in the package."""
    texts = {card.special_ability for card in load_starter_cards() if card.special_ability}
    return tuple(sorted(texts))


def _in_fragment(message: str, fragments: list[tuple[str, GrammarFragment]]) -> str:
    """*message* with a line of the joined grammar given as a line of the fragment it is in."""
    match = re.search(r"\bat line (\d+)(?: column (\d+))?", message)
    if match is None:
        return message
    line = int(match[1])
    first = 1
    for _, fragment in fragments:
        lines = fragment.text.count("\n") + 1
        if line < first + lines:
            column = f", column {match[2]}" if match[2] else ""
            where = f"at line {line - first + 1}{column} of {fragment.name!r}"
            return message[: match.start()] + where + message[match.end() :]
        first += lines
    return message


def _fault_of(manager: pluggy.PluginManager, packs: list[str], error: PluginError) -> PluginError:
    """*error* naming the one pack at fault: found by building the core with each alone.

    With one pack adding grammar, *error* names it already; with several, the first whose
    grammar fails with the core's alone is named, else *error* names them all.
    """
    if len(packs) < 2:
        return error
    for name in packs:
        alone = core_manager()
        alone.register(manager.get_plugin(name), name=name)
        try:
            build_parser(alone)
        except PluginError as exc:
            return exc
    return PluginError(error.plugin, f"these packs' grammars do not fit together: {error.problem}")


def grammar_of(manager: pluggy.PluginManager) -> str:
    """The grammar text of *manager*'s packs, as the parser is built from it."""
    return _joined_grammar(collect_grammar(manager))


def _joined_grammar(fragments: list[tuple[str, GrammarFragment]]) -> str:
    return "\n".join(fragment.text for _, fragment in fragments)


def _lark(grammar: str) -> Lark:
    """*grammar* built by Lark with the ability lexer.

    Lark's own cache is not used: it keeps pickles in the shared temporary folder, where
    another user could leave one for this process to load. The tables the parser needs are
    kept as plain data instead (:mod:`redemption_rules.parser.tables`). The LALR analysis is
    Lark's with its slowest steps done in fewer operations (:mod:`redemption_rules.parser.lalr`).
    """
    return Lark(grammar, lexer=AbilityLexer, cache=False, _plugins=LARK_PLUGINS, **LARK_OPTIONS)


def write_core_tables(path: str | Path) -> None:
    """Write the built-in grammar's tables to *path*: the file the wheel ships.

    The wheel's build step (``setup.py``) calls it with the package being built first on
    ``sys.path``, so the tables are those of the grammar shipped beside them. Tables found in
    the user's cache are used if good, else Lark builds them.
    """
    grammar = grammar_of(core_manager())
    tables = load_or_build(grammar, lambda: _lark(grammar))
    write_tables(Path(path), grammar, tables)


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
    return _own_numbers(_own_name(parser_for(manager).parse(card.special_ability), card), card)


def parse_ability(text: str) -> Ability:
    """Read card ability text into an :class:`Ability`.

    The ability keeps its effects in order, each with the span of text it came from. An
    empty text (a card with no special ability) gives an ability with no effects.

    Raises:
        AbilityParseError: the grammar does not read the text; the error gives the line,
            column, the tokens expected there and the text around the failure.
        PluginError: an installed pack is broken, or its callback failed on the text.

    >>> ability = parse_ability("Negate Evil Characters.")
    >>> [effect.kind for effect in ability.effects]
    ['negate']
    """
    return get_parser().parse(text)


# -- helpers ---------------------------------------------------------------------------------


def _own_name(ability: Ability, card: CardDef) -> Ability:
    """Read the card's own name as the card itself: Nabal's "discard Nabal after battle".

    Its name as REG Name and Targeting Cards by Name read it (see
    :func:`redemption_rules.cards.names.names_card`): Archers of Kedar's "discard Archer
    of Kedar", King Zedekiah's "discard Zedekiah" (a character named by part of its title
    that represents the person). Only where the name stands alone as what an effect acts
    on; "May band to Jackals" on Jackals means another Jackals, as a character never bands
    to itself.
    """
    name = _SET_SUFFIX.sub("", card.name).strip()
    effects: list[Effect] = []
    for effect in ability.effects:
        changes: dict[str, Any] = {}
        if effect.kind != "band":
            for one in fields(type(effect)):
                value = getattr(effect, one.name)
                if isinstance(value, Selector) and (
                    _names_only(value, name)
                    or (len(value.names) == 1 and _own(value, card))
                    or _name_read_as_identifier(value, name)
                ):
                    changes[one.name] = evolve(value, ref=Ref.SELF)
        effects.append(evolve(effect, **changes) if changes else effect)
    return evolve(ability, effects=tuple(effects))


def _own_numbers(ability: Ability, card: CardDef) -> Ability:
    """Read "Hero's abilities (*/*) are ..." on a Hero as the numbers of the card itself.

    A character's text that sets the numbers of "Hero" or "Character" (Epaphras: "Hero's
    abilities are 5/7 if Paul is in the field of battle") names no other card: the type word
    stands for this character, as its name would (REG: Special Abilities).
    """
    if not card.is_character:
        return ability
    own = {"character", *(kind.value for kind in card.types if kind.is_character)}
    effects: list[Effect] = []
    for effect in ability.effects:
        target = getattr(effect, "target", None)
        if (
            effect.kind == "set_numbers"
            and isinstance(target, Selector)
            and len(target.types) == 1
            and target.types[0] in own
            and target == Selector(types=target.types)
        ):
            changes: dict[str, Any] = {"target": Selector(ref=Ref.THIS_CARD)}
            effect = evolve(effect, **changes)  # noqa: PLW2901
        effects.append(effect)
    return evolve(ability, effects=tuple(effects))


_SET_SUFFIX = re.compile(r"(?:\s*[(\[][^)\]]*[)\]])+\s*$")
"""The set or edition after a card's name: "Nabal (I)", 'Lost Soul "Rejoice" [Luke 15:6]'."""


def _own(selector: Selector, card: CardDef) -> bool:
    """Whether *selector* is only a name, and that name names *card* (REG: Name)."""
    return _names_only(selector, selector.names[0]) and names_card(card, selector.names[0])


def _name_read_as_identifier(selector: Selector, name: str) -> bool:
    """Whether *selector* is the card's own name alone, read as an identifier.

    Widow's "Widow may not be blocked by ...": the title is also an identifier word
    ("widow"), but standing alone, capitalised, as what the effect acts on it names the card
    itself (REG: Name), not a card with that identifier.
    """
    return (
        len(selector.identifiers) == 1
        and selector.identifiers[0].lower() == name.lower()
        and selector.count == Count(Quantifier.EXACTLY, 1)
        and selector == Selector(count=selector.count, identifiers=selector.identifiers)
    )


def _names_only(selector: Selector, name: str) -> bool:
    return selector.names == (name,) and selector == Selector(
        count=selector.count, names=selector.names
    )


def _method(callback: Callable[..., Any]) -> Callable[..., Any]:
    def method(_self: object, *children: Any) -> Any:  # noqa: ANN401 - children of any rule
        return callback(*children)

    method.__name__ = getattr(callback, "__name__", "callback")
    setattr(method, _PACK_CALLBACK, callback)
    return method


_PACK_CALLBACK = "pack_callback"


def _parse_error(
    text: str, mended: Normalized, exc: UnexpectedInput, readable: _Readable
) -> AbilityParseError:
    position = mended.original(exc.pos_in_stream or 0)
    line, column = _line_column(text, position)
    past_end = position >= len(text.rstrip())  # at the period normalisation added
    terminals: set[str] = set()
    word = ""
    if isinstance(exc, UnexpectedCharacters):
        terminals = set(exc.allowed or ())
        found = _WORD_AT.match(text, position)
        word = found.group(0) if found else text[position : position + 1]
        reason = f"unexpected {_clipped(word)!r}"
    elif isinstance(exc, UnexpectedEOF):
        terminals = set(exc.expected or ())
        reason = "unexpected end of text"
    else:
        token = getattr(exc, "token", None)
        terminals = set(getattr(exc, "expected", None) or ())
        if isinstance(token, Token) and token.type != "$END" and not past_end:
            word = str(token)
            reason = f"unexpected {_clipped(word)!r}"
        else:
            reason = "unexpected end of text"
    return AbilityParseError(
        text,
        line=line,
        column=column,
        position=position,
        word=word,
        expected=readable.names(terminals),
        terminals=sorted(terminals),
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
        position=position,
        context=_context(text, position),
        reason=str(exc.error),
    )


_WORD_AT = re.compile(r"(?:[A-Za-z]\.){2,}|[\w'\u2019\-/*]+|\S")
"""The word at a character no terminal reads: "banana" rather than "b"."""


def _clipped(word: str, size: int = 30) -> str:
    return word if len(word) <= size else word[: size - 3] + "..."


def _line_column(text: str, position: int) -> tuple[int, int]:
    line = text.count("\n", 0, position) + 1
    column = position - (text.rfind("\n", 0, position) + 1) + 1
    return line, column


def _context(text: str, position: int, span: int = 40) -> str:
    start = max(0, position - span)
    end = min(len(text), position + span)
    line = text[start:end].replace("\n", " ")
    return line + "\n" + " " * (position - start) + "^"


class _Readable:
    """How terminals are shown in error messages: in plain words, never by their names.

    A keyword is shown as written (``'Discard'``); a terminal of a pattern by what it reads
    (``'discard pile'``, ``a number``, ``a name``).
    """

    def __init__(self, tables: ParseTables) -> None:
        self.by_name = {"$END": "end of text"}
        for name, kind, value, _, _ in tables.terminals:
            self.by_name[name] = repr(value) if kind == "str" else _plain(name)
        self._lists: dict[frozenset[str], tuple[str, ...]] = {}

    def names(self, terminals: set[str] | frozenset[str]) -> tuple[str, ...]:
        """*terminals* as shown, sorted, each once (each state's list is worked out once)."""
        key = frozenset(terminals)
        found = self._lists.get(key)
        if found is None:
            found = tuple(
                sorted({self.by_name.get(name, _plain(name)) for name in key}, key=_shown_first)
            )
            if len(self._lists) < _CACHE_LISTS:
                self._lists[key] = found
        return found


_CACHE_LISTS = 4096


def _shown_first(shown: str) -> tuple[int, str]:
    """Kinds of word ("a name") first, then keywords and punctuation, alphabetically."""
    quoted = shown[:1] in "'\""
    return (1 if quoted else 0, shown.strip("'\"").lower())


def _plain(name: str) -> str:
    """A pattern terminal in plain words: the table's, else its name in lower case."""
    found = PLAIN_TERMINALS.get(name)
    if found is not None:
        return found
    if name.startswith("_"):
        return "another word"  # Lark's anonymous terminals
    return repr(name.lower().replace("_", " "))


PLAIN_TERMINALS: Final = {
    "NAME": "a name",
    "NAME_OF": "a name",
    "NAME_POSS": "a name",
    "QUOTED_NAME": "a name",
    "TITLE": "a name",
    "INT": "a number",
    "CHAPTERS": "chapters",
    "QUOTED": "quoted text",
    "STATS": "strength/toughness",
    "EFFECT_NOUNS": "an effect ('harm')",
    "ABILITY_KIND": "a kind of ability",
    "ABILITY_TO": "'abilities to ...'",
    "STATE_ADJ": "a state ('blocking')",
    "MULTI_IDENTIFIER": "an identifier",
    "TEMPLE_PRIEST": "an identifier",
    "CLASS_WORD": "'warrior class'",
    "NON_CLASS": "'non-warrior class'",
    "ICON_WORD": "'dual icon'",
    "AND_OR": "'and/or'",
    "VAND": "'and'",
    "PRED_AND": "'and'",
    "VOR": "'or'",
    "VOR_TO": "'or to'",
    "ACTION_CONJ": "'or'",
    "VANDOR": "'and/or'",
    "VTHEN": "'then'",
    "VCOMMA": "','",
    "CCOMMA": "','",
    "LIST_COMMA": "','",
    "VTO": "'to'",
    "COMMA_EXCEPT": "', except'",
    "ALT_OPEN": "'(or'",
    "AND_OPEN": "'(and'",
    "OR_IF_OPEN": "'(or if'",
    "LEAVES_BATTLE": "'leaves battle'",
    "AT_START_OF_YOUR_NEXT_TURN": "'at the beginning of your next turn'",
    "NO_PLACE": "'no'",
    "CURRENT_RESCUER": "'current rescuer'",
    "_DOESNT": '"doesn\'t"',
    "TIE_NONE": "'(if there is a tie, do not draw)'",
    "FOR_THE_NEXT": "'for the next'",
    "THAT_ENTERS_BATTLE": "'that enters battle'",
    "SEARCHES_PILE": "'searches'",
    "AT_START_OF_RESCUE_AT": "'at the start of a rescue attempt at'",
    "EXCEPT_BY_OPEN": "'(except by'",
    "REGARDLESS_OPEN": "'('",
    "LIMIT_PAREN": "'(limit'",
    "CAP_PAREN": "'(limit N)'",
    "PLURAL_S": "'(s)'",
    "_POSS": '"\'s"',
    "_PLURAL_POSS": '"\'"',
    "EFFECT_BY": "'by'",
    "WITH_POST": "'with'",
    "DUR_FOR": "'for'",
    "CONVERT_ADJ": "'convert'",
    "CARD_OWNER": "\"'Hero's owner'\"",
    "OWNERS_TURN": "'it is your turn'",
    "NUM_OF": "'one of'",
    "FROM_PILE_END": "'from the top'",
    "NEXT_TURN": "'next turn'",
    "DURING_NEXT_BATTLE_PHASE": "'during the next battle phase'",
    "IT_IS": '"it\'s"',
    "YOU_DONT_CONTROL": "'you do not control'",
    "PLAYED_BY_PLAYER": "'played by'",
    "PLAYER_PLAYS": "'you play'",
    "PLAYED_EACH": "'played each turn'",
    "THAT_PLAYERS": '"that player\'s"',
    "EACH_PLAYERS": '"each player\'s"',
    "WITH_TITLE": "'with ... in the title'",
    "POSS_STRENGTH": "'s strength",
    "STRENGTH_REDUCED_BY": "'strength is reduced by'",
    "COMMA_EXCEPT_THIS_ONE": "', except this one,'",
    "NON_IDENTIFIER": "'non-Roman'",
    "BANISHED_BY_OPPONENT": "'that was banished by an opponent'",
    "EXCEPT_ANOTHER_COPY": "'(except another copy of this card)'",
    "DURING_YOUR_PHASE": "'during your preparation phase'",
    "TO_HAVE_HERO": "'to have your Hero'",
    "DONE_IN_PLACE": "'take' (from a place)",
    "DURING_EACH_OF_YOUR_TURNS": "'during each of your turns'",
    "TREATED_AS_SOUL_OR_CHARACTER": "'being treated as a Lost Soul or as an Evil Character'",
    "WITH_NAME": "'with ... in the title'",
    "MATCHING_POSS": "\"'matching ...'s brigade'\"",
    "WITH_NEW_BRIGADE": "'with a brigade not already in battle'",
    "WITH_NO_ABILITY": "'with no special ability'",
    "ABILITIES_STATS": "'abilities'",
    "BATTLE_ENDS": "'the battle ends'",
    "STALEMATE": "'in a stalemate'",
    "DURING_PHASE": "'during ... phase'",
    "SET_ASIDE_AREA": "'set-aside area'",
    "OF_OPPOSITE_ALIGNMENT": "'of the opposite alignment'",
    "OF_DIFFERENT_ALIGNMENT": "'of a different alignment'",
    "OF_ANY_BRIGADE": "'of any brigade'",
    "YOU_CANNOT": "'you cannot'",
    "THERE_IS_NONE": '"there isn\'t one"',
    "AND_TREAT_AS_SOUL": "'and treat as a Lost Soul'",
    "BANISH_CARDS": "'banish'",
    "AT_END_OF_OWNERS_NEXT_TURN": '"at the end of owner\'s next turn"',
    "ZERO_TOUGHNESS_DISCARD": "'If Hero is reduced to */0 or less, discard'",
    "IMMUNITY": "'immunity'",
    "FACE_DOWN": "'face down'",
    "FACE_DOWN_HERE": "'face down here'",
    "FACE_DOWN_ON": "'face down on'",
    "ANY_TIME_DURING": "'any time during'",
    "REFUSES_TO_BLOCK": "'refuses to block'",
    "LOSE_THEIR_WAY_AND_WITHDRAW": "'lose their way and withdraw'",
    "PLAYER_WITH": "'with'",
    "WORTH_SCALE": "'triple their face value'",
    "DOUBLE_IN_VALUE": "'double in value'",
    "LESS_THAN_STATS": "'less than'",
    "NEW_BLOCKER": "'a new blocker'",
    "AFTER_EXCHANGE": "'after exchange'",
    "REFERENCE_THROUGH": "'with a reference from Genesis 21 through Genesis 35'",
    "KIND_BEFORE_ALIGNED_KIND": "a kind of ability ('drawing')",
    "THAT_DO_NOT_DEPICT": "'that do not depict'",
    "MAY_BE_USED_PAREN": "'(may be used'",
    "AFTER_PLAY": "'after play'",
    "SITE_ACCESS_ON": "'site access' (on cards)",
    "TARGETS_YOUR_PLACE": "'targets your hand'",
    "FROM_PUTTING_INTO_SITES": "'from putting Lost Souls into Sites'",
    "WITH_THE_MOST_CARDS": "'with the most'",
    "LIMIT_HOLDER_TO": "'limit holder to'",
    "HOLDER_LIMITED_TO": "'holder is limited to'",
    "NEXT_TIME": "'the next time'",
    "EACH_TURN": "'each turn'",
    "EACH_TIME": "'each time'",
    "MUST_BE_RESCUED_BY": "'must be rescued by'",
    "FROM_YOURS": "'from yours'",
    "AND_PUT_THEM_IN": "'and put them in'",
    "ALLOW": "'allow'",
    "ALLOW_TO": "'to' (after 'allow')",
    "AS_MANY": "'as many'",
    "AS_CHOOSER_CHOOSES": "'as holder chooses'",
    "ABILITIES_RETURNING_TO_HAND": "'abilities that return cards to hand'",
    "_FACE_DOWN_BEFORE_FROM": "'(face down)'",
    "NAME_LIST_COMMA": "',' (in a list of names)",
    "DISCARD_ITSELF": "'discard' (this card)",
    "YOU_HAVE_IN_PLAY": "'you have in play'",
    "ON_TOP_OR_BOTTOM_OF": "'on top or bottom of'",
    "TO_TOP_AND_OR_BOTTOM_OF": "'to the top and/or bottom of'",
    "FROM_ABILITIES_REDUCED": "'from having their abilities reduced'",
}
"""The pattern terminals of the core grammar in plain words, for error messages; any other
is shown as its name in lower case ("DISCARD_PILE" as 'discard pile')."""


def _to_printed(ability: Ability, text: str, mended: Normalized) -> Ability:
    """*ability* of the printed *text*, with every span mapped from the mended text to it.

    Spaces at either end and a trailing comma are left out of the span.
    """

    def fix(span: Span) -> Span:
        start, end = mended.original(span.start), mended.original(span.end)
        while end > start and (text[end - 1].isspace() or text[end - 1] in ",;:"):
            end -= 1
        while start < end and text[start].isspace():
            start += 1
        if start == span.start and end == span.end:
            return span
        return Span(start, end)

    def fixed_modifier(modifier: Modifier) -> Modifier:
        span = fix(modifier.span)
        return modifier if span is modifier.span else evolve(modifier, span=span)

    def fixed_effect(effect: Effect) -> Effect:
        span = fix(effect.span)
        modifiers = tuple(map(fixed_modifier, effect.modifiers))
        if span is effect.span and all(map(operator.is_, modifiers, effect.modifiers)):
            return effect
        return evolve(effect, span=span, modifiers=modifiers)

    effects = tuple(map(fixed_effect, ability.effects))
    modifiers = tuple(map(fixed_modifier, ability.modifiers))
    return evolve(ability, text=text, effects=effects, modifiers=modifiers)
