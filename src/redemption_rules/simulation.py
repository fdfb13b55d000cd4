"""Simulation at scale: many seeded games between two decks, and what they say.

:func:`simulate` plays *games* games of one deck against another with the agents given, on
local processes (``concurrent.futures``), and returns a :class:`SimulationResult`: every
game's outcome and, per deck, wins, draws and a 95 % Wilson confidence interval for the win
rate. Game *i*'s seed is drawn from the simulation's seed and *i* alone, and the decks swap
seats every other game (deck A goes first in choosing on even games), so the result is the
same with any number of workers. :func:`round_robin` plays every pair of several decks.

The engine prints nothing: progress comes to a callback, which the command line turns into a
one-line indicator on stderr.
"""

from __future__ import annotations

import csv
import io
import math
import os
from concurrent.futures import ProcessPoolExecutor, as_completed
from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final

from attrs import field, frozen

from redemption_rules.agents import Agent, GreedyAgent, RandomAgent
from redemption_rules.cards.pool import load_card_pool
from redemption_rules.decks import Deck, load_starter_decks, parse_deck
from redemption_rules.engine import new_game, step
from redemption_rules.errors import DeckError, SimulationError
from redemption_rules.rulesets import Ruleset, get_ruleset
from redemption_rules.state import Rng

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

    from redemption_rules.cards.pool import CardPool

__all__ = [
    "AGENTS",
    "BACKENDS",
    "CSV_FIELDS",
    "MAX_ACTIONS",
    "Z_95",
    "DeckStanding",
    "GameOutcome",
    "SimulationResult",
    "available_workers",
    "game_seed",
    "load_deck",
    "round_robin",
    "simulate",
    "standings_csv",
    "standings_table",
    "wilson_interval",
]

AGENTS: Final = ("random", "greedy")
"""The agents a simulation may seat, by name."""

BACKENDS: Final = ("local", "ray")
"""Where a simulation runs: local processes, or Ray tasks (the ``ray`` extra)."""

Z_95: Final = 1.959963984540054
"""The normal quantile of a two-sided 95 % interval."""

MAX_ACTIONS: Final = 20_000
"""Actions after which a game is given up as unfinished (a draw); the round limit of every
built-in ruleset ends games long before."""

CSV_FIELDS: Final = (
    "deck",
    "games",
    "wins",
    "losses",
    "draws",
    "win_rate",
    "ci_low",
    "ci_high",
    "average_turns",
)
"""The columns of :meth:`SimulationResult.to_csv`, one row per deck."""


@frozen
class GameOutcome:
    """How one game of a simulation ended."""

    index: int
    """The game's number in the simulation, from 0."""
    seed: int
    """The game's seed (``new_game(..., seed=)``)."""
    seats: tuple[int, ...]
    """Which deck sits at each seat: ``(0, 1)`` deck A is player 1, ``(1, 0)`` swapped."""
    winner: int | None
    """The winning deck (0: A, 1: B), or None for a draw."""
    turns: int
    """Turns begun in the game."""
    reason: str
    """Why it ended: an :class:`~redemption_rules.state.EndReason` value, or
    ``"unfinished"`` after :data:`MAX_ACTIONS` actions."""
    actions: int
    """Actions taken."""


@frozen
class DeckStanding:
    """One deck's results in a simulation, with the 95 % Wilson interval of its win rate."""

    deck: str
    games: int
    wins: int
    losses: int
    draws: int
    win_rate: float
    """Wins over games; a draw is not a win."""
    ci_low: float
    ci_high: float
    average_turns: float


def _outcomes(items: Iterable[GameOutcome]) -> tuple[GameOutcome, ...]:
    return tuple(items)


