"""Noun phrases: what the grammar's selector rules hand to the effect callbacks.

The grammar reads a selector as flat runs of words with post-modifiers; the transformer turns
them into :class:`NounPhrase` objects, and an effect callback turns a phrase into a
:class:`~redemption_rules.effects.targets.Selector` with :meth:`NounPhrase.selector`, after
taking out the parts that belong to the verb (a destination "in territory", a source
"from evil cards").

Words that cannot stand in the order given ("Hero the") raise :class:`PhraseError`, which the
parser reports as an :class:`~redemption_rules.errors.AbilityParseError`.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING, Final

from attrs import evolve, field, frozen

from redemption_rules.cards.model import Alignment, Brigade
from redemption_rules.effects.targets import (
    ALL,
    ONE,
    Compare,
    Condition,
    Controls,
    Count,
    Join,
    Location,
    Player,
    Position,
    Quantifier,
    Ref,
    Selector,
    StatLimit,
    Zone,
)
from redemption_rules.parser.vocabulary import BOOKS

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = [
    "DEFINITE",
    "MOST_ITEMS",
    "SHARED_STATES",
    "Item",
    "NounPhrase",
    "PhraseError",
    "PlayedIn",
    "Post",
    "PostKind",
    "Word",
    "WordKind",
    "fold_into_action",
    "has_determiner",
    "join_selectors",
    "kind_post",
    "location_from_words",
    "shared_owner",
    "shared_states",
]


MOST_ITEMS = 16
"""The most items one noun phrase may list: the pool's longest list has five. A longer one
is no card's text, and refusing it keeps the time to read a list linear in its length."""


class PhraseError(ValueError):
    """Words the grammar accepted but that do not make sense together ("Hero the")."""


class WordKind(enum.Enum):
    """The class of a word in a selector run."""

    DETERMINER = "determiner"
    OWNER = "owner"
    POSITION = "position"
    ALIGNMENT = "alignment"
    BRIGADE = "brigade"
    TYPE = "type"
    IDENTIFIER = "identifier"
    BOOK = "book"
    QUALIFIER = "qualifier"
    NAME = "name"
    PLAYER = "player"
    ABILITY = "ability"
    ABILITY_OF = "ability_of"
    """"a convert Enhancement": the card has an ability of that kind."""
    CAP = "cap"
    PLURAL = "plural"
    COPIES = "copies"
    """"copies of": a count may follow ("all copies of the named Hero")."""


_DESCRIPTIVE = frozenset(
    {
        WordKind.ALIGNMENT,
        WordKind.BRIGADE,
        WordKind.TYPE,
        WordKind.IDENTIFIER,
        WordKind.BOOK,
        WordKind.QUALIFIER,
        WordKind.NAME,
        WordKind.PLAYER,
        WordKind.ABILITY,
        WordKind.ABILITY_OF,
    }
)


@frozen
class Word:
    """One word (or fixed phrase) of a selector run, with its meaning."""

    kind: WordKind
    value: object
    """A :class:`Count`, :class:`Player`, :class:`Position`, :class:`Alignment`,
    :class:`Brigade` or a string, by ``kind``."""
    plural: bool = False
    article: bool = False
    """Whether the word is "a" or "an" (never a noun, unlike "one")."""
    person: bool = False
    """Whether the word is "he" or "she": a player, or where cards are meant the card named
    before ("he gains 1/1")."""
    unknown: str = ""
    """For a name, a word of it that names no card, identifier or term of the pool."""


class PostKind(enum.Enum):
    """The kind of a post-modifier."""

    LOCATION = "location"
    """"in battle", "from hand", "on this site": ``value`` is a :class:`Location`."""
    PILE = "pile"
    """"of opponent's deck" after "the top card": ``value`` is a :class:`Location`."""
    STATS = "stats"
    """"of 6/6 or less": ``value`` is a :class:`StatLimit`."""
    EXCEPT = "except"
    """"except a human": ``value`` is a :class:`NounPhrase`."""
    ALTERNATIVE = "alternative"
    """"(or top 9 if ...)": ``value`` is an :class:`Alternative`."""
    CONTROLLER = "controller"
    """"you control": ``value`` is a :class:`Player`."""
    QUALIFIER = "qualifier"
    """"of matching brigade": ``value`` is a qualifier string."""
    SOURCE = "source"
    """"from evil cards": ``value`` is a :class:`NounPhrase` (the verb may take it)."""
    SOURCE_EFFECTS = "source_effects"
    """"from harm", "from capture and conversion": ``value`` is a tuple of effect kinds."""
    USED_BY = "used_by"
    """"used by this Hero": ``value`` is a :class:`Selector`."""
    TEXT = "text"
    """'with "Trumpet" or "Trumpets" in the title': ``value`` is a tuple of the texts, any
    of which the card holds."""
    WITH = "with"
    """"with a discard ability": ``value`` is a :class:`Selector` of abilities."""
    IDENTIFIER = "identifier"
    """"who fought in an earthly battle": ``value`` is the identifier."""
    ALSO = "also"
    """"(and Lost Souls)": ``value`` is a :class:`NounPhrase` that joins this one."""
    ACTION = "action"
    """"from playing Enhancements": ``value`` is an ``(action, Selector | None)`` pair."""
    PLAYER_HAS = "player_has"
    """"with more than 6 cards in hand", "who control a King" after a player: ``value`` is
    a :class:`Condition` on ``Player.THAT_PLAYER``, that player."""
    PLAYED_IN = "played_in"
    """"played this battle", "played by an opponent each turn": ``value`` is a
    :class:`PlayedIn`."""
    INCLUDING = "including"
    """"(including yours)", "including this one": the cards named include these, as they
    would anyway; it changes nothing."""
    OR_DESCRIBED = "or_described"
    """", or that have no special ability": the cards the description before it names, or
    those with ``value`` (a tuple of :class:`Post`) in place of the post right before it."""
    KIND = "kind"
    """"from the Blue Brigade", "of a selected brigade", "from the New Testament": what kind
    of card, not a card the cards are on; ``value`` is a :class:`Selector` of the brigades,
    identifiers or qualifiers the cards have."""


@frozen
class Alternative:
    """A parenthesised alternative: "(or top 9 if used by a Disciple)"."""

    phrase: Item | Location | tuple[Location, ...]
    """What the alternative names: a description, a place, or several places."""
    condition: Condition | None
    """``None`` for a free choice: "a Lost Soul (or 2 meek Lost Souls)"."""


@frozen
class PlayedIn:
    """When (and by whom) the cards were played: "played by an opponent this battle"."""

    span: str
    """``"this_battle"``, ``"this_turn"``, ``"this_phase"``, ``"each_battle"`` or
    ``"each_turn"`` (:attr:`Selector.played_in`)."""
    player: Player | None = None


@frozen
class Post:
    """A post-modifier of a selector item, with the preposition that introduced it."""

    kind: PostKind
    value: object
    preposition: str = ""


@frozen
class Item:
    """One item of a selector: a run of words (or a reference) and its post-modifiers."""

    words: tuple[Word, ...] = ()
    posts: tuple[Post, ...] = ()
    ref: Ref | None = None
    place: Location | None = None
    """The place whose cards the item names: "Protect hand, deck and Reserve ..."."""
    owner_card: Item | None = None
    """The card whose ... the item names: "that Hero's special ability"."""

    def with_posts(self, posts: Iterable[Post]) -> Item:
        """The item with *posts* in place of its post-modifiers."""
        return evolve(self, posts=tuple(posts))

    @property
    def player(self) -> Player | None:
        """The player the item names ("opponent", "each player"), or ``None`` for cards.

        ``None`` too for players described by what they have ("each player with more than 6
        cards in hand"): only :attr:`described_player` reads them, so no callback drops the
        description.
        """
        if self.player_condition is not None:
            return None
        return self.described_player

    @property
    def player_condition(self) -> Condition | None:
        """What the players named must have: "with more than 6 cards in hand"."""
        found = [post.value for post in self.posts if post.kind is PostKind.PLAYER_HAS]
        if not found:
            return None
        if len(found) > 1 or not isinstance(found[0], Condition):
            raise PhraseError("one description of players")
        return self._controlled_where(found[0])

    def _controlled_where(self, condition: Condition) -> Condition:
        """Read "all opponents who control a N.T. human in territory": the human's place.

        A place right after the cards a player is described as controlling is where those
        cards are, not a place of the player's.
        """
        index = next(i for i, post in enumerate(self.posts) if post.kind is PostKind.PLAYER_HAS)
        after = self.posts[index + 1 : index + 2]
        if not after or after[0].kind is not PostKind.LOCATION:
            return condition
        place = after[0].value
        if isinstance(condition, Compare) and condition.right is None:
            cards = condition.left  # "the player with the most Heroes in territory"
        elif isinstance(condition, Controls):
            cards = condition.target
        else:
            raise PhraseError("a place after the cards a player controls")
        if (
            not isinstance(place, Location)
            or after[0].preposition != "in"
            or cards.locations
            or cards.parts
        ):
            raise PhraseError("a place after the cards a player controls")
        placed = evolve(cards, locations=(place,))
        if isinstance(condition, Compare):
            return evolve(condition, left=placed)
        return evolve(condition, target=placed)

    @property
    def described_player(self) -> Player | None:
        """The player the item names, whatever describes it."""
        players = [word for word in self.words if word.kind is WordKind.PLAYER]
        if not players or self.ref is not None:
            return None
        if any(post.kind is PostKind.WITH for post in self.posts):
            return None  # "opponent with a discard ability": cards have abilities, not players
        if any(post.kind is PostKind.QUALIFIER for post in self.posts):
            # "each player with the most strength": a card's quality no player has
            raise PhraseError("a player described as a card is")
        if any(
            word.kind in _DESCRIPTIVE - {WordKind.PLAYER, WordKind.QUALIFIER} for word in self.words
        ):
            return None
        player = players[-1].value
        if not isinstance(player, Player):  # pragma: no cover - the transformer builds these
            raise PhraseError(f"not a player: {player!r}")
        counts = [w.value for w in self.words if w.kind is WordKind.DETERMINER]
        count = counts[0] if counts and isinstance(counts[0], Count) else None
        qualifiers = {w.value for w in self.words if w.kind is WordKind.QUALIFIER}
        if "other" in qualifiers:
            # "each other player", "all other players": every player but the user
            return _other_players(player, count)
        if qualifiers - _PLAYER_QUALIFIERS:
            # "the active player", "next player": whose turn it is, which no player value says
            raise PhraseError(f"a player described as {sorted(map(str, qualifiers))!r}")
        if player in _OF_CARD and (
            self.owner_card is not None
            or any(w.kind is WordKind.OWNER and w.value is Player.OWNER for w in self.words)
        ):
            # "that card's owner", "its owner": the owner of the card named before
            return _OF_CARD[player]
        return _player_with_count(player, count)

    def _is_bare_count(self) -> bool:
        """Whether the item is a count alone ("one", "both"): a number of cards named before."""
        return (
            bool(self.words)
            and not self.posts
            and self.place is None
            and self.owner_card is None
            and all(word.kind is WordKind.DETERMINER for word in self.words)
        )

    def number(self) -> Selector:
        """The selector of an item that is a number, not cards: "if X is 2 or greater"."""
        built = self.selector()
        return evolve(built, ref=None) if self._is_bare_count() else built

    def selector(self) -> Selector:
        """The selector this item describes.

        Raises:
            PhraseError: the words stand in an order that makes no sense.
        """
        builder = _Builder()
        for word in self.words:
            builder.add(word)
        if self.ref is not None and self.owner_card is None:
            builder.ref = self.ref
        elif self._is_bare_count():
            builder.ref = Ref.THEM  # "draw 3 and discard one", "band one or both"
        built = builder.build()
        if self.place is not None:
            built = evolve(built, count=ALL, locations=(self.place,))
        if self.owner_card is not None:
            holder = Location(Zone.ON_CARD, card=self.owner_card.selector())
            built = evolve(built, locations=(*built.locations, holder))
        selector = _apply_described(built, self.posts)
        if builder.position is not None:
            selector = _apply_position(selector, builder.position)
        return selector


