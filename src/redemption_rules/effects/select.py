"""Selecting cards: which cards of a game a description names (REG: Targeting, Conditions).

A :class:`Scope` reads a :class:`~redemption_rules.state.GameState` as one player sees it
while an ability of theirs is carried out: "your", "opponent's", "this card", "it", "the
last good Enhancement played this battle". It finds the cards a
:class:`~redemption_rules.effects.targets.Selector` names in the places an effect may reach,
and tests :class:`~redemption_rules.effects.targets.Condition` records.

What the engine cannot test yet (a qualifier or a condition it has no reading for) is
reported by :func:`unsupported_in`, so a card whose ability needs it plays by its numbers
instead of acting on a guess.

>>> from redemption_rules.cards import load_starter_cards
>>> from redemption_rules.effects.targets import Selector
>>> from redemption_rules.testing import build_position
>>> state = build_position(load_starter_cards(), [{"territory": ["Gideon (J)"]},
...     {"territory": ["Achan (I)", "Nabal (I)"]}])
>>> scope = Scope(state, PlayerId(0))
>>> [state.card(c).name for c in scope.candidates(Selector(types=("Evil Character",)))]
['Achan (I)', 'Nabal (I)']
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import cache, partial
from typing import TYPE_CHECKING, Final, cast

import attrs

from redemption_rules.battle.numbers import character_numbers, numbers_of, variable_of
from redemption_rules.cards.identifiers import book_of, has_identifier, in_testament
from redemption_rules.cards.model import Alignment, Brigade, CardClass, CardType
from redemption_rules.cards.names import names_card, same_name_key
from redemption_rules.effects import targets as t
from redemption_rules.effects.model import Actor, Effect
from redemption_rules.effects.timing import Event, OnEvent
from redemption_rules.effects.tokens import TOKEN
from redemption_rules.memo import by_identity
from redemption_rules.playing import accessible_souls, brigades_as
from redemption_rules.state import (
    DISEASED,
    PARALYZED,
    POISONED,
    BattleKind,
    GameState,
    InstanceId,
    PlayerId,
    Result,
    SelectedBrigade,
)
from redemption_rules.zones import SURFACE_ZONES, Zone

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from redemption_rules.cards.model import CardDef
    from redemption_rules.state import Battle, CardInstance, Played

__all__ = [
    "ABILITY",
    "BATTLE_PLACE",
    "COPIES",
    "DRAWN_BY_ABILITY",
    "FACE_UP",
    "HEALED_CONDITIONS",
    "IN_BATTLE",
    "IN_PLAY",
    "IN_PLAY_ONLY",
    "IN_PLAY_OR_HAND",
    "IN_TERRITORY",
    "NAMED",
    "OF_SELECTED_BRIGADE",
    "SELECTED_BRIGADE",
    "Place",
    "Scope",
    "abilities_on",
    "all_types",
    "being_discarded",
    "happened_followed",
    "healable",
    "in_battle_or_played_there",
    "in_book",
    "is_brigade_choice",
    "is_pile_end_choice",
    "is_plain",
    "kinds_excepted",
    "names_card",
    "names_its_ability",
    "never_names",
    "only_battle",
    "read_ability_kinds_with",
    "same_name_key",
    "unplayed",
    "unsupported_in",
    "used_key",
]

Place = tuple[PlayerId | None, Zone]
"""A zone of a player (None: the Field of Battle)."""

IN_PLAY: Final = "in_play"
"""The default place of most effects: in play or a set-aside area (REG: Targeting)."""
IN_PLAY_ONLY: Final = "in_play_only"
"""In play and not in a set-aside area: the default place of set aside (REG: Set-Aside)."""
IN_TERRITORY: Final = "in_territory"
"""Every player's territory: the default place of paralyze (REG: Paralyze)."""
IN_BATTLE: Final = "in_battle"
"""The Field of Battle: the default place of withdraw."""
IN_HAND: Final = "in_hand"
"""The hand of the player carrying out the effect: the default place of play."""
HAND_OR_TERRITORY: Final = "hand_or_territory"
"""The band default: the carrying player's hand or any territory (REG: Band)."""
OWN_HAND_OR_TERRITORY: Final = "own_hand_or_territory"
"""The default place of an added card: the actor's hand or territory (REG: Add to Battle)."""
IN_PLAY_OR_HAND: Final = "in_play_or_hand"
"""In play (the Field of Battle or a territory) or the actor's hand: the default place of a
side battle's characters (REG: Side Battle, Default Targets)."""
ACTIVATED: Final = "activated"
"""The qualifier of "all activated Artifacts", "Tables of the Law activated": face up on an
Artifact pile, as "active"."""
FACE_UP: Final = "face_up"
"""A qualifier no text is read as, for a card lying face up: an active Artifact on its pile
(REG: Artifact). The engine's own durations use it."""

_TYPE_IDENTITIES: Final[dict[str, frozenset[CardType]]] = {
    "Hero": frozenset({CardType.HERO}),
    "Evil Character": frozenset({CardType.EVIL_CHARACTER}),
    "character": frozenset({CardType.HERO, CardType.EVIL_CHARACTER}),
    "Enhancement": frozenset({CardType.GOOD_ENHANCEMENT, CardType.EVIL_ENHANCEMENT}),
    "GE": frozenset({CardType.GOOD_ENHANCEMENT}),
    "EE": frozenset({CardType.EVIL_ENHANCEMENT}),
    "Lost Soul": frozenset({CardType.LOST_SOUL}),
    "Dominant": frozenset({CardType.DOMINANT}),
    "Artifact": frozenset({CardType.ARTIFACT}),
    "Fortress": frozenset({CardType.FORTRESS}),
    "Site": frozenset({CardType.SITE}),
}
"""REG type words and the identities they name."""

REDEEMED_SOUL: Final = "Redeemed Soul"
"""The type word of a Lost Soul in a Land of Redemption: one a player has rescued."""

_TYPE_CARD_TYPES: Final[dict[str, CardType]] = {
    "City": CardType.CITY,
    "Covenant": CardType.COVENANT,
    "Curse": CardType.CURSE,
}
"""Type words that name a printed card type, whatever identity the card has taken."""

_CONDITIONS: Final = (
    t.UsedBy,
    t.Controls,
    t.Exists,
    t.Is,
    t.IfDone,
    t.Not,
    t.AllOf,
    t.AnyOf,
    t.InPhase,
    t.TurnOf,
    t.Advantage,
    t.OpposedBy,
    t.Compare,
)
"""Conditions the engine can test (an advantage only of the kinds in ``_ADVANTAGES``)."""

_PLAYERS: Final = frozenset(
    {
        t.Player.YOU,
        t.Player.OWN,
        t.Player.OPPONENT,
        t.Player.EACH_OPPONENT,
        t.Player.OPPONENTS,
        t.Player.PLAYER,
        t.Player.ANY_PLAYER,
        t.Player.EACH_PLAYER,
        t.Player.ALL_PLAYERS,
        t.Player.THAT_PLAYER,
        t.Player.HOLDER,
    }
)
"""Players the engine can name."""

_CHANGES: Final = frozenset({"increase", "decrease"})
"""Effects that change numbers by an amount."""

_PLAYERS_OF_CARDS: Final = frozenset({t.Player.CARD_OWNER, t.Player.CARD_CONTROLLER})
"""Players named by a card named before ("Hero's owner"): no test knows that card."""

_ZONES: Final[dict[t.Zone, Zone]] = {
    t.Zone.TERRITORY: Zone.TERRITORY,
    t.Zone.FIELD_OF_PLAY: Zone.TERRITORY,
    t.Zone.HAND: Zone.HAND,
    t.Zone.DECK: Zone.DECK,
    t.Zone.TOP_OF_DECK: Zone.DECK,
    t.Zone.BOTTOM_OF_DECK: Zone.DECK,
    t.Zone.DISCARD_PILE: Zone.DISCARD_PILE,
    t.Zone.RESERVE: Zone.RESERVE,
    t.Zone.LAND_OF_BONDAGE: Zone.LAND_OF_BONDAGE,
    t.Zone.LAND_OF_REDEMPTION: Zone.LAND_OF_REDEMPTION,
    t.Zone.SET_ASIDE: Zone.SET_ASIDE,
    t.Zone.ARTIFACT_PILE: Zone.ARTIFACT_PILE,
    t.Zone.BANISH_PILE: Zone.BANISH_PILE,
}
"""Places of ability text that are one zone of a player."""


