"""Events: what happened in a transition, one frozen record per kind, in order.

Hidden information is part of the record: an event whose cards only some players may see
(a draw, a look at a hand, a search of a deck) names them in ``seen_by``; ``None`` there
means every player sees it. :func:`as_seen_by` gives an event as one player sees it: a card
they may not see is withheld (a :class:`HiddenCardMoved`, or a count in ``hidden``), and
``describe(event, state, player)`` then names no card hidden from them.

:func:`redemption_rules.step` returns them with the new state. A frontend animates them, a log
prints them (:func:`describe` gives a line of English), and a replay needs only the seed and
the actions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final

from attrs import evolve, frozen

from redemption_rules.errors import UnknownPlayerError
from redemption_rules.serialization import register_configuration, tag_union
from redemption_rules.state import (
    BattleKind,
    BattleOutcome,
    EndReason,
    InstanceId,
    Phase,
    PlayerId,
    Situation,
)
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from collections.abc import Callable, Collection

    import cattrs

    from redemption_rules.state import GameState


@frozen
class DeckShuffled:
    """A player's deck was shuffled."""

    kind: ClassVar[str] = "deck_shuffled"
    player: PlayerId


@frozen
class CardMoved:
    """A card went from one zone to another (``None`` player: the Field of Battle).

    ``seen_by`` names the players who may know which card it is when it moves between
    hidden places (a draw: the drawer); None when it is seen by all.
    """

    kind: ClassVar[str] = "card_moved"
    card: InstanceId
    from_player: PlayerId | None
    from_zone: Zone
    to_player: PlayerId | None
    to_zone: Zone
    seen_by: tuple[PlayerId, ...] | None = None


@frozen
class HiddenCardMoved:
    """A card the player shown this event may not see went from one zone to another.

    What :func:`as_seen_by` makes of a :class:`CardMoved` whose ``seen_by`` leaves the player
    out: the places are public, the card is not. The engine never emits it.
    """

    kind: ClassVar[str] = "hidden_card_moved"
    from_player: PlayerId | None
    from_zone: Zone
    to_player: PlayerId | None
    to_zone: Zone
    seen_by: tuple[PlayerId, ...] = ()
    """The players who know which card it is."""


@frozen
class FirstPlayerChosen:
    """The player to take the first turn was chosen (by *chooser*, or at random if None)."""

    kind: ClassVar[str] = "first_player_chosen"
    player: PlayerId
    chooser: PlayerId | None


@frozen
class TurnBegan:
    """A player's turn began."""

    kind: ClassVar[str] = "turn_began"
    player: PlayerId
    turn: int
    round: int


@frozen
class PhaseBegan:
    """A phase of the active player's turn began."""

    kind: ClassVar[str] = "phase_began"
    player: PlayerId
    phase: Phase


@frozen
class DrawSkipped:
    """A Draw Phase drew nothing: the round-one rule, or an empty deck."""

    kind: ClassVar[str] = "draw_skipped"
    player: PlayerId
    reason: str


@frozen
class Equipped:
    """A weapon was equipped to a warrior."""

    kind: ClassVar[str] = "equipped"
    player: PlayerId
    weapon: InstanceId
    warrior: InstanceId


@frozen
class ArtifactActivated:
    """An Artifact was turned face up on its pile; *deactivated* was turned face down."""

    kind: ClassVar[str] = "artifact_activated"
    player: PlayerId
    card: InstanceId
    deactivated: InstanceId | None = None


@frozen
class ArtifactDeactivated:
    """An active Artifact was turned face down on *player*'s pile by an ability."""

    kind: ClassVar[str] = "artifact_deactivated"
    player: PlayerId
    card: InstanceId


@frozen
class CardPlacedOn:
    """*card* was placed by an ability on *bearer*, a character in battle (REG: Place).

    It lies on its bearer, used by nobody, and follows it; *player* owns it. Outside battle
    the card's ``CardMoved``, held by its bearer, says so.
    """

    kind: ClassVar[str] = "card_placed_on"
    player: PlayerId
    card: InstanceId
    bearer: InstanceId


@frozen
class CardNamed:
    """*player* named a card called *name* for the ability of *card* (REG: Name).

    The name is said aloud: every player hears it.
    """

    kind: ClassVar[str] = "card_named"
    player: PlayerId
    card: InstanceId
    name: str


