"""Conditions that compare players' counts (REG: Conditions).

"If your opponent has more cards in hand than you": some opponent has more than the player
using the ability; "if you have fewer Redeemed Souls than your opponent"; "if you control
the most Lost Souls": more than every other player.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.select import Scope

PARMENAS = "Parmenas (H)"
"""A Hero: "If your opponent has more cards in hand than you, you may draw two cards."."""
TIMON = "Timon (Pi)"
"""A Hero: "If you have fewer Redeemed Souls than your opponent, you may draw two cards."."""
DRAW = "draw two cards"
DECK = ["Er", "Belshazzar", "Hannah"]
OTHER_SOUL = "Lost Soul Luke 13:25 (J)"


@pytest.mark.parametrize(("theirs", "asked"), [(2, True), (1, False), (0, False)])
def test_more_cards_in_hand_than_you(theirs: int, asked: bool) -> None:
    assert ability_support(full_pool().get(PARMENAS)).carried_out
    hand = ["Goliath (L)", "Doeg (L)"][:theirs]
    game = Game.at(
        [
            {"hand": [PARMENAS, "Hailstones (FoM)"], "deck": DECK},
            {"hand": hand, "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(PARMENAS), P2))  # one card left in hand
    assert (game.asked == (P1, DecisionKind.ABILITY)) == asked
    if asked:
        game.choose(game.question.labels[0])
        assert game.zone(P1, Zone.HAND) == ["Hailstones (FoM)", "Er", "Belshazzar"]


@pytest.mark.parametrize(("mine", "theirs", "holds"), [(0, 1, True), (1, 1, False), (1, 0, False)])
def test_fewer_redeemed_souls_than_your_opponent(mine: int, theirs: int, holds: bool) -> None:
    ability = card_abilities(full_pool().get(TIMON)).ability
    assert ability is not None
    condition = ability.effects[0].condition
    assert condition is not None
    game = Game.at(
        [
            {"land_of_redemption": [SOUL][:mine]},
            {"land_of_redemption": [OTHER_SOUL][:theirs]},
        ],
        pool=full_pool(),
    )
    assert Scope(game.state, P1).holds(condition) is holds


@pytest.mark.parametrize(("mine", "holds"), [(2, True), (1, False)])
def test_the_most_lost_souls(mine: int, holds: bool) -> None:
    ability = card_abilities(full_pool().get("Timon (EC)")).ability
    assert ability is not None
    condition = ability.effects[0].condition
    assert condition is not None
    game = Game.at(
        [{"land_of_bondage": [SOUL, OTHER_SOUL][:mine]}, {"land_of_bondage": [OTHER_SOUL]}],
        pool=full_pool(),
    )
    assert Scope(game.state, P1).holds(condition) is holds
