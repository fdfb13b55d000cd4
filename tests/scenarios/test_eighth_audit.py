"""Misreadings a sample of carried-out texts showed, played with the real cards.

* The Expatriator (GoC): "May band to a Gospel angel" bands to an angel with a reference
  from Matthew, Mark, Luke or John (ORDIR: Gospel Card), whether or not "Gospel" is printed
  on its identifier line; never to an angel of another book.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, DecisionKind
from redemption_rules.effects.cards import ability_support

EXPATRIATOR = "The Expatriator (GoC)"
"""Silver Hero, Angel, Gospel: "Negate an opponent's evil card in play or a set-aside area.
If it is not a human, you may underdeck it. May band to a Gospel angel. Cannot be
interrupted." """


def test_the_expatriator_bands_to_gospel_angels_and_no_other() -> None:
    assert ability_support(full_pool().get(EXPATRIATOR)).carried_out
    game = Game.at(
        [
            {
                "territory": [
                    EXPATRIATOR,
                    "Angel at the Tomb (Wa)",  # Matthew 28:2
                    "Angel at Bethesda",  # John 5:4
                    "Angel at Shur (Wa)",  # Genesis 16:7
                    "Bartholomew",  # Gospel, not an angel
                ]
            },
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(EXPATRIATOR), P2))
    # nothing was negated: "you may underdeck it" names no card and is not asked
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == ("band to a Gospel angel", "Decline")
    game.choose("band to a Gospel angel")
    assert sorted(game.offered) == ["Angel at Bethesda", "Angel at the Tomb (Wa)"]
    game.pick("Angel at the Tomb (Wa)")
    battle = game.state.battle
    assert battle is not None
    assert battle.heroes == (game.card(EXPATRIATOR), game.card("Angel at the Tomb (Wa)"))
    assert game.state.problems() == []
