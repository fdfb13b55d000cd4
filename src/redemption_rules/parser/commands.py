"""The ``parse`` and ``coverage`` commands of ``redemption-rules``.

:func:`add_commands` adds them to the command's subparsers; :func:`run` runs them on their
own (for tests and for ``python -m``-style use).

``redemption-rules parse "TEXT"`` prints the effect tree of one ability text;
``redemption-rules coverage [CARDFILE]`` prints how much of a card list's ability text the
grammar reads, ``--executable`` how much of it the engine carries out in games, and
``--json`` prints either as JSON.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import TYPE_CHECKING, Any, TextIO

from redemption_rules.cards import load_cards, load_starter_cards
from redemption_rules.effects.cards import ExecutableReport, measure_executable
from redemption_rules.errors import AbilityParseError, CardDataError
from redemption_rules.parser.coverage import distinct_texts, measure
from redemption_rules.parser.parse import parse_ability
from redemption_rules.serialization import unstructure

if TYPE_CHECKING:
    from collections.abc import Sequence

    from redemption_rules.effects.model import Ability
    from redemption_rules.parser.coverage import CoverageReport

__all__ = ["add_commands", "format_ability", "format_executable", "format_report", "run"]


def add_commands(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``parse`` and ``coverage`` subcommands.

    Each subcommand sets ``func`` on the parsed arguments: call ``args.func(args)`` to run it;
    it returns the exit status.
    """
    parse = subparsers.add_parser("parse", help="print the effect tree of an ability text")
    parse.add_argument("text", help="the ability text, quoted")
    parse.add_argument("--json", action="store_true", help="print the ability as JSON")
    parse.set_defaults(func=_parse_command)

    coverage = subparsers.add_parser(
        "coverage", help="measure how much of a card list's ability text the grammar reads"
    )
    coverage.add_argument(
        "cardfile",
        nargs="?",
        help="a LackeyCCG card list (default: the starter cards shipped in the package)",
    )
    coverage.add_argument("--json", action="store_true", help="print the report as JSON")
    coverage.add_argument(
        "--executable",
        action="store_true",
        help="measure how much of it the engine carries out in games, not only reads",
    )
    coverage.add_argument(
        "--top", type=int, default=25, help="how many failure points to list (default 25)"
    )
    coverage.set_defaults(func=_coverage_command)


def run(argv: Sequence[str], *, out: TextIO | None = None) -> int:
    """Run ``parse`` or ``coverage`` with *argv* (without the program name); the exit status.

    >>> run(["parse", "Draw 2."])  # doctest: +ELLIPSIS
    Draw 2.
    ...
    0
    """
    parser = argparse.ArgumentParser(prog="redemption-rules")
    subparsers = parser.add_subparsers(dest="command", required=True)
    add_commands(subparsers)
    args = parser.parse_args(list(argv))
    args.out = out or sys.stdout
    status: int = args.func(args)
    return status


def format_ability(ability: Ability) -> str:
    """The effect tree of *ability*: one block per effect and modifier, empty fields left out.

    >>> from redemption_rules.parser.parse import parse_ability
    >>> print(format_ability(parse_ability("Draw 2.")))
    Draw 2.
    draw [0:6] "Draw 2"
      count: {quantifier: exactly, number: 2}
      position: top
    """
    lines = [ability.text]
    for effect in ability.effects:
        quoted = ability.text[effect.span.start : effect.span.end]
        lines.append(f'{effect.kind} [{effect.span.start}:{effect.span.end}] "{quoted}"')
        data = unstructure(effect)
        for key in ("kind", "span"):
            data.pop(key, None)
        if not data.get("option"):
            data.pop("option", None)  # outside a menu
        lines.extend(_tree(data, indent=1))
    for modifier in ability.modifiers:
        lines.append(f"modifier {modifier.kind} [{modifier.span.start}:{modifier.span.end}]")
        data = unstructure(modifier)
        for key in ("kind", "span"):
            data.pop(key, None)
        lines.extend(_tree(data, indent=1))
    return "\n".join(lines)


