""" "Cannot be ignored" keeps a withdraw from the cards it covers.

REG Ignore: "See Withdraw"; REG Cannot be Ignored: it "means 'protect character from withdraw
effects', since ignore was merged with withdraw". Wolves in Sheep's Clothing, placed in its
player's territory, keeps their heretics in battle against "Withdraw all Evil Characters".
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    Block,
    DecisionKind,
    EndPhase,
    Phase,
    PlayEnhancement,
    Zone,
)
from redemption_rules.effects.cards import ability_support

WOLVES = "Wolves in Sheep's Clothing"
"""Crimson territory-class Evil Enhancement: "Place in your territory: Your heretics cannot be
ignored.  Protect heretics in your territory from opponents' cards. You may discard this to
heal a heretic." """
HERETIC = "Diotrephes"
"""Crimson Evil Character 6/6, a heretic, no special ability."""
RUTH = "Devotion of Ruth (J)"
"""White Good Enhancement: "Withdraw all Evil Characters." """
HERO = "John the Baptist (Pr)"
"""White Hero 7/4, no special ability."""


def _withdrawn_by_ruth(*, wolves: bool) -> Game:
    for name in (WOLVES, RUTH):
        assert ability_support(full_pool().get(name)).carried_out
    game = Game.at(
        [
            {"territory": [HERO], "hand": [RUTH], "deck": ["Nabal (I)"] * 6},
            {
                "territory": [HERETIC],
                "hand": [WOLVES] if wolves else [],
                "land_of_bondage": [SOUL],
                "deck": ["Nabal (I)"] * 6,
            },
        ],
        phase=Phase.PREPARATION,
        active=P2,
        pool=full_pool(),
    )
    if wolves:  # placed in its player's territory in their turn
        game.do(PlayEnhancement(game.card(WOLVES), game.card(HERETIC)))
        game.settle()
        assert game.where(WOLVES) == (P2, Zone.TERRITORY)
    while not (game.state.active == P1 and game.state.phase is Phase.BATTLE):
        game.do(next(a for a in game.legal if isinstance(a, EndPhase)))
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(HERETIC)))
    game.settle()
    # 7/4 against 6/6, both defeated: the player who did not play last has the initiative
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(RUTH), game.card(HERO)))
    game.settle()
    return game


def test_a_heretic_that_cannot_be_ignored_is_not_withdrawn() -> None:
    game = _withdrawn_by_ruth(wolves=True)
    assert game.where(HERETIC) == (None, Zone.FIELD_OF_BATTLE)
    # only "cannot be ignored" covers it in battle: "in your territory" no longer does
    covering = [p.effect for p in game.state.protections if game.card(HERETIC) in p.cards]
    assert covering == [1]


def test_without_it_the_heretic_is_withdrawn() -> None:
    game = _withdrawn_by_ruth(wolves=False)
    assert game.where(HERETIC) == (P2, Zone.TERRITORY)


def test_a_heretic_blocking_leaves_the_protection_of_its_territory_at_once() -> None:
    # "Protect heretics in your territory from opponents' cards" covers the heretic no more
    # as it blocks: the Hero's 7 counts against its 6/6 and its player has the initiative
    game = Game.at(
        [
            {"territory": ["Jeremiah (D)"], "deck": ["Nabal (I)"] * 6},
            {
                "territory": [HERETIC],
                "hand": [WOLVES],
                "land_of_bondage": [SOUL],
                "deck": ["Nabal (I)"] * 6,
            },
        ],
        phase=Phase.PREPARATION,
        active=P2,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WOLVES), game.card(HERETIC)))
    game.settle()
    while not (game.state.active == P1 and game.state.phase is Phase.BATTLE):
        game.do(next(a for a in game.legal if isinstance(a, EndPhase)))
    game.do(Attack(game.card("Jeremiah (D)"), P2))
    game.settle()
    game.do(Block(game.card(HERETIC)))
    assert game.asked == (P2, DecisionKind.INITIATIVE)
