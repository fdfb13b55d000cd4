"""Toss: an Enhancement played to be tossed decreases an opposing character (REG: Toss).

* An instant toss lets the player play an Enhancement from hand to be tossed: instead of its
  numbers and ability, it is discarded and an opposing character in battle is decreased X/X,
  X the Enhancement's strength at face value.
* The ongoing tosses ("the next evil Enhancement played this battle", "all Enhancements")
  catch Enhancements as they are played: see ``test_ongoing_toss.py``.

Body Armor (LoC), a good weapon: "Protect bearer from evil warriors. If your lone warrior is
blocked, you may toss a good Enhancement."
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

SAUL = "King Saul (Purple) (Ki)"
"""A purple warrior Hero, 10/10, with no ability."""
ARMOR = "Body Armor (LoC)"
"""A purple/red good weapon, 0/7."""
FOOD = "Angel Food (L)"
"""A good Enhancement, 3/3, with no ability."""
ARROW = "Arrow of Deliverance"
"""A good Enhancement, 4/2, with no ability."""
AXE = "Axe ( C)"
"""An evil Enhancement, 2/3: not a good one to toss."""
ABADDON = "Abaddon the Destroyer (L)"
"""An Evil Character, 10/10, with no ability."""
TOSS = "toss a good Enhancement"


def _armored(hand: list[str]) -> Game:
    """King Saul, blocked alone by Abaddon, is given Body Armor; *hand* is left."""
    assert ability_support(full_pool().get(ARMOR)).carried_out
    game = Game.blocked(
        SAUL, {"hand": [SAUL, ARMOR, *hand]}, ABADDON, {"hand": [ABADDON]}, pool=full_pool()
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(ARMOR), game.card(SAUL)))
    game.pass_windows()
    return game


def test_a_tossed_enhancement_decreases_the_blocker_by_its_strength() -> None:
    game = _armored([FOOD, ARROW, AXE])
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(TOSS)
    # the good Enhancements in hand, not the evil one
    assert game.names(game.question.options) == [FOOD, ARROW]
    game.pick(ARROW)
    assert game.zone(P1, Zone.DISCARD_PILE) == [ARROW]
    assert game.zone(P1, Zone.HAND) == [FOOD, AXE]
    # decreased X/X by its strength (4), not by its numbers (4/2); King Saul keeps his own
    # 10/10 and the Body Armor's 0/7: the tossed Enhancement's numbers are not added
    assert game.numbers == (10, 17, 6, 6)


def test_the_decrease_lasts_after_the_toss() -> None:
    game = _armored([FOOD])
    game.choose(TOSS)  # one good Enhancement: no choice to make
    assert game.zone(P1, Zone.DISCARD_PILE) == [FOOD]
    game.pass_windows()
    assert game.numbers == (10, 17, 7, 7)


def test_with_no_good_enhancement_in_hand_there_is_nothing_to_toss() -> None:
    game = _armored([AXE])
    # the toss cannot do anything: it is not offered, and the battle goes on
    assert game.asked != (P1, DecisionKind.ABILITY)
    assert game.zone(P1, Zone.HAND) == [AXE]
    assert game.numbers == (10, 17, 10, 10)
