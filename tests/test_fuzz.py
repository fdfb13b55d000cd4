"""Every public entry point, fed anything of the right type, answers or raises a RulesError.

Hypothesis draws card lists, deck lists, ability texts, decks and seeds, actions of any
field values, JSON of any shape and saved games changed in one place. Each entry point
either returns its result or raises a subclass of :class:`RulesError`, within a time limit
per input: never an AttributeError, IndexError, KeyError or RecursionError, never a hang.
A saved game that ``from_json`` accepts is one the engine can go on playing.

Each test tries ``EXAMPLES`` inputs, or a few times as many (``--hypothesis-show-statistics``
reports the counts); ``REDEMPTION_RULES_FUZZ_EXAMPLES=1200`` sets a longer run.
"""

from __future__ import annotations

import contextlib
import copy
import functools
import io
import json
import os
import tempfile
from datetime import timedelta
from pathlib import Path
from typing import TYPE_CHECKING, Any

import attrs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from redemption_rules import (
    Ability,
    Action,
    Attack,
    Block,
    CardDef,
    CardPool,
    CardType,
    ChooseCard,
    ChooseFirstPlayer,
    ChooseOption,
    Deck,
    DeckEntry,
    Decline,
    Discard,
    EndPhase,
    Equip,
    Finish,
    GameState,
    Pass,
    PassPriority,
    PlayCard,
    PlayDominant,
    PlayEnhancement,
    PutInSite,
    RandomAgent,
    RulesError,
    Ruleset,
    SurrenderSoul,
    ability_support,
    apply,
    card_ability,
    check_deck,
    from_json,
    legal_actions,
    load_cards,
    load_starter_cards,
    load_starter_decks,
    new_game,
    parse_ability,
    parse_deck,
    step,
    to_json,
    unstructure,
)
from redemption_rules.cli import main
from redemption_rules.effects import Effect
from redemption_rules.events import Event
from redemption_rules.testing.strategies import game_states

if TYPE_CHECKING:
    from collections.abc import Callable

EXAMPLES = int(os.environ.get("REDEMPTION_RULES_FUZZ_EXAMPLES", "60"))
"""Inputs per test (a few tests try two or four times as many)."""
LIMIT = timedelta(seconds=10)
"""The most one input may take: a hang fails the test (the usual input takes milliseconds)."""

