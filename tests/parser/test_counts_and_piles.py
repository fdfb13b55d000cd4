"""Counts that refer back and the ends of a deck, from pool texts (REG: Numbers, Draw Pile).

"an equal number of cards" is as many as the effect before dealt with (the count's
variable ``"equal"``, as "draw an equal number"); "X cards from the top of your deck" are
the top cards of that deck, not cards on a card on top of it.
"""

from __future__ import annotations

from redemption_rules.effects import Count, Location, Player, Position, Quantifier, Zone
from redemption_rules.effects.kinds import Exchange, Look, Reveal, Topdeck
from redemption_rules.effects.modifiers import Instead
from redemption_rules.parser import parse_ability

EQUAL = Count(Quantifier.EXACTLY, None, "equal")


def test_moabite_messenger_topdecks_as_many_as_were_bounced() -> None:
    _, topdeck = parse_ability(
        "Bounce up to 2 O.T. Heroes. Opponent may topdeck an equal number of cards from hand "
        "instead. Cannot be negated if opponent used a search ability this turn."
    ).effects
    assert isinstance(topdeck, Topdeck)
    assert topdeck.target.count == EQUAL
    assert topdeck.target.types == ("card",)
    assert topdeck.target.locations == (Location(Zone.HAND),)
    assert isinstance(topdeck.modifiers[0], Instead)


def test_patrollers_of_the_earth_exchange_card_for_card() -> None:
    _, exchange = parse_ability(
        "You may draw X (limit 3) or exchange up to X cards from hand with an equal number of "
        "good O.T. cards from Reserve. Cannot be negated."
    ).effects
    assert isinstance(exchange, Exchange)
    assert exchange.target.count == Count(Quantifier.UP_TO, None, "X")
    assert exchange.other is not None
    assert exchange.other.count == EQUAL
    assert exchange.other.identifiers == ("O.T.",)
    assert exchange.other.locations == (Location(Zone.RESERVE),)


def test_alexander_reveals_the_top_of_his_own_deck() -> None:
    reveal = parse_ability(
        "When blocking, reveal X cards from the top of your deck. Take all N.T. evil cards "
        "into hand. Place the rest beneath deck. Cannot be negated."
    ).effects[0]
    assert isinstance(reveal, Reveal)
    assert reveal.target.count == Count(Quantifier.EXACTLY, None, "X")
    assert reveal.target.locations == (
        Location(Zone.DECK, owner=Player.YOU, position=Position.TOP),
    )


def test_an_equal_number_from_top_of_deck() -> None:
    # Fearless Traveler (Promo): "top of deck" with no owner is the top of the user's deck
    _, look = parse_ability(
        "You may underdeck up to X cards from hand to look at an equal number of cards from "
        "top of deck."
    ).effects
    assert isinstance(look, Look)
    assert look.target.count == EQUAL
    assert look.target.locations == (Location(Zone.DECK, position=Position.TOP),)


def test_the_top_of_a_deck_is_any_players() -> None:
    (reveal,) = parse_ability("Reveal cards from the top of a deck.").effects
    assert isinstance(reveal, Reveal)
    assert reveal.target.locations == (
        Location(Zone.DECK, owner=Player.ANY_PLAYER, position=Position.TOP),
    )
