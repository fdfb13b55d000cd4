"""Transfer: a captured character moved to an opponent's Land of Bondage (REG: Transfer).

The targets are the captured characters the player carrying it out holds, unless the text
says otherwise; they go to an opponent's Land of Bondage still captured, and that opponent
becomes their permanent controller. A card that is not a captured character, or a captive
another player holds, is no target.

King Asnappar, an Evil Character: "You may capture an Egyptian or a Syrian, or you may transfer
a captured character from your territory to opponent's Land of Bondage."
Shechem (RoA), an Evil Character: "If another Canaanite is in play, you may capture a female
Hero or transfer a captured character to opponent's Land of Bondage. Cannot be prevented."
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, CardType, DecisionKind, Phase, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.testing import build_position, find_card

if TYPE_CHECKING:
    from redemption_rules.state import GameState, PlayerId

ASNAPPAR = "King Asnappar"
SHECHEM = "Shechem (RoA)"
CANAANITE = "Abimelech (RoA)"
"""Another Canaanite."""
HERO = "Andrew (Ap)"
CAPTIVE = "Seth"
"""A human Hero of player 1's, held captive."""


def test_the_transfer_cards_are_carried_out() -> None:
    pool = full_pool()
    for name in (ASNAPPAR, SHECHEM, "Edomite Captors (LoC)"):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)
    # "to a territory": not an opponent's Land of Bondage, refused
    assert not ability_support(pool.get("Centurion at Jerusalem")).carried_out


def _captive(state: GameState, holder: PlayerId) -> GameState:
    card = find_card(state, CAPTIVE)
    cards = list(state.cards)
    cards[card] = attrs.evolve(
        cards[card], owner=P1 if holder == P2 else P2, captured=CardType.HERO
    )
    return attrs.evolve(state, cards=tuple(cards))


def _blocked_by(blocker: str, *, holder: PlayerId, more: tuple[str, ...] = ()) -> Game:
    seats: list[dict[str, list[str]]] = [
        {"hand": [HERO]},
        {"territory": [blocker, *more], "land_of_bondage": [SOUL]},
    ]
    seats[holder]["land_of_bondage"] = [*seats[holder].get("land_of_bondage", []), CAPTIVE]
    state = _captive(build_position(full_pool(), seats, phase=Phase.BATTLE), holder)
    assert state.problems() == []
    game = Game(state)
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(blocker)))
    return game


def test_a_captured_character_is_transferred_to_the_opponents_land_of_bondage() -> None:
    game = _blocked_by(ASNAPPAR, holder=P2)
    labels = game.question.labels
    assert labels[0].startswith("transfer a captured character")
    game.choose(labels[0])
    game.settle()
    captive = game.card(CAPTIVE)
    assert game.where(captive) == (P1, Zone.LAND_OF_BONDAGE)
    # still a captive, a human one a Lost Soul there
    assert game.state.cards[captive].captured is CardType.HERO
    assert game.state.cards[captive].identity is CardType.LOST_SOUL
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL]
    assert game.state.problems() == []


def test_only_the_players_own_captives_are_transferred() -> None:
    # the captive is held by the opponent (player 1), not by the blocker's player: no target
    game = _blocked_by(ASNAPPAR, holder=P1)
    assert game.asked != (P2, DecisionKind.ABILITY)
    assert game.where(CAPTIVE) == (P1, Zone.LAND_OF_BONDAGE)


def test_a_transfer_waits_for_its_condition_and_may_be_declined() -> None:
    # no other Canaanite in play: nothing is offered
    game = _blocked_by(SHECHEM, holder=P2)
    assert game.asked != (P2, DecisionKind.ABILITY)
    assert game.where(CAPTIVE) == (P2, Zone.LAND_OF_BONDAGE)
    # with one, the transfer is offered; declined, the captive stays
    game = _blocked_by(SHECHEM, holder=P2, more=(CANAANITE,))
    assert any(label.startswith("transfer") for label in game.question.labels)
    game.decline()
    game.settle()
    assert game.where(CAPTIVE) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.cards[game.card(CAPTIVE)].captured is CardType.HERO
