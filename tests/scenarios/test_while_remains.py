"""Effects that last while their card stays where it was placed (REG: Place, Duration).

"An ongoing ability paired with a place effect has an implied condition of 'while the placed
card remains in the placed location'", and "while this card remains" says so again. Oblivious,
a crimson Evil Enhancement: "Place this card on a Lost Soul.  While this card remains, that
Lost Soul cannot be rescued by an angel. Cannot be negated." The card lies on the Lost Soul in
its Land of Bondage; while it is there, an angel wins a battle and rescues nothing, a Hero that
is no angel rescues the Lost Soul; once the card leaves, an angel rescues it too.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import PlayEnhancement, Zone, engine
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.protection import protected_from_rescue
from redemption_rules.table import Table

OBLIVIOUS = "Oblivious"
ANGEL = "Attending Angel (Ap)"
"""Silver Hero 6/6, an angel, no special ability."""
ANDREW = "Andrew (Ap)"
"""Red Hero 7/8, no angel, no special ability."""
BELSHAZZAR = "Belshazzar"
"""Crimson Evil Character 5/6, no special ability: it loses to either Hero and plays
Oblivious."""


def _oblivious_on_the_soul(hero: str) -> Game:
    """*hero* attacks; Belshazzar blocks and, losing, plays Oblivious: it goes on the Lost Soul."""
    game = Game.blocked(
        hero, {"territory": [hero]}, BELSHAZZAR, {"hand": [BELSHAZZAR, OBLIVIOUS]}, pool=full_pool()
    )
    game.do(PlayEnhancement(game.card(OBLIVIOUS), game.card(BELSHAZZAR)))
    game.settle()
    assert game.where(OBLIVIOUS) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.cards[game.card(OBLIVIOUS)].held_by == game.card(SOUL)
    return game


def _finish(game: Game) -> None:
    while game.state.battle is not None:
        game.do(game.legal[-1])


def test_oblivious_is_carried_out_lasting_on_the_lost_soul() -> None:
    card = full_pool().get(OBLIVIOUS)
    assert ability_support(card).carried_out
    assert card_abilities(card).placed == (1,)


def test_an_angel_rescues_nothing_while_it_remains() -> None:
    game = _oblivious_on_the_soul(ANGEL)
    assert protected_from_rescue(game.state, game.card(SOUL), game.card(ANGEL))
    _finish(game)
    assert game.where(BELSHAZZAR) == (P2, Zone.DISCARD_PILE)  # the angel won the battle
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.where(OBLIVIOUS) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.problems() == []


def test_a_hero_that_is_no_angel_rescues_the_lost_soul_and_the_card_goes() -> None:
    game = _oblivious_on_the_soul(ANDREW)
    assert not protected_from_rescue(game.state, game.card(SOUL), game.card(ANDREW))
    _finish(game)
    assert game.where(SOUL) == (P1, Zone.LAND_OF_REDEMPTION)
    # "any card placed on a Lost Soul is discarded if the Lost Soul is relocated"
    assert game.where(OBLIVIOUS) == (P2, Zone.DISCARD_PILE)
    assert game.state.problems() == []


def test_once_the_card_leaves_the_lost_soul_an_angel_rescues_it() -> None:
    game = _oblivious_on_the_soul(ANGEL)
    table = Table(game.state)
    table.move(game.card(OBLIVIOUS), (P2, Zone.LAND_OF_BONDAGE), (P2, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert not protected_from_rescue(game.state, game.card(SOUL), game.card(ANGEL))
    _finish(game)
    assert game.where(SOUL) == (P1, Zone.LAND_OF_REDEMPTION)
    assert game.state.problems() == []