@frozen
class SoulPutInSite:
    """A Lost Soul went from the Land of Bondage into a Site."""

    kind: ClassVar[str] = "soul_put_in_site"
    player: PlayerId
    soul: InstanceId
    site: InstanceId


@frozen
class DominantPlayed:
    """A Dominant was played (REG: Dominant)."""

    kind: ClassVar[str] = "dominant_played"
    player: PlayerId
    card: InstanceId


@frozen
class AbilityUsed:
    """A player used a manually triggered effect of a card (REG: Manually Triggered Effect)."""

    kind: ClassVar[str] = "ability_used"
    player: PlayerId
    card: InstanceId


@frozen
class BattleBegan:
    """A player attacked another with a Hero."""

    kind: ClassVar[str] = "battle_began"
    attacker: PlayerId
    defender: PlayerId
    hero: InstanceId
    battle: BattleKind


@frozen
class SiteAdded:
    """The attacker added a Site from their territory to the battle under way (REG: Site).

    *battle* is what the battle is now: a battle challenge the Site gave access to a Lost
    Soul has become a rescue attempt (REG: Battle Challenge).
    """

    kind: ClassVar[str] = "site_added"
    player: PlayerId
    site: InstanceId
    battle: BattleKind


@frozen
class Blocked:
    """The defender blocked with an Evil Character."""

    kind: ClassVar[str] = "blocked"
    player: PlayerId
    character: InstanceId


@frozen
class BlockDeclined:
    """The defender let the attack through unblocked."""

    kind: ClassVar[str] = "block_declined"
    player: PlayerId


@frozen
class Taunted:
    """A player made a taunt battle challenge against another with an Evil Character.

    REG: Taunt.
    """

    kind: ClassVar[str] = "taunted"
    player: PlayerId
    defender: PlayerId
    character: InstanceId


@frozen
class TauntAccepted:
    """The player taunted accepted the challenge, putting a Hero into battle."""

    kind: ClassVar[str] = "taunt_accepted"
    player: PlayerId
    hero: InstanceId


@frozen
class TauntDeclined:
    """The player taunted declined the challenge: the Evil Character wins it."""

    kind: ClassVar[str] = "taunt_declined"
    player: PlayerId


@frozen
class EnhancementPlayed:
    """An Enhancement was played on a character in battle."""

    kind: ClassVar[str] = "enhancement_played"
    player: PlayerId
    card: InstanceId
    character: InstanceId


@frozen
class InitiativeGiven:
    """After a change in battle, *player* has initiative in *situation*."""

    kind: ClassVar[str] = "initiative_given"
    player: PlayerId
    situation: Situation


@frozen
class Passed:
    """A player passed initiative in a stalemate or mutual destruction."""

    kind: ClassVar[str] = "passed"
    player: PlayerId


@frozen
class BattleResolved:
    """A battle ended; *rescue* tells whether a rescue attempt succeeded (None: challenge)."""

    kind: ClassVar[str] = "battle_resolved"
    outcome: BattleOutcome
    rescue: bool | None


@frozen
class SoulRescued:
    """A Lost Soul went from a Land of Bondage to the rescuer's Land of Redemption."""

    kind: ClassVar[str] = "soul_rescued"
    player: PlayerId
    soul: InstanceId
    from_player: PlayerId


@frozen
class CharacterCaptured:
    """A character was taken captive to *player*'s Land of Bondage (REG: Capture)."""

    kind: ClassVar[str] = "character_captured"
    player: PlayerId
    """Who holds it captive now (its permanent controller)."""
    card: InstanceId
    from_player: PlayerId | None
    """Who controlled it before."""


@frozen
class AbilityActivated:
    """A card's ability began to be carried out (REG: Activate)."""

    kind: ClassVar[str] = "ability_activated"
    player: PlayerId
    card: InstanceId


@frozen
class EffectCarriedOut:
    """An effect of a card's ability was carried out on *cards* (REG: Carry Out an Effect)."""

    kind: ClassVar[str] = "effect_carried_out"
    player: PlayerId
    card: InstanceId
    effect: str
    """The effect's kind: ``"discard"``, ``"negate"``, ..."""
    cards: tuple[InstanceId, ...] = ()
    seen_by: tuple[PlayerId, ...] | None = None
    """Who may know the cards, when they are hidden from some players."""
    hidden: int = 0
    """How many cards are withheld from this view: in an event as a player left out of
    ``seen_by`` sees it (:func:`as_seen_by`), ``cards`` is empty and this counts them."""


