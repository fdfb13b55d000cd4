"""Face-down cards: "a face-down Artifact" is an inactive one on its pile (REG: Artifact), and
"activated Artifacts" the face-up ones.

The Imperial Guard, a crimson Babylonian Evil Character 6/6: "If another Babylonian is in
play, discard a face-down Artifact at random from opponent's Artifact pile. If blocking,
search discard pile for Treasures of War and play it." The active Artifact, face up, stays.
"Artifacts in a territory" are on the Artifact pile there too (REG: the Artifact Pile is in
territory), face up or face down as the words do not say: an ability naming them that way
is not carried out, also as one part of a list.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

GUARD = "The Imperial Guard"
OTHER_BABYLONIAN = "Belshazzar"
HERO = "Gideon (J)"
CHARIOT = "Chariot of Fire (Roots)"
IDOLS = "Household Idols (LoC)"


def test_the_imperial_guard_discards_the_face_down_artifact_only() -> None:
    assert ability_support(full_pool().get(GUARD)).carried_out
    game = Game.at(
        [
            {"territory": [HERO], "artifact_pile": [CHARIOT, IDOLS]},
            {"territory": [GUARD, OTHER_BABYLONIAN], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.face_up(CHARIOT)  # active since an earlier turn
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(GUARD)))
    game.settle()
    assert game.where(IDOLS) == (P1, Zone.DISCARD_PILE)
    assert game.where(CHARIOT) == (P1, Zone.ARTIFACT_PILE)
    assert game.state.problems() == []


@pytest.mark.parametrize(
    "name",
    [
        "Zeresh Advises Haman",  # "X Heroes and a random face-down Artifact from ... territory"
        "Desecrate the Temple [RR2]",  # "a Fortress, Artifact or Dominant from ... a territory"
    ],
)
def test_an_artifact_in_a_territory_in_a_list_is_not_carried_out(name: str) -> None:
    support = ability_support(full_pool().get(name))
    assert "an Artifact in a territory, active or not" in support.missing


BROWN = "Achan (I)"
"""A brown Evil Character 3/4 with no special ability, to use it."""
CRUCIFY = "Crucify Him (Ap)"
"""Brown Evil Enhancement: "Discard all activated Artifacts in play. The effects of all
Artifacts this turn are negated." """


def test_crucify_him_discards_the_activated_artifact_and_leaves_the_face_down_one() -> None:
    assert ability_support(full_pool().get(CRUCIFY)).carried_out
    game = Game.at(
        [
            {"territory": [HERO], "artifact_pile": [CHARIOT, IDOLS]},
            {"territory": [BROWN], "hand": [CRUCIFY], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.face_up(CHARIOT)  # activated in an earlier turn
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(BROWN)))
    game.settle()
    game.do(PlayEnhancement(game.card(CRUCIFY), game.card(BROWN)))
    game.settle()
    assert game.where(CHARIOT) == (P1, Zone.DISCARD_PILE)
    assert game.where(IDOLS) == (P1, Zone.ARTIFACT_PILE)


def test_activated_after_names_or_with_last_is_not_carried_out() -> None:
    for name in ("Obed-Edom the Gittite", "Paying Taxes"):
        support = ability_support(full_pool().get(name))
        assert "qualifier 'activated' of the last or a named card" in support.missing
