"""The Targeting Modified Abilities table (digest G.3; REG: Cannot be Interrupted, Cannot be
Negated, Cannot be Prevented, Interrupt, Prevent, Negate), cell by cell, and in play.

The table says whether a negate, interrupt or prevent *affects* an ability that carries a
"cannot be ..." modifier, by whether the effect became active before or after the modified
ability's card was played. The engine decides every such case through one function,
``resolution.affects``; the first test pins each cell of it, the scenarios show real cards
playing the cells out.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pytest

from redemption_rules import (
    Attack,
    Block,
    ChooseCard,
    ChooseOption,
    DecisionKind,
    Decline,
    PassPriority,
    Phase,
    PlayDominant,
    PlayEnhancement,
    PlayerId,
    Zone,
    apply,
    legal_actions,
    step,
)
from redemption_rules.effects.resolution import affects
from redemption_rules.events import AbilityNegated, AbilityPrevented, SpecialInitiativeGiven
from redemption_rules.testing import build_position, find_card

if TYPE_CHECKING:
    from redemption_rules import CardPool, GameState

P1, P2 = PlayerId(0), PlayerId(1)
SOUL = "Lost Soul Luke 13:25 (J)"

A, N = True, False  # affected, not affected
TABLE = [
    # effect, active before the card was played, no modifier, CBN, CBP, CBI
    ("negate", True, A, N, N, A),
    ("negate", False, A, N, A, N),
    ("interrupt", True, N, N, N, N),
    ("interrupt", False, A, N, A, N),
    ("prevent", True, A, N, N, A),
    ("prevent", False, A, N, A, A),
]
SHIELDS = {"none": (), "cbn": ("cbn",), "cbp": ("cbp",), "cbi": ("cbi",)}


@pytest.mark.parametrize(
    ("effect", "before", "shield", "expected"),
    [
        pytest.param(effect, before, shield, row[index], id=f"{effect}-{when}-{shield}")
        for effect, before, *row in TABLE
        for when in ["before" if before else "after"]
        for index, shield in enumerate(SHIELDS)
    ],
)
def test_targeting_modified_abilities_cell(
    effect: str, before: bool, shield: str, expected: bool
) -> None:
    assert affects(effect, before=before, shield=SHIELDS[shield]) is expected


@pytest.mark.parametrize("shield", ["none", "cbp", "cbi"])
def test_a_prevent_after_the_play_cannot_stop_an_ability_already_activating(shield: str) -> None:
    # Note 2 of the table: only an ability not yet activating (or pending) can be prevented.
    assert not affects("prevent", before=False, shield=SHIELDS[shield], started=True)


# -- in play -----------------------------------------------------------------------------------


def _decline_mays(state: GameState) -> GameState:
    """Answer "may" questions with Decline until a game decision comes."""
    while state.decision is not None and state.decision.kind is DecisionKind.ABILITY:
        question = state.decision.question
        assert question is not None
        assert question.labels[-1] == "Decline", question
        state = apply(state, ChooseOption(len(question.labels) - 1))
    return state


def _saph_blocks(pool: CardPool, enhancement: str) -> tuple[GameState, int]:
    position = partial(build_position, pool, phase=Phase.BATTLE)
    state = position(
        [
            {"territory": ["Gideon (J)"], "hand": [enhancement], "deck": ["Samson (J)"] * 3},
            {"hand": ["Saph (I)"], "land_of_bondage": [SOUL]},
        ]
    )
    gideon, saph = find_card(state, "Gideon (J)"), find_card(state, "Saph (I)")
    state = apply(apply(state, Attack(gideon, P2)), Block(saph))
    assert state.to_act == P1  # 6/8 against 9/11: the Hero side is losing
    return state, gideon


def test_prevent_before_stops_an_enhancement_with_no_modifier(pool: CardPool) -> None:
    state, gideon = _saph_blocks(pool, "Trumpets and Torches")
    trumpets = find_card(state, "Trumpets and Torches")
    result = step(state, PlayEnhancement(trumpets, gideon))
    assert AbilityPrevented(trumpets, find_card(state, "Saph (I)")) in result.events
    assert result.state.locate(find_card(state, "Saph (I)")) == (None, Zone.FIELD_OF_BATTLE)


def test_prevent_before_does_not_stop_cannot_be_prevented(pool: CardPool) -> None:
    state, gideon = _saph_blocks(pool, "Water from a Rock")
    water = find_card(state, "Water from a Rock")
    hand = len(state.players[P1].hand)
    result = step(state, PlayEnhancement(water, gideon))
    assert not any(isinstance(e, AbilityPrevented) for e in result.events)
    assert len(result.state.players[P1].hand) == hand - 1 + 2  # Water from a Rock draws two


def _john_attacks(pool: CardPool, blocker: str, extra: list[str]) -> GameState:
    state = build_position(
        pool,
        [
            {"territory": ["John (I)"], "deck": ["Samson (J)"] * 3},
            {
                "hand": [blocker],
                "territory": extra,
                "land_of_bondage": [SOUL],
                "deck": ["Achan (I)"],
            },
        ],
        phase=Phase.BATTLE,
    )
    return apply(state, Attack(find_card(state, "John (I)"), P2))


def test_negate_before_prevents_cannot_be_interrupted(pool: CardPool) -> None:
    # John's "Negate Evil Characters" also prevents them for the rest of the battle; an
    # ability that cannot be interrupted is still prevented by it.
    state = _john_attacks(pool, "Ananias, the Liar [RR2]", [])
    ananias = find_card(state, "Ananias, the Liar [RR2]")
    result = step(state, Block(ananias))
    assert AbilityPrevented(ananias, find_card(state, "John (I)")) in result.events
    assert result.state.decision is not None
    assert result.state.decision.kind is not DecisionKind.ABILITY  # no "may draw" asked


def test_negate_before_does_not_prevent_cannot_be_prevented(pool: CardPool) -> None:
    state = _john_attacks(pool, "Dathan", ["Abiram"])
    dathan, abiram = find_card(state, "Dathan"), find_card(state, "Abiram")
    result = step(state, Block(dathan))
    assert not any(isinstance(e, AbilityPrevented) for e in result.events)
    assert result.state.decision is not None
    assert result.state.decision.kind is DecisionKind.ABILITY  # "May band to Abiram"
    banded = apply(result.state, ChooseOption(0))
    assert banded.battle is not None
    assert abiram in banded.battle.evil_characters


def test_negate_after_affects_cannot_be_prevented(pool: CardPool) -> None:
    # Dissension in Antioch withdraws every Hero: special initiative; Samson's Strength,
    # played after it, negates it although it cannot be prevented.
    state = build_position(
        pool,
        [
            {"territory": ["Gideon (J)"], "hand": ["Samson's Strength (J)"]},
            {
                "hand": ["Ananias, the Liar [RR2]", "Dissension in Antioch"],
                "land_of_bondage": [SOUL],
            },
        ],
        phase=Phase.BATTLE,
    )
    gideon = find_card(state, "Gideon (J)")
    ananias, dissension = (
        find_card(state, "Ananias, the Liar [RR2]"),
        find_card(state, "Dissension in Antioch"),
    )
    state = _decline_mays(apply(apply(state, Attack(gideon, P2)), Block(ananias)))
    assert state.to_act == P2  # Gideon 6/8 against Ananias 4/5: the evil side is losing
    result = step(state, PlayEnhancement(dissension, ananias))
    assert SpecialInitiativeGiven(P1, dissension) in result.events
    strength = find_card(state, "Samson's Strength (J)")
    answered = step(result.state, PlayEnhancement(strength, gideon))
    assert AbilityNegated(dissension, strength) in answered.events
    assert answered.state.locate(gideon) == (None, Zone.FIELD_OF_BATTLE)
    assert answered.state.locate(dissension)[1] is Zone.DISCARD_PILE


def test_negate_after_does_not_affect_cannot_be_interrupted(pool: CardPool) -> None:
    # Holy unto the Lord shuffles every Evil Character away; Crucify Him!, which would
    # negate it, is played after it and cannot touch it: no special initiative at all.
    state = build_position(
        pool,
        [
            {"territory": ["Azariah the High Priest"], "hand": ["Holy unto the Lord"]},
            {
                "hand": ["Four Squads of Four (Ap)", "Crucify Him! (J)"],
                "land_of_bondage": [SOUL],
                "deck": ["Achan (I)"],
            },
        ],
        phase=Phase.BATTLE,
    )
    azariah, holy = (
        find_card(state, "Azariah the High Priest"),
        find_card(state, "Holy unto the Lord"),
    )
    soldiers = find_card(state, "Four Squads of Four (Ap)")
    state = _decline_mays(apply(state, Attack(azariah, P2)))
    state = apply(state, Block(soldiers))
    # 10/9 against 10/10: mutual destruction; the Hero's player, who did not play last, acts.
    assert state.to_act == P1
    assert PlayEnhancement(holy, azariah) in legal_actions(state)
    result = step(state, PlayEnhancement(holy, azariah))
    assert not any(isinstance(e, SpecialInitiativeGiven) for e in result.events)
    assert result.state.locate(soldiers) == (P2, Zone.DECK)


def test_a_dominant_cannot_be_negated(pool: CardPool) -> None:
    # Achan's Sin negates "the last good card played this battle": the Dominant Angel of the
    # Lord, whose discard stands.
    state = build_position(
        pool,
        [
            {"territory": ["Gideon (J)"], "hand": ["Angel of the Lord (I)"]},
            {
                "hand": ["Achan (I)", "Achan's Sin (I)"],
                "territory": ["Nabal (I)"],
                "land_of_bondage": [SOUL],
            },
        ],
        phase=Phase.BATTLE,
    )
    gideon, achan = find_card(state, "Gideon (J)"), find_card(state, "Achan (I)")
    angel, nabal = find_card(state, "Angel of the Lord (I)"), find_card(state, "Nabal (I)")
    state = apply(state, Attack(gideon, P2))
    state = apply(state, PassPriority())  # player 1 keeps the Dominant for now
    state = apply(state, Block(achan))
    state = apply(state, PlayDominant(angel))
    state = apply(state, ChooseCard(nabal))  # discard Nabal, in player 2's territory
    assert state.locate(nabal) == (P2, Zone.DISCARD_PILE)
    sin = find_card(state, "Achan's Sin (I)")
    while state.to_act != P2:
        state = apply(state, Decline())
    result = step(state, PlayEnhancement(sin, achan))
    assert not any(isinstance(e, AbilityNegated) and e.card == angel for e in result.events)
    assert result.state.locate(nabal) == (P2, Zone.DISCARD_PILE)
