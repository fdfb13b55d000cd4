"""Usage limits: how often an ability may be used, and an Artifact spent by its last use.

REG Limit: a usage limit modifies the whole ability; it lasts to the end of its timeframe,
or until the card is reset to face value when it names none ("Limit twice"); uses are
counted for the player who controls the card, cards sharing a name together; an Artifact
with a limit "per game", or with no timeframe, is discarded after its last use, and one
played after its limit for the game is reached is discarded at once.
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    ActivateArtifact,
    Attack,
    Block,
    CardType,
    DecisionKind,
    Phase,
    PlayCard,
    PlayerId,
    Zone,
)
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.modifiers import Limit
from redemption_rules.effects.resolution import limit_reached
from redemption_rules.state import Use, limit_key
from redemption_rules.table import Table

STOCKS = "Stocks (Roots)"
"""Artifact: "You may capture a character. Limit twice." """
PILLAR = "Stone Pillar at Bethel"
"""Artifact: "On activation, if you have a Genesis Hero in play, you may discard a Genesis
Enhancement from hand to search your deck for a good O.T. card and add to hand. Limit twice
per game." """
WIFE = "A Wife for Isaac"
"""A Genesis Good Enhancement."""


def _used(times: int, title: str, per: str) -> tuple[Use, ...]:
    return (Use(limit_key(title, per), P1, per, times),) if times else ()


