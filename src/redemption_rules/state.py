"""Game state: frozen records for everything on the table.

A :class:`GameState` is immutable. The engine's :func:`~redemption_rules.engine.apply` returns
a new state and never changes the one it was given. Cards are referred to by
:data:`InstanceId`, an index into :attr:`GameState.cards`; each :class:`CardInstance` knows the
key of its :class:`~redemption_rules.cards.CardDef` in :attr:`GameState.catalog`, which holds
every card of the game, so a state read back from JSON can be played on with no card file.
"""

from __future__ import annotations

import enum
from functools import cache
from typing import TYPE_CHECKING, Final, NewType, Protocol, TypeVar

from attrs import field, fields, frozen

from redemption_rules.cards.model import Alignment, Brigade, CardDef, CardType
from redemption_rules.cards.pool import CardPool
from redemption_rules.rulesets import Ruleset
from redemption_rules.zones import PLAYER_ZONES, Zone

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence


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
    STAR = "star"
    """Reveal star cards drawn by game rule to use their star abilities, or go on (REG: Star
    Icon, Pre-Game Phase); asked only of a player with a star ability that would do
    something."""
    UPKEEP = "upkeep"
    """Use a manually triggered ability the Upkeep Phase allows ("each upkeep, you may"),
    or end the Upkeep Phase; asked only of an active player who has one to use."""
    PREPARATION = "preparation"
    """Put cards into play, or end the Preparation Phase."""
    BATTLE = "battle"
    """Attack with a Hero, taunt with an Evil Character (REG: Taunt), or end the Battle Phase
    without a battle."""
    BLOCK = "block"
    """Block with an Evil Character, or decline."""
    TAUNT = "taunt"
    """Accept a taunt battle challenge by putting a Hero into battle, or decline (REG:
    Taunt)."""
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
    """Play a Dominant (level 2) or use a manually triggered ability (level 3), or pass
    (REG: Action Priority)."""
    SPECIAL_INITIATIVE = "special_initiative"
    """An opponent's ability is removing the player's last character in battle: play an
    Enhancement that negates or interrupts it, or decline (REG: Special Initiative)."""
    HEAL = "heal"
    """A character of the player is being discarded: play an Enhancement that heals it, or
    decline (REG: Heal)."""
    REPLACE = "replace"
    """A card the player controls may replace the discard of a character being discarded
    ("If this card is discarded, you may withdraw it instead"): use it, or decline (REG:
    Instead)."""


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
    """The Site or Fortress holding the card: a Lost Soul in a Site, in its territory (REG:
    Occupied); a card held in a Fortress, in the territory or set-aside area the Fortress is
    in (REG: Hold). Abilities find the cards held ("Heroes in your Potter's Field") and move
    them out; held cards follow a Fortress that leaves. No effect puts cards in a Fortress
    yet: hold effects are not carried out. Also the Lost Soul a card is placed on, in its
    Land of Bondage: the card is discarded as the Lost Soul leaves (REG: Place); and the
    character a card is placed on, in its territory: the card follows it into and out of
    battle (in battle the battle record says so), and is discarded as it is captured or
    rescued (REG: Place, Bearer)."""
    change: tuple[int, int] = (0, 0)
    """What instant increase and decrease effects added to its strength and toughness; it
    lasts while the card stays in play (REG: Increase and Decrease)."""
    decrease: tuple[int, int] = (0, 0)
    """The part of ``change`` that decrease effects took off (each 0 or less): what healing
    the card removes (REG: Heal)."""
    captured: CardType | None = None
    """What a captured character was when captured (a Hero or an Evil Character), while it is
    held captive in a Land of Bondage or a Site; None for every other card (REG: Captured
    Character)."""
    converted: tuple[Brigade, ...] | None = None
    """The brigades a convert effect gave a character on the playing surface, whose identity
    is then the converted one (a Hero played as an Evil Character); None when not converted
    (REG: Convert)."""
    meek: bool = False
    """Whether the card's active identity is its meek one ("BOTTOM: Meek"), while it is on the
    playing surface: it has no special ability, and the meek identity's numbers and brigades
    (REG: Meek, Active Identity, Convert)."""
    gained: tuple[Brigade, ...] = ()
    """The brigades a gain effect added to a character on the playing surface, beside its
    own; they last while it stays there (REG: Gain). A convert replaces its brigades,
    gained ones too."""


