"""Players described by what they have: "each player with more than 6 cards in hand".

The description is a condition on each of those players (``Actor.having``, on
``Player.THAT_PLAYER``): only the players who pass it carry the effect out. The engine
would have every such player act, so it is told it cannot yet. Where a description would be
lost (a restrict, which names its players without one), the text is refused.
"""

from __future__ import annotations

import pytest

from redemption_rules import from_json, to_json
from redemption_rules.effects import Count, Effect, Location, Player, Quantifier, Selector, Zone
from redemption_rules.effects.kinds import Discard, Draw
from redemption_rules.effects.select import unsupported_in
from redemption_rules.effects.targets import Controls
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability


def test_denarius_makes_players_with_more_than_six_cards_discard() -> None:
    discard = parse_ability(
        "On activation, each player with more than 6 cards in hand must discard a card from "
        "hand. If you have a Roman governor or emperor in play, draw 1."
    ).effects[0]
    assert isinstance(discard, Discard)
    assert not discard.optional
    assert discard.actor is not None
    assert discard.actor.player is Player.EACH_PLAYER
    assert discard.actor.having == Controls(
        Selector(
            count=Count(Quantifier.AT_LEAST, 7),
            types=("card",),
            locations=(Location(Zone.HAND),),
        ),
        player=Player.THAT_PLAYER,
    )
    assert discard.target == Selector(types=("card",), locations=(Location(Zone.HAND),))
    assert from_json(to_json(discard), Effect) == discard
    assert unsupported_in(discard) == []  # each player is asked as their turn comes


def test_the_generous_givers_let_each_player_with_a_missionary_draw() -> None:
    draw = parse_ability(
        "Each player that controls a missionary may draw 1. May band to a Philippi Hero, a "
        "Thessalonica Hero, or a missionary."
    ).effects[0]
    assert isinstance(draw, Draw)
    assert draw.optional
    assert draw.actor is not None
    assert draw.actor.player is Player.EACH_PLAYER
    assert draw.actor.having == Controls(
        Selector(identifiers=("missionary",)), player=Player.THAT_PLAYER
    )


@pytest.mark.parametrize(
    "text",
    [
        # Lacking Prophecy, Strict Sabbath (GoC): restrict keeps no description of players
        "ART: Restrict all players with more than 4 cards in hand from playing Dominants.",
        (
            "If used by a Pharisee, restrict all players who do not control a meek Lost Soul "
            "from playing Enhancements."
        ),
    ],
)
def test_a_description_that_would_be_dropped_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError, match="where cards are meant"):
        parse_ability(text)


def test_cards_are_not_described_as_players() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Discard a Hero with more than 6 cards in hand.")
