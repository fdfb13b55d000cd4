"""The table: a private working copy of a game state for the length of one transition.

Every transition of the engine works on a :class:`Table` made from the state it starts from,
changing lists and records in place, and freezes it into a new
:class:`~redemption_rules.state.GameState` at the end; the state it started from is never
changed (REG: none; this is how the engine keeps states immutable).
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Final, Generic, Protocol, TypeVar

from attrs import evolve, fields

from redemption_rules.cards.model import CardType
from redemption_rules.effects.tokens import RESERVED_TOKEN
from redemption_rules.events import CardMoved, Event, GameEnded, TokenCeased, TokenCreated
from redemption_rules.state import (
    COPYING,
    UNTIL_RESET,
    CardInstance,
    Decision,
    DecisionKind,
    GameResult,
    GameState,
    InstanceId,
    Phase,
    PlayerId,
    PlayerState,
    Until,
    bare_instance,
    limit_key,
)
from redemption_rules.zones import PLAYER_ZONES, SURFACE_ZONES, Zone

if TYPE_CHECKING:
    from collections.abc import Sequence

    from redemption_rules.cards.model import Brigade, CardDef
    from redemption_rules.state import (
        Activation,
        Battle,
        EndReason,
        Healing,
        Lasting,
        Protection,
        Rng,
    )

__all__ = ["HIDDEN_ZONES", "SURFACE_ZONES", "Cards", "Table"]

T = TypeVar("T")

HIDDEN_ZONES: Final = frozenset({Zone.DECK, Zone.HAND, Zone.RESERVE, Zone.BANISH_PILE})
"""Zones whose cards other players do not see (REG: Deck, Hand, Reserve, Banish Pile)."""

_FIELD_OF_BATTLE: Final = Zone.FIELD_OF_BATTLE
"""Bound once, as the next two: on Python 3.11 each read of a member through its Enum class
goes through the class's ``__getattr__`` hook, and every card move reads several."""
_HAND: Final = Zone.HAND
_TERRITORY: Final = Zone.TERRITORY
_SET_ASIDE: Final = Zone.SET_ASIDE
_ARTIFACT_PILE: Final = Zone.ARTIFACT_PILE
_BATTLE: Final = Zone.FIELD_OF_BATTLE
_LAND_OF_BONDAGE: Final = Zone.LAND_OF_BONDAGE
_ZONE_FIELDS: Final = tuple((zone, zone.value) for zone in PLAYER_ZONES)
"""Each zone of a player with the field of :class:`PlayerState` that holds it."""
_INSTANCE_FIELDS: Final = tuple(field.name for field in fields(CardInstance))
_CHARACTER_PLACES: Final = frozenset({Zone.TERRITORY, Zone.FIELD_OF_BATTLE, Zone.SET_ASIDE})
_CAPTIVE_PLACES: Final = frozenset({Zone.LAND_OF_BONDAGE, Zone.LAND_OF_REDEMPTION})
"""Where a character goes captured or rescued: the cards placed on it are discarded."""
_TOKENS_CEASE: Final = frozenset(
    {Zone.HAND, Zone.DECK, Zone.DISCARD_PILE, Zone.BANISH_PILE, Zone.RESERVE}
)
"""Where a token moved ceases to exist (REG: Token)."""
_HOLDERS: Final = frozenset({CardType.SITE, CardType.FORTRESS, CardType.CITY})
"""Where a converted character stays converted (REG: Convert)."""
_INSTANCE_VALUES: Final = attrgetter(*_INSTANCE_FIELDS)
"""Every field of a card's instance record, in order, read at once."""
_IDENTITY: Final = _INSTANCE_FIELDS.index("identity")
_LINKS: Final = _INSTANCE_FIELDS.index("held_by") + 1
"""The slice of the fields :meth:`Table.set_instance` sets: identity, face, links."""
_BARE_VALUES: Final = list(_INSTANCE_VALUES(CardInstance(InstanceId(0), "", PlayerId(0))))[
    _IDENTITY:
]
"""The fields after id, key and owner of a record that carries nothing else."""


_V = TypeVar("_V")


