"""'If opponent has a demon in hand': a place with no owner is that player's (REG: Conditions).

"Opponent has ... in hand", "... in territory" look in the hand or territory of the player
the condition names, not in those of the player using the ability.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement
from redemption_rules.effects.cards import ability_support

SIGHT = "Spiritual Sight"
"""Silver Good Enhancement: "Look at opponent's hand. If opponent has a demon in hand, holder
may band a silver brigade Hero into battle."."""
ANGEL = "Angel at Bethesda"
OTHER_ANGEL = "Angel of Revelation"
DEMON = "Abaddon the Destroyer (L)"


def _sight(opponents_hand: list[str]) -> Game:
    assert ability_support(full_pool().get(SIGHT)).carried_out
    game = Game.at(
        [
            {"hand": [ANGEL, SIGHT], "territory": [OTHER_ANGEL]},
            {"hand": [DEMON, *opponents_hand], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ANGEL), P2))
    game.settle()
    game.do(Block(game.card(DEMON)))
    game.settle()
    game.do(PlayEnhancement(game.card(SIGHT), game.card(ANGEL)))
    return game


def test_a_demon_in_opponents_hand() -> None:
    game = _sight(["Abaddon the Destroyer (UL)"])
    assert game.question.labels == ("band a silver brigade Hero into battle", "Decline")
    game.choose("band a silver brigade Hero into battle")
    battle = game.state.battle
    assert battle is not None
    assert game.names(battle.heroes) == [ANGEL, OTHER_ANGEL]


def test_no_demon_in_opponents_hand() -> None:
    game = _sight(["Ephah"])
    assert game.asked == (P1, DecisionKind.INITIATIVE)
