"""Wordings of the real pool, each read from a card's text into the fields it means."""

from __future__ import annotations

from redemption_rules.effects import (
    Count,
    Join,
    Link,
    Location,
    Player,
    Quantifier,
    Ref,
    Selector,
    StatLimit,
    Zone,
)
from redemption_rules.effects.kinds import (
    Bounce,
    Discard,
    Exchange,
    Immune,
    Negate,
    Place,
    Search,
    SetAside,
    Take,
    Topdeck,
    Withdraw,
)
from redemption_rules.effects.modifiers import CannotBeInterrupted, CannotBeNegated, Regardless
from redemption_rules.effects.targets import Happened, UsedBy
from redemption_rules.parser import parse_ability

ONE = Count(Quantifier.EXACTLY, 1)
ALL = Count(Quantifier.ALL)


def test_may_be_returned_to_holders_hand_is_an_optional_bounce() -> None:
    # Flight of Spies
    (bounce,) = parse_ability("One good enhancement may be returned to holder's hand.").effects
    assert isinstance(bounce, Bounce)
    assert bounce.optional
    assert bounce.target.count == ONE
    assert bounce.target.types == ("Enhancement",)
    assert bounce.target.alignment is not None
    assert bounce.target.alignment.value == "Good"


def test_must_return_to_their_territories_withdraws() -> None:
    (effect,) = parse_ability(
        "All banded Evil Characters in battle must return to their territories."
    ).effects
    assert isinstance(effect, Withdraw)
    assert not effect.optional
    assert effect.target.count == ALL
    assert effect.target.types == ("Evil Character",)
    assert effect.target.qualifiers == ("banded",)


def test_may_return_to_territory_is_an_optional_withdraw() -> None:
    # Withered Hand
    (effect,) = parse_ability(
        "Selected human Evil Character in battle may return to territory."
    ).effects
    assert isinstance(effect, Withdraw)
    assert effect.optional
    assert effect.target.identifiers == ("human",)
    assert Location(Zone.BATTLE) in effect.target.locations


def test_a_verb_in_brackets_is_an_alternative_under_its_condition() -> None:
    # Angelic Guidance [RR2]
    ability = parse_ability(
        "Look at a hand. You may topdeck (or take if you have attacked this turn) "
        "a silver card from deck or Reserve."
    )
    _, topdeck, take = ability.effects
    assert isinstance(topdeck, Topdeck)
    assert isinstance(take, Take)
    assert topdeck.condition is None
    assert take.condition == Happened("attacked", Player.YOU, within="turn")
    assert take.link is Link.OR
    assert take.optional
    assert take.target == topdeck.target
    assert [brigade.value for brigade in take.target.brigades] == ["Silver"]
    zones = [location.zone for location in take.target.locations]
    assert zones == [Zone.DECK, Zone.RESERVE]


def test_have_not_attacked_is_a_negated_event() -> None:
    # Lost Soul "Wanderer"
    (effect,) = parse_ability(
        "During your turn, if you have not attacked, you may exchange this card with a "
        "different Lost Soul in opponent's territory."
    ).effects
    assert isinstance(effect, Exchange)
    assert effect.condition == Happened("attacked", Player.YOU, negated=True)
    assert effect.target.ref is Ref.THIS_CARD
    assert effect.other is not None
    assert effect.other.types == ("Lost Soul",)
    assert effect.other.qualifiers == ("different",)


def test_regardless_in_brackets_after_an_effect_is_its_modifier() -> None:
    # Ambush the City
    ability = parse_ability(
        "If making a rescue attempt, set all cards in battle aside (regardless of immunity)."
    )
    (effect,) = ability.effects
    assert isinstance(effect, SetAside)
    assert effect.target.count == ALL
    assert [(type(m), m.of) for m in effect.modifiers if isinstance(m, Regardless)] == [
        (Regardless, "immune")
    ]


def test_abilities_of_stats_or_less() -> None:
    # Abner's Spear
    ability = parse_ability(
        "Holder may discard Abner's Spear to discard a male Hero in battle with abilities "
        "of */4 or less."
    )
    _, effect = ability.effects
    assert isinstance(effect, Discard)
    assert effect.target.types == ("Hero",)
    assert effect.target.stats == StatLimit(toughness=4, quantifier=Quantifier.AT_MOST)


