"""Repeat: the abilities before it on the card act again (REG: Repeat).

"Repeat 1 time" acts twice in all, and so does "do this twice"; each repetition asks its own
questions; "up to 2 times" lets the player say how many, once.
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P1, P2, Game, full_pool

from redemption_rules import DecisionKind, PlayEnhancement, Zone, parse_ability
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Repeat

BENEFITS = "Benefits from Believing"
"""White Good Enhancement: "You may underdeck an evil card and draw 1. If used by a Daniel
Hero, repeat 1 time." """

PRAYER = "Prayer over Power"
"""White Good Enhancement: "Negate an evil card and you may draw 1. If used by a Daniel Hero,
repeat up to 2 times. Cannot be negated." """

EVIL = ("Frog Demons (L)", "Doeg (L)")
"""Two Evil Characters in player 2's territory, with no ability."""


def _losing_with(hero: str, enhancement: str) -> Game:
    """*hero* (white) attacks and is blocked by the Beast from the Sea (10/10): player 1 is
    losing and plays *enhancement*; two cards wait in their deck."""
    assert ability_support(full_pool().get(enhancement)).carried_out
    game = Game.blocked(
        hero,
        {"hand": [hero, enhancement], "deck": ["Seth", "Rebekah (L)"]},
        "Beast from the Sea (L)",
        {"hand": ["Beast from the Sea (L)"], "territory": list(EVIL)},
        pool=full_pool(),
    )
    assert game.asked[0] == P1
    game.do(PlayEnhancement(game.card(enhancement), game.card(hero)))
    return game


def _underdeck_and_draw(game: Game, evil: str) -> None:
    """Answer one run of Benefits from Believing: underdeck *evil*, then draw 1."""
    assert game.question.labels == ("underdeck an evil card", DECLINE)
    game.choose("underdeck an evil card")
    game.pick(evil)
    game.choose("draw 1")


def test_repeat_one_time_carries_the_effects_out_twice() -> None:
    game = _losing_with("Daniel (Pr)", BENEFITS)
    _underdeck_and_draw(game, EVIL[0])
    _underdeck_and_draw(game, EVIL[1])  # the repetition asks its own questions
    assert game.where(EVIL[0]) == (P2, Zone.DECK)
    assert game.where(EVIL[1]) == (P2, Zone.DECK)
    assert len(game.state.players[P1].hand) == 2  # drew 1, twice
    assert game.asked[1] is not DecisionKind.ABILITY  # and no third time


def test_no_repeat_when_its_condition_fails() -> None:
    # Jeremiah is no Daniel: the ability acts once
    game = _losing_with("Jeremiah (Pr)", BENEFITS)
    _underdeck_and_draw(game, EVIL[0])
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.where(EVIL[1]) == (P2, Zone.TERRITORY)
    assert len(game.state.players[P1].hand) == 1


def test_up_to_two_times_lets_the_player_choose_how_many() -> None:
    game = _losing_with("Daniel (Pr)", PRAYER)
    game.pick(EVIL[0])  # negate
    game.choose("draw 1")
    game.choose("repeat up to 2 times")
    assert game.question.labels == ("1 time", "2 times")
    game.choose("2 times")
    for evil in (*EVIL[1:], "Beast from the Sea (L)"):
        game.pick(evil)
        game.choose(DECLINE)  # no draw this time
    assert game.asked[1] is not DecisionKind.ABILITY  # three runs in all: no fourth
    assert len(game.state.players[P1].hand) == 1


def test_do_this_twice_is_one_repetition() -> None:
    ability = parse_ability("Discard an Evil Character. If used by Peter, do this twice.")
    repeat = ability.effects[-1]
    assert isinstance(repeat, Repeat)
    assert repeat.times == 1
    assert not repeat.optional
    times = parse_ability("Shuffle an Evil Character. If used by Ezekiel, repeat up to 3 times.")
    assert isinstance(times.effects[-1], Repeat)
    assert (times.effects[-1].times, times.effects[-1].optional) == (3, True)