def bare_instance(card: InstanceId, key: str, owner: PlayerId) -> CardInstance:
    """The record of a card that carries nothing but its id, key and owner.

    Most cards of a game are such (in a deck, a hand, a discard pile), and each is made
    again as it moves. Equal bare records are one object: states that share them take less
    memory, and comparing two states skips them by identity.
    """
    found = _BARE.get((card, key, owner))
    if found is None:
        if len(_BARE) >= _BARE_LIMIT:
            _BARE.clear()
        found = _BARE[card, key, owner] = CardInstance(card, key, owner)
    return found


_BARE: dict[tuple[InstanceId, str, PlayerId], CardInstance] = {}
_BARE_LIMIT: Final = 50_000


@frozen(slots=False)  # copied with a zone changed at most steps: a dict copies at once
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
        """A copy with some zones replaced (the Field of Battle is no player's: left out).

        The copy takes the fields as a dict, and the zones over them: no validator or
        converter checks them, so the constructor would only cost more.
        """
        copy = object.__new__(PlayerState)
        fields = copy.__dict__
        fields.update(self.__dict__)
        for zone, cards in zones.items():
            name = _ZONE_FIELDS.get(zone)
            if name is not None:
                fields[name] = cards
        return copy

    @property
    def redeemed(self) -> int:
        """Redeemed Souls: cards in the Land of Redemption."""
        return len(self.land_of_redemption)


@frozen
class Replacement:
    """A triggered "may ... instead" that may replace the discard of *card* (REG: Instead).

    Effect *effect* of *watcher*'s ability, asked of its controller before the discard.
    """

    card: InstanceId
    watcher: InstanceId
    effect: int


@frozen
class Healing:
    """Characters being discarded while their controllers may heal them first (REG: Heal).

    The discard waits: an ability's effect (on its :class:`Activation`), or battle
    resolution (on the :class:`Battle`).
    """

    characters: tuple[InstanceId, ...]
    """The characters being discarded and not healed yet."""
    healed: tuple[InstanceId, ...] = ()
    """Those healed: the discard passes them by, and does not count as done for them."""
    declined: tuple[PlayerId, ...] = ()
    """The players who chose not to heal."""
    asking: Replacement | None = None
    """The "may ... instead" whose controller is being asked whether to use it."""
    used: tuple[Replacement, ...] = ()
    """The "may ... instead" replacements their controllers chose to use."""
    unused: tuple[Replacement, ...] = ()
    """Those their controllers declined: the discard goes on, or another replaces it."""
    discards_known: bool = True
    """False while only replacements of harm were asked (REG: Harm): ``characters`` is not
    worked out yet, and a heal window has still to open if one is due."""


@frozen
class Enhancement:
    """An Enhancement in battle and the character that used it (REG: Used By)."""

    card: InstanceId
    user: InstanceId
    player: PlayerId
    """Who played it."""
    equipped: bool = False
    """Whether it is a weapon equipped to its user, which it follows out of battle."""
    placed: bool = False
    """Whether it is a card placed on ``user`` by an ability rather than used by it: its
    bearer, which it follows into and out of battle; its numbers count for nobody (REG:
    Place, Bearer, Used By)."""


