"""Naming a card, and "the named Hero" and "all copies of the named Hero" after it.

REG Name (a Card/Card Type): when an ability directs a player to name a card, they may name
any card that exists in the game except a Lost Soul; "the named [card]" means it for the
rest of the ability. Cards are the same name if they differ only by articles, prepositions,
punctuation or plurals. The engine offers a name as a card bearing it, among the cards the
naming player sees or owns, so the offer never tells where an opponent's hidden card is.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.select import same_name_key
from redemption_rules.events import CardNamed, describe

BETRAYING = "Betraying Christ (GoC)"
"""EE (crimson, orange): "Name a Hero. Discard all copies of the named Hero. If Judas
Iscariot is in play, discard all copies of the named Hero from opponent's hand, deck and
Reserve."."""
GREETING = "Greeting (RoJ AB)"
"""GE (clay): "Interrupt the battle. Name a Hero. Your Hero may band to the named Hero from
opponent's hand, deck, discard pile and/or territory."."""
CONFUSION = "Confusion (CoW)"
"""EE: "Name a card (except a Lost Soul card). Remove Confusion from the game to remove all
copies of the named card in a player's deck, discard pile and hand from the game."."""
BLOCKER = "Belshazzar"
"""A crimson Evil Character with no ability, 5/6: it uses Betraying Christ."""
ATTACKER = "Bartholomew (Nathaniel) (Ap)"
"""A Hero with no ability, 10/10: Belshazzar loses to him, and his player may play."""
AMARIAH = "Amariah, the High Priest (Roots)"
"""A clay Hero, 7/6: he uses Greeting; Alexander, 9/9, defeats him."""
ALEXANDER = "Alexander the Coopersmith"
AMOS, HANNAH, ABEL = "Amos", "Hannah (L)", "Abel ( C)"
"""Heroes with no ability."""
JUDAS = "Judas Iscariot (L)"


def _betrayed(mine: dict[str, list[str]], theirs: dict[str, list[str]]) -> Game:
    """Player 1's Bartholomew is blocked by Belshazzar, who uses Betraying Christ."""
    game = Game.blocked(
        ATTACKER,
        {"territory": [ATTACKER, AMOS, *mine.pop("territory", [])], **mine},
        BLOCKER,
        {"territory": [BLOCKER, *theirs.pop("territory", [])], "hand": [BETRAYING], **theirs},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(BETRAYING), game.card(BLOCKER)))
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.ABILITY)
    return game


def test_all_copies_of_the_named_hero_in_play_are_discarded() -> None:
    game = _betrayed({"territory": [HANNAH]}, {"territory": [AMOS]})
    assert sorted(game.names(game.question.options)) == [AMOS, ATTACKER, HANNAH]
    named = game.pick(AMOS)
    # the name is said aloud, not the card that bore it in the offer
    assert CardNamed(P2, game.card(BETRAYING), AMOS) in named
    assert describe(CardNamed(P2, game.card(BETRAYING), AMOS), game.state) == (
        f"Player 2 names {AMOS} for {BETRAYING}."
    )
    game.settle()
    # both copies: player 1's and player 2's own, in territory; Hannah stays
    assert [game.where(c.id)[1] for c in game.state.cards if game.name(c.id) == AMOS] == [
        Zone.DISCARD_PILE,
        Zone.DISCARD_PILE,
    ]
    assert game.where(HANNAH) == (P1, Zone.TERRITORY)


def test_with_judas_in_play_copies_in_the_opponents_hand_and_deck_go_too() -> None:
    mine = {"hand": [AMOS], "deck": [AMOS, ABEL], "reserve": [AMOS]}
    game = _betrayed(mine, {"territory": [JUDAS]})
    game.pick(AMOS)
    game.settle()
    amos = [c.id for c in game.state.cards if game.name(c.id) == AMOS]
    assert {game.where(card) for card in amos} == {(P1, Zone.DISCARD_PILE)}
    assert len(amos) == 4
    assert game.where(ABEL) == (P1, Zone.DECK)


def test_without_judas_the_copies_in_hidden_places_stay() -> None:
    game = _betrayed({"hand": [AMOS], "deck": [AMOS]}, {})
    game.pick(AMOS)
    game.settle()
    assert game.where(game.card(AMOS, player=P1, zone=Zone.HAND)) == (P1, Zone.HAND)
    assert game.zone(P1, Zone.DECK) == [AMOS]


def test_a_hero_only_in_the_opponents_hand_is_not_offered_as_a_name() -> None:
    # the offer would tell player 2 that Hannah is in player 1's hand
    game = _betrayed({"hand": [HANNAH]}, {"deck": [ABEL]})
    assert sorted(game.names(game.question.options)) == [ABEL, AMOS, ATTACKER]


def test_the_named_hero_bands_from_the_opponents_deck() -> None:
    # Greeting: player 1 names Hannah, a Hero in their own deck, and their Amariah bands to
    # player 2's Hannah from player 2's deck
    game = Game.blocked(
        AMARIAH,
        {"territory": [AMARIAH], "deck": [HANNAH], "hand": [GREETING]},
        ALEXANDER,
        {"territory": [ALEXANDER], "deck": [ABEL, HANNAH]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(GREETING), game.card(AMARIAH)))
    game.pass_windows()
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert sorted(game.names(game.question.options)) == [AMARIAH, HANNAH]
    game.pick(HANNAH)
    game.pass_windows()
    assert game.asked == (P1, DecisionKind.ABILITY)
    labels = game.question.labels
    game.choose(next(label for label in labels if label.lower().startswith("band")))
    # the only Hannah in player 2's places, banded in at once; Abel stays in the deck
    (hannah,) = (c.id for c in game.state.cards if game.name(c.id) == HANNAH and c.owner == P2)
    assert game.where(hannah) == (None, Zone.FIELD_OF_BATTLE)
    assert game.zone(P2, Zone.DECK) == [ABEL]
    assert game.zone(P1, Zone.DECK) == [HANNAH]


def test_names_differing_by_articles_and_plurals_are_one_name() -> None:
    assert same_name_key("The Walls of Jericho") == same_name_key("Wall Jericho")
    assert same_name_key("Angel of the Lord") != same_name_key("Angel of Death")


def test_the_named_card_in_a_players_deck_discard_pile_and_hand_is_removed_from_each() -> None:
    # Confusion: the named card in all three places of the one player chosen; before, the
    # hand was read apart from the named card (every card in a hand), and was refused.
    assert ability_support(full_pool().get(CONFUSION)).carried_out
    game = Game.blocked(
        ATTACKER,
        {
            "territory": [ATTACKER, AMOS],
            "hand": [AMOS, HANNAH],
            "deck": [AMOS, ABEL],
            "discard_pile": [AMOS],
        },
        "Hermogenes",
        {"territory": ["Hermogenes"], "hand": [CONFUSION], "deck": [AMOS]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(CONFUSION), game.card("Hermogenes")))
    game.pass_windows()
    game.pick(next(card for card in game.question.options if game.name(card) == AMOS))
    game.choose("player 1")
    assert game.zone(P1, Zone.BANISH_PILE) == [AMOS, AMOS, AMOS]
    assert (game.zone(P1, Zone.HAND), game.zone(P1, Zone.DECK)) == ([HANNAH], [ABEL])
    assert game.zone(P1, Zone.DISCARD_PILE) == []
    assert game.zone(P1, Zone.TERRITORY) == [AMOS]  # not one of the places named
    assert game.zone(P2, Zone.DECK) == [AMOS]  # the other player's
    assert game.zone(P2, Zone.BANISH_PILE) == [CONFUSION]
