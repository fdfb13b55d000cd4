"""First strike: a character that survives mutual destruction (REG: First Strike).

When both sides would be defeated and only one side has first strike, and its first strike
characters are strong enough to defeat every opposing character, the battle is that side's:
for initiative and at battle resolution. With first strike on both sides, mutual destruction
is as ever. It lasts to the end of the phase.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool, of_kind

from redemption_rules import Decline, Pass, PassPriority, PlayEnhancement, Zone
from redemption_rules.battle.numbers import battle_situation
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import BattleResolved
from redemption_rules.state import Situation

ANGEL = "Angel of Might"
"""A silver Hero, 9/9: "Hero has first strike ability." """

ALEXANDER = "Alexander the Coopersmith"
"""A crimson Evil Character, 9/9, with no ability."""


def _resolve(game: Game) -> BattleResolved:
    while not of_kind(game.events, BattleResolved):
        game.do(next(a for a in game.legal if isinstance(a, (Pass, Decline, PassPriority))))
    return of_kind(game.events, BattleResolved)[-1]


def _situation(game: Game) -> Situation:
    battle = game.state.battle
    assert battle is not None
    return battle_situation(game.state, battle)


def test_first_strike_wins_a_mutual_destruction() -> None:
    assert ability_support(full_pool().get(ANGEL)).carried_out
    game = Game.blocked(
        ANGEL, {"hand": [ANGEL]}, ALEXANDER, {"hand": [ALEXANDER]}, pool=full_pool()
    )
    assert any(entry.status == "first_strike" for entry in game.state.lasting)
    # 9/9 against 9/9 would destroy both; the Angel strikes first
    assert _situation(game) is Situation.WINNING
    assert game.asked[0] == P2  # the losing side has initiative
    _resolve(game)
    assert game.where(ALEXANDER) == (P2, Zone.DISCARD_PILE)
    assert game.where(ANGEL) != (P1, Zone.DISCARD_PILE)


def test_without_first_strike_both_are_destroyed() -> None:
    hero = "Bartholomew (Nathaniel) (Ap)"  # 10/10, no ability
    game = Game.blocked(
        hero, {"hand": [hero]}, "Red Dragon (L)", {"hand": ["Red Dragon (L)"]}, pool=full_pool()
    )
    assert _situation(game) is Situation.MUTUAL_DESTRUCTION
    assert not game.state.lasting


def test_first_strike_on_both_sides_leaves_mutual_destruction() -> None:
    # Negev Lions (9/7): "First strike. ..." against the Angel (9/9): both would be defeated
    lions = "Negev Lions"
    assert ability_support(full_pool().get(lions)).carried_out
    game = Game.blocked(ANGEL, {"hand": [ANGEL]}, lions, {"hand": [lions]}, pool=full_pool())
    striking = {entry.card for entry in game.state.lasting if entry.status == "first_strike"}
    assert striking == {game.card(ANGEL), game.card(lions)}
    assert _situation(game) is Situation.MUTUAL_DESTRUCTION


def test_an_enhancement_gives_first_strike_to_the_character_using_it() -> None:
    # Ferocious Attack (black, 6/0): "Evil Character has first strike." Locust from the Pit
    # (6/6) loses to Bartholomew (10/10); with the Enhancement it is 12/6 and strikes first.
    attack = "Ferocious Attack"
    locust = "Locust from the Pit (L)"
    hero = "Bartholomew (Nathaniel) (Ap)"
    assert ability_support(full_pool().get(attack)).carried_out
    game = Game.blocked(
        hero, {"hand": [hero]}, locust, {"hand": [locust, attack]}, pool=full_pool()
    )
    assert _situation(game) is Situation.WINNING
    game.do(PlayEnhancement(game.card(attack), game.card(locust)))
    game.settle()
    striking = {entry.card for entry in game.state.lasting if entry.status == "first_strike"}
    assert striking == {game.card(locust)}
    assert _situation(game) is Situation.LOSING
    assert game.asked[0] == P1
