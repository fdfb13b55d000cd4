"""Phrases of the pool read into the fields they mean, one phrase shape per test."""

from __future__ import annotations

from redemption_rules.effects import Count, Link, Location, Player, Position, Quantifier, Zone
from redemption_rules.effects.kinds import (
    ChangeHandSize,
    Discard,
    Draw,
    Immune,
    Increase,
    Negate,
    Restrict,
    Transfer,
    Withdraw,
)
from redemption_rules.effects.modifiers import CannotBeInterrupted
from redemption_rules.effects.targets import TurnOf
from redemption_rules.effects.timing import DurationUnit
from redemption_rules.parser import parse_ability

ONE = Count(Quantifier.EXACTLY, 1)
ALL = Count(Quantifier.ALL)


def test_barred_actions_joined_by_or_are_restricted_each() -> None:
    ability = parse_ability("Opponent may not make a rescue attempt or band this turn.")
    first, second = ability.effects
    assert isinstance(first, Restrict)
    assert isinstance(second, Restrict)
    assert (first.action, second.action) == ("rescue_attempt", "band")
    assert first.player is second.player is Player.OPPONENT
    assert second.link is Link.OR
    assert first.duration is not None
    assert first.duration.unit is DurationUnit.TURN


def test_without_being_interrupted_is_a_modifier_of_the_effect() -> None:
    (effect,) = parse_ability("Discard a Hero without being interrupted.").effects
    assert isinstance(effect, Discard)
    assert effect.target.types == ("Hero",)
    assert [type(m) for m in effect.modifiers] == [CannotBeInterrupted]


def test_whose_turn_it_is_is_a_condition() -> None:
    (effect,) = parse_ability("If it is your turn, draw 1.").effects
    assert isinstance(effect, Draw)
    assert effect.condition == TurnOf(Player.YOU)


def test_drawing_the_top_card_of_own_draw_pile() -> None:
    (effect,) = parse_ability("Draw the top card of own draw pile.").effects
    assert isinstance(effect, Draw)
    assert effect.count == ONE
    assert effect.position is Position.TOP


def test_transfer_to_a_land_of_bondage() -> None:
    (effect,) = parse_ability("Transfer a captured Hero to opponent's Land of Bondage.").effects
    assert isinstance(effect, Transfer)
    assert effect.target.qualifiers == ("captured",)
    assert effect.target.types == ("Hero",)
    assert effect.destination == Location(Zone.LAND_OF_BONDAGE, owner=Player.OPPONENT)


def test_withdraw_from_battle_unharmed() -> None:
    (effect,) = parse_ability("Withdraw from battle unharmed.").effects
    assert isinstance(effect, Withdraw)


def test_hand_size_of_each_opponent() -> None:
    (effect,) = parse_ability("Reduce each opponent's hand size by 1.").effects
    assert isinstance(effect, ChangeHandSize)
    assert effect.player is Player.EACH_OPPONENT
    assert effect.amount == -1


def test_participles_before_a_noun_are_qualifiers() -> None:
    (effect,) = parse_ability("Negate all blocking evil warriors.").effects
    assert isinstance(effect, Negate)
    assert effect.target.count == ALL
    assert effect.target.qualifiers == ("blocking",)
    assert effect.target.identifiers == ("warrior",)


def test_copies_of_a_named_card() -> None:
    (effect,) = parse_ability("Discard all copies of Goliath.").effects
    assert isinstance(effect, Discard)
    assert effect.target.names == ("Goliath",)
    assert "copies" in effect.target.qualifiers


def test_two_predicates_share_their_subject() -> None:
    ability = parse_ability("Hero gains 2/2 and is immune to evil cards.")
    gain, immune = ability.effects
    assert isinstance(gain, Increase)
    assert isinstance(immune, Immune)
    assert gain.target == immune.target
    assert gain.target.types == ("Hero",)
    assert immune.link is Link.AND
