""" "Do X. Opponent may do Y instead.": the opponent may replace the effect (REG: Instead).

When the first effect is about to be carried out, its targets chosen, the opponent may carry
out the second in its place; if they do, the first never takes place. If they decline, or
cannot complete it, the first is carried out. Alexander of Troas (Roots), a black Evil
Character: "Underdeck a Hero. Opponent may underdeck a good Enhancement from hand instead."
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone, observe
from redemption_rules.effects.cards import ability_support, card_abilities, replaced_by, replaces

ALEXANDER = "Alexander of Troas (Roots)"
HERO = "Bartholomew (Nathaniel) (Ap)"
GOOD_ENHANCEMENT = "Hailstones (FoM)"
OFFER = "underdeck a good Enhancement from hand instead"


def _blocked(hand: list[str]) -> Game:
    assert ability_support(full_pool().get(ALEXANDER)).carried_out
    game = Game.at(
        [{"hand": [HERO, *hand]}, {"hand": [ALEXANDER], "land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(ALEXANDER)))
    return game


def test_the_second_effect_is_offered_in_place_of_the_first() -> None:
    ability = card_abilities(full_pool().get(ALEXANDER)).ability
    assert ability is not None
    assert replaced_by(ability, 0) == 1
    assert replaces(ability, 1) == 0


def test_the_opponent_who_replaces_it_keeps_the_hero() -> None:
    game = _blocked([GOOD_ENHANCEMENT])
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (OFFER, DECLINE)
    game.choose(OFFER)
    assert game.where(HERO) == (None, Zone.FIELD_OF_BATTLE)
    assert game.zone(P1, Zone.DECK) == [GOOD_ENHANCEMENT]


def test_declined_the_first_effect_is_carried_out() -> None:
    game = _blocked([GOOD_ENHANCEMENT])
    game.decline()
    assert game.zone(P1, Zone.DECK) == [HERO]
    assert game.zone(P1, Zone.HAND) == [GOOD_ENHANCEMENT]


def test_an_opponent_who_cannot_replace_it_is_not_asked() -> None:
    game = _blocked([])
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.zone(P1, Zone.DECK) == [HERO]


INVADERS = "Assyrian Invaders"
"""Pale green Evil Character: "You may take a card from opponent's Reserve or discard a
Fortress. Opponent may discard an Artifact from Artifact pile instead. Cannot be
interrupted." """
FORTRESS = "Alexandrian Ship"
ARTIFACT = "Altar of Ahaz"
RESERVED = "Hailstones (FoM)"
TAKE = "take a card from opponent\u2019s Reserve"
DISCARD_FORTRESS = "discard a Fortress"
ARTIFACT_INSTEAD = "discard an Artifact from Artifact pile instead"


