"""'Hero's owner', 'its controller': the player of a card named before, from pool texts.

"Hero's owner may underdeck a good card from hand instead" is carried out by the owner of
the Hero just underdecked (REG: Ownership), not by the owner of the good card, which the
plain ``Player.OWNER`` of "owner's hand" would say. Such players are ones the engine cannot
name yet: their texts are refused by the engine, not carried out by every player. The
holder is the player who controlled the card when the ability activated (REG: Holder): the
user.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from redemption_rules.effects import Actor, Player
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Give, Restrict, Underdeck
from redemption_rules.effects.select import unsupported_in
from redemption_rules.effects.targets import Controls
from redemption_rules.effects.timing import Event, OnEvent
from redemption_rules.parser import parse_ability

if TYPE_CHECKING:
    from redemption_rules import CardPool


def test_egyptian_archer_lets_the_heros_owner_answer() -> None:
    # Egyptian Archer (1st Print - K)
    _, instead = parse_ability(
        "You may underdeck a Hero in a territory. Hero's owner may underdeck a good card from "
        "hand instead."
    ).effects
    assert isinstance(instead, Underdeck)
    assert instead.actor == Actor(player=Player.CARD_OWNER)
    assert instead.optional


def test_seeds_of_doubt_waits_for_the_heros_owner() -> None:
    # Seeds of Doubt: the owner of the Hero this card is placed on
    discard = parse_ability(
        "Place this card on a Hero in a territory.  Hero cannot enter battle while this card "
        "remains.  Discard this card when Hero's owner makes a successful rescue attempt."
    ).effects[-1]
    assert discard.trigger == OnEvent(Event.RESCUE_ATTEMPT_SUCCEEDS, player=Player.CARD_OWNER)


def test_the_serpent_restricts_the_paralyzed_heros_owner() -> None:
    # The Serpent (2021 Promo)
    restrict = parse_ability(
        "Once per game, you may paralyze a human Hero in a territory for X turns (limit 6): "
        "Restrict Hero's owner from playing good Dominants. Cannot be prevented."
    ).effects[1]
    assert isinstance(restrict, Restrict)
    assert restrict.player is Player.CARD_OWNER


def test_its_owner_and_its_controller_are_the_cards() -> None:
    # Lions (its owner), Clash with Persia (its controller): the card just named
    _, instead = parse_ability(
        "Discard a human. If it is a Hero, its owner may reveal a good Dominant from hand instead."
    ).effects
    assert instead.actor == Actor(player=Player.CARD_OWNER)
    _, draw = parse_ability(
        "Discard a card. Its controller must draw 1. If used by a Greek, repeat up to 1 time. "
        "Cannot be prevented."
    ).effects[:2]
    assert draw.actor == Actor(player=Player.CARD_CONTROLLER)
    assert not draw.optional


def test_the_deck_owner_takes_from_the_revealed_deck() -> None:
    # Servants of the King [River]: the owner of the deck revealed
    take = parse_ability(
        "You may reveal the top 7 cards of a deck: Play a Lost Soul and deck's owner may take "
        "a good Enhancement. Cannot be interrupted."
    ).effects[2]
    assert take.actor == Actor(player=Player.CARD_OWNER)


def test_that_cards_owner_receives_it() -> None:
    # Spreading Mildew [RR2]: the owner of the card discarded
    give = parse_ability(
        "Discard a card (except a character). Give this card to that card\u2019s owner. Limit once "
        "per turn."
    ).effects[1]
    assert isinstance(give, Give)
    assert give.recipient is Player.CARD_OWNER


def test_owners_hand_is_still_the_owner_of_the_cards_moved() -> None:
    (bounce,) = parse_ability("Return an Evil Character to owner's hand.").effects
    assert bounce.kind == "bounce"
    assert "CARD_OWNER" not in repr(bounce)


def test_players_of_cards_named_before_are_not_yet_carried_out() -> None:
    ability = parse_ability(
        "You may underdeck a Hero in a territory. Hero's owner may underdeck a good card from "
        "hand instead."
    )
    assert "player 'card_owner' carrying an effect out" in unsupported_in(ability)


def test_holder_carrying_an_effect_out_is_the_user(pool: CardPool) -> None:
    # Chloe: "Holder may draw a card": the holder controlled the card when the ability
    # activated (REG: Holder), the user; never every player
    (draw,) = parse_ability("Holder may draw a card.").effects
    assert draw.actor is None
    assert draw.optional
    assert ability_support(pool.get("Chloe")).carried_out


def test_a_holder_in_a_condition_is_the_user() -> None:
    # King Joram: "If holder has a Samaria Site in play"
    (draw,) = parse_ability("If holder has a Samaria Site in play, draw a card.").effects
    condition = draw.condition
    assert isinstance(condition, Controls)
    assert condition.player is Player.YOU
    assert condition.target.names == ("Samaria",)
