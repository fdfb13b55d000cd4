"""What each pack registered on a plugin manager adds, read from its hooks and checked.

Only this module calls hooks: it names the pack at fault when one fails or returns data of
the wrong kind. It reads a manager it is given; building and checking managers, and finding
installed packs, is :mod:`redemption_rules.plugins.manager`'s work, which stands above the
parser, so the parser can read the packs through this module.
"""

from __future__ import annotations

import importlib
import re
from typing import TYPE_CHECKING, Any, Final

import pluggy

from redemption_rules.effects.model import Ability
from redemption_rules.errors import PluginError
from redemption_rules.packs import default_manager
from redemption_rules.plugins import PROJECT_NAME, hookspecs
from redemption_rules.plugins.hookspecs import CardSet, EffectSpec, GrammarFragment
from redemption_rules.rulesets import BUILTIN_RULESETS, Ruleset

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = [
    "BUILTIN_PACKS",
    "collect_card_sets",
    "collect_effects",
    "collect_grammar",
    "collect_rulesets",
    "core_manager",
    "hook_results",
    "pack_abilities",
]

BUILTIN_PACKS: Final = ("redemption_rules.abilities.core",)
"""The built-in packs, registered in this order before any installed pack."""

_CORE_ONLY_DIRECTIVES: Final = re.compile(r"^[ \t]*%(?P<directive>ignore|override)\b", re.MULTILINE)
"""Grammar directives that change how the built-in phrases read, refused in a pack."""


def core_manager() -> pluggy.PluginManager:
    """A new manager with the hook specs and the built-in packs only, not checked.

    The built-in packs are the package's own: the parser reads the core grammar from such a
    manager to compare a pack's grammar with it.
    """
    manager = pluggy.PluginManager(PROJECT_NAME)
    manager.add_hookspecs(hookspecs)
    for name in BUILTIN_PACKS:
        manager.register(importlib.import_module(name), name=name)
    return manager


def collect_grammar(manager: pluggy.PluginManager) -> list[tuple[str, GrammarFragment]]:
    """Every pack's grammar fragments with the pack's name, built-in packs first.

    Raises:
        PluginError: a pack returned something that is not a GrammarFragment.
    """
    found: list[tuple[str, GrammarFragment]] = []
    for name, result in hook_results(manager, "redemption_grammar"):
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
    for name, result in hook_results(manager, "redemption_effects"):
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
    for name, result in hook_results(manager, "redemption_card_sets"):
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
    for name, result in hook_results(manager, "redemption_rulesets"):
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


def _sequence(pack: str, hook_name: str, result: Any) -> list[Any]:  # noqa: ANN401 - any data
    if isinstance(result, (str, bytes)) or not isinstance(result, (list, tuple)):
        raise PluginError(pack, f"{hook_name} must return a list, not {result!r}")
    return list(result)


def hook_results(manager: pluggy.PluginManager, hook_name: str) -> Iterator[tuple[str, Any]]:
    """Call every implementation of a hook, in registration order, naming the pack.

    Raises:
        PluginError: an implementation raised or returned None.
    """
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
