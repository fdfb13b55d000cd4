"""Targets and conditions: which cards or players an effect reaches (REG: Targeting, Conditions).

A :class:`Selector` describes a set of cards the way ability text does: how many
(:class:`Count`), whose (:class:`Player`), their alignment, card types, brigades, identifiers,
Bible books and names, where they are (:class:`Location`), and words such as *other*, *random*
or *except*. A :class:`Condition` is a test on the game state ("if used by a Philistine",
"if blocking", "if you control a king"); conditions and selectors refer to each other
("a Hero (or two if you control a king)"), so both live in this module.

>>> ruth_hero = Selector(count=Count(Quantifier.EXACTLY, 1), types=("Hero",), books=("Ruth",))
>>> ruth_hero.types, ruth_hero.books, ruth_hero.count.number
(('Hero',), ('Ruth',), 1)
"""

from __future__ import annotations

import enum
from typing import ClassVar, Final

from attrs import field, frozen
from attrs.validators import ge, optional

from redemption_rules.cards.model import Alignment, Brigade

__all__ = [
    "MATCHING_BRIGADE",
    "MATCHING_NAMED_BRIGADE",
    "MATCHING_THAT_BRIGADE",
    "MATCHING_THIS_BRIGADE",
    "Advantage",
    "AllOf",
    "AnyOf",
    "Compare",
    "Condition",
    "Controls",
    "Count",
    "Direction",
    "Exists",
    "Happened",
    "IfDone",
    "InPhase",
    "Is",
    "Join",
    "Location",
    "Not",
    "OpposedBy",
    "Otherwise",
    "Player",
    "Position",
    "Quantifier",
    "Ref",
    "RescueAt",
    "Selector",
    "StatLimit",
    "Status",
    "StatusIs",
    "Tie",
    "TurnOf",
    "UsedBy",
    "Zone",
]


class Quantifier(enum.Enum):
    """How a selector counts the cards it names (REG: Targeting, manual and automatic)."""

    EXACTLY = "exactly"
    """A fixed number: "a", "an", "one", "two", "3", "X"."""
    UP_TO = "up_to"
    """"up to N": any number from zero to N."""
    AT_LEAST = "at_least"
    """"N or more", "at least N" (in conditions)."""
    AT_MOST = "at_most"
    """"N or fewer", "N or less" (in conditions)."""
    ANY = "any"
    """"any": one card, wherever it may be."""
    ANY_NUMBER = "any_number"
    """"any number of"."""
    ALL = "all"
    """"all", or a bare plural ("Negate Evil Characters")."""
    EACH = "each"
    """"each": every card, one by one."""
    ALL_BUT = "all_but"
    """"all but N": every card except N chosen ones."""
    THE = "the"
    """A definite article while a phrase is read; a built selector has "the top card" as
    exactly one and "the revealed Lost Souls" as all."""
    NONE = "none"
    """"no": not a single card ("if no Hero is in play")."""
    MORE_THAN = "more_than"
    """"more than X", "greater than X" where X is the card's variable: strictly more. A
    printed number is read as ``AT_LEAST`` one more ("greater than 5" is at least 6)."""
    FEWER_THAN = "fewer_than"
    """"fewer than X", "less than X" where X is the card's variable: strictly fewer. A
    printed number is read as ``AT_MOST`` one fewer."""


@frozen
class Count:
    """How many cards a selector names.

    >>> up_to_two = Count(Quantifier.UP_TO, 2)
    >>> up_to_two.quantifier.value, up_to_two.number
    ('up_to', 2)
    """

    quantifier: Quantifier = Quantifier.EXACTLY
    number: int | None = field(default=None, validator=optional(ge(0)))
    """The number printed, when there is one."""
    variable: str = ""
    """``"X"`` when the card defines the number on its identifier line (REG: Numbers)."""
    limit: int | None = None
    """A cap on the variable: "the top X (limit 7) cards" (REG: Limit)."""


ONE = Count(Quantifier.EXACTLY, 1)
"""The count of "a", "an" and "one"."""
ALL = Count(Quantifier.ALL)
"""The count of "all" and of bare plurals."""

