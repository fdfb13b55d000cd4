"""\"Otherwise, ...\": an effect that acts when the condition before it did not hold.

REG: Conditions. Gibeonite Trickery (Roots), a black Evil Enhancement: "If opponent controls
a Canaanite, end the battle in a stalemate. Otherwise, you may draw 2."
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P2, Game, full_pool, of_kind

from redemption_rules import PlayEnhancement
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import BattleResolved
from redemption_rules.state import BattleOutcome

TRICKERY = "Gibeonite Trickery (Roots)"
HERO = "Bartholomew (Nathaniel) (Ap)"
LOCUST = "Locust from the Pit (L)"
"""A black Evil Character, 6/6, with no ability: it loses to Bartholomew (10/10)."""


def _trickery(territory: list[str]) -> Game:
    assert ability_support(full_pool().get(TRICKERY)).carried_out
    game = Game.blocked(
        HERO,
        {"hand": [HERO], "territory": territory},
        LOCUST,
        {"hand": [LOCUST, TRICKERY], "deck": ["Doeg (L)", "Er"]},
        pool=full_pool(),
    )
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(TRICKERY), game.card(LOCUST)))
    return game


def test_the_first_effect_acts_when_its_condition_holds() -> None:
    game = _trickery(["Uriah, the Hittite [RR2]"])  # a Canaanite (a Hittite)
    game.settle()
    assert of_kind(game.events, BattleResolved) == [BattleResolved(BattleOutcome.STALEMATE, False)]
    assert len(game.state.players[P2].hand) == 0  # no draw


def test_otherwise_acts_when_it_does_not() -> None:
    game = _trickery([])
    assert game.question.labels == ("draw 2", DECLINE)
    game.choose("draw 2")
    assert len(game.state.players[P2].hand) == 2
    assert not of_kind(game.events, BattleResolved)
