"""Restrict effects keep players from playing cards (REG: Restrict).

A restrict effect targets players and lasts to the end of the phase. "Restrict [card
type]" is short for "Restrict players from playing [card type]": every player. While it
lasts a restricted player is not offered such a play, an attempt is an illegal action that
names the restriction, and an ability of theirs does not play such a card either.
"""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    Block,
    ChooseCard,
    DecisionKind,
    Decline,
    IllegalAction,
    Pass,
    PassPriority,
    Phase,
    PlayDominant,
    PlayEnhancement,
    Zone,
    legal_actions,
    step,
)
from redemption_rules.effects.cards import ability_support
from redemption_rules.state import Restriction

ARMY = "The Lord's Army"
"""Silver Hero: "Protect Lost Souls from evil cards. Restrict evil Dominants. Cannot be
prevented."."""
MARTYR = "Christian Martyr (J)"
"""Evil Dominant: "Discard a Hero."."""
ANGEL = "Angel of the Lord (J)"
"""Good Dominant: "Discard an Evil Character."."""
MAN_OF_GOD = "The Man of God"
"""Green Hero, 9/5: "Opponent may shuffle an evil card from hand. If they do not, restrict
evil Dominants. You may draw 2."."""
FALLING_AWAY = "Falling Away (CoW)"
"""Evil Dominant: "Underdeck an angel, or convert a human Hero to an Evil Character ..."."""
FIVE_KINGS = "The Five Kings"
"""Black Canaanite King, 5/5: "You may give your evil Canaanite to opponent's territory to
restrict players from playing Enhancements with strength 5 or less. You may draw 1."."""
JABIN = "Jabin, the Assembler"
"""Another evil Canaanite (King), to give."""
RODS = "Jacob's Rods [RR2]"
"""Blue GE, 6/1, Genesis: "Interrupt the battle. You may draw 1 (or 3 if used by a
patriarch) and play an O.T. Enhancement."."""
JOBS_FAITH = "Job's Faith (Roots)"
"""Blue GE, 7/0, Job (O.T.)."""
GRANDSONS = "Jacob's Grandsons"
"""Blue GE, 3/3, Genesis (O.T.): "Holder may draw a card."."""
SCHOLARS = "Greek Scholars (Roots)"
"""Black Greek, 7/9: its ability does nothing here (no search this turn)."""
TOUCHING = "Without Touching"
"""Black EE, 0/6: "If used by a Greek, restrict Enhancements. Opponent must draw 1. Cannot
be prevented."."""
LEGION = "Legion of Angels"
"""Silver Hero, 12/12, no ability."""
SWORD = "Sword of the Lord (J)"
"""Multi-brigade GE, 4/3, no ability."""


def _plays(game: Game) -> list[str]:
    return game.names(
        [a.card for a in game.legal if isinstance(a, (PlayDominant, PlayEnhancement))]
    )


def _without_restrictions(game: Game) -> list[str]:
    """The cards the player to act could play were no restriction in force."""
    free = legal_actions(evolve(game.state, restrictions=()))
    return game.names([a.card for a in free if isinstance(a, (PlayDominant, PlayEnhancement))])


