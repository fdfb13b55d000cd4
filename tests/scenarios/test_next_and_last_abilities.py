"""Preventing "the special ability of the next ..." and "the effect of the last ..." card.

"Prevent the special ability of the next evil Enhancement played this battle" prevents that
Enhancement, as "Prevent the next evil Enhancement played this battle" would (REG: Prevent,
Targeting). "The effect of the last Enhancement played is interrupted and prevented":
the last Enhancement played is interrupted (what it did is undone) and prevented for the
rest of the phase, so it does not reactivate (REG: Interrupt, Prevent); the prevent covers
that card, not every Enhancement.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool, of_kind

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityPrevented, AbilityReactivated

DANIEL = "Daniel (Pr)"
"""White O.T. Hero 6/7 with no special ability."""
ABIRAM = "Abiram"
"""Brown Evil Character 5/7 with no special ability."""
CYMBALS = "Bronze Cymbals"
"""White Enhancement 3/1: "Prevent the special ability of the next evil Enhancement played
this battle." """
DISSENT = "Aaron and Miriam's Dissent"
"""Brown Enhancement 3/3: "Decrease all O.T. heroes in play by 2/2 until the end of the
turn." """
BOAZ = "Kindness of Boaz"
"""White Enhancement: "Draw 1 (or 2 if used by Boaz)." """
MASK = "Mask of Arrogance"
"""Brown Enhancement 3/4: "The effect of the last enhancement card played is interrupted
and prevented." """


def _battle(good: list[str], evil: list[str]) -> Game:
    """Daniel attacks, Abiram blocks; each side holds the Enhancements named."""
    return Game.blocked(
        DANIEL,
        {"hand": [DANIEL, *good], "deck": ["Gideon (J)", "Amos"]},
        ABIRAM,
        {"hand": [ABIRAM, *evil]},
        pool=full_pool(),
    )


def _play(game: Game, enhancement: str, user: str) -> None:
    game.do(PlayEnhancement(game.card(enhancement), game.card(user)))
    game.settle()


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    for name in (
        CYMBALS,
        MASK,
        "Preemptive Strike",
        "Gabriel meets Zecharias",
        "Flaming Sword (Wa)",
        "Bow and Arrow (Gold) (Wa)",
    ):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def test_without_bronze_cymbals_the_dissent_decreases_daniel() -> None:
    game = _battle([BOAZ], [DISSENT])
    _play(game, BOAZ, DANIEL)
    _play(game, DISSENT, ABIRAM)
    assert game.numbers[:2] == (5, 8)  # Daniel 6/7 with Boaz's 1/3, less 2/2


def test_bronze_cymbals_prevents_the_next_evil_enhancement() -> None:
    game = _battle([CYMBALS], [DISSENT])
    _play(game, CYMBALS, DANIEL)
    assert game.numbers[:2] == (9, 8)
    _play(game, DISSENT, ABIRAM)
    assert game.numbers[:2] == (9, 8)  # not decreased
    assert [game.name(e.card) for e in of_kind(game.events, AbilityPrevented)] == [DISSENT]


def test_mask_of_arrogance_undoes_the_last_enhancement_and_it_does_not_come_back() -> None:
    game = _battle([BOAZ], [MASK])
    _play(game, BOAZ, DANIEL)
    assert game.zone(P1, Zone.HAND) == ["Gideon (J)"]
    _play(game, MASK, ABIRAM)
    assert game.zone(P1, Zone.HAND) == []
    assert game.zone(P1, Zone.DECK) == ["Gideon (J)", "Amos"]  # not drawn again
    back = of_kind(game.events, AbilityReactivated)
    assert [(game.name(e.card), e.reactivated) for e in back] == [(BOAZ, False)]
    # the prevention covers Kindness of Boaz alone, not every Enhancement
    assert [game.names(p.cards) for p in game.state.preventions] == [[BOAZ]]


def test_bronze_cymbals_keeps_the_mask_from_touching_the_draw() -> None:
    game = _battle([CYMBALS, BOAZ], [MASK])
    _play(game, CYMBALS, DANIEL)
    _play(game, MASK, ABIRAM)  # the next evil Enhancement: prevented
    assert [game.name(e.card) for e in of_kind(game.events, AbilityPrevented)] == [MASK]


CHENANIAH = "Chenaniah"
"""White Hero 11/7, a Musician: "Protect your Musicians from the special ability on the next
evil Enhancement played this battle. May band to a Musician." """


def _chenaniah_against_two_dissents() -> Game:
    """Chenaniah attacks, Abiram blocks; player 2 holds two Aaron and Miriam's Dissents."""
    return Game.blocked(
        CHENANIAH,
        {"hand": [CHENANIAH]},
        ABIRAM,
        {"hand": [ABIRAM, DISSENT, DISSENT]},
        pool=full_pool(),
    )


def test_chenaniah_is_protected_from_the_next_evil_enhancement() -> None:
    assert ability_support(full_pool().get(CHENANIAH)).carried_out
    game = _chenaniah_against_two_dissents()
    game.do(PlayEnhancement(game.card(DISSENT, zone=Zone.HAND), game.card(ABIRAM)))
    game.settle()
    assert game.numbers[:2] == (11, 7)  # not decreased


def test_chenaniah_is_not_protected_from_the_one_after() -> None:
    game = _chenaniah_against_two_dissents()
    game.do(PlayEnhancement(game.card(DISSENT, zone=Zone.HAND), game.card(ABIRAM)))
    game.settle()
    game.do(game.legal[-1])  # player 1 passes
    game.settle()
    game.do(PlayEnhancement(game.card(DISSENT, zone=Zone.HAND), game.card(ABIRAM)))
    game.settle()
    assert game.numbers[:2] == (9, 5)
