"""A card named with no place right after a look is one of the cards looked at.

King Ben-Hadad I, a gray Evil Character 7/7: "If block is successful, holder may look at
opponent's hand and place one card beneath opponent's draw pile." The card comes from the
hand looked at, as after a colon ("Look at the top 3 cards: take 1"), not from play.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.model import Link
from redemption_rules.parser import parse_ability

BEN_HADAD = "King Ben-Hadad I"
HERO = "Demetrius"
"""A blue Hero 3/3 with no special ability: Ben-Hadad's block succeeds."""


def test_ben_hadad_underdecks_a_card_from_the_hand_looked_at() -> None:
    assert ability_support(full_pool().get(BEN_HADAD)).carried_out
    game = Game.blocked(
        HERO,
        {"territory": [HERO], "hand": ["Hannah", "Elisha"], "deck": ["Anna (Pr)"]},
        BEN_HADAD,
        {"territory": [BEN_HADAD, "Goliath (L)"]},
        pool=full_pool(),
    )
    game.do(game.legal[-1])  # player 1 declines the initiative: the block succeeds
    game.choose("look at opponent's hand and place one card beneath opponent's draw pile")
    game.choose("place one card beneath opponent's draw pile")
    assert game.names(game.question.options) == ["Hannah", "Elisha"]  # not the cards in play
    game.pick("Hannah")
    assert game.zone(P1, Zone.DECK) == ["Anna (Pr)", "Hannah"]
    assert game.zone(P1, Zone.HAND) == ["Elisha"]


def test_the_card_after_a_look_is_paired_with_it() -> None:
    text = (
        "Owner may look through one opponent's draw pile, discard one card and shuffle "
        "remaining cards."
    )
    look, discard, _ = parse_ability(text).effects
    assert look.kind == "look"
    assert discard.link is Link.PAIRED
