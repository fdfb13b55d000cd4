"""Negating protect and immune abilities named by kind (REG: Negate, Immune and Protect).

"Negate protect abilities" negates the protect and immune effects of every card's
abilities (the two are interchangeable): the protections they gave end at once, and to the
end of the phase or the duration named new ones do not take hold; the other effects of
those abilities go on. An alignment, a player or "on [cards]" names the cards whose
abilities are covered. A prevent keeps only abilities that activate after it from
protecting. "The protect ability on an evil Fortress" (one of them) stays refused.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, Block, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import shielded_from
from redemption_rules.events import AbilityNegated

SHISHAK = "Pharaoh Shishak (Roots)"
"""Pale green Evil Character, an Egyptian king 8/7: "Negate protect abilities. May band to
an Egyptian. Cannot be prevented." """
WISDOM = "The Woman of Wisdom [RR2]"
"""White Hero 8/7: "Protect Heroes from evil O.T. humans. After battle, you may reserve this
card to banish an Evil Character." """
HABAKKUK = "Habakkuk (TxP)"
"""Green Hero 6/3: "Negate all protect abilities on evil cards. ... Cannot be negated." """
TARTAN = "The Tartan"
"""Pale green Evil Character 10/7: "Negate all protect abilities on Heroes and Fortresses.
You may capture a Philistine or discard an Ashdod Site." """
GUARDIAN = "Daniel's Guardian"
"""Silver Hero 6/2: "Prevent protect abilities on evil cards. ..." """
CLAUDIUS = "Emperor Claudius"
"""Gold Evil Character 10/11: "Emperor Claudius is immune to N.T. Heroes." """
CLAUDIUS_PC = "Emperor Claudius (PC)"
"""Gray Evil Character 10/11: "Protect this Evil Character from Dominants and N.T. Heroes.
Cannot be prevented." """
BLESSING = "Blessing of Joshua"
"""Gold Enhancement: "Immunity on all Evil Characters is negated." """
ARCHIPPUS = "Archippus [3E]"
"""Gold N.T. Hero 7/6 with no special ability."""
SOLDIERS = "Mocking Soldiers (J)"
"""Gray Evil Character 6/4: "Underdeck a random card from opponent's hand." """


def _protecting(game: Game, name: str) -> bool:
    """Whether a protection the card called *name* gave is in force."""
    return any(game.name(p.source) == name for p in game.state.protections)


def _negated_by(game: Game, name: str) -> list[str]:
    return [
        game.name(e.card) for e in of_kind(game.events, AbilityNegated) if game.name(e.by) == name
    ]


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    for name in (
        SHISHAK,
        HABAKKUK,
        TARTAN,
        GUARDIAN,
        BLESSING,
        "Rahab, the Promised",
        "Michael's Sword",
        "Imprisoned",
        "Jeremiah (TxP)",
        "Eleazar's Sword [II]",
        "Treason! Treason! (LoC)",
    ):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)
    assert not ability_support(pool.get("The Destroyer")).carried_out


def test_pharaoh_shishak_ends_the_protection_of_the_woman_of_wisdom() -> None:
    game = Game.blocked(WISDOM, {"hand": [WISDOM]}, SHISHAK, {"hand": [SHISHAK]}, pool=full_pool())
    assert not _protecting(game, WISDOM)
    assert _negated_by(game, SHISHAK) == [WISDOM]


def test_without_a_negate_the_woman_of_wisdom_stays_protected() -> None:
    game = Game.blocked(
        WISDOM, {"hand": [WISDOM]}, SOLDIERS, {"hand": [SOLDIERS]}, pool=full_pool()
    )
    assert _protecting(game, WISDOM)


def test_the_tartan_ends_a_heroes_protection() -> None:
    game = Game.blocked(WISDOM, {"hand": [WISDOM]}, TARTAN, {"hand": [TARTAN]}, pool=full_pool())
    assert not _protecting(game, WISDOM)


def test_habakkuk_keeps_a_later_evil_immunity_from_taking_hold() -> None:
    game = Game.blocked(
        HABAKKUK, {"hand": [HABAKKUK]}, CLAUDIUS, {"hand": [CLAUDIUS]}, pool=full_pool()
    )
    assert not _protecting(game, CLAUDIUS)


