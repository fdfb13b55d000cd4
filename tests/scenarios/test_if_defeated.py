""" "If defeated, ...": a character's trigger on its own defeat (REG: Defeat, Triggered Effect).

A Hero is defeated when an ability removes it from battle, when the battle ends with it
discarded by the Evil Characters' numbers (not in a mutual destruction), or in a stalemate;
an Evil Character when an ability removes it from battle or the Heroes' numbers discard it.
The ability activated as the character entered battle, and its defeat fires it.
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, Decline, Pass, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

OTHNIEL = "Othniel, First Judge [RR2]"
"""Gold Hero (1/1): "You may capture an evil human from a Reserve to a player. If
defeated, you may take a character from a territory." """
BLOCKER = "Stone Throwers (L)"
"""A crimson Evil Character without an ability (6/6)."""
EVEN = "Emperor Galba"
"""A gray Evil Character (10/1): Othniel and it discard each other, a mutual destruction.
Its "each opponent must discard a card from hand" finds an empty hand."""
RESTING = "Abiram"
"""An Evil Character without an ability, in its player's territory."""
TAKE = "take a character from a territory"
WEAK = "Ashpenaz"
"""A crimson Evil Character (2/2), whose ability finds nothing to convert."""


def _othniel(blocker: str) -> Game:
    assert ability_support(full_pool().get(OTHNIEL)).carried_out
    game = Game.at(
        [
            {"hand": [OTHNIEL]},
            {"hand": [blocker], "territory": [RESTING], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(OTHNIEL), P2))
    game.settle()
    game.do(Block(game.card(blocker)))
    game.settle()
    return game


def test_a_hero_defeated_by_the_numbers_fires_its_trigger() -> None:
    game = _othniel(BLOCKER)
    game.do(Decline())  # the losing side plays nothing: battle resolution
    assert game.where(OTHNIEL) == (P1, Zone.DISCARD_PILE)
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (TAKE, DECLINE)
    game.choose(TAKE)  # the only character in a territory
    assert game.where(RESTING) == (P1, Zone.HAND)


def test_declined_nothing_is_taken() -> None:
    game = _othniel(BLOCKER)
    game.do(Decline())  # the losing side plays nothing: battle resolution
    game.decline()
    game.settle()
    assert game.where(RESTING) == (P2, Zone.TERRITORY)


def test_a_hero_discarded_in_a_mutual_destruction_is_not_defeated() -> None:
    game = _othniel(EVEN)
    while game.asked[1] is DecisionKind.INITIATIVE:
        game.do(Pass())  # both pass: battle resolution
    assert game.where(EVEN) == (P2, Zone.DISCARD_PILE)
    assert game.where(OTHNIEL) == (P1, Zone.DISCARD_PILE)
    assert game.asked[1] is not DecisionKind.ABILITY  # nothing to take: it fired nothing
    assert game.where(RESTING) == (P2, Zone.TERRITORY)


ABEL = "Abel, the Accepted [RR2]"
"""Blue Hero (4/4): "You may draw 2. If this card is defeated by an opponent, you may add a
Genesis Hero to battle." """
LIONS = "Coliseum Lions (E)"
"""Crimson Evil Enhancement: "Discard one Hero in battle." """
GENESIS = "Rebekah (L)"
"""A Hero of Genesis without an ability."""
ADD = "add a Genesis Hero to battle"


def _abel() -> Game:
    assert ability_support(full_pool().get(ABEL)).carried_out
    game = Game.at(
        [
            {"hand": [ABEL], "territory": [GENESIS]},
            {"hand": [WEAK, LIONS], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ABEL), P2))
    game.settle()  # no draw
    game.do(Block(game.card(WEAK)))
    game.settle()
    return game


def test_a_hero_removed_by_an_opponents_ability_is_defeated_by_an_opponent() -> None:
    game = _abel()
    game.do(PlayEnhancement(game.card(LIONS), game.card(WEAK)))
    assert game.where(ABEL) == (P1, Zone.DISCARD_PILE)
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (ADD, DECLINE)
    game.choose(ADD)  # the only Genesis Hero
    assert game.where(GENESIS) == (None, Zone.FIELD_OF_BATTLE)


def test_a_hero_that_wins_fires_nothing() -> None:
    game = _abel()
    game.do(Decline())  # the losing blocker plays nothing
    assert game.where(WEAK) == (P2, Zone.DISCARD_PILE)
    assert game.where(GENESIS) == (P1, Zone.TERRITORY)
    assert game.asked[1] is not DecisionKind.ABILITY


ARCHER = "Assyrian Archer"
"""A pale green Evil Character (3/5): against Abel (4/4), a stalemate. Its "You may discard
a Hero in a territory" is declined."""


def test_a_hero_in_a_stalemate_is_defeated() -> None:
    game = Game.at(
        [
            {"hand": [ABEL], "territory": [GENESIS]},
            {"hand": [ARCHER], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ABEL), P2))
    game.settle()
    game.do(Block(game.card(ARCHER)))
    game.settle()
    while game.asked[1] is DecisionKind.INITIATIVE:
        game.do(Pass())  # all pass: battle resolution
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (ADD, DECLINE)
    game.decline()
    game.settle()
    assert game.where(ABEL) == (P1, Zone.TERRITORY)  # a stalemate sends it home
    assert game.where(GENESIS) == (P1, Zone.TERRITORY)
