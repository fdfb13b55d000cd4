"""Wordings read in the grammar's third coverage pass, each from a card of the pool.

Each test names its card and asserts what the effect records hold, field by field: the
verb's kind, its cards (count, owner, place, description), how it joins the effect before
it, and its condition, trigger or duration.
"""

from __future__ import annotations

import pytest
from attrs import evolve

from redemption_rules.cards.model import Alignment, Stat
from redemption_rules.effects import (
    Actor,
    Count,
    Join,
    Link,
    Location,
    Player,
    Quantifier,
    Ref,
    Selector,
    StatLimit,
    Zone,
)
from redemption_rules.effects.kinds import (
    AddToBattle,
    Band,
    Bounce,
    Capture,
    Convert,
    Decrease,
    Discard,
    Draw,
    Give,
    Negate,
    Numbers,
    Play,
    Protect,
    Release,
    Repeat,
    Restrict,
    Reveal,
    Shuffle,
    Take,
    Topdeck,
    Underdeck,
    UseOtherEnhancements,
    Withdraw,
)
from redemption_rules.effects.modifiers import CannotBePrevented, Limit
from redemption_rules.effects.targets import AllOf, IfDone, Is, Status, StatusIs, UsedBy
from redemption_rules.effects.timing import EachPhase, Phase
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability
from redemption_rules.parser.normalize import normalize

ONE = Count(Quantifier.EXACTLY, 1)
IT = Selector(count=ONE, ref=Ref.IT)


def _numbers(strength: int, toughness: int) -> Numbers:
    return Numbers(Stat(strength), Stat(toughness))


# -- one verb's cards shared with a verb that says more --------------------------------------


def test_hosea_negates_and_decreases_the_same_hero() -> None:
    text = "If used by a N.T. human, you may discard this card to negate and decrease a Hero 0/6."
    _, negate, decrease = parse_ability(text).effects
    hero = Selector(count=ONE, types=("Hero",))
    assert isinstance(negate, Negate)
    assert negate.target == hero
    assert negate.link is Link.TO
    assert isinstance(decrease, Decrease)
    assert decrease.target == hero
    assert decrease.amount == _numbers(0, 6)
    assert decrease.link is Link.AND
    assert decrease.optional
    assert isinstance(decrease.condition, UsedBy)


def test_a_son_of_jacob_negates_and_captures_it_to_opponents_land_of_bondage() -> None:
    text = (
        "If used by a son of Jacob, negate  and underdeck opponent's evil or neutral card. "
        "If it is human, negate and capture it to opponent's Land of Bondage."
    )
    effects = parse_ability(text).effects
    assert [type(e) for e in effects] == [Negate, Underdeck, Negate, Capture]
    negate, capture = effects[2:]
    assert negate.target == IT
    assert isinstance(capture, Capture)
    assert capture.target == IT
    assert capture.link is Link.AND
    assert capture.destination is not None
    assert capture.destination.zone is Zone.LAND_OF_BONDAGE
    assert isinstance(capture.condition, Is)
    assert capture.condition == negate.condition


def test_a_decrease_again_each_turn() -> None:
    text = (
        "Place this card on a Hero.  While this card remains, negate the Hero's special "
        "ability and decrease that Hero 0/1 per turn.  Treat as a disease."
    )
    decrease = next(e for e in parse_ability(text).effects if isinstance(e, Decrease))
    assert decrease.target == Selector(count=ONE, types=("Hero",), ref=Ref.THAT)
    assert decrease.amount == _numbers(0, 1)
    assert decrease.trigger == EachPhase(Phase.TURN)
    assert decrease.duration is not None
    assert decrease.link is Link.AND


def test_a_decrease_per_turn_reads_as_the_predicate_does() -> None:
    verb = parse_ability("Set aside a Pharisee or Sadducee and decrease it 0/1 per turn.")
    predicate = parse_ability("Hero decreases 0/1 per turn.")
    assert verb.effects[-1].trigger == predicate.effects[0].trigger


# -- more places the cards may come from ---------------------------------------------------


