"""Hold effects (REG: Hold, Occupied, Site).

A hold effect lets a player put qualifying cards on the card with it while it is not at its
maximum capacity. Babylonian Banquet Hall, a green Babylonian Site: "This Site may hold one
Lost Soul for each Babylonian Site in play." A Site holds one Lost Soul; this one, as many as
there are Babylonian Sites in play (itself among them), counted as a Lost Soul is put there.
Babylon The Harlot (RoJ) begins as a Site, Babylonian; Babylon is a Site with no identifier.
The capacity lasts while the Hall is in play and ends as its ability is negated; the Lost
Souls it holds do not follow it when it is relocated (REG: Hold).

"May use and hold weapons" said of a warrior is no hold effect: the warrior holds a weapon as
its bearer, equipped (REG: Warrior, Weapon). A Fortress's hold in the place of a discard or
capture is in ``test_fortress_holds.py``; other holds on Fortresses are not carried out yet.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import (
    EndPhase,
    GameState,
    IllegalAction,
    Phase,
    PlayDominant,
    PlayEnhancement,
    PutInSite,
    Zone,
)
from redemption_rules.audit import problems
from redemption_rules.effects.cards import ability_support
from redemption_rules.serialization import from_json, to_json
from redemption_rules.state import HOLDS

HALL = "Babylonian Banquet Hall"
HARLOT = "Babylon The Harlot (RoJ)"
BABYLON = "Babylon"
HERO = "Bartholomew (Nathaniel) (Ap)"
"""Blue Hero, 10/10, no special ability."""
DAMSEL = "Damsel with Spirit of Divination (Pr)"
"""Black Evil Character, 6/7, no special ability."""
WISDOM = "Worldly Wisdom"
"""Black Evil Enhancement: "Negate a Site or Artifact. ..." """
SHIPWRECK = "Shipwreck (Promo)"
"""Dominant: "Negate and discard a Fortress or Site in play or set-aside area." """
SOULS = ("Lost Soul Luke 13:25 (J)", "Lost Soul Luke 15:13 (J)", "Lost Soul Luke 19:10 (J)")


def _preparation(mine: list[str], theirs: list[str], hand: tuple[str, ...] = ()) -> Game:
    assert ability_support(full_pool().get(HALL)).carried_out
    return Game.at(
        [
            {"territory": mine, "land_of_bondage": list(SOULS), "hand": list(hand)},
            {"territory": theirs},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )


def _offered_sites(game: Game, soul: str) -> list[str]:
    card = game.card(soul)
    return sorted(
        game.name(action.site)
        for action in game.legal
        if isinstance(action, PutInSite) and action.soul == card
    )


def _sound(game: Game) -> None:
    assert problems(game.state) == []
    assert from_json(to_json(game.state), GameState) == game.state


def test_the_hall_holds_a_lost_soul_for_each_babylonian_site_in_play() -> None:
    # itself and the Harlot in the opponent's territory: two Babylonian Sites in play
    game = _preparation([HALL], [HARLOT])
    hall = game.card(HALL)
    game.do(PutInSite(game.card(SOULS[0]), hall))
    assert _offered_sites(game, SOULS[1]) == [HALL]
    game.do(PutInSite(game.card(SOULS[1]), hall))
    for soul in SOULS[:2]:
        assert game.where(soul) == (P1, Zone.TERRITORY)
        assert game.state.instance(game.card(soul)).held_by == hall
    _sound(game)
    # at its capacity: no third Lost Soul goes there
    assert _offered_sites(game, SOULS[2]) == []
    with pytest.raises(IllegalAction, match="not a Site with room for a Lost Soul"):
        game.do(PutInSite(game.card(SOULS[2]), hall))
    assert game.zone(P1, Zone.LAND_OF_BONDAGE) == [SOULS[2]]


def test_a_site_that_is_not_babylonian_adds_no_room() -> None:
    # Babylon is no Babylonian Site: the Hall counts itself alone, and holds one Lost Soul
    game = _preparation([HALL, BABYLON], [])
    game.do(PutInSite(game.card(SOULS[0]), game.card(HALL)))
    assert _offered_sites(game, SOULS[1]) == [BABYLON]
    game.do(PutInSite(game.card(SOULS[1]), game.card(BABYLON)))
    assert _offered_sites(game, SOULS[2]) == []
    _sound(game)


def test_the_lost_souls_held_do_not_follow_the_hall_discarded() -> None:
    # REG Hold: Lost Souls held in Sites go to the general Land of Bondage, not with the Site
    game = _preparation([HALL], [HARLOT], hand=(SHIPWRECK,))
    hall = game.card(HALL)
    for soul in SOULS[:2]:
        game.do(PutInSite(game.card(soul), hall))
    game.do(PlayDominant(game.card(SHIPWRECK)))
    assert game.offered == [HALL, HARLOT]
    game.pick(HALL)
    game.settle()
    assert game.where(HALL) == (P1, Zone.DISCARD_PILE)
    assert sorted(game.zone(P1, Zone.LAND_OF_BONDAGE)) == sorted(SOULS)
    assert all(game.state.instance(game.card(soul)).held_by is None for soul in SOULS)
    _sound(game)


def test_a_negated_hall_holds_one_lost_soul_again() -> None:
    # player 2 negates their own Hall in battle: its hold ends with the rest of its ability
    game = Game.blocked(
        HERO,
        {"hand": [HERO], "territory": [HARLOT]},
        DAMSEL,
        {"hand": [DAMSEL, WISDOM], "territory": [HALL], "land_of_bondage": list(SOULS)},
        pool=full_pool(),
    )
    hall = game.card(HALL)
    assert [entry.card for entry in game.state.lasting if entry.status == HOLDS] == [hall]
    game.do(PlayEnhancement(game.card(WISDOM), game.card(DAMSEL)))
    game.pick(HALL)
    assert not [entry for entry in game.state.lasting if entry.status == HOLDS]
    game.end_turn()
    while game.state.phase is not Phase.PREPARATION:
        game.do(EndPhase())
    souls = game.zone(P2, Zone.LAND_OF_BONDAGE)
    assert len(souls) == 2
    game.do(PutInSite(game.card(souls[0]), hall))
    # two Babylonian Sites in play, but the Hall holds one Lost Soul, as any Site
    assert _offered_sites(game, souls[1]) == []
    _sound(game)


def test_a_warriors_use_and_hold_is_no_hold_effect() -> None:
    pool = full_pool()
    for warrior in ("Shobach", "David (Red) (Ki)"):
        support = ability_support(pool.get(warrior))
        assert "a character holding Enhancements as their bearer" in support.missing
    # "If your evil human captures a Hero, hold it here": a hold after a capture, not in its
    # place, which the engine does not carry out
    support = ability_support(pool.get("Raiders' Camp [2025 - District]"))
    assert "a hold of cards on the holding card" in support.missing
