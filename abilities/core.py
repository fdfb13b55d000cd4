"""The core pack: the grammar of ``grammar/*.lark`` and the effects of the REG Effect Listing.

It is registered through the same hooks as any installed pack (``redemption_grammar`` and
``redemption_effects``); the parser knows no effect that does not come through them.
"""

from __future__ import annotations

import re
from importlib import resources
from typing import TYPE_CHECKING, Final

from attrs import evolve
from lark import Token

from redemption_rules.cards.model import Alignment, Stat
from redemption_rules.effects import kinds
from redemption_rules.effects.kinds import EMPTY, THIS_CARD, Numbers
from redemption_rules.effects.model import Link
from redemption_rules.effects.modifiers import Modifier, Regardless
from redemption_rules.effects.targets import (
    ONE,
    Condition,
    Count,
    Join,
    Location,
    Player,
    Position,
    Quantifier,
    Ref,
    Selector,
    Zone,
)
from redemption_rules.effects.timing import (
    AtMoment,
    DurationUnit,
    EachPhase,
    Event,
    Moment,
    OnEvent,
    Phase,
)
from redemption_rules.parser import vocabulary as vocab
from redemption_rules.parser.names import card_titles, name_words, title_terminal, unknown_word
from redemption_rules.parser.phrases import (
    Item,
    NounPhrase,
    Post,
    PostKind,
    Word,
    WordKind,
    join_selectors,
)
from redemption_rules.parser.transformer import (
    OMITTED,
    Destination,
    band_target,
    condition_of,
    refuse,
)
from redemption_rules.plugins import EffectSpec, GrammarFragment, hookimpl

from .handlers import CHECKS, HANDLERS, LASTING, TIMED, UNSUPPORTED

if TYPE_CHECKING:
    from collections.abc import Callable

    from redemption_rules.effects.model import Effect

__all__ = ["GRAMMAR_FILES", "redemption_effects", "redemption_grammar"]

GRAMMAR_PACKAGE: Final = "redemption_rules.grammar"
GRAMMAR_FILES: Final = (
    "common.lark",
    "selectors.lark",
    "conditions.lark",
    "modifiers.lark",
    "effects.lark",
    "structure.lark",
)
"""The core grammar, by topic, in the order it is joined."""


@hookimpl
def redemption_grammar() -> list[GrammarFragment]:
    """The core grammar files, read from the ``redemption_rules.grammar`` package."""
    folder = resources.files(GRAMMAR_PACKAGE)
    fragments = [
        GrammarFragment(name, folder.joinpath(name).read_text(encoding="utf-8"))
        for name in GRAMMAR_FILES
    ]
    # the titles extend the selectors' names; built from the card pool, not a file
    at = GRAMMAR_FILES.index("selectors.lark") + 1
    titles = GrammarFragment("titles.lark", title_terminal(card_titles()))
    return [*fragments[:at], titles, *fragments[at:]]


@hookimpl
def redemption_effects() -> list[EffectSpec]:
    """Every effect of the REG Effect Listing with the callbacks of its phrases."""
    return [
        EffectSpec(
            cls,
            _CALLBACKS.get(cls, {}),
            handler=HANDLERS.get(cls.kind),
            possible=CHECKS.get(cls.kind),
            unsupported=UNSUPPORTED.get(cls.kind),
            durations=_DURATIONS.get(cls.kind, _NO_DURATIONS),
            card_actors=cls.kind in _CARD_ACTOR_KINDS,
            ongoing=cls.kind in _ONGOING_KINDS,
        )
        for cls in kinds.EFFECT_CLASSES
    ]


_NO_DURATIONS: Final[frozenset[DurationUnit]] = frozenset()
_CARD_ACTOR_KINDS: Final = frozenset({"band", "use_other_enhancements", "withdraw"})
"""Effects whose handlers read the card carrying them out ("Hero may band to ...", "Hero
may withdraw from battle")."""
_LASTING_KINDS: Final = frozenset(
    {
        "increase",
        "decrease",
        "protect",
        "immune",
        "negate",
        "first_strike",
        "site_access",
        "use_other_enhancements",
    }
)
"""Effects whose handlers carry out a duration: what they make lasts as long as it says."""
_DURATIONS: Final = {
    **dict.fromkeys(_LASTING_KINDS, LASTING),
    "take": TIMED,
    "exchange": TIMED,
    "place": TIMED,
    "convert": TIMED | {DurationUnit.WHILE},
    "gain": frozenset({DurationUnit.WHILE}),
    "set_aside": TIMED,
    "paralyze": LASTING,
    "set_numbers": LASTING - {DurationUnit.WHILE},
    "restrict": LASTING | {DurationUnit.NEXT_BATTLE_PHASE},
    "change_hand_size": LASTING,
    "prevent": LASTING,
    "hold": frozenset({DurationUnit.WHILE}),
    "disease": frozenset({DurationUnit.WHILE}),
}
"""The durations each effect's handler carries out: the lasting effects' records end then;
a take to a territory, an exchange of cards in territories, a convert, or a gain "while" a
condition holds is undone then, cards set aside return, and cards placed in a territory are
discarded; a set of numbers or a restriction ends then; a disease ends while its card no
longer lies on the diseased card."""
_ONGOING_KINDS: Final = _LASTING_KINDS | {"prevent", "restrict", "change_hand_size", "toss"}
"""Effects that last once carried out, whatever their duration (REG: Duration).

A toss of "the next Enhancement" or "all Enhancements" is ongoing (REG: Toss): on an active
Artifact or a Fortress it would last while the card stays, which is not followed."""


# -- callbacks -------------------------------------------------------------------------------


def _simple(cls: Callable[[Selector], Effect]) -> Callable[[], Callable[[Selector], Effect]]:
    """The callback of a ``verb_*`` rule: it returns the effect's constructor."""

    def callback() -> Callable[[Selector], Effect]:
        return cls

    return callback


def _activate(target: Selector) -> Effect:
    if "Artifact" in target.types:
        return kinds.ActivateArtifact(target)
    return kinds.ActivateAbility(target)


def _interrupt(target: Selector) -> Effect:
    if target == _BATTLE:
        return kinds.Interrupt(None, battle=True)
    return kinds.Interrupt(target)


_BATTLE = Selector(count=Count(Quantifier.ALL), locations=(Location(Zone.BATTLE),))


def _create_token(phrase: NounPhrase) -> Effect:
    phrase, post = phrase.take_post([PostKind.LOCATION], ["in", "on", "at"])
    place = post.value if post is not None and isinstance(post.value, Location) else None
    return kinds.CreateToken(phrase.selector(), place)


def _pred_worth(token: Token) -> Callable[[NounPhrase], Effect]:
    """Read "This card is worth 10/0": its numbers become 10/0, not 10/0 more.

    REG: Increase and Decrease, "setting a specified amount".
    """
    amount = _numbers(token)
    return lambda subject: kinds.SetNumbers(subject.selector(), amount=amount)


def _pred_worth_scaled(token: Token) -> Callable[[NounPhrase], Effect]:
    """Read "are worth triple their face value", "double in value": the printed numbers scaled.

    The numbers are the face value times that, not numbers given (REG: Increase and Decrease).
    """
    scale = str(token).split()[0].lower()
    return lambda subject: kinds.SetNumbers(subject.selector(), scale=scale)


def _pred_worth_against(token: Token, against: Item) -> Callable[[NounPhrase], Effect]:
    """Read "Worth 2/10 against a Hero who ...": as "worth 2/10 when played against" one."""
    amount = _numbers(token)
    played = OnEvent(Event.PLAYED, target=against.selector())
    return lambda subject: kinds.SetNumbers(subject.selector(), amount=amount, trigger=played)


def _restrict(phrase: NounPhrase) -> Effect:
    phrase = _places_of_action(phrase)
    phrase = _controlled_where(phrase)
    phrase, post = phrase.take_post([PostKind.ACTION], ["from"])
    if post is None:
        phrase, post = _state_as_action(phrase)
    action, target = (
        post.value if post is not None and isinstance(post.value, tuple) else ("", None)
    )
    player = phrase.player
    if player is not None:
        if phrase.first.posts:
            # "restrict each player from attacking on their ...": words after the action
            # that no rule reads would be dropped
            refuse("what a restricted player is kept from")
        return kinds.Restrict(action or "play", player=player, target=target)
    cards = phrase.selector()
    if action:
        return kinds.Restrict(action, target=cards)
    return kinds.Restrict("play", target=cards)


def _restrict_put_in_site(phrase: NounPhrase, _: Token) -> Effect:
    """Read "Restrict players from putting Lost Souls into Sites" (REG: Preparation Phase).

    Putting a Lost Soul into a Site is a normal action of its own, not a play; the
    restriction names the players kept from it and the Lost Souls.
    """
    player = phrase.player
    if player is None or phrase.first.posts:
        refuse("who is kept from putting Lost Souls into Sites")
    return kinds.Restrict("put_in_site", player=player, target=Selector(types=("Lost Soul",)))


