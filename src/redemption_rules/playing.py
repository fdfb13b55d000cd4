"""Play: which cards may go where, and who may use what (REG: Play, Unique Card, Enhancement).

What the phases share: the characters a player may send into battle, the Enhancements a
character can use, the unique cards a player may not duplicate, the Sites that give access to
Lost Souls.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from redemption_rules.cards.identifiers import has_identifier
from redemption_rules.cards.model import Brigade, CardClass, CardType
from redemption_rules.rulesets import Uniqueness
from redemption_rules.state import PARALYZED
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from collections.abc import Sequence

    from redemption_rules.rulesets import Ruleset
    from redemption_rules.state import GameState, InstanceId, PlayerId
    from redemption_rules.table import Cards

__all__ = [
    "TERRITORY_IDENTITIES",
    "accessible_souls",
    "brigades_as",
    "can_use",
    "characters_available",
    "controlled_in_play",
    "is_paralyzed",
    "is_playable",
    "is_soul",
    "is_warrior",
    "uniqueness_problem",
    "unoccupied_sites",
]

TERRITORY_IDENTITIES: Final = frozenset(
    {CardType.HERO, CardType.EVIL_CHARACTER, CardType.SITE, CardType.FORTRESS}
)
"""Identities a card takes when put into territory from hand (REG: Preparation Phase)."""
_FROM_HAND: Final = TERRITORY_IDENTITIES | {CardType.ARTIFACT}
"""Identities a card may be put into play as from hand: into territory, or as an Artifact."""
_ENHANCEMENT_OF: Final = {
    CardType.HERO: CardType.GOOD_ENHANCEMENT,
    CardType.EVIL_CHARACTER: CardType.EVIL_ENHANCEMENT,
}
"""The Enhancements a character of each identity can use (REG: Enhancement)."""
_WARRIOR: Final = CardClass.WARRIOR
"""Bound once: on Python 3.11 each read of a member through its Enum class goes through the
class's ``__getattr__`` hook, and the lists of legal actions ask this of every warrior."""


_CONTROLLED_IN_PLAY: Final = (Zone.TERRITORY, Zone.SET_ASIDE)
"""Where a player's unique cards are checked, besides their side of the battle."""


def is_playable(ruleset: Ruleset, identity: CardType) -> bool:
    """Whether a card taking *identity* may be put into play from hand in Preparation.

    Characters, Sites and Fortresses go into territory, Artifacts face down on the Artifact
    pile; rules that put only characters into territory allow those alone.
    """
    if ruleset.only_characters_in_territory:
        return identity.is_character
    return identity in _FROM_HAND


def accessible_souls(
    table: Cards, defender: PlayerId, sites: Sequence[InstanceId]
) -> list[InstanceId]:
    """The defender's Lost Souls a Hero in battle can reach (REG: Site, Rescue Attempt).

    Those in the Land of Bondage, and those in the defender's Sites that share a brigade with
    a Site in battle.
    """
    me = table.player_zones(defender)
    souls = [card for card in me.land_of_bondage if is_soul(table, card)]
    if sites:
        reach: set[Brigade] = set()
        for site in sites:
            reach |= table.card(site).brigades_for(CardType.SITE)
        for card in me.territory:
            holder = table.instance(card).held_by
            if (
                holder is not None
                and table.instance(holder).identity is CardType.SITE  # not in a Fortress
                and table.card(holder).brigades_for(CardType.SITE) & reach
                and is_soul(table, card)
            ):
                souls.append(card)
    return souls


def is_soul(table: Cards, card: InstanceId) -> bool:
    """Whether a card held in a Land of Bondage or a Site is a Lost Soul there.

    Every card held there is, but a captured non-human: a captured human is treated as a
    Lost Soul, a captured non-human never (REG: Captured Character). Nor is an Enhancement
    placed on a Lost Soul, which lies in its Land of Bondage (REG: Place).
    """
    instance = table.instance(card)
    if instance.identity is not None and instance.identity.is_enhancement:
        return False
    return instance.captured is None or has_identifier(table.card(card), "human")


def is_paralyzed(table: Cards, card: InstanceId) -> bool:
    """Whether *card* is a paralyzed character in a territory (REG: Paralyze).

    It cannot enter battle while the paralyzed condition lasts; the condition is held by a
    lasting record, and ends with the card's stay in the territories.
    """
    lasting = table.lasting
    if not lasting:
        return False
    return any(entry.card == card and entry.status == PARALYZED for entry in lasting)


