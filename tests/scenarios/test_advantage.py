"""Advantage: a player with more cards of a kind than the player whose card asks (REG:
Advantage).

Quirinius, the Governor [RR2] reads "If opponent has hand advantage, discard a random card
from their hand. You may discard a Fortress."
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import Zone
from redemption_rules.effects.cards import ability_support

QUIRINIUS = "Quirinius, the Governor [RR2]"
HAND = ["Samson (J)", "Samuel (L)", "Othniel (A)"]


def _blocked_by_quirinius(their_hand: list[str]) -> Game:
    assert ability_support(full_pool().get(QUIRINIUS)).carried_out
    return Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", *HAND]},
        QUIRINIUS,
        {"hand": [QUIRINIUS, *their_hand]},
        pool=full_pool(),
    )


def test_an_opponent_with_more_cards_in_hand_loses_one_at_random() -> None:
    game = _blocked_by_quirinius([])  # 3 cards against none
    assert len(game.state.players[P1].hand) == 2
    assert sum(game.where(name) == (P1, Zone.DISCARD_PILE) for name in HAND) == 1


def test_no_advantage_when_the_hands_are_even() -> None:
    game = _blocked_by_quirinius(["Lahmi (I)", "Laban (F)", "Achan (I)"])  # 3 against 3
    assert len(game.state.players[P1].hand) == 3
