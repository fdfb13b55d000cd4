"""Wordings read since the grammar's second coverage pass, each from a card of the pool.

Each test names its card and asserts what the effect records hold: the verb's kind, its
cards (count, owner, place, description), and its condition, trigger or duration.
"""

from __future__ import annotations

import pytest

from redemption_rules import from_json, to_json
from redemption_rules.cards.model import Alignment, Stat
from redemption_rules.effects import (
    Actor,
    Count,
    Duration,
    DurationUnit,
    Effect,
    Link,
    Location,
    Player,
    Position,
    Quantifier,
    Ref,
    Selector,
    StatLimit,
    Zone,
)
from redemption_rules.effects.kinds import (
    ActivateAbility,
    Band,
    Banish,
    Decrease,
    Discard,
    Draw,
    Equip,
    Gain,
    Increase,
    Negate,
    Numbers,
    Place,
    Play,
    Prevent,
    Protect,
    Restrict,
    Select,
    SetAside,
    Shuffle,
    Take,
    Toss,
    Withdraw,
)
from redemption_rules.effects.modifiers import CannotBeNegated, CannotBePrevented
from redemption_rules.effects.select import unsupported_in
from redemption_rules.effects.targets import Happened, IfDone, UsedBy
from redemption_rules.effects.timing import AtMoment, Event, Moment, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)


def test_blue_tassels_prevents_unholy_writ() -> None:
    prevent = parse_ability("No character may be taken prisoner.  Prevents Unholy Writ.").effects[
        -1
    ]
    assert isinstance(prevent, Prevent)
    assert prevent.target == Selector(names=("Unholy Writ",))


def test_eve_adds_the_revealed_humans_to_hand() -> None:
    take = parse_ability(
        "Reveal the top X cards of deck.  Add to hand all revealed humans.  Eve ignores female "
        "Evil Character Characters."
    ).effects[1]
    assert isinstance(take, Take)
    assert take.target == Selector(count=ALL, identifiers=("human",), qualifiers=("revealed",))
    assert take.destination == Location(Zone.HAND)


def test_apollos_increases_when_banded_to_paul() -> None:
    (increase,) = parse_ability("Increase 2/2 when banded to Paul.").effects
    assert isinstance(increase, Increase)
    assert increase.target == Selector(ref=Ref.THIS_CARD)
    assert increase.trigger == OnEvent(Event.BANDED, target=Selector(names=("Paul",)))


def test_judahs_sin_chooses_a_male_hero() -> None:
    select = parse_ability(
        "Choose one male Hero in opponent's territory.  Hero may not enter battle until healed."
    ).effects[0]
    assert isinstance(select, Select)
    assert select.target == Selector(
        types=("Hero",),
        identifiers=("male",),
        locations=(Location(Zone.TERRITORY, owner=Player.OPPONENT),),
    )


def test_water_from_the_rock_draws_the_top_card() -> None:
    draw = parse_ability(
        "Draw top card from own draw pile.  All O.T. Heroes in play gain 1/3 until end of turn."
    ).effects[0]
    assert isinstance(draw, Draw)
    assert draw.count == Count(Quantifier.EXACTLY, 1)
    assert draw.position is Position.TOP


def test_ahithophel_restricts_that_player_from_playing_it() -> None:
    restrict = parse_ability(
        "You may draw X (limit 3). You may look at a player's hand: Select a card. Restrict that "
        "player from playing it."
    ).effects[-1]
    assert isinstance(restrict, Restrict)
    assert restrict.action == "play"
    assert restrict.player is Player.THAT_PLAYER
    assert restrict.target == Selector(ref=Ref.IT)


def test_resurrection_selects_a_hero_from_that_fortress() -> None:
    # "Select a Hero ... and place in ...": the place acts on the Hero selected
    place = parse_ability(
        "Interrupt one good Fortress in your territory or set-aside area.  Select a Hero from "
        "that Fortress and place in your territory, hand, or battle."
    ).effects[1]
    assert isinstance(place, Place)
    assert place.target == Selector(
        types=("Hero",),
        locations=(Location(Zone.ON_CARD, card=Selector(ref=Ref.THAT, types=("Fortress",))),),
    )


def test_evil_fire_discards_a_hero_of_toughness_three_or_less() -> None:
    (discard,) = parse_ability("Discard a Hero with toughness */3 or less").effects
    assert isinstance(discard, Discard)
    assert discard.target.stats == StatLimit(toughness=3, quantifier=Quantifier.AT_MOST)


