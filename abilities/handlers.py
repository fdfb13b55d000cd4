"""The core pack's handlers: how each effect of the REG Effect Listing is carried out.

Every handler follows its REG entry: which cards it targets by default, where they go, who
chooses. They read the game through an :class:`~redemption_rules.effects.execute.EffectContext`
and return operations for the engine; the engine knows none of them by name. The pack
registers them with ``redemption_effects`` beside the effect records, as any pack would.

>>> sorted(HANDLERS)[:4]
['banish', 'band', 'bounce', 'discard']
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Final

from attrs import evolve

from redemption_rules.battle.numbers import battle_situation, numbers_of
from redemption_rules.cards.identifiers import has_identifier
from redemption_rules.cards.model import (
    EVIL_BRIGADES,
    GOOD_BRIGADES,
    Alignment,
    Brigade,
    CardClass,
    CardType,
    Stat,
)
from redemption_rules.effects import kinds
from redemption_rules.effects.cards import (
    LOSER,
    card_abilities,
    disease_pairing,
    up_to_the_place,
)
from redemption_rules.effects.copies import copy_problem, has_copy_effect
from redemption_rules.effects.execute import (
    SIDE_BATTLE,
    ActivateArtifactCard,
    BeginNewBattle,
    CaptureCard,
    ChangeNumbers,
    ChooseOpposing,
    ConvertCard,
    ConvertToMeek,
    CopyAbility,
    CreateTokens,
    DeactivateArtifactCard,
    Done,
    DrawCards,
    EffectContext,
    EndTheBattle,
    EquipWeapon,
    ExchangeCards,
    GainBrigades,
    GiveStatus,
    HealCards,
    InterruptAbilities,
    JoinBattle,
    MoveCard,
    NegateCards,
    NegateKinds,
    Op,
    PlaceForAWhile,
    PlayOnCharacter,
    PreventPlays,
    ProtectCards,
    RedirectAbilities,
    RepeatAbilities,
    RescueSoul,
    ResizeHands,
    RestrictPlayers,
    SearchPile,
    SetAsideForAWhile,
    ShowCards,
    ShuffleDeck,
    SideBattleFought,
    SkipBattlePhase,
    TakeForAWhile,
)
from redemption_rules.effects.grants import can_use_enhancement, site_room
from redemption_rules.effects.model import Link
from redemption_rules.effects.modifiers import Instead, of_any_brigade
from redemption_rules.effects.restriction import restriction_against
from redemption_rules.effects.select import (
    ANY_ORDER,
    EITHER_END,
    HAND_OR_TERRITORY,
    IN_BATTLE,
    IN_HAND,
    IN_PLAY,
    IN_PLAY_ONLY,
    IN_PLAY_OR_HAND,
    IN_TERRITORY,
    OWN_HAND_OR_TERRITORY,
    Place,
    Scope,
    all_types,
    contents_after,
    contents_of,
    in_battle_or_played_there,
    is_brigade_choice,
    is_equipped,
    is_pile_end_choice,
    names_card,
    names_its_ability,
    negated_kinds,
    occupied,
    same_name_key,
    unsupported_in,
    without_arrangement,
)
from redemption_rules.effects.targets import (
    ONE,
    POISONED_OR_DISEASED,
    AllOf,
    AnyOf,
    Condition,
    Count,
    Join,
    Location,
    Not,
    Player,
    Position,
    Quantifier,
    Ref,
    Selector,
    Status,
    StatusIs,
)
from redemption_rules.effects.targets import Zone as TextZone
from redemption_rules.effects.timing import DurationUnit, Event, OnEvent
from redemption_rules.effects.tokens import (
    token_count,
    token_definition,
    token_problem,
)
from redemption_rules.playing import is_paralyzed, is_warrior, uniqueness_problem
from redemption_rules.state import (
    DISEASED,
    FIRST_STRIKE,
    HOLDS,
    PARALYZED,
    POISONED,
    SITE_ACCESS,
    USES_OTHER,
    Battle,
    BattleKind,
    InstanceId,
    PlayerId,
    Result,
    SelectedBrigade,
    Situation,
    Until,
)
from redemption_rules.zones import HAND_CAP, SURFACE_ZONES, Zone

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

    from redemption_rules.effects.model import Effect

__all__ = ["CHECKS", "HANDLERS", "UNSUPPORTED", "pick"]

_ZONES: Final[dict[TextZone, Zone]] = {
    TextZone.TERRITORY: Zone.TERRITORY,
    TextZone.FIELD_OF_PLAY: Zone.TERRITORY,
    TextZone.PLAY: Zone.TERRITORY,
    TextZone.HAND: Zone.HAND,
    TextZone.DECK: Zone.DECK,
    TextZone.TOP_OF_DECK: Zone.DECK,
    TextZone.BOTTOM_OF_DECK: Zone.DECK,
    TextZone.DISCARD_PILE: Zone.DISCARD_PILE,
    TextZone.RESERVE: Zone.RESERVE,
    TextZone.LAND_OF_BONDAGE: Zone.LAND_OF_BONDAGE,
    TextZone.SET_ASIDE: Zone.SET_ASIDE,
    TextZone.BANISH_PILE: Zone.BANISH_PILE,
}


# == choosing targets ===========================================================================


def pick(
    context: EffectContext,
    selector: Selector,
    default: str = IN_PLAY,
    *,
    verb: str = "target",
    searchable: bool = False,
    barred: Callable[[InstanceId], bool] | None = None,
    places: list[Place] | None = None,
) -> tuple[InstanceId, ...]:
    """The cards *selector* names, chosen as its count says (REG: Targeting).

    "All" and plurals take every card; "a", "two" are chosen (all of them when there are
    no more); "up to" may take fewer; "all but one" chooses the one to leave; "random"
    draws them; "the last ... played" and references back ("it", "them") are automatic.
    A place one player's ("a hand", "an opponent's deck") is chosen first, unless the
    caller chose it already (*places*). Cards *barred* says the effect may not act on (a
    restricted play) are left out.
    """
    shared = context.shared
    if shared is not None:
        return tuple(card for card in shared if _still_valid(context, card, selector, default))
    if selector.parts and selector.join is not Join.AND and _counted_parts(selector):
        selector = _choose_part(context, selector, default, verb)
    elif selector.parts and is_pile_end_choice(selector):
        selector = _choose_part(context, selector, default, verb)  # the end, chosen blind
    elif selector.parts and selector.join is Join.AND and _each_counted(selector):
        return _picked_each(context, selector, default, verb, searchable=searchable, barred=barred)
    if _names_itself(context, selector):
        return () if context.source is None else (context.source,)
    if places is None:
        places = _places(context, selector, default, barred=barred)
    # "Reveal the bottom X cards of a deck. Discard the Evil Character cards": the cards
    # revealed, as after a colon
    after_reveal = context.paired or "revealed" in selector.qualifiers
    if after_reveal and not selector.locations and selector.ref is None:
        pool = context.rest()
        found = tuple(card for card in pool if context.matches(card, selector))
    else:
        found = context.candidates(selector, default, places=places)
    if context.shielded:  # protected from this card (REG: Immune and Protect)
        found = tuple(card for card in found if card not in context.shielded)
    if barred is not None:
        found = tuple(card for card in found if not barred(card))
    if selector.ref is not None:
        return _referred(context, selector, found, verb)
    if "last" in selector.qualifiers or "next" in selector.qualifiers:
        number = context.count_of(selector)
        return found if number is None else found[:number]
    if _position(selector) is not None:
        return found
    searchable = searchable or (_in_pile(selector, places) and context.actor == context.controller)
    if _one_by_one(selector):
        return _counted_in_each(context, selector, found, places, verb, searchable=searchable)
    if selector.count.quantifier not in _EVERY and selector.owner in _EACH:
        return _counted_by_player(context, selector, found, verb, searchable=searchable)
    return _counted(context, selector, found, verb, searchable=searchable)


def _one_by_one(selector: Selector) -> bool:
    """Whether *selector* counts its cards in each player's places apart.

    "Discard a random character from each territory", "topdeck a Dominant from each hand":
    that many from every one of those places (REG: Targeting: "each").
    """
    return selector.count.quantifier not in _EVERY and any(
        location.owner in _EACH for location in selector.locations
    )


_EVERY: Final = frozenset({Quantifier.ALL, Quantifier.EACH, Quantifier.ANY_NUMBER})


def _counted_in_each(
    context: EffectContext,
    selector: Selector,
    found: tuple[InstanceId, ...],
    places: Sequence[Place],
    verb: str,
    *,
    searchable: bool,
) -> tuple[InstanceId, ...]:
    """Of the cards *found*, those *selector*'s count takes from each player's places."""
    groups: dict[PlayerId | None, list[InstanceId]] = {player: [] for player, _ in places}
    for card in found:
        group = groups.get(context.where(card)[0])
        if group is not None:
            group.append(card)
    return _counted_apart(context, selector, groups.values(), verb, searchable=searchable)


def _counted_by_player(
    context: EffectContext,
    selector: Selector,
    found: tuple[InstanceId, ...],
    verb: str,
    *,
    searchable: bool,
) -> tuple[InstanceId, ...]:
    """Of the cards *found*, those *selector*'s count takes of each player's cards.

    "Shuffle an evil card controlled by each player", "discard a human from each opponent":
    that many cards of every one of those players, in seat order (REG: Targeting: "each"),
    each the cards they control, or own where nobody controls them (a discard pile).
    """
    mine: dict[PlayerId, list[InstanceId]] = {}
    for card in found:
        mine.setdefault(context.controller_or_owner(card), []).append(card)
    groups = (mine[player] for player in sorted(mine))
    return _counted_apart(context, selector, groups, verb, searchable=searchable)


def _counted_apart(
    context: EffectContext,
    selector: Selector,
    groups: Iterable[Sequence[InstanceId]],
    verb: str,
    *,
    searchable: bool,
) -> tuple[InstanceId, ...]:
    """Of each group of cards in turn, those *selector*'s count takes (REG: Targeting)."""
    chosen: list[InstanceId] = []
    for group in groups:
        chosen.extend(_counted(context, selector, tuple(group), verb, searchable=searchable))
    return tuple(chosen)


def _counted(
    context: EffectContext,
    selector: Selector,
    found: tuple[InstanceId, ...],
    verb: str,
    *,
    searchable: bool,
) -> tuple[InstanceId, ...]:
    """Of the cards *found*, those *selector*'s count takes, chosen by the player or by lot."""
    number = context.count_of(selector)
    quantifier = selector.count.quantifier
    if selector.random:
        return context.random_cards(found, number or 1)
    prompt = f"Choose {_what(selector)} to {verb}"
    if quantifier is Quantifier.ANY_NUMBER:  # as many as the player chooses, none or all
        return context.choose_cards(found, 0, len(found), prompt=prompt)
    if quantifier in (Quantifier.ALL, Quantifier.EACH) or (number is None and not searchable):
        return found
    if quantifier is Quantifier.ALL_BUT:
        keep = context.choose_cards(found, number or 0, number or 0, prompt="Choose to keep")
        return tuple(card for card in found if card not in keep)
    if quantifier is Quantifier.UP_TO:
        return context.choose_cards(found, 0, number or 0, prompt=prompt)
    if number is None:
        return context.choose_cards(found, 0, len(found), prompt=prompt)
    least = 0 if searchable else number
    return context.choose_cards(found, least, number, prompt=prompt)


def _referred(
    context: EffectContext, selector: Selector, found: tuple[InstanceId, ...], verb: str
) -> tuple[InstanceId, ...]:
    """Cards referred back to: all of them, or the number the text names.

    "One of those" is one, chosen; "take up to 1" (of the cards looked at) is none or one,
    and "add any number of them" as many as the player chooses, none included (REG: Look,
    Targeting: the paired effects act "upon one or all the targets").
    """
    count = selector.count
    quantifier = count.quantifier
    if quantifier is Quantifier.ANY_NUMBER and found:
        prompt = f"Choose any number of them to {verb}"
        return context.choose_cards(found, 0, len(found), prompt=prompt)
    number = count.number
    if number is None and count.variable and quantifier in (Quantifier.EXACTLY, Quantifier.UP_TO):
        number = context.number(count)
    if number is None:
        return found
    if quantifier is Quantifier.UP_TO and found:
        prompt = f"Choose up to {number} of them to {verb}"
        return context.choose_cards(found, 0, number, prompt=prompt)
    if quantifier is Quantifier.EXACTLY and number and len(found) > number:
        prompt = f"Choose {number} of them to {verb}"
        return context.choose_cards(found, number, number, prompt=prompt)
    return found


_PILES: Final = frozenset({Zone.DECK, Zone.DISCARD_PILE, Zone.RESERVE, Zone.BANISH_PILE})


def _in_pile(selector: Selector, places: Sequence[Place]) -> bool:
    """Whether the cards are taken from a pile with no place in it named.

    A search of the pile is implied (REG: Search).
    """
    return _position(selector) is None and any(zone in _PILES for _, zone in places)


def implied_searches(
    context: EffectContext, selector: Selector, default: str = IN_PLAY
) -> list[Op]:
    """The searches a target in a pile implies, one per pile (REG: Search).

    Where the words name one player's pile ("a player's deck"), only the piles of the player
    chosen as the cards were picked are searched (and so shuffled).
    """
    if _position(selector) is not None or selector.ref is not None:
        return []
    places = context.chosen_places.get(selector) or context.places(selector, default)
    return [
        SearchPile(context.actor, owner, zone)
        for owner, zone in places
        if owner is not None and zone in _PILES
    ]


def found_revealed(
    context: EffectContext, searches: Sequence[Op], cards: Sequence[InstanceId]
) -> list[Op]:
    """The cards *cards* taken out of the piles *searches* search, revealed (REG: Search).

    "The card(s) that are targeted to be removed from the searched set of cards must be
    revealed before performing any other action with them": a card taken from deck to hand
    ("take a Ruth Hero from deck") or put on top of it is seen by every player first. Only
    the hidden piles are told of, a deck and a Reserve (REG: Deck, Reserve); a discard pile
    is seen by all already.
    """
    piles = {
        (op.owner, op.zone)
        for op in searches
        if isinstance(op, SearchPile) and op.zone in (Zone.DECK, Zone.RESERVE)
    }
    found = tuple(card for card in cards if _place_of(context, card) in piles)
    return [ShowCards(found)] if found else []


def _place_of(context: EffectContext, card: InstanceId) -> Place | None:
    """Where *card* is, or None if it is nowhere the game's places hold."""
    try:
        return context.where(card)
    except KeyError:
        return None


def shuffled_after_search(ops: Sequence[Op]) -> list[Op]:
    """*ops*, with each deck they search shuffled after the search (REG: Search).

    "When a deck is searched, shuffle the deck after the search, even if no target is
    found"; a card taken from a deck at no place in it is searched for there. A card the
    effect puts on top of (or under) the searched deck goes there after the shuffle ("topdeck
    a good Dominant from deck"); any other move comes before it, so a card exchanged into
    the deck ("exchange this card with a wilderness Hero from deck") is shuffled in.
    """
    done = {op.player for op in ops if isinstance(op, ShuffleDeck)}
    result = list(ops)
    for op in ops:
        if not isinstance(op, SearchPile) or op.zone is not Zone.DECK or op.owner in done:
            continue
        done.add(op.owner)
        to_end = any(
            isinstance(move, MoveCard)
            and move.zone is Zone.DECK
            and move.player == op.owner
            and move.position is not None
            for move in ops
        )
        if to_end:
            result.insert(result.index(op) + 1, ShuffleDeck(op.owner))
        else:
            result.append(ShuffleDeck(op.owner))
    return result


def _still_valid(
    context: EffectContext, card: InstanceId, selector: Selector, default: str
) -> bool:
    """Whether *card*, shared from the effect before, is still where *selector* reaches.

    Every place the words may reach counts, none chosen again: "negate and underdeck a good
    card in a territory" acts on the card negated, in whichever territory it was chosen
    (REG: Targeting); the player is not asked a second time whose territory it is.
    """
    place = _place_of(context, card)
    if place is None:
        return False
    if "last" in selector.qualifiers or "next" in selector.qualifiers or selector.ref is not None:
        return True
    reach = set(context.places(selector, default))
    return place in reach or (place[1] is Zone.LAND_OF_BONDAGE)


def _counted_parts(selector: Selector) -> bool:
    """Whether a compound's parts carry counts of their own: a choice between them."""
    counts = {part.count for part in selector.parts}
    return len(counts) > 1


def _each_counted(selector: Selector) -> bool:
    """Whether a list's parts are counted apart ("an evil human and a Site"): one of each.

    "Withdraw all characters (except 1 Hero and 1 Evil Character)" is all Heroes but one and
    all Evil Characters but one: each kind keeps its own one back (REG: Targeting).
    """
    return selector.ref is None and any(
        part.count.quantifier
        in (Quantifier.EXACTLY, Quantifier.UP_TO, Quantifier.AT_LEAST, Quantifier.ALL_BUT)
        for part in selector.parts
    )


def _picked_each(
    context: EffectContext,
    selector: Selector,
    default: str,
    verb: str,
    *,
    searchable: bool,
    barred: Callable[[InstanceId], bool] | None,
) -> tuple[InstanceId, ...]:
    """The cards of each part of a list, each as its own count says, in the list's order.

    "Underdeck an evil card in battle and an evil card from opponent's hand" is one card
    from battle and one from that hand, not one card of either (REG: Targeting). A part
    with no place of its own is in the list's places; a card taken for one part is not
    taken again for another. "A site and its contents": the card of the first part, and the
    cards it holds (:func:`_with_contents`).
    """
    found: list[InstanceId] = []

    def taken(card: InstanceId) -> bool:
        return card in found or (barred is not None and barred(card))

    if contents_after(selector):
        return _with_contents(context, selector, default, verb, searchable=searchable, taken=taken)
    for part in selector.parts:
        placed = part
        if not part.locations and selector.locations:
            placed = evolve(part, locations=selector.locations)
        found += pick(context, placed, default, verb=verb, searchable=searchable, barred=taken)
    return tuple(found)


def _with_contents(
    context: EffectContext,
    selector: Selector,
    default: str,
    verb: str,
    *,
    searchable: bool,
    taken: Callable[[InstanceId], bool],
) -> tuple[InstanceId, ...]:
    """The card of "one 'The Darkness' fortress and its contents", and what it holds.

    Its contents are the cards it holds as the effect chooses its targets (REG: Contents),
    targets too: those protected from the card are left where they are (REG: Protect). They
    come first, so each goes where the text says rather than following its holder (REG:
    Hold: Lost Souls in a Site go to the Land of Bondage when the Site is relocated).
    """
    first = selector.parts[0]
    if not first.locations and selector.locations:
        first = evolve(first, locations=selector.locations)
    holders = pick(context, first, default, verb=verb, searchable=searchable, barred=taken)
    held = tuple(
        card
        for card in contents_of(context.state, holders)
        if card not in context.shielded and not taken(card)
    )
    return (*held, *holders)


def _choose_part(context: EffectContext, selector: Selector, default: str, verb: str) -> Selector:
    parts = [part for part in selector.parts if context.candidates(part, default)]
    if not parts:
        return selector.parts[0]
    if is_pile_end_choice(selector):
        labels = [_end_label(part) for part in parts]
    else:
        labels = [f"{verb} {_what(part)}" for part in parts]
    return parts[context.choose_option(labels, prompt="Choose which")]


def _end_label(selector: Selector) -> str:
    """An end of a pile, for a prompt: "the bottom 3 cards of opponent's deck"."""
    place = next(place for place in selector.locations if place.position is not None)
    position = place.position.value if place.position is not None else ""
    owner = "" if place.owner is None else f"{place.owner.value.replace('_', ' ')}'s "
    owner = "your " if place.owner is Player.YOU else owner
    pile = place.zone.value.replace("_", " ") if place.zone is not None else "deck"
    number = selector.count.number if selector.count.quantifier is Quantifier.EXACTLY else None
    what = _what(selector)
    cards = f"{number} {what}s" if number is not None and number > 1 else what
    return f"the {position} {cards} of {owner}{pile}"


def _names_itself(context: EffectContext, selector: Selector) -> bool:
    """A card naming itself means "this card" (REG: Targeting, self-targeting)."""
    if context.source is None or not selector.names or selector.types:
        return False
    definition = context.state.card(context.source)
    return all(names_card(definition, name) for name in selector.names)


def _places(
    context: EffectContext,
    selector: Selector,
    default: str,
    *,
    barred: Callable[[InstanceId], bool] | None = None,
) -> list[Place]:
    """The places to take cards from; one player's place is chosen when the text says "a".

    In a list whose items name their own places, the choice is of the places of the items
    that say "a" or "an opponent's": "Protect characters in your territory and Lost Souls
    in opponent's territory" keeps the player's own territory whichever opponent is chosen.
    The choice is among the players whose place holds such a card the effect may act on
    (not *barred*: "take a character from a territory" is not from the taker's own).
    """
    chosen_apart = _places_chosen_apart(context, selector, default)
    if chosen_apart is not None:
        context.chosen_places[selector] = chosen_apart
        return chosen_apart
    places = context.places(selector, default)
    locations = selector.locations or tuple(
        location for part in selector.parts for location in part.locations
    )
    single = [loc for loc in locations if context.is_single_choice(loc.owner)]
    if not single:
        return places
    owners = sorted({player for player, _ in places if player is not None})
    if len(owners) <= 1:
        return places
    holding = [
        p
        for p in owners
        if any(
            context.matches(card, selector) and (barred is None or not barred(card))
            for place in places
            if place[0] == p
            for card in context.cards_in(place)
        )
    ]
    zones = sorted({zone.value.replace("_", " ") for _, zone in places})
    chosen = context.choose_player(holding or owners, prompt=f"Choose whose {' or '.join(zones)}")
    context.chosen_places[selector] = [place for place in places if place[0] == chosen]
    return context.chosen_places[selector]


def _places_chosen_apart(
    context: EffectContext, selector: Selector, default: str
) -> list[Place] | None:
    """The places of a list some of whose items only name one player to be chosen.

    So too the places of one description some of which name a player to be chosen: "an
    evil card in play or a set-aside area" reaches every card in play, the battle's too,
    and one player's set-aside area (REG: In Play); no player is asked for when none of
    those places holds such a card. None when there is no such mix: every item's places,
    or none, are chosen from.
    """
    by_location = len(selector.locations) > 1
    if by_location:
        pieces = tuple(evolve(selector, locations=(where,)) for where in selector.locations)
    elif not selector.locations and selector.parts:
        pieces = selector.parts
    else:
        return None
    single = tuple(
        piece
        for piece in pieces
        if any(context.is_single_choice(location.owner) for location in piece.locations)
    )
    if not single or len(single) == len(pieces):
        return None
    places = [
        place for piece in pieces if piece not in single for place in context.places(piece, default)
    ]
    if by_location:
        chosen = evolve(selector, locations=tuple(piece.locations[0] for piece in single))
        if not any(
            context.matches(card, selector)
            for place in context.places(chosen, default)
            for card in context.cards_in(place)
        ):
            return places  # no player's such place holds one: none is asked for
    else:
        chosen = evolve(selector, parts=single)
    for place in _places(context, chosen, default):
        if place not in places:
            places.append(place)
    return places


