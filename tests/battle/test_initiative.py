"""The initiative table: the four situations and who may play next (REG: Initiative)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from redemption_rules import battle
from redemption_rules.battle import initiative
from redemption_rules.rulesets import CLASSIC, MODERN
from redemption_rules.state import Battle, BattleKind, PlayerId, Situation

ATTACKER, DEFENDER = PlayerId(0), PlayerId(1)


@pytest.mark.parametrize(
    ("hero", "evil", "expected"),
    [
        # The fourth-edition quick start's own checks.
        ((6, 7), (8, 8), battle.LOSING),
        ((6, 7), (6, 6), battle.WINNING),
        ((5, 7), (7, 4), battle.MUTUAL_DESTRUCTION),
        ((5, 7), (6, 7), battle.STALEMATE),
        # The rulebook's battle examples.
        ((5, 5), (5, 7), battle.LOSING),  # John vs Selfish Kinsman
        ((6, 8), (3, 4), battle.WINNING),  # Gideon vs Achan
        ((5, 5), (4, 11), battle.STALEMATE),  # Naomi vs Controlling Demon
        ((8, 6), (6, 7), battle.MUTUAL_DESTRUCTION),  # James vs Foul Spirit
        # Equal numbers count: strength equal to toughness defeats.
        ((4, 4), (4, 4), battle.MUTUAL_DESTRUCTION),
        ((0, 1), (0, 1), battle.STALEMATE),
    ],
)
def test_situation_table(hero: tuple[int, int], evil: tuple[int, int], expected: Situation) -> None:
    assert battle.situation(*hero, *evil) is expected


@given(st.integers(0, 30), st.integers(0, 30), st.integers(0, 30), st.integers(0, 30))
def test_situation_matches_the_definitions(hs: int, ht: int, es: int, et: int) -> None:
    result = battle.situation(hs, ht, es, et)
    assert (result in (battle.WINNING, battle.MUTUAL_DESTRUCTION)) == (hs >= et)
    assert (result in (battle.LOSING, battle.MUTUAL_DESTRUCTION)) == (es >= ht)


def _battle(last: PlayerId | None) -> Battle:
    return Battle(ATTACKER, DEFENDER, BattleKind.RESCUE_ATTEMPT, last_played_by=last)


@pytest.mark.parametrize("last", [ATTACKER, DEFENDER])
def test_losing_side_has_initiative_whoever_played_last(last: PlayerId) -> None:
    assert initiative(MODERN, _battle(last), battle.LOSING) == ATTACKER
    assert initiative(MODERN, _battle(last), battle.WINNING) == DEFENDER


@pytest.mark.parametrize("tie", [battle.STALEMATE, battle.MUTUAL_DESTRUCTION])
def test_tie_goes_to_the_player_who_did_not_play_last(tie: Situation) -> None:
    assert initiative(MODERN, _battle(DEFENDER), tie) == ATTACKER
    assert initiative(MODERN, _battle(ATTACKER), tie) == DEFENDER


@pytest.mark.parametrize("tie", [battle.STALEMATE, battle.MUTUAL_DESTRUCTION])
def test_first_rules_give_a_tie_to_the_rescuer(tie: Situation) -> None:
    assert initiative(CLASSIC, _battle(ATTACKER), tie) == ATTACKER
    assert initiative(CLASSIC, _battle(DEFENDER), tie) == ATTACKER
