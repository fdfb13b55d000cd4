""" "While" as a span the effect lasts, not a test made once; "worth" numbers set, from pool texts.

"If X" is tested when the ability activates; "while X" bounds the effect: it lasts only as
long as X holds (REG: Duration). "Worth 8/10" sets the card's numbers, where "gains 8/10"
adds to them (REG: Increase and Decrease).
"""

from __future__ import annotations

from redemption_rules import from_json, to_json
from redemption_rules.cards.model import Brigade, Stat
from redemption_rules.effects import (
    Ability,
    Actor,
    Duration,
    DurationUnit,
    Link,
    Location,
    Player,
    Ref,
    Selector,
    Zone,
)
from redemption_rules.effects.kinds import (
    Decrease,
    Increase,
    Negate,
    Numbers,
    Paralyze,
    Place,
    Prevent,
    Protect,
    Reserve,
    Reveal,
    SetNumbers,
)
from redemption_rules.effects.modifiers import CannotBeNegated
from redemption_rules.effects.targets import Controls, Exists, IfDone, Status, StatusIs, UsedBy
from redemption_rules.effects.timing import EachPhase, Event, OnEvent, Phase
from redemption_rules.parser import parse_ability

THIS_CARD = Selector(ref=Ref.THIS_CARD)


def _while(condition: object) -> Duration:
    return Duration(DurationUnit.WHILE, None, until=condition)  # type: ignore[arg-type]


# -- "while": the effect lasts as long as the condition holds --------------------------------


def test_crown_of_thorns_lasts_while_it_is_in_play() -> None:
    (decrease,) = parse_ability(
        "All Evil Characters in play decrease 0/3 while this card is in play."
    ).effects
    assert isinstance(decrease, Decrease)
    assert decrease.condition is None
    assert decrease.duration is not None
    assert decrease.duration.unit is DurationUnit.WHILE
    until = decrease.duration.until
    assert isinstance(until, Exists)
    assert until.target.ref is Ref.THIS_CARD
    assert until.target.locations == (Location(Zone.PLAY),)


def test_dragon_raid_negates_while_a_human_hero_is_in_battle() -> None:
    # Dragon Raid (Promo): a "while" before the clause
    (negate,) = parse_ability("While a human Hero is in battle, negate Lost Souls.").effects
    assert isinstance(negate, Negate)
    assert negate.condition is None
    assert negate.duration == _while(
        Exists(
            Selector(identifiers=("human",), types=("Hero",), locations=(Location(Zone.BATTLE),))
        )
    )


def test_if_and_while_stay_apart() -> None:
    # Ham's Wife: "if" is tested once, "while" bounds the prevent and the protect
    _, prevent, protect = parse_ability(
        "Look at an opponent's hand. If you control Noah's Ark, while your Ham is in battle, "
        "prevent Evil Characters and protect Ham from the first Enhancement opponent plays "
        "each battle."
    ).effects
    assert isinstance(prevent, Prevent)
    assert isinstance(protect, Protect)
    for effect in (prevent, protect):
        assert effect.condition == Controls(Selector(names=("Noah's Ark",)), player=Player.YOU)
        assert effect.duration == _while(
            Exists(Selector(owner=Player.YOU, names=("Ham",), locations=(Location(Zone.BATTLE),)))
        )


def test_a_cost_under_while_is_bounded_with_its_benefit() -> None:
    # The Interceder: the reserve and the negate it pays for, both under "while"
    _, reserve, negate = parse_ability(
        "If your Hero is harmed, you may add this card to battle. While a Hero is in battle, "
        "you may reserve this card to negate an evil card."
    ).effects
    assert isinstance(reserve, Reserve)
    assert reserve.cost
    assert isinstance(negate, Negate)
    in_battle = Exists(Selector(types=("Hero",), locations=(Location(Zone.BATTLE),)))
    assert reserve.duration == negate.duration == _while(in_battle)
    assert reserve.condition is None
    assert negate.condition is None


