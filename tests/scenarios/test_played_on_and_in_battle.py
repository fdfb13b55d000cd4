"""Conditions on what was played this battle, and on whom (REG: Conditions, Used By).

"If opponent has played an Enhancement in battle" reads the cards played in this battle (one
battle a turn: the cards played in battle this phase). "If played on Michael" names the
character an Enhancement was played on, which uses it.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.resolution import shield_now
from redemption_rules.events import BattleResolved
from redemption_rules.state import Activation

REUNITED = "Brothers Reunited  (LoC)"
"""Blue/crimson GE/EE 0/3: "If opponent has played an Enhancement in battle, end the
battle." """
ANNA = "Anna (Pr)"
"""Blue Hero 5/5 with no special ability."""
HERMOGENES = "Hermogenes"
"""Pale green Evil Character 3/3 with no special ability."""
ASHTAROTH = "Ashtaroth Worship (Pr)"
"""Pale green EE 3/3 with no special ability."""
ABADDON = "Abaddon the Destroyer (L)"
"""Black Evil Character 10/10 with no special ability."""
SWORD = "Michael's Sword (RoJ AB)"
"""GE: "Hero has first strike. Protect Lost Souls from evil cards. Cannot be negated if
played on Michael." """


def test_the_texts_are_carried_out() -> None:
    for name in (REUNITED, SWORD):
        support = ability_support(full_pool().get(name))
        assert support.carried_out, (name, support.missing)


def test_the_battle_ends_once_the_opponent_has_played_an_enhancement_in_it() -> None:
    game = Game.blocked(
        ANNA,
        {"hand": [ANNA, REUNITED]},
        HERMOGENES,
        {"hand": [HERMOGENES, ASHTAROTH]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(ASHTAROTH), game.card(HERMOGENES)))
    game.settle()
    assert game.numbers == (5, 5, 6, 6)  # player 1 is losing
    game.do(PlayEnhancement(game.card(REUNITED), game.card(ANNA)))
    game.settle()
    assert game.state.battle is None
    assert len(of_kind(game.events, BattleResolved)) == 1
    assert game.where(ANNA) == (P1, Zone.TERRITORY)  # not discarded: the battle ended
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)


def test_the_battle_goes_on_when_the_opponent_has_played_none() -> None:
    game = Game.blocked(
        ANNA, {"hand": [ANNA, REUNITED]}, ABADDON, {"hand": [ABADDON]}, pool=full_pool()
    )
    game.do(PlayEnhancement(game.card(REUNITED), game.card(ANNA)))
    game.settle()
    assert game.state.battle is not None
    assert not of_kind(game.events, BattleResolved)


@pytest.mark.parametrize(("user", "shielded"), [("Michael (Aw)", True), (ANNA, False)])
def test_cannot_be_negated_if_played_on_michael(user: str, shielded: bool) -> None:
    game = Game.at([{"hand": [SWORD], "territory": [user]}, {}], pool=full_pool())
    card = game.card(SWORD)
    act = Activation(1, card, P1, (0,), played=game.state.serial, user=game.card(user))
    assert ("cbn" in shield_now(game.state, act)) is shielded