MATCHING_BRIGADE: Final = "matching_brigade"
"""The qualifier of "of matching brigade", matching a card the text does not name: which
card it is depends on the rest of the ability (see :func:`~redemption_rules.card_ability`)."""
MATCHING_THIS_BRIGADE: Final = "matching_brigade_of_this"
"""The qualifier "matching this card's brigade": sharing a brigade with the card the ability
is on, and not that card itself (REG: Matching)."""
POISONED_OR_DISEASED: Final = "poisoned_or_diseased"
"""The qualifier "who has been poisoned or diseased": a card with either condition now (REG:
Poison and Disease, Heal)."""
MATCHING_THAT_BRIGADE: Final = "matching_brigade_of_that"
"""The qualifier "matching that Hero's brigade": sharing a brigade with the card an earlier
effect of the ability acted on, and not that card itself (REG: Matching)."""
MATCHING_NAMED_BRIGADE: Final = "matching_brigade_of:"
"""The start of the qualifier "matching Joab's brigade", the name (lower case) after it."""


class Player(enum.Enum):
    """A player named by ability text, seen from the player who uses the ability."""

    YOU = "you"
    """"you", "your": the player carrying out the ability."""
    OPPONENT = "opponent"
    """"opponent", "an opponent", "opponent's"."""
    EACH_OPPONENT = "each_opponent"
    """"each opponent"."""
    OPPONENTS = "opponents"
    """"opponents", "all opponents", "opponents'"."""
    PLAYER = "player"
    """"a player", "a player's"."""
    EACH_PLAYER = "each_player"
    """"each player"; for a place, "each discard pile": every player's, one by one."""
    ALL_PLAYERS = "all_players"
    """"all players", "players"; for a place, "all territories", "in discard piles"."""
    ANY_PLAYER = "any_player"
    """"any player"; for a place, "a hand", "in a territory", "any draw pile": the place of
    any one player, chosen by the player carrying out the effect."""
    OWNER = "owner"
    """"owner", "owner's": the owner of the card the phrase is about."""
    HOLDER = "holder"
    """"holder's": the player who controlled the card when the ability activated (REG:
    Holder). Who carries an effect out ("Holder may draw") or has cards in a condition ("if
    holder has a Samaria Site") is read as the user, ``YOU``, which is that player."""
    CONTROLLER = "controller"
    """"controller", "controller's"."""
    THAT_PLAYER = "that_player"
    """"that player", "they", "their": a player named earlier in the text."""
    OWN = "own"
    """"own": the player who acts, you unless the sentence names another player."""
    CARD_OWNER = "card_owner"
    """"Hero's owner", "that card's owner", "the deck's owner": the owner of the card (or
    deck) named before, not of the cards the effect acts on."""
    CARD_CONTROLLER = "card_controller"
    """"Hero's controller": the player who controls the card named before."""
    RESCUER = "rescuer"
    """"rescuer", "the rescuer": the player making the rescue attempt, or for a Lost Soul
    rescued, the player who rescued it."""


class Zone(enum.Enum):
    """A place on the playing surface or a pile (REG: Locations)."""

    PLAY = "play"
    """"in play": territories, Land of Bondage, Field of Battle and what they hold."""
    BATTLE = "battle"
    """"in battle", "Field of Battle"."""
    FIELD_OF_PLAY = "field_of_play"
    """"Field of Play" (old wording for a territory)."""
    TERRITORY = "territory"
    HAND = "hand"
    DECK = "deck"
    """"deck", "draw pile"."""
    DISCARD_PILE = "discard_pile"
    RESERVE = "reserve"
    LAND_OF_BONDAGE = "land_of_bondage"
    LAND_OF_REDEMPTION = "land_of_redemption"
    SET_ASIDE = "set_aside"
    """The set-aside area."""
    ARTIFACT_PILE = "artifact_pile"
    BANISH_PILE = "banish_pile"
    """The banish pile ("removed from the game")."""
    ON_CARD = "on_card"
    """On or in another card: a Site, a Fortress, a character ("on this site")."""
    TOP_OF_DECK = "top_of_deck"
    """The top of a deck ("topdeck", "the top card of deck")."""
    BOTTOM_OF_DECK = "bottom_of_deck"
    """The bottom of a deck ("underdeck", "beneath deck")."""
    PILE_NAMED_BEFORE = "pile_named_before"
    """"that pile": the pile an effect before named ("search your deck or discard pile for
    a red Enhancement. Shuffle this card into that pile": the one the card came from)."""


