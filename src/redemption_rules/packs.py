"""The packs in use: where every layer reads what the registered packs add.

The plugin manager's module (:mod:`redemption_rules.plugins.manager`) stands near the top of
the package: to check what a pack gives it needs the card and effect models, the rulesets and
the parser. The layers below it need the packs' contributions all the same (a card pool takes
their cards, a ruleset may be theirs, a card's ability may be written by one), so they read
them here. This module imports nothing of the package; the manager's module gives it a
:class:`PackReader` when it is loaded (:func:`provide`), which importing any part of the
package does, since the package's ``__init__`` runs first.
"""

from __future__ import annotations

import contextlib
import functools
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from collections.abc import Iterator

    import pluggy

    from redemption_rules.cards.pool import CardPool
    from redemption_rules.rulesets import Ruleset

__all__ = [
    "PackReader",
    "default_manager",
    "pack_cards",
    "pack_rulesets",
    "provide",
    "use_plugin_manager",
]


class PackReader(Protocol):
    """How the layers below the plugin manager get a manager and read its packs."""

    def build(self) -> pluggy.PluginManager:
        """A new, checked manager with the built-in and the installed packs."""
        ...

    def cards(self, manager: pluggy.PluginManager) -> CardPool:
        """The cards *manager*'s packs add, as one pool."""
        ...

    def rulesets(self, manager: pluggy.PluginManager) -> dict[str, Ruleset]:
        """The rulesets *manager*'s packs add, by name."""
        ...


_READER: list[PackReader] = []


def provide(reader: PackReader) -> None:
    """Read the packs through *reader* from now on (the plugin manager's module calls it)."""
    _READER[:] = [reader]
    _process_manager.cache_clear()


def default_manager() -> pluggy.PluginManager:
    """The plugin manager of this process, built on first use (installed packs included).

    Inside :func:`use_plugin_manager` it is the manager given there.
    """
    if _IN_USE:
        return _IN_USE[-1]
    return _process_manager()


@functools.cache
def _process_manager() -> pluggy.PluginManager:
    return _reader().build()


_IN_USE: list[pluggy.PluginManager] = []


@contextlib.contextmanager
def use_plugin_manager(manager: pluggy.PluginManager) -> Iterator[pluggy.PluginManager]:
    """Use *manager*'s packs for the length of a ``with`` block.

    Parsing, card pools and games then read the packs registered on *manager*, as they
    would read installed ones: a way to try a pack without installing it. The manager
    should be checked first (:func:`~redemption_rules.plugins.manager.check_manager`).
    """
    _IN_USE.append(manager)
    try:
        yield manager
    finally:
        _IN_USE.pop()


def pack_cards(manager: pluggy.PluginManager | None = None) -> CardPool:
    """The cards packs add, as one pool (default: the manager in use)."""
    return _reader().cards(manager or default_manager())


def pack_rulesets(manager: pluggy.PluginManager | None = None) -> dict[str, Ruleset]:
    """The rulesets packs add, by name (default: the manager in use)."""
    return _reader().rulesets(manager or default_manager())


def _reader() -> PackReader:
    if not _READER:  # pragma: no cover - the package's __init__ loads the manager's module
        raise RuntimeError(
            "no plugin manager is loaded: import redemption_rules.plugins.manager first"
        )
    return _READER[-1]
