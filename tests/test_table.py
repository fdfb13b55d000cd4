"""The table: moves keep the links between cards sound (REG: Hold, Occupied)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from tests.conftest import CARD_LIST

from redemption_rules import PlayerId, PutInSite, Zone, apply, load_cards
from redemption_rules.events import CardMoved
from redemption_rules.table import Table
from redemption_rules.testing import build_position, find_card

if TYPE_CHECKING:
    from redemption_rules import CardPool

P1 = PlayerId(0)
SOUL = "Lost Soul Luke 13:25 (J)"


@pytest.fixture(scope="module")
def pool() -> CardPool:
    return load_cards(CARD_LIST)


@pytest.mark.parametrize("to_zone", [Zone.DISCARD_PILE, Zone.BANISH_PILE, Zone.HAND])
def test_a_lost_soul_does_not_follow_its_site_out_of_territory(
    pool: CardPool, to_zone: Zone
) -> None:
    # REG Hold: "Lost Souls held in Sites are returned to the general Land of Bondage and do
    # not follow the underlying Sites when the Sites are relocated."
    state = build_position(pool, [{"territory": ["Canaan"], "land_of_bondage": [SOUL]}, {}])
    soul, canaan = find_card(state, SOUL), find_card(state, "Canaan")
    state = apply(state, PutInSite(soul, canaan))
    assert state.instance(soul).held_by == canaan
    table = Table(state)
    table.move(canaan, (P1, Zone.TERRITORY), (P1, to_zone))
    after = table.freeze()
    assert after.locate(canaan) == (P1, to_zone)
    assert after.locate(soul) == (P1, Zone.LAND_OF_BONDAGE)
    assert after.instance(soul).held_by is None
    assert after.problems() == []
    assert table.events == [
        CardMoved(canaan, P1, Zone.TERRITORY, P1, to_zone),
        CardMoved(soul, P1, Zone.TERRITORY, P1, Zone.LAND_OF_BONDAGE),
    ]


def test_moving_another_site_leaves_a_held_soul_in_place(pool: CardPool) -> None:
    state = build_position(
        pool, [{"territory": ["Canaan", "Assyria"], "land_of_bondage": [SOUL]}, {}]
    )
    soul, canaan = find_card(state, SOUL), find_card(state, "Canaan")
    state = apply(state, PutInSite(soul, canaan))
    table = Table(state)
    table.move(find_card(state, "Assyria"), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    after = table.freeze()
    assert after.instance(soul).held_by == canaan
    assert after.locate(soul) == (P1, Zone.TERRITORY)