@frozen
class NounPhrase:
    """A selector as read: items joined by "and", "or", "and/or" or commas.

    A bare location after a conjunction ("from deck or discard pile") belongs to the item
    before it.
    """

    items: tuple[Item | Location, ...] = field()
    joins: tuple[Join, ...] = ()
    commas: tuple[bool, ...] = ()
    """Which joins are a bare comma: "one male, human Evil Character" is one card."""

    @items.validator
    def _check_items(self, _: object, value: tuple[Item | Location, ...]) -> None:
        if not value:
            raise PhraseError("a selector names something")
        if len(value) > MOST_ITEMS:
            raise PhraseError(f"more than {MOST_ITEMS} items in one list")

    @property
    def first(self) -> Item:
        """The first item; a phrase that starts with a place has an empty one."""
        first = self.items[0]
        return first if isinstance(first, Item) else Item()

    @property
    def last(self) -> Item:
        """The last item that is not a bare location."""
        for item in reversed(self.items):
            if isinstance(item, Item):
                return item
        return self.first

    @property
    def place(self) -> Location | None:
        """The place a phrase that is only a place names ("opponent's hand"), or ``None``."""
        if len(self.items) == 1 and isinstance(self.items[0], Location):
            return self.items[0]
        return None

    @property
    def player(self) -> Player | None:
        """The player a one-item phrase names, or ``None``."""
        if len(self.items) == 1 and isinstance(self.items[0], Item):
            return self.items[0].player
        return None

    def replace_last(self, item: Item) -> NounPhrase:
        """The phrase with its last item replaced by *item*."""
        index = max(i for i, it in enumerate(self.items) if isinstance(it, Item))
        return evolve(self, items=(*self.items[:index], item, *self.items[index + 1 :]))

    def take_post(
        self, kinds: Iterable[PostKind], prepositions: Iterable[str] = ()
    ) -> tuple[NounPhrase, Post | None]:
        """Take a verb's destination or source out of the phrase.

        That is the last post-modifier of the last item, if it is of *kinds* (and, when
        *prepositions* are given, introduced by one of them). Returns the phrase without it,
        and the post (or ``None`` when there is none).
        """
        wanted = frozenset(kinds)
        preps = frozenset(prepositions)
        if isinstance(self.items[-1], Location):
            return self, None
        last = self.last
        if not last.posts:
            return self, None
        post = last.posts[-1]
        if post.kind not in wanted or (preps and post.preposition not in preps):
            return self, None
        return self.replace_last(last.with_posts(last.posts[:-1])), post

    def fold_source(self) -> NounPhrase:
        """Put the items after a "from" source into it.

        In "Protect this card from lone Heroes and opponents' Dominants" both are what the
        card is protected from. Items with a source of their own ("Heroes from capture and
        Lost Souls from rescue") are left alone.
        """
        for index, item in enumerate(self.items[:-1]):
            if not isinstance(item, Item) or not item.posts:
                continue
            post = item.posts[-1]
            if post.kind is not PostKind.SOURCE or not isinstance(post.value, NounPhrase):
                continue
            rest = self.items[index + 1 :]
            if any(_has_source(one) for one in rest):
                return self
            source = post.value
            wider = NounPhrase(
                (*source.items, *rest),
                (*source.joins, *self.joins[index:]),
                (
                    *(source.is_comma(i) for i in range(len(source.joins))),
                    *(self.is_comma(i) for i in range(index, len(self.joins))),
                ),
            )
            kept = item.with_posts((*item.posts[:-1], evolve(post, value=wider)))
            commas = tuple(self.is_comma(i) for i in range(index))
            return NounPhrase((*self.items[:index], kept), self.joins[:index], commas)
        return self

    def take_source(
        self, kinds: Iterable[PostKind], prepositions: Iterable[str] = ()
    ) -> tuple[NounPhrase, Post | None]:
        """Take a verb's source out of the phrase, with the post-modifiers that follow it.

        In "Protect Hero from discard abilities on evil cards" the posts after "from
        discard abilities" describe the source, not the Hero: they move into the source's
        noun phrase. Without such posts this is :meth:`take_post`.
        """
        wanted = frozenset(kinds)
        preps = frozenset(prepositions)
        if isinstance(self.items[-1], Location):
            return self, None
        last = self.last
        for index in range(len(last.posts) - 1, -1, -1):
            post = last.posts[index]
            if post.kind not in wanted or (preps and post.preposition not in preps):
                continue
            tail = last.posts[index + 1 :]
            if not tail:
                break
            source = post.value
            if not isinstance(source, NounPhrase):
                break
            inner = source.last.with_posts((*source.last.posts, *tail))
            rest = self.replace_last(last.with_posts(last.posts[:index]))
            return rest, evolve(post, value=source.replace_last(inner))
        return self.take_post(kinds, prepositions)

    def selector(self) -> Selector:
        """The selector the phrase describes.

        Raises:
            PhraseError: the words make no sense together.
        """
        folded = _fold_places(_fold_exceptions(self))
        if folded is not self:
            return folded.selector()
        merged: list[Selector] = []
        origins: list[Item | None] = []
        joins: list[Join] = []
        commas: list[bool] = []
        places = isinstance(self.items[0], Location) or (
            isinstance(self.items[0], Item) and self.items[0].place is not None
        )
        for index, item in enumerate(self.items):
            bare = _bare_place(item) if index and not places else None
            if bare is not None:
                # "up to X evil Enhancements in play and set-aside area from the game": the
                # verb took "from the game" off the place, a bare place again
                item = bare  # noqa: PLW2901
            if isinstance(item, Location):
                item = _share_owner(merged, item)  # noqa: PLW2901 - "your deck or discard pile"
                if not merged or places:
                    merged.append(Selector(count=ALL, locations=(item,)))
                    origins.append(None)
                    if index:
                        joins.append(self.joins[index - 1])
                        commas.append(self.is_comma(index - 1))
                else:
                    merged[-1] = _add_location(merged[-1], item)
                continue
            merged.append(item.selector())
            origins.append(item)
            if index:
                joins.append(self.joins[index - 1])
                commas.append(self.is_comma(index - 1))
        _books_take_head(origins, merged)
        if not places:
            _merge_alignment_lists(origins, merged, joins, commas)
            _merge_in_brigade_lists(origins, merged, joins, commas)
            _merge_cards_abilities_are_on(origins, merged, joins, commas)
            _merge_brigade_lists(origins, merged, joins, commas)
            _merge_adjective_runs(origins, merged, joins, commas)
            _share_noun_after_identifiers(origins, merged)
            _share_noun_after_counted_identifier(origins, merged, commas)
            _share_class_after_counted_identifier(origins, merged, commas)
            _share_in_list(origins, merged, joins[-1] if joins else Join.AND)
            _share_those_excepted(merged)
        if len(merged) == 1 and isinstance(self.items[0], Item):
            return _mark_definite(self.items[0], merged[0])
        return join_selectors(merged, joins[-1] if joins else Join.AND, places=places)

    def is_comma(self, index: int) -> bool:
        """Whether the join after item *index* is a bare comma."""
        return index < len(self.commas) and self.commas[index]


CLOSED = "("
"""The preposition of an exception in brackets: "(except good prophets)". The bracket ends
it, so a bare item after it ("... and N.T. Enhancements") is one more card of the list, not
one more card excepted (as after "except Michael, Gabriel, and Captain of the Host")."""

DEFINITE = "the"
"""A qualifier the transformer resolves once the whole ability is read: "the Lost Souls"
after a reveal are the revealed ones (it never stays in a parsed ability)."""


def _mark_definite(item: Item, selector: Selector) -> Selector:
    """Mark "the Lost Souls" (the, a plural noun, nothing saying where) as a reference back."""
    first = item.words[0] if item.words else None
    if (
        first is None
        or item.ref is not None
        or item.place is not None
        or item.owner_card is not None
        or not isinstance(first.value, Count)
        or first.value.quantifier is not Quantifier.THE
        or selector.count != ALL
        or selector.owner is not None
        or selector.locations
        or selector.parts
        or not (selector.types or selector.identifiers)
        or set(selector.qualifiers) & _SEQUENCE_QUALIFIERS
    ):
        return selector
    return evolve(selector, qualifiers=(*selector.qualifiers, DEFINITE))


_SEQUENCE_QUALIFIERS = frozenset({"last", "next", "first", "revealed", "second"})


def _bare_place(item: Item | Location) -> Location | None:
    """The place an item names and nothing more (no words, posts, reference or holder)."""
    if (
        not isinstance(item, Item)
        or item.words
        or item.posts
        or item.ref is not None
        or item.owner_card is not None
    ):
        return None
    return item.place


def _fold_exceptions(phrase: NounPhrase) -> NounPhrase:
    """Put the bare names after "except X" in the exception.

    "silver brigade, except Michael, Gabriel, and Captain of the Host" excepts all three;
    an exception in brackets is closed (:data:`CLOSED`).
    """
    items = list(phrase.items)
    for index, item in enumerate(items[:-1]):
        if not isinstance(item, Item) or not item.posts:
            continue
        post = item.posts[-1]
        if (
            post.kind is not PostKind.EXCEPT
            or not isinstance(post.value, NounPhrase)
            or post.preposition == CLOSED
        ):
            continue
        rest = items[index + 1 :]
        if not all(isinstance(one, Item) and _is_bare(one) and not one.posts for one in rest):
            continue
        excepted = post.value
        joins = phrase.joins[index:]
        wider = NounPhrase(
            (*excepted.items, *rest),
            (*excepted.joins, *joins),
            (
                *(excepted.is_comma(i) for i in range(len(excepted.joins))),
                *(phrase.is_comma(i) for i in range(index, len(phrase.joins))),
            ),
        )
        kept = item.with_posts((*item.posts[:-1], evolve(post, value=wider)))
        commas = tuple(phrase.is_comma(i) for i in range(index))
        return NounPhrase((*items[:index], kept), phrase.joins[:index], commas)
    return phrase


def _fold_places(phrase: NounPhrase) -> NounPhrase:
    """Read a card that holds cards, after a place, as a further place.

    In "up to four Enhancements from one player's discard pile or Storehouse" (and "...
    and/or Fortress") the Storehouse is where the Enhancements may be, not a second kind of
    card to take.
    """
    items = list(phrase.items)
    for index in range(1, len(items)):
        before, item = items[index - 1], items[index]
        if (
            isinstance(before, Location)
            and (before.zone is Zone.ON_CARD or _follows_a_source(items[:index]))
            and index > 1
            and isinstance(item, Item)
            and _is_bare(item)
            and not item.posts
            and _holds_cards(item.selector())
        ):
            # "from hand, The Darkness or Tartaros": the places go on
            holder = Location(Zone.ON_CARD, card=item.selector())
            kept = (*items[:index], holder, *items[index + 1 :])
            return NounPhrase(kept, phrase.joins, phrase.commas)
        if not (isinstance(before, Item) and isinstance(item, Item)) or not before.posts:
            continue
        post = before.posts[-1]
        if post.kind is not PostKind.LOCATION or post.preposition not in ("from", "in"):
            continue
        if not (_is_bare(item) and not item.posts and _holds_cards(item.selector())):
            continue
        holder = Location(Zone.ON_CARD, card=item.selector())
        kept = (*items[: index - 1], before, holder, *items[index + 1 :])
        return NounPhrase(kept, phrase.joins, phrase.commas)
    return phrase


