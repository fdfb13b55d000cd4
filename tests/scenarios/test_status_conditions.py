"""Conditions on a card's state in battle: "if blocking", "if alone", "if rescuing".

REG Blocking: an Evil Character defending in a battle begun by a Hero; Attacking; Alone: no
other character on the same side; Rescuing: a Hero in a rescue attempt. With no card named,
the condition is about the card the ability is on, or the character using it.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PassPriority, Zone
from redemption_rules.effects import targets as t
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.select import Scope


def test_if_blocking_holds_for_the_blocker_and_its_ability_goes_on() -> None:
    # Sabbath Breaker (FoM): "If blocking, draw 3 and discard this card after battle."
    breaker = "Sabbath Breaker (FoM)"
    assert ability_support(full_pool().get(breaker)).carried_out
    game = Game.at(
        [
            {"hand": ["Gideon (J)"]},
            {"hand": [breaker], "land_of_bondage": [SOUL], "deck": ["Nabal (I)"] * 4},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    while game.asked[1] is DecisionKind.PRIORITY:
        game.do(PassPriority())
    game.do(Block(game.card(breaker)))
    assert game.zone(P2, Zone.HAND) == ["Nabal (I)"] * 3


@pytest.mark.parametrize(
    ("status", "card", "holds"),
    [
        (t.Status.ATTACKING, "Gideon (J)", True),
        (t.Status.BLOCKING, "Gideon (J)", False),
        (t.Status.ALONE, "Gideon (J)", True),
        (t.Status.RESCUING, "Gideon (J)", True),
        (t.Status.BLOCKED, "Gideon (J)", False),
        (t.Status.UNBLOCKED, "Gideon (J)", True),
        (t.Status.IN_BATTLE, "Gideon (J)", True),
        (t.Status.IN_BATTLE, "Samson (J)", False),
        (t.Status.IN_TERRITORY, "Samson (J)", True),
        (t.Status.IN_PLAY, "Samson (J)", True),
    ],
)
def test_each_state_of_a_card_in_an_unblocked_rescue_attempt(
    status: t.Status, card: str, holds: bool
) -> None:
    game = Game.at(
        [{"hand": ["Gideon (J)"], "territory": ["Samson (J)"]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
        abilities=False,
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    scope = Scope(game.state, P1, source=game.card(card))
    assert scope.holds(t.StatusIs(status)) is holds
    assert scope.holds(t.StatusIs(status, negated=True)) is not holds


@pytest.mark.slow  # the whole pool
@pytest.mark.xdist_group("whole-pool")  # one worker works out every card's ability, once
def test_a_state_the_engine_does_not_test_leaves_the_ability_not_carried_out() -> None:
    # "set aside" as a state is not tested: a card whose ability asks it plays by its
    # numbers ("If defeated" is an event, see test_if_defeated.py; "While occupied", see
    # test_harm_replaced.py)
    support = [
        ability_support(card)
        for card in full_pool()
        if "condition 'status' (set_aside)" in ability_support(card).missing
    ]
    assert support
    assert not any(s.carried_out for s in support)
