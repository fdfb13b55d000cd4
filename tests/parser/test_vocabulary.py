"""Every word the grammar's word classes list has a meaning in the vocabulary tables."""

from __future__ import annotations

import functools

import pytest
from lark import Lark, Token, Tree

from redemption_rules.parser import get_parser
from redemption_rules.parser.tables import LARK_OPTIONS

SAMPLES = {
    "POSS_STRENGTH": "'s",
    "STRENGTH_REDUCED_BY": "strength is reduced by",
    "COMMA_EXCEPT_THIS_ONE": ", except this one,",
    "NON_IDENTIFIER": "non-Roman",
    "BANISHED_BY_OPPONENT": "that was banished by an opponent",
    "EXCEPT_ANOTHER_COPY": "(except another copy of this card)",
    "DURING_YOUR_PHASE": "during your preparation phase",
    "TO_HAVE_HERO": "to have your Hero band",
    "DONE_IN_PLACE": "take",
    "DURING_EACH_OF_YOUR_TURNS": "during each of your turns",
    "TREATED_AS_SOUL_OR_CHARACTER": "being treated as a Lost Soul or as an Evil Character",
    "SONS_OF_IDENTIFIER": "sons of Zebedee",
    "CLASS_WORD": "warrior class",
    "SPECIAL_ABILITY": "special abilities",
    "BRIGADE_COLOR": "brigade colors",
    "RESCUE_ATTEMPT": "rescue attempt",
    "DISCARD_PILE": "discard pile",
    "DRAW_PILE": "draw pile",
    "ARTIFACT_PILE": "Artifact pile",
    "BANISH_PILE": "banish pile",
    "SET_ASIDE_AREA": "set-aside area",
    "LAND_OF_BONDAGE": "Land of Bondage",
    "LAND_OF_REDEMPTION": "Land of Redemption",
    "FIELD_OF_BATTLE": "Field of Battle",
    "FIELD_OF_PLAY": "Field of Play",
    "MULTI_IDENTIFIER": "kings of Judah",
    "TEMPLE_PRIEST": "Solomon's Temple Priests",
    "CHAPTERS": "12-24",
    "CURRENT_RESCUER": "current rescuer",
    "NON_CLASS": "non-warrior class",
    "VAND": "and",
    "VOR": "or",
    "VANDOR": "and/or",
    "VTHEN": "then",
    "VCOMMA": ",",
    "AND_OR": "and/or",
    "STATE_ADJ": "blocking",
    "FACE_DOWN": "face down",
    "FACE_DOWN_HERE": "face down here",
    "FACE_DOWN_ON": "face down on",
    "ANY_TIME_DURING": "any time during",
    "REFUSES_TO_BLOCK": "refuses to block",
    "NEW_BLOCKER": "a new blocker",
    "AFTER_EXCHANGE": "after exchange",
    "REFERENCE_THROUGH": "with a reference from Genesis 21 through Genesis 35",
    "KIND_BEFORE_ALIGNED_KIND": "drawing",
    "THAT_DO_NOT_DEPICT": "that do not depict",
    "MAY_BE_USED_PAREN": "(may be used",
    "AFTER_PLAY": "after play",
    "SITE_ACCESS_ON": "Site access",
    "TARGETS_YOUR_PLACE": "targets your hand or deck",
    "FROM_PUTTING_INTO_SITES": "from putting Lost Souls into Sites",
    "WITH_THE_MOST_CARDS": "with the most",
    "LIMIT_HOLDER_TO": "limit holder to",
    "HOLDER_LIMITED_TO": "holder is limited to",
    "ICON_WORD": "dual icon",
    "THIS_BATTLE": "this battle",
    "CHOSEN_ADJ": "chosen",
    "ACTIVATED_ADJ": "activated",
    "WINS_A_BATTLE": "wins a battle",
    "SUCCESSFUL_IN_BATTLE": "is successful in battle",
    "DEFEATED_IN_BATTLE": "defeated in battle",
    "OPPOSED_IN_BATTLE": "opposed in battle",
    "RESERVE_DONE": "reserve",
    "BANISH_CARDS": "banish",
}


@functools.cache
def grammar() -> Lark:
    """The parser's grammar as Lark compiles it: its rules and terminals.

    Built for the Earley parser, which needs no LALR analysis (seconds rather than most of a
    minute, in every process that collects this module); the rules are the same.
    """
    options = {key: value for key, value in LARK_OPTIONS.items() if key not in {"parser", "strict"}}
    return Lark(get_parser().grammar, parser="earley", lexer="dynamic", **options)


def word_classes() -> set[str]:
    """The rules that keep their tokens (``!rule``): the grammar's word classes."""
    return {
        rule.alias or rule.origin.name for rule in grammar().rules if rule.options.keep_all_tokens
    }


def expansions() -> list[tuple[str, list[Token]]]:
    lark = grammar()
    classes = word_classes()
    found = []
    for rule in lark.rules:
        name = rule.alias or rule.origin.name
        if name not in classes:
            continue
        tokens = []
        for symbol in rule.expansion:
            if symbol.name == "CHAPTERS":
                continue  # an optional part: the placeholder keeps the place
            terminal = lark.get_terminal(symbol.name)
            if terminal.pattern.type == "str":
                tokens.append(Token(symbol.name, terminal.pattern.value))
            else:
                tokens.append(Token(symbol.name, SAMPLES[symbol.name]))
        found.append((name, tokens))
    return found


def test_the_word_classes_are_found() -> None:
    classes = word_classes()
    assert {"type_word", "identifier", "zone", "status_word", "label_word"} <= classes


@pytest.mark.parametrize(("rule", "tokens"), expansions())
def test_every_word_has_a_meaning(rule: str, tokens: list[Token]) -> None:
    transformer = get_parser().transformer
    assert transformer.transform(Tree(rule, list(tokens))) is not None
