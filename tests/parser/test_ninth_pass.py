"""Wordings read in the grammar's ninth coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them are nonsense or readings the REG does not allow, and stay refused.
"""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Link, Player, Quantifier, Ref, Zone
from redemption_rules.effects.kinds import (
    Discard,
    EndBattle,
    Interrupt,
    Present,
    Rescue,
    Restrict,
    Search,
    SetAside,
)
from redemption_rules.effects.model import Actor
from redemption_rules.effects.targets import (
    AllOf,
    Compare,
    Controls,
    IfDone,
    Is,
    OpposedBy,
    Status,
    StatusIs,
)
from redemption_rules.effects.timing import DurationUnit, EachPhase, Event, OnEvent, Phase
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "is successful in battle": it won the battle (REG: Successful in Battle)


def test_kinsman_redeemer_is_successful_in_battle() -> None:
    text = (
        "If this Hero is successful in battle, restrict opponents from playing evil "
        "Dominants until the end of your next turn. Cannot be negated by an evil card."
    )
    (restrict,) = parse_ability(text).effects
    assert isinstance(restrict, Restrict)
    assert restrict.condition is None
    trigger = restrict.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.BATTLE_WON  # as "wins a battle"
    assert trigger.subject is not None
    assert (trigger.subject.ref, trigger.subject.types) == (Ref.THIS_CARD, ("Hero",))
    assert (restrict.action, restrict.player) == ("play", Player.OPPONENTS)
    assert restrict.target is not None
    assert (restrict.target.alignment, restrict.target.types) == (Alignment.EVIL, ("Dominant",))
    assert restrict.duration is not None
    assert restrict.duration.unit is DurationUnit.NEXT_TURN


def test_the_cross_meek_hero_successful_in_battle_while_decks_are_empty() -> None:
    text = (
        "Restrict Dominants. Toss all Enhancements with \u201cnegated\u201d in the special "
        "ability. While every deck is empty, if your meek N.T. Hero is successful in battle, "
        "rescue any number of Lost Souls and/or meek Heroes."
    )
    rescue = parse_ability(text).effects[-1]
    assert isinstance(rescue, Rescue)
    trigger = rescue.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.BATTLE_WON
    assert trigger.subject is not None
    assert trigger.subject.owner is Player.YOU
    assert (trigger.subject.types, trigger.subject.identifiers) == (("Hero",), ("N.T.",))
    assert trigger.subject.qualifiers == ("meek",)
    assert rescue.duration is not None
    assert rescue.duration.unit is DurationUnit.WHILE


def test_successful_in_battle_reads_as_wins_a_battle() -> None:
    said = parse_ability("If this Hero is successful in battle, draw 1.").effects[0]
    won = parse_ability("If this Hero wins a battle, draw 1.").effects[0]
    assert said.trigger == won.trigger


@pytest.mark.parametrize(
    "text",
    [
        # a rescue attempt is successful or fails; "in battle" adds nothing it could mean
        "If a rescue attempt is successful in battle, draw 1.",
        # successful at what is not said
        "If this Hero is successful, draw 1.",
    ],
)
def test_successful_near_misses_stay_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "is defeated in battle": defeated, as only a battle defeats (REG: Defeat)


def test_cain_defeated_in_battle() -> None:
    text = "If Cain is defeated in battle, discard any Hero in a territory."
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    trigger = discard.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.DEFEATED
    assert trigger.subject is not None
    assert trigger.subject.names == ("Cain",)
    assert discard.condition is None
    assert discard.target.types == ("Hero",)
    assert discard.target.count.quantifier is Quantifier.EXACTLY
    # the same reading as without "in battle"
    plain = parse_ability("If Cain is defeated, discard any Hero in a territory.").effects[0]
    assert plain.trigger == discard.trigger


def test_defeated_in_a_place_other_than_battle_stays_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("If Cain is defeated in territory, discard any Hero in a territory.")


# -- "X is blocking Y": X blocks, and Y is what it is opposed by


def test_i_am_love_human_evil_character_blocking_your_hero() -> None:
    text = (
        "If a human Evil Character (except warrior class) is blocking your Hero, interrupt "
        'the battle and search discard pile for a white brigade enhancement with "ignores" '
        "in the special ability and play it."
    )
    interrupt, search, _play = parse_ability(text).effects
    assert isinstance(interrupt, Interrupt)
    assert isinstance(search, Search)
    condition = interrupt.condition
    assert isinstance(condition, AllOf)
    blocking, opposed = condition.conditions
    assert isinstance(blocking, StatusIs)
    assert blocking.status is Status.BLOCKING
    assert blocking.subject is not None
    assert (blocking.subject.types, blocking.subject.identifiers) == (
        ("Evil Character",),
        ("human",),
    )
    (excepted,) = blocking.subject.exceptions
    assert excepted.identifiers == ("warrior",)
    assert isinstance(opposed, OpposedBy)
    assert opposed.subject == blocking.subject
    assert (opposed.opponent.owner, opposed.opponent.types) == (Player.YOU, ("Hero",))
    assert search.condition == condition
    assert interrupt.trigger is None


