"""The action index space, legal masks and observation vectors of ``redemption_rules.ai``.

Over seeded random games: every legal action goes to an index and back, the mask is the
legal set, the vector has one length, and a state sampled from a player's view (other hidden
cards, the same view) gives that player the same vector.
"""

from __future__ import annotations

import random
import subprocess
import sys
from typing import TYPE_CHECKING

import pytest

from redemption_rules import (
    ActionSpaceError,
    AddSite,
    Attack,
    ChooseOption,
    DeterminizeError,
    EndPhase,
    InstanceId,
    PlayCard,
    PlayerId,
    UseAbility,
    apply,
    determinize,
    legal_actions,
    load_starter_decks,
    new_game,
    observe,
)
from redemption_rules.ai import (
    Encoding,
    action_index,
    index_action,
    legal_mask,
    observation_vector,
)
from redemption_rules.cards.model import CardType

if TYPE_CHECKING:
    from collections.abc import Iterator

    from redemption_rules import Deck, GameState

DECKS = load_starter_decks()


def _positions(decks: tuple[Deck, ...], games: int, every: int) -> Iterator[GameState]:
    for game in range(games):
        chooser = random.Random(game)  # noqa: S311 - game play
        state = new_game(decks, seed=game)
        count = 0
        while not state.is_over:
            if count % every == 0:
                yield state
            state = apply(state, chooser.choice(legal_actions(state)))
            count += 1
        yield state


def test_every_legal_action_round_trips_and_the_mask_is_the_legal_set() -> None:
    checked = 0
    for state in _positions(DECKS, games=4, every=1):
        legal = legal_actions(state)
        indices = {action_index(state, action) for action in legal}
        assert len(indices) == len(legal)
        for action in legal:
            assert index_action(state, action_index(state, action)) == action
        mask = legal_mask(state)
        assert len(mask) == Encoding.for_game(state).actions
        assert {index for index, legal in enumerate(mask) if legal} == indices
        checked += len(legal)
    assert checked > 1000


def test_every_index_decodes_to_an_action_that_encodes_back() -> None:
    encoding = Encoding(cards=5, players=3, effects=2, options=3)
    for index in range(encoding.actions):
        assert encoding.index(encoding.action(index)) == index


def test_an_attack_without_a_site_has_its_own_slot() -> None:
    encoding = Encoding(cards=10, players=2)
    with_site = Attack(InstanceId(3), PlayerId(1), InstanceId(0))
    without = Attack(InstanceId(3), PlayerId(1))
    assert encoding.index(with_site) != encoding.index(without)
    assert encoding.action(encoding.index(without)) == without


@pytest.mark.parametrize(
    "action",
    [
        PlayCard(InstanceId(10), CardType.HERO),
        UseAbility(InstanceId(1), 16),
        ChooseOption(99),
        Attack(InstanceId(1), PlayerId(2)),
    ],
)
def test_an_action_beyond_the_bounds_is_refused(action: PlayCard) -> None:
    with pytest.raises(ActionSpaceError):
        Encoding(cards=10, players=2).index(action)


@pytest.mark.parametrize("index", [-1, Encoding(cards=10, players=2).actions])
def test_an_index_outside_the_space_is_refused(index: int) -> None:
    with pytest.raises(ActionSpaceError):
        Encoding(cards=10, players=2).action(index)


def test_larger_bounds_serve_a_smaller_game() -> None:
    state = new_game(DECKS, seed=3)
    wide = Encoding(cards=256, players=4)
    for action in legal_actions(state):
        assert wide.action(wide.index(action)) == action
    # the kinds keep their blocks: the one added last (AddSite) comes after EndPhase
    assert wide.index(AddSite(InstanceId(255))) == wide.actions - 1
    assert wide.index(EndPhase()) == wide.actions - 1 - 256


def test_the_vector_has_one_length_and_hides_what_the_player_may_not_see() -> None:
    size = Encoding.for_game(new_game(DECKS, seed=0)).observation_size
    for number, state in enumerate(_positions(DECKS, games=2, every=7)):
        for player in (PlayerId(0), PlayerId(1)):
            vector = observation_vector(state, player)
            assert len(vector) == size
            try:
                other = determinize(observe(state, player), number, decks=DECKS)
            except DeterminizeError:
                continue  # a question another player is answering: nothing to sample
            assert other != state
            assert observation_vector(other, player) == vector


def test_the_players_vectors_differ() -> None:
    state = new_game(DECKS, seed=1)
    assert observation_vector(state, PlayerId(0)) != observation_vector(state, PlayerId(1))


def test_the_core_and_the_ai_package_import_no_framework() -> None:
    code = (
        "import sys, redemption_rules, redemption_rules.ai; "
        "print(sorted({'numpy', 'gymnasium', 'pettingzoo', 'pyspiel'} & set(sys.modules)))"
    )
    shown = subprocess.run(  # noqa: S603 - our own code
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert shown.strip() == "[]"
