"""A printed ``*`` defined by the card's own ability is a count, read whenever the numbers are.

REG: Increase and Decrease, Clarifications: "A strength or toughness of '*' or 'X' printed on
a card is not an increase or decrease effect, but an identifier to define the default
strength and/or toughness of a card ... The strength and/or toughness in this case is dynamic
and updates with the condition."

* King Jehu (*/6): "Strength (*/) is equal to the number of Evil Characters in play."
* Silly Women (*/*): "Character's abilities (*/*) are equal to the number of all Evil
  Characters in play."
* Angel with the Secret Name (Wa) (*/*): "Hero's abilities (*/*) are equal to the number of
  Silver Brigade heroes in play."
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PassPriority, PlayDominant, Zone
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support

JEHU = "King Jehu"
SILLY_WOMEN = "Silly Women"
ANGEL_NAMED = "Angel with the Secret Name (Wa)"
ANGEL_OF_THE_LORD = "Angel of the Lord (I)"
"""Dominant: "Discard an Evil Character."."""
BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""A blue Hero, 10/10, with no ability."""
ECS = ["Hermogenes", "Doeg (L)"]
"""Evil Characters with no ability."""


@pytest.mark.parametrize("name", [JEHU, SILLY_WOMEN, ANGEL_NAMED])
def test_the_definition_is_no_effect_and_the_card_is_carried_out(name: str) -> None:
    support = ability_support(full_pool().get(name))
    assert support.carried_out, support.missing


AMOS = "Amos"
"""A green Hero, 6/3, with no ability."""


def _blocks(blocker: str, hero: str = BARTHOLOMEW) -> Game:
    game = Game.at(
        [
            {"hand": [hero, ANGEL_OF_THE_LORD], "territory": ["Frog Demons (L)"]},
            {"hand": [blocker], "territory": ECS, "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    while game.asked == (P1, DecisionKind.PRIORITY):
        game.do(PassPriority())
    game.do(Block(game.card(blocker)))
    game.settle()
    return game


def test_king_jehu_counts_every_evil_character_in_play_and_keeps_his_toughness() -> None:
    game = _blocks(JEHU)
    # himself, the two in his territory and the one in the attacker's territory
    assert numbers_of(game.state, game.card(JEHU)) == (4, 6)
    assert game.numbers[2:] == (4, 6)


def test_the_count_follows_the_game_as_it_changes() -> None:
    # REG: dynamic, "updates with the condition": one Evil Character fewer, one less
    game = _blocks(SILLY_WOMEN, AMOS)
    assert numbers_of(game.state, game.card(SILLY_WOMEN)) == (4, 4)
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 6/3 against 4/4: both would fall
    game.do(PlayDominant(game.card(ANGEL_OF_THE_LORD)))
    game.pick("Hermogenes")
    assert game.where("Hermogenes") == (P2, Zone.DISCARD_PILE)
    assert numbers_of(game.state, game.card(SILLY_WOMEN)) == (3, 3)


def test_the_count_is_read_out_of_play_too() -> None:
    # in a hand: the Evil Characters in play are those in the territories
    game = Game.at(
        [{"hand": [SILLY_WOMEN]}, {"territory": ECS}],
        pool=full_pool(),
    )
    assert numbers_of(game.state, game.card(SILLY_WOMEN)) == (2, 2)


def test_the_angel_counts_silver_heroes_in_play_itself_included() -> None:
    # Angel of Revelation is a silver Hero; Bartholomew is blue
    game = Game.at(
        [{"territory": [ANGEL_NAMED, "Angel of Revelation", BARTHOLOMEW]}, {"territory": ECS}],
        pool=full_pool(),
    )
    assert numbers_of(game.state, game.card(ANGEL_NAMED)) == (2, 2)
