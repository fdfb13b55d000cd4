"""Misreadings a seventh sample of carried-out texts showed, played with the real cards.

* Zadok: "Discard all evil cards on David and/or King Solomon" discards the evil cards on
  either Hero (REG: Discard); it was read as discarding King Solomon himself. The engine
  now refuses the text, and King Solomon stays where he is.
"""

from __future__ import annotations

from tests.scenarios.conftest import P2, SOUL, Game, full_pool

from redemption_rules import Attack, Zone
from redemption_rules.effects.select import NAMED_HOLDERS_LISTED
from redemption_rules.events import AbilityNotCarriedOut

ZADOK = "Zadok"
"""Hero: "Discard all evil cards on David and/or King Solomon.  May band to Ahimaaz." """


def test_zadok_entering_battle_discards_no_king_solomon() -> None:
    game = Game.at(
        [
            {"territory": [ZADOK, "King Solomon (TxP)", "David (Roots)"]},
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ZADOK), P2))
    assert game.where("King Solomon (TxP)") == (0, Zone.TERRITORY)
    assert game.where("David (Roots)") == (0, Zone.TERRITORY)
    refused = [event for event in game.events if isinstance(event, AbilityNotCarriedOut)]
    assert [event.reason for event in refused] == [f"not carried out: {NAMED_HOLDERS_LISTED}"]
    assert game.state.problems() == []
