"""The board and the cards as data: the shipped files satisfy every count the rules name,
and a malformed file is refused with the problem named (rules digest J.1, J.2, J.7)."""

from __future__ import annotations

import copy
import json
from importlib import resources
from typing import Any

import pytest

from redemption_rules.city_of_bondage.board import (
    TAG_COUNTS,
    Tag,
    board_from_data,
    load_board,
)
from redemption_rules.city_of_bondage.cards import CardType, cards_from_data, load_cards
from redemption_rules.errors import BoardError

DATA = resources.files("redemption_rules.city_of_bondage").joinpath("data")


def _board_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(DATA.joinpath("board.json").read_text("utf-8"))
    return data


def _card_data() -> dict[str, Any]:
    data: dict[str, Any] = json.loads(DATA.joinpath("cards.json").read_text("utf-8"))
    return data


def test_shipped_board_has_every_feature_the_placement_rolls_name() -> None:
    board = load_board()
    for tag, count in TAG_COUNTS.items():
        assert len(board.tagged(tag)) == count, tag
    assert len(board.gates) == 4
    assert len(board.sections) == 4
    assert board.is_street(board.well)
    for gate in board.gates:
        assert len(gate.sections) == 2
        assert board.in_sections(gate.sections)
    for section in board.sections:
        assert board.in_sections((section,))


def test_every_building_is_entered_by_a_threshold_reachable_from_the_well() -> None:
    board = load_board()
    reachable = board.reachable(board.well, 1000)
    for index, building in enumerate(board.buildings):
        assert building.threshold in reachable
        assert board.building_at(building.threshold) == index


def test_the_nearest_well_buildings_are_nearest_the_well() -> None:
    board = load_board()
    distances = board.reachable(board.well, 1000)
    near = {board.buildings[index].threshold for index in board.tagged(Tag.NEAREST_WELL)}
    others = [one.threshold for one in board.buildings if one.threshold not in near]
    assert max(distances[cell] for cell in near) <= min(distances[cell] for cell in others)


def test_moves_are_orthogonal_steps_on_streets() -> None:
    board = load_board()
    well = board.well
    assert set(board.reachable(well, 1)) == {well, (7, 8), (9, 8), (8, 7), (8, 9)}
    assert not board.is_street((1, 1))  # inside building A's block


def test_shipped_cards_are_one_hundred_with_twelve_heroes() -> None:
    cards = load_cards()
    assert len(cards) == 100
    heroes = [card for card in cards if card.type is CardType.HERO]
    assert len(heroes) == 12
    assert sum(len(card.crosses) == 1 for card in heroes) == 3
    assert [card.id for card in cards] == list(range(100))
    for kind in CardType:
        assert any(card.type is kind for card in cards), kind


def _drop_west_gate(data: dict[str, Any]) -> None:
    data["gates"].pop()
    data["map"][8] = data["map"][8].replace("4", ".")


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda data: data["buildings"][0].update(tags=["stairs"]), "'dome', not 6"),
        (lambda data: data["buildings"][1].update(threshold=[1, 1]), "not a street cell"),
        (lambda data: data["buildings"][1].update(threshold=[4, 10]), "not beside its block"),
        (lambda data: data["buildings"][2].update(section="middle"), "unknown section 'middle'"),
        (lambda data: data["gates"].pop(), "cell (8, 0) has the unknown mark '4'"),
        (_drop_west_gate, "3 gates, not 4"),
        (lambda data: data["gates"][0].update(sections=["north-west"]), "not 2 sections"),
        (lambda data: data["map"].__setitem__(8, "4.......W.....W.2"), "2 Well cells"),
        (lambda data: data["map"].__setitem__(12, ".................X"), "row 12 has 18 cells"),
        (lambda data: data.pop("buildings"), "no 'buildings' entry"),
    ],
)
def test_a_malformed_board_is_refused_naming_the_problem(change: Any, named: str) -> None:
    data = copy.deepcopy(_board_data())
    change(data)
    with pytest.raises(BoardError) as raised:
        board_from_data(data, source="bad.json")
    assert named in str(raised.value)
    assert str(raised.value).startswith("bad.json: ")


def test_a_building_walled_off_is_refused() -> None:
    data = copy.deepcopy(_board_data())
    # wall in building P's threshold (16, 14): its neighbours (16, 13) and (16, 15)
    data["map"][16] = "........3....P.P."
    with pytest.raises(BoardError, match="'Tomb' cannot be reached from the Well"):
        board_from_data(data)


def test_a_board_file_that_is_not_json_is_refused(tmp_path: Any) -> None:
    path = tmp_path / "board.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(BoardError, match="not JSON"):
        load_board(path)


def test_a_card_file_with_a_wrong_split_is_refused() -> None:
    data = copy.deepcopy(_card_data())
    data["heroes"][9]["crosses"] = ["blue", "blue"]  # Ruth: now two crosses
    data["lost_souls"][0]["count"] = 23
    with pytest.raises(BoardError) as raised:
        cards_from_data(data)
    message = str(raised.value)
    assert "99 cards, not 100" in message
    assert "2 Heroes with one cross, not 3" in message


def test_a_trap_with_an_unknown_effect_is_refused() -> None:
    data = copy.deepcopy(_card_data())
    data["traps"][0]["effect"] = "heal"
    with pytest.raises(BoardError, match="Trap's effect"):
        cards_from_data(data)