def test_abishai_bands_to_a_red_brigade_warrior() -> None:
    band = parse_ability(
        "Discard Ishbibenob.  May band to any red-brigade warrior class Hero."
    ).effects[1]
    assert isinstance(band, Band)
    assert band.target.brigades[0].value == "Red"
    assert band.target.identifiers == ("warrior",)
    assert band.target.types == ("Hero",)


def test_standing_in_the_gap_sets_aside_for_up_to_five_turns() -> None:
    set_aside = parse_ability(
        "Set your Hero aside for up to 5 turns. While that Hero is set aside, protect your hand, "
        "deck, multi-color Sites, and good Fortresses from opponent's evil cards."
    ).effects[0]
    assert isinstance(set_aside, SetAside)
    assert set_aside.duration == Duration(DurationUnit.TURN, 5, quantifier=Quantifier.UP_TO)
    at_least = parse_ability("Set Hero aside for at least one turn.").effects[0]
    assert at_least.duration == Duration(DurationUnit.TURN, 1, quantifier=Quantifier.AT_LEAST)


def test_demonic_mist_negates_card_drawing_abilities() -> None:
    negate = parse_ability(
        "Negate all card drawing abilities.  Discard a card at random from each opponent's hand."
    ).effects[0]
    assert isinstance(negate, Negate)
    assert negate.target == Selector(count=ALL, types=("ability",), abilities=("draw",))


def test_incurable_protects_heroes_from_healing() -> None:
    protect = parse_ability("Protect Heroes in territories from healing.").effects[0]
    assert isinstance(protect, Protect)
    assert protect.source == Selector(count=ALL, types=("ability",), abilities=("heal",))


def test_philip_bands_to_a_hero_who_was_a_deacon() -> None:
    # "any" before a noun in the singular is any one (REG: Site Access, "any" (one) Site)
    (band,) = parse_ability("May band to any Hero who was a deacon.").effects
    assert isinstance(band, Band)
    assert band.target == Selector(types=("Hero",), identifiers=("deacon",))


def test_today_shuffles_the_heroes_that_are_set_aside() -> None:
    shuffle = parse_ability(
        "You may convert an Evil Character in battle or discard an evil card in a set aside "
        "area. Shuffle all Heroes that are set aside."
    ).effects[-1]
    assert isinstance(shuffle, Shuffle)
    assert shuffle.target == Selector(count=ALL, types=("Hero",), qualifiers=("set_aside",))


def test_foreign_spearman_tosses_enhancements_played_this_battle() -> None:
    toss = parse_ability(
        "While blocking alone, toss all enhancements that are played this battle. Cannot be "
        "interrupted."
    ).effects[0]
    assert isinstance(toss, Toss)
    assert toss.target == Selector(
        count=ALL, types=("Enhancement",), qualifiers=("played",), played_in="this_battle"
    )


def test_the_two_witnesses_discard_the_evil_characters_that_blocked() -> None:
    discard = parse_ability(
        "If Hero is discarded, you may set it aside for 3 turns instead. Limit once per game. "
        "You may activate an O.T. Curse or deactivate a Curse. After battle, discard all Evil "
        "Characters that blocked."
    ).effects[-1]
    assert isinstance(discard, Discard)
    assert discard.trigger == AtMoment(Moment.AFTER_BATTLE)
    assert discard.target == Selector(count=ALL, types=("Evil Character",), qualifiers=("blocked",))


def test_dubious_doubters_protect_if_at_least_one_is_banished() -> None:
    protect = parse_ability(
        "If blocking, negate a good card. You may banish any number of cards from opponent's "
        "discard pile. If you banish at least 1, protect a Lost Soul (or up to X meek Lost "
        "Souls) from rescue."
    ).effects[-1]
    assert isinstance(protect, Protect)
    condition = IfDone(done=True, player=Player.YOU, at_least=1)
    assert protect.condition == condition
    # the engine tests whether the effect before was done fully, not how many it dealt with
    assert "condition 'if_done' counting cards" in unsupported_in(condition)


def test_temple_thieves_play_if_you_did_not() -> None:
    play = parse_ability(
        "Negate a good card. If blocking, you may take an Artifact or animal from opponent. If "
        "you did not, you may play a thief or Den of Thieves from deck. Cannot be negated."
    ).effects[-1]
    assert isinstance(play, Play)
    assert play.condition == IfDone(done=False, player=Player.YOU)


