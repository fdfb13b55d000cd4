"""X defined on the identifier line: an identifier of the ORDIR, brigades on cards, a number.

REG: Numbers. "X = # of sons of Zebedee in Battle" counts the characters in battle with the
identifier Son of Zebedee; "X = # of brigades on your humans" the brigades of the player's
humans in play (a brigade is on a card as its colour, not as a card held on it); "X = 1 (or 3
if opponent has hand advantage)" is 3 while the condition holds.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, PlayEnhancement, Zone
from redemption_rules.cards.model import Alignment
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.targets import Advantage, Player
from redemption_rules.effects.variables import read_variable, variable_value

SONS = "Sons of Thunder"
"""A purple Good Enhancement, X/X: "Interrupt the battle and discard X Evil Character cards.
Cannot be prevented."; X = # of sons of Zebedee in Battle."""
BEAR = "The Bear (PoC)"
"""An Evil Character: "... you may take a Persian from deck (or Reserve if X is 4 or less)";
X = # of brigades on your humans."""
ANNA = "Anna, the Widow (GoC)"
"""A Hero; X = 1 (or 3 if opponent has hand advantage)."""
BLOCKER = "Abaddon the Destroyer (L)"
"""A meek black Evil Character, 10/10."""
OTHERS = ["Achan (I)", "Abner (Pa)"]
"""Meek brown Evil Characters, in the blocker's territory."""


def test_the_definitions_read() -> None:
    sons = read_variable("X = # of sons of Zebedee in Battle")
    assert sons is not None
    assert sons.counted.identifiers == ("Son of Zebedee",)
    bear = read_variable("X = # of brigades on your humans")
    assert bear is not None
    assert bear.brigades
    assert bear.counted.owner is Player.YOU
    assert bear.counted.identifiers == ("human",)
    assert not bear.counted.locations  # the humans' brigades, not cards held on them
    job = read_variable("X=# of evil brigades on opponent's cards")
    assert job is not None
    assert job.brigade_alignment is Alignment.EVIL
    assert job.counted.owner is Player.OPPONENT
    anna = read_variable("[X = 1 (or 3 if opponent has hand advantage)] Gospel")
    assert anna is not None
    assert (anna.constant, anna.alternative) == (1, 3)
    assert anna.alternative_condition == Advantage(Player.OPPONENT, "hand")


@pytest.mark.parametrize(("hero", "x"), [("James", 1), ("Elisha", 0)])
def test_sons_of_thunder_counts_the_sons_of_zebedee_in_battle(hero: str, x: int) -> None:
    """James is a son of Zebedee; Elisha, another purple Hero, is not."""
    assert ability_support(full_pool().get(SONS)).carried_out
    game = Game.at(
        [
            {"hand": [hero, SONS]},
            {"territory": [BLOCKER, *OTHERS], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    game.settle()
    game.do(Block(game.card(BLOCKER)))
    game.settle()
    strength, toughness, *_ = game.numbers
    game.do(PlayEnhancement(game.card(SONS), game.card(hero)))
    assert game.numbers[:2] == (strength + x, toughness + x)  # Sons of Thunder is X/X
    game.pass_windows()
    if x:
        question = game.question
        assert (question.minimum, question.maximum) == (x, x)
        game.pick(OTHERS[0])
    game.settle()
    assert game.zone(P2, Zone.DISCARD_PILE) == OTHERS[:x]


def test_the_bear_counts_each_brigade_of_its_players_humans_once() -> None:
    game = Game.at(
        [
            {"territory": ["Elisha"]},  # the opponent's human: not counted
            # humans: brown, brown, pale green; a black demon is no human
            {"territory": [BEAR, *OTHERS, "Hermogenes", BLOCKER]},
        ],
        pool=full_pool(),
    )
    assert variable_value(game.state, game.card(BEAR)) == 2
    assert ability_support(full_pool().get(BEAR)).carried_out


@pytest.mark.parametrize(("opponent_hand", "x"), [(0, 1), (3, 3)])
def test_annas_x_is_three_while_the_opponent_has_hand_advantage(opponent_hand: int, x: int) -> None:
    game = Game.at(
        [{"territory": [ANNA], "hand": ["Bathsheba"]}, {"hand": ["Achan (I)"] * opponent_hand}],
        pool=full_pool(),
    )
    assert variable_value(game.state, game.card(ANNA), P1) == x


def test_anna_stays_refused_for_her_options_among_the_cards_looked_at() -> None:
    """ "Reserve up to X evil cards, or take up to X good cards": of the three looked at,
    which the engine does not carry out; her X alone would not keep her from play."""
    assert ability_support(full_pool().get(ANNA)).missing == (
        "an 'or' option among the cards looked at or revealed",
    )
