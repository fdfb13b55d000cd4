"""Numbers a card defines on its identifier line: "X = # of your Revelation angels" (REG: Numbers).

A printed X (strength, toughness, or a count in the ability) is counted whenever it is read,
from the side of the player who controls the card; a definition the engine cannot count is
not read at all, so X stays 0 and an ability using it is reported as not carried out.
"""

from __future__ import annotations

import attrs
import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    CardType,
    DecisionKind,
    PassPriority,
    Phase,
    PlayCard,
    Zone,
)
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.targets import Player
from redemption_rules.effects.variables import UNDEFINED_X, read_variable, variable_value
from redemption_rules.events import CardMoved

# -- reading the definitions ----------------------------------------------------------------


def test_a_count_of_your_cards_is_read_with_its_owner_and_kind() -> None:
    variable = read_variable("Generic, X = # of your Revelation angels")
    assert variable is not None
    assert variable.text == "X = # of your Revelation angels"
    assert variable.counted.owner is Player.YOU
    assert variable.counted.identifiers == ("angel",)
    assert variable.counted.books == ("Revelation",)
    assert not variable.brigades


def test_a_place_in_the_definition_is_kept() -> None:
    variable = read_variable("X = # of cards in opponent\u2019s hand")  # as printed
    assert variable is not None
    (location,) = variable.counted.locations
    assert (location.zone.value, location.owner) == ("hand", Player.OPPONENT)


def test_a_count_of_brigades_counts_the_brigades_of_the_cards() -> None:
    variable = read_variable("Canaanite King, Giant, X = # of opponent's good brigades")
    assert variable is not None
    assert variable.brigades
    assert variable.brigade_alignment is not None
    assert variable.brigade_alignment.value == "Good"
    assert variable.counted.owner is Player.OPPONENT
    assert variable.counted.types == ("card",)


def test_a_list_shares_its_owner() -> None:
    # Threshing Floor (LoC): "your" is every item's, so only your meek Heroes count
    variable = read_variable("X = # of your Ruth and/or meek Heroes")
    assert variable is not None
    assert [part.owner for part in variable.counted.parts] == [Player.YOU, Player.YOU]
    assert [part.qualifiers for part in variable.counted.parts] == [(), ("meek",)]


def test_a_hint_in_brackets_after_the_definition_is_not_part_of_it() -> None:
    variable = read_variable("X = # of your antediluvians (Antediluvian)")
    assert variable is not None
    assert variable.text == "X = # of your antediluvians"


@pytest.mark.parametrize(
    "line",
    [
        "X = # of good cards removed from the game",  # by anyone, at any time
        "X = # of cards drawn or searched for",  # by whom, when, is not said
        "X = # of their good brigades",
        "X = banished character's toughness",
        "Generic, Prophet",
    ],
)
def test_a_definition_the_engine_cannot_count_is_not_read(line: str) -> None:
    assert read_variable(line) is None


# -- printed numbers ----------------------------------------------------------------------------


def test_a_variable_strength_and_toughness_count_the_controllers_cards() -> None:
    game = Game.at(
        [
            {"territory": ["Angelic Warrior (RoJ)", "Angel of Revelation (RoJ)"]},
            {"territory": ["Angel from the Altar (RoJ)"]},
        ],
        pool=full_pool(),
        phase=Phase.PREPARATION,
    )
    warrior = game.card("Angelic Warrior (RoJ)")
    # itself and Angel of Revelation; the opponent's Revelation angel is not "yours"
    assert numbers_of(game.state, warrior) == (2, 2)
    assert variable_value(game.state, warrior) == 2
    assert variable_value(game.state, warrior, P2) == 1


def test_a_count_of_brigades_counts_each_brigade_once() -> None:
    game = Game.at(
        [
            {"territory": ["Great Multitude (RoJ)", "Susanna"]},  # Clay/Silver/White, White
            {"territory": ["Og, King of Bashan"]},
        ],
        pool=full_pool(),
        phase=Phase.PREPARATION,
        active=1,
    )
    assert variable_value(game.state, game.card("Og, King of Bashan")) == 3


