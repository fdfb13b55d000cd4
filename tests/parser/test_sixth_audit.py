"""Readings of a sixth sample of carried-out texts, checked against the REG and ORDIR.

The records are as before; what the engine makes of them changed: "non-human" names
characters alone (ORDIR: Non-human), and a meek Hero named off the playing surface, where a
card with a meek bottom identity is meek at face value (REG: Meek, Dual Icon), is not
carried out. Each test names its card and asserts the fields the engine acts on.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import full_pool

from redemption_rules.cards.model import Alignment
from redemption_rules.effects.cards import MEEK_OFF_THE_SURFACE, ability_support
from redemption_rules.effects.kinds import Convert, Play, Reserve, Resurrect, Topdeck
from redemption_rules.effects.targets import Zone
from redemption_rules.parser import parse_ability

# -- "non-human": a character that is not human -----------------------------------------------


def test_repentance_reserves_an_evil_non_human() -> None:
    # the words are read as before; the qualifier now names characters alone
    convert, reserve = parse_ability("Convert an evil human or reserve an evil non-human.").effects
    assert isinstance(convert, Convert)
    assert convert.target.identifiers == ("human",)
    assert isinstance(reserve, Reserve)
    assert reserve.target.alignment is Alignment.EVIL
    assert reserve.target.qualifiers == ("non_human",)
    assert reserve.target.types == ()
    assert ability_support(full_pool().get("Repentance (Roots)")).carried_out


# -- a meek Hero off the playing surface -------------------------------------------------------


def test_tamar_plays_meek_perez_from_deck_or_reserve() -> None:
    text = (
        "STAR: Look at a hand or a Reserve. TOP: After battle, discard an evil male. May band "
        "to Judah and/or you may play meek Perez from deck or Reserve. BOTTOM: Meek"
    )
    play = parse_ability(text).effects[-1]
    assert isinstance(play, Play)
    assert play.target.names == ("Perez",)
    assert play.target.qualifiers == ("meek",)
    assert [location.zone for location in play.target.locations] == [Zone.DECK, Zone.RESERVE]


def test_leah_resurrects_a_meek_blue_hero() -> None:
    text = (
        "STAR: Topdeck a patriarch from deck. TOP: You may bounce a Genesis Hero and/or "
        "resurrect a patriarch (or a meek blue Hero). May band to Jacob. BOTTOM: Meek"
    )
    resurrect = parse_ability(text).effects[2]
    assert isinstance(resurrect, Resurrect)
    patriarch, meek = resurrect.target.parts
    assert patriarch.identifiers == ("patriarch",)
    assert meek.types == ("Hero",)
    assert meek.qualifiers == ("meek",)
    assert meek.locations == ()  # a resurrect's place: a discard pile


def test_jehoshaphat_topdecks_a_meek_hero_from_reserve() -> None:
    text = (
        "STAR: Topdeck a meek Hero from Reserve. TOP: Bounce a human in a territory. May band "
        "to a musician, a warrior, a priest or a meek Hero. Cannot be prevented. BOTTOM: Meek"
    )
    topdeck = parse_ability(text).effects[0]
    assert isinstance(topdeck, Topdeck)
    assert topdeck.target.qualifiers == ("meek",)
    assert [location.zone for location in topdeck.target.locations] == [Zone.RESERVE]


@pytest.mark.parametrize(
    "name",
    [
        "Tamar, the Widow / Tamar, the Righteous (LoC)",
        "Leah, Weary-Eyed / Leah, God's Choice (LoC)",
        "Jared, the Beholder / Jared (Shall Come Down) (LoC)",
        "Judah, the Leader / Judah, the Substitute (LoC)",
        "Feast of Atonement (LoC)",
        "Jehoshaphat, the Seeker / Jehoshaphat, the Meek (LoC)",
        "Shealtiel, the Heir / Shealtiel, the Exilarch (LoC)",
        "Boaz, the Redeemer / Boaz, the Kind (LoC)",
        "David, Heart After God / David, the Contrite (LoC Plus)",
        "David\u2019s Proclamation (LoC)",
        "Power of the Spirit (GoC)",
    ],
)
def test_a_meek_hero_off_the_surface_is_not_carried_out(name: str) -> None:
    support = ability_support(full_pool().get(name))
    assert not support.carried_out
    assert support.missing == (MEEK_OFF_THE_SURFACE,)


@pytest.mark.parametrize(
    "name",
    [
        # meek Lost Souls have no meek bottom identity: "play a meek Lost Soul from deck"
        "The Expert Lawyer (GoC)",
        "Absalom, the Conspirer [RR2]",
        # on the playing surface: "May band to a meek Hero", "your meek Hero"
        "The Ethiopian Treasurer (Roots)",
        "Builder\u2019s Spear (LoC)",
    ],
)
def test_meek_cards_that_are_no_heroes_off_the_surface_stay_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out
