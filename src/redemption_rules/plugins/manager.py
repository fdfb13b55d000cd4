"""The plugin manager: the built-in packs, then every installed pack, checked.

A manager is checked by reading every hook (:mod:`redemption_rules.plugins.collect`) and, for
a pack that adds grammar, by building the parser with it; so this module stands above the
parser. Loading it hands the layers below a :class:`~redemption_rules.packs.PackReader`, through
which they read the manager in use (:mod:`redemption_rules.packs`).
"""

from __future__ import annotations

import os
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Final

import pluggy
from attrs import evolve, frozen

from redemption_rules.cards.pool import CardPool
from redemption_rules.errors import PluginError
from redemption_rules.packs import (
    default_manager,
    pack_cards,
    pack_rulesets,
    provide,
    use_plugin_manager,
)
from redemption_rules.parser.parse import parser_for
from redemption_rules.plugins import PROJECT_NAME
from redemption_rules.plugins.collect import (
    BUILTIN_PACKS,
    collect_card_sets,
    collect_effects,
    collect_grammar,
    collect_rulesets,
    core_manager,
    hook_results,
    pack_abilities,
)
from redemption_rules.serialization import reset_converter

if TYPE_CHECKING:
    from collections.abc import Mapping
    from importlib.metadata import EntryPoint

    from redemption_rules.rulesets import Ruleset

__all__ = [
    "AUTOLOAD_SWITCH",
    "BUILTIN_PACKS",
    "PackReport",
    "check_manager",
    "collect_card_sets",
    "collect_effects",
    "collect_grammar",
    "collect_rulesets",
    "default_manager",
    "get_plugin_manager",
    "installed_packs",
    "is_autoload_disabled",
    "pack_abilities",
    "pack_cards",
    "pack_rulesets",
    "use_plugin_manager",
]

AUTOLOAD_SWITCH: Final = "REDEMPTION_RULES_DISABLE_PLUGIN_AUTOLOAD"
"""Set this environment variable to leave installed packs out: ``1``, ``true``, ``yes`` or
``on`` in any case (any value but ``0``, ``false``, ``no``, ``off`` or nothing)."""
_KEEP_AUTOLOAD: Final = frozenset({"", "0", "false", "no", "off"})


def get_plugin_manager(*, autoload: bool = True) -> pluggy.PluginManager:
    """A new plugin manager with the hook specs, the built-in packs and the installed packs.

    Installed packs (entry-point group ``redemption_rules``) are loaded one by one unless
    *autoload* is false or ``REDEMPTION_RULES_DISABLE_PLUGIN_AUTOLOAD`` is set (see
    :func:`is_autoload_disabled`).

    Every pack's data is checked before the manager is returned: what each hook returns, kinds
    and rulesets claimed twice, cards added twice. A pack that adds grammar has the grammar
    compiled with the core, so a fragment that does not fit is reported now, not at the first
    card read halfway through a game.

    Raises:
        PluginError: naming the pack: it failed to load, implements no hook or one that does
            not exist, returned data that is wrong, or adds grammar that does not fit the
            core's or changes how the built-in phrases read.

    >>> pm = get_plugin_manager(autoload=False)
    >>> pm.has_plugin("redemption_rules.abilities.core")
    True
    """
    manager = core_manager()
    if autoload and not is_autoload_disabled():
        _load_entry_points(manager)
    check_manager(manager)
    return manager


def is_autoload_disabled(environ: Mapping[str, str] | None = None) -> bool:
    """Whether ``REDEMPTION_RULES_DISABLE_PLUGIN_AUTOLOAD`` leaves installed packs out.

    *environ* defaults to the process's environment.

    >>> is_autoload_disabled({AUTOLOAD_SWITCH: "Yes"}), is_autoload_disabled({AUTOLOAD_SWITCH: "1"})
    (True, True)
    >>> is_autoload_disabled({AUTOLOAD_SWITCH: "off"}), is_autoload_disabled({})
    (False, False)
    """
    value = (os.environ if environ is None else environ).get(AUTOLOAD_SWITCH, "")
    return value.strip().lower() not in _KEEP_AUTOLOAD


def check_manager(manager: pluggy.PluginManager) -> None:
    """Check every registered pack's hooks and data; raise PluginError naming the first fault.

    Call it after registering a pack by hand (``manager.register(pack)``).
    """
    try:
        manager.check_pending()
    except pluggy.PluginValidationError as exc:
        raise PluginError(manager.get_name(exc.plugin) or "?", str(exc)) from exc
    for name, plugin in manager.list_name_plugin():
        if plugin is not None:
            _check_shape(manager, name, plugin)
    effects = collect_effects(manager)
    collect_card_sets(manager)
    collect_rulesets(manager)
    grammar = collect_grammar(manager)
    if any(name not in BUILTIN_PACKS for name, _ in grammar) or any(
        name not in BUILTIN_PACKS and spec.callbacks for name, spec in effects
    ):
        parser_for(manager)  # the grammar built and checked, the callbacks joined
    reset_converter()  # the packs' effect classes now exist: the JSON forms must know them


