"""Card names: the pool is the vocabulary of the names ability text may use (REG: Names)."""

from __future__ import annotations

import importlib.util
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import attrs
import pytest

from redemption_rules.effects import Count, Player, Quantifier, Selector, Zone
from redemption_rules.effects.kinds import (
    Band,
    Capture,
    Discard,
    Interrupt,
    Negate,
    Prevent,
    Protect,
    Search,
    Take,
)
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability
from redemption_rules.parser.names import card_titles, keyword_titles, name_words, unknown_word
from redemption_rules.parser.normalize import normalize

if TYPE_CHECKING:
    from types import ModuleType

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "derive_name_table.py"
SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("derive_name_table", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_shipped_names_match_the_shared_card_list() -> None:
    derived = _script().derive(SHARED_DATA)
    folder = resources.files("redemption_rules.cards").joinpath("data")
    for name, text in derived.items():
        assert folder.joinpath(name).read_text(encoding="utf-8") == text


def test_a_word_no_card_holds_is_refused() -> None:
    with pytest.raises(AbilityParseError, match="'Bob' names no card"):
        parse_ability("May band to Bob.")


def test_a_name_of_the_pool_is_read() -> None:
    (band,) = parse_ability("May band to Gabriel.").effects
    assert isinstance(band, Band)
    assert band.target == Selector(names=("Gabriel",))


@pytest.mark.parametrize(
    ("word", "unknown"),
    [
        ("Gabriel", None),
        ("Tubal-Cain", None),  # the title prints "Tubal-cain"
        ("Noah\u2019s Ark", None),
        ("Spears", None),  # the cards called "Spear"
        ("Bob", "Bob"),
        ("Conversion of Evil", "Conversion"),
    ],
)
def test_unknown_word(word: str, unknown: str | None) -> None:
    assert unknown_word(word, name_words()) == unknown


def test_three_nails_is_one_card() -> None:
    negate, discard, _ = parse_ability(
        "Negate and discard Three Nails.  You may exchange this Evil Character with an orange "
        "brigade demon in discard pile.  Cannot be prevented by a good card."
    ).effects
    assert isinstance(negate, Negate)
    assert isinstance(discard, Discard)
    assert negate.target == discard.target == Selector(names=("Three Nails",))


def test_red_dragon_is_one_card() -> None:
    protect, *_ = parse_ability(
        "Protect Red Dragon from human Heroes. Ignore angels unless Michael is in play. May "
        "band to a Revelation Evil Character. Cannot be prevented."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.target == Selector(names=("Red Dragon",))


def test_new_jerusalem_is_a_name_not_a_new_identifier() -> None:
    _, search = parse_ability(
        "SITE: You may convert this Site to a Hero. HERO: You may search deck or Reserve for "
        "New Jerusalem. Cannot be interrupted."
    ).effects
    assert isinstance(search, Search)
    assert search.target == Selector(names=("New Jerusalem",))


def test_a_title_with_a_place_after_it_is_one_name() -> None:
    (band,) = parse_ability("May band to King Joram of Israel.").effects
    assert isinstance(band, Band)
    assert band.target == Selector(names=("King Joram of Israel",))


def test_keyword_titles_leave_out_terms_and_descriptions() -> None:
    titles = keyword_titles(card_titles())
    assert {"Three Nails", "Red Dragon", "New Jerusalem", "Three Angels"} <= set(titles)
    assert "Lost Soul" not in titles  # a term of the rules
    assert "Egyptian Army" not in titles  # as likely "an Egyptian army" in text


def test_old_testament_is_the_identifier() -> None:
    (discard,) = parse_ability(
        "Discard one Old Testament Evil Character in play or in a set aside area."
    ).effects
    assert isinstance(discard, Discard)
    assert discard.target.identifiers == ("O.T.",)
    assert discard.target.types == ("Evil Character",)


@pytest.mark.parametrize(
    ("printed", "mended"),
    [
        ("Capture 2 human Heros in battle.", "Capture 2 human Heroes in battle."),
        ("remove an Evil Chartacter", "remove an Evil Character."),
        ("underdeck an O.T. green Enhancment", "underdeck an O.T. green Enhancement."),
        ("The first time Namaan is about", "The first time Naaman is about."),
        ("search for a Phillipi Hero", "search for a Philippi Hero."),
    ],
)
def test_misprinted_names_are_mended(printed: str, mended: str) -> None:
    assert normalize(printed).text == mended


def test_a_title_with_small_words_inside_is_one_name() -> None:
    interrupt, negate, prevent = parse_ability(
        "Interrupt, Negate, and Prevent Divisions in the Church."
    ).effects
    assert isinstance(interrupt, Interrupt)
    assert isinstance(negate, Negate)
    assert isinstance(prevent, Prevent)
    title = Selector(names=("Divisions in the Church",))
    assert interrupt.target == negate.target == prevent.target == title


def test_a_title_beginning_with_the_keeps_it() -> None:
    (protect,) = parse_ability("Protect The Jeering Youths from capture and conversion.").effects
    assert isinstance(protect, Protect)
    assert protect.target == Selector(names=("The Jeering Youths",))


# -- churches are identifiers, not names -------------------------------------------------------


def test_corinth_heroes_are_members_of_the_corinthian_church() -> None:
    # Titus Justus: the ORDIR's Corinth church, an identifier of the Heroes
    (protect,) = parse_ability(
        "If a missionary is in play, protect your Corinth Heroes from opponents' Evil "
        "Characters of */4 or less."
    ).effects
    assert isinstance(protect, Protect)
    assert protect.target == Selector(
        count=Count(Quantifier.ALL), owner=Player.YOU, types=("Hero",), identifiers=("Corinth",)
    )


def test_each_church_of_the_pool_is_an_identifier() -> None:
    for church in (
        "Bethany",
        "Colossae",
        "Corinth",
        "Ephesus",
        "Joppa",
        "Philippi",
        "Thessalonica",
    ):
        (search,) = parse_ability(f"You may search deck for a {church} Hero.").effects
        assert isinstance(search, Search)
        assert search.target.identifiers == (church,)
        assert not search.target.names


def test_a_title_with_a_church_in_it_stays_a_name() -> None:
    # Lazarus, the Called / Lazarus of Bethany (GoC): the title is read whole
    (band,) = parse_ability("May band to Mary of Bethany.").effects
    assert band.target.names == ("Mary of Bethany",)
    assert not band.target.identifiers


def test_james_son_of_zebedee_is_one_title_with_son_printed_small() -> None:
    # Herod Agrippa I: the title is "James Son of Zebedee"; read word by word it was James
    # on a card called Zebedee
    discard, capture = parse_ability("Discard James son of Zebedee. Capture Peter.").effects
    assert isinstance(discard, Discard)
    assert discard.target.names == ("James son of Zebedee",)
    assert discard.target.locations == ()
    assert isinstance(capture, Capture)
    assert capture.target.names == ("Peter",)


def test_army_of_a_million_men_is_one_title() -> None:
    take = parse_ability(
        "You may take Army of a Million Men or an evil weapon from deck (or Reserve if a meek "
        "card is in play). May band to a generic warrior. Cannot be interrupted by a good card."
    ).effects[0]
    assert isinstance(take, Take)
    army, weapon = take.target.parts
    assert army.names == ("Army of a Million Men",)
    assert army.identifiers == ()
    assert [place.zone for place in army.locations] == [Zone.DECK]
    assert weapon.types == ("weapon",)


def test_a_title_in_the_plural_names_the_cards_of_that_title() -> None:
    (discard,) = parse_ability("Discard all Potter's Fields.").effects
    assert isinstance(discard, Discard)
    assert discard.target.names == ("Potter's Field",)
    assert discard.target.count == Count(Quantifier.ALL)


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("If Gideon is in battle, Trumpets and Torches cannot be negated.", "Trumpets and Torches"),
        ("Search deck or discard pile for Dust and Ashes.", "Dust and Ashes"),
        ("Discard Thorns and Thistles.", "Thorns and Thistles"),
    ],
)
def test_a_title_of_two_things_joined_by_and_is_one_card(text: str, title: str) -> None:
    # read word by word, "Trumpets and Torches" was two cards, "Trumpets" and "Torches"
    ability = parse_ability(text)
    names = [name for selector in _selectors(ability) for name in selector.names]
    assert title in names
    assert not set(title.split(" and ")) & set(names)


