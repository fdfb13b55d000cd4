"""Paralyze (REG: Paralyze).

A paralyzed character in a territory cannot enter battle: it cannot attack, block, band or
be added to battle. The condition lasts for good unless the text gives a duration ("this
turn", "for 2 turns"); it ends too once the character leaves the territories. A paralysis
after a colon lasts while what the colon follows holds, which is not carried out.
"""

from __future__ import annotations

import attrs
import pytest
from tests.scenarios.conftest import P2, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, IllegalAction, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.playing import is_paralyzed
from redemption_rules.state import PARALYZED, Lasting, Until

ANGEL = "Angel of Deliverance [RR2]"
"""Silver Hero 5/6: "Paralyze Evil Characters with strength 6 or less this turn. You may
release any number of captured Heroes." """
DOEG = "Doeg (L)"
"""Pale green Evil Character 6/6 with no special ability."""
GOLIATH = "Goliath (L)"
"""Black Evil Character 10/10 with no special ability."""
SAMSON = "Samson (J)"
SOUL = "Lost Soul Mark 1:40 (J)"


def _angel_attacks() -> Game:
    game = Game.at(
        [
            {"hand": [ANGEL], "territory": [SAMSON]},
            {"territory": [DOEG, GOLIATH], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ANGEL), P2))
    game.settle()
    return game


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    names = (ANGEL, "Eve, Mother of All (Roots)", "Sword of Punishment [RR2]", "Ira, the Tekoite")
    for name in names:
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def test_a_paralyzed_character_cannot_block() -> None:
    game = _angel_attacks()
    assert game.asked == (P2, DecisionKind.BLOCK)
    blockers = [action.character for action in game.legal if isinstance(action, Block)]
    assert blockers == [game.card(GOLIATH)]  # Doeg, strength 6, is paralyzed
    with pytest.raises(IllegalAction, match="paralyzed"):
        game.do(Block(game.card(DOEG)))
    assert game.where(DOEG) == (P2, Zone.TERRITORY)


def test_a_paralysis_this_turn_ends_with_the_turn() -> None:
    game = _angel_attacks()
    assert is_paralyzed(game.state, game.card(DOEG))
    game.end_turn()
    assert game.state.active == P2
    assert all(entry.status != PARALYZED for entry in game.state.lasting)
    assert not is_paralyzed(game.state, game.card(DOEG))


def test_a_paralysis_for_good_ends_when_the_character_leaves_the_territories() -> None:
    game = Game.at(
        [{"hand": [SAMSON]}, {"territory": [DOEG], "hand": [GOLIATH], "land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    doeg = game.card(DOEG)
    forged = Lasting(doeg, 0, 0, Until.GAME, 0, status=PARALYZED)
    game.state = attrs.evolve(game.state, lasting=(forged,))
    assert not game.state.problems()
    game.do(Attack(game.card(SAMSON), P2))
    game.settle()
    blockers = [action.character for action in game.legal if isinstance(action, Block)]
    assert blockers == [game.card(GOLIATH)]
    # discarded and back in the territory, Doeg is a new character there: not paralyzed
    players = list(game.state.players)
    p2 = players[P2]
    players[P2] = p2.with_zones({Zone.TERRITORY: (), Zone.DISCARD_PILE: (doeg,)})
    game.state = attrs.evolve(game.state, players=tuple(players))
    game.do(Block(game.card(GOLIATH)))
    assert game.state.lasting == ()


def test_a_paralysis_after_a_colon_is_not_carried_out() -> None:
    support = ability_support(full_pool().get("Inherit Canaan"))
    assert "a paralysis lasting while the effect before a colon holds" in support.missing


def test_a_paralyzed_hero_cannot_attack() -> None:
    game = Game.at(
        [{"territory": [SAMSON, "Gideon (J)"]}, {"hand": [DOEG], "land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    samson = game.card(SAMSON)
    forged = Lasting(samson, 0, 0, Until.TURN, 0, status=PARALYZED)
    game.state = attrs.evolve(game.state, lasting=(forged,))
    assert not game.state.problems()
    attackers = [action.hero for action in game.legal if isinstance(action, Attack)]
    assert attackers == [game.card("Gideon (J)")]
    with pytest.raises(IllegalAction, match=r"Samson.*paralyzed"):
        game.do(Attack(samson, P2))
