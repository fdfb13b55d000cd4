"""Conditions on the other side of battle: "if opposed by", "if blocked by" (REG: Conditions).

The card's character (the card itself, or the character using it) must be in battle, and the
characters on the other side must include what the text names, as many as it says.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import DecisionKind, Zone
from redemption_rules.effects.cards import ability_support

SHEMAIAH = "Shemaiah, the Deceitful [RR2]"
"""A gray Evil Character: "Negate a good card. If opposed by a good prophet, you may
underdeck a card from opponent's hand." """


def _shemaiah_blocks(hero: str) -> Game:
    assert ability_support(full_pool().get(SHEMAIAH)).carried_out
    return Game.blocked(
        hero,
        {"hand": [hero, "Seth"]},
        SHEMAIAH,
        {"hand": [SHEMAIAH]},
        pool=full_pool(),
        answer_block=False,
    )


def test_the_condition_holds_when_the_opposing_side_has_what_it_names() -> None:
    game = _shemaiah_blocks("King Saul (Purple) (Ki)")  # a prophet (ORDIR)
    assert game.question.labels[0] == "underdeck a card from opponent\u2019s hand"
    game.choose(game.question.labels[0])
    assert game.where("Seth") == (P1, Zone.DECK)


def test_the_condition_fails_against_another_hero() -> None:
    game = _shemaiah_blocks("Bartholomew (Nathaniel) (Ap)")
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.where("Seth") == (P1, Zone.HAND)
