""" "Opponent may ...": the player who carries an optional effect out decides it.

REG: Abilities (optional effects). Trembling Demon (Roots), an orange Evil Character:
"Opponent may discard a good Enhancement from hand. If they do not, protect Lost Souls from
rescue." The blocker's opponent (the attacker) is asked, and only when they have a good
Enhancement to discard; the blocker is never asked about it.
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support

DEMON = "Trembling Demon (Roots)"
HERO = "Bartholomew (Nathaniel) (Ap)"
GOOD_ENHANCEMENT = "Hailstones (FoM)"


def _blocked(attacker_hand: list[str], blocker_hand: list[str]) -> Game:
    assert ability_support(full_pool().get(DEMON)).carried_out
    game = Game.at(
        [
            {"hand": [HERO, *attacker_hand]},
            {"hand": [DEMON, *blocker_hand], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(DEMON)))
    return game


def test_the_opponent_is_asked_and_discarding_keeps_the_souls_open() -> None:
    game = _blocked([GOOD_ENHANCEMENT], [])
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == ("discard a good Enhancement from hand", DECLINE)
    game.choose("discard a good Enhancement from hand")
    game.settle()
    assert game.where(GOOD_ENHANCEMENT) == (P1, Zone.DISCARD_PILE)
    assert game.state.protections == ()


def test_an_opponent_who_declines_leaves_the_souls_protected() -> None:
    game = _blocked([GOOD_ENHANCEMENT], [])
    game.decline()
    game.settle()
    assert game.where(GOOD_ENHANCEMENT) == (P1, Zone.HAND)
    assert [p.cards for p in game.state.protections] == [(game.card(SOUL),)]


def test_an_opponent_with_nothing_to_discard_is_not_asked() -> None:
    # the blocker holds a good Enhancement: it is not theirs to discard, nor their question
    game = _blocked([], [GOOD_ENHANCEMENT])
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.where(GOOD_ENHANCEMENT) == (P2, Zone.HAND)
    assert [p.cards for p in game.state.protections] == [(game.card(SOUL),)]
