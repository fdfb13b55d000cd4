""" "An active Artifact", "if a Curse is active": face up on an Artifact pile (REG: Activate).

An Artifact is active while face up on its Artifact pile; the face-down ones there are not
(and are no target unless a text says face down). "Discard one active Artifact" looks on
the Artifact piles, which are in play (REG: Field of Play). So does "an Artifact" with no
word of its state: the active one is the Artifact in play, the face-down ones are not targets
(REG: Targeting, Face Down).

Mask of Self-glorification, a black Evil Enhancement: "Discard one active Artifact.".
Worshipping Demons (Roots), an orange Evil Enhancement: "If an idol or a Curse is active, end the
battle. Otherwise, protect Lost Souls from rescue.".
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.select import Scope
from redemption_rules.events import ArtifactDeactivated

MASK = "Mask of Self-glorification"
INCENSE = "Altar of Incense (Pi)"
AHAZ = "Altar of Ahaz"
IDOL = "Asherah Pole (LoC)"
"""An idol Artifact."""


@pytest.mark.parametrize(("active", "discarded"), [(True, [INCENSE]), (False, [])])
def test_only_the_active_artifact_is_discarded(active: bool, discarded: list[str]) -> None:
    assert ability_support(full_pool().get(MASK)).carried_out
    game = Game.blocked(
        "Andrew (Ap)",  # 7/8 beats the 4/4 blocker: the evil side has initiative
        {"hand": ["Andrew (Ap)"], "artifact_pile": [INCENSE, AHAZ]},
        "Shemaiah",
        {"hand": ["Shemaiah", MASK]},
        pool=full_pool(),
    )
    if active:
        game.face_up(INCENSE)
    game.do(PlayEnhancement(game.card(MASK), game.card("Shemaiah")))
    game.settle()
    assert game.zone(P1, Zone.DISCARD_PILE) == discarded
    assert len(game.zone(P1, Zone.ARTIFACT_PILE)) == 2 - len(discarded)


@pytest.mark.parametrize("active", [True, False])
def test_if_an_idol_is_active_looks_at_the_artifact_piles(active: bool) -> None:
    ability = card_abilities(full_pool().get("Worshipping Demons (Roots)")).ability
    assert ability is not None
    condition = ability.effects[0].condition
    assert condition is not None
    game = Game.at(
        [{"artifact_pile": [IDOL]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    if active:
        game.face_up(IDOL)
    assert Scope(game.state, P1).holds(condition) is active


@pytest.mark.parametrize(("active", "underdecked"), [(True, [AHAZ]), (False, [])])
def test_an_artifact_in_play_is_the_active_one(active: bool, underdecked: list[str]) -> None:
    """King Saul's Spear: "You may discard this card to withdraw an opposing character or
    negate and underdeck an Artifact." (its cost paid for either option)."""
    spear = "King Saul's Spear"
    assert ability_support(full_pool().get(spear)).carried_out
    game = Game.blocked(
        "Elisha",  # 7/5 against 10/10: the good side has initiative
        {"hand": ["Elisha", spear]},
        "Abaddon the Destroyer (L)",
        {"hand": ["Abaddon the Destroyer (L)"], "artifact_pile": [AHAZ, INCENSE]},
        pool=full_pool(),
    )
    if active:
        game.face_up(AHAZ)
    game.do(PlayEnhancement(game.card(spear), game.card("Elisha")))
    option = "discard this card to negate and underdeck an Artifact"
    # with no Artifact in play, the cost is not offered for nothing
    assert (option in game.question.labels) is active
    if not active:
        return
    game.choose(option)
    game.settle()
    assert game.zone(P1, Zone.DISCARD_PILE) == [spear]
    assert game.zone(P2, Zone.DECK) == underdecked
    assert len(game.zone(P2, Zone.ARTIFACT_PILE)) == 2 - len(underdecked)


@pytest.mark.parametrize("active", [True, False])
def test_useless_fires_turns_the_active_artifact_face_down(active: bool) -> None:
    """Useless Fires, a black Evil Enhancement: "Negate and deactivate an O.T. Artifact."."""
    fires = "Useless Fires"
    assert ability_support(full_pool().get(fires)).carried_out
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)"], "artifact_pile": [INCENSE, AHAZ]},
        "Shemaiah",
        {"hand": ["Shemaiah", fires]},
        pool=full_pool(),
    )
    if active:
        game.face_up(INCENSE)
    game.do(PlayEnhancement(game.card(fires), game.card("Shemaiah")))
    game.settle()
    assert game.zone(P1, Zone.ARTIFACT_PILE) == [INCENSE, AHAZ]  # they stay on the pile
    assert all(game.state.cards[game.card(name)].face_down for name in (INCENSE, AHAZ))
    deactivated = [e for e in game.events if isinstance(e, ArtifactDeactivated)]
    assert [e.card for e in deactivated] == ([game.card(INCENSE)] if active else [])


PRIESTS = "Philistine Priests"
"""Evil Character: "You may search draw pile for Temple of Dagon and put it in play.  If another
Philistine Evil Character is in play, you may negate and deactivate one O.T.  Artifact in
play."."""


@pytest.mark.parametrize("philistine", [True, False])
def test_philistine_priests_deactivate_only_beside_another_philistine(philistine: bool) -> None:
    # Altar of Incense is active on P1's pile; Philistine Priests block, and Goliath (L), a
    # Philistine, is in P2's territory or not
    assert ability_support(full_pool().get(PRIESTS)).carried_out
    game = Game.at(
        [
            {"hand": ["Andrew (Ap)"], "artifact_pile": [INCENSE]},
            {
                "hand": [PRIESTS],
                "territory": ["Goliath (L)"] if philistine else [],
                "land_of_bondage": [SOUL],
            },
        ],
        pool=full_pool(),
    )
    game.face_up(INCENSE)
    game.do(Attack(game.card("Andrew (Ap)"), P2))
    game.settle()
    game.do(Block(game.card(PRIESTS)))
    option = "negate and deactivate one O.T.  Artifact in play"  # as printed
    asked = game.asked == (P2, DecisionKind.ABILITY) and option in game.question.labels
    assert asked is philistine
    if philistine:
        game.choose(option)
    game.settle()
    assert game.zone(P1, Zone.ARTIFACT_PILE) == [INCENSE]  # it stays on the pile
    assert game.state.cards[game.card(INCENSE)].face_down is philistine
    deactivated = [e.card for e in game.events if isinstance(e, ArtifactDeactivated)]
    assert deactivated == ([game.card(INCENSE)] if philistine else [])
