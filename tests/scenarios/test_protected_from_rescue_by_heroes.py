""" "All Lost Souls are protected from being rescued by Heroes this turn" (REG: Protect).

Failed Objective, a gold Evil Enhancement: "Discard all Evil Characters in battle.  All Lost
Souls are protected from being rescued by Heroes this turn.". The Hero it leaves alone in
battle wins, but rescues no Lost Soul; without it the same Hero rescues one.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import protected_from_rescue

OBJECTIVE = "Failed Objective"
HERO = "Andrew (Ap)"
"""7/8: beats the 1/3 blocker, so the evil side has initiative."""
BLOCKER = "Egyptian Wise Men"
"""A gold Evil Character without an ability, 1/3."""


def _blocked(*, hand: list[str]) -> Game:
    return Game.blocked(
        HERO, {"hand": [HERO]}, BLOCKER, {"hand": [BLOCKER, *hand]}, pool=full_pool()
    )


def _finish(game: Game) -> None:
    while game.state.battle is not None:
        game.do(game.legal[-1])


def test_failed_objective_is_carried_out() -> None:
    assert ability_support(full_pool().get(OBJECTIVE)).carried_out


def test_the_hero_left_alone_rescues_no_lost_soul() -> None:
    game = _blocked(hand=[OBJECTIVE])
    game.do(PlayEnhancement(game.card(OBJECTIVE), game.card(BLOCKER)))
    game.settle()
    assert game.where(BLOCKER) == (P2, Zone.DISCARD_PILE)
    assert protected_from_rescue(game.state, game.card(SOUL), game.card(HERO))
    _finish(game)
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.problems() == []


def test_without_it_the_hero_rescues_the_lost_soul() -> None:
    game = _blocked(hand=[])
    _finish(game)
    assert game.where(SOUL) == (P1, Zone.LAND_OF_REDEMPTION)
