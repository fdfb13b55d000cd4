"""Players' views: what one player may know of a game, and the events as they see them.

A :class:`~redemption_rules.state.GameState` holds everything: every hand, the order of every
deck, the random generator that decides the next shuffle. A frontend showing one player their
game, or a bot that must not peek, reads :func:`observe` instead: an :class:`Observation`
holds what that player may know now, and :func:`events_for` gives the events of a step as
they see them.

What is hidden follows the REG:

* A deck is hidden from every player, its owner too: "the face down cards remaining in the
  deck" (REG: Deck). A view gives its size only.
* A hand is seen by its player alone: an effect that targets a card in an opponent's hand
  "includes a look effect of that hand" (REG: Look).
* A Reserve is seen by its owner alone: "the contents of the Reserve are known information
  for the player that owns the Reserve" (REG: Reserve).
* A face-down card shows its type only: "face down cards have no numbers, brigade, titles,
  identifiers or references while they are face down" (REG: Face Down); inactive Artifacts
  lie face down in the Artifact pile (REG: Artifact Pile). The player who put it there knows
  it.
* Everything else is public: the territory, the Land of Bondage and the Land of Redemption,
  the Field of Battle, set-aside areas (face up unless an ability turns a card over), the
  discard pile ("kept face up ... viewable by any player") and the banish pile ("viewable
  by any player"; REG: Discard Pile, Banish Pile).
* The free token records are public: every game whose abilities are carried out reserves the
  same for each player, of one generic definition, so they tell nothing of the decks; a token
  created takes the definition its creating card gives, in play for all to see.
* Cards become visible for a while: a look shows them to the player carrying it out, a
  reveal to every player, a search the piles searched to the searcher, until the effect
  completes (REG: Look, Reveal, Search). A view shows the cards of a look or reveal whose
  ability is resolving, and a player asked to choose among cards sees them.

A view never holds the random generator, the catalog of every card of the game (it would
list the opponent's deck), or the order or ids of cards in a zone hidden from its player: a
hidden zone is a count.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING, Final, TypeVar

from attrs import evolve, field, frozen
from attrs.validators import ge

from redemption_rules.cards.model import CardDef, CardType
from redemption_rules.cards.pool import CardPool
from redemption_rules.effects.cards import card_abilities, token_definitions, token_records
from redemption_rules.effects.kinds import Look, Reveal
from redemption_rules.engine import Step
from redemption_rules.errors import DeterminizeError, UnknownPlayerError
from redemption_rules.events import (
    CardMoved,
    CardsLooked,
    CardsRevealed,
    Event,
    HiddenCardMoved,
    as_seen_by,
    hidden_cards,
)
from redemption_rules.rulesets import Ruleset
from redemption_rules.state import (
    Activation,
    Battle,
    CardInstance,
    Decision,
    DecisionKind,
    Delayed,
    GameResult,
    GameState,
    InstanceId,
    Lasting,
    Phase,
    Played,
    PlayerId,
    PlayerState,
    Prevention,
    Priority,
    Protection,
    Restriction,
    Result,
    Rng,
    Suspended,
    Use,
)
from redemption_rules.zones import PLAYER_ZONES, Zone

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

    from redemption_rules.decks import Deck

__all__ = [
    "ActivationView",
    "DelayedView",
    "Observation",
    "PlayerView",
    "Progress",
    "SuspendedView",
    "ZoneView",
    "can_see",
    "determinize",
    "events_for",
    "observe",
]


def _ids(items: Iterable[InstanceId]) -> tuple[InstanceId, ...]:
    return tuple(items)


@frozen
class ZoneView:
    """One zone as a player sees it: the cards they may see, and how many they may not."""

    cards: tuple[InstanceId, ...] = field(default=(), converter=_ids)
    """The cards the player may see (look them up with :meth:`Observation.card`): in the
    zone's order where they see the zone, else (cards of a hidden zone shown to them for a
    while) by id."""
    hidden: int = field(default=0, validator=ge(0))
    """How many cards of the zone the player may not see."""

    def __len__(self) -> int:
        """How many cards the zone holds."""
        return len(self.cards) + self.hidden


@frozen
class PlayerView:
    """One player's zones as the observer sees them (REG: Location)."""

    id: PlayerId
    deck: ZoneView = ZoneView()
    """A count only: no player sees a deck (REG: Deck)."""
    hand: ZoneView = ZoneView()
    territory: ZoneView = ZoneView()
    artifact_pile: ZoneView = ZoneView()
    """Face-down Artifacts are counted in ``hidden`` for every player but their holder."""
    land_of_bondage: ZoneView = ZoneView()
    land_of_redemption: ZoneView = ZoneView()
    discard_pile: ZoneView = ZoneView()
    """Top card last."""
    banish_pile: ZoneView = ZoneView()
    reserve: ZoneView = ZoneView()
    set_aside: ZoneView = ZoneView()

    def zone(self, zone: Zone) -> ZoneView:
        """One of this player's zones."""
        if zone is Zone.FIELD_OF_BATTLE:
            raise ValueError("the Field of Battle is shared; see Observation.battle")
        view: ZoneView = getattr(self, zone.value)
        return view

    @property
    def redeemed(self) -> int:
        """Redeemed Souls: cards in the Land of Redemption."""
        return len(self.land_of_redemption)


