"""Abilities that acted wrongly in played games though their texts read right (a fourth sample).

Games of three and four players between the 2024 Nationals decks.

* The Brood of Vipers (GoC) and the other texts whose second verb acts on the target of the
  first in a place one player's ("negate and underdeck a good card in a territory"): the
  card negated is the one underdecked (REG: Targeting). The player was asked again whose
  territory the underdeck acts in, and with another territory chosen the card negated
  stayed in play.
* Herod's Executioner (GoC), Confusion (CoW) and the other texts acting on cards in one
  player's pile ("discard a good card from opponent's Reserve", "all copies of the named card
  in a player's deck, discard pile and hand"): only the piles of the player chosen are
  searched, and only that deck shuffled (REG: Search). Every player's piles were searched
  (their cards seen) and every deck shuffled.
* Japheth and the other texts whose "may" acts on the cards an effect before it found
  ("If you control Noah's Ark, look at the top X cards of deck. You may take 1 to hand"):
  with the look skipped, "1" of them names no card and the "may" is not asked (REG:
  Abilities: a pronoun refers to nothing when there was no original target).
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, Block, DecisionKind, PlayerId, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import CardsLooked, PileSearched

P3 = PlayerId(2)
"""A third player, whose territory also holds a good card."""

BROOD = "The Brood of Vipers (GoC)"
"""Evil Character: "If blocking, you may negate and underdeck a good card in a territory. You
may exchange this card with a Pharisee or Sadducee. Cannot be negated if you control a meek
Lost Soul." """
ATTACKER = "Mary (B)"
"""The Hero that attacks (no ability)."""
STAYING = "Miriam (L)"
"""A good card in the attacker's territory: the one negated and underdecked."""
OTHER = "Gideon (J)"
"""Another good card there, so the card negated is picked."""
ELSEWHERE = "Abraham (CoW)"
"""A good card in the third player's territory."""


def test_the_card_negated_is_underdecked_without_asking_again_whose_territory() -> None:
    assert ability_support(full_pool().get(BROOD)).carried_out
    game = Game.at(
        [
            {"territory": [ATTACKER, STAYING, OTHER]},
            {"land_of_bondage": [SOUL], "hand": [BROOD]},
            {"territory": [ELSEWHERE]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ATTACKER), P2))
    game.settle()
    game.do(Block(game.card(BROOD)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("negate and underdeck a good card in a territory")
    assert game.question.prompt.startswith("Choose whose territory")
    game.choose("player 1")
    game.pick(STAYING)
    # the next question is the exchange's "may", not whose territory again
    assert game.question.labels == ("exchange this card with a Pharisee or Sadducee", "Decline")
    assert game.where(STAYING) == (P1, Zone.DECK)
    assert game.zone(P1, Zone.DECK)[-1] == STAYING
    assert game.where(OTHER) == (P1, Zone.TERRITORY)
    assert game.where(ELSEWHERE) == (P3, Zone.TERRITORY)


EXECUTIONER = "Herod's Executioner (GoC)"
"""Evil Character: "If blocking, you may equip an evil gold weapon from Reserve or discard a
good card from opponent's Reserve. May band to a Herod to protect that Herod from
opponents." """


def test_only_the_reserve_of_the_opponent_chosen_is_searched() -> None:
    assert ability_support(full_pool().get(EXECUTIONER)).carried_out
    game = Game.at(
        [
            {"territory": [ATTACKER], "reserve": [STAYING]},
            {"land_of_bondage": [SOUL], "hand": [EXECUTIONER]},
            {"reserve": [ELSEWHERE]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ATTACKER), P2))
    game.settle()
    game.do(Block(game.card(EXECUTIONER)))
    game.events.clear()
    game.choose("discard a good card from opponent\u2019s Reserve")
    assert game.question.labels == ("player 1", "player 3")
    game.choose("player 1")
    game.pick(STAYING)
    assert game.where(STAYING) == (P1, Zone.DISCARD_PILE)
    searched = [(e.owner, e.zone) for e in of_kind(game.events, PileSearched)]
    assert searched == [(P1, Zone.RESERVE)]  # not the third player's Reserve
    assert game.where(ELSEWHERE) == (P3, Zone.RESERVE)


JAPHETH = "Japheth"
"""Hero: "If you control Noah's Ark, look at the top X cards of deck. You may take 1 to hand.
Underdeck the rest. Protect Lost Souls from evil cards." """
ARK = "Noah's Ark (Promo)"
"""A Fortress: the Noah's Ark Japheth's look needs."""


def _japheth_attacks(*, ark: bool) -> Game:
    mine: dict[str, list[str]] = {"hand": [JAPHETH], "deck": [SOUL] * 4}
    if ark:
        mine["territory"] = [ARK]
    game = Game.at([mine, {"land_of_bondage": [SOUL]}], pool=full_pool())
    game.do(Attack(game.card(JAPHETH), P2))
    return game


def test_a_may_about_cards_not_looked_at_is_not_asked() -> None:
    assert ability_support(full_pool().get(JAPHETH)).carried_out
    game = _japheth_attacks(ark=False)
    assert game.asked == (P2, DecisionKind.BLOCK)  # nothing to take: no question
    assert not any(isinstance(e, CardsLooked) for e in game.events)


def test_the_may_is_asked_about_the_cards_looked_at() -> None:
    game = _japheth_attacks(ark=True)
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == ("take 1 to hand", "Decline")
    assert any(isinstance(e, CardsLooked) for e in game.events)
