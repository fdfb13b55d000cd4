"""Several events in one condition: the cause after the last, commas, "upon return"."""

from __future__ import annotations

import pytest

from redemption_rules.effects import Count, Player, Quantifier, Selector
from redemption_rules.effects.kinds import Bounce, Discard, Draw, Ignore, SiteAccess, Take
from redemption_rules.effects.targets import AllOf, IfDone, Status, StatusIs
from redemption_rules.effects.timing import AtMoment, Event, Moment, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)
BY_AN_OPPONENT = Selector(count=ALL, owner=Player.OPPONENT)


def test_the_cause_after_the_last_event_is_every_events() -> None:
    # "by an opponent" used to be dropped with the second event
    bounce = parse_ability(
        "If put in play, you may take an O.T. blue human from discard pile. If your Job is "
        "harmed or defeated by an opponent, you may bounce him instead."
    ).effects[1]
    assert isinstance(bounce, Bounce)
    trigger = bounce.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.HARMED
    assert trigger.or_events == (Event.DEFEATED,)
    assert trigger.subject == Selector(owner=Player.YOU, names=("Job",))
    assert trigger.by == BY_AN_OPPONENT


def test_polycarp_fires_on_an_interrupt_or_negate_by_an_opponent() -> None:
    discard = parse_ability(
        "You may search deck or Reserve for John. If your good N.T. Enhancement is "
        "interrupted or negated by an opponent, you may discard Polycarp instead. Cannot be "
        "interrupted."
    ).effects[1]
    assert isinstance(discard, Discard)
    trigger = discard.trigger
    assert isinstance(trigger, OnEvent)
    assert (trigger.event, trigger.or_events) == (Event.INTERRUPTED, (Event.NEGATED,))
    assert trigger.by == BY_AN_OPPONENT


@pytest.mark.parametrize(
    "sentence",
    [
        # a cause on an event that is not the last, or on two of them
        "If your Job is harmed by an opponent or defeated, you may draw 1.",
        "If your Job is harmed by a Hero or defeated by an opponent, you may draw 1.",
    ],
)
def test_a_cause_that_is_not_every_events_is_refused(sentence: str) -> None:
    with pytest.raises(AbilityParseError, match="caused one of several"):
        parse_ability(sentence)


@pytest.mark.parametrize(
    "text",
    [
        (
            "If this card is harmed or defeated, you may topdeck it instead. May band to an O.T. "
            "gold warrior."
        ),
        (
            "If your angel is harmed or defeated, you may hold it here instead. While occupied, "
            "negate opponents' evil cards in territories."
        ),
    ],
)
def test_harmed_or_defeated_is_either_event(text: str) -> None:
    # "defeated" used to be a state the harmed card had to be in
    effect = parse_ability(text).effects[0]
    assert effect.condition is None
    trigger = effect.trigger
    assert isinstance(trigger, OnEvent)
    assert (trigger.event, trigger.or_events) == (Event.HARMED, (Event.DEFEATED,))


def test_an_event_or_a_state_is_refused() -> None:
    with pytest.raises(AbilityParseError, match="an event or a state"):
        parse_ability("If your Hero is discarded or blocking, you may draw 1.")


def test_two_events_that_must_both_happen_are_refused() -> None:
    # Lazarus: they were read as either event
    with pytest.raises(AbilityParseError, match="must both happen"):
        parse_ability(
            "If Lazarus is discarded and your rescue attempt fails, search discard pile for a "
            "good convert Enhancement and you may begin a new battle."
        )


def test_put_in_play_or_rescued_keeps_no_place_for_the_rescue() -> None:
    (create,) = parse_ability(
        "If put in play (or if rescued), you may create a Lost Soul token in an opponent\u2019s "
        "Land of Bondage."
    ).effects
    trigger = create.trigger
    assert isinstance(trigger, OnEvent)
    assert (trigger.event, trigger.or_events) == (Event.PUT_IN_PLAY, (Event.RESCUED,))
    assert trigger.where is None
    assert trigger.direction is None


@pytest.mark.parametrize(
    "text",
    [
        (
            "If your Revelation Hero is banished, captured, converted or underdecked by an "
            "opponent, you may discard 2 Enhancements of matching brigade from hand or a martyr "
            "from territory instead."
        ),
        (
            "If your Revelation Hero is banished, captured, converted or underdecked by an "
            "opponent, you may discard 2 cards matching Hero\u2019s brigade from hand or a martyr "
            "in territory instead."
        ),
    ],
)
def test_four_events_listed_with_commas(text: str) -> None:
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.optional
    trigger = discard.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.BANISHED
    assert trigger.or_events == (Event.CAPTURED, Event.CONVERTED, Event.MOVED)
    assert trigger.subject == Selector(owner=Player.YOU, types=("Hero",), books=("Revelation",))
    assert trigger.by == BY_AN_OPPONENT


def test_three_events_listed_with_commas_and_no_cause() -> None:
    (draw,) = parse_ability(
        "If your Revelation Hero is banished, captured or converted, you may draw 1."
    ).effects
    assert isinstance(draw, Draw)
    trigger = draw.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.or_events == (Event.CAPTURED, Event.CONVERTED)
    assert trigger.by is None


@pytest.mark.parametrize(
    "sentence",
    [
        "If your Hero is banished, captured, you may draw 1.",
        "If your Hero is banished, Bob or captured, you may draw 1.",
    ],
)
def test_a_comma_not_in_a_list_of_events_ends_the_condition(sentence: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(sentence)


def test_upon_return_is_on_return() -> None:
    _, access, ignore = parse_ability(
        "Set Hero aside for one turn.  Upon return, Hero has access to any Lost Soul site and "
        "ignores Egyptians."
    ).effects
    assert isinstance(access, SiteAccess)
    assert isinstance(ignore, Ignore)
    assert access.trigger == ignore.trigger == AtMoment(Moment.ON_RETURN)
    assert access.target == Selector(types=("Hero",))
    assert ignore.ignored == Selector(count=ALL, identifiers=("Egyptian",))


def test_a_moment_as_the_condition_of_a_modifier_is_refused() -> None:
    # it used to become a past event called "at_moment", the moment lost
    with pytest.raises(AbilityParseError):
        parse_ability(
            "Set aside a Hero for four turns.  Upon return, enhancements played on Hero may "
            "not be interrupted, prevented, or negated."
        )


def test_and_if_joins_two_conditions() -> None:
    take = parse_ability(
        "You may play an evil Enhancement that you do not own regardless of brigade. If you "
        "do not and if blocking, you may take an evil Enhancement from a Reserve. Cannot be "
        "interrupted."
    ).effects[1]
    assert isinstance(take, Take)
    assert take.optional
    assert take.condition == AllOf(
        (IfDone(done=False, player=Player.YOU), StatusIs(Status.BLOCKING))
    )


def test_and_if_reads_as_and() -> None:
    (with_if,) = parse_ability("If blocking and if rescued, draw 1.").effects
    (without,) = parse_ability("If blocking and rescued, draw 1.").effects
    assert with_if.condition == without.condition == StatusIs(Status.BLOCKING)
    assert with_if.trigger == without.trigger == OnEvent(Event.RESCUED)
