"""Abilities that acted wrongly in played games though their texts read right (a third sample).

* Temple Veil (GoC) and the other texts naming cards "not in battle" ("bounce a Gospel Hero
  not in battle", "discard a card (except a card in battle)", "protect all red brigade
  Heroes not in battle"): the place leaves out only the cards in it; a card elsewhere fits
  (REG: Targeting). The option was never offered: every card was taken as left out.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import ActivateArtifact, Phase, Zone
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
