"""Initiative: the four situations of a battle and who may play next (REG: Initiative, Pass).

A battle's situation is read off the summed numbers of each side, from the Hero's view:

=================  =========================================  ===============================
Situation          Condition                                  Initiative
=================  =========================================  ===============================
losing             Hs < Et and Es >= Ht                       the Hero's player; cannot pass
winning            Hs >= Et and Es < Ht                       the evil player; cannot pass
stalemate          Hs < Et and Es < Ht                        the ruleset's tie rule; may pass
mutual destruct.   Hs >= Et and Es >= Ht                      the ruleset's tie rule; may pass
=================  =========================================  ===============================
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from redemption_rules.rulesets import TieInitiative
from redemption_rules.state import Situation

if TYPE_CHECKING:
    from redemption_rules.rulesets import Ruleset
    from redemption_rules.state import Battle, PlayerId


def situation(
    hero_strength: int, hero_toughness: int, evil_strength: int, evil_toughness: int
) -> Situation:
    """The situation of a battle from the Hero's side, by the numbers (REG: Initiative).

    >>> situation(6, 7, 8, 8).value, situation(6, 7, 6, 6).value
    ('losing', 'winning')
    >>> situation(5, 7, 7, 4).value, situation(5, 7, 6, 7).value
    ('mutual_destruction', 'stalemate')
    """
    evil_defeated = hero_strength >= evil_toughness
    hero_defeated = evil_strength >= hero_toughness
    if evil_defeated and hero_defeated:
        return Situation.MUTUAL_DESTRUCTION
    if evil_defeated:
        return Situation.WINNING
    if hero_defeated:
        return Situation.LOSING
    return Situation.STALEMATE


def is_tied(current: Situation) -> bool:
    """Whether nobody is losing: stalemate or mutual destruction, where a player may pass."""
    return current in (Situation.STALEMATE, Situation.MUTUAL_DESTRUCTION)


def initiative(ruleset: Ruleset, battle: Battle, current: Situation) -> PlayerId:
    """The player who may play the next Enhancement (REG: Initiative).

    The losing player has it: the attacker when the Hero side is losing, the defender when it
    is winning. When nobody is losing, the ruleset decides: in the REG the player who did not
    play the last card in battle; in the first basic rules the rescuer.
    """
    if current is Situation.LOSING:
        return battle.attacker
    if current is Situation.WINNING:
        return battle.defender
    if ruleset.tie_initiative is TieInitiative.ATTACKER:
        return battle.attacker
    if battle.last_played_by == battle.attacker:
        return battle.defender
    return battle.attacker


def other_player(battle: Battle, player: PlayerId) -> PlayerId:
    """The other player in the battle."""
    return battle.defender if player == battle.attacker else battle.attacker
