"""Texts the fifteenth fidelity audit (seed 1515) found read wrongly and carried out.

* "an evil enhancement with an O.T. reference" (King Amon (Ki), King Nadab, Book of Gad the
  Seer) is read as the book "O.T.", which no reference is in: the search found nothing. A
  reference in a book of the Old Testament is O.T. (ORDIR: O.T.), and the test of the book
  now reads the Testament.
* A card printing a whole Testament as its reference ("New Testament": Saul/Paul) is from
  that Testament (ORDIR: O.T., N.T.): Ananias of Damascus (EC) searches for "N.T. Saul",
  which Saul/Paul is.
* Iron Chariots: "X = # of Canaanites you own in opponent's territory" counts the Canaanites
  its player owns that the opponent controls (REG: Owner), not "your" Canaanites, which are
  owned and controlled, and which an opponent's territory never holds: X was always 0.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import full_pool

from redemption_rules.cards.identifiers import has_identifier, in_testament
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.select import in_book
from redemption_rules.effects.targets import Player, Zone
from redemption_rules.effects.variables import card_variable, read_variable

O_T_REFERENCE = ("King Amon (Ki)", "King Nadab", "Book of Gad the Seer")
"""The texts that search a discard pile for an enhancement "with an O.T. reference"."""


@pytest.mark.parametrize("name", O_T_REFERENCE)
def test_an_o_t_reference_is_read_as_the_old_testament(name: str) -> None:
    card = full_pool().get(name)
    assert ability_support(card).carried_out
    ability = card_abilities(card).ability
    assert ability is not None
    (search,) = [effect for effect in ability.effects if effect.kind == "search"]
    target = search.target  # type: ignore[attr-defined]
    assert target.types == ("Enhancement",)
    assert target.books == ("O.T.",)


def test_an_o_t_reference_is_a_reference_in_an_old_testament_book() -> None:
    old = in_book("O.T.")
    assert old("Judges 1:19")  # Chariots of Iron (L)
    assert old("II Kings 21:19")
    assert old("Malachi 3:1")
    assert not old("Matthew 24:2")  # Bad Figs
    assert not old("Revelation 9:11")
    new = in_book("N.T.")
    assert new("Matthew 24:2")
    assert not new("Judges 1:19")


def test_every_evil_enhancement_with_an_o_t_reference_is_one() -> None:
    old = in_book("O.T.")
    pool = full_pool()
    assert old(pool.get("Chariots of Iron (L)").reference)
    assert not old(pool.get("Bad Figs").reference)


@pytest.mark.parametrize(
    ("name", "testament"),
    [("Saul/Paul", "N.T."), ("Authority of Christ (Promo)", "N.T."), ("Joab (Promo)", "O.T.")],
)
def test_a_testament_printed_as_the_reference_is_that_testament(name: str, testament: str) -> None:
    card = full_pool().get(name)
    other = "O.T." if testament == "N.T." else "N.T."
    assert in_testament(card.reference, testament)
    assert not in_testament(card.reference, other)
    assert has_identifier(card, testament)
    assert not has_identifier(card, other)
    assert in_book(testament)(card.reference)


IRON_CHARIOTS = "Iron Chariots"
"""EE: "[X = # of Canaanites you own in opponent's territory] Negate a good card. You may
draw X (limit 3)." """


def test_canaanites_you_own_are_counted_by_their_owner() -> None:
    card = full_pool().get(IRON_CHARIOTS)
    assert ability_support(card).carried_out
    variable = card_variable(card)
    assert variable is not None
    assert variable.owned
    counted = variable.counted
    assert counted.owner is None  # not "your": owned, whoever controls them
    assert counted.identifiers == ("Canaanite",)
    (place,) = counted.locations
    assert (place.zone, place.owner) == (Zone.TERRITORY, Player.OPPONENT)


def test_your_cards_are_not_read_as_cards_you_own() -> None:
    variable = read_variable("X = # of your Canaanites in territory")
    assert variable is not None
    assert not variable.owned
    assert variable.counted.owner is Player.YOU
