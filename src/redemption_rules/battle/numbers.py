"""Numbers: strength and toughness of characters and sides in battle (REG: Numbers, Enhancement).

A printed X is the count its card's identifier line defines ("X = # of Heroes in play"),
counted whenever the number is read; the effects layer reads the definitions and gives this
module the count through :func:`count_variables_with`. An X it cannot count, and a printed
``*`` (defined by an ability), count 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from redemption_rules.battle.initiative import situation

if TYPE_CHECKING:
    from collections.abc import Callable

    from redemption_rules.cards.model import CardDef, CardType, Stat
    from redemption_rules.state import Battle, GameState, InstanceId, PlayerId, Situation
    from redemption_rules.table import Cards

    VariableCounter = Callable[[GameState, InstanceId, PlayerId | None], int | None]

__all__ = [
    "battle_situation",
    "card_numbers",
    "character_numbers",
    "count_variables_with",
    "numbers_of",
    "side_numbers",
    "variable_of",
]

_COUNTERS: list[VariableCounter] = []


def count_variables_with(counter: VariableCounter) -> None:
    """Count a card's X with *counter*: ``counter(state, card, controller)``, None if undefined.

    The effects layer, which reads the definitions, calls this once when it is imported.
    """
    _COUNTERS[:] = [counter]


def variable_of(
    state: GameState, card: InstanceId, controller: PlayerId | None = None
) -> int | None:
    """The value of *card*'s X now, or None when its card defines none the engine counts."""
    return _COUNTERS[0](state, card, controller) if _COUNTERS else None


def _value(stat: Stat | None, x: int) -> int:
    """A printed number, with *x* for X; a ``*`` counts 0 until abilities define it."""
    if stat is None:
        return 0
    if stat.variable:
        return x if stat.variable == "X" else -x if stat.variable == "-X" else 0
    return stat.value


def card_numbers(definition: CardDef, identity: CardType | None, x: int = 0) -> tuple[int, int]:
    """A card's printed strength and toughness as *identity*, with *x* for a printed X."""
    strength, toughness = definition.numbers(identity)
    return _value(strength, x), _value(toughness, x)


def numbers_of(cards: Cards, card: InstanceId, identity: CardType | None = None) -> tuple[int, int]:
    """A card's printed strength and toughness now, as its identity (or *identity*).

    A printed X is counted as the card's identifier line defines it, for the player who
    controls the card.
    """
    definition = cards.card(card)
    if identity is None:
        identity = cards.instance(card).identity
    strength, toughness = definition.numbers(identity)
    x = 0
    if (strength is not None and strength.variable) or (
        toughness is not None and toughness.variable
    ):
        x = variable_of(cards.view(), card) or 0
    return _value(strength, x), _value(toughness, x)


def character_numbers(table: Cards, battle: Battle, card: InstanceId) -> tuple[int, int]:
    """A character's strength and toughness with the Enhancements it used."""
    strength, toughness = numbers_of(table, card)
    for enhancement in battle.enhancements:
        if enhancement.user == card:
            extra = numbers_of(table, enhancement.card)
            strength += extra[0]
            toughness += extra[1]
    return strength, toughness


def side_numbers(state: Cards, battle: Battle) -> tuple[int, int, int, int]:
    """Hero strength and toughness, evil strength and toughness, Enhancements included."""
    hs = ht = es = et = 0
    for card in battle.heroes:
        s, t = character_numbers(state, battle, card)
        hs, ht = hs + s, ht + t
    for card in battle.evil_characters:
        s, t = character_numbers(state, battle, card)
        es, et = es + s, et + t
    return hs, ht, es, et


def battle_situation(table: Cards, battle: Battle) -> Situation:
    """The battle's situation by the numbers, from the Hero's side (REG: Initiative)."""
    return situation(*side_numbers(table, battle))
