"""The effect model: one record per REG Effect Listing entry, each with its kind."""

from __future__ import annotations

import attrs
import pytest

from redemption_rules import (
    GameState,
    from_json,
    load_starter_decks,
    new_game,
    parse_ability,
    to_json,
    unstructure,
)
from redemption_rules.effects import (
    EFFECT_CLASSES,
    Ability,
    CannotBeNegated,
    Count,
    Effect,
    Limit,
    Location,
    Player,
    Quantifier,
    Selector,
    Span,
    Zone,
)
from redemption_rules.effects.kinds import Discard, Draw, Negate
from redemption_rules.effects.targets import AllOf, Status, StatusIs, UsedBy
from redemption_rules.effects.timing import Duration, DurationUnit, EachPhase, Phase
from redemption_rules.errors import StateError
from redemption_rules.serialization import reset_converter

# The REG's Effect Listing; "Cannot be Ignored" is not a kind of its own: the REG sends it to
# Immune and Protect (a protection from withdraw effects), and it is read as a protect.
ISSUE_KINDS = [
    "activate_ability",
    "activate_artifact",
    "add_to_battle",
    "band",
    "banish",
    "begin_new_phase",
    "bounce",
    "capture",
    "change_hand_size",
    "choose_opponent",
    "convert",
    "copy",
    "create_token",
    "decrease",
    "discard",
    "disease",
    "draw",
    "end_battle",
    "equip",
    "exchange",
    "first_strike",
    "gain",
    "give",
    "heal",
    "hold",
    "ignore",
    "immune",
    "increase",
    "interrupt",
    "look",
    "negate",
    "paralyze",
    "place",
    "play",
    "poison",
    "present",
    "prevent",
    "protect",
    "redirect",
    "release",
    "repeat",
    "rescue",
    "reserve",
    "restrict",
    "resurrect",
    "reveal",
    "search",
    "set_aside",
    "shuffle",
    "side_battle",
    "site_access",
    "take",
    "taunt",
    "topdeck",
    "toss",
    "transfer",
    "underdeck",
    "use_other_enhancements",
    "withdraw",
]


# Kinds added since, for wordings of the pool that are no entry of the Effect Listing: the
# REG's Select and Name, a menu of options, and rules text that is not an effect.
ADDED_KINDS = [
    "deactivate",
    "name_card",
    "rule",
    "select",
    "select_options",
    "set_numbers",
    "skip",
]


def test_every_kind_of_the_issue_has_one_record() -> None:
    kinds = [cls.kind for cls in EFFECT_CLASSES]
    assert sorted(kinds) == sorted(ISSUE_KINDS + ADDED_KINDS)
    assert len(set(kinds)) == len(kinds)


@pytest.mark.parametrize("cls", EFFECT_CLASSES, ids=lambda cls: cls.kind)
def test_every_effect_is_a_frozen_attrs_record(cls: type[Effect]) -> None:
    assert issubclass(cls, Effect)
    assert attrs.has(cls)
    assert cls.kind == cls.kind.lower()
    assert " " not in cls.kind
    assert cls.__doc__
    assert "REG" in cls.__doc__


def test_unstructure_carries_the_kind() -> None:
    negate = Negate(Selector(count=Count(Quantifier.ALL), types=("Evil Character",)))
    data = unstructure(negate)
    assert data["kind"] == "negate"
    assert data["target"]["types"] == ["Evil Character"]


def test_effects_are_frozen() -> None:
    draw = Draw(Count(Quantifier.EXACTLY, 1))
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        draw.optional = True  # type: ignore[misc]


def test_an_ability_round_trips_through_json() -> None:
    ability = Ability(
        "text",
        (
            Discard(
                Selector(
                    count=Count(Quantifier.UP_TO, 2),
                    owner=Player.OPPONENT,
                    locations=(Location(Zone.HAND, owner=Player.OPPONENT),),
                    exceptions=(Selector(identifiers=("human",)),),
                ),
                span=Span(0, 4),
                optional=True,
                condition=AllOf(
                    (UsedBy(Selector(identifiers=("king",))), StatusIs(Status.BLOCKING))
                ),
                trigger=EachPhase(Phase.UPKEEP),
                duration=Duration(DurationUnit.TURN, 2),
                modifiers=(Limit(times=1, per="game"),),
            ),
            Draw(Count(Quantifier.EXACTLY, None, "X")),
        ),
        (CannotBeNegated(by=Selector(types=("card",))),),
    )
    text = to_json(ability)
    assert from_json(text, Ability) == ability
    data = unstructure(ability)
    assert data["effects"][0]["condition"]["kind"] == "all_of"
    assert data["effects"][0]["trigger"]["kind"] == "each_phase"
    assert data["modifiers"][0]["kind"] == "cannot_be_negated"


def test_an_unknown_kind_is_refused() -> None:
    text = to_json(Ability("x", (Draw(Count(Quantifier.EXACTLY, 1)),)))
    with pytest.raises(StateError):
        from_json(text.replace('"draw"', '"teleport"'), Ability)


def test_span_offsets_are_not_negative() -> None:
    with pytest.raises(ValueError, match="must be >= 0"):
        Span(-1, 2)


def test_an_effect_class_with_unresolvable_annotations_breaks_nothing() -> None:
    namespace: dict[str, object] = {"__name__": "not_a_module"}
    source = (
        "from __future__ import annotations\n"
        "from typing import ClassVar\n"
        "from attrs import frozen\n"
        "from redemption_rules.effects import Effect\n"
        "@frozen\n"
        "class Stray(Effect):\n"
        "    kind: ClassVar[str] = 'stray'\n"
    )
    exec(compile(source, "<stray>", "exec", dont_inherit=True), namespace)  # noqa: S102
    reset_converter()
    state = new_game(load_starter_decks(), seed=1)
    assert from_json(to_json(state), GameState) == state
    ability = parse_ability("Negate Evil Characters.")
    assert from_json(to_json(ability), Ability) == ability
