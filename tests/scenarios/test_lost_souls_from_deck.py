""" "If it is a Lost Soul, put it in play instead": the game's own rule, restated.

An effect that moves cards out of a deck (not a draw or a play) reveals them, and a Lost Soul
among them goes to its owner's Land of Bondage (REG: Targeting). "Discard the top card of
opponent's deck. If it is a Lost Soul, put it in play instead." says the same, so the card
is carried out as the rule plays it; what depends on the Lost Soul ("..., and discard this
card after battle") still does.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support, card_abilities

SOUL = "Lost Soul Luke 13:25 (J)"
EGYPTIAN_SPEAR = "Egyptian Spear"
"""Gold Evil Enhancement: "Discard the top card of opponent's deck. If it is a Lost Soul, put
it in play instead."."""
WARRIORS_SPEAR = "Warrior's Spear"
"""Red Good Enhancement: "Discard the top card of opponent's deck. If it is a Lost Soul, put
it in play instead, and discard this card after battle."."""


@pytest.mark.parametrize(
    "name",
    [
        EGYPTIAN_SPEAR,
        WARRIORS_SPEAR,
        "Rash Oath",
        # the bracket printed around the rule as well: "(or top 2 if ..., put Lost Souls in
        # play instead)"
        "The Hard-Hearted Pharaoh (CoW)",
        "The Hard-Hearted Pharaoh (CoW AB)",
        "Assyria Conquers Israel",
        "The Rabsaris Attacks",
    ],
)
def test_the_restated_rule_is_not_an_effect_of_its_own(name: str) -> None:
    card = full_pool().versions(name)[0]
    ability = card_abilities(card).ability
    assert ability is not None
    assert "place" not in [effect.kind for effect in ability.effects]
    assert ability_support(card).carried_out


@pytest.mark.parametrize(("top", "discarded"), [(SOUL, []), ("Adino (L)", ["Adino (L)"])])
def test_a_lost_soul_discarded_from_the_deck_goes_into_play(top: str, discarded: list[str]) -> None:
    game = Game.blocked(
        "Andrew (Ap)",  # 7/8 beats the blocker: the evil side has initiative
        {"hand": ["Andrew (Ap)"], "deck": [top, "Asahel (L)"]},
        "Pharaoh (D)",
        {"hand": ["Pharaoh (D)", EGYPTIAN_SPEAR]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(EGYPTIAN_SPEAR), game.card("Pharaoh (D)")))
    game.settle()
    assert game.zone(P1, Zone.DECK) == ["Asahel (L)"]
    assert game.zone(P1, Zone.DISCARD_PILE) == discarded
    assert game.zone(P1, Zone.LAND_OF_BONDAGE) == ([SOUL] if top == SOUL else [])


@pytest.mark.parametrize(("top", "later"), [(SOUL, True), ("Jaazaniah (L)", False)])
def test_what_depends_on_the_lost_soul_still_does(top: str, later: bool) -> None:
    game = Game.blocked(
        "Adino (L)",  # 6/6 loses to the blocker: the Hero side has initiative
        {"hand": ["Adino (L)", WARRIORS_SPEAR]},
        "Pharaoh (D)",
        {"hand": ["Pharaoh (D)"], "deck": [top, "Herodias (L)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WARRIORS_SPEAR), game.card("Adino (L)")))
    game.settle()
    assert game.zone(P2, Zone.DECK) == ["Herodias (L)"]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE).count(SOUL) == (2 if later else 1)
    # "discard this card after battle" waits only when the card was a Lost Soul
    assert [d.moment for d in game.state.delayed] == (["after_battle"] if later else [])