def _position(selector: Selector) -> Position | None:
    for location in selector.locations:
        if location.position is not None:
            return location.position
    return None


def _what(selector: Selector) -> str:
    """The cards *selector* names, in words for a prompt: "good gold Hero"."""
    before = [q for q in selector.qualifiers if not q.startswith(_MATCHING)]
    words = [q.replace("_", " ") for q in before]
    words.append(selector.alignment.value.lower() if selector.alignment else "")
    words += [b.value.lower() for b in selector.brigades]
    words += list(selector.identifiers) + list(selector.names) + list(selector.types)
    if len(before) < len(selector.qualifiers):
        words.append("of matching brigade")
    return " ".join(word for word in words if word) or "a card"


_MATCHING: Final = "matching_brigade"
"""The qualifiers of a matched brigade ("matching_brigade_of_this"), said after the noun."""


def _owner(context: EffectContext, card: InstanceId) -> PlayerId:
    return context.state.cards[card].owner


# == moving cards ===============================================================================


def _mover(
    zone: Zone, *, position: Position | None = None, default: str = IN_PLAY, verb: str
) -> Any:  # noqa: ANN401 - a handler
    """A handler that moves each target to its owner's *zone* (discard, banish, ...)."""

    def handler(context: EffectContext, effect: Any) -> Done:  # noqa: ANN401 - the effect record
        target = effect.target
        if LOSER in target.qualifiers:
            return _side_battle_losers(context)
        ordered = ANY_ORDER in target.qualifiers
        either = EITHER_END in target.qualifiers
        if ordered or either:
            target = without_arrangement(target)
        cards = pick(context, target, default, verb=verb)
        if ordered and position is not None:
            cards = _in_chosen_order(context, cards, position)
        ends = dict.fromkeys(cards, position)
        if either:
            on_top = context.choose_cards(
                cards, 0, len(cards), prompt="Choose the cards to put on top; the rest go under"
            )
            ends = {card: Position.TOP if card in on_top else Position.BOTTOM for card in cards}
        unseen = bool(target.random)
        moves: list[Op] = implied_searches(context, target, default)
        if not unseen:
            moves += found_revealed(context, moves, cards)
        moves += [
            MoveCard(card, _owner(context, card), zone, ends[card], unseen=unseen) for card in cards
        ]
        moves = shuffled_after_search(moves)
        return context.done(*moves, cards=cards, fully=_fully(context, target, cards))

    return handler


def _in_chosen_order(
    context: EffectContext, cards: tuple[InstanceId, ...], position: Position
) -> tuple[InstanceId, ...]:
    """*cards* in the order to move them, as the player orders them ("in any order").

    The player picks the cards from the one to end on the top (or at the bottom) of the
    deck inward; the last is left over. Moved one by one, each to the top (or bottom), the
    first picked must be moved last.
    """
    if len(cards) < 2:
        return cards
    end = "top" if position is Position.TOP else "bottom"
    picked = context.choose_cards(
        cards,
        len(cards) - 1,
        len(cards) - 1,
        prompt=f"Order the cards: choose the one to end on the {end} first",
    )
    order = (*picked, *(card for card in cards if card not in picked))
    return tuple(reversed(order))


def _side_battle_losers(context: EffectContext) -> Done:
    """Discard "the loser": the side battle before it discarded its loser already.

    The characters it defeated, now in a discard pile, are what the effect acted on; after a
    stalemate there is no loser (REG: Side Battle; the ability says this only with a side
    battle before it).
    """
    fighters = context.results[-1].cards if context.results else ()
    losers = tuple(card for card in fighters if context.where(card)[1] is Zone.DISCARD_PILE)
    return context.done(cards=losers, fully=bool(losers))


def _fully(context: EffectContext, selector: Selector, cards: Sequence[InstanceId]) -> bool:
    """Whether the effect acted on as many cards as it specifies (REG: Carry Out an Effect).

    "Up to 3" lets the player specify how many, from one to three: the number chosen is the
    number specified, so an effect on two of them is carried out in full; on none, it is not.
    """
    if selector.count.quantifier is Quantifier.UP_TO:
        return bool(cards)
    number = context.count_of(selector)
    return number is None or len(cards) >= number


def _withdraw(context: EffectContext, effect: kinds.Withdraw) -> Done:
    """Characters in battle go to their permanent controller's territory (REG: Withdraw).

    "Hero may withdraw from battle", "Up to two Heroes may retreat from battle", "all male
    Heroes must retreat from battle": the characters named withdraw themselves; "Hero" alone
    is the card's own character (the one using the Enhancement).
    """
    target = _withdrawing(effect)
    if target is effect.target:
        cards = pick(context, target, IN_BATTLE, verb="withdraw")
    else:  # characters withdrawing themselves
        cards = _own_or_named(context, target, "withdraw", IN_BATTLE)
    cards = tuple(c for c in cards if context.where(c)[1] is Zone.FIELD_OF_BATTLE)
    moves = [MoveCard(card, _owner(context, card), Zone.TERRITORY) for card in cards]
    return context.done(*moves, cards=cards, fully=_fully(context, target, cards))


def _withdrawing(effect: kinds.Withdraw) -> Selector:
    """The characters a withdraw acts on: those that withdraw themselves, if named so."""
    actor = effect.actor
    if actor is not None and actor.card is not None and effect.target == kinds.EMPTY:
        return actor.card
    return effect.target


def _can_withdraw(context: EffectContext, effect: kinds.Withdraw) -> bool:
    target = _withdrawing(effect)
    if target is effect.target:
        return _has_targets(IN_BATTLE)(context, effect)
    return _has_own_or_named(context, evolve(effect, target=target), IN_BATTLE)


def _withdraw_unsupported(effect: kinds.Withdraw) -> list[str]:
    """A character withdrawing another ("Hero may withdraw an Evil Character"): not read.

    Nor captured characters among the cards returned ("Return all captured Heroes and all
    Heroes in your set-aside area to owners' territories"): a withdraw moves characters in
    battle only; captives are released (REG: Withdraw, Release).
    """
    actor = effect.actor
    if actor is not None and actor.card is not None and effect.target != kinds.EMPTY:
        return ["a card carrying an effect out"]
    if any("captured" in part.qualifiers for part in (effect.target, *effect.target.parts)):
        return ["a return of captured characters with other cards"]
    return []


def _resurrect(context: EffectContext, effect: kinds.Resurrect) -> Done:
    """Cards from a discard pile go to their owner's territory (REG: Resurrect).

    With no place named, from any player's discard pile.
    """
    target = _from_discard(effect.target)
    cards = pick(context, target, verb="resurrect")
    cards = tuple(card for card in cards if context.where(card)[1] is Zone.DISCARD_PILE)
    moves = [
        MoveCard(
            card,
            _owner(context, card),
            Zone.TERRITORY,
            identity=_identity_in(context, card, Zone.TERRITORY),
        )
        for card in cards
    ]
    return context.done(*moves, cards=cards, fully=_fully(context, target, cards))


def _can_resurrect(context: EffectContext, effect: kinds.Resurrect) -> bool:
    target = _from_discard(effect.target)
    return target.ref is not None or context.any_candidate(target, IN_PLAY)


def _from_discard(target: Selector) -> Selector:
    """*target* as a resurrect reads it: in a discard pile, any player's if none is named."""
    if target.locations or target.ref is not None:
        return target
    parts = tuple(_from_discard(part) for part in target.parts)
    return evolve(target, locations=_ANY_DISCARD_PILE, parts=parts)


_ANY_DISCARD_PILE: Final = (Location(TextZone.DISCARD_PILE, Player.ANY_PLAYER),)


def _ignore(context: EffectContext, effect: kinds.Ignore) -> Done:
    """Ignore: a withdraw of the characters ignored (REG: Withdraw, Clarifications).

    "[Characters] ignore [others]" on an Enhancement in battle withdraws the others only if
    the Enhancement is used by such a character; on a character, or with no character named
    as ignoring, it is a plain withdraw. On any other card outside battle it is a withdraw
    triggered when the ignoring characters enter battle, which the engine does not fire:
    nothing is withdrawn. The characters withdrawn are those opposing the side using it.
    """
    if not _ignoring(context, effect):
        return context.done(fully=False)
    return _withdraw(context, _withdraw_of(effect))


def _ignoring(context: EffectContext, effect: kinds.Ignore) -> bool:
    """Whether the ignore withdraws now: on which card it is, and who uses it."""
    subject, source = effect.target, context.source
    if subject.ref is not None or source is None:
        return True  # no character named as ignoring: a plain withdraw
    if context.identity(source) in (CardType.HERO, CardType.EVIL_CHARACTER):
        return True  # on a character: a plain withdraw
    battle = context.state.battle
    if battle is None or not any(e.card == source for e in battle.enhancements):
        return False  # a triggered withdraw on a card outside battle: not carried out
    user = context.user
    return user is not None and context.matches(user, subject)


def _withdraw_of(effect: kinds.Ignore) -> kinds.Withdraw:
    """The withdraw an ignore stands for: of the opposing characters it ignores."""
    found = _IGNORED.get(id(effect))
    if found is not None and found[0] is effect:
        return found[1]
    withdraw = kinds.Withdraw(_opposing_characters(effect.ignored))
    _IGNORED[id(effect)] = (effect, withdraw)
    return withdraw


_IGNORED: dict[int, tuple[kinds.Ignore, kinds.Withdraw]] = {}
"""The withdraw of each ignore record, by the id of the record (kept with it)."""


def _opposing_characters(selector: Selector) -> Selector:
    """*selector* narrowed to characters opposing the side carrying the effect out."""
    if selector.parts:
        return evolve(selector, parts=tuple(_opposing_characters(p) for p in selector.parts))
    return evolve(
        selector,
        types=selector.types or ("character",),
        qualifiers=(*selector.qualifiers, "opposing"),
    )


_CHARACTER_TYPES: Final = frozenset({"Hero", "Evil Character", "character"})


def _ignore_unsupported(effect: kinds.Ignore) -> list[str]:
    """An ignore of what is not a character (poisons, Enhancements, abilities) is no withdraw.

    The engine does not carry it out (REG: Withdraw names characters ignoring characters).
    """
    words = _words_of(effect.ignored)
    parts = effect.ignored.parts or (effect.ignored,)
    if any(set(part.types) - _CHARACTER_TYPES for part in parts) or any(
        stem in word for word in words for stem in _CONDITIONS_HEALED
    ):
        return ["an ignore of cards that are not characters"]
    return []


def _shuffle(context: EffectContext, effect: kinds.Shuffle) -> Done:
    """Cards go into their owners' decks, which are shuffled (REG: Shuffle)."""
    cards = pick(context, effect.target, verb="shuffle")
    moves: list[Op] = [MoveCard(card, _owner(context, card), Zone.DECK) for card in cards]
    moves += [ShuffleDeck(owner) for owner in sorted({_owner(context, c) for c in cards})]
    return context.done(*moves, cards=cards, fully=_fully(context, effect.target, cards))


def _take(context: EffectContext, effect: kinds.Take) -> Done:
    """Cards go to the taker's hand, or where the text says (REG: Take and Give).

    "Add it to opponent's hand": to the hand of the player the text names. Taken to a
    territory "until the end of turn" or "for 3 turns", they go back to the territory of
    the player they were taken from when that ends.
    """
    taker = _taker(context, effect)
    if taker is None:
        return context.done(fully=False)
    zone = Zone.HAND
    if effect.destination is not None:
        zone = _ZONES.get(effect.destination.zone, Zone.HAND)
    barred = _controlled_by(context, taker, effect.target)
    cards = pick(context, effect.target, verb="take", barred=barred)
    moves: list[Op] = implied_searches(context, effect.target)
    moves += found_revealed(context, moves, cards)
    moves += [MoveCard(card, taker, zone) for card in cards]
    moves = shuffled_after_search(moves)
    until = _until_of(effect)
    if until in _TAKE_UNTIL and zone is Zone.TERRITORY and cards:
        homes = tuple(context.controller_or_owner(card) for card in cards)
        moves.append(TakeForAWhile(cards, homes, until, _turns_of(effect)))
    return context.done(*moves, cards=cards, fully=_fully(context, effect.target, cards))


def _taker(context: EffectContext, effect: kinds.Take) -> PlayerId | None:
    """The player a take shifts control to: the player using it, or the one the text names.

    None when the text names no one player ("its owner's hand").
    """
    if effect.destination is None:
        return context.actor
    named = context.players(effect.destination.owner)
    return named[0] if len(named) == 1 else None


def _controlled_by(
    context: EffectContext, taker: PlayerId, target: Selector
) -> Callable[[InstanceId], bool] | None:
    """Whether a card on the playing surface is one *taker* controls, no target of theirs.

    A take "shifts control of cards a player does not currently control to that player"
    and "cannot target cards in that player's territory, set-aside area, hand, or the side
    of a battle that player controls" (REG: Take and Give): "Take an Artifact" is one from
    another player's Artifact pile, "take a character from a territory" one from another
    player's territory, never the taker's own. Cards in decks, discard piles and Reserves
    are controlled by nobody, so a take from the taker's deck stands; so does one from a
    hand, not on the playing surface ("from deck, discard pile, or hand"), and one from a
    place of theirs the text names ("from your Tartaros site"): no bar at all (None).
    """
    if _names_own_place(target):
        return None
    return lambda card: (
        context.where(card)[1] in SURFACE_ZONES and context.controller_of(card) == taker
    )


_OWN: Final = frozenset({Player.YOU, Player.OWN})
"""The owners of the places a text names as the player's own ("your territory")."""


def _names_own_place(target: Selector) -> bool:
    """Whether *target* names a place of the player's own: "from your Tartaros site"."""
    for part in (target, *target.parts):
        for location in part.locations:
            holder = location.card
            if location.owner in _OWN or (holder is not None and holder.owner in _OWN):
                return True
    return False


def _can_take(context: EffectContext, effect: kinds.Take) -> bool:
    """Whether a take has a card to act on that its taker does not control (REG: Take)."""
    target = effect.target
    if target.ref is not None or context.paired:
        return True
    taker = _taker(context, effect)
    barred = None if taker is None else _controlled_by(context, taker, target)
    if barred is None:
        return _has_targets(IN_PLAY)(context, effect)
    found = context.candidates(target, IN_PLAY)
    return any(card not in context.shielded and not barred(card) for card in found)


_TAKERS: Final = frozenset({None, Player.YOU, Player.OWN, Player.OPPONENT})
"""Whose hand or territory a take may name: the taker's or the (single) opponent's."""
_TAKE_UNTIL: Final = frozenset({Until.TURN, Until.BATTLE, Until.PHASE, Until.TURNS})
"""The durations a take to a territory lasts, after which the cards go back."""
TIMED: Final = frozenset({DurationUnit.TURN, DurationUnit.BATTLE, DurationUnit.PHASE})
"""The durations of the effects undone when they end (take): some turns, a battle, a
phase."""


def _take_unsupported(effect: kinds.Take) -> list[str]:
    """What of a take is not carried out.

    A take for a while to anywhere but a territory, and one to the hand of a player a card
    names ("its owner's hand").
    """
    destination = effect.destination
    if destination is not None and destination.owner not in _TAKERS:
        return ["a take to a place of a player named by a card"]
    timed = effect.duration is not None and effect.duration.unit in TIMED
    if timed and (destination is None or destination.zone is not TextZone.TERRITORY):
        return ["a take for a while to a place other than a territory"]
    return []


def _paralyze(context: EffectContext, effect: kinds.Paralyze) -> Done:
    """Characters in territories are paralyzed: they cannot enter battle (REG: Paralyze).

    For good, unless the text gives a duration ("this turn", "for 2 turns", counted in the
    turns of the character's controller); the condition ends too when the character leaves
    the territories. Sharing the targets of the effect before ("withdraw and paralyze all
    humans in battle"), it paralyzes those cards where that effect put them: the words
    describe them as they were chosen.
    """
    if context.shared is not None:
        cards = context.shared
    else:
        cards = pick(context, effect.target, IN_TERRITORY, verb="paralyze")
    cards = tuple(card for card in cards if context.where(card)[1] is Zone.TERRITORY)
    if not cards:
        return context.done(fully=False)
    until = Until.GAME if effect.duration is None else _until_of(effect)
    if until is None:
        return context.done(fully=False)
    op = GiveStatus(cards, PARALYZED, until, _turns_of(effect))
    return context.done(op, cards=cards, fully=_fully(context, effect.target, cards))


def _can_paralyze(context: EffectContext, effect: kinds.Paralyze) -> bool:
    if context.shared is not None:
        return any(context.where(card)[1] is Zone.TERRITORY for card in context.shared)
    return _has_targets(IN_TERRITORY)(context, effect)


def _poison(context: EffectContext, effect: kinds.Poison) -> Done:
    """Cards in play are poisoned: the ability paired with the poison acts on them later.

    REG: Poison and Disease. The poison is instant; its paired ongoing ability ("Each
    upkeep, decrease them 0/3") is the effect after it, which acts at each upkeep of the
    player using the ability ("each upkeep": each of theirs) while the card stays on the
    playing surface. A card poisoned already is poisoned again: the new paired ability acts
    on it too.
    """
    cards = pick(context, effect.target, verb="poison")
    cards = tuple(card for card in cards if context.on_surface(card))
    if not cards:
        return context.done(fully=False)
    op = GiveStatus(cards, POISONED, Until.GAME, home=context.controller, effect=context.effect + 1)
    return context.done(op, cards=cards, fully=_fully(context, effect.target, cards))


def _disease(context: EffectContext, effect: kinds.Disease) -> Done:
    """Cards in play are diseased: the abilities paired with the disease act on them later.

    REG: Poison and Disease. "Treat as a disease" is the disease effect after the abilities
    it is paired with (Clarifications), instant; those abilities are its effects. "Place
    this card on a Hero. While this card remains, Hero decreases 0/2 per turn. ... Treat as
    a disease.": the Hero the card lies on is diseased while it remains there, and the
    decrease "per turn" acts at each upkeep of the player controlling the Hero (REG: Turn,
    Upkeep Phase), not as the card's ability fires. "Negate the Hero's special ability"
    paired with it negates that Hero's ability as the disease begins, until it ends.
    """
    cards = pick(context, effect.target, verb="disease")
    cards = tuple(card for card in cards if context.on_surface(card))
    until = _until_of(effect)
    source = context.source
    ability = None if source is None else card_abilities(context.state.card(source)).ability
    pairing = None if ability is None else disease_pairing(ability, context.effect)
    if not cards or until is not Until.WHILE or pairing is None:
        return context.done(fully=False)
    ops: list[Op] = [GiveStatus(cards, DISEASED, until, effect=context.effect)]
    if pairing.negate is not None:
        # "negate the Hero's special ability": tied to the disease, as long as it lasts
        ops.append(NegateCards(cards, prevent=False, until=until))
    return context.done(*ops, cards=cards, fully=_fully(context, effect.target, cards))


def _set_aside(context: EffectContext, effect: kinds.SetAside) -> Done:
    """Cards in play go to the set-aside area for a while, then return (REG: Set-Aside).

    Each goes to the set-aside area of the player with permanent control: the player whose
    territory or Land of Bondage it is in, its owner from the battle. When the duration
    ends ("for 2 turns", counted in that player's turns; "until the end of the battle"),
    each card still set aside returns to that player's territory.
    """
    cards = _own_or_named(context, effect.target, "set aside", IN_PLAY_ONLY)
    timed = _set_aside_until(effect)
    if timed is None or not cards:
        return context.done(fully=False)
    until, turns = timed
    homes = tuple(_permanent_controller(context, card) for card in cards)
    moves: list[Op] = [
        MoveCard(card, home, Zone.SET_ASIDE) for card, home in zip(cards, homes, strict=True)
    ]
    moves.append(SetAsideForAWhile(cards, homes, until, turns))
    return context.done(*moves, cards=cards, fully=_fully(context, effect.target, cards))


_IN_PLAY_ZONES: Final = frozenset(
    {
        TextZone.TERRITORY,
        TextZone.FIELD_OF_PLAY,
        TextZone.PLAY,
        TextZone.BATTLE,
        TextZone.LAND_OF_BONDAGE,
    }
)
"""The places a set-aside takes cards from and returns them to (REG: Set-Aside)."""


def _set_aside_until(effect: kinds.SetAside) -> tuple[Until, int] | None:
    """How long cards stay set aside: some turns, the battle or the phase; None if not said.

    "For 1 turn" is one turn of the player the cards return to, like "for 2 turns" (REG:
    Turn), not the end of the turn in progress.
    """
    until = _until_of(effect)
    duration = effect.duration
    if until in (Until.TURN, Until.TURNS) and duration is not None:
        return Until.TURNS, duration.count or 0
    if until in (Until.BATTLE, Until.PHASE):
        return until, 0
    return None


def _permanent_controller(context: EffectContext, card: InstanceId) -> PlayerId:
    """The player with permanent control of a card in play (REG: Set-Aside, Control)."""
    player, _ = context.where(card)
    return context.state.cards[card].owner if player is None else player


def _set_aside_unsupported(effect: kinds.SetAside) -> list[str]:
    """A set-aside the handler does not carry out.

    One with no duration (returned at its controller's choice), face down, or of cards not
    in play (they return where they were set aside from: a hand, a deck).
    """
    if effect.face_down:
        return ["a set-aside face down"]
    target = effect.target
    if any(
        loc.zone not in _IN_PLAY_ZONES for part in (target, *target.parts) for loc in part.locations
    ):
        return ["a set-aside of cards not in play"]
    if _set_aside_until(effect) is None:
        return ["a set-aside with no duration its handler counts"]
    return []


def _give(context: EffectContext, effect: kinds.Give) -> Done:
    """The giver's cards go to another player (REG: Take and Give).

    Only cards the giver controls may be given: from their own places (in play, or the
    hand or pile the text names). They go to the receiver's hand unless the text says where
    ("to opponent's territory"); "you" is the player whose card it is, when an opponent gives.
    """
    receiver = _receiver(context, effect)
    cards = _given(context, effect)
    if receiver is None or not cards:
        return context.done(fully=False)
    zone = Zone.HAND
    if effect.destination is not None:
        zone = _ZONES.get(effect.destination.zone, Zone.HAND)
    moves = [
        MoveCard(card, receiver, zone, identity=_identity_in(context, card, zone)) for card in cards
    ]
    return context.done(*moves, cards=cards, players=(receiver,))


