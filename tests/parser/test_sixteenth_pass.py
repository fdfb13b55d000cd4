"""Wordings read (or refused) in the grammar's sixteenth coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Player, Quantifier, Zone
from redemption_rules.effects.kinds import Discard, Draw, Negate, Release, Restrict, Search
from redemption_rules.effects.targets import Compare, Controls, Join, Location
from redemption_rules.effects.timing import Event, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "If an opponent's evil or neutral card targets ...": the list is the card that targets --


def test_an_evil_or_neutral_card_that_targets_a_hero_is_the_cause() -> None:
    # the wording of Faithful Witness with a Hero targeted: it used to read "an opponent's
    # evil Hero, or your Hero targeted by a neutral card"
    text = "If an opponent's evil or neutral card targets your Hero, draw 1."
    (draw,) = parse_ability(text).effects
    trigger = draw.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.CHOSEN
    assert trigger.subject is not None
    assert (trigger.subject.owner, trigger.subject.types) == (Player.YOU, ("Hero",))
    assert not trigger.subject.parts
    cause = trigger.by
    assert cause is not None
    assert cause.join is Join.OR
    assert [(part.owner, part.alignment, part.types) for part in cause.parts] == [
        (Player.OPPONENT, Alignment.EVIL, ("card",)),
        (Player.OPPONENT, Alignment.NEUTRAL, ("card",)),
    ]


def test_a_list_after_an_active_verb_is_what_the_verb_is_done_to() -> None:
    text = "If an Evil Character discards your Hero or Evil Character, draw 1."
    (draw,) = parse_ability(text).effects
    trigger = draw.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.DISCARDED
    assert trigger.by is not None
    assert trigger.by.types == ("Evil Character",)
    assert trigger.subject is not None
    assert [(part.owner, part.types) for part in trigger.subject.parts] == [
        (Player.YOU, ("Hero",)),
        (Player.YOU, ("Evil Character",)),
    ]


# -- "targets your hand or deck": the cards there are targeted ----------------------------


@pytest.mark.parametrize(
    "text",
    [
        # Faithful Witness (RoJ)
        (
            "If an opponent's evil or neutral card targets your hand or deck, you may discard "
            "this Hero to negate that ability and search discard pile for a good Enhancement."
        ),
        # Faithful Witness (RoJ AB)
        (
            "If an opponent\u2019s evil or neutral card targets your hand or deck, you may "
            "discard this Hero to negate that ability and search discard pile for a good "
            "Enhancement."
        ),
    ],
)
def test_faithful_witness_answers_a_card_that_targets_your_hand_or_deck(text: str) -> None:
    discard, negate, search = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert isinstance(negate, Negate)
    assert isinstance(search, Search)
    assert discard.cost
    trigger = discard.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.CHOSEN
    assert trigger.subject is not None
    assert trigger.subject.types == ("card",)
    assert trigger.subject.locations == (
        Location(Zone.HAND, owner=Player.YOU),
        Location(Zone.DECK, owner=Player.YOU),
    )
    assert trigger.by is not None
    assert [(part.owner, part.alignment) for part in trigger.by.parts] == [
        (Player.OPPONENT, Alignment.EVIL),
        (Player.OPPONENT, Alignment.NEUTRAL),
    ]
    assert negate.trigger == trigger == search.trigger


def test_retribution_makes_the_player_whose_ability_targets_your_hand_discard() -> None:
    # Lost Soul "Retribution" [Acts 16:22]
    text = (
        "If an opponent's special ability targets your hand, he must discard a card from his "
        "territory (except a Lost Soul)."
    )
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.actor is not None
    assert discard.actor.player is Player.THAT_PLAYER
    trigger = discard.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.event is Event.CHOSEN
    assert trigger.subject is not None
    assert trigger.subject.locations == (Location(Zone.HAND, owner=Player.YOU),)
    assert trigger.by is not None
    assert (trigger.by.owner, trigger.by.types) == (Player.OPPONENT, ("ability",))


@pytest.mark.parametrize(
    "text",
    [
        # another player's place, or a place with no comma after it, is not read
        "If an opponent's special ability targets their hand, draw 1.",
        "If an opponent's special ability targets your hand and you draw, draw 1.",
        "If an opponent's special ability targets your territory, draw 1.",
    ],
)
def test_other_places_targeted_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "remove opponents' Lost Souls from Sites": a release ------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # Lost Soul "Slaves" [Hebrews 2:15], both printings
        (
            "If this card is put in territory, remove opponents' Lost Souls from Sites. "
            "Restrict players from putting Lost Souls into Sites."
        ),
        (
            "If this card is put in territory, remove opponents\u2019 Lost Souls from Sites. "
            "Restrict players from putting Lost Souls into Sites."
        ),
    ],
)
def test_slaves_releases_lost_souls_from_sites_and_restricts_putting_them_there(
    text: str,
) -> None:
    release, restrict = parse_ability(text).effects
    assert isinstance(release, Release)
    assert isinstance(release.trigger, OnEvent)
    assert release.trigger.event is Event.PUT_IN_PLAY
    souls = release.target
    assert (souls.count.quantifier, souls.owner, souls.types) == (
        Quantifier.ALL,
        Player.OPPONENTS,
        ("Lost Soul",),
    )
    (held,) = souls.locations
    assert held.zone is Zone.ON_CARD
    assert held.card is not None
    assert (held.card.count.quantifier, held.card.types) == (Quantifier.ALL, ("Site",))
    # back to the general Land of Bondage, as every release of a Lost Soul (REG: Release)
    assert release.destination is None
    assert isinstance(restrict, Restrict)
    assert restrict.action == "put_in_site"
    assert restrict.player is Player.ALL_PLAYERS
    assert restrict.target is not None
    assert restrict.target.types == ("Lost Soul",)


@pytest.mark.parametrize(
    "text",
    [
        "Remove a Hero from a Site.",
        "Remove a Lost Soul from your Sites.",
        "Remove a Lost Soul in battle from a Site.",
        "Restrict Heroes from putting Lost Souls into Sites.",
        "Restrict players from putting Heroes into Sites.",
    ],
)
def test_other_removals_and_puts_stay_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- players described by what they control, and where ------------------------------------


def test_a_place_after_the_cards_a_player_controls_is_theirs() -> None:
    # it used to drop "in territory": any N.T. human anywhere counted
    text = "All opponents who control a N.T. human in territory must discard a card from hand."
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.actor is not None
    assert discard.actor.player is Player.OPPONENTS
    having = discard.actor.having
    assert isinstance(having, Controls)
    assert having.player is Player.THAT_PLAYER
    assert having.target.identifiers == ("N.T.", "human")
    assert having.target.locations == (Location(Zone.TERRITORY),)


def test_jethro_lets_the_player_with_the_most_male_heroes_draw() -> None:
    # Jethro (G), its first sentence
    text = "The player with the most O.T. male heroes in territory may draw a card."
    (draw,) = parse_ability(text).effects
    assert isinstance(draw, Draw)
    assert draw.optional
    assert draw.actor is not None
    having = draw.actor.having
    assert isinstance(having, Compare)
    # more than every other player: a tie leaves none with the most (REG: Conditions)
    assert (having.relation, having.right) == ("most", None)
    assert having.left.owner is Player.THAT_PLAYER
    assert (having.left.types, having.left.identifiers) == (("Hero",), ("O.T.", "male"))
    assert having.left.locations == (Location(Zone.TERRITORY),)


@pytest.mark.parametrize(
    "text",
    [
        # a card's quality on a player was dropped
        "Each player with the most strength may draw a card.",
        # players described where cards are meant
        "Discard the Hero with the most Enhancements.",
    ],
)
def test_players_described_otherwise_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)
