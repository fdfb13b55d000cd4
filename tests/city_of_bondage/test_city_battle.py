"""City of Bondage scenarios: battles against Evil Forces (rules digest J.5)."""

from __future__ import annotations

from typing import Any

import pytest
from attrs import evolve
from tests.city_of_bondage.conftest import BUILDING, Cards, hero, position, step_until, threshold

from redemption_rules.city_of_bondage.actions import (
    EndTurn,
    Gain,
    Hold,
    KeepDice,
    MoveTo,
    RerollLambs,
    UseBlessing,
)
from redemption_rules.city_of_bondage.engine import CityStep, legal_actions, step
from redemption_rules.city_of_bondage.events import (
    BattleResolved,
    BattleResult,
    BattleStarted,
    DiceRolled,
    HitsTaken,
)
from redemption_rules.city_of_bondage.rules import CITY
from redemption_rules.city_of_bondage.state import Battle, CityState, Face, Stage

B, G, R, D, L = Face.BLUE, Face.GREEN, Face.RED, Face.DRAGON, Face.LAMB


def _in_battle(
    force_name: str,
    dice: tuple[Face, ...],
    *,
    hero_name: str = "Moses",
    rerolls: int = 0,
    others: tuple[int, ...] = (),
    cards: Cards | None = None,
    **fields: Any,
) -> tuple[CityState, int]:
    """Moses (or *hero_name*) in building A, battling *force_name* with *dice* showing."""
    cards = cards or Cards()
    force = cards.one(force_name)
    ruleset = fields.pop("ruleset", CITY)
    state = position(
        [hero(hero_name, threshold("A"), **fields), hero("Daniel", (16, 0))],
        rooms={"A": (force, *others)},
        face_up=True,
        stage=Stage.REROLL,
        battle=Battle(force, BUILDING["A"], dice, rerolls=rerolls),
        battled=True,
        ruleset=ruleset,
    )
    return state, force


def _resolved(result: CityStep) -> BattleResolved:
    return next(event for event in result.events if isinstance(event, BattleResolved))


def _entering_battle(force_name: str, hero_name: str = "Moses", **fields: Any) -> CityState:
    cards = Cards()
    return position(
        [hero(hero_name, (4, 4), **fields), hero("Daniel", (16, 0))],
        rooms={"A": (cards.one(force_name),)},
        stage=Stage.MOVE,
        steps=2,
    )


def _dice_of(result: CityStep) -> int:
    return next(event.dice for event in result.events if isinstance(event, BattleStarted))


@pytest.mark.parametrize(
    ("hero_name", "hits", "rescued", "dice"),
    [
        ("Moses", 0, 0, 4),  # two crosses: 4 dice
        ("Ruth", 0, 0, 5),  # one cross: 5 dice
        ("Moses", 0, 1, 5),  # a rescued Hero adds a die
        ("Moses", 6, 0, 2),  # hits beyond 4 take dice away
        ("Moses", 6, 2, 4),  # rescued Heroes offset hits one for one
        ("Ruth", 0, 3, 6),  # at most 6 dice
        ("Moses", 9, 0, 0),  # never below 0
    ],
)
def test_battle_dice_count(hero_name: str, hits: int, rescued: int, dice: int) -> None:
    cards = Cards()
    captives = cards.take("Elijah", 1) + cards.take("Deborah", 1) + cards.take("Joshua", 1)
    start = _entering_battle("Idolatry", hero_name, hits=hits, rescued=captives[:rescued])
    assert _dice_of(step(start, MoveTo(threshold("A")))) == dice


@pytest.mark.parametrize(("floor", "dice"), [(0, 0), (1, 1)])
def test_the_floor_of_battle_dice_is_an_option(floor: int, dice: int) -> None:
    cards = Cards()
    start = position(
        [hero("Moses", (4, 4), hits=9), hero("Daniel", (16, 0))],
        rooms={"A": (cards.one("Idolatry"),)},
        stage=Stage.MOVE,
        steps=2,
        ruleset=evolve(CITY, min_dice=floor),
    )
    assert _dice_of(step(start, MoveTo(threshold("A")))) == dice


def test_strength_is_crosses_and_enhancements_of_the_evil_forces_colour() -> None:
    cards = Cards()
    shield, lamp = cards.one("Shield of Faith"), cards.one("Lamp of Wisdom")
    # Abraham: one blue and one green cross; against a blue Evil Force, blue counts only
    state, _ = _in_battle(
        "Idolatry",
        (B, G, R, L),
        hero_name="Abraham",
        enhancements=(shield, lamp),
        cards=cards,
    )
    resolved = _resolved(step(state, KeepDice()))
    assert (resolved.total, resolved.power) == (3, 4)  # 1 cross + 1 Enhancement + 1 blue die
    assert resolved.result is BattleResult.STANDS


def test_equal_strength_retreats_the_evil_force_for_no_vp() -> None:
    cards = Cards()
    soul = cards.one("Lost Soul")
    state, force = _in_battle("Idolatry", (B, B, G, L), others=(soul,), cards=cards)
    result = step(state, KeepDice())
    assert _resolved(result).result is BattleResult.RETREAT
    assert result.state.discard[-1] == force
    assert result.state.players[0].victory_points == 0
    assert legal_actions(result.state) == [Gain(soul), EndTurn()]


