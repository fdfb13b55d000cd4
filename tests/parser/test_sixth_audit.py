"""Readings of a sixth sample of carried-out texts, checked against the REG and ORDIR.

The records are as before; what the engine makes of them changed: "non-human" names
characters alone (ORDIR: Non-human). Each test names its card and asserts the fields the
engine acts on.
"""

from __future__ import annotations

from tests.scenarios.conftest import full_pool

from redemption_rules.cards.model import Alignment
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Convert, Reserve
from redemption_rules.parser import parse_ability

# -- "non-human": a character that is not human -----------------------------------------------


def test_repentance_reserves_an_evil_non_human() -> None:
    # the words are read as before; the qualifier now names characters alone
    convert, reserve = parse_ability("Convert an evil human or reserve an evil non-human.").effects
    assert isinstance(convert, Convert)
    assert convert.target.identifiers == ("human",)
    assert isinstance(reserve, Reserve)
    assert reserve.target.alignment is Alignment.EVIL
    assert reserve.target.qualifiers == ("non_human",)
    assert reserve.target.types == ()
    assert ability_support(full_pool().get("Repentance (Roots)")).carried_out
