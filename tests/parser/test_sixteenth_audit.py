"""Texts the sixteenth fidelity audit (seed 1616) found read wrongly and carried out.

* Mounted Forces: "an Assyrian or Babylonian warrior" is an Assyrian warrior or a Babylonian
  warrior; the class noun said once after both identifiers is said of both (REG: Warrior
  Class; the card's words).
"""

from __future__ import annotations

from redemption_rules.effects.kinds import Band
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