def test_blocking_something_that_is_not_a_card_stays_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("If a human Evil Character is blocking the battle, draw 1.")


# -- "if you reserve at least 9": the effect before reserved that many


def test_lost_sheep_good_shepherd_reserve_at_least() -> None:
    text = (
        "GE: If a rescuing Hero is opposed, reserve all of your Heroes (except 1). If you "
        "reserve at least 9, rescue a Lost Soul. HERO: Restrict evil Dominants and negate "
        "Lost Souls. You may draw X (limit 3)."
    )
    reserve, rescue, *_ = parse_ability(text).effects
    assert reserve.kind == "reserve"
    assert isinstance(rescue, Rescue)
    assert rescue.condition == IfDone(done=True, player=Player.YOU, at_least=9)
    assert rescue.trigger is None
    assert rescue.section == "GE"


@pytest.mark.parametrize(
    "text",
    [
        # a count of cards reserved needs "at least"
        "If you reserve 9, rescue a Lost Soul.",
        "If you reserve at least, rescue a Lost Soul.",
    ],
)
def test_reserve_count_near_misses_stay_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "if it's not a good card": as "if it is not"


def test_sorcerers_if_its_not_a_good_card() -> None:
    text = (
        "Reveal the top or bottom card of deck. If it's not a good card, you may take it to "
        "hand or discard it to discard a good card."
    )
    effects = parse_ability(text).effects
    take = effects[1]
    condition = take.condition
    assert isinstance(condition, Is)
    assert condition.negated is True
    assert condition.subject.ref is Ref.IT
    assert (condition.description.alignment, condition.description.types) == (
        Alignment.GOOD,
        ("card",),
    )
    assert take.optional is True
    spelled = parse_ability(text.replace("it's not", "it is not")).effects
    assert [effect.condition for effect in spelled] == [effect.condition for effect in effects]


def test_its_not_without_a_description_stays_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("If it's not, draw 1.")


# -- "in each player's upkeep" with a curly apostrophe, as with a straight one


def test_seven_years_of_famine_each_players_upkeep() -> None:
    text = (
        "Place in territory for 7 turns: Negate draw and take abilities. In each "
        "player\u2019s upkeep, they must discard a card from hand or territory."
    )
    discard = parse_ability(text).effects[-1]
    assert isinstance(discard, Discard)
    assert discard.trigger == EachPhase(Phase.UPKEEP)  # every player's upkeep, once
    assert discard.actor is not None
    assert discard.actor.player is Player.THAT_PLAYER  # "they": the player whose upkeep it is
    assert [place.zone for place in discard.target.locations] == [Zone.HAND, Zone.TERRITORY]
    straight = parse_ability(text.replace("\u2019", "'")).effects
    assert straight == parse_ability(text).effects


def test_each_players_upkeep_without_an_apostrophe_stays_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("In each players upkeep, they must discard a card from hand.")


# -- "each player who has more evil cards than you": players described by a comparison


@pytest.mark.parametrize("quote", ["'", "\u2019"])
def test_shem_each_player_who_has_more_evil_cards_than_you(quote: str) -> None:
    text = (
        f"If you control Noah{quote}s Ark, each player who has more evil cards than you must "
        "discard an evil card in hand or territory. Protect flood survivors in territory from "
        "evil cards. May band to Japheth."
    )
    discard, _protect, _band = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert isinstance(discard.condition, Controls)
    assert discard.condition.target.names == (f"Noah{quote}s Ark",)
    actor = discard.actor
    assert actor is not None
    assert actor.player is Player.EACH_PLAYER
    having = actor.having
    assert isinstance(having, Compare)
    assert having.relation == "more"
    assert (having.left.owner, having.left.alignment, having.left.types) == (
        Player.THAT_PLAYER,
        Alignment.EVIL,
        ("card",),
    )
    assert having.right is not None
    assert (having.right.owner, having.right.alignment, having.right.types) == (
        Player.YOU,
        Alignment.EVIL,
        ("card",),
    )
    assert discard.optional is False
    assert (discard.target.alignment, discard.target.types) == (Alignment.EVIL, ("card",))


@pytest.mark.parametrize(
    "text",
    [
        # a player has more cards than another player, not than a card
        "Each player who has more evil cards than a Hero must discard an evil card.",
        # cards are not described by what their player has
        "Discard a Hero that has more cards than you.",
    ],
)
def test_more_than_near_misses_stay_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "A new Hero must be placed in battle or rescue attempt fails": a present (REG: Present)


