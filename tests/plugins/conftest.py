"""Helpers for the plugin tests: packs that look installed, without installing them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from redemption_rules.plugins import manager as manager_module
from redemption_rules.plugins.manager import AUTOLOAD_SWITCH

if TYPE_CHECKING:
    import pytest


class FakeEntryPoint:
    """An entry point of the ``redemption_rules`` group that loads *loaded* (or raises it)."""

    def __init__(self, name: str, loaded: object) -> None:
        self.name = name
        self.value = f"{name}_pack"
        self.dist = None
        self._loaded = loaded

    def load(self) -> object:
        if isinstance(self._loaded, Exception):
            raise self._loaded
        return self._loaded


def install(monkeypatch: pytest.MonkeyPatch, **packs: object) -> None:
    """Make *packs* look installed, by entry-point name, with autoload on."""
    monkeypatch.delenv(AUTOLOAD_SWITCH, raising=False)
    points = [FakeEntryPoint(name, pack) for name, pack in packs.items()]
    monkeypatch.setattr(manager_module, "entry_points", lambda group: points)
