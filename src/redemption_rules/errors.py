"""Errors: every problem the library reports is a :class:`RulesError`.

Each subclass also inherits the builtin it means (most are :class:`ValueError`), keeps the facts
of the problem as attributes, and says in its message what was wrong and where.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Sequence


class RulesError(Exception):
    """Base class of every error raised by redemption_rules."""


class CardDataError(RulesError, ValueError):
    """A row of a card list could not be read.

    Attributes:
        line: 1-based line number in the file (the header is line 1).
        column: name of the column that was wrong, or ``None`` for the row as a whole.
        value: the text that could not be read (shortened in the message when long).
        source: the file name, when known.
        position: 1-based place in the line where reading stopped, when it is known
            (the byte, for a file that is not UTF-8).
    """

    def __init__(
        self,
        reason: str,
        *,
        line: int,
        column: str | None = None,
        value: str | None = None,
        source: str | None = None,
        position: int | None = None,
    ) -> None:
        self.reason = reason
        self.line = line
        self.column = column
        self.value = value
        self.source = source
        self.position = position
        where = f"{source}, " if source else ""
        where += f"line {line}"
        if column is not None:
            where += f", column {column!r}"
        if position is not None:
            where += f", position {position}"
        shown = f": {_shortened(value)!r}" if value is not None else ""
        super().__init__(f"{where}: {reason}{shown}")


class DeckError(RulesError, ValueError):
    """A deck list could not be read (unknown card names, malformed lines).

    Attributes:
        problems: one sentence per problem, in the order of the list.
    """

    def __init__(self, problems: Sequence[str]) -> None:
        self.problems = tuple(problems)
        count = len(self.problems)
        head = "1 problem in deck list" if count == 1 else f"{count} problems in deck list"
        super().__init__(head + ":\n  " + "\n  ".join(self.problems))


class SetupError(RulesError, ValueError):
    """A game cannot start as asked: a wrong number of decks for the ruleset, an empty deck."""


class UnknownNameError(RulesError, KeyError, ValueError):
    """A name the library does not know: a ruleset, a deck format, a card of a pool.

    A failed look-up (``KeyError``) of a bad argument (``ValueError``): code that catches
    either keeps working. The message lists the known names or the closest ones.

    Attributes:
        name: the name asked for.
    """

    def __init__(self, message: str, *, name: object) -> None:
        self.name = name
        super().__init__(message)

    def __str__(self) -> str:
        return str(self.args[0])  # not KeyError's quoted form


class UnknownPlayerError(RulesError, ValueError):
    """A player the game does not seat: a view or an event description asked for them.

    Player ids count from 0 (the first deck given to ``new_game``); text for people calls
    ``PlayerId(0)`` player 1, so the message names the id.

    Attributes:
        player: the player asked for, as given.
        players: how many players the game seats, when known.
    """

    def __init__(self, player: object, players: int | None) -> None:
        self.player = player
        self.players = players
        if players is None:
            where = "player ids are 0, 1, ..."
        else:
            where = f"its player ids are 0 to {players - 1}"
        super().__init__(f"player id {_shortened(repr(player))} is not in this game: {where}")

    @classmethod
    def check(cls, player: object, players: int | None) -> None:
        """Raise the error unless *player* is a seat of a game of *players* (None: any).

        >>> try:
        ...     UnknownPlayerError.check(7, 2)
        ... except UnknownPlayerError as error:
        ...     print(error)
        player id 7 is not in this game: its player ids are 0 to 1
        """
        if (
            isinstance(player, bool)
            or not isinstance(player, int)
            or player < 0
            or (players is not None and player >= players)
        ):
            raise cls(player, players)


class BoardError(RulesError, ValueError):
    """A City of Bondage board or card file that does not describe a playable game.

    Attributes:
        problems: one sentence per problem found, each naming the cell, building, gate,
            section, tag or card at fault.
        source: the file name, when known.
    """

    def __init__(self, problems: Sequence[str], *, source: str | None = None) -> None:
        self.problems = tuple(problems)
        self.source = source
        where = f"{source}: " if source else ""
        count = len(self.problems)
        head = "1 problem" if count == 1 else f"{count} problems"
        super().__init__(f"{where}{head}:\n  " + "\n  ".join(self.problems))


class DeterminizeError(RulesError, ValueError):
    """A player's view cannot be filled into a whole state (``determinize``).

    The deck lists given do not fit it, or it leaves out something the state needs (the
    question another player is answering).
    """


class IllegalAction(RulesError, ValueError):  # noqa: N818 - the public API names it so
    """An action that is not legal in the given state.

    The state passed in is never changed, so the caller still holds it.

    Attributes:
        action: the refused action.
        reason: why it is not legal, in words.
        field: the action's field at fault when one names no card, player or option of the
            game (``"card"``, ``"defender"``, ``"option"``, ...); None otherwise.
    """

    def __init__(self, action: object, reason: str, *, field: str | None = None) -> None:
        self.action = action
        self.reason = reason
        self.field = field
        super().__init__(f"illegal action {action!r}: {reason}")


class NotationError(RulesError, ValueError):
    """A text that does not name exactly one legal action (see ``parse_action``).

    Attributes:
        text: the text, as given.
        reason: what was wrong, in words.
        candidates: the readable text of the legal actions closest to it (for an ambiguous
            text, those it names), best first.
    """

    def __init__(self, text: str, reason: str, candidates: Sequence[str] = ()) -> None:
        self.text = text
        self.reason = reason
        self.candidates = tuple(candidates)
        message = f"{_shortened(text)!r} {reason}"
        if self.candidates:
            message += ": " + "; ".join(repr(one) for one in self.candidates)
        super().__init__(message)


class NoSuchActionError(NotationError):
    """A text that names no legal action: a typing slip, or an action not legal now."""


class AmbiguousActionError(NotationError):
    """A text that names more than one legal action (two copies of a card, say)."""


class ReplayError(RulesError, ValueError):
    """A game record whose replay diverges from what it recorded.

    Attributes:
        index: the 0-based index in the record's actions of the action at fault, or the
            number of actions when the final state differs from the recorded digest.
        action: the action at fault (None for a digest that differs).
        reason: why, in words.
    """

    def __init__(self, index: int, action: object, reason: str, *, described: str = "") -> None:
        self.index = index
        self.action = action
        self.reason = reason
        if action is None:
            where = f"after its {index} actions"
        else:
            shown = f" ({described})" if described else f" ({action!r})"
            where = f"at action {index + 1}{shown}"
        super().__init__(f"the replay diverges {where}: {reason}")


class SimulationError(RulesError, ValueError):
    """A simulation cannot run as asked: fewer than one game or worker, an unknown agent."""


class AbilityParseError(RulesError, ValueError):
    """Ability text the grammar does not read.

    The message is short: where, the word found there and a handful of the words the
    grammar would have read instead. The attributes hold the rest.

    Attributes:
        text: the whole text.
        line: 1-based line of the failure.
        column: 1-based column of the failure.
        position: 0-based offset of the failure in ``text``.
        word: the word found there; empty at the end of the text, and where the words
            were read but refused together (``reason`` says why).
        expected: every word or kind of word the grammar would have accepted there, in
            plain names ("'discard'", "a number", "a name"), sorted.
        terminals: the grammar's own names of the terminals it would have accepted.
        context: the text around the failure, with a caret under it.
        reason: what was wrong ("unexpected 'banana'", "'Bob' names no card ...").
    """

    def __init__(
        self,
        text: str,
        *,
        line: int,
        column: int,
        expected: Sequence[str] = (),
        context: str = "",
        reason: str = "unexpected text",
        position: int | None = None,
        word: str = "",
        terminals: Sequence[str] = (),
    ) -> None:
        self.text = text
        self.line = line
        self.column = column
        self.position = column - 1 if position is None else position
        self.word = word
        self.expected = tuple(expected)
        self.terminals = tuple(terminals)
        self.context = context
        self.reason = reason
        message = f"{_clipped(reason, _REASON)} at line {line}, column {column}"
        if self.expected:
            shown = [_clipped(one, _WORD) for one in self.expected[:_EXPECTED]]
            message += f"; expected {_listed(shown)}"
            if len(self.expected) > _EXPECTED:
                message += f" (or one of {len(self.expected) - _EXPECTED} more)"
        super().__init__(message)


_EXPECTED: Final = 5
"""How many expected words the message of an :class:`AbilityParseError` names."""
_WORD: Final = 30
_REASON: Final = 120


def _clipped(text: str, size: int) -> str:
    """*text*, cut to about *size* characters."""
    return text if len(text) <= size else text[: size - 3] + "..."


def _listed(words: Sequence[str]) -> str:
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " or " + words[-1]


class PluginError(RulesError, RuntimeError):
    """A plugin pack failed to load or returned bad data.

    Attributes:
        plugin: the name of the pack.
    """

    def __init__(self, plugin: str, problem: str) -> None:
        self.plugin = plugin
        self.problem = problem
        super().__init__(f"plugin {plugin!r}: {problem}")


class StateError(RulesError, ValueError):
    """Data (usually JSON) that does not describe a valid record.

    Attributes:
        problems: one line per problem found.
    """

    def __init__(self, what: str, problems: Sequence[str]) -> None:
        self.problems = tuple(problems)
        super().__init__(f"invalid {what}:\n  " + "\n  ".join(self.problems))


class ActionSpaceError(RulesError, ValueError):
    """An action index, or an action or game, beyond the bounds of an action index space.

    See :class:`redemption_rules.ai.Encoding`.
    """


_SHOWN: Final = 80
"""How many characters of a bad value a message quotes."""


def _shortened(value: str) -> str:
    if len(value) <= _SHOWN:
        return value
    return f"{value[: _SHOWN - 20]}...({len(value):,} characters)"
