"""Lasting abilities of Sites in play (REG: Site, Duration).

A Site's ability (not a rainbow Site's) activates as it is put in play and persists until it
leaves where it was played: "Protect N.T. Sites in your territory from opponents' cards"
covers the cards that fit the words while the Site stays in play.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Phase, PlayCard, Zone, engine
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import shielded_from
from redemption_rules.table import Table

CAESAREA = "Caesarea Philippi"
"""Site, Red (Matthew 16:13): "Protect N.T. human Evil Character Characters in your territory
from capture and discard abilities on opponents' cards. Protect N.T. Sites in your territory
from opponents' cards." """
ARCHELAUS = "Archelaus (Ap)"
"""N.T. (Matthew 2:22) human Evil Character, no special ability."""
HEROD = "Herod Philip II (Ap)"
"""N.T. (Luke 3:1) human Evil Character, no special ability."""
DAMASCUS = "Damascus (Ap)"
"""N.T. (Acts 9:22-23) Site, no special ability."""
GIDEON = "Gideon (J)"
"""A card of player 2's: the source an opponent's ability would have."""


def test_a_site_ability_in_play_is_carried_out() -> None:
    pool = full_pool()
    assert ability_support(pool.get(CAESAREA)).carried_out
    # a rainbow Site's ability activates as it enters battle: not carried out
    support = ability_support(pool.get("Dragon Raid (Wa)"))
    assert "the ability of a card in play as Site" in support.missing
    # "While blocking a rescue attempt at this site, ...": whose block is not said
    support = ability_support(pool.get("Jerusalem"))
    assert not support.carried_out


def _kept_off(game: Game, source: str, kind: str) -> list[str]:
    return sorted(game.names(list(shielded_from(game.state, game.card(source), None, kind))))


def _caesarea_in_play() -> Game:
    return Game.at(
        [
            {"territory": [CAESAREA, ARCHELAUS, DAMASCUS], "hand": [HEROD]},
            {"territory": [GIDEON]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )


def test_a_site_protects_the_cards_its_words_name_while_in_play() -> None:
    game = _caesarea_in_play()
    # itself an N.T. Site in its owner's territory: protected by its own words
    assert _kept_off(game, GIDEON, "capture") == [ARCHELAUS, CAESAREA, DAMASCUS]
    assert _kept_off(game, GIDEON, "discard") == [ARCHELAUS, CAESAREA, DAMASCUS]
    assert _kept_off(game, GIDEON, "shuffle") == [CAESAREA, DAMASCUS]
    assert _kept_off(game, ARCHELAUS, "capture") == []  # from opponents' cards only
    # an N.T. human Evil Character played later is protected too
    game.do(PlayCard(game.card(HEROD), CardType.EVIL_CHARACTER))
    game.settle()
    assert _kept_off(game, GIDEON, "capture") == [ARCHELAUS, CAESAREA, DAMASCUS, HEROD]
    assert game.state.problems() == []


def test_a_site_protection_ends_when_the_site_leaves_play() -> None:
    game = _caesarea_in_play()
    table = Table(game.state)
    table.move(game.card(CAESAREA), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.state.protections == ()
    assert _kept_off(game, GIDEON, "capture") == []
    assert game.where(GIDEON) == (P2, Zone.TERRITORY)
    assert game.state.problems() == []


def test_a_site_played_from_hand_activates_as_it_comes_into_play() -> None:
    game = Game.at(
        [{"territory": [ARCHELAUS], "hand": [CAESAREA]}, {"territory": [GIDEON]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    assert game.state.protections == ()
    game.do(PlayCard(game.card(CAESAREA), CardType.SITE))
    game.settle()
    assert _kept_off(game, GIDEON, "capture") == [ARCHELAUS, CAESAREA]
    assert game.state.problems() == []
