"""ORDIR's "Roman Site or Fortress" read as one identifier (Emperor Nero (Promo))."""

from __future__ import annotations

from redemption_rules.cards.identifiers import ROMAN_SITE_OR_FORTRESS
from redemption_rules.effects.kinds import Take
from redemption_rules.effects.targets import Zone
from redemption_rules.parser import parse_ability

NERO = (
    "Protect this card from lone Heroes and opponents' Dominants. You may take a Roman Site or"
    " Fortress from deck (or Reserve if you control a Roman soldier). Cannot be prevented."
)


def test_roman_describes_the_fortress_as_much_as_the_site() -> None:
    take = parse_ability(NERO).effects[1]
    assert isinstance(take, Take)
    target = take.target
    assert (target.identifiers, target.types, target.parts) == ((ROMAN_SITE_OR_FORTRESS,), (), ())
    assert [place.zone for place in target.locations] == [Zone.DECK]
    assert [place.zone for place in target.alternative_locations] == [Zone.RESERVE]