def _follows_a_source(items: list[Item | Location]) -> bool:
    """Whether the places at the end of *items* go on a place a card comes from or is in.

    "a demon from territory, hand, or The Pit": hand goes on "from territory".
    """
    index = len(items) - 1
    while index >= 0 and isinstance(items[index], Location):
        index -= 1
    item = items[index] if index >= 0 else None
    return (
        isinstance(item, Item)
        and bool(item.posts)
        and item.posts[-1].kind is PostKind.LOCATION
        and item.posts[-1].preposition in ("from", "in")
    )


def _holds_cards(selector: Selector) -> bool:
    """Whether cards may lie in or on the card described: a Fortress, a Site, a named card."""
    return bool(set(selector.types) & {"Fortress", "Site"}) or (
        bool(selector.names) and not selector.types and not selector.identifiers
    )


def _merge_adjective_runs(
    origins: list[Item | None], merged: list[Selector], joins: list[Join], commas: list[bool]
) -> None:
    """Join adjectives before a comma to the noun after it, in place.

    "a male, human Evil Character" is one card with both identifiers, not a male card and
    a human one.
    """
    gone: set[int] = set()
    for index in range(len(merged) - 1):
        part, after = merged[index], merged[index + 1]
        origin = origins[index]
        if (
            commas[index]
            and origin is not None
            and origins[index + 1] is not None
            and _is_adjective_run(part)
            and not part.parts
            and _has_head(after)
            and not has_determiner(origins[index + 1])
        ):
            merged[index + 1] = evolve(
                after,
                count=part.count if has_determiner(origin) else after.count,
                owner=after.owner or part.owner,
                alignment=after.alignment or part.alignment,
                brigades=(*part.brigades, *after.brigades),
                identifiers=(*part.identifiers, *after.identifiers),
                qualifiers=(*part.qualifiers, *after.qualifiers),
                other=after.other or part.other,
            )
            gone.add(index)
    if gone:  # the runs joined to the noun after them leave the list, in one pass
        merged[:] = [one for place, one in enumerate(merged) if place not in gone]
        origins[:] = [one for place, one in enumerate(origins) if place not in gone]
        joins[:] = [one for place, one in enumerate(joins) if place not in gone]
        commas[:] = [one for place, one in enumerate(commas) if place not in gone]


def _merge_alignment_lists(
    origins: list[Item | None], merged: list[Selector], joins: list[Join], commas: list[bool]
) -> None:
    """Read two alignments before one noun as one card of either alignment, in place.

    "an evil or neutral card" is one card that is evil or neutral, and "up to X good or
    neutral cards" is up to X cards in all, each good or neutral: not a list of two kinds of
    card with a count each. A card has one alignment (REG: Alignment), so a card of either of
    two alignments is a card of any alignment but the third: the noun keeps the count and
    owner said before the first alignment and excepts the cards of the third. Only "or" and
    "and/or" join them: "evil and neutral cards" are already every card of both.
    """
    gone: set[int] = set()
    for index in range(len(merged) - 1):
        origin, later = origins[index], origins[index + 1]
        part, after = merged[index], merged[index + 1]
        if (
            origin is None
            or later is None
            or commas[index]
            or joins[index] not in (Join.OR, Join.AND_OR)
            or not _alignment_run(origin)
            or part.alignment is None
            or after.alignment is None
            or part.alignment is after.alignment
            or "Evil Character" in after.types
            or not _has_head(after)
            or any(w.kind in (WordKind.DETERMINER, WordKind.OWNER) for w in later.words)
            or [w.kind for w in later.words].count(WordKind.ALIGNMENT) != 1
        ):
            continue
        (third,) = set(Alignment) - {part.alignment, after.alignment}
        merged[index + 1] = evolve(
            after,
            count=part.count if has_determiner(origin) else after.count,
            owner=part.owner or after.owner,
            alignment=None,
            exceptions=(*after.exceptions, Selector(count=ALL, alignment=third)),
        )
        gone.add(index)
    if gone:
        merged[:] = [one for place, one in enumerate(merged) if place not in gone]
        origins[:] = [one for place, one in enumerate(origins) if place not in gone]
        joins[:] = [one for place, one in enumerate(joins) if place not in gone]
        commas[:] = [one for place, one in enumerate(commas) if place not in gone]


def _merge_brigade_lists(
    origins: list[Item | None], merged: list[Selector], joins: list[Join], commas: list[bool]
) -> None:
    """Read brigades listed before one noun as one card of any of them, in place.

    "up to 2 red or blue Heroes" is up to two Heroes in all, each red or blue, and "your
    clay, red or green N.T. Hero" one Hero of yours of any of the three brigades: not a
    list of kinds of card with a count each. The noun keeps the count and owner said before
    the first brigade (and an adjective such as "O.T." said there) and takes every brigade
    listed; a card of several brigades is of each (REG: Brigade), so the selector's brigades
    are matched any one of. Only "or" and "and/or" end the list: "crimson and pale green"
    are cards of both brigades, every one; and a list that goes on from an item before it
    with a comma ("a single-brigade, teal or white Enhancement") is left a list.
    """
    start = 0
    while start < len(merged) - 1:
        end = start
        while (
            end < len(merged) - 1
            and _brigade_run(origins[end], first=end == start)
            and (commas[end] or joins[end] in (Join.OR, Join.AND_OR))
        ):
            end += 1
        later = origins[end]
        if (
            end == start
            or (start and commas[start - 1])  # "a single-brigade, teal or white card": three
            or commas[end - 1]
            or joins[end - 1] not in (Join.OR, Join.AND_OR)
            or later is None
            or any(w.kind in (WordKind.DETERMINER, WordKind.OWNER) for w in later.words)
            or [w.kind for w in later.words].count(WordKind.BRIGADE) != 1
            or later.words[0].kind is not WordKind.BRIGADE
            or not isinstance(later.words[0].value, Brigade)
            or not _has_head(merged[end])
        ):
            start = max(end, start + 1)
            continue
        first, after = merged[start], merged[end]
        listed = [b for part in merged[start:end] for b in part.brigades]
        merged[end] = evolve(
            after,
            count=first.count if has_determiner(origins[start]) else after.count,
            owner=first.owner or after.owner,
            brigades=(*listed, *after.brigades),
            identifiers=(
                *first.identifiers,
                *(one for one in after.identifiers if one not in first.identifiers),
            ),
        )
        del merged[start:end], origins[start:end], joins[start:end], commas[start:end]
        start += 1


def _merge_in_brigade_lists(
    origins: list[Item | None], merged: list[Selector], joins: list[Join], commas: list[bool]
) -> None:
    """Read brigades listed after "in" or "on" as one kind of card, in place.

    "any N.T. Hero in gold, white, or blue brigade" is one N.T. Hero of any of the three
    brigades (REG: Brigade), not a gold N.T. Hero or any white card or any blue card: the
    list goes on from an item whose last words are "in" and a brigade, with brigades alone
    joined by commas and "or" (or "and/or"), and its last item ends with the noun "brigade".
    "special abilities on Purple and Blue brigade enhancements" are the abilities on
    Enhancements of either brigade: after "on", the last item is the card the abilities are
    on, and takes every brigade listed (and "and" joins them too: each such Enhancement).
    A card of several brigades is of each, so the brigades are matched any one of.
    """
    start = 0
    while start < len(merged) - 1:
        origin = origins[start]
        post = origin.posts[-1] if origin is not None and origin.posts else None
        if (
            post is None
            or post.kind is not PostKind.KIND
            or post.preposition not in ("in", "on")
            or not isinstance(post.value, Selector)
            or post.value != Selector(brigades=post.value.brigades)
            or len(post.value.brigades) != 1
            or merged[start].brigades != post.value.brigades
        ):
            start += 1
            continue
        on = post.preposition == "on"
        joined = (Join.OR, Join.AND_OR, Join.AND) if on else (Join.OR, Join.AND_OR)
        end = start
        while (
            end < len(merged) - 1
            and (commas[end] or joins[end] in joined)
            and _lone_brigade(origins[end + 1])
        ):
            end += 1
        if on and end < len(merged) - 1 and (commas[end] or joins[end] in joined):
            end += 1  # "on Purple and Blue brigade enhancements": the card comes last
        last = origins[end]
        if (
            end == start
            or commas[end - 1]
            or joins[end - 1] not in joined
            or last is None
            or not (_brigade_card(last, merged[end]) if on else _lone_brigade(last))
        ):
            start = end + 1
            continue
        listed = [b for part in merged[start + 1 : end + 1] for b in part.brigades]
        brigades = (*merged[start].brigades, *listed)
        if on:
            card = evolve(merged[end], brigades=brigades, exceptions=())
            merged[start] = evolve(
                merged[start],
                brigades=(),
                locations=(*merged[start].locations, Location(Zone.ON_CARD, card=card)),
                exceptions=(*merged[start].exceptions, *merged[end].exceptions),
            )
        else:
            merged[start] = evolve(merged[start], brigades=brigades)
        # the items after the first join it, with the joins between them
        del merged[start + 1 : end + 1], origins[start + 1 : end + 1]
        del joins[start:end], commas[start:end]
        start += 1


def _merge_cards_abilities_are_on(
    origins: list[Item | None], merged: list[Selector], joins: list[Join], commas: list[bool]
) -> None:
    """Read the cards listed after "abilities on" as where the abilities are, in place.

    "Negate all protect abilities on Heroes and Fortresses" negates the protect abilities on
    Heroes and on Fortresses, not those on Heroes and every Fortress whole. The list goes on
    from an item naming abilities on a card, with card nouns that have no count, owner or
    place of their own, joined by "and", "or" or commas; they join the card the abilities
    are on. An exception of abilities said after the last ("..., except banding") is the
    abilities'.
    """
    start = 0
    while start < len(merged) - 1:
        first = merged[start]
        origin = origins[start]
        if (
            origin is None
            or first.types != ("ability",)
            or first.parts
            or len(first.locations) != 1
            or first.locations[0].zone is not Zone.ON_CARD
            or not isinstance(first.locations[0].card, Selector)
            or not origin.posts
            or origin.posts[-1].kind is not PostKind.LOCATION
            or origin.posts[-1].preposition != "on"
        ):
            start += 1
            continue
        end = start
        while (
            end < len(merged) - 1
            and (commas[end] or joins[end] in (Join.AND, Join.OR, Join.AND_OR))
            and _card_noun(origins[end + 1], merged[end + 1])
        ):
            end += 1
        if end == start or commas[end - 1]:
            start = end + 1
            continue
        listed = [evolve(part, exceptions=()) for part in merged[start + 1 : end + 1]]
        kept = tuple(e for e in merged[end].exceptions if e.types == ("ability",))
        if len(kept) != len(merged[end].exceptions):
            start = end + 1
            continue
        place = first.locations[0]
        abilities = evolve(first, exceptions=(*first.exceptions, *kept))
        merged[start] = Selector(
            count=first.count,
            parts=(
                abilities,
                *(evolve(abilities, locations=(evolve(place, card=card),)) for card in listed),
            ),
            join=joins[end - 1],
        )
        # the items after the first join it, with the joins between them
        del merged[start + 1 : end + 1], origins[start + 1 : end + 1]
        del joins[start:end], commas[start:end]
        start += 1


