"""Cards the grammar's twenty-second pass made readable and the engine carries out, in play."""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

ABEL = "Abel ( C)"
"""Green Hero 6/5, a prophet, with no special ability."""
HABAKKUK = "Habakkuk Stands Watch"
"""Green good Enhancement 4/3: "If used by a Prophet, shuffle an opponent's single color Site
or evil weapon into owner's deck. If there isn't one, shuffle a human Evil Character
instead." """
ABIHU = "Abihu ( C)"
"""Gray human Evil Character 6/6 with no special ability."""
GAIUS = "Gaius"
"""Gold Hero 7/7 with no special ability."""
BELSHAZZAR = "Belshazzar"
"""Crimson Evil Character 5/6, a Babylonian, with no special ability."""
DESECRATE = "Desecrate the Temple"
"""Crimson Evil Enhancement 3/3: "If used by a Babylonian, discard an Artifact, Temple, or
good Dominant in opponent's territory. If there are none, discard one from opponent's deck
instead." """
ANGEL = "Angel of the Lord ( C)"
"""A good Dominant."""


def test_habakkuk_stands_watch_shuffles_a_human_when_there_is_no_site_or_weapon() -> None:
    assert ability_support(full_pool().get(HABAKKUK)).carried_out
    game = Game.blocked(
        ABEL,
        {"hand": [HABAKKUK], "territory": [ABEL]},
        ABIHU,
        {"territory": [ABIHU]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(HABAKKUK), game.card(ABEL)))
    game.settle()
    # no Site or evil weapon of the opponent's: the human blocker goes to its owner's deck
    assert game.where(ABIHU) == (P2, Zone.DECK)
    assert game.state.problems() == []


def test_desecrate_the_temple_is_refused_for_its_artifact_in_a_territory() -> None:
    # "an Artifact ... in opponent's territory": on the Artifact pile there, face up or face
    # down as the words do not say (REG: Artifact Pile), so the engine plays it by its numbers
    # rather than look for the Artifacts in the wrong place
    support = ability_support(full_pool().get(DESECRATE))
    assert support.readable
    assert support.missing == ("an Artifact in a territory, active or not",)


SAUL = "King Saul (Purple) (Ki)"
"""Purple Hero 10/10, a king (royalty), with no special ability."""
PARADE = "Royal Parade"
"""Purple good Enhancement 1/1: "If used by royalty, interrupt the battle and ignore one Evil
Character." """
GOLIATH = "Goliath (L)"
"""Black Evil Character 10/10 with no special ability."""


def test_royal_parade_used_by_a_king_withdraws_the_blocker() -> None:
    assert ability_support(full_pool().get(PARADE)).carried_out
    game = Game.blocked(
        SAUL,
        {"hand": [PARADE], "territory": [SAUL]},
        GOLIATH,
        {"territory": [GOLIATH]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 10/10 against 10/10
    game.do(PlayEnhancement(game.card(PARADE), game.card(SAUL)))
    game.settle()
    # the Evil Character ignored leaves the battle (REG: Withdraw, "ignore"), not discarded
    assert game.where(GOLIATH) == (P2, Zone.TERRITORY)
    assert game.where(SAUL) == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.problems() == []
