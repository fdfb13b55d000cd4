"""Interrupt: abilities suspended while the paired effects act, then reactivated (REG: Interrupt).

An interrupt undoes what the interrupted abilities did this phase; the effects that follow it
on the same card act; then each interrupted ability reactivates, unless its card left play
meanwhile (or it was negated or prevented). "Interrupt the battle" names the active abilities
of cards in battle and those of the last card the opponent played in it.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import (
    CardType,
    GameState,
    InstanceId,
    Pass,
    PlayEnhancement,
    Zone,
    from_json,
    to_json,
)
from redemption_rules.decks import Deck, DeckEntry
from redemption_rules.effects import resolution
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.resolution import affects
from redemption_rules.events import (
    AbilityInterrupted,
    AbilityReactivated,
    SpecialInitiativeGiven,
)
from redemption_rules.state import Moved
from redemption_rules.table import Table
from redemption_rules.views import determinize, observe

BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""A blue N.T. Hero, 10/10, with no ability."""

FROG = "Frog Demons (L)"
"""A pale green demon, 6/6, with no ability."""

ANNA = "Anna (Pr)"
"""A Hero waiting in player 1's territory."""

CORRUPT_EARTH = "Corrupt Earth"
"""Pale Green Evil Enhancement, 4/2: "Discard an opponent's card." """


def _anna_discarded(interrupt: str, **mine: list[str]) -> Game:
    """Bartholomew attacks, Frog Demons blocks and loses; Corrupt Earth makes it 10/8 and
    discards Anna from player 1's territory. Mutual destruction: player 1 may play
    *interrupt*, in hand."""
    pool = full_pool()
    for name in (interrupt, CORRUPT_EARTH):
        assert ability_support(pool.get(name)).carried_out, name
    territory = [ANNA, *mine.get("territory", [])]
    game = Game.blocked(
        BARTHOLOMEW,
        {"hand": [BARTHOLOMEW, interrupt], "territory": territory},
        FROG,
        {"hand": [FROG, CORRUPT_EARTH]},
        pool=pool,
    )
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(CORRUPT_EARTH), game.card(FROG)))
    game.pick(ANNA)
    game.settle()
    assert game.where(ANNA) == (P1, Zone.DISCARD_PILE)
    assert game.asked[0] == P1
    return game


def test_the_interrupted_ability_is_undone_while_the_paired_effects_act_then_reactivates() -> None:
    # Journey to Egypt: "Interrupt the battle. Hero may band to up to 3 Genesis Heroes."
    journey = "Journey to Egypt (Roots)"
    game = _anna_discarded(journey, territory=["Seth"])
    events = game.do(PlayEnhancement(game.card(journey), game.card(BARTHOLOMEW)))
    earth = game.card(CORRUPT_EARTH)
    assert AbilityInterrupted(earth, game.card(journey)) in events
    # while the band is offered, Corrupt Earth's discard is undone
    assert game.where(ANNA) == (P1, Zone.TERRITORY)
    assert "Seth" in game.offered or game.question.labels
    game.decline()
    # Journey to Egypt is complete: Corrupt Earth reactivates with the target it chose
    assert AbilityReactivated(earth, game.card(journey)) in game.events
    assert game.where(ANNA) == (P1, Zone.DISCARD_PILE)
    assert not game.state.problems()


def test_a_band_made_during_the_interrupt_stays_after_the_reactivation() -> None:
    journey = "Journey to Egypt (Roots)"
    game = _anna_discarded(journey, territory=["Seth"])
    game.do(PlayEnhancement(game.card(journey), game.card(BARTHOLOMEW)))
    game.choose(game.question.labels[0])
    game.pick("Seth")
    battle = game.state.battle
    assert battle is not None
    assert game.card("Seth") in battle.heroes
    assert game.where(ANNA) == (P1, Zone.DISCARD_PILE)


