"""Identifiers a card has without printing them (ORDIR): demons, and ORDIR's lists of names."""

from __future__ import annotations

import importlib.util
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from redemption_rules.cards.identifiers import has_identifier, identifiers_of, title_keys

if TYPE_CHECKING:
    from types import ModuleType

    from redemption_rules import CardPool

SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "derive_ordir_identifiers.py"
SHARED_DATA = Path(__file__).resolve().parents[3] / "shared" / "data"
ORDIR_TEXT = SHARED_DATA / "rules" / "ORDIR_PDF_7.0.0.txt"


def test_demons_the_card_list_does_not_mark_are_demons(pool: CardPool) -> None:
    # ORDIR Demon: single-brigade orange Evil Characters are demons, and it lists Frog
    # Demons, the Panic Demons and the Beasts from the Earth and the Sea among them
    for name in ("Frog Demons (L)", "Panic Demon (Black)", "Wandering Spirit (GoC)"):
        found = identifiers_of(pool.get(name))
        assert "demon" in found, name
        assert "human" not in found, name
    beast = identifiers_of(pool.get("Beast from the Sea (L)"))
    assert {"demon", "beast"} <= beast
    assert "human" not in beast
    assert "human" in identifiers_of(pool.get("Lahmi (I)"))


def test_the_words_of_a_definition_of_x_are_no_identifiers(pool: CardPool) -> None:
    # "Persian, Beast, Demon, X = # of brigades on your humans": a demon, not a human
    bear = identifiers_of(pool.get("The Bear (PoC)"))
    assert {"persian", "demon"} <= bear
    assert not {"human", "humans", "brigades", "x"} & bear
    # "[X = 1 (or 3 if opponent has hand advantage)] Gospel": Gospel is still an identifier
    anna = identifiers_of(pool.get("Anna, the Widow (GoC)"))
    assert "gospel" in anna
    assert not {"opponent", "hand", "advantage"} & anna


@pytest.mark.parametrize(
    "name",
    [
        "Anna, the Widow (GoC)",
        "Ruth, the Retainer [2026 - National]",
        "Esther, the Courageous (PoC)",
        # women whose gender a definition of X seemed to give, or nothing did
        "Susanna",
        "Joanna, the Generous / Joanna, Wife of Chuza (GoC)",
        "Lois, Pillar of Faith [RR2]",
        "Tabitha (EC)",
    ],
)
def test_women_named_by_their_title_are_female(pool: CardPool, name: str) -> None:
    found = identifiers_of(pool.get(name))
    assert "female" in found
    assert "male" not in found


@pytest.mark.parametrize(
    ("name", "identifier"),
    [
        ("Goliath (L)", "giant"),
        ("Goliath, Fear Bringer [L]", "Giants"),
        ("Lahmi (I)", "giant"),
        ("Reuben", "son of Jacob"),
        ("Judah", "sons of Jacob"),
        ("Judah, the Leader / Judah, the Substitute (LoC)", "son of Jacob"),
        ("Simeon (FooF)", "son of Jacob"),
        ("King Josiah", "king"),
        ("King Hezekiah (Ki)", "kings and queens of Judah"),
        ("King Saul (Brown) (Ki)", "kings of Israel"),
        ("Eli the Priest (Pa)", "priest"),
        ("Zadok", "priests"),
        ("Peter (I)", "disciple"),
        ("Pontius Pilate (Ap)", "Roman Governor"),
    ],
)
def test_characters_ordir_lists_have_the_identifier(
    pool: CardPool, name: str, identifier: str
) -> None:
    assert has_identifier(pool.get(name), identifier)


@pytest.mark.parametrize(
    ("name", "identifier"),
    [
        # Simeon who blessed the child Jesus shares his name with Jacob's son
        ("Simeon (Di)", "son of Jacob"),
        # Mary's husband is not Jacob's son Joseph
        ("Joseph the Carpenter", "son of Jacob"),
        # by rule only Heroes are disciples: ORDIR lists the Hero Judas, not the Evil one
        ("Judas Iscariot (L)", "disciple"),
        # a list names characters, never the Enhancements titled after them
        ("Goliath's Spear (L)", "giant"),
        ("Goliath (L)", "king"),
    ],
)
def test_characters_ordir_does_not_list_lack_the_identifier(
    pool: CardPool, name: str, identifier: str
) -> None:
    assert not has_identifier(pool.get(name), identifier)


def test_simeon_son_of_jacob_and_simeon_in_the_temple_are_told_apart(pool: CardPool) -> None:
    # Both are titled "Simeon": ORDIR's Genesis list settles which is Jacob's son
    assert "son of jacob" in identifiers_of(pool.get("Simeon (FooF)"))
    assert "nativity characters" in identifiers_of(pool.get("Simeon (Di)"))
    assert "nativity characters" not in identifiers_of(pool.get("Simeon (FooF)"))


