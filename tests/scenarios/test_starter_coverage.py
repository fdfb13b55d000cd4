"""Every Starter I/J card row is pinned by a scenario test: the table below says which.

A row with a special ability names the tests that carry its text out in a game; a row without
one is listed as meek. The checks compare the table with the Starter card list and with the
test modules, so a card added to the list, or a test renamed or dropped, fails here.
"""

from __future__ import annotations

import importlib
import inspect
from typing import TYPE_CHECKING, Final

import pytest

from redemption_rules import load_starter_cards

if TYPE_CHECKING:
    from types import FunctionType, ModuleType

HEROES = "test_starter_heroes"
EVIL = "test_starter_evil_characters"
GOOD = "test_starter_good_enhancements"
EVIL_ENH = "test_starter_evil_enhancements"
DOMINANTS = "test_starter_dominants"
SOULS = "test_starter_lost_souls"

COVERED: Final[dict[str, tuple[str, ...]]] = {
    # Heroes
    "Andrew (I)": (
        f"{HEROES}::test_andrew_bands_peter_from_hand",
        f"{HEROES}::test_andrew_without_peter_is_not_asked_to_band",
    ),
    "Boaz (J)": (
        f"{HEROES}::test_boaz_draws_then_bands_a_ruth_hero",
        f"{HEROES}::test_boaz_may_decline_the_draw_and_the_band",
    ),
    "Elders of the City (J)": (
        f"{HEROES}::test_elders_of_the_city_search_the_discard_pile_for_a_good_ruth_card",
    ),
    "Gabriel (I)": (
        f"{HEROES}::test_gabriel_searches_the_discard_pile_for_a_silver_enhancement",
        f"{HEROES}::test_gabriel_declines_the_search",
    ),
    "Gathering Angel": (f"{HEROES}::test_gathering_angel_topdecks_a_hero_from_each_discard_pile",),
    "James": (f"{HEROES}::test_james_bands_john_from_territory",),
    "Jephthah (J)": (
        f"{HEROES}::test_jephthah_discards_the_top_card_to_discard_up_to_two_evil_characters",
        f"{HEROES}::test_jephthah_is_used_once_per_game",
        f"{HEROES}::test_jephthah_declined_is_offered_again_at_a_later_entry",
        f"{HEROES}::test_jephthah_cannot_pay_the_cost_from_an_empty_deck",
    ),
    "John (I)": (
        f"{HEROES}::test_negate_evil_characters_prevents_a_blocker_for_the_rest_of_the_battle",
    ),
    "Ruth (J)": (
        f"{HEROES}::test_negate_evil_characters_prevents_a_blocker_for_the_rest_of_the_battle",
    ),
    "Naomi (J)": (f"{HEROES}::test_naomi_bands_a_ruth_hero_from_the_opponents_territory",),
    "Peter (I)": (
        f"{HEROES}::test_peter_draws_and_negates_demons",
        f"{HEROES}::test_peter_does_not_negate_an_evil_character_that_is_not_a_demon",
    ),
    # Evil Characters
    "Controlling Demon (J)": (
        f"{EVIL}::test_controlling_demon_reveals_the_bottom_card_and_takes_it_when_evil",
        f"{EVIL}::test_controlling_demon_leaves_a_good_card_at_the_bottom",
        f"{EVIL}::test_controlling_demon_may_leave_an_evil_card",
    ),
    "Delilah (I)": (
        f"{EVIL}::test_delilah_bands_a_male_human_evil_character",
        f"{EVIL}::test_delilah_has_no_one_to_band_with_only_a_demon",
        f"{EVIL}::test_a_band_may_be_declined",
    ),
    "Emperor Tiberius (J)": (
        f"{EVIL}::test_emperor_tiberius_looks_at_the_hand_and_underdecks_a_dominant",
        f"{EVIL}::test_emperor_tiberius_underdecks_nothing_from_a_hand_without_dominants",
    ),
    "Foul Spirit (J)": (
        f"{EVIL}::test_foul_spirit_undoes_a_heros_draw_and_band",
        f"{EVIL}::test_foul_spirit_does_not_touch_an_enhancement",
    ),
    "Ishbibenob (I)": (
        f"{EVIL}::test_ishbibenob_discards_a_hero_of_strength_ten_or_more",
        f"{EVIL}::test_ishbibenob_leaves_a_hero_under_ten_strength",
    ),
    "Mocking Soldiers (J)": (
        f"{EVIL}::test_mocking_soldiers_underdeck_a_random_card_from_the_opponents_hand",
        f"{EVIL}::test_mocking_soldiers_pick_by_chance_not_by_position",
    ),
    "Nabal (I)": (
        f"{EVIL}::test_nabal_draws_a_good_card_and_is_discarded_after_battle",
        f"{EVIL}::test_nabal_draws_an_evil_card_and_goes_home",
    ),
    "Quirinius": (f"{EVIL}::test_quirinius_draws_and_bands_a_generic_roman",),
    "Saph (I)": (f"{EVIL}::test_saph_prevents_only_the_next_enhancement_of_the_opponent",),
    "Selfish Kinsman": (
        f"{EVIL}::test_selfish_kinsman_prevents_enhancements_of_both_sides_for_the_battle",
    ),
    "Shaphat (I)": (f"{EVIL}::test_shaphat_looks_at_the_opponents_hand_alone",),
    "Unclean Spirit (J)": (
        f"{EVIL}::test_unclean_spirit_bands_a_human_evil_character_at_entry_only",
        f"{EVIL}::test_a_band_may_be_declined",
    ),
    # Good Enhancements
    "Angelic Guidance (I)": (
        f"{GOOD}::test_angelic_guidance_looks_at_the_opponents_hand_then_may_search_for_a_silver_card",
        f"{GOOD}::test_angelic_guidance_search_may_be_declined",
    ),
    "Angelic News (I)": (f"{GOOD}::test_draw_one_or_two_if_used_by_the_named_hero",),
    "Kindness of Boaz": (f"{GOOD}::test_draw_one_or_two_if_used_by_the_named_hero",),
    "Authority of Peter (I)": (
        f"{GOOD}::test_authority_of_peter_banishes_an_evil_character_and_topdecks_a_hero",
        f"{GOOD}::test_authority_of_peter_may_fail_the_search_its_topdeck_implies",
    ),
    "Devotion of Ruth (J)": (
        f"{GOOD}::test_devotion_of_ruth_withdraws_every_evil_character_in_battle",
    ),
    "Eaten by Worms (I)": (f"{DOMINANTS}::test_discard_an_evil_character",),
    "Family Bond": (f"{GOOD}::test_negate_and_discard_the_last_evil_enhancement",),
    "Samson's Strength (J)": (f"{GOOD}::test_negate_and_discard_the_last_evil_enhancement",),
    "Glad Tidings": (f"{GOOD}::test_negate_and_discard_the_last_evil_enhancement",),
    "Walking on Water (I)": (f"{GOOD}::test_negate_and_discard_the_last_evil_enhancement",),
    "Wonderment (I)": (f"{GOOD}::test_negate_and_discard_the_last_evil_enhancement",),
    "Fishers of Men (I)": (
        f"{GOOD}::test_fishers_of_men_used_by_a_disciple_reveals_nine",
        f"{GOOD}::test_fishers_of_men_used_by_another_hero_reveals_three",
        f"{GOOD}::test_fishers_of_men_reveals_what_a_short_deck_holds",
    ),
    "Gideon's Call (J)": (
        f"{GOOD}::test_gideons_call_reveals_nine_when_used_by_a_hero_without_an_ability",
    ),
    "Gleaning the Fields (J)": (
        f"{GOOD}::test_gleaning_the_fields_finds_a_good_ruth_or_judges_enhancement",
    ),
    "Loaves and Fishes": (f"{GOOD}::test_loaves_and_fishes_makes_each_player_draw",),
    "Loyalty of Ruth (J)": (
        f"{GOOD}::test_loyalty_of_ruth_withdraws_one_evil_character_then_may_draw",
    ),
    "Miraculous Catch (I)": (
        f"{GOOD}::test_miraculous_catch_used_by_peter_draws_three_not_one",
        f"{GOOD}::test_miraculous_catch_used_by_peter_discards_one_of_the_three",
        f"{GOOD}::test_miraculous_catch_used_by_another_hero_draws_one",
    ),
    "Overwhelming Presence": (
        f"{GOOD}::test_overwhelming_presence_underdecks_every_evil_character_in_battle",
    ),
    "Raising Lazarus": (
        f"{GOOD}::test_raising_lazarus_puts_a_human_hero_from_the_discard_pile_in_territory",
    ),
    "Ruth Meets Boaz (J)": (
        f"{GOOD}::test_ruth_meets_boaz_takes_one_good_ruth_card_from_the_deck_or_the_discard_pile",
        f"{GOOD}::test_ruth_meets_boaz_offers_only_good_ruth_cards",
    ),
    "Shamgar's Oxgoad": (
        f"{GOOD}::test_shamgars_oxgoad_discards_an_evil_character",
        f"{GOOD}::test_shamgars_oxgoad_or_discards_two_evil_philistines",
    ),
    "Sing and Praise (J)": (
        f"{GOOD}::test_sing_and_praise_banishes_a_discard_pile_but_its_heroes",
    ),
    "The Sword of Gideon": (f"{GOOD}::test_the_sword_of_gideon_discards_an_evil_enhancement",),
    "Trumpets and Torches": (f"{GOOD}::test_trumpets_and_torches_underdecks_an_evil_character",),
    "When Judges Governed": (
        f"{GOOD}::test_when_judges_governed_with_a_ruth_hero_and_a_judge_withdraws_and_discards",
        f"{GOOD}::test_when_judges_governed_without_a_ruth_hero_does_not_withdraw",
        f"{GOOD}::test_when_judges_governed_without_a_judge_does_not_discard",
    ),
    "You Are the Christ": (f"{GOOD}::test_you_are_the_christ_discards_an_evil_card_in_play",),
    # Evil Enhancements
    "Achan's Sin (I)": (
        f"{EVIL_ENH}::test_achans_sin_negates_the_last_good_card_and_discards_the_whole_battle",
    ),
    "Ashtaroth Worship (I)": (
        f"{EVIL_ENH}::test_ashtaroth_worship_discards_a_good_enhancement",
        f"{EVIL_ENH}::test_ashtaroth_worship_or_banishes_a_discard_pile",
    ),
    "Bad Dealings (I)": (
        f"{EVIL_ENH}::test_negate_and_discard_the_last_good_enhancement_answers_a_removal",
        f"{EVIL_ENH}::test_bad_dealings_may_draw_even_with_no_good_enhancement_to_negate",
    ),
    "Crucify Him! (J)": (
        f"{EVIL_ENH}::test_negate_and_discard_the_last_good_enhancement_answers_a_removal",
    ),
    "Evil Strength (J)": (
        f"{EVIL_ENH}::test_negate_and_discard_the_last_good_enhancement_answers_a_removal",
    ),
    "Coliseum Lions (J)": (f"{EVIL_ENH}::test_coliseum_lions_discard_every_hero_in_battle",),
    "Fiery Darts (J)": (f"{DOMINANTS}::test_discard_a_hero",),
    "Hypocrite's Proselyte": (f"{EVIL_ENH}::test_underdeck_a_hero",),
    "Wickedness of Delilah (I)": (f"{EVIL_ENH}::test_underdeck_a_hero",),
    "Ishbibenob's Spear (I)": (
        f"{EVIL_ENH}::test_ishbibenobs_spear_discards_itself_to_underdeck_a_hero",
        f"{EVIL_ENH}::test_a_spear_kept_adds_its_numbers",
    ),
    "Lahmi's Spear (I)": (
        f"{EVIL_ENH}::test_lahmis_spear_discards_itself_to_discard_a_hero",
        f"{EVIL_ENH}::test_a_spear_kept_adds_its_numbers",
    ),
    "Ishbibenob's Sword": (
        f"{EVIL_ENH}::test_ishbibenobs_sword_negates_the_last_good_card_and_undoes_it",
    ),
    "Persistent Pestering (J)": (
        f"{EVIL_ENH}::test_persistent_pestering_makes_the_opponent_underdeck_two_good_cards",
        f"{EVIL_ENH}::test_persistent_pestering_takes_what_good_cards_there_are",
    ),
    "Roman Whip": (
        f"{EVIL_ENH}::test_roman_whip_makes_the_opponent_underdeck_a_card_of_their_choice",
    ),
    "Sin in the Camp (I)": (f"{EVIL_ENH}::test_sin_in_the_camp_withdraws_every_hero",),
    "Sorrow of Mary (J)": (
        f"{EVIL_ENH}::test_sorrow_of_mary_reveals_a_hand_and_underdecks_a_good_card_from_it",
    ),
    "To Each His Own": (
        f"{EVIL_ENH}::test_to_each_his_own_lets_each_player_search_their_own_discard_pile",
        f"{EVIL_ENH}::test_to_each_his_own_search_is_a_may_for_each_player",
    ),
    "Twice Afflicted (J)": (
        f"{EVIL_ENH}::test_twice_afflicted_plays_an_orange_enhancement_from_the_discard_pile",
    ),
    # Dominants
    "Angel of the Lord (I)": (
        f"{DOMINANTS}::test_discard_an_evil_character",
        f"{DOMINANTS}::test_a_dominant_is_not_stopped_by_a_negate_all",
    ),
    "Angel of the Lord (J)": (f"{DOMINANTS}::test_discard_an_evil_character",),
    "Christian Martyr (I)": (f"{DOMINANTS}::test_discard_a_hero",),
    "Christian Martyr (J)": (f"{DOMINANTS}::test_discard_a_hero",),
    "Son of God (I)": (f"{DOMINANTS}::test_son_of_god_rescues_a_lost_soul_and_negates_it",),
    "Son of God (J)": (
        f"{DOMINANTS}::test_son_of_god_rescues_a_lost_soul_and_negates_it",
        f"{DOMINANTS}::test_son_of_god_is_not_offered_without_a_lost_soul_to_rescue",
    ),
    "Strife": (f"{DOMINANTS}::test_strife_withdraws_every_hero_but_the_one_its_player_keeps",),
    "Vain Philosophy (J)": (
        f"{DOMINANTS}::test_vain_philosophy_looks_at_a_hand_and_underdecks_a_good_card",
    ),
    # Lost Souls
    'Lost Soul "Rejoice" [Luke 15:6 - J]': (
        f"{SOULS}::test_rejoice_makes_each_player_draw_when_rescued",
        f"{SOULS}::test_rejoice_draws_nothing_when_the_rescue_fails",
        f"{SOULS}::test_a_rescued_souls_trigger_fires_in_battle_resolution",
    ),
    'Lost Soul "Resurrection" [Psalm 30:3]': (
        f"{SOULS}::test_resurrection_lets_the_player_it_was_rescued_from_search_for_a_hero",
        f"{SOULS}::test_resurrection_search_may_be_declined",
    ),
}
"""Each Starter row with a special ability, and the scenario tests that carry it out."""

