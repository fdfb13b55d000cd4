"""Wordings read in the grammar's fifth coverage pass, each from a card of the pool.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them are nonsense or readings the REG does not allow, and stay refused.
"""

from __future__ import annotations

import pytest

from redemption_rules.effects import Count, Quantifier
from redemption_rules.effects.kinds import Discard, Protect
from redemption_rules.effects.timing import DurationUnit
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)


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