class Scope:
    """A game state as read for one player's ability: whose, where, and what it refers to.

    *controller* uses the ability; *actor* carries out the effect at hand (another player
    for "Opponent must ..."); *source* is the card the ability is on and *user* the
    character using it (an Enhancement's bearer). *results* are what the ability's earlier
    effects acted on, for "it", "them", "the rest" and "that player"; *brigades* the
    brigades selected for a lasting effect, besides those the results selected.
    """

    def __init__(
        self,
        state: GameState,
        controller: PlayerId,
        *,
        actor: PlayerId | None = None,
        source: InstanceId | None = None,
        user: InstanceId | None = None,
        results: Sequence[Result] = (),
        since: int | None = None,
        that: PlayerId | None = None,
        cause: InstanceId | None = None,
        brigades: Sequence[SelectedBrigade] = (),
    ) -> None:
        self.state = state
        self.controller = controller
        self.actor = controller if actor is None else actor
        self.source = source
        self.user = user
        self.results = results = tuple(results)
        self.selected = (
            (*brigades, *(b for result in results for b in result.brigades))
            if results
            else tuple(brigades)
        )
        """The brigades selected for the ability ("Select an evil brigade"): what "selected
        brigades" names (REG: Select)."""
        self.since = state.serial if since is None else since
        """The serial number the ability activated at: "last" is before it, "next" after."""
        self.that = that
        self.cause = cause
        """The character whose attack or block fired the ability (``Ref.CAUSE``)."""
        """The player "his", "their", "that player" mean, when the text names them first
        ("Each player may search his discard pile")."""
        self._where: dict[InstanceId, Place] = {}
        self._mapped = False
        self._looked = False
        self._x: int | None = None
        """The source card's X as this scope reads it, once counted (see :meth:`number`)."""
        self._foes: tuple[PlayerId, ...] | None = None
        """The actor's opponents, once found (see :meth:`players`)."""

    # -- where cards are ----------------------------------------------------------------------

    def where(self, card: InstanceId) -> Place:
        """The player and zone holding *card* (None player: the Field of Battle)."""
        found = self._where.get(card)
        if found is not None:
            return found
        last = _LAST_PLACES[-1] if _LAST_PLACES else None  # read once: threads may replace it
        if last is not None and last[0] is self.state.players and last[1] is self.state.battle:
            found = last[2].get(card)  # this position's map, read already (see _card_places)
            if found is not None:
                self._where[card] = found
                return found
        if not self._looked:  # many readings ask about one card: look for it alone
            self._looked = True
            found = self._where[card] = self.state.locate(card)
            return found
        if not self._mapped:
            self._where.update(_card_places(self.state))
            self._mapped = True
        return self._where[card]

    def side(self, card: InstanceId) -> PlayerId | None:
        """The player whose side of battle *card* is on, or None outside battle."""
        battle = self.state.battle
        return None if battle is None else battle.side_of(card)

    def controller_of(self, card: InstanceId) -> PlayerId | None:
        """Who controls *card*, or None for decks, discard and banish piles, Reserves.

        In battle the player whose side it is on; on the playing surface or in hand, the
        player whose zone holds it.
        """
        player, zone = self.where(card)
        if zone is Zone.FIELD_OF_BATTLE:
            return self.side(card)
        if zone in SURFACE_ZONES or zone is Zone.HAND:
            return player
        return None

    def controller_or_owner(self, card: InstanceId) -> PlayerId:
        """Who controls *card*, or its owner where nobody does (a deck, a discard pile)."""
        controller = self.controller_of(card)
        return self.state.cards[card].owner if controller is None else controller

    def on_surface(self, card: InstanceId) -> bool:
        """Whether *card* is on the playing surface (its active identity counts)."""
        return self.where(card)[1] in SURFACE_ZONES

    def identity(self, card: InstanceId) -> CardType | None:
        """The card's active identity on the playing surface, None elsewhere (face value)."""
        place = self._where.get(card) or self.where(card)
        if place[1] not in SURFACE_ZONES:
            return None
        return self.state.cards[card].identity

    # -- what cards are -----------------------------------------------------------------------

    def is_type(self, card: InstanceId, word: str) -> bool:
        """Whether *card* is of the REG type *word* ("Hero", "Enhancement", "card", ...)."""
        return word in _type_words(self.state.card(card), self.identity(card))

    def alignment(self, card: InstanceId) -> Alignment:
        """The card's alignment: its identity's on the playing surface, else its face value."""
        identity = self.identity(card)
        if identity is not None and identity.alignment is not Alignment.NEUTRAL:
            return identity.alignment
        return self.state.card(card).alignment

    def strength(self, card: InstanceId) -> int:
        """Current strength: in battle with the Enhancements its character uses."""
        battle = self.state.battle
        if battle is not None and (card in battle.heroes or card in battle.evil_characters):
            return character_numbers(self.state, battle, card)[0]
        return numbers_of(self.state, card, self.identity(card))[0]

    def toughness(self, card: InstanceId) -> int:
        """Current toughness, as :meth:`strength`."""
        battle = self.state.battle
        if battle is not None and (card in battle.heroes or card in battle.evil_characters):
            return character_numbers(self.state, battle, card)[1]
        return numbers_of(self.state, card, self.identity(card))[1]

    # -- players ------------------------------------------------------------------------------

    def opponents(self, player: PlayerId | None = None) -> tuple[PlayerId, ...]:
        """*player*'s opponents (default: the actor's): in battle, the battle opponent first."""
        player = self.actor if player is None else player
        others = self.state.opponents(player)
        battle = self.state.battle
        if battle is not None and player in (battle.attacker, battle.defender):
            foe = battle.defender if player == battle.attacker else battle.attacker
            return (foe, *(p for p in others if p != foe))
        return others

    def players(self, who: t.Player | None) -> tuple[PlayerId, ...]:
        """The players *who* names, seen from the actor; None and "you" mean the actor.

        "Holder" is the player using the card, whoever carries the effect out.
        """
        if who in (None, t.Player.YOU, t.Player.OWN):
            return (self.actor,)
        if who is t.Player.HOLDER:  # who controlled the card as it activated (REG: Holder)
            return (self.controller,)
        if who in (t.Player.OPPONENT, t.Player.EACH_OPPONENT, t.Player.OPPONENTS):
            foes = self._foes
            if foes is None:  # asked again for each card "opponents' characters" tests
                foes = self._foes = self.opponents()
            return foes
        if who is t.Player.THAT_PLAYER:
            if self.that is not None:
                return (self.that,)
            for result in reversed(self.results):
                if result.players:
                    return result.players
            return (self.actor,)  # "each player ... his": the player carrying it out
        return self.state.seats

    def is_single_choice(self, who: t.Player | None) -> bool:
        """Whether *who* names one player to be picked ("an opponent", "a player")."""
        return who in (t.Player.OPPONENT, t.Player.PLAYER, t.Player.ANY_PLAYER)

    # -- selectors ----------------------------------------------------------------------------

    def places(self, selector: t.Selector, default: str) -> list[Place]:
        """The zones a selector's cards may be in: its own locations, or *default*.

        Its other places count too while their condition holds: "from Reserve (or deck if
        you control a meek Lost Soul)". A list whose parts name their own places ("a good
        warrior or weapon from deck") reaches those of its parts.
        """
        if not selector.locations and selector.parts and _parts_placed(selector):
            places: list[Place] = []
            for part in selector.parts:
                places += [p for p in self.places(part, default) if p not in places]
            return places
        if selector.locations:
            locations = selector.locations
            condition = selector.alternative_condition
            if selector.alternative_locations and condition is not None and self.holds(condition):
                locations += selector.alternative_locations
            found: list[Place] = []
            for location in locations:
                for place in self._location_places(location, selector):
                    if place not in found:
                        found.append(place)
            return found
        return self.default_places(default, selector)

    def default_places(self, default: str, selector: t.Selector | None = None) -> list[Place]:
        """The zones of a default location (REG: Targeting, default locations)."""
        words = _NO_WORDS if selector is None else _soul_words(selector)
        key = (default, len(self.state.players), self.actor, words)
        known = _DEFAULT_PLACES.get(key)
        if known is None:
            known = _DEFAULT_PLACES[key] = _default_places(*key)
        return list(known)

    def _location_places(self, location: t.Location, selector: t.Selector) -> list[Place]:
        owners = self.players(location.owner)
        if location.zone is t.Zone.BATTLE:
            return [(None, Zone.FIELD_OF_BATTLE)]
        if location.zone is t.Zone.PLAY:
            places = self.default_places(IN_PLAY, selector)
            return [place for place in places if place[1] is not Zone.SET_ASIDE]
        zone = _ZONES.get(location.zone)
        if zone is None:
            return []
        places = [(owner, zone) for owner in owners]
        if zone is Zone.TERRITORY and "Lost Soul" in all_types(selector):
            places += [(owner, Zone.LAND_OF_BONDAGE) for owner in owners]
        if zone is Zone.TERRITORY and _names_active(selector):  # the pile is in territory
            places += [(owner, Zone.ARTIFACT_PILE) for owner in owners]
        return places

    def cards_in(self, place: Place) -> tuple[InstanceId, ...]:
        """The cards in a place, in order (a deck from the top, a pile from the bottom)."""
        player, zone = place
        if zone is Zone.FIELD_OF_BATTLE:
            battle = self.state.battle
            return battle.cards() if battle is not None else ()
        assert player is not None  # noqa: S101 - every other zone is a player's
        return self.state.players[player].zone(zone)

    def candidates(
        self, selector: t.Selector, default: str = IN_PLAY, *, places: Iterable[Place] | None = None
    ) -> tuple[InstanceId, ...]:
        """The cards *selector* names (counts aside), in the places it may reach, in order.

        Worked out once per position (see :meth:`GameState.memo`) for the same reading: the
        same players, cards referred to and moment.
        """
        reach = None if places is None else tuple(places)
        key = (
            "candidates",
            id(selector),
            default,
            reach,
            self.controller,
            self.actor,
            self.source,
            self.user,
            self.results,
            self.since,
            self.that,
        )
        memo = self.state.memo()
        known = cast("tuple[t.Selector, tuple[InstanceId, ...]] | None", memo.get(key))
        if known is not None and known[0] is selector:
            return known[1]
        found = self._find(selector, default, reach)
        memo[key] = (selector, found)
        return found

    def plainly_named(
        self,
        selector: t.Selector,
        places: Sequence[Place],
        contents: Sequence[Sequence[InstanceId]],
    ) -> tuple[InstanceId, ...]:
        """The cards of *places* (holding *contents*) a plain *selector* names, in order.

        As :meth:`candidates` with those places, for a selector a card fits by what it is
        and where it is alone (:func:`is_plain`). From its second reading in a game, each
        card's answer is kept with its definition, record and zone, and read again only
        when one of them changes: a selector read once a game has nothing to gain. What is
        read is kept for the process too (:func:`_plain_fit`).
        """
        owner = selector.owner
        if owner is not None:  # whose a card is reads its place, record and side alone
            players = self.players(owner)
            return tuple(
                card
                for card in self.plainly_named(_unowned(selector), places, contents)
                if self._owned_by(card, owner, players)
            )
        state = self.state
        defs = state.definitions()
        kept = _FITS.get(id(selector))
        if kept is None or kept[0] is not selector or kept[1] is not defs:
            if len(_FITS) > 5_000:
                _FITS.clear()
            _FITS[id(selector)] = (selector, defs, None)  # the first reading in this game
            return self._plainly_named_in(selector, places, contents)
        answers = kept[2]
        if answers is None:
            answers = {}
            _FITS[id(selector)] = (selector, defs, answers)
        records = state.cards
        known = self._where
        found: list[InstanceId] = []
        for place, cards in zip(places, contents, strict=True):
            zone = place[1]
            for card in cards:
                known[card] = place
                definition, record = defs[card], records[card]
                seen = answers.get(card)
                if (
                    seen is not None
                    and seen[0] is definition
                    and seen[1] is record
                    and seen[2] is zone
                ):
                    fits = seen[3]
                else:
                    fits = _plain_fit(self, card, selector, zone)
                    answers[card] = (definition, record, zone, fits)
                if fits and card not in found:
                    found.append(card)
        return tuple(found)

    def _plainly_named_in(
        self,
        selector: t.Selector,
        places: Sequence[Place],
        contents: Sequence[Sequence[InstanceId]],
    ) -> tuple[InstanceId, ...]:
        """The cards of *places* (holding *contents*) the plain *selector* names."""
        known = self._where
        found: list[InstanceId] = []
        for place, cards in zip(places, contents, strict=True):
            zone = place[1]
            for card in cards:
                known[card] = place
                if card not in found and _plain_fit(self, card, selector, zone):
                    found.append(card)
        return tuple(found)

    def _find(
        self, selector: t.Selector, default: str, places: tuple[Place, ...] | None
    ) -> tuple[InstanceId, ...]:
        if selector.ref is not None:
            return tuple(card for card in self.refer(selector) if self.matches(card, selector))
        if "last" in selector.qualifiers or "next" in selector.qualifiers:
            return self._played(selector)
        if selector.parts:
            found: list[InstanceId] = []
            for part in selector.parts:
                within = places
                if places is not None and part.locations:  # its own places, of those given
                    within = tuple(p for p in self.places(part, default) if p in places)
                found += [
                    c for c in self.candidates(part, default, places=within) if c not in found
                ]
            return tuple(found)
        reach = list(places) if places is not None else self.places(selector, default)
        if _hides_inactive(selector) and any(zone is Zone.ARTIFACT_PILE for _, zone in reach):
            return tuple(card for card in self._find_in(selector, reach) if self._face_up(card))
        return self._find_in(selector, reach)

    def _face_up(self, card: InstanceId) -> bool:
        """Whether *card* is not an inactive Artifact face down on its pile."""
        return not self.state.cards[card].face_down or self.where(card)[1] is not Zone.ARTIFACT_PILE

    def _find_in(self, selector: t.Selector, reach: list[Place]) -> tuple[InstanceId, ...]:
        """The cards of *reach* a selector of no parts or reference names, in order."""
        if is_plain(selector):
            return self.plainly_named(selector, reach, [self.cards_in(place) for place in reach])
        on_card = _on_card_places(selector)
        if on_card:
            return self._found_on_cards(selector, reach, narrowed=_narrowed(selector))
        found: list[InstanceId] = []
        for place in reach:
            cards = self.cards_in(place)
            position = _position(selector)
            if position is not None and place[1] is Zone.DECK:
                cards = self._from_position(cards, selector, position)
            known = self._where
            for card in cards:
                known[card] = place
                if card not in found and self.matches(card, selector):
                    found.append(card)
        return tuple(found)

    def _found_on_cards(
        self, selector: t.Selector, reach: list[Place], *, narrowed: bool
    ) -> tuple[InstanceId, ...]:
        """The cards of a selector with a place in or on cards, and in its other places.

        Beside "in play" or "in battle" the held cards must be there as well ("a weapon on
        a Hero in battle"); other places add their cards ("from deck or Storehouse"), and
        name the players whose holders count ("opponent's deck or Storehouse", "one
        player's discard pile or Storehouse" once the player is chosen).
        """
        found: list[InstanceId] = []
        if not narrowed:
            for place in reach:
                for card in self.cards_in(place):
                    self._where[card] = place
                    if card not in found and self.matches(card, selector):
                        found.append(card)
        players = {player for player, _ in reach}
        for card in self.on_cards(selector):
            if card in found:
                continue
            if narrowed and self.where(card) not in reach:
                continue
            if players and not narrowed and self.where(card)[0] not in players:
                continue
            if self.matches(card, selector):
                found.append(card)
        return tuple(found)

    def any_candidate(
        self, selector: t.Selector, default: str = IN_PLAY, *, more_than: int = 0
    ) -> bool:
        """Whether *selector* names more than *more_than* cards (by default: any at all).

        The same cards as :meth:`candidates`, counted only as far as needed.
        """
        if (
            selector.ref is not None
            or selector.parts
            or _position(selector) is not None
            or _on_card_places(selector)
        ):
            return len(self.candidates(selector, default)) > more_than
        if "last" in selector.qualifiers or "next" in selector.qualifiers:
            return len(self._played(selector)) > more_than
        seen = 0
        known = self._where
        plain = is_plain(selector)
        records = self.state.cards
        for place in self.places(selector, default):
            zone = place[1]
            hidden = zone is Zone.ARTIFACT_PILE and _hides_inactive(selector)
            for card in self.cards_in(place):
                known[card] = place
                if hidden and records[card].face_down:
                    continue  # an inactive Artifact, not named (see _hides_inactive)
                if (
                    _plain_fit(self, card, selector, zone)
                    if plain
                    else self.matches(card, selector)
                ):
                    seen += 1
                    if seen > more_than:
                        return True
        return False

    def on_cards(self, selector: t.Selector) -> tuple[InstanceId, ...]:
        """The cards in or on the cards *selector*'s places name (REG: Bearer, Contents).

        "Lost Souls in Sites", "an evil card placed on a Hero", "Heroes in your Potter's
        Field": the cards a card holds (a Lost Soul occupying a Site, a card held in a
        Fortress, a card placed on a Lost Soul in a Land of Bondage) or bears (a weapon
        equipped to a warrior; in battle, an Enhancement on the character that used it), for
        each card the holder's description names. "Your" before the holder is whose the
        holder is. Descriptions of the cards held are left to the caller.
        """
        found: list[InstanceId] = []
        for location in _on_card_places(selector):
            for card in self._contents(location):
                if card not in found:
                    found.append(card)
        return tuple(found)

    def _contents(self, location: t.Location) -> list[InstanceId]:
        holder = location.card
        if holder is None:
            return []
        holders = set(self.candidates(holder, IN_PLAY))
        if location.owner is not None:
            players = self.players(location.owner)
            holders = {card for card in holders if self.controller_of(card) in players}
        if not holders:
            return []
        state = self.state
        instances = state.cards
        found = [
            card
            for player in state.players
            for cards in (player.territory, player.set_aside, player.land_of_bondage)
            for card in cards
            if instances[card].held_by in holders or instances[card].equipped_to in holders
        ]
        battle = state.battle
        if battle is not None:  # the bearer of an Enhancement in battle is its user
            found += [e.card for e in battle.enhancements if e.user in holders]
        return found

    def is_named(self, card: InstanceId, selector: t.Selector) -> bool:
        """Whether *card* fits *selector*, on a card it names if it names one.

        "Enhancements played on Thomas": Enhancements, and on Thomas; other places are left
        to the caller, as :meth:`matches` leaves them.
        """
        if not self.matches(card, selector):
            return False
        return not _on_card_places(selector) or self.is_at(card, selector)

    def is_at(self, card: InstanceId, selector: t.Selector, default: str = IN_PLAY) -> bool:
        """Whether *card* is in a place *selector* names: one of its zones, or on a holder."""
        inside = self.where(card) in self.places(selector, default)
        if not _on_card_places(selector):
            return inside
        if _narrowed(selector):
            return inside and card in self.on_cards(selector)
        return inside or card in self.on_cards(selector)

    def _from_position(
        self, cards: tuple[InstanceId, ...], selector: t.Selector, position: t.Position
    ) -> tuple[InstanceId, ...]:
        """The top or bottom cards of a deck a selector counts ("the top 3 cards")."""
        count = self.count_of(selector)
        number = len(cards) if count is None else count
        if position is t.Position.TOP:
            return cards[:number]
        return cards[len(cards) - number :]

    def count_of(self, selector: t.Selector) -> int | None:
        """The number a selector names; None for "all" and the like.

        The alternative number counts when its condition holds ("or 9 if used by ...").
        """
        count = selector.count
        condition = selector.alternative_condition
        if selector.alternative is not None and condition is not None and self.holds(condition):
            count = selector.alternative
        if count.quantifier in (t.Quantifier.ALL, t.Quantifier.EACH, t.Quantifier.ANY_NUMBER):
            return None
        return self.number(count)

    def number(self, count: t.Count) -> int | None:
        """The number a count names: the printed one, or the source card's X now.

        X is what the card's identifier line defines (REG: Numbers), capped by the count's
        limit ("the top X (limit 7) cards"); 0 when the card defines none the engine counts.
        """
        if not count.variable:
            return count.number
        if count.variable == EQUAL:
            return self._equal()
        value = self._x
        if value is None:
            # the same for every card read in this scope: "toughness X or less" counts X once
            value = 0
            if self.source is not None:
                value = (
                    variable_of(self.state, self.source, self.controller, self.results, self.user)
                    or 0
                )
            self._x = value
        if count.variable == "-X":
            value = -value
        return value if count.limit is None else min(value, count.limit)

    def _equal(self) -> int:
        """The number "an equal number" names: the cards the effect before acted on.

        "Underdeck up to 3 evil cards from hand to draw an equal number" draws one card for
        each card underdecked; none when that effect acted on none.
        """
        for result in reversed(self.results):
            if result.cards:
                return len(result.cards)
            if result.done:
                return 0
        return 0

    def _some_is(self, condition: t.Is) -> bool:
        """Whether one card the subject names fits: "if a Curse is active".

        Active Artifacts are looked for on the Artifact piles as well.
        """
        subject, description = condition.subject, condition.description
        places = None
        if not subject.locations and _names_active(description):
            places = [*self.places(subject, IN_PLAY), *self._artifact_piles()]
        found = self.candidates(subject, IN_PLAY, places=places)
        return any(self.matches(card, description) for card in found)

    def _artifact_piles(self) -> list[Place]:
        return [(seat, Zone.ARTIFACT_PILE) for seat in self.state.seats]

    def _number_is(self, condition: t.Is) -> bool:
        """Whether X now is within the bound: "if X is 2 or greater", "if X is 4 or less"."""
        value = self.number(condition.subject.count) or 0
        bound = condition.description.count
        number = bound.number or 0
        if bound.quantifier is t.Quantifier.AT_LEAST:
            return value >= number
        if bound.quantifier is t.Quantifier.AT_MOST:
            return value <= number
        return value == number

    def _played(self, selector: t.Selector) -> tuple[InstanceId, ...]:
        """The cards of "the last/next X played" (REG: Targeting).

        Those played this phase before (or after) the ability activated, newest first for
        "last".
        """
        last = "last" in selector.qualifiers
        plain = unplayed(selector)
        scope_battle = any(loc.zone is t.Zone.BATTLE for loc in selector.locations)
        found: list[InstanceId] = []
        for played in reversed(self.state.played) if last else self.state.played:
            if (played.serial < self.since) != last:
                continue
            if scope_battle and not played.in_battle:
                continue
            if selector.owner is not None and played.player not in self.players(selector.owner):
                continue
            if played.card not in found and self.matches(played.card, plain):
                found.append(played.card)
        return tuple(found)

    def refer(self, selector: t.Selector) -> tuple[InstanceId, ...]:
        """The cards a reference names: this card, it, them, that card, the rest."""
        ref = selector.ref
        if ref is t.Ref.THIS_CARD or ref is t.Ref.SELF:
            return () if self.source is None else (self.source,)
        if ref is t.Ref.HOLDER:
            return () if self.user is None else (self.user,)
        if ref is t.Ref.CAUSE:
            return () if self.cause is None else (self.cause,)
        if ref is t.Ref.THE_REST:
            return self.rest()
        for result in reversed(self.results):
            if result.cards or not result.done:  # a search that found nothing: "them" is none
                return result.cards
        return ()

    def rest(self) -> tuple[InstanceId, ...]:
        """The cards of the last look or reveal that later effects have not dealt with."""
        shown: tuple[InstanceId, ...] = ()
        dealt: set[InstanceId] = set()
        for result in reversed(self.results):
            if result.shown:
                shown = result.cards
                break
            dealt.update(result.cards)
        return tuple(card for card in shown if card not in dealt)

    def matches(self, card: InstanceId, selector: t.Selector) -> bool:
        """Whether *card* fits *selector*'s description (its count and places aside)."""
        if selector.parts:  # "evil and neutral cards", "a Hero or an Evil Character": either
            return any(self.matches(card, part) for part in selector.parts)
        definition = self.state.card(card)
        for check in _checks(selector):  # noqa: SIM110 - no generator in the hottest test
            if not check(self, card, definition):
                return False
        return True

    def brigades(self, card: InstanceId) -> set[Brigade]:
        """The card's brigades: its identity's on the playing surface, else every face's."""
        definition = self.state.card(card)
        identity = self.identity(card)
        if identity is not None:
            return set(brigades_as(self.state, card, identity))
        found: set[Brigade] = set()
        for kind in definition.identities:
            found |= definition.brigades_for(kind)
        return found

    def extreme(self, selector: t.Selector, qualifier: str) -> tuple[InstanceId, ...]:
        """Of the cards *selector* names, those with the least or greatest number.

        *qualifier* is one of :data:`EXTREMES`: ``"lowest_toughness"`` and the like, read on
        the numbers the cards have now (REG: Numbers).
        """
        cards = self.candidates(selector)
        if not cards:
            return ()
        number = self.toughness if qualifier.endswith("toughness") else self.strength
        values = {card: number(card) for card in cards}
        best = min(values.values()) if qualifier.startswith("lowest") else max(values.values())
        return tuple(card for card in cards if values[card] == best)

    def _stats(self, card: InstanceId, limit: t.StatLimit) -> bool:
        checks = []
        strength, toughness = limit.strength, limit.toughness
        if limit.variable:
            x = self.number(t.Count(variable=limit.variable))
            strength = x if "strength" in limit.variable_stats else strength
            toughness = x if "toughness" in limit.variable_stats else toughness
        if strength is not None:
            checks.append((self.strength(card), strength))
        if toughness is not None:
            checks.append((self.toughness(card), toughness))
        for value, bound in checks:
            if limit.quantifier is t.Quantifier.AT_LEAST and value < bound:
                return False
            if limit.quantifier is t.Quantifier.AT_MOST and value > bound:
                return False
            if limit.quantifier is t.Quantifier.EXACTLY and value != bound:
                return False
            # "toughness less than X", "greater than X": strictly, X the card's variable
            if limit.quantifier is t.Quantifier.FEWER_THAN and value >= bound:
                return False
            if limit.quantifier is t.Quantifier.MORE_THAN and value <= bound:
                return False
        return True

    def _owned(self, card: InstanceId, who: t.Player) -> bool:
        """Whether *who* has *card*: owned and controlled (REG: Your, Opponent).

        A Lost Soul in a Land of Redemption is the rescuer's Redeemed Soul, though another
        player owns the card.
        """
        return self._owned_by(card, who, self.players(who))

    def _owned_by(self, card: InstanceId, who: t.Player, players: tuple[PlayerId, ...]) -> bool:
        """:meth:`_owned`, with *players* the players *who* names."""
        controller = self.controller_of(card)
        owner = self.state.cards[card].owner
        if controller is None:
            return owner in players
        if self.where(card)[1] is Zone.LAND_OF_REDEMPTION:
            return controller in players
        return controller in players and (owner == controller or who is not t.Player.YOU)

    def _used_by(self, card: InstanceId, user: t.Selector) -> bool:
        battle = self.state.battle
        if battle is None:
            return False
        return any(
            e.card == card and not e.placed and self.matches(e.user, user)
            for e in battle.enhancements
        )

    def _qualifier(self, card: InstanceId, qualifier: str) -> bool:
        if qualifier == DIFFERENT:
            return self._different(card)
        test = _QUALIFIER_TESTS.get(qualifier)
        return test is not None and test(self, card)

    def _different(self, card: InstanceId) -> bool:
        """Whether *card* has another title than the card the ability is on (REG: Different).

        "Exchange this card with a different Edomite": an Edomite of another name. What
        "different" compares with is told by the static check (see :data:`DIFFERENT`).
        """
        source = self.source
        if source is None:
            return False
        return self.state.card(card).title.lower() != self.state.card(source).title.lower()

    def _against_source(self, card: InstanceId, *, opposite: bool) -> bool:
        """Whether *card*'s alignment is opposite to (or differs from) the source card's.

        Good and evil are opposite; neutral is opposite of none (REG: Alignment). Different
        is any other alignment, neutral too (REG: Different). Each card's alignment is its
        active identity's on the playing surface, else its face value's.
        """
        source = self.source
        if source is None:
            return False
        mine, theirs = self.alignment(source), self.alignment(card)
        if mine is Alignment.NEUTRAL and self.user is not None and self.identity(source) is None:
            # an Enhancement discarded as the cost ("discard this card to decrease a human
            # of opposite alignment") had its user's alignment
            mine = self.alignment(self.user)
        if not opposite:
            return theirs is not mine
        return _OPPOSITE.get(mine) is theirs

    def count_brigades(self, cards: Iterable[InstanceId], alignment: Alignment | None) -> int:
        """How many brigades *cards* have: of *alignment* only, if given (REG: Brigade).

        A good (evil, neutral) brigade is a brigade on a good (evil, neutral) card: a card's
        side is its active identity's on the playing surface, else each of its identities';
        a captured character keeps its brigades, neutral. Brigade without alignment counts a
        colour once, whatever cards carry it. Only characters, Enhancements and Sites have
        brigades.
        """
        found: set[Brigade] = set()
        for card in cards:
            for side, brigades in self.brigades_by_side(card):
                if alignment is None or side is alignment:
                    found |= brigades
        return len(found)

    def brigades_by_side(self, card: InstanceId) -> list[tuple[Alignment, frozenset[Brigade]]]:
        """*card*'s brigades with the side they are on (see :meth:`count_brigades`)."""
        definition = self.state.card(card)
        identity = self.identity(card)
        captured = self.state.cards[card].captured
        if identity is CardType.LOST_SOUL and captured is not None:
            return [(Alignment.NEUTRAL, brigades_as(self.state, card, captured))]
        if identity is not None:
            if identity not in _BRIGADED:
                return []
            return [(identity.alignment, brigades_as(self.state, card, identity))]
        return [
            (kind.alignment, definition.brigades_for(kind))
            for kind in definition.identities
            if kind in _BRIGADED
        ]

    @property
    def named(self) -> tuple[str, ...]:
        """The titles of the cards named for the ability: what "the named Hero" names."""
        return tuple(name for result in self.results for name in result.names)

    def is_named_card(self, card: InstanceId) -> bool:
        """Whether *card* is the card named for the ability, or a copy of it (REG: Name).

        "The named Hero" and "all copies of the named Hero" are the cards with its name: the
        same title but for articles, prepositions, punctuation and plurals, or a character
        that represents the person (REG: Duplicate Card; see :func:`names_card`). With no
        card named, none.
        """
        named = self.named
        if not named:
            return False
        definition = self.state.card(card)
        own = same_name_key(definition.title)
        return any(own == same_name_key(name) or _named(definition, name) for name in named)

    def of_selected_brigade(self, card: InstanceId) -> bool:
        """Whether *card* has a brigade selected for the ability (REG: Select, Brigade).

        One selected brigade is enough for a multi-brigade card; good gold and evil gold are
        two brigades, told apart by the side the card's brigades are on.
        """
        if not self.selected:
            return False
        return any(
            SelectedBrigade(side, brigade) in self.selected
            for side, brigades in self.brigades_by_side(card)
            for brigade in brigades
        )

    def has_matching_brigade(self, card: InstanceId, others: Iterable[InstanceId]) -> bool:
        """Whether *card* shares a brigade with one of *others* (REG: Brigade, Matching).

        One shared brigade is enough for a multi-brigade card. Good gold and evil gold are
        two brigades: gold is shared only between cards of one alignment. A card does not
        match itself.
        """
        mine = self.brigades(card)
        for other in others:
            if other == card:
                continue
            shared = mine & self.brigades(other)
            if shared - _GOLD or (shared and self.alignment(card) is self.alignment(other)):
                return True
        return False

    def _in_battle_as(self, card: InstanceId, *, heroes: bool) -> bool:
        battle = self.state.battle
        if battle is None:
            return False
        return card in (battle.heroes if heroes else battle.evil_characters)

    def _lone(self, card: InstanceId) -> bool:
        battle = self.state.battle
        side = self.side(card)
        if battle is None or side is None:
            return False
        fighters = battle.heroes if side == battle.attacker else battle.evil_characters
        return fighters == (card,)

    def _opposing(self, card: InstanceId) -> bool:
        side = self.side(card)
        return side is not None and side != self.actor

    # -- conditions ---------------------------------------------------------------------------

    def holds(self, condition: t.Condition) -> bool:
        """Whether *condition* holds now (REG: Conditions)."""
        if isinstance(condition, t.UsedBy):
            return self.user is not None and self.matches(self.user, condition.user)
        if isinstance(condition, t.Controls):
            return self._controls(condition, frozenset(self.players(condition.player)))
        if isinstance(condition, t.Exists):
            return self._exists(condition.target) != condition.negated
        if isinstance(condition, t.Is):
            return self._is(condition)
        if isinstance(condition, t.IfDone):
            done = all(result.done for result in self.results) and bool(self.results)
            if condition.cannot:
                return not done
            return done == condition.done
        if isinstance(condition, t.Not):
            return not self.holds(condition.condition)
        if isinstance(condition, t.AllOf):
            return all(self.holds(c) for c in condition.conditions)
        if isinstance(condition, t.AnyOf):
            return any(self.holds(c) for c in condition.conditions)
        if isinstance(condition, t.InPhase):
            return self._in_phase(condition.phase)
        if isinstance(condition, t.TurnOf):
            return self.state.active in self.players(condition.player)
        if isinstance(condition, t.StatusIs):
            return self._status(condition) != condition.negated
        return self._holds_in_game(condition)

    def _is(self, condition: t.Is) -> bool:
        """Whether cards named, X or the brigades revealed are as *condition* describes."""
        if is_brigades_revealed(condition):
            return self._brigades_revealed(condition)
        if is_number(condition.subject):
            return self._number_is(condition) != condition.negated
        if _one_named(condition.subject):
            return self._some_is(condition) != condition.negated
        subjects = (
            self.candidates(condition.subject)
            if condition.subject.ref is None
            else (self.refer(condition.subject))
        )
        fits = bool(subjects) and all(self.matches(c, condition.description) for c in subjects)
        return fits != condition.negated

    def _brigades_revealed(self, condition: t.Is) -> bool:
        """Whether the cards revealed have as many brigades as *condition* says."""
        shown = [card for result in self.results if result.shown for card in result.cards]
        number = self.count_brigades(shown, condition.subject.alignment)
        return _counted(number, condition.subject.count) != condition.negated

    def _holds_in_game(self, condition: t.Condition) -> bool:
        """The conditions on how the game stands or went: advantage, opposition, history."""
        if isinstance(condition, t.Advantage):
            return self._has_advantage(condition)
        if isinstance(condition, t.OpposedBy):
            return self._opposed_by(condition)
        if isinstance(condition, t.Happened):
            return self._happened(condition) != condition.negated
        if isinstance(condition, t.Compare):
            return self._compare(condition)
        return False

    def _compare(self, condition: t.Compare) -> bool:
        """Whether the players' counts compare as *condition* says (REG: Conditions).

        "If opponent has more cards in hand than you": some opponent has more than you;
        "if you have the fewest Redeemed Souls": fewer than every other player.
        """
        left = self._counts(condition.left)
        named = self.players(condition.left.owner)
        if condition.relation in ("most", "fewest"):
            others = [p for p in range(len(self.state.players)) if p not in named]
            more = condition.relation == "most"
            return any(
                all(left[p] > left[q] if more else left[p] < left[q] for q in others) for p in named
            )
        right_selector = condition.right
        if right_selector is None:
            return False
        right = self._counts(right_selector)
        against = self.players(right_selector.owner)
        test = _RELATIONS[condition.relation]
        return any(all(test(left[p], right[q]) for q in against) for p in named)

    def _counts(self, selector: t.Selector) -> list[int]:
        """How many cards *selector* names, without its owner, each player has."""
        counts = [0] * len(self.state.players)
        for card in self.candidates(_everyones(selector)):
            counts[self.controller_or_owner(card)] += 1
        return counts

    def _happened(self, condition: t.Happened) -> bool:
        """Whether what *condition* names was done (REG: Conditions).

        This card's own play in battle ("if played in battle", "unless played in battle"),
        a player having attacked this turn (only the player whose turn it is attacks), a
        player having used an ability of a kind this turn (``used_key``).
        """
        character = played_on(condition)
        if character is not None:  # the character an Enhancement is played on uses it
            return self.user is not None and self.matches(self.user, character)
        if condition.against is not None:
            return self._played_against(condition.against)
        if condition.event == "played" and condition.target is None:
            return any(
                entry.card == self.source and entry.serial == self.since and entry.in_battle
                for entry in self.state.played
            )
        return bool(self._who_did(condition, self.players(condition.player)))

    def _played_against(self, against: t.Selector) -> bool:
        """Whether this card was played against characters *against* names.

        "If used against David", "if played against a Roman" (REG: Played Against): the
        opposing characters in battle as it was played, as they are now; one is enough, or
        as many as the count says.
        """
        found = [
            card
            for entry in self.state.played
            if entry.card == self.source and entry.serial == self.since
            for card in entry.against
            if self.matches(card, against)
        ]
        return len(found) >= (against.count.number or 1)

    def players_who_did(self, condition: t.Happened) -> tuple[PlayerId, ...]:
        """The players *condition* names for whom it holds.

        "If opponent has used a search ability this turn, discard a card in their
        territory": "their" is such a player.
        """
        named = self.players(condition.player)
        did = self._who_did(condition, named)
        return did if not condition.negated else tuple(p for p in named if p not in did)

    def _who_did(
        self, condition: t.Happened, players: tuple[PlayerId, ...]
    ) -> tuple[PlayerId, ...]:
        if condition.event == "attacked":
            active = self.state.active
            return (active,) if active in players and self.state.battles_this_turn > 0 else ()
        if condition.event == "used" and condition.target is not None:
            keys = {used_key(kind) for kind in condition.target.abilities}
            return tuple(
                player
                for player in players
                if any(use.key in keys and use.player == player for use in self.state.uses)
            )
        target = condition.target
        if target is None:
            return ()
        if condition.event == "drawn":  # "if opponent has drawn 5 or more cards this turn"
            drawn = {use.player: use.count for use in self.state.uses if use.key == DRAWN}
            return tuple(p for p in players if _counted(drawn.get(p, 0), target.count))
        if condition.event == "played" and played_in_battle(condition):
            # one battle a turn: the cards played in battle this phase are this battle's
            in_battle = [(e.player, e.card) for e in self.state.played if e.in_battle]
            return self._played_enough(players, in_battle, attrs.evolve(target, locations=()))
        if condition.event == "played" and condition.within == "turn":
            this_turn = [
                (use.player, InstanceId(int(use.key[len(_PLAYED) :])))
                for use in self.state.uses
                if use.key.startswith(_PLAYED)
            ]
            return self._played_enough(players, this_turn, unplayed(target))
        if condition.event == "played":  # "if you have not played Son of God this game"
            keys = {played_title_key(name) for name in target.names}
            return tuple(
                player
                for player in players
                if any(use.key in keys and use.player == player for use in self.state.uses)
            )
        return ()

    def _played_enough(
        self,
        players: tuple[PlayerId, ...],
        plays: Sequence[tuple[PlayerId, InstanceId]],
        cards: t.Selector,
    ) -> tuple[PlayerId, ...]:
        """The *players* who played as many cards fitting *cards* as its count asks.

        *plays* are who played which card.
        """
        return tuple(
            player
            for player in players
            if _counted(
                sum(1 for who, card in plays if who == player and self.matches(card, cards)),
                cards.count,
            )
        )

    def _exists(self, target: t.Selector) -> bool:
        """Whether the cards *target* names are where it says, as many as it says.

        "If a Hero is in battle": one; "while 2 or more Heroes are in battle": two; "while no
        Evil Character is in battle": none; "if opponent's deck has 10 or fewer cards": at
        most ten (REG: Conditions). A card referred to ("while it remains in play",
        "while this card is in battle") must be in the place named as well. "If a male and
        female human Hero are in battle": one of each.
        """
        if counts_brigades(target):
            cards = self.candidates(brigades_of(target), IN_PLAY)
            return _counted(self.count_brigades(cards, target.alignment), target.count)
        if target.parts and target.join is t.Join.AND and target.count in _ONE_OF_EACH:
            return all(
                self._exists(attrs.evolve(part, locations=part.locations or target.locations))
                for part in target.parts
            )
        found: tuple[InstanceId, ...]
        if "revealed" in target.qualifiers and target.ref is None and not target.locations:
            # "Reveal hand: If there is no Hero, ...": among the cards shown, wherever they are
            found = tuple(
                dict.fromkeys(
                    card
                    for result in self.results
                    if result.shown
                    for card in result.cards
                    if self.matches(card, target)
                )
            )
        elif (target.ref is t.Ref.THIS_CARD or target.ref is t.Ref.SELF) and not target.parts:
            card = self.source  # "while this card remains in play": no search for one card
            found = (
                (card,)
                if card is not None
                and self.matches(card, target)
                and (not target.locations or self.is_at(card, target))
                else ()
            )
        else:
            found = self.candidates(target, IN_PLAY)
        if found and target.ref is not None and target.locations:
            found = tuple(card for card in found if self.is_at(card, target))
        # "no": none; "2 or more": at least 2; "10 or fewer": at most 10 (none counts too)
        return _counted(len(found), target.count)

    def _opposed_by(self, condition: t.OpposedBy) -> bool:
        """Whether the card's character faces what *condition* names in battle.

        "If opposed by 3 or more Heroes", "if blocked by a Babylonian": the characters on
        the other side of battle from the card (or from the character using it).
        """
        battle = self.state.battle
        if battle is None:
            return False
        if condition.subject is not None:
            subjects = list(self.candidates(condition.subject, IN_BATTLE))
        else:
            own = [c for c in (self.source, self.user) if c is not None]
            subjects = [c for c in own if c in battle.heroes or c in battle.evil_characters][:1]
        if not subjects:
            return False
        opposing = battle.evil_characters if subjects[0] in battle.heroes else battle.heroes
        found = [card for card in opposing if self.matches(card, condition.opponent)]
        count = condition.opponent.count
        if count.quantifier is t.Quantifier.NONE:
            return not found
        return len(found) >= (count.number or 1)

    def players_who_control(self, condition: t.Controls) -> tuple[PlayerId, ...]:
        """The players *condition* names for whom it holds, each taken alone."""
        return tuple(
            player
            for player in self.players(condition.player)
            if self._controls(condition, frozenset({player}))
        )

    def _controls(self, condition: t.Controls, players: frozenset[PlayerId]) -> bool:
        target = _in_places_of(condition.target, condition.player)
        if counts_brigades(condition.target):
            cards = [
                card
                for card in self.candidates(brigades_of(target), IN_PLAY)
                if self.controller_of(card) in players
            ]
            number = self.count_brigades(cards, condition.target.alignment)
            return _counted(number, condition.target.count) != condition.negated
        found = [
            card
            for card in self.candidates(target, IN_PLAY)
            if self.controller_or_owner(card) in players  # "has ... in deck": the owner's
        ]
        count = condition.target.count
        needed = count.number or 1
        if count.quantifier is t.Quantifier.NONE:
            return (not found) != condition.negated
        if count.quantifier is t.Quantifier.AT_MOST:  # "less than ten cards in deck"
            return (len(found) <= (count.number or 0)) != condition.negated
        return (len(found) >= needed) != condition.negated

    def _has_advantage(self, condition: t.Advantage) -> bool:
        """Whether a player the condition names has more such cards than the controller."""
        return bool(self.with_advantage(condition))

    def with_advantage(self, condition: t.Advantage) -> tuple[PlayerId, ...]:
        """The players *condition* names who have more such cards than the controller.

        "If opponent has hand advantage, discard a random card from their hand": "their" is
        such a player.
        """
        count = _ADVANTAGES.get(condition.advantage)
        if count is None:
            return ()
        mine = count(self, self.controller)
        return tuple(
            other
            for other in self.players(condition.player)
            if other != self.controller and count(self, other) > mine
        )

    def _owned_in_play(self, player: PlayerId, *, board: bool) -> list[InstanceId]:
        """The cards *player* owns and controls in play, Lost Souls left out.

        On the *board*, set-aside cards too (REG: Advantage).
        """
        me = self.state.players[player]
        zones = [me.territory, me.artifact_pile, me.land_of_bondage]
        if board:
            zones.append(me.set_aside)
        battle = self.state.battle
        if battle is not None:
            zones.append(tuple(c for c in battle.cards() if battle.side_of(c) == player))
        cards = self.state.cards
        return [
            card
            for zone in zones
            for card in zone
            if cards[card].owner == player and cards[card].identity is not CardType.LOST_SOUL
        ]

    def _status(self, condition: t.StatusIs) -> bool:
        """Whether the card the condition names is in its state ("if blocking").

        With no card named, the card the ability is on, or the character using it when the
        card is an Enhancement; a description named holds when one card it names does.
        """
        test = _STATUS_TESTS.get(condition.status)
        if test is None:
            return False
        subject = condition.subject
        if subject is None:
            card = self.user if self.user is not None else self.source
            cards: tuple[InstanceId, ...] = () if card is None else (card,)
        elif subject.ref is not None:
            cards = self.refer(subject)
        else:
            cards = self.candidates(subject, IN_PLAY)
        return any(test(self, card) for card in cards)

    def _in_phase(self, phase: str) -> bool:
        if phase in ("battle", "rescue_attempt", "battle_challenge"):
            return self.state.battle is not None
        return self.state.phase.value == phase


