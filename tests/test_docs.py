"""The documentation: every public name is documented, and the code in it runs."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import attrs
import pytest
from tests.conftest import CARD_LIST, build_wheel

import redemption_rules
from redemption_rules.plugins import hookspecs
from redemption_rules.plugins.manager import AUTOLOAD_SWITCH
from redemption_rules.rulesets import CLASSIC, FOURTH, MODERN, Ruleset

DOCS = Path(__file__).resolve().parents[1] / "docs"
STARTER = Path(redemption_rules.__file__).parent / "cards" / "data" / "Starter_I.txt"


def test_every_public_name_is_in_the_api_page() -> None:
    text = (DOCS / "api.md").read_text(encoding="utf-8")
    missing = [name for name in redemption_rules.__all__ if f"`{name}" not in text]
    assert not missing


def _python_blocks(page: str) -> list[str]:
    """The page's blocks of Python to run, in order (not the blocks of a pack's files)."""
    return re.findall(r"```python\n(.*?)```", (DOCS / page).read_text(encoding="utf-8"), re.DOTALL)


_FILE_BLOCK = re.compile(r'```\w+ title="(?P<path>[^"]+)"\n(?P<text>.*?)```', re.DOTALL)


def write_tutorial_pack(folder: Path) -> Path:
    """Write the pack of plugins.md into *folder* from the blocks headed with a file."""
    files: dict[str, str] = {}
    page = (DOCS / "plugins.md").read_text(encoding="utf-8")
    for match in _FILE_BLOCK.finditer(page):
        path, text = match["path"], match["text"]
        files[path] = f"{files[path]}\n\n{text}" if path in files else text
    for path, text in files.items():
        (folder / path).parent.mkdir(parents=True, exist_ok=True)
        (folder / path).write_text(text, encoding="utf-8")
    return folder


def test_the_tutorial_shows_every_file_of_its_pack(tmp_path: Path) -> None:
    pack = write_tutorial_pack(tmp_path)
    written = sorted(str(path.relative_to(pack)) for path in pack.rglob("*") if path.is_file())
    assert written == [
        "pyproject.toml",
        "src/tutorial_pack/__init__.py",
        "src/tutorial_pack/cards.txt",
        "src/tutorial_pack/gather.lark",
    ]
    cards = (pack / "src/tutorial_pack/cards.txt").read_text(encoding="utf-8").splitlines()
    assert all(line.count("\t") == 7 for line in cards), "the card list lost its tabs"


@pytest.mark.parametrize(
    "page",
    [
        "index.md",
        "decks.md",
        "views.md",
        "notation.md",
        "simulation.md",
        "ai.md",
        "city-of-bondage.md",
        pytest.param("plugins.md", marks=pytest.mark.slow),  # a pack grammar
    ],
)
def test_code_in_the_docs_runs(
    page: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copy(CARD_LIST, tmp_path / "carddata.txt")
    shutil.copy(STARTER, tmp_path / "my_deck.txt")
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(write_tutorial_pack(tmp_path / "tutorial-pack") / "src"))
    blocks = _python_blocks(page)
    assert blocks
    namespace: dict[str, object] = {"__name__": f"docs_{page.removesuffix('.md')}"}
    try:
        for number, block in enumerate(blocks, start=1):  # one page's blocks build on each other
            needs = re.match(r"# needs (\w+)\n", block)  # an optional extra's module
            if needs and importlib.util.find_spec(needs[1]) is None:
                continue
            code = compile(block, f"{page} block {number}", "exec", dont_inherit=True)
            exec(code, namespace)  # noqa: S102 - our own docs
    finally:
        sys.modules.pop("tutorial_pack", None)
    capsys.readouterr()


def test_the_tutorial_phrase_needs_the_tutorial_pack() -> None:
    with pytest.raises(redemption_rules.AbilityParseError):
        redemption_rules.parse_ability("Gather 2.")


def test_every_hook_is_in_the_hooks_page() -> None:
    text = (DOCS / "hooks.md").read_text(encoding="utf-8")
    specs = [name for name in dir(hookspecs) if name.startswith("redemption_")]
    assert len(specs) == 4
    missing = [name for name in specs if f"`{name}(" not in text]
    assert not missing


def test_ruleset_table_matches_the_records() -> None:
    text = (DOCS / "rules.md").read_text(encoding="utf-8")
    table = text[text.index("## What differs between the rulesets") :]
    fields = {field.name for field in attrs.fields(Ruleset)}
    rows = re.findall(r"^\| `(\w+)` \| (.*?) \| (.*?) \| (.*?) \|$", table, re.MULTILINE)
    assert rows
    for name, *cells in rows:
        assert name in fields, name
        for ruleset, cell in zip((MODERN, FOURTH, CLASSIC), cells, strict=True):
            value = getattr(ruleset, name)
            if isinstance(value, bool):
                assert cell == ("yes" if value else "no"), (name, ruleset.name)
            elif isinstance(value, int):
                assert cell == str(value), (name, ruleset.name)


FIRST_PARSE = """
from redemption_rules import parse_ability
print([effect.kind for effect in parse_ability("Negate Evil Characters.").effects])
"""

WITH_THE_PACK = """
from redemption_rules import get_ruleset, load_card_pool, parse_ability
print([effect.kind for effect in parse_ability("Gather 2. Draw 1.").effects])
print(get_ruleset("tutorial-harvest").hand_limit)
print(load_card_pool().get("Storehouse Keeper").special_ability)
"""


@pytest.mark.network
@pytest.mark.slow  # builds two wheels and installs them
def test_the_tutorial_pack_installs_and_works(project_wheel: Path, tmp_path: Path) -> None:
    """The tutorial's install step, end to end: build the pack, install it, use it.

    The library and the pack are installed from wheels into a fresh virtual environment;
    pip fetches their dependencies from the package index (hence the mark).
    """
    pack = write_tutorial_pack(tmp_path / "tutorial-pack")
    build_wheel(pack, tmp_path / "wheels")
    (pack_wheel,) = (tmp_path / "wheels").glob("tutorial_pack-*.whl")
    venv = tmp_path / "venv"
    _run([sys.executable, "-m", "venv", "--without-pip", str(venv)])
    bin_folder = venv / ("Scripts" if sys.platform == "win32" else "bin")
    python = bin_folder / "python"
    pip = [sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet"]
    _run([*pip, str(project_wheel), str(pack_wheel)])
    env = {key: value for key, value in os.environ.items() if key not in _NOT_PASSED}

    # the wheel's own tables: the first parse after install builds nothing
    fresh = tmp_path / "fresh-cache"
    first = {**env, "REDEMPTION_RULES_CACHE_DIR": str(fresh), AUTOLOAD_SWITCH: "1"}
    kinds = _run([str(python), "-c", FIRST_PARSE], env=first, cwd=tmp_path)
    assert kinds.strip() == "['negate']"
    assert not fresh.exists(), "the first parse built tables instead of using the wheel's"

    with_pack = _run([str(python), "-c", WITH_THE_PACK], env=env, cwd=tmp_path)
    assert with_pack.splitlines() == ["['gather', 'draw']", "10", "Gather 2. Draw 1."]
    listed = _run([str(bin_folder / "redemption-rules"), "plugins"], env=env, cwd=tmp_path)
    assert "tutorial: tutorial_pack (tutorial-pack 0.1.0)" in listed
    assert "adds 1 card set, 1 grammar fragment, 1 effect, 1 ruleset" in listed


_NOT_PASSED = frozenset({"PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", AUTOLOAD_SWITCH})


def _run(command: list[str], **options: Any) -> str:
    done = subprocess.run(command, capture_output=True, text=True, check=False, **options)  # noqa: S603
    assert done.returncode == 0, f"{command[-1]!r} failed:\n{done.stdout}\n{done.stderr}"
    return done.stdout
