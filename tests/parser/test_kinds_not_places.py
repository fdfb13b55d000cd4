"""Phrases after "from", "of" or "in" that say what kind a card is, not a card it is on."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from redemption_rules.cards.model import Alignment, Brigade, Stat
from redemption_rules.effects import Count, Player, Quantifier, Ref, Selector, Zone
from redemption_rules.effects.kinds import (
    Band,
    Convert,
    Discard,
    Heal,
    Negate,
    Numbers,
    Protect,
    SetNumbers,
    UseOtherEnhancements,
)
from redemption_rules.parser import card_ability, parse_ability

if TYPE_CHECKING:
    from redemption_rules import CardPool


def _no_card_places(selector: Selector) -> None:
    assert all(place.zone is not Zone.ON_CARD for place in selector.locations)


def test_hero_from_the_blue_brigade_is_a_blue_hero() -> None:
    (heal,) = parse_ability("Heal any Hero from the Blue Brigade that is being discarded.").effects
    assert isinstance(heal, Heal)
    assert heal.target.types == ("Hero",)
    assert heal.target.brigades == (Brigade.BLUE,)
    assert heal.target.qualifiers == ("being_discarded",)
    assert heal.target.locations == ()


def test_evil_character_from_the_gold_brigade_may_join_the_battle() -> None:
    (band,) = parse_ability(
        "A second Evil Character from the Gold Brigade may join the Battle."
    ).effects
    assert isinstance(band, Band)
    assert band.actor is not None
    card = band.actor.card
    assert card is not None
    assert card.types == ("Evil Character",)
    assert card.brigades == (Brigade.GOLD,)
    assert card.qualifiers == ("second",)
    _no_card_places(card)


def test_male_hero_from_the_new_testament_is_an_nt_hero() -> None:
    (band,) = parse_ability(
        "Claudia may band with any male Hero from the New Testament each turn."
    ).effects
    assert isinstance(band, Band)
    assert band.target.types == ("Hero",)
    assert set(band.target.identifiers) == {"male", "N.T."}
    assert band.target.locations == ()


def test_priests_from_the_house_of_ithamar_are_of_that_house() -> None:
    discard = parse_ability(
        "Discard all priests from the House of Ithamar in play and set aside areas.  "
        "Cannot be negated."
    ).effects[0]
    assert isinstance(discard, Discard)
    target = discard.target
    assert target.count == Count(Quantifier.ALL)
    assert set(target.identifiers) == {"priest", "house of Ithamar"}
    assert [place.zone for place in target.locations] == [Zone.PLAY, Zone.SET_ASIDE]


def test_enhancements_of_a_selected_brigade() -> None:
    (use,) = parse_ability("May use evil Enhancements of a selected brigade.").effects
    assert isinstance(use, UseOtherEnhancements)
    assert use.enhancements.alignment is Alignment.EVIL
    assert use.enhancements.types == ("Enhancement",)
    assert use.enhancements.qualifiers == ("selected_brigade",)
    _no_card_places(use.enhancements)


def test_evil_characters_of_selected_brigades() -> None:
    negate = parse_ability(
        "Place on your clay, red or white N.T. Hero: Protect Hero from brown and gray. If Hero "
        "enters battle, select X evil brigades. Negate Evil Characters of selected brigades."
    ).effects[-1]
    assert isinstance(negate, Negate)
    assert negate.target.types == ("Evil Character",)
    assert negate.target.qualifiers == ("selected_brigade",)
    _no_card_places(negate.target)


def test_card_of_each_evil_brigade() -> None:
    shuffle = parse_ability(
        "If used by a prophet, interrupt the battle and shuffle a card of each evil brigade "
        "in play."
    ).effects[1]
    target = shuffle.target  # type: ignore[attr-defined]
    assert isinstance(target, Selector)
    assert target.types == ("card",)
    assert target.qualifiers == ("each_evil_brigade",)
    assert [place.zone for place in target.locations] == [Zone.PLAY]


def test_enhancements_from_any_good_brigade() -> None:
    (use,) = parse_ability(
        "Selected Hero may use enhancement cards from any good brigade until end of current battle."
    ).effects
    assert isinstance(use, UseOtherEnhancements)
    assert use.enhancements.types == ("Enhancement",)
    # every brigade of that alignment (REG: Use Other Enhancements)
    assert use.enhancements.alignment is Alignment.GOOD
    assert use.enhancements.qualifiers == ()
    _no_card_places(use.enhancements)


def test_demon_from_another_brigade() -> None:
    gains = parse_ability(
        "Set a demon aside for 3 turns.  Demon gains the ability 'May band with a demon from "
        "another brigade.'"
    ).effects[1]
    (band,) = gains.ability.effects  # type: ignore[attr-defined]
    assert isinstance(band, Band)
    assert band.target.identifiers == ("demon",)
    assert band.target.qualifiers == ("other_brigade",)
    _no_card_places(band.target)


def test_convert_to_a_hero_in_the_brigade_of_your_choice() -> None:
    (convert,) = parse_ability(
        "Once per round, you may convert an Evil Character in a territory to a Hero in a "
        "brigade of your choice"
    ).effects
    assert isinstance(convert, Convert)
    assert convert.into is not None
    assert convert.into.types == ("Hero",)
    assert convert.into.qualifiers == ("chosen_brigade",)
    assert convert.into.locations == ()


def test_convert_to_a_hero_in_any_brigade() -> None:
    convert = parse_ability(
        "If used by a male Hero, interrupt the battle and capture a human Evil Character "
        "Character. Opponent may convert it to a Hero in any brigade instead."
    ).effects[-1]
    assert isinstance(convert, Convert)
    assert convert.into is not None
    assert convert.into.types == ("Hero",)
    assert convert.into.qualifiers == ("any_brigade",)
    assert convert.into.locations == ()


def test_hero_of_a_different_brigade() -> None:
    capture = parse_ability(
        "Search opponent's discard pile for a Hero and remove it from the game to capture a "
        "Hero of a different brigade.  Place it in opponent's Land of Bondage."
    ).effects[2]
    target = capture.target  # type: ignore[attr-defined]
    assert isinstance(target, Selector)
    assert target.types == ("Hero",)
    assert target.qualifiers == ("different_brigade",)
    assert target.locations == ()


def test_heroes_in_potters_field_are_in_that_fortress() -> None:
    # Potter's Field is a Fortress: its Heroes are held in it, a place on a card
    ret = parse_ability(
        "Return all Heroes in your Potter's Field to the field of play.  This ability cannot "
        "be negated."
    ).effects[0]
    target = ret.target  # type: ignore[attr-defined]
    assert isinstance(target, Selector)
    (place,) = target.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.names == ("Potter's Field",)


def test_evil_card_placed_on_a_hero_is_on_that_hero() -> None:
    discard = parse_ability(
        "Search deck for a good Enhancement, or discard an evil card placed on a Hero."
    ).effects[1]
    assert isinstance(discard, Discard)
    assert discard.target.alignment is Alignment.EVIL
    (place,) = discard.target.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.types == ("Hero",)


def _card_numbers(pool: CardPool, name: str) -> SetNumbers:
    (effect,) = card_ability(pool.get(name)).effects
    assert isinstance(effect, SetNumbers)
    return effect


def test_epaphras_sets_its_own_abilities(pool: CardPool) -> None:
    # "Hero's abilities are 5/7 if Paul is in the field of battle." on a Hero: this Hero
    effect = _card_numbers(pool, "Epaphras")
    assert effect.target == Selector(ref=Ref.THIS_CARD)
    assert effect.amount == Numbers(Stat(5), Stat(7))
    assert effect.stats == ("strength", "toughness")


def test_angel_with_the_secret_name_counts_silver_heroes_for_itself(pool: CardPool) -> None:
    effect = _card_numbers(pool, "Angel with the Secret Name (Wa)")
    assert effect.target == Selector(ref=Ref.THIS_CARD)
    assert effect.count_of is not None
    assert effect.count_of.types == ("Hero",)
    assert effect.count_of.brigades == (Brigade.SILVER,)
    assert [place.zone for place in effect.count_of.locations] == [Zone.PLAY]


def test_silly_women_counts_evil_characters_for_itself(pool: CardPool) -> None:
    effect = _card_numbers(pool, "Silly Women")
    assert effect.target == Selector(ref=Ref.THIS_CARD)
    assert effect.count_of is not None
    assert effect.count_of.types == ("Evil Character",)


def test_heros_abilities_in_text_alone_name_a_hero() -> None:
    # without the card the text is on, "Hero's" is a Hero, not this card
    (effect,) = parse_ability("Hero's abilities are 5/7 if Paul is in the field of battle.").effects
    assert isinstance(effect, SetNumbers)
    assert effect.target.types == ("Hero",)
    assert effect.target.ref is None


def test_placed_on_a_black_brigade_demon_is_on_that_demon() -> None:
    # a brigade with a kind of character after it is a card, not a kind alone
    (place,) = parse_ability("Place this card on a black brigade demon.").effects
    destination = place.destination  # type: ignore[attr-defined]
    assert destination.zone is Zone.ON_CARD
    assert destination.card.brigades == (Brigade.BLACK,)
    assert destination.card.identifiers == ("demon",)


def test_enhancements_from_numbers_are_from_that_book() -> None:
    (shield,) = parse_ability(
        "You may banish an idol or Curse. Enhancements from Numbers used by this Hero cannot be "
        "negated."
    ).modifiers
    cards = shield.cards  # type: ignore[attr-defined]
    assert isinstance(cards, Selector)
    assert cards.types == ("Enhancement",)
    assert cards.books == ("Numbers",)
    assert cards.locations == ()
    assert cards.used_by == Selector(types=("Hero",), ref=Ref.THIS_CARD)


@pytest.mark.parametrize(
    "text",
    [
        "Place in territory: Protect Lost Souls from evil cards and Heroes from convert abilities.",
        (
            "You may reveal a good Dominant from hand to protect Lost Souls from evil cards and "
            "disciples from harm this turn."
        ),
        (
            "You may reserve your Hero to protect this card from O.T. Heroes and O.T. Lost Souls "
            "from rescue."
        ),
    ],
)
def test_two_protections_in_one_list_are_two_protections(text: str) -> None:
    # each part is protected from its own source: two protections, not the first source
    # read as a place the cards lie on
    protects = [effect for effect in parse_ability(text).effects if isinstance(effect, Protect)]
    assert len(protects) == 2
    assert all(protect.source is not None for protect in protects)
    assert all(not protect.target.locations for protect in protects)


def test_a_hero_from_your_potters_field_is_held_in_it() -> None:
    select = parse_ability(
        "Select one Hero from your Potter's Field and place in your territory, hand, or battle."
    ).effects[0]
    target = select.target  # type: ignore[attr-defined]
    assert target.types == ("Hero",)
    (place,) = target.locations
    assert place.zone is Zone.ON_CARD
    assert place.card == Selector(owner=Player.YOU, names=("Potter's Field",))
