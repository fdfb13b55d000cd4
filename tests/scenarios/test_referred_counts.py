"""A count on the cards referred back to is kept: "Take up to 1", "any number of them".

REG Look: the paired effects "allow the player ... to act upon one or all the targets";
"up to 1" is none or one, chosen by the player, and "the rest" are the others.

David's Spies (1st Print - K): "You may look at the top 3 cards of deck: Take up to 1 and
underdeck the rest."
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, DecisionKind, Finish, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import as_seen_by

SPIES = "David's Spies (1st Print - K)"
DECK = ["Gideon (J)", "Lahmi (I)", "Warrior's Spear", "Amos"]


def _looked() -> Game:
    pool = full_pool()
    assert ability_support(pool.get(SPIES)).carried_out
    game = Game.at(
        [
            {"territory": [SPIES], "deck": DECK},
            {"land_of_bondage": [SOUL], "deck": ["Gideon (J)"] * 3},
        ],
        pool=pool,
    )
    game.do(Attack(game.card(SPIES), P2))
    game.choose("look at the top 3 cards of deck: Take up to 1")
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.maximum == 1
    assert game.question.minimum == 0
    assert sorted(game.offered) == sorted(DECK[:3])
    return game


def test_up_to_one_takes_the_one_chosen_and_the_rest_go_beneath() -> None:
    game = _looked()
    game.pick("Lahmi (I)")
    assert game.zone(P1, Zone.HAND) == ["Lahmi (I)"]
    deck = game.zone(P1, Zone.DECK)
    assert deck[0] == "Amos"
    assert sorted(deck[1:]) == ["Gideon (J)", "Warrior's Spear"]


def test_up_to_one_may_take_none() -> None:
    game = _looked()
    game.do(Finish())
    game.settle()
    assert game.zone(P1, Zone.HAND) == []
    deck = game.zone(P1, Zone.DECK)
    assert deck[0] == "Amos"
    assert sorted(deck[1:]) == sorted(DECK[:3])


def test_the_cards_put_back_beneath_stay_hidden_from_the_opponent() -> None:
    # REG Look: "Only the player carrying out the look effect can see the target cards";
    # REG Targeting reveals cards moved out of a deck to another place, not put back in it
    game = _looked()
    game.pick("Lahmi (I)")
    back = {game.card("Gideon (J)", player=P1), game.card("Warrior's Spear")}
    for event in game.events:
        seen = as_seen_by(event, P2)
        assert not back & set(getattr(seen, "cards", ()) or ()), seen
        assert getattr(seen, "card", None) not in back, seen
    assert any(
        back <= set(getattr(as_seen_by(event, P1), "cards", ()) or ()) for event in game.events
    )
