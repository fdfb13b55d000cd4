"""Numbers after "by" and "played on", "reduce ... by", "an opponent controls", "current"."""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment, Brigade, Stat
from redemption_rules.effects import (
    Count,
    Duration,
    DurationUnit,
    Location,
    Player,
    Quantifier,
    Selector,
    StatLimit,
    Zone,
)
from redemption_rules.effects.kinds import (
    ChangeHandSize,
    Convert,
    Decrease,
    Draw,
    Increase,
    Numbers,
)
from redemption_rules.effects.modifiers import CannotBeNegated
from redemption_rules.effects.targets import Controls, Direction
from redemption_rules.effects.timing import Event, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)


def test_fortunatus_cannot_be_negated_by_an_evil_card_of_toughness_x_or_less() -> None:
    ability = parse_ability(
        "You may search deck for a Corinth Hero. May band to Fortunatus and/or Archaius. "
        "Cannot be negated by  an evil card of */X or less."
    )
    (shield,) = ability.modifiers
    assert isinstance(shield, CannotBeNegated)
    assert shield.by == Selector(
        alignment=Alignment.EVIL,
        types=("card",),
        stats=StatLimit(quantifier=Quantifier.AT_MOST, variable="X", variable_stats=("toughness",)),
    )


def test_a_shield_by_cards_with_toughness() -> None:
    (shield,) = parse_ability(
        "Cannot be negated by an evil card with toughness 3 or less."
    ).modifiers
    assert isinstance(shield, CannotBeNegated)
    assert shield.by is not None
    assert shield.by.stats == StatLimit(toughness=3, quantifier=Quantifier.AT_MOST)


def test_played_on_a_hero_of_toughness_5_or_less() -> None:
    (increase,) = parse_ability(
        "If played on a Hero of */5 or less, Hero gains */10 for remainder of the battle."
    ).effects
    assert isinstance(increase, Increase)
    assert increase.amount.toughness == Stat(10)
    assert increase.amount.strength == Stat(0, "*")
    assert increase.duration == Duration(DurationUnit.BATTLE)
    trigger = increase.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.PLAYED
    assert trigger.direction is Direction.AT
    hero = Selector(types=("Hero",), stats=StatLimit(toughness=5, quantifier=Quantifier.AT_MOST))
    assert trigger.where == Selector(count=ALL, locations=(Location(Zone.ON_CARD, card=hero),))


def test_if_an_opponent_controls_a_canaanite() -> None:
    # "an opponent controls" was read as the post of cards an opponent controls
    draw = parse_ability(
        "If an opponent controls a Canaanite, you may draw 2. You may reveal your hand: If "
        "there is an evil Canaaite, you may discard a good card in each opponent's territory. "
        "Cannot be interrupted."
    ).effects[0]
    assert isinstance(draw, Draw)
    assert draw.count == Count(Quantifier.EXACTLY, 2)
    assert draw.condition == Controls(Selector(identifiers=("Canaanite",)), Player.OPPONENT)


def test_for_remainder_of_current_battle() -> None:
    (convert,) = parse_ability(
        "Convert any Red Brigade Hero to an Evil Character for remainder of current battle."
    ).effects
    assert isinstance(convert, Convert)
    assert convert.duration == Duration(DurationUnit.BATTLE)
    assert convert.target == Selector(types=("Hero",), brigades=(Brigade.RED,))


@pytest.mark.parametrize(
    "sentence",
    [
        "Cannot be negated by an evil card of banana.",
        "If played on a Hero of */5 or less or more, draw 1.",
        "Convert a Hero for remainder of current current battle.",
    ],
)
def test_near_misses_are_refused(sentence: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(sentence)


def test_reduce_by_numbers_is_a_decrease() -> None:
    (decrease,) = parse_ability("Reduce all O.T. heroes in play by 2/2 until end of turn.").effects
    assert isinstance(decrease, Decrease)
    assert decrease.target == Selector(
        count=ALL, types=("Hero",), identifiers=("O.T.",), locations=(Location(Zone.PLAY),)
    )
    assert decrease.amount == Numbers(Stat(2), Stat(2))
    assert decrease.duration == Duration(DurationUnit.TURN)


def test_reduce_a_hand_stays_the_hand_size() -> None:
    (change,) = parse_ability("Reduce opponent's hand size by 1.").effects
    assert isinstance(change, ChangeHandSize)
