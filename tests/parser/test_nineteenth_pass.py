"""Wordings read (or refused) in the grammar's nineteenth coverage pass, each from a real card.

The pass read the clause around an effect: a state held during a phase of the user's, a
limit counted in the user's turns, and the cards an exchange may not take. Each test names
its card and asserts what the effect records hold, field by field; the near misses beside
them stay refused.
"""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Brigade
from redemption_rules.effects import Player, Quantifier, Ref, Zone
from redemption_rules.effects.kinds import Band, Discard, Exchange, Place, Protect, Search
from redemption_rules.effects.modifiers import CannotBeInterrupted, Limit
from redemption_rules.effects.targets import (
    Advantage,
    Controls,
    Direction,
    Exists,
    IfDone,
    Location,
    Status,
    StatusIs,
)
from redemption_rules.effects.timing import EachPhase, Phase
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "(except another copy of this card)" ---------------------------------------------------


def test_another_copy_of_this_card_is_a_card_of_another_title() -> None:
    # Lost Soul "Wanderer" [Ezekiel 34:6 - LR]
    text = (
        "Each preparation phase, you may exchange this card with a Lost Soul (except another"
        " copy of this card) in an opponent's territory."
    )
    (exchange,) = parse_ability(text).effects
    assert isinstance(exchange, Exchange)
    assert exchange.optional
    assert exchange.target.ref is Ref.THIS_CARD
    other = exchange.other
    assert other is not None
    assert other.types == ("Lost Soul",)
    assert other.count.quantifier is Quantifier.EXACTLY
    assert other.count.number == 1
    # copies share a title: what is left is a Lost Soul of a different title
    assert other.qualifiers == ("different",)
    assert not other.exceptions
    (place,) = other.locations
    assert (place.zone, place.owner) == (Zone.TERRITORY, Player.OPPONENT)
    # the same record as "a different Lost Soul"
    plain = parse_ability(
        "Each preparation phase, you may exchange this card with a different Lost Soul in an"
        " opponent's territory."
    ).effects[0]
    assert isinstance(plain, Exchange)
    assert plain.other == other


# -- "If this card is in your territory during your preparation phase," --------------------


def test_a_state_during_a_phase_of_yours() -> None:
    # Lost Soul Ezekiel 34:6 (Exchanger)
    text = (
        "If this card is in your territory during your preparation phase, you may exchange it"
        " with a Lost Soul in an opponent's territory (except another copy of this card)."
    )
    (exchange,) = parse_ability(text).effects
    assert isinstance(exchange, Exchange)
    assert exchange.optional
    # used in the user's preparation phase, whenever in it ...
    assert exchange.trigger == EachPhase(Phase.PREPARATION, player=Player.YOU, once=False)
    # ... while this card is in the user's territory
    condition = exchange.condition
    assert isinstance(condition, Exists)
    assert condition.target.ref is Ref.THIS_CARD
    (place,) = condition.target.locations
    assert (place.zone, place.owner) == (Zone.TERRITORY, Player.YOU)
    assert exchange.target.ref is Ref.IT
    other = exchange.other
    assert other is not None
    assert other.types == ("Lost Soul",)
    assert other.qualifiers == ("different",)
    # the same reading as the phase named first
    first = parse_ability(
        "During your preparation phase, if this card is in your territory, you may exchange it"
        " with a Lost Soul in an opponent's territory (except another copy of this card)."
    ).effects[0]
    assert isinstance(first, Exchange)
    assert (first.trigger, first.condition, first.other) == (
        exchange.trigger,
        exchange.condition,
        exchange.other,
    )


