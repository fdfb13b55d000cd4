"""Cards described as equipped or as dual icon.

REG: Equip, Weapon: a character is equipped when a weapon is equipped to it (in territory
the weapon names its warrior; in battle, the weapons it took in or was equipped with).
REG: Dual Icon: a card with two identities of two card icons can be targeted as a dual icon
card, at face value or on the playing surface.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Equip, Phase, PlayDominant, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import protected_from

BUCKLER = "Buckler (Roots)"
"""Dominant: "Take a good warrior or weapon from deck. Protect equipped Heroes from evil
cards this turn."."""
SHIBBOLETH = "\u201cShibboleth\u201d [RR2]"
"""Gold GE: "Negate and discard all dual icon and multi-brigade cards. Regardless of protect
abilities."."""
GIDEON, SAUL, SPEAR = "Gideon (J)", "King Saul (Purple) (Ki)", "Spear of Joshua (Ki)"
"""Two warrior Heroes with no ability, and a gold weapon."""
DUAL = "Blood Avenger"
"""A card with two icons, Hero and Evil Character."""


def test_they_are_carried_out() -> None:
    for name in (BUCKLER, SHIBBOLETH, "Acts of Manasseh (LoC)", "Salome (RoA)"):
        assert ability_support(full_pool().get(name)).carried_out, name


def test_only_the_hero_with_a_weapon_is_protected() -> None:
    game = Game.at(
        [
            {"territory": [GIDEON, SAUL], "hand": [SPEAR, BUCKLER]},
            {"territory": ["Goliath (L)"]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(Equip(game.card(SPEAR), game.card(GIDEON)))
    game.do(PlayDominant(game.card(BUCKLER)))  # no warrior or weapon in deck to take
    evil = game.card("Goliath (L)")
    assert protected_from(game.state, game.card(GIDEON), evil)
    assert not protected_from(game.state, game.card(SAUL), evil)


def test_the_dual_icon_cards_are_discarded_and_the_others_stay() -> None:
    game = Game.blocked(
        GIDEON,
        {"territory": [GIDEON], "hand": [SHIBBOLETH]},
        "Goliath (L)",
        {"territory": ["Goliath (L)", DUAL, "Abaddon the Destroyer (L)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(SHIBBOLETH), game.card(GIDEON)))
    game.settle()
    assert game.zone(P2, Zone.DISCARD_PILE) == [DUAL]
    assert game.zone(P2, Zone.TERRITORY) == ["Abaddon the Destroyer (L)"]
    assert game.where(GIDEON) == (None, Zone.FIELD_OF_BATTLE)
    assert game.zone(P1, Zone.DISCARD_PILE) == []
