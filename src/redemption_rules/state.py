"""Game state: frozen records for everything on the table.

A :class:`GameState` is immutable. The engine's :func:`~redemption_rules.engine.apply` returns
a new state and never changes the one it was given. Cards are referred to by
:data:`InstanceId`, an index into :attr:`GameState.cards`; each :class:`CardInstance` knows the
key of its :class:`~redemption_rules.cards.CardDef` in :attr:`GameState.catalog`, which holds
every card of the game, so a state read back from JSON can be played on with no card file.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Final, NewType, Protocol

from attrs import field, frozen

from redemption_rules.cards.model import CardDef, CardType
from redemption_rules.cards.pool import CardPool
from redemption_rules.rulesets import Ruleset
from redemption_rules.zones import PLAYER_ZONES, Zone

if TYPE_CHECKING:
    from collections.abc import Iterator, Mapping, Sequence


class _Printer(Protocol):
    """What ``_repr_pretty_`` uses of a pretty printer (IPython's protocol)."""

    def text(self, text: str) -> None:
        """Write *text*."""
        ...


InstanceId = NewType("InstanceId", int)
"""A card of this game: its index in :attr:`GameState.cards`."""

PlayerId = NewType("PlayerId", int)
"""A seat: 0 for the first deck given to ``new_game``, 1 for the second, ..."""


def a_or_an(word: str) -> str:
    """*word* with its indefinite article, for messages.

    >>> a_or_an("Evil Character"), a_or_an("Hero"), a_or_an("EE")
    ('an Evil Character', 'a Hero', 'an EE')
    """
    return f"an {word}" if word[:1].lower() in "aeiou" else f"a {word}"


class Phase(enum.Enum):
    """Where in the game the state stands (REG: Pre-Game Phase, Turn, Phase)."""

    __hash__ = object.__hash__  # members are singletons: a C-level hash is faster

    PRE_GAME = "pre_game"
    DRAW = "draw"
    UPKEEP = "upkeep"
    PREPARATION = "preparation"
    BATTLE = "battle"
    DISCARD = "discard"
    GAME_OVER = "game_over"


class DecisionKind(enum.Enum):
    """What the player to act is being asked."""

    __hash__ = object.__hash__  # members are singletons: a C-level hash is faster

    CHOOSE_FIRST_PLAYER = "choose_first_player"
    """Pick the player who takes the first turn (REG: Pre-Game Phase)."""
    PREPARATION = "preparation"
    """Put cards into play, or end the Preparation Phase."""
    BATTLE = "battle"
    """Attack with a Hero, or end the Battle Phase without a battle."""
    BLOCK = "block"
    """Block with an Evil Character, or decline."""
    INITIATIVE = "initiative"
    """Play an Enhancement, or pass or decline (REG: Initiative, Pass)."""
    SURRENDER_SOUL = "surrender_soul"
    """Choose the Lost Soul a successful rescue attempt takes (REG: Battle Resolution)."""
    DISCARD = "discard"
    """Put cards into play, discard down to the hand limit, or end the turn."""
    EQUIP = "equip"
    """At the end of battle, equip a weapon in battle to a warrior with none (REG: Battle
    Resolution step 7), or decline."""
    ABILITY = "ability"
    """Answer a question an ability asks: its targets, whether to use a "may", which of
    several effects (the :attr:`Decision.question` says what is asked)."""
    PRIORITY = "priority"
    """Play a Dominant or use a triggered ability, or pass (REG: Action Priority)."""
    SPECIAL_INITIATIVE = "special_initiative"
    """An opponent's ability is removing the player's last character in battle: play an
    Enhancement that negates or interrupts it, or decline (REG: Special Initiative)."""


class BattleKind(enum.Enum):
    """What a battle is (REG: Rescue Attempt, Battle Challenge)."""

    RESCUE_ATTEMPT = "rescue_attempt"
    BATTLE_CHALLENGE = "battle_challenge"


class Situation(enum.Enum):
    """The state of a battle by the numbers, seen from the Hero's side (REG: Initiative)."""

    LOSING = "losing"
    """Evil strength reaches Hero toughness and Hero strength falls short of evil toughness."""
    WINNING = "winning"
    """Hero strength reaches evil toughness and evil strength falls short of Hero toughness."""
    STALEMATE = "stalemate"
    """Neither side's strength reaches the other's toughness."""
    MUTUAL_DESTRUCTION = "mutual_destruction"
    """Each side's strength reaches the other's toughness."""


class BattleOutcome(enum.Enum):
    """How a battle ended (REG: Battle Resolution, Mutual Destruction, Stalemate)."""

    HERO_WINS = "hero_wins"
    """By the numbers, or because no Evil Character is left (or none came)."""
    EVIL_WINS = "evil_wins"
    """By the numbers, or because no Hero is left."""
    MUTUAL_DESTRUCTION = "mutual_destruction"
    """Both sides' characters discarded by the numbers: a rescue attempt succeeds."""
    MUTUAL_REMOVAL = "mutual_removal"
    """Both sides emptied other than by the numbers: a rescue attempt fails."""
    STALEMATE = "stalemate"
    """Nobody discarded; a rescue attempt fails and the Hero is defeated."""


class EndReason(enum.Enum):
    """Why a game ended (REG: Rescue; fourth edition; tournament time limit)."""

    SOULS = "souls"
    """A player reached the ruleset's Redeemed Soul count."""
    UNREACHABLE = "unreachable"
    """No player can reach the count any more: most Redeemed Souls wins."""
    ROUND_LIMIT = "round_limit"
    """The ruleset's round limit passed: most Redeemed Souls wins."""


@frozen
class CardInstance:
    """One physical card in a game."""

    id: InstanceId
    key: str
    """The :attr:`CardDef.key` of the card in :attr:`GameState.catalog`."""
    owner: PlayerId
    identity: CardType | None = None
    """The active identity while on the playing surface (REG: Active Identity)."""
    face_down: bool = False
    """Whether the card lies face down (an inactive Artifact)."""
    equipped_to: InstanceId | None = None
    """The warrior a weapon is equipped to, while both are in its territory (REG: Weapon)."""
    held_by: InstanceId | None = None
    """The Site a Lost Soul is in, while both are in its territory (REG: Occupied)."""


@frozen
class PlayerState:
    """One player's zones (REG: Location). Each zone is a tuple of card ids."""

    id: PlayerId
    deck: tuple[InstanceId, ...] = ()
    """Top card first."""
    hand: tuple[InstanceId, ...] = ()
    territory: tuple[InstanceId, ...] = ()
    artifact_pile: tuple[InstanceId, ...] = ()
    land_of_bondage: tuple[InstanceId, ...] = ()
    land_of_redemption: tuple[InstanceId, ...] = ()
    discard_pile: tuple[InstanceId, ...] = ()
    """Top card last."""
    banish_pile: tuple[InstanceId, ...] = ()
    reserve: tuple[InstanceId, ...] = ()
    set_aside: tuple[InstanceId, ...] = ()

    def zone(self, zone: Zone) -> tuple[InstanceId, ...]:
        """The cards in one of this player's zones."""
        name = _ZONE_FIELDS.get(zone)
        if name is None:
            raise ValueError("the Field of Battle is shared; see GameState.battle")
        result: tuple[InstanceId, ...] = getattr(self, name)
        return result

    def with_zones(self, zones: Mapping[Zone, tuple[InstanceId, ...]]) -> PlayerState:
        """A copy with some zones replaced."""
        return PlayerState(
            self.id,
            *(
                zones[zone] if zone in zones else getattr(self, name)
                for zone, name in _ZONE_FIELDS.items()
            ),
        )

    @property
    def redeemed(self) -> int:
        """Redeemed Souls: cards in the Land of Redemption."""
        return len(self.land_of_redemption)


@frozen
class Enhancement:
    """An Enhancement in battle and the character that used it (REG: Used By)."""

    card: InstanceId
    user: InstanceId
    player: PlayerId
    """Who played it."""
    equipped: bool = False
    """Whether it is a weapon equipped to its user, which it follows out of battle."""


@frozen
class Battle:
    """The battle being fought: its sides, Enhancements and initiative (REG: Battle)."""

    attacker: PlayerId
    defender: PlayerId
    kind: BattleKind
    heroes: tuple[InstanceId, ...] = ()
    """The good side, in the order the characters entered."""
    evil_characters: tuple[InstanceId, ...] = ()
    """The evil side, in the order the characters entered."""
    enhancements: tuple[Enhancement, ...] = ()
    """Enhancements in the order they were played."""
    blocked: bool = False
    """Whether the defender has answered the attack with a blocker."""
    last_played_by: PlayerId | None = None
    """Who played the last card in battle (REG: Initiative)."""
    initiative: PlayerId | None = None
    """Who may play the next Enhancement."""
    passes: int = 0
    """Passes in a row with no Enhancement played (REG: Pass)."""
    equipping: tuple[PlayerId, ...] = ()
    """At the end of battle, the players still to choose weapons for their warriors."""
    sites: tuple[InstanceId, ...] = ()
    """Sites the attacker added to battle, which give access to Lost Souls in Sites of a
    matching brigade (REG: Site)."""
    rescued: bool = False
    """A card played in battle rescued a Lost Soul for the attacker: the rescue attempt has
    succeeded, the battle goes on as a battle challenge, and cards played in it rescue no
    more (REG: Rescue Attempt, Battle Challenge)."""

    def cards(self) -> tuple[InstanceId, ...]:
        """Every card in the Field of Battle."""
        return (
            self.heroes
            + self.evil_characters
            + tuple(enh.card for enh in self.enhancements)
            + self.sites
        )

    def side_of(self, card: InstanceId) -> PlayerId | None:
        """The player whose side of battle *card* is on (None: not in this battle).

        Heroes and the attacker's Sites are the attacker's side, Evil Characters the
        defender's, and an Enhancement is on the side of the player who played it.
        """
        if card in self.heroes:
            return self.attacker
        if card in self.evil_characters:
            return self.defender
        for enhancement in self.enhancements:
            if enhancement.card == card:
                return enhancement.player
        if card in self.sites:
            return self.attacker
        return None


class QuestionKind(enum.Enum):
    """What an ability's question asks for."""

    CARDS = "cards"
    """Cards, picked one at a time from the options (``ChooseCard``), then ``Finish``."""
    OPTION = "option"
    """One of the labelled options (``ChooseOption``)."""


@frozen
class Question:
    """What an ability asks a player, and what they may answer."""

    prompt: str
    """The question in words: "Choose a Hero to discard (Fiery Darts)"."""
    kind: QuestionKind
    card: InstanceId | None = None
    """The card whose ability asks."""
    options: tuple[InstanceId, ...] = ()
    """The cards that may be picked (``CARDS``)."""
    labels: tuple[str, ...] = ()
    """The options in words (``OPTION``); the answer is an index into them."""
    picked: tuple[InstanceId, ...] = ()
    """Cards already picked for this answer (``CARDS``)."""
    minimum: int = 0
    """The fewest cards the answer may hold (``CARDS``)."""
    maximum: int = 1
    """The most cards the answer may hold (``CARDS``)."""


@frozen
class Decision:
    """The choice the game waits for, and whose it is."""

    player: PlayerId
    kind: DecisionKind
    question: Question | None = None
    """What an ability asks (``ABILITY`` decisions only)."""


class Until(enum.Enum):
    """When an ongoing effect ends (REG: Duration)."""

    PHASE = "phase"
    """The end of the current phase: the default."""
    BATTLE = "battle"
    """The end of the current battle ("for the rest of the battle")."""
    TURN = "turn"
    """The end of the current turn."""
    GAME = "game"
    """Never, while the game lasts."""


@frozen
class Result:
    """What one effect of an activation acted on.

    The effects after it refer to it: "it", "them", "the rest", "if you do".
    """

    effect: int
    """The index of the effect in the card's ability."""
    cards: tuple[InstanceId, ...] = ()
    """The cards it targeted or moved."""
    players: tuple[PlayerId, ...] = ()
    """The players whose places it acted on ("that opponent", "that hand")."""
    done: bool = True
    """Whether it was fully carried out (REG: Carry Out an Effect)."""
    shown: bool = False
    """Whether it was a look or a reveal, whose cards later effects deal with."""


@frozen
class Moved:
    """Where a card was before an ability moved it: what a negate puts back (REG: Negate)."""

    card: InstanceId
    player: PlayerId | None
    """The player whose zone held it (None: the Field of Battle)."""
    zone: Zone
    index: int = 0
    """Its position in that zone (a deck's order matters)."""
    to_player: PlayerId | None = None
    to_zone: Zone = Zone.DISCARD_PILE
    """Where the ability put it: only a card still there goes back."""
    side: PlayerId | None = None
    """The player whose side of battle it was on."""
    user: InstanceId | None = None
    """The character an Enhancement in battle was used by."""
    home: bool = False
    """Whether a negate sends it to its owner's territory instead (a banded character)."""


@frozen
class Activation:
    """An ability being carried out or waiting to be (REG: Abilities, Pending).

    The effects it carries out come from the card's special ability: ``effects`` names them
    by index, and the resolution works through them step by step, asking the players what
    the effects need. ``answers`` holds the answers given so far to the current effect.
    """

    id: int
    card: InstanceId
    controller: PlayerId
    """The player using the ability."""
    effects: tuple[int, ...]
    """The effects of the card's ability this activation carries out, in order."""
    played: int = 0
    """When the card was played, as a game serial number (REG: Cannot be Prevented)."""
    user: InstanceId | None = None
    """The character using the card, for an Enhancement ("if used by ...")."""
    step: int = 0
    """The step of the ability being carried out (a step is an effect or a choice of them)."""
    choice: int | None = None
    """Which option of the current step was chosen; -1 for a "may" declined."""
    link: int = 0
    """The effect being carried out within the chosen option."""
    actor: int = 0
    """Which of the players carrying out the effect is acting ("each player must ...")."""
    answers: tuple[int, ...] = ()
    """Answers given to the current effect's questions: card ids, or option indexes."""
    results: tuple[Result, ...] = ()
    moves: tuple[Moved, ...] = ()
    """Where the cards it moved came from, newest last."""
    locked: bool = False
    """Whether the current effect's targets are chosen (it waits on special initiative)."""
    paused: bool = False
    """Whether it waits while a player answers it with special initiative."""
    answered: bool = False
    """Whether the current effect has had its special-initiative answer already."""
    group: int = 0
    """The group of characters entering battle together it belongs to (0: none)."""
    bucket: int = 2
    """Its step in the Ability Activation Order (REG: Ability Activation Order)."""
    shield: tuple[str, ...] = ()
    """Modifiers it carries against negation: ``"cbn"``, ``"cbp"``, ``"cbi"``."""
    trigger: bool = False
    """Whether it is a triggered ability (REG: Triggered Effect)."""
    optional: bool = False
    """Whether the player may decline it as a whole (an optional triggered ability)."""
    announced: bool = False
    """Whether the game has said it activates (``AbilityActivated``)."""


@frozen
class Prevention:
    """Abilities kept from activating (REG: Prevent, Negate): an ongoing effect.

    The cards are those matching the target of effect ``effect`` on card ``source`` (as
    that card's controller sees them), or exactly ``cards``.
    """

    id: int
    source: InstanceId
    controller: PlayerId
    effect: int
    """The effect of the source's ability that prevents."""
    activated: int
    """When it began, as a game serial number."""
    until: Until = Until.PHASE
    cards: tuple[InstanceId, ...] = ()
    """Exactly these cards, rather than the effect's description."""
    remaining: int | None = None
    """How many more abilities it may prevent ("the next Enhancement": 1); None: any."""
    played_after: bool = False
    """Whether only cards played after it began are prevented ("the next ...")."""
    activation: int = 0
    """The activation that made it: negating that activation ends it."""


@frozen
class Delayed:
    """A triggered effect waiting for its moment: "discard Nabal after battle"."""

    id: int
    card: InstanceId
    controller: PlayerId
    effects: tuple[int, ...]
    moment: str
    """The moment, as a :class:`~redemption_rules.effects.timing.Moment` value."""
    results: tuple[Result, ...] = ()
    """The results of the activation that made it, for its references back."""
    played: int = 0
    activation: int = 0


@frozen
class Played:
    """A card played this phase, for "the next/last card played" (REG: Targeting)."""

    card: InstanceId
    player: PlayerId
    serial: int
    in_battle: bool = False


@frozen
class Use:
    """How often a player used a limited ability or a card's abilities (REG: Limit)."""

    key: str
    """What is counted: a card title with its limit, or ``"card:<id>"`` for the cap of four
    activations a turn."""
    player: PlayerId
    per: str
    """The timeframe: ``"game"``, ``"turn"``, ``"phase"``, ``"battle"``."""
    count: int = 1


@frozen
class Priority:
    """An Action Priority round in progress (REG: Action Priority).

    The players still to be offered the chance to act, in order; a player who passes leaves
    the list. A player who acts starts a new round once what they did has resolved.
    """

    waiting: tuple[PlayerId, ...]


@frozen
class GameResult:
    """How a finished game ended."""

    winner: PlayerId | None
    """The winner, or None for a draw."""
    reason: EndReason


@frozen
class Rng:
    """The game's random number generator (SplitMix64), stored in the state.

    Same seed, same sequence, on every machine: shuffles and random choices in a game come
    only from here.

    >>> value, rng = Rng.from_seed(7).below(6)
    >>> 0 <= value < 6
    True
    """

    state: int

    @classmethod
    def from_seed(cls, seed: int) -> Rng:
        """A generator for *seed* (any integer)."""
        return cls(seed & _MASK)

    def next(self) -> tuple[int, Rng]:
        """A 64-bit random integer and the next generator."""
        state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), Rng(state)

    def below(self, bound: int) -> tuple[int, Rng]:
        """A uniform integer in ``range(bound)`` and the next generator."""
        if bound <= 0:
            raise ValueError("bound must be positive")
        limit = _MASK + 1 - ((_MASK + 1) % bound)
        rng = self
        while True:
            value, rng = rng.next()
            if value < limit:
                return value % bound, rng

    def shuffled(self, items: Sequence[InstanceId]) -> tuple[tuple[InstanceId, ...], Rng]:
        """A Fisher-Yates shuffle of *items* and the next generator."""
        result = list(items)
        rng = self
        for index in range(len(result) - 1, 0, -1):
            other, rng = rng.below(index + 1)
            result[index], result[other] = result[other], result[index]
        return tuple(result), rng


