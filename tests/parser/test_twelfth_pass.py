"""Wordings read (or refused) in the grammar's twelfth coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

import pytest
from attrs import evolve

from redemption_rules.cards.model import Alignment, Brigade
from redemption_rules.effects import Join, Link, Player, Quantifier, Ref, Selector, Zone
from redemption_rules.effects.kinds import (
    Discard,
    Give,
    Negate,
    Place,
    Protect,
    Search,
    UseOtherEnhancements,
    Withdraw,
)
from redemption_rules.effects.modifiers import (
    CannotBeInterrupted,
    CannotBeNegated,
    CannotBePrevented,
)
from redemption_rules.effects.targets import ALL
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "except those in battle": the place is the exception's, not the cards' ---------------


def test_negate_all_heroes_except_those_in_battle_negates_the_heroes_not_in_battle() -> None:
    (negate,) = parse_ability("Negate all Heroes except those in battle.").effects
    assert isinstance(negate, Negate)
    target = negate.target
    assert target is not None
    assert target.count.quantifier is Quantifier.ALL
    assert target.types == ("Hero",)
    assert target.locations == ()  # the Heroes are anywhere: not only those in battle
    (excepted,) = target.exceptions
    assert excepted.ref is Ref.THEM
    assert [place.zone for place in excepted.locations] == [Zone.BATTLE]


def test_except_those_in_battle_reads_as_its_bracketed_form() -> None:
    bare = parse_ability("Negate all Heroes except those in battle.").effects[0]
    bracketed = parse_ability("Negate all Heroes (except those in battle).").effects[0]
    assert isinstance(bare, Negate)
    assert isinstance(bracketed, Negate)
    assert bare.target == bracketed.target


def test_except_those_with_no_place_is_still_a_bare_reference() -> None:
    (negate,) = parse_ability("Negate all Heroes except those.").effects
    assert isinstance(negate, Negate)
    assert negate.target is not None
    (excepted,) = negate.target.exceptions
    assert (excepted.ref, excepted.locations) == (Ref.THEM, ())


# -- "an evil or neutral card": one card of either alignment, one count ------------------

NEGATE_EITHER = "Negate an evil or neutral card."  # By My Spirit (LoC), Mighty Men, ...
JOEL = "Negate up to X evil or neutral cards. Cannot be negated if a king of Judah is in play."
FOREIGN_SWORD = (
    "Negate an opponent's evil or neutral card. If used by a Canaanite or Philistine, you "
    "may return that card to the top of owner's deck."
)
POWER_OF_THE_SPIRIT = (
    "If used by a meek Hero, you may discard up to X evil and/or neutral cards instead."
)


def _either(target: Selector | None, third: Alignment) -> None:
    """*target* is one noun (no parts) of any alignment but *third*."""
    assert target is not None
    assert target.parts == ()
    assert target.join is None
    assert target.alignment is None
    assert target.exceptions == (Selector(count=ALL, alignment=third),)


def test_an_evil_or_neutral_card_is_one_card_that_is_not_good() -> None:
    (negate,) = parse_ability(NEGATE_EITHER).effects
    assert isinstance(negate, Negate)
    _either(negate.target, Alignment.GOOD)
    assert negate.target is not None
    assert negate.target.types == ("card",)
    assert (negate.target.count.quantifier, negate.target.count.number) == (
        Quantifier.EXACTLY,
        1,
    )


def test_joel_negates_up_to_x_cards_in_all_each_evil_or_neutral() -> None:
    negate = parse_ability(JOEL).effects[0]
    assert isinstance(negate, Negate)
    _either(negate.target, Alignment.GOOD)
    assert negate.target is not None
    assert negate.target.count.quantifier is Quantifier.UP_TO
    assert negate.target.count.variable == "X"


def test_azariah_negates_up_to_x_good_or_neutral_cards() -> None:
    negate = parse_ability("Negate up to X good or neutral cards.").effects[0]
    assert isinstance(negate, Negate)
    _either(negate.target, Alignment.EVIL)
    assert negate.target is not None
    assert negate.target.count.quantifier is Quantifier.UP_TO


def test_foreign_sword_keeps_the_owner_on_the_one_card() -> None:
    negate = parse_ability(FOREIGN_SWORD).effects[0]
    assert isinstance(negate, Negate)
    _either(negate.target, Alignment.GOOD)
    assert negate.target is not None
    assert negate.target.owner is Player.OPPONENT


def test_power_of_the_spirit_discards_up_to_x_evil_and_or_neutral_cards() -> None:
    (discard,) = parse_ability(POWER_OF_THE_SPIRIT).effects
    assert isinstance(discard, Discard)
    _either(discard.target, Alignment.GOOD)
    assert discard.target is not None
    assert discard.target.count.variable == "X"


def test_golden_censer_keeps_its_places_on_the_one_card() -> None:
    (negate,) = parse_ability(
        "Negate an evil or neutral card in play or a set-aside area. Cannot be interrupted."
    ).effects
    assert isinstance(negate, Negate)
    _either(negate.target, Alignment.GOOD)
    assert negate.target is not None
    assert [place.zone for place in negate.target.locations] == [Zone.PLAY, Zone.SET_ASIDE]


def test_faith_of_joshua_searches_for_a_good_or_neutral_card() -> None:
    search = parse_ability("You may search deck for a good or neutral Joshua card.").effects[0]
    assert isinstance(search, Search)
    _either(search.target, Alignment.EVIL)


def test_not_alone_interrupts_a_neutral_or_evil_card() -> None:
    interrupt = parse_ability("Interrupt a neutral or evil card.").effects[0]
    _either(getattr(interrupt, "target", None), Alignment.GOOD)


def test_evil_and_neutral_cards_stay_every_card_of_both() -> None:
    (negate,) = parse_ability("Negate evil and neutral cards.").effects
    assert isinstance(negate, Negate)
    assert negate.target is not None
    assert [part.alignment for part in negate.target.parts] == [
        Alignment.EVIL,
        Alignment.NEUTRAL,
    ]
    assert all(part.count.quantifier is Quantifier.ALL for part in negate.target.parts)


def test_an_alignment_before_evil_character_stays_a_list() -> None:
    # "Evil Character" is one noun: "a good or Evil Character" is not an Evil Character
    # of two alignments
    (negate,) = parse_ability("Negate a good Hero or Evil Character.").effects
    assert isinstance(negate, Negate)
    assert negate.target is not None
    assert len(negate.target.parts) == 2


# -- possessive titles: the whole must name a card ---------------------------------------


def test_a_possessive_that_names_no_card_is_refused() -> None:
    # no card of the pool is titled "Goliath's Sister" ("Goliath's Brother" is Lahmi, read
    # in the eighteenth pass)
    with pytest.raises(AbilityParseError, match="Goliath's Sister"):
        parse_ability("Discard Goliath's Sister.")


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Discard Solomon's Temple.", "Solomon's Temple"),
        ("Discard Solomon\u2019s Temple.", "Solomon\u2019s Temple"),
        # Absalom's Soldiers: one card of the plural title
        ("May band to Absalom's Soldier.", "Absalom's Soldier"),
    ],
)
def test_possessive_titles_of_the_pool_are_still_names(text: str, name: str) -> None:
    (effect,) = parse_ability(text).effects
    target = getattr(effect, "target", None)
    assert target is not None
    assert target.names == (name,)


@pytest.mark.parametrize(
    "text",
    [
        "Discard Goliath's Sister.",
        "Discard Solomon's Palace.",
        "May band to David's Brother.",
        "Negate Noah's Harp.",
    ],
)
def test_possessives_of_known_words_that_name_no_card_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError, match="names no card"):
        parse_ability(text)


# -- coverage: titles, "Banding may not be ...", "(except ...)" after the place -----------


def test_king_basha_keeps_none_that_breathed_from_being_negated() -> None:
    # a title with "that" inside is read whole, as a name (King Basha)
    (shield,) = parse_ability("None that Breathed cannot be negated.").modifiers
    assert isinstance(shield, CannotBeNegated)
    assert shield.cards is not None
    assert shield.cards.names == ("None that Breathed",)
    assert shield.by is None


def test_a_title_with_that_inside_names_only_that_card() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("None that Breathes cannot be negated.")


ELDERS_OF_JERUSALEM = (
    "May band with Elders of Jerusalem.  Banding may not be interrupted or prevented."
)


def test_elders_of_jerusalem_banding_may_not_be_interrupted_or_prevented() -> None:
    ability = parse_ability(ELDERS_OF_JERUSALEM)
    (band,) = ability.effects
    assert band.kind == "band"
    interrupted, prevented = ability.modifiers
    assert isinstance(interrupted, CannotBeInterrupted)
    assert isinstance(prevented, CannotBePrevented)
    for shield in (interrupted, prevented):
        assert shield.cards is not None
        assert (shield.cards.types, shield.cards.abilities) == (("ability",), ("band",))


@pytest.mark.parametrize(
    "text",
    [
        # banding does nothing itself
        "Banding may discard a Hero.",
        # a modifier needs its verb
        "Banding may not be.",
        "Banding may not interrupted.",
    ],
)
def test_banding_as_a_subject_needs_a_whole_modifier(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


GOLIATH_PROMO = "Return all Heroes in battle to territory (except giant-slayers)."


def test_goliath_returns_every_hero_in_battle_but_giant_slayers() -> None:
    (withdraw,) = parse_ability(GOLIATH_PROMO).effects
    assert isinstance(withdraw, Withdraw)
    target = withdraw.target
    assert target is not None
    assert (target.count.quantifier, target.types) == (Quantifier.ALL, ("Hero",))
    assert [place.zone for place in target.locations] == [Zone.BATTLE]
    (excepted,) = target.exceptions
    assert excepted.identifiers == ("giant slayer",)
    assert excepted.count.quantifier is Quantifier.ALL


def test_the_exception_after_the_place_reads_as_the_one_after_the_cards() -> None:
    (after,) = parse_ability(GOLIATH_PROMO).effects
    (before,) = parse_ability(
        "Return all Heroes (except giant slayers) in battle to territory."
    ).effects
    assert isinstance(after, Withdraw)
    assert isinstance(before, Withdraw)
    assert after.target == before.target


@pytest.mark.parametrize(
    "text",
    [
        # "(except by ...)" says who may not, not which cards
        "Return all Heroes in battle to territory (except by a Hero).",
        # a reference names its cards already
        "Return it to territory (except giant slayers).",
        # the bracket must close
        "Return all Heroes in battle to territory (except giant slayers.",
    ],
)
def test_exceptions_after_the_place_that_name_no_cards_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "give opponent a card": the player first, then the cards ------------------------------


def test_a_section_gives_opponent_a_card_from_hand_to_protect_meek_lost_souls() -> None:
    give, protect = parse_ability(
        "EC: You may give opponent a card from hand to protect meek Lost Souls from rescue."
    ).effects
    assert isinstance(give, Give)
    assert (give.optional, give.cost, give.recipient) == (True, True, Player.OPPONENT)
    assert give.target.types == ("card",)
    assert [place.zone for place in give.target.locations] == [Zone.HAND]
    assert isinstance(protect, Protect)
    assert protect.link is Link.TO
    assert protect.target.qualifiers == ("meek",)


def test_canaan_gives_an_opponent_a_black_canaanite() -> None:
    _, give, capture = parse_ability(
        "You may discard this Site and give an opponent a black Canaanite to capture a Hero in"
        " that territory."
    ).effects
    assert isinstance(give, Give)
    assert give.recipient is Player.OPPONENT
    assert give.target.identifiers == ("Canaanite",)
    assert give.target.brigades == (Brigade.BLACK,)
    assert capture.link is Link.TO


def test_give_opponent_reads_as_give_to_opponent() -> None:
    (first,) = parse_ability("Give your opponent a N.T. Artifact from hand.").effects
    (second,) = parse_ability("Give a N.T. Artifact from hand to your opponent.").effects
    assert first == evolve(second, span=first.span)


@pytest.mark.parametrize(
    "text",
    [
        # the cards must be named
        "Give opponent.",
        # a possessive is whose cards, not whom they go to
        "Give opponent's Hero a weapon.",
        "Give opponent Goliath's Brother.",
    ],
)
def test_give_opponent_without_cards_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "(or the last Enhancement played)": an alternative card, played -----------------------


def test_an_artifact_negates_an_enhancement_or_the_last_enhancement_played() -> None:
    _, negate, discard = parse_ability(
        "ART: At any time, you may discard this card to negate an Enhancement (or the last"
        " Enhancement played) and discard it."
    ).effects
    assert isinstance(negate, Negate)
    target = negate.target
    assert target is not None
    assert target.join is Join.OR
    plain, last = target.parts
    assert (plain.types, plain.qualifiers) == (("Enhancement",), ())
    assert (last.types, last.qualifiers) == (("Enhancement",), ("last", "played"))
    assert isinstance(discard, Discard)
    assert discard.target.ref is Ref.IT


def test_the_alternative_played_reads_as_the_card_played_alone() -> None:
    (alone,) = parse_ability("Negate the last Enhancement played.").effects
    (either,) = parse_ability("Negate an Enhancement (or the last Enhancement played).").effects
    assert isinstance(alone, Negate)
    assert isinstance(either, Negate)
    assert alone.target is not None
    assert either.target is not None
    assert either.target.parts[1] == alone.target


@pytest.mark.parametrize(
    "text",
    [
        "Negate an Enhancement (or the last Enhancement played played).",
        "Negate an Enhancement (or played).",
        "Negate an Enhancement (or the last Enhancement played.",
    ],
)
def test_alternatives_played_that_name_no_card_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "place this card on a Site or Fortress": on one card, of either kind ------------------

ISAIAH_CARD = (
    "If you control Isaiah or an Assyrian, place all opposing characters beneath deck and"
    " place this card on a Site or Fortress: Negate that card."
)
TEMPLE_CARD = (
    "Place this card on your The Tabernacle or Solomon's Temple: Protect that Fortress and"
    " your Temple Artifacts from opponents."
)


def test_this_card_is_placed_on_a_site_or_a_fortress() -> None:
    _, place, negate = parse_ability(ISAIAH_CARD).effects
    assert isinstance(place, Place)
    assert place.target == Selector(ref=Ref.THIS_CARD)
    assert place.destination is not None
    assert place.destination.zone is Zone.ON_CARD
    card = place.destination.card
    assert card is not None
    assert card.join is Join.OR
    assert [part.types for part in card.parts] == [("Site",), ("Fortress",)]
    assert all(part.count == card.count for part in card.parts)
    assert isinstance(negate, Negate)
    assert negate.target is not None
    assert negate.target.ref is Ref.THAT


def test_both_temples_are_yours() -> None:
    place, _ = parse_ability(TEMPLE_CARD).effects
    assert isinstance(place, Place)
    assert place.destination is not None
    card = place.destination.card
    assert card is not None
    assert [part.names for part in card.parts] == [("The Tabernacle",), ("Solomon's Temple",)]
    assert [part.owner for part in card.parts] == [Player.YOU, Player.YOU]


@pytest.mark.parametrize(
    "text",
    [
        # a place is no card to be placed on
        "Place this card on a Hero or discard pile.",
        # "and" places it on two cards at once
        "Place this card on a Site and Fortress.",
        # a word that names no card
        "Place this card on a Site or Bob.",
    ],
)
def test_places_on_either_card_that_are_not_two_cards_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "protect A from B and C from D": two protections ---------------------------------------

I_AM_HE = (
    "STAR: Look at a hand or a Reserve. GE: You may reveal a good Dominant from hand to protect"
    " Lost Souls from evil cards and disciples from harm this turn."
)
THE_PROTECTING_KING = (
    "You may draw 2. You may reserve your Hero to protect this card from O.T. Heroes and O.T."
    " Lost Souls from rescue. Cannot be prevented."
)


def test_i_am_he_protects_lost_souls_from_evil_cards_and_disciples_from_harm() -> None:
    _, reveal, souls, disciples = parse_ability(I_AM_HE).effects
    assert reveal.cost
    assert isinstance(souls, Protect)
    assert isinstance(disciples, Protect)
    assert (souls.link, disciples.link) == (Link.TO, Link.AND)
    assert souls.target.types == ("Lost Soul",)
    assert souls.source is not None
    assert (souls.source.alignment, souls.source.types) == (Alignment.EVIL, ("card",))
    assert disciples.target.identifiers == ("Disciple",)
    assert disciples.source is not None
    assert disciples.source.abilities == ("harm",)
    for protect in (souls, disciples):
        assert protect.optional
        assert protect.section == "GE"
        assert protect.duration is not None


def test_the_protecting_king_protects_itself_from_ot_heroes_and_ot_souls_from_rescue() -> None:
    _, _, card, souls = parse_ability(THE_PROTECTING_KING).effects
    assert isinstance(card, Protect)
    assert isinstance(souls, Protect)
    assert card.target.ref is Ref.THIS_CARD
    assert card.source is not None
    assert (card.source.types, card.source.identifiers) == (("Hero",), ("O.T.",))
    assert (souls.target.types, souls.target.identifiers) == (("Lost Soul",), ("O.T.",))
    assert souls.source is not None
    assert souls.source.abilities == ("rescue",)


def test_one_source_after_a_list_is_still_every_items() -> None:
    # "Protect this card from lone Heroes and opponents' Dominants": one protection
    (protect,) = parse_ability(
        "Protect this card from lone Heroes and opponents' Dominants."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.source is not None
    assert len(protect.source.parts) == 2


@pytest.mark.parametrize(
    "text",
    [
        # "or" leaves which protection unsaid
        "Protect Lost Souls from evil cards or disciples from harm.",
        # the second item has nothing to be protected from
        "Protect Lost Souls from evil cards and disciples from.",
    ],
)
def test_two_protections_need_and_and_a_source_each(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "any/all": as "any" -------------------------------------------------------------------

LOVE_OF_MONEY = "Evil character may use enhancements of any/all evil brigades this battle."


def test_love_of_money_lets_an_evil_character_use_enhancements_of_any_evil_brigade() -> None:
    (use,) = parse_ability(LOVE_OF_MONEY).effects
    assert isinstance(use, UseOtherEnhancements)
    assert use.optional
    assert use.actor is not None
    assert use.actor.card is not None
    assert use.actor.card.types == ("Evil Character",)
    assert use.enhancements is not None
    assert (use.enhancements.alignment, use.enhancements.types) == (
        Alignment.EVIL,
        ("Enhancement",),
    )
    assert use.duration is not None


def test_any_all_reads_as_any() -> None:
    (both,) = parse_ability(LOVE_OF_MONEY).effects
    (one,) = parse_ability(LOVE_OF_MONEY.replace("any/all", "any")).effects
    assert both == evolve(one, span=both.span)


@pytest.mark.parametrize(
    "text",
    [
        "Evil character may use enhancements of any/ evil brigades this battle.",
        "Evil character may use enhancements of all/any/all evil brigades this battle.",
        # two counts
        "Discard any/all any Heroes.",
    ],
)
def test_any_all_misspelt_or_with_a_second_count_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
