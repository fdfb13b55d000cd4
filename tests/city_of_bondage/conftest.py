"""Positions for City of Bondage scenarios, built from a few named cards.

Buildings are named by their map letter (``"A"`` to ``"P"``); every card not placed
somewhere goes into the draw deck, so every position holds all 100 cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from attrs import evolve

from redemption_rules.city_of_bondage.board import load_board
from redemption_rules.city_of_bondage.cards import load_cards
from redemption_rules.city_of_bondage.engine import CityStep, step
from redemption_rules.city_of_bondage.rules import CITY, CityRuleset
from redemption_rules.city_of_bondage.state import CityPlayer, CityState, Room, Stage
from redemption_rules.state import Rng

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

    from redemption_rules.city_of_bondage.actions import CityAction

BOARD = load_board()
CARDS = load_cards()
BUILDING = {one.mark: index for index, one in enumerate(BOARD.buildings)}
"""Building index by map letter."""


def threshold(mark: str) -> tuple[int, int]:
    return BOARD.buildings[BUILDING[mark]].threshold


class Cards:
    """Hands out distinct card numbers by name: ``take("Lost Soul", 2)``."""

    def __init__(self) -> None:
        self.used: set[int] = set()

    def take(self, name: str, count: int = 1) -> tuple[int, ...]:
        found = [card.id for card in CARDS if card.name == name and card.id not in self.used]
        assert len(found) >= count, name
        self.used.update(found[:count])
        return tuple(found[:count])

    def one(self, name: str) -> int:
        return self.take(name)[0]


def position(
    players: Iterable[CityPlayer],
    *,
    rooms: dict[str, Iterable[int]] | None = None,
    face_up: bool = False,
    discard: Iterable[int] = (),
    deck_top: Iterable[int] = (),
    active: int = 0,
    stage: Stage = Stage.START,
    ruleset: CityRuleset = CITY,
    seed: int = 0,
    **fields: Any,
) -> CityState:
    """A game in progress: these heroes, these cards on buildings, the rest in the deck."""
    seats = tuple(players)
    room_list = [Room() for _ in BOARD.buildings]
    placed: list[int] = []
    for mark, given in (rooms or {}).items():
        cards = tuple(given)
        room_list[BUILDING[mark]] = Room(cards, cards if face_up else ())
        placed += cards
    top = tuple(deck_top)
    held = [card for seat in seats for card in seat.cards()]
    taken = set(placed) | set(held) | set(discard) | set(top)
    deck = top + tuple(card for card in range(len(CARDS)) if card not in taken)
    return CityState(
        ruleset=ruleset,
        board=BOARD,
        cards=CARDS,
        players=seats,
        rng=Rng.from_seed(seed),
        stage=stage,
        active=active,
        rooms=tuple(room_list),
        deck=deck,
        discard=tuple(discard),
        turn=1,
        **fields,
    )


def hero(name: str, at: tuple[int, int], **fields: Any) -> CityPlayer:
    """A player whose hero *name* stands on *at*."""
    card = next(card.id for card in CARDS if card.name == name)
    return CityPlayer(hero=card, gate=0, position=at, **fields)


def step_until(
    state: CityState,
    action: CityAction,
    wanted: Callable[[CityStep], bool],
    tries: int = 20_000,
) -> CityStep:
    """The step of *action* from *state* with the first RNG seed that makes *wanted* true.

    The dice come only from the state's RNG, so a scenario picks its rolls by its seed.
    """
    for seed in range(tries):
        result = step(evolve(state, rng=Rng.from_seed(seed)), action)
        if wanted(result):
            return result
    raise AssertionError(f"no seed below {tries} gives the wanted roll")


def kinds(result: CityStep) -> list[str]:
    return [event.kind for event in result.events]
