"""Faults found by playing seeded Nationals games with the whole state audited at every step.

Each test builds the position the game reached and checks the rule the engine broke there.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import CardType, Zone
from redemption_rules.effects import resolution
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
