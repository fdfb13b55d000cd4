"""Descriptions after a noun: "held here", "guarding it", "holding weapons", from pool texts.

A card "held here" is on the card the ability is on (a Site or Fortress holds cards); "all
evil cards guarding it" are the cards on that Site; "Evil Characters holding weapons" are
the ones a weapon is equipped to (REG: Sites, Weapons).
"""

from __future__ import annotations

from redemption_rules.effects import Count, Location, Quantifier, Ref, Selector, Zone
from redemption_rules.effects.kinds import Discard, Ignore, Look, Transfer, Underdeck
from redemption_rules.effects.targets import AnyOf, Exists, Status, StatusIs
from redemption_rules.parser import parse_ability

HERE = Location(Zone.ON_CARD, card=Selector(ref=Ref.THIS_CARD))


def test_solomons_temple_underdecks_an_artifact_held_here() -> None:
    underdeck = parse_ability(
        "At any time, you may underdeck an Artifact held here. If you do, you may take a "
        "Solomon's Temple priest from deck or negate an evil card."
    ).effects[0]
    assert isinstance(underdeck, Underdeck)
    assert underdeck.target == Selector(types=("Artifact",), locations=(HERE,))


def test_pit_of_dothan_tests_a_captured_human_held_here() -> None:
    transfer, draw = parse_ability(
        "Each upkeep, if a captured human is held here, you may transfer it to an opponent's "
        "Land of Bondage to draw 2."
    ).effects
    assert isinstance(transfer, Transfer)
    held = Exists(Selector(identifiers=("human",), qualifiers=("captured",), locations=(HERE,)))
    assert transfer.condition == held
    assert draw.condition == held


def test_any_hero_held_captive_at_the_site() -> None:
    return_ = parse_ability(
        "If Hero wins, Holder may return any Hero held captive at the site to player's territory."
    ).effects[0]
    target = return_.target  # type: ignore[attr-defined]
    assert target.locations == (Location(Zone.ON_CARD, card=Selector(types=("Site",))),)


def test_break_down_the_wall_discards_the_cards_guarding_the_site() -> None:
    (discard,) = parse_ability(
        "Discard a single color Lost Soul Site and all evil cards guarding it."
    ).effects
    assert isinstance(discard, Discard)
    guards = discard.target.parts[1]
    assert guards.count == Count(Quantifier.ALL)
    assert guards.types == ("card",)
    assert guards.locations == (Location(Zone.ON_CARD, card=Selector(ref=Ref.IT)),)


def test_salome_ignores_evil_characters_holding_weapons() -> None:
    ignore = parse_ability(
        "Search deck for The Garden Tomb or a N.T. Covenant and put it in hand. Hero ignores "
        "Evil Characters holding weapons."
    ).effects[-1]
    assert isinstance(ignore, Ignore)
    assert ignore.ignored == Selector(
        count=Count(Quantifier.ALL), types=("Evil Character",), qualifiers=("equipped",)
    )


def test_shimei_looks_if_blocking_or_taunting() -> None:
    # Shimei (CoW AB), and Shimei (CoW) whose "If" lost its first letter
    rest = (
        "blocking or taunting, look at the top 4 cards of deck: Take an evil Enhancement or "
        "Evil Character to hand and underdeck the rest. Cannot be interrupted."
    )
    for text in (f"If {rest}", f"f {rest}"):
        look = parse_ability(text).effects[0]
        assert isinstance(look, Look)
        assert look.condition == AnyOf((StatusIs(Status.BLOCKING), StatusIs(Status.TAUNTING)))