@pytest.mark.parametrize(
    ("text", "identifiers", "qualifiers"),
    [
        (
            (
                "Hero is returned to owner's hand.  A new Hero must be placed in battle or "
                "rescue attempt fails."
            ),
            (),
            ("new",),
        ),
        (
            (
                "N.T. Heroes may not enter battle this turn.  Any currently in battle must "
                "retreat.  An O.T. Hero must be placed in battle or rescue attempt fails."
            ),
            ("O.T.",),
            (),
        ),
    ],
    ids=["Outburst of Anger", "Divisions in the Church"],
)
def test_new_hero_must_be_placed_in_battle(
    text: str, identifiers: tuple[str, ...], qualifiers: tuple[str, ...]
) -> None:
    *_, present, fails = parse_ability(text).effects
    assert isinstance(present, Present)
    assert isinstance(fails, EndBattle)
    for effect in (present, fails):
        # the player making the rescue attempt places the Hero, or the attempt fails
        assert effect.actor == Actor(player=Player.RESCUER)
        assert effect.optional is False
        assert (effect.condition, effect.trigger) == (None, None)
    assert present.target.types == ("Hero",)
    assert present.target.count.number == 1
    assert (present.target.identifiers, present.target.qualifiers) == (identifiers, qualifiers)
    assert (fails.outcome, fails.link) == ("rescue_fails", Link.OR)
    said = parse_ability("Opponent must present a new Hero or rescue attempt fails.").effects
    assert [type(effect) for effect in said] == [Present, EndBattle]


@pytest.mark.parametrize(
    "text",
    [
        # Evil Characters are not placed by the player making the rescue attempt
        "A new Evil Character must be placed in battle or rescue attempt fails.",
        # a card named before is not a new one
        "This Hero must be placed in battle or rescue attempt fails.",
        # without what happens otherwise it is no present effect
        "A new Hero must be placed in battle.",
    ],
)
def test_placed_in_battle_near_misses_stay_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- titles whose possessive word is a keyword ("High Priest's Palace") read whole


def test_high_priest_caiaphas_searches_for_high_priests_palace() -> None:
    text = (
        "You may search draw pile for High Priest's Palace or a Sadducee and put it in your "
        "territory."
    )
    search, place = parse_ability(text).effects
    assert isinstance(search, Search)
    assert search.optional is True
    assert [place.zone for place in search.locations] == [Zone.DECK]
    palace, sadducee = search.target.parts
    assert (palace.names, palace.identifiers, palace.types) == (("High Priest's Palace",), (), ())
    assert (sadducee.names, sadducee.identifiers) == ((), ("Sadducee",))
    assert place.link is Link.AND


def test_potiphar_names_pharaohs_prison_and_its_type() -> None:
    text = (
        "Capture and banding abilities on evil cards cannot be negated if you have a "
        "Pharaoh's Prison Site in play.  May band to Potiphar's Wife."
    )
    ability = parse_ability(text)
    (modifier,) = ability.modifiers
    condition = modifier.condition
    assert isinstance(condition, Controls)
    # the card is Pharaoh's Prison, a Site: no card is called "Pharaoh's Prison Site"
    assert (condition.target.names, condition.target.types) == (("Pharaoh's Prison",), ("Site",))
    assert condition.player is Player.YOU


def test_a_possessive_keyword_before_no_title_stays_refused() -> None:
    # "High Priest's Palace" is a title; "High Priest's Garden" is no card's
    with pytest.raises(AbilityParseError):
        parse_ability("Search deck for High Priest's Garden.")


# -- "a Hero other than a Priest": as "except a Priest"


def test_mildewed_house_hero_other_than_a_priest() -> None:
    text = (
        "If a Hero other than a Priest rescues a Lost Soul from this Site, set that Hero aside "
        "for two turns."
    )
    (set_aside,) = parse_ability(text).effects
    assert isinstance(set_aside, SetAside)
    trigger = set_aside.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.RESCUED
    assert trigger.subject is not None
    assert trigger.subject.types == ("Hero",)
    (excepted,) = trigger.subject.exceptions
    assert excepted.identifiers == ("priest",)
    assert trigger.target is not None
    assert trigger.target.types == ("Lost Soul",)
    assert set_aside.duration is not None
    assert (set_aside.duration.unit, set_aside.duration.count) == (DurationUnit.TURN, 2)
    said = parse_ability(text.replace("other than", "except")).effects
    assert said[0].trigger == trigger


def test_other_than_nothing_stays_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Discard a Hero other than.")


# -- "If you activate a Curse": as "if opponent activates a Curse", for you


def test_treacherous_land_if_you_activate_a_curse() -> None:
    text = (
        "If you activate a Curse, you may underdeck an evil card from Reserve. If an opponent "
        "plays a good multi-brigade card in battle or a Dominant, you may draw 1 from bottom "
        "of deck."
    )
    underdeck = parse_ability(text).effects[0]
    assert underdeck.kind == "underdeck"
    trigger = underdeck.trigger
    assert isinstance(trigger, OnEvent)
    assert (trigger.event, trigger.player, trigger.subject) == (Event.ACTIVATED, Player.YOU, None)
    assert trigger.target is not None
    assert trigger.target.types == ("Curse",)
    assert underdeck.optional is True
    theirs = parse_ability("If opponent activates a Curse, draw 1.").effects[0].trigger
    assert isinstance(theirs, OnEvent)
    assert (theirs.event, theirs.player, theirs.target) == (
        Event.ACTIVATED,
        Player.OPPONENT,
        trigger.target,
    )


def test_activate_with_no_one_activating_stays_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("If activate a Curse, you may underdeck an evil card from Reserve.")