def _controlled_where(phrase: NounPhrase) -> NounPhrase:
    """Read "from controlling more than one Hero in battle": where those Heroes are.

    The place after the cards a player may not control is theirs, not the player's.
    """
    first = phrase.first
    if len(phrase.items) != 1 or len(first.posts) < 2:
        return phrase
    *before, action, place = first.posts
    if (
        action.kind is not PostKind.ACTION
        or not isinstance(action.value, tuple)
        or action.value[0] != "control"
        or not isinstance(action.value[1], Selector)
        or action.value[1].locations
        or place.kind is not PostKind.LOCATION
        or place.preposition != "in"
        or not isinstance(place.value, Location)
    ):
        return phrase
    cards = evolve(action.value[1], locations=(place.value,))
    return NounPhrase((first.with_posts((*before, evolve(action, value=("control", cards)))),))


def _places_of_action(phrase: NounPhrase) -> NounPhrase:
    """Read "restrict players from searching all decks, discard piles and Reserves".

    The places listed after the first are more places of the action, not more players.
    """
    first, *rest = phrase.items
    if not rest or not isinstance(first, Item) or not all(isinstance(r, Location) for r in rest):
        return phrase
    post = first.posts[-1] if first.posts else None
    if post is None or post.kind is not PostKind.ACTION or not isinstance(post.value, tuple):
        return phrase
    action, cards = post.value
    if not isinstance(cards, Selector) or cards != Selector(
        count=cards.count, locations=cards.locations
    ):
        return phrase
    places = (*cards.locations, *(r for r in rest if isinstance(r, Location)))
    value = (action, evolve(cards, locations=places))
    return NounPhrase((first.with_posts((*first.posts[:-1], evolve(post, value=value))),))


_STATE_ACTIONS: Final = {"rescuing": "rescue", "blocking": "block", "attacking": "attack"}
"""Participles read as a state before a noun that, after "restrict X from", are the action."""


def _state_as_action(phrase: NounPhrase) -> tuple[NounPhrase, Post | None]:
    """Read "restrict yourself from rescuing additional cards" as the action rescue.

    Before a noun the lexer reads "rescuing" as a state ("all rescuing Heroes"); after
    "restrict ... from" it is what the player is kept from doing, and the noun its cards.
    """
    rest, post = phrase.take_post([PostKind.SOURCE], ["from"])
    if post is None or not isinstance(post.value, NounPhrase) or len(post.value.items) != 1:
        return phrase, None
    item = post.value.first
    first = item.words[0] if item.words else None
    if first is None or first.kind is not WordKind.QUALIFIER or first.value not in _STATE_ACTIONS:
        return phrase, None
    cards = evolve(item, words=item.words[1:]).selector()
    return rest, Post(PostKind.ACTION, (_STATE_ACTIONS[str(first.value)], cards), "from")


def _place_verb(token: Token) -> str:
    return vocab.canonical(str(token))


def _give_you(_: Token, phrase: NounPhrase) -> Effect:
    return kinds.Give(phrase.selector(), Player.YOU)


def _give_opponent(_: Token, phrase: NounPhrase) -> Effect:
    """Read "give opponent a card from hand": the player to give to, then the cards."""
    return kinds.Give(phrase.selector(), Player.OPPONENT)


def _pred_treated(phrase: NounPhrase) -> Callable[[NounPhrase], list[Effect]]:
    """Read "X is treated as Y": a convert, but for "treated as a Lost Soul" or "a disease".

    "Treated as a Lost Soul" only recalls the game rule for a captured character in a Land
    of Bondage (REG: Capture, Clarifications): it is no effect of its own. "Treat as a
    disease" is a disease effect that comes after the ability it is paired with (REG: Poison
    and Disease, Clarifications): it diseases the cards that ability acted on.
    """
    into = phrase.selector()
    if into.types == ("Lost Soul",) and evolve(into, types=(), count=ONE) == Selector():
        return lambda _: []
    if into == _A_DISEASE:
        return lambda subject: (
            [kinds.Disease(_THE_PAIRED, link=Link.PAIRED)]
            if subject.selector().ref is Ref.THIS_CARD
            else [kinds.Convert(subject.selector(), into)]
        )
    return lambda subject: [kinds.Convert(subject.selector(), into)]


_A_DISEASE: Final = Selector(count=ONE, identifiers=("disease",))
"""The "a disease" of "Treat as a disease"."""
_THE_PAIRED: Final = Selector(count=Count(Quantifier.ALL), ref=Ref.THEM)
"""The cards the ability a disease is paired with acted on."""


def _pred_site_access(*_: Token) -> Callable[[NounPhrase], Effect]:
    return lambda subject: kinds.SiteAccess(subject.selector())


def _draw_up_to(_: Token, count: Count) -> Effect:
    """Read "draw up to X (cards)"."""
    return kinds.Draw(evolve(count, quantifier=Quantifier.UP_TO))


def _draw(
    count: Count,
    cap: Token | None,
    end: Token | None,
    alternative: tuple[Count, Condition] | None,
) -> Effect:
    if cap is not None:
        count = evolve(count, limit=int("".join(c for c in str(cap) if c.isdigit())))
    position = Position.BOTTOM if end is not None and "bottom" in str(end).lower() else Position.TOP
    if alternative is None:
        return kinds.Draw(count, position=position)
    return kinds.Draw(
        count,
        position=position,
        alternative=alternative[0],
        alternative_condition=alternative[1],
    )


def _draw_and_verb(
    link: Link, factory: Callable[[Selector], Effect], phrase: NounPhrase
) -> list[Effect]:
    """Read "draw and/or discard up to X cards": both verbs take the count of the cards."""
    target = phrase.selector()
    if target.types not in ((), ("card",)) or target.ref is not None or target.locations:
        return refuse("one draws cards, not a description")
    return [kinds.Draw(target.count), evolve(factory(target), link=link)]


def _draw_equal(*_: object) -> Effect:
    return kinds.Draw(Count(Quantifier.EXACTLY, None, "equal"))


def _band_into(phrase: NounPhrase, place: Location) -> Effect:
    """Read "band X into battle" (or "into the Field of Battle"): the place is battle."""
    if place.zone is not Zone.BATTLE:
        return refuse("one bands into battle")
    return kinds.Band(band_target(phrase.selector()))


def _begin_new(phase: str) -> Effect:
    return kinds.BeginNewPhase(phase)


def _new_phase(*tokens: Token) -> str:
    return vocab.canonical(" ".join(map(str, tokens))).replace(" ", "_")


def _side_battle(phrase: NounPhrase | None) -> Effect:
    return kinds.SideBattle(EMPTY if phrase is None else phrase.selector())


def _shield_participle(kind: type[Modifier]) -> str:
    """The effect kind of "is negated" and its kin, the participles of the shield modifiers.

    "redirected" is read only in "cannot be ... redirected", a modifier of this card.
    """
    participle = {
        "cannot_be_negated": "negate",
        "cannot_be_interrupted": "interrupt",
        "cannot_be_prevented": "prevent",
    }.get(kind.kind)
    if participle is None:
        return refuse("being redirected is read only as 'cannot be redirected'")
    return participle


def _effect_of(kind: str) -> Callable[[Selector], Effect]:
    factory = _BY_KIND.get(kind)
    if factory is None:
        return refuse(f"being {kind} is not an effect here")
    return factory


def _pred_passive(*kinds_: str | Token) -> Callable[[NounPhrase], list[Effect]]:
    """Read "is interrupted and prevented", "are prevented, interrupted and/or negated".

    "and/or" between prevent, interrupt and negate is each that applies: all of them, as
    "and" (the word itself comes through as its token). Between other effects it would leave
    the choice unsaid, and is refused.
    """
    named = [kind for kind in kinds_ if not (isinstance(kind, Token) and kind.type == "AND_OR")]
    if len(named) < len(kinds_) and not set(named) <= {"prevent", "interrupt", "negate"}:
        return refuse("'and/or' joins only prevent, interrupt and negate")
    factories = [_effect_of(str(kind)) for kind in named]
    return lambda subject: [factory(subject.selector()) for factory in factories]


def _pred_modal_passive(modal: str, kind: str) -> Callable[[NounPhrase], Effect]:
    """Read "may/must be <participle>" after a subject.

    "No character may be taken prisoner" protects; "must be discarded" discards; "may be
    interrupted" is an optional interrupt (REG: Immune and Protect).
    """

    def build(subject: NounPhrase) -> Effect:
        cards = subject.selector()
        if cards.count.quantifier is Quantifier.NONE:
            if modal not in ("may", "can"):
                return refuse("only 'no ... may be' protects")
            return kinds.Protect(evolve(cards, count=Count(Quantifier.ALL)), _abilities((kind,)))
        if modal == "can":
            # "Heroes can be discarded" says what may happen, not what to do
            return refuse("'can be' reads only after 'no'")
        effect = _effect_of(kind)(cards)
        return evolve(effect, optional=True) if modal == "may" else effect

    return build


def _pred_modal_passive_several(modal: str, *kinds_: str) -> Callable[[NounPhrase], Effect]:
    """Read "No Heroes may be taken prisoner or poisoned": protection from each kind.

    Only after "no": "may be discarded or captured" of some cards would be a choice of two
    effects, which this does not read.
    """

    def build(subject: NounPhrase) -> Effect:
        cards = subject.selector()
        if modal not in ("may", "can") or cards.count.quantifier is not Quantifier.NONE:
            return refuse("only 'no ... may be X or Y' protects")
        return kinds.Protect(evolve(cards, count=Count(Quantifier.ALL)), _abilities(kinds_))

    return build


