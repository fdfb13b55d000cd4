"""Capture: a character taken captive to a Land of Bondage (REG: Capture, Captured Character).

A captured character goes to the Land of Bondage of the player carrying the capture out
(or the one the text names), under that player's control. A captured human is treated as a
Lost Soul there, so it may be rescued; a captured non-human is no Lost Soul at all. Either is
no longer a Hero or an Evil Character.
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    CardType,
    DecisionKind,
    Phase,
    PlayEnhancement,
    Zone,
    from_json,
    to_json,
)
from redemption_rules.battle.fight import attack_actions
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import CharacterCaptured
from redemption_rules.playing import accessible_souls
from redemption_rules.state import GameState
from redemption_rules.testing import build_position, find_card

SNARE = "Demonic Snare"
"""Gray Evil Enhancement: "Capture a Hero in play." """


def _snared(hero: str) -> Game:
    """*hero* attacks, False Prophets (4/4) blocks and loses; its player plays Demonic Snare."""
    assert ability_support(full_pool().get(SNARE)).carried_out
    game = Game.blocked(
        hero,
        {"hand": [hero]},
        "False Prophets",
        {"hand": ["False Prophets", SNARE]},
        pool=full_pool(),
    )
    assert game.asked[0] == P2  # the losing side has initiative
    game.do(PlayEnhancement(game.card(SNARE), game.card("False Prophets")))
    return game


def test_a_human_hero_captured_is_a_lost_soul_in_the_captors_land_of_bondage() -> None:
    game = _snared("Gideon (J)")
    gideon = game.card("Gideon (J)")
    assert game.where(gideon) == (P2, Zone.LAND_OF_BONDAGE)
    captive = game.state.cards[gideon]
    assert captive.captured is CardType.HERO
    assert captive.identity is CardType.LOST_SOUL  # treated as a Lost Soul there
    assert [(e.player, e.card, e.from_player) for e in of_kind(game.events, CharacterCaptured)] == [
        (P2, gideon, P1)
    ]
    # the Hero left the battle: no Hero is left to rescue
    assert game.state.battle is None or gideon not in game.state.battle.heroes
    # player 1 may now rescue it like any Lost Soul of player 2
    assert set(accessible_souls(game.state, P2, ())) == {gideon, game.card(SOUL)}
    assert game.state.problems() == []


def test_a_captured_non_human_is_no_lost_soul_and_cannot_be_rescued() -> None:
    game = _snared("Guiding Angel")
    angel = game.card("Guiding Angel")
    assert game.where(angel) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.cards[angel].captured is CardType.HERO
    assert game.state.cards[angel].identity is not CardType.LOST_SOUL
    assert accessible_souls(game.state, P2, ()) == [game.card(SOUL)]
    assert game.state.problems() == []


def _holding_captive(captive: str, ruleset: str) -> tuple[GameState, int]:
    """Player 2's Land of Bondage holds *captive*, captured as a Hero; player 1 has Gideon."""
    state = build_position(
        full_pool(),
        [{"territory": ["Gideon (J)"]}, {"land_of_bondage": [captive]}],
        phase=Phase.BATTLE,
        ruleset=ruleset,
    )
    card = find_card(state, captive)
    cards = list(state.cards)
    cards[card] = attrs.evolve(cards[card], captured=CardType.HERO)
    return attrs.evolve(state, cards=tuple(cards)), card


def test_a_captured_angel_alone_gives_no_rescue_attempt() -> None:
    # rules of rescue attempts only: a Land of Bondage without a Lost Soul cannot be attacked
    held, _ = _holding_captive("Guiding Angel", "classic")
    assert held.problems() == []
    assert attack_actions(held, P1) == []
    human, _ = _holding_captive("Follower Token", "classic")
    assert attack_actions(human, P1) != []  # a captured human is a Lost Soul to rescue


