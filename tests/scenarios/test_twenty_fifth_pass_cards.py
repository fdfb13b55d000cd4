"""Cards the grammar's twenty-fifth pass made readable and the engine carries out, in play."""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import (
    ActivateArtifact,
    Attack,
    Block,
    DecisionKind,
    Phase,
    PlayEnhancement,
    Zone,
)
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import protected_from_rescue

STAR_FOUR = "Lost Soul II Chronicles 15:4 (Star Four)"
"""Lost Soul: "Must be rescued by a Hero with toughness of */4 or greater." """
AMOS = "Amos"
"""Hero 6/3 with no special ability."""
ANDREW = "Andrew (Ap)"
"""Hero 7/8 with no special ability, of the New Testament (Luke 6)."""
PETER = "Peter (Ap)"
"""Hero with no special ability, of the New Testament (Luke 6)."""


def test_star_four_is_rescued_only_by_a_hero_of_toughness_four_or_more() -> None:
    assert ability_support(full_pool().get(STAR_FOUR)).carried_out
    game = Game.at(
        [{"territory": [AMOS, ANDREW]}, {"land_of_bondage": [STAR_FOUR]}], pool=full_pool()
    )
    soul = game.card(STAR_FOUR)
    assert protected_from_rescue(game.state, soul, game.card(AMOS))  # toughness 3
    assert not protected_from_rescue(game.state, soul, game.card(ANDREW))  # toughness 8


HORSEMEN = "Egyptian Horsemen"
"""Gold Evil Character 7/7: "Discard the top card from your opponent's draw pile or draw a
card from yours." """


def _horsemen_block() -> Game:
    game = Game.at(
        [
            {"territory": [ANDREW], "deck": ["Gideon (J)", "Abel ( C)"]},
            {
                "territory": [HORSEMEN],
                "land_of_bondage": ["Lost Soul Luke 13:25 (J)"],
                "deck": ["Lahmi (I)", "Adino (L)"],
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ANDREW), P2))
    game.settle()
    game.do(Block(game.card(HORSEMEN)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    return game


@pytest.mark.parametrize("draw", [False, True])
def test_egyptian_horsemen_discard_the_top_of_the_opponents_deck_or_draw(draw: bool) -> None:
    assert ability_support(full_pool().get(HORSEMEN)).carried_out
    game = _horsemen_block()
    game.choose("draw a card from yours" if draw else game.question.labels[0])
    game.settle()
    if draw:  # from the blocker's own draw pile, the opponent's untouched
        assert game.zone(P2, Zone.HAND) == ["Lahmi (I)"]
        assert game.zone(P1, Zone.DECK) == ["Gideon (J)", "Abel ( C)"]
    else:
        assert game.zone(P1, Zone.DISCARD_PILE) == ["Gideon (J)"]
        assert game.zone(P2, Zone.HAND) == []
    assert game.state.problems() == []


BASIN = "Wash Basin"
"""Artifact, X = # of your N.T. human Heroes: "On activation, reveal the bottom X cards of an
opponent's deck (limit 2).  Discard the Evil Character cards and put the rest on top or
bottom of deck." """
DECK = ["Adino (L)", "Lahmi (I)", "Abel ( C)", "Egyptian Wise Men", "Gideon (J)"]
"""Top first: the bottom two are an Evil Character and a Hero."""


@pytest.mark.parametrize("end", ["topdeck", "underdeck"])
def test_wash_basin_discards_the_evil_characters_revealed_and_puts_back_the_rest(
    end: str,
) -> None:
    assert ability_support(full_pool().get(BASIN)).carried_out
    game = Game.at(
        [{"artifact_pile": [BASIN], "territory": [ANDREW, PETER]}, {"deck": DECK}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(BASIN)))
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(f"put the rest on top or bottom of deck ({end})")
    game.settle()
    # X is 2: the Evil Character of the two revealed is discarded, the Hero put back
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Egyptian Wise Men"]
    rest = ["Adino (L)", "Lahmi (I)", "Abel ( C)"]
    top = end == "topdeck"
    assert game.zone(P2, Zone.DECK) == (["Gideon (J)", *rest] if top else [*rest, "Gideon (J)"])
    assert game.state.problems() == []


CRY = "Battle Cry"
"""Good Enhancement: "Interrupt the battle and band into battle as many Heroes from holder's
territory as holder chooses." """


def test_battle_cry_bands_the_heroes_its_holder_chooses_from_territory() -> None:
    assert ability_support(full_pool().get(CRY)).carried_out
    game = Game.blocked(
        ANDREW,
        {"hand": [ANDREW, CRY], "territory": [AMOS, PETER, "Gad"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(CRY), game.card(ANDREW)))
    assert game.asked == (P1, DecisionKind.ABILITY)
    question = game.question
    assert (question.minimum, question.maximum) == (0, 3)  # any number of the three
    assert game.offered == [AMOS, PETER, "Gad"]
    game.pick(AMOS, "Gad", finish=True)
    game.settle()
    assert game.where(AMOS) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where("Gad") == (None, Zone.FIELD_OF_BATTLE)
    assert game.zone(P1, Zone.TERRITORY) == [PETER]
    assert game.state.problems() == []


SOLD = "Sold into Slavery"
"""Crimson Evil Enhancement: "Show and discard one evil enhancement from hand without using
it.  Then capture one human Hero from an opponent's territory and place in your Land of
Bondage.  Hero is treated as a Lost Soul." """
BABYLON = "Babylon the Great"
"""Crimson Evil Character 7/2 with no ability: Andrew (7/8) beats it, so the evil side has
initiative."""


def test_sold_into_slavery_shows_and_discards_one_evil_enhancement_then_captures() -> None:
    assert ability_support(full_pool().get(SOLD)).carried_out
    game = Game.blocked(
        ANDREW,
        {"hand": [ANDREW], "territory": [AMOS]},
        BABYLON,
        {"hand": [BABYLON, SOLD, "Chariots of Iron (L)", "Grief (A)"]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(SOLD), game.card(BABYLON)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.offered == ["Chariots of Iron (L)", "Grief (A)"]
    game.pick("Grief (A)")
    game.settle()
    # the Enhancement shown is the one discarded, the other stays in hand, unused
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Grief (A)"]
    assert game.zone(P2, Zone.HAND) == ["Chariots of Iron (L)"]
    assert game.where(AMOS) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.problems() == []


MIDWIVES = "Midwives (G)"
"""Green Hero 7/6: "Return all male heroes with an Exodus reference from your discard pile and
put them in your territory." """


def test_midwives_return_the_male_exodus_heroes_from_discard_pile_to_territory() -> None:
    assert ability_support(full_pool().get(MIDWIVES)).carried_out
    game = Game.at(
        [
            {"territory": [MIDWIVES], "discard_pile": ["Moses (Pr)", "Miriam (L)", "Gideon (J)"]},
            {"land_of_bondage": ["Lost Soul Luke 13:25 (J)"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(MIDWIVES), P2))
    game.settle()
    # Moses (Exodus 3) comes back; Miriam is female, Gideon of Judges
    assert game.zone(P1, Zone.TERRITORY) == ["Moses (Pr)"]
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Miriam (L)", "Gideon (J)"]
    assert game.state.problems() == []
