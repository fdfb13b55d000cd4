"""``parse_ability``: card text to an :class:`~redemption_rules.effects.model.Ability`.

The parser is built once per process from the grammar fragments and effect callbacks of
every registered pack (:mod:`redemption_rules.plugins.manager`): a Lark LALR(1) parser in
strict mode (no conflicts, no colliding terminals) whose tables Lark caches on disk.

The grammar text is joined from the packs' fragments rather than opened from one file with
``Lark.open_from_package``: a pack's ``%extend`` must see the core rules in the same grammar.
The core fragments are still package data, found by package name.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any

from attrs import evolve, field, frozen
from lark import Lark, Token, Transformer, Tree, UnexpectedInput, v_args
from lark.exceptions import GrammarError, LexError, UnexpectedCharacters, UnexpectedEOF, VisitError
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
    get_plugin_manager,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    import pluggy

__all__ = ["AbilityParser", "build_parser", "get_parser", "parse_ability"]

_META_INLINE = _vargs_meta_inline


@frozen
class AbilityParser:
    """A built ability parser: the Lark parser and the transformer that goes with it.

    ``transformer`` is a Lark ``Transformer``; :meth:`parse` calls its callbacks through a
    table built once (:class:`_Walker`), which gives the same result as
    ``transformer.transform(tree)`` without Lark's per-node method look-ups.
    """

    lark: Lark
    transformer: AbilityTransformer
    walker: _Walker = field(init=False)
    readable: dict[str, str] = field(init=False)
    """How each terminal is shown in error messages: the keyword in quotes, or its name."""

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "walker", _Walker(self.transformer))
        object.__setattr__(self, "readable", _readable_names(self.lark))

    def parse(self, text: str) -> Ability:
        """Read *text* into an :class:`Ability`.

        Raises:
            AbilityParseError: the text is not ability text the grammar reads.
        """
        mended = normalize(text)
        try:
            tree = self.lark.parse(mended.text)
        except UnexpectedInput as exc:
            raise _parse_error(text, mended, exc, self.readable) from exc
        try:
            ability = self.walker.walk(tree)
        except VisitError as exc:
            if isinstance(exc.orig_exc, PhraseError):
                raise _refused_error(text, mended, exc) from exc
            raise
        if not isinstance(ability, Ability):  # pragma: no cover - the start rule makes one
            msg = f"the grammar's start rule gave {ability!r}"
            raise TypeError(msg)
        return _to_printed(evolve(ability, text=text), mended)


class _Walker:
    """Calls a transformer's callbacks on a parse tree, bottom up, through a prebuilt table."""

    def __init__(self, transformer: Transformer[Token, Any]) -> None:
        self.table: dict[str, tuple[Callable[..., Any], bool]] = {}
        for name in dir(type(transformer)):
            if name.startswith("_"):
                continue
            found = getattr(type(transformer), name)
            wrapper = getattr(found, "visit_wrapper", None)
            if wrapper is None:
                continue
            function = found.base_func.__get__(transformer)
            self.table[name] = (function, wrapper is _META_INLINE)

    def walk(self, tree: Tree[Token]) -> Any:  # noqa: ANN401 - whatever the start rule gives
        """The result of the start rule's callback.

        Raises:
            VisitError: a callback failed; ``orig_exc`` is its error.
        """
        children = [self.walk(c) if isinstance(c, Tree) else c for c in tree.children]
        entry = self.table.get(tree.data)
        if entry is None:
            return Tree(tree.data, children, tree.meta)
        function, wants_meta = entry
        try:
            if wants_meta:
                return function(tree.meta, *children)
            return function(*children)
        except VisitError:
            raise
        except Exception as exc:
            raise VisitError(str(tree.data), tree, exc) from exc  # type: ignore[no-untyped-call]


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


@functools.cache
def get_parser() -> AbilityParser:
    """The parser of this process: built on first use from every registered pack."""
    return build_parser(get_plugin_manager())


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


def _refused_error(text: str, mended: Normalized, exc: VisitError) -> AbilityParseError:
    position = 0
    if isinstance(exc.obj, Tree) and not exc.obj.meta.empty:
        position = mended.original(exc.obj.meta.start_pos)
    line, column = _line_column(text, position)
    return AbilityParseError(
        text,
        line=line,
        column=column,
        context=_context(text, position),
        reason=str(exc.orig_exc),
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
