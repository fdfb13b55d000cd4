"""Numbers for learning agents: a fixed action index space, legal-action masks, observations.

Actions name cards by instance id, and a game's ids are ``0`` to ``len(state.cards) - 1``,
fixed when the game is dealt. So every action is a point in a fixed grid: its kind, then
each of its fields, counted in a fixed order:

* a card (``card``, ``hero``, ``weapon``, ...): its id, ``0`` to ``cards - 1``; an optional
  card (the Site of an :class:`~redemption_rules.actions.Attack`) has one more slot, ``cards``,
  for none;
* a player (``player``, ``defender``): its id, ``0`` to ``players - 1``;
* an identity: the place of the :class:`~redemption_rules.cards.model.CardType` in the enum;
* an ability's effect (``effect``): ``0`` to ``effects - 1``; an option: ``0`` to ``options - 1``.

The kinds follow :data:`~redemption_rules.actions.ACTION_CLASSES`, each taking a block of
indices the size of its grid, so a kind with two card fields takes ``cards ** 2`` indices and
an action with no fields one. An :class:`Encoding` holds the bounds: :meth:`Encoding.for_game`
takes them from a game (its cards and players), and one built with larger bounds serves every
game within them (games of different decks, say). :func:`action_index`, :func:`index_action`
and :func:`legal_mask` use the game's own bounds.

The observation vector is read from :func:`~redemption_rules.views.observe` alone, so it holds
nothing the player may not know; two states that differ only in what is hidden from the
player give the same vector. Seats are counted from the observer (0 is the observer, 1 the
next player to their left). The vector is, in order:

* the phase, one-hot; the kind of the decision waiting, one-hot; the seat to act, one-hot;
  the active player's seat, one-hot;
* the turn, the battles fought this turn, whether the game is over, whether the observer won;
* whether a battle is on, whether the observer is on its good side (the attacker, or the
  player taunted in a taunt battle challenge), whether on its evil side;
* for each seat and each of its zones: the cards there the observer may see, and those they
  may not;
* for each card id: whether the observer sees it; where (seat and zone, or the Field of
  Battle), one-hot; whether it lies face down; whether the observer owns it; its active
  identity, one-hot (the last slot: none).

What a card is (its key in the card pool) is not in the vector: the id stands for it, and the
same decks give the same ids the same cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

import attrs
from attrs import field, frozen
from attrs.validators import ge

from redemption_rules.actions import ACTION_CLASSES, Action
from redemption_rules.cards.model import CardType
from redemption_rules.engine import legal_actions
from redemption_rules.errors import ActionSpaceError
from redemption_rules.state import DecisionKind, InstanceId, Phase, PlayerId
from redemption_rules.views import observe
from redemption_rules.zones import PLAYER_ZONES

if TYPE_CHECKING:
    from collections.abc import Sequence

    from redemption_rules.state import GameState
    from redemption_rules.views import Observation

__all__ = [
    "MAX_EFFECTS",
    "MAX_OPTIONS",
    "Encoding",
    "action_index",
    "index_action",
    "legal_mask",
    "observation_vector",
]

MAX_EFFECTS: Final = 16
"""The default bound on the effect of a :class:`~redemption_rules.actions.UseAbility`."""
MAX_OPTIONS: Final = 16
"""The default bound on the option of a :class:`~redemption_rules.actions.ChooseOption`."""

_IDENTITIES: Final = tuple(CardType)
_PHASES: Final = tuple(Phase)
_DECISIONS: Final = tuple(DecisionKind)
_PLAYER_FIELDS: Final = frozenset({"player", "defender"})


@frozen
class Encoding:
    """The bounds of an action index space and observation vector.

    >>> from redemption_rules import load_starter_decks, new_game, legal_actions
    >>> state = new_game(load_starter_decks(), seed=7)
    >>> encoding = Encoding.for_game(state)
    >>> encoding.cards, encoding.players, encoding.actions
    (108, 2, 62663)
    >>> action = legal_actions(state)[0]
    >>> encoding.action(encoding.index(action)) == action
    True
    """

    cards: int = field(validator=ge(1))
    """Card id slots: ids ``0`` to ``cards - 1``."""
    players: int = field(validator=ge(1))
    """Player id slots."""
    effects: int = field(default=MAX_EFFECTS, validator=ge(1))
    options: int = field(default=MAX_OPTIONS, validator=ge(1))
    _blocks: tuple[tuple[type[Action], int, tuple[int, ...]], ...] = field(
        init=False, repr=False, eq=False
    )

    def __attrs_post_init__(self) -> None:
        blocks = []
        start = 0
        for kind in ACTION_CLASSES:
            sizes = tuple(self._size(kind, name) for name in _field_names(kind))
            blocks.append((kind, start, sizes))
            start += _product(sizes)
        object.__setattr__(self, "_blocks", tuple(blocks))

    @classmethod
    def for_game(cls, state: GameState) -> Encoding:
        """The bounds of *state*'s game: its cards and players."""
        return cls(len(state.cards), len(state.players))

    @property
    def actions(self) -> int:
        """How many action indices there are."""
        _, start, sizes = self._blocks[-1]
        return start + _product(sizes)

    @property
    def observation_size(self) -> int:
        """The length of an observation vector."""
        return (
            len(_PHASES)
            + len(_DECISIONS)
            + 2 * self.players
            + 4
            + 3
            + self.players * len(PLAYER_ZONES) * 2
            + self.cards * self._per_card
        )

    @property
    def _places(self) -> int:
        return self.players * len(PLAYER_ZONES) + 1

    @property
    def _per_card(self) -> int:
        return 1 + self._places + 2 + len(_IDENTITIES) + 1

    def index(self, action: Action) -> int:
        """The index of *action*.

        Raises:
            ActionSpaceError: a field of *action* is beyond the bounds.
        """
        for kind, start, sizes in self._blocks:
            if type(action) is kind:
                values = [self._value(name, getattr(action, name)) for name in _field_names(kind)]
                offset = 0
                for value, size in zip(values, sizes, strict=True):
                    if not 0 <= value < size:
                        raise ActionSpaceError(f"{action!r} is beyond the bounds of {self!r}")
                    offset = offset * size + value
                return start + offset
        raise ActionSpaceError(f"{action!r} is not an action")

    def action(self, index: int) -> Action:
        """The action at *index*.

        Raises:
            ActionSpaceError: *index* is not one of the space's.
        """
        if not 0 <= index < self.actions:
            raise ActionSpaceError(f"action index {index} is not in 0 to {self.actions - 1}")
        for kind, start, sizes in reversed(self._blocks):
            if index >= start:
                offset = index - start
                values: list[int] = []
                for size in reversed(sizes):
                    offset, value = divmod(offset, size)
                    values.append(value)
                names = _field_names(kind)
                arguments: dict[str, Any] = {
                    name: self._field(kind, name, value)
                    for name, value in zip(names, reversed(values), strict=True)
                }
                return kind(**arguments)
        raise AssertionError(index)  # pragma: no cover - the first block starts at 0

    def mask(self, state: GameState) -> list[bool]:
        """For each index, whether its action is legal in *state*."""
        mask = [False] * self.actions
        for action in legal_actions(state):
            mask[self.index(action)] = True
        return mask

    def vector(self, observation: Observation) -> list[float]:
        """The observation vector of *observation* (see the module's layout)."""
        me = observation.player
        players = len(observation.players)
        if players > self.players or len(observation.cards) > self.cards:
            raise ActionSpaceError(f"the game is beyond the bounds of {self!r}")

        def seat(player: PlayerId) -> int:
            return (player - me) % players

        vector: list[float] = []
        vector += _one_hot(_PHASES.index(observation.phase), len(_PHASES))
        decision = observation.decision
        vector += _one_hot(
            None if decision is None else _DECISIONS.index(decision.kind), len(_DECISIONS)
        )
        vector += _one_hot(None if decision is None else seat(decision.player), self.players)
        vector += _one_hot(seat(observation.active), self.players)
        vector += [
            float(observation.turn),
            float(observation.battles_this_turn),
            float(observation.is_over),
            float(observation.winner == me),
        ]
        battle = observation.battle
        vector += [
            float(battle is not None),
            float(battle is not None and battle.attacker == me),
            float(battle is not None and battle.defender == me),
        ]
        counts = [0.0] * (self.players * len(PLAYER_ZONES) * 2)
        places: dict[InstanceId, int] = {}
        for view in observation.players:
            for number, zone in enumerate(PLAYER_ZONES):
                zone_view = view.zone(zone)
                place = seat(view.id) * len(PLAYER_ZONES) + number
                counts[2 * place] = float(len(zone_view.cards))
                counts[2 * place + 1] = float(zone_view.hidden)
                for card in zone_view.cards:
                    places[card] = place
        if battle is not None:
            for card in battle.cards():
                places[card] = self._places - 1
        vector += counts
        per_card = [0.0] * (self.cards * self._per_card)
        for instance in observation.cards:
            if instance.id >= self.cards:
                raise ActionSpaceError(f"card id {instance.id} is beyond the bounds of {self!r}")
            base = instance.id * self._per_card
            per_card[base] = 1.0
            if instance.id in places:
                per_card[base + 1 + places[instance.id]] = 1.0
            after = base + 1 + self._places
            per_card[after] = float(instance.face_down)
            per_card[after + 1] = float(instance.owner == me)
            identity = (
                len(_IDENTITIES)
                if instance.identity is None
                else _IDENTITIES.index(instance.identity)
            )
            per_card[after + 2 + identity] = 1.0
        vector += per_card
        return vector

    def _size(self, kind: type[Action], name: str) -> int:
        if name == "identity":
            return len(_IDENTITIES)
        if name == "effect":
            return self.effects
        if name == "option":
            return self.options
        if name in _PLAYER_FIELDS:
            return self.players
        return self.cards + 1 if _is_optional(kind, name) else self.cards

    def _value(self, name: str, value: object) -> int:
        if name == "identity":
            assert isinstance(value, CardType)  # noqa: S101 - the field's validator says so
            return _IDENTITIES.index(value)
        if value is None:
            return self.cards
        assert isinstance(value, int)  # noqa: S101 - the field's validator says so
        return value

    def _field(self, kind: type[Action], name: str, value: int) -> object:
        if name == "identity":
            return _IDENTITIES[value]
        if _is_optional(kind, name) and value == self.cards:
            return None
        return value


