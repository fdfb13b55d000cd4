"""The top or the bottom of a pile, as the player chooses (REG: Targeting, Reveal, Look).

"Reveal the top or bottom card of deck": the player using the ability picks the end, blind,
and the effect acts on the card there; the question names the ends, never the cards. "The
top or bottom 3 cards of deck" counts 3 at either end.

Sorcerers (RoJ), a pale green Evil Character: "Reveal the top or bottom card of deck. If
it's not a good card, you may take it to hand or discard it to discard a good card."
Egyptian Magicians (FoM), an Evil Character: "Reveal the top or bottom card of deck. If it
is evil, take it and draw 1, or add it to battle. May band to an Egyptian. Cannot be
interrupted."
Sign of Jonah, a Good Enhancement: "STAR: Look at the top or bottom 3 cards of deck: Take a
good Dominant. GE: ..."
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import DecisionKind, QuestionKind, Zone, observe
from redemption_rules.effects import Position, Quantifier
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.targets import Player
from redemption_rules.events import CardsRevealed
from redemption_rules.parser import parse_ability

SORCERERS = "Sorcerers (RoJ)"
MAGICIANS = "Egyptian Magicians (FoM)"
ANDREW = "Andrew (Ap)"
"""A Hero with no special ability."""
GOOD = "Gideon (J)"
"""A Hero: a good card."""
EVIL = "Lahmi (I)"
"""An Evil Character with no special ability: an evil card."""
MIDDLE = ["Abel ( C)", "Amos"]

TOP = "the top card of deck"
BOTTOM = "the bottom card of deck"


@pytest.mark.parametrize(
    "name",
    [
        "Sorcerers (RoJ)",
        "Sorcerers (RoJ AB)",
        "Astrologers (PoC)",
        "Astrologers (TxP)",
        "Egyptian Magicians",
        "Egyptian Magicians (FoM)",
        "Elymas the Sorcerer (EC)",
        "Sign of Jonah",
    ],
)
def test_the_texts_choosing_an_end_of_a_deck_are_carried_out(name: str) -> None:
    support = ability_support(full_pool().get(name))
    assert support.carried_out, support.missing


def test_either_end_counts_the_cards_said_after_it_in_the_same_pile() -> None:
    # "the top or bottom 3 cards of deck": 3 at either end; "of opponent's deck": both ends
    # of that deck, not "the top" of the user's own
    look = parse_ability("Look at the top or bottom 3 cards of deck: Take a good Dominant.")
    top, bottom = look.effects[0].target.parts
    assert top.count == bottom.count
    assert top.count.quantifier is Quantifier.EXACTLY
    assert top.count.number == 3
    assert [place.position for place in (*top.locations, *bottom.locations)] == [
        Position.TOP,
        Position.BOTTOM,
    ]
    discard = parse_ability("Discard the top or bottom card of opponent's deck.")
    top, bottom = discard.effects[0].target.parts
    assert top.locations[0].owner is Player.OPPONENT
    assert bottom.locations[0].owner is Player.OPPONENT
    assert top.locations[0].zone is bottom.locations[0].zone


def _blocking_with(blocker: str, deck: list[str]) -> Game:
    """Player 2 blocks Andrew with *blocker* from hand, *deck* top first; the windows passed."""
    game = Game.blocked(
        ANDREW,
        {"hand": [ANDREW]},
        blocker,
        {"hand": [blocker], "deck": deck},
        pool=full_pool(),
        answer_block=False,
    )
    game.pass_windows()
    return game


def _sorcerers_block() -> Game:
    game = _blocking_with(SORCERERS, [GOOD, *MIDDLE, EVIL])
    assert game.asked == (P2, DecisionKind.ABILITY)
    return game


def test_the_question_names_the_ends_and_not_the_cards() -> None:
    game = _sorcerers_block()
    question = game.question
    assert question.kind is QuestionKind.OPTION
    assert set(question.labels) == {TOP, BOTTOM}
    assert not question.options  # no card offered by its id
    for name in (GOOD, EVIL, *MIDDLE):
        assert all(name not in label for label in question.labels)
    # nobody sees a card of the deck while the end is chosen
    for player in (P1, P2):
        seen = observe(game.state, player).cards
        assert not any(card in seen for card in game.state.players[P2].deck)


def test_the_bottom_chosen_reveals_the_bottom_card_and_an_evil_one_may_be_taken() -> None:
    game = _sorcerers_block()
    game.choose(BOTTOM)
    # not a good card: the player may take it to hand (or discard it to discard a good card)
    assert game.asked == (P2, DecisionKind.ABILITY)
    labels = game.question.labels
    take = next(label for label in labels if label.startswith("take"))
    game.choose(take)
    game.settle()
    assert EVIL in game.zone(P2, Zone.HAND)
    assert game.zone(P2, Zone.DECK) == [GOOD, *MIDDLE]
    assert game.state.problems() == []


def test_the_top_chosen_reveals_a_good_card_and_nothing_follows() -> None:
    game = _sorcerers_block()
    events = game.choose(TOP)
    game.pass_windows()
    # a good card: nothing is offered to take or discard
    assert game.state.decision is not None
    assert game.asked[1] is not DecisionKind.ABILITY
    shown = [e for e in events if isinstance(e, CardsRevealed)]
    assert [e.cards for e in shown] == [(game.card(GOOD, player=P2, zone=Zone.DECK),)]
    assert game.zone(P2, Zone.DECK) == [GOOD, *MIDDLE, EVIL]  # a good card: left there
    assert game.zone(P2, Zone.HAND) == []
    assert game.state.problems() == []


def test_egyptian_magicians_reveal_the_end_chosen_and_take_the_evil_card() -> None:
    game = _blocking_with(MAGICIANS, [EVIL, *MIDDLE, GOOD])
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert set(game.question.labels) == {TOP, BOTTOM}
    game.choose(TOP)
    # "take it and draw 1, or add it to battle": two options, the draw going with the take
    assert game.question.labels == ("take it and draw 1", "add it to battle")
    game.choose("take it and draw 1")
    game.settle()
    # the evil card on top taken, and one more drawn (the next from the top)
    assert game.zone(P2, Zone.HAND) == [EVIL, MIDDLE[0]]
    assert game.zone(P2, Zone.DECK) == [MIDDLE[1], GOOD]
    assert game.state.problems() == []


SPAWN = "Evil Spawn (Pi)"
"""An Evil Character: "Reveal the bottom card of draw pile.  If it is an evil card, take it
into hand or add it to the battle." """


