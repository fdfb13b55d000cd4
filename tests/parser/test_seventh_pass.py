"""Wordings read in the grammar's seventh coverage pass, each from a card of the pool.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them are nonsense or readings the REG does not allow, and stay refused.
"""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Join, Link, Player, Quantifier, Ref, Zone
from redemption_rules.effects.kinds import (
    Band,
    Discard,
    Increase,
    Interrupt,
    Place,
    Prevent,
    Protect,
    Reveal,
    Select,
    SideBattle,
    Take,
    Toss,
    UseOtherEnhancements,
    Withdraw,
)
from redemption_rules.effects.targets import Controls, Exists, UsedBy
from redemption_rules.effects.timing import DurationUnit, Event, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability
from redemption_rules.parser.normalize import normalize

# -- "band to X and gain 2/2": the card that bands gains -------------------------------------


def test_eunice_may_band_to_timothy_and_gain() -> None:
    band, gain = parse_ability("May band to Timothy and gain 2/2.").effects
    assert isinstance(band, Band)
    assert band.optional
    assert band.target.names == ("Timothy",)
    assert isinstance(gain, Increase)
    assert gain.link is Link.AND
    assert gain.optional
    assert gain.target.ref is Ref.THIS_CARD  # Eunice, who bands
    assert (gain.amount.strength.value, gain.amount.toughness.value) == (2, 2)


def test_lois_bands_to_eunice_and_she_gains() -> None:
    band, gain = parse_ability("Lois may band to Eunice and gains 2/2.").effects
    assert isinstance(band, Band)
    assert band.actor is not None
    assert band.actor.card is not None
    assert band.actor.card.names == ("Lois",)
    assert band.target.names == ("Eunice",)
    assert isinstance(gain, Increase)
    assert gain.link is Link.AND
    assert gain.target.names == ("Lois",)  # the subject that bands, not Eunice
    assert (gain.amount.strength.value, gain.amount.toughness.value) == (2, 2)


