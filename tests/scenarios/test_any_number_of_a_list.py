"""Any number of the cards a list names, as many as the player picks ("any", "any number of").

Gathering the Sanhedrin (GoC), a black and gray Evil Enhancement: "Interrupt the battle. You
may take a N.T. human from Reserve. Character may band to any number of Pharisees and
Sadducees. ..." Each part of the list says "any number", so the band takes none, some or all
of them, the player's pick, and not exactly one card.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

GATHERING = "Gathering the Sanhedrin (GoC)"
HERO = "Bartholomew (Nathaniel) (Ap)"
"""A blue Hero 10/10: the blocker is losing, so player 2 has the initiative."""
BLOCKER = "Proud Pharisee"
"""A gray Evil Character 2/6, a Pharisee, to use the Enhancement."""
PHARISEES = "Pharisees (GoC)"
DISBELIEVING = "Disbelieving Sadducees"
SADDUCEES = "Sadducees"


def test_gathering_the_sanhedrin_bands_to_the_pharisees_and_sadducees_picked() -> None:
    assert ability_support(full_pool().get(GATHERING)).carried_out
    game = Game.blocked(
        HERO,
        {"territory": [HERO]},
        BLOCKER,
        {"territory": [BLOCKER, PHARISEES, DISBELIEVING, SADDUCEES], "hand": [GATHERING]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(GATHERING), game.card(BLOCKER)))
    game.choose("band to any number of Pharisees and Sadducees")
    question = game.question
    assert set(game.names(question.options)) == {PHARISEES, DISBELIEVING, SADDUCEES}
    assert (question.minimum, question.maximum) == (0, 3)
    game.pick(PHARISEES, DISBELIEVING, finish=True)
    assert game.where(PHARISEES) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(DISBELIEVING) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(SADDUCEES) == (P2, Zone.TERRITORY)
    assert game.state.problems() == []


PROSPERITY = "Prosperity"
"""Purple good Enhancement: "Draw three cards and add to your hand. At the end of battle you
may place any cards from your hand back on top of your draw pile." """
BATHSHEBA = "Bathsheba"
"""A purple Hero 5/5 with no special ability, to use it."""


def test_prosperity_puts_back_on_top_the_cards_its_player_picks_at_the_end_of_battle() -> None:
    assert ability_support(full_pool().get(PROSPERITY)).carried_out
    game = Game.blocked(
        BATHSHEBA,
        {
            "territory": [BATHSHEBA],
            "hand": [PROSPERITY, "Hannah"],
            "deck": ["Anna (Pr)", "Demetrius", "Achaicus", "Barnabas (B)"],
        },
        "Goliath (L)",
        {"territory": ["Goliath (L)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(PROSPERITY), game.card(BATHSHEBA)))
    game.pass_windows()
    assert game.zone(P1, Zone.HAND) == ["Hannah", "Anna (Pr)", "Demetrius", "Achaicus"]
    game.do(game.legal[-1])  # no more to play: the battle ends, Bathsheba defeated
    game.pass_windows()
    game.choose("place any cards from your hand back on top of your draw pile")
    question = game.question
    assert (question.minimum, question.maximum) == (0, 4)  # any of them, not all or none
    game.pick("Hannah", "Demetrius", finish=True)
    assert game.zone(P1, Zone.HAND) == ["Anna (Pr)", "Achaicus"]
    assert game.zone(P1, Zone.DECK)[:2] == ["Demetrius", "Hannah"]
