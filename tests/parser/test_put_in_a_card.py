"""Cards put in or kept in another card, brigade colors, and how a card was played."""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Duration, DurationUnit, Ref, Selector, Zone
from redemption_rules.effects.kinds import Convert, Discard, Take, UseOtherEnhancements
from redemption_rules.effects.modifiers import CannotBeNegated
from redemption_rules.effects.targets import AnyOf, Exists, Happened, UsedBy
from redemption_rules.effects.timing import Event, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability


def test_lost_soul_put_in_a_site_fires_the_discard() -> None:
    (discard,) = parse_ability(
        "When this Lost Soul is put in a Site, discard the top card of each opponent's deck."
    ).effects
    assert isinstance(discard, Discard)
    trigger = discard.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.PUT_IN_PLAY
    assert trigger.subject is not None
    assert trigger.subject.ref is Ref.THIS_CARD
    assert trigger.where is not None
    (place,) = trigger.where.locations
    assert place.zone is Zone.ON_CARD
    assert place.card == Selector(types=("Site",))


def test_cannot_be_negated_while_a_hero_is_in_noahs_ark() -> None:
    (modifier,) = parse_ability("Cannot be negated if a Hero is in Noah's Ark.").modifiers
    assert isinstance(modifier, CannotBeNegated)
    condition = modifier.condition
    assert isinstance(condition, Exists)
    assert condition.target.types == ("Hero",)
    (place,) = condition.target.locations
    assert place.zone is Zone.ON_CARD
    assert place.card == Selector(names=("Noah's Ark",))


def test_asherah_pole_in_holders_solomons_temple() -> None:
    (discard,) = parse_ability(
        "Discard this card if Asherah Pole is in holder's Solomon's Temple."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target.ref is Ref.THIS_CARD
    condition = discard.condition
    assert isinstance(condition, Exists)
    assert condition.target.names == ("Asherah Pole",)
    (place,) = condition.target.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.names == ("Solomon's Temple",)


def test_convert_to_a_hero_in_the_brigade_color_of_your_choice() -> None:
    (convert,) = parse_ability(
        "Convert any human Evil Character to a Hero in the brigade color of your choice."
    ).effects
    assert isinstance(convert, Convert)
    assert convert.target.types == ("Evil Character",)
    assert convert.target.identifiers == ("human",)
    assert convert.into is not None
    assert convert.into.types == ("Hero",)
    assert convert.into.qualifiers == ("chosen_brigade",)
    assert convert.into.locations == ()


def test_enhancements_from_any_brigade_color() -> None:
    (use,) = parse_ability(
        "Hero may use good enhancements from any brigade color until end of battle."
    ).effects
    assert isinstance(use, UseOtherEnhancements)
    assert use.enhancements.alignment is Alignment.GOOD
    assert use.enhancements.types == ("Enhancement",)
    assert use.enhancements.qualifiers == ()  # every brigade (REG: Use Other Enhancements)
    assert use.enhancements.locations == ()
    assert use.duration == Duration(DurationUnit.BATTLE)


def test_if_used_by_a_prophet_or_if_played_in_battle() -> None:
    (take,) = parse_ability(
        "If used by a prophet (or if played in battle), take an O.T. card (except a Dominant) "
        "from deck or Reserve."
    ).effects
    assert isinstance(take, Take)
    assert take.trigger is None
    condition = take.condition
    assert isinstance(condition, AnyOf)
    used, played = condition.conditions
    assert used == UsedBy(Selector(identifiers=("prophet",)))
    assert isinstance(played, Happened)
    assert played.event == "played"
    assert played.where is not None
    assert [place.zone for place in played.where.locations] == [Zone.BATTLE]
    assert take.target.identifiers == ("O.T.",)
    assert [place.zone for place in take.target.locations] == [Zone.DECK, Zone.RESERVE]


def test_if_used_by_a_prophet_or_if_another_card_is_discarded_is_refused() -> None:
    # only how this card was played reads as a condition in such brackets
    with pytest.raises(AbilityParseError, match="joins conditions"):
        parse_ability(
            "If used by a prophet (or if a Hero is discarded), take an O.T. card from deck."
        )
