"""The rulebooks' battle examples, played through the engine by the numbers.

Each starts in the attacker's Battle Phase with the Hero in territory and the blocker in the
defender's hand; the defender has Lost Souls to rescue. Special abilities do not run yet, so
these pin the numbers, the situation, initiative, passing and resolution.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pytest
from attrs import evolve

from redemption_rules import (
    Attack,
    BattleOutcome,
    Block,
    CardType,
    DecisionKind,
    Decline,
    EndReason,
    IllegalAction,
    Pass,
    Phase,
    PlayCard,
    PlayEnhancement,
    PlayerId,
    Situation,
    SurrenderSoul,
    Zone,
    apply,
    legal_actions,
    load_starter_cards,
    step,
)
from redemption_rules.engine import side_numbers
from redemption_rules.events import BattleResolved, CardMoved, InitiativeGiven, SoulRescued
from redemption_rules.rulesets import MODERN
from redemption_rules.testing import build_position as build_any_position
from redemption_rules.testing import find_card

if TYPE_CHECKING:
    from collections.abc import Sequence

    from redemption_rules import Action, CardPool, GameState

build_position = partial(build_any_position, abilities=False)
"""Positions played by the numbers: these tests pin the rules without abilities."""

P1, P2 = PlayerId(0), PlayerId(1)
SOULS = ["Lost Soul Luke 13:25 (J)", "Lost Soul Luke 15:13 (J)"]


@pytest.fixture(scope="module")
def starter() -> CardPool:
    return load_starter_cards()


def _battle(
    pool: CardPool,
    hero: str,
    evil: str,
    *,
    hero_hand: Sequence[str] = (),
    evil_hand: Sequence[str] = (),
    souls: Sequence[str] = SOULS,
    ruleset: str = "modern",
) -> GameState:
    """Attack with *hero* and block with *evil*; the state after the block."""
    state = build_position(
        pool,
        [
            {"territory": [hero], "hand": list(hero_hand)},
            {"hand": [evil, *evil_hand], "land_of_bondage": list(souls)},
        ],
        phase=Phase.BATTLE,
        ruleset=ruleset,
    )
    state = apply(state, Attack(find_card(state, hero), P2))
    return apply(state, Block(find_card(state, evil)))


def _play(state: GameState, *actions: Action) -> GameState:
    for action in actions:
        state = apply(state, action)
    return state


def _numbers(state: GameState) -> tuple[int, int, int, int]:
    assert state.battle is not None
    return side_numbers(state, state.battle)


def test_john_vs_selfish_kinsman_hero_losing(starter: CardPool) -> None:
    state = _battle(starter, "John (I)", "Selfish Kinsman")
    assert _numbers(state) == (5, 5, 5, 7)
    assert state.decision is not None
    assert state.decision.kind is DecisionKind.INITIATIVE
    assert state.to_act == P1  # the losing player has initiative
    assert Pass() not in legal_actions(state)  # and cannot pass it
    with pytest.raises(IllegalAction, match="losing cannot pass"):
        apply(state, Pass())
    result = step(state, Decline())
    end = result.state
    john, kinsman = find_card(end, "John (I)"), find_card(end, "Selfish Kinsman")
    assert john in end.players[P1].discard_pile  # Hero defeated
    assert kinsman in end.players[P2].territory  # the blocker goes home
    assert BattleResolved(BattleOutcome.EVIL_WINS, rescue=False) in result.events
    assert end.players[P1].redeemed == 0
    assert len(end.players[P2].land_of_bondage) == 2


def test_gideon_vs_achan_hero_winning(starter: CardPool) -> None:
    state = _battle(starter, "Gideon (J)", "Achan (I)")
    assert _numbers(state) == (6, 8, 3, 4)
    assert state.to_act == P2  # the evil player is losing, so has initiative
    assert Pass() not in legal_actions(state)
    state = apply(state, Decline())
    assert state.decision is not None
    assert state.decision.kind is DecisionKind.SURRENDER_SOUL
    assert state.to_act == P2  # the defender chooses the Lost Soul
    soul = find_card(state, SOULS[1])
    result = step(state, SurrenderSoul(soul))
    end = result.state
    assert find_card(end, "Achan (I)") in end.players[P2].discard_pile
    assert find_card(end, "Gideon (J)") in end.players[P1].territory
    assert end.players[P1].land_of_redemption == (soul,)
    assert SoulRescued(P1, soul, P2) in result.events


def test_naomi_vs_controlling_demon_stalemate_three_passes(starter: CardPool) -> None:
    state = _battle(starter, "Naomi (J)", "Controlling Demon (J)")
    assert _numbers(state) == (5, 5, 4, 11)
    # The blocker was played last, so the Hero's player has initiative and may pass.
    assert state.to_act == P1
    assert Pass() in legal_actions(state)
    assert Decline() not in legal_actions(state)
    state = apply(state, Pass())
    assert state.to_act == P2
    state = apply(state, Pass())
    assert state.to_act == P1
    assert state.battle is not None
    result = step(state, Pass())  # the third pass: resolution
    end = result.state
    assert BattleResolved(BattleOutcome.STALEMATE, rescue=False) in result.events
    assert find_card(end, "Naomi (J)") in end.players[P1].territory
    assert find_card(end, "Controlling Demon (J)") in end.players[P2].territory
    assert end.battle is None
    assert end.players[P1].redeemed == 0


def test_james_vs_foul_spirit_mutual_destruction_rescues(starter: CardPool) -> None:
    state = _battle(starter, "James", "Foul Spirit (J)", souls=SOULS[:1])
    assert _numbers(state) == (8, 6, 6, 7)
    assert state.to_act == P1
    result = step(_play(state, Pass(), Pass()), Pass())
    end = result.state
    assert BattleResolved(BattleOutcome.MUTUAL_DESTRUCTION, rescue=True) in result.events
    assert find_card(end, "James") in end.players[P1].discard_pile
    assert find_card(end, "Foul Spirit (J)") in end.players[P2].discard_pile
    # One Lost Soul: no choice to make, it is surrendered at once.
    assert end.players[P1].redeemed == 1
    assert end.players[P2].land_of_bondage == ()


def test_angel_at_bethesda_enhanced_to_seven_ten(starter: CardPool) -> None:
    state = _battle(
        starter,
        "Angel at Bethesda",
        "Lahmi (I)",
        hero_hand=["Angelic Guidance (I)", "Overwhelming Presence"],
    )
    angel = find_card(state, "Angel at Bethesda")
    guidance = find_card(state, "Angelic Guidance (I)")
    presence = find_card(state, "Overwhelming Presence")
    assert _numbers(state) == (3, 1, 10, 10)
    assert state.to_act == P1  # losing
    state = apply(state, PlayEnhancement(guidance, angel))
    assert _numbers(state) == (4, 7, 10, 10)
    assert state.to_act == P1  # still losing
    state = apply(state, PlayEnhancement(presence, angel))
    assert _numbers(state) == (7, 10, 10, 10)
    # By the numbers alone Lahmi still wins: Overwhelming Presence's ability does not run yet.
    result = step(state, Decline())
    assert BattleResolved(BattleOutcome.EVIL_WINS, rescue=False) in result.events
    discard = result.state.players[P1].discard_pile
    assert {angel, guidance, presence} <= set(discard)


def test_enhancement_turns_a_losing_battle(starter: CardPool) -> None:
    state = _battle(starter, "Angel at Bethesda", "Achan (I)", hero_hand=["Angelic Guidance (I)"])
    angel, guidance = (
        find_card(state, "Angel at Bethesda"),
        find_card(state, "Angelic Guidance (I)"),
    )
    assert state.to_act == P1  # 3/1 against 3/4: losing
    result = step(state, PlayEnhancement(guidance, angel))
    assert _numbers(result.state) == (4, 7, 3, 4)  # now winning
    assert InitiativeGiven(P2, Situation.WINNING) in result.events
    assert result.state.to_act == P2


def test_enhancement_needs_a_shared_brigade(starter: CardPool) -> None:
    # Gideon is gold; Angelic Guidance is silver.
    state = _battle(starter, "Gideon (J)", "Lahmi (I)", hero_hand=["Angelic Guidance (I)"])
    guidance, gideon = find_card(state, "Angelic Guidance (I)"), find_card(state, "Gideon (J)")
    assert not any(isinstance(a, PlayEnhancement) for a in legal_actions(state))
    with pytest.raises(IllegalAction, match="shares no brigade"):
        apply(state, PlayEnhancement(guidance, gideon))


def test_rainbow_enhancement_serves_any_hero(starter: CardPool) -> None:
    # Sword of the Lord (J) is a multi-brigade (rainbow) GE: it fits gold Gideon.
    state = _battle(starter, "Gideon (J)", "Lahmi (I)", hero_hand=["Sword of the Lord (J)"])
    sword, gideon = find_card(state, "Sword of the Lord (J)"), find_card(state, "Gideon (J)")
    assert PlayEnhancement(sword, gideon) in legal_actions(state)


def test_evil_enhancement_only_on_the_evil_side(starter: CardPool) -> None:
    state = _battle(starter, "Gideon (J)", "Possessing Demon (j)", evil_hand=["Fiery Darts (J)"])
    darts = find_card(state, "Fiery Darts (J)")
    demon, gideon = find_card(state, "Possessing Demon (j)"), find_card(state, "Gideon (J)")
    assert state.to_act == P2  # Gideon 6/8 against 3/4: winning
    assert PlayEnhancement(darts, demon) in legal_actions(state)
    assert PlayEnhancement(darts, gideon) not in legal_actions(state)
    state = apply(state, PlayEnhancement(darts, demon))
    assert _numbers(state) == (6, 8, 5, 6)  # the Darts' 2/2 backs the Demon


def test_unblocked_rescue_attempt_succeeds(starter: CardPool) -> None:
    state = build_position(
        starter,
        [{"territory": ["Gideon (J)"]}, {"land_of_bondage": SOULS[:1]}],
        phase=Phase.BATTLE,
    )
    state = apply(state, Attack(find_card(state, "Gideon (J)"), P2))
    assert state.to_act == P2
    result = step(state, Decline())
    assert BattleResolved(BattleOutcome.HERO_WINS, rescue=True) in result.events
    assert result.state.players[P1].redeemed == 1
    assert find_card(result.state, "Gideon (J)") in result.state.players[P1].territory


def test_battle_challenge_when_no_soul_to_rescue(starter: CardPool) -> None:
    state = build_position(
        starter,
        [{"territory": ["Gideon (J)"]}, {"hand": ["Achan (I)"]}],
        phase=Phase.BATTLE,
    )
    state = apply(state, Attack(find_card(state, "Gideon (J)"), P2))
    assert state.battle is not None
    assert state.battle.kind.value == "battle_challenge"
    result = step(_play(state, Block(find_card(state, "Achan (I)"))), Decline())
    assert BattleResolved(BattleOutcome.HERO_WINS, rescue=None) in result.events
    assert result.state.players[P1].redeemed == 0


def test_first_rules_allow_rescue_attempts_only(starter: CardPool) -> None:
    setup = [{"territory": ["Gideon (J)"]}, {"hand": ["Achan (I)"]}]
    classic = build_position(starter, setup, phase=Phase.BATTLE, ruleset="classic")  # type: ignore[arg-type]
    modern = build_position(starter, setup, phase=Phase.BATTLE, ruleset="modern")  # type: ignore[arg-type]
    gideon = find_card(classic, "Gideon (J)")
    assert Attack(gideon, P2) not in legal_actions(classic)
    assert Attack(gideon, P2) in legal_actions(modern)


def test_tie_initiative_by_ruleset(starter: CardPool) -> None:
    # Naomi 5/5 blocked by Controlling Demon 4/11: stalemate. Naomi's player plays
    # Kindness of Boaz (white 1/3): 6/8 against 4/11, still a stalemate.
    for ruleset, expected in (("modern", P2), ("classic", P1)):
        state = _battle(
            starter,
            "Naomi (J)",
            "Controlling Demon (J)",
            hero_hand=["Kindness of Boaz"],
            ruleset=ruleset,
        )
        kindness, naomi = find_card(state, "Kindness of Boaz"), find_card(state, "Naomi (J)")
        state = apply(state, PlayEnhancement(kindness, naomi))
        assert _numbers(state) == (6, 8, 4, 11)
        assert state.to_act == expected, ruleset


def test_rescuers_choice_lets_the_attacker_choose(starter: CardPool) -> None:
    state = _battle(starter, "Gideon (J)", "Achan (I)", ruleset="modern")
    state = evolve(state, ruleset=evolve(MODERN, name="choice", rescuers_choice=True))
    state = apply(state, Decline())
    assert state.to_act == P1


def test_fifth_redeemed_soul_wins_at_once(starter: CardPool) -> None:
    redeemed = [
        "Lost Soul Luke 15:15-16 (J)",
        "Lost Soul Luke 19:10 (J)",
        "Lost Soul Mark 1:40 (J)",
        "Lost Soul Luke 16:20-21 (J)",
    ]
    state = build_position(
        starter,
        [
            {"territory": ["Gideon (J)"], "land_of_redemption": redeemed},
            {"land_of_bondage": SOULS[:1], "deck": ["Lost Soul Proverbs 10:1 (I)"]},
        ],
        phase=Phase.BATTLE,
    )
    state = apply(state, Attack(find_card(state, "Gideon (J)"), P2))
    end = apply(state, Decline())
    assert end.is_over
    assert end.winner == P1
    assert end.result is not None
    assert end.result.reason is EndReason.SOULS
    assert legal_actions(end) == []
    with pytest.raises(IllegalAction, match="over"):
        apply(end, Decline())


def test_uniqueness_one_copy_of_a_unique_hero(starter: CardPool) -> None:
    state = build_position(
        starter,
        [{"territory": ["Peter (I)"], "hand": ["Peter (I)", "Angel at Bethesda"]}, {}],
    )
    hand = state.players[P1].hand
    peter_in_hand = hand[0]
    assert PlayCard(peter_in_hand, CardType.HERO) not in legal_actions(state)
    with pytest.raises(IllegalAction, match="unique"):
        apply(state, PlayCard(peter_in_hand, CardType.HERO))
    angel = hand[1]
    state = apply(state, PlayCard(angel, CardType.HERO))
    assert angel in state.players[P1].territory


def test_generic_characters_may_repeat_except_under_first_rules(starter: CardPool) -> None:
    setup = [{"territory": ["Angel at Bethesda"], "hand": ["Angel at Bethesda"]}, {}]
    modern = build_position(starter, setup)
    classic = build_position(starter, setup, ruleset="classic")
    hero = CardType.HERO
    angel = modern.players[P1].hand[0]
    assert PlayCard(angel, hero) in legal_actions(modern)
    assert PlayCard(angel, hero) not in legal_actions(classic)


def test_hero_from_hand_goes_home_to_territory(starter: CardPool) -> None:
    state = build_position(
        starter,
        [{"hand": ["Gideon (J)"]}, {"hand": ["Achan (I)"], "land_of_bondage": SOULS[:1]}],
        phase=Phase.BATTLE,
    )
    gideon = find_card(state, "Gideon (J)")
    state = _play(state, Attack(gideon, P2), Block(find_card(state, "Achan (I)")), Decline())
    assert gideon in state.players[P1].territory
    assert state.locate(gideon) == (P1, Zone.TERRITORY)


@pytest.mark.parametrize("name", ["Wicked People", "Wicked People (CoW AB)"])
def test_a_character_with_toughness_x_is_discarded_at_once(pool: CardPool, name: str) -> None:
    # REG Toughness: "If a character has a toughness of 0 or less, such as a dynamic toughness
    # (X) that is 0 ..., the character is discarded." Wicked People: X = # of cards in your
    # hand, none once it is played from a hand of one.
    state = build_position(pool, [{"hand": [name]}, {}], phase=Phase.PREPARATION)
    card = find_card(state, name)
    identity = state.card(card).identities[0]
    result = step(state, PlayCard(card, identity))
    assert result.state.locate(card) == (P1, Zone.DISCARD_PILE)
    moves = [(e.from_zone, e.to_zone) for e in result.events if isinstance(e, CardMoved)]
    assert moves == [(Zone.HAND, Zone.TERRITORY), (Zone.TERRITORY, Zone.DISCARD_PILE)]
    assert result.state.problems() == []


def test_a_character_with_toughness_stays_in_territory(starter: CardPool) -> None:
    state = build_position(starter, [{"hand": ["John (I)"]}, {}], phase=Phase.PREPARATION)
    john = find_card(state, "John (I)")
    assert apply(state, PlayCard(john, CardType.HERO)).locate(john) == (P1, Zone.TERRITORY)