def test_redeemed_souls_are_counted_in_the_land_of_redemption_of_their_rescuer() -> None:
    # Wheat and Tares: X = # of your redeemed souls. Souls a player rescued belong to the
    # player who lost them, but they are the rescuer's Redeemed Souls.
    game = Game.at(
        [
            {"hand": ["Wheat and Tares"], "land_of_redemption": [SOUL, SOUL]},
            {"land_of_redemption": [SOUL], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    rescued = game.state.players[P1].land_of_redemption
    cards = tuple(
        attrs.evolve(card, owner=P2) if card.id in rescued else card for card in game.state.cards
    )
    state = attrs.evolve(game.state, cards=cards)
    wheat = game.card("Wheat and Tares")
    assert variable_value(state, wheat) == 2
    assert variable_value(state, wheat, P2) == 1


@pytest.mark.parametrize(("others", "kept"), [(0, False), (2, True)])
def test_a_character_whose_x_toughness_counts_0_is_discarded_when_put_in_play(
    others: int, kept: bool
) -> None:
    # REG Toughness: a dynamic toughness (X) that is 0 discards the character.
    # Wicked People: X = # of cards in your hand.
    hand = ["Wicked People", *["Nabal (I)"] * others]
    game = Game.at([{"hand": hand}, {}], pool=full_pool(), phase=Phase.PREPARATION)
    people = game.card("Wicked People")
    game.do(PlayCard(people, CardType.EVIL_CHARACTER))
    if kept:
        assert game.where(people) == (P1, Zone.TERRITORY)
        assert numbers_of(game.state, people) == (others, others)
    else:
        assert game.where(people) == (P1, Zone.DISCARD_PILE)


def test_a_character_counted_by_its_own_definition_keeps_its_toughness() -> None:
    # Susanna: X = the number of female N.T. Heroes in play; she is one herself.
    game = Game.at([{"hand": ["Susanna"]}, {}], pool=full_pool(), phase=Phase.PREPARATION)
    susanna = game.card("Susanna")
    game.do(PlayCard(susanna, CardType.HERO))
    assert game.where(susanna) == (P1, Zone.TERRITORY)
    assert numbers_of(game.state, susanna) == (1, 1)


def test_an_x_in_battle_counts_every_players_heroes() -> None:
    # Great Multitude: X = # of Heroes in play, both players' Heroes.
    game = Game.at(
        [
            {"hand": ["Great Multitude (RoJ)"], "territory": ["Susanna"]},
            {"territory": ["Angel from the Altar (RoJ)"], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
        abilities=False,
    )
    game.do(Attack(game.card("Great Multitude (RoJ)"), P2))
    assert game.numbers[:2] == (3, 3)


# -- a count in an ability ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("angels", "draws"),
    [
        ((), 1),  # the Servant Angel itself
        (("Angel of Revelation (RoJ)",), 2),
        (("Angel of Revelation (RoJ)", "Angel from the Altar (RoJ)", "Angelic Warrior (RoJ)"), 3),
    ],
)
def test_an_ability_counts_its_x_and_keeps_to_its_limit(
    angels: tuple[str, ...], draws: int
) -> None:
    # Servant Angel: "You may draw X (limit 3) or search ...", X = # of your Revelation angels
    game = Game.at(
        [
            {"hand": ["Servant Angel (RoJ)"], "territory": list(angels), "deck": ["Nabal (I)"] * 6},
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    assert ability_support(game.state.card(game.card("Servant Angel (RoJ)"))).carried_out
    events = game.do(Attack(game.card("Servant Angel (RoJ)"), P2))
    while game.asked[1] is DecisionKind.PRIORITY:
        events += game.do(PassPriority())
    draw = next(label for label in game.question.labels if label.lower().startswith("draw"))
    events += game.choose(draw)
    drawn = [
        event
        for event in events
        if isinstance(event, CardMoved)
        and (event.from_zone, event.to_zone) == (Zone.DECK, Zone.HAND)
    ]
    assert len(drawn) == draws
    assert game.zone(P1, Zone.HAND) == ["Nabal (I)"] * draws


@pytest.mark.slow  # the whole pool
@pytest.mark.xdist_group("whole-pool")  # one worker works out every card's ability, once
def test_an_x_the_card_does_not_define_leaves_the_ability_not_carried_out() -> None:
    pool = full_pool()
    defined = ability_support(pool.get("Servant Angel (RoJ)"))
    assert UNDEFINED_X not in defined.missing
    # Adjourn's definition counts cards; its X stands in "Paralyze X Heroes", which the
    # engine does not carry out for other reasons; a card whose X nobody defines keeps
    # the reason.
    undefined = [
        card
        for card in pool
        if "X" in card.special_ability
        and "X" not in "".join(card.identifiers)
        and UNDEFINED_X in ability_support(card).missing
    ]
    assert undefined, "some card uses an X it does not define"


def test_a_limit_caps_what_x_counts() -> None:
    # Abigail (RoA), "X = # of your O.T. Warrior class Heroes": "You may draw X (limit 3)."
    abigail = full_pool().get("Abigail (RoA)")
    assert ability_support(abigail).carried_out
    game = Game.at(
        [
            {
                "hand": ["Abigail (RoA)"],
                "territory": ["Gideon (J)", "Samson (J)", "Shamgar (J)", "Jephthah (J)"],
                "deck": ["Lahmi (I)"] * 6,
            },
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Abigail (RoA)"), P2))
    game.choose("draw X (limit 3)")  # X is 4: four warriors
    assert len(game.state.players[P1].hand) == 3