def test_abilities_stats_without_of() -> None:
    (effect,) = parse_ability(
        "Discard a non-human evil character with abilities */3 or less."
    ).effects
    assert isinstance(effect, Discard)
    assert effect.target.stats == StatLimit(toughness=3, quantifier=Quantifier.AT_MOST)


def test_a_toughness_of_bracketed_stats() -> None:
    # Massacre of Innocents (Ap)
    (effect,) = parse_ability(
        "Discard all male Heroes in play with a toughness of (*/3) or less."
    ).effects
    assert isinstance(effect, Discard)
    assert effect.target.identifiers == ("male",)
    assert effect.target.stats == StatLimit(toughness=3, quantifier=Quantifier.AT_MOST)


def test_a_toughness_of_stats_or_greater() -> None:
    # The Pit
    place, _ = parse_ability(
        "Holder may place a demon with a toughness of */7 or greater on this fortress "
        "(or return it to territory) during his preparation phase."
    ).effects
    assert isinstance(place, Place)
    assert place.target.stats == StatLimit(toughness=7, quantifier=Quantifier.AT_LEAST)


def test_a_word_in_the_title() -> None:
    (effect,) = parse_ability("May band to an Evil Character with Herod in the title.").effects
    assert effect.target.types == ("Evil Character",)  # type: ignore[attr-defined]
    assert effect.target.text == "Herod"  # type: ignore[attr-defined]


def test_the_word_in_card_title() -> None:
    (effect,) = parse_ability(
        "Hero is immune to any card with the word False in card title."
    ).effects
    assert isinstance(effect, Immune)
    assert effect.source is not None
    assert effect.source.text == "False"


def test_quoted_words_joined_by_or_are_alternatives() -> None:
    ability = parse_ability(
        "You may search deck or Reserve for a card with “Trumpet” or “Trumpets” in the title."
    )
    (effect,) = ability.effects
    assert isinstance(effect, Search)
    assert effect.target is not None
    assert effect.target.join is Join.OR
    assert [part.text for part in effect.target.parts] == ["Trumpet", "Trumpets"]
    assert all(part.types == ("card",) for part in effect.target.parts)


def test_title_words_of_abilities_belong_to_the_cards_they_are_on() -> None:
    (effect,) = parse_ability(
        "Negate special abilities on cards with the word false, lying, deception, or deceit "
        "in the title."
    ).effects
    assert isinstance(effect, Negate)
    assert effect.target.types == ("ability",)
    (place,) = effect.target.locations
    assert place.zone is Zone.ON_CARD
    assert place.card is not None
    assert [part.text for part in place.card.parts] == ["false", "lying", "deception", "deceit"]


def test_a_word_in_title_or_reference() -> None:
    # the card "Joseph (FooF)"
    ability = parse_ability(
        "Search deck for Storehouse or Goshen. Protect sons of Jacob from discard. "
        "Enhancements with Joseph in title or reference cannot be negated."
    )
    (modifier,) = ability.modifiers
    assert isinstance(modifier, CannotBeNegated)
    assert modifier.cards == Selector(count=ALL, types=("Enhancement",), text="Joseph")


def test_has_not_used_is_a_negated_event() -> None:
    # Deceitful Sin
    (effect,) = parse_ability(
        "If you have not used a search ability this turn, end the battle."
    ).effects
    assert isinstance(effect.condition, Happened)
    assert effect.condition.negated
    assert effect.condition.event == "used"
    assert effect.condition.player is Player.YOU
    assert effect.condition.target is not None
    assert effect.condition.target.abilities == ("search",)


def test_a_quoted_word_in_the_title_of_the_user() -> None:
    (modifier,) = parse_ability(
        "Cannot be interrupted if used by a Character with 'False' in the title."
    ).modifiers
    assert isinstance(modifier, CannotBeInterrupted)
    assert isinstance(modifier.condition, UsedBy)
    assert modifier.condition.user.text == "False"
