"""Wordings read (or refused) in the grammar's twenty-third coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.scenarios.conftest import full_pool

from redemption_rules.cards.model import Brigade
from redemption_rules.effects import Player, Quantifier, Ref, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import (
    Bounce,
    Decrease,
    Discard,
    Heal,
    Negate,
    Place,
    Protect,
    Search,
    SiteAccess,
)
from redemption_rules.effects.model import Link
from redemption_rules.effects.modifiers import (
    CannotBeInterrupted,
    CannotBeNegated,
    CannotBePrevented,
    CannotBeRedirected,
    Limit,
)
from redemption_rules.effects.span import NO_SPAN
from redemption_rules.effects.targets import Exists, Happened, Join, StatusIs
from redemption_rules.effects.timing import DurationUnit, Event, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "if played on a Pharisee or Sadducee": the card it is played on is either ---------------


def test_stoning_of_stephen_cannot_be_prevented_if_played_on_a_pharisee_or_sadducee() -> None:
    text = "Cannot be prevented if played on a Pharisee or Sadducee."  # Stoning of Stephen
    (shield,) = parse_ability(text).modifiers
    assert isinstance(shield, CannotBePrevented)
    assert shield.by is None
    assert shield.cards is None
    condition = shield.condition
    assert isinstance(condition, Happened)
    assert condition.event == "played"
    assert condition.where is not None
    (place,) = condition.where.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.join is Join.OR
    assert [part.identifiers for part in place.card.parts] == [("Pharisee",), ("Sadducee",)]
    assert all(part.count.number == 1 for part in place.card.parts)
    # the same card as "if played on a Pharisee", with the second one it may be on
    alone = parse_ability("Cannot be prevented if played on a Pharisee.").modifiers[0]
    assert alone.condition is not None
    assert isinstance(alone.condition, Happened)
    assert alone.condition.where is not None
    assert alone.condition.where.locations[0].card == place.card.parts[0]


def test_a_trigger_played_on_either_card_extends_the_card_it_is_played_on() -> None:
    (draw,) = parse_ability("If played on a Pharisee or Sadducee, draw 1.").effects
    trigger = draw.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.PLAYED
    assert trigger.subject is None
    assert trigger.where is not None
    (place,) = trigger.where.locations
    assert place.card is not None
    assert [part.identifiers for part in place.card.parts] == [("Pharisee",), ("Sadducee",)]


@pytest.mark.parametrize(
    "text",
    [
        # a place, not a card, is where it was played: no noun phrase extends it
        "Cannot be prevented if played in battle or Sadducee.",
        # the noun phrase must be a card, not a word the grammar does not know
        "Cannot be prevented if played on a Pharisee or Wibble.",
        "Cannot be prevented if played on a Pharisee or.",
    ],
)
def test_other_cards_after_played_on_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "that Hero is protected from opponents": the cards those players use ---------------------


def test_blinding_light_protects_the_converted_hero_from_opponents_while_in_territory() -> None:
    text = (  # Blinding Light (EC)
        "Convert your N.T. Evil Character to a Hero in any brigade. While it remains in your "
        "territory, that Hero is protected from opponents."
    )
    protect = parse_ability(text).effects[-1]
    assert isinstance(protect, Protect)
    assert protect.target.ref is Ref.THAT
    assert protect.target.types == ("Hero",)
    assert protect.source is not None
    assert protect.source.count.quantifier is Quantifier.ALL
    assert protect.source.owner is Player.OPPONENTS
    assert protect.source.types == ()
    assert protect.duration is not None
    assert protect.duration.unit is DurationUnit.WHILE
    assert isinstance(protect.duration.until, Exists)
    (place,) = protect.duration.until.target.locations
    assert place.zone is Zone.TERRITORY
    assert place.owner is Player.YOU
    # the same reading as the active wording
    active = parse_ability(
        "While it remains in your territory, protect that Hero from opponents."
    ).effects[0]
    assert isinstance(active, Protect)
    assert active.source == protect.source
    assert active.target == protect.target


@pytest.mark.parametrize(
    "text",
    [
        "That Hero is protected from opponents wibble.",
        "That Hero is protected from Wibble.",
        "That Hero is protected to opponents.",
    ],
)
def test_other_passive_protections_from_players_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "While this card is there, Hero's abilities are decreased 0/5" ---------------------------


def test_wounded_decreases_the_hero_it_is_on_while_it_is_there() -> None:
    text = (  # Wounded
        "Place this card on a Hero.  While this card is there, Hero's abilities are "
        "decreased 0/5.  Cannot be prevented by a good card."
    )
    ability = parse_ability(text)
    place, decrease = ability.effects
    assert isinstance(place, Place)
    assert isinstance(decrease, Decrease)
    assert decrease.target.types == ("Hero",)
    assert decrease.target.count.number == 1
    assert (decrease.amount.strength.value, decrease.amount.toughness.value) == (0, 5)
    assert decrease.duration is not None
    assert decrease.duration.unit is DurationUnit.WHILE
    until = decrease.duration.until
    assert isinstance(until, StatusIs)
    assert until.subject is not None
    assert until.subject.ref is Ref.THIS_CARD
    # "While this card is there" is "While there"; "are decreased" is "decrease"
    same = parse_ability("Place this card on a Hero.  While there, Hero's abilities decrease 0/5.")
    assert same.effects[1] == evolve(decrease, span=same.effects[1].span)
    (shield,) = ability.modifiers
    assert isinstance(shield, CannotBePrevented)


def test_abilities_are_increased_reads_as_an_increase_of_the_card() -> None:
    (increase,) = parse_ability("Hero's abilities are increased 2/2.").effects
    assert increase.kind == "increase"
    assert increase.target.types == ("Hero",)


@pytest.mark.parametrize(
    "text",
    [
        # a number set, not changed by an amount, has no "decreased to" here
        "Hero's abilities are decreased to 2/2.",
        "While that card is there, Hero's abilities are decreased 0/5.",
        "While this card is there, Hero's abilities are decreased wibble.",
        "While this card is there, Hero's abilities are lowered 0/5.",
    ],
)
def test_other_decreases_while_there_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "put it in hand or play": to one place or the other -------------------------------------


def test_the_nobleman_puts_the_hero_found_in_hand_or_in_play() -> None:
    text = (  # The Nobleman (RoJ)
        "Each upkeep, you may search deck for a gold Luke or John Hero and put it in hand or "
        "play. Once per round, you may reveal a good Dominant from hand to heal a gold Luke or "
        "John Hero."
    )
    search, bounce, place, *_ = parse_ability(text).effects
    assert isinstance(search, Search)
    assert isinstance(bounce, Bounce)
    assert isinstance(place, Place)
    assert bounce.target.ref is Ref.IT
    assert place.target == bounce.target
    assert place.destination.zone is Zone.PLAY
    assert bounce.link is Link.AND
    assert place.link is Link.OR
    assert bounce.optional
    assert place.optional
    assert bounce.trigger == place.trigger == search.trigger
    # each reads as "put it in hand" and "put it in play" alone
    alone = parse_ability("Search deck for a Hero and put it in hand.").effects[1]
    assert isinstance(alone, Bounce)
    assert alone.target == bounce.target


def test_put_in_territory_or_play_is_two_places() -> None:
    first, second = parse_ability("Put it in territory or play.").effects
    assert isinstance(first, Place)
    assert isinstance(second, Place)
    assert first.destination.zone is Zone.TERRITORY
    assert second.destination.zone is Zone.PLAY
    assert second.link is Link.OR


@pytest.mark.parametrize(
    "text",
    [
        "Put it in hand or hand.",
        "Put it in hand or wibble.",
        "Put it in hand or play or territory.",
        "Put it in hand and play.",
    ],
)
def test_other_puts_in_either_place_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Cannot be ... or redirected": a fourth shield, which the engine does not follow --------


def test_deception_exposed_cannot_be_interrupted_negated_prevented_or_redirected() -> None:
    text = (  # Deception Exposed (Ap)
        "Discard all Sapphira and Ananias cards in play.  Cannot be interrupted, negated, "
        "prevented, or redirected."
    )
    ability = parse_ability(text)
    assert [type(modifier) for modifier in ability.modifiers] == [
        CannotBeInterrupted,
        CannotBeNegated,
        CannotBePrevented,
        CannotBeRedirected,
    ]
    redirect = ability.modifiers[-1]
    assert isinstance(redirect, CannotBeRedirected)
    assert redirect.kind == "cannot_be_redirected"
    assert redirect.by is None
    assert redirect.cards is None
    assert redirect.condition is None
    support = ability_support(full_pool().get("Deception Exposed (Ap)"))
    assert support.readable
    assert not support.carried_out
    assert support.missing == ("modifier 'cannot_be_redirected'",)


def test_michael_and_his_enhancements_cannot_be_redirected() -> None:
    text = (  # Michael (Wa)
        "Michael and Enhancements played with him cannot be interrupted, prevented, negated or "
        "redirected."
    )
    modifiers = parse_ability(text).modifiers
    assert [modifier.kind for modifier in modifiers] == [
        "cannot_be_interrupted",
        "cannot_be_prevented",
        "cannot_be_negated",
        "cannot_be_redirected",
    ]
    redirect = modifiers[-1]
    assert isinstance(redirect, CannotBeRedirected)
    assert redirect.cards is not None
    first = modifiers[0]
    assert isinstance(first, CannotBeInterrupted)
    assert redirect.cards == first.cards
    assert redirect.cards.parts[0].names == ("Michael",)
    assert redirect.cards.parts[1].types == ("Enhancement",)
    assert not ability_support(full_pool().get("Michael (Wa)")).carried_out


@pytest.mark.parametrize(
    "text",
    [
        # "redirected" is no effect a card is protected from, nor a passive effect
        "Hero cannot be discarded or redirected.",
        "Hero is redirected.",
        "Cannot be interrupted or rerouted.",
        "Cannot be redirected wibble.",
    ],
)
def test_other_redirected_wordings_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "to heal a clay Hero, or to negate a demon": another benefit of the same cost ------------


def test_miraculous_handkerchiefs_heals_or_negates_for_the_same_discard() -> None:
    text = (  # Miraculous Handkerchiefs (EC)
        "Protect Lost Souls from evil cards. At any time, you may discard this Artifact to heal "
        "a clay Hero, or to negate a demon, or an Enhancement used by a demon."
    )
    _, discard, heal, negate = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.cost
    assert discard.target.ref is Ref.THIS_CARD
    assert isinstance(heal, Heal)
    assert heal.link is Link.TO
    assert heal.target.brigades == (Brigade.CLAY,)
    assert isinstance(negate, Negate)
    assert negate.link is Link.OR
    assert negate.target.join is Join.OR
    demon, enhancement = negate.target.parts
    assert demon.identifiers == ("demon",)
    assert enhancement.types == ("Enhancement",)
    assert enhancement.used_by is not None
    assert enhancement.used_by.identifiers == ("demon",)
    # the same records as "to heal a clay Hero or negate a demon, or an Enhancement ..."
    plain = parse_ability(
        "At any time, you may discard this Artifact to heal a clay Hero or negate a demon, or "
        "an Enhancement used by a demon."
    ).effects
    assert [evolve(effect, span=NO_SPAN) for effect in plain] == [
        evolve(effect, span=NO_SPAN) for effect in (discard, heal, negate)
    ]


@pytest.mark.parametrize(
    "text",
    [
        # "or to" joins only another benefit of a cost, not a plain effect
        "You may draw 1, or to negate a demon.",
        "You may discard this card to draw 1, draw 2, or to negate a demon.",
        "You may discard this card to draw 1, or to wibble a demon.",
    ],
)
def test_or_to_without_a_cost_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Limit once per round per player": each player's uses counted apart ----------------------


def test_birthing_pains_limits_its_curse_once_per_round_for_each_player() -> None:
    text = (  # Birthing Pains
        "CURSE: If an opponent puts a human in play, they must discard a card from hand. Limit "
        "once per round per player. EE: Opponent must discard X of their cards from hand "
        "and/or battle."
    )
    ability = parse_ability(text)
    (limit,) = ability.modifiers
    assert isinstance(limit, Limit)
    assert limit.times == 1
    assert limit.per == "round"
    assert limit.per_player
    assert limit.section == "CURSE"
    plain = parse_ability("Limit once per round.").modifiers[0]
    assert isinstance(plain, Limit)
    assert not plain.per_player
    support = ability_support(full_pool().get("Birthing Pains"))
    assert support.readable
    assert not support.carried_out
    assert "limit per round per player" in support.missing


@pytest.mark.parametrize(
    "text", ["Limit once per round per wibble.", "Limit once per player.", "Limit per player."]
)
def test_other_limits_per_player_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "cannot be negated this turn": a shield to the end of the turn ---------------------------


def test_his_name_is_john_shields_the_priest_and_its_enhancements_this_turn() -> None:
    text = (  # His Name is John
        "Select a Temple Priest.  Special abilities on that Hero and Enhancements used by that "
        "Hero cannot be negated this turn."
    )
    (shield,) = parse_ability(text).modifiers
    assert isinstance(shield, CannotBeNegated)
    assert shield.this_turn
    assert shield.condition is None
    assert shield.by is None
    assert shield.cards is not None
    on_hero, on_enhancements = shield.cards.parts
    assert on_hero.types == ("ability",)
    (place,) = on_hero.locations
    assert place.card is not None
    assert place.card.ref is Ref.THAT
    assert on_enhancements.types == ("ability",)
    (place,) = on_enhancements.locations
    assert place.card is not None
    assert place.card.types == ("Enhancement",)
    # the same cards as the shield with no time printed, which lasts the phase
    plain = parse_ability(
        "Special abilities on that Hero and Enhancements used by that Hero cannot be negated."
    ).modifiers[0]
    assert isinstance(plain, CannotBeNegated)
    assert not plain.this_turn
    assert plain.cards == shield.cards
    support = ability_support(full_pool().get("His Name is John"))
    assert support.readable
    assert not support.carried_out
    assert "modifier 'cannot_be_negated' lasting the turn" in support.missing


@pytest.mark.parametrize(
    "text",
    [
        "Cannot be negated this wibble.",
        "Cannot be negated by a Hero this turn.",
        "Cannot be negated this turn and draw 1.",
    ],
)
def test_other_shields_this_turn_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "give all Heroes Site access", "give your disciples access to all Sites" -----------------


def test_salem_gives_all_heroes_site_access_for_the_turn_at_a_cost() -> None:
    text = (  # Salem
        "Once per turn, if a Hero enters battle, its owner may underdeck a card from hand to give "
        "all Heroes Site access this turn."
    )
    underdeck, access = parse_ability(text).effects
    assert underdeck.cost
    assert isinstance(access, SiteAccess)
    assert access.link is Link.TO
    assert access.target.count.quantifier is Quantifier.ALL
    assert access.target.types == ("Hero",)
    assert access.sites is None
    assert access.duration is not None
    assert access.duration.unit is DurationUnit.TURN
    assert access.actor == underdeck.actor
    # the same record as "All Heroes have Site access this turn."
    (plain,) = parse_ability("All Heroes have Site access this turn.").effects
    assert isinstance(plain, SiteAccess)
    assert (plain.target, plain.sites, plain.duration) == (
        access.target,
        access.sites,
        access.duration,
    )


def test_fishing_boat_draws_or_gives_disciples_access_to_all_sites() -> None:
    text = (  # Fishing Boat
        "Set this aside.  Each upkeep, you may place a Hero from here beneath your deck to draw X "
        "or to give your disciples access to all Sites this turn."
    )
    _, underdeck, draw, access = parse_ability(text).effects
    assert underdeck.cost
    assert draw.link is Link.TO
    assert isinstance(access, SiteAccess)
    assert access.link is Link.OR
    assert access.target.owner is Player.YOU
    assert access.target.identifiers == ("Disciple",)
    assert access.sites is not None
    assert access.sites.count.quantifier is Quantifier.ALL
    assert access.sites.types == ("Site",)
    assert access.duration is not None
    assert access.duration.unit is DurationUnit.TURN
    (plain,) = parse_ability("Your disciples have access to all Sites this turn.").effects
    assert isinstance(plain, SiteAccess)
    assert (plain.target, plain.sites) == (access.target, access.sites)


@pytest.mark.parametrize(
    "text",
    [
        "Give all Heroes wibble access.",
        "Give all Heroes access.",
        "Give all Heroes access from all Sites.",
    ],
)
def test_other_gifts_of_access_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Each shuffled Artifact is negated": the Artifacts the effect before shuffled ------------


def test_captured_ark_negates_each_artifact_shuffled() -> None:
    text = (  # Captured Ark
        "Upon activation, each opponent must select one active Artifact in own territory and "
        "shuffle it back into their draw pile. Each shuffled Artifact is negated. May be used "
        "twice."
    )
    shuffle, negate = parse_ability(text).effects
    assert shuffle.kind == "shuffle"
    assert isinstance(negate, Negate)
    assert negate.target.count.quantifier is Quantifier.EACH
    assert negate.target.types == ("Artifact",)
    assert negate.target.qualifiers == ("shuffled",)
    # read as "each revealed Artifact", a participle before the noun; the engine does not
    # follow "shuffled" and says so
    support = ability_support(full_pool().get("Captured Ark"))
    assert support.readable
    assert not support.carried_out
    assert "qualifier 'shuffled'" in support.missing


@pytest.mark.parametrize(
    "text",
    ["Each shuffled is negated.", "Each shuffled wibble is negated.", "Shuffled each Artifact."],
)
def test_other_shuffled_adjectives_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