_ADVANTAGES: Final[dict[str, Callable[[Scope, PlayerId], int]]] = {
    "hand": lambda scope, p: len(scope.state.players[p].hand),
    "play": lambda scope, p: len(scope._owned_in_play(p, board=False)),  # noqa: SLF001
    "board": lambda scope, p: len(scope._owned_in_play(p, board=True)),  # noqa: SLF001
    "redeemed_soul": lambda scope, p: len(scope.state.players[p].land_of_redemption),
    "lost_soul": lambda scope, p: len(accessible_souls(scope.state, p, ())),
    "good_card": lambda scope, p: sum(
        scope.alignment(card) is Alignment.GOOD
        for card in scope._owned_in_play(p, board=True)  # noqa: SLF001
    ),
    "evil_card": lambda scope, p: sum(
        scope.alignment(card) is Alignment.EVIL
        for card in scope._owned_in_play(p, board=True)  # noqa: SLF001
    ),
}
"""How each advantage counts a player's cards (REG: Advantage): cards in a hand; cards the
player owns and controls in play (and set aside, for the board and for alignments), Lost
Souls aside; Redeemed Souls; Lost Souls in their Land of Bondage."""


def _is_meek(scope: Scope, card: InstanceId) -> bool:
    """Whether *card* has no special ability now: none printed, or it is meek (REG: Meek)."""
    return scope.state.cards[card].meek or not scope.state.card(card).has_special_ability


