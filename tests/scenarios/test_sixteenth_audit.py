"""Misreadings a sample of carried-out texts showed, played with the real cards.

* Mounted Forces: "May band to an Assyrian or Babylonian warrior" bands to an Assyrian
  warrior or a Babylonian warrior: "warrior" (REG: Warrior Class) is said once after both
  identifiers, not an Assyrian of any class.
"""

from __future__ import annotations

from tests.scenarios.conftest import P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support

MOUNTED = "Mounted Forces"
"""Evil Character, warrior: "May band to an Assyrian or Babylonian warrior, or you may take
an O.T. Enhancement of matching brigade from Reserve. Cannot be prevented." """

AMBASSADOR = "Assyrian Ambassador (LoC)"
"""An Assyrian Evil Character of no class: no warrior."""

SHALMANESER = "King Shalmaneser V"
"""An Assyrian king, warrior class."""

NERGAL = "Nergalsharezer"
"""A Babylonian, warrior class."""


def _blocked_by_mounted_forces() -> Game:
    game = Game.at(
        [
            {"territory": ["Abel ( C)"]},
            {"land_of_bondage": [SOUL], "territory": [MOUNTED, AMBASSADOR, SHALMANESER, NERGAL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Abel ( C)"), P2))
    game.settle()
    game.do(Block(game.card(MOUNTED)))
    return game


def test_mounted_forces_bands_only_to_an_assyrian_or_babylonian_warrior() -> None:
    assert ability_support(full_pool().get(MOUNTED)).carried_out
    game = _blocked_by_mounted_forces()
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("band to an Assyrian or Babylonian warrior")
    assert game.offered == [SHALMANESER, NERGAL]  # not the Ambassador: an Assyrian, no warrior
    game.pick(SHALMANESER)
    assert game.where(SHALMANESER) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(AMBASSADOR) == (P2, Zone.TERRITORY)
