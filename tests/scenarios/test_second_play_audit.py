"""Abilities that acted wrongly in played games though their texts read right (a second sample).

* The Exodus and the other "If opponent's deck has 10 or fewer cards, ... Otherwise, ..."
  texts: "10 or fewer" is at most ten; a deck of more does not meet it, and "Otherwise" acts
  (REG: Conditions).
* King of Tyrus and the other "You may <effect>. If you do, ..." texts: what follows "if you
  do" hangs on the effect before it, not on the sentences before that; with it declined or
  not possible, the rest is not offered and "it" names nothing (REG: Abilities, cost-benefit).
* Medad and the other texts that take a card out of a deck at no place in it ("exchange this
  card with a wilderness Hero from deck", "take a Canaanite from deck"): the deck is
  searched, and shuffled after the search (REG: Search).
* Babylonian Siege Army and the other texts naming "a card" of any type ("Negate a good or
  neutral card. If it is an Artifact, take it", "Negate and discard a good card"): in play it
  is looked for on the Artifact piles too (the active Artifacts), in play (REG: Field of
  Play); a face-down Artifact shows no alignment and is left, and a Lost Soul is a target
  only of words naming Lost Souls (REG: Targeting).
* Numerous as the Stars (PoC), The Bronze Laver (LoC) and the other "reveal any number of"
  (or "up to 2") cards "from hand" texts: the player chooses which of their cards to reveal,
  none or all, and what follows counts those (REG: Targeting); not every card that fits.
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool, of_kind

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
from redemption_rules.events import CardsRevealed, DeckShuffled, PileSearched

EXODUS = "The Exodus"
"""Good Enhancement: "STAR: Discard the bottom card of a deck. GE: If opponent's deck has 10
or fewer cards, rescue your Exodus Hero. Otherwise, discard all evil cards in battle." """
MOSES = "Miriam (L)"
"""An Exodus Hero with no ability that can use The Exodus (green)."""
THIEF = "Abaddon the Destroyer (L)"
"""The Evil Character that blocks (no ability)."""


def _exodus_played(deck: int) -> Game:
    game = Game.blocked(
        MOSES,
        {"hand": [MOSES, EXODUS]},
        THIEF,
        {"hand": [THIEF], "deck": ["Babel"] * deck},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(EXODUS), game.card(MOSES)))
    game.settle()
    return game


def test_a_deck_of_more_than_ten_is_not_ten_or_fewer() -> None:
    assert ability_support(full_pool().get(EXODUS)).carried_out
    game = _exodus_played(15)
    assert game.where(THIEF) == (P2, Zone.DISCARD_PILE)  # "Otherwise": discarded


def test_a_deck_of_ten_is_ten_or_fewer() -> None:
    game = _exodus_played(10)
    assert game.where(THIEF) != (P2, Zone.DISCARD_PILE)  # the rescue instead; no discard


TYRUS = "King of Tyrus"
"""Evil Character: "Protect this character from O.T. Heroes and opponents' Dominants. You may
take a Canaanite from Reserve. If you do, you may give it to an opponent's territory to draw
1. Cannot be prevented." """
CANAANITE = "Ahiman, son of Anak"
"""A Canaanite to take from Reserve."""


def _tyrus_blocks(reserve: list[str]) -> Game:
    return Game.blocked(
        "Mary (B)",
        {"hand": ["Mary (B)"]},
        TYRUS,
        {"hand": [TYRUS], "reserve": reserve, "deck": ["Fire Foxes", "A Look Back"]},
        pool=full_pool(),
        answer_block=False,
    )


def test_no_canaanite_to_take_offers_no_give() -> None:
    assert ability_support(full_pool().get(TYRUS)).carried_out
    game = _tyrus_blocks([])
    assert game.asked != (P2, DecisionKind.ABILITY)  # nothing taken: no "if you do"
    assert game.where(TYRUS) == (None, Zone.FIELD_OF_BATTLE)  # not given away itself
    assert game.zone(P2, Zone.HAND) == []


def test_the_take_declined_offers_no_give() -> None:
    game = _tyrus_blocks([CANAANITE])
    assert game.question.labels == ("take a Canaanite from Reserve", DECLINE)
    game.decline()
    assert game.asked != (P2, DecisionKind.ABILITY)
    assert game.where(TYRUS) == (None, Zone.FIELD_OF_BATTLE)
    assert game.zone(P2, Zone.HAND) == []


def test_the_canaanite_taken_is_the_one_given() -> None:
    game = _tyrus_blocks([CANAANITE])
    game.choose("take a Canaanite from Reserve")
    game.pick(CANAANITE)
    game.choose(game.question.labels[0])  # give it to an opponent's territory to draw 1
    assert game.where(CANAANITE) == (P1, Zone.TERRITORY)
    assert game.where(TYRUS) == (None, Zone.FIELD_OF_BATTLE)
    assert game.zone(P2, Zone.HAND) == ["Fire Foxes"]


MEDAD = "Medad"
"""Hero: "Protect wilderness Heroes from discard abilities. You may exchange this card with a
wilderness Hero from deck or play a Lost Soul from a deck." """
WILDERNESS = "Moses, the Servant"
"""A wilderness Hero in the deck."""


