# ruff: noqa: D102 - each callback is named after, and documented by, its grammar rule
"""The transformer: parse trees of ability text to :class:`Ability` records.

:class:`AbilityTransformer` holds the callbacks of the shared pieces of the grammar (words,
selectors, conditions, timing, modifiers, sentence structure). The callbacks of effect
phrases come from the packs through the ``redemption_effects`` hook and are joined to it when
the parser is built (:func:`redemption_rules.parser.parse.build_parser`).

Sentences become effects in order; each effect gets the span of its verb phrase, the section
label it sits under, "may", its actor, the conditions, triggers, durations and modifiers of
its clause, and its link to the effect before it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Final, NoReturn, TypeGuard

from attrs import define, evolve, field, fields, frozen, has
from lark import Token, Transformer, v_args

from redemption_rules.cards.model import Stat
from redemption_rules.effects.kinds import (
    EMPTY,
    THIS_CARD,
    ActivateAbility,
    AddToBattle,
    Band,
    Capture,
    Decrease,
    Discard,
    Draw,
    EndBattle,
    Equip,
    Gain,
    Hold,
    Increase,
    Interrupt,
    Look,
    Numbers,
    Place,
    Present,
    Prevent,
    Protect,
    Restrict,
    Reveal,
    Rule,
    Search,
    Select,
    SelectOptions,
    SetAside,
    Shuffle,
    SideBattle,
    SiteAccess,
    Take,
    UseOtherEnhancements,
    Withdraw,
)
from redemption_rules.effects.model import Ability, Actor, Effect, Link
from redemption_rules.effects.modifiers import (
    CannotBeInterrupted,
    CannotBeNegated,
    CannotBePrevented,
    CannotBeRedirected,
    Instead,
    Limit,
    Modifier,
    Regardless,
)
from redemption_rules.effects.span import NO_SPAN, Span
from redemption_rules.effects.targets import (
    ALL,
    IF_YOU_CANNOT,
    MATCHING_BRIGADE,
    MATCHING_NAMED_BRIGADE,
    MATCHING_THAT_BRIGADE,
    MATCHING_THIS_BRIGADE,
    ONE,
    POISONED_OR_DISEASED,
    Advantage,
    AllOf,
    AnyOf,
    Compare,
    Condition,
    Controls,
    Count,
    Direction,
    Exists,
    Happened,
    IfDone,
    InPhase,
    Is,
    Join,
    Location,
    Not,
    OpposedBy,
    Otherwise,
    Player,
    Position,
    Quantifier,
    Ref,
    RescueAt,
    Selector,
    StatLimit,
    Status,
    StatusIs,
    Tie,
    TurnOf,
    UsedBy,
    Zone,
)
from redemption_rules.effects.timing import (
    AfterEvent,
    AnyEvent,
    AtMoment,
    Duration,
    DurationUnit,
    EachPhase,
    Event,
    Moment,
    OnEvent,
    Phase,
    Trigger,
)
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import vocabulary as vocab
from redemption_rules.parser.names import card_titles, name_words, unknown_word
from redemption_rules.parser.phrases import (
    CLOSED,
    DEFINITE,
    Alternative,
    Item,
    NounPhrase,
    PhraseError,
    PlayedIn,
    Post,
    PostKind,
    Word,
    WordKind,
    fold_into_action,
    has_determiner,
    join_selectors,
    kind_post,
    location_from_words,
    shared_owner,
    shared_states,
)

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from lark.tree import Meta

__all__ = [
    "OMITTED",
    "AbilityTransformer",
    "ConditionPhrase",
    "Destination",
    "VerbPhrase",
    "condition_of",
    "refuse",
]


_DEPICTED_IS: Final = frozenset({"idol", "weapon"})
"""What a card "depicting" one is, by the ORDIR's rulings (Depicting an Idol: "is an idol";
Depicting a Weapon: "weapon")."""


@frozen
class Destination:
    """Where a verb sends cards: "to territory", "on top of deck", "beneath deck"."""

    location: Location
    position: Position | None = None


@frozen
class ConditionPhrase:
    """A condition as read: its conditions and triggers, and the word that introduced it."""

    word: str
    """``"if"``, ``"when"``, ``"unless"``, ``"while"``."""
    condition: Condition | None = None
    trigger: Trigger | None = None


@frozen
class _Label:
    name: str


@frozen
class _Suffix:
    condition: ConditionPhrase | None = None
    duration: Duration | None = None
    modifier: Modifier | None = None
    trigger: Trigger | None = None
    for_each: Selector | None = None
    alternative: _Clause | None = None
    also: _Clause | None = None
    any_order: bool = False
    modifiers: tuple[Modifier, ...] = ()
    numbers: tuple[Numbers, Condition] | None = None
    """Other numbers under a condition: "6/6 (or 12/12 if used by an Exodus Hero)"."""
    count: tuple[Count, Condition] | None = None
    """Another count under a condition: "up to 1 card (or 2 if ...)"."""
    unharmed: bool = False
    """"unharmed" after a withdraw, which harms no one anyway."""
    face_down: bool = False
    """"face down": the cards an effect moves go face down."""
    changed: tuple[str, Numbers] | None = None
    """"with abilities decreased 3/3" after a return: the card's numbers change too."""
    revealed_until: Selector | None = None
    """"until 3 evil Enhancements are revealed" after a reveal: when it stops."""
    or_not: bool = False
    """"or continue the battle" after a withdraw the player may make: the choice not to."""
    unused: bool = False
    """"without using it" after a discard, which never plays the card anyway."""
    tie_none: bool = False
    """"(If there is a tie, do not draw)" after a draw by the player with the most of
    something, which no player of a tie is."""
    except_this: bool = False
    """"except this one" after an effect on all cards of a kind: not this card."""
    excepted: Selector | None = None
    """"(except giant slayers)" after the place an effect moves cards to: not those."""
    soul_note: bool = False
    """"and treat as a Lost Soul" after a placement in a Land of Bondage: the game rule for a
    captive there, no effect of its own."""


@frozen
class _Where:
    """Where or when an event happens: "in battle", "during battle", "against a Hero"."""

    location: Location | None = None
    phase: Phase | None = None
    target: Selector | None = None
    direction: Direction = Direction.AT
    """Whether the card is at ``location``, enters it or leaves it."""
    attacked: Player | None = None
    """The player a rescue attempt is made against: "against you"."""


@frozen
class _Action:
    """Something a player or card may be kept from doing: "band", "make a rescue attempt"."""

    name: str
    target: Selector | None = None
    place: Location | None = None


@frozen
class VerbPhrase:
    """The effects of one verb phrase, with the span they were read from."""

    effects: tuple[Effect, ...]
    span: Span
    suffixes: tuple[_Suffix, ...] = ()
    benefit: VerbPhrase | None = None
    """The verb phrase after "to" when this one is its cost."""
    optional: bool | None = None
    actor: Actor | None = None
    named: bool = False
    """Whether a subject of its own was printed ("holder may draw", "you may draw"), even
    one read as the user."""


@frozen
class _Predicate:
    """A predicate waiting for its subject: "is immune to Crimson Brigade"."""

    build: Callable[[NounPhrase], Any]
    span: Span
    suffixes: tuple[_Suffix, ...]


@frozen
class _Chain:
    phrases: tuple[tuple[Link, VerbPhrase], ...]


class _Comma:
    """A bare comma between verb phrases, before the series' last joining word is known."""


COMMA: Final = _Comma()


class _OrTo:
    """The words "or to" between verb phrases: another benefit of the cost before.

    "discard this Artifact to heal a clay Hero, or to negate a demon" is joined as "or".
    """


OR_TO: Final = _OrTo()


class _ButThen:
    """The words "but then" between verb phrases: the price of doing what the one before may.

    "May discard any Hero in a territory but then discard Archer of Kedar at end of battle":
    the second is done if, and only if, the first was ("if you do"), and must be.
    """


BUT_THEN: Final = _ButThen()


def _commas_joined(
    phrases: Sequence[tuple[Link | _Comma, VerbPhrase]],
) -> tuple[tuple[Link, VerbPhrase], ...]:
    """Links for a series of verb phrases, each bare comma joining as the series' last word.

    "Underdeck all 3, reserve up to X evil cards, or take up to X good cards" is one of
    three, not the first two and then the third or not; "A, B and C" are all three. A comma
    with no joining word after it is "and".
    """
    joined: list[tuple[Link, VerbPhrase]] = []
    last = Link.AND
    for link, phrase in reversed(phrases):
        if isinstance(link, _Comma):
            joined.append((last if last in (Link.OR, Link.AND_OR) else Link.AND, phrase))
        else:
            joined.append((link, phrase))
            last = link
    return tuple(reversed(joined))


@frozen
class _Body:
    chain: _Chain | None = None
    optional: bool = False
    actor: Actor | None = None
    modifiers: tuple[Modifier, ...] = ()
    then: bool = False
    """"You may then ...": after the sentence before, as "Then" opening it is."""


@frozen
class _Prefix:
    then: bool = False
    """"Then" opening a sentence: after the sentence before."""
    condition: ConditionPhrase | None = None
    limit: Limit | None = None
    modifier: Modifier | None = None
    duration: Duration | None = None
    trigger: Trigger | None = None
    for_each: Selector | None = None


@frozen
class _Clause:
    prefixes: tuple[_Prefix, ...]
    body: _Body


@frozen
class _Sentence:
    clauses: tuple[tuple[Link, _Clause], ...]
    span: Span


@frozen
class _More:
    """A bare noun phrase after "and"/"or" in a condition: it extends the one before."""

    item: Item


@frozen
class _ActsOn:
    """An event an active verb does to its object: "if an evil card targets your Hero".

    The sentence's subject is the event's cause (``by``), so a bare noun phrase before it
    ("if an opponent's evil or neutral card targets ...") extends the cause, not the cards
    the event is done to.
    """

    trigger: OnEvent


@frozen
class _Join:
    join: Join
    comma: bool = False
    """A comma of a list, joined as the "or" or "and" that ends it."""


@define
class _Result:
    effects: list[Effect] = field(factory=list)
    modifiers: list[Modifier] = field(factory=list)
    marks: list[tuple[int, int, int]] = field(factory=list)
    """Where each effect was read: (sentence, clause, verb phrase), one per effect."""
    mark: tuple[int, int, int] = (0, 0, 0)
    """The mark of the effects being emitted."""


_SAME: Final = "do_the_same"
"""The rule that stands for "do the same" until :func:`_do_the_same` puts the copies in."""


_ShieldKind = CannotBeInterrupted | CannotBeNegated | CannotBePrevented | CannotBeRedirected
"""The "cannot be ..." modifiers."""

_SHIELDS: dict[str, type[_ShieldKind]] = {
    "interrupted": CannotBeInterrupted,
    "negated": CannotBeNegated,
    "prevented": CannotBePrevented,
    "redirected": CannotBeRedirected,
}

_CONJ_LINKS = {"and": Link.AND, "or": Link.OR, "and/or": Link.AND_OR, "then": Link.THEN}

_ZONES = {
    "territory": Zone.TERRITORY,
    "territories": Zone.TERRITORY,
    "hand": Zone.HAND,
    "hands": Zone.HAND,
    "deck": Zone.DECK,
    "decks": Zone.DECK,
    "draw pile": Zone.DECK,
    "draw piles": Zone.DECK,
    "discard pile": Zone.DISCARD_PILE,
    "discard piles": Zone.DISCARD_PILE,
    "reserve": Zone.RESERVE,
    "reserves": Zone.RESERVE,
    "land of bondage": Zone.LAND_OF_BONDAGE,
    "lands of bondage": Zone.LAND_OF_BONDAGE,
    "land of redemption": Zone.LAND_OF_REDEMPTION,
    "lands of redemption": Zone.LAND_OF_REDEMPTION,
    "set-aside area": Zone.SET_ASIDE,
    "set aside area": Zone.SET_ASIDE,
    "set-aside areas": Zone.SET_ASIDE,
    "set aside areas": Zone.SET_ASIDE,
    "artifact pile": Zone.ARTIFACT_PILE,
    "artifact piles": Zone.ARTIFACT_PILE,
    "banish pile": Zone.BANISH_PILE,
    "banish piles": Zone.BANISH_PILE,
    "field of battle": Zone.BATTLE,
    "battle": Zone.BATTLE,
    "field of play": Zone.FIELD_OF_PLAY,
}

EARTHLY_BATTLE: Final = ("O.T.", "human", "warrior")
"""What "who fought in an earthly battle" means (ORDIR: Fought in an Earthly Battle): an
O.T. human warrior; the printed identifiers "Fought Earthly Battle" no longer count."""

MAX_NUMBER: Final = 50
"""The largest number ability text may print as a count or a strength: the pool's largest
is 12 ("draw 12"); a larger one is a misreading ("Draw 500.")."""

_PILE_ZONES = frozenset(
    {Zone.DECK, Zone.DISCARD_PILE, Zone.RESERVE, Zone.HAND, Zone.BANISH_PILE, Zone.SET_ASIDE}
)
"""Places a card is put in by a verb of its own (REG: Topdeck, Discard, Reserve, ...)."""

_PLURAL_ZONES = frozenset(
    {
        "territories",
        "hands",
        "decks",
        "draw piles",
        "discard piles",
        "reserves",
        "lands of bondage",
        "lands of redemption",
        "set-aside areas",
        "set aside areas",
        "artifact piles",
        "banish piles",
    }
)


@frozen
class _ZoneWord:
    """A zone as printed: "discard piles" is the discard pile of every player."""

    zone: Zone
    plural: bool


_STATUSES = {
    "blocking": Status.BLOCKING,
    "attacking": Status.ATTACKING,
    "alone": Status.ALONE,
    "blocked": Status.BLOCKED,
    "unblocked": Status.UNBLOCKED,
    "defeated": Status.DEFEATED,
    "defeated in battle": Status.DEFEATED,
    "equipped": Status.EQUIPPED,
    "occupied": Status.OCCUPIED,
    "unoccupied": Status.UNOCCUPIED,
    "rescuing": Status.RESCUING,
    "paralyzed": Status.PARALYZED,
    "poisoned": Status.POISONED,
    "diseased": Status.DISEASED,
    "active": Status.ACTIVE,
    "winning": Status.WINNING,
    "losing": Status.LOSING,
    "opposed": Status.OPPOSED,
    "opposed in battle": Status.OPPOSED,
    "taunting": Status.TAUNTING,
}

# Events an active verb does to its object: "discards your Hero" discards the Hero.
_DONE_TO = frozenset(
    {
        Event.DISCARDED,
        Event.HARMED,
        Event.CAPTURED,
        Event.CONVERTED,
        Event.BANISHED,
        Event.CHOSEN,
    }
)
"""Events a card or player makes happen to the cards after the verb: "if an Evil Character
discards your Hero", "if an ability targets this card"."""

_EVENTS = {
    "rescued": Event.RESCUED,
    "discarded": Event.DISCARDED,
    "drawn": Event.DRAWN,
    "played": Event.PLAYED,
    "banished": Event.BANISHED,
    "reserved": Event.RESERVED,
    "converted": Event.CONVERTED,
    "activated": Event.ACTIVATED,
    "deactivated": Event.DEACTIVATED,
    "shuffled": Event.SHUFFLED,
    "returned": Event.RETURNED,
    "taken": Event.TAKEN,
    "negated": Event.NEGATED,
    "interrupted": Event.INTERRUPTED,
    "withdrawn": Event.WITHDRAWN,
    "chosen": Event.CHOSEN,
    "put in play": Event.PUT_IN_PLAY,
    "placed": Event.PUT_IN_PLAY,
    "removed": Event.MOVED,
    "underdecked": Event.MOVED,
    "topdecked": Event.MOVED,
    "bounced": Event.RETURNED,
    "harmed": Event.HARMED,
    "released": Event.MOVED,
    "set aside": Event.SET_ASIDE,
    "added to battle": Event.ENTERS_BATTLE,
    "blocks": Event.BLOCKS,
    "block": Event.BLOCKS,
    "attacks": Event.ATTACKS,
    "attack": Event.ATTACKS,
    "enters battle": Event.ENTERS_BATTLE,
    "win a battle": Event.BATTLE_WON,
    "wins a battle": Event.BATTLE_WON,
    "win this battle": Event.BATTLE_WON,
    "is successful in battle": Event.BATTLE_WON,
    "withdraws": Event.WITHDRAWS,
    "survives battle": Event.SURVIVES_BATTLE,
    "enter battle": Event.ENTERS_BATTLE,
    "rescues": Event.RESCUED,
    "draws": Event.DRAWS,
    "searches": Event.SEARCHES,
    "plays": Event.PLAYED,
    "puts": Event.PUT_IN_PLAY,
    "place": Event.PUT_IN_PLAY,
    "makes a rescue attempt": Event.ATTACKS,
    "makes a successful rescue attempt": Event.RESCUE_ATTEMPT_SUCCEEDS,
    "makes a successful rescue": Event.RESCUE_ATTEMPT_SUCCEEDS,
    "begins a battle": Event.ATTACKS,
    "begins a rescue attempt": Event.ATTACKS,
    "begins a rescue": Event.ATTACKS,
    "discards": Event.DISCARDED,
    "harms": Event.HARMED,
    "captures": Event.CAPTURED,
    "capture": Event.CAPTURED,
    "converts": Event.CONVERTED,
    "convert": Event.CONVERTED,
    "banishes": Event.BANISHED,
    "banish": Event.BANISHED,
    "targets": Event.CHOSEN,
    "wins": Event.BATTLE_WON,
    "defeats": Event.BATTLE_WON,
    "loses": Event.DEFEATED,
    "bands": Event.BANDED,
    "uses": Event.USED,
    "leaves play": Event.MOVED,
    "activates": Event.ACTIVATED,
    "activate": Event.ACTIVATED,
    "reveals": Event.REVEALED,
    "play": Event.PLAYED,
    "use": Event.USED,
    "draw": Event.DRAWS,
    "search": Event.SEARCHES,
    "discard": Event.DISCARDED,
    "rescue": Event.RESCUED,
    "banded": Event.BANDED,
    "removes": Event.MOVED,
    "reveal": Event.REVEALED,
    "attacked": Event.ATTACKS,
    "put": Event.PUT_IN_PLAY,
    "targeted": Event.CHOSEN,
    "about to be discarded": Event.DISCARDED,
}

# The events of verbs that act on a card, said with what they act on: "uses an Enhancement",
# "puts a Hero in play", "targets your hand"; "blocks", "draws", "leaves play" need nothing.
_TAKES_AN_OBJECT = frozenset(
    {
        Event.USED,
        Event.PUT_IN_PLAY,
        Event.CHOSEN,
        Event.HARMED,
        Event.CAPTURED,
        Event.CONVERTED,
        Event.BANISHED,
        Event.REVEALED,
    }
)

_PHASES = {
    "upkeep": Phase.UPKEEP,
    "upkeep phase": Phase.UPKEEP,
    "turn": Phase.TURN,
    "draw phase": Phase.DRAW,
    "preparation phase": Phase.PREPARATION,
    "preparation": Phase.PREPARATION,
    "battle": Phase.BATTLE,
    "battle phase": Phase.BATTLE,
    "discard phase": Phase.DISCARD,
    "round": Phase.ROUND,
}

_REGARDLESS = {
    "protect abilities": "protect",
    "protection": "protect",
    "protect": "protect",
    "brigade": "brigade",
    "immunity": "immune",
    "immune abilities": "immune",
    "battle outcome": "battle_outcome",
    "protect or immune abilities": "protect",
    "brigade or alignment": "brigade_or_alignment",
    "alignment": "alignment",
    "protect abilities on lost souls": "protect",
    "color": "brigade",
    "colour": "brigade",
    "brigade color": "brigade",
    "immunity abilities": "immune",
}


_END_MOMENTS = {
    DurationUnit.TURN: Moment.END_OF_TURN,
    DurationUnit.BATTLE: Moment.END_OF_BATTLE,
    DurationUnit.PHASE: Moment.END_OF_PHASE,
}


def refuse(reason: str) -> NoReturn:
    """Refuse words the grammar accepted but that make no sense together.

    Raises:
        PhraseError: always; the parser reports it as an AbilityParseError.
    """
    raise PhraseError(reason)


def band_target(selector: Selector) -> Selector:
    """*selector* as what a character bands to: cards, never abilities.

    "May band to banding." names a kind of ability where a card is banded to (REG: Band):
    the words make no sense together.

    Raises:
        PhraseError: the selector, or one of its parts, is an ability.
    """
    if any("ability" in part.types for part in (selector, *selector.parts)):
        refuse("one bands to a card, not to an ability")
    return selector


def _posts(posts: Iterable[Post | list[Post]]) -> tuple[Post, ...]:
    """Post-modifiers in order, those a rule gives as a list ("in play or set aside") flat."""
    flat: list[Post] = []
    for post in posts:
        for one in post if isinstance(post, list) else [post]:
            place = one.value
            before = flat[-1].value if flat else None
            if (
                one.kind is PostKind.PILE
                and isinstance(place, Location)
                and place.zone is Zone.DECK
                and isinstance(before, Location)
                and before.zone is Zone.DECK
                and before.position is not None
                and before.owner is None
                and flat[-1].preposition == "from"
            ):
                # "from the top" "of a deck": the top of that deck
                flat[-1] = evolve(flat[-1], value=evolve(place, position=before.position))
                continue
            flat.append(one)
    return fold_into_action(tuple(flat))


def _set_aside_beside(place: Location) -> Location:
    """The set-aside area of "<place> or set aside", whose as the place before says."""
    return shared_owner((place, Location(Zone.SET_ASIDE)))[-1]


def _present(words: Iterable[Word | None]) -> tuple[Word, ...]:
    return tuple(word for word in words if word is not None)


_USERS_DECK: Final = Selector(count=ALL, locations=(Location(Zone.DECK),))
_YOUR_DECK: Final = Selector(count=ALL, locations=(Location(Zone.DECK, owner=Player.YOU),))


_SEARCHED_PILE: Final = Selector(count=ALL, ref=Ref.THEM, locations=(Location(Zone.DECK),))
"""The draw pile of "..., then shuffle", until the search before it names whose it is."""


def _shuffle_searched(
    phrases: list[tuple[Link | _Comma, VerbPhrase]],
) -> list[tuple[Link | _Comma, VerbPhrase]]:
    """Put in each "then shuffle" the draw pile the search before it in the chain named.

    A search of one player's draw pile is the only search whose pile "shuffle" can mean
    (REG: Search: a searched deck is shuffled); with none before it the shuffle is refused.
    """
    resolved: list[tuple[Link | _Comma, VerbPhrase]] = []
    for link, phrase in phrases:
        if any(isinstance(e, Shuffle) and e.target is _SEARCHED_PILE for e in phrase.effects):
            searches = [
                effect
                for _, before in resolved
                for effect in before.effects
                if isinstance(effect, Search)
            ]
            if len(searches) != 1 or not _one_deck(searches[0].locations):
                refuse("a shuffle after no search of one draw pile")
            pile = Selector(count=ALL, locations=searches[0].locations)
            effects = tuple(
                evolve(e, target=pile) if isinstance(e, Shuffle) else e for e in phrase.effects
            )
            phrase = evolve(phrase, effects=effects)  # noqa: PLW2901
        resolved.append((link, phrase))
    return resolved


def _one_deck(locations: tuple[Location, ...]) -> bool:
    """Whether *locations* name one draw pile alone ("own draw pile", "your deck")."""
    return len(locations) == 1 and locations[0].zone is Zone.DECK and locations[0].card is None


def _deck_shuffled(phrase: NounPhrase | None) -> Selector:
    """The draw pile a shuffle after an exchange or a play names: the user's, as printed."""
    if phrase is None:
        return _USERS_DECK
    target = phrase.selector()
    if target not in (_USERS_DECK, _YOUR_DECK):
        refuse("a draw pile shuffled after an exchange or a play")
    return target


def _text(*tokens: Token | str) -> str:
    return vocab.canonical(" ".join(str(token) for token in tokens))


