"""Phrases of the pool read into the fields they mean, one phrase shape per test."""

from __future__ import annotations

from redemption_rules.effects import (
    Count,
    Link,
    Location,
    Player,
    Position,
    Quantifier,
    Ref,
    Zone,
)
from redemption_rules.effects.kinds import (
    ChangeHandSize,
    Discard,
    Draw,
    Immune,
    Increase,
    Negate,
    Protect,
    Restrict,
    Search,
    Transfer,
    Withdraw,
)
from redemption_rules.effects.modifiers import CannotBeInterrupted
from redemption_rules.effects.targets import AnyOf, Controls, TurnOf, UsedBy
from redemption_rules.effects.timing import AtMoment, DurationUnit, Moment
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


def test_copies_of_the_named_card() -> None:
    (effect,) = parse_ability("Discard all copies of the named Hero.").effects
    assert isinstance(effect, Discard)
    assert effect.target.count == ALL
    assert effect.target.types == ("Hero",)
    assert set(effect.target.qualifiers) == {"copies", "named"}


def test_any_with_a_number_counts_that_many() -> None:
    (effect,) = parse_ability("Holder may discard any three characters in play.").effects
    assert isinstance(effect, Discard)
    assert effect.target.count == Count(Quantifier.EXACTLY, 3)
    assert effect.actor is None  # the holder is the user (REG: Holder)


def test_cards_of_a_player_are_the_cards_that_player_controls() -> None:
    (effect,) = parse_ability("All Heroes of one opponent decrease 6/6.").effects
    assert effect.target.owner is Player.OPPONENT  # type: ignore[attr-defined]
    assert effect.span.start == 0


def test_in_current_battle_is_in_battle() -> None:
    (effect,) = parse_ability("Negate one evil enhancement played in current battle.").effects
    assert isinstance(effect, Negate)
    assert Location(Zone.BATTLE) in effect.target.locations


def test_cannot_be_negated_or_discarded_protects_from_both() -> None:
    (effect,) = parse_ability("That Artifact cannot be negated or discarded.").effects
    assert isinstance(effect, Protect)
    assert effect.source is not None
    assert effect.source.abilities == ("negate", "discard")


def test_discard_after_use_discards_this_card_once_used() -> None:
    (effect,) = parse_ability("Discard after use.").effects
    assert isinstance(effect, Discard)
    assert effect.target.ref is Ref.THIS_CARD
    assert effect.trigger == AtMoment(Moment.AFTER_USE)


def test_a_bracketed_second_condition_is_an_alternative() -> None:
    (effect,) = parse_ability("If used by a prophet (or if you control a king), draw 1.").effects
    assert isinstance(effect, Draw)
    assert isinstance(effect.condition, AnyOf)
    assert [type(c) for c in effect.condition.conditions] == [UsedBy, Controls]


def test_a_name_in_the_title() -> None:
    ability = parse_ability("Search deck for a good card with Gideon's name in the title.")
    (effect,) = ability.effects
    assert isinstance(effect, Search)
    assert effect.target is not None
    assert effect.target.text == "Gideon"
