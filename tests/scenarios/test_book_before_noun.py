"""A book alone before "or" and a noun shares the noun: "an Exodus or * Hero" (REG: Reference).

I AM Has Sent Me: "(HE) If used by an Exodus or * Hero, interrupt the battle. Hero may band
to any number of O.T. Heroes." Used by an Exodus Hero, it interrupts the battle (Corrupt Earth's
discard is undone while the band is offered, then acts again); the word "Exodus" is the book,
not a card's name.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityInterrupted

I_AM = "I AM Has Sent Me"
MIRIAM = "Miriam (L)"
"""A green Hero (4/4), Exodus 15:21, with no ability."""
EUODIA = "Euodia"
"""A green Hero (5/5), Philippians 4:2, with no ability."""
HERMOGENES = "Hermogenes"
"""A pale green Evil Character, 3/3, with no ability."""
CORRUPT_EARTH = "Corrupt Earth"
"""Pale Green Evil Enhancement, 4/2: "Discard an opponent's card." """
ANNA = "Anna (Pr)"


def _earth_played(hero: str) -> Game:
    """*hero* attacks, Hermogenes blocks, Corrupt Earth discards Anna: then I AM Has Sent Me."""
    pool = full_pool()
    assert ability_support(pool.get(I_AM)).carried_out
    game = Game.blocked(
        hero,
        {"hand": [hero, I_AM], "territory": [ANNA]},
        HERMOGENES,
        {"hand": [HERMOGENES, CORRUPT_EARTH]},
        pool=pool,
    )
    game.do(PlayEnhancement(game.card(CORRUPT_EARTH), game.card(HERMOGENES)))
    game.pick(ANNA)
    game.settle()
    assert game.where(ANNA) == (P1, Zone.DISCARD_PILE)
    assert game.asked[0] == P1
    game.do(PlayEnhancement(game.card(I_AM), game.card(hero)))
    return game


@pytest.mark.parametrize("hero", [MIRIAM, "Miriam (UL)"])
def test_used_by_an_exodus_hero_it_interrupts_the_battle(hero: str) -> None:
    game = _earth_played(hero)
    assert AbilityInterrupted(game.card(CORRUPT_EARTH), game.card(I_AM)) in game.events


def test_used_by_a_hero_of_another_book_it_interrupts_nothing() -> None:
    game = _earth_played(EUODIA)
    assert not any(isinstance(event, AbilityInterrupted) for event in game.events)
    assert game.where(ANNA) == (P1, Zone.DISCARD_PILE)
