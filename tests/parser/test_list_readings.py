"""Lists of cards read as the cards mean them, each from a real card's text.

A count said once before a list, adjectives sharing the noun after them, an exception in
brackets and a number kept back of all the cards: each test names its card and asserts the
fields its effect records hold.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Count, Join, Quantifier, Zone
from redemption_rules.effects.kinds import Discard, Negate, Take, Underdeck, Withdraw
from redemption_rules.effects.targets import Controls, Player, Selector, UsedBy
from redemption_rules.effects.timing import OnEvent
from redemption_rules.parser import parse_ability

if TYPE_CHECKING:
    from redemption_rules import CardPool
    from redemption_rules.effects import Ability


def _ability(pool: CardPool, name: str) -> Ability:
    return parse_ability(pool.get(name).special_ability)


def _kinds(selector: Selector) -> list[tuple[tuple[str, ...], tuple[str, ...]]]:
    return [(part.types, part.identifiers) for part in selector.parts]


# -- two adjectives before one noun: the noun is each one's


def test_one_giant_or_warrior_class_evil_character_is_an_evil_character(pool: CardPool) -> None:
    # David's Victory: "Discard one giant or warrior class evil character in play."
    (discard,) = _ability(pool, "David's Victory").effects
    assert isinstance(discard, Discard)
    target = discard.target
    assert (target.join, target.count) == (Join.OR, Count(Quantifier.EXACTLY, 1))
    assert _kinds(target) == [
        (("Evil Character",), ("giant",)),
        (("Evil Character",), ("warrior",)),
    ]
    for part in target.parts:
        assert [place.zone for place in part.locations] == [Zone.PLAY]


def test_a_multi_brigade_or_territory_class_character_is_either(pool: CardPool) -> None:
    # Flying Scroll (PoC): "take a multi-brigade or territory class character": a
    # multi-brigade character (of any class) or a territory class character.
    take = _ability(pool, "Flying Scroll (PoC)").effects[-1]
    assert isinstance(take, Take)
    multi, territory = take.target.parts
    assert take.target.join is Join.OR
    assert (multi.types, multi.identifiers, multi.qualifiers) == (
        ("character",),
        (),
        ("multi_brigade",),
    )
    assert (territory.types, territory.identifiers, territory.qualifiers) == (
        ("character",),
        ("territory class",),
        (),
    )


def test_evil_multi_brigade_and_evil_territory_class_cards_are_two_kinds(pool: CardPool) -> None:
    # Peleg (LoC), TOP: evil multi-brigade cards (of any class) and evil territory class cards
    negate = next(
        e
        for e in _ability(pool, "Peleg, the Divider / Peleg, the Tributary (LoC)").effects
        if isinstance(e, Negate) and e.target.parts
    )
    assert isinstance(negate, Negate)
    multi, territory = negate.target.parts
    assert (multi.identifiers, multi.qualifiers) == ((), ("multi_brigade",))
    assert (territory.identifiers, territory.qualifiers) == (("territory class",), ())
    assert multi.alignment is territory.alignment is Alignment.EVIL


def test_an_identifier_before_an_artifact_identifier_keeps_its_own_noun() -> None:
    # "a priest or Temple Artifact": "Temple Artifact" is an Artifact's identifier (ORDIR),
    # not a noun the priest shares.
    text = "If you control a priest or Temple Artifact, negate Sites."
    condition = parse_ability(text).effects[0].condition
    assert isinstance(condition, Controls)
    assert _kinds(condition.target) == [((), ("priest",)), (("Artifact",), ("Temple",))]


def _books(selector: Selector) -> list[tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]]:
    return [(part.types, part.books, part.names) for part in selector.parts]


def test_a_book_before_or_and_a_noun_is_a_book_of_that_noun(pool: CardPool) -> None:
    # I AM Has Sent Me: "If used by an Exodus or * Hero, interrupt the battle.": an Exodus
    # Hero or a * Hero, and no card named "Exodus"
    interrupt = _ability(pool, "I AM Has Sent Me").effects[1]
    assert isinstance(interrupt.condition, UsedBy)
    user = interrupt.condition.user
    assert user.join is Join.OR
    assert _books(user) == [(("Hero",), ("Exodus",), ()), (("Hero",), (), ())]
    assert user.parts[1].qualifiers == ("star",)
    # Meeting the Messiah: "If used by a Luke or John Hero, convert ..."
    convert = _ability(pool, "Meeting the Messiah").effects[0]
    assert isinstance(convert.condition, UsedBy)
    assert _books(convert.condition.user) == [
        (("Hero",), ("Luke",), ()),
        (("Hero",), ("John",), ()),
    ]


def test_the_noun_after_the_verb_of_a_trigger_takes_the_bare_noun_after_it(pool: CardPool) -> None:
    # House in Bethany: "If opponent's demon blocks your Luke or John Hero, reveal ...": the
    # Hero blocked is yours and of either book; the demon is the opponent's alone
    reveal = _ability(pool, "House in Bethany").effects[1]
    trigger = reveal.trigger
    assert isinstance(trigger, OnEvent)
    assert trigger.subject is not None
    assert trigger.target is not None
    assert (trigger.subject.identifiers, trigger.subject.parts) == (("demon",), ())
    assert _books(trigger.target) == [(("Hero",), ("Luke",), ()), (("Hero",), ("John",), ())]
    assert {part.owner for part in trigger.target.parts} == {Player.YOU}


def test_a_book_with_a_noun_of_its_own_after_or_stays_a_name(pool: CardPool) -> None:
    # Day of Fury (RoJ): "If used by a Job or a Revelation Hero": "a Revelation Hero" has
    # its own determiner, so "a Job" is not given its noun
    banish = _ability(pool, "Day of Fury (RoJ)").effects[0]
    assert isinstance(banish.condition, UsedBy)
    assert _books(banish.condition.user) == [((), (), ("Job",)), (("Hero",), ("Revelation",), ())]


# -- a count said once before an "or" / "and/or" list counts the whole list


def test_up_to_x_evil_cards_and_or_lost_souls_is_up_to_x_in_all(pool: CardPool) -> None:
    negate = next(
        e for e in _ability(pool, "Ezekiel, the Vindicator (PoC)").effects if isinstance(e, Negate)
    )
    assert negate.target.join is Join.AND_OR
    assert negate.target.count == Count(Quantifier.UP_TO, variable="X")
    assert _kinds(negate.target) == [(("card",), ()), (("Lost Soul",), ())]


def test_x_curses_or_weapons_is_x_in_all(pool: CardPool) -> None:
    negate, discard = _ability(pool, "Gloria in Excelsis Deo").effects[:2]
    for effect in (negate, discard):
        assert isinstance(effect, (Negate, Discard))
        assert effect.target.join is Join.OR
        assert effect.target.count == Count(Quantifier.EXACTLY, variable="X")


def test_up_to_two_evil_enhancements_or_curses_is_up_to_two_in_all(pool: CardPool) -> None:
    discard = _ability(pool, "Spiritual Sacrifices").effects[-1]
    assert isinstance(discard, Discard)
    assert discard.target.count == Count(Quantifier.UP_TO, 2)
    assert _kinds(discard.target) == [(("Enhancement",), ()), (("Curse",), ())]


def test_up_to_x_cards_and_or_lost_souls_is_up_to_x_in_all(pool: CardPool) -> None:
    underdeck = next(
        e
        for e in _ability(pool, "Prince of the Air [2025 - Regional]").effects
        if isinstance(e, Underdeck)
    )
    assert underdeck.target.count == Count(Quantifier.UP_TO, variable="X")


def test_a_card_or_a_lost_soul_is_still_one_card() -> None:
    discard = parse_ability("Discard a Hero or a Lost Soul.").effects[0]
    assert isinstance(discard, Discard)
    assert discard.target.count == Count(Quantifier.EXACTLY, 1)


# -- "(except ...)" in brackets ends the exception


def test_n_t_enhancements_after_a_bracketed_exception_are_negated(pool: CardPool) -> None:
    # Jehu, Message Bringer: "Negate characters (except good prophets) and N.T. Enhancements."
    negate = _ability(pool, "Jehu, Message Bringer").effects[-1]
    assert isinstance(negate, Negate)
    characters, enhancements = negate.target.parts
    assert negate.target.join is Join.AND
    assert characters.types == ("character",)
    (prophets,) = characters.exceptions
    assert (prophets.alignment, prophets.identifiers, prophets.types) == (
        Alignment.GOOD,
        ("prophet",),
        (),
    )
    assert (enhancements.types, enhancements.identifiers) == (("Enhancement",), ("N.T.",))
    assert enhancements.exceptions == ()
    assert enhancements.alignment is None


def test_names_after_an_open_except_are_still_excepted() -> None:
    text = "Negate silver brigade, except Michael, Gabriel, and Captain of the Host."
    negate = parse_ability(text).effects[0]
    assert isinstance(negate, Negate)
    (excepted,) = negate.target.exceptions
    assert len(excepted.parts) == 3


# -- a number excepted from all the cards is a number kept back


def test_all_heroes_except_one_is_all_but_one(pool: CardPool) -> None:
    # Wild Animals: "Withdraw all Heroes (except 1)."
    withdraw = _ability(pool, "Wild Animals").effects[-1]
    assert isinstance(withdraw, Withdraw)
    assert withdraw.target.count == Count(Quantifier.ALL_BUT, 1)
    assert (withdraw.target.types, withdraw.target.exceptions) == (("Hero",), ())


def test_all_characters_except_1_hero_and_1_evil_character_keeps_one_of_each(
    pool: CardPool,
) -> None:
    # Grumbling at God: all Heroes but one and all Evil Characters but one.
    withdraw = next(
        e for e in _ability(pool, "Grumbling at God").effects if isinstance(e, Withdraw)
    )
    target = withdraw.target
    assert (target.count.quantifier, target.join, target.exceptions) == (
        Quantifier.ALL,
        Join.AND,
        (),
    )
    assert [(part.types, part.count, part.exceptions) for part in target.parts] == [
        (("Hero",), Count(Quantifier.ALL_BUT, 1), ()),
        (("Evil Character",), Count(Quantifier.ALL_BUT, 1), ()),
    ]


def test_an_exception_with_an_article_is_a_kind_not_a_number() -> None:
    text = "Negate and discard an evil card (except a human)."
    negate = parse_ability(text).effects[0]
    assert isinstance(negate, Negate)
    (human,) = negate.target.exceptions
    assert human.identifiers == ("human",)
    assert negate.target.count == Count(Quantifier.EXACTLY, 1)


# -- a place after "and", its verb's words taken off, is one more place of the same cards


def test_evil_enhancements_in_play_and_set_aside_area_are_up_to_x_in_all(pool: CardPool) -> None:
    # Sins Forgotten: "Negate and remove up to X evil Enhancements in play and set-aside area
    # from the game": up to X evil Enhancements in all, from either place; before, up to X
    # from each, and any evil card in a set-aside area.
    negate, banish = _ability(pool, "Sins Forgotten").effects[:2]
    for effect in (negate, banish):
        target = effect.target  # type: ignore[attr-defined]
        assert target.parts == ()
        assert target.count == Count(Quantifier.UP_TO, variable="X")
        assert (target.alignment, target.types) == (Alignment.EVIL, ("Enhancement",))
        assert [place.zone for place in target.locations] == [Zone.PLAY, Zone.SET_ASIDE]


def test_heroes_in_your_territory_and_set_aside_area_are_heroes_in_both() -> None:
    text = "Protect Heroes in your territory and set-aside area from discard abilities."
    protect = parse_ability(text).effects[0]
    target = protect.target  # type: ignore[attr-defined]
    assert (target.types, target.parts) == (("Hero",), ())
    assert [place.zone for place in target.locations] == [Zone.TERRITORY, Zone.SET_ASIDE]