def _barred_participle(token: Token) -> str:
    return vocab.canonical(str(token))


def _pred_modal_barred(modal: str, participle: str) -> Callable[[NounPhrase], Effect]:
    """Read "No good banding card can be played", "No new artifacts may be activated".

    No player may play or activate such cards (REG: Restrict).
    """
    action = {"played": "play", "activated": "activate"}[participle]

    def build(subject: NounPhrase) -> Effect:
        cards = subject.selector()
        if modal not in ("may", "can") or cards.count.quantifier is not Quantifier.NONE:
            return refuse(f"only 'no ... may be {participle}' bars it")
        return kinds.Restrict(
            action, player=Player.ALL_PLAYERS, target=evolve(cards, count=Count(Quantifier.ALL))
        )

    return build


def _pred_cannot_be_activated() -> Callable[[NounPhrase], Effect]:
    """Read "Artifact may not be activated this turn": the Artifact named stays inactive.

    No player may activate it (REG: Restrict), as "no new artifacts may be activated" bars
    every player from activating those.
    """
    return lambda subject: kinds.Restrict(
        "activate", player=Player.ALL_PLAYERS, target=subject.selector()
    )


def _pred_gain(words: object) -> Callable[[NounPhrase], Effect]:
    if not isinstance(words, tuple):  # pragma: no cover - the grammar passes words
        return refuse("gain needs what is gained")
    gained = Item(words=words).selector()
    if gained == _FIRST_STRIKE_ABILITY:
        # "Hero gains first strike ability": first strike (REG: First Strike), as "Hero gains
        # first strike" is, not an ability named by its kind
        return lambda subject: kinds.FirstStrike(subject.selector())
    return lambda subject: kinds.Gain(subject.selector(), gained)


_FIRST_STRIKE_ABILITY: Final = Selector(count=ONE, types=("ability",), abilities=("first_strike",))


def _hand_size(sign: int) -> Callable[..., Effect]:
    def build(*parts: object) -> Effect:
        owner = next((p for p in parts if not isinstance(p, (Count, Token)) and p), None)
        count = next(p for p in parts if isinstance(p, Count))
        player = getattr(owner, "value", Player.YOU)
        amount = sign * (count.number or 0)
        return kinds.ChangeHandSize(player if isinstance(player, Player) else Player.YOU, amount)

    return build


def _choose_used(phrase: NounPhrase, _: Token, role: str) -> Effect:
    return kinds.ChooseOpponent(phrase.selector(), role)


def _choose_in_battle() -> str:
    return "opponent"


def _choose_to(role: str, *_: object) -> str:
    return {"block": "blocker", "attack": "attacker", "rescue": "rescuer"}.get(role, role)


def _choose_to_make_rescue(_: Token) -> str:
    """Read "the Hero opponent uses to make a rescue attempt": the rescuer (REG: Rescue)."""
    return "rescuer"


def _pred_no_effect() -> Callable[[NounPhrase], Effect]:
    """Read "X has no effect": negate, or withdraw for characters (REG: Negate, Withdraw)."""

    def build(subject: NounPhrase) -> Effect:
        target = subject.selector()
        if set(target.types) & {"Hero", "Evil Character", "character"}:
            return kinds.Withdraw(target)
        return kinds.Negate(target)

    return build


def _draw_alternative(count: Count, atoms: list[object]) -> tuple[Count, Condition]:
    return count, condition_of(atoms)


def _draw_one(*_: Token) -> Effect:
    return kinds.Draw(ONE)


def _draw_from_pile(position: Word, count: Count | None, place: Location | None) -> Effect:
    """Read "draw the top card of own draw pile" (REG: Draw): the user's own deck only."""
    if place is not None and (
        place.zone is not Zone.DECK or place.owner not in (None, Player.YOU, Player.OWN)
    ):
        return refuse("one draws from one's own deck")
    where = position.value if isinstance(position.value, Position) else Position.TOP
    return kinds.Draw(ONE if count is None else count, position=where)


def _discard_after_use(_: Token) -> Effect:
    return kinds.Discard(THIS_CARD, trigger=AtMoment(Moment.AFTER_USE))


def _discard_at_random(_: Token, phrase: NounPhrase) -> Effect:
    """Read "Randomly select and discard one card": a random card (REG: Random)."""
    return kinds.Discard(evolve(phrase.selector(), random=True))


def _discard_on_return(_: Token) -> Effect:
    """Read "Discard after Hero returns": this card, when the set-aside Hero returns."""
    return kinds.Discard(THIS_CARD, trigger=AtMoment(Moment.ON_RETURN))


def _discard_itself(_: Token) -> Effect:
    """Read "Discard if Gideon enters battle": this card, when the condition after it holds."""
    return kinds.Discard(THIS_CARD)


def _transfer(phrase: NounPhrase, destination: Destination | None) -> Effect:
    return kinds.Transfer(phrase.selector(), _place(destination))


def _withdraw_self(place: Location) -> Effect:
    if place.zone is not Zone.BATTLE:
        return refuse("one withdraws from battle")
    return kinds.Withdraw(EMPTY)


def _withdraw_retreat(_: Token) -> Effect:
    """Read "must retreat" with no place: from battle (REG: Withdraw)."""
    return kinds.Withdraw(EMPTY)


def _hand_size_set(*parts: object) -> Effect:
    owner = next((p for p in parts if not isinstance(p, (Count, Token)) and p), None)
    count = next(p for p in parts if isinstance(p, Count))
    player = getattr(owner, "value", Player.YOU)
    return kinds.ChangeHandSize(
        player if isinstance(player, Player) else Player.YOU, set_to=count.number
    )


def _pred_return(destination: Destination) -> Callable[[NounPhrase], Effect]:
    return lambda subject: _return_card(subject, destination)


def _pred_modal_return(modal: str, destination: Destination) -> Callable[[NounPhrase], Effect]:
    """Read "may be returned to holder's hand", "must return to their territories"."""

    def build(subject: NounPhrase) -> Effect:
        effect = _return_card(subject, destination)
        return evolve(effect, optional=True) if modal == "may" else effect

    return build


def _pred_modal_added(modal: str, place: Location) -> Callable[[NounPhrase], Effect]:
    """Read "A second Hero from the Gold Brigade may be added to the battle for one turn".

    The user may add the character, as "Holder may add a second Hero to the battle" reads;
    only "may" and only the battle.
    """
    if modal != "may" or place != Location(Zone.BATTLE):
        return refuse("only 'may be added to the battle' adds a character")
    return lambda subject: kinds.AddToBattle(subject.selector(), optional=True)


def _band(phrase: NounPhrase) -> Effect:
    return kinds.Band(band_target(phrase.selector()))


def _look(phrase: NounPhrase) -> Effect:
    return kinds.Look(phrase.selector())


def _search(places: list[Location], target: NounPhrase | None) -> Effect:
    return kinds.Search(tuple(places), None if target is None else target.selector())


def _take(phrase: NounPhrase, destination: Destination | None) -> Effect:
    return kinds.Take(phrase.selector(), _place(destination))


def _take_or(
    link: Link,
    factories: list[tuple[Link, Callable[[Selector], Effect]]],
    phrase: NounPhrase,
    destination: Destination | None,
) -> list[Effect]:
    """Read "take or equip a good weapon from Reserve": each verb acts on the same cards."""
    target = phrase.selector()
    effects: list[Effect] = [kinds.Take(target, _place(destination))]
    for index, (joined, factory) in enumerate(factories):
        effects.append(evolve(factory(target), link=link if index == 0 else joined))
    return effects


def _alternative_take() -> Callable[[Selector], Effect]:
    return kinds.Take


def _take_prisoner(phrase: NounPhrase, destination: Destination | None) -> Effect:
    return kinds.Capture(phrase.selector(), _place(destination))


def _put(phrase: NounPhrase, destination: Destination | None) -> Effect:
    if destination is None:
        phrase = _except_of_place(phrase)
        phrase = _on_either_card(phrase)
        phrase, post = phrase.take_post([PostKind.LOCATION], ["in", "on", "at", "within"])
        if post is None or not isinstance(post.value, Location):
            return refuse("put or place needs a destination")
        on_deck = post.preposition == "on" and post.value.zone is Zone.DECK
        # "place the evil Dominants on deck": on top of it
        destination = Destination(post.value, Position.TOP if on_deck else None)
    return _move(phrase.selector(), destination)


def _put_in_either(phrase: NounPhrase, _: Token, first: Location, second: Location) -> list[Effect]:
    """Read "put it in hand or play": a put to one place or the other (REG: Put).

    Each place is read as "put it in hand" and "put it in play" are; the second is the
    alternative to the first.
    """
    if first.zone is second.zone:
        return refuse("the same place twice")
    target = phrase.selector()
    one, other = (_move(target, Destination(place)) for place in (first, second))
    return [one, evolve(other, link=Link.OR)]


def _put_face_down_here(phrase: NounPhrase, _: Token) -> Effect:
    """Read "Place an Evil Character from hand face down here": on this card, face down."""
    here = Location(Zone.ON_CARD, card=Selector(ref=Ref.THIS_CARD))
    return kinds.Place(phrase.selector(), here, face_down=True)