@frozen
class ActivationView:
    """An ability resolving or waiting, as every player sees it (REG: Abilities, Pending).

    What it has chosen and moved so far may name cards from hidden places, so a view keeps
    only the card (public once its ability activates, a star card revealed to use it), its
    controller and which of its effects it carries out.
    """

    id: int
    card: InstanceId
    key: str
    """The card's key in the card pool."""
    controller: PlayerId
    effects: tuple[int, ...] = ()
    """The effects of the card's ability it carries out, by index."""
    user: InstanceId | None = None
    """The character using the card, for an Enhancement."""
    trigger: bool = False
    """Whether it is a triggered ability."""
    progress: Progress = field(factory=lambda: Progress())  # noqa: PLW0108 - Progress is defined below
    """Where it stands in its effects: numbers and switches that name no card."""
    suspended: tuple[SuspendedView, ...] = ()
    """The abilities its interrupt suspended, waiting to reactivate (REG: Interrupt)."""
    copied: InstanceId | None = None
    """The card whose special ability it carries out as a copy, played for all to see
    (REG: Copy)."""
    tossing: InstanceId | None = None
    """The Enhancement an ongoing toss caught as it was played, for all to see (REG: Toss)."""

    @classmethod
    def from_activation(cls, activation: Activation, state: GameState) -> ActivationView:
        """The public part of *activation*, an ability of *state*."""
        return cls(
            activation.id,
            activation.card,
            state.cards[activation.card].key,
            activation.controller,
            activation.effects,
            activation.user,
            activation.trigger,
            Progress.from_activation(activation),
            tuple(SuspendedView.from_suspended(held, state) for held in activation.suspended),
            activation.copied,
            activation.tossing,
        )


@frozen
class SuspendedView:
    """An interrupted ability waiting to reactivate, as every player sees it (REG: Interrupt).

    What it moved, and so would move again, may name cards from hidden places and is left
    out, as are the delayed effects it made; its protections, preventions, restrictions and
    lasting changes, lifted while it waits, are public as they were in force.
    """

    activation: ActivationView
    running: bool = False
    place: tuple[PlayerId | None, Zone] = (None, Zone.FIELD_OF_BATTLE)
    identity: CardType | None = None
    since: int = 0
    protections: tuple[Protection, ...] = ()
    preventions: tuple[Prevention, ...] = ()
    lasting: tuple[Lasting, ...] = ()
    restrictions: tuple[Restriction, ...] = ()
    redirected: PlayerId | None = None
    """The player a redirect effect gave it to (REG: Redirect)."""

    @classmethod
    def from_suspended(cls, held: Suspended, state: GameState) -> SuspendedView:
        """The public part of *held*, an ability an interrupt of *state* suspended."""
        return cls(
            ActivationView.from_activation(held.activation, state),
            held.running,
            held.place,
            held.identity,
            held.since,
            held.protections,
            held.preventions,
            held.lasting,
            held.restrictions,
            held.redirected,
        )


@frozen
class Progress:
    """How far an ability has got, as every player may follow it (REG: Abilities).

    The fields of the engine's :class:`~redemption_rules.state.Activation` that name no card:
    which step and option it is at, who acts, its modifiers. What it has chosen, moved or
    looked at so far may name cards from hidden places and is left out.
    """

    played: int = 0
    step: int = 0
    choice: int | None = None
    link: int = 0
    actor: int = 0
    locked: bool = False
    paused: bool = False
    answered: bool = False
    group: int = 0
    bucket: int = 2
    shield: tuple[str, ...] = ()
    optional: bool = False
    announced: bool = False
    elected: bool = False
    offering: bool = False
    """Whether another player decides now whether to carry out an effect in place of the
    current one (REG: Instead); which targets that one chose is left out."""
    released: bool = False
    chosen: tuple[int, ...] = ()
    """The options of a menu picked so far ("Select up to 2:"): options, not cards."""
    selected: PlayerId | None = None
    """The player selected to carry out its effects ("Selected player must ..."), said aloud."""

    @classmethod
    def from_activation(cls, activation: Activation) -> Progress:
        """The public progress of *activation*."""
        return cls(
            activation.played,
            activation.step,
            activation.choice,
            activation.link,
            activation.actor,
            activation.locked,
            activation.paused,
            activation.answered,
            activation.group,
            activation.bucket,
            activation.shield,
            activation.optional,
            activation.announced,
            activation.elected,
            offering=activation.held is not None,
            released=activation.released,
            chosen=activation.chosen,
            selected=activation.selected,
        )