def _army_blocked() -> Game:
    assert ability_support(full_pool().get(ARMY)).carried_out
    game = Game.blocked(
        ARMY,
        {"hand": [ARMY]},
        "Possessing Demon (j)",
        {"hand": ["Possessing Demon (j)", MARTYR]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # the demon is losing
    return game


def test_restrict_evil_dominants_restricts_every_player() -> None:
    game = _army_blocked()
    (restriction,) = game.state.restrictions
    assert restriction.players == (P1, P2)
    assert restriction.source == game.card(ARMY)


def test_a_restricted_player_is_not_offered_the_play() -> None:
    game = _army_blocked()
    assert _plays(game) == []
    assert _without_restrictions(game) == [MARTYR]


def test_playing_a_restricted_card_is_illegal_and_names_the_restriction() -> None:
    game = _army_blocked()
    with pytest.raises(IllegalAction, match=r"The Lord's Army.*REG: Restrict"):
        step(game.state, PlayDominant(game.card(MARTYR)))


def test_the_restriction_ends_with_the_phase() -> None:
    game = _army_blocked()
    while game.state.phase is Phase.BATTLE:
        game.do(next(a for a in game.legal if isinstance(a, (Pass, Decline, PassPriority))))
    assert game.state.phase is Phase.DISCARD
    assert game.state.restrictions == ()
    assert game.asked == (P2, DecisionKind.PRIORITY)
    assert _plays(game) == [MARTYR]


def test_negating_the_ability_ends_its_restriction() -> None:
    # Ishbibenob's Sword (black EE, 3/2): "Negate the last good card played by an opponent
    # this battle."
    game = Game.blocked(
        ARMY,
        {"hand": [ARMY, FALLING_AWAY]},
        SCHOLARS,
        {"hand": [SCHOLARS, "Ishbibenob's Sword"]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # 7/9 against 10/9
    assert len(game.state.restrictions) == 1
    game.do(PlayEnhancement(game.card("Ishbibenob's Sword"), game.card(SCHOLARS)))
    game.settle()
    assert game.state.restrictions == ()
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 10/11 against 10/9
    assert _plays(game) == [FALLING_AWAY]


def _man_of_god_attacks(answer: str) -> Game:
    assert ability_support(full_pool().get(MAN_OF_GOD)).carried_out
    game = Game.at(
        [
            {"hand": [MAN_OF_GOD, ANGEL, FALLING_AWAY]},
            {"land_of_bondage": [SOUL], "hand": [MARTYR, "Lahmi (I)"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(MAN_OF_GOD), P2))
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose(answer)
    if answer != "Decline":
        game.do(ChooseCard(game.card(MARTYR)))  # the evil card shuffled
    game.settle()
    return game


def test_if_the_opponent_does_not_shuffle_evil_dominants_are_restricted() -> None:
    game = _man_of_god_attacks("Decline")
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert game.where(MARTYR) == (P2, Zone.HAND)
    assert _plays(game) == []
    assert _without_restrictions(game) == [MARTYR]


def test_a_good_dominant_is_not_restricted_by_restrict_evil_dominants() -> None:
    game = _man_of_god_attacks("Decline")
    game.do(Block(game.card("Lahmi (I)")))
    # 9/5 against 10/10; no Action Priority window for player 2's restricted Dominant
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    assert _plays(game) == [ANGEL]
    assert _without_restrictions(game) == [ANGEL, FALLING_AWAY]


def test_if_the_opponent_shuffles_nothing_is_restricted() -> None:
    game = _man_of_god_attacks("shuffle an evil card from hand")
    assert game.state.restrictions == ()
    game.do(Block(game.card("Lahmi (I)")))
    game.settle()
    assert _plays(game) == [ANGEL, FALLING_AWAY]


def _touched(blocker: str) -> Game:
    assert ability_support(full_pool().get(TOUCHING)).carried_out
    game = Game.blocked(
        LEGION,
        {"hand": [LEGION, SWORD], "deck": ["Gideon (J)"]},
        blocker,
        {"hand": [blocker, TOUCHING]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Legion of Angels (12/12) is winning
    game.do(PlayEnhancement(game.card(TOUCHING), game.card(blocker)))
    game.settle()
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # a stalemate: player 1 may pass
    return game


def test_used_by_a_greek_enhancements_are_restricted() -> None:
    game = _touched(SCHOLARS)
    assert _plays(game) == []
    assert _without_restrictions(game) == [SWORD]


def test_used_by_another_character_nothing_is_restricted() -> None:
    game = _touched("Lahmi (I)")  # a Philistine
    assert game.state.restrictions == ()
    assert _plays(game) == [SWORD]


def _kings_restrict() -> Game:
    assert ability_support(full_pool().get(FIVE_KINGS)).carried_out
    game = Game.blocked(
        "Demetrius",
        {"hand": ["Demetrius", RODS, JOBS_FAITH, GRANDSONS]},
        FIVE_KINGS,
        {"hand": [FIVE_KINGS], "territory": [JABIN]},
        pool=full_pool(),
        answer_block=False,
    )
    game.choose(game.question.labels[0])  # give Jabin to restrict
    game.settle()
    assert game.where(JABIN) == (P1, Zone.TERRITORY)
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 3/3 against 5/5
    return game


def test_a_restriction_names_the_cards_by_their_strength() -> None:
    game = _kings_restrict()
    assert _plays(game) == [RODS, JOBS_FAITH]  # 6/1 and 7/0; not 3/3
    assert _without_restrictions(game) == [RODS, JOBS_FAITH, GRANDSONS]


def test_interrupting_the_battle_suspends_a_restriction_made_in_it() -> None:
    # "interrupt the battle" suspends the abilities of cards in battle (REG: Interrupt):
    # the Five Kings' restriction with them, until the interrupt completes
    game = _kings_restrict()
    game.do(PlayEnhancement(game.card(RODS), game.card("Demetrius")))
    assert game.state.restrictions == ()
    game.choose("play an O.T. Enhancement")
    assert game.names(game.question.options) == [JOBS_FAITH, GRANDSONS]
    game.do(ChooseCard(game.card(GRANDSONS)))
    game.settle()
    assert game.where(GRANDSONS) == (None, Zone.FIELD_OF_BATTLE)
    assert [r.source for r in game.state.restrictions] == [game.card(FIVE_KINGS)]


def _forged_kings(rest: list[str]) -> Game:
    """Player 1 with Jacob's Rods and *rest* in hand, restricted by The Five Kings.

    A restriction its interrupt does not suspend: as if the Five Kings had restricted
    players in a battle before, now in player 2's territory (forged).
    """
    assert ability_support(full_pool().get(RODS)).carried_out
    game = Game.blocked(
        "Demetrius",
        {"hand": ["Demetrius", RODS, *rest]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"], "territory": [FIVE_KINGS]},
        pool=full_pool(),
    )
    made = Restriction(
        id=game.state.serial + 1,
        source=game.card(FIVE_KINGS),
        controller=P2,
        effect=1,
        players=(P1, P2),
    )
    game.state = evolve(game.state, restrictions=(made,), serial=game.state.serial + 1)
    assert not game.state.problems()
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    return game


def test_an_ability_does_not_play_a_card_its_player_is_restricted_from() -> None:
    game = _forged_kings([JOBS_FAITH, GRANDSONS])
    assert _plays(game) == [RODS, JOBS_FAITH]
    game.do(PlayEnhancement(game.card(RODS), game.card("Demetrius")))
    game.choose("play an O.T. Enhancement")  # the one it may play, without a choice
    assert game.where(JOBS_FAITH) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(GRANDSONS) == (P1, Zone.HAND)


def test_an_ability_that_could_only_play_restricted_cards_offers_no_play() -> None:
    game = _forged_kings([GRANDSONS])
    game.do(PlayEnhancement(game.card(RODS), game.card("Demetrius")))
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # no "may play" asked: still losing
    assert game.where(GRANDSONS) == (P1, Zone.HAND)
