"""Copied special abilities: which ones the engine carries out as a copy (REG: Copy).

A copy effect that copies a card gives the copying card the target's attributes and special
ability in place of its own; one that copies a special ability adds the target's ability to
the copying card. The copied ability activates as the last part of the copy, carried out
with the copying card as its source and its player as the one using it (REG: Copy). The
engine carries the copied ability out as one activation of the copying card whose effects
are those of the target's ability (``Activation.copied``). It does so only where nothing
else in the game would read the copying card differently:

* the target's ability is carried out in full, and consists of effects that act as the
  ability resolves and leave nothing behind that is read back from its card later (a
  protection, a prevention, a change lasting a while, a delayed effect: those records name
  their card and effect, and would read the copying card's own ability once the copy ends);
  no modifiers, no triggers, no lasting effects in play;
* the copying card is a Dominant, put in its owner's discard pile as it is played: at face
  value at once, the copy ends as the copied ability activates; or the copy is of a special
  ability alone ("Banish a human from a discard pile to copy its special ability"), added
  to a card that stays in play. While the copy lasts, that card holds the copied ability, a
  lasting record on it (status :data:`~redemption_rules.state.COPYING`): until it resets to
  face value (it leaves play; played in battle, until it leaves the Field of Battle), else
  to the end of the phase, and no longer than the ability with the copy effect is not
  negated (REG: Copy, Duration, Negate);
* a copy of a special ability alone does not copy the identifiers of its card, those that
  define its X among them (REG: Copy, Clarifications): an ability that counts an X is not
  carried out so;
* for a copy of a card, the attributes the engine reads are the same on both cards: card
  type, alignment, brigades, numbers, classes, identifiers and the book of the reference
  (REG: Attribute). The engine does not give a card another's attributes, so a copy that
  would change them is not carried out.

Any other copied ability is not carried out, and the game says why.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

from redemption_rules.cards.identifiers import book_of, identifiers_of
from redemption_rules.effects.cards import card_abilities
from redemption_rules.state import COPYING

if TYPE_CHECKING:
    from redemption_rules.cards.model import CardDef
    from redemption_rules.state import GameState, InstanceId

__all__ = ["COPIED_KINDS", "copied_abilities", "copy_problem", "has_copy_effect"]

COPIED_KINDS: Final = frozenset(
    {
        "add_to_battle",
        "banish",
        "bounce",
        "capture",
        "discard",
        "draw",
        "look",
        "rescue",
        "reserve",
        "resurrect",
        "reveal",
        "search",
        "shuffle",
        "topdeck",
        "underdeck",
    }
)
"""The effect kinds a copied ability may hold: their handlers move, draw, show or shuffle
cards as the ability resolves, and keep no record that names their card and effect."""


def has_copy_effect(card: CardDef) -> bool:
    """Whether *card*'s special ability contains a copy effect, as printed (REG: Copy).

    A copy effect cannot target such an ability.
    """
    found = card_abilities(card)
    return found.ability is not None and any(
        effect.kind == "copy" for effect in found.ability.effects
    )


def copied_abilities(state: GameState, card: InstanceId) -> tuple[InstanceId, ...]:
    """The cards whose special abilities copy effects added to *card*, for now (REG: Copy).

    Each is held by a lasting record on *card* (status
    :data:`~redemption_rules.state.COPYING`), oldest first.
    """
    return tuple(
        entry.source
        for entry in state.lasting
        if entry.card == card and entry.status == COPYING and entry.source is not None
    )


def copy_problem(copier: CardDef, target: CardDef, *, ability_only: bool) -> str | None:
    """Why the engine does not carry out *target*'s ability copied onto *copier*; else None."""
    if not copier.is_dominant and not ability_only:
        return "a copy of a card onto a card that stays in play, with its attributes"
    found = card_abilities(target)
    ability = found.ability
    if ability is None or found.missing:
        missing = found.missing or (found.error or "its text is not read",)
        return f"its ability is not carried out ({'; '.join(missing)})"
    effects = ability.effects
    if not effects:
        return "it has no effect to carry out"
    odd = sorted({effect.kind for effect in effects} - COPIED_KINDS)
    if odd:
        return f"a copy of {', '.join(repr(kind) for kind in odd)} effects"
    if ability.modifiers or any(effect.modifiers for effect in effects):
        return "a copy of an ability with modifiers"
    if any(effect.trigger is not None or effect.duration is not None for effect in effects):
        return "a copy of an ability with a trigger or a duration"
    if sorted(index for _, index in found.on_play) != list(range(len(effects))):
        return "a copy of an ability that does not all act as it is played"
    if ability_only and _VARIABLE.search(target.special_ability):
        return "a copy of an ability with an X, without the identifiers of its card"
    if not ability_only and _attributes(copier) != _attributes(target):
        return "a copy of a card with other attributes"
    return None


_VARIABLE: Final = re.compile(r"\bX\b")
"""An X in a special ability: a copy of the ability alone activates without the identifiers
of its card, those that define X (REG: Copy, Clarifications)."""

_Attributes = tuple[object, ...]


def _attributes(card: CardDef) -> _Attributes:
    """The attributes of *card* the engine reads (REG: Attribute)."""
    return (
        card.types,
        card.alignment,
        card.brigades,
        card.other_brigades,
        card.strength,
        card.toughness,
        card.other_strength,
        card.other_toughness,
        card.classes,
        identifiers_of(card),
        book_of(card.reference),
    )
