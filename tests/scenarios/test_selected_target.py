""" "Selected Hero" with nothing selected before it: the Hero the player selects as target.

REG: Targeting. Injuring Demon, an orange Evil Character: "Decrease selected Hero by 2/2
until the end of turn." The blocker's player selects any Hero in play. After a "Select up to
X evil cards." step, "the selected humans" still refers back to the cards selected.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P2, Game, full_pool

from redemption_rules.effects.cards import ability_support, card_abilities

DEMON = "Injuring Demon"
"""An orange Evil Character, 9/9."""


def test_injuring_demon_decreases_the_hero_its_player_selects() -> None:
    assert ability_support(full_pool().get(DEMON)).carried_out
    game = Game.blocked(
        "Elisha",
        {"hand": ["Elisha"], "territory": ["Bathsheba"]},
        DEMON,
        {"hand": [DEMON]},
        pool=full_pool(),
        answer_block=False,
    )
    assert game.asked[0] == P2
    assert game.offered == ["Elisha", "Bathsheba"]  # any Hero in play
    game.pick("Elisha")
    assert game.numbers[:2] == (5, 3)  # Elisha 7/5, decreased 2/2


@pytest.mark.parametrize(
    ("name", "selected"),
    [
        ("Unaware", False),  # "All demons in play are immune to selected Hero this turn."
        ("Redemption (GoC)", True),  # "Select up to X evil cards. Convert the selected ..."
    ],
)
def test_selected_refers_back_only_after_a_select_step(name: str, selected: bool) -> None:
    ability = card_abilities(full_pool().get(name)).ability
    assert ability is not None
    words = repr(ability.effects)
    assert ("'selected'" in words) is selected
