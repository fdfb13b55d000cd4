"""Activate an Artifact by an ability (REG: Activate an Artifact).

* The Artifact comes from the player's Artifact pile (an inactive one) or hand unless the
  text names places; a Curse or a Covenant can be activated as an Artifact too.
* It is activated on the player's Artifact pile: the Artifact active there is turned face
  down first (one active Artifact a location); its ability is used and its lasting
  effects begin.

Zadok (PoC), a Hero: "You may activate a Tabernacle Artifact from Artifact pile or Reserve.
..."
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import ArtifactActivated, DeckShuffled, PileSearched

ZADOK = "Zadok (PoC)"
INCENSE = "Altar of Incense (Pi)"
"""A Tabernacle Artifact: "Protect O.T. Heroes from discard abilities on evil
Enhancements."."""
BURNT_OFFERING = "Altar of Burnt Offering (1st Print - L)"
"""A Tabernacle Artifact."""
AHAZ = "Altar of Ahaz"
"""An Artifact that is not of the Tabernacle."""
ACTIVATE = "activate a Tabernacle Artifact from Artifact pile or Reserve"


def _zadok(*, active: bool) -> Game:
    assert ability_support(full_pool().get(ZADOK)).carried_out
    game = Game.at(
        [
            {"hand": [ZADOK], "reserve": [AHAZ, INCENSE], "artifact_pile": [BURNT_OFFERING]},
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    if active:  # the Burnt Offering is the active Artifact on the pile
        game.face_up(BURNT_OFFERING)
    game.do(Attack(game.card(ZADOK), P2))
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(ACTIVATE)
    return game


def _faces(game: Game) -> dict[str, bool]:
    """Each card of player 1's Artifact pile: whether it is face up (active)."""
    pile = game.state.players[P1].artifact_pile
    return {game.name(card): not game.state.cards[card].face_down for card in pile}


def test_an_artifact_from_reserve_is_activated_on_the_pile() -> None:
    game = _zadok(active=False)
    # an inactive Tabernacle Artifact on the pile or in Reserve; not the other Artifact
    assert game.names(game.question.options) == [BURNT_OFFERING, INCENSE]
    game.pick(INCENSE)
    incense = game.card(INCENSE)
    assert _faces(game) == {BURNT_OFFERING: False, INCENSE: True}
    assert game.zone(P1, Zone.RESERVE) == [AHAZ]
    assert ArtifactActivated(P1, incense, None) in game.events
    # its lasting protection covers the O.T. Hero in battle
    assert [p.cards for p in game.state.protections if p.source == incense] == [(game.card(ZADOK),)]


def test_the_active_artifact_is_turned_face_down_first() -> None:
    game = _zadok(active=True)
    # the active one is no target; the only other is in Reserve: the choice is forced
    assert _faces(game) == {BURNT_OFFERING: False, INCENSE: True}
    assert ArtifactActivated(P1, game.card(INCENSE), game.card(BURNT_OFFERING)) in game.events


SIMON = "Simon of Cyrene (Roots)"
"""A Hero: "You may reserve the top card of a deck or activate a Gospel Artifact from deck.
Cannot be interrupted." """
SHROUD = "Burial Shroud (GoC)"
"""A Gospel Artifact."""


def test_an_artifact_activated_from_deck_is_searched_for_and_the_deck_shuffled() -> None:
    # REG Search: a card found in a deck is searched for there, and the deck is shuffled
    # after the search (as a take from deck is); the player sees the deck, the opponent not
    game = Game.at(
        [{"hand": [SIMON], "deck": [SOUL, SHROUD, SOUL]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(SIMON), P2))
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("activate a Gospel Artifact from deck")
    shroud = game.card(SHROUD)
    assert game.where(shroud) == (P1, Zone.ARTIFACT_PILE)
    assert ArtifactActivated(P1, shroud, None) in game.events
    searched = [e for e in game.events if isinstance(e, PileSearched)]
    assert [(e.player, e.owner, e.zone) for e in searched] == [(P1, P1, Zone.DECK)]
    assert DeckShuffled(P1) in game.events
    assert game.events.index(searched[0]) < game.events.index(DeckShuffled(P1))