@v_args(inline=True)
class AbilityTransformer(Transformer[Token, Ability]):
    """Callbacks of the shared grammar pieces; effect callbacks are added per pack."""

    name_words: ClassVar[frozenset[str]] = name_words()
    """The capitalised words a name may hold: the pool's titles and identifiers (and the
    titles of the packs' cards, in the class the parser builds)."""
    read_quoted: Callable[[str], Ability] | None = None
    """Reads the ability text quoted in a card's text ('gains the ability "..."'): the
    parser this transformer serves, which sets it when it is built."""

    # -- numbers -------------------------------------------------------------------------

    def number_word(self, token: Token) -> int:
        return vocab.NUMBER_WORDS[_text(token)]

    def number(self, value: Token | int) -> Count:
        if isinstance(value, int):
            return Count(Quantifier.EXACTLY, value)
        if value.type == "VAR":
            return Count(Quantifier.EXACTLY, None, str(value))
        if int(value) > MAX_NUMBER:
            refuse(f"{int(value)} is more than any count or number of the game")
        return Count(Quantifier.EXACTLY, int(value))

    # -- selectors -----------------------------------------------------------------------

    def selector(self, first: Item | Location, *rest: Join | str | Item | Location) -> NounPhrase:
        items: list[Item | Location] = [first]
        joins: list[Join] = []
        commas: list[bool] = []
        for part in rest:
            if isinstance(part, (Join, str)):
                joins.append(Join.AND if isinstance(part, str) else part)
                commas.append(isinstance(part, str))
            else:
                items.append(part)
        return NounPhrase(tuple(items), tuple(joins), tuple(commas))

    def sel_conj(self, *tokens: Token) -> Join | str:
        words = _text(*tokens).replace(",", "").split()
        if not words:
            return ","  # a bare comma: a list, or adjectives of one noun ("male, human")
        return {"or": Join.OR, "nor": Join.OR, "and/or": Join.AND_OR}.get(words[-1], Join.AND)

    def extra_location(self, location: Location, *posts: Post | list[Post]) -> Location | Item:
        if posts:
            return Item(place=location, posts=_posts(posts))
        return location

    def place_item(self, location: Location, *posts: Post | list[Post]) -> Item | Location:
        if posts:
            return Item(place=location, posts=_posts(posts))
        return location

    def possessive_item(
        self, owner: Item, words: tuple[Word, ...], *posts: Post | list[Post]
    ) -> Item:
        return Item(words=words, posts=_posts(posts), owner_card=owner)

    def post_played_by(self, _: Token, who: tuple[Word, ...] | Item) -> Post:
        item = who if isinstance(who, Item) else Item(words=who)
        player = item.player
        if player is not None:
            return Post(PostKind.CONTROLLER, player, "by")
        return Post(PostKind.USED_BY, item.selector(), "by")

    def post_controlled_by(self, _: Token, who: tuple[Word, ...] | Item) -> Post:
        player = (who if isinstance(who, Item) else Item(words=who)).player
        if player is None:
            refuse("cards are controlled by a player")
        return Post(PostKind.CONTROLLER, player, "by")

    def extra_post(self, post: Post) -> Location:
        if isinstance(post.value, Location):
            return post.value
        return refuse("a place was expected")  # pragma: no cover

    def sel_item(self, head: tuple[Word, ...] | Item, *posts: Post | list[Post] | Token) -> Item:
        kept = [post for post in posts if not isinstance(post, Token)]
        if isinstance(head, Item):
            return head.with_posts((*head.posts, *_posts(kept)))
        return Item(words=head, posts=_posts(kept))

    def as_many_item(
        self, _: Token, words: tuple[Word, ...], *rest: Post | list[Post] | Token
    ) -> Item:
        """Read "as many Heroes from holder's territory as holder chooses": any number of them."""
        if words and words[0].kind is WordKind.DETERMINER:
            refuse("'as many' is the count of the cards")
        determiner = Word(WordKind.DETERMINER, Count(Quantifier.ANY_NUMBER))
        return self.sel_item((determiner, *words), *rest)

    def ability_of_item(self, words: tuple[Word, ...], _: Token, *posts: Post | list[Post]) -> Item:
        """Read "Artifact's ability is negated": the ability on that card (REG: Abilities)."""
        ability = Word(WordKind.TYPE, "ability")
        return Item(words=(ability,), posts=_posts(posts), owner_card=Item(words=words))

    def star_ability_of_item(
        self, words: tuple[Word, ...], _: Token, *posts: Post | list[Post]
    ) -> Item:
        """Read "activate Isaiah's * ability": the star ability on that card (REG: Star Icon)."""
        star = Word(WordKind.QUALIFIER, vocab.QUALIFIERS["*"])
        ability = Word(WordKind.TYPE, "ability")
        return Item(words=(star, ability), posts=_posts(posts), owner_card=Item(words=words))

    def words(self, *words: Word | tuple[Word, ...]) -> tuple[Word, ...]:
        flat: list[Word] = []
        for word in words:
            if isinstance(word, Word):
                flat.append(word)
            else:
                flat.extend(word)
        return tuple(flat)

    def det_a(self) -> Word:
        return Word(WordKind.DETERMINER, ONE, article=True)

    def det_number(self, count: Count) -> Word:
        return Word(WordKind.DETERMINER, count)

    def det_up_to(self, _: Token, count: Count) -> Word:
        return Word(WordKind.DETERMINER, evolve(count, quantifier=Quantifier.UP_TO))

    def det_up_to_of(self, _: Token, token: Token) -> Word:
        """Read "up to X of their cards": at most that many of them, not cards on them."""
        word = self.det_num_of(token)
        if not isinstance(word, Word) or not isinstance(word.value, Count):
            refuse("a number of cards after 'up to'")
        return Word(WordKind.DETERMINER, evolve(word.value, quantifier=Quantifier.UP_TO))

    def det_all(self, *_: Token) -> Word:
        return Word(WordKind.DETERMINER, ALL)

    def det_all_but(self, count: Count) -> Word:
        return Word(WordKind.DETERMINER, evolve(count, quantifier=Quantifier.ALL_BUT))

    def det_each(self, *_: Token) -> Word:
        return Word(WordKind.DETERMINER, Count(Quantifier.EACH))

    def det_any(self) -> Word:
        return Word(WordKind.DETERMINER, Count(Quantifier.ANY))

    def det_any_all(self, _: Token) -> Word:
        """Read "any/all": any of the cards, as "any" (a player may take one or every one)."""
        return self.det_any()

    def det_any_number(self, _: Token) -> Word:
        return Word(WordKind.DETERMINER, Count(Quantifier.ANY_NUMBER))

    def det_the(self) -> Word:
        return Word(WordKind.DETERMINER, Count(Quantifier.THE))

    def det_another(self) -> tuple[Word, ...]:
        return (Word(WordKind.DETERMINER, ONE), Word(WordKind.QUALIFIER, "other"))

    def det_no(self) -> Word:
        return Word(WordKind.DETERMINER, Count(Quantifier.NONE))

    def det_both(self) -> Word:
        return Word(WordKind.DETERMINER, Count(Quantifier.EXACTLY, 2))

    def det_at_least(self, *parts: Count | Token) -> Word:
        count = next(part for part in parts if isinstance(part, Count))
        return Word(WordKind.DETERMINER, evolve(count, quantifier=Quantifier.AT_LEAST))

    def det_more_than(self, _: Token, count: Count) -> Word:
        if count.number is None:  # "more than X": strictly more than the variable
            return Word(WordKind.DETERMINER, evolve(count, quantifier=Quantifier.MORE_THAN))
        return Word(WordKind.DETERMINER, Count(Quantifier.AT_LEAST, count.number + 1))

    def det_fewer_than(self, _: Token, count: Count) -> Word:
        if count.number is None:
            return Word(WordKind.DETERMINER, evolve(count, quantifier=Quantifier.FEWER_THAN))
        return Word(WordKind.DETERMINER, Count(Quantifier.AT_MOST, max(0, count.number - 1)))

    def ability_kind(self, token: Token) -> Word:
        text = _text(token)
        return Word(WordKind.ABILITY, vocab.ability_kinds(text), text.endswith("abilities"))

    def ability_kind_special(self, token: Token) -> Word:
        """Read "discard special abilities": discard abilities (REG: Special Abilities)."""
        text = re.sub(r"\s+special(?=\s+abilities)", "", _text(token), flags=re.IGNORECASE)
        return Word(WordKind.ABILITY, vocab.ability_kinds(text), plural=True)

    def ability_site_access(self, token: Token) -> Word:
        """Read "Site access on N.T. humans": all their site access abilities.

        As "site access abilities on N.T. humans" (REG: Site Access).
        """
        return Word(WordKind.ABILITY, vocab.ability_kinds(_text(token)), plural=True)

    def ability_kind_before(self, token: Token) -> Word:
        """Read "good drawing" before "and good search abilities": all good draw abilities.

        The noun "abilities" is said once for both kinds.
        """
        return Word(WordKind.ABILITY, vocab.ability_kinds(_text(token)), plural=True)

    def ability_words(self, token: Token) -> Word:
        """Read "the words interrupt, prevent and negate" (on cards): abilities of those kinds."""
        text = re.sub(r"^the\s+words\s+", "", _text(token), flags=re.IGNORECASE)
        return Word(WordKind.ABILITY, vocab.ability_kinds(text), plural=True)

    def ability_to(self, token: Token) -> Word:
        text = _text(token)
        kinds = vocab.ability_kinds(text.split(" to ", 1)[1])
        return Word(WordKind.ABILITY, kinds, " abilities " in f" {text} ")

    def ability_returning_to_hand(self, _: Token) -> Word:
        """Read "special abilities that return cards to hand": bounce abilities (REG: Bounce)."""
        return Word(WordKind.ABILITY, ("bounce",), plural=True)

    def ability_immunity(self, _: Token) -> Word:
        return Word(WordKind.ABILITY, ("immune",), plural=True)

    def ability_adjective(self, token: Token) -> Word:
        return Word(WordKind.ABILITY_OF, vocab.ability_kinds(_text(token)))

    def det_equal(self, _: Token) -> Word:
        """Read "an equal number of cards": as many as the effect before dealt with."""
        return Word(WordKind.DETERMINER, Count(Quantifier.EXACTLY, None, "equal"))

    def det_at_most(self, count: Count, _: Token) -> Word:
        return Word(WordKind.DETERMINER, evolve(count, quantifier=Quantifier.AT_MOST))

    def owner_you(self) -> Word:
        return Word(WordKind.OWNER, Player.YOU)

    def owner_own(self) -> Word:
        return Word(WordKind.OWNER, Player.OWN)

    def owner_they(self) -> Word:
        return Word(WordKind.OWNER, Player.THAT_PLAYER)

    def owner_it(self) -> Word:
        return Word(WordKind.OWNER, Player.OWNER)

    def owner_player(self, player: Player) -> Word:
        return Word(WordKind.OWNER, player)

    def player_noun(self, token: Token) -> Player:
        return vocab.PLAYERS[_text(token)]

    def player_plural(self, token: Token) -> Player:
        return vocab.PLAYERS[_text(token)]

    def player(self, player: Player) -> Word:
        return Word(WordKind.PLAYER, player)

    def player_owner(self, token: Token) -> Word:
        """Read "Hero's owner": the owner of the card named before (REG: Ownership)."""
        controller = _text(token).endswith("controller")
        return Word(WordKind.PLAYER, Player.CARD_CONTROLLER if controller else Player.CARD_OWNER)

    def player_you(self) -> Word:
        return Word(WordKind.PLAYER, Player.YOU)

    def player_they(self) -> Word:
        return Word(WordKind.PLAYER, Player.THAT_PLAYER)

    def player_person(self) -> Word:
        return Word(WordKind.PLAYER, Player.THAT_PLAYER, person=True)

    def pos_top(self) -> Word:
        return Word(WordKind.POSITION, Position.TOP)

    def pos_bottom(self) -> Word:
        return Word(WordKind.POSITION, Position.BOTTOM)

    def alignment(self, token: Token) -> Word:
        return Word(WordKind.ALIGNMENT, vocab.ALIGNMENTS[_text(token)])

    def brigade_color(self, *tokens: Token) -> Word:
        return Word(WordKind.BRIGADE, vocab.BRIGADES[_text(*tokens)])

    def brigade(self, color: Word) -> Word:
        return color

    def multi_brigade(self, *_: Token) -> Word:
        return Word(WordKind.BRIGADE, "multi_brigade")

    def single_brigade(self, *_: Token) -> Word:
        return Word(WordKind.BRIGADE, "single_brigade")

    def type_word(self, *tokens: Token) -> Word:
        value, plural = vocab.TYPE_WORDS[_text(*tokens)]
        return Word(WordKind.TYPE, value, plural)

    def identifier(self, *tokens: Token) -> Word:
        text = _text(*tokens)
        if tokens[0].type in ("MULTI_IDENTIFIER", "TEMPLE_PRIEST"):
            value, plural = vocab.multi_identifier(text)
            if value.startswith("fought"):
                refuse("'who fought in an earthly battle' comes after the noun")
        else:
            value, plural = vocab.IDENTIFIERS[text]
        return Word(WordKind.IDENTIFIER, value, plural)

    def book(self, *parts: str | Token | None) -> Word:
        return Word(WordKind.BOOK, " ".join(str(part) for part in parts if part is not None))

    def book_number(self, token: Token) -> str:
        return str(token).upper()

    def book_name(self, token: Token) -> str:
        return str(token).capitalize()

    def qualifier(self, token: Token) -> Word:
        text = _text(token)
        if text in ("other", "random"):
            return Word(WordKind.QUALIFIER, text)
        return Word(WordKind.QUALIFIER, vocab.QUALIFIERS[text])

    def qualifier_non(self, token: Token) -> Word:
        """Read "non-Roman": cards without the identifier (qualifier ``non_roman``)."""
        word = _text(token).removeprefix("non-").removesuffix("s")
        return Word(WordKind.QUALIFIER, f"non_{word}")

    def qualifier_active(self, _: Token) -> Word:
        """Read "all activated Artifacts" before the noun: the active ones (REG: Artifacts)."""
        return Word(WordKind.QUALIFIER, "active")

    def name_word(self, token: Token) -> Word:
        return self._name(" ".join(str(token).split()))

    def name_possessive(self, token: Token) -> Word:
        """A possessive title: "Solomon's Temple", "Potter's Field" (REG: Names).

        Each word may be known while the whole names no card ("Discard Goliath's Brother."),
        so the whole must be a title of the pool, or the one card of a plural title
        ("May band to Absalom's Soldier."). A card called by its kin ("Goliath's Brother",
        the Lahmi of I Chronicles 20:5) is the card of that title, and a title in brackets
        after it must be that one.
        """
        name = " ".join(str(token).split())
        bracket = re.search(r"\s*\(\s*([A-Z][a-z]+)\s*\)$", name)
        if bracket is not None:
            name = name[: bracket.start()]
        straight = name.replace("\u2019", "'")
        called = _CALLED_BY_KIN.get(straight)
        if called is not None and (bracket is None or bracket.group(1) == called):
            # "Discard Goliath's Brother (Lahmi)": the card of that title.
            return self._name(called)
        if bracket is not None and bracket.group(1) != called:
            return Word(WordKind.NAME, name, unknown=bracket.group(0).strip())
        titles = card_titles()
        if straight in titles or f"{straight}s" in titles:
            return self._name(name)
        if straight.endswith("s") and straight[:-1] in titles:
            return self._name(name)
        return Word(WordKind.NAME, name, unknown=name)

    def name_quoted(self, token: Token) -> Word:
        return Word(WordKind.NAME, " ".join(str(token)[1:-1].split()))

    def name_checked(self, token: Token) -> Word:
        """A title in double quotes: "you may play “Shibboleth”" (a card's whole title only).

        Quotes also hold identifiers ("He gains “High Priest”"), so anything else is refused.
        """
        name = " ".join(str(token)[1:-1].split())
        titles = card_titles()
        if name in titles or f"\u201c{name}\u201d" in titles or f'"{name}"' in titles:
            return Word(WordKind.NAME, name)
        return Word(WordKind.NAME, name, unknown=name)

    def name_slash(self, first: Token, second: Token) -> Word:
        return self._name(f"{first}/{second}")

    def _name(self, name: str) -> Word:
        """A name, marked with the first of its words the card pool does not know.

        Such a name is refused when its phrase is read (REG: Names), after any syntax error.
        A title in the plural names the cards of that title: "all discard piles and
        Potter's Fields" are the Potter's Field cards.
        """
        titles = card_titles()
        if name not in titles and name.endswith("s") and name[:-1] in titles:
            return Word(WordKind.NAME, name[:-1], plural=True)
        words = name.split()
        if len(words) > 1 and words[-1].lower() in vocab.TYPE_WORDS and name not in titles:
            # "Capture of Heroes is prevented": known words ending in a kind of card, and no
            # card's title, describe cards; they name none
            return Word(WordKind.NAME, name, unknown=name)
        return Word(WordKind.NAME, name, unknown=unknown_word(name, self.name_words) or "")

    # -- references ----------------------------------------------------------------------

    def ref_it(self) -> Item:
        return Item(ref=Ref.IT)

    def ref_either(self, _: Token) -> Item:
        """Read "put either into your territory": the one card found, whichever it is.

        Marked until the chain of effects finds the choice of two it follows (see
        :func:`_resolve_either`).
        """
        self._there = True
        return Item(words=(Word(WordKind.QUALIFIER, _EITHER),), ref=Ref.IT)

    def ref_them(self, *words: Word | None) -> Item:
        return Item(words=_present(words), ref=Ref.THEM)

    def ref_this(self, *words: Word | None) -> Item:
        kept = tuple(
            w for w in _present(words) if not (w.kind is WordKind.TYPE and w.value == "card")
        )
        return Item(words=kept, ref=Ref.THIS_CARD)

    def ref_that(self, *words: Word | None) -> Item:
        return Item(words=_present(words), ref=Ref.THAT)

    def ref_one(self) -> None:
        """Read "one" of "that one", "this one": it adds nothing to the reference."""

    def counted_ref(self, token: Token, _: str, *posts: Post | list[Post]) -> Item:
        text = _text(token)
        if text.startswith("any number"):
            count = Count(Quantifier.ANY_NUMBER)
        elif text.startswith(("all", "each")):
            count = Count(Quantifier.ALL if text.startswith("all") else Quantifier.EACH)
        else:
            word = text.split()[0]
            number = int(word) if word.isdigit() else vocab.NUMBER_WORDS.get(word)
            if word == "another":
                number = 1
            count = Count(Quantifier.EXACTLY, number, "X" if word == "x" else "")
        return Item(words=(Word(WordKind.DETERMINER, count),), posts=_posts(posts), ref=Ref.THEM)

    def any_number_of_them(self, _: Token) -> Item:
        """Read "Add any number to hand": any number of the cards named before."""
        return Item(words=(Word(WordKind.DETERMINER, Count(Quantifier.ANY_NUMBER)),), ref=Ref.THEM)

    def counted_ref_kind(
        self, token: Token, pronoun: str, words: tuple[Word, ...], *posts: Post | list[Post]
    ) -> Item:
        """Read "any number of those Heroes": a count of the cards named before, that kind."""
        if pronoun == "them" or any(word.kind is WordKind.DETERMINER for word in words):
            refuse('"them" or a second count before a kind of card')
        item = self.counted_ref(token, pronoun, *posts)
        return evolve(item, words=(*item.words, *words))

    def counted_pronoun(self, token: Token) -> str:
        return _text(token)

    def post_except_ref(self, item: Item) -> Post:
        return Post(PostKind.EXCEPT, NounPhrase((item,)))

    def post_except_this_one(self, _: Token) -> Post:
        """Read ", except this one,": as "except this one", this card."""
        return self.post_except_ref(Item(ref=Ref.THIS_CARD))

    def post_except_those_place(self, _: Token, place: Post) -> Post:
        """Read "except those in battle": the cards named, in that place, are the exception."""
        return Post(PostKind.EXCEPT, NounPhrase((Item(ref=Ref.THEM, posts=(place,)),)))

    def post_except_banding(self) -> Post:
        kinds = Selector(count=ALL, types=("ability",), abilities=("band",))
        return Post(PostKind.EXCEPT, NounPhrase((Item(words=_words_of(kinds)),)))

    def post_except_by_comma(self, _: Token, by: tuple[Word, ...] | Item) -> Post:
        return self.post_except_by(by)

    def post_except_comma(self, _: Token, what: tuple[Word, ...] | Item) -> Post:
        item = what if isinstance(what, Item) else Item(words=what)
        return Post(PostKind.EXCEPT, NounPhrase((item,)))

    def post_played_with(self, _: Token, who: tuple[Word, ...] | Item) -> Post:
        item = who if isinstance(who, Item) else Item(words=who)
        return Post(PostKind.USED_BY, phrase_selector(item), "with")

    def post_being_discarded(self, _: Token) -> Post:
        return Post(PostKind.QUALIFIER, "being_discarded")

    def post_except_another_copy(self, _: Token) -> Post:
        """Read "(except another copy of this card)": a card of another title than this one.

        Copies are cards of one title (REG: Different): leaving them out, and this card with
        them, leaves the cards of a different title, "a different Lost Soul".
        """
        return Post(PostKind.QUALIFIER, "different")

    def post_banished_by_opponent(self, _: Token) -> Post:
        """Read "your card that was banished by an opponent": an opponent's ability banished it.

        Who banished a card no card field tells: the qualifier ``banished_by_opponent`` is
        one the engine does not test, so it refuses the text (REG: Banish).
        """
        return Post(PostKind.QUALIFIER, "banished_by_opponent")

    def post_treated_as_soul_or_character(self, _: Token) -> Post:
        """Read "any Hero being treated as a Lost Soul or as an Evil Character".

        A Hero card that an ability now treats as a card of another type (REG: Active
        Identity): the qualifier ``treated_as_soul_or_character``, one the engine does not
        test, so it refuses the text.
        """
        return Post(PostKind.QUALIFIER, "treated_as_soul_or_character")

    def post_depicting(self, words: tuple[Word, ...]) -> Post:
        """Read "depicting an idol": the ORDIR rules what some depictions mean.

        "Depicting an Idol" means "is an idol" and "Depicting a Weapon" means "weapon"
        (ORDIR: Depicting an Idol, Depicting a Weapon), identifiers cards carry. What else a
        card depicts ("an evil altar", Morg) no card's data says; it stays "depicts ...",
        which the engine refuses.
        """
        shown = Item(words=words).selector()
        noun = (*shown.identifiers, *shown.types, *shown.names)
        if not noun:
            refuse("depicting names what is depicted")
        if noun[0] in _DEPICTED_IS:
            return Post(PostKind.IDENTIFIER, noun[0])
        return Post(PostKind.IDENTIFIER, f"depicts {noun[0]}")

    def post_not_depicting(self, _: Token, words: tuple[Word, ...]) -> Post:
        """Read "that do not depict an Idol": the cards named, except the idols (ORDIR)."""
        depicting = self.post_depicting(words)
        return Post(PostKind.EXCEPT, NounPhrase((Item(posts=(depicting,)),)))

    def post_also(self, phrase: NounPhrase) -> Post:
        return Post(PostKind.ALSO, phrase)

    def post_now(self, post: Post) -> Post:
        return post

    def post_not_in(self, post: Post) -> Post:
        return self.post_except_place(post)

    def word_copies(self, _: Token) -> Word:
        return Word(WordKind.COPIES, "copies", plural=True)

    def post_except_banding_comma(self, _: Token) -> Post:
        return self.post_except_banding()

    def post_including(self, _: Token) -> Post:
        return Post(PostKind.INCLUDING, None)

    def post_who_not(self, words: tuple[Word, ...]) -> Post:
        """Read "who is not a prophet": except prophets."""
        return Post(PostKind.EXCEPT, NounPhrase((Item(words=words),)))

    def post_who_is(self, _: Token, words: tuple[Word, ...]) -> Post:
        """Read "any Hero who was a deacon": identifiers the cards have (ORDIR)."""
        described = Item(words=words).selector()
        if not described.identifiers or described != Selector(identifiers=described.identifiers):
            refuse("who is ... names an identifier")
        return Post(PostKind.IDENTIFIER, described.identifiers[0])

    def post_set_aside(self, _: Token) -> Post:
        """Read "all Heroes that are set aside": in a set-aside area."""
        return Post(PostKind.QUALIFIER, "set_aside")

    def post_with_the_most(self, token: Token) -> Post:
        """Read "your human with the smallest toughness": qualifier ``lowest_toughness``."""
        words = _text(token).split()
        extreme = "highest" if words[-2] in ("highest", "greatest", "most") else "lowest"
        return Post(PostKind.QUALIFIER, f"{extreme}_{words[-1]}")

    def post_same_as(self, token: Token) -> Post:
        """Read "a character from the same testament": as this card's (qualifier ``same_*``)."""
        noun = next(w for w in ("testament", "book", "church") if w in _text(token).split())
        return Post(PostKind.QUALIFIER, f"same_{noun}")

    def post_player_hand(self, token: Token) -> Post:
        """Read "each player with more than 6 cards in hand": that player's hand size."""
        words = _text(token).split()
        if words[1] in ("more", "fewer", "less"):
            number = _number_word(words[3])
            count = (
                Count(Quantifier.AT_LEAST, number + 1)
                if words[1] == "more"
                else Count(Quantifier.AT_MOST, max(0, number - 1))
            )
        else:
            number = int(words[1])
            more = words[3] == "more"
            count = Count(Quantifier.AT_LEAST if more else Quantifier.AT_MOST, number)
        cards = Selector(count=count, types=("card",), locations=(Location(Zone.HAND),))
        return Post(PostKind.PLAYER_HAS, Controls(cards, player=Player.THAT_PLAYER))

    def post_player_controls(self, _: Token, words: tuple[Word, ...]) -> Post:
        """Read "all players who control a King": that player controls one."""
        cards = Item(words=words).selector()
        return Post(PostKind.PLAYER_HAS, Controls(cards, player=Player.THAT_PLAYER))

    def post_player_most(self, token: Token, words: tuple[Word, ...]) -> Post:
        """Read "the player with the most O.T. male Heroes": more than every other player.

        As "if you have the most ...": a tie leaves no player with the most (REG:
        Conditions).
        """
        relation = "most" if _text(token).endswith("most") else "fewest"
        cards = evolve(Item(words=words).selector(), owner=Player.THAT_PLAYER)
        return Post(PostKind.PLAYER_HAS, Compare(cards, relation))

    def post_player_did(self, _: Token) -> Post:
        """Read "each player who does must draw 6": each who carried out the effect before."""
        return Post(PostKind.PLAYER_HAS, IfDone(done=True, player=Player.THAT_PLAYER))

    def post_player_more(self, _: Token, words: tuple[Word, ...], other: tuple[Word, ...]) -> Post:
        """Read "each player who has more evil cards than you": that player has more."""
        than = Item(words=other)
        if than.player is None:
            refuse("a player has more cards than another player")
        return Post(
            PostKind.PLAYER_HAS,
            _compare(
                Item(words=(Word(WordKind.PLAYER, Player.THAT_PLAYER),)),
                Item(words=words),
                than,
                "more",
            ),
        )

    def post_player_lacks(self, _: Token, words: tuple[Word, ...]) -> Post:
        """Read "all players who do not control a meek Lost Soul"."""
        cards = Item(words=words).selector()
        return Post(PostKind.PLAYER_HAS, Controls(cards, player=Player.THAT_PLAYER, negated=True))

    def post_poisoned_or_diseased(self, _: Token) -> Post:
        """Read "any Hero who has been poisoned or diseased": one with either condition."""
        return Post(PostKind.QUALIFIER, POISONED_OR_DISEASED)

    def post_blocked(self, _: Token) -> Post:
        """Read "all Evil Characters that blocked": the ones that blocked this battle."""
        return Post(PostKind.QUALIFIER, "blocked")

    def post_music(self, _: Token) -> Post:
        return Post(PostKind.IDENTIFIER, "involves music")

    def post_matching_alignment(self) -> Post:
        return Post(PostKind.QUALIFIER, "matching_alignment")

    def toughness_below(self, _: Token, count: Count) -> StatLimit:
        return _strict_limit("toughness", count, above=False)

    def strength_above(self, _: Token, count: Count) -> StatLimit:
        return _strict_limit("strength", count, above=True)

    def toughness_above(self, _: Token, count: Count) -> StatLimit:
        return _strict_limit("toughness", count, above=True)

    def strength_below(self, _: Token, count: Count) -> StatLimit:
        return _strict_limit("strength", count, above=False)

    def player_that(self) -> Word:
        return Word(WordKind.PLAYER, Player.THAT_PLAYER)

    def post_occupied(self, _: Token) -> Post:
        """Read "any Site where a Lost Soul is held prisoner": an occupied one (REG: Occupied)."""
        return Post(PostKind.QUALIFIER, "occupied", "where")

    def post_not_yours(self, _: Token) -> Post:
        return Post(PostKind.QUALIFIER, "not_yours")

    def post_who(self, token: Token) -> Post:
        value, _ = vocab.multi_identifier(_text(token))
        if value.startswith("fought"):
            # ORDIR (Fought in an Earthly Battle): the phrase now means "O.T. human warrior"
            return Post(PostKind.KIND, Selector(identifiers=EARTHLY_BATTLE))
        return Post(PostKind.IDENTIFIER, value)

    def stat_limit_of(self, *parts: Token | None) -> StatLimit:
        stats = next(p for p in parts if p is not None and p.type == "STATS")
        bound = parts[-1] if parts[-1] is not None and parts[-1].type != "STATS" else None
        return self.stat_limit(stats, bound)

    def loc_that_pile(self, _: Token) -> Location:
        """Read "that pile": the pile an effect before named (REG: Targeting)."""
        return Location(Zone.PILE_NAMED_BEFORE)

    def loc_that(self, zone: _ZoneWord) -> Location:
        return Location(zone.zone, owner=Player.THAT_PLAYER)

    def ref_holder(self) -> Item:
        return Item(ref=Ref.HOLDER)

    def ref_its_bearer(self, _: Token) -> Item:
        """Read "this card and its bearer": the character this card is on (REG: Holder)."""
        return Item(ref=Ref.HOLDER)

    def ref_outcome(self, outcome: str) -> Item:
        return Item(
            words=(
                Word(WordKind.DETERMINER, Count(Quantifier.THE)),
                Word(WordKind.QUALIFIER, outcome),
            )
        )

    def outcome(self, token: Token) -> str:
        return _text(token)

    def ref_rest(self, *words: Word | None) -> Item:
        return Item(words=_present(words), ref=Ref.THE_REST)

    # -- post-modifiers ------------------------------------------------------------------

    def post(self, post: Post) -> Post:
        return post

    def loc_post(self, preposition: str, place: Location) -> Post:
        return Post(PostKind.LOCATION, place, preposition)

    def post_or_set_aside(self, preposition: str, place: Location, _: Token) -> list[Post]:
        """Read "in play or set aside": the cards are in either place (REG: Set Aside).

        The set-aside area is a second place of the same cards, introduced by "or", so no
        verb takes it for where cards go.
        """
        return [
            Post(PostKind.LOCATION, place, preposition),
            Post(PostKind.LOCATION, _set_aside_beside(place), "or"),
        ]

    def card_post(self, preposition: str, words: tuple[Word, ...]) -> Post:
        kind = kind_post(words, preposition)  # "a Hero in any brigade": no card
        if kind is not None:
            return kind
        card = Item(words=words).selector()
        return Post(PostKind.LOCATION, Location(Zone.ON_CARD, card=card), preposition)

    def card_ref_post(self, preposition: str, item: Item) -> Post:
        return Post(PostKind.LOCATION, Location(Zone.ON_CARD, card=item.selector()), preposition)

    def text_place(self, token: Token) -> str:
        return _text(token)

    def post_with_text(self, _: Token, quoted: Token, place: str) -> Post:
        return Post(PostKind.TEXT, _text_alternatives(str(quoted)), _text_in(place))

    def post_with_name(self, token: Token) -> Post:
        """Read "with Gideon's name in the title": the name is text the title holds.

        "bearing his name" is the name of the card that carries out the effect, put in once
        the sentence is read (:func:`_resolve_his_name`).
        """
        name = re.split(r"['\u2019]s\s", re.sub(r"^(?:with|bearing)\s+", "", str(token)))[0]
        if name.split()[0] in ("his", "her"):
            return Post(PostKind.TEXT, (_HIS_NAME,))
        return Post(PostKind.TEXT, (" ".join(name.split()),))

    def post_with_title(self, token: Token) -> Post:
        """Read "with Snare in the title": words the card's title holds.

        "That include Paul in the card title" says the same. Or in its special ability
        ('with "negated" in the special ability'). Words in its reference ("with Joseph in
        title or reference") are refused: a card's reference is its verse, and which verses
        speak of Joseph no card field tells.
        """
        if re.search(r"\breference\b", str(token), re.IGNORECASE):
            refuse("words in a card's reference")
        words = re.sub(
            r"^(?:with|that\s+includes?)\s+(?:the\s+words?\s+)?",
            "",
            str(token),
            flags=re.IGNORECASE,
        )
        place = re.search(r"\s+in\s+(?:the\s+|its\s+)?(?:card\s+)?(title|special\s+ability)", words)
        words = re.sub(r"\s+in\s+(?:the\s+|its\s+)?(?:card\s+)?(?:title|special).*$", "", words)
        where = _text_in(place.group(1)) if place else ""
        return Post(PostKind.TEXT, _text_alternatives(words), where)

    def post_son_of_anak(self, _: Token) -> Post:
        """Read "a son of Anak": a card with those words in its title.

        No identifier of the ORDIR: the words of the titles "Ahiman, son of Anak", "Sheshai,
        son of Anak" and "Talmai, son of Anak". It used to be read as a "son" on Anak.
        """
        return Post(PostKind.TEXT, ("son of Anak",))

    def post_with_books(self, token: Token) -> Post:
        """Read "with a II Kings or Isaiah reference": the books the reference is in."""
        listed = re.sub(r"^(?:with|having)\s+(?:an?\s+)?|\s+references?$", "", str(token))
        books: list[str] = []
        for part in re.split(r"\s*,\s*(?:or\s+)?|\s+or\s+|\s+and\s+", listed):
            words = part.split()
            if words[-1] not in vocab.BOOKS:
                refuse(f"{words[-1]!r} is no book of the Bible")
            number = {"1": "I", "2": "II", "3": "III"}.get(words[0], words[0])
            books.append(" ".join([number, words[-1]]) if len(words) > 1 else words[-1])
        return Post(PostKind.WITH, Selector(types=("reference",), books=tuple(books)), "with")

    def post_reference_from(self, token: Token) -> Post:
        """Read "with a reference from II Samuel 14-17": the books, chapters kept.

        It used to be read as a card called "II Samuel 14-17" that the cards are on.
        """
        listed = re.sub(r"^with\s+(?:a\s+)?references?\s+from\s+", "", str(token))
        books: list[str] = []
        for part in re.split(r"\s*,\s*(?:or\s+)?|\s+or\s+", listed.strip()):
            found = re.fullmatch(r"(?:(I{1,3}|[123])\s+)?([A-Z][a-z]+)(\s+\d.*)?", part)
            if found is None or found.group(2) not in vocab.BOOKS:
                refuse(f"{part!r} is no book of the Bible")
            number, name, chapters = found.groups()
            number = {"1": "I", "2": "II", "3": "III"}.get(number or "", number or "")
            chapters = " ".join(chapters.split()) if chapters else ""
            books.append(" ".join(word for word in (number, name, chapters) if word))
        return Post(PostKind.WITH, Selector(types=("reference",), books=tuple(books)), "with")

    def post_reference_through(self, token: Token) -> Post:
        """Read "with a reference from Genesis 21 through Genesis 35": as "from Genesis 21-35".

        Both ends are chapters of one book; a span across books is refused.
        """
        listed = re.sub(r"^with\s+(?:a\s+)?references?\s+from\s+", "", str(token))
        first, last = re.split(r"\s+through\s+", listed.strip())
        book, _, start = first.rpartition(" ")
        other, _, end = last.rpartition(" ")
        if " ".join(book.split()) != " ".join(other.split()) or int(start) >= int(end):
            refuse("chapters from one book, first to last")
        return self.post_reference_from(
            Token("REFERENCE_FROM", f"with a reference from {book} {start}-{end}")
        )

    def post_from_books(self, token: Token) -> Post:
        """Read "Enhancements from John and Revelation": their reference is in either book.

        As "with a reference from John or Revelation" (REG: Reference). It used to be read
        as Enhancements on John, and a card called Revelation.
        """
        listed = re.sub(r"^from\s+", "", str(token))
        books: list[str] = []
        for part in re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+and\s+|\s+or\s+", listed.strip()):
            number, _, name = part.rpartition(" ")
            number = {"1": "I", "2": "II", "3": "III"}.get(number, number)
            books.append(f"{number} {name}".strip())
        return Post(PostKind.WITH, Selector(types=("reference",), books=tuple(books)), "with")

    def post_with(self, _: Token, words: tuple[Word, ...]) -> Post:
        return Post(PostKind.WITH, Item(words=words).selector(), "with")

    def post_used_by(self, _: Token, user: tuple[Word, ...] | Item) -> Post:
        item = user if isinstance(user, Item) else Item(words=user)
        return Post(PostKind.USED_BY, phrase_selector(item), "by")

    def post_player_plays(self, token: Token) -> Post:
        who = _text(token).split()[0]
        player = {"you": Player.YOU, "an": Player.OPPONENT, "opponent": Player.OPPONENT}
        return Post(PostKind.CONTROLLER, player.get(who, Player.THAT_PLAYER), "by")

    def post_activated(self) -> Post:
        """Read "the last Artifact activated": as "the last card played", the latest one."""
        return Post(PostKind.QUALIFIER, "activated")

    def post_played(self, *_: Token) -> Post:
        return Post(PostKind.QUALIFIER, "played")

    def post_played_each(self, token: Token) -> Post:
        """Read "played this battle", "played each turn": the span belongs to the cards."""
        return Post(PostKind.PLAYED_IN, PlayedIn(_played_span(token)), "played")

    def post_who_played_each(self, _: Token, token: Token) -> Post:
        """Read "that are played this battle" as "played this battle"."""
        return self.post_played_each(token)

    def post_played_by_player(self, token: Token) -> Post:
        """Read "played by an opponent", "played by an opponent this battle"."""
        words = _text(token).split()[2:]
        span = ""
        if words[-1] in ("battle", "turn"):
            span = _played_span(token)
            words = words[:-2]
        who = next(word for word in words if word not in ("an", "each", "any"))
        player = {"you": Player.YOU, "holder": Player.HOLDER, "opponents": Player.OPPONENTS}
        found = player.get(who, Player.OPPONENT)
        if words[0] == "each" and found is Player.OPPONENT:
            found = Player.EACH_OPPONENT
        if span:
            return Post(PostKind.PLAYED_IN, PlayedIn(span, found), "played by")
        return Post(PostKind.CONTROLLER, found, "played by")

    def post_from_effects_by(self, token: Token, _: Token, by: tuple[Word, ...] | Item) -> Post:
        item = by if isinstance(by, Item) else Item(words=by)
        kinds = vocab.ability_kinds(_text(token))
        return Post(PostKind.SOURCE_EFFECTS, (kinds, phrase_selector(item)), "from")

    def post_except_by(self, by: tuple[Word, ...] | Item) -> Post:
        item = by if isinstance(by, Item) else Item(words=by)
        return Post(PostKind.EXCEPT, NounPhrase((item,)))

    def post_except_by_stats(self, words: tuple[Word, ...], *parts: Token | StatLimit) -> Post:
        """Read "(except by a Hero with strength 6 or less)": all but cards with those numbers."""
        return self.post_except_by(Item(words=words, posts=(self.post_stats(*parts),)))

    def post_except_place(self, post: Post) -> Post:
        if not isinstance(post.value, Location):  # pragma: no cover - loc_post makes one
            refuse("except needs a place")
        return Post(PostKind.EXCEPT, NounPhrase((post.value,)))

    def post_except_place_comma(self, _: Token, post: Post) -> Post:
        """Read "all draw abilities, except on Heroes" as "(except on Heroes)"."""
        return self.post_except_place(post)

    def post_from_action(self, action: str, words: tuple[Word, ...] | None) -> Post:
        target = None if words is None else Item(words=words).selector()
        return Post(PostKind.ACTION, (action, target), "from")

    def gerund(self, token: Token) -> str:
        return _GERUNDS[_text(token)]

    def post_opposite_alignment(self, _: Token) -> Post:
        # good and evil are opposite; neutral is opposite of none (REG: Alignment)
        return Post(PostKind.QUALIFIER, "opposite_alignment")

    def post_different_alignment(self, _: Token) -> Post:
        # any alignment but the card's own, neutral too (REG: Different)
        return Post(PostKind.QUALIFIER, "different_alignment")

    def post_chosen(self, _: Word) -> Post:
        return Post(PostKind.QUALIFIER, "chosen")

    def word_plural(self, _: Token) -> Word:
        return Word(WordKind.PLURAL, "s", plural=True)

    def det_num_of(self, token: Token) -> Word | tuple[Word, ...]:
        word = _text(token).split()[0]
        if word == "another":  # "another of his Characters": one of them, not that one
            return self.det_another()
        if word == "x":
            return Word(WordKind.DETERMINER, Count(Quantifier.EXACTLY, None, "X"))
        number = int(word) if word.isdigit() else vocab.NUMBER_WORDS[word]
        return Word(WordKind.DETERMINER, Count(Quantifier.EXACTLY, number))

    def post_of_card(self, card: tuple[Word, ...] | Item) -> Post:
        item = card if isinstance(card, Item) else Item(words=card)
        player = item.player
        if player is not None:
            # "all Heroes of one opponent": the cards that player controls
            return Post(PostKind.CONTROLLER, player)
        if (
            isinstance(card, Item)
            and card.ref is Ref.THAT
            and item.selector().types == ("brigade",)
        ):
            # "Enhancements of that brigade": of the brigade selected before, no card
            return Post(PostKind.QUALIFIER, _THAT_BRIGADE)
        # "Evil Characters of selected brigades": no card
        kind = None if isinstance(card, Item) else kind_post(card, "of")
        if kind is not None:
            return kind
        return Post(PostKind.LOCATION, Location(Zone.ON_CARD, card=item.selector()), "of")

    def word_cap(self, token: Token) -> Word:
        return Word(WordKind.CAP, int("".join(c for c in str(token) if c.isdigit())))

    def owner_that_player(self, _: Token) -> Word:
        return Word(WordKind.OWNER, Player.THAT_PLAYER)

    def owner_each_player(self, token: Token) -> Word:
        if "opponent" in _text(token):
            return Word(WordKind.OWNER, Player.EACH_OPPONENT)
        return Word(WordKind.OWNER, Player.EACH_PLAYER)

    def post_from_effects(self, token: Token) -> Post:
        return Post(PostKind.SOURCE_EFFECTS, vocab.ability_kinds(_text(token)), "from")

    def post_from_decrease(self, _: Token) -> Post:
        """Read "from having their abilities reduced": from decrease (REG: Decrease)."""
        return Post(PostKind.SOURCE_EFFECTS, ("decrease",), "from")

    def loc_prep(self, token: Token) -> str:
        return _text(token)

    def post_of_location(self, place: Location) -> Post:
        return Post(PostKind.PILE, place, "of")

    def post_stats(self, *parts: Token | StatLimit) -> Post:
        limit = next(part for part in parts if isinstance(part, StatLimit))
        return Post(PostKind.STATS, limit)

    def post_worth_stats(self, _: Token, stats: Token, bound: Token) -> Post:
        """Read "worth 3/3 or less" after a card: its numbers, as "of 3/3 or less"."""
        return Post(PostKind.STATS, self.stat_limit(stats, bound))

    def post_except(self, phrase: tuple[Word, ...] | NounPhrase) -> Post:
        if isinstance(phrase, NounPhrase):
            return Post(PostKind.EXCEPT, phrase)
        return Post(PostKind.EXCEPT, NounPhrase((Item(words=phrase),)))

    def post_except_closed(self, phrase: NounPhrase) -> Post:
        """Read "(except good prophets)": an exception its bracket closes (see CLOSED)."""
        return Post(PostKind.EXCEPT, phrase, CLOSED)

    def post_alternative(
        self, phrase: Item | Location | tuple[Location, ...], condition: list[object]
    ) -> Post:
        built = _build_condition("if", condition)
        if built.condition is None:
            refuse("an alternative needs a condition, not an event")
        return Post(PostKind.ALTERNATIVE, Alternative(phrase, built.condition), "or")

    def post_choice(self, phrase: Item | Location | tuple[Location, ...]) -> Post:
        return Post(PostKind.ALTERNATIVE, Alternative(phrase, None), "or")

    def post_placed(self, post: Post) -> Post:
        return evolve(post, preposition=f"placed {post.preposition}")

    def alt_item_placed(self, words: tuple[Word, ...], post: Post) -> Item:
        """Read "(or 2 Evil Characters in a territory)": a description with its place."""
        return Item(words=words, posts=(post,))

    def alt_item_played(self, words: tuple[Word, ...]) -> Item:
        """Read "(or the last Enhancement played)": the cards played, as after any noun."""
        return Item(words=words, posts=(self.post_played(),))

    def alt_places(self, *places: Location) -> tuple[Location, ...]:
        """Read "(or discard pile or Reserve if used by Daniel)": each place listed."""
        return places

    def alt_item(self, value: tuple[Word, ...] | Location) -> Item | Location:
        if isinstance(value, Location):
            return value
        return Item(words=value)

    def post_you_control(self, _: Token) -> Post:
        return Post(PostKind.CONTROLLER, Player.YOU)

    def post_you_have_in_play(self, _: Token) -> list[Post]:
        """Read "you have in play" after cards: as "you control in play"."""
        return [
            Post(PostKind.CONTROLLER, Player.YOU),
            Post(PostKind.LOCATION, Location(Zone.PLAY), "in"),
        ]

    def post_they_control(self, _: Token) -> Post:
        return Post(PostKind.CONTROLLER, Player.THAT_PLAYER)

    def post_opponent_controls(self, token: Token) -> Post:
        text = _text(token)
        if text.startswith("each"):
            return Post(PostKind.CONTROLLER, Player.EACH_OPPONENT)
        return Post(PostKind.CONTROLLER, Player.OPPONENT)

    def post_new_brigade(self, _: Token) -> Post:
        return Post(PostKind.QUALIFIER, "brigade_not_in_battle")

    def post_that_have_text(self, token: Token) -> Post:
        """Read "that have 'cannot be negated' in the special ability": as "with" it."""
        found = re.match(
            r"that\s+(?:has|have)\s+(.+?)\s+in\s+(?:the\s+|its\s+)?(title|special\s+ability)$",
            _text(token),
        )
        if found is None:  # pragma: no cover - the terminal matches only these
            refuse("what a card holds")
        return Post(PostKind.TEXT, _text_alternatives(found.group(1)), _text_in(found.group(2)))

    def post_or_no_ability(self, _: Token) -> Post:
        """Read ", or that have no special ability": or the cards with none (REG: Meek)."""
        return Post(PostKind.OR_DESCRIBED, (Post(PostKind.QUALIFIER, "meek"),))

    def post_no_ability(self, _: Token) -> Post:
        return Post(PostKind.QUALIFIER, "meek")  # REG: Meek, a card with no special ability

    def post_at_random(self, _: Token) -> Post:
        """Read "a card at random from opponent's hand": a random card."""
        return Post(PostKind.QUALIFIER, "random")

    def post_any_brigade(self, token: Token) -> Post:
        words = _text(token).split()[2:]
        return Post(PostKind.QUALIFIER, "_".join(["any", *words]))

    def post_brigade_chosen(self, _: Token) -> Post:
        """Read "in the brigade of your choice": of a brigade the player chooses."""
        return Post(PostKind.KIND, Selector(qualifiers=("chosen_brigade",)), "in")

    def post_matching_named(self, token: Token) -> Post:
        """Read "matching that Hero's brigade", "matching Joab's brigade" (REG: Matching).

        A brigade matched is kept with whose it is: this card's, a card named before ("that
        Hero's", "Hero's"), or a card named by its name, which the card's own reading turns
        into this card's where it is the card's own name.
        """
        words = _text(token).split()
        attribute = words[-1]
        if attribute != "brigade":
            return Post(PostKind.QUALIFIER, f"matching_{attribute}")
        owner = " ".join(words[1:-1])
        owner = owner.removesuffix("'s")
        first = owner.partition(" ")[0]
        if first == "this":
            return Post(PostKind.QUALIFIER, MATCHING_THIS_BRIGADE)
        if first in ("that", "the") or owner.lower() in vocab.TYPE_WORDS:
            return Post(PostKind.QUALIFIER, MATCHING_THAT_BRIGADE)
        return Post(PostKind.QUALIFIER, f"{MATCHING_NAMED_BRIGADE}{owner}")

    def post_matching_brigade(self) -> Post:
        return Post(PostKind.QUALIFIER, MATCHING_BRIGADE)

    def post_from_location(self, place: Location) -> Post:
        return Post(PostKind.LOCATION, place, "from")

    def post_from_pile_end(self, token: Token) -> list[Post]:
        """Read "X cards from the top of your deck": the top of a deck (REG: Draw Pile).

        "from top or bottom of deck" is either end; "of a deck" after "from the top" says
        whose deck (:func:`_posts` joins the two).
        """
        text = _text(token)
        deck = Location(Zone.DECK, owner=Player.YOU if " your " in f" {text} " else None)
        ends = [Position.TOP] if "top" in text.split() else []
        if "bottom" in text.split():
            ends.append(Position.BOTTOM)
        return [Post(PostKind.LOCATION, evolve(deck, position=end), "from") for end in ends]

    def post_held_here(self, *_: Token) -> Post:
        """Read "an Artifact held here": on this card (REG: Sites, Fortresses)."""
        return Post(PostKind.LOCATION, Location(Zone.ON_CARD, card=THIS_CARD), "in")

    def post_there(self) -> Post:
        """Read "take one enhancement there": in the place the effect before named.

        Held as the place named before until the chain of effects names that place (see
        :func:`_resolve_there`).
        """
        self._there = True
        return Post(PostKind.LOCATION, _THERE, "in")

    def post_held(self, _: Token, post: Post) -> Post:
        """Read "any Hero held captive at the site": where the cards are kept."""
        return post

    def post_guarding(self, item: Item) -> Post:
        """Read "all evil cards guarding it": the cards on that Site (REG: Sites)."""
        return Post(PostKind.LOCATION, Location(Zone.ON_CARD, card=item.selector()), "on")

    def post_banded_into_battle(self, _: Token) -> list[Post]:
        """Read "all heroes banded into battle": banded ones, in battle (REG: Band)."""
        return [
            Post(PostKind.QUALIFIER, "banded"),
            Post(PostKind.LOCATION, Location(Zone.BATTLE), "in"),
        ]

    def post_holding_weapon(self, _: Token) -> Post:
        """Read "Evil Characters holding weapons": characters a weapon is equipped to."""
        return Post(PostKind.QUALIFIER, "equipped")

    def post_from_action_place(self, action: str, place: Location) -> Post:
        """Read "restrict opponents from searching any Reserve": the cards of that place."""
        return Post(PostKind.ACTION, (action, Selector(count=ALL, locations=(place,))), "from")

    def post_from_action_ref(self, action: str, item: Item) -> Post:
        """Read "restrict that player from playing it": the card named before."""
        return Post(PostKind.ACTION, (action, item.selector()), "from")

    def post_from_card(self, item: Item) -> Post:
        """Read "a Hero from that Fortress": cards in or on the card named before."""
        return Post(PostKind.LOCATION, Location(Zone.ON_CARD, card=item.selector()), "from")

    def post_from(self, words: tuple[Word, ...]) -> Post:
        kind = kind_post(words, "from")  # "a Hero from the Blue Brigade": no card
        if kind is not None:
            return kind
        item = Item(words=words)
        player = item.player
        if player is not None:
            # "from opponents": from the cards those players use (REG: Immune and Protect)
            item = Item(words=(Word(WordKind.DETERMINER, ALL), Word(WordKind.OWNER, player)))
        return Post(PostKind.SOURCE, NounPhrase((item,)), "from")

    def stat_limit(self, token: Token, bound: Token | None) -> StatLimit:
        strength, toughness = str(token).split("/")
        on = tuple(
            stat
            for stat, printed in (("strength", strength), ("toughness", toughness))
            if "X" in printed
        )
        return StatLimit(
            strength=_stat_int(strength),
            toughness=_stat_int(toughness),
            quantifier=_bound(bound),
            variable="X" if on else "",
            variable_stats=on,
        )

    def stat_limit_below(self, _: Token, __: Token, token: Token) -> StatLimit:
        """Read "with abilities of less than */3": each number given, less one, or less.

        The numbers are whole, so "less than 3" is "2 or less"; "*" tests no number.
        """
        strength, toughness = (_stat_int(part) for part in str(token).split("/"))
        if strength == 0 or toughness == 0:
            refuse("no numbers are less than 0")
        return StatLimit(
            strength=None if strength is None else strength - 1,
            toughness=None if toughness is None else toughness - 1,
            quantifier=Quantifier.AT_MOST,
        )

    def strength_limit(self, count: Count, bound: Token | None) -> StatLimit:
        return _one_stat("strength", count.number, _bound(bound), count.variable)

    def toughness_limit(self, count: Count, bound: Token | None) -> StatLimit:
        return _one_stat("toughness", count.number, _bound(bound), count.variable)

    # -- locations -----------------------------------------------------------------------

    def location(self, *parts: tuple[Word, ...] | _ZoneWord) -> Location:
        zone = parts[-1]
        if not isinstance(zone, _ZoneWord):  # pragma: no cover - the grammar puts it last
            refuse("a place needs a zone")
        words = parts[0] if len(parts) > 1 and isinstance(parts[0], tuple) else ()
        return location_from_words(words, zone.zone, plural=zone.plural)

    def zone(self, *tokens: Token) -> _ZoneWord:
        text = _text(*tokens)
        return _ZoneWord(_ZONES[text], text in _PLURAL_ZONES)

    def loc_game(self) -> Location:
        return Location(Zone.BANISH_PILE)

    def loc_battle(self) -> Location:
        return Location(Zone.BATTLE)

    def loc_the_fight(self, _: Token) -> Location:
        """Read "add a second Hero to the fight": the battle (REG: Add to Battle)."""
        return Location(Zone.BATTLE)

    def loc_play(self) -> Location:
        return Location(Zone.PLAY)

    def loc_general_bondage(self, _: Token) -> Location:
        """Read "general Land of Bondage": the Land of Bondage, not a Site in a territory.

        A Lost Soul returned there goes to its controller's (REG: Release: "returned to
        their controller's general Land of Bondage"; Sites).
        """
        return Location(Zone.LAND_OF_BONDAGE, owner=Player.CONTROLLER)

    def loc_here(self) -> Location:
        return Location(Zone.ON_CARD, card=THIS_CARD)

    # -- conditions ----------------------------------------------------------------------

    def cond_if(self, atoms: list[object]) -> ConditionPhrase:
        return _build_condition("if", atoms)

    def cond_if_or(self, first: list[object], _: Token, second: list[object]) -> ConditionPhrase:
        one, other = _build_condition("if", first), _build_condition("if", second)
        if one.trigger is not None and other.trigger is not None and not one.condition:
            # "If put in play (or if rescued)": either event fires it
            event = other.trigger
            if other.condition is not None or not isinstance(event, OnEvent):
                refuse("a bracketed event may only name another event of this card")
            if event == OnEvent(event.event):
                return ConditionPhrase("if", None, _merge_triggers([one.trigger, other.trigger])[0])
            # "If put in play (or if played from a territory)": an event with more to say
            if not isinstance(one.trigger, OnEvent) or event.subject or event.player:
                refuse("a bracketed event may only name another event of this card")
            return ConditionPhrase("if", None, AnyEvent((one.trigger, event)))
        if (
            one.trigger is None
            and other.condition is None
            and isinstance(other.trigger, OnEvent)
            and other.trigger.event is Event.PLAYED
            and other.trigger.subject is None
            and other.trigger.player is None
        ):
            # "If used by a prophet (or if played in battle)": how this card was played, a
            # condition beside the other, as in a bracketed alternative
            other = ConditionPhrase("if", _alternative_condition(second))
        if one.trigger is not None or other.trigger is not None:
            refuse("a bracketed alternative joins conditions, not events")
        if one.condition is None or other.condition is None:  # pragma: no cover
            refuse("a bracketed alternative needs two conditions")
        return ConditionPhrase("if", AnyOf((one.condition, other.condition)))

    def cond_if_at_rescue_start(self, atoms: list[object], _: Token, site: Item) -> ConditionPhrase:
        """Read "If opponent does not have a Priest in play at start of a rescue attempt at ...".

        As a rescue attempt begins (REG: Rescue Attempt), if it is at that Site and the state
        holds then.
        """
        built = _build_condition("if", atoms)
        if built.trigger is not None or built.condition is None:
            refuse("a state is tested at the start of a rescue attempt, not an event")
        at = RescueAt(site.selector())
        return ConditionPhrase("if", AllOf((at, built.condition)), OnEvent(Event.ATTACKS))

    def cond_when(self, *parts: Token | list[object]) -> ConditionPhrase:
        atoms = next(part for part in parts if isinstance(part, list))
        return _build_condition("when", atoms)

    def cond_next_time(self, _: Token, atoms: list[object]) -> ConditionPhrase:
        """Read "the next time that Hero enters battle": that event, once (REG: Triggers)."""
        built = _build_condition("when", atoms)
        if not isinstance(built.trigger, OnEvent):
            refuse("the next time an event happens")
        return evolve(built, trigger=evolve(built.trigger, once=True))

    def cond_for_the_next(self, _: Token, cards: Item, __: Token) -> ConditionPhrase:
        """Read "For the next one of those Heroes that enters battle": the next time one does.

        It fires once, as "the next time one of those Heroes enters battle" (REG: Triggers).
        """
        event = _on_event(Event.ENTERS_BATTLE, None, by=None, subject=cards)
        if not isinstance(event, OnEvent):  # pragma: no cover - _on_event builds one
            refuse("the next time an event happens")
        return ConditionPhrase("when", None, evolve(event, once=True))

    def cond_unless(self, atoms: list[object]) -> ConditionPhrase:
        built = _build_condition("unless", atoms)
        if built.condition is None:
            return built
        return evolve(built, condition=Not(built.condition))

    def cond_while(self, atoms: list[object]) -> ConditionPhrase:
        return _build_condition("while", atoms)

    def cond_while_there(self, *_: Token) -> ConditionPhrase:
        """Read "While there", after this card is placed: while it stays in play there.

        A placed card goes with the card it is on and remains placed there (REG: Place), so
        it is there as long as it is in play: as "While this card remains".
        """
        here = StatusIs(Status.IN_PLAY, subject=Selector(ref=Ref.THIS_CARD))
        return ConditionPhrase("while", here)

    def condition_body(self, *atoms: object) -> list[object]:
        return list(atoms)

    def cond_and(self) -> _Join:
        return _Join(Join.AND)

    def cond_list(self, token: Token) -> _Join:
        """A comma of a list: the "or" or "and" that ends the list joins it."""
        if token.type == "USER_COMMA":
            # "used by a Pharisee, a Sadducee or an evil prophet": the lexer reads this comma
            # only before a list that ends in "or"
            return _Join(Join.OR, comma=True)
        return _Join(Join.AND, comma=True)

    def cond_or(self) -> _Join:
        return _Join(Join.OR)

    def cond_and_or(self, _: Token) -> _Join:
        return _Join(Join.AND_OR)

    def used_by(self, _: Token, item: Item) -> Condition:
        return UsedBy(phrase_selector(item))

    def used_by_during(self, token: Token, item: Item, phase: Phase) -> Condition:
        return AllOf((self.used_by(token, item), self.used_during(phase)))

    def used_during(self, phase: Phase) -> Condition:
        return InPhase(phase.value)

    def cond_more(self, item: Item) -> _More | Condition:
        statuses = {"occupied": Status.OCCUPIED, "unoccupied": Status.UNOCCUPIED}
        if len(item.words) == 1 and item.words[0].value in statuses and not item.posts:
            return StatusIs(statuses[str(item.words[0].value)])  # "while occupied"
        return _More(item)

    def subject(self, item: Item) -> Item:
        return item

    def if_done(self, subject: Item) -> Condition:
        return IfDone(done=True, player=_player_of(subject))

    def if_not_done(self, subject: Item, *_: Token) -> Condition:
        return IfDone(done=False, player=_player_of(subject))

    def if_done_count(self, subject: Item, _: str, __: Token, count: Count) -> Condition:
        """Read "if you banish at least 1": that many cards were dealt with (REG: Conditions)."""
        if count.number is None:
            refuse("at least how many")
        return IfDone(done=True, player=_player_of(subject), at_least=count.number)

    def if_done_from(self, subject: Item, verb: Token, place: Location) -> Condition:
        """Read "If you take from discard pile", "If you reserve from hand" (REG: Conditions).

        The effect before, done by the user, took its cards from that one of its places:
        :func:`_check_done_in_place` holds it to an effect of that verb and place.
        """
        return _done_in_place(subject, verb, place, Direction.FROM)

    def if_done_to(self, subject: Item, verb: Token, place: Location) -> Condition:
        """Read "If you add to battle": the effect before put its cards there."""
        return _done_in_place(subject, verb, place, Direction.INTO)

    def done_verb(self, token: Token) -> str:
        return _text(token)

    def used_against(self, card: tuple[Word, ...] | Item) -> Trigger:
        """Read "if used against a Judge": as "if played against" (REG: Conditions)."""
        item = card if isinstance(card, Item) else Item(words=card)
        return OnEvent(Event.USED, target=item.selector())

    def controls(self, subject: Item, target: Item) -> Condition:
        return Controls(target.selector(), player=_player_of(subject))

    def hand_holds(self, token: Token, count: Count, bound: Token) -> Condition:
        """Read "if their hand is 7 or more": as "if they have 7 or more cards in hand"."""
        whose = _text(token).split()[0].replace("\u2019", "'")
        player = {"your": Player.YOU, "opponent's": Player.OPPONENT}.get(whose, Player.THAT_PLAYER)
        more = bound.type == "OR_MORE"
        cards = Selector(
            count=evolve(count, quantifier=Quantifier.AT_LEAST if more else Quantifier.AT_MOST),
            types=("card",),
            locations=(Location(Zone.HAND),),
        )
        return Controls(cards, player=player)

    def not_controls(self, subject: Item, *rest: Item | Token) -> Condition:
        target = next(part for part in rest if isinstance(part, Item))
        return Controls(target.selector(), player=_player_of(subject), negated=True)

    def advantage(self, subject: Item, word: str) -> Condition:
        return Advantage(_player_of(subject), word)

    def advantage_word(self, token: Token) -> str:
        return _text(token)

    def advantage_of(self, subject: Item, token: Token) -> Condition:
        words = _text(token).split()[:-1]
        return Advantage(_player_of(subject), "_".join(words))

    def there_is_tie(self) -> Condition:
        return Tie()

    def opposed_by(self, item: Item) -> Condition:
        return OpposedBy(item.selector())

    def blocked_by(self, item: Item) -> Condition:
        return OpposedBy(item.selector(), blocked=True)

    def status(self, *statuses: Status) -> Condition:
        if len(statuses) == 1:
            return StatusIs(statuses[0])
        return AllOf(tuple(StatusIs(status) for status in statuses))

    def subject_reaches(self, subject: Item, limit: StatLimit) -> Condition:
        return Is(subject.selector(), Selector(stats=limit))

    def rescue_outcome_is(self, _: Token, outcome: str) -> Trigger:
        if outcome == "fails" or "unsuccessful" in outcome:
            return OnEvent(Event.RESCUE_ATTEMPT_FAILS)
        return OnEvent(Event.RESCUE_ATTEMPT_SUCCEEDS)

    def block_outcome_is(self, outcome: str) -> Trigger:
        if outcome == "fails" or "unsuccessful" in outcome:
            return OnEvent(Event.BLOCK_FAILS)
        return OnEvent(Event.BLOCK_SUCCEEDS)

    def blocking_rescue_at(self, *parts: Token | Item) -> Condition:
        """Read "blocking a rescue at that Site" (REG: Sites)."""
        site = next(part for part in parts if isinstance(part, Item))
        return AllOf((StatusIs(Status.BLOCKING), RescueAt(site.selector())))

    def prefix_during_rescue_at(self, _: Token, site: Item, *__: Token) -> _Prefix:
        """Read "During a rescue attempt at that Site": the phase, at that Site."""
        during = EachPhase(Phase.RESCUE_ATTEMPT, once=False)
        return _Prefix(condition=ConditionPhrase("during", RescueAt(site.selector()), during))

    def blocking_what(self, item: Item) -> Condition:
        return AllOf((StatusIs(Status.BLOCKING), OpposedBy(item.selector())))

    def subject_blocking_what(self, subject: Item, item: Item) -> Condition:
        """Read "if a human Evil Character is blocking your Hero": it blocks, opposed by it."""
        blocker = phrase_selector(subject)
        return AllOf(
            (
                StatusIs(Status.BLOCKING, subject=blocker),
                OpposedBy(item.selector(), subject=blocker),
            )
        )

    def defeated_by(self, by: Selector) -> Trigger:
        return OnEvent(Event.DEFEATED, by=by)

    def rescue_outcome(self, *tokens: Token) -> str:
        return _text(*tokens)

    def event_during(self, phase: Phase) -> _Where:
        return _Where(phase=phase)

    def event_from_rescue_against(self, _: Token, player: Item) -> _Where:
        """Read "withdraws from a rescue attempt against holder": from that battle.

        The battle of a rescue attempt (REG: Rescue Attempt) made against the player named.
        """
        if player.player is None:
            refuse("a rescue attempt is made against a player")
        return _Where(
            Location(Zone.BATTLE),
            phase=Phase.RESCUE_ATTEMPT,
            direction=Direction.FROM,
            attacked=player.player,
        )

    def event_against(self, card: tuple[Word, ...] | Item) -> _Where:
        item = card if isinstance(card, Item) else Item(words=card)
        if item.player is not None:
            # "begins a rescue attempt against you": the player whose Lost Souls it is for
            return _Where(attacked=item.player)
        return _Where(target=item.selector())

    def not_status(self, status: Status) -> Condition:
        return StatusIs(status, negated=True)

    def status_word(self, *tokens: Token) -> Status:
        return _STATUSES[_text(*tokens)]

    def event_word(self, *tokens: Token) -> Event:
        return _EVENTS[_text(*tokens)]

    def event_verb(self, *tokens: Token) -> Event:
        return _EVENTS[_text(*tokens)]

    def event_where(self, place: Location | tuple[Word, ...] | Item) -> _Where:
        if isinstance(place, Location):
            return _Where(place)
        item = place if isinstance(place, Item) else Item(words=place)
        return _Where(Location(Zone.ON_CARD, card=item.selector()))

    def event_on_stats(self, words: tuple[Word, ...], *parts: Token | StatLimit) -> _Where:
        """Read "if played on a Hero of */5 or less": on a card with those numbers."""
        card = Item(words=words, posts=(self.post_stats(*parts),)).selector()
        return _Where(Location(Zone.ON_CARD, card=card))

    def event_from(self, place: Location | Item) -> _Where:
        """Read "removed from battle": the place the card leaves."""
        return evolve(self.event_where(place), direction=Direction.FROM)

    def event_into(self, place: Location) -> _Where:
        """Read "banded into battle", "returned to hand": the place the card enters."""
        return _Where(place, direction=Direction.INTO)

    def blocked_from(self, place: Location) -> Trigger:
        return OnEvent(Event.BLOCKED, where=_where(place), direction=Direction.FROM)

    def subject_blocked_from(self, subject: Item, place: Location) -> Trigger:
        return _on_event(
            Event.BLOCKED, _Where(place, direction=Direction.FROM), by=None, subject=subject
        )

    def event_by(self, *parts: Token | Item) -> Selector:
        return phrase_selector(next(part for part in parts if isinstance(part, Item)))

    def event_except_by(self, _: Token, item: Item) -> Selector:
        return Selector(count=ALL, exceptions=(phrase_selector(item),))

    def self_event(self, event: Event, where: _Where | None, by: Selector | None) -> Trigger:
        return _on_event(event, where, by=by)

    def subject_status(
        self, subject: Item, status: Status, by: Selector | None
    ) -> Condition | Trigger:
        if by is not None and status is Status.BLOCKED:
            # "if your lone Priest is blocked by more than one Evil Character"
            return OpposedBy(by, subject=phrase_selector(subject), blocked=True)
        if by is not None and status is not Status.DEFEATED:
            refuse("only a defeat names who defeated")
        if by is not None:
            # "If this card is defeated by an opponent": the defeat, and who caused it
            return OnEvent(Event.DEFEATED, subject=phrase_selector(subject), by=by)
        return StatusIs(status, subject=phrase_selector(subject))

    def subject_status_alone(self, subject: Item, status: Status) -> Condition:
        """Read "if this character is blocking alone": that state, and alone in battle."""
        if status not in (Status.BLOCKING, Status.ATTACKING):
            refuse('"alone" after blocking or attacking')
        who = phrase_selector(subject)
        return AllOf((StatusIs(status, subject=who), StatusIs(Status.ALONE, subject=who)))

    def has_used(self, subject: Item, *parts: Token | Item | str | None) -> Happened:
        target = next(part for part in parts if isinstance(part, Item))
        done = next((p for p in parts if isinstance(p, str) and not isinstance(p, Token)), "used")
        return Happened(done, _player_of(subject), target.selector())

    def has_not_used(self, subject: Item, *parts: Token | Item | str | None) -> Condition:
        return evolve(self.has_used(subject, *parts), negated=True)

    def has_done(self, subject: Item, done: str) -> Condition:
        return Happened(done, _player_of(subject))

    def has_not_done(self, subject: Item, done: str) -> Condition:
        return Happened(done, _player_of(subject), negated=True)

    def compare_more(self, subject: Item, what: Item, other: Item) -> Condition:
        return _compare(subject, what, other, "more")

    def compare_fewer(self, subject: Item, _: str, what: Item, other: Item) -> Condition:
        return _compare(subject, what, other, "less")

    def compare_most(self, subject: Item, token: Token, what: Item) -> Condition:
        """Read "if you have the fewest Redeemed Souls": compared with every other player."""
        relation = "most" if _text(token).endswith("most") else "fewest"
        return Compare(evolve(what.selector(), owner=_player_of(subject)), relation)

    def compare_not_most(self, subject: Item, *parts: Token | Item) -> Condition:
        token = next(part for part in parts if isinstance(part, Token) and part.type == "THE_MOST")
        what = next(part for part in parts if isinstance(part, Item))
        return Not(self.compare_most(subject, token, what))

    def fewer_word(self, token: Token) -> str:
        return _text(token)

    def result_is(self, limit: StatLimit) -> Condition:
        return Is(Selector(ref=Ref.IT), Selector(stats=limit))

    def self_in_place(self, places: tuple[Location, ...]) -> Condition:
        return Exists(Selector(ref=Ref.THIS_CARD, locations=places))

    def subject_not_status(self, subject: Item, status: Status) -> Condition:
        return StatusIs(status, subject=subject.selector(), negated=True)

    def in_place(self, place: Location) -> tuple[Location, ...]:
        return (place,)

    def in_place_or_set_aside(self, place: Location, _: Token) -> tuple[Location, ...]:
        """Read "in play or set aside": either place (REG: Set Aside), not an event."""
        return (place, _set_aside_beside(place))

    def in_here(self, *_: Token) -> tuple[Location, ...]:
        return (Location(Zone.ON_CARD, card=THIS_CARD),)

    def in_card(self, _: Token, __: Token, card: tuple[Word, ...] | Item) -> tuple[Location, ...]:
        """Read "if a Hero is held in this Site": on that card (REG: Sites)."""
        item = card if isinstance(card, Item) else Item(words=card)
        return (Location(Zone.ON_CARD, card=item.selector()),)

    def in_card_plain(self, card: tuple[Word, ...] | Item) -> tuple[Location, ...]:
        """Read "while this card is in a single-color Site": on that card (REG: Sites)."""
        item = card if isinstance(card, Item) else Item(words=card)
        return (Location(Zone.ON_CARD, card=item.selector()),)

    def place_has(self, place: Location, item: Item) -> Condition:
        cards = item.selector()
        return Exists(evolve(cards, locations=(*cards.locations, place)))

    def no_place_has(self, _: Token, zone: _ZoneWord, item: Item) -> Condition:
        """Read "if no discard pile contains a good Dominant": not in any player's."""
        cards = item.selector()
        place = Location(zone.zone, owner=Player.ALL_PLAYERS)
        return Exists(evolve(cards, locations=(*cards.locations, place)), negated=True)

    def place_empty(self, place: Location) -> Condition:
        return Exists(Selector(count=ALL, locations=(place,)), negated=True)

    def subject_being_discarded(self, subject: Item, _: Token) -> Trigger:
        return _on_event(Event.DISCARDED, None, by=None, subject=subject)

    def subject_being_discarded_in(self, subject: Item, _: Token, place: Location) -> Trigger:
        """Read "If Servant Girl is about to be discarded in battle": as "discarded in battle"."""
        return self.subject_event(subject, Event.DISCARDED, self.event_where(place), None)

    def owners_turn(self, token: Token) -> Condition:
        whose = _text(token).split()[-2]
        if whose == "your":
            return TurnOf(Player.YOU)
        return TurnOf(Player.THAT_PLAYER if whose in ("their", "his", "her") else Player.OPPONENT)

    def subject_in_place(self, subject: Item, places: tuple[Location, ...]) -> Condition:
        target = subject.selector()
        return Exists(evolve(target, locations=(*target.locations, *places)))

    def subject_not_in_place(self, subject: Item, places: tuple[Location, ...]) -> Condition:
        target = subject.selector()
        return Exists(evolve(target, locations=(*target.locations, *places)), negated=True)

    def subject_event(
        self, subject: Item, event: Event, where: _Where | None, by: Selector | None
    ) -> Trigger:
        return _on_event(event, where, by=by, subject=subject)

    def subject_leaves_battle(self, subject: Item, _: Token) -> Trigger:
        """Read "when this card leaves battle": it is removed from battle (REG: Battle)."""
        place = _Where(Location(Zone.BATTLE), direction=Direction.FROM)
        return _on_event(Event.MOVED, place, by=None, subject=subject)

    def subject_searches_pile(self, subject: Item, _: Token, place: Location) -> Trigger:
        """Read "if an opponent searches a deck": the pile is where the search is."""
        return _on_event(Event.SEARCHES, _Where(place), by=None, subject=subject)

    def subject_acts(
        self, subject: Item, event: Event, where: _Where | None, by: Selector | None
    ) -> Trigger:
        if where is None and by is None and event in _TAKES_AN_OBJECT:
            # "If you use, draw 1": used what is not said
            refuse("this verb needs what it acts on")
        return _on_event(event, where, by=by, subject=subject)

    def there_is(self, item: Item) -> Condition:
        return Exists(item.selector())

    def subject_remains_on(self, subject: Item, card: tuple[Word, ...] | Item) -> Condition:
        item = card if isinstance(card, Item) else Item(words=card)
        place = Location(Zone.ON_CARD, card=item.selector())
        target = subject.selector()
        return Exists(evolve(target, locations=(*target.locations, place)))

    def subject_remains(self, subject: Item) -> Condition:
        return StatusIs(Status.IN_PLAY, subject=subject.selector())

    def it_is(self, _: Token, description: Item) -> Condition:
        return Is(Selector(ref=Ref.IT), description.selector())

    def it_is_not(self, _: Token, description: Item) -> Condition:
        """Read "if it's not a good card": the card the effect before dealt with is not one."""
        return Is(Selector(ref=Ref.IT), description.selector(), negated=True)

    def it_is_status(self, _: Token, status: Status) -> Condition:
        return StatusIs(status, subject=Selector(ref=Ref.IT))

    def if_you_cannot(self, _: Token) -> Condition:
        return IF_YOU_CANNOT

    def making_rescue_attempt(self, *_: Token) -> Condition:
        return StatusIs(Status.RESCUING)

    def has_initiative(self, subject: Item) -> Condition:
        return Advantage(_player_of(subject), "initiative")

    def done_word(self, token: Token) -> str:
        return _text(token)

    def subject_is(self, subject: Item, description: Item) -> Condition:
        return Is(subject.number(), description.number())

    def subject_is_not(self, subject: Item, description: Item) -> Condition:
        return Is(subject.number(), description.number(), negated=True)

    def put_where(self, place: Location) -> Location:
        return place

    def put_in_card(self, card: tuple[Word, ...] | Item) -> Location:
        """Read "if this Lost Soul is put in a Site": on that card (REG: Sites)."""
        item = card if isinstance(card, Item) else Item(words=card)
        return Location(Zone.ON_CARD, card=item.selector())

    def put_here(self) -> Location:
        return Location(Zone.ON_CARD, card=Selector(ref=Ref.THIS_CARD))

    def put_in_play(self) -> Location:
        return Location(Zone.PLAY)

    def subject_put(self, subject: Item, where: Location, by: Selector | None) -> Trigger:
        return _on_event(
            Event.PUT_IN_PLAY, _Where(where, direction=Direction.INTO), by=by, subject=subject
        )

    def self_put(self, where: Location, by: Selector | None) -> Trigger:
        return _on_event(Event.PUT_IN_PLAY, _Where(where, direction=Direction.INTO), by=by)

    def not_event_by_next_turn(self, subject: Item, event: Event, _: Token) -> _NotDoneBy:
        """Read "If it is not rescued by the end of the current player's next turn".

        At the end of the next turn of the player whose turn it is now (the trigger), if the
        card was not rescued since the ability was used (the condition).
        """
        done = Happened(event.value, target=subject.selector(), negated=True, within="since")
        return _NotDoneBy(AtMoment(Moment.END_OF_NEXT_TURN), done)

    def using_to_block(self, blocker: Item) -> Trigger:
        """Read "When using this Character to block": when it blocks (REG: Block)."""
        return self._blocks(blocker)

    def block_with(self, subject: Item, _: Token, blocker: Item) -> Trigger:
        """Read "When you block with Herodias", "If you block with it": when it blocks."""
        if subject.player is not Player.YOU:
            refuse("only your own characters block with you")
        return OnEvent(Event.BLOCKS, subject=_yours(self._blocker(blocker)))

    def blocking_with(self, subject: Item, _: Token, blocker: Item) -> Condition:
        """Read "While you are blocking with an Assyrian": the Assyrian is blocking."""
        if subject.player is not Player.YOU:
            refuse("only your own characters block with you")
        return StatusIs(Status.BLOCKING, subject=_yours(self._blocker(blocker)))

    def _blocks(self, blocker: Item) -> Trigger:
        return OnEvent(Event.BLOCKS, subject=self._blocker(blocker))

    def _blocker(self, blocker: Item) -> Selector:
        cards = blocker.selector()
        if cards.locations or blocker.player is not None:
            # "blocks with any Evil Characters from hand": where they came from
            refuse("a blocker named by where it was")
        return cards

    def subject_acts_on(
        self, subject: Item, event: Event, target: Item, by: Selector | None
    ) -> Trigger | _ActsOn:
        if event in _DONE_TO:
            # "if an Evil Character discards your Hero": the Hero is discarded by it
            if by is not None:
                refuse("one cause per event")
            return _ActsOn(OnEvent(event, subject=target.selector(), by=phrase_selector(subject)))
        player = subject.player
        if player is not None:
            return OnEvent(event, player=player, target=target.selector(), by=by)
        return OnEvent(event, subject=subject.selector(), target=target.selector(), by=by)

    def subject_targets_place(self, subject: Item, token: Token) -> _ActsOn:
        """Read "if an opponent's card targets your hand or deck": it targets cards there.

        An effect targets cards, and a place only through them (REG: Targeting); "your"
        owns every place listed ("your hand or deck": your deck too).
        """
        names = re.split(r"\s+or\s+", " ".join(_text(token).split()[2:]))
        places = tuple(Location(_ZONES[name], owner=Player.YOU) for name in names)
        cards = Selector(types=("card",), locations=places)
        return _ActsOn(OnEvent(Event.CHOSEN, subject=cards, by=phrase_selector(subject)))

    def subject_acts_on_during(
        self, subject: Item, event: Event, target: Item, phase: Phase
    ) -> Trigger:
        """Read "if opponent puts a good card in play during battle": then only."""
        trigger = self.subject_acts_on(subject, event, target, None)
        if isinstance(trigger, _ActsOn):
            trigger = trigger.trigger
        if not isinstance(trigger, OnEvent):  # pragma: no cover - subject_acts_on gives one
            refuse("an event in a phase")
        return evolve(trigger, phase=phase)

    # -- timing --------------------------------------------------------------------------

    def phase_word(self, *tokens: Token) -> Phase:
        return _PHASES[_text(*tokens)]

    def phase_any(self, phase: Phase) -> Phase:
        return phase

    def phase_rescue(self, _: Token) -> Phase:
        return Phase.RESCUE_ATTEMPT

    def phase_challenge(self) -> Phase:
        return Phase.BATTLE_CHALLENGE

    def each_phase(self, phase: Phase) -> Trigger:
        return EachPhase(phase)

    def during_phase(self, phase: Phase) -> Trigger:
        return EachPhase(phase, once=False)

    def during_phase_any_time(self, _: Token, phase: Phase) -> Trigger:
        """Read "Any time during battle": as "During battle", whenever in it (REG: Timing)."""
        return self.during_phase(phase)

    def during_your_phase(self, phase: Phase) -> Trigger:
        return EachPhase(phase, player=Player.YOU, once=False)

    def at_any_time(self) -> Trigger:
        return EachPhase(Phase.ANY_TIME, once=False)

    def after_battle(self, *_: Token) -> Trigger:
        return AtMoment(Moment.AFTER_BATTLE)

    def after_rescue_attempt(self, *_: Token) -> Trigger:
        return AtMoment(Moment.AFTER_RESCUE_ATTEMPT)

    def after_successful_rescue(self, *_: Token) -> Trigger:
        """Read "Following a successful rescue attempt": when one succeeds (REG: Rescue)."""
        return OnEvent(Event.RESCUE_ATTEMPT_SUCCEEDS)

    def on_return(self) -> Trigger:
        return AtMoment(Moment.ON_RETURN)

    def on_activation(self) -> Trigger:
        return AtMoment(Moment.ON_ACTIVATION)

    def at_end_of(self, unit: DurationUnit) -> Trigger:
        if unit not in _END_MOMENTS:
            refuse("only the end of a turn, battle or phase fires an ability")
        return AtMoment(_END_MOMENTS[unit])

    def during_owner_phase(self, owner: Word, phase: Phase) -> Trigger:
        player = owner.value if isinstance(owner.value, Player) else None
        return EachPhase(phase, player=player, once=False)

    def at_start_of_your_next_turn(self, _: Token) -> Trigger:
        """Read "At the beginning of your next turn": the start of the user's next turn."""
        return AtMoment(Moment.START_OF_YOUR_NEXT_TURN)

    def on_turn(self, count: Count) -> Trigger:
        return AtMoment(Moment.ON_TURN, number=count.number)

    def after_turns(self, count: Count) -> Trigger:
        if count.number is None:
            refuse("after how many turns")
        return AtMoment(Moment.AFTER_TURNS, number=count.number)

    def dur_this_turn(self, *_: Token) -> Duration:
        return Duration(DurationUnit.TURN)

    def dur_this_battle(self, *_: Token) -> Duration:
        return Duration(DurationUnit.BATTLE)

    def dur_this_phase(self, *_: Token) -> Duration:
        return Duration(DurationUnit.PHASE)

    def dur_this_round(self, *_: Token) -> Duration:
        return Duration(DurationUnit.ROUND)

    def dur_rounds(self, _: Token, count: Count) -> Duration:
        return Duration(DurationUnit.ROUND, count.number, count.variable)

    def dur_turns(self, _: Token, count: Count) -> Duration:
        return Duration(DurationUnit.TURN, count.number, count.variable)

    def dur_turns_bounded(self, _: Token, bound: Token, count: Count) -> Duration:
        """Read "for up to 5 turns" (the user chooses how many) and "for at least one turn"."""
        quantifier = Quantifier.UP_TO if bound.type == "UP_TO" else Quantifier.AT_LEAST
        return Duration(DurationUnit.TURN, count.number, count.variable, quantifier=quantifier)

    def dur_game(self, *_: Token) -> Duration:
        return Duration(DurationUnit.GAME)

    def dur_rest_of(self, *parts: Token | DurationUnit) -> Duration:
        unit = next(part for part in parts if isinstance(part, DurationUnit))
        return Duration(unit)

    def dur_until_end(self, unit: DurationUnit) -> Duration:
        return Duration(unit)

    def dur_unit(self, token: Token) -> DurationUnit:
        return DurationUnit(_text(token))

    def dur_end_of_next_turn(self, token: Token) -> Duration:
        """Read "until the end of their next turn" (REG: Duration)."""
        return Duration(DurationUnit.NEXT_TURN, None, player=_whose_next_turn(token))

    def dur_until_healed(self) -> Duration:
        return Duration(DurationUnit.UNTIL, None, until=StatusIs(Status.POISONED, negated=True))

    def dur_next_battle_phase(self, token: Token) -> Duration:
        """Read "during the next battle phase", "during your next battle phase"."""
        whose = _text(token).split()[1]
        players = {"your": Player.YOU, "their": Player.THAT_PLAYER}
        return Duration(DurationUnit.NEXT_BATTLE_PHASE, player=players.get(whose))

    def dur_next_turn(self, token: Token) -> Duration:
        """Read "next turn", "on their next turn": to the end of that player's next turn.

        Whose turn it is stays with the duration; "next turn" alone is the next turn of
        whoever has it.
        """
        return Duration(DurationUnit.NEXT_TURN, None, player=_whose_next_turn(token))

    def dur_until_next_turn(self, _: Token) -> Duration:
        """Refuse "until your next turn".

        That ends when the turn begins, and no duration says so.
        """
        refuse("until the start of a next turn")

    def dur_while_remains(self, *_: Token) -> Duration:
        return Duration(
            DurationUnit.WHILE,
            None,
            until=StatusIs(Status.IN_PLAY, subject=Selector(ref=Ref.THIS_CARD)),
        )

    def dur_until_self(self, event: Event, where: _Where | None, by: Selector | None) -> Duration:
        """Read "until discarded": until the card the effect acts on is (REG: Duration)."""
        return _until(Selector(ref=Ref.IT), event, where, by)

    def dur_until_event(
        self, subject: Item, event: Event, where: _Where | None, by: Selector | None
    ) -> Duration:
        """Read "until that Hero is discarded", "until this card is removed"."""
        return _until(phrase_selector(subject), event, where, by)

    def dur_until_acts(self, subject: Item, event: Event, target: Item | None) -> Duration:
        """Read "until this card leaves play", "until you begin a rescue attempt"."""
        cards = subject.selector() if subject.player is None else None
        if event is Event.MOVED and cards == Selector(ref=Ref.THIS_CARD) and target is None:
            return self.dur_while_remains()  # "until this card leaves play"
        happened = Happened(
            event.value,
            subject.player,
            cards if target is None else target.selector(),
        )
        return Duration(DurationUnit.UNTIL, None, until=happened)

    # -- modifiers -----------------------------------------------------------------------

    def shield(
        self,
        kinds: list[type[_ShieldKind]],
        by: Selector | None,
    ) -> list[Modifier]:
        return [kind(by=by) for kind in kinds]

    def shield_this_turn(self, kinds: list[type[_ShieldKind]], _: Token) -> list[Modifier]:
        """Read "cannot be negated this turn": the shield lasts to the end of the turn."""
        return [kind(this_turn=True) for kind in kinds]

    def shield_except(
        self,
        kinds: list[type[_ShieldKind]],
        _: Token,
        item: Item,
    ) -> list[Modifier]:
        """Read "cannot be negated (except by an angel)": against all cards but those."""
        by = Selector(count=ALL, exceptions=(phrase_selector(item),))
        return [kind(by=by) for kind in kinds]

    def shield_verbs(self, *kinds: type[_ShieldKind]) -> list[type[_ShieldKind]]:
        return list(kinds)

    def shield_verb(self, token: Token) -> type[_ShieldKind]:
        return _SHIELDS[_text(token)]

    def shield_by(self, *parts: Item | Join | str) -> Selector:
        first, *rest = parts
        if not isinstance(first, Item):  # pragma: no cover - the grammar starts with an item
            refuse("a noun phrase was expected")
        return self.selector(first, *rest).selector()

    def by_words(self, words: tuple[Word, ...]) -> Item:
        return Item(words=words)

    def by_words_stats(self, words: tuple[Word, ...], *parts: Token | StatLimit) -> Item:
        """Read "cannot be negated by an evil card of */X or less": cards with those numbers."""
        return Item(words=words, posts=(self.post_stats(*parts),))

    def by_words_except(self, words: tuple[Word, ...], excepted: tuple[Word, ...]) -> Item:
        """Read "cannot be prevented by a Hero (except warrior class)": but not those."""
        return Item(words=words, posts=(Post(PostKind.EXCEPT, NounPhrase((Item(excepted),))),))

    def shield_during(self, phase: Phase) -> ConditionPhrase:
        return ConditionPhrase("during", InPhase(phase.value))

    def shield_condition(self, *parts: Token | ConditionPhrase | None) -> ConditionPhrase:
        condition = next(part for part in parts if isinstance(part, ConditionPhrase))
        if any(isinstance(part, Token) and part.type == "THIS_TURN" for part in parts):
            condition = _within_turn(condition)
        return condition

    def regardless(self, what: str) -> Modifier:
        return Regardless(of=what)

    def regardless_what(self, *tokens: Token) -> str:
        return _REGARDLESS[_text(*tokens)]

    def limit_per(self, *parts: Token | int | str | None) -> Modifier:
        times = next(part for part in parts if isinstance(part, int))
        period = [part for part in parts if isinstance(part, str) and not isinstance(part, Token)]
        return Limit(times=times, per=period[-1])

    def limit_per_player(self, *parts: Token | int | str | None) -> Modifier:
        """Read "Limit once per round per player": each player's uses counted apart."""
        times = next(part for part in parts if isinstance(part, int))
        period = [part for part in parts if isinstance(part, str) and not isinstance(part, Token)]
        return Limit(times=times, per=period[-1], per_player=True)

    def limit_noun(self) -> None:
        """Read the noun of "limit two discards per turn": it adds nothing to the limit."""

    def limit_number(self, *parts: Token | Count) -> Modifier:
        count = next(part for part in parts if isinstance(part, Count))
        return Limit(times=count.number, variable=count.variable)

    def limit_number_if(self, _: Token, count: Count, condition: ConditionPhrase) -> Modifier:
        """Read "(limit 3 unless played in battle)": the cap holds under its condition."""
        return _with_condition(Limit(times=count.number, variable=count.variable), condition)

    def limit_your_turns(self, times: int, _: Token) -> Modifier:
        """Read "Limit once during each of your turns": counted in each turn of the user's.

        Not "per turn": in an opponent's turn the printed limit says nothing (REG: Limit).
        """
        return Limit(times=times, per="your_turn")

    def limit_times(self, times: int) -> Modifier:
        """Read "Limit twice": uses with no timeframe, counted until the card resets."""
        return Limit(times=times, per="reset")

    def once(self) -> int:
        return 1

    def twice(self) -> int:
        return 2

    def times_number(self, count: Count) -> int:
        if count.number is None:
            refuse("a limit needs a number")
        return count.number

    def period(self, *tokens: Token) -> str:
        return _text(*tokens).replace(" ", "_")

    def instead(self) -> Modifier:
        return Instead()

    # -- effect plumbing -----------------------------------------------------------------

    def targeted(
        self, factories: list[tuple[Link, Callable[[Selector], Effect]]], phrase: NounPhrase
    ) -> list[Effect]:
        target = phrase.selector()
        effects = []
        for link, factory in factories:
            effect = factory(target)
            effects.append(effect if link is Link.NONE else evolve(effect, link=link))
        return effects

    def targeted_to(
        self,
        factories: list[tuple[Link, Callable[[Selector], Effect]]],
        phrase: NounPhrase,
        bearer: tuple[Word, ...] | Item,
    ) -> list[Effect]:
        """Read "equip it to your O.T. angel": the weapon and its bearer (REG: Equip)."""
        effects = self.targeted(factories, phrase)
        if len(effects) != 1 or not isinstance(effects[0], Equip):
            refuse("only equip puts a card to another")
        item = bearer if isinstance(bearer, Item) else Item(words=bearer)
        return [evolve(effects[0], bearer=item.selector())]

    def targeted_here(
        self, factories: list[tuple[Link, Callable[[Selector], Effect]]], phrase: NounPhrase
    ) -> list[Effect]:
        effects = self.targeted(factories, phrase)
        if any(not isinstance(effect, Hold) for effect in effects):
            refuse("only hold puts cards here")
        return effects

    def targeted_alternative(
        self,
        factories: list[tuple[Link, Callable[[Selector], Effect]]],
        alternative: tuple[Callable[[Selector], Effect], ConditionPhrase],
        phrase: NounPhrase,
    ) -> list[Effect]:
        effects = self.targeted(factories, phrase)
        factory, condition = alternative
        if condition.condition is None:
            refuse("an alternative verb needs a condition, not an event")
        if condition.word == "while":
            refuse("an alternative verb lasting while a condition holds")
        other = factory(phrase.selector())
        return [*effects, evolve(other, link=Link.OR, condition=condition.condition)]

    def verb_alternative(
        self,
        _: Token,
        factory: Callable[[Selector], Effect],
        condition: ConditionPhrase,
        this_turn: Token | None,
    ) -> tuple[Callable[[Selector], Effect], ConditionPhrase]:
        if this_turn is not None:
            condition = _within_turn(condition)
        return factory, condition

    def simple_verbs(
        self, *parts: Callable[[Selector], Effect] | Link
    ) -> list[tuple[Link, Callable[[Selector], Effect]]]:
        found: list[tuple[Link, Callable[[Selector], Effect]]] = []
        link = Link.NONE
        for part in parts:
            if isinstance(part, Link):
                link = part
            else:
                found.append((link, part))
        # "discard, bounce, or banish": a comma (read as "and") joins as the last word does
        last = found[-1][0]
        return [(last if joined is Link.AND else joined, verb) for joined, verb in found]

    def verb_conj(self, token: Token) -> Link:
        return self.conj_link(token)

    def dest_to(self, place: Location) -> Destination:
        return Destination(place)

    def dest_here(self) -> Destination:
        return Destination(Location(Zone.ON_CARD, card=Selector(ref=Ref.THIS_CARD)))

    def dest_to_player(self, words: tuple[Word, ...]) -> Destination:
        item = Item(words=words)
        player = item.player
        if player is not None:
            return Destination(Location(Zone.PLAY, owner=player))
        card = item.selector()
        if set(card.types) & {"Fortress", "Site"} or (
            card.names and not card.types and not card.identifiers and card.ref is None
        ):
            # "move a captured Hero ... to your Raiders' Camp", "capture ... to an unoccupied
            # Genesis Site": into a card that holds cards (REG: Sites, Fortresses)
            return Destination(Location(Zone.ON_CARD, card=card))
        return refuse("a destination is a place, a player or a card that holds cards")

    def dest_top(self, *parts: Token | Location) -> Destination:
        place = next(part for part in parts if isinstance(part, Location))
        return Destination(place, Position.TOP)

    def dest_bottom(self, *parts: Token | Location) -> Destination:
        place = next(part for part in parts if isinstance(part, Location))
        return Destination(place, Position.BOTTOM)

    def search_where(self, *places: Location) -> list[Location]:
        return list(shared_owner(places))

    def search_shared_piles(self, *parts: tuple[Word, ...] | Token) -> list[Location]:
        """Read "search draw or discard pile": each pile listed, the words before it shared."""
        token = str(parts[-1])
        words = parts[0] if len(parts) > 1 and isinstance(parts[0], tuple) else ()
        names = re.findall(r"draw|discard|artifact", token, re.IGNORECASE)
        if len(set(map(str.lower, names))) != len(names):
            refuse("one pile twice")
        plural = _text(token).endswith("piles")
        zones = [_ZONES[f"{name.lower()} pile"] for name in names]
        return list(shared_owner(location_from_words(words, zone, plural=plural) for zone in zones))

    def search_for(self, phrase: NounPhrase) -> NounPhrase:
        return phrase

    def place_prep(self, token: Token) -> str:
        return _text(token)

    # -- effects the core pack's phrases do not cover ----------------------------------------

    def pred_prevents(self, phrase: NounPhrase) -> Callable[[NounPhrase], Effect]:
        """Read "Prevents Unholy Writ.": this card prevents it (REG: Prevent)."""
        target = phrase.selector()
        return lambda _: Prevent(target)

    def pred_protected_by(
        self, effects: Token, _: Token, by: tuple[Word, ...] | Item
    ) -> Callable[[NounPhrase], Effect]:
        """Read "are protected from being rescued by Heroes" (REG: Protect).

        As "protect them from rescue by Heroes": from those abilities of those cards.
        """
        item = by if isinstance(by, Item) else Item(words=by)
        kinds_ = vocab.ability_kinds(_text(effects))
        source = Selector(
            count=ALL, types=("ability",), abilities=kinds_, used_by=phrase_selector(item)
        )
        return lambda subject: Protect(subject.selector(), source)

    def pred_gain_ability(self, _: Token | None, quoted: Token) -> Callable[[NounPhrase], Effect]:
        """Read 'Hero gains the ability "May band to a demon."' (REG: Gain).

        The quoted text is ability text, read by the parser as any other (it is refused if
        the grammar does not read it).
        """
        read = self.read_quoted
        if read is None:
            refuse("a quoted ability is read only by a full parser")
        text = str(quoted)[1:-1]
        try:
            ability = read(text)
        except AbilityParseError as exc:
            refuse(f"the quoted ability is not read: {exc.reason}")
        gained = Selector(types=("ability",))
        return lambda subject: Gain(subject.selector(), gained, ability=ability)

    def take_to_either(self, phrase: NounPhrase, *places: Location) -> list[Effect]:
        """Read "take a card to hand or territory": a take to one place or the other."""
        target = phrase.selector()
        first, *rest = (Take(target, place) for place in places)
        return [first, *(evolve(effect, link=Link.OR) for effect in rest)]

    def decrease_reduce(self, _: Token, phrase: NounPhrase, stats: Token) -> Effect:
        """Read "Reduce all O.T. heroes in play by 2/2": a decrease (REG: Decrease)."""
        return Decrease(phrase.selector(), _numbers(stats))

    def band_or_to(self, first: NounPhrase, _: Token, second: NounPhrase) -> Effect:
        """Read "band to Isaiah or to a Hero with ...": to one or the other (REG: Band)."""
        return Band(band_target(join_selectors([first.selector(), second.selector()], Join.OR)))

    def band_and_gain(self, phrase: NounPhrase, _: Token, stats: Token) -> list[Effect]:
        """Read "May band to Timothy and gain 2/2": the card that bands gains the numbers.

        The gainer is this card, or the subject that bands ("Lois may band to Eunice and
        gains 2/2"): see :func:`_bander_gains`.
        """
        return [
            Band(band_target(phrase.selector())),
            Increase(THIS_CARD, _numbers(stats), link=Link.AND),
        ]

    def draw_new(self, count: Count) -> Effect:
        """Read "draw eight new cards": a draw of that many (REG: Draw)."""
        return Draw(count)

    def decrease_per(self, phrase: NounPhrase, stats: Token, period: str) -> Effect:
        """Read "decrease that Hero 0/1 per turn": the decrease again each turn."""
        return Decrease(phrase.selector(), _numbers(stats), trigger=EachPhase(Phase(period)))

    def verb_and_decrease(
        self, factory: Callable[[Selector], Effect], link: Link, phrase: NounPhrase, stats: Token
    ) -> list[Effect]:
        """Read "negate and decrease a Hero 0/6": both verbs act on the same cards."""
        target = phrase.selector()
        return [factory(target), Decrease(target, _numbers(stats), link=link)]

    def verb_and_capture(
        self,
        factory: Callable[[Selector], Effect],
        link: Link,
        phrase: NounPhrase,
        destination: Destination | None,
    ) -> list[Effect]:
        """Read "negate and capture it to opponent's Land of Bondage": the same cards."""
        target = phrase.selector()
        place = None if destination is None else destination.location
        return [factory(target), Capture(target, place, link=link)]

    def increase_or_decrease(self, phrase: NounPhrase, stats: Token) -> list[Effect]:
        """Read "increase or decrease an Evil Character X/X": one or the other."""
        target, amount = phrase.selector(), _numbers(stats)
        return [Increase(target, amount), Decrease(target, amount, link=Link.OR)]

    def use_and_hold(self, phrase: NounPhrase) -> list[Effect]:
        """Read "use and hold weapons of any brigade": use them and hold them, both."""
        cards = phrase.selector()
        return [UseOtherEnhancements(EMPTY, cards), Hold(cards, link=Link.AND)]

    def force_withdraw(self, phrase: NounPhrase, place: Location) -> Effect:
        """Read "force X Heroes to withdraw from battle": as "withdraw X Heroes from battle"."""
        cards = phrase.selector()
        if place.zone is not Zone.BATTLE or cards.locations or cards.parts:
            refuse("characters named alone withdraw from battle")
        return Withdraw(evolve(cards, locations=(place,)))

    def shuffle_after_exchange(self, phrase: NounPhrase | None, _: Token) -> Effect:
        """Read "Shuffle (draw pile) after exchange": the deck, once the exchange is done.

        It follows an exchange with a card of the user's draw pile ("Holder may exchange
        current Hero with any Hero from holder's draw pile"), whose deck it shuffles when the
        exchange was done (REG: Shuffle, Exchange).
        """
        return Shuffle(_deck_shuffled(phrase), condition=IfDone())

    def shuffle_after_play(self, phrase: NounPhrase, _: Token) -> Effect:
        """Read "Shuffle draw pile after play": the user's deck, after the card's other effects.

        Those come before it anyway, as any effect printed before another (REG: Shuffle).
        """
        return Shuffle(_deck_shuffled(phrase))

    def shuffle_searched(self, _: Token) -> Effect:
        """Read "..., then shuffle" after a search of a draw pile: that pile (REG: Search).

        The pile is the one the search before it named; :meth:`vp_chain` puts it in, and
        refuses the shuffle where no search of a draw pile came before.
        """
        return Shuffle(_SEARCHED_PILE)

    def shuffle_omitted(self, _: Location) -> Effect:
        """Read "search ... for X cards and shuffle into deck": the cards found (REG: Shuffle)."""
        return Shuffle(OMITTED)

    def band_into_from(self, phrase: NounPhrase, place: Location, source: NounPhrase) -> Effect:
        """Read "Band one of your demons into battle from territory, hand, or The Pit".

        The places after "from" are where the card comes from, as if printed after it
        ("one of your demons from territory, hand, or The Pit").
        """
        if place.zone is not Zone.BATTLE:
            refuse("one bands into battle")
        (item, *rest) = phrase.items
        first = source.items[0]
        if (
            rest
            or not isinstance(item, Item)
            or not isinstance(first, Location)
            or any(post.kind is PostKind.LOCATION for post in item.posts)
        ):
            refuse('one card, and places after "from" it comes from')
        moved = item.with_posts((*item.posts, Post(PostKind.LOCATION, first, "from")))
        joined = NounPhrase((moved, *source.items[1:]), source.joins, source.commas)
        return Band(band_target(joined.selector()))

    def band_into_first(self, place: Location, phrase: NounPhrase) -> Effect:
        """Read "Band into battle any number of human Heroes" (REG: Band)."""
        if place.zone is not Zone.BATTLE:
            refuse("one bands into battle")
        return Band(band_target(phrase.selector()))

    def pred_placed(self, place: Location) -> Callable[[NounPhrase], Effect]:
        """Read "The loser is placed in holder's Land of Bondage" (REG: Place).

        Only a place on the playing surface: a pile has its own verb (topdeck, discard, ...).
        """
        if place.zone in _PILE_ZONES:
            refuse("placed in a pile has a verb of its own")
        return lambda subject: Place(subject.selector(), place)

    def pred_activates(self) -> Callable[[NounPhrase], Effect]:
        """Read "that Enhancement activates": its ability activates (REG: Activate)."""
        return lambda subject: ActivateAbility(subject.selector())

    def add_to_then_cards(self, place: Location, phrase: NounPhrase) -> Effect:
        """Read "Add to hand all revealed humans": the cards after the place."""
        target = phrase.selector()
        if place.zone is Zone.BATTLE:
            return AddToBattle(target)
        if place.zone is Zone.HAND:
            return Take(target, place)
        return refuse("cards are added to hand or battle")

    def choose_plain(self, phrase: NounPhrase) -> Effect:
        """Read "Choose one male Hero in opponent's territory": a selection (REG: Select)."""
        return Select(phrase.selector())

    # -- structure -----------------------------------------------------------------------

    def start(self, ability: Ability) -> Ability:
        return ability

    def ability(self, *items: _Label | _Sentence) -> Ability:
        result = _Result()
        section = ""
        sentence = 0
        for item in items:
            if isinstance(item, _Label):
                section = item.name
                continue
            sentence += 1
            _assemble_sentence(item, section, result, sentence)
        _number_options(result)
        _do_the_same(result)
        effects = _resolve_that_brigade(_resolve_omitted(_resolve_definite(result.effects)))
        effects = _resolve_already_banded(_resolve_his_name(effects))
        effects = _from_the_cards_looked_at(_resolve_one_instead(effects))
        effects = _resolve_captive(effects)
        _check_general_bondage(effects)
        _check_lost_access(effects)
        _check_done_in_place(effects)
        if getattr(self, "_there", False):
            self._there = False
            if _holds_there((effects, result.modifiers)):
                refuse("'there' or 'either' needs what it stands for named before")
        return Ability("", effects, tuple(result.modifiers))

    def do_same(self, _: Token) -> Effect:
        """Read "do the same": the effects of the sentence before, put in by _do_the_same."""
        return Rule(_SAME)

    def label(self, name: str) -> _Label:
        return _Label(name)

    def label_word(self, *tokens: Token) -> str:
        return " ".join(str(token) for token in tokens).upper()

    @v_args(inline=True, meta=True)
    def sentence(self, meta: Meta, first: _Clause, *rest: Link | _Clause) -> _Sentence:
        clauses: list[tuple[Link, _Clause]] = [(Link.NONE, first)]
        link = Link.NONE
        for part in rest:
            if isinstance(part, Link):
                link = part
            else:
                clauses.append((link, part))
        return _Sentence(tuple(clauses), Span(meta.start_pos, meta.end_pos))

    def clause_sep(self, token: Token) -> Link:
        return Link.PAIRED if str(token) == ":" else Link.THEN

    def clause(self, *parts: _Prefix | _Body) -> _Clause:
        body = parts[-1]
        if not isinstance(body, _Body):  # pragma: no cover - the grammar puts the body last
            refuse("a clause needs a body")
        prefixes = tuple(part for part in parts[:-1] if isinstance(part, _Prefix))
        return _Clause(prefixes, _one_of_those_missing(prefixes, body))

    def prefix_condition(self, condition: ConditionPhrase, *rest: Token | None) -> _Prefix:
        if any(token is not None and token.type == "THIS_TURN" for token in rest):
            condition = _within_turn(condition)
        return _Prefix(condition=condition)

    def prefix_condition_during(
        self, condition: ConditionPhrase, phase: Token, *_: Token
    ) -> _Prefix:
        """Read "If this card is in your territory during your preparation phase,".

        The ability is used in that phase of the user's, while the state holds: as "During
        your preparation phase, if this card is in your territory," (REG: Timing). An event
        in that phase ("if you draw during ...") is no state, and is refused.
        """
        if condition.trigger is not None or condition.condition is None:
            refuse("an event in a phase of yours")
        if isinstance(condition.condition, Happened):
            refuse("something done earlier in a phase of yours")
        words = str(phase).split()
        during = EachPhase(_YOUR_PHASES[words[2].lower()], player=Player.YOU, once=False)
        return _Prefix(condition=evolve(condition, trigger=during))

    def prefix_condition_game(self, condition: ConditionPhrase, *_: Token) -> _Prefix:
        """Read "If you have not played Son of God this game": in the whole game."""
        found = condition.condition
        if not isinstance(found, Happened):
            refuse("'this game' qualifies something done earlier")
        return _Prefix(condition=condition)

    def prefix_then(self, *_: Token) -> _Prefix:
        return _Prefix(then=True)

    def prefix_otherwise(self, *_: Token) -> _Prefix:
        return _Prefix(condition=ConditionPhrase("otherwise", Otherwise()))

    def prefix_regardless(self, modifier: Modifier, *_: Token) -> _Prefix:
        return _Prefix(modifier=modifier)

    def prefix_instead(self, *_: Token) -> _Prefix:
        return _Prefix(modifier=Instead())

    def prefix_trigger(self, trigger: Trigger, *_: Token) -> _Prefix:
        return _Prefix(trigger=trigger)

    @v_args(inline=True, meta=True)
    def prefix_limit(self, meta: Meta, limit: Limit, *_: Token) -> _Prefix:
        return _Prefix(limit=evolve(limit, span=Span(meta.start_pos, meta.end_pos)))

    def prefix_for_each(self, _: Token, item: Item, *__: Token) -> _Prefix:
        """Read "For each good brigade revealed, draw a card": once for each (REG: Numbers)."""
        return _Prefix(for_each=item.selector())

    def prefix_duration(self, duration: Duration, *_: Token) -> _Prefix:
        return _Prefix(duration=duration)

    def body_plain(self, chain: _Chain) -> _Body:
        return _Body(chain)

    def body_modal_either(self, modal: str, chain: _Chain) -> _Body:
        """Read "you may either heal a Hero or take a Hero": one of the two (REG: Choices)."""
        if not any(link is Link.OR for link, _ in chain.phrases):
            refuse("either ... or")
        return self.body_modal(modal, chain)

    def body_subject_either(self, subject: Item | NounPhrase, modal: str, chain: _Chain) -> _Body:
        self.body_modal_either(modal, chain)
        return self.body_subject(subject, modal, chain)

    def body_modal(self, modal: str, chain: _Chain) -> _Body:
        return _Body(chain, optional=modal == "may")

    def clause_subject(self, first: Item, *rest: Join | Item | Location) -> Item | NounPhrase:
        if not rest:
            return first
        return self.selector(first, *rest)

    def body_subject(self, subject: Item | NounPhrase, modal: str, chain: _Chain) -> _Body:
        actor = _actor(subject)
        return _Body(_bander_gains(chain, actor), optional=modal == "may", actor=actor)

    def body_subject_then(self, subject: Item | NounPhrase, modal: str, chain: _Chain) -> _Body:
        """Read "You may then deactivate this Artifact": after the sentence before.

        The effects follow those of the sentence before (see :func:`_after_the_sentence_before`).
        """
        return evolve(self.body_subject(subject, modal, chain), then=True)

    def body_allow(self, _: Token, subject: Item | NounPhrase, __: Token, chain: _Chain) -> _Body:
        """Read "Allow one Hero to retreat from battle": as "one Hero may retreat"."""
        return self.body_subject(subject, "may", chain)

    @v_args(inline=True, meta=True)
    def body_already_banded(self, meta: Meta, _: Token) -> _Body:
        """Read "Any already banded must return to their territories" (REG: Withdraw).

        The characters the sentence before kept from banding that are banded already:
        :func:`_resolve_already_banded` finds them.
        """
        withdraw = Withdraw(_ALREADY_BANDED)
        phrase = VerbPhrase((withdraw,), Span(meta.start_pos, meta.end_pos), ())
        return _Body(_Chain(((Link.NONE, phrase),)))

    @v_args(inline=True, meta=True)
    def body_placed_in_battle(self, meta: Meta, subject: Item | NounPhrase, _: Token) -> _Body:
        """Read "A new Hero must be placed in battle or rescue attempt fails" (REG: Present).

        The REG counts "a new character may be placed in battle" after a withdraw as a present
        effect; Heroes are placed by the player making the rescue attempt, who presents one
        or the rescue attempt fails, as "Opponent must present a new Hero or rescue attempt
        fails" reads.
        """
        cards = subject.selector()
        if cards.types != ("Hero",) or cards.ref is not None or cards.parts:
            refuse("only Heroes are placed in battle by the player making a rescue attempt")
        effects: list[Effect] = [
            Present(cards),
            EndBattle("rescue_fails", link=Link.OR),
        ]
        phrase = VerbPhrase(tuple(effects), Span(meta.start_pos, meta.end_pos), ())
        return _Body(_Chain(((Link.NONE, phrase),)), actor=Actor(player=Player.RESCUER))

    @v_args(inline=True, meta=True)
    def body_holder_fight(
        self, meta: Meta, token: Token, fighter: NounPhrase, rescuer: NounPhrase
    ) -> _Body:
        """Read "Holder chooses a Hero in play to fight the rescuing Hero" (REG: Side Battle).

        The holder is the user (REG: Holder); "Holder interrupts the battle and chooses ..."
        interrupts the battle first (REG: Interrupt).
        """
        fight = SideBattle(fighter.selector(), rescuer.selector())
        effects: list[Effect] = [fight]
        if "interrupts" in _text(token):
            effects = [Interrupt(None, battle=True), evolve(fight, link=Link.AND)]
        phrase = VerbPhrase(tuple(effects), Span(meta.start_pos, meta.end_pos), ())
        return _Body(_Chain(((Link.NONE, phrase),)))

    def body_players_act(self, token: Token, chain: _Chain) -> _Body:
        """Read "All players discard two cards from hand": what those players must do."""
        player = Player.OPPONENTS if "opponent" in _text(token) else Player.ALL_PLAYERS
        return _Body(chain, actor=Actor(player=player))

    def body_plain_shielded(
        self, chain: _Chain, _: Token, subject: Item | NounPhrase, shields: list[Modifier]
    ) -> _Body:
        """Read "repeat 1 time and this card cannot be negated" (REG: Modifiers).

        The effects, and a modifier that covers the ability.
        """
        if subject.selector() != Selector(ref=Ref.THIS_CARD):
            refuse("a modifier joined to effects covers this card")
        return _Body(chain, modifiers=tuple(shields))

    def body_modal_shielded(
        self,
        modal: str,
        chain: _Chain,
        token: Token,
        subject: Item | NounPhrase,
        shields: list[Modifier],
    ) -> _Body:
        body = self.body_plain_shielded(chain, token, subject, shields)
        return evolve(body, optional=modal == "may")

    def body_subject_shielded(self, actor: Item | NounPhrase, *rest: Any) -> _Body:  # noqa: ANN401
        modal, chain, token, subject, shields = rest
        body = self.body_plain_shielded(chain, token, subject, shields)
        return evolve(body, optional=modal == "may", actor=_actor(actor))

    def body_modifier(self, modifiers: list[Modifier]) -> _Body:
        return _Body(modifiers=tuple(modifiers))

    def body_meek(self) -> _Body:
        return _Body()

    def body_predicate_self(self, phrase: _Predicate) -> _Body:
        return _predicate_body(Item(ref=Ref.THIS_CARD), phrase, phrase.span)

    @v_args(inline=True, meta=True)
    def body_cannot(
        self, meta: Meta, subject: Item | NounPhrase, *rest: _Action | Token | _Suffix
    ) -> _Body:
        effects: list[Effect] = []
        link = Link.NONE
        for part in rest:
            if isinstance(part, Token):
                link = self.conj_link(part)
            elif isinstance(part, _Action):
                effect = _prevent_action(subject, part)
                effects.append(effect if not effects else evolve(effect, link=link))
        suffixes = tuple(part for part in rest if isinstance(part, _Suffix))
        phrase = VerbPhrase(tuple(effects), Span(meta.start_pos, meta.end_pos), suffixes)
        return _Body(_Chain(((Link.NONE, phrase),)))

    @v_args(inline=True, meta=True)
    def body_may_action(
        self,
        meta: Meta,
        subject: Item | NounPhrase,
        modal: str,
        action: _Action,
        *suffixes: _Suffix,
    ) -> _Body:
        span = Span(meta.start_pos, meta.end_pos)
        if isinstance(subject, NounPhrase):
            if action.name not in ("band", "enter_battle") or subject.player is not None:
                refuse("one noun phrase here")
            # "Rebekah and Isaac may band together", "... and all of opponent's Heroes in
            # play must join the battle": each of them (REG: Band)
            phrase = VerbPhrase((Band(EMPTY),), span, suffixes, optional=modal == "may")
            return _Body(_Chain(((Link.NONE, phrase),)), actor=Actor(card=subject.selector()))
        built = subject.selector() if subject.player is None else None
        if built is not None and built.count.quantifier is Quantifier.NONE and modal == "may":
            effect = _prevent_action(evolve(subject, words=_without_none(subject.words)), action)
            return _Body(_Chain(((Link.NONE, VerbPhrase((effect,), span, suffixes)),)))
        if built is not None and action.name in ("band", "enter_battle"):
            # "Cornelius may join the battle", "must join the battle" (REG: Band)
            phrase = VerbPhrase((Band(EMPTY),), span, suffixes, optional=modal == "may")
            return _Body(_Chain(((Link.NONE, phrase),)), actor=Actor(card=built))
        return refuse("an action needs an object here")

    def body_use_limit(self, modal: str, limit: Limit) -> _Body:
        if modal != "may":
            refuse("a use limit reads 'may be used'")
        return _Body(modifiers=(limit,))

    def use_limit(self, times: int, period: str | None) -> Modifier:
        return Limit(times=times, per=period or "")

    def body_subject_use_limit(self, subject: Item | NounPhrase, modal: str, limit: Limit) -> _Body:
        if modal != "may":
            refuse("a use limit reads 'may be used'")
        scope = subject.selector()
        return _Body(modifiers=(_with_cards(limit, scope),))

    @v_args(inline=True, meta=True)
    def body_may_be(self, meta: Meta, subject: Item | NounPhrase, modal: str, kind: str) -> _Body:
        if isinstance(subject, NounPhrase):
            refuse("one noun phrase here")
        cards = subject.selector()
        if modal not in ("may", "can") or cards.count.quantifier is not Quantifier.NONE:
            refuse("only 'no ... may be' protects")
        cards = evolve(subject, words=_without_none(subject.words)).selector()
        source = Selector(count=Count(Quantifier.ALL), types=("ability",), abilities=(kind,))
        effect = Protect(cards, source)
        phrase = VerbPhrase((effect,), Span(meta.start_pos, meta.end_pos))
        return _Body(_Chain(((Link.NONE, phrase),)))

    @v_args(inline=True, meta=True)
    def body_by_numbers(self, meta: Meta, _: Token) -> _Body:
        phrase = VerbPhrase((Rule("by_numbers"),), Span(meta.start_pos, meta.end_pos))
        return _Body(_Chain(((Link.NONE, phrase),)))

    @v_args(inline=True, meta=True)
    def body_rescue_needs(self, meta: Meta, _: Token, phrase: NounPhrase, __: Token) -> _Body:
        """Read "Only a rescue attempt of 2 or more Heroes can be successful" (rules text).

        A rescue attempt by fewer Heroes fails: the Heroes, with the count that is at
        least, are the rule's target. Only Heroes, counted "N or more", say so.
        """
        heroes = phrase.selector()
        count = heroes.count
        if (
            heroes.types != ("Hero",)
            or count.quantifier is not Quantifier.AT_LEAST
            or count.number is None
            or count.number < 2  # one Hero alone makes any rescue attempt
            or heroes.parts
            or heroes.ref is not None
            or heroes.locations
        ):
            refuse("a rescue attempt needs two or more Heroes, counted")
        span = Span(meta.start_pos, meta.end_pos)
        verb = VerbPhrase((Rule("rescue_needs", heroes),), span)
        return _Body(_Chain(((Link.NONE, verb),)))

    @v_args(inline=True, meta=True)
    def body_lost_access_fails(self, meta: Meta, _: Token) -> _Body:
        """Read "If this causes the rescuer to lose access, rescue attempt fails" (rules text).

        The effect before ("Each opponent must discard one unoccupied site") may take away
        the access the rescuer needs to a Lost Soul in a Site: the rescue attempt then fails.
        """
        verb = VerbPhrase((Rule("lost_access_fails"),), Span(meta.start_pos, meta.end_pos))
        return _Body(_Chain(((Link.NONE, verb),)))

    def body_zero_toughness_discard(self, _: Token) -> _Body:
        """Read "If Hero is reduced to */0 or less, discard." (rules text).

        A character whose toughness is decreased to 0 or less is discarded (REG: Increase
        and Decrease): the sentence says the rule again and is no effect of its own.
        """
        return _Body()

    @v_args(inline=True, meta=True)
    def body_continues_as_challenge(self, meta: Meta, _: Token) -> _Body:
        phrase = VerbPhrase((Rule("continues_as_challenge"),), Span(meta.start_pos, meta.end_pos))
        return _Body(_Chain(((Link.NONE, phrase),)))

    @v_args(inline=True, meta=True)
    def body_site_access(self, meta: Meta, _: Token) -> _Body:
        effect = SiteAccess()
        phrase = VerbPhrase((effect,), Span(meta.start_pos, meta.end_pos))
        return _Body(_Chain(((Link.NONE, phrase),)))

    def action_band(self) -> _Action:
        return _Action("band")

    def action_block(self) -> _Action:
        return _Action("block")

    def action_attack(self) -> _Action:
        return _Action("attack")

    def action_rescue(self, _: Token) -> _Action:
        return _Action("rescue_attempt")

    def action_enter(self, place: Location) -> _Action:
        return _Action("enter_battle", place=place)

    def action_draw(self, *_: Token) -> _Action:
        return _Action("draw")

    def action_search(self, place: Location) -> _Action:
        """Read "may not ... search draw pile": searching the cards of that place."""
        return _Action("search", Selector(count=ALL, locations=(place,)))

    def action_play(self, phrase: NounPhrase) -> _Action:
        return _Action("play", phrase.selector())

    def action_use(self, phrase: NounPhrase) -> _Action:
        return _Action("use", phrase.selector())

    def free_action(self, action: _Action) -> _Action:
        return action

    def modifier_regardless(
        self, modifier: Modifier, condition: ConditionPhrase | None
    ) -> list[Modifier]:
        return [_with_condition(modifier, condition)]

    def suffix_alternative(self, *parts: Token | _Clause) -> _Suffix:
        clause = next(part for part in parts if isinstance(part, _Clause))
        return _Suffix(alternative=clause)

    def suffix_numbers_alternative(self, _: Token, stats: Token, atoms: list[object]) -> _Suffix:
        """Read "(or 12/12 if used by an Exodus Hero)": the numbers instead, if it holds."""
        return _Suffix(numbers=(_numbers(stats), _alternative_condition(atoms)))

    def suffix_count_alternative(self, _: Token, count: Count, *rest: object) -> _Suffix:
        """Read "(or 2 if The Holy Spirit is in play)": the count instead, if it holds."""
        atoms = next(part for part in rest if isinstance(part, list))
        return _Suffix(count=(count, _alternative_condition(atoms)))

    def suffix_also(self, *parts: Token | _Clause) -> _Suffix:
        clause = next(part for part in parts if isinstance(part, _Clause))
        return _Suffix(also=clause)

    def clause_alternative(self, *parts: _Prefix | _Chain) -> _Clause:
        chain = parts[-1]
        if not isinstance(chain, _Chain):  # pragma: no cover - the grammar puts it last
            refuse("an alternative needs an effect")
        return _Clause(tuple(p for p in parts if isinstance(p, _Prefix)), _Body(chain))

    def suffix_after_battle(self) -> _Suffix:
        return _Suffix(trigger=AtMoment(Moment.AFTER_BATTLE))

    def suffix_at_end(self, _: Token, unit: DurationUnit) -> _Suffix:
        if unit not in _END_MOMENTS:
            refuse("only the end of a turn, battle or phase fires an effect")
        return _Suffix(trigger=AtMoment(_END_MOMENTS[unit]))

    def suffix_at_owners_next_turn_end(self, _: Token) -> _Suffix:
        """Read "release him at the end of owner's next turn": the card's owner's next turn."""
        return _Suffix(trigger=AtMoment(Moment.END_OF_OWNERS_NEXT_TURN))

    def suffix_after_turns(self, count: Count) -> _Suffix:
        return _Suffix(trigger=self.after_turns(count))

    def suffix_after_blocks(self, count: Count) -> _Suffix:
        """Read "Discard this card after one block": once it has blocked that many times."""
        if count.number is None or count.quantifier is not Quantifier.EXACTLY:
            refuse("after how many blocks")
        return _Suffix(trigger=AtMoment(Moment.AFTER_BLOCKS, number=count.number))

    def suffix_after_use(self, _: Token) -> _Suffix:
        return _Suffix(trigger=AtMoment(Moment.AFTER_USE))

    def suffix_face_down(self, _: Token) -> _Suffix:
        """Read "place it face down on an occupied Site": the cards go face down."""
        return _Suffix(face_down=True)

    def suffix_immediately(self) -> _Suffix:
        """Read "is discarded immediately": at once, as every effect is (REG: Effects)."""
        return _Suffix()

    def suffix_without_using(self, _: Token) -> _Suffix:
        """Read "discard a card from hand without using it": as every discard is (REG: Discard)."""
        return _Suffix(unused=True)

    def suffix_except_this(self, _: Token) -> _Suffix:
        """Read "return all good enhancements to owner's hand except this one"."""
        return _Suffix(except_this=True)

    def suffix_except_after(self, _: Token, phrase: NounPhrase) -> _Suffix:
        """Read "return all Heroes in battle to territory (except giant slayers)"."""
        return _Suffix(excepted=phrase.selector())

    def suffix_tie_none(self, _: Token) -> _Suffix:
        """Read "(If there is a tie, do not draw)" after a draw by the player with the most.

        The player with the most has more than every other player, so in a tie none draws:
        the bracket says what the comparison says (REG: Conditions).
        """
        return _Suffix(tie_none=True)

    def suffix_treated_as_soul(self, _: Token) -> _Suffix:
        """Read "place him in opponent's Land of Bondage and treat as a Lost Soul".

        "Treat as a Lost Soul" recalls the game rule for a captive in a Land of Bondage (REG:
        Capture, Clarifications): it adds nothing to the placement it follows.
        """
        return _Suffix(soul_note=True)

    def suffix_unharmed(self) -> _Suffix:
        """Read "withdraw Hero from battle unharmed": as every withdraw is (REG: Withdraw)."""
        return _Suffix(unharmed=True)

    def suffix_with_numbers(self, token: Token, amount: Token) -> _Suffix:
        """Read "return it to territory with abilities decreased 3/3"."""
        return _Suffix(changed=(_text(token).split()[2], _numbers(amount)))

    def suffix_until_revealed(self, subject: Item) -> _Suffix:
        """Read "Reveal cards ... until 3 evil Enhancements are revealed" (REG: Reveal)."""
        return _Suffix(revealed_until=subject.selector())

    def suffix_or_continue(self, _: Token) -> _Suffix:
        """Read "Hero may withdraw from battle or continue the battle": the other choice."""
        return _Suffix(or_not=True)

    def suffix_any_order(self, _: Token) -> _Suffix:
        return _Suffix(any_order=True)

    def suffix_during(self, token: Token) -> _Suffix:
        words = _text(token).split()[1:]
        player = None
        if words[0] in ("your", "their", "his", "her", "opponent's"):
            player = Player.YOU if words[0] == "your" else Player.OPPONENT
            if words[0] in ("their", "his", "her"):
                player = Player.THAT_PLAYER
        if words[0] in ("your", "their", "his", "her", "each", "the", "a", "opponent's"):
            words = words[1:]
        text = " ".join(words).removesuffix(" phase")
        phase = Phase.RESCUE_ATTEMPT if text == "rescue attempt" else _PHASES[text]
        return _Suffix(trigger=EachPhase(phase, player=player, once=False))

    def suffix_each(self, token: Token) -> _Suffix:
        phase = {"turn": Phase.TURN, "battle": Phase.BATTLE, "round": Phase.ROUND}
        return _Suffix(trigger=EachPhase(phase[_text(token).split()[-1]]))

    def suffix_without_being(
        self,
        _: Token,
        kinds: list[type[_ShieldKind]],
    ) -> _Suffix:
        return _Suffix(modifiers=tuple(kind() for kind in kinds))

    def suffix_every_turn_aside(self, _: Token, subject: Item) -> _Suffix:
        aside = StatusIs(Status.SET_ASIDE, subject=phrase_selector(subject))
        # tested each turn the trigger fires; what was gained stays when the card returns
        return _Suffix(trigger=EachPhase(Phase.TURN), condition=ConditionPhrase("if", aside))

    def suffix_every_turn_doing(self, token: Token, subject: Item, _: Token) -> _Suffix:
        """Read "for every turn Hero prays" (or meditates, sleeps, mourns) as set aside."""
        return self.suffix_every_turn_aside(token, subject)

    def suffix_for_each(self, _: Token, item: Item) -> _Suffix:
        return _Suffix(for_each=item.selector())

    def suffix_for_each_here(self, _: Token, item: Item) -> _Suffix:
        """Read "for each Hero here": each one held on this card (REG: Sites, Fortresses)."""
        cards = item.selector()
        if cards.locations:
            refuse("'here' after cards that have a place")
        return _Suffix(for_each=evolve(cards, locations=(Location(Zone.ON_CARD, card=THIS_CARD),)))

    @v_args(inline=True, meta=True)
    def body_predicate_chain(
        self,
        meta: Meta,
        subject: Item | NounPhrase,
        phrase: _Predicate,
        *rest: Link | _Comma | _ButThen | VerbPhrase,
    ) -> _Body:
        """Read "Hero has access to any Site and may band to any White Brigade Hero".

        The phrases after the predicate are its subject's: they say "may" or "must" (or end
        the battle); a bare imperative after a predicate is refused as unclear.
        """
        first = _predicate_body(subject, phrase, Span(meta.start_pos, phrase.span.end)).chain
        if first is None:
            refuse("a modifier joined to effects")
        phrases: list[tuple[Link | _Comma, VerbPhrase]] = list(first.phrases)
        link: Link | _Comma = Link.AND
        for part in rest:
            if isinstance(part, _ButThen):
                refuse("'but then' after a predicate")
            if isinstance(part, (Link, _Comma)):
                link = part
                continue
            if part.optional is None and not all(isinstance(e, EndBattle) for e in part.effects):
                refuse("an effect after a predicate needs its subject")
            if part.actor is None and part.optional is not None and not part.named:
                part = evolve(part, actor=_actor(subject))  # noqa: PLW2901
            phrases.append((link, part))
        return _Body(_Chain(_commas_joined(phrases)))

    @v_args(inline=True, meta=True)
    def body_predicate_this_turn(
        self, meta: Meta, subject: Item | NounPhrase, _: Token, phrase: _Predicate
    ) -> _Body:
        """Read "The effects of all Artifacts this turn are negated": as "... this turn"."""
        if any(suffix.duration is not None for suffix in phrase.suffixes):
            refuse("a second duration after 'this turn'")
        this_turn = _Suffix(duration=Duration(DurationUnit.TURN))
        phrase = evolve(phrase, suffixes=(*phrase.suffixes, this_turn))
        return _predicate_body(subject, phrase, Span(meta.start_pos, phrase.span.end))

    @v_args(inline=True, meta=True)
    def body_predicate(self, meta: Meta, subject: Item | NounPhrase, phrase: _Predicate) -> _Body:
        # the effect's span runs from its subject ("Hero gains 2/2"): the target is read there
        return _predicate_body(subject, phrase, Span(meta.start_pos, phrase.span.end))

    @v_args(inline=True, meta=True)
    def pred_vp(
        self,
        meta: Meta,
        build: Callable[[NounPhrase], Any],
        *rest: _Suffix | Token | Callable[[NounPhrase], Any],
    ) -> _Predicate:
        builds = [
            build,
            *(part for part in rest if callable(part) and not isinstance(part, (Token, _Suffix))),
        ]
        suffixes = tuple(part for part in rest if isinstance(part, _Suffix))
        if len(builds) == 1:
            return _Predicate(build, Span(meta.start_pos, meta.end_pos), suffixes)

        def both(subject: NounPhrase) -> list[Any]:
            built: list[Any] = []
            for one in builds:
                result = one(subject)
                built.extend(result if isinstance(result, list) else [result])
            return built

        return _Predicate(both, Span(meta.start_pos, meta.end_pos), suffixes)

    def modal(self, token: Token, *_: Token) -> str:
        return _text(token)

    def vp_chain(
        self, first: VerbPhrase, *rest: Link | _Comma | _OrTo | _ButThen | VerbPhrase
    ) -> _Chain:
        phrases: list[tuple[Link | _Comma, VerbPhrase]] = [(Link.NONE, _resolve_there(None, first))]
        link: Link | _Comma = Link.AND
        price = False
        for part in rest:
            if isinstance(part, _ButThen):
                link, price = Link.THEN, True
                continue
            if price and isinstance(part, VerbPhrase):  # "but then": if you do, it must
                part = evolve(  # noqa: PLW2901
                    part,
                    optional=False,
                    suffixes=(_Suffix(condition=ConditionPhrase("if", IfDone())), *part.suffixes),
                )
                price = False
            if isinstance(part, _OrTo):
                if phrases[-1][1].benefit is None:
                    refuse("'or to' follows only the benefit of a cost")
                link = Link.OR
                continue
            if isinstance(part, (Link, _Comma)):
                link = part
                continue
            part = _resolve_either(phrases[-1][1], _resolve_there(phrases[-1][1], part))  # noqa: PLW2901
            if (
                _is_selection(phrases[-1][1])
                and (link is COMMA or link in (Link.AND, Link.THEN))
                and (joined := _select_and(phrases[-1][1], part)) is not None
            ):
                phrases[-1] = (phrases[-1][0], joined)
            else:
                phrases.append((link, part))
        return _Chain(_commas_joined(_shuffle_searched(phrases)))

    def or_to(self, _: Token) -> _OrTo:
        """Read "or to" between verb phrases: another benefit of the cost before."""
        return OR_TO

    def vconj(self, token: Token) -> Link | _Comma | _ButThen:
        """The word joining two verb phrases; a bare comma joins as the series' last word."""
        if token.type == "VCOMMA":
            return COMMA
        if _text(token).replace(",", " ").split() == ["but", "then"]:
            return BUT_THEN
        return self.conj_link(token)

    def conj_link(self, token: Token) -> Link:
        """The link a joining word makes, a bare comma read as "and"."""
        words = _text(token).replace(",", " ").split()
        if not words:
            return Link.AND
        if words[0] == "and" and words[-1] == "then":
            return Link.THEN
        return _CONJ_LINKS.get(" ".join(words), Link.AND)

    def vp_prefix(self, condition: ConditionPhrase, *_: Token) -> _Suffix:
        return _Suffix(condition=condition)

    def vp_prefixed(self, prefix: _Suffix, phrase: VerbPhrase) -> VerbPhrase:
        return evolve(phrase, suffixes=(prefix, *phrase.suffixes))

    def vp_make(self, _: Token, phrase: VerbPhrase) -> VerbPhrase:
        """Read "or make opponent discard a card from hand": the opponent must (REG: Force)."""
        return evolve(phrase, optional=False, actor=Actor(player=Player.OPPONENT))

    @v_args(inline=True, meta=True)
    def vp_cost_have(
        self, meta: Meta, effect: Effect | list[Effect], *rest: _Suffix | Token | VerbPhrase
    ) -> VerbPhrase:
        """Read "discard this card to have your Hero band to a Revelation angel".

        The Hero named bands, as "your Hero may band to ..." and "that Hero may band to ..."
        read (REG: Band); having a Hero do anything else is refused.
        """
        token = next(part for part in rest if isinstance(part, Token))
        benefit = rest[-1]
        if not isinstance(benefit, VerbPhrase):  # pragma: no cover - grammar puts it last
            refuse("a cost needs a benefit")
        if not all(isinstance(each, Band) for each in benefit.effects) or benefit.benefit:
            refuse("only a band is had of a Hero")
        hero = Selector(count=Count(Quantifier.EXACTLY, 1), types=("Hero",))
        if str(token).lower().split()[2] == "your":
            hero = evolve(hero, owner=Player.YOU)
        else:
            hero = evolve(hero, ref=Ref.THAT)
        suffixes = tuple(part for part in rest if isinstance(part, _Suffix))
        end = token.start_pos if token.start_pos is not None else benefit.span.start
        return VerbPhrase(
            _effects(effect),
            Span(meta.start_pos, max(meta.start_pos, end)),
            suffixes,
            evolve(benefit, actor=Actor(card=hero), named=True),
        )

    def vp_modal(self, modal: str, phrase: VerbPhrase) -> VerbPhrase:
        return evolve(phrase, optional=modal == "may")

    def vp_subject(self, subject: Item, modal: str, phrase: VerbPhrase) -> VerbPhrase:
        return evolve(phrase, optional=modal == "may", actor=_actor(subject), named=True)

    @v_args(inline=True, meta=True)
    def vp_ignore(self, meta: Meta, build: Callable[[NounPhrase], Any]) -> VerbPhrase:
        """Read "interrupt the battle and ignore one Evil Character": this card ignores it.

        As the sentence "Ignore one Evil Character." reads (REG: Withdraw, ignore).
        """
        built = build(NounPhrase((Item(ref=Ref.THIS_CARD),)))
        return VerbPhrase(_effects(built), Span(meta.start_pos, meta.end_pos))

    @v_args(inline=True, meta=True)
    def vp(self, meta: Meta, effect: Effect | list[Effect], *suffixes: _Suffix) -> VerbPhrase:
        return VerbPhrase(_effects(effect), Span(meta.start_pos, meta.end_pos), suffixes)

    @v_args(inline=True, meta=True)
    def vp_cost(
        self, meta: Meta, effect: Effect | list[Effect], *rest: _Suffix | Token | VerbPhrase
    ) -> VerbPhrase:
        suffixes = tuple(part for part in rest if isinstance(part, _Suffix))
        benefit = rest[-1]
        if not isinstance(benefit, VerbPhrase):  # pragma: no cover - grammar puts it last
            refuse("a cost needs a benefit")
        to_token = next(part for part in rest if isinstance(part, Token))
        end = to_token.start_pos if to_token.start_pos is not None else benefit.span.start
        return VerbPhrase(
            _effects(effect), Span(meta.start_pos, max(meta.start_pos, end)), suffixes, benefit
        )

    def suffix_condition(self, *parts: Token | ConditionPhrase) -> _Suffix:
        return _Suffix(condition=next(p for p in parts if isinstance(p, ConditionPhrase)))

    def suffix_duration(self, *parts: Token | Duration) -> _Suffix:
        return _Suffix(duration=next(p for p in parts if isinstance(p, Duration)))

    def suffix_modifier(self, *parts: Token | Modifier | list[Modifier]) -> _Suffix | list[_Suffix]:
        for part in parts:
            if isinstance(part, Modifier):
                return _Suffix(modifier=part)
        return refuse("a modifier was expected")  # pragma: no cover

    def modifier_shield(
        self, modifiers: list[Modifier], condition: ConditionPhrase | None
    ) -> list[Modifier]:
        return [_with_condition(modifier, condition) for modifier in modifiers]

    def modifier_shield_subject(
        self,
        subject: Item | NounPhrase,
        modifiers: list[Modifier],
        condition: ConditionPhrase | None,
    ) -> list[Modifier]:
        scope = subject.selector()
        kept = None if scope.ref is Ref.THIS_CARD else scope
        return [_with_cards(_with_condition(m, condition), kept) for m in modifiers]

    def modifier_shield_subject_where(
        self, subject: Item | NounPhrase, modifiers: list[Modifier], place: Location
    ) -> list[Modifier]:
        """Read "Bethany Heroes cannot be negated in battle": those cards while there."""
        scope = subject.selector()
        if scope.ref is not None or scope.parts:
            refuse("a place narrows cards described")
        scope = evolve(scope, locations=(*scope.locations, place))
        return [_with_cards(modifier, scope) for modifier in modifiers]

    def modifier_shield_where(self, modifiers: list[Modifier], place: Location) -> list[Modifier]:
        here = Exists(Selector(ref=Ref.THIS_CARD, locations=(place,)))
        return [evolve(modifier, condition=here) for modifier in modifiers]

    def modifier_plain(self, modifier: Modifier) -> list[Modifier]:
        return [modifier]

    def modifier_two_limits(self, first: Modifier, times: int, per: str) -> list[Modifier]:
        """Read "Limit once per round and twice per game": both limits hold."""
        if not isinstance(first, Limit) or not first.per or first.per == per:
            refuse("a second limit needs a timeframe of its own")
        return [first, Limit(times=times, per=per)]