def _selectors(ability: object) -> list[Selector]:
    """Every selector in *ability*'s records, depth first."""
    out: list[Selector] = []

    def walk(value: object) -> None:
        if isinstance(value, Selector):
            out.append(value)
        if attrs.has(type(value)):
            for field in attrs.fields(type(value)):
                walk(getattr(value, field.name))
        elif isinstance(value, tuple):
            for item in value:
                walk(item)

    walk(ability)
    return out


def test_a_title_whose_halves_are_cards_is_not_read_whole() -> None:
    # "Joseph and Mary" beside cards called Joseph and Mary may well be the two of them
    assert "Trumpets and Torches" in keyword_titles(["Trumpets and Torches"])
    assert keyword_titles(["Joseph and Mary", "Joseph", "Mary"]) == ()
    assert keyword_titles(["Joseph and Mary", "Joseph"]) == ()


def test_known_words_ending_in_a_kind_of_card_name_no_card() -> None:
    # Covenant of Palestine: "Capture of Heroes is prevented." describes captures of Heroes;
    # each word is a title's word, but the whole is no card's title
    with pytest.raises(AbilityParseError, match="'Capture of Heroes' names no card"):
        parse_ability("Capture of Heroes is prevented.")
    (discard,) = parse_ability("Discard Ark of the Covenant.").effects
    assert isinstance(discard, Discard)
    assert discard.target.names == ("Ark of the Covenant",)