@frozen
class DelayedView:
    """A triggered effect waiting for its moment ("after battle"), as every player sees it."""

    id: int
    card: InstanceId
    key: str
    """The card's key in the card pool."""
    controller: PlayerId
    moment: str
    """The moment, as a :class:`~redemption_rules.effects.timing.Moment` value."""
    effects: tuple[int, ...] = ()
    """The effects of the card's ability it carries out, by index."""
    played: int = 0
    activation: int = 0
    """The activation that made it."""


def _instances(items: Iterable[CardInstance]) -> tuple[CardInstance, ...]:
    return tuple(items)


def _players(items: Iterable[PlayerView]) -> tuple[PlayerView, ...]:
    return tuple(items)


@frozen
class Observation:
    """What one player may know of a game now: :func:`observe` makes it.

    Cards are named by id, as in the game; :meth:`card` gives what the observer sees of one
    (its key in the card pool, owner, active identity). A card the observer may not see has
    no entry, and a zone hidden from them is a count, with no ids. Records of what was done in
    the open (cards played, protected, or whose ability resolves) keep the ids they name, and
    a question put to the observer may offer a face-down card by id.
    """

    player: PlayerId
    """The observer."""
    ruleset: Ruleset
    cards: tuple[CardInstance, ...] = field(converter=_instances)
    """Every card the observer may see, by id."""
    players: tuple[PlayerView, ...] = field(converter=_players)
    """Every player's zones, by seat."""
    phase: Phase
    active: PlayerId
    """Whose turn it is (REG: Active Player)."""
    turn: int
    first_player: PlayerId | None = None
    decision: Decision | None = None
    """Who must act now and on what kind of decision; the ability's question only when the
    observer is the one asked."""
    result: GameResult | None = None
    battle: Battle | None = None
    """The battle being fought: its cards are all face up (REG: Face Down)."""
    battles_this_turn: int = 0
    attacked_this_phase: tuple[PlayerId, ...] = ()
    abilities: bool = True
    """Whether special abilities are carried out."""
    stack: tuple[ActivationView, ...] = ()
    """Abilities resolving, the one acting first."""
    pending: tuple[ActivationView, ...] = ()
    """Triggered abilities waiting for Action Priority level 1."""
    completed: tuple[ActivationView, ...] = ()
    """Abilities completed this phase, which a negate may still undo."""
    preventions: tuple[Prevention, ...] = ()
    protections: tuple[Protection, ...] = ()
    delayed: tuple[DelayedView, ...] = ()
    played: tuple[Played, ...] = ()
    """Cards played this phase, in order."""
    uses: tuple[Use, ...] = ()
    """Uses of limited abilities."""
    priority: Priority | None = None
    territory_enhancement_played: bool = False
    entered_battle: tuple[InstanceId, ...] = ()
    lasting: tuple[Lasting, ...] = ()
    """Increases and decreases with a duration on cards in play."""
    drawn: tuple[InstanceId, ...] = ()
    """The observer's own star cards drawn by game rule whose star ability they may still
    use (REG: Star Icon); other players' are not shown."""
    shown: tuple[InstanceId, ...] = ()
    """Cards of hidden places the observer sees for now: looked at by them or revealed by an
    ability resolving, or offered to them by the question they are asked."""
    artifact_activated: InstanceId | None = None
    """The Artifact the active player activated this turn, face up for all to see."""
    serial: int = 0
    """The game's count of cards played and abilities activated."""
    resume: Decision | None = None
    """The game decision waiting while abilities resolve or players use Action Priority."""
    continuation: str = ""
    """The engine step to take once the abilities resolving now are done."""
    restrictions: tuple[Restriction, ...] = ()
    """Players kept from actions, and from which (REG: Restrict)."""
    tokens: tuple[InstanceId, ...] = ()
    """The token records out of the game, for all to see (``GameState.tokens``)."""

    @property
    def me(self) -> PlayerView:
        """The observer's own zones."""
        return self.players[self.player]

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.result is not None

    @property
    def winner(self) -> PlayerId | None:
        """The winner of a finished game; None while playing or after a draw."""
        return self.result.winner if self.result is not None else None

    @property
    def to_act(self) -> PlayerId | None:
        """The player who must act now; None once the game is over."""
        return self.decision.player if self.decision is not None else None

    @property
    def round(self) -> int:
        """The current round: 1 while every player takes their first turn, and so on."""
        if self.turn == 0:
            return 0
        return (self.turn - 1) // len(self.players) + 1

    def card(self, card: InstanceId) -> CardInstance:
        """What the observer sees of *card*.

        Raises:
            KeyError: the observer may not see the card (or there is no such card).
        """
        for instance in self.cards:
            if instance.id == card:
                return instance
        raise KeyError(f"card {card!r} is not seen by player {self.player}")


