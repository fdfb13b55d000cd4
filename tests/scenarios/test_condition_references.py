"""A reference back to the cards a condition names is refused, not read as the effect before.

"Discard all evil enhancements in battle. If two or more Evil Characters are in battle,
return one to owner's hand": "one" is one of those Evil Characters. The engine reads a
reference back as the cards of the effect before it (the discarded Enhancements), so such
an effect is not carried out, and the card plays by its numbers.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import full_pool

from redemption_rules.effects.cards import ability_support

REASON = "a reference back to the cards of its condition"


@pytest.mark.parametrize(
    "name",
    [
        "Jacob's Rods",  # "If two or more Evil Character's are in battle, return one ..."
        "Shadow - Hand or Storehouse",  # "If you have an enhancement ..., you may play it."
    ],
)
def test_one_of_the_cards_of_a_condition_is_refused(name: str) -> None:
    assert ability_support(full_pool().get(name)).missing == (REASON,)


@pytest.mark.parametrize(
    "name",
    [
        "Micah (PoC)",  # "You may draw X ... If a king of Judah is in play, ... those cards"
        "Every Tribe (RoJ AB)",  # "..., look at the top X cards of deck: Add 1 to hand"
        "Ahuzzath (LoC)",  # "topdeck an O.T. black Enhancement ... (or take it if ...)"
        "Uproar in Jerusalem",  # "... If a warrior class Roman is in play, ... the Hero"
    ],
)
def test_a_reference_to_the_effect_before_is_still_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out
