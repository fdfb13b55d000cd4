"""Texts the sixteenth fidelity audit (seed 1616) found read wrongly and carried out.

* Mounted Forces: "an Assyrian or Babylonian warrior" is an Assyrian warrior or a Babylonian
  warrior; the class noun said once after both identifiers is said of both (REG: Warrior
  Class; the card's words).
* The New Covenant and every text that returns captured Heroes to territory: a release
  (REG: Release: a captured character is returned to a territory), not a withdraw, which
  moves characters in battle only; the New Covenant's cost goes with each benefit after
  "or" in one use (REG: Cost and Benefit).
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import full_pool

from redemption_rules.effects.cards import card_abilities
from redemption_rules.effects.kinds import Band, Release, Withdraw
from redemption_rules.effects.targets import Join
from redemption_rules.parser import parse_ability

MOUNTED = (
    "May band to an Assyrian or Babylonian warrior, or you may take an O.T. Enhancement of "
    "matching brigade from Reserve. Cannot be prevented."
)


def test_a_class_noun_after_two_identifiers_is_said_of_both() -> None:
    (band,) = [effect for effect in parse_ability(MOUNTED).effects if isinstance(effect, Band)]
    assert band.target.join is Join.OR
    assert [part.identifiers for part in band.target.parts] == [
        ("Assyrian", "warrior"),
        ("Babylonian", "warrior"),
    ]


def test_a_class_noun_is_not_shared_past_a_determiner() -> None:
    # "a Pharisee or a Babylonian warrior": two cards, each with its own determiner
    text = "May band to a Pharisee or a Babylonian warrior."
    (band,) = [effect for effect in parse_ability(text).effects if isinstance(effect, Band)]
    assert [part.identifiers for part in band.target.parts] == [
        ("Pharisee",),
        ("Babylonian", "warrior"),
    ]


COVENANT = (
    "At any time, you may place this card beneath your deck to heal all N.T. Heroes, return "
    "all captured N.T. Heroes to territory, or discard all Evil Character cards on N.T. Heroes."
)


@pytest.mark.parametrize(
    "text",
    [
        COVENANT,
        (
            "Return one captured Hero to owner's territory.  Interrupt that player's Wall of "
            "Protection.  Ezra may band with that Hero."
        ),
        (
            "Return up to two captured Heroes to owners' territories.  You may band one of them "
            "into battle."
        ),
        "Return your captured Heroes to your territory.  Cannot be negated by an evil card.",
        "Return each captured hero to its owner's territory.",
        "All captured Heroes in play return to their owner's territory.",
        (
            "Negate evil capture abilities. Return all captured Heroes to owner's territories. Add "
            "any number of them to the battle."
        ),
    ],
)
def test_captured_heroes_returned_to_territory_are_released(text: str) -> None:
    effects = parse_ability(text).effects
    (release,) = [effect for effect in effects if isinstance(effect, Release)]
    assert "captured" in release.target.qualifiers
    assert release.destination is None  # to the owner's territory, as every release
    assert not [effect for effect in effects if isinstance(effect, Withdraw)]


def test_a_heroes_withdraw_from_battle_stays_a_withdraw() -> None:
    (effect,) = parse_ability("Return a Hero in battle to territory.").effects
    assert isinstance(effect, Withdraw)


def test_the_new_covenant_cost_goes_with_each_benefit_in_one_use() -> None:
    found = card_abilities(full_pool().get("The New Covenant"))
    assert found.ability is not None
    assert found.ability.text == COVENANT
    assert found.manual == ((0, 1, 2, 3),)
