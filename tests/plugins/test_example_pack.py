"""The example pack in examples/example_pack, installed as a separate distribution.

CI installs it (``pip install ./examples/example_pack``); so does the README's test command.
"""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import PackageNotFoundError, distribution

import pytest

from redemption_rules import (
    AbilityParseError,
    Attack,
    GameState,
    Phase,
    PlayerId,
    card_ability,
    from_json,
    get_plugin_manager,
    get_ruleset,
    load_card_pool,
    load_starter_cards,
    load_starter_decks,
    new_game,
    parse_ability,
    step,
    to_json,
)
from redemption_rules.cards import Stat
from redemption_rules.effects import Ability, Effect
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.execute import EffectContext, MoveCard
from redemption_rules.effects.targets import Position
from redemption_rules.events import CardMoved, EffectCarriedOut
from redemption_rules.parser import parser_for
from redemption_rules.plugins.manager import collect_effects
from redemption_rules.testing import build_position, find_card
from redemption_rules.zones import Zone

try:
    distribution("redemption-example-pack")
except PackageNotFoundError:  # pragma: no cover - a setup problem, reported plainly
    pytest.fail(
        "the example pack is not installed: pip install ./examples/example_pack",
        pytrace=False,
    )

from redemption_example_pack import QUICK, Recycle, can_recycle, recycle


def test_the_pack_is_registered_from_its_entry_point() -> None:
    assert get_plugin_manager().has_plugin("example")


def test_its_cards_join_the_card_pool() -> None:
    pool = load_card_pool()
    assert len(pool) == len(load_starter_cards()) + 6
    gleaner = pool.get("Faithful Gleaner")
    assert gleaner.set_code == "Ex"
    assert (gleaner.strength, gleaner.toughness) == (Stat(5), Stat(4))
    assert gleaner.special_ability == "Recycle 2."
    assert "Faithful Gleaner" not in load_card_pool(packs=False)


def test_its_phrase_parses_into_its_effect() -> None:
    (effect,) = parse_ability("Recycle 2.").effects
    assert isinstance(effect, Recycle)
    assert effect.count == 2
    assert effect.kind == "recycle"
    keeper = card_ability(load_card_pool().get("Keeper of Scrolls"))
    assert [e.kind for e in keeper.effects] == ["recycle", "draw"]


def test_its_effect_survives_the_json_round_trip() -> None:
    ability = parse_ability("Recycle 3.")
    assert from_json(to_json(ability), Ability) == ability
    assert from_json(to_json(ability.effects[0]), Effect) == ability.effects[0]  # type: ignore[type-abstract]


def _recycling_position() -> GameState:
    return build_position(
        load_card_pool(),
        [
            {
                "territory": ["Faithful Gleaner"],
                "deck": ["Gideon (J)"],
                "discard_pile": ["Samson (J)", "Ruth (J)", "Naomi (J)"],  # Naomi on top
            },
            {"land_of_bondage": ["Lost Soul Luke 13:25 (J)"]},
        ],
        phase=Phase.BATTLE,
    )


def test_its_handler_decides_the_moves_without_changing_the_state() -> None:
    state = _recycling_position()
    before = to_json(state)
    done = recycle(EffectContext(state, PlayerId(0)), Recycle(count=2))
    names = [state.card(op.card).name for op in done.ops if isinstance(op, MoveCard)]
    assert names == ["Naomi (J)", "Ruth (J)"]
    assert all(op.zone is Zone.DECK and op.position is Position.BOTTOM for op in done.ops)  # type: ignore[attr-defined]
    assert done.fully
    assert to_json(state) == before  # the handler is pure


def test_its_effect_is_carried_out_in_a_game() -> None:
    state = _recycling_position()
    gleaner = find_card(state, "Faithful Gleaner")
    result = step(state, Attack(gleaner, PlayerId(1)))
    me = result.state.players[0]
    names = [result.state.card(card).name for card in me.deck]
    assert names == ["Gideon (J)", "Naomi (J)", "Ruth (J)"]
    assert [result.state.card(card).name for card in me.discard_pile] == ["Samson (J)"]
    moves = [e for e in result.events if isinstance(e, CardMoved) and e.to_zone is Zone.DECK]
    assert tuple(e.card for e in moves) == me.deck[1:]
    assert any(isinstance(e, EffectCarriedOut) and e.effect == "recycle" for e in result.events)
    assert result.state.problems() == []


def test_the_handler_is_what_the_pack_registers() -> None:
    specs = {spec.effect.kind: spec for _, spec in collect_effects(get_plugin_manager())}
    assert specs["recycle"].handler is recycle
    assert specs["recycle"].possible is can_recycle
    assert ability_support(load_card_pool().get("Faithful Gleaner")).carried_out


def test_its_ruleset_is_found_by_name_everywhere() -> None:
    assert get_ruleset("example-quick") is QUICK
    state = new_game(load_starter_decks(), seed=1, ruleset="example-quick")
    assert state.ruleset.souls_to_win == 3


def test_with_autoload_off_the_phrase_is_a_parse_error_again() -> None:
    parser = parser_for(get_plugin_manager(autoload=False))
    with pytest.raises(AbilityParseError, match="column 10"):
        parser.parse("Recycle 2.")


def test_the_autoload_switch_turns_the_pack_off_for_a_whole_process() -> None:
    env = dict(os.environ, REDEMPTION_RULES_DISABLE_PLUGIN_AUTOLOAD="1")
    command = [sys.executable, "-m", "redemption_rules", "parse", "Recycle 2."]
    off = subprocess.run(command, env=env, capture_output=True, text=True, check=False)  # noqa: S603
    assert off.returncode == 1
    assert "unexpected" in off.stdout
    on = subprocess.run(command, capture_output=True, text=True, check=False)  # noqa: S603
    assert on.returncode == 0
    assert "recycle" in on.stdout
