"""Opposed: a character in battle with a character on the other side (REG: Opposed and Opposing).

Paul's Books and Parchments (PC), an Artifact: "If your clay Hero is Opposed, you may discard
this card to have that Hero band to a clay Hero." A clay Hero attacking is in battle but not
opposed until an Evil Character blocks it; "opposed" is not "in battle".
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind
from redemption_rules.effects import Player, Status
from redemption_rules.effects.cards import card_abilities
from redemption_rules.effects.select import Scope
from redemption_rules.effects.targets import ONE, Condition, Selector, StatusIs

BOOKS = "Paul's Books and Parchments (PC)"
AARON = "Aaron, Moses' Brother [L]"
"""Clay Hero 6/12."""
GOLIATH = "Goliath (L)"


def _opposed_condition() -> Condition:
    ability = card_abilities(full_pool().get(BOOKS)).ability
    assert ability is not None
    condition = ability.effects[0].condition
    assert isinstance(condition, StatusIs)
    assert condition.status is Status.OPPOSED
    return condition


def test_a_clay_hero_is_opposed_once_blocked_not_while_it_attacks_alone() -> None:
    condition = _opposed_condition()
    game = Game.at(
        [
            {"territory": [AARON], "artifact_pile": [BOOKS]},
            {"territory": [GOLIATH], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    assert not Scope(game.state, P1).holds(condition)
    game.do(Attack(game.card(AARON), P2))
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert not Scope(game.state, P1).holds(condition)  # in battle, nobody opposite
    game.do(Block(game.card(GOLIATH)))
    game.settle()
    assert Scope(game.state, P1).holds(condition)
    # the blocker is opposed too, seen from its controller's side
    evil = Selector(count=ONE, owner=Player.YOU, types=("Evil Character",))
    assert Scope(game.state, P2).holds(StatusIs(Status.OPPOSED, subject=evil))
