"""Faults found by playing seeded Nationals games with the whole state audited at every step.

Each test builds the position the game reached and checks the rule the engine broke there.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    ActivateArtifact,
    Attack,
    Block,
    CardType,
    DecisionKind,
    EndPhase,
    Phase,
    Zone,
)
from redemption_rules.cards.model import Brigade
from redemption_rules.effects import execute as ops
from redemption_rules.effects import resolution
from redemption_rules.effects.cards import card_abilities
from redemption_rules.effects.select import Scope
from redemption_rules.state import Battle, BattleKind, Moved
from redemption_rules.table import Table

CHAMBER = "Chamber of Angels (GoC)"
"""A Fortress: "If your angel is harmed or defeated, you may hold it here instead. ..." """
ANGEL = "Guiding Angel"
"""A Hero, an angel, with no special ability."""
CHARIOTS = "Angel Chariots (Roots)"
"""A silver weapon-class Good Enhancement."""


def test_a_weapon_borne_by_a_character_held_on_a_fortress_is_discarded_with_it() -> None:
    # the Fortress discarded, the angel it held goes with it to the discard pile, and the
    # weapon it bore is left without a bearer: discarded too (REG: Hold, Weapon Class)
    game = Game.at([{"territory": [CHAMBER, ANGEL, CHARIOTS]}, {}], pool=full_pool())
    chamber, angel, chariots = game.card(CHAMBER), game.card(ANGEL), game.card(CHARIOTS)
    table = Table(game.state)
    table.set_instance(angel, CardType.HERO, False, None, chamber)
    table.set_instance(chariots, None, False, angel, None)
    assert table.freeze().problems() == []
    table.move(chamber, (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    state = table.freeze()
    assert state.locate(angel) == (P1, Zone.DISCARD_PILE)
    assert state.locate(chariots) == (P1, Zone.DISCARD_PILE)
    assert state.problems() == []


SILLY = "Silly Women (PC)"
"""An Evil Character, human: "... After battle, capture this character to an opponent's Land
of Bondage. ..." """


def test_a_capture_undone_puts_back_the_character_it_was_at_face_value() -> None:
    # Silly Women captured itself to an opponent's Land of Bondage, held there as a Lost
    # Soul (it had been converted to a Hero first); a negate undid the capture. It comes
    # back into battle as the Evil Character it is printed as, not a Lost Soul (nor the
    # Hero a convert made it: the convert ended as it was captured)
    game = Game.at([{"territory": ["Andrew (Ap)"]}, {"land_of_bondage": [SILLY]}], pool=full_pool())
    silly, andrew = game.card(SILLY), game.card("Andrew (Ap)")
    table = Table(game.state)
    table.set_instance(silly, CardType.LOST_SOUL, False, None, None)
    table.set_captured(silly, CardType.HERO)
    table.move(andrew, (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    table.battle = Battle(P2, P1, BattleKind.BATTLE_CHALLENGE, heroes=(), evil_characters=())
    captured = Moved(silly, None, Zone.FIELD_OF_BATTLE, 0, P2, Zone.LAND_OF_BONDAGE, side=P2)
    resolution._undo_moves(table, [captured])
    state = table.freeze()
    assert state.locate(silly) == (None, Zone.FIELD_OF_BATTLE)
    assert state.cards[silly].identity is CardType.EVIL_CHARACTER
    assert state.cards[silly].captured is None


AUGUSTUS = "Emperor Augustus (Roots)"
"""An Evil Character, human, an emperor."""
PRAISE = "Praise from Prison"
"""A Good Enhancement: "Release cpatured Heroes. Convert a human Evil Character to a clay
Hero. ..." (the card list's spelling)."""


def test_a_converted_character_is_captured_as_the_character_it_is_at_face_value() -> None:
    # Emperor Augustus, converted to a clay Hero, is captured: the convert ends as it goes
    # to the Land of Bondage (REG: Convert), so it is a captured Evil Character there, held
    # as a Lost Soul (a human), and a "Release captured Heroes" leaves it (it was released
    # as a Hero into its owner's territory, which an Evil Character cannot be)
    game = Game.at([{"territory": [AUGUSTUS]}, {}], pool=full_pool())
    augustus = game.card(AUGUSTUS)
    table = Table(game.state)
    table.set_converted(augustus, CardType.HERO, (Brigade.CLAY,))
    resolution._capture(table, ops.CaptureCard(augustus, P2))
    state = table.freeze()
    assert state.locate(augustus) == (P2, Zone.LAND_OF_BONDAGE)
    assert state.cards[augustus].converted is None
    assert state.cards[augustus].captured is CardType.EVIL_CHARACTER
    assert state.cards[augustus].identity is CardType.LOST_SOUL
    assert state.problems() == []
    praise = card_abilities(full_pool().get(PRAISE)).ability
    assert praise is not None
    captured_heroes = praise.effects[0].target  # "Release captured Heroes"
    assert augustus not in Scope(state, P1).candidates(captured_heroes)


COVENANT = "Covenant with Adam (PoC)"
"""An Artifact: "... ART: Decrease blocking characters 0/3." """
PHYGELLUS = "Phygellus"
"""A 3/3 Evil Character with no ability: nothing of its own to resolve as it blocks."""


def test_a_blocker_a_lasting_decrease_leaves_with_no_toughness_is_gone_from_the_battle() -> None:
    # seed 31175: Fire Foxes (its ability negated) blocked from hand, Covenant with Adam's
    # active "Decrease blocking characters 0/3" left it with no toughness and discarded it
    # (REG: Decrease), but the initiative then set the battle as it was before, the Foxes
    # still blocking: the card was in the discard pile and in battle, and discarded again
    # after battle. A blocker with no ability of its own goes to initiative at once too
    game = Game.at(
        [
            {"territory": ["Andrew (Ap)"], "artifact_pile": [COVENANT]},
            {"hand": [PHYGELLUS], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
        phase=Phase.PREPARATION,
    )
    game.do(ActivateArtifact(game.card(COVENANT)))
    game.settle()
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card("Andrew (Ap)"), P2))
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    blocker = game.card(PHYGELLUS)
    game.do(Block(blocker))
    game.settle()
    battle = game.state.battle
    assert battle is not None
    assert blocker not in battle.evil_characters
    assert game.where(blocker) == (P2, Zone.DISCARD_PILE)
    assert game.state.problems() == []
