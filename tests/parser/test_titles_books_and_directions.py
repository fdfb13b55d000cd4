"""Wordings once misread: "a son of Anak", books listed as books, where an event's card goes."""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Brigade
from redemption_rules.effects import (
    Count,
    Duration,
    DurationUnit,
    Join,
    Location,
    Player,
    Quantifier,
    Ref,
    Selector,
    Zone,
)
from redemption_rules.effects.kinds import AddToBattle, Band, Draw, Increase, Take
from redemption_rules.effects.modifiers import CannotBeNegated
from redemption_rules.effects.targets import Direction, Happened
from redemption_rules.effects.timing import Event, OnEvent
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ALL = Count(Quantifier.ALL)
BATTLE = Selector(count=ALL, locations=(Location(Zone.BATTLE),))

# -- "a son of Anak" --------------------------------------------------------------------------


def test_ahiman_bands_to_a_son_of_anak_by_title() -> None:
    # "son" used to be an identifier and "of Anak" a card called Anak that it sat on
    ability = parse_ability(
        "You may take Hebron or a Canaanite giant from discard pile. May band to a son of "
        "Anak. Band abilities on giants cannot be negated."
    )
    band = ability.effects[1]
    assert isinstance(band, Band)
    assert band.optional
    assert band.target == Selector(text="son of Anak")
    assert band.target.identifiers == ()
    assert band.target.locations == ()


