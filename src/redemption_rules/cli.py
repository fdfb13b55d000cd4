"""The ``redemption-rules`` command: play a demo game, and the library's other tools.

``redemption-rules play`` plays a whole game between agents and prints a turn-by-turn account
and the winner. With no arguments it plays the official Starter I and J decks from the
package's own data, so it needs no files; ``--record FILE`` saves the game as a
:class:`~redemption_rules.record.GameRecord`, which ``replay FILE`` plays again and prints
move by move. ``play --game city-of-bondage`` plays a seeded City of Bondage board game
between random agents instead. ``parse`` prints the effect tree of an ability text,
``coverage`` measures how much of a card list's ability text the grammar reads, and
``plugins`` lists the installed packs and what is wrong with any that cannot be used.
"""

from __future__ import annotations

import argparse
import sys
import time
from itertools import combinations
from typing import TYPE_CHECKING, Final, TextIO

import redemption_rules
from redemption_rules.agents import Agent, GreedyAgent, RandomAgent, play_out
from redemption_rules.cards.pool import load_card_pool
from redemption_rules.city_of_bondage import engine as city_engine
from redemption_rules.city_of_bondage.events import describe as describe_city
from redemption_rules.city_of_bondage.rules import CITY
from redemption_rules.decks import load_starter_decks, parse_deck
from redemption_rules.engine import start_game
from redemption_rules.errors import DeckError, PluginError, RulesError
from redemption_rules.events import describe
from redemption_rules.notation import describe_action
from redemption_rules.parser.commands import add_commands
from redemption_rules.plugins import PROJECT_NAME
from redemption_rules.plugins.manager import (
    AUTOLOAD_SWITCH,
    BUILTIN_PACKS,
    get_plugin_manager,
    installed_packs,
    is_autoload_disabled,
)
from redemption_rules.record import GameRecord
from redemption_rules.rulesets import get_ruleset
from redemption_rules.serialization import from_json, to_json
from redemption_rules.simulation import (
    BACKENDS,
    available_workers,
    load_deck,
    simulate,
    standings_csv,
    standings_table,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from redemption_rules.city_of_bondage.events import CityEvent
    from redemption_rules.city_of_bondage.state import CityState
    from redemption_rules.decks import Deck
    from redemption_rules.events import Event
    from redemption_rules.state import GameState


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    parser = _parser()
    args = parser.parse_args(argv)
    args.out = sys.stdout
    try:
        result: int = args.func(args)
    except BrokenPipeError:  # the reader stopped early, as `| head` does
        sys.stderr.close()
        return 0
    except (RulesError, OSError, KeyError) as exc:
        message = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
        sys.stderr.write(f"redemption-rules: error: {message}\n")
        return 2
    return result


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="redemption-rules", description="The rules of the Redemption card game."
    )
    parser.add_argument(
        "--version", action="version", version=f"%(prog)s {redemption_rules.__version__}"
    )
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    play = commands.add_parser(
        "play",
        help="play a whole game between random agents and print it",
        description="Play a game between random agents and print a turn-by-turn account. "
        "With no options: the official Starter I and J decks, from the package. With --game "
        "city-of-bondage: the City of Bondage board game (--players, --seed, --quiet).",
    )
    play.add_argument(
        "--game",
        choices=("redemption", "city-of-bondage"),
        default="redemption",
        help="the card game (the default) or the City of Bondage board game",
    )
    play.add_argument("--cards", help="a LackeyCCG card list (carddata.txt) to read decks with")
    play.add_argument(
        "--deck",
        action="append",
        default=[],
        help="a deck list (count<TAB>name lines); give once per player",
    )
    play.add_argument("--seed", type=int, default=1, help="the game's seed (default 1)")
    play.add_argument(
        "--ruleset",
        default="modern",
        help="which rules: modern (the default), fourth, classic, or one a pack adds",
    )
    play.add_argument(
        "--players",
        type=int,
        default=None,
        help=f"2 to {MOST_PLAYERS}, as the ruleset allows (default: one per deck)",
    )
    play.add_argument(
        "--agents",
        default="random",
        help="who plays each seat, comma separated: random or greedy (default random); "
        "one name serves every seat",
    )
    play.add_argument("--quiet", action="store_true", help="print only the result")
    play.add_argument(
        "--record",
        metavar="FILE",
        help="save the game as a JSON game record, which the replay command reads",
    )
    play.set_defaults(func=_play)
    replay = commands.add_parser(
        "replay",
        help="replay a game record and print its moves",
        description="Replay a game record saved by 'play --record' (or GameRecord and "
        "to_json): print each move and the result, and fail with status 2 where the replay "
        "diverges from the record.",
    )
    replay.add_argument("file", metavar="FILE", help="a JSON game record")
    replay.add_argument(
        "--events", action="store_true", help="print what happened after each move, too"
    )
    replay.set_defaults(func=_replay)
    _add_simulate(commands)
    add_commands(commands)
    plugins = commands.add_parser(
        "plugins",
        help="list the installed packs and whether each one loads",
        description="List the packs installed in the entry-point group redemption_rules: "
        "what each adds, or why it cannot be used. Exits with 1 if a pack is broken.",
    )
    plugins.set_defaults(func=_plugins)
    return parser


