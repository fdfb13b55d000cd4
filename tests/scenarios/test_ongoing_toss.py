"""Ongoing toss: the next Enhancement played is tossed as it is played (REG: Toss).

* A toss of "the next Enhancement" or "all Enhancements" is ongoing: each Enhancement it
  names is caught as it is played in battle, discarded instead of activating its numbers and
  ability, and an opposing character is decreased X/X, X its printed strength.
* "The next" catches only the first matching card; a card that does not match (a good one,
  one played by the wrong player) is not caught.
* When several opposing characters could be decreased, the toss's controller chooses.
* If the toss is negated, the tossed cards return and the decreases are removed.
* "This battle" ends with the battle (REG: Duration).

John, the Fisherman / John, Son of Thunder (GoC), a Hero, 9/11: "STAR: Topdeck a good
Dominant from deck. / H: You may reveal a good Dominant from hand to toss the next evil
Enhancement played this battle. You may draw 2."

The Strong Angel (RoJ), a Hero, 12/8: "Toss all Enhancements with "negated" in the special
ability. If blocked, you may play a Revelation Enhancement. Cannot be interrupted."

Nebuchadnezzar (PoC), an Evil Character, 4/3: "If a Daniel Hero is in play, you may convert
this character to a Hero after battle. May band to a Babylonian, or you may toss the next
Enhancement played by opponent. Cannot be negated."
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, Pass, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.views import observe

JOHN = "John, the Fisherman / John, Son of Thunder (GoC)"
ANGEL = "Angel of the Lord (2016 Promo)"
"""A good Dominant, for John to reveal."""
ABADDON = "Abaddon the Destroyer (L)"
"""A black Evil Character, 10/10, with no ability."""
EPHAH = "Ephah"
"""A black evil Enhancement, 2/3, with no ability."""
GOAT = "Goat with Horn"
"""A black evil Enhancement, 2/3, with no ability."""
EVADE = "Evade (1st Print - L)"
"""A good/evil Enhancement, evil 0/4: "Negate a card."."""
FAITH = "Faith of Bartimaeus"
"""A purple good Enhancement, 3/3, with no ability."""
DELILAH = "Delilah (I)"
"""A black Evil Character, 1/3: "May band to a male human Evil Character."."""
GOLIATH = "Goliath (L)"
"""A black Evil Character, 10/10, with no ability."""
NEB = "Nebuchadnezzar (PoC)"
PROCHORUS = "Prochorus (F)"
"""A gold Hero, 5/6, with no ability."""
FOOD = "Angel Food (Promo)"
"""A gold good Enhancement, 3/3, with no ability."""
CHARIOTS = "Chariots of Iron (L)"
"""A crimson evil Enhancement, 2/2, with no ability."""
STRONG_ANGEL = "The Strong Angel (RoJ)"
ROCK = "Striking the Rock"
"""A black evil Enhancement, 3/4: "... Cannot be interrupted, negated, or prevented."."""
TOSS = "reveal a good Dominant from hand to toss the next evil Enhancement played this battle"

CARRIED_OUT = [
    "Jairus' Daughter (GoC)",
    JOHN,
    "King Saul (CoW)",
    "King Saul (CoW AB)",
    NEB,
    "The Mighty Warrior (FoM)",
    "The Strong Angel (RoJ)",
    "The Strong Angel (RoJ AB)",
]


def _john(mine: list[str], theirs: list[str], territory: tuple[str, ...] = ()) -> Game:
    """John attacks and uses his toss; player 2 has *theirs* in hand to block and play."""
    game = Game.at(
        [
            {"territory": [JOHN], "hand": [ANGEL, *mine]},
            {"land_of_bondage": [SOUL], "territory": list(territory), "hand": theirs},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(JOHN), P2))
    game.choose(TOSS)
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    return game


def _blocked(mine: list[str], theirs: list[str]) -> Game:
    """John, his toss begun, is blocked by Abaddon."""
    game = _john(mine, [ABADDON, *theirs])
    game.do(Block(game.card(ABADDON)))
    game.settle()
    return game


def _evil_plays(game: Game, card: str) -> None:
    """Player 2 plays *card* on Abaddon once John is winning; the windows are passed."""
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(card), game.card(ABADDON)))
    game.settle()


@pytest.mark.parametrize("name", CARRIED_OUT)
def test_the_ongoing_toss_texts_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


def test_a_toss_of_a_curse_is_not_carried_out() -> None:
    # "toss a Curse": a Curse from hand, not the ongoing toss of Enhancements as played
    support = ability_support(full_pool().get("Pagan Sailors"))
    assert support.missing == ("effect 'toss'",)


def test_the_next_evil_enhancement_is_tossed_and_decreases_the_blocker() -> None:
    game = _blocked([], [EPHAH, GOAT])
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    assert game.numbers == (9, 11, 10, 10)
    game.do(Pass())
    game.pass_windows()
    _evil_plays(game, EPHAH)
    # discarded instead of adding its 2/3; Abaddon is decreased by its strength, 2/2
    assert game.zone(P2, Zone.DISCARD_PILE) == [EPHAH]
    assert game.numbers == (9, 11, 8, 8)


def test_a_second_enhancement_played_after_it_is_not_tossed() -> None:
    game = _blocked([], [EPHAH, GOAT])
    game.do(Pass())
    game.pass_windows()
    _evil_plays(game, EPHAH)
    _evil_plays(game, GOAT)
    # the next one only: Goat with Horn adds its 2/3 to Abaddon's 8/8
    assert game.zone(P2, Zone.DISCARD_PILE) == [EPHAH]
    assert game.where(GOAT) == (None, Zone.FIELD_OF_BATTLE)
    assert game.numbers == (9, 11, 10, 11)


def test_a_good_enhancement_is_not_tossed() -> None:
    game = _blocked([FAITH], [EPHAH])
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(FAITH), game.card(JOHN)))
    game.settle()
    assert game.where(FAITH) == (None, Zone.FIELD_OF_BATTLE)
    assert game.numbers == (12, 14, 10, 10)
    # the toss still waits for the next evil one
    _evil_plays(game, EPHAH)
    assert game.zone(P2, Zone.DISCARD_PILE) == [EPHAH]
    assert game.numbers == (12, 14, 8, 8)


def test_with_several_opposing_characters_the_tossing_player_chooses() -> None:
    game = _john([FAITH], [DELILAH, EPHAH], territory=(GOLIATH,))
    game.do(Block(game.card(DELILAH)))
    game.choose("band to a male human Evil Character")  # Goliath, the only one
    game.settle()
    assert game.numbers == (9, 11, 11, 13)
    game.do(PlayEnhancement(game.card(FAITH), game.card(JOHN)))
    game.settle()
    game.do(PlayEnhancement(game.card(EPHAH), game.card(DELILAH)))
    # John's player, not the one who played Ephah, chooses whom to decrease
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.offered == [DELILAH, GOLIATH]
    # every player sees which Enhancement the toss caught, already discarded
    assert observe(game.state, P2).stack[0].tossing == game.card(EPHAH)
    assert not game.state.problems()
    assert game.zone(P2, Zone.DISCARD_PILE) == [EPHAH]
    game.pick(GOLIATH)
    game.settle()
    assert game.zone(P2, Zone.DISCARD_PILE) == [EPHAH]
    assert game.state.cards[game.card(GOLIATH)].change == (-2, -2)
    assert game.state.cards[game.card(DELILAH)].change == (0, 0)
    assert game.numbers == (12, 14, 9, 11)


def test_negating_the_toss_returns_the_card_and_undoes_the_decrease() -> None:
    game = _blocked([], [EPHAH, EVADE])
    game.do(Pass())
    game.pass_windows()
    _evil_plays(game, EPHAH)
    assert game.numbers == (9, 11, 8, 8)
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(EVADE), game.card(ABADDON)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.pick(JOHN)  # Evade negates John: his toss is negated
    game.settle()
    # Ephah is back where it was, in battle on Abaddon, and the 2/2 decrease is gone:
    # Abaddon 10/10, Ephah 2/3, Evade 0/4
    assert game.where(EPHAH) == (None, Zone.FIELD_OF_BATTLE)
    assert game.zone(P2, Zone.DISCARD_PILE) == []
    assert game.state.cards[game.card(ABADDON)].change == (0, 0)
    assert game.numbers == (9, 11, 12, 17)


def test_the_toss_ends_with_the_battle() -> None:
    game = _blocked([], [EPHAH])
    assert any(p.tosses for p in game.state.preventions)
    # a stalemate: both pass until the battle resolves, with no evil Enhancement played
    while game.state.battle is not None and game.asked[1] is DecisionKind.INITIATIVE:
        game.do(Pass())
        game.settle()
    assert game.state.battle is None
    assert game.zone(P2, Zone.HAND) == [EPHAH]
    assert not any(p.tosses for p in game.state.preventions)


def test_an_enhancement_of_the_tossing_player_is_not_tossed() -> None:
    game = Game.blocked(
        PROCHORUS,
        {"hand": [PROCHORUS, FOOD]},
        NEB,
        {"hand": [NEB, CHARIOTS]},
        pool=full_pool(),
        answer_block=False,
    )
    game.choose("toss the next Enhancement played by opponent")
    game.settle()
    assert game.numbers == (5, 6, 4, 3)
    game.do(PlayEnhancement(game.card(CHARIOTS), game.card(NEB)))
    game.settle()
    # played by Nebuchadnezzar's own player: not "played by opponent"
    assert game.where(CHARIOTS) == (None, Zone.FIELD_OF_BATTLE)
    assert game.numbers == (5, 6, 6, 5)
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(FOOD), game.card(PROCHORUS)))
    game.settle()
    # the opponent's is tossed: Prochorus, the Hero opposing, is decreased by its 3
    assert game.zone(P1, Zone.DISCARD_PILE) == [FOOD]
    assert game.numbers == (2, 3, 6, 5)


def test_a_toss_of_all_enhancements_named_catches_each_one() -> None:
    game = Game.blocked(
        STRONG_ANGEL,
        {"hand": [STRONG_ANGEL]},
        ABADDON,
        {"hand": [ABADDON, ROCK, EPHAH, ROCK]},
        pool=full_pool(),
    )
    assert game.numbers == (12, 8, 10, 10)
    game.do(Pass())
    game.settle()

    def plays(card: str) -> None:
        if game.asked != (P2, DecisionKind.INITIATIVE):
            game.do(Pass())
            game.settle()
        game.do(PlayEnhancement(game.card(card, zone=Zone.HAND), game.card(ABADDON)))
        game.settle()

    plays(ROCK)  # "negated" in its special ability: tossed, Abaddon decreased 3/3
    assert game.numbers == (12, 8, 7, 7)
    plays(EPHAH)  # no "negated": it adds its 2/3
    assert game.numbers == (12, 8, 9, 10)
    plays(ROCK)  # all of them, not the next one only
    assert game.zone(P2, Zone.DISCARD_PILE) == [ROCK, ROCK]
    assert game.numbers == (12, 8, 6, 7)