def observe(state: GameState, player: PlayerId) -> Observation:
    """What *player* may know of the game in *state* (see the module's rules of hiding).

    Raises:
        UnknownPlayerError: *player* is not one of the game's players.

    >>> from redemption_rules import load_starter_decks, new_game, to_json, from_json
    >>> state = new_game(load_starter_decks(), seed=7)
    >>> mine = observe(state, PlayerId(0))
    >>> len(mine.me.hand.cards), mine.players[1].hand.cards, len(mine.players[1].hand)
    (8, (), 8)
    >>> mine.players[0].deck.cards == () and len(mine.players[0].deck) == 42
    True
    >>> from_json(to_json(mine), Observation) == mine
    True
    """
    UnknownPlayerError.check(player, len(state.players))
    hidden = hidden_cards(state, player)
    shown = _shown(state, player)
    seen: set[InstanceId] = set()
    lent: list[InstanceId] = []
    views: list[PlayerView] = []
    for seat in state.players:
        zones: dict[str, ZoneView] = {}
        for zone in PLAYER_ZONES:
            cards = seat.zone(zone)
            visible = [card for card in cards if card not in hidden]
            lent_here = sorted(card for card in cards if card in shown and card not in visible)
            seen.update(visible)
            seen.update(lent_here)
            lent += lent_here
            count = len(cards) - len(visible) - len(lent_here)
            zones[zone.value] = ZoneView((*visible, *lent_here), count)
        views.append(PlayerView(seat.id, **zones))
    battle = state.battle
    if battle is not None:
        seen.update(battle.cards())
    seen.update(state.tokens)  # out of the game, for all to see
    decision = state.decision
    if decision is not None and decision.player != player and decision.question is not None:
        decision = evolve(decision, question=None)
    own_hand = state.players[player].hand
    return Observation(
        player=player,
        ruleset=state.ruleset,
        cards=(state.cards[card] for card in sorted(seen)),
        players=views,
        phase=state.phase,
        active=state.active,
        turn=state.turn,
        first_player=state.first_player,
        decision=decision,
        result=state.result,
        battle=battle,
        battles_this_turn=state.battles_this_turn,
        attacked_this_phase=state.attacked_this_phase,
        abilities=state.abilities,
        stack=tuple(ActivationView.from_activation(act, state) for act in state.stack),
        pending=tuple(ActivationView.from_activation(act, state) for act in state.pending),
        completed=tuple(ActivationView.from_activation(act, state) for act in state.completed),
        preventions=state.preventions,
        protections=state.protections,
        delayed=tuple(
            DelayedView(
                wait.id,
                wait.card,
                state.cards[wait.card].key,
                wait.controller,
                wait.moment,
                wait.effects,
                wait.played,
                wait.activation,
            )
            for wait in state.delayed
        ),
        played=state.played,
        uses=state.uses,
        priority=state.priority,
        territory_enhancement_played=state.territory_enhancement_played,
        entered_battle=state.entered_battle,
        lasting=state.lasting,
        restrictions=state.restrictions,
        drawn=tuple(card for card in state.drawn if card in own_hand),
        shown=tuple(sorted(lent)),
        artifact_activated=state.artifact_activated,
        serial=state.serial,
        resume=state.resume,
        continuation=state.continuation,
        tokens=state.tokens,
    )


