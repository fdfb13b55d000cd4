"""The documentation: every public name is documented, and the code in it runs."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import attrs
import pytest
from tests.conftest import CARD_LIST

import redemption_rules
from redemption_rules.plugins import hookspecs
from redemption_rules.rulesets import CLASSIC, FOURTH, MODERN, Ruleset

DOCS = Path(__file__).resolve().parents[1] / "docs"
STARTER = Path(redemption_rules.__file__).parent / "cards" / "data" / "Starter_I.txt"


def test_every_public_name_is_in_the_api_page() -> None:
    text = (DOCS / "api.md").read_text(encoding="utf-8")
    missing = [name for name in redemption_rules.__all__ if f"`{name}" not in text]
    assert not missing


def _python_blocks(page: str) -> list[str]:
    return re.findall(r"```python\n(.*?)```", (DOCS / page).read_text(encoding="utf-8"), re.DOTALL)


@pytest.mark.parametrize("page", ["index.md", "decks.md", "plugins.md"])
def test_code_in_the_docs_runs(
    page: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    shutil.copy(CARD_LIST, tmp_path / "carddata.txt")
    shutil.copy(STARTER, tmp_path / "my_deck.txt")
    monkeypatch.chdir(tmp_path)
    blocks = _python_blocks(page)
    assert blocks
    namespace: dict[str, object] = {"__name__": f"docs_{page.removesuffix('.md')}"}
    for number, block in enumerate(blocks, start=1):  # one page's blocks build on each other
        code = compile(block, f"{page} block {number}", "exec", dont_inherit=True)
        exec(code, namespace)  # noqa: S102 - our own docs
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
