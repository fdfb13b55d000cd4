"""Enhancements a character may use by an ability, not by its brigade; Sites it may reach.

REG: Use Other Enhancements. "May use gray Enhancements" lets its character use the
Enhancements it describes though their brigade does not match, while it lasts (to the end of
the phase unless the text says otherwise); never those of the other alignment. The ability
leaves a lasting record on the character (status :data:`~redemption_rules.state.USES_OTHER`)
that names the effect describing the Enhancements; the description is read as a play is
offered, so it names no card the players may not see.

REG: Site Access. "Hero has access to gold sites" reaches the Lost Souls in the Sites the
words name (:func:`has_site_access`); "Site access" alone, those in every Site.

REG: Hold. A Site holds one Lost Soul; one whose hold effect says how many ("This Site may
hold one Lost Soul for each Babylonian Site in play") as many as that counts while it lasts
(:func:`site_room`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import card_abilities
from redemption_rules.effects.select import IN_PLAY, Scope
from redemption_rules.effects.targets import Selector
from redemption_rules.playing import can_use
from redemption_rules.state import HOLDS, SITE_ACCESS, USES_OTHER

if TYPE_CHECKING:
    from redemption_rules.state import GameState, InstanceId, Lasting, PlayerId
    from redemption_rules.table import Cards

__all__ = ["can_use_enhancement", "has_site_access", "site_room", "sites_with_room"]


def can_use_enhancement(
    table: Cards, enhancement: InstanceId, character: InstanceId, *, any_brigade: bool = False
) -> bool:
    """Whether *character* may use *enhancement*: by brigade, or as an ability lets it.

    With *any_brigade* (played "regardless of brigade"), by its alignment alone.
    """
    if can_use(table, enhancement, character, any_brigade=any_brigade):
        return True
    lasting = table.lasting
    if not lasting:
        return False
    grants = [e for e in lasting if e.card == character and e.status == USES_OTHER]
    if not grants or not can_use(table, enhancement, character, any_brigade=True):
        return False
    return any(_describes(table, entry, enhancement) for entry in grants)


def _describes(table: Cards, entry: Lasting, enhancement: InstanceId) -> bool:
    """Whether the effect that made *entry* describes *enhancement*.

    The descriptions carried out name cards by what is printed on them (brigade, alignment,
    identifiers, references, titles): whose the reader is does not matter.
    """
    source = entry.source
    if source is None:
        return False
    ability = card_abilities(table.card(source)).ability
    if ability is None or entry.effect >= len(ability.effects):
        return False
    described = getattr(ability.effects[entry.effect], "enhancements", None)
    if described is None:
        return False
    state = table.view()
    return Scope(state, state.cards[entry.card].owner).matches(enhancement, described)


def has_site_access(state: GameState, hero: InstanceId, site: InstanceId) -> bool:
    """Whether an ability gave *hero* access to the Site *site* (REG: Site Access).

    A record naming no effect is access to every Site; one naming an effect with Sites
    described ("access to Pharaoh's Prison and Egypt Sites") reaches those alone, read as
    the player who owns the card with the ability reads them.
    """
    for entry in state.lasting:
        if entry.card != hero or entry.status != SITE_ACCESS:
            continue
        if entry.source is None:
            return True
        found = card_abilities(state.card(entry.source)).ability
        if found is None or entry.effect >= len(found.effects):
            continue
        sites = getattr(found.effects[entry.effect], "sites", None)
        if not isinstance(sites, Selector):
            return True
        if Scope(state, state.cards[entry.source].owner, source=entry.source).matches(site, sites):
            return True
    return False


def sites_with_room(state: GameState, player: PlayerId) -> list[InstanceId]:
    """The player's Sites in territory that may hold one more Lost Soul (:func:`site_room`)."""
    return [
        card
        for card in state.players[player].territory
        if state.cards[card].identity is CardType.SITE and site_room(state, card)
    ]


def site_room(state: GameState, site: InstanceId) -> bool:
    """Whether one more Lost Soul may be put in *site*, a Site in a territory.

    A Site holds one Lost Soul (REG: Occupied). A hold effect of the Site that lasts (its
    record, status :data:`~redemption_rules.state.HOLDS`) sets the most it may hold: one
    for each card in play its words describe, counted now as its controller reads them
    (REG: Hold: cards are put on the card when it is not at its maximum capacity).
    """
    player = state.locate(site)[0]
    if player is None:
        return False
    held = sum(1 for card in state.players[player].territory if state.cards[card].held_by == site)
    return held < _capacity(state, site, player)


def _capacity(state: GameState, site: InstanceId, player: PlayerId) -> int:
    """How many Lost Souls *site*, in *player*'s territory, may hold."""
    most = 1
    for entry in state.lasting:
        if entry.card != site or entry.status != HOLDS or entry.source is None:
            continue
        found = card_abilities(state.card(entry.source)).ability
        if found is None or entry.effect >= len(found.effects):
            continue
        counted = found.effects[entry.effect].for_each
        if counted is None:
            continue
        scope = Scope(state, player, source=entry.source)
        most = len(scope.candidates(counted, IN_PLAY))
    return most
