"""Bracketed alternatives: other numbers or another count when a condition holds.

"Decrease all Evil Characters 6/6 (or 12/12 if used by an Exodus Hero)" decreases by 12/12
when used by one; "add up to 1 card to hand (or 2 if ...)" adds up to 2 then (REG:
Conditions). The engine does not yet carry out other numbers: such texts are reported, not
played by the first numbers alone.
"""

from __future__ import annotations

from redemption_rules.cards.model import Stat
from redemption_rules.effects import Count, Link, Location, Player, Quantifier, Selector, Zone
from redemption_rules.effects.kinds import (
    Band,
    Decrease,
    Draw,
    Numbers,
    SelectOptions,
    Take,
    Underdeck,
)
from redemption_rules.effects.select import unsupported_in
from redemption_rules.effects.targets import Compare, Controls, Exists, UsedBy
from redemption_rules.effects.timing import AtMoment, Moment
from redemption_rules.parser import parse_ability


def test_plague_of_flies_decreases_twice_as_much_for_an_exodus_hero() -> None:
    decrease = parse_ability(
        "Decrease all Evil Characters 6/6 (or 12/12 if used by an Exodus Hero). You may reveal "
        "the top 4 cards of each opponent's deck: Discard an evil card from each."
    ).effects[0]
    assert isinstance(decrease, Decrease)
    assert decrease.amount == Numbers(Stat(6), Stat(6))
    assert decrease.alternative == Numbers(Stat(12), Stat(12))
    assert decrease.alternative_condition == UsedBy(Selector(types=("Hero",), books=("Exodus",)))
    assert decrease.condition is None
    assert "other numbers under a condition" in unsupported_in(decrease)


def test_plagued_with_diseases_decreases_more_for_the_fewest_redeemed_souls() -> None:
    (decrease,) = parse_ability(
        "Decrease all opponents' Heroes by 0/2 (or 0/3 if you have the fewest Redeemed Souls)."
    ).effects
    assert isinstance(decrease, Decrease)
    assert decrease.target == Selector(
        count=Count(Quantifier.ALL), owner=Player.OPPONENTS, types=("Hero",)
    )
    assert decrease.amount == Numbers(Stat(0), Stat(2))
    assert decrease.alternative == Numbers(Stat(0), Stat(3))
    assert decrease.alternative_condition == Compare(
        Selector(count=Count(Quantifier.ALL), owner=Player.YOU, types=("Redeemed Soul",)),
        "fewest",
    )


def test_rezon_arises_bands_two_with_damascus() -> None:
    (band,) = parse_ability(
        "Band one O.T. human Evil Character into battle (or two if holder has Damascus Site in "
        "play)."
    ).effects
    assert isinstance(band, Band)
    assert band.target.count == Count(Quantifier.EXACTLY, 1)
    assert band.target.alternative == Count(Quantifier.EXACTLY, 2)
    assert band.target.alternative_condition == Controls(
        Selector(types=("Site",), names=("Damascus",), locations=(Location(Zone.PLAY),)),
        player=Player.YOU,  # the holder is the user (REG: Holder)
    )


def test_prayer_and_fasting_adds_up_to_two_with_the_holy_spirit() -> None:
    _, look, take, underdeck = parse_ability(
        "Set aside any number of clay missionaries for 1 turn. On return, look at the top X "
        "cards of your deck; add up to 1 card to hand (or 2 if The Holy Spirit is in play) and "
        "underdeck the rest."
    ).effects
    assert isinstance(take, Take)
    assert take.target.count == Count(Quantifier.UP_TO, 1)
    assert take.target.alternative == Count(Quantifier.UP_TO, 2)
    assert isinstance(take.target.alternative_condition, Exists)
    assert take.target.alternative_condition.target.names == ("The Holy Spirit",)
    # the trigger before the semicolon fires the clauses after it
    on_return = AtMoment(Moment.ON_RETURN)
    assert look.trigger == take.trigger == on_return
    assert isinstance(underdeck, Underdeck)
    assert underdeck.trigger == on_return
    assert take.link is Link.THEN


def test_a_draw_keeps_its_own_alternative() -> None:
    (draw,) = parse_ability("Draw 1 (or 2 if used by Gabriel).").effects
    assert draw == Draw(
        Count(Quantifier.EXACTLY, 1),
        alternative=Count(Quantifier.EXACTLY, 2),
        alternative_condition=UsedBy(Selector(names=("Gabriel",))),
        span=draw.span,
    )


def test_joabs_spears_select_up_to_two_options_for_joab() -> None:
    menu = parse_ability(
        "Select up to 1 (or 2 if used by Joab): Negate a card. Discard this card to discard an "
        "opponent's warrior."
    ).effects[0]
    assert isinstance(menu, SelectOptions)
    assert menu.count == Count(Quantifier.UP_TO, 1)
    assert menu.alternative == Count(Quantifier.UP_TO, 2)
    assert menu.alternative_condition == UsedBy(Selector(names=("Joab",)))


def test_timon_needs_the_most_lost_souls() -> None:
    search = parse_ability(
        "If you control the most Lost Souls, you may search opponent's deck for a Lost Soul and "
        "put it in his territory. May band to a deacon."
    ).effects[0]
    assert search.condition == Compare(
        Selector(count=Count(Quantifier.ALL), owner=Player.YOU, types=("Lost Soul",)), "most"
    )
