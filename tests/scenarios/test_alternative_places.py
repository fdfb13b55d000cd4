"""Other places an effect reaches while a condition holds: "from Reserve (or deck if ...)".

The card's own words name where its cards come from; the places in brackets are added only
while their condition holds (REG: Targeting; the condition is read like any other).
"""

from __future__ import annotations

from tests.scenarios.conftest import P2, full_pool

from redemption_rules import Zone
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.select import IN_PLAY, Scope
from redemption_rules.testing import build_position, find_card

TREACHERY = "Herod\u2019s Treachery (GoC)"
"""Gold Evil Enhancement, its title with a typographic apostrophe: "You may take an evil
N.T. card from Reserve (or deck if used by a Herod). Withdraw all Heroes." """


def _places_when_used_by(user: str) -> list[tuple[object, Zone]]:
    pool = full_pool()
    assert ability_support(pool.get(TREACHERY)).carried_out
    state = build_position(
        pool,
        [{"territory": ["Bartholomew (Nathaniel) (Ap)"]}, {"hand": [TREACHERY, user]}],
    )
    ability = card_abilities(pool.get(TREACHERY)).ability
    assert ability is not None
    target = ability.effects[0].target  # type: ignore[attr-defined]
    scope = Scope(state, P2, source=find_card(state, TREACHERY), user=find_card(state, user))
    return scope.places(target, IN_PLAY)


def test_the_other_place_counts_while_its_condition_holds() -> None:
    # Herod the Great carries the identifier Herod
    places = _places_when_used_by("Herod the Great (GoC)")
    assert {zone for _, zone in places} == {Zone.RESERVE, Zone.DECK}


def test_the_other_place_does_not_count_otherwise() -> None:
    places = _places_when_used_by("Herodias (L)")
    assert {zone for _, zone in places} == {Zone.RESERVE}
