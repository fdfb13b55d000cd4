"""Notation: every legal action's readable and short texts read back as that action.

Seeded random games of Starter I against Starter J (200 in the slow set, 20 in the quick
one) and a few games of nationals decks, whose duplicate cards need the texts' qualifiers;
positions that pin the qualifiers; and the errors for a text that names no legal action or
several.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pytest
from attrs import evolve
from tests.conftest import DECKS

from redemption_rules import (
    AmbiguousActionError,
    Attack,
    ChooseCard,
    ChooseFirstPlayer,
    Decision,
    DecisionKind,
    GameState,
    NoSuchActionError,
    NotationError,
    Phase,
    PlayerId,
    Question,
    QuestionKind,
    RulesError,
    action_notation,
    apply,
    describe_action,
    legal_actions,
    load_starter_cards,
    load_starter_decks,
    new_game,
    parse_action,
    parse_deck,
    render,
)
from redemption_rules.testing import build_position

if TYPE_CHECKING:
    from collections.abc import Sequence

    from redemption_rules import CardPool, Deck

GAMES = 200
CHUNKS = 8
QUICK_GAMES = 20


def check_every_legal_action_reads_back(state: GameState) -> int:
    """Both texts of each legal action of *state* name it alone; how many actions."""
    actions = legal_actions(state)
    longs = [describe_action(state, action) for action in actions]
    shorts = [action_notation(state, action) for action in actions]
    for action, long, short in zip(actions, longs, shorts, strict=True):
        assert parse_action(state, long) == action, (long, action)
        assert parse_action(state, short) == action, (short, action)
        assert parse_action(state, f"  {long.upper()}. ") == action
    assert len(set(longs)) == len(longs)
    assert len(set(shorts)) == len(shorts)
    return len(actions)


def play_and_check(decks: Sequence[Deck], seed: int) -> int:
    """Play a seeded random game, checking the notation of every position on the way."""
    chooser = random.Random(seed)  # noqa: S311 - game play
    state = new_game(decks, seed=seed)
    checked = 0
    while not state.is_over:
        checked += check_every_legal_action_reads_back(state)
        state = apply(state, chooser.choice(legal_actions(state)))
    return checked


@pytest.fixture(scope="module")
def starters() -> Sequence[Deck]:
    return load_starter_decks()


def test_every_legal_action_reads_back_in_quick_games(starters: Sequence[Deck]) -> None:
    checked = sum(play_and_check(starters, seed) for seed in range(QUICK_GAMES))
    assert checked > 1000


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_every_legal_action_reads_back_in_200_games(starters: Sequence[Deck], chunk: int) -> None:
    for seed in range(chunk, GAMES, CHUNKS):
        play_and_check(starters, 1000 + seed)


def test_every_legal_action_reads_back_with_duplicate_cards(pool: CardPool) -> None:
    paths = sorted((DECKS / "nats2024").glob("*.txt"))[:4]
    decks = [parse_deck(path.read_text(encoding="utf-8"), pool) for path in paths]
    for seed in range(2):
        play_and_check(decks[2 * seed : 2 * seed + 2], seed)


@pytest.fixture(scope="module")
def three_angels() -> GameState:
    """Player 1 may attack with a Gathering Angel from territory or either of two in hand."""
    return build_position(
        load_starter_cards(),
        [
            {
                "territory": ["Gathering Angel"],
                "hand": ["Gathering Angel", "Gathering Angel"],
            },
            {"land_of_bondage": ["Lost Soul Luke 13:25 (J)"]},
        ],
        phase=Phase.BATTLE,
    )


def test_cards_that_share_a_name_are_told_apart(three_angels: GameState) -> None:
    state = three_angels
    attacks = [action for action in legal_actions(state) if isinstance(action, Attack)]
    texts = {describe_action(state, action) for action in attacks}
    in_hand = sorted(card for card in state.players[0].hand)
    on_table = state.players[0].territory[0]
    assert texts == {
        f"Attack player 2 with Gathering Angel #{in_hand[0]}",
        f"Attack player 2 with Gathering Angel #{in_hand[1]}",
        "Attack player 2 with Gathering Angel in territory",
    }
    assert action_notation(state, Attack(on_table, PlayerId(1))) == "attack Gathering@territory>p2"
    assert action_notation(state, Attack(in_hand[0], PlayerId(1))) == (
        f"attack Gathering#{in_hand[0]}>p2"
    )
    assert parse_action(state, f"attack gathering #{on_table} > p2") == Attack(
        on_table, PlayerId(1)
    )


def test_a_text_that_names_several_actions_is_ambiguous(three_angels: GameState) -> None:
    with pytest.raises(AmbiguousActionError) as caught:
        parse_action(three_angels, "Attack player 2 with Gathering Angel")
    error = caught.value
    assert isinstance(error, NotationError)
    assert isinstance(error, RulesError)
    assert isinstance(error, ValueError)
    assert len(error.candidates) == 3
    assert "names 3 legal actions" in str(error)
    with pytest.raises(AmbiguousActionError, match="names 2 legal actions"):
        parse_action(three_angels, "Attack player 2 with Gathering Angel in hand")


def test_a_text_that_names_no_legal_action_lists_the_nearest(three_angels: GameState) -> None:
    with pytest.raises(NoSuchActionError) as caught:
        parse_action(three_angels, "Atack player 2 with Gatherng Angel in teritory")
    error = caught.value
    assert error.text == "Atack player 2 with Gatherng Angel in teritory"
    assert error.candidates[0] == "Attack player 2 with Gathering Angel in territory"
    assert "nearest" in str(error)
    with pytest.raises(NoSuchActionError, match="the legal actions are"):
        parse_action(three_angels, "xyzzy")


def test_a_finished_game_has_no_action_to_name(starters: Sequence[Deck]) -> None:
    chooser = random.Random(3)  # noqa: S311 - game play
    state = new_game(starters, seed=3)
    while not state.is_over:
        state = apply(state, chooser.choice(legal_actions(state)))
    with pytest.raises(NoSuchActionError, match="the game is over"):
        parse_action(state, "end")


def test_players_are_numbered_from_1_in_text(starters: Sequence[Deck]) -> None:
    state = new_game(starters, seed=2)
    second = ChooseFirstPlayer(PlayerId(1))
    assert describe_action(state, second) == "Choose player 2 to go first"
    assert action_notation(state, second) == "first p2"
    assert parse_action(state, "Choose player 2 to go first") == second
    assert "player 1 to answer" in repr(state)


def test_an_action_that_is_not_legal_is_described_plainly(three_angels: GameState) -> None:
    state = three_angels
    card = state.players[0].territory[0]
    assert (
        describe_action(state, Attack(card, PlayerId(0))) == "Attack player 1 with Gathering Angel"
    )
    assert action_notation(state, Attack(card, PlayerId(0))) == "attack Gathering Angel>p1"


@pytest.fixture(scope="module")
def offered_face_down(pool: CardPool) -> GameState:
    """Player 1 is asked to pick a card: their own Altar of Dagon, or player 2's face down."""
    state = build_position(
        pool,
        [{"hand": ["Altar of Dagon"]}, {"artifact_pile": ["Altar of Dagon"]}],
    )
    mine, theirs = state.players[0].hand[0], state.players[1].artifact_pile[0]
    question = Question(
        "Choose an Artifact", QuestionKind.CARDS, card=mine, options=(theirs, mine), maximum=1
    )
    return evolve(state, decision=Decision(PlayerId(0), DecisionKind.ABILITY, question))


def test_a_face_down_card_offered_is_not_named(offered_face_down: GameState) -> None:
    state = offered_face_down
    theirs = state.players[1].artifact_pile[0]
    assert state.instance(theirs).face_down
    assert describe_action(state, ChooseCard(theirs)) == "Choose a face-down card"
    assert action_notation(state, ChooseCard(theirs)) == "pick facedown"
    assert describe_action(state, ChooseCard(state.players[0].hand[0])) == "Choose Altar of Dagon"
    check_every_legal_action_reads_back(state)
    assert "Artifact pile: 1 card face down" in render(state, PlayerId(0))
