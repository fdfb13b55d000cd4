"""Wordings read in the grammar's fourth coverage pass, each from a card of the pool.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them are nonsense or readings the REG does not allow, and stay refused.
"""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Stat
from redemption_rules.effects import (
    CannotBeInterrupted,
    CannotBeNegated,
    Count,
    Join,
    Link,
    Location,
    Player,
    Quantifier,
    Ref,
    Regardless,
    Selector,
    Zone,
)
from redemption_rules.effects.kinds import (
    Bounce,
    ChangeHandSize,
    Discard,
    Heal,
    Immune,
    Increase,
    Interrupt,
    Look,
    Protect,
    SetAside,
    Shuffle,
    Take,
    Withdraw,
)
from redemption_rules.effects.targets import Happened, OpposedBy, TurnOf, UsedBy
from redemption_rules.effects.timing import DurationUnit
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability
from redemption_rules.parser.normalize import normalize

ONE = Count(Quantifier.EXACTLY, 1)
ALL = Count(Quantifier.ALL)
THIS = Selector(ref=Ref.THIS_CARD)


# -- misprints of the pool, mended before the grammar reads the text --------------------------


@pytest.mark.parametrize(
    ("printed", "mended"),
    [
        ("If it is your turn banish this card:", "If it is your turn, banish this card:"),
        ("Regardless of immunity return an", "Regardless of immunity, return an"),
        ("is converted its owner may discard", "is converted, its owner may discard"),
        ("While Esther is in play all characters", "While Esther is in play, all characters"),
        ("If opponent has draw 5 or more cards", "If opponent has drawn 5 or more cards"),
        ("If an opponents evil card removes", "If an opponent's evil card removes"),
        (
            "the next time Hero enters battle he cannot",
            "the next time Hero enters battle, he cannot",
        ),
        ("Shuffle card pile.", "Shuffle draw pile."),
    ],
)
def test_misprints_of_the_pool_are_mended(printed: str, mended: str) -> None:
    assert normalize(printed).text.rstrip(".") == mended.rstrip(".")


def test_foreign_wives_counts_the_cards_an_opponent_drew_this_turn() -> None:
    text = (
        "Search discard pile for Household Idols. If opponent has draw 5 or more cards this "
        "turn, protect Foreign Wives from cards used by opponent. Cannot be negated."
    )
    _, protect = parse_ability(text).effects
    assert isinstance(protect, Protect)
    assert protect.target == Selector(count=ONE, names=("Foreign Wives",))
    drawn = Selector(count=Count(Quantifier.AT_LEAST, 5), types=("card",))
    assert protect.condition == Happened(
        "drawn", player=Player.OPPONENT, target=drawn, within="turn"
    )
    assert protect.source is not None
    assert protect.source.used_by == Selector(count=ALL, owner=Player.OPPONENT)


def test_a_new_beginning_banishes_itself_only_on_its_owners_turn() -> None:
    text = (
        "Negate protect abilities. If it is your turn banish this card: Shuffle all cards in "
        "play, set-aside, and hands. Each player must draw 8. Begin a new turn."
    )
    effects = parse_ability(text).effects
    banish, shuffle = effects[1], effects[2]
    assert banish.kind == "banish"
    assert banish.condition == TurnOf(Player.YOU)
    assert isinstance(shuffle, Shuffle)
    assert shuffle.link is Link.PAIRED
    assert shuffle.condition == TurnOf(Player.YOU)


def test_plague_of_frogs_shuffles_regardless_of_immunity() -> None:
    text = (
        "Regardless of immunity return an evil character in play to owner's draw pile.  "
        "Shuffle draw pile."
    )
    shuffle = parse_ability(text).effects[0]
    assert isinstance(shuffle, Shuffle)
    assert shuffle.target.types == ("Evil Character",)
    assert shuffle.target.locations == (Location(Zone.PLAY),)
    assert [type(m) for m in shuffle.modifiers] == [Regardless]
    assert isinstance(shuffle.modifiers[0], Regardless)
    assert shuffle.modifiers[0].of == "immune"


def test_esther_makes_all_but_haman_immune_while_she_is_in_play() -> None:
    text = (
        "While Esther is in play all characters except Haman are immune to Haman's Plot.  "
        "This ability cannot be negated."
    )
    immune = parse_ability(text).effects[0]
    assert isinstance(immune, Immune)
    assert immune.duration is not None
    assert immune.duration.unit is DurationUnit.WHILE
    assert immune.target.types == ("character",)
    assert immune.target.exceptions == (Selector(count=ONE, names=("Haman",)),)
    assert immune.source == Selector(count=ONE, names=("Haman's Plot",))


# -- kinds of ability, clause boundaries --------------------------------------------------------


def test_remove_from_game_abilities_after_discard_abilities_are_banish_abilities() -> None:
    text = (
        "Protect this Hero from discard abilities and remove from game abilities.  "
        "Cannot be interrupted."
    )
    ability = parse_ability(text)
    (protect,) = ability.effects
    assert isinstance(protect, Protect)
    assert protect.target.ref is Ref.THIS_CARD
    assert protect.source is not None
    assert protect.source.join is Join.AND
    assert [part.abilities for part in protect.source.parts] == [("discard",), ("banish",)]
    assert [type(m) for m in ability.modifiers] == [CannotBeInterrupted]


def test_increase_abilities_after_a_heal_is_of_the_hero_healed() -> None:
    text = "Heal any Hero that is being discarded and increase abilities 2/2."
    heal, increase = parse_ability(text).effects
    assert isinstance(heal, Heal)
    assert heal.target.types == ("Hero",)
    assert heal.target.qualifiers == ("being_discarded",)
    assert isinstance(increase, Increase)
    assert increase.link is Link.AND
    assert increase.target.ref is Ref.IT
    assert (increase.amount.strength, increase.amount.toughness) == (Stat(2), Stat(2))


