"""Numbers set by an ability: "This card is worth 10/0 if ..." (REG: Increase and Decrease).

The REG counts "worth X/Y" as an increase or decrease of the card with the ability, by what
it takes to reach X/Y when the ability activates; its condition is tested then.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import PlayEnhancement
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support

BLOW = "A Mighty Blow"
"""Silver Good Enhancement, 5/0: "This card is worth 10/0 if a demon is in battle." """

ANGEL = "Angel of Revelation"
"""A silver Hero, 8/8, with no ability."""


def _blow_against(blocker: str) -> Game:
    assert ability_support(full_pool().get(BLOW)).carried_out
    game = Game.blocked(
        ANGEL, {"hand": [ANGEL, BLOW]}, blocker, {"hand": [blocker]}, pool=full_pool()
    )
    assert game.asked[0] == P1  # the Angel (8/8) is losing to a 10/10
    game.do(PlayEnhancement(game.card(BLOW), game.card(ANGEL)))
    game.settle()
    return game


def test_worth_sets_the_cards_numbers_when_its_condition_holds() -> None:
    # the Beast from the Sea is a demon (ORDIR): A Mighty Blow is 10/0, the Angel 18/8
    game = _blow_against("Beast from the Sea (L)")
    assert numbers_of(game.state, game.card(BLOW)) == (10, 0)


def test_worth_leaves_the_printed_numbers_when_its_condition_fails() -> None:
    # Goliath (10/10) is a giant, not a demon: the card stays 5/0
    game = _blow_against("Goliath (L)")
    assert numbers_of(game.state, game.card(BLOW)) == (5, 0)


def test_a_characters_own_abilities_are_set_when_its_partner_is_in_battle() -> None:
    # Epaphras (3/4): "Hero's abilities are 5/7 if Paul is in the field of battle." Without
    # Paul it keeps its printed numbers.
    epaphras = "Epaphras"
    assert ability_support(full_pool().get(epaphras)).carried_out
    game = Game.blocked(
        epaphras, {"hand": [epaphras]}, "Goliath (L)", {"hand": ["Goliath (L)"]}, pool=full_pool()
    )
    assert numbers_of(game.state, game.card(epaphras)) == (3, 4)


def test_a_weapon_worth_more_if_used_by_a_giant() -> None:
    # Goliath's Spear (black, 4/6): "Worth 8/10 if used by a giant." Ahiman, a Canaanite
    # giant, uses it.
    spear = "Goliath's Spear (Wa)"
    assert ability_support(full_pool().get(spear)).carried_out
    game = Game.blocked(
        "Legion of Angels",
        {"hand": ["Legion of Angels"]},
        "Ahiman, son of Anak",
        {"hand": ["Ahiman, son of Anak", spear]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(spear), game.card("Ahiman, son of Anak")))
    game.settle()
    assert numbers_of(game.state, game.card(spear)) == (8, 10)
