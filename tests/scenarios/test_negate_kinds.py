"""Negate and prevent abilities named by kind (REG: Negate, Prevent).

"Negate band abilities" negates the band effects of abilities: what they did this phase is
undone (a banded character goes home) and, to the end of the phase, effects of that kind
are not carried out; the other effects of those abilities go on. An alignment names the
cards the abilities are on ("Negate evil band abilities"). A prevent keeps them from
abilities that activate after it.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    Attack,
    Block,
    DecisionKind,
    PlayEnhancement,
    Zone,
    from_json,
    to_json,
)
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityNegated
from redemption_rules.state import GameState

ACHISH = "King Achish (1st Print - L)"
"""Black Evil Character 11/10: "Negate band abilities." """
MARTHA = "Hospitality of Martha (Di)"
"""Gold Good Enhancement: "Each player must draw 1 (or 3 if used by a female). Protect all
cards in hands and territories from shuffle. Band a N.T. Hero into battle." """
MATTHIAS = "Matthias (Ap)"
"""Gold N.T. Hero 7/7 with no special ability."""
GAIUS = "Gaius"
"""Gold N.T. Hero 7/7 with no special ability."""
AMAZIAH = "King Amaziah (RoA)"
"""Purple Hero 8/9, a king."""
HIRAM = "King Hiram"
"""Purple Hero 10/4, a king: "You may draw a card or search deck for an O.T. Fortress and
add it to hand." """
SOOTHSAYERS = "Gathering Soothsayers (1st Print - K)"
"""Pale Green Evil Enhancement: "Egyptian may band to up to 3 O.T. Egyptians." """
HORSEMEN = "Egyptian Horsemen (1st Print - K)"
EGYPTIANS = ("Egyptian Soothsayers (1st Print - K)", "Egyptian Archer (1st Print - K)")
WATCHER = "The Heavenly Watcher"
"""Silver Hero 7/2: "Negate evil band abilities. You may underdeck an Artifact, evil
Fortress or evil Enhancement." """
GUARD = "The Guard at the Den"
"""Brown Evil Character 7/8: "Negate good band abilities. ..." """
DEFENESTRATED = "Defenestrated! (Roots)"
"""Dual Enhancement; as an evil one: "Human may band to an Evil Character." """
HYRAX = "Unclean Animals [Rock Hyrax]"
"""Crimson Evil Character 1/4: "Negate good draw abilities. May band to an animal." """
SEPARATE_WAYS = "Separate Ways"
"""Gray Evil Enhancement: "Return all but one Hero in battle to owners' territories. Prevent
good banding abilities." """


def test_the_cards_are_carried_out() -> None:
    pool = full_pool()
    for name in (
        ACHISH,
        WATCHER,
        GUARD,
        HYRAX,
        SEPARATE_WAYS,
        "Herod the Great (Di)",
        "Titus (EC)",
        "Flee from Enemies",
    ):
        assert ability_support(pool.get(name)).carried_out, name