# -- helpers ---------------------------------------------------------------------------------


_CALLED_BY_KIN: Final = {"Goliath's Brother": "Lahmi"}
"""Cards a text calls by their kin, with their titles (I Chronicles 20:5: "Lahmi the brother of
Goliath")."""

_BACK_REFS = frozenset({Ref.IT, Ref.THEM, Ref.THAT})

OMITTED: Final = Selector(qualifiers=("omitted",))
"""The object of "place in territory", left out: resolved once the ability is read."""


_THERE: Final = Location(Zone.PILE_NAMED_BEFORE)
"""The place of "cards there" until :func:`_resolve_there` names it."""


def _resolve_there(before: VerbPhrase | None, phrase: VerbPhrase) -> VerbPhrase:
    """Put the place of the effect *before* where *phrase* says "there".

    "Look at opponent's hand and take one enhancement there": the Enhancement is taken
    from opponent's hand. With no effect before, or one that names no place, "there" says
    nothing and is refused.
    """
    if not any(_THERE in _target_places(effect) for effect in phrase.effects):
        return phrase
    places = _target_places(before.effects[-1]) if before is not None and before.effects else ()
    if not places or _THERE in places:
        refuse("'there' needs a place named before")
    effects = []
    for effect in phrase.effects:
        target = getattr(effect, "target", None)
        if isinstance(target, Selector) and _THERE in target.locations:
            located = tuple(
                place
                for spot in target.locations
                for place in (places if spot == _THERE else (spot,))
            )
            moved = evolve(target, locations=located)
            effect = evolve(effect, target=moved)  # type: ignore[call-arg]  # noqa: PLW2901
        effects.append(effect)
    return evolve(phrase, effects=tuple(effects))


