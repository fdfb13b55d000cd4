"""Wordings read in the grammar's eleventh coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Quantifier, StatLimit, Zone
from redemption_rules.effects.kinds import Discard, Heal, Place, Protect, Search
from redemption_rules.effects.timing import DurationUnit
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "an enhancement worth 3/3 or less": its numbers, as "of 3/3 or less" (Lost Coin Found)

LOST_COIN_FOUND = "Holder may search discard pile for any good enhancement worth 3/3 or less."


def test_lost_coin_found_searches_for_a_good_enhancement_worth_3_3_or_less() -> None:
    (search,) = parse_ability(LOST_COIN_FOUND).effects
    assert isinstance(search, Search)
    assert search.optional
    assert [location.zone for location in search.locations] == [Zone.DISCARD_PILE]
    assert search.destination is None
    target = search.target
    assert target is not None
    assert (target.alignment, target.types) == (Alignment.GOOD, ("Enhancement",))
    assert target.count.quantifier is Quantifier.EXACTLY
    assert target.count.number == 1
    assert target.stats == StatLimit(strength=3, toughness=3, quantifier=Quantifier.AT_MOST)


def test_worth_with_a_bound_reads_as_of_with_that_bound() -> None:
    worth = parse_ability(LOST_COIN_FOUND).effects[0]
    of = parse_ability(LOST_COIN_FOUND.replace("worth", "of")).effects[0]
    assert isinstance(worth, Search)
    assert isinstance(of, Search)
    assert worth.target == of.target
    (more,) = parse_ability(LOST_COIN_FOUND.replace("or less", "or more")).effects
    assert isinstance(more, Search)
    assert more.target is not None
    assert more.target.stats == StatLimit(strength=3, toughness=3, quantifier=Quantifier.AT_LEAST)


@pytest.mark.parametrize(
    "text",
    [
        # no bound: "worth 3/3" after a card is not a description of it
        "Holder may search discard pile for any good enhancement worth 3/3.",
        # a description cannot stand as a sentence
        "Good enhancement worth 3/3 or less.",
        # "worth" with no numbers after it
        "Holder may search discard pile for any good enhancement worth less.",
    ],
)
def test_worth_without_numbers_and_a_bound_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


def test_the_predicate_worth_still_reads_as_set_numbers() -> None:
    (effect,) = parse_ability("All good enhancements are worth 3/3.").effects
    assert effect.kind == "set_numbers"


# -- "is healed and protected from harm": one "is" for both (Royal Protection)

ROYAL_PROTECTION = (
    "Place this enhancement on any good King not in battle.  The King is healed and protected"
    " from harm.  Discard Royal Protection when King enters battle."
)


def test_royal_protection_heals_the_king_and_protects_him_from_harm() -> None:
    place, heal, protect, discard = parse_ability(ROYAL_PROTECTION).effects
    assert isinstance(place, Place)
    assert isinstance(heal, Heal)
    assert isinstance(protect, Protect)
    assert isinstance(discard, Discard)
    for effect in (heal, protect):
        assert effect.target.identifiers == ("king",)
        assert effect.target.count.quantifier is Quantifier.EXACTLY
        assert (effect.condition, effect.trigger, effect.duration) == (None, None, None)
    assert protect.source is not None
    assert protect.source.abilities == ("harm",)
    assert discard.target.names == ("Royal Protection",)


def test_a_shared_is_reads_as_the_is_said_twice() -> None:
    shared = parse_ability("The King is healed and protected from harm.").effects
    twice = parse_ability("The King is healed and is protected from harm.").effects
    assert [type(effect) for effect in shared] == [Heal, Protect]
    assert [
        (effect.target, getattr(effect, "source", None), effect.duration) for effect in shared
    ] == [(effect.target, getattr(effect, "source", None), effect.duration) for effect in twice]


@pytest.mark.parametrize(
    "text",
    [
        # "and protected" after a verb that is not a participle: no "is" to share
        "Hero gains 2/2 and protected from harm.",
        # protected from nothing
        "The King is healed and protected.",
    ],
)
def test_and_protected_without_a_shared_is_stays_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "may not repent": "repent" means "convert" (REG: Convert) (Baal Worship)

BAAL_WORSHIP = "Evil Characters may not repent this turn."


def test_baal_worship_protects_evil_characters_from_conversion_this_turn() -> None:
    (protect,) = parse_ability(BAAL_WORSHIP).effects
    assert isinstance(protect, Protect)
    assert protect.target.types == ("Evil Character",)
    assert protect.target.count.quantifier is Quantifier.ALL
    assert protect.source is not None
    assert protect.source.abilities == ("convert",)
    assert protect.duration is not None
    assert (protect.duration.unit, protect.duration.count) == (DurationUnit.TURN, 1)


def test_may_not_repent_reads_as_may_not_be_converted() -> None:
    (repent,) = parse_ability(BAAL_WORSHIP).effects
    (converted,) = parse_ability("Evil Characters may not be converted this turn.").effects
    assert isinstance(repent, Protect)
    assert isinstance(converted, Protect)
    assert (repent.target, repent.source, repent.duration) == (
        converted.target,
        converted.source,
        converted.duration,
    )


@pytest.mark.parametrize(
    "text",
    [
        # repenting is not an action a player may choose for a card
        "Evil Characters may repent this turn.",
        # "repent to" a kind is a conversion, not a protection from one
        "Evil Characters may not repent to a Hero.",
    ],
)
def test_repent_outside_may_not_stays_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
