"""Places named by whose they are: "to owner's territory", "in a player's territory".

"Place them in owner's territory" puts each card in its own owner's territory (a Lost Soul in
its owner's Land of Bondage), whoever carries the effect out; "in one player's territory" is
one player the user chooses (REG: Place, Targeting).
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

WICKED = "Wicked Community"
"""Gold Evil Enhancement: "Search one player's discard pile for all Lost Souls and place them in
owner's territory.  Cannot be negated.\""""


@pytest.mark.parametrize("whose", [P1, P2])
def test_lost_souls_go_to_their_owners_land_of_bondage(whose: int) -> None:
    # Andrew (7/8) beats Pharaoh (6/7), so P2 has the initiative; a Lost Soul lies in each
    # discard pile, and P2 searches the one of the player chosen
    assert ability_support(full_pool().get(WICKED)).carried_out
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)"], "discard_pile": [SOUL]},
        "Pharaoh (D)",
        {"hand": ["Pharaoh (D)", WICKED], "discard_pile": [SOUL]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WICKED), game.card("Pharaoh (D)")))
    game.choose(f"player {whose + 1}")
    (found,) = game.question.options  # the Lost Soul of that discard pile
    game.pick(found)
    game.settle()
    other = P2 if whose == P1 else P1
    assert game.zone(whose, Zone.DISCARD_PILE) == []
    assert game.zone(other, Zone.DISCARD_PILE) == [SOUL]
    # P2's Land of Bondage held the Lost Soul of the battle already
    assert len(game.zone(whose, Zone.LAND_OF_BONDAGE)) == (2 if whose == P2 else 1)
    assert len(game.zone(other, Zone.LAND_OF_BONDAGE)) == (1 if other == P2 else 0)
    assert game.state.problems() == []


BREAKING = "Breaking the Covenant"
"""Black Evil Enhancement: "Place in a player's territory.  Negate Altar of Incense and all
Covenants used by that player while this card remains in play.\""""
TARTAN = "The Tartan Attacks"
"""Pale green Evil Enhancement: "Discard all warrior class Heroes in one player's territory.
..." """


def test_a_card_placed_in_a_players_territory_to_negate_what_they_use_is_refused() -> None:
    # "used by that player": Artifacts and Covenants a player uses by activating them, which
    # the engine does not record (it records the Enhancements characters use)
    support = ability_support(full_pool().get(BREAKING))
    assert not support.carried_out
    assert "cards used by a player, not by a character" in support.missing


@pytest.mark.parametrize("whose", [P1, P2])
def test_in_one_players_territory_is_the_player_chosen(whose: int) -> None:
    assert ability_support(full_pool().get(TARTAN)).carried_out
    doeg = "Doeg (L)"
    game = Game.blocked(
        "Andrew (Ap)",  # 7/8 beats the 6/6 blocker: P2 has the initiative
        {"hand": ["Andrew (Ap)"], "territory": ["Gideon (J)"]},
        doeg,
        {"hand": [doeg, TARTAN], "territory": ["Samson (J)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(TARTAN), game.card(doeg)))
    assert game.question.labels == ("player 1", "player 2")
    game.choose(f"player {whose + 1}")
    game.settle()
    discarded, kept = ("Gideon (J)", "Samson (J)") if whose == P1 else ("Samson (J)", "Gideon (J)")
    assert game.where(discarded)[1] is Zone.DISCARD_PILE
    assert game.where(kept)[1] is Zone.TERRITORY