_OPPOSITE: Final = {Alignment.GOOD: Alignment.EVIL, Alignment.EVIL: Alignment.GOOD}
"""The opposite alignments (REG: Alignment)."""

_THAT: Final = t.Selector(ref=t.Ref.THAT)
"""The card an earlier effect acted on ("that Hero")."""
NAMED: Final = "named"
"""The qualifier of "the named Hero": the card named for the ability (REG: Name)."""
COPIES: Final = "copies"
"""The qualifier of "all copies of the named Hero": every card with its name (REG: Name)."""
SELECTED_BRIGADE: Final = "selected_brigade"
"""The qualifier of "Evil Characters of selected brigades": cards of a brigade selected
before it in the ability (REG: Select)."""
OF_SELECTED_BRIGADE: Final = t.Selector(
    count=t.Count(t.Quantifier.ALL), qualifiers=(SELECTED_BRIGADE,)
)
"""The cards of the brigades selected for the ability (REG: Select)."""


def is_brigade_choice(selector: t.Selector) -> bool:
    """Whether *selector* names brigades for a player to select, nothing else.

    "An evil brigade", "a brigade", "X evil brigades", "selected evil brigade": the player
    selects any legal value of the attribute (REG: Select); "(or two if ...)" may change
    how many.
    """
    if selector.types != (BRIGADE,) or selector.count.quantifier is not t.Quantifier.EXACTLY:
        return False
    bare = attrs.evolve(
        selector,
        count=t.Selector().count,
        alignment=None,
        alternative=None,
        alternative_condition=None,
        types=(),
    )
    return bare == t.Selector() and selector.alignment is not Alignment.NEUTRAL


DIFFERENT: Final = "different"
"""The qualifier of "a different Samaritan": a card of another title than the card the ability
is on. It is reported as not followed (``"qualifier 'different'"``) unless the card itself
fits the rest of the description, so that it is what the word compares with (see
:func:`fits_at_face_value`): "bounce an evil human ... add a different evil human" on an
Enhancement compares with the human bounced, which the engine does not follow."""
ANY_ORDER: Final = "any_order"
"""The qualifier of "Topdeck them in any order": the player orders the cards, which it
does not describe (see :func:`without_arrangement`)."""


def is_pile_end_choice(target: t.Selector) -> bool:
    """Whether *target* is "the top or bottom N cards" of a pile: an end the player picks.

    "Reveal the top or bottom card of deck": the player chooses the end, blind, and the
    effect acts on the cards there (REG: Targeting).
    """
    return (
        target.join is t.Join.OR
        and len(target.parts) > 1
        and all(
            any(place.position is not None for place in part.locations) for part in target.parts
        )
    )


EITHER_END: Final = "either_end"
"""The qualifier of "Topdeck and/or underdeck the rest", read as one topdeck: each card
goes on the top or the bottom of its deck, as the player chooses."""


def without_arrangement(selector: t.Selector) -> t.Selector:
    """*selector* without "in any order" or "top and/or bottom": how the cards are put."""
    kept = tuple(q for q in selector.qualifiers if q not in (ANY_ORDER, EITHER_END))
    return attrs.evolve(selector, qualifiers=kept)


def _active(scope: Scope, card: InstanceId) -> bool:
    """An Artifact face up on an Artifact pile: "active", "activated" (REG: Activate)."""
    return scope.where(card)[1] is Zone.ARTIFACT_PILE and not scope.state.cards[card].face_down


def _heroes(scope: Scope) -> tuple[InstanceId, ...]:
    battle = scope.state.battle
    return () if battle is None else battle.heroes


def _attacking(scope: Scope, card: InstanceId) -> bool:
    """In battle on the attacking player's side (REG: Attacking).

    The Heroes; but the Evil Characters in a taunt battle challenge, where the player who
    taunted attacks (REG: Battle).
    """
    battle = scope.state.battle
    if battle is None:
        return False
    return card in (battle.heroes if battle.taunt is None else battle.evil_characters)


def _blocking(scope: Scope, card: InstanceId) -> bool:
    """An Evil Character in a battle begun by a Hero (REG: Block): not in a taunt."""
    battle = scope.state.battle
    return battle is not None and battle.taunt is None and card in battle.evil_characters


def _taunting(scope: Scope, card: InstanceId) -> bool:
    """The Evil Character that began the taunt battle challenge being fought, still in it.

    REG: Taunt. Another Evil Character that entered the challenge after it is not taunting.
    """
    battle = scope.state.battle
    return battle is not None and battle.taunt == card and card in battle.evil_characters


def _same_book(scope: Scope, card: InstanceId) -> bool:
    """Whether *card*'s reference is in the book of this card's.

    "Heroes with the same book in the reference as this Hero": the Hero using the
    Enhancement, else the card the ability is on.
    """
    this = scope.user if scope.user is not None else scope.source
    if this is None:
        return False
    book = book_of(scope.state.card(this).reference)
    return bool(book) and book_of(scope.state.card(card).reference) == book


def _same_testament(scope: Scope, card: InstanceId) -> bool:
    """Whether *card* is of a Testament this card is of (ORDIR: O.T., N.T.).

    "A character from the same testament": as the one using the Enhancement, else the card
    the ability is on.
    """
    this = scope.user if scope.user is not None else scope.source
    if this is None:
        return False
    mine, theirs = scope.state.card(this), scope.state.card(card)
    return any(has_identifier(mine, t) and has_identifier(theirs, t) for t in _TESTAMENTS)


_TESTAMENTS: Final = ("O.T.", "N.T.")


def _non_human(scope: Scope, card: InstanceId) -> bool:
    """Whether *card* is a character that is not human (ORDIR: Non-human).

    "Non-human refers to characters that are not human": angels, animals, demons and
    symbolic characters. An Enhancement, Fortress, Site or Artifact is neither human nor
    non-human: "reserve an evil non-human" takes no evil Fortress.
    """
    return scope.is_type(card, "character") and not has_identifier(scope.state.card(card), "human")


_QUALIFIER_TESTS: Final[dict[str, Callable[[Scope, InstanceId], bool]]] = {
    "meek": _is_meek,
    "captured": lambda scope, card: scope.state.cards[card].captured is not None,
    "no_special_ability": _is_meek,
    "generic": lambda scope, card: scope.state.card(card).is_generic,
    "star": lambda scope, card: scope.state.card(card).is_star,  # "a * card" (REG: Star Icon)
    "unique": lambda scope, card: scope.state.card(card).is_unique,
    FACE_UP: lambda scope, card: not scope.state.cards[card].face_down,
    # "a face-down Artifact": an inactive one on its pile, or a card held face down
    "face_down": lambda scope, card: scope.state.cards[card].face_down,
    # "an active Artifact", "if a Curse is active": face up on an Artifact pile (REG: Activate)
    "active": _active,
    # "all activated Artifacts in play": the active ones (not "the last Artifact activated")
    ACTIVATED: _active,
    "played": lambda _, __: True,  # the played log decides which cards these name
    "last": lambda _, __: True,
    "next": lambda _, __: True,
    "revealed": lambda scope, card: any(card in r.cards for r in scope.results if r.shown),
    "opposing": lambda scope, card: scope._opposing(card),  # noqa: SLF001
    "single_brigade": lambda scope, card: not scope.state.card(card).is_multi_brigade,
    "multi_brigade": lambda scope, card: scope.state.card(card).is_multi_brigade,
    "non_human": _non_human,
    "non_warrior": lambda scope, card: CardClass.WARRIOR not in scope.state.card(card).classes,
    "non_weapon": lambda scope, card: CardClass.WEAPON not in scope.state.card(card).classes,
    "attacking": _attacking,
    "rescuing": lambda scope, card: _attacking(scope, card) and card in _heroes(scope),
    "blocking": _blocking,
    "taunting": _taunting,
    "lone": lambda scope, card: scope._lone(card),  # noqa: SLF001
    "being_discarded": lambda scope, card: card in being_discarded(scope.state),
    "opposite_alignment": lambda scope, card: scope._against_source(card, opposite=True),  # noqa: SLF001
    "different_alignment": lambda scope, card: scope._against_source(card, opposite=False),  # noqa: SLF001
    "healable": lambda scope, card: healable(scope.state, card),
    t.POISONED_OR_DISEASED: lambda scope, card: any(
        entry.card == card and entry.status in (POISONED, DISEASED) for entry in scope.state.lasting
    ),
    # two card type icons: "a dual icon character" (REG: Dual Icon Card)
    "dual_icon": lambda scope, card: len(scope.state.card(card).types) > 1,
    "equipped": lambda scope, card: _equipped(scope.state, card),
    "occupied": lambda scope, card: occupied(scope.state, card),
    "unoccupied": lambda scope, card: not occupied(scope.state, card),
    t.MATCHING_THIS_BRIGADE: lambda scope, card: scope.has_matching_brigade(
        card, () if scope.source is None else (scope.source,)
    ),
    t.MATCHING_THAT_BRIGADE: lambda scope, card: scope.has_matching_brigade(
        card, scope.refer(_THAT)
    ),
    SELECTED_BRIGADE: lambda scope, card: scope.of_selected_brigade(card),
    "same_book": _same_book,
    "same_testament": _same_testament,
    NAMED: lambda scope, card: scope.is_named_card(card),
    COPIES: lambda scope, card: scope.is_named_card(card),
}
"""How each qualifier the engine reads is tested."""
_GOLD: Final = frozenset({Brigade.GOLD})


def occupied(state: GameState, card: InstanceId) -> bool:
    """Whether *card* holds a card: a Site a Lost Soul, a Fortress what it holds.

    REG: Occupied. Cards placed on a Lost Soul lie in a Land of Bondage, not in a Site.
    """
    return any(instance.held_by == card for instance in state.cards)


def healable(state: GameState, card: InstanceId) -> bool:
    """Whether *card* may be targeted by a heal effect (REG: Heal).

    A character is healable if it is being discarded, is poisoned, is diseased or is
    paralyzed.
    """
    return card in being_discarded(state) or any(
        entry.card == card and entry.status in HEALED_CONDITIONS for entry in state.lasting
    )


HEALED_CONDITIONS: Final = frozenset({POISONED, DISEASED, PARALYZED})
"""The statuses of the conditions a heal ends (REG: Heal): poisoned, diseased, paralyzed."""


def being_discarded(state: GameState) -> frozenset[InstanceId]:
    """The characters being discarded now, while their controllers may heal them (REG: Heal).

    Those an ability's effect waiting on its heal window discards, and those battle
    resolution is about to discard, not healed yet.
    """
    found: set[InstanceId] = set()
    for activation in state.stack:
        if activation.healing is not None:
            found.update(activation.healing.characters)
    battle = state.battle
    if battle is not None and battle.healing is not None:
        found.update(battle.healing.characters)
    return frozenset(found)


def _blocked(scope: Scope, card: InstanceId) -> bool:
    """An attacking Hero with Evil Characters opposing it (none block in a taunt)."""
    battle = scope.state.battle
    return (
        battle is not None
        and battle.taunt is None
        and card in battle.heroes
        and bool(battle.evil_characters)
    )


def _opposed(scope: Scope, card: InstanceId) -> bool:
    """A character in battle with a character on the other side (REG: Opposed and Opposing)."""
    battle = scope.state.battle
    if battle is None:
        return False
    if card in battle.heroes:
        return bool(battle.evil_characters)
    return card in battle.evil_characters and bool(battle.heroes)


def is_equipped(state: GameState, card: InstanceId) -> bool:
    """Whether *card* is equipped with a weapon (REG: Equip, Weapon).

    In a territory a weapon names the warrior it is equipped to; in battle the weapons it
    took into battle or was equipped with there are. A weapon played on it in battle is not
    equipped to it before the end of battle (REG: Battle Resolution step 7).
    """
    battle = state.battle
    if battle is not None and any(e.user == card and e.equipped for e in battle.enhancements):
        return True
    return any(instance.equipped_to == card for instance in state.cards)


def _equipped(state: GameState, card: InstanceId) -> bool:
    """Whether *card* is equipped: a character with a weapon, or a weapon on a character."""
    if state.cards[card].equipped_to is not None:
        return True
    battle = state.battle
    if battle is not None and any(e.card == card and e.equipped for e in battle.enhancements):
        return True
    return is_equipped(state, card)


def _parts_placed(selector: t.Selector) -> bool:
    """Whether some part of a list names its own places ("a Hero from deck or ...")."""
    return any(part.locations for part in selector.parts)


def _rescuing(scope: Scope, card: InstanceId) -> bool:
    battle = scope.state.battle
    return (
        battle is not None
        and card in battle.heroes
        and (battle.kind is BattleKind.RESCUE_ATTEMPT or battle.rescued)
    )


_STATUS_TESTS: Final[dict[t.Status, Callable[[Scope, InstanceId], bool]]] = {
    # REG: Attacking, Blocking, Alone, Rescuing
    t.Status.ATTACKING: _attacking,
    t.Status.BLOCKING: _blocking,
    t.Status.TAUNTING: _taunting,
    t.Status.ALONE: lambda scope, card: scope._lone(card),  # noqa: SLF001
    t.Status.BLOCKED: _blocked,
    t.Status.UNBLOCKED: lambda scope, card: (
        _attacking(scope, card) and card in _heroes(scope) and not _blocked(scope, card)
    ),
    t.Status.RESCUING: _rescuing,
    t.Status.EQUIPPED: lambda scope, card: is_equipped(scope.state, card),
    t.Status.IN_BATTLE: lambda scope, card: scope.where(card)[1] is Zone.FIELD_OF_BATTLE,
    t.Status.OPPOSED: _opposed,
    t.Status.IN_TERRITORY: lambda scope, card: scope.where(card)[1] is Zone.TERRITORY,
    t.Status.IN_PLAY: lambda scope, card: (
        scope.on_surface(card) and scope.where(card)[1] is not Zone.LAND_OF_REDEMPTION
    ),
    # REG: Occupied: a Site holding a Lost Soul, a Fortress holding a card
    t.Status.OCCUPIED: lambda scope, card: occupied(scope.state, card),
    t.Status.UNOCCUPIED: lambda scope, card: not occupied(scope.state, card),
}
"""How each state of a card a condition names is tested (the others are not carried out)."""


_Check = Callable[[Scope, InstanceId, "CardDef"], bool]
"""A test of one field of a description, on a card and its definition."""


def _checks(selector: t.Selector) -> tuple[_Check, ...]:
    """The tests a card must pass to fit *selector*, worked out once per selector."""
    cached = _CHECKS.get(id(selector))
    if cached is not None and cached[0] is selector:
        return cached[1]
    found = tuple(_build_checks(selector))
    if len(_CHECKS) > 50_000:
        _CHECKS.clear()
    _CHECKS[id(selector)] = (selector, found)
    return found


