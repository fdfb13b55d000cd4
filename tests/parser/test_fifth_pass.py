"""Wordings read in the grammar's fifth coverage pass, each from a card of the pool.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them are nonsense or readings the REG does not allow, and stay refused.
"""

from __future__ import annotations

import pytest

from redemption_rules.effects import Count, Player, Quantifier, Ref, Zone
from redemption_rules.effects.kinds import Discard, Protect, Underdeck, Withdraw
from redemption_rules.effects.timing import DurationUnit
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability
from redemption_rules.parser.normalize import normalize

ALL = Count(Quantifier.ALL)
ONE = Count(Quantifier.EXACTLY, 1)


# -- misprints of the pool, mended before the grammar reads the text --------------------------


@pytest.mark.parametrize(
    ("printed", "mended"),
    [
        ("discard this card and it's bearer to", "discard this card and its bearer to"),
        ("Site from on opponent's territory.", "Site from an opponent's territory."),
        ("After 3 turns, return it territory to", "After 3 turns, return it to territory to"),
    ],
)
def test_misprints_of_the_pool_are_mended(printed: str, mended: str) -> None:
    assert normalize(printed).text.rstrip(".") == mended.rstrip(".")


def test_edge_of_the_sword_discards_a_site_of_an_opponents_territory() -> None:
    text = (
        "Discard a single color Lost Soul Site from on opponent's territory.  "
        "The Lost Soul(s) remains in play."
    )
    discard, _ = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.target.count == ONE
    assert discard.target.types == ("Lost Soul", "Site")
    assert discard.target.qualifiers == ("single_brigade",)
    (place,) = discard.target.locations
    assert (place.zone, place.owner) == (Zone.TERRITORY, Player.OPPONENT)


def test_slayers_glee_discards_this_card_and_its_bearer() -> None:
    text = (
        "Place on your Canaanite or Egyptian: Negate resurrect abilities. At any time, you may "
        "discard this card and it's bearer to underdeck a Hero (or 2 N.T. Heroes)."
    )
    ability = parse_ability(text)
    discard = next(e for e in ability.effects if isinstance(e, Discard))
    underdeck = next(e for e in ability.effects if isinstance(e, Underdeck))
    assert discard.optional
    assert discard.cost
    # this card and the character it is on (REG: Holder)
    assert [part.ref for part in discard.target.parts] == [Ref.THIS_CARD, Ref.HOLDER]
    assert underdeck.optional


def test_noahs_ark_returns_the_survivor_to_territory_as_return_to_territory_reads() -> None:
    text = (
        "If your Flood Survivor is harmed or defeated by an opponent, you may place it here "
        "instead: After 3 turns, return it territory to draw 1 or search discard pile for a "
        "blue Genesis 6-10 card."
    )
    # read as "return it to territory" is (REG: Withdraw lists "return to territory")
    effects = parse_ability(text).effects
    back = next(e for e in effects if isinstance(e, Withdraw))
    assert back.cost
    assert back.target.ref is Ref.IT


# -- "are protected from being rescued by Heroes": the passive of "protect ... from rescue by" --


def test_failed_objective_protects_lost_souls_from_rescue_by_heroes() -> None:
    text = (
        "Discard all Evil Characters in battle.  All Lost Souls are protected from being "
        "rescued by Heroes this turn."
    )
    discard, protect = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert isinstance(protect, Protect)
    assert protect.target.count == ALL
    assert protect.target.types == ("Lost Soul",)
    assert protect.source is not None
    assert protect.source.types == ("ability",)
    assert protect.source.abilities == ("rescue",)
    assert protect.source.used_by is not None
    assert protect.source.used_by.types == ("Hero",)
    assert protect.source.used_by.count == ALL
    assert protect.duration is not None
    assert protect.duration.unit is DurationUnit.TURN
    assert protect.duration.count == 1


@pytest.mark.parametrize(
    ("passive", "active"),
    [
        (
            "All Lost Souls are protected from being rescued by Heroes this turn.",
            "Protect all Lost Souls from being rescued by Heroes this turn.",
        ),
        (
            "All Lost Soul cards are protected from rescue by an opponent.",
            "Protect all Lost Soul cards from rescue by an opponent.",
        ),
    ],
)
def test_the_passive_reads_as_the_verb_protect(passive: str, active: str) -> None:
    (read,) = parse_ability(passive).effects
    (same,) = parse_ability(active).effects
    assert isinstance(read, Protect)
    assert (read.target, read.source, read.duration) == (same.target, same.source, same.duration)


@pytest.mark.parametrize(
    "text",
    [
        # no effect is named before "by": what the Lost Souls are protected from is not said
        "All Lost Souls are protected from being by Heroes this turn.",
        # "by" needs the cards that would do it
        "All Lost Souls are protected from rescue by this turn.",
        # protected from something that is not an effect, by cards
        "All Lost Souls are protected from Heroes by Heroes.",
    ],
)
def test_near_misses_of_the_passive_protection_stay_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
