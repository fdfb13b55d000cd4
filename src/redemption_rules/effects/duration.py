"""Durations that outlast a turn: some turns, or while a condition holds (REG: Duration, Turn).

An ongoing effect (a lasting change of numbers or status, a protection, a prevention) lasts
to the end of the phase unless its text says how long. A turn, battle or phase ends with the
engine's sweeps in :mod:`redemption_rules.turn` and :mod:`redemption_rules.battle.fight`;
this module ends the rest:

* "for 3 turns" (``Until.TURNS``): the turns are those of the player who controls the
  target (REG: Turn, "for X of your turns"), the turn in progress counting when it is
  theirs; :func:`end_turns` counts one off each such record as that player's turn ends;
* "while Jashobeam is in battle" (``Until.WHILE``): :func:`end_unheld`, called after each
  step of the game, ends the record as soon as its condition no longer holds.

"For the remainder of the game" (``Until.GAME``) never ends while the game lasts, though a
change of a card's numbers or status still ends when the card leaves play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, TypeVar, cast

from attrs import evolve

from redemption_rules.effects.cards import card_abilities, followed
from redemption_rules.effects.resolution import fitting, follow_change, follow_negate, take_off
from redemption_rules.effects.select import FACE_UP, Scope
from redemption_rules.effects.targets import Condition, Exists, Ref, Selector
from redemption_rules.state import (
    FOLLOWING,
    CardInstance,
    Ending,
    Lasting,
    PlayerId,
    Prevention,
    Protection,
    Until,
)

if TYPE_CHECKING:
    from collections.abc import Iterator

    from redemption_rules.cards.model import CardDef
    from redemption_rules.state import GameState
    from redemption_rules.table import Table
    from redemption_rules.zones import Zone

__all__ = ["end_turns", "end_unheld", "follow", "holds"]

_Ongoing = TypeVar("_Ongoing", Protection, Prevention)
_Record = TypeVar("_Record", Lasting, Protection, Prevention)


def end_turns(table: Table, ended: PlayerId) -> None:
    """Count off *ended*'s turn, just over, from what lasts some turns; end what is done."""
    if not any(entry.until is Until.TURNS for entry in _ongoing(table)):
        return
    table.protections[:] = _counted(table.protections, ended)
    table.preventions[:] = _counted(table.preventions, ended)
    done = [
        entry
        for entry in table.lasting
        if _counts(entry, ended) and entry.ending is not None and entry.ending.turns <= 1
    ]
    if done:
        take_off(table, done)
    table.lasting[:] = [
        _one_less(entry) if _counts(entry, ended) else entry for entry in table.lasting
    ]
    table.changed()


def end_unheld(table: Table) -> None:
    """End the ongoing effects whose "while ..." no longer holds (REG: Duration).

    Cheap when none lasts while a condition holds: nothing is read then.
    """
    if not (table.lasting or table.protections or table.preventions):
        return
    lasting_while = Until.WHILE
    ongoing = any(p.until is lasting_while for p in table.protections) or any(
        p.until is lasting_while for p in table.preventions
    )
    if not ongoing and not any(entry.until is lasting_while for entry in table.lasting):
        return
    state = table.view()
    memo = state.memo()
    if memo.get(_UNHELD_CHECKED):
        return  # this position, these records: every condition was found to hold
    if ongoing:
        kept = [p for p in table.protections if _still(state, p)]
        held = [p for p in table.preventions if _still(state, p)]
        if len(kept) != len(table.protections) or len(held) != len(table.preventions):
            table.protections[:], table.preventions[:] = kept, held
            table.changed()
    done = [entry for entry in table.lasting if not _still(state, entry)]
    if done:
        take_off(table, done)
    if table.view() is state:
        memo[_UNHELD_CHECKED] = True


_UNHELD_CHECKED: Final = "while conditions checked"
"""A position's note: the "while" conditions of its ongoing effects hold there."""
_FOLLOWED: Final = "lasting effects followed"
"""A position's note: its lasting effects in play cover the cards their words name there."""


def follow(table: Table) -> None:
    """Keep the lasting effects in play on the cards their words name up to date.

    "Protect Philistine Evil Characters in your territory from capture" on a Fortress covers
    the cards its words name while the Fortress is in play (REG: Duration): those that come
    to fit them join it, those that no longer do leave it, but not those protected from the
    Fortress. So does a negate or a change of numbers of an active Artifact, a territory-class
    character in territory, a Lost Soul or a Fortress ("Negate opponents' neutral cards"),
    and none while its "while" condition does not hold. Called after each step of the game;
    cheap when no such effect lasts.
    """
    lasting_while = Until.WHILE
    protections = any(p.until is lasting_while for p in table.protections)
    negates = any(p.until is lasting_while and not p.cards for p in table.preventions)
    changes = any(entry.status == FOLLOWING for entry in table.lasting)
    if not (protections or negates or changes):
        return
    state = table.view()
    memo = state.memo()
    if memo.get(_FOLLOWED):
        return  # this position, these records: each covers the cards it names already
    _follow(table, protections=protections, negates=negates, changes=changes)
    if table.view() is state:
        memo[_FOLLOWED] = True


def _follow(table: Table, *, protections: bool, negates: bool, changes: bool) -> None:
    lasting_while = Until.WHILE
    if protections:
        _follow_protections(table)
    if negates:
        for anchor in [p for p in table.preventions if p.until is lasting_while and not p.cards]:
            kind = _followed_kind(table.view(), anchor.ending)
            if kind == "negate" and anchor in table.preventions:
                cards = fitting(table.view(), anchor.source, anchor.effect, anchor.controller, kind)
                follow_negate(table, anchor, cards)
    if changes:
        for held in [entry for entry in table.lasting if entry.status == FOLLOWING]:
            ending = held.ending
            if ending is None or ending.controller is None or held not in table.lasting:
                continue
            kind = _followed_kind(table.view(), ending)
            if kind is not None:
                cards = fitting(table.view(), held.card, ending.effect, ending.controller, kind)
                follow_change(table, held, cards)


