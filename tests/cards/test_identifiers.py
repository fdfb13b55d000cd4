"""Identifiers a card has without printing them (ORDIR): demons among Evil Characters."""

from __future__ import annotations

from typing import TYPE_CHECKING

from redemption_rules.cards.identifiers import identifiers_of

if TYPE_CHECKING:
    from redemption_rules import CardPool


def test_demons_the_card_list_does_not_mark_are_demons(pool: CardPool) -> None:
    # ORDIR Demon: single-brigade orange Evil Characters are demons, and it lists Frog
    # Demons, the Panic Demons and the Beasts from the Earth and the Sea among them
    for name in ("Frog Demons (L)", "Panic Demon (Black)", "Wandering Spirit (GoC)"):
        found = identifiers_of(pool.get(name))
        assert "demon" in found, name
        assert "human" not in found, name
    beast = identifiers_of(pool.get("Beast from the Sea (L)"))
    assert {"demon", "beast"} <= beast
    assert "human" not in beast
    assert "human" in identifiers_of(pool.get("Lahmi (I)"))
