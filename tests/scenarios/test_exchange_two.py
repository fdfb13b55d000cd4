"""Exchange two Lost Souls: a Lost Soul for a Lost Soul (REG: Exchange, Special Conditions).

"The phrase 'exchange 2 Lost Souls' means 'exchange a Lost Soul for a Lost Soul'": the two
switch Lands of Bondage, and with them their permanent controllers.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support

OSNAPPAR = "King Osnappar [RR2]"
"""Evil Character 8/8: "You may exchange two Lost Souls. Evil O.T. Enhancements used by this
card cannot be negated." """
AIMLESS = 'Lost Soul "Aimless" [Exodus 14:3]'
AWAKE = 'Lost Soul "Awake" [Ephesians 5:14 - TPC]'
HERO = "Gideon (J)"


def _blocked(p1_souls: list[str], p2_souls: list[str]) -> Game:
    """Player 1 attacks; player 2 blocks with King Osnappar, whose ability asks its "may"."""
    game = Game.at(
        [
            {"territory": [HERO], "land_of_bondage": p1_souls},
            {"hand": [OSNAPPAR], "land_of_bondage": p2_souls},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.pass_windows()
    game.do(Block(game.card(OSNAPPAR)))
    return game


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    for name in (OSNAPPAR, "Nebushazban, Rab-saris (Roots)", "Assyrian Forces (LoC)"):
        assert ability_support(pool.get(name)).carried_out, name


def test_a_lost_soul_is_exchanged_for_one_in_another_land_of_bondage() -> None:
    game = _blocked([AIMLESS], [AWAKE])
    assert game.question.labels[-1] == "Decline"
    game.choose(game.question.labels[0])
    game.pick(game.card(AIMLESS))
    game.pick(game.card(AWAKE))
    assert game.where(AIMLESS) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.where(AWAKE) == (P1, Zone.LAND_OF_BONDAGE)
    assert game.state.problems() == []


def test_declined_nothing_moves() -> None:
    game = _blocked([AIMLESS], [AWAKE])
    game.decline()
    assert game.where(AIMLESS) == (P1, Zone.LAND_OF_BONDAGE)
    assert game.where(AWAKE) == (P2, Zone.LAND_OF_BONDAGE)


def test_with_one_lost_soul_in_play_there_is_nothing_to_exchange() -> None:
    # an exchange needs a target at both ends, or it does nothing (REG: Exchange)
    game = _blocked([AIMLESS], [])
    assert game.asked[1] is not DecisionKind.ABILITY  # the "may" is not offered
    assert game.where(AIMLESS) == (P1, Zone.LAND_OF_BONDAGE)
    assert game.state.problems() == []
