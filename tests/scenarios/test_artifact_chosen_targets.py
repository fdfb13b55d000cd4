"""Lasting effects of an active Artifact on the cards chosen as it activates (REG: Artifact,
Duration, Negate).

"Negate an evil or neutral card in play or a set-aside area" on an Artifact chooses its card
as the Artifact is turned face up; the negate persists while the Artifact stays active, and
ends once it is deactivated.
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import ActivateArtifact, Attack, Block, EndPhase, Phase
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.events import AbilityActivated, AbilityPrevented
from redemption_rules.state import Until

CENSER = "Golden Censer (RoJ AB)"
"""Artifact: "Negate an evil or neutral card in play or a set-aside area. Cannot be
interrupted." """
CHARIOT = "Chariot of Fire (Roots)"
"""Artifact: "Shuffle all Heroes from discard pile." """
RAIDERS = "Philistine Raiders (1st Print - L)"
"""Evil Character 7/6: "You may draw 2." """
LAHMI = "Lahmi (I)"
"""Evil Character 10/10, no special ability."""
BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""Blue Hero 10/10, no special ability."""


def test_the_artifacts_negating_a_chosen_card_are_carried_out() -> None:
    pool = full_pool()
    for name in (
        CENSER,
        "Image of the Beast (RoJ AB)",
        "Captured Ark (Roots)",
        "Ark of the Covenant (RoJ AB)",
    ):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)
    assert card_abilities(pool.get(CENSER)).while_active == (0,)


def test_a_negate_with_a_condition_of_its_own_stays_refused() -> None:
    # Pact with Death: "A: ... Prevent Enhancements unless a character is opposed."
    support = ability_support(full_pool().get("Pact with Death (Roots)"))
    assert "a lasting effect of an active Artifact" in support.missing


def _censer_game() -> Game:
    game = Game.at(
        [
            {"artifact_pile": [CENSER, CHARIOT], "territory": [BARTHOLOMEW]},
            {"territory": [RAIDERS], "land_of_bondage": [SOUL], "deck": [LAHMI] * 5},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(CENSER)))
    game.pick(RAIDERS)  # the Censer, a neutral Artifact active on its pile, is one too
    game.settle()
    return game


def _raiders_block(game: Game) -> None:
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card(BARTHOLOMEW), P2))
    game.settle()
    game.do(Block(game.card(RAIDERS)))


def test_an_active_artifact_negates_the_card_chosen_while_it_stays_active() -> None:
    game = _censer_game()
    raiders = game.card(RAIDERS)
    (negate,) = game.state.preventions
    assert negate.cards == (raiders,)
    assert negate.until is Until.WHILE
    # a later phase: the Raiders are still kept from activating as they block
    _raiders_block(game)
    assert [e.card for e in of_kind(game.events, AbilityPrevented)] == [raiders]
    assert raiders not in [e.card for e in of_kind(game.events, AbilityActivated)]
    assert game.state.problems() == []


def test_the_negate_ends_when_the_artifact_is_deactivated() -> None:
    game = _censer_game()
    # another Artifact turned face up in a later turn deactivates the Censer
    game.state = attrs.evolve(game.state, artifact_activated=None)
    game.do(ActivateArtifact(game.card(CHARIOT)))
    game.settle()
    assert game.state.cards[game.card(CENSER)].face_down
    assert game.state.preventions == ()
    raiders = game.card(RAIDERS)
    _raiders_block(game)
    assert of_kind(game.events, AbilityPrevented) == []
    assert raiders in [e.card for e in of_kind(game.events, AbilityActivated)]
    assert game.state.problems() == []


def test_the_negate_is_chosen_by_the_artifacts_controller() -> None:
    game = Game.at(
        [
            {"artifact_pile": [CENSER], "territory": [BARTHOLOMEW]},
            {"territory": [RAIDERS, RAIDERS]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(CENSER)))
    assert game.asked[0] == P1
    second = game.question.options[1]
    game.pick(second)
    game.settle()
    (negate,) = game.state.preventions
    assert negate.cards == (second,)
    assert game.state.problems() == []
