""" "An equal number": as many cards as the effect before acted on.

"Underdeck up to 3 evil cards from hand to draw an equal number" draws one card for each card
underdecked. "Up to 3" lets the player specify how many: underdecking two of them carries the
cost out in full (REG: Carry Out an Effect), so the benefit follows.
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support

TRAVELER = "Fearless Traveler [RR2]"
"""White Hero: "You may underdeck up to 3 evil cards from hand to draw an equal number."."""
DAUGHTERS = "Philip's Daughters (PC)"
"""Hero: "Reveal and underdeck 4 random cards from opponent's hand. Opponent must draw an
equal number of cards. ..."."""
MESSENGER = "Moabite Messenger (LoC)"
"""Evil Character: "Bounce up to 2 O.T. Heroes. Opponent may topdeck an equal number of cards
from hand instead. ..."."""
OPPONENT_DECK = ["Belshazzar", "Archelaus (Ap)", "Gideon (L)", "Hannah"]


def _traveler(hand: list[str]) -> Game:
    assert ability_support(full_pool().get(TRAVELER)).carried_out
    game = Game.at(
        [
            {"hand": [TRAVELER, *hand], "deck": ["Er", "Belshazzar", "Hannah", "Archelaus (Ap)"]},
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(TRAVELER), P2))
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("underdeck up to 3 evil cards from hand to draw an equal number")
    return game


def test_fewer_than_up_to_three_paid_draws_as_many() -> None:
    game = _traveler(["Goliath (L)", "Doeg (L)", "Hailstones (FoM)"])
    game.pick("Goliath (L)", "Doeg (L)")
    assert game.zone(P1, Zone.HAND) == ["Hailstones (FoM)", "Er", "Belshazzar"]
    assert game.zone(P1, Zone.DECK)[-2:] == ["Goliath (L)", "Doeg (L)"]


def test_one_card_paid_draws_one() -> None:
    game = _traveler(["Goliath (L)", "Doeg (L)"])
    game.pick("Doeg (L)", finish=True)  # one of the two: the player ends the pick
    assert game.zone(P1, Zone.HAND) == ["Goliath (L)", "Er"]


def test_declined_nothing_is_drawn() -> None:
    game = Game.at(
        [{"hand": [TRAVELER, "Goliath (L)"], "deck": ["Er"]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(TRAVELER), P2))
    game.decline()
    assert game.zone(P1, Zone.HAND) == ["Goliath (L)"]
    assert game.zone(P1, Zone.DECK) == ["Er"]


def test_the_number_follows_the_cards_there_were() -> None:
    # four random cards specified, three in hand: three go, three are drawn
    assert ability_support(full_pool().get(DAUGHTERS)).carried_out
    hand = ["Goliath (L)", "Doeg (L)", "Hailstones (FoM)"]
    game = Game.at(
        [
            {"hand": [DAUGHTERS]},
            {"hand": hand, "deck": OPPONENT_DECK, "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(DAUGHTERS), P2))
    assert sorted(game.zone(P2, Zone.HAND)) == sorted(OPPONENT_DECK[:3])
    assert sorted(game.zone(P2, Zone.DECK)) == sorted([OPPONENT_DECK[3], *hand])


def test_an_equal_number_instead_counts_the_targets_chosen() -> None:
    assert ability_support(full_pool().get(MESSENGER)).carried_out
    game = Game.at(
        [
            {"hand": ["Gideon (L)", "Hannah", "Er", "Belshazzar"]},
            {"hand": [MESSENGER], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Gideon (L)"), P2))
    game.settle()
    game.do(Block(game.card(MESSENGER)))
    game.pick("Gideon (L)")
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == ("topdeck an equal number of cards from hand instead", DECLINE)
    game.choose("topdeck an equal number of cards from hand instead")
    assert game.question.maximum == 1  # one Hero chosen: one card
    game.pick("Er")
    assert game.zone(P1, Zone.DECK) == ["Er"]
    assert game.where("Gideon (L)") == (None, Zone.FIELD_OF_BATTLE)
