"""Wordings read in the grammar's sixth coverage pass, each from a card of the pool.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them are nonsense or readings the REG does not allow, and stay refused.
"""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Link, Player, Quantifier, Ref, Zone
from redemption_rules.effects.kinds import (
    Band,
    Banish,
    Capture,
    Discard,
    Hold,
    Immune,
    Increase,
    Look,
    Place,
    Reveal,
    Search,
    Select,
    SetAside,
    Take,
    Topdeck,
    Underdeck,
    UseOtherEnhancements,
)
from redemption_rules.effects.modifiers import Regardless
from redemption_rules.effects.targets import Exists, Join, UsedBy
from redemption_rules.effects.timing import AtMoment, DurationUnit, Event, Moment, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability
from redemption_rules.parser.normalize import normalize

# -- "this card gains regardless of protection": as "is regardless of protection" ------------


def test_cast_into_lions_den_gains_regardless_of_protection_if_used_by_a_daniel_hero() -> None:
    text = (
        "Capture a character in battle. If used by a Daniel Hero or Persian, this ability "
        "gains regardless of protection"
    )
    ability = parse_ability(text)
    (capture,) = ability.effects
    assert isinstance(capture, Capture)
    (regardless,) = ability.modifiers
    assert isinstance(regardless, Regardless)
    assert regardless.of == "protect"
    assert regardless.cards is not None
    assert regardless.cards.ref is Ref.THIS_CARD
    assert isinstance(regardless.condition, UsedBy)
    daniel, persian = regardless.condition.user.parts
    assert (daniel.types, daniel.books) == (("Hero",), ("Daniel",))
    assert persian.identifiers == ("Persian",)


def test_seek_and_destroy_makes_evil_discard_abilities_regardless_while_one_hero_battles() -> None:
    text = (
        "If only one Hero is in battle, evil discard abilities gain regardless of protection. "
        "If used by an N.T. Evil character, discard a Hero. Cannot be prevented."
    )
    ability = parse_ability(text)
    regardless = next(m for m in ability.modifiers if isinstance(m, Regardless))
    assert regardless.of == "protect"
    assert regardless.cards is not None
    assert regardless.cards.alignment is Alignment.EVIL
    assert regardless.cards.abilities == ("discard",)
    assert isinstance(regardless.condition, Exists)
    assert regardless.condition.target.types == ("Hero",)
    assert regardless.condition.target.qualifiers == ("only",)
    (place,) = regardless.condition.target.locations
    assert place.zone is Zone.BATTLE
    (discard,) = ability.effects
    assert isinstance(discard, Discard)