@pytest.mark.parametrize(
    "text",
    [
        "May band to Timothy and gain.",
        "May band to Timothy and gain 2/2 Hero.",
        "May band to Timothy and gain gain 2/2.",
        "Discard Timothy and gain 2/2.",
    ],
)
def test_a_gain_after_a_band_needs_its_numbers(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- ", or that have no special ability": either of two descriptions -------------------------


@pytest.mark.parametrize("quote", ["'{}'", "\u201c{}\u201d"])
def test_coliseum_tosses_enhancements_that_cannot_be_negated_or_have_no_ability(
    quote: str,
) -> None:
    text = (
        "Negate all protect abilities on cards in the Field of Battle. Toss all Enhancements "
        f"played in battle that have {quote.format('cannot be negated')} in the special "
        "ability, or that have no special ability."
    )
    _, toss = parse_ability(text).effects
    assert isinstance(toss, Toss)
    assert toss.target.count.quantifier is Quantifier.ALL
    assert toss.target.join is Join.OR
    worded, meek = toss.target.parts
    for part in (worded, meek):
        assert part.count.quantifier is Quantifier.ALL
        assert part.types == ("Enhancement",)
        assert [place.zone for place in part.locations] == [Zone.BATTLE]
        assert "played" in part.qualifiers
    assert (worded.text, worded.text_in) == ("cannot be negated", "special ability")
    assert "meek" not in worded.qualifiers
    assert "meek" in meek.qualifiers  # REG: Meek, no special ability
    assert meek.text == ""


@pytest.mark.parametrize(
    "text",
    [
        "Toss all Enhancements played in battle, or that have no special ability.",
        (
            "Toss all Enhancements played in battle that have 'cannot be negated' in the "
            "reference, or that have no special ability."
        ),
        "Toss all Enhancements or that have no special ability that have 'x' in the title.",
        "Toss all Enhancements that have in the special ability.",
    ],
)
def test_or_that_needs_a_description_before_it(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Holder chooses a Hero in play to fight the rescuing Hero": a side battle ---------------


def test_idle_gossip_has_a_chosen_hero_fight_the_rescuer() -> None:
    text = "Holder chooses a Hero in play to fight the rescuing Hero.  The loser is discarded."
    fight, discard = parse_ability(text).effects
    assert isinstance(fight, SideBattle)
    assert fight.actor is None  # the holder is the user (REG: Holder)
    assert not fight.optional
    assert fight.target.types == ("Hero",)
    assert [place.zone for place in fight.target.locations] == [Zone.PLAY]
    assert fight.against is not None
    assert fight.against.types == ("Hero",)
    assert fight.against.qualifiers == ("rescuing",)
    assert discard.target.qualifiers == ("loser",)


def test_christian_suing_another_interrupts_the_battle_first() -> None:
    text = (
        "Holder interrupts the battle and chooses a Hero in play to fight the rescuing Hero.  "
        "The loser is discarded."
    )
    interrupt, fight, _ = parse_ability(text).effects
    assert isinstance(interrupt, Interrupt)
    assert interrupt.battle
    assert isinstance(fight, SideBattle)
    assert fight.link is Link.AND
    assert fight.target.types == ("Hero",)
    assert fight.against is not None
    assert fight.against.qualifiers == ("rescuing",)


@pytest.mark.parametrize(
    "text",
    [
        "Holder chooses a Hero in play.",
        "Holder chooses to fight the rescuing Hero.",
        "Holder interrupts the battle and chooses.",
        "Opponent chooses a Hero in play to fight the rescuing Hero.",
    ],
)
def test_holder_chooses_names_both_fighters(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "general Land of Bondage": the Land of Bondage, not a Site -----------------------------


def test_panic_demon_returns_a_lost_soul_from_a_site_to_general_land_of_bondage() -> None:
    text = (
        "If this character is banded into battle, return a Lost Soul in opponent's site to "
        "general Land of Bondage.  May band to Panic Demon."
    )
    back, band = parse_ability(text).effects
    assert isinstance(back, Place)
    assert isinstance(back.trigger, OnEvent)
    assert back.trigger.event is Event.BANDED
    assert back.target.types == ("Lost Soul",)
    (site,) = back.target.locations
    assert site.zone is Zone.ON_CARD
    assert site.card is not None
    assert (site.card.types, site.card.owner) == (("Site",), Player.OPPONENT)
    # the controller's own Land of Bondage (REG: Release), not the user's
    assert back.destination is not None
    assert (back.destination.zone, back.destination.owner) == (
        Zone.LAND_OF_BONDAGE,
        Player.CONTROLLER,
    )
    assert isinstance(band, Band)
    assert band.target.names == ("Panic Demon",)


def test_the_prodigal_returns_returns_all_lost_souls_from_a_site() -> None:
    text = (
        "If used by a N.T. Hero, return a captured Hero or a Hero in a set-aside area to "
        "owner's territory, or return all Lost Souls from a Site to general Land of Bondage."
    )
    first, back = parse_ability(text).effects
    assert isinstance(first.condition, UsedBy)
    assert isinstance(back, Place)
    assert back.link is Link.OR
    assert back.target.count.quantifier is Quantifier.ALL
    assert back.target.types == ("Lost Soul",)
    assert back.destination is not None
    assert (back.destination.zone, back.destination.owner) == (
        Zone.LAND_OF_BONDAGE,
        Player.CONTROLLER,
    )


@pytest.mark.parametrize(
    "text",
    [
        "Return a Lost Soul to your general Land of Bondage.",
        "Return a Lost Soul to general general Land of Bondage.",
        "Return a Lost Soul to general Land.",
        # with no Site named it would move any Lost Soul (Destroying Angel's reminder)
        (
            "Discard one site with a Genesis reference and all Evil Characters guarding it.  "
            "Lost Soul is returned to general Land of Bondage."
        ),
        "Return a Lost Soul in opponent's territory to general Land of Bondage.",
    ],
)
def test_general_land_of_bondage_is_for_lost_souls_from_a_site(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "If there is no Hero, take one from deck": one of the kind found missing ----------------


def test_abrahams_descendant_takes_a_hero_when_the_hand_has_none() -> None:
    text = (
        "STAR: Reveal hand: If there is no Hero, take one from deck. GE: Negate an evil "
        "Enhancement or a Curse. Bounce it or take it. Hero may band to any number of Genesis "
        "Heroes."
    )
    reveal, take, *_ = parse_ability(text).effects
    assert isinstance(reveal, Reveal)
    assert isinstance(take, Take)
    assert isinstance(take.condition, Exists)
    assert take.condition.target.count.quantifier is Quantifier.NONE
    # a Hero, the kind the condition found missing; it used to be any card
    assert take.target.types == ("Hero",)
    assert (take.target.count.quantifier, take.target.count.number) == (Quantifier.EXACTLY, 1)
    assert [place.zone for place in take.target.locations] == [Zone.DECK]


def test_one_with_a_noun_of_its_own_keeps_it() -> None:
    (take,) = parse_ability("If there is no Hero, take one Evil Character from deck.").effects
    assert isinstance(take, Take)
    assert take.target.types == ("Evil Character",)


# -- "of that brigade": the brigade selected before ------------------------------------------


def test_deceiving_spirit_uses_enhancements_of_the_brigade_selected() -> None:
    text = "Select an evil brigade. This character may use evil Enhancements of that brigade."
    select, use = parse_ability(text).effects
    assert isinstance(select, Select)
    assert select.target is not None
    assert (select.target.types, select.target.alignment) == (("brigade",), Alignment.EVIL)
    assert isinstance(use, UseOtherEnhancements)
    assert use.enhancements.types == ("Enhancement",)
    assert use.enhancements.alignment is Alignment.EVIL
    # the brigade selected, not Enhancements on a card called "that brigade"
    assert use.enhancements.qualifiers == ("selected_brigade",)
    assert use.enhancements.locations == ()


@pytest.mark.parametrize(
    "text",
    [
        "This character may use evil Enhancements of that brigade.",
        "Hero is immune to Evil Characters of that brigade.",
        "Draw 1. This character may use evil Enhancements of that brigade.",
    ],
)
def test_that_brigade_needs_a_brigade_selected_before(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "Any already banded must return to their territories" ----------------------------------


@pytest.mark.parametrize("place", ["territories", "territory"])
def test_herod_the_great_withdraws_heroes_already_banded(place: str) -> None:
    text = f"No Heroes may band this turn.  Any already banded must return to their {place}."
    prevent, withdraw = parse_ability(text).effects
    assert isinstance(prevent, Prevent)
    assert prevent.duration is not None
    assert prevent.duration.unit is DurationUnit.TURN
    assert isinstance(withdraw, Withdraw)
    assert withdraw.target.count.quantifier is Quantifier.ALL
    assert withdraw.target.types == ("Hero",)  # the Heroes kept from banding
    assert withdraw.target.qualifiers == ("banded",)
    assert [p.zone for p in withdraw.target.locations] == [Zone.BATTLE]
    assert withdraw.target.abilities == ()


def test_confused_languages_withdraws_evil_characters_already_banded() -> None:
    text = (
        "All Evil Characters in play with banding abilities may not band for the rest of the "
        "game.  Any already banded must return to their territory."
    )
    _, withdraw = parse_ability(text).effects
    assert isinstance(withdraw, Withdraw)
    assert withdraw.target.types == ("Evil Character",)
    assert withdraw.target.qualifiers == ("banded",)
    assert [p.zone for p in withdraw.target.locations] == [Zone.BATTLE]


@pytest.mark.parametrize(
    "text",
    [
        "Any already banded must return to their territories.",
        "Draw 1.  Any already banded must return to their territories.",
        "No Heroes may band this turn.  Any already banded must return to their hand.",
        "No Heroes may band this turn.  Any already banded must return.",
    ],
)
def test_any_already_banded_follows_characters_kept_from_banding(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "cannot be discarded or negated by an opponent": "by" covers both ----------------------


def test_glory_of_the_lord_keeps_both_events_from_an_opponent_only() -> None:
    text = (
        "Place in territory.  Holder's Solomon's Temple and the Artifact in it cannot be "
        "discarded or negated by an opponent.  Discard this card if Asherah Pole is in "
        "holder's Solomon's Temple."
    )
    protect = next(e for e in parse_ability(text).effects if isinstance(e, Protect))
    assert protect.source is not None
    assert protect.source.abilities == ("discard", "negate")
    # one source for both events: abilities an opponent uses
    assert protect.source.used_by is not None
    assert protect.source.used_by.owner is Player.OPPONENT


# -- misprints of the pool, mended before the grammar reads the text --------------------------


@pytest.mark.parametrize(
    ("printed", "read"),
    [
        (
            "(or top 2 if used by an Egyptian, put Lost Souls in play instead).",
            "(or top 2 if used by an Egyptian). Put Lost Souls in play instead.",
        ),
        (
            "(or top 2 if you control another Exodus Egyptian, put Lost Souls in play instead).",
            "(or top 2 if you control another Exodus Egyptian). Put Lost Souls in play instead.",
        ),
    ],
)
def test_the_bracket_closes_before_the_restated_rule(printed: str, read: str) -> None:
    assert normalize(printed).text == read


def test_the_hard_hearted_pharaoh_discards_one_or_two_and_restates_the_rule() -> None:
    text = (
        "Discard the top card of opponent\u2019s deck (or top 2 if you control another Exodus "
        "Egyptian, put Lost Souls in play instead). May band to an O.T. Egyptian."
    )
    discard, rule, band = parse_ability(text).effects
    assert isinstance(discard, Discard)
    target = discard.target
    assert target.alternative is not None
    assert (target.count.number, target.alternative.number) == (1, 2)
    (deck,) = target.locations
    assert (deck.zone, deck.owner) == (Zone.DECK, Player.OPPONENT)
    assert isinstance(target.alternative_condition, Controls)
    assert target.alternative_condition.target.identifiers == ("Egyptian",)
    assert target.alternative_condition.target.books == ("Exodus",)
    # as Rash Oath prints it apart: the game's own rule for Lost Souls leaving a deck,
    # whether one card or two is discarded
    assert isinstance(rule, Place)
    assert rule.target.types == ("Lost Soul",)
    assert rule.condition is None
    assert rule.destination is not None
    assert rule.destination.zone is Zone.PLAY
    assert isinstance(band, Band)
