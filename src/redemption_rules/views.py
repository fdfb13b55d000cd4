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
* Cards become visible for a while: a look shows them to the player carrying it out, a
  reveal to every player, a search the piles searched to the searcher, until the effect
  completes (REG: Look, Reveal, Search). A view shows the cards of a look or reveal whose
  ability is resolving, and a player asked to choose among cards sees them.

A view never holds the random generator, the catalog of every card of the game (it would
list the opponent's deck), or the order or ids of cards in a zone hidden from its player: a
hidden zone is a count.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from attrs import evolve, field, frozen
from attrs.validators import ge

from redemption_rules.effects.cards import card_abilities
from redemption_rules.effects.kinds import Look, Reveal
from redemption_rules.engine import Step
from redemption_rules.errors import UnknownPlayerError
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
    GameResult,
    GameState,
    InstanceId,
    Lasting,
    Phase,
    Played,
    PlayerId,
    Prevention,
    Priority,
    Protection,
    Use,
)
from redemption_rules.zones import PLAYER_ZONES, Zone

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

__all__ = [
    "ActivationView",
    "DelayedView",
    "Observation",
    "PlayerView",
    "ZoneView",
    "can_see",
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
                wait.id, wait.card, state.cards[wait.card].key, wait.controller, wait.moment
            )
            for wait in state.delayed
        ),
        played=state.played,
        uses=state.uses,
        priority=state.priority,
        territory_enhancement_played=state.territory_enhancement_played,
        entered_battle=state.entered_battle,
        lasting=state.lasting,
        drawn=tuple(card for card in state.drawn if card in own_hand),
        shown=tuple(sorted(lent)),
        artifact_activated=state.artifact_activated,
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
    ability = card_abilities(state.card(activation.card)).ability
    if ability is None or not 0 <= index < len(ability.effects):
        return False
    effect = ability.effects[index]
    if isinstance(effect, Reveal):
        return True
    if isinstance(effect, Look):
        return effect.actor is None and activation.controller == player
    return False