def test_daniel_angel_from_deck_or_discard_pile_or_reserve_if_used_by_daniel() -> None:
    text = (
        "You may take a Daniel angel from deck (or discard pile or Reserve if used by Daniel). "
        "If played in battle, negate and discard an evil Enhancement."
    )
    take = parse_ability(text).effects[0]
    assert isinstance(take, Take)
    assert take.optional
    assert take.target.locations == (Location(Zone.DECK),)
    assert take.target.alternative_locations == (
        Location(Zone.DISCARD_PILE),
        Location(Zone.RESERVE),
    )
    assert take.target.alternative_condition == UsedBy(Selector(count=ONE, names=("Daniel",)))
    assert take.target.alternative is None


def test_one_alternative_place_still_reads_as_before() -> None:
    take = parse_ability("Take a Hero from Reserve (or deck if used by Daniel) to territory.")
    (effect,) = take.effects
    assert isinstance(effect, Take)
    assert effect.target.alternative_locations == (Location(Zone.DECK),)


# -- two states at once ----------------------------------------------------------------------


def test_blocking_alone_is_both_states_of_this_character() -> None:
    text = (
        "If an opponent uses a search ability, they must underdeck a random card from hand. "
        "If this character is blocking alone, you may withdraw all Heroes. Opponent may "
        "present a new Hero. Cannot be negated in battle."
    )
    withdraw = next(e for e in parse_ability(text).effects if isinstance(e, Withdraw))
    me = Selector(count=ONE, types=("character",), ref=Ref.THIS_CARD)
    assert withdraw.condition == AllOf(
        (StatusIs(Status.BLOCKING, subject=me), StatusIs(Status.ALONE, subject=me))
    )
    assert withdraw.target == Selector(count=Count(Quantifier.ALL), types=("Hero",))


def test_alone_after_a_state_that_is_not_blocking_or_attacking_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("If this character is defeated alone, you may draw 1.")


# -- new cards drawn, a limit as a maximum ----------------------------------------------------


@pytest.mark.parametrize(
    ("text", "number"),
    [
        (
            (
                "Selected player must shuffle hand into draw pile and draw eight new cards.  "
                "May not be interrupted, negated, or prevented."
            ),
            8,
        ),
        (
            (
                "Selected opponent must shuffle all but one card from hand back into draw pile "
                "and draw seven new cards.  Cannot be interrupted, negated, or prevented."
            ),
            7,
        ),
    ],
)
def test_draw_n_new_cards_is_a_draw_of_n_by_the_same_player(text: str, number: int) -> None:
    shuffle, draw = parse_ability(text).effects
    assert isinstance(shuffle, Shuffle)
    assert isinstance(draw, Draw)
    assert draw.count == Count(Quantifier.EXACTLY, number)
    assert draw.link is Link.AND
    assert draw.actor == shuffle.actor
    assert draw.actor is not None


def test_new_before_something_other_than_cards_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Draw 2 new Heroes.")


def test_a_maximum_in_brackets_is_a_limit() -> None:
    (maximum,) = parse_ability("You may draw X (maximum 2).").effects[0].modifiers
    (limit,) = parse_ability("You may draw X (limit 2).").effects[0].modifiers
    assert isinstance(maximum, Limit)
    assert maximum == evolve(limit, span=maximum.span)
    assert maximum.times == 2


# -- misprints mended --------------------------------------------------------------------------


def test_add_then_to_battle_is_add_them() -> None:
    assert "add them to battle" in normalize("and add then to battle.").text


def test_top_deck_split_in_two_is_a_topdeck() -> None:
    text = (
        "Protect clay Heroes in territories from decrease and side battles. When a missionary "
        "rescues a Lost Soul, you may top deck up to X cards from bottom of deck."
    )
    topdeck = parse_ability(text).effects[-1]
    assert isinstance(topdeck, Topdeck)
    assert topdeck.optional
    assert topdeck.target.count == Count(Quantifier.UP_TO, None, "X")
    assert topdeck.trigger is not None


def test_add_then_to_battle_adds_the_released_heroes() -> None:
    text = (
        "You may discard this Hero to release all captured Heroes and add then to battle. "
        "Cannot be interrupted."
    )
    _, release, add = parse_ability(text).effects
    assert isinstance(release, Release)
    assert release.target == Selector(
        count=Count(Quantifier.ALL), types=("Hero",), qualifiers=("captured",)
    )
    assert isinstance(add, AddToBattle)
    assert add.target == Selector(count=Count(Quantifier.ALL), ref=Ref.THEM)
    assert add.link is Link.AND
    assert add.optional


