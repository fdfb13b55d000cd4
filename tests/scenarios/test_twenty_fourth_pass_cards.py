"""Cards the grammar's twenty-fourth pass made readable and the engine carries out, in play."""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    ActivateArtifact,
    Attack,
    Block,
    Pass,
    Phase,
    PlayEnhancement,
    Zone,
)
from redemption_rules.battle.numbers import battle_situation
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import EffectCarriedOut
from redemption_rules.state import Situation

INCENSE = "Altar of Incense (E)"
"""Artifact [Exodus 30:1]: "O.T. Heroes are protected from discard special abilities on evil
enhancements." """
AHAZ = "Altar of Ahaz"
"""An Artifact that protects no Hero."""
GAD = "Gad"
"""A red O.T. Hero, 6/3, with no special ability."""
DEMON = "Possessing Demon (j)"
"""An orange Evil Character, 3/4."""
DARTS = "Fiery Darts (J)"
"""Orange Evil Enhancement: "Discard a Hero." """


@pytest.mark.parametrize(("artifact", "where"), [(INCENSE, Zone.FIELD_OF_BATTLE), (AHAZ, None)])
def test_altar_of_incense_keeps_an_ot_hero_from_an_evil_discard(
    artifact: str, where: Zone | None
) -> None:
    assert ability_support(full_pool().get(INCENSE)).carried_out
    game = Game.at(
        [
            {"territory": [GAD], "artifact_pile": [artifact]},
            {"land_of_bondage": [SOUL], "territory": [DEMON], "hand": [DARTS]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(artifact)))
    game.settle()
    game.play_on_to(P1, Phase.BATTLE)
    game.do(Attack(game.card(GAD), P2))
    game.settle()
    game.do(Block(game.card(DEMON)))
    game.settle()
    game.do(Pass())  # Gad 6/3 and the Demon 3/4 destroy each other: player 2 plays the Darts
    game.do(PlayEnhancement(game.card(DARTS), game.card(DEMON)))
    game.settle()
    if where is None:
        assert game.where(GAD) == (P1, Zone.DISCARD_PILE)
    else:
        assert game.where(GAD) == (None, where)  # protected, still in battle
    assert game.state.problems() == []


PILLAR = "Pillar of a Cloud (G)"
"""Good Enhancement 2/5 of every brigade: "Hero has first strike (if battle end in mutual
destruction by numbers, hero is not discarded)." """
ELEAZAR = "Eleazar (Wa)"
"""A green Hero, 7/2, with no special ability."""
ALEXANDER = "Alexander the Coopersmith"
"""A crimson Evil Character, 9/9, with no special ability."""


def test_pillar_of_a_cloud_turns_a_mutual_destruction_into_a_win() -> None:
    assert ability_support(full_pool().get(PILLAR)).carried_out
    game = Game.blocked(
        ELEAZAR, {"hand": [ELEAZAR, PILLAR]}, ALEXANDER, {"hand": [ALEXANDER]}, pool=full_pool()
    )
    battle = game.state.battle
    assert battle is not None
    assert battle_situation(game.state, battle) is Situation.LOSING
    game.do(PlayEnhancement(game.card(PILLAR), game.card(ELEAZAR)))
    game.settle()
    # 9/7 against 9/9 destroys both, and Eleazar strikes first
    assert game.numbers == (9, 7, 9, 9)
    striking = {entry.card for entry in game.state.lasting if entry.status == "first_strike"}
    assert striking == {game.card(ELEAZAR)}
    battle = game.state.battle
    assert battle is not None
    assert battle_situation(game.state, battle) is Situation.WINNING


NEW_NAME = "Jacob's New Name"
"""Blue Good Enhancement: "Set Jacob aside for 1 turn.  Jacob returns increased 3/3 and has
first strike ability." """
JACOB = "Jacob (D)"
"""A blue Hero, 6/5: "May band to any silver brigade Hero." """
GOLIATH = "Goliath (L)"
_DECK = ("Meshach (Mishael)", "Andrew (Ap)", "Adino (UL)", "Asahel ( C)", "Samson (J)")


def test_jacobs_new_name_sets_jacob_aside_and_both_effects_come_with_his_return() -> None:
    assert ability_support(full_pool().get(NEW_NAME)).carried_out
    game = Game.blocked(
        JACOB,
        {"hand": [JACOB, NEW_NAME], "deck": list(_DECK)},
        GOLIATH,
        {"hand": [GOLIATH]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(NEW_NAME), game.card(JACOB)))
    game.settle()
    jacob = game.card(JACOB)
    assert game.where(jacob) == (P1, Zone.SET_ASIDE)
    assert [entry.moment for entry in game.state.delayed] == ["on_return"]
    events = []
    while game.where(jacob)[1] is Zone.SET_ASIDE:  # his turn, the one turn, ends
        events += game.do(game.legal[-1])
    assert game.where(jacob) == (P1, Zone.TERRITORY)
    carried = [(e.effect, e.cards) for e in of_kind(events, EffectCarriedOut)]
    assert ("increase", (jacob,)) in carried
    assert ("first_strike", (jacob,)) in carried
    assert game.state.delayed == ()
    assert game.state.problems() == []


SISERA = "Sisera's Army"
"""Black Evil Character 9/9, X = # of good brigades in battle: "If you control another
Canaanite, withdraw an O.T. Hero (except Barak). Opponent may underdeck X cards from hand or
territory instead (except a Lost Soul card). Cannot be prevented." """
AHIMAN = "Ahiman, son of Anak"
"""A Canaanite Evil Character, in player 2's territory."""
COURAGE = "Courage (L)"
SAMSON = "Samson (J)"


@pytest.mark.parametrize("underdeck", [True, False])
def test_siseras_army_withdraws_gad_unless_a_card_but_a_lost_soul_is_underdecked(
    underdeck: bool,
) -> None:
    assert ability_support(full_pool().get(SISERA)).carried_out
    game = Game.blocked(
        GAD,
        {"hand": [GAD, COURAGE, SOUL], "deck": ["Adino (L)"], "territory": [SAMSON]},
        SISERA,
        {"hand": [SISERA], "territory": [AHIMAN]},
        pool=full_pool(),
        answer_block=False,
    )
    instead = "underdeck X cards from hand or territory instead (except a Lost Soul card)"
    assert game.question.labels == (instead, "Decline")
    if underdeck:
        game.choose(instead)
        # X = 1, Gad's one brigade; the Lost Soul in hand is no card to choose
        assert game.offered == [COURAGE, SAMSON]
        assert (game.question.minimum, game.question.maximum) == (1, 1)
        game.pick(COURAGE)
        game.settle()
        assert game.where(GAD) == (None, Zone.FIELD_OF_BATTLE)
        assert game.zone(P1, Zone.DECK)[-1] == COURAGE
        assert game.zone(P1, Zone.HAND) == [SOUL]
    else:
        game.choose("Decline")
        game.settle()
        assert game.where(GAD) == (P1, Zone.TERRITORY)
        assert COURAGE in game.zone(P1, Zone.HAND)
    assert game.state.problems() == []
