"""Manually triggered effects: which a player may use now (REG: Manually Triggered Effect).

A manually triggered effect is an optional effect its controller elects to use while the
card's ability is active and nothing resolves: "During battle, you may discard this card to
...", "At any time, you may ...", "While in battle, you may ...", "Once per turn, you may
...". It is Action Priority level 3: after everyone has passed on Dominants, each player in
order may use one; using one starts a new round once it has resolved.

A card's ability is active, for this purpose, while the card is in battle (a character that
entered battle, an Enhancement played there), while an Enhancement its own ability placed
sits in a territory ("Place in territory: Each upkeep, you may ..."), while an Artifact
lies face up on its pile, or while a territory-class character remains in a territory: its
abilities that are active outside of battle are active there (REG: Territory Class
Character). Another character's ability in territory is not active.

>>> from redemption_rules import load_starter_decks, new_game
>>> usable_abilities(new_game(load_starter_decks(), seed=1), 0)
[]
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from redemption_rules.actions import UseAbility
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import card_abilities
from redemption_rules.effects.modifiers import Limit
from redemption_rules.effects.resolution import (
    ACTIVATION_CAP,
    limit_reached,
    manual_key,
    use_possible,
)
from redemption_rules.effects.select import Scope
from redemption_rules.effects.targets import Player
from redemption_rules.effects.timing import DurationUnit, EachPhase
from redemption_rules.effects.timing import Phase as TextPhase
from redemption_rules.packs import default_manager
from redemption_rules.playing import is_territory_character
from redemption_rules.state import BattleKind, InstanceId, Phase, PlayerId, limit_uses

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence
    from collections.abc import Set as AbstractSet

    from redemption_rules.cards.model import CardDef
    from redemption_rules.cards.pool import CardPool
    from redemption_rules.effects.model import Effect
    from redemption_rules.state import Battle, GameState
    from redemption_rules.table import Cards

__all__ = [
    "any_manual",
    "manual_keys",
    "manual_use",
    "may_use",
    "usable_abilities",
    "usable_stars",
]

_TURN_PHASES: Final = {
    TextPhase.UPKEEP: Phase.UPKEEP,
    TextPhase.PREPARATION: Phase.PREPARATION,
    TextPhase.DISCARD: Phase.DISCARD,
}
"""Phases of the player's own turn a text names, and the engine's phase for each."""
_PLACED: Final = frozenset(
    {CardType.GOOD_ENHANCEMENT, CardType.EVIL_ENHANCEMENT, CardType.FORTRESS, CardType.SITE}
)
"""The identities of cards in territory whose abilities are active there: an Enhancement
placed there, a Fortress, a Site (a rainbow Site's acts in battle, and offers no use)."""


def usable_abilities(state: GameState, player: PlayerId) -> list[UseAbility]:
    """The manually triggered effects *player* may use now, each as a :class:`UseAbility`.

    Only those that would do something: a use with no target is not offered.
    """
    keys = manual_keys(state.catalog) if state.abilities else frozenset()
    if not keys:
        return []
    found: list[UseAbility] = []
    me = state.players[player]
    for card in _active_cards(
        state, state.battle, me.territory, player, me.artifact_pile, keys=keys
    ):
        abilities = card_abilities(state.card(card))
        if not abilities.manual or not abilities.carried_out:
            continue
        found.extend(
            UseAbility(card, use[0])
            for use in abilities.manual
            if _usable(state, player, card, use)
        )
    return found


def manual_use(definition: CardDef, effect: int) -> tuple[tuple[int, ...], str]:
    """The effects of the use of a card's ability that starts at *effect*, and its "once".

    The use is a manually triggered effect or the star ability. The second is what an "each
    [phase]" use is counted per: ``"phase"``, ``"turn"``, or ``""`` for a use that may
    repeat.

    Raises:
        KeyError: *effect* does not start a manually triggered use of the card's ability.
    """
    found = card_abilities(definition)
    if found.star and found.star[0] == effect:
        return found.star, ""
    for use in found.manual:
        if use[0] == effect and found.ability is not None:
            return use, _once_per(found.ability.effects[effect])
    raise KeyError(effect)


def usable_stars(state: GameState, player: PlayerId) -> list[UseAbility]:
    """The star abilities *player* may use now (REG: Star Icon).

    Those of star cards they drew by game rule in this draw, still in hand, whose ability is
    carried out and would do something.
    """
    if not state.abilities or not state.drawn:
        return []
    hand = state.players[player].hand
    found: list[UseAbility] = []
    for card in state.drawn:
        if card not in hand:
            continue
        abilities = card_abilities(state.card(card))
        if (
            abilities.star
            and abilities.carried_out
            and use_possible(state, card, player, abilities.star)
        ):
            found.append(UseAbility(card, abilities.star[0]))
    return found


def _first(state: GameState, card: InstanceId, use: tuple[int, ...]) -> Effect:
    ability = card_abilities(state.card(card)).ability
    assert ability is not None  # noqa: S101 - a manual use comes from a read ability
    return ability.effects[use[0]]


def _once_per(effect: Effect) -> str:
    trigger = effect.trigger
    if not isinstance(trigger, EachPhase) or not trigger.once:
        return ""
    return "turn" if trigger.phase is TextPhase.TURN else "phase"


def any_manual(catalog: CardPool) -> bool:
    """Whether any card of the game's *catalog* has a manually triggered effect."""
    return bool(manual_keys(catalog))


def manual_keys(catalog: CardPool) -> frozenset[str]:
    """The keys of the cards of the game's *catalog* with a manually triggered effect.

    Worked out once per set of cards and plugin manager: a game of cards without one never
    looks again, and every game of the same decks (each with a catalog of its own) finds the
    answer by the cards' identities.
    """
    manager = default_manager()
    known = _CATALOGS.get(id(catalog))
    if known is not None and known[0] is catalog and known[1] is manager:
        return known[2]
    cards = catalog.cards
    key = (id(manager), *map(id, cards))
    same = _CARD_SETS.get(key)
    if same is not None and same[0] == cards and same[1] is manager:
        found = same[2]
    else:
        found = frozenset(card.key for card in cards if card_abilities(card, manager).manual)
        if len(_CARD_SETS) > 1_000:
            _CARD_SETS.clear()
        _CARD_SETS[key] = (cards, manager, found)
    if len(_CATALOGS) > 1_000:
        _CATALOGS.clear()
    _CATALOGS[id(catalog)] = (catalog, manager, found)
    return found


_CATALOGS: dict[int, tuple[CardPool, object, frozenset[str]]] = {}
_CARD_SETS: dict[tuple[int, ...], tuple[tuple[CardDef, ...], object, frozenset[str]]] = {}


def may_use(
    cards: Cards,
    battle: Battle | None,
    territory: Sequence[InstanceId],
    player: PlayerId,
    pile: Sequence[InstanceId],
    *,
    keys: AbstractSet[str],
) -> bool:
    """Whether *player* controls a card whose active ability has a manually triggered effect.

    *territory* is the player's territory, *pile* their Artifact pile, *keys* those of the
    game's cards with such an effect (:func:`manual_keys`). A quick look, before
    :func:`usable_abilities` works out which can be used now.
    """
    return any(True for _ in _active_cards(cards, battle, territory, player, pile, keys=keys))


def _active_cards(
    cards: Cards,
    battle: Battle | None,
    territory: Sequence[InstanceId],
    player: PlayerId,
    pile: Sequence[InstanceId],
    *,
    keys: AbstractSet[str],
) -> Iterator[InstanceId]:
    """The cards *player* controls whose ability is active, of those with *keys*.

    In battle, placed in territory (an Enhancement), a Fortress, a Site or a territory-class
    character there, or an Artifact face up on its pile (REG: Artifact, Fortress, Site,
    Territory Class Character). The keys are looked at first: most cards have no ability asked for.
    """
    if battle is not None:
        for card in battle.cards():
            instance = cards.instance(card)
            if (
                instance.key in keys
                and card not in battle.sites
                and battle.side_of(card) == player
                and not instance.meek  # no ability while meek (REG: Meek)
            ):
                yield card
    for card in territory:
        instance = cards.instance(card)
        if (
            instance.key in keys
            and (instance.identity in _PLACED or is_territory_character(cards, card))
            and not instance.meek
            and instance.equipped_to is None
            and instance.held_by is None  # held in a Fortress: contents, not active
        ):
            yield card
    for card in pile:
        instance = cards.instance(card)
        if instance.key in keys and not instance.face_down:
            yield card


def _usable(state: GameState, player: PlayerId, card: InstanceId, use: tuple[int, ...]) -> bool:
    first = _first(state, card, use)
    if not _in_range(state, player, card, first):
        return False
    per = _once_per(first)
    key = manual_key(card, use[0])
    if per and any(u.key == key and u.player == player for u in state.uses):
        return False
    cap = f"card:{card}"
    if sum(1 for u in state.uses if u.key == cap and u.player == player) >= ACTIVATION_CAP:
        return False
    if _limit_reached(state, player, card, first) or limit_reached(state, card, player):
        return False
    return use_possible(state, card, player, use)


def _in_range(state: GameState, player: PlayerId, card: InstanceId, effect: Effect) -> bool:
    """Whether the "during", "each" or "while" of *effect* allows a use now."""
    trigger = effect.trigger
    if isinstance(trigger, EachPhase) and not _in_phase(state, player, trigger):
        return False
    duration = effect.duration
    if duration is not None and duration.unit is DurationUnit.WHILE and duration.until is not None:
        scope = Scope(state, player, source=card)
        if not scope.holds(duration.until):
            return False
    return effect.condition is None or Scope(state, player, source=card).holds(effect.condition)


def _in_phase(state: GameState, player: PlayerId, trigger: EachPhase) -> bool:
    phase = trigger.phase
    battle = state.battle
    if phase is TextPhase.ANY_TIME:
        return True
    if phase is TextPhase.BATTLE:
        return battle is not None
    if phase is TextPhase.RESCUE_ATTEMPT:
        return battle is not None and battle.kind is BattleKind.RESCUE_ATTEMPT
    if phase is TextPhase.BATTLE_CHALLENGE:
        return battle is not None and battle.kind is BattleKind.BATTLE_CHALLENGE
    own = state.active == player if trigger.player in (None, Player.YOU) else False
    if phase is TextPhase.TURN:
        return own
    return own and _TURN_PHASES.get(phase) is state.phase


def _limit_reached(state: GameState, player: PlayerId, card: InstanceId, effect: Effect) -> bool:
    title = state.card(card).title
    return any(
        isinstance(modifier, Limit)
        and bool(modifier.per)
        and modifier.times is not None
        and limit_uses(state.uses, title, modifier.per, player) >= modifier.times
        for modifier in effect.modifiers
    )