def _receiver(context: EffectContext, effect: kinds.Give) -> PlayerId | None:
    if effect.recipient in (Player.YOU, Player.OWN):
        return None if context.controller == context.actor else context.controller
    others = [p for p in context.players(effect.recipient) if p != context.actor]
    return context.choose_player(others, prompt="Choose who receives it")


def _given(context: EffectContext, effect: kinds.Give) -> tuple[InstanceId, ...]:
    """The cards the giver gives: their own, as many as the text says."""
    target = effect.target
    if target.ref is not None:
        return pick(context, target, verb="give")
    if target.owner is not None and target.owner not in (Player.YOU, Player.OWN):
        return ()
    found = context.candidates(target, IN_PLAY, places=_givers_places(context, target))
    found = tuple(card for card in found if card not in context.shielded)
    number = context.count_of(target)
    if number is None:
        return found
    return context.choose_cards(found, number, number, prompt="Choose what to give")


def _can_give(context: EffectContext, effect: kinds.Give) -> bool:
    if effect.target.ref is not None:
        return True
    places = _givers_places(context, effect.target)
    return bool(context.candidates(effect.target, IN_PLAY, places=places))


def _givers_places(context: EffectContext, target: Selector) -> list[Place]:
    """The places *target* names that are the giver's own: only their cards are given."""
    return [place for place in context.places(target, IN_PLAY) if place[0] == context.actor]


def _place(context: EffectContext, effect: kinds.Place) -> Done:
    """Cards go where the text says: "put it in territory" (REG: Place).

    Placed in a territory for a while ("for 7 turns", "this turn"), a card still there when
    that ends is discarded, "for 7 turns" counting the turns of the player whose territory
    it lies in (REG: Place, Turn).

    A Lost Soul put in play with no player named goes to the Land of Bondage of the player
    who controls it; one from a deck, hand or pile is controlled by nobody, and goes to its
    owner's (REG: Lost Soul, Control, and the reveal of Lost Souls moved from a deck).
    """
    if effect.on_a_soul:
        return _place_on_a_soul(context, effect)
    if effect.on_a_character:
        return _place_on_a_character(context, effect)
    if effect.in_own_site:
        return _place_in_a_site(context, effect)
    cards = pick(context, effect.target, verb="put there")
    destination = effect.destination or Location(TextZone.TERRITORY)
    zone = _ZONES.get(destination.zone, Zone.TERRITORY)
    named = destination.owner
    if named in (Player.PLAYER, Player.ANY_PLAYER):  # "in a player's territory": one chosen
        prompt = f"Choose whose {zone.value.replace('_', ' ')}"
        chosen = context.choose_player(context.players(named), prompt=prompt)
        player = context.actor if chosen is None else chosen
    else:
        owners = context.players(named)
        player = owners[0] if owners else context.actor
    position = _position_of(destination)
    homes = tuple(
        _soul_owner(context, card, zone)
        if named is None
        else context.state.cards[card].owner  # "to owner's territory": each card's own
        if named is Player.OWNER
        else player
        for card in cards
    )
    moves: list[Op] = [
        MoveCard(card, home, zone, position, _identity_in(context, card, zone))
        for card, home in zip(cards, homes, strict=True)
    ]
    until = _until_of(effect)
    if until in _TAKE_UNTIL and until is not None and zone is Zone.TERRITORY and cards:
        # "Place in territory for 7 turns": discarded when that ends (REG: Place)
        moves.append(PlaceForAWhile(cards, homes, until, _turns_of(effect)))
    players = tuple(sorted(set(homes))) if named is Player.OWNER else (player,)
    return context.done(*moves, cards=cards, players=players)


def _soul_owner(context: EffectContext, card: InstanceId, zone: Zone) -> PlayerId:
    """Whose zone a card put in play with no player named goes to.

    A Lost Soul off the playing surface goes to its owner's Land of Bondage; anything else
    to the player carrying the effect out.
    """
    if (
        zone in (Zone.TERRITORY, Zone.LAND_OF_BONDAGE)
        and context.state.card(card).is_lost_soul
        and not context.on_surface(card)
    ):
        return context.state.cards[card].owner
    return context.actor


def _card_to_place(
    context: EffectContext, effect: kinds.Place
) -> tuple[InstanceId, CardType, Selector] | None:
    """This card, its identity and the words of the card to place it on; None if it cannot go.

    The card must be an Enhancement in play to be placed ("Place this card on ...").
    """
    card = context.source
    destination = effect.destination
    if card is None or destination is None or destination.card is None:
        return None
    identity = context.identity(card)
    if identity is None or not identity.is_enhancement:
        return None  # no longer in play: nothing to place
    return card, identity, destination.card


def _place_on_a_soul(context: EffectContext, effect: kinds.Place) -> Done:
    """The card goes on a Lost Soul in a Land of Bondage: "Place this card on a Lost Soul".

    It lies there, held by the Lost Soul, face up, and is discarded as the Lost Soul leaves
    that Land of Bondage (REG: Place). The Lost Soul is a target: one protected from the
    effect cannot be chosen, and the words after it ("that Lost Soul") name it. The card
    must be in play to be placed.
    """
    found = _card_to_place(context, effect)
    if found is None:
        return context.done(fully=False)
    card, identity, holder = found
    souls = [
        soul
        for soul in context.candidates(holder, IN_PLAY)
        if context.where(soul)[1] is Zone.LAND_OF_BONDAGE and soul not in context.shielded
    ]
    chosen = context.choose_cards(souls, 1, 1, prompt="Choose the Lost Soul to place it on")
    if not chosen:
        return context.done(fully=False)
    soul = chosen[0]
    player = context.where(soul)[0]
    assert player is not None  # noqa: S101 - a Land of Bondage is a player's
    move = MoveCard(card, player, Zone.LAND_OF_BONDAGE, identity=identity, on=soul)
    return context.done(move, cards=(soul,), players=(player,))


_BEARERS_PLACES: Final = frozenset({Zone.TERRITORY, Zone.FIELD_OF_BATTLE, Zone.SET_ASIDE})
"""Where a character a card is placed on may be: in play or a set-aside area (REG: Place)."""


def _place_on_a_character(context: EffectContext, effect: kinds.Place) -> Done:
    """The card goes on a character in play: "Place on your clay or purple Hero".

    It lies face up on the character, in its territory, set-aside area or in battle, used by
    nobody; it follows the character into and out of battle, and is discarded as the
    character is captured or rescued (REG: Place, Bearer, Used By). The character is a target: one
    protected from the effect cannot be chosen, and the words after it ("Protect Hero",
    "that Hero") name it. The card must be in play to be placed.
    """
    found = _card_to_place(context, effect)
    if found is None:
        return context.done(fully=False)
    card, identity, holder = found
    bearers = [
        other
        for other in context.candidates(holder, IN_PLAY)
        if context.where(other)[1] in _BEARERS_PLACES
        and (context.identity(other) or CardType.LOST_SOUL).is_character
        and other not in context.shielded
        and other != card
    ]
    chosen = context.choose_cards(bearers, 1, 1, prompt="Choose the character to place it on")
    if not chosen:
        return context.done(fully=False)
    bearer = chosen[0]
    player, zone = context.where(bearer)
    owner = context.state.cards[card].owner
    move = MoveCard(card, owner if player is None else player, zone, identity=identity, on=bearer)
    return context.done(move, cards=(bearer,), players=() if player is None else (player,))


def _place_in_a_site(context: EffectContext, effect: kinds.Place) -> Done:
    """A Lost Soul goes into a Site: "put a Lost Soul in your unoccupied Site".

    The player chooses the Site among theirs with room for it (see :func:`_sites_and_souls`),
    then the Lost Soul among those in a Land of Bondage. Both are targets:
    one protected from the effect cannot be chosen. It lies in that territory, held by
    the Site, and what fires as a Lost Soul is put in a Site fires.
    """
    sites, souls = _sites_and_souls(context, effect)
    if not sites or not souls:
        return context.done(fully=False)
    site = context.choose_cards(sites, 1, 1, prompt="Choose the Site to put it in")[0]
    soul = context.choose_cards(souls, 1, 1, prompt="Choose the Lost Soul to put there")[0]
    player = context.where(site)[0]
    assert player is not None  # noqa: S101 - a territory is a player's
    move = MoveCard(soul, player, Zone.TERRITORY, identity=CardType.LOST_SOUL, on=site)
    return context.done(move, cards=(soul,), players=(player,))


def _sites_and_souls(
    context: EffectContext, effect: kinds.Place
) -> tuple[list[InstanceId], list[InstanceId]]:
    """The player's Sites with room for a Lost Soul and the Lost Souls that may go in one.

    "Your unoccupied Site" holds no Lost Soul; "your Site", fewer than it may hold (one, or
    as many as its hold effect says: :func:`~redemption_rules.effects.grants.site_room`).
    """
    destination = effect.destination
    if destination is None or destination.card is None:
        return [], []
    mine = context.players(Player.YOU)
    empty = kinds.UNOCCUPIED in destination.card.qualifiers
    sites = [
        site
        for site in context.candidates(evolve(destination.card, qualifiers=()), IN_PLAY)
        if context.where(site)[1] is Zone.TERRITORY
        and context.where(site)[0] in mine
        and not (occupied(context.state, site) if empty else not site_room(context.state, site))
        and site not in context.shielded
    ]
    souls = [
        soul
        for soul in context.candidates(effect.target, IN_PLAY)
        if context.where(soul)[1] is Zone.LAND_OF_BONDAGE and soul not in context.shielded
    ]
    return sites, souls


def _can_place(context: EffectContext, effect: kinds.Place) -> bool:
    """Whether there is a card to place, and for a Lost Soul a Site with room for it."""
    if effect.in_own_site:
        sites, souls = _sites_and_souls(context, effect)
        return bool(sites and souls)
    return bool(_has_targets(IN_PLAY)(context, effect))


def _place_unsupported(effect: kinds.Place) -> list[str]:
    """A place the handler does not put cards in is not carried out.

    "Place this card on an angel", "place in your Tartaros site": the card would land in a
    territory instead. "Place this card on a Lost Soul" puts it there.
    """
    destination = effect.destination
    if destination is not None and destination.owner is Player.CONTROLLER:
        # "to general Land of Bondage": each card's controller's, which the handler does
        # not yet work out card by card
        return ["a place of each card's controller"]
    if effect.duration is not None and (
        effect.on_a_soul or (destination is not None and destination.zone is not TextZone.TERRITORY)
    ):
        return ["a place for a while but in a territory"]
    if destination is None or destination.zone in _ZONES or _places_listed(destination):
        return []
    if effect.on_a_soul or effect.in_own_site or effect.on_a_character:
        return []
    return [f"a place {destination.zone.value!r} to put cards"]


def _places_listed(destination: Location) -> bool:
    """Whether *destination* is a list of places read as one.

    "Place in your territory, hand, or battle": the card goes to the first, a territory.
    """
    listed = destination.card
    return (
        listed is not None
        and bool(listed.parts)
        and all(
            part.locations and part == Selector(count=part.count, locations=part.locations)
            for part in listed.parts
        )
    )


def _identity_in(context: EffectContext, card: InstanceId, zone: Zone) -> CardType | None:
    """The identity a card put in *zone* takes: a character's in a territory, else none."""
    if zone is not Zone.TERRITORY:
        return None
    return next((i for i in context.state.card(card).identities if i.is_character), None)


def _position_of(location: Location) -> Position | None:
    if location.zone is TextZone.BOTTOM_OF_DECK:
        return Position.BOTTOM
    return location.position


def _draw(context: EffectContext, effect: kinds.Draw) -> Done:
    """The player draws from the top of their deck (REG: Draw).

    From its bottom when the text says so: "draw X from the bottom of your deck".
    """
    count = effect.count
    condition = effect.alternative_condition
    if effect.alternative is not None and condition is not None and context.holds(condition):
        count = effect.alternative
    number = context.number(count) or 0
    player = context.players(effect.player)[0] if effect.player is not None else context.actor
    bottom = effect.position is Position.BOTTOM
    cards = _would_draw(context, player, number, from_bottom=bottom)
    op = DrawCards(player, number, from_bottom=bottom)
    return context.done(op, cards=cards, players=(player,))


def _would_draw(
    context: EffectContext, player: PlayerId, number: int, *, from_bottom: bool = False
) -> tuple[InstanceId, ...]:
    """The cards a draw of *number* will put in hand (Lost Souls are replaced)."""
    room = max(0, HAND_CAP - len(context.state.players[player].hand))
    drawn: list[InstanceId] = []
    deck = context.state.players[player].deck
    for card in reversed(deck) if from_bottom else deck:
        if len(drawn) >= min(number, room):
            break
        if not context.state.card(card).is_lost_soul:
            drawn.append(card)
    return tuple(drawn)


def _shown(
    context: EffectContext, selector: Selector, verb: str
) -> tuple[tuple[InstanceId, ...], tuple[PlayerId, ...]]:
    """The cards a look or reveal shows, and whose they are."""
    selector = _one_place_of(context, selector, verb)
    places = _places(context, selector, IN_HAND)
    # "Show and discard one evil enhancement from hand": the one chosen, not every one
    counted = selector.count.quantifier is Quantifier.EXACTLY and selector.count.number is not None
    # "Reveal any number of * cards from hand", "reveal up to 2 good cards from hand": the
    # player chooses which of their own, none or all (REG: Targeting)
    chosen = selector.count.quantifier in (Quantifier.ANY_NUMBER, Quantifier.UP_TO) and list(
        places
    ) == [(context.actor, Zone.HAND)]
    cards = (
        pick(context, selector, IN_HAND, verb="show", places=places)
        if selector.ref is not None or _position(selector) or counted or chosen
        else ()
    )
    if not cards and not chosen:
        cards = context.candidates(selector, IN_HAND, places=places)
    if context.shielded:  # a look targets the cards it shows (REG: Look, Immune and Protect)
        cards = tuple(card for card in cards if card not in context.shielded)
    owners = tuple(sorted({p for p, _ in places if p is not None}))
    if selector.ref is not None:
        owners = tuple(sorted({_owner(context, c) for c in cards}))
    return cards, owners


def _one_place_of(context: EffectContext, selector: Selector, verb: str) -> Selector:
    """The one place of "a hand or a Reserve" the player looks at (or reveals) whole.

    A list of whole places joined by "or" names one of them: "Look at a hand or a Reserve"
    is one hand or one Reserve, chosen, not both (REG: Targeting); a place that holds no
    card is not offered. Any other selector is itself.
    """
    parts = selector.parts
    if not parts or selector.join is not Join.OR or selector.ref is not None:
        return selector
    if any(
        part.count.quantifier is not Quantifier.ALL
        or not part.locations
        or _position(part) is not None
        or part.parts
        for part in parts
    ):
        return selector
    held = [part for part in parts if context.candidates(part, IN_HAND)]
    if len(held) <= 1:
        return held[0] if held else parts[0]
    labels = [f"{verb} {_place_words(part)}" for part in held]
    return held[context.choose_option(labels, prompt="Choose which")]


def _place_words(selector: Selector) -> str:
    """The places of *selector* in words, for a prompt: "a hand", "a reserve"."""
    zones = [
        location.zone.value.replace("_", " ") for location in selector.locations if location.zone
    ]
    return "a " + " or ".join(zones) if zones else _what(selector)


def _look(context: EffectContext, effect: kinds.Look) -> Done:
    """Only the player looking sees the cards (REG: Look)."""
    cards, owners = _shown(context, effect.target, "look at")
    return context.done(ShowCards(cards, (context.actor,)), cards=cards, players=owners, shown=True)


def _reveal(context: EffectContext, effect: kinds.Reveal) -> Done:
    """Every player sees the cards (REG: Reveal).

    A reveal of a number of cards described from the actor's own hand ("reveal a good
    Dominant from hand to toss ...") that finds fewer is not carried out fully: a cost so
    short is not paid, and the benefit after "to" is not carried out (REG: Cost and
    Benefit).
    """
    cards, owners = _shown(context, effect.target, "reveal")
    wanted = _counted_from_own_hand(context, effect.target)
    fully = wanted is None or len(cards) >= wanted
    return context.done(ShowCards(cards), cards=cards, players=owners, shown=True, fully=fully)


def _counted_from_own_hand(context: EffectContext, target: Selector) -> int | None:
    """How many cards a reveal names from the actor's own hand ("a good Dominant from hand").

    None when it names no number, or names other places or cards by reference.
    """
    count = target.count
    if target.ref is not None or count.quantifier is not Quantifier.EXACTLY:
        return None
    if count.number is None or count.variable:
        return None
    places = context.places(target, IN_HAND)
    if not places or any(place != (context.actor, Zone.HAND) for place in places):
        return None
    return count.number


def _search(context: EffectContext, effect: kinds.Search) -> Done:
    """Look through piles for cards (REG: Search).

    The cards found go to hand unless a later effect says what to do with them; a searched
    deck is shuffled.
    """
    target = effect.target or _ANY_CARD
    ops: list[Op] = []
    found: list[InstanceId] = []
    owners: list[PlayerId] = []
    decks: list[PlayerId] = []
    each = any(location.owner is Player.EACH_PLAYER for location in effect.locations)
    searched: list[Place] = []
    for location in effect.locations:
        searched += _places(context, _located(target, location), IN_PLAY)
    for owner, zone in searched:
        if owner is None:
            continue
        ops.append(SearchPile(context.actor, owner, zone))
        owners.append(owner)
        if zone is Zone.DECK and owner not in decks:
            decks.append(owner)
    groups = [[place] for place in searched] if each else [searched]
    mine = context.controller == context.actor
    for group in groups:
        pool = context.candidates(target, places=group)
        if context.shielded:  # protected cards are found by no search of this card's
            pool = tuple(card for card in pool if card not in context.shielded)
        number = context.count_of(target) or 1
        if target.count.quantifier in (Quantifier.ALL, Quantifier.EACH):
            number = len(pool)
        prompt = f"Search for {_what(target)}"
        found.extend(context.choose_cards(pool, 0 if mine else number, number, prompt=prompt))
    if found:
        ops.append(ShowCards(tuple(found)))
    if not context.followed and found:
        zone = Zone.HAND
        if effect.destination is not None:
            zone = _ZONES.get(effect.destination.zone, Zone.HAND)
        ops.extend(MoveCard(card, context.actor, zone) for card in found)
    ops.extend(ShuffleDeck(owner) for owner in decks)
    return context.done(*ops, cards=found, players=tuple(dict.fromkeys(owners)), fully=bool(found))


_ANY_CARD: Final = Selector()
"""What a search without a target of its own looks for: any card."""


def _located(target: Selector, location: Location) -> Selector:
    """*target* looked for in *location* alone, made once per pair.

    A search reads each of its places apart; the same selector for the same place lets the
    lookups kept per selector (its tests, its candidates in a position) serve again.
    """
    key = (id(target), id(location))
    known = _LOCATED.get(key)
    if known is not None and known[0] is target and known[1] is location:
        return known[2]
    located = evolve(target, locations=(location,))
    if len(_LOCATED) > 10_000:
        _LOCATED.clear()
    _LOCATED[key] = (target, location, located)
    return located


_LOCATED: dict[tuple[int, int], tuple[Selector, Location, Selector]] = {}


def _play(context: EffectContext, effect: kinds.Play) -> Done:
    """Play cards outside the usual time (REG: Play, Play an Enhancement).

    An Enhancement is used by one of the player's characters that can use it: in battle
    during a battle, else in territory. Any other card is put into play face up (REG: Play):
    a character, Site or Fortress in its owner's territory, a Lost Soul in its owner's Land
    of Bondage (REG: Lost Soul, Permanent Control). Not offered: a card the player is
    restricted from playing (REG: Restrict), an Enhancement none of their characters can use
    (played "regardless of brigade", any of them of its alignment may), a unique card its
    owner already has in play (REG: Unique Card), and cards of other types (Artifacts,
    Dominants). "A Lost Soul from each deck" takes one from each deck; "a Lost Soul and a
    character from a deck" takes both from the one deck chosen. A deck searched is shuffled
    (REG: Search).
    """
    any_brigade = of_any_brigade(effect.modifiers)
    target = _now_played(effect.target)
    parts = target.parts if target.parts and target.join is Join.AND else (target,)
    owner = _shared_owner(context, parts)
    ops: list[Op] = []
    moves: list[Op] = []
    played: list[InstanceId] = []
    decks: list[PlayerId] = []

    for part in parts:
        barred = partial(_unplayable, context, any_brigade=any_brigade, part=part)
        places = _play_places(context, part, owner)
        if places is None:
            cards = pick(context, part, IN_HAND, verb="play", barred=barred)
        else:
            cards = _played_from_piles(context, part, places, barred)
            ops.extend(SearchPile(context.actor, p, zone) for p, zone in places if p is not None)
            decks.extend(p for p, zone in places if p is not None and zone is Zone.DECK)
        for card in cards:
            move = _played(context, card, part, any_brigade)
            if move is not None:
                moves.append(move)
                played.append(card)
    ops.extend(moves)
    ops.extend(ShuffleDeck(player) for player in dict.fromkeys(decks))
    return context.done(*ops, cards=tuple(played), fully=_fully(context, target, played))


def _now_played(target: Selector) -> Selector:
    """*target* of "play the next Enhancement": an Enhancement the player plays now.

    REG: Initiative: "A player with initiative may play the next Enhancement". "Holder may
    interrupt the battle, draw 2 cards ..., and play the next enhancement" lets the player
    play one more Enhancement from hand, of their choice, at once; it names no card played
    after the ability (the card itself among them), as "the next Enhancement" of a prevent
    or toss does.
    """
    if "next" not in target.qualifiers and not any("next" in p.qualifiers for p in target.parts):
        return target

    def unordered(selector: Selector) -> Selector:
        qualifiers = tuple(q for q in selector.qualifiers if q != "next")
        return evolve(selector, qualifiers=qualifiers)

    return evolve(unordered(target), parts=tuple(unordered(p) for p in target.parts))


_PLAYED_INTO_PLAY: Final = frozenset(
    {CardType.HERO, CardType.EVIL_CHARACTER, CardType.SITE, CardType.FORTRESS, CardType.LOST_SOUL}
)
"""The identities a card played by an ability is put into play as (REG: Play)."""
_PLAY_AS: Final[dict[str, frozenset[CardType]]] = {
    "Hero": frozenset({CardType.HERO}),
    "Evil Character": frozenset({CardType.EVIL_CHARACTER}),
    "character": frozenset({CardType.HERO, CardType.EVIL_CHARACTER}),
    "Site": frozenset({CardType.SITE}),
    "Fortress": frozenset({CardType.FORTRESS}),
    "City": frozenset({CardType.SITE, CardType.FORTRESS}),
    "Lost Soul": frozenset({CardType.LOST_SOUL}),
}
"""The identities the words of a play's target allow: "play a City" as a Site or Fortress."""
_CHARACTER_OF: Final = {Alignment.GOOD: CardType.HERO, Alignment.EVIL: CardType.EVIL_CHARACTER}


