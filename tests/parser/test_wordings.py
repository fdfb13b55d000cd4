"""Wordings of the real pool, each read from a card's text into the fields it means."""

from __future__ import annotations

import pytest
from attrs import evolve

from redemption_rules.cards.model import Alignment, Brigade
from redemption_rules.cards.pool import CardPool, load_starter_cards
from redemption_rules.effects import (
    Ability,
    Count,
    Join,
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
    AddToBattle,
    Band,
    Banish,
    Bounce,
    Capture,
    Convert,
    Discard,
    Disease,
    Draw,
    EndBattle,
    Equip,
    Exchange,
    Heal,
    Hold,
    Ignore,
    Immune,
    Increase,
    Look,
    Negate,
    Paralyze,
    Place,
    Play,
    Prevent,
    Protect,
    Repeat,
    Rescue,
    Reveal,
    Search,
    SetAside,
    Take,
    Topdeck,
    Toss,
    Underdeck,
    Withdraw,
)
from redemption_rules.effects.modifiers import (
    CannotBeInterrupted,
    CannotBeNegated,
    CannotBePrevented,
    Limit,
    Regardless,
)
from redemption_rules.effects.targets import (
    MATCHING_THAT_BRIGADE,
    MATCHING_THIS_BRIGADE,
    POISONED_OR_DISEASED,
    Advantage,
    AllOf,
    Compare,
    Controls,
    Direction,
    Exists,
    Happened,
    InPhase,
    Is,
    Not,
    Status,
    StatusIs,
    TurnOf,
    UsedBy,
)
from redemption_rules.effects.timing import (
    AtMoment,
    Duration,
    DurationUnit,
    EachPhase,
    Event,
    Moment,
    OnEvent,
    Phase,
)
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import card_ability, parse_ability

ONE = Count(Quantifier.EXACTLY, 1)
ALL = Count(Quantifier.ALL)


def test_may_be_returned_to_holders_hand_is_an_optional_bounce() -> None:
    # Flight of Spies
    (bounce,) = parse_ability("One good enhancement may be returned to holder's hand.").effects
    assert isinstance(bounce, Bounce)
    assert bounce.optional
    assert bounce.target.count == ONE
    assert bounce.target.types == ("Enhancement",)
    assert bounce.target.alignment is not None
    assert bounce.target.alignment.value == "Good"


def test_must_return_to_their_territories_withdraws() -> None:
    (effect,) = parse_ability(
        "All banded Evil Characters in battle must return to their territories."
    ).effects
    assert isinstance(effect, Withdraw)
    assert not effect.optional
    assert effect.target.count == ALL
    assert effect.target.types == ("Evil Character",)
    assert effect.target.qualifiers == ("banded",)


def test_may_return_to_territory_is_an_optional_withdraw() -> None:
    # Withered Hand
    (effect,) = parse_ability(
        "Selected human Evil Character in battle may return to territory."
    ).effects
    assert isinstance(effect, Withdraw)
    assert effect.optional
    assert effect.target.identifiers == ("human",)
    assert Location(Zone.BATTLE) in effect.target.locations


def test_a_verb_in_brackets_is_an_alternative_under_its_condition() -> None:
    # Angelic Guidance [RR2]
    ability = parse_ability(
        "Look at a hand. You may topdeck (or take if you have attacked this turn) "
        "a silver card from deck or Reserve."
    )
    _, topdeck, take = ability.effects
    assert isinstance(topdeck, Topdeck)
    assert isinstance(take, Take)
    assert topdeck.condition is None
    assert take.condition == Happened("attacked", Player.YOU, within="turn")
    assert take.link is Link.OR
    assert take.optional
    assert take.target == topdeck.target
    assert [brigade.value for brigade in take.target.brigades] == ["Silver"]
    zones = [location.zone for location in take.target.locations]
    assert zones == [Zone.DECK, Zone.RESERVE]


def test_have_not_attacked_is_a_negated_event() -> None:
    # Lost Soul "Wanderer"
    (effect,) = parse_ability(
        "During your turn, if you have not attacked, you may exchange this card with a "
        "different Lost Soul in opponent's territory."
    ).effects
    assert isinstance(effect, Exchange)
    assert effect.condition == Happened("attacked", Player.YOU, negated=True)
    assert effect.target.ref is Ref.THIS_CARD
    assert effect.other is not None
    assert effect.other.types == ("Lost Soul",)
    assert effect.other.qualifiers == ("different",)


def test_regardless_in_brackets_after_an_effect_is_its_modifier() -> None:
    # Ambush the City
    ability = parse_ability(
        "If making a rescue attempt, set all cards in battle aside (regardless of immunity)."
    )
    (effect,) = ability.effects
    assert isinstance(effect, SetAside)
    assert effect.target.count == ALL
    assert [(type(m), m.of) for m in effect.modifiers if isinstance(m, Regardless)] == [
        (Regardless, "immune")
    ]


def test_abilities_of_stats_or_less() -> None:
    # Abner's Spear
    ability = parse_ability(
        "Holder may discard Abner's Spear to discard a male Hero in battle with abilities "
        "of */4 or less."
    )
    _, effect = ability.effects
    assert isinstance(effect, Discard)
    assert effect.target.types == ("Hero",)
    assert effect.target.stats == StatLimit(toughness=4, quantifier=Quantifier.AT_MOST)


def test_abilities_stats_without_of() -> None:
    (effect,) = parse_ability(
        "Discard a non-human evil character with abilities */3 or less."
    ).effects
    assert isinstance(effect, Discard)
    assert effect.target.stats == StatLimit(toughness=3, quantifier=Quantifier.AT_MOST)


def test_a_toughness_of_bracketed_stats() -> None:
    # Massacre of Innocents (Ap)
    (effect,) = parse_ability(
        "Discard all male Heroes in play with a toughness of (*/3) or less."
    ).effects
    assert isinstance(effect, Discard)
    assert effect.target.identifiers == ("male",)
    assert effect.target.stats == StatLimit(toughness=3, quantifier=Quantifier.AT_MOST)


def test_a_toughness_of_stats_or_greater() -> None:
    # The Pit
    place, _ = parse_ability(
        "Holder may place a demon with a toughness of */7 or greater on this fortress "
        "(or return it to territory) during his preparation phase."
    ).effects
    assert isinstance(place, Place)
    assert place.target.stats == StatLimit(toughness=7, quantifier=Quantifier.AT_LEAST)


def test_a_word_in_the_title() -> None:
    (effect,) = parse_ability("May band to an Evil Character with Herod in the title.").effects
    assert effect.target.types == ("Evil Character",)  # type: ignore[attr-defined]
    assert effect.target.text == "Herod"  # type: ignore[attr-defined]


def test_the_word_in_card_title() -> None:
    (effect,) = parse_ability(
        "Hero is immune to any card with the word False in card title."
    ).effects
    assert isinstance(effect, Immune)
    assert effect.source is not None
    assert effect.source.text == "False"


def test_quoted_words_joined_by_or_are_alternatives() -> None:
    ability = parse_ability(
        "You may search deck or Reserve for a card with “Trumpet” or “Trumpets” in the title."
    )
    (effect,) = ability.effects
    assert isinstance(effect, Search)
    assert effect.target is not None
    assert effect.target.join is Join.OR
    assert [part.text for part in effect.target.parts] == ["Trumpet", "Trumpets"]
    assert all(part.types == ("card",) for part in effect.target.parts)


def test_title_words_of_abilities_belong_to_the_cards_they_are_on() -> None:
    (effect,) = parse_ability(
        "Negate special abilities on cards with the word false, lying, deception, or deceit "
        "in the title."
    ).effects
    assert isinstance(effect, Negate)
    assert effect.target.types == ("ability",)
    (place,) = effect.target.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert [part.text for part in place.card.parts] == ["false", "lying", "deception", "deceit"]


def test_a_word_in_title_or_reference_is_refused() -> None:
    # the card "Joseph (FooF)": a reference is a verse, and which verses speak of Joseph no
    # card field tells; read as the title alone it would leave the reference out
    with pytest.raises(AbilityParseError, match="reference"):
        parse_ability(
            "Search deck for Storehouse or Goshen. Protect sons of Jacob from discard. "
            "Enhancements with Joseph in title or reference cannot be negated."
        )


def test_a_word_in_the_special_ability_is_looked_for_there() -> None:
    # The Strong Angel (RoJ): not the title's words
    (toss, *_) = parse_ability(
        "Toss all Enhancements with “negated” in the special ability. If blocked, you may "
        "play a Revelation Enhancement. Cannot be interrupted."
    ).effects
    assert toss.target == Selector(
        count=ALL, types=("Enhancement",), text="negated", text_in="special ability"
    )


