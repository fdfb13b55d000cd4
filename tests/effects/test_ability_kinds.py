"""Cards named by the kinds of their abilities: "an evil card with a capture ability".

REG: Abilities. A card has an ability of a kind when its special ability has an effect of
that kind, as the grammar reads it; a text the grammar does not read counts as having none.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules.effects.cards import ability_kinds, ability_support
from redemption_rules.effects.select import Scope
from redemption_rules.parser import parse_ability

CAPTURER = "Arrest in Jerusalem"
"""An Evil Enhancement: "Regardless of protection, capture a Hero."."""
GRAIN = "Grain in a Famine"
"""An Evil Enhancement: "You may capture a Hero. If played in battle, ..."."""
UNREAD = "Ahab's Armor"
"""Its text, not read, says "Protect Evil Character from capture and convert abilities"."""


def test_the_kinds_are_those_of_the_effects_read() -> None:
    assert "capture" in ability_kinds(full_pool().get(CAPTURER))
    assert ability_kinds(full_pool().get("Doeg (L)")) == frozenset()  # no ability


def test_a_text_not_read_has_no_kind() -> None:
    card = full_pool().get(UNREAD)
    assert not ability_support(card).readable
    assert ability_kinds(card) == frozenset()


@pytest.mark.parametrize(
    ("card", "matches"),
    [
        (CAPTURER, True),
        (GRAIN, True),
        ("Doeg (L)", False),  # evil, no ability
        ("East of Eden", False),  # evil, no capture effect
        (UNREAD, False),
    ],
)
def test_a_selector_naming_an_ability_kind_tests_it(card: str, matches: bool) -> None:
    target = parse_ability("Take an evil card with a capture ability from Reserve.").effects[0]
    selector = target.target  # type: ignore[attr-defined]
    game = Game.at([{"reserve": [card]}, {}], pool=full_pool())
    assert Scope(game.state, P1).matches(game.card(card), selector) is matches


def test_a_card_that_takes_a_card_by_its_ability_kind_is_carried_out() -> None:
    # Pharaoh's Baker: "You may take an evil card with a capture ability from Reserve. ..."
    assert ability_support(full_pool().get("Pharaoh's Baker")).carried_out
