"""Abilities that acted wrongly in played games though their texts read right.

* John, Son of Thunder (GoC) and the other "you may reveal a good Dominant from hand to ..."
  texts: the benefit is carried out only when the cost is paid (REG: Cost and Benefit); a
  player with no good Dominant in hand is not offered it.
* Son of God "Manger" (Promo) and the other "Negate and rescue a Lost Soul" texts: the soul
  negated is the one rescued, so it is one in an opponent's Land of Bondage (REG: Rescue).
* Confusion of Mind (PoC) and the other "An opponent may <cost> to <benefit>" texts: the
  opponent's "may" covers both; one who pays is not asked again, and one who declines the
  cost gets no benefit (REG: Cost and Benefit).
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    ActivateArtifact,
    Attack,
    Block,
    DecisionKind,
    Phase,
    PlayDominant,
    PlayEnhancement,
    Zone,
)
from redemption_rules.effects.cards import ability_support

JOHN = "John, the Fisherman / John, Son of Thunder (GoC)"
"""Hero: "STAR: Topdeck a good Dominant from deck. / H: You may reveal a good Dominant from
hand to toss the next evil Enhancement played this battle. You may draw 2." """
BETRAYAL = "Betrayal (PoC)"
"""An evil Enhancement for the opponent to play after the reveal."""
PRIESTS = "Plotting Priests (GoC)"
"""An Evil Character that can use Betrayal."""


def _john_attacks(hand: list[str]) -> Game:
    game = Game.at(
        [
            {"territory": [JOHN], "hand": hand, "deck": ["Rome", "Babel"]},
            {"land_of_bondage": [SOUL], "territory": [PRIESTS], "hand": [BETRAYAL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(JOHN), P2))
    return game


def test_no_good_dominant_in_hand_offers_no_reveal_to_toss() -> None:
    assert ability_support(full_pool().get(JOHN)).carried_out
    game = _john_attacks(["Love One Another (GoC)"])  # a good Enhancement, no Dominant
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == ("draw 2", DECLINE)


def test_the_toss_follows_a_good_dominant_revealed() -> None:
    game = _john_attacks(["The Second Coming [Fundraiser]"])
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(
        "reveal a good Dominant from hand to toss the next evil Enhancement played this battle"
    )
    game.decline()  # no draw
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    game.do(Block(game.card(PRIESTS)))
    game.settle()
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(BETRAYAL), game.card(PRIESTS)))
    assert game.where(BETRAYAL) == (P2, Zone.DISCARD_PILE)  # tossed
    assert game.where("The Second Coming [Fundraiser]") == (P1, Zone.HAND)
    assert game.state.problems() == []


SON_OF_GOD = 'Son of God "Manger" (Promo)'
"""Dominant: "Negate and rescue a Lost Soul." """
COVET = 'Lost Soul "Covet" [Deuteronomy 5:21]'
HOPPER = 'Lost Soul "Hopper" [II Chronicles 28:13 - RR]'


def test_the_lost_soul_negated_and_rescued_is_an_opponents() -> None:
    assert ability_support(full_pool().get(SON_OF_GOD)).carried_out
    game = Game.at(
        [{"hand": [SON_OF_GOD], "land_of_bondage": [COVET]}, {"land_of_bondage": [SOUL, HOPPER]}],
        pool=full_pool(),
        phase=Phase.PREPARATION,
    )
    game.do(PlayDominant(game.card(SON_OF_GOD)))
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert sorted(game.offered) == sorted([SOUL, HOPPER])  # not the player's own Covet
    game.pick(SOUL)
    assert game.zone(P1, Zone.LAND_OF_REDEMPTION) == [SOUL]
    assert game.zone(P1, Zone.LAND_OF_BONDAGE) == [COVET]
    assert game.state.problems() == []


ANGEL = "Angel at Bethesda"
"""A silver angel Hero with no ability."""


CONFUSION = "Confusion of Mind (PoC)"
"""Artifact: "Negate opponents' Heroes. An opponent may discard 2 good Enhancements (or a
good Dominant) from hand to discard this card. Cannot be negated." """
GOOD_ENHANCEMENTS = ["Love One Another (GoC)", "The Ascension (GoC)"]


def _confusion_activated() -> Game:
    game = Game.at(
        [{"artifact_pile": [CONFUSION]}, {"territory": [ANGEL], "hand": GOOD_ENHANCEMENTS}],
        pool=full_pool(),
        phase=Phase.PREPARATION,
    )
    game.do(ActivateArtifact(game.card(CONFUSION)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == (
        "discard 2 good Enhancements (or a good Dominant) from hand",
        DECLINE,
    )
    return game


def test_the_opponent_who_pays_discards_this_card_unasked() -> None:
    assert ability_support(full_pool().get(CONFUSION)).carried_out
    game = _confusion_activated()
    game.choose("discard 2 good Enhancements (or a good Dominant) from hand")  # both of them
    assert game.asked == (P1, DecisionKind.PREPARATION)  # not asked again
    assert game.where(CONFUSION) == (P1, Zone.DISCARD_PILE)
    assert sorted(game.zone(P2, Zone.DISCARD_PILE)) == sorted(GOOD_ENHANCEMENTS)
    assert game.state.problems() == []


def test_the_opponent_who_declines_the_cost_gets_no_discard() -> None:
    game = _confusion_activated()
    game.decline()
    assert game.asked == (P1, DecisionKind.PREPARATION)
    assert game.where(CONFUSION) == (P1, Zone.ARTIFACT_PILE)
    assert sorted(game.zone(P2, Zone.HAND)) == sorted(GOOD_ENHANCEMENTS)
    assert game.state.problems() == []
