"""Misreadings a sixth sample of carried-out texts showed, played with the real cards.

* Repentance (Roots) (and every "non-human"): a character that is not human (ORDIR:
  Non-human: "Non-human refers to characters that are not human"); never an evil
  Fortress, Site, Artifact or Enhancement.
* Tamar, the Widow (and every meek Hero named off the playing surface): at face value a card
  with a meek bottom identity is meek (REG: Meek, Dual Icon), which the engine does not
  follow: the text is not carried out.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import MEEK_OFF_THE_SURFACE, ability_support, card_abilities
from redemption_rules.effects.select import Scope
from redemption_rules.effects.targets import Selector

REPENTANCE = "Repentance (Roots)"
"""Green Good Enhancement: "Convert an evil human or reserve an evil non-human." """
CUBUS = "Cubus"
"""Evil Character 5/7, a demon: a non-human."""
ROME = "Rome"
"""An evil Fortress: neither human nor non-human."""
ARCHELAUS = "Archelaus (Ap)"
"""A human Evil Character."""


def test_repentance_reserves_the_demon_not_the_evil_fortress() -> None:
    assert ability_support(full_pool().get(REPENTANCE)).carried_out
    game = Game.blocked(
        "Abel ( C)",
        {"territory": ["Abel ( C)"], "hand": [REPENTANCE]},
        CUBUS,
        {"territory": [CUBUS, ROME, ARCHELAUS]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(REPENTANCE), game.card("Abel ( C)")))
    game.choose("reserve an evil non-human")
    # the demon is the one evil non-human: no choice with the Fortress is asked
    assert game.where(CUBUS) == (P2, Zone.RESERVE)
    assert game.where(ROME) == (P2, Zone.TERRITORY)
    assert game.where(ARCHELAUS) == (P2, Zone.TERRITORY)
    assert game.state.problems() == []


@pytest.mark.parametrize(
    ("name", "effect"),
    [
        ("Family Bond [RR2]", 2),  # "Discard all evil non-humans in battle."
        ("Lost Coin Found (GoC)", 2),  # "... or reserve an evil non-human"
        ("Covenant with Abraham (PoC)", 1),  # "Underdeck an evil non-human in battle."
        ("Redemption [2025 - National]", 3),  # "banish an evil non-human in a territory"
    ],
)
def test_an_evil_non_human_is_a_character(name: str, effect: int) -> None:
    ability = card_abilities(full_pool().get(name)).ability
    assert ability is not None
    target = getattr(ability.effects[effect], "target", None)
    assert isinstance(target, Selector)
    assert "non_human" in target.qualifiers
    game = Game.at([{}, {"territory": [CUBUS, ROME, ARCHELAUS]}], pool=full_pool())
    scope = Scope(game.state, P1)
    assert scope.matches(game.card(CUBUS), target)
    assert not scope.matches(game.card(ROME), target)
    assert not scope.matches(game.card(ARCHELAUS), target)


TAMAR = "Tamar, the Widow / Tamar, the Righteous (LoC)"
"""Blue Hero: "... TOP: After battle, discard an evil male. May band to Judah and/or you may
play meek Perez from deck or Reserve. BOTTOM: Meek" """
PEREZ = "Perez, the Younger / Perez, Bursting Forth (LoC)"
"""The Perez it names: "TOP: ... BOTTOM: Meek", meek at face value."""


def test_playing_meek_perez_is_not_carried_out() -> None:
    # the engine counts Perez meek only once he took his meek identity on the surface, and
    # would never offer him from the deck: the text is refused, not played short
    assert full_pool().get(PEREZ).has_meek_side
    support = ability_support(full_pool().get(TAMAR))
    assert not support.carried_out
    assert support.missing == (MEEK_OFF_THE_SURFACE,)