@frozen
class PackReport:
    """What :func:`installed_packs` finds of one installed pack."""

    name: str
    """The entry point's name, which is the pack's name in errors."""
    target: str
    """What the entry point loads: ``module`` or ``module:attribute``."""
    distribution: str
    """The distribution that installs it, with its version (empty when unknown)."""
    adds: tuple[tuple[str, int], ...] = ()
    """What it adds, as (hook, items returned), for the hooks it implements."""
    problem: str | None = None
    """Why it cannot be used, or ``None`` when it loads and checks cleanly on its own."""


def installed_packs() -> list[PackReport]:
    """Every pack of the entry-point group ``redemption_rules``, each loaded and checked alone.

    A pack that fails is reported with its problem rather than raised, so one broken pack
    hides no other. Packs that only fail together (two claiming one name) are each fine
    here; :func:`get_plugin_manager` reports those.
    """
    reports = []
    for entry_point in entry_points(group=PROJECT_NAME):
        dist = getattr(entry_point, "dist", None)
        distribution = f"{dist.name} {dist.version}" if dist is not None else ""
        report = PackReport(entry_point.name, entry_point.value, distribution)
        manager = get_plugin_manager(autoload=False)
        try:
            _register(manager, entry_point)
            check_manager(manager)
        except PluginError as exc:
            report = evolve(report, problem=exc.problem)
        else:
            adds = tuple(
                (hook, len(result))
                for hook in _HOOKS
                for name, result in hook_results(manager, hook)
                if name == entry_point.name
            )
            report = evolve(report, adds=adds)
        reports.append(report)
    return reports


_HOOKS: Final = (
    "redemption_card_sets",
    "redemption_grammar",
    "redemption_effects",
    "redemption_rulesets",
)


def _check_shape(manager: pluggy.PluginManager, name: str, plugin: object) -> None:
    """Refuse a class where a pack is wanted, and a pack that implements no hook."""
    if isinstance(plugin, type):
        raise PluginError(
            name,
            f"is the class {plugin.__name__}, not a pack: register an instance of it "
            "(an entry point 'module:instance'), or make the hooks functions of a module",
        )
    if manager.get_hookcallers(plugin):
        return
    hint = "mark functions named like the hooks with @hookimpl"
    holders = [
        value.__name__
        for value in getattr(plugin, "__dict__", {}).values()
        if isinstance(value, type)
        and getattr(value, "__module__", None) == getattr(plugin, "__name__", None)
        and any(hasattr(member, _MARK) for member in vars(value).values())
    ]
    if holders:
        hint = (
            f"its hooks are methods of the class {holders[0]}: point the entry point at an "
            "instance of it ('module:instance'), or make them functions of the module"
        )
    raise PluginError(name, f"implements no hook; {hint}")


_MARK: Final = f"{PROJECT_NAME}_impl"
"""The attribute ``hookimpl`` sets on a function it marks."""


def _load_entry_points(manager: pluggy.PluginManager) -> None:
    for entry_point in entry_points(group=PROJECT_NAME):
        if manager.get_plugin(entry_point.name) is None:
            _register(manager, entry_point)


def _register(manager: pluggy.PluginManager, entry_point: EntryPoint) -> None:
    try:
        plugin = entry_point.load()
    except (Exception, SystemExit) as exc:
        raise PluginError(entry_point.name, f"could not be loaded: {exc!r}") from exc
    try:
        manager.register(plugin, name=entry_point.name)
    except (ValueError, pluggy.PluginValidationError) as exc:
        raise PluginError(entry_point.name, f"could not be registered: {exc}") from exc


class _Packs:
    """The packs' contributions as the layers below read them (:mod:`redemption_rules.packs`)."""

    def build(self) -> pluggy.PluginManager:
        return get_plugin_manager()

    def cards(self, manager: pluggy.PluginManager) -> CardPool:
        return CardPool.from_cards(
            card for _, card_set in collect_card_sets(manager) for card in card_set.cards
        )

    def rulesets(self, manager: pluggy.PluginManager) -> dict[str, Ruleset]:
        return {ruleset.name: ruleset for _, ruleset in collect_rulesets(manager)}


provide(_Packs())