fuzz = settings(
    max_examples=EXAMPLES,
    deadline=LIMIT,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

STARTER = load_starter_cards()
NAMES = sorted(card.name for card in STARTER)
HEADER = (
    "Name\tSet\tImageFile\tOfficialSet\tType\tBrigade\tStrength\tToughness\tClass\t"
    "Identifier\tSpecialAbility\tRarity\tReference\tSound\tAlignment\tLegality"
)


def answers_or_refuses(call: Callable[[], object]) -> object:
    """The result of *call*, or None when it raised a RulesError; any other error fails."""
    try:
        return call()
    except RulesError as refused:
        assert str(refused)  # noqa: PT017 - every refusal says something
        return None


# -- card lists ------------------------------------------------------------------------------

cells = st.one_of(
    st.sampled_from(["", "Hero", "Evil Character", "GE", "Lost Soul", "City", "Purple", "X"]),
    st.sampled_from(["5", "-3", "*", "4(8)", "3/2", "Gold/White", "Warrior", "[Purple]"]),
    st.text(alphabet=st.characters(codec="utf-8", exclude_characters="\t\r\n"), max_size=12),
)
rows = st.lists(cells, min_size=0, max_size=18).map("\t".join)
card_texts = st.one_of(
    st.lists(rows, max_size=6).map(lambda lines: "\n".join([HEADER, *lines])),
    st.text(max_size=300),
)


@fuzz
@given(st.one_of(card_texts.map(lambda text: text.encode()), st.binary(max_size=400)))
def test_load_cards_reads_a_pool_or_names_the_bad_row(data: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "carddata.txt"
        path.write_bytes(data)
        pool = answers_or_refuses(lambda: load_cards(path))
    assert pool is None or isinstance(pool, CardPool)


# -- deck lists and deck checks --------------------------------------------------------------

deck_lines = st.one_of(
    st.builds(
        "{}\t{}".format,
        st.one_of(st.integers(-5, 1200), st.just("x"), st.just("")),
        st.one_of(st.sampled_from(NAMES), st.text(max_size=20)),
    ),
    st.sampled_from(["Reserve:", "Tokens:", "", "   ", "\t\t", "3 John (I)", "#"]),
    st.text(max_size=40),
)
deck_texts = st.lists(deck_lines, max_size=25).map("\n".join)
ruleset_names = st.sampled_from(["modern", "fourth", "classic", "seventh", ""])
formats = st.sampled_from(["type1", "rotation", "type2", "type3", ""])


@fuzz
@given(deck_texts, ruleset_names, formats)
def test_parse_deck_and_check_deck_answer_or_refuse(text: str, ruleset: str, fmt: str) -> None:
    deck = answers_or_refuses(lambda: parse_deck(text, STARTER))
    if isinstance(deck, Deck):
        problems = answers_or_refuses(lambda: check_deck(deck, ruleset, format=fmt))
        assert problems is None or all(isinstance(line, str) for line in problems)


# -- ability text ----------------------------------------------------------------------------

WORDS = (  # noqa: SIM905 - the vocabulary reads better as text
    "Negate Discard Draw Band Search Protect Hero Heroes Evil Character Enhancement Lost Soul "
    "your opponent's each may up to 2 X cards from hand deck battle territory . , ( ) : "
    "if used by a Ruth Cannot be negated Limit once per game STAR GE EE"
).split()
ability_texts = st.one_of(
    st.lists(st.sampled_from(WORDS), max_size=14).map(" ".join),
    st.text(max_size=80),
)


@fuzz
@given(ability_texts)
def test_ability_text_gives_an_ability_or_a_parse_error(text: str) -> None:
    ability = answers_or_refuses(lambda: parse_ability(text))
    assert ability is None or isinstance(ability, Ability)
    card = attrs.evolve(STARTER.get("John (I)"), special_ability=text)
    answers_or_refuses(lambda: card_ability(card))
    support = ability_support(card)
    assert support.carried_out <= support.readable


# -- new games -------------------------------------------------------------------------------


def _small_deck(entries: list[tuple[int, str]]) -> Deck:
    return Deck(main=tuple(DeckEntry(count, STARTER.get(name)) for count, name in entries))


decks = st.one_of(
    st.sampled_from(load_starter_decks()),
    st.lists(st.tuples(st.integers(1, 3), st.sampled_from(NAMES)), max_size=6).map(_small_deck),
)
rulesets = st.one_of(ruleset_names, st.builds(Ruleset, name=st.just("variant")))
seeds = st.one_of(st.integers(), st.integers(-(2**200), 2**200))


@settings(fuzz, max_examples=EXAMPLES * 2)
@given(st.lists(decks, max_size=6), seeds, rulesets, st.booleans())
def test_new_game_deals_or_refuses(
    chosen: list[Deck], seed: int, ruleset: str | Ruleset, abilities: bool
) -> None:
    state = answers_or_refuses(
        lambda: new_game(chosen, seed=seed, ruleset=ruleset, abilities=abilities)
    )
    if isinstance(state, GameState):
        assert state.problems() == []
        assert state.is_over or legal_actions(state)


# -- actions of any field values -------------------------------------------------------------

ids = st.one_of(st.integers(-3, 200), st.integers(), st.integers(-(2**80), 2**80))
any_action = st.one_of(
    st.builds(ChooseFirstPlayer, ids),
    st.builds(PlayCard, ids, st.sampled_from(CardType)),
    st.builds(Equip, ids, ids),
    st.builds(PutInSite, ids, ids),
    st.builds(PlayDominant, ids),
    st.builds(Attack, ids, ids, st.one_of(st.none(), ids)),
    st.builds(Block, ids),
    st.builds(PlayEnhancement, ids, ids),
    st.builds(SurrenderSoul, ids),
    st.builds(Discard, ids),
    st.builds(ChooseCard, ids),
    st.builds(ChooseOption, ids),
    st.sampled_from([Pass(), Decline(), Finish(), PassPriority(), EndPhase()]),
)


@settings(fuzz, max_examples=EXAMPLES * 2)
@given(game_states(max_steps=80), st.lists(any_action, min_size=1, max_size=4))
def test_step_applies_or_refuses_any_action(state: GameState, tried: list[Action]) -> None:
    before = to_json(state)
    for action in tried:
        result = answers_or_refuses(lambda action=action: step(state, action))  # type: ignore[misc]
        if result is not None:
            assert result.state.problems() == []  # type: ignore[attr-defined]
    assert to_json(state) == before


# -- JSON of any shape -----------------------------------------------------------------------

json_values = st.recursive(
    st.one_of(
        st.none(),
        st.booleans(),
        st.integers(),
        st.floats(allow_nan=False),
        st.text(max_size=10),
        st.sampled_from(["choose_card", "negate", "card_moved", "Hero", "modern"]),
    ),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(
            st.sampled_from(["kind", "card", "name", "cards", "players", "turn", "id", "x"]),
            inner,
            max_size=4,
        ),
    ),
    max_leaves=20,
)
RECORDS: list[Any] = [GameState, Action, Deck, Ability, Effect, Event, Ruleset, CardDef]


@fuzz
@given(
    st.one_of(json_values.map(json.dumps), st.text(max_size=60)),
    st.sampled_from(RECORDS),
)
def test_from_json_reads_a_record_or_says_what_is_wrong(text: str, cls: Any) -> None:
    answers_or_refuses(lambda: from_json(text, cls))


@functools.cache
def _saved_games() -> tuple[dict[str, Any], ...]:
    """Plain forms of states reached by play: ability questions, priority, battles."""
    found: list[dict[str, Any]] = []
    chosen = load_starter_decks()
    for seed in range(4):
        state = new_game([chosen[0], chosen[1], chosen[seed % 2]][: 2 + seed % 2], seed=seed)
        agents = [RandomAgent(seed + seat) for seat in range(3)]
        for count in range(220):
            if state.is_over:
                break
            if state.stack or state.priority or state.resume or count % 40 == 0:
                found.append(unstructure(state))
            state = apply(state, agents[state.to_act or 0].choose(state))
    return tuple(found)


def _paths(node: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every place in plain data, leaving out the card catalog (card data is fuzzed above)."""
    found = [prefix]
    if isinstance(node, dict):
        for key, value in node.items():
            if prefix or key != "catalog":
                found.extend(_paths(value, (*prefix, key)))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            found.extend(_paths(value, (*prefix, index)))
    return found


replacements = st.one_of(
    st.integers(-3, 120),
    st.sampled_from([None, True, "", [], {}, "preparation", "ability", "Hero", 2**70, -1.5]),
    json_values,
)


@st.composite
def tampered_games(draw: st.DrawFn) -> str:
    """The JSON of a saved game with one to three places changed or removed."""
    games = _saved_games()
    plain = copy.deepcopy(games[draw(st.integers(0, len(games) - 1))])
    for _ in range(draw(st.integers(1, 3))):
        places = [path for path in _paths(plain) if path]
        path = draw(st.sampled_from(places))
        parent: Any = plain
        for key in path[:-1]:
            parent = parent[key]
        if draw(st.integers(0, 9)) == 0:
            del parent[path[-1]]
        else:
            parent[path[-1]] = draw(replacements)
    return json.dumps(plain)


@settings(fuzz, max_examples=EXAMPLES * 4)
@given(tampered_games())
def test_a_tampered_game_is_refused_or_plays_on(text: str) -> None:
    state = answers_or_refuses(lambda: from_json(text, GameState))
    if not isinstance(state, GameState):
        return
    actions = legal_actions(state)
    assert state.is_over or actions
    for action in actions[:12]:
        result = answers_or_refuses(lambda action=action: step(state, action))  # type: ignore[misc]
        assert result is not None, f"a legal action was refused: {action!r}"


@fuzz
@given(st.lists(st.text(max_size=30), max_size=3), st.text(max_size=30))
def test_to_json_round_trips_any_strings(reported: list[str], name: str) -> None:
    state = new_game(load_starter_decks(), seed=1)
    marked = attrs.evolve(state, reported=tuple(reported))
    assert from_json(to_json(marked), GameState) == marked
    card = attrs.evolve(STARTER.get("John (I)"), special_ability=name)
    assert from_json(to_json(card), CardDef) == card


# -- the command line ------------------------------------------------------------------------

words = st.one_of(
    st.sampled_from(["play", "parse", "coverage", "plugins", "--version", "--help", "-h"]),
    st.sampled_from(["--seed", "--ruleset", "--players", "--agents", "--quiet", "--json"]),
    st.sampled_from(["--cards", "--deck", "--top", "--executable", "modern", "greedy"]),
    st.integers(min_value=-3, max_value=10**9).map(str),
    st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), max_size=20),
)


@fuzz
@given(st.lists(words, max_size=8))
def test_the_command_line_answers_or_says_what_is_wrong(argv: list[str]) -> None:
    out, err = io.StringIO(), io.StringIO()
    with (
        tempfile.TemporaryDirectory() as folder,
        contextlib.chdir(folder),
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
    ):
        try:
            status = main(argv)
        except SystemExit as stopped:  # argparse: --help, --version or a usage error
            status = stopped.code if isinstance(stopped.code, int) else 2
    assert status in (0, 1, 2), (argv, status)
    if status == 2:
        assert err.getvalue().strip(), argv  # a refusal says why
