"""Gain: a character gains a brigade beside its own (REG: Gain).

The target is a character in play or a set-aside area; one that already has the brigade
would not change and is no target. The gain is permanent unless timed: the brigade stays
while the character stays in play, and it plays the Enhancements of that brigade too.

Simon the Tanner, a clay Hero: "Selected human N.T. Hero gains Clay brigade. Cannot be
interupted."
Reassuring Angel (EC), a silver Hero: "You may exchange this Hero for a Disciple in hand, deck,
or discard pile. That disciple gains clay brigade."
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, Brigade, CardType, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.select import Scope
from redemption_rules.table import Table

SIMON = "Simon the Tanner"
ANGEL = "Reassuring Angel (EC)"
ANDREW = "Andrew (Ap)"
"""A red human N.T. Hero."""
SETH = "Seth"
"""A blue O.T. Hero."""
BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""A blue Disciple."""
INCENSE = "Burning Incense [L]"
"""A clay Good Enhancement: "Shuffle all Evil Characters in battle." """


def test_the_gain_cards_are_carried_out() -> None:
    pool = full_pool()
    for name in (SIMON, ANGEL):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)
    # an ability gained is not carried out
    assert "a gain of an ability" in ability_support(pool.get("Habitation of Demons")).missing


def _brigades(game: Game, name: str) -> set[Brigade]:
    return Scope(game.state, P1).brigades(game.card(name))


def test_the_selected_hero_gains_clay_beside_its_own_brigade() -> None:
    game = Game.at(
        [{"hand": [SIMON], "territory": [ANDREW, SETH]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(SIMON), P2))
    game.settle()
    assert _brigades(game, ANDREW) == {Brigade.RED, Brigade.CLAY}
    assert _brigades(game, SETH) == {Brigade.BLUE}  # an O.T. Hero: not selected
    assert game.state.problems() == []
    # permanent while in play: gone with the card from the playing surface
    table = Table(game.state)
    table.move(game.card(ANDREW), (P1, Zone.TERRITORY), (P1, Zone.HAND))
    game.state = table.freeze()
    assert game.state.cards[game.card(ANDREW)].gained == ()


def test_a_captive_loses_what_it_gained_and_stays_without_it_once_rescued() -> None:
    # a captured character is a Lost Soul (or a captive), no character: what it gained ends
    # there, as a convert does, and it is not back as a Redeemed Soul (REG: Gain, Capture)
    game = Game.at(
        [{"hand": [SIMON], "territory": [ANDREW]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(SIMON), P2))
    game.settle()
    andrew = game.card(ANDREW)
    assert _brigades(game, ANDREW) == {Brigade.RED, Brigade.CLAY}
    table = Table(game.state)
    table.move(
        andrew, (P1, Zone.TERRITORY), (P2, Zone.LAND_OF_BONDAGE), identity=CardType.LOST_SOUL
    )
    table.set_captured(andrew, CardType.HERO)
    captive = table.freeze()
    assert captive.cards[andrew].gained == ()
    assert captive.problems() == []
    table = Table(captive)
    table.move(andrew, (P2, Zone.LAND_OF_BONDAGE), (P1, Zone.LAND_OF_REDEMPTION))
    rescued = table.freeze()
    assert rescued.cards[andrew].captured is None
    assert rescued.cards[andrew].gained == ()
    assert rescued.problems() == []


def test_a_character_that_already_has_the_brigade_is_no_target() -> None:
    # Simon himself is clay: with no other human N.T. Hero, nothing gains, nothing is asked
    game = Game.at(
        [{"hand": [SIMON], "territory": [SETH]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(SIMON), P2))
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert _brigades(game, SIMON) == {Brigade.CLAY}
    assert game.state.cards[game.card(SIMON)].gained == ()


def _angel_exchanged(*, exchange: bool) -> Game:
    game = Game.at(
        [
            {"hand": [ANGEL, BARTHOLOMEW, INCENSE]},
            {"land_of_bondage": [SOUL], "territory": ["Goliath (L)"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ANGEL), P2))
    if exchange:
        game.choose(game.question.labels[0])
        game.pick(BARTHOLOMEW)
    else:
        game.decline()
    game.settle()
    game.do(Block(game.card("Goliath (L)")))
    game.settle()
    return game


def test_the_disciple_exchanged_in_gains_clay_and_plays_clay_enhancements() -> None:
    game = _angel_exchanged(exchange=True)
    assert game.where(ANGEL) == (P1, Zone.HAND)
    assert game.where(BARTHOLOMEW) == (None, Zone.FIELD_OF_BATTLE)
    assert _brigades(game, BARTHOLOMEW) == {Brigade.BLUE, Brigade.CLAY}
    # a clay Enhancement now matches the blue Disciple
    assert PlayEnhancement(game.card(INCENSE), game.card(BARTHOLOMEW)) in game.legal


def test_declined_the_exchange_nothing_gains() -> None:
    game = _angel_exchanged(exchange=False)
    assert game.where(ANGEL) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(BARTHOLOMEW) == (P1, Zone.HAND)
    assert game.state.cards[game.card(BARTHOLOMEW)].gained == ()
