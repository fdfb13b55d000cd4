"""A broken pack is a PluginError naming the pack and the problem, raised when the manager
is built, never a bare traceback halfway through a game."""

from __future__ import annotations

import types
from typing import TYPE_CHECKING, ClassVar

import pytest
from attrs import evolve, frozen
from tests.plugins.conftest import install

from redemption_rules import (
    CardDataError,
    CardPool,
    PluginError,
    card_ability,
    get_plugin_manager,
    parse_ability,
)
from redemption_rules.effects import Effect
from redemption_rules.effects.kinds import Negate
from redemption_rules.plugins import EffectSpec, GrammarFragment, hookimpl
from redemption_rules.plugins.hookspecs import CardSet
from redemption_rules.plugins.manager import AUTOLOAD_SWITCH
from redemption_rules.rulesets import MODERN

if TYPE_CHECKING:
    from collections.abc import Callable

HEADER = "Name\tSet\tType\tBrigade\tStrength\tToughness\tAlignment\n"


class RulesetPack:
    def __init__(self, *rulesets: object) -> None:
        self.rulesets = list(rulesets)

    @hookimpl
    def redemption_rulesets(self) -> list[object]:
        return self.rulesets


class CardPack:
    def __init__(self, *sets: object) -> None:
        self.sets = list(sets)

    @hookimpl
    def redemption_card_sets(self) -> list[object]:
        return self.sets


class GrammarPack:
    def __init__(self, text: str) -> None:
        self.text = text

    @hookimpl
    def redemption_grammar(self) -> list[GrammarFragment]:
        return [GrammarFragment("broken.lark", self.text)]


class RaisingPack:
    @hookimpl
    def redemption_rulesets(self) -> list[object]:
        raise RuntimeError("the pack's data file is missing")


def _cards(*rows: str) -> CardSet:
    return CardSet.from_card_list("tiny", HEADER + "\n".join(rows))


def test_a_pack_that_raises_on_import_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    install(monkeypatch, shaky=ImportError("no module named 'shaky'"))
    with pytest.raises(PluginError, match=r"plugin 'shaky': could not be loaded.*shaky"):
        get_plugin_manager()


def test_a_hook_that_raises_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    install(monkeypatch, raising=RaisingPack())
    with pytest.raises(PluginError, match="plugin 'raising': redemption_rulesets failed"):
        get_plugin_manager()


@pytest.mark.parametrize(
    ("pack", "message"),
    [
        (RulesetPack("quick"), r"redemption_rulesets returned 'quick'"),
        (RulesetPack(evolve(MODERN)), r"ruleset 'modern' is already added by the built-in"),
        (CardPack(object()), r"redemption_card_sets returned <object"),
        (GrammarPack('%extend effect: zap\nzap: "Zap"i UNDEFINED_TERMINAL\n'), r"grammar"),
    ],
)
def test_bad_data_is_named_when_the_manager_is_built(
    monkeypatch: pytest.MonkeyPatch, pack: object, message: str
) -> None:
    install(monkeypatch, faulty=pack)
    with pytest.raises(PluginError, match=r"plugin 'faulty'") as info:
        get_plugin_manager()
    assert info.match(message)


def test_a_hook_returning_a_non_list_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    class StringPack:
        @hookimpl
        def redemption_rulesets(self) -> str:
            return "modern"

    install(monkeypatch, stringy=StringPack())
    with pytest.raises(PluginError, match="must return a list"):
        get_plugin_manager()


