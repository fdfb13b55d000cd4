"""Warriors and weapons (REG: Warrior, Weapon, Equip, Battle Resolution step 7)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pytest
from attrs import evolve

from redemption_rules import (
    Attack,
    Battle,
    BattleKind,
    Block,
    CardType,
    Decision,
    DecisionKind,
    Decline,
    EndPhase,
    Equip,
    IllegalAction,
    Pass,
    Phase,
    PlayEnhancement,
    PlayerId,
    Zone,
    apply,
    legal_actions,
    load_starter_cards,
    step,
)
from redemption_rules.engine import side_numbers
from redemption_rules.events import Equipped
from redemption_rules.state import Enhancement
from redemption_rules.testing import build_position as build_any_position
from redemption_rules.testing import find_card

if TYPE_CHECKING:
    from redemption_rules import CardPool, GameState

build_position = partial(build_any_position, abilities=False)
"""Positions played by the numbers: these tests pin the rules without abilities."""

P1, P2 = PlayerId(0), PlayerId(1)
SOUL = "Lost Soul Luke 13:25 (J)"


@pytest.fixture(scope="module")
def starter() -> CardPool:
    return load_starter_cards()


def _armed_blocker(starter: CardPool, hero: str = "Gideon (J)") -> GameState:
    """Player 2 equips Ishbibenob with his spear in the Discard Phase; player 1 attacks."""
    state = build_position(
        starter,
        [
            {"territory": [hero]},
            {
                "territory": ["Ishbibenob (I)"],
                "hand": ["Ishbibenob's Spear (I)"],
                "land_of_bondage": [SOUL],
            },
        ],
        active=1,
        phase=Phase.DISCARD,
    )
    spear, giant = find_card(state, "Ishbibenob's Spear (I)"), find_card(state, "Ishbibenob (I)")
    assert Equip(spear, giant) in legal_actions(state)
    result = step(state, Equip(spear, giant))
    assert Equipped(P2, spear, giant) in result.events
    state = result.state
    assert spear in state.players[P2].territory
    assert state.instance(spear).equipped_to == giant
    assert state.instance(spear).identity is CardType.EVIL_ENHANCEMENT
    state = apply(state, EndPhase())  # player 1's turn
    return apply(apply(state, EndPhase()), Attack(find_card(state, hero), P2))


def test_an_equipped_weapon_backs_its_warrior_in_battle(starter: CardPool) -> None:
    state = _armed_blocker(starter)
    giant, spear = find_card(state, "Ishbibenob (I)"), find_card(state, "Ishbibenob's Spear (I)")
    state = apply(state, Block(giant))
    assert state.battle is not None
    assert state.locate(spear) == (None, Zone.FIELD_OF_BATTLE)
    assert side_numbers(state, state.battle) == (6, 8, 13, 12)  # Ishbibenob 8/12 + spear 5/0
    # Gideon is losing; he declines: Gideon is discarded, the giant goes home armed.
    state = apply(state, Decline())
    assert giant in state.players[P2].territory
    assert spear in state.players[P2].territory
    assert state.instance(spear).equipped_to == giant
    assert state.problems() == []


def test_a_weapon_is_discarded_with_its_warrior(starter: CardPool) -> None:
    state = _armed_blocker(starter, hero="Samson (J)")
    giant, spear = find_card(state, "Ishbibenob (I)"), find_card(state, "Ishbibenob's Spear (I)")
    state = apply(state, Block(giant))
    assert state.battle is not None
    # Samson 12/6 against Ishbibenob 13/12: mutual destruction.
    assert side_numbers(state, state.battle) == (12, 6, 13, 12)
    state = apply(apply(apply(state, Pass()), Pass()), Pass())
    assert {giant, spear} <= set(state.players[P2].discard_pile)
    assert state.instance(spear).equipped_to is None


def test_a_warrior_may_take_a_weapon_played_in_battle(starter: CardPool) -> None:
    state = build_position(
        starter,
        [
            {"territory": ["Gideon (J)"], "hand": ["The Sword of Gideon"]},
            {"hand": ["Ishbibenob (I)"], "land_of_bondage": [SOUL]},
        ],
        phase=Phase.BATTLE,
    )
    gideon, sword = find_card(state, "Gideon (J)"), find_card(state, "The Sword of Gideon")
    state = apply(apply(state, Attack(gideon, P2)), Block(find_card(state, "Ishbibenob (I)")))
    state = apply(state, PlayEnhancement(sword, gideon))  # 9/10 against 8/12: stalemate
    state = apply(apply(apply(state, Pass()), Pass()), Pass())
    assert state.decision is not None
    assert state.decision.kind is DecisionKind.EQUIP
    assert state.to_act == P1
    assert legal_actions(state) == [Equip(sword, gideon), Decline()]
    kept = apply(state, Equip(sword, gideon))
    assert kept.instance(sword).equipped_to == gideon
    assert {gideon, sword} <= set(kept.players[P1].territory)
    dropped = apply(state, Decline())
    assert sword in dropped.players[P1].discard_pile
    assert gideon in dropped.players[P1].territory


def test_only_a_warrior_without_a_weapon_is_equipped(starter: CardPool) -> None:
    state = build_position(
        starter,
        [
            {
                "territory": ["Ishbibenob (I)", "Foul Spirit (J)"],
                "hand": ["Ishbibenob's Spear (I)", "Ishbibenob's Sword", "Roman Whip"],
            },
            {},
        ],
    )
    giant, spirit = find_card(state, "Ishbibenob (I)"), find_card(state, "Foul Spirit (J)")
    spear, sword = (
        find_card(state, "Ishbibenob's Spear (I)"),
        find_card(state, "Ishbibenob's Sword"),
    )
    whip = find_card(state, "Roman Whip")
    equips = [action for action in legal_actions(state) if isinstance(action, Equip)]
    assert equips == [Equip(spear, giant), Equip(sword, giant)]  # the gray whip fits no one
    with pytest.raises(IllegalAction, match="not a warrior"):
        apply(state, Equip(spear, spirit))
    with pytest.raises(IllegalAction, match="cannot use"):
        apply(state, Equip(whip, giant))
    state = apply(state, Equip(spear, giant))
    assert not any(isinstance(action, Equip) for action in legal_actions(state))
    with pytest.raises(IllegalAction, match="holds one weapon"):
        apply(state, Equip(sword, giant))


def test_a_weapon_follows_its_warrior_home_whoever_owns_it(starter: CardPool) -> None:
    # Three players: player 3's Roman Whip is equipped to player 2's Pilate's Soldiers, who
    # fought on player 3's side. After battle the weapon follows the warrior to its owner's
    # territory (REG: Weapon: equipped weapons follow their character to any location).
    position = build_position(
        starter,
        [
            {"territory": ["John (I)"]},
            {"territory": ["Pilate's Soldiers"]},
            {"territory": ["Roman Whip"], "land_of_bondage": [SOUL]},
        ],
        phase=Phase.BATTLE,
    )
    john, soldiers = find_card(position, "John (I)"), find_card(position, "Pilate's Soldiers")
    whip = find_card(position, "Roman Whip")
    players = tuple(evolve(player, territory=()) for player in position.players)
    battle = Battle(
        attacker=P1,
        defender=PlayerId(2),
        kind=BattleKind.RESCUE_ATTEMPT,
        heroes=(john,),
        evil_characters=(soldiers,),
        enhancements=(Enhancement(whip, soldiers, PlayerId(2), equipped=True),),
        blocked=True,
        initiative=P1,
    )
    state = evolve(
        position,
        players=players,
        battle=battle,
        decision=Decision(P1, DecisionKind.INITIATIVE),
    )
    assert state.problems() == []
    after = apply(state, Decline())
    assert after.locate(soldiers) == (P2, Zone.TERRITORY)
    assert after.locate(whip) == (P2, Zone.TERRITORY)
    assert after.instance(whip).equipped_to == soldiers
    assert after.problems() == []