def _stocks(used: int) -> Game:
    assert ability_support(full_pool().get(STOCKS)).carried_out
    game = Game.at(
        [
            {"artifact_pile": [STOCKS]},
            {"territory": ["Gideon (J)"], "land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.state = attrs.evolve(game.state, uses=_used(used, "Stocks", "reset"))
    game.do(ActivateArtifact(game.card(STOCKS)))
    game.choose("capture a character")
    return game


def test_an_artifact_limited_twice_stays_after_its_first_use() -> None:
    game = _stocks(used=0)
    assert game.where("Gideon (J)") == (P1, Zone.LAND_OF_BONDAGE)
    assert game.where(STOCKS) == (P1, Zone.ARTIFACT_PILE)
    assert Use(limit_key("Stocks", "reset"), P1, "reset") in game.state.uses
    assert game.state.problems() == []  # a count until the card resets is a sound record


def test_it_is_discarded_after_its_last_use() -> None:
    game = _stocks(used=1)
    assert game.where("Gideon (J)") == (P1, Zone.LAND_OF_BONDAGE)  # the use is made
    assert game.where(STOCKS) == (P1, Zone.DISCARD_PILE)


def test_its_count_ends_as_it_leaves_the_pile() -> None:
    # "until the card is reset to face value": the count is the card's, not the game's
    game = Game.at(
        [{"artifact_pile": [STOCKS]}, {"land_of_bondage": [SOUL]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    state = attrs.evolve(game.state, uses=_used(1, "Stocks", "reset"))
    table = Table(state)
    stocks = game.card(STOCKS)
    table.move(stocks, (P1, Zone.ARTIFACT_PILE), (P1, Zone.HAND))
    assert table.uses == []


def _pillar(used: int) -> Game:
    assert ability_support(full_pool().get(PILLAR)).carried_out
    game = Game.at(
        [
            {
                "artifact_pile": [PILLAR],
                "territory": ["Abel ( C)"],
                "hand": [WIFE],
                "deck": ["Gideon (J)", "Adino (L)"],
            },
            {"land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.state = attrs.evolve(game.state, uses=_used(used, PILLAR, "game"))
    game.do(ActivateArtifact(game.card(PILLAR)))
    return game


def test_an_artifact_limited_per_game_is_discarded_after_its_last_use() -> None:
    game = _pillar(used=1)
    game.choose(
        "discard a Genesis Enhancement from hand to search your deck for a good O.T. card"
        " and add to hand"
    )
    game.pick("Gideon (J)")
    game.settle()
    assert game.zone(P1, Zone.HAND) == ["Gideon (J)"]
    assert game.where(PILLAR) == (P1, Zone.DISCARD_PILE)


def test_an_ability_used_up_for_the_game_does_not_activate() -> None:
    game = _pillar(used=2)
    assert game.asked == (P1, DecisionKind.PREPARATION)  # nothing asked: no use is left
    assert game.where(WIFE) == (P1, Zone.HAND)


def test_an_artifact_played_after_its_limit_for_the_game_is_discarded_at_once() -> None:
    game = Game.at(
        [{"hand": [PILLAR]}, {"land_of_bondage": [SOUL]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.state = attrs.evolve(game.state, uses=_used(2, PILLAR, "game"))
    game.do(PlayCard(game.card(PILLAR), CardType.ARTIFACT))
    assert game.where(PILLAR) == (P1, Zone.DISCARD_PILE)


def test_a_limit_of_an_ability_lasting_in_play_is_refused() -> None:
    # "While you are blocking with an Assyrian, negate ...": when its last use ends, and
    # the Artifact with it, the engine does not follow
    support = ability_support(full_pool().get("Assyria's Tribute"))
    assert "a usage limit of an ability lasting in play" in support.missing


def test_a_limit_with_no_timeframe_on_another_card_is_refused() -> None:
    support = ability_support(full_pool().get("Naaman (PoC)"))
    assert any("no timeframe" in reason for reason in support.missing)


ANNAS = "High Priest Annas (Pi)"
"""Evil Character: "May band to all Pharisees and Sadducees. This ability may be used once
per game." """
PHARISEES = "Hard-Hearted Religious Leaders (Di)"
"""A Pharisee Evil Character."""


def _annas_blocks(used: int = 0) -> Game:
    game = Game.at(
        [
            {"territory": ["Gideon (J)"]},
            {"land_of_bondage": [SOUL], "territory": [ANNAS, PHARISEES]},
        ],
        pool=full_pool(),
    )
    game.state = attrs.evolve(game.state, uses=_used_by(P2, used, "High Priest Annas", "game"))
    game.do(Attack(game.card("Gideon (J)"), P2))
    game.settle()
    game.do(Block(game.card(ANNAS)))
    return game


def _used_by(player: PlayerId, times: int, title: str, per: str) -> tuple[Use, ...]:
    return (Use(limit_key(title, per), player, per, times),) if times else ()


def test_this_ability_may_be_used_once_per_game_is_a_plain_limit() -> None:
    # "This ability" and "Special ability" are the card's own: the limit is the card's
    for name in (ANNAS, "High Priest Annas (Ap)", "King Amaziah (Ki)"):
        ability = card_abilities(full_pool().get(name)).ability
        assert ability is not None
        assert ability.modifiers == (Limit(times=1, per="game", span=ability.modifiers[0].span),)
        assert ability_support(full_pool().get(name)).carried_out


def test_a_character_limited_once_per_game_uses_its_ability_once() -> None:
    game = _annas_blocks()
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("band to all Pharisees and Sadducees")
    assert game.where(PHARISEES) == (None, Zone.FIELD_OF_BATTLE)
    assert limit_reached(game.state, game.card(ANNAS), P2)


def test_its_ability_used_up_for_the_game_does_not_activate() -> None:
    game = _annas_blocks(used=1)
    question = game.decision.question
    assert question is None or question.card != game.card(ANNAS)
    game.settle()
    assert game.where(PHARISEES) == (P2, Zone.TERRITORY)


def test_an_optional_ability_declined_is_not_used() -> None:
    # REG Use an Ability: an optional ability whose player elects not to use it is not
    # completed, so it does not count toward its limit
    game = _annas_blocks()
    game.decline()
    assert not limit_reached(game.state, game.card(ANNAS), P2)
    assert [use for use in game.state.uses if use.key.startswith("limit:")] == []
