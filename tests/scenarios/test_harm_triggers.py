"""Triggered effects on harm: "If an opponent harms your green prophet", "If your Hero is harmed".

REG: Harm, Triggered Effect, Territory Class Character. A card is harmed when an ability on
a card of the opposite alignment (or on a neutral card an opponent controls) targets it. House
of Samuel (a Fortress): "If an opponent harms your green prophet, shuffle up to 1 evil card in
a territory." The Interceder (a territory-class Hero): "If your Hero is harmed, you may add
this card to battle." Each fires for its controller once the harming effect is carried out.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool, of_kind

from redemption_rules import DecisionKind, PlayEnhancement, QuestionKind, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityActivated, EffectCarriedOut

HOUSE = "House of Samuel"
INTERCEDER = "The Interceder"
AGABUS = "Agabus"
"""A green prophet Hero (5/4) with no ability."""
LEGION = "Legion of Angels"
"""A silver Hero (12/12), no prophet, with no ability."""
DEMON = "Possessing Demon (j)"
"""An orange Evil Character (3/4) with no ability."""
DARTS = "Fiery Darts (J)"
"""Orange Evil Enhancement: "Discard a Hero." """
GOLIATH = "Goliath (L)"
"""A black Evil Character (10/10) with no ability."""


@pytest.mark.parametrize("name", [HOUSE, INTERCEDER, "Ham"])
def test_the_harm_triggers_are_carried_out(name: str) -> None:
    support = ability_support(full_pool().get(name))
    assert support.carried_out, support.missing


def _darts(hero: str, mine: list[str]) -> Game:
    """*hero* attacks and is blocked by the demon, whose player plays Fiery Darts on *hero*."""
    game = Game.blocked(
        hero,
        {"hand": [hero], "territory": mine},
        DEMON,
        {"hand": [DEMON, DARTS], "territory": [GOLIATH]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(DARTS), game.card(DEMON)))
    game.pass_windows()
    if game.asked[1] is DecisionKind.ABILITY and game.question.card == game.card(DARTS):
        game.pick(hero)
        game.pass_windows()
    return game


def test_a_green_prophet_harmed_by_an_opponent_fires_house_of_samuel() -> None:
    game = _darts(AGABUS, [HOUSE])
    assert game.where(AGABUS) == (P1, Zone.DISCARD_PILE)
    assert game.asked == (P1, DecisionKind.ABILITY)
    question = game.question
    assert question.kind is QuestionKind.CARDS
    assert question.card == game.card(HOUSE)
    assert question.options == (game.card(GOLIATH),)  # the evil card in a territory
    game.pick(GOLIATH)  # the one card of "up to 1": the pick ends with it
    game.settle()
    assert game.where(GOLIATH) == (P2, Zone.DECK)
    [shuffled] = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "shuffle"]
    assert shuffled.card == game.card(HOUSE)
    assert game.state.problems() == []


def test_a_hero_that_is_no_green_prophet_fires_nothing() -> None:
    game = _darts(LEGION, [HOUSE])
    assert game.where(LEGION) == (P1, Zone.DISCARD_PILE)
    house = game.card(HOUSE)
    assert not [e for e in of_kind(game.events, AbilityActivated) if e.card == house]
    assert game.where(GOLIATH) == (P2, Zone.TERRITORY)


def test_your_hero_harmed_lets_the_interceder_join_the_battle() -> None:
    game = _darts(LEGION, [INTERCEDER])
    assert game.where(LEGION) == (P1, Zone.DISCARD_PILE)
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.card == game.card(INTERCEDER)
    game.choose("add this card to battle")
    game.settle()
    assert game.where(INTERCEDER) == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.problems() == []
