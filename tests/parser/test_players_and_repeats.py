"""Players described by what they did or are, and "do the same", read from the pool's texts."""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Stat
from redemption_rules.effects import (
    Actor,
    Duration,
    DurationUnit,
    Link,
    Location,
    Player,
    Selector,
    Zone,
)
from redemption_rules.effects.kinds import (
    Band,
    Decrease,
    Draw,
    Numbers,
    Reserve,
    Shuffle,
    Underdeck,
    Withdraw,
)
from redemption_rules.effects.modifiers import CannotBeInterrupted
from redemption_rules.effects.targets import IfDone, Status, StatusIs
from redemption_rules.effects.timing import Event, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability


def test_opponent_must_do_the_same_repeats_the_sentence_before() -> None:
    # Spirit of Temptation
    ability = parse_ability(
        "May place a card from hand beneath deck. Opponent must do the same. May band to a "
        "human Evil Character. Cannot be interrupted."
    )
    mine, theirs, band = ability.effects
    assert isinstance(mine, Underdeck)
    assert isinstance(theirs, Underdeck)
    assert mine.optional
    assert mine.actor is None
    assert not theirs.optional
    assert theirs.actor == Actor(Player.OPPONENT)
    assert theirs.target == mine.target
    assert theirs.link is Link.NONE
    assert isinstance(band, Band)
    assert [type(m) for m in ability.modifiers] == [CannotBeInterrupted]


def test_each_other_player_must_do_the_same_repeats_both_choices() -> None:
    # Lost Soul "Stumble" [Isaiah 59:10]
    reserve, underdeck, their_reserve, their_underdeck = parse_ability(
        "If drawn, you may reserve a good card from hand or underdeck a Hero in territory. If "
        "you do, each other player must do the same."
    ).effects
    assert isinstance(reserve, Reserve)
    assert isinstance(underdeck, Underdeck)
    assert reserve.trigger == OnEvent(Event.DRAWN)
    assert isinstance(their_reserve, Reserve)
    assert isinstance(their_underdeck, Underdeck)
    assert their_reserve.target == reserve.target
    assert their_underdeck.target == underdeck.target
    for theirs in (their_reserve, their_underdeck):
        assert theirs.actor == Actor(Player.EACH_OPPONENT)
        assert theirs.condition == IfDone(done=True, player=Player.YOU)
        assert not theirs.optional
        assert theirs.trigger is None
    assert their_reserve.link is Link.NONE
    assert their_underdeck.link is Link.OR


@pytest.mark.parametrize(
    "text",
    [
        "Opponent must do the same.",  # nothing before to repeat
        "Draw 1 and opponent must do the same.",  # not a sentence of its own
        "Discard a card to draw 1. Opponent must do the same.",  # a cost before
    ],
)
def test_do_the_same_without_a_sentence_to_repeat_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


def test_each_player_who_does_must_draw() -> None:
    # the card Mayhem (FoM)
    shuffle, draw = parse_ability(
        "Each player must shuffle their hand or 6 cards at random from hand. Each player who "
        "does must draw 6."
    ).effects
    assert isinstance(shuffle, Shuffle)
    assert shuffle.actor == Actor(Player.EACH_PLAYER)
    assert isinstance(draw, Draw)
    assert draw.count.number == 6
    assert draw.actor == Actor(
        Player.EACH_PLAYER, having=IfDone(done=True, player=Player.THAT_PLAYER)
    )
    assert draw.condition is None


@pytest.mark.parametrize(
    ("text", "player"),
    [
        ("Each other player must draw 1.", Player.EACH_OPPONENT),
        ("All other players must draw 1.", Player.OPPONENTS),
        ("Each player must draw 1.", Player.EACH_PLAYER),
        ("Selected player must draw 1.", Player.PLAYER),
    ],
)
def test_other_players_are_the_opponents(text: str, player: Player) -> None:
    # "each other player" used to be read as each player, the user too
    (draw,) = parse_ability(text).effects
    assert draw.actor == Actor(player)


def test_a_player_named_by_whose_turn_it_is_is_refused() -> None:
    # "Next player" used to be read as any player
    with pytest.raises(AbilityParseError):
        parse_ability("Next player may not make a rescue attempt his next turn.")


