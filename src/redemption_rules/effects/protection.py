"""Cards protected from other cards: what an immune or protect effect keeps off them.

A protect or immune effect (REG: Immune and Protect) leaves a :class:`~redemption_rules.
state.Protection` in the state: the cards it targeted, and the effect whose words say what
they are protected from ("from evil cards", "from opponents' Heroes"). While it lasts:

* an ability on a card they are protected from cannot target them, nor one on an
  Enhancement that such a character uses (:func:`shielded_from`);
* in battle, the strength of a character they are protected from counts 0 against them, and
  when more than two characters are in battle, each character is defeated only by the
  strength of the opposing characters it is not protected from
  (:func:`redemption_rules.battle.numbers.battle_situation`);
* a Lost Soul is not rescued by Heroes it is protected from.

Protection from abilities of a kind ("from discard abilities") is not carried out yet; a
card whose ability grants it plays by its numbers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from redemption_rules.battle.numbers import judge_protection_with
from redemption_rules.effects.cards import card_abilities
from redemption_rules.effects.select import Scope
from redemption_rules.effects.targets import Selector

if TYPE_CHECKING:
    from collections.abc import Iterator

    from redemption_rules.state import GameState, InstanceId, Protection

__all__ = ["protected_from", "protection_against", "shielded_from"]


def protection_against(state: GameState, protection: Protection) -> Selector | None:
    """What *protection* keeps off its cards: the protect effect's "from ..." words."""
    found = card_abilities(state.card(protection.source)).ability
    if found is None or protection.effect >= len(found.effects):
        return None
    against = getattr(found.effects[protection.effect], "source", None)
    return against if isinstance(against, Selector) else None


def _in_force(state: GameState) -> Iterator[tuple[Protection, Scope, Selector]]:
    """Each protection with the words it protects from, read as its controller reads them."""
    for protection in state.protections:
        against = protection_against(state, protection)
        if against is not None:
            yield protection, Scope(state, protection.controller, source=protection.source), against


def protected_from(state: GameState, card: InstanceId, other: InstanceId) -> bool:
    """Whether *card* is protected from the card *other* now."""
    return any(
        card in protection.cards and scope.matches(other, against)
        for protection, scope, against in _in_force(state)
    )


def shielded_from(
    state: GameState, source: InstanceId | None, user: InstanceId | None
) -> frozenset[InstanceId]:
    """The cards an ability on *source* (used by *user*) cannot target: protected from either.

    An Enhancement's ability is kept off cards protected from the character using it too.
    """
    if not state.protections or source is None:
        return frozenset()
    acting = [source] if user is None or user == source else [source, user]
    found: set[InstanceId] = set()
    for protection, scope, against in _in_force(state):
        if any(scope.matches(card, against) for card in acting):
            found.update(protection.cards)
    return frozenset(found)


judge_protection_with(protected_from)
