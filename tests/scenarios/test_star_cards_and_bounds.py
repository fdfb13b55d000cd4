"""Star cards named, "if X is 2 or greater", and "(or take it if ...)" on real cards.

* "A * card" is a star card: one with a star ability (REG: Star Icon, "Cards with a star
  ability are star cards").
* "If X is 2 or greater", "if X is at least 3" compare the card's X now (REG: Numbers); they
  were read as a test of cards in play, which held whenever any card was.
* "You may topdeck a * card from discard pile (or take it if X is 2 or greater)": when the
  condition holds the take stands in for the topdeck, and "it" is the card the topdeck would
  have acted on, a star card from the discard pile.

Malachi (PoC), a Hero: "(Star) Topdeck a Covenant from Reserve. (Hero) You may topdeck a *
card from discard pile (or take it if X is 2 or greater). ..."; X = # of your minor
prophets. Spies at Ai, a Hero: "... Reveal opponent's hand: If X is at least 3, you may take
an evil card (except a Dominant)."; X = # of evil brigades revealed.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.select import unsupported_in
from redemption_rules.effects.targets import Count, Is, Quantifier, Ref, Selector

MALACHI = "Malachi (PoC)"
MINOR_PROPHET = "Nahum (PoC)"
STAR_CARDS = ["The Child is Born (GoC)", "Redeeming Branch"]
"""Good Enhancements opening with "STAR:"."""
PLAIN = "Hailstones (FoM)"
"""A Good Enhancement with no star ability."""
TOPDECK = "topdeck a * card from discard pile (or take it if X is 2 or greater)"
TAKE = "take it if X is 2 or greater"
SPIES = "Spies at Ai"


def _malachi(territory: list[str]) -> Game:
    assert ability_support(full_pool().get(MALACHI)).carried_out
    game = Game.at(
        [
            {"hand": [MALACHI], "territory": territory, "discard_pile": [PLAIN, *STAR_CARDS]},
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(MALACHI), P2))
    assert game.asked == (P1, DecisionKind.ABILITY)
    return game


def test_a_star_card_is_one_with_a_star_ability() -> None:
    pool = full_pool()
    assert all(pool.get(name).is_star for name in STAR_CARDS)
    assert pool.get(MALACHI).is_star
    assert not pool.get(PLAIN).is_star
    assert not pool.get(MINOR_PROPHET).is_star


def test_only_star_cards_are_offered() -> None:
    game = _malachi([])
    assert game.question.labels == (TOPDECK, DECLINE)  # one minor prophet: X is 1
    game.choose(TOPDECK)
    assert game.names(game.question.options) == STAR_CARDS
    game.pick("Redeeming Branch")
    assert game.zone(P1, Zone.DECK) == ["Redeeming Branch"]


def test_x_of_two_makes_the_take_stand_in_for_the_topdeck() -> None:
    game = _malachi([MINOR_PROPHET])  # two minor prophets: X is 2
    assert game.question.labels == (TAKE, DECLINE)
    game.choose(TAKE)
    assert game.names(game.question.options) == STAR_CARDS  # "it": a * card from discard pile
    game.pick("The Child is Born (GoC)")
    assert game.zone(P1, Zone.HAND) == ["The Child is Born (GoC)"]
    assert game.zone(P1, Zone.DECK) == []


@pytest.mark.parametrize(
    ("hand", "offered"),
    [
        (["Goliath (L)", "Doeg (L)"], False),  # black, pale green: 2 evil brigades
        (["Goliath (L)", "Belshazzar", "Er"], True),  # black, crimson, pale green: 3
    ],
)
def test_x_at_least_three_counts_the_brigades_revealed(hand: list[str], offered: bool) -> None:
    assert ability_support(full_pool().get(SPIES)).carried_out
    game = Game.at([{"hand": [SPIES]}, {"hand": hand, "land_of_bondage": [SOUL]}], pool=full_pool())
    game.do(Attack(game.card(SPIES), P2))
    asked = game.asked == (P1, DecisionKind.ABILITY)
    assert asked == offered
    if offered:  # "you may take" after the colon: asked, then the card chosen
        game.choose(game.question.labels[0])
        assert game.question.prompt.startswith("Choose evil card to take")
        game.pick("Belshazzar")
        assert game.zone(P1, Zone.HAND) == ["Belshazzar"]


def test_a_number_compared_with_a_description_of_cards_is_reported() -> None:
    x = Selector(count=Count(Quantifier.EXACTLY, None, "X"))
    bound = Selector(count=Count(Quantifier.AT_LEAST, 2))
    assert "a number compared with a description" not in unsupported_in(Is(x, bound))
    evil = Selector(count=Count(Quantifier.AT_LEAST, 2), types=("Evil Character",))
    assert "a number compared with a description" in unsupported_in(Is(x, evil))


def test_an_alternative_to_an_effect_that_refers_back_keeps_its_reference() -> None:
    # "Negate an evil Enhancement or a Curse. Bounce it or take it.": both name the card
    # negated; "(or take it if ...)" after a described target names that description
    found = card_abilities(full_pool().get("Abraham's Descendant (LoC)")).ability
    assert found is not None
    assert [e.target.ref for e in found.effects if e.kind in ("bounce", "take")][-2:] == [
        Ref.IT,
        Ref.IT,
    ]
    heart = card_abilities(full_pool().get("Heart of Depravity")).ability
    assert heart is not None
    topdeck, take = (e for e in heart.effects if e.kind in ("topdeck", "take"))
    assert take.target == topdeck.target  # an evil Enhancement from Reserve
