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

from attrs import evolve, frozen
from pluggy import PluginManager

from redemption_rules.cards.model import CardDef
from redemption_rules.effects.cards import card_abilities, followed
from redemption_rules.effects.resolution import (
    GateRead,
    fitting,
    follow_change,
    follow_negate,
    take_off,
)
from redemption_rules.effects.select import FACE_UP, Place, Scope
from redemption_rules.effects.targets import Condition, Exists, Ref, Selector
from redemption_rules.packs import default_manager
from redemption_rules.state import (
    FOLLOWING,
    PARALYZED,
    CardInstance,
    Ending,
    InstanceId,
    Lasting,
    PlayerId,
    Prevention,
    Protection,
    Restriction,
    Until,
)
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from collections.abc import Iterator

    from redemption_rules.effects.model import Effect
    from redemption_rules.state import GameState
    from redemption_rules.table import Table

__all__ = ["end_paralysis", "end_turns", "end_unheld", "follow", "holds"]

_Ongoing = TypeVar("_Ongoing", Protection, Prevention, Restriction)
_Record = TypeVar("_Record", Lasting, Protection, Prevention, Restriction)


def end_turns(table: Table, ended: PlayerId) -> None:
    """Count off *ended*'s turn, just over, from what lasts some turns; end what is done."""
    if not any(entry.until is Until.TURNS for entry in _ongoing(table)):
        return
    table.protections[:] = _counted(table.protections, ended)
    table.preventions[:] = _counted(table.preventions, ended)
    table.restrictions[:] = _counted(table.restrictions, ended)
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


def end_paralysis(table: Table) -> None:
    """End the paralyzed condition of characters that left the territories (REG: Paralyze).

    The condition keeps a character in its territory from entering battle; once it is
    elsewhere (bounced, discarded, set aside), it is a new character there and not
    paralyzed if it comes back. Cheap when nothing is paralyzed.
    """
    lasting = table.lasting
    if not lasting or not any(entry.status == PARALYZED for entry in lasting):
        return
    kept = [
        entry
        for entry in lasting
        if entry.status != PARALYZED or table.locate(entry.card)[1] is Zone.TERRITORY
    ]
    if len(kept) != len(lasting):
        table.lasting[:] = kept
        table.changed()


