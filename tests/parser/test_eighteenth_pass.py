"""Wordings read (or refused) in the grammar's eighteenth coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.scenarios.conftest import full_pool

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Player, Quantifier, Ref, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import (
    Band,
    Banish,
    Convert,
    Decrease,
    Discard,
    Exchange,
    Ignore,
    Increase,
    Place,
    Prevent,
    Protect,
    Select,
    SetAside,
    Take,
    UseOtherEnhancements,
)
from redemption_rules.effects.targets import Join
from redemption_rules.effects.timing import DurationUnit
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "Goliath's Brother (Lahmi)": a card called by its kin ---------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Discard Goliath's Brother.",  # Elhanan (Wa)
        "Discard Goliath's Brother (Lahmi).",  # Elhanan (Ki)
    ],
)
def test_goliaths_brother_is_lahmi(text: str) -> None:
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.target.names == ("Lahmi",)
    assert discard.target.count.number == 1


@pytest.mark.parametrize(
    "text",
    [
        # a title in brackets that is not the card called by its kin
        "Discard Goliath's Brother (Goliath).",
        # a title in brackets after a possessive title that names no one else
        "Discard Solomon's Temple (Lahmi).",
        # kin the table does not know
        "Discard Goliath's Sister.",
    ],
)
def test_a_bracket_after_a_possessive_name_must_be_its_title(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "that include Paul in the card title" -------------------------------------------------


def test_enhancements_that_include_a_name_in_the_card_title() -> None:
    # Epaphroditus
    text = "May use any enhancements that include Paul in the card title."
    (use,) = parse_ability(text).effects
    assert isinstance(use, UseOtherEnhancements)
    assert use.optional
    assert use.enhancements.types == ("Enhancement",)
    assert use.enhancements.text == "Paul"
    assert use.enhancements.text_in == ""  # the title
    assert use.enhancements.count.quantifier is Quantifier.ALL


def test_with_a_name_in_the_card_title_reads_as_in_the_title() -> None:
    card_title = parse_ability("Discard a Hero with Paul in the card title.").effects[0]
    title = parse_ability("Discard a Hero with Paul in the title.").effects[0]
    assert isinstance(card_title, Discard)
    assert isinstance(title, Discard)
    assert card_title.target == title.target


def test_words_in_a_reference_after_that_include_stay_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("May use any enhancements that include Paul in the title or reference.")


# -- ", except on Heroes": the place of the exception, set off by a comma ----------------------


def test_except_on_after_a_comma_reads_as_the_bracket() -> None:
    # Lost Soul Luke 15:15-16 (Pigs)
    (prevent,) = parse_ability("Prevent all draw abilities, except on Heroes.").effects
    (bracketed,) = parse_ability("Prevent all draw abilities (except on Heroes).").effects
    assert isinstance(prevent, Prevent)
    assert prevent.target == bracketed.target
    assert prevent.target.abilities == ("draw",)
    (exception,) = prevent.target.exceptions
    (place,) = exception.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.types == ("Hero",)


# -- "Set-aside Saul/Paul for two turns": the verb with a hyphen ----------------------------


def test_set_aside_with_a_hyphen_is_the_verb_before_a_title_and_a_span() -> None:
    # Blinding Light (Ap)
    (set_aside,) = parse_ability("Set-aside Saul/Paul for two turns.").effects
    assert isinstance(set_aside, SetAside)
    assert set_aside.target.names == ("Saul/Paul",)
    assert set_aside.duration is not None
    assert (set_aside.duration.unit, set_aside.duration.count) == (DurationUnit.TURN, 2)
    assert set_aside == parse_ability("Set aside Saul/Paul for two turns.").effects[0]


@pytest.mark.parametrize(
    "text",
    [
        # the adjective, as before
        "Set-aside enhancements work in this Fortress.",
        # no span after the title: not the verb
        "Set-aside Saul/Paul.",
    ],
)
def test_set_aside_with_a_hyphen_stays_an_adjective_elsewhere(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "(except by a Hero with strength 6 or less)": the rescuer's numbers ----------------------


@pytest.mark.parametrize(
    "text",
    [
        # Lost Soul "6/*" [Deuteronomy 32:15], a comma before the bracket
        "Protect this Lost Soul from rescue, (except by a Hero with strength 6 or less).",
        "Protect this Lost Soul from rescue (except by a Hero with strength 6 or less).",
    ],
)
def test_except_by_a_hero_with_strength_six_or_less(text: str) -> None:
    (protect,) = parse_ability(text).effects
    assert isinstance(protect, Protect)
    assert protect.target.types == ("Lost Soul",)
    assert protect.target.ref is Ref.THIS_CARD
    source = protect.source
    assert source is not None
    assert source.abilities == ("rescue",)
    (rescuer,) = source.exceptions
    assert rescuer.types == ("Hero",)
    assert rescuer.stats is not None
    assert (rescuer.stats.strength, rescuer.stats.toughness) == (6, None)
    assert rescuer.stats.quantifier is Quantifier.AT_MOST


def test_a_comma_before_a_plain_except_by_bracket_reads_as_without_it() -> None:
    with_comma = parse_ability("Protect this Lost Soul from rescue, (except by a lone Hero).")
    without = parse_ability("Protect this Lost Soul from rescue (except by a lone Hero).")
    assert with_comma.effects[0] == evolve(without.effects[0], span=with_comma.effects[0].span)


# -- "that was banished by an opponent", "being treated as a Lost Soul or ...": refused states --


def test_a_card_banished_by_an_opponent_is_a_state_the_engine_refuses() -> None:
    # Covenant of Prayer (RoJ)
    text = (
        "You may banish this card to add to hand your card that was banished by an opponent "
        "or a card from Reserve."
    )
    banish, take = parse_ability(text).effects
    assert isinstance(banish, Banish)
    assert banish.cost
    assert isinstance(take, Take)
    mine, reserved = take.target.parts
    assert (mine.owner, mine.types, mine.qualifiers) == (
        Player.YOU,
        ("card",),
        ("banished_by_opponent",),
    )
    assert reserved.locations[0].zone is Zone.RESERVE
    assert take.target.join is Join.OR
    support = ability_support(full_pool().get("Covenant of Prayer (RoJ)"))
    assert support.readable
    assert "qualifier 'banished_by_opponent'" in support.missing


def test_a_card_banished_by_an_opponent_from_banish_pile() -> None:
    # Renewing the Vow [RR2], its Artifact section
    text = "/ A: Take a card that was banished by an opponent from banish pile."
    (take,) = parse_ability(text).effects
    assert isinstance(take, Take)
    assert take.target.qualifiers == ("banished_by_opponent",)
    assert take.target.locations[0].zone is Zone.BANISH_PILE


def test_a_hero_treated_as_a_lost_soul_or_evil_character() -> None:
    # the GE Redemption (Pi)
    text = (
        "Convert any Hero being treated as a Lost Soul or as an Evil Character to a Hero and "
        "place it in your territory."
    )
    convert, place = parse_ability(text).effects
    assert isinstance(convert, Convert)
    assert convert.target.types == ("Hero",)
    assert convert.target.qualifiers == ("treated_as_soul_or_character",)
    assert isinstance(place, Place)
    support = ability_support(full_pool().get("Redemption (Pi)"))
    assert support.missing == ("qualifier 'treated_as_soul_or_character'",)


@pytest.mark.parametrize(
    "text",
    [
        # banished by whom is not said, or by a player not named here
        "Take a card that was banished from banish pile.",
        "Take a card that was banished by you from banish pile.",
        # one identity alone is not the phrase read
        "Convert any Hero being treated as a Lost Soul to a Hero.",
    ],
)
def test_near_misses_of_the_refused_states_stay_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "non-Roman", "non-royal", "non-Prophet": without that identifier ---------------------------


def test_non_roman_evil_characters_to_band_to() -> None:
    # Revolt
    text = "Evil Character may band to any number of non-Roman Evil Characters."
    (band,) = parse_ability(text).effects
    assert isinstance(band, Band)
    assert band.target.types == ("Evil Character",)
    assert band.target.qualifiers == ("non_roman",)
    assert band.target.count.quantifier is Quantifier.ANY_NUMBER


def test_a_non_royal_human_and_a_non_prophet_are_refused_by_the_engine() -> None:
    text = (
        "You may exchange Jehu with a non-royal human in territory to discard an evil royal human."
    )
    exchange, _ = parse_ability(text).effects
    assert isinstance(exchange, Exchange)
    assert exchange.other is not None
    assert (exchange.other.identifiers, exchange.other.qualifiers) == (("human",), ("non_royal",))
    (ignore,) = parse_ability("Evil Character repels any non-Prophet.").effects
    assert isinstance(ignore, Ignore)
    assert ignore.ignored.qualifiers == ("non_prophet",)
    pool = full_pool()
    assert "qualifier 'non_royal'" in ability_support(pool.get("King Jehu (FoM)")).missing
    assert ability_support(pool.get("False Prophesy")).missing == ("qualifier 'non_prophet'",)


def test_other_non_words_stay_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Evil Character repels any non-Persian.")


# -- "select and discard": the player who discards picks which ------------------------------


def test_select_and_discard_is_a_discard_its_player_carries_out() -> None:
    # Yoke of Iron
    text = (
        "Opponent must select and discard two of his enhancements currently in the Field of Battle."
    )
    (discard,) = parse_ability(text).effects
    plain = parse_ability(text.replace("select and discard", "discard")).effects[0]
    assert isinstance(discard, Discard)
    assert discard == evolve(plain, span=discard.span)
    assert discard.actor is not None
    assert discard.actor.player is Player.OPPONENT
    assert discard.target.count.number == 2
    assert discard.target.owner is Player.THAT_PLAYER
    assert discard.target.locations[0].zone is Zone.BATTLE


def test_select_and_another_verb_stays_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Opponent must select and banish two of his enhancements in battle.")


# -- ", except this one, to player's hand": this card left out -----------------------------


def test_except_this_one_between_commas_before_where_the_card_goes() -> None:
    # Narrow Escape (Ap)
    text = "Return one good enhancement, except this one, to player's hand."
    (bounce,) = parse_ability(text).effects
    plain = parse_ability("Return one good enhancement except this one to player's hand.")
    assert bounce == evolve(plain.effects[0], span=bounce.span)
    assert bounce.target.types == ("Enhancement",)
    (exception,) = bounce.target.exceptions
    assert exception.ref is Ref.THIS_CARD


def test_except_this_one_between_commas_before_a_predicate_stays_refused() -> None:
    # Abraham's Servant to Ur: the abilities are on characters and on enhancements; the
    # enhancements are no second thing negated
    with pytest.raises(AbilityParseError):
        parse_ability(
            "All special abilities except banding on characters and enhancements, except this "
            "one, are negated."
        )


# -- "Add 1/1 to any good human prophet": an increase --------------------------------------


def test_add_numbers_to_a_card_is_an_increase() -> None:
    # Messenger Angel, its first sentence
    text = "Add 1/1 to any good human prophet in play or set-aside area."
    (increase,) = parse_ability(text).effects
    assert isinstance(increase, Increase)
    assert (increase.amount.strength.value, increase.amount.toughness.value) == (1, 1)
    assert increase.target.identifiers == ("human", "prophet")
    assert increase.target.alignment is Alignment.GOOD
    assert increase.target.count.number == 1
    assert [place.zone for place in increase.target.locations] == [Zone.PLAY, Zone.SET_ASIDE]
    same = parse_ability("Increase any good human prophet in play or set-aside area by 1/1.")
    assert increase == evolve(same.effects[0], span=increase.span)


def test_add_numbers_without_a_card_stays_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Add 1/1.")


# -- "Select two N.T. Heroes to decrease 4/4 this turn": the cards selected -------------------


def test_select_heroes_to_decrease_them() -> None:
    # Beaten, its first sentence
    text = "Select two N.T. Heroes to decrease 4/4 this turn."
    select, decrease = parse_ability(text).effects
    assert isinstance(select, Select)
    assert select.target.count.number == 2
    assert select.target.identifiers == ("N.T.",)
    assert isinstance(decrease, Decrease)
    assert decrease.target.ref is Ref.THEM
    assert (decrease.amount.strength.value, decrease.amount.toughness.value) == (4, 4)
    assert decrease.duration is not None
    assert (decrease.duration.unit, decrease.duration.count) == (DurationUnit.TURN, 1)
    # the same as the increase read before
    increased = parse_ability(text.replace("decrease", "increase")).effects[1]
    assert isinstance(increased, Increase)
    assert increased.target == decrease.target


@pytest.mark.parametrize(
    "text",
    [
        # no cards named before: which cards decrease is not said
        "Decrease 2/2.",
        "Draw 1 and decrease 2/2.",
    ],
)
def test_a_decrease_with_no_cards_before_it_stays_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Joshua's strength (*/) is reduced by 5": a decrease of his strength ----------------------


def test_a_named_cards_strength_reduced_by_a_number() -> None:
    # the Evil Character Achan (Pa)
    text = "Joshua's strength (*/) is reduced by 5 while Achan remains in play."
    (decrease,) = parse_ability(text).effects
    assert isinstance(decrease, Decrease)
    assert decrease.target.names == ("Joshua",)
    assert (decrease.amount.strength.value, decrease.amount.toughness.value) == (5, 0)
    assert decrease.duration is not None
    assert decrease.duration.unit is DurationUnit.WHILE
    assert decrease.duration.until is not None


@pytest.mark.parametrize(
    "text",
    [
        # toughness is not the wording read
        "Joshua's toughness is reduced by 5.",
        # reduced to a number is a setting, not a decrease
        "Joshua's strength is reduced to 5.",
    ],
)
def test_other_reductions_of_numbers_stay_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "bearing his name in the card title": the name of the card that uses them -----------------


def test_bearing_his_name_is_the_name_of_the_card_that_uses_them() -> None:
    # the Heroes David (Green) (Wa) and David (Red) (Wa)
    text = "David may use any enhancement bearing his name in the card title."
    (use,) = parse_ability(text).effects
    assert isinstance(use, UseOtherEnhancements)
    assert use.actor is not None
    assert use.actor.card is not None
    assert use.actor.card.names == ("David",)
    assert use.enhancements is not None
    assert use.enhancements.text == "David"
    same = parse_ability("David may use any enhancement with David in the title.").effects[0]
    assert use == evolve(same, span=use.span)


@pytest.mark.parametrize(
    "text",
    [
        # David (Green) (Ki): the Scripture verse is no card field
        "David may use any enhancement bearing his name in the title or Scripture verse.",
        # no card named says whose name
        "May use any enhancement bearing his name in the card title.",
        "Discard any enhancement bearing his name in the card title.",
        "David and Saul may use any enhancement bearing his name in the card title.",
    ],
)
def test_his_name_without_one_named_user_stays_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
