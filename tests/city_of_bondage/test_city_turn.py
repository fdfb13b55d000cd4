"""City of Bondage scenarios: a turn, exploring a building, leaving it (rules digest J.4)."""

from __future__ import annotations

from typing import Any

import pytest
from attrs import evolve
from tests.city_of_bondage.conftest import (
    BOARD,
    BUILDING,
    Cards,
    hero,
    kinds,
    position,
    step_until,
    threshold,
)

from redemption_rules.city_of_bondage.actions import EndTurn, Gain, Hold, MoveTo, Roll
from redemption_rules.city_of_bondage.engine import legal_actions, step
from redemption_rules.city_of_bondage.events import (
    BattleStarted,
    BuildingLeft,
    CardGained,
    HitsTaken,
    MovementRolled,
    TrapsDiscarded,
    TrapSprung,
)
from redemption_rules.city_of_bondage.rules import CITY, BlessingScope, EmptyDeck, TrapDisposal
from redemption_rules.city_of_bondage.state import CityState, Room, Stage

STREET = (4, 4)
"""A street cell two steps from building A's threshold (4, 2)."""


def _entering(rooms: dict[str, tuple[int, ...]], **fields: Any) -> CityState:
    """Moses two steps from building A's threshold, to move onto it."""
    return position(
        [hero("Moses", STREET), hero("Daniel", (16, 0))],
        rooms=rooms,
        stage=Stage.MOVE,
        steps=2,
        **fields,
    )


def test_a_hero_out_in_the_streets_rolls_at_once() -> None:
    start = position([hero("Moses", STREET), hero("Daniel", (16, 0))], stage=Stage.MOVE, steps=1)
    result = step(start, MoveTo((4, 5)))
    # Daniel stands in the street: holding is no choice there, so his turn starts rolled
    assert kinds(result)[-2:] == ["turn_started", "movement_rolled"]
    assert result.state.active == 1
    assert result.state.stage is Stage.MOVE


def test_a_hero_in_a_building_may_hold_or_roll() -> None:
    start = position([hero("Moses", threshold("A")), hero("Daniel", STREET)])
    assert legal_actions(start) == [Hold(), Roll()]


@pytest.mark.parametrize(("hits", "roll", "steps"), [(0, 5, 5), (4, 5, 5), (6, 5, 3), (9, 3, 0)])
def test_steps_are_the_roll_less_the_hits_beyond_four(hits: int, roll: int, steps: int) -> None:
    start = position([hero("Moses", threshold("A"), hits=hits), hero("Daniel", STREET)])
    result = step_until(
        start,
        Roll(),
        lambda result: any(
            isinstance(event, MovementRolled) and event.roll == roll for event in result.events
        ),
    )
    rolled = next(event for event in result.events if isinstance(event, MovementRolled))
    assert rolled.steps == steps
    reachable = set(BOARD.reachable(threshold("A"), steps))
    assert {
        action.cell for action in legal_actions(result.state) if isinstance(action, MoveTo)
    } == (reachable)


def test_a_hero_may_stop_short_and_a_street_stop_ends_the_turn() -> None:
    start = position([hero("Moses", STREET), hero("Daniel", (16, 0))], stage=Stage.MOVE, steps=5)
    result = step(start, MoveTo((4, 5)))
    assert kinds(result)[:2] == ["hero_moved", "turn_ended"]
    assert result.state.active == 1


def test_ending_a_move_on_a_threshold_enters_and_turns_the_cards_face_up() -> None:
    cards = Cards()
    soul = cards.one("Lost Soul")
    result = step(_entering({"A": (soul,)}), MoveTo(threshold("A")))
    assert kinds(result)[:2] == ["hero_moved", "building_explored"]
    assert result.state.rooms[BUILDING["A"]].face_up == (soul,)
    assert result.state.stage is Stage.GAIN


def test_exploring_resolves_blessing_then_trap_then_evil_force() -> None:
    cards = Cards()
    blessing, trap, force = cards.one("Blessing of Healing"), cards.one("Snare"), cards.one("Doubt")
    result = step(_entering({"A": (force, trap, blessing)}), MoveTo(threshold("A")))
    order = [event for event in result.events if isinstance(event, CardGained | TrapSprung)]
    assert order == [CardGained(0, blessing), TrapSprung(0, trap)]
    assert kinds(result).index("trap_sprung") < kinds(result).index("battle_started")
    assert blessing in result.state.players[0].blessings


