"""Players described by what they have: "each player with more than 6 cards in hand".

Denarius, an Artifact: "On activation, each player with more than 6 cards in hand must
discard a card from hand. ..." Jethro (Pi), a Hero: "The player with the most O.T. male
Heroes in territory may draw a card (If there is a tie, do not draw)." The Generous Givers,
a Hero: "Each player that controls a missionary may draw 1. ..." Emperor Augustus (Promo),
an Evil Character: "... All opponents with a N.T. human in territory must discard a card
from hand without using it." Only the players the words describe carry the effect out
(REG: Conditions); the others are not asked.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import ActivateArtifact, Attack, Block, DecisionKind, Phase, Zone
from redemption_rules.effects.cards import ability_support

JETHRO = "Jethro (Pi)"
GIVERS = "The Generous Givers"
DENARIUS = "Denarius"
AUGUSTUS = "Emperor Augustus (Promo)"
MISSIONARY = "Barsabbas"
"""A clay Hero, a missionary."""
OT_MEN = ["Gideon (J)", "Samson (J)"]
"""Two O.T. male Heroes."""
DECK = ["Sarah", "Isaac (CoW)", "Adam (FoM)"]


@pytest.mark.parametrize("name", [JETHRO, GIVERS, DENARIUS, AUGUSTUS])
def test_the_abilities_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


def _jethro_attacks(mine: list[str], theirs: list[str]) -> Game:
    game = Game.at(
        [
            {"territory": [JETHRO, *mine], "deck": DECK},
            {"land_of_bondage": [SOUL], "territory": theirs, "deck": DECK},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(JETHRO), P2))
    return game


def test_the_player_with_the_most_draws() -> None:
    game = _jethro_attacks(OT_MEN, OT_MEN[:1])
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(game.question.labels[0])
    assert len(game.state.players[P1].hand) == 1
    assert game.state.players[P2].hand == ()


def test_the_player_with_the_most_may_be_the_opponent() -> None:
    # Jethro himself is in battle, not in territory: he does not count
    game = _jethro_attacks(OT_MEN[:1], OT_MEN)
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose(game.question.labels[0])
    assert len(game.state.players[P2].hand) == 1
    assert game.state.players[P1].hand == ()


def test_on_a_tie_nobody_draws() -> None:
    game = _jethro_attacks(OT_MEN[:1], OT_MEN[1:])
    game.settle()
    assert game.state.players[P1].hand == ()
    assert game.state.players[P2].hand == ()
    assert game.asked[1] is not DecisionKind.ABILITY


def _givers_attack(*, theirs: list[str]) -> Game:
    game = Game.at(
        [
            {"territory": [GIVERS, MISSIONARY], "deck": DECK},
            {"land_of_bondage": [SOUL], "territory": theirs, "deck": DECK},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(GIVERS), P2))
    return game


def test_each_player_that_controls_a_missionary_may_draw() -> None:
    game = _givers_attack(theirs=[MISSIONARY])
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(game.question.labels[0])
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose(game.question.labels[0])
    assert len(game.state.players[P1].hand) == 1
    assert len(game.state.players[P2].hand) == 1


def test_a_player_without_a_missionary_is_not_asked() -> None:
    game = _givers_attack(theirs=["Goliath (UL)"])
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(game.question.labels[0])
    game.settle()
    assert len(game.state.players[P1].hand) == 1
    assert game.state.players[P2].hand == ()
    assert game.state.problems() == []


def test_only_a_player_with_more_than_six_cards_in_hand_discards() -> None:
    seven = ["Doeg (L)", "Goliath (L)", "Achan (I)", "Samson (J)", "Sarah", "Adam (FoM)", "Jael"]
    game = Game.at(
        [
            {"artifact_pile": [DENARIUS], "hand": seven[:6]},
            {"hand": seven},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(DENARIUS)))
    assert game.asked == (P2, DecisionKind.ABILITY)  # player 1, with six, is not asked
    game.pick("Jael")
    game.settle()
    assert len(game.state.players[P1].hand) == 6
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Jael"]
    assert len(game.state.players[P2].hand) == 6
    assert game.state.problems() == []


@pytest.mark.parametrize(("territory", "discards"), [(["Demetrius"], True), ([], False)])
def test_an_opponent_with_a_nt_human_in_territory_discards(
    territory: list[str], discards: bool
) -> None:
    game = Game.at(
        [
            {"territory": ["Gideon (J)", *territory], "hand": ["Sarah", "Adam (FoM)"]},
            {"land_of_bondage": [SOUL], "territory": [AUGUSTUS]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    game.settle()
    game.do(Block(game.card(AUGUSTUS)))
    game.pass_windows()
    if discards:
        assert game.asked == (P1, DecisionKind.ABILITY)
        game.pick("Sarah")
        game.settle()
    assert len(game.state.players[P1].hand) == (1 if discards else 2)
    assert len(game.state.players[P1].discard_pile) == (1 if discards else 0)
    assert game.state.problems() == []


@pytest.mark.parametrize(
    "name",
    [
        "Mayhem (FoM)",  # "Each player who does must draw 6": what each did is not kept
        "Shem",  # "each player who has more evil cards than you": no place, and compared
    ],
)
def test_players_described_otherwise_are_refused(name: str) -> None:
    support = ability_support(full_pool().get(name))
    assert not support.carried_out
    assert support.missing == ("players described by what they have",)