def format_report(report: CoverageReport) -> str:
    """A coverage report as lines of text."""
    lines = [
        f"distinct texts:   {report.texts}",
        f"parsed fully:     {report.parsed} ({report.text_ratio:.1%})",
        (
            f"sentences:        {report.sentences_parsed} of {report.sentences} "
            f"({report.sentence_ratio:.1%})"
        ),
        f"speed:            {report.texts_per_second:.0f} texts per second",
        "",
        f"{len(report.failures)} most frequent failure points (count, words before, token):",
    ]
    for failure in report.failures:
        before = f"{failure.before!r:>28}"
        lines.append(f"{failure.count:5d}  {before}  {failure.token!r:<16} {failure.example[:60]}")
    return "\n".join(lines)


def format_executable(report: ExecutableReport) -> str:
    """An executable-coverage report as lines of text."""
    lines = [
        f"distinct texts:   {report.texts}",
        f"read:             {report.readable} ({report.readable / max(report.texts, 1):.1%})",
        f"carried out:      {report.carried_out} ({report.ratio:.1%})",
        "",
        f"{len(report.missing)} most frequent reasons a text is not carried out (texts, what):",
    ]
    lines.extend(f"{count:5d}  {what}" for what, count in report.missing)
    return "\n".join(lines)


# -- commands --------------------------------------------------------------------------------


def _parse_command(args: argparse.Namespace) -> int:
    out: TextIO = args.out
    try:
        ability = parse_ability(args.text)
    except AbilityParseError as exc:
        print(f"error: {exc}", file=out)
        print(exc.context, file=out)
        return 1
    if args.json:
        print(json.dumps(unstructure(ability), ensure_ascii=False, indent=2), file=out)
    else:
        print(format_ability(ability), file=out)
    return 0


def _coverage_command(args: argparse.Namespace) -> int:
    out: TextIO = args.out
    try:
        pool = load_cards(args.cardfile) if args.cardfile else load_starter_cards()
    except (OSError, CardDataError) as exc:
        print(f"error: {exc}", file=out)
        return 1
    if args.executable:
        executable = measure_executable(pool, top=args.top)
        if args.json:
            print(json.dumps(executable.as_dict(), ensure_ascii=False, indent=2), file=out)
        else:
            print(format_executable(executable), file=out)
        return 0
    report = measure(distinct_texts(pool), top=args.top)
    if args.json:
        print(json.dumps(report.as_dict(), ensure_ascii=False, indent=2), file=out)
    else:
        print(format_report(report), file=out)
    return 0


def _tree(data: Any, indent: int) -> list[str]:  # noqa: ANN401 - plain data of any shape
    pad = "  " * indent
    lines: list[str] = []
    if not isinstance(data, dict):
        return [pad + _inline(data)]
    for key, value in data.items():
        if _is_empty(value):
            continue
        if isinstance(value, dict) and _is_flat(value):
            lines.append(f"{pad}{key}: {_inline(value)}")
        elif isinstance(value, dict):
            lines.append(f"{pad}{key}:")
            lines.extend(_tree(value, indent + 1))
        elif isinstance(value, list) and any(isinstance(item, dict) for item in value):
            lines.append(f"{pad}{key}:")
            for item in value:
                lines.extend(_tree(item, indent + 1))
        else:
            lines.append(f"{pad}{key}: {_inline(value)}")
    return lines


def _is_empty(value: object) -> bool:
    return value is None or value is False or value in ("", [], {})


def _is_flat(value: dict[str, Any]) -> bool:
    return all(not isinstance(item, (dict, list)) or item == [] for item in value.values())


def _inline(value: object) -> str:
    if isinstance(value, dict):
        inner = ", ".join(f"{k}: {_inline(v)}" for k, v in value.items() if not _is_empty(v))
        return "{" + inner + "}"
    if isinstance(value, list):
        return "[" + ", ".join(_inline(item) for item in value) + "]"
    return str(value)