@pytest.mark.parametrize(
    "text",
    [
        # an event in the phase, not a state: the trigger would hold two events
        "If you draw during your preparation phase, you may draw 1.",
        "If a Hero enters battle during your preparation phase, you may draw 1.",
        # something done earlier, in a phase
        "If you have played an Enhancement during your preparation phase, you may draw 1.",
        # a phase the words do not say whose
        "If this card is in your territory during the preparation phase, you may draw 1.",
    ],
)
def test_a_state_during_a_phase_near_misses(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Limit once during each of your turns" -----------------------------------------------


def test_a_limit_in_each_of_your_turns() -> None:
    # I am Creator (a comma too many before the last place of the list is mended)
    text = (
        "If you do not have a Hero in your territory, or set-aside area, then search draw pile"
        " for a Hero and put it in your territory.  Cannot be interrupted. Limit once during"
        " each of your turns."
    )
    ability = parse_ability(text)
    search, place = ability.effects
    assert isinstance(search, Search)
    assert isinstance(place, Place)
    assert search.target.types == ("Hero",)
    (deck,) = search.locations
    assert deck.zone is Zone.DECK
    assert place.destination is not None
    assert (place.destination.zone, place.destination.owner) == (Zone.TERRITORY, Player.YOU)
    # the condition: no Hero of the user's in either place
    for effect in (search, place):
        condition = effect.condition
        assert isinstance(condition, Controls)
        assert condition.player is Player.YOU
        assert condition.negated
        target = condition.target
        assert target.types == ("Hero",)
        assert [(p.zone, p.owner) for p in target.locations] == [
            (Zone.TERRITORY, Player.YOU),
            (Zone.SET_ASIDE, Player.YOU),
        ]
    interrupt, limit = ability.modifiers
    assert isinstance(interrupt, CannotBeInterrupted)
    assert isinstance(limit, Limit)
    # once in each turn of the user's: not "per turn", which counts opponents' turns too
    assert (limit.times, limit.per) == (1, "your_turn")


@pytest.mark.parametrize(
    "text",
    [
        "Limit once during each turn.",
        "Limit once during your turns.",
        "Limit once during each of opponent's turns.",
    ],
)
def test_a_limit_in_your_turns_near_misses(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- misprints mended ----------------------------------------------------------------------


def test_an_demon_and_discard_and_convert_abilities() -> None:
    # Elymas the Sorcerer (Di): "an demon", "Evil Character Characters", "discard & convert"
    text = (
        "If blocking, you may discard an demon from your territory to protect your Evil"
        " Character Characters from discard & convert abilities on opponent's cards."
    )
    discard, protect = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.cost
    assert discard.condition == StatusIs(Status.BLOCKING)
    target = discard.target
    assert target.identifiers == ("demon",)
    assert target.count.number == 1
    assert [(p.zone, p.owner) for p in target.locations] == [(Zone.TERRITORY, Player.YOU)]
    assert isinstance(protect, Protect)
    assert protect.target.types == ("Evil Character",)
    assert protect.target.owner is Player.YOU
    assert protect.target.count.quantifier is Quantifier.ALL
    source = protect.source
    assert source is not None
    assert source.abilities == ("discard", "convert")
    (on,) = source.locations
    assert on.zone is Zone.ON_CARD
    assert on.card is not None
    assert on.card.owner is Player.OPPONENT


# -- "to have your Hero band to ..." -------------------------------------------------------


def test_a_cost_to_have_your_hero_band() -> None:
    # The Seven Trumpets (RoJ)
    text = (
        "If you have initiative, you may discard this card to have your Hero band to a"
        " Revelation angel."
    )
    discard, band = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.cost
    assert discard.optional
    assert discard.target.ref is Ref.THIS_CARD
    assert isinstance(band, Band)
    assert band.optional
    # the user's Hero bands, as in "Your Hero may band to a Revelation angel"
    plain = parse_ability("Your Hero may band to a Revelation angel.").effects[0]
    assert isinstance(plain, Band)
    assert band.actor == plain.actor
    assert band.actor is not None
    assert band.actor.card is not None
    assert band.actor.card.owner is Player.YOU
    assert band.actor.card.types == ("Hero",)
    assert band.target.identifiers == ("angel",)
    assert band.target.books == ("Revelation",)
    assert band.condition == discard.condition == Advantage(Player.YOU, "initiative")


def test_a_cost_to_have_that_hero_band() -> None:
    # Paul's Books and Parchments (PC)
    text = (
        "If your clay Hero is Opposed, you may discard this card to have that Hero band to a"
        " clay Hero."
    )
    discard, band = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.cost
    assert isinstance(band, Band)
    # "that Hero": the clay Hero of the condition, as "that Hero may band to ..." reads
    plain = parse_ability("If your clay Hero is Opposed, that Hero may band to a clay Hero.")
    assert isinstance(plain.effects[0], Band)
    assert band.actor == plain.effects[0].actor
    assert band.actor is not None
    assert band.actor.card is not None
    assert band.actor.card.ref is Ref.THAT
    assert band.actor.card.types == ("Hero",)
    assert band.target.types == ("Hero",)
    assert band.target.brigades == (Brigade.CLAY,)


@pytest.mark.parametrize(
    "text",
    [
        # a Hero had to do something else than band
        "You may discard this card to have your Hero draw 1.",
        "You may discard this card to have your Hero discard an Evil Character.",
        # a card other than a Hero, or a player
        "You may discard this card to have your Evil Character band to a demon.",
        "You may discard this card to have opponent band to a Hero.",
    ],
)
def test_a_cost_to_have_a_hero_band_near_misses(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "If you take from discard pile", "If you add to battle" ------------------------------


def test_if_you_reserve_from_hand_names_the_effect_before() -> None:
    # Guilt Offering [IR]
    text = (
        "You may reserve an O.T clay card from hand or discard pile. If you reserve from hand,"
        " protect Tabernacle priests from harm this turn."
    )
    reserve, protect = parse_ability(text).effects
    assert reserve.kind == "reserve"
    assert isinstance(protect, Protect)
    assert protect.condition == IfDone(
        done=True,
        player=Player.YOU,
        place=Location(Zone.HAND),
        direction=Direction.FROM,
        effect="reserve",
    )
    assert protect.target.identifiers == ("tabernacle priest",)


def test_if_you_add_to_battle_names_the_effect_before() -> None:
    # Deceitful Possessions
    text = (
        "While opponent controls a character in battle, you may discard this card to add a"
        " Canaanite to battle. If you add to battle, you may draw 2."
    )
    discard, add, draw = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert add.kind == "add_to_battle"
    assert draw.kind == "draw"
    assert draw.optional
    assert draw.condition == IfDone(
        done=True, place=Location(Zone.BATTLE), direction=Direction.INTO, effect="add_to_battle"
    )


def test_if_you_take_from_discard_pile_on_its_own() -> None:
    # Temple Guard (GoC), whose sentence before is not read: the condition as it stands
    text = "If you take from discard pile, discard an evil card from hand."
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.condition == IfDone(
        done=True, place=Location(Zone.DISCARD_PILE), direction=Direction.FROM, effect="take"
    )


@pytest.mark.parametrize(
    "text",
    [
        # the effect before has no such place, or another verb
        "You may reserve an O.T. clay card from discard pile. If you reserve from hand, draw 1.",
        "You may take an O.T. clay card from hand. If you reserve from hand, draw 1.",
        "You may draw 2. If you add to battle, you may draw 2.",
        # another player's effect
        "If opponent takes from discard pile, draw 1.",
        "If they take from discard pile, draw 1.",
    ],
)
def test_if_you_take_from_a_place_near_misses(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "At each upkeep," ---------------------------------------------------------------------


def test_at_each_upkeep_is_each_upkeep() -> None:
    # Chemosh
    text = "At each upkeep, select any Hero in play to decrease 0/2 until discarded."
    at_each = parse_ability(text)
    each = parse_ability("Each upkeep, select any Hero in play to decrease 0/2 until discarded.")
    select, decrease = at_each.effects
    assert select.trigger == EachPhase(Phase.UPKEEP)
    assert decrease.trigger == EachPhase(Phase.UPKEEP)
    assert [(e.kind, e.trigger, getattr(e, "target", None)) for e in at_each.effects] == [
        (e.kind, e.trigger, getattr(e, "target", None)) for e in each.effects
    ]


@pytest.mark.parametrize(
    "text",
    [
        "At each, draw 1.",
        "At each Hero, draw 1.",
    ],
)
def test_at_each_near_misses(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
