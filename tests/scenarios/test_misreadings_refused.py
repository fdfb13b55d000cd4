"""Readings the engine would act on wrongly are refused: the card plays by its numbers.

"Discard all evil enhancements in battle. If two or more Evil Characters are in battle,
return one to owner's hand": "one" is one of those Evil Characters, while the engine reads
a reference back as the cards of the effect before it (the discarded Enhancements). A
search that names no card, and a prevent of one card named by its kind (not "the next"),
are refused too.
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


def test_a_search_for_no_card_named_is_refused() -> None:
    # "Search opponent's discard pile and select one good enhancement and add it to your
    # hand": the search names nothing; the take after it moved Wrestling with God itself
    support = ability_support(full_pool().get("Wrestling with God"))
    assert support.missing == ("a search for no card named",)


def test_a_prevent_of_one_card_by_its_kind_is_refused() -> None:
    # "Interrupt and prevent one enhancement used by an evil Pharisee or Sadducee": one
    # card, not every such card to the end of the phase; "the next" cards are counted
    support = ability_support(full_pool().get("Gamaliel"))
    assert support.missing == ("a prevent of a number of cards not the next ones played",)
    assert ability_support(full_pool().get("Bronze Cymbals")).carried_out
