"""Prevent effects that last as long as their text names (REG: Duration, Prevent).

A prevent effect lasts to the end of the phase unless its text names a duration; "the
special ability of the next Enhancement opponent plays this battle" is prevented when that
Enhancement is played in this battle, and the prevention ends with the battle. "Opponent
plays" names the player who plays the Enhancement: the prevention covers none of the
Enhancements its own controller plays.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool, of_kind

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityPrevented
from redemption_rules.state import Until

DANIEL = "Daniel (Pr)"
"""White O.T. Hero 6/7 with no special ability."""
CHARIOTEERS = "Egyptian Charioteers"
"""Gold Evil Character 6/8: "Prevent the special ability of the next enhancement opponent
plays this battle." """
CUSHAN = "King Cushan-Rishathaim"
"""Gray Evil Character 8/8: "Prevent the special ability on the next Enhancement opponent
plays this battle." """
BOAZ = "Kindness of Boaz"
"""White Enhancement 1/3: "Draw 1 (or 2 if used by Boaz)." """
SPEAR = "Egyptian Spear"
"""Gold Enhancement 3/2: "Discard the top card of opponent's deck. If it is a Lost Soul, put
it in play instead." """
LABOR = "Forced Labor"
"""Gray Enhancement: "Decrease all Heroes in play 3/3 until end of turn." """
DECK = ["Gideon (J)", "Amos", "Moses (Pr)"]


def _blocked_by(blocker: str, evil: list[str]) -> Game:
    """Daniel attacks with two Kindness of Boaz in hand; *blocker* blocks."""
    return Game.blocked(
        DANIEL,
        {"hand": [DANIEL, BOAZ, BOAZ], "deck": DECK},
        blocker,
        {"hand": [blocker, *evil]},
        pool=full_pool(),
    )


def _play(game: Game, enhancement: str, user: str, player: int) -> None:
    card = game.card(enhancement, player=player, zone=Zone.HAND)
    game.do(PlayEnhancement(card, game.card(user)))
    game.settle()


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    for name in (CHARIOTEERS, CUSHAN):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def test_the_next_enhancement_the_opponent_plays_is_prevented_and_no_more() -> None:
    game = _blocked_by(CHARIOTEERS, [SPEAR])
    prevention = game.state.preventions[-1]
    assert game.name(prevention.source) == CHARIOTEERS
    assert prevention.until is Until.BATTLE  # "this battle", not the end of the phase
    _play(game, BOAZ, DANIEL, P1)
    assert game.zone(P1, Zone.HAND) == [BOAZ]  # nothing drawn
    assert game.zone(P1, Zone.DECK) == DECK
    assert game.numbers[:2] == (7, 10)  # its numbers still count: Daniel 6/7 with 1/3
    assert [game.name(e.card) for e in of_kind(game.events, AbilityPrevented)] == [BOAZ]
    assert not game.state.preventions  # the one Enhancement it covered is spent
    _play(game, SPEAR, CHARIOTEERS, P2)  # its controller's own Enhancement: carried out
    assert game.zone(P1, Zone.DECK) == DECK[1:]
    assert game.zone(P1, Zone.DISCARD_PILE) == [DECK[0]]
    _play(game, BOAZ, DANIEL, P1)  # the next one only: the second draws
    assert game.zone(P1, Zone.HAND) == [DECK[1]]


def test_the_special_ability_on_the_next_enhancement_is_prevented() -> None:
    game = _blocked_by(CUSHAN, [LABOR])
    _play(game, BOAZ, DANIEL, P1)  # Daniel 7/10 against King Cushan-Rishathaim 8/8
    assert game.zone(P1, Zone.HAND) == [BOAZ]  # prevented: nothing drawn
    assert game.asked[0] == P2
    _play(game, LABOR, CUSHAN, P2)
    assert game.numbers[:2] == (4, 7)  # decreased 3/3: Forced Labor is not prevented
