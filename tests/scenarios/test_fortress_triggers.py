"""A Fortress's "If your lone ... attacks" and "If your lone ... blocks".

REG: Triggered Effect, Begins a Battle, Block, Alone, Action Priority. It fires for the
Fortress's controller when a character they control that fits the words begins a battle (or
is chosen to block), and waits as a pending triggered ability for Action Priority level 1,
after the abilities the character's entry set off. "A lone character begins a battle when a
character begins a battle and is alone when the triggered effect activates": a character
banded in meanwhile, and it does not activate. A character that does not fit the words, or
one of the other player, fires nothing. "If human is Egyptian" after "If your lone pale green
human blocks" names the blocking character again, by its kind.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool, of_kind

from redemption_rules import Attack, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityActivated

TENT = "David's Tent [K]"
"""Fortress: "If put in play, you may take a I Samuel Hero from deck or Reserve. If your lone
I Samuel Hero attacks, you may draw 1."."""
SINAI = "Wilderness of Sinai [L]"
"""Fortress: "If put in play, you may take an Exodus Hero from deck or Reserve. If your lone
Exodus Hero attacks, you may draw 1."."""
HANNAH = "Hannah (L)"
"""A blue Hero (4/4) of I Samuel 1:11 with no ability."""
ANGEL = "Angel at Bethesda"
"""A silver Hero (3/1) of John 5:4 with no ability."""
JONATHAN = "Prince Jonathan (Wa)"
"""Purple Hero (8/8) of I Samuel 20:16-17: "May band with David."."""
DAVID = "David (Green) (Wa)"
"""Green Hero (10/3) of I Samuel 17:37: "David may use any enhancement bearing his name in the
card title."."""
SOUL = "Lost Soul Luke 13:25 (J)"
DRAWN = "Gideon (J)"


@pytest.mark.parametrize(
    "name", [TENT, SINAI, "Egypt [RR2]", "Rome [RR2]", "Haman's Gallows [RR2]"]
)
def test_the_fortresses_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        # "If your lone meek or Ruth Hero attacks": "lone" in one part only
        ("Threshing Floor (LoC)", "trigger 'attacks' not watched on this card"),
        # the Artifact pile is in a territory: whether face-down Artifacts are reached is
        # not said
        ("Babylonian Banquet Hall [RR2]", "an Artifact in a territory, active or not"),
    ],
)
def test_what_stays_refused(name: str, reason: str) -> None:
    assert reason in ability_support(full_pool().get(name)).missing


def _attack(
    hero: str, mine: dict[str, list[str]], theirs: dict[str, list[str]] | None = None
) -> Game:
    game = Game.at(
        [
            {"hand": [hero], "deck": [DRAWN], **mine},
            {"land_of_bondage": [SOUL], **(theirs or {})},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    return game


def _fired(game: Game, fortress: str = TENT) -> bool:
    """Whether *fortress*'s ability activated."""
    card = game.card(fortress)
    return any(event.card == card for event in of_kind(game.events, AbilityActivated))


def test_a_lone_hero_attacking_fires_for_the_fortress_controller() -> None:
    game = _attack(HANNAH, {"territory": [TENT]})
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("draw 1")
    assert game.zone(P1, Zone.HAND) == [DRAWN]
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)


def test_the_trigger_may_be_declined() -> None:
    game = _attack(HANNAH, {"territory": [TENT]})
    game.decline()
    game.settle()
    assert game.zone(P1, Zone.DECK) == [DRAWN]
    assert game.asked == (P2, DecisionKind.BLOCK)


def test_a_hero_not_of_the_description_fires_nothing() -> None:
    game = _attack(ANGEL, {"territory": [TENT]})
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert not _fired(game)
    assert game.zone(P1, Zone.DECK) == [DRAWN]


def test_another_fortress_watches_another_book() -> None:
    game = _attack(HANNAH, {"territory": [SINAI]})
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert not _fired(game, SINAI)
    assert game.zone(P1, Zone.DECK) == [DRAWN]


def test_the_opponents_fortress_fires_nothing() -> None:
    game = _attack(HANNAH, {}, {"territory": [TENT], "deck": ["Abihu (L)"]})
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert not _fired(game)


def test_a_hero_banded_to_before_the_trigger_activates_is_not_alone() -> None:
    # Prince Jonathan bands David in as he begins the battle: neither is alone when the
    # Fortress's triggered effect would activate
    game = _attack(JONATHAN, {"territory": [TENT, DAVID]})
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("band with David")
    game.pass_windows()
    assert game.where(DAVID) == (None, Zone.FIELD_OF_BATTLE)
    # David's own ability is offered as he enters battle; the Fortress's is not
    assert game.question.labels == (
        "use any enhancement bearing his name in the card title",
        "Decline",
    )
    game.decline()
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert not _fired(game)
    assert game.zone(P1, Zone.DECK) == [DRAWN]


def test_a_band_declined_leaves_the_hero_alone() -> None:
    game = _attack(JONATHAN, {"territory": [TENT, DAVID]})
    game.decline()
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("draw 1")
    assert game.zone(P1, Zone.HAND) == [DRAWN]


# -- "If your lone ... blocks" -----------------------------------------------------------------

EGYPT = "Egypt [RR2]"
"""Fortress: "If your lone pale green human blocks, discard the top card of each deck. If human
is Egyptian, you may draw 2."."""
EGYPTIANS = "Subjugating Egyptians [K]"
"""A pale green Evil Character (10/11), generic Egyptian, with no ability."""
DOEG = "Doeg (L)"
"""A pale green Evil Character (6/6), an Edomite, with no ability."""
FROGS = "Frog Demons (L)"
"""A pale green Evil Character (6/6), demons, with no ability."""
THEIR_DECK = ["Abihu (L)", "Er", "Wizards"]


def _blocked(blocker: str, *, fortress_mine: bool = False) -> Game:
    mine: dict[str, list[str]] = {"hand": [HANNAH], "deck": [DRAWN]}
    theirs: dict[str, list[str]] = {"hand": [blocker], "deck": list(THEIR_DECK)}
    (mine if fortress_mine else theirs)["territory"] = [EGYPT]
    return Game.blocked(HANNAH, mine, blocker, theirs, pool=full_pool(), answer_block=False)


def test_the_egyptians_blocking_fire_both_sentences() -> None:
    game = _blocked(EGYPTIANS)
    assert game.zone(P1, Zone.DISCARD_PILE) == [DRAWN]
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Abihu (L)"]
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("draw 2")
    assert game.zone(P2, Zone.HAND) == ["Er", "Wizards"]


def test_a_pale_green_human_not_egyptian_fires_the_first_sentence_only() -> None:
    game = _blocked(DOEG)
    assert game.zone(P1, Zone.DISCARD_PILE) == [DRAWN]
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Abihu (L)"]
    game.pass_windows()
    assert game.asked != (P2, DecisionKind.ABILITY)
    assert game.zone(P2, Zone.HAND) == []


def test_a_blocker_not_human_fires_nothing() -> None:
    game = _blocked(FROGS)
    game.pass_windows()
    assert not _fired(game, EGYPT)
    assert game.zone(P1, Zone.DECK) == [DRAWN]
    assert game.zone(P2, Zone.DECK) == THEIR_DECK


def test_the_attackers_fortress_watches_their_own_blockers_only() -> None:
    game = _blocked(EGYPTIANS, fortress_mine=True)
    game.pass_windows()
    assert not _fired(game, EGYPT)
    assert game.zone(P2, Zone.DECK) == THEIR_DECK