class Position(enum.Enum):
    """Where in a pile: top or bottom."""

    TOP = "top"
    BOTTOM = "bottom"


class Ref(enum.Enum):
    """A card named by reference rather than description (REG: Targeting, names)."""

    THIS_CARD = "this_card"
    """"this card", "this character", "this Enhancement": the card the ability is on."""
    THAT = "that"
    """"that Hero", "that card": a card named earlier in the text."""
    IT = "it"
    """"it", "its", "him", "her": a card named earlier in the text."""
    THEM = "them"
    """"them", "those cards", "they": cards named earlier in the text."""
    THE_REST = "the_rest"
    """"the rest", "the remainder": the cards looked at or revealed and not yet dealt with."""
    HOLDER = "holder"
    """The character this Enhancement or weapon is on ("Hero gains 2/2", "holder")."""
    SELF = "self"
    """A card's own name used for itself ("Zechariah may use ...", Nabal's "discard Nabal
    after battle"); set by :func:`~redemption_rules.card_ability`, which knows the card."""
    CAUSE = "cause"
    """The character whose attack or block fired the trigger, named again by its kind: the
    "human" of a Fortress's "If your lone gray human blocks, ... If human is Roman, ..."."""


class Join(enum.Enum):
    """How the parts of a compound selector combine."""

    AND = "and"
    """Both sets: "Enhancements and other characters"."""
    OR = "or"
    """Either set: "a Hero or an Evil Character"."""
    AND_OR = "and_or"
    """"Heroes and/or Evil Characters"."""


class Direction(enum.Enum):
    """How a card stands to the place of an event (``where`` of a trigger or a condition)."""

    AT = "at"
    """The event happens there: "discarded in battle", "played on a Hero"."""
    INTO = "into"
    """The card enters it: "banded into battle", "put in a territory"."""
    FROM = "from"
    """The card leaves it: "removed from battle", "discarded from hand"."""


@frozen
class Location:
    """A place cards are in, come from or go to.

    >>> Location(Zone.DECK, owner=Player.OPPONENT, position=Position.TOP)
    Location(zone=<Zone.DECK: 'deck'>, owner=<Player.OPPONENT: 'opponent'>, ...)
    """

    zone: Zone
    owner: Player | None = None
    """Whose zone; ``None`` when the text names no player (the user's own, REG: Targeting).
    "a", "an", "one" or "any" before the place is ``Player.ANY_PLAYER`` (any one player's,
    the user chooses: "in a territory"); "each" is ``Player.EACH_PLAYER``; "all" or a plural
    ("all territories", "in discard piles") is ``Player.ALL_PLAYERS``."""
    position: Position | None = None
    """Top or bottom, for decks and piles."""
    card: Selector | None = None
    """The card holding the zone, for ``Zone.ON_CARD`` ("on this site", "in a Fortress")."""


@frozen
class StatLimit:
    """A strength/toughness test in a selector: "of 6/6 or less", "with toughness 7 or more".

    ``strength`` and ``toughness`` are the printed numbers (``None`` for ``*``, any value).
    """

    strength: int | None = None
    toughness: int | None = None
    quantifier: Quantifier = Quantifier.EXACTLY
    """``AT_MOST`` for "or less", ``AT_LEAST`` for "or more/greater"."""
    variable: str = ""
    """``"X"`` when the number is the card's variable."""
    variable_stats: tuple[str, ...] = ()
    """Which numbers the variable stands for: ``("toughness",)`` for "toughness X or
    greater" or "*/X", ``("strength",)`` for "strength greater than X",
    ``("strength", "toughness")`` for "X/X"."""


