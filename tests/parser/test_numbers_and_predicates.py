"""Numbers set, predicates joined to effects and descriptions after a noun, from pool texts."""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Brigade, Stat
from redemption_rules.effects import Count, Link, Location, Quantifier, Ref, Selector, Zone
from redemption_rules.effects.kinds import (
    Band,
    ChangeHandSize,
    Convert,
    Discard,
    EndBattle,
    Heal,
    Increase,
    Negate,
    Numbers,
    SetNumbers,
    SiteAccess,
)
from redemption_rules.effects.targets import Exists
from redemption_rules.effects.timing import AtMoment, Moment
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)


def test_heros_abilities_are_set_under_a_condition() -> None:
    (numbers,) = parse_ability(
        "Hero's abilities are 5/7 if Paul is in the field of battle."
    ).effects
    assert isinstance(numbers, SetNumbers)
    assert numbers.target == Selector(types=("Hero",))
    assert numbers.amount == Numbers(Stat(5), Stat(7))
    assert numbers.count_of is None
    assert numbers.stats == ("strength", "toughness")
    assert numbers.condition == Exists(
        Selector(names=("Paul",), locations=(Location(Zone.BATTLE),))
    )


def test_abilities_alone_are_this_cards() -> None:
    (numbers,) = parse_ability("Abilities are 7/9 if Priscilla is in the Field of Battle.").effects
    assert isinstance(numbers, SetNumbers)
    assert numbers.target == Selector(ref=Ref.THIS_CARD)


def test_strength_equal_to_a_number_of_cards() -> None:
    (numbers,) = parse_ability(
        "Strength (*/) is equal to the number of Evil Characters in play."
    ).effects
    assert isinstance(numbers, SetNumbers)
    assert numbers.stats == ("strength",)
    assert numbers.amount is None
    assert numbers.count_of == Selector(
        count=ALL, types=("Evil Character",), locations=(Location(Zone.PLAY),)
    )


def test_a_named_characters_abilities_increase_to() -> None:
    (numbers,) = parse_ability(
        "Orpah's abilities increase to 7/8 if blocking a lone Hero unless Ruth or Naomi are in "
        "battle."
    ).effects
    assert isinstance(numbers, SetNumbers)
    assert numbers.target == Selector(names=("Orpah",))
    assert numbers.amount == Numbers(Stat(7), Stat(8))


def test_an_unknown_owner_of_numbers_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Bob's abilities are 5/5.")


def test_returns_with_abilities_increased_on_return() -> None:
    (increase,) = parse_ability("Character returns with abilities increased 4/8.").effects
    assert isinstance(increase, Increase)
    assert increase.trigger == AtMoment(Moment.ON_RETURN)
    assert increase.amount == Numbers(Stat(4), Stat(8))
    assert increase.target == Selector(types=("character",))


def test_a_predicate_then_may_band_is_the_subjects() -> None:
    access, band = parse_ability(
        "Hero has access to any Site and may band to any White Brigade Hero."
    ).effects
    assert isinstance(access, SiteAccess)
    assert isinstance(band, Band)
    assert band.link is Link.AND
    assert band.optional
    assert band.actor is not None
    assert band.actor.card == Selector(types=("Hero",))
    assert band.target == Selector(types=("Hero",), brigades=(Brigade.WHITE,))


def test_a_predicate_then_the_battle_ends() -> None:
    increase, end = parse_ability(
        "Each Hero in battle gains 0/4 and the battle immediately ends."
    ).effects
    assert isinstance(increase, Increase)
    assert isinstance(end, EndBattle)
    assert end.link is Link.AND


def test_a_predicate_then_a_bare_imperative_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Hero gains 2/2 and discard an Evil Character.")


def test_keep_up_to_ten_cards_in_hand() -> None:
    (size,) = parse_ability("You may keep up to ten cards in hand instead of eight.").effects
    assert isinstance(size, ChangeHandSize)
    assert size.set_to == 10
    assert size.optional


def test_negate_evil_immunity() -> None:
    (negate,) = parse_ability("Negate evil immunity.").effects
    assert isinstance(negate, Negate)
    assert negate.target.abilities == ("immune",)
    assert negate.target.types == ("ability",)


def test_including_yours_changes_nothing() -> None:
    (with_note,) = parse_ability("Discard all cards in battle (including yours).").effects
    (plain,) = parse_ability("Discard all cards in battle.").effects
    assert isinstance(with_note, Discard)
    assert with_note.target == plain.target  # type: ignore[attr-defined]


def test_about_to_be_discarded_is_being_discarded() -> None:
    (heal,) = parse_ability("Heal any Hero that is about to be discarded.").effects
    assert isinstance(heal, Heal)
    assert heal.target.qualifiers == ("being_discarded",)


def test_who_is_not_a_prophet_excepts_prophets() -> None:
    (convert,) = parse_ability(
        "Convert one Gold Brigade Hero who is not a prophet to a Gray Brigade Evil Character."
    ).effects
    assert isinstance(convert, Convert)
    assert convert.target.exceptions == (Selector(identifiers=("prophet",)),)
    assert convert.target.brigades == (Brigade.GOLD,)
