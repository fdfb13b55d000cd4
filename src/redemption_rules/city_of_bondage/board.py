"""The City of Bondage board as data: streets, buildings, gates, the Well, sections, tags.

The rulebook describes the ruined city only in words (streets of steps, buildings entered by
their darker thresholds, circled gates, the Well of Living Water at the centre, four sections,
and the features the placement rolls name). The board shipped in ``data/board.json`` is the
library's own layout, built to supply every count the rules need; :func:`load_board` reads it,
or any other board file of the same form, and refuses one that cannot be played.

>>> board = load_board()
>>> len(board.buildings), len(board.gates), board.well
(16, 4, (8, 8))
>>> [board.buildings[index].name for index in board.tagged(Tag.NEAREST_WELL)]
['Temple Court', "Scribes' House", 'Bathhouse', 'Council Hall']
"""

from __future__ import annotations

import enum
import json
from collections import deque
from importlib import resources
from pathlib import Path
from typing import Any, Final

from attrs import field, frozen

from redemption_rules.errors import BoardError

Cell = tuple[int, int]
"""A cell of the board: (row, column), counted from the top left corner."""


class Tag(enum.Enum):
    """A feature of a building that a placement roll names (several may apply to one)."""

    NEAREST_WELL = "nearest_well"
    DOME = "dome"
    TILE_ROOF = "tile_roof"
    NEAREST_GATE = "nearest_gate"
    STAIRS = "stairs"
    AWNINGS = "awnings"


TAG_COUNTS: Final = {
    Tag.NEAREST_WELL: 4,
    Tag.DOME: 6,
    Tag.TILE_ROOF: 9,
    Tag.NEAREST_GATE: 4,
    Tag.STAIRS: 6,
    Tag.AWNINGS: 3,
}
"""How many buildings carry each tag: the placement rolls 2 to 7 name these numbers."""
GATES: Final = 4
"""Placement roll 5 names the buildings nearest the 4 gates, one per player at most."""
SECTIONS: Final = 4
"""The board's four sections; placement roll 8 names one building in each."""
STREET: Final = "."
WELL: Final = "W"
GATE_MARKS: Final = "123456789"
BOARD_FILE: Final = "board.json"


def _cell(item: Any) -> Cell:  # noqa: ANN401 - a list from JSON or a tuple
    row, column = item
    return int(row), int(column)


@frozen
class Building:
    """A building of the city, entered only by its threshold."""

    mark: str
    """The letter of its block on the map."""
    name: str
    section: str
    threshold: Cell = field(converter=_cell)
    """The street cell of its darker threshold: a hero ending a move there is inside."""
    tags: tuple[Tag, ...] = ()


@frozen
class Gate:
    """An entrance gate: where a hero starts, and the two sections either side of it."""

    mark: str
    name: str
    cell: Cell = field(converter=_cell)
    sections: tuple[str, ...]
    """The two sections either side of the gate (placement roll 1)."""


@frozen(slots=False)  # the street graph is worked out once and kept beside the fields
class Board:
    """The whole board: the map of streets and blocks, the gates, sections and buildings."""

    rows: tuple[str, ...]
    """The map, one string per row: see the module's data file for the marks."""
    sections: tuple[str, ...]
    gates: tuple[Gate, ...]
    buildings: tuple[Building, ...]

    @property
    def well(self) -> Cell:
        """The cell of the Well of Living Water."""
        return self._graph()[2]

    def is_street(self, cell: Cell) -> bool:
        """Whether a hero may stand on *cell* (a street, threshold, gate or the Well)."""
        return cell in self._graph()[0]

    def neighbours(self, cell: Cell) -> tuple[Cell, ...]:
        """The street cells one orthogonal step from *cell*."""
        return self._graph()[0].get(cell, ())

    def reachable(self, start: Cell, steps: int) -> dict[Cell, int]:
        """Every street cell at most *steps* orthogonal steps from *start*, with its distance."""
        seen = {start: 0}
        queue = deque([start])
        graph = self._graph()[0]
        while queue:
            cell = queue.popleft()
            distance = seen[cell]
            if distance == steps:
                continue
            for other in graph.get(cell, ()):
                if other not in seen:
                    seen[other] = distance + 1
                    queue.append(other)
        return seen

    def building_at(self, cell: Cell) -> int | None:
        """The index of the building whose threshold is *cell*, or None."""
        return self._graph()[1].get(cell)

    def tagged(self, tag: Tag) -> tuple[int, ...]:
        """The indexes of the buildings carrying *tag*, in board order."""
        return tuple(index for index, one in enumerate(self.buildings) if tag in one.tags)

    def in_sections(self, sections: tuple[str, ...]) -> tuple[int, ...]:
        """The indexes of the buildings in any of *sections*, in board order."""
        return tuple(index for index, one in enumerate(self.buildings) if one.section in sections)

    def _graph(self) -> tuple[dict[Cell, tuple[Cell, ...]], dict[Cell, int], Cell]:
        cached: tuple[dict[Cell, tuple[Cell, ...]], dict[Cell, int], Cell] | None
        cached = self.__dict__.get("_cached_graph")
        if cached is None:
            walkable = {
                (row, column)
                for row, text in enumerate(self.rows)
                for column, mark in enumerate(text)
                if mark in (STREET, WELL) or mark in GATE_MARKS
            }
            graph = {
                (row, column): tuple(
                    other
                    for other in (
                        (row - 1, column),
                        (row, column + 1),
                        (row + 1, column),
                        (row, column - 1),
                    )
                    if other in walkable
                )
                for row, column in sorted(walkable)
            }
            thresholds = {one.threshold: index for index, one in enumerate(self.buildings)}
            wells = _marked(self.rows, WELL)
            cached = (graph, thresholds, wells[0] if wells else (-1, -1))
            object.__setattr__(self, "_cached_graph", cached)
        return cached


