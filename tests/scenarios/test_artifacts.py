"""Artifacts: activated in the Preparation Phase, used as they activate (REG: Artifact,
Activate an Artifact, Preparation Phase).

An Artifact lies face down on its owner's Artifact pile until activated; the active player
may activate one a turn, turning face down the one active before. Its ability is used as it
activates, and a manually triggered effect of it may be used while it stays face up.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    ActivateArtifact,
    Attack,
    IllegalAction,
    Phase,
    UseAbility,
    Zone,
)
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import ArtifactActivated

CHARIOT = "Chariot of Fire (Roots)"
"""An Artifact: "Shuffle all Heroes from discard pile." """
HARP = "David's Harp (1st Print - K)"
"""An Artifact: "You may underdeck a I Samuel Hero from discard pile or Reserve." """


def test_an_artifact_activated_is_used_as_it_activates() -> None:
    assert ability_support(full_pool().get(CHARIOT)).carried_out
    game = Game.at(
        [{"artifact_pile": [CHARIOT], "discard_pile": ["Gideon (J)", "Samson (J)"]}, {}],
        pool=full_pool(),
        phase=Phase.PREPARATION,
    )
    chariot = game.card(CHARIOT)
    assert ActivateArtifact(chariot) in game.legal
    game.do(ActivateArtifact(chariot))
    game.settle()
    assert not game.state.cards[chariot].face_down
    assert game.where("Gideon (J)") == (P1, Zone.DECK)
    assert game.where("Samson (J)") == (P1, Zone.DECK)
    assert [e.card for e in of_kind(game.events, ArtifactActivated)] == [chariot]
    assert game.state.problems() == []


def test_one_artifact_a_turn_and_the_one_active_before_is_turned_face_down() -> None:
    game = Game.at(
        [{"artifact_pile": [CHARIOT, HARP]}, {}], pool=full_pool(), phase=Phase.PREPARATION
    )
    chariot = game.face_up(CHARIOT)
    harp = game.card(HARP)
    game.do(ActivateArtifact(harp))
    events = of_kind(game.events, ArtifactActivated)
    assert [(e.card, e.deactivated) for e in events] == [(harp, chariot)]
    assert game.state.cards[chariot].face_down
    assert not game.state.cards[harp].face_down
    game.settle()
    assert not any(isinstance(action, ActivateArtifact) for action in game.legal)
    with pytest.raises(IllegalAction, match="one a turn"):
        game.do(ActivateArtifact(chariot))
    assert game.state.problems() == []


def test_an_active_artifact_is_used_by_hand_during_battle() -> None:
    # Unholy Writ (GoC): "During battle, you may discard this card to capture a human Hero
    # in battle." It lies face up on player 2's pile.
    writ = "Unholy Writ (GoC)"
    assert ability_support(full_pool().get(writ)).carried_out
    game = Game.at(
        [{"hand": ["Gideon (J)"]}, {"artifact_pile": [writ], "land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    card = game.face_up(writ)
    game.do(Attack(game.card("Gideon (J)"), P2))
    for _ in range(10):
        uses = [a for a in game.legal if isinstance(a, UseAbility) and a.card == card]
        if uses:
            break
        game.pass_windows()
    game.do(uses[0])
    game.settle()
    assert game.where(writ) == (P2, Zone.DISCARD_PILE)
    assert game.where("Gideon (J)") == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.problems() == []
