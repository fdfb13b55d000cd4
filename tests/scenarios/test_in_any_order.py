"""Cards put back "in any order": the player orders them (REG: Topdeck, Underdeck).

Strength Revealed, a crimson Evil Enhancement: "Look at top 6 cards from one opponent's draw
pile. Return the cards to the top of opponent's draw pile in any order. Cannot be negated."
The player picks the card to end on top first, then the next; the last is left over.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import ActivateArtifact, Phase, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

REVEALED = "Strength Revealed"
BABYLON = "Babylon the Great"
"""A crimson Evil Character 7/2, to use it: losing the battle, its player has initiative."""
HERO = "Bartholomew (Nathaniel) (Ap)"
DECK = ["Goliath (L)", "Anna (Pr)", "Demetrius", "Elisha", "Hannah", "Achaicus", "Barnabas (B)"]
"""Player 1's draw pile, top first."""


def test_strength_revealed_puts_the_six_cards_back_in_the_order_picked() -> None:
    for name in (REVEALED, "Bezalel, the Builder", "Joseph's Silver Cup (PoC)"):
        assert ability_support(full_pool().get(name)).carried_out
    game = Game.blocked(
        HERO,
        {"territory": [HERO], "deck": DECK},
        BABYLON,
        {"territory": [BABYLON], "hand": [REVEALED]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(REVEALED), game.card(BABYLON)))
    game.pass_windows()
    question = game.question
    assert game.names(question.options) == DECK[:6]
    assert (question.minimum, question.maximum) == (5, 5)
    game.pick("Achaicus", "Hannah", "Elisha", "Demetrius", "Anna (Pr)")
    assert game.zone(P1, Zone.DECK) == [
        "Achaicus",
        "Hannah",
        "Elisha",
        "Demetrius",
        "Anna (Pr)",
        "Goliath (L)",  # left over: the last of the six
        "Barnabas (B)",  # never looked at
    ]
    assert game.state.problems() == []


CUP = "Joseph's Silver Cup (PoC)"
"""Artifact: "Look at the top 3 cards of deck: Take 1 and underdeck the rest in any order.
..." """


def test_josephs_silver_cup_underdecks_the_rest_in_the_order_picked() -> None:
    game = Game.at(
        [{"artifact_pile": [CUP], "deck": DECK[:5]}, {}],
        pool=full_pool(),
        phase=Phase.PREPARATION,
    )
    game.do(ActivateArtifact(game.card(CUP)))
    game.pass_windows()
    game.pick("Anna (Pr)")  # the one to take
    assert game.names(game.question.options) == ["Goliath (L)", "Demetrius"]
    game.pick("Goliath (L)")  # to end at the very bottom
    assert game.zone(P1, Zone.HAND) == ["Anna (Pr)"]
    assert game.zone(P1, Zone.DECK) == ["Elisha", "Hannah", "Demetrius", "Goliath (L)"]


@pytest.mark.parametrize(
    "name",
    [
        "Joel (PoC)",  # "Topdeck or underdeck them in any order"
        "Divination (TxP)",  # "Return the rest to the top and/or bottom of deck in any order"
    ],
)
def test_topdeck_or_underdeck_in_any_order_is_not_carried_out(name: str) -> None:
    # each card to the top or the bottom: a choice per card, not between two whole effects
    support = ability_support(full_pool().get(name))
    assert not support.carried_out
    assert "qualifier 'any_order'" in support.missing
