"""Give: a player's own cards go to another player (REG: Take and Give).

Only cards the giver controls are given; they go to the receiver's hand unless the text says
where. "Opponent must give you ..." makes the opponent choose among their own cards.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import DecisionKind, Zone
from redemption_rules.effects.cards import ability_support

FESTUS = "Porcius Festus"
"""A gray Evil Character: "First strike. Opponent must give you an Enhancement from hand." """

HERO = "Bartholomew (Nathaniel) (Ap)"


def _festus_blocks(hand: list[str]) -> Game:
    assert ability_support(full_pool().get(FESTUS)).carried_out
    return Game.blocked(
        HERO,
        {"hand": [HERO, *hand]},
        FESTUS,
        {"hand": [FESTUS]},
        pool=full_pool(),
        answer_block=False,
    )


def test_the_opponent_chooses_an_enhancement_of_theirs_to_give() -> None:
    game = _festus_blocks(["Brought to Egypt", "Eve's Descendant", "Seth"])
    assert game.asked == (P1, DecisionKind.ABILITY)  # the giver chooses
    assert set(game.offered) == {"Brought to Egypt", "Eve's Descendant"}  # not the Hero
    game.pick("Eve's Descendant")
    assert game.where("Eve's Descendant") == (P2, Zone.HAND)
    assert game.where("Brought to Egypt") == (P1, Zone.HAND)


def test_nothing_is_given_without_such_a_card() -> None:
    game = _festus_blocks(["Seth"])
    game.settle()
    assert game.where("Seth") == (P1, Zone.HAND)
    assert game.state.players[P2].hand == ()