@pytest.mark.parametrize("sentence", ["May band to a son.", "May band to sons of Anak."])
def test_a_son_alone_is_no_identifier(sentence: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(sentence)


def test_james_son_of_zebedee_is_still_one_name() -> None:
    discard = parse_ability("Discard James son of Zebedee. Capture Peter.").effects[0]
    assert discard.target == Selector(names=("James son of Zebedee",))  # type: ignore[attr-defined]


# -- books listed as books --------------------------------------------------------------------

JOHN_THE_APOCALYPTIST = (
    "May use John and Revelation Enhancements. John and Enhancements from John and "
    "Revelation played on him cannot be negated."
)


def test_john_and_revelation_enhancements_are_of_either_book() -> None:
    # "John" used to be a card called John beside the Revelation Enhancements
    use = parse_ability(JOHN_THE_APOCALYPTIST).effects[0]
    enhancements = use.enhancements  # type: ignore[attr-defined]
    assert enhancements.join is Join.AND
    assert enhancements.parts == (
        Selector(count=ALL, types=("Enhancement",), books=("John",)),
        Selector(count=ALL, types=("Enhancement",), books=("Revelation",)),
    )


def test_enhancements_from_john_and_revelation_are_of_either_book() -> None:
    # used to be Enhancements on a card called John, and a card called Revelation
    shield = parse_ability(JOHN_THE_APOCALYPTIST).modifiers[0]
    assert isinstance(shield, CannotBeNegated)
    assert shield.cards is not None
    john, enhancements = shield.cards.parts
    assert john == Selector(names=("John",))
    assert enhancements.types == ("Enhancement",)
    assert enhancements.count == ALL
    assert enhancements.books == ("John", "Revelation")
    assert enhancements.names == ()
    assert enhancements.qualifiers == ("played",)
    assert enhancements.locations == (Location(Zone.ON_CARD, card=Selector(ref=Ref.IT)),)


def test_a_brown_card_from_two_books_of_kings() -> None:
    ability = parse_ability(
        "STAR: Topdeck a brown human from deck. EC: May band to a brown king, or you may take "
        "a brown card from II Kings or II Chronicles from Reserve. Cannot be negated if you "
        "control a meek Lost Soul."
    )
    take = ability.effects[2]
    assert isinstance(take, Take)
    assert take.target == Selector(
        types=("card",),
        brigades=(Brigade.BROWN,),
        books=("II Kings", "II Chronicles"),
        locations=(Location(Zone.RESERVE),),
    )


def test_a_list_with_a_word_that_is_no_book_is_no_list_of_books() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Negate Enhancements from John and Bob.")


def test_a_list_of_sites_after_from_stays_cards() -> None:
    negate = parse_ability("Negate Enhancements from Goshen and Storehouse.").effects[0]
    assert negate.target.parts[0].books == ()  # type: ignore[attr-defined]
    assert negate.target.parts[1] == Selector(names=("Storehouse",))  # type: ignore[attr-defined]


# -- which way a card goes --------------------------------------------------------------------


def _trigger(text: str, index: int = 0) -> OnEvent:
    trigger = parse_ability(text).effects[index].trigger
    assert isinstance(trigger, OnEvent)
    return trigger


def test_removed_from_battle_leaves_battle() -> None:
    text = (
        "If your evil Syrian is removed from battle by an opponent's special ability, you may "
        "add this Evil Character to the battle."
    )
    effect = parse_ability(text).effects[0]
    assert isinstance(effect, AddToBattle)
    trigger = _trigger(text)
    assert trigger.event is Event.MOVED
    assert trigger.where == BATTLE
    assert trigger.direction is Direction.FROM
    assert trigger.subject is not None
    assert trigger.subject.owner is Player.YOU
    assert trigger.subject.identifiers == ("Syrian",)


def test_banded_into_battle_enters_battle() -> None:
    text = "If this character is banded into battle, you may draw a card.  May band to Panic Demon."
    assert isinstance(parse_ability(text).effects[0], Draw)
    trigger = _trigger(text)
    assert trigger.event is Event.BANDED
    assert trigger.where == BATTLE
    assert trigger.direction is Direction.INTO


def test_put_in_territory_enters_it() -> None:
    trigger = _trigger("If put in territory, you may topdeck a * card from Reserve.")
    assert trigger.event is Event.PUT_IN_PLAY
    assert trigger.where == Selector(count=ALL, locations=(Location(Zone.TERRITORY),))
    assert trigger.direction is Direction.INTO


@pytest.mark.parametrize(
    ("text", "event", "zone"),
    [
        ("If your evil human is discarded from battle, you may underdeck this card.",
         Event.DISCARDED, Zone.BATTLE),
        (("Interrupt the battle. Protect Heroes in battle from harm. If played from Reserve, "
          "you may draw 3."), Event.PLAYED, Zone.RESERVE),
        (("If blocked from hand, you may take a good N.T. card from deck. You may convert "
          "this card to meek to negate characters (except empty tomb Heroes) and Enhancements."),
         Event.BLOCKED, Zone.HAND),
    ],
)  # fmt: skip
def test_from_a_place_leaves_it(text: str, event: Event, zone: Zone) -> None:
    trigger = next(
        effect.trigger for effect in parse_ability(text).effects if effect.trigger is not None
    )
    assert isinstance(trigger, OnEvent)
    assert trigger.event is event
    assert trigger.where is not None
    assert trigger.where.locations[0].zone is zone
    assert trigger.direction is Direction.FROM


def test_where_an_event_happens_is_at_it() -> None:
    trigger = _trigger(
        "If played in battle, underdeck all Heroes. You may place in a territory: Protect "
        "Heroes in that territory from Artifacts and other Heroes."
    )
    assert trigger.event is Event.PLAYED
    assert trigger.where == BATTLE
    assert trigger.direction is Direction.AT


def test_an_event_with_no_place_has_no_direction() -> None:
    trigger = _trigger("When this Lost Soul is rescued, you may draw 2.")
    assert trigger.where is None
    assert trigger.direction is None


def test_until_removed_from_the_field_of_play_leaves_it() -> None:
    increase = parse_ability("Ananias gains 1/4 until removed from the field of play.").effects[0]
    assert isinstance(increase, Increase)
    duration = increase.duration
    assert isinstance(duration, Duration)
    assert duration.unit is DurationUnit.UNTIL
    happened = duration.until
    assert isinstance(happened, Happened)
    assert happened.event == Event.MOVED.value
    assert happened.where == Selector(count=ALL, locations=(Location(Zone.FIELD_OF_PLAY),))
    assert happened.direction is Direction.FROM
