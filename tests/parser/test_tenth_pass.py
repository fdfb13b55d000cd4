"""Misreadings mended in the grammar's tenth coverage pass.

Wordings that were read wrongly now stay refused; the real texts beside them, read as before,
are asserted field by field.
"""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import CannotBeNegated, Player
from redemption_rules.effects.kinds import Shuffle
from redemption_rules.effects.timing import Event, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- a modifier has no span of its own: one opened by a duration stays refused


def test_a_modifier_opened_by_a_duration_is_refused() -> None:
    # read before as a modifier that held for ever, its "this battle" dropped
    with pytest.raises(AbilityParseError, match="modifier that lasts"):
        parse_ability("This battle, evil banding enhancements cannot be negated.")
    with pytest.raises(AbilityParseError):
        parse_ability("This turn, this card cannot be negated.")


def test_a_modifier_without_a_duration_still_reads() -> None:
    (modifier,) = parse_ability("Evil banding enhancements cannot be negated.").modifiers
    assert isinstance(modifier, CannotBeNegated)
    cards = modifier.cards
    assert cards is not None
    assert (cards.alignment, cards.types, cards.abilities) == (
        Alignment.EVIL,
        ("Enhancement",),
        ("band",),
    )


# -- a verb that acts on a card says what it acts on


@pytest.mark.parametrize(
    "text",
    [
        "If you use, draw 1.",
        "If opponent uses, draw 1.",
        "If opponent puts, draw 1.",
        "If opponent reveals, draw 1.",
        "If an Evil Character captures, draw 1.",
        "If an Evil Character converts, draw 1.",
        "If an Evil Character banishes, draw 1.",
        "If an Evil Character harms, draw 1.",
        "If an evil card targets, draw 1.",
    ],
)
def test_a_verb_with_nothing_to_act_on_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError, match="needs what it acts on"):
        parse_ability(text)


def test_wasting_disease_uses_a_search_ability_still_reads() -> None:
    text = "If an opponent uses a search ability, you may shuffle a card in their territory."
    (shuffle,) = parse_ability(text).effects
    assert isinstance(shuffle, Shuffle)
    trigger = shuffle.trigger
    assert isinstance(trigger, OnEvent)
    assert (trigger.event, trigger.player) == (Event.USED, Player.OPPONENT)
    assert trigger.target is not None
    assert trigger.target.abilities == ("search",)


def test_verbs_that_need_no_object_still_read() -> None:
    for text, event in (
        ("If opponent blocks, draw 1.", Event.BLOCKS),
        ("If opponent draws, draw 1.", Event.DRAWS),
    ):
        (draw,) = parse_ability(text).effects
        assert isinstance(draw.trigger, OnEvent)
        assert draw.trigger.event is event
