"""Manually triggered effects and Action Priority level 3 (REG: Manually Triggered Effect,
Action Priority, Upkeep Phase).

An optional effect under "while [game state]", "during [phase]", "each [phase]" or "at any
time" is used when its controller chooses, while the card's ability is active and nothing
resolves: as part of the player's own decision, or in a level 3 window once everyone offered
a Dominant has passed.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import DECLINE, P1, P2, Game, full_pool

from redemption_rules import (
    DecisionKind,
    EndPhase,
    IllegalAction,
    Pass,
    PassPriority,
    Phase,
    PlayDominant,
    PlayEnhancement,
    UseAbility,
    Zone,
    apply,
    to_json,
)
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.events import AbilityUsed

SLING = "Sling Stones (LoC)"
"""GE, Purple/Red 7/0: "While in battle, you may discard this card to negate and discard an
evil Enhancement or the last evil Enhancement played in battle." """


def _sling_stones_against(evil_hand: list[str], **extra_hand: list[str]) -> Game:
    """Andrew (3/3) with Sling Stones (10/3 together) blocked by Lahmi (10/10)."""
    game = Game.blocked(
        "Andrew (I)",
        {"hand": ["Andrew (I)", SLING, *extra_hand.get("mine", [])]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)", *evil_hand]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # Andrew 3/3 loses to Lahmi
    game.do(PlayEnhancement(game.card(SLING), game.card("Andrew (I)")))
    return game


def test_while_in_battle_you_may_is_a_manually_triggered_effect() -> None:
    found = card_abilities(full_pool().get(SLING))
    assert found.manual == ((0, 1, 2),)
    assert not found.on_play  # nothing happens when it is played
    assert ability_support(full_pool().get(SLING)).carried_out


def test_it_is_used_when_its_player_chooses_and_has_something_to_do() -> None:
    game = _sling_stones_against(["Lahmi's Spear (I)"])
    sling = game.card(SLING)
    # with no evil Enhancement in play there is nothing to negate: the use is not offered,
    # and P2 (initiative in the mutual destruction) is asked at once
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card("Lahmi's Spear (I)"), game.card("Lahmi (I)")))
    game.choose(DECLINE)  # Lahmi's Spear does not discard Andrew
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    assert UseAbility(sling, 0) in game.legal
    caused = game.do(UseAbility(sling, 0))
    assert AbilityUsed(P1, sling) in caused
    # the "may" was answered by using it: the cost is paid and its benefit, the negate and
    # the discard of the same card, carried out at once
    assert game.where(SLING) == (P1, Zone.DISCARD_PILE)
    assert game.where("Lahmi's Spear (I)") == (P2, Zone.DISCARD_PILE)
    assert game.state.problems() == []


def test_a_window_at_level_3_for_a_player_who_does_not_hold_the_decision() -> None:
    game = _sling_stones_against(["Lahmi's Spear (I)"])
    game.do(PlayEnhancement(game.card("Lahmi's Spear (I)"), game.card("Lahmi (I)")))
    game.choose(DECLINE)
    game.do(Pass())  # P1 passes initiative; P2 holds the next decision
    assert game.asked == (P1, DecisionKind.PRIORITY)
    assert game.state.priority is not None
    assert game.state.priority.level == 3
    assert game.legal == [UseAbility(game.card(SLING), 0), PassPriority()]
    game.do(PassPriority())
    assert game.asked == (P2, DecisionKind.INITIATIVE)


def test_level_2_comes_before_level_3() -> None:
    game = _sling_stones_against(["Lahmi's Spear (I)"], mine=["Christian Martyr (I)"])
    martyr = game.card("Christian Martyr (I)")
    assert game.asked == (P1, DecisionKind.PRIORITY)  # a Dominant before P2's decision
    assert game.legal == [PlayDominant(martyr), PassPriority()]
    game.do(PassPriority())
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # nothing to use at level 3 yet
    game.do(PlayEnhancement(game.card("Lahmi's Spear (I)"), game.card("Lahmi (I)")))
    game.choose(DECLINE)
    game.do(Pass())
    assert game.state.priority is not None
    assert game.state.priority.waiting == (P1,)
    assert game.state.priority.manual == (P1,)
    assert game.legal == [PlayDominant(martyr), PassPriority()]
    game.do(PassPriority())
    assert game.asked == (P1, DecisionKind.PRIORITY)
    assert game.legal == [UseAbility(game.card(SLING), 0), PassPriority()]


def test_a_negated_card_cannot_use_it() -> None:
    # Ishbibenob's Sword: "Negate the last good card played by an opponent this battle."
    game = _sling_stones_against(["Ishbibenob's Sword"])
    game.do(PlayEnhancement(game.card("Ishbibenob's Sword"), game.card("Lahmi (I)")))
    game.settle()
    sling = game.card(SLING)
    assert game.where(SLING) == (None, Zone.FIELD_OF_BATTLE)
    assert all(not isinstance(action, UseAbility) for action in game.legal)
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    before = to_json(game.state)
    with pytest.raises(IllegalAction, match="cannot use that ability of 'Sling Stones"):
        apply(game.state, UseAbility(sling, 0))
    assert to_json(game.state) == before


def test_each_upkeep_gives_the_active_player_an_upkeep_decision() -> None:
    # Cupbearer's Complaints, placed in territory by its own ability: "Each upkeep, you may
    # discard the top card of a deck. You may discard this card to add your evil Egyptian
    # to battle."
    cupbearer = "Cupbearer's Complaints"
    assert ability_support(full_pool().get(cupbearer)).carried_out
    # 0: place it; the cost of this card is used by hand while it stays placed
    assert card_abilities(full_pool().get(cupbearer)).manual == ((1,), (2, 3))
    game = Game.at(
        [
            {"territory": [cupbearer], "deck": ["Lahmi (I)"] * 4},
            {"deck": ["Gideon (J)"] * 4},
        ],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    game.do(EndPhase())  # P2 ends the turn; P1 draws and comes to the Upkeep Phase
    assert game.state.phase is Phase.UPKEEP
    assert game.asked == (P1, DecisionKind.UPKEEP)
    use = UseAbility(game.card(cupbearer), 1)
    assert game.legal == [use, EndPhase()]
    deck = game.state.players[P2].deck
    game.do(use)
    game.choose("player 2")  # "a deck": P2's
    assert game.where(deck[0]) == (P2, Zone.DISCARD_PILE)
    # "each upkeep": once in the phase; with nothing more to use the game goes on
    assert game.state.phase is Phase.PREPARATION
    assert game.asked == (P1, DecisionKind.PREPARATION)


def test_no_upkeep_decision_without_an_ability_to_use() -> None:
    game = Game.at(
        [{"deck": ["Lahmi (I)"] * 4}, {"deck": ["Gideon (J)"] * 4}],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    game.do(EndPhase())
    assert game.asked == (P1, DecisionKind.PREPARATION)
