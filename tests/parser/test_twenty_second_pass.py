"""Wordings read (or refused) in the grammar's twenty-second coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.scenarios.conftest import full_pool

from redemption_rules.cards.model import Alignment, Brigade
from redemption_rules.effects import Player, Quantifier, Ref, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import (
    Discard,
    Ignore,
    Interrupt,
    Place,
    Release,
    Shuffle,
    Topdeck,
    Underdeck,
)
from redemption_rules.effects.model import Link
from redemption_rules.effects.modifiers import Instead
from redemption_rules.effects.targets import Count, IfDone, Join, Location
from redemption_rules.effects.timing import (
    AfterEvent,
    AtMoment,
    Direction,
    Event,
    Moment,
    OnEvent,
    Phase,
)
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "If there isn't one", "If there are none": the effect before found no card -----------

_UNDONE = IfDone(done=False, cannot=True)


def test_habakkuk_stands_watch_shuffles_a_human_if_there_is_no_site_or_weapon() -> None:
    text = (  # Habakkuk Stands Watch
        "If used by a Prophet, shuffle an opponent's single color Site or evil weapon into "
        "owner's deck. If there isn't one, shuffle a human Evil Character instead."
    )
    first, second = parse_ability(text).effects
    assert isinstance(first, Shuffle)
    assert isinstance(second, Shuffle)
    assert second.condition == _UNDONE
    assert second.condition == parse_ability("If you cannot, draw 1.").effects[0].condition
    assert [type(m) for m in second.modifiers] == [Instead]
    assert second.target.count.quantifier is Quantifier.EXACTLY
    assert second.target.count.number == 1
    assert second.target.types == ("Evil Character",)
    assert second.target.identifiers == ("human",)
    assert second.into is None
    assert not second.optional


def test_desecrate_the_temple_discards_one_of_the_same_kinds_from_deck() -> None:
    text = (  # Desecrate the Temple
        "If used by a Babylonian, discard an Artifact, Temple, or good Dominant in opponent's "
        "territory. If there are none, discard one from opponent's deck instead."
    )
    first, second = parse_ability(text).effects
    assert isinstance(first, Discard)
    assert isinstance(second, Discard)
    assert second.condition == _UNDONE
    assert [type(m) for m in second.modifiers] == [Instead]
    target = second.target
    assert target.count.number == 1
    assert target.join is Join.OR
    deck = (Location(Zone.DECK, owner=Player.OPPONENT),)
    artifact, temple, dominant = target.parts
    assert artifact.types == ("Artifact",)
    assert temple.identifiers == ("Temple",)
    assert (dominant.alignment, dominant.types) == (Alignment.GOOD, ("Dominant",))
    # the kinds of the discard before, now from the opponent's deck, not their territory
    assert all(part.locations == deck for part in target.parts)
    kinds = [evolve(part, locations=()) for part in target.parts]
    assert kinds == [evolve(part, locations=()) for part in first.target.parts]


def test_there_is_none_and_is_not_one_read_the_same() -> None:
    for wording in ("there is none", "there is not one", "there isn\u2019t one"):
        (draw,) = parse_ability(f"If {wording}, draw 1.").effects
        assert draw.condition == _UNDONE


@pytest.mark.parametrize(
    "text",
    [
        # a bare "one" needs the kinds of an effect before it
        "If there are none, discard one from opponent's deck instead.",
        "Draw 1. If there are none, discard one from opponent's deck instead.",
        "Discard this card. If there are none, discard one from opponent's deck instead.",
        # other words where "none" or "one" stands
        "If there are noone, draw 1.",
        "If there isn't Tuesday, draw 1.",
        "If there is none in play, draw 1.",
    ],
)
def test_other_wordings_of_there_is_none_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "and treat as a Lost Soul" after a placement in a Land of Bondage -----------------------


def test_malchus_is_placed_in_opponents_land_of_bondage() -> None:
    text = (  # Malchus
        "If this character is discarded from battle, place him in opponent's Land of Bondage "
        "and treat as a Lost Soul."
    )
    (place,) = parse_ability(text).effects
    assert isinstance(place, Place)
    # "treat as a Lost Soul" recalls the rule for a captive there: no effect of its own
    assert place.modifiers == ()
    assert place.target.ref is Ref.IT
    assert place.destination == Location(Zone.LAND_OF_BONDAGE, owner=Player.OPPONENT)
    trigger = place.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.DISCARDED
    assert trigger.direction is Direction.FROM
    assert trigger.subject is not None
    assert trigger.subject.ref is Ref.THIS_CARD
    (without,) = parse_ability(text.replace(" and treat as a Lost Soul", "")).effects
    assert evolve(without, span=place.span) == place


def test_the_engine_refuses_malchus_on_a_discard_from_battle() -> None:
    support = ability_support(full_pool().get("Malchus"))
    assert support.readable
    assert not support.carried_out


def test_servant_girl_is_placed_instead_when_about_to_be_discarded_in_battle() -> None:
    text = (  # Servant Girl
        "If Servant Girl is about to be discarded in battle, instead place her in opponent's "
        "Land of Bondage and treat her as a Lost Soul."
    )
    (place,) = parse_ability(text).effects
    assert isinstance(place, Place)
    assert [type(m) for m in place.modifiers] == [Instead]
    assert place.target.ref is Ref.IT
    assert place.destination == Location(Zone.LAND_OF_BONDAGE, owner=Player.OPPONENT)
    trigger = place.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.DISCARDED
    assert trigger.subject is not None
    assert trigger.subject.names == ("Servant Girl",)
    assert trigger.where is not None
    assert trigger.where.locations == (Location(Zone.BATTLE),)
    # "about to be discarded in battle" as "is discarded in battle"
    plain = (
        "If Servant Girl is discarded in battle, instead place her in opponent's Land of Bondage."
    )
    assert parse_ability(plain).effects[0].trigger == trigger


@pytest.mark.parametrize(
    "text",
    [
        # only a card placed in a Land of Bondage is a captive treated as a Lost Soul
        "Place him in opponent's territory and treat as a Lost Soul.",
        "Discard a Hero in opponent's Land of Bondage and treat as a Lost Soul.",
        "Draw 2 and treat as a Lost Soul.",
        "Place him in opponent's Land of Bondage and treat as a Hero.",
        "Place him in opponent's Land of Bondage and treat him as a Lost Tuesday.",
        "If Servant Girl is about to be discarded in Tuesday, draw 1.",
    ],
)
def test_other_wordings_of_treat_as_a_lost_soul_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "If you banish 1 or more evil cards": an event of the cards banished, by you --------------


def test_jerusalem_tower_fires_when_you_banish_evil_cards() -> None:
    text = (  # Jerusalem Tower (Roots)
        "Protect hand, deck and Reserve from opponents. If you banish 1 or more evil cards, "
        "you may topdeck an O.T. gold card from deck."
    )
    _, topdeck = parse_ability(text).effects
    assert isinstance(topdeck, Topdeck)
    assert topdeck.optional
    trigger = topdeck.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.BANISHED
    assert trigger.subject is not None
    assert trigger.subject.count == Count(Quantifier.AT_LEAST, 1)
    assert (trigger.subject.alignment, trigger.subject.types) == (Alignment.EVIL, ("card",))
    assert trigger.by is not None
    assert trigger.by.owner is Player.YOU
    # as the same event said of the cards
    passive = "If 1 or more evil cards are banished by you, you may topdeck an O.T. gold card."
    assert parse_ability(passive).effects[0].trigger == trigger
    assert topdeck.target.brigades == (Brigade.GOLD,)
    assert topdeck.target.identifiers == ("O.T.",)
    assert topdeck.target.locations == (Location(Zone.DECK),)


def test_if_you_banish_at_least_one_still_reads_the_banish_before() -> None:
    banish, draw = parse_ability("Banish a Hero. If you banish at least 1, draw 1.").effects
    assert banish.kind == "banish"
    assert draw.condition == IfDone(at_least=1)


def test_the_engine_refuses_a_trigger_on_cards_banished() -> None:
    support = ability_support(full_pool().get("Jerusalem Tower (Roots)"))
    assert support.readable
    assert not support.carried_out


# -- "interrupt the battle and ignore one Evil Character": this card ignores it ---------------


def test_royal_parade_interrupts_the_battle_and_ignores_one_evil_character() -> None:
    text = "If used by royalty, interrupt the battle and ignore one Evil Character."
    interrupt, ignore = parse_ability(text).effects  # Royal Parade
    assert isinstance(interrupt, Interrupt)
    assert interrupt.battle
    assert isinstance(ignore, Ignore)
    assert ignore.link is Link.AND
    assert ignore.condition == interrupt.condition
    assert ignore.target.ref is Ref.THIS_CARD
    assert ignore.ignored.count == Count(Quantifier.EXACTLY, 1)
    assert ignore.ignored.types == ("Evil Character",)
    (alone,) = parse_ability("Ignore one Evil Character.").effects
    assert (alone.target, alone.ignored) == (ignore.target, ignore.ignored)


@pytest.mark.parametrize(
    "text",
    [
        "If you banish Tuesday, draw 1.",
        "Interrupt the battle and ignore one Tuesday.",
        "Draw 1 and ignore.",
        "Interrupt the battle and ignores one Evil Character.",
    ],
)
def test_near_misses_of_banish_and_ignore_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "at the end of owner's next turn": after the event, at the end of the owner's next turn ---


def test_barabbas_is_released_at_the_end_of_his_owners_next_turn() -> None:
    text = (  # Barabbas
        "If a Pharisee or Sadducee is in play, you may discard a captured Hero.  If Barabbas is "
        "captured, release him at the end of owner's next turn."
    )
    _, release = parse_ability(text).effects
    assert isinstance(release, Release)
    assert release.target.ref is Ref.IT
    trigger = release.trigger
    assert isinstance(trigger, AfterEvent)
    assert isinstance(trigger.event, OnEvent)
    assert trigger.event.event is Event.CAPTURED
    assert trigger.event.subject is not None
    assert trigger.event.subject.names == ("Barabbas",)
    assert trigger.moment == AtMoment(Moment.END_OF_OWNERS_NEXT_TURN)


def test_the_engine_refuses_the_end_of_the_owners_next_turn() -> None:
    support = ability_support(full_pool().get("Barabbas"))
    assert support.readable
    assert not support.carried_out


# -- "begins a rescue attempt against you": the player it is made against ---------------------


def test_demon_discarder_fires_on_a_lone_heros_rescue_attempt_against_you() -> None:
    text = (  # Lost Soul James 1:15 (Demon Discarder)
        "If a lone Hero begins a rescue attempt against you, you may discard one of your demons "
        "in your territory to shuffle this card back into owner's draw pile."
    )
    discard, shuffle = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.cost
    assert discard.optional
    assert isinstance(shuffle, Shuffle)
    assert shuffle.link is Link.TO
    trigger = discard.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.ATTACKS
    assert trigger.attacked is Player.YOU
    assert trigger.subject is not None
    assert trigger.subject.types == ("Hero",)
    assert trigger.subject.qualifiers == ("lone",)
    assert trigger.target is None


def test_the_engine_refuses_a_rescue_attempt_against_a_player() -> None:
    support = ability_support(full_pool().get("Lost Soul James 1:15 (Demon Discarder)"))
    assert support.readable
    assert not support.carried_out


def test_retreater_fires_when_a_hero_withdraws_from_a_rescue_attempt_against_holder() -> None:
    text = (  # Lost Soul Acts 23:27 (Retreater)
        "If a Hero withdraws from a rescue attempt against holder, place this card beneath "
        "owner's draw pile."
    )
    (underdeck,) = parse_ability(text).effects
    assert isinstance(underdeck, Underdeck)
    assert underdeck.target.ref is Ref.THIS_CARD
    trigger = underdeck.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.WITHDRAWS
    assert trigger.subject is not None
    assert trigger.subject.types == ("Hero",)
    # from the battle of a rescue attempt, made against the holder of this Lost Soul
    assert trigger.where is not None
    assert trigger.where.locations == (Location(Zone.BATTLE),)
    assert trigger.direction is Direction.FROM
    assert trigger.phase is Phase.RESCUE_ATTEMPT
    assert trigger.attacked is Player.HOLDER
    support = ability_support(full_pool().get("Lost Soul Acts 23:27 (Retreater)"))
    assert support.readable
    assert not support.carried_out


@pytest.mark.parametrize(
    "text",
    [
        "If Barabbas is captured, release him at the end of owner's next Tuesday.",
        "If Barabbas is captured, release him at the end of Tuesday's next turn.",
        # only a rescue attempt (or a battle) is made against a player
        "If a Hero is discarded against you, draw 1.",
        "If a lone Hero begins a rescue attempt against Tuesday, draw 1.",
        "If a Hero is discarded from a rescue attempt against holder, draw 1.",
        "If a Hero withdraws from a rescue attempt against a Hero, draw 1.",
    ],
)
def test_near_misses_of_the_owners_turn_and_against_you_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "If Hero is reduced to */0 or less, discard.": the game rule, said again -----------------


def test_beaten_says_the_rule_of_a_hero_at_no_toughness_again() -> None:
    text = (  # Beaten
        "Select two N.T. Heroes to decrease 4/4 this turn.  If Hero is reduced to */0 or less, "
        "discard."
    )
    ability = parse_ability(text)
    first = parse_ability("Select two N.T. Heroes to decrease 4/4 this turn.")
    # a character decreased to 0 toughness or less is discarded (REG: Increase and Decrease):
    # the second sentence adds no effect to the first's
    assert ability.effects == first.effects
    assert ability.modifiers == first.modifiers == ()
    assert parse_ability("If Hero is reduced to */0 or less, discard.").effects == ()


@pytest.mark.parametrize(
    "text",
    [
        "If Hero is reduced to */0 or less, discard Tuesday.",
        "If Hero is reduced to */2 or less, discard.",
        "If Tuesday is reduced to */0 or less, discard.",
        "If Hero is reduced to */0 or less, draw.",
    ],
)
def test_other_wordings_of_the_rule_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
