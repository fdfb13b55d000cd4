"""The plugin manager: built-in packs through the hooks, installed packs by entry point."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

import pluggy
import pytest
from attrs import frozen
from tests.plugins.conftest import FakeEntryPoint

from redemption_rules import get_plugin_manager
from redemption_rules.effects import Effect, Selector
from redemption_rules.effects.kinds import EFFECT_CLASSES, Negate
from redemption_rules.errors import PluginError
from redemption_rules.parser.parse import build_parser
from redemption_rules.plugins import EffectSpec, GrammarFragment, hookimpl, hookspecs
from redemption_rules.plugins import manager as manager_module
from redemption_rules.plugins.manager import (
    AUTOLOAD_SWITCH,
    BUILTIN_PACKS,
    collect_effects,
    collect_grammar,
)

if TYPE_CHECKING:
    from redemption_rules.parser.parse import AbilityParser
    from redemption_rules.parser.phrases import NounPhrase


@frozen
class Smite(Effect):
    """A pack's own effect (REG: none; a test of the hooks)."""

    kind: ClassVar[str] = "smite"
    target: Selector


class SmitePack:
    """An outside pack: one phrase, one effect."""

    @hookimpl
    def redemption_grammar(self) -> list[GrammarFragment]:
        return [
            GrammarFragment("smite.lark", '%extend simple_verb: verb_smite\nverb_smite: "Smite"i\n')
        ]

    @hookimpl
    def redemption_effects(self) -> list[EffectSpec]:
        return [EffectSpec(Smite, {"verb_smite": lambda: Smite})]


class ClashingPack:
    @hookimpl
    def redemption_effects(self) -> list[EffectSpec]:
        return [EffectSpec(Negate, {})]


class BadPack:
    @hookimpl
    def redemption_grammar(self) -> list[object]:
        return ["not a fragment"]


def manager_with(*packs: object) -> pluggy.PluginManager:
    manager = get_plugin_manager(autoload=False)
    for pack in packs:
        manager.register(pack, name=type(pack).__name__)
    return manager


def test_builtin_packs_are_registered() -> None:
    manager = get_plugin_manager(autoload=False)
    for name in BUILTIN_PACKS:
        assert manager.has_plugin(name)


def test_builtin_grammar_and_effects_come_through_the_hooks() -> None:
    manager = get_plugin_manager(autoload=False)
    fragments = collect_grammar(manager)
    assert {pack for pack, _ in fragments} == set(BUILTIN_PACKS)
    assert [fragment.name for _, fragment in fragments][-1] == "structure.lark"
    kinds = {spec.effect.kind for _, spec in collect_effects(manager)}
    assert "negate" in kinds
    assert kinds == {cls.kind for cls in EFFECT_CLASSES}  # each effect record, once


SEEN: list[NounPhrase] = []


class SpyPack:
    """An outside pack that adds a whole effect phrase and sees the noun phrase it reads."""

    @hookimpl
    def redemption_grammar(self) -> list[GrammarFragment]:
        return [GrammarFragment("spy.lark", '%extend effect: spy\nspy: "Spy"i "On"i selector\n')]

    @hookimpl
    def redemption_effects(self) -> list[EffectSpec]:
        def spy(phrase: NounPhrase) -> Effect:
            SEEN.append(phrase)
            return Spy(phrase.selector())

        return [EffectSpec(Spy, {"spy": spy})]


@frozen
class Spy(Effect):
    """Another pack effect (REG: none; a test of the hooks)."""

    kind: ClassVar[str] = "spy"
    target: Selector


@pytest.fixture(scope="module")
def pack_parser() -> AbilityParser:
    """A parser built with two outside packs besides the built-in one."""
    return build_parser(manager_with(SmitePack(), SpyPack()))


