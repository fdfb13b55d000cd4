"""Misreadings a tenth sample of carried-out texts showed, played with the real cards.

* Possessing Demon (Ap): "Take any blue brigade Hero prisoner.  Place Hero in your land of
  bondage." The Hero placed is the one taken prisoner (REG: Capture), no other Hero of the
  opponent's moved to a Land of Bondage as a Lost Soul.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, Zone
from redemption_rules.effects.cards import ability_support

DEMON = "Possessing Demon (Ap)"
BLUE = "Aquila"  # a blue Hero with no special ability
OTHER = "Aaron (Pa)"  # a green Hero with no special ability


def test_possessing_demon_places_only_the_hero_it_took_prisoner() -> None:
    assert ability_support(full_pool().get(DEMON)).carried_out
    game = Game.at(
        [{"hand": [BLUE], "territory": [OTHER]}, {"land_of_bondage": [SOUL], "hand": [DEMON]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(BLUE), P2))
    game.settle()
    game.do(Block(game.card(DEMON)))
    game.settle()
    assert game.where(BLUE) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.instance(game.card(BLUE)).captured is not None
    assert game.where(OTHER) == (P1, Zone.TERRITORY)  # not moved as a Lost Soul
    assert game.state.problems() == []