_CHECKS: dict[int, tuple[t.Selector, tuple[_Check, ...]]] = {}


def title_word(words: str) -> re.Pattern[str]:
    """What a title must hold to have *words* "in the title" (ORDIR: "X in the Title").

    The words themselves, in any case, singular or plural, and possessive: ORDIR lists
    Greek Scholars and Stoic Philosophers as having "scholar" or "philosopher" in the
    title, Paul's Nephew "Paul", Herod's Guard "Herod", but not Herodias, whose title
    holds another word. So "the word lying in the title" is not in Flying Scroll's, "ship"
    not in Baal Worship's, "Faith" not in Faithful Servant's.

    >>> [bool(title_word("herod").search(t)) for t in ("Herod's Guard", "Herodias")]
    [True, False]
    """
    return _title_words(words.lower())


@cache
def _title_words(words: str) -> re.Pattern[str]:
    return re.compile(rf"(?<!\w){re.escape(words)}(?:e?s)?(?!\w)", re.IGNORECASE)


def _has_identifiers(definition: CardDef, identifiers: tuple[str, ...]) -> bool:
    """Whether a card has every identifier of *identifiers*, kept per card and words."""
    key = (id(definition), identifiers)
    known = _IDENTIFIED.get(key)
    if known is not None and known[0] is definition:
        return known[1]
    found = all(has_identifier(definition, word) for word in identifiers)
    if len(_IDENTIFIED) > 50_000:
        _IDENTIFIED.clear()
    _IDENTIFIED[key] = (definition, found)
    return found


_IDENTIFIED: dict[tuple[int, tuple[str, ...]], tuple[CardDef, bool]] = {}


def _type_check(types: frozenset[str], *, captured: bool = False) -> _Check:
    """The test of a selector's type words.

    A Redeemed Soul is a Lost Soul in a Land of Redemption (REG: Redeemed Soul); a captured
    Hero, a card captured as a Hero (REG: Captured Character).
    """
    if captured:
        return partial(_was_type, types)
    if REDEEMED_SOUL not in types:
        return partial(_has_type_word, types)
    others = types - {REDEEMED_SOUL}
    return lambda scope, card, d: (
        (d.is_lost_soul and scope.where(card)[1] is Zone.LAND_OF_REDEMPTION)
        or bool(others & _type_words(d, scope.identity(card)))
    )


def _was_type(types: frozenset[str], scope: Scope, card: InstanceId, definition: CardDef) -> bool:
    """Whether *card* is a captured character that was of one of the type words *types*.

    "Captured Hero": a captured character that was a Hero when captured (REG: Captured
    Character); other cards are not captured Heroes.
    """
    was = scope.state.cards[card].captured
    return was is not None and bool(types & _type_words(definition, was))


def _has_type_word(
    types: frozenset[str], scope: Scope, card: InstanceId, definition: CardDef
) -> bool:
    """Whether *card* answers to one of the type words *types* where it is now.

    The answer depends only on the card's definition and its identity where it stands, so
    it is kept for each pair (the words of a card are read once, as :func:`_type_words`).
    """
    identity = scope.identity(card)
    key = (types, id(definition), identity)
    known = _HAS_TYPE.get(key)
    if known is not None and known[0] is definition:
        return known[1]
    found = bool(types & _type_words(definition, identity))
    if len(_HAS_TYPE) > 50_000:
        _HAS_TYPE.clear()
    _HAS_TYPE[key] = (definition, found)
    return found


_HAS_TYPE: dict[tuple[frozenset[str], int, CardType | None], tuple[CardDef, bool]] = {}


def _build_checks(selector: t.Selector) -> list[_Check]:
    checks: list[_Check] = []
    types = frozenset(selector.types)
    if TOKEN in types:  # "Hero Tokens": Heroes that are tokens (REG: Token)
        checks.append(lambda _scope, _card, d: d.is_token)
        types -= {TOKEN}
    if types:
        checks.append(_type_check(types, captured="captured" in selector.qualifiers))
    elif selector.ref is None and (selector.names or selector.identifiers):
        checks.append(lambda scope, card, d: not d.is_character or scope.is_type(card, "character"))
    alignment = selector.alignment
    if alignment is not None:
        checks.append(lambda scope, card, _: scope.alignment(card) is alignment)
    brigades = frozenset(selector.brigades)
    if brigades:
        checks.append(lambda scope, card, _: bool(scope.brigades(card) & brigades))
    identifiers = selector.identifiers
    if identifiers:
        checks.append(lambda _, __, d: _has_identifiers(d, identifiers))
    books = tuple(in_book(book) for book in selector.books)
    if books:
        checks.append(lambda _, __, d: any(test(d.reference) for test in books))
    names = selector.names
    if names:
        checks.append(lambda _, __, d: any(_named(d, name) for name in names))
    owner = selector.owner
    if owner is not None:
        checks.append(lambda scope, card, _: scope._owned(card, owner))  # noqa: SLF001
    if selector.other:
        checks.append(lambda scope, card, _: card not in (scope.source, scope.user))
    text = selector.text.lower()
    if text and selector.text_in == "special ability":
        checks.append(lambda _, __, d: text in d.special_ability.lower())
    elif text:
        titled = title_word(text)
        checks.append(lambda _, __, d: titled.search(d.title) is not None)
    stats = selector.stats
    if stats is not None:  # last of these: a card's numbers now cost more than the rest
        checks.append(lambda scope, card, _: scope._stats(card, stats))  # noqa: SLF001
    return checks + _checks_in_game(selector)


def _excepts(scope: Scope, card: InstanceId, exception: t.Selector) -> bool:
    """Whether *exception* leaves *card* out.

    "Except this one" is the card the ability is on: a reference names its cards (its other
    words are tested as well). An exception naming a place ("a Gospel Hero not in battle",
    "Heroes except in battle") leaves out only the cards in that place.
    """
    if exception.ref is not None and card not in scope.refer(exception):
        return False
    if exception.locations and not scope.is_at(card, exception):
        return False
    return scope.matches(card, exception)


def _checks_in_game(selector: t.Selector) -> list[_Check]:
    """The tests of how a card is used and what it does.

    Its user, the exceptions, the qualifiers and the kinds of its ability.
    """
    checks: list[_Check] = []
    used_by = selector.used_by
    if used_by is not None:
        checks.append(lambda scope, card, _: scope._used_by(card, used_by))  # noqa: SLF001
    exceptions = selector.exceptions
    if exceptions:
        checks.append(lambda scope, card, _: not any(_excepts(scope, card, e) for e in exceptions))
    qualifiers = tuple(q for q in selector.qualifiers if q != ONLY and q not in EXTREMES)
    if qualifiers:
        checks.append(lambda scope, card, _: all(scope._qualifier(card, q) for q in qualifiers))  # noqa: SLF001
    if ONLY in selector.qualifiers and only_tested(selector):
        rest = attrs.evolve(selector, qualifiers=qualifiers)
        checks.append(lambda scope, card, _: scope.candidates(rest) == (card,))
    extreme = next((q for q in selector.qualifiers if q in EXTREMES), None)
    if extreme is not None:
        others = tuple(q for q in selector.qualifiers if q != extreme)
        fits = attrs.evolve(selector, qualifiers=others, count=t.Count(t.Quantifier.ALL))
        checks.append(lambda scope, card, _: card in scope.extreme(fits, extreme))
    kinds = frozenset(selector.abilities)
    if kinds and ABILITY not in selector.types:
        checks.append(lambda _, __, d: bool(kinds & _ability_kinds(d)))
    return checks


EXTREMES: Final = frozenset(
    {"lowest_strength", "lowest_toughness", "highest_strength", "highest_toughness"}
)
"""The qualifiers of "the Hero with the lowest toughness", "your human with the smallest
toughness": of the cards the rest of the words name, those whose number is the least (the
greatest). Cards tied for it all fit, and the player picks among them."""


ONLY: Final = "only"
"""The qualifier of "the only Hero in battle", "your only human Hero in play": the one card
that fits the rest of the words there (see :func:`only_tested`)."""


def only_tested(selector: t.Selector) -> bool:
    """Whether "only" in *selector* is tested: one card, in the places the words name.

    "If the only Hero in battle is warrior class": exactly one Hero is in battle, and it is
    a warrior. The plural ("the only cards in territory are Lost Souls"), "only" with no
    place ("the only human Hero you control") and "only" before a name ("If you control only
    Roman Spearmen in battle": every character of yours there is one) are not.
    """
    return (
        selector.count == t.Count(t.Quantifier.EXACTLY, 1)
        and bool(selector.locations)
        and not selector.names
    )


def read_ability_kinds_with(reader: Callable[[CardDef], frozenset[str]]) -> None:
    """Tell the effect kinds of a card's special ability with *reader*.

    "A card with a capture ability" tests them. The layer that reads abilities calls this
    once when it is imported.
    """
    _KIND_READERS[:] = [reader]


def _ability_kinds(definition: CardDef) -> frozenset[str]:
    return _KIND_READERS[0](definition) if _KIND_READERS else frozenset()


_KIND_READERS: list[Callable[[CardDef], frozenset[str]]] = []
ABILITY: Final = "ability"
"""The type word of a selector that names abilities, not cards ("evil discard abilities")."""


def unplayed(selector: t.Selector) -> t.Selector:
    """*selector* without "last", "next", "played", its owner and places.

    What a card played must be to count: "the last good Enhancement played this battle" is
    a good Enhancement. The same object comes back for the same selector, so its tests are
    worked out once.
    """
    cached = _UNPLAYED.get(id(selector))
    if cached is not None and cached[0] is selector:
        return cached[1]
    plain = attrs.evolve(
        selector,
        qualifiers=tuple(q for q in selector.qualifiers if q not in ("last", "next", "played")),
        owner=None,
        locations=(),
    )
    if len(_UNPLAYED) > 50_000:
        _UNPLAYED.clear()
    _UNPLAYED[id(selector)] = (selector, plain)
    return plain


_UNPLAYED: dict[int, tuple[t.Selector, t.Selector]] = {}


def _type_words(definition: CardDef, identity: CardType | None) -> frozenset[str]:
    """The REG type words a card answers to as *identity* (None: at face value)."""
    key = (id(definition), identity)
    cached = _WORDS.get(key)
    if cached is not None and cached[0] is definition:
        return cached[1]
    identities = (identity,) if identity is not None else definition.identities
    words = {"card"}
    words.update(w for w, kinds in _TYPE_IDENTITIES.items() if any(i in kinds for i in identities))
    words.update(w for w, kind in _TYPE_CARD_TYPES.items() if kind in definition.types)
    if CardClass.WEAPON in definition.classes:
        words.add("weapon")
    if definition.is_token:
        words.add(TOKEN)
    found = frozenset(words)
    if len(_WORDS) > 50_000:
        _WORDS.clear()
    _WORDS[key] = (definition, found)
    return found


_WORDS: dict[tuple[int, CardType | None], tuple[CardDef, frozenset[str]]] = {}


def never_names(selector: t.Selector, definition: CardDef) -> bool:
    """Whether *selector*'s type words fit no identity of a card of *definition*.

    "The first evil Enhancement played" never names a Fortress, wherever it is and whatever
    happens to it. Redeemed and captured cards, which their place or record makes what
    they are, and abilities are not answered so.
    """
    types = frozenset(selector.types)
    return (
        bool(types)
        and REDEEMED_SOUL not in types
        and ABILITY not in types
        and "captured" not in selector.qualifiers
        and not types & _type_words(definition, None)
    )


# -- what the engine can read ---------------------------------------------------------------


EQUAL: Final = "equal"
"""The variable of "an equal number": the number of cards the effect before acted on."""
UNDEFINED_X: Final = "a number defined elsewhere (X)"
"""What :func:`unsupported_in` says of a variable number; the card may define it."""


def unsupported_in(item: object) -> list[str]:
    """What in *item* (a selector, condition, effect or ability) the engine cannot test.

    Each entry names one thing: ``"qualifier 'bible_icon'"``, ``"condition 'advantage'"``.

    >>> unsupported_in(t.Selector(qualifiers=("bible_icon",)))
    ["qualifier 'bible_icon'"]
    """
    found: list[str] = []
    _collect(item, found)
    return sorted(set(found))


def _everyones(selector: t.Selector) -> t.Selector:
    """*selector* for every player's cards: no owner, its places every player's.

    The same object comes back for the same selector, so its tests are worked out once.
    """
    cached = _EVERYONES.get(id(selector))
    if cached is not None and cached[0] is selector:
        return cached[1]
    everyone = attrs.evolve(
        selector,
        owner=None,
        locations=tuple(
            attrs.evolve(place, owner=t.Player.ALL_PLAYERS) for place in selector.locations
        ),
    )
    if len(_EVERYONES) > 50_000:
        _EVERYONES.clear()
    _EVERYONES[id(selector)] = (selector, everyone)
    return everyone


_EVERYONES: dict[int, tuple[t.Selector, t.Selector]] = {}
_RELATIONS: Final[dict[str, Callable[[int, int], bool]]] = {
    "more": lambda left, right: left > right,
    "less": lambda left, right: left < right,
    "equal": lambda left, right: left == right,
}
"""How "more ... than", "fewer ... than" and "as many ... as" compare two counts."""


def _one_named(selector: t.Selector) -> bool:
    """Whether *selector* names one card by description ("a Curse", "David's Harp")."""
    count = selector.count
    return (
        selector.ref is None
        and count.quantifier is t.Quantifier.EXACTLY
        and count.number == 1
        and not count.variable
    )


def is_number(selector: t.Selector) -> bool:
    """Whether *selector* is a bare number ("X" in "if X is 2 or greater"), not cards."""
    return bool(selector.count.variable) and selector == t.Selector(count=selector.count)


def _is_bound(selector: t.Selector) -> bool:
    """Whether *selector* is a bare bound a number is compared with ("2 or greater")."""
    count = selector.count
    return (
        count.number is not None
        and not count.variable
        and count.quantifier in (t.Quantifier.AT_LEAST, t.Quantifier.AT_MOST, t.Quantifier.EXACTLY)
        and selector == t.Selector(count=count)
    )


def _condition_missing(condition: t.Condition) -> list[str]:
    """What of *condition* itself (not the cards it names) the engine cannot test."""
    if isinstance(condition, t.Is) and (
        is_number(condition.subject) or is_number(condition.description)
    ):
        if is_number(condition.subject) and _is_bound(condition.description):
            return []
        return ["a number compared with a description"]
    if not isinstance(condition, _CONDITIONS):
        return [f"condition {condition.kind!r}"]
    if isinstance(condition, t.Controls) and condition.target.ref is not None:
        # "take an opponent's Site. If he doesn't have one, ...": "one" of the cards named
        # before, a kind no count of cards controlled tests
        return ["a player having one of the cards named before"]
    if isinstance(condition, t.Exists) and any(_bare_state(p) for p in condition.target.parts):
        # "If blocking and King Manasseh is in your discard pile": read as a blocking card
        # in the discard pile
        return ["a state of this card joined by 'and' to cards somewhere"]
    return []


def _in_places_of(selector: t.Selector, player: t.Player) -> t.Selector:
    """*selector* with its places of no one's *player*'s: "if opponent has a demon in hand".

    The same object comes back for the same selector and player.
    """
    if all(place.owner is not None for place in selector.locations):
        return selector
    key = (id(selector), player)
    cached = _PLACES_OF.get(key)
    if cached is not None and cached[0] is selector:
        return cached[1]
    found = attrs.evolve(
        selector,
        locations=tuple(
            place if place.owner is not None else attrs.evolve(place, owner=player)
            for place in selector.locations
        ),
    )
    if len(_PLACES_OF) > 50_000:
        _PLACES_OF.clear()
    _PLACES_OF[key] = (selector, found)
    return found


_PLACES_OF: dict[tuple[int, t.Player], tuple[t.Selector, t.Selector]] = {}


def counts_brigades(selector: t.Selector) -> bool:
    """Whether *selector* counts brigades of cards ("3 or more good brigades"), not cards.

    Brigades of an alignment or any, in the places it names, counted with "N or more",
    "N or fewer", "no" or "a"; nothing else about them.
    """
    count = selector.count
    if selector.types != (BRIGADE,) or count.variable:
        return False
    if count.quantifier is t.Quantifier.EXACTLY and count.number != 1:
        return False
    if count.quantifier not in _COUNTED:
        return False
    bare = attrs.evolve(selector, types=(), alignment=None, locations=(), count=_ALL)
    places = all(
        place.card is None and place.position is None and place.zone in _BRIGADE_PLACES
        for place in selector.locations
    )
    return bare == t.Selector(count=_ALL) and places


def brigades_of(selector: t.Selector) -> t.Selector:
    """The cards whose brigades a selector of :func:`counts_brigades` counts."""
    return attrs.evolve(selector, types=(), alignment=None, count=_ALL)


def is_brigades_revealed(condition: t.Is) -> bool:
    """Whether *condition* is "if 2 or more evil brigades are revealed": the cards revealed."""
    description = condition.description
    return (
        counts_brigades(condition.subject)
        and not condition.subject.locations
        and (
            attrs.evolve(description, count=_ALL)
            == t.Selector(count=_ALL, qualifiers=("revealed",))
        )
    )


def _event_or_status_missing(item: t.StatusIs | t.Happened) -> list[str]:
    if isinstance(item, t.StatusIs):
        if item.status not in _STATUS_TESTS:
            return [f"condition {item.kind!r} ({item.status.value})"]
        return []
    return [] if happened_followed(item) else [f"condition {item.kind!r}"]


