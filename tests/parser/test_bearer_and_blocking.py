"""Small wordings of real cards: its bearer, a blocking prophet, if you capture a Hero."""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Count, Player, Quantifier, Ref, Selector, Zone
from redemption_rules.effects.kinds import (
    Discard,
    Draw,
    Place,
    Reserve,
    SetAside,
    Shuffle,
    Take,
    Topdeck,
    Underdeck,
)
from redemption_rules.effects.model import Actor
from redemption_rules.effects.targets import UsedBy
from redemption_rules.effects.timing import EachPhase, Event, OnEvent, Phase
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability


def test_discard_this_card_and_its_bearer() -> None:
    discard, underdeck = parse_ability(
        "At any time, you may discard this card and its bearer to underdeck a Hero (or 2 N.T. "
        "Heroes)."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.cost
    assert discard.trigger == EachPhase(Phase.ANY_TIME, once=False)
    card, bearer = discard.target.parts
    assert card.ref is Ref.THIS_CARD
    assert bearer.ref is Ref.HOLDER
    assert isinstance(underdeck, Underdeck)
    one, two = underdeck.target.parts
    assert one.types == two.types == ("Hero",)
    assert two.count == Count(Quantifier.EXACTLY, 2)
    assert two.identifiers == ("N.T.",)


def test_used_by_a_blocking_prophet() -> None:
    (reserve,) = parse_ability("If used by a blocking prophet, you may reserve this card.").effects
    assert isinstance(reserve, Reserve)
    assert reserve.optional
    assert reserve.target.ref is Ref.THIS_CARD
    condition = reserve.condition
    assert isinstance(condition, UsedBy)
    assert condition.user.identifiers == ("prophet",)
    assert condition.user.qualifiers == ("blocking",)


def test_used_by_a_blocking_assyrian() -> None:
    (reserve,) = parse_ability(
        "If used by a blocking Assyrian, you may reserve this card after battle."
    ).effects
    assert isinstance(reserve, Reserve)
    condition = reserve.condition
    assert isinstance(condition, UsedBy)
    assert condition.user.identifiers == ("Assyrian",)
    assert condition.user.qualifiers == ("blocking",)


def test_draw_from_the_top_of_own_draw_pile() -> None:
    draw = parse_ability(
        "Holder may interrupt the battle, draw 2 cards from the top of own draw pile, and play "
        "the next enhancement."
    ).effects[1]
    assert isinstance(draw, Draw)
    assert draw.count == Count(Quantifier.EXACTLY, 2)


def test_if_you_capture_a_hero_in_a_territory() -> None:
    (discard,) = parse_ability("If you capture a Hero in a territory, discard this card.").effects
    assert isinstance(discard, Discard)
    assert discard.target.ref is Ref.THIS_CARD
    trigger = discard.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.CAPTURED
    assert trigger.subject is not None
    assert trigger.subject.types == ("Hero",)
    assert [place.zone for place in trigger.subject.locations] == [Zone.TERRITORY]
    assert trigger.by == Selector(count=Count(Quantifier.ALL), owner=Player.YOU)


def test_if_your_human_evil_character_captures_a_hero() -> None:
    (place,) = parse_ability("If your human Evil Character captures a Hero, place it here.").effects
    assert isinstance(place, Place)
    assert place.target.ref is Ref.IT
    trigger = place.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.CAPTURED
    assert trigger.subject == Selector(types=("Hero",))
    assert trigger.by is not None
    assert trigger.by.owner is Player.YOU
    assert trigger.by.types == ("Evil Character",)
    assert trigger.by.identifiers == ("human",)


def test_if_you_convert_an_nt_evil_character() -> None:
    (underdeck,) = parse_ability(
        "If you convert a N.T. Evil Character, you may underdeck this card."
    ).effects
    assert isinstance(underdeck, Underdeck)
    trigger = underdeck.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.CONVERTED
    assert trigger.subject is not None
    assert trigger.subject.types == ("Evil Character",)
    assert trigger.subject.identifiers == ("N.T.",)


def test_if_your_pharaoh_blocks() -> None:
    (discard,) = parse_ability(
        "If your pharaoh blocks, you may discard the top card of a deck."
    ).effects
    assert isinstance(discard, Discard)
    trigger = discard.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.BLOCKS
    assert trigger.subject == Selector(owner=Player.YOU, identifiers=("Pharaoh",))


def test_set_aside_one_or_more_of_your_heroes() -> None:
    # "of your Heroes" once read as cards lying on your Heroes
    (aside,) = parse_ability("Set aside one or more of your Heroes.").effects
    assert isinstance(aside, SetAside)
    assert aside.target == Selector(
        count=Count(Quantifier.AT_LEAST, 1), owner=Player.YOU, types=("Hero",)
    )


def test_if_an_opponents_card_banishes_one_or_more_of_your_good_cards() -> None:
    (discard,) = parse_ability(
        "If an opponent's card banishes one or more of your good cards, you may discard Antipas "
        "instead."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target.names == ("Antipas",)
    trigger = discard.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.BANISHED
    assert trigger.subject == Selector(
        count=Count(Quantifier.AT_LEAST, 1),
        owner=Player.YOU,
        alignment=Alignment.GOOD,
        types=("card",),
    )
    assert trigger.by == Selector(owner=Player.OPPONENT, types=("card",))


def test_if_an_ability_targets_this_card() -> None:
    (topdeck,) = parse_ability(
        "If an ability targets this card, you may topdeck it instead."
    ).effects
    assert isinstance(topdeck, Topdeck)
    assert topdeck.target.ref is Ref.IT
    trigger = topdeck.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.CHOSEN
    assert trigger.subject == Selector(ref=Ref.THIS_CARD)
    assert trigger.by == Selector(types=("ability",))


def test_shuffle_up_to_x_of_their_cards() -> None:
    # "of their cards" once read as cards lying on their cards
    shuffle = parse_ability(
        "STAR: Play a Lost Soul from a deck. HERO: If opponent has board advantage, shuffle up "
        "to X of their cards. Cannot be negated if a king of Israel is in play."
    ).effects[1]
    assert isinstance(shuffle, Shuffle)
    assert shuffle.target == Selector(
        count=Count(Quantifier.UP_TO, None, "X"), owner=Player.THAT_PLAYER, types=("card",)
    )


def test_return_up_to_seven_of_your_generic_demons() -> None:
    (withdraw,) = parse_ability(
        "Return up to seven of your generic demons in Tartaros to territory."
    ).effects
    target = withdraw.target  # type: ignore[attr-defined]
    assert target.count == Count(Quantifier.UP_TO, 7)
    assert target.owner is Player.YOU
    assert target.identifiers == ("demon",)
    assert target.qualifiers == ("generic",)
    (place,) = target.locations
    assert place.card == Selector(names=("Tartaros",))


def test_up_to_two_of_an_opponents_heroes_are_one_opponents() -> None:
    # "an opponent's" is Player.OPPONENT, one opponent, as "opponent's" after a count is
    (aside,) = parse_ability("Set aside up to 2 of an opponent's Heroes for 2 turns.").effects
    assert aside.target.owner is Player.OPPONENT
    assert aside.target.count == Count(Quantifier.UP_TO, 2)
    same = parse_ability("Set aside up to 2 of opponent's Heroes for 2 turns.").effects[0]
    assert aside.target == same.target


def test_opponent_must_immediately_discard_without_using_it() -> None:
    (discard,) = parse_ability(
        "Opponent must immediately discard a card from hand without using it."
    ).effects
    assert isinstance(discard, Discard)
    assert not discard.optional
    assert discard.actor == Actor(player=Player.OPPONENT)
    assert discard.target.types == ("card",)
    assert [place.zone for place in discard.target.locations] == [Zone.HAND]


def test_if_rescue_attempt_fails_opponent_discards_without_using_it() -> None:
    (discard,) = parse_ability(
        "If rescue attempt fails, opponent must discard a card from hand without using it."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.trigger == OnEvent(Event.RESCUE_ATTEMPT_FAILS)
    assert discard.actor == Actor(player=Player.OPPONENT)


def test_without_using_it_after_anything_but_a_discard_is_refused() -> None:
    with pytest.raises(AbilityParseError, match="only a discard"):
        parse_ability("Draw a card without using it.")


def test_holder_may_immediately_take_an_artifact() -> None:
    take = parse_ability(
        "Holder may immediately take an Artifact from his Artifact pile and activate it in "
        "Solomon's Temple."
    ).effects[0]
    assert isinstance(take, Take)
    assert take.optional
    assert take.target.types == ("Artifact",)
    assert [place.zone for place in take.target.locations] == [Zone.ARTIFACT_PILE]
