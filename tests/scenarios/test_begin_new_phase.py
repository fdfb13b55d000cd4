"""Begin a new battle: the Battle Phase begins again (REG: Begin a New Phase).

Once the battle's resolution is complete, or at once, skipping resolution, when the Field of
Battle is empty; the active player may attack again, or end the phase.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, DecisionKind, Phase, PlayDominant, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import BattleResolved
from redemption_rules.state import BattleOutcome

AMBUSH = "Ambush the City [II]"
"""Gold GE, 4/2: "If used by a Joshua Hero, interrupt the battle. You may end the battle as
a stalemate to begin a new battle." """
SPY = "Spy (Roots)"
"""Gold Hero, 3/2, Joshua 2:1: "You may look at a hand or a Reserve. You may withdraw this
card." """
BLOCKER = "Abaddon the Destroyer (L)"
"""Evil Character, 10/10, with no ability."""
SECOND = "Gideon (L)"
"""A Hero in hand for the new battle."""


def _ambush() -> Game:
    assert ability_support(full_pool().get(AMBUSH)).carried_out
    game = Game.blocked(
        SPY, {"hand": [SPY, AMBUSH, SECOND]}, BLOCKER, {"hand": [BLOCKER]}, pool=full_pool()
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # Spy 3/2 against Abaddon 10/10
    game.do(PlayEnhancement(game.card(AMBUSH), game.card(SPY)))
    game.pass_windows()
    return game


def test_the_battle_ends_in_a_stalemate_and_a_new_battle_begins() -> None:
    game = _ambush()
    game.choose("end the battle as a stalemate to begin a new battle")
    game.settle()
    assert of_kind(game.events, BattleResolved) == [BattleResolved(BattleOutcome.STALEMATE, False)]
    # nobody was discarded; the characters went home
    assert game.where(SPY) == (P1, Zone.TERRITORY)
    assert game.where(BLOCKER) == (P2, Zone.TERRITORY)
    # the Battle Phase begins again: player 1 may attack again
    assert game.state.phase is Phase.BATTLE
    assert game.asked == (P1, DecisionKind.BATTLE)
    attack = Attack(game.card(SECOND), P2)
    assert attack in game.legal
    game.do(attack)
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)


def test_declined_the_battle_goes_on() -> None:
    game = _ambush()
    game.decline()
    game.settle()
    assert not of_kind(game.events, BattleResolved)
    assert game.where(SPY) == (None, Zone.FIELD_OF_BATTLE)
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 7/4 against 10/10: still losing


PROPHESY = "Called to Prophesy"
"""Dominant: "Banish this card to shuffle all cards in battle. If you do, you may end the
battle to begin a new battle. Regardless of protect abilities." """


def test_with_the_field_of_battle_empty_the_new_battle_begins_at_once() -> None:
    # REG Begin a New Phase: the Field of Battle empty, battle resolution is skipped
    assert ability_support(full_pool().get(PROPHESY)).carried_out
    game = Game.blocked(
        SPY,
        {"hand": [SPY, PROPHESY, SECOND]},
        BLOCKER,
        {"hand": [BLOCKER]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayDominant(game.card(PROPHESY)))
    game.pass_windows()
    game.choose("end the battle to begin a new battle")
    game.settle()
    assert game.where(PROPHESY) == (P1, Zone.BANISH_PILE)
    assert game.where(SPY) == (P1, Zone.DECK)
    assert game.where(BLOCKER) == (P2, Zone.DECK)
    assert not of_kind(game.events, BattleResolved)
    assert game.asked == (P1, DecisionKind.BATTLE)
    assert Attack(game.card(SECOND), P2) in game.legal