def test_card_names_are_read_the_way_ordir_writes_them() -> None:
    # ORDIR writes "King Saul [Brown] (Wa, Ki)"; the card list "King Saul (Brown) (Ki)"
    assert "king saul (brown)" in title_keys("King Saul (Brown) (Ki)")
    assert title_keys("Judah, the Leader / Judah, the Substitute (LoC)")[-1] == (
        "judah the substitute"
    )


def _script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("derive_ordir_identifiers", SCRIPT)
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not ORDIR_TEXT.exists(), reason="the ORDIR text is not in ../shared")
def test_the_shipped_lists_match_the_ordir_text() -> None:
    derived = _script().derive(SHARED_DATA)
    shipped = resources.files("redemption_rules.cards").joinpath("data", "ordir_identifiers.txt")
    assert shipped.read_text(encoding="utf-8") == derived


@pytest.mark.parametrize("name", ["David the Shepherd", "Caleb (FoM)", "Abishai [K]"])
def test_a_giant_slayer_is_no_giant(pool: CardPool, name: str) -> None:
    # "Giant Slayer": one who slays giants; only the whole identifier is the card's
    card = pool.get(name)
    assert has_identifier(card, "Giant Slayer")
    assert not has_identifier(card, "giant")


def test_a_philistine_giant_is_a_philistine_and_a_giant(pool: CardPool) -> None:
    goliath = pool.get("Goliath (LoC)")
    assert has_identifier(goliath, "giant")
    assert has_identifier(goliath, "Philistine")


def test_the_words_after_of_name_no_identifier(pool: CardPool) -> None:
    # "Son of Jacob" is no Jacob; "Fruit of the Spirit" no spirit (and stays no human)
    asher = pool.get("Asher")
    assert has_identifier(asher, "son of Jacob")
    assert not has_identifier(asher, "Jacob")
    fruit = identifiers_of(pool.get("Faithfulness"))
    assert "fruit of the spirit" in fruit
    assert not {"spirit", "the", "of"} & fruit


def test_abilities_and_token_definitions_on_the_line_give_no_words(pool: CardPool) -> None:
    # REG Unity: holds, activate and taunt on the identifier line are abilities
    assert not has_identifier(pool.get("The Pit"), "demon")
    proselytizers = pool.get("The Proselytizers (GoC)")  # makes 2/2 gray human Pharisees
    assert not has_identifier(proselytizers, "gray")
    assert has_identifier(proselytizers, "Pharisee")
    two = pool.get("Two Possessed (GoC)")  # ["Violent Possessor" Token (... demon) ...] Gospel
    assert not has_identifier(two, "demon")
    assert has_identifier(two, "Gospel")
    doubt = identifiers_of(pool.get("Doubt"))  # "Not Human", "Not Demon"
    assert not {"human", "demon"} & doubt


def test_what_the_line_says_the_card_is_counts(pool: CardPool) -> None:
    assert has_identifier(pool.get("Fire Foxes"), "generic")  # "Evil Character is a Generic"
    assert has_identifier(pool.get("Night Raid"), "weapon")  # "Depicts a weapon"
    astrologers = pool.get("Astrologers (TxP)")  # "Magician (Babylonian)"
    assert has_identifier(astrologers, "magician")
    assert has_identifier(astrologers, "Babylonian")


def test_the_artifacts_ordir_lists_are_priestly_artifacts(pool: CardPool) -> None:
    # ORDIR Priestly Artifact: Blue Tassels, Priestly Breastplate, Priestly Crown, The
    # Silver Trumpets and Urim and Thummim; only one prints it
    for name in ("Blue Tassels", "Priestly Crown", "The Silver Trumpets", "Urim and Thummim"):
        assert has_identifier(pool.get(name), "Priestly Artifact"), name
    assert not has_identifier(pool.get("David's Harp (Promo)"), "Priestly Artifact")


@pytest.mark.parametrize(
    ("name", "named"),
    [
        ("Fiery Darts (J)", True),
        ("Saul's Javelin (Wa)", True),
        ("Bow and Arrow (Gray) (L)", True),
        ("Temple Spears and Shields (LoC)", True),
        ("Fifth Bowl of Wrath (RoJ)", False),  # a bowl, not a bow
        ("Narrow Escape (EC)", False),
        ("Foreign Spearman", False),  # a character, not an Enhancement
    ],
)
def test_enhancements_with_a_weapon_named_in_the_title(
    pool: CardPool, name: str, named: bool
) -> None:
    # ORDIR: "Bows, arrows, spears, javelins and darts refer to cards with those weapons
    # named in the title"
    found = has_identifier(pool.get(name), "bows, arrows, spears, javelins and darts")
    assert found is named
