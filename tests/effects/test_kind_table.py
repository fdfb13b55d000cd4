"""The table of effect kinds in ``docs/rules.md``: each kind, its REG entry, its scenarios.

Every kind the grammar produces has a row: the entry of the REG Effect Listing it follows,
whether the built-in pack carries it out, and the scenario tests that play real cards whose
ability has that kind and is carried out (a test plays the cards it names, with those of the
helpers it calls and of its parameters). The rows are worked out here from the registry and
the scenario files, so the table cannot fall out of date unnoticed; a kind carried out is
played by at least two scenario tests.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

from tests.scenarios.conftest import full_pool

from redemption_rules.effects.cards import (
    PLANNED_KINDS,
    ability_support,
    card_abilities,
    effect_specs,
)
from redemption_rules.effects.kinds import EFFECT_CLASSES

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules.md"
SCENARIOS = ROOT / "tests" / "scenarios"

REG_ENTRIES: dict[str, str] = {
    "activate_ability": "Activate an Ability",
    "activate_artifact": "Activate an Artifact",
    "add_to_battle": "Add to Battle",
    "band": "Band",
    "banish": "Banish (Remove from the game)",
    "begin_new_phase": "Begin a New Phase",
    "bounce": "Bounce (Return to hand)",
    "capture": "Capture",
    "change_hand_size": "Change Hand Size",
    "choose_opponent": "Choose Opponent",
    "convert": "Convert",
    "copy": "Copy",
    "create_token": "Create a Token",
    "deactivate": "Activate an Artifact (deactivate)",
    "decrease": "Decrease",
    "discard": "Discard",
    "disease": "Disease",
    "draw": "Draw",
    "end_battle": "End the Battle",
    "equip": "Equip",
    "exchange": "Exchange",
    "first_strike": "First Strike",
    "gain": "Gain",
    "give": "Give (Take)",
    "heal": "Heal",
    "hold": "Hold",
    "ignore": "Ignore",
    "immune": "Immune",
    "increase": "Increase",
    "interrupt": "Interrupt",
    "look": "Look",
    "name_card": "Targeting (naming a card)",
    "negate": "Negate",
    "paralyze": "Paralyze",
    "place": "Place",
    "play": "Play an Enhancement (Play)",
    "poison": "Poison",
    "present": "Present",
    "prevent": "Prevent",
    "protect": "Protect",
    "redirect": "Redirect",
    "release": "Release",
    "repeat": "Repeat",
    "rescue": "Rescue",
    "reserve": "Reserve",
    "restrict": "Restrict",
    "resurrect": "Resurrect",
    "reveal": "Reveal",
    "rule": "(rules text, no effect)",
    "search": "Search",
    "select": "Conditions (select)",
    "select_options": "Conditions (select up to N)",
    "set_aside": "Set-Aside",
    "set_numbers": "Increase and Decrease (set numbers)",
    "shuffle": "Shuffle",
    "side_battle": "Side Battle",
    "site_access": "Site Access",
    "skip": "Begin a New Phase (skip)",
    "take": "Take",
    "taunt": "Taunt",
    "topdeck": "Topdeck",
    "toss": "Toss",
    "transfer": "Transfer",
    "underdeck": "Underdeck",
    "use_other_enhancements": "Use Other Enhancements",
    "withdraw": "Withdraw (Ignore, Retreat, Return to Territory)",
}
"""The REG Effect Listing entry each kind follows."""

_HEADER = "| Effect kind | REG entry | Carried out | Scenario tests | In files |"


@cache
def _kinds() -> tuple[str, ...]:
    return tuple(sorted({cls.kind for cls in EFFECT_CLASSES if getattr(cls, "kind", "")}))


def _strings(node: ast.AST, constants: dict[str, set[str]]) -> set[str]:
    """The strings *node* holds or names through module constants."""
    found: set[str] = set()
    for inner in ast.walk(node):
        if isinstance(inner, ast.Constant) and isinstance(inner.value, str):
            found.add(inner.value)
        elif isinstance(inner, ast.Name) and inner.id in constants:
            found |= constants[inner.id]
    return found


def _tests_naming(path: Path) -> dict[str, set[str]]:
    """By test of the scenario file *path*: the strings it and the helpers it calls name."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    constants: dict[str, set[str]] = {}
    for node in tree.body:
        if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                if isinstance(target, ast.Name):
                    constants[target.id] = _strings(node.value, {})
    functions = {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}
    helpers = {
        name: _strings(node, constants)
        for name, node in functions.items()
        if not name.startswith("test_")
    }
    tests: dict[str, set[str]] = {}
    for name, node in functions.items():
        if not name.startswith("test_"):
            continue
        named = _strings(node, constants)
        for call in ast.walk(node):
            if isinstance(call, ast.Call) and isinstance(call.func, ast.Name):
                named |= helpers.get(call.func.id, set())
        for decorator in node.decorator_list:  # the cards of a parametrized test
            named |= _strings(decorator, constants)
        tests[name] = named
    return tests