@frozen
class Selector:
    """A description of cards: "up to 2 Evil Characters in opponent's territory".

    Every field is optional: an empty selector means "a card" in the effect's default location.
    A compound selector ("a Hero or an Evil Character") keeps its alternatives in ``parts``,
    joined by ``join``, and its own fields stay empty.
    """

    count: Count = ONE
    owner: Player | None = None
    """Whose cards: "your", "opponent's", "a player's". With the qualifiers ``"last"`` or
    ``"next"`` and ``"played"`` it is the player who played the card: "the last good card
    played by an opponent this battle" has ``Player.OPPONENT``."""
    alignment: Alignment | None = None
    types: tuple[str, ...] = ()
    """Card types and kinds in REG words: ``"Hero"``, ``"Evil Character"``, ``"Enhancement"``,
    ``"Lost Soul"``, ``"Dominant"``, ``"Artifact"``, ``"Fortress"``, ``"Site"``, ``"character"``,
    ``"card"``, ``"weapon"``, ... Several types mean a card of any of them."""
    brigades: tuple[Brigade, ...] = ()
    identifiers: tuple[str, ...] = ()
    """ORDIR identifiers and classes: ``"human"``, ``"O.T."``, ``"Disciple"``, ``"warrior"``."""
    books: tuple[str, ...] = ()
    """Bible books the card's reference must be in: "a Ruth Hero" -> ``("Ruth",)``."""
    names: tuple[str, ...] = ()
    """Card names or titles the card must have: ``("John",)``, ``("Saul/Paul",)``."""
    qualifiers: tuple[str, ...] = ()
    """States and kinds the card must have: ``"meek"``, ``"captured"``, ``"opposing"``,
    ``"generic"``, ``"lone"``, ``"face_down"``, ``"last_played"``, ..."""
    stats: StatLimit | None = None
    locations: tuple[Location, ...] = ()
    """Where the cards are (any of these)."""
    other: bool = False
    """"other", "another": not the card the ability is on (or named before)."""
    random: bool = False
    """"random": chosen at random."""
    exceptions: tuple[Selector, ...] = ()
    """Cards excluded: "except a human", "(not Lost Souls)"."""
    ref: Ref | None = None
    """A reference instead of a description: "this card", "that Hero", "it"."""
    parts: tuple[Selector, ...] = ()
    """The alternatives of a compound selector."""
    join: Join | None = None
    """How ``parts`` combine."""
    alternative: Count | None = None
    """A second count that applies when ``alternative_condition`` holds:
    "top 3 cards (or top 9 if used by a Disciple)"."""
    alternative_condition: Condition | None = None
    alternative_locations: tuple[Location, ...] = ()
    """Where the cards may come from when ``alternative_condition`` holds:
    "from Reserve (or deck if ...)"."""
    text: str = ""
    """Quoted text the card must contain: 'with "Trumpet" in the title'."""
    text_in: str = ""
    """Where ``text`` is: ``""`` for the title, ``"special ability"`` for the card's special
    ability ('with "negated" in the special ability')."""
    abilities: tuple[str, ...] = ()
    """Effect kinds of the abilities meant: "draw and take abilities" -> ``("draw", "take")``;
    with ``types == ("ability",)`` the selector names abilities rather than cards."""
    used_by: Selector | None = None
    """The character using the cards: "Enhancements used by this Hero"."""
    played_in: str = ""
    """With the qualifier ``"played"``, the span the cards were played in: ``"this_battle"``
    ("the last good card played this battle"), ``"this_turn"``, ``"this_phase"``, or
    ``"each_battle"``/``"each_turn"`` ("the first evil Enhancement played each battle": in
    whichever battle or turn it is when the ability looks); empty when the text names none."""