def _add_simulate(commands: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    simulate = commands.add_parser(
        "simulate",
        help="play many seeded games between decks and print win rates",
        description="Play --games seeded games of DECK_A against DECK_B, seats swapped every "
        "other game, on --workers processes, and print each deck's wins, draws, win rate "
        "with its 95 % Wilson interval and the average length. More than two decks play a "
        "round robin, --games games a pair. A deck is a deck-list file (read with --cards) "
        "or a starter deck's name: Starter_I, Starter_J.",
    )
    simulate.add_argument("decks", nargs="+", metavar="DECK", help="two deck files or more")
    simulate.add_argument("--cards", help="a LackeyCCG card list (carddata.txt) to read decks with")
    simulate.add_argument("--games", type=int, default=100, help="games (a pair) (default 100)")
    simulate.add_argument(
        "--agents",
        default="random",
        help="the agent of each deck, comma separated: random or greedy (default random)",
    )
    simulate.add_argument("--seed", type=int, default=1, help="the run's seed (default 1)")
    simulate.add_argument(
        "--workers",
        type=int,
        default=None,
        help="processes to play on (default: every core this process may use)",
    )
    simulate.add_argument("--ruleset", default="modern", help="which rules (default modern)")
    simulate.add_argument(
        "--by-the-numbers", action="store_true", help="carry out no special ability"
    )
    simulate.add_argument(
        "--backend",
        choices=BACKENDS,
        default="local",
        help="local processes (the default) or ray: Ray tasks on the cluster RAY_ADDRESS "
        "names, else a local Ray (needs the ray extra)",
    )
    simulate.add_argument("--json", metavar="FILE", help="also save the results as JSON")
    simulate.add_argument("--csv", metavar="FILE", help="also save the standings as CSV")
    simulate.add_argument("--quiet", action="store_true", help="show no progress on stderr")
    simulate.set_defaults(func=_simulate)


def _simulate(args: argparse.Namespace) -> int:
    out: TextIO = args.out
    if len(args.decks) < 2:
        raise RulesError("simulate needs two decks or more")
    pool = load_card_pool(args.cards) if args.cards else None
    decks = [load_deck(name, pool) for name in args.decks]
    workers = available_workers() if args.workers is None else args.workers
    pairs = list(combinations(range(len(decks)), 2))
    progress = _Progress(sys.stderr, args.games * len(pairs), quiet=args.quiet)
    results = []
    for number, (first, second) in enumerate(pairs):
        results.append(
            simulate(
                decks[first],
                decks[second],
                games=args.games,
                agents=args.agents,
                seed=args.seed + number,
                workers=workers,
                ruleset=args.ruleset,
                abilities=not args.by_the_numbers,
                progress=progress.pair(number * args.games),
                backend=args.backend,
            )
        )
    progress.close()
    for result in results:
        print(result.table(), file=out)
    if len(results) > 1:
        print("Standings:", file=out)
        print(standings_table(results), file=out)
    if args.json:
        text = to_json(results[0] if len(results) == 1 else results)
        with open(args.json, "w", encoding="utf-8") as handle:  # noqa: PTH123 - a user's path
            handle.write(text + "\n")
    if args.csv:
        text = results[0].to_csv() if len(results) == 1 else standings_csv(results)
        with open(args.csv, "w", encoding="utf-8", newline="") as handle:  # noqa: PTH123 - a user's path
            handle.write(text)
    return 0


class _Progress:
    """A one-line progress indicator on a stream: games done, of how many, and games/s."""

    def __init__(self, stream: TextIO, total: int, *, quiet: bool) -> None:
        self.stream = stream
        self.total = total
        self.quiet = quiet
        self.start = time.monotonic()
        self.shown = False

    def pair(self, offset: int) -> Callable[[int, int], None]:
        """The callback for one pair's simulation, whose games come after *offset* games."""

        def report(done: int, _games: int) -> None:
            self.show(offset + done)

        return report

    def show(self, done: int) -> None:
        if self.quiet:
            return
        rate = done / max(time.monotonic() - self.start, 1e-9)
        self.stream.write(f"\rsimulate: {done}/{self.total} games, {rate:.1f} games/s ")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()


def _play(args: argparse.Namespace) -> int:
    out: TextIO = args.out
    if args.game == "city-of-bondage":
        return _play_city(args)
    decks = _decks(args)
    ruleset = get_ruleset(args.ruleset)
    agents = _agents(args.agents, len(decks), args.seed)
    names = ", ".join(
        f"player {seat + 1} plays {deck.name or 'a deck'} ({kind})"
        for seat, (deck, kind) in enumerate(
            zip(decks, _agent_names(args.agents, len(decks)), strict=True)
        )
    )
    print(f"Redemption, {ruleset.name} rules, seed {args.seed}: {names}.", file=out)
    record = GameRecord.for_game(decks, seed=args.seed, ruleset=ruleset)
    first = start_game(decks, seed=args.seed, ruleset=ruleset)
    state = first.state
    _print_events(first.events, state, out, quiet=args.quiet)
    actions = []
    for action, result in play_out(state, agents):
        actions.append(action)
        state = result.state
        _print_events(result.events, state, out, quiet=args.quiet)
    _print_summary(state, out)
    if args.record:
        text = to_json(record.with_actions(actions, final=state))
        with open(args.record, "w", encoding="utf-8") as handle:  # noqa: PTH123 - a user's path
            handle.write(text + "\n")
        print(f"Recorded {len(actions)} actions in {args.record}.", file=out)
    return 0


def _play_city(args: argparse.Namespace) -> int:
    """A City of Bondage game between random agents, seeded, printed event by event."""
    out: TextIO = args.out
    if args.deck or args.cards or args.record or args.ruleset != "modern":
        raise RulesError("City of Bondage takes only --players, --seed, --agents and --quiet")
    if args.agents != "random":
        raise RulesError("City of Bondage is played by random agents only")
    players = 2 if args.players is None else args.players
    if not 1 <= players <= CITY.max_players:
        raise RulesError(f"--players takes 1 to {CITY.max_players} for City of Bondage")
    print(f"City of Bondage, {players} players, seed {args.seed}.", file=out)
    first = city_engine.start_game(players, seed=args.seed)
    state = first.state
    _print_city_events(first.events, state, out, quiet=args.quiet)
    agents = [RandomAgent(args.seed * 100 + seat) for seat in range(players)]
    steps = 0
    while not state.is_over:
        seat = state.to_act
        assert seat is not None  # noqa: S101 - a running game has a player to act
        result = city_engine.step(state, agents[seat].choose(state))
        state = result.state
        steps += 1
        _print_city_events(result.events, state, out, quiet=args.quiet)
    scores = ", ".join(
        f"player {seat + 1} {player.victory_points} VP, {player.hits} hits"
        for seat, player in enumerate(state.players)
    )
    ending = (
        f"player {state.winner + 1} wins"
        if state.winner is not None
        else "everyone is overwhelmed and loses"
    )
    print(f"After {state.turn} turns ({steps} actions) {ending}: {scores}.", file=out)
    return 0


def _print_city_events(
    events: Sequence[CityEvent], state: CityState, out: TextIO, *, quiet: bool
) -> None:
    if quiet:
        return
    for event in events:
        print("  " + describe_city(event, state), file=out)


def _replay(args: argparse.Namespace) -> int:
    out: TextIO = args.out
    with open(args.file, encoding="utf-8") as handle:  # noqa: PTH123 - a user's path
        record = from_json(handle.read(), GameRecord)
    names = ", ".join(
        f"player {seat + 1} plays {deck.name or 'a deck'}" for seat, deck in enumerate(record.decks)
    )
    mode = "" if record.abilities else ", by the numbers"
    print(
        f"Replay of a game under {record.ruleset.name} rules{mode}, seed {record.seed}, "
        f"{len(record.actions)} actions: {names}.",
        file=out,
    )
    start = record.start()
    state = start.state
    if args.events:
        _print_events(start.events, state, out, quiet=False)
    for replayed in record.replayed():
        before = replayed.before
        player = before.to_act
        who = f"player {player + 1}" if player is not None else "nobody"
        line = describe_action(before, replayed.action)
        print(f"{replayed.index + 1}. {who}: {line}", file=out)
        state = replayed.step.state
        if args.events:
            _print_events(replayed.step.events, state, out, quiet=False)
    _print_summary(state, out)
    if record.digest is not None:
        print("The final state matches the record.", file=out)
    return 0


AGENTS: Final = ("random", "greedy")
MOST_PLAYERS: Final = 12
"""The most players a game at the command line seats: a random game of more runs for
hours. ``new_game`` takes as many as the ruleset allows."""


def _agent_names(text: str, count: int) -> list[str]:
    names = [name.strip().lower() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in AGENTS]
    if unknown:
        raise RulesError(f"unknown agent(s) {', '.join(unknown)}; known: {', '.join(AGENTS)}")
    if len(names) == 1:
        names *= count
    if len(names) != count:
        raise RulesError(f"--agents names {len(names)} agents for {count} players")
    return names


def _agents(text: str, count: int, seed: int) -> list[Agent]:
    return [
        GreedyAgent() if name == "greedy" else RandomAgent(seed=seed * 1000 + seat)
        for seat, name in enumerate(_agent_names(text, count))
    ]


def _decks(args: argparse.Namespace) -> list[Deck]:
    if args.players is not None and not 2 <= args.players <= MOST_PLAYERS:
        raise RulesError(f"--players takes 2 to {MOST_PLAYERS} players, not {args.players}")
    if len(args.deck) > MOST_PLAYERS:
        raise RulesError(f"--deck is given {len(args.deck)} times; at most {MOST_PLAYERS} players")
    if not args.deck:
        if args.cards:
            raise RulesError("--cards reads --deck files; give the decks too")
        starters = load_starter_decks()
        count = args.players or len(starters)
        return [starters[seat % len(starters)] for seat in range(count)]
    pool = load_card_pool(args.cards)
    decks = []
    for path in args.deck:
        with open(path, encoding="utf-8") as handle:  # noqa: PTH123 - a user's path
            text = handle.read()
        try:
            decks.append(parse_deck(text, pool, name=_stem(path)))
        except DeckError as exc:
            hint = "" if args.cards else " (only the starter cards are known; see --cards)"
            raise DeckError([f"{path}{hint}:", *exc.problems]) from exc
    if args.players is not None and args.players != len(decks):
        raise RulesError(f"--players {args.players} needs that many --deck options")
    return decks


def _stem(path: str) -> str:
    name = path.replace("\\", "/").rsplit("/", 1)[-1]
    return name.rsplit(".", 1)[0]


def _print_events(events: Sequence[Event], state: GameState, out: TextIO, *, quiet: bool) -> None:
    if quiet:
        return
    for event in events:
        line = describe(event, state)
        if line is not None:
            indent = "" if line.startswith("Turn ") else "  "
            print(indent + line, file=out)


_ADDS: Final = {
    "redemption_card_sets": "card set",
    "redemption_grammar": "grammar fragment",
    "redemption_effects": "effect",
    "redemption_rulesets": "ruleset",
}


def _plugins(args: argparse.Namespace) -> int:
    out: TextIO = args.out
    print(f"Built-in: {', '.join(BUILTIN_PACKS)}", file=out)
    reports = installed_packs()
    if not reports:
        print(f"No pack is installed (entry-point group {PROJECT_NAME!r}).", file=out)
    for report in reports:
        source = f" ({report.distribution})" if report.distribution else ""
        print(f"{report.name}: {report.target}{source}", file=out)
        if report.problem is not None:
            print(f"  cannot be used: {report.problem}", file=out)
            continue
        adds = [f"{count} {_ADDS[hook]}{'' if count == 1 else 's'}" for hook, count in report.adds]
        print(f"  adds {', '.join(adds) or 'nothing'}", file=out)
    broken = any(report.problem is not None for report in reports)
    if is_autoload_disabled():
        print(f"{AUTOLOAD_SWITCH} is set: games and parsing leave these packs out.", file=out)
    elif reports and not broken:
        try:
            get_plugin_manager()
        except PluginError as exc:
            print(f"Together: {exc}", file=out)
            broken = True
    return 1 if broken else 0


def _print_summary(state: GameState, out: TextIO) -> None:
    souls = ", ".join(f"player {player.id + 1}: {player.redeemed}" for player in state.players)
    if state.winner is None:
        print(f"Result: a draw after {state.turn} turns (Redeemed Souls {souls}).", file=out)
    else:
        print(
            f"Result: player {state.winner + 1} wins after {state.turn} turns "
            f"(Redeemed Souls {souls}).",
            file=out,
        )


if __name__ == "__main__":
    sys.exit(main())