def _put_face_down_on(phrase: NounPhrase, _: Token, spot: NounPhrase) -> Effect:
    """Read "place it face down on an occupied Site": on that card, face down (REG: Face Down)."""
    place = spot.place or Location(Zone.ON_CARD, card=spot.selector())
    return kinds.Place(phrase.selector(), place, face_down=True)


def _on_either_card(phrase: NounPhrase) -> NounPhrase:
    """Read "place this card on a Site or Fortress": on one card, of either kind.

    The cards named after the first card placed on, joined by "or", are more cards it may be
    placed on, not more cards to place: "your The Tabernacle or Solomon's Temple" are both
    yours.
    """
    first, *others = phrase.items
    if (
        not others
        or not isinstance(first, Item)
        or not first.posts
        or any(join is not Join.OR for join in phrase.joins)
        or not all(isinstance(other, Item) and _bare_card(other) for other in others)
    ):
        return phrase
    post = first.posts[-1]
    place = post.value
    if (
        post.kind is not PostKind.LOCATION
        or post.preposition != "on"
        or not isinstance(place, Location)
        or place.card is None
        or place.owner is not None
    ):
        return phrase
    card = place.card
    cards = [card]
    for other in others:
        part = other.selector() if isinstance(other, Item) else Selector()
        cards.append(evolve(part, owner=part.owner or card.owner))
    either = evolve(place, card=join_selectors(cards, Join.OR))
    return NounPhrase((first.with_posts((*first.posts[:-1], evolve(post, value=either))),))


def _bare_card(item: Item) -> bool:
    """Whether *item* is a card named by kind or title alone: "Fortress", "Solomon's Temple"."""
    return (
        bool(item.words)
        and not item.posts
        and item.place is None
        and item.ref is None
        and item.owner_card is None
        and all(word.kind in (WordKind.TYPE, WordKind.NAME) for word in item.words)
    )


def _except_of_place(phrase: NounPhrase) -> NounPhrase:
    """Put an "(except ...)" after "on a Lost Soul" into the card it is placed on.

    "Place this card on a Lost Soul (except the 'Lost Souls' card)": not on that one.
    """
    rest, excepted = phrase.take_post([PostKind.EXCEPT])
    if excepted is None or not isinstance(excepted.value, NounPhrase):
        return phrase
    rest, place = rest.take_post([PostKind.LOCATION], ["on"])
    if place is None or not isinstance(place.value, Location) or place.value.card is None:
        return phrase
    card = place.value.card
    card = evolve(card, exceptions=(*card.exceptions, excepted.value.selector()))
    moved = evolve(place, value=evolve(place.value, card=card))
    return rest.replace_last(rest.last.with_posts((*rest.last.posts, moved)))


def _place_here(_: str, __: str, spot: NounPhrase) -> Effect:
    place = spot.place or Location(Zone.ON_CARD, card=spot.selector())
    # "Place on a Hero" places this card (REG: Place); "search ... and put in play" puts the
    # card found: the object is resolved once the sentence is read
    return kinds.Place(OMITTED, place)


def _shuffle(phrase: NounPhrase, destination: Destination | None) -> Effect:
    """Read "shuffle X into deck": the owners' decks, unless the text names another pile."""
    place = destination.location if destination is not None else None
    if place is None or place.zone is Zone.DECK:
        return kinds.Shuffle(phrase.selector())
    if place.zone is not Zone.PILE_NAMED_BEFORE:
        return refuse("cards are shuffled into a deck")
    return kinds.Shuffle(phrase.selector(), into=place)


def _return_card(phrase: NounPhrase, destination: Destination) -> Effect:
    """Read "return X to hand" as a bounce, "return X to territory" by where X is.

    From battle it is a withdraw, from a discard pile a resurrect (REG: Resurrect), from
    elsewhere a place. Captured characters returned to territory ("Return up to two captured
    Heroes to owners' territories") are released (REG: Release: a captured character
    targeted by a release effect is returned to a territory, no longer captured).
    """
    target = phrase.selector()
    zone = destination.location.zone
    if zone is Zone.HAND:
        return kinds.Bounce(target)
    if zone in (Zone.TERRITORY, Zone.FIELD_OF_PLAY):
        places = {location.zone for location in target.locations}
        if "captured" in target.qualifiers and places <= {Zone.PLAY, Zone.LAND_OF_BONDAGE}:
            return kinds.Release(target)
        if places and places <= {Zone.DISCARD_PILE}:
            return kinds.Resurrect(target)
        if places - {Zone.BATTLE, Zone.PLAY, Zone.TERRITORY, Zone.FIELD_OF_PLAY}:
            return kinds.Place(target, destination.location)
        return kinds.Withdraw(target)
    return _move(target, destination)


def _either_end(phrase: NounPhrase, place: Location, link: Link) -> list[Effect]:
    """The cards put on top of a deck, and (*link*) on its bottom (REG: Topdeck and Underdeck)."""
    if place.zone is not Zone.DECK:
        return refuse("only a deck has a top and a bottom")
    target = phrase.selector()
    return [kinds.Topdeck(target), evolve(kinds.Underdeck(target), link=link)]


def _put_either_end(phrase: NounPhrase, _: Token, place: Location) -> list[Effect]:
    """Read "put the rest on top or bottom of deck": as "topdeck or underdeck the rest"."""
    return _either_end(phrase, place, Link.OR)


def _return_either_end(phrase: NounPhrase, _: Token, place: Location) -> list[Effect]:
    """Read "return the rest to the top and/or bottom of deck": as "topdeck and/or underdeck"."""
    return _either_end(phrase, place, Link.AND_OR)


def _return_and_put(phrase: NounPhrase, _: Token, place: Location) -> Effect:
    """Read "return X from your discard pile and put them in your territory": to there."""
    if place.zone is not Zone.TERRITORY:
        return refuse("cards returned are put in a territory")
    return _return_card(phrase, Destination(place))


def _add_to(phrase: NounPhrase, *places: Location) -> list[Effect]:
    """Read "add it to hand or battle": one effect per place, the later ones alternatives."""
    target = phrase.selector()
    effects = [_add_one(target, place) for place in places]
    return [effects[0], *(evolve(effect, link=Link.OR) for effect in effects[1:])]


def _add_omitted_to(*places: Location) -> list[Effect]:
    """Read "search ... for a card and add to hand": the object is the card found."""
    effects = [_add_one(OMITTED, place) for place in places]
    return [effects[0], *(evolve(effect, link=Link.OR) for effect in effects[1:])]


def _add_one(target: Selector, place: Location) -> Effect:
    if place.zone is Zone.BATTLE:
        return kinds.AddToBattle(target)
    if place.zone is Zone.HAND:
        return kinds.Take(target, place)
    return kinds.Place(target, place)


def _set_aside(phrase: NounPhrase) -> Effect:
    return kinds.SetAside(phrase.selector())


def _set_aside_face_down_from(phrase: NounPhrase, place: Location) -> Effect:
    """Read "Set aside a male Hero (face down) from your hand": as with the bracket last."""
    target = phrase.selector()
    if target.locations or target.ref is not None:
        return refuse("the cards set aside face down come from one place")
    return kinds.SetAside(evolve(target, locations=(place,)), face_down=True)


def _capture(phrase: NounPhrase, destination: Destination | None) -> Effect:
    return kinds.Capture(phrase.selector(), _place(destination))


def _convert(phrase: NounPhrase, into: NounPhrase | None) -> Effect:
    return kinds.Convert(phrase.selector(), None if into is None else into.selector())


def _verb_and_convert(
    factory: Callable[[Selector], Effect],
    link: Link,
    phrase: NounPhrase,
    into: NounPhrase | None,
) -> list[Effect]:
    """Read "Heal and convert an evil human": both verbs act on the same cards."""
    target = phrase.selector()
    convert = kinds.Convert(target, None if into is None else into.selector())
    return [factory(target), evolve(convert, link=link)]


def _numbers(token: Token) -> Numbers:
    strength, toughness = str(token).split("/")
    return Numbers(Stat.parse(strength.lstrip("+")), Stat.parse(toughness.lstrip("+")))


def _decrease(phrase: NounPhrase, *parts: Token) -> Effect:
    return kinds.Decrease(phrase.selector(), _numbers(parts[-1]))


def _increase(phrase: NounPhrase, *parts: Token) -> Effect:
    return kinds.Increase(phrase.selector(), _numbers(parts[-1]))


def _increase_add(amount: Token, phrase: NounPhrase) -> Effect:
    """Read "add 1/1 to any good human prophet": as "increase it by 1/1" (REG: Increase)."""
    return kinds.Increase(phrase.selector(), _numbers(amount))


def _decrease_omitted(_: Token, amount: Token) -> Effect:
    """Read "select two Heroes to decrease 4/4": the cards of the effect before."""
    return kinds.Decrease(OMITTED, _numbers(amount))


def _increase_omitted(_: Token, amount: Token) -> Effect:
    """Read "heal a Hero ... and increase 2/2": the cards of the effect before it."""
    return kinds.Increase(OMITTED, _numbers(amount))


def _protect(phrase: NounPhrase) -> Effect | list[Effect]:
    """Read "protect X from Y".

    "Lost Souls from evil cards and disciples from harm" is two protections, each with what
    its cards are protected from.
    """
    folded = phrase.fold_source()
    items = folded.items
    if (
        len(items) > 1
        and all(join is Join.AND for join in folded.joins)
        and not any(folded.is_comma(index) for index in range(len(folded.joins)))
        and all(isinstance(item, Item) and _own_source(item) for item in items)
    ):
        effects = [_protect_one(NounPhrase((item,))) for item in items]
        return [effects[0], *(evolve(effect, link=Link.AND) for effect in effects[1:])]
    return _protect_one(folded)


