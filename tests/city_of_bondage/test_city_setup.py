"""City of Bondage scenarios: the opening roll, picks and the placement rolls (digest J.3)."""

from __future__ import annotations

from collections import Counter

import pytest
from attrs import evolve
from tests.city_of_bondage.conftest import BOARD, CARDS, step_until

from redemption_rules.city_of_bondage.actions import PickGate, PickHero, PlaceFaceUp
from redemption_rules.city_of_bondage.board import Tag
from redemption_rules.city_of_bondage.cards import CardType
from redemption_rules.city_of_bondage.engine import (
    CityStep,
    apply,
    legal_actions,
    new_game,
    start_game,
)
from redemption_rules.city_of_bondage.events import (
    CardsPlaced,
    FirstPlayerFound,
    OpeningRolled,
    PlacementRolled,
)
from redemption_rules.city_of_bondage.rules import CITY, OpeningTies
from redemption_rules.city_of_bondage.state import CityState, Stage
from redemption_rules.errors import SetupError


def _tied_seed() -> int:
    """A seed whose first opening roll ties at the top."""
    for seed in range(500):
        rolled = start_game(4, seed=seed).events[0]
        assert isinstance(rolled, OpeningRolled)
        if rolled.rolls.count(max(rolled.rolls)) > 1:
            return seed
    raise AssertionError("no tie")


def test_the_highest_opening_roll_goes_first() -> None:
    for seed in range(10):
        events = start_game(3, seed=seed).events
        last = [event for event in events if isinstance(event, OpeningRolled)][-1]
        found = events[-1]
        assert isinstance(found, FirstPlayerFound)
        assert found.player == last.players[last.rolls.index(max(last.rolls))]
        state = new_game(3, seed=seed)
        assert (state.active, state.first, state.stage) == (
            found.player,
            found.player,
            Stage.PICK_HERO,
        )


def test_tied_players_roll_again() -> None:
    seed = _tied_seed()
    events = start_game(4, seed=seed).events
    first, second = events[0], events[1]
    assert isinstance(first, OpeningRolled)
    assert isinstance(second, OpeningRolled)
    top = max(first.rolls)
    assert second.players == tuple(
        seat for seat, roll in zip(first.players, first.rolls, strict=True) if roll == top
    )


def test_a_tie_goes_to_the_earliest_seat_under_that_option() -> None:
    seed = _tied_seed()
    rules = evolve(CITY, opening_ties=OpeningTies.EARLIEST_SEAT)
    events = start_game(4, seed=seed, ruleset=rules).events
    rolled = events[0]
    assert isinstance(rolled, OpeningRolled)
    assert sum(isinstance(event, OpeningRolled) for event in events) == 1
    assert events[1] == FirstPlayerFound(rolled.rolls.index(max(rolled.rolls)))


def test_more_players_than_gates_cannot_play() -> None:
    with pytest.raises(SetupError, match="1 to 4 players, not 5"):
        new_game(5, seed=1)


def _picked(players: int, seed: int) -> tuple[CityState, list[int]]:
    """Every player picks the first hero and gate offered; the order they picked in."""
    state = new_game(players, seed=seed)
    order = []
    while state.stage is Stage.PICK_HERO:
        order.append(state.active)
        state = apply(state, legal_actions(state)[0])
        assert state.stage is Stage.PICK_GATE
        state = apply(state, legal_actions(state)[0])
    return state, order


def test_heroes_and_gates_are_picked_clockwise_from_the_first_player() -> None:
    state = new_game(3, seed=4)
    first = state.first
    after, order = _picked(3, 4)
    assert order == [first, (first + 1) % 3, (first + 2) % 3]
    gates = [player.gate for player in after.players]
    assert sorted(gates) == [0, 1, 2]  # a taken gate is not offered again
    for player in after.players:
        assert player.gate is not None
        assert player.position == BOARD.gates[player.gate].cell


def test_a_picked_hero_is_offered_no_more_and_the_rest_join_the_deck() -> None:
    state = new_game(2, seed=2)
    state = apply(state, PickHero(3))
    assert PickGate(0) in legal_actions(state)
    state = apply(state, PickGate(0))
    assert PickHero(3) not in legal_actions(state)
    assert PickGate(0) not in legal_actions(state)
    after, _ = _picked(2, 2)
    heroes = {card.id for card in CARDS if card.type is CardType.HERO}
    picked = {player.hero for player in after.players}
    in_play = set(after.deck) | {card for room in after.rooms for card in room.cards}
    assert heroes - picked <= in_play
    assert after.pool == ()


def _last_pick(seed: int = 1) -> CityState:
    """A one-player game at its gate pick: the next step makes the placement roll."""
    state = new_game(1, seed=seed)
    return apply(state, PickHero(0))


def _rolling(roll: int) -> CityStep:
    return step_until(
        _last_pick(),
        PickGate(0),
        lambda result: PlacementRolled(0, roll) in result.events,
        tries=500,
    )


def _placed(result: CityStep) -> Counter[int]:
    """Cards placed per building, the placement roll's cards only (before the extra card)."""
    placed: Counter[int] = Counter()
    for event in result.events:
        if isinstance(event, CardsPlaced):
            placed[event.building] += event.count
    return placed - Counter(dict.fromkeys(range(len(BOARD.buildings)), 1))


@pytest.mark.parametrize(
    ("roll", "tag", "count"),
    [
        (2, Tag.NEAREST_WELL, 2),
        (3, Tag.DOME, 2),
        (4, Tag.TILE_ROOF, 1),
        (5, Tag.NEAREST_GATE, 2),
        (6, Tag.STAIRS, 1),
        (7, Tag.AWNINGS, 3),
    ],
)
def test_placement_rolls_by_building_feature(roll: int, tag: Tag, count: int) -> None:
    result = _rolling(roll)
    assert _placed(result) == Counter(dict.fromkeys(BOARD.tagged(tag), count))
    # then one more face-down card on every building, and the first turn
    assert all(room.cards for room in result.state.rooms)
    assert all(room.face_up == () for room in result.state.rooms)
    assert result.state.stage in {Stage.START, Stage.MOVE}


def test_placement_roll_one_fills_the_sections_either_side_of_the_rollers_gate() -> None:
    result = _rolling(1)
    north = BOARD.gates[0].sections
    assert north == ("north-west", "north-east")
    assert _placed(result) == Counter(dict.fromkeys(BOARD.in_sections(north), 1))


def test_placement_roll_eight_lays_four_face_up_cards_one_per_section() -> None:
    result = _rolling(8)
    state = result.state
    chosen = []
    for section in BOARD.sections:
        assert state.stage is Stage.PLACE_FACE_UP
        assert legal_actions(state) == [
            PlaceFaceUp(index) for index in BOARD.in_sections((section,))
        ]
        choice = BOARD.in_sections((section,))[-1]
        chosen.append(choice)
        state = apply(state, PlaceFaceUp(choice))
    assert state.stage in {Stage.START, Stage.MOVE}
    for building, room in enumerate(state.rooms):
        assert len(room.face_up) == (1 if building in chosen else 0)
        assert len(room.cards) == (2 if building in chosen else 1)


def test_each_player_makes_one_placement_roll_never_repeating_a_number() -> None:
    for seed in range(20):
        state, _ = _picked(4, seed)
        while state.stage is Stage.PLACE_FACE_UP:
            state = apply(state, legal_actions(state)[0])
        assert len(state.placement_rolls) == 4
        assert len(set(state.placement_rolls)) == 4
        assert not state.problems()