_MASK: Final = (1 << 64) - 1
_BATTLE_DECISIONS: Final = frozenset(
    {DecisionKind.BLOCK, DecisionKind.INITIATIVE, DecisionKind.SURRENDER_SOUL, DecisionKind.EQUIP}
)
_ZONE_FIELDS: Final = {zone: zone.value for zone in PLAYER_ZONES}


@frozen
class GameState:
    """Everything about a game at one moment.

    Read status with :attr:`is_over`, :attr:`winner` and :attr:`to_act`; change it only through
    :func:`redemption_rules.apply` or :func:`redemption_rules.step`.
    """

    ruleset: Ruleset
    catalog: CardPool
    """Every card definition in the game, by key."""
    cards: tuple[CardInstance, ...]
    """Every card of the game, indexed by its :data:`InstanceId`."""
    players: tuple[PlayerState, ...]
    rng: Rng
    phase: Phase = Phase.PRE_GAME
    active: PlayerId = PlayerId(0)
    """Whose turn it is (REG: Active Player)."""
    turn: int = 0
    """Turns begun so far in the whole game; 0 before the first."""
    first_player: PlayerId | None = None
    battle: Battle | None = None
    battles_this_turn: int = 0
    attacked_this_phase: tuple[PlayerId, ...] = ()
    """Players attacked in the current Battle Phase (each at most once)."""
    decision: Decision | None = None
    """The choice the game waits for; None once the game is over."""
    result: GameResult | None = None
    abilities: bool = True
    """Whether special abilities are carried out; False plays every card by its numbers."""
    serial: int = 0
    """A counter: each card played and each ability activated takes the next number."""
    stack: tuple[Activation, ...] = ()
    """Abilities resolving, the one acting first (REG: Pending)."""
    pending: tuple[Activation, ...] = ()
    """Triggered abilities waiting for Action Priority level 1 (REG: Triggered Effect)."""
    completed: tuple[Activation, ...] = ()
    """Abilities completed this phase: what a negate may still undo (REG: Negate)."""
    preventions: tuple[Prevention, ...] = ()
    """Prevent effects active now (REG: Prevent)."""
    delayed: tuple[Delayed, ...] = ()
    """Triggered effects waiting for a moment ("after battle")."""
    played: tuple[Played, ...] = ()
    """Cards played this phase, in order (REG: Targeting, next and last)."""
    uses: tuple[Use, ...] = ()
    """Uses of limited abilities, and activations of each card's abilities this turn."""
    resume: Decision | None = None
    """The game decision waiting while abilities resolve or players use Action Priority."""
    continuation: str = ""
    """An engine step to take once the abilities resolving now are done."""
    priority: Priority | None = None
    """The Action Priority round in progress, if any."""
    reported: tuple[str, ...] = ()
    """Keys of cards whose abilities this game has said it does not carry out."""
    territory_enhancement_played: bool = False
    """Whether a territory-class Enhancement was played outside battle this turn."""
    entered_battle: tuple[InstanceId, ...] = ()
    """Unique characters that entered battle this turn (REG: Enters Battle)."""
    _legal: tuple[object, ...] | None = field(default=None, init=False, eq=False, repr=False)
    """The legal actions, computed once per state by ``legal_actions``."""
    _defs: tuple[CardDef, ...] | None = field(default=None, init=False, eq=False, repr=False)
    """The definition of each card, by instance id; filled on first use."""
    _memo: dict[object, object] | None = field(default=None, init=False, eq=False, repr=False)
    """What the engine worked out about this position (whether a Dominant would do
    anything), shared with states of the same cards in the same places."""

    def memo(self) -> dict[object, object]:
        """The engine's notes on this position (see ``_memo``); not part of the state."""
        memo = self._memo
        if memo is None:
            memo = {}
            object.__setattr__(self, "_memo", memo)
        return memo

    def __repr__(self) -> str:
        """A line that says where the game stands; ``to_json`` gives the whole state.

        States are large (every card of the game and its definition), and test frameworks
        print the states of a failing example, so the summary keeps that output readable.

        >>> from redemption_rules import load_starter_decks, new_game
        >>> new_game(load_starter_decks(), seed=1)
        <GameState turn 0, pre_game, player 0 to answer choose_first_player, souls 0-0>
        """
        decision = self.decision
        if decision is not None:
            where = f"player {decision.player} to answer {decision.kind.value}"
        elif self.result is not None:
            where = f"won by player {self.winner}" if self.winner is not None else "drawn"
        else:
            where = "no decision"
        souls = "-".join(str(len(player.land_of_redemption)) for player in self.players)
        return f"<GameState turn {self.turn}, {self.phase.value}, {where}, souls {souls}>"

    def _repr_pretty_(self, printer: _Printer, cycle: bool) -> None:  # noqa: ARG002 - the protocol's signature
        """The same summary for pretty printers (IPython; Hypothesis' failing examples)."""
        printer.text(repr(self))

    # -- status -------------------------------------------------------------------------------

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

    # -- look-ups -----------------------------------------------------------------------------

    def card(self, card: InstanceId) -> CardDef:
        """The definition of a card in this game."""
        defs = self._defs
        if defs is None:
            defs = self.definitions()
        return defs[card]

    def definitions(self) -> tuple[CardDef, ...]:
        """The definition of every card, in instance id order."""
        defs = self._defs
        if defs is None or len(defs) != len(self.cards):
            defs = tuple(self.catalog.by_key(instance.key) for instance in self.cards)
            object.__setattr__(self, "_defs", defs)
        return defs

    def instance(self, card: InstanceId) -> CardInstance:
        """The instance record of a card in this game (owner, active identity)."""
        return self.cards[card]

    def view(self) -> GameState:
        """This state: a state is its own view, as a transition's working table has one."""
        return self

    def player(self, player: PlayerId) -> PlayerState:
        """A player's zones."""
        return self.players[player]

    def player_zones(self, player: PlayerId) -> PlayerState:
        """A player's zones (the same as :meth:`player`; engine helpers read either)."""
        return self.players[player]

    def locate(self, card: InstanceId) -> tuple[PlayerId | None, Zone]:
        """Where a card is: the player whose zone holds it (None for the Field of Battle)."""
        if self.battle is not None and card in self.battle.cards():
            return None, Zone.FIELD_OF_BATTLE
        for player in self.players:
            for zone in PLAYER_ZONES:
                if card in player.zone(zone):
                    return player.id, zone
        raise KeyError(f"card {card} is in no zone")

    def all_zones(self) -> Iterator[tuple[PlayerId | None, Zone, tuple[InstanceId, ...]]]:
        """Every zone of the game with its cards (the Field of Battle with player None)."""
        for player in self.players:
            for zone in PLAYER_ZONES:
                yield player.id, zone, player.zone(zone)
        yield None, Zone.FIELD_OF_BATTLE, self.battle.cards() if self.battle else ()

    def problems(self) -> list[str]:
        """What makes this state impossible, in words; empty for a sound state.

        A state may hold any position a scenario needs, but not a broken one: every card in
        exactly one zone, ids that match, a catalog holding exactly the definitions of the
        game's cards, a decision that fits the phase and belongs to the player who makes it,
        a battle whose cards are in it, card and player ids in range wherever the state names
        them (what resolves too: the stack, pending and completed abilities, preventions,
        delayed effects, cards played, uses), and no negative counts. ``from_json`` refuses a
        state with problems.
        """
        audit = _Audit(self)
        audit.check_cards()
        audit.check_zones()
        audit.check_turn()
        audit.check_battle()
        audit.check_decisions()
        audit.check_resolution()
        if not audit.found:
            audit.check_answerable()
        return audit.found

    def opponents(self, player: PlayerId) -> tuple[PlayerId, ...]:
        """Every other player, in turn order from *player*'s left."""
        count = len(self.players)
        return tuple(PlayerId((player + step) % count) for step in range(1, count))


