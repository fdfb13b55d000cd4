"""Wordings read (or refused) in the grammar's twenty-fourth coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.scenarios.conftest import full_pool

from redemption_rules.cards.model import Brigade
from redemption_rules.effects import Player, Quantifier, Ref, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import (
    ActivateAbility,
    AddToBattle,
    Band,
    Exchange,
    FirstStrike,
    Increase,
    Protect,
    Restrict,
    Reveal,
    Search,
    SetAside,
    Shuffle,
    Underdeck,
)
from redemption_rules.effects.model import Link
from redemption_rules.effects.targets import MATCHING_THAT_BRIGADE, Location, Status, StatusIs
from redemption_rules.effects.timing import AtMoment, DurationUnit, Moment
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import card_ability, parse_ability

# -- "Artifact may not be activated this turn": no player activates it -----------------------

ELI = (  # Eli the Priest (Pa)
    "Search draw pile for one O.T. Artifact and add it to your Artifact pile.  "
    "Artifact may not be activated this turn."
)


def test_eli_the_priest_keeps_the_artifact_found_inactive_this_turn() -> None:
    *_, restrict = parse_ability(ELI).effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "activate"
    assert restrict.player is Player.ALL_PLAYERS
    assert restrict.target is not None
    assert restrict.target.types == ("Artifact",)
    assert restrict.target.count.quantifier is Quantifier.EXACTLY
    assert restrict.target.count.number == 1
    assert restrict.duration is not None
    assert restrict.duration.unit is DurationUnit.TURN
    assert not restrict.optional


def test_the_engine_refuses_a_restriction_from_activating() -> None:
    support = ability_support(full_pool().get("Eli the Priest (Pa)"))
    assert support.readable
    assert not support.carried_out
    assert "a restriction from 'activate'" in support.missing


# -- "while this Panic Demon remains": this card, called by its title -------------------------

PANIC_DEMON = (  # Panic Demon (Pale Green)
    "If rescue attempt fails, you may place this card on a Hero in a territory.  "
    "Hero cannot enter battle while this Panic Demon remains.  May band to Panic Demon."
)


def test_panic_demon_keeps_the_hero_out_of_battle_while_it_remains() -> None:
    _, restrict, _ = parse_ability(PANIC_DEMON).effects
    assert isinstance(restrict, Restrict)
    assert restrict.action == "enter_battle"
    assert restrict.target is not None
    assert restrict.target.types == ("Hero",)
    duration = restrict.duration
    assert duration is not None
    assert duration.unit is DurationUnit.WHILE
    assert isinstance(duration.until, StatusIs)
    assert duration.until.status is Status.IN_PLAY
    subject = duration.until.subject
    assert subject is not None
    assert subject.ref is Ref.THIS_CARD
    assert subject.names == ("Panic Demon",)


# -- "to the fight": the battle --------------------------------------------------------------


def test_sound_the_alarm_adds_a_second_hero_to_the_battle_for_one_turn() -> None:
    text = "Holder may add a second Hero to the fight for one turn."  # Sound the Alarm (A)
    (add,) = parse_ability(text).effects
    assert isinstance(add, AddToBattle)
    assert add.optional
    assert add.target.types == ("Hero",)
    assert add.target.qualifiers == ("second",)
    assert add.target.count.number == 1
    assert add.duration is not None
    assert add.duration.unit is DurationUnit.TURN
    assert add.duration.count == 1
    # as "to the battle" reads
    (battle,) = parse_ability("Holder may add a second Hero to the battle for one turn.").effects
    assert evolve(add, span=battle.span) == battle


def test_two_olive_branches_lets_the_user_add_a_second_gold_hero() -> None:
    text = "A second Hero from the Gold Brigade may be added to the battle for one turn."
    (add,) = parse_ability(text).effects  # Two Olive Branches
    assert isinstance(add, AddToBattle)
    assert add.optional
    assert add.actor is None
    assert add.target.types == ("Hero",)
    assert add.target.brigades == (Brigade.GOLD,)
    assert add.target.qualifiers == ("second",)
    assert add.duration is not None
    assert add.duration.unit is DurationUnit.TURN
    # as the user adding it reads
    (active,) = parse_ability(
        "Holder may add a second Hero from the Gold Brigade to the battle for one turn."
    ).effects
    assert evolve(add, span=active.span) == active


# -- "Jacob returns increased 3/3 and has first strike ability" -------------------------------

JACOB = "Set Jacob aside for 1 turn.  Jacob returns increased 3/3 and has first strike ability."


def test_jacobs_new_name_increases_jacob_and_gives_first_strike_on_his_return() -> None:
    set_aside, increase, first_strike = card_ability(full_pool().get("Jacob's New Name")).effects
    assert isinstance(set_aside, SetAside)
    assert isinstance(increase, Increase)
    assert (increase.amount.strength.value, increase.amount.toughness.value) == (3, 3)
    assert increase.trigger == AtMoment(Moment.ON_RETURN)
    assert increase.target.names == ("Jacob",)
    assert isinstance(first_strike, FirstStrike)
    assert first_strike.trigger == AtMoment(Moment.ON_RETURN)
    assert first_strike.target == increase.target
    assert first_strike.link is Link.AND
    assert parse_ability(JACOB).effects[1:] == (increase, first_strike)


# -- first strike, said again in brackets -----------------------------------------------------


def test_pillar_of_a_cloud_gives_first_strike_its_meaning_recalled() -> None:
    text = (  # Pillar of a Cloud (G), "end" for "ends" mended
        "Hero has first strike (if battle end in mutual destruction by numbers, hero is not "
        "discarded)."
    )
    (first_strike,) = parse_ability(text).effects
    assert isinstance(first_strike, FirstStrike)
    assert first_strike.target.types == ("Hero",)
    assert first_strike.trigger is None
    (plain,) = parse_ability("Hero has first strike.").effects
    assert evolve(first_strike, span=plain.span) == plain


# -- "discard special abilities": discard abilities -------------------------------------------


def test_altar_of_incense_protects_ot_heroes_from_evil_discard_abilities() -> None:
    text = "O.T. Heroes are protected from discard special abilities on evil enhancements."
    (protect,) = parse_ability(text).effects  # Altar of Incense (E)
    assert isinstance(protect, Protect)
    assert protect.target.types == ("Hero",)
    assert protect.target.identifiers == ("O.T.",)
    assert protect.target.count.quantifier is Quantifier.ALL
    assert protect.source.abilities == ("discard",)
    assert protect.source.types == ("ability",)
    (place,) = protect.source.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.types == ("Enhancement",)
    assert place.card.alignment is not None
    assert place.card.alignment.value == "Evil"


# -- ", then shuffle": the draw pile searched ------------------------------------------------


def test_great_faith_shuffles_the_draw_pile_it_searched() -> None:
    text = (  # Great Faith (Wo)
        "Holder may search own draw pile and exchange this card with another enhancement "
        "card, then shuffle."
    )
    search, exchange, shuffle = parse_ability(text).effects
    assert isinstance(search, Search)
    assert isinstance(exchange, Exchange)
    assert isinstance(shuffle, Shuffle)
    assert shuffle.link is Link.THEN
    assert shuffle.target.count.quantifier is Quantifier.ALL
    assert shuffle.target.locations == search.locations
    assert shuffle.target.locations == (Location(Zone.DECK, owner=Player.OWN),)
    assert shuffle.target.ref is None
    assert shuffle.into is None


# -- "instead (except a Lost Soul card)": the cards left out of those the effect names --------


def test_siseras_army_leaves_lost_souls_out_of_the_cards_underdecked_instead() -> None:
    text = (  # Sisera's Army
        "If you control another Canaanite, withdraw an O.T. Hero (except Barak). Opponent may "
        "underdeck X cards from hand or territory instead (except a Lost Soul card). Cannot be "
        "prevented."
    )
    _, underdeck = parse_ability(text).effects
    assert isinstance(underdeck, Underdeck)
    assert underdeck.optional
    assert underdeck.actor is not None
    assert underdeck.actor.player is Player.OPPONENT
    assert [m.kind for m in underdeck.modifiers] == ["instead"]
    target = underdeck.target
    assert target.count.variable == "X"
    assert target.locations == (Location(Zone.HAND), Location(Zone.TERRITORY))
    (excepted,) = target.exceptions
    assert excepted.types == ("Lost Soul",)
    # as the bracket before "instead" reads
    (before,) = parse_ability(
        "Opponent may underdeck X cards from hand or territory (except a Lost Soul card) instead."
    ).effects
    assert isinstance(before, Underdeck)
    assert before.target == target


# -- "of that human's brigade", "from Hero's testament": matching it -------------------------


def test_testing_solomons_wisdom_reveals_cards_matching_the_humans_brigade() -> None:
    text = (  # Testing Solomon's Wisdom
        "Regardless of immunity, place a human beneath deck. Owner may reveal two cards of "
        "that human's brigade from hand instead. Cannot be negated."
    )
    _, reveal = parse_ability(text).effects
    assert isinstance(reveal, Reveal)
    assert reveal.actor is not None
    assert reveal.actor.player is Player.OWNER
    assert reveal.target.count.number == 2
    assert reveal.target.qualifiers == (MATCHING_THAT_BRIGADE,)
    assert reveal.target.locations == (Location(Zone.HAND),)
    same = "Owner may reveal two cards matching that human's brigade from hand instead."
    (matching,) = parse_ability(same).effects
    assert isinstance(matching, Reveal)
    assert matching.target == reveal.target


def test_bless_the_nations_bands_to_humans_of_the_heros_testament() -> None:
    text = "Hero may band to up to X humans from Hero\u2019s testament."  # Bless the Nations
    (band,) = parse_ability(text).effects
    assert isinstance(band, Band)
    assert band.target.count.quantifier is Quantifier.UP_TO
    assert band.target.count.variable == "X"
    assert band.target.identifiers == ("human",)
    assert band.target.qualifiers == ("matching_testament",)
    support = ability_support(full_pool().get("Bless the Nations"))
    assert support.missing == ("qualifier 'matching_testament'",)


# -- "Isaiah's * ability": the star ability on that card -------------------------------------


def test_isaiah_activates_the_star_ability_on_isaiah() -> None:
    text = "(Hero) You may activate Isaiah's * ability."  # Isaiah
    (activate,) = parse_ability(text).effects
    assert isinstance(activate, ActivateAbility)
    assert activate.optional
    assert activate.section == "HERO"
    assert activate.target.types == ("ability",)
    assert activate.target.qualifiers == ("star",)
    (place,) = activate.target.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert place.card.names == ("Isaiah",)
    assert not ability_support(full_pool().get("Isaiah")).carried_out


def test_the_engine_refuses_an_exchange_with_a_card_of_the_pile_searched() -> None:
    # the search names no card to find: the engine would take any card found to hand and
    # look for the other Enhancement elsewhere
    support = ability_support(full_pool().get("Great Faith (Wo)"))
    assert support.readable
    assert not support.carried_out
    assert support.missing == (
        "a search for no card named",
        "an exchange with a card of the pile a search before it looks through",
    )


@pytest.mark.parametrize(
    "text",
    [
        # another passive than "activated", or a player as what is not activated
        "Artifact may not be zapped this turn.",
        "Opponent may not be activated this turn.",
        # "this" before a name no card has
        "Hero cannot enter battle while this Zorblax remains.",
        # "the fight" only before a duration or the end: not "fight each other"
        "Holder may add a second Hero to the fight each other.",
        "Holder may add a second Hero to the fights for one turn.",
        # only "may", and only the battle
        "A second Hero from the Gold Brigade must be added to the battle for one turn.",
        "A second Hero from the Gold Brigade may be added to the territory for one turn.",
        # only first strike joins the increase on the return
        "Jacob returns increased 3/3 and has first blorp ability.",
        "Jacob returns increased 3/3 and has first strike ability and draws.",
        # first strike said again only as the rules say it
        (
            "Hero has first strike (if battle ends in mutual destruction by numbers, hero is "
            "discarded)."
        ),
        "Hero has first strike (if battle ends in a stalemate, hero is not discarded).",
        # only "discard special abilities", and only as what is protected from
        "O.T. Heroes are protected from blorp special abilities on evil enhancements.",
        "Negate discard special abilities on evil enhancements.",
        # an exception after another word than a place or "instead"
        "Opponent may underdeck X cards from hand or territory quickly (except a Lost Soul).",
        # "of ... brigade" only after "that", "from ... testament" only a card's
        "Owner may reveal two cards of a human's brigade from hand instead.",
        "Owner may reveal two cards of that human's book from hand instead.",
        "Hero may band to up to X humans from Zorblax's testament.",
        "Hero may band to up to X humans from Hero's brigade.",
        # a star ability of a card no card is called, or several
        "You may activate Zorblax's * ability.",
        "You may activate Isaiah's * abilities.",
        # a shuffle after no search, or after a search of a pile other than a draw pile
        "Draw 2, then shuffle.",
        (
            "Holder may search own discard pile and exchange this card with another "
            "enhancement card, then shuffle."
        ),
        (
            "Holder may search own draw pile and exchange this card with another enhancement "
            "card and shuffle."
        ),
    ],
)
def test_near_misses_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
