"""Abilities that acted wrongly in played games though their texts read right (a third sample).

* Temple Veil (GoC) and the other texts naming cards "not in battle" ("bounce a Gospel Hero
  not in battle", "discard a card (except a card in battle)", "protect all red brigade
  Heroes not in battle"): the place leaves out only the cards in it; a card elsewhere fits
  (REG: Targeting). The option was never offered: every card was taken as left out.
* Good Seed (GoC) and the other add to battle texts: a player adds cards only to the side of
  battle they control, a Hero to the Hero side (REG: Add to Battle). The blocker was offered
  "reserve this card to add your N.T. human Hero to battle", paid the cost, and the Hero it
  picked stayed home; a card that cannot join the player's side is not offered.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    ActivateArtifact,
    Attack,
    Block,
    DecisionKind,
    Phase,
    PlayEnhancement,
    UseAbility,
    Zone,
)
from redemption_rules.effects.cards import ability_support

VEIL = "Temple Veil (GoC)"
"""Artifact: "If you control a Gospel human Hero, you may look at an opponent's hand. You may
deactivate this Artifact or bounce a Gospel Hero not in battle. N.T. Heroes have Site
access." """
GABRIEL = "Gabriel, Mouth of God (GoC)"
"""A Gospel Hero (an angel, not human)."""
HOST = "The Heavenly Host (GoC)"
"""Another Gospel Hero."""


def _veil_activated(mine: list[str], theirs: list[str]) -> Game:
    game = Game.at(
        [
            {"artifact_pile": [VEIL], "territory": mine},
            {"territory": theirs, "land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(VEIL)))
    return game


def test_a_hero_not_in_battle_may_be_bounced() -> None:
    assert ability_support(full_pool().get(VEIL)).carried_out
    game = _veil_activated([HOST], [GABRIEL])
    assert game.question.labels == (
        "deactivate this Artifact",
        "bounce a Gospel Hero not in battle",
        "Decline",
    )
    game.choose("bounce a Gospel Hero not in battle")
    assert sorted(game.offered) == sorted([HOST, GABRIEL])
    game.pick(GABRIEL)
    assert game.where(GABRIEL) == (P2, Zone.HAND)
    assert game.where(VEIL) == (P1, Zone.ARTIFACT_PILE)


PTOLEMY = "Ptolemy, Ruler of Egypt"
"""Evil Character: "If blocking and opponent has hand advantage, you may discard a card
(except a card in battle). May band to a Greek. Regardless of protect abilities." """
GIDEON = "Gideon (J)"
"""A Hero in territory, out of the battle."""


def test_a_card_out_of_battle_is_discarded_and_none_in_it() -> None:
    assert ability_support(full_pool().get(PTOLEMY)).carried_out
    game = Game.blocked(
        "Mary (B)",
        {"hand": ["Mary (B)", "Babel", "Rome", "Fire Foxes"], "territory": [GIDEON]},
        PTOLEMY,
        {"hand": [PTOLEMY]},
        pool=full_pool(),
        answer_block=False,
    )
    game.choose("discard a card (except a card in battle)")
    # the only card in play out of battle (a Lost Soul is not "a card"): no question
    assert game.where(GIDEON) == (P1, Zone.DISCARD_PILE)
    assert game.where("Mary (B)") == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(PTOLEMY) == (None, Zone.FIELD_OF_BATTLE)


GOOD_SEED = "Good Seed (GoC)"
"""Good Enhancement: "Place in territory: Each upkeep, you may take a good Enhancement from
Reserve. While an Evil Character is in battle, you may reserve this card to add your N.T.
human Hero to battle." """
MATTHIAS = "Matthias (GoC)"
"""A N.T. human Hero to use Good Seed and be added."""
ABADDON = "Abaddon the Destroyer (L)"
"""An Evil Character with no ability, to block."""


def _seed_placed(game: Game, player: int) -> None:
    game.do(PlayEnhancement(game.card(GOOD_SEED), game.card(MATTHIAS)))
    game.settle()
    assert game.where(GOOD_SEED) == (player, Zone.TERRITORY)


def test_the_attacker_adds_a_hero_to_battle() -> None:
    assert ability_support(full_pool().get(GOOD_SEED)).carried_out
    game = Game.at(
        [
            {"territory": ["Mary (B)", MATTHIAS], "hand": [GOOD_SEED]},
            {"hand": [ABADDON], "land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    _seed_placed(game, P1)
    game.play_on_to(P1, Phase.BATTLE)
    game.do(Attack(game.card("Mary (B)"), P2))
    game.settle()
    game.do(Block(game.card(ABADDON)))
    game.do(UseAbility(game.card(GOOD_SEED), 2))
    assert game.where(GOOD_SEED) == (P1, Zone.RESERVE)
    assert game.where(MATTHIAS) == (None, Zone.FIELD_OF_BATTLE)


def test_the_blocker_is_not_offered_a_hero_for_its_side() -> None:
    game = Game.at(
        [
            {"territory": ["Samson (J)"], "land_of_bondage": [SOUL], "deck": ["Babel"] * 6},
            {
                "territory": [MATTHIAS, ABADDON],
                "hand": [GOOD_SEED],
                "land_of_bondage": [SOUL],
                "deck": ["Babel"] * 6,
            },
        ],
        phase=Phase.PREPARATION,
        active=1,
        pool=full_pool(),
    )
    _seed_placed(game, P2)
    game.play_on_to(P1, Phase.BATTLE)
    game.do(Attack(game.card("Samson (J)"), P2))
    game.do(Block(game.card(ABADDON)))
    # the Hero side is winning: the blocker may act, but Good Seed has nothing to add
    assert game.asked != (P2, DecisionKind.PRIORITY)
    assert UseAbility(game.card(GOOD_SEED), 2) not in game.legal
    assert game.where(GOOD_SEED) == (P2, Zone.TERRITORY)
