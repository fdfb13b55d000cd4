"""Regardless of protect abilities: an effect that may target protected cards (REG: Regardless).

Goliath, Fear Bringer (12/12) is protected from lone Heroes, and so from the Enhancements
they use (REG: Immune and Protect). Discerning Judgment reads "Discard an evil card.
Regardless of protect abilities if used by an O.T. Hero."
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

GOLIATH = "Goliath, Fear Bringer (1st Print - L)"
JUDGMENT = "Discerning Judgment"


def _judged(hero: str) -> Game:
    assert ability_support(full_pool().get(JUDGMENT)).carried_out
    game = Game.blocked(
        hero, {"hand": [hero, JUDGMENT]}, GOLIATH, {"hand": [GOLIATH]}, pool=full_pool()
    )
    assert game.asked[0] == P1  # Goliath is winning
    game.do(PlayEnhancement(game.card(JUDGMENT), game.card(hero)))
    return game


def test_an_o_t_hero_discards_a_protected_character() -> None:
    game = _judged("Angel at Shur (Roots)")  # an O.T. angel
    assert game.where(GOLIATH) == (P2, Zone.DISCARD_PILE)


def test_without_its_condition_the_protection_holds() -> None:
    game = _judged("Guiding Angel")  # a N.T. angel
    battle = game.state.battle
    assert battle is not None
    assert battle.evil_characters == (game.card(GOLIATH),)


# "O.T. Enhancements used by this Hero are regardless of protect abilities" (Angel at
# Jerusalem, Roots): the Enhancements the character uses, of that kind, may target cards
# protected from it. Prince of Tyrus is immune to angels (except Michael and Gabriel), and so
# to the Enhancements an angel uses.

PRINCE = "Prince of Tyrus (Wa)"
GRANTING_ANGEL = "Angel at Jerusalem (Roots)"
PLAIN_ANGEL = "Angel at Jerusalem (Wa)"
"""The same angel of another printing: "Hero has access to any Site"."""
HAILSTONES = "Hailstones (FoM)"
"""Silver, Joshua 10:11 (O.T.): "Discard all Evil Characters in battle. ..."."""
PRESENCE = "Overwhelming Presence"
"""Silver, Matthew 28:4 (N.T.): "Underdeck all Evil Characters in battle."."""


def _angel_plays(angel: str, enhancement: str) -> Game:
    assert ability_support(full_pool().get(GRANTING_ANGEL)).carried_out
    game = Game.blocked(
        angel, {"hand": [angel, enhancement]}, PRINCE, {"hand": [PRINCE]}, pool=full_pool()
    )
    game.do(PlayEnhancement(game.card(enhancement), game.card(angel)))
    game.settle()
    return game


def test_an_enhancement_of_the_kind_its_user_names_reaches_a_protected_character() -> None:
    game = _angel_plays(GRANTING_ANGEL, HAILSTONES)
    assert game.where(PRINCE) == (P2, Zone.DISCARD_PILE)


def test_used_by_a_character_without_those_words_the_immunity_holds() -> None:
    game = _angel_plays(PLAIN_ANGEL, HAILSTONES)
    assert game.where(PRINCE) == (None, Zone.FIELD_OF_BATTLE)


def test_an_enhancement_of_another_kind_does_not_reach_it() -> None:
    game = _angel_plays(GRANTING_ANGEL, PRESENCE)  # N.T., not O.T.
    assert game.where(PRINCE) == (None, Zone.FIELD_OF_BATTLE)


# "Evil capture abilities are regardless of protect abilities" (Potiphera, Priest of On, a
# pale green Egyptian): from the activation of its ability to the end of the phase, evil
# capture abilities on cards played after it may target protected cards. Guardian Angel
# [RR2] reads "You may draw 1. Protect Heroes from evil cards."; Captured by Assyria (pale
# green EE) "Capture a human (or two humans if used by an Assyrian)."

POTIPHERA = "Potiphera, Priest of On [IR]"
GUARDIAN = "Guardian Angel [RR2]"
CAPTURED = "Captured by Assyria"
GIDEON = "Gideon (J)"
"""A human Hero in player 1's territory, protected by Guardian Angel."""


def _capture_under_guard(blocker: str) -> Game:
    assert ability_support(full_pool().get(POTIPHERA)).carried_out
    game = Game.blocked(
        GUARDIAN,
        {"hand": [GUARDIAN], "territory": [GIDEON]},
        blocker,
        {"hand": [blocker, CAPTURED]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    assert game.card(GIDEON) in game.state.protections[0].cards
    game.do(PlayEnhancement(game.card(CAPTURED), game.card(blocker)))
    return game


def test_an_evil_capture_ability_reaches_a_protected_hero_after_potiphera() -> None:
    game = _capture_under_guard(POTIPHERA)
    assert game.card(GIDEON) in game.question.options
    game.pick(GIDEON)
    assert game.where(GIDEON) == (P2, Zone.LAND_OF_BONDAGE)


def test_without_potiphera_the_protection_holds() -> None:
    game = _capture_under_guard("Doeg (L)")  # pale green, no ability
    game.settle()
    assert game.where(GIDEON) == (P1, Zone.TERRITORY)


# "O.T. Enhancements are regardless of protect abilities" (Jeremiah, Iron Pillar (Roots), a
# green Hero): Goliath, Fear Bringer is protected from lone Heroes and the Enhancements they
# use; Samuel's Edict [K] (green, I Samuel) reads "Discard an evil card."

JEREMIAH = "Jeremiah, Iron Pillar (Roots)"
EDICT = "Samuel's Edict [K]"


def _edict_on(hero: str) -> Game:
    assert ability_support(full_pool().get(JEREMIAH)).carried_out
    game = Game.blocked(
        hero, {"hand": [hero, EDICT]}, GOLIATH, {"hand": [GOLIATH]}, pool=full_pool()
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(EDICT), game.card(hero)))
    game.settle()
    return game


def test_an_o_t_enhancement_played_after_jeremiah_reaches_a_protected_character() -> None:
    game = _edict_on(JEREMIAH)
    assert game.where(GOLIATH) == (P2, Zone.DISCARD_PILE)


def test_used_by_a_hero_without_the_grant_the_protection_holds() -> None:
    game = _edict_on("Amos")  # green, no ability
    assert game.where(GOLIATH) == (None, Zone.FIELD_OF_BATTLE)
