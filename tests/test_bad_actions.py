"""Any action, legal or not, gives a new state or an IllegalAction, and never harms a state."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from redemption_rules import (
    Action,
    Attack,
    Block,
    CardType,
    ChooseCard,
    ChooseFirstPlayer,
    ChooseOption,
    Decline,
    Discard,
    EndPhase,
    Finish,
    GameState,
    IllegalAction,
    InstanceId,
    Pass,
    PassPriority,
    PlayCard,
    PlayDominant,
    PlayEnhancement,
    SurrenderSoul,
    apply,
    to_json,
)
from redemption_rules.testing.strategies import game_states

ids = st.integers(min_value=-3, max_value=120)
any_action = st.one_of(
    st.builds(ChooseFirstPlayer, ids),
    st.builds(PlayCard, ids, st.sampled_from(CardType)),
    st.builds(PlayDominant, ids),
    st.builds(Attack, ids, st.integers(-1, 4)),
    st.builds(Block, ids),
    st.builds(PlayEnhancement, ids, ids),
    st.just(Pass()),
    st.just(Decline()),
    st.builds(SurrenderSoul, ids),
    st.builds(Discard, ids),
    st.just(EndPhase()),
    st.builds(ChooseCard, ids),
    st.builds(ChooseOption, st.integers(-2, 5)),
    st.just(Finish()),
    st.just(PassPriority()),
)


@settings(max_examples=300, deadline=None)
@given(game_states(max_steps=100), any_action)
def test_any_action_is_applied_or_refused_with_a_reason(state: GameState, action: Action) -> None:
    # Whether the action is legal is not known in advance, so the refusal is checked here.
    before = to_json(state)
    try:
        after = apply(state, action)
    except IllegalAction as refused:
        assert refused.action == action  # noqa: PT017
        assert refused.reason  # noqa: PT017
        assert str(refused).startswith("illegal action")  # noqa: PT017
    else:
        assert after.problems() == []
    assert to_json(state) == before


def test_actions_check_their_fields() -> None:
    with pytest.raises(TypeError, match="card must be an integer id"):
        PlayCard("7", CardType.HERO)  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="identity"):
        PlayCard(InstanceId(7), "Hero")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="defender must be an integer id"):
        Attack(InstanceId(1), True)  # type: ignore[arg-type]
