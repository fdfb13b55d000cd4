"""Effects joined after a colon act on the cards looked at or revealed (REG: Colon).

"While the condition from the colon applies, the default location for targets of effects
is the location looked at or revealed", to the end of the sentence: in "Reveal the top X
cards of a deck: Discard an evil card, put a Lost Soul in play and underdeck the rest",
the Lost Soul put in play is one revealed, not one in a Land of Bondage.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Zone
from redemption_rules.effects.cards import ability_support

HUR = "Hur (PoC)"
"""White Hero X/4, X = # of your Exodus Heroes: "Reveal the top X cards of a deck: Discard an
evil card, put a Lost Soul in play and underdeck the rest. Cannot be negated." """
AARON = "Aaron, Moses' Brother [L]"
ACCUSERS = 'Lost Soul "Accusers" [Ezra 4:6]'


def test_hur_puts_the_revealed_lost_soul_in_play_not_the_defenders() -> None:
    assert ability_support(full_pool().get(HUR)).carried_out
    game = Game.at(
        [
            {"territory": [HUR, AARON], "deck": ["Anna (Pr)"]},
            {"land_of_bondage": [SOUL], "deck": [ACCUSERS, "Abihu (L)", "Abihu (UL)"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HUR), P2))
    game.choose("player 2")  # whose deck is revealed: its top two cards
    # the evil card revealed is the only one to discard, the Lost Soul the only one to put
    # in play: nothing else is asked
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Abihu (L)"]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL, ACCUSERS]
    assert game.zone(P1, Zone.LAND_OF_BONDAGE) == []
    assert game.zone(P2, Zone.DECK) == ["Abihu (UL)"]


CLAUDIA = "Claudia (PC)"
"""Clay Hero 5/5, X = # of clay Heroes in play: "Reveal the top X cards of your deck and add
any clay Heroes to hand. May band to a clay Hero. Cannot be interrupted." """
AMARIAH = "Amariah, the High Priest (Roots)"


def test_claudia_adds_a_clay_hero_revealed_not_one_in_play() -> None:
    # joined to the reveal by "and": among the cards revealed (REG: Reveal)
    game = Game.at(
        [
            {"territory": [CLAUDIA, AMARIAH], "deck": [AARON, "Anna (Pr)", "Abel ( C)"]},
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(CLAUDIA), P2))
    assert game.offered == [AARON]  # revealed; not Claudia in battle, nor Amariah
    game.pick(AARON)
    assert game.zone(P1, Zone.HAND) == [AARON]
    assert game.where(AMARIAH) == (P1, Zone.TERRITORY)


@pytest.mark.parametrize(
    "name",
    [
        "Alexander",  # "... reveal X cards from the top of your deck. Take all N.T. evil ..."
        "Haman's Plot Exposed",  # "Reveal opponent's hand.  Select an evil Enhancement ..."
    ],
)
def test_cards_in_the_sentence_after_a_reveal_are_refused(name: str) -> None:
    assert ability_support(full_pool().get(name)).missing == (
        "cards in the sentence after a look or reveal, with no place named",
    )