@frozen
class AbilityDeclined:
    """A player chose not to use a "may" (REG: Use an Ability)."""

    kind: ClassVar[str] = "ability_declined"
    player: PlayerId
    card: InstanceId


@frozen
class AbilityNegated:
    """A card's ability was negated: what it did this phase is undone (REG: Negate)."""

    kind: ClassVar[str] = "ability_negated"
    card: InstanceId
    by: InstanceId


@frozen
class AbilityInterrupted:
    """A card's ability was interrupted (REG: Interrupt).

    What it did this phase is undone while it waits to reactivate.
    """

    kind: ClassVar[str] = "ability_interrupted"
    card: InstanceId
    by: InstanceId


@frozen
class AbilityReactivated:
    """An interrupted ability reactivated once the interrupt completed (REG: Interrupt).

    With ``reactivated`` False it could not: it stays undone.
    """

    kind: ClassVar[str] = "ability_reactivated"
    card: InstanceId
    by: InstanceId
    """The card whose ability interrupted it."""
    reactivated: bool = True


@frozen
class AbilityPrevented:
    """A card's ability was kept from activating (REG: Prevent)."""

    kind: ClassVar[str] = "ability_prevented"
    card: InstanceId
    by: InstanceId


@frozen
class CardsLooked:
    """A player looked at hidden cards; only they see which (REG: Look)."""

    kind: ClassVar[str] = "cards_looked"
    player: PlayerId
    cards: tuple[InstanceId, ...]
    seen_by: tuple[PlayerId, ...] | None = None
    hidden: int = 0
    """How many cards are withheld from this view: in an event as a player left out of
    ``seen_by`` sees it (:func:`as_seen_by`), ``cards`` is empty and this counts them."""


@frozen
class CardsRevealed:
    """Hidden cards were shown to every player (REG: Reveal)."""

    kind: ClassVar[str] = "cards_revealed"
    player: PlayerId
    cards: tuple[InstanceId, ...]


@frozen
class PileSearched:
    """A player searched a pile: they see it whole (REG: Search)."""

    kind: ClassVar[str] = "pile_searched"
    player: PlayerId
    owner: PlayerId
    zone: Zone
    seen_by: tuple[PlayerId, ...] | None = None


@frozen
class SpecialInitiativeGiven:
    """An opponent's ability is removing *player*'s last character in battle.

    They may answer it with an Enhancement (REG: Special Initiative).
    """

    kind: ClassVar[str] = "special_initiative_given"
    player: PlayerId
    card: InstanceId
    """The card whose ability is removing the character."""


@frozen
class HealOffered:
    """*player*'s characters *cards* are being discarded: they may heal them first.

    The discard waits while they may play an Enhancement that heals (REG: Heal).
    """

    kind: ClassVar[str] = "heal_offered"
    player: PlayerId
    cards: tuple[InstanceId, ...]
    """The player's characters being discarded."""


@frozen
class CharacterHealed:
    """The ability on *by* healed *card*: its decreases end (REG: Heal).

    A character healed from being discarded goes to its owner's territory instead.
    """

    kind: ClassVar[str] = "character_healed"
    card: InstanceId
    by: InstanceId


@frozen
class AbilityNotCarriedOut:
    """A card's ability is not carried out by the engine: the card plays by its numbers.

    Said once per game for each such card, with the reason (the text is not read, or an
    effect or description in it has no handler).
    """

    kind: ClassVar[str] = "ability_not_carried_out"
    card: InstanceId
    reason: str


@frozen
class AbilityCopied:
    """*card* copied the special ability of *copied*, which it now carries out (REG: Copy)."""

    kind: ClassVar[str] = "ability_copied"
    card: InstanceId
    copied: InstanceId


@frozen
class CopyNotCarriedOut:
    """*card* copied the special ability of *copied*, which the engine does not carry out.

    The copy does nothing else; *reason* says what keeps the copied ability from being
    carried out with *card* as its source (REG: Copy).
    """

    kind: ClassVar[str] = "copy_not_carried_out"
    card: InstanceId
    copied: InstanceId
    reason: str