def test_a_comma_lost_after_if_its_evil() -> None:
    text = (
        "Protect Evil Characters from conversion and discard abilities. Revel the top or "
        "bottom of deck; if it's evil add it to hand. Cannot be interrupted."
    )
    _, reveal, take = parse_ability(text).effects
    assert isinstance(reveal, Reveal)
    assert isinstance(take, Take)
    assert take.target == IT
    assert take.destination == Location(Zone.HAND)
    assert isinstance(take.condition, Is)
    assert take.condition.subject == IT
    assert take.condition.description.alignment is Alignment.EVIL


# -- what a restricted player is kept from ---------------------------------------------------


def test_ananias_restricts_enhancements_with_a_brigade_not_in_battle() -> None:
    text = (
        "While High Priest Ananias is blocking, restrict opponent from playing good "
        "Enhancements with a brigade not already in battle."
    )
    (restrict,) = parse_ability(text).effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "play"
    assert restrict.player is Player.OPPONENT
    assert restrict.target == Selector(
        count=Count(Quantifier.ALL),
        alignment=Alignment.GOOD,
        types=("Enhancement",),
        qualifiers=("brigade_not_in_battle",),
    )
    assert restrict.duration is not None


def test_restrict_playing_evil_enhancements_from_hand() -> None:
    text = "If they do not, restrict opponent from playing evil Enhancements from hand."
    (restrict,) = parse_ability(text).effects
    assert isinstance(restrict, Restrict)
    assert restrict.player is Player.OPPONENT
    assert restrict.target is not None
    assert restrict.target.locations == (Location(Zone.HAND),)
    assert restrict.target.alignment is Alignment.EVIL
    assert restrict.condition == IfDone(done=False, player=Player.THAT_PLAYER)


def test_restrict_playing_enhancements_with_strength_5_or_less() -> None:
    text = (
        "You may give your evil Canaanite to opponent's territory to restrict players from "
        "playing Enhancements with strength 5 or less."
    )
    give, restrict = parse_ability(text).effects
    assert give.cost
    assert isinstance(restrict, Restrict)
    assert restrict.link is Link.TO
    assert restrict.player is Player.ALL_PLAYERS
    assert restrict.target is not None
    assert restrict.target.types == ("Enhancement",)
    assert restrict.target.stats == StatLimit(strength=5, quantifier=Quantifier.AT_MOST)


def test_an_except_after_the_restricted_action_is_still_refused() -> None:
    # which cards the "except" leaves out (the cards played, or the cards played on) is not
    # told by the words alone
    with pytest.raises(AbilityParseError):
        parse_ability(
            "Restrict players from playing Enhancements on characters (except lone priests) "
            "this turn."
        )


# -- "and/or" before a verb joins two effects ------------------------------------------------


def test_and_or_before_a_verb_joins_two_effects() -> None:
    text = (
        "You may remove this card from the game to discard up to two O.T.  human Evil "
        "Characters with banding ability in play or set-aside area and/or discard a Curse."
    )
    banish, first, second = parse_ability(text).effects
    assert banish.cost
    assert isinstance(first, Discard)
    assert first.target.count == Count(Quantifier.UP_TO, 2)
    assert first.target.abilities == ("band",)
    assert isinstance(second, Discard)
    assert second.link is Link.AND_OR
    assert second.target == Selector(count=ONE, types=("Curse",))
    assert second.optional


def test_and_or_between_two_effects_with_a_subject_after_it() -> None:
    text = (
        "STAR: Look at a hand or a Reserve. TOP: After battle, discard an evil male. May band "
        "to Judah and/or you may play meek Perez from deck or Reserve. BOTTOM: Meek"
    )
    effects = parse_ability(text).effects
    band, play = effects[-2:]
    assert isinstance(band, Band)
    assert band.target == Selector(count=ONE, names=("Judah",))
    assert isinstance(play, Play)
    assert play.link is Link.AND_OR
    assert play.target.names == ("Perez",)
    assert play.target.qualifiers == ("meek",)


def test_and_or_between_cards_stays_a_list_of_cards() -> None:
    (search,) = parse_ability("Search deck for a Hero and/or an Evil Character.").effects
    assert search.target is not None
    assert len(search.target.parts) == 2


# -- a list of users, players who act without "must" -----------------------------------------


