"""A play of cards other than Enhancements: Lost Souls, Fortresses and characters.

REG: Play: a character is played by putting it in battle or a territory; a card of another
type by putting it face up in play, from a hand or a pile, due to an ability. REG: Lost Soul:
it goes to the Land of Bondage of the player who controls it, and a card off the playing
surface is controlled by nobody (REG: Control), so one played from an opponent's deck goes to
that opponent's. REG: Permanent Control: a player controls the cards they own on the surface.
REG: Search: a play from a deck searches it, and a searched deck is shuffled. REG: Unique
Card: a Fortress already in its owner's territory is not played again.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    CardType,
    DecisionKind,
    EndPhase,
    Phase,
    PlayEnhancement,
    UseAbility,
    Zone,
    parse_ability,
)
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.select import Scope
from redemption_rules.events import DeckShuffled, PileSearched

BARNABAS = "Barnabas, the Bold (Roots)"
"""Hero: "Protect Lost Souls from evil N.T. cards. You may play a Lost Soul from a deck."."""
JADON = "Jadon, the Meronothite (Roots)"
"""Hero: "You may play a good O.T. Fortress from deck. If you control 4 or more good
Fortresses, discard an evil card."."""
DAVIDS_PRAYER = "David's Prayer [K]"
"""GE: "You may play a Lost Soul and an Evil Character from an opponent's deck."."""
DELIVERED = "Delivered from Distress"
"""GE: "You may play an O.T. Hero from deck. Hero may band to an O.T. Hero."."""
SEEKER = "Seeker of the Lost [RR2]"
"""Hero: "You may reveal the top 9 cards of a deck: Play the Lost Souls. Underdeck the
rest."."""
TENT = "David's Tent (1st Print - K)"
"""Good O.T. Fortress: "If put in play, you may take a I Samuel Hero from deck or
Reserve."."""
CITY_OF_REFUGE = "City of Refuge"
"""A good O.T. Fortress."""
MINE, THEIRS = "Lost Soul (Daniel 9:10) (Promo)", "Lost Soul (Daniel 9:5) [Fundraiser]"
"""Lost Souls with no ability, one in each deck."""
ABEL, ABIHU, AMOS = "Abel ( C)", "Abihu ( C)", "Amos"
"""A Hero, an Evil Character and an O.T. Hero, with no ability."""
BATHSHEBA, ANGEL = "Bathsheba", "Angel at Bethesda"
"""A purple Hero and a silver one, with no ability: they use the Enhancements below."""
GOLIATH = "Goliath (L)"
"""A strong Evil Character with no ability: the attacker keeps the initiative."""
HANNAH = "Hannah (L)"
"""A I Samuel Hero with no ability."""


def _attack(hero: str, mine: dict[str, list[str]], theirs: dict[str, list[str]]) -> Game:
    territory = [hero, *mine.pop("territory", [])]
    game = Game.at(
        [{"territory": territory, **mine}, {"land_of_bondage": [SOUL], **theirs}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    game.pass_windows()
    assert game.asked == (P1, DecisionKind.ABILITY)
    return game


def _barnabas() -> Game:
    game = _attack(BARNABAS, {"deck": [ABEL, MINE, AMOS]}, {"deck": [ABIHU, THEIRS]})
    game.choose("play a Lost Soul from a deck")
    return game


def test_a_lost_soul_played_from_an_opponents_deck_goes_to_their_land_of_bondage() -> None:
    game = _barnabas()
    assert game.question.labels == ("player 1", "player 2")  # "a deck": whose is chosen
    game.choose("player 2")
    assert game.offered == [THEIRS]
    caused = game.pick(THEIRS)
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL, THEIRS]
    assert game.state.cards[game.card(THEIRS)].identity is CardType.LOST_SOUL
    assert game.zone(P2, Zone.DECK) == [ABIHU]
    searched = [event for event in caused if isinstance(event, PileSearched)]
    assert [(e.owner, e.zone, e.seen_by) for e in searched] == [(P2, Zone.DECK, (P1,))]
    assert any(isinstance(event, DeckShuffled) and event.player == P2 for event in caused)
    assert game.zone(P1, Zone.DECK) == [ABEL, MINE, AMOS]  # the other deck is not searched


def test_one_from_the_players_own_deck_goes_to_their_own() -> None:
    game = _barnabas()
    game.choose("player 1")
    caused = game.pick(MINE)
    assert game.zone(P1, Zone.LAND_OF_BONDAGE) == [MINE]
    assert sorted(game.zone(P1, Zone.DECK)) == sorted([ABEL, AMOS])
    assert all(not isinstance(e, PileSearched) or e.owner == P1 for e in caused)


def test_the_player_may_fail_the_search_of_a_deck() -> None:
    # REG: Search: a player may fail any search on a card they control
    game = _barnabas()
    game.choose("player 2")
    assert game.question.minimum == 0
    game.pick(finish=True)
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL]


def test_a_fortress_is_played_from_deck_into_territory_and_its_put_in_play_fires() -> None:
    game = _attack(JADON, {"deck": [TENT, CITY_OF_REFUGE, HANNAH]}, {})
    game.choose("play a good O.T. Fortress from deck")
    assert sorted(game.offered) == sorted([TENT, CITY_OF_REFUGE])
    game.pick(TENT)
    assert game.where(TENT) == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card(TENT)].identity is CardType.FORTRESS
    game.pass_windows()
    # David's Tent: "If put in play, you may take a I Samuel Hero from deck or Reserve"
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.card == game.card(TENT)
    game.choose("take a I Samuel Hero from deck or Reserve")
    game.pick(HANNAH)
    assert game.where(HANNAH) == (P1, Zone.HAND)


