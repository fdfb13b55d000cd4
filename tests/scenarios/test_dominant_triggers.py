"""A Fortress's or Lost Soul's "If an opponent plays a [good] Dominant".

REG: Triggered Effect, Dominant: it fires for the card's controller as one of their
opponents plays a Dominant that fits the words, and waits for Action Priority level 1,
after the Dominant's ability. The player's own Dominants, and Dominants the words do not
name, fire nothing.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import DecisionKind, Phase, PlayDominant, Zone
from redemption_rules.effects.cards import ability_support

SHUT_DOOR = "Lost Soul Luke 13:25 (Shut Door)"
"""Lost Soul: "If an opponent plays a good Dominant, you may place this Lost Soul beneath
owner's deck."."""
PITHOM = "Pithom (Roots)"
"""Fortress: "If an opponent plays a Dominant, you may discard the top card of a deck or
underdeck a good card in a territory."."""
ANGEL = "Angel of the Lord (I)"
"""A good Dominant: "Discard an Evil Character." (or the like)."""
MARTYR = "Christian Martyr (I)"
"""An evil Dominant: discards a Hero."""
ACHAN, GABRIEL = "Achan (I)", "Gabriel (I)"


def _played(dominant: str, theirs: dict[str, list[str]], *, by: int = 0) -> Game:
    """*dominant* played in the Preparation Phase of player *by*, who has it in hand."""
    players: list[dict[str, list[str]]] = [
        {"territory": [GABRIEL], "deck": ["Gideon (J)"]},
        {"territory": [ACHAN], "deck": ["Gideon (J)"], **theirs},
    ]
    players[by]["hand"] = [dominant]
    game = Game.at(players, phase=Phase.PREPARATION, active=by, pool=full_pool())
    game.do(PlayDominant(game.card(dominant)))
    return game


def test_they_are_carried_out() -> None:
    for name in (SHUT_DOOR, 'Lost Soul "Shut Door" [Luke 13:25 - LR]', PITHOM):
        assert ability_support(full_pool().get(name)).carried_out, name


def test_an_opponents_good_dominant_sets_off_the_lost_soul() -> None:
    game = _played(ANGEL, {"land_of_bondage": [SHUT_DOOR]})
    assert game.where(ACHAN) == (P2, Zone.DISCARD_PILE)  # the Dominant resolved first
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(SHUT_DOOR)
    game.choose("place this Lost Soul beneath owner's deck")
    assert game.zone(P2, Zone.DECK) == ["Gideon (J)", SHUT_DOOR]
    assert game.asked == (P1, DecisionKind.PREPARATION)


def test_an_evil_dominant_does_not() -> None:
    game = _played(MARTYR, {"land_of_bondage": [SHUT_DOOR]})
    game.settle()
    assert game.where(SHUT_DOOR) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.asked == (P1, DecisionKind.PREPARATION)


def test_the_players_own_dominant_does_not() -> None:
    game = _played(ANGEL, {"land_of_bondage": [SHUT_DOOR]}, by=1)
    game.settle()
    assert game.where(SHUT_DOOR) == (P2, Zone.LAND_OF_BONDAGE)


def test_any_dominant_of_an_opponent_sets_off_the_fortress() -> None:
    game = _played(MARTYR, {"territory": [ACHAN, PITHOM]})
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(PITHOM)