class Status(enum.Enum):
    """A state of a card or player that a condition tests."""

    ATTACKING = "attacking"
    BLOCKING = "blocking"
    BLOCKED = "blocked"
    UNBLOCKED = "unblocked"
    ALONE = "alone"
    """The only character on its side of battle."""
    IN_BATTLE = "in_battle"
    OPPOSED = "opposed"
    """In battle with a character on the other side (REG: Opposed and Opposing)."""
    DEFEATED = "defeated"
    """"if defeated", "if this character loses"."""
    WINNING = "winning"
    LOSING = "losing"
    EQUIPPED = "equipped"
    OCCUPIED = "occupied"
    UNOCCUPIED = "unoccupied"
    RESCUING = "rescuing"
    """During a rescue attempt."""
    IN_TERRITORY = "in_territory"
    IN_PLAY = "in_play"
    ACTIVE = "active"
    CAPTURED = "captured"
    MEEK = "meek"
    HARMED = "harmed"
    PARALYZED = "paralyzed"
    POISONED = "poisoned"
    DISEASED = "diseased"
    SET_ASIDE = "set_aside"
    STALEMATE = "stalemate"
    MUTUAL_DESTRUCTION = "mutual_destruction"
    FIRST_PLAYED = "first_played"
    FACE_DOWN = "face_down"
    TAUNTING = "taunting"
    """"if taunting": it has taunted an opponent's character into battle (REG: Taunt)."""


# -- conditions ---------------------------------------------------------------------------


@frozen
class Condition:
    """A test on the game state (REG: Conditions). Subclasses name what is tested."""

    kind: ClassVar[str] = "condition"


@frozen
class UsedBy(Condition):
    """The character using the card matches: "if used by a Philistine"."""

    kind: ClassVar[str] = "used_by"
    user: Selector


@frozen
class StatusIs(Condition):
    """A card is in a state: "if blocking", "if this Hero is alone", "while equipped"."""

    kind: ClassVar[str] = "status"
    status: Status
    subject: Selector | None = None
    """The card tested; ``None`` for the card the ability is on (or its holder)."""
    negated: bool = False
    """"if not blocked", "unless alone"."""


@frozen
class Is(Condition):
    """A card named earlier fits a description: "if it is a Lost Soul", "if it is evil"."""

    kind: ClassVar[str] = "is"
    subject: Selector
    description: Selector
    negated: bool = False


@frozen
class OpposedBy(Condition):
    """The opposing side of battle: "if opposed by 3 or more Heroes", "if blocked by a king"."""

    kind: ClassVar[str] = "opposed_by"
    opponent: Selector
    subject: Selector | None = None
    blocked: bool = False
    """Said as "if blocked by": the block is an event (REG: Conditional Phrases), checked
    for as it happens, where "if opposed by" checks how the battle stands."""


@frozen
class Controls(Condition):
    """A player controls cards: "if you control a king", "if opponent has 3 Redeemed Souls"."""

    kind: ClassVar[str] = "controls"
    target: Selector
    player: Player = Player.YOU
    negated: bool = False
    """"if you do not control"."""


@frozen
class Exists(Condition):
    """Cards exist: "if Son of God is in play", "if no Hero is in battle"."""

    kind: ClassVar[str] = "exists"
    target: Selector
    negated: bool = False


@frozen
class IfDone(Condition):
    """The earlier effects were carried out fully ("if you do") or not ("if you do not")."""

    kind: ClassVar[str] = "if_done"
    done: bool = True
    player: Player = Player.YOU
    """Who had to do it: "if they do not" -> ``Player.THAT_PLAYER``."""
    cannot: bool = False
    """"if you cannot": the earlier effects were impossible."""
    at_least: int | None = None
    """"if you banish at least 1": the effect before dealt with at least that many cards,
    whether or not it was carried out fully."""
    place: Location | None = None
    """"if you take from discard pile", "if you add to battle": the effect before moved its
    cards from (or into) this one of its places."""
    direction: Direction | None = None
    """How the cards stood to ``place`` (``None`` when there is no ``place``)."""
    effect: str = ""
    """With ``place``, the kind of the effect before: ``"take"``, ``"reserve"``,
    ``"add_to_battle"``."""