def test_a_deck_a_card_is_exchanged_from_is_shuffled() -> None:
    assert ability_support(full_pool().get(MEDAD)).carried_out
    game = Game.at(
        [
            {"hand": [MEDAD], "deck": ["Babel", WILDERNESS, "Rome", "Fire Foxes", "A Look Back"]},
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(MEDAD), P2))
    game.choose("exchange this card with a wilderness Hero from deck")
    game.pick(WILDERNESS)
    assert game.where(WILDERNESS) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(MEDAD) == (P1, Zone.DECK)
    searched = [e for e in of_kind(game.events, PileSearched) if e.zone is Zone.DECK]
    assert [e.owner for e in searched] == [P1]
    assert [e.player for e in of_kind(game.events, DeckShuffled)] == [P1]


def test_a_deck_a_card_is_taken_from_is_searched_and_shuffled() -> None:
    nero = "Emperor Nero (Promo)"  # "You may take a Roman Site or Fortress from deck ..."
    game = Game.blocked(
        "Mary (B)",
        {"hand": ["Mary (B)"]},
        nero,
        {"hand": [nero], "deck": ["Babel", "Rome", "Fire Foxes", "A Look Back"]},
        pool=full_pool(),
        answer_block=False,
    )
    game.events.clear()
    game.choose(game.question.labels[0])
    game.pick("Rome")
    assert game.where("Rome") == (P2, Zone.HAND)
    searched = [e for e in of_kind(game.events, PileSearched) if e.zone is Zone.DECK]
    assert [e.owner for e in searched] == [P2]
    assert [e.player for e in of_kind(game.events, DeckShuffled)] == [P2]


SIEGE_ARMY = "Babylonian Siege Army"
"""Evil Character: "Negate a good or neutral card. If it is an Artifact, take it. If it is a
human, capture it. If it is an Enhancement, discard it. If it is a Site or Fortress, reserve
it." """
MANGER = "The Manger (GoC)"
"""A neutral Artifact, active on its pile."""
CHARIOT = "Chariot of Fire (Roots)"
"""A neutral Artifact face down on its pile: inactive."""


def test_an_active_artifact_is_a_card_in_play() -> None:
    assert ability_support(full_pool().get(SIEGE_ARMY)).carried_out
    game = Game.at(
        [
            {"territory": ["Mary (B)"], "artifact_pile": [MANGER, CHARIOT]},
            {"land_of_bondage": [SOUL], "hand": [SIEGE_ARMY]},
        ],
        pool=full_pool(),
    )
    game.face_up(MANGER)
    game.do(Attack(game.card("Mary (B)"), P2))
    game.settle()
    game.do(Block(game.card(SIEGE_ARMY)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    # not the face-down Artifact, nor the Lost Soul (not named)
    assert sorted(game.offered) == sorted(["Mary (B)", MANGER])
    game.pick(MANGER)
    assert game.where(MANGER) == (P2, Zone.HAND)  # "If it is an Artifact, take it"


NUMEROUS = "Numerous as the Stars (PoC)"
"""Good Enhancement: "STAR: Topdeck a * card from Reserve. GE: Reveal any number of * cards
from hand. Take up to X human Heroes from deck, discard pile and/or Reserve." """
ABRAHAM = "Abraham (CoW)"
"""A Hero to use it, in territory in the Preparation Phase."""


def test_the_player_chooses_the_star_cards_revealed() -> None:
    assert ability_support(full_pool().get(NUMEROUS)).carried_out
    stars = ["Bless the Nations", "Judah, the Leader / Judah, the Substitute (LoC)"]
    game = Game.at(
        [
            {
                "territory": [ABRAHAM],
                "hand": [NUMEROUS, *stars],
                "deck": ["Joseph, the Blessed", "Benjamin, the Young", "Babel"],
            },
            {"land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(NUMEROUS), game.card(ABRAHAM)))
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.offered == stars
    assert (game.question.minimum, game.question.maximum) == (0, 2)
    game.pick("Bless the Nations", finish=True)
    assert [e.cards for e in of_kind(game.events, CardsRevealed)][-1] == (
        game.card("Bless the Nations"),
    )
    assert game.question.maximum == 1  # X: the one card revealed


LAVER = "The Bronze Laver (LoC)"
"""Artifact: "Reveal any number of evil cards from hand: Underdeck the revealed cards to draw
an equal number." """


def test_only_the_evil_cards_chosen_are_revealed_and_underdecked() -> None:
    assert ability_support(full_pool().get(LAVER)).carried_out
    game = Game.at(
        [
            {
                "artifact_pile": [LAVER],
                "hand": ["Abihu (L)", "Lahmi (I)", "Mary (B)"],
                "deck": ["Babel", "Rome", "Fire Foxes"],
            },
            {"land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(LAVER)))
    assert game.offered == ["Abihu (L)", "Lahmi (I)"]
    game.pick("Lahmi (I)", finish=True)
    assert game.zone(P1, Zone.HAND) == ["Abihu (L)", "Mary (B)", "Babel"]
    assert game.zone(P1, Zone.DECK) == ["Rome", "Fire Foxes", "Lahmi (I)"]