def test_used_by_a_list_of_three_is_any_of_them() -> None:
    text = (
        "STAR: Topdeck a meek Lost Soul. EE: If used by a Pharisee, a Sadducee or an evil "
        "prophet, discard all Heroes."
    )
    discard = parse_ability(text).effects[-1]
    assert isinstance(discard, Discard)
    assert discard.section == "EE"
    assert isinstance(discard.condition, UsedBy)
    user = discard.condition.user
    assert user.join is Join.OR
    assert [part.identifiers for part in user.parts] == [
        ("Pharisee",),
        ("Sadducee",),
        ("prophet",),
    ]
    assert user.parts[2].alignment is Alignment.EVIL
    assert discard.target == Selector(count=Count(Quantifier.ALL), types=("Hero",))


def test_a_comma_after_used_by_before_an_effect_still_ends_the_condition() -> None:
    discard, draw = parse_ability("If used by Peter, discard all Heroes or draw 1.").effects
    assert discard.condition == UsedBy(Selector(count=ONE, names=("Peter",)))
    assert draw.link is Link.OR


def test_all_players_discard_and_draw_is_what_they_must_do() -> None:
    text = "All players discard two cards from hand and draw two cards. Cannot be negated."
    discard, draw = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.actor == Actor(player=Player.ALL_PLAYERS)
    assert not discard.optional
    assert discard.target.count == Count(Quantifier.EXACTLY, 2)
    assert discard.target.locations == (Location(Zone.HAND),)
    assert isinstance(draw, Draw)
    assert draw.actor == Actor(player=Player.ALL_PLAYERS)
    assert draw.count == Count(Quantifier.EXACTLY, 2)
    must = parse_ability("All players must discard two cards from hand.").effects[0]
    assert must.actor == discard.actor


# -- an effect verb before "the" is no name ----------------------------------------------------


def test_convert_the_hero_saul() -> None:
    text = "Convert the Hero Saul to an Evil Character in the Brigade color of your choice."
    (convert,) = parse_ability(text).effects
    assert isinstance(convert, Convert)
    assert convert.target == Selector(count=ONE, types=("Hero",), names=("Saul",))
    assert convert.into == Selector(
        count=ONE, types=("Evil Character",), qualifiers=("chosen_brigade",)
    )


def test_play_the_lost_souls_revealed() -> None:
    text = (
        "You may reveal the top 9 cards of a deck: Play the Lost Souls. Underdeck the rest. "
        "Cannot be negated."
    )
    reveal, play, underdeck = parse_ability(text).effects
    assert isinstance(reveal, Reveal)
    assert isinstance(play, Play)
    assert play.link is Link.PAIRED
    assert play.target == Selector(
        count=Count(Quantifier.ALL), types=("Lost Soul",), qualifiers=("revealed",)
    )
    assert isinstance(underdeck, Underdeck)
    assert underdeck.target.ref is Ref.THE_REST


def test_names_with_the_still_read() -> None:
    (band,) = parse_ability("May band to John the Baptist.").effects
    assert band.target == Selector(count=ONE, names=("John the Baptist",))


def test_the_golden_censer_is_refused_as_it_does_not_say_which_characters_return() -> None:
    # the Evil Characters the discarded Fortress held, not every Evil Character
    with pytest.raises(AbilityParseError):
        parse_ability(
            "Discard the Kingdoms of the World Site.  Evil Characters return to owner's territory."
        )


# -- kinds of ability in quotes ----------------------------------------------------------------


def test_ignore_abilities_in_quotes() -> None:
    text = (
        "While you have an Egyptian king or Pharaoh in play, negate all 'ignore' abilities on "
        "opponent's Heroes."
    )
    (negate,) = parse_ability(text).effects
    assert isinstance(negate, Negate)
    assert negate.target.types == ("ability",)
    assert negate.target.abilities == ("ignore",)
    assert negate.target.count == Count(Quantifier.ALL)
    (place,) = negate.target.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.owner is Player.OPPONENT
    assert place.card.types == ("Hero",)


def test_davids_harp_chariots_of_fire_and_withdraw_abilities() -> None:
    text = (
        "While in play, negate David's Harp, Chariots of Fire, and 'withdraw' abilities on "
        "good cards."
    )
    (negate,) = parse_ability(text).effects
    harp, chariots, withdraw = negate.target.parts
    assert harp.names == ("David's Harp",)
    assert chariots.names == ("Chariots of Fire",)
    assert withdraw.abilities == ("withdraw",)
    assert withdraw.types == ("ability",)