@frozen
class TokenCreated:
    """A create a token effect of *by* put the token *card* in a player's zone.

    The token is played as it is created (REG: Create a Token, Play).
    """

    kind: ClassVar[str] = "token_created"
    card: InstanceId
    by: InstanceId
    player: PlayerId
    zone: Zone


@frozen
class TokenNotCreated:
    """A create a token effect of *by* was not carried out.

    The game holds no free token record for it: a game's cards are fixed when it starts.
    """

    kind: ClassVar[str] = "token_not_created"
    by: InstanceId
    reason: str


@frozen
class TokenCeased:
    """A token moved to a hand, deck, discard pile, banish pile or Reserve ceased to exist.

    It is in no zone of the game any more (REG: Token).
    """

    kind: ClassVar[str] = "token_ceased"
    card: InstanceId
    player: PlayerId
    zone: Zone


@frozen
class GameEnded:
    """The game is over; *winner* None is a draw."""

    kind: ClassVar[str] = "game_ended"
    winner: PlayerId | None
    reason: EndReason


Event = (
    DeckShuffled
    | CardMoved
    | HiddenCardMoved
    | FirstPlayerChosen
    | TurnBegan
    | PhaseBegan
    | DrawSkipped
    | Equipped
    | SoulPutInSite
    | ArtifactActivated
    | ArtifactDeactivated
    | CardPlacedOn
    | CardNamed
    | DominantPlayed
    | AbilityUsed
    | BattleBegan
    | SiteAdded
    | Taunted
    | TauntAccepted
    | TauntDeclined
    | Blocked
    | BlockDeclined
    | EnhancementPlayed
    | InitiativeGiven
    | Passed
    | BattleResolved
    | SoulRescued
    | CharacterCaptured
    | AbilityActivated
    | EffectCarriedOut
    | AbilityDeclined
    | AbilityNegated
    | AbilityInterrupted
    | AbilityReactivated
    | AbilityPrevented
    | CardsLooked
    | CardsRevealed
    | PileSearched
    | SpecialInitiativeGiven
    | HealOffered
    | CharacterHealed
    | AbilityNotCarriedOut
    | AbilityCopied
    | CopyNotCarriedOut
    | TokenCreated
    | TokenNotCreated
    | TokenCeased
    | GameEnded
)
"""Any event."""

EVENT_CLASSES: Final[tuple[type[Event], ...]] = (
    DeckShuffled,
    CardMoved,
    HiddenCardMoved,
    FirstPlayerChosen,
    TurnBegan,
    PhaseBegan,
    DrawSkipped,
    Equipped,
    SoulPutInSite,
    ArtifactActivated,
    ArtifactDeactivated,
    CardPlacedOn,
    CardNamed,
    DominantPlayed,
    AbilityUsed,
    BattleBegan,
    SiteAdded,
    Taunted,
    TauntAccepted,
    TauntDeclined,
    Blocked,
    BlockDeclined,
    EnhancementPlayed,
    InitiativeGiven,
    Passed,
    BattleResolved,
    SoulRescued,
    CharacterCaptured,
    AbilityActivated,
    EffectCarriedOut,
    AbilityDeclined,
    AbilityNegated,
    AbilityInterrupted,
    AbilityReactivated,
    AbilityPrevented,
    CardsLooked,
    CardsRevealed,
    PileSearched,
    SpecialInitiativeGiven,
    HealOffered,
    CharacterHealed,
    AbilityNotCarriedOut,
    AbilityCopied,
    CopyNotCarriedOut,
    TokenCreated,
    TokenNotCreated,
    TokenCeased,
    GameEnded,
)


def _configure(converter: cattrs.Converter) -> None:
    tag_union(converter, EVENT_CLASSES, name="Event")


register_configuration(_configure)


