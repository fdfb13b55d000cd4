"""Clause joins, conditions, events and modifiers read from the pool's texts, field by field."""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import (
    Count,
    Duration,
    DurationUnit,
    Join,
    Link,
    Location,
    Player,
    Quantifier,
    Ref,
    Selector,
    Zone,
)
from redemption_rules.effects.kinds import (
    Band,
    Banish,
    Capture,
    Discard,
    Negate,
    Place,
    Protect,
    Search,
    Shuffle,
    Withdraw,
)
from redemption_rules.effects.modifiers import CannotBeNegated
from redemption_rules.effects.targets import (
    AllOf,
    Exists,
    Happened,
    OpposedBy,
    Otherwise,
    RescueAt,
    Status,
    StatusIs,
    UsedBy,
)
from redemption_rules.effects.timing import (
    AnyEvent,
    AtMoment,
    EachPhase,
    Event,
    Moment,
    OnEvent,
    Phase,
)
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)


def test_or_joshua_may_band_is_a_clause_of_its_own() -> None:
    # Joshua, Son of Nun
    search, band = parse_ability(
        "You may search deck for a Joshua Hero, or Joshua may band to a Joshua Hero."
    ).effects
    assert isinstance(search, Search)
    assert search.optional
    assert isinstance(band, Band)
    assert band.link is Link.OR
    assert band.optional
    assert band.actor is not None
    assert band.actor.card == Selector(names=("Joshua",))
    assert band.target == Selector(types=("Hero",), books=("Joshua",))


def test_or_hero_may_band_after_a_plain_effect() -> None:
    # The Sixth Trumpet [RR2]
    discard, band = parse_ability(
        "Discard an evil card or Hero may band to an angel warrior."
    ).effects
    assert isinstance(discard, Discard)
    assert isinstance(band, Band)
    assert band.link is Link.OR
    assert band.actor is not None
    assert band.actor.card == Selector(types=("Hero",))


def test_a_capitalised_noun_in_a_list_stays_in_the_list() -> None:
    (negate,) = parse_ability("Negate Heroes and Evil Characters.").effects
    assert isinstance(negate, Negate)
    assert [part.types for part in negate.target.parts] == [("Hero",), ("Evil Character",)]


def test_the_decks_owner_may_starts_a_clause() -> None:
    # Lost Soul "Lawless" [Hebrews 12:8]
    effects = parse_ability(
        "If you draw this card, you may reveal the top 6 cards of a deck: Put Lost Souls in "
        "play, and the deck's owner may add a revealed evil card to hand."
    ).effects
    put, take = effects[1], effects[2]
    assert put.target.types == ("Lost Soul",)
    assert take.link is Link.AND
    assert take.actor is not None
    assert take.actor.player is Player.CARD_OWNER  # the owner of the deck revealed
    assert take.optional


def test_select_and_remove_the_heroes_selected() -> None:
    (banish,) = parse_ability(
        "Select one Hero from each opponent's Potter's Field and remove the hero(s) from the game."
    ).effects
    assert isinstance(banish, Banish)
    assert banish.target.types == ("Hero",)
    assert banish.target.count == Count(Quantifier.EXACTLY, 1)


def test_select_a_card_and_place_it_in_hand() -> None:
    look, place = parse_ability(
        "Holder may look through his draw pile, select a card, and place in his hand."
    ).effects
    assert look.kind == "look"
    assert isinstance(place, Place)
    assert place.link is Link.PAIRED  # one of the cards looked through
    assert place.target == Selector(types=("card",))
    assert place.destination == Location(Zone.HAND, owner=Player.THAT_PLAYER)
    assert place.actor is None  # the holder is the user (REG: Holder)


def test_if_captured_is_the_capture_of_this_card() -> None:
    # the card Legion, (Di) set
    (withdraw,) = parse_ability("If captured, return to territory instead.").effects
    assert withdraw.trigger == OnEvent(Event.CAPTURED)


def test_while_set_aside_is_a_state_of_this_card() -> None:
    (effect,) = parse_ability(
        "While set-aside, protect Heroes in your territory from discard."
    ).effects
    assert isinstance(effect, Protect)
    assert effect.condition is None  # "while": the protect lasts as long as it is set aside
    assert effect.duration == Duration(DurationUnit.WHILE, None, until=StatusIs(Status.SET_ASIDE))


