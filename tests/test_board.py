"""The text board: a player's board names no card hidden from them, the public board none
hidden from anyone, and a state's repr is one short line."""

from __future__ import annotations

import random
import re
from typing import TYPE_CHECKING

import pytest

from redemption_rules import (
    GameState,
    PlayerId,
    UnknownPlayerError,
    apply,
    legal_actions,
    load_starter_decks,
    new_game,
    observe,
    render,
)
from redemption_rules.events import hidden_cards
from redemption_rules.zones import PLAYER_ZONES, Zone

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

GAMES = 6
EVERY: int = 7
"""Check the boards of every seventh state of a game (and its last)."""


def _states(seed: int) -> Iterator[GameState]:
    chooser = random.Random(seed)  # noqa: S311 - game play
    state = new_game(load_starter_decks(), seed=seed)
    number = 0
    while not state.is_over:
        if number % EVERY == 0:
            yield state
        state = apply(state, chooser.choice(legal_actions(state)))
        number += 1
    yield state


def _leaked(state: GameState, text: str, hidden: Iterable[int], seen: Iterable[int]) -> set[str]:
    """Names of *hidden* cards in *text* that no *seen* card shares or contains."""
    shown = {state.cards[card].key for card in seen}
    shown_names = {state.card(state.cards[card].id).name for card in seen}
    leaked = set()
    for card in set(hidden):
        name = state.card(state.cards[card].id).name
        if state.cards[card].key in shown or any(name in other for other in shown_names):
            continue
        if name in text:
            leaked.add(name)
    return leaked


@pytest.fixture(scope="module")
def states() -> list[GameState]:
    return [state for seed in range(GAMES) for state in _states(seed)]


def test_a_players_board_names_no_card_hidden_from_them(states: list[GameState]) -> None:
    for state in states:
        for seat in state.players:
            player = seat.id
            text = render(state, player)
            view = observe(state, player)
            seen = [card.id for card in view.cards]
            hidden = set(range(len(state.cards))) - set(seen)
            assert hidden_cards(state, player) - set(view.shown) <= hidden
            assert not _leaked(state, text, hidden, seen), (state, player)
            hand = state.players[player].hand
            assert all(state.card(card).name in text for card in hand)


def test_the_public_board_names_no_card_hidden_from_anyone(states: list[GameState]) -> None:
    for state in states:
        text = str(state)
        assert text == render(state)
        private = {
            card
            for seat in state.players
            for zone in (Zone.HAND, Zone.DECK, Zone.RESERVE)
            for card in seat.zone(zone)
        }
        private |= {card.id for card in state.cards if card.face_down}
        public = [
            card
            for seat in state.players
            for zone in PLAYER_ZONES
            for card in seat.zone(zone)
            if card not in private
        ]
        if state.battle is not None:
            public += state.battle.cards()
        assert not _leaked(state, text, private, public), state
        for seat in state.players:
            assert re.search(rf"Hand: ({len(seat.hand)} cards?|no cards)", text)


def test_a_deck_is_a_count(states: list[GameState]) -> None:
    state = states[3]
    for seat in state.players:
        text = render(state, seat.id)
        for other in state.players:
            assert f"deck {len(other.deck)} cards" in text


def test_a_board_shows_the_battle_and_the_result(states: list[GameState]) -> None:
    battles = [state for state in states if state.battle is not None]
    assert battles
    assert all("\nBattle (" in str(state) for state in battles)
    finished = [state for state in states if state.is_over]
    assert len(finished) == GAMES
    winner = finished[0].winner
    assert winner is not None
    assert str(finished[0]).startswith("Game over after ")
    assert f"player {winner + 1} wins" in str(finished[0])


def test_the_repr_is_one_short_line(states: list[GameState]) -> None:
    for state in states:
        text = repr(state)
        assert "\n" not in text
        assert len(text) < 120
        assert text.startswith("<GameState turn ")


def test_a_board_for_a_player_not_in_the_game_is_an_error(states: list[GameState]) -> None:
    with pytest.raises(UnknownPlayerError):
        render(states[0], PlayerId(2))
