"""Which copied special abilities the engine carries out with the copying card as source."""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import full_pool

from redemption_rules.effects.copies import copy_problem, has_copy_effect

NEW_JERUSALEM = "New Jerusalem (2019) (Promo)"


@pytest.mark.parametrize(
    ("copier", "target", "ability_only", "problem"),
    [
        (NEW_JERUSALEM, "Son of God ( C)", False, None),
        (NEW_JERUSALEM, "King's Sword [RR2]", False, None),
        # "Negate and rescue": a negate keeps a prevention that reads its card's ability
        (NEW_JERUSALEM, "Son of God (I)", False, "a copy of 'negate' effects"),
        # Luke 2:9 against Revelation 3:12: the engine gives no card another's attributes
        (NEW_JERUSALEM, "Angel of the Lord ( C)", False, "a copy of a card with other attributes"),
        # a copy of the ability alone brings no attributes
        (NEW_JERUSALEM, "Angel of the Lord ( C)", True, None),
        (
            NEW_JERUSALEM,
            "Glory of the Lord (Ki)",
            False,
            (
                "its ability is not carried out"
                " (an effect lasting while its card stays where it was put; place 'on_card')"
            ),
        ),
        # a character keeps a copied ability while it stays in play: a lasting record
        ("Necromancer", "Son of God ( C)", True, None),
        # a copy of a card onto a card in play would give it the target's attributes
        (
            "Necromancer",
            "Son of God ( C)",
            False,
            "a copy of a card onto a card that stays in play, with its attributes",
        ),
        # a copy of an ability alone leaves the identifiers defining its X behind
        (
            "Necromancer",
            "Asher",
            True,
            "a copy of an ability with an X, without the identifiers of its card",
        ),
    ],
)
def test_copy_problem(copier: str, target: str, *, ability_only: bool, problem: str | None) -> None:
    pool = full_pool()
    assert copy_problem(pool.get(copier), pool.get(target), ability_only=ability_only) == problem


def test_a_copy_effect_is_found_in_the_printed_ability() -> None:
    pool = full_pool()
    assert has_copy_effect(pool.get(NEW_JERUSALEM))
    assert has_copy_effect(pool.get("Necromancer"))
    assert not has_copy_effect(pool.get("Son of God ( C)"))
