"""A name in ability text names the cards REG Name and Duplicate Card say it does.

``effects.select.names_card``: the same name but for articles, prepositions, punctuation
(curly or straight apostrophes) and plurals, each title of a card with two, and a character
whose title includes the whole name and represents that person; never a title that holds
the name as someone else's or a thing's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from redemption_rules.effects.select import names_card
from redemption_rules.effects.targets import Ref
from redemption_rules.parser.parse import card_ability

if TYPE_CHECKING:
    from redemption_rules import CardPool


@pytest.mark.parametrize(
    ("name", "card"),
    [
        ("David\u2019s Stronghold", "David's Stronghold"),  # Shammah, the Hararite
        ("Herod\u2019s Temple", "Herod's Temple (GoC)"),  # Herod the Great (GoC)
        ("Jairus\u2019 Daughter", "Jairus' Daughter (GoC)"),  # Jairus (GoC)
        ("Noah\u2019s Ark", "Noah's Ark (Ark of Salvation)"),  # Japheth (CoW AB)
        ("Archer of Kedar", "Archers of Kedar"),  # singular for plural
        ("Absalom's Soldier", "Absalom's Soldiers"),
        ("Throne of David", "The Throne of David"),  # an article
        ("Mary, Holy Virgin", "Mary, Holy Virgin / Mary, Willing Servant (GoC)"),
        ("Whirlwind", "Whirlwind / Everlasting Ground"),  # Reap the Whirlwind
        ("Zedekiah", "King Zedekiah"),  # an office before the name
        ("Jehoahaz", "King Jehoahaz (Judah)"),
        ("Iddo", "Iddo the Seer (Roots)"),  # an epithet after it
        ("Saul", "Saul of Tarsus [2022 - Seasonal]"),  # a place after it
        ("Saul", "King Saul (CoW)"),
        ("Saul", "Saul/Paul"),
        ("King Joram of Israel", "King Joram"),  # a king of Israel (ORDIR)
        ("King Amaziah of Judah", "King Amaziah (Ki)"),
        ("War", "Second Seal, War (RoJ)"),  # a symbolic character after the comma
        ("Death", "Fourth Seal (Death) (RoJ AB)"),
        ("Harlot", "Babylon The Harlot (RoJ)"),  # two names: "Babylon or The Harlot"
        ("Babylon", "Babylon The Harlot (RoJ)"),
        ("The Harlot", "Babylon (The Harlot) (RoJ AB)"),
    ],
)
def test_the_name_names_the_card(pool: CardPool, name: str, card: str) -> None:
    assert names_card(pool.get(card), name)


@pytest.mark.parametrize(
    ("name", "card"),
    [
        ("Saul", "Saul's Javelin (Wa)"),  # a thing of Saul's
        ("Saul", "King Saul's Spear"),
        ("Saul", "Saul Repents"),
        ("Saul", "Struggle Against Saul"),
        ("Japheth", "Japheth's Wife"),  # someone else, named by Japheth
        ("Jairus", "Jairus' Daughter (GoC)"),
        ("Absalom", "Absalom's Soldiers"),
        ("Jacob", "Asher"),
        ("Sheba", "Queen of Sheba"),  # a queen of the place, not a person named Sheba
        ("Sodom", "Bera, King of Sodom"),
        ("John", "Zecharias, Father of John"),
        ("Legion", "Legion of Angels (GoC)"),  # a generic character is no named person
        ("King Joram of Judah", "King Joram"),  # not a king of Judah
        ("War", "War Officer"),
        ("Death", "Death of Jacob"),
        ("Harp", "David's Harp (Promo)"),
        ("Harlot", "Babylon [T2C]"),
        ("Earth", "Kings of The Earth (RoJ AB)"),  # "The" after a preposition
    ],
)
def test_a_near_miss_names_no_card(pool: CardPool, name: str, card: str) -> None:
    assert not names_card(pool.get(card), name)


@pytest.mark.parametrize(
    ("card", "effect"),
    [
        ("Archers of Kedar", 2),  # "then discard Archer of Kedar at end of battle"
        ("King Zedekiah", 0),  # "Discard Zedekiah after battle if ..."
        ("King Jehoahaz (Judah)", 0),  # "Discard Jehoahaz after this battle if ..."
    ],
)
def test_a_character_naming_part_of_its_title_names_itself(
    pool: CardPool, card: str, effect: int
) -> None:
    # REG Targeting Cards by Name: a character that targets all or part of its name, and
    # represents a person with it, targets itself: its drawback is its own
    ability = card_ability(pool.get(card))
    target = ability.effects[effect].target  # type: ignore[attr-defined]
    assert target.ref is Ref.SELF
