"""The distribution: the wheel and the editable install carry every package and data file."""

from __future__ import annotations

import importlib
import tomllib
import zipfile
from importlib import resources
from pathlib import Path

import pytest

import redemption_rules
from redemption_rules.parser import grammar_of
from redemption_rules.parser.tables import SHIPPED_TABLES, grammar_key, read_tables
from redemption_rules.plugins.manager import get_plugin_manager

PYPROJECT = Path(__file__).resolve().parents[1] / "pyproject.toml"

SHIPPED = (
    "redemption_rules/__init__.py",
    "redemption_rules/py.typed",
    "redemption_rules/grammar/__init__.py",
    "redemption_rules/abilities/__init__.py",
    "redemption_rules/cards/data/starter_cards.txt",
    "redemption_rules/cards/data/Starter_I.txt",
    "redemption_rules/cards/data/Starter_J.txt",
    "redemption_rules/city_of_bondage/data/board.json",
    "redemption_rules/city_of_bondage/data/cards.json",
    f"redemption_rules/parser/{SHIPPED_TABLES}",
)


@pytest.mark.parametrize("package", ["redemption_rules.grammar", "redemption_rules.abilities"])
def test_root_folders_import_as_subpackages(package: str) -> None:
    module = importlib.import_module(package)
    assert module.__name__ == package


def test_package_data_is_found_by_package_name() -> None:
    data = resources.files("redemption_rules.cards").joinpath("data", "starter_cards.txt")
    assert data.read_text(encoding="utf-8").startswith("Name\tSet\t")


@pytest.mark.slow  # builds the wheel
def test_wheel_carries_every_package_and_data_file(project_wheel: Path) -> None:
    names = set(zipfile.ZipFile(project_wheel).namelist())
    missing = [name for name in SHIPPED if name not in names]
    assert not missing
    assert not any(name.startswith(("tests/", "grammar/", "abilities/")) for name in names)


@pytest.mark.slow  # builds the wheel
def test_wheel_ships_the_tables_of_its_own_grammar(project_wheel: Path, tmp_path: Path) -> None:
    shipped = tmp_path / SHIPPED_TABLES
    shipped.write_bytes(
        zipfile.ZipFile(project_wheel).read(f"redemption_rules/parser/{SHIPPED_TABLES}")
    )
    grammar = grammar_of(get_plugin_manager(autoload=False))
    assert f"\ngrammar {grammar_key(grammar)}\n".encode() in shipped.read_bytes()[:400]
    tables = read_tables(shipped, grammar, any_lark=True)
    assert tables is not None
    assert len(tables.states) > 1000


@pytest.mark.slow  # builds the wheel
def test_wheel_carries_the_license_and_the_version(project_wheel: Path) -> None:
    wheel = zipfile.ZipFile(project_wheel)
    licenses = [name for name in wheel.namelist() if name.endswith("/LICENSE")]
    assert licenses, "the wheel has no LICENSE file"
    assert wheel.read(licenses[0]).startswith(b"MIT License")
    (metadata,) = [name for name in wheel.namelist() if name.endswith(".dist-info/METADATA")]
    text = wheel.read(metadata).decode()
    assert f"\nVersion: {redemption_rules.__version__}\n" in text
    assert "MIT" in text


def test_the_version_is_the_projects() -> None:
    declared = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["project"]["version"]
    assert redemption_rules.__version__ == declared