def test_end_the_battle_is_a_kind_of_ability() -> None:
    (protect,) = parse_ability("Protect Heroes from 'end the battle' abilities.").effects
    assert isinstance(protect, Protect)
    assert protect.source is not None
    assert protect.source.abilities == ("end_battle",)


# -- a count of the cards named before, a name in the card title, an except after "by" -------


def test_any_number_of_those_characters_converted() -> None:
    text = (
        "Convert all human Evil Characters in battle to blue Heroes. Opponent may return any "
        "number of those characters to owner's hand."
    )
    _, bounce = parse_ability(text).effects
    assert isinstance(bounce, Bounce)
    assert bounce.actor == Actor(player=Player.OPPONENT)
    assert bounce.optional
    assert bounce.target == Selector(
        count=Count(Quantifier.ANY_NUMBER), types=("character",), ref=Ref.THEM
    )


def test_take_those_heroes_and_add_any_number_of_those_heroes() -> None:
    text = (
        "You may release all captured Heroes and resurrect a Hero from each player. If a "
        "character is in battle, you may banish this card to take those Heroes to territory "
        "and add any number of those Heroes to battle."
    )
    add = parse_ability(text).effects[-1]
    assert isinstance(add, AddToBattle)
    assert add.target == Selector(count=Count(Quantifier.ANY_NUMBER), types=("Hero",), ref=Ref.THEM)
    assert add.link is Link.AND


def test_them_before_a_kind_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Discard any number of them Heroes.")


def test_ittai_uses_enhancements_bearing_davids_name_in_the_card_title() -> None:
    text = "Ittai may use any enhancement bearing David's name in the card title."
    (use,) = parse_ability(text).effects
    assert isinstance(use, UseOtherEnhancements)
    assert use.actor == Actor(card=Selector(count=ONE, names=("Ittai",)))
    assert use.enhancements == Selector(count=ONE, types=("Enhancement",), text="David")


def test_cannot_be_prevented_by_a_hero_except_warrior_class() -> None:
    text = (
        "May band to any Greek Evil Character.  Cannot be prevented by a Hero (except warrior "
        "class)."
    )
    (modifier,) = parse_ability(text).modifiers
    assert isinstance(modifier, CannotBePrevented)
    assert modifier.by == Selector(
        count=ONE,
        types=("Hero",),
        exceptions=(Selector(count=ONE, identifiers=("warrior",)),),
    )


def test_if_it_is_one_of_four_identifiers() -> None:
    text = (
        "Negate and underdeck a good card. If it is a king, musician, warrior or prophet, "
        "repeat up to 2 times."
    )
    repeat = parse_ability(text).effects[-1]
    assert isinstance(repeat, Repeat)
    assert repeat.times == 2
    assert isinstance(repeat.condition, Is)
    assert repeat.condition.subject == IT
    description = repeat.condition.description
    assert description.join is Join.OR
    assert [part.identifiers for part in description.parts] == [
        ("king",),
        ("musician",),
        ("warrior",),
        ("prophet",),
    ]


def test_band_to_isaiah_or_to_a_hero_is_either() -> None:
    text = (
        "You may discard an evil Enhancement in your territory.  May band to Isaiah or to a "
        "Hero with a reference from II Chronicles 29-32."
    )
    band = parse_ability(text).effects[-1]
    plain = parse_ability("May band to Isaiah or a Hero with a reference from II Chronicles 29-32.")
    assert isinstance(band, Band)
    assert band.target == plain.effects[0].target
    assert band.target.join is Join.OR
    isaiah, hero = band.target.parts
    assert isaiah.names == ("Isaiah",)
    assert hero.types == ("Hero",)


def test_opponent_gives_holder_a_site_or_discards() -> None:
    text = (
        "Opponent must give holder an unoccupied single color Site, or discard a card from "
        "hand without using it."
    )
    give, discard = parse_ability(text).effects
    assert isinstance(give, Give)
    assert give.recipient is Player.YOU
    assert give.actor == Actor(player=Player.OPPONENT)
    assert give.target.types == ("Site",)
    assert give.target.qualifiers == ("unoccupied", "single_brigade")
    assert isinstance(discard, Discard)
    assert discard.link is Link.OR
    assert discard.actor == give.actor


def test_give_holders_card_is_no_gift_to_the_holder() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Opponent must give holder's Hero.")
