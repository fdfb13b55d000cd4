"""Wordings read (or refused) in the grammar's seventeenth coverage pass, each from a real card.

The clause around an effect: its conditions and triggers. Each test names its card and
asserts what the effect records hold, field by field; the near misses beside them stay
refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from redemption_rules import from_json, to_json
from redemption_rules.effects import Ability, Player, Quantifier, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Bounce, Discard, Draw, Negate, Release, Reveal, Underdeck
from redemption_rules.effects.targets import (
    AllOf,
    Compare,
    Controls,
    Direction,
    Exists,
    Not,
    Ref,
    RescueAt,
    StatusIs,
)
from redemption_rules.effects.timing import (
    AfterEvent,
    AnyEvent,
    AtMoment,
    DurationUnit,
    Event,
    Moment,
    OnEvent,
)
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

if TYPE_CHECKING:
    from redemption_rules import CardPool

# -- an event, then a later moment: "If ... is discarded, discard ... after battle" --------


def test_an_event_then_after_battle_waits_for_the_end_of_battle() -> None:
    # Zechariah, Son of Jehoiada (LoC)
    text = "If this card is discarded, discard all blocking Evil Characters after battle."
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    trigger = discard.trigger
    assert isinstance(trigger, AfterEvent)
    assert isinstance(trigger.event, OnEvent)
    assert trigger.event.event is Event.DISCARDED
    assert trigger.event.subject is not None
    assert trigger.event.subject.ref is Ref.THIS_CARD
    assert trigger.moment == AtMoment(Moment.AFTER_BATTLE)
    assert discard.target.types == ("Evil Character",)
    assert discard.target.qualifiers == ("blocking",)
    assert discard.target.count.quantifier is Quantifier.ALL


def test_an_event_then_after_two_turns_counts_the_turns_from_the_event() -> None:
    # the wording of Onesimus, from the Persecuted Church set
    text = "If your Colossae Hero is captured, release it after 2 turns."
    (release,) = parse_ability(text).effects
    assert isinstance(release, Release)
    trigger = release.trigger
    assert isinstance(trigger, AfterEvent)
    assert isinstance(trigger.event, OnEvent)
    assert trigger.event.event is Event.CAPTURED
    subject = trigger.event.subject
    assert subject is not None
    assert (subject.owner, subject.types, subject.identifiers) == (
        Player.YOU,
        ("Hero",),
        ("Colossae",),
    )
    assert trigger.moment == AtMoment(Moment.AFTER_TURNS, 2)
    assert release.target.ref is Ref.IT


def test_an_event_then_the_end_of_the_phase() -> None:
    # Darius' Decree [RR2]
    text = "If a Hero uses an Enhancement, discard that Hero at the end of phase."
    (discard,) = parse_ability(text).effects
    trigger = discard.trigger
    assert isinstance(trigger, AfterEvent)
    assert isinstance(trigger.event, OnEvent)
    assert trigger.event.event is Event.USED
    assert trigger.event.target is not None
    assert trigger.event.target.types == ("Enhancement",)
    assert trigger.moment == AtMoment(Moment.END_OF_PHASE)
    assert isinstance(discard, Discard)
    assert discard.target.ref is Ref.THAT


def test_an_event_then_a_moment_is_refused_by_the_engine(pool: CardPool) -> None:
    support = ability_support(pool.get("Darius' Decree [RR2]"))
    assert support.readable
    assert not support.carried_out
    assert "trigger 'after_event'" in support.missing


@pytest.mark.parametrize(
    "text",
    [
        # a moment first, then an event: no later moment to wait for
        "After battle, if this card is discarded, draw a card.",
        # two events of one clause
        (
            "If played in battle, bounce an evil card (or banish it if you reveal a good "
            "Dominant from hand)."
        ),
        # an event, then a moment the effect does not wait for
        "If this card is discarded, draw a card on activation.",
    ],
)
def test_two_triggers_that_are_not_an_event_and_a_later_moment_stay_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "If drawn (or put in play by an opponent)": either event ------------------------------


def test_a_bracketed_event_without_if_is_either_event() -> None:
    # Lost Soul "Covet" [Deuteronomy 5:21]
    text = (
        "If drawn (or put in play by an opponent's special ability), you may take a Lost Soul "
        "from an opponent's deck to territory to give this card to that player's territory."
    )
    first = parse_ability(text).effects[0]
    trigger = first.trigger
    assert isinstance(trigger, AnyEvent)
    drawn, put = trigger.events
    assert drawn == OnEvent(Event.DRAWN)
    assert isinstance(put, OnEvent)
    assert put.event is Event.PUT_IN_PLAY
    assert put.direction is Direction.INTO
    assert put.by is not None
    assert put.by.owner is Player.OPPONENT
    assert put.by.types == ("ability",)


def test_a_bracketed_event_without_if_has_its_own_cause() -> None:
    text = "If drawn (or put in play by an opponent), draw a card."
    (draw,) = parse_ability(text).effects
    assert isinstance(draw.trigger, AnyEvent)
    drawn, put = draw.trigger.events
    assert drawn == OnEvent(Event.DRAWN)  # drawn by anyone: the cause is the other event's
    assert isinstance(put, OnEvent)
    assert put.by is not None
    assert put.by.owner is Player.OPPONENT


def test_a_bracketed_state_without_if_stays_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("If drawn (or you control a Hero), draw a card.")


# -- "If that Artifact is deactivated" ----------------------------------------------------


def test_an_artifact_deactivated_is_an_event() -> None:
    # Covering the Sacred Things
    text = "If that Artifact is deactivated, return this card to hand."
    (bounce,) = parse_ability(text).effects
    assert isinstance(bounce, Bounce)
    trigger = bounce.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.DEACTIVATED
    assert trigger.subject is not None
    assert (trigger.subject.types, trigger.subject.ref) == (("Artifact",), Ref.THAT)
    assert bounce.target.ref is Ref.THIS_CARD


def test_this_card_deactivated() -> None:
    # Table of Showbread
    (effect,) = parse_ability("If this card is deactivated, return contents to hand.").effects
    trigger = effect.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.DEACTIVATED
    assert trigger.subject is not None
    assert trigger.subject.ref is Ref.THIS_CARD


# -- "When this card leaves battle" --------------------------------------------------------


def test_leaving_battle_is_being_removed_from_it() -> None:
    # Innumerable
    (discard,) = parse_ability("When this card leaves battle, discard it.").effects
    assert (
        discard.trigger
        == parse_ability("When this card is removed from battle, discard it.").effects[0].trigger
    )
    trigger = discard.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.MOVED
    assert trigger.direction is Direction.FROM
    assert trigger.where is not None
    assert [place.zone for place in trigger.where.locations] == [Zone.BATTLE]


# -- "While there," -----------------------------------------------------------------------


def test_while_there_is_while_this_card_remains() -> None:
    # Consumed by Doubt: "Place this card on a Hero in battle. While there, ..."
    (negate,) = parse_ability("While there, Hero's special ability is negated.").effects
    assert isinstance(negate, Negate)
    same = parse_ability("While this card remains, Hero's special ability is negated.")
    assert negate.duration == same.effects[0].duration
    assert negate.duration is not None
    assert negate.duration.unit is DurationUnit.WHILE
    assert negate.duration.until == StatusIs(
        negate.duration.until.status,  # type: ignore[union-attr]
        subject=negate.duration.until.subject,  # type: ignore[union-attr]
    )
    assert negate.duration.until.subject.ref is Ref.THIS_CARD  # type: ignore[union-attr]


def test_while_there_with_more_stays_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("While there is lunch, draw a card.")


# -- "at (the) start of a rescue attempt at this Site" -------------------------------------


@pytest.mark.parametrize(
    ("text", "where", "what"),
    [
        (  # Jericho
            (
                "If opponent does not have a good Priest in play at start of a rescue attempt at "
                "this Site, you may draw a card or reveal opponent's hand."
            ),
            Zone.PLAY,
            ("priest",),
        ),
        (  # Lycaonia (EC)
            (
                "If opponent does not have a clay missionary in battle at the start of a rescue "
                "attempt at this Site, you may draw 1 or reveal opponent's hand."
            ),
            Zone.BATTLE,
            ("missionary",),
        ),
    ],
)
def test_a_state_at_the_start_of_a_rescue_attempt_at_this_site(
    text: str, where: Zone, what: tuple[str, ...]
) -> None:
    draw, reveal = parse_ability(text).effects
    assert isinstance(draw, Draw)
    assert isinstance(reveal, Reveal)
    for effect in (draw, reveal):
        assert effect.optional
        assert effect.trigger == OnEvent(Event.ATTACKS)
        condition = effect.condition
        assert isinstance(condition, AllOf)
        at, controls = condition.conditions
        assert isinstance(at, RescueAt)
        assert at.site.ref is Ref.THIS_CARD
        assert isinstance(controls, Controls)
        assert controls.negated
        assert controls.player is Player.OPPONENT
        assert controls.target.identifiers == what
        assert [place.zone for place in controls.target.locations] == [where]


def test_an_event_at_the_start_of_a_rescue_attempt_stays_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("If opponent draws at the start of a rescue attempt at this Site, draw 1.")


# -- "If an opponent searches a deck" ------------------------------------------------------


def test_searching_a_deck_is_where_the_search_is() -> None:
    # Jerusalem Tower / Fortress of Antonia wording: "FORT: If an opponent searches a deck"
    (draw,) = parse_ability("FORT: If an opponent searches a deck, you may draw 1.").effects
    trigger = draw.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.SEARCHES
    assert trigger.player is Player.OPPONENT
    assert trigger.subject is None
    assert trigger.where is not None
    (place,) = trigger.where.locations
    assert (place.zone, place.owner) == (Zone.DECK, Player.ANY_PLAYER)


def test_searching_their_deck_is_the_searchers_deck() -> None:
    (draw,) = parse_ability("If an opponent searches their deck, you may draw 1.").effects
    assert isinstance(draw.trigger, OnEvent)
    assert draw.trigger.where is not None
    (place,) = draw.trigger.where.locations
    assert (place.zone, place.owner) == (Zone.DECK, Player.THAT_PLAYER)


# -- "For the next one of those Heroes that enters battle" ---------------------------------


def test_the_next_one_of_those_heroes_that_enters_battle_fires_once() -> None:
    # Passover & Unleavened Bread
    text = (
        "For the next one of those Heroes that enters battle, return an Evil Character in "
        "play to the bottom of its owner's draw pile."
    )
    (underdeck,) = parse_ability(text).effects
    assert isinstance(underdeck, Underdeck)
    trigger = underdeck.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.ENTERS_BATTLE
    assert trigger.once
    assert trigger.subject is not None
    assert (trigger.subject.types, trigger.subject.ref) == (("Hero",), Ref.THEM)
    assert (
        trigger
        == parse_ability(
            "The next time one of those Heroes enters battle, return an Evil Character in play "
            "to the bottom of its owner's draw pile."
        )
        .effects[0]
        .trigger
    )


@pytest.mark.parametrize(
    "text",
    [
        # The Sabbath: a modifier of the next one only, which no condition tells apart
        (
            "For the next one of those Heroes that enters battle, good Enhancements used by that "
            "Hero cannot be negated."
        ),
        (
            "The next time one of those Heroes enters battle, good Enhancements used by that Hero "
            "cannot be negated."
        ),
    ],
)
def test_the_next_time_as_a_modifiers_condition_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError, match="the next time"):
        parse_ability(text)


# -- "(If there is a tie, do not draw)" ----------------------------------------------------


def test_a_tie_after_a_draw_by_the_player_with_the_most_adds_nothing() -> None:
    # Jethro (Pi): the player with the most has more than every other player already
    text = (
        "The player with the most O.T.  male Heroes in territory may draw a card (If there is "
        "a tie, do not draw)."
    )
    (draw,) = parse_ability(text).effects
    assert isinstance(draw, Draw)
    plain = parse_ability(
        "The player with the most O.T.  male Heroes in territory may draw a card."
    ).effects[0]
    assert draw.actor == plain.actor
    assert draw.count == plain.count
    assert draw.optional
    assert draw.actor is not None
    assert isinstance(draw.actor.having, Compare)
    assert draw.actor.having.relation == "most"


@pytest.mark.parametrize(
    "text",
    [
        "You may draw a card (If there is a tie, do not draw).",
        (
            "The player with the most O.T. male Heroes in territory may discard a card (If there "
            "is a tie, do not draw)."
        ),
        (
            "Each player with more than 6 cards in hand may draw a card (If there is a tie, do not "
            "draw)."
        ),
    ],
)
def test_a_tie_after_anything_else_stays_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "the current rescuer", "doesn't have" -------------------------------------------------


def test_the_current_rescuer_who_doesnt_have_the_most() -> None:
    # Grapes of Wrath
    text = "If the current rescuer doesn't have the most Redeemed Souls, he may begin a new battle."
    (begin,) = parse_ability(text).effects
    (same,) = parse_ability(
        "If the current rescuer does not have the most Redeemed Souls, he may begin a new battle."
    ).effects
    assert (begin.condition, begin.actor, begin.optional) == (
        same.condition,
        same.actor,
        same.optional,
    )
    condition = begin.condition
    assert isinstance(condition, Not)
    assert isinstance(condition.condition, Compare)
    assert condition.condition.relation == "most"
    assert condition.condition.left.owner is Player.RESCUER
    assert condition.condition.left.types == ("Redeemed Soul",)


def test_he_doesnt_have_one_is_he_does_not() -> None:
    # Land Dispute
    text = (
        "If used by a Philistine, take an opponent's Site. If he doesn't have one, discard one "
        "of his Fortresses instead."
    )
    spelled = text.replace("doesn't", "does not")
    read, other = parse_ability(text).effects[1], parse_ability(spelled).effects[1]
    assert read.condition == other.condition
    assert isinstance(read.condition, Controls)
    assert read.condition.negated
    assert read.condition.player is Player.THAT_PLAYER


def test_doesnt_before_anything_but_have_stays_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("If opponent doesn't block, draw a card.")


# -- "If no discard pile contains a good Dominant" -----------------------------------------


@pytest.mark.parametrize("verb", ["contains", "has"])
def test_no_discard_pile_contains_is_none_in_any(verb: str) -> None:
    # the wording of a GE section: "GE: If no discard pile contains a good Dominant, ..."
    text = f"GE: If no discard pile {verb} a good Dominant, rescue a meek Lost Soul."
    (rescue,) = parse_ability(text).effects
    condition = rescue.condition
    assert isinstance(condition, Exists)
    assert condition.negated
    assert condition.target.types == ("Dominant",)
    (place,) = condition.target.locations
    assert (place.zone, place.owner) == (Zone.DISCARD_PILE, Player.ALL_PLAYERS)


def test_no_before_a_place_is_never_dropped() -> None:
    # it used to read "If no discard pile has ..." as a discard pile that has one
    with pytest.raises(AbilityParseError):
        parse_ability("If there is a good Dominant in no discard pile, draw a card.")


# -- "(or an Evil Character if ...)": other cards, not another count -----------------------


@pytest.mark.parametrize(
    "text",
    [
        # Lost Soul "Revealer": it used to read as "it, or one card if ..."
        (
            "If drawn (or put in play by an opponent), you may reveal cards from the top of a deck "
            "until a Lost Soul is revealed: Play it (or an Evil Character if you do not control "
            "one) and underdeck the rest."
        ),
        "Discard it (or an Evil Character if used by a Hero).",
        # Not Among You and Feast of Unleavened Bread (LoC): "good" and "all Evil
        # Characters" were lost, and the engine negated or withdrew the wrong cards
        (
            "Negate other Enhancements (or good Enhancements if opponent controls an evil "
            "Canaanite). Cannot be negated."
        ),
        "Withdraw an evil human (or all Evil Characters if used by a meek Hero).",
    ],
)
def test_other_cards_under_a_condition_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError, match="other cards under a condition"):
        parse_ability(text)


def test_another_count_of_the_same_cards_is_still_read() -> None:
    (capture,) = parse_ability("Capture a human (or two humans if used by a Babylonian).").effects
    target = capture.target  # type: ignore[attr-defined]
    assert target.identifiers == ("human",)
    assert target.alternative is not None
    assert target.alternative.number == 2


# -- "At the beginning of your next turn" --------------------------------------------------


def test_the_beginning_of_your_next_turn_is_a_moment() -> None:
    text = "Capture up to two human Heroes. At the beginning of your next turn, release them."
    capture, release = parse_ability(text).effects
    assert capture.trigger is None
    assert isinstance(release, Release)
    assert release.trigger == AtMoment(Moment.START_OF_YOUR_NEXT_TURN)
    assert release.target.ref is Ref.THEM


def test_the_beginning_of_your_next_turn_is_refused_by_the_engine(pool: CardPool) -> None:
    support = ability_support(pool.get("Jealous Rage"))
    assert support.readable
    assert "moment 'start_of_your_next_turn'" in support.missing


def test_an_event_then_a_moment_survives_a_json_round_trip() -> None:
    ability = parse_ability("If your Colossae Hero is captured, release it after 2 turns.")
    assert from_json(to_json(ability), Ability) == ability
