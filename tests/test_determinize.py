"""Determinizing a view: a whole state sampled consistent with what one player knows.

For positions of seeded random games and every player: the sampled state is sound
(``problems() == []``), gives the same view back, and can be played on; different seeds give
different hidden cards; the real hidden cards do not leak in (the function reads only the view
and the deck lists); deck lists that do not fit, or a question another player is answering,
raise ``DeterminizeError``.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

import pytest
from attrs import evolve
from tests.conftest import CARD_LIST

from redemption_rules import (
    DecisionKind,
    DeterminizeError,
    GameState,
    PlayerId,
    RulesError,
    apply,
    determinize,
    legal_actions,
    load_cards,
    load_starter_decks,
    new_game,
    observe,
)
from redemption_rules.decks import DeckEntry
from redemption_rules.effects.tokens import TOKEN_RECORDS

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

    from redemption_rules import Deck, Observation


@pytest.fixture(scope="module")
def starters() -> tuple[Deck, ...]:
    return load_starter_decks()


def _positions(
    decks: Sequence[Deck], games: int, every: int, *, abilities: bool = True
) -> Iterator[GameState]:
    """Every *every*-th position of *games* seeded random games."""
    for game in range(games):
        chooser = random.Random(game)  # noqa: S311 - game play
        state = new_game(decks, seed=game, abilities=abilities)
        count = 0
        while not state.is_over:
            if count % every == 0:
                yield state
            state = apply(state, chooser.choice(legal_actions(state)))
            count += 1
        yield state


def _is_hidden_question(view: Observation) -> bool:
    decision = view.decision
    return (
        decision is not None
        and decision.kind is DecisionKind.ABILITY
        and decision.player != view.player
    )


def _check_positions(decks: Sequence[Deck], games: int, every: int) -> int:
    checked = 0
    for number, state in enumerate(_positions(decks, games, every)):
        for player in (PlayerId(0), PlayerId(1)):
            view = observe(state, player)
            if _is_hidden_question(view):
                with pytest.raises(DeterminizeError, match="does not see"):
                    determinize(view, number, decks=decks)
                continue
            sample = determinize(view, number, decks=decks)
            assert sample.problems() == []
            assert observe(sample, player) == view
            assert sample.rng != state.rng
            chooser = random.Random(number)  # noqa: S311 - game play
            for _ in range(5):  # a search plays on from the sample
                if sample.is_over:
                    break
                sample = apply(sample, chooser.choice(legal_actions(sample)))
            checked += 1
    return checked


def test_a_sample_is_sound_and_gives_the_view_back(starters: tuple[Deck, ...]) -> None:
    assert _check_positions(starters, games=3, every=12) >= 40


@pytest.mark.slow
def test_samples_of_many_positions(starters: tuple[Deck, ...]) -> None:
    assert _check_positions(starters, games=25, every=3) >= 2000


def test_by_the_numbers_too(starters: tuple[Deck, ...]) -> None:
    for number, state in enumerate(_positions(starters, 2, 10, abilities=False)):
        view = observe(state, PlayerId(number % 2))
        sample = determinize(view, number, decks=starters)
        assert sample.problems() == []
        assert observe(sample, view.player) == view


def test_seeds_give_different_hidden_cards(starters: tuple[Deck, ...]) -> None:
    view = observe(new_game(starters, seed=3), PlayerId(0))
    hands = set()
    decks = set()
    for seed in range(5):
        sample = determinize(view, seed, decks=starters)
        assert observe(sample, PlayerId(0)) == view
        hands.add(tuple(sorted(sample.cards[card].key for card in sample.players[1].hand)))
        decks.add(tuple(sample.cards[card].key for card in sample.players[0].deck))
    assert len(hands) > 1
    assert len(decks) > 1


def test_the_same_seed_gives_the_same_state(starters: tuple[Deck, ...]) -> None:
    view = observe(new_game(starters, seed=4), PlayerId(1))
    assert determinize(view, 9, decks=starters) == determinize(view, 9, decks=starters)


def test_hidden_cards_come_from_the_unseen_part_of_each_list(
    starters: tuple[Deck, ...],
) -> None:
    state = new_game(starters, seed=5)
    view = observe(state, PlayerId(0))
    sample = determinize(view, 1, decks=starters)
    for seat, deck in enumerate(starters):
        owned = Counter(
            card.key
            for card in sample.cards
            if card.owner == seat and not sample.card(card.id).is_token
        )
        assert owned == deck.counts() + Counter(card.key for card in deck.reserve_cards())
    theirs = Counter(sample.cards[card].key for card in sample.players[1].hand)
    unseen = starters[1].counts() - Counter(
        card.key for card in view.cards if card.owner == PlayerId(1)
    )
    assert not theirs - unseen


def test_the_real_hidden_cards_do_not_leak_in(starters: tuple[Deck, ...]) -> None:
    """Two games differing only in what player 1 cannot see give the same samples."""
    state = new_game(starters, seed=6)
    theirs = state.players[1]
    rearranged = evolve(
        state,
        players=(
            state.players[0],
            evolve(theirs, deck=theirs.deck[::-1], hand=theirs.hand[::-1]),
        ),
    )
    first, second = observe(state, PlayerId(0)), observe(rearranged, PlayerId(0))
    assert first == second
    assert determinize(first, 2, decks=starters) == determinize(second, 2, decks=starters)
    # the sample's ids of hidden cards do not follow the deck list's order, as the game's do
    sample = determinize(first, 2, decks=starters)
    hidden = [*state.players[1].hand, *state.players[1].deck]
    same = sum(sample.cards[card].key == state.cards[card].key for card in hidden)
    assert same < len(hidden)


def test_deck_lists_that_do_not_fit(starters: tuple[Deck, ...]) -> None:
    view = observe(new_game(starters, seed=7), PlayerId(0))
    with pytest.raises(DeterminizeError, match="2 players, but decks are given for 1"):
        determinize(view, 1, decks=starters[:1])
    with pytest.raises(DeterminizeError, match="deck list"):
        determinize(view, 1, decks=starters[::-1])
    smaller = evolve(starters[1], main=starters[1].main[1:])
    with pytest.raises(DeterminizeError, match="the deck lists give"):
        determinize(view, 1, decks=(starters[0], smaller))
    assert issubclass(DeterminizeError, RulesError)
    assert issubclass(DeterminizeError, ValueError)


def test_another_players_question_is_not_in_the_view(starters: tuple[Deck, ...]) -> None:
    for state in _positions(starters, 5, 1):
        decision = state.decision
        if decision is not None and decision.kind is DecisionKind.ABILITY:
            break
    else:  # pragma: no cover - seeded games ask questions
        pytest.fail("no ability question in the seeded games")
    other = PlayerId(1 - decision.player)
    with pytest.raises(DeterminizeError, match="answering an ability's question"):
        determinize(observe(state, other), 1, decks=starters)
    sample = determinize(observe(state, decision.player), 1, decks=starters)
    assert sample.problems() == []


def test_token_records_are_known_to_all_and_sampled_as_the_game_reserves_them(
    starters: tuple[Deck, ...],
) -> None:
    # Angel of the Harvest (GoC) creates Lost Soul tokens: each game reserves the same
    # records for each player, out of the game until a token is created
    angel = load_cards(CARD_LIST).get("Angel of the Harvest (GoC)")
    decks = tuple(evolve(deck, main=(*deck.main, DeckEntry(4, angel))) for deck in starters)
    created = 0
    for state in _positions(decks, games=2, every=2):
        assert len(state.cards) == sum(deck.size for deck in decks) + 2 * TOKEN_RECORDS
        tokens = sum(state.card(card.id).is_token for card in state.cards)
        created = max(created, tokens - len(state.tokens))
        for player in (PlayerId(0), PlayerId(1)):
            view = observe(state, player)
            assert view.tokens == state.tokens
            if _is_hidden_question(view):
                continue
            sample = determinize(view, state.turn, decks=decks)
            assert sample.problems() == []
            assert observe(sample, player) == view
    assert created > 0  # some tokens were in the game
