"""Wordings read in the grammar's sixth coverage pass, each from a card of the pool.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them are nonsense or readings the REG does not allow, and stay refused.
"""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Ref, Zone
from redemption_rules.effects.kinds import Capture, Discard
from redemption_rules.effects.modifiers import Regardless
from redemption_rules.effects.targets import Exists, UsedBy
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "this card gains regardless of protection": as "is regardless of protection" ------------


def test_cast_into_lions_den_gains_regardless_of_protection_if_used_by_a_daniel_hero() -> None:
    text = (
        "Capture a character in battle. If used by a Daniel Hero or Persian, this ability "
        "gains regardless of protection"
    )
    ability = parse_ability(text)
    (capture,) = ability.effects
    assert isinstance(capture, Capture)
    (regardless,) = ability.modifiers
    assert isinstance(regardless, Regardless)
    assert regardless.of == "protect"
    assert regardless.cards is not None
    assert regardless.cards.ref is Ref.THIS_CARD
    assert isinstance(regardless.condition, UsedBy)
    daniel, persian = regardless.condition.user.parts
    assert (daniel.types, daniel.books) == (("Hero",), ("Daniel",))
    assert persian.identifiers == ("Persian",)


def test_seek_and_destroy_makes_evil_discard_abilities_regardless_while_one_hero_battles() -> None:
    text = (
        "If only one Hero is in battle, evil discard abilities gain regardless of protection. "
        "If used by an N.T. Evil character, discard a Hero. Cannot be prevented."
    )
    ability = parse_ability(text)
    regardless = next(m for m in ability.modifiers if isinstance(m, Regardless))
    assert regardless.of == "protect"
    assert regardless.cards is not None
    assert regardless.cards.alignment is Alignment.EVIL
    assert regardless.cards.abilities == ("discard",)
    assert isinstance(regardless.condition, Exists)
    assert regardless.condition.target.types == ("Hero",)
    assert regardless.condition.target.qualifiers == ("only",)
    (place,) = regardless.condition.target.locations
    assert place.zone is Zone.BATTLE
    (discard,) = ability.effects
    assert isinstance(discard, Discard)


@pytest.mark.parametrize(
    "text",
    [
        "This card gains regardless.",
        "This card gains regardless of protection 2/2.",
        "Discard a Hero gains regardless of protection.",
        "This card gains of protection.",
    ],
)
def test_gains_regardless_needs_what_it_overrides_and_a_subject(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
