"""Cards sharing a book or a testament with the character using the card.

Working Together, a green and silver good Enhancement: "Hero may band to any Hero having the
same biblical book reference as this Hero." Fellowship, a white good Enhancement: "Band into
battle any number of human Heroes from the same testament as this Hero." "This Hero" is the
Hero using the Enhancement; a Hero fits when its reference is in the same book, or it is of
the same Testament (ORDIR: O.T., N.T.).
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

WORKING_TOGETHER = "Working Together"
FELLOWSHIP = "Fellowship"
BLOCKER = "Goliath (UL)"
"""An Evil Character that stops either Hero, so the Heroes' side may play."""


@pytest.mark.parametrize(
    "name", [WORKING_TOGETHER, FELLOWSHIP, "Fellowship Offering", "Divide and Unify"]
)
def test_the_abilities_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


def test_a_hero_with_a_reference_in_the_same_book_may_band() -> None:
    # Cornelius (C), Acts 10; Agabus, Acts 21; Faithful Servant ( C), Matthew 25
    game = Game.blocked(
        "Cornelius (C)",
        {
            "territory": ["Cornelius (C)", "Agabus", "Faithful Servant ( C)"],
            "hand": [WORKING_TOGETHER],
        },
        BLOCKER,
        {"territory": [BLOCKER]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WORKING_TOGETHER), game.card("Cornelius (C)")))
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(game.question.labels[0])  # Agabus alone fits: the band takes him
    assert game.where("Agabus") == (None, Zone.FIELD_OF_BATTLE)
    assert game.where("Faithful Servant ( C)") == (P1, Zone.TERRITORY)


def test_human_heroes_of_the_same_testament_band_into_battle() -> None:
    # Daniel (Pr) and Ruth (D): O.T.; Mary (B): N.T.
    game = Game.blocked(
        "Daniel (Pr)",
        {"territory": ["Daniel (Pr)", "Ruth (D)", "Mary (B)"], "hand": [FELLOWSHIP]},
        BLOCKER,
        {"territory": [BLOCKER]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(FELLOWSHIP), game.card("Daniel (Pr)")))
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.names(game.question.options) == ["Ruth (D)"]
    game.pick("Ruth (D)")
    assert game.where("Ruth (D)") == (None, Zone.FIELD_OF_BATTLE)
    assert game.where("Mary (B)") == (P1, Zone.TERRITORY)


def test_a_hero_of_another_book_is_not_offered() -> None:
    game = Game.blocked(
        "Cornelius (C)",
        {"territory": ["Cornelius (C)", "Faithful Servant ( C)"], "hand": [WORKING_TOGETHER]},
        BLOCKER,
        {"territory": [BLOCKER]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WORKING_TOGETHER), game.card("Cornelius (C)")))
    assert game.asked[1] is not DecisionKind.ABILITY  # nothing to band to: not asked
    assert game.where("Faithful Servant ( C)") == (P1, Zone.TERRITORY)
