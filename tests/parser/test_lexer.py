"""The lexer: keywords, names and the clause-boundary terminals."""

from __future__ import annotations

import pytest
from lark import Lark
from lark.exceptions import GrammarError

from redemption_rules.effects import Link
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import get_parser, parse_ability
from redemption_rules.parser.lexer import AbilityLexer


def test_a_capitalised_word_where_a_type_may_stand_is_the_type() -> None:
    (band,) = parse_ability("May band to a Hero.").effects
    assert band.target.types == ("Hero",)
    assert band.target.names == ()


def test_a_capitalised_word_where_only_a_name_may_stand_is_a_name() -> None:
    (band,) = parse_ability("May band to Obsidian Minion.").effects
    assert band.target.names == ("Obsidian Minion",)


def test_a_name_with_of_is_one_name() -> None:
    (band,) = parse_ability("May band to Elders of Jerusalem.").effects
    assert band.target.names == ("Elders of Jerusalem",)


def test_a_book_alone_is_a_name() -> None:
    (band,) = parse_ability("May band to John.").effects
    assert band.target.names == ("John",)
    assert band.target.books == ()


def test_keywords_end_at_a_word_boundary() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Discard a herox.")
    with pytest.raises(AbilityParseError):
        parse_ability("Discard anevil card.")


def test_and_before_a_verb_joins_effects() -> None:
    negate, draw = parse_ability("Negate a Hero and draw 1.").effects
    assert negate.kind == "negate"
    assert draw.link is Link.AND


def test_and_before_a_noun_joins_targets() -> None:
    (negate,) = parse_ability("Negate Enhancements and other characters.").effects
    assert len(negate.target.parts) == 2


def test_discard_pile_is_not_the_verb() -> None:
    (take,) = parse_ability("Take a Hero from deck or discard pile.").effects
    assert [place.zone.value for place in take.target.locations] == ["deck", "discard_pile"]


def test_to_before_a_verb_marks_a_cost() -> None:
    cost, benefit = parse_ability("You may discard this card to draw 2.").effects
    assert cost.cost
    assert benefit.link is Link.TO


def test_one_keyword_is_one_terminal_whatever_its_case() -> None:
    parser = get_parser()
    conf = parser.lark.lexer_conf
    literals = {}
    for terminal in conf.terminals:
        if terminal.pattern.type == "str" and "i" in terminal.pattern.flags:
            key = terminal.pattern.value.lower()
            assert key not in literals, (key, literals.get(key), terminal.name)
            literals[key] = terminal.name


def test_two_spellings_of_one_keyword_are_a_grammar_error() -> None:
    grammar = 'start: "Hero"i | "HERO"i "x"\n%import common.WS\n%ignore WS\n'
    with pytest.raises(GrammarError, match="several terminals"):
        Lark(grammar, parser="lalr", lexer=AbilityLexer)