def _brigades_collected(item: object, found: list[str]) -> bool:
    """Collect what a condition counting brigades cannot test: the rest of its cards' words."""
    if isinstance(item, (t.Exists, t.Controls)) and counts_brigades(item.target):
        _collect(attrs.evolve(item, target=brigades_of(item.target)), found)
        return True
    return isinstance(item, t.Is) and is_brigades_revealed(item)


BRIGADE: Final = "brigade"
"""The type word of a brigade ("good brigades"): counted, not a card."""
_BRIGADED: Final = frozenset(
    {
        CardType.HERO,
        CardType.EVIL_CHARACTER,
        CardType.GOOD_ENHANCEMENT,
        CardType.EVIL_ENHANCEMENT,
        CardType.SITE,
    }
)
"""The identities that have brigades (REG: Brigade)."""
_BRIGADE_PLACES: Final = frozenset({t.Zone.BATTLE, t.Zone.TERRITORY, t.Zone.PLAY})
"""Places brigades are counted in: "in battle", "in territory", "in play"."""


def _bare_state(selector: t.Selector) -> bool:
    """Whether *selector* is a state alone ("blocking"), no card named."""
    named = attrs.evolve(selector, count=t.Selector().count, qualifiers=(), locations=())
    return bool(selector.qualifiers) and named == t.Selector()


def _collect(item: object, found: list[str]) -> None:
    if _brigades_collected(item, found):
        return
    if isinstance(item, t.Selector):
        found.extend(_selector_missing(item))
    elif isinstance(item, t.Count) and item.variable and item.variable != EQUAL:
        found.append(UNDEFINED_X)
    elif isinstance(item, (t.StatusIs, t.Happened)):
        found.extend(_event_or_status_missing(item))
        if isinstance(item, t.Happened):
            return  # its target names an ability kind, not cards
    elif isinstance(item, t.Condition) and (missing := _condition_missing(item)):
        found.extend(missing)
    else:
        found.extend(_read_but_not_followed(item))
    if attrs.has(type(item)):
        for field in attrs.fields(type(item)):  # type: ignore[arg-type]
            if field.name != "span":
                _collect_field(item, field.name, getattr(item, field.name), found)
    elif isinstance(item, tuple):
        for each in item:
            _collect(each, found)


def _collect_field(item: object, name: str, value: object, found: list[str]) -> None:
    """What is not tested in field *name* of *item*, whose value is *value*."""
    if (
        name in ("source", "target")
        and isinstance(item, Effect)
        and (item.kind, name) in _BRIGADES_SELECTED
        and isinstance(value, t.Selector)
        and is_brigade_choice(value)
    ):
        # brigades the player selects: only how many is read
        _collect((value.count, value.alternative, value.alternative_condition), found)
    elif name == "source" and isinstance(item, Effect) and isinstance(value, t.Selector):
        _collect(_as_protected_from(value), found)
    elif (
        name == "target"
        and isinstance(item, Effect)
        and item.kind == "copy"
        and isinstance(value, t.Selector)
        and names_its_ability(value)
    ):
        pass  # "to copy its special ability": the card the effect before dealt with
    elif (
        name == "target"
        and isinstance(item, Effect)
        and item.kind in _NEGATED_SELECTORS
        and isinstance(value, t.Selector)
        and negated_kinds(value) is not None
    ):
        _collect(negated_cards(value), found)
    else:
        _collect(value, found)


_BRIGADES_SELECTED: Final = frozenset(
    {("select", "target"), ("protect", "source"), ("immune", "source")}
)
"""The effects whose handlers have the player select the brigades a selector names: "Select
an evil brigade", "immune to selected evil brigade" (REG: Select)."""


def _counted(number: int, count: t.Count) -> bool:
    """Whether *number* is what *count* asks: "5 or more", "4 or fewer", "no", "a"."""
    if count.quantifier is t.Quantifier.AT_LEAST:
        return number >= (count.number or 1)
    if count.quantifier is t.Quantifier.AT_MOST:
        return number <= (count.number or 0)
    if count.quantifier is t.Quantifier.NONE:
        return number == 0
    return number >= 1


_PLAYED: Final = "played:"


def played_key(card: InstanceId) -> str:
    """The key of the note that *card* was played this turn (see :class:`Use`)."""
    return f"{_PLAYED}{card}"


def played_title_key(title: str) -> str:
    """The key of the note that a card titled *title* was played this game."""
    return f"played title:{title}"


DRAWN: Final = "drawn"
"""The key of the count of the cards a player drew this turn."""
DRAWN_BY_ABILITY: Final = "drawn by ability"
"""The key of the count of the cards a player drew this turn by special abilities."""


def used_key(kind: str) -> str:
    """The key under which a player's use of an ability of *kind* this turn is noted."""
    return f"used:{kind}"


def _played_against_followed(condition: t.Happened) -> bool:
    """Whether the engine tests "if used (played) against [characters]".

    Of the card's own play, with no other words, the characters named by what they are
    (REG: Played Against).
    """
    against = condition.against
    assert against is not None  # noqa: S101 - the caller tests it
    return (
        condition.event in ("used", "played")
        and condition.target is None
        and condition.player is None
        and condition.by is None
        and condition.where is None
        and not condition.within
        and against.ref is None
        and not against.locations
        and against.count.quantifier is t.Quantifier.EXACTLY
        and not against.count.variable
        and not unsupported_in(against)
    )


def happened_followed(condition: t.Happened) -> bool:
    """Whether the engine tests *condition* (see :meth:`Scope.holds`).

    It does for this card's own play in battle and what it was played against, for "if
    you have attacked this turn" and for "if opponent has used a search ability this
    turn"; not for what it keeps no record of (cards drawn, cards played in earlier turns).
    """
    if condition.against is not None:
        return _played_against_followed(condition)
    if condition.by is not None:
        return False
    character = played_on(condition)
    if character is not None:
        return not unsupported_in(character)
    if played_in_battle(condition):
        assert condition.target is not None  # noqa: S101 - played_in_battle tests it
        plain = attrs.evolve(condition.target, locations=())
        return (
            (condition.player is None or condition.player in _PLAYERS)
            and _recorded("played", "turn", plain)
            and not unsupported_in(plain)
        )
    if condition.event == "played" and condition.target is None:
        return (
            condition.player is None
            and not condition.within
            and condition.where is not None
            and only_battle(condition.where)
        )
    if condition.player is not None and condition.player not in _PLAYERS:
        return False
    target = condition.target
    if condition.event in ("played", "drawn") and target is not None:
        return condition.where is None and _recorded(condition.event, condition.within, target)
    if condition.within != "turn" or condition.where is not None:
        return False
    if condition.player is not None and condition.player not in _PLAYERS:
        return False
    if condition.event == "attacked":
        return condition.target is None
    return (
        condition.event == "used"
        and target is not None
        and bool(target.abilities)
        and attrs.evolve(target, abilities=(), count=_ONE) == _ANY_ABILITY
    )


def played_on(condition: t.Happened) -> t.Selector | None:
    """The character "if played on Michael" names, or None for another condition.

    An Enhancement played on a character is used by it (REG: Used By): the condition holds
    when the character using the card fits the words.
    """
    where = condition.where
    if (
        condition.event != "played"
        or condition.target is not None
        or condition.player is not None
        or condition.within
        or where is None
        or len(where.locations) != 1
        or attrs.evolve(where, count=_ALL, locations=()) != t.Selector(count=_ALL)
    ):
        return None
    location = where.locations[0]
    if location.zone is not t.Zone.ON_CARD or location.owner is not None or location.position:
        return None
    return location.card


_A_SITE: Final = t.Selector(
    count=t.Count(t.Quantifier.ALL),
    locations=(t.Location(t.Zone.ON_CARD, card=t.Selector(types=("Site",))),),
)
"""The place of "if this Lost Soul is put in a Site": any Site."""


def put_in_a_site(trigger: OnEvent) -> bool:
    """Whether *trigger* is a Lost Soul's "If this Lost Soul is put in a Site".

    It fires as the Lost Soul goes into a Site, not as it comes into play (REG: Site,
    Triggered Effect).
    """
    subject = trigger.subject
    return (
        trigger.event is Event.PUT_IN_PLAY
        and trigger.where == _A_SITE
        and trigger.by is None
        and trigger.player is None
        and trigger.target is None
        and trigger.phase is None
        and not trigger.or_events
        and not trigger.once
        and trigger.direction is t.Direction.INTO
        and subject is not None
        and subject.ref is t.Ref.THIS_CARD
        and attrs.evolve(subject, ref=None, types=()) == t.Selector(count=subject.count)
    )


def put_in_a_site_by_you(trigger: OnEvent) -> OnEvent | None:
    """A Lost Soul's "If you put this Lost Soul in a Site" as "If ... is put in a Site".

    A player puts a Lost Soul only into a Site of theirs, and so comes to control it: the
    player it fires for is the one who put it (REG: Site, Control). None for another
    trigger.
    """
    target = trigger.target
    if (
        trigger.event is not Event.PUT_IN_PLAY
        or trigger.player is not t.Player.YOU
        or trigger.subject is not None
        or trigger.where is not None
        or trigger.by is not None
        or trigger.phase is not None
        or trigger.or_events
        or trigger.once
        or target is None
        or target.ref is not t.Ref.THIS_CARD
        or target.locations != _A_SITE.locations
        or attrs.evolve(target, ref=None, types=(), locations=()) != t.Selector(count=target.count)
    ):
        return None
    return attrs.evolve(
        trigger,
        player=None,
        target=None,
        subject=attrs.evolve(target, locations=()),
        where=_A_SITE,
        direction=t.Direction.INTO,
    )


def in_battle_or_played_there(
    battle: Battle, played: Sequence[Played], card: InstanceId, serial: int | None
) -> bool:
    """Whether *card* is in *battle*, or its play numbered *serial* was made in it.

    *played* are the plays of the phase (REG: Rescue Attempt: "cards played in battle").
    """
    return card in battle.cards() or any(
        entry.card == card and entry.serial == serial and entry.in_battle for entry in played
    )


def played_in_battle(condition: t.Happened) -> bool:
    """Whether *condition* is "if opponent has played an Enhancement in battle".

    The cards played in this battle: the engine allows one battle a turn, and keeps the
    cards played in this phase.
    """
    target = condition.target
    return (
        condition.event == "played"
        and not condition.within
        and condition.where is None
        and target is not None
        and target.locations == (t.Location(t.Zone.BATTLE),)
    )


def _recorded(event: str, within: str, target: t.Selector) -> bool:
    """Whether the engine keeps the record a "played" or "drawn" condition reads.

    The cards each player drew this turn ("drawn 5 or more cards this turn"), the cards they
    played this turn ("played no Enhancements this turn", "played a good Dominant this
    turn"), the titles they played this game ("not played Son of God this game").
    """
    count = target.count
    if count.variable or count.quantifier not in _COUNTED:
        return False
    if event == "drawn":
        return within == "turn" and target == t.Selector(count=count, types=("card",))
    if within == "turn":
        plain = attrs.evolve(target, count=count)
        return (
            plain.ref is None
            and not plain.parts
            and not plain.locations
            and plain.owner is None
            and not plain.qualifiers
            and not plain.exceptions
            and plain.used_by is None
        )
    return (
        within == ""
        and bool(target.names)
        and target == t.Selector(count=count, names=target.names)
    )


_COUNTED: Final = frozenset(
    {t.Quantifier.AT_LEAST, t.Quantifier.AT_MOST, t.Quantifier.NONE, t.Quantifier.EXACTLY}
)


def only_battle(selector: t.Selector) -> bool:
    """Whether *selector* names the battle and nothing else: "in battle", "during battle"."""
    return attrs.evolve(selector, count=_ALL) == BATTLE_PLACE


_ONE: Final = t.Count(t.Quantifier.EXACTLY, 1)
_ALL: Final = t.Count(t.Quantifier.ALL)
_ANY_ABILITY: Final = t.Selector(count=_ONE, types=("ability",))
BATTLE_PLACE: Final = t.Selector(count=_ALL, locations=(t.Location(t.Zone.BATTLE),))
"""The place "in battle" as the grammar reads it ("if played in battle")."""


_ITS_ABILITY: Final = t.Selector(count=_ONE, owner=t.Player.OWNER, types=(ABILITY,))


def names_its_ability(selector: t.Selector) -> bool:
    """Whether *selector* is "its special ability", and no more.

    "Banish a human from a discard pile to copy its special ability": the special ability
    of the card the effect before dealt with (REG: Copy).
    """
    return selector == _ITS_ABILITY


def _as_protected_from(selector: t.Selector) -> t.Selector:
    """The "from ..." of a protection with abilities named by kind taken as tested.

    A protection from abilities ("from evil discard abilities") is carried out by the
    protection machinery (:mod:`redemption_rules.effects.protection`); the rest of its words
    name the cards the abilities are on.
    """
    converted = abilities_on(selector)
    if converted is selector and _on_card_places(selector):
        return selector  # "the ability on that card": not read this way
    selector = converted
    if "ability" not in selector.types:
        return selector
    return attrs.evolve(
        selector,
        types=tuple(word for word in selector.types if word != "ability"),
        abilities=(),
        exceptions=tuple(e for e in selector.exceptions if not kinds_excepted((e,))),
    )


def kinds_excepted(exceptions: tuple[t.Selector, ...]) -> frozenset[str]:
    """The kinds of abilities *exceptions* leave out: "(except discard abilities)".

    Only exceptions that name abilities by kind and nothing else count.
    """
    return frozenset(
        kind
        for each in exceptions
        if each.abilities
        and attrs.evolve(each, count=_ALL)
        == t.Selector(count=_ALL, types=(ABILITY,), abilities=each.abilities)
        for kind in each.abilities
    )


NEGATED_KINDS: Final = frozenset({"band", "draw", "protect", "immune", "capture"})
"""Kinds of effects a negate or prevent of "[kind] abilities" is carried out for: those
whose doings this phase the engine can undo (REG: Negate): moves of cards (a band, a draw,
a capture), and the protections protect and immune effects gave. Not a search, whose
cards the effects after it may move, nor a play, whose card's own ability goes on."""
_SAME_KINDS: Final = {"protect": ("protect", "immune"), "immune": ("protect", "immune")}
"""Kinds a kind named stands for: immune and protect effects are interchangeable (REG:
Immune and Protect)."""
_NEGATED_SELECTORS: Final = frozenset({"negate", "prevent"})


def negated_kinds(target: t.Selector) -> tuple[str, ...] | None:
    """The kinds of effects "Negate [good] band abilities" names; None for other targets.

    All the abilities of those kinds, on any card of the alignment or player named, or on
    the cards named ("protect abilities on evil cards", "immune abilities on Evil
    Characters and evil weapons") (REG: Negate: a negate that specifies a type of effect
    negates only those effects). "Banding" is the band abilities; "protect" and "immune"
    name both. Abilities of other kinds, or named with more words ("used by that player",
    "except banding", "the protect ability on an evil Fortress"), are not read this way.
    """
    if _kinds_covered(target) is None:
        return None
    named = target.parts[0].abilities if target.parts else target.abilities
    return tuple(dict.fromkeys(kind for word in named for kind in _SAME_KINDS.get(word, (word,))))


def negated_cards(target: t.Selector) -> t.Selector:
    """The cards whose abilities a negate of abilities named by kind covers."""
    found = _kinds_covered(target)
    return t.Selector(count=_ALL, alignment=target.alignment) if found is None else found


def _kinds_covered(target: t.Selector) -> t.Selector | None:
    """The cards of a negate of abilities named by kind (see :func:`negated_kinds`)."""
    if target.parts:
        if target.join is not t.Join.AND or attrs.evolve(target, parts=()) != t.Selector(
            count=target.count, join=target.join
        ):
            return None
        first = _kinds_on(target.parts[0])
        rest = target.parts[1:]
        if first is None or first.parts:
            return None
        if all(map(_plain_cards, rest)):
            return t.Selector(count=_ALL, parts=(first, *rest), join=t.Join.AND)
        # "protect abilities on Heroes and Fortresses": the same kinds on each kind of card
        named = target.parts[0].abilities
        others: list[t.Selector] = []
        for part in rest:
            other = _kinds_on(part) if part.abilities == named else None
            if other is None or other.parts:
                return None
            others.append(other)
        return t.Selector(count=_ALL, parts=(first, *others), join=t.Join.AND)
    return _kinds_on(target)


def _kinds_on(target: t.Selector) -> t.Selector | None:
    """The cards of "[kind] abilities [on cards]" with no other part; else None."""
    if target.types != (ABILITY,) or not target.abilities:
        return None
    if not NEGATED_KINDS.issuperset(target.abilities):
        return None
    if target.count.quantifier not in (t.Quantifier.ALL, t.Quantifier.EACH):
        return None
    if target.locations:
        converted = abilities_on(target)
        if converted is target or converted.count.quantifier is not t.Quantifier.ALL:
            return None
        return attrs.evolve(
            converted, count=_ALL, types=converted.types[1:], abilities=()
        )  # "protect abilities on evil cards": the evil cards
    bare = attrs.evolve(target, alignment=None, owner=None, types=(), abilities=(), count=_ALL)
    if bare != t.Selector(count=_ALL):
        return None
    return t.Selector(count=_ALL, alignment=target.alignment, owner=target.owner)


