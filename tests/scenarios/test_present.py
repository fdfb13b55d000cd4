"""Present: a character enters a battle on its player's empty side (REG: Present).

Paired with an effect that forces characters out of battle; from the presenting player's
hand or territory unless the text says otherwise.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

ESCAPE = "Narrow Escape (EC)"
"""Clay GE, 3/4: "Interrupt the battle, withdraw your Hero and protect it from oppenent's
cards. You may present a clay Hero. Cannot be interrupted." """
CLAUDIA = "Claudia, the Hospitable (Roots)"
"""Clay Hero, 5/5: "May band to a N.T. Hero." """
CHLOE = "Chloe (EC)"
"""Clay Hero, 4/4."""
BLOCKER = "Abaddon the Destroyer (L)"
"""Evil Character, 10/10, with no ability."""
BATTLE = (None, Zone.FIELD_OF_BATTLE)


def _escape(mine: dict[str, list[str]]) -> Game:
    assert ability_support(full_pool().get(ESCAPE)).carried_out
    hand = [CLAUDIA, ESCAPE, *mine.get("hand", [])]
    game = Game.blocked(
        CLAUDIA,
        {"hand": hand, "territory": mine.get("territory", [])},
        BLOCKER,
        {"hand": [BLOCKER]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # Claudia 5/5 against Abaddon 10/10
    game.do(PlayEnhancement(game.card(ESCAPE), game.card(CLAUDIA)))
    return game


def test_a_clay_hero_is_presented_after_the_withdraw() -> None:
    aaron = "Aaron, Moses' Brother [L]"
    game = _escape({"hand": [CHLOE, "Gideon (L)"], "territory": [aaron]})
    assert game.where(CLAUDIA) == (P1, Zone.TERRITORY)
    game.choose("present a clay Hero")
    # clay Heroes from hand or territory; not Gideon (gold), nor Claudia, who entered
    # battle this turn already (REG: Enters Battle)
    assert sorted(game.offered) == sorted([CHLOE, aaron])
    game.pick(CHLOE)
    game.settle()
    assert game.where(CHLOE) == BATTLE
    assert game.where(CLAUDIA) == (P1, Zone.TERRITORY)
    assert game.where(aaron) == (P1, Zone.TERRITORY)
    battle = game.state.battle
    assert battle is not None
    assert battle.heroes == (game.card(CHLOE),)
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # the battle goes on: 4/4 against 10/10


def test_no_hero_is_presented_while_the_side_still_has_one() -> None:
    # REG Present: only into a side of battle with no characters left on it
    aaron = "Aaron, Moses' Brother [L]"
    assert ability_support(full_pool().get(ESCAPE)).carried_out
    game = Game.at(
        [
            {"hand": [CLAUDIA, ESCAPE, aaron], "territory": [CHLOE]},
            {"hand": [BLOCKER], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(CLAUDIA), P2))
    game.pass_windows()
    game.choose(game.question.labels[0])  # Claudia bands to Chloe, a N.T. Hero
    game.settle()
    assert game.where(CHLOE) == BATTLE
    game.do(Block(game.card(BLOCKER)))
    game.settle()
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 9/9 against Abaddon 10/10
    game.do(PlayEnhancement(game.card(ESCAPE), game.card(CLAUDIA)))
    asked: list[str] = []
    while game.asked[1] in (DecisionKind.ABILITY, DecisionKind.PRIORITY):
        if game.asked[1] is DecisionKind.PRIORITY:
            game.pass_windows()
        elif game.question.options:
            game.pick(CLAUDIA)  # the Hero to withdraw
        else:
            asked += game.question.labels
            game.decline()
    assert "present a clay Hero" not in asked
    assert game.where(CLAUDIA) == (P1, Zone.TERRITORY)
    assert game.where(CHLOE) == BATTLE
    assert game.where(aaron) == (P1, Zone.HAND)  # the "may" was not even asked
