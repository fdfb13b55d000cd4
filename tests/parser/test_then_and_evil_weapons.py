"""Two wordings read from real card texts: "You may then ..." and the list's "Evil Character".

"You may then deactivate this Artifact ..." follows the sentence before it: it has the
condition and trigger of the look it comes after (Urim and Thummim). "Evil Character
Characters and weapons" and "Evil Character weapons" are the card list's words for the
printed "evil characters and weapons" and "evil weapons" (Baptism of Jesus, The Centurion
at Calvary).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from redemption_rules.cards.model import Alignment
from redemption_rules.effects.kinds import ActivateArtifact, Deactivate, Look, Negate
from redemption_rules.parser import parse_ability

if TYPE_CHECKING:
    from redemption_rules.effects.targets import Selector

URIM = (
    "On activation, if you have a High Priest in play or set aside area, look at one"
    " opponent's hand.  You may then deactivate this Artifact and activate a different"
    " Artifact."
)


def test_you_may_then_takes_the_condition_and_trigger_of_the_sentence_before() -> None:
    look, deactivate, activate = parse_ability(URIM).effects
    assert isinstance(look, Look)
    assert isinstance(deactivate, Deactivate)
    assert isinstance(activate, ActivateArtifact)
    assert look.condition is not None
    assert look.trigger is not None
    for effect in (deactivate, activate):
        assert effect.optional
        assert (effect.condition, effect.trigger) == (look.condition, look.trigger)


def test_a_then_sentence_with_no_condition_before_has_none() -> None:
    text = (
        "Protect this Hero from capture.  You may look at one opponent's hand or cards face"
        " down in a Site.  You may then withdraw Hero from battle unharmed."
    )
    assert all(effect.condition is None for effect in parse_ability(text).effects)


def _weapons(text: str) -> Selector:
    negate = parse_ability(text).effects[0]
    assert isinstance(negate, Negate)
    characters, weapons = negate.target.parts
    assert characters.locations[0].card is not None
    assert characters.locations[0].card.types == ("Evil Character",)
    card = weapons.locations[0].card
    assert card is not None
    return card


def test_evil_characters_and_weapons_are_evil_weapons() -> None:
    weapons = _weapons(
        "Negate special abilities on Evil Character Characters and weapons.  If used by a N.T."
        " prophet, discard an Evil Character card.  Cannot be prevented."
    )
    assert (weapons.types, weapons.alignment) == (("weapon",), Alignment.EVIL)


def test_evil_character_weapons_are_evil_weapons() -> None:
    weapons = _weapons(
        "Negate special abilities on Evil Character Characters and Evil Character weapons."
        "  Hero has access to all Sites."
    )
    assert (weapons.types, weapons.alignment) == (("weapon",), Alignment.EVIL)