def as_seen_by(
    event: Event, player: PlayerId, unseen: Collection[InstanceId] = frozenset()
) -> Event:
    """*event* as *player* sees it: no card they may not see is named in it.

    A :class:`CardMoved` whose ``seen_by`` leaves *player* out becomes a
    :class:`HiddenCardMoved` (the places, not the card); a :class:`CardsLooked` or an
    :class:`EffectCarriedOut` whose ``seen_by`` leaves them out keeps who acted and counts its
    cards in ``hidden`` instead (the engine names the drawer alone in the ``seen_by`` of an
    effect that draws, REG: Draw). Cards of *unseen*, which the caller knows *player*
    does not see (:func:`redemption_rules.views.events_for` follows a step's moves for them),
    are counted too in an effect seen by all, and in one whose ``seen_by`` names *player* as
    a player whose places it acted on rather than the one carrying it out: the owner of a
    deck looked at does not see the cards (REG: Look). Every other event comes back
    unchanged.

    >>> drawn = CardMoved(InstanceId(3), PlayerId(0), Zone.DECK, PlayerId(0), Zone.HAND, (0,))
    >>> as_seen_by(drawn, PlayerId(0)) == drawn
    True
    >>> type(as_seen_by(drawn, PlayerId(1))).__name__
    'HiddenCardMoved'
    >>> as_seen_by(CardsLooked(PlayerId(0), (InstanceId(4), InstanceId(5)), (0,)), PlayerId(1))
    CardsLooked(player=0, cards=(), seen_by=(0,), hidden=2)
    """
    if isinstance(event, CardMoved):
        if event.seen_by is None or player in event.seen_by:
            return event
        return HiddenCardMoved(
            event.from_player, event.from_zone, event.to_player, event.to_zone, event.seen_by
        )
    if isinstance(event, (CardsLooked, EffectCarriedOut)) and event.cards:
        seen_by = event.seen_by
        if seen_by is not None and player not in seen_by:
            return evolve(event, cards=(), hidden=event.hidden + len(event.cards))
        if seen_by is not None and (isinstance(event, CardsLooked) or player == event.player):
            return event
        # seen by all, or by the players whose places an effect acted on, who do not all
        # see those places: only the player carrying out a look sees (REG: Look)
        withheld = [card for card in event.cards if card in unseen]
        if withheld:
            cards = tuple(card for card in event.cards if card not in unseen)
            return evolve(event, cards=cards, hidden=event.hidden + len(withheld))
    return event


def hidden_cards(state: GameState, player: PlayerId) -> frozenset[InstanceId]:
    """The cards of *state* that *player* may not see, by the rules of their places.

    Every deck, as no player sees a deck (REG: Deck); other players' hands (REG: Look: an
    effect that targets a card in an opponent's hand includes a look at that hand) and
    Reserves (REG: Reserve: known to the player who owns it); face-down cards but those before
    the player (REG: Face Down, Artifact Pile). Cards a look, a reveal or a question shows for
    a while are not taken out (see :func:`redemption_rules.views.observe`).
    """
    hidden: list[InstanceId] = []
    cards = state.cards
    for seat in state.players:
        hidden += seat.deck
        if seat.id != player:
            hidden += seat.hand
            hidden += seat.reserve
            for zone in _SURFACE_PILES:
                hidden += (card for card in seat.zone(zone) if cards[card].face_down)
    return frozenset(hidden)


_SURFACE_PILES: Final = (Zone.TERRITORY, Zone.ARTIFACT_PILE, Zone.SET_ASIDE)
"""The zones of a player where a card may lie face down (REG: Face Down)."""


def describe(event: Event, state: GameState, player: PlayerId | None = None) -> str | None:
    """One line of plain English for *event*, naming cards as *state* knows them.

    With *player*, the line is what that player may read: the event as they see it
    (:func:`as_seen_by`), so it names no card hidden from them ("Player 2 draws a card."), nor
    one that lies hidden from them in *state* (it is counted); cards they looked at themselves
    are named. Without, it is the table's account, which
    names drawn cards. Players are numbered from 1 for people to read. Returns None for
    bookkeeping events (a deck shuffled, a phase begun) that a reader does not need.

    Raises:
        UnknownPlayerError: *player* is not one of the game's players.

    >>> from redemption_rules.cards import load_starter_cards
    >>> from redemption_rules.testing import build_position
    >>> state = build_position(
    ...     load_starter_cards(), [{"land_of_redemption": ["Lost Soul Luke 13:25 (J)"]}, {}]
    ... )
    >>> describe(SoulRescued(PlayerId(0), InstanceId(0), PlayerId(1)), state)
    'Player 1 rescues Lost Soul Luke 13:25 (J) from player 2 (1 Redeemed Soul).'
    >>> drawn = CardMoved(InstanceId(0), PlayerId(0), Zone.DECK, PlayerId(0), Zone.HAND, (0,))
    >>> describe(drawn, state, PlayerId(1))
    'Player 1 draws a card.'
    """
    if player is not None:
        UnknownPlayerError.check(player, len(state.players))
        event = as_seen_by(event, player, hidden_cards(state, player))
    writer = _WRITERS.get(type(event))
    return writer(event, _Namer(state, player)) if writer is not None else None