_RESOLVING: Final = frozenset(
    {DecisionKind.ABILITY, DecisionKind.PRIORITY, DecisionKind.SPECIAL_INITIATIVE}
)
"""Decisions that belong to what is resolving; the game decision waits in ``resume``."""
_PHASE_OF: Final = {
    DecisionKind.CHOOSE_FIRST_PLAYER: Phase.PRE_GAME,
    DecisionKind.PREPARATION: Phase.PREPARATION,
    DecisionKind.BATTLE: Phase.BATTLE,
    DecisionKind.BLOCK: Phase.BATTLE,
    DecisionKind.INITIATIVE: Phase.BATTLE,
    DecisionKind.SURRENDER_SOUL: Phase.BATTLE,
    DecisionKind.EQUIP: Phase.BATTLE,
    DecisionKind.DISCARD: Phase.DISCARD,
}
"""The phase each game decision belongs to."""
_TURN_PHASES: Final = frozenset(
    {Phase.DRAW, Phase.UPKEEP, Phase.PREPARATION, Phase.BATTLE, Phase.DISCARD}
)
CONTINUATIONS: Final = frozenset({"", "initiative", "finish_battle"})
"""The engine steps a state may wait to take once abilities resolve (``continuation``)."""
_SHIELDS: Final = frozenset({"cbn", "cbp", "cbi"})
_PERIODS: Final = frozenset({"game", "turn", "phase", "battle"})
_SURFACE: Final = frozenset(
    {
        Zone.TERRITORY,
        Zone.ARTIFACT_PILE,
        Zone.LAND_OF_BONDAGE,
        Zone.LAND_OF_REDEMPTION,
        Zone.SET_ASIDE,
        Zone.FIELD_OF_BATTLE,
    }
)
"""The playing surface: only cards here have an active identity or lie face down."""


