""" "If blocked" of a character is an event, not how the battle stands (REG: Conditional Phrases).

"'If [event]' ... preceding an effect ... indicates a triggered effect": "If blocked by a
Babylonian, discard this Hero" happens as the Hero is blocked. A character's ability
activates as it enters battle, attacking, before any block, where a check of the state
would never hold: the drawback of Seraiah would never come. The engine does not watch for
a character's block, so such cards play by their numbers. "If opposed by" checks the
state, and a blocker's "If opposed by 3 or more Heroes" holds as it enters battle.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import full_pool

from redemption_rules.effects.cards import ability_support, card_ability
from redemption_rules.effects.targets import OpposedBy

REASON = "'if blocked' of a character, an event its ability would watch for"


@pytest.mark.parametrize(
    "name",
    [
        "Seraiah the High Priest",  # "If blocked by a Babylonian, discard this Hero."
        "Obadiah",  # "If blocked by a pale green Evil Character, discard it after the battle"
        "Dutiful Priest",  # "If blocked, you may play an offering Enhancement ..."
        "Stone Carriers",  # "If blocked, you may exchange this card with ..."
        "Ehud, the Benjaminite [RR2]",  # "If blocked by an O.T. character, you may equip ..."
    ],
)
def test_a_characters_own_block_is_refused(name: str) -> None:
    support = ability_support(full_pool().get(name))
    assert not support.carried_out
    assert REASON in support.missing


def test_blocked_by_is_read_as_the_block_and_opposed_by_as_the_state() -> None:
    pool = full_pool()
    seraiah = card_ability(pool.get("Seraiah the High Priest")).effects[0].condition
    assert isinstance(seraiah, OpposedBy)
    assert seraiah.blocked
    antigonus = card_ability(pool.get("Antigonus the One-Eyed")).effects[-1].condition
    assert isinstance(antigonus, OpposedBy)
    assert not antigonus.blocked
    assert ability_support(pool.get("Antigonus the One-Eyed")).carried_out


def test_a_blocked_hero_checked_by_an_enhancement_is_still_carried_out() -> None:
    # played in battle, after the block: "If blocked by a warrior class Evil Character,
    # this card is worth 3/7" checks who blocks the Hero using it
    assert ability_support(full_pool().get("Spear and Shield")).carried_out