_EITHER: Final = "either"
"""The mark of "put either" until :func:`_resolve_either` finds what it is one of."""


def _resolve_either(before: VerbPhrase, phrase: VerbPhrase) -> VerbPhrase:
    """Read "search ... for A or B and put either into your territory": the one found.

    "either" is "it" when the effect before dealt with one card of two named with "or";
    after anything else it says nothing and is refused.
    """
    marked = [
        effect
        for effect in phrase.effects
        if isinstance(target := getattr(effect, "target", None), Selector)
        and _EITHER in target.qualifiers
    ]
    if not marked:
        return phrase
    search = before.effects[-1] if before.effects else None
    found = search.target if isinstance(search, Search) else None
    if (
        found is None
        or found.join is not Join.OR
        or found.count != ONE
        or any(part.count != ONE for part in found.parts)
    ):
        refuse("'either' needs a search for one card of two named before")
    effects = []
    for effect in phrase.effects:
        if effect in marked:
            target = effect.target  # type: ignore[attr-defined]
            kept = tuple(word for word in target.qualifiers if word != _EITHER)
            effect = evolve(effect, target=evolve(target, qualifiers=kept))  # type: ignore[call-arg]  # noqa: PLW2901
        effects.append(effect)
    return evolve(phrase, effects=tuple(effects))