def _card_noun(item: Item | None, part: Selector) -> bool:
    """Whether an item is a kind of card alone: "Fortresses", "evil Enhancements"."""
    if item is None or item.ref is not None or item.place is not None:
        return False
    kinds = {word.kind for word in item.words}
    return (
        WordKind.DETERMINER not in kinds
        and WordKind.OWNER not in kinds
        and not part.locations
        and not part.parts
        and part.owner is None
        and part.types != ("ability",)
        and not part.abilities
        and _has_head(part)
    )


def _brigade_card(item: Item, part: Selector) -> bool:
    """Whether an item is a brigade and a noun with nothing before: "Blue brigade enhancements"."""
    kinds = [word.kind for word in item.words]
    return (
        bool(kinds)
        and kinds[0] is WordKind.BRIGADE
        and kinds.count(WordKind.BRIGADE) == 1
        and _card_noun(item, part)
    )


def _lone_brigade(item: Item | None) -> bool:
    """Whether an item is one brigade alone, with the noun or not: "white", "blue brigade"."""
    if item is None or item.posts or item.ref is not None or item.place is not None:
        return False
    words = item.words
    if words and words[-1].kind is WordKind.TYPE and words[-1].value in ("brigade", "brigades"):
        words = words[:-1]
    return (
        len(words) == 1
        and words[0].kind is WordKind.BRIGADE
        and isinstance(words[0].value, Brigade)
    )


def _brigade_run(item: Item | None, *, first: bool) -> bool:
    """Whether an item is a brigade alone, after a count, owner or adjective when *first*.

    "up to 2 red", "your clay", "an O.T. green"; later in the list only the brigade: "red".
    """
    if (
        item is None
        or item.posts
        or item.place is not None
        or item.owner_card is not None
        or item.ref is not None
        or not item.words
        or item.words[-1].kind is not WordKind.BRIGADE
        or not isinstance(item.words[-1].value, Brigade)  # "single-brigade" is no brigade
    ):
        return False
    kinds = [word.kind for word in item.words]
    if kinds.count(WordKind.BRIGADE) != 1:
        return False
    if not first:
        return len(kinds) == 1
    return all(
        word.kind in (WordKind.DETERMINER, WordKind.OWNER, WordKind.BRIGADE)
        or (word.kind is WordKind.IDENTIFIER and word.value in _ADJECTIVE_IDENTIFIERS)
        for word in item.words
    )


def _alignment_run(item: Item) -> bool:
    """Whether an item is an alignment alone, after a count or owner: "an evil", "good"."""
    kinds = [word.kind for word in item.words]
    return (
        kinds.count(WordKind.ALIGNMENT) == 1
        and set(kinds) <= {WordKind.DETERMINER, WordKind.OWNER, WordKind.ALIGNMENT}
        and kinds[-1] is WordKind.ALIGNMENT
        and not item.posts
        and item.place is None
        and item.owner_card is None
        and item.ref is None
    )


def _share_noun_after_identifiers(origins: list[Item | None], merged: list[Selector]) -> None:
    """Give a lone identifier the plural noun of the item after it, in place.

    "Pharisee and Sadducee Evil Characters" are Pharisee Evil Characters and Sadducee Evil
    Characters: the first identifier, singular and with no determiner, is an adjective of
    the same noun, with its count, owner and place. An identifier that is an adjective of
    any noun ("male", "human") is left to the rules for adjectives.
    """
    for index in range(len(merged) - 2, -1, -1):
        origin, later = origins[index], origins[index + 1]
        part, after = merged[index], merged[index + 1]
        if (
            origin is None
            or later is None
            or origin.posts
            or origin.place is not None
            or origin.owner_card is not None
            or origin.ref is not None
            or not origin.words
            or any(w.kind is not WordKind.IDENTIFIER or w.plural for w in origin.words)
            or set(part.identifiers) & _ADJECTIVE_IDENTIFIERS
            or has_determiner(later)
            or after.count != ALL
            or not after.types
            or not set(after.identifiers) - _ADJECTIVE_IDENTIFIERS
        ):
            continue
        shared = tuple(one for one in after.identifiers if one in _ADJECTIVE_IDENTIFIERS)
        merged[index] = evolve(after, identifiers=(*part.identifiers, *shared))


def _share_noun_after_counted_identifier(
    origins: list[Item | None], merged: list[Selector], commas: list[bool]
) -> None:
    """Give a counted identifier the character noun of the item after it, in place.

    "Discard one giant or warrior class evil character" discards one Evil Character that is
    a giant or a warrior class character: the count is said once, before two adjectives of
    the one noun that comes last, so "evil character" is said of both. The first item is a
    count and identifiers alone ("one giant", "an O.T."); the item after it has no count of
    its own and ends with a character noun (Hero, Evil Character, character) or
    "Enhancement" after an identifier or class ("warrior class evil character", "N.T.
    female Evil Character", "feast Enhancement"). The first item takes that noun and its
    alignment, not the other adjectives. Other nouns are left alone: in "a priest or Temple
    Artifact", "Temple Artifact" is an Artifact's own identifier (ORDIR), not a noun a
    priest shares.
    """
    for index in range(len(merged) - 1):
        origin, later = origins[index], origins[index + 1]
        part, after = merged[index], merged[index + 1]
        if (
            origin is None
            or later is None
            or not _counted_identifiers(origin, comma=commas[index])
            or any(w.plural for w in origin.words if w.kind is WordKind.IDENTIFIER)
            or _gendered(part)
            or part.types
            or not part.identifiers
            or has_determiner(later)
            or any(w.kind is WordKind.OWNER for w in later.words)
            or not after.identifiers
            or len(after.types) != 1
            or after.types[0] not in _SHARED_NOUNS
            or later.words[-1].kind is not WordKind.TYPE
        ):
            continue
        merged[index] = evolve(
            part,
            types=after.types,
            alignment=part.alignment or after.alignment,
            locations=part.locations or after.locations,
        )


def _counted_identifiers(origin: Item, *, comma: bool) -> bool:
    """Whether list item *origin* is a count and identifiers alone, before "or" and no comma.

    "one giant or ...", "an Assyrian or ...": nothing after the words, no place, owner or
    reference; what the item after shares with it is for the caller to say.
    """
    return (
        not comma
        and not origin.posts
        and origin.place is None
        and origin.owner_card is None
        and origin.ref is None
        and has_determiner(origin)
        and all(w.kind in (WordKind.DETERMINER, WordKind.IDENTIFIER) for w in origin.words)
    )


_SHARED_NOUNS: Final = frozenset({"Hero", "Evil Character", "character", "Enhancement"})
"""The nouns two adjectives before them share in "one giant or warrior class evil character"."""


def _share_class_after_counted_identifier(
    origins: list[Item | None], merged: list[Selector], commas: list[bool]
) -> None:
    """Give a counted identifier the class noun of the item after it, in place.

    "May band to an Assyrian or Babylonian warrior" bands to an Assyrian warrior or a
    Babylonian warrior: the count is said once, before two adjectives of the one class noun
    said last, so "warrior" (REG: Warrior Class) is said of both. The first item is a
    count and one identifier ("an Assyrian"); the item after it has no count of its own and
    is identifiers alone, a class noun last ("Babylonian warrior"). The first item takes
    only the class, not the other identifiers.
    """
    for index in range(len(merged) - 1):
        origin, later = origins[index], origins[index + 1]
        part, after = merged[index], merged[index + 1]
        if (
            origin is None
            or later is None
            or not _counted_identifiers(origin, comma=commas[index])
            or any(w.plural for w in origin.words)
            or part != Selector(count=part.count, identifiers=part.identifiers)
            or len(part.identifiers) != 1
            or set(part.identifiers) & (_ADJECTIVE_IDENTIFIERS | _SHARED_CLASSES)
            or later.posts
            or len(later.words) < 2  # an identifier and the class noun
            or any(w.kind is not WordKind.IDENTIFIER or w.plural for w in later.words)
            or later.words[-1].value not in _SHARED_CLASSES
            or after != Selector(count=after.count, identifiers=after.identifiers)
        ):
            continue
        merged[index] = evolve(part, identifiers=(*part.identifiers, str(later.words[-1].value)))


_SHARED_CLASSES: Final = frozenset({"warrior"})
"""The class nouns two identifiers before them share in "an Assyrian or Babylonian warrior"."""


def _share_those_excepted(merged: list[Selector]) -> None:
    """Give every item of a list the "(except those ...)" said after its last, in place.

    "Negate characters and Enhancements (except those with a Job reference)": "those" are
    the characters and the Enhancements, so neither is negated with a Job reference. A bare
    "(not both)" of "Abner or Michal" describes no cards: it is left where it is.
    """
    if len(merged) < 2 or any(part.parts for part in merged):
        return
    last = merged[-1]
    those = tuple(
        one
        for one in last.exceptions
        if one.ref is Ref.THEM and evolve(one, count=ALL, ref=None) != Selector(count=ALL)
    )
    if not those or any(one in part.exceptions for part in merged[:-1] for one in those):
        return
    for index in range(len(merged) - 1):
        part = merged[index]
        merged[index] = evolve(part, exceptions=(*part.exceptions, *those))


def _share_in_list(
    origins: list[Item | None], merged: list[Selector], join: Join = Join.AND
) -> None:
    """Share what the first and last items of a list say with the bare items, in place.

    "a good warrior or weapon from deck": both good, both from deck. A bare item (a noun
    with no count or owner of its own) takes the first item's count, owner, brigades and
    alignment (unless its card type has one: "a good Hero or Evil Character"); an item with
    no place takes the place named after the last item ("Joseph or Benjamin in your deck").
    In a list joined by "or" or "and/or" (*join*), an item with adjectives but no count of
    its own takes the count said before the list too (see :func:`_shared_count`).
    """
    if len(merged) < 2 or None in origins or any(part.parts for part in merged):
        return
    first = merged[0]
    for index in range(1, len(merged)):
        origin = origins[index]
        if origin is None:
            continue
        if not _is_bare(origin) and _shared_count(origins[0], origin, first, join):
            merged[index] = evolve(merged[index], count=first.count)
        if not _is_bare(origin):
            # "your martyrs and Revelation angels": an item with no determiner of its own
            # is the first item's owner's, whatever adjectives it has
            if (
                first.owner is not None
                and merged[index].owner is None
                and not has_determiner(origin)
                and origin.ref is None
            ):
                merged[index] = evolve(merged[index], owner=first.owner)
            continue
        part = merged[index]
        if part.names:
            # a card named ("a green prophet or Cherubim") has its own colour and count,
            # but not its own state: "your lone David or Solomon" is a lone Solomon too
            merged[index] = evolve(
                part,
                owner=part.owner or first.owner,
                qualifiers=shared_states(first, part),
            )
            continue
        aligned = part.alignment is not None or set(part.types) & _ALIGNED_TYPES
        merged[index] = evolve(
            part,
            count=first.count if has_determiner(origins[0]) else part.count,
            owner=part.owner or first.owner,
            alignment=part.alignment if aligned else first.alignment,
            brigades=part.brigades or first.brigades,
            qualifiers=shared_states(first, part),
        )
    _share_place(merged)


def _shared_count(first_item: Item | None, item: Item, first: Selector, join: Join) -> bool:
    """Whether *item* of an "or" or "and/or" list takes the count said before the list.

    "Discard up to 3 Sites and/or evil Fortresses", "negate and discard up to X Curses or
    Evil Enhancements in play": the count before the list counts the cards of the whole
    list, each of either kind (REG: Targeting), whatever adjectives a later item has of its
    own ("evil", "good", "Genesis"); a later item in the plural with no determiner is not
    "all" of its kind. Only a count said by a number ("up to 3", "X", "2"): "a Hero or
    good Enhancements" names one Hero or all good Enhancements.
    """
    count = first.count
    return (
        join in (Join.OR, Join.AND_OR)
        and has_determiner(first_item)
        and not has_determiner(item)
        and item.ref is None
        and ((count.number is not None and count.number > 1) or bool(count.variable))
        and item.selector().count == ALL
    )