def events_for(
    events: Step | Sequence[Event], player: PlayerId, *, state: GameState | None = None
) -> tuple[Event, ...]:
    """The events of a step as *player* sees them: no card hidden from them is named.

    Each event goes through :func:`~redemption_rules.events.as_seen_by`: a card moved
    between places hidden from the player becomes a
    :class:`~redemption_rules.events.HiddenCardMoved`, a look by someone else a count. The
    step's moves are followed: an event that names cards which went out of the player's
    sight unseen, or which lie hidden from them in the state after the step and were not
    seen to move, counts them instead. Given events alone, pass the *state* they led to
    (without it, only what the events say of themselves is withheld). Describe them with
    ``describe(event, step.state, player)``.

    Raises:
        UnknownPlayerError: *player* is not one of the game's players (with a state to
            tell; without one, only a negative or non-integer player is refused).

    >>> from redemption_rules import load_starter_decks, start_game
    >>> dealt = start_game(load_starter_decks(), seed=7)
    >>> theirs = events_for(dealt, PlayerId(1))
    >>> sum(type(event).__name__ == "HiddenCardMoved" for event in theirs)
    8
    """
    if isinstance(events, Step):
        state = events.state
        events = events.events
    UnknownPlayerError.check(player, None if state is None else len(state.players))
    unseen: set[InstanceId] = set()
    if state is not None:
        unseen.update(hidden_cards(state, player))
        unseen.difference_update(_seen_moving(events, player))
    seen: list[Event] = []
    for event in events:
        shown = as_seen_by(event, player, unseen)
        if isinstance(shown, HiddenCardMoved):
            assert isinstance(event, CardMoved)  # noqa: S101 - only a move becomes one
            unseen.add(event.card)
        elif isinstance(shown, CardMoved):
            unseen.discard(shown.card)
        elif isinstance(shown, (CardsRevealed, CardsLooked)):
            unseen.difference_update(shown.cards)
        seen.append(shown)
    return tuple(seen)


def determinize(observation: Observation, seed: int, *, decks: Sequence[Deck]) -> GameState:
    """A whole game state that *observation* could be a view of: one sample of what is hidden.

    For search bots (information-set sampling): every card the observer sees stays where it
    is, as it is; every hidden card (a deck's order, an opponent's hand and Reserve, a
    face-down card) is drawn at random from the cards the deck lists leave unaccounted for,
    each player's own first (their Reserve list for their Reserve, Artifacts for a face-down
    Artifact pile); the ids of hidden cards are dealt out at random among the ids the view
    does not show. The state has a new random generator, drawn from *seed*: it is not the
    game's. The same observation, decks and seed give the same state.

    *decks* are the game's deck lists, by seat (as given to ``new_game``); only the
    observation is read besides, so the real hidden cards cannot leak in.
    ``observe(determinize(observation, seed, decks=decks), observation.player)`` equals
    *observation*. What an ability part-way through has chosen, moved or looked at so far
    is not in a view, so an ability resolving (or an effect waiting for "after battle") is
    rebuilt at its place with none of that; other players' star cards drawn this turn are
    not known either.

    Raises:
        DeterminizeError: the decks do not fit the observation (not one per player, too few
            or too many cards, a seen card missing from its owner's list), or another
            player is answering an ability's question, which the view leaves out.

    >>> from redemption_rules import load_starter_decks, new_game
    >>> decks = load_starter_decks()
    >>> state = new_game(decks, seed=7)
    >>> mine = observe(state, PlayerId(0))
    >>> sample = determinize(mine, seed=1, decks=decks)
    >>> sample.problems(), observe(sample, PlayerId(0)) == mine
    ([], True)
    >>> sample.players[1].hand == state.players[1].hand
    False
    """
    return _Sampler(observation, seed, decks).state()


def can_see(state: GameState, player: PlayerId, card: InstanceId) -> bool:
    """Whether *player* may see which card *card* is, by the rules of its place.

    Cards shown for a while (a look, a reveal, a question's options) are not counted:
    :attr:`Observation.shown` lists those.

    Raises:
        UnknownPlayerError: *player* is not one of the game's players.
    """
    UnknownPlayerError.check(player, len(state.players))
    return card not in hidden_cards(state, player)


# -- helpers ----------------------------------------------------------------------------------


@frozen
class _Slot:
    """A hidden place in a zone, to be filled with a card."""

    seat: PlayerId
    zone: Zone
    face_down: bool


