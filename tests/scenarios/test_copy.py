"""Copy: New Jerusalem copies the last good Dominant played during the phase (REG: Copy).

A copy of a card gives the copying card the target's special ability, which activates as the
last part of the copy: carried out with the copying card as its source, by the player using
the copying card. A copy effect cannot target a special ability that contains a copy effect:
a New Jerusalem in the discard pile is at face value, its own copy effect printed on it. A
copied ability the engine cannot carry out with the copying card as its source (here: a card
whose attributes differ, which the engine does not give the copying card) is not carried out,
and the game says so.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    DecisionKind,
    EndPhase,
    GameState,
    InstanceId,
    Phase,
    PlayDominant,
    PlayEnhancement,
    Zone,
    from_json,
    to_json,
)
from redemption_rules.decks import Deck, DeckEntry
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import (
    AbilityCopied,
    CopyNotCarriedOut,
    EffectCarriedOut,
    SoulRescued,
)
from redemption_rules.views import determinize, observe

NEW_JERUSALEM = "New Jerusalem (2019) (Promo)"
"""Good Dominant, Revelation 3:12: "Copy the last good Dominant played during this phase." """
NEW_JERUSALEM_TOO = "New Jerusalem (Nats Promo)"
"""The same text on another print."""
SON_OF_GOD = "Son of God ( C)"
"""Good Dominant, Revelation 19:16: "Rescue any Lost Soul in play." """
SON_OF_GOD_TOO = "Son of God (A)"
"""Good Dominant, Revelation 1:12-13: "Rescue any Lost Soul in play." """
ANGEL = "Angel of the Lord ( C)"
"""Good Dominant, Luke 2:9: "Discard any Evil Character in play." """
MARTYR = "Christian Martyr (I)"
"""An evil Dominant: discards a Hero."""
AIMLESS = 'Lost Soul "Aimless" [Exodus 14:3]'
THIRD = 'Lost Soul "Awake" [Ephesians 5:14 - TPC]'
DANIEL = "Daniel (Pr)"
"""White O.T. Hero 6/7 with no special ability."""
ABIRAM = "Abiram"
"""Brown Evil Character 5/7 with no special ability."""
BOAZ = "Kindness of Boaz"
"""White Enhancement: "Draw 1 (or 2 if used by Boaz)." """
ACHAN, GABRIEL = "Achan (I)", "Gabriel (I)"


def _preparation(hand: list[str], souls: list[str], **theirs: list[str]) -> Game:
    """Player 1 in their Preparation Phase with *hand*; player 2 holds *souls*."""
    return Game.at(
        [
            {"hand": hand, "territory": [GABRIEL], "deck": ["Gideon (J)"]},
            {"land_of_bondage": souls, "deck": ["Gideon (J)"], **theirs},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )


def _play(game: Game, dominant: str) -> None:
    game.do(PlayDominant(game.card(dominant)))


def test_the_texts_are_carried_out_or_refused() -> None:
    pool = full_pool()
    for name in (NEW_JERUSALEM, NEW_JERUSALEM_TOO):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)
    # "copy the special ability of an Enhancement until end of turn": not carried out yet
    # (Necromancer and Prophets of Baal: tests/scenarios/test_copy_carried_out.py)
    assert "effect 'copy'" in ability_support(pool.get("Mimicking Miracles")).missing


def test_new_jerusalem_copies_the_son_of_god_played_this_phase() -> None:
    game = _preparation([SON_OF_GOD, NEW_JERUSALEM], [SOUL, AIMLESS])
    _play(game, SON_OF_GOD)
    game.pick(SOUL)
    assert game.zone(P1, Zone.LAND_OF_REDEMPTION) == [SOUL]
    _play(game, NEW_JERUSALEM)
    game.settle()
    # the copied "Rescue any Lost Soul in play" rescues the other Lost Soul
    assert game.zone(P1, Zone.LAND_OF_REDEMPTION) == [SOUL, AIMLESS]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == []
    new_jerusalem, son = game.card(NEW_JERUSALEM), game.card(SON_OF_GOD)
    assert of_kind(game.events, AbilityCopied) == [AbilityCopied(new_jerusalem, son)]
    # the copying card is the source of the copied rescue
    rescues = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "rescue"]
    assert [e.card for e in rescues] == [son, new_jerusalem]


def test_the_player_of_new_jerusalem_uses_the_copied_ability() -> None:
    # player 2 plays Son of God in player 1's battle; player 1's New Jerusalem copies it,
    # and player 1 rescues from player 2's Land of Bondage, into their own Land of Redemption
    game = Game.blocked(
        DANIEL,
        {"hand": [DANIEL, BOAZ, NEW_JERUSALEM], "land_of_bondage": [AIMLESS], "deck": [GABRIEL]},
        ABIRAM,
        {"hand": [ABIRAM, SON_OF_GOD]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(BOAZ), game.card(DANIEL)))
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Daniel 7/10 against Abiram 5/7
    _play(game, SON_OF_GOD)
    assert game.zone(P2, Zone.LAND_OF_REDEMPTION) == [AIMLESS]
    assert game.asked[0] == P1
    _play(game, NEW_JERUSALEM)
    game.settle()
    assert game.zone(P1, Zone.LAND_OF_REDEMPTION) == [SOUL]
    assert game.zone(P2, Zone.LAND_OF_REDEMPTION) == [AIMLESS]
    assert [(e.player, e.from_player) for e in of_kind(game.events, SoulRescued)] == [
        (P2, P1),
        (P1, P2),
    ]


def test_a_copy_cannot_target_an_ability_with_a_copy_effect() -> None:
    # the last good Dominant played is a New Jerusalem: at face value in the discard pile,
    # its ability contains a copy effect, so the second one has no target (and is not
    # offered: a Dominant is played for what it does); the Son of God played before it is
    # not the last good Dominant played
    game = _preparation([SON_OF_GOD, NEW_JERUSALEM, NEW_JERUSALEM_TOO], [SOUL, AIMLESS, THIRD])
    _play(game, SON_OF_GOD)
    game.pick(SOUL)
    assert PlayDominant(game.card(NEW_JERUSALEM_TOO)) in game.legal
    _play(game, NEW_JERUSALEM)
    game.pick(AIMLESS)
    assert game.zone(P1, Zone.LAND_OF_REDEMPTION) == [SOUL, AIMLESS]
    assert game.asked == (P1, DecisionKind.PREPARATION)
    assert PlayDominant(game.card(NEW_JERUSALEM_TOO)) not in game.legal
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [THIRD]
    assert [e.card for e in of_kind(game.events, AbilityCopied)] == [game.card(NEW_JERUSALEM)]


def test_nothing_to_copy_without_a_good_dominant_played_this_phase() -> None:
    game = _preparation([MARTYR, NEW_JERUSALEM], [SOUL], territory=[ACHAN])
    assert PlayDominant(game.card(NEW_JERUSALEM)) not in game.legal
    # an evil Dominant played this phase is not named
    _play(game, MARTYR)
    game.settle()
    assert game.where(MARTYR) == (P1, Zone.DISCARD_PILE)
    assert game.asked == (P1, DecisionKind.PREPARATION)
    assert PlayDominant(game.card(NEW_JERUSALEM)) not in game.legal


def test_a_son_of_god_played_in_an_earlier_phase_is_not_copied() -> None:
    game = _preparation([SON_OF_GOD, NEW_JERUSALEM, SON_OF_GOD_TOO], [SOUL, AIMLESS])
    _play(game, SON_OF_GOD)
    game.pick(SOUL)
    assert PlayDominant(game.card(NEW_JERUSALEM)) in game.legal
    game.do(EndPhase())
    assert game.state.phase is Phase.BATTLE
    # a Dominant may be played now, but New Jerusalem has nothing to copy
    assert PlayDominant(game.card(SON_OF_GOD_TOO)) in game.legal
    assert PlayDominant(game.card(NEW_JERUSALEM)) not in game.legal
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [AIMLESS]


def test_a_copy_the_engine_cannot_carry_out_does_nothing_and_says_so() -> None:
    # Angel of the Lord (Luke 2:9) is not of New Jerusalem's book: the copy would give New
    # Jerusalem its reference, which the engine does not do, so the copied discard is not
    # carried out
    game = _preparation([ANGEL, NEW_JERUSALEM], [SOUL], territory=[ACHAN, ABIRAM])
    _play(game, ANGEL)
    game.pick(ACHAN)
    assert game.zone(P2, Zone.DISCARD_PILE) == [ACHAN]
    _play(game, NEW_JERUSALEM)
    game.settle()
    assert game.zone(P2, Zone.TERRITORY) == [ABIRAM]
    assert not of_kind(game.events, AbilityCopied)
    refused = of_kind(game.events, CopyNotCarriedOut)
    assert [(e.card, e.copied) for e in refused] == [(game.card(NEW_JERUSALEM), game.card(ANGEL))]
    assert refused[0].reason == "a copy of a card with other attributes"


def test_a_state_in_the_middle_of_a_copied_ability_round_trips_and_can_be_observed() -> None:
    game = _preparation([SON_OF_GOD, NEW_JERUSALEM], [SOUL, AIMLESS, THIRD])
    _play(game, SON_OF_GOD)
    game.pick(SOUL)
    _play(game, NEW_JERUSALEM)
    # the copied rescue asks which Lost Soul: New Jerusalem's activation of Son of God's text
    assert game.question.card == game.card(NEW_JERUSALEM)
    assert sorted(game.names(game.question.options)) == sorted([AIMLESS, THIRD])
    state = game.state
    copied = state.stack[0]
    assert (copied.card, copied.copied) == (game.card(NEW_JERUSALEM), game.card(SON_OF_GOD))
    assert not state.problems()
    assert from_json(to_json(state), GameState) == state
    assert observe(state, P2).stack[0].copied == game.card(SON_OF_GOD)
    decks = [
        Deck(
            DeckEntry(1, state.card(InstanceId(card)))
            for card, instance in enumerate(state.cards)
            if instance.owner == seat and not state.card(InstanceId(card)).is_token
        )
        for seat in (P1, P2)
    ]
    sampled = determinize(observe(state, P1), seed=1, decks=decks)
    assert sampled.stack[0].copied == game.card(SON_OF_GOD)
    game.pick(THIRD)
    assert game.zone(P1, Zone.LAND_OF_REDEMPTION) == [SOUL, THIRD]
