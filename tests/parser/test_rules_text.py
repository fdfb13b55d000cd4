"""Rules text that is not an effect, time clauses and conditions, read from the pool's texts."""

from __future__ import annotations

import pytest

from redemption_rules.effects import (
    Count,
    Duration,
    DurationUnit,
    Link,
    Quantifier,
    Ref,
    Selector,
)
from redemption_rules.effects.kinds import (
    Deactivate,
    Discard,
    EndBattle,
    Protect,
    Rule,
    SiteAccess,
    Skip,
)
from redemption_rules.effects.targets import Advantage, Happened, Player, Status, StatusIs, Tie
from redemption_rules.effects.timing import AtMoment, Moment
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability


def test_use_as_an_enhancement_or_an_artifact_is_a_rule() -> None:
    # Covenant of Salt
    rule, _ = parse_ability(
        "Use as an enhancement or an Artifact.  All O.T. Heroes in play gain 2/2."
    ).effects
    assert isinstance(rule, Rule)
    assert rule.rule == "use_as"
    assert rule.target is not None
    assert [part.types for part in rule.target.parts] == [("Enhancement",), ("Artifact",)]


def test_battle_is_determined_by_the_numbers_is_a_rule() -> None:
    # Blessings
    negate, rule = parse_ability(
        "Negate all special abilities on all characters and enhancements except this one.  "
        "Battle is determined by the numbers."
    ).effects
    assert negate.kind == "negate"
    assert isinstance(rule, Rule)
    assert rule.rule == "by_numbers"
    assert rule.target is None


def test_fight_by_the_numbers_is_the_same_rule() -> None:
    (rule,) = parse_ability("Fight by the numbers.").effects
    assert isinstance(rule, Rule)
    assert rule.rule == "by_numbers"


@pytest.mark.parametrize(
    ("text", "rule", "target"),
    [
        (
            "This card counts as two Lost Souls.",
            "counts_as",
            Selector(count=Count(Quantifier.EXACTLY, 2), types=("Lost Soul",)),
        ),
        ("Does not count as redeemed soul.", "not_counted_as", Selector(types=("Redeemed Soul",))),
        (
            "Does not count toward Lost Soul deck building requirements.",
            "not_counted_in_deck_building",
            None,
        ),
        ("This card enters play as Saul.", "enters_play_as", Selector(names=("Saul",))),
        ("Artifact takes immediate effect.", "immediate_effect", Selector(types=("Artifact",))),
    ],
)
def test_rules_about_the_card_itself(text: str, rule: str, target: Selector | None) -> None:
    (found,) = parse_ability(text).effects
    assert isinstance(found, Rule)
    assert found.rule == rule
    assert found.target == target


def test_another_card_cannot_count_as_something() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Hero counts as two Lost Souls.")


def test_discard_after_three_turns_fires_after_those_turns() -> None:
    # Arrest in Gethsemane
    *_, discard = parse_ability(
        "Place this card in a territory: Judas and Sadducees cannot be ignored. Protect all "
        "Lost Souls from rescue, except by human Heroes. Discard this card after 3 turns."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target == Selector(ref=Ref.THIS_CARD)
    assert discard.trigger == AtMoment(Moment.AFTER_TURNS, number=3)


def test_after_four_turns_as_a_prefix() -> None:
    discard, _ = parse_ability(
        "After four turns, discard this card to discard that Fortress."
    ).effects
    assert discard.trigger == AtMoment(Moment.AFTER_TURNS, number=4)
    assert discard.cost


def test_until_hero_is_discarded_lasts_until_that_event() -> None:
    # Crushing Blow
    (access,) = parse_ability(
        "Selected Hero gains access to any Site until Hero is discarded."
    ).effects
    assert isinstance(access, SiteAccess)
    assert access.target.qualifiers == ("selected",)
    assert access.duration == Duration(
        DurationUnit.UNTIL, None, until=Happened("discarded", target=Selector(types=("Hero",)))
    )


def test_until_discarded_is_until_the_card_acted_on_is() -> None:
    (decrease,) = parse_ability("Evil Character decreases 0/1 each turn until discarded.").effects
    assert decrease.duration == Duration(
        DurationUnit.UNTIL, None, until=Happened("discarded", target=Selector(ref=Ref.IT))
    )


def test_until_this_card_leaves_play_reads_as_before() -> None:
    (effect,) = parse_ability(
        "Protect all Heroes from discard until this card leaves play."
    ).effects
    assert isinstance(effect, Protect)
    assert effect.duration == Duration(
        DurationUnit.WHILE,
        None,
        until=StatusIs(Status.IN_PLAY, subject=Selector(ref=Ref.THIS_CARD)),
    )


def test_lost_soul_advantage_is_an_advantage() -> None:
    (protect,) = parse_ability(
        "If opponent has Lost Soul advantage, protect meek Lost Souls from Heroes."
    ).effects
    assert protect.condition == Advantage(Player.OPPONENT, "lost_soul")


def test_evil_card_advantage_is_an_advantage() -> None:
    (discard,) = parse_ability(
        "If opponent has evil card advantage, you may discard an evil card."
    ).effects
    assert discard.condition == Advantage(Player.OPPONENT, "evil_card")
    assert discard.optional


def test_if_there_is_a_tie_is_a_tie() -> None:
    (end,) = parse_ability("If there is a tie, end the battle.").effects
    assert isinstance(end, EndBattle)
    assert end.condition == Tie()


def test_deactivate_an_artifact() -> None:
    (deactivate,) = parse_ability(
        "If you control a Moabite, you may deactivate an Artifact."
    ).effects
    assert isinstance(deactivate, Deactivate)
    assert deactivate.target == Selector(types=("Artifact",))
    assert deactivate.optional


def test_negate_and_deactivate_share_their_target() -> None:
    negate, deactivate = parse_ability(
        "Negate and deactivate an Artifact depicting an idol."
    ).effects
    assert isinstance(deactivate, Deactivate)
    assert negate.target == deactivate.target  # type: ignore[attr-defined]
    assert deactivate.link is Link.AND


def test_skip_the_next_battle_phase() -> None:
    (skip,) = parse_ability("If you do, each player must skip their next battle phase.").effects
    assert isinstance(skip, Skip)
    assert skip.phase == "battle"
    assert skip.player is Player.THAT_PLAYER
    assert skip.actor is not None
    assert skip.actor.player is Player.EACH_PLAYER


def test_a_first_strike_with_a_hyphen() -> None:
    (strike,) = parse_ability("Hero has first-strike ability.").effects
    assert strike.kind == "first_strike"


def test_remove_from_game_without_the() -> None:
    _, banish = parse_ability(
        "Search a discard pile for X Heroes and remove them from game."
    ).effects
    assert banish.kind == "banish"
    assert banish.link is Link.AND
