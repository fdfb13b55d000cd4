"""A list of counted cards is one card of each ("an evil human and a Site").

"Underdeck a good Enhancement from opponent's hand and a meek Lost Soul in territory" takes
one card for each part of the list, each from its own place, not one card of either (REG:
Targeting). A part that names one card only takes it without asking; a card taken for one
part is not offered for the next.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import ChooseCard, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

WITHERED = "Withered Seed (GoC)"
"""Black and gray Evil Enhancement: "STAR: Topdeck a good Enhancement from Reserve. EE: You may
underdeck a good Enhancement from opponent's hand and a meek Lost Soul in territory.\""""
LABEL = "underdeck a good Enhancement from opponent\u2019s hand and a meek Lost Soul in territory"


def _withered() -> Game:
    # Andrew (7/8) beats Chaldeans (5/7), so P2 has the initiative and plays Withered Seed;
    # P2's Lost Soul (no ability: meek) is in their Land of Bondage
    assert ability_support(full_pool().get(WITHERED)).carried_out
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)", "Warrior's Spear", "Angel Food (Promo)"]},
        "Chaldeans (Pr)",
        {"hand": ["Chaldeans (Pr)", WITHERED]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(WITHERED), game.card("Chaldeans (Pr)")))
    game.choose(LABEL)
    return game


def test_one_card_of_each_part_each_from_its_own_place() -> None:
    game = _withered()
    # the Enhancement is chosen from P1's hand; the one meek Lost Soul needs no choice
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.names(game.question.options) == ["Warrior's Spear", "Angel Food (Promo)"]
    game.do(ChooseCard(game.card("Warrior's Spear")))
    game.settle()
    assert game.zone(P1, Zone.HAND) == ["Angel Food (Promo)"]
    assert game.zone(P1, Zone.DECK) == ["Warrior's Spear"]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == []
    assert game.zone(P2, Zone.DECK) == [SOUL]
    assert game.state.problems() == []


def test_a_part_with_nothing_to_take_leaves_the_other() -> None:
    # no good Enhancement in P1's hand: the Lost Soul is underdecked all the same
    assert ability_support(full_pool().get(WITHERED)).carried_out
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)", "Adino (L)"]},
        "Chaldeans (Pr)",
        {"hand": ["Chaldeans (Pr)", WITHERED]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WITHERED), game.card("Chaldeans (Pr)")))
    game.choose(LABEL)
    game.settle()
    assert game.zone(P1, Zone.HAND) == ["Adino (L)"]
    assert game.zone(P2, Zone.DECK) == [SOUL]