@frozen(slots=False)  # a new record at most steps of a battle: a dict copies at once
class Battle:
    """The battle being fought: its sides, Enhancements and initiative (REG: Battle)."""

    attacker: PlayerId
    """The player on the good side: the attacker of a rescue attempt or battle challenge,
    the player taunted in a taunt battle challenge (see ``taunt``)."""
    defender: PlayerId
    """The player on the evil side: the defender, or the player who taunted."""
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
    outcome: BattleOutcome | None = None
    """The outcome, once battle resolution has decided it (REG: Battle Resolution step 2)."""
    forced: BattleOutcome | None = None
    """The result an end the battle effect gave it ("ends in a stalemate"), which takes
    precedence over the numbers at resolution (REG: End the Battle)."""
    healing: Healing | None = None
    """At resolution, the characters to be discarded while their controllers may heal them
    (REG: Heal, Battle Resolution)."""
    taunt: InstanceId | None = None
    """In a taunt battle challenge, the Evil Character that began it: the first with a taunt
    identifier to enter, the only one whose payoff may activate (REG: Taunt). The player
    who taunted controls the evil side, the ``defender`` here, though it is their turn; the
    player taunted controls the good side, the ``attacker`` here."""

    def cards(self) -> tuple[InstanceId, ...]:
        """Every card in the Field of Battle."""
        return (
            self.heroes
            + self.evil_characters
            + tuple(enh.card for enh in self.enhancements)
            + self.sites
        )

    def sides(self) -> tuple[PlayerId, ...]:
        """The side each card of :meth:`cards` is on, in the same order (see :meth:`side_of`)."""
        return (
            (self.attacker,) * len(self.heroes)
            + (self.defender,) * len(self.evil_characters)
            + tuple(enh.player for enh in self.enhancements)
            + (self.attacker,) * len(self.sites)
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
    """Never, while the game lasts ("for the remainder of the game")."""
    TURNS = "turns"
    """The end of the last of a number of turns of one player ("for 3 turns"): the
    record's :class:`Ending` counts them down."""
    WHILE = "while"
    """As soon as a condition stops holding ("while this card remains in play"): the
    record's :class:`Ending` says where the condition is written."""
    NEXT_BATTLE_PHASE = "next_battle_phase"
    """Through the next battle phase to begin ("during the next battle phase"): the record
    waits, doing nothing, until that phase begins, and then lasts to its end (``PHASE``)."""


@frozen
class Ending:
    """When an ongoing effect lasting some turns, or while a condition holds, ends.

    "For 3 turns" (``Until.TURNS``) means three turns of the player who controls the
    target, not of the player using the ability (REG: Turn); the turn in progress counts
    when it is theirs. ``turns`` is how many of them are still to end. "While Jashobeam is
    in battle" (``Until.WHILE``) ends as soon as the condition of the duration of effect
    ``effect`` of card ``source`` no longer holds, read as ``controller`` reads it, with
    ``user`` and ``results`` for "this Hero" and "it" (REG: Duration).
    """

    turns: int = 0
    player: PlayerId | None = None
    """Whose turns ``turns`` counts."""
    source: InstanceId | None = None
    effect: int = 0
    controller: PlayerId | None = None
    user: InstanceId | None = None
    results: tuple[Result, ...] = ()


@frozen
class SelectedBrigade:
    """A brigade a player selected (REG: Select): any legal value of the attribute.

    Good gold and evil gold are two brigades (REG: Brigade): the alignment says which.
    """

    alignment: Alignment
    brigade: Brigade


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
    brigades: tuple[SelectedBrigade, ...] = ()
    """The brigades it selected ("Select an evil brigade"), which "selected brigades" in the
    effects after it name."""
    names: tuple[str, ...] = ()
    """The titles of the cards it named ("Name a Hero"), which "the named Hero" and "all
    copies of the named Hero" in the effects after it mean (REG: Name)."""


@frozen(slots=False)  # one copied for each card an effect moves: a dict copies at once
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
    numbers: tuple[int, int] | None = None
    """For a card whose numbers the ability changed where it stands (it did not move it):
    what increase and decrease effects had added to them before, which a negate restores."""
    decrease: tuple[int, int] = (0, 0)
    """With ``numbers``: the part of them decrease effects had taken off."""
    identity: CardType | None = None
    """The active identity it had there, on the playing surface (a captured Hero, put back,
    is a Hero again)."""
    captured: CardType | None = None
    """What it was held captive as, if it was (a rescue undone puts the captive back)."""
    effect: int = -1
    """The effect of the ability that moved it (-1: not known): a negate of some kinds of
    effects puts back only what those moved."""
    created: bool = False
    """Whether the ability created it, a token (REG: Create a Token): it was in no zone
    before (``player`` and ``zone`` repeat where it was put), so a negate takes it out of
    the game again (REG: Negate)."""
    held_by: InstanceId | None = None
    """The card that held it there (a Lost Soul in a Site, a card in a Fortress): a negate
    puts it back on that card if the card is still there (REG: Negate, Hold)."""


@frozen(slots=False)  # copied at every step of an ability: a dict copies at once
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
    chosen: tuple[int, ...] = ()
    """The options of the current step picked so far from a menu ("Select up to 2:"),
    in printed order: each is carried out once the picking ends (REG: Select)."""
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
    cause: InstanceId | None = None
    """The character whose attack or block fired it ("If your lone ... attacks"): it must
    still fit the words, alone, as the triggered effect activates (REG: Begins a Battle)."""
    optional: bool = False
    """Whether the player may decline it as a whole (an optional triggered ability)."""
    announced: bool = False
    """Whether the game has said it activates (``AbilityActivated``)."""
    elected: bool = False
    """Whether its player chose to use it (a manually triggered effect): the "may" of its
    first step is answered already."""
    healing: Healing | None = None
    """The characters its current effect is discarding, while their controllers may heal
    them (REG: Heal); set once that effect's heal window opens."""
    suspended: tuple[Suspended, ...] = ()
    """The abilities its interrupt effects suspended, oldest first: they attempt to
    reactivate once it completes (REG: Interrupt)."""
    held: tuple[int, ...] | None = None
    """The answers that chose the current effect's targets, while another player decides
    whether to carry out an effect offered in its place ("Opponent may ... instead"; REG:
    Instead); the answers given since are that player's."""
    released: bool = False
    """Whether the current effect's replacement was declined or could not be carried out in
    full: the effect is carried out itself, with the answers that were held."""
    copied: InstanceId | None = None
    """The card whose special ability it carries out, copied onto ``card`` by a copy effect
    (REG: Copy): ``effects`` index that ability; ``card`` is its source, ``controller`` its
    user. None: the card's own ability."""
    tossing: InstanceId | None = None
    """The Enhancement an ongoing toss effect of ``card`` caught as it was played (REG:
    Toss): this activation discards it (``moves`` then says from where) and decreases an
    opposing character by its strength, chosen by ``controller`` when several could be;
    nothing else of the ability is carried out again."""
    selected: PlayerId | None = None
    """The player its controller selected to carry out its effects ("Selected player must
    ...", "a player must ..."; REG: Select), once for the ability: every later effect of it
    naming that player, or "that player", reads the same one. None: not selected yet."""

    @property
    def ability_card(self) -> InstanceId:
        """The card whose special ability the effects are of: the copied one, or its own."""
        return self.card if self.copied is None else self.copied


@frozen
class Suspended:
    """An ability an interrupt effect suspended, pending reactivation (REG: Interrupt).

    What it did this phase was undone; ``redo`` says how to do it again, and the ongoing
    records it had made wait in ``protections``, ``preventions``, ``lasting``, ``delayed`` and
    ``restrictions``. It reactivates unless it is negated or prevented meanwhile, or its card
    moves out of play or between places out of play, or changes type, or is an Enhancement
    in battle that no character in battle can use.
    """

    activation: Activation
    """The ability as it was when interrupted."""
    running: bool = False
    """Whether it was still being carried out (on the stack) rather than completed."""
    place: tuple[PlayerId | None, Zone] = (None, Zone.FIELD_OF_BATTLE)
    """Where its card was once the interrupt had undone its effects."""
    identity: CardType | None = None
    """Its card's active identity then."""
    since: int = 0
    """The game serial number when it was suspended: a prevention begun after stops it."""
    redo: tuple[Moved, ...] = ()
    """The undo's own moves, oldest first: undoing them does the ability's moves again."""
    protections: tuple[Protection, ...] = ()
    preventions: tuple[Prevention, ...] = ()
    lasting: tuple[Lasting, ...] = ()
    delayed: tuple[Delayed, ...] = ()
    restrictions: tuple[Restriction, ...] = ()
    redirected: PlayerId | None = None
    """The player a redirect effect gave it to (REG: Redirect): it reactivates as a new
    activation that player carries out, choosing its targets again; what it did and made
    before is not done again."""


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
    ending: Ending | None = None
    """What ends it, with ``until`` ``TURNS`` or ``WHILE``."""
    kinds: tuple[str, ...] = ()
    """Kinds of effects ("band", "draw", "protect"): only the effects of those kinds of the
    abilities it covers are kept from being carried out; the abilities themselves activate."""
    negates: bool = False
    """With ``kinds``: whether it negates, so that abilities already activating lose those
    effects too, rather than only prevents."""
    brigades: tuple[SelectedBrigade, ...] = ()
    """The brigades selected for the ability, which "selected brigades" in its words name."""
    tosses: bool = False
    """Whether it is an ongoing toss effect (REG: Toss) rather than a prevent: it keeps no
    ability from activating itself, but catches the Enhancements matching the target of
    effect ``effect`` as they are played in battle (``remaining`` of them: "the next evil
    Enhancement", 1; "all Enhancements", None), each discarded instead of activating its
    numbers and ability to decrease an opposing character."""


@frozen
class Protection:
    """Cards kept from being affected by some cards (REG: Immune and Protect): ongoing.

    The cards ``cards`` are protected from those matching what effect ``effect`` of card
    ``source`` names (as that card's controller sees them): those cards' abilities cannot
    target them, nor those of Enhancements such a character uses, and such a character's
    strength counts 0 against them in battle.
    """

    id: int
    source: InstanceId
    controller: PlayerId
    effect: int
    """The effect of the source's ability that protects."""
    cards: tuple[InstanceId, ...]
    """The protected cards, as targeted when the effect was carried out."""
    until: Until = Until.PHASE
    activation: int = 0
    """The activation that made it: negating that activation ends it."""
    ending: Ending | None = None
    """What ends it, with ``until`` ``TURNS`` or ``WHILE``."""
    grows: bool = False
    """Whether cards that come to fit its words join it while it lasts: an automatically
    targeted protection ("Protect Heroes from evil cards") updates its targets, and keeps
    those it has (REG: Targeting)."""
    brigades: tuple[SelectedBrigade, ...] = ()
    """The brigades selected for the ability: what "immune to a selected evil brigade" or
    "protect ... from selected brigade" protects from."""


@frozen
class Restriction:
    """Players kept from an action they could normally take (REG: Restrict): ongoing.

    The players ``players`` may not do what effect ``effect`` of card ``source`` names
    ("restrict evil Dominants": play evil Dominants), its cards read as that card's
    controller reads them. The same record keeps a change of the players' hand size, the
    other ongoing effect on players, when effect ``effect`` is one (REG: Change Hand Size).
    """

    id: int
    source: InstanceId
    controller: PlayerId
    effect: int
    """The effect of the source's ability that restricts."""
    players: tuple[PlayerId, ...]
    """The players restricted, as found when the effect was carried out."""
    until: Until = Until.PHASE
    activation: int = 0
    """The activation that made it: negating that activation ends it."""
    ending: Ending | None = None
    """What ends it, with ``until`` ``TURNS`` (the restricted player's turns) or
    ``WHILE``."""


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
    battle: int = 0
    """For a card played in battle: which battle of the turn (``battles_this_turn`` then),
    for "the first evil Enhancement played each battle"."""
    against: tuple[InstanceId, ...] = ()
    """The opposing characters in battle as the card was played: what it was played
    against, for "if used against David" (REG: Played Against)."""


@frozen
class Use:
    """How often a player used a limited ability or a card's abilities (REG: Limit)."""

    key: str
    """What is counted: a card title with its limit, or ``"card:<id>"`` for the cap of four
    activations a turn."""
    player: PlayerId
    per: str
    """The timeframe: ``"game"``, ``"turn"``, ``"phase"``, ``"battle"``, or ``"reset"``
    (:data:`UNTIL_RESET`)."""
    count: int = 1


def limit_key(title: str, per: str) -> str:
    """The key under which the uses of a card title's limited effects are counted."""
    return f"limit:{title}:{per}"


def limit_uses(uses: Iterable[Use], title: str, per: str, player: PlayerId) -> int:
    """How often *player* used the limited effects of cards titled *title*, in *per*."""
    key = limit_key(title, per)
    return sum(use.count for use in uses if use.key == key and use.player == player)


UNTIL_RESET: Final = "reset"
"""The timeframe of a usage limit with none written ("Limit twice"): its uses count until
the card is reset to face value (REG: Limit)."""


NEW_BATTLE: Final = "new battle"
"""The key of the use a begin a new phase effect leaves in ``GameState.uses`` (REG: Begin a
New Phase): once the battle's resolution is complete (at once, with the Field of Battle
empty), the Battle Phase begins again."""
SKIP_BATTLE_PHASE: Final = "skip battle phase"
"""The key of the use a skip effect leaves in ``GameState.uses`` for a player (REG:
Restrict): their next Battle Phase is skipped, the Discard Phase following the Preparation
Phase."""
FIRST_STRIKE: Final = "first_strike"
"""The status of a character with first strike (REG: First Strike)."""
SITE_ACCESS: Final = "site_access"
"""The status of a Hero with access to every Site (REG: Site Access)."""
CONVERTED: Final = "converted"
"""The status of a character converted for a while ("this turn"): when it ends, it is again
what it was (REG: Convert)."""
GAINED: Final = "gained"
"""The status of a character that gained brigades for a while ("Place this on your disciple:
It gains clay brigade": while the card stays on it, REG: Colon, Place): when it ends, it
loses those it gained then (REG: Gain)."""
TAKEN: Final = "taken"
"""The status of a card taken for a while ("until the end of turn"): when it ends, the card
goes back to the territory of the player it was taken from (REG: Take and Give)."""
PLACED: Final = "placed"
"""The status of a card placed in a territory for a while ("for 7 turns"): when it ends,
the card is discarded if it is still there (REG: Place)."""
POISONED: Final = "poisoned"
"""The status of a poisoned card: at each upkeep of the record's ``home`` player, the
effect ``effect`` of card ``source``'s ability paired with the poison acts on it, while it
stays on the playing surface (REG: Poison and Disease)."""
DISEASED: Final = "diseased"
"""The status of a diseased card: at each upkeep of the player who controls it ("per
turn", counted for the player controlling the target: REG Turn, Upkeep Phase), the
abilities paired with the disease effect ``effect`` of card ``source`` act on it, while the
card stays on the playing surface and the condition of the disease's duration holds ("while
this card remains" on it). REG: Poison and Disease."""
PARALYZED: Final = "paralyzed"
"""The status of a paralyzed character: while it stays in a territory, it cannot enter
battle, for the duration the effect says or for good (REG: Paralyze)."""
SET_ASIDE: Final = "set_aside"
"""The status of a card set aside for a while ("for 2 turns"): when it ends, the card
returns from the set-aside area to the territory (or Land of Bondage) of the player it was
set aside with (REG: Set-Aside)."""
USES_OTHER: Final = "uses_other_enhancements"
"""The status of a character that may use Enhancements not of its brigade: those effect
``effect`` of card ``source`` describes, of its own alignment (REG: Use Other
Enhancements)."""
HOLDS: Final = "holds"
"""The status of a Site whose hold effect sets how many Lost Souls it may hold: effect
``effect`` of card ``source`` (the Site itself) says how many ("This Site may hold one Lost
Soul for each Babylonian Site in play"), counted as a Lost Soul is put there. It lasts while
the Site stays in play, and ends as the Site's ability is negated (REG: Hold, Duration)."""
COPYING: Final = "copying"
"""The status of a card that holds a copied special ability for a while: the special
ability of card ``source`` was added to it by a copy effect (REG: Copy). It lasts for the
copy's duration, unless the card resets to face value first (it leaves play, or, played in
battle, the Field of Battle), and ends as the ability with the copy effect is negated."""
BY_X: Final = "by_x"
"""The status of a card under a lasting increase or decrease by X ("Decrease all Heroes in
battle X/X this turn"): the record's ``strength`` and ``toughness`` are how many times X
(1, -1 or 0) the change adds, X being card ``source``'s, counted whenever the numbers are
read: an ongoing change by X updates with the condition defining X (REG: Increase and
Decrease). It changes no numbers itself, and a heal takes its decrease part off."""
FOLLOWING: Final = "following"
"""The status of the record on a card in play whose lasting increase or decrease covers all
the cards a description names ("All Evil Characters in play decrease 0/3"): it holds the
change in force while no card fits; the changes of the cards that do are records of the
same activation (REG: Increase and Decrease, Duration)."""


@frozen
class Lasting:
    """An increase or decrease that lasts until the end of a turn, battle or phase.

    Or for some turns, for the rest of the game, or while a condition holds.

    It is taken off the card's numbers when that ends (REG: Increase and Decrease,
    Duration). With a ``status`` (and no numbers) it is what the status names, held as long:
    first strike, Site access.
    """

    card: InstanceId
    strength: int
    toughness: int
    until: Until
    activation: int
    """The activation that made it (a negate of that ability ends it at once)."""
    status: str = ""
    """What it gives the card besides numbers: :data:`FIRST_STRIKE` (REG: First Strike) or
    :data:`SITE_ACCESS` (REG: Site Access), :data:`PARALYZED` (REG: Paralyze),
    :data:`USES_OTHER` (REG: Use Other Enhancements), :data:`HOLDS` (REG: Hold),
    :data:`COPYING` (REG: Copy), or what it
    holds it to: :data:`TAKEN`, :data:`CONVERTED`, :data:`GAINED`, :data:`SET_ASIDE`,
    :data:`PLACED`;
    :data:`FOLLOWING` on the card whose change it keeps in force; :data:`BY_X` for a change
    by X counted as the numbers are read; "" for none."""
    ending: Ending | None = None
    """What ends it, with ``until`` ``TURNS`` or ``WHILE``."""
    home: PlayerId | None = None
    """For a card :data:`TAKEN`: the player whose territory it goes back to; for one
    :data:`SET_ASIDE`, the player in whose set-aside area it waits; for one :data:`PLACED`,
    the player in whose territory it lies."""
    was: CardType | None = None
    """For a card :data:`CONVERTED`: the identity it had before."""
    brigades: tuple[Brigade, ...] | None = None
    """For a card :data:`CONVERTED`: the converted brigades it had before (None: its
    own); for one that :data:`GAINED` brigades: those it gained."""
    source: InstanceId | None = None
    """For a card :data:`BY_X`: the card whose X the change counts; for a card that
    :data:`USES_OTHER` Enhancements: the card whose ability says which;
    for one that :data:`COPYING`: the card whose special ability it holds."""
    effect: int = 0
    """With ``source``: the effect of that card's ability that describes them."""


@frozen
class Priority:
    """An Action Priority round in progress (REG: Action Priority).

    The players still to be offered the chance to act, in order; a player who passes leaves
    the list. A player who acts starts a new round once what they did has resolved. Level 2
    (play a Dominant) comes first; once every player in ``waiting`` has passed, level 3 (use
    a manually triggered ability) offers it to the players in ``manual``.
    """

    waiting: tuple[PlayerId, ...]
    """Level 2: the players still to be offered a Dominant."""
    manual: tuple[PlayerId, ...] = ()
    """Level 3: the players to be offered a manually triggered ability after that."""

    @property
    def player(self) -> PlayerId | None:
        """The player offered the chance now."""
        if self.waiting:
            return self.waiting[0]
        return self.manual[0] if self.manual else None

    @property
    def level(self) -> int:
        """The Action Priority level of the offer now: 2 (Dominants) or 3 (abilities)."""
        return 2 if self.waiting else 3


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
_ZONE_FIELDS: Final = {zone: zone.value for zone in PLAYER_ZONES}


@frozen(slots=False)  # a new state at every step: filling a dict is cheaper than 34 slots
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
    protections: tuple[Protection, ...] = ()
    """Cards protected from other cards, and from what (REG: Immune and Protect)."""
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
    lasting: tuple[Lasting, ...] = ()
    """Increases and decreases with a duration, to be taken off when it ends."""
    drawn: tuple[InstanceId, ...] = ()
    """Star cards drawn by game rule (the opening hands, the Draw Phase's draw) whose star
    ability may still be used (REG: Star Icon)."""
    artifact_activated: InstanceId | None = None
    """The Artifact the active player activated on their Artifact pile this turn, by a
    Preparation action: one a turn (REG: Preparation Phase, Activate an Artifact)."""
    restrictions: tuple[Restriction, ...] = ()
    """Players kept from actions, and from which (REG: Restrict)."""
    tokens: tuple[InstanceId, ...] = ()
    """Token records not in the game now, in no zone: a game's cards are fixed when it
    starts, so it reserves records for the tokens its cards can create. A create a token
    effect takes one from here; a token moved to a hand, deck, discard pile, banish pile or
    Reserve ceases to exist (REG: Token) and its record comes back here."""
    _legal: tuple[object, ...] | None = field(default=None, init=False, eq=False, repr=False)
    """The legal actions, computed once per state by ``legal_actions``."""
    _defs: tuple[CardDef, ...] | None = field(default=None, init=False, eq=False, repr=False)
    """The definition of each card, by instance id; filled on first use."""
    _memo: dict[object, object] | None = field(default=None, init=False, eq=False, repr=False)
    _entries: bool | None = field(default=None, init=False, eq=False, repr=False)
    """Whether ``uses`` may hold a note that characters entering battle still begin it or
    block (False: it holds none); None until the engine looks."""
    """What the engine worked out about this position (whether a Dominant would do
    anything, the cards a description names, the options of an ability open), shared with
    states of the same cards in the same places."""

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
        >>> new_game(load_starter_decks(), seed=2)
        <GameState turn 0, pre_game, player 1 to answer choose_first_player, souls 0-0>

        Players are numbered from 1, as in every text of the library: ``PlayerId(0)`` is
        player 1. ``str(state)`` draws the public board.
        """
        decision = self.decision
        if decision is not None:
            where = f"player {decision.player + 1} to answer {decision.kind.value}"
        elif self.result is not None:
            where = f"won by player {self.winner + 1}" if self.winner is not None else "drawn"
        else:
            where = "no decision"
        souls = "-".join(str(len(player.land_of_redemption)) for player in self.players)
        return f"<GameState turn {self.turn}, {self.phase.value}, {where}, souls {souls}>"

    def __str__(self) -> str:
        """The public board: what every player may see (:func:`redemption_rules.render`)."""
        if not _BOARD:  # pragma: no cover - the package's __init__ loads the board
            return repr(self)
        return _BOARD[-1](self)

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
    def seats(self) -> tuple[PlayerId, ...]:
        """Every player of the game, in seat order (the order turns pass in)."""
        return _seats(len(self.players))

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
            defs = _shared_definitions(self.catalog, tuple(i.key for i in self.cards))
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
            for zone, name in _ZONE_FIELDS.items():  # as player.zone, without the calls
                if card in getattr(player, name):
                    return player.id, zone
        if card in self.tokens:
            raise KeyError(f"card {card} is a token not in the game now")
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

        The checks read card abilities and ask the engine for an action, so they live above
        both, in :mod:`redemption_rules.audit`, which gives them here when it is loaded
        (:func:`register_audit`); loading the package loads it.
        """
        if not _AUDIT:  # pragma: no cover - the package's __init__ loads the audit
            raise RuntimeError("no state audit is loaded: import redemption_rules.audit first")
        return _AUDIT[-1](self)

    def opponents(self, player: PlayerId) -> tuple[PlayerId, ...]:
        """Every other player, in turn order from *player*'s left."""
        count = len(self.players)
        return tuple(PlayerId((player + step) % count) for step in range(1, count))


CONTINUATIONS: Final = frozenset(
    {
        "",
        "initiative",
        "resolve_battle",
        "rescue_attempt",
        "finish_battle",
        "end_battle",
        "stars",
        "upkeep",
        "first_turn",
        "turn_begins",
    }
)
"""The engine steps a state may wait to take once abilities resolve (``continuation``)."""


_AUDIT: list[Callable[[GameState], list[str]]] = []
_BOARD: list[Callable[[GameState], str]] = []


def register_audit(audit: Callable[[GameState], list[str]]) -> None:
    """Make *audit* the check :meth:`GameState.problems` runs (the audit module calls it)."""
    _AUDIT[:] = [audit]


def register_board(render: Callable[[GameState], str]) -> None:
    """Make *render* what ``str(state)`` draws (the board module calls it)."""
    _BOARD[:] = [render]


def _shared_definitions(catalog: CardPool, keys: tuple[str, ...]) -> tuple[CardDef, ...]:
    """The definitions of the cards *keys* names, the same tuple for the same game.

    A state read from JSON or built by hand gets the tuple its game's other states share, so
    what the engine works out once per game (kept by the tuple's identity) is found again.
    """
    found = _DEFINITIONS.get(keys)
    if found is not None and found[0] is catalog:
        return found[1]
    defs = tuple(catalog.by_key(key) for key in keys)
    if len(_DEFINITIONS) > 1_000:
        _DEFINITIONS.clear()
    _DEFINITIONS[keys] = (catalog, defs)
    return defs


_DEFINITIONS: dict[tuple[str, ...], tuple[CardPool, tuple[CardDef, ...]]] = {}


_Copied = TypeVar("_Copied", "Battle", "Moved")


def changed(record: _Copied, **changes: object) -> _Copied:
    """*record* with some fields changed, as ``attrs.evolve`` gives it, at a fraction of its cost.

    For the records kept in a dict (a battle, a card an effect moved), which have no
    validators or converters and are copied at most steps of a battle or an ability: the
    copy takes their fields as a dict, and the changes over them.
    """
    assert _FIELDS[type(record)].issuperset(changes)  # noqa: S101 - a misspelt field stays out
    new = object.__new__(type(record))
    values = new.__dict__
    values.update(record.__dict__)
    values.update(changes)
    return new


_FIELDS: Final = {kind: frozenset(a.name for a in fields(kind)) for kind in (Battle, Moved)}
"""The fields of each record :func:`changed` copies."""


@cache
def _seats(count: int) -> tuple[PlayerId, ...]:
    """Every seat of a game of *count* players, in seat order."""
    return tuple(PlayerId(seat) for seat in range(count))
