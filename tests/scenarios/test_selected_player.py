"""An effect carried out by a player the user selects, played with the real cards.

Love at First Sight, a white Good Enhancement: "Selected player must shuffle hand into draw
pile and draw eight new cards. ..." Antigonus the One-Eyed, a black Evil Character: "You may
discard a good Fortress or a selected player must draw 1. ..." The player using the ability
selects which player carries the effect out, any player, themselves included (REG: Select):
the engine asks them, once for the ability, and every effect naming that player is carried
out by the one selected. A player the text describes ("The player with the most O.T. male
Heroes in territory may draw a card") and "Any player may ... instead" are not selected: the
one described acts, and each player in turn is offered the replacement.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, Phase, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.resolution import fire, run
from redemption_rules.table import Table
from redemption_rules.testing import build_position

LOVE = "Love at First Sight"
"""White Good Enhancement: "Selected player must shuffle hand into draw pile and draw eight
new cards.  May not be interrupted, negated, or prevented." """
MARY = "Mary (B)"
"""A white Hero (6/6), who can use Love at First Sight."""
ABADDON = "Abaddon the Destroyer (L)"
"""A black Evil Character (10/10) that blocks Mary and wins: her player has initiative."""
ANTIGONUS = "Antigonus the One-Eyed"
"""Black Evil Character: "You may discard a good Fortress or a selected player must draw 1.
If opposed by 3 or more Heroes, negate good cards. Cannot be prevented." """
MOON = "Praise Him, Moon"
"""Silver/white Good Enhancement: "Selected player must reveal hand.  You may band any Hero
from that hand into battle." """
MINE = "Jeremiah (D)"
THEIRS = "John the Baptist (Pr)"
SELECT = "Select the player who carries out {}'s ability"

CARRIED_OUT = [
    LOVE,
    "Love at First Sight (LoC)",
    "Antiochus' Army",
    ANTIGONUS,
    "1,290 Days",
]


@pytest.mark.parametrize("name", CARRIED_OUT)
def test_the_texts_of_a_selected_player_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


def test_a_band_from_the_hand_of_the_player_selected_is_not_carried_out() -> None:
    # the player selected may be an opponent, and the engine bands only from the bander's
    # own hand: "from that hand" specifies another's (REG: Band)
    support = ability_support(full_pool().get(MOON))
    assert not support.carried_out
    assert support.missing == ("a band from the hand of a player the user selects",)


def _love() -> Game:
    game = Game.blocked(
        MARY,
        {"hand": [MARY, LOVE, "Daniel (Pr)"], "deck": [MINE] * 10},
        ABADDON,
        {"hand": [ABADDON, "Jeremiah (Pr)"], "deck": [THEIRS] * 10},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(LOVE), game.card(MARY)))
    return game


def test_the_user_is_asked_which_player_acts() -> None:
    game = _love()
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.prompt == SELECT.format(LOVE)
    assert game.question.labels == ("player 1", "player 2")


def test_the_opponent_selected_shuffles_their_hand_in_and_draws_eight() -> None:
    game = _love()
    game.choose("player 2")
    # asked once: the shuffle and the draw are the same player's
    assert game.asked[1] is not DecisionKind.ABILITY
    theirs = game.state.players[P2]
    assert len(theirs.hand) == 8
    assert len(theirs.hand) + len(theirs.deck) == 11  # the card in hand went into the deck
    assert game.where("Jeremiah (Pr)")[0] == P2
    assert game.where("Jeremiah (Pr)")[1] in (Zone.HAND, Zone.DECK)
    # the user's own hand and deck are as they were
    assert game.names(game.state.players[P1].hand) == ["Daniel (Pr)"]
    assert len(game.state.players[P1].deck) == 10
    assert game.state.problems() == []


def test_the_user_may_select_themselves() -> None:
    game = _love()
    game.choose("player 1")
    mine = game.state.players[P1]
    assert len(mine.hand) == 8
    assert len(mine.hand) + len(mine.deck) == 11  # Daniel went into the deck
    assert game.where("Daniel (Pr)")[1] in (Zone.HAND, Zone.DECK)
    assert game.names(game.state.players[P2].hand) == ["Jeremiah (Pr)"]
    assert len(game.state.players[P2].deck) == 10
    assert game.state.problems() == []


def test_with_one_player_to_select_nothing_is_asked() -> None:
    # a position of one player: the only player to select carries the effect out, unasked
    state = build_position(
        full_pool(),
        [{"hand": ["Daniel (Pr)"], "discard_pile": [LOVE], "deck": [MINE] * 10}],
        phase=Phase.PREPARATION,
    )
    table = Table(state)
    (love,) = state.players[P1].discard_pile
    fire(table, love, P1, played=state.serial)
    assert not run(table)
    assert table.decision is not None
    assert table.decision.kind is DecisionKind.PREPARATION
    after = table.freeze()
    assert len(after.players[P1].hand) == 8
    assert len(after.players[P1].deck) == 3