def _play_identities(
    context: EffectContext, card: InstanceId, any_brigade: bool, part: Selector | None = None
) -> tuple[CardType, ...]:
    """What *card* may be played as now: an Enhancement's own type, or identities in play.

    Empty when it may not be played (see :func:`_play`).
    """
    state = context.state
    if restriction_against(state, context.actor, card) is not None:
        return ()
    definition = state.card(card)
    enhancements = tuple(kind for kind in definition.identities if kind.is_enhancement)
    if enhancements:
        return enhancements if _users(context, card, any_brigade=any_brigade) else ()
    owner = state.cards[card].owner
    return tuple(
        identity
        for identity in definition.identities
        if identity in _PLAYED_INTO_PLAY
        and (part is None or _named_as(part, identity))
        and uniqueness_problem(state, owner, card, identity) is None
    )


def _named_as(part: Selector, identity: CardType) -> bool:
    """Whether the words of *part* allow a card to be played as *identity*."""
    words = [word for word in part.types if word in _PLAY_AS]
    if words and not any(identity in _PLAY_AS[word] for word in words):
        return False
    wanted = _CHARACTER_OF.get(part.alignment) if part.alignment is not None else None
    return not (identity.is_character and wanted is not None and identity is not wanted)


def _unplayable(
    context: EffectContext, card: InstanceId, *, any_brigade: bool, part: Selector
) -> bool:
    return not _play_identities(context, card, any_brigade, part)


def _played(
    context: EffectContext, card: InstanceId, part: Selector, any_brigade: bool
) -> Op | None:
    """The operation that plays *card*: used by a character, or put into play."""
    users = _users(context, card, any_brigade=any_brigade)
    if users:
        chosen = context.choose_cards(users, 1, 1, prompt="Choose who uses it")
        return PlayOnCharacter(card, chosen[0])
    identities = _play_identities(context, card, any_brigade, part)
    if not identities:
        return None
    labels = [f"play it as a {identity.value}" for identity in identities]
    identity = identities[context.choose_option(labels, prompt="Choose what it is played as")]
    owner = _owner(context, card)
    zone = Zone.LAND_OF_BONDAGE if identity is CardType.LOST_SOUL else Zone.TERRITORY
    return MoveCard(card, owner, zone, identity=identity, played=True)


def _shared_owner(context: EffectContext, parts: Sequence[Selector]) -> PlayerId | None:
    """The player whose pile the parts of "a Lost Soul and a character from a deck" share.

    Chosen once, when several parts name the same place of one player ("a deck"); None
    otherwise.
    """
    if len(parts) < 2 or any(part.locations != parts[0].locations for part in parts):
        return None
    first = parts[0]
    if not any(context.is_single_choice(loc.owner) for loc in first.locations):
        return None
    if first.ref is not None or _position(first) is not None:
        return None
    chosen = _places(context, first, IN_HAND)
    owners = {player for player, _ in chosen if player is not None}
    return owners.pop() if len(owners) == 1 else None


def _play_places(
    context: EffectContext, part: Selector, owner: PlayerId | None
) -> list[Place] | None:
    """The piles a play takes *part* from, searched; None when :func:`pick` finds the cards.

    A play from "a deck" or "each deck" searches the piles (REG: Search); the cards referred
    to, looked at or revealed before, or at a place in a pile ("the top card") are found
    as any target is.
    """
    if part.ref is not None or context.paired or context.shared is not None:
        return None
    if _position(part) is not None:
        return None
    places = context.places(part, IN_HAND)
    if not any(zone in _PILES for _, zone in places):
        return None
    if owner is not None:
        return [place for place in places if place[0] == owner]
    each = any(loc.owner in _EACH for loc in part.locations)
    return places if each else _places(context, part, IN_HAND)


_EACH: Final = frozenset({Player.EACH_PLAYER, Player.EACH_OPPONENT})
"""Players a place names one by one: "from each deck" plays a card from every deck."""


def _played_from_piles(
    context: EffectContext,
    part: Selector,
    places: Sequence[Place],
    barred: Callable[[InstanceId], bool],
) -> tuple[InstanceId, ...]:
    """The cards played from *places*, counted in each player's piles apart.

    "A Lost Soul from each deck" is one from every deck; the player may fail a search on
    a card they control (REG: Search).
    """
    found = tuple(
        card
        for card in context.candidates(part, IN_HAND, places=places)
        if card not in context.shielded and not barred(card)
    )
    searchable = context.actor == context.controller
    return _counted_in_each(context, part, found, places, "play", searchable=searchable)


def _play_unsupported(effect: kinds.Play) -> list[str]:
    """What of a play the handler does not carry out.

    Cards of the types it does not put into play (Artifacts, Dominants: "play an O.T. idol"),
    and cards played to a place the text names ("play it in battle", "on your Hero").
    """
    if effect.destination is not None:
        return ["a play to a place the text names"]
    target = effect.target
    for part in target.parts or (target,):
        if set(part.types) & _NOT_PLAYED or set(part.identifiers) & _NOT_PLAYED:
            return ["a play of Artifacts or Dominants"]
        if any(loc.zone is TextZone.ON_CARD for loc in part.locations):
            return ["a play to a place the text names"]
    return []


_NOT_PLAYED: Final = frozenset({"Artifact", "Dominant", "Covenant", "Curse", "idol"})
"""Words of a play's target naming cards the handler does not play."""


def _can_play(context: EffectContext, effect: kinds.Play) -> bool:
    """Whether the player has a card to play (see :func:`_play`): one is offered."""
    if effect.target.ref is not None or context.paired:
        return _has_targets(IN_HAND)(context, effect)
    any_brigade = of_any_brigade(effect.modifiers)
    target = _now_played(effect.target)
    parts = target.parts if target.parts and target.join is Join.AND else (target,)
    return any(
        bool(_play_identities(context, card, any_brigade, part))
        for part in parts
        for card in context.candidates(part, IN_HAND)
    )


def _toss(context: EffectContext, effect: kinds.Toss) -> Done:
    """An Enhancement from hand is played to be tossed (REG: Toss).

    Instead of its numbers and ability, it is discarded and an opposing character in battle
    is decreased X/X, X its strength at face value (a negative strength increases); the
    decrease lasts while the character stays in play.

    A toss of "the next Enhancement" or "all Enhancements" is ongoing instead
    (:func:`_ongoing_toss`).
    """
    if _ongoing(effect.target):
        return _ongoing_toss(context, effect)
    opposing = _toss_opposing(context)
    tossable = _tossable(context, effect) if opposing else ()
    chosen = context.choose_cards(tossable, 1, 1, prompt=f"Choose {_what(effect.target)} to toss")
    if not chosen:
        return context.done(fully=False)
    card = chosen[0]
    strength = _face_strength(context, card)
    character = context.choose_cards(opposing, 1, 1, prompt="Choose the character to decrease")
    ops: list[Op] = [MoveCard(card, _owner(context, card), Zone.DISCARD_PILE)]
    if strength is not None:
        ops.append(ChangeNumbers(character, -strength, -strength))
    return context.done(*ops, cards=chosen)


def _toss_opposing(context: EffectContext) -> tuple[InstanceId, ...]:
    """The characters in battle opposing the player tossing: one is decreased."""
    battle = context.state.battle
    if battle is None or context.actor not in (battle.attacker, battle.defender):
        return ()
    side = battle.evil_characters if context.actor == battle.attacker else battle.heroes
    return tuple(card for card in side if card not in context.shielded)


def _tossable(context: EffectContext, effect: kinds.Toss) -> tuple[InstanceId, ...]:
    """The Enhancements in the player's hand the text names, with a strength printed."""
    places = [(context.actor, Zone.HAND)]
    found = context.candidates(effect.target, IN_HAND, places=places)
    return tuple(
        card
        for card in found
        if card not in context.shielded and _face_strength(context, card) is not None
    )


def _face_strength(context: EffectContext, card: InstanceId) -> int | None:
    """The printed strength of Enhancement *card*; None when it has no one number.

    A card of two Enhancement identities with different strengths has no one number.
    """
    definition = context.state.card(card)
    stats = {
        definition.numbers(identity)[0]
        for identity in definition.identities
        if identity.is_enhancement
    }
    if len(stats) != 1:
        return None
    stat = stats.pop()
    return None if stat is None or stat.variable else stat.value


def _ongoing(target: Selector) -> bool:
    """Whether a toss of *target* is ongoing: "the next ...", "all ..." (REG: Toss)."""
    return "next" in target.qualifiers or target.count.quantifier is Quantifier.ALL


def _ongoing_toss(context: EffectContext, effect: kinds.Toss) -> Done:
    """An ongoing toss begins: it catches the Enhancements it names as they are played.

    REG: Toss. "The next evil Enhancement played this battle", "the next Enhancement played
    by opponent", "the next evil Enhancement you play in battle" (one card), "all
    Enhancements with "negated" in the special ability" (every one): each Enhancement played
    in battle (or added to battle, a weapon brought in by its bearer too) that fits the words
    is discarded instead of activating its numbers and ability, and an opposing character is
    decreased by its strength (the engine's toss record, ``Prevention.tosses``). It lasts to
    the end of the battle for "this battle", else to the end of the phase (REG: Duration);
    a negate of it puts the tossed cards back and removes the decreases (REG: Negate).
    """
    target = effect.target
    this_battle = target.played_in == "this_battle"
    if this_battle and context.state.battle is None:
        return context.done(fully=False)
    count = None if target.count.quantifier is Quantifier.ALL else 1
    until = Until.BATTLE if this_battle else Until.PHASE
    return context.done(PreventPlays(count=count, played_after=True, until=until, tosses=True))


def _can_toss(context: EffectContext, effect: kinds.Toss) -> bool:
    if _ongoing(effect.target):
        return effect.target.played_in != "this_battle" or context.state.battle is not None
    return bool(_toss_opposing(context)) and bool(_tossable(context, effect))


def _toss_unsupported(effect: kinds.Toss) -> list[str]:
    """A toss of other than one Enhancement described, played from hand to be tossed.

    Or than an ongoing toss of Enhancements as they are played (:func:`_ongoing_toss`).
    Enhancements from other places, and a toss of other cards ("toss a Curse": a Curse
    played as an Enhancement) are not carried out.
    """
    target = effect.target
    if _ongoing(target):
        return [] if _plain_ongoing(effect) else [f"effect {effect.kind!r}"]
    plain = (
        _one_described(target)
        and target.types == ("Enhancement",)
        and not (target.qualifiers or target.locations or target.parts or target.stats)
        and not (target.played_in or target.text or target.abilities or target.exceptions)
        and target.used_by is None
        and effect.duration is None
    )
    return [] if plain else [f"effect {effect.kind!r}"]


def _plain_ongoing(effect: kinds.Toss) -> bool:
    """Whether an ongoing toss names Enhancements as :func:`_ongoing_toss` reads them.

    "The next [evil] Enhancement played [this battle | by opponent]", "the next [evil]
    Enhancement you play in battle", "all Enhancements [with "..." in the special ability]".
    """
    target = effect.target
    count = target.count
    next_one = (
        "next" in target.qualifiers
        and count.quantifier is Quantifier.EXACTLY
        and count.number == 1
        and not count.variable
        and count.limit is None
        and not target.text
    )
    every = (
        count.quantifier is Quantifier.ALL
        and "next" not in target.qualifiers
        and "played" not in target.qualifiers
        and target.owner is None
        and (not target.text or target.text_in == "special ability")
    )
    in_battle = all(
        loc.zone is TextZone.BATTLE and loc.owner is None and loc.card is None
        for loc in target.locations
    )
    return (
        (next_one or every)
        and target.types == ("Enhancement",)
        and set(target.qualifiers) <= {"next", "played"}
        and target.played_in in ("", "this_battle")
        and target.owner in (None, Player.YOU, Player.OPPONENT)
        and in_battle
        and target.ref is None
        and not (target.parts or target.stats or target.brigades or target.identifiers)
        and not (target.books or target.names or target.exceptions or target.abilities)
        and not (target.other or target.random or target.alternative is not None)
        and target.used_by is None
        and effect.duration is None
        and not effect.modifiers
        and effect.for_each is None
        and effect.actor is None
    )


def _equip(context: EffectContext, effect: kinds.Equip) -> Done:
    """A weapon goes on a character (REG: Equip).

    The weapon from the player's hand unless the text names a place; the character one in
    play that can use it and has no weapon: one the text names, or else one of the player's
    warrior class characters.
    """
    weapons = _equippable(context, effect)
    chosen = context.choose_cards(weapons, 1, 1, prompt=f"Choose {_what(effect.target)} to equip")
    if not chosen:
        return context.done(fully=False)
    weapon = chosen[0]
    bearers = _bearers(context, effect, weapon)
    bearer = context.choose_cards(bearers, 1, 1, prompt="Choose who is equipped with it")
    return context.done(EquipWeapon(weapon, bearer[0]), cards=chosen)


def _equippable(context: EffectContext, effect: kinds.Equip) -> tuple[InstanceId, ...]:
    """The weapons the text names that some character could be equipped with now."""
    found = context.candidates(
        effect.target, IN_HAND, places=_places(context, effect.target, IN_HAND)
    )
    return tuple(
        card
        for card in found
        if card not in context.shielded
        and CardClass.WEAPON in context.state.card(card).classes
        and _bearers(context, effect, card)
    )


def _bearers(
    context: EffectContext, effect: kinds.Equip, weapon: InstanceId
) -> tuple[InstanceId, ...]:
    """The characters *weapon* could go on: in play, able to use it, with no weapon yet."""
    state = context.state
    if effect.bearer is not None:
        named = context.candidates(effect.bearer, IN_PLAY)
    else:
        battle = state.battle
        own = [c for c in state.players[context.actor].territory if _is_character(context, c)]
        if battle is not None and context.actor in (battle.attacker, battle.defender):
            own += battle.heroes if context.actor == battle.attacker else battle.evil_characters
        named = tuple(c for c in own if is_warrior(state, c))
    return tuple(
        c for c in named if can_use_enhancement(state, weapon, c) and not is_equipped(state, c)
    )


def _can_equip(context: EffectContext, effect: kinds.Equip) -> bool:
    return bool(_equippable(context, effect))


def _one_described(target: Selector) -> bool:
    """Whether *target* names one card by description: "a weapon", "an O.T. Curse"."""
    count = target.count
    return target.ref is None and count.number == 1 and count.quantifier is Quantifier.EXACTLY


def _equip_unsupported(effect: kinds.Equip) -> list[str]:
    if not _one_described(effect.target):
        return ["an equip of other than one weapon described"]
    return []


def _deactivate(context: EffectContext, effect: kinds.Deactivate) -> Done:
    """Active Artifacts are turned face down on their piles (REG: Activate an Artifact).

    What each does while active ends with it; one that is not active is no target.
    """
    cards = tuple(
        card
        for card in pick(context, effect.target, verb="deactivate")
        if _active_artifact(context, card)
    )
    return context.done(
        *(DeactivateArtifactCard(card) for card in cards),
        cards=cards,
        fully=_fully(context, effect.target, cards),
    )


def _active_artifact(context: EffectContext, card: InstanceId) -> bool:
    """Whether *card* is an Artifact face up on its pile or held where it was activated."""
    record = context.state.cards[card]
    if record.face_down or record.identity is not CardType.ARTIFACT:
        return False
    return context.where(card)[1] is Zone.ARTIFACT_PILE or record.held_by is not None


def _can_deactivate(context: EffectContext, effect: kinds.Deactivate) -> bool:
    if effect.target.ref is not None:
        return True
    return any(
        _active_artifact(context, card) for card in context.candidates(effect.target, IN_PLAY)
    )


def _activate(
    context: EffectContext, effect: kinds.ActivateArtifact | kinds.ActivateAbility
) -> Done:
    """An Artifact is activated on the player's Artifact pile (REG: Activate an Artifact).

    One activated "from deck" is searched for there, and the deck shuffled after the search
    (REG: Search), as for a card taken from it.
    """
    cards = _activatable(context, effect)
    chosen = context.choose_cards(cards, 1, 1, prompt=f"Choose {_what(effect.target)} to activate")
    searches = implied_searches(context, effect.target, IN_HAND) if effect.target.locations else []
    return context.done(
        *shuffled_after_search(
            [*searches, *(ActivateArtifactCard(card, context.actor) for card in chosen)]
        ),
        cards=chosen,
        fully=bool(chosen),
    )


def _activatable(
    context: EffectContext, effect: kinds.ActivateArtifact | kinds.ActivateAbility
) -> tuple[InstanceId, ...]:
    """The Artifacts the text names that could be activated now.

    From the player's Artifact pile (inactive ones) or hand unless the text names places;
    a card that can be an Artifact (a Curse or a Covenant can), not active already. "Activate
    a different Artifact" names no place: the inactive, face-down Artifacts of the pile are
    its targets as much as those in hand (REG: Activate an Artifact, targets in hand or
    Artifact pile, one in the pile inactive).
    """
    target = effect.target
    if context.paired and not target.locations:  # "reveal ...: activate an O.T. Curse"
        found = tuple(card for card in context.rest() if context.matches(card, target))
    elif target.locations:
        found = context.candidates(target, IN_HAND, places=_places(context, target, IN_HAND))
    else:
        on_pile = evolve(target, locations=_OWN_ARTIFACT_PILE)
        found = context.candidates(
            on_pile, IN_HAND, places=[(context.actor, Zone.ARTIFACT_PILE)]
        ) + context.candidates(target, IN_HAND, places=[(context.actor, Zone.HAND)])
    state = context.state
    return tuple(
        card
        for card in found
        if card not in context.shielded
        and state.card(card).has_identity(CardType.ARTIFACT)
        and not (context.where(card)[1] is Zone.ARTIFACT_PILE and not state.cards[card].face_down)
    )


def _can_activate(
    context: EffectContext, effect: kinds.ActivateArtifact | kinds.ActivateAbility
) -> bool:
    return bool(_activatable(context, effect))


_OWN_ARTIFACT_PILE: Final = (Location(TextZone.ARTIFACT_PILE),)
"""Where an Artifact activated from no place named may come from besides hand."""

_ARTIFACT_WORDS: Final = frozenset({"Artifact", "Curse", "Covenant"})
"""Type words of cards that can be activated as Artifacts."""


_BACK: Final = frozenset({Ref.IT, Ref.THAT})
"""References back to the card an earlier effect found: "activate it", "that Idol"."""


def _activate_unsupported(effect: kinds.ActivateArtifact | kinds.ActivateAbility) -> list[str]:
    """An activate of anything but one Artifact, onto its owner's Artifact pile.

    The Artifact is described ("an idol") or referred back to ("search ... for an idol and
    activate it"): a card referred to that is no Artifact is not activated.
    """
    target = effect.target
    artifacts = (bool(target.types) and set(target.types) <= _ARTIFACT_WORDS) or (
        not target.types and "idol" in target.identifiers
    )
    referred = (
        target.ref in _BACK
        and target.count == Count(Quantifier.EXACTLY, 1)
        and (artifacts or not (target.types or target.identifiers))
    )
    described = _one_described(target) and artifacts
    elsewhere = getattr(effect, "destination", None) is not None or any(
        place.zone is TextZone.ON_CARD or place.card is not None for place in target.locations
    )
    if not (described or referred) or target.parts or elsewhere:
        return [f"effect {effect.kind!r}"]
    return []


def _users(
    context: EffectContext, card: InstanceId, *, any_brigade: bool = False
) -> tuple[InstanceId, ...]:
    definition = context.state.card(card)
    if not definition.identities or not any(kind.is_enhancement for kind in definition.identities):
        return ()
    battle = context.state.battle
    if battle is not None:
        side = battle.heroes if context.actor == battle.attacker else battle.evil_characters
        if context.actor in (battle.attacker, battle.defender):
            return tuple(
                c
                for c in side
                if can_use_enhancement(context.state, card, c, any_brigade=any_brigade)
            )
    territory = context.state.players[context.actor].territory
    return tuple(
        c
        for c in territory
        if context.state.cards[c].identity in (CardType.HERO, CardType.EVIL_CHARACTER)
        and can_use_enhancement(context.state, card, c, any_brigade=any_brigade)
    )


def _band(context: EffectContext, effect: kinds.Band) -> Done:
    """Characters join the battle on the bander's side (REG: Band).

    They come from the bander's hand or any territory, as many as the text says ("up to 3",
    "any number of"; one by default). A character the text names as banding ("Hero may band
    to ...", "Adam may band to Eve") must be in battle on that side: it is the one assisted.
    """
    named = effect.actor.card if effect.actor is not None else None
    if named is not None and _bands_themselves(effect):
        # "All N.T. Heroes must join the battle": those named are the ones banded
        effect = evolve(effect, target=named, actor=None)
    if not _assisted(context, effect):
        return context.done(fully=False)
    cards = _band_candidates(context, effect)
    prompt = f"Choose {_what(effect.target)} to band"
    if effect.target.owner in _EACH:  # "up to 2 Heroes from each player": each one's apart
        groups: dict[PlayerId, list[InstanceId]] = {}
        for card in cards:
            groups.setdefault(context.controller_or_owner(card), []).append(card)
        chosen: tuple[InstanceId, ...] = ()
        for player in sorted(groups):
            least, most = _band_count(context, effect.target, len(groups[player]))
            chosen += context.choose_cards(groups[player], least, most, prompt=prompt)
    elif _banded_each(effect.target):
        chosen = _band_each(context, effect, prompt)
    else:
        least, most = _band_count(context, effect.target, len(cards))
        chosen = context.choose_cards(cards, least, most, prompt=prompt)
    side = context.side(context.source) if context.source is not None else None
    ops = [JoinBattle(card, side if side is not None else context.actor) for card in chosen]
    return context.done(*ops, cards=chosen, fully=bool(chosen))


def _banded_each(target: Selector) -> bool:
    """Whether a band names a list of counted characters to bring each of.

    "Band to Moses and Elijah", "a Pharisee, a Sadducee, and Scribe", "Asaph and/or Ethan".
    """
    return bool(target.parts) and target.join in (Join.AND, Join.AND_OR) and _each_counted(target)


def _band_each(context: EffectContext, effect: kinds.Band, prompt: str) -> tuple[InstanceId, ...]:
    """The characters of each part of a listed band, each as its own count says.

    "Band to Moses and Elijah" brings both, and the one there when the other is not (REG:
    Targeting: an effect naming more targets than there are valid ones targets all the
    valid ones); "Asaph and/or Ethan" brings either or both, one at least.
    """
    target = effect.target
    groups = [
        _band_candidates(
            context,
            evolve(
                effect,
                target=part
                if part.locations or not target.locations
                else evolve(part, locations=target.locations),
            ),
        )
        for part in target.parts
    ]
    chosen: list[InstanceId] = []
    for index, (part, group) in enumerate(zip(target.parts, groups, strict=True)):
        free = [card for card in group if card not in chosen]
        least, most = _band_count(context, part, len(free))
        if target.join is Join.AND_OR:  # "and/or": none of this one if another is banded
            later = any(card not in chosen for rest in groups[index + 1 :] for card in rest)
            least = 0 if chosen or later else least
        chosen += context.choose_cards(free, least, most, prompt=prompt)
    return tuple(chosen)