def test_two_blessings_gain_every_card_and_discard_traps_unresolved() -> None:
    cards = Cards()
    blessings = cards.take("Blessing of Healing", 2)
    trap, force, soul = cards.one("Pit"), cards.one("Idolatry"), cards.one("Lost Soul")
    start = _entering({"A": (*blessings, trap, force, soul)})
    result = step(start, MoveTo(threshold("A")))
    moses = result.state.players[0]
    assert moses.blessings == blessings
    assert moses.souls == (soul,)
    assert moses.vanquished == (force,)  # the default scope: Evil Forces too, for VP
    assert moses.hits == 0
    assert TrapsDiscarded(0, (trap,)) in result.events
    assert not any(isinstance(event, TrapSprung) for event in result.events)
    assert result.state.discard[-1] == trap
    assert result.state.rooms[BUILDING["A"]].cards == ()
    assert result.state.active == 1


def test_two_blessings_leave_evil_forces_to_battle_under_that_option() -> None:
    cards = Cards()
    blessings = cards.take("Blessing of Healing", 2)
    force, soul = cards.one("Idolatry"), cards.one("Lost Soul")
    rules = evolve(CITY, blessing_scope=BlessingScope.NOT_EVIL_FORCES)
    start = _entering({"A": (*blessings, force, soul)}, ruleset=rules)
    result = step(start, MoveTo(threshold("A")))
    assert result.state.players[0].souls == (soul,)
    assert result.state.players[0].vanquished == ()
    assert any(isinstance(event, BattleStarted) for event in result.events)


def test_traps_spring_each_in_turn_and_ignorance_takes_a_lost_soul() -> None:
    cards = Cards()
    kept, snare, ignorance = cards.take("Lost Soul", 2), cards.one("Snare"), cards.one("Ignorance")
    start = position(
        [hero("Moses", STREET, souls=kept), hero("Daniel", (16, 0))],
        rooms={"A": (snare, ignorance)},
        stage=Stage.MOVE,
        steps=2,
    )
    result = step(start, MoveTo(threshold("A")))
    sprung = [event.card for event in result.events if isinstance(event, TrapSprung)]
    assert sorted(sprung) == sorted((snare, ignorance))
    moses = result.state.players[0]
    assert moses.souls == kept[:1]  # the last rescued is lost and stops scoring
    assert moses.victory_points == 1
    assert moses.hits == 1
    assert set(result.state.discard) == {snare, ignorance, kept[1]}


def test_rust_takes_the_last_enhancement() -> None:
    cards = Cards()
    shield, seed, rust = cards.one("Shield of Faith"), cards.one("Mustard Seed"), cards.one("Rust")
    start = position(
        [hero("Moses", STREET, enhancements=(shield, seed)), hero("Daniel", (16, 0))],
        rooms={"A": (rust,)},
        stage=Stage.MOVE,
        steps=2,
    )
    result = step(start, MoveTo(threshold("A")))
    assert result.state.players[0].enhancements == (shield,)


def test_a_sprung_trap_goes_under_the_deck_under_that_option() -> None:
    cards = Cards()
    snare = cards.one("Snare")
    rules = evolve(CITY, trap_disposal=TrapDisposal.DECK_BOTTOM)
    result = step(_entering({"A": (snare,)}, ruleset=rules), MoveTo(threshold("A")))
    assert result.state.deck[-1] == snare
    assert snare not in result.state.discard


def test_one_evil_force_battle_per_turn_and_a_surprise_with_two() -> None:
    cards = Cards()
    forces = (cards.one("Idolatry"), cards.one("Pride"))
    result = step(_entering({"A": forces}), MoveTo(threshold("A")))
    assert HitsTaken(0, 1, "surprise") in result.events
    assert sum(isinstance(event, BattleStarted) for event in result.events) == 1
    fought = next(event for event in result.events if isinstance(event, BattleStarted))
    assert fought.evil_force in forces


def test_no_surprise_with_one_evil_force() -> None:
    cards = Cards()
    result = step(_entering({"A": (cards.one("Idolatry"),)}), MoveTo(threshold("A")))
    assert not any(
        isinstance(event, HitsTaken) and event.cause == "surprise" for event in result.events
    )


def test_with_no_evil_force_the_hero_takes_one_card() -> None:
    cards = Cards()
    soul, shield, captive = cards.one("Lost Soul"), cards.one("Shield of Faith"), cards.one("Ruth")
    start = _entering({"A": (soul, shield, captive)})
    entered = step(start, MoveTo(threshold("A"))).state
    assert legal_actions(entered) == [Gain(soul), Gain(shield), Gain(captive), EndTurn()]
    for card, field in ((soul, "souls"), (shield, "enhancements"), (captive, "rescued")):
        after = step(entered, Gain(card))
        assert getattr(after.state.players[0], field) == (card,)
        assert after.state.active == 1  # one card per turn, then the turn ends
        assert card not in after.state.rooms[BUILDING["A"]].cards
    assert step(entered, Gain(captive)).state.players[0].victory_points == 1


