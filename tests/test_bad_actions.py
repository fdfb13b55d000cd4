"""Any action, legal or not, gives a new state or an IllegalAction, and never harms a state."""

from __future__ import annotations

import attrs
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
    Decision,
    DecisionKind,
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
    PlayerId,
    Question,
    QuestionKind,
    SurrenderSoul,
    apply,
    legal_actions,
    load_starter_cards,
    load_starter_decks,
    new_game,
    to_json,
)
from redemption_rules.actions import ACTION_CLASSES
from redemption_rules.testing import build_position, find_card
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


@pytest.mark.slow  # 300 games of up to 100 actions
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


def _with(cls: type[Action], name: str, value: int) -> Action:
    """An instance of *cls* with *value* in field *name* and card 0 or player 0 elsewhere."""
    values: dict[str, object] = {}
    for field in attrs.fields(cls):
        if field.name == "identity":
            values[field.name] = CardType.HERO
        else:
            values[field.name] = value if field.name == name else 0
    return cls(**values)


ID_FIELDS = [
    (cls, field.name)
    for cls in ACTION_CLASSES
    for field in attrs.fields(cls)
    if field.name != "identity"
]


@pytest.mark.parametrize(
    ("cls", "name"), ID_FIELDS, ids=[f"{c.__name__}.{n}" for c, n in ID_FIELDS]
)
def test_an_id_out_of_range_names_its_field(cls: type[Action], name: str) -> None:
    state = new_game(load_starter_decks(), seed=1)
    before = to_json(state)
    players = len(state.players)
    past_the_end = players if name in {"player", "defender"} else len(state.cards)
    for value in (-1, -(2**70), past_the_end, 2**70):
        if name == "option" and value >= 0:
            continue  # how many options there are depends on the question asked
        action = _with(cls, name, value)
        with pytest.raises(IllegalAction) as refused:
            apply(state, action)
        assert refused.value.field == name
        assert refused.value.reason.startswith(f"{name} {value} names no ")
    assert to_json(state) == before


def test_an_option_past_the_last_names_the_option_field() -> None:
    state = new_game(load_starter_decks(), seed=1)
    question = Question("Use it?", QuestionKind.OPTION, labels=("Use", "Decline"))
    asking = attrs.evolve(state, decision=Decision(PlayerId(0), DecisionKind.ABILITY, question))
    with pytest.raises(IllegalAction, match=r"option 2 names no option: 'Use it\?' offers") as e:
        apply(asking, ChooseOption(2))
    assert e.value.field == "option"
    legal = legal_actions(asking)
    assert legal == [ChooseOption(0), ChooseOption(1)]


def test_refusals_put_an_before_a_vowel() -> None:
    pool = load_starter_cards()
    state = build_position(pool, [{"hand": ["John (I)", "Roman Whip"]}, {}])
    john = find_card(state, "John (I)")
    with pytest.raises(IllegalAction, match=r"is a Hero, not an Evil Character"):
        apply(state, PlayCard(john, CardType.EVIL_CHARACTER))
    with pytest.raises(IllegalAction, match=r"must answer a preparation decision"):
        apply(state, Pass())
    question = Question("Use it?", QuestionKind.OPTION, labels=("Use", "Decline"))
    asking = attrs.evolve(state, decision=Decision(PlayerId(0), DecisionKind.ABILITY, question))
    with pytest.raises(IllegalAction, match=r"must answer an ability decision"):
        apply(asking, EndPhase())
