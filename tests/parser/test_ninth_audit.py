"""Readings of a ninth sample of carried-out texts, checked against the REG and ORDIR.

"Good Samaritan" in a list of titles ("May band to Christian Soldier, Good Samaritan,
Faithful Servant, Paladin, or Saint of Virtue.") is the Hero of that title (REG: Names), but
the grammar reads it as any good Samaritan (ORDIR: Samaritan lists Citizens of Sychar, The
Thankful Leper and The Woman at the Well too). Read so, the band would offer cards the
ability does not name: the text is refused with its reason until the title is read whole.
"""

from __future__ import annotations

from tests.scenarios.conftest import full_pool

from redemption_rules.cards.model import Alignment
from redemption_rules.effects.cards import (
    TITLE_READ_AS_DESCRIPTION,
    ability_support,
    card_abilities,
)
from redemption_rules.effects.kinds import Band
from redemption_rules.parser import parse_ability

SOLDIER_OF_GOD = (
    "May band to Christian Soldier, Good Samaritan, Faithful Servant, Paladin, or Saint of Virtue."
)


def test_good_samaritan_is_read_as_a_description_in_the_list() -> None:
    band = parse_ability(SOLDIER_OF_GOD).effects[0]
    assert isinstance(band, Band)
    samaritan = band.target.parts[1]
    assert samaritan.alignment is Alignment.GOOD
    assert samaritan.identifiers == ("Samaritan",)
    assert not samaritan.names


def test_soldier_of_god_is_refused_for_its_title() -> None:
    support = ability_support(full_pool().get("Soldier of God"))
    assert not support.carried_out
    assert support.missing == (TITLE_READ_AS_DESCRIPTION,)


def test_a_title_read_as_a_name_is_not_refused() -> None:
    """ "Prevent Evil Spirit" names the card Evil Spirit: no title is misread."""
    harp = next(card for card in full_pool() if card.special_ability.endswith("Evil Spirit"))
    support = ability_support(harp)
    assert TITLE_READ_AS_DESCRIPTION not in support.missing


PLAGUE_OF_FROGS = "Plague of Frogs"
"""GE: "Regardless of immunity return an evil character in play to owner's draw pile.  Shuffle
draw pile." """


def test_plague_of_frogs_shuffles_the_owners_draw_pile_only() -> None:
    """The return shuffles the owner's pile (REG: Shuffle); "Shuffle draw pile." restates it.

    Read as the user's deck, it shuffled the user's own pile as well.
    """
    card = full_pool().get(PLAGUE_OF_FROGS)
    effects = card_abilities(card).ability.effects
    assert [effect.kind for effect in effects] == ["shuffle"]
    assert effects[0].target.types == ("Evil Character",)
    assert ability_support(card).carried_out
