"""Cards put on the top "and/or" the bottom of a deck: each card to the end the player picks.

False Prophecy (PoC), a gray Evil Enhancement: "Look at the top 6 cards of an opponent's
deck: Topdeck and/or underdeck those cards. ..." Read as two effects, the topdeck would take
every card and leave the underdeck none; the player picks the cards to put on top, and the
others go under (REG: Topdeck, Underdeck).
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support, card_abilities

PROPHECY = "False Prophecy (PoC)"
PHARISEE = "Proud Pharisee"
"""A gray Evil Character 2/6, to use it: losing the battle, its player has initiative."""
HERO = "Bartholomew (Nathaniel) (Ap)"
DECK = ["Goliath (L)", "Anna (Pr)", "Demetrius", "Elisha", "Hannah", "Achaicus", "Barnabas (B)"]
"""Player 1's draw pile, top first."""


def test_false_prophecy_puts_the_cards_picked_on_top_and_the_rest_under() -> None:
    assert ability_support(full_pool().get(PROPHECY)).carried_out
    game = Game.blocked(
        HERO,
        {"territory": [HERO], "deck": DECK},
        PHARISEE,
        {"territory": [PHARISEE], "hand": [PROPHECY]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(PROPHECY), game.card(PHARISEE)))
    game.pass_windows()
    question = game.question
    assert game.names(question.options) == DECK[:6]
    assert (question.minimum, question.maximum) == (0, 6)
    game.pick("Anna (Pr)", "Hannah", finish=True)
    deck = game.zone(P1, Zone.DECK)
    assert set(deck[:2]) == {"Anna (Pr)", "Hannah"}
    assert deck[2] == "Barnabas (B)"  # never looked at: now under the two on top
    assert set(deck[3:]) == {"Goliath (L)", "Demetrius", "Elisha", "Achaicus"}
    assert game.state.problems() == []


def test_one_topdeck_to_either_end_takes_the_place_of_the_two_effects() -> None:
    for name in ("Faith of Isaac", "Philistine Soothsayers", "Third Seal, Famine (RoJ)"):
        ability = card_abilities(full_pool().get(name)).ability
        assert ability is not None
        kinds = [effect.kind for effect in ability.effects]
        assert "topdeck" in kinds
        assert "underdeck" not in kinds
        assert ability_support(full_pool().get(name)).carried_out
