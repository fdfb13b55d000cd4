"""Convert: a character changes alignment and brigade, and nothing else (REG: Convert).

A converted character keeps its numbers and identifiers; one in battle whose alignment
changes goes to the territory of the player controlling it. Only humans are converted
unless the text names non-humans.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Brigade, CardType, PlayEnhancement, Zone, from_json, to_json
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support
from redemption_rules.state import GameState

CROSS = "Power of the Cross (Pi)"
"""Red Good Enhancement: "Convert a human Evil Character to a red brigade Hero." """


def test_an_evil_character_converted_in_battle_goes_home_a_hero() -> None:
    assert ability_support(full_pool().get(CROSS)).carried_out
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)", CROSS]},
        "Laban (F)",
        {"hand": ["Laban (F)"]},
        pool=full_pool(),
    )
    assert game.asked[0] == P1  # Laban (9/9) is winning
    game.do(PlayEnhancement(game.card(CROSS), game.card("Andrew (Ap)")))
    laban = game.card("Laban (F)")
    instance = game.state.cards[laban]
    assert instance.identity is CardType.HERO
    assert instance.converted == (Brigade.RED,)
    assert game.where(laban) == (P2, Zone.TERRITORY)  # its controller's territory
    assert numbers_of(game.state, laban) == (9, 9)  # its numbers are its own
    assert game.state.problems() == []
    assert from_json(to_json(game.state), GameState) == game.state


def test_a_convert_with_no_brigade_named_lets_its_player_pick_one() -> None:
    # Repentance (Roots): "Convert an evil human or reserve an evil non-human."
    repentance = "Repentance (Roots)"
    assert ability_support(full_pool().get(repentance)).carried_out
    game = Game.blocked(
        "Abel ( C)",
        {"hand": ["Abel ( C)", repentance]},
        "Laban (F)",
        {"hand": ["Laban (F)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(repentance), game.card("Abel ( C)")))
    if "Blue" not in game.question.labels:  # the choice between the two effects first
        game.choose(game.question.labels[0])
    assert "Black" not in game.question.labels  # only good brigades for a new Hero
    game.choose("Teal")
    laban = game.card("Laban (F)")
    assert game.state.cards[laban].converted == (Brigade.TEAL,)
    assert game.state.cards[laban].identity is CardType.HERO


def test_a_non_human_is_not_converted_unless_named() -> None:
    # Strong Demon (G) (9/10) is a demon, not a human: nothing to convert
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)", CROSS]},
        "Strong Demon (G)",
        {"hand": ["Strong Demon (G)"]},
        pool=full_pool(),
    )
    assert game.asked[0] == P1
    game.do(PlayEnhancement(game.card(CROSS), game.card("Andrew (Ap)")))
    beast = game.card("Strong Demon (G)")
    assert game.state.cards[beast].converted is None
    assert game.state.cards[beast].identity is CardType.EVIL_CHARACTER
