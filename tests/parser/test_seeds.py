"""The seed texts of the ability-language issue, read field by field."""

from __future__ import annotations

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import (
    Ability,
    Count,
    Limit,
    Link,
    Location,
    Player,
    Position,
    Quantifier,
    Ref,
    Selector,
    Span,
    Zone,
)
from redemption_rules.effects.kinds import Band, Discard, Draw, Negate, Place, Reveal, Underdeck
from redemption_rules.effects.targets import UsedBy
from redemption_rules.parser import parse_ability

ONE = Count(Quantifier.EXACTLY, 1)
ALL = Count(Quantifier.ALL)


def quoted(ability: Ability, index: int) -> str:
    span = ability.effects[index].span
    return ability.text[span.start : span.end]


def test_you_may_draw_1_may_band_to_a_ruth_hero() -> None:
    ability = parse_ability("You may draw 1. May band to a Ruth Hero.")
    draw, band = ability.effects
    assert draw == Draw(Count(Quantifier.EXACTLY, 1), optional=True, span=Span(8, 14))
    assert quoted(ability, 0) == "draw 1"
    assert isinstance(band, Band)
    assert band.optional
    assert band.target == Selector(count=ONE, types=("Hero",), books=("Ruth",))
    assert quoted(ability, 1) == "band to a Ruth Hero"
    assert band.link is Link.NONE
    assert ability.modifiers == ()


def test_negate_evil_characters() -> None:
    ability = parse_ability("Negate Evil Characters.")
    (negate,) = ability.effects
    assert negate == Negate(Selector(count=ALL, types=("Evil Character",)), span=Span(0, 22))
    assert negate.kind == "negate"
    assert not negate.optional


def test_underdeck_a_random_card_from_opponents_hand() -> None:
    ability = parse_ability("Underdeck a random card from opponent's hand.")
    (underdeck,) = ability.effects
    assert isinstance(underdeck, Underdeck)
    assert underdeck.target == Selector(
        count=ONE,
        types=("card",),
        random=True,
        locations=(Location(Zone.HAND, owner=Player.OPPONENT),),
    )
    assert quoted(ability, 0) == "Underdeck a random card from opponent's hand"


def test_once_per_game_discard_the_top_card_to_discard_up_to_2() -> None:
    text = (
        "Once per game, you may discard the top card of your deck to discard up to 2 "
        "Evil Characters."
    )
    ability = parse_ability(text)
    cost, benefit = ability.effects
    limit = Limit(times=1, per="game", span=Span(0, 13))
    assert cost == Discard(
        Selector(
            count=ONE,
            types=("card",),
            locations=(Location(Zone.DECK, owner=Player.YOU, position=Position.TOP),),
        ),
        optional=True,
        cost=True,
        modifiers=(limit,),
        span=Span(23, 56),
    )
    assert quoted(ability, 0) == "discard the top card of your deck"
    assert benefit == Discard(
        Selector(count=Count(Quantifier.UP_TO, 2), types=("Evil Character",)),
        optional=True,
        link=Link.TO,
        modifiers=(limit,),
        span=Span(60, 91),
    )
    assert quoted(ability, 1) == "discard up to 2 Evil Characters"


def test_may_band_to_a_human_evil_character() -> None:
    ability = parse_ability("May band to a human Evil Character.")
    (band,) = ability.effects
    assert band == Band(
        Selector(count=ONE, types=("Evil Character",), identifiers=("human",)),
        optional=True,
        span=Span(4, 34),
    )


def test_discard_a_hero() -> None:
    (discard,) = parse_ability("Discard a Hero.").effects
    assert discard == Discard(Selector(count=ONE, types=("Hero",)), span=Span(0, 14))


def test_discard_an_evil_character() -> None:
    (discard,) = parse_ability("Discard an Evil Character.").effects
    assert discard == Discard(Selector(count=ONE, types=("Evil Character",)), span=Span(0, 25))
    assert discard.target.alignment is None


def test_reveal_the_top_3_cards_or_top_9_if_used_by_a_disciple() -> None:
    text = (
        "Reveal the top 3 cards of opponent's deck (or top 9 if used by a Disciple); put the "
        "revealed Lost Souls in opponent's territory and underdeck the rest."
    )
    ability = parse_ability(text)
    reveal, place, underdeck = ability.effects
    assert reveal == Reveal(
        Selector(
            count=Count(Quantifier.EXACTLY, 3),
            types=("card",),
            locations=(Location(Zone.DECK, owner=Player.OPPONENT, position=Position.TOP),),
            alternative=Count(Quantifier.EXACTLY, 9),
            alternative_condition=UsedBy(Selector(count=ONE, identifiers=("Disciple",))),
        ),
        span=Span(0, 74),
    )
    assert place == Place(
        Selector(count=ALL, types=("Lost Soul",), qualifiers=("revealed",)),
        Location(Zone.TERRITORY, owner=Player.OPPONENT),
        link=Link.THEN,
        span=Span(76, 127),
    )
    assert quoted(ability, 1) == "put the revealed Lost Souls in opponent's territory"
    assert underdeck == Underdeck(
        Selector(count=ALL, ref=Ref.THE_REST), link=Link.AND, span=Span(132, 150)
    )


def test_evil_card_keeps_its_alignment() -> None:
    (discard,) = parse_ability("Discard an evil card.").effects
    assert discard.target == Selector(count=ONE, alignment=Alignment.EVIL, types=("card",))