@cache
def _scenarios_by_kind() -> dict[str, tuple[tuple[str, str], ...]]:
    """By kind: the scenario tests (file, test) playing a card with it carried out."""
    cards = {}
    for card in full_pool():
        cards.setdefault(card.name, card)
    kinds_of: dict[str, frozenset[str]] = {}
    found: dict[str, set[tuple[str, str]]] = {}
    for path in sorted(SCENARIOS.glob("test_*.py")):
        for test, names in _tests_naming(path).items():
            for name in names & cards.keys():
                if name not in kinds_of:
                    card = cards[name]
                    ability = card_abilities(card).ability
                    carried = ability is not None and ability_support(card).carried_out
                    kinds_of[name] = (
                        frozenset(effect.kind for effect in ability.effects)
                        if carried and ability is not None
                        else frozenset()
                    )
                for kind in kinds_of[name]:
                    found.setdefault(kind, set()).add((path.name, test))
    return {kind: tuple(sorted(tests)) for kind, tests in found.items()}


def expected_rows() -> list[str]:
    """The table's rows as the registry and the scenario files give them."""
    specs = effect_specs()
    scenarios = _scenarios_by_kind()
    rows = []
    for kind in _kinds():
        spec = specs.get(kind)
        handled = kind in PLANNED_KINDS or (spec is not None and spec.handler is not None)
        tests = scenarios.get(kind, ())
        files = sorted({name for name, _ in tests})
        shown = ", ".join(f"`{name}`" for name in files[:3])
        more = f" and {len(files) - 3} more" if len(files) > 3 else ""
        rows.append(
            f"| `{kind}` | {REG_ENTRIES[kind]} | {'yes' if handled else 'no'} | "
            f"{len(tests)} | {shown + more if files else '-'} |"
        )
    return rows


def _documented_rows() -> list[str]:
    text = RULES.read_text(encoding="utf-8")
    start = text.index(_HEADER)
    lines = text[start:].splitlines()[2:]
    return [line for line in (re.sub(r"\s+$", "", line) for line in lines) if line][
        : next((i for i, line in enumerate(lines) if not line.startswith("|")), len(lines))
    ]


def test_every_kind_has_a_reg_entry() -> None:
    assert set(_kinds()) == set(REG_ENTRIES)


def test_the_table_in_the_docs_is_up_to_date() -> None:
    expected = expected_rows()
    assert _documented_rows() == expected, "docs/rules.md should have:\n" + "\n".join(expected)


def test_every_kind_carried_out_is_played_by_two_scenario_tests() -> None:
    specs = effect_specs()
    scenarios = _scenarios_by_kind()
    thin = {
        kind: scenarios.get(kind, ())
        for kind in _kinds()
        if (kind in PLANNED_KINDS or (kind in specs and specs[kind].handler is not None))
        and len(scenarios.get(kind, ())) < 2
    }
    assert thin == {}
