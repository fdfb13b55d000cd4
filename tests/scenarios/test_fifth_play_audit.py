"""Abilities that acted wrongly in played games though their texts read right (a fifth sample).

Two-player games between the 2024 Nationals decks, players keen on abilities.

* The Amalekites' Slave (FoM) and the other texts that add a character to battle from a deck
  ("add an evil human from deck to battle"): the card is taken out of the deck at no place
  in it, so the deck is searched, and shuffled after the search (REG: Search). The card was
  taken out of the deck and the deck left in its order.
* Land of Moab (LoC), John the Forerunner (GoC) and the other texts that take a card out of a
  pile at no place in it to move it on ("take a Ruth Hero or an evil Moabite from deck or
  Reserve", "Topdeck a good Dominant from deck", "exchange this card with Daniel from
  deck"): the card found is revealed before it is moved, as a search's is (REG: Search,
  Special Conditions). The opponent was never shown which card went to hand or on top of
  the deck.
* The Emmaus Road, Wizards [RR2] and the other texts that look at (or reveal) one of a list
  of whole places ("Look at a hand or a Reserve", "look at opponent's hand or Reserve",
  "reveal an opponent's hand or discard pile"): the player chooses one of the places and
  sees it alone (REG: Look, Targeting). Both the hand and the Reserve of the player chosen
  were shown.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, Block, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import CardsLooked, CardsRevealed, DeckShuffled, PileSearched

SLAVE = "The Amalekites' Slave (FoM)"
"""Evil Character: "If blocking, you may capture this card to opponent's Land of Bondage to add
an evil human from deck to battle." """
ATTACKER = "Mary (B)"
"""The Hero that attacks (no ability)."""
HUMAN = "Abiram"
"""An evil human with no ability, in the blocker's deck."""


def test_a_deck_a_character_is_added_to_battle_from_is_searched_and_shuffled() -> None:
    assert ability_support(full_pool().get(SLAVE)).carried_out
    game = Game.at(
        [
            {"territory": [ATTACKER]},
            {
                "land_of_bondage": [SOUL],
                "hand": [SLAVE],
                "deck": ["Babel", HUMAN, "Rome", "Fire Foxes", "A Look Back"],
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ATTACKER), P2))
    game.settle()
    game.do(Block(game.card(SLAVE)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose(
        "capture this card to opponent's Land of Bondage to add an evil human from deck to battle"
    )
    if game.decision.question is not None and game.question.options:
        game.pick(HUMAN)
    assert game.where(HUMAN) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(SLAVE) == (P1, Zone.LAND_OF_BONDAGE)
    searched = [e for e in of_kind(game.events, PileSearched) if e.zone is Zone.DECK]
    assert [e.owner for e in searched] == [P2]
    assert [e.player for e in of_kind(game.events, DeckShuffled)] == [P2]


NERO = "Emperor Nero (Promo)"
"""Evil Character: "You may take a Roman Site or Fortress from deck ..." """


def test_a_card_taken_from_a_deck_is_revealed_before_it_goes_to_hand() -> None:
    assert ability_support(full_pool().get(NERO)).carried_out
    game = Game.blocked(
        ATTACKER,
        {"hand": [ATTACKER]},
        NERO,
        {"hand": [NERO], "deck": ["Babel", "Rome", "Fire Foxes", "A Look Back"]},
        pool=full_pool(),
        answer_block=False,
    )
    game.events.clear()
    game.choose(game.question.labels[0])
    game.pick("Rome")
    assert game.where("Rome") == (P2, Zone.HAND)
    revealed = of_kind(game.events, CardsRevealed)
    assert [(e.player, game.names(e.cards)) for e in revealed] == [(P2, ["Rome"])]
    order = [type(e) for e in game.events if isinstance(e, (CardsRevealed, PileSearched))]
    assert order == [PileSearched, CardsRevealed]


WIZARDS = "Wizards [RR2]"
"""Evil Character: "Look at a hand or a Reserve. Evil O.T. Enhancements used by this card are
regardless of protect abilities." """
IN_HAND = "Gideon (J)"
"""A card in the attacker's hand."""
IN_RESERVE = "Miriam (L)"
"""A card in the attacker's Reserve."""


def test_a_look_at_a_hand_or_a_reserve_sees_the_one_place_chosen() -> None:
    assert ability_support(full_pool().get(WIZARDS)).carried_out
    game = Game.at(
        [
            {"territory": [ATTACKER], "hand": [IN_HAND], "reserve": [IN_RESERVE]},
            {"land_of_bondage": [SOUL], "hand": [WIZARDS]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ATTACKER), P2))
    game.settle()
    game.do(Block(game.card(WIZARDS)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == ("look at a hand", "look at a reserve")
    game.choose("look at a reserve")
    if game.decision.kind is DecisionKind.ABILITY:  # whose Reserve, when more than one holds cards
        game.choose("player 1")
    looked = of_kind(game.events, CardsLooked)
    assert [(e.player, game.names(e.cards)) for e in looked] == [(P2, [IN_RESERVE])]
