""" "If C, do Y instead": a condition tested as the first effect is carried out (REG: Instead).

"Most instances of the instead modifier are written as 'If X happens, do Y instead'": when
the first effect is about to be carried out, its targets chosen, and the condition holds
(of those targets, for "it"), the second is carried out in its place, by the player using
the ability, who is asked first when it says "may". If it cannot be completed in its
entirety, the first effect is still applied. Brothers' Envy (FoM), a brown Evil
Enhancement: "Set aside a male Hero for 3 turns. If Pit of Dothan is in play, you may
capture a male Hero regardless of protect abilities instead." Angel of the Harvest, a
silver Hero: "Discard the top card of opponent's deck. If it is a Lost Soul, put it in play
instead. If it is a good card, add it to opponent's hand instead and you may draw a card."
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

ENVY = "Brothers' Envy (FoM)"
PIT = "Pit of Dothan"
HERO = "Bartholomew (Nathaniel) (Ap)"
"""A male Hero."""
OTHER = "Amos"
"""Another male Hero, in territory."""
BLOCKER = "Abiram"
"""A brown Evil Character without an ability."""
CAPTURE = "capture a male Hero regardless of protect abilities instead"


def _envy(*, pit: bool) -> Game:
    assert ability_support(full_pool().get(ENVY)).carried_out
    theirs = {"hand": [BLOCKER, ENVY], "land_of_bondage": [SOUL]}
    if pit:
        theirs["territory"] = [PIT]
    game = Game.at([{"hand": [HERO], "territory": [OTHER]}, theirs], pool=full_pool())
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(BLOCKER)))
    game.settle()
    game.do(PlayEnhancement(game.card(ENVY), game.card(BLOCKER)))
    game.pick(HERO)  # the male Hero to set aside
    return game


def test_the_player_may_carry_out_the_replacement_when_the_condition_holds() -> None:
    game = _envy(pit=True)
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == (CAPTURE, DECLINE)
    game.choose(CAPTURE)
    assert game.offered == [HERO, OTHER]  # a male Hero of its own choosing
    game.pick(OTHER)
    assert game.where(OTHER) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.where(HERO) == (None, Zone.FIELD_OF_BATTLE)
    assert game.asked[1] is not DecisionKind.ABILITY  # the replacement is not asked again


def test_declined_the_first_effect_is_carried_out() -> None:
    game = _envy(pit=True)
    game.decline()
    assert game.where(HERO) == (P1, Zone.SET_ASIDE)
    assert game.where(OTHER) == (P1, Zone.TERRITORY)
    assert game.asked[1] is not DecisionKind.ABILITY


def test_without_the_condition_the_replacement_is_not_offered() -> None:
    game = _envy(pit=False)
    assert game.where(HERO) == (P1, Zone.SET_ASIDE)
    assert game.asked[1] is not DecisionKind.ABILITY


ANGEL = "Angel of the Harvest"
GOOD = "Amos"
"""A Hero: a good card."""
EVIL = "Er"
ATTACKED = "Agabus"
DRAW = "draw a card"


def _harvest(top: str) -> Game:
    assert ability_support(full_pool().get(ANGEL)).carried_out
    game = Game.at(
        [
            {"hand": [ANGEL], "deck": [GOOD]},
            {"hand": [EVIL], "deck": [top, ATTACKED], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ANGEL), P2))
    return game


def test_a_good_card_goes_to_the_opponents_hand_in_place_of_the_discard() -> None:
    game = _harvest(GOOD)
    assert game.zone(P2, Zone.HAND) == [EVIL, GOOD]
    assert game.zone(P2, Zone.DISCARD_PILE) == []
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (DRAW, DECLINE)  # "and you may draw a card"
    game.choose(DRAW)
    assert game.zone(P1, Zone.HAND) == [GOOD]


def test_another_card_is_discarded_and_no_draw_is_offered() -> None:
    game = _harvest(EVIL)
    assert game.zone(P2, Zone.DISCARD_PILE) == [EVIL]
    assert game.zone(P2, Zone.HAND) == [EVIL]
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.zone(P1, Zone.DECK) == [GOOD]


def test_a_lost_soul_discarded_from_the_deck_goes_into_play() -> None:
    game = _harvest(SOUL)
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL, SOUL]
    assert game.zone(P2, Zone.DISCARD_PILE) == []


def test_a_capture_of_a_card_from_a_deck_is_not_read_as_replacing_its_discard() -> None:
    # "Discard the top card of opponent's deck. If it is human, capture it to opponent's land
    # of bondage instead.": the engine captures characters in play only
    taskmaster = full_pool().get("Taskmaster (FoM)")
    assert "a replacing 'capture' of cards out of play" in ability_support(taskmaster).missing


UPROAR = "Uproar in Jerusalem"
"""Black/gray Evil Enhancement: "Withdraw a Hero. If a warrior class Roman is in play, you
may capture the Hero instead." """
ROMAN = "Pilate's Soldiers"
"""A gray warrior class Roman without an ability."""
PROPHETS = "False Prophets"
"""A gray Evil Character without an ability, weaker than the Hero."""
CAPTURE_IT = "capture the Hero instead"


def _uproar(*, roman: bool) -> Game:
    assert ability_support(full_pool().get(UPROAR)).carried_out
    theirs = {"hand": [PROPHETS, UPROAR], "land_of_bondage": [SOUL]}
    if roman:
        theirs["territory"] = [ROMAN]
    game = Game.at([{"hand": [HERO], "territory": [OTHER]}, theirs], pool=full_pool())
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(PROPHETS)))
    game.settle()
    game.do(PlayEnhancement(game.card(UPROAR), game.card(PROPHETS)))
    return game


def test_the_hero_named_in_a_replacement_is_the_one_chosen_before() -> None:
    # REG Instead: a new effect that names no new target acts on the replaced one's targets
    game = _uproar(roman=True)
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == (CAPTURE_IT, DECLINE)
    game.choose(CAPTURE_IT)  # no other Hero is offered
    assert game.where(HERO) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.where(OTHER) == (P1, Zone.TERRITORY)


def test_declined_the_hero_is_withdrawn() -> None:
    game = _uproar(roman=True)
    game.decline()
    assert game.where(HERO) == (P1, Zone.TERRITORY)


def test_without_a_warrior_roman_the_hero_is_withdrawn() -> None:
    game = _uproar(roman=False)
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.where(HERO) == (P1, Zone.TERRITORY)


def test_a_replacement_of_two_effects_is_not_read() -> None:
    # "You may draw X. If blocking and ..., you may draw and/or underdeck up to X cards
    # instead."
    outsiders = full_pool().get("Outsiders (Black/Gold) (RoJ AB)")
    assert "modifier 'instead'" in ability_support(outsiders).missing
