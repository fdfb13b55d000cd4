"""Restrictions, rules of what stays in play, delayed windows and "if ..., then ..."."""

from __future__ import annotations

import pytest

from redemption_rules.effects import (
    Count,
    Duration,
    DurationUnit,
    Player,
    Quantifier,
    Selector,
)
from redemption_rules.effects.kinds import Restrict
from redemption_rules.effects.targets import IfDone
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)


def test_restrict_yourself_from_rescuing_additional_cards() -> None:
    # Lamb's Righteousness (RoJ)
    _, restrict = parse_ability(
        "If rescuing and your Hero is opposed, you may rescue a captured Hero in opponent's "
        "territory. If you do, restrict yourself from rescuing additional cards this turn."
    ).effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "rescue"
    assert restrict.player is Player.YOU
    assert restrict.target == Selector(count=ALL, types=("card",), qualifiers=("additional",))
    assert restrict.condition == IfDone(done=True, player=Player.YOU)
    assert restrict.duration == Duration(DurationUnit.TURN)
    assert not restrict.optional


def test_rescuing_before_a_noun_is_the_action_restricted_not_play() -> None:
    # it used to be read as a restriction from playing, the "from" words dropped
    (restrict,) = parse_ability("Restrict opponents from rescuing additional cards.").effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "rescue"
    assert restrict.player is Player.OPPONENTS


def test_restrict_each_player_from_attacking_on_their_next_turn() -> None:
    # it used to be read as a restriction from playing, "on their" as a card
    (restrict,) = parse_ability("Restrict each player from attacking on their next turn.").effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "attack"
    assert restrict.player is Player.EACH_PLAYER
    assert restrict.target is None
    assert restrict.duration == Duration(DurationUnit.TURN, 2)


def test_a_restricted_player_keeps_every_word_or_is_refused() -> None:
    # words after the action that no rule reads are an error, never dropped
    with pytest.raises(AbilityParseError):
        parse_ability("Restrict opponents from attacking on a Hero.")