MEEK: Final = frozenset(
    {
        "Achan (I)",
        "Angel at Bethesda",
        "Gideon (J)",
        "Lahmi (I)",
        "Legion of Angels",
        "Pilate's Soldiers",
        "Possessing Demon (j)",
        "Samson (J)",
        "Shamgar (J)",
        "Sword of the Lord (J)",
        "Water to Wine (I)",
        "Lost Soul Luke 13:25 (J)",
        "Lost Soul Luke 15:13 (J)",
        "Lost Soul Luke 15:15-16 (J)",
        "Lost Soul Luke 16:20-21 (J)",
        "Lost Soul Luke 19:10 (J)",
        "Lost Soul Mark 1:40 (J)",
        "Lost Soul Proverbs 10:1 (I)",
        "Lost Soul Proverbs 14:10 (I)",
        "Lost Soul Proverbs 21:16 (I)",
        "Lost Soul Proverbs 21:24 (I)",
        "Lost Soul Psalm 119:176 (I)",
        "Lost Soul Psalm 68:6 (I)",
    }
)
"""Starter rows without a special ability: nothing to carry out; they play by their numbers."""


def _test(entry: str) -> tuple[ModuleType, str]:
    module_name, function = entry.split("::")
    module = importlib.import_module(f"tests.scenarios.{module_name}")
    return module, function