def _band_count(context: EffectContext, target: Selector, available: int) -> tuple[int, int]:
    """How many characters a band moves: at least and at most (REG: Band, Targeting)."""
    quantifier = target.count.quantifier
    number = context.count_of(target)
    if quantifier in (Quantifier.ALL, Quantifier.EACH):
        return available, available
    if quantifier is Quantifier.ANY_NUMBER:
        return 0, available
    if quantifier is Quantifier.UP_TO:
        return 0, number or 0
    wanted = number or 1  # "a", "any Hero", "two": that many, or all there are
    return min(wanted, available), wanted


def _assisted(context: EffectContext, effect: kinds.Band) -> bool:
    """Whether the character the text names as banding is in battle on the bander's side."""
    actor = effect.actor
    if actor is None or actor.card is None:
        return True
    battle = context.state.battle
    if battle is None or context.source is None:
        return False
    side = context.side(context.source)
    if side is None:
        return False
    fighters = battle.heroes if side == battle.attacker else battle.evil_characters
    return any(context.matches(card, actor.card) for card in fighters)


def _band_unsupported(effect: kinds.Band) -> list[str]:
    actor = effect.actor
    if actor is None or actor.card is None or not _blank(effect.target):
        return []
    if not _bands_themselves(effect):
        # "Two Evil Characters may band together", "All of holder's Evil Characters and all
        # of opponent's Heroes must join the battle": to each other, or to both sides
        return ["characters that band themselves"]
    return []


def _bands_themselves(effect: kinds.Band) -> bool:
    """Whether *effect* bands every character it names: "All N.T. Heroes must join the battle".

    "Join the battle" means "band to" (REG: Band): the characters the sentence names are
    the ones moved into battle, to the side of the card's character; all of them, for the
    sentence says "must".
    """
    actor = effect.actor
    if actor is None or actor.card is None or not _blank(effect.target) or effect.optional:
        return False
    named = actor.card
    return not named.parts and named.count.quantifier in (Quantifier.ALL, Quantifier.EACH)


def _blank(selector: Selector) -> bool:
    """Whether *selector* describes nothing but a count ("one")."""
    return evolve(selector, count=ONE) == Selector(count=ONE)


def _band_candidates(context: EffectContext, effect: kinds.Band) -> tuple[InstanceId, ...]:
    battle = context.state.battle
    if battle is None or context.source is None:
        return ()
    side = context.side(context.source)
    if side is None:
        return ()
    wanted = CardType.HERO if side == battle.attacker else CardType.EVIL_CHARACTER
    found = []
    for card in context.candidates(effect.target, HAND_OR_TERRITORY):
        place = context.where(card)
        definition = context.state.card(card)
        if place[1] is Zone.HAND and place[0] != context.actor:
            continue
        identity = context.state.cards[card].identity if place[1] is Zone.TERRITORY else None
        fits = identity is wanted if identity is not None else definition.has_identity(wanted)
        if not fits:
            continue
        if definition.is_unique and card in context.state.entered_battle:
            continue
        if is_paralyzed(context.state, card):
            continue
        found.append(card)
    return tuple(found)


def _changer(sign: int) -> Any:  # noqa: ANN401 - a handler of increase or decrease
    def change(context: EffectContext, effect: kinds.Increase | kinds.Decrease) -> Done:
        """Raise or lower the numbers of the cards named (REG: Increase and Decrease).

        An instant change: it lasts while each card stays in play, or as long as the text
        names (the end of the turn, battle or phase, some turns, the rest of the game, or
        while a condition holds). An X in the amount is counted once, now; in a change that
        lasts as long as the text names, whenever the numbers are read (REG: "ongoing
        increase or decrease effects that are designated by a '*' or 'X' ... update").
        """
        cards = pick(context, effect.target, IN_PLAY, verb="increase" if sign > 0 else "decrease")
        if _unheld(context, effect, cards):
            return context.done(fully=False)
        until, turns = _until_of(effect), _turns_of(effect)
        amount = effect.amount
        if until is not None and context.source is not None and _by_x(amount):
            # an ongoing change by X: X counted whenever the numbers are read (REG)
            times = (sign * _times_x(amount.strength), sign * _times_x(amount.toughness))
            change = ChangeNumbers(cards, *times, until, turns, per_x=context.source)
            return context.done(change, cards=cards)
        strength = sign * _amount(context, amount.strength)
        toughness = sign * _amount(context, amount.toughness)
        return context.done(ChangeNumbers(cards, strength, toughness, until, turns), cards=cards)

    return change


_UNTIL: Final = {
    DurationUnit.TURN: Until.TURN,
    DurationUnit.BATTLE: Until.BATTLE,
    DurationUnit.PHASE: Until.PHASE,
    DurationUnit.GAME: Until.GAME,
}
"""The end of a change "until end of turn", "until end of battle", "this phase", "for the
remainder of the game"."""
LASTING: Final = frozenset({*_UNTIL, DurationUnit.WHILE})
"""The durations the handlers of lasting effects carry out: one turn, battle or phase, a
number of turns, the rest of the game, or while a condition holds."""


def _until_of(effect: Effect) -> Until | None:
    """When an effect's duration ends; None without one the handler follows.

    "For 3 turns" lasts some turns (:func:`_turns_of` says how many). The "while ..." of an
    optional effect is the range of a manually triggered effect, not how long it lasts.
    """
    duration = effect.duration
    if duration is None or duration.variable or duration.quantifier is not Quantifier.EXACTLY:
        return None
    if duration.unit is DurationUnit.WHILE:
        return Until.WHILE if duration.until is not None and not effect.optional else None
    if duration.until is not None or duration.count is None or duration.count < 1:
        return None
    if duration.unit is DurationUnit.TURN and duration.count > 1:
        return Until.TURNS
    return _UNTIL.get(duration.unit) if duration.count == 1 else None


def _turns_of(effect: Effect) -> int:
    """How many turns "for 3 turns" lasts: counted in the target's controller's turns."""
    duration = effect.duration
    if duration is None or _until_of(effect) is not Until.TURNS:
        return 0
    return duration.count or 0


def _unheld(context: EffectContext, effect: Effect, cards: tuple[InstanceId, ...]) -> bool:
    """Whether *effect* lasts "while" a condition that does not hold now: it does nothing.

    "It" in the condition is the effect's own targets, *cards* ("protect that Hero while it
    remains in territory").
    """
    duration = effect.duration
    if _until_of(effect) is not Until.WHILE or duration is None or duration.until is None:
        return False
    results = (*context.results, Result(context.effect, cards))
    if context.source is not None:
        # "while this card remains placed on that character": the one the place named
        found = card_abilities(context.state.card(context.source)).ability
        if found is not None:
            results = up_to_the_place(found, context.effect, results)
    scope = Scope(
        context.state, context.controller, source=context.source, user=context.user, results=results
    )
    return not scope.holds(duration.until)


def _by_x(amount: kinds.Numbers) -> bool:
    """Whether an amount is X (or -X) and numbers: "X/X", "0/X", "X/0"."""
    stats = (amount.strength, amount.toughness)
    return any(stat.variable for stat in stats) and all(
        stat.variable in ("", "X", "-X") and (stat.variable or stat.value == 0) for stat in stats
    )


def _times_x(stat: Stat) -> int:
    """How many times X a number of a change by X is: "X" 1, "-X" -1, "0" none."""
    return {"X": 1, "-X": -1}.get(stat.variable, 0)


def _amount(context: EffectContext, stat: Stat) -> int:
    if not stat.variable:
        return stat.value
    return context.number(Count(variable=stat.variable)) or 0


def _change_unsupported(effect: kinds.Increase | kinds.Decrease) -> list[str]:
    """What of an increase or decrease is not carried out yet.

    A change by *, one by X and a number that lasts a while, or one that repeats "for each"
    of something; other ongoing changes are reported by their duration.
    """
    found = []
    amount = effect.amount
    if "*" in (amount.strength.variable, amount.toughness.variable):
        found.append("an increase or decrease by *")
    elif (
        (amount.strength.variable or amount.toughness.variable)
        and _until_of(effect) is not None
        and not _by_x(amount)
    ):
        # REG Increase and Decrease: an ongoing change by X "updates with the condition
        # defining the X"; one that adds a number to X ("X/2") is not read continuously
        found.append("an ongoing increase or decrease by X and a number")
    if effect.for_each is not None:
        found.append("an increase or decrease for each of some cards")
    return found


def _exchange(context: EffectContext, effect: kinds.Exchange) -> Done:
    """Switch the places of a card and another (REG: Exchange).

    Both ends need a target, or nothing happens; a pile the other card is taken from is
    searched. An exchange for a while ("for 7 turns", "this turn") is of two cards in
    territories: when it ends, each still in the territory it went to goes back to the
    one it came from, "for 7 turns" counting the turns of the player who controlled it
    (REG: Exchange, Turn).
    """
    effect = _one_for_one(effect)
    other = effect.other
    assert other is not None  # noqa: S101 - refused otherwise (see _exchange_unsupported)
    until = _until_of(effect)
    timed = until in _TAKE_UNTIL
    default = IN_TERRITORY if timed else IN_PLAY
    cards = pick(context, effect.target, default, verb="exchange")
    if not cards:
        return context.done(fully=False)
    found = pick(context, other, default, verb="exchange it with")
    searches = implied_searches(context, other, default)  # the piles of the player chosen
    found = tuple(card for card in found if card not in cards)
    if not found:
        return context.done(*shuffled_after_search(searches), fully=False)
    pair = (cards[0], found[0])
    ops: list[Op] = [*searches, *found_revealed(context, searches, found[:1]), ExchangeCards(*pair)]
    ops = shuffled_after_search(ops)
    if timed and until is not None:
        homes = tuple(context.controller_or_owner(card) for card in pair)
        ops.append(TakeForAWhile(pair, homes, until, _turns_of(effect)))
    return context.done(*ops, cards=found[:1])


def _one_for_one(effect: kinds.Exchange) -> kinds.Exchange:
    """Read "exchange 2 Lost Souls" as the REG does: a Lost Soul for a Lost Soul.

    Two cards of one description with no other end named are one of them exchanged for
    another (REG: Exchange); any other exchange is as printed.
    """
    target = effect.target
    if (
        effect.other is not None
        or target.ref is not None
        or target.count != Count(Quantifier.EXACTLY, 2)
    ):
        return effect
    one = evolve(target, count=Count(Quantifier.EXACTLY, 1))
    return evolve(effect, target=one, other=one)


def _exchange_unsupported(effect: kinds.Exchange) -> list[str]:
    """An exchange of one card for one other is carried out, and "exchange 2 Lost Souls".

    An exchange for a while of a card the text places outside the territories is not.
    """
    effect = _one_for_one(effect)
    ones = [effect.target, effect.other]
    if effect.other is None or any(
        selector is not None
        and selector.ref is None
        and (selector.count.quantifier is not Quantifier.EXACTLY or selector.count.number != 1)
        for selector in ones
    ):
        return ["an exchange of other than one card for one"]
    if effect.duration is not None and any(
        location.zone is not TextZone.TERRITORY
        for selector in ones
        if selector is not None
        for location in selector.locations
    ):
        return ["an exchange for a while of cards outside territories"]
    return []


def _can_exchange(context: EffectContext, effect: kinds.Exchange) -> bool:
    effect = _one_for_one(effect)
    other = effect.other
    if other is None:
        return False
    default = IN_TERRITORY if _until_of(effect) in _TAKE_UNTIL else IN_PLAY
    if other is effect.target:  # "exchange 2 Lost Souls": two of them are needed
        return context.any_candidate(other, default, more_than=1)
    mine = effect.target.ref is not None or context.any_candidate(effect.target, default)
    return mine and context.any_candidate(other, default)


def _add_to_battle(context: EffectContext, effect: kinds.AddToBattle) -> Done:
    """Characters and Enhancements join the battle on the side of the player adding them.

    REG: Add to Battle. Unless the text names a place, from that player's hand or
    territory; a character must be of the alignment of the card with the effect (a Hero to
    the Hero side); an Enhancement is played on a character of that side that can use it.
    Sites are not added (adding a Site to a battle under way is not carried out). A
    character that may not enter battle now is no target (REG: Enters Battle: a unique
    character enters once a turn, so one withdrawn "to add" another is not added back). A
    card added from a pile at no place in it is searched for there, and a deck searched is
    shuffled after the search (REG: Search).
    """
    if not _fighting(context):
        return context.done(cards=(), fully=False)
    wanted = _side_type(context)
    cards = pick(
        context,
        effect.target,
        OWN_HAND_OR_TERRITORY,
        verb="add to battle",
        barred=lambda card: not _addable(context, card, wanted),
    )
    ops: list[Op] = implied_searches(context, effect.target, OWN_HAND_OR_TERRITORY)
    added: list[InstanceId] = []
    for card in cards:
        if context.state.card(card).has_identity(wanted):
            if not _may_enter(context, card, wanted):  # one referred back ("add it") too
                continue
            ops.append(JoinBattle(card, context.actor))
            added.append(card)
            continue
        users = _users(context, card)
        if users:
            user = context.choose_cards(users, 1, 1, prompt="Choose who uses it")
            ops.extend(PlayOnCharacter(card, chosen) for chosen in user)
            added.append(card)
    ops = shuffled_after_search(ops)
    return context.done(*ops, cards=tuple(added), fully=len(added) == len(cards) > 0)


def _present(context: EffectContext, effect: kinds.Present) -> Done:
    """A character enters the battle on the empty side of the player presenting it.

    REG Present: into a battle in which the player controls one side but has no characters
    on it (the withdraw before it emptied it); from that player's hand or territory unless
    the text names a place (a pile is searched, a deck shuffled after: REG Search); a
    character of that side's alignment, its abilities activating as it enters battle.
    """
    if not _fighting(context) or _own_side(context):
        return context.done(fully=False)
    wanted = _side_type(context)
    cards = pick(
        context,
        effect.target,
        OWN_HAND_OR_TERRITORY,
        verb="present",
        barred=lambda card: not _may_enter(context, card, wanted),
    )
    ops: list[Op] = implied_searches(context, effect.target, OWN_HAND_OR_TERRITORY)
    ops += [JoinBattle(card, context.actor) for card in cards]
    ops = shuffled_after_search(ops)
    return context.done(*ops, cards=cards, fully=bool(cards))


def _own_side(context: EffectContext) -> tuple[InstanceId, ...]:
    """The characters on the actor's side of the battle under way."""
    battle = context.state.battle
    if battle is None:
        return ()
    return battle.heroes if context.actor == battle.attacker else battle.evil_characters


def _may_enter(context: EffectContext, card: InstanceId, wanted: CardType) -> bool:
    """Whether *card* may enter the battle as a *wanted* character now (REG: Enters Battle)."""
    state = context.state
    if not state.card(card).has_identity(wanted) or is_paralyzed(state, card):
        return False
    return not (state.card(card).is_unique and card in state.entered_battle)


def _can_present(context: EffectContext, effect: kinds.Present) -> bool:
    if not _fighting(context) or _own_side(context):
        return False
    wanted = _side_type(context)
    return any(
        _may_enter(context, card, wanted)
        for card in context.candidates(effect.target, OWN_HAND_OR_TERRITORY)
    )


def _fighting(context: EffectContext) -> bool:
    """Whether the player carrying the effect out has a side in the battle under way."""
    battle = context.state.battle
    return battle is not None and context.actor in (battle.attacker, battle.defender)


def _can_add(context: EffectContext, effect: kinds.AddToBattle) -> bool:
    if not _fighting(context):
        return False
    if effect.target.ref is not None:
        return True
    wanted = _side_type(context)
    return any(
        _addable(context, card, wanted) and card not in context.shielded
        for card in context.candidates(effect.target, OWN_HAND_OR_TERRITORY)
    )


def _side_type(context: EffectContext) -> CardType:
    """The characters of the actor's side of the battle under way: Heroes for the attacker."""
    battle = context.state.battle
    attacking = battle is not None and context.actor == battle.attacker
    return CardType.HERO if attacking else CardType.EVIL_CHARACTER


def _addable(context: EffectContext, card: InstanceId, wanted: CardType) -> bool:
    """Whether *card* can be added to the actor's side of the battle (REG: Add to Battle).

    A character of the side's type (*wanted*) free to enter it, or an Enhancement a
    character of that side can use: a Hero is never added to the Evil side.
    """
    if context.state.card(card).has_identity(wanted):
        return _may_enter(context, card, wanted)
    return bool(_users(context, card))


def _negate(context: EffectContext, effect: kinds.Negate) -> Done:
    """Negate the abilities on the cards named (REG: Negate).

    "Negate all ..." also prevents them for the rest of the battle (REG: Prevent), those
    in battle too: its ongoing part covers the cards that come to fit its words (REG:
    Negate, Targeting); a negate "this turn" keeps them from activating again to the end of
    the turn.
    """
    target = effect.target
    named = negated_kinds(target)
    if named is not None:
        return _negate_kinds(context, effect, named, negates=True)
    cards = pick(context, target, verb="negate", places=_rescued_from(context))
    if _unheld(context, effect, cards):
        return context.done(fully=False)
    automatic = target.count.quantifier in (Quantifier.ALL, Quantifier.EACH)
    prevent = automatic and "last" not in target.qualifiers
    until = _until_of(effect) or Until.PHASE
    op = NegateCards(cards, prevent=prevent, until=until, turns=_turns_of(effect))
    return context.done(op, cards=cards)


def _rescued_from(context: EffectContext) -> list[Place] | None:
    """Where the cards of an effect a rescue shares are chosen: "Negate and rescue a Lost Soul".

    The Lost Soul negated is the one rescued, and a Lost Soul targeted for rescue must be in
    an opponent's Land of Bondage (REG: Rescue); None for any other effect.
    """
    if context.shared_by != "rescue":
        return None
    return [(player, Zone.LAND_OF_BONDAGE) for player in context.opponents()]


def _negate_kinds(
    context: EffectContext,
    effect: kinds.Negate | kinds.Prevent,
    named: tuple[str, ...],
    *,
    negates: bool,
) -> Done:
    """Negate or prevent the effects of the kinds *named* (REG: Negate, Prevent).

    "Negate band abilities": only the band effects of the abilities are negated, and kept
    from being carried out to the end of the phase or the duration named; the rest of
    those abilities goes on.
    """
    if _unheld(context, effect, ()):
        return context.done(fully=False)
    until = _until_of(effect) or Until.PHASE
    return context.done(NegateKinds(named, negates=negates, until=until, turns=_turns_of(effect)))


def _can_negate(context: EffectContext, effect: kinds.Negate) -> bool:
    if negated_kinds(effect.target) is not None:
        return True
    return _has_targets(IN_PLAY)(context, effect)


def _interrupt(context: EffectContext, effect: kinds.Interrupt) -> Done:
    """Interrupt the abilities of the cards named, or "the battle" (REG: Interrupt).

    The effects that follow on the card are its paired effects: they are carried out while
    the interrupted abilities wait, which then attempt to reactivate.
    """
    if effect.target is None:
        return context.done(InterruptAbilities(battle=True))
    cards = pick(context, effect.target, verb="interrupt")
    return context.done(InterruptAbilities(cards), cards=cards)


def _can_interrupt(context: EffectContext, effect: kinds.Interrupt) -> bool:
    if effect.target is None:
        return context.state.battle is not None
    return _has_targets(IN_PLAY)(context, effect)


def _interrupt_unsupported(effect: kinds.Interrupt) -> list[str]:
    if effect.target is None and not effect.battle:
        return ["an interrupt that names no ability"]
    return []


def _redirect(context: EffectContext, effect: kinds.Redirect) -> Done:
    """Redirect the ability of an Enhancement this ability interrupted (REG: Redirect).

    The target is in battle; once the redirecting ability completes, the interrupted one
    reactivates carried out by its player, who chooses its targets again.
    """
    cards = pick(context, effect.target, IN_BATTLE, verb="redirect")
    return context.done(RedirectAbilities(cards), cards=cards)


def _redirect_unsupported(effect: kinds.Redirect) -> list[str]:
    if effect.target.types != ("Enhancement",) or effect.target.parts:
        return ["a redirect of what is not an Enhancement's ability"]
    return []


_OPPOSING_ROLES: Final = {"blocker": CardType.EVIL_CHARACTER, "attacker": CardType.HERO}
"""What a choose opponent effect chooses, by role: the identity the chosen one fights as."""


def _choose_opponent(context: EffectContext, effect: kinds.ChooseOpponent) -> Done:
    """Choose the character the opponent in battle uses against you (REG: Choose Opponent).

    An Evil Character to block a rescue or an attack, or a Hero to attack ("you may choose a
    Hero to attack", said by the defender); from the opponent's territory unless the text
    says where.
    """
    found = _opposing(context, effect)
    battle = context.state.battle
    if not found or battle is None:
        return context.done(fully=False)
    chosen = context.choose_cards(found, 1, 1, prompt="Choose the character to oppose you")
    side = battle.defender if effect.role == "blocker" else battle.attacker
    return context.done(ChooseOpposing(chosen[0], side), cards=chosen)


def _opposing(context: EffectContext, effect: kinds.ChooseOpponent) -> tuple[InstanceId, ...]:
    """The characters *effect* may choose now: the right kind, where the text says."""
    battle = context.state.battle
    identity = _OPPOSING_ROLES.get(effect.role)
    if battle is None or identity is None:
        return ()
    if context.actor == battle.attacker and identity is CardType.EVIL_CHARACTER:
        opponent = battle.defender
    elif context.actor == battle.defender and identity is CardType.HERO:
        opponent = battle.attacker
    else:
        return ()
    places = None if effect.target.locations else [(opponent, Zone.TERRITORY)]
    found = context.candidates(effect.target, IN_PLAY, places=places)
    return tuple(
        card
        for card in found
        if card not in context.shielded
        and context.state.card(card).has_identity(identity)
        and context.state.cards[card].owner == opponent
    )


def _can_choose_opponent(context: EffectContext, effect: kinds.ChooseOpponent) -> bool:
    return bool(_opposing(context, effect))


def _choose_opponent_unsupported(effect: kinds.ChooseOpponent) -> list[str]:
    if effect.role not in _OPPOSING_ROLES:
        return [f"a character chosen to be {effect.role}"]
    return []


_CHARACTER_WORDS: Final = frozenset({("Hero",), ("Evil Character",), ("character",)})
"""A character named by its type alone: "Hero has first strike"."""


