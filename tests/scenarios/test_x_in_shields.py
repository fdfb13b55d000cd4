"""X in a card's own "cannot be ..." sentence is the X its identifier line defines (REG: Numbers,
Cannot be Negated).

Darkness (FoM), X = # of opponent's good brigades: "Set aside up to X Heroes in battle for 2
turns. Cannot be negated if X is 4 or greater." Stephanus, X = # of Corinth Heroes in play:
"... Cannot be negated by an evil card of */X or less."
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.resolution import shield_now
from redemption_rules.state import Activation

DARKNESS = "Darkness (FoM)"
GOOD_BRIGADES = ["Abel ( C)", "Adino (L)", "Anna (Pr)", "Deborah (L)"]
"""Heroes with no special ability: green, red, blue and gold."""
STEPHANUS = "Stephanus"
CORINTH = ["Crispus", "Titus Justus"]
"""Corinth Heroes."""
HERMOGENES = "Hermogenes"
"""Pale green Evil Character 3/3 with no special ability."""
ABADDON = "Abaddon the Destroyer (L)"
"""Black Evil Character 10/10 with no special ability."""


def test_the_texts_are_carried_out() -> None:
    for name in (DARKNESS, STEPHANUS):
        support = ability_support(full_pool().get(name))
        assert support.carried_out, (name, support.missing)


@pytest.mark.parametrize(("heroes", "shielded"), [(4, True), (3, False)])
def test_darkness_cannot_be_negated_once_the_opponent_has_four_good_brigades(
    heroes: int, shielded: bool
) -> None:
    game = Game.at([{"territory": GOOD_BRIGADES[:heroes]}, {"hand": [DARKNESS]}], pool=full_pool())
    act = Activation(1, game.card(DARKNESS), P2, (0,), played=game.state.serial)
    assert ("cbn" in shield_now(game.state, act)) is shielded


@pytest.mark.parametrize(
    ("corinth", "against", "shielded"),
    [
        (2, HERMOGENES, True),  # X = 3: Hermogenes' toughness 3 is X or less
        (0, HERMOGENES, False),  # X = 1: Stephanus alone
        (2, ABADDON, False),  # toughness 10
    ],
)
def test_stephanus_cannot_be_negated_by_an_evil_card_of_toughness_x_or_less(
    corinth: int, against: str, shielded: bool
) -> None:
    game = Game.at(
        [{"territory": [STEPHANUS, *CORINTH[:corinth]]}, {"territory": [HERMOGENES, ABADDON]}],
        pool=full_pool(),
    )
    act = Activation(1, game.card(STEPHANUS), P1, (0,), played=game.state.serial)
    assert ("cbn" in shield_now(game.state, act, game.card(against))) is shielded