def _own_source(item: Item) -> bool:
    """Whether *item* ends with what it is protected from: "disciples from harm"."""
    return (
        bool(item.posts)
        and item.posts[-1].kind in (PostKind.SOURCE, PostKind.SOURCE_EFFECTS)
        and item.posts[-1].preposition == "from"
    )


def _protect_one(phrase: NounPhrase) -> Effect:
    phrase, excepted = phrase.take_post([PostKind.EXCEPT])
    phrase, post = phrase.take_source([PostKind.SOURCE, PostKind.SOURCE_EFFECTS], ["from"])
    if post is None and excepted is not None:
        return refuse("except belongs to what is protected from")
    source: Selector | None = None
    if post is not None and isinstance(post.value, NounPhrase):
        source = post.value.selector()
    elif post is not None and isinstance(post.value, tuple) and post.value:
        kinds_, by = post.value if isinstance(post.value[0], tuple) else (post.value, None)
        source = evolve(_abilities(kinds_), used_by=by)
    if source is not None and excepted is not None and isinstance(excepted.value, NounPhrase):
        source = evolve(source, exceptions=(*source.exceptions, excepted.value.selector()))
    return kinds.Protect(phrase.selector(), source)


def _abilities(kinds_: tuple[str, ...]) -> Selector:
    return Selector(count=Count(Quantifier.ALL), types=("ability",), abilities=kinds_)


def _exchange(phrase: NounPhrase, other: NounPhrase | None) -> Effect:
    return kinds.Exchange(phrase.selector(), None if other is None else other.selector())


def _end_battle(*stalemate: Token | None) -> Effect:
    """Read "end the battle", "the battle immediately ends in a stalemate"."""
    ends = any(token is not None and token.type == "STALEMATE" for token in stalemate)
    return kinds.EndBattle("stalemate" if ends else "")


def _end_battle_outcome(token: Token) -> Effect:
    """Read "rescue attempt fails", "rescue is successful" after "or": how it ends."""
    fails = str(token).lower().split()[-1] == "fails"
    return kinds.EndBattle("rescue_fails" if fails else "rescue_succeeds")


def _repeat(*_: Token) -> Effect:
    return kinds.Repeat(1)


def _repeat_twice() -> Effect:
    return kinds.Repeat(2)


def _repeat_times(*parts: Token | Count) -> Effect:
    """Read "repeat twice", "repeat up to 2 times": "up to" leaves it to the player."""
    count = next(part for part in parts if isinstance(part, Count))
    if count.number is None:
        return refuse("repeat needs a number")
    up_to = any(isinstance(part, Token) and part.type == "UP_TO" for part in parts)
    return kinds.Repeat(count.number, optional=up_to)


def _choose(phrase: NounPhrase, role: str) -> Effect:
    roles = {"block": "blocker", "attack": "attacker", "rescue": "rescuer"}
    return kinds.ChooseOpponent(phrase.selector(), roles.get(role, role))


def _choose_for_rescue(phrase: NounPhrase, role: str, _: Token) -> Effect:
    """Read "choose an Evil Character to block a rescue attempt": the blocker, as "to block"."""
    if role != "block":
        return refuse("only a blocker is chosen for a rescue attempt")
    return _choose(phrase, role)


def _choose_role(token: Token) -> str:
    return vocab.canonical(str(token))


def _use(phrase: NounPhrase) -> Effect:
    """Read "use Enhancements ...": a permission, which allows every card it describes.

    "May use any enhancements that include Paul" allows each of them, where "return any
    cards from hand" lets a player pick some.
    """
    cards = phrase.selector()
    if cards.count.quantifier is Quantifier.ANY_NUMBER:
        cards = evolve(cards, count=Count(Quantifier.ALL))
    return kinds.UseOtherEnhancements(EMPTY, _of_any_brigade(cards))


def _of_any_brigade(selector: Selector) -> Selector:
    """Enhancements "of any good brigade", "from any brigade color": every brigade.

    What is used by a use other Enhancements ability is not held to a brigade (REG: Use
    Other Enhancements); "good" or "evil" in the phrase is the Enhancements' alignment.
    """
    found = [q for q in selector.qualifiers if q in _ANY_BRIGADE]
    if not found:
        return selector
    alignment = selector.alignment
    for qualifier in found:
        alignment = _ANY_BRIGADE[qualifier] or alignment
    kept = tuple(q for q in selector.qualifiers if q not in _ANY_BRIGADE)
    return evolve(selector, qualifiers=kept, alignment=alignment)


_ANY_BRIGADE: Final[dict[str, Alignment | None]] = {
    "any_brigade": None,
    "any_good_brigade": Alignment.GOOD,
    "any_evil_brigade": Alignment.EVIL,
}


def _first_strike_here(*_: Token) -> Effect:
    return kinds.FirstStrike(EMPTY)


# -- predicates: callbacks return a builder that takes the subject --------------------------


def _pred_immune(source: NounPhrase) -> Callable[[NounPhrase], Effect]:
    return lambda subject: kinds.Immune(subject.selector(), source.selector())


def _pred_no_effect_on_this() -> Callable[[NounPhrase], Effect]:
    """Read "The Angel of the Lord has no effect on this card": this card is immune to it.

    What the subject names cannot affect the card (REG: Immune).
    """
    return lambda subject: kinds.Immune(THIS_CARD, subject.selector())


def _pred_ignore(ignored: NounPhrase) -> Callable[[NounPhrase], Effect]:
    what = _ignored(ignored)
    return lambda subject: kinds.Ignore(subject.selector(), what)


def _ignored(phrase: NounPhrase) -> Selector:
    """What an ignore names (REG: Withdraw).

    A noun with no count (or only "a") names a kind of character, every one of it, as a
    plural does: "ignores gray brigade", "ignore male royalty", "may not be blocked by a
    female Evil Character". A counted one stays counted: "ignore one Evil Character", "any
    demon or beast".
    """
    selector = phrase.selector()
    items = [item for item in phrase.items if isinstance(item, Item)]
    if any(
        word.kind is WordKind.DETERMINER and not word.article
        for item in items
        for word in item.words
    ):
        return selector
    return _every(selector)


def _every(selector: Selector) -> Selector:
    """*selector* with a bare "one" read as "all", its parts too."""
    if selector.parts:
        return evolve(selector, parts=tuple(_every(part) for part in selector.parts))
    if selector.count == ONE and selector.ref is None:
        return evolve(selector, count=Count(Quantifier.ALL))
    return selector


def _pred_first_strike(*_: Token) -> Callable[[NounPhrase], Effect]:
    return lambda subject: kinds.FirstStrike(subject.selector())


def _give_site_access(phrase: NounPhrase, _: Token) -> Effect:
    """Read "give all Heroes Site access": as "all Heroes have Site access"."""
    return kinds.SiteAccess(phrase.selector())


def _give_access(phrase: NounPhrase, sites: NounPhrase) -> Effect:
    """Read "give your disciples access to all Sites": as "... have access to all Sites"."""
    return kinds.SiteAccess(phrase.selector(), sites.selector())


def _pred_access(sites: NounPhrase) -> Callable[[NounPhrase], Effect]:
    return lambda subject: kinds.SiteAccess(subject.selector(), sites.selector())


def _pred_increase(*parts: Token | str | None) -> Callable[[NounPhrase], Effect]:
    amount = _numbers(next(p for p in parts if isinstance(p, Token) and p.type == "STATS"))
    per = next((p for p in parts if isinstance(p, str) and not isinstance(p, Token)), None)
    trigger = None if per is None else EachPhase(Phase(per))
    return lambda subject: kinds.Increase(subject.selector(), amount, trigger=trigger)


def _pred_decrease(*parts: Token | str | None) -> Callable[[NounPhrase], Effect]:
    amount = _numbers(next(p for p in parts if isinstance(p, Token) and p.type == "STATS"))
    per = next((p for p in parts if isinstance(p, str) and not isinstance(p, Token)), None)
    trigger = None if per is None else EachPhase(Phase(per))
    return lambda subject: kinds.Decrease(subject.selector(), amount, trigger=trigger)


def _pred_gains_to_equal(*parts: Token | NounPhrase | None) -> Callable[[NounPhrase], Effect]:
    """Read "Hero gains (*/*) to bring Hero to equal abilities (*/*) with Evil Character".

    "... at this point in the battle": the subject's numbers set to the other card's, as
    they are now. An instant increase to a specific value (REG: Increase and Decrease); the
    card brought to the numbers is the subject itself, the other card one in battle.
    """
    phrases = [part for part in parts if isinstance(part, NounPhrase)]
    now = any(isinstance(part, Token) and part.type == "AT_THIS_POINT" for part in parts)
    brought, other = phrases
    if not now:
        refuse("numbers brought to another card's with no moment named")
    matched = other.selector()
    if not matched.locations:
        matched = evolve(matched, locations=(Location(Zone.BATTLE),))

    def build(subject: NounPhrase) -> Effect:
        target = subject.selector()
        if brought.selector() != target:
            refuse("numbers brought to another card's for a card other than the subject")
        return kinds.SetNumbers(target, equal_to=matched)

    return build