class _Namer:
    """Names of cards and players, for :func:`describe`."""

    def __init__(self, state: GameState, viewer: PlayerId | None = None) -> None:
        self.state = state
        self.viewer = viewer
        """The player the line is for (None: the table's account)."""

    def card(self, card: InstanceId) -> str:
        return self.state.card(card).name

    def player(self, player: PlayerId | None) -> str:
        return f"player {(player or 0) + 1}"

    def Player(self, player: PlayerId | None) -> str:  # noqa: N802 - capitalised form
        return f"Player {(player or 0) + 1}"

    def count(self, cards: tuple[InstanceId, ...], hidden: int = 0) -> str:
        total = len(cards) + hidden
        return "1 card" if total == 1 else f"{total} cards"

    def sees(self, seen_by: tuple[PlayerId, ...] | None) -> bool:
        """Whether the line's reader may be told the cards an event with *seen_by* names."""
        if self.viewer is None:
            return seen_by is None  # the table's account counts the cards only some saw
        return seen_by is None or self.viewer in seen_by


def _is_character(state: GameState, card: InstanceId) -> bool:
    """Whether *card* is a character on the playing surface (a card placed on it: REG Place)."""
    identity = state.instance(card).identity
    return identity is not None and identity.is_character


def _moved(event: CardMoved, name: _Namer) -> str | None:
    instance = name.state.instance(event.card)
    holder = instance.held_by
    if holder is not None and (
        event.to_zone is Zone.LAND_OF_BONDAGE
        or (event.to_zone is Zone.TERRITORY and _is_character(name.state, holder))
    ):
        return f"{name.card(event.card)} is placed on {name.card(holder)}."
    if instance.equipped_to is not None or instance.held_by is not None:
        return None  # an Equipped or SoulPutInSite event tells it
    who = name.Player(event.from_player if event.from_player is not None else event.to_player)
    title = name.card(event.card)
    moves = {
        (Zone.DECK, Zone.HAND): f"{who} draws {title}.",
        (Zone.DECK, Zone.LAND_OF_BONDAGE): f"{who} draws {title}: to the Land of Bondage.",
        (Zone.HAND, Zone.TERRITORY): f"{who} puts {title} into territory.",
        (Zone.HAND, Zone.ARTIFACT_PILE): f"{who} puts {title} face down on the Artifact pile.",
        (Zone.HAND, Zone.DISCARD_PILE): (
            f"{title} goes to the discard pile."
            if name.state.card(event.card).is_dominant
            else f"{who} discards {title}."
        ),
        (Zone.FIELD_OF_BATTLE, Zone.DISCARD_PILE): f"{title} is discarded.",
        (Zone.FIELD_OF_BATTLE, Zone.TERRITORY): f"{title} returns to territory.",
    }
    known = moves.get((event.from_zone, event.to_zone))
    if known is not None or event.to_zone is Zone.FIELD_OF_BATTLE:
        return known  # a card entering battle is told by the event that sent it there
    origin = _place(event.from_player, event.from_zone, name)
    return f"{title} goes from {origin} to {_place(event.to_player, event.to_zone, name)}."


def _place(player: PlayerId | None, zone: Zone, name: _Namer) -> str:
    where = zone.value.replace("_", " ")
    return where if player is None else f"{name.player(player)}'s {where}"


def _hidden_moved(event: HiddenCardMoved, name: _Namer) -> str:
    who = name.Player(event.from_player if event.from_player is not None else event.to_player)
    moves = {
        (Zone.DECK, Zone.HAND): f"{who} draws a card.",
        (Zone.HAND, Zone.ARTIFACT_PILE): f"{who} puts a card face down on the Artifact pile.",
    }
    known = moves.get((event.from_zone, event.to_zone))
    if known is not None:
        return known
    origin = _place(event.from_player, event.from_zone, name)
    return f"A card goes from {origin} to {_place(event.to_player, event.to_zone, name)}."