SHARED_STATES = frozenset({"lone", "opposing", "captured", "blocking", "attacking", "rescuing"})
"""States an adjective before a list gives every bare item of it: "your lone David or
Solomon" (both alone), "a captured Hero or Lost Soul"."""


def shared_states(first: Selector, part: Selector) -> tuple[str, ...]:
    """*part*'s qualifiers with the states of the list's *first* item it lacks."""
    added = tuple(q for q in first.qualifiers if q in SHARED_STATES and q not in part.qualifiers)
    return (*added, *part.qualifiers)


def _share_place(merged: list[Selector]) -> None:
    """Give the place named after the last item of a list to the items with none, in place.

    Not a place that belongs to the last item alone: "the top card of opponent's deck",
    "the last evil card played in battle"; nor to an item whose owner says where it is
    ("an opponent's good card or a good card from an opponent's hand").
    """
    last = merged[-1]
    if (
        not last.locations
        or set(last.qualifiers) & _SEQUENCE_QUALIFIERS
        or any(place.position or place.zone is Zone.ON_CARD for place in last.locations)
    ):
        return
    alternative = not last.alternative and last.alternative_locations
    for index in range(len(merged) - 1):
        part = merged[index]
        if part.locations or part.ref is not None or part.owner is not None:
            continue
        merged[index] = evolve(part, locations=last.locations)
        if alternative and not part.alternative_locations:
            # "from Reserve (or discard pile if Boaz is in play)" is where both may come from
            merged[index] = evolve(
                merged[index],
                alternative_locations=last.alternative_locations,
                alternative_condition=last.alternative_condition,
            )


_ALIGNED_TYPES = frozenset({"Hero", "Evil Character", "Lost Soul", "GE", "EE"})


def has_determiner(item: Item | None) -> bool:
    """Whether *item* has a word of count before its noun: "a", "an", "up to 3", "all"."""
    return item is not None and any(word.kind is WordKind.DETERMINER for word in item.words)


def _is_bare(item: Item) -> bool:
    """Whether an item is a noun alone: "weapon", "Sadducee", "Evil Characters"."""
    words = item.words
    if (
        len(words) >= 2
        and words[0].kind is WordKind.ALIGNMENT
        and words[0].value is Alignment.EVIL
        and words[1].kind is WordKind.TYPE
        and words[1].value == "character"
    ):
        words = words[2:]  # "Evil Character" is one noun
    return item.ref is None and all(
        word.kind in (WordKind.TYPE, WordKind.IDENTIFIER, WordKind.NAME, WordKind.PLURAL)
        for word in words
    )


def _is_adjective_run(part: Selector) -> bool:
    """Whether a selector is only adjectives: "male" in "one male, human Evil Character"."""
    adjectives = Selector(
        count=part.count,
        owner=part.owner,
        alignment=part.alignment,
        brigades=part.brigades,
        identifiers=part.identifiers,
        qualifiers=part.qualifiers,
        other=part.other,
    )
    return (
        bool(part.identifiers)
        and part == adjectives
        and all(identifier in _ADJECTIVE_IDENTIFIERS for identifier in part.identifiers)
    )


_ADJECTIVE_IDENTIFIERS = frozenset({"male", "female", "human", "O.T.", "N.T.", "genderless"})
"""Identifiers that describe a noun after them rather than name one."""


def _books_take_head(origins: list[Item | None], merged: list[Selector]) -> None:
    """Give a Bible book read as an adjective the noun of a later item, in place.

    In "a good Ruth or good Judges Enhancement" the first item is a good Ruth Enhancement;
    a bare book word ("John or a Ruth Hero") stays a name, unless the next item is a book and
    a noun with no count: "John and Revelation Enhancements" are Enhancements of either book.
    The words said before the first book are said of the later books and their noun too (see
    :func:`_book_nouns_take_adjectives`): "a gold Luke or John Hero" is a gold Hero of either
    book, "a warrior class II Samuel or I Chronicles Hero" a warrior class Hero of either.
    """
    for index, item in enumerate(origins):
        if not isinstance(item, Item):
            continue
        if _is_lone_book(item) and _is_book_noun(origins[index + 1 : index + 2]):
            head: Selector | None = merged[index + 1]
        elif _is_book_adjective(item):
            head = next((part for part in merged[index + 1 :] if part.types), None)
        else:
            continue
        if head is None:
            continue
        books = tuple(str(word.value) for word in item.words if word.kind is WordKind.BOOK)
        part = merged[index]
        merged[index] = evolve(
            part,
            names=tuple(name for name in part.names if name not in books),
            books=(*part.books, *(book for book in books if book not in part.books)),
            types=head.types,
            count=head.count if _is_lone_book(item) else part.count,
        )
        if _is_book_adjective(item):
            _book_nouns_take_adjectives(origins, merged, index)


def _book_nouns_take_adjectives(
    origins: list[Item | None], merged: list[Selector], index: int
) -> None:
    """Give the books after a book read as an adjective the words said before it, in place.

    In "a gold Luke or John Hero", "search discard pile for a good Luke or Acts Enhancement"
    and "band to a warrior class II Samuel or I Chronicles Hero" the colour, alignment or
    class said before the first book is said of the one noun after the last: a gold John
    Hero, a good Acts Enhancement, a warrior class I Chronicles Hero. The later items are
    books alone, up to the one with the noun ("John Hero"), with no word of their own before
    it; an item with its own ("a good Ruth or good Judges Enhancement") keeps its own.
    """
    first = merged[index]
    for later in range(index + 1, len(merged)):
        item = origins[later]
        if item is None or not _is_book_only(item):
            return
        part = merged[later]
        merged[later] = evolve(
            part,
            alignment=part.alignment or first.alignment,
            brigades=part.brigades or first.brigades,
            identifiers=(
                *(one for one in first.identifiers if one not in part.identifiers),
                *part.identifiers,
            ),
        )
        if part.types:
            return


def _is_book_only(item: Item) -> bool:
    """Whether an item is books with at most their noun after them: "John", "I Chronicles Hero".

    What follows the noun ("Exodus Enhancement from discard pile") is the list's own.
    """
    kinds = [word.kind for word in item.words]
    return (
        item.ref is None
        and item.owner_card is None
        and bool(kinds)
        and kinds[0] is WordKind.BOOK
        and set(kinds) <= {WordKind.BOOK, WordKind.TYPE, WordKind.PLURAL}
    )


def _is_lone_book(item: Item) -> bool:
    """Whether an item is a book word alone, with nothing after it: "John"."""
    return (
        item.ref is None
        and not item.posts
        and len(item.words) == 1
        and item.words[0].kind is WordKind.BOOK
    )


def _is_book_noun(items: list[Item | None]) -> bool:
    """Whether the one item given is books and a card type, no count: "Revelation Enhancements"."""
    if len(items) != 1 or not isinstance(items[0], Item) or items[0].ref is not None:
        return False
    kinds = [word.kind for word in items[0].words]
    return (
        bool(kinds)
        and kinds[0] is WordKind.BOOK
        and WordKind.TYPE in kinds
        and set(kinds) <= {WordKind.BOOK, WordKind.TYPE, WordKind.PLURAL}
    )


def _is_book_adjective(item: Item) -> bool:
    """Whether an item is a book with words before it and no noun: "a good Ruth".

    An identifier before the book is one more adjective ("a warrior class II Samuel"); one
    after it is the item's noun ("an Exodus prophet"), so the item is no adjective.
    """
    kinds = [word.kind for word in item.words]
    if WordKind.BOOK not in kinds:
        return False
    before = kinds[: kinds.index(WordKind.BOOK)]
    after = kinds[kinds.index(WordKind.BOOK) :]
    return (
        item.ref is None
        and len(kinds) > 1
        and not {WordKind.TYPE, WordKind.NAME, WordKind.ABILITY} & set(kinds)
        and WordKind.IDENTIFIER not in after
        and (WordKind.IDENTIFIER not in before or kinds[-1] is WordKind.BOOK)
    )


def _has_source(item: Item | Location) -> bool:
    sources = (PostKind.SOURCE, PostKind.SOURCE_EFFECTS)
    return isinstance(item, Item) and any(post.kind in sources for post in item.posts)


def join_selectors(parts: list[Selector], join: Join, *, places: bool = False) -> Selector:
    """A compound selector; a part with no noun takes the next noun ("a good or evil card").

    A compound of compounds joined the same way is flattened. With *places*, the list
    begins with places: a part that names only a place is every card there, a whole part
    that takes no noun ("your hand, deck and human Heroes": the hand, the deck, and the
    human Heroes, yours as the places are).
    """
    if len(parts) == 1:
        return parts[0]
    flat: list[Selector] = []
    for part in parts:
        if part.parts and part.join is join:
            flat.extend(part.parts)
        else:
            flat.append(part)
    if places:
        return _join_places(flat, join)
    headless = [not _has_head(part) for part in flat]
    head: Selector | None = None
    for index in range(len(flat) - 1, -1, -1):  # from the last: each part's next head
        part = flat[index]
        if _has_head(part):
            head = part
            continue
        if head is not None and not (
            _gendered(part) and (part.locations or not _of_characters(head))
        ):
            # "evil and neutral cards": all of both
            shared = head.count if part.count == ONE and head.count == ALL else part.count
            # "a male and a female Evil Character": the noun without the other's gender
            kept = [word for word in head.identifiers if not _gendered(part) or not _gender(word)]
            if head.types and part.qualifiers and not part.identifiers:
                # "a multi-brigade or territory class character": two adjectives of one noun,
                # each a card of its own; the noun is shared, the other adjective is not
                kept = []
            locations = part.locations or head.locations
            end = _end_of_head_pile(part, head)
            if end is not None:
                # "the top or bottom 3 cards of opponent's deck": the top 3 of that deck too
                shared, locations = head.count, end
            flat[index] = evolve(
                part,
                count=shared,
                types=head.types,
                identifiers=(*part.identifiers, *kept),
                abilities=head.abilities,
                locations=locations,
            )
    _share_head_owner(flat, headless)
    count = _list_count(flat, join)
    return Selector(count=count, parts=tuple(flat), join=join)


def _end_of_head_pile(part: Selector, head: Selector) -> tuple[Location, ...] | None:
    """The place of a bare end of a pile ("the top") before the noun of another end.

    "The top or bottom 3 cards of opponent's deck": "the top" is of the same pile and counts
    as many cards as the noun after it; the pile it was given by default (a deck) is not
    its own. None unless *part* is only an end of a pile and *head* names an end of one.
    """
    if part.count != ONE or len(part.locations) != 1 or len(head.locations) != 1:
        return None
    own, named = part.locations[0], head.locations[0]
    if (
        own.position is None
        or named.position is None
        or own != Location(Zone.DECK, position=own.position)
    ):
        return None
    return (evolve(named, position=own.position),)


def _join_places(flat: list[Selector], join: Join) -> Selector:
    """Join a list that begins with places; cards named after them share the places' owner.

    A reference ("your discard pile and this card") is the card it names, whoever owns it.
    """
    owner: Player | None = None
    for index, part in enumerate(flat):
        if _has_head(part):
            if part.owner is None and not part.locations and part.ref is None and owner:
                flat[index] = evolve(part, owner=owner)
        elif part.locations:
            owner = part.locations[-1].owner
    count = _list_count(flat, join)
    return Selector(count=count, parts=tuple(flat), join=join)


