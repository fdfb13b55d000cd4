"""Wordings read (or refused) in the grammar's thirteenth coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from attrs import evolve

from redemption_rules.cards.model import Brigade
from redemption_rules.effects import Join, Player, Quantifier, Ref, Selector, Zone
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.kinds import Band, Discard, Place, Play, Prevent, Rule, Search, Take
from redemption_rules.effects.modifiers import CannotBeNegated
from redemption_rules.effects.targets import ALL
from redemption_rules.effects.timing import AtMoment, Moment
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

if TYPE_CHECKING:
    from redemption_rules import CardPool

# -- "May band to banding.": one bands to a card, never to an ability ------------------------


@pytest.mark.parametrize(
    "text",
    [
        "May band to banding.",
        "May band to banding abilities.",
        "May band to Isaiah or to banding.",
        "May band to banding and gain 2/2.",
        "Band into battle banding abilities.",
    ],
)
def test_banding_to_an_ability_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


def test_moses_the_servant_still_bands_to_a_wilderness_hero() -> None:
    text = (
        "You may take an O.T. green or white Enhancement from deck. May band to a wilderness "
        "Hero. Cannot be negated."
    )
    band = parse_ability(text).effects[1]
    assert isinstance(band, Band)
    assert band.optional
    assert band.target is not None
    assert band.target.types == ("Hero",)
    assert band.target.identifiers == ("Wilderness",)


def test_a_hero_with_banding_ability_is_still_a_card_to_band_to() -> None:
    (band,) = parse_ability("May band to a Hero with banding ability.").effects
    assert isinstance(band, Band)
    assert band.target is not None
    assert band.target.types == ("Hero",)
    assert band.target.abilities == ("band",)


def test_negate_all_banding_still_names_the_band_abilities() -> None:
    (negate,) = parse_ability("Negate all banding.").effects  # Sectarianism
    assert negate.target is not None  # type: ignore[attr-defined]
    assert negate.target.types == ("ability",)  # type: ignore[attr-defined]
    assert negate.target.abilities == ("band",)  # type: ignore[attr-defined]


# -- "up to 2 red or blue Heroes": one count over one noun of any brigade listed ------------


def _one_noun(target: Selector | None, *brigades: Brigade) -> Selector:
    """*target* is one noun (no parts) of any of *brigades*."""
    assert target is not None
    assert target.parts == ()
    assert target.join is None
    assert target.brigades == brigades
    return target


def test_up_to_two_red_or_blue_heroes_is_two_heroes_in_all() -> None:
    (discard,) = parse_ability("Discard up to 2 red or blue Heroes.").effects
    assert isinstance(discard, Discard)
    target = _one_noun(discard.target, Brigade.RED, Brigade.BLUE)
    assert target.types == ("Hero",)
    assert (target.count.quantifier, target.count.number) == (Quantifier.UP_TO, 2)


def test_balaam_searches_for_one_gray_or_pale_green_ot_curse() -> None:
    text = (
        "May use gray Enhancements. Search discard pile for a gray or pale green O.T. Curse.  "
        "Prevent special abilities on Enhancements.  Cannot be prevented."
    )
    search = parse_ability(text).effects[1]
    assert isinstance(search, Search)
    target = _one_noun(search.target, Brigade.GRAY, Brigade.PALE_GREEN)
    assert target.types == ("Curse",)
    assert target.identifiers == ("O.T.",)
    assert (target.count.quantifier, target.count.number) == (Quantifier.EXACTLY, 1)


def test_moses_the_servant_takes_an_ot_enhancement_green_or_white() -> None:
    text = (
        "You may take an O.T. green or white Enhancement from deck. May band to a wilderness "
        "Hero. Cannot be negated."
    )
    take = parse_ability(text).effects[0]
    assert isinstance(take, Take)
    # before, "an O.T. green" was a green O.T. card of any type
    target = _one_noun(take.target, Brigade.GREEN, Brigade.WHITE)
    assert target.types == ("Enhancement",)
    assert target.identifiers == ("O.T.",)
    assert [place.zone for place in target.locations] == [Zone.DECK]


def test_hellenistic_jews_plays_one_black_or_gray_enhancement() -> None:
    text = (
        "Each player must draw 1. If you control a Greek Evil Character, you may play a black "
        "or gray Enhancement."
    )
    play = parse_ability(text).effects[-1]
    assert isinstance(play, Play)
    target = _one_noun(play.target, Brigade.BLACK, Brigade.GRAY)
    assert target.types == ("Enhancement",)


def test_belt_of_truth_goes_on_one_of_your_clay_red_or_green_nt_heroes() -> None:
    text = (
        "Place on your clay, red or green N.T. Hero: Protect Hero from crimson and pale green. "
        "If Hero enters battle, look at top X cards of deck, take one to hand and underdeck the "
        "rest"
    )
    place = parse_ability(text).effects[0]
    assert isinstance(place, Place)
    assert place.target is not None
    assert place.target.ref is Ref.THIS_CARD
    assert place.destination is not None
    assert place.destination.zone is Zone.ON_CARD
    card = _one_noun(place.destination.card, Brigade.CLAY, Brigade.RED, Brigade.GREEN)
    assert card.owner is Player.YOU
    assert card.types == ("Hero",)
    assert card.identifiers == ("N.T.",)
    assert (card.count.quantifier, card.count.number) == (Quantifier.EXACTLY, 1)


def test_faithfulness_goes_on_your_clay_or_purple_hero() -> None:
    place = parse_ability("Place on your clay or purple Hero: Hero gains 1/1.").effects[0]
    assert isinstance(place, Place)
    assert place.destination is not None
    card = _one_noun(place.destination.card, Brigade.CLAY, Brigade.PURPLE)
    assert card.owner is Player.YOU
    assert card.types == ("Hero",)


def test_crimson_and_pale_green_stay_every_card_of_both() -> None:
    (discard,) = parse_ability("Discard red and blue Heroes.").effects
    assert isinstance(discard, Discard)
    assert discard.target is not None
    assert discard.target.join is Join.AND
    assert [part.brigades for part in discard.target.parts] == [(Brigade.RED,), (Brigade.BLUE,)]


def test_a_brigade_list_after_a_comma_item_stays_a_list_of_three() -> None:
    text = (  # The Tabernacle (Promo): a single-brigade Enhancement, a teal one or a white one
        "You may exchange a good card in hand with a single-brigade, teal or white Enhancement "
        "from discard pile or Reserve."
    )
    (exchange,) = parse_ability(text).effects
    other = exchange.other  # type: ignore[attr-defined]
    assert isinstance(other, Selector)
    assert other.join is Join.OR
    assert [part.qualifiers for part in other.parts] == [("single_brigade",), (), ()]
    assert [part.brigades for part in other.parts] == [(), (Brigade.TEAL,), (Brigade.WHITE,)]


def test_a_brigade_before_a_noun_with_its_own_count_stays_a_list() -> None:
    (discard,) = parse_ability("Discard a red Hero or a blue Enhancement.").effects
    assert isinstance(discard, Discard)
    assert discard.target is not None
    assert [part.types for part in discard.target.parts] == [("Hero",), ("Enhancement",)]
    assert discard.target.parts[1].count != ALL


# -- "Only a rescue attempt of 2 or more Heroes can be successful": rules text ----------------

EMPEROR_NERO = (
    "Character is immune to lone Heroes.  Only a rescue attempt of 2 or more Heroes can be "
    "successful.  Discard all Roman sites in play."
)


def test_emperor_nero_lets_only_two_or_more_heroes_rescue() -> None:
    rule = parse_ability(EMPEROR_NERO).effects[1]
    assert isinstance(rule, Rule)
    assert rule.rule == "rescue_needs"
    assert rule.target is not None
    assert rule.target.types == ("Hero",)
    assert (rule.target.count.quantifier, rule.target.count.number) == (Quantifier.AT_LEAST, 2)
    assert (rule.condition, rule.trigger, rule.optional) == (None, None, False)


def test_prince_of_this_world_reads_the_same_rule() -> None:
    text = (
        "Character is immune to lone Heroes.  Only a rescue attempt of 2 or more Heroes can be "
        "successful."
    )
    assert parse_ability(text).effects[1] == parse_ability(EMPEROR_NERO).effects[1]


def test_the_rescue_rule_is_not_carried_out_and_says_so(pool: CardPool) -> None:
    support = ability_support(pool.get("Emperor Nero"))
    assert support.readable
    assert not support.carried_out
    assert "rule 'rescue_needs'" in support.missing


@pytest.mark.parametrize(
    "text",
    [
        "Only a rescue attempt of 1 or more Heroes can be successful.",
        "Only a rescue attempt of 2 Heroes can be successful.",
        "Only a rescue attempt of 2 or more Evil Characters can be successful.",
        "Only a rescue attempt of 2 or more Heroes in battle can be successful.",
        "Only a rescue attempt of banding can be successful.",
        "Only a rescue attempt of 2 or more Heroes can be successful in battle.",
        "Only a rescue attempt of 2 or more Heroes Heroes can be successful.",
    ],
)
def test_rescue_rules_that_count_no_heroes_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "The words interrupt, prevent and negate on all character cards are prevented" -------

HOLY_OF_HOLIES = "The words interrupt, prevent and negate on all character cards are prevented."


def test_holy_of_holies_prevents_three_kinds_of_ability_on_characters() -> None:
    (prevent,) = parse_ability(HOLY_OF_HOLIES).effects
    assert isinstance(prevent, Prevent)
    target = prevent.target
    assert target is not None
    assert target.types == ("ability",)
    assert target.abilities == ("interrupt", "prevent", "negate")
    assert target.count == ALL
    (place,) = target.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.types == ("character",)
    assert place.card.count == ALL


def test_the_words_read_as_the_abilities_named_by_kind() -> None:
    plain = "Interrupt, prevent and negate abilities on all character cards are prevented."
    assert parse_ability(HOLY_OF_HOLIES).effects == tuple(
        evolve(effect, span=parse_ability(HOLY_OF_HOLIES).effects[0].span)
        for effect in parse_ability(plain).effects
    )


def test_holy_of_holies_du_keeps_its_own_shield() -> None:
    ability = parse_ability(f"{HOLY_OF_HOLIES}  This card cannot be negated.")
    assert isinstance(ability.effects[0], Prevent)
    (shield,) = ability.modifiers
    assert isinstance(shield, CannotBeNegated)


@pytest.mark.parametrize(
    "text",
    [
        # Priestly Breastplate: a list of places after "on" is not read yet
        "The words ignore and repel on all character cards and enhancement cards are prevented.",
        "The words interrupt on all character cards are negated.",
        "The words banana on all character cards are prevented.",
        "The words interrupt on all character cards character cards are prevented.",
        "The words interrupt are prevented.",
    ],
)
def test_the_words_near_misses_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Discard this card after one block": once the card has blocked -------------------------

SABBATH_BREAKER = (
    "If using this character to block, draw three cards.  Discard this card after one block."
)


def test_sabbath_breaker_is_discarded_after_one_block() -> None:
    discard = parse_ability(SABBATH_BREAKER).effects[-1]
    assert isinstance(discard, Discard)
    assert discard.target is not None
    assert discard.target.ref is Ref.THIS_CARD
    assert discard.trigger == AtMoment(Moment.AFTER_BLOCKS, number=1)
    assert (discard.condition, discard.optional) == (None, False)


def test_king_zimri_discards_itself_after_one_block(pool: CardPool) -> None:
    card = pool.get("King Zimri")
    discard = card_abilities(card).ability.effects[-1]  # type: ignore[union-attr]
    assert isinstance(discard, Discard)
    assert discard.target is not None
    assert discard.target.ref is Ref.SELF
    assert discard.trigger == AtMoment(Moment.AFTER_BLOCKS, number=1)
    support = ability_support(card)
    assert not support.carried_out
    assert "moment 'after_blocks'" in support.missing


def test_two_blocks_count_two() -> None:
    (discard,) = parse_ability("Discard this card after two blocks.").effects
    assert discard.trigger == AtMoment(Moment.AFTER_BLOCKS, number=2)


@pytest.mark.parametrize(
    "text",
    [
        "Discard this card after X blocks.",
        "Discard this card after up to one block.",
        "Discard this card after one block block.",
        "Discard this card after block.",
    ],
)
def test_blocks_not_counted_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "If this causes the rescuer to lose access, rescue attempt fails": rules text ----------

LAND_MADE_WASTE = (
    "Each opponent must discard one unoccupied site.  If this causes the rescuer to lose "
    "access, rescue attempt fails."
)


def test_land_made_waste_fails_the_rescue_if_the_discard_takes_access() -> None:
    discard, rule = parse_ability(LAND_MADE_WASTE).effects
    assert isinstance(discard, Discard)
    assert discard.actor is not None
    assert discard.actor.player is Player.EACH_OPPONENT
    assert discard.target is not None
    assert discard.target.types == ("Site",)
    assert discard.target.qualifiers == ("unoccupied",)
    assert isinstance(rule, Rule)
    assert rule.rule == "lost_access_fails"
    assert (rule.target, rule.condition, rule.trigger) == (None, None, None)


def test_mask_of_vanity_reads_the_same_rule(pool: CardPool) -> None:
    card = pool.get("Mask of Vanity")
    ability = card_abilities(card).ability
    assert ability is not None
    assert ability.effects[-1] == parse_ability(LAND_MADE_WASTE).effects[-1]
    support = ability_support(card)
    assert not support.carried_out
    assert "rule 'lost_access_fails'" in support.missing


@pytest.mark.parametrize(
    "text",
    [
        "If this causes the rescuer to lose access, rescue attempt fails.",
        "Draw a card.  If this causes the rescuer to lose access, rescue attempt fails.",
        "Discard a site.  If this causes the blocker to lose access, rescue attempt fails.",
        "Discard a site.  If this causes the rescuer to lose access, draw a card.",
    ],
)
def test_lost_access_with_no_discard_before_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
