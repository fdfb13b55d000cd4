"""Choose opponent: a player picks the character their opponent uses in battle (REG: Choose
Opponent).

Chosen before a blocker is presented, it blocks; chosen while a character opposes, every
opposing character goes home to its territory and the chosen one takes their place. Unless
the text says otherwise the chosen character comes from the opponent's territory.
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import Blocked

ABIGAIL = "Abigail (1st Print - K)"
"""A purple Hero, 9/7: "You may choose an Evil Character to block." """

DOEG, BEAST = "Doeg (L)", "Beast from the Sea (L)"
"""Evil Characters with no ability: 6/6 and 10/10."""

BATTLE = (None, Zone.FIELD_OF_BATTLE)


def _abigail_attacks() -> Game:
    assert ability_support(full_pool().get(ABIGAIL)).carried_out
    game = Game.at(
        [{"hand": [ABIGAIL]}, {"land_of_bondage": [SOUL], "territory": [DOEG, BEAST]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ABIGAIL), P2))
    assert game.question.labels == ("choose an Evil Character to block", DECLINE)
    return game


def test_the_attacker_chooses_the_blocker_before_one_is_presented() -> None:
    game = _abigail_attacks()
    game.choose("choose an Evil Character to block")
    assert set(game.offered) == {DOEG, BEAST}  # from player 2's territory
    game.pick(DOEG)
    assert Blocked(P2, game.card(DOEG)) in game.events
    battle = game.state.battle
    assert battle is not None
    assert battle.evil_characters == (game.card(DOEG),)
    assert battle.blocked
    # Abigail (9/7) beats Doeg (6/6): no block decision, the losing defender acts
    assert game.asked == (P2, DecisionKind.INITIATIVE)


def test_declined_the_defender_blocks_as_usual() -> None:
    game = _abigail_attacks()
    game.decline()
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)


def test_chosen_after_the_block_the_blocker_goes_home() -> None:
    # Obedience of Noah (Roots): "Negate an evil card. You may choose an Evil Character to
    # block." Bartholomew and the Beast (10/10 each) destroy each other: player 1 acts.
    obedience = "Obedience of Noah (Roots)"
    hero = "Bartholomew (Nathaniel) (Ap)"
    assert ability_support(full_pool().get(obedience)).carried_out
    game = Game.blocked(
        hero,
        {"hand": [hero, obedience]},
        BEAST,
        {"hand": [BEAST], "territory": [DOEG]},
        pool=full_pool(),
    )
    assert game.asked[0] == P1
    game.do(PlayEnhancement(game.card(obedience), game.card(hero)))
    game.pick(BEAST)  # the negate: the Beast has no ability to negate
    game.choose("choose an Evil Character to block")  # Doeg, the only one: no question
    assert game.where(BEAST) == (P2, Zone.TERRITORY)
    assert game.where(DOEG) == BATTLE
    battle = game.state.battle
    assert battle is not None
    assert battle.evil_characters == (game.card(DOEG),)


def test_the_defender_chooses_the_hero_to_attack() -> None:
    # Simon the Host blocks alone: "If alone, you may choose a Hero to attack." Anna, from
    # player 1's territory, takes Bartholomew's place.
    simon = "Simon the Host (GoC)"
    hero = "Bartholomew (Nathaniel) (Ap)"
    assert ability_support(full_pool().get(simon)).carried_out
    game = Game.blocked(
        hero,
        {"hand": [hero], "territory": ["Anna (Pr)"]},
        simon,
        {"hand": [simon]},
        pool=full_pool(),
        answer_block=False,
    )
    while game.question.labels != ("choose a Hero to attack", DECLINE):
        game.decline()  # Simon's band: no Pharisee to band
    game.choose("choose a Hero to attack")  # Anna, the only one: no question
    assert game.where(hero) == (P1, Zone.TERRITORY)
    battle = game.state.battle
    assert battle is not None
    assert battle.heroes == (game.card("Anna (Pr)"),)
