"""Triggered effects of cards that watch cards being played: other cards, or themselves.

REG: Activate: a character's ability is active while it is in battle; REG: Triggered
Effect: while it is active, its condition checks for the event, and the effect waits as a
pending ability for Action Priority level 1. "Each time opponent plays an Enhancement in
battle" on a character in battle fires for the player whose side it is on as an opponent of
theirs plays an Enhancement in battle; not for that player's own Enhancement, and not while
the character is out of battle. REG: Play: a Site is played as it is put face up in a
territory from a hand or a deck (among others) by a game action or an ability; "If you play
this Site" fires then for its player (REG: Site: its ability activates as it is put in
play). A City played as a Fortress is no Site: its "SITE:" effects do not act.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, DecisionKind, Phase, PlayCard, PlayEnhancement, Zone
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityActivated

ABIJAH = "Abijah, son of Samuel"
"""Evil Character 4/7: "Each time opponent plays an Enhancement in battle, you may draw a
card."."""
BALAAM = "Balaam Son of Beor"
"""Territory-class Evil Character: "If an opponent plays an Enhancement in their territory,
you may draw 2 from bottom of deck. ..."."""
BATHSHEBA, ELISHA = "Bathsheba", "Elisha"
"""Purple Heroes with no ability, 5/5 and 7/5."""
FAITH = "Faith of Bartimaeus"
"""A purple good Enhancement with no ability, 3/3."""
BUSYBODY = "Busybody"
"""A crimson evil Enhancement with no ability, 0/6."""
ARCHELAUS, BABYLON = "Archelaus (Ap)", "Babylon the Great"
"""Crimson Evil Characters with no ability; Archelaus 6/8."""
ZION = "Zion"
"""City: "SITE: If you play this Site, you may take a Hero from deck or discard pile. FORT:
If your lone Hero attacks, you may take a good O.T. card from Reserve."."""
PATMOS = "Patmos (RoJ AB)"
"""Site: "If you play this Site, you may search deck or discard pile for a Disciple or a
Revelation angel."."""
WARNING = "Angel of Warning (GoC)"
"""Hero: "You may look at opponent\u2019s hand. If you do not, you may play a Site or good
Fortress from deck."."""
ABEL = "Abel ( C)"
"""A Hero with no ability."""


def _fired(game: Game, card: str) -> int:
    """How many times *card*'s ability activated."""
    found = game.card(card)
    return sum(event.card == found for event in of_kind(game.events, AbilityActivated))


def _blocked(hero: str, blocker: str, *, hand: tuple[str, ...] = ()) -> Game:
    """*hero* of player 1 (with Faith of Bartimaeus in hand) is blocked by *blocker*; player
    2 holds Abijah in territory, *hand* in hand and two Babylon the Great in deck."""
    return Game.blocked(
        hero,
        {"territory": [hero], "hand": [FAITH]},
        blocker,
        {
            "territory": list(dict.fromkeys((ABIJAH, blocker))),
            "hand": list(hand),
            "deck": [BABYLON, BABYLON],
        },
        pool=full_pool(),
    )


def test_it_is_carried_out() -> None:
    assert ability_support(full_pool().get(ABIJAH)).carried_out


def test_a_territory_class_character_watching_its_territory_stays_refused() -> None:
    support = ability_support(full_pool().get(BALAAM))
    assert "the ability of a territory-class character in territory" in support.missing


def test_an_opponents_enhancement_in_battle_lets_the_character_draw() -> None:
    game = _blocked(BATHSHEBA, ABIJAH)
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(FAITH), game.card(BATHSHEBA)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(ABIJAH)
    game.choose("draw a card")
    assert game.zone(P2, Zone.HAND) == [BABYLON]
    assert _fired(game, ABIJAH) == 1


def test_the_characters_own_side_playing_an_enhancement_fires_nothing() -> None:
    # Elisha 7/5 defeats Abijah 4/7: player 2 has the initiative and plays on Abijah
    game = _blocked(ELISHA, ABIJAH, hand=(BUSYBODY,))
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(BUSYBODY), game.card(ABIJAH)))
    assert game.where(BUSYBODY) == (None, Zone.FIELD_OF_BATTLE)
    game.settle()
    assert _fired(game, ABIJAH) == 0
    assert game.zone(P2, Zone.HAND) == []


def test_out_of_battle_the_character_watches_nothing() -> None:
    # Archelaus blocks; Abijah stays in territory, its ability not active there
    game = _blocked(BATHSHEBA, ARCHELAUS)
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(FAITH), game.card(BATHSHEBA)))
    game.settle()
    assert game.where(ABIJAH) == (P2, Zone.TERRITORY)
    assert _fired(game, ABIJAH) == 0
    assert game.zone(P2, Zone.HAND) == []


# -- a Site's "If you play this Site" --------------------------------------------------------------


@pytest.mark.parametrize(
    "name", [ZION, PATMOS, "Babel (FoM)", "Egypt", "Land of Moab (LoC)", "Damascus (EC)"]
)
def test_a_sites_own_play_is_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


def _zion(identity: CardType) -> Game:
    game = Game.at(
        [{"hand": [ZION], "deck": [ABEL]}, {}], phase=Phase.PREPARATION, pool=full_pool()
    )
    game.do(PlayCard(game.card(ZION), identity))
    return game


def test_zion_played_as_a_site_lets_its_player_take_a_hero() -> None:
    game = _zion(CardType.SITE)
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.card == game.card(ZION)
    game.choose("take a Hero from deck or discard pile")
    game.pick(ABEL)
    assert game.where(ABEL) == (P1, Zone.HAND)
    assert game.asked == (P1, DecisionKind.PREPARATION)


def test_zion_played_as_a_fortress_fires_nothing() -> None:
    game = _zion(CardType.FORTRESS)
    assert game.asked == (P1, DecisionKind.PREPARATION)
    assert _fired(game, ZION) == 0
    assert game.where(ABEL) == (P1, Zone.DECK)


def test_a_site_played_from_deck_by_an_ability_fires_for_its_player() -> None:
    game = Game.at(
        [
            {"territory": [WARNING], "deck": [PATMOS, ABEL]},
            {"land_of_bondage": [SOUL], "hand": [BABYLON]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(WARNING), P2))
    game.decline()  # does not look at the opponent's hand
    game.choose("play a Site or good Fortress from deck")
    game.pick(PATMOS)
    assert game.where(PATMOS) == (P1, Zone.TERRITORY)
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.card == game.card(PATMOS)
    assert game.question.labels[0] == (
        "search deck or discard pile for a Disciple or a Revelation angel"
    )


def test_a_site_already_in_territory_fires_nothing_as_the_game_goes_on() -> None:
    game = Game.at(
        [{"territory": [ZION], "deck": [ABEL]}, {}], phase=Phase.PREPARATION, pool=full_pool()
    )
    assert game.asked == (P1, DecisionKind.PREPARATION)
    assert _fired(game, ZION) == 0
