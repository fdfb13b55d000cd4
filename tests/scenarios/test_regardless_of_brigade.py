"""Play an Enhancement regardless of brigade (REG: Regardless).

"Regardless of brigade" modifies an ability where brigade limits the targets, such as play
an Enhancement: any character of the player's of the Enhancement's alignment may use it. It
does not lift the alignment.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.playing import can_use

TREACHERY = "Treachery"
"""Crimson/brown EE: "Opponent must give you an evil Enhancement from hand. Play that
Enhancement regardless of brigade. Cannot be interrupted."."""
ACHAN = "Achan (I)"
"""Brown Evil Character, 3/4, no ability."""
CHARIOTS = "Chariots of the Sun (L)"
"""Pale green EE, 2/2, no ability."""
STOLEN = "Stolen Blessing (LoC)"
"""Blue/crimson GE/EE: "GE: You may play an Enhancement from opponent's hand regardless of
brigade. EE: Negate a good card or discard a Hero."."""
BLOOD = "Blood of the Lamb (RoJ)"
"""Clay/green/white GE: "Negate an evil card. If used by a martyr, you may draw 3. You may
play an Enhancement."."""
BRAVERY = "Bravery of David (L)"
"""Red GE, 2/2, no ability."""
HOPE = "Hope (L)"
"""Red GE, 2/2, no ability."""
LAHMI = "Lahmi (I)"
"""Black Evil Character, 10/10, no ability."""
BATTLE = (None, Zone.FIELD_OF_BATTLE)


def _users_of(game: Game, card: str) -> list[str]:
    battle = game.state.battle
    assert battle is not None
    return game.names([e.user for e in battle.enhancements if e.card == game.card(card)])


def test_treachery_plays_the_given_enhancement_on_a_character_of_another_brigade() -> None:
    assert ability_support(full_pool().get(TREACHERY)).carried_out
    game = Game.blocked(
        "Legion of Angels",
        {"hand": ["Legion of Angels", CHARIOTS]},
        ACHAN,
        {"hand": [ACHAN, TREACHERY]},
        pool=full_pool(),
    )
    assert not can_use(game.state, game.card(CHARIOTS), game.card(ACHAN))  # pale green, brown
    game.do(PlayEnhancement(game.card(TREACHERY), game.card(ACHAN)))
    game.settle()
    assert game.where(CHARIOTS) == BATTLE
    assert _users_of(game, CHARIOTS) == [ACHAN]


def _played_on_demetrius(enhancement: str, theirs: list[str], mine: list[str]) -> Game:
    assert ability_support(full_pool().get(enhancement)).carried_out
    game = Game.blocked(
        "Demetrius",  # blue
        {"hand": ["Demetrius", enhancement, *mine]},
        LAHMI,
        {"hand": [LAHMI, *theirs]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(enhancement), game.card("Demetrius")))
    return game


def test_stolen_blessing_plays_an_opponents_enhancement_of_another_brigade() -> None:
    game = _played_on_demetrius(STOLEN, [CHARIOTS, BRAVERY], [])
    game.choose(game.question.labels[0])  # the "may" to play
    assert game.where(BRAVERY) == BATTLE  # the only one a Hero can use: red, good
    assert _users_of(game, BRAVERY) == ["Demetrius"]


def test_regardless_of_brigade_is_not_regardless_of_alignment() -> None:
    game = _played_on_demetrius(STOLEN, [CHARIOTS], [])
    # evil: no Hero can use it, so the "may" is not even asked
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    assert game.where(CHARIOTS) == (P2, Zone.HAND)


def test_without_the_modifier_the_brigade_still_limits_the_play() -> None:
    game = Game.blocked(
        "Abel ( C)",  # green
        {"hand": ["Abel ( C)", BLOOD, HOPE]},
        LAHMI,
        {"hand": [LAHMI]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(BLOOD), game.card("Abel ( C)")))
    # Hope, the only Enhancement in hand, is red: Abel cannot use it, so the "may" of
    # "You may play an Enhancement" is not asked (it could do nothing)
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    assert game.where(HOPE) == (P1, Zone.HAND)


ENJOY = "Enjoy Their Hands"
"""Green GE: "Negate an evil card. Reveal a hand: You may play an Enhancement regardless of
brigade." """


def _enjoying() -> Game:
    game = Game.blocked(
        "Agabus", {"hand": ["Agabus", ENJOY, BRAVERY]}, LAHMI, {"hand": [LAHMI]}, pool=full_pool()
    )
    game.do(PlayEnhancement(game.card(ENJOY), game.card("Agabus")))
    return game  # player 1's hand is revealed: player 2's is empty


def test_a_may_play_after_a_reveal_is_asked_and_plays_regardless_of_brigade() -> None:
    assert ability_support(full_pool().get(ENJOY)).carried_out
    game = _enjoying()
    assert game.question.labels == ("play an Enhancement regardless of brigade", "Decline")
    game.choose(game.question.labels[0])
    assert game.where(BRAVERY) == BATTLE  # red, on the green Agabus
    assert _users_of(game, BRAVERY) == ["Agabus"]


def test_a_may_play_after_a_reveal_may_be_declined() -> None:
    game = _enjoying()
    game.decline()
    assert game.where(BRAVERY) == (P1, Zone.HAND)