def _list_count(parts: list[Selector], join: Join = Join.AND) -> Count:
    """The count of a list as a whole: as its parts say, in the plural, or one card.

    "Any number of" if each part says so, "all" if each names cards in the plural
    ("Heroes", "any Enhancements"), one card otherwise. "Discard any number of evil
    Enhancements or Curses" lets the player pick how many. A list joined by "or" or
    "and/or" whose parts all carry one count is counted once, as a whole: "Negate up to X
    evil cards and/or Lost Souls" is up to X cards in all, each an evil card or a Lost
    Soul, and "discard X Curses or weapons" X cards in all, each of either kind: the count
    is said once, before the list (REG: Targeting).
    """
    counts = {part.count for part in parts}
    if counts == {_ANY_NUMBER}:
        return _ANY_NUMBER
    if counts <= {ALL, _ANY_NUMBER}:
        return ALL
    if join in (Join.OR, Join.AND_OR) and len(counts) == 1:
        return next(iter(counts))
    return ONE


_ANY_NUMBER: Final = Count(Quantifier.ANY_NUMBER)


def _share_head_owner(flat: list[Selector], headless: list[bool]) -> None:
    """Give the owner and alignment before adjectives sharing a noun to every part, in place.

    In "your clay or purple Hero" the owner comes before the list, as the noun comes after
    it: both Heroes are yours; in "a good Luke or Acts Enhancement" both are good. A part
    with an owner or alignment of its own keeps it ("your or an opponent's Hero", "a good
    or evil card"), and so does a card type that has one ("a good O.T. or N.T. Hero").
    """
    start = 0
    for index in range(len(flat)):
        if headless[index]:
            continue
        owner = flat[start].owner if headless[start] else None
        alignment = flat[start].alignment if headless[start] else None
        if index > start:
            for member in range(start, index + 1):
                part = flat[member]
                if owner is not None and part.owner is None:
                    part = evolve(part, owner=owner)
                if (
                    alignment is not None
                    and part.alignment is None
                    and not set(part.types) & _ALIGNED_TYPES
                ):
                    part = evolve(part, alignment=alignment)
                flat[member] = part
        start = index + 1


_GENDERS: Final = frozenset({"male", "female", "genderless"})
"""The identifiers that are adjectives: "a male and a female Evil Character" names two Evil
Characters, the first word with no noun of its own."""


def _gender(identifier: str) -> bool:
    return identifier.lower() in _GENDERS


def _gendered(selector: Selector) -> bool:
    """Whether *selector* is a gender alone, its noun to come: the "male" of "a male and ..."."""
    return bool(selector.identifiers) and all(_gender(word) for word in selector.identifiers)


def _of_characters(selector: Selector) -> bool:
    """Whether *selector* names characters by type: a gender before it shares its noun."""
    return bool(selector.types) and set(selector.types) <= _CHARACTER_TYPES


_CHARACTER_TYPES: Final = frozenset({"Hero", "Evil Character", "character"})


def _described(selector: Selector) -> Selector:
    """What *selector* says of its cards, without how many or where."""
    return evolve(selector, count=ONE, locations=())


def _has_head(selector: Selector) -> bool:
    return bool(
        selector.types
        or (selector.identifiers and not _gendered(selector))
        or selector.names
        or selector.abilities
        or selector.ref
        or selector.parts
        or selector.books
    )


def location_from_words(words: Iterable[Word], zone: Zone, *, plural: bool = False) -> Location:
    """A location from the words before its zone ("opponent's", "a", "each").

    A place that belongs to a player, named with no owner, is the user's (REG: Targeting);
    "a", "an", "one" or "any" before it is the place of any one player, the user's choice
    ("in a territory", "a discard pile"); "each" is every player's in turn; "all" or a
    plural ("all territories", "in discard piles") is every player's at once.

    Raises:
        PhraseError: a word that cannot describe a place ("a Hero deck").
    """
    owner: Player | None = None
    counted: Player | None = Player.ALL_PLAYERS if plural else None
    for word in words:
        if word.kind is WordKind.OWNER:
            owner = word.value if isinstance(word.value, Player) else None
        elif word.kind is WordKind.DETERMINER:
            if isinstance(word.value, Count) and word.value.quantifier is Quantifier.NONE:
                # "no discard pile": no place, which a place of one or all players is not
                raise PhraseError("'no' before a place")
            counted = _place_owner(word.value) or counted
            continue
        elif word.kind is WordKind.PLAYER and isinstance(word.value, Player):
            owner = word.value
        elif word.kind is WordKind.QUALIFIER and word.value == "current":
            continue  # "in current battle"
        elif word.kind is WordKind.QUALIFIER and word.value == "other" and owner is None:
            owner = Player.OPPONENTS  # "in other territories": not the user's
        else:
            raise PhraseError(f"{word.kind.value} word before a place")
    if owner is None and zone in _PLAYER_ZONES:
        owner = counted
    return Location(zone, owner=owner)


_PLAYER_ZONES = frozenset(
    {
        Zone.TERRITORY,
        Zone.HAND,
        Zone.DECK,
        Zone.DISCARD_PILE,
        Zone.RESERVE,
        Zone.LAND_OF_BONDAGE,
        Zone.LAND_OF_REDEMPTION,
        Zone.SET_ASIDE,
        Zone.ARTIFACT_PILE,
        Zone.BANISH_PILE,
        Zone.FIELD_OF_PLAY,
    }
)
"""Zones every player has one of: a count before one says whose (REG: Targeting)."""


def _place_owner(count: object) -> Player | None:
    """Whose place a count before it names: "a discard pile", "each hand", "all decks"."""
    if not isinstance(count, Count):  # pragma: no cover - the transformer builds these
        return None
    if count.quantifier is Quantifier.ANY:
        return Player.ANY_PLAYER
    if count.quantifier is Quantifier.EXACTLY and count.number == 1 and not count.variable:
        return Player.ANY_PLAYER
    if count.quantifier is Quantifier.EACH:
        return Player.EACH_PLAYER
    if count.quantifier is Quantifier.ALL:
        return Player.ALL_PLAYERS
    return None


def shared_owner(places: Iterable[Location]) -> tuple[Location, ...]:
    """Places of one list with the owner named first: "your deck or discard pile".

    A place with no owner of its own takes the owner of the place before it. After a place
    no player owns ("in play or set-aside area", "in battle or set aside") it is every
    player's set-aside area that is meant: each has one (REG: Targeting).
    """
    shared: list[Location] = []
    for place in places:
        if shared and place.owner is None and place.zone in _PLAYER_ZONES:
            before = shared[-1]
            if before.owner is not None:
                place = evolve(place, owner=before.owner)  # noqa: PLW2901
            elif before.zone in _SHARED_ZONES and place.zone is Zone.SET_ASIDE:
                place = evolve(place, owner=Player.ALL_PLAYERS)  # noqa: PLW2901
        shared.append(place)
    return tuple(shared)


_SHARED_ZONES = frozenset({Zone.PLAY, Zone.BATTLE})
"""Places no one player owns."""


# -- building ---------------------------------------------------------------------------------


def _player_with_count(player: Player, count: Count | None) -> Player:
    if count is None:
        return player
    if count.quantifier is Quantifier.NONE:
        # "No opponent may search any draw pile": a restriction, which a player value
        # with the "no" dropped would turn into a permission
        raise PhraseError(f"'no' before {player.value!r}")
    if count.quantifier is Quantifier.EACH:
        return {Player.OPPONENT: Player.EACH_OPPONENT, Player.PLAYER: Player.EACH_PLAYER}.get(
            player, player
        )
    if count.quantifier is Quantifier.ALL:
        return {Player.OPPONENTS: Player.OPPONENTS, Player.ALL_PLAYERS: Player.ALL_PLAYERS}.get(
            player, player
        )
    if count.quantifier is Quantifier.ANY and player is Player.PLAYER:
        return Player.ANY_PLAYER
    return player


_PLAYER_QUALIFIERS: Final = frozenset({"selected", "chosen"})
"""Words before a player that leave it the player the user chooses: "selected opponent"."""


def _other_players(player: Player, count: Count | None) -> Player:
    """The players "other" names: each opponent, all of them or one."""
    if player not in (Player.PLAYER, Player.ALL_PLAYERS, Player.OPPONENT, Player.OPPONENTS):
        raise PhraseError(f"'other' before {player.value!r}")
    quantifier = count.quantifier if count is not None else None
    if quantifier is Quantifier.EACH:
        return Player.EACH_OPPONENT
    if quantifier is Quantifier.ALL or player in (Player.ALL_PLAYERS, Player.OPPONENTS):
        return Player.OPPONENTS
    return Player.OPPONENT


_OF_CARD = {Player.OWNER: Player.CARD_OWNER, Player.CONTROLLER: Player.CARD_CONTROLLER}
"""The player of a card named before: "that card's owner", "its controller"."""


