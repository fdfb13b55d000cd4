"""Battle: situations and initiative (initiative), and how a battle ends (resolution)."""

from redemption_rules.battle.initiative import initiative, is_tied, other_player, situation
from redemption_rules.state import BattleOutcome, Situation

LOSING = Situation.LOSING
WINNING = Situation.WINNING
STALEMATE = Situation.STALEMATE
MUTUAL_DESTRUCTION = Situation.MUTUAL_DESTRUCTION

__all__ = [
    "LOSING",
    "MUTUAL_DESTRUCTION",
    "STALEMATE",
    "WINNING",
    "BattleOutcome",
    "Situation",
    "initiative",
    "is_tied",
    "other_player",
    "situation",
]
