""" "If blocked" of a character is the event of its block (REG: Conditional Phrases).

"'If [event]' ... preceding an effect ... indicates a triggered effect": "If blocked by a
Babylonian, discard this Hero" happens as the Hero is blocked, not as it attacks, when no
block has been made. The ability activated as the Hero entered battle; the effect waits for
the block, "by" naming who blocks it then. An effect that another depends on ("If you do"),
or one with its own moment ("discard it after the battle"), is not carried out yet.
"If opposed by" checks the state, and a blocker's "If opposed by 3 or more Heroes" holds as
it enters battle.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support, card_abilities, card_ability
from redemption_rules.effects.targets import OpposedBy
from redemption_rules.effects.timing import Event, OnEvent

SERAIAH = "Seraiah the High Priest"
"""Teal Hero 1/1: "If blocked by a Babylonian, discard this Hero." """
ASHPENAZ = "Ashpenaz"
"""Crimson Babylonian Evil Character 2/2 (its ability converts a captured Hero: none here)."""
ABIRAM = "Abiram"
"""Brown Evil Character 5/7 with no special ability."""
STRONG_ANGEL = "The Strong Angel (RoJ)"
"""Silver Hero 12/8: "Toss all Enhancements with "negated" in the special ability. If
blocked, you may play a Revelation Enhancement. Cannot be interrupted." """
MIGHTY_BLOW = "A Mighty Blow"
"""Silver Good Enhancement 5/0, Revelation 12:9."""
REASON = "'if blocked' of a character with a moment of its own or an effect depending on it"


@pytest.mark.parametrize(
    "name",
    [
        SERAIAH,
        STRONG_ANGEL,
        "Stone Carriers",  # "If blocked, you may exchange this card with ..."
        "Ehud, the Benjaminite [RR2]",  # "If blocked by an O.T. character, you may equip ..."
        "Angelic Warrior (RoJ)",  # "If blocked by a non-human, Hero may band to ..."
        "Elhanan (FoM)",  # "If blocked and opponent controls an evil giant, ..."
    ],
)
def test_the_texts_are_carried_out(name: str) -> None:
    support = ability_support(full_pool().get(name))
    assert support.carried_out, support.missing


@pytest.mark.parametrize(
    "name",
    [
        "Obadiah",  # "If blocked by ..., discard it after the battle": a moment of its own
        "Dutiful Priest",  # "If blocked, you may play ... If you do, draw 2."
        "The Destroyer (PoC)",  # "If blocked, you may play ... If you do not (or if not ..."
    ],
)
def test_a_block_with_more_to_it_is_refused(name: str) -> None:
    assert REASON in ability_support(full_pool().get(name)).missing


def test_seraiah_is_discarded_as_a_babylonian_blocks_him() -> None:
    game = Game.blocked(
        SERAIAH, {"territory": [SERAIAH]}, ASHPENAZ, {"hand": [ASHPENAZ]}, pool=full_pool()
    )
    assert game.where(SERAIAH) == (P1, Zone.DISCARD_PILE)


def test_seraiah_stays_when_another_blocks_him() -> None:
    game = Game.blocked(
        SERAIAH, {"territory": [SERAIAH]}, ABIRAM, {"hand": [ABIRAM]}, pool=full_pool()
    )
    assert game.where(SERAIAH) == (None, Zone.FIELD_OF_BATTLE)


def test_the_strong_angel_may_play_an_enhancement_once_blocked_not_before() -> None:
    game = Game.at(
        [
            {"territory": [STRONG_ANGEL], "hand": [MIGHTY_BLOW]},
            {"hand": [ABIRAM], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(STRONG_ANGEL), P2))
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)  # nothing offered as it attacks
    game.do(Block(game.card(ABIRAM)))
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == ("play a Revelation Enhancement", "Decline")
    game.choose("play a Revelation Enhancement")
    assert game.where(MIGHTY_BLOW) == (None, Zone.FIELD_OF_BATTLE)
    assert game.numbers == (17, 8, 5, 7)


def test_blocked_by_is_read_as_the_block_and_opposed_by_as_the_state() -> None:
    pool = full_pool()
    (printed,) = card_ability(pool.get(SERAIAH)).effects
    assert printed.trigger is None
    assert isinstance(printed.condition, OpposedBy)
    assert printed.condition.blocked  # "blocked by": the event
    ability = card_abilities(pool.get(SERAIAH)).ability
    assert ability is not None
    (carried,) = ability.effects
    assert carried.trigger == OnEvent(Event.BLOCKED)
    assert isinstance(carried.condition, OpposedBy)
    assert not carried.condition.blocked  # who blocks, read as the block is made
    antigonus = card_ability(pool.get("Antigonus the One-Eyed")).effects[-1].condition
    assert isinstance(antigonus, OpposedBy)
    assert not antigonus.blocked
    # "opposed by" is followed, and so is "a selected player must draw 1": the user is asked
    assert ability_support(pool.get("Antigonus the One-Eyed")).carried_out


def test_a_blocked_hero_checked_by_an_enhancement_is_still_carried_out() -> None:
    # played in battle, after the block: "If blocked by a warrior class Evil Character,
    # this card is worth 3/7" checks who blocks the Hero using it
    assert ability_support(full_pool().get("Spear and Shield")).carried_out