def test_give_us_a_king_cannot_be_negated_against_a_judge() -> None:
    shield = parse_ability(
        "Withdraw all Heroes (except Kings). If you do not have King Saul in play, opponent may "
        "present a King. Cannot be negated if used against a Judge."
    ).modifiers[-1]
    assert isinstance(shield, CannotBeNegated)
    assert shield.condition == Happened("used", against=Selector(identifiers=("judge",)))


def test_ahimaaz_withdraws_unharmed() -> None:
    withdraw = parse_ability(
        "Protect this Hero from capture.  You may look at one opponent's hand or cards face "
        "down in a Site.  You may then withdraw Hero from battle unharmed."
    ).effects[-1]
    assert isinstance(withdraw, Withdraw)
    assert withdraw.target == Selector(types=("Hero",), locations=(Location(Zone.BATTLE),))


def test_manassehs_altar_banishes_the_weakest_human() -> None:
    banish = parse_ability(
        "Negate Covenants. You may banish your human with the smallest toughness. If you do, "
        "opponent must discard one of their good cards not in battle."
    ).effects[1]
    assert isinstance(banish, Banish)
    assert banish.target == Selector(
        owner=Player.YOU, identifiers=("human",), qualifiers=("lowest_toughness",)
    )


def test_damsel_draws_for_each_good_brigade_revealed() -> None:
    draw = parse_ability(
        "If blocking, reveal opponent's hand. For each good brigade revealed, draw a card. "
        "Cannot be interrupted."
    ).effects[1]
    assert isinstance(draw, Draw)
    assert draw.for_each is not None
    assert draw.for_each.types == ("brigade",)
    assert draw.for_each.qualifiers == ("revealed",)


# -- abilities gained in quotes, and possessives of a card's ability or numbers ----------------


def test_built_on_the_rock_gives_a_hero_a_quoted_ability() -> None:
    _, gain = parse_ability(
        "Set a human Hero aside for three turns.  Hero gains the ability 'Protect Hero from "
        "capture, conversion, and removal from the game.'"
    ).effects
    assert isinstance(gain, Gain)
    assert gain.target == Selector(types=("Hero",))
    assert gain.gained == Selector(types=("ability",))
    assert gain.ability is not None
    assert gain.ability.text == "Protect Hero from capture, conversion, and removal from the game."
    (protect,) = gain.ability.effects
    assert isinstance(protect, Protect)
    assert protect.source is not None
    assert protect.source.abilities == ("capture", "convert", "banish")
    assert from_json(to_json(gain), Effect) == gain  # the quoted ability round-trips


def test_new_covenant_gives_a_band_ability_for_the_turn() -> None:
    gain = parse_ability(
        "GE: Convert all evil humans in battle. You may draw 1 and topdeck this card. ART: "
        "Shuffle this card: Your human Hero gains \u201cMay band to a human.\u201d this turn."
    ).effects[-1]
    assert isinstance(gain, Gain)
    assert gain.duration == Duration(DurationUnit.TURN)
    assert gain.ability is not None
    (band,) = gain.ability.effects
    assert isinstance(band, Band)
    assert band.optional
    assert band.target == Selector(identifiers=("human",))


def test_a_quoted_ability_the_grammar_does_not_read_is_refused() -> None:
    with pytest.raises(AbilityParseError, match="the quoted ability is not read"):
        parse_ability("Hero gains the ability 'Sing a song to a Hero.'")


def test_destruction_of_nehushtan_negates_the_artifacts_ability() -> None:
    negate = parse_ability(
        "Discard one active Artifact in play.  Artifact's ability is negated."
    ).effects[-1]
    assert isinstance(negate, Negate)
    assert negate.target == Selector(
        types=("ability",), locations=(Location(Zone.ON_CARD, card=Selector(types=("Artifact",))),)
    )


def test_filthy_garments_decreases_the_selected_heros_numbers() -> None:
    (decrease,) = parse_ability(
        "Selected Hero's abilities decrease 4/4 for remainder of turn."
    ).effects
    assert isinstance(decrease, Decrease)
    assert decrease.target == Selector(types=("Hero",), qualifiers=("selected",))
    assert decrease.amount == Numbers(Stat(4), Stat(4))


