"""Wordings read (or refused) in the grammar's twentieth coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

import pytest

from redemption_rules.effects import Quantifier, Zone
from redemption_rules.effects.kinds import Paralyze, Protect, Withdraw
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "All N.T. Heroes retreat from battle": the plural verb after its subject ----------------


def test_heroes_retreat_from_battle() -> None:
    # the card Hypocrisy (Ap)
    text = "All N.T. Heroes retreat from battle unless Paul is in play."
    (withdraw,) = parse_ability(text).effects
    assert isinstance(withdraw, Withdraw)
    assert withdraw.target.count.quantifier is Quantifier.ALL
    assert withdraw.target.types == ("Hero",)
    assert withdraw.target.identifiers == ("N.T.",)
    assert [place.zone for place in withdraw.target.locations] == [Zone.BATTLE]
    assert withdraw.condition is not None
    assert withdraw.condition.kind == "not"


def test_heroes_lose_their_way_and_withdraw() -> None:
    # the card Darkness (Wa)
    text = "All Heroes in battle lose their way and withdraw."
    (withdraw,) = parse_ability(text).effects
    assert isinstance(withdraw, Withdraw)
    assert withdraw.target.count.quantifier is Quantifier.ALL
    assert withdraw.target.types == ("Hero",)
    assert [place.zone for place in withdraw.target.locations] == [Zone.BATTLE]


@pytest.mark.parametrize(
    "text",
    [
        # one withdraws from battle only
        "All Heroes retreat from territory.",
        # an imperative after "and" is not the plural verb of a subject
        "Discard a Hero and retreat from battle.",
        # losing one's way alone does nothing the rules know
        "All Heroes in battle lose their way.",
    ],
)
def test_near_misses_of_retreat_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "is paralyzed and cannot enter battle until healed": a paralysis said again -------------


def test_paralyzed_and_cannot_enter_battle_until_healed() -> None:
    # Palsy
    text = "Selected human Hero in a territory is paralyzed and cannot enter battle until healed."
    (paralyze,) = parse_ability(text).effects
    assert isinstance(paralyze, Paralyze)
    assert paralyze.target.types == ("Hero",)
    assert paralyze.target.identifiers == ("human",)
    assert paralyze.target.qualifiers == ("selected",)
    assert [place.zone for place in paralyze.target.locations] == [Zone.TERRITORY]
    assert paralyze.duration is None


@pytest.mark.parametrize(
    "text",
    [
        "Selected Hero is paralyzed and cannot enter battle until discarded.",
        "Selected Hero is discarded and cannot enter battle until healed.",
    ],
)
def test_near_misses_of_the_paralysis_said_again_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "No Heroes may be taken prisoner or poisoned": protection from each ---------------------


def test_no_heroes_may_be_taken_prisoner_or_poisoned() -> None:
    # the card Melchizedek (Pa)
    text = "No Heroes may be taken prisoner or poisoned while Melchizedek is in battle."
    (protect,) = parse_ability(text).effects
    assert isinstance(protect, Protect)
    assert protect.target.count.quantifier is Quantifier.ALL
    assert protect.target.types == ("Hero",)
    assert protect.source.abilities == ("capture", "poison")
    assert protect.duration is not None
    assert protect.duration.until is not None
    assert protect.duration.until.target is not None
    assert protect.duration.until.target.names == ("Melchizedek",)


@pytest.mark.parametrize(
    "text",
    [
        # without "no" it would be a choice of effects, not a protection
        "Heroes may be taken prisoner or poisoned.",
        "All Heroes must be discarded or captured.",
    ],
)
def test_near_misses_of_several_participles_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
