"""An automatically targeted protection gains the cards that come to fit its words.

REG Targeting: "Ongoing effects that automatically target update their targets as new ones
become available while they remain ongoing, but do not retarget their current targets." A
Hero's "Protect Heroes in battle from evil cards" lasts to the end of the phase; a Hero
banded into the battle after it activated is protected too, and a Hero it protects stays
protected.
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, GameState, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.serialization import from_json, to_json

BATTLE = (None, Zone.FIELD_OF_BATTLE)
MALAKH = "Malakh the Nameless [2023 - State]"
"""Blue/silver Hero 3/6: "You may take an O.T. Hero from deck or Reserve. Protect Heroes in
battle from evil cards." """
COURAGE = "Courage (Ki)"
"""Blue Enhancement: "Holder may band any Hero from his territory or hand into battle." """
DARTS = "Fiery Darts (J)"
"""Orange Enhancement 2/2: "Discard a Hero." """
DEMON = "Possessing Demon (j)"
"""Orange Evil Character 3/4, no ability."""


def _samson_banded_in() -> Game:
    for name in (MALAKH, COURAGE, DARTS):
        assert ability_support(full_pool().get(name)).carried_out
    game = Game.at(
        [
            {"hand": [MALAKH, COURAGE, "Samson (J)"], "territory": ["Gideon (J)"]},
            {"hand": [DEMON, DARTS], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(MALAKH), P2))
    game.do(Block(game.card(DEMON)))
    game.settle()
    # the demon's 3 counts 0 against Malakh, who is protected from it: a stalemate
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    (protection,) = game.state.protections
    assert protection.cards == (game.card(MALAKH),)
    game.do(PlayEnhancement(game.card(COURAGE), game.card(MALAKH)))
    game.choose(game.question.labels[0])
    assert sorted(game.offered) == ["Gideon (J)", "Samson (J)"]
    game.pick("Samson (J)")
    game.settle()
    assert game.where("Samson (J)") == BATTLE
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Malakh and Samson 15 against 3/4
    return game


def test_a_hero_banded_in_later_is_protected_too() -> None:
    game = _samson_banded_in()
    (protection,) = game.state.protections
    assert protection.cards == (game.card(MALAKH), game.card("Samson (J)"))
    # "Discard a Hero": the one Hero not protected, outside the battle, is the target
    game.do(PlayEnhancement(game.card(DARTS), game.card(DEMON)))
    game.settle()
    assert game.where("Gideon (J)") == (P1, Zone.DISCARD_PILE)
    assert game.where("Samson (J)") == BATTLE


def test_a_card_it_protects_stays_protected_when_it_no_longer_fits() -> None:
    # Gideon, in territory, is not a Hero in battle; a protection that holds him already
    # (as if he had been in battle) does not let him go
    game = _samson_banded_in()
    (protection,) = game.state.protections
    gideon = game.card("Gideon (J)")
    held = attrs.evolve(protection, cards=(*protection.cards, gideon))
    game.state = attrs.evolve(game.state, protections=(held,))
    game.do(PlayEnhancement(game.card(DARTS), game.card(DEMON)))
    # every Hero is protected: the Enhancement has no target and does nothing
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.where("Gideon (J)") == (P1, Zone.TERRITORY)
    assert gideon in game.state.protections[0].cards


def test_a_growing_protection_survives_the_json_round_trip() -> None:
    state = _samson_banded_in().state
    assert state.protections[0].grows
    assert from_json(to_json(state), GameState) == state