def test_greater_strength_vanquishes_for_one_vp_and_a_card() -> None:
    cards = Cards()
    soul = cards.one("Lost Soul")
    state, force = _in_battle("Fear", (B, G, G, R), others=(soul,), cards=cards)
    result = step(state, KeepDice())
    assert _resolved(result).result is BattleResult.VANQUISH
    assert result.state.players[0].vanquished == (force,)
    after = step(result.state, Gain(soul))
    assert after.state.players[0].victory_points == 2
    assert after.state.active == 1  # after the battle's card the turn ends


def test_less_strength_leaves_the_evil_force_and_ends_the_turn() -> None:
    state, force = _in_battle("Idolatry", (G, G, R, R))
    result = step(state, KeepDice())
    assert _resolved(result).result is BattleResult.STANDS
    assert force in result.state.rooms[BUILDING["A"]].cards
    assert result.state.active == 1


def test_holding_next_turn_fights_the_evil_force_again_without_surprise() -> None:
    cards = Cards()
    forces = (cards.one("Idolatry"), cards.one("Pride"))
    start = position(
        [hero("Moses", threshold("A")), hero("Daniel", (16, 0))],
        rooms={"A": forces},
        face_up=True,
    )
    result = step(start, Hold())
    assert sum(isinstance(event, BattleStarted) for event in result.events) == 1
    assert not any(
        isinstance(event, HitsTaken) and event.cause == "surprise" for event in result.events
    )


def test_lambs_may_be_rerolled_once_by_default() -> None:
    state, _ = _in_battle("Idolatry", (L, L, L, G))
    assert legal_actions(state) == [RerollLambs(1), RerollLambs(2), RerollLambs(3), KeepDice()]
    result = step(state, RerollLambs(2))
    # the one re-roll is made and there is nothing more to choose: the battle is decided
    assert any(isinstance(event, BattleResolved) for event in result.events)


def test_lambs_may_be_rerolled_again_when_the_ruleset_allows() -> None:
    state, _ = _in_battle("Idolatry", (L, L, L, G), ruleset=evolve(CITY, lamb_rerolls=None))
    result = step_until(
        state,
        RerollLambs(2),
        lambda result: result.state.battle is not None and L in result.state.battle.dice[:2],
    )
    assert RerollLambs(1) in legal_actions(result.state)


@pytest.mark.parametrize(("limit", "offered"), [(None, True), (0, False), (2, True)])
def test_the_number_of_rerolls_is_an_option(limit: int | None, offered: bool) -> None:
    rules = evolve(CITY, lamb_rerolls=limit)
    state, _ = _in_battle("Idolatry", (L, G, G, G), rerolls=1, ruleset=rules)
    assert (RerollLambs(1) in legal_actions(state)) is offered


def test_dragons_on_a_reroll_add_hits_too() -> None:
    state, _ = _in_battle("Idolatry", (L, L, G, G))
    result = step_until(
        state,
        RerollLambs(2),
        lambda result: any(
            isinstance(event, DiceRolled) and event.faces.count(D) == 2 for event in result.events
        ),
    )
    assert HitsTaken(0, 2, "dragon") in result.events
    assert result.state.players[0].hits == 2


def test_dragons_on_the_first_roll_add_hits_at_once() -> None:
    start = _entering_battle("Idolatry")
    result = step_until(
        start,
        MoveTo(threshold("A")),
        lambda result: any(
            isinstance(event, DiceRolled) and event.faces.count(D) == 1 for event in result.events
        ),
    )
    assert HitsTaken(0, 1, "dragon") in result.events


def test_four_lambs_in_one_roll_is_a_battle_blessing() -> None:
    start = _entering_battle("Idolatry", "Ruth")  # 5 dice, strength 1 against 4
    result = step_until(
        start,
        MoveTo(threshold("A")),
        lambda result: any(
            isinstance(event, DiceRolled) and event.faces.count(L) >= 4 for event in result.events
        ),
    )
    assert _resolved(result).result is BattleResult.BATTLE_BLESSING
    assert len(result.state.players[0].vanquished) == 1


def test_a_blessing_of_strength_adds_to_the_battle_after_seeing_the_roll() -> None:
    cards = Cards()
    strength = cards.one("Blessing of Strength")
    state, _ = _in_battle("Idolatry", (B, G, G, R), blessings=(strength,), cards=cards)
    assert UseBlessing(strength) in legal_actions(state)
    used = step(state, UseBlessing(strength))
    # nothing is left to choose after it, so the battle is decided at once
    resolved = _resolved(used)
    assert (resolved.total, resolved.result) == (4, BattleResult.RETREAT)
    assert strength in used.state.discard


def test_a_blessing_of_strength_leaves_the_reroll_open() -> None:
    cards = Cards()
    strength = cards.one("Blessing of Strength")
    state, _ = _in_battle("Idolatry", (B, G, L, R), blessings=(strength,), cards=cards)
    used = step(state, UseBlessing(strength))
    assert used.state.battle is not None
    assert used.state.battle.bonus == 1
    assert legal_actions(used.state) == [RerollLambs(1), KeepDice()]