def _pred_strength_reduced(_: Token, amount: Token) -> Callable[[NounPhrase], Effect]:
    """Read "Joshua's strength (*/) is reduced by 5": a decrease of 5/0 (REG: Decrease)."""
    numbers = Numbers(Stat.parse(str(amount)), Stat.parse("0"))
    return lambda subject: kinds.Decrease(subject.selector(), numbers)


def _per_period(*tokens: Token) -> str:
    return vocab.canonical(str(tokens[-1])) if tokens else "turn"


def _pred_protected(source: Token | NounPhrase | None) -> Callable[[NounPhrase], Effect]:
    """Read "is protected from harm", "that Hero is protected from opponents" (REG: Protect).

    A player it is protected from means the cards that player uses, as "protect that Hero
    from opponents".
    """
    if isinstance(source, NounPhrase):
        chosen: Selector | None = _by_cards(source)
    elif source is not None:
        chosen = _abilities(vocab.ability_kinds(str(source)))
    else:
        chosen = None
    return lambda subject: kinds.Protect(subject.selector(), chosen)


def _pred_regardless(modifier: Modifier) -> Callable[[NounPhrase], Modifier]:
    if not isinstance(modifier, Regardless):  # pragma: no cover - the grammar gives one
        return refuse("regardless of what")
    regardless = modifier
    return lambda subject: evolve(regardless, cards=subject.selector())


def _by_cards(by: NounPhrase) -> Selector:
    """The cards of "by X": a player ("by an opponent") means the cards that player uses."""
    player = by.player
    if player is not None:
        return Selector(count=Count(Quantifier.ALL), owner=player)
    return by.selector()


def _pred_cannot_be(kind: str, by: NounPhrase | None) -> Callable[[NounPhrase], Effect]:
    if kind == "block" and by is not None:
        # "may not be blocked by X" is an ignore (REG: Withdraw)
        ignored = _ignored(by)
        return lambda subject: kinds.Ignore(subject.selector(), ignored)
    source = _abilities((kind,))
    if by is not None:
        source = evolve(source, used_by=_by_cards(by))
    return lambda subject: kinds.Protect(subject.selector(), source)


def _pred_cannot_repent() -> Callable[[NounPhrase], Effect]:
    """Read "may not repent": "repent" means "convert" (REG: Convert), as "may not be converted"."""
    return _pred_cannot_be("convert", None)


def _pred_cannot_mixed(*parts: object) -> Callable[[NounPhrase], Effect]:
    """Read "cannot be negated or discarded": protection from both kinds (REG: Protect)."""
    found: list[str] = []
    by: NounPhrase | None = None
    for part in parts:
        if isinstance(part, str):
            found.append(part)
        elif isinstance(part, type):
            found.append(_shield_participle(part))
        elif isinstance(part, NounPhrase):
            by = part
    source = _abilities(tuple(found))
    if by is not None:
        source = evolve(source, used_by=_by_cards(by))
    return lambda subject: kinds.Protect(subject.selector(), source)


_PARTICIPLES = {
    "taken prisoner": "capture",
    "removed from the game": "banish",
    "healed": "heal",
    "released": "release",
    "discarded": "discard",
    "captured": "capture",
    "rescued": "rescue",
    "converted": "convert",
    "harmed": "harm",
    "bounced": "bounce",
    "banished": "banish",
    "withdrawn": "withdraw",
    "blocked": "block",
    "ignored": "ignore",
    "decreased": "decrease",
    "set aside": "set_aside",
    "targeted": "target",
    "shuffled": "shuffle",
    "reserved": "reserve",
    "underdecked": "underdeck",
    "topdecked": "topdeck",
    "taken": "take",
    "returned": "bounce",
    "removed": "banish",
    "paralyzed": "paralyze",
    "poisoned": "poison",
    "exchanged": "exchange",
    "placed": "place",
    "moved": "move",
}


def _participle(*tokens: Token) -> str:
    return _PARTICIPLES[vocab.canonical(" ".join(map(str, tokens)))]


def _remove(phrase: NounPhrase) -> Effect:
    sites = _lost_souls_from_sites(phrase)
    if sites is not None:
        return sites
    phrase, post = phrase.take_post([PostKind.LOCATION], ["from"])
    if post is None or not isinstance(post.value, Location):
        return refuse("remove needs a place to remove from")
    if post.value.zone is Zone.BANISH_PILE:
        return kinds.Banish(phrase.selector())
    if post.value.zone is Zone.BATTLE:
        return kinds.Withdraw(phrase.selector())
    return refuse("remove from that place is not an effect")


def _lost_souls_from_sites(phrase: NounPhrase) -> Effect | None:
    """Read "remove opponents' Lost Souls from Sites": a release (REG: Release).

    Lost Souls a release targets are in Sites, and go back to their controller's general
    Land of Bondage; only Lost Souls, and only out of Sites, read so.
    """
    souls, post = phrase.take_post([PostKind.SOURCE], ["from"])
    if post is None or not isinstance(post.value, NounPhrase):
        return None
    site = post.value.selector()
    cards = souls.selector()
    if site != Selector(count=site.count, types=("Site",)) or cards.types != ("Lost Soul",):
        return None
    if cards.locations or cards.parts:
        return None
    held = Location(Zone.ON_CARD, card=site)
    return kinds.Release(evolve(cards, locations=(held,)))


def _remove_from_game(phrase: NounPhrase) -> Effect:
    """Read "remove from the game all cards in a discard pile" (REG: Banish)."""
    return kinds.Banish(phrase.selector())


def _verb_and_remove(
    factory: Callable[[Selector], Effect], link: Link, phrase: NounPhrase
) -> list[Effect]:
    """Read "Negate and remove a demon from the game": both verbs act on the same cards."""
    cards, _ = phrase.take_post([PostKind.LOCATION], ["from"])
    return [factory(cards.selector()), evolve(_remove(phrase), link=link)]


def _give(phrase: NounPhrase, recipient: NounPhrase) -> Effect:
    player = recipient.player
    place = recipient.place
    if player is None and place is not None and place.owner is not None:
        return kinds.Give(phrase.selector(), place.owner, place)
    if player is None:
        return refuse("give needs a player to give to")
    return kinds.Give(phrase.selector(), player)


def _place(destination: Destination | None) -> Location | None:
    if destination is None:
        return None
    if destination.position is None:
        return destination.location
    return evolve(destination.location, position=destination.position)


def _move(target: Selector, destination: Destination) -> Effect:
    """A put/place/return by where it sends the cards (REG: Topdeck and Underdeck, ...)."""
    place = destination.location
    if place.zone is Zone.DECK and destination.position is Position.TOP:
        return kinds.Topdeck(target)
    if place.zone is Zone.DECK and destination.position is Position.BOTTOM:
        return kinds.Underdeck(target)
    if place.zone is Zone.DECK:
        return kinds.Shuffle(target)
    if place.zone is Zone.DISCARD_PILE:
        return kinds.Discard(target)
    if place.zone is Zone.RESERVE:
        return kinds.Reserve(target)
    if place.zone is Zone.HAND:
        return kinds.Bounce(target)
    if place.zone is Zone.BANISH_PILE:
        return kinds.Banish(target)
    if place.zone is Zone.SET_ASIDE:
        return kinds.SetAside(target)
    return kinds.Place(target, _place(destination))


def _select(phrase: NounPhrase) -> Effect:
    """Read "Select up to X evil cards", "Select an opponent" and the menu "Select up to 2:"."""
    player = phrase.player
    if player is not None:
        return kinds.Select(None, player)
    first = phrase.first
    if (
        len(phrase.items) == 1
        and first.ref is None
        and first.words
        and all(word.kind is WordKind.DETERMINER for word in first.words)
    ):
        # a count alone: how many of the options after the colon (REG: Select)
        counted = phrase.selector()
        if counted.locations or counted.alternative_locations:
            return refuse("a menu counts options, not cards in a place")
        return kinds.SelectOptions(
            counted.count, counted.alternative, counted.alternative_condition
        )
    return kinds.Select(phrase.selector())


def _fight(phrase: NounPhrase, other: Token | NounPhrase) -> Effect:
    """Read "force two Evil Characters to fight each other" (REG: Side Battle)."""
    fighters = phrase.selector()
    if isinstance(other, NounPhrase):
        return kinds.SideBattle(fighters, other.selector())
    if fighters.count.quantifier is not Quantifier.EXACTLY or fighters.count.number != 2:
        return refuse("two characters fight each other")
    return kinds.SideBattle(fighters)


def _name_card(phrase: NounPhrase) -> Effect:
    return kinds.NameCard(phrase.selector())


def _rule_use_as(phrase: NounPhrase) -> Effect:
    return kinds.Rule("use_as", phrase.selector())


def _of_this_card(subject: NounPhrase, rule: str, target: Selector | None) -> Effect:
    """A rule about the card the text is on ("This card counts as two Lost Souls")."""
    if subject.selector() != THIS_CARD:
        return refuse(f"{rule.replace('_', ' ')} is said of this card")
    return kinds.Rule(rule, target)


def _pred_immediate() -> Callable[[NounPhrase], Effect]:
    return lambda subject: kinds.Rule("immediate_effect", subject.selector())