class _Shown(Generic[_V]):
    """A value of the table's own that a view shows: setting it drops the view.

    The turn, the phase, the battle: a view read before a new turn began is not the table
    after it (see :meth:`Table.view`). Reading it is a plain attribute read: the value is
    kept in the table's own dictionary, which a descriptor without ``__get__`` leaves to
    Python's lookup. The serial is not one: it only numbers what comes next.
    """

    __slots__ = ("name",)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __set__(self, table: Table, value: _V) -> None:
        values = table.__dict__
        values["_view"] = None
        values[self.name] = value

    if TYPE_CHECKING:

        def __get__(self, table: Table, owner: type | None = None) -> _V: ...


class Table:
    """A private, mutable working copy of a state for the length of one transition."""

    rng: _Shown[Rng] = _Shown()
    phase: _Shown[Phase] = _Shown()
    active: _Shown[PlayerId] = _Shown()
    turn: _Shown[int] = _Shown()
    first_player: _Shown[PlayerId | None] = _Shown()
    battle: _Shown[Battle | None] = _Shown()
    battles_this_turn: _Shown[int] = _Shown()
    attacked_this_phase: _Shown[tuple[PlayerId, ...]] = _Shown()
    result: _Shown[GameResult | None] = _Shown()
    reported: _Shown[tuple[str, ...]] = _Shown()
    territory_enhancement_played: _Shown[bool] = _Shown()
    entered_battle: _Shown[tuple[InstanceId, ...]] = _Shown()
    drawn: _Shown[tuple[InstanceId, ...]] = _Shown()
    artifact_activated: _Shown[InstanceId | None] = _Shown()
    tokens: _Shown[tuple[InstanceId, ...]] = _Shown()

    def __init__(self, state: GameState) -> None:
        self._view: GameState | None = None
        """The table frozen as it stood when last read (see :meth:`view`)."""
        self._position: tuple[tuple[PlayerState, ...], tuple[CardInstance, ...]] | None = None
        """The players' zones and the card records as last frozen, until one changes."""
        self._last = state
        """The last state a view gave: the state the table started from, at first."""
        self.state = state
        self.ruleset = state.ruleset
        self.events: list[Event] = []
        self.noticed = 0
        """How many of the events the resolution has looked at for triggers."""
        self.zones: dict[tuple[PlayerId, Zone], list[InstanceId]] = {}
        self.cards: list[CardInstance] | None = None
        vars(self).update(  # the values a view shows, set without dropping a view: none yet
            rng=state.rng,
            phase=state.phase,
            active=state.active,
            turn=state.turn,
            first_player=state.first_player,
            battle=state.battle,
            battles_this_turn=state.battles_this_turn,
            attacked_this_phase=state.attacked_this_phase,
            result=state.result,
            reported=state.reported,
            territory_enhancement_played=state.territory_enhancement_played,
            artifact_activated=state.artifact_activated,
            entered_battle=state.entered_battle,
            drawn=state.drawn,
            tokens=state.tokens,
        )
        self.decision = state.decision
        self.serial = state.serial
        self.stack = list(state.stack)
        self.pending = list(state.pending)
        self.completed = list(state.completed)
        self.preventions = list(state.preventions)
        self.protections = list(state.protections)
        self.restrictions = list(state.restrictions)
        self.delayed = list(state.delayed)
        self.played = list(state.played)
        self.uses = list(state.uses)
        self.resume = state.resume
        self.continuation = state.continuation
        self.priority = state.priority
        self.lasting = list(state.lasting)
        self.defs = state.definitions()
        self.entries_open = state._entries  # noqa: SLF001 - the state's own note
        """Whether :attr:`uses` may hold an entry note (see ``GameState._entries``)."""
        self.replacing: dict[InstanceId, tuple[InstanceId, PlayerId, int]] = {}
        """Discards under way together and what replaces each: the watching card, its
        controller and the replacing effect (REG: Instead), decided before any moved."""
        self.replaced: list[InstanceId] = []
        """The cards whose discard was replaced in this transition, in order."""
        self.refused = 0
        """How many operations were not carried out in this transition: a copy the engine
        does not carry out, tokens without a free record. An effect made of such operations
        only is not reported as carried out."""

    # -- reading -----------------------------------------------------------------------------

    def zone(self, player: PlayerId, zone: Zone) -> list[InstanceId]:
        """A player's zone as a list this transition may change."""
        self._view = self._position = None
        key = (player, zone)
        if key not in self.zones:
            self.zones[key] = list(self.state.players[player].zone(zone))
        return self.zones[key]

    def set_zone(self, player: PlayerId, zone: Zone, cards: Sequence[InstanceId]) -> None:
        """Replace a player's zone whole (a shuffled deck)."""
        self._view = self._position = None
        self.zones[(player, zone)] = list(cards)

    def peek(self, player: PlayerId, zone: Zone) -> Sequence[InstanceId]:
        """A player's zone, read only."""
        found = self.zones.get((player, zone))
        return found if found is not None else self.state.players[player].zone(zone)

    def instance(self, card: InstanceId) -> CardInstance:
        """A card's instance record as it stands in this transition."""
        return (self.cards or self.state.cards)[card]

    def card(self, card: InstanceId) -> CardDef:
        """A card's definition."""
        return self.defs[card]

    def player_zones(self, player: PlayerId) -> PlayerState:
        """A player's zones as they stand in this transition."""
        mine = {zone: tuple(cards) for (seat, zone), cards in self.zones.items() if seat == player}
        if not mine:
            return self.state.players[player]
        return self.state.players[player].with_zones(mine)

    # -- writing -----------------------------------------------------------------------------

    def set_instance(
        self,
        card: InstanceId,
        identity: CardType | None,
        face_down: bool,
        equipped_to: InstanceId | None,
        held_by: InstanceId | None,
    ) -> None:
        """Replace a card's instance record (identity, face, links).

        Built by the constructor, which checks what ``attrs.evolve`` would at a fraction
        of its cost: most card moves come here. Every other field is read off the record
        as it stands, so a field added to it later is kept too.
        """
        records = self._records()
        values = list(_INSTANCE_VALUES(records[card]))
        values[_IDENTITY:_LINKS] = identity, face_down, equipped_to, held_by
        if values[_IDENTITY:] == _BARE_VALUES:
            records[card] = bare_instance(card, values[1], values[2])
        else:
            records[card] = CardInstance(*values)

    def _records(self) -> list[CardInstance]:
        """The card records, to change one: what was frozen or viewed of them is dropped."""
        self._view = self._position = None
        if self.cards is None:
            self.cards = list(self.state.cards)
        return self.cards

    def set_converted(
        self, card: InstanceId, identity: CardType, brigades: tuple[Brigade, ...]
    ) -> None:
        """Give a card on the surface a converted identity and brigades (REG: Convert).

        They replace its brigades, those it gained too.
        """
        records = self._records()
        records[card] = evolve(records[card], identity=identity, converted=brigades, gained=())

    def unconvert(self, card: InstanceId) -> None:
        """Drop a card's convert: it left the places characters stand (REG: Convert)."""
        records = self._records()
        records[card] = evolve(records[card], converted=None)

    def set_gained(self, card: InstanceId, brigades: tuple[Brigade, ...]) -> None:
        """Give a character on the surface brigades beside its own (REG: Gain)."""
        records = self._records()
        records[card] = evolve(records[card], gained=brigades)

    def set_meek(self, card: InstanceId, *, meek: bool) -> None:
        """Make a card on the surface take its meek identity, or leave it (REG: Meek)."""
        records = self._records()
        records[card] = evolve(records[card], meek=meek)

    def set_captured(self, card: InstanceId, was: CardType | None) -> None:
        """Mark a card held captive as the character it was (None: no longer captured)."""
        records = self._records()
        records[card] = evolve(records[card], captured=was)

    def change_numbers(
        self,
        card: InstanceId,
        change: tuple[int, int],
        decrease: tuple[int, int] | None = None,
    ) -> None:
        """Set what instant increase and decrease effects added to a card's numbers.

        *decrease* sets the part of them decrease effects took off; None keeps it.
        """
        records = self._records()
        current = records[card]
        records[card] = evolve(
            current, change=change, decrease=current.decrease if decrease is None else decrease
        )

    def _end_lasting(self, card: InstanceId, from_zone: Zone, to_zone: Zone) -> None:
        """End the lasting records on *card* that its move ends.

        Out of play, every change and status ends; a copy on a card played in battle ends
        as it leaves the Field of Battle (REG: Copy).
        """
        if to_zone not in SURFACE_ZONES:
            self.lasting[:] = [entry for entry in self.lasting if entry.card != card]
        elif from_zone is _FIELD_OF_BATTLE and to_zone is not _FIELD_OF_BATTLE:
            self.lasting[:] = [entry for entry in self.lasting if not _copied_there(entry, card)]

    def _statuses_moved(
        self, card: InstanceId, current: CardInstance, to_zone: Zone, held_by: InstanceId | None
    ) -> None:
        """End what a moved card's record holds only while it stays where it was.

        A convert and gained brigades hold while it stays a character, meekness and changed
        numbers while it stays on the surface, a capture while it stays a captive.
        """
        if current.converted is not None and to_zone not in _CHARACTER_PLACES:
            self.unconvert(card)  # a convert holds while it stays a character
        if current.gained and to_zone not in _CHARACTER_PLACES:
            self.set_gained(card, ())  # so do brigades it gained: a captive has none
        if current.meek and to_zone not in SURFACE_ZONES:
            self.set_meek(card, meek=False)  # off the surface it is at face value again
        if current.captured is not None and not (
            to_zone is Zone.LAND_OF_BONDAGE or (to_zone is Zone.TERRITORY and held_by is not None)
        ):
            self.set_captured(card, None)  # freed, rescued or gone: a captive no more
        changed_numbers = current.change != (0, 0) or current.decrease != (0, 0)
        if to_zone not in SURFACE_ZONES and changed_numbers:
            self.change_numbers(card, (0, 0), (0, 0))  # out of play: the changes end

    def emit(self, event: Event) -> None:
        """Record an event of this transition."""
        self.events.append(event)

    def move(
        self,
        card: InstanceId,
        source: tuple[PlayerId | None, Zone],
        target: tuple[PlayerId | None, Zone],
        *,
        identity: CardType | None = None,
        face_down: bool = False,
        equipped_to: InstanceId | None = None,
        held_by: InstanceId | None = None,
        top: bool = False,
        shown: bool = False,
        known_to: tuple[PlayerId, ...] = (),
    ) -> None:
        """Move *card* between zones; the Field of Battle is kept by the battle record.

        A card keeps its active identity only on the playing surface; a weapon is equipped in
        territory only when *equipped_to* says so (in battle the battle record says so). With
        *top* the card goes first in the zone (the top of a deck); else last. A move between
        hidden places (a face-down card counts as one) is seen by the holder of the hand or
        of the face-down card and the players *known_to* (who chose the card), unless the card
        was *shown* to all.
        """
        from_player, from_zone = source
        to_player, to_zone = target
        if from_zone is not _FIELD_OF_BATTLE:
            assert from_player is not None  # noqa: S101 - every other zone has a player
            self.zone(from_player, from_zone).remove(card)
        if to_zone is not _FIELD_OF_BATTLE:
            assert to_player is not None  # noqa: S101 - see above
            if top:
                self.zone(to_player, to_zone).insert(0, card)
            else:
                self.zone(to_player, to_zone).append(card)
        current = self.instance(card)
        if to_zone not in SURFACE_ZONES:
            identity, face_down = None, False
        elif identity is None and from_zone in SURFACE_ZONES:
            identity = current.identity
        changed = current.identity != identity or current.face_down != face_down
        linked = current.equipped_to != equipped_to or current.held_by != held_by
        if changed or linked:
            self.set_instance(card, identity, face_down, equipped_to, held_by)
        self._statuses_moved(card, current, to_zone, held_by)
        if self.lasting:
            self._end_lasting(card, from_zone, to_zone)
        seen_by: tuple[PlayerId, ...] | None = None
        hidden_from = from_zone in HIDDEN_ZONES or current.face_down
        if not shown and hidden_from and (to_zone in HIDDEN_ZONES or face_down):
            # a face-down card shows only its type (REG: Face Down): its holder alone knows it
            holders = {
                p
                for (p, z), down in ((source, current.face_down), (target, face_down))
                if p is not None and (z is _HAND or down)
            }
            seen_by = tuple(sorted(holders | set(known_to)))
        self.emit(CardMoved(card, from_player, from_zone, to_player, to_zone, seen_by))
        if from_player is not None:
            captive = to_zone in _CAPTIVE_PLACES or (to_zone is _TERRITORY and held_by is not None)
            self._left(card, (from_player, from_zone), target, captive=captive)
        if to_zone in _TOKENS_CEASE and self.defs[card].is_token:
            assert to_player is not None  # noqa: S101 - none of these zones is the battle's
            self.zone(to_player, to_zone).remove(card)
            self._free_token(card)
            self.changed()
            self.emit(TokenCeased(card, to_player, to_zone))

    def _free_token(self, card: InstanceId) -> None:
        """Make the token *card*, out of every zone now, a free record again.

        It takes back the generic definition of the records, which names no creating card.
        """
        owner = self.instance(card).owner
        self._records()[card] = bare_instance(card, RESERVED_TOKEN.key, owner)
        self._define(card, RESERVED_TOKEN.key)
        self.tokens = (*self.tokens, card)

    def _define(self, card: InstanceId, key: str) -> None:
        """Give the card *card* the definition *key* of the game's catalog: a token record's."""
        defs = list(self.defs)
        defs[card] = self.state.catalog.by_key(key)
        self.defs = tuple(defs)

    def uncreate_token(self, card: InstanceId) -> None:
        """Take the token *card* out of the game again, its record free.

        A create a token effect negated is undone (REG: Negate): the cards placed on a Lost
        Soul token are discarded as it leaves its Land of Bondage (REG: Place).
        """
        player, zone = self.locate(card)
        if zone is _FIELD_OF_BATTLE or player is None:
            return
        if zone is _LAND_OF_BONDAGE:
            self._discard_placed(card, player)
        self.zone(player, zone).remove(card)
        self._free_token(card)
        self.emit(TokenCeased(card, player, zone))

    def create_token(
        self, card: InstanceId, key: str, by: InstanceId, target: tuple[PlayerId, Zone]
    ) -> None:
        """Put the free token record *card* in *target*, as a token of the definition *key*.

        It takes the one identity of that definition there (REG: Create a Token); its owner
        is the player the record was reserved for.
        """
        self.tokens = tuple(token for token in self.tokens if token != card)
        player, zone = target
        self.zone(player, zone).append(card)
        self._define(card, key)
        identity = self.card(card).identities[0]
        records = self._records()
        records[card] = CardInstance(card, key, records[card].owner, identity=identity)
        self.emit(TokenCreated(card, by, player, zone))

    def _left(
        self,
        card: InstanceId,
        source: tuple[PlayerId, Zone],
        target: tuple[PlayerId | None, Zone],
        *,
        captive: bool,
    ) -> None:
        """What follows *card* leaving *source* for *target*: what it held, its limits.

        *captive*: it goes as a captive, to a Land of Bondage or held in a Site.
        """
        player, zone = source
        if zone is _TERRITORY or zone is _SET_ASIDE:
            self._release_held(card, source, target, captive=captive)
        elif zone is _LAND_OF_BONDAGE:
            self._discard_placed(card, player)
        elif zone is _ARTIFACT_PILE and target[1] is not _ARTIFACT_PILE and self.uses:
            # "Limit twice" lasts until the card is reset to face value (REG: Limit); an
            # Artifact is unique, so its controller's count under its title is that card's
            key = limit_key(self.card(card).title, UNTIL_RESET)
            self.uses[:] = [use for use in self.uses if use.key != key or use.player != player]

    def _discard_placed(self, soul: InstanceId, player: PlayerId) -> None:
        """The cards placed on *soul* as it leaves *player*'s Land of Bondage are discarded.

        "Any card placed on a Lost Soul is discarded if the Lost Soul is relocated outside
        its original Land of Bondage" (REG: Place).
        """
        source = (player, _LAND_OF_BONDAGE)
        placed = [card for card in self.peek(*source) if self.instance(card).held_by == soul]
        for card in placed:
            self.move(card, source, (self.instance(card).owner, Zone.DISCARD_PILE))

    def _release_held(
        self,
        holder: InstanceId,
        source: tuple[PlayerId, Zone],
        target: tuple[PlayerId | None, Zone],
        *,
        captive: bool = False,
    ) -> None:
        """The cards *holder* held as it leaves *source* for *target* (REG: Hold, Place).

        The cards placed on a character follow it like a Fortress's, but into battle, where
        it brings them along itself (:func:`~redemption_rules.effects.resolution.bring_along`),
        and are discarded as it is captured or rescued (*captive*: it goes to a Land of
        Bondage or Redemption, or into a Site).

        Lost Souls (and captives) in a Site go to the Land of Bondage: they do not follow
        the Site wherever it goes ("Lost Souls held in Sites are returned to the general
        Land of Bondage and do not follow the underlying Sites"). Cards held in a Fortress
        follow it: to their owners' pile of the kind it goes to, or held still where it is
        put on the playing surface.
        """
        held = [card for card in self.peek(*source) if self.instance(card).held_by == holder]
        to_player, to_zone = target
        bearer = _bears(self.card(holder))
        for card in held:
            instance = self.instance(card)
            if bearer and to_zone is _BATTLE:
                continue  # brought along with its bearer, into the battle record
            if bearer and captive:
                self.move(card, source, (instance.owner, Zone.DISCARD_PILE))
            elif instance.identity is CardType.LOST_SOUL or instance.captured is not None:
                self.move(card, source, (source[0], Zone.LAND_OF_BONDAGE))
            elif to_zone in SURFACE_ZONES and to_player is not None and to_zone is not _BATTLE:
                self.move(card, source, (to_player, to_zone), held_by=holder)
            elif to_zone in SURFACE_ZONES:
                self.move(card, source, (source[0], _TERRITORY))  # out of a Fortress in battle
            else:
                self.move(card, source, (instance.owner, to_zone))
            if self.locate(card) != source:
                # a character held on a Fortress goes where it goes, or to a Land of
                # Bondage: a weapon it bore is left without a bearer
                self.drop_weapons(card, source)

    def drop_weapons(self, bearer: InstanceId, source: tuple[PlayerId | None, Zone]) -> None:
        """A warrior leaving its territory leaves its weapon without a bearer: discarded.

        Nothing happens when *bearer* leaves any other place (*source*) (REG: Weapon Class).
        """
        player, zone = source
        if zone is not _TERRITORY or player is None:
            return
        for weapon in list(self.peek(player, zone)):
            if self.instance(weapon).equipped_to == bearer:
                owner = self.instance(weapon).owner
                self.move(weapon, (player, zone), (owner, Zone.DISCARD_PILE))

    def locate(self, card: InstanceId) -> tuple[PlayerId | None, Zone]:
        """Where *card* is now: the player whose zone holds it (None: the Field of Battle)."""
        battle = self.battle
        if battle is not None and card in battle.cards():
            return None, _FIELD_OF_BATTLE
        changed = self.zones
        for player in self.state.players:
            seat = player.id
            for zone, name in _ZONE_FIELDS:  # as peek, without a call for each zone
                cards = changed.get((seat, zone))
                if card in (getattr(player, name) if cards is None else cards):
                    return seat, zone
        raise KeyError(f"card {card} is in no zone")

    def decide(self, player: PlayerId, kind: DecisionKind) -> None:
        """Wait for *player* to answer a decision of *kind*."""
        self.decision = Decision(player, kind)

    def end_game(self, winner: PlayerId | None, reason: EndReason) -> None:
        """End the game with *winner* (None: a draw)."""
        self.result = GameResult(winner, reason)
        self.decision = None
        self.phase = Phase.GAME_OVER
        self.emit(GameEnded(winner, reason))

    def next_serial(self) -> int:
        """The next game serial number (plays and activations are numbered in order)."""
        self.serial += 1
        return self.serial

    def changed(self) -> None:
        """Say that the table may have changed: the next :meth:`view` looks again."""
        self._view = None

    def view(self) -> GameState:
        """The table as a state, for reading in the middle of a transition.

        Kept until :meth:`changed` is called (changing a zone or a card instance calls it, and
        so does setting the turn, phase, battle or another value of the table's own a state
        shows, :class:`_Shown`), so several reads in a row freeze the table once; and when
        nothing a reader sees has changed since the last view (or since the state the table
        started from), that state serves again. The resolution calls it after each change it
        makes. What is resolving (the stack but for its heal windows, the pending and
        completed abilities, the decision, the one waiting, the Action Priority round, the
        engine step to come back to) may lag behind in a view; :meth:`freeze` gives the
        exact state. The heal windows do not lag: which characters are being discarded is
        read off the stack (:func:`~redemption_rules.effects.select.being_discarded`).
        """
        view = self._view
        if view is None:
            view = self._last
            if not self._shows(view):
                view = self._last = self.freeze()
            self._view = view
        return view

    def freeze(self) -> GameState:
        """The new state: this table's changes applied to the state it started from."""
        view = self._view
        if view is not None and self._shows(view) and self._resolves_as(view):
            return view  # nothing changed since the last view: it is the new state
        players, cards = self._position or self._freeze_position()
        # by position, in the order of the fields: matching 32 keywords cost as much again
        state = GameState(
            self.ruleset,  # ruleset
            self.state.catalog,  # catalog
            cards,  # cards
            players,  # players
            self.rng,  # rng
            self.phase,  # phase
            self.active,  # active
            self.turn,  # turn
            self.first_player,  # first_player
            self.battle,  # battle
            self.battles_this_turn,  # battles_this_turn
            self.attacked_this_phase,  # attacked_this_phase
            self.decision,  # decision
            self.result,  # result
            self.state.abilities,  # abilities
            self.serial,  # serial
            tuple(self.stack),  # stack
            tuple(self.pending),  # pending
            tuple(self.completed),  # completed
            tuple(self.preventions),  # preventions
            tuple(self.protections),  # protections
            tuple(self.delayed),  # delayed
            tuple(self.played),  # played
            tuple(self.uses),  # uses
            self.resume,  # resume
            self.continuation,  # continuation
            self.priority,  # priority
            self.reported,  # reported
            self.territory_enhancement_played,  # territory_enhancement_played
            self.entered_battle,  # entered_battle
            tuple(self.lasting),  # lasting
            self.drawn,  # drawn
            self.artifact_activated,  # artifact_activated
            tuple(self.restrictions),  # restrictions
            self.tokens,  # tokens
        )
        object.__setattr__(state, "_defs", self.defs)  # the same cards, the same definitions
        object.__setattr__(state, "_entries", self.entries_open)
        view = self._view
        if view is not None and view._memo is not None and _same_position(view, state):  # noqa: SLF001
            object.__setattr__(state, "_memo", view._memo)  # noqa: SLF001
        elif self._unmoved(state):
            object.__setattr__(state, "_memo", self.state._memo)  # noqa: SLF001
        return state

    def _freeze_position(self) -> tuple[tuple[PlayerState, ...], tuple[CardInstance, ...]]:
        """The players' zones and the card records as they stand, kept until one changes.

        Only :meth:`zone`, :meth:`set_zone` and the card-record setters (through
        :meth:`_records`) change them, and each drops what is kept, so a table frozen
        several times in a transition (:meth:`view`, then :meth:`freeze`) builds them once.
        """
        players = list(self.state.players)
        touched: dict[PlayerId, dict[Zone, tuple[InstanceId, ...]]] = {}
        for (player, zone), cards in self.zones.items():
            touched.setdefault(player, {})[zone] = tuple(cards)
        for player, zones in touched.items():
            players[player] = players[player].with_zones(zones)
        position = (
            tuple(players),
            self.state.cards if self.cards is None else tuple(self.cards),
        )
        self._position = position
        return position

    def _shows(self, state: GameState) -> bool:
        """Whether *state* reads as the table: the same position and records, identity on.

        Only what is resolving (see :meth:`view`) may differ. *state* is the state the table
        started from or one it froze since: a card moved or changed since then drops the
        frozen zones and records (:meth:`_freeze_position`), so they tell.
        """
        position = self._position
        if position is None:
            if state is not self.state or self.zones or self.cards is not None:
                return False
        elif position[0] is not state.players or position[1] is not state.cards:
            return False
        return (
            self.battle is state.battle
            and self.rng == state.rng
            and self.phase is state.phase
            and self.active == state.active
            and self.turn == state.turn
            and self.first_player == state.first_player
            and self.battles_this_turn == state.battles_this_turn
            and self.attacked_this_phase == state.attacked_this_phase
            and self.result == state.result
            and self.serial == state.serial
            and self.reported == state.reported
            and self.territory_enhancement_played == state.territory_enhancement_played
            and self.entered_battle == state.entered_battle
            and self.drawn == state.drawn
            and self.artifact_activated == state.artifact_activated
            and _same_items(self.lasting, state.lasting)
            and _heal_windows(self.stack) == _heal_windows(state.stack)
            and _same_items(self.preventions, state.preventions)
            and _same_items(self.protections, state.protections)
            and _same_items(self.restrictions, state.restrictions)
            and self.tokens == state.tokens
            and _same_items(self.delayed, state.delayed)
            and _same_items(self.played, state.played)
            and _same_items(self.uses, state.uses)
        )

    def _resolves_as(self, state: GameState) -> bool:
        """Whether what is resolving on the table is what *state* holds (see :meth:`view`)."""
        return (
            self.decision == state.decision
            and self.resume == state.resume
            and self.priority == state.priority
            and self.continuation == state.continuation
            and _same_items(self.stack, state.stack)
            and _same_items(self.pending, state.pending)
            and _same_items(self.completed, state.completed)
        )

    def _unmoved(self, state: GameState) -> bool:
        """Whether *state* has the position of the state this table started from.

        True when only the stack (but for its heal windows), the decision and who is asked
        have changed since: an answer to a question, before the effect it answers is carried
        out. What the engine noted about that position (the cards a description names, the
        options open) holds for *state* too; of the stack, it reads only which characters
        are being discarded.
        """
        origin = self.state
        return (
            origin._memo is not None  # noqa: SLF001
            and not self.zones
            and self.cards is None
            and _same_records(origin, state)
            and _heal_windows(origin.stack) == _heal_windows(state.stack)
        )


