"""After a cost, "it" and "that card" name the card the text named before, not the cost's.

REG Cost and Benefit. The Thief (GoC): "Negate a good card in a territory. If it is a
character or Enhancement, you may discard a character in territory to take it.": "it" is
the card negated, not the character discarded to pay. Virgin Birth: "(Star) Look at the top
6 cards of deck: You may underdeck this card to take 1.": one of the cards looked at, not
Virgin Birth itself.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import EndPhase, Phase, UseAbility, Zone
from redemption_rules.effects.cards import ability_support

THIEF = "The Thief (GoC)"
VIRGIN_BIRTH = "Virgin Birth"


def test_the_thief_takes_the_card_it_negated() -> None:
    pool = full_pool()
    assert ability_support(pool.get(THIEF)).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"territory": ["Gideon (J)", "Abel (Pi)"]},
        THIEF,
        {"hand": [THIEF], "territory": ["Lahmi (I)"]},
        pool=pool,
        answer_block=False,
    )
    game.choose("discard a character in territory to take it")  # Lahmi, the only one
    game.settle()
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Lahmi (I)"]  # the cost
    assert game.zone(P2, Zone.HAND) == ["Abel (Pi)"]  # the card negated, taken


def test_virgin_birth_takes_one_of_the_cards_looked_at() -> None:
    pool = full_pool()
    assert ability_support(pool.get(VIRGIN_BIRTH)).carried_out
    rest = ["Son of God (I)", "Lahmi (I)", "Amos", "Agabus", "Euodia", "Hermogenes", "Miriam (L)"]
    game = Game.at(
        [
            {"deck": [VIRGIN_BIRTH, "Gideon (J)", "Gideon (J)", *rest]},
            {"territory": ["Lahmi (I)"], "deck": ["Gideon (J)"] * 4},
        ],
        phase=Phase.DISCARD,
        active=1,
        pool=pool,
    )
    game.do(EndPhase())  # player 1 draws Virgin Birth, a star card
    game.do(UseAbility(game.card(VIRGIN_BIRTH), 0))
    game.choose("underdeck this card")
    assert sorted(game.offered) == sorted(rest[:6])
    game.pick("Amos")
    game.settle()
    assert "Amos" in game.zone(P1, Zone.HAND)
    assert game.zone(P1, Zone.DECK)[-1] == VIRGIN_BIRTH
    assert VIRGIN_BIRTH not in game.zone(P1, Zone.HAND)
