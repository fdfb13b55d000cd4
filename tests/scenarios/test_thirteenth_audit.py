"""Misreadings a sample of carried-out texts showed, played with the real cards.

* Captured Ark (Roots), The Trumpeting Priests, Israel's Bow (LoC): a take naming no place
  ("Take an Artifact", "you may take an Artifact", "take a Fortress") acts on cards in play
  the taker does not control. A take "shifts control of cards a player does not currently
  control to that player" and "cannot target cards in that player's territory, set-aside
  area, hand, or the side of a battle that player controls" (REG: Take and Give): the
  taker's own Artifact or Fortress is no target, and a "may" with no other is not asked.
  So for the class: Othniel, First Judge [RR2]'s "take a character from a territory" takes
  none from its player's own territory.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, Decline, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

ARK = "Captured Ark (Roots)"
"""Black Curse 1/5: "EE: Take an Artifact. / A: Negate and underdeck an Artifact controlled
by each opponent." """
PRIESTS = "The Trumpeting Priests"
"""Clay/Gold Hero 6/6: "If Joshua is in play, you may take an Artifact. You may take a good
Joshua card from Reserve." """
BOW = "Israel\u2019s Bow (LoC)"
"""Blue/Red GE 5/0: "You may bounce a character. If used by a meek Hero, you may discard this
card to take a Fortress." """
MANTLE = "Elijah's Mantle"
"""Artifact: "All of holder's Hero gain 2/2 while this card is in play." """
VEIL = "Temple Veil"
"""Artifact: "Holder's N.T. human Heroes have access to any site." """
PETER = "Peter (I)"
"""Purple Hero 10/10."""
PHILOSOPHERS = "Greek Philosophers"
"""Black Evil Character 4/7, no special ability."""
ANNA = "Anna (Pr)"
"""Blue Hero 5/5, no special ability: meek (REG: Meek)."""
BARABBAS = "Barabbas"
"""Gray Evil Character 10/9, no special ability."""
TOWER, WALL = "Jerusalem Tower", "Wall of Protection"
"""Good Fortresses."""


@pytest.mark.parametrize("name", [ARK, PRIESTS, BOW])
def test_the_takes_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


def _ark_game(mine: list[str]) -> Game:
    """Peter attacks; the Evil Character blocking him plays Captured Ark as an evil
    Enhancement, its player holding the active Artifacts *mine*."""
    game = Game.at(
        [
            {"territory": [PETER], "artifact_pile": [MANTLE]},
            {
                "land_of_bondage": [SOUL],
                "territory": [PHILOSOPHERS],
                "hand": [ARK],
                "artifact_pile": mine,
            },
        ],
        pool=full_pool(),
    )
    for name in [MANTLE, *mine]:
        game.face_up(name)
    game.do(Attack(game.card(PETER), P2))
    game.settle()
    game.do(Block(game.card(PHILOSOPHERS)))
    game.settle()
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(ARK), game.card(PHILOSOPHERS)))
    return game


def test_captured_ark_takes_the_opponents_artifact_not_its_players_own() -> None:
    game = _ark_game([VEIL])
    game.settle()  # one Artifact to take: no question
    assert game.zone(P2, Zone.HAND) == [MANTLE]
    assert game.zone(P2, Zone.ARTIFACT_PILE) == [VEIL]
    assert game.zone(P1, Zone.ARTIFACT_PILE) == []
    assert game.state.problems() == []


def _priests_game(theirs: list[str]) -> Game:
    """The Trumpeting Priests attack with Joshua in play, their player holding Elijah's
    Mantle and the opponent the active Artifacts *theirs*."""
    game = Game.at(
        [
            {"territory": [PRIESTS, "Joshua"], "artifact_pile": [MANTLE]},
            {"land_of_bondage": [SOUL], "artifact_pile": theirs},
        ],
        pool=full_pool(),
    )
    for name in [MANTLE, *theirs]:
        game.face_up(name)
    game.do(Attack(game.card(PRIESTS), P2))
    return game


def test_the_trumpeting_priests_take_only_an_artifact_of_the_opponent() -> None:
    game = _priests_game([VEIL])
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("take an Artifact")  # Temple Veil alone can be taken: no question
    assert game.zone(P1, Zone.HAND) == [VEIL]
    assert game.zone(P1, Zone.ARTIFACT_PILE) == [MANTLE]
    assert game.state.problems() == []


def test_with_only_their_own_artifact_the_priests_are_not_asked_to_take_one() -> None:
    game = _priests_game([])
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert game.zone(P1, Zone.ARTIFACT_PILE) == [MANTLE]
    assert game.zone(P1, Zone.HAND) == []


def test_israels_bow_takes_the_opponents_fortress_not_the_users_own() -> None:
    game = Game.blocked(
        ANNA,
        {"territory": [ANNA, TOWER], "hand": [BOW]},
        BARABBAS,
        {"territory": [BARABBAS, WALL]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(BOW), game.card(ANNA)))
    game.decline()  # no bounce
    game.choose("discard this card to take a Fortress")  # the Wall alone: no question
    assert game.zone(P1, Zone.HAND) == [WALL]
    assert game.zone(P1, Zone.TERRITORY) == [TOWER]
    assert game.zone(P1, Zone.DISCARD_PILE) == [BOW]
    assert game.state.problems() == []


OTHNIEL = "Othniel, First Judge [RR2]"
"""Gold Hero 1/1: "You may capture an evil human from a Reserve to a player. If defeated, you
may take a character from a territory." """


def test_a_take_from_a_territory_is_from_another_players() -> None:
    game = Game.at(
        [
            {"hand": [OTHNIEL], "territory": [ANNA]},
            {"hand": ["Stone Throwers (L)"], "territory": ["Abiram"], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(OTHNIEL), P2))
    game.settle()
    game.do(Block(game.card("Stone Throwers (L)")))
    game.settle()
    game.do(Decline())  # battle resolution: Othniel is defeated
    game.choose("take a character from a territory")  # Abiram alone: Anna is the taker's
    assert game.zone(P1, Zone.HAND) == ["Abiram"]
    assert game.zone(P1, Zone.TERRITORY) == [ANNA]
    assert game.state.problems() == []
