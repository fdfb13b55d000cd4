"""Misreadings a sample of carried-out texts showed, refused until read exactly.

* Windows of Narrow Light (LoC): "While you control 3 or more meek Heroes and your meek Hero
  is in battle, negate ..." lasts only while those Heroes are controlled (REG: Duration); the
  reading kept no condition of the clause, so the negate would act at any time.
* Assyria Conquers Israel: "Place Lost Souls in play instead." places the Lost Souls among the
  discarded cards in the Land of Bondage (REG: Lost Soul); no effect read the sentence.
"""

from __future__ import annotations

from tests.scenarios.conftest import full_pool

from redemption_rules.effects.cards import (
    DROPPED_LOST_SOULS_INSTEAD,
    DROPPED_WHILE_CONDITION,
    ability_support,
)


def test_windows_of_narrow_light_is_refused_for_its_dropped_condition() -> None:
    support = ability_support(full_pool().get("Windows of Narrow Light (LoC)"))
    assert not support.carried_out
    assert DROPPED_WHILE_CONDITION in support.missing


def test_assyria_conquers_israel_is_refused_for_its_dropped_sentence() -> None:
    support = ability_support(full_pool().get("Assyria Conquers Israel"))
    assert not support.carried_out
    assert DROPPED_LOST_SOULS_INSTEAD in support.missing
