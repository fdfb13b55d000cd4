"""Cards the grammar's twenty-first pass made readable and the engine carries out, in play."""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement
from redemption_rules.effects.cards import ability_support

ISAAC = "Isaac"
"""White Hero 6/5 [Genesis 21:2-3]: "May use any good enhancement with a reference from
Genesis 21 through Genesis 35." """
WIFE = "A Wife for Isaac"
"""Blue good Enhancement [Genesis 24:16-17]: "Hero ignores all female Evil Characters"."""
CONSTRUCTION = "Construction Begins"
"""Blue good Enhancement [Genesis 6:14]: "Look at opponent's hand."."""
GOLIATH = "Goliath (L)"
"""Black Evil Character 10/10 with no special ability."""
SOUL = 'Lost Soul "6/*" [Deuteronomy 32:15]'


def test_isaac_uses_a_blue_enhancement_from_genesis_21_to_35_only() -> None:
    assert ability_support(full_pool().get(ISAAC)).carried_out
    game = Game.at(
        [
            {"hand": [WIFE, CONSTRUCTION], "territory": [ISAAC]},
            {"territory": [GOLIATH], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ISAAC), P2))
    game.choose("use any good enhancement with a reference from Genesis 21 through Genesis 35")
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    game.do(Block(game.card(GOLIATH)))
    game.settle()
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    played = {
        game.name(action.card)
        for action in game.legal
        if isinstance(action, PlayEnhancement) and action.character == game.card(ISAAC)
    }
    assert played == {WIFE}  # Genesis 24, not the blue Enhancement from Genesis 6
