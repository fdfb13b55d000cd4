"""Activate a card an earlier effect found: "search ... for an Idol. You may activate that
Idol." (REG: Activate an Artifact, Search).

* The Idol the search found (now in hand) is activated on the player's Artifact pile; the
  Artifact active there is turned face down first (one active Artifact a location).
* Declined, the Idol stays in hand.
* "Activate it" after a search names the card found the same way (First Bowl of Wrath).
* "Activate this card's * ability" (Activate an Ability) is not carried out.

Outsiders (Brown/Crimson) (RoJ), an Evil Character: "If blocking, search deck, discard pile
or Reserve for an Idol. You may activate that Idol. ..."
"""

from __future__ import annotations

from tests.scenarios.conftest import P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import ArtifactActivated

OUTSIDERS = "Outsiders (Brown/Crimson) (RoJ)"
IDOLS = "Household Idols (LoC)"
"""An Idol Artifact: "Protect Heroes from opponents' band abilities."."""
CALF = "Golden Calf (FoM)"
"""Another Idol Artifact."""
AHAZ = "Altar of Ahaz"
"""An Artifact that is no Idol."""
SAMSON = "Samson (J)"
ACTIVATE = "activate that Idol"


def _blocking(*, active: bool) -> Game:
    """Outsiders blocks Samson, finds Household Idols in Reserve and may activate it."""
    assert ability_support(full_pool().get(OUTSIDERS)).carried_out
    theirs = {
        "hand": [OUTSIDERS],
        "reserve": [AHAZ, IDOLS],
        "artifact_pile": [CALF],
        "land_of_bondage": [SOUL],
    }
    game = Game.at([{"hand": [SAMSON]}, theirs], pool=full_pool())
    if active:  # Golden Calf is the active Artifact on the pile
        game.face_up(CALF)
    game.do(Attack(game.card(SAMSON), P2))
    game.settle()
    game.do(Block(game.card(OUTSIDERS)))
    # the search: an Idol from deck, discard pile or Reserve (not Altar of Ahaz, no Idol)
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.names(game.question.options) == [IDOLS]
    game.pick(IDOLS)
    assert game.zone(P2, Zone.HAND) == [IDOLS]
    assert game.asked == (P2, DecisionKind.ABILITY)
    return game


def _faces(game: Game) -> dict[str, bool]:
    """Each card of player 2's Artifact pile: whether it is face up (active)."""
    pile = game.state.players[P2].artifact_pile
    return {game.name(card): not game.state.cards[card].face_down for card in pile}


def test_the_idol_found_is_activated_on_the_artifact_pile() -> None:
    game = _blocking(active=False)
    game.choose(ACTIVATE)
    idols = game.card(IDOLS)
    assert game.zone(P2, Zone.HAND) == []
    assert _faces(game) == {CALF: False, IDOLS: True}
    assert ArtifactActivated(P2, idols, None) in game.events


def test_the_active_artifact_is_turned_face_down_first() -> None:
    game = _blocking(active=True)
    game.choose(ACTIVATE)
    assert _faces(game) == {CALF: False, IDOLS: True}
    assert ArtifactActivated(P2, game.card(IDOLS), game.card(CALF)) in game.events


def test_declined_the_idol_stays_in_hand() -> None:
    game = _blocking(active=False)
    game.decline()
    assert game.zone(P2, Zone.HAND) == [IDOLS]
    assert _faces(game) == {CALF: False}
    assert not [e for e in game.events if isinstance(e, ArtifactActivated)]


def test_activating_a_cards_star_ability_is_left_out() -> None:
    abraham = full_pool().get("Father Abraham / Faithful Abraham (LoC)")
    assert "effect 'activate_ability'" in ability_support(abraham).missing


def test_it_names_the_idol_an_enhancement_searched_for() -> None:
    # First Bowl of Wrath (RoJ), a GE/EE: "EE: You may search deck, discard pile or Reserve
    # for an idol and activate it."
    bowl = "First Bowl of Wrath (RoJ)"
    assert ability_support(full_pool().get(bowl)).carried_out
    astrologers = "Astrologers (Pr)"  # a gold Evil Character, 5/8, with no ability
    game = Game.blocked(
        "Samson (J)",
        {"hand": ["Samson (J)"]},
        astrologers,
        {"hand": [astrologers, bowl], "discard_pile": [AHAZ, IDOLS]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Samson 12/6 defeats the 5/8
    game.do(PlayEnhancement(game.card(bowl), game.card(astrologers)))
    game.choose("search deck, discard pile or Reserve for an idol and activate it")
    assert game.names(game.question.options) == [IDOLS]
    game.pick(IDOLS)
    assert _faces(game) == {IDOLS: True}
    assert game.zone(P2, Zone.DISCARD_PILE) == [AHAZ]
    assert ArtifactActivated(P2, game.card(IDOLS), None) in game.events
