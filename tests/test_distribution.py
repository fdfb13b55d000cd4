"""The distribution: the wheel and the editable install carry every package and data file."""

from __future__ import annotations

import importlib
import subprocess
import sys
import zipfile
from importlib import resources
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SHIPPED = (
    "redemption_rules/__init__.py",
    "redemption_rules/py.typed",
    "redemption_rules/grammar/__init__.py",
    "redemption_rules/abilities/__init__.py",
    "redemption_rules/cards/data/starter_cards.txt",
    "redemption_rules/cards/data/Starter_I.txt",
    "redemption_rules/cards/data/Starter_J.txt",
)


@pytest.mark.parametrize("package", ["redemption_rules.grammar", "redemption_rules.abilities"])
def test_root_folders_import_as_subpackages(package: str) -> None:
    module = importlib.import_module(package)
    assert module.__name__ == package


def test_package_data_is_found_by_package_name() -> None:
    data = resources.files("redemption_rules.cards").joinpath("data", "starter_cards.txt")
    assert data.read_text(encoding="utf-8").startswith("Name\tSet\t")


def test_wheel_carries_every_package_and_data_file(tmp_path: Path) -> None:
    subprocess.run(  # noqa: S603 - our own interpreter and project folder
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--quiet",
            "--wheel-dir",
            str(tmp_path),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    (wheel,) = tmp_path.glob("redemption_rules-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [name for name in SHIPPED if name not in names]
    assert not missing
    assert not any(name.startswith(("tests/", "grammar/", "abilities/")) for name in names)
