"""Enhancements placed on a Lost Soul by their own text (REG: Place, Holder).

"Place this card on a Lost Soul" moves the card, face up, onto a Lost Soul in play: it lies
in that Land of Bondage, held by the Lost Soul, and its ability paired with the place lasts
while it remains there ("While this card remains, holder's demons each gain 3/3"). The
holder is the player who controlled the card as its ability activated, whichever Land of
Bondage it lies in. "Any card placed on a Lost Soul is discarded if the Lost Soul is
relocated outside its original Land of Bondage."
"""

from __future__ import annotations

from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    Block,
    DecisionKind,
    GameState,
    PlayEnhancement,
    Zone,
    engine,
    from_json,
    observe,
    to_json,
)
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.events import describe
from redemption_rules.table import Table

CONSUMED = "Consumed by Wants"
"""EE, Black: "Place this card on a Lost Soul.  While this card remains, holder's black
brigade demons gain 4/4." """
ENTICED = "Enticed"
"""EE, Gold: "Place this card on a Lost Soul.  While this card remains, holder's demons
each gain 3/3." """
BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""Blue Hero 10/10, no special ability."""
STRONG_DEMON = "Strong Demon (G)"
"""Black Evil Character 9/10, a demon, no special ability."""
POSSESSING_DEMON = "Possessing Demon (j)"
"""Orange Evil Character 3/4, a demon, no special ability."""
HERODIAS = "Herodias (L)"
"""Gold Evil Character 6/6, no special ability."""


def test_the_cards_placed_on_a_lost_soul_are_carried_out() -> None:
    pool = full_pool()
    for name in (CONSUMED, ENTICED):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)
        assert card_abilities(pool.get(name)).placed == (1,)


def test_what_a_card_on_a_lost_soul_does_other_than_last_there_is_refused() -> None:
    pool = full_pool()
    # "If it is not rescued by the end of the current player's next turn, discard this card
    # to place the Lost Soul beneath owner's draw pile": no lasting effect
    assert "an effect lasting while its card stays where it was put" in (
        ability_support(pool.get("Dejected")).missing
    )
    # "(except the 'Lost Souls' card)": not any one Lost Soul
    assert "a place 'on_card' to put cards" in ability_support(pool.get("Ears to Hear")).missing


def _consumed_played(souls: int = 1) -> Game:
    """Strong Demon blocks Bartholomew; player 2, losing, plays Consumed by Wants on it."""
    game = Game.blocked(
        BARTHOLOMEW,
        {"territory": [BARTHOLOMEW], "land_of_bondage": [SOUL] * (souls - 1)},
        STRONG_DEMON,
        {"hand": [STRONG_DEMON, CONSUMED], "territory": [POSSESSING_DEMON]},
        pool=full_pool(),
    )
    assert game.numbers == (10, 10, 9, 10)
    game.do(PlayEnhancement(game.card(CONSUMED), game.card(STRONG_DEMON)))
    return game


def test_the_card_goes_on_the_lost_soul_and_holders_black_demons_gain() -> None:
    game = _consumed_played()
    game.settle()
    consumed, soul = game.card(CONSUMED), game.card(SOUL)
    assert game.where(CONSUMED) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.cards[consumed].held_by == soul
    assert game.state.cards[consumed].identity is CardType.EVIL_ENHANCEMENT
    assert game.numbers == (10, 10, 13, 14)  # the black demon gains 4/4
    assert numbers_of(game.state, game.card(POSSESSING_DEMON)) == (3, 4)  # orange: not
    assert "Land of Bondage: Lost Soul Luke 13:25 (J) with Consumed by Wants" in str(game.state)
    told = [describe(event, game.state) for event in game.events]
    assert "Consumed by Wants is placed on Lost Soul Luke 13:25 (J)." in told
    assert game.state.problems() == []


def test_the_placed_card_stays_on_the_lost_soul_after_the_battle() -> None:
    game = _consumed_played()
    game.settle()
    game.end_turn()  # Bartholomew loses the battle; the Lost Soul stays
    assert game.state.battle is None
    assert game.where(CONSUMED) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.where(STRONG_DEMON) == (P2, Zone.TERRITORY)
    assert numbers_of(game.state, game.card(STRONG_DEMON)) == (13, 14)
    assert game.state.problems() == []


def test_the_placed_card_is_discarded_as_the_lost_soul_leaves_its_land_of_bondage() -> None:
    game = _consumed_played()
    game.settle()
    table = Table(game.state)
    table.move(game.card(SOUL), (P2, Zone.LAND_OF_BONDAGE), (P1, Zone.LAND_OF_REDEMPTION))
    engine.settle(table)
    game.state = table.freeze()
    assert game.where(CONSUMED) == (P2, Zone.DISCARD_PILE)
    assert game.state.cards[game.card(CONSUMED)].held_by is None
    assert game.numbers == (10, 10, 9, 10)  # its lasting effect ends with it
    assert game.state.problems() == []


def test_with_no_lost_soul_in_play_the_card_is_not_placed_and_gives_nothing() -> None:
    game = Game.at(
        [
            {"territory": [BARTHOLOMEW]},
            {"hand": [STRONG_DEMON, CONSUMED], "territory": [POSSESSING_DEMON]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(BARTHOLOMEW), P2))
    game.settle()
    game.do(Block(game.card(STRONG_DEMON)))
    game.settle()
    game.do(PlayEnhancement(game.card(CONSUMED), game.card(STRONG_DEMON)))
    game.settle()
    assert game.where(CONSUMED) == (None, Zone.FIELD_OF_BATTLE)
    assert game.numbers[2:] == (9, 10)
    assert game.state.problems() == []


def test_the_holder_is_who_played_it_whichever_land_of_bondage_it_lies_in() -> None:
    game = Game.blocked(
        BARTHOLOMEW,
        {
            "territory": [BARTHOLOMEW, POSSESSING_DEMON],
            "land_of_bondage": [SOUL],
        },
        HERODIAS,
        {"hand": [HERODIAS, ENTICED], "territory": [STRONG_DEMON]},
        pool=full_pool(),
    )
    assert game.numbers == (10, 10, 6, 6)
    game.do(PlayEnhancement(game.card(ENTICED), game.card(HERODIAS)))
    # both Lands of Bondage hold a Lost Soul: player 2 chooses
    assert game.asked == (P2, DecisionKind.ABILITY)
    mine = game.card(SOUL, player=P1)
    assert sorted(game.question.options) == sorted(
        [mine, game.card(SOUL, player=P2, zone=Zone.LAND_OF_BONDAGE)]
    )
    game.pick(mine)
    game.settle()
    assert game.where(ENTICED) == (P1, Zone.LAND_OF_BONDAGE)
    assert game.state.cards[game.card(ENTICED)].held_by == mine
    # player 2's demons gain 3/3, not player 1's; Herodias is no demon
    assert numbers_of(game.state, game.card(STRONG_DEMON)) == (12, 13)
    assert numbers_of(game.state, game.card(POSSESSING_DEMON)) == (3, 4)
    assert game.numbers == (10, 10, 6, 6)
    assert game.state.problems() == []


def test_a_card_placed_on_a_lost_soul_survives_a_json_round_trip_and_is_seen() -> None:
    game = _consumed_played()
    game.settle()
    again = from_json(to_json(game.state), GameState)
    assert again == game.state
    consumed = game.card(CONSUMED)
    for player in (P1, P2):
        seen = observe(game.state, player)
        assert consumed in seen.players[P2].land_of_bondage.cards
        assert {c.id: c for c in seen.cards}[consumed].held_by == game.card(SOUL)


EHUDS_DAGGER = "Ehud's Dagger (Ki)"
"""GE, Blue: "Negate the last evil enhancement played in current battle." """
RAINBOW = "Sign of the Rainbow"
"""GE, Blue: "Negate and discard the last evil enhancement played in current battle." """


def _consumed_answered(answer: str) -> Game:
    """Consumed by Wants placed on player 2's Lost Soul; Bartholomew plays *answer*."""
    game = Game.blocked(
        BARTHOLOMEW,
        {"territory": [BARTHOLOMEW], "hand": [answer]},
        STRONG_DEMON,
        {"hand": [STRONG_DEMON, CONSUMED]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(CONSUMED), game.card(STRONG_DEMON)))
    game.settle()
    assert game.numbers == (10, 10, 13, 14)
    game.do(PlayEnhancement(game.card(answer), game.card(BARTHOLOMEW)))
    game.settle()
    return game


