"""Add to battle: cards join the battle on the side of the player adding them.

REG Add to Battle: from that player's hand or territory unless the text says otherwise;
the added character's abilities activate as it enters battle.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    Block,
    DecisionKind,
    PlayEnhancement,
    Zone,
)
from redemption_rules.effects.cards import ability_support

BATTLE = (None, Zone.FIELD_OF_BATTLE)


def test_a_hero_from_hand_is_added_to_the_battle() -> None:
    # River Flowing From the Temple: "Add a Hero from your hand to the battle."
    assert ability_support(full_pool().get("River Flowing From the Temple")).carried_out
    game = Game.at(
        [
            {
                "hand": [
                    "Esther (L)",
                    "River Flowing From the Temple",
                    "Samson (J)",
                    "Shamgar (J)",
                    "Nabal (I)",
                ],
                "territory": ["Gideon (J)"],
            },
            {"hand": ["Lahmi (I)"], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Esther (L)"), P2))
    game.settle()
    game.do(Block(game.card("Lahmi (I)")))
    game.settle()
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # Esther 6/6 against Lahmi 10/10
    river = game.card("River Flowing From the Temple")
    game.do(PlayEnhancement(river, game.card("Esther (L)")))
    # a Hero from hand only: not the Evil Character in hand, not the Hero in territory
    assert sorted(game.offered) == ["Samson (J)", "Shamgar (J)"]
    game.pick("Samson (J)")
    assert game.where("Samson (J)") == BATTLE
    battle = game.state.battle
    assert battle is not None
    assert game.card("Samson (J)") in battle.heroes
    assert game.numbers[:2] == (18, 12)  # Esther 6/6 and Samson 12/6
    assert game.where("Gideon (J)") == (P1, Zone.TERRITORY)
    assert game.where("Shamgar (J)") == (P1, Zone.HAND)


AHITUB = "Ahitub, the High Priest"
"""Hero: "Protect Lost Souls from evil cards. You may reserve this card to add a Tabernacle
priest from hand, deck or territory to battle."."""
PRIEST = "Aaron (Pi)"


def test_a_cost_is_paid_in_the_step_of_the_character_it_adds() -> None:
    # REG Ability Activation Order: an ability that moves a character into battle activates
    # in step 5, its cost with it; apart, the add would find its cost unpaid
    assert ability_support(full_pool().get(AHITUB)).carried_out
    game = Game.at(
        [{"territory": [AHITUB], "hand": [PRIEST]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(AHITUB), P2))
    assert game.question.labels == (
        "reserve this card to add a Tabernacle priest from hand, deck or territory to battle",
        "Decline",
    )
    game.choose(game.question.labels[0])
    game.pick(PRIEST)
    assert game.where(AHITUB) == (P1, Zone.RESERVE)
    assert game.where(PRIEST) == BATTLE


def test_the_condition_a_cost_was_paid_under_holds_for_its_benefit() -> None:
    # "If blocking, you may capture this card to opponent to add an evil N.T. human from
    # deck to battle": captured, Silly Women blocks no more, but the add is what was paid for
    silly, herod = "Silly Women (Roots)", "Herod Agrippa I (GoC)"
    game = Game.at(
        [
            {"hand": ["Samson (J)"]},
            {"hand": [silly], "land_of_bondage": [SOUL], "deck": [herod, "Doeg (L)"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Samson (J)"), P2))
    game.settle()
    game.do(Block(game.card(silly)))
    game.choose(game.question.labels[0])
    game.pick(herod)
    assert game.where(silly) == (P1, Zone.LAND_OF_BONDAGE)
    assert game.where(herod) == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.problems() == []