@frozen
class SimulationResult:
    """The games of a :func:`simulate` run, in game order, and their summary."""

    decks: tuple[str, ...]
    """The decks' names: A, then B."""
    agents: tuple[str, ...]
    """The agent playing each deck, by name."""
    seed: int
    ruleset: str
    abilities: bool
    outcomes: tuple[GameOutcome, ...] = field(converter=_outcomes)

    @property
    def games(self) -> int:
        """Games played."""
        return len(self.outcomes)

    @property
    def draws(self) -> int:
        """Games no deck won."""
        return sum(outcome.winner is None for outcome in self.outcomes)

    @property
    def average_turns(self) -> float:
        """The mean length of a game in turns."""
        return sum(outcome.turns for outcome in self.outcomes) / max(self.games, 1)

    def seat_wins(self, seat: int) -> int:
        """Games won by the deck at seat *seat* (0: player 1), whichever deck it was."""
        return sum(
            outcome.winner is not None and outcome.seats[seat] == outcome.winner
            for outcome in self.outcomes
        )

    def wins(self, deck: int) -> int:
        """Games won by deck *deck* (0: A, 1: B)."""
        return sum(outcome.winner == deck for outcome in self.outcomes)

    def standings(self) -> tuple[DeckStanding, ...]:
        """Each deck's wins, losses, draws and win rate with its 95 % interval."""
        rows = []
        for deck, name in enumerate(self.decks):
            wins = self.wins(deck)
            low, high = wilson_interval(wins, self.games)
            rows.append(
                DeckStanding(
                    name,
                    self.games,
                    wins,
                    self.games - wins - self.draws,
                    self.draws,
                    wins / self.games if self.games else 0.0,
                    low,
                    high,
                    self.average_turns,
                )
            )
        return tuple(rows)

    def table(self) -> str:
        """The standings as a text table, with the run's settings above it."""
        lines = [
            f"{self.games} games, seed {self.seed}, {self.ruleset} rules"
            f"{'' if self.abilities else ', by the numbers'}; agents: "
            + ", ".join(
                f"{deck} {agent}" for deck, agent in zip(self.decks, self.agents, strict=True)
            )
        ]
        lines += _table(self.standings())
        lines.append(
            f"draws: {self.draws}; average length: {self.average_turns:.1f} turns; "
            f"player 1 won {self.seat_wins(0)}, player 2 won {self.seat_wins(1)}"
        )
        return "\n".join(lines)

    def to_csv(self) -> str:
        """The standings as CSV: a header row of :data:`CSV_FIELDS`, then one row a deck."""
        return _csv(self.standings())


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95 % by default).

    >>> low, high = wilson_interval(50, 100)
    >>> round(low, 3), round(high, 3)
    (0.404, 0.596)
    >>> wilson_interval(0, 0)
    (0.0, 1.0)
    """
    if trials == 0:
        return 0.0, 1.0
    share = successes / trials
    scale = 1 + z * z / trials
    centre = (share + z * z / (2 * trials)) / scale
    half = z * math.sqrt(share * (1 - share) / trials + z * z / (4 * trials * trials)) / scale
    return max(0.0, centre - half), min(1.0, centre + half)


def load_deck(name: str | Path, pool: CardPool | None = None) -> Deck:
    """A deck by name: a starter deck (``Starter_I``, ``Starter_J``) or a deck-list file.

    A file is read with *pool* (default: the starter cards and installed packs' cards; give
    ``load_card_pool("carddata.txt")`` for real decks) and named after the file.

    Raises:
        DeckError: no starter deck has the name and no file is there, or the list names
            cards the pool does not hold.
    """
    text = str(name)
    for deck in load_starter_decks():
        if deck.name.lower() == text.lower():
            return deck
    path = Path(name)
    if not path.is_file():
        starters = ", ".join(deck.name for deck in load_starter_decks())
        raise DeckError([f"{text!r} is no deck file and no starter deck ({starters})"])
    try:
        return parse_deck(
            path.read_text(encoding="utf-8"),
            load_card_pool() if pool is None else pool,
            name=path.stem,
        )
    except DeckError as exc:
        hint = "" if pool is not None else " (only the starter cards are known)"
        raise DeckError([f"{text}{hint}:", *exc.problems]) from exc


def simulate(
    deck_a: Deck | str | Path,
    deck_b: Deck | str | Path,
    *,
    games: int,
    agents: str | Sequence[str] = "random",
    seed: int = 0,
    workers: int = 1,
    ruleset: str | Ruleset = "modern",
    abilities: bool = True,
    pool: CardPool | None = None,
    progress: Callable[[int, int], None] | None = None,
    backend: str = "local",
) -> SimulationResult:
    """Play *games* seeded games of *deck_a* against *deck_b* and gather the results.

    *agents* names the agent of each deck (``"random,greedy"`` or a sequence); one name
    serves both. Game *i* has its seed from *seed* and *i*, and deck A takes seat 0 on even
    games and seat 1 on odd ones. *workers* processes play the games (1: this process);
    the result does not depend on it. *progress*, if given, is called with (games done,
    games) as games finish. Decks given by name are read with :func:`load_deck`.

    Raises:
        SimulationError: *games* or *workers* below 1, an unknown agent name or backend,
            or the ``ray`` backend without Ray installed.
        DeckError: a deck name that is no starter deck and no readable deck file.
        UnknownNameError: an unknown ruleset name.

    >>> result = simulate("Starter_I", "Starter_J", games=2, seed=1, abilities=False)
    >>> result.games, result.wins(0) + result.wins(1) + result.draws
    (2, 2)
    >>> [outcome.seats for outcome in result.outcomes]
    [(0, 1), (1, 0)]
    """
    if games < 1:
        raise SimulationError(f"games must be at least 1, not {games!r}")
    if workers < 1:
        raise SimulationError(f"workers must be at least 1, not {workers!r}")
    if backend not in BACKENDS:
        raise SimulationError(f"backend must be one of {', '.join(BACKENDS)}, not {backend!r}")
    names = _agent_names(agents)
    rules = get_ruleset(ruleset)
    decks = tuple(
        deck if isinstance(deck, Deck) else load_deck(deck, pool) for deck in (deck_a, deck_b)
    )
    plan = _Plan(decks, names, seed, rules, abilities)
    outcomes: list[GameOutcome | None] = [None] * games
    run = _run_on_ray if backend == "ray" else _run
    for done, outcome in enumerate(run(plan, games, workers), start=1):
        outcomes[outcome.index] = outcome
        if progress is not None:
            progress(done, games)
    return SimulationResult(
        tuple(deck.name or f"deck {'AB'[index]}" for index, deck in enumerate(decks)),
        names,
        seed,
        rules.name,
        abilities,
        (outcome for outcome in outcomes if outcome is not None),
    )


def round_robin(
    decks: Sequence[Deck | str | Path],
    *,
    games: int,
    agents: str = "random",
    seed: int = 0,
    workers: int = 1,
    ruleset: str | Ruleset = "modern",
    abilities: bool = True,
    pool: CardPool | None = None,
    backend: str = "local",
) -> tuple[SimulationResult, ...]:
    """Every pair of *decks* plays :func:`simulate` with *games* games; one result a pair.

    Pair *k* (in the order of ``itertools.combinations``) takes seed ``seed + k``.

    Raises:
        SimulationError: fewer than two decks, or what :func:`simulate` raises.
    """
    if len(decks) < 2:
        raise SimulationError(f"a round robin needs two decks or more, not {len(decks)}")
    read = [deck if isinstance(deck, Deck) else load_deck(deck, pool) for deck in decks]
    return tuple(
        simulate(
            first,
            second,
            games=games,
            agents=agents,
            seed=seed + number,
            workers=workers,
            ruleset=ruleset,
            abilities=abilities,
            backend=backend,
        )
        for number, (first, second) in enumerate(combinations(read, 2))
    )


def standings_table(results: Sequence[SimulationResult]) -> str:
    """Each deck's totals over several results (a round robin) as a text table."""
    return "\n".join(_table(_totals(results)))