def test_using_this_character_to_block_is_when_it_blocks() -> None:
    # Sabbath Breaker
    (draw,) = parse_ability("If using this character to block, draw three cards.").effects
    (same,) = parse_ability("If this character blocks, draw three cards.").effects
    assert isinstance(draw, Draw)
    assert draw.trigger == same.trigger
    assert isinstance(draw.trigger, OnEvent)
    assert draw.trigger.event is Event.BLOCKS
    assert draw.condition is None


def test_using_a_named_character_to_block() -> None:
    # King Menahem
    (discard,) = parse_ability(
        "When using King Menahem to block, discard a card at random from opponent's hand."
    ).effects
    assert discard.trigger == OnEvent(Event.BLOCKS, subject=Selector(names=("King Menahem",)))


def test_you_block_with_a_named_character() -> None:
    # Herod's Dungeon (TxP)
    (discard,) = parse_ability(
        "When you block with Herodias, you may discard a captured Hero."
    ).effects
    assert discard.trigger == OnEvent(
        Event.BLOCKS, subject=Selector(owner=Player.YOU, names=("Herodias",))
    )
    assert discard.optional


def test_while_you_are_blocking_with_an_assyrian() -> None:
    # Assyria's Tribute: while one of your Assyrians is blocking
    (negate,) = parse_ability(
        "While you are blocking with an Assyrian, negate all special abilities on Enhancements "
        "and Heroes."
    ).effects
    assert negate.kind == "negate"
    assert negate.condition is None
    assert negate.duration == Duration(
        DurationUnit.WHILE,
        None,
        until=StatusIs(
            Status.BLOCKING, subject=Selector(owner=Player.YOU, identifiers=("Assyrian",))
        ),
    )


def test_return_it_to_territory_with_abilities_decreased() -> None:
    # Army of Simeonites
    withdraw, decrease = parse_ability(
        "Each time this character is about to be discarded, instead return it to territory "
        "with abilities decreased 3/3."
    ).effects
    assert isinstance(withdraw, Withdraw)
    assert isinstance(decrease, Decrease)
    assert decrease.target == withdraw.target
    assert decrease.amount == Numbers(Stat(3), Stat(3))
    assert decrease.trigger == withdraw.trigger
    assert isinstance(decrease.trigger, OnEvent)
    assert decrease.trigger.event is Event.DISCARDED
    assert decrease.link is Link.AND
    assert decrease.modifiers == ()
    assert [m.kind for m in withdraw.modifiers] == ["instead"]


def test_abilities_changed_after_anything_but_a_return_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Discard a Hero with abilities decreased 3/3.")


@pytest.mark.parametrize(
    "text",
    [
        # where the blocker came from is no part of the event read
        "If opponent blocks with any Evil Characters from hand, you may draw 1.",
        "If a Hero blocks with a demon, draw 1.",
    ],
)
def test_blocking_with_what_is_not_read_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


def test_look_at_the_rescuers_hand() -> None:
    # False Wisdom
    (look,) = parse_ability("Holder may look at rescuer's hand.").effects
    assert look.kind == "look"
    assert look.optional
    assert look.target.locations == (Location(Zone.HAND, owner=Player.RESCUER),)  # type: ignore[attr-defined]


def test_the_rescuer_of_a_lost_soul_skips_a_battle_phase() -> None:
    # Lost Soul "Undesirables" [Luke 14:13]
    (skip,) = parse_ability(
        "If rescued, rescuer must skip their next battle phase. Limit once per game."
    ).effects
    assert skip.kind == "skip"
    assert skip.actor == Actor(Player.RESCUER)
    assert skip.trigger == OnEvent(Event.RESCUED)
    assert not skip.optional


def test_restrict_the_rescuer_until_the_end_of_their_next_turn() -> None:
    # Lost Soul "Vindicated" [Job 13:18]
    (restrict,) = parse_ability(
        "If rescued, restrict the rescuer from playing Dominants until the end of their next turn."
    ).effects
    assert restrict.kind == "restrict"
    assert restrict.player is Player.RESCUER  # type: ignore[attr-defined]
    assert restrict.action == "play"  # type: ignore[attr-defined]
    assert restrict.trigger == OnEvent(Event.RESCUED)
    assert restrict.duration == Duration(DurationUnit.NEXT_TURN, None, player=Player.THAT_PLAYER)