class _Sampler:
    """Fills the hidden places of one observation from the deck lists (see determinize)."""

    def __init__(self, observation: Observation, seed: int, decks: Sequence[Deck]) -> None:
        self.view = observation
        self.random = random.Random(seed)  # noqa: S311 - game sampling, not cryptography
        self.decks = tuple(decks)
        self.dealt = sum(deck.size + len(deck.reserve_cards()) for deck in self.decks)
        """How many cards the decks deal: the ids after them are token records."""
        self.tokens = self._token_records()
        self.owners = self._owners()
        self._check_fit()

    def state(self) -> GameState:
        """The sampled state."""
        view = self.view
        definitions = self._definitions()
        owners = self.owners
        cards: dict[InstanceId, CardInstance] = {card.id: card for card in view.cards}
        pools = self._unaccounted(owners, definitions)
        placed = self._fill(self._slots(), pools, definitions)
        named = self._named(cards)
        free = {
            seat: self._shuffled(
                InstanceId(card)
                for card in range(len(owners))
                if owners[card] == seat and card not in cards and card not in named
            )
            for seat in range(len(self.decks))
        }
        wanted: dict[tuple[PlayerId, str], list[InstanceId]] = {}
        for card, key in sorted(named.items()):
            wanted.setdefault((owners[card], key), []).append(card)
        zones: dict[tuple[PlayerId, Zone], list[InstanceId]] = {}
        for slot, (owner, key) in placed:
            card = (wanted.get((owner, key)) or free[owner]).pop()
            identity = _FACE_DOWN_IDENTITY.get(slot.zone) if slot.face_down else None
            cards[card] = CardInstance(card, key, owner, identity, face_down=slot.face_down)
            zones.setdefault((slot.seat, slot.zone), []).append(card)
        missing = sorted(card for cards_left in wanted.values() for card in cards_left)
        if missing:
            raise DeterminizeError(
                f"cards {missing} of the abilities the view shows are not in their owners' "
                "deck lists"
            )
        players = tuple(
            PlayerState(
                seat.id,
                **{
                    zone.value: self._order(seat.zone(zone), zones.get((seat.id, zone), []))
                    for zone in PLAYER_ZONES
                },
            )
            for seat in view.players
        )
        used = {cards[card].key for card in cards}
        return GameState(
            ruleset=view.ruleset,
            catalog=CardPool(tuple(d for key, d in definitions.items() if key in used)),
            cards=tuple(cards[InstanceId(card)] for card in range(len(owners))),
            players=players,
            rng=Rng.from_seed(self.random.getrandbits(64)),
            phase=view.phase,
            active=view.active,
            turn=view.turn,
            first_player=view.first_player,
            battle=view.battle,
            battles_this_turn=view.battles_this_turn,
            attacked_this_phase=view.attacked_this_phase,
            decision=view.decision,
            result=view.result,
            abilities=view.abilities,
            serial=view.serial,
            stack=self._stack(definitions),
            pending=tuple(_activation(act) for act in view.pending),
            completed=tuple(_activation(act) for act in view.completed),
            preventions=view.preventions,
            protections=view.protections,
            delayed=tuple(
                Delayed(
                    wait.id,
                    wait.card,
                    wait.controller,
                    wait.effects,
                    wait.moment,
                    played=wait.played,
                    activation=wait.activation,
                )
                for wait in view.delayed
            ),
            played=view.played,
            uses=view.uses,
            resume=view.resume,
            continuation=view.continuation,
            priority=view.priority,
            territory_enhancement_played=view.territory_enhancement_played,
            entered_battle=view.entered_battle,
            lasting=view.lasting,
            drawn=view.drawn,
            artifact_activated=view.artifact_activated,
            restrictions=view.restrictions,
            tokens=view.tokens,
        )

    def _stack(self, definitions: Mapping[str, CardDef]) -> tuple[Activation, ...]:
        """The abilities resolving, rebuilt from the view.

        Cards a look or reveal shows the observer go back on the first of them that looks or
        reveals: a view does not say which showed them.
        """
        view = self.view
        stack = [_activation(act) for act in view.stack]
        asked: set[InstanceId] = set()
        if view.decision is not None and view.decision.question is not None:
            asked.update(view.decision.question.options)
            asked.update(view.decision.question.picked)
        shown = tuple(card for card in view.shown if card not in asked)
        if not shown:
            return tuple(stack)
        for index, (act, seen) in enumerate(zip(stack, view.stack, strict=True)):
            ability = card_abilities(definitions[seen.key]).ability
            effects = () if ability is None else ability.effects
            for number, effect in enumerate(effects):
                if isinstance(effect, Reveal) or (
                    isinstance(effect, Look)
                    and effect.actor is None
                    and act.controller == view.player
                ):
                    result = Result(number, shown, shown=True)
                    stack[index] = evolve(act, results=(*act.results, result))
                    return tuple(stack)
        raise DeterminizeError(  # pragma: no cover - a view shows cards only so
            f"the view shows cards {list(shown)}, but no ability resolving looks or reveals"
        )

    def _named(self, seen: Mapping[InstanceId, CardInstance]) -> dict[InstanceId, str]:
        """Hidden cards whose key the view gives: abilities resolved or waiting name them."""
        view = self.view
        named: dict[InstanceId, str] = {}
        abilities: list[ActivationView | DelayedView] = [
            *view.stack,
            *view.pending,
            *view.completed,
            *view.delayed,
        ]
        for resolving in (*view.stack, *view.completed):
            abilities.extend(held.activation for held in resolving.suspended)
        for ability in abilities:
            if ability.card not in seen:
                if not 0 <= ability.card < len(self.owners):
                    raise DeterminizeError(
                        f"card {ability.card} of an ability the view shows is not in the deck lists"
                    )
                named[ability.card] = ability.key
        return named

    def _check_fit(self) -> None:
        view = self.view
        if len(self.decks) != len(view.players):
            raise DeterminizeError(
                f"the game seats {len(view.players)} players, but decks are given for "
                f"{len(self.decks)}"
            )
        listed = self.dealt + len(self.tokens)
        battle = len(view.battle.cards()) if view.battle is not None else 0
        counted = (
            battle
            + len(view.tokens)
            + sum(len(seat.zone(zone)) for seat in view.players for zone in PLAYER_ZONES)
        )
        if listed != counted:
            raise DeterminizeError(f"the game holds {counted} cards; the deck lists give {listed}")
        decision = view.decision
        if (
            decision is not None
            and decision.player != view.player
            and decision.kind is DecisionKind.ABILITY
        ):
            raise DeterminizeError(
                f"player {decision.player + 1} is answering an ability's question, which "
                f"player {view.player + 1} does not see"
            )

    def _definitions(self) -> dict[str, CardDef]:
        found: dict[str, CardDef] = {}
        for deck in self.decks:
            for card in (*deck.cards(), *deck.reserve_cards()):
                if found.setdefault(card.key, card) != card:
                    raise DeterminizeError(f"two different cards share the key {card.key!r}")
        dealt = [card for deck in self.decks for card in (*deck.cards(), *deck.reserve_cards())]
        for token in token_definitions(dealt):
            found.setdefault(token.key, token)
        return found

    def _token_records(self) -> list[PlayerId]:
        """The owners of the token records the game reserved, as new_game reserves them."""
        return token_records(len(self.decks)) if self.view.abilities else []

    def _owners(self) -> list[PlayerId]:
        """The owner of each card id, as new_game numbers the cards."""
        owners: list[PlayerId] = []
        for seat, deck in enumerate(self.decks):
            owners += [PlayerId(seat)] * (deck.size + len(deck.reserve_cards()))
        return owners + self.tokens

    def _unaccounted(
        self, owners: Sequence[PlayerId], definitions: Mapping[str, CardDef]
    ) -> list[tuple[list[str], list[str]]]:
        """Each player's cards the view does not show: (Reserve list, main deck), shuffled."""
        pools = [
            (Counter(card.key for card in deck.reserve_cards()), deck.counts())
            for deck in self.decks
        ]
        reserves = {card for seat in self.view.players for card in seat.reserve.cards}
        for card in self.view.cards:
            owner = owners[card.id] if 0 <= card.id < len(owners) else None
            token = card.id >= self.dealt
            if (
                owner != card.owner
                or card.key not in definitions
                or (token and not definitions[card.key].is_token)
            ):
                raise DeterminizeError(
                    f"card {card.id} ({card.key}) of player {card.owner + 1} is not in the "
                    "deck lists as the game numbers them"
                )
            if token:  # a token record, seen by all: no card of a deck list
                continue
            reserve, main = pools[card.owner]
            first, second = (reserve, main) if card.id in reserves else (main, reserve)
            pool = first if first[card.key] > 0 else second
            if pool[card.key] <= 0:
                raise DeterminizeError(
                    f"player {card.owner + 1}'s deck list has no more {card.key!r} than the "
                    "view shows"
                )
            pool[card.key] -= 1
        return [
            (self._shuffled(reserve.elements()), self._shuffled(main.elements()))
            for reserve, main in pools
        ]

    def _slots(self) -> list[_Slot]:
        slots: list[_Slot] = []
        for seat in self.view.players:
            for zone in PLAYER_ZONES:
                face_down = zone in _FACE_DOWN_ZONES
                slots += [_Slot(seat.id, zone, face_down)] * seat.zone(zone).hidden
        return slots

    def _fill(
        self,
        slots: Sequence[_Slot],
        pools: Sequence[tuple[list[str], list[str]]],
        definitions: Mapping[str, CardDef],
    ) -> list[tuple[_Slot, tuple[PlayerId, str]]]:
        """A card for each slot: its holder's own cards first, then anyone's left over."""
        placed: list[tuple[_Slot, tuple[PlayerId, str]]] = []
        empty: list[_Slot] = []
        for slot in slots:
            reserve, main = pools[slot.seat]
            order = (reserve, main) if slot.zone is Zone.RESERVE else (main, reserve)
            key = _take(order, definitions, slot)
            if key is None:
                empty.append(slot)
            else:
                placed.append((slot, (slot.seat, key)))
        rest = self._shuffled(
            (PlayerId(seat), key)
            for seat, (reserve, main) in enumerate(pools)
            for key in (*reserve, *main)
        )
        placed += zip(empty, rest, strict=True)
        return placed

    def _order(self, view: ZoneView, hidden: Sequence[InstanceId]) -> tuple[InstanceId, ...]:
        """A zone's cards: those shown for now on top, then the rest.

        The seen ones keep their order, with the hidden ones mixed in among them at random.
        """
        shown = set(self.view.shown)
        lent = [card for card in view.cards if card in shown]
        seen = [card for card in view.cards if card not in shown]
        merged: list[InstanceId] = []
        seen.reverse()
        rest = list(hidden)
        while seen or rest:
            if rest and (not seen or self.random.randrange(len(seen) + len(rest)) < len(rest)):
                merged.append(rest.pop())
            else:
                merged.append(seen.pop())
        return (*lent, *merged)

    def _shuffled(self, items: Iterable[_T]) -> list[_T]:
        result = list(items)
        self.random.shuffle(result)
        return result


