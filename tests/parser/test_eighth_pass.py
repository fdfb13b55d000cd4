"""Wordings read, or read right, in the grammar's eighth coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them are nonsense or readings the REG does not allow, and stay refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from redemption_rules.cards.identifiers import has_identifier
from redemption_rules.effects import Join, Player, Quantifier, Ref, Zone
from redemption_rules.effects.kinds import (
    Band,
    Discard,
    FirstStrike,
    Negate,
    Protect,
    Search,
    SetNumbers,
    Take,
    Withdraw,
)
from redemption_rules.effects.targets import Exists
from redemption_rules.effects.timing import DurationUnit, Event, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability
from redemption_rules.parser.normalize import normalize

if TYPE_CHECKING:
    from redemption_rules import CardPool
    from redemption_rules.effects.targets import Selector


def _zones(selector: Selector) -> list[tuple[Zone, Player | None]]:
    return [(place.zone, place.owner) for place in selector.locations]


# -- a list that begins with places: each place whole, the cards after it the places' owner's


@pytest.mark.parametrize("quote", ["'", "\u2019"])
def test_angelic_warrior_protects_hand_deck_and_human_heroes(quote: str) -> None:
    text = (
        f"First Strike. Protect your hand, deck and human Heroes from opponent{quote}s evil "
        "cards. If blocked by a non-human, Hero may band to a Revelation angel."
    )
    first_strike, protect, band = parse_ability(text).effects
    assert isinstance(first_strike, FirstStrike)
    assert isinstance(protect, Protect)
    assert isinstance(band, Band)
    assert protect.target.join is Join.AND
    hand, deck, heroes = protect.target.parts
    for place, zone in ((hand, Zone.HAND), (deck, Zone.DECK)):
        # every card in that place, not only its human Heroes
        assert place.count.quantifier is Quantifier.ALL
        assert (place.types, place.identifiers) == ((), ())
        assert _zones(place) == [(zone, Player.YOU)]
    assert heroes.count.quantifier is Quantifier.ALL
    assert (heroes.types, heroes.identifiers) == (("Hero",), ("human",))
    assert heroes.owner is Player.YOU  # "your" before the list
    assert heroes.locations == ()
    assert protect.source is not None
    assert (protect.source.owner, protect.source.types) == (Player.OPPONENT, ("card",))


def test_standing_in_the_gap_protects_places_and_the_users_sites_and_fortresses() -> None:
    text = (
        "Set your Hero aside for up to 5 turns. While that Hero is set aside, protect your "
        "hand, deck, multi-color Sites, and good Fortresses from opponent's evil cards."
    )
    _, protect = parse_ability(text).effects
    assert isinstance(protect, Protect)
    hand, deck, sites, fortresses = protect.target.parts
    assert (hand.types, _zones(hand)) == ((), [(Zone.HAND, Player.YOU)])
    assert (deck.types, _zones(deck)) == ((), [(Zone.DECK, Player.YOU)])
    assert (sites.types, sites.owner) == (("Site",), Player.YOU)
    assert (fortresses.types, fortresses.owner) == (("Fortress",), Player.YOU)


def test_a_reference_after_places_keeps_no_owner() -> None:
    # "your discard pile and this card": this card, whoever owns it
    text = (
        "If all your Heroes are clay, you may remove your discard pile and this card from "
        "the game to convert a human Evil Character to a clay hero."
    )
    banish = parse_ability(text).effects[0]
    pile, card = banish.target.parts  # type: ignore[attr-defined]
    assert _zones(pile) == [(Zone.DISCARD_PILE, Player.YOU)]
    assert (card.ref, card.owner) == (Ref.THIS_CARD, None)


# -- a lone identifier before a shared noun: "Pharisee and Sadducee Evil Characters" ---------


def test_high_priests_palace_protects_pharisee_and_sadducee_evil_characters() -> None:
    text = "Protect Pharisee and Sadducee Evil Characters in your territory from discard."
    (protect,) = parse_ability(text).effects
    assert isinstance(protect, Protect)
    assert protect.target.join is Join.AND
    parts = protect.target.parts
    assert [part.identifiers for part in parts] == [("Pharisee",), ("Sadducee",)]
    for part in parts:
        assert part.count.quantifier is Quantifier.ALL  # not one Pharisee
        assert part.types == ("Evil Character",)
        assert _zones(part) == [(Zone.TERRITORY, Player.YOU)]


def test_destruction_of_nehushtan_excepts_tabernacle_and_temple_artifacts() -> None:
    text = (
        "LAMB: Negate and discard a Curse or all opponents\u2019 active Artifacts (except "
        "Tabernacle and Temple Artifacts). REAPER: Negate and discard a Covenant or Artifact."
    )
    negate = parse_ability(text).effects[0]
    assert isinstance(negate, Negate)
    _, artifacts = negate.target.parts
    (excepted,) = artifacts.exceptions
    assert [part.identifiers for part in excepted.parts] == [("Tabernacle",), ("Temple",)]
    assert all(part.types == ("Artifact",) for part in excepted.parts)
    assert all(part.count.quantifier is Quantifier.ALL for part in excepted.parts)


def test_a_lone_identifier_before_a_single_noun_is_a_card_of_its_own() -> None:
    # "a Pharisee or Sadducee": each a noun, nothing shared
    text = "If used by a Pharisee or Sadducee, draw 1."
    (draw,) = parse_ability(text).effects
    assert draw.condition is not None


# -- "who fought in an earthly battle": an O.T. human warrior (ORDIR) ------------------------


def test_armorbearer_bands_to_an_old_testament_human_warrior() -> None:
    (band,) = parse_ability("May band to any hero who fought in an earthly battle.").effects
    assert isinstance(band, Band)
    assert band.target.types == ("Hero",)
    assert band.target.identifiers == ("O.T.", "human", "warrior")


def test_esau_names_old_testament_once() -> None:
    text = "May band with any O.T. Evil Character who fought in an earthly battle."
    (band,) = parse_ability(text).effects
    assert isinstance(band, Band)
    assert band.target.types == ("Evil Character",)
    assert band.target.identifiers == ("O.T.", "human", "warrior")


def test_the_earthly_battle_identifiers_match_the_cards_ordir_means(pool: CardPool) -> None:
    (band,) = parse_ability("May band to any hero who fought in an earthly battle.").effects
    wanted = band.target.identifiers

    def fought(title: str) -> bool:
        card = pool.get(title)
        return all(has_identifier(card, word) for word in wanted)

    # O.T. human warriors, as ORDIR now reads the phrase, printed "Fought Earthly Battle" or not
    assert fought("Zalmon")
    assert fought("Asahel (TxP)")
    # a N.T. emperor that prints the old identifier is no O.T. warrior
    assert not fought("Emperor Vitellius")


# -- "Worth 6/4 against X": worth it when played against X -----------------------------------


@pytest.mark.parametrize(
    ("text", "numbers", "kind"),
    [
        # Amorite Invasion
        ("Worth 2/10 against a Hero who fought in an earthly battle.", (2, 10), "Hero"),
        # the Buckler of the Warriors set
        (
            "Worth 6/4 against any Evil Character who fought in an earthly battle.",
            (6, 4),
            "Evil Character",
        ),
    ],
)
def test_worth_against_an_earthly_battle_fighter(
    text: str, numbers: tuple[int, int], kind: str
) -> None:
    (worth,) = parse_ability(text).effects
    assert isinstance(worth, SetNumbers)
    assert worth.target.ref is Ref.THIS_CARD
    assert (worth.amount.strength.value, worth.amount.toughness.value) == numbers
    assert isinstance(worth.trigger, OnEvent)
    assert worth.trigger.event is Event.PLAYED  # as "when played against"
    assert worth.trigger.target is not None
    assert worth.trigger.target.types == (kind,)
    assert worth.trigger.target.identifiers == ("O.T.", "human", "warrior")


# -- "harm or negative effect": harm (REG: Harm); "immune to harm" is protection -------------


def test_josiahs_covenant_protects_from_harm_or_negative_effect() -> None:
    text = "Protect all Heroes in players territory from harm or negative effect."
    (protect,) = parse_ability(text).effects
    assert isinstance(protect, Protect)
    assert protect.target.types == ("Hero",)
    assert _zones(protect.target) == [(Zone.TERRITORY, Player.ALL_PLAYERS)]
    assert protect.source is not None
    assert protect.source.abilities == ("harm",)  # one harm, not harm and something else


def test_protection_of_angels_makes_heroes_immune_to_harm_until_end_of_turn() -> None:
    text = "All Heroes in holder's territory are immune to harm or effect until end of turn."
    assert normalize(text).text.endswith("immune to harm or negative effect until end of turn.")
    (protect,) = parse_ability(text).effects
    assert isinstance(protect, Protect)  # immune and protect are one effect (REG)
    assert protect.target.count.quantifier is Quantifier.ALL
    assert protect.target.types == ("Hero",)
    assert _zones(protect.target) == [(Zone.TERRITORY, Player.HOLDER)]
    assert protect.source is not None
    assert protect.source.abilities == ("harm",)
    assert protect.duration is not None
    assert protect.duration.unit is DurationUnit.TURN


# -- "to force opponent to withdraw ...": what the opponent must do --------------------------


@pytest.mark.parametrize("place", ["", " in battle"])
def test_the_great_white_throne_forces_opponent_to_withdraw(place: str) -> None:
    text = (
        "You may banish an evil card in discard pile to search deck for a Hero. At any time, "
        "you may discard an evil card in territory to force opponent to withdraw all but one "
        f"Evil Character{place}."
    )
    _, search, discard, withdraw = parse_ability(text).effects
    assert isinstance(search, Search)
    assert isinstance(discard, Discard)
    assert discard.cost
    assert isinstance(withdraw, Withdraw)
    assert withdraw.actor is not None
    assert withdraw.actor.player is Player.OPPONENT
    assert not withdraw.optional  # the opponent must
    assert withdraw.target.count.quantifier is Quantifier.ALL_BUT
    assert withdraw.target.count.number == 1
    assert withdraw.target.types == ("Evil Character",)


# -- "any Site where a Lost Soul is held prisoner": an occupied Site (REG: Occupied) ---------


def test_locust_from_the_pit_discards_an_occupied_site() -> None:
    text = "Discard any Site where a Lost Soul is held prisoner.  Lost Soul remains."
    discard = parse_ability(text).effects[0]
    assert isinstance(discard, Discard)
    assert discard.target.types == ("Site",)
    assert discard.target.qualifiers == ("occupied",)
    assert discard.target.count.number == 1


# -- "must retreat" with no place: from battle (REG: Withdraw) -------------------------------


def test_leading_others_astray_has_the_weakest_hero_retreat() -> None:
    text = "If more than one Hero is in battle, the Hero with the lowest toughness must retreat."
    (withdraw,) = parse_ability(text).effects
    assert isinstance(withdraw, Withdraw)
    assert not withdraw.optional
    assert withdraw.actor is not None
    assert withdraw.actor.card is not None
    assert withdraw.actor.card.types == ("Hero",)
    assert withdraw.actor.card.qualifiers == ("lowest_toughness",)
    assert isinstance(withdraw.condition, Exists)
    assert withdraw.condition.target.count.number == 2  # more than one


# -- "a card that has a discard ability": one with it ----------------------------------------


def test_the_wages_of_sin_takes_an_evil_card_that_has_a_discard_ability() -> None:
    text = (
        "You may take an evil card that has a discard ability from deck or Reserve. You may "
        "add that card to battle, discard a Hero in battle or underdeck this card."
    )
    take = parse_ability(text).effects[0]
    assert isinstance(take, Take)
    assert take.optional
    assert take.target.types == ("card",)
    assert take.target.abilities == ("discard",)
    assert [place.zone for place in take.target.locations] == [Zone.DECK, Zone.RESERVE]


# -- "from being placed beneath decks": from underdeck abilities (REG: Underdeck) -----------


def test_philistine_outpost_protects_sites_from_being_placed_beneath_decks() -> None:
    text = (
        "When you are attacked, you may discard this card or an evil card from deck to search "
        "discard pile for a generic Philistine and place it in your territory. Protect Sites "
        "from being placed beneath decks."
    )
    protect = parse_ability(text).effects[-1]
    assert isinstance(protect, Protect)
    assert protect.target.types == ("Site",)
    assert protect.source is not None
    assert protect.source.abilities == ("underdeck",)


def test_paladin_protects_lost_souls_from_three_abilities() -> None:
    text = (
        "Protect all Lost Souls from being discarded, shuffled, or placed beneath draw pile "
        "this turn."
    )
    (protect,) = parse_ability(text).effects
    assert isinstance(protect, Protect)
    assert protect.source is not None
    assert protect.source.abilities == ("discard", "shuffle", "underdeck")


# -- near misses ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "Discard any Hero where a Lost Soul is held prisoner.",
        "Discard any Site where a Lost Soul.",
        "Worth 6/4 against.",
        "Discard a Hero against an Evil Character.",
        "Opponent that has a discard ability must draw 1.",
        "Opponent with a discard ability must draw 1.",
        "Force opponent to withdraw.",
        "Protect Heroes from negative.",
        "Heroes are immune to negative.",
        "Retreat Hero from.",
        "May band to a fought in an earthly battle Hero.",
        "Protect your hand, deck and from evil cards.",
        "Protect Sites from being placed beneath.",
        "Protect Sites from being placed beneath hands.",
    ],
)
def test_near_misses_of_the_eighth_pass_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
