"""Wordings once read with a part lost: whose next turn, the span a card was played in."""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment, Brigade
from redemption_rules.effects import (
    Count,
    Duration,
    DurationUnit,
    Location,
    Player,
    Quantifier,
    Ref,
    Selector,
    Zone,
)
from redemption_rules.effects.kinds import (
    Capture,
    Convert,
    Copy,
    Exchange,
    Negate,
    Place,
    Protect,
    Restrict,
    Rule,
    Search,
    Take,
    Topdeck,
    UseOtherEnhancements,
)
from redemption_rules.effects.modifiers import Limit
from redemption_rules.effects.targets import Direction, Exists, Not, Status, StatusIs
from redemption_rules.effects.timing import EachPhase, Event, OnEvent, Phase
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)


def test_great_mourning_keeps_the_opponent_out_for_the_next_turn() -> None:
    # "next turn" used to be read as two turns from now, whose turn lost
    draw, rescue = parse_ability(
        "Opponent may not draw cards or make a rescue attempt next turn."
    ).effects
    for restrict in (draw, rescue):
        assert isinstance(restrict, Restrict)
        assert restrict.player is Player.OPPONENT
        assert restrict.duration == Duration(DurationUnit.NEXT_TURN, None, player=None)
    assert isinstance(draw, Restrict)
    assert isinstance(rescue, Restrict)
    assert (draw.action, rescue.action) == ("draw", "rescue_attempt")


def test_scapegoat_restricts_each_player_on_their_own_next_turn() -> None:
    (restrict,) = parse_ability("Restrict each player from attacking on their next turn.").effects
    assert isinstance(restrict, Restrict)
    assert restrict.player is Player.EACH_PLAYER
    assert restrict.duration == Duration(DurationUnit.NEXT_TURN, None, player=Player.THAT_PLAYER)


@pytest.mark.parametrize(
    ("whose", "player"),
    [
        ("your", Player.YOU),
        ("their", Player.THAT_PLAYER),
        ("his", Player.THAT_PLAYER),
        ("opponent's", Player.OPPONENT),
        ("opponent\u2019s", Player.OPPONENT),
        ("owner's", Player.OWNER),
    ],
)
def test_whose_next_turn_stays_with_the_duration(whose: str, player: Player) -> None:
    text = f"Restrict opponent from attacking during {whose} next turn."
    (restrict,) = parse_ability(text).effects
    assert isinstance(restrict, Restrict)
    assert restrict.duration == Duration(DurationUnit.NEXT_TURN, None, player=player)


def test_until_a_next_turn_begins_is_refused() -> None:
    # "until your next turn" ends when that turn starts: no duration says so
    with pytest.raises(AbilityParseError, match="until the start of a next turn"):
        parse_ability("Restrict opponent from playing Dominants until your next turn.")


def test_the_last_card_played_this_battle_keeps_the_battle() -> None:
    # "this battle" used to be dropped: the last good card played at all
    (negate,) = parse_ability("Negate the last good card played this battle.").effects
    assert isinstance(negate, Negate)
    assert negate.target.qualifiers == ("last", "played")
    assert negate.target.played_in == "this_battle"
    assert negate.duration is None