def test_increase_abilities_after_an_effect_on_no_card_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Draw 1 and increase abilities 2/2.")


# -- counts, owners and the rest -----------------------------------------------------------


def test_up_to_two_of_an_opponents_heroes_are_set_aside() -> None:
    text = (
        "Set aside up to 2 of an opponent's Heroes for 2 turns. Cannot be interrupted if a "
        "male and female Hero are set aside by this ability."
    )
    aside = parse_ability(text).effects[0]
    assert isinstance(aside, SetAside)
    assert aside.target.count == Count(Quantifier.UP_TO, 2)
    assert aside.target.owner is Player.OPPONENT
    assert aside.target.types == ("Hero",)
    assert aside.duration is not None
    assert (aside.duration.unit, aside.duration.count) == (DurationUnit.TURN, 2)


def test_one_of_an_with_no_opponent_is_still_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Discard one of an Heroes.")


def test_remaining_cards_without_the_are_the_rest() -> None:
    text = (
        "Owner may look through one opponent's draw pile, discard one card and shuffle "
        "remaining cards."
    )
    look, discard, shuffle = parse_ability(text).effects
    assert isinstance(look, Look)
    assert look.target.locations == (Location(Zone.DECK, owner=Player.OPPONENT),)
    assert isinstance(discard, Discard)
    assert isinstance(shuffle, Shuffle)
    assert shuffle.target.ref is Ref.THE_REST
    assert shuffle.optional
    assert shuffle.actor is not None
    assert shuffle.actor.player is Player.OWNER


def test_a_healing_enhancement_is_one_with_a_heal_ability() -> None:
    text = (
        "Holder may take a healing enhancement from draw pile or discard pile and put it in hand."
    )
    take, bounce = parse_ability(text).effects
    assert isinstance(take, Take)
    assert take.target.types == ("Enhancement",)
    assert take.target.abilities == ("heal",)
    assert take.target.locations == (Location(Zone.DECK), Location(Zone.DISCARD_PILE))
    assert isinstance(bounce, Bounce)
    assert bounce.target.ref is Ref.IT


def test_healing_before_something_other_than_an_enhancement_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Take a healing Hero from discard pile.")


def test_gideons_hand_sizes_are_the_opponents_hand_size() -> None:
    text = (
        "Good: Discard an Evil Character (or 2 Evil Characters in a territory). Evil: Reduce "
        "opponents' hand sizes by 1. Cannot be negated if an animal is in play."
    )
    change = next(e for e in parse_ability(text).effects if isinstance(e, ChangeHandSize))
    assert change.section == "EVIL"
    assert change.player is Player.OPPONENTS
    assert change.amount == -1


# -- a list of users closed by the end of the sentence ----------------------------------------


def test_elijah_cannot_be_negated_if_opposed_by_any_of_three() -> None:
    text = (
        "If used by Elijah, interrupt the battle. Discard all Evil Characters in battle. "
        "Cannot be negated if opposed by a magician, priest or prophet."
    )
    ability = parse_ability(text)
    interrupt = ability.effects[0]
    assert isinstance(interrupt, Interrupt)
    assert interrupt.condition == UsedBy(Selector(count=ONE, names=("Elijah",)))
    (shield,) = ability.modifiers
    assert isinstance(shield, CannotBeNegated)
    kinds = [Selector(count=ONE, identifiers=(word,)) for word in ("magician", "priest", "prophet")]
    assert shield.condition == OpposedBy(Selector(count=ONE, parts=tuple(kinds), join=Join.OR))


def test_a_list_of_users_before_an_effect_still_needs_its_comma() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("If used by a magician, priest or prophet draw 1.")


# -- "except this one" after where the cards go ---------------------------------------------


def test_the_hero_returns_everything_in_battle_but_this_card_to_hand() -> None:
    text = (
        "Interrupt the battle and return all Heroes and good enhancements in battle to "
        "owner's hand except this one."
    )
    interrupt, bounce = parse_ability(text).effects
    assert isinstance(interrupt, Interrupt)
    assert isinstance(bounce, Bounce)
    assert bounce.link is Link.AND
    heroes, enhancements = bounce.target.parts
    assert bounce.target.join is Join.AND
    assert heroes.types == ("Hero",)
    assert enhancements.types == ("Enhancement",)
    for part in (heroes, enhancements):
        assert part.count == ALL
        assert part.locations == (Location(Zone.BATTLE),)
        assert part.exceptions == (Selector(count=ONE, ref=Ref.THIS_CARD),)


def test_enhancements_played_this_battle_may_return_to_hand_but_this_one() -> None:
    text = (
        "Hero may withdraw from battle unharmed.  All good enhancements played this battle may "
        "return to owner's hand except this one."
    )
    withdraw, bounce = parse_ability(text).effects
    assert isinstance(withdraw, Withdraw)
    assert isinstance(bounce, Bounce)
    assert bounce.optional
    assert bounce.target.types == ("Enhancement",)
    assert bounce.target.played_in == "this_battle"
    assert bounce.target.exceptions == (Selector(count=ONE, ref=Ref.THIS_CARD),)


def test_except_this_one_inside_the_cards_keeps_its_reading() -> None:
    negate = parse_ability("Negate all enhancements currently in play except this one.").effects[0]
    assert negate.kind == "negate"
    assert negate.target.locations == (Location(Zone.PLAY),)
    assert negate.target.exceptions == (Selector(count=ONE, ref=Ref.THIS_CARD),)


def test_except_this_one_after_a_single_card_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Return a Hero to hand except this one.")


def test_this_card_is_no_card_to_leave_out_of_itself() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Return this card to hand except this one.")