def test_two_packs_claiming_one_ruleset_name_are_both_named(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    variant = evolve(MODERN, name="house")
    install(monkeypatch, first=RulesetPack(variant), second=RulesetPack(variant))
    with pytest.raises(PluginError, match=r"plugin 'second': ruleset 'house' .* 'first'"):
        get_plugin_manager()


def test_two_packs_adding_one_card_are_both_named(monkeypatch: pytest.MonkeyPatch) -> None:
    row = "Patient Sower\tEx\tHero\tGreen\t3\t3\tGood"
    install(monkeypatch, first=CardPack(_cards(row)), second=CardPack(_cards(row)))
    with pytest.raises(PluginError, match=r"'second': card 'Patient Sower' .* 'first'"):
        get_plugin_manager()


def test_an_ability_for_a_card_the_set_lacks_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    written = CardSet.from_card_list(
        "tiny",
        HEADER + "Patient Sower\tEx\tHero\tGreen\t3\t3\tGood",
        abilities={"Hasty Sower": parse_ability("Draw 1.")},
    )
    install(monkeypatch, writer=CardPack(written))
    with pytest.raises(PluginError, match="ability for 'Hasty Sower', which it does not have"):
        get_plugin_manager()


def test_a_malformed_card_list_names_the_set_and_line() -> None:
    with pytest.raises(CardDataError, match=r"tiny, line 2, column 'Type'"):
        _cards("Patient Sower\tEx\tWizard\tGreen\t3\t3\tGood")


def test_hand_written_abilities_replace_the_grammar(monkeypatch: pytest.MonkeyPatch) -> None:
    text = "Whisper the unwritten words thrice."
    written = CardSet.from_card_list(
        "tiny",
        HEADER.replace("Alignment", "Alignment\tSpecialAbility")
        + f"Patient Sower\tEx\tHero\tGreen\t3\t3\tGood\t{text}",
        abilities={"Patient Sower": parse_ability("Draw 2.")},
    )
    install(monkeypatch, writer=CardPack(written))
    manager = get_plugin_manager()
    card = CardPool.from_cards(written.cards).get("Patient Sower")
    assert card.special_ability == text
    assert [effect.kind for effect in card_ability(card, manager).effects] == ["draw"]


def _module_with_hooks_on_a_class() -> types.ModuleType:
    """What the tutorial once made: an entry point at a module whose hooks sit on a class."""
    module = types.ModuleType("tutorial_pack")

    class TutorialPack:
        @hookimpl
        def redemption_rulesets(self) -> list[object]:
            return [evolve(MODERN, name="tutorial-harvest")]

    TutorialPack.__module__ = module.__name__
    module.TutorialPack = TutorialPack  # type: ignore[attr-defined]
    return module


def test_a_pack_that_implements_no_hook_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    install(monkeypatch, tutorial=_module_with_hooks_on_a_class())
    with pytest.raises(PluginError) as info:
        get_plugin_manager()
    assert info.value.plugin == "tutorial"
    assert "implements no hook; its hooks are methods of the class TutorialPack" in str(info.value)
    install(monkeypatch, empty=types.ModuleType("empty_pack"))
    with pytest.raises(PluginError, match="plugin 'empty': implements no hook; mark functions"):
        get_plugin_manager()


def test_a_class_given_as_the_pack_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    install(monkeypatch, tutorial=_module_with_hooks_on_a_class().TutorialPack)
    with pytest.raises(PluginError, match=r"'tutorial': is the class TutorialPack, not a pack"):
        get_plugin_manager()


class Returning:
    """A pack whose one hook returns what it was made with."""

    def __init__(self, hook: str, make: Callable[[], object]) -> None:
        self.hook = hook
        self.make = make

    @hookimpl
    def redemption_grammar(self) -> object:
        return self.make() if self.hook == "grammar" else []

    @hookimpl
    def redemption_effects(self) -> object:
        return self.make() if self.hook == "effects" else []

    @hookimpl
    def redemption_card_sets(self) -> object:
        return self.make() if self.hook == "card_sets" else []


@pytest.mark.parametrize(
    ("hook", "make", "message"),
    [
        ("grammar", lambda: None, "redemption_grammar returned None; return a list"),
        (
            "effects",
            lambda: [EffectSpec(int, {})],
            "failed: TypeError.*an attrs subclass of Effect",
        ),
        ("effects", lambda: [EffectSpec(Negate, {"zap": "no"})], "'callbacks' must be callable"),
        ("effects", lambda: [EffectSpec(Negate, {}, handler=3)], "'handler' must be callable"),
        ("grammar", lambda: [GrammarFragment("zap.lark", b"zap: 'Zap'")], "failed: TypeError"),
        ("card_sets", lambda: [CardSet("tiny", [object()])], "failed: TypeError"),
    ],
)
def test_a_result_of_the_wrong_type_is_named(
    monkeypatch: pytest.MonkeyPatch, hook: str, make: Callable[[], object], message: str
) -> None:
    install(monkeypatch, faulty=Returning(hook, make))
    with pytest.raises(PluginError, match=r"plugin 'faulty'") as info:
        get_plugin_manager()
    assert info.match(message)


@pytest.mark.parametrize(
    "text",
    [
        '%extend effect: zap\nzap: "Zap"i\n%ignore "Evil"i\n',
        '  %override effect: zap\nzap: "Zap"i\n',
    ],
)
def test_grammar_that_changes_built_in_phrases_is_refused(
    monkeypatch: pytest.MonkeyPatch, text: str
) -> None:
    install(monkeypatch, sneaky=GrammarPack(text))
    with pytest.raises(PluginError, match=r"plugin 'sneaky': grammar 'broken.lark' uses %"):
        get_plugin_manager()


def test_grammar_that_is_not_lark_names_that_pack_only(monkeypatch: pytest.MonkeyPatch) -> None:
    good = GrammarPack('%extend effect: zap\nzap: "Zap"i INT\n')
    install(monkeypatch, broken=GrammarPack('%extend effect: zip\nzip: "Zip"i (\n'), good=good)
    with pytest.raises(PluginError) as info:
        get_plugin_manager()
    assert info.value.plugin == "broken"
    assert "at line 2, column 14 of 'broken.lark'" in str(info.value)


@pytest.mark.slow  # builds the grammar of a pack
def test_a_catch_all_terminal_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    # builds with the core grammar, but takes the words of the built-in phrases
    install(monkeypatch, greedy=GrammarPack("%extend effect: anything\nanything: /[^.]+/\n"))
    with pytest.raises(PluginError) as info:
        get_plugin_manager()
    assert info.value.plugin == "greedy"
    # a core callback given what it cannot take is refused as text that no longer parses
    assert "changes how built-in phrases read: the built-in text" in str(info.value)


def test_a_callback_may_not_replace_a_core_one(monkeypatch: pytest.MonkeyPatch) -> None:
    @frozen
    class Zap(Effect):
        kind: ClassVar[str] = "zap"

    class Replacing:
        @hookimpl
        def redemption_effects(self) -> list[EffectSpec]:
            return [EffectSpec(Zap, {"ability": lambda *items: Zap()})]

    install(monkeypatch, replacing=Replacing())
    with pytest.raises(PluginError, match=r"'replacing': a callback for rule 'ability' would"):
        get_plugin_manager()


@pytest.mark.parametrize("value", ["1", "true", "TRUE", "Yes", "on", " On "])
def test_the_usual_true_values_switch_autoload_off(
    monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    install(monkeypatch, shaky=ImportError("no module named 'shaky'"))
    monkeypatch.setenv(AUTOLOAD_SWITCH, value)
    assert not get_plugin_manager().has_plugin("shaky")


@pytest.mark.parametrize("value", ["0", "false", "No", "OFF", ""])
def test_the_usual_false_values_leave_autoload_on(
    monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    install(monkeypatch, shaky=ImportError("no module named 'shaky'"))
    monkeypatch.setenv(AUTOLOAD_SWITCH, value)
    with pytest.raises(PluginError, match="shaky"):
        get_plugin_manager()