IF_YOU_CANNOT: Final = IfDone(done=False, cannot=True)
"""The condition "if you cannot", "if there are none": the effect before found no card."""


@frozen
class Advantage(Condition):
    """A player has an advantage: "if opponent has hand advantage" (REG: Advantage)."""

    kind: ClassVar[str] = "advantage"
    player: Player
    advantage: str
    """``"hand"``, ``"play"``, ``"deck"``, ``"soul"``, ``"draw"``, ``"brigade"``,
    ``"lost_soul"``, ``"redeemed_soul"``, ``"evil_card"``, ``"good_card"``."""


@frozen
class Compare(Condition):
    """A comparison of two numbers: "if you have fewer Redeemed Souls than opponent"."""

    kind: ClassVar[str] = "compare"
    left: Selector
    relation: str
    """``"less"``, ``"more"``, ``"equal"``; ``"most"`` and ``"fewest"`` compare ``left``
    with the same count of every other player ("if you have the fewest Redeemed Souls"),
    with no ``right``."""
    right: Selector | None = None
    number: int | None = None


@frozen
class InPhase(Condition):
    """The ability is used in a phase or span of the turn: "if used during battle"."""

    kind: ClassVar[str] = "in_phase"
    phase: str
    """A :class:`~redemption_rules.effects.timing.Phase` value: ``"battle"``, ``"upkeep"``."""


@frozen
class TurnOf(Condition):
    """It is a player's turn: "if it is opponent's turn"."""

    kind: ClassVar[str] = "turn_of"
    player: Player


@frozen
class RescueAt(Condition):
    """The battle is a rescue attempt at a Site: "blocking a rescue at that Site"."""

    kind: ClassVar[str] = "rescue_at"
    site: Selector


@frozen
class Tie(Condition):
    """The comparison named before is equal: "If there is a tie, end the battle"."""

    kind: ClassVar[str] = "tie"


@frozen
class Otherwise(Condition):
    """The condition before it did not hold: "Otherwise, discard ..." (REG: Conditions)."""

    kind: ClassVar[str] = "otherwise"


@frozen
class Happened(Condition):
    """Something was done earlier: "if opponent has used a draw ability this turn"."""

    kind: ClassVar[str] = "happened"
    event: str
    """What was done, as an event name: ``"used"``, ``"attacked"``."""
    player: Player | None = None
    target: Selector | None = None
    negated: bool = False
    within: str = ""
    """The span it counts in: ``"turn"`` for "this turn", ``"since"`` for since the ability
    was used ("if it is not rescued by the end of ..."); empty for the whole game."""
    where: Selector | None = None
    """Where it was done: "unless played in battle" (the cards of that place)."""
    direction: Direction | None = None
    """How the card stands to ``where`` (``None`` when there is no ``where``): "until
    removed from the field of play" is the place it leaves (``Direction.FROM``)."""
    against: Selector | None = None
    """What this card was played or used against: "if used against a Judge"."""
    by: Selector | None = None
    """What did it: "if a male and female Hero are set aside by this ability"."""


@frozen
class Not(Condition):
    """The condition does not hold: "unless ..."."""

    kind: ClassVar[str] = "not"
    condition: Condition


@frozen
class AllOf(Condition):
    """Several conditions that must all hold: "if blocking and alone"."""

    kind: ClassVar[str] = "all_of"
    conditions: tuple[Condition, ...]


@frozen
class AnyOf(Condition):
    """Several conditions of which one must hold: "if attacking or blocking"."""

    kind: ClassVar[str] = "any_of"
    conditions: tuple[Condition, ...]


CONDITION_CLASSES: tuple[type[Condition], ...] = (
    Condition,
    UsedBy,
    StatusIs,
    Is,
    OpposedBy,
    Controls,
    Exists,
    IfDone,
    Advantage,
    Compare,
    InPhase,
    TurnOf,
    Otherwise,
    RescueAt,
    Tie,
    Happened,
    Not,
    AllOf,
    AnyOf,
)
"""Every condition record, the base included (it joins the tagged union)."""