_ALREADY_BANDED: Final = Selector(count=ALL, qualifiers=("banded", "already"))
""""Any already banded" until :func:`_resolve_already_banded` finds whom it means."""


def _resolve_already_banded(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """Read "No Heroes may band this turn.  Any already banded must return ...".

    "Any already banded" are the characters the effect before kept from banding (a prevent
    of their band abilities) that are in battle, banded already: they withdraw. After
    anything else it is refused.
    """
    resolved: list[Effect] = []
    for effect in effects:
        if isinstance(effect, Withdraw) and effect.target == _ALREADY_BANDED:
            before = resolved[-1] if resolved else None
            if (
                not isinstance(before, Prevent)
                or before.target.abilities != ("band",)
                or "ability" not in before.target.types
            ):
                refuse("'any already banded' follows characters kept from banding")
            kept = before.target
            types = tuple(kind for kind in kept.types if kind != "ability")
            if not types:
                refuse("'any already banded' follows characters kept from banding")
            target = evolve(
                kept,
                count=ALL,
                types=types,
                abilities=(),
                qualifiers=(*kept.qualifiers, "banded"),
                locations=(Location(Zone.BATTLE),),
            )
            effect = evolve(effect, target=target)  # noqa: PLW2901
        resolved.append(effect)
    return tuple(resolved)


def _check_done_in_place(effects: tuple[Effect, ...]) -> None:
    """Refuse "If you take from discard pile" after an effect of another verb or place.

    The condition names the effect before it (Temple Guard: "You may take ... from Reserve
    (or ... from discard pile ...). If you take from discard pile, ..."): that effect must be
    of the verb and have the place among its own. With no effect before it, as "if you do",
    the condition is read as it stands.
    """
    for index, effect in enumerate(effects):
        condition = effect.condition
        if not isinstance(condition, IfDone) or condition.place is None:
            continue
        before = [e for e in effects[:index] if e.condition != condition]
        if not before:
            continue
        done = before[-1]
        if done.kind != condition.effect or condition.place.zone not in _zones_of(done):
            refuse(f"'if you {condition.effect}' names no such effect before it")


def _zones_of(effect: Effect) -> set[Zone]:
    """The places *effect* takes its cards from or puts them in."""
    zones = {Zone.BATTLE} if effect.kind == "add_to_battle" else set()
    target = getattr(effect, "target", None)
    if isinstance(target, Selector):
        zones.update(place.zone for place in target.locations)
        zones.update(place.zone for place in target.alternative_locations)
    destination = getattr(effect, "destination", None)
    if isinstance(destination, Location):
        zones.add(destination.zone)
    return zones


def _check_lost_access(effects: tuple[Effect, ...]) -> None:
    """Refuse "If this causes the rescuer to lose access" with no discard before it.

    "This" is the effect just before, a discard that may take away a Site the rescuer
    needs (Land Made Waste: "Each opponent must discard one unoccupied site"); with
    nothing discarded before it names nothing.
    """
    for index, effect in enumerate(effects):
        if not isinstance(effect, Rule) or effect.rule != "lost_access_fails":
            continue
        if not index or not isinstance(effects[index - 1], Discard):
            refuse("'this' names no discard before it")


def _check_general_bondage(effects: tuple[Effect, ...]) -> None:
    """Refuse "general Land of Bondage" but for Lost Souls taken from a Site.

    "Return all Lost Souls from a Site to general Land of Bondage" says where they go back
    (REG: Sites); "Lost Soul is returned to general Land of Bondage" with no Site named
    would move any Lost Soul.
    """
    for effect in effects:
        destination = getattr(effect, "destination", None)
        if not isinstance(destination, Location) or destination.owner is not Player.CONTROLLER:
            continue
        if destination.zone is not Zone.LAND_OF_BONDAGE:
            continue
        target = getattr(effect, "target", None)
        places = target.locations if isinstance(target, Selector) else ()
        if not any(
            place.zone is Zone.ON_CARD and place.card is not None and "Site" in place.card.types
            for place in places
        ):
            refuse("general Land of Bondage is where Lost Souls in a Site go back to")


def _resolve_one_instead(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """Read "If there are none, discard one from opponent's deck instead" as one of those.

    After an effect that found no card ("If you cannot", "If there are none"), a bare "one"
    that acts instead stands for one card of the kinds that effect named, now from the place
    the sentence says (Desecrate the Temple: "discard an Artifact, Temple, or good Dominant in
    opponent's territory"). With no kinds named before it the text is refused.
    """
    resolved: list[Effect] = []
    for effect in effects:
        target = getattr(effect, "target", None)
        if (
            effect.condition == IF_YOU_CANNOT
            and any(isinstance(m, Instead) for m in effect.modifiers)
            and isinstance(target, Selector)
            and target.locations
            and evolve(target, locations=()) == Selector(count=ONE)
        ):
            earlier = getattr(resolved[-1], "target", None) if resolved else None
            if not isinstance(earlier, Selector) or earlier.ref is not None:
                refuse("'one' names no cards before it")
            if earlier == evolve(Selector(count=earlier.count), locations=earlier.locations):
                refuse("'one' names no cards before it")
            parts = tuple(evolve(part, locations=target.locations) for part in earlier.parts)
            kinds = evolve(earlier, count=target.count, parts=parts)
            target = kinds if parts else evolve(kinds, locations=target.locations)
            effect = evolve(effect, target=target)  # type: ignore[call-arg]  # noqa: PLW2901
        resolved.append(effect)
    return tuple(resolved)


def _resolve_captive(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """Read "Take any Hero prisoner and place Hero in your Land of Bondage" as the one taken.

    After a capture of one card, "place Hero" (or "the Hero") names that captive again, as
    "place in your Land of Bondage" does with its object left out; it is no second Hero to
    move (REG: Capture, "take prisoner" means capture and the captive goes to a Land of
    Bondage). A noun of another kind than the captive's, or a noun with more than a kind, is
    left as it reads.
    """
    resolved: list[Effect] = []
    for effect in effects:
        before = resolved[-1] if resolved else None
        target = getattr(effect, "target", None)
        if (
            isinstance(effect, Place)
            and isinstance(before, Capture)
            and effect.link in (Link.AND, Link.NONE)
            and effect.condition == before.condition
            and isinstance(target, Selector)
            and target == Selector(count=ONE, types=target.types)
            and before.target.count == ONE
            and target.types
            and set(target.types) <= set(before.target.types)
        ):
            effect = evolve(effect, target=Selector(count=ONE, ref=Ref.IT))  # noqa: PLW2901
        resolved.append(effect)
    return tuple(resolved)


_THAT_BRIGADE: Final = "that_brigade"
"""The qualifier "of that brigade" leaves until the brigade it refers back to is found."""


def _resolve_that_brigade(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """Read "Select an evil brigade. ... Enhancements of that brigade" as the one selected.

    "that brigade" refers back to a brigade selected (or chosen) before it; it is no brigade
    called "that", nor a card. With no such selection before it the text is refused.
    """
    resolved: list[Effect] = []
    selected = False
    for effect in effects:
        if _holds_qualifier(effect, _THAT_BRIGADE):
            if not selected:
                refuse("'that brigade' needs a brigade selected before it")
            effect = _swap_qualifier(effect, _THAT_BRIGADE, "selected_brigade")  # noqa: PLW2901
        resolved.append(effect)
        target = getattr(effect, "target", None)
        if isinstance(effect, Select) and isinstance(target, Selector):
            selected = selected or target.types == ("brigade",)
    return tuple(resolved)


def _holds_qualifier(value: object, qualifier: str) -> bool:
    if isinstance(value, Selector) and qualifier in value.qualifiers:
        return True
    if isinstance(value, (tuple, list)):
        return any(_holds_qualifier(item, qualifier) for item in value)
    kind = type(value)
    if has(kind):
        return any(_holds_qualifier(getattr(value, name.name), qualifier) for name in fields(kind))
    return False


def _swap_qualifier(value: Any, old: str, new: str) -> Any:  # noqa: ANN401
    """*value* with every selector's qualifier *old* in it replaced by *new*."""
    if isinstance(value, tuple):
        return tuple(_swap_qualifier(item, old, new) for item in value)
    kind = type(value)
    if not has(kind):
        return value
    changes = {
        name.name: _swap_qualifier(getattr(value, name.name), old, new)
        for name in fields(kind)
        if _holds_qualifier(getattr(value, name.name), old)
    }
    if isinstance(value, Selector) and old in value.qualifiers:
        changes["qualifiers"] = tuple(new if q == old else q for q in value.qualifiers)
    return evolve(value, **changes) if changes else value


def _holds_there(value: object) -> bool:
    """Whether a "there" or an "either" is left in *value* that nothing before it named."""
    if value == _THERE:
        return True
    if isinstance(value, Selector) and _EITHER in value.qualifiers:
        return True
    if isinstance(value, (tuple, list)):
        return any(_holds_there(item) for item in value)
    kind = type(value)
    if has(kind):
        return any(_holds_there(getattr(value, name.name)) for name in fields(kind))
    return False


def _target_places(effect: Effect) -> tuple[Location, ...]:
    target = getattr(effect, "target", None)
    return target.locations if isinstance(target, Selector) else ()


def _is_selection(phrase: VerbPhrase) -> bool:
    """Whether *phrase* is "select X" alone, with nothing after it."""
    return (
        len(phrase.effects) == 1
        and isinstance(phrase.effects[0], Select)
        and phrase.effects[0].target is not None
        and not phrase.suffixes
        and phrase.benefit is None
    )


def _select_and(selection: VerbPhrase, then: VerbPhrase) -> VerbPhrase | None:
    """Read "select X and remove them from the game" as removing X (REG: Targeting).

    When the phrase after the "and" acts on what is selected ("them", "it", "the
    hero(s)", or an object left out), the two are one phrase acting on X; otherwise
    (``None``) each stands on its own.
    """
    chosen = selection.effects[0].target  # type: ignore[attr-defined]
    if then.optional is not None or then.actor is not None or not isinstance(chosen, Selector):
        return None
    resolved: list[Effect] = []
    for found in then.effects:
        changes: dict[str, Any] = {
            one.name: chosen
            for one in fields(type(found))
            if isinstance(value := getattr(found, one.name), Selector) and _refers_to(value, chosen)
        }
        if not changes:
            return None
        resolved.append(evolve(found, **changes))
    span = Span(selection.span.start, then.span.end)
    return evolve(then, effects=tuple(resolved), span=span)


def _refers_to(value: Selector, chosen: Selector) -> bool:
    """Whether *value* names the cards just selected: "them", "that Hero", "the hero(s)"."""
    if value == OMITTED:
        return True
    if value.ref in _BACK_REFS:
        return value == Selector(count=value.count, ref=value.ref, types=value.types)
    # "the hero(s)": the selected cards named again
    bare = Selector(count=value.count, types=value.types, qualifiers=(DEFINITE,))
    return value == bare and bool(value.types) and set(value.types) <= set(chosen.types)


_HIS_NAME: Final = "<his name>"
"""The text of "bearing his name in the title" until the card it names is known."""


def _resolve_his_name(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """Put the user's name in "David may use any enhancement bearing his name in the title".

    Only a use of other Enhancements by a card named once ("David may use") says whose name
    it is; anywhere else "his name" is refused.
    """
    resolved: list[Effect] = []
    for effect in effects:
        if _HIS_NAME in repr(effect):
            resolved.append(_his_name_put_in(effect))
        else:
            resolved.append(effect)
    return tuple(resolved)


def _his_name_put_in(effect: Effect) -> Effect:
    """*effect*, a use of other Enhancements, with the user's name for "his name"."""
    if not isinstance(effect, UseOtherEnhancements) or effect.enhancements is None:
        return refuse("'his name' needs the one card named that uses the cards")
    used = effect.enhancements
    actor = effect.actor.card if effect.actor is not None else None
    if (
        used.text != _HIS_NAME
        or actor is None
        or len(actor.names) != 1
        or _HIS_NAME in repr(evolve(effect, enhancements=None))
    ):
        return refuse("'his name' needs the one card named that uses the cards")
    return evolve(effect, enhancements=evolve(used, text=actor.names[0]))


def _resolve_omitted(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """Give a left-out object its card.

    "Place on a Hero" (first in its sentence) places this card; "take a demon prisoner and
    place in your Tartaros site" places the demon.
    """
    resolved: list[Effect] = []
    for effect in effects:
        target = getattr(effect, "target", None)
        if target == OMITTED:
            before = resolved[-1] if resolved and effect.link is not Link.NONE else None
            earlier = getattr(before, "target", None)
            if isinstance(effect, Increase) and before and not isinstance(earlier, Selector):
                # "Draw 1 and increase 2/2": no cards before it to increase
                refuse("an increase with no cards named is of the cards of the effect before")
            if isinstance(effect, Decrease) and not isinstance(earlier, Selector):
                # "Decrease 2/2" alone names no cards: only those of the effect before
                refuse("a decrease with no cards named is of the cards of the effect before")
            if before is not None and not isinstance(earlier, Selector):
                target = Selector(count=ALL, ref=Ref.THEM)  # "draw three cards and add to hand"
            elif not isinstance(earlier, Selector) or earlier.ref is Ref.THIS_CARD:
                target = THIS_CARD
            elif _is_one(earlier.count) and (not earlier.parts or earlier.join is Join.OR):
                target = Selector(ref=Ref.IT)
            else:
                target = Selector(count=ALL, ref=Ref.THEM)
            effect = evolve(effect, target=target)  # type: ignore[call-arg]  # noqa: PLW2901
        resolved.append(effect)
    return tuple(resolved)


def _is_one(count: Count) -> bool:
    """Whether a count names one card: "a", "one", "any"."""
    return count == ONE or count.quantifier is Quantifier.ANY


def _resolve_definite(effects: Iterable[Effect]) -> tuple[Effect, ...]:
    """Read "the Lost Souls" after a reveal as the revealed ones (REG: Reveal).

    After a look, "the cards" are those looked at; with neither before it, "the" adds
    nothing to the cards described.
    """
    resolved: list[Effect] = []
    seen = ""
    just_revealed = False
    for effect in effects:
        changes: dict[str, Any] = {
            one.name: _definite(value, seen)
            for one in fields(type(effect))
            if isinstance(value := getattr(effect, one.name), Selector) and _has_definite(value)
        }
        # "reveal a Dominant to protect Heroes": what a reveal is done for is not among it
        just_revealed = just_revealed and effect.link not in (Link.NONE, Link.TO)
        target = changes.get("target", getattr(effect, "target", None))
        if just_revealed and isinstance(target, Selector) and _is_unplaced_plural(target):
            # "reveal the top X cards of opponent's deck; put Lost Souls in play": those revealed
            changes["target"] = evolve(target, qualifiers=(*target.qualifiers, "revealed"))
        condition = effect.condition
        if just_revealed and effect.link is Link.PAIRED and _is_unplaced_exists(condition):
            # "Reveal hand: If there is no Hero, take one from deck": no Hero among those shown
            found = evolve(condition.target, qualifiers=(*condition.target.qualifiers, "revealed"))
            changes["condition"] = evolve(condition, target=found)
        resolved.append(evolve(effect, **changes) if changes else effect)
        if isinstance(effect, Reveal):
            seen = "revealed"
            just_revealed = True
        elif isinstance(effect, Look) and not seen:
            seen = "looked"
    return tuple(resolved)


def _is_unplaced_exists(condition: Condition | None) -> TypeGuard[Exists]:
    """Whether *condition* is "if there is (no) X" with no place, reference or parts."""
    if not isinstance(condition, Exists):
        return False
    target = condition.target
    return (
        not target.locations
        and target.ref is None
        and not target.parts
        and "revealed" not in target.qualifiers
    )


def _is_unplaced_plural(selector: Selector) -> bool:
    """Whether *selector* is a kind of card and nothing more: "Lost Souls", "evil cards"."""
    return selector == Selector(
        count=ALL, alignment=selector.alignment, types=selector.types, brigades=selector.brigades
    ) and bool(selector.types)


def _has_definite(selector: Selector) -> bool:
    return DEFINITE in selector.qualifiers or any(_has_definite(p) for p in selector.parts)


def _definite(selector: Selector, seen: str) -> Selector:
    if selector.parts:
        selector = evolve(selector, parts=tuple(_definite(part, seen) for part in selector.parts))
    if DEFINITE not in selector.qualifiers:
        return selector
    kept = tuple(q for q in selector.qualifiers if q != DEFINITE)
    if seen == "revealed":
        return evolve(selector, qualifiers=(*kept, "revealed"))
    if seen == "looked":
        return evolve(selector, qualifiers=kept, ref=Ref.THEM)  # "those cards"
    return evolve(selector, qualifiers=kept)


def _strict_limit(stat: str, count: Count, *, above: bool) -> StatLimit:
    """Read "toughness greater than 5" (at least 6) and "greater than X" (strictly more)."""
    if count.number is None:
        quantifier = Quantifier.MORE_THAN if above else Quantifier.FEWER_THAN
        return _one_stat(stat, None, quantifier, count.variable)
    number = count.number + 1 if above else count.number - 1
    return _one_stat(stat, number, Quantifier.AT_LEAST if above else Quantifier.AT_MOST, "")


def _one_stat(stat: str, number: int | None, quantifier: Quantifier, variable: str) -> StatLimit:
    """A limit on strength or on toughness alone: "strength X or greater"."""
    on = (stat,) if variable else ()
    if stat == "strength":
        return StatLimit(
            strength=number, quantifier=quantifier, variable=variable, variable_stats=on
        )
    return StatLimit(toughness=number, quantifier=quantifier, variable=variable, variable_stats=on)


def _stat_int(text: str) -> int | None:
    text = text.lstrip("+")
    if text in ("X", "*", "-X"):
        return None
    return int(text)


def _bound(token: Token | None) -> Quantifier:
    if token is None:
        return Quantifier.EXACTLY
    return Quantifier.AT_MOST if token.type == "OR_LESS" else Quantifier.AT_LEAST


def _where(place: Location | None) -> Selector | None:
    if place is None:
        return None
    return Selector(count=ALL, locations=(place,))


def phrase_selector(item: Item) -> Selector:
    """The selector of *item*; a player ("by an opponent") means the cards that player uses."""
    player = item.player
    if player is not None:
        return Selector(count=Count(Quantifier.ALL), owner=player)
    return item.selector()


def _yours(cards: Selector) -> Selector:
    """*cards* as the user's, unless the text names them by reference or owner."""
    if cards.owner is not None or cards.ref is not None:
        return cards
    return evolve(cards, owner=Player.YOU)


def _on_event(
    event: Event, where: _Where | None, *, by: Selector | None, subject: Item | None = None
) -> Trigger:
    player = subject.player if subject is not None else None
    chosen = None if subject is None or player is not None else subject.selector()
    where = where or _Where()
    if where.attacked is not None and event is not (
        Event.ATTACKS if where.location is None else Event.WITHDRAWS
    ):
        refuse("only a rescue attempt, or a withdraw from one, is made against a player")
    return OnEvent(
        event,
        subject=chosen,
        player=player,
        by=by,
        where=_where(where.location),
        direction=None if where.location is None else where.direction,
        target=where.target,
        phase=where.phase,
        attacked=where.attacked,
    )


def _done_in_place(subject: Item, verb: Token, place: Location, direction: Direction) -> IfDone:
    if _player_of(subject) is not Player.YOU:
        refuse("only the user's effect before is done in a place")
    return IfDone(
        done=True, place=place, direction=direction, effect=_DONE_IN_PLACE[str(verb).lower()]
    )


_DONE_IN_PLACE: Final = {"take": "take", "reserve": "reserve", "add": "add_to_battle"}
"""The effects "If you take from discard pile" and its like name by their verb."""

_YOUR_PHASES: Final = {
    "preparation": Phase.PREPARATION,
    "draw": Phase.DRAW,
    "discard": Phase.DISCARD,
}
"""The phases "during your ... phase" names before a comma that ends a condition."""


def _within_turn(condition: ConditionPhrase) -> ConditionPhrase:
    """Put "this turn" on the past event a condition names ("has used ... this turn")."""

    def mark(found: Condition) -> Condition:
        if isinstance(found, Happened):
            return evolve(found, within="turn")
        if isinstance(found, (AllOf, AnyOf)):
            return evolve(found, conditions=tuple(mark(c) for c in found.conditions))
        return found

    if condition.condition is None:
        refuse("'this turn' qualifies something done earlier")
    marked = mark(condition.condition)
    if marked == condition.condition:
        refuse("'this turn' qualifies something done earlier")
    return evolve(condition, condition=marked)


def _until(cards: Selector, event: Event, where: _Where | None, by: Selector | None) -> Duration:
    """A duration that lasts until *cards* have had *event*: "until Hero is discarded"."""
    if where is not None and (where.phase is not None or where.target is not None):
        refuse("until an event in a place")
    place = where.location if where else None
    happened = Happened(
        event.value,
        target=cards,
        where=_where(place),
        direction=None if where is None or place is None else where.direction,
    )
    if by is not None:
        refuse("until an event, whoever causes it")
    return Duration(DurationUnit.UNTIL, None, until=happened)


def _numbers(stats: Token) -> Numbers:
    """A strength/toughness pair as printed: "2/2", "+1/+0", "0/X"."""
    strength, toughness = str(stats).split("/")
    return Numbers(Stat.parse(strength.lstrip("+")), Stat.parse(toughness.lstrip("+")))


def _alternative_condition(atoms: Sequence[object]) -> Condition:
    """The condition of a bracketed alternative; "if played in battle" is how it was played.

    An event there fires nothing: it says what has happened, as on a modifier.
    """
    built = _build_condition("if", atoms)
    if built.trigger is not None:
        built = ConditionPhrase("if", _with_condition(Limit(), built).condition)
    if built.condition is None:  # pragma: no cover - a phrase holds a condition or a trigger
        refuse("an alternative needs a condition")
    return built.condition


def _number_word(word: str) -> int:
    """A number printed in digits or in words: "6", "six"."""
    return int(word) if word.isdigit() else vocab.NUMBER_WORDS[word]


def _player_of(subject: Item) -> Player:
    player = subject.player
    if player is None:
        refuse("a player was expected")
    return _holder_is_user(player)


def _holder_is_user(player: Player) -> Player:
    """Read the holder of "if holder has a Samaria Site in play" as the user (REG: Holder).

    The holder is the player who controlled the card when the ability activated: the
    player using the ability, "you".
    """
    return Player.YOU if player is Player.HOLDER else player


def _one_of_those_missing(prefixes: tuple[_Prefix, ...], body: _Body) -> _Body:
    """In "If there is no Hero, take one from deck" the one taken is a Hero.

    A count with no noun ("one") after a condition that none of some cards is there names
    a card of that kind: the kind the condition found missing, not any card.
    """
    missing = [
        prefix.condition.condition.target
        for prefix in prefixes
        if prefix.condition is not None
        and isinstance(prefix.condition.condition, Exists)
        and prefix.condition.condition.target.count.quantifier is Quantifier.NONE
    ]
    if len(missing) != 1 or body.chain is None:
        return body
    (kind,) = missing
    phrases = []
    for link, phrase in body.chain.phrases:
        effects = []
        for effect in phrase.effects:
            target = getattr(effect, "target", None)
            if (
                isinstance(target, Selector)
                and target.count == ONE
                and target == Selector(count=target.count, locations=target.locations)
            ):
                named: dict[str, Any] = {
                    "target": evolve(kind, count=target.count, locations=target.locations)
                }
                effect = evolve(effect, **named)  # noqa: PLW2901
            effects.append(effect)
        phrases.append((link, evolve(phrase, effects=tuple(effects))))
    return evolve(body, chain=_Chain(tuple(phrases)))


def _bander_gains(chain: _Chain, actor: Actor | None) -> _Chain:
    """In "Lois may band to Eunice and gains 2/2" the card that bands, the subject, gains.

    Only a band followed by "and gain(s)" builds an increase of this card joined by "and"
    right after a band (:meth:`AbilityTransformer.band_and_gain`).
    """
    if actor is None or actor.card is None:
        return chain
    phrases = []
    for link, phrase in chain.phrases:
        effects = list(phrase.effects)
        for index in range(1, len(effects)):
            before, effect = effects[index - 1], effects[index]
            if (
                isinstance(before, Band)
                and isinstance(effect, Increase)
                and effect.link is Link.AND
                and effect.target == THIS_CARD
            ):
                effects[index] = evolve(effect, target=actor.card)
        phrases.append((link, evolve(phrase, effects=tuple(effects))))
    return _Chain(tuple(phrases))


def _actor(subject: Item | NounPhrase) -> Actor | None:
    having = subject.player_condition if isinstance(subject, Item) else None
    if having is not None and isinstance(subject, Item):
        # "each player with more than 6 cards in hand must discard"
        player = subject.described_player
        if player is None:
            refuse("only players are described by what they have")
        return Actor(player=player, having=having)
    player = subject.player
    if player in (Player.YOU, Player.HOLDER):
        return None  # "Holder may draw a card": the user (REG: Holder)
    if player is not None:
        return Actor(player=player)
    return Actor(card=subject.selector())


def _effects(effect: Effect | list[Effect] | tuple[Effect, ...]) -> tuple[Effect, ...]:
    if isinstance(effect, Effect):
        return (effect,)
    return tuple(effect)


def _with_cards(modifier: Modifier, cards: Selector | None) -> Modifier:
    if isinstance(modifier, Limit) and cards is not None and _own_ability(cards):
        return modifier  # "Special ability may be used once per game": this card's, a plain limit
    if isinstance(
        modifier,
        (CannotBeInterrupted, CannotBeNegated, CannotBePrevented, CannotBeRedirected, Limit),
    ):
        return evolve(modifier, cards=cards)
    if isinstance(modifier, Regardless):
        return evolve(modifier, cards=cards)
    return modifier


def _own_ability(cards: Selector) -> bool:
    """Whether *cards* is the card's own ability: "special ability", "this ability"."""
    return cards in _OWN_ABILITY


_OWN_ABILITY: Final = (
    Selector(count=Count(Quantifier.EXACTLY, 1), types=("ability",)),
    Selector(count=Count(Quantifier.EXACTLY, 1), types=("ability",), ref=Ref.THIS_CARD),
)


def _with_condition(modifier: Modifier, condition: ConditionPhrase | None) -> Modifier:
    if condition is None:
        return modifier
    found = condition.condition
    if condition.trigger is not None:
        # "unless David's Harp is activated": the event has happened (REG: Conditions)
        event = condition.trigger
        if not isinstance(event, OnEvent):
            # "Upon return, Enhancements played on Hero may not be negated": a moment,
            # which no past event records (it was the event "at_moment")
            refuse("a moment as the condition of a modifier")
        if event.phase or event.or_events:
            refuse("when an event happened, or which of several, as a condition")
        if event.once:
            # "the next time ...": only that first event, which no past event tells apart
            refuse("the next time an event happens, as the condition of a modifier")
        happened: Condition = Happened(
            event.event.value,
            event.player,
            event.subject,
            where=event.where,
            direction=event.direction,
            against=event.target,
            by=event.by,
        )
        if condition.word == "unless":
            happened = Not(happened)
        found = happened if found is None else AllOf((found, happened))
    if found is None:  # pragma: no cover - a phrase holds a condition or a trigger
        return modifier
    return evolve(modifier, condition=found)


def _merge(
    selector: Selector, extra: Selector, join: Join, *, before: bool, noun: bool = False
) -> Selector:
    """Join a bare noun phrase to the one an atom names: "a Pharisee or Sadducee".

    The owner and the place a list names once are shared as in any list: "if your magician
    or Egyptian blocks" (both yours), "unless Peter, John or Philip is in play" (all in
    play). With *noun* the phrase after is a noun with no determiner of its own, which a
    book alone before it shares (:func:`_book_of_noun`).
    """
    if noun and not before:
        selector = _book_of_noun(selector, extra)
    parts = [extra, selector] if before else [selector, extra]
    joined = join_selectors(parts, join)
    return evolve(joined, parts=_shared_parts(joined.parts)) if joined.parts else joined


def _book_of_noun(selector: Selector, noun: Selector) -> Selector:
    """A book of the Bible alone before "or" and a noun: "an Exodus or * Hero".

    "If used by an Exodus or * Hero" is used by an Exodus Hero or a * Hero: the book is an
    adjective of the noun said once after both, as in "a Luke or John Hero" (REG:
    Reference). Only the noun is shared, not the adjectives before it. A book with a noun
    of its own after it ("a Job or a Revelation Hero") stays a name.
    """
    if (
        len(selector.names) != 1
        or selector.names[0] not in vocab.BOOKS
        or selector != Selector(count=selector.count, owner=selector.owner, names=selector.names)
        or not noun.types
        or noun.names
        or noun.ref is not None
    ):
        return selector
    return Selector(
        count=selector.count,
        owner=selector.owner,
        alignment=noun.alignment,
        types=noun.types,
        books=selector.names,
    )


def _shared_parts(parts: tuple[Selector, ...]) -> tuple[Selector, ...]:
    owner, places = parts[0].owner, parts[-1].locations
    shared: list[Selector] = []
    for index, part in enumerate(parts):
        bare = _is_bare_noun(part, names=True)
        if index and owner is not None and bare:
            part = evolve(part, owner=owner)  # noqa: PLW2901
        if index and bare:
            # "if your lone David or Solomon attacks": Solomon alone too
            part = evolve(part, qualifiers=shared_states(parts[0], part))  # noqa: PLW2901
        if places and not part.locations and part.ref is None and bare:
            part = evolve(part, locations=places)  # noqa: PLW2901
        shared.append(part)
    return tuple(shared)


def _is_bare_noun(part: Selector, *, names: bool = False) -> bool:
    """Whether a selector is a noun and its adjectives: "prophet", "an O.T. Hero"."""
    described = Selector(
        count=part.count,
        alignment=part.alignment,
        types=part.types,
        brigades=part.brigades,
        identifiers=part.identifiers,
        books=part.books,
        names=part.names if names else (),
        qualifiers=part.qualifiers,
    )
    return bool(part.types or part.identifiers or (names and part.names)) and part == described


def _merge_last(selector: Selector, extra: Selector, join: Join, *, noun: bool) -> Selector:
    """Join a bare noun phrase to the last noun of *selector*: the card an ability is on."""
    place = selector.locations[-1] if selector.locations else None
    if place is not None and place.zone is Zone.ON_CARD and place.card is not None:
        holder = evolve(place, card=_merge_last(place.card, extra, join, noun=noun))
        return evolve(selector, locations=(*selector.locations[:-1], holder))
    return _merge(selector, extra, join, before=False, noun=noun)


_Atom = Condition | Trigger


def _merge_more(
    atom: _Atom,
    extra: Selector,
    join: Join,
    *,
    before: bool,
    cause_first: bool = False,
    noun: bool = False,
) -> _Atom:
    """Extend the noun phrase of *atom* (its subject first) with a bare one.

    With *cause_first* the atom's sentence named its cause first ("if an evil card targets
    your Hero"): a noun phrase before it extends the cause, one after it the cards the event
    is done to. With *noun* the phrase is a noun with no determiner of its own.
    """
    if cause_first and isinstance(atom, OnEvent) and atom.by is not None:
        if before:
            return evolve(atom, by=_merge(atom.by, extra, join, before=True))
        if atom.subject is not None:
            return evolve(atom, subject=_merge(atom.subject, extra, join, before=False, noun=noun))
    if not before and isinstance(atom, OnEvent) and atom.by is not None:
        # "draws because of an ability on a character or enhancement": the cause is last
        return evolve(atom, by=_merge_last(atom.by, extra, join, noun=noun))
    if not before and isinstance(atom, OnEvent) and atom.target is not None:
        # "if opponent's demon blocks your Luke or John Hero": the cards it is done to are last
        return evolve(atom, target=_merge(atom.target, extra, join, before=False, noun=noun))
    if not before and isinstance(atom, Is):
        # "if the only Hero in battle is Samuel or a Judge": the description is last
        return evolve(
            atom, description=_merge(atom.description, extra, join, before=False, noun=noun)
        )
    if not before and isinstance(atom, Controls) and _counted_together(atom.target, extra):
        # "If you control 12 angels or male Genesis Heroes": twelve cards, each of either kind
        kinds = _merge(evolve(atom.target, count=ALL), extra, Join.OR, before=False)
        return evolve(atom, target=evolve(kinds, count=atom.target.count))
    if join is Join.AND_OR:
        refuse("'and/or' joins kinds of cards a player controls, counted together")
    if not before and isinstance(atom, (Happened, OnEvent)) and _played_on_card(atom):
        # "if played on a Pharisee or Sadducee": the card it was played on is either
        return evolve(atom, where=_merge_last(atom.where or Selector(), extra, join, noun=noun))
    fields = ("subject", "user", "description", "target", "opponent")
    if before:
        fields = ("subject", "user", "target", "opponent", "description")
    for name in fields:
        current = getattr(atom, name, None)
        if isinstance(current, Selector):
            return evolve(atom, **{name: _merge(current, extra, join, before=before, noun=noun)})
    if before and isinstance(atom, OnEvent) and atom.subject is None and atom.player is None:
        return evolve(atom, subject=_merge(Selector(ref=Ref.THIS_CARD), extra, join, before=True))
    return refuse("a noun phrase cannot extend this condition")


def _played_on_card(atom: Happened | OnEvent) -> bool:
    """Whether *atom* is this card's own event on a card and no more: "if played on a Judge".

    A bare noun phrase after it ("or Sadducee") names another card it may be on.
    """
    if atom.where is None:
        return False
    if atom.target is not None or atom.by is not None:
        return False
    if isinstance(atom, OnEvent) and (atom.subject is not None or atom.player is not None):
        return False
    if isinstance(atom, Happened) and (atom.player is not None or atom.against is not None):
        return False
    places = atom.where.locations
    return len(places) == 1 and places[0].zone is Zone.ON_CARD and places[0].card is not None


def _counted_together(cards: Selector, extra: Selector) -> bool:
    """Whether a number before a list of kinds counts them all: "12 angels or male Heroes".

    A plural after "or" without a count of its own ("male Genesis Heroes") is more of the
    cards counted, not every such card; one kind before it, counted more than once.
    """
    count = cards.count
    return (
        count.quantifier in (Quantifier.EXACTLY, Quantifier.AT_LEAST)
        and count.number is not None
        and count.number > 1
        and not count.variable
        and not cards.parts
        and extra.count == ALL
        and not extra.parts
        and extra.ref is None
        and not extra.locations
    )


def condition_of(atoms: Sequence[object]) -> Condition:
    """The condition of a ``condition_body`` (for pack callbacks that take one).

    Raises:
        PhraseError: the body names an event rather than a state.
    """
    built = _build_condition("if", atoms)
    if built.condition is None:
        refuse("a condition was expected, not an event")
    return built.condition


_QUOTES = "\"'\u2018\u2019\u201c\u201d"


def _text_in(place: str) -> str:
    """Where words a card holds are: ``""`` (the title) or ``"special ability"``.

    Raises:
        PhraseError: another place (an identifier, a reference): no description holds it.
    """
    words = " ".join(place.lower().split())
    if words in ("title", "name"):
        return ""
    if words == "special ability":
        return "special ability"
    refuse(f"words in a card's {words}")


def _text_alternatives(words: str) -> tuple[str, ...]:
    """The words a card's text may hold: "'False' or 'Deceit'" is ("False", "Deceit")."""
    parts = re.split(r"\s*,\s*(?:or\s+)?|\s+or\s+", words.strip())
    return tuple(" ".join(part.strip(_QUOTES).split()) for part in parts if part.strip(_QUOTES))


def _predicate_body(subject: Item | NounPhrase, phrase: _Predicate, span: Span) -> _Body:
    built = phrase.build(subject if isinstance(subject, NounPhrase) else NounPhrase((subject,)))
    if isinstance(built, Modifier):
        return _Body(modifiers=(built,))
    if isinstance(built, list) and any(isinstance(one, Modifier) for one in built):
        refuse("a predicate joined to a modifier")
    for effect in _effects(built) if not isinstance(built, Modifier) else ():
        if isinstance(effect, Withdraw) and _unplaced_plural(effect.target):
            # "Evil Characters return to owner's territory" after a Fortress is discarded:
            # the ones it held, which the words do not say
            refuse("which cards return is not said")
    return _Body(_Chain(((Link.NONE, VerbPhrase(_effects(built), span, phrase.suffixes)),)))


def _unplaced_plural(target: Selector) -> bool:
    """Whether *target* is "all X" with no place, reference or description but a kind."""
    return (
        target.count == ALL
        and target.ref is None
        and not target.locations
        and not target.qualifiers
        and not target.parts
    )


_MOST_ATOMS = 8
"""The most atoms one condition may join: the pool's most is three ("if X and Y or Z"). A
longer condition is no card's text, and refusing it keeps the time to read it linear."""


def _build_condition(word: str, atoms: Sequence[object]) -> ConditionPhrase:
    if any(isinstance(atom, _NotDoneBy) for atom in atoms):
        return _not_done_by(word, atoms)
    return _build_atoms(word, atoms)


def _build_atoms(word: str, atoms: Sequence[object]) -> ConditionPhrase:
    if sum(not isinstance(atom, _Join) for atom in atoms) > _MOST_ATOMS:
        refuse(f"more than {_MOST_ATOMS} conditions joined in one")
    active = {index for index, atom in enumerate(atoms) if isinstance(atom, _ActsOn)}
    atoms = [atom.trigger if isinstance(atom, _ActsOn) else atom for atom in atoms]
    if word in ("if", "when"):
        atoms = [_as_event(atom) for atom in atoms]
    atoms = [_bare_state(word, atom) for atom in atoms]
    if word == "while":
        atoms = [_as_state(atom) for atom in atoms]
    found: list[_Atom] = []
    pending: list[Selector] = []
    join = Join.AND
    joins: list[Join] = []
    commas: list[bool] = []
    comma = False
    cause_last = False
    for index, atom in enumerate(atoms):
        if isinstance(atom, _Join):
            join = atom.join
            comma = atom.comma
        elif isinstance(atom, _More):
            extra = atom.item.selector()
            if found and not pending:
                found[-1] = _merge_more(
                    found[-1],
                    extra,
                    join,
                    before=False,
                    cause_first=cause_last,
                    noun=not has_determiner(atom.item),
                )
            else:
                pending.append(extra)
            join = Join.AND
        elif isinstance(atom, (Condition, Trigger)):
            if join is Join.AND_OR:
                refuse("'and/or' joins noun phrases, not conditions")
            merged: _Atom = atom
            for extra in reversed(pending):
                merged = _merge_more(merged, extra, join, before=True, cause_first=index in active)
            pending.clear()
            if found:
                joins.append(join)
                commas.append(comma)
            found.append(merged)
            cause_last = index in active
            join = Join.AND
            comma = False
    if pending:
        refuse("a noun phrase cannot stand alone as a condition")
    if word in ("if", "when"):
        found = _states_as_events(found, joins, commas)
    _check_event_joins(found, joins, commas)
    conditions = [atom for atom in found if isinstance(atom, Condition)]
    triggers = _merge_triggers([atom for atom in found if isinstance(atom, Trigger)])
    condition = _join_conditions(conditions, joins)
    return ConditionPhrase(word, condition, triggers[0] if triggers else None)


def _join_conditions(conditions: list[Condition], joins: list[Join]) -> Condition | None:
    """The conditions of one phrase as one: any of them if an "or" joins two atoms."""
    if len(conditions) <= 1:
        return conditions[0] if conditions else None
    if Join.OR in joins:
        return AnyOf(tuple(conditions))
    flat = [c for one in conditions for c in (one.conditions if isinstance(one, AllOf) else (one,))]
    return AllOf(tuple(flat))


@frozen
class _NotDoneBy:
    """An event that did not happen by a moment: the moment and the condition.

    "If that Lost Soul is not rescued by the end of the current player's next turn".
    """

    moment: Trigger
    condition: Condition


def _not_done_by(word: str, atoms: Sequence[object]) -> ConditionPhrase:
    """The condition of an event that did not happen by a moment: alone, after "if"."""
    (atom,) = atoms if len(atoms) == 1 else (None,)
    if word != "if" or not isinstance(atom, _NotDoneBy):
        refuse("an event not done by a moment stands alone after 'if'")
    return ConditionPhrase(word, atom.condition, atom.moment)


def _bare_state(word: str, atom: object) -> object:
    """Read a condition of one word about this card: "If captured", "While set-aside"."""
    if not isinstance(atom, _More) or atom.item.posts or atom.item.ref is not None:
        return atom
    words = atom.item.words
    if len(words) != 1 or words[0].kind is not WordKind.QUALIFIER:
        return atom
    if word in ("if", "when") and words[0].value == "captured":
        return OnEvent(Event.CAPTURED)  # this card is captured
    if word == "while" and words[0].value == "set_aside":
        return StatusIs(Status.SET_ASIDE)
    return atom


_STATES_AFTER: Final = {Event.SET_ASIDE: Status.SET_ASIDE, Event.PUT_IN_PLAY: Status.IN_PLAY}
"""Events whose participle after "while" names the state they leave a card in."""


def _as_state(atom: object) -> object:
    """Read "while that Hero is set aside", "while placed" as the state, not the event.

    "While" bounds an effect by a state it keeps testing (REG: Duration); an event has no
    such span, so any other event after "while" is refused.
    """
    if not isinstance(atom, Trigger):
        return atom
    status = _STATES_AFTER.get(atom.event) if isinstance(atom, OnEvent) else None
    if (
        not isinstance(atom, OnEvent)
        or status is None
        or atom.player is not None
        or atom.by is not None
        or atom.target is not None
        or atom.where is not None
        or atom.phase is not None
        or atom.or_events
    ):
        refuse("'while' names a state, not an event")
    if atom.subject is None and status is Status.IN_PLAY:
        return StatusIs(status, subject=THIS_CARD)  # "while placed": as "while this remains"
    return StatusIs(status, subject=atom.subject)


_EVENT_STATES = {"captured": Event.CAPTURED}
"""States a card comes into by an event: "if that Hero is captured" is the capture."""


def _as_event(atom: object) -> object:
    """Read "if/when X is captured" as the event, not a test of X's state (REG: Triggers).

    "If defeated", "If this Hero is defeated": the defeat, an event of battle (REG: Defeat);
    no ability that activates as its card enters battle could find it already defeated.
    """
    if isinstance(atom, StatusIs) and atom.status is Status.DEFEATED and not atom.negated:
        return OnEvent(Event.DEFEATED, subject=atom.subject)
    if not isinstance(atom, Is) or atom.negated:
        return atom
    described = atom.description
    if len(described.qualifiers) != 1 or described != Selector(
        count=described.count, qualifiers=described.qualifiers
    ):
        return atom
    event = _EVENT_STATES.get(described.qualifiers[0])
    if event is None:
        return atom
    return OnEvent(event, subject=atom.subject)


def _states_as_events(found: list[_Atom], joins: list[Join], commas: list[bool]) -> list[_Atom]:
    """Read a state joined by "or" to an event as the event that brings it about.

    "If this card is harmed or defeated": it is harmed or it is defeated, either event
    (it used to be the harm, while the card is defeated).
    """
    final = joins[-1] if joins else Join.AND
    result = list(found)
    for index, join in enumerate(joins):
        if (final if commas[index] else join) is not Join.OR:
            continue
        for one, other in ((index, index + 1), (index + 1, index)):
            state = result[one]
            if (
                isinstance(result[other], OnEvent)
                and isinstance(state, StatusIs)
                and state.subject is None
                and not state.negated
                and state.status in _STATUS_EVENTS
            ):
                result[one] = OnEvent(_STATUS_EVENTS[state.status])
    return result


_STATUS_EVENTS = {
    Status.DEFEATED: Event.DEFEATED,
    Status.CAPTURED: Event.CAPTURED,
    Status.HARMED: Event.HARMED,
}
"""States that an event brings about: "defeated" after "harmed or" is the defeat."""


def _check_event_joins(found: Sequence[object], joins: list[Join], commas: list[bool]) -> None:
    """Refuse what one trigger and its conditions cannot say (REG: Triggers).

    Events are kept as one trigger that any of them fires, and states as conditions that
    must hold with it: "if your Job is harmed by an opponent or defeated" (an event or a
    state) and "if X is discarded and Y is rescued" (two events at once) would lose their
    join. A comma takes the join that ends its list.
    """
    final = joins[-1] if joins else Join.AND
    for index, join in enumerate(joins):
        before, after = found[index], found[index + 1]
        joined = final if commas[index] else join
        events = isinstance(before, Trigger), isinstance(after, Trigger)
        if joined is Join.OR and events[0] != events[1]:
            refuse("an event or a state, in one condition")
        if joined is not Join.OR and all(events):
            refuse("two events that must both happen")


def _merge_triggers(triggers: list[Trigger]) -> list[Trigger]:
    """Join an event with no subject to the one before: "is rescued or converted"."""
    if len(triggers) <= 1:
        return triggers
    first, *rest = triggers
    if not isinstance(first, OnEvent):
        refuse("one trigger per condition")
    if first.event is Event.PUT_IN_PLAY and first.where == _where(Location(Zone.PLAY)):
        # "If put in play (or if rescued)": in play is what the event says, not where the
        # rescue happens
        first = evolve(first, where=None, direction=None)
    if _event_details(first):
        # "harmed by an opponent or defeated": the cause is the harm's alone
        refuse("what caused one of several events")
    events = list(first.or_events)
    for index, other in enumerate(rest, start=1):
        if not isinstance(other, OnEvent) or other.subject is not None or other.player:
            refuse("one trigger per condition")
        if _event_details(other):
            # "captured or converted by an opponent": the cause after the last event is
            # every event's; it used to be dropped
            if index < len(rest) or other.once or other.or_events:
                refuse("what caused one of several events")
            first = evolve(
                first,
                by=other.by,
                where=other.where,
                direction=other.direction,
                target=other.target,
                phase=other.phase,
            )
        events.append(other.event)
    return [evolve(first, or_events=tuple(events))]


def _event_details(event: OnEvent) -> bool:
    """Whether an event says what caused it, where or when it happens, or what it acts on."""
    return any(part is not None for part in (event.by, event.where, event.target, event.phase))


def _combine(conditions: Iterable[Condition]) -> Condition | None:
    found = list(conditions)
    if not found:
        return None
    if len(found) == 1:
        return found[0]
    return AllOf(tuple(found))


_GERUNDS = {
    "playing": "play",
    "making": "rescue_attempt",
    "drawing": "draw",
    "using": "use",
    "attacking": "attack",
    "blocking": "block",
    "banding": "band",
    "searching": "search",
    "activating": "activate",
    "rescuing": "rescue",
    "taking": "take",
    "entering": "enter_battle",
    # "Restrict all players from controlling more than 1 character in the Field of Battle"
    "controlling": "control",
    # "Restrict Artifact's controller from deactivating Artifacts" (REG: Deactivate)
    "deactivating": "deactivate",
}


def _compare(subject: Item, what: Item, other: Item, relation: str) -> Condition:
    counted = what.selector()
    # "more cards in play than you (except Lost Souls)": neither side counts them
    excepted = tuple(
        post.value.selector()
        for post in other.posts
        if post.kind is PostKind.EXCEPT and isinstance(post.value, NounPhrase)
    )
    if excepted:
        counted = evolve(counted, exceptions=(*counted.exceptions, *excepted))
    left = evolve(counted, owner=_player_of(subject))
    right_player = other.player
    right = evolve(counted, owner=right_player) if right_player is not None else other.selector()
    return Compare(left, relation, right)


def _without_none(words: tuple[Word, ...]) -> tuple[Word, ...]:
    """The words of "No Evil Characters" without "no": the cards the prevent is about."""
    kept = tuple(
        word
        for word in words
        if not (isinstance(word.value, Count) and word.value.quantifier is Quantifier.NONE)
    )
    return (Word(WordKind.DETERMINER, ALL), *kept)


def _prevent_action(subject: Item | NounPhrase, action: _Action) -> Effect:
    """Keep a player (REG: Restrict) or cards (REG: Prevent, for band abilities) from acting.

    "Opponent may not make a rescue attempt" restricts; "Evil Characters cannot band"
    prevents their band abilities.
    """
    player = subject.player
    if player is not None:
        return Restrict(action.name, player=player, target=action.target)
    cards = subject.selector()
    if action.target is not None:
        # "Nabal cannot play Abigail": a restriction holds the cards acted on or the cards
        # kept from acting, not both
        refuse("cards kept from acting on other cards")
    if action.name == "band":
        return Prevent(evolve(cards, types=(*cards.types, "ability"), abilities=("band",)))
    return Restrict(action.name, target=cards)


def _emit_clause(clause: _Clause, link: Link, context: _Context, result: _Result) -> None:
    """Emit the effects of an alternative clause: "(or take it if a king is in play)"."""
    conditions = list(context.conditions) + _prefix_conditions(clause.prefixes)
    lasting = list(context.lasting) + _prefix_conditions(clause.prefixes, lasting=True)
    inner = evolve(context, conditions=tuple(conditions), lasting=tuple(lasting))
    if clause.body.chain is None:  # pragma: no cover - the grammar gives it a chain
        return
    for index, (chain_link, phrase) in enumerate(clause.body.chain.phrases):
        _emit(phrase, link if index == 0 else chain_link, inner, result)


def _do_the_same(result: _Result) -> None:
    """Put the effects "do the same" repeats in its place, in place.

    "May place a card from hand beneath deck. Opponent must do the same.": the effects of
    the sentence before, each carried out as the sentence of "do the same" says (who, "may"
    or "must", its condition). It must open its sentence, and the sentence before must have
    effects of its own, none of them a cost.
    """
    effects, marks = result.effects, result.marks
    index = 0
    while index < len(effects):
        same = effects[index]
        if not _is_same(same):
            index += 1
            continue
        sentence = marks[index][0]
        if index and marks[index - 1][0] == sentence:
            refuse("'do the same' opens its sentence")
        before = [i for i in range(index) if marks[i][0] == sentence - 1]
        if not before or any(effects[i].cost or _is_same(effects[i]) for i in before):
            refuse("'do the same' repeats the effects of the sentence before")
        copies = [
            evolve(
                effects[i],
                span=same.span,
                optional=same.optional,
                actor=same.actor,
                condition=same.condition,
                trigger=same.trigger,
                duration=same.duration or effects[i].duration,
                link=same.link if i == before[0] else effects[i].link,
            )
            for i in before
        ]
        effects[index : index + 1] = copies
        marks[index : index + 1] = [marks[index]] * len(copies)
        index += len(copies)


def _is_same(effect: Effect) -> bool:
    return isinstance(effect, Rule) and effect.rule == _SAME


def _number_options(result: _Result) -> None:
    """Number the options of each "Select up to 2:" menu, in place (REG: Select).

    After the colon, a list joined by "or" ("Select 1: discard a human, discard a card,
    or ...") gives an option per verb phrase; otherwise the clause after the colon is the
    first option and each sentence after it one more, up to a section label or the end.
    """
    effects, marks = result.effects, result.marks
    for index, effect in enumerate(effects):
        if not isinstance(effect, SelectOptions):
            continue
        sentence, clause, _ = marks[index]
        after = [i for i in range(index + 1, len(effects)) if marks[i][0] == sentence]
        if not after or any(marks[i][1] != clause + 1 for i in after):
            refuse("a menu's options follow its colon")
        if effects[after[0]].link is not Link.PAIRED:
            refuse("a menu's options follow its colon")
        phrases = sorted({marks[i][2] for i in after})
        listed = len(phrases) > 1 and any(
            effects[i].link is Link.OR and marks[i][2] == phrases[-1] for i in after
        )
        if listed:
            for i in after:
                option = phrases.index(marks[i][2]) + 1
                link = effects[i].link
                if option > 1 and i == min(j for j in after if marks[j][2] == marks[i][2]):
                    link = Link.OR
                effects[i] = evolve(effects[i], option=option, link=link)
            continue
        for i in range(index + 1, len(effects)):
            option = marks[i][0] - sentence + 1
            if effects[i].section != effect.section:
                break  # a label ends the menu
            effects[i] = evolve(effects[i], option=option)


def _from_the_cards_looked_at(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """*effects* with "look at opponent's hand and place one card ..." acting on that hand.

    A card named with no place right after a look, joined to it by "and", is one of the cards
    looked at, as after a colon ("Look at the top 3 cards: take 1"); read on its own it would
    be a card in play.
    """
    found = list(effects)
    for index in range(1, len(found)):
        effect, before = found[index], found[index - 1]
        target = getattr(effect, "target", None)
        if (
            before.kind == "look"
            and effect.link is Link.AND
            and isinstance(target, Selector)
            and target.types == ("card",)
            and not (target.locations or target.parts or target.ref is not None)
            and target.count.quantifier is Quantifier.EXACTLY
        ):
            found[index] = evolve(effect, link=Link.PAIRED)
    return tuple(found)


def _assemble_sentence(sentence: _Sentence, section: str, result: _Result, number: int = 0) -> None:
    start = len(result.effects)
    _assemble_clauses(sentence, section, result, number)
    _after_the_sentence_before(sentence, result, start)


def _after_the_sentence_before(sentence: _Sentence, result: _Result, start: int) -> None:
    """Give a sentence opened by "then" the condition and trigger of the one before, in place.

    "On activation, if you have a High Priest in play ..., look at one opponent's hand.  You
    may then deactivate this Artifact and activate a different Artifact.": "then" puts the
    deactivate after the look, which happens only on activation and only if the condition
    holds (REG: Conditions, "If [game state]" is checked as the effect activates); the effects
    after "then" happen when and if it does. A sentence with a condition or trigger of its
    own keeps it.
    """
    if not sentence.clauses or start == 0:
        return
    clause = sentence.clauses[0][1]
    opened = clause.body.then or bool(clause.prefixes and clause.prefixes[0].then)
    if not opened or any(p.condition is not None or p.trigger is not None for p in clause.prefixes):
        return
    before = result.effects[start - 1]
    if before.condition is None and before.trigger is None:
        return
    for index in range(start, len(result.effects)):
        effect = result.effects[index]
        if effect.condition is None and effect.trigger is None:
            result.effects[index] = evolve(
                effect, condition=before.condition, trigger=before.trigger
            )


def _assemble_clauses(sentence: _Sentence, section: str, result: _Result, number: int) -> None:
    first_in_sentence = True
    carried = _Carried()
    for clause_number, (clause_link, printed) in enumerate(sentence.clauses):
        result.mark = (number, clause_number, 0)
        clause = _consequent_then(printed)
        body = clause.body
        if any(p.then for p in clause.prefixes[1:]) or (
            clause.prefixes and clause.prefixes[0].then and clause_number
        ):
            refuse("'then' opens a sentence")  # "Draw 1, then ...": not a clause's own
        if clause_link not in (Link.PAIRED, Link.THEN):
            carried = _Carried()
        prefix_conditions = [*carried.conditions, *_prefix_conditions(clause.prefixes)]
        lasting = [*carried.lasting, *_prefix_conditions(clause.prefixes, lasting=True)]
        prefix_triggers = [p.trigger for p in clause.prefixes if p.trigger] + [
            p.condition.trigger for p in clause.prefixes if p.condition and p.condition.trigger
        ]
        if len(prefix_triggers) > 1:
            prefix_triggers, spans = _during_as_condition(prefix_triggers)
            prefix_conditions += spans
        if not prefix_triggers:
            prefix_triggers = list(carried.triggers)
        # what opens a clause reaches past its colon or semicolon: "While alone, reveal
        # Reserve: May use Enhancements from Reserve" uses them only while alone, "On return,
        # look at ...; add up to 1 card to hand" adds it on return (REG: Conditions)
        carried = _Carried(tuple(prefix_conditions), tuple(lasting), tuple(prefix_triggers))
        limits: list[Modifier] = [p.limit for p in clause.prefixes if p.limit]
        limits += [p.modifier for p in clause.prefixes if p.modifier]
        durations = [p.duration for p in clause.prefixes if p.duration]
        if body.modifiers:
            if durations:
                # "This battle, evil banding enhancements cannot be negated": a modifier
                # records no span of its own, so one read without it would hold for ever
                refuse("a modifier that lasts for a span")
            modifiers = [evolve(m, span=sentence.span, section=section) for m in body.modifiers]
            phases = [t for t in prefix_triggers if isinstance(t, EachPhase) and not t.once]
            events = [t for t in prefix_triggers if t not in phases]
            # a modifier holds while its condition does: "While Deborah is in play, ... cannot
            # be negated" is tested each time, as "if" is
            given_conditions = [*prefix_conditions, *lasting]
            for phase in phases:  # "During battle, ... cannot be prevented": in that phase
                given_conditions += _phase_conditions(phase)
            if given_conditions or events:
                # "If at least 2 Heroes were banded into battle, this cannot be interrupted":
                # an event before a modifier is a condition that it happened
                given = ConditionPhrase(
                    "if", _combine(given_conditions), events[0] if events else None
                )
                modifiers = [_with_condition(m, given) for m in modifiers]
            result.modifiers.extend(modifiers)
        if body.chain is None:
            continue
        for phrase_number, (chain_link, phrase) in enumerate(body.chain.phrases):
            result.mark = (number, clause_number, phrase_number)
            link = chain_link
            if chain_link is Link.NONE:
                link = Link.NONE if first_in_sentence else clause_link
                if first_in_sentence and clause.prefixes and clause.prefixes[0].then:
                    link = Link.THEN  # "Then return the Hero to owner's territory."
            context = _Context(
                section=section,
                optional=body.optional if phrase.optional is None else phrase.optional,
                # "Character may band to a Pharisee, or you may take ...": the take is yours
                actor=phrase.actor if phrase.named else phrase.actor or body.actor,
                conditions=tuple(prefix_conditions),
                lasting=tuple(lasting),
                trigger=prefix_triggers[0] if prefix_triggers else None,
                duration=durations[0] if durations else None,
                modifiers=tuple(limits),
                for_each=next((p.for_each for p in clause.prefixes if p.for_each), None),
            )
            _emit(phrase, link, context, result)
            first_in_sentence = False


def _consequent_then(clause: _Clause) -> _Clause:
    """Drop the "then" that follows an "if" condition.

    "If no female Heroes are in the Field of Battle, then this card is worth 10/6" is "if
    ..., this card is worth 10/6": after a condition "then" only marks what happens if it
    holds, it does not put the effect after the sentence before, as "Then" opening a
    sentence does.
    """
    prefixes = list(clause.prefixes)
    for index in range(len(prefixes) - 1, 0, -1):
        before = prefixes[index - 1].condition
        if prefixes[index].then and before is not None and before.word == "if":
            del prefixes[index]
    if len(prefixes) == len(clause.prefixes):
        return clause
    return evolve(clause, prefixes=tuple(prefixes))


def _during_as_condition(triggers: list[Trigger]) -> tuple[list[Trigger], list[Condition]]:
    """Read "During battle, if opponent plays a good Enhancement" as an event in a phase.

    With an event to fire the effect, "during battle" only says when the event counts: a
    condition (the phase, and whose turn). Any other pair of triggers is refused.
    """
    during = [t for t in triggers if isinstance(t, EachPhase) and not t.once]
    events = [t for t in triggers if not (isinstance(t, EachPhase) and not t.once)]
    if len(during) != 1 or len(events) != 1 or during[0].phase is Phase.ANY_TIME:
        refuse("one trigger per clause")
    conditions = _phase_conditions(during[0])
    if not conditions:
        refuse("one trigger per clause")
    return events, conditions


def _phase_conditions(phase: EachPhase) -> list[Condition]:
    """The conditions "during battle" or "during your turn" set: the phase, whose turn."""
    conditions: list[Condition] = []
    if phase.phase is Phase.ANY_TIME:
        return conditions
    if phase.phase is not Phase.TURN:
        conditions.append(InPhase(phase.phase.value))
    if phase.player is not None:
        conditions.append(TurnOf(phase.player))
    return conditions


def _prefix_conditions(prefixes: Iterable[_Prefix], *, lasting: bool = False) -> list[Condition]:
    """The conditions of a clause's prefixes: those of "while" if *lasting*, else the rest."""
    return [
        p.condition.condition
        for p in prefixes
        if p.condition and p.condition.condition and (p.condition.word == "while") == lasting
    ]


def _lasting(duration: Duration | None, lasting: Sequence[Condition]) -> Duration | None:
    """The duration of effects under "while" conditions: as long as they hold (REG: Duration).

    "Evil Characters decrease 0/3 while this card is in play" lasts while the card stays,
    where "if" is tested once, when the ability activates. A "while" on an effect that also
    lasts "while this card remains" joins the two; with any other duration it is refused.
    """
    if not lasting:
        return duration
    if duration is None:
        return Duration(DurationUnit.WHILE, None, until=_combine(lasting))
    if duration.unit is not DurationUnit.WHILE or duration.until is None:
        refuse("a 'while' condition with another duration")
    return evolve(duration, until=_combine((*lasting, duration.until)))


def _own_duration(own: Duration | None, gathered: Duration | None) -> Duration | None:
    """The duration of an effect that may carry its own ("returns ... at end of battle")."""
    if own is None or gathered is None or own == gathered:
        return own or gathered
    if gathered.unit is DurationUnit.WHILE and own.unit is DurationUnit.WHILE and own.until:
        return _lasting(own, (gathered.until,) if gathered.until else ())
    if gathered.unit is DurationUnit.WHILE:
        refuse("a 'while' condition with another duration")
    return own


@frozen
class _Carried:
    """What the prefixes of a clause give the clauses after its colon."""

    conditions: tuple[Condition, ...] = ()
    lasting: tuple[Condition, ...] = ()
    triggers: tuple[Trigger, ...] = ()


@frozen
class _Context:
    section: str
    optional: bool
    actor: Actor | None
    conditions: tuple[Condition, ...]
    trigger: Trigger | None
    duration: Duration | None
    modifiers: tuple[Modifier, ...]
    lasting: tuple[Condition, ...] = ()
    """The conditions of "while": the effects last only as long as they hold."""
    for_each: Selector | None = None
    """"For each X," before the clause: each effect is carried out once for each."""


@frozen
class _Gathered:
    """What the suffixes of a verb phrase add to its clause's context."""

    conditions: tuple[Condition, ...]
    trigger: Trigger | None
    duration: Duration | None
    modifiers: tuple[Modifier, ...]
    for_each: Selector | None


def _words_of(selector: Selector) -> tuple[Word, ...]:
    """Words that read back as *selector*'s abilities: "band abilities"."""
    return (Word(WordKind.DETERMINER, selector.count), Word(WordKind.ABILITY, selector.abilities))


def _later_link(effect: Effect) -> Link:
    """The link of a later effect of one verb phrase ("negate and discard"): AND unless set."""
    return Link.AND if effect.link is Link.NONE else effect.link


def _in_any_order(effect: Effect) -> Effect:
    """Mark the cards an effect moves as put in any order ("topdeck the rest in any order")."""
    target = getattr(effect, "target", None)
    if not isinstance(target, Selector):
        refuse("'in any order' needs cards to order")
    return evolve(effect, target=evolve(target, qualifiers=(*target.qualifiers, "any_order")))  # type: ignore[call-arg]


def _returns_on_turn(own: Trigger | None, clause: Trigger | None) -> bool:
    """Whether an effect "on return" sits in a clause "On turn six": the turn it returns."""
    return (
        own == AtMoment(Moment.ON_RETURN)
        and isinstance(clause, AtMoment)
        and clause.moment is Moment.ON_TURN
    )


def _face_down(effect: Effect) -> Effect:
    """*effect* putting its cards face down: a place, set aside or withdraw (REG: Face Down)."""
    if not isinstance(effect, (Place, SetAside, Withdraw)):
        refuse("only cards put somewhere go face down")
    return evolve(effect, face_down=True)


def _other_numbers(effect: Effect, amount: Numbers, condition: Condition) -> Effect:
    """*effect* with other numbers when *condition* holds: an increase or a decrease only."""
    if not isinstance(effect, (Increase, Decrease)) or effect.alternative is not None:
        refuse("other numbers belong to an increase or a decrease")
    return evolve(effect, alternative=amount, alternative_condition=condition)


def _other_count(effect: Effect, count: Count, condition: Condition) -> Effect:
    """*effect* acting on another number of its cards when *condition* holds.

    "up to 1 card (or 2 if ...)" is up to 2; a draw or a menu counts cards or options.
    """
    if isinstance(effect, (Draw, SelectOptions)):
        if effect.alternative is not None:
            refuse("one other count")
        other = evolve(count, quantifier=effect.count.quantifier)
        return evolve(effect, alternative=other, alternative_condition=condition)
    target = getattr(effect, "target", None)
    if (
        not isinstance(target, Selector)
        or target.alternative is not None
        or target.ref not in (None, Ref.THEM)
    ):
        refuse("another count belongs to the cards of an effect")
    if target.count.quantifier not in (Quantifier.EXACTLY, Quantifier.UP_TO):
        refuse("another count belongs to a number of cards")
    other = evolve(count, quantifier=target.count.quantifier)
    changed = evolve(target, alternative=other, alternative_condition=condition)
    return evolve(effect, target=changed)  # type: ignore[call-arg]


def _gather(phrase: VerbPhrase, context: _Context) -> _Gathered:
    conditions = list(context.conditions)
    triggers = [context.trigger] if context.trigger is not None else []
    duration = context.duration
    modifiers = list(context.modifiers)
    for_each: Selector | None = context.for_each
    lasting = list(context.lasting)
    for suffix in phrase.suffixes:
        if suffix.condition is not None:
            if suffix.condition.condition is not None and suffix.condition.word == "while":
                lasting.append(suffix.condition.condition)
            elif suffix.condition.condition is not None:
                conditions.append(suffix.condition.condition)
            if suffix.condition.trigger is not None:
                triggers.append(suffix.condition.trigger)
        if suffix.trigger is not None:
            triggers.append(suffix.trigger)
        duration = suffix.duration or duration
        for_each = suffix.for_each or for_each
        for modifier in (suffix.modifier, *suffix.modifiers):
            if modifier is None:
                continue
            if modifier.span == NO_SPAN:
                modifier = evolve(modifier, span=phrase.span)  # noqa: PLW2901
            modifiers.append(modifier)
    if len(triggers) == 2 and context.trigger is not None:
        triggers = [_after_event(*triggers)]  # the clause's event, then its effect's moment
    if len(triggers) > 1:
        refuse("one trigger per effect")
    trigger = triggers[0] if triggers else None
    duration = _lasting(duration, lasting)
    return _Gathered(tuple(conditions), trigger, duration, tuple(modifiers), for_each)


_LATER_MOMENTS: Final = frozenset(
    {
        Moment.AFTER_BATTLE,
        Moment.AFTER_TURNS,
        Moment.END_OF_PHASE,
        Moment.END_OF_TURN,
        Moment.END_OF_OWNERS_NEXT_TURN,
    }
)
"""Moments an effect can wait for after the event that fires it: "after battle", "after 2
turns", "at the end of the phase", "at the end of the turn", "at the end of owner's next
turn"."""


def _after_event(event: Trigger, moment: Trigger) -> Trigger:
    """Read "If this card is discarded, discard ... after battle": an event, then a moment.

    The event fires the ability and its effect waits for the moment after it (REG:
    Abilities, triggered). Only an event of the clause's condition followed by a later
    moment of its effect: two events, or a moment before an event, say something else.
    """
    if not isinstance(event, (OnEvent, AnyEvent)) or not isinstance(moment, AtMoment):
        refuse("one trigger per effect")
    if moment.moment not in _LATER_MOMENTS:
        refuse("one trigger per effect")
    return AfterEvent(event, moment)


def _check_withdraw_suffixes(phrase: VerbPhrase, context: _Context) -> None:
    """Refuse the words that only a withdraw takes after any other effect."""
    withdraws = all(isinstance(effect, Withdraw) for effect in phrase.effects)
    if any(s.unharmed for s in phrase.suffixes) and not withdraws:
        refuse("only a withdraw leaves cards unharmed")
    if any(s.changed for s in phrase.suffixes) and not withdraws:
        refuse("only a card returned to territory comes back with its numbers changed")
    if any(s.or_not for s in phrase.suffixes) and not (context.optional and withdraws):
        refuse("'or continue the battle' is the other choice of a withdraw one may make")
    # "Show and discard one evil enhancement from hand without using it": a reveal does not
    # use the card either
    if any(s.unused for s in phrase.suffixes) and not (
        all(isinstance(effect, (Discard, Reveal)) for effect in phrase.effects)
        and isinstance(phrase.effects[-1], Discard)
    ):
        refuse("only a discard leaves a card unused")
    if any(s.soul_note for s in phrase.suffixes) and not all(
        isinstance(effect, (Place, Capture))
        and effect.destination is not None
        and effect.destination.zone is Zone.LAND_OF_BONDAGE
        for effect in phrase.effects
    ):
        refuse("only a card placed in a Land of Bondage is treated as a Lost Soul")
    if any(s.tie_none for s in phrase.suffixes) and not (
        all(isinstance(effect, Draw) for effect in phrase.effects)
        and _by_the_one_with_the_most(context.actor)
    ):
        refuse("'if there is a tie, do not draw' follows a draw by the player with the most")


def _by_the_one_with_the_most(actor: Actor | None) -> bool:
    """Whether *actor* is "the player with the most (fewest) ...": more than every other."""
    having = actor.having if actor is not None else None
    return isinstance(having, Compare) and having.relation in ("most", "fewest")


def _except_this_card(effect: Effect) -> Effect:
    """*effect* on its cards but this one: "... to owner's hand except this one".

    Only an effect on every card of a kind leaves one out; each card kind of a list leaves it
    out, as a card matches a list by matching one of its kinds.
    """
    target = getattr(effect, "target", None)
    if not isinstance(target, Selector) or target.ref is not None:
        refuse("'except this one' leaves this card out of the cards an effect names")
    parts = target.parts or (target,)
    if any(part.count != ALL or part.ref is not None for part in parts):
        refuse("'except this one' leaves this card out of all cards of a kind")
    this = Selector(ref=Ref.THIS_CARD)
    if target.parts:
        kept = tuple(evolve(part, exceptions=(*part.exceptions, this)) for part in parts)
        changed = evolve(target, parts=kept)
    else:
        changed = evolve(target, exceptions=(*target.exceptions, this))
    return evolve(effect, target=changed)  # type: ignore[call-arg]


def _except_cards(effect: Effect, cards: Selector) -> Effect:
    """*effect* on its cards but *cards*: "... to territory (except giant slayers)".

    Each card kind of a list leaves them out, as a card matches a list by matching one of
    its kinds.
    """
    target = getattr(effect, "target", None)
    if not isinstance(target, Selector) or target.ref is not None:
        refuse("an exception after the place leaves cards out of those the effect names")
    if target.parts:
        kept = tuple(evolve(part, exceptions=(*part.exceptions, cards)) for part in target.parts)
        changed = evolve(target, parts=kept)
    else:
        changed = evolve(target, exceptions=(*target.exceptions, cards))
    return evolve(effect, target=changed)  # type: ignore[call-arg]


def _emit_changes(phrase: VerbPhrase, result: _Result) -> None:
    """Emit "with abilities decreased 3/3" after a return: a change of the card returned."""
    changes = [s.changed for s in phrase.suffixes if s.changed is not None]
    if not changes:
        return
    returned = result.effects[-1]
    target = getattr(returned, "target", None)
    if not isinstance(target, Selector) or target == EMPTY:
        refuse("the card returned is named")
    for how, amount in changes:
        change = Increase if how == "increased" else Decrease
        result.marks.append(result.mark)
        result.effects.append(
            change(
                target,
                amount,
                span=phrase.span,
                section=returned.section,
                optional=returned.optional,
                actor=returned.actor,
                condition=returned.condition,
                trigger=returned.trigger,
                link=Link.AND,
            )
        )


def _emit(
    phrase: VerbPhrase, link: Link, context: _Context, result: _Result, *, cost: bool = False
) -> None:
    gathered = _gather(phrase, context)
    any_order = any(suffix.any_order for suffix in phrase.suffixes)
    conditions = gathered.conditions
    trigger = gathered.trigger
    duration = gathered.duration
    modifiers = gathered.modifiers
    for_each = gathered.for_each
    condition = _combine(conditions)
    is_cost = phrase.benefit is not None
    alternatives = [s.alternative for s in phrase.suffixes if s.alternative is not None]
    extras = [s.also for s in phrase.suffixes if s.also is not None]
    _check_withdraw_suffixes(phrase, context)
    until = next((s.revealed_until for s in phrase.suffixes if s.revealed_until), None)
    if until is not None and not all(isinstance(e, Reveal) for e in phrase.effects):
        refuse("only a reveal goes on until cards are revealed")
    face_down = any(s.face_down for s in phrase.suffixes)
    except_this = any(s.except_this for s in phrase.suffixes)
    excepted = [s.excepted for s in phrase.suffixes if s.excepted is not None]
    numbers = [s.numbers for s in phrase.suffixes if s.numbers is not None]
    counts = [s.count for s in phrase.suffixes if s.count is not None]
    for index, found in enumerate(phrase.effects):
        effect = _in_any_order(found) if any_order else found
        for amount, when in numbers:
            effect = _other_numbers(effect, amount, when)
        for count, when in counts:
            effect = _other_count(effect, count, when)
        if face_down:
            effect = _face_down(effect)
        if except_this:
            effect = _except_this_card(effect)
        for cards in excepted:
            effect = _except_cards(effect, cards)
        if until is not None and isinstance(effect, Reveal):
            effect = evolve(effect, until=until)
        if _returns_on_turn(effect.trigger, trigger):
            # "On turn six, Hero returns with abilities increased 7/7": it returns then
            effect = evolve(effect, trigger=trigger)
        if effect.trigger is not None and trigger is not None and effect.trigger != trigger:
            refuse("one trigger per effect")  # its own ("returns with") and the clause's
        result.marks.append(result.mark)
        result.effects.append(
            evolve(
                effect,
                span=phrase.span,
                section=context.section,
                optional=context.optional or effect.optional,
                actor=context.actor if effect.actor is None else effect.actor,
                condition=condition if effect.condition is None else effect.condition,
                trigger=trigger if effect.trigger is None else effect.trigger,
                duration=_own_duration(effect.duration, duration),
                modifiers=(*effect.modifiers, *modifiers),
                cost=is_cost or cost,
                link=link if index == 0 else _later_link(effect),
                for_each=for_each if effect.for_each is None else effect.for_each,
            )
        )
    _emit_changes(phrase, result)
    for alternative in alternatives:
        _emit_clause(alternative, Link.OR, context, result)
    for extra in extras:
        _emit_clause(extra, Link.AND, context, result)
    if phrase.benefit is not None:
        benefit = phrase.benefit
        if benefit.actor is not None or benefit.optional is not None:
            # "discard a card to make an opponent discard ...": the opponent must
            context = evolve(
                context,
                actor=benefit.actor or context.actor,
                optional=context.optional if benefit.optional is None else benefit.optional,
            )
        _emit(benefit, Link.TO, context, result)


_NEXT_TURN_PLAYERS: Final = {
    "your": Player.YOU,
    "their": Player.THAT_PLAYER,
    "his": Player.THAT_PLAYER,
    "her": Player.THAT_PLAYER,
    "owner's": Player.OWNER,
    "opponent's": Player.OPPONENT,
}


def _whose_next_turn(token: Token) -> Player | None:
    """Whose turn "<whose> next turn" names; ``None`` for the next turn of any player."""
    words = _text(token).replace("\u2019", "'").split()
    if words and words[0] in ("during", "on"):
        words = words[1:]
    whose = words[0] if len(words) == 3 else ""  # whose, "next", "turn"
    if whose and whose not in _NEXT_TURN_PLAYERS:
        refuse("whose next turn")
    return _NEXT_TURN_PLAYERS.get(whose)


def _played_span(token: Token) -> str:
    """The span of "played this battle", "played each turn", "played during this phase"."""
    words = _text(token).split()
    which = "each" if words[-2] in ("each", "per") else "this"
    return f"{which}_{words[-1]}"
