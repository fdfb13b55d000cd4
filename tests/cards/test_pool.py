"""The real card list loads whole, and every column is read into typed fields."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

import pytest
from attrs import evolve
from tests.conftest import CARD_LIST

from redemption_rules import CardDataError, CardPool, load_cards
from redemption_rules.cards import (
    Alignment,
    Brigade,
    CardClass,
    CardType,
    Legality,
    Stat,
    load_starter_cards,
    parse_cards,
)
from redemption_rules.cards.pool import COLUMNS

if TYPE_CHECKING:
    from pathlib import Path

HEADER = "\t".join(COLUMNS)


def _raw_rows() -> list[list[str]]:
    lines = CARD_LIST.read_text(encoding="utf-8").split("\n")
    return [line.split("\t") for line in lines[1:] if line]


def test_every_row_loads(pool: CardPool) -> None:
    assert len(pool) == 5692 == len(_raw_rows())


def test_counts_by_type_match_the_file(pool: CardPool) -> None:
    in_file = Counter(row[4] for row in _raw_rows())
    loaded = Counter(
        "/".join(card_type.value for card_type in card.types) + (" Token" if card.is_token else "")
        for card in pool
    )
    normalised = Counter({key.replace(" / ", "/"): count for key, count in in_file.items()})
    assert loaded == normalised
    assert loaded["GE"] == 1256
    assert loaded["Hero"] == 1201
    assert loaded["Lost Soul Token"] == 5


def test_names_that_repeat_stay_distinct(pool: CardPool) -> None:
    versions = pool.versions("Glad Tidings")
    assert {card.set_code for card in versions} == {"Ap", "I"}
    assert pool.get("Glad Tidings [I]").special_ability.startswith("Negate and discard")
    assert pool.get("Glad Tidings", "Ap").special_ability.startswith("No poison")
    with pytest.raises(KeyError, match="choose a set"):
        pool.get("Glad Tidings")
    repeated = [name for name, n in Counter(c.name for c in pool).items() if n > 1]
    assert len(repeated) == 12
    assert len({card.key for card in pool}) == len(pool)


def test_unknown_name_suggests_close_names(pool: CardPool) -> None:
    with pytest.raises(KeyError, match="Gideon"):
        pool.get("Gidoen (J)")


def test_john_reads_field_by_field(pool: CardPool) -> None:
    john = pool.get("John (I)")
    assert john.types == (CardType.HERO,)
    assert john.alignment is Alignment.GOOD
    assert john.brigades == (Brigade.PURPLE,)
    assert (john.strength, john.toughness) == (Stat(5), Stat(5))
    assert john.identifiers == ("Disciple", "Prophet", "Son of Zebedee")
    assert john.special_ability == "Negate Evil Characters."
    assert john.reference == "Luke 6:13-14"
    assert john.legality is Legality.ROTATION
    assert john.is_unique


def test_dual_types_and_tokens(pool: CardPool) -> None:
    delivered = pool.get("Delivered")
    assert delivered.types == (CardType.GOOD_ENHANCEMENT, CardType.EVIL_ENHANCEMENT)
    assert delivered.brigades_for(CardType.GOOD_ENHANCEMENT) == {
        Brigade.GREEN,
        Brigade.TEAL,
        Brigade.GOLD,
    }
    assert delivered.brigades_for(CardType.EVIL_ENHANCEMENT) == {Brigade.GOLD, Brigade.PALE_GREEN}
    assert delivered.numbers(CardType.GOOD_ENHANCEMENT) == (Stat(3), Stat(2))
    assert delivered.numbers(CardType.EVIL_ENHANCEMENT) == (Stat(2), Stat(3))
    both = [card for card in pool if card.types == (CardType.HERO, CardType.EVIL_CHARACTER)]
    assert len(both) == 27
    tokens = [card for card in pool if card.is_token]
    assert {card.types for card in tokens} == {
        (CardType.LOST_SOUL,),
        (CardType.EVIL_CHARACTER,),
        (CardType.HERO,),
    }


def test_covenants_curses_and_cities_have_two_identities(pool: CardPool) -> None:
    covenant = next(card for card in pool if card.types == (CardType.COVENANT,))
    assert covenant.identities == (CardType.GOOD_ENHANCEMENT, CardType.ARTIFACT)
    city = next(card for card in pool if card.types == (CardType.CITY,))
    assert city.identities == (CardType.SITE, CardType.FORTRESS)


@pytest.mark.parametrize(
    ("name", "brigades", "other"),
    [
        ("Blessing of Joshua [RR2]", (Brigade.GOLD,), ()),  # "Good Gold"
        ("Raising Lazarus", (Brigade.MULTI,), ()),
        ("Walking on Water (I)", (Brigade.PURPLE, Brigade.SILVER), ()),
        (
            "Adam, the Exile / Adam (Man) (LoC)",
            (Brigade.BLUE,),
            (Brigade.BLUE, Brigade.RED),
        ),  # "Blue (Blue/Red)": the other face in brackets
        ("Melchizedek (CoW AB)", (Brigade.BLUE, Brigade.PURPLE, Brigade.TEAL), ()),
        (
            "Eternal Judgment",
            (Brigade.GREEN, Brigade.WHITE, Brigade.BROWN, Brigade.CRIMSON),
            (),
        ),  # "Green/White and Brown/Crimson"
    ],
)
def test_brigade_forms(
    pool: CardPool, name: str, brigades: tuple[Brigade, ...], other: tuple[Brigade, ...]
) -> None:
    card = pool.get(name)
    assert card.brigades == brigades
    assert card.other_brigades == other


@pytest.mark.parametrize(
    ("name", "strength", "other_strength"),
    [
        ("Abihud, the Progeny / Abihud, the Exilarch (LoC)", Stat(3), Stat(10)),  # 3(10)
        ("Scapegoat (PoC)", None, Stat(0)),  # -/0
        ("A Mighty Blow", Stat(5), None),
    ],
)
def test_number_forms(
    pool: CardPool, name: str, strength: Stat | None, other_strength: Stat | None
) -> None:
    card = pool.get(name)
    assert (card.strength, card.other_strength) == (strength, other_strength)


def test_variable_numbers(pool: CardPool) -> None:
    plain_x = sum(1 for row in _raw_rows() if row[6] == "X")
    assert plain_x == 62
    loaded = [
        card for card in pool if card.strength == Stat(0, "X") and card.other_strength is None
    ]
    assert len(loaded) == plain_x
    star = [card for card in pool if card.toughness == Stat(0, "*")]
    assert len(star) == sum(1 for row in _raw_rows() if row[7] == "*")


def test_classes(pool: CardPool) -> None:
    for word, card_class in [("warrior", CardClass.WARRIOR), ("cloud", CardClass.CLOUD)]:
        in_file = sum(1 for row in _raw_rows() if word in row[8].lower())
        assert sum(1 for card in pool if card_class in card.classes) == in_file
    assert pool.get("Melchizedek (CoW AB)").classes == (CardClass.TERRITORY,)


def test_banned_cards(pool: CardPool) -> None:
    banned = sorted(card.name for card in pool if card.legality is Legality.BANNED)
    assert len(banned) == 9
    assert "Mourn and Weep" in banned


def test_packaged_starter_cards_are_rows_of_the_list(pool: CardPool) -> None:
    starter = load_starter_cards()
    assert len(starter) == 100
    for card in starter:
        full = pool.get(card.name, card.set_code)
        assert full == evolve(card, key=full.key)


def test_missing_column_names_line_and_column() -> None:
    text = HEADER + "\nJohn\tI\tJ\tI\tHero\tPurple\t5\t5\t\t\t\tDeck\tLuke 6:13\t\tGood\n"
    with pytest.raises(CardDataError, match="line 2") as info:
        parse_cards(text, source="cards.txt")
    assert info.value.line == 2
    assert "cards.txt" in str(info.value)


@pytest.mark.parametrize(
    ("column", "bad"),
    [
        ("Type", "Wizard"),
        ("Brigade", "Plaid"),
        ("Strength", "five"),
        ("Toughness", "5(("),
        ("Alignment", "Chaotic"),
        ("Legality", "Sometimes"),
        ("Class", "Archer"),
    ],
)
def test_malformed_cell_names_its_column(column: str, bad: str) -> None:
    cells = dict.fromkeys(HEADER.split("\t"), "")
    cells |= {
        "Name": "John",
        "Set": "I",
        "Type": "Hero",
        "Brigade": "Purple",
        "Strength": "5",
        "Toughness": "5",
        "Alignment": "Good",
    }
    cells[column] = bad
    text = HEADER + "\n" + "\t".join(cells[name] for name in HEADER.split("\t"))
    with pytest.raises(CardDataError) as info:
        parse_cards(text)
    assert info.value.column == column
    assert info.value.line == 2
    assert bad in str(info.value)


def test_extra_trailing_tabs_are_accepted_only_when_empty() -> None:
    row = "John\tI\t\t\tHero\tPurple\t5\t5\t\t\t\t\t\t\tGood\t"
    assert len(parse_cards(HEADER + "\n" + row + "\t\t\t")) == 1
    with pytest.raises(CardDataError, match="fields"):
        parse_cards(HEADER + "\n" + row + "\tsurprise")


def test_missing_header_column() -> None:
    with pytest.raises(CardDataError, match="Alignment"):
        parse_cards("Name\tSet\tType\nJohn\tI\tHero")


def test_load_cards_reads_a_file(tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    row = "John\tI\t\t\tHero\tPurple\t5\t5\t\t\t\t\t\t\tGood\t"
    path.write_text(HEADER + "\n" + row, encoding="utf-8")
    assert load_cards(path).get("John").brigades == (Brigade.PURPLE,)


def _row(**cells: str) -> str:
    values = dict.fromkeys(COLUMNS, "") | {
        "Name": "John",
        "Set": "I",
        "Type": "Hero",
        "Brigade": "Purple",
        "Strength": "5",
        "Toughness": "5",
        "Alignment": "Good",
    }
    values |= cells
    return "\t".join(values[name] for name in COLUMNS)


def test_a_file_that_is_not_utf8_names_line_column_and_byte(tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    ability = "Negate Evil Characters in Gen\u00e8se."
    text = HEADER + "\n" + _row() + "\n" + _row(Name="Peter", SpecialAbility=ability) + "\n"
    path.write_bytes(text.encode("cp1252"))  # what a list saved as "ANSI" looks like
    with pytest.raises(CardDataError) as info:
        load_cards(path)
    error = info.value
    assert (error.line, error.column, error.source) == (3, "SpecialAbility", "cards.txt")
    row = text.split("\n")[2]
    assert error.position == len(row[: row.index("\u00e8")].encode()) + 1
    assert "not UTF-8" in str(error)
    assert "byte 0xE8" in str(error)
    assert error.value == "Negate Evil Characters in Gen\ufffdse."


def test_a_byte_order_mark_is_not_an_error(tmp_path: Path) -> None:
    path = tmp_path / "cards.txt"
    path.write_bytes(("\ufeff" + HEADER + "\n" + _row()).encode())
    assert len(load_cards(path)) == 1


def test_a_repeated_name_and_set_names_both_lines() -> None:
    text = "\n".join([HEADER, _row(), _row(Name="Peter"), _row(Strength="6")])
    with pytest.raises(CardDataError, match="'John' of set 'I' is already on line 2") as info:
        parse_cards(text)
    assert (info.value.line, info.value.column) == (4, "Set")
    assert len(parse_cards("\n".join([HEADER, _row(), _row(Set="Ap")]))) == 2


@pytest.mark.parametrize("digits", [5, 4301, 100_000])
def test_a_number_too_long_to_be_printed_is_refused_quickly(digits: int) -> None:
    text = HEADER + "\n" + _row(Strength="9" * digits)
    with pytest.raises(CardDataError, match=r"at most 4 digits") as info:
        parse_cards(text)
    assert (info.value.line, info.value.column) == (2, "Strength")
    assert len(str(info.value)) < 300


@pytest.mark.parametrize("number", ["\u0665", "1\u0663", "\uff15"])
def test_digits_other_than_ascii_are_refused(number: str) -> None:
    with pytest.raises(CardDataError, match="not a number") as info:
        parse_cards(HEADER + "\n" + _row(Toughness=number))
    assert info.value.column == "Toughness"


@pytest.mark.parametrize("ending", ["\n\n", "\n\n\n", "\r\n\r\n", "\n \n\t\n"])
def test_blank_lines_at_the_end_are_accepted(ending: str) -> None:
    assert len(parse_cards(HEADER + "\n" + _row() + ending)) == 1


def test_a_blank_line_between_rows_is_still_an_error() -> None:
    with pytest.raises(CardDataError, match="line 3: blank line"):
        parse_cards("\n".join([HEADER, _row(), "", _row(Name="Peter")]))


def test_a_long_brigade_cell_is_read_whole() -> None:
    # the bracket of "Blue (Blue/Red)" was found by a pattern that backtracked on spaces
    # (100,000 spaces took about 20 seconds; benchmarks/inputs.py measures it now)
    cell = "Blue" + " " * 100_000 + "Plaid"
    with pytest.raises(CardDataError, match="unknown brigade 'plaid'"):
        parse_cards(HEADER + "\n" + _row(Brigade=cell))
    (card,) = parse_cards(HEADER + "\n" + _row(Brigade="Blue" + " " * 100_000 + "(Blue/Red)"))
    assert (card.brigades, card.other_brigades) == ((Brigade.BLUE,), (Brigade.BLUE, Brigade.RED))
