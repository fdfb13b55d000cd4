"""Tampered saved games: ``from_json`` refuses every kind of inconsistency with a StateError.

Each case takes the plain form of a sound state reached by play, changes one thing, and
checks that reading it back names the problem. A malformed document (not JSON, too deep,
the wrong shape) is a StateError too, never an AttributeError, RecursionError or KeyError.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

import attrs
import pytest

from redemption_rules import (
    DecisionKind,
    GameState,
    RandomAgent,
    StateError,
    from_json,
    load_starter_decks,
    new_game,
    step,
    to_json,
    unstructure,
)
from redemption_rules.engine import _CONTINUATIONS
from redemption_rules.state import CONTINUATIONS, Delayed, Played, Prevention, Use

if TYPE_CHECKING:
    from collections.abc import Callable

Plain = dict[str, Any]


def _first(found: Callable[[GameState], bool], *, players: int = 2) -> GameState:
    """The first state of seeded random games that *found* accepts."""
    decks = load_starter_decks()
    for seed in range(60):
        state = new_game([decks[seat % 2] for seat in range(players)], seed=seed)
        agents = [RandomAgent(seed * 10 + seat) for seat in range(players)]
        while True:
            if found(state):
                return state
            if state.to_act is None:
                break
            state = step(state, agents[state.to_act].choose(state)).state
    raise AssertionError("no game reached the position")


@pytest.fixture(scope="module")
def positions() -> dict[str, GameState]:
    """Sound states, each reached by play, that the cases tamper with."""
    preparation = _first(
        lambda s: (
            s.decision is not None
            and s.decision.kind is DecisionKind.PREPARATION
            and s.turn > 2
            and bool(s.players[s.active].territory)
        )
    )
    asking = _first(
        lambda s: (
            s.decision is not None
            and s.decision.kind is DecisionKind.ABILITY
            and s.resume is not None
            and s.battle is not None
        )
    )
    top = asking.stack[0]
    records = attrs.evolve(
        asking,
        preventions=(Prevention(1, top.card, top.controller, effect=0, activated=1),),
        delayed=(Delayed(2, top.card, top.controller, (0,), "after_battle"),),
        played=(Played(top.card, top.controller, 1),),
        uses=(Use("card:1", top.controller, "turn"),),
    )
    found = {
        "preparation": preparation,
        "asking": asking,
        "records": records,
        "priority": _first(
            lambda s: s.decision is not None and s.decision.kind is DecisionKind.PRIORITY
        ),
        "block": _first(lambda s: s.decision is not None and s.decision.kind is DecisionKind.BLOCK),
        "over": _first(lambda s: s.is_over),
    }
    for name, state in found.items():
        assert state.problems() == [], name
    return found


def _hand(p: Plain) -> list[int]:
    active: int = p["active"]
    hand: list[int] = p["players"][active]["hand"]
    return hand


def _territory_card(p: Plain) -> int:
    active: int = p["active"]
    card: int = p["players"][active]["territory"][0]
    return card


def _set(path: str, value: object) -> Callable[[Plain], None]:
    """Set the field at a slash-separated *path* (list indexes as numbers)."""

    def change(p: Plain) -> None:
        *parents, last = path.split("/")
        node: Any = p
        for part in parents:
            node = node[int(part)] if part.isdigit() else node[part]
        node[int(last) if last.isdigit() else last] = value

    return change


def _do(*changes: Callable[[Plain], None]) -> Callable[[Plain], None]:
    def change(p: Plain) -> None:
        for one in changes:
            one(p)

    return change


def _twice(p: Plain) -> None:
    p["players"][p["active"]]["deck"].append(_hand(p)[0])


def _one_player(p: Plain) -> None:
    gone = p["players"].pop()
    p["players"][0]["discard_pile"].extend(
        card for zone in gone.values() if isinstance(zone, list) for card in zone
    )


def _lost(p: Plain) -> None:
    del _hand(p)[0]


def _extra_definition(p: Plain) -> None:
    extra = dict(p["catalog"]["cards"][0], name="Nobody Played", key="Nobody Played")
    p["catalog"]["cards"].append(extra)


def _same_key(p: Plain) -> None:
    p["catalog"]["cards"].append(dict(p["catalog"]["cards"][0]))


def _identity_in_hand(p: Plain) -> None:
    p["cards"][_hand(p)[0]]["identity"] = "Hero"


def _impossible_identity(p: Plain) -> None:
    p["cards"][_territory_card(p)]["identity"] = "Lost Soul"


def _question(**fields: object) -> Callable[[Plain], None]:
    def change(p: Plain) -> None:
        p["decision"]["question"].update(fields)

    return change


def _second_in_round(p: Plain) -> None:
    waiting = p["priority"]["waiting"]
    p["decision"]["player"] = next(seat for seat in range(len(p["players"])) if seat != waiting[0])


def _stack(**fields: object) -> Callable[[Plain], None]:
    def change(p: Plain) -> None:
        p["stack"][0].update(fields)

    return change


def _pending_copy(p: Plain) -> None:
    p["pending"].append(dict(p["stack"][0], card=999))


def _round_twice(p: Plain) -> None:
    p["priority"]["waiting"] = [0, 0]


CASES: list[tuple[str, str, Callable[[Plain], None], str]] = [
    # every card in exactly one zone, ids in range
    ("card in two zones", "preparation", _twice, r"card \d+ is in player \d's deck and in player"),
    ("card in no zone", "preparation", _lost, r"cards \[\d+\] are in no zone"),
    ("zone names no card", "preparation", lambda p: _hand(p).append(999), r"holds card 999, which"),
    ("negative card id", "preparation", lambda p: _hand(p).append(-1), r"holds card -1, which"),
    ("card with another id", "preparation", _set("cards/3/id", 4), r"card 3 carries the id 4"),
    ("owner not here", "preparation", _set("cards/0/owner", 7), r"card 0's owner names player 7"),
    (
        "player with another id",
        "preparation",
        _set("players/1/id", 0),
        r"player 1 carries the id 0",
    ),
    ("one player", "preparation", _one_player, r"plays 2 or more players, not 1"),
    ("active player not here", "preparation", _set("active", 5), r"active player names player 5"),
    (
        "first player not here",
        "preparation",
        _set("first_player", -1),
        r"first player names player -1",
    ),
    ("winner not here", "over", _set("result/winner", 3), r"winner names player 3"),
    (
        "attacked player not here",
        "preparation",
        _set("attacked_this_phase", [4]),
        r"names player 4",
    ),
    ("entered card not here", "preparation", _set("entered_battle", [500]), r"names card 500"),
    # the catalog matches the cards
    (
        "key not in catalog",
        "preparation",
        _set("cards/0/key", "Nobody"),
        r"'Nobody', which is not in",
    ),
    ("definition of no card", "preparation", _extra_definition, r"catalog holds 'Nobody Played'"),
    ("two definitions share a key", "preparation", _same_key, r"two cards share the key"),
    # identities
    ("identity in hand", "preparation", _identity_in_hand, r"has an active identity or lies face"),
    (
        "identity it cannot take",
        "preparation",
        _impossible_identity,
        r"played as a Lost Soul, which",
    ),
    (
        "equipped to no card",
        "preparation",
        _set("cards/0/equipped_to", 900),
        r"equipped to card 900",
    ),
    ("held by no card", "preparation", _set("cards/0/held_by", -2), r"held by card -2, which"),
    # no negative counts
    ("negative turn", "preparation", _set("turn", -1), r"the turn is -1; it cannot be below 0"),
    (
        "negative battle count",
        "preparation",
        _set("battles_this_turn", -1),
        r"battles this turn is -1",
    ),
    ("negative serial", "preparation", _set("serial", -5), r"serial number is -5"),
    ("negative passes", "block", _set("battle/passes", -1), r"passes in a row is -1"),
    # the decision fits the phase and the active player
    ("decision for nobody", "preparation", _set("decision/player", 9), r"decision names player 9"),
    (
        "decision of another phase",
        "preparation",
        _set("decision/kind", "discard"),
        r"discard decision, which belongs to the discard phase, not preparation",
    ),
    (
        "decision for the wrong player",
        "preparation",
        lambda p: p["decision"].update(player=1 - p["active"]),
        r"preparation decision for player \d; it is player \d's to make",
    ),
    (
        "no decision while playing",
        "preparation",
        _set("decision", None),
        r"exactly while it is not",
    ),
    (
        "over without a result",
        "preparation",
        _set("phase", "game_over"),
        r"game_over phase exactly",
    ),
    (
        "result while playing",
        "preparation",
        _set("result", {"winner": 0, "reason": "souls"}),
        r"exac",
    ),
    ("pre-game in a turn", "preparation", _set("phase", "pre_game"), r"comes before turn 1"),
    ("block without a battle", "preparation", _set("decision/kind", "block"), r"needs a battle"),
    ("unknown step to continue", "preparation", _set("continuation", "dance"), r"no step 'dance'"),
    # an ability's decision and question
    ("ability without question", "asking", _set("decision/question", None), r"without a question"),
    ("question names no card", "asking", _question(options=[999]), r"names card 999, which does"),
    ("question of no card", "asking", _question(card=-1), r"names card -1, which does not exist"),
    ("question picks no card", "asking", _question(picked=[321]), r"names card 321"),
    (
        "fewest above most",
        "asking",
        _question(minimum=3, maximum=1),
        r"at least 3 cards and at most",
    ),
    ("negative fewest", "asking", _question(minimum=-1), r"fewest cards .* is -1"),
    (
        "unanswerable question",
        "asking",
        _question(kind="cards", options=[], picked=[], minimum=1, maximum=1),
        r"cannot be answered",
    ),
    (
        "option question without options",
        "asking",
        _question(kind="option", labels=[]),
        r"no option",
    ),
    (
        "ability decision with nothing resolving",
        "preparation",
        _set(
            "decision",
            {
                "player": 0,
                "kind": "ability",
                "question": {"prompt": "?", "kind": "option", "labels": ["Yes"]},
            },
        ),
        r"ability decision, but no ability resolves",
    ),
    (
        "question on a game decision",
        "preparation",
        _set("decision/question", {"prompt": "?", "kind": "option", "labels": ["Yes"]}),
        r"preparation decision, which asks no question",
    ),
    # Action Priority and the decision waiting to resume
    ("priority without a round", "priority", _set("priority", None), r"no Action Priority round"),
    ("priority out of turn", "priority", _second_in_round, r"offers it to player \d first"),
    ("round names no player", "priority", _set("priority/waiting", [8]), r"names player 8"),
    ("round names a player twice", "priority", _round_twice, r"names a player twice"),
    (
        "resume while nothing waits",
        "preparation",
        lambda p: p.update(resume=dict(p["decision"])),
        r"preparation decision waits to resume while nothing resolves",
    ),
    (
        "resume of an ability",
        "asking",
        _set("resume/kind", "ability"),
        r"only a game decision waits",
    ),
    ("resume for nobody", "asking", _set("resume/player", 6), r"resume names player 6"),
    # abilities resolving
    ("activation of no card", "asking", _stack(card=999), r"on the stack names card 999"),
    ("activation of nobody", "asking", _stack(controller=4), r"controller names player 4"),
    ("activation used by no card", "asking", _stack(user=-3), r"user names card -3"),
    ("activation of no effect", "asking", _stack(effects=[99]), r"names effects \[99\]"),
    ("activation at a negative step", "asking", _stack(step=-1), r"step is -1"),
    ("activation past its steps", "asking", _stack(step=50), r"is at step 50 of"),
    ("activation shielded by nothing", "asking", _stack(shield=["xyz"]), r"shielded by \['xyz'\]"),
    ("pending activation of no card", "asking", _pending_copy, r"pending names card 999"),
    (
        "result naming no card",
        "asking",
        _stack(results=[{"effect": 0, "cards": [777]}]),
        r"results names card 777",
    ),
    (
        "prevention by no card",
        "records",
        _set("preventions/0/source", 999),
        r"prevention 1 names card 999",
    ),
    (
        "prevention of no card",
        "records",
        _set("preventions/0/cards", [-1]),
        r"prevention 1 names card -1",
    ),
    ("prevention of nobody", "records", _set("preventions/0/controller", 5), r"names player 5"),
    (
        "prevention of no effect",
        "records",
        _set("preventions/0/effect", 40),
        r"names effects \[40\]",
    ),
    (
        "negative prevention count",
        "records",
        _set("preventions/0/remaining", -1),
        r"remaining count is -1",
    ),
    (
        "delayed effect of no card",
        "records",
        _set("delayed/0/card", 999),
        r"delayed effect 2 names card 999",
    ),
    (
        "delayed effect of no moment",
        "records",
        _set("delayed/0/moment", "never"),
        r"'never', which is no",
    ),
    (
        "delayed effect of no effect",
        "records",
        _set("delayed/0/effects", [30]),
        r"names effects \[30\]",
    ),
    (
        "card played is no card",
        "records",
        _set("played/0/card", 999),
        r"played this phase names card 999",
    ),
    (
        "negative play serial",
        "records",
        _set("played/0/serial", -1),
        r"serial number of the play .* is -1",
    ),
    ("negative use count", "records", _set("uses/0/count", -1), r"uses of 'card:1' is -1"),
    ("use by nobody", "records", _set("uses/0/player", 9), r"uses of 'card:1' names player 9"),
    ("use per century", "records", _set("uses/0/per", "century"), r"counted per 'century'"),
    # the battle
    (
        "battle against oneself",
        "block",
        lambda p: p["battle"].update(defender=p["battle"]["attacker"]),
        r"two different players",
    ),
    (
        "battle of another turn",
        "block",
        lambda p: p.update(active=p["battle"]["defender"]),
        r"but it is player \d's turn",
    ),
    (
        "battle outside battle",
        "block",
        _set("phase", "discard"),
        r"battle is fought in the battle phase, not discard",
    ),
    (
        "block by the attacker",
        "block",
        lambda p: p["decision"].update(player=p["battle"]["attacker"]),
        r"block decision for player \d; it is player \d's to make",
    ),
    ("initiative with nobody", "block", _set("battle/initiative", 6), r"initiative names player 6"),
    (
        "protection of a missing card",
        "preparation",
        _set(
            "protections",
            [{"id": 1, "source": 0, "controller": 0, "effect": 0, "cards": [999]}],
        ),
        r"protection 1 .*999",
    ),
    # JSON values of another kind are not converted
    ("turn as a fraction", "preparation", _set("turn", 3.5), r"expected an integer, not 3.5"),
    ("turn as text", "preparation", _set("turn", "3"), r"expected an integer, not '3'"),
    ("turn as true", "preparation", _set("turn", True), r"expected an integer, not True"),
    ("switch as a number", "preparation", _set("abilities", 1), r"expected true or false, not 1"),
    ("card name as a number", "preparation", _set("reported", [7]), r"expected text, not 7"),
]


@pytest.mark.parametrize(
    ("base", "change", "message"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_a_tampered_state_is_refused(
    positions: dict[str, GameState], base: str, change: Callable[[Plain], None], message: str
) -> None:
    plain = unstructure(positions[base])
    change(plain)
    with pytest.raises(StateError) as refused:
        from_json(json.dumps(plain), GameState)
    assert any(re.search(message, line) for line in refused.value.problems), refused.value


def test_the_untampered_positions_read_back(positions: dict[str, GameState]) -> None:
    for state in positions.values():
        assert from_json(json.dumps(unstructure(state)), GameState) == state
        assert from_json(to_json(state), GameState) == state


def test_the_steps_a_state_may_continue_with_are_the_engines() -> None:
    assert {"", *_CONTINUATIONS} == CONTINUATIONS


@pytest.mark.parametrize(("field", "value"), [("id", "3"), ("owner", 0.0), ("key", 5)])
def test_a_card_of_no_record_but_its_own_is_read_as_strictly(
    positions: dict[str, GameState], field: str, value: object
) -> None:
    # most cards of a game (in a deck, in a hand) are written with their id, key and owner
    # alone, and read by a shorter path: a value of another kind is refused there too
    plain = unstructure(positions["preparation"])
    bare = next(card for card in plain["cards"] if card.keys() == {"id", "key", "owner"})
    bare[field] = value
    with pytest.raises(StateError) as refused:
        from_json(json.dumps(plain), GameState)
    assert any("needs an integer id and owner and a key" in line for line in refused.value.problems)
