"""Star abilities (REG: Star Icon, Draw Phase, Pre-Game Phase).

A card drawn by game rule (the opening hand, the Draw Phase's three) may be revealed to use
its star ability ("STAR:", "(Star)"), once, in an order its player chooses; in the Pre-Game
Phase each player does so in turn from the first player. Cards drawn by an ability do not
qualify, and the card's other sections do nothing then.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from attrs import evolve
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import (
    ChooseFirstPlayer,
    DecisionKind,
    EndPhase,
    Phase,
    PlayerId,
    UseAbility,
    Zone,
    apply,
    legal_actions,
    load_starter_decks,
    new_game,
)
from redemption_rules.decks import DeckEntry
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.events import AbilityUsed

if TYPE_CHECKING:
    from redemption_rules import Deck, GameState

CHAFF = "Burning up the Chaff (GoC)"
"""GE: "STAR: Discard an evil card in a territory. / GE: Discard all Evil Characters in
battle. You may banish all evil cards from all discard piles." """


def _drawing(top: list[str], theirs: list[str]) -> Game:
    """P2 ends their turn; P1 draws *top* (three cards) in the Draw Phase."""
    game = Game.at(
        [{"deck": [*top, "Gideon (J)"]}, {"territory": theirs, "deck": ["Gideon (J)"] * 4}],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    game.do(EndPhase())
    return game


def test_the_star_section_is_its_own_use() -> None:
    chaff = full_pool().get(CHAFF)
    found = card_abilities(chaff)
    assert found.star == (0,)
    assert 0 not in {index for _, index in found.on_play}  # not fired when played
    assert ability_support(chaff).carried_out


def test_a_star_card_drawn_in_the_draw_phase_is_revealed_and_used() -> None:
    game = _drawing([CHAFF, "Gideon (J)", "Gideon (J)"], ["Lahmi (I)"])
    assert game.state.phase is Phase.DRAW
    assert game.asked == (P1, DecisionKind.STAR)
    chaff = game.card(CHAFF)
    assert game.legal == [UseAbility(chaff, 0), EndPhase()]
    caused = game.do(UseAbility(chaff, 0))
    assert AbilityUsed(P1, chaff) in caused  # revealed: every player sees which card
    assert game.where("Lahmi (I)") == (P2, Zone.DISCARD_PILE)
    assert game.where(CHAFF) == (P1, Zone.HAND)  # the card stays in hand
    # once per draw: with no other star card drawn the game goes on
    assert game.asked == (P1, DecisionKind.PREPARATION)
    assert game.state.drawn == ()
    assert game.state.problems() == []


def test_no_star_decision_when_the_ability_would_do_nothing() -> None:
    game = _drawing([CHAFF, "Gideon (J)", "Gideon (J)"], [])  # no evil card in a territory
    assert game.asked == (P1, DecisionKind.PREPARATION)


def test_a_star_card_not_drawn_this_draw_is_not_used() -> None:
    game = Game.at(
        [
            {"hand": [CHAFF], "deck": ["Gideon (J)"] * 4},
            {"territory": ["Lahmi (I)"], "deck": ["Gideon (J)"] * 4},
        ],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    game.do(EndPhase())
    assert game.asked == (P1, DecisionKind.PREPARATION)


@pytest.fixture(scope="module")
def star_decks() -> list[Deck]:
    cut_off = DeckEntry(8, full_pool().get("Cut Off"))  # "STAR: Look at the bottom 6 ..."
    return [evolve(deck, main=(*deck.main, cut_off)) for deck in load_starter_decks()]


def _asked(state: GameState) -> tuple[PlayerId | None, DecisionKind | None]:
    return state.to_act, None if state.decision is None else state.decision.kind


def test_the_pre_game_offers_star_abilities_in_turn_from_the_first_player(
    star_decks: list[Deck],
) -> None:
    state = new_game(star_decks, seed=1)
    assert _asked(state)[1] is DecisionKind.CHOOSE_FIRST_PLAYER
    # both opening hands hold a Cut Off
    holders = {state.cards[card].owner for card in state.drawn}
    assert holders == {P1, P2}
    state = apply(state, ChooseFirstPlayer(PlayerId(1)))
    assert state.phase is Phase.PRE_GAME
    assert _asked(state) == (P2, DecisionKind.STAR)
    state = apply(state, EndPhase())
    assert _asked(state) == (P1, DecisionKind.STAR)
    uses = [action for action in legal_actions(state) if isinstance(action, UseAbility)]
    assert uses
    assert {state.cards[use.card].owner for use in uses} == {P1}
    state = apply(state, EndPhase())
    assert state.turn == 1
    assert state.active == P2
    assert state.drawn == ()


def test_two_star_cards_drawn_are_offered_one_after_the_other() -> None:
    game = _drawing([CHAFF, "Cut Off", "Gideon (J)"], ["Lahmi (I)"])
    chaff, cut_off = game.card(CHAFF), game.card("Cut Off")
    assert game.legal == [UseAbility(chaff, 0), UseAbility(cut_off, 0), EndPhase()]
    game.do(UseAbility(chaff, 0))
    assert game.asked == (P1, DecisionKind.STAR)
    assert game.legal == [UseAbility(cut_off, 0), EndPhase()]
    game.do(EndPhase())
    assert game.asked == (P1, DecisionKind.PREPARATION)
    assert game.where("Cut Off") == (P1, Zone.HAND)


DESCENDANT = "Abraham's Descendant (LoC)"
"""GE: "STAR: Reveal hand: If there is no Hero, take one from deck. ..." The Heroes looked
for are those of the hand revealed, not those in play."""


def _descendant(top: list[str], mine: list[str]) -> Game:
    """P1 draws *top* in the Draw Phase, with *mine* in territory and a Hero left in deck."""
    game = Game.at(
        [
            {"deck": [*top, "Gideon (J)", "Trumpets and Torches"], "territory": mine},
            {"deck": ["Gideon (J)"] * 4},
        ],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    game.do(EndPhase())
    assert game.asked == (P1, DecisionKind.STAR)
    return game


def test_a_hand_revealed_with_no_hero_takes_one_whatever_is_in_play() -> None:
    # a Hero in territory does not count: the hand revealed holds none
    game = _descendant([DESCENDANT, "Love of Jesus", "Dust and Ashes"], ["Agabus"])
    game.do(UseAbility(game.card(DESCENDANT), 0))
    assert game.offered == ["Gideon (J)"]  # the one Hero of the deck
    game.pick(game.card("Gideon (J)", player=P1))
    assert game.where(game.card("Gideon (J)", player=P1)) == (P1, Zone.HAND)
    assert game.state.problems() == []


def test_a_hand_revealed_with_a_hero_takes_none() -> None:
    # no Hero in play, but one in the hand revealed
    game = _descendant([DESCENDANT, "Love of Jesus", "Mary (B)"], [])
    game.do(UseAbility(game.card(DESCENDANT), 0))
    game.settle()
    assert game.where(game.card("Gideon (J)", player=P1)) == (P1, Zone.DECK)
    assert game.where("Mary (B)") == (P1, Zone.HAND)
    assert game.state.problems() == []
