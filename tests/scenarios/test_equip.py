"""Equip: a weapon goes on a character (REG: Equip).

* The weapon comes from the player's hand unless the text names a place ("from deck").
* The character is one in play that can use the weapon and has none yet: one the text names,
  or else one of the player's warrior class characters.
* On a character in battle a weapon from outside battle is played: its ability activates.
  On one in a territory it is equipped there and not played.

King Ben-hadad I [RR2], a gray warrior Evil Character: "If blocking, you may equip an evil
weapon from deck or draw 1. May band to an evil king."
"""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityActivated, Equipped

BEN_HADAD = "King Ben-hadad I [RR2]"
BOW = "Bow and Arrow (Gray) (Ki)"
"""A gray evil weapon: "Evil Character is immune to Silver Brigade."."""
DART = "Dart (Ki)"
"""Another gray evil weapon."""
SPEAR = "Egyptian Spear"
"""A gold evil weapon: neither gray warrior can use it."""
SOLDIERS = "Pilate's Soldiers"
"""A gray warrior Evil Character with no ability."""
EQUIP = "equip an evil weapon from deck"


def _blocked(territory: list[str], deck: list[str]) -> Game:
    assert ability_support(full_pool().get(BEN_HADAD)).carried_out
    return Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)"]},
        BEN_HADAD,
        {"hand": [BEN_HADAD], "territory": territory, "deck": deck},
        pool=full_pool(),
        answer_block=False,
    )


def test_a_weapon_equipped_in_battle_is_played() -> None:
    game = _blocked([SOLDIERS], ["Er", BOW])
    assert game.question.labels[0] == EQUIP
    game.choose(EQUIP)
    assert game.names(game.question.options) == [SOLDIERS, BEN_HADAD]
    game.pick(BEN_HADAD)
    bow, king = game.card(BOW), game.card(BEN_HADAD)
    battle = game.state.battle
    assert battle is not None
    assert [(e.card, e.user, e.equipped) for e in battle.enhancements] == [(bow, king, True)]
    assert Equipped(P2, bow, king) in game.events
    assert AbilityActivated(P2, bow) in game.events  # played: its ability activates
    assert game.zone(P2, Zone.DECK) == ["Er"]


def test_a_weapon_equipped_in_territory_is_not_played() -> None:
    game = _blocked([SOLDIERS], ["Er", BOW])
    game.choose(EQUIP)
    game.pick(SOLDIERS)
    bow = game.card(BOW)
    assert game.where(BOW) == (P2, Zone.TERRITORY)
    assert game.state.cards[bow].equipped_to == game.card(SOLDIERS)
    assert AbilityActivated(P2, bow) not in game.events


def test_only_weapons_a_character_can_use_are_offered() -> None:
    game = _blocked([], [SPEAR, BOW, DART])
    game.choose(EQUIP)
    assert game.question.prompt.startswith("Choose evil weapon to equip")
    assert game.names(game.question.options) == [BOW, DART]


def test_a_character_with_a_weapon_already_is_not_offered() -> None:
    game = _blocked([SOLDIERS, DART], ["Er", BOW])
    soldiers, dart = game.card(SOLDIERS), game.card(DART)
    # the Dart is on the Soldiers already, as a Preparation Phase equip leaves it
    cards = list(game.state.cards)
    cards[dart] = evolve(cards[dart], equipped_to=soldiers)
    game.state = evolve(game.state, cards=tuple(cards))
    assert not game.state.problems()
    game.choose(EQUIP)
    # only Ben-hadad can take the Bow: the choice of bearer is forced
    assert game.where(BOW) == (None, Zone.FIELD_OF_BATTLE)


@pytest.mark.parametrize("deck", [["Er"], [SPEAR]])
def test_with_nothing_to_equip_the_option_is_not_offered(deck: list[str]) -> None:
    game = _blocked([], deck)
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert EQUIP not in game.question.labels


SIBBECAI = "Sibbecai, the Hushathite [RR2]"
"""A purple warrior Hero: "If equipped, you may discard an Evil Character with strength 9 or
greater. ..."."""
COAT_OF_MAIL = "Coat of Mail (Ki)"
"""A purple good weapon."""
ABADDON = "Abaddon the Destroyer (L)"
"""A 10/10 Evil Character."""


@pytest.mark.parametrize("equipped", [True, False])
def test_if_equipped_asks_for_a_weapon_on_the_character(equipped: bool) -> None:
    # REG Equip: a weapon equipped in the Preparation Phase follows its warrior into battle
    game = Game.at(
        [
            {"territory": [SIBBECAI, COAT_OF_MAIL]},
            {"territory": [ABADDON], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    if equipped:
        cards = list(game.state.cards)
        coat = game.card(COAT_OF_MAIL)
        cards[coat] = evolve(cards[coat], equipped_to=game.card(SIBBECAI))
        game.state = evolve(game.state, cards=tuple(cards))
        assert not game.state.problems()
    game.do(Attack(game.card(SIBBECAI), P2))
    asked = game.asked == (P1, DecisionKind.ABILITY)
    assert asked == equipped
    if equipped:
        game.choose("discard an Evil Character with strength 9 or greater")
        assert game.where(ABADDON) == (P2, Zone.DISCARD_PILE)
