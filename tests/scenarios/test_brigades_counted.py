"""Conditions counting brigades: "if 2 or more good brigades are in battle" (REG: Brigade).

A good (evil, neutral) brigade is a brigade on a good (evil, neutral) card; good gold and evil
gold are two brigades. Brigade without alignment counts a colour once, whatever cards carry
it. A multi-brigade card gives each of its brigades; a brigade carried by two cards counts
once.
"""

from __future__ import annotations

from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, InstanceId, PlayerId, Zone
from redemption_rules.cards.model import Alignment, CardType
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.select import Scope
from redemption_rules.effects.targets import Is
from redemption_rules.state import Result
from redemption_rules.testing import build_position

ELON = "Elon"
"""Gold Hero: "If opponent has 3 or more evil brigades in territory, return one of opponent's
Evil Characters to the bottom of opponent's draw pile."."""
BLACK = "Greek Philosophers"
ALSO_BLACK = "Damsel with Spirit of Divination (Pr)"
GRAY = "King Cushan-Rishathaim"
CRIMSON = "Archelaus (Ap)"
CRIMSON_AND_GOLD = "Aliens (LoC Crimson/Gold)"


def _elon(territory: list[str]) -> Game:
    assert ability_support(full_pool().get(ELON)).carried_out
    game = Game.at(
        [{"territory": [ELON]}, {"territory": territory, "land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ELON), P2))
    return game


def test_three_evil_brigades_in_opponents_territory() -> None:
    game = _elon([BLACK, GRAY, CRIMSON])
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.offered == [BLACK, GRAY, CRIMSON]
    game.pick(GRAY)
    assert game.zone(P2, Zone.DECK) == [GRAY]


def test_a_brigade_on_two_cards_counts_once() -> None:
    game = _elon([BLACK, GRAY, ALSO_BLACK])
    assert game.asked == (P2, DecisionKind.BLOCK)  # nothing was underdecked
    assert game.zone(P2, Zone.DECK) == []


def test_a_multi_brigade_card_gives_each_of_its_brigades() -> None:
    game = _elon([CRIMSON_AND_GOLD, BLACK])
    assert game.asked == (P1, DecisionKind.ABILITY)


ABIHU = "Abihu, the Disobedient"
"""Gray Evil Character: "Protect evil priests from the next good Enhancement played. If 2 or
more good brigades are in battle, you may reserve a good card in a territory."."""
CLAY_AND_GOLD_HERO = "Faithful Servant (GoC)"
BLUE_HERO = "Hannah (L)"


def _abihu(hero: str) -> Game:
    assert ability_support(full_pool().get(ABIHU)).carried_out
    game = Game.at(
        [
            {"hand": [hero], "territory": ["Anna (Pr)"]},
            {"hand": [ABIHU], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    game.settle()
    game.do(Block(game.card(ABIHU)))
    return game


def test_two_good_brigades_in_battle() -> None:
    game = _abihu(CLAY_AND_GOLD_HERO)
    assert game.question.labels == ("reserve a good card in a territory", "Decline")
    game.choose("reserve a good card in a territory")
    assert game.zone(P1, Zone.RESERVE) == ["Anna (Pr)"]


def test_one_good_brigade_in_battle_is_not_enough() -> None:
    game = _abihu(BLUE_HERO)
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    assert game.zone(P1, Zone.TERRITORY) == ["Anna (Pr)"]


def test_good_gold_and_evil_gold_are_counted_apart() -> None:
    state = build_position(
        full_pool(), [{"territory": [CRIMSON_AND_GOLD]}, {"territory": ["Shamgar (FoM)"]}]
    )
    scope = Scope(state, PlayerId(0))
    cards = state.players[0].territory + state.players[1].territory  # evil gold, good gold
    assert scope.count_brigades(cards, Alignment.GOOD) == 1
    assert scope.count_brigades(cards, Alignment.EVIL) == 2
    assert scope.count_brigades(cards, None) == 2  # crimson, and gold once


BOOK = "The Book of Knowledge"
"""Artifact: "Reveal opponent's hand: If 2 or more evil brigades are revealed, you may draw 1.
..."."""


def test_the_brigades_of_the_cards_revealed() -> None:
    assert ability_support(full_pool().get(BOOK)).carried_out
    ability = card_abilities(full_pool().get(BOOK)).ability
    assert ability is not None
    condition = ability.effects[1].condition
    assert isinstance(condition, Is)
    state = build_position(
        full_pool(), [{"territory": [BOOK]}, {"hand": [BLACK, ALSO_BLACK, GRAY, CRIMSON]}]
    )
    black, also_black, gray, _ = state.players[1].hand

    def holds(*shown: InstanceId) -> bool:
        result = Result(0, shown, shown=True)
        return Scope(state, PlayerId(0), results=(result,)).holds(condition)

    assert holds(black, gray)
    assert not holds(black, also_black)


def test_a_captured_character_keeps_its_brigades_neutral() -> None:
    # REG Brigade: all 16 brigades can be neutral, such as on a captured character
    state = build_position(full_pool(), [{"territory": [ELON]}, {"territory": [CRIMSON_AND_GOLD]}])
    (aliens,) = state.players[1].territory
    captured = evolve(
        state.cards[aliens], identity=CardType.LOST_SOUL, captured=CardType.EVIL_CHARACTER
    )
    me, them = state.players
    state = evolve(
        state,
        cards=tuple(captured if each.id == aliens else each for each in state.cards),
        players=(
            evolve(me, land_of_bondage=(aliens,)),
            evolve(them, territory=()),
        ),
    )
    assert not state.problems()
    scope = Scope(state, PlayerId(0))
    assert scope.count_brigades([aliens], Alignment.EVIL) == 0
    assert scope.count_brigades([aliens], Alignment.NEUTRAL) == 2
