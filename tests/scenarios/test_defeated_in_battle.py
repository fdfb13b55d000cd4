""" "If Cain is defeated in battle, ...": defeated, as only a battle defeats (REG: Defeat).

Cain's trigger fires on his defeat, as "If Cain is defeated" would: the Heroes' numbers
discard him, and his player discards a Hero in a territory. A Cain that is not defeated
fires nothing.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, Decline, Zone
from redemption_rules.effects.cards import ability_support

CAIN = "Cain"
"""A black Evil Character (4/5): "If Cain is defeated in battle, discard any Hero in a
territory." """
STRONG = "Jude"
"""A red Hero (8/8) without an ability: its numbers discard Cain."""
WEAK = "Demetrius"
"""A blue Hero (3/3) without an ability: Cain's numbers discard it."""
RESTING = "Angel of Revelation"
"""A Hero without an ability, in the rescuer's territory: the only Hero in a territory."""


def _cain(hero: str) -> Game:
    assert ability_support(full_pool().get(CAIN)).carried_out
    game = Game.at(
        [
            {"hand": [hero], "territory": [RESTING]},
            {"hand": [CAIN], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    game.settle()
    game.do(Block(game.card(CAIN)))
    game.settle()
    return game


def test_cain_defeated_in_battle_discards_a_hero_in_a_territory() -> None:
    game = _cain(STRONG)
    game.do(Decline())  # the losing blocker plays nothing: battle resolution
    game.settle()
    assert game.where(CAIN) == (P2, Zone.DISCARD_PILE)
    assert game.where(RESTING) == (P1, Zone.DISCARD_PILE)  # the only Hero in a territory


def test_cain_not_defeated_fires_nothing() -> None:
    game = _cain(WEAK)
    game.do(Decline())  # the losing Hero plays nothing: battle resolution
    game.settle()
    assert game.where(WEAK) == (P1, Zone.DISCARD_PILE)
    assert game.where(CAIN) != (P2, Zone.DISCARD_PILE)
    assert game.where(RESTING) == (P1, Zone.TERRITORY)
    assert game.asked[1] is not DecisionKind.ABILITY