def _follow_protections(table: Table) -> None:
    state = table.view()
    changed = False
    for position, protection in enumerate(table.protections):
        ending = protection.ending
        if protection.until is not Until.WHILE or ending is None or ending.source is None:
            continue
        if _followed_kind(state, ending) is None:
            continue
        source = ending.source
        controller = ending.controller or protection.controller
        # the words read on this position; the shields but this protection's own
        others = tuple(p for p in state.protections if p is not protection)
        seen = evolve(state, protections=others)
        cards = fitting(state, source, ending.effect, controller, "protect", shields=seen)
        if cards != protection.cards:
            table.protections[position] = evolve(protection, cards=cards)
            changed = True
    if changed:
        table.changed()


def _followed_kind(state: GameState, ending: Ending | None) -> str | None:
    """The kind of the lasting effect in play an ending names, if it follows its words."""
    if ending is None or ending.source is None:
        return None
    found = card_abilities(state.card(ending.source))
    if ending.effect not in found.in_play or found.ability is None:
        return None
    effect = found.ability.effects[ending.effect]
    return effect.kind if followed(effect) else None


def holds(state: GameState, ending: Ending) -> bool:
    """Whether the condition *ending* names holds in *state*.

    Read as the ability's controller reads it; False once the card that has it is gone from
    the game's reach or no longer has the ability.
    """
    if ending.source is None or ending.controller is None:
        return False
    memo = state.memo()
    key = ("while", id(ending))  # the record lives as long as the states that hold it
    known = cast("tuple[Ending, bool] | None", memo.get(key))
    if known is None or known[0] is not ending:
        known = (ending, _holds(state, ending))
        memo[key] = known
    return known[1]


def _holds(state: GameState, ending: Ending) -> bool:
    assert ending.source is not None  # noqa: S101 - checked by holds
    assert ending.controller is not None  # noqa: S101 - checked by holds
    found = card_abilities(state.card(ending.source))
    ability = found.ability
    if ability is None or not 0 <= ending.effect < len(ability.effects):
        return False
    duration = ability.effects[ending.effect].duration
    if duration is None or duration.until is None:
        return False
    until = duration.until
    scope = Scope(
        state, ending.controller, source=ending.source, user=ending.user, results=ending.results
    )
    if not _of_the_card_alone(until):
        return scope.holds(until)
    # "while this card remains in play": the card's place and record alone tell
    source = ending.source
    definition = state.card(source)
    key = (id(until), id(definition), state.locate(source)[1], state.cards[source])
    known = _WHERE_IT_STAYS.get(key)
    if known is None or known[0] is not until or known[1] is not definition:
        if len(_WHERE_IT_STAYS) > 50_000:
            _WHERE_IT_STAYS.clear()
        known = _WHERE_IT_STAYS[key] = (until, definition, scope.holds(until))
    return known[2]


def _of_the_card_alone(condition: Condition) -> bool:
    """Whether *condition* tests only where its own card is and what it is there.

    "While this card remains in play", "while this Artifact stays active": this card of a
    type, face up or not, in a kind of place of any player; so its answer depends on the
    card's definition, its zone and its instance record alone. Worked out once a condition.
    """
    known = _ALONE.get(id(condition))
    if known is None or known[0] is not condition:
        if len(_ALONE) > 50_000:
            _ALONE.clear()
        known = _ALONE[id(condition)] = (condition, _alone(condition))
    return known[1]


def _alone(condition: Condition) -> bool:
    if not isinstance(condition, Exists) or condition.negated:
        return False
    target = condition.target
    return (
        target.ref is Ref.THIS_CARD
        and target
        == Selector(
            count=target.count,
            types=target.types,
            qualifiers=target.qualifiers,
            locations=target.locations,
            ref=target.ref,
        )
        and set(target.qualifiers) <= _OWN_QUALIFIERS
        and all(place.owner is None and place.card is None for place in target.locations)
    )


_OWN_QUALIFIERS: Final = frozenset({FACE_UP})
"""Qualifiers that read only the card's own record."""
_WHERE_IT_STAYS: dict[tuple[int, int, Zone, CardInstance], tuple[Condition, CardDef, bool]] = {}
_ALONE: dict[int, tuple[Condition, bool]] = {}


def _ongoing(table: Table) -> Iterator[Lasting | Protection | Prevention]:
    yield from table.lasting
    yield from table.protections
    yield from table.preventions


def _still(state: GameState, entry: Lasting | Protection | Prevention) -> bool:
    if entry.until is not Until.WHILE:
        return True
    return entry.ending is not None and holds(state, entry.ending)


def _counts(entry: Lasting | Protection | Prevention, ended: PlayerId) -> bool:
    return entry.until is Until.TURNS and entry.ending is not None and entry.ending.player == ended


def _counted(records: list[_Ongoing], ended: PlayerId) -> list[_Ongoing]:
    kept = []
    for entry in records:
        if not _counts(entry, ended):
            kept.append(entry)
        elif entry.ending is not None and entry.ending.turns > 1:
            kept.append(_one_less(entry))
    return kept


def _one_less(entry: _Record) -> _Record:
    assert entry.ending is not None  # noqa: S101 - only records lasting some turns
    return evolve(entry, ending=evolve(entry.ending, turns=entry.ending.turns - 1))
