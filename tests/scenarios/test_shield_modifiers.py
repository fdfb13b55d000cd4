""" "Cannot be negated/prevented" that depends on the game (REG: Cannot be Negated, Prevented).

A shield may hold under a condition ("Cannot be prevented if used by an Exodus Hero"), only
against some cards ("Cannot be negated by an evil card"), or cover other cards' abilities
("Good Enhancements with a Judges reference cannot be negated", on a Hero in play). Each is
worked out when a negate or prevent meets the ability.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import (
    DecisionKind,
    PlayEnhancement,
    Zone,
)
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.resolution import shield_now
from redemption_rules.events import AbilityPrevented, SpecialInitiativeGiven
from redemption_rules.state import Activation

BATTLE = (None, Zone.FIELD_OF_BATTLE)


@pytest.mark.parametrize(("hero", "shielded"), [("Moses (Pr)", True), ("Gideon (J)", False)])
def test_cannot_be_prevented_if_used_by_an_exodus_hero(hero: str, shielded: bool) -> None:
    # Saph (I): "Prevent the next Enhancement played by an opponent." Plague of Darkness:
    # "Withdraw all Evil Characters. Cannot be prevented if used by an Exodus Hero."
    assert ability_support(full_pool().get("Plague of Darkness")).carried_out
    game = Game.blocked(
        hero,
        {"hand": [hero, "Plague of Darkness"]},
        "Saph (I)",
        {"hand": ["Saph (I)"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # Saph 9/11 beats either Hero
    plague = game.card("Plague of Darkness")
    events = game.do(PlayEnhancement(plague, game.card(hero)))
    if shielded:
        assert not [e for e in events if isinstance(e, AbilityPrevented)]
        assert game.where("Saph (I)") == (P2, Zone.TERRITORY)
    else:
        assert AbilityPrevented(plague, game.card("Saph (I)")) in events
        assert game.where("Saph (I)") == BATTLE


@pytest.mark.parametrize(("judge_in_play", "answered"), [(True, False), (False, True)])
def test_a_hero_in_play_keeps_good_judges_enhancements_from_being_negated(
    judge_in_play: bool, answered: bool
) -> None:
    # Ibzan: "Good Enhancements with a Judges reference cannot be negated." Trumpets and
    # Torches (Judges 7:20) would underdeck the only blocker; Crucify Him! would negate it,
    # so player 2 has special initiative unless the Enhancement cannot be negated.
    mine = {"hand": ["Gideon (J)", "Trumpets and Torches"]}
    if judge_in_play:
        mine["territory"] = ["Ibzan"]
    game = Game.blocked(
        "Gideon (J)",
        mine,
        "Pilate's Soldiers",
        {"hand": ["Pilate's Soldiers", "Crucify Him! (J)"], "deck": ["Lahmi (I)"]},
        pool=full_pool(),
    )
    trumpets = game.card("Trumpets and Torches")
    events = game.do(PlayEnhancement(trumpets, game.card("Gideon (J)")))
    assert (SpecialInitiativeGiven(P2, trumpets) in events) is answered
    if judge_in_play:
        while game.asked[1] is DecisionKind.ABILITY:
            game.pick("Pilate's Soldiers")
        assert game.where("Pilate's Soldiers") == (P2, Zone.DECK)


def test_a_shield_against_some_cards_holds_against_those_only() -> None:
    # Created by Christ: "Discard all evil enhancements in battle. Cannot be negated by an
    # evil card."
    game = Game.at(
        [
            {"territory": ["Created by Christ", "Ruth (J)"]},
            {"territory": ["Crucify Him! (J)", "Family Bond"]},
        ],
        pool=full_pool(),
    )
    created = game.card("Created by Christ")
    act = Activation(1, created, P1, (0,), played=game.state.serial)
    assert "cbn" in shield_now(game.state, act, game.card("Crucify Him! (J)"))  # evil
    assert "cbn" not in shield_now(game.state, act, game.card("Family Bond"))  # good
    assert "cbn" not in shield_now(game.state, act)  # nobody in particular


@pytest.mark.parametrize(("used_by", "shielded"), [("Mary (B)", True), ("Ruth (J)", False)])
def test_a_shield_under_a_condition_holds_while_the_condition_does(
    used_by: str, shielded: bool
) -> None:
    # Holy Priesthood: "... Cannot be negated if used by a N.T. Hero."
    game = Game.at([{"hand": ["Holy Priesthood"], "territory": [used_by]}, {}], pool=full_pool())
    card = game.card("Holy Priesthood")
    act = Activation(1, card, P1, (0,), played=game.state.serial, user=game.card(used_by))
    assert ("cbn" in shield_now(game.state, act)) is shielded


COVENANT = "Covenant with Philistia (LoC)"
"""A Covenant: "GE: Withdraw all Evil Characters. Cannot be negated by a Philistine. ART:
Each player may take an animal from their Reserve. If you do, you may draw 2." Effect 0 is
its GE section, effects 1 and 2 its ART section."""
PHILISTINE = "Commander Phicol (LoC)"
OTHER_EVIL = "Abaddon the Destroyer (L)"


@pytest.mark.parametrize(
    ("effects", "against", "shielded"),
    [((0,), PHILISTINE, True), ((1, 2), PHILISTINE, False), ((0,), OTHER_EVIL, False)],
)
def test_a_shield_sentence_covers_the_sections_printed_before_it(
    effects: tuple[int, ...], against: str, shielded: bool
) -> None:
    # REG: a "cannot be negated" that does not say what it modifies modifies the abilities
    # on the card printed before its sentence: the GE section, not the ART one
    assert ability_support(full_pool().get(COVENANT)).carried_out
    game = Game.at(
        [{"territory": [COVENANT]}, {"territory": [PHILISTINE, OTHER_EVIL]}], pool=full_pool()
    )
    act = Activation(1, game.card(COVENANT), P1, effects, played=game.state.serial)
    assert ("cbn" in shield_now(game.state, act, game.card(against))) is shielded


def test_a_shield_sentence_after_every_section_covers_the_whole_card() -> None:
    # Confusion of Mind: "EE: Discard a card from opponent's deck. / A: Negate Heroes.
    # Cannot be negated.": both sections are printed before it
    found = card_abilities(full_pool().get("Confusion of Mind"))
    assert found.carried_out
    assert found.shield == ("cbn",)
    assert found.partial_shields == ()


def test_a_shield_sentence_inside_a_section_is_not_read() -> None:
    # Golden Calf: "Prevent all special abilities on O.T. Heroes. Cannot be negated. Discard
    # this artifact if Moses, Hosea or Amos win a battle.": the discard is printed after it
    missing = ability_support(full_pool().get("Golden Calf")).missing
    assert "modifier 'cannot_be_negated' of part of a section" in missing


@pytest.mark.parametrize(
    ("hero", "shielded"),
    [("Josiah, the Restorer / Josiah, the Righteous (LoC)", True), ("Elisha", False)],
)
def test_a_covenant_played_as_an_enhancement_keeps_its_section_shield(
    hero: str, shielded: bool
) -> None:
    # Josiah's Covenant (LoC): "GE: Discard an evil card. Cannot be negated if used by
    # Josiah. ART: Protect Heroes in territory from harm." Crucify Him! would negate it, so
    # player 2 has special initiative unless the GE ability cannot be negated.
    covenant = "Josiah\u2019s Covenant (LoC)"
    assert ability_support(full_pool().get(covenant)).carried_out
    game = Game.blocked(
        hero,
        {"hand": [hero, covenant]},
        "Pilate's Soldiers",
        {"hand": ["Pilate's Soldiers", "Crucify Him! (J)"]},
        pool=full_pool(),
    )
    events = game.do(PlayEnhancement(game.card(covenant), game.card(hero)))
    assert (SpecialInitiativeGiven(P2, game.card(covenant)) in events) is not shielded
    assert (game.where("Pilate's Soldiers") == (P2, Zone.DISCARD_PILE)) is shielded