class Cards(Protocol):
    """Card look-ups that a state and a scratch table both offer."""

    def card(self, card: InstanceId) -> CardDef:
        """A card's definition."""
        ...

    def instance(self, card: InstanceId) -> CardInstance:
        """A card's instance record."""
        ...

    def player_zones(self, player: PlayerId) -> PlayerState:
        """A player's zones."""
        ...

    def view(self) -> GameState:
        """The whole position as a state (a state is its own view)."""
        ...

    @property
    def protections(self) -> Sequence[Protection]:
        """The protections in force (REG: Immune and Protect)."""
        ...

    @property
    def lasting(self) -> Sequence[Lasting]:
        """The changes lasting to the end of a turn, battle or phase (first strike too)."""
        ...


def _same_items(items: list[T], frozen: tuple[T, ...]) -> bool:
    """Whether a list the table keeps holds what a frozen tuple holds, in order."""
    return len(items) == len(frozen) and (not items or tuple(items) == frozen)


def _heal_windows(stack: Sequence[Activation]) -> list[tuple[int, Healing]]:
    """The heal windows open on a stack, by activation: the part of it a reader sees."""
    return [(act.id, act.healing) for act in stack if act.healing is not None]


def _same_position(view: GameState, state: GameState) -> bool:
    """Whether *state* differs from an earlier *view* of the same table only in who is asked.

    No card moved since the view (a move drops it), but the records a view may lag behind
    on are compared too, so what the engine noted about the view holds for the state.
    """
    return (
        _same_stack(view.stack, state.stack)
        and view.pending == state.pending
        and view.completed == state.completed
        and _same_records(view, state)
    )