class _Audit:
    """The problems of one state, gathered by :meth:`GameState.problems`.

    Every check reads only what earlier checks found sound enough to read, so a broken state
    gives sentences, never an exception.
    """

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.cards = len(state.cards)
        self.players = len(state.players)
        self.keys = {definition.key: definition for definition in state.catalog.cards}
        self.found: list[str] = []

    # -- ids and counts --------------------------------------------------------------------

    def card(self, where: str, card: int | None) -> bool:
        """Whether *card* (if any) is a card of the game; a problem if not."""
        if card is None or 0 <= card < self.cards:
            return True
        self.found.append(f"{where} names card {card}, which does not exist")
        return False

    def player(self, where: str, player: int | None) -> bool:
        """Whether *player* (if any) is a player of the game; a problem if not."""
        if player is None or 0 <= player < self.players:
            return True
        self.found.append(f"{where} names player {player}, who is not here")
        return False

    def count(self, where: str, value: int | None, *, least: int = 0) -> bool:
        """Whether *value* (if any) is at least *least*; a problem if not."""
        if value is None or value >= least:
            return True
        self.found.append(f"{where} is {value}; it cannot be below {least}")
        return False

    # -- cards and zones -------------------------------------------------------------------

    def check_cards(self) -> None:
        """Instance ids, owners and keys; what the catalog holds; identities; links."""
        used: set[str] = set()
        for index, instance in enumerate(self.state.cards):
            if instance.id != index:
                self.found.append(f"card {index} carries the id {instance.id}")
            used.add(instance.key)
            definition = self.keys.get(instance.key)
            if definition is None:
                self.found.append(
                    f"card {index} names {instance.key!r}, which is not in the catalog"
                )
            elif instance.identity is not None and not definition.has_identity(instance.identity):
                self.found.append(
                    f"card {index} ({definition.name!r}) is played as "
                    f"{a_or_an(instance.identity.value)}, which it cannot be"
                )
            self.player(f"card {index}'s owner", instance.owner)
            if instance.equipped_to is not None:
                self._check_equipped(instance)
            if instance.held_by is not None:
                self._check_held(instance)
        unused = sorted(set(self.keys) - used)
        if unused:
            shown = ", ".join(repr(key) for key in unused[:5])
            more = f" and {len(unused) - 5} more" if len(unused) > 5 else ""
            self.found.append(f"the catalog holds {shown}{more}, which no card of the game is")

    def _check_equipped(self, weapon: CardInstance) -> None:
        warrior = weapon.equipped_to
        if warrior is None or not 0 <= warrior < self.cards:
            self.found.append(
                f"card {weapon.id} is equipped to card {warrior}, which does not exist"
            )
            return
        if not any(weapon.id in p.territory and warrior in p.territory for p in self.state.players):
            self.found.append(
                f"card {weapon.id} is equipped to card {warrior} outside one territory"
            )

    def _check_held(self, soul: CardInstance) -> None:
        site = soul.held_by
        if site is None or not 0 <= site < self.cards:
            self.found.append(f"card {soul.id} is held by card {site}, which does not exist")
            return
        if not any(soul.id in p.territory and site in p.territory for p in self.state.players):
            self.found.append(f"card {soul.id} is held by card {site} outside one territory")

    def check_zones(self) -> None:
        """Player ids; every card in exactly one zone; identities only on the surface."""
        state = self.state
        for index, player in enumerate(state.players):
            if player.id != index:
                self.found.append(f"player {index} carries the id {player.id}")
        seen: dict[int, str] = {}
        for seat, zone, cards in state.all_zones():
            where = zone.value if seat is None else f"player {seat}'s {zone.value}"
            for card in cards:
                if not 0 <= card < self.cards:
                    self.found.append(f"{where} holds card {card}, which does not exist")
                    continue
                if card in seen:
                    self.found.append(f"card {card} is in {seen[card]} and in {where}")
                    continue
                seen[card] = where
                instance = state.cards[card]
                if zone not in _SURFACE and (instance.identity is not None or instance.face_down):
                    self.found.append(
                        f"card {card} in {where} has an active identity or lies face down; "
                        "only cards on the playing surface do"
                    )
        missing = sorted(set(range(self.cards)) - set(seen))
        if missing:
            self.found.append(f"cards {missing} are in no zone")

    # -- the turn, the battle, the decisions ------------------------------------------------

    def check_turn(self) -> None:
        """Counts, the active and first player, the end of the game."""
        state = self.state
        if not state.ruleset.allows_players(self.players):
            self.found.append(
                f"the {state.ruleset.name!r} ruleset plays {state.ruleset.players_phrase}, "
                f"not {self.players}"
            )
        self.player("the active player", state.active)
        self.player("the first player", state.first_player)
        self.count("the turn", state.turn)
        self.count("the count of battles this turn", state.battles_this_turn)
        self.count("the serial number", state.serial)
        for player in state.attacked_this_phase:
            self.player("the players attacked this phase", player)
        for card in state.entered_battle:
            self.card("the characters that entered battle", card)
        if state.result is not None:
            self.player("the winner", state.result.winner)
        if (state.phase is Phase.GAME_OVER) != (state.result is not None):
            self.found.append("a game is in the game_over phase exactly when it has a result")
        if state.phase is Phase.PRE_GAME and state.turn != 0:
            self.found.append(f"the pre_game phase comes before turn 1, not in turn {state.turn}")
        if state.phase in _TURN_PHASES and state.turn < 1:
            self.found.append(f"the {state.phase.value} phase belongs to a turn; the turn is 0")
        if state.continuation not in CONTINUATIONS:
            self.found.append(f"the engine knows no step {state.continuation!r} to continue with")

    def check_battle(self) -> None:
        """The battle's players, cards and counts."""
        state, battle = self.state, self.state.battle
        if battle is None:
            return
        if state.phase not in (Phase.BATTLE, Phase.GAME_OVER):  # a game may end in battle
            self.found.append(f"a battle is fought in the battle phase, not {state.phase.value}")
        sides = self.player("the attacker", battle.attacker)
        sides = self.player("the defender", battle.defender) and sides
        if battle.attacker == battle.defender:
            self.found.append("a battle needs two different players")
        elif sides and battle.attacker != state.active:
            self.found.append(
                f"the attacker is player {battle.attacker}, but it is player {state.active}'s turn"
            )
        for where, player in (
            ("the battle's last player", battle.last_played_by),
            ("the battle's initiative", battle.initiative),
        ):
            if self.player(where, player) and player not in (
                None,
                battle.attacker,
                battle.defender,
            ):
                self.found.append(f"{where} is player {player}, who is not in the battle")
        for player in battle.equipping:
            self.player("the players equipping after battle", player)
        self.count("the passes in a row", battle.passes)
        fighters = set(battle.heroes) | set(battle.evil_characters)
        for enhancement in battle.enhancements:
            self.player(f"Enhancement {enhancement.card}'s player", enhancement.player)
            if enhancement.user not in fighters:
                self.found.append(
                    f"Enhancement {enhancement.card} is used by no character in battle"
                )

    def check_decisions(self) -> None:
        """The decision and the one waiting to resume: kind, phase, player, question."""
        state = self.state
        decision, resume = state.decision, state.resume
        if (decision is None) != (state.result is not None):
            self.found.append("a game has a pending decision exactly while it is not over")
        if decision is not None:
            self._check_decision(decision, "the decision")
        if resume is not None:
            if decision is None or decision.kind not in _RESOLVING:
                self.found.append(
                    f"{a_or_an(resume.kind.value)} decision waits to resume while nothing resolves"
                )
            if resume.kind in _RESOLVING:
                self.found.append(
                    f"the decision waiting to resume is {a_or_an(resume.kind.value)} decision; "
                    "only a game decision waits"
                )
            self._check_decision(resume, "the decision waiting to resume")
        priority = state.priority
        if priority is not None:
            for player in priority.waiting:
                self.player("the Action Priority round", player)
            if len(set(priority.waiting)) != len(priority.waiting):
                self.found.append("the Action Priority round names a player twice")

    def _check_decision(self, decision: Decision, where: str) -> None:
        state, kind = self.state, decision.kind
        if not self.player(where, decision.player):
            return
        phase = _PHASE_OF.get(kind)
        if phase is not None and state.phase is not phase:
            self.found.append(
                f"{where} is {a_or_an(kind.value)} decision, which belongs to the {phase.value} "
                f"phase, not {state.phase.value}"
            )
        owner = self._decider(kind)
        if owner is not None and decision.player not in owner:
            whose = " or ".join(f"player {player}" for player in owner) or "nobody"
            self.found.append(
                f"{where} is {a_or_an(kind.value)} decision for player {decision.player}; "
                f"it is {whose}'s to make"
            )
        if kind is DecisionKind.ABILITY:
            if decision.question is None:
                self.found.append(f"{where} is an ability decision without a question")
            else:
                self._check_question(decision.question, where)
        elif decision.question is not None:
            self.found.append(f"{where} is {a_or_an(kind.value)} decision, which asks no question")
        if kind in (DecisionKind.ABILITY, DecisionKind.SPECIAL_INITIATIVE) and not state.stack:
            self.found.append(f"{where} is {a_or_an(kind.value)} decision, but no ability resolves")
        if kind is DecisionKind.PRIORITY:
            round_ = state.priority
            if round_ is None or not round_.waiting:
                self.found.append(
                    f"{where} is a priority decision, but no Action Priority round waits"
                )
            elif round_.waiting[0] != decision.player:
                self.found.append(
                    f"{where} is a priority decision for player {decision.player}, but the "
                    f"round offers it to player {round_.waiting[0]} first"
                )

    def _decider(self, kind: DecisionKind) -> tuple[int, ...] | None:
        """Who may make a game decision of *kind* here; None: anyone (or checked elsewhere)."""
        state, battle = self.state, self.state.battle
        if kind in (DecisionKind.PREPARATION, DecisionKind.BATTLE, DecisionKind.DISCARD):
            return (state.active,)
        if kind in _BATTLE_DECISIONS and battle is None:
            self.found.append(f"{a_or_an(kind.value)} decision needs a battle")
            return None
        if battle is None:
            return None
        if kind is DecisionKind.BLOCK:
            return (battle.defender,)
        if kind is DecisionKind.INITIATIVE:
            return () if battle.initiative is None else (battle.initiative,)
        if kind is DecisionKind.EQUIP:
            return battle.equipping[:1]
        if kind is DecisionKind.SURRENDER_SOUL:
            return (battle.attacker, battle.defender)
        return None

    def _check_question(self, question: Question, where: str) -> None:
        asked = f"{where}'s question"
        self.card(asked, question.card)
        for card in (*question.options, *question.picked):
            self.card(f"{asked} {question.prompt!r}", card)
        fewest = self.count(f"the fewest cards {asked} takes", question.minimum)
        if fewest and question.maximum < question.minimum:
            self.found.append(
                f"{asked} {question.prompt!r} takes at least {question.minimum} cards and at "
                f"most {question.maximum}"
            )
        if len(question.picked) > max(question.maximum, 0):
            self.found.append(
                f"{asked} {question.prompt!r} has {len(question.picked)} cards picked, more than "
                f"{question.maximum}"
            )
        if question.kind is QuestionKind.OPTION and not question.labels:
            self.found.append(f"{asked} {question.prompt!r} offers no option")
        if question.kind is QuestionKind.CARDS:
            more = len(question.picked) < question.maximum and question.options
            if not more and len(question.picked) < question.minimum:
                self.found.append(f"{asked} {question.prompt!r} cannot be answered")

    def check_answerable(self) -> None:
        """A running game offers its player an action (read only from an otherwise sound state)."""
        from redemption_rules.engine import legal_actions  # noqa: PLC0415 - the engine imports this module

        decision = self.state.decision
        if decision is not None and not legal_actions(self.state):
            self.found.append(
                f"no action answers the {decision.kind.value} decision of player {decision.player}"
            )

    # -- what resolves -----------------------------------------------------------------------

    def check_resolution(self) -> None:
        """Abilities, preventions, delayed effects, cards played and uses."""
        state = self.state
        for where, activations in (
            ("on the stack", state.stack),
            ("pending", state.pending),
            ("completed", state.completed),
        ):
            for activation in activations:
                self._check_activation(activation, f"ability {activation.id} {where}")
        for prevention in state.preventions:
            where = f"prevention {prevention.id}"
            self.card(where, prevention.source)
            self.player(f"{where}'s controller", prevention.controller)
            for card in prevention.cards:
                self.card(where, card)
            self.count(f"{where}'s effect", prevention.effect)
            self.count(f"{where}'s start", prevention.activated)
            self.count(f"{where}'s remaining count", prevention.remaining)
            count = self._effects_of(prevention.source, where)
            if count is not None:
                self._check_effects(where, (prevention.effect,), count)
        for delayed in state.delayed:
            self._check_delayed(delayed)
        for played in state.played:
            self.card("the cards played this phase", played.card)
            self.player(f"the play of card {played.card}", played.player)
            self.count(f"the serial number of the play of card {played.card}", played.serial)
        for use in state.uses:
            self.player(f"the uses of {use.key!r}", use.player)
            self.count(f"the uses of {use.key!r}", use.count)
            if use.per not in _PERIODS:
                self.found.append(f"the uses of {use.key!r} are counted per {use.per!r}")

    def _check_delayed(self, delayed: Delayed) -> None:
        from redemption_rules.effects.timing import Moment  # noqa: PLC0415 - effects import this module

        where = f"delayed effect {delayed.id}"
        self.card(where, delayed.card)
        self.player(f"{where}'s controller", delayed.controller)
        for effect in delayed.effects:
            self.count(f"{where}'s effect", effect)
        self._check_results(delayed.results, where)
        if delayed.moment not in {moment.value for moment in Moment}:
            self.found.append(f"{where} waits for {delayed.moment!r}, which is no moment")
        count = self._effects_of(delayed.card, where)
        if count is not None:
            results = [result.effect for result in delayed.results]
            self._check_effects(where, delayed.effects, count)
            self._check_effects(f"{where}'s results", results, count)

    def _check_results(self, results: tuple[Result, ...], where: str) -> None:
        for result in results:
            self.count(f"{where}'s result effect", result.effect)
            for card in result.cards:
                self.card(f"{where}'s results", card)
            for player in result.players:
                self.player(f"{where}'s results", player)

    def _check_activation(self, act: Activation, where: str) -> None:
        before = len(self.found)
        self.card(where, act.card)
        self.card(f"{where}'s user", act.user)
        self.player(f"{where}'s controller", act.controller)
        for name, value in (
            ("step", act.step),
            ("link", act.link),
            ("actor", act.actor),
            ("play", act.played),
            ("group", act.group),
            ("bucket", act.bucket),
        ):
            self.count(f"{where}'s {name}", value)
        self.count(f"{where}'s choice", act.choice, least=-1)
        for effect in act.effects:
            self.count(f"{where}'s effect", effect)
        for answer in act.answers:  # a card, an option, or -1 for "no more cards"
            self.count(f"{where}'s answer", answer, least=-1)
        unknown = sorted(set(act.shield) - _SHIELDS)
        if unknown:
            self.found.append(f"{where} is shielded by {unknown}, which are no modifiers")
        self._check_results(act.results, where)
        for moved in act.moves:
            self.card(f"{where}'s moves", moved.card)
            self.card(f"{where}'s moves", moved.user)
            for player in (moved.player, moved.to_player, moved.side):
                self.player(f"{where}'s moves", player)
            self.count(f"{where}'s move of card {moved.card}", moved.index)
        if len(self.found) == before and act.card in range(self.cards):
            self._check_plan(act, where)

    def _effects_of(self, card: int, where: str) -> int | None:
        """How many effects *card*'s carried-out ability has; None (a problem) if it has none.

        None without a problem when the card itself is out of range or not in the catalog:
        those are reported where the card is checked.
        """
        from redemption_rules.effects.cards import card_abilities  # noqa: PLC0415 - effects import this module

        if not 0 <= card < self.cards:
            return None
        definition = self.keys.get(self.state.cards[card].key)
        if definition is None:
            return None
        ability = card_abilities(definition).ability
        if ability is None:
            self.found.append(f"{where} is of card {card}, whose ability is not carried out")
            return None
        return len(ability.effects)

    def _check_effects(self, where: str, effects: Sequence[int], count: int) -> bool:
        """Whether every index in *effects* names one of *count* effects; a problem if not."""
        if all(0 <= effect < count for effect in effects):
            return True
        self.found.append(
            f"{where} names effects {list(effects)}; the card's ability has effects 0 to "
            f"{count - 1}"
        )
        return False

    def _check_plan(self, act: Activation, where: str) -> None:
        """The activation's effects and place in them, against the card's ability."""
        from redemption_rules.effects.cards import card_abilities, plan  # noqa: PLC0415 - effects import this module

        count = self._effects_of(act.card, where)
        if count is None:
            return
        if not act.effects:
            self.found.append(f"{where} carries out no effect")
            return
        results = [result.effect for result in act.results]
        if not self._check_effects(where, act.effects, count) or not self._check_effects(
            f"{where}'s results", results, count
        ):
            return
        ability = card_abilities(self.keys[self.state.cards[act.card].key]).ability
        if ability is None:  # pragma: no cover - _effects_of said it has one
            return
        stages = plan(ability, act.effects)
        if act.step > len(stages):
            self.found.append(f"{where} is at step {act.step} of {len(stages)}")
            return
        if act.step == len(stages) or act.choice is None or act.choice < 0:
            return
        options = stages[act.step].options
        if act.choice >= len(options):
            self.found.append(f"{where} chose option {act.choice} of {len(options)}")
        elif act.link > len(options[act.choice]):
            self.found.append(
                f"{where} is at effect {act.link} of {len(options[act.choice])} in its option"
            )
