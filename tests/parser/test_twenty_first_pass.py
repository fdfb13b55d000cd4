"""Wordings read (or refused) in the grammar's twenty-first coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

import pytest

from redemption_rules.effects import Player, Quantifier, Zone
from redemption_rules.effects.kinds import Exchange, Negate, Shuffle
from redemption_rules.effects.targets import IfDone, Location
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "Shuffle after exchange": the user's deck, once the exchange is done ---------------------


def test_wheel_within_a_wheel_shuffles_the_deck_once_the_exchange_is_done() -> None:
    text = (  # Wheel within a Wheel (Pr)
        "Holder may exchange current Hero with any Hero from holder's draw pile.  "
        "Shuffle after exchange."
    )
    exchange, shuffle = parse_ability(text).effects
    assert isinstance(exchange, Exchange)
    assert exchange.optional
    assert isinstance(shuffle, Shuffle)
    assert shuffle.condition == IfDone()
    assert shuffle.target.count.quantifier is Quantifier.ALL
    assert shuffle.target.types == ()
    assert shuffle.target.locations == (Location(Zone.DECK),)
    assert shuffle.into is None
    assert not shuffle.optional


def test_great_faith_shuffles_the_draw_pile_after_the_exchange() -> None:
    (shuffle,) = parse_ability("Shuffle draw pile after exchange.").effects  # Great Faith (H)
    assert isinstance(shuffle, Shuffle)
    assert shuffle.condition == IfDone()
    assert shuffle.target.locations == (Location(Zone.DECK),)


def test_false_peace_shuffles_the_draw_pile_after_play_unconditionally() -> None:
    (shuffle,) = parse_ability("Shuffle draw pile after play.").effects  # False Peace
    assert isinstance(shuffle, Shuffle)
    assert shuffle.condition is None
    assert shuffle.target.count.quantifier is Quantifier.ALL
    assert shuffle.target.locations == (Location(Zone.DECK),)


@pytest.mark.parametrize(
    "text",
    [
        # another player's deck, or cards other than a deck, are not the pile exchanged with
        "Shuffle opponent's draw pile after exchange.",
        "Shuffle a Hero after exchange.",
        "Shuffle discard pile after play.",
        # nothing to shuffle is named, and no exchange came before
        "Shuffle after play.",
        "Shuffle after exchange and draw 1.",
    ],
)
def test_other_shuffles_after_an_exchange_or_a_play_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Negate Site access on N.T. humans": their site access abilities -------------------------


def test_jerusalem_negates_the_site_access_abilities_of_nt_humans() -> None:
    text = (  # Jerusalem (PC)
        "Negate Site access on N.T. humans. If a N.T. Lost Soul is rescued from this Site, "
        "capture all rescuing human Heroes."
    )
    negate = parse_ability(text).effects[0]
    assert isinstance(negate, Negate)
    target = negate.target
    assert target == parse_ability("Negate site access abilities on N.T. humans.").effects[0].target
    assert target.count.quantifier is Quantifier.ALL
    assert target.types == ("ability",)
    assert target.abilities == ("site_access",)
    (place,) = target.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.identifiers == ("N.T.", "human")
    assert place.card.count.quantifier is Quantifier.ALL


@pytest.mark.parametrize(
    "text",
    [
        "Hero has Site access on Tuesdays.",
        "Negate Site access.",
    ],
)
def test_site_access_before_on_stays_refused_elsewhere(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


def test_your_draw_pile_is_the_users_deck_too() -> None:
    (shuffle,) = parse_ability("Shuffle your draw pile after exchange.").effects
    assert isinstance(shuffle, Shuffle)
    assert shuffle.target.locations == (Location(Zone.DECK, owner=Player.YOU),)
