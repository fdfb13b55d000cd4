"""The lexer: keywords, names and the clause-boundary terminals."""

from __future__ import annotations

import re

import pytest
from lark import Lark
from lark.exceptions import GrammarError

from redemption_rules.effects import Link
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import get_parser, parse_ability
from redemption_rules.parser.lexer import _RUN, AbilityLexer


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
    conf = parser.tables.lexer_conf()
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


def test_what_a_pattern_must_start_with_holds_for_every_match_in_the_pool(
    texts: list[str],
) -> None:
    # The lexer skips a pattern at a run of characters that does not start with one of the
    # pattern's prefixes, and reads a "confined" pattern from the run alone. Both are
    # worked out from the regular expression; every match in the pool must agree.
    lexer = get_parser().driver.lexer
    checked = 0
    for text in texts[::5]:
        lowered = text.lower()
        for start in {0} | {m.end() for m in re.finditer(r"[\s,;:()]+", text)}:
            if start >= len(text):
                continue
            run_match = _RUN.match(lowered, start)
            run = text[start : run_match.end() if run_match else start + 1]
            for pattern in lexer.patterns:
                match = pattern.regex.match(text, start)
                if match is None or match.end() == start:
                    continue
                checked += 1
                assert pattern.may_start(run.lower()), (pattern.name, text[start:])
                if pattern.confined:
                    assert pattern.regex.match(run).end() == match.end() - start, pattern.name
    assert checked > 5_000


def test_a_multi_word_terminal_has_the_prefixes_of_its_first_words() -> None:
    patterns = {pattern.name: pattern for pattern in get_parser().driver.lexer.patterns}
    assert patterns["DISCARD_PILE"].prefixes == ("discard",)
    assert "during" in (patterns["NEXT_TURN"].prefixes or ())
    assert "next" in (patterns["NEXT_TURN"].prefixes or ())
    assert patterns["NAME"].confined
    assert not patterns["NAME_OF"].confined
