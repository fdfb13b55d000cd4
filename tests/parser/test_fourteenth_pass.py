"""Wordings read (or refused) in the grammar's fourteenth coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

import pytest
from attrs import evolve

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Link, Player, Quantifier, Zone
from redemption_rules.effects.kinds import Band, Discard, Ignore, Restrict, SetAside, Withdraw
from redemption_rules.effects.targets import Controls, Not, Status, StatusIs
from redemption_rules.effects.timing import Event, OnEvent, Phase
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability
from redemption_rules.parser.normalize import normalize

# -- identifiers ORDIR gives in words: "a mob", "Jesus' 12 Disciples", "royal family" ------


def test_doomed_conspirators_bands_to_a_mob() -> None:
    text = (
        "If blocking, search deck for a Curse. If a missionary is defeated, shuffle any number "
        "of Lost Souls. Otherwise, discard this Evil Character after battle. May band to a mob."
    )
    band = parse_ability(text).effects[-1]
    assert isinstance(band, Band)
    assert band.optional
    assert band.target is not None
    assert band.target.identifiers == ("mob",)  # ORDIR: Mob (Angry Mob, Doomed Conspirators)
    assert band.target.names == ()


def test_ordained_as_a_disciple_sets_aside_one_disciple() -> None:
    text = (
        "Set one of Jesus' 12 Disciples aside for one turn.  That Hero gains the ability, 'Heal "
        "a Hero in play or place a demon in play beneath owner's draw pile.'"
    )
    aside = parse_ability(text).effects[0]
    assert isinstance(aside, SetAside)
    assert aside.target.identifiers == ("Disciple",)
    assert aside.target.names == ()
    assert (aside.target.count.quantifier, aside.target.count.number) == (Quantifier.EXACTLY, 1)
    assert aside.duration is not None
    assert aside.duration.count == 1


def test_king_david_ignores_every_member_of_a_royal_family() -> None:
    (ignore,) = parse_ability("May not be blocked by any member of any royal family.").effects
    assert isinstance(ignore, Ignore)
    assert ignore.ignored.identifiers == ("royalty",)  # ORDIR: Royalty
    # the same as "any royalty"
    (plain,) = parse_ability("May not be blocked by any royalty.").effects
    assert isinstance(plain, Ignore)
    assert ignore.ignored == plain.ignored


@pytest.mark.parametrize(
    "text",
    [
        "May band to a mobster.",
        "Set one of Jesus' Disciples aside for one turn.",
        "Set one of Peter's 12 Disciples aside for one turn.",
        "May not be blocked by any member of any family.",
        "May not be blocked by any member of any royal household.",
    ],
)
def test_near_identifiers_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "may not draw any cards or search draw pile": two restrictions ------------------------


def test_displeased_philistines_restricts_drawing_and_searching_the_draw_pile() -> None:
    text = "Opponent(s) may not draw any cards or search draw pile next turn."
    draw, search = parse_ability(text).effects
    assert isinstance(draw, Restrict)
    assert isinstance(search, Restrict)
    assert (draw.action, draw.player, draw.target) == ("draw", Player.OPPONENT, None)
    assert (search.action, search.player) == ("search", Player.OPPONENT)
    assert search.target is not None
    assert [place.zone for place in search.target.locations] == [Zone.DECK]
    assert search.link is Link.OR  # as "may not draw cards or make a rescue attempt"
    for effect in (draw, search):
        assert effect.duration is not None
        assert effect.duration.unit.value == "next_turn"


def test_searching_is_the_same_restriction_as_restrict_from_searching() -> None:
    (said,) = parse_ability("Opponent may not search draw pile.").effects
    (restricted,) = parse_ability("Restrict opponent from searching draw pile.").effects
    assert isinstance(said, Restrict)
    assert isinstance(restricted, Restrict)
    assert (said.action, said.player) == (restricted.action, restricted.player)
    assert said.target == restricted.target


@pytest.mark.parametrize(
    "text",
    [
        "Opponent may not draw any.",
        "Opponent may not search.",
        "Opponent may not search a Hero.",
        "Opponent may not draw cards or search for a Hero.",
    ],
)
def test_near_restrictions_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "All heroes banded into battle": banded ones, in battle -------------------------------


def test_desertion_withdraws_the_heroes_banded_into_battle() -> None:
    text = (
        "No good banding card can be played this turn.  All heroes banded into battle must "
        "return to their territories."
    )
    withdraw = parse_ability(text).effects[-1]
    assert isinstance(withdraw, Withdraw)
    assert withdraw.target.types == ("Hero",)
    assert withdraw.target.qualifiers == ("banded",)
    assert [place.zone for place in withdraw.target.locations] == [Zone.BATTLE]
    assert withdraw.target.count.quantifier is Quantifier.ALL
    # the same cards as "all banded Heroes in battle"
    plain_text = "All banded Heroes in battle must return to their territories."
    (plain,) = parse_ability(plain_text).effects
    assert isinstance(plain, Withdraw)
    assert plain.target == withdraw.target


def test_banded_into_anything_but_battle_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("All heroes banded into territory must return to their territories.")


# -- section labels and a stray letter -----------------------------------------------------


def test_ride_on_victoriously_reads_each_half_under_its_label() -> None:
    text = (
        "RoV: If an Evil Character is blocking, add a meek Hero to battle. Limit once per game. "
        "AT: Play an Enhancement on your meek Hero in battle. Limit once per game."
    )
    effects = parse_ability(text).effects
    assert [effect.section for effect in effects] == ["ROV", "AT"]


def test_haggai_drops_the_stray_letter_after_its_last_sentence() -> None:
    printed = (
        "You may play a good O.T. Fortress from Reserve (or discard pile if a Persian is in "
        "play). May band to an Ezra, Haggai or Zechariah Hero, or you may look at the top X "
        "cards of deck: Take 1. Cannot be negated.  a"
    )
    assert normalize(printed).text == printed[: -len("  a")]
    read = parse_ability(printed)
    mended = parse_ability(printed[: -len("  a")])
    assert read.effects == mended.effects
    # the span of the last modifier runs on to the end of the text as printed
    assert [evolve(m, span=None) for m in read.modifiers] == [
        evolve(m, span=None) for m in mended.modifiers
    ]
    with pytest.raises(AbilityParseError):
        parse_ability("Draw 1.  a")


# -- "if their hand is 7 or more": the cards they hold --------------------------------------


def test_seven_years_of_famine_counts_the_cards_in_each_players_hand() -> None:
    text = (
        "If used by a Genesis character, place in your territory for 7 turns: Negate draw and "
        "ignore abilities. During each player's upkeep, if their hand is 7 or more, they must "
        "discard 1."
    )
    discard = parse_ability(text).effects[-1]
    assert isinstance(discard, Discard)
    condition = discard.condition
    assert isinstance(condition, Controls)
    assert condition.player is Player.THAT_PLAYER  # the player whose upkeep it is
    assert not condition.negated
    assert condition.target.types == ("card",)
    assert (condition.target.count.quantifier, condition.target.count.number) == (
        Quantifier.AT_LEAST,
        7,
    )
    assert [place.zone for place in condition.target.locations] == [Zone.HAND]
    # the same condition as "if they have 7 or more cards in hand"
    said = "During each player's upkeep, if they have 7 or more cards in hand, they must discard 1."
    (plain,) = parse_ability(said).effects
    assert plain.condition == condition


def test_a_hand_of_at_most_so_many_is_yours_when_it_says_your() -> None:
    (draw,) = parse_ability("If your hand is 3 or less, draw 1.").effects
    assert isinstance(draw.condition, Controls)
    assert draw.condition.player is Player.YOU
    assert draw.condition.target.count.quantifier is Quantifier.AT_MOST


@pytest.mark.parametrize(
    "text",
    ["If their hand is 7, they must discard 1.", "If their hand is empty or more, draw 1."],
)
def test_a_hand_without_a_bound_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Randomly select and discard": a random card -----------------------------------------


def test_mist_discards_a_random_card_from_each_hand() -> None:
    text = "Randomly select and discard one card from each player's hand."
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.target.random
    assert (discard.target.count.quantifier, discard.target.count.number) == (
        Quantifier.EXACTLY,
        1,
    )
    assert [(p.zone, p.owner) for p in discard.target.locations] == [
        (Zone.HAND, Player.EACH_PLAYER)
    ]
    # as "discard one card at random from each player's hand"
    (plain,) = parse_ability("Discard one card at random from each player's hand.").effects
    assert isinstance(plain, Discard)
    assert plain.target == discard.target


@pytest.mark.parametrize(
    "text",
    [
        "Randomly select one card from each player's hand.",
        "Randomly select and banish one card from each player's hand.",
        "Randomly discard one card from each player's hand.",
    ],
)
def test_other_random_verbs_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "opposed in battle", "puts a good card in play during battle" --------------------------


def test_covenant_with_death_restricts_until_a_character_is_opposed() -> None:
    text = (
        "Negate characters. Restrict players from playing Enhancements unless a character is "
        "opposed in battle. Cannot be negated."
    )
    restrict = parse_ability(text).effects[1]
    assert isinstance(restrict, Restrict)
    assert restrict.action == "play"
    condition = restrict.condition
    assert isinstance(condition, Not)
    assert isinstance(condition.condition, StatusIs)
    assert condition.condition.status is Status.OPPOSED  # a character on the other side
    assert condition.condition.subject is not None
    assert condition.condition.subject.types == ("character",)
    (plain,) = parse_ability(
        "Restrict players from playing Enhancements unless a character is opposed."
    ).effects
    assert plain.condition == condition


def test_defiled_draws_when_opponent_puts_a_good_card_in_play_during_battle() -> None:
    text = "If opponent puts a good card in play during battle, you may draw X."
    (draw,) = parse_ability(text).effects
    trigger = draw.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.PUT_IN_PLAY
    assert trigger.player is Player.OPPONENT
    assert trigger.phase is Phase.BATTLE
    assert trigger.target is not None
    assert trigger.target.alignment is Alignment.GOOD
    # without the phase, the same event at any time
    (plain,) = parse_ability("If opponent puts a good card in play, you may draw X.").effects
    assert isinstance(plain.trigger, OnEvent)
    assert evolve(trigger, phase=None) == plain.trigger


@pytest.mark.parametrize(
    "text",
    [
        "Restrict players from playing Enhancements unless a character is opposed in territory.",
        "If opponent puts a good card in play during lunch, you may draw X.",
    ],
)
def test_near_phases_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
