"""Conditions on the cards a player drew or played this turn, or played this game.

REG Conditions. The engine notes, per turn, how many cards each player drew (by the Draw
Phase or by abilities) and which cards they played, and per game which titles they played:
"If opponent has drawn 5 or more cards this turn" (Seleucus the Victorious), "If you have
played no Enhancements this turn" (Proud Pharisee), "If you have not played Son of God this
game" (Simeon (Di)).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    CardType,
    GameState,
    PlayCard,
    PlayEnhancement,
    load_starter_decks,
    parse_ability,
    start_game,
)
from redemption_rules.effects.cards import card_abilities
from redemption_rules.effects.select import DRAWN, Scope
from redemption_rules.state import Phase, PlayerId, Use

if TYPE_CHECKING:
    from redemption_rules.effects.targets import Condition


def _condition(name: str, effect: int) -> Condition:
    ability = card_abilities(full_pool().get(name)).ability
    assert ability is not None
    condition = ability.effects[effect].condition
    assert condition is not None
    return condition


def _drawn(state: GameState, player: PlayerId) -> int:
    return sum(use.count for use in state.uses if use.key == DRAWN and use.player == player)


def test_the_draw_phase_counts_the_cards_drawn() -> None:
    state = start_game(load_starter_decks(), seed=4).state
    game = Game(state)
    while game.state.phase in (Phase.PRE_GAME, Phase.DRAW) or game.state.turn < 2:
        game.do(game.legal[0])
    active = game.state.active
    assert _drawn(game.state, active) == 3  # the Draw Phase's three, this turn


def test_drawn_five_or_more_this_turn() -> None:
    condition = _condition("Seleucus the Victorious", 2)  # "If opponent has drawn 5 or more"
    game = Game.at([{}, {"land_of_bondage": [SOUL]}], pool=full_pool())
    for drawn, holds in ((3, False), (5, True)):
        state = evolve(game.state, uses=(Use(DRAWN, P2, "turn", drawn),))
        assert Scope(state, P1).holds(condition) is holds


def test_played_no_enhancements_this_turn() -> None:
    condition = _condition("Proud Pharisee", 2)  # "If you have played no Enhancements ..."
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)"]},
        "Shemaiah",
        {"hand": ["Shemaiah", "Mask of Self-glorification"]},
        pool=full_pool(),
    )
    assert Scope(game.state, P2).holds(condition)
    game.do(PlayEnhancement(game.card("Mask of Self-glorification"), game.card("Shemaiah")))
    game.settle()
    assert not Scope(game.state, P2).holds(condition)
    assert Scope(game.state, P1).holds(condition)  # the other player played none


def test_not_played_son_of_god_this_game() -> None:
    condition = _condition("Simeon (Di)", 0)
    game = Game.at([{}, {"land_of_bondage": [SOUL]}], pool=full_pool())
    assert Scope(game.state, P1).holds(condition)
    played = evolve(game.state, uses=(Use("played title:Son of God", P1, "game"),))
    assert not Scope(played, P1).holds(condition)
    assert Scope(played, P2).holds(condition)


def test_a_card_played_from_hand_into_territory_counts_as_played_this_turn() -> None:
    # REG Play: a Site put into territory from hand in the Preparation Phase is played
    condition = parse_ability("If you have played a Site this turn, draw 1.").effects[0].condition
    assert condition is not None
    game = Game.at(
        [{"hand": ["Jerusalem"]}, {"land_of_bondage": [SOUL]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    assert not Scope(game.state, P1).holds(condition)
    game.do(PlayCard(game.card("Jerusalem"), CardType.SITE))
    assert Scope(game.state, P1).holds(condition)
    assert not Scope(game.state, P2).holds(condition)
    assert game.card("Jerusalem") in (entry.card for entry in game.state.played)


def test_an_artifact_played_face_down_keeps_its_title_hidden() -> None:
    # it is played (REG: Play), but the note of titles played this game, which every player
    # reads, does not name it while it lies face down (REG: Face Down)
    condition = parse_ability("If you have played an Artifact this turn, draw 1.")
    artifact = "Ark of the Covenant (Ki)"
    game = Game.at(
        [{"hand": [artifact]}, {"land_of_bondage": [SOUL]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayCard(game.card(artifact), CardType.ARTIFACT))
    played = condition.effects[0].condition
    assert played is not None
    assert Scope(game.state, P1).holds(played)
    assert not any("Ark of the Covenant" in use.key for use in game.state.uses)
