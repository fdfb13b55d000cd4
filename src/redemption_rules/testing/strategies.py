"""Hypothesis strategies for property tests of rulings, decks and agents.

Every strategy here is valid by construction: game states are reached by legal play from a
new game, so a failing example shrinks to a short game. Requires the ``hypothesis`` extra
(``pip install 'redemption-rules[hypothesis]'``).

>>> from hypothesis import given, settings
>>> @settings(max_examples=5, deadline=None)
... @given(game_states(max_steps=30))
... def test_a_running_game_offers_an_action(state):
...     assert state.is_over or legal_actions(state)
>>> test_a_running_game_offers_an_action()
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from hypothesis import note
from hypothesis import strategies as st

from redemption_rules.decks import load_starter_decks
from redemption_rules.engine import apply, legal_actions, new_game
from redemption_rules.rulesets import available_rulesets

if TYPE_CHECKING:
    from collections.abc import Sequence

    from hypothesis.strategies import DrawFn, SearchStrategy

    from redemption_rules.actions import Action
    from redemption_rules.decks import Deck
    from redemption_rules.rulesets import Ruleset
    from redemption_rules.state import GameState

__all__ = ["actions", "game_states", "rulesets", "seeds"]


def rulesets() -> SearchStrategy[Ruleset]:
    """One of the known rulesets."""
    return st.sampled_from(sorted(available_rulesets().values(), key=lambda rules: rules.name))


def seeds() -> SearchStrategy[int]:
    """A game seed."""
    return st.integers(min_value=0, max_value=2**63 - 1)


def actions(state: GameState) -> SearchStrategy[Action]:
    """One of the legal actions of *state* (which must not be over)."""
    choices = legal_actions(state)
    if not choices:
        raise ValueError("the game is over: there are no actions to draw from")
    return st.sampled_from(choices)


def game_states(
    *,
    decks: SearchStrategy[Sequence[Deck]] | None = None,
    ruleset: SearchStrategy[Ruleset] | None = None,
    seed: SearchStrategy[int] | None = None,
    max_steps: int = 150,
) -> SearchStrategy[GameState]:
    """A state reached by up to *max_steps* legal actions from a new game.

    A failing example reports the seed, the ruleset and the actions that reached the state
    (a state prints as a one-line summary).

    Args:
        decks: the decks of each game (default: Starter I and J).
        ruleset: the rules (default: any known ruleset).
        seed: the game's seed (default: any).
        max_steps: the most actions played; the game may end sooner.
    """
    decks = decks if decks is not None else st.just(load_starter_decks())
    ruleset = ruleset if ruleset is not None else rulesets()
    seed = seed if seed is not None else seeds()

    @st.composite
    def _played(draw: DrawFn) -> GameState:
        chosen_seed, rules = draw(seed), draw(ruleset)
        state = new_game(draw(decks), seed=chosen_seed, ruleset=rules)
        steps = draw(st.integers(min_value=0, max_value=max_steps))
        played: list[Action] = []
        for _ in range(steps):
            if state.is_over:
                break
            played.append(draw(actions(state)))
            state = apply(state, played[-1])
        note(f"game_states: seed={chosen_seed}, ruleset={rules.name!r}, actions={played!r}")
        return state

    return _played()
