"""Wordings read (or refused) in the grammar's fifteenth coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from attrs import evolve

from redemption_rules.effects import Link, Player, Quantifier, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import (
    Capture,
    Discard,
    EndBattle,
    Place,
    Present,
    Restrict,
    Take,
    Withdraw,
)
from redemption_rules.effects.modifiers import Limit
from redemption_rules.effects.select import unsupported_in
from redemption_rules.effects.targets import AllOf, Controls, Join, Ref, Selector
from redemption_rules.effects.timing import EachPhase, Phase
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

if TYPE_CHECKING:
    from redemption_rules import CardPool

# -- "place ... face down here", "face down on an occupied Site" ----------------------------


def test_the_darkness_places_an_evil_character_face_down_here() -> None:
    # The Darkness (its first sentence)
    (place,) = parse_ability("Place an Evil Character from hand face down here.").effects
    assert isinstance(place, Place)
    assert place.face_down
    assert place.target.types == ("Evil Character",)
    assert [where.zone for where in place.target.locations] == [Zone.HAND]
    assert place.destination is not None
    assert place.destination.zone is Zone.ON_CARD
    assert place.destination.card == Selector(ref=Ref.THIS_CARD)
    # the engine puts cards face up: it refuses the effect rather than show the card
    assert "cards put face down" in unsupported_in(place)


def test_fortify_site_puts_a_card_from_hand_face_down_on_an_occupied_site() -> None:
    # Fortify Site (Ki); Fortify Site(Wa) and Lying in Wait print "site"
    text = "Take an Evil Character from your hand and place it face down on an occupied Site."
    take, place = parse_ability(text).effects
    assert isinstance(take, Take)
    assert isinstance(place, Place)
    assert place.link is Link.AND
    assert place.face_down
    assert place.target.ref is Ref.IT  # the Evil Character taken
    assert place.destination is not None
    assert place.destination.zone is Zone.ON_CARD
    assert place.destination.card is not None
    assert place.destination.card.types == ("Site",)
    assert place.destination.card.qualifiers == ("occupied",)


def test_apprehended_puts_an_evil_character_face_down_on_the_hero_captured() -> None:
    text = "Capture a human Hero and place an Evil Character from hand face down on it."
    capture, place = parse_ability(text).effects
    assert isinstance(capture, Capture)
    assert isinstance(place, Place)
    assert place.face_down
    assert place.target.types == ("Evil Character",)
    assert place.destination is not None
    assert place.destination.card == Selector(ref=Ref.IT)


# -- "If you control 12 angels and/or male Genesis Heroes": one count over both kinds -------


@pytest.mark.parametrize(
    ("text", "quantifier"),
    [
        # Twelve Gates (RoJ AB)
        (
            (
                "If you control 12 angels and/or male Genesis Heroes and one is blocked, "
                "discard up to X evil cards in opponent\u2019s territory."
            ),
            Quantifier.EXACTLY,
        ),
        # Twelve Gates (RoJ): "male, Genesis Heroes" is a misprint of the other printing
        (
            (
                "If you control 12 or more angels and/or male, Genesis Heroes and one is blocked, "
                "you may discard up to X evil card in opponent's territory."
            ),
            Quantifier.AT_LEAST,
        ),
        # the same with "or": the count covers both kinds, not the angels alone
        (
            (
                "If you control 12 angels or male Genesis Heroes and one is blocked, discard up to "
                "X evil cards in opponent's territory."
            ),
            Quantifier.EXACTLY,
        ),
    ],
)
def test_twelve_gates_counts_angels_and_male_genesis_heroes_together(
    text: str, quantifier: Quantifier
) -> None:
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert isinstance(discard.condition, AllOf)
    controls = discard.condition.conditions[0]
    assert isinstance(controls, Controls)
    assert controls.player is Player.YOU
    cards = controls.target
    assert (cards.count.quantifier, cards.count.number) == (quantifier, 12)
    assert cards.join is Join.OR
    angels, heroes = cards.parts
    assert angels.identifiers == ("angel",)
    assert (heroes.types, heroes.identifiers, heroes.books) == (("Hero",), ("male",), ("Genesis",))
    # each part is a kind of card counted, not a count of its own
    assert angels.count.quantifier is Quantifier.ALL
    assert heroes.count.quantifier is Quantifier.ALL


def test_a_count_of_one_kind_before_another_stays_apart() -> None:
    # "a Hero or Evil Characters": no number counts both
    (draw,) = parse_ability("If you control a Hero or Evil Characters, draw 1.").effects
    assert isinstance(draw.condition, Controls)
    assert draw.condition.target.count.number in (None, 1)
    first, _ = draw.condition.target.parts
    assert first.count.number == 1


@pytest.mark.parametrize(
    "text",
    [
        "If a Hero and/or Evil Character is discarded, draw 1.",
        "If you control a Hero and/or you are blocking, draw 1.",
    ],
)
def test_and_or_between_conditions_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Any time during battle": as "During battle" -------------------------------------------


def test_coat_of_mail_is_used_any_time_during_battle() -> None:
    text = (
        "Any time during battle, holder may discard Coat of Mail to return bearer being "
        "discarded to your territory."
    )
    discard, withdraw = parse_ability(text).effects
    plain = parse_ability(text.replace("Any time during", "During")).effects
    assert [
        evolve(one, span=found.span) for one, found in zip(plain, (discard, withdraw), strict=True)
    ] == [
        discard,
        withdraw,
    ]
    assert discard.trigger == EachPhase(Phase.BATTLE, once=False)
    assert discard.cost
    assert discard.target.names == ("Coat of Mail",)
    assert isinstance(withdraw, Withdraw)
    assert withdraw.link is Link.TO
    # only a heal is offered while a character is being discarded: the engine refuses it
    assert "cards being discarded, but for a heal" in unsupported_in(withdraw)


# -- "Blocking Evil Character refuses to block", "present a new blocker" --------------------


@pytest.mark.parametrize(
    "text",
    [
        # Death of Firstborn
        (
            "Blocking Evil Character refuses to block.  Opponent must present a new blocker or "
            "rescue attempt is successful."
        ),
        # Lion Dwelling with the Calf
        (
            "Blocking Evil Character refuses to block.  Opponent must present a new blocker or "
            "rescue is successful."
        ),
    ],
)
def test_a_blocker_that_refuses_withdraws_and_a_new_one_must_come(text: str) -> None:
    withdraw, present, end = parse_ability(text).effects
    assert isinstance(withdraw, Withdraw)
    assert withdraw.target.types == ("Evil Character",)
    assert withdraw.target.qualifiers == ("blocking",)
    # only Evil Characters block (REG: Block): a new blocker is a new Evil Character
    assert isinstance(present, Present)
    assert present.actor is not None
    assert present.actor.player is Player.OPPONENT
    assert present.target.types == ("Evil Character",)
    assert present.target.qualifiers == ("new",)
    assert isinstance(end, EndBattle)
    assert end.link is Link.OR
    assert end.outcome == "rescue_succeeds"
    # the same as the words "a new Evil Character"
    said = parse_ability(text.replace("a new blocker", "a new Evil Character")).effects
    assert evolve(said[1], span=present.span) == present


@pytest.mark.parametrize(
    "text",
    [
        "Hero refuses to block.",
        "Evil Character refuses to block.",
        "Blocking Evil Character refuses to block a Hero.",
        "Opponent must present a new blocker Hero.",
    ],
)
def test_near_refusals_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Restrict ... from controlling ...", "from deactivating Artifacts" ----------------------


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # Pot of Manna (Roots)
        (
            ("Restrict all players from controlling more than 1 character in the Field of Battle."),
            "character",
        ),
        # Bound to the Law [2026 - State]
        ("Restrict players from controlling more than one Hero in battle.", "Hero"),
    ],
)
def test_players_are_kept_from_controlling_more_than_one_character_in_battle(
    pool: CardPool, text: str, kind: str
) -> None:
    (restrict,) = parse_ability(text).effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "control"
    assert restrict.player is Player.ALL_PLAYERS
    assert restrict.target is not None
    assert (restrict.target.count.quantifier, restrict.target.count.number) == (
        Quantifier.AT_LEAST,
        2,
    )
    assert restrict.target.types == (kind,)
    # the place is the characters', not the players'
    assert [where.zone for where in restrict.target.locations] == [Zone.BATTLE]
    # the engine restricts only playing cards
    for name in ("Pot of Manna (Roots)", "Bound to the Law [2026 - State]"):
        assert "a restriction from 'control'" in ability_support(pool.get(name)).missing


def test_overlooked_ordinances_keeps_the_controller_from_deactivating_artifacts(
    pool: CardPool,
) -> None:
    text = (
        "You may place this card on an Artifact: Negate that Artifact. Restrict Artifact\u2019s "
        "controller from deactivating Artifacts."
    )
    restrict = parse_ability(text).effects[-1]
    assert isinstance(restrict, Restrict)
    assert restrict.action == "deactivate"
    assert restrict.player is Player.CARD_CONTROLLER
    assert restrict.target is not None
    assert restrict.target.types == ("Artifact",)
    support = ability_support(pool.get("Overlooked Ordinances"))
    assert "a restriction from 'deactivate'" in support.missing


@pytest.mark.parametrize(
    "text",
    [
        "Restrict players from controlling more than one Hero at the moon.",
        "Restrict players from controlling more than one Hero on a Lost Soul.",
        "Restrict players from deactivating Artifacts in the kitchen.",
    ],
)
def test_near_restrictions_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Limit holder to two such discards per game": as "limit two discards per game" --------


@pytest.mark.parametrize(
    "text",
    [
        # Ark of the Covenant (Ki), (Wa)
        "Limit holder to two such discards per game.",
        "Limit Holder to two such discards per game.",
        # Holy Grail
        "Holder is limited to two such conversions per game.",
    ],
)
def test_a_holder_limited_to_two_such_uses_is_a_limit_per_game(text: str) -> None:
    ability = parse_ability(text)
    assert ability.effects == ()
    (limit,) = ability.modifiers
    assert isinstance(limit, Limit)
    assert (limit.times, limit.per) == (2, "game")
    plain = parse_ability("Limit two discards per game.").modifiers
    assert [evolve(one, span=limit.span) for one in plain] == [limit]


@pytest.mark.parametrize(
    "text",
    [
        "Limit holder to two discards per game.",
        "Holder is limited to two such cookies per game.",
        "Limit opponent to two such discards per game.",
    ],
)
def test_near_limits_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
