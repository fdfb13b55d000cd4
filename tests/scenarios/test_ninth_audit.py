"""Misreadings a ninth sample of carried-out texts showed, played with the real cards.

* Plague of Frogs: "Regardless of immunity return an evil character in play to owner's draw
  pile.  Shuffle draw pile." shuffles the owner's pile, which the return already does (REG:
  Shuffle); the user's own deck is left as it was.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import DeckShuffled

FROGS = "Plague of Frogs"
HERO = "Agabus"
BLOCKER = "Abihu ( C)"


def test_plague_of_frogs_leaves_the_users_deck_unshuffled() -> None:
    assert ability_support(full_pool().get(FROGS)).carried_out
    game = Game.blocked(
        HERO,
        {"territory": [HERO], "hand": [FROGS], "deck": ["Amos", "Abel ( C)"]},
        BLOCKER,
        {"territory": [BLOCKER], "deck": ["Abaddon the Destroyer (L)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(FROGS), game.card(HERO)))
    assert game.where(BLOCKER) == (P2, Zone.DECK)
    shuffled = [event.player for event in game.events if isinstance(event, DeckShuffled)]
    assert shuffled == [P2]
    assert game.zone(P1, Zone.DECK) == ["Amos", "Abel ( C)"]
    assert game.state.problems() == []
