"""Restrictions, rules of what stays in play, delayed windows and "if ..., then ..."."""

from __future__ import annotations

import pytest

from redemption_rules.effects import (
    Actor,
    Count,
    Duration,
    DurationUnit,
    Link,
    Location,
    Player,
    Quantifier,
    Ref,
    Selector,
    Zone,
)
from redemption_rules.effects.kinds import (
    Discard,
    EndBattle,
    Increase,
    Look,
    Place,
    Play,
    Present,
    Protect,
    Restrict,
    Rule,
    Search,
    SetAside,
    SetNumbers,
    Withdraw,
)
from redemption_rules.effects.targets import Exists, Happened, IfDone, Status, StatusIs
from redemption_rules.effects.timing import AtMoment, EachPhase, Moment, Phase
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)


def test_restrict_yourself_from_rescuing_additional_cards() -> None:
    # Lamb's Righteousness (RoJ)
    _, restrict = parse_ability(
        "If rescuing and your Hero is opposed, you may rescue a captured Hero in opponent's "
        "territory. If you do, restrict yourself from rescuing additional cards this turn."
    ).effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "rescue"
    assert restrict.player is Player.YOU
    assert restrict.target == Selector(count=ALL, types=("card",), qualifiers=("additional",))
    assert restrict.condition == IfDone(done=True, player=Player.YOU)
    assert restrict.duration == Duration(DurationUnit.TURN)
    assert not restrict.optional


def test_rescuing_before_a_noun_is_the_action_restricted_not_play() -> None:
    # it used to be read as a restriction from playing, the "from" words dropped
    (restrict,) = parse_ability("Restrict opponents from rescuing additional cards.").effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "rescue"
    assert restrict.player is Player.OPPONENTS


def test_restrict_each_player_from_attacking_on_their_next_turn() -> None:
    # it used to be read as a restriction from playing, "on their" as a card
    (restrict,) = parse_ability("Restrict each player from attacking on their next turn.").effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "attack"
    assert restrict.player is Player.EACH_PLAYER
    assert restrict.target is None
    assert restrict.duration == Duration(DurationUnit.NEXT_TURN, None, player=Player.THAT_PLAYER)


def test_a_restricted_player_keeps_every_word_or_is_refused() -> None:
    # words after the action that no rule reads are an error, never dropped
    with pytest.raises(AbilityParseError):
        parse_ability("Restrict opponents from attacking on a Hero.")


def test_lost_souls_remain_in_play_when_their_site_is_discarded() -> None:
    # Break Down the Wall of Gath
    discard, rule = parse_ability(
        "Discard a single color Lost Soul Site and all evil cards guarding it.  "
        "Lost Soul(s) remains in play."
    ).effects
    assert isinstance(discard, Discard)
    assert isinstance(rule, Rule)
    assert rule.rule == "remains_in_play"
    assert rule.target == Selector(count=ALL, types=("Lost Soul",))
    assert rule.link is Link.NONE


@pytest.mark.parametrize(
    "sentence",
    [
        "The Lost Soul(s) remains in play.",  # Edge of the Sword (Wa)
        "Lost Soul remains.",  # Locust from the Pit (G)
    ],
)
def test_other_wordings_of_lost_souls_remaining(sentence: str) -> None:
    (rule,) = parse_ability(sentence).effects
    assert isinstance(rule, Rule)
    assert rule.rule == "remains_in_play"
    assert rule.target is not None
    assert rule.target.types == ("Lost Soul",)


def test_lost_souls_or_evil_characters_remain_in_play() -> None:
    # Sound the Trumpet
    _, rule = parse_ability(
        "Discard one single color Lost Soul Site or one Kingdoms of this World Fortress.  "
        "Lost Soul(s) or Evil Character(s) remain in play."
    ).effects
    assert isinstance(rule, Rule)
    assert rule.target is not None
    assert [part.types for part in rule.target.parts] == [("Lost Soul",), ("Evil Character",)]