def test_while_that_hero_is_set_aside_is_a_state() -> None:
    # Fourth Living Creature: not the event of setting aside, which fires once
    _, protect = parse_ability(
        "Set your Hero aside for the remainder of the game.  While that Hero is set aside, "
        "protect your silver brigade Heroes with strength 9 or less from capture."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.trigger is None
    assert protect.duration == _while(
        StatusIs(Status.SET_ASIDE, subject=Selector(ref=Ref.THAT, types=("Hero",)))
    )


def test_while_placed_lasts_while_this_card_stays() -> None:
    # The Sordid Spirit (GoC): "while placed" is not "when placed"
    effects = parse_ability(
        "You may place this card on a good card in a territory to add a Gospel demon from deck "
        "or Reserve to battle. While placed, negate that good card (and paralyze it if it is a "
        "Hero). Cannot be prevented."
    ).effects
    negate, paralyze = effects[2:]
    assert isinstance(negate, Negate)
    assert isinstance(paralyze, Paralyze)
    for effect in (negate, paralyze):
        assert effect.trigger is None
        assert effect.duration == _while(StatusIs(Status.IN_PLAY, subject=THIS_CARD))


def test_while_this_card_remains_in_play_lasts_while_it_stays() -> None:
    # Lost Soul "Disoriented" [Deuteronomy 7:23]: once a condition, now the span of the negate
    select, negate = parse_ability(
        "If put in play, you may select a card. Negate that card while this card remains in play."
    ).effects
    assert select.duration is None
    assert negate.condition is None
    assert negate.duration is not None
    assert negate.duration.unit is DurationUnit.WHILE
    until = negate.duration.until
    assert isinstance(until, Exists)
    assert until.target.ref is Ref.THIS_CARD
    assert until.target.locations == (Location(Zone.PLAY),)


def test_while_this_card_remains_on_that_hero() -> None:
    # Boasting of Riches: "while this card remains" read as the span it always was
    _, negate, _ = parse_ability(
        "Place on a Hero.  Negate that Hero's special ability while this card remains.  If that "
        "Hero is captured, discard this card and the top card of that player's draw pile."
    ).effects
    assert negate.duration == _while(StatusIs(Status.IN_PLAY, subject=THIS_CARD))


def test_a_modifier_under_while_keeps_its_condition() -> None:
    # Barak (CoW): a modifier holds whenever it is tested, so "while" is its condition
    ability = parse_ability(
        "You may exchange Barak with Jael in territory. While Deborah is in play, good Judges "
        "Enhancements cannot be negated."
    )
    (modifier,) = ability.modifiers
    assert isinstance(modifier, CannotBeNegated)
    assert modifier.condition == Exists(
        Selector(names=("Deborah",), locations=(Location(Zone.PLAY),))
    )


def test_each_turn_set_aside_is_tested_each_turn() -> None:
    # Patience ( C): the gain is tested each turn and stays when the Hero returns
    _, gain = parse_ability(
        "Set Hero aside.  Hero gains 1/1 for every turn Hero is set aside."
    ).effects
    assert gain.trigger == EachPhase(Phase.TURN)
    assert gain.condition == StatusIs(Status.SET_ASIDE, subject=Selector(types=("Hero",)))
    assert gain.duration is None


# -- "worth": numbers set, not added ---------------------------------------------------------


def test_goliaths_spear_is_worth_8_10_if_used_by_a_giant() -> None:
    # Goliath's Spear (Wa): the spear's numbers become 8/10, not 8/10 more
    (worth,) = parse_ability("Worth 8/10 if used by a giant.").effects
    assert isinstance(worth, SetNumbers)
    assert not isinstance(worth, Increase)
    assert worth.target == THIS_CARD
    assert worth.amount == Numbers(Stat(8), Stat(10))
    assert worth.stats == ("strength", "toughness")
    assert worth.count_of is None
    assert worth.condition == UsedBy(Selector(identifiers=("giant",)))


def test_a_mighty_blow_is_worth_10_0_if_a_demon_is_in_battle() -> None:
    # A Mighty Blow
    (worth,) = parse_ability("This card is worth 10/0 if a demon is in battle.").effects
    assert isinstance(worth, SetNumbers)
    assert worth.target == THIS_CARD
    assert worth.amount == Numbers(Stat(10), Stat(0))
    assert worth.condition == Exists(
        Selector(identifiers=("demon",), locations=(Location(Zone.BATTLE),))
    )


def test_useless_tactics_sets_weapons_to_0_0_this_turn() -> None:
    # Useless Tactics: "worth 0/0" on other cards, for a turn
    (worth,) = parse_ability(
        "All weapon class enhancements are worth 0/0 this turn.  This ability cannot be negated."
    ).effects
    assert isinstance(worth, SetNumbers)
    assert worth.amount == Numbers(Stat(0), Stat(0))
    assert worth.target.types == ("Enhancement",)
    assert worth.duration == Duration(DurationUnit.TURN, 1)


def test_worth_round_trips_through_json() -> None:
    ability = parse_ability("Worth 6/6 if used by a demon or a beast.")  # Evil Strength (Wa)
    (worth,) = ability.effects
    assert isinstance(worth, SetNumbers)
    assert '"kind": "set_numbers"' in to_json(ability)
    assert from_json(to_json(ability), Ability) == ability


# -- what opens a clause reaches past its colon ---------------------------------------------


def test_jeremiah_uses_reserve_only_while_alone() -> None:
    # Jeremiah, the Weeper: the "while" bounds the reveal and what it is paired with
    _, reveal, use = parse_ability(
        "Paralyze Evil Characters with strength 5 or less this turn. While alone, reveal "
        "Reserve: May use Enhancements from Reserve."
    ).effects
    alone = _while(StatusIs(Status.ALONE))
    assert isinstance(reveal, Reveal)
    assert reveal.duration == alone
    assert use.kind == "use_other_enhancements"
    assert use.link is Link.PAIRED
    assert use.optional
    assert use.duration == alone
    assert use.condition is None


def test_a_trigger_before_a_reveal_fires_what_follows_the_colon() -> None:
    # Seeker of the Lost (PC): the Lost Souls are put in play when the Hero enters battle,
    # not when the card is played
    reveal, place, underdeck = parse_ability(
        "Once per turn, if your N.T. gold Hero enters battle, reveal the top X cards of "
        "opponent's deck: put Lost Souls in play and opponent must underdeck the rest."
    ).effects
    entering = OnEvent(
        Event.ENTERS_BATTLE,
        subject=Selector(
            owner=Player.YOU, types=("Hero",), brigades=(Brigade.GOLD,), identifiers=("N.T.",)
        ),
    )
    assert (reveal.trigger, place.trigger, underdeck.trigger) == (entering,) * 3
    assert isinstance(place, Place)
    assert place.link is Link.PAIRED
    assert underdeck.actor == Actor(player=Player.OPPONENT)
    # the limit is counted once, on the effect that opens the chain
    assert [m.kind for m in reveal.modifiers] == ["limit"]
    assert not place.modifiers
    assert not underdeck.modifiers


def test_if_you_do_not_reaches_past_the_colon() -> None:
    # The Lying Prophet
    _, reveal, draw = parse_ability(
        "If blocking, you may discard a good prophet. If you do not, you may reveal "
        "opponent's hand: Draw X. Cannot be prevented."
    ).effects
    assert reveal.condition == IfDone(done=False)
    assert draw.condition == IfDone(done=False)
    assert draw.link is Link.PAIRED
