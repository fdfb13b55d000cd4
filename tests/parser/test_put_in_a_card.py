"""Cards put in, or kept in, another card: a Site, Noah's Ark, Solomon's Temple."""

from __future__ import annotations

from redemption_rules.effects import Ref, Selector, Zone
from redemption_rules.effects.kinds import Convert, Discard
from redemption_rules.effects.modifiers import CannotBeNegated
from redemption_rules.effects.targets import Exists
from redemption_rules.effects.timing import Event, OnEvent
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