def test_king_achish_sends_a_banded_hero_home() -> None:
    # Adam: "Adam may band to Eve." Achish blocks afterwards and negates the band.
    game = Game.at(
        [
            {"hand": ["Adam"], "territory": ["Eve (Wo)"]},
            {"land_of_bondage": [SOUL], "hand": [ACHISH]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Adam"), P2))
    game.choose(game.question.labels[0])
    battle = game.state.battle
    assert battle is not None
    assert game.card("Eve (Wo)") in battle.heroes
    game.settle()
    game.do(Block(game.card(ACHISH)))
    battle = game.state.battle
    assert battle is not None
    assert battle.heroes == (game.card("Adam"),)
    assert game.where("Eve (Wo)") == (P1, Zone.TERRITORY)
    assert [(e.card, e.by) for e in of_kind(game.events, AbilityNegated)] == [
        (game.card("Adam"), game.card(ACHISH))
    ]
    # the negate is kept in the state, which reads back as it was written
    assert [p.kinds for p in game.state.preventions] == [("band",)]
    assert from_json(to_json(game.state), GameState) == game.state


def test_a_band_after_king_achish_is_not_carried_out_but_the_rest_of_the_ability_is() -> None:
    # Achish beats Matthias; Hospitality of Martha would band Gaius, and each player draws 1
    game = Game.blocked(
        MATTHIAS,
        {"hand": [MATTHIAS, MARTHA], "territory": [GAIUS], "deck": ["Adam"]},
        ACHISH,
        {"hand": [ACHISH], "deck": ["Laban (F)"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(MARTHA), game.card(MATTHIAS)))
    # the band is not offered: nothing it could do
    assert game.state.decision is None or game.asked[1] is not DecisionKind.ABILITY
    assert game.where(GAIUS) == (P1, Zone.TERRITORY)
    assert game.zone(P1, Zone.HAND) == ["Adam"]  # "Each player must draw 1"
    assert game.zone(P2, Zone.HAND) == ["Laban (F)"]


def test_without_a_negate_hospitality_of_martha_bands() -> None:
    game = Game.blocked(
        MATTHIAS,
        {"hand": [MATTHIAS, MARTHA], "territory": [GAIUS]},
        "Laban (F)",
        {"hand": ["Laban (F)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(MARTHA), game.card(MATTHIAS)))
    assert game.where(GAIUS) == (None, Zone.FIELD_OF_BATTLE)


def _soothsayers_against(hero: str) -> Game:
    """*hero* attacks, Egyptian Horsemen blocks, both are defeated; player 1 passes and
    player 2 plays Gathering Soothsayers, with two Egyptians in territory."""
    game = Game.blocked(
        hero,
        {"hand": [hero]},
        HORSEMEN,
        {"hand": [HORSEMEN, SOOTHSAYERS], "territory": list(EGYPTIANS)},
        pool=full_pool(),
    )
    if game.asked[0] == P1:
        game.do(game.legal[-1])  # pass
    game.do(PlayEnhancement(game.card(SOOTHSAYERS), game.card(HORSEMEN)))
    return game


def test_an_evil_band_after_the_heavenly_watcher_is_not_carried_out() -> None:
    game = _soothsayers_against(WATCHER)
    assert game.state.decision is None or game.asked[1] is not DecisionKind.ABILITY
    assert all(game.where(name) == (P2, Zone.TERRITORY) for name in EGYPTIANS)


def test_without_the_watcher_the_evil_band_is_offered() -> None:
    game = _soothsayers_against("Gideon (J)")
    assert game.asked == (P2, DecisionKind.ABILITY)


def test_a_negate_of_good_band_abilities_leaves_an_evil_band() -> None:
    # The Guard at the Den negates good band abilities; Defenestrated! is played as evil
    game = Game.blocked(
        AMAZIAH,
        {"hand": [AMAZIAH]},
        GUARD,
        {"hand": [GUARD, DEFENESTRATED], "territory": ["Doeg (L)"]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(DEFENESTRATED), game.card(GUARD)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert "band to an Evil Character" in game.question.labels


def test_a_negate_of_good_draw_abilities_puts_the_card_drawn_back() -> None:
    # King Hiram draws; the Rock Hyrax blocks and negates good draw abilities
    game = Game.at(
        [
            {"hand": [HIRAM], "deck": ["Gideon (J)", "Adam"]},
            {"land_of_bondage": [SOUL], "hand": [HYRAX]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HIRAM), P2))
    game.choose("draw a card")
    assert game.zone(P1, Zone.HAND) == ["Gideon (J)"]
    game.settle()
    game.do(Block(game.card(HYRAX)))
    assert game.zone(P1, Zone.HAND) == []
    assert game.zone(P1, Zone.DECK) == ["Gideon (J)", "Adam"]


def test_herod_the_great_prevents_a_later_good_band() -> None:
    # Herod (8/9) blocks Matthias (7/7): "Prevent good banding abilities"; Hospitality of
    # Martha then only has each player draw 1
    herod = "Herod the Great (Di)"
    game = Game.blocked(
        MATTHIAS,
        {"hand": [MATTHIAS, MARTHA], "territory": [GAIUS], "deck": ["Adam"]},
        herod,
        {"hand": [herod]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(MARTHA), game.card(MATTHIAS)))
    assert game.state.decision is None or game.asked[1] is not DecisionKind.ABILITY
    assert game.where(GAIUS) == (P1, Zone.TERRITORY)
    assert game.zone(P1, Zone.HAND) == ["Adam"]


def _flee_from_enemies_on(blocker: str) -> Game:
    """Adam bands to Eve; *blocker* (10/10) blocks, both sides are defeated; player 1
    passes and player 2 plays Flee from Enemies: "If your warrior class Evil Character is in
    battle, negate good banding abilities." """
    flee = "Flee from Enemies"
    game = Game.at(
        [
            {"hand": ["Adam"], "territory": ["Eve (Wo)"]},
            {"land_of_bondage": [SOUL], "hand": [blocker, flee]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Adam"), P2))
    game.choose(game.question.labels[0])
    game.settle()
    game.do(Block(game.card(blocker)))
    game.settle()
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(game.legal[-1])  # pass
    game.do(PlayEnhancement(game.card(flee), game.card(blocker)))
    return game


def test_flee_from_enemies_with_a_warrior_in_battle_sends_a_banded_hero_home() -> None:
    game = _flee_from_enemies_on("Lahmi (I)")  # a warrior
    assert game.where("Eve (Wo)") == (P1, Zone.TERRITORY)


def test_flee_from_enemies_without_a_warrior_in_battle_leaves_the_band() -> None:
    game = _flee_from_enemies_on("Goliath (L)")  # no warrior class
    assert game.where("Eve (Wo)") == (None, Zone.FIELD_OF_BATTLE)


REBELLION = "Israelite Rebellion"
"""Brown Evil Enhancement 2/4: "Capture a hero with toughness of */4 or less." """
UNBOUND = "Unbound"
"""White Good Enhancement: "Negate evil capture abilities. Return all captured Heroes to
owner's territories. Add any number of them to the battle." """
ANGEL = "Angel at Bethesda"
"""Silver Hero 3/1 with no special ability, waiting in territory."""


def _rebellion_then_unbound() -> Game:
    """Daniel (Pr) attacks, Abiram blocks; player 1 passes, player 2 captures the Angel at
    Bethesda with Israelite Rebellion and player 1 answers with Unbound."""
    game = Game.blocked(
        "Daniel (Pr)",
        {"hand": ["Daniel (Pr)", UNBOUND], "territory": [ANGEL]},
        "Abiram",
        {"hand": ["Abiram", REBELLION, REBELLION]},
        pool=full_pool(),
    )
    game.do(game.legal[-1])  # pass
    game.settle()
    game.do(PlayEnhancement(game.card(REBELLION, zone=Zone.HAND), game.card("Abiram")))
    game.settle()
    assert game.where(ANGEL) == (P2, Zone.LAND_OF_BONDAGE)
    game.do(PlayEnhancement(game.card(UNBOUND), game.card("Daniel (Pr)")))
    game.settle()
    return game


def test_unbound_frees_the_captured_hero() -> None:
    assert ability_support(full_pool().get(UNBOUND)).carried_out
    game = _rebellion_then_unbound()
    assert game.where(ANGEL) == (P1, Zone.TERRITORY)
    assert game.state.card(game.card(ANGEL)).name == ANGEL
    assert game.state.cards[game.card(ANGEL)].captured is None


def test_an_evil_capture_after_unbound_is_not_carried_out() -> None:
    game = _rebellion_then_unbound()
    game.do(PlayEnhancement(game.card(REBELLION, zone=Zone.HAND), game.card("Abiram")))
    game.settle()
    assert game.where(ANGEL) == (P1, Zone.TERRITORY)
