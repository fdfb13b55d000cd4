"""Cards protected from other cards: what an immune or protect effect keeps off them.

A protect or immune effect (REG: Immune and Protect) leaves a :class:`~redemption_rules.
state.Protection` in the state: the cards it targeted, and the effect whose words say what
they are protected from ("from evil cards", "from opponents' Heroes"). While it lasts:

* an ability on a card they are protected from cannot target them, nor one on an
  Enhancement that such a character uses (:func:`shielded_from`);
* in battle, the strength of a character they are protected from counts 0 against them, and
  when more than two characters are in battle, each character is defeated only by the
  strength of the opposing characters it is not protected from
  (:func:`redemption_rules.battle.numbers.battle_situation`);
* a Lost Soul is not rescued by Heroes it is protected from.

A protection from abilities ("from evil discard abilities", "from capture", "immune to good
special abilities", "from harm") keeps effects of those kinds, on the cards the rest of the
words name, from targeting the protected cards; it does not protect from strength. "Harm"
is an ability on a card of the opposite alignment, or on a neutral card an opponent
controls (REG: Harm).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import attrs

from redemption_rules.battle.numbers import judge_protection_with
from redemption_rules.cards.model import Alignment
from redemption_rules.effects.cards import card_abilities
from redemption_rules.effects.select import (
    FIRST,
    OF_SELECTED_BRIGADE,
    Scope,
    abilities_on,
    is_brigade_choice,
    kinds_excepted,
    never_names,
)
from redemption_rules.effects.targets import Selector
from redemption_rules.memo import by_identity

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

    from redemption_rules.cards.model import CardDef
    from redemption_rules.state import GameState, InstanceId, Protection

__all__ = [
    "harmed_cards",
    "never_shields",
    "protected_from",
    "protected_from_rescue",
    "protection_against",
    "shielded_from",
    "shields_all",
]

ABILITY: Final = "ability"
"""The type word of a protection from abilities rather than from cards."""
RESCUE: Final = "rescue"
"""The kind of ability a protection from rescue names; it covers the game action too."""
HARM: Final = "harm"
"""The kind of ability "protect from harm" names: any, on an opposing card (REG: Harm)."""


def protection_against(state: GameState, protection: Protection) -> Selector | None:
    """What *protection* keeps off its cards: the protect effect's "from ..." words.

    Abilities on cards ("from discard abilities on evil cards") are those cards' abilities.
    """
    found = card_abilities(state.card(protection.source)).ability
    if found is None or protection.effect >= len(found.effects):
        return None
    against = getattr(found.effects[protection.effect], "source", None)
    if not isinstance(against, Selector):
        return None
    if is_brigade_choice(against):
        # "immune to selected evil brigade": the cards of the brigade selected (REG: Select)
        return OF_SELECTED_BRIGADE
    return abilities_on(against)


def never_shields(state: GameState, protection: Protection, source: InstanceId) -> bool:
    """Whether *protection* can never keep an effect of *source* off its cards.

    When its words name cards of types *source* never is ("from the first evil Enhancement
    played each battle", for a Fortress's effect): then it need not be read for *source*.
    """
    definition = state.card(source)
    key = (id(protection), id(definition))
    known = _NEVER.get(key)
    if known is not None and known[0] is protection and known[1] is definition:
        return known[2]
    against = protection_against(state, protection)
    never = against is not None and never_names(against, definition)
    if len(_NEVER) > 50_000:
        _NEVER.clear()
    _NEVER[key] = (protection, definition, never)
    return never


_NEVER: dict[tuple[int, int], tuple[Protection, CardDef, bool]] = {}
"""By protection and source definition: whether it can never shield from such a source."""


def _in_force(state: GameState) -> Iterator[tuple[Protection, Scope, Selector]]:
    """Each protection with the words it protects from, read as its controller reads them.

    "The next ..." is what is played after the protection began.
    """
    for protection in state.protections:
        against = protection_against(state, protection)
        if against is not None:
            yield protection, _scope_of(state, protection), against


def _fits(scope: Scope, card: InstanceId, against: Selector) -> bool:
    """Whether *card* is one of the cards a protection's words name.

    "From the next good Enhancement played": only the first such card played after the
    protection began (the next two, for "the next 2"), not every one (REG: Targeting).
    "From the first evil Enhancement played each battle": only the first such card played
    in the battle under way, whenever the protection began.
    """
    if FIRST in against.qualifiers:
        return card == first_played_this_battle(scope, against)
    if "next" not in against.qualifiers:
        return scope.matches(card, against)
    number = scope.count_of(against) or 1
    return card in scope.candidates(against)[:number]


def first_played_this_battle(scope: Scope, against: Selector) -> InstanceId | None:
    """The first card played in the battle under way that fits *against*, if any.

    "The first evil Enhancement played by an opponent each battle": of those played by the
    players *against* names, in this battle (REG: Targeting).
    """
    state = scope.state
    if state.battle is None:
        return None
    players = scope.players(against.owner) if against.owner is not None else None
    plain = _first_plain(against)
    for played in state.played:
        if not played.in_battle or played.battle != state.battles_this_turn:
            continue
        if players is not None and played.player not in players:
            continue
        if scope.matches(played.card, plain):
            return played.card
    return None


def _first_plain(against: Selector) -> Selector:
    """What a card played must be to be "the first evil Enhancement played each battle"."""
    known = _FIRST_PLAIN.get(id(against))
    if known is None or known[0] is not against:
        if len(_FIRST_PLAIN) > 50_000:
            _FIRST_PLAIN.clear()
        qualifiers = tuple(q for q in against.qualifiers if q not in (FIRST, "played"))
        plain = attrs.evolve(against, qualifiers=qualifiers, owner=None, locations=(), played_in="")
        known = _FIRST_PLAIN[id(against)] = (against, plain)
    return known[1]


_FIRST_PLAIN: dict[int, tuple[Selector, Selector]] = {}
"""By "from" selector: the card it names, played or not (see :func:`_first_plain`)."""


def protected_from(state: GameState, card: InstanceId, other: InstanceId) -> bool:
    """Whether *card* is protected from the card *other* now (its strength, a rescue)."""
    return any(
        card in protection.cards and ABILITY not in against.types and _fits(scope, other, against)
        for protection, scope, against in _in_force(state)
    )


def protected_from_rescue(state: GameState, soul: InstanceId, rescuer: InstanceId) -> bool:
    """Whether *soul* is protected from rescue by the Hero *rescuer* at battle resolution.

    Rescue is a game action as well as an ability (REG: Immune and Protect): "protect Lost
    Souls from rescue" keeps them from both; "from rescue by a Hero", "(except by meek
    Heroes)" name the rescuers.
    """
    return any(
        soul in protection.cards
        and ABILITY in against.types
        and RESCUE in against.abilities
        and scope.matches(rescuer, _rescuers(against))
        for protection, scope, against in _in_force(state)
    )


def _rescuers(against: Selector) -> Selector:
    """The rescuers a protection from rescue names: any card but those excepted by default."""
    named = against.used_by
    exceptions = (*against.exceptions, *(named.exceptions if named is not None else ()))
    if named is None:
        return Selector(count=against.count, exceptions=exceptions)
    return attrs.evolve(named, exceptions=exceptions)


def shielded_from(
    state: GameState, source: InstanceId | None, user: InstanceId | None, kind: str | None = None
) -> frozenset[InstanceId]:
    """The cards an effect of *kind* on *source* (used by *user*) cannot target.

    Those protected from either card, and those protected from abilities of that kind on
    cards like *source*. An Enhancement's ability is kept off cards protected from the
    character using it too. Without a *kind*, protections from abilities are left out.
    """
    if not state.protections or source is None:
        return frozenset()
    acting = [source] if user is None or user == source else [source, user]
    found: set[InstanceId] = set()
    for protection, scope, against in _in_force(state):
        if ABILITY in against.types:
            if kind is not None and _names_kind(against, kind):
                found.update(_kept_off(scope, against, protection.cards, source))
        elif any(_fits(scope, card, against) for card in acting):
            found.update(protection.cards)
    return frozenset(found)


def shields_all(
    state: GameState, protection: Protection, source: InstanceId, kind: str | None
) -> bool:
    """Whether *protection* keeps an effect of *kind* on *source* off all its cards.

    For a protection that keeps it off all or none: not one from harm, which asks for each
    card whether the effect would harm it (see :func:`shielded_from`).
    """
    against = protection_against(state, protection)
    if against is None:
        return False
    scope = _scope_of(state, protection)
    if ABILITY not in against.types:
        return _fits(scope, source, against)
    if kind is None or not _names_kind(against, kind):
        return False
    return bool(_kept_off(scope, against, (source,), source))


def _scope_of(state: GameState, protection: Protection) -> Scope:
    """How *protection*'s words read: as its controller reads them, from its card.

    "The next ..." is what is played after it began; "selected brigades" those selected.
    """
    return Scope(
        state,
        protection.controller,
        source=protection.source,
        since=protection.id,
        brigades=protection.brigades,
    )


def _names_kind(against: Selector, kind: str) -> bool:
    """Whether a protection from abilities covers effects of *kind*.

    Not those it leaves out: "from abilities (except discard abilities) on evil cards".
    """
    if kind in kinds_excepted(against.exceptions):
        return False
    if not against.abilities or kind in against.abilities or HARM in against.abilities:
        return True
    # ignore is a withdraw (REG: Ignore, "Cannot be Ignored": protect from withdraw effects)
    return kind in _WITHDRAWS and not _WITHDRAWS.isdisjoint(against.abilities)


_WITHDRAWS: Final = frozenset({"withdraw", "ignore"})
"""The kinds of one effect: an ignore is a withdraw (REG: Ignore, Withdraw)."""


def _kept_off(
    scope: Scope,
    against: Selector,
    cards: tuple[InstanceId, ...],
    source: InstanceId,
) -> list[InstanceId]:
    """The protected *cards* an ability on *source* may not target."""
    if not _fits(scope, source, _named_cards(against)):
        return []
    if HARM not in against.abilities or len(against.abilities) > 1:
        return list(cards)
    return harmed_cards(scope, source, cards)


@by_identity(5_000)  # worked out once for each protection's words
def _named_cards(against: Selector) -> Selector:
    """The cards whose abilities *against* names: its words without "abilities" and kinds."""
    return attrs.evolve(
        against,
        types=tuple(word for word in against.types if word != ABILITY),
        abilities=(),
        exceptions=tuple(e for e in against.exceptions if not kinds_excepted((e,))),
    )


def harmed_cards(scope: Scope, source: InstanceId, cards: Sequence[InstanceId]) -> list[InstanceId]:
    """The *cards* an ability on *source* targeting them harms (REG: Harm).

    Those of the opposite alignment; for a neutral card's ability, those another player
    controls (or owns). Neither reads who reads them, so one *scope* reads them all.
    """
    theirs = scope.alignment(source)
    if theirs is Alignment.NEUTRAL:
        mine = scope.controller_or_owner(source)
        return [card for card in cards if scope.controller_or_owner(card) != mine]
    opposite = theirs.opposite
    return [card for card in cards if scope.alignment(card) is opposite]


judge_protection_with(protected_from)
