"""Documents that are not a record: ``from_json`` answers each with a StateError.

Not JSON, nested too deeply, the wrong shape or a field of the wrong type: the error says
what is wrong, and is never an AttributeError, RecursionError or KeyError. ``to_json`` takes
no string of a record for a mark of its own.
"""

from __future__ import annotations

import json
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING, Any

import attrs
import pytest

from redemption_rules import (
    Action,
    Attack,
    CardInstance,
    ChooseFirstPlayer,
    EndPhase,
    GameState,
    InstanceId,
    Pass,
    PlayerId,
    StateError,
    apply,
    from_json,
    legal_actions,
    load_starter_decks,
    new_game,
    to_json,
    unstructure,
)
from redemption_rules.cards.model import Brigade
from redemption_rules.effects import Effect
from redemption_rules.events import Event

if TYPE_CHECKING:
    from collections.abc import Callable

Plain = dict[str, Any]


def _set(path: str, value: object) -> Callable[[Plain], None]:
    """Set the field at a slash-separated *path* (list indexes as numbers)."""

    def change(p: Plain) -> None:
        *parents, last = path.split("/")
        node: Any = p
        for part in parents:
            node = node[int(part)] if part.isdigit() else node[part]
        node[int(last) if last.isdigit() else last] = value

    return change


MALFORMED = [
    ("not JSON", "{not json", r"not JSON"),
    ("too deep", "[" * 100_000, r"nested too deeply"),
    ("too deep in an object", '{"a": ' * 100_000, r"nested too deeply"),
    ("a list", "[1, 2]", r"GameState is an object, not a list"),
    ("a string", '"state"', r"GameState is an object, not a string"),
    ("null", "null", r"GameState is an object, not null"),
    ("empty", "{}", r"required field missing @ \$.ruleset"),
]


@pytest.mark.parametrize(
    ("text", "message"), [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED]
)
def test_a_malformed_document_is_a_state_error(text: str, message: str) -> None:
    with pytest.raises(StateError, match=message):
        from_json(text, GameState)


FIELD_CHANGES = [
    ("a zone that is a number", _set("players/0/hand", 5), r"a zone is a list of card ids"),
    ("an id that is text", _set("cards/0/id", "zero"), r"integer id"),
    ("a turn that is text", _set("turn", "three"), r"turn"),
    ("a list where a record goes", _set("decision", [1]), r"decision"),
    ("a record where a list goes", _set("stack", {"id": 1}), r"stack"),
    ("an unknown phase", _set("phase", "tea_time"), r"phase"),
    ("an unknown field", _set("colour", "blue"), r"colour"),
    ("a missing field", lambda p: p.pop("cards"), r"required field missing @ \$.cards"),
    ("an instance that is a list", _set("cards/2", [1]), r"card instance is an object"),
]


@pytest.mark.parametrize(
    ("change", "message"), [f[1:] for f in FIELD_CHANGES], ids=[f[0] for f in FIELD_CHANGES]
)
def test_a_field_of_the_wrong_shape_is_a_state_error(
    change: Callable[[Plain], None], message: str
) -> None:
    state = new_game(load_starter_decks(), seed=1)
    plain = unstructure(apply(state, ChooseFirstPlayer(PlayerId(0))))
    change(plain)
    with pytest.raises(StateError, match=message):
        from_json(json.dumps(plain), GameState)


def test_strings_that_spell_a_splice_mark_survive_to_json() -> None:
    state = new_game(load_starter_decks(), seed=2)
    for text in (
        "\x00card pool 0:0\x00",
        f"\x00card pool {id(state.catalog)}\x00",
        '"\x00card pool 0:0\x00"',
        "\x00card pool 1:0\x00",
    ):
        marked = attrs.evolve(state, reported=(text, "\x00card pool 0:1\x00"))
        back = from_json(to_json(marked), GameState)
        assert back == marked
        assert back.reported == (text, "\x00card pool 0:1\x00")


UNIONS = [(Action, "Action"), (Effect, "Effect"), (Event, "Event")]


@pytest.mark.parametrize(("union", "name"), UNIONS, ids=[name for _, name in UNIONS])
def test_a_record_of_a_union_needs_a_known_kind(union: Any, name: str) -> None:
    with pytest.raises(StateError, match=f"{name} is an object, not null"):
        from_json("null", union)
    with pytest.raises(StateError, match="kind"):
        from_json("{}", union)
    with pytest.raises(StateError, match="'nope'"):
        from_json('{"kind": "nope"}', union)
    with pytest.raises(StateError, match="nested too deeply"):
        from_json("[" * 100_000, union)