def test_an_ability_whose_card_leaves_play_meanwhile_does_not_reactivate() -> None:
    # Eve's Descendant interrupts the battle and removes Frog Demons from the game: Corrupt
    # Earth, which Frog Demons used, has no user left and is discarded; its discard of
    # Anna stays undone.
    eves = "Eve's Descendant"
    game = _anna_discarded(eves)
    events = game.do(PlayEnhancement(game.card(eves), game.card(BARTHOLOMEW)))
    earth = game.card(CORRUPT_EARTH)
    assert AbilityInterrupted(earth, game.card(eves)) in events
    assert game.where(FROG) == (P2, Zone.BANISH_PILE)
    assert game.where(CORRUPT_EARTH) == (P2, Zone.DISCARD_PILE)
    assert AbilityReactivated(earth, game.card(eves), reactivated=False) in game.events
    assert game.where(ANNA) == (P1, Zone.TERRITORY)
    assert not game.state.problems()


def test_an_interrupt_naming_a_card_takes_it_out_of_play_for_good() -> None:
    # Abraham's Descendant: "Interrupt a Curse or Evil Enhancement in play and add it to
    # your hand." Corrupt Earth goes to player 1's hand and never reactivates.
    abraham = "Abraham's Descendant"
    game = _anna_discarded(abraham)
    game.do(PlayEnhancement(game.card(abraham), game.card(BARTHOLOMEW)))
    game.settle()
    earth = game.card(CORRUPT_EARTH)
    assert AbilityInterrupted(earth, game.card(abraham)) in game.events
    assert game.where(CORRUPT_EARTH) == (P1, Zone.HAND)
    assert game.where(ANNA) == (P1, Zone.TERRITORY)


def _nile_on_the_frog(hero: str, answer: str) -> Game:
    """*hero* attacks and beats Frog Demons; Thrown into the Nile ("Discard all Heroes in
    battle") would leave player 1 no character in battle: special initiative, answered
    with *answer*."""
    nile = "Thrown into the Nile [K]"
    pool = full_pool()
    for name in (nile, answer):
        assert ability_support(pool.get(name)).carried_out, name
    game = Game.blocked(hero, {"hand": [hero, answer]}, FROG, {"hand": [FROG, nile]}, pool=pool)
    events = game.do(PlayEnhancement(game.card(nile), game.card(FROG)))
    assert SpecialInitiativeGiven(P1, game.card(nile)) in events
    game.do(PlayEnhancement(game.card(answer), game.card(hero)))
    game.settle()
    return game


def test_special_initiative_answered_by_interrupting_the_battle() -> None:
    # Eve's Descendant removes Frog Demons: Thrown into the Nile loses its user, leaves
    # play, and the Hero is never discarded.
    game = _nile_on_the_frog(BARTHOLOMEW, "Eve's Descendant")
    nile = game.card("Thrown into the Nile [K]")
    assert AbilityInterrupted(nile, game.card("Eve's Descendant")) in game.events
    assert game.where(BARTHOLOMEW) != (P1, Zone.DISCARD_PILE)
    assert game.where(FROG) == (P2, Zone.BANISH_PILE)


def test_an_automatic_target_is_updated_when_the_ability_reactivates() -> None:
    # Bravery of Priscilla interrupts the battle and protects all Heroes from evil cards:
    # Thrown into the Nile reactivates, but "all Heroes in battle" now names none it can
    # touch (REG: Targeting, an automatically targeted effect updates its targets).
    bereans = "Bereans"
    priscilla = "Bravery of Priscilla (EC)"
    game = _nile_on_the_frog(bereans, priscilla)
    nile = game.card("Thrown into the Nile [K]")
    assert AbilityInterrupted(nile, game.card(priscilla)) in game.events
    assert AbilityReactivated(nile, game.card(priscilla)) in game.events
    assert game.where(bereans) != (P1, Zone.DISCARD_PILE)


def test_an_ability_that_cannot_be_interrupted_is_left_alone() -> None:
    # The Targeting Modified Abilities table: an interrupt activated after the card was
    # played affects an ability that cannot be prevented, not one that cannot be
    # interrupted or negated.
    assert affects("interrupt", before=False)
    assert affects("interrupt", before=False, shield=("cbp",))
    assert not affects("interrupt", before=False, shield=("cbi",))
    assert not affects("interrupt", before=False, shield=("cbn",))