def test_another_hero_may_take_cards_where_a_hero_is_inside() -> None:
    cards = Cards()
    soul = cards.one("Lost Soul")
    start = position(
        [hero("Moses", threshold("A")), hero("Daniel", STREET)],
        rooms={"A": (soul,)},
        face_up=True,
        active=1,
        stage=Stage.MOVE,
        steps=2,
    )
    entered = step(start, MoveTo(threshold("A"))).state
    after = step(entered, Gain(soul))
    assert after.state.players[1].souls == (soul,)


def test_the_last_hero_leaving_turns_cards_down_and_adds_one_if_an_evil_force_stays() -> None:
    cards = Cards()
    force, top = cards.one("Idolatry"), cards.one("Lost Soul")
    start = position(
        [hero("Moses", threshold("A")), hero("Daniel", (16, 0))],
        rooms={"A": (force,)},
        face_up=True,
        deck_top=(top,),
        stage=Stage.MOVE,
        steps=2,
    )
    result = step(start, MoveTo(STREET))
    assert BuildingLeft(0, BUILDING["A"], 1) in result.events
    room = result.state.rooms[BUILDING["A"]]
    assert room.cards == (force, top)
    assert room.face_up == ()


def test_leaving_with_a_hero_still_inside_changes_nothing() -> None:
    cards = Cards()
    force = cards.one("Idolatry")
    start = position(
        [hero("Moses", threshold("A")), hero("Daniel", threshold("A"))],
        rooms={"A": (force,)},
        face_up=True,
        stage=Stage.MOVE,
        steps=2,
    )
    result = step(start, MoveTo(STREET))
    assert not any(isinstance(event, BuildingLeft) for event in result.events)
    assert result.state.rooms[BUILDING["A"]].face_up == (force,)


def test_leaving_a_building_without_evil_forces_adds_no_card() -> None:
    cards = Cards()
    soul = cards.one("Lost Soul")
    start = position(
        [hero("Moses", threshold("A")), hero("Daniel", (16, 0))],
        rooms={"A": (soul,)},
        face_up=True,
        stage=Stage.MOVE,
        steps=2,
    )
    result = step(start, MoveTo(STREET))
    assert BuildingLeft(0, BUILDING["A"], 0) in result.events
    assert result.state.rooms[BUILDING["A"]].cards == (soul,)


@pytest.mark.parametrize("added", [0, 1])
def test_an_emptied_building_gets_a_card_as_the_ruleset_says(added: int) -> None:
    cards = Cards()
    top = cards.one("Lost Soul")
    rules = evolve(CITY, cards_on_leaving_empty=added)
    start = position(
        [hero("Moses", threshold("A")), hero("Daniel", (16, 0))],
        deck_top=(top,),
        stage=Stage.MOVE,
        steps=2,
        ruleset=rules,
    )
    result = step(start, MoveTo(STREET))
    assert result.state.rooms[BUILDING["A"]].cards == (top,)[:added]


@pytest.mark.parametrize(("rule", "added"), [(EmptyDeck.SKIP, 0), (EmptyDeck.RESHUFFLE, 1)])
def test_an_empty_draw_deck_is_skipped_or_refilled_from_the_discard_pile(
    rule: EmptyDeck, added: int
) -> None:
    cards = Cards()
    force, retreated = cards.one("Idolatry"), cards.one("Doubt")
    start = position(
        [hero("Moses", threshold("A")), hero("Daniel", (16, 0))],
        rooms={"A": (force,)},
        face_up=True,
        stage=Stage.MOVE,
        steps=2,
        ruleset=evolve(CITY, empty_deck=rule),
    )
    rest = tuple(card for card in start.deck if card != retreated)
    start = evolve(start, deck=(), discard=(retreated,), rooms=_with_room(start, "B", rest))
    result = step(start, MoveTo(STREET))
    assert BuildingLeft(0, BUILDING["A"], added) in result.events
    assert result.state.rooms[BUILDING["A"]].cards == (force, retreated)[: 1 + added]
    assert not result.state.problems()


def _with_room(state: CityState, mark: str, cards: tuple[int, ...]) -> tuple[Room, ...]:
    rooms = list(state.rooms)
    rooms[BUILDING[mark]] = Room(cards)
    return tuple(rooms)