def test_every_starter_row_with_an_ability_is_in_the_table() -> None:
    cards = list(load_starter_cards())
    with_text = {card.name for card in cards if card.special_ability.strip()}
    assert set(COVERED) == with_text
    assert {card.name for card in cards if not card.special_ability.strip()} == MEEK
    assert len(COVERED) + len(MEEK) == len(cards)


def test_every_distinct_ability_text_is_covered() -> None:
    texts = {card.special_ability.strip() for card in load_starter_cards()} - {""}
    covered = {
        card.special_ability.strip() for card in load_starter_cards() if card.name in COVERED
    }
    assert covered == texts
    assert len(texts) == 67


@pytest.mark.parametrize("card", sorted(COVERED))
def test_the_tests_named_for_a_card_exist_and_play_it(card: str) -> None:
    assert COVERED[card], f"no test named for {card!r}"
    for entry in COVERED[card]:
        module, name = _test(entry)
        function = getattr(module, name, None)
        assert inspect.isfunction(function), f"{entry} does not exist"
        marks = [m for m in getattr(function, "pytestmark", []) if m.name == "parametrize"]
        if marks:
            values = {value for mark in marks for row in mark.args[1] for value in _flat(row)}
            if card in values:
                continue
        assert card in _source(module, function), f"{entry} does not play {card!r}"


def _flat(row: object) -> tuple[object, ...]:
    return tuple(row) if isinstance(row, tuple) else (row,)


def _source(module: ModuleType, function: FunctionType) -> str:
    """The text of a test, of the module's helpers it calls and of the names it reads: where
    its cards are named."""
    parts = [inspect.getsource(function)]
    for name in function.__code__.co_names:
        helper = getattr(module, name, None)
        if inspect.isfunction(helper) and helper.__module__ == module.__name__:
            parts.append(inspect.getsource(helper))
        elif isinstance(helper, str):  # a card name kept as a constant
            parts.append(helper)
    return "\n".join(parts)
