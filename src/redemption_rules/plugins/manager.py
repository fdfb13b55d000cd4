"""The plugin manager: the built-in packs, then every installed pack.

Only this module calls hooks; it checks what they return and names the pack at fault.
"""

from __future__ import annotations

import contextlib
import functools
import importlib
import os
import re
from importlib.metadata import entry_points
from typing import TYPE_CHECKING, Any, Final

import pluggy
from attrs import evolve, frozen

from redemption_rules.cards.pool import CardPool
from redemption_rules.effects.model import Ability
from redemption_rules.errors import PluginError
from redemption_rules.plugins import PROJECT_NAME, hookspecs
from redemption_rules.plugins.hookspecs import CardSet, EffectSpec, GrammarFragment
from redemption_rules.rulesets import BUILTIN_RULESETS, Ruleset
from redemption_rules.serialization import reset_converter

if TYPE_CHECKING:
    from collections.abc import Iterator, Mapping
    from importlib.metadata import EntryPoint

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

BUILTIN_PACKS: Final = ("redemption_rules.abilities.core",)
"""The built-in packs, registered in this order before any installed pack."""

AUTOLOAD_SWITCH: Final = "REDEMPTION_RULES_DISABLE_PLUGIN_AUTOLOAD"
"""Set this environment variable to leave installed packs out: ``1``, ``true``, ``yes`` or
``on`` in any case (any value but ``0``, ``false``, ``no``, ``off`` or nothing)."""
_KEEP_AUTOLOAD: Final = frozenset({"", "0", "false", "no", "off"})

_CORE_ONLY_DIRECTIVES: Final = re.compile(r"^[ \t]*%(?P<directive>ignore|override)\b", re.MULTILINE)
"""Grammar directives that change how the built-in phrases read, refused in a pack."""


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
    manager = pluggy.PluginManager(PROJECT_NAME)
    manager.add_hookspecs(hookspecs)
    for name in BUILTIN_PACKS:
        manager.register(importlib.import_module(name), name=name)
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
        from redemption_rules.parser.parse import parser_for  # noqa: PLC0415 - a cycle

        parser_for(manager)  # the grammar built and checked, the callbacks joined
    reset_converter()  # the packs' effect classes now exist: the JSON forms must know them


def default_manager() -> pluggy.PluginManager:
    """The plugin manager of this process, built on first use (installed packs included).

    Inside :func:`use_plugin_manager` it is the manager given there.
    """
    if _IN_USE:
        return _IN_USE[-1]
    return _process_manager()


@functools.cache
def _process_manager() -> pluggy.PluginManager:
    return get_plugin_manager()


_IN_USE: list[pluggy.PluginManager] = []


@contextlib.contextmanager
def use_plugin_manager(manager: pluggy.PluginManager) -> Iterator[pluggy.PluginManager]:
    """Use *manager*'s packs for the length of a ``with`` block.

    Parsing, card pools and games then read the packs registered on *manager*, as they
    would read installed ones: a way to try a pack without installing it. The manager
    should be checked first (:func:`check_manager`).
    """
    _IN_USE.append(manager)
    try:
        yield manager
    finally:
        _IN_USE.pop()


def collect_grammar(manager: pluggy.PluginManager) -> list[tuple[str, GrammarFragment]]:
    """Every pack's grammar fragments with the pack's name, built-in packs first.

    Raises:
        PluginError: a pack returned something that is not a GrammarFragment.
    """
    found: list[tuple[str, GrammarFragment]] = []
    for name, result in _call(manager, "redemption_grammar"):
        for fragment in _sequence(name, "redemption_grammar", result):
            if not isinstance(fragment, GrammarFragment):
                raise PluginError(name, f"redemption_grammar returned {fragment!r}")
            directive = _CORE_ONLY_DIRECTIVES.search(fragment.text)
            if directive is not None and name not in BUILTIN_PACKS:
                raise PluginError(
                    name,
                    f"grammar {fragment.name!r} uses %{directive['directive']}, which changes "
                    "how the built-in phrases read; a pack adds phrases with %extend",
                )
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
        for spec in _sequence(name, "redemption_effects", result):
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