def _plain_cards(part: t.Selector) -> bool:
    """Whether *part* of "[kind] abilities on evil cards and Artifacts" describes cards."""
    return (
        ABILITY not in part.types
        and not part.abilities
        and part.ref is None
        and not part.parts
        and part.count.quantifier is t.Quantifier.ALL
    )


def first_each_battle(selector: t.Selector) -> bool:
    """Whether *selector* is "the first [card] played [by an opponent] each battle"."""
    return (
        FIRST in selector.qualifiers
        and "played" in selector.qualifiers
        and selector.played_in == _EACH_BATTLE
        and selector.ref is None
        and not selector.parts
        and not selector.locations
        and selector.count.quantifier is t.Quantifier.EXACTLY
        and selector.count.number == 1
    )


FIRST: Final = "first"
"""The qualifier of "the first ... played each battle"."""
_EACH_BATTLE: Final = "each_battle"
_FIRST_FOLLOWED: Final = frozenset({"protect", "immune"})
"""The effects whose "from" words may name the first card played each battle."""


def _first_missing(effect: Effect) -> list[str]:
    """What names "the first ... played each battle" but a protection's "from" words.

    A protection covers only that card (:mod:`redemption_rules.effects.protection`); no
    other effect reads it.
    """
    for field in attrs.fields(type(effect)):
        value = getattr(effect, field.name)
        if not isinstance(value, t.Selector):
            continue
        named = [value, *value.parts]
        if not any(first_each_battle(each) for each in named):
            continue
        if effect.kind not in _FIRST_FOLLOWED or field.name != "source" or value.parts:
            return [f"qualifier {FIRST!r}"]
    return []


def _being_discarded_missing(effect: Effect) -> list[str]:
    """What acts on a character "being discarded" but a heal (REG: Heal).

    Only a heal is offered while battle resolution or an effect waits to discard a
    character ("return bearer being discarded to your territory" never finds one).
    """
    if effect.kind == "heal":
        return []
    for field in attrs.fields(type(effect)):
        value = getattr(effect, field.name)
        if isinstance(value, t.Selector) and any(
            "being_discarded" in each.qualifiers for each in (value, *value.parts)
        ):
            return ["cards being discarded, but for a heal"]
    return []


def _if_done_missing(condition: t.IfDone) -> list[str]:
    """What of "if you do" the engine would take otherwise: a count, one of the places."""
    if condition.at_least is not None:
        # "if you banish at least 1": the engine tests whether the effect was done fully
        return ["condition 'if_done' counting cards"]
    if condition.place is not None:
        # "if you take from discard pile": the engine does not say where the cards came from
        return ["condition 'if_done' in one of its places"]
    return []


def _read_but_not_followed(item: object) -> list[str]:
    """What the grammar reads in *item* that the engine would ignore or take otherwise."""
    if isinstance(item, Effect) and (
        missing := _first_missing(item) or _being_discarded_missing(item)
    ):
        return missing
    if isinstance(item, t.Advantage) and item.advantage not in _ADVANTAGES:
        # "brigade advantage": what it counts is not said
        return [f"advantage {item.advantage!r}"]
    if isinstance(item, t.IfDone) and (missing := _if_done_missing(item)):
        return missing
    if isinstance(item, t.Condition):
        # "if holder has Damascus Site in play": the engine would ask every player
        return [
            f"player {value.value!r} in a condition"
            for value in attrs.astuple(item, recurse=False)
            if isinstance(value, t.Player) and value not in _PLAYERS
        ]
    if isinstance(item, t.Player) and item in _PLAYERS_OF_CARDS:
        # "Hero's owner may ...", "restrict Hero's owner": the engine cannot say whose
        return [f"player {item.value!r}"]
    if isinstance(item, Effect) and item.kind in _CHANGES and getattr(item, "alternative", None):
        # "Decrease all Evil Characters 6/6 (or 12/12 if ...)": the handler reads one amount
        return ["other numbers under a condition"]
    if isinstance(item, Effect) and getattr(item, "until", None) is not None:
        # "reveal cards ... until 3 evil Enhancements are revealed": the handler reveals the
        # cards its target names
        return ["cards revealed until some are found"]
    if isinstance(item, Effect) and item.kind in _NOT_FROM_CARDS:
        # "search discard pile for a black Canaanite of a Canaanite Site": a kind of card,
        # not a place; "exchange a demon in your territory with a demon in your Tartaros":
        # the handler would not put the other card in the Fortress
        selectors = [getattr(item, name, None) for name in ("target", "other")]
        if any(isinstance(each, t.Selector) and _on_card_anywhere(each) for each in selectors):
            return [f"place {t.Zone.ON_CARD.value!r}"]
    if (
        isinstance(item, OnEvent)
        and item.where is not None
        and _on_card_anywhere(item.where)
        and not put_in_a_site(item)
    ):
        # "if this Lost Soul is put in a Site": the engine does not test where it is put
        return [f"place {t.Zone.ON_CARD.value!r}"]
    if isinstance(item, Effect) and getattr(item, "face_down", False):
        # "place it face down on an occupied Site": the engine puts cards face up
        return ["cards put face down"]
    if isinstance(item, OnEvent) and item.once:
        # "the next time that Hero enters battle": the engine would fire it every time
        return ["an event that fires once"]
    if missing := _described_players_missing(item):
        return missing
    if isinstance(item, Actor) and item.player is not None and item.player not in _PLAYERS:
        # "Holder may draw a card": the engine would have every player carry it out
        return [f"player {item.player.value!r} carrying an effect out"]
    return []


def _described_players_missing(item: object) -> list[str]:
    """What of players described by what they have the engine would take otherwise."""
    if isinstance(item, Actor) and item.having is not None and not _told_by_cards(item.having):
        # "each player who does must draw 6": what each player did is not kept
        return ["players described by what they have"]
    if isinstance(item, Effect) and _described_acting_on_others(item):
        # each described player is looked at as their turn comes: one must not change another
        return ["players described by what they have, acting on others' cards"]
    return []


def _told_by_cards(having: t.Condition) -> bool:
    """Whether the players described by *having* are told by their cards alone.

    "Each player with more than 6 cards in hand", "each player that controls a
    missionary", "the player with the most O.T. male Heroes in territory": the engine reads
    the condition with "that player" as each of the players named. Not "each player who
    does" (what each did is not kept), nor players compared with another ("each player who
    has more evil cards than you": what the first of them does may change the comparison
    for the next), nor counts with no place named.
    """
    if isinstance(having, t.Controls):
        return having.player is t.Player.THAT_PLAYER
    if isinstance(having, t.Compare):
        return (
            having.right is None
            and having.relation in ("most", "fewest")
            and having.left.owner is t.Player.THAT_PLAYER
            and bool(having.left.locations)
        )
    return False


def _described_acting_on_others(effect: Effect) -> bool:
    """Whether players described by what they have carry out *effect* on others' cards.

    The engine looks at each described player as their turn in the effect comes; that is
    the description as the effect began only while each acts on their own cards ("each
    player with more than 6 cards in hand must discard a card from hand").
    """
    if effect.actor is None or effect.actor.having is None:
        return False
    target = getattr(effect, "target", None)
    if not isinstance(target, t.Selector):
        return False
    return any(
        part.owner not in _OWN_CARDS
        or any(place.owner not in _OWN_CARDS for place in part.locations)
        for part in (target.parts or (target,))
    )


_OWN_CARDS: Final = frozenset({None, t.Player.YOU, t.Player.OWN, t.Player.THAT_PLAYER})
"""Owners of cards that mean those of the player carrying the effect out."""


_DEPICTS: Final = "depicts "
"""How the reading of "depicting an idol" begins the identifier it gives a card."""


_CARD_TYPE_WORDS: Final = frozenset(
    {*_TYPE_IDENTITIES, *_TYPE_CARD_TYPES, "weapon"} - {"card", TOKEN, REDEEMED_SOUL, ABILITY}
)
"""The words of one noun phrase that name a kind of card (REG: Card Types).

Two of them in one phrase ("Evil Character weapons", "Evil Character Fortress", "Lost Soul
Site", "O.T. Fortress site") are read as either kind, which the card does not mean: an
evil weapon, a Site that holds Lost Souls. Such a phrase is not carried out. "Hero Tokens"
(Heroes that are tokens) and "Evil Characters' abilities" are not two kinds of card.
"""


_NOT_CHARACTER_KINDS: Final = frozenset({"Site", "Fortress"})
"""Card kinds that are never characters, so never humans (ORDIR "Human")."""


def _human_on_a_place(item: t.Selector) -> list[str]:
    """A "human" read on a Site or Fortress, which is never a character (ORDIR "Human").

    "a human, Site or Fortress": "human" is a card of its own in the list, read as a word
    on the Site; the engine refuses the text rather than match no human.
    """
    if (
        "human" in item.identifiers
        and item.types
        and all(kind in _NOT_CHARACTER_KINDS for kind in item.types)
    ):
        return ["identifier 'human' read on a Site or Fortress"]
    return []


def _selector_missing(item: t.Selector) -> list[str]:
    """What in one selector (its own fields, not the selectors inside it) is not tested."""
    found = [
        f"qualifier {q!r}"
        for q in item.qualifiers
        if q not in _QUALIFIER_TESTS
        and not (q == FIRST and first_each_battle(item))
        and not (q == ONLY and only_tested(item))
        and q not in EXTREMES
    ]
    if ACTIVATED in item.qualifiers and ({"last", "next"} & set(item.qualifiers) or item.names):
        # "the last Artifact activated": the order of activations, which no record keeps;
        # "Ark of the Covenant or Tables of the Law activated": said after a list of names,
        # read on the last name alone
        found.append(f"qualifier {ACTIVATED!r} of the last or a named card")
    found.extend(_human_on_a_place(item))
    found.extend(
        f"type {word!r}"
        for word in item.types
        if word not in _TYPE_IDENTITIES
        and word not in _TYPE_CARD_TYPES
        and word not in ("card", "weapon", TOKEN, REDEEMED_SOUL)
    )
    if len([word for word in item.types if word in _CARD_TYPE_WORDS]) > 1:
        found.append("two card types in one noun phrase")
    if item.owner is not None and item.owner not in _PLAYERS:
        found.append(f"player {item.owner.value!r}")
    for location in item.locations:
        if location.zone is t.Zone.ON_CARD and _holder_followed(item, location):
            pass
        elif location.zone not in _ZONES and location.zone not in (t.Zone.BATTLE, t.Zone.PLAY):
            found.append(f"place {location.zone.value!r}")
        if location.owner is not None and location.owner not in _PLAYERS:
            found.append(f"player {location.owner.value!r}")
    if item.abilities and ABILITY in item.types:
        found.append("abilities named by kind")
    if any(map(_in_part_before, item.parts[1:])) and not contents_after(item):
        # "Solomon's Temple and the Artifact in it": "it" is a card of the same target
        found.append(f"place {t.Zone.ON_CARD.value!r}")
    if _holder_beside_name(item):
        # "all evil cards on David and/or King Solomon": the name after is another holder
        found.append(NAMED_HOLDERS_LISTED)
    if item.stats is not None and item.stats.variable:
        found.append(UNDEFINED_X)
    if item.alternative_locations and (not item.locations or item.alternative_condition is None):
        found.append("alternative places")
    if any(word.startswith(_DEPICTS) for word in item.identifiers):
        # "an Artifact depicting an evil altar": no card's data says what its art shows, so
        # no card would be one (an idol or a weapon is an identifier, ORDIR)
        found.append("cards described by what they depict")
    if any(
        word.startswith(_DEPICTS) for left_out in item.exceptions for word in left_out.identifiers
    ):
        # "all cards that do not depict Morg": every card would fall under the effect
        found.append("cards left out by what they depict")
    found.extend(
        f"place {location.zone.value!r}"
        for location in item.alternative_locations
        if location.zone not in _ZONES and location.zone not in (t.Zone.BATTLE, t.Zone.PLAY)
    )
    return found


def fits_at_face_value(definition: CardDef, selector: t.Selector) -> bool:
    """Whether a card, at face value, is of the kind *selector* describes.

    Its type words, alignment, brigades, identifiers and books; what depends on the game
    (places, owners, numbers, states) is not looked at.
    """
    if selector.parts:
        return any(fits_at_face_value(definition, part) for part in selector.parts)
    types = frozenset(selector.types)
    if types and not types & _type_words(definition, None):
        return False
    if selector.alignment is not None and selector.alignment is not definition.alignment:
        return False
    if selector.brigades:
        brigades = {b for kind in definition.identities for b in definition.brigades_for(kind)}
        if not brigades & set(selector.brigades):
            return False
    if selector.identifiers and not _has_identifiers(definition, selector.identifiers):
        return False
    return all(in_book(book)(definition.reference) for book in selector.books)


def _holder_followed(selector: t.Selector, location: t.Location) -> bool:
    """Whether the engine finds the cards in or on the holder *location* names.

    It does for a holder described by its kind ("in Sites", "on a Hero", "in a Fortress"),
    referred to ("on that Hero", "in this Site"), or named as a player's ("in your
    Potter's Field", "from your Tartaros"), beside a kind of card ("evil cards on David")
    or beside a pile ("from discard pile or Tartaros"). Piles or zones beside it add their
    cards ("from opponent's deck or Storehouse"); beside "in play" or "in battle" the cards
    held must be there too ("a weapon on a Hero in battle", see :meth:`Scope.is_at`). Not:

    * a card referred to that is put somewhere ("play it on your rescuing Hero"): the
      place is where it goes;
    * a holder named alone by a name after a bare word ("a son of Anak", "a child of
      Leah"): kinship, not a place;
    * abilities on cards, read only as what a protection keeps off (:func:`abilities_on`).
    """
    holder = location.card
    if selector == ON_THAT_CARD:
        return True  # "while this card remains on that Hero": see Scope.is_at
    if holder is None or selector.ref is not None or ABILITY in selector.types:
        return False
    if holder.types or holder.ref is not None:
        return True
    if not holder.names:
        return False
    owned = location.owner is not None or holder.owner is not None
    beside = any(loc.zone is not t.Zone.ON_CARD for loc in selector.locations)
    return owned or beside or bool(selector.types) or selector.alignment is not None


ON_THAT_CARD: Final = t.Selector(
    count=t.Count(t.Quantifier.EXACTLY, 1),
    ref=t.Ref.THIS_CARD,
    locations=(
        t.Location(
            t.Zone.ON_CARD, card=t.Selector(count=t.Count(t.Quantifier.EXACTLY, 1), ref=t.Ref.THAT)
        ),
    ),
)
"""This card, on the card named before: a card placed on a character stays there while it
lies on it in a territory, or is in battle placed on it (REG: Place, Bearer)."""

_NOT_FROM_CARDS: Final = frozenset({"search", "exchange"})
"""Effects whose targets are not looked for in or on cards (see :func:`unsupported_in`)."""


def _on_card_anywhere(selector: t.Selector) -> bool:
    """Whether *selector* or a part of it has a place in or on a card."""
    return bool(_on_card_places(selector)) or any(map(_on_card_anywhere, selector.parts))


CONTENTS_OF_IT: Final = t.Selector(
    count=t.Count(t.Quantifier.ALL),
    types=("card",),
    locations=(t.Location(t.Zone.ON_CARD, card=t.Selector(count=t.ONE, ref=t.Ref.IT)),),
)
""""Its contents": every card held by the card named before (REG: Contents)."""


def contents_after(selector: t.Selector) -> bool:
    """Whether *selector* is "a card and its contents" ("a site and its contents").

    "One 'The Darkness' fortress and its contents": two parts joined by "and", one card
    described, with no reference of its own, then the cards it holds
    (:data:`CONTENTS_OF_IT`), which the engine finds on the card the first part picks (REG:
    Contents: the cards held by its hold effect, the Lost Souls in a Site).
    """
    parts = selector.parts
    return (
        selector.join is t.Join.AND
        and len(parts) == 2
        and parts[1] == CONTENTS_OF_IT
        and parts[0].count == t.ONE
        and not any(map(_in_part_before, parts[:1]))
    )


def contents_of(state: GameState, holders: Iterable[InstanceId]) -> tuple[InstanceId, ...]:
    """The contents of *holders*: the cards each holds, in the order of the playing surface.

    Held cards stand in the holder's territory, set-aside area or Land of Bondage (REG:
    Contents, Hold); the cards placed on a Lost Soul are not contents.
    """
    wanted = set(holders)
    instances = state.cards
    return tuple(
        card
        for player in state.players
        for cards in (player.territory, player.set_aside)
        for card in cards
        if instances[card].held_by in wanted
    )


NAMED_HOLDERS_LISTED: Final = "cards on one of several holders named in a list"
"""Why "all evil cards on David and/or King Solomon" is refused: see :func:`_holder_beside_name`."""


def _holder_beside_name(selector: t.Selector) -> bool:
    """Whether *selector* lists cards on a card named by name, then a bare name.

    "Discard all evil cards on David and/or King Solomon" discards the evil cards on either
    Hero: King Solomon is a second card they are on (REG: Discard), not a card to discard.
    The list reads the name as a card of its own, so the engine would discard King Solomon;
    the holders a list shares are not followed, and the text is refused.
    """
    for index, part in enumerate(selector.parts[:-1]):
        on_named = any(
            loc.zone is t.Zone.ON_CARD
            and loc.card is not None
            and loc.card.names
            and not loc.card.types
            and loc.card.ref is None
            for loc in part.locations
        )
        if on_named and any(
            later.names and later == t.Selector(count=later.count, names=later.names)
            for later in selector.parts[index + 1 :]
        ):
            return True
    return False


