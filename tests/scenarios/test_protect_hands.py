"""Protected hands, decks and Reserves (REG: Immune and Protect, Targeting, Look).

"Protect hands, decks and Reserves from opponent" protects the cards in them: an opponent's
card may not target them, to underdeck a random card from a hand, to discard the top card of
a deck or to look at them. "Regardless of protect abilities" targets them all the same. A
"may" with only protected cards to act on is not offered. A protection of some cards of a
hand ("your human Heroes in hand") is refused: texts that read so share words wrongly.
"""

from __future__ import annotations

import pytest
from redemption_rules.abilities.handlers import _protect_unsupported
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import ChooseCard, DecisionKind, PlayEnhancement, Zone, parse_ability
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Protect
from redemption_rules.events import CardsLooked

MESHACH = "Meshach (Mishael) [T2C]"
"""White Hero 9/4: "Protect hands, decks and Reserves from opponent. May band to a Daniel
human, or you may draw X (limit 3).\""""
NADAB = "Nadab, the Wicked"
"""Gray Evil Character 1/2: "Protect hands, decks and Reserves from opponent's cards. May band
to an evil O.T. priest, or you may reserve the bottom card of a deck.\""""
MOCKING = "Mocking Soldiers (J)"
"""Gray Evil Character: "Underdeck a random card from opponent's hand.\""""
SPIES = "David's Spies [K]"
"""Purple Hero 1/2 (a stalemate against Nadab: the attacker keeps the initiative)."""
TESTING = "Testing Solomon (Roots)"
"""Purple Good Enhancement: "Underdeck an evil card in battle and an evil card from opponent's
hand. Regardless of protect abilities.\""""
ACTS = "The Acts of Solomon (Roots)"
"""Purple Good Enhancement: "Negate an evil Enhancement. You may underdeck an evil card from
opponent's hand.\""""


@pytest.mark.parametrize(
    "name",
    [
        MESHACH,
        NADAB,
        "Mordecai (PoC)",
        "Simon the Zealot (Di)",
        "The Queen of Sheba (Roots)",
        "Jaddua, Son of Jonathan [2025 - Seasonal]",
    ],
)
def test_protections_of_whole_hands_decks_and_reserves_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


@pytest.mark.parametrize(("hero", "kept"), [(MESHACH, True), ("Andrew (Ap)", False)])
def test_a_protected_hand_keeps_its_cards_from_an_opponents_random_underdeck(
    hero: str, kept: bool
) -> None:
    # the Hero attacks with Adino in hand; Mocking Soldiers blocks and would underdeck a
    # random card of P1's hand: Meshach's protection (from P2's cards) keeps it there
    game = Game.blocked(
        hero,
        {"hand": [hero, "Adino (L)"], "deck": ["Asahel (L)"]},
        MOCKING,
        {"hand": [MOCKING]},
        pool=full_pool(),
    )
    if kept:
        assert "Adino (L)" in game.names(
            next(p for p in game.state.protections if p.source == game.card(MESHACH)).cards
        )
    assert game.zone(P1, Zone.HAND) == (["Adino (L)"] if kept else [])
    assert game.zone(P1, Zone.DECK) == (["Asahel (L)"] if kept else ["Asahel (L)", "Adino (L)"])
    assert game.state.problems() == []


def test_regardless_of_protect_abilities_reaches_a_protected_hand() -> None:
    # Nadab protects both hands from P1's cards; Testing Solomon underdecks Nadab and then
    # an evil card of P2's hand all the same
    game = Game.blocked(
        SPIES,
        {"hand": [SPIES, TESTING]},
        NADAB,
        {"hand": [NADAB, "Achan (I)", "Abiram"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(TESTING), game.card(SPIES)))
    # Nadab, the one evil card in battle, is taken; then one of the protected hand
    assert set(game.names(game.question.options)) == {"Achan (I)", "Abiram"}
    game.do(ChooseCard(game.card("Abiram")))
    game.settle()
    assert game.zone(P2, Zone.HAND) == ["Achan (I)"]
    assert game.zone(P2, Zone.DECK) == [NADAB, "Abiram"]


@pytest.mark.parametrize(("blocker", "offered"), [(NADAB, False), ("Achan (I)", True)])
def test_a_may_with_only_protected_cards_to_act_on_is_not_offered(
    blocker: str, offered: bool
) -> None:
    # The Acts of Solomon: no evil Enhancement to negate, and "you may underdeck an evil
    # card from opponent's hand" only when that hand is not protected from it
    game = Game.blocked(
        SPIES,
        {"hand": [SPIES, ACTS]},
        blocker,
        {"hand": [blocker, "Abiram"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(ACTS), game.card(SPIES)))
    asked = game.asked == (P1, DecisionKind.ABILITY)
    assert asked is offered
    if offered:
        game.choose("underdeck an evil card from opponent's hand")
    game.settle()
    assert game.zone(P2, Zone.HAND) == ([] if offered else ["Abiram"])


def test_a_protection_of_some_cards_of_a_hand_is_refused() -> None:
    # "your hand, deck and human Heroes" is three places and cards: carried out; "human
    # Heroes in your hand" is some cards of a hand: refused
    assert ability_support(full_pool().get("Angelic Warrior (RoJ)")).carried_out
    (effect,) = parse_ability("Protect human Heroes in your hand from evil cards.").effects
    assert isinstance(effect, Protect)
    assert _protect_unsupported(effect) == ["a protection of some cards of a hand, deck or Reserve"]


HELMET = "Helmet (LoC)"
"""Purple and red Good Enhancement: "You may look at opponent's hand or take a good O.T.
Enhancement from Reserve.\""""


def test_a_look_shows_the_cards_of_a_hand_not_protected() -> None:
    game = Game.blocked(
        SPIES,
        {"hand": [SPIES, HELMET]},
        "Achan (I)",
        {"hand": ["Achan (I)", "Abiram"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(HELMET), game.card(SPIES)))
    events = game.choose("look at opponent\u2019s hand") + game.settle()
    (looked,) = [event for event in events if isinstance(event, CardsLooked)]
    assert game.names(looked.cards) == ["Abiram"]


def test_a_look_at_a_protected_hand_is_not_offered() -> None:
    # a look targets the cards it makes visible (REG: Look): a hand protected from it has
    # nothing to show, so the look is no option; with nothing in Reserve to take, the
    # Enhancement asks nothing
    game = Game.blocked(
        SPIES,
        {"hand": [SPIES, HELMET]},
        NADAB,
        {"hand": [NADAB, "Abiram"]},
        pool=full_pool(),
    )
    events = game.do(PlayEnhancement(game.card(HELMET), game.card(SPIES)))
    events += game.pass_windows() if game.asked[1] is DecisionKind.PRIORITY else []
    assert game.asked[1] is not DecisionKind.ABILITY
    assert not [event for event in events if isinstance(event, CardsLooked)]
    assert game.zone(P2, Zone.HAND) == ["Abiram"]
