"""Readings of a seventh sample of carried-out texts, checked against the REG and ORDIR.

One reading was wrong and acted on: Zadok's "Discard all evil cards on David and/or King
Solomon" names two cards the evil cards are on (REG: Discard), but the list reads King
Solomon as a card of its own, to discard. The record is as before; the engine now refuses
the text, naming why. Each test names its card and asserts the fields the engine acts on.
"""

from __future__ import annotations

from tests.scenarios.conftest import full_pool

from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Discard
from redemption_rules.effects.select import NAMED_HOLDERS_LISTED, unsupported_in
from redemption_rules.effects.targets import Join, Selector, Zone
from redemption_rules.parser import parse_ability

ZADOK = "Discard all evil cards on David and/or King Solomon.  May band to Ahimaaz."


def test_zadok_lists_king_solomon_beside_the_cards_on_david() -> None:
    discard, _band = parse_ability(ZADOK).effects
    assert isinstance(discard, Discard)
    on_david, solomon = discard.target.parts
    assert discard.target.join is Join.AND_OR
    (place,) = on_david.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.names == ("David",)
    # the second holder is read as a card of the list: the engine would discard it
    assert solomon == Selector(count=solomon.count, names=("King Solomon",))
    assert NAMED_HOLDERS_LISTED in unsupported_in(discard.target)


def test_zadok_is_refused_naming_the_holders_listed() -> None:
    support = ability_support(full_pool().get("Zadok"))
    assert not support.carried_out
    assert support.missing == (NAMED_HOLDERS_LISTED,)


def test_cards_on_one_named_card_or_a_kind_are_still_followed() -> None:
    # a holder named alone, or a list of kinds of cards, is not the list refused
    for text in (
        "Discard all evil cards on David.",
        "Discard an evil card on David or a Fortress.",
    ):
        (discard,) = parse_ability(text).effects
        assert NAMED_HOLDERS_LISTED not in unsupported_in(discard)