_T = TypeVar("_T")

_FACE_DOWN_ZONES: Final = frozenset({Zone.TERRITORY, Zone.ARTIFACT_PILE, Zone.SET_ASIDE})
"""Where a card hidden from a player of the game lies face down (REG: Face Down)."""

_FACE_DOWN_IDENTITY: Final = {Zone.ARTIFACT_PILE: CardType.ARTIFACT}
"""The active identity of a card lying face down in a zone: an inactive Artifact."""


def _take(
    pools: Sequence[list[str]], definitions: Mapping[str, CardDef], slot: _Slot
) -> str | None:
    """A card from the first of *pools* holding one, preferring what fits *slot*."""
    for pool in pools:
        if not pool:
            continue
        if slot.face_down and slot.zone is Zone.ARTIFACT_PILE:
            for index, key in enumerate(pool):
                if definitions[key].has_identity(CardType.ARTIFACT):
                    return pool.pop(index)
        return pool.pop()
    return None


def _activation(view: ActivationView) -> Activation:
    """An ability as a view shows it, rebuilt with what it did so far unknown."""
    progress = view.progress
    return Activation(
        view.id,
        view.card,
        view.controller,
        view.effects,
        played=progress.played,
        user=view.user,
        step=progress.step,
        choice=progress.choice,
        link=progress.link,
        actor=progress.actor,
        locked=progress.locked,
        paused=progress.paused,
        answered=progress.answered,
        group=progress.group,
        bucket=progress.bucket,
        shield=progress.shield,
        trigger=view.trigger,
        optional=progress.optional,
        announced=progress.announced,
        elected=progress.elected,
        held=() if progress.offering else None,
        released=progress.released,
        chosen=progress.chosen,
        copied=view.copied,
        tossing=view.tossing,
        selected=progress.selected,
        suspended=tuple(
            Suspended(
                _activation(held.activation),
                running=held.running,
                place=held.place,
                identity=held.identity,
                since=held.since,
                protections=held.protections,
                preventions=held.preventions,
                lasting=held.lasting,
                restrictions=held.restrictions,
                redirected=held.redirected,
            )
            for held in view.suspended
        ),
    )