def _first_strike(context: EffectContext, effect: kinds.FirstStrike) -> Done:
    """Give characters first strike, to the end of the phase (REG: First Strike).

    "First strike." names the card's own character: the card itself, or the character
    using an Enhancement; "Hero has first strike" names it too, the REG says ("Hero has"
    refers to the character targeted). Other descriptions name the cards they describe.
    """
    cards = _own_or_named(context, effect.target, "give first strike to")
    if _unheld(context, effect, cards):
        return context.done(fully=False)
    until = _until_of(effect) or Until.PHASE
    return context.done(GiveStatus(cards, FIRST_STRIKE, until, _turns_of(effect)), cards=cards)


def _bare(target: Selector) -> bool:
    """Whether *target* is nothing, or a character's type alone ("Hero has ...")."""
    if evolve(target, types=()) != kinds.EMPTY:
        return False
    return not target.types or target.types in _CHARACTER_WORDS


def _holder(context: EffectContext, target: Selector) -> InstanceId | None:
    """The character a bare "First strike." or "Hero has ..." names, if any."""
    source = context.source
    if source is None:
        return None
    identity = context.state.cards[source].identity
    if identity in (CardType.HERO, CardType.EVIL_CHARACTER):
        holder: InstanceId | None = source
    else:
        holder = context.user
    if holder is None or not context.matches(holder, target):
        return None
    return holder


def _own_or_named(
    context: EffectContext, target: Selector, verb: str, default: str = IN_PLAY
) -> tuple[InstanceId, ...]:
    """The card's own character for a bare target ("Hero has ..."), else the cards named."""
    if _bare(target):
        holder = _holder(context, target)
        return () if holder is None else (holder,)
    return pick(context, target, default, verb=verb)


def _has_own_or_named(
    context: EffectContext,
    effect: Any,  # noqa: ANN401 - the effect record
    default: str = IN_PLAY,
) -> bool:
    """Whether :func:`_own_or_named` would find a card for *effect*'s target."""
    if _bare(effect.target):
        return _holder(context, effect.target) is not None
    return _has_targets(default)(context, effect)


def _set_numbers(context: EffectContext, effect: kinds.SetNumbers) -> Done:
    """Set a card's numbers: "This card is worth 10/0 if ..." (REG: Increase and Decrease).

    The REG counts "worth X/Y" as an increase or decrease of the card with the ability, by
    what it takes to reach X/Y now; "Hero's abilities are 5/7" names the card's character.
    Like an increase, it lasts while the card stays in play, or as long as the text names:
    the end of the turn, battle or phase, some turns, or the rest of the game.
    """
    if effect.equal_to is not None:
        return _brought_to_equal(context, effect, effect.equal_to)
    amount = effect.amount
    if amount is None:
        return context.done(fully=False)
    cards = _own_or_named(context, effect.target, "set the numbers of")
    until, turns = _until_of(effect), _turns_of(effect)
    changes = []
    for card in cards:
        strength, toughness = numbers_of(context.state, card)
        wanted = (_amount(context, amount.strength), _amount(context, amount.toughness))
        changes.append(
            ChangeNumbers((card,), wanted[0] - strength, wanted[1] - toughness, until, turns)
        )
    return context.done(*changes, cards=cards)


def _brought_to_equal(context: EffectContext, effect: kinds.SetNumbers, other: Selector) -> Done:
    """Carry out "Hero gains (*/*) to bring Hero to equal abilities (*/*) with Evil Character".

    The card's numbers become the other card's, as they are now: an instant increase, which
    lasts (REG: Increase and Decrease). The other card is read, not targeted: of several, the
    player chooses one. An increase to a specific value that would lower a number is
    optional (REG: Increase and Decrease, Special Conditions): the player is asked then.
    """
    cards = _own_or_named(context, effect.target, "set the numbers of")
    options = context.candidates(other)
    if not cards or not options:
        return context.done(fully=False)
    [matched] = context.choose_cards(options, 1, 1, prompt="Whose numbers to equal")
    wanted = numbers_of(context.state, matched)
    changes = []
    for card in cards:
        strength, toughness = numbers_of(context.state, card)
        changes.append(ChangeNumbers((card,), wanted[0] - strength, wanted[1] - toughness))
    lowering = any(min(change.strength, change.toughness) < 0 for change in changes)
    if lowering and context.choose_option(_LOWER_OR_NOT, prompt="Lower the numbers?") == 1:
        return context.done(fully=False)
    return context.done(*changes, cards=cards)


_LOWER_OR_NOT: Final = ("bring the numbers to equal", "leave them as they are")


def _set_numbers_unsupported(effect: kinds.SetNumbers) -> list[str]:
    if effect.scale:
        return [f"numbers worth {effect.scale} the face value"]
    if effect.equal_to is not None:
        return unsupported_in(effect.equal_to)
    if effect.amount is None:
        return ["numbers equal to a count (*)"]
    return []


def _site_access(context: EffectContext, effect: kinds.SiteAccess) -> Done:
    """Heroes reach the Lost Souls in every Site, to the end of the phase (REG: Site Access).

    "Site access." and "Hero has access to any Site" name the card's own character, as
    first strike does; other descriptions ("Clay Heroes have Site access") the cards they
    describe.
    """
    cards = _own_or_named(context, effect.target, "give Site access to")
    if _unheld(context, effect, cards):
        return context.done(fully=False)
    until = _until_of(effect) or Until.PHASE
    # access to some Sites only ("to gold sites"): the record names the effect saying which
    some = None if _every_site(effect) else context.effect
    return context.done(
        GiveStatus(cards, SITE_ACCESS, until, _turns_of(effect), effect=some), cards=cards
    )


def _every_site(effect: kinds.SiteAccess) -> bool:
    """Whether the access is to every Site: "Site access", "access to any Lost Soul site"."""
    sites = effect.sites
    if sites is None:
        return True
    return evolve(sites, count=ONE) in _EVERY_SITE


_EVERY_SITE: Final = (Selector(types=("Site",)), Selector(types=("Lost Soul", "Site")))
_TESTAMENTS: Final = frozenset({"O.T.", "N.T."})


def _site_access_unsupported(effect: kinds.SiteAccess) -> list[str]:
    """Sites described by what the engine cannot test.

    "Access to Jerusalem site" reads Jerusalem as an identifier, which no Site has: the
    Site is the one of that title, so it is refused rather than reaching none.
    """
    sites = effect.sites
    if _every_site(effect) or sites is None:
        return []
    parts = sites.parts or (sites,)
    if any(set(part.identifiers) - _TESTAMENTS for part in parts):
        return ["access to Sites named by an identifier"]
    return unsupported_in(sites)


def _hold(context: EffectContext, effect: kinds.Hold) -> Done:
    """A Site's capacity for Lost Souls: "This Site may hold one Lost Soul for each ...".

    It lasts while the Site stays in play (REG: Hold, Duration), held as a lasting record on
    the Site that names the effect: the cards it counts are counted as a Lost Soul is put
    there (:func:`~redemption_rules.effects.grants.site_room`).
    """
    site = context.source
    until = _until_of(effect)
    if site is None or until is None or not effect.site_capacity:
        return context.done(fully=False)
    return context.done(GiveStatus((site,), HOLDS, until, effect=context.effect), cards=(site,))


def _can_hold(context: EffectContext, effect: kinds.Hold) -> bool:
    return context.source is not None and effect.site_capacity


def _hold_unsupported(effect: kinds.Hold) -> list[str]:
    """What of a hold is not carried out: all but a Site's capacity for Lost Souls.

    "May use and hold weapons" said of a character is no hold effect: the character holds
    the weapon as its bearer, equipped (REG: Warrior, Weapon, Equip), which the engine does
    not let an ability widen yet. A hold on a Fortress puts cards on it and takes them off in
    ways the REG sets (the Preparation Phase, each card once, where each returns to: REG
    Hold), not carried out yet.
    """
    if effect.site_capacity or _held_instead(effect):
        return []
    if effect.link is Link.AND:  # "may use and hold"
        return ["a character holding Enhancements as their bearer"]
    return ["a hold of cards on the holding card"]


_HELD_IN_PLACE_OF: Final = frozenset(
    {Event.DISCARDED, Event.CAPTURED, Event.HARMED, Event.DEFEATED}
)
"""The events a Fortress's "hold it here instead" may replace (REG: Hold, Instead, Harm)."""


def _held_instead(effect: kinds.Hold) -> bool:
    """Whether *effect* is "If your demon is discarded or captured, you may hold it here instead".

    A Fortress's hold in the place of a discard or a capture of the card its trigger names:
    the engine carries it out in the event's place
    (:func:`~redemption_rules.effects.cards.fortress_holds`,
    :func:`~redemption_rules.effects.resolution.discard_replaced`), never as an effect of its
    own; on a card that cannot watch the event its "instead" stays refused.
    """
    trigger = effect.trigger
    return (
        isinstance(trigger, OnEvent)
        and {trigger.event, *trigger.or_events} <= _HELD_IN_PLACE_OF
        and any(isinstance(modifier, Instead) for modifier in effect.modifiers)
        and effect.target.ref is Ref.IT
    )


def _use_other(context: EffectContext, effect: kinds.UseOtherEnhancements) -> Done:
    """Let characters use the Enhancements described, whatever their brigade.

    REG: Use Other Enhancements: the targets may use those Enhancements of their alignment
    until the end of the phase unless the text says otherwise. "May use gray Enhancements"
    and "Lydia may use ..." name the card's own character (or the one using it), as first
    strike does; other descriptions ("Brown Evil Characters may use ...") the cards in play
    they describe.
    """
    cards = _users_named(context, effect)
    if _unheld(context, effect, cards):
        return context.done(fully=False)
    until = _until_of(effect) or Until.PHASE
    grant = GiveStatus(cards, USES_OTHER, until, _turns_of(effect), effect=context.effect)
    return context.done(grant, cards=cards)


def _users_named(
    context: EffectContext, effect: kinds.UseOtherEnhancements
) -> tuple[InstanceId, ...]:
    subject = _grantees(effect)
    if _bare(evolve(subject, names=())):
        holder = _holder(context, subject)
        return () if holder is None else (holder,)
    return pick(context, subject, IN_PLAY, verb="let use other Enhancements")


def _can_use_other(context: EffectContext, effect: kinds.UseOtherEnhancements) -> bool:
    subject = _grantees(effect)
    if _bare(evolve(subject, names=())):
        return _holder(context, subject) is not None
    return bool(context.candidates(subject, IN_PLAY))


def _grantees(effect: kinds.UseOtherEnhancements) -> Selector:
    """The characters a use other Enhancements names: "Lydia may use ...", or its target.

    Bare ("May use ...") or by the card's own name, it is the card's own character.
    """
    actor = effect.actor
    return actor.card if actor is not None and actor.card is not None else effect.target


def _use_other_unsupported(effect: kinds.UseOtherEnhancements) -> list[str]:
    described = effect.enhancements
    if described is None:
        return ["Enhancements to use not described"]
    if (
        described.owner is not None
        or described.locations
        or described.ref is not None
        or described.stats is not None
        or described.abilities
        or described.used_by is not None
        or described.played_in
        or described.alternative is not None
        or described.count.variable
    ):
        return ["Enhancements to use described by more than what is printed on them"]
    return []


def _end_battle(context: EffectContext, effect: kinds.EndBattle) -> Done:
    """End the battle: its resolution begins (REG: End the Battle)."""
    return context.done(EndTheBattle(stalemate=effect.outcome == "stalemate"))


def _can_end_battle(context: EffectContext, effect: kinds.EndBattle) -> bool:  # noqa: ARG001 - the same shape
    return context.state.battle is not None


def _end_battle_unsupported(effect: kinds.EndBattle) -> list[str]:
    if effect.outcome not in ("", "stalemate"):
        return [f"a battle ended as {effect.outcome!r}"]
    return []


def _side_battle(context: EffectContext, effect: kinds.SideBattle) -> Done:
    """Two characters fight each other apart from the battle (REG: Side Battle).

    The player carrying the effect out chooses them, in play or in their own hand (the
    opponent named apart first: "the rescuing Hero"); with no valid target for one side the
    effect does nothing, and a player starts one side battle a turn. The side battle is
    fought by the numbers at once, as battle resolution judges a battle: each character's
    own numbers, the Enhancements it used in the suspended battle staying there; toughness
    0 or less, or an opposing strength at least its toughness it is not protected from,
    defeats it. The suspended battle then goes on where it was.
    """
    if not _may_side_battle(context):
        return context.done(fully=False)
    fighters: tuple[InstanceId, ...]
    if effect.against is None:
        fighters = pick(context, effect.target, IN_PLAY_OR_HAND, verb="fight each other")
    else:
        other = pick(context, effect.against, IN_PLAY_OR_HAND, verb="fight")
        fighters = other[:1]
        if fighters:
            fighters = (
                *pick(
                    context,
                    effect.target,
                    IN_PLAY_OR_HAND,
                    verb="fight",
                    barred=lambda card: card in other,
                ),
                *fighters,
            )
    if len(set(fighters)) != _FIGHTERS:
        return context.done(fully=False)
    defeated = _side_battle_defeated(context, fighters)
    in_hand = context.state.players[context.actor].hand
    home = tuple(card for card in fighters if card in in_hand and card not in defeated)
    op = SideBattleFought(context.actor, defeated, home)
    return context.done(op, cards=fighters)


_FIGHTERS: Final = 2
"""The characters of a side battle: one a side."""


def _may_side_battle(context: EffectContext) -> bool:
    """Whether a battle is under way to suspend and the actor started no side battle this turn."""
    state = context.state
    if state.battle is None:
        return False
    return not any(use.key == SIDE_BATTLE and use.player == context.actor for use in state.uses)


def _side_battle_defeated(
    context: EffectContext, fighters: tuple[InstanceId, ...]
) -> tuple[InstanceId, ...]:
    """The characters of a side battle its resolution discards (REG: Battle Resolution).

    Toughness 0 or less first, then the numbers, with protection and first strike as in any
    battle; a stalemate discards neither.
    """
    state = context.state
    low = tuple(card for card in fighters if numbers_of(state, card)[1] <= 0)
    if low:
        return low
    first, second = fighters
    fight = Battle(
        context.actor,
        context.actor,
        BattleKind.BATTLE_CHALLENGE,
        heroes=(first,),
        evil_characters=(second,),
    )
    return _DEFEATED_BY_SITUATION[battle_situation(state, fight)](first, second)


_DEFEATED_BY_SITUATION: Final[
    dict[Situation, Callable[[InstanceId, InstanceId], tuple[InstanceId, ...]]]
] = {
    Situation.WINNING: lambda _, second: (second,),
    Situation.LOSING: lambda first, _: (first,),
    Situation.MUTUAL_DESTRUCTION: lambda first, second: (first, second),
    Situation.STALEMATE: lambda _, __: (),
}
"""The side battle's characters a situation defeats, seen from the first one's side."""


def _can_side_battle(context: EffectContext, effect: kinds.SideBattle) -> bool:
    if not _may_side_battle(context):
        return False
    if effect.against is None:
        return len(context.candidates(effect.target, IN_PLAY_OR_HAND)) >= _FIGHTERS
    return context.any_candidate(effect.target, IN_PLAY_OR_HAND) and context.any_candidate(
        effect.against, IN_PLAY_OR_HAND
    )


def _side_battle_unsupported(effect: kinds.SideBattle) -> list[str]:
    target = effect.target
    if effect.against is None and (
        target.count.quantifier is not Quantifier.EXACTLY or target.count.number != _FIGHTERS
    ):
        return ["a side battle of other than two characters"]
    if effect.against is not None and (
        target.count.number != 1 or effect.against.count.number != 1
    ):
        return ["a side battle of other than two characters"]
    return []


def _begin_new_phase(context: EffectContext, effect: kinds.BeginNewPhase) -> Done:  # noqa: ARG001 - the same shape
    """Begin a new battle: the Battle Phase begins again after this battle.

    REG Begin a New Phase: once battle resolution is complete, or at once when the Field of
    Battle is empty; the active player may then attack again, or end the phase.
    """
    return context.done(BeginNewBattle())


def _can_begin_new_phase(context: EffectContext, effect: kinds.BeginNewPhase) -> bool:  # noqa: ARG001 - the same shape
    return context.state.battle is not None


def _begin_new_phase_unsupported(effect: kinds.BeginNewPhase) -> list[str]:
    if effect.phase != "battle" or effect.resumes:
        return [f"a new {effect.phase.replace('_', ' ')}"]
    return []


def _skip(context: EffectContext, effect: kinds.Skip) -> Done:
    """The player skips their next Battle Phase (REG: Restrict).

    The Discard Phase follows their Preparation Phase; the player the text names, else the
    one carrying the effect out.
    """
    players = context.players(effect.player) if effect.player is not None else (context.actor,)
    return context.done(SkipBattlePhase(players), players=players)


def _skip_unsupported(effect: kinds.Skip) -> list[str]:
    if effect.phase != "battle":
        return [f"a skip of a {effect.phase} phase"]
    return []


def _repeat(context: EffectContext, effect: kinds.Repeat) -> Done:
    """Carry out the effects before it again (REG: Repeat).

    "Up to 3 times": the player says how many at once; the number is then locked.
    """
    times = effect.times
    if effect.optional and times > 1:
        labels = [f"{count} time{'s' if count > 1 else ''}" for count in range(1, times + 1)]
        times = context.choose_option(labels, prompt="Repeat how many times") + 1
    return context.done(RepeatAbilities(times))


def _copy(context: EffectContext, effect: kinds.Copy) -> Done:
    """The copying card copies the target's special ability, which activates (REG: Copy).

    "Copy the last good Dominant played during this phase": the target is the card the
    phase's plays name, wherever it is now. "Banish a human from a discard pile to copy its
    special ability": the special ability of the card the effect before dealt with, added
    to this card while the copy lasts. A special ability that contains a copy effect
    cannot be targeted. The copied ability activates as the last part of the copy, with
    this card as its source; one the engine cannot carry out so is not carried out, and the
    game says why (:func:`~redemption_rules.effects.copies.copy_problem`).
    """
    cards = _copyable(context, effect)
    if not cards or context.source is None:
        return context.done(fully=False)
    ability_only = effect.ability_only or names_its_ability(effect.target)
    problem = copy_problem(
        context.state.card(context.source),
        context.state.card(cards[0]),
        ability_only=ability_only,
    )
    op = CopyAbility(cards[0], ability_only=ability_only)
    return context.done(op, cards=cards[:1], fully=problem is None)


def _copyable(context: EffectContext, effect: kinds.Copy) -> tuple[InstanceId, ...]:
    """The card the copy targets: the one named, unless its ability contains a copy effect."""
    if names_its_ability(effect.target):
        found = context.refer(_IT)
    else:
        found = pick(context, effect.target, verb="copy")
    return tuple(
        card
        for card in found
        if card != context.source and not has_copy_effect(context.state.card(card))
    )


_IT: Final = Selector(ref=Ref.IT)


def _can_copy(context: EffectContext, effect: kinds.Copy) -> bool:
    return bool(_copyable(context, effect))


def _copy_unsupported(effect: kinds.Copy) -> list[str]:
    """A copy of anything but the two read.

    One card named by the plays of the phase ("the last ..."), or the special ability of
    the card a cost before it dealt with ("banish ... to copy its special ability"), as the
    ability activates.
    """
    target = effect.target
    if names_its_ability(target):
        if effect.link is Link.TO and effect.trigger is None and effect.duration is None:
            return []
        return [f"effect {effect.kind!r}"]
    if (
        "last" not in target.qualifiers
        or target.ref is not None
        or target.parts
        or target.count != Count(Quantifier.EXACTLY, 1)
        or effect.ability_only
    ):
        return [f"effect {effect.kind!r}"]
    return []


def _prevent(context: EffectContext, effect: kinds.Prevent) -> Done:
    """Keep abilities from activating (REG: Prevent).

    Until the end of the phase, until the named number is reached, or as long as the text
    names: to the end of the turn or battle ("the next Enhancement opponent plays this
    battle"), some turns, the rest of the game, or while a condition holds ("while this
    Artifact is active"); REG: Duration.
    """
    target = effect.target
    named = negated_kinds(target)
    if named is not None:
        return _negate_kinds(context, effect, named, negates=False)
    if "last" in target.qualifiers:
        return _prevent_last(context, effect)
    following = "next" in target.qualifiers
    count = context.count_of(target) if following else None
    if _unheld(context, effect, ()):
        return context.done(fully=False)
    until = _until_of(effect) or Until.PHASE
    op = PreventPlays(count=count, played_after=following, until=until, turns=_turns_of(effect))
    return context.done(op)


def _prevent_last(context: EffectContext, effect: kinds.Prevent) -> Done:
    """Prevent the abilities of "the last Enhancement played", to the end of the phase.

    Or as long as the text names (REG: Duration).

    The card itself, not every card of its kind: an interrupted ability it names does not
    reactivate (REG: Interrupt, Prevent).
    """
    cards = pick(context, effect.target, verb="prevent")
    if not cards or _unheld(context, effect, cards):
        return context.done(fully=False)
    until = _until_of(effect) or Until.PHASE
    op = PreventPlays(until=until, turns=_turns_of(effect), cards=cards)
    return context.done(op, cards=cards)


def _select(context: EffectContext, effect: kinds.Select) -> Done:
    """The player selects brigades, for the rest of the ability (REG: Select).

    "Select an evil brigade (or two if ...)": any legal value of the attribute, each once;
    good gold and evil gold are two brigades. "Selected brigades" in the effects after it
    name those selected, as long as the effects last.
    """
    target = effect.target
    assert target is not None  # noqa: S101 - a selection of a player is not carried out
    if is_brigade_choice(target):
        return context.done(brigades=_choose_brigades(context, target))
    # cards: selecting one is not targeting it; the effects after it that act on it target
    # it, and a card protected from them is left alone then (REG: Select, Immune and Protect)
    shielded, context.shielded = context.shielded, frozenset()
    try:
        cards = pick(context, target, IN_PLAY, verb="select")
    finally:
        context.shielded = shielded
    return context.done(cards=cards, fully=bool(cards))


def _name_card(context: EffectContext, effect: kinds.NameCard) -> Done:
    """The player names a card, for the rest of the ability (REG: Name).

    Any card that exists in the game but a Lost Soul may be named. A name is offered as a
    card that bears it, one for each title fitting the words ("a Hero"), among the cards
    the player may see or owns: those face up on the playing surface and in discard piles,
    and those of their own hand, deck and Reserve. A card in an opponent's hidden place is
    never offered, since the offer would tell where it is; a name of no card here names no
    card here either, so naming one would do nothing. A player's own cards face down on the
    surface count as seen by them; their banish pile, face down, does not. Naming is not
    targeting: protection does not keep a card from being named.
    """
    state = context.state
    actor = context.actor
    target = effect.target
    bearers: dict[str, InstanceId] = {}
    for seat, zone, cards in state.all_zones():
        own = seat == actor and zone is not Zone.BANISH_PILE
        if not own and zone not in _SEEN_NAMEABLE:
            continue
        for card in cards:
            if not own and state.cards[card].face_down:
                continue
            definition = state.card(card)
            if definition.is_lost_soul or not context.matches(card, target):
                continue
            bearers.setdefault(same_name_key(definition.title), card)
    options = sorted(bearers.values(), key=lambda card: (state.card(card).title, card))
    chosen = context.choose_cards(options, 1, 1, prompt=f"Name {_article(_what(target))}")
    names = tuple(state.card(card).title for card in chosen)
    return context.done(names=names, fully=bool(names))