def test_wall_of_protection_guards_against_the_first_enhancement_each_battle() -> None:
    (protect,) = parse_ability(
        "Protect Ruth Heroes in battle from the first evil Enhancement played each battle."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.source is not None
    assert protect.source.qualifiers == ("first", "played")
    assert protect.source.played_in == "each_battle"


def test_new_jerusalem_copies_a_dominant_played_during_this_phase() -> None:
    (copy,) = parse_ability("Copy the last good Dominant played during this phase.").effects
    assert isinstance(copy, Copy)
    assert copy.target.types == ("Dominant",)
    assert copy.target.played_in == "this_phase"


def test_played_by_an_opponent_this_battle_keeps_player_and_battle() -> None:
    (negate,) = parse_ability(
        "Negate the last good card played by an opponent this battle."
    ).effects
    assert isinstance(negate, Negate)
    assert negate.target.owner is Player.OPPONENT
    assert negate.target.qualifiers == ("last", "played")
    assert negate.target.played_in == "this_battle"
    (plain,) = parse_ability("Negate the last good card played by an opponent.").effects
    assert isinstance(plain, Negate)
    assert plain.target.played_in == ""


def test_played_per_turn_is_each_turn() -> None:
    (negate,) = parse_ability("Negate the first evil Enhancement played per turn.").effects
    assert isinstance(negate, Negate)
    assert negate.target == Selector(
        alignment=negate.target.alignment,
        types=("Enhancement",),
        qualifiers=("first", "played"),
        played_in="each_turn",
    )


def test_high_priest_ananias_searches_draw_or_discard_pile() -> None:
    # the piles of a list share the one word "pile"
    search, place = parse_ability(
        "You may search draw or discard pile for Sanhedrin and put in hand."
    ).effects
    assert isinstance(search, Search)
    assert search.locations == (Location(Zone.DECK), Location(Zone.DISCARD_PILE))
    assert search.target == Selector(names=("Sanhedrin",))
    assert search.optional
    assert isinstance(place, Place)
    assert place.destination == Location(Zone.HAND)


def test_queen_maachah_searches_her_holders_artifact_or_discard_pile() -> None:
    search, _ = parse_ability(
        "Holder may search his Artifact or discard pile for Asherah Pole and activate it."
    ).effects
    assert isinstance(search, Search)
    assert search.actor is None  # the holder is the player the ability serves
    assert search.locations == (
        Location(Zone.ARTIFACT_PILE, owner=Player.THAT_PLAYER),
        Location(Zone.DISCARD_PILE, owner=Player.THAT_PLAYER),
    )


def test_simon_of_cyrene_searches_three_piles_named_once() -> None:
    search, place = parse_ability(
        "Search draw, discard, or Artifact pile for Cross Beams of the Cross and place it on Simon."
    ).effects
    assert isinstance(search, Search)
    assert search.locations == (
        Location(Zone.DECK),
        Location(Zone.DISCARD_PILE),
        Location(Zone.ARTIFACT_PILE),
    )
    assert search.target == Selector(names=("Cross Beams of the Cross",))
    assert isinstance(place, Place)
    assert place.destination == Location(Zone.ON_CARD, card=Selector(names=("Simon",)))


def test_an_opponents_piles_share_the_owner() -> None:
    (search,) = parse_ability("Search opponent's draw or discard pile for a Hero.").effects
    assert isinstance(search, Search)
    assert search.locations == (
        Location(Zone.DECK, owner=Player.OPPONENT),
        Location(Zone.DISCARD_PILE, owner=Player.OPPONENT),
    )


@pytest.mark.parametrize(
    "sentence",
    [
        "Search draw or draw pile for a Hero.",  # one pile twice
        "Search draw or hand pile for a Hero.",  # no such pile
        "Discard or draw pile.",  # no verb reads the piles
    ],
)
def test_near_misses_of_shared_piles_stay_refused(sentence: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(sentence)


def test_jerusalem_captures_the_rescuers_of_a_soul_rescued_from_this_site() -> None:
    # "from this Site": the event happens on the card the ability is on
    (capture,) = parse_ability(
        "If a N.T. Lost Soul is rescued from this Site, capture all rescuing human Heroes."
    ).effects
    assert isinstance(capture, Capture)
    assert capture.trigger == OnEvent(
        Event.RESCUED,
        subject=Selector(types=("Lost Soul",), identifiers=("N.T.",)),
        where=Selector(
            count=ALL,
            locations=(Location(Zone.ON_CARD, card=Selector(types=("Site",), ref=Ref.THIS_CARD)),),
        ),
        direction=Direction.FROM,  # the soul leaves the Site
    )
    assert capture.target == Selector(
        count=ALL, types=("Hero",), identifiers=("human",), qualifiers=("rescuing",)
    )


def test_holy_grail_is_limited_per_round_and_per_game() -> None:
    ability = parse_ability(
        "At any time, you may convert an evil human in a territory to a Hero. Limit once per "
        "round and twice per game."
    )
    (convert,) = ability.effects
    assert isinstance(convert, Convert)
    assert convert.optional
    assert convert.target == Selector(
        alignment=Alignment.EVIL,
        identifiers=("human",),
        locations=(Location(Zone.TERRITORY, owner=Player.ANY_PLAYER),),
    )
    assert convert.into == Selector(types=("Hero",))
    assert convert.trigger == EachPhase(Phase.ANY_TIME, once=False)
    limits = [limit for limit in ability.modifiers if isinstance(limit, Limit)]
    assert len(limits) == len(ability.modifiers)
    assert [(limit.times, limit.per) for limit in limits] == [(1, "round"), (2, "game")]


@pytest.mark.parametrize(
    "sentence",
    [
        "Limit once per turn and twice per turn.",  # one timeframe twice
        "Limit 2 and twice per game.",  # the first limit has no timeframe
        "Limit once per round and draw 1.",  # an effect is no limit
    ],
)
def test_near_misses_of_two_limits_stay_refused(sentence: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(sentence)


def test_philistine_armor_bearer_leaves_evil_enhancements_in_battle() -> None:
    exchange, rule = parse_ability(
        "You may exchange this card with an evil Philistine in your deck or discard pile. Evil "
        "Enhancements remain in battle. Cannot be negated."
    ).effects
    assert isinstance(exchange, Exchange)
    assert isinstance(rule, Rule)
    assert rule.rule == "remains_in_battle"
    assert rule.target == Selector(count=ALL, alignment=Alignment.EVIL, types=("Enhancement",))


def test_lay_down_your_life_keeps_previous_enhancements_in_play() -> None:
    (rule,) = parse_ability("All previous enhancements stay in play.").effects
    assert isinstance(rule, Rule)
    assert rule.rule == "remains_in_play"
    assert rule.target == Selector(count=ALL, types=("Enhancement",), qualifiers=("previous",))


@pytest.mark.parametrize(
    "sentence",
    [
        "Evil Enhancements remain in hand.",  # no rule keeps cards in a hand
        "Evil Enhancements stay.",  # stay where
        "Evil Enhancements stay in battle or play.",
    ],
)
def test_near_misses_of_cards_staying_stay_refused(sentence: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(sentence)


def test_cards_kept_from_playing_other_cards_are_refused() -> None:
    # the card played used to be dropped: a restriction of Nabal from playing at all
    with pytest.raises(AbilityParseError, match="cards kept from acting on other cards"):
        parse_ability("Nabal cannot play Abigail.")
    (restrict,) = parse_ability("Nabal cannot block.").effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "block"
    assert restrict.target == Selector(names=("Nabal",))
    (player,) = parse_ability("Opponent cannot play Dominants.").effects
    assert isinstance(player, Restrict)
    assert player.player is Player.OPPONENT
    assert player.target == Selector(count=ALL, types=("Dominant",))


def test_except_those_after_a_list_excepts_from_every_item() -> None:
    # Job's Wife: "those" are the characters and the Enhancements alike
    ability = parse_ability(
        "Negate characters and Enhancements (except those with a Job reference)."
    )
    negate = ability.effects[0]
    assert isinstance(negate, Negate)
    those = Selector(count=ALL, books=("Job",), ref=Ref.THEM)
    assert [part.types for part in negate.target.parts] == [("character",), ("Enhancement",)]
    assert [part.exceptions for part in negate.target.parts] == [(those,), (those,)]


def test_an_exception_of_the_last_item_alone_stays_with_it() -> None:
    # "except X" naming its own cards, not "those", belongs to the item it follows
    ability = parse_ability("Negate Heroes and Enhancements (except Moses).")
    parts = ability.effects[0].target.parts  # type: ignore[attr-defined]
    assert parts[0].exceptions == ()
    assert parts[1].exceptions != ()


@pytest.mark.parametrize(
    "text",
    [
        "STAR: Reveal hand: If there is no Hero, take one from deck.",
        "You may reveal your hand: If there is an evil Canaanite, you may discard a good card.",
    ],
)
def test_if_there_is_after_a_reveal_looks_among_the_cards_revealed(text: str) -> None:
    # the Heroes or Canaanites looked for are those shown, not those in play
    _, after = parse_ability(text).effects
    assert isinstance(after.condition, Exists)
    assert after.condition.target.qualifiers == ("revealed",)
    assert not after.condition.target.locations


def test_if_there_is_with_no_reveal_before_looks_in_play() -> None:
    (draw,) = parse_ability("If there is an evil Canaanite in battle, draw 1.").effects
    assert isinstance(draw.condition, Exists)
    assert "revealed" not in draw.condition.target.qualifiers


@pytest.mark.parametrize(
    ("text", "identifier"),
    [
        (
            "May band to Zechariah or a Zerubbabel's Temple High Priest.",
            "Zerubbabel's Temple High Priest",
        ),
        (
            "If used by a Solomon's Temple Priest or King Josiah, you may draw X.",
            "Solomon's Temple Priest",
        ),
        ("Your Zerubbabel's Temple Priests gain 3/3 this turn.", "Zerubbabel's Temple Priest"),
        ("You may take a Solomon\u2019s Temple priest from deck.", "Solomon's Temple Priest"),
    ],
)
def test_a_temples_priests_are_one_identifier(text: str, identifier: str) -> None:
    # not priests called "Zerubbabel's Temple" (the title of a Site)
    found = repr(parse_ability(text))
    assert f"identifiers=({identifier!r},)" in found
    assert 'names=("Zerubbabel\'s Temple",)' not in found
    assert 'names=("Solomon\'s Temple",)' not in found


@pytest.mark.parametrize(
    ("text", "kinds", "holders"),
    [
        (
            "Negate all protect abilities on Heroes and Fortresses.",
            ("protect",),
            ["Hero", "Fortress"],
        ),
        (
            "Negate all immune abilities on Evil Characters and evil weapons.",
            ("immune",),
            ["Evil Character", "weapon"],
        ),
        ("Negate special abilities on Lost Souls and Sites this turn.", (), ["Lost Soul", "Site"]),
    ],
)
def test_the_cards_listed_after_abilities_on_hold_the_abilities(
    text: str, kinds: tuple[str, ...], holders: list[str]
) -> None:
    # "protect abilities on Heroes and Fortresses" was the protect abilities on Heroes and
    # every Fortress whole
    negate = parse_ability(text).effects[0]
    assert isinstance(negate, Negate)
    parts = negate.target.parts
    assert [part.types for part in parts] == [("ability",)] * len(holders)
    assert all(part.abilities == kinds for part in parts)
    held = [part.locations[0].card for part in parts]
    assert [card.types[0] for card in held if card is not None] == holders
    assert all(part.locations[0].zone is Zone.ON_CARD for part in parts)


# -- "any" before a plural: as many as the player picks, where an effect acts on them -------


def test_book_of_hozai_returns_the_cards_its_holder_picks_not_the_whole_hand() -> None:
    text = (  # Book of Hozai
        "Holder may draw three cards and play the next enhancement.  "
        "During discard phase, holder may return any cards from hand to top of draw pile."
    )
    *_, topdeck = parse_ability(text).effects
    assert isinstance(topdeck, Topdeck)
    assert topdeck.optional
    # "may" with every card would be the whole hand or none of it (REG: Targeting)
    assert topdeck.target.count == Count(Quantifier.ANY_NUMBER)
    assert topdeck.target.locations == (Location(Zone.HAND),)


def test_claudia_adds_the_clay_heroes_revealed_that_her_player_picks() -> None:
    text = (  # Claudia (PC)
        "Reveal the top X cards of your deck and add any clay Heroes to hand. "
        "May band to a clay Hero. Cannot be interrupted."
    )
    _, take, *_ = parse_ability(text).effects
    assert isinstance(take, Take)
    assert take.target.count == Count(Quantifier.ANY_NUMBER)
    assert take.target.brigades == (Brigade.CLAY,)


def test_a_permission_to_use_any_enhancements_allows_every_one() -> None:
    (use,) = parse_ability("May use any enhancements that include Paul in the card title.").effects
    assert isinstance(use, UseOtherEnhancements)
    assert use.enhancements.count == ALL


def test_inspection_discards_any_number_of_a_list_not_one_card() -> None:
    text = (  # Inspection
        "Reveal the top card of draw pile.  If it is a good card, you may discard it to discard "
        "any number of evil Enhancements or Curses in play.  Otherwise place it beneath draw pile."
    )
    discards = [e for e in parse_ability(text).effects if e.kind == "discard"]
    listed = discards[-1].target
    assert listed.count == Count(Quantifier.ANY_NUMBER)
    assert [part.count for part in listed.parts] == [Count(Quantifier.ANY_NUMBER)] * 2


# -- "opposed": a character on the other side of battle, not only "in battle" ----------------


def test_chariot_of_fire_adds_elisha_when_the_blocker_is_left_unopposed() -> None:
    text = (  # Chariot of Fire
        "Rescue your good O.T. human prophet. If opponent's blocking character is not opposed, "
        "you may add Elisha from deck, discard pile or Reserve to battle."
    )
    _, add = parse_ability(text).effects
    condition = add.condition
    assert isinstance(condition, StatusIs)
    assert condition.status is Status.OPPOSED
    assert condition.negated
    assert condition.subject is not None
    assert condition.subject.owner is Player.OPPONENT


def test_opposed_in_battle_is_opposed() -> None:
    text = "Prevent Enhancements unless a character is opposed in battle."  # Pact with Death
    (prevent,) = parse_ability(text).effects
    unless = prevent.condition
    assert isinstance(unless, Not)
    assert isinstance(unless.condition, StatusIs)
    assert unless.condition.status is Status.OPPOSED


# -- an alignment before adjectives that share a noun: every part of the list ---------------


def test_an_evil_multi_brigade_or_orange_card_is_evil_either_way() -> None:
    text = (  # Sword of the Spirit (CoW)
        "You may negate and discard an evil multi-brigade or orange card in play or set-aside area."
    )
    negate, _ = parse_ability(text).effects
    multi, orange = negate.target.parts
    assert multi.alignment is orange.alignment is Alignment.EVIL
    assert multi.qualifiers == ("multi_brigade",)
    assert orange.brigades == (Brigade.ORANGE,)


@pytest.mark.parametrize(
    "text",
    [
        # Hezekiah's Signet Ring: a restriction on opponents, not a search they may make
        "No opponent may search any draw pile or discard pile.",
        "No player may draw cards.",
    ],
)
def test_no_before_a_player_is_refused_not_dropped(text: str) -> None:
    with pytest.raises(AbilityParseError, match="'no' before"):
        parse_ability(text)