def test_weapon_of_the_holy_decreases_a_demons_numbers() -> None:
    _, decrease = parse_ability(
        "Holder may discard this card to decrease a demon's abilities by 5/5 until end of turn."
    ).effects
    assert isinstance(decrease, Decrease)
    assert decrease.target == Selector(identifiers=("demon",))


def test_an_opponents_special_ability_stays_the_opponents() -> None:
    # Jephthah's text: "an opponent's special ability" is not an ability on a card "opponent"
    trigger = (
        parse_ability(
            "If your evil Syrian is removed from battle by an opponent's special ability, you may "
            "add this Evil Character to the battle."
        )
        .effects[0]
        .trigger
    )
    assert isinstance(trigger, OnEvent)
    assert trigger.by is not None
    assert trigger.by.owner is Player.OPPONENT


def test_tithe_activates_the_enhancement_the_next_time_the_hero_enters_battle() -> None:
    _, activate, draw = parse_ability(
        "You may place an Enhancement from hand on a Hero of matching brigade in your "
        "territory.  The next time that Hero enters battle, that Enhancement activates and "
        "holder may draw a card."
    ).effects
    next_time = OnEvent(
        Event.ENTERS_BATTLE, subject=Selector(types=("Hero",), ref=Ref.THAT), once=True
    )
    assert isinstance(activate, ActivateAbility)
    assert activate.target == Selector(types=("Enhancement",), ref=Ref.THAT)
    assert activate.trigger == next_time
    assert isinstance(draw, Draw)
    assert draw.trigger == next_time
    assert draw.actor is None  # the holder is the user (REG: Holder), not the Enhancement
    # the engine fires an event every time: a trigger that fires once is reported
    assert "an event that fires once" in unsupported_in(activate)


def test_agur_discards_the_enhancement_immediately() -> None:
    activate, discard = parse_ability(
        "The next time that Hero enters battle, that Enhancement activates and is discarded "
        "immediately."
    ).effects
    assert isinstance(activate, ActivateAbility)
    assert isinstance(discard, Discard)
    assert discard.target == Selector(types=("Enhancement",), ref=Ref.THAT)
    assert discard.trigger == activate.trigger


# -- a modifier joined to effects, equip to a bearer, increase or decrease ---------------------


def test_meditation_draws_and_cannot_be_prevented_for_an_evil_priest() -> None:
    ability = parse_ability(
        "Withdraw all Heroes. If used by an evil priest, you may draw 1 and this card cannot "
        "be prevented."
    )
    _, draw = ability.effects
    priest = UsedBy(Selector(alignment=Alignment.EVIL, identifiers=("priest",)))
    assert isinstance(draw, Draw)
    assert draw.optional
    assert draw.condition == priest
    (shield,) = ability.modifiers
    assert isinstance(shield, CannotBePrevented)
    assert shield.condition == priest


def test_the_five_kings_repeat_and_cannot_be_negated() -> None:
    ability = parse_ability(
        "You may draw X (limit 3). If used by a Joshua Hero, repeat 1 time and this card cannot "
        "be negated."
    )
    assert ability.effects[-1].kind == "repeat"
    (shield,) = ability.modifiers
    assert isinstance(shield, CannotBeNegated)
    assert shield.condition == UsedBy(Selector(types=("Hero",), books=("Joshua",)))


def test_a_modifier_joined_to_effects_covers_this_card_only() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("You may draw 1 and this Hero cannot be prevented.")


def test_potter_and_the_clay_increases_or_decreases() -> None:
    increase, decrease, *_ = parse_ability(
        "STAR: Topdeck a clay card from Reserve. GE: You may increase or decrease your human "
        "Hero X/X. You may increase or decrease an Evil Character in battle X/X."
    ).effects[1:]
    assert isinstance(increase, Increase)
    assert isinstance(decrease, Decrease)
    assert decrease.link is Link.OR
    assert (
        increase.target
        == decrease.target
        == Selector(owner=Player.YOU, types=("Hero",), identifiers=("human",))
    )
    assert increase.amount == decrease.amount == Numbers(Stat.parse("X"), Stat.parse("X"))
    assert increase.optional