def test_a_bracketed_event_with_a_place_is_either_event() -> None:
    # Deafening Spirit (GoC)
    (negate,) = parse_ability(
        "If put in play (or if played from a territory), negate a good card this turn."
    ).effects
    assert isinstance(negate.trigger, AnyEvent)
    put, played = negate.trigger.events
    assert isinstance(put, OnEvent)
    assert isinstance(played, OnEvent)
    assert put.event is Event.PUT_IN_PLAY
    assert played.event is Event.PLAYED
    assert played.where == Selector(
        count=ALL, locations=(Location(Zone.TERRITORY, owner=Player.ANY_PLAYER),)
    )


def test_a_list_with_an_oxford_comma_in_a_condition() -> None:
    # Solomon's Temple (RoA)
    (discard,) = parse_ability(
        "If a Solomon's Temple Priest, King of Judah, or Solomon is captured or discarded by "
        "an opponent's special ability, you may discard a teal card from hand instead."
    ).effects
    assert isinstance(discard.trigger, OnEvent)
    assert discard.trigger.event is Event.CAPTURED
    assert discard.trigger.or_events == (Event.DISCARDED,)
    subject = discard.trigger.subject
    assert subject is not None
    assert len(subject.parts) == 3


def test_a_title_with_a_comma_is_one_name() -> None:
    (discard,) = parse_ability(
        "If Hophni, son of Eli is in battle, you may discard all cards in battle."
    ).effects
    assert discard.condition == Exists(
        Selector(names=("Hophni, son of Eli",), locations=(Location(Zone.BATTLE),))
    )
    (band,) = parse_ability("May band to Phinehas, son of Eli.").effects
    assert band.target == Selector(names=("Phinehas, son of Eli",))  # not two cards


def test_blocked_by_more_than_one_is_the_opposing_side() -> None:
    # Ark of the Covenant (RoJ AB)
    ability = parse_ability(
        "If your lone Priest, musician or Revelation Hero is blocked by more than one Evil "
        "Character, Enhancements used by that Hero cannot be negated by an evil card."
    )
    (modifier,) = ability.modifiers
    assert isinstance(modifier, CannotBeNegated)
    assert isinstance(modifier.condition, OpposedBy)
    assert modifier.condition.opponent == Selector(
        count=Count(Quantifier.AT_LEAST, 2), types=("Evil Character",)
    )
    assert modifier.by == Selector(alignment=Alignment.EVIL, types=("card",))


def test_blocking_an_angel_is_blocking_what() -> None:
    # The Frog Demons (RoJ AB)
    (modifier,) = parse_ability("Cannot be negated if blocking an angel.").modifiers
    assert modifier.condition is not None
    assert modifier.condition.kind == "all_of"


def test_discard_at_the_end_of_the_phase() -> None:
    # Given Over to Egypt
    effects = parse_ability(
        "If any are Lost Souls, put them in play instead, and discard this Curse at the end of "
        "the phase."
    ).effects
    assert effects[-1].trigger == AtMoment(Moment.END_OF_PHASE)


def test_cannot_be_negated_except_by_an_angel() -> None:
    # Red Dragon (Roots)
    (modifier,) = parse_ability(
        "Enhancements used by this card cannot be negated (except by an angel)."
    ).modifiers
    assert isinstance(modifier, CannotBeNegated)
    assert modifier.by == Selector(count=ALL, exceptions=(Selector(identifiers=("angel",)),))
    assert modifier.cards == Selector(
        count=ALL, types=("Enhancement",), used_by=Selector(ref=Ref.THIS_CARD)
    )


def test_cards_that_cannot_be_negated_in_battle() -> None:
    # Martha of Bethany (GoC)
    (modifier,) = parse_ability("Bethany Heroes cannot be negated in battle.").modifiers
    assert isinstance(modifier, CannotBeNegated)
    assert modifier.cards == Selector(
        count=ALL, types=("Hero",), identifiers=("Bethany",), locations=(Location(Zone.BATTLE),)
    )


