"""The working copy of a transition: a view read mid-transition shows every change made."""

from __future__ import annotations

from redemption_rules import Zone, load_starter_decks, new_game
from redemption_rules.state import PlayerId
from redemption_rules.table import Table

ME = PlayerId(0)


def test_a_replaced_deck_shows_in_the_next_view_and_the_frozen_state() -> None:
    table = Table(new_game(load_starter_decks(), seed=3, abilities=False))
    deck = tuple(table.peek(ME, Zone.DECK))
    assert table.view().players[ME].deck == deck
    table.set_zone(ME, Zone.DECK, deck[::-1])
    assert table.view().players[ME].deck == deck[::-1]
    assert table.freeze().players[ME].deck == deck[::-1]
    assert table.state.players[ME].deck == deck  # the state it started from is untouched


def test_a_move_shows_in_the_next_view() -> None:
    table = Table(new_game(load_starter_decks(), seed=3, abilities=False))
    card = table.peek(ME, Zone.DECK)[0]
    before = table.view()
    table.move(card, (ME, Zone.DECK), (ME, Zone.HAND))
    after = table.view()
    assert card in after.players[ME].hand
    assert card not in after.players[ME].deck
    assert card in before.players[ME].deck  # an earlier view is a state: it never changes


def test_views_in_a_row_with_no_change_are_one_state() -> None:
    table = Table(new_game(load_starter_decks(), seed=3, abilities=False))
    assert table.view() is table.view()
    first = table.view()
    table.changed()
    assert table.view() is not first
