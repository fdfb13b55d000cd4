"""A broken pack is a PluginError naming the pack and the problem, raised when the manager
is built, never a bare traceback halfway through a game."""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.plugins.conftest import install

from redemption_rules import (
    CardDataError,
    CardPool,
    PluginError,
    card_ability,
    get_plugin_manager,
    parse_ability,
)
from redemption_rules.plugins import GrammarFragment, hookimpl
from redemption_rules.plugins.hookspecs import CardSet
from redemption_rules.rulesets import MODERN

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