def test_a_list_of_actions_keeps_each_kind_tag() -> None:
    actions = [Pass(), Attack(InstanceId(3), PlayerId(1)), EndPhase()]
    plain = unstructure(actions)
    assert [item["kind"] for item in plain] == ["pass", "attack", "end_phase"]
    assert from_json(to_json(actions), list[Action]) == actions
    assert from_json(to_json(tuple(actions)), tuple[Action, ...]) == tuple(actions)
    by_name = {"first": Pass(), "second": [EndPhase()]}
    assert unstructure(by_name) == {"first": {"kind": "pass"}, "second": [{"kind": "end_phase"}]}


def test_a_state_read_back_shares_its_games_definitions() -> None:
    """A loaded state finds what the engine worked out once for its game.

    The engine keeps per-game facts (which cards are Dominants, which can heal) by the
    identity of the game's tuple of definitions; a state read from JSON must get that same
    tuple, or every loaded position works them out again.
    """
    state = new_game(load_starter_decks(), seed=3, abilities=True)
    loaded = from_json(to_json(state), GameState)
    assert loaded == state
    assert loaded.definitions() is state.definitions()


def test_a_known_pools_text_is_not_parsed_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """A state's text is mostly its card pool: read once per pool, not once per state."""
    state = new_game(load_starter_decks(), seed=4)
    text = to_json(state)
    pool_text = to_json(state.catalog)
    assert pool_text in text
    parsed: list[str] = []
    loads = json.loads
    monkeypatch.setattr(json, "loads", lambda t: parsed.append(t) or loads(t))
    loaded = from_json(text, GameState)
    assert loaded == state
    assert loaded.catalog is state.catalog
    assert len(parsed) == 1
    assert pool_text not in parsed[0]
    assert len(parsed[0]) < len(text) - len(pool_text) + 100


def test_a_marker_in_a_text_does_not_stand_for_a_pool() -> None:
    """Only the markers one reading made stand for pools: a text cannot name one."""
    state = new_game(load_starter_decks(), seed=5)
    text = to_json(state)
    pool_text = to_json(state.catalog)
    for marker in (r"\u0000card pool 0\u0000", r"\u0000card pool 0:0\u0000", ""):
        forged = text.replace(pool_text, f'"{marker}"')
        with pytest.raises(StateError, match="catalog"):
            from_json(forged, GameState)
    assert from_json(text, GameState) == state  # no marker outlives its reading


def test_a_bad_state_with_a_known_pool_names_its_fault() -> None:
    # the fault is found reading the text in full, as if the pool were unknown
    state = apply(new_game(load_starter_decks(), seed=6), ChooseFirstPlayer(PlayerId(0)))
    text = to_json(state)
    bad = text.replace('"turn": 1', '"turn": "one"')
    assert bad != text
    with pytest.raises(StateError, match=r"turn") as caught:
        from_json(bad, GameState)
    assert "card pool" not in str(caught.value)


def test_threads_read_states_of_different_games_at_once() -> None:
    """Each reading's markers are its own: threads reading at once get their own pools."""
    states = [new_game(load_starter_decks(), seed=seed) for seed in range(4)]
    states += [apply(state, ChooseFirstPlayer(PlayerId(1))) for state in states]
    texts = [to_json(state) for state in states] * 5
    with ThreadPoolExecutor(max_workers=4) as pool:
        loaded = list(pool.map(lambda text: from_json(text, GameState), texts))
    assert loaded == states * 5


def test_cards_with_nothing_on_them_are_one_record() -> None:
    """Equal bare card records, from the engine or from JSON, are one object."""
    state = new_game(load_starter_decks(), seed=7)
    loaded = from_json(to_json(state), GameState)
    assert all(back is card for back, card in zip(loaded.cards, state.cards, strict=True))
    later = state
    for _ in range(40):
        later = apply(later, legal_actions(later)[0])
    moved = [card for card in later.cards if card.identity is None and card != state.cards[card.id]]
    assert not moved  # a card back to bare is the bare record again, shared or equal
    shared = [card for card in later.cards if card is state.cards[card.id]]
    bare = [card for card in later.cards if card == CardInstance(card.id, card.key, card.owner)]
    assert shared == bare


def test_a_gained_brigade_round_trips() -> None:
    # a brigade a gain effect added to a card is part of its record (REG: Gain)
    record = attrs.evolve(new_game(load_starter_decks(), seed=3).cards[0], gained=(Brigade.CLAY,))
    assert from_json(to_json(record), CardInstance) == record
