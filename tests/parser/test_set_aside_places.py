"""'In play or set aside': two places the cards may be in, from pool texts (REG: Set Aside).

"If King Hezekiah is in play or set aside" tests where the King is; it is no event of
setting aside. "Or set aside" after a place names the set-aside area: after "in play" or
"in battle" any player's, after an owned place the same player's.
"""

from __future__ import annotations

from redemption_rules.effects import Location, Player, Selector, Zone
from redemption_rules.effects.kinds import Discard, Negate, Protect, Search
from redemption_rules.effects.targets import Controls, Exists, Not
from redemption_rules.parser import parse_ability

IN_PLAY_OR_SET_ASIDE = (Location(Zone.PLAY), Location(Zone.SET_ASIDE, owner=Player.ALL_PLAYERS))


def test_angel_at_jerusalem_tests_where_hezekiah_is() -> None:
    # Angel at Jerusalem (Pi): a state of the King, not the event of his being set aside
    _, discard = parse_ability(
        "This Hero has access to any Site.  If King Hezekiah is in play or set aside, discard "
        "a warrior-class Assyrian."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.trigger is None
    assert discard.condition == Exists(
        Selector(names=("King Hezekiah",), locations=IN_PLAY_OR_SET_ASIDE)
    )
    assert discard.target == Selector(identifiers=("warrior", "Assyrian"))


def test_assyrian_camp_protects_unless_hezekiah_is_in_play_or_set_aside() -> None:
    (protect,) = parse_ability(
        "Protect Assyrian Evil Characters in your territory from discard, conversion, and "
        "capture unless King Hezekiah is in play or set aside."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.trigger is None
    assert protect.condition == Not(
        Exists(Selector(names=("King Hezekiah",), locations=IN_PLAY_OR_SET_ASIDE))
    )
    assert protect.target.locations == (Location(Zone.TERRITORY, owner=Player.YOU),)


def test_jacob_in_play_or_set_aside_is_one_card_in_either_place() -> None:
    # Leah: one card in either place, not Jacob in play or else any set-aside card
    (search,) = parse_ability(
        "If Jacob is in play or set-aside, search deck for a child of Leah."
    ).effects
    assert isinstance(search, Search)
    assert search.condition == Exists(Selector(names=("Jacob",), locations=IN_PLAY_OR_SET_ASIDE))


def test_a_fortress_or_site_in_play_or_set_aside() -> None:
    negate, discard = parse_ability(
        "Negate and discard a Fortress or Site in play or set aside."
    ).effects
    assert isinstance(negate, Negate)
    assert isinstance(discard, Discard)
    assert negate.target == discard.target
    assert [part.types for part in negate.target.parts] == [("Fortress",), ("Site",)]
    assert all(part.locations == IN_PLAY_OR_SET_ASIDE for part in negate.target.parts)
    assert all(not part.qualifiers for part in negate.target.parts)


def test_set_aside_area_after_play_is_any_players() -> None:
    (discard,) = parse_ability(
        "Discard a green brigade male Hero in play or set-aside area."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target.locations == IN_PLAY_OR_SET_ASIDE


def test_set_aside_area_after_an_owned_place_is_the_same_players() -> None:
    (discard,) = parse_ability(
        "Discard one Hero from each opponent's territory or set-aside area."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target.locations == (
        Location(Zone.TERRITORY, owner=Player.EACH_OPPONENT),
        Location(Zone.SET_ASIDE, owner=Player.EACH_OPPONENT),
    )


def test_a_high_priest_in_play_or_set_aside_area_is_a_condition() -> None:
    # Ephod: the comma after the places ends the condition
    look = parse_ability(
        "If you have a high priest in play or set-aside area, look at an opponent's hand."
    ).effects[0]
    assert look.condition == Controls(
        Selector(identifiers=("high priest",), locations=IN_PLAY_OR_SET_ASIDE), player=Player.YOU
    )
    assert look.trigger is None