@pytest.mark.parametrize("choice", ["take it into hand", "add it to the battle"])
def test_a_sentence_about_the_card_revealed_activates_with_the_reveal(choice: str) -> None:
    # the add to battle is of the step of characters entering battle (REG: Ability
    # Activation Order); the sentence acts on the card the reveal showed, so the reveal
    # activates with it, not in an earlier step that would leave "it" unknown
    game = _blocking_with(SPAWN, [GOOD, *MIDDLE, EVIL])
    assert game.question.labels == ("take it into hand", "add it to the battle")
    game.choose(choice)
    game.settle()
    if choice.startswith("take"):
        assert game.zone(P2, Zone.HAND) == [EVIL]
    else:
        assert game.where(EVIL) == (None, Zone.FIELD_OF_BATTLE)
    assert game.zone(P2, Zone.DECK) == [GOOD, *MIDDLE]
    assert game.state.problems() == []


ADONIJAH = "Adonijah, the Usurper (Roots)"
"""A brown Evil Character: "You may convert an O.T. human in a territory to a brown Evil
Character this turn. May band to that character." """


def test_a_band_to_the_character_the_sentence_before_converted_is_offered() -> None:
    # the band is of the step of characters entering battle; "that character" is the one
    # converted, so the convert activates with it (REG: Ability Activation Order)
    game = Game.blocked(
        ANDREW,
        {"hand": [ANDREW], "territory": ["Amos"]},
        ADONIJAH,
        {"hand": [ADONIJAH]},
        pool=full_pool(),
        answer_block=False,
    )
    game.pass_windows()
    game.choose("convert an O.T. human in a territory to a brown Evil Character this turn")
    game.pass_windows()
    game.choose("band to that character")
    game.settle()
    assert game.where("Amos") == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.problems() == []