class _Builder:
    """Collects the words of one item, in order, into selector fields."""

    def __init__(self) -> None:
        self.count: Count | None = None
        self.owner: Player | None = None
        self.position: Position | None = None
        self.alignment: Alignment | None = None
        self.types: list[str] = []
        self.brigades: list[Brigade] = []
        self.identifiers: list[str] = []
        self.books: list[str] = []
        self.names: list[str] = []
        self.qualifiers: list[str] = []
        self.abilities: list[str] = []
        self.other = False
        self.random = False
        self.plural: bool | None = None
        self.ref: Ref | None = None
        self.described = False
        self.last_kind: WordKind | None = None
        self.identifier_plural = False
        self.contents = False

    def add(self, word: Word) -> None:
        floating = not word.article and _is_floating(word.value)
        if word.kind is WordKind.DETERMINER and (self.described or self.other) and floating:
            return  # "holder's demons each gain 3/3", "another one": no new count
        if word.kind in (WordKind.DETERMINER, WordKind.OWNER, WordKind.POSITION) and (
            self.described
        ):
            raise PhraseError(f"{word.kind.value} word after a description")
        handler = getattr(self, "_" + word.kind.value)
        handler(word)
        if word.kind in _DESCRIPTIVE and word.value != "other":
            self.described = True  # "another of his Characters": "other" before the owner
        self.last_kind = word.kind

    def _determiner(self, word: Word) -> None:
        count = word.value
        if not isinstance(count, Count):  # pragma: no cover - the transformer builds these
            raise PhraseError("not a count")
        if self.count is not None and self.count.quantifier not in (
            Quantifier.THE,
            Quantifier.ALL,
            Quantifier.EACH,
            Quantifier.ANY,
        ):
            raise PhraseError("two counts in one selector")
        if self.count is not None and count.quantifier is Quantifier.THE:
            return
        if (
            self.count is not None
            and self.count.quantifier is Quantifier.ANY
            and count.quantifier is not Quantifier.EXACTLY
        ):
            # "any three characters" is three chosen freely; "any all" is nothing
            raise PhraseError("two counts in one selector")
        self.count = count

    def _owner(self, word: Word) -> None:
        if self.owner is not None:
            raise PhraseError("two owners in one selector")
        self.owner = word.value if isinstance(word.value, Player) else None

    def _position(self, word: Word) -> None:
        self.position = word.value if isinstance(word.value, Position) else None

    def _alignment(self, word: Word) -> None:
        if isinstance(word.value, Alignment):
            self.alignment = word.value

    def _brigade(self, word: Word) -> None:
        if isinstance(word.value, Brigade):
            self.brigades.append(word.value)
        else:
            self.qualifiers.append(str(word.value))

    def _type(self, word: Word) -> None:
        value = str(word.value)
        if value == "contents":
            # "its contents", "release contents": the cards a card holds (REG: Contents)
            self.contents = True
            value = "card"
        if (
            self.last_kind is WordKind.IDENTIFIER
            and self.identifier_plural
            and self.identifiers[-1] in _BOOK_IDENTIFIERS
        ):
            # "a good Judges Enhancement": the book of Judges, not judges
            self.books.append(_BOOK_IDENTIFIERS[self.identifiers.pop()])
        if value == "brigade" and self.last_kind is WordKind.BRIGADE:
            return  # "Red brigade Heroes": part of the colour
        if value == "card" and self.types and self.last_kind is WordKind.TYPE:
            self.plural = word.plural
            return  # "character cards", "Enhancement card"
        if value in self.types:
            raise PhraseError(f"{value!r} twice in one noun phrase")  # "a Hero Hero"
        self.types.append(value)
        self.plural = word.plural

    def _identifier(self, word: Word) -> None:
        self.identifiers.append(str(word.value))
        self.plural = word.plural
        self.identifier_plural = word.plural

    def _book(self, word: Word) -> None:
        self.books.append(str(word.value))

    def _qualifier(self, word: Word) -> None:
        value = str(word.value)
        if value == "other":
            self.other = True
        elif value == "random":
            self.random = True
        else:
            self.qualifiers.append(value)

    def _name(self, word: Word) -> None:
        if word.unknown:
            raise PhraseError(f"{word.unknown!r} names no card, identifier or term")
        if self.last_kind is WordKind.NAME and self.names:
            self.names[-1] = f"{self.names[-1]} {word.value}"
        else:
            self.names.append(str(word.value))

    def _player(self, word: Word) -> None:
        if word.person and not self.described and self.count is None and self.ref is None:
            self.ref = Ref.IT
            return
        raise PhraseError(f"a player ({word.value!r}) where cards are meant")

    def _plural(self, _: Word) -> None:
        self.plural = True

    def _copies(self, _: Word) -> None:
        self.qualifiers.append("copies")
        self.plural = True

    def _cap(self, word: Word) -> None:
        if self.count is None or not isinstance(word.value, int):
            raise PhraseError("a limit caps a number")
        self.count = evolve(self.count, limit=word.value)

    def _ability(self, word: Word) -> None:
        kinds = word.value if isinstance(word.value, tuple) else (str(word.value),)
        self.abilities.extend(str(kind) for kind in kinds)
        self.types.append("ability")
        self.plural = word.plural

    def _ability_of(self, word: Word) -> None:
        kinds = word.value if isinstance(word.value, tuple) else (str(word.value),)
        self.abilities.extend(str(kind) for kind in kinds)

    def build(self) -> Selector:
        if self.owner is Player.THAT_PLAYER and not self.described and self.count is None:
            # "remove her from the game": the card named before, not her cards
            self.owner, self.ref = None, self.ref or Ref.IT
        types = self.types
        alignment = self.alignment
        if alignment is Alignment.EVIL and "character" in types:
            types = ["Evil Character" if t == "character" else t for t in types]
            alignment = None
        books = self.books
        names = self.names
        if books and not types and not self.identifiers:
            names = [*names, *books]
            books = []
        count = self.count
        if count is None or count.quantifier is Quantifier.THE:
            plural = self.plural or (self.ref in _PLURAL_REFS)
            count = ALL if plural else ONE
        elif count == Count(Quantifier.ANY) and self.plural is not None:
            # "any" (one) Site; "return any cards from hand": as many as the player picks
            count = Count(Quantifier.ANY_NUMBER) if self.plural else ONE
        owner, locations = self._held()
        return Selector(
            count=count,
            owner=owner,
            locations=locations,
            alignment=alignment,
            types=tuple(types),
            brigades=tuple(self.brigades),
            identifiers=tuple(self.identifiers),
            books=tuple(books),
            names=tuple(names),
            qualifiers=tuple(self.qualifiers),
            other=self.other,
            random=self.random,
            ref=self.ref,
            abilities=tuple(self.abilities),
        )

    def _held(self) -> tuple[Player | None, tuple[Location, ...]]:
        """The owner of the cards, and where they are: on the card whose contents they are.

        "Its contents" are the cards held by the card named before ("one 'The Darkness'
        fortress and its contents", "Place its contents ..."), bare "contents" those of the
        card the ability is on ("release contents", "Protect contents from evil cards"):
        "its" names the holder, not the cards' owner (REG: Contents).
        """
        if not self.contents:
            return self.owner, ()
        if self.owner is Player.OWNER:
            holder = Selector(count=ONE, ref=Ref.IT)
        elif self.owner is None:
            holder = Selector(count=ONE, ref=Ref.THIS_CARD)
        else:
            raise PhraseError(f"contents of a card of {self.owner.value!r}")
        return None, (Location(Zone.ON_CARD, card=holder),)


_PLURAL_REFS = frozenset({Ref.THEM, Ref.THE_REST})

_BOOK_IDENTIFIERS = {"judge": "Judges"}
"""Identifiers whose plural is also a Bible book, read as the book before a card type."""


def _is_floating(count: object) -> bool:
    """Whether a count is "each" after a noun, or "one" as a noun ("another one")."""
    return isinstance(count, Count) and (
        count.quantifier is Quantifier.EACH
        or (count.quantifier is Quantifier.EXACTLY and count.number == 1 and not count.variable)
    )


def _share_owner(merged: list[Selector], place: Location) -> Location:
    """A place after a list's conjunction, with the owner of the place before it."""
    if not merged:
        return place
    last = merged[-1].parts[-1] if merged[-1].parts else merged[-1]
    if not last.locations:
        return place
    return shared_owner((last.locations[-1], place))[-1]


def _add_location(selector: Selector, location: Location) -> Selector:
    if selector.parts:
        # "a Hero (or 2 Heroes) in deck or discard pile": the place of every alternative
        parts = tuple(_add_location(part, location) for part in selector.parts)
        return evolve(selector, parts=parts)
    return evolve(selector, locations=(*selector.locations, location))


_ACTION_CARD_POSTS: Final = frozenset(
    {PostKind.STATS, PostKind.QUALIFIER, PostKind.WITH, PostKind.TEXT}
)
"""Posts after "from playing Enhancements" that describe those Enhancements."""


def fold_into_action(posts: tuple[Post, ...]) -> tuple[Post, ...]:
    """Put the posts after "from playing X" that describe X into X.

    In "restrict opponent from playing evil Enhancements from hand" or "... from playing
    Enhancements with strength 5 or less", the place and the numbers are those of the
    Enhancements, not of the player restricted. An "except" or an "on" place is left where
    it is (it may belong to a card named inside the action).
    """
    index = next((i for i, post in enumerate(posts) if post.kind is PostKind.ACTION), None)
    if index is None or index == len(posts) - 1:
        return posts
    action = posts[index]
    if not isinstance(action.value, tuple) or not isinstance(action.value[1], Selector):
        return posts
    later = posts[index + 1 :]
    if not all(
        post.kind in _ACTION_CARD_POSTS
        or (post.kind is PostKind.LOCATION and post.preposition == "from")
        for post in later
    ):
        return posts
    verb, cards = action.value
    folded = evolve(action, value=(verb, _apply_posts(cards, later)))
    return (*posts[:index], folded)


def _apply_described(selector: Selector, posts: tuple[Post, ...]) -> Selector:
    """Apply *posts*, reading "X that have A, or that have B" as either description.

    The post after ", or" takes the place of the one right before it; the posts before
    those two describe both ("Enhancements played in battle that have 'cannot be negated'
    in the special ability, or that have no special ability").
    """
    index = next((i for i, p in enumerate(posts) if p.kind is PostKind.OR_DESCRIBED), None)
    if index is None:
        return _apply_posts(selector, posts)
    if index == 0 or index != len(posts) - 1 or posts[index - 1].kind is not PostKind.TEXT:
        raise PhraseError("'or that' follows a description of what the cards hold")
    value = posts[index].value
    if not isinstance(value, tuple):  # pragma: no cover - the transformer builds these
        raise PhraseError("'or that' needs a description")
    shared = posts[: index - 1]
    first = _apply_posts(selector, (*shared, posts[index - 1]))
    second = _apply_posts(selector, (*shared, *value))
    return join_selectors([first, second], Join.OR)


def _apply_posts(selector: Selector, posts: tuple[Post, ...]) -> Selector:
    for post in posts:
        selector = _apply_post(selector, post)
    return selector


def _apply_post(selector: Selector, post: Post) -> Selector:
    if post.kind is PostKind.INCLUDING:
        return selector  # "(including yours)": the cards named include them anyway
    if selector.parts and post.kind is not PostKind.ALSO:
        # after "(or 2 evil Philistines)" or "(and Lost Souls)" a post describes every part
        parts = tuple(_apply_post(part, post) for part in selector.parts)
        return evolve(selector, parts=parts)
    return _apply_post_to_one(selector, post)


def _add_qualifier(selector: Selector, post: Post) -> Selector:
    """*selector* with the qualifier of *post* after the noun.

    "Where a Lost Soul is held" fits a Site only; "a card at random" is "a random card".
    """
    if post.preposition == "where" and set(selector.types) != {"Site"}:
        raise PhraseError("only a Site holds a Lost Soul where it is")
    qualifier = str(post.value)
    if qualifier == "random":
        return evolve(selector, random=True)
    return evolve(selector, qualifiers=(*selector.qualifiers, qualifier))


def _apply_exception(selector: Selector, excepted: NounPhrase) -> Selector:
    """*selector* with the cards *excepted* left out.

    A number excepted from all of the cards is a number of them the player keeps back:
    "Withdraw all Heroes (except 1)" withdraws all Heroes but one, chosen as the effect
    targets (REG: Targeting: an effect with targets of "all (except 1)" is manually
    targeted), so the count becomes "all but 1". "Withdraw all characters (except 1 Hero and
    1 Evil Character)" keeps back one of each kind: all Heroes but one and all Evil
    Characters but one, the two kinds being every character but a captured one (REG:
    Character), which is a Lost Soul in a Land of Bondage, not in battle. A number kept back
    of kinds
    that are not every card of the selector is refused; "(except a human)" names a kind of
    card, not a number, and is an exception as any other.

    Raises:
        PhraseError: a number kept back of some of the cards only.
    """
    kept = _kept_back(excepted)
    if kept is None or selector.count != ALL or selector.parts:
        return evolve(selector, exceptions=(*selector.exceptions, excepted.selector()))
    if len(kept) == 1 and kept[0][1] is None:
        return evolve(selector, count=Count(Quantifier.ALL_BUT, kept[0][0]))
    kinds = [kind for _, kind in kept]
    if (
        selector.types != ("character",)
        or any(kind is None or len(kind.types) != 1 for kind in kinds)
        or sorted(kind.types[0] for kind in kinds if kind is not None) != _CHARACTER_KINDS
        or any(kind != Selector(count=kind.count, types=kind.types) for kind in kinds if kind)
    ):
        raise PhraseError("a number kept back of some of the cards only")
    return Selector(
        count=ALL,
        parts=tuple(
            evolve(selector, types=kind.types, count=Count(Quantifier.ALL_BUT, number))
            for number, kind in kept
            if kind is not None
        ),
        join=Join.AND,
    )


_CHARACTER_KINDS: Final = ["Evil Character", "Hero"]
"""The kinds of character that are not captured (REG: Character), in sorted order."""


