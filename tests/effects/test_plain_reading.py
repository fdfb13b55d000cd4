"""A plain description read again names the cards by what they are where they stand now.

"Discard a red Hero" reads a card by its definition, its zone and what its record says of
its identity (REG: Active Identity, Convert, Meek). The answer is kept for the next reading,
in this game and in the next game of the same decks, and must follow each of them: a
character converted to a red Hero since is one, a card made meek has its meek brigades.
"""

from __future__ import annotations

from attrs import evolve
from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import Brigade, CardType
from redemption_rules.effects.select import Scope
from redemption_rules.effects.targets import Selector
from redemption_rules.parser import parse_ability

LABAN = "Laban (F)"
"""A human Evil Character, as Power of the Cross converts to a red Hero."""
JARED = "Jared, the Beholder / Jared (Shall Come Down) (LoC)"
"""A blue Hero whose meek identity is blue and red."""


def _red_hero() -> Selector:
    target = parse_ability("Discard a red Hero.").effects[0].target  # type: ignore[attr-defined]
    assert isinstance(target, Selector)
    return target


def _named(game: Game, selector: Selector) -> list[str]:
    return game.names(Scope(game.state, P1).candidates(selector))


def _forged(game: Game, name: str, **record: object) -> Game:
    """*game* with the record of the card called *name* changed as an ability leaves it."""
    card = game.card(name)
    cards = list(game.state.cards)
    cards[card] = evolve(cards[card], **record)
    return Game(evolve(game.state, cards=tuple(cards)))


def _laban_game() -> Game:
    return Game.at([{"territory": [JARED]}, {"territory": [LABAN]}], pool=full_pool())


def test_a_character_converted_since_the_last_reading_is_named() -> None:
    red_hero = _red_hero()
    game = _laban_game()
    for _ in range(2):  # read in a game, and again
        assert _named(game, red_hero) == []
    converted = _forged(game, LABAN, identity=CardType.HERO, converted=(Brigade.RED,))
    assert _named(converted, red_hero) == [LABAN]
    assert _named(_laban_game(), red_hero) == []  # a new game: Laban is evil again


def test_a_card_made_meek_is_named_by_its_meek_brigades() -> None:
    red_hero = _red_hero()
    game = _laban_game()
    assert _named(game, red_hero) == []  # Jared is blue
    meek = _forged(game, JARED, meek=True)
    assert _named(meek, red_hero) == [JARED]  # blue and red as his meek identity
    assert _named(_laban_game(), red_hero) == []
