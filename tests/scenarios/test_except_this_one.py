"""An exception naming the card itself: "... except this one".

REG: Targeting: the words after "except" leave those cards out of the ones named; "this
one" is the card with the ability, and no other card.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import PlayEnhancement, Zone

VISIONS = "Visions of Iddo the Seer"
"""Green GE: "Interrupt the battle and return all Heroes and good enhancements in battle to
owner's hand except this one."."""
ABEL = "Abel ( C)"
"""A green Hero with no ability."""


def test_the_other_cards_go_back_and_this_one_stays() -> None:
    game = Game.blocked(
        ABEL,
        {"territory": [ABEL], "hand": [VISIONS]},
        "Goliath (L)",
        {"territory": ["Goliath (L)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(VISIONS), game.card(ABEL)))
    game.settle()
    assert game.where(ABEL) == (P1, Zone.HAND)
    assert game.where(VISIONS) != (P1, Zone.HAND)