def _pred_remains_in_play() -> Callable[[NounPhrase], Effect]:
    """Read "Lost Soul(s) remains in play" after a Site is discarded: they are not."""
    return lambda subject: kinds.Rule("remains_in_play", subject.selector())


def _pred_remains_in_battle() -> Callable[[NounPhrase], Effect]:
    """Read "Evil Enhancements remain in battle": they stay when the card leaves battle."""
    return lambda subject: kinds.Rule("remains_in_battle", subject.selector())


def _pred_counts_as(phrase: NounPhrase) -> Callable[[NounPhrase], Effect]:
    return lambda subject: _of_this_card(subject, "counts_as", phrase.selector())


def _pred_not_counted_as(phrase: NounPhrase) -> Callable[[NounPhrase], Effect]:
    return lambda subject: _of_this_card(subject, "not_counted_as", phrase.selector())


def _pred_not_in_deck_building(_: Token) -> Callable[[NounPhrase], Effect]:
    return lambda subject: _of_this_card(subject, "not_counted_in_deck_building", None)


def _pred_enters_as(phrase: NounPhrase) -> Callable[[NounPhrase], Effect]:
    return lambda subject: _of_this_card(subject, "enters_play_as", phrase.selector())


def _pred_only_by(modal: str, kind: str, by: NounPhrase) -> Callable[[NounPhrase], Effect]:
    """Read "may only be rescued by a N.T. Hero": protected from it except by those."""
    if modal != "may":
        return refuse("'may only be' reads a protection")
    source = evolve(_abilities((kind,)), exceptions=(_by_cards(by),))
    return lambda subject: kinds.Protect(subject.selector(), source)


def _pred_must_be_rescued_by(_: Token, by: NounPhrase) -> Callable[[NounPhrase], Effect]:
    """Read "Must be rescued by a Hero with toughness of */4 or greater": only those may."""
    source = evolve(_abilities(("rescue",)), exceptions=(_by_cards(by),))
    return lambda subject: kinds.Protect(subject.selector(), source)


def _pred_protected_except(
    effects: Token, *rest: Token | NounPhrase
) -> Callable[[NounPhrase], Effect]:
    """Read "is protected from rescue except by a female hero or the Son of God"."""
    by = next(part for part in rest if isinstance(part, NounPhrase))
    source = evolve(_abilities(vocab.ability_kinds(str(effects))), exceptions=(_by_cards(by),))
    return lambda subject: kinds.Protect(subject.selector(), source)


def _hand_size_keep(*parts: object) -> Effect:
    """Read "You may keep up to ten cards in hand instead of eight" (REG: Change Hand Size)."""
    counts = [part for part in parts if isinstance(part, Count)]
    return kinds.ChangeHandSize(Player.YOU, set_to=counts[0].number)


def _pred_returns_increased(
    *parts: Token | Location | None,
) -> Callable[[NounPhrase], Effect | list[Effect]]:
    """Read "Hero returns with abilities increased 6/6": on its return (REG: Set-Aside).

    "Jacob returns increased 3/3 and has first strike ability": he gains first strike on
    the same return (REG: First Strike).
    """
    amount = _numbers(next(p for p in parts if isinstance(p, Token) and p.type == "STATS"))
    trigger = AtMoment(Moment.ON_RETURN)
    first_strike = any(isinstance(p, Token) and p.type == "AND_HAS_FIRST_STRIKE" for p in parts)

    def build(subject: NounPhrase) -> Effect | list[Effect]:
        increase = kinds.Increase(subject.selector(), amount, trigger=trigger)
        if not first_strike:
            return increase
        return [increase, kinds.FirstStrike(subject.selector(), trigger=trigger, link=Link.AND)]

    return build


def _set_numbers(token: Token, numbers: tuple[str, object]) -> Effect:
    """Read "Hero's abilities are 5/7", "Strength (*/) is equal to the number of X"."""
    found = _NUMBERS_OF.match(str(token))
    if found is None:  # pragma: no cover - the terminal matched the same text
        return refuse("whose numbers")
    target = _numbers_owner(found["owner"] or "")
    stats = _STATS_OF[found["noun"].lower()]
    how, value = numbers
    if how == "amount" and isinstance(value, Numbers):
        return kinds.SetNumbers(target, amount=value, stats=stats)
    if isinstance(value, NounPhrase):
        return kinds.SetNumbers(target, count_of=value.selector(), stats=stats)
    return refuse("numbers are set to numbers")  # pragma: no cover - the grammar gives one


_NUMBERS_OF = re.compile(
    r"(?:(?P<owner>.+?)['\u2019]s\s+)?(?P<noun>abilities|strength|toughness)", re.IGNORECASE
)
_STATS_OF = {
    "abilities": ("strength", "toughness"),
    "strength": ("strength",),
    "toughness": ("toughness",),
}


def _numbers_owner(owner: str) -> Selector:
    """Whose numbers: "Hero's" (the holder), "Orpah's" (a name), none (this card)."""
    words = " ".join(owner.split())
    types = {"hero": "Hero", "character": "character", "evil character": "Evil Character"}
    if not words:
        return THIS_CARD
    if words.lower() in types:
        return Selector(types=(types[words.lower()],))
    if unknown_word(words, name_words()):
        return refuse(f"{words!r} names no card")
    return Selector(names=(words,))


def _numbers_are(*parts: Token) -> tuple[str, object]:
    stats = next(part for part in parts if part.type == "STATS")
    return ("amount", _numbers(stats))


def _numbers_counted(phrase: NounPhrase) -> tuple[str, object]:
    return ("count", phrase)


def _capture_omitted(place: Location) -> Effect:
    """Read "If defeated, capture to opponent's Land of Bondage": the card itself."""
    return kinds.Capture(OMITTED, place)


def _verb_and_shuffle(
    factory: Callable[[Selector], Effect],
    link: Link,
    phrase: NounPhrase,
    _: Destination | None,
) -> list[Effect]:
    """Read "Negate and shuffle an evil card": both verbs act on the same cards."""
    target = phrase.selector()
    return [factory(target), kinds.Shuffle(target, link=link)]


def _pred_withdraws(place: Location) -> Callable[[NounPhrase], Effect]:
    """Read "Selected human Evil Character withdraws from battle" (REG: Withdraw).

    "All N.T. Heroes retreat from battle": all of them that are in battle, the only ones
    that can withdraw.
    """
    if place.zone is not Zone.BATTLE:
        return refuse("one withdraws from battle")

    def build(subject: NounPhrase) -> Effect:
        cards = subject.selector()
        if cards.count.quantifier is Quantifier.ALL and not cards.locations and not cards.parts:
            cards = evolve(cards, locations=(Location(Zone.BATTLE),))
        return kinds.Withdraw(cards)

    return build


def _pred_paralyzed() -> Callable[[NounPhrase], Effect]:
    """Read "is paralyzed and cannot enter battle until healed": a paralysis.

    A paralyzed character cannot enter battle until a heal ends it (REG: Paralyze, Heal).
    """
    return lambda subject: kinds.Paralyze(subject.selector())


def _pred_lose_way_withdraw(_: Token) -> Callable[[NounPhrase], Effect]:
    """Read "All Heroes in battle lose their way and withdraw": they withdraw (REG: Withdraw)."""
    return lambda subject: kinds.Withdraw(subject.selector())


def _pred_refuses_to_block(_: Token) -> Callable[[NounPhrase], Effect]:
    """Read "Blocking Evil Character refuses to block": it withdraws (REG: Block, Withdraw).

    Only of a card the words call blocking: another refuses nothing.
    """

    def build(subject: NounPhrase) -> Effect:
        cards = subject.selector()
        if "blocking" not in cards.qualifiers or cards.parts:
            return refuse("only a blocking character refuses to block")
        return kinds.Withdraw(cards)

    return build


def _present_blocker(_: Token) -> Effect:
    """Read "present a new blocker": a new Evil Character, the only kind that blocks.

    REG: Block ("Only Evil Characters may block").
    """
    return kinds.Present(Selector(types=("Evil Character",), qualifiers=("new",)))


def _skip(owner: object, phase: Token) -> Effect:
    """Read "skip their next battle phase" (REG: Restrict): that phase is not had."""
    words = vocab.canonical(str(phase)).split()
    player = getattr(owner, "value", None)
    return kinds.Skip(
        "turn" if words[-1] == "turn" else words[1],
        player if isinstance(player, Player) else None,
    )


_BY_KIND: dict[str, Callable[[Selector], Effect]] = {
    "negate": kinds.Negate,
    "interrupt": kinds.Interrupt,
    "prevent": kinds.Prevent,
    "discard": kinds.Discard,
    "banish": kinds.Banish,
    "withdraw": kinds.Withdraw,
    "reserve": kinds.Reserve,
    "underdeck": kinds.Underdeck,
    "topdeck": kinds.Topdeck,
    "shuffle": kinds.Shuffle,
    "bounce": kinds.Bounce,
    "paralyze": kinds.Paralyze,
    "heal": kinds.Heal,
    "release": kinds.Release,
    "rescue": kinds.Rescue,
    "capture": kinds.Capture,
    "convert": kinds.Convert,
    "poison": kinds.Poison,
    "set_aside": kinds.SetAside,
    "exchange": kinds.Exchange,
    "take": kinds.Take,
    "place": kinds.Place,
}
"""Effects named by a participle ("is discarded") and built from their target alone."""