def test_discarded_by_an_opponent_is_by_that_players_cards() -> None:
    # Eli
    (protect,) = parse_ability(
        "Weapon class enhancements used by Eli cannot be negated or discarded by an opponent."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.source is not None
    assert protect.source.abilities == ("negate", "discard")
    assert protect.source.used_by == Selector(count=ALL, owner=Player.OPPONENT)


def test_with_a_reference_from_two_books() -> None:
    # Zerubbabel
    search, _, _ = parse_ability(
        "Search deck for a good card with a Nehemiah or Ezra reference and add it to hand or "
        "battle."
    ).effects
    assert isinstance(search, Search)
    assert search.target == Selector(
        alignment=Alignment.GOOD, types=("card",), books=("Nehemiah", "Ezra")
    )


def test_place_on_a_lost_soul_except_one() -> None:
    (place,) = parse_ability(
        "Place this card on a Lost Soul (except the 'Lost Souls' card)."
    ).effects
    assert isinstance(place, Place)
    assert place.target == Selector(ref=Ref.THIS_CARD)
    assert place.destination is not None
    assert place.destination.card == Selector(
        types=("Lost Soul",), exceptions=(Selector(types=("card",), names=("Lost Souls",)),)
    )


def test_two_named_characters_may_band_together() -> None:
    (band,) = parse_ability("Rebekah and Isaac may band together for the rest of the game.").effects
    assert isinstance(band, Band)
    assert band.actor is not None
    assert band.actor.card is not None
    assert [part.names for part in band.actor.card.parts] == [("Rebekah",), ("Isaac",)]


def test_blocking_a_rescue_at_that_site() -> None:
    (increase,) = parse_ability(
        "Each Evil Character gains 3/3 until end of turn when blocking a rescue at that Site."
    ).effects
    assert increase.condition == AllOf(
        (StatusIs(Status.BLOCKING), RescueAt(Selector(types=("Site",), ref=Ref.THAT)))
    )
    assert increase.target == Selector(count=Count(Quantifier.EACH), types=("Evil Character",))


def test_during_a_rescue_attempt_at_that_site() -> None:
    (add,) = parse_ability(
        "During a rescue attempt at that Site, you may add that Character to battle."
    ).effects
    assert add.trigger == EachPhase(Phase.RESCUE_ATTEMPT, once=False)
    assert add.condition == RescueAt(Selector(types=("Site",), ref=Ref.THAT))
    assert add.optional


def test_may_only_be_rescued_by_is_a_protection_except_by_them() -> None:
    (protect,) = parse_ability("This Lost Soul may only be rescued by a N.T. Hero.").effects
    assert isinstance(protect, Protect)
    assert protect.target == Selector(types=("Lost Soul",), ref=Ref.THIS_CARD)
    assert protect.source == Selector(
        count=ALL,
        types=("ability",),
        abilities=("rescue",),
        exceptions=(Selector(types=("Hero",), identifiers=("N.T.",)),),
    )


def test_protected_from_rescue_except_by() -> None:
    (protect,) = parse_ability(
        "This lost soul is protected from rescue except by a female hero or the Son of God."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.source is not None
    assert protect.source.abilities == ("rescue",)
    (excepted,) = protect.source.exceptions
    assert len(excepted.parts) == 2


def test_gains_per_turn_and_cannot_be_ignored() -> None:
    increase, protect = parse_ability(
        "While this card remains, the King gains 1/1 per turn and cannot be ignored."
    ).effects
    assert increase.trigger == EachPhase(Phase.TURN)
    assert protect.kind == "protect"
    assert protect.link is Link.AND
    assert isinstance(protect, Protect)
    assert protect.source is not None
    assert protect.source.abilities == ("ignore",)


def test_otherwise_without_a_comma() -> None:
    (underdeck,) = parse_ability("Otherwise place it beneath draw pile.").effects
    assert underdeck.kind == "underdeck"
    assert underdeck.condition == Otherwise()


def test_protection_from_poisons() -> None:
    (protect,) = parse_ability(
        "Protect all Heroes in play from capture, conversion and poisons."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.source is not None
    assert protect.source.abilities == ("capture", "convert", "poison")


def test_until_the_end_of_their_next_turn() -> None:
    _, restrict = parse_ability(
        "If a male human is defeated, capture it to a Land of Bondage instead. If block is "
        "successful, restrict opponent from playing good Dominants until the end of their next "
        "turn."
    ).effects
    assert restrict.duration == Duration(DurationUnit.NEXT_TURN, None, player=Player.THAT_PLAYER)
    assert isinstance(restrict.trigger, OnEvent)
    assert restrict.trigger.event is Event.BLOCK_SUCCEEDS


def test_if_you_win_this_battle() -> None:
    *_, discard = parse_ability(
        "If Gideon is in your discard pile, negate and discard an Artifact or single color Site. "
        "If you win this battle, you may discard an evil card."
    ).effects
    assert discard.trigger == OnEvent(Event.BATTLE_WON, player=Player.YOU)
    assert discard.condition is None  # a trigger, not a state
    assert discard.optional


def test_if_one_of_three_heroes_wins_a_battle() -> None:
    _, discard = parse_ability(
        "Prevent all special abilities on O.T. Heroes. Cannot be negated.  Discard this artifact "
        "if Moses, Hosea or Amos win a battle."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target.ref is Ref.THIS_CARD
    assert isinstance(discard.trigger, OnEvent)
    assert discard.trigger.event is Event.BATTLE_WON
    assert discard.trigger.subject is not None
    assert discard.trigger.subject.join is Join.OR
    assert [part.names for part in discard.trigger.subject.parts] == [
        ("Moses",),
        ("Hosea",),
        ("Amos",),
    ]


def test_if_a_hero_withdraws_from_battle() -> None:
    _, capture, _ = parse_ability(
        "Negate protect abilities on Fortresses. If a Hero withdraws from battle, you may capture "
        "it. May band to a Sadducee. Cannot be negated."
    ).effects
    assert isinstance(capture.trigger, OnEvent)
    assert capture.trigger.event is Event.WITHDRAWS
    assert capture.trigger.subject == Selector(types=("Hero",))
    assert capture.target.ref is Ref.IT  # type: ignore[attr-defined]


def test_selected_evil_character_withdraws_from_battle() -> None:
    withdraw, draw = parse_ability(
        "Selected human Evil Character withdraws from battle.  Owner of that Evil Character may "
        "draw a card."
    ).effects
    assert isinstance(withdraw, Withdraw)
    assert withdraw.target.types == ("Evil Character",)
    assert withdraw.target.identifiers == ("human",)
    assert withdraw.target.qualifiers == ("selected",)
    assert draw.actor is not None
    assert draw.actor.player is Player.OWNER


def test_withdraws_is_only_from_battle() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Selected human Evil Character withdraws from territory.")


def test_if_that_hero_survives_battle() -> None:
    *_, increase = parse_ability(
        "Select a Hero in battle.  Discard all evil cards placed on that Hero.  If that Hero "
        "survives battle, Hero gains 7/7 until discarded."
    ).effects
    assert isinstance(increase.trigger, OnEvent)
    assert increase.trigger.event is Event.SURVIVES_BATTLE
    assert increase.trigger.subject is not None
    assert increase.trigger.subject.ref is Ref.THAT


def test_a_sentence_that_opens_with_then() -> None:
    interrupt, set_aside, withdraw = parse_ability(
        "Interrupt the battle and set aside an opponent's male Hero in play for 5 turns.  Then "
        "return the Hero to owner's territory."
    ).effects
    assert (interrupt.link, set_aside.link) == (Link.NONE, Link.AND)
    assert set_aside.duration == Duration(DurationUnit.TURN, 5)
    assert withdraw.kind == "withdraw"
    assert withdraw.link is Link.THEN


def test_then_after_a_condition_ties_nothing_to_the_sentence_before() -> None:
    """After "If blocked," the "then" marks what happens if so, not a step after "Draw 1"."""
    _, discard = parse_ability("Draw 1. If blocked, then discard a card.").effects
    assert discard.kind == "discard"
    assert discard.link is Link.NONE
    assert discard.condition == StatusIs(Status.BLOCKED)


def test_after_this_battle() -> None:
    (discard,) = parse_ability(
        "Discard King Elah after this battle if King Zimri is in play."
    ).effects
    assert discard.trigger == AtMoment(Moment.AFTER_BATTLE)
    assert discard.target.names == ("King Elah",)  # type: ignore[attr-defined]


def test_not_played_this_game() -> None:
    protect, _ = parse_ability(
        "If you have not played Son of God this game, protect Simeon from discard.  May band to a "
        "N.T. prophet. Cannot be negated by an Evil Character card."
    ).effects
    assert isinstance(protect.condition, Happened)
    assert protect.condition.event == "played"
    assert protect.condition.negated
    assert protect.condition.within == ""  # the whole game
    assert protect.condition.target is not None
    assert protect.condition.target.names == ("Son of God",)


def test_this_game_qualifies_only_something_done() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("If Son of God is in play this game, protect Simeon from discard.")


def test_protection_from_being_shuffled_or_placed_beneath_draw_pile() -> None:
    (protect,) = parse_ability(
        "Protect all Lost Souls from being discarded, shuffled, or placed beneath draw pile this "
        "turn."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.source is not None
    assert protect.source.abilities == ("discard", "shuffle", "underdeck")


def test_protection_from_side_battles() -> None:
    protect, _ = parse_ability("Protect Heroes from side battle. You may draw X (limit 3).").effects
    assert isinstance(protect, Protect)
    assert protect.target.types == ("Hero",)
    assert protect.source is not None
    assert protect.source.abilities == ("side_battle",)


def test_removed_is_not_removed_from_the_game() -> None:
    """A card can be "removed" from hand in many ways; only "from the game" is a banish."""
    with pytest.raises(AbilityParseError):
        parse_ability(
            "Protect all cards in holder's hand and draw pile from being discarded or removed by "
            "an evil special ability."
        )


def test_negate_and_shuffle_share_their_target() -> None:
    negate, shuffle, _ = parse_ability(
        "Negate and shuffle an evil card. If used by an O.T. prophet, you may take a good Dominant "
        "from deck."
    ).effects
    assert isinstance(negate, Negate)
    assert isinstance(shuffle, Shuffle)
    assert negate.target == shuffle.target
    assert shuffle.target.alignment is Alignment.EVIL
    assert shuffle.target.types == ("card",)
    assert shuffle.link is Link.AND


def test_capture_to_a_place_captures_this_card() -> None:
    _, capture = parse_ability(
        "Protected from discard abilities on opponent's cards. If defeated, capture to "
        "opponent's Land of Bondage. Cannot be interrupted."
    ).effects
    assert isinstance(capture, Capture)
    assert capture.target == Selector(ref=Ref.THIS_CARD)
    assert capture.destination is not None
    assert capture.destination.zone is Zone.LAND_OF_BONDAGE
    assert capture.destination.owner is Player.OPPONENT


def test_used_by_a_taunting_character() -> None:
    ability = parse_ability(
        "If used by an O.T. human, you may negate and discard a good multi-brigade Enhancement. "
        "Cannot be negated if used by a taunting character."
    )
    (modifier,) = ability.modifiers
    assert isinstance(modifier, CannotBeNegated)
    assert isinstance(modifier.condition, UsedBy)
    assert modifier.condition.user.types == ("character",)
    assert modifier.condition.user.qualifiers == ("taunting",)


def test_titles_with_a_plural_possessive_and_in_double_quotes() -> None:
    *_, band = parse_ability(
        "STAR: Reserve the top card of a deck. HERO: You may reveal a good Dominant from hand to "
        "negate other cards in battle. May band to "
        "Jairus\u2019 Daughter from hand, territory, Reserve or discard pile."
    ).effects
    assert isinstance(band, Band)
    assert band.target.names == ("Jairus\u2019 Daughter",)
    play, *_ = parse_ability(
        "If blocked, you may play \u201cShibboleth\u201d. If Jephthah is removed from battle by "
        "an opponent\u2019s special ability, you may search deck or discard pile for Ibzan and add "
        "him to hand or battle."
    ).effects
    assert play.kind == "play"
    assert play.target.names == ("Shibboleth",)  # type: ignore[attr-defined]


def test_an_identifier_in_double_quotes_is_not_a_title() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Place on your male human Hero: He gains \u201cHigh Priest\u201d.")


def test_following_a_successful_rescue_attempt() -> None:
    (discard,) = parse_ability(
        "Following a successful rescue attempt, holder may discard a warrior class Evil Character "
        "in play."
    ).effects
    assert discard.trigger == OnEvent(Event.RESCUE_ATTEMPT_SUCCEEDS)
    assert discard.actor is None  # the holder is the user (REG: Holder)
    assert discard.optional


def test_each_time_a_hero_makes_a_successful_rescue() -> None:
    (increase,) = parse_ability(
        "Each time Timothy makes a successful rescue, he gains 3/3."
    ).effects
    assert isinstance(increase.trigger, OnEvent)
    assert increase.trigger.event is Event.RESCUE_ATTEMPT_SUCCEEDS
    assert increase.trigger.subject is not None
    assert increase.trigger.subject.names == ("Timothy",)
