"""Zones: the locations a card can be in (REG: Location, Field of Play, In Play, Out of Play).

Every card of a game is in exactly one zone at any time. A player's territory holds their
Land of Bondage and Artifact pile; the Field of Battle is shared and lives in the battle record.
"""

from __future__ import annotations

import enum
from typing import Final


class Zone(enum.Enum):
    """A location cards reside in."""

    __hash__ = object.__hash__  # members are singletons: a C-level hash is faster

    DECK = "deck"
    """Face down, drawn from the top (REG: Deck). Index 0 of the tuple is the top card."""
    HAND = "hand"
    TERRITORY = "territory"
    """Characters, Sites and Fortresses in play (REG: Territory)."""
    ARTIFACT_PILE = "artifact_pile"
    """Artifacts, face down until activated (REG: Artifact Pile); part of the territory."""
    LAND_OF_BONDAGE = "land_of_bondage"
    """Lost Souls the player controls (REG: Land of Bondage); part of the territory."""
    LAND_OF_REDEMPTION = "land_of_redemption"
    """Redeemed Souls: Lost Souls the player rescued (REG: Land of Redemption)."""
    DISCARD_PILE = "discard_pile"
    """Face up; the last card of the tuple is the top of the pile (REG: Discard Pile)."""
    BANISH_PILE = "banish_pile"
    """Face down, removed from the game (REG: Banish Pile)."""
    RESERVE = "reserve"
    """Cards outside the deck that only Reserve effects reach (REG: Reserve)."""
    SET_ASIDE = "set_aside"
    """Out of play; abilities off unless stated (REG: Set-Aside Area)."""
    FIELD_OF_BATTLE = "field_of_battle"
    """Characters and Enhancements in the current battle (REG: Field of Battle)."""

    @property
    def is_in_play(self) -> bool:
        """Whether cards here are in play (REG: In Play): territory, its parts, and battle."""
        return self in _IN_PLAY


_IN_PLAY = frozenset(
    {Zone.TERRITORY, Zone.ARTIFACT_PILE, Zone.LAND_OF_BONDAGE, Zone.FIELD_OF_BATTLE}
)

SURFACE_ZONES: Final = frozenset(
    {
        Zone.TERRITORY,
        Zone.ARTIFACT_PILE,
        Zone.LAND_OF_BONDAGE,
        Zone.LAND_OF_REDEMPTION,
        Zone.SET_ASIDE,
        Zone.FIELD_OF_BATTLE,
    }
)
"""The playing surface (REG: Playing Surface): a card keeps its active identity only here."""

HAND_CAP: Final = 16
"""No hand ever holds more than 16 cards (REG: Hand)."""

PLAYER_ZONES: tuple[Zone, ...] = tuple(zone for zone in Zone if zone is not Zone.FIELD_OF_BATTLE)
"""The zones every player has a copy of, in the order :class:`PlayerState` lists them."""
