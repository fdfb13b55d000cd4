"""Sentences of one ability that act on the cards of an earlier one activate with it.

REG Ability Activation Order puts an effect that brings a character into battle (a band, an
add to battle) in a later step than the other effects of the card played. A sentence that
names the cards of an earlier one ("that Hero", "it", "them") activates in that later step
together with it and the sentences between, so the reference finds its cards.

Ezra, a Hero: "Return one captured Hero to owner's territory.  Interrupt that player's Wall
of Protection.  Ezra may band with that Hero."
"""

from __future__ import annotations

from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, CardType, DecisionKind, Zone
from redemption_rules.table import Table

EZRA = "Ezra"
AMOS = "Amos"
"""A Hero with no special ability, held captive here."""


def test_ezra_bands_with_the_hero_the_first_sentence_released() -> None:
    game = Game.at([{"hand": [EZRA]}, {"land_of_bondage": [SOUL, AMOS]}], pool=full_pool())
    amos = game.card(AMOS)
    table = Table(game.state)
    table.set_instance(amos, CardType.LOST_SOUL, False, None, None)
    table.set_captured(amos, CardType.HERO)
    captive = table.freeze()
    cards = list(captive.cards)
    cards[amos] = evolve(cards[amos], owner=P1)  # player 1's Hero, captured by player 2
    game.state = evolve(captive, cards=tuple(cards))
    assert game.state.problems() == []
    game.do(Attack(game.card(EZRA), P2))
    game.pass_windows()
    # released to its owner's territory, then offered to band as "that Hero"
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels[0] == "band with that Hero"
    game.choose("band with that Hero")
    game.settle()
    assert game.where(AMOS) == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.cards[amos].captured is None
    assert game.state.problems() == []
