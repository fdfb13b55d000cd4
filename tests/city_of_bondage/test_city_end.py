"""City of Bondage scenarios: recovery, victory, overwhelm (digest J.6), Blessings of Healing,
and actions that are not legal."""

from __future__ import annotations

import copy

import pytest
from attrs import evolve
from tests.city_of_bondage.conftest import BOARD, Cards, hero, position, step_until, threshold

from redemption_rules.city_of_bondage.actions import (
    Gain,
    Hold,
    KeepDice,
    MoveTo,
    PickHero,
    Roll,
    UseBlessing,
)
from redemption_rules.city_of_bondage.engine import legal_actions, new_game, step
from redemption_rules.city_of_bondage.events import GameEnded, HitsRemoved, MovementRolled
from redemption_rules.city_of_bondage.rules import CITY, WinTiming
from redemption_rules.city_of_bondage.state import CityPlayer, EndReason, Stage
from redemption_rules.errors import IllegalAction

WELL = BOARD.well
NEAR_WELL = (8, 10)
"""A street cell two steps east of the Well."""


def _scorer(cards: Cards, points: int, at: tuple[int, int]) -> CityPlayer:
    return hero("Moses", at, souls=cards.take("Lost Soul", points))


def test_recovery_at_the_well_removes_the_roll_in_hit_chips() -> None:
    start = position([hero("Moses", WELL, hits=7), hero("Daniel", (16, 0))])
    assert Hold() in legal_actions(start)
    result = step_until(
        start, Hold(), lambda result: HitsRemoved(0, 3, "recovery") in result.events
    )
    assert result.state.players[0].hits == 4
    assert result.state.active == 1  # recovering takes the turn


def test_recovery_never_goes_below_zero() -> None:
    start = position([hero("Moses", WELL, hits=1), hero("Daniel", (16, 0))])
    result = step(start, Hold())
    assert result.state.players[0].hits == 0


def test_moving_onto_the_well_with_six_vp_wins() -> None:
    cards = Cards()
    start = position(
        [_scorer(cards, 6, NEAR_WELL), hero("Daniel", (16, 0))], stage=Stage.MOVE, steps=3
    )
    result = step(start, MoveTo(WELL))
    assert result.events[-1] == GameEnded(0, EndReason.VICTORY)
    assert result.state.is_over
    assert result.state.winner == 0
    assert result.state.to_act is None
    assert legal_actions(result.state) == []


def test_moving_onto_the_well_with_five_vp_does_not_win() -> None:
    cards = Cards()
    start = position(
        [_scorer(cards, 5, NEAR_WELL), hero("Daniel", (16, 0))], stage=Stage.MOVE, steps=3
    )
    result = step(start, MoveTo(WELL))
    assert not result.state.is_over
    assert result.state.active == 1


def test_six_vp_elsewhere_does_not_win() -> None:
    cards = Cards()
    start = position(
        [_scorer(cards, 6, NEAR_WELL), hero("Daniel", (16, 0))], stage=Stage.MOVE, steps=3
    )
    assert not step(start, MoveTo((8, 11))).state.is_over


@pytest.mark.parametrize(
    ("timing", "wins"), [(WinTiming.ON_ARRIVAL, False), (WinTiming.AT_WELL, True)]
)
def test_holding_at_the_well_with_six_vp_wins_only_under_that_option(
    timing: WinTiming, wins: bool
) -> None:
    cards = Cards()
    rules = evolve(CITY, win_timing=timing)
    start = position([_scorer(cards, 6, WELL), hero("Daniel", (16, 0))], ruleset=rules)
    result = step(start, Hold())
    assert result.state.is_over is wins


