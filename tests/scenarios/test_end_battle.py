"""End the battle: battle resolution begins at once (REG: End the Battle).

A result the effect states ("in a stalemate") takes precedence over the numbers; abilities
still waiting never take effect.
"""

from __future__ import annotations

from tests.scenarios.conftest import P2, SOUL, Game, full_pool, of_kind

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import BattleResolved
from redemption_rules.state import BattleOutcome

INQUISITION = "Futile Inquisition (GoC)"
"""Gold Evil Enhancement, 0/6: "... EE: If used by a N.T. character, end the battle in a
stalemate." """

HERO = "Bartholomew (Nathaniel) (Ap)"


def _inquisition_on(blocker: str) -> Game:
    assert ability_support(full_pool().get(INQUISITION)).carried_out
    game = Game.blocked(
        HERO, {"hand": [HERO]}, blocker, {"hand": [blocker, INQUISITION]}, pool=full_pool()
    )
    assert game.asked[0] == P2  # the blocker is losing to Bartholomew (10/10)
    game.do(PlayEnhancement(game.card(INQUISITION), game.card(blocker)))
    game.settle()
    return game


def test_the_battle_ends_in_the_stalemate_the_card_states() -> None:
    # Herodias (6/6, N.T.) would be discarded by the numbers; the stalemate discards nobody
    game = _inquisition_on("Herodias (L)")
    resolved = of_kind(game.events, BattleResolved)
    assert resolved == [BattleResolved(BattleOutcome.STALEMATE, False)]
    assert game.where("Herodias (L)") == (P2, Zone.TERRITORY)
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)  # the rescue attempt failed


def test_the_battle_goes_on_when_the_condition_fails() -> None:
    game = _inquisition_on("Pharaoh (D)")  # an O.T. Evil Character
    assert not of_kind(game.events, BattleResolved)
    assert game.state.battle is not None
