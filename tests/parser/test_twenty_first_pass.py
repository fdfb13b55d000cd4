"""Wordings read (or refused) in the grammar's twenty-first coverage pass, each from a real card.

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
    Exchange,
    Negate,
    Shuffle,
    SideBattle,
    UseOtherEnhancements,
    Withdraw,
)
from redemption_rules.effects.model import Link
from redemption_rules.effects.modifiers import Limit
from redemption_rules.effects.targets import IfDone, Join, Location
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import card_ability, parse_ability

# -- "Shuffle after exchange": the user's deck, once the exchange is done ---------------------


def test_wheel_within_a_wheel_shuffles_the_deck_once_the_exchange_is_done() -> None:
    text = (  # Wheel within a Wheel (Pr)
        "Holder may exchange current Hero with any Hero from holder's draw pile.  "
        "Shuffle after exchange."
    )
    exchange, shuffle = parse_ability(text).effects
    assert isinstance(exchange, Exchange)
    assert exchange.optional
    assert isinstance(shuffle, Shuffle)
    assert shuffle.condition == IfDone()
    assert shuffle.target.count.quantifier is Quantifier.ALL
    assert shuffle.target.types == ()
    assert shuffle.target.locations == (Location(Zone.DECK),)
    assert shuffle.into is None
    assert not shuffle.optional


def test_great_faith_shuffles_the_draw_pile_after_the_exchange() -> None:
    (shuffle,) = parse_ability("Shuffle draw pile after exchange.").effects  # Great Faith (H)
    assert isinstance(shuffle, Shuffle)
    assert shuffle.condition == IfDone()
    assert shuffle.target.locations == (Location(Zone.DECK),)


def test_false_peace_shuffles_the_draw_pile_after_play_unconditionally() -> None:
    (shuffle,) = parse_ability("Shuffle draw pile after play.").effects  # False Peace
    assert isinstance(shuffle, Shuffle)
    assert shuffle.condition is None
    assert shuffle.target.count.quantifier is Quantifier.ALL
    assert shuffle.target.locations == (Location(Zone.DECK),)


@pytest.mark.parametrize(
    "text",
    [
        # another player's deck, or cards other than a deck, are not the pile exchanged with
        "Shuffle opponent's draw pile after exchange.",
        "Shuffle a Hero after exchange.",
        "Shuffle discard pile after play.",
        # nothing to shuffle is named, and no exchange came before
        "Shuffle after play.",
        "Shuffle after exchange and draw 1.",
    ],
)
def test_other_shuffles_after_an_exchange_or_a_play_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Negate Site access on N.T. humans": their site access abilities -------------------------


def test_jerusalem_negates_the_site_access_abilities_of_nt_humans() -> None:
    text = (  # Jerusalem (PC)
        "Negate Site access on N.T. humans. If a N.T. Lost Soul is rescued from this Site, "
        "capture all rescuing human Heroes."
    )
    negate = parse_ability(text).effects[0]
    assert isinstance(negate, Negate)
    target = negate.target
    assert target == parse_ability("Negate site access abilities on N.T. humans.").effects[0].target
    assert target.count.quantifier is Quantifier.ALL
    assert target.types == ("ability",)
    assert target.abilities == ("site_access",)
    (place,) = target.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.identifiers == ("N.T.", "human")
    assert place.card.count.quantifier is Quantifier.ALL


@pytest.mark.parametrize(
    "text",
    [
        "Hero has Site access on Tuesdays.",
        "Negate Site access.",
    ],
)
def test_site_access_before_on_stays_refused_elsewhere(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


def test_your_draw_pile_is_the_users_deck_too() -> None:
    (shuffle,) = parse_ability("Shuffle your draw pile after exchange.").effects
    assert isinstance(shuffle, Shuffle)
    assert shuffle.target.locations == (Location(Zone.DECK, owner=Player.YOU),)


# -- "(may be used once)": a limit on the uses, as the sentence "May be used once." ----------


def test_unsuccessful_may_be_used_once() -> None:
    text = "Negate the last good Enhancement played in battle (may be used once)."  # Unsuccessful
    (negate,) = parse_ability(text).effects
    assert isinstance(negate, Negate)
    assert negate.target.qualifiers == ("last", "played")
    assert negate.target.types == ("Enhancement",)
    (limit,) = negate.modifiers
    assert isinstance(limit, Limit)
    assert (limit.times, limit.per) == (1, "")


def test_a_use_limit_in_brackets_keeps_its_period() -> None:
    (negate,) = parse_ability("Negate an evil Enhancement (may be used twice per game).").effects
    (limit,) = negate.modifiers
    assert isinstance(limit, Limit)
    assert (limit.times, limit.per) == (2, "game")


def test_the_engine_refuses_a_limit_per_use_in_brackets() -> None:
    support = ability_support(full_pool().get("Unsuccessful"))
    assert support.readable
    assert not support.carried_out


@pytest.mark.parametrize(
    "text",
    [
        "Negate an evil Enhancement (may be used by a Hero).",
        "Negate an evil Enhancement (may be used once in a while).",
    ],
)
def test_other_brackets_after_may_be_used_stay_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "depicting an idol" is an idol, "depicting a weapon" a weapon (ORDIR) ------------------


def test_evil_sacrifices_leaves_out_the_idols() -> None:
    text = (  # Evil Sacrifices; ORDIR, Depicting an Idol: the phrase means "is an idol"
        "Negate and discard all Artifacts that do not depict an Idol. Search deck or discard "
        "pile for a generic demon. Cannot be negated."
    )
    negate, discard = parse_ability(text).effects[:2]
    assert isinstance(negate, Negate)
    assert isinstance(discard, Discard)
    assert negate.target == discard.target
    target = negate.target
    assert target.count.quantifier is Quantifier.ALL
    assert target.types == ("Artifact",)
    assert target.identifiers == ()
    (left_out,) = target.exceptions
    assert left_out.ref is None
    assert left_out.identifiers == ("idol",)


@pytest.mark.parametrize(
    ("name", "identifier"),
    [
        ("Demon behind the Idol", "idol"),  # "If an Artifact depicting an idol is not in play"
        ("Shield of Faith (Ki)", "weapon"),  # "all evil enhancements depicting weapons"
    ],
)
def test_what_a_card_depicts_is_the_identifier_the_ordir_rules(name: str, identifier: str) -> None:
    card = full_pool().get(name)
    assert repr(identifier) in repr(card_ability(card))
    assert "depicts" not in repr(card_ability(card))
    assert ability_support(card).carried_out


def test_the_engine_refuses_cards_described_by_what_else_they_depict() -> None:
    # Piety of Mary: "Ignore all special abilities on cards depicting a false religious
    # practice": no card's data says what its art shows
    support = ability_support(full_pool().get("Piety of Mary"))
    assert support.readable
    assert "cards described by what they depict" in support.missing


# -- "good drawing and good search abilities": the noun said once for both kinds -------------


def test_blinding_demon_negates_good_draw_and_good_search_abilities() -> None:
    text = (  # Blinding Demon
        "Negate good drawing and good search abilities.  Remove all face-down Heroes in "
        "battle, territory or set-aside from the game.  Cannot be interrupted."
    )
    negate = parse_ability(text).effects[0]
    assert isinstance(negate, Negate)
    spelled_out = parse_ability("Negate good draw abilities and good search abilities.")
    assert negate.target == spelled_out.effects[0].target
    draw, search = negate.target.parts
    assert negate.target.join is Join.AND
    for part, kind in ((draw, "draw"), (search, "search")):
        assert part.count.quantifier is Quantifier.ALL
        assert part.alignment is Alignment.GOOD
        assert part.types == ("ability",)
        assert part.abilities == (kind,)


@pytest.mark.parametrize(
    "text",
    [
        # the noun left out with nothing after it to share
        "Negate good drawing and good search.",
        "Negate good drawing.",
    ],
)
def test_a_kind_of_ability_without_its_noun_stays_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "from Genesis 21 through Genesis 35": chapters of one book, first to last ---------------


def test_isaac_uses_enhancements_from_genesis_21_through_35() -> None:
    text = "May use any good enhancement with a reference from Genesis 21 through Genesis 35."
    (use,) = parse_ability(text).effects  # Isaac
    assert isinstance(use, UseOtherEnhancements)
    assert use.optional
    assert use.enhancements.alignment is Alignment.GOOD
    assert use.enhancements.types == ("Enhancement",)
    assert use.enhancements.books == ("Genesis 21-35",)
    (dashed,) = parse_ability(
        "May use any good enhancement with a reference from Genesis 21-35."
    ).effects
    assert evolve(use, span=dashed.span) == dashed


@pytest.mark.parametrize(
    "text",
    [
        # a span across two books, or backwards, names no chapters of one book
        "May use any good enhancement with a reference from Genesis 21 through Exodus 3.",
        "May use any good enhancement with a reference from Genesis 35 through Genesis 21.",
    ],
)
def test_other_spans_of_chapters_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "May bring all Pharisees and Sadducees into battle": a band --------------------------------


def test_high_priest_annas_brings_pharisees_and_sadducees_into_battle() -> None:
    text = (  # High Priest Annas (Ap)
        "May bring all Pharisees and Sadducees into battle.  Special ability may be used once "
        "per game."
    )
    ability = parse_ability(text)
    (band,) = ability.effects
    assert isinstance(band, Band)
    assert band.optional
    pharisees, sadducees = band.target.parts
    assert band.target.join is Join.AND
    assert pharisees.identifiers == ("Pharisee",)
    assert sadducees.identifiers == ("Sadducee",)
    assert pharisees.count.quantifier is sadducees.count.quantifier is Quantifier.ALL
    (spelled,) = parse_ability("May band all Pharisees and Sadducees into battle.").effects
    assert evolve(band, span=spelled.span) == spelled
    (limit,) = ability.modifiers
    assert isinstance(limit, Limit)
    assert (limit.times, limit.per) == (1, "game")


def test_one_brings_characters_only_into_battle() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("May bring a Hero into territory.")


# -- "force X Heroes to withdraw from battle": they withdraw ----------------------------------


def test_herods_treachery_forces_x_heroes_to_withdraw() -> None:
    text = (  # Herod's Treachery
        "Place on a Herod. That Herod may use evil Enhancements regardless of brigade. You may "
        "discard this card to force X Heroes to withdraw from battle."
    )
    discard, withdraw = parse_ability(text).effects[-2:]
    assert isinstance(discard, Discard)
    assert discard.cost
    assert discard.target.ref is Ref.THIS_CARD
    assert isinstance(withdraw, Withdraw)
    assert withdraw.link is Link.TO
    assert withdraw.target.types == ("Hero",)
    assert withdraw.target.count.variable == "X"
    assert withdraw.target.locations == (Location(Zone.BATTLE),)
    (spelled,) = parse_ability("Withdraw X Heroes from battle.").effects
    assert withdraw.target == spelled.target


@pytest.mark.parametrize(
    "text",
    [
        "Force a Hero to withdraw from territory.",
        "Force a Hero in territory to withdraw from battle.",
    ],
)
def test_a_forced_withdraw_is_only_from_battle(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "cause any two Evil Characters in play to fight each other": as "force" -----------------


def test_sword_of_the_lord_causes_two_evil_characters_to_fight() -> None:
    text = "Discard Leviathan or cause any two Evil Characters in play to fight each other."
    discard, fight = parse_ability(text).effects  # Sword of the Lord (Ki)
    assert isinstance(discard, Discard)
    assert discard.target.names == ("Leviathan",)
    assert isinstance(fight, SideBattle)
    assert fight.link is Link.OR
    assert fight.target.count.number == 2
    assert fight.target.types == ("Evil Character",)
    assert fight.target.locations == (Location(Zone.PLAY),)
    forced = text.replace("cause", "force")
    assert parse_ability(text).effects == parse_ability(forced).effects


@pytest.mark.parametrize(
    "text",
    [
        "Discard Leviathan or cause any two Evil Characters to discard.",
        "Cause a Hero to withdraw from battle.",
    ],
)
def test_cause_is_read_only_before_a_fight(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