@pytest.mark.parametrize(("players", "threshold_hits"), [(1, 6), (2, 10), (3, 14), (4, 18)])
def test_everyone_is_overwhelmed_when_the_hits_reach_the_threshold(
    players: int, threshold_hits: int
) -> None:
    cards = Cards()
    snare = cards.one("Snare")
    others = [hero("Daniel", (16, 0), hits=0) for _ in range(players - 1)]
    below = threshold_hits - 2
    for index in range(below):  # spread the hits over the other heroes first, then Moses
        if others:
            others[index % len(others)] = evolve(
                others[index % len(others)], hits=others[index % len(others)].hits + 1
            )
    moses_hits = 0 if others else below
    for hits in (moses_hits, moses_hits + 1):
        start = position(
            [hero("Moses", (4, 4), hits=hits), *others],
            rooms={"A": (snare,)},
            stage=Stage.MOVE,
            steps=2,
        )
        result = step(start, MoveTo(threshold("A")))
        reached = start.total_hits + 1 >= threshold_hits
        assert result.state.is_over is reached
        if reached:
            assert result.events[-1] == GameEnded(None, EndReason.OVERWHELMED)
            assert result.state.winner is None


def test_a_blessing_of_healing_is_used_in_the_players_own_turn() -> None:
    cards = Cards()
    healing = cards.one("Blessing of Healing")
    start = position(
        [hero("Moses", threshold("A"), hits=3, blessings=(healing,)), hero("Daniel", (16, 0))]
    )
    assert legal_actions(start) == [Hold(), Roll(), UseBlessing(healing)]
    result = step(start, UseBlessing(healing))
    assert result.state.players[0].hits == 1
    assert result.state.players[0].blessings == ()
    assert result.state.stage is Stage.START  # the turn goes on
    assert healing in result.state.discard


def test_a_blessing_of_healing_waits_while_there_are_no_hits() -> None:
    cards = Cards()
    healing = cards.one("Blessing of Healing")
    start = position([hero("Moses", threshold("A"), blessings=(healing,)), hero("Daniel", (16, 0))])
    assert UseBlessing(healing) not in legal_actions(start)


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        (KeepDice(), "not an answer to the decision now: start"),
        (Gain(50), "not one of the choices now"),
        (UseBlessing(33), "holds no Blessing numbered 33"),
        (PickHero(0), "not one of the choices now"),
    ],
)
def test_an_illegal_action_is_refused_and_changes_nothing(
    action: KeepDice | Gain | UseBlessing | PickHero, reason: str
) -> None:
    start = position([hero("Moses", threshold("A")), hero("Daniel", (16, 0))])
    kept = copy.deepcopy(start)
    with pytest.raises(IllegalAction) as raised:
        step(start, action)
    assert raised.value.action == action
    assert reason in raised.value.reason
    assert repr(action) in str(raised.value)
    assert start == kept


def test_a_move_beyond_the_roll_is_refused() -> None:
    start = position([hero("Moses", (4, 4)), hero("Daniel", (16, 0))], stage=Stage.MOVE, steps=2)
    with pytest.raises(IllegalAction, match=r"\(4, 7\) is not a street cell within 2 steps"):
        step(start, MoveTo((4, 7)))
    with pytest.raises(IllegalAction, match="within 2 steps"):
        step(start, MoveTo((1, 1)))  # a building's block


def test_hold_in_the_street_is_refused() -> None:
    start = position([hero("Moses", threshold("A")), hero("Daniel", (16, 0))])
    start = evolve(start, players=(hero("Moses", (4, 4)), start.players[1]))
    with pytest.raises(IllegalAction, match="only inside a building or at the Well"):
        step(start, Hold())


def test_no_action_once_the_game_is_over() -> None:
    cards = Cards()
    start = position(
        [_scorer(cards, 6, NEAR_WELL), hero("Daniel", (16, 0))], stage=Stage.MOVE, steps=3
    )
    over = step(start, MoveTo(WELL)).state
    with pytest.raises(IllegalAction, match="the game is over"):
        step(over, Roll())


def test_the_same_seed_and_actions_give_the_same_game() -> None:
    def play(seed: int) -> list[object]:
        state = new_game(3, seed=seed)
        seen: list[object] = []
        for _ in range(150):
            if state.is_over:
                break
            result = step(state, legal_actions(state)[-1])
            seen += result.events
            state = result.state
        return seen

    assert play(9) == play(9)
    assert any(isinstance(event, MovementRolled) for event in play(9))
