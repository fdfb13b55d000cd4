"""Select, menus of options and Name (REG: Select, Name), read from the pool's texts."""

from __future__ import annotations

import pytest

from redemption_rules.cards.model import Alignment
from redemption_rules.effects import Count, Join, Link, Location, Player, Quantifier, Selector, Zone
from redemption_rules.effects.kinds import (
    ActivateAbility,
    Banish,
    Discard,
    Draw,
    NameCard,
    Negate,
    SelectOptions,
    SideBattle,
    Underdeck,
)
from redemption_rules.effects.kinds import Select as SelectCards
from redemption_rules.effects.targets import UsedBy
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

ONE = Count(Quantifier.EXACTLY, 1)


def test_a_menu_gives_an_option_per_sentence_after_its_colon() -> None:
    # Begging to go Back [IR]
    menu, negate, discard, activate = parse_ability(
        "Select up to 2: Negate a good or neutral card. Discard the top 2 cards of a deck. "
        "Activate an O.T. Curse."
    ).effects
    assert isinstance(menu, SelectOptions)
    assert menu.count == Count(Quantifier.UP_TO, 2)
    assert menu.option == 0
    assert isinstance(negate, Negate)
    assert (negate.option, negate.link) == (1, Link.PAIRED)
    assert isinstance(discard, Discard)
    assert discard.option == 2
    assert discard.target.count == Count(Quantifier.EXACTLY, 2)
    assert isinstance(activate, ActivateAbility)
    assert activate.option == 3


def test_a_menu_option_of_two_effects_shares_its_number() -> None:
    # Joab's menu: the second option is a cost and its benefit
    menu, negate, cost, benefit = parse_ability(
        "Select up to 1 (or 2 if used by Joab): Negate a card. Discard this card to discard an "
        "opponent\u2019s warrior."
    ).effects
    assert isinstance(menu, SelectOptions)
    assert menu.count == Count(Quantifier.UP_TO, 1)
    assert menu.alternative == Count(Quantifier.UP_TO, 2)  # up to 2 for Joab
    assert menu.alternative_condition == UsedBy(Selector(names=("Joab",)))
    assert negate.option == 1
    assert (cost.option, cost.cost) == (2, True)
    assert (benefit.option, benefit.link) == (2, Link.TO)


def test_a_menu_of_a_list_gives_an_option_per_item() -> None:
    menu, first, second, third = parse_ability(
        "Select 1: Discard a human controlled by each opponent, discard a card (except a "
        "character) in each opponent's territory, or each opponent must underdeck a Dominant "
        "from hand."
    ).effects
    assert isinstance(menu, SelectOptions)
    assert menu.count == ONE
    assert isinstance(first, Discard)
    assert (first.option, first.link) == (1, Link.PAIRED)
    assert first.target.owner is Player.EACH_OPPONENT
    assert isinstance(second, Discard)
    assert (second.option, second.link) == (2, Link.OR)
    assert isinstance(third, Underdeck)
    assert (third.option, third.link) == (3, Link.OR)
    assert third.actor is not None
    assert third.actor.player is Player.EACH_OPPONENT


def test_a_menu_ends_at_a_label() -> None:
    menu, draw, negate = parse_ability("Select up to 1: Draw 1. GE: Negate a Hero.").effects
    assert isinstance(menu, SelectOptions)
    assert isinstance(draw, Draw)
    assert draw.option == 1
    assert isinstance(negate, Negate)
    assert negate.option == 0


def test_a_menu_with_no_options_is_refused() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Select up to 2.")


def test_select_an_evil_brigade_selects_an_attribute() -> None:
    # Deceiving Spirit
    select, *_ = parse_ability(
        "Select an evil brigade. This character may use evil Enhancements of that brigade."
    ).effects
    assert isinstance(select, SelectCards)
    assert select.target == Selector(alignment=Alignment.EVIL, types=("brigade",))
    assert select.player is None


def test_select_an_opponent_selects_a_player() -> None:
    (select,) = parse_ability("Select an opponent.").effects
    assert isinstance(select, SelectCards)
    assert select.target is None
    assert select.player is Player.OPPONENT


def test_select_up_to_x_cards_selects_cards() -> None:
    (select,) = parse_ability("GE: Select up to X evil cards.").effects
    assert isinstance(select, SelectCards)
    assert select.section == "GE"
    assert select.target == Selector(
        count=Count(Quantifier.UP_TO, None, "X"), alignment=Alignment.EVIL, types=("card",)
    )


def test_select_and_remove_them_still_removes_what_is_selected() -> None:
    (banish,) = parse_ability(
        "Select one female Hero in a territory, set-aside area, or in a Fortress Site and "
        "remove that Hero from the game."
    ).effects
    assert isinstance(banish, Banish)
    assert banish.target.identifiers == ("female",)
    assert banish.target.types == ("Hero",)


def test_select_after_a_look_is_a_step_of_its_own() -> None:
    look, select = parse_ability(
        "Look at opponent's hand and select one good card in that hand."
    ).effects
    assert select.link is Link.AND
    assert isinstance(select, SelectCards)
    assert select.target == Selector(
        alignment=Alignment.GOOD,
        types=("card",),
        locations=(Location(Zone.HAND, owner=Player.THAT_PLAYER),),
    )
    assert look.kind == "look"


def test_select_two_to_fight_each_other_is_a_side_battle() -> None:
    (battle,) = parse_ability("Select two human Heroes in play to fight each other.").effects
    assert isinstance(battle, SideBattle)
    assert battle.target == Selector(
        count=Count(Quantifier.EXACTLY, 2),
        types=("Hero",),
        identifiers=("human",),
        locations=(Location(Zone.PLAY),),
    )
    assert battle.against is None


def test_force_to_fight_a_named_opponent_is_a_side_battle_against_it() -> None:
    (battle,) = parse_ability(
        "Select one of your Evil Characters to fight a blocking Evil Character."
    ).effects
    assert isinstance(battle, SideBattle)
    assert battle.target.owner is Player.YOU
    assert battle.target.types == ("Evil Character",)
    assert battle.against == Selector(types=("Evil Character",), qualifiers=("blocking",))


def test_one_character_cannot_fight_each_other() -> None:
    with pytest.raises(AbilityParseError):
        parse_ability("Force an Evil Character to fight each other.")


def test_name_a_hero_names_a_card() -> None:
    # Betraying Christ (GoC)
    name, discard, *_ = parse_ability(
        "Name a Hero. Discard all copies of the named Hero. If Judas Iscariot is in play, "
        "discard all copies of the named Hero from opponent\u2019s hand, deck and Reserve."
    ).effects
    assert isinstance(name, NameCard)
    assert name.target == Selector(types=("Hero",))
    assert isinstance(discard, Discard)
    assert "named" in discard.target.qualifiers


def test_name_a_card_except_a_lost_soul() -> None:
    (name,) = parse_ability("Name a card (except a Lost Soul card).").effects
    assert isinstance(name, NameCard)
    assert name.target.types == ("card",)
    assert name.target.exceptions == (Selector(types=("Lost Soul",)),)


def test_a_compound_menu_item_joins_as_printed() -> None:
    (name,) = parse_ability("Name a Hero or an Evil Character.").effects
    assert isinstance(name, NameCard)
    assert name.target.join is Join.OR
