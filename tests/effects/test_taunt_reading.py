"""A taunt identifier read: its payoff by the ability grammar, into a Taunt effect (REG: Taunt)."""

from __future__ import annotations

from tests.scenarios.conftest import full_pool

from redemption_rules import from_json, to_json
from redemption_rules.effects.cards import TAUNT_SECTION, ability_support, card_abilities
from redemption_rules.effects.kinds import Discard, Taunt
from redemption_rules.effects.model import Ability


def test_the_payoff_is_read_into_a_taunt_before_the_special_ability() -> None:
    found = card_abilities(full_pool().get("Lamech, the Avenged"))
    ability = found.ability
    assert ability is not None
    taunt, payoff = ability.effects[:2]
    assert isinstance(taunt, Taunt)
    assert taunt.payoff is not None
    assert taunt.payoff.text == "Discard a human."
    assert isinstance(payoff, Discard)
    assert payoff.section == TAUNT_SECTION
    assert ability.text[payoff.span.start : payoff.span.end] == "Discard a human"
    assert found.taunt == (0, 1)
    assert not {0, 1} & {index for _, index in found.on_play}  # it waits for a win
    # the special ability's "Cannot be negated." comes after, and covers the payoff
    assert ability.text.startswith("Taunt (Discard a human.) Discard abilities on evil cards")
    assert found.shield == ("cbn",)


def test_a_taunt_round_trips_through_json() -> None:
    ability = card_abilities(full_pool().get("The Rabshakeh (LoC)")).ability
    assert ability is not None
    assert from_json(to_json(ability), Ability) == ability


def test_a_payoff_not_carried_out_refuses_the_card() -> None:
    # "Restrict good Dominants for 1 round.": a duration of a round is not followed
    support = ability_support(full_pool().get("The Mocking Thief (GoC)"))
    assert not support.carried_out
    assert support.missing == ("a duration",)
