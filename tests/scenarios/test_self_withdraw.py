""" "All male Heroes must retreat from battle": the characters named withdraw themselves.

REG: Withdraw ("retreat" is withdraw). Coercion, a black Evil Enhancement: "If a female Evil
Character is in battle, all male Heroes must retreat from battle." A return of the
Enhancements played after a Hero withdraws itself ("Hero may withdraw from battle unharmed.
All good enhancements played this battle may return to owner's hand") stays refused: the
Enhancements are discarded as their character leaves battle, so nothing would be returned.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

COERCION = "Coercion"
DELILAH = "Delilah (I)"
"""A black female Evil Character, 1/3: "May band to a male human Evil Character.\""""


@pytest.mark.parametrize(
    ("hero", "zone"),
    [("Elisha", Zone.TERRITORY), ("Esther (L)", Zone.FIELD_OF_BATTLE)],  # male; female
)
def test_coercion_makes_the_male_heroes_retreat(hero: str, zone: Zone) -> None:
    assert ability_support(full_pool().get(COERCION)).carried_out
    game = Game.blocked(
        hero, {"hand": [hero]}, DELILAH, {"hand": [DELILAH, COERCION]}, pool=full_pool()
    )
    game.do(PlayEnhancement(game.card(COERCION), game.card(DELILAH)))
    game.settle()
    assert game.where(hero) == ((P1 if zone is Zone.TERRITORY else None), zone)


@pytest.mark.parametrize("name", ["Trust", "Highway", "Flight of Spies"])
def test_a_return_of_enhancements_after_the_hero_withdraws_stays_refused(name: str) -> None:
    assert ability_support(full_pool().get(name)).missing == (
        "a return of Enhancements after their character withdraws",
    )