def test_the_guardian_cherub_equips_the_flaming_sword_to_an_angel() -> None:
    take, equip = parse_ability(
        "Protect your Genesis Sites from opponents. If attacking, you may take Flaming Sword "
        "from deck, discard pile or Reserve (or equip it to your O.T. angel)."
    ).effects[1:]
    assert isinstance(take, Take)
    assert isinstance(equip, Equip)
    assert equip.link is Link.OR
    assert equip.target == Selector(ref=Ref.IT)
    assert equip.bearer == Selector(owner=Player.YOU, identifiers=("O.T.", "angel"))


def test_only_equip_takes_a_bearer() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Discard a weapon to a giant.")


def test_scapegoat_banishes_to_restrict_attacks() -> None:
    banish, restrict = parse_ability(
        "GE: Negate and banish a Curse or an evil Enhancement. EC: At any time, you may banish "
        "this character from territory to restrict each player from attacking on their next "
        "turn."
    ).effects[2:]
    assert banish.cost
    assert isinstance(restrict, Restrict)
    assert restrict.link is Link.TO
    assert restrict.player is Player.EACH_PLAYER


# -- objects left out, places after the verb, "during that battle", "face down" -----------------


def test_asher_shuffles_the_cards_found_into_deck() -> None:
    search, shuffle = parse_ability(
        "Search discard pile for X blue brigade Genesis cards and shuffle into deck."
    ).effects
    assert search.kind == "search"
    assert isinstance(shuffle, Shuffle)
    assert shuffle.target == Selector(count=ALL, ref=Ref.THEM)


def test_the_thankful_leper_puts_the_lost_souls_into_his_territory() -> None:
    place = parse_ability(
        "Search opponent's discard pile for all Lost Souls and put into his territory."
    ).effects[1]
    assert isinstance(place, Place)
    assert place.target == Selector(count=ALL, ref=Ref.THEM)
    assert place.destination == Location(Zone.TERRITORY, owner=Player.THAT_PLAYER)


def test_fourth_seal_discards_one_or_two_in_a_territory() -> None:
    discard = parse_ability(
        "GE: Discard an Evil Character (or 2 Evil Characters in a territory)."
    ).effects[0]
    assert isinstance(discard, Discard)
    one, two = discard.target.parts
    assert one == Selector(types=("Evil Character",))
    assert two == Selector(
        count=Count(Quantifier.EXACTLY, 2),
        types=("Evil Character",),
        locations=(Location(Zone.TERRITORY, owner=Player.ANY_PLAYER),),
    )


def test_josephs_brothers_scheme_places_the_loser_in_bondage() -> None:
    # "treated as a Lost Soul" recalls the rule for a captive, and is no effect of its own
    # (REG: Capture, Clarifications)
    (place,) = parse_ability(
        "The loser is placed in holder's Land of Bondage and is treated as a Lost Soul."
    ).effects
    assert isinstance(place, Place)
    assert place.target == Selector(qualifiers=("loser",))
    assert place.destination == Location(Zone.LAND_OF_BONDAGE, owner=Player.HOLDER)


def test_treated_as_another_type_is_still_a_convert() -> None:
    (convert,) = parse_ability("This card is treated as a Hero.").effects
    assert convert.kind == "convert"


def test_placed_in_a_pile_is_left_to_its_verb() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("The loser is placed in owner's discard pile.")


def test_king_rehoboam_protects_during_that_battle() -> None:
    protect = parse_ability(
        "If blocking, select any two Heroes in territories to fight each other.  Protect this "
        "character from opponent's cards during that battle."
    ).effects[-1]
    assert isinstance(protect, Protect)
    assert protect.duration == Duration(DurationUnit.BATTLE)


def test_new_jerusalem_copies_the_last_dominant_played_this_phase() -> None:
    (copy,) = parse_ability("Copy the last good Dominant played during this phase.").effects
    assert copy.kind == "copy"
    assert copy.duration is None  # "during this phase" is when it was played
    assert copy.target.qualifiers == ("last", "played")  # type: ignore[attr-defined]


def test_a_hero_returns_face_down() -> None:
    # Ambush: the Hero returns to territory face down, which the engine does not do yet
    (withdraw,) = parse_ability("Hero returns to territory face down.").effects
    assert isinstance(withdraw, Withdraw)
    assert withdraw.face_down
    assert "cards put face down" in unsupported_in(withdraw)


# -- "make opponent", "banding cards", "from being shuffled", "either" --------------------------