LOVE_LOC = "Love at First Sight (LoC)"
"""Blue/red Good Enhancement: "If used by a meek Hero, a player must shuffle their hand to
draw 8. Cannot be negated by an evil card." """
ADINO = "Adino (L)"
"""A red Hero without a special ability: meek (REG: Meek)."""
ABIEZER = "Abiezer (Ki)"
"""A blue Hero with a special ability: not meek."""


def _love_loc(hero: str) -> Game:
    game = Game.blocked(
        hero,
        {"hand": [hero, LOVE_LOC, "Daniel (Pr)"], "deck": [MINE] * 10},
        ABADDON,
        {"hand": [ABADDON, "Jeremiah (Pr)"], "deck": [THEIRS] * 10},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(LOVE_LOC), game.card(hero)))
    return game


def test_used_by_a_meek_hero_the_player_selected_shuffles_their_hand_to_draw_eight() -> None:
    game = _love_loc(ADINO)
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.prompt == SELECT.format(LOVE_LOC)
    game.choose("player 2")
    # "their hand" is the hand of the player selected, who draws the 8
    theirs = game.state.players[P2]
    assert len(theirs.hand) == 8
    assert len(theirs.deck) == 3
    assert game.names(game.state.players[P1].hand) == ["Daniel (Pr)"]
    assert game.state.problems() == []


def test_used_by_a_hero_that_is_not_meek_nobody_is_selected() -> None:
    game = _love_loc(ABIEZER)
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.names(game.state.players[P2].hand) == ["Jeremiah (Pr)"]
    assert len(game.state.players[P2].deck) == 10


def _antigonus_blocks() -> Game:
    game = Game.blocked(
        MARY,
        {"hand": [MARY], "deck": [MINE] * 3},
        ANTIGONUS,
        {"hand": [ANTIGONUS], "deck": [THEIRS] * 3},
        pool=full_pool(),
        answer_block=False,
    )
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("draw 1")
    assert game.asked == (P2, DecisionKind.ABILITY)  # the Evil Character's player selects
    assert game.question.prompt == SELECT.format(ANTIGONUS)
    return game


def test_the_opponent_of_the_user_selected_draws_one() -> None:
    game = _antigonus_blocks()
    game.choose("player 1")
    assert game.names(game.state.players[P1].hand) == [MINE]
    assert game.state.players[P2].hand == ()


def test_the_user_of_antigonus_selecting_themselves_draws_one() -> None:
    game = _antigonus_blocks()
    game.choose("player 2")
    assert game.names(game.state.players[P2].hand) == [THEIRS]
    assert game.state.players[P1].hand == ()


# -- a player described, and "Any player may ... instead": not selected ------------------------

JETHRO = "Jethro (Pi)"
"""A Hero: "The player with the most O.T. male Heroes in territory may draw a card (If there
is a tie, do not draw)." """


def test_the_player_described_draws_unasked_by_the_user() -> None:
    game = Game.at(
        [
            {"territory": [JETHRO, "Gideon (J)"], "deck": [MINE]},
            {
                "land_of_bondage": [SOUL],
                "territory": ["Gideon (J)", "Samson (J)"],
                "deck": [THEIRS],
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(JETHRO), P2))
    # no selection: the opponent, who has the most, is asked their "may"
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert DECLINE in game.question.labels
    game.choose(game.question.labels[0])
    assert game.names(game.state.players[P2].hand) == [THEIRS]


WRATH = "Dragon's Wrath (RoJ AB)"
"""Crimson/orange Evil Enhancement: "Discard all human Heroes. Any player may reveal Word of
Their Testimony or Blood of the Lamb from hand instead. ..." """
REVEAL_INSTEAD = "reveal Word of Their Testimony or Blood of the Lamb from hand instead"


def test_any_player_instead_is_offered_to_each_player_in_turn() -> None:
    hero = "Gideon (J)"
    game = Game.at(
        [
            {"hand": [hero, "Word of Their Testimony"]},
            {
                "hand": ["Stone Throwers (L)", WRATH, "Blood of the Lamb (RoJ)"],
                "land_of_bondage": [SOUL],
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    game.settle()
    game.do(Block(game.card("Stone Throwers (L)")))
    game.settle()
    game.do(PlayEnhancement(game.card(WRATH), game.card("Stone Throwers (L)")))
    # no player is selected: the Hero's player is offered the replacement, then the user
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (REVEAL_INSTEAD, DECLINE)
    game.decline()
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == (REVEAL_INSTEAD, DECLINE)