def test_negating_the_placed_card_undoes_the_place_and_ends_its_effect() -> None:
    # the place is undone with the rest of the ability: the card is back in battle, where it
    # was played (REG: Negate; Place: it returns "if the original effect that relocated it
    # is negated")
    game = _consumed_answered(EHUDS_DAGGER)
    assert game.where(CONSUMED) == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.cards[game.card(CONSUMED)].held_by is None
    assert game.numbers == (12, 12, 9, 10)  # Ehud's Dagger 2/2; the demon back to 9/10
    assert game.state.problems() == []


def test_a_placed_card_discarded_from_the_lost_soul_ends_its_effect() -> None:
    game = _consumed_answered(RAINBOW)
    assert game.where(CONSUMED) == (P2, Zone.DISCARD_PILE)
    assert game.state.cards[game.card(CONSUMED)].held_by is None
    assert game.numbers == (12, 12, 9, 10)
    assert game.state.problems() == []


SITE_SOUL = "Lost Soul Luke 19:10 (J)"
"""A Lost Soul without an ability, held in a Site here."""


def test_a_lost_soul_in_a_site_is_not_offered() -> None:
    # only Lost Souls in a Land of Bondage take a placed card: one in a Site would leave it
    # for the Land of Bondage with the Site, which the REG does not settle
    game = Game.at(
        [
            {"territory": [BARTHOLOMEW]},
            {
                "hand": [STRONG_DEMON, CONSUMED],
                "territory": ["Canaan", SITE_SOUL],
                "land_of_bondage": [SOUL],
            },
        ],
        pool=full_pool(),
    )
    held, canaan = game.card(SITE_SOUL), game.card("Canaan")
    cards = list(game.state.cards)
    cards[held] = evolve(cards[held], identity=CardType.LOST_SOUL, held_by=canaan)
    game.state = evolve(game.state, cards=tuple(cards))
    assert game.state.problems() == []
    game.do(Attack(game.card(BARTHOLOMEW), P2))
    game.settle()
    game.do(Block(game.card(STRONG_DEMON)))
    game.settle()
    game.do(PlayEnhancement(game.card(CONSUMED), game.card(STRONG_DEMON)))
    assert game.asked != (P2, DecisionKind.ABILITY)  # one Lost Soul to choose: not asked
    game.settle()
    assert game.state.cards[game.card(CONSUMED)].held_by == game.card(SOUL)
    assert game.where(CONSUMED) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.problems() == []


ORPHANS = 'Lost Soul "Orphans" [Jeremiah 22:3]'
"""Lost Soul: "Protect Lost Souls from evil cards." """


def test_a_lost_soul_protected_from_the_card_cannot_take_it() -> None:
    # the Lost Soul is a target of the place (REG: Place): "Orphans" keeps both off
    game = Game.blocked(
        BARTHOLOMEW,
        {"territory": [BARTHOLOMEW], "land_of_bondage": [SOUL]},
        STRONG_DEMON,
        {"hand": [STRONG_DEMON, CONSUMED], "land_of_bondage": [ORPHANS]},
        pool=full_pool(),
    )
    assert ability_support(full_pool().get(ORPHANS)).carried_out
    game.do(PlayEnhancement(game.card(CONSUMED), game.card(STRONG_DEMON)))
    game.settle()
    assert game.where(CONSUMED) == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.cards[game.card(CONSUMED)].held_by is None
    assert game.numbers == (10, 10, 9, 10)
    assert game.state.problems() == []
