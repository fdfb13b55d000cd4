""" "If he doesn't have one, discard one of his Fortresses instead": refused, not misplayed.

Land Dispute, a black Evil Enhancement: "If used by a Philistine, take an opponent's Site. If
he doesn't have one, discard one of his Fortresses instead." It is read ("doesn't have" as
"does not have", "one" as one of the Sites named before), but whether a player has one of
the cards an earlier effect names is not a count of cards the engine tests: it acted on the
wrong cards (it discarded the user's own Fortress), so the ability is refused, with that
reason, and playing the card changes nothing (REG: Instead, Take).
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityNotCarriedOut

DISPUTE = "Land Dispute"
PHILISTINE = "Lahmi (I)"
"""A black Philistine Evil Character without an ability."""
HERO = "Legion of Angels"
"""A 12/12 Hero without an ability, who outnumbers the Philistine: initiative is not his."""
SITE = "Assyria"
"""A Site without an ability."""
FORTRESS = "Bethlehem Stable (GoC)"
"""A good Fortress whose ability keeps hand, deck and Reserve from opponents."""
OWN_FORTRESS = "Areopagus"
"""An evil Fortress of the player using Land Dispute."""
REASON = "a player having one of the cards named before"


def test_land_dispute_is_read_but_refused_by_the_engine() -> None:
    support = ability_support(full_pool().get(DISPUTE))
    assert support.readable
    assert support.missing == (REASON,)


def test_playing_it_changes_no_card() -> None:
    game = Game.blocked(
        HERO,
        {"hand": [HERO], "territory": [SITE, FORTRESS]},
        PHILISTINE,
        {"hand": [PHILISTINE, DISPUTE], "territory": [OWN_FORTRESS]},
        pool=full_pool(),
    )
    events = game.do(PlayEnhancement(game.card(DISPUTE), game.card(PHILISTINE)))
    assert any(
        isinstance(event, AbilityNotCarriedOut) and REASON in event.reason for event in events
    )
    assert game.where(SITE) == (P1, Zone.TERRITORY)
    assert game.where(FORTRESS) == (P1, Zone.TERRITORY)
    assert game.where(OWN_FORTRESS) == (P2, Zone.TERRITORY)