def test_has_not_used_is_a_negated_event() -> None:
    # Deceitful Sin
    (effect,) = parse_ability(
        "If you have not used a search ability this turn, end the battle."
    ).effects
    assert isinstance(effect.condition, Happened)
    assert effect.condition.negated
    assert effect.condition.event == "used"
    assert effect.condition.player is Player.YOU
    assert effect.condition.target is not None
    assert effect.condition.target.abilities == ("search",)


def test_a_quoted_word_in_the_title_of_the_user() -> None:
    (modifier,) = parse_ability(
        "Cannot be interrupted if used by a Character with 'False' in the title."
    ).modifiers
    assert isinstance(modifier, CannotBeInterrupted)
    assert isinstance(modifier.condition, UsedBy)
    assert modifier.condition.user.text == "False"


def test_draws_because_of_an_ability_they_control() -> None:
    # Gad, the Retaliator
    ability = parse_ability(
        "If an opponent draws because of an ability they control, they must underdeck a random "
        "card from hand. If attacking, you may take a Genesis Artifact from Reserve."
    )
    underdeck = ability.effects[0]
    assert isinstance(underdeck, Underdeck)
    assert isinstance(underdeck.trigger, OnEvent)
    assert underdeck.trigger.event is Event.DRAWS
    assert underdeck.trigger.player is Player.OPPONENT
    assert underdeck.trigger.by == Selector(count=ONE, owner=Player.THAT_PLAYER, types=("ability",))
    assert underdeck.target.random


def test_a_bare_noun_after_the_cause_extends_the_card_it_is_on() -> None:
    # Gifts of the Magi
    (draw,) = parse_ability(
        "Each time an opponent draws a card because of a special ability on a character or "
        "enhancement, holder may draw a card."
    ).effects
    assert isinstance(draw.trigger, OnEvent)
    assert draw.trigger.target == Selector(count=ONE, types=("card",))
    by = draw.trigger.by
    assert by is not None
    assert by.types == ("ability",)
    (place,) = by.locations
    assert place.card is not None
    assert place.card.join is Join.OR
    assert [part.types for part in place.card.parts] == [("character",), ("Enhancement",)]


def test_blocked_from_hand_is_a_block_by_a_card_from_hand() -> None:
    # Joanna, the Generous
    (toss, *_) = parse_ability(
        "If blocked from hand, toss the next evil Enhancement played in battle. You may "
        "convert this card to meek to draw 2 (or take a good N.T. card from Reserve)."
    ).effects
    assert isinstance(toss, Toss)
    assert toss.trigger == OnEvent(
        Event.BLOCKED,
        where=Selector(count=ALL, locations=(Location(Zone.HAND),)),
        direction=Direction.FROM,  # the blocker leaves the hand
    )


def test_a_hero_blocked_from_hand() -> None:
    (take,) = parse_ability(
        "If your meek Hero is blocked from hand, you may take a good card from deck."
    ).effects
    assert isinstance(take.trigger, OnEvent)
    assert take.trigger.event is Event.BLOCKED
    assert take.trigger.subject is not None
    assert take.trigger.subject.qualifiers == ("meek",)
    assert take.trigger.subject.owner is Player.YOU


def test_a_bracketed_second_event_fires_it_too() -> None:
    # Lost Soul "Harvest"
    (create,) = parse_ability(
        "If put in play (or if rescued), you may create a Lost Soul token in an opponent\u2019s "
        "Land of Bondage."
    ).effects
    assert isinstance(create.trigger, OnEvent)
    assert create.trigger.event is Event.PUT_IN_PLAY
    assert create.trigger.or_events == (Event.RESCUED,)


def test_a_bracketed_event_of_another_card_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(
            "If put in play (or if a Hero is played from a territory), negate a good card."
        )


def test_take_or_equip_acts_on_the_same_cards() -> None:
    # the card "Caleb (FoM)"
    ability = parse_ability(
        "You may underdeck an evil giant. Take a City and play it. If alone, Caleb may band "
        "to an O.T. red warrior or you may take or equip a good weapon from Reserve. "
        "Cannot be interrupted."
    )
    take, equip = ability.effects[-2:]
    assert isinstance(take, Take)
    assert isinstance(equip, Equip)
    assert equip.link is Link.OR
    assert take.target == equip.target
    assert take.target.types == ("weapon",)
    assert take.target.locations == (Location(Zone.RESERVE),)
    assert take.optional
    assert equip.optional


def test_icons_are_qualifiers() -> None:
    # the card "Great Multitude (RoJ)"
    ability = parse_ability(
        "If all your Heroes are Revelation Heroes, ignore multi-brigade Evil Characters. "
        "If you play a lamb icon card, you may negate and banish an evil Enhancement."
    )
    negate = ability.effects[1]
    assert isinstance(negate, Negate)
    assert isinstance(negate.trigger, OnEvent)
    assert negate.trigger.target == Selector(count=ONE, types=("card",), qualifiers=("lamb_icon",))
    (effect,) = parse_ability("Negate and discard all dual-icon and multi-brigade cards.").effects[
        :1
    ]
    assert [part.qualifiers for part in effect.target.parts] == [  # type: ignore[attr-defined]
        ("dual_icon",),
        ("multi_brigade",),
    ]


def test_a_convert_enhancement_has_a_convert_ability() -> None:
    # the card "John the Baptist (Di)"
    ability = parse_ability(
        "Negate special abilities on Lost Souls and O.T. Fortresses.  Search discard pile for "
        "a green convert Enhancement and place it on deck."
    )
    search = ability.effects[1]
    assert isinstance(search, Search)
    assert search.target is not None
    assert search.target.types == ("Enhancement",)
    assert search.target.abilities == ("convert",)
    assert [brigade.value for brigade in search.target.brigades] == ["Green"]


def test_matching_the_book_of_a_named_card() -> None:
    # the card "Bethlehem (Promo)"
    ability = parse_ability(
        "(Site) Protect your human Heroes with strength 6 or less from discard abilities.  "
        "(Fortress) Each upkeep, you may reserve contents to take a good card matching the "
        "reserved Hero's book from deck."
    )
    take = ability.effects[-1]
    assert isinstance(take, Take)
    assert take.target.qualifiers == ("matching_book",)
    assert take.target.locations == (Location(Zone.DECK),)
    assert take.link is Link.TO


