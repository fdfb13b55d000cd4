"""Release: a captured character is a character again (REG: Release).

It returns to the territory of its owner (the player it was captured from) with the identity
it had; a card that is neither captured nor held in a Site is no target.
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, CardType, DecisionKind, Phase, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.testing import build_position, find_card

JUDAH = "Judah, the Replacement (Roots)"
"""A blue Hero: "You may release a captured Hero or exchange this card with O.T. Joseph or
Benjamin from discard pile." """


def _judah_attacks(*, captured: bool) -> Game:
    assert ability_support(full_pool().get(JUDAH)).carried_out
    state = build_position(
        full_pool(),
        [{"hand": [JUDAH]}, {"land_of_bondage": [SOUL, "Seth"]}],
        phase=Phase.BATTLE,
    )
    if captured:  # Seth, player 1's Hero, held captive by player 2
        seth = find_card(state, "Seth")
        cards = list(state.cards)
        cards[seth] = attrs.evolve(cards[seth], owner=P1, captured=CardType.HERO)
        state = attrs.evolve(state, cards=tuple(cards))
    assert state.problems() == []
    game = Game(state)
    game.do(Attack(game.card(JUDAH), P2))
    return game


def test_a_captured_hero_is_released_to_its_owners_territory() -> None:
    game = _judah_attacks(captured=True)
    labels = game.question.labels
    assert labels[0].startswith("release a captured Hero")
    game.choose(labels[0])
    seth = game.card("Seth")
    assert game.where(seth) == (P1, Zone.TERRITORY)
    assert game.state.cards[seth].captured is None
    assert game.state.cards[seth].identity is CardType.HERO


def test_a_card_not_captured_is_no_target() -> None:
    # Seth is no captive (and no Joseph is in the discard pile): nothing is offered
    game = _judah_attacks(captured=False)
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert game.where("Seth") == (P2, Zone.LAND_OF_BONDAGE)