def test_a_fortress_already_in_its_owners_territory_is_not_played_again() -> None:
    game = _attack(JADON, {"deck": [CITY_OF_REFUGE, TENT], "territory": [CITY_OF_REFUGE]}, {})
    game.choose("play a good O.T. Fortress from deck")
    assert game.offered == [TENT]


def test_a_play_finds_nothing_when_only_evil_fortresses_are_in_deck() -> None:
    game = Game.at(
        [{"territory": [JADON], "deck": ["Assyrian Camp", ABEL]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(JADON), P2))
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.BLOCK)  # nothing to play: not asked


def test_a_lost_soul_and_a_character_come_from_the_same_opponents_deck() -> None:
    game = Game.blocked(
        BATHSHEBA,
        {"territory": [BATHSHEBA], "hand": [DAVIDS_PRAYER], "deck": [MINE]},
        GOLIATH,
        {"territory": [GOLIATH], "deck": [ABIHU, THEIRS, AMOS]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(DAVIDS_PRAYER), game.card(BATHSHEBA)))
    game.pass_windows()
    game.choose("play a Lost Soul and an Evil Character from an opponent\u2019s deck")
    game.pick(THEIRS)
    assert game.offered == [ABIHU]  # the Hero in that deck is no Evil Character
    game.pick(ABIHU)
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL, THEIRS]
    assert game.where(ABIHU) == (P2, Zone.TERRITORY)  # its owner's, face up
    assert game.state.cards[game.card(ABIHU)].identity is CardType.EVIL_CHARACTER
    assert game.zone(P1, Zone.DECK) == [MINE]


def test_a_hero_played_from_deck_goes_to_territory_and_may_then_be_banded() -> None:
    game = Game.blocked(
        ANGEL,
        {"territory": [ANGEL], "hand": [DELIVERED], "deck": [ABEL, "Adino (L)"]},
        GOLIATH,
        {"territory": [GOLIATH]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(DELIVERED), game.card(ANGEL)))
    game.pass_windows()
    game.choose("play an O.T. Hero from deck")
    game.pick("Adino (L)")
    assert game.where("Adino (L)") == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card("Adino (L)")].identity is CardType.HERO
    game.pass_windows()
    game.choose("band to an O.T. Hero")  # "Hero may band to an O.T. Hero": the one there
    assert game.where("Adino (L)") == (None, Zone.FIELD_OF_BATTLE)


def test_the_lost_souls_revealed_are_played_and_the_rest_underdecked() -> None:
    game = _attack(SEEKER, {}, {"deck": [ABIHU, THEIRS, AMOS, MINE]})
    game.choose("reveal the top 9 cards of a deck: Play the Lost Souls")  # only P2's has cards
    game.settle()
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL, THEIRS, MINE]
    assert sorted(game.zone(P2, Zone.DECK)) == sorted([ABIHU, AMOS])


def test_a_play_of_artifacts_is_not_carried_out() -> None:
    # "... or you may play an O.T. Site, O.T. idol or evil royal female from deck": an idol
    # is an Artifact, which the play does not put in play
    support = ability_support(full_pool().get("The Fallen King"))
    assert "a play of Artifacts or Dominants" in support.missing


def test_plays_of_lost_souls_fortresses_and_characters_are_carried_out() -> None:
    pool = full_pool()
    for name in (BARNABAS, JADON, DAVIDS_PRAYER, DELIVERED, SEEKER):
        assert ability_support(pool.get(name)).carried_out, name


def test_a_lost_soul_from_each_deck_is_one_from_every_deck() -> None:
    # Day of Judgment: "STAR: Play a Lost Soul from each deck." drawn in the Draw Phase
    judgment = "Day of Judgment (GoC)"
    game = Game.at(
        [
            {"deck": [judgment, ABEL, ABEL, MINE, ABEL]},
            {"deck": [ABIHU, THEIRS, "Lost Soul (Daniel 9:6) [Fundraiser]"]},
        ],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    game.do(EndPhase())
    assert game.asked == (P1, DecisionKind.STAR)
    game.do(UseAbility(game.card(judgment), 0))
    assert game.offered == [MINE]  # the player's own deck first, and may fail its search
    game.pick(MINE)
    assert sorted(game.offered) == sorted([THEIRS, "Lost Soul (Daniel 9:6) [Fundraiser]"])
    game.pick(THEIRS)
    assert game.zone(P1, Zone.LAND_OF_BONDAGE) == [MINE]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [THEIRS]
    assert sorted(game.zone(P2, Zone.DECK)) == sorted(
        [ABIHU, "Lost Soul (Daniel 9:6) [Fundraiser]"]
    )


def test_a_card_played_by_an_ability_counts_as_played_this_turn() -> None:
    # REG: Play: the Fortress is played by the player carrying the ability out, so "if you
    # have played a Fortress this turn" holds for them afterwards, and only for them
    played = parse_ability("If you have played a Fortress this turn, draw 1.").effects[0]
    assert played.condition is not None
    game = _attack(JADON, {"deck": [TENT, CITY_OF_REFUGE, HANNAH]}, {})
    assert not Scope(game.state, P1).holds(played.condition)
    game.choose("play a good O.T. Fortress from deck")
    game.pick(TENT)
    assert Scope(game.state, P1).holds(played.condition)
    assert not Scope(game.state, P2).holds(played.condition)
