"""The Starter Lost Souls' abilities: triggered when they are rescued (REG: Triggered Effect,
Rescue, Battle Resolution, Draw, Search).

A Lost Soul's "when this Lost Soul is rescued" waits for the rescue and is carried out by the
player who controlled the soul, the one it was rescued from.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, of_kind

from redemption_rules import Attack, Block, DecisionKind, Decline, Zone
from redemption_rules.events import (
    BattleResolved,
    CardMoved,
    EffectCarriedOut,
    PhaseBegan,
    PileSearched,
    SoulRescued,
)

REJOICE = 'Lost Soul "Rejoice" [Luke 15:6 - J]'
RESURRECTION = 'Lost Soul "Resurrection" [Psalm 30:3]'


def _rescue(soul: str, mine: dict[str, list[str]], theirs: dict[str, list[str]]) -> Game:
    """Gideon attacks a player whose only Lost Soul is *soul*; nobody blocks."""
    game = Game.at([{"hand": ["Gideon (J)"], **mine}, {"land_of_bondage": [soul], **theirs}])
    game.do(Attack(game.card("Gideon (J)"), P2))
    game.do(Decline())
    assert SoulRescued(P1, game.card(soul), P2) in game.events
    return game


# -- Lost Soul "Rejoice": "When this Lost Soul is rescued, each player must draw 1." ----------


def test_rejoice_makes_each_player_draw_when_rescued() -> None:
    game = _rescue(
        REJOICE, {"deck": ["Samson (J)", "Ruth (J)"]}, {"deck": ["Lahmi (I)", "Saph (I)"]}
    )
    assert game.where(REJOICE) == (P1, Zone.LAND_OF_REDEMPTION)
    assert game.zone(P1, Zone.HAND) == ["Samson (J)"]
    assert game.zone(P2, Zone.HAND) == ["Lahmi (I)"]
    draws = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "draw"]
    assert {e.player for e in draws} == {P1, P2}
    # Nobody chooses anything: a mandatory trigger.
    assert game.asked == (P1, DecisionKind.DISCARD)


def test_rejoice_draws_nothing_when_the_rescue_fails() -> None:
    # The trigger is the rescue: a rescue attempt that fails draws nothing.
    game = Game.at(
        [
            {"hand": ["Gideon (J)"], "deck": ["Samson (J)"]},
            {"hand": ["Lahmi (I)"], "land_of_bondage": [REJOICE], "deck": ["Saph (I)"]},
        ]
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    game.do(Block(game.card("Lahmi (I)")), Decline())  # Gideon 6/8 loses to Lahmi 10/10
    assert of_kind(game.events, BattleResolved)[-1].rescue is False
    assert game.where(REJOICE) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.zone(P1, Zone.DECK) == ["Samson (J)"]
    assert game.zone(P2, Zone.DECK) == ["Saph (I)"]


def test_a_rescued_souls_trigger_fires_in_battle_resolution() -> None:
    # Battle Resolution step 5 activates what the rescue set off, before the characters go home
    # (step 7) and before the Discard Phase begins.
    game = _rescue(REJOICE, {"deck": ["Samson (J)"]}, {"deck": ["Lahmi (I)"]})
    events = game.events
    draw = next(i for i, e in enumerate(events) if isinstance(e, EffectCarriedOut))
    home = next(
        i
        for i, e in enumerate(events)
        if isinstance(e, CardMoved)
        and e.card == game.card("Gideon (J)")
        and e.to_zone is Zone.TERRITORY
    )
    discard_phase = next(i for i, e in enumerate(events) if isinstance(e, PhaseBegan))
    assert draw < home < discard_phase


# -- Lost Soul "Resurrection": "When this Lost Soul is rescued from your territory, you may
#    search your discard pile for a Hero." ------------------------------------------------------


def test_resurrection_lets_the_player_it_was_rescued_from_search_for_a_hero() -> None:
    game = _rescue(
        RESURRECTION,
        {"deck": ["Samson (J)"], "discard_pile": ["Ruth (J)"]},
        {"discard_pile": ["Peter (I)", "Achan (I)", "Gabriel (I)"]},
    )
    # "You" is the soul's controller: player 2, whose Land of Bondage it left.
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == ("search your discard pile for a Hero", "Decline")
    game.choose("search your discard pile for a Hero")
    assert sorted(game.offered) == ["Gabriel (I)", "Peter (I)"]
    events = game.pick("Peter (I)")
    assert game.where("Peter (I)") == (P2, Zone.HAND)
    assert of_kind(events, PileSearched) == [PileSearched(P2, P2, Zone.DISCARD_PILE, (P2,))]
    assert game.where("Ruth (J)") == (P1, Zone.DISCARD_PILE)


def test_resurrection_search_may_be_declined() -> None:
    game = _rescue(RESURRECTION, {}, {"discard_pile": ["Peter (I)"]})
    game.decline()
    assert game.where("Peter (I)") == (P2, Zone.DISCARD_PILE)
    assert game.asked[0] == P1
