"""Skip: a player's next Battle Phase passes with no action in it (REG: Restrict).

"Skip [a phase]" keeps all players from performing any action in the skipped phase: the
Discard Phase follows the player's Preparation Phase.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import ActivateArtifact, DecisionKind, EndPhase, Phase
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support

PATIENCE = "I Am Patience [RR2]"
"""Covenant: "GE: Negate and shuffle an opponent's card. / A: You may convert an evil human.
If you do, skip your next battle phase." """
HUMAN = "Achan (I)"
"""An evil human in player 2's territory."""


def _patience() -> Game:
    assert ability_support(full_pool().get(PATIENCE)).carried_out
    game = Game.at(
        [{"artifact_pile": [PATIENCE], "hand": ["Gideon (L)"]}, {"territory": [HUMAN]}],
        pool=full_pool(),
        phase=Phase.PREPARATION,
    )
    game.do(ActivateArtifact(game.card(PATIENCE)))
    return game


def test_after_the_convert_the_next_battle_phase_is_skipped() -> None:
    game = _patience()
    game.choose(game.question.labels[0])  # convert an evil human
    game.choose("Green")  # the brigade it takes
    game.settle()
    assert game.state.cards[game.card(HUMAN)].identity is CardType.HERO  # converted
    assert game.asked == (P1, DecisionKind.PREPARATION)
    game.do(EndPhase())
    game.settle()
    # no battle: the Discard Phase follows at once
    assert game.state.phase is Phase.DISCARD
    assert game.state.battles_this_turn == 0


def test_declined_the_battle_phase_is_not_skipped() -> None:
    # "If you do": without the convert, no skip
    game = _patience()
    game.decline()
    game.settle()
    assert game.state.cards[game.card(HUMAN)].identity is not CardType.HERO
    game.do(EndPhase())
    game.settle()
    assert game.state.phase is Phase.BATTLE
    assert game.asked == (P1, DecisionKind.BATTLE)
