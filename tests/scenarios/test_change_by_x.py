"""A lasting increase or decrease by X counts X whenever the numbers are read.

REG Increase and Decrease: "Ongoing increase or decrease effects that are designated by a '*'
or 'X' on the card are dynamically conditional, meaning that the amount of the increase or
decrease updates with the condition defining the '*' or 'X' while the effect is ongoing and
active." An instant one counts X once, as it activates.

The Terrified Chiefs (1/1), "[X = # of cards in opponent's banish pile]": "You may draw 1 or
increase this card X/X this turn. Negate other cards in battle. Cannot be prevented."
"""

from __future__ import annotations

from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, Decline, EndPhase, PlayEnhancement, Zone
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support
from redemption_rules.state import BY_X

CHIEFS = "The Terrified Chiefs"
BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""A blue Hero, 10/10, with no ability."""
BANISHED = ["Miriam (L)", "Amos"]


def _increased(hero: str = BARTHOLOMEW, banished: list[str] = BANISHED) -> Game:
    pool = full_pool()
    assert ability_support(pool.get(CHIEFS)).carried_out
    game = Game.blocked(
        hero,
        {"hand": [hero], "banish_pile": banished, "deck": ["Euodia", "Agabus"]},
        CHIEFS,
        {"hand": [CHIEFS], "deck": ["Hermogenes"]},
        pool=pool,
        answer_block=False,
    )
    game.choose("increase this card X/X this turn")
    game.settle()
    return game


def test_the_change_counts_x_as_it_is_now() -> None:
    game = _increased()
    chiefs = game.card(CHIEFS)
    assert numbers_of(game.state, chiefs) == (3, 3)  # 1/1 and two cards banished
    assert [entry.status for entry in game.state.lasting if entry.card == chiefs] == [BY_X]
    # one more card in player 1's banish pile: the Chiefs grow with it
    state = game.state
    deck = state.players[P1].deck
    players = list(state.players)
    players[P1] = evolve(
        players[P1], deck=deck[1:], banish_pile=(*players[P1].banish_pile, deck[0])
    )
    grown = evolve(state, players=tuple(players))
    assert numbers_of(grown, chiefs) == (4, 4)
    assert grown.problems() == []


def test_the_change_ends_with_the_turn() -> None:
    # Six cards banished: the Chiefs are 7/7 and beat Miriam (4/4), then go home; at the
    # end of the turn the change is over and they are 1/1 again
    banished = ["Hermogenes", "Doeg (L)", "Amos", "Agabus", "Philemon [Ap]", "Euodia"]
    game = _increased("Miriam (L)", banished)
    chiefs = game.card(CHIEFS)
    assert numbers_of(game.state, chiefs) == (7, 7)
    game.do(Decline())  # Miriam, losing, plays nothing
    game.settle()
    assert game.where(CHIEFS) == (P2, Zone.TERRITORY)
    assert numbers_of(game.state, chiefs) == (7, 7)
    while game.state.active == P1:
        game.do(EndPhase())
        game.settle()
    assert numbers_of(game.state, chiefs) == (1, 1)
    assert not [entry for entry in game.state.lasting if entry.card == chiefs]


PHARAOH = "The Murdering Pharaoh"
"""Gold Evil Character (10/8), "X = # of opponent's good brigades": "Search deck for a Genesis
or Exodus Site or Fortress. Decrease all Heroes in battle X/X this turn. ..." """
SEEKER = "Righteous Seeker"
"""A white Hero (12/7): "May band to a Hero." """
BETHESDA = "Angel at Bethesda"
"""A silver Hero (3/1) with no ability."""
CYMBALS = "Cymbals of the Levites (Roots)"
"""White Good Enhancement: "Negate an evil card. Discard an evil Enhancement. ..." """


def test_a_negate_of_the_change_by_x_brings_back_the_character_it_discarded() -> None:
    game = Game.at(
        [
            {"hand": [SEEKER, CYMBALS], "territory": [BETHESDA]},
            {"hand": [PHARAOH], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(SEEKER), P2))
    game.choose("band to a Hero")  # Angel at Bethesda, the one Hero to band
    game.do(Block(game.card(PHARAOH)))
    game.settle()
    # one good brigade in play, so X is 1: Bethesda 3/1 falls to 2/0 and is discarded
    assert game.where(BETHESDA) == (P1, Zone.DISCARD_PILE)
    assert numbers_of(game.state, game.card(SEEKER)) == (11, 6)
    game.do(PlayEnhancement(game.card(CYMBALS), game.card(SEEKER)))
    assert game.where(BETHESDA) == (None, Zone.FIELD_OF_BATTLE)
    assert numbers_of(game.state, game.card(SEEKER)) == (12, 7)
    assert not [entry for entry in game.state.lasting if entry.status == BY_X]
    assert game.state.problems() == []
