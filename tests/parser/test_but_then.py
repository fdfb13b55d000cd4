"""Read "May X but then Y": Y is the price of X, done if and only if X was."""

from __future__ import annotations

from redemption_rules.effects.model import Link
from redemption_rules.effects.targets import IfDone
from redemption_rules.parser import parse_ability


def test_but_then_is_the_price_of_what_the_card_may_do() -> None:
    # Archers of Kedar, Egyptian Archer, Israelite Archer, Syrian Archer
    ability = parse_ability(
        "May band to any Egyptian.  May discard any Hero in a territory but then discard "
        "Egyptian Archer at end of battle."
    )
    discard, price = ability.effects[1:]
    assert discard.optional
    assert not price.optional
    assert price.link is Link.THEN
    assert price.condition == IfDone()
