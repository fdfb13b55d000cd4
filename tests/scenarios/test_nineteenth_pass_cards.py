"""Cards the grammar's nineteenth pass made readable and the engine carries out, in play."""

from __future__ import annotations

from tests.scenarios.conftest import P2, Game, full_pool

from redemption_rules import Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import shielded_from

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
