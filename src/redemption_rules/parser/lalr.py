"""Lark's LALR(1) analysis with two of its steps computed in far fewer operations.

A grammar with a pack's phrases in it has no shipped tables: the first parser built for it
runs Lark's LALR(1) analysis, which took about 45 s of the ability grammar's build. Most of it
went into two steps of the DeRemer-Pennello method, as Lark writes them:

* the lookaheads: for every nonterminal transition and every reduction it looks back to,
  each terminal of the transition's Follow set is added to the reduction's lookaheads, one
  at a time. Many transitions look back to the same reduction, so the same terminal was added
  to the same set again and again (75 million adds for about 600,000 distinct ones). Here the
  Follow sets of each reduction are first joined as whole sets, then each terminal is added
  once.
* the includes and lookback relations: for every nonterminal transition Lark walks the whole
  closure of its state to find the items of that nonterminal, and the whole closure of the
  state at the end of each rule to find the finished item. Here each state's items are
  grouped by the nonterminal they expand once, and each state's finished rules are kept in a
  set.

The relations and the tables are the same as Lark's, state for state and action for action
(``tests/parser/test_lalr.py`` checks it); conflicts are found by Lark's own code, unchanged,
so strict mode refuses what it refused. :data:`LARK_PLUGINS` hands this analysis to Lark
through its ``_plugins`` option, which Lark reads for the class of its LALR parser.
"""

from __future__ import annotations

import functools
import operator
from collections import defaultdict
from typing import TYPE_CHECKING, Any, Final

from lark.parsers.lalr_analysis import LALR_Analyzer
from lark.parsers.lalr_parser import LALR_Parser, _Parser

if TYPE_CHECKING:
    from lark.common import ParserConf
    from lark.grammar import Rule, Symbol
    from lark.parsers.grammar_analysis import LR0ItemSet, RulePtr

__all__ = ["LARK_PLUGINS", "Analyzer", "Parser"]


class Analyzer(LALR_Analyzer):
    """Lark's LALR(1) analyzer, with the lookback, includes and lookahead steps made faster."""

    def compute_includes_lookback(self) -> None:
        """The includes and lookback relations (DeRemer and Pennello), as Lark's gives them.

        A transition on nonterminal A from state p *includes* the transition on B from p'
        when a rule ``B -> x A y`` with y nullable leads from p' to p; it *looks back* to the
        reduction by ``A -> w`` in the state reached from p by w.
        """
        reads = self.reads
        nullable_tail = _nullable_tails(self.lr0_rules_by_origin, self.NULLABLE)
        items = _items_by_origin(self.lr0_itemsets)
        finished = _finished_rules(self.lr0_itemsets)
        for nt in self.nonterminal_transitions:
            state, nonterminal = nt
            lookback = self.lookback[nt]
            includes = []
            for rp in items[state].get(nonterminal, ()):
                rule = rp.rule
                expansion = rule.expansion
                tail = nullable_tail[rule]
                state2 = state
                for i in range(rp.index, len(expansion)):
                    symbol = expansion[i]
                    nt2 = (state2, symbol)
                    state2 = state2.transitions[symbol]
                    if nt2 in reads and i + 1 >= tail:
                        includes.append(nt2)
                # state2 is the state at the end of the rule
                if rp.index == 0 and rule in finished[state2]:
                    lookback.add((state2, rule))
            for nt2 in includes:
                self.includes[nt2].add(nt)

    def compute_lookaheads(self) -> None:
        """Each reduction's lookaheads: the joined Follow sets of the transitions it serves.

        The Read and Follow sets are computed as Lark computes them (the digraph of
        DeRemer and Pennello over the reads and includes relations), with each set of
        terminals held as the bits of one integer.
        """
        transitions = self.nonterminal_transitions
        terminals = sorted(
            {terminal for found in self.directly_reads.values() for terminal in found},
            key=lambda terminal: terminal.name,
        )
        bit = {terminal: 1 << number for number, terminal in enumerate(terminals)}
        direct = {
            nt: functools.reduce(operator.or_, (bit[terminal] for terminal in found), 0)
            for nt, found in self.directly_reads.items()
        }
        follow = _digraph(transitions, self.includes, _digraph(transitions, self.reads, direct))
        joined: dict[tuple[LR0ItemSet, Rule], int] = {}
        for nt, lookbacks in self.lookback.items():
            bits = follow.get(nt, 0)
            for reduction in lookbacks:
                joined[reduction] = joined.get(reduction, 0) | bits
        by_state: defaultdict[LR0ItemSet, defaultdict[int, list[Rule]]] = defaultdict(
            lambda: defaultdict(list)
        )
        for (state, rule), bits in joined.items():
            rules = by_state[state]
            rest = bits
            while rest:
                low = rest & -rest
                rules[low.bit_length() - 1].append(rule)
                rest ^= low
        for state, rules in by_state.items():
            lookaheads = state.lookaheads
            for number, found in rules.items():
                lookaheads[terminals[number]].update(found)


