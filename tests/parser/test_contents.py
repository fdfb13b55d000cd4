"""A card's contents, from pool texts (REG: Contents, Shuffle, Release).

"Its contents" are the cards held by the card named before; bare "contents", those of the
card the ability is on. "Its" names the holder, not the owner of the cards: the contents are
every card held there, whoever owns it, and a shuffle or underdeck "into owner's draw pile"
puts each card in its own owner's deck.
"""

from __future__ import annotations

from redemption_rules.effects import Selector, Zone
from redemption_rules.effects.kinds import Release, Shuffle, Underdeck
from redemption_rules.effects.targets import ALL, ONE, Join, Location, Ref
from redemption_rules.parser import parse_ability

CONTENTS_OF_IT = Selector(
    count=ALL,
    types=("card",),
    locations=(Location(Zone.ON_CARD, card=Selector(count=ONE, ref=Ref.IT)),),
)
OWN_CONTENTS = Selector(
    count=ALL,
    types=("card",),
    locations=(Location(Zone.ON_CARD, card=Selector(count=ONE, ref=Ref.THIS_CARD)),),
)


def test_burst_of_light_shuffles_the_darkness_and_the_cards_it_holds() -> None:
    shuffle = parse_ability(
        "Shuffle one 'The Darkness' fortress and its contents into owner's draw pile."
    ).effects[0]
    assert isinstance(shuffle, Shuffle)
    target = shuffle.target
    assert target.join is Join.AND
    fortress, contents = target.parts
    assert fortress == Selector(count=ONE, types=("Fortress",), names=("The Darkness",))
    # the cards the Fortress holds, of any owner: "its" is the Fortress
    assert contents == CONTENTS_OF_IT
    assert contents.owner is None


def test_a_site_and_its_contents_go_beneath_owners_deck() -> None:
    underdeck = parse_ability(
        "Place a site and its contents beneath owner's draw pile.  Opponent may withdraw a Hero "
        "from battle to negate this."
    ).effects[0]
    assert isinstance(underdeck, Underdeck)
    site, contents = underdeck.target.parts
    assert site == Selector(count=ONE, types=("Site",))
    assert contents == CONTENTS_OF_IT


def test_its_contents_alone_are_those_of_the_card_named_before() -> None:
    underdeck = parse_ability(
        "Discard one Demonic Stronghold in play.  Place its contents beneath owner's draw pile."
    ).effects[1]
    assert isinstance(underdeck, Underdeck)
    assert underdeck.target == CONTENTS_OF_IT


def test_bare_contents_are_those_of_the_card_itself() -> None:
    # Raiders' Camp [2025 - District]: what it holds is released
    release = parse_ability(
        "If your evil human is defeated, release contents to restrict players from rescuing "
        "Lost Souls this turn."
    ).effects[0]
    assert isinstance(release, Release)
    assert release.target == OWN_CONTENTS