def end_unheld(table: Table) -> None:
    """End the ongoing effects whose "while ..." no longer holds (REG: Duration).

    Cheap when none lasts while a condition holds: nothing is read then.
    """
    if not (table.lasting or table.protections or table.preventions or table.restrictions):
        return
    lasting_while = Until.WHILE
    ongoing = (
        any(p.until is lasting_while for p in table.protections)
        or any(p.until is lasting_while for p in table.preventions)
        or any(r.until is lasting_while for r in table.restrictions)
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
        barred = [r for r in table.restrictions if _still(state, r)]
        if (
            len(kept) != len(table.protections)
            or len(held) != len(table.preventions)
            or len(barred) != len(table.restrictions)
        ):
            table.protections[:], table.preventions[:] = kept, held
            table.restrictions[:] = barred
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
    and none while its "while" condition does not hold. An automatically targeted
    protection of another card ("Protect Heroes from evil cards" on a Hero) gains the cards
    that come to fit its words while it lasts, and keeps those it has (REG: Targeting).
    Called after each step of the game; cheap when no such effect lasts.
    """
    if not (table.lasting or table.protections or table.preventions):
        return
    lasting_while = Until.WHILE
    protections = any(p.until is lasting_while or p.grows for p in table.protections)
    negates = any(
        p.until is lasting_while and not p.cards and not p.kinds for p in table.preventions
    )
    changes = any(entry.status == FOLLOWING for entry in table.lasting)
    if not (protections or negates or changes):
        return
    state = table.view()
    memo = state.memo()
    if memo.get(_FOLLOWED):
        return  # this position, these records: each covers the cards it names already
    if _LAST_FOLLOWED and _unchanged(state, _LAST_FOLLOWED[0]):
        memo[_FOLLOWED] = True  # what the words read is as when they were last followed
        return
    reads: set[Place | GateRead | None] = set()
    _follow(table, reads, protections=protections, negates=negates, changes=changes)
    if table.view() is state:
        memo[_FOLLOWED] = True
        if None not in reads:
            places = tuple(read for read in reads if not isinstance(read, GateRead))
            gates = tuple(read for read in reads if isinstance(read, GateRead))
            _LAST_FOLLOWED[:] = [_Followed.of(state, cast("tuple[Place, ...]", places), gates)]


@frozen
class _Followed:
    """What the lasting effects in play read when they were last followed, if that was all.

    When their words read each card by what it is and where it is alone (see
    :func:`~redemption_rules.effects.resolution.fitting`), they name the same cards while
    the places they read hold the same cards with the same records, the "while" conditions
    they act under are as true as they were, and the ongoing records, the definitions, the
    packs, the players and who is in battle are the same: then following them again would
    change nothing, as it did not the last time.
    """

    definitions: tuple[CardDef, ...]
    players: int
    packs: PluginManager
    fighting: tuple[PlayerId, PlayerId] | None
    protections: tuple[Protection, ...]
    preventions: tuple[Prevention, ...]
    lasting: tuple[Lasting, ...]
    places: tuple[Place, ...]
    contents: tuple[tuple[InstanceId, ...], ...]
    cards: tuple[CardInstance, ...]
    """Every card's record, as the state held them."""
    records: tuple[CardInstance, ...]
    """The records of the cards in *places*, in order."""
    sides: tuple[PlayerId, ...]
    """The side each card in battle is on, when *places* has the Field of Battle."""
    gates: tuple[GateRead, ...]
    """The "while" conditions read, and whether each held."""

    @classmethod
    def of(
        cls, state: GameState, places: tuple[Place, ...], gates: tuple[GateRead, ...]
    ) -> _Followed:
        """What followed words that read *places* and *gates* read in *state*."""
        contents = _contents(state, places)
        cards = state.cards
        return cls(
            state.definitions(),
            len(state.players),
            default_manager(),
            _fighting(state),
            state.protections,
            state.preventions,
            state.lasting,
            places,
            contents,
            cards,
            tuple(cards[card] for held in contents for card in held),
            _sides(state, places),
            gates,
        )


def _unchanged(state: GameState, last: _Followed) -> bool:
    """Whether *state* reads as *last* did for the lasting effects in play."""
    if (
        last.definitions is not state.definitions()
        or last.players != len(state.players)
        or last.packs is not default_manager()
        or last.fighting != _fighting(state)
        or last.protections != state.protections
        or last.preventions != state.preventions
        or last.lasting != state.lasting
    ):
        return False
    contents = _contents(state, last.places)
    if contents != last.contents or _sides(state, last.places) != last.sides:
        return False
    cards = state.cards
    if cards is not last.cards and (  # some card's record changed: one of these?
        tuple(cards[card] for held in contents for card in held) != last.records
    ):
        return False
    return all(gate.holds_as_then(state) for gate in last.gates)


def _contents(state: GameState, places: tuple[Place, ...]) -> tuple[tuple[InstanceId, ...], ...]:
    battle, players = state.battle, state.players
    return tuple(
        (battle.cards() if battle is not None else ()) if seat is None else players[seat].zone(zone)
        for seat, zone in places
    )


def _sides(state: GameState, places: tuple[Place, ...]) -> tuple[PlayerId, ...]:
    """The side each card in battle is on, if *places* has the Field of Battle."""
    battle = state.battle
    if battle is None or all(seat is not None for seat, _ in places):
        return ()
    return battle.sides()


def _fighting(state: GameState) -> tuple[PlayerId, PlayerId] | None:
    """Who is in battle, attacker first: a battle opponent's places are read first."""
    battle = state.battle
    return None if battle is None else (battle.attacker, battle.defender)


_LAST_FOLLOWED: list[_Followed] = []
"""What the lasting effects in play read when last followed, when that was all."""


def _follow(
    table: Table,
    reads: set[Place | GateRead | None],
    *,
    protections: bool,
    negates: bool,
    changes: bool,
) -> None:
    lasting_while = Until.WHILE
    if protections:
        _follow_protections(table, reads)
    if negates:
        for anchor in [
            p for p in table.preventions if p.until is lasting_while and not p.cards and not p.kinds
        ]:
            kind = _followed_kind(table.view(), anchor.ending)
            if kind == "negate" and anchor in table.preventions:
                cards = fitting(
                    table.view(), anchor.source, anchor.effect, anchor.controller, kind, reads=reads
                )
                follow_negate(table, anchor, cards)
    if changes:
        for held in [entry for entry in table.lasting if entry.status == FOLLOWING]:
            ending = held.ending
            if ending is None or ending.controller is None or held not in table.lasting:
                continue
            kind = _followed_kind(table.view(), ending)
            if kind is not None:
                cards = fitting(
                    table.view(), held.card, ending.effect, ending.controller, kind, reads=reads
                )
                follow_change(table, held, cards)


def _follow_protections(table: Table, reads: set[Place | GateRead | None]) -> None:
    state = table.view()
    changed = False
    for position, protection in enumerate(table.protections):
        if protection.grows:
            # the words read on this position; the shields but this protection's own
            others = tuple(p for p in state.protections if p is not protection)
            found = fitting(
                state,
                protection.source,
                protection.effect,
                protection.controller,
                "protect",
                shields=others,
                reads=reads,
            )
            cards = protection.cards + tuple(c for c in found if c not in protection.cards)
            if cards != protection.cards:
                table.protections[position] = evolve(protection, cards=cards)
                changed = True
            continue
        ending = protection.ending
        if protection.until is not Until.WHILE or ending is None or ending.source is None:
            continue
        if _followed_kind(state, ending) is None:
            continue
        source = ending.source
        controller = ending.controller or protection.controller
        # the words read on this position; the shields but this protection's own
        others = tuple(p for p in state.protections if p is not protection)
        cards = fitting(
            state, source, ending.effect, controller, "protect", shields=others, reads=reads
        )
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
    if not found.lasts(ending.effect) or found.ability is None:
        return None
    effect = found.ability.effects[ending.effect]
    known = _FOLLOWS.get(id(effect))
    if known is None or known[0] is not effect:
        if len(_FOLLOWS) > 50_000:
            _FOLLOWS.clear()
        known = _FOLLOWS[id(effect)] = (effect, effect.kind if followed(effect) else None)
    return known[1]


_FOLLOWS: dict[int, tuple[Effect, str | None]] = {}
"""By effect: its kind if the engine follows its words (see :func:`followed`)."""


def holds(state: GameState, ending: Ending) -> bool:
    """Whether the condition *ending* names holds in *state*.

    Read as the ability's controller reads it; False once the card that has it is gone from
    the game's reach or no longer has the ability.
    """
    source = ending.source
    if source is None or ending.controller is None:
        return False
    seen = _LAST_SEEN.get(id(ending))
    if (
        seen is not None
        and seen[0] is ending
        and seen[2] is state.cards[source]
        and seen[1] is default_manager()  # the same packs read the same condition
    ):
        seat = seen[3]
        if seat is None:
            battle = state.battle
            if seen[5] is battle:
                return seen[6]  # the same record in the same battle: it has not moved
            stays = battle is not None and source in battle.cards()
            held: object = battle
        else:
            zone: tuple[InstanceId, ...] = getattr(state.players[seat], seen[4])
            if seen[5] is zone:
                return seen[6]  # the same record in the same zone: it has not moved
            stays, held = source in zone, zone
        if stays:  # other cards came or went: it is still there, with the same record
            _LAST_SEEN[id(ending)] = (*seen[:5], held, seen[6])
            return seen[6]
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
    source = ending.source
    until = _condition_of(state, ending)
    if until is None:
        return False
    if not _of_the_card_alone(until):
        scope = Scope(
            state, ending.controller, source=source, user=ending.user, results=ending.results
        )
        return scope.holds(until)
    # "while this card remains in play": the card's place and record alone tell
    instance = state.cards[source]
    seat, zone = state.locate(source)
    definition = state.card(source)
    key = (id(until), id(definition), zone, instance)
    known = _WHERE_IT_STAYS.get(key)
    if known is None or known[0] is not until or known[1] is not definition:
        if len(_WHERE_IT_STAYS) > 50_000:
            _WHERE_IT_STAYS.clear()
        scope = Scope(
            state, ending.controller, source=source, user=ending.user, results=ending.results
        )
        known = _WHERE_IT_STAYS[key] = (until, definition, scope.holds(until))
    if len(_LAST_SEEN) > 50_000:
        _LAST_SEEN.clear()
    name = zone.value  # the field of PlayerState holding the zone
    held = state.battle if seat is None else getattr(state.players[seat], name)
    _LAST_SEEN[id(ending)] = (ending, default_manager(), instance, seat, name, held, known[2])
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


def end_phase_bound(table: Table) -> None:
    """End the "while" effects the end of a phase bounds (REG: Duration).

    A duration a special ability names that is not one the REG lists ("while you control
    at least 2 Gospel angels") needs another as its upper bound, and with none the end of
    the phase is. Where a card stays is one ("while this card remains in play", "while it
    is in battle", a Lost Soul's or an Artifact's ability in play): those go on.
    """
    lasting_while = Until.WHILE
    if not (
        any(entry.until is lasting_while for entry in table.lasting)
        or any(p.until is lasting_while for p in table.protections)
        or any(p.until is lasting_while for p in table.preventions)
        or any(r.until is lasting_while for r in table.restrictions)
    ):
        return
    state = table.view()
    kept = [p for p in table.protections if not _phase_bound(state, p)]
    held = [p for p in table.preventions if not _phase_bound(state, p)]
    barred = [r for r in table.restrictions if not _phase_bound(state, r)]
    if (
        len(kept) != len(table.protections)
        or len(held) != len(table.preventions)
        or len(barred) != len(table.restrictions)
    ):
        table.protections[:], table.preventions[:] = kept, held
        table.restrictions[:] = barred
        table.changed()
    due = [entry for entry in table.lasting if _phase_bound(state, entry)]
    if due:
        take_off(table, due)


def _phase_bound(state: GameState, entry: Lasting | Protection | Prevention | Restriction) -> bool:
    """Whether *entry* is a "while" effect whose condition is no upper bound of its own."""
    ending = entry.ending
    if entry.until is not Until.WHILE or ending is None or ending.source is None:
        return False
    until = _condition_of(state, ending)
    return until is not None and not _where_a_card_stays(until)


def _condition_of(state: GameState, ending: Ending) -> Condition | None:
    """The "while" condition of the effect *ending* names, as its card reads now."""
    assert ending.source is not None  # noqa: S101 - an ending of a card's effect
    ability = card_abilities(state.card(ending.source)).ability
    if ability is None or not 0 <= ending.effect < len(ability.effects):
        return None
    duration = ability.effects[ending.effect].duration
    return None if duration is None else duration.until


def _where_a_card_stays(condition: Condition) -> bool:
    """Whether *condition* is that its own card or its targets stay where they are.

    "While this card remains in play", "while it is in battle": durations the REG lists.
    """
    return (
        isinstance(condition, Exists)
        and not condition.negated
        and condition.target.ref in _STAYING
        and bool(condition.target.locations)
    )


_STAYING: Final = frozenset({Ref.THIS_CARD, Ref.SELF, Ref.IT, Ref.THEM, Ref.THAT, Ref.HOLDER})
"""The cards whose staying where they are bounds a duration: the card, its targets."""


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
_LAST_SEEN: dict[
    int,
    tuple[Ending, PluginManager, CardInstance, PlayerId | None, str, object, bool],
] = {}
"""By ending: where its card was last seen, and whether its "while" held there.

Kept for conditions of the card alone (see :func:`_of_the_card_alone`), with the packs that
read them. The card stays in a zone as long as the zone's tuple (the battle record, for the
Field of Battle) is the same object: a card moved out of a zone leaves a new one. So a look
at that and at the card's own record tells the answer has not changed, without a search; and
when other cards came or went, a look in that zone alone.
"""


def _ongoing(table: Table) -> Iterator[Lasting | Protection | Prevention | Restriction]:
    yield from table.lasting
    yield from table.protections
    yield from table.preventions
    yield from table.restrictions


def _still(state: GameState, entry: Lasting | Protection | Prevention | Restriction) -> bool:
    if entry.until is not Until.WHILE:
        return True
    return entry.ending is not None and holds(state, entry.ending)


def _counts(entry: Lasting | Protection | Prevention | Restriction, ended: PlayerId) -> bool:
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