_SEEN_NAMEABLE: Final = frozenset({*SURFACE_ZONES, Zone.DISCARD_PILE})
"""The places whose face-up cards every player sees, and may name."""


def _article(words: str) -> str:
    return f"{'an' if words[:1].lower() in 'aeiou' else 'a'} {words}"


def _choose_brigades(context: EffectContext, target: Selector) -> tuple[SelectedBrigade, ...]:
    """The brigades the player selects, as many as *target* names, one question each."""
    options = _brigade_options(target.alignment)
    number = min(context.count_of(target) or 0, len(options))
    chosen: list[SelectedBrigade] = []
    while len(chosen) < number:
        left = [option for option in options if option not in chosen]
        labels = [_brigade_label(option, target.alignment) for option in left]
        prompt = f"Select {'an' if target.alignment is Alignment.EVIL else 'a'} brigade"
        chosen.append(left[context.choose_option(labels, prompt=prompt)])
    return tuple(chosen)


def _brigade_options(alignment: Alignment | None) -> list[SelectedBrigade]:
    """Every brigade of *alignment* (good ones, then evil ones, when None), by name."""
    sides = (Alignment.GOOD, Alignment.EVIL) if alignment is None else (alignment,)
    return [
        SelectedBrigade(side, brigade)
        for side in sides
        for brigade in sorted(
            GOOD_BRIGADES if side is Alignment.GOOD else EVIL_BRIGADES, key=lambda b: b.value
        )
    ]


def _brigade_label(option: SelectedBrigade, alignment: Alignment | None) -> str:
    """The name of a brigade offered: "good Gold" and "evil Gold" when both are offered."""
    name = option.brigade.value
    if alignment is None and option.brigade in GOOD_BRIGADES & EVIL_BRIGADES:
        return f"{option.alignment.value.lower()} {name}"
    return name


def _can_select(context: EffectContext, effect: kinds.Select) -> bool:  # noqa: ARG001 - the same shape
    return True  # every brigade is a legal value, in play or not


def _select_unsupported(effect: kinds.Select) -> list[str]:
    """A selection of a player, or of cards by another player.

    Cards named with no place of their own are the cards a look or reveal just showed
    (see :func:`redemption_rules.effects.cards.plan`); otherwise they would be any card
    on the playing surface but a Lost Soul, which is not carried out.
    """
    target = effect.target
    if effect.player is not None or target is None:
        return [f"effect {effect.kind!r}"]
    if is_brigade_choice(target):
        return []
    if effect.actor is not None or target.ref is not None:
        return [f"effect {effect.kind!r}"]
    placed = all(part.locations for part in (target.parts or (target,))) or bool(target.locations)
    return [] if placed or effect.link is Link.PAIRED else [f"effect {effect.kind!r}"]


def _protect(context: EffectContext, effect: kinds.Protect | kinds.Immune) -> Done:
    """Protect the cards named from what the effect names, to the end of the phase.

    Or as long as the text names: to the end of the turn or battle, some turns, the rest of
    the game, while a condition holds. REG: Immune and Protect; immune and protect effects
    are interchangeable. A character named by its type alone ("Hero is
    immune to ...") is the card's own character, as with first strike: the card itself, or
    the character using an Enhancement.
    """
    cards: tuple[InstanceId, ...]
    if _bare(effect.target) and effect.target.types:  # "Hero is immune to ...": its own
        holder = _holder(context, effect.target)
        cards = () if holder is None else (holder,)
    else:
        cards = pick(context, effect.target, verb="protect")
    if _unheld(context, effect, cards):
        return context.done(fully=False)
    until = _until_of(effect) or Until.PHASE
    against = effect.source
    brigades: tuple[SelectedBrigade, ...] = ()
    if against is not None and is_brigade_choice(against):
        # "immune to selected evil brigade": the player selects it now (REG: Select)
        brigades = _choose_brigades(context, against)
    op = ProtectCards(cards, until=until, turns=_turns_of(effect), brigades=brigades)
    return context.done(op, cards=cards)


def _can_protect(context: EffectContext, effect: kinds.Protect | kinds.Immune) -> bool:
    if _bare(effect.target) and effect.target.types:
        return _holder(context, effect.target) is not None
    return _has_targets(IN_PLAY)(context, effect)


def _protect_unsupported(effect: kinds.Protect | kinds.Immune) -> list[str]:
    """What a protect or immune record says that the handler does not carry out."""
    against = effect.source
    if against is None:
        return ["a protection from nothing named"]
    if against.abilities or "ability" in against.types:
        return []  # carried out by the protection machinery
    target = effect.target
    hidden = (TextZone.HAND, TextZone.DECK, TextZone.RESERVE)
    if any(
        loc.zone in hidden and not _whole_places(part)
        for part in (target, *target.parts)
        for loc in part.locations
    ):
        # "protect your hand": its cards; some cards of a hand are not what texts say
        return ["a protection of some cards of a hand, deck or Reserve"]
    if (
        target.ref is None
        and not target.names
        and target.count.quantifier is Quantifier.EXACTLY
        and target.count.number == 1
        and not (_bare(target) and target.types)
    ):
        # "Protect a Lost Soul from ...": which one is not said
        return ["a protection of one card named only by its kind"]
    return []


def _whole_places(selector: Selector) -> bool:
    """Whether *selector* names every card of its places ("your hand", "all decks").

    All cards, or all cards of the places, and nothing else said of them (as :func:`_bare`
    reads a selector).
    """
    return (
        selector.count.quantifier is Quantifier.ALL
        and set(selector.types) <= {"card"}
        and evolve(selector, count=kinds.EMPTY.count, types=(), locations=()) == kinds.EMPTY
    )


def _restrict(context: EffectContext, effect: kinds.Restrict) -> Done:
    """Keep the players named from playing the cards named, to the end of the phase.

    REG: Restrict. "Restrict [card type]" restricts every player; "opponent" in a game of
    more than two is the one the user picks. A duration the text gives replaces the end of
    the phase: "this turn", "this battle", "for 2 turns" (of each restricted player), the
    rest of the game, or while a condition holds, which does nothing if it does not hold
    as the ability activates.
    """
    if _unheld(context, effect, ()):
        return context.done(fully=False)
    named = effect.player
    if named is None:
        players = context.players(Player.ALL_PLAYERS)
    elif named is Player.OPPONENT:
        chosen = context.choose_player(context.opponents(), prompt="Choose whom to restrict")
        players = () if chosen is None else (chosen,)
    else:
        players = context.players(named)
    duration = effect.duration
    waits = duration is not None and duration.unit is DurationUnit.NEXT_BATTLE_PHASE
    until = Until.NEXT_BATTLE_PHASE if waits else _until_of(effect) or Until.PHASE
    return context.done(RestrictPlayers(players, until, _turns_of(effect)), players=players)


_RESTRICTED_PLAYERS: Final = frozenset(
    {
        Player.YOU,
        Player.OPPONENT,
        Player.OPPONENTS,
        Player.EACH_OPPONENT,
        Player.ALL_PLAYERS,
        Player.EACH_PLAYER,
    }
)
"""The players a restriction the handler carries out may name (or none: every player)."""
_RESTRICTED_TYPES: Final = frozenset({"Dominant", "Enhancement"})
"""The cards a restriction from playing the handler carries out may name."""


def _names_status(condition: Condition, status: Status) -> bool:
    """Whether *condition*, or one of those it joins, is that a card is in *status*."""
    if isinstance(condition, StatusIs):
        return condition.status is status
    if isinstance(condition, (AllOf, AnyOf)):
        return any(_names_status(part, status) for part in condition.conditions)
    if isinstance(condition, Not):
        return _names_status(condition.condition, status)
    return False


def _restrict_unsupported(effect: kinds.Restrict) -> list[str]:
    """What a restrict record says that the handler does not carry out."""
    if effect.action != "play":
        return [f"a restriction from {effect.action!r}"]
    if effect.player is not None and effect.player not in _RESTRICTED_PLAYERS:
        return [f"a restriction of player {effect.player.value!r}"]
    if isinstance(effect.condition, Not):
        # "unless a character is in battle": an exception while the restriction lasts, not
        # a condition read once as it activates
        return ["a restriction lasting unless a condition holds"]
    duration = effect.duration
    if (
        duration is not None
        and duration.unit is DurationUnit.NEXT_BATTLE_PHASE
        and duration.player is not None
    ):
        # "during your next battle phase": the engine waits for anyone's
        return ["a restriction during the next battle phase of a player named"]
    if (
        duration is not None
        and duration.unit is DurationUnit.WHILE
        and duration.until is not None
        and _names_status(duration.until, Status.EQUIPPED)
    ):
        # "While equipped, restrict ...": a character is seldom equipped as it enters
        # battle, and the restriction would begin once it is, which the engine does not
        return ["a restriction while its character is equipped"]
    target = effect.target
    if target is None:
        return ["a restriction from playing cards not named"]
    types = all_types(target)
    if not types or not types <= _RESTRICTED_TYPES or target.ref is not None:
        return ["a restriction from playing cards other than Dominants or Enhancements"]
    if target.qualifiers or any(part.qualifiers for part in target.parts):
        return ["a restriction from playing cards of a state"]
    if any(loc.zone is not TextZone.HAND for loc in target.locations):
        return ["a restriction from playing cards from a place other than hand"]
    return []


def _change_hand_size(context: EffectContext, effect: kinds.ChangeHandSize) -> Done:
    """Change the maximum hand size of the players named, to the end of the phase.

    REG: Change Hand Size. The maximum a player's hand may hold at the end of their Discard
    Phase starts at the ruleset's number; an increase or decrease alters it, a set replaces
    it whatever changes came before. The effect targets players and is ongoing: it lasts to
    the end of the phase in which it activates unless the text says how long, or while its
    Artifact, Site or Fortress stays in play (REG: Duration). "Opponent" in a game of more
    than two is the one the user picks.
    """
    if _unheld(context, effect, ()):
        return context.done(fully=False)
    players: tuple[PlayerId, ...]
    if effect.player is Player.OPPONENT:
        chosen = context.choose_player(context.opponents(), prompt="Choose whose hand size")
        players = () if chosen is None else (chosen,)
    else:
        players = context.players(effect.player)
    until = _until_of(effect) or Until.PHASE
    return context.done(ResizeHands(players, until, _turns_of(effect)), players=players)


def _change_hand_size_unsupported(effect: kinds.ChangeHandSize) -> list[str]:
    """What a change hand size record says that the handler does not carry out."""
    if effect.player not in _RESTRICTED_PLAYERS | {Player.HOLDER}:
        return [f"a change of hand size of player {effect.player.value!r}"]
    if effect.set_to is None and not effect.amount:
        return ["a change of hand size by nothing"]
    return []


def _rescue(context: EffectContext, effect: kinds.Rescue) -> Done:
    """Rescue a Lost Soul from an opponent's Land of Bondage (REG: Rescue)."""
    places: list[Place] = [(p, Zone.LAND_OF_BONDAGE) for p in context.opponents()]
    shared = context.shared
    if _rescues_no_more(context):
        return context.done(fully=False)
    if shared is not None:
        souls = tuple(c for c in shared if context.where(c) in places)
    else:
        found = context.candidates(effect.target, places=places)
        found = tuple(card for card in found if card not in context.shielded)
        number = context.count_of(effect.target) or 1
        souls = context.choose_cards(found, number, number, prompt="Choose a Lost Soul to rescue")
    return context.done(
        *(RescueSoul(soul, context.actor) for soul in souls), cards=souls, fully=bool(souls)
    )


def _convert(context: EffectContext, effect: kinds.Convert) -> Done:
    """Convert characters to the other alignment, or the one the text names (REG: Convert).

    Only human characters are targeted unless the text names non-humans, in play or a
    set-aside area. Each becomes a Hero or an Evil Character of the brigade the text names,
    or of a brigade of its new alignment its converter picks; nothing else of it changes.
    Converted "this turn" or "for remainder of battle", it is again what it was when that
    ends; so it is as a "while" it lasts under no longer holds ("Place on a human: Convert
    human to an orange Evil Character": while the card stays on that human, REG: Colon,
    Place), and it is not converted if that does not hold as the effect activates.
    """
    if _to_meek(effect.into):
        return _convert_to_meek(context, effect)
    until = _until_of(effect)
    until = until if until in _TAKE_UNTIL or until is Until.WHILE else None
    cards = pick(context, _as_characters(effect.target), verb="convert")
    cards = tuple(
        card
        for card in cards
        if _is_character(context, card) and _convertible(context, card, effect.target)
    )
    if until is Until.WHILE and _unheld(context, effect, cards):
        return context.done(fully=False)
    ops: list[Op] = []
    for card in cards:
        current = context.state.cards[card].identity
        assert current is not None  # noqa: S101 - a character on the surface
        identity = _converted_to(effect.into, current)
        brigades = _converted_brigades(context, effect.into, identity)
        ops.append(ConvertCard(card, identity, brigades, until, _turns_of(effect)))
    return context.done(*ops, cards=cards, fully=_fully(context, effect.target, cards))


def _gain(context: EffectContext, effect: kinds.Gain) -> Done:
    """Characters gain the brigades named, beside their own (REG: Gain).

    Only characters are targeted, in play or a set-aside area unless the text says where;
    one that already has every brigade named would not change and is no target. The gain is
    permanent: the brigades stay while the character stays on the playing surface; or, under
    a "while" ("Place this on your disciple: It gains clay brigade": while the card stays on
    it, REG: Colon, Place), until that no longer holds, and none if it does not hold now.
    """
    gained = tuple(effect.gained.brigades)
    cards = pick(
        context,
        _as_characters(effect.target),
        verb="give a brigade",
        barred=lambda card: not _would_gain(context, card, gained),
    )
    until = _until_of(effect)
    if until is not Until.WHILE:
        until = None
    elif _unheld(context, effect, cards):
        return context.done(fully=False)
    ops = [GainBrigades(card, gained, until) for card in cards]
    return context.done(*ops, cards=cards, fully=_fully(context, effect.target, cards))


def _would_gain(context: EffectContext, card: InstanceId, gained: tuple[Brigade, ...]) -> bool:
    """Whether *card* is a character a gain of *gained* would change (REG: Gain)."""
    if not _is_character(context, card):
        return False
    return not set(gained) <= Scope(context.state, context.controller).brigades(card)


def _can_gain(context: EffectContext, effect: kinds.Gain) -> bool:
    gained = tuple(effect.gained.brigades)
    return any(
        _would_gain(context, card, gained)
        for card in context.candidates(_as_characters(effect.target), IN_PLAY)
    )


def _gain_unsupported(effect: kinds.Gain) -> list[str]:
    """What a gain record says that the handler does not carry out: all but brigades."""
    gained = effect.gained
    if effect.ability is not None or "ability" in gained.types:
        return ["a gain of an ability"]
    if not gained.brigades or gained != Selector(count=gained.count, brigades=gained.brigades):
        return ["a gain of other than brigades"]
    return []


def _convert_to_meek(context: EffectContext, effect: kinds.Convert) -> Done:
    """Characters take their meek identity ("convert this card to meek"; REG: Meek, Convert).

    Only a character on the surface with a meek identity it does not have yet is a target;
    as a cost ("... to meek to draw 2") the benefit follows only if it took it.
    """
    cards = pick(context, _as_characters(effect.target), verb="convert")
    cards = tuple(card for card in cards if _can_be_meek(context, card, effect.target))
    return context.done(
        *(ConvertToMeek(card) for card in cards),
        cards=cards,
        fully=bool(cards) and _fully(context, effect.target, cards),
    )


def _to_meek(into: Selector | None) -> bool:
    """Whether a convert is "to meek" and nothing more."""
    return into is not None and into == _MEEK


_MEEK: Final = Selector(count=ONE, qualifiers=("meek",))


def _can_be_meek(context: EffectContext, card: InstanceId, target: Selector) -> bool:
    """Whether *card* can take a meek identity (REG: Convert).

    A character on the surface that has one and is not meek yet: the target must have an
    inactive meek identity.
    """
    return (
        _is_character(context, card)
        and not context.state.cards[card].meek
        and context.state.card(card).has_meek_side
        and _convertible(context, card, target)
    )


def _convertible(context: EffectContext, card: InstanceId, target: Selector) -> bool:
    """A human, unless the text names non-humans (REG: Convert)."""
    if "non_human" in target.qualifiers or set(target.identifiers) & _NON_HUMANS:
        return True
    return has_identifier(context.state.card(card), "human")


_NON_HUMANS: Final = frozenset({"angel", "demon", "beast", "animal"})


def _converted_to(into: Selector | None, current: CardType) -> CardType:
    """The character type a convert makes.

    The one named, or the one of its brigade's alignment, else the opposite of the current.
    """
    other = CardType.HERO if current is CardType.EVIL_CHARACTER else CardType.EVIL_CHARACTER
    if into is None:
        return other
    if "Hero" in into.types:
        return CardType.HERO
    if "Evil Character" in into.types:
        return CardType.EVIL_CHARACTER
    colours = set(into.brigades)
    if colours and colours <= GOOD_BRIGADES and not colours & EVIL_BRIGADES:
        return CardType.HERO
    if colours and colours <= EVIL_BRIGADES and not colours & GOOD_BRIGADES:
        return CardType.EVIL_CHARACTER
    return other


def _converted_brigades(
    context: EffectContext, into: Selector | None, identity: CardType
) -> tuple[Brigade, ...]:
    """The brigades named, or one of the new alignment's the converter picks."""
    if into is not None and into.brigades:
        return tuple(into.brigades)
    legal = GOOD_BRIGADES if identity is CardType.HERO else EVIL_BRIGADES
    options = sorted(legal - {Brigade.MULTI}, key=lambda brigade: brigade.value)
    chosen = context.choose_option(
        [brigade.value for brigade in options], prompt="Choose the brigade it converts to"
    )
    return (options[chosen],)


def _shuffle_unsupported(effect: kinds.Shuffle) -> list[str]:
    if effect.into is not None:
        # "Shuffle this card into that pile": the handler shuffles into the owner's deck
        return ["a shuffle into a pile other than a deck"]
    return []


def _convert_unsupported(effect: kinds.Convert) -> list[str]:
    into = effect.into
    if into is None:
        return []
    if _to_meek(into):
        if effect.target.ref is not Ref.THIS_CARD:
            # another card's convert leaves it its own identity's numbers (REG: Convert)
            return ["a convert of another card to meek"]
        return [] if effect.duration is None else ["a convert to meek for a while"]
    plain = evolve(into, count=ONE, types=(), brigades=())
    kinds_named = set(into.types) - {"Hero", "Evil Character", "character"}
    if kinds_named or plain != Selector(count=ONE):
        # "convert this card to meek", "to an Artifact"
        return ["a convert to more than a character's alignment and brigade"]
    return []


def _can_convert(context: EffectContext, effect: kinds.Convert) -> bool:
    if _to_meek(effect.into):
        if effect.target.ref is Ref.THIS_CARD:
            source = context.source
            return source is not None and _can_be_meek(context, source, effect.target)
        return any(
            _can_be_meek(context, card, effect.target)
            for card in context.candidates(_as_characters(effect.target), IN_PLAY)
        )
    return any(
        _is_character(context, card) and _convertible(context, card, effect.target)
        for card in context.candidates(_as_characters(effect.target), IN_PLAY)
    )


def _capture(context: EffectContext, effect: kinds.Capture) -> Done:
    """Take characters captive (REG: Capture).

    Only characters are targeted, in play or a set-aside area unless the text says where.
    They go to the Land of Bondage of the player carrying the effect out, or of the player
    the text names ("to a player", "to opponent's Land of Bondage"), whom that player picks
    when the text leaves a choice.
    """
    captors = _captors(context, effect.destination)
    if not captors:
        return context.done(fully=False)
    cards = pick(context, _as_characters(effect.target), verb="capture")
    cards = tuple(card for card in cards if _is_character(context, card))
    if not cards:
        return context.done(fully=False)
    player = context.choose_player(captors, prompt="Choose whose Land of Bondage")
    assert player is not None  # noqa: S101 - there is a captor
    captures = [CaptureCard(card, player) for card in cards]
    return context.done(
        *captures, cards=cards, players=(player,), fully=_fully(context, effect.target, cards)
    )


def _release(context: EffectContext, effect: kinds.Release) -> Done:
    """Free captured characters, Lost Souls held in Sites, characters held or set aside.

    A captured character is a character again, in its owner's territory; a Lost Soul held
    in a Site goes to its player's Land of Bondage; a character held in a Fortress or in a
    set-aside area goes to the territory of the player whose Fortress or set-aside area it
    is in (REG: Release). Nothing else is a target: a release would not change where it is.
    """
    cards = tuple(
        c for c in pick(context, effect.target, verb="release") if _releasable(context, c)
    )
    moves: list[Op] = []
    for card in cards:
        instance = context.state.cards[card]
        if instance.captured is not None:
            moves.append(MoveCard(card, instance.owner, Zone.TERRITORY, identity=instance.captured))
            continue
        player, _ = context.where(card)
        assert player is not None  # noqa: S101 - held or set aside: a player's zone
        if instance.identity is CardType.LOST_SOUL:
            moves.append(MoveCard(card, player, Zone.LAND_OF_BONDAGE))
        else:
            moves.append(MoveCard(card, player, Zone.TERRITORY))
    return context.done(*moves, cards=cards, fully=_fully(context, effect.target, cards))


def _releasable(context: EffectContext, card: InstanceId) -> bool:
    instance = context.state.cards[card]
    if instance.captured is not None:
        return True
    if instance.identity is CardType.LOST_SOUL:
        return instance.held_by is not None
    held_or_aside = instance.held_by is not None or context.where(card)[1] is Zone.SET_ASIDE
    return held_or_aside and _is_character(context, card)


def _can_release(context: EffectContext, effect: kinds.Release) -> bool:
    if effect.target.ref is not None:
        return True
    return any(_releasable(context, c) for c in context.candidates(effect.target, IN_PLAY))


def _release_unsupported(effect: kinds.Release) -> list[str]:
    if effect.destination is not None:
        return ["a release to a place the text names"]
    return []


