"""A list whose items name their own places keeps each item's places (REG: Targeting).

"Protect characters in your territory and Lost Souls in opponent's territory" names the
player's own territory and an opponent's: only the opponent is ever to be chosen, and the
player's own characters are protected whichever it is.
"""

from __future__ import annotations

from tests.scenarios.conftest import P2, SOUL, Game, full_pool

from redemption_rules import Attack, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

ABIGAIL = "Abigail (RoA)"
"""Purple Hero 4/12: "You may draw X (limit 3). Protect characters in your territory and
Lost Souls in opponent's territory from evil cards. May band to David." """
DANIEL = "Daniel (Pr)"
"""White O.T. Hero 6/7 with no special ability."""
OTHER_SOUL = 'Lost Soul "Aimless" [Exodus 14:3]'


def _protected(game: Game) -> set[int]:
    return {card for protection in game.state.protections for card in protection.cards}


def test_abigail_protects_both_items_without_asking_whose() -> None:
    assert ability_support(full_pool().get(ABIGAIL)).carried_out
    game = Game.at(
        [
            {"territory": [ABIGAIL, DANIEL], "land_of_bondage": [OTHER_SOUL]},
            {"hand": ["Abiram"], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ABIGAIL), P2))
    # no player is asked whose places: the block comes next
    assert game.asked == (P2, DecisionKind.BLOCK)
    protected = _protected(game)
    assert game.card(DANIEL) in protected  # a character in her player's territory
    assert game.card(SOUL) in protected  # a Lost Soul of the opponent's
    assert game.card(OTHER_SOUL) not in protected  # her player's own Lost Soul is not


JUDGE = "Righteous Judge"
"""Gold and green Good Enhancement 4/1: "(Star) Discard an evil card from a Reserve. (HE)
Discard an evil card in play or a set-aside area." """


def test_in_play_or_a_set_aside_area_reaches_the_battle_and_every_territory() -> None:
    # "in play" holds the battle and every territory (REG: In Play); only "a set-aside
    # area" names a player to choose
    game = Game.blocked(
        "Agabus",
        {"hand": ["Agabus", JUDGE]},
        "Egyptian Army",
        {"hand": ["Egyptian Army"], "territory": ["Lahmi (I)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(JUDGE), game.card("Agabus")))
    assert sorted(game.offered) == ["Egyptian Army", "Lahmi (I)"]
    game.pick("Egyptian Army")
    assert game.where("Egyptian Army") == (P2, Zone.DISCARD_PILE)
