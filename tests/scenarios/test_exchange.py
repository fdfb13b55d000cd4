"""Exchange: two cards switch places (REG: Exchange).

A character exchanged with one in battle takes its place there and enters battle; an
Enhancement exchanged with one in battle is used by the same character; the card leaving
battle goes where the other was.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

BATTLE = (None, Zone.FIELD_OF_BATTLE)


def test_an_enhancement_in_battle_is_exchanged_with_one_from_deck() -> None:
    # Consider the Lilies (Roots), Luke 12:27: "You may exchange this card with a N.T. gold
    # Enhancement from deck or Reserve." The one in the deck is another copy.
    lilies = "Consider the Lilies (Roots)"
    assert ability_support(full_pool().get(lilies)).carried_out
    game = Game.at(
        [
            {"hand": ["Gideon (J)", lilies], "deck": [lilies, "Nabal (I)"]},
            {"hand": ["Lahmi (I)"], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    game.pass_windows()
    game.do(Block(game.card("Lahmi (I)")))
    game.pass_windows()
    played = game.card(lilies, player=0, zone=Zone.HAND)
    waiting = game.card(lilies, player=0, zone=Zone.DECK)
    game.do(PlayEnhancement(played, game.card("Gideon (J)")))
    assert game.question.labels[-1] == "Decline"
    game.choose(game.question.labels[0])
    game.pick(waiting)
    while game.asked[1] is DecisionKind.ABILITY:  # the new copy may exchange in turn
        game.decline()
    battle = game.state.battle
    assert battle is not None
    assert [(e.card, e.user) for e in battle.enhancements] == [(waiting, game.card("Gideon (J)"))]
    assert game.state.locate(played) == (P1, Zone.DECK)
    assert game.numbers[:2] == (9, 12)  # Gideon 6/8 with the other copy's 3/4


def test_a_character_in_battle_is_exchanged_with_one_in_territory() -> None:
    # Hannah (1st Print - K): "You may look at opponent's hand. You may exchange this card
    # with a I Samuel Hero in territory."
    hannah = "Hannah (1st Print - K)"
    assert ability_support(full_pool().get(hannah)).carried_out
    game = Game.at(
        [
            {"hand": [hannah], "territory": ["Samuel (L)", "Gideon (J)"]},
            {"hand": ["Lahmi (I)"], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hannah), P2))
    game.decline()  # no look at the hand
    assert game.question.labels[-1] == "Decline"
    game.choose(game.question.labels[0])
    # only the I Samuel Hero is offered, so it is taken at once
    battle = game.state.battle
    assert battle is not None
    assert battle.heroes == (game.card("Samuel (L)"),)
    assert game.where(hannah) == (P1, Zone.TERRITORY)
    assert game.where("Gideon (J)") == (P1, Zone.TERRITORY)
    assert game.state.problems() == []
