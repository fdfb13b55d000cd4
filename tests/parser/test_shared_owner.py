"""An owner named once before a list is every item's, from pool texts (REG: Targeting).

"your clay or purple Hero" is one Hero of yours, of either brigade; "your martyrs and
Revelation angels" are all yours. An item with an owner or a determiner of its own keeps it.
"""

from __future__ import annotations

from redemption_rules.cards.model import Alignment, Brigade
from redemption_rules.effects import Player, Selector, Zone
from redemption_rules.effects.kinds import Capture, Negate, Place, Protect
from redemption_rules.effects.targets import ALL, OpposedBy
from redemption_rules.effects.timing import OnEvent
from redemption_rules.parser import parse_ability


def _place_card(text: str) -> Selector:
    place = parse_ability(text).effects[0]
    assert isinstance(place, Place)
    assert place.destination.zone is Zone.ON_CARD
    card = place.destination.card
    assert card is not None
    return card


def test_faithfulness_goes_on_your_clay_or_purple_hero() -> None:
    card = _place_card(
        "Place on your clay or purple Hero: Protect Hero from withdraw, underdeck, conversion, "
        "side battles, and capture."
    )
    # one Hero of yours, clay or purple: the brigades listed qualify the one noun
    assert card.parts == ()
    assert card.brigades == (Brigade.CLAY, Brigade.PURPLE)
    assert card.owner is Player.YOU
    assert card.types == ("Hero",)


def test_shoes_of_peace_goes_on_any_of_three_of_your_heroes() -> None:
    card = _place_card(
        "Place on your clay, red or blue N.T. Hero: Hero has Site acess. If Hero enters battle, "
        "reveal top X cards of opponent's deck, put Lost Souls in play, and underdeck the rest."
    )
    assert card.parts == ()
    assert card.brigades == (Brigade.CLAY, Brigade.RED, Brigade.BLUE)
    assert card.owner is Player.YOU
    assert card.identifiers == ("N.T.",)
    assert card.types == ("Hero",)


def test_foreign_sword_negates_an_opponents_evil_or_neutral_card() -> None:
    negate = parse_ability(
        "Negate an opponent's evil or neutral card. If used by a Canaanite or Philistine, you "
        "may return that card to the top of owner's deck."
    ).effects[0]
    assert isinstance(negate, Negate)
    target = negate.target
    assert target is not None
    # one card, evil or neutral: any alignment but good (REG: Alignment), the opponent's
    assert (target.parts, target.alignment) == ((), None)
    assert target.exceptions == (Selector(count=ALL, alignment=Alignment.GOOD),)
    assert target.owner is Player.OPPONENT


def test_the_golden_altar_protects_your_martyrs_and_revelation_angels() -> None:
    (protect,) = parse_ability(
        "Protect your martyrs and Revelation angels from the first evil Enhancement played by "
        "an opponent each turn."
    ).effects
    assert isinstance(protect, Protect)
    parts = protect.target.parts
    assert [part.identifiers for part in parts] == [("martyr",), ("angel",)]
    assert [part.owner for part in parts] == [Player.YOU, Player.YOU]


def test_stoic_philosophers_protect_your_greeks_and_black_enhancements() -> None:
    (protect,) = parse_ability(
        "Protect your unique Greek Evil Characters and black Enhancements in territories from "
        "discard."
    ).effects
    assert isinstance(protect, Protect)
    parts = protect.target.parts
    assert [part.types for part in parts] == [("Evil Character",), ("Enhancement",)]
    assert [part.owner for part in parts] == [Player.YOU, Player.YOU]


def test_an_item_with_its_own_determiner_keeps_no_owner() -> None:
    # Paul's Belt (PC): "a Hero in battle" is any player's
    capture = parse_ability(
        "Capture your Hero or a Hero in battle to opponent's Land of Bondage."
    ).effects[0]
    assert isinstance(capture, Capture)
    assert [part.owner for part in capture.target.parts] == [Player.YOU, None]


def test_your_lone_david_or_solomon_are_both_yours() -> None:
    # Bathsheba, the Helper / Bathsheba, the Prostrate (LoC): in a condition
    ability = parse_ability(
        "STAR: Topdeck a good king from deck. TOP: If your lone David or Solomon attacks, you "
        "may convert this card to meek to choose an evil human to block. BOTTOM: Meek"
    )
    trigger = ability.effects[1].trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.subject is not None
    parts = trigger.subject.parts
    assert [part.names for part in parts] == [("David",), ("Solomon",)]
    assert [part.owner for part in parts] == [Player.YOU, Player.YOU]


# -- a state before a list is every bare item's -----------------------------------------------


def test_bathsheba_waits_for_a_lone_david_or_a_lone_solomon() -> None:
    # Bathsheba, the Helper / Bathsheba, the Prostrate (LoC): "lone" reaches Solomon
    convert = parse_ability(
        "STAR: Topdeck a good king from deck. TOP: If your lone David or Solomon attacks, you "
        "may convert this card to meek to choose an evil human to block. BOTTOM: Meek"
    ).effects[1]
    trigger = convert.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.subject is not None
    assert [part.names for part in trigger.subject.parts] == [("David",), ("Solomon",)]
    assert [part.owner for part in trigger.subject.parts] == [Player.YOU, Player.YOU]
    assert [part.qualifiers for part in trigger.subject.parts] == [("lone",), ("lone",)]


def test_ark_of_the_covenant_needs_any_of_three_lone_heroes() -> None:
    # Ark of the Covenant (RoJ AB)
    (shield,) = parse_ability(
        "Negate and underdeck a Curse or an idol. If your lone Priest, musician or Revelation "
        "Hero is blocked by more than one Evil Character, Enhancements used by that Hero cannot "
        "be negated by an evil card."
    ).modifiers
    condition = shield.condition
    assert isinstance(condition, OpposedBy)
    assert condition.subject is not None
    assert [part.qualifiers for part in condition.subject.parts] == [("lone",)] * 3
    assert [part.owner for part in condition.subject.parts] == [Player.YOU] * 3


def test_a_captured_hero_or_lost_soul_are_both_captured() -> None:
    (negate,) = parse_ability("Negate a captured Hero or Lost Soul.").effects
    assert isinstance(negate, Negate)
    assert [part.qualifiers for part in negate.target.parts] == [("captured",), ("captured",)]


def test_a_state_after_the_noun_stays_with_its_item() -> None:
    # Lost Soul Psalm 35:20 (Site Guard): one face-down Evil Character, from any of three
    # places; The Darkness and Tartaros hold cards, they are not cards to put
    place = parse_ability(
        "When you place this card in a Site, you may put an Evil Character face down from "
        "hand, The Darkness or Tartaros on that Site."
    ).effects[0]
    assert isinstance(place, Place)
    assert place.target.types == ("Evil Character",)
    assert place.target.qualifiers == ("face_down",)
    assert [where.zone for where in place.target.locations] == [
        Zone.HAND,
        Zone.ON_CARD,
        Zone.ON_CARD,
    ]
    assert [where.card.names for where in place.target.locations[1:] if where.card] == [
        ("The Darkness",),
        ("Tartaros",),
    ]
