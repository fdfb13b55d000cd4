"""Wordings read (or refused) in the grammar's twenty-fifth coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.scenarios.conftest import full_pool

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Player, Quantifier, Ref, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import (
    Band,
    Discard,
    Draw,
    Interrupt,
    Prevent,
    Protect,
    Resurrect,
    Reveal,
    SetAside,
    Topdeck,
    Underdeck,
    Withdraw,
)
from redemption_rules.effects.model import Link
from redemption_rules.effects.targets import Count, Join, Location, Position, StatLimit
from redemption_rules.effects.timing import Event, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "Must be rescued by X": no other character may rescue this Lost Soul -------------------


def test_star_four_may_be_rescued_only_by_a_hero_of_toughness_four_or_more() -> None:
    text = "Must be rescued by a Hero with toughness of */4 or greater."
    (protect,) = parse_ability(text).effects  # Lost Soul II Chronicles 15:4 (Star Four)
    assert isinstance(protect, Protect)
    assert protect.target.ref is Ref.THIS_CARD
    source = protect.source
    assert source.types == ("ability",)
    assert source.abilities == ("rescue",)
    assert source.count.quantifier is Quantifier.ALL
    (allowed,) = source.exceptions
    assert allowed.types == ("Hero",)
    assert allowed.count.number == 1
    assert allowed.stats == StatLimit(toughness=4, quantifier=Quantifier.AT_LEAST)
    # the same protection as "may only be rescued by"
    (only,) = parse_ability(
        "May only be rescued by a Hero with toughness of */4 or greater."
    ).effects
    assert isinstance(only, Protect)
    assert (only.target, only.source) == (protect.target, protect.source)


@pytest.mark.parametrize(
    "text",
    [
        "Must be rescued by a Blorf with toughness of */4 or greater.",
        "Must be discarded by a Hero with toughness of */4 or greater.",
        "Must be rescued by.",
    ],
)
def test_other_musts_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "or draw a card from yours": from your draw pile ----------------------------------------


def test_egyptian_horsemen_discard_the_top_of_a_deck_or_draw_a_card() -> None:
    text = "Discard the top card from your opponent's draw pile or draw a card from yours."
    discard, draw = parse_ability(text).effects  # Egyptian Horsemen (10A)
    assert isinstance(discard, Discard)
    assert discard.target.count.number == 1
    (place,) = discard.target.locations
    assert place.zone is Zone.DECK
    assert place.owner is Player.OPPONENT
    assert place.position is Position.TOP
    assert isinstance(draw, Draw)
    assert draw.link is Link.OR
    assert draw.count.number == 1
    assert draw == evolve(
        parse_ability(
            "Discard the top card from your opponent's draw pile or draw a card."
        ).effects[1],
        span=draw.span,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Draw a card from theirs.",
        "Draw two cards from yours.",
        "Draw a card from yours and discard it.",
    ],
)
def test_other_draws_from_a_pile_named_before_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "from having their abilities reduced": from decrease -----------------------------------


def test_i_am_sustainer_protects_holders_heroes_from_decrease() -> None:
    text = "Protect holder's Heroes from having their abilities reduced."
    (protect,) = parse_ability(text).effects  # I am Sustainer (AW), first sentence
    assert isinstance(protect, Protect)
    assert protect.target.owner is Player.HOLDER
    assert protect.target.types == ("Hero",)
    assert protect.target.count.quantifier is Quantifier.ALL
    assert protect.source.types == ("ability",)
    assert protect.source.abilities == ("decrease",)
    (same,) = parse_ability("Protect holder's Heroes from decrease.").effects
    assert isinstance(same, Protect)
    assert (same.target, same.source) == (protect.target, protect.source)


@pytest.mark.parametrize(
    "text",
    [
        "Protect holder's Heroes from having their abilities enlarged.",
        "Protect holder's Heroes from having their abilities reduced by frogs.",
    ],
)
def test_other_abilities_had_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "top or bottom of deck", "top and/or bottom of deck" -----------------------------------


def test_wash_basin_puts_the_rest_on_top_or_else_on_the_bottom() -> None:
    text = (  # Wash Basin (Di)
        "On activation, reveal the bottom X cards of an opponent's deck (limit 2).  "
        "Discard the Evil Character cards and put the rest on top or bottom of deck."
    )
    reveal, discard, topdeck, underdeck = parse_ability(text).effects
    assert isinstance(reveal, Reveal)
    assert isinstance(discard, Discard)
    assert discard.target.types == ("Evil Character",)
    assert discard.target.qualifiers == ("revealed",)
    assert isinstance(topdeck, Topdeck)
    assert topdeck.link is Link.AND
    assert topdeck.target.ref is Ref.THE_REST
    assert topdeck.target.count.quantifier is Quantifier.ALL
    assert isinstance(underdeck, Underdeck)
    assert underdeck.link is Link.OR
    assert underdeck.target == topdeck.target


def test_divination_returns_the_rest_to_either_end_in_any_order() -> None:
    text = (  # Divination (TxP)
        "If used by a Magician, look at the top six cards of deck. Select one evil card and "
        "add it to hand or battle. Return the rest to the top and/or bottom of deck in any "
        "order. Cannot be interrupted."
    )
    effects = parse_ability(text).effects
    topdeck, underdeck = effects[-2:]
    assert isinstance(topdeck, Topdeck)
    assert topdeck.link is Link.NONE
    assert topdeck.target.ref is Ref.THE_REST
    assert topdeck.target.qualifiers == ("any_order",)
    assert isinstance(underdeck, Underdeck)
    assert underdeck.link is Link.AND_OR
    assert underdeck.target == topdeck.target
    # each card to either end in an order: the engine does not carry the choice per card out
    missing = ability_support(full_pool().get("Divination (TxP)")).missing
    assert "qualifier 'any_order'" in missing
    # as "topdeck and/or underdeck the rest in any order"
    same = parse_ability("Topdeck and/or underdeck the rest in any order.").effects
    assert [(e.kind, e.link, e.target) for e in same] == [  # type: ignore[attr-defined]
        (e.kind, e.link, e.target)  # type: ignore[attr-defined]
        for e in (topdeck, underdeck)
    ]


@pytest.mark.parametrize(
    "text",
    [
        "Return the rest to the top and/or bottom of hand in any order.",
        "Put the rest on top or bottom of discard pile.",
        "Put the rest on top or middle of deck.",
        "Return the rest to the top and/or side of deck.",
    ],
)
def test_other_ends_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Discard if X, Y, or Z enters battle": this card, when one of them does ----------------


def test_asherah_pole_is_discarded_when_one_of_four_kings_enters_battle() -> None:
    text = (  # Asherah Pole (Ki)
        "When blocking any O.T. Hero, evil enhancements cannot be negated.  "
        "Discard if Gideon, King Asa, King Hezekiah, or King Josiah enters battle."
    )
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.target.ref is Ref.THIS_CARD
    trigger = discard.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.ENTERS_BATTLE
    subject = trigger.subject
    assert subject is not None
    assert subject.join is Join.OR
    assert [part.names for part in subject.parts] == [
        ("Gideon",),
        ("King Asa",),
        ("King Hezekiah",),
        ("King Josiah",),
    ]
    # as "Discard this card if ..."
    (same,) = parse_ability(
        "Discard this card if Gideon, King Asa, King Hezekiah, or King Josiah enters battle."
    ).effects
    assert (same.target, same.trigger) == (discard.target, discard.trigger)  # type: ignore[attr-defined]


@pytest.mark.parametrize(
    "text",
    [
        "Discard if Gideon, King Asa, King Hezekiah, or King Josiah enters play.",
        "Discard if gideon, king asa, or king josiah enters battle.",
        "Discard if Gideon, Blorf, or King Josiah enters battle.",
        "Discard if.",
    ],
)
def test_other_discards_of_a_list_of_names_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "for each human Hero you have in play": each one you control in play ------------------


def test_guilt_offering_discards_for_each_human_hero_its_user_has_in_play() -> None:
    text = "Discard an evil Enhancement or Curse in play for each human Hero you have in play."
    (discard,) = parse_ability(text).effects  # Guilt Offering (Pri)
    assert isinstance(discard, Discard)
    each = discard.for_each
    assert each is not None
    assert each.owner is Player.YOU
    assert each.types == ("Hero",)
    assert each.identifiers == ("human",)
    assert each.locations == (Location(Zone.PLAY),)
    assert discard.target.join is Join.OR
    assert [(p.alignment, p.types) for p in discard.target.parts] == [
        (Alignment.EVIL, ("Enhancement",)),
        (Alignment.EVIL, ("Curse",)),
    ]
    (same,) = parse_ability(
        "Discard an evil Enhancement or Curse in play for each human Hero you control in play."
    ).effects
    assert isinstance(same, Discard)
    assert (same.target, same.for_each) == (discard.target, discard.for_each)


@pytest.mark.parametrize(
    "text",
    [
        "Discard an evil Enhancement for each human Hero you have in hand.",
        "Discard an evil Enhancement for each human Hero you had in play.",
    ],
)
def test_other_cards_you_have_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Set aside X (face down) from your hand": face down, from there -----------------------


def test_ambush_sets_aside_a_male_hero_face_down_from_hand() -> None:
    text = "Set aside a male Hero (face down) from your hand for one turn."
    (set_aside,) = parse_ability(text).effects  # Ambush (Pat), first sentence
    assert isinstance(set_aside, SetAside)
    assert set_aside.face_down
    target = set_aside.target
    assert target.count.number == 1
    assert target.types == ("Hero",)
    assert target.identifiers == ("male",)
    assert target.locations == (Location(Zone.HAND, Player.YOU),)
    assert set_aside.duration is not None
    assert set_aside.duration.count == 1
    # as with the bracket after the place
    (same,) = parse_ability(
        "Set aside a male Hero from your hand (face down) for one turn."
    ).effects
    assert evolve(same, span=set_aside.span) == set_aside


@pytest.mark.parametrize(
    "text",
    [
        "Set aside a male Hero (face down) from the moon for one turn.",
        "Set aside a male Hero (face up) from your hand for one turn.",
        "Set aside it (face down) from your hand for one turn.",
        "Set aside a Hero from territory (face down) from your hand.",
    ],
)
def test_other_face_down_set_asides_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "special abilities that return cards to hand": bounce abilities -----------------------


def test_twice_afflicted_prevents_the_abilities_that_return_cards_to_hand() -> None:
    text = (  # Twice Afflicted (AW)
        "If used by a demon, search discard pile for a gray brigade enhancement and play it.  "
        "Prevent all special abilities that return cards to hand."
    )
    prevent = parse_ability(text).effects[-1]
    assert isinstance(prevent, Prevent)
    assert prevent.condition is None
    assert prevent.target.count.quantifier is Quantifier.ALL
    assert prevent.target.types == ("ability",)
    assert prevent.target.abilities == ("bounce",)
    (same,) = parse_ability("Prevent all bounce abilities.").effects
    assert isinstance(same, Prevent)
    assert same.target == prevent.target


@pytest.mark.parametrize(
    "text",
    [
        "Prevent all special abilities that return cards to deck.",
        "Prevent all special abilities that return cards to hand and frogs.",
    ],
)
def test_other_abilities_that_return_cards_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "as many X as holder chooses": any number of them --------------------------------------


def test_battle_cry_bands_as_many_heroes_as_holder_chooses() -> None:
    text = (  # Battle Cry (Pat)
        "Interrupt the battle and band into battle as many Heroes from holder's territory as "
        "holder chooses."
    )
    interrupt, band = parse_ability(text).effects
    assert isinstance(interrupt, Interrupt)
    assert interrupt.battle
    assert isinstance(band, Band)
    assert band.link is Link.AND
    assert band.target.count == Count(Quantifier.ANY_NUMBER)
    assert band.target.types == ("Hero",)
    assert band.target.locations == (Location(Zone.TERRITORY, Player.HOLDER),)
    same = parse_ability(
        "Interrupt the battle and band into battle any number of Heroes from holder's territory."
    ).effects[1]
    assert evolve(same, span=band.span) == band


@pytest.mark.parametrize(
    "text",
    [
        "Band into battle as many Heroes from holder's territory.",
        "Discard a Hero as holder chooses.",
        "Band into battle as many two Heroes from holder's territory as holder chooses.",
        "Band into battle as many Heroes from holder's territory as opponent chooses.",
    ],
)
def test_other_counts_as_chosen_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Allow X to retreat": X may ----------------------------------------------------------


def test_narrow_escape_allows_one_hero_to_retreat_unharmed() -> None:
    text = (  # Narrow Escape (Ap)
        "Allow one Hero to retreat from battle unharmed.  "
        "Return one good enhancement, except this one, to player's hand."
    )
    withdraw = parse_ability(text).effects[0]
    assert isinstance(withdraw, Withdraw)
    assert withdraw.optional
    assert withdraw.actor is not None
    assert withdraw.actor.player is None
    hero = withdraw.actor.card
    assert hero is not None
    assert hero.types == ("Hero",)
    assert hero.count.number == 1
    (same,) = parse_ability("One Hero may retreat from battle unharmed.").effects
    assert evolve(same, span=withdraw.span) == withdraw


@pytest.mark.parametrize(
    "text",
    [
        "Allow one Hero to discard a card.",
        "Allow one Blorf to retreat from battle unharmed.",
        "Allow to retreat from battle unharmed.",
    ],
)
def test_other_allowances_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Show and discard ... without using it": reveal it, then discard it --------------------


def test_sold_into_slavery_shows_and_discards_an_evil_enhancement_from_hand() -> None:
    text = (  # Sold into Slavery (Pat)
        "Show and discard one evil enhancement from hand without using it.  Then capture one "
        "human Hero from an opponent's territory and place in your Land of Bondage.  Hero is "
        "treated as a Lost Soul."
    )
    reveal, discard = parse_ability(text).effects[:2]
    assert isinstance(reveal, Reveal)
    assert isinstance(discard, Discard)
    assert discard.link is Link.AND
    assert reveal.target == discard.target
    target = discard.target
    assert target.count.number == 1
    assert target.alignment is Alignment.EVIL
    assert target.types == ("Enhancement",)
    assert target.locations == (Location(Zone.HAND),)
    (shown, _) = parse_ability("Reveal and discard one evil enhancement from hand.").effects
    assert evolve(shown, span=reveal.span) == reveal


@pytest.mark.parametrize(
    "text",
    [
        "Show and negate one evil enhancement from hand without using it.",
        "Show one evil enhancement from hand without using it.",
        "Show and discard one evil enhancement from hand without loving it.",
    ],
)
def test_other_shows_without_using_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Return X from your discard pile and put them in your territory" -----------------------


def test_midwives_return_male_exodus_heroes_from_discard_pile_to_territory() -> None:
    text = (  # Midwives (G)
        "Return all male heroes with an Exodus reference from your discard pile and put them "
        "in your territory."
    )
    (resurrect,) = parse_ability(text).effects
    assert isinstance(resurrect, Resurrect)
    target = resurrect.target
    assert target.count.quantifier is Quantifier.ALL
    assert target.types == ("Hero",)
    assert target.identifiers == ("male",)
    assert target.books == ("Exodus",)
    assert target.locations == (Location(Zone.DISCARD_PILE, Player.YOU),)
    (same,) = parse_ability(
        "Return all male heroes with an Exodus reference from your discard pile to your territory."
    ).effects
    assert evolve(same, span=resurrect.span) == resurrect


@pytest.mark.parametrize(
    "text",
    [
        "Return all male heroes from your discard pile and put them in your hand.",
        "Return all male heroes from your discard pile and put it in your territory.",
        "Return all male heroes from your discard pile and put them.",
    ],
)
def test_other_returns_put_somewhere_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
