"""Normalisation: the known misprints of the real pool, mended in one place."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from redemption_rules.cards.model import Alignment, Brigade
from redemption_rules.effects import Count, Player, Quantifier, Selector, Zone
from redemption_rules.effects.kinds import Discard, Take, Topdeck, Underdeck
from redemption_rules.effects.targets import Controls, UsedBy
from redemption_rules.effects.timing import AtMoment, Moment
from redemption_rules.parser import parse_ability
from redemption_rules.parser.normalize import MISPRINTS, normalize

if TYPE_CHECKING:
    from redemption_rules import CardPool


def test_missing_final_period_is_added() -> None:
    assert normalize("Draw 1").text == "Draw 1."
    assert [effect.kind for effect in parse_ability("Draw 1").effects] == ["draw"]


def test_text_with_a_final_period_is_unchanged() -> None:
    mended = normalize("Draw 1.")
    assert mended.text == "Draw 1."
    assert mended.offsets == tuple(range(len("Draw 1.") + 1))


def test_misspelt_word_is_mended() -> None:
    assert "isntead" in MISPRINTS
    assert normalize("Discard this card isntead.").text == "Discard this card instead."


def test_spans_point_into_the_printed_text() -> None:
    text = "Negate a Hero isntead. Draw 2"
    ability = parse_ability(text)
    negate, draw = ability.effects
    assert text[negate.span.start : negate.span.end] == "Negate a Hero isntead"
    assert text[draw.span.start : draw.span.end] == "Draw 2"


def test_curly_and_straight_apostrophes_read_alike() -> None:
    straight = parse_ability("Underdeck a card from opponent's hand.")
    curly = parse_ability("Underdeck a card from opponent\u2019s hand.")
    assert straight.effects[0].kind == curly.effects[0].kind
    assert straight.effects[0] == curly.effects[0]


def test_one_or_two_spaces_between_sentences() -> None:
    one = parse_ability("Draw 1. Discard a Hero.")
    two = parse_ability("Draw 1.  Discard a Hero.")
    assert [e.kind for e in one.effects] == [e.kind for e in two.effects]


def test_every_misprint_is_in_the_card_list(pool: CardPool) -> None:
    """The table mends what the pool prints (or its capitalised form), nothing guessed at."""
    texts = "\n".join(card.special_ability for card in pool)
    assert [wrong for wrong in MISPRINTS if wrong not in texts and wrong.lower() not in texts] == []


@pytest.mark.parametrize(
    ("printed", "read"),
    [
        ("Negate all immune abilties on demons.", "Negate all immune abilities on demons."),
        ("nterrupt the battle.", "Interrupt the battle."),
        (
            "Can [not] be interrupted, negated, or prevented.",
            "Cannot be interrupted, negated, or prevented.",
        ),
        (
            "if you control a N.T> Greek Evil Character",
            "if you control a N.T. Greek Evil Character.",
        ),
        (
            "Discard any Lost Soul in play.aUnderdeck a Lost Soul.",
            "Discard any Lost Soul in play. Underdeck a Lost Soul.",
        ),
        (
            "Decrease all Magicins and demons by 12/12.",
            "Decrease all Magicians and demons by 12/12.",
        ),
        (
            "Place this card on you're the Tabernacle or Solomon's Temple: Negate it.",
            "Place this card on your The Tabernacle or Solomon's Temple: Negate it.",
        ),
        (
            "Return all Heroes in battle to territory (except giant-slayers).",
            "Return all Heroes in battle to territory (except giant slayers).",
        ),
    ],
)
def test_misprints_are_mended(printed: str, read: str) -> None:
    assert normalize(printed).text == read


def test_a_misprint_inside_a_word_is_left_alone() -> None:
    assert normalize("Interrupt the battle.").text == "Interrupt the battle."
    assert normalize("Seaches and research.").text == "Seaches and research."


def test_mended_texts_parse_with_spans_in_the_printed_text() -> None:
    text = "nterrupt the battle."
    (interrupt,) = parse_ability(text).effects
    assert interrupt.kind == "interrupt"
    assert text[interrupt.span.start : interrupt.span.end] == "nterrupt the battle"


def test_an_for_and_before_the_card_returned() -> None:
    _, underdeck = parse_ability(
        "Interrupt the battle. If used by an O.T. Hero, return and evil card to the bottom of "
        "owner's deck. Cannot be prevented by an evil card."
    ).effects
    assert isinstance(underdeck, Underdeck)
    assert underdeck.target == Selector(alignment=Alignment.EVIL, types=("card",))
    assert underdeck.condition == UsedBy(Selector(types=("Hero",), identifiers=("O.T.",)))


def test_an_for_and_before_the_card_topdecked() -> None:
    topdeck, take, _ = parse_ability(
        "You may topdeck and O.T gray card from Reserve (or take it if you control another "
        "Moabite). May band to a generic Moabite. Cannot be interrupted."
    ).effects
    assert isinstance(topdeck, Topdeck)
    assert topdeck.target.identifiers == ("O.T.",)
    assert topdeck.target.brigades == (Brigade.GRAY,)
    assert [place.zone for place in topdeck.target.locations] == [Zone.RESERVE]
    assert isinstance(take, Take)
    assert take.condition == Controls(
        Selector(identifiers=("Moabite",), other=True), player=Player.YOU
    )


def test_a_comma_lost_after_after_battle() -> None:
    (discard,) = parse_ability("After battle discard all opponents' Heroes in territories.").effects
    assert isinstance(discard, Discard)
    assert discard.trigger == AtMoment(Moment.AFTER_BATTLE)
    assert discard.target.count == Count(Quantifier.ALL)
    assert discard.target.owner is Player.OPPONENTS
    assert discard.target.types == ("Hero",)


def test_a_comma_lost_after_on_return() -> None:
    _, discard = parse_ability(
        "Set aside your Persian for three turns. On return discard X Heroes and a random "
        "face-down Artifact from each opponent's territory."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.trigger == AtMoment(Moment.ON_RETURN)
    heroes, artifact = discard.target.parts
    assert heroes.count.variable == "X"
    assert heroes.types == ("Hero",)
    assert artifact.random
    assert artifact.qualifiers == ("face_down",)
    assert heroes.locations == artifact.locations
    assert heroes.locations[0].owner is Player.EACH_OPPONENT