def test_a_state_in_the_middle_of_an_interrupt_round_trips_and_can_be_observed() -> None:
    journey = "Journey to Egypt (Roots)"
    game = _anna_discarded(journey, territory=["Seth"])
    game.do(PlayEnhancement(game.card(journey), game.card(BARTHOLOMEW)))
    state = game.state
    holder = state.stack[0]
    assert [held.activation.card for held in holder.suspended] == [game.card(CORRUPT_EARTH)]
    assert from_json(to_json(state), GameState) == state
    view = observe(state, P2)
    assert view.stack[0].suspended[0].activation.card == game.card(CORRUPT_EARTH)
    decks = [
        Deck(
            DeckEntry(1, state.card(InstanceId(card)))
            for card, instance in enumerate(state.cards)
            if instance.owner == seat and not state.card(InstanceId(card)).is_token
        )
        for seat in (P1, P2)
    ]
    sampled = determinize(observe(state, P1), seed=1, decks=decks)
    assert sampled.stack[0].suspended[0].activation.card == game.card(CORRUPT_EARTH)


def test_a_capture_made_again_as_its_ability_reactivates_takes_the_hero_captive_again() -> None:
    # Demonic Snare: "Capture a Hero in play." Journey to Egypt interrupts it:
    # Anna comes back to territory; when Hard Bondage reactivates, she is captured again,
    # a captured Hero that is a Lost Soul in the Land of Bondage (REG: Captured Character)
    journey, bondage, prophet = (
        "Journey to Egypt (Roots)",
        "Demonic Snare",
        "The False Prophet (Pr)",
    )
    pool = full_pool()
    for name in (journey, bondage):
        assert ability_support(pool.get(name)).carried_out, name
    game = Game.blocked(
        BARTHOLOMEW,
        {"hand": [BARTHOLOMEW, journey], "territory": [ANNA]},
        prophet,
        {"hand": [prophet, bondage]},
        pool=pool,
    )
    if game.asked[0] == P1:  # 10/10 against 8/12: a stalemate
        game.do(Pass())
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(bondage), game.card(prophet)))
    game.pick(ANNA)
    game.settle()
    anna = game.card(ANNA)
    assert game.where(ANNA) == (P2, Zone.LAND_OF_BONDAGE)
    captive = game.state.instance(anna)
    assert game.asked[0] == P1  # still a stalemate: the player who did not play last
    game.do(PlayEnhancement(game.card(journey), game.card(BARTHOLOMEW)))
    game.settle()
    assert AbilityInterrupted(game.card(bondage), game.card(journey)) in game.events
    assert AbilityReactivated(game.card(bondage), game.card(journey)) in game.events
    assert game.where(ANNA) == (P2, Zone.LAND_OF_BONDAGE)
    again = game.state.instance(anna)
    assert (again.identity, again.captured) == (captive.identity, captive.captured)
    assert again.captured is CardType.HERO
    assert game.state.problems() == []


def test_an_enhancement_whose_character_left_battle_is_not_played_into_it_again() -> None:
    # Blood of the Lamb played Spirit as a Dove on a Hero; Tenants Kill the Son interrupted
    # the battle (Spirit as a Dove back to hand) and discarded that Hero; Blood of the Lamb's
    # reactivation made its play again. An Enhancement with no character in battle to use
    # it is not played into battle again (REG: Interrupt): it stays where the interrupt put
    # it, and the battle holds no Enhancement used by nobody
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)", "Spirit as a Dove (GoC)"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"]},
        pool=full_pool(),
    )
    andrew, dove = game.card("Andrew (Ap)"), game.card("Spirit as a Dove (GoC)")
    table = Table(game.state)
    resolution._leave_battle(table, andrew, (P1, Zone.DISCARD_PILE))
    played = Moved(dove, None, Zone.FIELD_OF_BATTLE, 0, P1, Zone.HAND, side=P1, user=andrew)
    resolution._undo_moves(table, [played])
    state = table.freeze()
    assert state.locate(dove) == (P1, Zone.HAND)
    assert state.battle is not None
    assert dove not in [e.card for e in state.battle.enhancements]
    assert state.problems() == []