def _in_part_before(part: t.Selector) -> bool:
    """Whether *part* of a compound is in or on a card referred back to ("in it")."""
    return any(
        loc.zone is t.Zone.ON_CARD and loc.card is not None and loc.card.ref is not None
        for loc in part.locations
    )


def _narrowed(selector: t.Selector) -> bool:
    """Whether *selector*'s cards in or on cards must be in its other places too.

    "In play" and "in battle" beside a holder say where the cards are ("a weapon on a Hero
    in battle"); a pile or zone beside it is another place to look ("from deck or
    Storehouse").
    """
    return any(loc.zone in (t.Zone.BATTLE, t.Zone.PLAY) for loc in selector.locations)


@by_identity(50_000)
def _on_card_places(selector: t.Selector) -> tuple[t.Location, ...]:
    """The places of *selector* that are cards ("in Sites"), worked out once per selector."""
    return tuple(loc for loc in selector.locations if loc.zone is t.Zone.ON_CARD)


def _card_places(state: GameState) -> dict[InstanceId, Place]:
    """Where each card of *state* is: the player and zone holding it.

    The players' zones and the battle hold every card's place, so the map read from them
    serves while they are the same records: the last one is kept, as the engine reads one
    position many times (the states of a step, and those it makes to weigh protections).
    """
    players, battle = state.players, state.battle
    last = _LAST_PLACES[-1] if _LAST_PLACES else None  # read once: threads may replace it
    if last is not None and last[0] is players and last[1] is battle:
        return last[2]
    places: dict[InstanceId, Place] = {}
    for seat, zone, cards in state.all_zones():
        for card in cards:
            places[card] = (seat, zone)
    _LAST_PLACES[:] = [(players, battle, places)]
    return places


_LAST_PLACES: list[tuple[object, object, dict[InstanceId, Place]]] = []
"""The players' zones and the battle last read for where cards are, and the map read."""


def is_plain(selector: t.Selector) -> bool:
    """Whether a card fits *selector* by what it is and the zone it is in alone.

    Its definition (type words, alignment, brigades, identifiers, book, name, text, and
    qualifiers such as "meek" or "unique"), its instance record (identity, convert, meek,
    owner), the zone holding it and, in battle, its side: no reference, numbers, exception,
    user, order of play or kinds of ability (the packs read those), owners only as seen
    from the reader ("your", "opponents'"), and places that are zones, not cards or
    positions in a deck. Which cards fit such a description in some places changes only
    when the places' cards, their records or the sides of battle do. Worked out once per
    selector.
    """
    cached = _PLAIN.get(id(selector))
    if cached is not None and cached[0] is selector:
        return cached[1]
    found = (
        selector.ref is None
        and (selector.owner is None or selector.owner in _SEATED)
        and not selector.parts
        and _PLAIN_QUALIFIERS.issuperset(selector.qualifiers)
        and selector.stats is None
        and not selector.other
        and not selector.random
        and not selector.exceptions
        and selector.used_by is None
        and selector.alternative_condition is None
        and not selector.alternative_locations
        and not selector.played_in
        and (not selector.abilities or ABILITY in selector.types)  # kinds read by the packs
        and all(
            place.card is None and place.position is None and place.zone not in _POSITIONS
            for place in selector.locations
        )
    )
    if len(_PLAIN) > 50_000:
        _PLAIN.clear()
    _PLAIN[id(selector)] = (selector, found)
    return found


_PLAIN: dict[int, tuple[t.Selector, bool]] = {}
_SEATED: Final = frozenset(
    {
        t.Player.YOU,
        t.Player.OWN,
        t.Player.OPPONENT,
        t.Player.EACH_OPPONENT,
        t.Player.OPPONENTS,
        t.Player.ALL_PLAYERS,
    }
)
"""Owners a plain selector may name: players the reader and the number of players fix."""
_PLAIN_QUALIFIERS: Final = frozenset(
    {
        "meek",
        "no_special_ability",
        "generic",
        "star",
        "unique",
        "single_brigade",
        "multi_brigade",
        "non_human",
        "non_warrior",
        "non_weapon",
        "dual_icon",
    }
)
"""Qualifiers that read a card's definition and its record's meek identity alone."""
_UNOWNED: dict[int, tuple[t.Selector, t.Selector]] = {}
"""By plain selector with an owner: the same selector without it."""


def _unowned(selector: t.Selector) -> t.Selector:
    """*selector* without its owner, the same object each time (its fits are kept by it)."""
    known = _UNOWNED.get(id(selector))
    if known is None or known[0] is not selector:
        if len(_UNOWNED) > 5_000:
            _UNOWNED.clear()
        known = _UNOWNED[id(selector)] = (selector, attrs.evolve(selector, owner=None))
    return known[1]


_FITS: dict[
    int,
    tuple[
        t.Selector,
        tuple[CardDef, ...],
        dict[InstanceId, tuple[CardDef, CardInstance, Zone, bool]] | None,
    ],
] = {}
"""By plain selector: the game (its definitions) it was last read in, and by card there the
card's definition, record and zone and whether it fits (None: read once in that game)."""
_POSITIONS: Final = frozenset({t.Zone.ON_CARD, t.Zone.TOP_OF_DECK, t.Zone.BOTTOM_OF_DECK})
"""Places that are a card or a position in a deck rather than a zone."""


def _plain_fit(scope: Scope, card: InstanceId, selector: t.Selector, zone: Zone) -> bool:
    """Whether *card*, in *zone*, fits the plain *selector* (see :func:`is_plain`).

    Of its record, such a selector reads the active identity, the brigades a convert gave
    and the meek identity alone; with its definition and zone they make the answer, which
    is kept for the process: the games of the same decks read the same selectors of the
    same cards.
    """
    owner = selector.owner
    if owner is not None:  # whose a card is reads its place, record and side alone
        return _plain_fit(scope, card, _unowned(selector), zone) and scope._owned(card, owner)  # noqa: SLF001
    definition = scope.state.card(card)
    record = scope.state.cards[card]
    # ids for the enum members: an Enum member hashes in Python
    key = (
        id(selector),
        id(definition),
        id(zone),
        id(record.identity),
        record.converted,
        record.meek,
    )
    known = _PLAIN_FITS.get(key)
    if known is not None and known[0] is selector and known[1] is definition:
        return known[2]
    fits = scope.matches(card, selector)
    if len(_PLAIN_FITS) > 50_000:
        _PLAIN_FITS.clear()
    _PLAIN_FITS[key] = (selector, definition, fits)
    return fits


_PLAIN_FITS: dict[
    tuple[int, int, int, int, tuple[Brigade, ...] | None, bool],
    tuple[t.Selector, CardDef, bool],
] = {}
"""By plain selector, definition, zone and what of the record it reads: whether it fits."""


def abilities_on(selector: t.Selector) -> t.Selector:
    """Abilities on cards ("discard abilities on evil cards") as the abilities of the cards.

    The result is the cards' description with the word ``"ability"`` among its types. A
    protection from abilities names the cards the abilities are on; "abilities on evil
    cards" are the abilities of evil cards, "the special ability on the next evil
    Enhancement played this battle" that Enhancement's. Other selectors come back as they
    are, and so do abilities on a card named by reference ("the ability on that card"),
    which are not read this way. The same object comes back for the same selector.
    """
    cached = _ABILITIES_ON.get(id(selector))
    if cached is not None and cached[0] is selector:
        return cached[1]
    found = _kinds_together(selector)
    if ABILITY in selector.types and len(selector.locations) == 1:
        place = selector.locations[0]
        holder = place.card
        excepted = tuple(e for e in selector.exceptions if kinds_excepted((e,)))
        bare = attrs.evolve(
            selector,
            types=tuple(word for word in selector.types if word != ABILITY),
            abilities=(),
            locations=(),
            exceptions=tuple(e for e in selector.exceptions if e not in excepted),
        )
        ordered = (
            holder is not None
            and selector.qualifiers == (_PLAYED_WORD,)
            and bool(_ORDERED & set(holder.qualifiers))
        )
        if ordered:  # "the special ability on the next evil Enhancement played this battle"
            bare = attrs.evolve(bare, qualifiers=(), played_in="")
        if (
            place.zone is t.Zone.ON_CARD
            and place.owner is None
            and holder is not None
            and holder.ref is None
            and not holder.parts
            and holder.used_by is None
            and (ordered or not {*_ORDERED, _PLAYED_WORD} & set(holder.qualifiers))
            and bare == t.Selector(count=selector.count)
        ):
            found = attrs.evolve(
                holder,
                count=selector.count,
                types=(ABILITY, *holder.types),
                abilities=selector.abilities,
                qualifiers=(*holder.qualifiers, _PLAYED_WORD) if ordered else holder.qualifiers,
                played_in=selector.played_in or holder.played_in,
                exceptions=(*holder.exceptions, *excepted),
            )
    if len(_ABILITIES_ON) > 50_000:
        _ABILITIES_ON.clear()
    _ABILITIES_ON[id(selector)] = (selector, found)
    return found


_ABILITIES_ON: dict[int, tuple[t.Selector, t.Selector]] = {}


def _kinds_together(selector: t.Selector) -> t.Selector:
    """Abilities listed by kind ("discard abilities and remove from game abilities") as one.

    The abilities of any of those kinds, on no cards named; other selectors as they are.
    """
    parts = selector.parts
    if not parts or selector.join is not t.Join.AND:
        return selector
    if attrs.evolve(selector, parts=()) != t.Selector(count=selector.count, join=selector.join):
        return selector
    kinds = [part.abilities for part in parts]
    alone = [
        t.Selector(count=part.count, types=(ABILITY,), abilities=part.abilities) for part in parts
    ]
    if not all(kinds) or alone != list(parts):
        return selector
    named = tuple(dict.fromkeys(kind for each in kinds for kind in each))
    return t.Selector(count=selector.count, types=(ABILITY,), abilities=named)


_ORDERED: Final = frozenset({"next", "last"})
"""Qualifiers naming cards by the order they are played in (REG: Targeting)."""
_PLAYED_WORD: Final = "played"


# -- helpers ----------------------------------------------------------------------------------


def _names_captured(selector: t.Selector) -> bool:
    """Whether *selector* or a part of it names captured characters."""
    return "captured" in selector.qualifiers or any(map(_names_captured, selector.parts))


def _default_places(
    default: str, count: int, actor: PlayerId, words: tuple[bool, bool, bool]
) -> tuple[Place, ...]:
    """The zones of a default location in a game of *count* players, seen by *actor*.

    *words* say whether the selector names Lost Souls or Redeemed Souls, which are looked
    for in Lands of Bondage or of Redemption as well, and active Artifacts, looked for on
    the Artifact piles (see :func:`_soul_words`).
    """
    souls, redeemed, active = words
    seats = [PlayerId(seat) for seat in range(count)]
    if default == IN_BATTLE:
        return ((None, Zone.FIELD_OF_BATTLE),)
    if default == IN_HAND:
        return ((actor, Zone.HAND),)
    if default == IN_TERRITORY:
        return tuple((seat, Zone.TERRITORY) for seat in seats)
    if default == HAND_OR_TERRITORY:
        return ((actor, Zone.HAND), *((seat, Zone.TERRITORY) for seat in seats))
    if default == OWN_HAND_OR_TERRITORY:
        return ((actor, Zone.HAND), (actor, Zone.TERRITORY))
    if default == IN_PLAY_OR_HAND:
        territories = tuple((seat, Zone.TERRITORY) for seat in seats)
        return ((None, Zone.FIELD_OF_BATTLE), *territories, (actor, Zone.HAND))
    places: list[Place] = [(None, Zone.FIELD_OF_BATTLE)]
    places += [(seat, Zone.TERRITORY) for seat in seats]
    if default != IN_PLAY_ONLY:
        places += [(seat, Zone.SET_ASIDE) for seat in seats]
    if souls:
        places += [(seat, Zone.LAND_OF_BONDAGE) for seat in seats]
    if redeemed:
        places += [(seat, Zone.LAND_OF_REDEMPTION) for seat in seats]
    if active:
        places += [(seat, Zone.ARTIFACT_PILE) for seat in seats]
    return tuple(places)


_DEFAULT_PLACES: dict[tuple[str, int, PlayerId, tuple[bool, bool, bool]], tuple[Place, ...]] = {}
_NO_WORDS: Final = (False, False, False)
"""The zones of each default location, worked out once per reading: every target looked for
without a place of its own asks for them."""


def _soul_words(selector: t.Selector) -> tuple[bool, bool, bool]:
    """Whether *selector* names Lost Souls (or captives), Redeemed Souls, active Artifacts.

    What :meth:`Scope.default_places` needs of a selector, worked out once per selector.
    """
    cached = _SOUL_WORDS.get(id(selector))
    if cached is not None and cached[0] is selector:
        return cached[1]
    types = all_types(selector)
    any_card = CARD in types
    found = (
        "Lost Soul" in types or _names_captured(selector),
        REDEEMED_SOUL in types,
        _names_active(selector) or ARTIFACT in types or any_card,
    )
    if len(_SOUL_WORDS) > 50_000:
        _SOUL_WORDS.clear()
    _SOUL_WORDS[id(selector)] = (selector, found)
    return found


_SOUL_WORDS: dict[int, tuple[t.Selector, tuple[bool, bool, bool]]] = {}


def _names_active(selector: t.Selector) -> bool:
    return "active" in selector.qualifiers or any(map(_names_active, selector.parts))


ARTIFACT: Final = "Artifact"
CARD: Final = "card"
"""A card of any type: in play, it is looked for on the Artifact piles too (the active ones),
in play (REG: Field of Play); not a Lost Soul, a target only of words that name Lost Souls
(REG: Targeting)."""
_FACE_DOWN_WORDS: Final = frozenset({"face_down", "inactive"})


def _hides_inactive(selector: t.Selector) -> bool:
    """Whether an Artifact *selector* names leaves the inactive ones on their piles alone.

    "Discard an Artifact" names the active one, face up on its pile; face down cards are
    targets only of words that say so ("an inactive Artifact", "from your Artifact pile") or
    of all the cards of their type, "all Artifacts" (REG: Targeting, Face Down).
    """
    if _FACE_DOWN_WORDS.intersection(selector.qualifiers):
        return False
    if CARD in selector.types:
        return True  # "an evil card", "all good cards": a face-down card shows no alignment
    if ARTIFACT not in selector.types:
        return False
    if any(location.zone is t.Zone.ARTIFACT_PILE for location in selector.locations):
        return False
    return selector.count.quantifier is not t.Quantifier.ALL


def all_types(selector: t.Selector) -> set[str]:
    """The card types *selector* names, its parts' too."""
    found = set(selector.types)
    for part in selector.parts:
        found |= all_types(part)
    return found


def _position(selector: t.Selector) -> t.Position | None:
    for location in selector.locations:
        if location.position is not None:
            return location.position
        if location.zone is t.Zone.TOP_OF_DECK:
            return t.Position.TOP
        if location.zone is t.Zone.BOTTOM_OF_DECK:
            return t.Position.BOTTOM
    return None


def in_book(book: str) -> Callable[[str], bool]:
    """A test of references for a book, narrowed to the chapters (and verses) it names.

    "a Genesis 12-24 Hero" is one whose reference is in those chapters, "an Isaiah 6
    Enhancement" in that chapter, "Acts 19:23-41" in those verses of it.

    >>> test = in_book("Genesis 12-24")
    >>> test("Genesis 12:2"), test("Genesis 25:1"), test("Exodus 12:2")
    (True, False, False)
    >>> in_book("II Samuel")("2 Samuel 15:1"), in_book("Isaiah 6:2-4")("Isaiah 6:5")
    (True, False)

    "An enhancement with an O.T. reference" is one whose reference is in a book of the Old
    Testament (ORDIR: O.T.), "N.T." of the New:

    >>> in_book("O.T.")("Judges 1:19"), in_book("O.T.")("Matthew 24:2")
    (True, False)
    """
    if book in _TESTAMENTS:
        return lambda reference: in_testament(reference, book)
    name = book_of(book + " 1") or book
    span = _CHAPTERS.search(book)

    def test(reference: str) -> bool:
        if book_of(reference) != name:
            return False
        if span is None:
            return True
        found = _PLACE.match(reference.strip())
        if found is None:
            return False
        chapter, verse = int(found.group(1)), found.group(2)
        first, last, verse_from, verse_to = span.groups()
        if verse_from is None:
            return int(first) <= chapter <= int(last or first)
        if last is not None or chapter != int(first) or verse is None:
            return False
        return int(verse_from) <= int(verse) <= int(verse_to or verse_from)

    return test


_CHAPTERS: Final = re.compile(
    r"\s(\d+)(?:\s*[-\u2013]\s*(\d+))?(?::(\d+)(?:\s*[-\u2013]\s*(\d+))?)?\s*$"
)
"""The chapters (and verses) after a book: "Genesis 12-24", "Isaiah 6", "Acts 19:23-41"."""
_PLACE: Final = re.compile(r"^(?:(?:I{1,3}|[123])\s+)?[A-Za-z][A-Za-z ]*?\s+(\d+)(?::(\d+))?")
"""The chapter and verse a card's reference starts at: "II Samuel 15:1" -> 15, 1."""


def _named(definition: CardDef, name: str) -> bool:
    """Whether a card is the person or card *name* names (REG: Name); see :func:`names_card`."""
    return names_card(definition, name)


_ONE_OF_EACH: Final = frozenset({t.Count(), t.Count(t.Quantifier.EXACTLY, 1)})
"""The count of "a X and a Y" as a condition: each part is there."""
