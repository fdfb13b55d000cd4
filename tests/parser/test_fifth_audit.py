"""Readings of a fifth sample of carried-out texts, checked against the REG and ORDIR.

The records are as before; what the engine makes of them changed: "the next Enhancement"
of a play is an Enhancement played now, words "in the title" are whole words of it, and
an effect carried out by a "selected player" is carried out by the player the user selects.
Each test names its card and asserts the fields the engine acts on.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import full_pool

from redemption_rules.effects import Player
from redemption_rules.effects.cards import ability_support, selects_player
from redemption_rules.effects.kinds import Draw, Play, Shuffle
from redemption_rules.effects.select import title_word
from redemption_rules.parser import parse_ability

# -- "play the next Enhancement": an Enhancement from hand, played now ------------------------


def test_two_thousand_horses_plays_the_next_enhancement() -> None:
    text = (
        "Holder may interrupt the battle, draw 2 cards from the top of own draw pile, "
        "and play the next enhancement."
    )
    effects = parse_ability(text).effects
    play = effects[-1]
    assert isinstance(play, Play)
    assert play.optional
    assert play.target.types == ("Enhancement",)
    assert play.target.qualifiers == ("next",)
    assert play.target.locations == ()
    assert ability_support(full_pool().get("Two Thousand Horses")).carried_out


# -- "with the word X in the title": the word, not letters inside another --------------------


def test_bartholomew_names_four_words_of_titles() -> None:
    text = (
        "Negate special abilities on cards with the word false, lying, deception, or deceit "
        "in the title.  Protect disciples from conversion and capture."
    )
    negate = parse_ability(text).effects[0]
    assert negate.target.types == ("ability",)
    (on,) = negate.target.locations
    assert on.card is not None
    cards = on.card.parts
    assert [part.text for part in cards] == ["false", "lying", "deception", "deceit"]
    assert all(part.text_in == "" and part.types == ("card",) for part in cards)


@pytest.mark.parametrize(
    ("words", "title", "held"),
    [
        ("lying", "The Lying Spirit", True),
        ("lying", "Flying Flames", False),
        ("lying", "The Flying Scroll", False),
        ("deceit", "Deceit of Sapphira", True),
        ("deceit", "Deceitful Sin", False),
        ("Herod", "Herod\u2019s Guard", True),
        ("Herod", "Herod's Temple", True),
        ("Herod", "Herodias", False),
        ("Herod", "Conspiring Herodians", False),
        ("scholar", "Greek Scholars", True),
        ("philosopher", "Stoic Philosophers", True),
        ("Paul", "Paul\u2019s Girdle", True),
        ("ship", "Ship to Cyprus", True),
        ("ship", "Baal Worship", False),
        ("Faith", "A Roman Soldier's Faith", True),
        ("Faith", "Faithful Servant", False),
        ("Mist", "Mistakes Made", False),
        ("son of Anak", "Sheshai, son of Anak", True),
    ],
)
def test_words_in_a_title_are_whole_words(words: str, title: str, held: bool) -> None:
    # ORDIR ("Herod in the Title", "Paul in the Title", "Scholar or Philosopher in the
    # Title"): plurals and possessives hold the word; Herodias does not hold "Herod".
    assert (title_word(words).search(title) is not None) is held


# -- "Selected player must ...": a player the user selects, asked by the engine ---------------


def test_love_at_first_sight_is_carried_out_by_a_selected_player() -> None:
    text = (
        "Selected player must shuffle hand into draw pile and draw eight new cards.  May not "
        "be interrupted, negated, or prevented."
    )
    shuffle, draw = parse_ability(text).effects
    assert isinstance(shuffle, Shuffle)
    assert isinstance(draw, Draw)
    for effect in (shuffle, draw):
        assert effect.actor is not None
        assert effect.actor.player is Player.PLAYER
        assert effect.actor.having is None
        assert selects_player(effect)
    assert ability_support(full_pool().get("Love at First Sight")).carried_out


def test_a_player_described_is_not_selected() -> None:
    text = (
        "The player with the most O.T.  male Heroes in territory may draw a card (If there is "
        "a tie, do not draw)."
    )
    (draw,) = parse_ability(text).effects
    assert draw.actor is not None
    assert draw.actor.having is not None
    assert not selects_player(draw)
