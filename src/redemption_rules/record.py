"""Game records: a game kept as its setup and its actions, and replayed exactly.

A game is decided by its decks, its ruleset, whether abilities are carried out, its seed and
the actions taken (REG: the engine's randomness comes only from the seed), so a
:class:`GameRecord` holds those, as a PGN file holds a chess game's moves. Its JSON form
(``to_json(record)``, ``from_json(text, GameRecord)``) carries the decks' card definitions,
so a record replays with no card file. A digest of the final state, and the library version
that recorded it, let a replay tell when it no longer gives the same game: a later version
that reads a card's ability differently, or a record edited by hand.
"""

from __future__ import annotations

import hashlib
from importlib.metadata import PackageNotFoundError, version
from typing import TYPE_CHECKING

from attrs import evolve, field, frozen

from redemption_rules.actions import Action
from redemption_rules.decks import Deck
from redemption_rules.engine import Step, start_game, step
from redemption_rules.errors import IllegalAction, ReplayError
from redemption_rules.notation import describe_action
from redemption_rules.rulesets import MODERN, Ruleset, get_ruleset
from redemption_rules.serialization import to_json
from redemption_rules.state import GameState

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator

__all__ = ["GameRecord", "ReplayedAction", "state_digest"]


def _decks(items: Iterable[Deck]) -> tuple[Deck, ...]:
    return tuple(items)


def _actions(items: Iterable[Action]) -> tuple[Action, ...]:
    return tuple(items)


def _library_version() -> str:
    try:
        return version("redemption-rules")
    except PackageNotFoundError:  # pragma: no cover - a source tree never installed
        return "0+unknown"


@frozen
class ReplayedAction:
    """One action of a replay: where it stood, and what it did."""

    index: int
    """Its 0-based place in the record's actions."""
    before: GameState
    """The state it was taken in."""
    action: Action
    step: Step
    """The state after it, and the events of the transition."""


@frozen
class GameRecord:
    """A game as its setup and its actions: replaying them gives the same game.

    Build one with :meth:`for_game`, add the actions with :meth:`with_actions`, and replay it
    with :meth:`replay` (the final state) or :meth:`replayed` (each action in turn).

    >>> from redemption_rules import RandomAgent, load_starter_decks, play_out
    >>> record = GameRecord.for_game(load_starter_decks(), seed=7)
    >>> taken = list(play_out(record.new_game(), [RandomAgent(1), RandomAgent(2)]))
    >>> record = record.with_actions([action for action, _ in taken], final=taken[-1][1].state)
    >>> record.replay() == taken[-1][1].state
    True
    """

    decks: tuple[Deck, ...] = field(converter=_decks)
    """The decks, player 1's first (``PlayerId(0)``)."""
    seed: int
    ruleset: Ruleset = MODERN
    """The rules the game was played by: the whole record, so a pack's ruleset replays
    without the pack."""
    abilities: bool = True
    """Whether special abilities were carried out (``new_game(..., abilities=)``)."""
    actions: tuple[Action, ...] = field(default=(), converter=_actions)
    """The actions taken, in order, from the first decision of the game."""
    digest: str | None = None
    """:func:`state_digest` of the state after the last action; a replay that ends elsewhere
    raises :class:`ReplayError`. None: not checked."""
    rules_version: str = ""
    """The version of redemption-rules that recorded the game."""

    def __repr__(self) -> str:
        """One line: the setup and how many actions; ``to_json`` gives the whole record.

        >>> from redemption_rules import load_starter_decks
        >>> GameRecord.for_game(load_starter_decks(), seed=7)
        <GameRecord modern rules, seed 7, decks Starter_I and Starter_J, 0 actions>
        """
        names = [deck.name or "unnamed" for deck in self.decks]
        decks = ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)
        mode = "" if self.abilities else ", by the numbers"
        return (
            f"<GameRecord {self.ruleset.name} rules{mode}, seed {self.seed}, decks {decks}, "
            f"{len(self.actions)} actions>"
        )

    @classmethod
    def for_game(
        cls,
        decks: Iterable[Deck],
        *,
        seed: int,
        ruleset: str | Ruleset = "modern",
        abilities: bool = True,
    ) -> GameRecord:
        """A record of a game about to start, taking ``new_game``'s arguments.

        Raises:
            UnknownNameError: an unknown ruleset name.
        """
        return cls(
            tuple(decks),
            seed,
            get_ruleset(ruleset),
            abilities,
            rules_version=_library_version(),
        )

    def start(self) -> Step:
        """The game's first state, with the events of the deal (``start_game``).

        Raises:
            SetupError: the decks do not make a game under the ruleset.
        """
        return start_game(
            self.decks, seed=self.seed, ruleset=self.ruleset, abilities=self.abilities
        )

    def new_game(self) -> GameState:
        """The game's first state (``new_game`` with the record's setup)."""
        return self.start().state

    def with_actions(
        self, actions: Iterable[Action], *, final: GameState | None = None
    ) -> GameRecord:
        """This record with *actions* after its own, and the digest of *final* if given.

        *final* is the state the actions led to; without it the record keeps no digest.
        """
        return evolve(
            self,
            actions=self.actions + tuple(actions),
            digest=None if final is None else state_digest(final),
        )

    def replayed(self) -> Iterator[ReplayedAction]:
        """Replay the actions one by one, yielding each with the states around it.

        The digest is checked once the last action is replayed.

        Raises:
            ReplayError: an action is not legal where it stands (its ``index`` says which,
                its ``reason`` why), or the final state differs from the digest.
            SetupError: the decks do not make a game under the ruleset.
        """
        state = self.new_game()
        for index, action in enumerate(self.actions):
            try:
                result = step(state, action)
            except IllegalAction as exc:
                raise ReplayError(
                    index,
                    action,
                    f"not legal there: {exc.reason}{self._version_note()}",
                    described=describe_action(state, action),
                ) from exc
            yield ReplayedAction(index, state, action, result)
            state = result.state
        self._check_digest(state)

    def replay(self) -> GameState:
        """The state the actions lead to, checked against the digest.

        Raises:
            ReplayError: as :meth:`replayed` says.
            SetupError: the decks do not make a game under the ruleset.
        """
        state = self.new_game()
        for replayed in self.replayed():
            state = replayed.step.state
        return state

    def _check_digest(self, state: GameState) -> None:
        if self.digest is None:
            return
        found = state_digest(state)
        if found != self.digest:
            raise ReplayError(
                len(self.actions),
                None,
                f"the final state differs from the recorded one (digest {found[:12]}..., "
                f"recorded {self.digest[:12]}...){self._version_note()}",
            )

    def _version_note(self) -> str:
        current = _library_version()
        if self.rules_version and self.rules_version != current:
            return (
                f" (recorded with redemption-rules {self.rules_version}, replayed with {current})"
            )
        return ""


def state_digest(state: GameState) -> str:
    """A fingerprint of *state*: the SHA-256 of its JSON text, in hex.

    Equal states give equal digests, on every machine.
    """
    return hashlib.sha256(to_json(state).encode("utf-8")).hexdigest()