@pytest.mark.parametrize(
    "text",
    [
        "This card gains regardless.",
        "This card gains regardless of protection 2/2.",
        "Discard a Hero gains regardless of protection.",
        "This card gains of protection.",
    ],
)
def test_gains_regardless_needs_what_it_overrides_and_a_subject(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Set a hero aside (out of play)": the bracket says what the set-aside area is -------------


def test_listening_to_god_sets_a_hero_aside_out_of_play_for_three_turns() -> None:
    text = "Set a hero aside (our of play) for 3 turns.  Hero returns with abilities increased 6/6."
    aside, increase = parse_ability(text).effects
    assert isinstance(aside, SetAside)
    assert aside.target.types == ("Hero",)
    assert aside.target.owner is None  # a Hero of any player (REG: Targeting)
    assert aside.duration is not None
    assert (aside.duration.unit, aside.duration.count) == (DurationUnit.TURN, 3)
    assert isinstance(increase, Increase)
    assert increase.trigger == AtMoment(Moment.ON_RETURN)
    assert (increase.amount.strength.value, increase.amount.toughness.value) == (6, 6)


@pytest.mark.parametrize(
    "text",
    [
        "Set a hero aside (out of battle) for 3 turns.",
        "Set a hero aside (out of play for 3 turns.",
        "Discard a hero (out of play).",
        "Set aside (out of play) a hero.",
    ],
)
def test_only_set_aside_may_say_out_of_play_in_brackets(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- misprints of the pool, mended before the grammar reads the text --------------------------


def test_the_comma_after_or_goes_before_it() -> None:
    printed = "Land of Bondage to territory or, seach discard pile for a generic demon."
    assert normalize(printed).text == (
        "Land of Bondage to territory, or search discard pile for a generic demon."
    )


def test_worse_than_the_first_returns_demons_or_searches_the_discard_pile() -> None:
    text = (
        "Return up to seven of your generic demons in Tartaros, set-aside area, or Land of "
        "Bondage to territory or, seach discard pile for a generic demon."
    )
    back, search = parse_ability(text).effects
    assert isinstance(back, Place)
    assert (back.target.count.quantifier, back.target.count.number) == (Quantifier.UP_TO, 7)
    assert back.target.owner is Player.YOU
    assert back.target.identifiers == ("demon",)
    assert back.target.qualifiers == ("generic",)
    tartaros, aside, bondage = back.target.locations
    assert tartaros.zone is Zone.ON_CARD
    assert tartaros.card is not None
    assert tartaros.card.names == ("Tartaros",)
    assert (aside.zone, bondage.zone) == (Zone.SET_ASIDE, Zone.LAND_OF_BONDAGE)
    assert back.destination is not None
    assert back.destination.zone is Zone.TERRITORY
    # one or the other (REG: "or" between effects is a choice)
    assert isinstance(search, Search)
    assert search.link is Link.OR
    assert [place.zone for place in search.locations] == [Zone.DISCARD_PILE]
    assert search.target is not None
    assert search.target.identifiers == ("demon",)


# -- "cards there": in the place the effect before named -----------------------------------


def test_taking_egypts_wealth_takes_an_enhancement_from_the_hand_looked_at() -> None:
    text = "Look at opponent's hand and take one enhancement there into your hand."
    look, take = parse_ability(text).effects
    assert isinstance(look, Look)
    (hand,) = look.target.locations
    assert (hand.zone, hand.owner) == (Zone.HAND, Player.OPPONENT)
    assert isinstance(take, Take)
    assert take.target.types == ("Enhancement",)
    assert take.target.count.number == 1
    # "there": the opponent's hand just looked at, not the taker's own
    assert take.target.locations == (hand,)
    assert take.destination is not None
    assert (take.destination.zone, take.destination.owner) == (Zone.HAND, Player.YOU)


def test_the_plotting_pharisees_underdeck_from_the_hand_revealed_before() -> None:
    text = (
        "If blocking and you control another Pharisee, you may reveal hand and underdeck a "
        "good card there to reveal opponent's hand and underdeck a good card from that hand. "
        "Cannot be prevented by an O.T. card."
    )
    own_reveal, own_underdeck, reveal, underdeck = parse_ability(text).effects
    assert isinstance(own_reveal, Reveal)
    (own_hand,) = own_reveal.target.locations
    assert (own_hand.zone, own_hand.owner) == (Zone.HAND, None)  # the user's own
    assert isinstance(own_underdeck, Underdeck)
    assert own_underdeck.cost
    assert own_underdeck.target.locations == (own_hand,)
    assert isinstance(reveal, Reveal)
    assert reveal.link is Link.TO
    assert isinstance(underdeck, Underdeck)
    (that_hand,) = underdeck.target.locations
    assert (that_hand.zone, that_hand.owner) == (Zone.HAND, Player.THAT_PLAYER)


@pytest.mark.parametrize(
    "text",
    [
        "Take one enhancement there into your hand.",
        "Draw 1 and discard a card there.",
        "If a card there is discarded, draw 1.",
        "All cards there are negated.",
        "Look at opponent's hand and take one enhancement there there into your hand.",
    ],
)
def test_there_needs_a_place_named_before_it(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "put either": the one card of two a search found ---------------------------------------


def test_fortify_the_wall_puts_the_fortress_found_into_territory() -> None:
    text = (
        "Search your draw pile or discard pile for Wall of Protection or Jerusalem Tower and "
        "put either into your territory.  Fortress takes immediate effect."
    )
    search, put, _ = parse_ability(text).effects
    assert isinstance(search, Search)
    assert search.target is not None
    assert search.target.join is Join.OR
    assert [part.names for part in search.target.parts] == [
        ("Wall of Protection",),
        ("Jerusalem Tower",),
    ]
    assert isinstance(put, Place)
    assert put.target.ref is Ref.IT  # the card found, whichever of the two it is
    assert put.target.qualifiers == ()
    assert put.destination is not None
    assert (put.destination.zone, put.destination.owner) == (Zone.TERRITORY, Player.YOU)


@pytest.mark.parametrize(
    "text",
    [
        "Put either into your territory.",
        "Search your deck for a Hero and put either into your territory.",
        "Search your deck for Wall of Protection and Jerusalem Tower and put either into hand.",
        "Search your deck for up to 2 Heroes or Evil Characters and put either into your hand.",
        "Discard Wall of Protection or Jerusalem Tower and put either into your territory.",
    ],
)
def test_either_needs_a_search_for_one_of_two(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "wins a battle", "for each Hero here" ------------------------------------------------------


def test_tartaros_lets_a_demon_that_wins_a_battle_leave_it() -> None:
    text = (
        "If your demon is discarded or captured, you may hold it here instead. If your demon "
        "wins a battle, you may underdeck a demon from here."
    )
    hold, underdeck = parse_ability(text).effects
    assert isinstance(hold, Hold)
    assert isinstance(underdeck, Underdeck)
    assert underdeck.optional
    assert isinstance(underdeck.trigger, OnEvent)
    assert underdeck.trigger.event is Event.BATTLE_WON
    assert underdeck.trigger.subject is not None
    assert underdeck.trigger.subject.identifiers == ("demon",)
    assert underdeck.trigger.subject.owner is Player.YOU
    (here,) = underdeck.target.locations
    assert here.zone is Zone.ON_CARD
    assert here.card is not None
    assert here.card.ref is Ref.THIS_CARD


def test_demonic_stronghold_counts_the_heroes_held_on_it() -> None:
    text = (
        "If holder's demon captures a Hero, place that Hero here.  Holder's demons gain 1/1 "
        "for each Hero here."
    )
    _, increase = parse_ability(text).effects
    assert isinstance(increase, Increase)
    assert increase.target.owner is Player.HOLDER
    assert increase.target.identifiers == ("demon",)
    assert (increase.amount.strength.value, increase.amount.toughness.value) == (1, 1)
    assert increase.for_each is not None
    assert increase.for_each.types == ("Hero",)
    (here,) = increase.for_each.locations
    assert here.zone is Zone.ON_CARD
    assert here.card is not None
    assert here.card.ref is Ref.THIS_CARD


@pytest.mark.parametrize(
    "text",
    [
        "Holder's demons gain 1/1 for each Hero in play here.",
        "Holder's demons gain 1/1 for each here.",
        "If your demon wins a game, draw 1.",
        "If your demon wins a battle a battle, draw 1.",
    ],
)
def test_here_and_wins_a_battle_stay_in_their_places(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "the chosen brigade", "Add any number to hand" -------------------------------------------


def test_kindness_makes_the_hero_immune_to_the_brigade_chosen_in_upkeep() -> None:
    text = (
        "Place on your clay or gold Hero: During your upkeep, choose an evil brigade and each "
        "player must draw 1. Hero is immune to the chosen brigade this turn."
    )
    effects = parse_ability(text).effects
    choose = next(e for e in effects if isinstance(e, Select))
    assert choose.target is not None
    assert choose.target.types == ("brigade",)
    assert choose.target.alignment is Alignment.EVIL
    immune = next(e for e in effects if isinstance(e, Immune))
    assert immune.target.types == ("Hero",)
    # the brigade chosen before, as "the selected brigade" reads
    assert immune.source.types == ("brigade",)
    assert immune.source.qualifiers == ("selected",)
    assert immune.duration is not None
    assert immune.duration.unit is DurationUnit.TURN


def test_fearless_traveler_adds_any_number_of_the_cards_looked_at_to_hand() -> None:
    text = (
        "You may underdeck up to X cards from hand to look at an equal number of cards from "
        "top of deck. Add any number to hand, and topdeck and/or underdeck the rest. Cannot be "
        "interrupted."
    )
    _, look, take, topdeck, underdeck = parse_ability(text).effects
    assert isinstance(look, Look)
    assert look.link is Link.TO
    assert isinstance(take, Take)
    # any number of them: the cards looked at
    assert take.target.count.quantifier is Quantifier.ANY_NUMBER
    assert take.target.ref is Ref.THEM
    assert take.destination is not None
    assert take.destination.zone is Zone.HAND
    assert isinstance(topdeck, Topdeck)
    assert topdeck.target.ref is Ref.THE_REST
    assert isinstance(underdeck, Underdeck)
    assert underdeck.link is Link.AND_OR


@pytest.mark.parametrize(
    "text",
    [
        "Discard the chosen.",
        "Add any number to battle.",
        "Discard any number to hand.",
        "Add any number to hand to hand.",
    ],
)
def test_chosen_and_any_number_need_their_nouns_or_places(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "out of your draw pile", "all activated ... Artifacts" -------------------------------------


def test_creation_of_the_world_takes_genesis_heroes_out_of_the_draw_pile_into_battle() -> None:
    text = (
        "Take all Heroes having a Genesis reference out of your draw pile and band them into "
        "the Field of Battle."
    )
    take, band = parse_ability(text).effects
    assert isinstance(take, Take)
    assert take.target.count.quantifier is Quantifier.ALL
    assert take.target.types == ("Hero",)
    assert take.target.books == ("Genesis",)
    (pile,) = take.target.locations
    assert (pile.zone, pile.owner) == (Zone.DECK, Player.YOU)
    assert isinstance(band, Band)
    assert band.target.ref is Ref.THEM


def test_smashing_tablets_removes_the_active_tables_of_the_law() -> None:
    text = "Remove all activated Tables of the Law Artifact(s) from the game."
    (banish,) = parse_ability(text).effects
    assert isinstance(banish, Banish)
    assert banish.target.count.quantifier is Quantifier.ALL
    assert banish.target.names == ("Tables of the Law",)
    assert banish.target.types == ("Artifact",)
    # activated before the noun: the ones active now, not the last one activated
    assert banish.target.qualifiers == ("active",)


@pytest.mark.parametrize(
    "text",
    [
        "Take a Hero out of play.",
        "Take a Hero out of your.",
        "Take all Heroes out of your draw pile out of your deck.",
        "Discard an activated Banish.",
    ],
)
def test_out_of_and_activated_need_a_place_and_a_noun(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "During that round": the round named before ----------------------------------------------


def test_the_guiding_angel_lets_the_hero_taken_use_other_enhancements_for_that_round() -> None:
    text = (
        "Each upkeep, you may discard a Revelation card from hand to take an opponent's Hero to "
        "territory for one round. During that round, Hero may use Enhancements of a selected "
        "brigade. Cannot be interrupted."
    )
    _, take, use = parse_ability(text).effects
    assert isinstance(take, Take)
    assert take.duration is not None
    assert (take.duration.unit, take.duration.count) == (DurationUnit.ROUND, 1)
    assert isinstance(use, UseOtherEnhancements)
    assert use.optional
    assert use.actor is not None
    assert use.actor.card is not None
    assert use.actor.card.types == ("Hero",)
    # as long as the Hero is taken: that one round
    assert use.duration == take.duration
    assert use.enhancements is not None
    assert use.enhancements.qualifiers == ("selected_brigade",)


@pytest.mark.parametrize(
    "text",
    [
        "During that round round, draw 1.",
        "During that rounds, draw 1.",
        "During those round, draw 1.",
    ],
)
def test_during_that_round_is_one_round(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
