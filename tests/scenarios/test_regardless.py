"""Regardless of protect abilities: an effect that may target protected cards (REG: Regardless).

Goliath, Fear Bringer (12/12) is protected from lone Heroes, and so from the Enhancements
they use (REG: Immune and Protect). Discerning Judgment reads "Discard an evil card.
Regardless of protect abilities if used by an O.T. Hero."
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

GOLIATH = "Goliath, Fear Bringer (1st Print - L)"
JUDGMENT = "Discerning Judgment"


def _judged(hero: str) -> Game:
    assert ability_support(full_pool().get(JUDGMENT)).carried_out
    game = Game.blocked(
        hero, {"hand": [hero, JUDGMENT]}, GOLIATH, {"hand": [GOLIATH]}, pool=full_pool()
    )
    assert game.asked[0] == P1  # Goliath is winning
    game.do(PlayEnhancement(game.card(JUDGMENT), game.card(hero)))
    return game


def test_an_o_t_hero_discards_a_protected_character() -> None:
    game = _judged("Angel at Shur (Roots)")  # an O.T. angel
    assert game.where(GOLIATH) == (P2, Zone.DISCARD_PILE)


def test_without_its_condition_the_protection_holds() -> None:
    game = _judged("Guiding Angel")  # a N.T. angel
    battle = game.state.battle
    assert battle is not None
    assert battle.evil_characters == (game.card(GOLIATH),)