def _seen_moving(events: Iterable[Event], player: PlayerId) -> set[InstanceId]:
    """The cards *player* sees move, or sees revealed, in *events*."""
    found: set[InstanceId] = set()
    for event in events:
        if isinstance(event, CardMoved) and (event.seen_by is None or player in event.seen_by):
            found.add(event.card)
        elif isinstance(event, CardsRevealed):
            found.update(event.cards)
    return found


def _shown(state: GameState, player: PlayerId) -> set[InstanceId]:
    """Cards *player* sees for now: offered by their question, or looked at or revealed.

    A question's options are cards the player may pick; one that names a card in an
    opponent's hand looks at it (REG: Look), one that searches a pile sees it (REG: Search).
    A face-down card offered stays face down: its id is offered, not what it is.
    """
    found: set[InstanceId] = set()
    decision = state.decision
    if decision is not None and decision.player == player and decision.question is not None:
        found.update(decision.question.options)
        found.update(decision.question.picked)
    for activation in state.stack:
        for result in activation.results:
            if result.shown and _shows(state, activation, result.effect, player):
                found.update(result.cards)
    count = len(state.cards)
    return {card for card in found if 0 <= card < count and not state.cards[card].face_down}


def _shows(state: GameState, activation: Activation, index: int, player: PlayerId) -> bool:
    """Whether effect *index* of a resolving ability shows its cards to *player*.

    A reveal shows them to every player; a look to the player carrying it out, which a view
    can tell only when the ability's controller does (REG: Look, Reveal).
    """
    ability = card_abilities(state.card(activation.ability_card)).ability
    if ability is None or not 0 <= index < len(ability.effects):
        return False
    effect = ability.effects[index]
    if isinstance(effect, Reveal):
        return True
    if isinstance(effect, Look):
        return effect.actor is None and activation.controller == player
    return False
