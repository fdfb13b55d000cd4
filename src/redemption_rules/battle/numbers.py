"""Numbers: strength and toughness of characters and sides in battle (REG: Numbers, Enhancement).

A variable number (X or * defined elsewhere on the card) counts 0 until abilities define it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from redemption_rules.battle.initiative import situation

if TYPE_CHECKING:
    from redemption_rules.cards.model import CardDef, CardType, Stat
    from redemption_rules.state import Battle, InstanceId, Situation
    from redemption_rules.table import Cards

__all__ = ["battle_situation", "card_numbers", "character_numbers", "side_numbers"]


def _value(stat: Stat | None) -> int:
    """A printed number; a variable (X, *) counts 0 until abilities define it."""
    if stat is None or stat.variable:
        return 0
    return stat.value


def card_numbers(definition: CardDef, identity: CardType | None) -> tuple[int, int]:
    """A card's printed strength and toughness as *identity* (variables count 0)."""
    strength, toughness = definition.numbers(identity)
    return _value(strength), _value(toughness)


def character_numbers(table: Cards, battle: Battle, card: InstanceId) -> tuple[int, int]:
    """A character's strength and toughness with the Enhancements it used."""
    strength, toughness = card_numbers(table.card(card), table.instance(card).identity)
    for enhancement in battle.enhancements:
        if enhancement.user == card:
            used = enhancement.card
            extra = card_numbers(table.card(used), table.instance(used).identity)
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