def load_board(path: str | Path | None = None) -> Board:
    """Read a board file (JSON); the board shipped with the package when *path* is None.

    Raises:
        BoardError: the file is not a board, or the board cannot be played; the message
            names every problem found.
    """
    data, source = read_data(path, BOARD_FILE)
    return board_from_data(data, source=source)


def read_data(path: str | Path | None, shipped: str) -> tuple[object, str]:
    """The JSON data of the file at *path*, or of the package's file *shipped*, and its name.

    Raises:
        BoardError: the file is not JSON.
    """
    if path is None:
        text = resources.files(__package__).joinpath("data", shipped).read_text("utf-8")
        source = shipped
    else:
        text = Path(path).read_text(encoding="utf-8")
        source = str(path)
    try:
        return json.loads(text), source
    except json.JSONDecodeError as exc:
        raise BoardError([f"not JSON: {exc}"], source=source) from exc


def board_from_data(data: object, *, source: str | None = None) -> Board:
    """Build a board from the plain data of a board file, and check it.

    Raises:
        BoardError: the data does not describe a playable board.
    """
    if not isinstance(data, dict):
        raise BoardError(["a board file holds one JSON object"], source=source)
    missing = [key for key in ("map", "sections", "gates", "buildings") if key not in data]
    if missing:
        raise BoardError([f"no {key!r} entry" for key in missing], source=source)
    try:
        rows = tuple(str(row) for row in data["map"])
        gates = tuple(
            Gate(
                str(one["mark"]),
                str(one["name"]),
                _mark_cell(rows, str(one["mark"])),
                tuple(str(section) for section in one["sections"]),
            )
            for one in data["gates"]
        )
        buildings = tuple(
            Building(
                str(one["mark"]),
                str(one["name"]),
                str(one["section"]),
                one["threshold"],
                tuple(Tag(tag) for tag in one.get("tags", ())),
            )
            for one in data["buildings"]
        )
        board = Board(rows, tuple(str(one) for one in data["sections"]), gates, buildings)
    except (KeyError, TypeError, ValueError) as exc:
        raise BoardError([f"an entry cannot be read: {exc!r}"], source=source) from exc
    problems = board_problems(board)
    if problems:
        raise BoardError(problems, source=source)
    return board


def board_problems(board: Board) -> list[str]:
    """Why *board* cannot be played, one sentence per problem; empty when it can.

    Checks the map's shape and marks, the Well, the 4 gates and the 4 sections with the two
    sections either side of each gate, every building's block, section and threshold (a
    street cell beside its block, unlike any other's), the count of every tag, that every
    building and gate can be reached from the Well, and that the nearest-Well and
    nearest-gate tags sit on the nearest buildings.
    """
    problems = _map_problems(board)
    if problems:
        return problems
    problems += _section_problems(board)
    problems += _building_problems(board)
    if problems:
        return problems
    return _distance_problems(board)


def _map_problems(board: Board) -> list[str]:
    problems: list[str] = []
    if not board.rows:
        return ["the map has no rows"]
    width = len(board.rows[0])
    for number, row in enumerate(board.rows):
        if len(row) != width:
            problems.append(f"map row {number} has {len(row)} cells, not {width}")
    known = {one.mark for one in board.buildings} | {one.mark for one in board.gates}
    for number, row in enumerate(board.rows):
        for column, mark in enumerate(row):
            if mark not in known and mark not in (STREET, WELL):
                problems.append(f"map cell {(number, column)} has the unknown mark {mark!r}")
    wells = _marked(board.rows, WELL)
    if len(wells) != 1:
        problems.append(f"the map has {len(wells)} Well cells ({WELL!r}), not 1")
    return problems