def _invaded(option: str) -> Game:
    assert ability_support(full_pool().get(INVADERS)).carried_out
    game = Game.at(
        [
            {
                "hand": [HERO],
                "territory": [FORTRESS],
                "artifact_pile": [ARTIFACT],
                "reserve": [RESERVED],
            },
            {"hand": [INVADERS], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(INVADERS)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == (TAKE, DISCARD_FORTRESS, DECLINE)
    game.choose(option)
    return game


def test_an_offer_after_a_choice_of_effects_replaces_the_option_chosen() -> None:
    # REG Instead: when you attempt the effect, the opponent has the option to replace it
    game = _invaded(DISCARD_FORTRESS)
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (ARTIFACT_INSTEAD, DECLINE)
    game.choose(ARTIFACT_INSTEAD)
    assert game.zone(P1, Zone.DISCARD_PILE) == [ARTIFACT]
    assert game.where(FORTRESS) == (P1, Zone.TERRITORY)


def test_the_other_option_is_replaced_as_well() -> None:
    game = _invaded(TAKE)
    game.pick(RESERVED)
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(ARTIFACT_INSTEAD)
    assert game.zone(P1, Zone.DISCARD_PILE) == [ARTIFACT]
    assert game.zone(P1, Zone.RESERVE) == [RESERVED]


def test_declined_the_option_chosen_is_carried_out() -> None:
    game = _invaded(DISCARD_FORTRESS)
    game.decline()
    assert game.zone(P1, Zone.DISCARD_PILE) == [FORTRESS]
    assert game.zone(P1, Zone.ARTIFACT_PILE) == [ARTIFACT]


QUAIL = "Quail from Above"
"""White Good Enhancement: "Withdraw all Evil Characters. Opponent may discard the top 3
cards of deck instead. ..."."""
WHITE_HERO = "Hannah"
"""A white Hero: "You may reveal opponent's hand: Draw X. ..."."""
BLOCKER = "Goliath (L)"


def _quail(deck: list[str]) -> Game:
    assert ability_support(full_pool().get(QUAIL)).carried_out
    game = Game.at(
        [
            {"hand": [WHITE_HERO, QUAIL]},
            {"hand": [BLOCKER], "deck": deck, "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(WHITE_HERO), P2))
    game.settle()
    game.do(Block(game.card(BLOCKER)))
    game.settle()
    game.do(PlayEnhancement(game.card(QUAIL), game.card(WHITE_HERO)))
    return game


def test_a_replacement_carried_out_in_full_stands_in_for_the_first() -> None:
    game = _quail(["Er", "Doeg (L)", "Belshazzar", "Archelaus (Ap)"])
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("discard the top 3 cards of deck instead")
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Er", "Doeg (L)", "Belshazzar"]
    assert game.where(BLOCKER) == (None, Zone.FIELD_OF_BATTLE)  # not withdrawn


def test_a_replacement_that_cannot_be_completed_is_not_offered() -> None:
    # REG Instead: a new effect that cannot be completed in its entirety leaves the first
    game = _quail(["Er", "Doeg (L)"])  # two cards: the top 3 cannot be discarded
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.zone(P2, Zone.DECK) == ["Er", "Doeg (L)"]
    assert game.where(BLOCKER) == (P2, Zone.TERRITORY)  # withdrawn


def test_a_view_shows_the_offer_open_but_not_the_answers_held() -> None:
    game = _blocked([GOOD_ENHANCEMENT])
    held = game.state.stack[0]
    assert held.held is not None
    for player in (P1, P2):
        progress = observe(game.state, player).stack[0].progress
        assert progress.offering
        assert not progress.released


VALLEY = "Valley of Salt (RoA)"
"""Purple Good Enhancement: "Interrupt the battle and discard up to X Evil Characters.
Opponent may place them beneath deck instead. ..." (X = # of your O.T. warrior class
Heroes)."""
WARRIOR = "Armor Bearer (Roots)"
"""A purple O.T. warrior class Hero: X is 1."""
EVIL = "Er"
UNDER = "place them beneath deck instead"


def _valley() -> Game:
    assert ability_support(full_pool().get(VALLEY)).carried_out
    game = Game.at(
        [{"hand": [WARRIOR, VALLEY]}, {"hand": [EVIL], "land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(WARRIOR), P2))
    game.settle()
    game.do(Block(game.card(EVIL)))
    game.settle()
    game.do(PlayEnhancement(game.card(VALLEY), game.card(WARRIOR)))
    game.pick(EVIL)
    return game


def test_them_in_a_replacement_are_the_cards_the_first_effect_chose() -> None:
    game = _valley()
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == (UNDER, DECLINE)
    game.choose(UNDER)
    assert game.zone(P2, Zone.DECK) == [EVIL]
    assert game.zone(P2, Zone.DISCARD_PILE) == []


def test_declined_the_chosen_cards_are_discarded() -> None:
    game = _valley()
    game.decline()
    assert game.zone(P2, Zone.DISCARD_PILE) == [EVIL]
    assert game.zone(P2, Zone.DECK) == []


def test_a_replacement_on_some_of_them_is_not_read() -> None:
    # "discard 1 of them. Opponent may withdraw 2 of them instead.": "them" are the Heroes
    # in battle, not the one chosen for the discard
    archelaus = full_pool().get("Archelaus (Di)")
    ability = card_abilities(archelaus).ability
    assert ability is not None
    assert replaces(ability, 1) is None
    assert "modifier 'instead'" in ability_support(archelaus).missing


SINNING = "Sinning Hand (Roots)"
"""Orange Evil Enhancement: "Banish a Hero. Hero's controller may discard 4 cards from hand
instead. Cannot be interrupted." """
DEMON = "Possessing Demon (j)"
"""An orange Evil Character without an ability."""
FOUR = ["Amos", "Agabus", "Abel ( C)", "Andrew (Ap)"]
DISCARD_FOUR = "discard 4 cards from hand instead"


def _sinning(hand: list[str] = FOUR) -> Game:
    assert ability_support(full_pool().get(SINNING)).carried_out
    game = Game.at(
        [{"hand": [HERO, *hand]}, {"hand": [DEMON, SINNING], "land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(DEMON)))
    game.settle()
    game.do(PlayEnhancement(game.card(SINNING), game.card(DEMON)))
    return game


def test_the_chosen_heros_controller_is_offered_the_replacement() -> None:
    game = _sinning()
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (DISCARD_FOUR, DECLINE)
    game.choose(DISCARD_FOUR)
    assert game.where(HERO) == (None, Zone.FIELD_OF_BATTLE)
    assert game.zone(P1, Zone.DISCARD_PILE) == FOUR


def test_the_heros_controller_who_declines_loses_the_hero() -> None:
    game = _sinning()
    game.decline()
    assert game.where(HERO) == (P1, Zone.BANISH_PILE)
    assert game.zone(P1, Zone.HAND) == FOUR


LIONS = "Lions"
"""Brown/crimson Evil Character: "Discard a human. If it is a Hero, its owner may reveal a
good Dominant from hand instead." """
DOMINANT = "Angel of the Lord ( C)"
EVIL_HUMAN = "Er"
REVEAL = "reveal a good Dominant from hand instead"


def _lions(target: str) -> Game:
    assert ability_support(full_pool().get(LIONS)).carried_out
    game = Game.at(
        [
            {"hand": [HERO, DOMINANT]},
            {"hand": [LIONS], "territory": [EVIL_HUMAN], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(LIONS)))
    game.pick(target)
    return game


def test_the_owner_of_the_hero_chosen_may_reveal_a_dominant_instead() -> None:
    game = _lions(HERO)
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (REVEAL, DECLINE)
    game.choose(REVEAL)
    assert game.where(HERO) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(DOMINANT) == (P1, Zone.HAND)


def test_a_human_that_is_no_hero_is_discarded_without_an_offer() -> None:
    game = _lions(EVIL_HUMAN)
    assert game.where(EVIL_HUMAN) == (P2, Zone.DISCARD_PILE)
    assert game.asked[1] is not DecisionKind.ABILITY


def test_a_controller_without_four_cards_is_not_offered_the_replacement() -> None:
    game = _sinning(FOUR[:3])
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.where(HERO) == (P1, Zone.BANISH_PILE)
    assert game.zone(P1, Zone.HAND) == FOUR[:3]
