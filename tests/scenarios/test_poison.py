"""Poison: a condition on a card, with an ongoing ability paired with it (REG: Poison and Disease).

The poison targets cards in play; its paired ability is treated as an effect of the poison:
"Poison those humans: Each upkeep, decrease them 0/3" decreases the poisoned cards at each
upkeep of the player using the ability ("each upkeep": each of theirs), while they stay in
play; a character left with no toughness is discarded. A poison whose paired ability acts
"per turn", at a moment the text leaves open, is not carried out.

Fiery Serpents (FoM), a crimson Evil Character: "You may discard a crimson card from hand to
withdraw and paralyze all humans in battle. Poison those humans: Each upkeep, decrease them
0/3."
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, Phase, Zone
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support
from redemption_rules.playing import is_paralyzed

SERPENTS = "Fiery Serpents (FoM)"
CRIMSON = "Archelaus (Ap)"
"""A crimson card to discard for the ability."""
FILLER = "Goliath (L)"


def test_the_poison_cards_are_carried_out_or_refused() -> None:
    pool = full_pool()
    assert ability_support(pool.get(SERPENTS)).carried_out
    missing = ability_support(pool.get("Bad Figs (Wa)")).missing
    assert "a poison paired with an ability other than an upkeep decrease" in missing


def _blocked(hero: str, *, pay: bool) -> Game:
    game = Game.at(
        [
            {"hand": [hero], "deck": [FILLER] * 9},
            {
                "land_of_bondage": [SOUL],
                "territory": [SERPENTS],
                "hand": [CRIMSON],
                "deck": [FILLER] * 9,
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    game.settle()
    game.do(Block(game.card(SERPENTS)))
    assert game.question.labels[0].startswith("discard a crimson card")
    if pay:
        game.choose(game.question.labels[0])
    else:
        game.decline()
    game.settle()
    return game


def test_poisoned_humans_are_decreased_at_the_users_upkeep() -> None:
    game = _blocked("Gad", pay=True)  # a 6/3 human Hero
    gad = game.card("Gad")
    assert game.where(gad) == (P1, Zone.TERRITORY)  # withdrawn
    assert is_paralyzed(game.state, gad)
    assert numbers_of(game.state, gad) == (6, 3)
    game.play_on_to(P2, Phase.PREPARATION)  # player 2's upkeep: 0/3 off, no toughness left
    assert game.where(gad) == (P1, Zone.DISCARD_PILE)
    assert game.state.lasting == ()
    assert game.state.problems() == []


def test_a_poison_ticks_at_its_users_upkeeps_only() -> None:
    game = _blocked("Andrew (Ap)", pay=True)  # a 7/8 human Hero
    andrew = game.card("Andrew (Ap)")
    game.play_on_to(P2, Phase.PREPARATION)
    assert numbers_of(game.state, andrew) == (7, 5)
    game.play_on_to(P1, Phase.PREPARATION)  # player 1's own upkeep: nothing
    assert numbers_of(game.state, andrew) == (7, 5)
    game.play_on_to(P2, Phase.PREPARATION)
    assert numbers_of(game.state, andrew) == (7, 2)
    assert game.state.problems() == []


def test_declined_nothing_is_poisoned() -> None:
    game = _blocked("Andrew (Ap)", pay=False)
    andrew = game.card("Andrew (Ap)")
    assert game.where(CRIMSON) == (P2, Zone.HAND)
    game.play_on_to(P2, Phase.PREPARATION)
    assert game.where(andrew) == (P1, Zone.TERRITORY)  # back from the battle it won
    assert numbers_of(game.state, andrew) == (7, 8)
    assert not is_paralyzed(game.state, andrew)