def _carried_out(event: EffectCarriedOut, name: _Namer) -> str:
    verb = event.effect.replace("_", " ")
    if not event.cards and not event.hidden:
        return f"{name.card(event.card)}: {verb}."
    if event.hidden or not name.sees(event.seen_by):
        return f"{name.card(event.card)}: {verb} {name.count(event.cards, event.hidden)}."
    cards = ", ".join(name.card(card) for card in event.cards)
    return f"{name.card(event.card)}: {verb} {cards}."


def _looked(event: CardsLooked, name: _Namer) -> str:
    if event.cards and not event.hidden and name.viewer is not None and name.sees(event.seen_by):
        cards = ", ".join(name.card(card) for card in event.cards)
        return f"{name.Player(event.player)} looks at {cards}."
    return f"{name.Player(event.player)} looks at {name.count(event.cards, event.hidden)}."


def _first_player(event: FirstPlayerChosen, name: _Namer) -> str:
    if event.chooser is None:
        return f"{name.Player(event.player)} is chosen at random to go first."
    return f"{name.Player(event.chooser)} chooses {name.player(event.player)} to go first."


def _battle_began(event: BattleBegan, name: _Namer) -> str:
    what = "a rescue attempt" if event.battle is BattleKind.RESCUE_ATTEMPT else "a battle challenge"
    return (
        f"{name.Player(event.attacker)} attacks {name.player(event.defender)} with "
        f"{name.card(event.hero)}: {what}."
    )


def _resolved(event: BattleResolved, _: _Namer) -> str:
    text = _OUTCOMES[event.outcome]
    if event.rescue is not None:
        text += "; the rescue attempt " + ("succeeds" if event.rescue else "fails")
    return text + "."


def _rescued(event: SoulRescued, name: _Namer) -> str:
    count = len(name.state.players[event.player].land_of_redemption)
    souls = "Redeemed Soul" if count == 1 else "Redeemed Souls"
    return (
        f"{name.Player(event.player)} rescues {name.card(event.soul)} from "
        f"{name.player(event.from_player)} ({count} {souls})."
    )


def _deactivated(event: ArtifactDeactivated, name: _Namer) -> str:
    return f"{name.card(event.card)} of {name.player(event.player)} is turned face down."


def _activated(event: ArtifactActivated, name: _Namer) -> str:
    text = f"{name.Player(event.player)} activates {name.card(event.card)}"
    if event.deactivated is not None:
        text += f", turning {name.card(event.deactivated)} face down"
    return text + "."


def _captured(event: CharacterCaptured, name: _Namer) -> str:
    text = f"{name.Player(event.player)} captures {name.card(event.card)}"
    if event.from_player is not None and event.from_player != event.player:
        text += f" from {name.player(event.from_player)}"
    return text + "."


def _ended(event: GameEnded, name: _Namer) -> str:
    why = _END_REASONS[event.reason]
    if event.winner is None:
        return f"The game ends in a draw: {why}."
    return f"{name.Player(event.winner)} wins: {why}."


_OUTCOMES: Final = {
    BattleOutcome.HERO_WINS: "The Hero side wins",
    BattleOutcome.EVIL_WINS: "The Evil Character side wins",
    BattleOutcome.MUTUAL_DESTRUCTION: "Mutual destruction",
    BattleOutcome.MUTUAL_REMOVAL: "Mutual removal",
    BattleOutcome.STALEMATE: "Stalemate",
}

_END_REASONS: Final = {
    EndReason.SOULS: "the winning count of Redeemed Souls reached",
    EndReason.UNREACHABLE: "no player can reach the winning count any more",
    EndReason.ROUND_LIMIT: "the round limit passed",
}