def test_dan_draws_or_makes_opponent_discard() -> None:
    draw, discard = parse_ability(
        "If opponent has more cards in hand than you, you may draw 2 cards or make opponent "
        "discard a card from hand."
    ).effects
    assert draw.optional
    assert isinstance(discard, Discard)
    assert discard.link is Link.OR
    assert discard.actor == Actor(player=Player.OPPONENT)
    assert not discard.optional  # the user chooses; the opponent must
    assert discard.target == Selector(types=("card",), locations=(Location(Zone.HAND),))


def test_i_am_holy_makes_an_opponent_discard_for_a_cost() -> None:
    cost, discard = parse_ability(
        "Upon activation, holder may discard a good card from hand to make an opponent discard "
        "an evil card from hand."
    ).effects
    assert cost.cost
    assert isinstance(discard, Discard)
    assert discard.link is Link.TO
    assert discard.actor == Actor(player=Player.OPPONENT)
    assert not discard.optional


def test_household_idols_name_banding_cards() -> None:
    ability = parse_ability("Heroes may not band.  Good banding cards have no effect.")
    cards = ability.effects[-1].target  # type: ignore[attr-defined]
    assert cards.alignment is Alignment.GOOD
    assert cards.abilities == ("band",)
    assert cards.types == ("card",)


def test_thorns_protects_lost_souls_from_being_shuffled_or_exchanged() -> None:
    protect = parse_ability(
        "While this card is in play, protect each Lost Soul in play from being shuffled, placed "
        "under draw pile, or exchanged."
    ).effects[0]
    assert isinstance(protect, Protect)
    assert protect.source is not None
    assert protect.source.abilities == ("shuffle", "underdeck", "exchange")


def test_either_needs_an_or() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("You may either draw 1 and discard a card.")


# -- names mended, "previous", the churches' people, "on turn six ... returns" ----------------


def test_dangerous_road_protects_from_dragon_raid() -> None:
    # "DragonRaid" is the card Dragon Raid, its title run together
    protect = parse_ability("Evil cards on this site are protected from DragonRaid.").effects[0]
    assert isinstance(protect, Protect)
    assert protect.source == Selector(names=("Dragon Raid",))


def test_the_meal_in_emmaus_negates_the_previous_artifact() -> None:
    negate = parse_ability(
        "Interrupt the battle.  Holder may activate a new Artifact.  Artifact takes immediate "
        "effect.  Previous artifact's effect is negated."
    ).effects[-1]
    assert isinstance(negate, Negate)
    assert negate.target.locations == (
        Location(Zone.ON_CARD, card=Selector(types=("Artifact",), qualifiers=("previous",))),
    )


def test_thessalonian_heroes_are_of_the_thessalonica_church() -> None:
    ignore = parse_ability("Thessalonian Heroes ignore Heretics.").effects[0]
    assert ignore.target == Selector(  # type: ignore[attr-defined]
        count=ALL, types=("Hero",), identifiers=("Thessalonica",)
    )


def test_charred_vine_returns_the_hero_on_turn_six() -> None:
    _, increase = parse_ability(
        "Set Hero aside for five turns.  On turn six Hero returns with abilities increased 7/7."
    ).effects
    assert isinstance(increase, Increase)
    assert increase.trigger == AtMoment(Moment.ON_TURN, number=6)
    assert increase.amount == Numbers(Stat(7), Stat(7))


def test_divide_and_unify_bands_to_a_character_of_the_same_testament() -> None:
    band = parse_ability(
        "Negate opponent's band abilities. Character may band to a character from the same "
        "testament."
    ).effects[-1]
    assert isinstance(band, Band)
    assert band.target == Selector(types=("character",), qualifiers=("same_testament",))


def test_fellowship_bands_heroes_of_this_heros_testament() -> None:
    (band,) = parse_ability(
        "Band into battle any number of human Heroes from the same testament as this Hero."
    ).effects
    assert isinstance(band, Band)
    assert band.target == Selector(
        count=Count(Quantifier.ANY_NUMBER),
        types=("Hero",),
        identifiers=("human",),
        qualifiers=("same_testament",),
    )


def test_a_subject_read_as_the_user_does_not_take_the_predicates() -> None:
    # "this card is worth 3/7 and holder may play ...": the holder plays, not this card
    _, play = parse_ability(
        "If blocked by a warrior class Evil Character, this card is worth 3/7 and holder may "
        "play the next enhancement."
    ).effects
    assert play.actor is None
    assert play.optional