def _same_stack(earlier: tuple[Activation, ...], stack: tuple[Activation, ...]) -> bool:
    """Whether two stacks hold the same activations, but for what no note reads of them.

    Whether an ability was announced and which option of its step was taken are read by
    the resolution off the table, never through a state's notes: a question asked as an
    ability activates, or once its option is taken, keeps the notes of the view it was
    asked from.
    """
    if earlier == stack:
        return True
    if len(earlier) != len(stack):
        return False
    for before, now in zip(earlier, stack, strict=True):
        if before is now:
            continue
        fields = dict(before.__dict__)
        fields.update(announced=now.announced, choice=now.choice)
        if fields != now.__dict__:
            return False
    return True


def _same_records(earlier: GameState, state: GameState) -> bool:
    """Whether two states with the same cards in the same places agree on all but the stack.

    The battle, the phase and turn (and its battles), and every record of what was played,
    prevented, protected, delayed and used.
    """
    return (
        earlier.battle is state.battle
        and earlier.phase is state.phase
        and earlier.active == state.active
        and earlier.turn == state.turn
        and earlier.battles_this_turn == state.battles_this_turn
        and earlier.attacked_this_phase == state.attacked_this_phase
        and earlier.serial == state.serial
        and earlier.preventions == state.preventions
        and earlier.protections == state.protections
        and earlier.restrictions == state.restrictions
        and earlier.tokens == state.tokens
        and earlier.delayed == state.delayed
        and earlier.played == state.played
        and earlier.uses == state.uses
        and earlier.territory_enhancement_played == state.territory_enhancement_played
        and earlier.entered_battle == state.entered_battle
        and earlier.drawn == state.drawn
        and earlier.lasting == state.lasting
        and earlier.artifact_activated == state.artifact_activated
    )


def _bears(definition: CardDef) -> bool:
    """Whether a card of *definition* holding cards bears them: a character, not a holder.

    A character's cards are placed on it (REG: Place, Bearer); a Site's or Fortress's are
    its contents (REG: Hold).
    """
    kinds = definition.identities
    return any(kind.is_character for kind in kinds) and not _HOLDERS.intersection(kinds)


def _copied_there(entry: Lasting, card: InstanceId) -> bool:
    """Whether *entry* is a copy on *card* made in battle (REG: Copy).

    It lasts until the card leaves the Field of Battle.
    """
    return entry.card == card and entry.status == COPYING and entry.until is Until.BATTLE
