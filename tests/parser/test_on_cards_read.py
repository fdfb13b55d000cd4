"""Words read as a card holding cards, or not, each from a card of the pool.

"At random" after a noun makes the card a random one, as "a random card" does: it names no
card that the cards are at (REG: Random).
"""

from __future__ import annotations

from redemption_rules.effects import Player, Ref, Zone
from redemption_rules.effects.kinds import Discard, Shuffle, Take, Underdeck
from redemption_rules.effects.targets import Location
from redemption_rules.parser import parse_ability


def test_demonic_mist_discards_a_random_card_from_each_opponents_hand() -> None:
    _, discard = parse_ability(
        "Negate all card drawing abilities.  Discard a card at random from each opponent's hand."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target.random
    assert discard.target.types == ("card",)
    assert discard.target.locations == (Location(Zone.HAND, owner=Player.EACH_OPPONENT),)


def test_plague_of_lice_takes_a_random_card_then_underdecks_it() -> None:
    take, under = parse_ability(
        "Take a card at random from opponent's hand and place it beneath owner's draw pile."
    ).effects
    assert isinstance(take, Take)
    assert take.target.random
    assert take.target.locations == (Location(Zone.HAND, owner=Player.OPPONENT),)
    assert isinstance(under, Underdeck)
    assert under.target.ref is Ref.IT


def test_mayhem_shuffles_six_random_cards_from_hand() -> None:
    shuffle = parse_ability(
        "Each player must shuffle their hand or 6 cards at random from hand. "
        "Each player who does must draw 6."
    ).effects[0]
    assert isinstance(shuffle, Shuffle)
    six = shuffle.target.parts[1]
    assert six.random
    assert six.locations == (Location(Zone.HAND),)


def test_the_imperial_guard_discards_a_random_face_down_artifact() -> None:
    discard = parse_ability(
        "If another Babylonian is in play, discard a face-down Artifact at random from "
        "opponent's Artifact pile."
    ).effects[0]
    assert isinstance(discard, Discard)
    assert discard.target.random
    assert discard.target.types == ("Artifact",)
    assert discard.target.locations == (Location(Zone.ARTIFACT_PILE, owner=Player.OPPONENT),)
