"""Game records: a recorded game replays to an identical state, and a forged one diverges."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest
from attrs import evolve

from redemption_rules import (
    EndPhase,
    GameRecord,
    RandomAgent,
    ReplayError,
    RulesError,
    from_json,
    get_ruleset,
    legal_actions,
    load_starter_decks,
    play_out,
    state_digest,
    to_json,
)

if TYPE_CHECKING:
    from redemption_rules import GameState


def _recorded_game(seed: int, ruleset: str = "modern") -> tuple[GameRecord, GameState]:
    record = GameRecord.for_game(load_starter_decks(), seed=seed, ruleset=ruleset)
    agents = [RandomAgent(seed=seed), RandomAgent(seed=seed + 1)]
    state = record.new_game()
    actions = []
    for action, result in play_out(state, agents):
        actions.append(action)
        state = result.state
    return record.with_actions(actions, final=state), state


@pytest.fixture(scope="module")
def recorded() -> tuple[GameRecord, GameState]:
    return _recorded_game(5)


def test_a_recorded_game_replays_to_an_identical_state(
    recorded: tuple[GameRecord, GameState],
) -> None:
    record, final = recorded
    assert final.is_over
    assert record.digest == state_digest(final)
    assert record.replay() == final
    replayed = list(record.replayed())
    assert [item.action for item in replayed] == list(record.actions)
    assert [item.index for item in replayed] == list(range(len(record.actions)))
    assert replayed[-1].step.state == final
    assert replayed[1].before == replayed[0].step.state


@pytest.mark.parametrize("ruleset", ["fourth", "classic"])
def test_records_of_other_rulesets_replay(ruleset: str) -> None:
    record, final = _recorded_game(2, ruleset)
    assert record.ruleset == get_ruleset(ruleset)
    assert from_json(to_json(record), GameRecord).replay() == final


def test_a_record_reads_back_from_json(recorded: tuple[GameRecord, GameState]) -> None:
    record, final = recorded
    text = to_json(record)
    plain = json.loads(text)
    assert {item["kind"] for item in plain["actions"]} >= {"end_phase", "choose_first_player"}
    assert plain["rules_version"] == record.rules_version != ""
    back = from_json(text, GameRecord)
    assert back == record
    assert back.replay() == final


def test_an_action_illegal_where_it_stands_diverges(
    recorded: tuple[GameRecord, GameState],
) -> None:
    record, _ = recorded
    state = record.new_game()  # the first decision: who goes first
    assert EndPhase() not in legal_actions(state)
    forged = evolve(record, actions=(EndPhase(), *record.actions[1:]))
    with pytest.raises(ReplayError) as caught:
        forged.replay()
    error = caught.value
    assert isinstance(error, RulesError)
    assert error.index == 0
    assert error.action == EndPhase()
    assert "at action 1 (Go on to the game)" in str(error)
    assert "not legal there" in error.reason


def test_a_final_state_that_differs_from_the_digest_diverges(
    recorded: tuple[GameRecord, GameState],
) -> None:
    record, _ = recorded
    shortened = evolve(record, actions=record.actions[:-3])
    with pytest.raises(ReplayError) as caught:
        shortened.replay()
    assert caught.value.index == len(shortened.actions)
    assert caught.value.action is None
    assert "the final state differs" in str(caught.value)
    assert f"after its {len(shortened.actions)} actions" in str(caught.value)
    assert evolve(shortened, digest=None).replay().is_over is False


def test_another_seed_does_not_replay_the_same_game(
    recorded: tuple[GameRecord, GameState],
) -> None:
    record, _ = recorded
    with pytest.raises(ReplayError):
        evolve(record, seed=record.seed + 1).replay()


def test_a_replay_by_another_version_says_so(recorded: tuple[GameRecord, GameState]) -> None:
    record, _ = recorded
    old = evolve(record, rules_version="0.0.1", digest="0" * 64)
    with pytest.raises(ReplayError, match=r"recorded with redemption-rules 0\.0\.1"):
        old.replay()
