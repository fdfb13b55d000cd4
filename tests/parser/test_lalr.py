"""The faster LALR(1) analysis gives Lark's tables, state for state, and Lark's refusals.

Two parsers of one grammar number their states in whatever order their sets were walked, so
tables are compared in a canonical form: states numbered in the order a walk from the start
state meets them, following each state's symbols in sorted order.
"""

from __future__ import annotations

from importlib import resources
from typing import TYPE_CHECKING, Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from lark import Lark
from lark.exceptions import GrammarError
from lark.parsers.lalr_analysis import Shift

from redemption_rules.parser.lalr import LARK_PLUGINS

if TYPE_CHECKING:
    from lark.grammar import Rule


Canonical = list[tuple[tuple[str, str, Any], ...]]


def canonical(parser: Lark) -> Canonical:
    """*parser*'s LALR states numbered by a walk from its start state, actions in symbol order."""
    table = parser.parser.parser.parser.parse_table
    (start,) = table.start_states.values()
    number = {start: 0}
    queue = [start]
    rows: Canonical = []
    while queue:
        state = queue.pop(0)
        row = []
        for symbol, (action, argument) in sorted(table.states[state].items()):
            if action is Shift:
                if argument not in number:
                    number[argument] = len(number)
                    queue.append(argument)
                row.append((symbol, "shift", number[argument]))
            else:
                row.append((symbol, "reduce", _rule(argument)))
        rows.append(tuple(row))
    assert len(number) == len(table.states), "a state no walk reaches"
    (end,) = table.end_states.values()
    rows.append((("end", "state", number[end]),))
    return rows


def _rule(rule: Rule) -> tuple[str, tuple[str, ...], str | None]:
    return (rule.origin.name, tuple(symbol.name for symbol in rule.expansion), rule.alias)


def both(grammar: str, **options: Any) -> tuple[Lark, Lark]:
    """*grammar* built by Lark's own analysis and by ours."""
    options = {"parser": "lalr", "strict": True, "cache": False, **options}
    return Lark(grammar, **options), Lark(grammar, _plugins=LARK_PLUGINS, **options)


EXPRESSIONS = """
start: sum
sum: sum ("+" | "-") product | product
product: product ("*" | "/") atom | atom
atom: NUMBER | "-" atom | "(" sum ")" | call
call: NAME "(" [args] ")"
args: sum ("," sum)*
%import common.NUMBER
%import common.CNAME -> NAME
%import common.WS
%ignore WS
"""

# nullable symbols at the ends and in the middle of rules, and rules that include each other
# in a cycle: the includes and reads relations have loops the digraph must join
NULLABLE_CYCLES = """
start: list
list: item more
more: | "," item more
item: pre "a" post | "b" tail
pre: | "x"
post: | "y" post
tail: more_b
more_b: | "c" item
"""


@pytest.mark.parametrize("grammar", [EXPRESSIONS, NULLABLE_CYCLES], ids=["expr", "nullable"])
def test_the_tables_are_larks_own(grammar: str) -> None:
    larks, ours = both(grammar)
    assert canonical(ours) == canonical(larks)


def test_larks_own_grammar_of_grammars_gives_the_same_tables() -> None:
    grammar = resources.files("lark").joinpath("grammars", "lark.lark").read_text()
    larks, ours = both(grammar)
    assert canonical(ours) == canonical(larks)
    text = 'start: "a" b\nb: /x+/ -> named\n'
    assert ours.parse(text) == larks.parse(text)


def test_a_conflict_is_refused_as_lark_refuses_it() -> None:
    ambiguous = 'start: a | b\na: "x"\nb: "x"\n'
    with pytest.raises(GrammarError, match="Reduce/Reduce collision"):
        both(ambiguous)[1]  # ours is built second: Lark's own raises first if it differs
    with pytest.raises(GrammarError, match="Reduce/Reduce collision"):
        Lark(ambiguous, parser="lalr", strict=True, _plugins=LARK_PLUGINS)
    dangling = 'start: s\ns: "if" s | "if" s "else" s | "x"\n'
    with pytest.raises(GrammarError, match="Shift/Reduce conflict"):
        Lark(dangling, parser="lalr", strict=True, _plugins=LARK_PLUGINS)


NONTERMINALS = ("start", "a", "b", "c")
TERMINALS = ('"p"', '"q"', '"r"')


@st.composite
def grammars(draw: st.DrawFn) -> str:
    """Small grammars of four rules and three words: empty, nullable, recursive, ambiguous."""
    symbols = st.sampled_from(NONTERMINALS[1:] + TERMINALS)
    lines = []
    for name in NONTERMINALS:
        bodies = st.lists(st.lists(symbols, max_size=3), min_size=1, max_size=3, unique_by=tuple)
        lines.append(f"{name}: " + " | ".join(" ".join(body) for body in draw(bodies)))
    return "\n".join(lines) + "\n"


def outcome(grammar: str, **options: Any) -> tuple[str, object]:
    """*grammar*'s canonical tables, or the kind of conflict that refused it (its first word)."""
    try:
        parser = Lark(grammar, parser="lalr", strict=True, cache=False, **options)
    except GrammarError as refused:
        return "refused", str(refused).split(" ")[0]
    return "built", canonical(parser)


@settings(max_examples=150, deadline=None)
@given(grammars())
def test_any_small_grammar_gets_larks_tables_or_larks_refusal(grammar: str) -> None:
    assert outcome(grammar, _plugins=LARK_PLUGINS) == outcome(grammar)
