"""Readings a third audit found the engine acting on wrongly: fixed, or refused.

A count said before an "or" or "and/or" list counts the cards of the whole list, whatever
adjectives its later item has (REG: Targeting); a card's own name read as an identifier is
the card itself (REG: Name). What the engine cannot yet carry out as the card means is
refused, with a stated reason: the effects after a look or reveal that REG: Colon places
among the cards seen, and two card types in one noun phrase (a blind choice of the top or
bottom of a deck is carried out now: test_pile_end_choice.py).
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P2, Game, full_pool

from redemption_rules import DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects import Count, Join, Quantifier
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Discard, Ignore, Negate, Play, Underdeck
from redemption_rules.effects.targets import Ref
from redemption_rules.parser import parse_ability
from redemption_rules.parser.parse import card_ability

# -- a count before a list whose later item has its own adjective


@pytest.mark.parametrize(
    ("name", "index", "kind", "count"),
    [
        # "Discard up to 3 Sites and/or evil Fortresses."
        ("Trumpet Judgements (RoJ)", 0, Discard, Count(Quantifier.UP_TO, 3)),
        # "Negate and discard up to X Curses or Evil Enhancements in play."
        ("Passover Hymn", 0, Negate, Count(Quantifier.UP_TO, None, "X")),
        # the text reads "EC: You may underdeck up to X Artifacts and/or good Enhancements."
        (
            "Joash, Child King / Joash, the Murderer (LoC)",
            2,
            Underdeck,
            Count(Quantifier.UP_TO, None, "X"),
        ),
        # "Each player may play up to 3 animals, O.T. angels and/or Genesis humans ..."
        ("Creation of the World (Roots)", 0, Play, Count(Quantifier.UP_TO, 3)),
    ],
)
def test_a_count_before_a_list_counts_every_item(
    name: str, index: int, kind: type, count: Count
) -> None:
    effect = parse_ability(full_pool().get(name).special_ability).effects[index]
    assert isinstance(effect, kind)
    target = effect.target  # type: ignore[attr-defined]
    assert target.join in (Join.OR, Join.AND_OR)
    assert target.count == count
    assert {part.count for part in target.parts} == {count}


def test_a_list_with_a_single_count_keeps_plural_items_whole() -> None:
    # "Discard all evil Enhancements" is not changed by the rule: a count of one card is
    # no count of the list ("a Hero or good Enhancements" would be all good Enhancements)
    (negate,) = parse_ability("Negate a Hero or good Enhancements.").effects
    assert isinstance(negate, Negate)
    assert negate.target.parts[1].count.quantifier is Quantifier.ALL


def test_trumpet_judgements_discards_up_to_3_sites_and_evil_fortresses() -> None:
    name, hero = "Trumpet Judgements (RoJ)", "Angel at Bethesda"
    fortresses = ["Alexandrian Ship", "Assyrian Camp", "Areopagus", "Coliseum", "Assyria"]
    game = Game.blocked(
        hero,
        {"hand": [hero, name]},
        "Abaddon the Destroyer (L)",
        {"hand": ["Abaddon the Destroyer (L)"], "territory": fortresses},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(name), game.card(hero)))
    game.pass_windows()
    assert game.asked[1] is DecisionKind.ABILITY
    question = game.question
    assert sorted(game.names(question.options)) == sorted(fortresses)
    assert (question.minimum, question.maximum) == (0, 3)
    game.pick("Assyrian Camp", "Areopagus", "Coliseum")
    assert sorted(game.zone(P2, Zone.DISCARD_PILE)) == ["Areopagus", "Assyrian Camp", "Coliseum"]
    assert sorted(game.zone(P2, Zone.TERRITORY)) == ["Alexandrian Ship", "Assyria"]


# -- a card's own name read as an identifier


def test_widow_is_the_card_that_may_not_be_blocked() -> None:
    # "Widow may not be blocked by an Evil Character of */8 or higher."
    (ignore,) = card_ability(full_pool().get("Widow")).effects
    assert isinstance(ignore, Ignore)
    assert ignore.target.ref is Ref.SELF


def test_another_identifier_alone_is_not_the_card() -> None:
    # "widow" names Widow only on Widow: another card's "a widow" is any widow
    (ignore,) = parse_ability("Widow may not be blocked by an Evil Character.").effects
    assert isinstance(ignore, Ignore)
    assert ignore.target.identifiers == ("widow",)
    assert ignore.target.ref is None


# -- refused: what the engine does not carry out as the card means


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        # the text reads "(Star) Reveal a hand: You may underdeck this card to underdeck a
        # good Dominant."
        ("Regrets", "an effect joined by 'to' after a look or reveal, with no place named"),
        # "Reveal the bottom card of deck: If it is evil, you may take it and opponent must
        # discard one of their cards."
        ("Evil Angel [RR2]", "an effect after the cards looked at or revealed were acted on"),
        # the text reads "You may look at the top 3 cards of a deck: Topdeck or underdeck them."
        ("Silas, the Bold [RR2]", "a choice of effects after a look or reveal, asked before it"),
        # "... negate and discard a single-color Site or Evil Character Fortress."
        ("Trumpet and Sword", "two card types in one noun phrase"),
        # "discard one O.T. Fortress site", "a single color Lost Soul Site", "any Lost Soul site"
        ("Battering Ram", "two card types in one noun phrase"),
        ("Edge of the Sword (Ki)", "two card types in one noun phrase"),
        ("Journey to Egypt", "two card types in one noun phrase"),
    ],
)
def test_a_misread_text_is_refused(name: str, reason: str) -> None:
    assert reason in ability_support(full_pool().get(name)).missing


def test_a_look_with_effects_on_the_cards_seen_is_still_carried_out() -> None:
    # "Look at the top 3 cards of deck: Take 1 and underdeck the rest in any order.": the
    # effects after the colon act on the cards seen, one after another, as the engine does
    support = ability_support(full_pool().get("Joseph's Silver Cup (PoC)"))
    assert not {
        "a choice of effects after a look or reveal, asked before it",
        "an effect after the cards looked at or revealed were acted on",
        "an effect joined by 'to' after a look or reveal, with no place named",
    } & set(support.missing)
