"""A draw from the bottom of the deck: "You may draw X from the bottom of your deck".

Messenger of Satan (EC), an orange Evil Character (X = the number of good brigades in
battle). REG Draw: targets are drawn from the top of deck unless the text says otherwise;
a Lost Soul drawn goes to the Land of Bondage and is replaced from the same place.
"""

from __future__ import annotations

from tests.scenarios.conftest import P2, Game, full_pool

from redemption_rules import DecisionKind, Zone
from redemption_rules.effects.cards import ability_support

MESSENGER = "Messenger of Satan (EC)"
HERO = "Demetrius"
"""A blue Hero with no ability: one good brigade in battle, so X is 1."""
DECK = ["Doeg (L)", "Goliath (L)", "Achan (I)"]
"""Player 2's deck, top first."""


def _messenger_blocks(deck: list[str]) -> Game:
    assert ability_support(full_pool().get(MESSENGER)).carried_out
    game = Game.blocked(
        HERO,
        {"territory": [HERO]},
        MESSENGER,
        {"territory": [MESSENGER], "deck": deck},
        pool=full_pool(),
        answer_block=False,
    )
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.ABILITY)
    draw = next(label for label in game.question.labels if label.startswith("draw"))
    game.choose(draw)
    return game


def test_the_card_drawn_is_the_bottom_one() -> None:
    game = _messenger_blocks(DECK)
    assert game.zone(P2, Zone.HAND) == ["Achan (I)"]
    assert game.zone(P2, Zone.DECK) == ["Doeg (L)", "Goliath (L)"]


def test_a_lost_soul_at_the_bottom_is_replaced_from_the_bottom() -> None:
    soul = "Lost Soul Luke 13:25 (J)"
    game = _messenger_blocks([*DECK, soul])
    assert game.zone(P2, Zone.HAND) == ["Achan (I)"]
    assert soul in game.zone(P2, Zone.LAND_OF_BONDAGE)
    assert game.zone(P2, Zone.DECK) == ["Doeg (L)", "Goliath (L)"]
