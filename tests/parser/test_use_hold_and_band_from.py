"""Joined verbs and places: "use and hold", "band ... into battle from", places after places."""

from __future__ import annotations

import pytest

from redemption_rules.effects import Count, Join, Link, Location, Player, Quantifier, Selector, Zone
from redemption_rules.effects.kinds import (
    Band,
    Capture,
    Exchange,
    Hold,
    Place,
    Take,
    UseOtherEnhancements,
)
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)


def test_shobach_uses_and_holds_weapons_of_any_brigade() -> None:
    use, hold, band = parse_ability(
        "May use and hold weapons of any brigade. May band to a generic Syrian."
    ).effects
    weapons = Selector(count=ALL, types=("weapon",), qualifiers=("any_brigade",))
    assert isinstance(use, UseOtherEnhancements)
    assert use.optional
    assert use.enhancements == weapons
    assert isinstance(hold, Hold)
    assert hold.optional
    assert hold.link is Link.AND
    assert hold.target == weapons
    assert isinstance(band, Band)


def test_david_uses_and_holds_one_weapon_class_enhancement() -> None:
    use, hold = parse_ability(
        "David may use and hold one weapon class enhancement from any good brigade except silver."
    ).effects
    assert isinstance(use, UseOtherEnhancements)
    assert isinstance(hold, Hold)
    assert use.actor == hold.actor
    assert use.actor is not None
    assert use.actor.card == Selector(names=("David",))
    assert use.enhancements == hold.target
    assert hold.target.types == ("Enhancement",)
    assert hold.target.identifiers == ("weapon class",)
    assert hold.target.qualifiers == ("any_good_brigade",)
    assert hold.target.count == Count(Quantifier.EXACTLY, 1)


def test_evil_arises_bands_a_demon_into_battle_from_three_places() -> None:
    (band,) = parse_ability(
        "Band one of your demons into battle from territory, hand, or The Pit."
    ).effects
    assert isinstance(band, Band)
    assert band.target == Selector(
        owner=Player.YOU,
        identifiers=("demon",),
        locations=(
            Location(Zone.TERRITORY),
            Location(Zone.HAND),
            Location(Zone.ON_CARD, card=Selector(names=("The Pit",))),
        ),
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Band one of your demons into battle from a Hero.",
        "Band one of your demons into hand from territory.",
        "Band one of your demons from hand into battle from territory.",
    ],
)
def test_band_from_needs_places_and_battle(sentence: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(sentence)


def test_a_fortress_after_a_list_of_places_is_a_place() -> None:
    # the Chamber of Angels used to be a card to exchange for, beside the angels
    (exchange,) = parse_ability(
        "Holder may exchange an angel in battle with an angel in holder's hand, territory, or "
        "Chamber of Angels."
    ).effects
    assert isinstance(exchange, Exchange)
    assert exchange.other.join is None
    assert exchange.other.identifiers == ("angel",)
    assert exchange.other.locations == (
        Location(Zone.HAND, owner=Player.HOLDER),
        Location(Zone.TERRITORY, owner=Player.HOLDER),
        Location(Zone.ON_CARD, card=Selector(names=("Chamber of Angels",))),
    )


def test_a_kind_of_card_after_a_list_of_places_stays_a_card() -> None:
    (band,) = parse_ability("Band a Hero from territory, hand, or a Lost Soul into battle.").effects
    assert band.target.join is Join.OR  # type: ignore[attr-defined]


def test_raiders_camp_takes_a_captured_hero_moved_to_it() -> None:
    place = parse_ability(
        "You may search deck for an evil O.T. Fortress and play it. If played during battle, "
        "move a captured Hero from your Land of Bondage to your Raiders' Camp."
    ).effects[-1]
    assert isinstance(place, Place)
    assert place.target == Selector(
        types=("Hero",),
        qualifiers=("captured",),
        locations=(Location(Zone.LAND_OF_BONDAGE, owner=Player.YOU),),
    )
    assert place.destination == Location(
        Zone.ON_CARD, card=Selector(owner=Player.YOU, names=("Raiders' Camp",))
    )


def test_capture_to_an_unoccupied_genesis_site() -> None:
    capture = parse_ability(
        "You may play a City from deck. If played in battle, capture opponent's character of "
        "opposite alignment to an unoccupied Genesis Site. Cannot be prevented."
    ).effects[1]
    assert isinstance(capture, Capture)
    assert capture.target == Selector(
        owner=Player.OPPONENT, types=("character",), qualifiers=("opposite_alignment",)
    )
    assert capture.destination == Location(
        Zone.ON_CARD,
        card=Selector(types=("Site",), books=("Genesis",), qualifiers=("unoccupied",)),
    )


@pytest.mark.parametrize(
    "sentence", ["Move a Hero to a Hero.", "Move a Hero to Bob.", "Capture a Hero to a demon."]
)
def test_a_destination_that_holds_no_cards_is_refused(sentence: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(sentence)


def test_a_thief_takes_a_card_to_hand_or_territory() -> None:
    first, second = parse_ability(
        "STAR: Take a card (except a Dominant). / EE: Interrupt the battle. If used by a "
        "thief, you may take a card to hand or territory."
    ).effects[2:]
    assert isinstance(first, Take)
    assert isinstance(second, Take)
    assert first.target == second.target == Selector(types=("card",))
    assert first.destination == Location(Zone.HAND)
    assert second.destination == Location(Zone.TERRITORY)
    assert second.link is Link.OR
    assert first.optional
    assert second.optional
    assert first.condition == second.condition
    assert first.section == second.section == "EE"


def test_take_to_a_place_or_a_card_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Take a card to hand or a Hero.")