def action_index(state: GameState, action: Action) -> int:
    """The index of *action* in the action space of *state*'s game (:class:`Encoding`)."""
    return Encoding.for_game(state).index(action)


def index_action(state: GameState, index: int) -> Action:
    """The action at *index* in the action space of *state*'s game (:class:`Encoding`).

    It need not be legal: :func:`legal_mask` says which are.
    """
    return Encoding.for_game(state).action(index)


def legal_mask(state: GameState) -> list[bool]:
    """For each index of the action space of *state*'s game, whether its action is legal."""
    return Encoding.for_game(state).mask(state)


def observation_vector(state: GameState, player: PlayerId) -> list[float]:
    """What *player* may know of *state* as numbers (layout: the module's docstring).

    Built from ``observe(state, player)`` alone. Raises
    :class:`~redemption_rules.errors.UnknownPlayerError` for a player not in the game.
    """
    return Encoding.for_game(state).vector(observe(state, player))


def _field_names(kind: type[Action]) -> tuple[str, ...]:
    return tuple(attribute.name for attribute in attrs.fields(kind))


def _is_optional(kind: type[Action], name: str) -> bool:
    return bool(attrs.fields_dict(kind)[name].default is None)


def _product(sizes: Sequence[int]) -> int:
    total = 1
    for size in sizes:
        total *= size
    return total


def _one_hot(index: int | None, size: int) -> list[float]:
    vector = [0.0] * size
    if index is not None:
        vector[index] = 1.0
    return vector
