"""The Protecting King: "You may draw 2. You may reserve your Hero to protect this card from
O.T. Heroes and O.T. Lost Souls from rescue. Cannot be prevented."

"protect A from B and C from D" is two protections, each with its own source: the King from
O.T. Heroes, and O.T. Lost Souls (not N.T. ones) from rescue.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import protected_from, protected_from_rescue

KING = "The Protecting King"
"""Gray Evil Character 8/5."""
SAMSON = "Samson (J)"
"""Hero 12/6 of Judges: an O.T. Hero."""
ANGELS = "Legion of Angels"
"""Silver Hero 12/12: the King's controller's Hero to reserve."""
OT_SOUL = "Lost Soul (Proverbs 21:16) (LoC)"
"""A Lost Soul of the Old Testament."""


def _blocked_by_the_king(*, reserve: bool) -> Game:
    game = Game.at(
        [
            {"territory": [SAMSON]},
            {"territory": [KING, ANGELS], "land_of_bondage": [SOUL, OT_SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(SAMSON), P2))
    game.settle()
    game.do(Block(game.card(KING)))
    # no deck to draw from: the draw is not offered
    if reserve:
        game.choose(
            "reserve your Hero to protect this card from O.T. Heroes and O.T. Lost Souls from"
            " rescue"
        )
        game.choose("protect this card from O.T. Heroes and O.T. Lost Souls from rescue")
    else:
        game.choose("Decline")
    game.settle()
    return game


def test_the_protecting_king_is_carried_out() -> None:
    support = ability_support(full_pool().get(KING))
    assert support.carried_out, support.missing


def test_reserving_a_hero_protects_the_king_and_old_testament_souls() -> None:
    game = _blocked_by_the_king(reserve=True)
    assert game.where(ANGELS) == (P2, Zone.RESERVE)
    samson = game.card(SAMSON)
    assert protected_from(game.state, game.card(KING), samson)
    assert protected_from_rescue(game.state, game.card(OT_SOUL), samson)
    assert not protected_from_rescue(game.state, game.card(SOUL), samson)  # N.T.


def test_declined_nothing_is_protected() -> None:
    game = _blocked_by_the_king(reserve=False)
    assert game.where(ANGELS) == (P2, Zone.TERRITORY)
    samson = game.card(SAMSON)
    assert not protected_from(game.state, game.card(KING), samson)
    assert not protected_from_rescue(game.state, game.card(OT_SOUL), samson)
    assert game.asked[0] == P1
