"""Cards the grammar's twenty-first pass made readable and the engine carries out, in play."""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

ISAAC = "Isaac"
"""White Hero 6/5 [Genesis 21:2-3]: "May use any good enhancement with a reference from
Genesis 21 through Genesis 35." """
WIFE = "A Wife for Isaac"
"""Blue good Enhancement [Genesis 24:16-17]: "Hero ignores all female Evil Characters"."""
CONSTRUCTION = "Construction Begins"
"""Blue good Enhancement [Genesis 6:14]: "Look at opponent's hand."."""
GOLIATH = "Goliath (L)"
"""Black Evil Character 10/10 with no special ability."""
SOUL = 'Lost Soul "6/*" [Deuteronomy 32:15]'


def test_isaac_uses_a_blue_enhancement_from_genesis_21_to_35_only() -> None:
    assert ability_support(full_pool().get(ISAAC)).carried_out
    game = Game.at(
        [
            {"hand": [WIFE, CONSTRUCTION], "territory": [ISAAC]},
            {"territory": [GOLIATH], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ISAAC), P2))
    game.choose("use any good enhancement with a reference from Genesis 21 through Genesis 35")
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    game.do(Block(game.card(GOLIATH)))
    game.settle()
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    played = {
        game.name(action.card)
        for action in game.legal
        if isinstance(action, PlayEnhancement) and action.character == game.card(ISAAC)
    }
    assert played == {WIFE}  # Genesis 24, not the blue Enhancement from Genesis 6


SACRIFICES = "Evil Sacrifices"
"""Orange Evil Enhancement 1/5: "Negate and discard all Artifacts that do not depict an Idol.
Search deck or discard pile for a generic demon. Cannot be negated." """
DEMON = "Demon behind the Idol"
"""Orange Evil Character 1/1 (a demon) that uses it."""
IDOLS = "Household Idols (LoC)"
"""An Artifact that is an idol (ORDIR: Depicting an Idol, "is an idol")."""
CHARIOT = "Chariot of Fire (Roots)"
"""An Artifact that is no idol."""


def test_evil_sacrifices_discards_the_artifacts_in_play_but_the_idols() -> None:
    assert ability_support(full_pool().get(SACRIFICES)).carried_out
    game = Game.at(
        [
            {"territory": ["Gideon (J)"], "artifact_pile": [CHARIOT, IDOLS]},
            {"hand": [DEMON, SACRIFICES], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    for name in (CHARIOT, IDOLS):  # both active since an earlier turn
        game.face_up(name)
    game.do(Attack(game.card("Gideon (J)"), P2))
    game.settle()
    game.do(Block(game.card(DEMON)))
    game.settle()
    game.do(PlayEnhancement(game.card(SACRIFICES), game.card(DEMON)))
    game.settle()
    assert game.where(CHARIOT) == (P1, Zone.DISCARD_PILE)
    assert game.where(IDOLS) == (P1, Zone.ARTIFACT_PILE)
    assert game.state.problems() == []
