"""Cards the grammar's nineteenth pass made readable and the engine carries out, in play."""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import ActivateArtifact, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import shielded_from
from redemption_rules.state import Phase

ELYMAS = "Elymas the Sorcerer (Di)"
"""Evil Character (Magician, Prophet): "If blocking, you may discard an demon from your
territory to protect your Evil Character Characters from discard & convert abilities on
opponent's cards." (misprints mended: "a demon", "Evil Characters", "discard and convert")."""
DEMON = "Strong Demon (G)"
"""A demon with no special ability: the one Elymas's controller may discard."""
ABIHU = "Abihu (L)"
"""Evil Character with no special ability, in Elymas's controller's territory."""
SAMSON = "Samson (J)"
"""Hero 12/6: the attacker."""
USE = (
    "discard an demon from your territory to protect your Evil Character Characters from"
    " discard & convert abilities on opponent's cards"
)


def _elymas_blocks(*, use: bool) -> Game:
    assert ability_support(full_pool().get(ELYMAS)).carried_out
    game = Game.blocked(
        SAMSON,
        {"territory": [SAMSON]},
        ELYMAS,
        {"hand": [ELYMAS], "territory": [DEMON, ABIHU]},
        pool=full_pool(),
        answer_block=False,
    )
    assert game.question.labels == (USE, "Decline")
    game.choose(USE if use else "Decline")
    game.settle()
    return game


def test_elymas_discards_a_demon_to_protect_evil_characters_from_discard_and_convert() -> None:
    game = _elymas_blocks(use=True)
    assert game.where(DEMON) == (P2, Zone.DISCARD_PILE)
    samson = game.card(SAMSON)
    kept = {game.card(ELYMAS), game.card(ABIHU)}
    # the opponent's discard and convert abilities cannot target them ...
    assert shielded_from(game.state, samson, None, "discard") == kept
    assert shielded_from(game.state, samson, None, "convert") == kept
    # ... other kinds can, and so can the abilities of Elymas's controller's own cards
    assert shielded_from(game.state, samson, None, "capture") == frozenset()
    assert shielded_from(game.state, game.card(ELYMAS), None, "discard") == frozenset()


def test_elymas_declined_protects_nothing() -> None:
    game = _elymas_blocks(use=False)
    assert game.where(DEMON) == (P2, Zone.TERRITORY)
    assert shielded_from(game.state, game.card(SAMSON), None, "discard") == frozenset()


BOOKS = "Paul's Books and Parchments (PC)"
"""Artifact: "If your clay Hero is Opposed, you may discard this card to have that Hero band
to a clay Hero." """
AARON = "Aaron, Moses' Brother [L]"
"""Clay Hero 6/12."""
ACHAICUS = "Achaicus"
"""Clay Hero 5/5."""


def test_books_and_parchments_activated_with_no_hero_in_battle_does_nothing() -> None:
    # An Artifact's ability is used as it activates (REG: Activate an Artifact); in the
    # Preparation Phase no clay Hero is opposed, so the band is not offered and the card stays.
    assert ability_support(full_pool().get(BOOKS)).carried_out
    game = Game.at(
        [{"territory": [AARON, ACHAICUS], "artifact_pile": [BOOKS]}, {}],
        pool=full_pool(),
        phase=Phase.PREPARATION,
    )
    books = game.card(BOOKS)
    game.do(ActivateArtifact(books))
    game.settle()
    assert game.asked == (P1, DecisionKind.PREPARATION)
    assert game.where(BOOKS) == (P1, Zone.ARTIFACT_PILE)
    assert not game.state.cards[books].face_down