def characters_available(
    state: GameState, player: PlayerId, identity: CardType
) -> list[InstanceId]:
    """Characters of *identity* in hand or territory that may enter battle.

    Not one a Fortress holds: it is the Fortress's contents, not a character standing in the
    territory (REG: Hold, Contents).
    """
    me = state.players[player]
    found = [
        card
        for card in me.hand
        if state.card(card).has_identity(identity)
        and uniqueness_problem(state, player, card, identity) is None
    ]
    found.extend(
        card
        for card in me.territory
        if state.cards[card].identity is identity
        and state.cards[card].held_by is None
        and not is_paralyzed(state, card)
    )
    return found


def can_use(
    table: Cards, enhancement: InstanceId, character: InstanceId, *, any_brigade: bool = False
) -> bool:
    """Whether *character* can use *enhancement*: the right alignment and a shared brigade.

    With *any_brigade*, the alignment alone: for an Enhancement played "regardless of
    brigade" (REG: Regardless), or one an ability lets the character use (REG: Use Other
    Enhancements; :func:`~redemption_rules.effects.grants.can_use_enhancement` reads those
    abilities).
    """
    identity = table.instance(character).identity
    wanted = None if identity is None else _ENHANCEMENT_OF.get(identity)
    if identity is None or wanted is None:
        return False
    definition = table.card(enhancement)
    if not definition.has_identity(wanted):
        return False
    if any_brigade:
        return True
    return bool(definition.brigades_for(wanted) & brigades_as(table, character, identity))


def brigades_as(table: Cards, card: InstanceId, identity: CardType) -> frozenset[Brigade]:
    """A card's brigades as *identity*: those a convert gave it, or its own (REG: Convert).

    A card played as its meek identity has that identity's brigades (REG: Meek). Brigades a
    character gained are added (REG: Gain).
    """
    instance = table.instance(card)
    converted = instance.converted
    if converted is not None:
        return frozenset(converted)
    definition = table.card(card)
    if instance.meek and definition.other_brigades:
        own = frozenset(definition.other_brigades)
    else:
        own = definition.brigades_for(identity)
    gained = instance.gained
    return own | frozenset(gained) if gained else own


def is_territory_character(table: Cards, card: InstanceId) -> bool:
    """Whether the card is a territory-class character as it stands now.

    Its abilities that are active outside of battle are active while it remains in a
    territory (REG: Territory Class Character).
    """
    identity = table.instance(card).identity
    return (
        identity is not None
        and identity.is_character
        and CardClass.TERRITORY in table.card(card).classes
    )


def is_warrior(table: Cards, card: InstanceId) -> bool:
    """Whether the card is a warrior class character (REG: Warrior)."""
    return _WARRIOR in table.card(card).classes


def unoccupied_sites(state: GameState, player: PlayerId) -> list[InstanceId]:
    """The player's Sites in territory that hold no Lost Soul (REG: Occupied)."""
    me = state.players[player]
    held = {state.cards[card].held_by for card in me.territory}
    return [
        card
        for card in me.territory
        if state.cards[card].identity is CardType.SITE and card not in held
    ]


def uniqueness_problem(
    state: GameState, player: PlayerId, card: InstanceId, identity: CardType
) -> str | None:
    """Why *player* may not put *card* into play as *identity*, or None (REG: Unique Card).

    A unique character clashes with a character of the same title; a Fortress with a
    Fortress of the same title only, so a second City may be a Fortress while the first is a
    Site (REG: Duplicate Card).
    """
    definition = state.card(card)
    if identity is CardType.ARTIFACT:
        return None  # face-down Artifacts may be duplicates
    one_each_character = (
        state.ruleset.uniqueness is Uniqueness.EVERY_CHARACTER and identity.is_character
    )
    unique = definition.is_unique or identity is CardType.FORTRESS
    if not (unique or one_each_character):
        return None
    title = definition.title
    for other in controlled_in_play(state, player):
        other_def = state.card(other)
        if other_def.title != title:
            continue
        other_identity = state.cards[other].identity
        if identity.is_character:
            clash = other_identity is not None and other_identity.is_character
        else:
            clash = other_identity is identity
        if clash:
            name = other_def.name
            return f"player {player + 1} already has {name!r} in play; {title!r} is unique"
    return None


def controlled_in_play(state: GameState, player: PlayerId) -> list[InstanceId]:
    """The player's cards in territory, set aside, and on their side of battle."""
    me = state.players[player]
    cards = [card for zone in _CONTROLLED_IN_PLAY for card in me.zone(zone)]
    battle = state.battle
    if battle is not None:
        side = battle.heroes if battle.attacker == player else ()
        if battle.defender == player:
            side = battle.evil_characters
        cards.extend(side)
    return cards