@pytest.mark.slow  # builds the grammar of a pack
@pytest.mark.xdist_group("pack-parser")  # one worker builds pack_parser, for both tests
def test_an_outside_pack_adds_a_simple_verb(pack_parser: AbilityParser) -> None:
    ability = pack_parser.parse("Smite a Hero and draw 1.")
    smite, draw = ability.effects
    assert isinstance(smite, Smite)
    assert smite.target.types == ("Hero",)
    assert draw.kind == "draw"


@pytest.mark.slow  # builds the grammar of a pack
@pytest.mark.xdist_group("pack-parser")  # one worker builds pack_parser, for both tests
def test_an_outside_pack_adds_an_effect_phrase(pack_parser: AbilityParser) -> None:
    (effect,) = pack_parser.parse("Spy on opponent's hand.").effects
    assert isinstance(effect, Spy)
    assert SEEN
    assert effect.target.locations[0].zone.value == "hand"


class RaisingSmitePack(SmitePack):
    """The smite pack with a callback that raises (the grammar stays the same)."""

    @hookimpl
    def redemption_effects(self) -> list[EffectSpec]:
        def smite() -> type[Smite]:
            raise LookupError("the pack's word list is missing")

        return [EffectSpec(Smite, {"verb_smite": smite})]


@pytest.mark.slow  # builds the grammar of a pack
def test_a_callback_that_raises_is_named_after_its_pack() -> None:
    parser = build_parser(manager_with(RaisingSmitePack(), SpyPack()))
    with pytest.raises(PluginError) as info:
        parser.parse("Smite a Hero.")
    assert info.value.plugin == "RaisingSmitePack"
    assert "the callback for rule 'verb_smite' failed: LookupError" in str(info.value)
    assert isinstance(info.value.__cause__, LookupError)
    assert [effect.kind for effect in parser.parse("Spy on opponent's hand.").effects] == ["spy"]


def test_two_packs_claiming_one_kind_are_an_error_naming_both() -> None:
    with pytest.raises(PluginError) as info:
        collect_effects(manager_with(ClashingPack()))
    assert info.value.plugin == "ClashingPack"
    assert "redemption_rules.abilities.core" in str(info.value)


def test_a_pack_returning_bad_data_is_named() -> None:
    with pytest.raises(PluginError, match="BadPack"):
        collect_grammar(manager_with(BadPack()))


def test_a_misspelt_hook_is_an_error() -> None:
    class Misspelt:
        @hookimpl
        def redemption_grammer(self) -> list[GrammarFragment]:
            return []

    manager = get_plugin_manager(autoload=False)
    manager.register(Misspelt(), name="misspelt")
    with pytest.raises(pluggy.PluginValidationError):
        manager.check_pending()


@pytest.mark.slow  # builds the grammar of a pack
def test_installed_packs_are_loaded_from_entry_points(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(AUTOLOAD_SWITCH, raising=False)
    monkeypatch.setattr(
        manager_module, "entry_points", lambda group: [FakeEntryPoint("smite", SmitePack())]
    )
    manager = get_plugin_manager()
    assert manager.has_plugin("smite")


def test_autoload_can_be_switched_off(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(AUTOLOAD_SWITCH, "1")
    monkeypatch.setattr(
        manager_module, "entry_points", lambda group: [FakeEntryPoint("smite", SmitePack())]
    )
    assert not get_plugin_manager().has_plugin("smite")
    monkeypatch.delenv(AUTOLOAD_SWITCH)
    assert not get_plugin_manager(autoload=False).has_plugin("smite")


def test_a_pack_that_fails_to_load_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(AUTOLOAD_SWITCH, raising=False)
    monkeypatch.setattr(
        manager_module,
        "entry_points",
        lambda group: [FakeEntryPoint("broken", ImportError("no module named broken"))],
    )
    with pytest.raises(PluginError, match="broken"):
        get_plugin_manager()


def test_hook_specs_are_documented_and_typed() -> None:
    for name in ("redemption_grammar", "redemption_effects"):
        spec = getattr(hookspecs, name)
        assert spec.__doc__
        assert "return" in spec.__annotations__