def _kept_back(excepted: NounPhrase) -> list[tuple[int, Selector | None]] | None:
    """The numbers an exception keeps back, each of a kind of card or of the same cards.

    "(except 1)" is one of the same cards (no kind); "(except 1 Hero and 1 Evil Character)"
    one Hero and one Evil Character. None when the exception is no number said with a
    numeral ("one", "2"): "(except a human)" names a kind.
    """
    found: list[tuple[int, Selector | None]] = []
    if any(join is not Join.AND for join in excepted.joins):
        return None
    for item in excepted.items:
        if not isinstance(item, Item) or not item.words or item.posts:
            return None
        first = item.words[0]
        count = first.value
        if (
            first.kind is not WordKind.DETERMINER
            or first.article
            or not isinstance(count, Count)
            or count.quantifier is not Quantifier.EXACTLY
            or count.number is None
            or count.variable
            or any(word.kind is WordKind.DETERMINER for word in item.words[1:])
        ):
            return None
        kind = None if len(item.words) == 1 else Item(words=item.words).selector()
        found.append((count.number, kind))
    return found


def _apply_post_to_one(selector: Selector, post: Post) -> Selector:
    value = post.value
    if post.kind in (PostKind.LOCATION, PostKind.PILE) and isinstance(value, Location):
        return _apply_place(selector, value)
    if post.kind is PostKind.STATS and isinstance(value, StatLimit):
        return evolve(selector, stats=value)
    if post.kind is PostKind.EXCEPT and isinstance(value, NounPhrase):
        return _apply_exception(selector, value)
    if post.kind is PostKind.CONTROLLER and isinstance(value, Player):
        return _apply_controller(selector, value, post.preposition)
    if post.kind is PostKind.QUALIFIER:
        return _add_qualifier(selector, post)
    if post.kind is PostKind.PLAYED_IN and isinstance(value, PlayedIn):
        return _apply_played_in(selector, value)
    if post.kind is PostKind.ALSO and isinstance(value, NounPhrase):
        return join_selectors([selector, value.selector()], Join.AND)
    if post.kind is PostKind.IDENTIFIER:
        return evolve(selector, identifiers=(*selector.identifiers, str(value)))
    if post.kind is PostKind.KIND and isinstance(value, Selector):
        return evolve(
            selector,
            brigades=(*selector.brigades, *value.brigades),
            # "an O.T. Evil Character who fought in an earthly battle": O.T. once
            identifiers=tuple(dict.fromkeys((*selector.identifiers, *value.identifiers))),
            qualifiers=(*selector.qualifiers, *value.qualifiers),
        )
    if post.kind is PostKind.SOURCE and isinstance(value, NounPhrase):
        return _apply_source(selector, value.selector())
    if post.kind is PostKind.ALTERNATIVE and isinstance(value, Alternative):
        return _apply_alternative(selector, value)
    if post.kind is PostKind.USED_BY and isinstance(value, Selector):
        return evolve(selector, used_by=value)
    if post.kind is PostKind.TEXT and isinstance(value, tuple):
        return _apply_text(selector, tuple(str(text) for text in value), post.preposition)
    if post.kind is PostKind.WITH and isinstance(value, Selector):
        return _apply_with(selector, value)
    raise PhraseError(_NOT_HERE.get(post.kind, f"cannot apply {post.kind.value} here"))


_NOT_HERE = {
    PostKind.ACTION: "an action belongs to restrict",
    PostKind.SOURCE_EFFECTS: "only protection is from effects",
    PostKind.PLAYER_HAS: "players described where cards are meant",
}
"""Why a post-modifier that no selector takes is refused."""


def kind_post(words: tuple[Word, ...], preposition: str) -> Post | None:
    """Read words after "from", "of" or "in" that name a kind of card, not a card.

    "any Hero from the Blue Brigade" is a blue Hero, "Evil Characters of selected brigades"
    those of the brigades selected, "any male Hero from the New Testament" an N.T. one and
    "priests from the House of Ithamar" priests of that house (REG: Brigades, Identifiers).
    ``None`` when the words name cards, as "a Hero from that Fortress" does.
    """
    if any(word.kind not in _KIND_WORDS for word in words):
        return None
    card = Item(words=words).selector()
    bare = evolve(
        card,
        count=ONE,
        types=(),
        alignment=None,
        brigades=(),
        identifiers=(),
        qualifiers=(),
        other=False,
    )
    if bare != Selector():
        return None
    counts = [word.value for word in words if word.kind is WordKind.DETERMINER]
    every = next(
        (
            c.quantifier.value
            for c in counts
            if c in (Count(Quantifier.ANY), Count(Quantifier.EACH))
        ),
        "",
    )
    if card.identifiers and (card.types or card.brigades):
        kind = None  # "on a black brigade demon": a card
    elif card.types == ("brigade",) or (card.brigades and not card.types):
        kind = _brigade_kind(card, every=every)
    elif not card.types and card.identifiers and card.alignment is None and not card.other:
        kind = _family_kind(card)
    else:
        kind = None
    return None if kind is None else Post(PostKind.KIND, kind, preposition)


def _brigade_kind(card: Selector, *, every: str) -> Selector | None:
    """The kind "the Blue Brigade", "a selected brigade", "another brigade" name.

    *every* is "any" or "each" when the words start so: "a Hero in any brigade", "a card
    of each evil brigade".
    """
    if card.brigades:
        if card.qualifiers or card.other or card.alignment is not None:
            return None
        return Selector(brigades=card.brigades)
    named = [q for q in card.qualifiers if q in _BRIGADE_QUALIFIERS]
    if len(named) != len(card.qualifiers) or len(named) + card.other > 1:
        return None
    if card.other:
        named = ["other"]
    elif not named and every:
        named = [every] if card.alignment is None else [every, card.alignment.value.lower()]
    elif card.alignment is not None:
        return None
    if not named:
        return None
    return Selector(qualifiers=("_".join([*named, "brigade"]),))


def _family_kind(card: Selector) -> Selector | None:
    """The kind "the New Testament" or "the House of Ithamar" names."""
    if card.qualifiers or not all(
        word in _TESTAMENTS or word.startswith("house of") for word in card.identifiers
    ):
        return None
    return Selector(identifiers=card.identifiers)


_KIND_WORDS = frozenset(
    {
        WordKind.DETERMINER,
        WordKind.ALIGNMENT,
        WordKind.BRIGADE,
        WordKind.TYPE,
        WordKind.IDENTIFIER,
        WordKind.QUALIFIER,
        WordKind.PLURAL,
    }
)
"""The words of a kind of card: "the Blue Brigade", "a selected brigade"."""

_BRIGADE_QUALIFIERS = frozenset({"selected", "different", "same", "chosen"})
"""Words before "brigade" that say which brigade: "of a selected brigade"."""

_TESTAMENTS = frozenset({"O.T.", "N.T."})


def _apply_source(selector: Selector, source: Selector) -> Selector:
    """Apply "from evil cards" (cards on them) or "from each opponent" (theirs)."""
    if source.owner is not None and source == Selector(count=ALL, owner=source.owner):
        return evolve(selector, owner=source.owner)
    if source.names and source == Selector(count=source.count, names=source.names):
        books = tuple(name for name in source.names if name in BOOKS)
        if len(books) == len(source.names) and "Enhancement" in selector.types:
            # "Enhancements from Numbers": from that book of the Bible (REG: Reference)
            return evolve(selector, books=(*selector.books, *books))
    if source.count == ALL and not source.names and source.ref is None:
        # "protect Lost Souls from evil cards and disciples from harm": what the first are
        # protected from, which one protection does not say
        raise PhraseError("cards said to be from other cards in a list")
    place = Location(Zone.ON_CARD, card=source)
    return evolve(selector, locations=(*selector.locations, place))


def _apply_place(selector: Selector, place: Location) -> Selector:
    if place in selector.locations:
        raise PhraseError("one place twice")  # "in play in play"
    return evolve(selector, locations=(*selector.locations, place))


def _apply_controller(selector: Selector, player: Player, preposition: str) -> Selector:
    """Apply "you control" or "played by an opponent".

    For the last or next card played the owner is the player who played it.
    """
    if preposition == "played by" and "played" not in selector.qualifiers:
        return evolve(selector, owner=player, qualifiers=(*selector.qualifiers, "played"))
    return evolve(selector, owner=player)


def _apply_played_in(selector: Selector, played: PlayedIn) -> Selector:
    """Apply "played this battle", "played by an opponent each turn": cards played then."""
    if selector.played_in:
        raise PhraseError("two spans the cards were played in")
    if played.player is not None:
        selector = _apply_controller(selector, played.player, "played by")
    if "played" not in selector.qualifiers:
        selector = evolve(selector, qualifiers=(*selector.qualifiers, "played"))
    return evolve(selector, played_in=played.span)


def _apply_text(selector: Selector, texts: tuple[str, ...], where: str = "") -> Selector:
    """Apply 'with "Trumpet" or "Trumpets" in the title': a card that holds either text.

    Abilities have no title: in "abilities on evil cards with 'False' in the title" the
    text belongs to the cards the abilities are on. *where* is ``"special ability"`` for
    words in the card's special ability, else the title.
    """
    place = selector.locations[-1] if selector.locations else None
    if (
        selector.types == ("ability",)
        and place is not None
        and place.zone is Zone.ON_CARD
        and place.card is not None
    ):
        holder = evolve(place, card=_apply_text(place.card, texts, where))
        return evolve(selector, locations=(*selector.locations[:-1], holder))
    return join_selectors([evolve(selector, text=text, text_in=where) for text in texts], Join.OR)


def _apply_with(selector: Selector, value: Selector) -> Selector:
    """Apply "with a Judges reference" (books) or "with a discard ability" (ability kinds)."""
    if value.types == ("reference",):
        books = (
            *value.books,
            *value.names,
            *(i if "." in i else i.capitalize() for i in value.identifiers),  # "O.T."
        )
        return evolve(selector, books=(*selector.books, *books))
    if not value.abilities:
        raise PhraseError("with ... describes an ability here")
    return evolve(selector, abilities=(*selector.abilities, *value.abilities))


def _apply_position(selector: Selector, position: Position) -> Selector:
    """Put "top"/"bottom" on the pile the cards come from (a deck when none is named)."""
    locations = list(selector.locations)
    for index, place in enumerate(locations):
        if place.zone in _PILES:
            locations[index] = evolve(place, position=position)
            return evolve(selector, locations=tuple(locations))
    return evolve(selector, locations=(*locations, Location(Zone.DECK, position=position)))


_PILES = frozenset(
    {Zone.DECK, Zone.DISCARD_PILE, Zone.RESERVE, Zone.ARTIFACT_PILE, Zone.BANISH_PILE}
)


def _apply_alternative(selector: Selector, alternative: Alternative) -> Selector:
    phrase = alternative.phrase
    if isinstance(phrase, (Location, tuple)):
        return evolve(
            selector,
            alternative_locations=phrase if isinstance(phrase, tuple) else (phrase,),
            alternative_condition=alternative.condition,
        )
    other = phrase.selector()
    if alternative.condition is None and _has_head(other):
        # "an Evil Character (or 2 evil Philistines)": the player chooses one description
        return join_selectors([selector, other], Join.OR)
    if _has_head(other) and _described(other) != _described(selector):
        # "Play it (or an Evil Character if you do not control one)", "Negate other
        # Enhancements (or good Enhancements if ...)": other cards than the ones named
        # before, which a second count of those cards does not say
        raise PhraseError("other cards under a condition")
    places = other.locations
    if all(place.zone is Zone.DECK and place.owner is None for place in places):
        places = ()  # "top 9": the same pile as the selector's own
    return evolve(
        selector,
        alternative=other.count,
        alternative_condition=alternative.condition,
        alternative_locations=places,
    )
