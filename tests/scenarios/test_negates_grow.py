"""A negate of all the cards its words name keeps the cards that come to fit them from acting.

REG Negate: "A negate effect that prevents uncompleted abilities from activating is
ongoing, as a prevent"; REG Targeting: an automatically targeted ongoing effect updates its
targets as new ones become available. "Negate good cards in battle" negates the good cards
in battle, and a good Enhancement played in that battle afterwards is kept from activating;
one that "cannot be negated" is not.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityActivated, AbilityNegated, AbilityPrevented, Event

SACRIFICE = "Blemished Sacrifice [RR2]"
"""Gray Evil Enhancement 2/4: "EE: Negate good cards in battle. / A: At any time, you may
discard this card and an animal to withdraw all Heroes in battle." """
FEAR = "Fear of the Lord"
"""Gold Good Enhancement 3/4: "Discard an evil Enhancement or Curse in play." """
FAITH = "Amazing Faith (GoC)"
"""Gold Good Enhancement 7/0: "STAR: Play a Lost Soul from a deck. GE: Negate evil cards in
battle. You may take a good Dominant from deck. Cannot be negated." """


def _after_the_sacrifice(enhancement: str) -> Game:
    for name in (SACRIFICE, FEAR, FAITH):
        assert ability_support(full_pool().get(name)).carried_out
    # Gideon 6/8 against Nadab 5/5 ("May band to Abihu."): the Evil Character is losing
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", enhancement], "deck": ["Son of God (J)"]},
        "Nadab",
        {"hand": ["Nadab", SACRIFICE]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(SACRIFICE), game.card("Nadab")))
    game.settle()
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 6/8 against 7/9: a stalemate
    return game


def _of(events: list[Event], kind: type[Event], card: int) -> list[Event]:
    return [event for event in events if isinstance(event, kind) and event.card == card]


def test_a_good_enhancement_played_after_it_is_kept_from_activating() -> None:
    game = _after_the_sacrifice(FEAR)
    fear = game.card(FEAR)
    events = game.do(PlayEnhancement(fear, game.card("Gideon (J)")))
    events += game.settle()
    assert _of(events, AbilityPrevented, fear)
    assert not _of(events, AbilityActivated, fear)
    # the evil Enhancement it would have discarded stays in battle
    assert game.where(SACRIFICE) == (None, Zone.FIELD_OF_BATTLE)


def test_one_that_cannot_be_negated_activates() -> None:
    game = _after_the_sacrifice(FAITH)
    faith = game.card(FAITH)
    events = game.do(PlayEnhancement(faith, game.card("Gideon (J)")))
    assert not _of(events, AbilityPrevented, faith)
    assert _of(events, AbilityActivated, faith)
    # "Negate evil cards in battle": Nadab and the Evil Enhancement
    negated = {event.card for event in events if isinstance(event, AbilityNegated)}
    assert negated == {game.card("Nadab"), game.card(SACRIFICE)}
    assert game.question.labels == ("take a good Dominant from deck", "Decline")
