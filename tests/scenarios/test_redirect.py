"""Redirect: an interrupted ability carried out by the player redirecting it (REG: Redirect).

The target must be pending by being interrupted; the ability keeps its card's player and the
character using it, and the redirecting player carries it out, choosing its targets again
("opponent" is now their opponent), once the redirecting ability completes.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityInterrupted, AbilityReactivated

BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""A blue N.T. Hero, 10/10, with no ability."""
FROG = "Frog Demons (L)"
"""A pale green demon, 6/6, with no ability."""
ANNA = "Anna (Pr)"
"""A Hero waiting in player 1's territory."""
CORRUPT_EARTH = "Corrupt Earth"
"""Pale Green Evil Enhancement, 4/2: "Discard an opponent's card." """
BLAME = "Blame Shifting"
"""Blue/Pale Green GE/EE: "Interrupt and redirect an Enhancement played by an opponent." """


def _anna_discarded(*, theirs: tuple[str, ...] = ()) -> Game:
    """Bartholomew attacks, Frog Demons blocks; Corrupt Earth discards Anna. Player 1 may
    answer with Blame Shifting."""
    pool = full_pool()
    for name in (BLAME, CORRUPT_EARTH):
        assert ability_support(pool.get(name)).carried_out, name
    game = Game.blocked(
        BARTHOLOMEW,
        {"hand": [BARTHOLOMEW, BLAME], "territory": [ANNA]},
        FROG,
        {"hand": [FROG, CORRUPT_EARTH], "territory": list(theirs)},
        pool=pool,
    )
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(CORRUPT_EARTH), game.card(FROG)))
    game.pick(ANNA)
    game.settle()
    assert game.where(ANNA) == (P1, Zone.DISCARD_PILE)
    assert game.asked[0] == P1
    return game


def test_the_redirecting_player_carries_the_ability_out_with_new_targets() -> None:
    game = _anna_discarded(theirs=("Achan (I)",))
    events = game.do(PlayEnhancement(game.card(BLAME), game.card(BARTHOLOMEW)))
    earth, blame = game.card(CORRUPT_EARTH), game.card(BLAME)
    assert AbilityInterrupted(earth, blame) in events
    assert AbilityReactivated(earth, blame) in game.events
    # the discard of Anna is undone; player 1 now discards one of player 2's cards
    assert game.where(ANNA) == (P1, Zone.TERRITORY)
    assert game.asked[0] == P1
    assert ANNA not in game.offered
    assert BARTHOLOMEW not in game.offered
    assert "Achan (I)" in game.offered
    game.pick("Achan (I)")
    game.settle()
    assert game.where("Achan (I)") == (P2, Zone.DISCARD_PILE)
    assert game.where(ANNA) == (P1, Zone.TERRITORY)
    # Corrupt Earth stays where it was played, on Frog Demons (REG: Redirect)
    assert game.where(CORRUPT_EARTH) == (None, Zone.FIELD_OF_BATTLE)
    battle = game.state.battle
    assert battle is not None
    assert [e.user for e in battle.enhancements if e.card == earth] == [game.card(FROG)]
    assert not game.state.problems()


ANGEL = "Angel of Warning (Ap)"
"""A silver Hero, 4/4, with no ability."""
NEWS = "Angelic News (I)"
"""Silver Good Enhancement, 4/3: "Draw 1 (or 2 if used by Gabriel)." """
DISTORTION = "Distortion"
"""Gray/Pale Green Evil Enhancement, 6/0: "Interrupt the battle. Redirect the last
Enhancement played by opponent." """


def test_the_last_enhancement_interrupted_with_the_battle_is_redirected() -> None:
    pool = full_pool()
    for name in (NEWS, DISTORTION):
        assert ability_support(pool.get(name)).carried_out, name
    game = Game.blocked(
        ANGEL,
        {"hand": [ANGEL, NEWS], "deck": ["Amos", "Agabus"]},
        FROG,
        {"hand": [FROG, DISTORTION], "deck": ["Achan (I)", "Abiram"]},
        pool=pool,
    )
    assert game.asked[0] == P1  # Angel of Warning 4/4 against Frog Demons 6/6
    game.do(PlayEnhancement(game.card(NEWS), game.card(ANGEL)))
    game.settle()
    assert game.zone(P1, Zone.HAND) == ["Amos"]
    assert game.asked[0] == P2  # 8/7 against 6/6
    events = game.do(PlayEnhancement(game.card(DISTORTION), game.card(FROG)))
    game.settle()
    news, distortion = game.card(NEWS), game.card(DISTORTION)
    assert AbilityInterrupted(news, distortion) in events
    assert AbilityReactivated(news, distortion) in game.events
    # player 1's draw is undone, and player 2, who redirected it, draws 1
    assert game.zone(P1, Zone.HAND) == []
    assert game.zone(P1, Zone.DECK)[:1] == ["Amos"]
    assert game.zone(P2, Zone.HAND) == ["Achan (I)"]
    assert not game.state.problems()


WHEEL = "Wheel Within a Wheel (Roots)"
"""Silver Good Enhancement, 4/4: "Negate an evil card. You may take up to 2 O.T. angels from
deck or Reserve. Cannot be interrupted." """


def test_an_ability_that_cannot_be_interrupted_is_not_redirected() -> None:
    # not pending by being interrupted, it is no target of the redirect (REG: Redirect)
    pool = full_pool()
    for name in (WHEEL, DISTORTION):
        assert ability_support(pool.get(name)).carried_out, name
    game = Game.blocked(
        ANGEL,
        {"hand": [ANGEL, WHEEL]},
        FROG,
        {"hand": [FROG, DISTORTION]},
        pool=pool,
    )
    game.do(PlayEnhancement(game.card(WHEEL), game.card(ANGEL)))
    game.settle()
    assert game.asked[0] == P2  # 8/8 against 6/6
    wheel, distortion = game.card(WHEEL), game.card(DISTORTION)
    events = game.do(PlayEnhancement(distortion, game.card(FROG)))
    events += game.settle()
    assert AbilityInterrupted(wheel, distortion) not in events
    assert not any(
        isinstance(event, AbilityReactivated) and event.card == wheel for event in events
    )
    assert game.where(WHEEL) == (None, Zone.FIELD_OF_BATTLE)
    assert not game.state.problems()
