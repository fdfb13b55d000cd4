"""A Lost Soul's "if put in play": it fires as the Lost Soul comes into play.

REG: Triggered Effect, Pre-Game Phase. Lost Soul "Outcry" (1st Print): "If put in play,
you may take an evil Philistine from deck." Drawn in a Draw Phase, it goes to its owner's
Land of Bondage and its ability fires for that player; drawn in the opening hand, it
activates in the Pre-Game Phase after the star abilities, from the first player on, before
the first turn begins.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import (
    CardType,
    ChooseCard,
    ChooseFirstPlayer,
    ChooseOption,
    DecisionKind,
    EndPhase,
    Phase,
    Zone,
    new_game,
    step,
)
from redemption_rules.decks import Deck, DeckEntry
from redemption_rules.effects.cards import ability_support

OUTCRY = 'Lost Soul "Outcry" [I Samuel 5:12] [1st Print - L]'
PHILISTINE = "Goliath (L)"
"""An evil Philistine with no ability."""
DECK = [OUTCRY, "Er", "Doeg (L)", "Belshazzar", PHILISTINE, "Archelaus (Ap)"]


def _drawn() -> Game:
    assert ability_support(full_pool().get(OUTCRY)).carried_out
    game = Game.at([{"hand": ["Anna (Pr)"]}, {"deck": DECK}], phase=Phase.DISCARD, pool=full_pool())
    game.do(EndPhase())  # player 2's turn begins with the Draw Phase
    return game


def test_a_lost_soul_drawn_fires_for_the_player_whose_land_of_bondage_it_enters() -> None:
    game = _drawn()
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [OUTCRY]
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("take an evil Philistine from deck")
    assert game.offered == [PHILISTINE]
    game.pick(PHILISTINE)
    assert game.zone(P2, Zone.HAND) == ["Er", "Doeg (L)", "Belshazzar", PHILISTINE]
    assert game.asked == (P2, DecisionKind.PREPARATION)


def test_declined_it_leaves_the_deck_alone() -> None:
    game = _drawn()
    game.decline()
    assert game.where(PHILISTINE) == (P2, Zone.DECK)
    assert game.asked == (P2, DecisionKind.PREPARATION)


def test_the_opening_hands_lost_souls_activate_before_the_first_turn() -> None:
    pool = full_pool()
    souls = Deck((DeckEntry(3, pool.get(OUTCRY)), DeckEntry(12, pool.get(PHILISTINE))))
    heroes = Deck((DeckEntry(15, pool.get("Anna (Pr)")),))
    state = new_game([souls, heroes], seed=0)
    in_play = len(state.players[P1].land_of_bondage)
    assert in_play == 2  # two of the three were in the opening draw
    assert state.decision is not None
    assert state.decision.kind is DecisionKind.CHOOSE_FIRST_PLAYER  # no ability fired yet
    state = step(state, ChooseFirstPlayer(P2)).state
    for _ in range(in_play):  # each Outcry asks, and finds a Philistine
        assert state.phase is Phase.PRE_GAME
        assert state.decision is not None
        assert (state.decision.player, state.decision.kind) == (P1, DecisionKind.ABILITY)
        state = step(state, ChooseOption(0)).state
        question = state.decision.question if state.decision is not None else None
        assert question is not None
        state = step(state, ChooseCard(question.options[0])).state
    assert state.phase is Phase.PREPARATION
    assert state.active == P2
    assert state.turn == 1


def test_the_trigger_on_a_card_other_than_a_lost_soul_is_a_fortresss() -> None:
    # the engine fires "if put in play" for Lost Souls and Fortresses (see test_triggers.py);
    # every other card with the words is a Fortress
    found = [
        card
        for card in full_pool()
        if not card.is_lost_soul
        and card.special_ability.startswith("If put in play,")
        and ability_support(card).readable
    ]
    assert found
    for card in found:
        assert card.has_identity(CardType.FORTRESS), card
        assert not any("put_in_play" in reason for reason in ability_support(card).missing), card
