"""A cap on X that holds under a condition: "draw X (limit 3 unless you control another
Greek)" (REG: Limit).

The Winged Leopard (PoC), X = # of good brigades in battle: "You may reserve a Persian, or
draw X (limit 3 unless you control another Greek). May band to a Greek." The condition is
tested as X is read.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P2, Game, full_pool

from redemption_rules import Zone
from redemption_rules.effects.cards import ability_support

LEOPARD = "The Winged Leopard (PoC)"
CREATURES = "The Four Living Creatures (RoJ)"
"""A Hero of four good brigades: gold, silver, teal and white."""
GREEK = "Greek Philosophers (Roots)"
"""Another Greek Evil Character."""
DECK = ["Hermogenes", "Abaddon the Destroyer (L)", "Ashtaroth Worship (Pr)", "Bad Figs", "Axe ( C)"]


def test_the_texts_are_carried_out() -> None:
    for name in (LEOPARD, "Baal Worship (FoM)", "Covenant with Moses (PoC)"):
        support = ability_support(full_pool().get(name))
        assert support.carried_out, (name, support.missing)


@pytest.mark.parametrize(("greek", "drawn"), [(False, 3), (True, 4)])
def test_x_is_capped_at_3_unless_the_player_controls_another_greek(greek: bool, drawn: int) -> None:
    theirs: dict[str, list[str]] = {"hand": [LEOPARD], "deck": DECK}
    if greek:
        theirs["territory"] = [GREEK]
    game = Game.blocked(
        CREATURES, {"hand": [CREATURES]}, LEOPARD, theirs, pool=full_pool(), answer_block=False
    )
    game.choose("draw X (limit 3 unless you control another Greek)")
    game.settle()
    assert len(game.state.players[P2].hand) == drawn  # X = 4 good brigades in battle
    assert game.zone(P2, Zone.DECK) == DECK[drawn:]
