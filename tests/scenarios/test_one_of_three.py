""" "A, B, or C" is one of three; a cost is paid for whichever option its benefit is.

REG: Abilities (choices), Cost and Benefit. A bare comma in a series of effects joins as the
series' last word does: "negate a good card, discard a good Enhancement or equip a weapon
from Reserve" offers three options, not the first and then one of the other two. "Negate
and discard a Fortress ... to take a Temple Artifact or capture a Hero": the negate and
discard is paid for either benefit, and without a Fortress or Site to discard neither comes.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import DECLINE, P1, P2, Game, full_pool

from redemption_rules import DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects import Link
from redemption_rules.effects.cards import ability_support, card_abilities, plan
from redemption_rules.parser import parse_ability

PHICOL = "Commander Phicol (LoC)"
"""A black Evil Character: "If blocking, you may negate a good card, discard a good
Enhancement or equip a weapon from Reserve. May band to a Philistine (except a king).\""""
SPEAR = "Goliath's Spear [L]"
"""An evil weapon Enhancement, for Phicol to equip."""
WALL = "Breaking Jerusalem's Wall (RoA)"
"""A brown Evil Enhancement: "If used by a King of Israel, negate and discard a Fortress or
single color Site to take a Temple Artifact or capture a Hero. Cannot be prevented.\""""
ZIMRI = "King Zimri (Roots)"
"""A brown King of Israel, 4/3."""
FORTRESS = "Chamber of Angels"
HERO = "Elisha"
"""A purple Hero, 7/5."""


@pytest.mark.parametrize(
    ("text", "links"),
    [
        (
            "You may draw 1, discard a Hero, or negate an Evil Character.",
            [Link.NONE, Link.OR, Link.OR],
        ),
        ("Draw 1, discard a Hero and negate an Evil Character.", [Link.NONE, Link.AND, Link.AND]),
        ("Draw 1, discard a Hero.", [Link.NONE, Link.AND]),
    ],
)
def test_a_bare_comma_joins_as_the_series_last_word(text: str, links: list[Link]) -> None:
    assert [effect.link for effect in parse_ability(text).effects] == links


@pytest.mark.parametrize(
    ("name", "stages"),
    [
        (PHICOL, [[[0], [1], [2]], [[3]]]),
        # "..., negate and discard a single-color Site, or take a Damascus Site"
        ("King Jeroboam II (PC)", [[[0], [1], [2, 3], [4]]]),
        # "discard this card to withdraw an opposing character or negate and underdeck ..."
        ("King Saul's Spear", [[[0, 1], [0, 2, 3]]]),
        # placing the card beneath deck is the cost of each of its three options
        ("The New Covenant", [[[0, 1], [0, 2], [0, 3]]]),
        (WALL, [[[0]], [[1, 2], [1, 3]]]),
    ],
)
def test_options_of_a_series_and_the_cost_they_share(
    name: str, stages: list[list[list[int]]]
) -> None:
    ability = card_abilities(full_pool().get(name)).ability
    assert ability is not None
    planned = plan(ability, tuple(range(len(ability.effects))))
    assert [[list(option) for option in stage.options] for stage in planned] == stages


def _phicol_blocks() -> Game:
    assert ability_support(full_pool().get(PHICOL)).carried_out
    return Game.blocked(
        HERO,
        {"hand": [HERO], "territory": ["Hailstones (FoM)"]},
        PHICOL,
        {"hand": [PHICOL], "reserve": [SPEAR]},
        pool=full_pool(),
        answer_block=False,
    )


def test_phicol_offers_three_options_in_one_question() -> None:
    game = _phicol_blocks()
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == (
        "negate a good card",
        "discard a good Enhancement",
        "equip a weapon from Reserve",
        DECLINE,
    )


def test_phicol_carries_out_the_one_option_chosen() -> None:
    game = _phicol_blocks()
    game.choose("equip a weapon from Reserve")
    assert game.where(SPEAR)[1] is Zone.FIELD_OF_BATTLE
    game.settle()  # the Spear's own "may" is declined
    assert game.zone(P1, Zone.TERRITORY) == ["Hailstones (FoM)"]  # nothing else discarded
    assert HERO not in game.zone(P1, Zone.DISCARD_PILE)


def _wall_played(territory: list[str]) -> Game:
    assert ability_support(full_pool().get(WALL)).carried_out
    game = Game.blocked(
        HERO,
        {"hand": [HERO], "territory": territory},
        ZIMRI,
        {"hand": [ZIMRI, WALL]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WALL), game.card(ZIMRI)))
    return game


def test_the_fortress_is_discarded_for_the_capture() -> None:
    game = _wall_played([FORTRESS])
    assert game.zone(P1, Zone.DISCARD_PILE) == [FORTRESS]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE)[-1] == HERO


def test_without_a_fortress_to_discard_no_hero_is_captured() -> None:
    game = _wall_played([])
    assert game.where(HERO)[1] is Zone.FIELD_OF_BATTLE