class Parser(LALR_Parser):
    """Lark's LALR parser, with its tables from :class:`Analyzer`."""

    def __init__(self, parser_conf: ParserConf, debug: bool = False, strict: bool = False) -> None:
        analysis = Analyzer(parser_conf, debug=debug, strict=strict)
        analysis.compute_lalr()  # type: ignore[no-untyped-call] # Lark's, not typed
        self._parse_table = analysis.parse_table
        self.parser_conf = parser_conf
        self.parser = _Parser(analysis.parse_table, parser_conf.callbacks, debug)


LARK_PLUGINS: Final[dict[str, Any]] = {"LALR_Parser": Parser}

_Node = tuple["LR0ItemSet", "Symbol"]
"""A nonterminal transition: the state it leaves and its nonterminal."""
"""Lark's ``_plugins`` option that builds LALR parsers with :class:`Analyzer`."""


def _digraph(
    nodes: list[_Node], relation: dict[_Node, set[_Node]], given: dict[_Node, int]
) -> dict[_Node, int]:
    """F(x) = G(x) joined with F(y) for every y that x relates to, sets as bits.

    The digraph algorithm of DeRemer and Pennello, as Lark's ``digraph`` runs it: a strongly
    connected group of nodes shares one set.
    """
    found: dict[_Node, int] = {}
    depth: dict[_Node, int] = dict.fromkeys(nodes, 0)
    stack: list[_Node] = []

    def traverse(node: _Node) -> None:
        stack.append(node)
        height = len(stack)
        depth[node] = height
        found[node] = bits = given.get(node, 0)
        for other in relation.get(node, ()):
            if depth[other] == 0:
                traverse(other)
            if 0 < depth[other] < depth[node]:
                depth[node] = depth[other]
            found[node] = bits = bits | found[other]
        if depth[node] == height:
            while True:
                top = stack.pop()
                depth[top] = -1
                found[top] = bits
                if top == node:
                    break

    for node in nodes:
        if depth[node] == 0:
            traverse(node)
    return found


def _nullable_tails(
    rules_by_origin: dict[Any, list[Rule]], nullable: set[Symbol]
) -> dict[Rule, int]:
    """For each rule, the first position from which every symbol to the end is nullable."""
    tails: dict[Rule, int] = {}
    for rules in rules_by_origin.values():
        for rule in rules:
            tail = len(rule.expansion)
            while tail > 0 and rule.expansion[tail - 1] in nullable:
                tail -= 1
            tails[rule] = tail
    return tails


def _items_by_origin(states: set[LR0ItemSet]) -> dict[LR0ItemSet, dict[Symbol, list[RulePtr]]]:
    """Each state's closure items, grouped by the nonterminal their rule expands."""
    grouped: dict[LR0ItemSet, dict[Symbol, list[RulePtr]]] = {}
    for state in states:
        by_origin: defaultdict[Symbol, list[RulePtr]] = defaultdict(list)
        for rp in state.closure:
            by_origin[rp.rule.origin].append(rp)
        grouped[state] = dict(by_origin)
    return grouped


def _finished_rules(states: set[LR0ItemSet]) -> dict[LR0ItemSet, set[Rule]]:
    """Each state's rules whose item in it is finished (the dot at the end)."""
    return {state: {rp.rule for rp in state.closure if rp.is_satisfied} for state in states}