_CALLBACKS: dict[type[Effect], dict[str, Callable[..., object]]] = {
    kinds.Negate: {
        "verb_negate": _simple(kinds.Negate),
        "pred_passive": _pred_passive,
        "pred_modal_passive": _pred_modal_passive,
        "pred_modal_passive_several": _pred_modal_passive_several,
        "shield_participle": _shield_participle,
        "pred_no_effect": _pred_no_effect,
    },
    kinds.Discard: {
        "verb_discard": _simple(kinds.Discard),
        "discard_after_use": _discard_after_use,
        "discard_on_return": _discard_on_return,
        "discard_itself": _discard_itself,
        "discard_at_random": _discard_at_random,
    },
    kinds.Rescue: {"verb_rescue": _simple(kinds.Rescue)},
    kinds.Underdeck: {"verb_underdeck": _simple(kinds.Underdeck)},
    kinds.Topdeck: {
        "verb_topdeck": _simple(kinds.Topdeck),
        "put_either_end": _put_either_end,
        "return_either_end": _return_either_end,
    },
    kinds.Banish: {
        "verb_banish": _simple(kinds.Banish),
        "remove": _remove,
        "remove_from_game": _remove_from_game,
        "verb_and_remove": _verb_and_remove,
    },
    kinds.Bounce: {
        "verb_bounce": _simple(kinds.Bounce),
        "return_card": _return_card,
        "return_and_put": _return_and_put,
        "pred_return": _pred_return,
        "pred_modal_return": _pred_modal_return,
    },
    kinds.Heal: {"verb_heal": _simple(kinds.Heal)},
    kinds.Paralyze: {"verb_paralyze": _simple(kinds.Paralyze), "pred_paralyzed": _pred_paralyzed},
    kinds.Poison: {"verb_poison": _simple(kinds.Poison)},
    kinds.Reserve: {"verb_reserve": _simple(kinds.Reserve)},
    kinds.Resurrect: {"verb_resurrect": _simple(kinds.Resurrect)},
    kinds.Release: {"verb_release": _simple(kinds.Release)},
    kinds.Prevent: {"verb_prevent": _simple(kinds.Prevent)},
    kinds.Copy: {"verb_copy": _simple(kinds.Copy)},
    kinds.Hold: {"verb_hold": _simple(kinds.Hold)},
    kinds.Redirect: {"verb_redirect": _simple(kinds.Redirect)},
    kinds.Reveal: {"verb_reveal": _simple(kinds.Reveal)},
    kinds.Play: {"verb_play": _simple(kinds.Play)},
    kinds.ActivateAbility: {"verb_activate": _simple(_activate)},
    kinds.Withdraw: {
        "verb_withdraw": _simple(kinds.Withdraw),
        "withdraw_self": _withdraw_self,
        "withdraw_retreat": _withdraw_retreat,
        "pred_withdraws": _pred_withdraws,
        "pred_refuses_to_block": _pred_refuses_to_block,
        "pred_lose_way_withdraw": _pred_lose_way_withdraw,
    },
    kinds.Toss: {"verb_toss": _simple(kinds.Toss)},
    kinds.Taunt: {"verb_taunt": _simple(kinds.Taunt)},
    kinds.Equip: {"verb_equip": _simple(kinds.Equip)},
    kinds.Transfer: {"transfer": _transfer},
    kinds.Restrict: {
        "restrict": _restrict,
        "restrict_put_in_site": _restrict_put_in_site,
        "pred_modal_barred": _pred_modal_barred,
        "pred_cannot_be_activated": _pred_cannot_be_activated,
        "barred_participle": _barred_participle,
    },
    kinds.Interrupt: {"verb_interrupt": _simple(_interrupt)},
    kinds.CreateToken: {"create_token": _create_token},
    kinds.Draw: {
        "draw": _draw,
        "draw_and_verb": _draw_and_verb,
        "draw_up_to": _draw_up_to,
        "draw_one": _draw_one,
        "draw_from_pile": _draw_from_pile,
        "draw_alternative": _draw_alternative,
        "draw_equal": _draw_equal,
    },
    kinds.Present: {"verb_present": _simple(kinds.Present), "present_blocker": _present_blocker},
    kinds.Band: {"band": _band, "band_into": _band_into},
    kinds.BeginNewPhase: {"begin_new": _begin_new, "new_phase": _new_phase},
    kinds.Look: {"look": _look},
    kinds.Search: {"search": _search},
    kinds.Take: {
        "take": _take,
        "take_or": _take_or,
        "add_to": _add_to,
        "pred_modal_added": _pred_modal_added,
        "add_omitted_to": _add_omitted_to,
        "alternative_take": _alternative_take,
    },
    kinds.Capture: {
        "take_prisoner": _take_prisoner,
        "capture": _capture,
        "capture_omitted": _capture_omitted,
    },
    kinds.Place: {
        "put": _put,
        "put_in_either": _put_in_either,
        "put_face_down_here": _put_face_down_here,
        "put_face_down_on": _put_face_down_on,
        "place_here": _place_here,
        "place_verb": _place_verb,
    },
    kinds.Shuffle: {"shuffle": _shuffle, "verb_and_shuffle": _verb_and_shuffle},
    kinds.SetAside: {
        "set_aside": _set_aside,
        "set_aside_face_down_from": _set_aside_face_down_from,
    },
    kinds.Decrease: {
        "decrease": _decrease,
        "decrease_omitted": _decrease_omitted,
        "pred_decrease": _pred_decrease,
        "pred_strength_reduced": _pred_strength_reduced,
        "per_period": _per_period,
    },
    kinds.Increase: {
        "increase": _increase,
        "increase_omitted": _increase_omitted,
        "increase_add": _increase_add,
        "pred_increase": _pred_increase,
        "pred_gains_to_equal": _pred_gains_to_equal,
        "pred_worth": _pred_worth,
        "pred_worth_against": _pred_worth_against,
        "pred_worth_scaled": _pred_worth_scaled,
        "pred_returns_increased": _pred_returns_increased,
    },
    kinds.Protect: {
        "protect": _protect,
        "pred_protected": _pred_protected,
        "pred_cannot_be": _pred_cannot_be,
        "pred_cannot_mixed": _pred_cannot_mixed,
        "pred_cannot_repent": _pred_cannot_repent,
        "pred_only_by": _pred_only_by,
        "pred_must_be_rescued_by": _pred_must_be_rescued_by,
        "pred_protected_except": _pred_protected_except,
        "participle": _participle,
        "pred_regardless": _pred_regardless,
    },
    kinds.Immune: {"pred_immune": _pred_immune, "pred_no_effect_on_this": _pred_no_effect_on_this},
    kinds.Ignore: {"pred_ignore": _pred_ignore},
    kinds.FirstStrike: {
        "pred_first_strike": _pred_first_strike,
        "first_strike_here": _first_strike_here,
    },
    kinds.SiteAccess: {
        "pred_access": _pred_access,
        "pred_site_access": _pred_site_access,
        "give_site_access": _give_site_access,
        "give_access": _give_access,
    },
    kinds.ChooseOpponent: {
        "choose": _choose,
        "choose_role": _choose_role,
        "choose_used": _choose_used,
        "choose_in_battle": _choose_in_battle,
        "choose_to": _choose_to,
        "choose_to_make_rescue": _choose_to_make_rescue,
        "choose_for_rescue": _choose_for_rescue,
    },
    kinds.ChangeHandSize: {
        "hand_size_up": _hand_size(1),
        "hand_size_down": _hand_size(-1),
        "hand_size_set": _hand_size_set,
        "hand_size_keep": _hand_size_keep,
    },
    kinds.Gain: {"pred_gain": _pred_gain},
    kinds.UseOtherEnhancements: {"use": _use},
    kinds.Exchange: {"exchange": _exchange},
    kinds.EndBattle: {"end_battle": _end_battle, "end_battle_outcome": _end_battle_outcome},
    kinds.Repeat: {"repeat": _repeat, "repeat_times": _repeat_times, "repeat_twice": _repeat_twice},
    kinds.Give: {"give": _give, "give_you": _give_you, "give_opponent": _give_opponent},
    kinds.Select: {"select": _select},
    kinds.Deactivate: {"verb_deactivate": _simple(kinds.Deactivate)},
    kinds.Skip: {"skip": _skip},
    kinds.SetNumbers: {
        "set_numbers": _set_numbers,
        "numbers_are": _numbers_are,
        "numbers_counted": _numbers_counted,
    },
    kinds.SideBattle: {"side_battle": _side_battle, "fight": _fight},
    kinds.NameCard: {"name_card": _name_card},
    kinds.Rule: {
        "rule_use_as": _rule_use_as,
        "pred_immediate": _pred_immediate,
        "pred_counts_as": _pred_counts_as,
        "pred_not_counted_as": _pred_not_counted_as,
        "pred_not_in_deck_building": _pred_not_in_deck_building,
        "pred_enters_as": _pred_enters_as,
        "pred_remains_in_play": _pred_remains_in_play,
        "pred_remains_in_battle": _pred_remains_in_battle,
    },
    kinds.Convert: {
        "verb_and_convert": _verb_and_convert,
        "convert": _convert,
        "pred_treated": _pred_treated,
    },
}