def _transfer(context: EffectContext, effect: kinds.Transfer) -> Done:
    """Move captured characters to an opponent's Land of Bondage (REG: Transfer).

    The targets are the captured characters the player carrying it out holds (in their Land
    of Bondage, or held in a Site of theirs) unless the text says otherwise; they go to an
    opponent's Land of Bondage, the one the player picks in a game of more than two, still
    captured, and that opponent becomes their permanent controller.
    """
    receivers = context.opponents()
    cards = pick(
        context,
        _transferred(effect.target),
        verb="transfer",
        barred=lambda card: not _own_captive(context, card),
    )
    if not cards or not receivers:
        return context.done(fully=False)
    player = context.choose_player(receivers, prompt="Choose whose Land of Bondage")
    assert player is not None  # noqa: S101 - there is an opponent
    moves = [MoveCard(card, player, Zone.LAND_OF_BONDAGE) for card in cards]
    return context.done(
        *moves, cards=cards, players=(player,), fully=_fully(context, effect.target, cards)
    )


def _transferred(target: Selector) -> Selector:
    """*target* without "from your territory": where the captives are by default."""
    return evolve(target, locations=()) if target.locations else target


def _own_captive(context: EffectContext, card: InstanceId) -> bool:
    """Whether *card* is a captured character the player carrying the effect out holds."""
    player, zone = context.where(card)
    held = zone is Zone.LAND_OF_BONDAGE or (
        zone is Zone.TERRITORY and context.state.cards[card].held_by is not None
    )
    return context.state.cards[card].captured is not None and player == context.actor and held


def _can_transfer(context: EffectContext, effect: kinds.Transfer) -> bool:
    return bool(context.opponents()) and any(
        _own_captive(context, card)
        for card in context.candidates(_transferred(effect.target), IN_PLAY)
    )


_TO_OPPONENT: Final = frozenset({Player.OPPONENT, Player.OPPONENTS, Player.EACH_OPPONENT})


def _transfer_unsupported(effect: kinds.Transfer) -> list[str]:
    """What a transfer record says that the handler does not carry out."""
    target = effect.target
    if "captured" not in target.qualifiers or target.parts or target.ref is not None:
        return ["a transfer of other than captured characters named"]
    own = (TextZone.TERRITORY, TextZone.LAND_OF_BONDAGE)
    if any(loc.zone not in own or loc.owner not in (None, Player.YOU) for loc in target.locations):
        return ["a transfer from a place other than the player's own"]
    destination = effect.destination
    if destination is None:
        return []
    to_bondage = destination.zone in (TextZone.LAND_OF_BONDAGE, TextZone.PLAY)
    if not to_bondage or destination.owner not in _TO_OPPONENT:
        return [f"a transfer to place {destination.zone.value!r} not an opponent's"]
    return []


def _captors(context: EffectContext, destination: Location | None) -> tuple[PlayerId, ...]:
    """The players whose Land of Bondage may receive the captives."""
    if destination is None:
        return (context.actor,)
    return context.players(destination.owner)


def _as_characters(selector: Selector) -> Selector:
    """*selector* read as characters: "capture a human" names human characters."""
    if selector.parts:
        return evolve(selector, parts=tuple(_as_characters(part) for part in selector.parts))
    if selector.types or selector.ref is not None:
        return selector
    return evolve(selector, types=("character",))


def _is_character(context: EffectContext, card: InstanceId) -> bool:
    """Whether *card* is a Hero or an Evil Character on the playing surface."""
    identity = context.state.cards[card].identity
    return identity is not None and identity.is_character and context.on_surface(card)


def _capture_unsupported(effect: kinds.Capture) -> list[str]:
    destination = effect.destination
    if destination is None or destination.zone in (TextZone.PLAY, TextZone.LAND_OF_BONDAGE):
        return []
    # "take any demon prisoner and place in your Tartaros site"
    return [f"a capture to place {destination.zone.value!r}"]


def _can_capture(context: EffectContext, effect: kinds.Capture) -> bool:
    return bool(_captors(context, effect.destination)) and any(
        _is_character(context, card)
        for card in context.candidates(_as_characters(effect.target), IN_PLAY)
    )


def _heal(context: EffectContext, effect: kinds.Heal) -> Done:
    """Heal the characters named (REG: Heal): their decreases end.

    Only a healable character is targeted: one being discarded, which then goes to its
    owner's territory instead, or one poisoned, diseased or paralyzed, which is no longer.
    "Any" heals one.
    A character's own heal activates only in battle, unless it is territory class (REG:
    Heal, Special Conditions); elsewhere it heals nothing.
    """
    if not _may_heal(context):
        return context.done(fully=False)
    cards = pick(context, _healable(effect.target), verb="heal")
    return context.done(HealCards(cards), cards=cards, fully=bool(cards))


def _may_heal(context: EffectContext) -> bool:
    """Whether the card carrying a heal out may heal here (REG: Heal, Special Conditions).

    A character's heal activates only while it is in battle, unless it is territory class.
    """
    source = context.source
    if source is None or context.identity(source) not in (CardType.HERO, CardType.EVIL_CHARACTER):
        return True
    if CardClass.TERRITORY in context.state.card(source).classes:
        return True
    return context.where(source)[1] is Zone.FIELD_OF_BATTLE


def _healable(selector: Selector) -> Selector:
    """*selector* narrowed to healable characters; "any" names one of them (REG: Heal)."""
    cached = _HEALABLE.get(id(selector))
    if cached is not None and cached[0] is selector:
        return cached[1]
    if selector.parts:
        narrowed = evolve(selector, parts=tuple(_healable(part) for part in selector.parts))
    else:
        narrowed = evolve(selector, qualifiers=(*selector.qualifiers, "healable"))
        if narrowed.count.quantifier is Quantifier.ANY and narrowed.count.number is None:
            narrowed = evolve(narrowed, count=ONE)
    _HEALABLE[id(selector)] = (selector, narrowed)
    return narrowed


_HEALABLE: dict[int, tuple[Selector, Selector]] = {}
"""Selectors narrowed by :func:`_healable`, by the id of the selector (kept with it)."""

_CONDITIONS_HEALED: Final = ("poison", "disease", "paraly")
"""Word stems of the conditions a heal ends, named in its target (REG: Heal)."""


def _heal_unsupported(effect: kinds.Heal) -> list[str]:
    """What of a heal is not carried out.

    A target that names poison, disease or paralysis but "who has been poisoned or
    diseased" (a qualifier tested): the words are not tested. "Except by" some
    cards that are not characters ("being discarded, except by a dominant"): what discards
    the character is not told apart.
    """
    found = []
    words = [w for w in _words_of(effect.target) if w != POISONED_OR_DISEASED]
    if any(stem in word for word in words for stem in _CONDITIONS_HEALED):
        found.append("a heal of poison, disease or paralysis")
    if any(not _names_characters(exception) for exception in _exceptions_of(effect.target)):
        found.append("a heal except from a discard by some cards")
    return found


def _words_of(selector: Selector) -> list[str]:
    words = [*selector.qualifiers, *selector.types, *selector.identifiers]
    for part in selector.parts:
        words += _words_of(part)
    return [word.lower() for word in words]


def _exceptions_of(selector: Selector) -> list[Selector]:
    found = list(selector.exceptions)
    for part in selector.parts:
        found += _exceptions_of(part)
    return found


def _names_characters(selector: Selector) -> bool:
    """Whether *selector* could name a character: no type words, or a character's."""
    return not selector.types or any(
        word in ("Hero", "Evil Character", "character") for word in selector.types
    )


# == whether an effect could do anything ========================================================


def _has_targets(default: str) -> Callable[[EffectContext, Any], bool]:
    def check(context: EffectContext, effect: Any) -> bool:  # noqa: ANN401 - the effect record
        target = getattr(effect, "target", None)
        if target is None:
            return True
        if target.ref is not None or context.paired:
            return True
        if target.count.quantifier is Quantifier.ALL_BUT:
            return context.any_candidate(target, default, more_than=target.count.number or 0)
        return context.any_candidate(target, default)

    return check


def _can_draw(context: EffectContext, effect: kinds.Draw) -> bool:
    player = context.players(effect.player)[0] if effect.player is not None else context.actor
    return bool(context.state.players[player].deck)


def _can_search(context: EffectContext, effect: kinds.Search) -> bool:
    target = effect.target or _ANY_CARD
    for location in effect.locations:
        for place in context.places(_located(target, location), IN_PLAY):
            if context.cards_in(place):
                return True
    return False


def _can_band(context: EffectContext, effect: kinds.Band) -> bool:
    return _assisted(context, effect) and bool(_band_candidates(context, effect))


def _rescues_no_more(context: EffectContext) -> bool:
    """Whether the card is played in a battle whose rescue attempt a card played succeeded.

    No card played in it rescues again, battle resolution included (REG: Rescue Attempt):
    one in the battle, played in it, or in hand to be played now, while the battle is on.
    """
    battle = context.state.battle
    source = context.source
    if battle is None or not battle.rescued or source is None:
        return False
    since = context.since
    if since is not None and since > context.state.serial:  # weighed before it is played
        return source in battle.cards() or context.where(source)[1] is Zone.HAND
    return in_battle_or_played_there(battle, context.state.played, source, since)


def _can_rescue(context: EffectContext, effect: kinds.Rescue) -> bool:
    if _rescues_no_more(context):
        return False
    places: list[Place] = [(p, Zone.LAND_OF_BONDAGE) for p in context.opponents()]
    return any(
        context.matches(card, effect.target) and card not in context.shielded
        for place in places
        for card in context.cards_in(place)
    )


def _can_show(context: EffectContext, effect: Any) -> bool:  # noqa: ANN401 - look or reveal
    """Whether there is anything to look at or reveal.

    A reveal of cards named or counted from the actor's own hand ("reveal Son of God from
    hand", "reveal a good Dominant from hand") needs such cards there: the actor knows
    their hand. A look or reveal targets the cards it
    shows, so one whose cards are all protected from it has nothing to show (REG: Look).
    """
    target: Selector = effect.target
    if target.ref is not None:
        return True
    places = context.places(target, IN_HAND)
    if effect.kind == "reveal" and _names_from_own_hand(context, target, places):
        return context.any_candidate(target, IN_HAND)
    wanted = _counted_from_own_hand(context, target) if effect.kind == "reveal" else None
    if wanted is not None:  # "reveal a good Dominant from hand": one there to reveal
        return len(context.candidates(target, IN_HAND, places=places)) >= wanted
    shielded = context.shielded
    return any(card not in shielded for place in places for card in context.cards_in(place))


def _names_from_own_hand(context: EffectContext, target: Selector, places: list[Place]) -> bool:
    """Whether *target* names cards by name, all in the actor's hand."""
    parts = target.parts or (target,)
    return (
        bool(places)
        and all(place == (context.actor, Zone.HAND) for place in places)
        and all(part.names and part.ref is None for part in parts)
    )


def _can_ignore(context: EffectContext, effect: kinds.Ignore) -> bool:
    return _ignoring(context, effect) and context.any_candidate(
        _withdraw_of(effect).target, IN_BATTLE
    )


def _can_heal(context: EffectContext, effect: kinds.Heal) -> bool:
    return _may_heal(context) and context.any_candidate(_healable(effect.target))


def _always(context: EffectContext, effect: Effect) -> bool:  # noqa: ARG001 - the same shape
    return True


def _rule(context: EffectContext, effect: kinds.Rule) -> Done:  # noqa: ARG001 - the same shape
    """Rules text the engine follows by itself: nothing is left to do as it activates.

    See :func:`_rule_unsupported` for the sentences it follows.
    """
    return context.done()


def _taunt(context: EffectContext, effect: kinds.Taunt) -> Done:  # noqa: ARG001 - the same shape
    """The Evil Character has won its taunt battle challenge (REG: Taunt).

    The challenge is a game rule the engine plays (``fight.taunt``), and the win sets off
    the activation this record opens: the payoff's effects follow it there, each carried out
    by its own handler. Nothing is left to do for the identifier itself.
    """
    return context.done()


def _taunt_unsupported(effect: kinds.Taunt) -> list[str]:
    """A taunt read from ability text ("Taunt a Hero"), with no payoff in parentheses."""
    return [] if effect.payoff is not None else ["a taunt with no payoff in parentheses"]


_USED_AS: Final = frozenset({"Enhancement", "Artifact"})
"""The types "Use as an Enhancement or an Artifact" names: a Covenant's or a Curse's two
identities, which the engine lets the card take either way (REG: Covenant, Curse)."""
_LOST_SOULS: Final = Selector(count=Count(quantifier=Quantifier.ALL), types=("Lost Soul",))
""""The Lost Soul(s) remains in play": every Lost Soul."""


def _rule_unsupported(effect: kinds.Rule) -> list[str]:
    """The rules text the engine does not follow by itself.

    It follows "Use as an Enhancement or an Artifact" (a card with both identities may be
    played as either; the card list's check of the identities is the static check's) and
    "The Lost Soul(s) remains in play" (the Lost Souls held in a Site that leaves play go
    to the Land of Bondage: REG Site).
    """
    target = effect.target
    if effect.rule == "use_as" and target is not None and target.join is Join.OR:
        named = [type_ for part in target.parts for type_ in part.types]
        if (
            len(named) == len(_USED_AS)
            and set(named) == _USED_AS
            and all(part == Selector(count=part.count, types=part.types) for part in target.parts)
        ):
            return []
    if effect.rule == "remains_in_play" and target == _LOST_SOULS:
        return []
    return [f"rule {effect.rule!r}"]


def _create_token(context: EffectContext, effect: kinds.CreateToken) -> Done:
    """Create Lost Soul tokens in a Land of Bondage, or character tokens (REG: Create a Token).

    The tokens are owned by the player carrying out the effect; "opponent's Land of
    Bondage" is one opponent's, "a Land of Bondage" any player's, chosen by that player.
    A Hero or Evil Character token, of the numbers and identifiers the creating card's
    "Token" identifier gives, is created in the territory of the player carrying out the
    effect ("unless otherwise specified"). The engine takes them from the records it
    reserved for that player (see :mod:`redemption_rules.effects.tokens`).
    """
    source = context.source
    destination = effect.destination
    count = token_count(effect)
    if source is None or count is None:
        return context.done(fully=False)
    definition = token_definition(context.state.card(source), effect)
    if definition is None:
        return context.done(fully=False)
    if definition.types[0] in (CardType.HERO, CardType.EVIL_CHARACTER):
        actor = context.actor
        create = CreateTokens(source, definition.key, count, actor, Zone.TERRITORY, actor)
        return context.done(create, players=(actor,))
    if destination is None:
        return context.done(fully=False)
    player = context.choose_player(
        context.players(destination.owner), prompt="Choose whose Land of Bondage"
    )
    if player is None:
        return context.done(fully=False)
    create = CreateTokens(
        source, definition.key, count, player, Zone.LAND_OF_BONDAGE, context.actor
    )
    return context.done(create, players=(player,))


def _create_token_unsupported(effect: kinds.CreateToken) -> list[str]:
    """What a create a token record says that the handler does not carry out."""
    problem = token_problem(effect)
    return [] if problem is None else [problem]


HANDLERS: Final[dict[str, Any]] = {
    "discard": _mover(Zone.DISCARD_PILE, verb="discard"),
    "banish": _mover(Zone.BANISH_PILE, verb="remove from the game"),
    "topdeck": _mover(Zone.DECK, position=Position.TOP, verb="put on top of its deck"),
    "underdeck": _mover(Zone.DECK, position=Position.BOTTOM, verb="put under its deck"),
    "bounce": _mover(Zone.HAND, verb="return to hand"),
    "reserve": _mover(Zone.RESERVE, verb="put in Reserve"),
    "withdraw": _withdraw,
    "resurrect": _resurrect,
    "shuffle": _shuffle,
    "take": _take,
    "set_aside": _set_aside,
    "paralyze": _paralyze,
    "give": _give,
    "place": _place,
    "draw": _draw,
    "look": _look,
    "reveal": _reveal,
    "search": _search,
    "play": _play,
    "equip": _equip,
    "toss": _toss,
    "activate_artifact": _activate,
    "activate_ability": _activate,
    "deactivate": _deactivate,
    "band": _band,
    "add_to_battle": _add_to_battle,
    "present": _present,
    "exchange": _exchange,
    "increase": _changer(1),
    "decrease": _changer(-1),
    "negate": _negate,
    "interrupt": _interrupt,
    "repeat": _repeat,
    "copy": _copy,
    "redirect": _redirect,
    "choose_opponent": _choose_opponent,
    "first_strike": _first_strike,
    "set_numbers": _set_numbers,
    "site_access": _site_access,
    "prevent": _prevent,
    "select": _select,
    "name_card": _name_card,
    "protect": _protect,
    "immune": _protect,
    "rescue": _rescue,
    "capture": _capture,
    "release": _release,
    "end_battle": _end_battle,
    "side_battle": _side_battle,
    "begin_new_phase": _begin_new_phase,
    "skip": _skip,
    "convert": _convert,
    "heal": _heal,
    "ignore": _ignore,
    "use_other_enhancements": _use_other,
    "hold": _hold,
    "restrict": _restrict,
    "change_hand_size": _change_hand_size,
    "transfer": _transfer,
    "gain": _gain,
    "poison": _poison,
    "disease": _disease,
    "rule": _rule,
    "taunt": _taunt,
    "create_token": _create_token,
}
"""Handlers by effect kind."""

CHECKS: Final[dict[str, Any]] = {
    "discard": _has_targets(IN_PLAY),
    "banish": _has_targets(IN_PLAY),
    "topdeck": _has_targets(IN_PLAY),
    "underdeck": _has_targets(IN_PLAY),
    "bounce": _has_targets(IN_PLAY),
    "reserve": _has_targets(IN_PLAY),
    "withdraw": _can_withdraw,
    "resurrect": _can_resurrect,
    "shuffle": _has_targets(IN_PLAY),
    "take": _can_take,
    "set_aside": partial(_has_own_or_named, default=IN_PLAY_ONLY),
    "paralyze": _can_paralyze,
    "give": _can_give,
    "place": _can_place,
    "draw": _can_draw,
    "look": _can_show,
    "reveal": _can_show,
    "search": _can_search,
    "play": _can_play,
    "equip": _can_equip,
    "toss": _can_toss,
    "activate_artifact": _can_activate,
    "deactivate": _can_deactivate,
    "activate_ability": _can_activate,
    "band": _can_band,
    "add_to_battle": _can_add,
    "present": _can_present,
    "exchange": _can_exchange,
    "increase": _has_targets(IN_PLAY),
    "decrease": _has_targets(IN_PLAY),
    "negate": _can_negate,
    "interrupt": _can_interrupt,
    "repeat": _always,
    "copy": _can_copy,
    "redirect": _has_targets(IN_BATTLE),
    "choose_opponent": _can_choose_opponent,
    "first_strike": _has_own_or_named,
    "set_numbers": _has_own_or_named,
    "site_access": _has_own_or_named,
    "prevent": _always,
    "select": _can_select,
    "name_card": _always,
    "protect": _can_protect,
    "immune": _can_protect,
    "rescue": _can_rescue,
    "capture": _can_capture,
    "release": _can_release,
    "end_battle": _can_end_battle,
    "side_battle": _can_side_battle,
    "begin_new_phase": _can_begin_new_phase,
    "skip": _always,
    "convert": _can_convert,
    "heal": _can_heal,
    "ignore": _can_ignore,
    "use_other_enhancements": _can_use_other,
    "hold": _can_hold,
    "restrict": _always,
    "change_hand_size": _always,
    "transfer": _can_transfer,
    "gain": _can_gain,
    "poison": _has_targets(IN_PLAY),
    "disease": _has_targets(IN_PLAY),
    "rule": _always,
    "create_token": _always,
}
"""Whether each effect could do anything now, by kind."""


def _search_unsupported(effect: kinds.Search) -> list[str]:
    """A search that names no card to search for is not carried out.

    "Search opponent's discard pile and select one good enhancement and add it to your
    hand": what is searched for is in the effects after it, which the engine does not join
    to the search (REG: Search: the cards searched for are taken).
    """
    return ["a search for no card named"] if effect.target is None else []


def _prevent_unsupported(effect: kinds.Prevent) -> list[str]:
    """A prevent of a number of cards named by what they are, not the next or last ones.

    "Prevent one enhancement used by an evil Pharisee": the REG says a prevent of a limited
    number of targets lasts until it reaches its limit; the engine counts only "the next"
    cards played, and would prevent every such card to the end of the phase.
    """
    target = effect.target
    count = target.count
    if (
        count.quantifier is not Quantifier.EXACTLY
        or count.number is None
        or target.ref is not None
        or target.names
        or target.abilities
        or _said_of_any(target, "next")
        or _said_of_any(target, "last")
    ):
        return []
    return ["a prevent of a number of cards not the next ones played"]


def _said_of_any(selector: Selector, qualifier: str) -> bool:
    """Whether *selector* or one of its parts says *qualifier* ("the next evil card")."""
    return qualifier in selector.qualifiers or any(
        _said_of_any(part, qualifier) for part in selector.parts
    )


UNSUPPORTED: Final[dict[str, Any]] = {
    "search": _search_unsupported,
    "prevent": _prevent_unsupported,
    "taunt": _taunt_unsupported,
    "equip": _equip_unsupported,
    "toss": _toss_unsupported,
    "activate_artifact": _activate_unsupported,
    "activate_ability": _activate_unsupported,
    "take": _take_unsupported,
    "set_aside": _set_aside_unsupported,
    "place": _place_unsupported,
    "increase": _change_unsupported,
    "decrease": _change_unsupported,
    "exchange": _exchange_unsupported,
    "select": _select_unsupported,
    "protect": _protect_unsupported,
    "immune": _protect_unsupported,
    "heal": _heal_unsupported,
    "capture": _capture_unsupported,
    "convert": _convert_unsupported,
    "shuffle": _shuffle_unsupported,
    "band": _band_unsupported,
    "withdraw": _withdraw_unsupported,
    "ignore": _ignore_unsupported,
    "interrupt": _interrupt_unsupported,
    "redirect": _redirect_unsupported,
    "choose_opponent": _choose_opponent_unsupported,
    "set_numbers": _set_numbers_unsupported,
    "site_access": _site_access_unsupported,
    "release": _release_unsupported,
    "end_battle": _end_battle_unsupported,
    "side_battle": _side_battle_unsupported,
    "begin_new_phase": _begin_new_phase_unsupported,
    "skip": _skip_unsupported,
    "play": _play_unsupported,
    "use_other_enhancements": _use_other_unsupported,
    "hold": _hold_unsupported,
    "restrict": _restrict_unsupported,
    "change_hand_size": _change_hand_size_unsupported,
    "transfer": _transfer_unsupported,
    "gain": _gain_unsupported,
    "rule": _rule_unsupported,
    "create_token": _create_token_unsupported,
    "copy": _copy_unsupported,
}
"""What in an effect record each handler does not carry out, by kind (the rest: all)."""