def test_matching_that_cards_brigade_and_testament() -> None:
    (discard,) = parse_ability(
        "Opponent may discard a card matching that Hero\u2019s brigade from hand instead."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target.qualifiers == (MATCHING_THAT_BRIGADE,)  # the card chosen before
    assert discard.actor is not None
    assert discard.actor.player is Player.OPPONENT
    topdeck, _ = parse_ability(
        "If a Lost Soul is put here, you may topdeck a card matching that Lost Soul's testament "
        "from Reserve to create a Lost Soul token in opponent's Land of Bondage."
    ).effects
    assert isinstance(topdeck, Topdeck)
    assert topdeck.target.qualifiers == ("matching_testament",)


def test_whose_brigade_is_matched() -> None:
    def qualifiers(text: str) -> tuple[str, ...]:
        (effect,) = parse_ability(text).effects
        target = getattr(effect, "target", None)
        assert isinstance(target, Selector)
        return target.qualifiers

    assert qualifiers("Take an Enhancement matching this card's brigade from Reserve.") == (
        MATCHING_THIS_BRIGADE,
    )
    assert qualifiers("Take a card matching Hero's brigade from Reserve.") == (
        MATCHING_THAT_BRIGADE,
    )
    # a name: the card's own reading makes it the card's own brigade where it is its name
    assert qualifiers("May band to a character matching King Saul's brigade.") == (
        "matching_brigade_of:king saul",
    )


def test_the_next_enhancement_a_player_plays() -> None:
    # the card "King Saul (CoW)"
    ability = parse_ability(
        "You may draw 1. May band to a I Samuel character matching King Saul's brigade, or you "
        "may toss the next evil Enhancement you play in battle. Cannot be interrupted."
    )
    toss = ability.effects[-1]
    assert isinstance(toss, Toss)
    assert toss.target.owner is Player.YOU
    assert toss.target.qualifiers == ("next",)
    assert toss.target.types == ("Enhancement",)
    (prevent,) = parse_ability(
        "Prevent the special ability on the next Enhancement opponent plays this battle."
    ).effects
    assert isinstance(prevent, Prevent)
    assert prevent.target.owner is Player.OPPONENT
    (place,) = prevent.target.locations
    assert place.card is not None
    assert place.card.qualifiers == ("next",)


def test_posts_after_the_source_describe_the_source() -> None:
    # the card "Spirit of Elijah"
    ability = parse_ability(
        "Place on a good human prophet: Protect Hero from discard abilities on evil cards. "
        "While Hero is opposed, you may discard this card to convert an evil human."
    )
    protect = ability.effects[1]
    assert isinstance(protect, Protect)
    assert protect.target == Selector(count=ONE, types=("Hero",))
    assert protect.source is not None
    assert protect.source.abilities == ("discard",)
    (place,) = protect.source.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.types == ("card",)


def test_an_exception_after_the_source_belongs_to_it() -> None:
    # the card "Love (EC)"
    ability = parse_ability(
        "Heal and convert your character to a Hero of any brigade. Place on that Hero: While "
        "this Hero is in battle, protect characters not in battle from special abilities on "
        "evil cards, except banding."
    )
    protect = ability.effects[-1]
    assert isinstance(protect, Protect)
    assert protect.target.types == ("character",)
    assert protect.target.locations == ()
    assert protect.source is not None
    assert [exception.abilities for exception in protect.source.exceptions] == [("band",)]


def test_he_is_the_card_named_before() -> None:
    # the card "Joel"
    ability = parse_ability(
        "Prevent all special abilities on brown Evil Characters. If Joel rescues a Lost Soul, "
        "he gains 1/1."
    )
    increase = ability.effects[-1]
    assert isinstance(increase, Increase)
    assert increase.target == Selector(count=ONE, ref=Ref.IT)
    assert (increase.amount.strength.value, increase.amount.toughness.value) == (1, 1)


def test_a_simple_verb_and_convert_share_the_cards() -> None:
    # the card "Love (EC)"
    heal, convert, *_ = parse_ability(
        "Heal and convert your character to a Hero of any brigade. Place on that Hero: While "
        "this Hero is in battle, protect characters not in battle from special abilities on "
        "evil cards, except banding."
    ).effects
    assert isinstance(heal, Heal)
    assert isinstance(convert, Convert)
    assert convert.link is Link.AND
    assert (
        heal.target == convert.target == Selector(count=ONE, owner=Player.YOU, types=("character",))
    )
    assert convert.into == Selector(count=ONE, types=("Hero",), qualifiers=("any_brigade",))


def test_a_successful_block_fires_after_the_battle() -> None:
    # the card "King Tiglath-Pileser III"
    (capture,) = parse_ability(
        "If block is successful, holder may capture an O.T. human Hero in a territory."
    ).effects
    assert isinstance(capture, Capture)
    assert capture.trigger == OnEvent(Event.BLOCK_SUCCEEDS)
    assert capture.actor is None  # the holder is the user (REG: Holder)
    assert capture.target.identifiers == ("O.T.", "human")


def test_for_a_number_of_rounds() -> None:
    (paralyze,) = parse_ability(
        "ART: Paralyze opponents\u2019 Heroes with a draw ability for 1 round."
    ).effects
    assert isinstance(paralyze, Paralyze)
    assert paralyze.duration == Duration(DurationUnit.ROUND, 1)
    assert paralyze.target.abilities == ("draw",)
    assert paralyze.section == "ART"


def test_ending_the_battle_in_a_stalemate() -> None:
    # the card "Futile Inquisition (GoC)"
    ability = parse_ability(
        "STAR: Discard a good card from a Reserve. / EE: If used by a N.T. character, end the "
        "battle in a stalemate."
    )
    end = ability.effects[-1]
    assert isinstance(end, EndBattle)
    assert end.outcome == "stalemate"
    assert end.section == "EE"
    assert isinstance(end.condition, UsedBy)
    (ends,) = parse_ability("The battle immediately ends.").effects
    assert ends == EndBattle(span=ends.span)


def test_an_ability_to_draw_or_search() -> None:
    # the card "Mark of the Beast (RoJ AB)"
    search = parse_ability(
        "If opponent uses a good ability to draw or search, you may search deck for an evil card."
    ).effects[0]
    assert isinstance(search, Search)
    assert isinstance(search.trigger, OnEvent)
    assert search.trigger.event is Event.USED
    assert search.trigger.player is Player.OPPONENT
    assert search.trigger.target is not None
    assert search.trigger.target.abilities == ("draw", "search")
    assert search.trigger.target.types == ("ability",)


def test_controlled_by_each_opponent() -> None:
    # the card "Death of Firstborn (PoC)"
    ability = parse_ability(
        "If used by an angel, interrupt the battle. Discard an Evil Character controlled by "
        "each opponent. Cannot be negated by an Egyptian."
    )
    discard = ability.effects[1]
    assert isinstance(discard, Discard)
    assert discard.target == Selector(
        count=ONE, owner=Player.EACH_OPPONENT, types=("Evil Character",)
    )


def test_begins_a_rescue_is_an_attack() -> None:
    # the card "Job (Promo)"
    ability = parse_ability(
        "Protect Job from capture and discard. If Job begins a rescue, you may exchange an evil "
        "card in hand with a good Job card in discard pile or Reserve. Cannot be negated."
    )
    exchange = ability.effects[1]
    assert isinstance(exchange, Exchange)
    assert exchange.trigger == OnEvent(Event.ATTACKS, subject=Selector(count=ONE, names=("Job",)))


def test_an_ability_that_discards_your_card() -> None:
    # the card "Sixth Seal, Terror (RoJ)"
    ability = parse_ability(
        "GE: Discard a Site. Return all human Evil Characters in battle to owner's hand. EC: If "
        "an opponent's special ability discards your evil human, you may underdeck it instead."
    )
    underdeck = ability.effects[-1]
    assert isinstance(underdeck, Underdeck)
    assert isinstance(underdeck.trigger, OnEvent)
    assert underdeck.trigger.event is Event.DISCARDED
    assert underdeck.trigger.subject is not None
    assert underdeck.trigger.subject.identifiers == ("human",)
    assert underdeck.trigger.subject.owner is Player.YOU
    assert underdeck.trigger.by == Selector(count=ONE, owner=Player.OPPONENT, types=("ability",))


def test_strength_greater_than() -> None:
    # the card "Perez, the Younger / Perez, Bursting Forth (LoC)"
    ability = parse_ability(
        "STAR: Topdeck a blue card from Reserve. TOP: You may bounce a character with strength "
        "greater than 2. May band to Hezron or a meek Hero. BOTTOM: Meek"
    )
    bounce = ability.effects[1]
    assert isinstance(bounce, Bounce)
    assert bounce.target.stats == StatLimit(strength=3, quantifier=Quantifier.AT_LEAST)


def test_retreat_from_battle_withdraws() -> None:
    # the card "Coercion"
    (withdraw,) = parse_ability(
        "If a female Evil Character is in battle, all male Heroes must retreat from battle."
    ).effects
    assert isinstance(withdraw, Withdraw)
    assert not withdraw.optional
    assert withdraw.actor is not None
    assert withdraw.actor.card is not None
    assert withdraw.actor.card.identifiers == ("male",)


def test_used_by_a_hero_during_battle() -> None:
    # the card "Faith of Jacob"
    ability = parse_ability(
        "Take 2 Heroes in an opponent's territory to your territory until the end of turn. If "
        "used by a cloud Hero during battle, you may add them to battle."
    )
    add = ability.effects[-1]
    assert isinstance(add, AddToBattle)
    assert add.condition == AllOf(
        (
            UsedBy(Selector(count=ONE, types=("Hero",), identifiers=("cloud",))),
            InPhase("battle"),
        )
    )


def test_an_event_except_by_a_cause() -> None:
    # the card "Jeremiah, Hope Bringer"
    ability = parse_ability(
        "STAR: Negate Lost Souls until end of turn. HERO: You may look at a hand. Toss the next "
        "evil Enhancement played this battle. If Jeremiah is harmed (except by a capture "
        "ability), you may topdeck him instead."
    )
    topdeck = ability.effects[-1]
    assert isinstance(topdeck, Topdeck)
    assert isinstance(topdeck.trigger, OnEvent)
    assert topdeck.trigger.event is Event.HARMED
    assert topdeck.trigger.by == Selector(
        count=ALL,
        exceptions=(Selector(count=ONE, types=("ability",), abilities=("capture",)),),
    )


def test_with_no_special_ability_and_removal_from_the_game() -> None:
    # the card "Windows of Narrow Light"
    (protect,) = parse_ability(
        "Protect your Heroes with no special ability from capture, conversion, and removal "
        "from the game."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.target.qualifiers == ("meek",)  # REG: Meek, no special ability
    assert protect.target.owner is Player.YOU
    assert protect.source is not None
    assert protect.source.abilities == ("capture", "convert", "banish")


def test_protect_from_being_removed_from_the_game() -> None:
    _, protect = parse_ability(
        "You may reveal your hand to protect Que from being removed from the game this turn."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.source is not None
    assert protect.source.abilities == ("banish",)
    assert protect.link is Link.TO


def test_a_deck_with_few_cards() -> None:
    # the card "Pleading for the City [RR2]"
    rescue, _ = parse_ability(
        "If opponent\u2019s deck has 10 or fewer cards, rescue a Lost Soul. Otherwise, discard all "
        "evil cards in battle."
    ).effects
    assert isinstance(rescue, Rescue)
    assert rescue.condition == Exists(
        Selector(
            count=Count(Quantifier.AT_MOST, 10),
            types=("card",),
            locations=(Location(Zone.DECK, owner=Player.OPPONENT),),
        )
    )


def test_a_bare_noun_after_is_extends_the_description() -> None:
    # the card "Unbowed [RR2]"
    (underdeck,) = parse_ability("If it is an Artifact or a king, underdeck it.").effects
    assert isinstance(underdeck.condition, Is)
    assert underdeck.condition.subject == Selector(count=ONE, ref=Ref.IT)
    description = underdeck.condition.description
    assert description.join is Join.OR
    assert [part.types or part.identifiers for part in description.parts] == [
        ("Artifact",),
        ("king",),
    ]


def test_a_cards_controller_acts() -> None:
    # the card "Sinning Hand (Roots)"
    ability = parse_ability(
        "Banish a Hero. Hero\u2019s controller may discard 4 cards from hand instead. Cannot be "
        "interrupted."
    )
    discard = ability.effects[1]
    assert isinstance(discard, Discard)
    assert discard.actor is not None
    assert discard.actor.player is Player.CARD_CONTROLLER  # the banished Hero's
    assert discard.target.count == Count(Quantifier.EXACTLY, 4)


def test_place_it_here() -> None:
    # the card "Dust and Ashes"
    ability = parse_ability(
        "When you play this card, search discard pile for Job. If your Job is harmed or "
        "defeated by an opponent, you may place him here instead. Each upkeep, return contents "
        "to hand. Cannot be negated."
    )
    place = ability.effects[1]
    assert isinstance(place, Place)
    assert place.target == Selector(count=ONE, ref=Ref.IT)
    assert place.destination == Location(Zone.ON_CARD, card=Selector(count=ONE, ref=Ref.THIS_CARD))


def test_the_first_enhancement_you_play_each_battle_as_a_subject() -> None:
    # the card "Lost Soul Jeremiah 11:8 (CBP)"
    ability = parse_ability(
        "Unless a Covenant is in play, the first evil Enhancement you play each battle cannot "
        "be prevented by a good card."
    )
    (modifier,) = ability.modifiers
    assert isinstance(modifier, CannotBePrevented)
    assert modifier.cards is not None
    assert modifier.cards.owner is Player.YOU
    assert modifier.cards.qualifiers == ("first",)
    assert modifier.cards.types == ("Enhancement",)
    assert isinstance(modifier.condition, Not)


def test_draw_up_to_x() -> None:
    # the card "Onesiphorus"
    ability = parse_ability(
        "Site access. If you control another Ephesus Hero, you may draw up to X (limit 3). "
        "Cannot be interrupted."
    )
    draw = ability.effects[-1]
    assert isinstance(draw, Draw)
    assert draw.count == Count(Quantifier.UP_TO, None, "X")
    assert draw.optional
    assert [getattr(m, "times", None) for m in draw.modifiers] == [3]


def test_hold_it_here() -> None:
    # the card "City of Refuge (PoC)"
    ability = parse_ability(
        "SITE: Protect O.T. humans from discard. FORT: Once per turn, if an "
        "opponent\u2019s ability harms your O.T. human, you may hold it here instead."
    )
    hold = ability.effects[-1]
    assert isinstance(hold, Hold)
    assert hold.target == Selector(count=ONE, ref=Ref.IT)
    assert isinstance(hold.trigger, OnEvent)
    assert hold.trigger.event is Event.HARMED
    assert hold.trigger.subject is not None
    assert hold.trigger.subject.identifiers == ("O.T.", "human")
    with pytest.raises(AbilityParseError):
        parse_ability("Discard it here.")


def test_titles_in_single_quotes_are_names() -> None:
    # the card "Shadow - Hand"
    ability = parse_ability(
        "You may search draw pile for 'The Darkness' or 'Demonic Stronghold' and put it in "
        "play. You may play an enhancement with Snare in the title."
    )
    search, _, play = ability.effects
    assert isinstance(search, Search)
    assert search.target is not None
    assert [part.names for part in search.target.parts] == [
        ("The Darkness",),
        ("Demonic Stronghold",),
    ]
    assert isinstance(play, Play)
    assert play.target.text == "Snare"


def test_treat_as_a_disease() -> None:
    # the card "Seeds of Rebellion"
    ability = parse_ability(
        "Place this card on a Hero.  While this card remains, Hero decreases 0/2 per turn.  When "
        "Hero is reduced to */0 or less, remove Hero from the game.  Treat as a disease."
    )
    # a disease effect after the ability it is paired with (REG: Poison and Disease), on
    # the cards that ability acted on: not a convert of this card
    treat = ability.effects[-1]
    assert isinstance(treat, Disease)
    assert treat.target.ref is Ref.THEM
    assert not any(isinstance(effect, Convert) for effect in ability.effects)


def test_heal_any_hero_who_has_been_poisoned_or_diseased() -> None:
    # the card "Miracle of Healing": one Hero with either condition (REG: Heal)
    (heal,) = parse_ability("Heal any Hero who has been poisoned or diseased.").effects
    assert isinstance(heal, Heal)
    assert heal.target == Selector(count=ONE, types=("Hero",), qualifiers=(POISONED_OR_DISEASED,))


def test_negate_and_remove_from_the_game() -> None:
    # the card "Word of Their Testimony"
    ability = parse_ability(
        "Underdeck an evil human. Negate and remove a demon from the game. Cannot be prevented "
        "if used by a prophet."
    )
    _, negate, banish = ability.effects
    assert isinstance(negate, Negate)
    assert isinstance(banish, Banish)
    assert banish.link is Link.AND
    assert negate.target == banish.target == Selector(count=ONE, identifiers=("demon",))


def test_with_a_brigade_not_already_in_battle() -> None:
    # the card "Shepherds of Bethlehem (GoC)"
    ability = parse_ability(
        "You may play and negate a Lost Soul from a deck. If opponent has hand advantage, toss "
        "all evil Enhancements with a brigade not already in battle."
    )
    toss = ability.effects[-1]
    assert isinstance(toss, Toss)
    assert toss.target.qualifiers == ("brigade_not_in_battle",)
    assert toss.target.count == ALL
    assert toss.target.types == ("Enhancement",)


def test_gains_for_every_turn_it_is_set_aside() -> None:
    # the card "Potter and the Clay"
    _, increase = parse_ability(
        "Set Hero aside.  Hero gains 1/1 for every turn Hero is set aside."
    ).effects
    assert isinstance(increase, Increase)
    assert increase.trigger == EachPhase(Phase.TURN)
    assert increase.condition == StatusIs(
        Status.SET_ASIDE, subject=Selector(count=ONE, types=("Hero",))
    )
    assert increase.target == Selector(count=ONE, types=("Hero",))


# -- the Starter decks I and J: the first cards the engine carries out -------------------------


def _starter(name: str, text: str) -> Ability:
    """Parse the real text of a Starter card, checking it is the text quoted in the test."""
    card = load_starter_cards().get(name)
    assert card.special_ability == text
    return parse_ability(text)


def test_ashtaroth_worship_discards_or_banishes_a_discard_pile() -> None:
    discard, banish = _starter(
        "Ashtaroth Worship (I)",
        "Discard a good Enhancement or remove from the game all cards in a discard pile.",
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target == Selector(count=ONE, alignment=Alignment.GOOD, types=("Enhancement",))
    assert isinstance(banish, Banish)
    assert banish.link is Link.OR
    assert banish.target == Selector(
        count=ALL,
        types=("card",),
        locations=(Location(Zone.DISCARD_PILE, owner=Player.ANY_PLAYER),),
    )


def test_sing_and_praise_banishes_a_discard_pile_except_heroes() -> None:
    (banish,) = _starter(
        "Sing and Praise (J)",
        "Remove from the game all cards (except Heroes) in a discard pile.",
    ).effects
    assert isinstance(banish, Banish)
    assert banish.target == Selector(
        count=ALL,
        types=("card",),
        locations=(Location(Zone.DISCARD_PILE, owner=Player.ANY_PLAYER),),
        exceptions=(Selector(count=ALL, types=("Hero",)),),
    )


def test_gideons_call_reads_as_fishers_of_men_with_a_meek_hero() -> None:
    reveal, place, underdeck = _starter(
        "Gideon's Call (J)",
        "Reveal the top 3 cards of an opponent's deck (or top 9 if used by a Hero without a "
        "special ability); put the Lost Souls in that opponent's territory and underdeck the "
        "rest.",
    ).effects
    assert isinstance(reveal, Reveal)
    assert reveal.target == Selector(
        count=Count(Quantifier.EXACTLY, 3),
        types=("card",),
        locations=(Location(Zone.DECK, owner=Player.OPPONENT, position=Position.TOP),),
        alternative=Count(Quantifier.EXACTLY, 9),
        alternative_condition=UsedBy(Selector(count=ONE, types=("Hero",), qualifiers=("meek",))),
    )
    assert isinstance(place, Place)
    assert place.link is Link.THEN
    assert place.target == Selector(count=ALL, types=("Lost Soul",), qualifiers=("revealed",))
    assert place.destination == Location(Zone.TERRITORY, owner=Player.THAT_PLAYER)
    assert isinstance(underdeck, Underdeck)
    assert underdeck.link is Link.AND
    assert underdeck.target == Selector(count=ALL, ref=Ref.THE_REST)


def test_fishers_of_men_reads_the_revealed_lost_souls() -> None:
    reveal, place, _ = _starter(
        "Fishers of Men (I)",
        "Reveal the top 3 cards of opponent's deck (or top 9 if used by a Disciple); put the "
        "revealed Lost Souls in opponent's territory and underdeck the rest.",
    ).effects
    assert isinstance(reveal, Reveal)
    assert reveal.target.alternative_condition == UsedBy(
        Selector(count=ONE, identifiers=("Disciple",))
    )
    assert isinstance(place, Place)
    assert place.target == Selector(count=ALL, types=("Lost Soul",), qualifiers=("revealed",))
    assert place.destination == Location(Zone.TERRITORY, owner=Player.OPPONENT)


def test_the_cards_after_no_reveal_are_only_described() -> None:
    (effect,) = parse_ability("You may discard the Heroes.").effects
    assert isinstance(effect, Discard)
    assert effect.target == Selector(count=ALL, types=("Hero",))


def test_sorrow_of_mary_reveals_any_players_hand() -> None:
    reveal, underdeck = _starter(
        "Sorrow of Mary (J)", "Reveal a hand and underdeck a good card in that hand."
    ).effects
    assert isinstance(reveal, Reveal)
    assert reveal.target == Selector(
        count=ALL, locations=(Location(Zone.HAND, owner=Player.ANY_PLAYER),)
    )
    assert isinstance(underdeck, Underdeck)
    assert underdeck.target == Selector(
        count=ONE,
        alignment=Alignment.GOOD,
        types=("card",),
        locations=(Location(Zone.HAND, owner=Player.THAT_PLAYER),),
    )


def test_when_judges_governed_discards_in_any_territory() -> None:
    withdraw, discard = _starter(
        "When Judges Governed",
        "If you control a Ruth Hero, withdraw an Evil Character. If you control a Judge, "
        "discard an evil card in a territory.",
    ).effects
    assert isinstance(withdraw, Withdraw)
    assert isinstance(discard, Discard)
    assert discard.condition == Controls(Selector(count=ONE, identifiers=("judge",)))
    assert discard.target == Selector(
        count=ONE,
        alignment=Alignment.EVIL,
        types=("card",),
        locations=(Location(Zone.TERRITORY, owner=Player.ANY_PLAYER),),
    )


def test_gathering_angel_searches_each_discard_pile() -> None:
    search, topdeck = _starter(
        "Gathering Angel", "Search each discard pile for a Hero and topdeck them."
    ).effects
    assert isinstance(search, Search)
    assert search.locations == (Location(Zone.DISCARD_PILE, owner=Player.EACH_PLAYER),)
    assert search.target == Selector(count=ONE, types=("Hero",))
    assert isinstance(topdeck, Topdeck)
    assert topdeck.target == Selector(count=ALL, ref=Ref.THEM)


@pytest.mark.parametrize(
    ("text", "owner"),
    [
        ("Discard an evil card in a territory.", Player.ANY_PLAYER),
        ("Discard an evil card in any territory.", Player.ANY_PLAYER),
        ("Discard an evil card in one territory.", Player.ANY_PLAYER),
        ("Discard an evil card in each territory.", Player.EACH_PLAYER),
        ("Discard all evil cards in all territories.", Player.ALL_PLAYERS),
        ("Discard all evil cards in territories.", Player.ALL_PLAYERS),
        ("Discard an evil card in territory.", None),
        ("Discard an evil card in your territory.", Player.YOU),
        ("Discard an evil card in opponent's territory.", Player.OPPONENT),
        ("Discard an evil card in an opponent's territory.", Player.OPPONENT),
    ],
)
def test_a_count_before_a_place_says_whose_place(text: str, owner: Player | None) -> None:
    # REG: Targeting: a place named with no owner is the user's; "a", "any", "all" are not
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.target.locations == (Location(Zone.TERRITORY, owner=owner),)


def test_ruth_meets_boaz_searches_your_deck_or_your_discard_pile() -> None:
    (search,) = _starter(
        "Ruth Meets Boaz (J)", "Search your deck or discard pile for a good Ruth card."
    ).effects
    assert isinstance(search, Search)
    assert search.locations == (
        Location(Zone.DECK, owner=Player.YOU),
        Location(Zone.DISCARD_PILE, owner=Player.YOU),
    )
    assert search.target == Selector(
        count=ONE, alignment=Alignment.GOOD, types=("card",), books=("Ruth",)
    )


def test_an_owner_is_shared_by_a_list_of_places_after_a_card() -> None:
    (take,) = parse_ability("Take a Hero from opponent's hand or discard pile.").effects
    assert isinstance(take, Take)
    assert take.target.locations == (
        Location(Zone.HAND, owner=Player.OPPONENT),
        Location(Zone.DISCARD_PILE, owner=Player.OPPONENT),
    )


def test_gleaning_the_fields_names_two_books() -> None:
    (search,) = _starter(
        "Gleaning the Fields (J)",
        "Search your discard pile for a good Ruth or good Judges Enhancement.",
    ).effects
    assert isinstance(search, Search)
    assert search.locations == (Location(Zone.DISCARD_PILE, owner=Player.YOU),)
    assert search.target == Selector(
        count=ONE,
        parts=(
            Selector(count=ONE, alignment=Alignment.GOOD, types=("Enhancement",), books=("Ruth",)),
            Selector(
                count=ONE, alignment=Alignment.GOOD, types=("Enhancement",), books=("Judges",)
            ),
        ),
        join=Join.OR,
    )


def test_a_lone_book_word_in_a_list_stays_a_name() -> None:
    (band,) = parse_ability("May band to John or a Ruth Hero.").effects
    assert isinstance(band, Band)
    assert band.target.parts == (
        Selector(count=ONE, names=("John",)),
        Selector(count=ONE, types=("Hero",), books=("Ruth",)),
    )


def test_shamgars_oxgoad_offers_two_descriptions() -> None:
    (discard,) = _starter(
        "Shamgar's Oxgoad", "Discard an Evil Character (or 2 evil Philistines)."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target == Selector(
        count=ONE,
        parts=(
            Selector(count=ONE, types=("Evil Character",)),
            Selector(
                count=Count(Quantifier.EXACTLY, 2),
                alignment=Alignment.EVIL,
                identifiers=("Philistine",),
            ),
        ),
        join=Join.OR,
    )


def test_a_place_after_an_alternative_is_the_place_of_both() -> None:
    # the card "Hananiah (Roots)"... reads "(or good Dominant) from opponent's hand"
    (underdeck,) = parse_ability(
        "You may underdeck a Hero (or good Dominant) from opponent's hand."
    ).effects
    assert isinstance(underdeck, Underdeck)
    hand = (Location(Zone.HAND, owner=Player.OPPONENT),)
    assert underdeck.target.parts == (
        Selector(count=ONE, types=("Hero",), locations=hand),
        Selector(count=ONE, alignment=Alignment.GOOD, types=("Dominant",), locations=hand),
    )


def test_ishbibenobs_sword_negates_the_last_card_an_opponent_played() -> None:
    (negate,) = _starter(
        "Ishbibenob's Sword", "Negate the last good card played by an opponent this battle."
    ).effects
    assert isinstance(negate, Negate)
    assert negate.duration is None
    assert negate.target == Selector(
        count=ONE,
        owner=Player.OPPONENT,
        alignment=Alignment.GOOD,
        types=("card",),
        qualifiers=("last", "played"),
        played_in="this_battle",
    )
    (achans_sin, _) = _starter(
        "Achan's Sin (I)",
        "Negate the last good card played this battle. Discard all cards in battle.",
    ).effects
    assert isinstance(achans_sin, Negate)
    assert achans_sin.duration is None
    assert achans_sin.target == evolve(negate.target, owner=None)


def test_saph_prevents_the_next_enhancement_an_opponent_plays() -> None:
    (prevent,) = _starter("Saph (I)", "Prevent the next Enhancement played by an opponent.").effects
    assert isinstance(prevent, Prevent)
    assert prevent.target == Selector(
        count=ONE, owner=Player.OPPONENT, types=("Enhancement",), qualifiers=("next", "played")
    )


def test_nabal_discards_itself_after_battle() -> None:
    nabal = load_starter_cards().get("Nabal (I)")
    assert nabal.special_ability == (
        "Draw 1 and reveal it. If it is a good card, discard Nabal after battle."
    )
    draw, reveal, discard = card_ability(nabal).effects
    assert isinstance(draw, Draw)
    assert isinstance(reveal, Reveal)
    assert reveal.target == Selector(count=ONE, ref=Ref.IT)
    assert isinstance(discard, Discard)
    assert discard.target == Selector(count=ONE, names=("Nabal",), ref=Ref.SELF)
    assert discard.condition == Is(
        Selector(count=ONE, ref=Ref.IT),
        Selector(count=ONE, alignment=Alignment.GOOD, types=("card",)),
    )
    assert discard.trigger == AtMoment(Moment.AFTER_BATTLE)


def test_a_character_does_not_band_to_itself(pool: CardPool) -> None:
    # "May band to Jackals." on Jackals is another Jackals; "If Jackals is discarded" stays
    jackals = pool.get("Jackals")
    effects = card_ability(jackals).effects
    band = next(effect for effect in effects if isinstance(effect, Band))
    assert band.target == Selector(count=ONE, names=("Jackals",))


# -- what a list shares: an adjective, an owner, a place ---------------------------------------


def test_a_good_warrior_or_weapon_from_deck_are_both_good_and_from_deck() -> None:
    take, _ = parse_ability(
        "Take a good warrior or weapon from deck. Protect equipped Heroes from evil cards "
        "this turn."
    ).effects
    assert isinstance(take, Take)
    deck = (Location(Zone.DECK),)
    assert take.target.join is Join.OR
    assert take.target.parts == (
        Selector(count=ONE, alignment=Alignment.GOOD, identifiers=("warrior",), locations=deck),
        Selector(count=ONE, alignment=Alignment.GOOD, types=("weapon",), locations=deck),
    )


def test_joseph_or_benjamin_in_your_deck_are_both_in_your_deck() -> None:
    _, exchange = parse_ability(
        "May band to Jacob or exchange this Hero with Joseph or Benjamin in your deck or "
        "discard pile."
    ).effects
    assert isinstance(exchange, Exchange)
    assert exchange.other is not None
    places = (
        Location(Zone.DECK, owner=Player.YOU),
        Location(Zone.DISCARD_PILE, owner=Player.YOU),
    )
    assert exchange.other.parts == (
        Selector(count=ONE, names=("Joseph",), locations=places),
        Selector(count=ONE, names=("Benjamin",), locations=places),
    )


def test_one_male_human_evil_character_is_one_card() -> None:
    (discard,) = parse_ability(
        "If played on Samson, discard one male, human Evil Character in battle.  Jawbone may "
        "not be prevented or negated."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target == Selector(
        count=ONE,
        types=("Evil Character",),
        identifiers=("male", "human"),
        locations=(Location(Zone.BATTLE),),
    )


def test_an_evil_enhancement_or_curse_in_play_are_both_evil_and_in_play() -> None:
    (discard,) = parse_ability("Discard an evil Enhancement or Curse in play.").effects
    assert isinstance(discard, Discard)
    play = (Location(Zone.PLAY),)
    assert discard.target.parts == (
        Selector(count=ONE, alignment=Alignment.EVIL, types=("Enhancement",), locations=play),
        Selector(count=ONE, alignment=Alignment.EVIL, types=("Curse",), locations=play),
    )


def test_an_owner_is_shared_by_a_bare_noun() -> None:
    (discard,) = parse_ability("Discard your Pharisee or Sadducee.").effects
    assert isinstance(discard, Discard)
    assert discard.target.parts == (
        Selector(count=ONE, owner=Player.YOU, identifiers=("Pharisee",)),
        Selector(count=ONE, owner=Player.YOU, identifiers=("Sadducee",)),
    )


def test_a_count_is_shared_by_a_bare_noun() -> None:
    (discard,) = parse_ability("Discard two Heroes or Evil Characters.").effects
    assert isinstance(discard, Discard)
    two = Count(Quantifier.EXACTLY, 2)
    assert discard.target.parts == (
        Selector(count=two, types=("Hero",)),
        Selector(count=two, types=("Evil Character",)),
    )


def test_a_named_card_keeps_its_own_colour() -> None:
    *_, band = parse_ability(
        "Look at opponent's hand: Topdeck all evil Dominants. May band to a green prophet, a "
        "clay priest or Cherubim."
    ).effects
    assert isinstance(band, Band)
    assert band.target.parts[-1] == Selector(count=ONE, names=("Cherubim",))


def test_the_top_card_of_a_deck_is_no_place_for_the_others() -> None:
    (discard,) = parse_ability(
        "Discard a male human Hero, or a captured Hero, or the top card of opponent's deck."
    ).effects
    assert isinstance(discard, Discard)
    first, second, _ = discard.target.parts
    assert first.locations == second.locations == ()


def test_names_after_except_are_all_excepted() -> None:
    (immune,) = parse_ability(
        "Immune to silver brigade, except Michael, Gabriel, and Captain of the Host.  Cannot "
        "be prevented by a Hero."
    ).effects
    assert isinstance(immune, Immune)
    assert immune.source == Selector(
        count=ONE,
        brigades=(Brigade.SILVER,),
        exceptions=(
            Selector(
                count=ONE,
                parts=(
                    Selector(count=ONE, names=("Michael",)),
                    Selector(count=ONE, names=("Gabriel",)),
                    Selector(count=ONE, names=("Captain of the Host",)),
                ),
                join=Join.AND,
            ),
        ),
    )


def test_during_battle_if_an_opponent_plays_is_an_event_in_a_phase() -> None:
    (search,) = parse_ability(
        "During battle, if opponent uses a good special ability to look, reveal or search, you "
        "may search your deck for an Evil Character or evil Enhancement."
    ).effects
    assert isinstance(search, Search)
    assert search.condition == InPhase("battle")
    assert search.trigger == OnEvent(
        Event.USED,
        player=Player.OPPONENT,
        target=Selector(
            count=ONE,
            alignment=Alignment.GOOD,
            types=("ability",),
            abilities=("look", "reveal", "search"),
        ),
    )


def test_during_your_turn_if_an_event_is_whose_turn_it_is() -> None:
    (draw,) = parse_ability(
        "During your turn, if an opponent discards a Hero, you may draw 1."
    ).effects
    assert isinstance(draw, Draw)
    assert draw.condition == TurnOf(Player.YOU)
    assert isinstance(draw.trigger, OnEvent)
    assert draw.trigger.event is Event.DISCARDED


# -- events, choices, numbers, nonsense ---------------------------------------------------------


def test_if_that_hero_is_captured_is_the_capture() -> None:
    *_, discard = parse_ability(
        "Place on a Hero.  Negate that Hero's special ability while this card remains.  If that "
        "Hero is captured, discard this card and the top card of that player's draw pile."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.condition is None
    assert discard.trigger == OnEvent(
        Event.CAPTURED, subject=Selector(count=ONE, types=("Hero",), ref=Ref.THAT)
    )


def test_captured_or_removed_keeps_its_or() -> None:
    (underdeck,) = parse_ability(
        "If Paul is captured or removed from play by an opponent's card, you may underdeck this "
        "card instead."
    ).effects
    assert isinstance(underdeck, Underdeck)
    assert underdeck.condition is None
    assert isinstance(underdeck.trigger, OnEvent)
    assert underdeck.trigger.event is Event.CAPTURED
    assert underdeck.trigger.or_events == (Event.MOVED,)
    assert underdeck.trigger.subject == Selector(count=ONE, names=("Paul",))


def test_while_captured_stays_a_state() -> None:
    (draw,) = parse_ability("While this card is captured, draw 1.").effects
    assert draw.trigger is None
    assert draw.condition is None
    assert draw.duration is not None
    assert isinstance(draw.duration.until, Is)


def test_repeat_up_to_is_optional() -> None:
    *_, repeat = parse_ability(
        "Discard an evil card. If used by a missionary, repeat up to 1 time."
    ).effects
    assert isinstance(repeat, Repeat)
    assert repeat.optional
    assert repeat.times == 1
    *_, twice = parse_ability("Shuffle an Evil Character. Repeat twice.").effects
    assert isinstance(twice, Repeat)
    assert not twice.optional


def test_add_it_to_hand_or_battle_keeps_both_places() -> None:
    search, take, add = parse_ability(
        "If no Daniel Hero is in play, search deck for an O.T. crimson card and add it to hand "
        "or battle. Cannot be negated."
    ).effects
    assert isinstance(search, Search)
    assert isinstance(take, Take)
    assert take.target == Selector(count=ONE, ref=Ref.IT)
    assert take.destination == Location(Zone.HAND)
    assert isinstance(add, AddToBattle)
    assert add.link is Link.OR
    assert add.target == take.target


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("Negate a Hero Hero.", "'Hero' twice in one noun phrase"),
        ("Discard a Hero in play in play.", "one place twice"),
        ("Draw 500.", "more than any count"),
    ],
)
def test_nonsense_is_refused(text: str, reason: str) -> None:
    with pytest.raises(AbilityParseError, match=reason):
        parse_ability(text)


def test_a_doubled_word_of_the_card_list_is_mended() -> None:
    _, discard = parse_ability(
        "If used by a male Hero, interrupt the battle and discard a male, human Evil Character "
        "Character.  Cannot be negated by a Philistine."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target == Selector(
        count=ONE, types=("Evil Character",), identifiers=("male", "human")
    )


@pytest.mark.parametrize(
    ("text", "quantifier"),
    [
        ("Hero ignores gray brigade.", Quantifier.ALL),  # Battle Axe (Ki)
        ("Ignore male royalty.", Quantifier.ALL),  # Queen Vashti
        ("Character may not be blocked by a female Evil Character.", Quantifier.ALL),  # Eve
        ("Ignore any demon or beast in battle.", Quantifier.EXACTLY),  # Victory: one of them
    ],
)
def test_an_ignore_names_a_kind_unless_it_counts(text: str, quantifier: Quantifier) -> None:
    # "ignores gray brigade" is every gray brigade character, as a plural would be
    (ignore,) = parse_ability(text).effects
    assert isinstance(ignore, Ignore)
    assert ignore.ignored.count.quantifier is quantifier


def test_greater_than_x_is_strictly_more() -> None:
    _, ignore = parse_ability(
        "Protected from capture and conversion.  Ignores Evil Characters with toughness greater "
        "than X."
    ).effects
    assert isinstance(ignore, Ignore)
    assert ignore.ignored.stats == StatLimit(
        quantifier=Quantifier.MORE_THAN, variable="X", variable_stats=("toughness",)
    )


def test_greater_than_a_number_is_at_least_one_more() -> None:
    (discard,) = parse_ability("Discard a Hero with strength greater than 5.").effects
    assert isinstance(discard, Discard)
    assert discard.target.stats == StatLimit(strength=6, quantifier=Quantifier.AT_LEAST)


@pytest.mark.parametrize(
    ("text", "stats"),
    [
        ("Discard a Hero with strength X or greater.", ("strength",)),
        ("Discard a Hero with toughness X or greater.", ("toughness",)),
        ("Discard a Hero of */X or less.", ("toughness",)),
        ("Discard a Hero of X/X or less.", ("strength", "toughness")),
    ],
)
def test_strength_x_and_toughness_x_differ(text: str, stats: tuple[str, ...]) -> None:
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.target.stats is not None
    assert discard.target.stats.variable == "X"
    assert discard.target.stats.variable_stats == stats


# -- references back: a left-out object, a bare count --------------------------------------------


def test_place_after_a_capture_places_the_captured_card() -> None:
    capture, place = parse_ability(
        "Take any demon prisoner and place in your Tartaros site.  If Tartaros is not in play, "
        "discard the demon."
    ).effects[:2]
    assert isinstance(capture, Capture)
    assert isinstance(place, Place)
    assert place.target == Selector(count=ONE, ref=Ref.IT)
    assert place.destination == Location(
        Zone.ON_CARD,
        card=Selector(count=ONE, owner=Player.YOU, types=("Site",), names=("Tartaros",)),
    )


def test_place_on_a_hero_first_in_its_sentence_places_this_card() -> None:
    place, _ = parse_ability("Place on a Hero. Negate that Hero.").effects
    assert isinstance(place, Place)
    assert place.target == Selector(count=ONE, ref=Ref.THIS_CARD)


def test_one_or_both_are_of_the_cards_found() -> None:
    _, band = parse_ability(
        "Holder may search draw pile or discard pile for Moses or Elijah, and band one or both "
        "into battle."
    ).effects
    assert isinstance(band, Band)
    assert band.target.join is Join.OR
    assert band.target.parts == (
        Selector(count=ONE, ref=Ref.THEM),
        Selector(count=Count(Quantifier.EXACTLY, 2), ref=Ref.THEM),
    )


def test_take_one_after_a_look_is_one_of_them() -> None:
    _, take, underdeck = parse_ability(
        "You may look at the top 3 cards of deck: Take up to 1 and underdeck the rest."
    ).effects
    assert isinstance(take, Take)
    assert take.target == Selector(count=Count(Quantifier.UP_TO, 1), ref=Ref.THEM)
    assert isinstance(underdeck, Underdeck)


def test_x_in_a_condition_is_a_number_not_cards() -> None:
    *_, take = parse_ability(
        "You may topdeck a Babylonian or an Egyptian. May band to a Persian, or you may take a "
        "Persian from deck (or Reserve if X is 4 or less)."
    ).effects
    assert isinstance(take, Take)
    assert take.target.alternative_condition == Is(
        Selector(count=Count(Quantifier.EXACTLY, None, "X")),
        Selector(count=Count(Quantifier.AT_MOST, 4)),
    )


# -- new constructions ---------------------------------------------------------------------------


def test_select_and_remove_them_removes_the_selected_cards() -> None:
    (
        banish,
        end,
    ) = parse_ability(
        "Select up to four good cards from one player's discard pile and remove them from the "
        "game.  The battle immediately ends.  Cannot be negated"
    ).effects
    assert isinstance(banish, Banish)
    assert banish.target == Selector(
        count=Count(Quantifier.UP_TO, 4),
        alignment=Alignment.GOOD,
        types=("card",),
        locations=(Location(Zone.DISCARD_PILE, owner=Player.PLAYER),),
    )
    assert isinstance(end, EndBattle)


def test_a_selection_and_an_effect_on_other_cards_stand_apart() -> None:
    select, discard = parse_ability("Select a Hero and discard an Evil Character.").effects
    assert select.kind == "select"
    assert isinstance(discard, Discard)
    assert discard.link is Link.AND
    assert discard.target.types == ("Evil Character",)


def test_remove_her_is_the_card_named_before() -> None:
    (withdraw,) = parse_ability(
        "The first time Tabitha is about to be discarded, return her to owner's territory instead."
    ).effects
    assert isinstance(withdraw, Withdraw)
    assert withdraw.target == Selector(count=ONE, ref=Ref.IT)


def test_a_card_that_holds_cards_after_a_place_is_a_place() -> None:
    *_, underdeck = parse_ability(
        "Discard a good Enhancement or underdeck a generic demon from discard pile or Tartaros. "
        "Cannot be prevented by a good card."
    ).effects
    assert isinstance(underdeck, Underdeck)
    assert underdeck.target == Selector(
        count=ONE,
        identifiers=("demon",),
        qualifiers=("generic",),
        locations=(
            Location(Zone.DISCARD_PILE),
            Location(Zone.ON_CARD, card=Selector(count=ONE, names=("Tartaros",))),
        ),
    )


def test_from_each_opponent_is_whose_cards() -> None:
    (discard,) = parse_ability(
        "If used by a Babylonian, discard a human from each opponent."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target == Selector(count=ONE, owner=Player.EACH_OPPONENT, identifiers=("human",))


def test_a_list_of_verbs_joins_as_its_last_word() -> None:
    discard, bounce, banish = parse_ability(
        "You may discard, bounce, or banish an evil card."
    ).effects
    assert isinstance(discard, Discard)
    assert isinstance(bounce, Bounce)
    assert isinstance(banish, Banish)
    assert (bounce.link, banish.link) == (Link.OR, Link.OR)
    assert discard.target == bounce.target == banish.target


def test_a_limit_with_its_own_condition() -> None:
    _, draw, _ = parse_ability(
        "You may reserve a Persian, or draw X (limit 3 unless you control another Greek). May "
        "band to a Greek."
    ).effects
    assert isinstance(draw, Draw)
    (limit,) = draw.modifiers
    assert isinstance(limit, Limit)
    assert limit.times == 3
    assert limit.condition == Not(Controls(Selector(count=ONE, identifiers=("Greek",), other=True)))


def test_unless_played_in_battle_keeps_where() -> None:
    (draw,) = parse_ability("Draw up to X (limit 3 unless played in battle).").effects
    (limit,) = draw.modifiers
    assert isinstance(limit, Limit)
    assert limit.condition == Not(
        Happened(
            "played",
            where=Selector(count=ALL, locations=(Location(Zone.BATTLE),)),
            direction=Direction.AT,
        )
    )


def test_immunity_on_cards_is_their_immune_abilities() -> None:
    (negate,) = parse_ability("Immunity on all Evil Characters is negated.").effects
    assert isinstance(negate, Negate)
    assert negate.target == Selector(
        count=ALL,
        types=("ability",),
        abilities=("immune",),
        locations=(Location(Zone.ON_CARD, card=Selector(count=ALL, types=("Evil Character",))),),
    )


def test_add_to_hand_with_its_object_left_out_adds_the_card_found() -> None:
    search, take = parse_ability(
        "Search draw pile for one good card with Trumpet or Censer in the title and add to hand."
    ).effects
    assert isinstance(search, Search)
    assert isinstance(take, Take)
    assert take.target == Selector(count=ONE, ref=Ref.IT)
    assert take.destination == Location(Zone.HAND)


def test_a_list_in_a_condition_shares_its_place() -> None:
    capture, _ = parse_ability(
        "If Isaiah or an Assyrian is in play, capture an opposing character and take an Artifact."
    ).effects
    play = (Location(Zone.PLAY),)
    assert capture.condition == Exists(
        Selector(
            count=ONE,
            parts=(
                Selector(count=ONE, names=("Isaiah",), locations=play),
                Selector(count=ONE, identifiers=("Assyrian",), locations=play),
            ),
            join=Join.OR,
        )
    )


def test_a_comma_list_in_a_condition_is_one_subject() -> None:
    (modifier,) = parse_ability(
        "N.T. evil cards cannot be negated unless Peter, John or Philip the Evangelist is in play."
    ).modifiers
    assert isinstance(modifier, CannotBeNegated)
    assert isinstance(modifier.condition, Not)
    exists = modifier.condition.condition
    assert isinstance(exists, Exists)
    assert [part.names for part in exists.target.parts] == [
        ("Peter",),
        ("John",),
        ("Philip the Evangelist",),
    ]
    assert all(part.locations == (Location(Zone.PLAY),) for part in exists.target.parts)


def test_a_comma_after_a_condition_still_ends_it() -> None:
    (discard,) = parse_ability("If blocking, discard a Hero or Evil Character in play.").effects
    assert discard.condition == StatusIs(Status.BLOCKING)


def test_the_cards_after_a_look_are_those_looked_at() -> None:
    look, topdeck = parse_ability(
        "Look at top 6 cards from one opponent's draw pile.  Return the cards to the top of "
        "opponent's draw pile in any order.  Cannot be negated."
    ).effects
    assert isinstance(look, Look)
    assert isinstance(topdeck, Topdeck)
    assert topdeck.target.ref is Ref.THEM
    assert topdeck.target.types == ("card",)


def test_the_evil_cards_after_a_reveal_are_the_revealed_ones() -> None:
    *_, discard = parse_ability(
        "Reveal the top 3 cards of a deck: You may take a revealed Enhancement (or play it "
        "regardless of brigade if played in battle) and discard the evil cards."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target == Selector(
        count=ALL, alignment=Alignment.EVIL, types=("card",), qualifiers=("revealed",)
    )


def test_place_on_deck_is_on_top() -> None:
    _, topdeck = parse_ability(
        "Look at opponent's hand and place the evil Dominants on deck. May band to Cherubim, a "
        "green Prophet, or a teal Priest."
    ).effects[:2]
    assert isinstance(topdeck, Topdeck)
    assert topdeck.target == Selector(
        count=ALL, alignment=Alignment.EVIL, types=("Dominant",), ref=Ref.THEM
    )


def test_another_of_his_characters_is_one_other_of_them() -> None:
    *_, discard = parse_ability(
        "Place on a Hero.  Negate that Hero's special ability while this card remains on that "
        "Hero.  If that Hero is discarded, its holder must discard another of his Characters "
        "in play."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target == Selector(
        count=ONE,
        owner=Player.THAT_PLAYER,
        types=("character",),
        locations=(Location(Zone.PLAY),),
        other=True,
    )


def test_draw_and_or_discard_up_to_x_cards() -> None:
    _, draw, discard = parse_ability(
        "Negate N.T. cards in battle. If blocking and opponent has brigade advantage, draw "
        "and/or discard up to X cards. Cannot be prevented."
    ).effects
    up_to_x = Count(Quantifier.UP_TO, None, "X")
    assert isinstance(draw, Draw)
    assert draw.count == up_to_x
    assert isinstance(discard, Discard)
    assert discard.link is Link.AND_OR
    assert discard.target == Selector(count=up_to_x, types=("card",))
    assert discard.condition == draw.condition


def test_except_after_than_you_counts_on_both_sides() -> None:
    _, draw, _ = parse_ability(
        "You may draw X. If blocking and opponent has more cards in play than you (except Lost "
        "Souls), you may draw and/or underdeck up to X cards instead. Cannot be prevented by a "
        "good card."
    ).effects
    assert isinstance(draw.condition, AllOf)
    compare = draw.condition.conditions[1]
    assert isinstance(compare, Compare)
    lost_souls = (Selector(count=ALL, types=("Lost Soul",)),)
    assert compare.left.exceptions == lost_souls
    assert compare.right is not None
    assert compare.right.exceptions == lost_souls


def test_protect_from_a_list_protects_from_every_item() -> None:
    protect, _ = parse_ability(
        "Protect this card from lone Heroes and opponents' Dominants. You may take a Roman "
        "Fortress from deck. Cannot be prevented."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.target == Selector(count=ONE, ref=Ref.THIS_CARD)
    assert protect.source == Selector(
        count=ALL,
        parts=(
            Selector(count=ALL, types=("Hero",), qualifiers=("lone",)),
            Selector(count=ALL, owner=Player.OPPONENTS, types=("Dominant",)),
        ),
        join=Join.AND,
    )


def test_evil_and_neutral_cards_are_all_of_both() -> None:
    (negate,) = parse_ability("Negate evil and neutral cards.").effects
    assert isinstance(negate, Negate)
    assert negate.target.parts == (
        Selector(count=ALL, alignment=Alignment.EVIL, types=("card",)),
        Selector(count=ALL, alignment=Alignment.NEUTRAL, types=("card",)),
    )


def test_an_event_before_a_modifier_is_a_condition_that_it_happened() -> None:
    (modifier,) = parse_ability(
        "If at least 2 Heroes were banded into battle, this cannot be interrupted by an evil card."
    ).modifiers
    assert isinstance(modifier, CannotBeInterrupted)
    assert modifier.condition == Happened(
        "banded",
        target=Selector(count=Count(Quantifier.AT_LEAST, 2), types=("Hero",)),
        where=Selector(count=ALL, locations=(Location(Zone.BATTLE),)),
        direction=Direction.INTO,
    )


def test_during_battle_before_a_modifier_is_the_phase() -> None:
    (modifier,) = parse_ability(
        "During battle, while opponent has hand advantage, your cards cannot be prevented by "
        "opponents' cards."
    ).modifiers
    assert isinstance(modifier, CannotBePrevented)
    assert modifier.condition == AllOf((Advantage(Player.OPPONENT, "hand"), InPhase("battle")))


def test_bare_lost_souls_after_a_reveal_are_the_revealed_ones() -> None:
    reveal, place, underdeck, _ = parse_ability(
        "Reveal the top 5 cards of opponent's deck: Put Lost Souls in play and underdeck the "
        "rest. If blocking, you may topdeck a Lost Soul."
    ).effects
    assert isinstance(reveal, Reveal)
    assert isinstance(place, Place)
    assert place.target == Selector(count=ALL, types=("Lost Soul",), qualifiers=("revealed",))
    assert place.destination == Location(Zone.PLAY)
    assert isinstance(underdeck, Underdeck)
    assert underdeck.target.ref is Ref.THE_REST


def test_all_brown_evil_characters_after_a_reveal_are_among_it() -> None:
    _, take, place, _ = parse_ability(
        "Reveal the top X cards of deck and add all brown Evil Characters to hand or territory. "
        "You may exchange Michal for a brown Evil Character in territory. Cannot be interrupted."
    ).effects
    for added in (take, place):
        assert added.target == Selector(  # type: ignore[attr-defined]
            count=ALL,
            types=("Evil Character",),
            brigades=(Brigade.BROWN,),
            qualifiers=("revealed",),
        )


def test_what_a_reveal_is_for_is_not_among_the_revealed() -> None:
    _, protect, _ = parse_ability(
        "You may reveal a good Dominant from hand to protect Heroes from harm. May band to a minor "
        "prophet or a Zechariah Hero."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.link is Link.TO
    assert protect.target == Selector(count=ALL, types=("Hero",))
