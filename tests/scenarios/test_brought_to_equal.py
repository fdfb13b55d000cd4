"""An increase to another card's numbers: "Hero gains (*/*) to bring Hero to equal abilities".

REG Increase and Decrease. God's Provision (purple Good Enhancement, */*): "Hero gains (*/*)
to bring Hero to equal abilities (*/*) with Evil Character at this point in the battle. Hero
gains first strike ability." An instant increase: the Hero's numbers become the Evil
Character's as they are when it activates, and stay. "If an increase in strength or toughness
is to a specific value and the increase results in a lower strength or toughness, then the
increase is treated as optional": the player is asked then. "Hero gains first strike
ability" is first strike (REG: First Strike), not an ability named by its kind.
"""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.scenarios.conftest import P1, Game, full_pool, of_kind

from redemption_rules import DecisionKind, PlayEnhancement
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.kinds import FirstStrike
from redemption_rules.events import EffectCarriedOut

PROVISION = "God's Provision"
BATHSHEBA = "Bathsheba"
"""A purple Hero (5/5) with no ability."""
ELISHA = "Elisha"
"""A purple Hero (7/5) with no ability."""
GOLIATH = "Goliath (L)"
"""A black Evil Character (10/10) with no ability."""
DOEG = "Doeg (L)"
"""A pale green Evil Character (6/6) with no ability."""


@pytest.mark.parametrize("name", [PROVISION, "David's Sling (L)", "Pillar of a Cloud ( C)"])
def test_the_texts_are_carried_out(name: str) -> None:
    support = ability_support(full_pool().get(name))
    assert support.carried_out, support.missing


@pytest.mark.parametrize("name", ["David's Sling (L)", "Pillar of a Cloud ( C)"])
def test_gains_first_strike_ability_is_first_strike(name: str) -> None:
    ability = card_abilities(full_pool().get(name)).ability
    assert ability is not None
    [effect] = ability.effects
    assert isinstance(effect, FirstStrike)


def _provided(hero: str, blocker: str) -> Game:
    game = Game.blocked(
        hero, {"hand": [hero, PROVISION]}, blocker, {"hand": [blocker]}, pool=full_pool()
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(PROVISION), game.card(hero)))
    return game


def test_the_hero_gets_the_evil_characters_numbers_and_first_strike() -> None:
    game = _provided(BATHSHEBA, GOLIATH)
    game.pass_windows()
    assert numbers_of(game.state, game.card(BATHSHEBA)) == (10, 10)
    assert game.numbers == (10, 10, 10, 10)  # the Enhancement's own */* adds nothing
    carried = [e.effect for e in of_kind(game.events, EffectCarriedOut)]
    assert carried == ["set_numbers", "first_strike"]
    assert game.state.problems() == []


def test_the_numbers_stay_as_they_were_when_it_activated() -> None:
    game = _provided(BATHSHEBA, GOLIATH)
    game.pass_windows()
    goliath = game.card(GOLIATH)
    cards = list(game.state.cards)
    cards[goliath] = evolve(cards[goliath], change=(5, 5))  # Goliath grows afterwards
    game.state = evolve(game.state, cards=tuple(cards))
    assert numbers_of(game.state, game.card(BATHSHEBA)) == (10, 10)


def test_a_number_it_would_lower_makes_the_increase_optional() -> None:
    game = _provided(ELISHA, DOEG)  # Elisha 7/5 against Doeg 6/6: strength would go down
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == ("bring the numbers to equal", "leave them as they are")
    game.choose("leave them as they are")
    game.pass_windows()
    assert numbers_of(game.state, game.card(ELISHA)) == (7, 5)


def test_the_lowering_may_be_chosen() -> None:
    game = _provided(ELISHA, DOEG)
    game.choose("bring the numbers to equal")
    game.pass_windows()
    assert numbers_of(game.state, game.card(ELISHA)) == (6, 6)