_WRITERS: Final[dict[type[Any], Callable[[Any, _Namer], str | None]]] = {
    CardMoved: _moved,
    HiddenCardMoved: _hidden_moved,
    FirstPlayerChosen: _first_player,
    TurnBegan: lambda e, n: f"Turn {e.turn} (round {e.round}): {n.player(e.player)}.",
    DrawSkipped: lambda e, n: f"{n.Player(e.player)} draws nothing: {e.reason}.",
    DominantPlayed: lambda e, n: f"{n.Player(e.player)} plays the Dominant {n.card(e.card)}.",
    AbilityUsed: lambda e, n: f"{n.Player(e.player)} uses the ability of {n.card(e.card)}.",
    AbilityActivated: lambda e, n: f"{n.card(e.card)}'s ability activates.",
    EffectCarriedOut: _carried_out,
    AbilityDeclined: lambda e, n: f"{n.Player(e.player)} does not use {n.card(e.card)}'s ability.",
    AbilityNegated: lambda e, n: f"{n.card(e.by)} negates {n.card(e.card)}'s ability.",
    AbilityInterrupted: lambda e, n: f"{n.card(e.by)} interrupts {n.card(e.card)}'s ability.",
    AbilityReactivated: lambda e, n: (
        f"{n.card(e.card)}'s ability reactivates."
        if e.reactivated
        else f"{n.card(e.card)}'s ability does not reactivate after {n.card(e.by)}."
    ),
    AbilityPrevented: lambda e, n: f"{n.card(e.by)} prevents {n.card(e.card)}'s ability.",
    CardsLooked: _looked,
    CardsRevealed: lambda e, n: (
        f"{n.Player(e.player)} reveals {', '.join(n.card(c) for c in e.cards) or 'nothing'}."
    ),
    PileSearched: lambda e, n: (
        f"{n.Player(e.player)} searches {n.player(e.owner)}'s {e.zone.value.replace('_', ' ')}."
    ),
    SpecialInitiativeGiven: lambda e, n: (
        f"{n.Player(e.player)} has special initiative against {n.card(e.card)}."
    ),
    HealOffered: lambda e, n: (
        f"{n.Player(e.player)} may heal {', '.join(n.card(c) for c in e.cards)} before the discard."
    ),
    CharacterHealed: lambda e, n: f"{n.card(e.by)} heals {n.card(e.card)}.",
    AbilityNotCarriedOut: lambda e, n: (
        f"{n.card(e.card)} plays by its numbers: its ability is not carried out ({e.reason})."
    ),
    AbilityCopied: lambda e, n: f"{n.card(e.card)} copies the ability of {n.card(e.copied)}.",
    CopyNotCarriedOut: lambda e, n: (
        f"{n.card(e.card)} copies the ability of {n.card(e.copied)}, which is not carried out"
        f" ({e.reason})."
    ),
    TokenCreated: lambda e, n: (
        f"{n.card(e.by)} creates {n.card(e.card)} in {_place(e.player, e.zone, n)}."
    ),
    TokenNotCreated: lambda e, n: f"{n.card(e.by)} creates no token: {e.reason}.",
    TokenCeased: lambda e, n: f"{n.card(e.card)} ceases to exist.",
    BattleBegan: _battle_began,
    SiteAdded: lambda e, n: (
        f"{n.Player(e.player)} adds {n.card(e.site)} to the battle: "
        + ("a rescue attempt." if e.battle is BattleKind.RESCUE_ATTEMPT else "a battle challenge.")
    ),
    Taunted: lambda e, n: (
        f"{n.Player(e.player)} taunts {n.player(e.defender)} with {n.card(e.character)}."
    ),
    TauntAccepted: lambda e, n: f"{n.Player(e.player)} accepts the taunt with {n.card(e.hero)}.",
    TauntDeclined: lambda e, n: f"{n.Player(e.player)} declines the taunt.",
    Blocked: lambda e, n: f"{n.Player(e.player)} blocks with {n.card(e.character)}.",
    ArtifactActivated: _activated,
    ArtifactDeactivated: _deactivated,
    CardPlacedOn: lambda e, n: f"{n.card(e.card)} is placed on {n.card(e.bearer)}.",
    CardNamed: lambda e, n: f"{n.Player(e.player)} names {e.name} for {n.card(e.card)}.",
    SoulPutInSite: lambda e, n: (
        f"{n.Player(e.player)} puts {n.card(e.soul)} into {n.card(e.site)}."
    ),
    Equipped: lambda e, n: (
        f"{n.Player(e.player)} equips {n.card(e.warrior)} with {n.card(e.weapon)}."
    ),
    BlockDeclined: lambda e, n: f"{n.Player(e.player)} does not block.",
    EnhancementPlayed: lambda e, n: (
        f"{n.Player(e.player)} plays {n.card(e.card)} on {n.card(e.character)}."
    ),
    InitiativeGiven: lambda e, n: (
        f"Hero side {e.situation.value.replace('_', ' ')}; {n.player(e.player)} has initiative."
    ),
    Passed: lambda e, n: f"{n.Player(e.player)} passes.",
    BattleResolved: _resolved,
    SoulRescued: _rescued,
    CharacterCaptured: _captured,
    GameEnded: _ended,
}
