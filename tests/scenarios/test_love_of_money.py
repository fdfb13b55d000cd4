"""Love of Money: "Evil character may use enhancements of any/all evil brigades this battle."

"any/all" is read as "any": the Evil Character using it may use evil Enhancements of every
brigade for the rest of the battle, but never a good one (REG: Use Other Enhancements).
"""

from __future__ import annotations

from tests.scenarios.conftest import P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.grants import can_use_enhancement

LOVE_OF_MONEY = "Love of Money"
"""Multi-brigade evil Enhancement 3/3."""
GOLIATH = "Goliath (L)"
"""Black Evil Character 10/10 with no special ability."""
CHARIOTS = "Chariots of Iron (L)"
"""Crimson evil Enhancement 2/2 with no special ability: not of Goliath's brigade."""
COURAGE = "Courage of Esther (L)"
"""Purple good Enhancement 2/2: of the other alignment."""
ANGELS = "Legion of Angels"
"""Silver Hero 12/12 with no special ability: it beats Goliath, who is losing."""


def _blocked(hand: list[str]) -> Game:
    game = Game.at(
        [
            {"territory": [ANGELS]},
            {"hand": hand, "territory": [GOLIATH], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ANGELS), P2))
    game.settle()
    game.do(Block(game.card(GOLIATH)))
    game.settle()
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    return game


def _played_on(game: Game, character: str) -> list[str]:
    return sorted(
        game.name(action.card)
        for action in game.legal
        if isinstance(action, PlayEnhancement) and action.character == game.card(character)
    )


def test_love_of_money_is_carried_out() -> None:
    support = ability_support(full_pool().get(LOVE_OF_MONEY))
    assert support.carried_out, support.missing


def test_goliath_may_use_a_crimson_enhancement_after_love_of_money() -> None:
    game = _blocked([LOVE_OF_MONEY, CHARIOTS, COURAGE])
    goliath, chariots = game.card(GOLIATH), game.card(CHARIOTS)
    assert _played_on(game, GOLIATH) == [LOVE_OF_MONEY]  # Chariots is crimson, Goliath black
    assert not can_use_enhancement(game.state, chariots, goliath)
    game.do(PlayEnhancement(game.card(LOVE_OF_MONEY), goliath))
    game.choose("use enhancements of any/all evil brigades this battle")
    game.settle()
    assert can_use_enhancement(game.state, chariots, goliath)
    # never an Enhancement of the other alignment
    assert not can_use_enhancement(game.state, game.card(COURAGE), goliath)
    # for this battle only
    game.end_turn()
    assert not can_use_enhancement(game.state, chariots, goliath)


def test_declined_the_brigade_still_rules() -> None:
    game = _blocked([LOVE_OF_MONEY, CHARIOTS])
    goliath = game.card(GOLIATH)
    game.do(PlayEnhancement(game.card(LOVE_OF_MONEY), goliath))
    game.choose("Decline")
    game.settle()
    assert not can_use_enhancement(game.state, game.card(CHARIOTS), goliath)


def test_without_love_of_money_the_brigade_rules() -> None:
    game = _blocked([CHARIOTS])
    assert _played_on(game, GOLIATH) == []