def collect_card_sets(manager: pluggy.PluginManager) -> list[tuple[str, CardSet]]:
    """Every pack's card sets with the pack's name.

    Raises:
        PluginError: a pack returned something that is not a CardSet, a hand-written
            ability for a card its set does not have, or a card another pack adds too.
    """
    found: list[tuple[str, CardSet]] = []
    owners: dict[tuple[str, str], str] = {}
    for name, result in _call(manager, "redemption_card_sets"):
        for card_set in _sequence(name, "redemption_card_sets", result):
            if not isinstance(card_set, CardSet):
                raise PluginError(name, f"redemption_card_sets returned {card_set!r}")
            names = {card.name for card in card_set.cards}
            for card_name, ability in card_set.abilities.items():
                if card_name not in names:
                    raise PluginError(
                        name,
                        f"set {card_set.name!r} writes an ability for {card_name!r}, "
                        "which it does not have",
                    )
                if not isinstance(ability, Ability):
                    raise PluginError(name, f"the ability for {card_name!r} is {ability!r}")
            for card in card_set.cards:
                key = (card.name, card.set_code)
                if key in owners:
                    raise PluginError(
                        name,
                        f"card {card.name!r} of set {card.set_code!r} is already added by "
                        f"{owners[key]!r}",
                    )
                owners[key] = name
            found.append((name, card_set))
    return found


def collect_rulesets(manager: pluggy.PluginManager) -> list[tuple[str, Ruleset]]:
    """Every pack's rulesets with the pack's name.

    Raises:
        PluginError: a pack returned something that is not a Ruleset, or a ruleset whose
            name a built-in ruleset or another pack already uses.
    """
    found: list[tuple[str, Ruleset]] = []
    owners = {ruleset.name: "the built-in rulesets" for ruleset in BUILTIN_RULESETS}
    for name, result in _call(manager, "redemption_rulesets"):
        for ruleset in _sequence(name, "redemption_rulesets", result):
            if not isinstance(ruleset, Ruleset):
                raise PluginError(name, f"redemption_rulesets returned {ruleset!r}")
            if ruleset.name in owners:
                raise PluginError(
                    name, f"ruleset {ruleset.name!r} is already added by {owners[ruleset.name]}"
                )
            owners[ruleset.name] = repr(name)
            found.append((name, ruleset))
    return found


def pack_rulesets(manager: pluggy.PluginManager | None = None) -> dict[str, Ruleset]:
    """The rulesets packs add, by name (default: the process's manager)."""
    manager = manager or default_manager()
    return {ruleset.name: ruleset for _, ruleset in collect_rulesets(manager)}


def pack_cards(manager: pluggy.PluginManager | None = None) -> CardPool:
    """The cards packs add, as one pool (default: the process's manager)."""
    manager = manager or default_manager()
    return CardPool.from_cards(
        card for _, card_set in collect_card_sets(manager) for card in card_set.cards
    )


def pack_abilities(
    manager: pluggy.PluginManager | None = None,
) -> dict[tuple[str, str], Ability]:
    """The hand-written abilities packs give, by card name and set code."""
    manager = manager or default_manager()
    found: dict[tuple[str, str], Ability] = {}
    for _, card_set in collect_card_sets(manager):
        sets = {card.name: card.set_code for card in card_set.cards}
        for card_name, ability in card_set.abilities.items():
            found[(card_name, sets[card_name])] = ability
    return found


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
                for name, result in _call(manager, hook)
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


def _sequence(pack: str, hook_name: str, result: Any) -> list[Any]:  # noqa: ANN401 - any data
    if isinstance(result, (str, bytes)) or not isinstance(result, (list, tuple)):
        raise PluginError(pack, f"{hook_name} must return a list, not {result!r}")
    return list(result)


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
            raise PluginError(
                name, f"{hook_name} returned None; return a list (empty if it adds nothing)"
            )
        yield name, result


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
