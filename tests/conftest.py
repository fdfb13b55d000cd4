"""Shared fixtures: the real card pool and deck lists in ../shared/data, and built wheels."""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from redemption_rules import CardPool, load_cards

if TYPE_CHECKING:
    from collections.abc import Iterator

ROOT = Path(__file__).resolve().parents[1]
SHARED_DATA = ROOT.parent / "shared" / "data"
CARD_LIST = SHARED_DATA / "carddata.txt"
DECKS = SHARED_DATA / "decks"
SOURCES = ("pyproject.toml", "setup.py", "README.md", "LICENSE", "src", "grammar", "abilities")
"""What building the project's wheel reads."""
_NOT_SOURCES = shutil.ignore_patterns("__pycache__", "*.egg-info")


def shared_pool() -> CardPool:
    """The whole real card pool (5,692 cards), read once per process.

    The ``pool`` fixture and the scenarios' card lookups share these card records, so what
    the engine works out once per card (its ability read and sorted) is worked out once.
    """
    if _SHARED_POOL:
        return _SHARED_POOL[0]
    if not CARD_LIST.exists():
        pytest.fail(f"the shared card list is missing: {CARD_LIST}")
    _SHARED_POOL.append(load_cards(CARD_LIST))
    return _SHARED_POOL[0]


_SHARED_POOL: list[CardPool] = []


@pytest.fixture(scope="session")
def pool() -> CardPool:
    """The whole real card pool (5,692 cards)."""
    return shared_pool()


@pytest.fixture(scope="session")
def project_wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The project's wheel, built once per test run (shared by the xdist workers).

    Built from a copy of the sources, so the build leaves nothing in the work tree, and
    without build isolation, so it needs no network.
    """
    shared = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        shared = shared.parent
    folder = shared / "project-wheel"
    with _locked(shared / "project-wheel.lock"):
        found = sorted(folder.glob("redemption_rules-*.whl"))
        if not found:
            source = shared / "project-source"
            shutil.rmtree(source, ignore_errors=True)
            source.mkdir()
            for name in SOURCES:
                if (ROOT / name).is_dir():
                    shutil.copytree(ROOT / name, source / name, ignore=_NOT_SOURCES)
                else:
                    shutil.copy2(ROOT / name, source / name)
            build_wheel(source, folder)
            found = sorted(folder.glob("redemption_rules-*.whl"))
    (wheel,) = found
    return wheel


def build_wheel(source: Path, folder: Path) -> None:
    """Build the wheel of the project at *source* into *folder*, offline."""
    subprocess.run(  # noqa: S603 - our own interpreter and a folder we made
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "--quiet",
            "--wheel-dir",
            str(folder),
            str(source),
        ],
        check=True,
        capture_output=True,
    )


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[None]:
    """Hold an exclusive lock on *path* (other test processes wait)."""
    with path.open("a") as handle:
        try:
            import fcntl  # noqa: PLC0415 - POSIX only

            fcntl.flock(handle, fcntl.LOCK_EX)
        except ImportError:  # pragma: no cover - Windows: workers may build twice
            pass
        yield


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Run the slow tests (random games, pool-wide runs) first, the quick ones after them.

    Parallel workers take tests in this order: with the long ones last, one worker could
    still be playing games while the other has nothing left to do.
    """
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