def test_protect_during_the_next_battle_phase_waits_for_that_phase() -> None:
    # Stricken
    protect, _, _ = parse_ability(
        "STAR: Protect all decks and Reserves from opponents during the next battle phase. "
        "EE: Negate a good card or reserve a Hero."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.section == "STAR"
    assert protect.duration == Duration(DurationUnit.NEXT_BATTLE_PHASE)
    assert protect.trigger is None


def test_restrict_during_the_next_battle_phase() -> None:
    # Out of Egypt
    (restrict,) = parse_ability(
        "STAR: Restrict players from playing Dominants during the next battle phase."
    ).effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "play"
    assert restrict.player is Player.ALL_PLAYERS
    assert restrict.target == Selector(count=ALL, types=("Dominant",))
    assert restrict.duration == Duration(DurationUnit.NEXT_BATTLE_PHASE)


def test_then_after_a_condition_only_marks_what_follows() -> None:
    # Dance of Death
    (worth,) = parse_ability(
        "If no female Heroes are in the Field of Battle, then this card is worth 10/6."
    ).effects
    assert isinstance(worth, SetNumbers)
    assert worth.link is Link.NONE
    assert worth.condition == Exists(
        Selector(
            count=Count(Quantifier.NONE),
            types=("Hero",),
            identifiers=("female",),
            locations=(Location(Zone.BATTLE),),
        )
    )


def test_then_after_a_condition_after_a_colon_keeps_the_colon() -> None:
    draw, discard = parse_ability("Draw 1: if blocking, then discard a card.").effects
    assert isinstance(discard, Discard)
    assert discard.link is Link.PAIRED
    assert discard.condition == StatusIs(Status.BLOCKING)
    assert draw.condition is None


def test_then_after_another_prefix_is_refused() -> None:
    # only "if" is followed by a "then" that marks what follows
    with pytest.raises(AbilityParseError):
        parse_ability("During battle, then discard a card.")


def test_a_title_with_is_inside_is_one_name() -> None:
    # The Woman with Child (RoJ)
    _, search = parse_ability(
        "Protect this Hero from demons. You may search deck or Reserve for A Child is Born "
        "or a good Dominant. If it is Son of God, this cannot be interrupted."
    ).effects
    assert isinstance(search, Search)
    assert search.target is not None
    first, _ = search.target.parts
    assert first.names == ("A Child is Born",)


def test_present_a_new_hero_or_the_rescue_attempt_fails() -> None:
    # the card Darkness (Wa)
    present, fails = parse_ability(
        "Opponent must present a new Hero or rescue attempt fails."
    ).effects
    assert isinstance(present, Present)
    assert present.target == Selector(types=("Hero",), qualifiers=("new",))
    assert present.actor == Actor(Player.OPPONENT)
    assert not present.optional
    assert isinstance(fails, EndBattle)
    assert fails.outcome == "rescue_fails"
    assert fails.link is Link.OR
    assert fails.actor == Actor(Player.OPPONENT)


def test_place_a_female_hero_into_battle_or_the_rescue_attempt_fails() -> None:
    # Temptation
    withdraw, place, fails = parse_ability(
        "All male Heroes must withdraw from battle.  Opponent must place a female Hero into "
        "battle or rescue attempt fails."
    ).effects
    assert isinstance(withdraw, Withdraw)
    assert isinstance(place, Place)
    assert place.target.identifiers == ("female",)
    assert place.destination == Location(Zone.BATTLE)
    assert isinstance(fails, EndBattle)
    assert fails.outcome == "rescue_fails"
    assert fails.link is Link.OR


def test_or_the_rescue_is_successful() -> None:
    _, succeeds = parse_ability("Opponent must present a new Hero or rescue is successful.").effects
    assert isinstance(succeeds, EndBattle)
    assert succeeds.outcome == "rescue_succeeds"


def test_a_passive_placed_in_battle_is_placed_by_the_rescuer() -> None:
    # Outburst of Anger: the rescuer, not the user, places the Hero (REG: Present)
    present, fails = parse_ability(
        "A new Hero must be placed in battle or rescue attempt fails."
    ).effects
    assert isinstance(present, Present)
    assert isinstance(fails, EndBattle)
    assert present.actor == fails.actor == Actor(player=Player.RESCUER)
    # with no one said to place it and nothing else that may happen, it stays refused
    with pytest.raises(AbilityParseError):
        parse_ability("A new Hero may be placed in battle.")


def test_battle_continues_as_a_battle_challenge_is_a_rule() -> None:
    # Eternal Inheritance
    *_, rule, play = parse_ability(
        "If rescuing, a Covenant is active and your Hero is opposed, remove this from the "
        "game to rescue a Lost Soul. Battle continues as a battle challenge. Opponent may "
        "play an Enhancement."
    ).effects
    assert isinstance(rule, Rule)
    assert rule.rule == "continues_as_challenge"
    assert rule.target is None
    assert rule.condition is None
    assert isinstance(play, Play)


def test_withdraw_or_continue_the_battle_is_the_choice_to_withdraw() -> None:
    # Spy
    look, withdraw = parse_ability(
        "Holder may look at one opponent's hand or cards face down in a site.  Hero may then "
        "withdraw from battle unharmed or continue the battle."
    ).effects
    assert isinstance(look, Look)
    assert isinstance(withdraw, Withdraw)
    assert withdraw.optional
    assert withdraw.actor is not None
    assert withdraw.actor.card == Selector(types=("Hero",))


def test_or_continue_the_battle_after_a_must_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Hero must withdraw from battle or continue the battle.")


def test_restrict_players_from_searching_any_reserve() -> None:
    # the card Cherubim [Blake]
    draw, restrict = parse_ability(
        "You may draw 1 or restrict players from searching any Reserve."
    ).effects
    assert draw.kind == "draw"
    assert isinstance(restrict, Restrict)
    assert restrict.action == "search"
    assert restrict.player is Player.ALL_PLAYERS
    assert restrict.target == Selector(
        count=ALL, locations=(Location(Zone.RESERVE, owner=Player.ANY_PLAYER),)
    )
    assert restrict.link is Link.OR
    assert restrict.optional


def test_searching_reserves_is_a_place_not_a_card_named_reserves() -> None:
    # it used to be read as searching a card called "Reserves"
    (restrict,) = parse_ability("Restrict players from searching Reserves.").effects
    assert isinstance(restrict, Restrict)
    assert restrict.target == Selector(
        count=ALL, locations=(Location(Zone.RESERVE, owner=Player.ALL_PLAYERS),)
    )


def test_restrict_players_from_searching_a_list_of_piles() -> None:
    # Hezekiah's Signet Ring [RR2]
    (restrict,) = parse_ability(
        "Restrict players from searching all decks, discard piles and Reserves."
    ).effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "search"
    assert restrict.player is Player.ALL_PLAYERS
    assert restrict.target is not None
    assert [(place.zone, place.owner) for place in restrict.target.locations] == [
        (Zone.DECK, Player.ALL_PLAYERS),
        (Zone.DISCARD_PILE, Player.ALL_PLAYERS),
        (Zone.RESERVE, Player.ALL_PLAYERS),
    ]


def test_restrict_from_searching_places_and_cards_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Restrict players from searching decks or a Hero.")


def test_no_evil_character_can_be_converted_protects_them() -> None:
    # Altar of Dagon
    protect, prevent = parse_ability(
        "No Evil Character can be converted.  Prevents Holy Grail."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.target == Selector(count=ALL, types=("Evil Character",))
    assert protect.source is not None
    assert protect.source.abilities == ("convert",)
    assert prevent.kind == "prevent"


def test_no_good_banding_card_can_be_played_restricts_every_player() -> None:
    # Desertion
    (restrict,) = parse_ability("No good banding card can be played this turn.").effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "play"
    assert restrict.player is Player.ALL_PLAYERS
    assert restrict.target is not None
    assert restrict.target.count == ALL
    assert restrict.target.types == ("card",)
    assert restrict.target.abilities == ("band",)
    assert restrict.duration == Duration(DurationUnit.TURN)


def test_no_new_artifacts_may_be_activated() -> None:
    # Joseph's Silver Cup
    (restrict,) = parse_ability("No new artifacts may be activated.").effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "activate"
    assert restrict.target is not None
    assert restrict.target.qualifiers == ("new",)


@pytest.mark.parametrize(
    "sentence",
    [
        "Heroes can be discarded.",  # what may happen, not what to do
        "Heroes may be played.",
        "A Hero can be played.",
    ],
)
def test_can_or_may_be_without_no_is_refused(sentence: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(sentence)


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("Set Hero aside.  Hero gains 1/1 for every turn Hero mourns.", "Hero"),
        (
            (
                "Set Evil Character aside.  Character gains 1/1 for every turn character "
                "worships Molech."
            ),
            "character",
        ),
    ],
)
def test_what_a_set_aside_character_does_each_turn_is_being_set_aside(text: str, card: str) -> None:
    # Iron Pan (Pr), Molech Worship ( C): as "for every turn Hero is set aside" (Patience)
    patience = parse_ability("Set Hero aside.  Hero gains 1/1 for every turn Hero is set aside.")
    _, gains = parse_ability(text).effects
    _, expected = patience.effects
    assert isinstance(gains, Increase)
    assert gains.trigger == expected.trigger == EachPhase(Phase.TURN)
    assert gains.condition == StatusIs(Status.SET_ASIDE, subject=Selector(types=(card,)))


def test_discard_after_hero_returns_fires_on_return() -> None:
    # the card Meditation (B)
    aside, gains, discard = parse_ability(
        "Set Hero aside.  Hero gains 1/1 for every turn Hero meditates.  Discard after Hero "
        "returns."
    ).effects
    assert isinstance(aside, SetAside)
    assert isinstance(gains, Increase)
    assert isinstance(discard, Discard)
    assert discard.target == Selector(ref=Ref.THIS_CARD)
    assert discard.trigger == AtMoment(Moment.ON_RETURN)
    assert discard.link is Link.NONE


def test_discard_after_hero_awakes_is_the_same() -> None:
    # the card Sleep (L)
    *_, discard = parse_ability(
        "Set Hero aside.  Hero gains 1/1 for every turn Hero sleeps.  Discard after Hero awakes."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.trigger == AtMoment(Moment.ON_RETURN)


def test_a_lost_soul_not_rescued_by_the_end_of_the_next_turn() -> None:
    # Angry Travelers: an event that did not happen, tested at a moment
    place, discard, underdeck = parse_ability(
        "Place this card on a Lost Soul.  If that Lost Soul is not rescued by the end of the "
        "current player's next turn, discard this card to return the Lost Soul to the bottom "
        "of owner's draw pile."
    ).effects
    assert isinstance(place, Place)
    assert isinstance(discard, Discard)
    not_rescued = Happened(
        "rescued",
        target=Selector(types=("Lost Soul",), ref=Ref.THAT),
        negated=True,
        within="since",
    )
    for effect in (discard, underdeck):
        assert effect.trigger == AtMoment(Moment.END_OF_NEXT_TURN)
        assert effect.condition == not_rescued
    assert discard.cost
    assert discard.target == Selector(ref=Ref.THIS_CARD)
    assert underdeck.kind == "underdeck"
    assert underdeck.link is Link.TO


@pytest.mark.parametrize(
    "text",
    [
        "If blocking and it is not rescued by the end of the current player's next turn, draw 1.",
        "While it is not rescued by the end of the current player's next turn, draw 1.",
    ],
)
def test_an_event_not_done_by_a_moment_stands_alone_after_if(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
