""" "A different Edomite": a card of another title than the card the ability is on (REG:
Different).

David's Servants [II], a generic Edomite: "You may banish a good card from a discard pile or a
Reserve. You may exchange this card with a different Edomite from deck or Reserve." Another
copy of David's Servants is not a different Edomite. Where "different" compares with another
card than the one the ability is on, it stays refused.
"""

from __future__ import annotations

from tests.scenarios.conftest import P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support

SERVANTS = "David's Servants [II]"
CAPTORS = "Edomite Captors (LoC)"
"""A generic crimson Edomite."""
BATTLE = (None, Zone.FIELD_OF_BATTLE)


def test_the_texts_are_carried_out() -> None:
    for name in (
        SERVANTS,
        "Darius' Satraps",
        "Citizens of Sychar (GoC)",
        "Prince Jonathan (Roots)",
        "Momentum Change [RR2]",
    ):
        support = ability_support(full_pool().get(name))
        assert support.carried_out, (name, support.missing)


def test_a_different_edomite_is_one_of_another_title() -> None:
    game = Game.at(
        [
            {"hand": ["Gideon (J)"]},
            {
                "hand": [SERVANTS],
                "deck": [SERVANTS, CAPTORS, "Hermogenes"],
                "land_of_bondage": [SOUL],
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    game.settle()
    blocker = game.card(SERVANTS, zone=Zone.HAND)
    copy = game.card(SERVANTS, zone=Zone.DECK)
    game.do(Block(blocker))
    game.pass_windows()
    while not any(label.startswith("exchange") for label in game.question.labels):
        game.decline()
    game.choose("exchange this card with a different Edomite from deck or Reserve")
    assert game.offered == [CAPTORS]  # not the other copy, nor Hermogenes (no Edomite)
    game.pick(CAPTORS)
    while game.state.decision is not None and game.asked[1] is DecisionKind.ABILITY:
        game.decline()
    assert game.where(CAPTORS) == BATTLE
    assert game.state.locate(blocker) == (P2, Zone.DECK)
    assert game.state.locate(copy) == (P2, Zone.DECK)


def test_different_from_a_card_other_than_this_one_stays_refused() -> None:
    # Hadad Flees (LoC), an Enhancement: "... bounce an evil human in battle. You may add a
    # different evil O.T. human to battle.": different from the human bounced
    missing = ability_support(full_pool().get("Hadad Flees (LoC)")).missing
    assert "qualifier 'different'" in missing
