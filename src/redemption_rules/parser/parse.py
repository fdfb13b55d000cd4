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

from attrs import evolve, frozen
from lark import Lark, Token, Tree, UnexpectedInput, v_args
from lark.exceptions import GrammarError, LexError, UnexpectedCharacters, UnexpectedEOF, VisitError

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

    from redemption_rules.cards.model import CardDef
    from redemption_rules.effects.model import Ability

__all__ = [
    "AbilityParser",
    "build_parser",
    "card_ability",
    "get_parser",
    "parse_ability",
    "parser_for",
]


@frozen
class AbilityParser:
    """A built ability parser: the Lark parser and the transformer that goes with it."""

    lark: Lark
    transformer: AbilityTransformer

    def parse(self, text: str) -> Ability:
        """Read *text* into an :class:`Ability`.

        Raises:
            AbilityParseError: the text is not ability text the grammar reads.
        """
        mended = normalize(text)
        try:
            tree = self.lark.parse(mended.text)
        except UnexpectedInput as exc:
            raise _parse_error(text, mended, exc) from exc
        try:
            ability = self.transformer.transform(tree)
        except VisitError as exc:
            if isinstance(exc.orig_exc, PhraseError):
                raise _refused_error(text, mended, exc) from exc
            raise
        return _to_printed(evolve(ability, text=text), mended)


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


def _parse_error(text: str, mended: Normalized, exc: UnexpectedInput) -> AbilityParseError:
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
        expected=sorted(_readable(name) for name in expected),
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


def _readable(name: str) -> str:
    terminals = get_parser().lark._terminals_dict  # noqa: SLF001 - Lark offers no public map
    terminal = terminals.get(name)
    if terminal is None:
        return "end of text" if name == "$END" else name
    pattern = terminal.pattern
    if pattern.type == "str":
        return repr(pattern.value)
    return name


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
