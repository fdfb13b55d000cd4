"""Joined verbs and places: "use and hold", "band ... into battle from", places after places."""

from __future__ import annotations

from redemption_rules.effects import Count, Link, Quantifier, Selector
from redemption_rules.effects.kinds import Band, Hold, UseOtherEnhancements
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)


def test_shobach_uses_and_holds_weapons_of_any_brigade() -> None:
    use, hold, band = parse_ability(
        "May use and hold weapons of any brigade. May band to a generic Syrian."
    ).effects
    weapons = Selector(count=ALL, types=("weapon",), qualifiers=("any_brigade",))
    assert isinstance(use, UseOtherEnhancements)
    assert use.optional
    assert use.enhancements == weapons
    assert isinstance(hold, Hold)
    assert hold.optional
    assert hold.link is Link.AND
    assert hold.target == weapons
    assert isinstance(band, Band)


def test_david_uses_and_holds_one_weapon_class_enhancement() -> None:
    use, hold = parse_ability(
        "David may use and hold one weapon class enhancement from any good brigade except silver."
    ).effects
    assert isinstance(use, UseOtherEnhancements)
    assert isinstance(hold, Hold)
    assert use.actor == hold.actor
    assert use.actor is not None
    assert use.actor.card == Selector(names=("David",))
    assert use.enhancements == hold.target
    assert hold.target.types == ("Enhancement",)
    assert hold.target.identifiers == ("weapon class",)
    assert hold.target.qualifiers == ("any_good_brigade",)
    assert hold.target.count == Count(Quantifier.EXACTLY, 1)
