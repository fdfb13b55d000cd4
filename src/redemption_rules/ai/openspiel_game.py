"""An OpenSpiel game: Redemption as a Python game registered with ``pyspiel``.

Needs OpenSpiel (the ``openspiel`` extra: ``pip install 'redemption-rules[openspiel]'``):
importing this module imports ``pyspiel`` and registers the game as ``python_redemption``, so
``pyspiel.load_game("python_redemption")`` loads it. Two players play the starter decks
(OpenSpiel rebuilds a game from its parameters alone, which are numbers and strings, so other
decks are not offered yet).

The game opens with a chance node that picks the deal: a seed for
:func:`~redemption_rules.new_game`, uniformly among ``deals`` seeds (a parameter, 1024 by
default). Every later shuffle follows from that seed, which the players never see, so chance
acts once. Actions are the indices of :class:`~redemption_rules.ai.Encoding`; observation
tensors are :meth:`~redemption_rules.ai.Encoding.vector` and observation strings
:func:`~redemption_rules.render` of the player's view, both read from
:func:`~redemption_rules.observe`. Information states (a player's whole history) are not
provided. The winner gets 1 and the loser -1; a draw, or a game still going after
``max_game_length`` actions (a parameter, 5000 by default), gives both 0.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Any, Final

import numpy as np
import pyspiel

from redemption_rules.ai.encoding import Encoding
from redemption_rules.board import render
from redemption_rules.decks import load_starter_decks
from redemption_rules.engine import legal_actions, new_game, step
from redemption_rules.notation import describe_action
from redemption_rules.state import PlayerId
from redemption_rules.views import observe

if TYPE_CHECKING:
    from redemption_rules.decks import Deck
    from redemption_rules.state import GameState

__all__ = ["GAME_TYPE", "RedemptionGame", "RedemptionObserver", "RedemptionState"]

_PLAYERS: Final = 2
_DEFAULTS: Final[dict[str, Any]] = {"deals": 1024, "max_game_length": 5000}

GAME_TYPE: Final = pyspiel.GameType(
    short_name="python_redemption",
    long_name="Python Redemption",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=_PLAYERS,
    min_num_players=_PLAYERS,
    provides_information_state_string=False,
    provides_information_state_tensor=False,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_DEFAULTS,
)
"""The game's OpenSpiel type (registered under ``python_redemption``)."""


class RedemptionGame(pyspiel.Game):  # type: ignore[misc]  # pyspiel ships no type hints
    """Redemption for two players with the starter decks (see the module)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        values = {**_DEFAULTS, **(params or {})}
        info = pyspiel.GameInfo(
            num_distinct_actions=_encoding().actions,
            max_chance_outcomes=int(values["deals"]),
            num_players=_PLAYERS,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=int(values["max_game_length"]),
        )
        super().__init__(GAME_TYPE, info, values)

    def new_initial_state(self) -> RedemptionState:
        """A game before the deal."""
        return RedemptionState(self)

    def make_py_observer(
        self,
        iig_obs_type: Any = None,  # noqa: ANN401 - pyspiel's IIGObservationType, untyped
        params: dict[str, Any] | None = None,
    ) -> RedemptionObserver:
        """An observer of one player's view (the only kind the game provides)."""
        if iig_obs_type is not None and (
            iig_obs_type.perfect_recall
            or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
            or not iig_obs_type.public_info
        ):
            raise ValueError(f"only a player's own observation is provided, not {iig_obs_type}")
        if params:
            raise ValueError(f"the observer takes no parameters, not {params}")
        return RedemptionObserver(_encoding())


class RedemptionState(pyspiel.State):  # type: ignore[misc]  # pyspiel ships no type hints
    """A game of :class:`RedemptionGame`: before the deal, or a :class:`GameState`."""

    def __init__(self, game: RedemptionGame) -> None:
        super().__init__(game)
        self._deals = game.max_chance_outcomes()
        self._game_state = _Shared(None)
        self._length = 0
        self._max_length = game.max_game_length()

    @property
    def state(self) -> GameState | None:
        """The game, once dealt."""
        return self._game_state.value

    def current_player(self) -> int:
        """Chance before the deal, then the player to act; terminal once over."""
        if self.state is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self._is_over():
            return int(pyspiel.PlayerId.TERMINAL)
        to_act = self.state.to_act
        assert to_act is not None  # noqa: S101 - a game not over has a decision
        return int(to_act)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The deals, all alike."""
        chance = 1.0 / self._deals
        return [(deal, chance) for deal in range(self._deals)]

    def is_terminal(self) -> bool:
        """Whether the game has ended, or run out its length."""
        return self.state is not None and self._is_over()

    def returns(self) -> list[float]:
        """1 to the winner, -1 to the loser; 0 to both in a draw or a game not over."""
        result = None if self.state is None else self.state.result
        if result is None or result.winner is None:
            return [0.0] * _PLAYERS
        return [1.0 if player == result.winner else -1.0 for player in range(_PLAYERS)]

    def __str__(self) -> str:
        """The public board."""
        return "(before the deal)" if self.state is None else render(self.state)

    def _legal_actions(self, player: int) -> list[int]:
        assert self.state is not None  # noqa: S101 - chance acts before the deal
        assert player == self.state.to_act  # noqa: S101 - pyspiel asks the player to act
        return sorted(_encoding().index(action) for action in legal_actions(self.state))

    def _apply_action(self, action: int) -> None:
        if self.state is None:
            self._game_state = _Shared(new_game(_decks(), seed=action))
            return
        self._game_state = _Shared(step(self.state, _encoding().action(action)).state)
        self._length += 1

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"Deal {action}"
        decoded = _encoding().action(action)
        if self.state is None:
            return repr(decoded)
        return describe_action(self.state, decoded)

    def _is_over(self) -> bool:
        assert self.state is not None  # noqa: S101 - asked once dealt
        return self.state.is_over or self._length >= self._max_length


class RedemptionObserver:
    """One player's view as OpenSpiel's Python observers give it: a tensor and a string."""

    def __init__(self, encoding: Encoding) -> None:
        self._encoding = encoding
        self.tensor = np.zeros(encoding.observation_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: RedemptionState, player: int) -> None:
        """Fill the tensor with *player*'s view of *state* (zeros before the deal)."""
        self.tensor.fill(0)
        if state.state is not None:
            vector = self._encoding.vector(observe(state.state, PlayerId(player)))
            self.tensor[:] = vector

    def string_from(self, state: RedemptionState, player: int) -> str:
        """The board as *player* sees it."""
        if state.state is None:
            return "(before the deal)"
        return render(state.state, PlayerId(player))


class _Shared:
    """A game state held by an OpenSpiel state: a copy of that shares it, as it never changes.

    OpenSpiel clones a Python state with ``copy.deepcopy``; copying a whole game state would
    take most of the time of a step and lose the caches keyed by its card pool.
    """

    def __init__(self, value: GameState | None) -> None:
        self.value = value

    def __deepcopy__(self, memo: dict[int, object]) -> _Shared:
        return self


@functools.cache
def _decks() -> tuple[Deck, ...]:
    return load_starter_decks()


@functools.cache
def _encoding() -> Encoding:
    return Encoding.for_game(new_game(_decks(), seed=0))


pyspiel.register_game(GAME_TYPE, RedemptionGame)
