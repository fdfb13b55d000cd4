"""Readings of a fifth sample of carried-out texts, checked against the REG and ORDIR.

The records are as before; what the engine makes of them changed: "the next Enhancement"
of a play is an Enhancement played now. Each test names its card and asserts the fields
the engine acts on.
"""

from __future__ import annotations

from tests.scenarios.conftest import full_pool

from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Play
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
