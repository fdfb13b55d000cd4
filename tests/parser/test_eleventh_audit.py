"""Texts the eleventh fidelity audit (seed 1111) found read wrongly and carried out.

"a human, Site or Fortress" lists three kinds of card; the reading puts "human" on the Site,
a card kind that is never a character (ORDIR "Human"), so the engine refuses the text.
"""

from __future__ import annotations

from tests.scenarios.conftest import full_pool

from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.select import unsupported_in
from redemption_rules.parser import parse_ability

JUSTICE_BRINGER = (
    "If you control a purple king, each player must discard a human, Site or Fortress in "
    "territory. Limit 3 times per game. Cannot be interrupted."
)


def test_a_human_read_on_a_site_is_named_as_not_tested() -> None:
    ability = parse_ability(JUSTICE_BRINGER)
    assert "identifier 'human' read on a Site or Fortress" in unsupported_in(ability)


def test_justice_bringer_is_not_carried_out() -> None:
    support = ability_support(full_pool().get("Justice Bringer"))
    assert not support.carried_out
    assert "identifier 'human' read on a Site or Fortress" in support.missing
