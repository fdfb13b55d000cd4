"""The card with the lowest (or highest) number: "the Hero with the lowest toughness".

Leading Others Astray (Ap), a black evil Enhancement: "If more than one Hero is in battle,
the Hero with the lowest toughness must retreat." Manasseh's Altar (FoM), an Artifact: "...
You may banish your human with the smallest toughness. ..." Of the cards the rest of the
words name, those whose number is the least fit; cards tied for it all fit, and the player
picks among them.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.kinds import Banish
from redemption_rules.effects.select import Scope

ASTRAY = "Leading Others Astray (Ap)"
ALTAR = "Manasseh's Altar (FoM)"
ANDREW, PETER = "Andrew (I)", "Peter (I)"
"""Purple Heroes: Andrew 3/3, "May band to Peter."; Peter 10/10."""


@pytest.mark.parametrize("name", [ASTRAY, ALTAR])
def test_the_abilities_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


def _astray_game() -> Game:
    game = Game.at(
        [
            {"territory": [ANDREW, PETER]},
            {"land_of_bondage": [SOUL], "territory": ["Goliath (L)"], "hand": [ASTRAY]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ANDREW), P2))
    game.choose("band to Peter")
    game.settle()
    game.do(Block(game.card("Goliath (L)")))
    game.settle()
    game.do(PlayEnhancement(game.card(ASTRAY), game.card("Goliath (L)")))
    game.settle()
    return game


def test_the_hero_with_the_lowest_toughness_retreats() -> None:
    game = _astray_game()
    assert game.where(ANDREW) == (P1, Zone.TERRITORY)  # 3/3
    assert game.where(PETER) == (None, Zone.FIELD_OF_BATTLE)  # 10/10
    assert game.state.problems() == []


@pytest.mark.parametrize(
    ("humans", "fitting"),
    [
        (["Demetrius", "Daniel (Pr)"], ["Demetrius"]),  # toughness 3 against Daniel's more
        (["Demetrius", "Demetrius"], ["Demetrius", "Demetrius"]),  # tied: both fit
    ],
)
def test_your_human_with_the_smallest_toughness(humans: list[str], fitting: list[str]) -> None:
    ability = card_abilities(full_pool().get(ALTAR)).ability
    assert ability is not None
    banish = ability.effects[1]
    assert isinstance(banish, Banish)
    game = Game.at([{"territory": humans}, {"territory": ["Goliath (L)"]}], pool=full_pool())
    found = Scope(game.state, P1).candidates(banish.target)
    assert game.names(found) == fitting
