"""How much of the card pool the engine carries out in games (``coverage --executable``).

Every ability text of Starter decks I and J is carried out whole; the floor for the whole pool
only rises. A text counts only if every one of its effects has a handler and every
description and condition in it is one the engine tests.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from redemption_rules import load_starter_cards
from redemption_rules.effects.cards import ability_support, measure_executable
from redemption_rules.parser.commands import run

if TYPE_CHECKING:
    from redemption_rules import CardPool

POOL_FLOOR = 0.653
"""The share of the pool's 4,404 distinct texts carried out (65.3 % measured: 2,878).

The audits refuse texts the engine misread: a meek Hero off the playing surface, and
others (see the audit tests)."""


def test_every_starter_text_is_carried_out() -> None:
    starter = load_starter_cards()
    report = measure_executable(starter)
    assert report.texts == 67
    assert report.carried_out == report.texts, [
        (card.name, ability_support(card).missing)
        for card in starter
        if card.special_ability and not ability_support(card).carried_out
    ]


@pytest.mark.slow  # the whole pool
@pytest.mark.xdist_group("whole-pool")  # one worker works out every card's ability, once
def test_the_pool_floor(pool: CardPool) -> None:
    report = measure_executable(pool)
    assert report.texts == 4404
    assert report.ratio >= POOL_FLOOR
    assert report.carried_out <= report.readable
    reasons = dict(report.missing)
    assert reasons["the text is not read"] == report.texts - report.readable


def test_the_command_prints_the_share(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(["coverage", "--executable"]) == 0
    printed = capsys.readouterr().out
    assert "carried out:      67 (100.0%)" in printed


def test_an_effect_lasting_while_a_condition_holds_is_carried_out(pool: CardPool) -> None:
    # "While all of your human Heroes are Philippi Heroes, negate ...": the negate ends as
    # soon as the condition stops holding
    assert ability_support(pool.get("Clement")).carried_out


def test_a_while_is_not_carried_out_for_an_effect_that_does_not_last(pool: CardPool) -> None:
    # Foreign Spearman: "While blocking alone, toss all enhancements that are played this
    # battle.": a toss has no lasting record to end
    support = ability_support(pool.get("Foreign Spearman"))
    assert "a duration while a condition holds" in support.missing


@pytest.mark.parametrize(
    ("name", "blocker"),
    [
        # "May band to Timothy and gain 2/2": the gain goes with the band, which the
        # engine does not tie together, so neither is carried out
        ("Eunice", "a gain that goes with a band"),
        ("Lois", "a gain that goes with a band"),
        # "return all Lost Souls from a Site to general Land of Bondage": each to its
        # controller's, which the place handler does not work out card by card
        ("The Prodigal Returns", "a place of each card's controller"),
        ("Panic Demon (Brown)", "a place of each card's controller"),
    ],
)
def test_readings_the_engine_does_not_carry_out_yet_are_refused(
    pool: CardPool, name: str, blocker: str
) -> None:
    support = ability_support(pool.get(name))
    assert support.readable
    assert not support.carried_out
    assert blocker in support.missing