def standings_csv(results: Sequence[SimulationResult]) -> str:
    """Each deck's totals over several results as CSV (the columns of :data:`CSV_FIELDS`)."""
    return _csv(_totals(results))


# -- helpers ----------------------------------------------------------------------------------


@frozen
class _Plan:
    """What every game of a run shares; sent once to each worker process."""

    decks: tuple[Deck, ...]
    agents: tuple[str, ...]
    seed: int
    ruleset: Ruleset
    abilities: bool


_PLAN: list[_Plan] = []
"""The plan of the run in this worker process (set by the pool's initializer)."""


def _run(plan: _Plan, games: int, workers: int) -> Iterable[GameOutcome]:
    if workers == 1:
        for index in range(games):
            yield _play(plan, index)
        return
    chunks = _chunks(games, workers)
    with ProcessPoolExecutor(workers, initializer=_start_worker, initargs=(plan,)) as pool:
        futures = [pool.submit(_play_chunk, chunk.start, chunk.stop) for chunk in chunks]
        for future in as_completed(futures):
            yield from future.result()


def _chunks(games: int, workers: int) -> list[range]:
    size = max(1, min(8, games // (workers * 4)))
    return [range(start, min(start + size, games)) for start in range(0, games, size)]


def _run_on_ray(plan: _Plan, games: int, workers: int) -> Iterable[GameOutcome]:
    try:
        import ray  # noqa: PLC0415 - an optional extra, imported only when asked for
    except ImportError as exc:
        raise SimulationError(
            "the ray backend needs Ray: pip install 'redemption-rules[ray]'"
        ) from exc
    if not ray.is_initialized():
        ray.init()
    task = ray.remote(_play_plan_chunk)
    shared = ray.put(plan)
    waiting: list[Any] = []
    for chunk in _chunks(games, workers):
        if len(waiting) >= workers:
            ready, waiting = ray.wait(waiting, num_returns=1)
            yield from ray.get(ready[0])
        waiting.append(task.remote(shared, chunk.start, chunk.stop))
    while waiting:
        ready, waiting = ray.wait(waiting, num_returns=1)
        yield from ray.get(ready[0])


def _play_plan_chunk(plan: _Plan, start: int, stop: int) -> list[GameOutcome]:
    return [_play(plan, index) for index in range(start, stop)]


def _start_worker(plan: _Plan) -> None:
    _PLAN[:] = [plan]


def _play_chunk(start: int, stop: int) -> list[GameOutcome]:
    return [_play(_PLAN[0], index) for index in range(start, stop)]


def game_seed(seed: int, index: int) -> int:
    """The seed of game *index* of a run seeded *seed*: a SplitMix64 draw from both."""
    value, _ = Rng.from_seed(seed * 0x9E3779B97F4A7C15 + index).next()
    return value


def _play(plan: _Plan, index: int) -> GameOutcome:
    seed = game_seed(plan.seed, index)
    seats = (0, 1) if index % 2 == 0 else (1, 0)
    state = new_game(
        [plan.decks[deck] for deck in seats],
        seed=seed,
        ruleset=plan.ruleset,
        abilities=plan.abilities,
    )
    players: list[Agent] = [_agent(plan.agents[deck], seed * 2 + deck) for deck in seats]
    actions = 0
    while not state.is_over and actions < MAX_ACTIONS:
        player = state.to_act
        assert player is not None  # noqa: S101 - a running game has a player to act
        state = step(state, players[player].choose(state)).state
        actions += 1
    winner = state.winner
    result = state.result
    return GameOutcome(
        index,
        seed,
        seats,
        None if winner is None else seats[winner],
        state.turn,
        "unfinished" if result is None else result.reason.value,
        actions,
    )


def _agent(name: str, seed: int) -> Agent:
    return GreedyAgent() if name == "greedy" else RandomAgent(seed=seed)


def _agent_names(agents: str | Sequence[str]) -> tuple[str, ...]:
    if isinstance(agents, str):
        agents = agents.split(",")
    names = tuple(name.strip().lower() for name in agents if name.strip())
    unknown = [name for name in names if name not in AGENTS]
    if unknown or not 1 <= len(names) <= 2:
        raise SimulationError(
            f"agents must name one agent or one for each deck from {', '.join(AGENTS)}; "
            f"got {', '.join(map(repr, names)) or 'none'}"
        )
    return names * 2 if len(names) == 1 else names


def _totals(results: Sequence[SimulationResult]) -> tuple[DeckStanding, ...]:
    totals: dict[str, list[float]] = {}
    for result in results:
        for row in result.standings():
            games, wins, losses, draws, turns = totals.setdefault(row.deck, [0, 0, 0, 0, 0.0])
            totals[row.deck] = [
                games + row.games,
                wins + row.wins,
                losses + row.losses,
                draws + row.draws,
                turns + row.average_turns * row.games,
            ]
    rows = []
    for deck, (games, wins, losses, draws, turns) in totals.items():
        low, high = wilson_interval(int(wins), int(games))
        rows.append(
            DeckStanding(
                deck,
                int(games),
                int(wins),
                int(losses),
                int(draws),
                wins / games,
                low,
                high,
                turns / games,
            )
        )
    rows.sort(key=lambda row: (-row.win_rate, row.deck))
    return tuple(rows)


def _table(rows: Sequence[DeckStanding]) -> list[str]:
    width = max([4, *(len(row.deck) for row in rows)])
    lines = [
        f"{'deck':<{width}}  games   wins  losses  draws  win rate  95 % interval   turns",
    ]
    lines += [
        f"{row.deck:<{width}}  {row.games:>5}  {row.wins:>5}  {row.losses:>6}  {row.draws:>5}"
        f"  {row.win_rate:>7.1%}  {row.ci_low:>6.1%} - {row.ci_high:<6.1%}"
        f"  {row.average_turns:>6.1f}"
        for row in rows
    ]
    return lines


def _csv(rows: Sequence[DeckStanding]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_FIELDS)
    for row in rows:
        writer.writerow(
            [
                row.deck,
                row.games,
                row.wins,
                row.losses,
                row.draws,
                f"{row.win_rate:.6f}",
                f"{row.ci_low:.6f}",
                f"{row.ci_high:.6f}",
                f"{row.average_turns:.3f}",
            ]
        )
    return out.getvalue()


def available_workers() -> int:
    """The processor cores this process may use (at least 1)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # pragma: no cover - not on every platform
        return max(1, os.cpu_count() or 1)
