"""Wordings read (or refused) in the grammar's twentieth coverage pass, each from a real card.

Each test names its card and asserts what the effect records hold, field by field; the
near misses beside them stay refused.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import full_pool

from redemption_rules.cards.model import Brigade
from redemption_rules.effects import Player, Quantifier, Ref, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import (
    ChooseOpponent,
    Discard,
    Immune,
    Negate,
    Paralyze,
    Protect,
    SetNumbers,
    Withdraw,
)
from redemption_rules.effects.timing import DurationUnit
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

# -- "All N.T. Heroes retreat from battle": the plural verb after its subject ----------------


def test_heroes_retreat_from_battle() -> None:
    # the card Hypocrisy (Ap)
    text = "All N.T. Heroes retreat from battle unless Paul is in play."
    (withdraw,) = parse_ability(text).effects
    assert isinstance(withdraw, Withdraw)
    assert withdraw.target.count.quantifier is Quantifier.ALL
    assert withdraw.target.types == ("Hero",)
    assert withdraw.target.identifiers == ("N.T.",)
    assert [place.zone for place in withdraw.target.locations] == [Zone.BATTLE]
    assert withdraw.condition is not None
    assert withdraw.condition.kind == "not"


def test_heroes_lose_their_way_and_withdraw() -> None:
    # the card Darkness (Wa)
    text = "All Heroes in battle lose their way and withdraw."
    (withdraw,) = parse_ability(text).effects
    assert isinstance(withdraw, Withdraw)
    assert withdraw.target.count.quantifier is Quantifier.ALL
    assert withdraw.target.types == ("Hero",)
    assert [place.zone for place in withdraw.target.locations] == [Zone.BATTLE]


@pytest.mark.parametrize(
    "text",
    [
        # one withdraws from battle only
        "All Heroes retreat from territory.",
        # an imperative after "and" is not the plural verb of a subject
        "Discard a Hero and retreat from battle.",
        # losing one's way alone does nothing the rules know
        "All Heroes in battle lose their way.",
    ],
)
def test_near_misses_of_retreat_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "is paralyzed and cannot enter battle until healed": a paralysis said again -------------


def test_paralyzed_and_cannot_enter_battle_until_healed() -> None:
    # Palsy
    text = "Selected human Hero in a territory is paralyzed and cannot enter battle until healed."
    (paralyze,) = parse_ability(text).effects
    assert isinstance(paralyze, Paralyze)
    assert paralyze.target.types == ("Hero",)
    assert paralyze.target.identifiers == ("human",)
    assert paralyze.target.qualifiers == ("selected",)
    assert [place.zone for place in paralyze.target.locations] == [Zone.TERRITORY]
    assert paralyze.duration is None


@pytest.mark.parametrize(
    "text",
    [
        "Selected Hero is paralyzed and cannot enter battle until discarded.",
        "Selected Hero is discarded and cannot enter battle until healed.",
    ],
)
def test_near_misses_of_the_paralysis_said_again_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "No Heroes may be taken prisoner or poisoned": protection from each ---------------------


def test_no_heroes_may_be_taken_prisoner_or_poisoned() -> None:
    # the card Melchizedek (Pa)
    text = "No Heroes may be taken prisoner or poisoned while Melchizedek is in battle."
    (protect,) = parse_ability(text).effects
    assert isinstance(protect, Protect)
    assert protect.target.count.quantifier is Quantifier.ALL
    assert protect.target.types == ("Hero",)
    assert protect.source.abilities == ("capture", "poison")
    assert protect.duration is not None
    assert protect.duration.until is not None
    assert protect.duration.until.target is not None
    assert protect.duration.until.target.names == ("Melchizedek",)


@pytest.mark.parametrize(
    "text",
    [
        # without "no" it would be a choice of effects, not a protection
        "Heroes may be taken prisoner or poisoned.",
        "All Heroes must be discarded or captured.",
    ],
)
def test_near_misses_of_several_participles_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "the Hero opponent uses to make a rescue attempt": the rescuer chosen -------------------


def test_the_hero_opponent_uses_to_make_a_rescue_attempt() -> None:
    # the card Sarah's Jealousy
    text = "Holder may choose the Hero opponent uses to make a rescue attempt this turn."
    (choose,) = parse_ability(text).effects
    assert isinstance(choose, ChooseOpponent)
    assert choose.optional
    assert choose.role == "rescuer"
    assert choose.target.types == ("Hero",)
    assert choose.duration is not None
    assert choose.duration.unit is DurationUnit.TURN
    # the engine chooses no rescuer: refused, not acted on
    missing = ability_support(full_pool().get("Sarah's Jealousy")).missing
    assert "a character chosen to be rescuer" in missing


def test_near_miss_of_the_rescuer_chosen_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Holder may choose the Hero opponent uses to make a battle this turn.")


# -- "are worth triple their face value", "double in value": the printed numbers scaled ------


@pytest.mark.parametrize(
    ("text", "scale", "strength", "toughness"),
    [
        # the card Strength in Weakness
        (
            (
                "All good enhancements of 1/1 or less are worth triple their face value until"
                " end of battle."
            ),
            "triple",
            1,
            1,
        ),
        # the card Mace (Wa): "less than */3" is toughness 2 or less
        (
            (
                "All Evil Enhancements with abilities of less than */3 are worth triple their"
                " face value until end of battle."
            ),
            "triple",
            None,
            2,
        ),
        # the card Tormentors
        (
            (
                "All evil enhancements with abilities of less than 3/3 are worth triple their"
                " face value until end of battle."
            ),
            "triple",
            2,
            2,
        ),
    ],
)
def test_enhancements_worth_triple_their_face_value(
    text: str, scale: str, strength: int | None, toughness: int | None
) -> None:
    (worth,) = parse_ability(text).effects
    assert isinstance(worth, SetNumbers)
    assert worth.scale == scale
    assert worth.amount is None
    assert worth.count_of is None
    assert worth.target.count.quantifier is Quantifier.ALL
    assert worth.target.types == ("Enhancement",)
    assert worth.target.stats is not None
    assert worth.target.stats.strength == strength
    assert worth.target.stats.toughness == toughness
    assert worth.target.stats.quantifier is Quantifier.AT_MOST
    assert worth.duration is not None
    assert worth.duration.unit is DurationUnit.BATTLE


def test_enhancements_double_in_value() -> None:
    # the card Samson (Promo)
    text = (
        "All good gold enhancements without special abilities double in value unless a female"
        " Evil Character is in battle."
    )
    (worth,) = parse_ability(text).effects
    assert isinstance(worth, SetNumbers)
    assert worth.scale == "double"
    assert worth.target.brigades == (Brigade.GOLD,)
    assert worth.target.qualifiers == ("meek",)
    assert worth.condition is not None
    assert worth.condition.kind == "not"


@pytest.mark.parametrize(
    "name", ["Strength in Weakness", "Mace (Wa)", "Tormentors", "Samson (Promo)"]
)
def test_the_engine_refuses_numbers_scaled(name: str) -> None:
    support = ability_support(full_pool().get(name))
    assert support.readable
    assert not support.carried_out
    assert any(each.startswith("numbers worth ") for each in support.missing)


@pytest.mark.parametrize(
    "text",
    [
        # a scale the rules do not print
        "All good enhancements are worth quadruple their face value.",
        # "less than" a number X stands for
        "All evil enhancements with abilities of less than X/3 are worth triple their face value.",
        # nothing is less than 0
        "All evil enhancements with abilities of less than */0 are worth triple their face value.",
        # the scale needs nothing after it but the end of the clause or a condition
        "This card is worth triple 3/3.",
    ],
)
def test_near_misses_of_numbers_scaled_are_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


# -- "choose ... to block a rescue attempt": the blocker chosen ------------------------------


def test_choose_an_evil_character_to_block_a_rescue_attempt() -> None:
    # the card Jael
    text = (
        "Character may choose any male, human Evil Character in opponent's territory to block"
        " a rescue attempt."
    )
    (choose,) = parse_ability(text).effects
    assert isinstance(choose, ChooseOpponent)
    assert choose.optional
    assert choose.role == "blocker"
    assert choose.target.types == ("Evil Character",)
    assert choose.target.identifiers == ("male", "human")
    assert choose.actor is not None


def test_near_miss_of_the_blocker_of_a_rescue_attempt_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Choose a Hero to attack a rescue attempt.")


# -- "X has no effect on this card": this card immune to X -----------------------------------


def test_the_angel_of_the_lord_has_no_effect_on_this_card() -> None:
    # the card Prince of Persia (Pr)
    text = (
        "The Angel of the Lord has no effect on this card unless Daniel is in the Field of Battle."
    )
    (immune,) = parse_ability(text).effects
    assert isinstance(immune, Immune)
    assert immune.target.ref is Ref.THIS_CARD
    assert immune.source.names == ("Angel of the Lord",)
    assert immune.condition is not None
    assert immune.condition.kind == "not"


def test_near_miss_of_no_effect_on_another_card_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("The Angel of the Lord has no effect on this site.")


# -- "is prevented, interrupted and/or negated": each that applies ---------------------------


def test_banding_prevented_interrupted_and_or_negated() -> None:
    # the cards Flight (Wa) and Flight (G)
    text = "All banding of Heroes is prevented, interrupted and/or negated during this battle."
    effects = parse_ability(text).effects
    assert [effect.kind for effect in effects] == ["prevent", "interrupt", "negate"]
    for effect in effects:
        target = getattr(effect, "target", None)
        assert target is not None
        assert target.abilities == ("band",)
        assert effect.duration is not None
        assert effect.duration.unit is DurationUnit.BATTLE
    # the read is the same as with "and", and the engine refuses both alike
    same = "All banding of Heroes is prevented, interrupted and negated during this battle."
    anded = parse_ability(same).effects
    assert [getattr(e, "target", None) for e in anded] == [
        getattr(e, "target", None) for e in effects
    ]
    assert [e.link for e in anded] == [e.link for e in effects]
    assert not ability_support(full_pool().get("Flight (Wa)")).carried_out


def test_and_or_between_other_effects_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Evil Characters are discarded and/or captured.")


# -- "The effects of all Artifacts this turn are negated": the duration before the verb -------


def test_the_effects_of_all_artifacts_this_turn_are_negated() -> None:
    # the card Crucify Him (Ap)
    text = "The effects of all Artifacts this turn are negated."
    (negate,) = parse_ability(text).effects
    assert isinstance(negate, Negate)
    assert negate.target.types == ("ability",)
    (place,) = negate.target.locations
    assert place.card is not None
    assert place.card.types == ("Artifact",)
    assert place.card.count.quantifier is Quantifier.ALL
    assert negate.duration is not None
    assert negate.duration.unit is DurationUnit.TURN


def test_cards_played_this_turn_keep_their_reading() -> None:
    (negate,) = parse_ability("All enhancements played this turn are negated.").effects
    assert negate.duration is None


def test_near_miss_of_two_durations_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("All Heroes this turn gain 2/2 this turn.")


# -- "All opponents with a N.T. human in territory": players described by what they control ---


def test_all_opponents_with_a_human_in_territory() -> None:
    # the card Emperor Augustus (Promo)
    text = (
        "All opponents with a N.T. human in territory must discard a card from hand without"
        " using it."
    )
    (discard,) = parse_ability(text).effects
    assert isinstance(discard, Discard)
    assert discard.actor is not None
    assert discard.actor.player is Player.OPPONENTS
    having = discard.actor.having
    assert having is not None
    assert having.kind == "controls"
    assert having.target is not None
    assert having.target.identifiers == ("N.T.", "human")
    assert [place.zone for place in having.target.locations] == [Zone.TERRITORY]
    # as "who control": the same players
    control = text.replace("with", "who control", 1)
    (same,) = parse_ability(control).effects
    assert same.actor == discard.actor
    # the engine carries it out for the opponents described (tests/scenarios)
    assert ability_support(full_pool().get("Emperor Augustus (Promo)")).carried_out


def test_near_miss_of_players_with_an_odd_number_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(
            "All players with an odd number of Evil Characters in territory must discard one"
            " Evil Character."
        )
