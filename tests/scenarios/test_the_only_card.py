""" "The only Hero in battle", "your only human Hero in play": one card, alone of its kind there.

Job's Faith, a blue good Enhancement: "... If Job is your only human Hero in play, opponent
must discard 3 Evil Character cards from hand. ..." Bravery of David (RoA), a red good
Enhancement: "Negate an evil card. If the only Hero in battle is warrior class, you may
discard an Evil Character. ..." The words hold when exactly one card fits the rest of them
in the place they name, and it is the one described.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.select import Scope

if TYPE_CHECKING:
    from redemption_rules.effects.targets import Condition

JOB = "Job"
"""A blue human Hero 6/12."""
OTHER_HUMAN = "Demetrius"
"""A blue human Hero 3/3 with no special ability."""


def _condition(name: str, effect: int) -> Condition:
    assert ability_support(full_pool().get(name)).carried_out
    ability = card_abilities(full_pool().get(name)).ability
    assert ability is not None
    condition = ability.effects[effect].condition
    assert condition is not None
    return condition


@pytest.mark.parametrize(("territory", "holds"), [([JOB], True), ([JOB, OTHER_HUMAN], False)])
def test_job_is_your_only_human_hero_in_play(territory: list[str], holds: bool) -> None:
    condition = _condition("Job's Faith", 1)
    game = Game.at([{"territory": territory}, {}], pool=full_pool())
    assert Scope(game.state, P1).holds(condition) is holds


@pytest.mark.parametrize(
    ("hero", "holds"),
    [("Gideon (J)", True), (OTHER_HUMAN, False)],  # a warrior, and a Hero of no class
)
def test_the_only_hero_in_battle_is_warrior_class(hero: str, holds: bool) -> None:
    condition = _condition("Bravery of David (RoA)", 1)
    game = Game.at(
        [{"territory": [hero]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    assert not Scope(game.state, P1).holds(condition)  # no Hero in battle yet
    game.do(Attack(game.card(hero), P2))
    assert Scope(game.state, P1).holds(condition) is holds


def test_only_before_a_name_is_not_carried_out() -> None:
    # "If you control only Roman Spearmen in battle": every character of yours there is one,
    # not "the one Roman Spearmen in battle"
    support = ability_support(full_pool().get("Roman Spearmen"))
    assert "qualifier 'only'" in support.missing
