"""The plugin manager: the built-in packs, then every installed pack.

Only this module calls hooks; it checks what they return and names the pack at fault.
"""

from __future__ import annotations

import importlib
import os
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any, Final

import pluggy

from redemption_rules.errors import PluginError
from redemption_rules.plugins import PROJECT_NAME, hookspecs
from redemption_rules.plugins.hookspecs import EffectSpec, GrammarFragment

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = [
    "AUTOLOAD_SWITCH",
    "BUILTIN_PACKS",
    "collect_effects",
    "collect_grammar",
    "get_plugin_manager",
]

BUILTIN_PACKS: Final = ("redemption_rules.abilities.core",)
"""The built-in packs, registered in this order before any installed pack."""

AUTOLOAD_SWITCH: Final = "REDEMPTION_RULES_DISABLE_PLUGIN_AUTOLOAD"
"""Set this environment variable to ``1`` to leave installed packs out."""


def get_plugin_manager(*, autoload: bool = True) -> pluggy.PluginManager:
    """A new plugin manager with the hook specs, the built-in packs and the installed packs.

    Installed packs (entry-point group ``redemption_rules``) are loaded one by one unless
    *autoload* is false or ``REDEMPTION_RULES_DISABLE_PLUGIN_AUTOLOAD=1`` is set.

    Raises:
        PluginError: a pack failed to load or implements a hook that does not exist.

    >>> pm = get_plugin_manager(autoload=False)
    >>> pm.has_plugin("redemption_rules.abilities.core")
    True
    """
    manager = pluggy.PluginManager(PROJECT_NAME)
    manager.add_hookspecs(hookspecs)
    for name in BUILTIN_PACKS:
        manager.register(importlib.import_module(name), name=name)
    if autoload and os.environ.get(AUTOLOAD_SWITCH, "") != "1":
        _load_entry_points(manager)
    try:
        manager.check_pending()
    except pluggy.PluginValidationError as exc:
        raise PluginError(manager.get_name(exc.plugin) or "?", str(exc)) from exc
    return manager


def collect_grammar(manager: pluggy.PluginManager) -> list[tuple[str, GrammarFragment]]:
    """Every pack's grammar fragments with the pack's name, built-in packs first.

    Raises:
        PluginError: a pack returned something that is not a GrammarFragment.
    """
    found: list[tuple[str, GrammarFragment]] = []
    for name, result in _call(manager, "redemption_grammar"):
        for fragment in result:
            if not isinstance(fragment, GrammarFragment):
                raise PluginError(name, f"redemption_grammar returned {fragment!r}")
            found.append((name, fragment))
    return found


def collect_effects(manager: pluggy.PluginManager) -> list[tuple[str, EffectSpec]]:
    """Every pack's effects with the pack's name, built-in packs first.

    Raises:
        PluginError: a pack returned something that is not an EffectSpec, or two packs
            claim the same ``kind`` or the same callback.
    """
    found: list[tuple[str, EffectSpec]] = []
    kinds: dict[str, str] = {}
    rules: dict[str, str] = {}
    for name, result in _call(manager, "redemption_effects"):
        for spec in result:
            if not isinstance(spec, EffectSpec):
                raise PluginError(name, f"redemption_effects returned {spec!r}")
            kind = spec.effect.kind
            if kind in kinds:
                raise PluginError(name, f"effect kind {kind!r} is already added by {kinds[kind]!r}")
            kinds[kind] = name
            for rule in spec.callbacks:
                if rule in rules:
                    raise PluginError(
                        name, f"callback for rule {rule!r} is already added by {rules[rule]!r}"
                    )
                rules[rule] = name
            found.append((name, spec))
    return found


def _call(manager: pluggy.PluginManager, hook_name: str) -> Iterator[tuple[str, Any]]:
    """Call every implementation of a hook, in registration order, naming the pack."""
    caller = getattr(manager.hook, hook_name)
    for impl in caller.get_hookimpls():
        name = impl.plugin_name
        try:
            result = impl.function()
        except Exception as exc:
            raise PluginError(name, f"{hook_name} failed: {exc!r}") from exc
        if result is None:
            continue
        yield name, result


def _load_entry_points(manager: pluggy.PluginManager) -> None:
    for entry_point in entry_points(group=PROJECT_NAME):
        if manager.get_plugin(entry_point.name) is not None:
            continue
        try:
            plugin = entry_point.load()
        except Exception as exc:
            raise PluginError(entry_point.name, f"could not be loaded: {exc!r}") from exc
        try:
            manager.register(plugin, name=entry_point.name)
        except (ValueError, pluggy.PluginValidationError) as exc:
            raise PluginError(entry_point.name, f"could not be registered: {exc}") from exc