def _section_problems(board: Board) -> list[str]:
    problems: list[str] = []
    if len(set(board.sections)) != SECTIONS or len(board.sections) != SECTIONS:
        problems.append(f"the board has sections {list(board.sections)}, not {SECTIONS} distinct")
    if len(board.gates) != GATES:
        problems.append(f"the board has {len(board.gates)} gates, not {GATES}")
    for gate in board.gates:
        if gate.mark not in GATE_MARKS:
            problems.append(f"gate {gate.name!r}: its mark {gate.mark!r} is not a digit")
        if len(gate.sections) != 2 or len(set(gate.sections)) != 2:
            problems.append(f"gate {gate.name!r} names {list(gate.sections)}, not 2 sections")
        problems += [
            f"gate {gate.name!r} names the unknown section {section!r}"
            for section in gate.sections
            if section not in board.sections
        ]
    problems += [
        f"section {section!r} has no building (placement roll 8 needs one)"
        for section in board.sections
        if not board.in_sections((section,))
    ]
    return problems


def _building_problems(board: Board) -> list[str]:
    problems: list[str] = []
    marks = [one.mark for one in board.buildings]
    problems += [
        f"two buildings share the mark {mark!r}"
        for mark in sorted({mark for mark in marks if marks.count(mark) > 1})
    ]
    thresholds: dict[Cell, str] = {}
    for building in board.buildings:
        name = f"building {building.name!r}"
        blocks = _marked(board.rows, building.mark)
        if not blocks or building.mark in (STREET, WELL) or building.mark in GATE_MARKS:
            problems.append(f"{name}: its mark {building.mark!r} marks no block on the map")
        if building.section not in board.sections:
            problems.append(f"{name} is in the unknown section {building.section!r}")
        cell = building.threshold
        row, column = cell
        beside = {(row - 1, column), (row + 1, column), (row, column - 1), (row, column + 1)}
        if _mark_at(board.rows, cell) != STREET:
            problems.append(f"{name}: its threshold {cell} is not a street cell")
        elif not beside & set(blocks):
            problems.append(f"{name}: its threshold {cell} is not beside its block")
        if cell in thresholds:
            problems.append(f"{name} and building {thresholds[cell]!r} share the threshold {cell}")
        thresholds[cell] = building.name
    problems += [
        f"{len(board.tagged(tag))} buildings carry the tag {tag.value!r}, not {count}"
        for tag, count in TAG_COUNTS.items()
        if len(board.tagged(tag)) != count
    ]
    return problems


def _distance_problems(board: Board) -> list[str]:
    from_well = board.reachable(board.well, len(board.rows) * len(board.rows[0]))
    problems = [
        f"building {building.name!r} cannot be reached from the Well"
        for building in board.buildings
        if building.threshold not in from_well
    ]
    problems += [
        f"gate {gate.name!r} cannot be reached from the Well"
        for gate in board.gates
        if gate.cell not in from_well
    ]
    if problems:
        return problems
    near = board.tagged(Tag.NEAREST_WELL)
    farthest = max(from_well[board.buildings[index].threshold] for index in near)
    for index, building in enumerate(board.buildings):
        if index not in near and from_well[building.threshold] < farthest:
            problems.append(
                f"building {building.name!r} is nearer the Well than a building tagged "
                f"{Tag.NEAREST_WELL.value!r} but is not tagged so"
            )
    near_gate = set(board.tagged(Tag.NEAREST_GATE))
    for gate in board.gates:
        distances = board.reachable(gate.cell, len(from_well))
        by_distance = {index: distances[one.threshold] for index, one in enumerate(board.buildings)}
        nearest = min(by_distance.values())
        if not any(by_distance[index] == nearest for index in near_gate):
            problems.append(
                f"no building tagged {Tag.NEAREST_GATE.value!r} is nearest gate {gate.name!r}"
            )
    return problems


def _marked(rows: tuple[str, ...], mark: str) -> list[Cell]:
    return [
        (number, column)
        for number, row in enumerate(rows)
        for column, found in enumerate(row)
        if found == mark
    ]


def _mark_at(rows: tuple[str, ...], cell: Cell) -> str | None:
    row, column = cell
    if 0 <= row < len(rows) and 0 <= column < len(rows[row]):
        return rows[row][column]
    return None


def _mark_cell(rows: tuple[str, ...], mark: str) -> Cell:
    cells = _marked(rows, mark)
    if len(cells) != 1:
        raise ValueError(f"the gate mark {mark!r} is on {len(cells)} cells of the map, not 1")
    return cells[0]