def test_a_captured_human_evil_character_goes_to_the_opponent_and_is_rescued() -> None:
    # Trapped in Cleverness (EC), a Clay Good Enhancement: "Capture a human Evil Character to
    # opponent's Land of Bondage." Laban (9/9) beats the Follower Token (6/8); the Hero side
    # captures him, wins the battle and so rescues: Laban is among the souls offered.
    trapped = "Trapped in Cleverness (EC)"
    assert ability_support(full_pool().get(trapped)).carried_out
    game = Game.blocked(
        "Follower Token",
        {"hand": ["Follower Token", trapped]},
        "Laban (F)",
        {"hand": ["Laban (F)"]},
        pool=full_pool(),
    )
    assert game.asked[0] == P1
    game.do(PlayEnhancement(game.card(trapped), game.card("Follower Token")))
    laban = game.card("Laban (F)")
    assert game.where(laban) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.cards[laban].captured is CardType.EVIL_CHARACTER
    game.settle()
    while game.asked[1] is not DecisionKind.SURRENDER_SOUL:
        game.do(game.legal[0])
    assert game.asked == (P2, DecisionKind.SURRENDER_SOUL)
    offered = {action.soul for action in game.legal}
    assert offered == {laban, game.card(SOUL)}
    game.do(next(a for a in game.legal if a.soul == laban))
    assert game.where(laban) == (P1, Zone.LAND_OF_REDEMPTION)
    assert game.state.cards[laban].captured is None  # a Redeemed Soul, no longer a captive
    assert game.state.players[P1].redeemed == 1


def test_capture_to_a_player_lets_the_captor_choose_whose_land_of_bondage() -> None:
    # Slaves to Eglon: "Capture all Heroes in battle to a player."
    eglon = "Slaves to Eglon"
    assert ability_support(full_pool().get(eglon)).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "False Prophets",
        {"hand": ["False Prophets", eglon]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(eglon), game.card("False Prophets")))
    assert game.question.labels == ("player 1", "player 2")
    game.choose("player 1")
    gideon = game.card("Gideon (J)")
    assert game.where(gideon) == (P1, Zone.LAND_OF_BONDAGE)  # its own player's, as chosen
    assert game.state.cards[gideon].captured is CardType.HERO
    assert game.state.problems() == []


def test_a_captured_state_reads_back_from_json() -> None:
    game = _snared("Gideon (J)")
    text = to_json(game.state)
    back = from_json(text, GameState)
    assert back == game.state
    assert '"captured"' in text


def test_a_forged_captive_outside_a_land_of_bondage_is_reported() -> None:
    state = build_position(full_pool(), [{"territory": ["Gideon (J)"]}, {}])
    gideon = find_card(state, "Gideon (J)")
    cards = list(state.cards)
    cards[gideon] = attrs.evolve(cards[gideon], captured=CardType.HERO)
    forged = attrs.evolve(state, cards=tuple(cards))
    assert any("captured character outside" in p for p in forged.problems())
    cards[gideon] = attrs.evolve(cards[gideon], captured=CardType.DOMINANT)
    forged = attrs.evolve(state, cards=tuple(cards))
    assert any("held captive as a Dominant" in p for p in forged.problems())


def test_take_any_hero_prisoner_takes_one_and_treated_as_a_lost_soul_adds_nothing() -> None:
    # Net (B): "Take any Hero in play prisoner and place in your Land of Bondage. Hero is
    # treated as a Lost Soul." "Any" Hero is one, chosen (REG: "any" (one) Site); the last
    # sentence recalls the rule for captives (REG: Capture, Clarifications)
    net = "Net (B)"
    assert ability_support(full_pool().get(net)).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"], "territory": ["Samson (J)"]},
        "Afflicting Spirit (GoC)",
        {"hand": ["Afflicting Spirit (GoC)", net]},
        pool=full_pool(),
    )
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(net), game.card("Afflicting Spirit (GoC)")))
    game.pick("Samson (J)")
    game.settle()
    samson = game.card("Samson (J)")
    assert game.where(samson) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.cards[samson].captured is CardType.HERO
    assert game.where("Gideon (J)")[1] is not Zone.LAND_OF_BONDAGE
