"""Repent: the word means convert (REG: Convert), so "may not repent" keeps from conversion."""

from __future__ import annotations

from tests.scenarios.conftest import Game, full_pool

from redemption_rules import CardType, PlayEnhancement
from redemption_rules.effects.cards import ability_support

CROSS = "Power of the Cross (Pi)"
"""Red Good Enhancement: "Convert a human Evil Character to a red brigade Hero." """
BAAL_WORSHIP = "Baal Worship"
"""Crimson Evil Enhancement: "Evil Characters may not repent this turn." """
BUSYBODY = "Busybody"
"""Crimson Evil Enhancement, 0/6, no ability: it turns the battle so the Hero's side acts."""


def _blocked_by_belshazzar(*enhancements: str) -> Game:
    """Andrew attacks and Belshazzar blocks; the blocker's side plays *enhancements*."""
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)", CROSS]},
        "Belshazzar",
        {"hand": ["Belshazzar", BAAL_WORSHIP, BUSYBODY]},
        pool=full_pool(),
    )
    for name in enhancements:
        game.do(PlayEnhancement(game.card(name), game.card("Belshazzar")))
        game.settle()
    return game


def test_baal_worship_keeps_the_blocker_from_being_converted() -> None:
    assert ability_support(full_pool().get(BAAL_WORSHIP)).carried_out
    game = _blocked_by_belshazzar(BAAL_WORSHIP, BUSYBODY)
    game.do(PlayEnhancement(game.card(CROSS), game.card("Andrew (Ap)")))
    game.settle()
    belshazzar = game.state.cards[game.card("Belshazzar")]
    assert belshazzar.converted is None
    assert belshazzar.identity is CardType.EVIL_CHARACTER
    assert game.state.problems() == []


def test_without_baal_worship_the_same_blocker_is_converted() -> None:
    game = _blocked_by_belshazzar(BUSYBODY)
    game.do(PlayEnhancement(game.card(CROSS), game.card("Andrew (Ap)")))
    game.settle()
    belshazzar = game.state.cards[game.card("Belshazzar")]
    assert belshazzar.identity is CardType.HERO
