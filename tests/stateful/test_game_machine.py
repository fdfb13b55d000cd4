"""A Hypothesis state machine that plays games action by action and checks every invariant.

Hypothesis chooses the seed, the ruleset and each action; a failure shrinks to the shortest
game that shows it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)
from tests.test_random_games import check_invariants

from redemption_rules import GameState, apply, from_json, legal_actions, load_starter_decks, to_json
from redemption_rules.engine import new_game
from redemption_rules.testing.strategies import actions, game_states, rulesets, seeds

if TYPE_CHECKING:
    from redemption_rules.rulesets import Ruleset

DECKS = load_starter_decks()


class GameMachine(RuleBasedStateMachine):
    """One game, played by Hypothesis."""

    state: GameState

    @initialize(seed=seeds(), ruleset=rulesets())
    def deal(self, seed: int, ruleset: Ruleset) -> None:
        self.state = new_game(DECKS, seed=seed, ruleset=ruleset)

    @precondition(lambda self: not self.state.is_over)
    @rule(data=st.data())
    def act(self, data: st.DataObject) -> None:
        before = to_json(self.state)
        action = data.draw(actions(self.state))
        after = apply(self.state, action)
        assert to_json(self.state) == before
        self.state = after

    @precondition(lambda self: self.state.is_over)
    @rule()
    def finished(self) -> None:
        assert legal_actions(self.state) == []

    @invariant()
    def sound(self) -> None:
        check_invariants(self.state)

    @invariant()
    def json_round_trip(self) -> None:
        assert from_json(to_json(self.state), GameState) == self.state


TestGameMachine = pytest.mark.slow(GameMachine.TestCase)  # 40 games of up to 80 actions
TestGameMachine.settings = settings(
    max_examples=40,
    stateful_step_count=80,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


@pytest.mark.slow
@settings(max_examples=25, deadline=None)
@given(game_states(max_steps=120))
def test_states_from_the_public_strategy_are_sound(state: GameState) -> None:
    check_invariants(state)
    assert state.is_over or legal_actions(state)


def test_a_failing_example_shows_the_seed_and_actions_not_the_state() -> None:
    @settings(max_examples=5, deadline=None, database=None, derandomize=True)
    @given(game_states(max_steps=3))
    def never_over(state: GameState) -> None:
        assert state.turn < 0, "fails at once"

    try:
        never_over()
    except AssertionError as failure:
        report = "\n".join([str(failure), *getattr(failure, "__notes__", [])])
    else:
        raise AssertionError("the property should fail")
    assert "game_states: seed=" in report
    assert "actions=[" in report
    assert "<GameState turn " in report
    assert len(report) < 2_000, report


def test_a_state_prints_as_one_short_line_and_keeps_its_equality() -> None:
    state = new_game(DECKS, seed=4)
    again = new_game(DECKS, seed=4)
    other = new_game(DECKS, seed=5)
    assert repr(state).startswith("<GameState turn 0, pre_game, player ")
    assert len(repr(state)) < 100
    assert state == again
    assert state != other
    assert repr(state) == repr(again)
