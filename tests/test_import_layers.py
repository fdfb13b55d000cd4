"""The package's modules stand in layers: no import circle, and every import at the top.

A module imports only modules below it, so the package loads in one order and a reader finds
what a module needs at its head. Importing ``redemption_rules.a.b`` runs the package
``redemption_rules.a`` first, so that counts as an import of it too (all but the top package,
which imports everything to offer it). Imports under ``if TYPE_CHECKING:`` serve annotations
only and do not count. The built-in packs in ``abilities/`` are the package's
``redemption_rules.abilities`` and are held to the same rule.

There is no allowed exception: a module that would need one belongs in another layer.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TOP = "redemption_rules"
FOLDERS = {TOP: ROOT / "src" / TOP, f"{TOP}.abilities": ROOT / "abilities"}
"""Where each part of the package is found (pyproject.toml's ``package-dir``)."""


def _modules() -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for package, folder in FOLDERS.items():
        for path in sorted(folder.rglob("*.py")):
            parts = (*package.split("."), *path.relative_to(folder).with_suffix("").parts)
            name = ".".join(parts[:-1] if parts[-1] == "__init__" else parts)
            found[name] = path
    return found


MODULES = _modules()


def _is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


class _Imports(ast.NodeVisitor):
    """The package's modules one module imports: when it is loaded, and inside functions."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.package = name if MODULES[name].name == "__init__.py" else name.rpartition(".")[0]
        self.loaded: set[str] = set()
        self.deferred: set[tuple[int, str]] = set()
        self._functions = 0

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        self._functions += 1
        self.generic_visit(node)
        self._functions -= 1

    def visit_AsyncFunctionDef(self, node: ast.AsyncFunctionDef) -> None:
        self.visit_FunctionDef(node)

    def visit_If(self, node: ast.If) -> None:
        if _is_type_checking(node.test):
            for child in node.orelse:
                self.visit(child)
        else:
            self.generic_visit(node)

    def visit_Import(self, node: ast.Import) -> None:
        for alias in node.names:
            self._add(node.lineno, alias.name)

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        base = node.module or ""
        if node.level:
            package = self.package
            for _ in range(node.level - 1):
                package = package.rpartition(".")[0]
            base = f"{package}.{base}" if base else package
        for alias in node.names:
            self._add(node.lineno, f"{base}.{alias.name}")

    def _add(self, line: int, dotted: str) -> None:
        if dotted != TOP and not dotted.startswith(f"{TOP}."):
            return
        while dotted not in MODULES:  # a name taken from a module: the module
            dotted = dotted.rpartition(".")[0]
        if self._functions:
            self.deferred.add((line, dotted))
            return
        parts = dotted.split(".")
        for end in range(2, len(parts) + 1):  # the packages above it run first
            loaded = ".".join(parts[:end])
            if loaded != self.name and not self.name.startswith(f"{loaded}."):
                self.loaded.add(loaded)
        if dotted == TOP and self.name != TOP:
            self.loaded.add(TOP)


def _read() -> dict[str, _Imports]:
    found = {}
    for name, path in MODULES.items():
        imports = _Imports(name)
        imports.visit(ast.parse(path.read_text(encoding="utf-8"), filename=str(path)))
        found[name] = imports
    return found


IMPORTS = _read()


def _circle(graph: dict[str, set[str]]) -> list[str] | None:
    """One circle of *graph*, as the modules along it with the first again at the end."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(name: str) -> list[str] | None:
        path.append(name)
        on_path.add(name)
        for target in sorted(graph[name]):
            if target in on_path:
                return [*path[path.index(target) :], target]
            if target not in done:
                found = visit(target)
                if found:
                    return found
        path.pop()
        on_path.discard(name)
        done.add(name)
        return None

    for name in sorted(graph):
        if name not in done:
            found = visit(name)
            if found:
                return found
    return None


def test_the_reader_sees_the_imports_it_must() -> None:
    assert "redemption_rules.state" in IMPORTS["redemption_rules.engine"].loaded
    assert "redemption_rules.effects" in IMPORTS["redemption_rules.engine"].loaded  # a package
    assert IMPORTS["redemption_rules.zones"].loaded == set()
    assert "redemption_rules.parser.phrases" in IMPORTS["redemption_rules.abilities.core"].loaded
    assert _circle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _circle({"a": {"b"}, "b": set()}) is None


def test_no_module_imports_itself_back() -> None:
    circle = _circle({name: imports.loaded for name, imports in IMPORTS.items()})
    assert circle is None, "an import circle: " + " -> ".join(circle or [])


def test_every_import_of_the_package_is_at_the_top_of_its_module() -> None:
    deferred = [
        f"{MODULES[name].relative_to(ROOT)}:{line} imports {target}"
        for name, imports in IMPORTS.items()
        for line, target in sorted(imports.deferred)
    ]
    assert not deferred, "imports inside functions:\n" + "\n".join(deferred)