def test_daniels_guardian_prevents_a_later_evil_immunity() -> None:
    game = Game.at(
        [{"hand": [GUARDIAN]}, {"hand": [CLAUDIUS], "land_of_bondage": [SOUL]}], pool=full_pool()
    )
    game.do(Attack(game.card(GUARDIAN), P2))
    game.choose("Release a captured Hero")  # none is captured: it does nothing
    game.settle()
    game.do(Block(game.card(CLAUDIUS)))
    game.settle()
    assert not _protecting(game, CLAUDIUS)


def test_without_a_negate_emperor_claudius_is_immune() -> None:
    game = Game.blocked(
        ARCHIPPUS, {"hand": [ARCHIPPUS]}, CLAUDIUS, {"hand": [CLAUDIUS]}, pool=full_pool()
    )
    assert _protecting(game, CLAUDIUS)


def test_a_negate_of_immunity_ends_a_protection_that_cannot_be_prevented() -> None:
    # immune and protect are interchangeable; "cannot be prevented" does not shield from a
    # negate that comes after the ability (REG: Targeting Modified Abilities)
    game = Game.blocked(
        ARCHIPPUS,
        {"hand": [ARCHIPPUS, BLESSING]},
        CLAUDIUS_PC,
        {"hand": [CLAUDIUS_PC]},
        pool=full_pool(),
    )
    assert _protecting(game, CLAUDIUS_PC)
    game.do(PlayEnhancement(game.card(BLESSING), game.card(ARCHIPPUS)))
    game.settle()
    assert not _protecting(game, CLAUDIUS_PC)
    assert _negated_by(game, BLESSING) == [CLAUDIUS_PC]


ABIATHAR = "Abiathar"
"""Teal Hero 5/4: "Protect this Hero from discard abilities and remove from game abilities.
Cannot be interrupted." """
LIONS = "Coliseum Lions (J)"
"""Gray Evil Enhancement: "Discard all Heroes in battle." """
AHITHOPHEL = "Ahithophel (Wa)"
"""Gray Evil Character 2/2: "May band with Absalom." """


def _lions_against(hero: str) -> Game:
    """*hero* attacks, Ahithophel blocks and is losing; player 2 plays Coliseum Lions."""
    game = Game.blocked(
        hero, {"hand": [hero]}, AHITHOPHEL, {"hand": [AHITHOPHEL, LIONS]}, pool=full_pool()
    )
    game.do(PlayEnhancement(game.card(LIONS), game.card(AHITHOPHEL)))
    game.settle()
    return game


def test_abiathar_is_protected_from_discard_and_banish_abilities() -> None:
    assert ability_support(full_pool().get(ABIATHAR)).carried_out
    game = _lions_against(ABIATHAR)
    assert game.where(ABIATHAR) == (None, Zone.FIELD_OF_BATTLE)


def test_a_hero_without_the_protection_is_discarded() -> None:
    game = _lions_against("Daniel (Pr)")
    assert game.where("Daniel (Pr)") == (P1, Zone.DISCARD_PILE)


RUTHS_VOW = "Ruth\u2019s Vow (LoC)"
"""Red/white Enhancement: "Interrupt the battle. Protect all Heroes in battle from abilities
(except discard abilities) on evil cards. Cannot be prevented if used by Ruth." """


def test_ruths_vow_protects_from_evil_abilities_but_discard_abilities() -> None:
    assert ability_support(full_pool().get(RUTHS_VOW)).carried_out
    game = Game.at(
        [
            {"hand": ["Daniel (Pr)", RUTHS_VOW]},
            {"hand": [CLAUDIUS_PC], "territory": [LIONS], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Daniel (Pr)"), P2))
    game.settle()
    game.do(Block(game.card(CLAUDIUS_PC)))
    game.settle()
    game.do(PlayEnhancement(game.card(RUTHS_VOW), game.card("Daniel (Pr)")))
    game.settle()
    daniel, lions = game.card("Daniel (Pr)"), game.card(LIONS)
    assert daniel in shielded_from(game.state, lions, None, "decrease")
    assert daniel in shielded_from(game.state, lions, None, "capture")
    assert daniel not in shielded_from(game.state, lions, None, "discard")
