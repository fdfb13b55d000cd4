"""A phrase with a subject of its own is that subject's: "... and you may draw 2".

REG: Abilities. "Opponent must discard 2 cards from hand and you may draw 2": the opponent
discards, and the player using the card draws. "Character may band to a Pharisee, or you may
take a N.T. gray card from Reserve": the take is the player's, not the character's.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Attack, PlayEnhancement, Zone
from redemption_rules.effects import Player
from redemption_rules.effects.cards import ability_support, card_abilities

TAXES = "Heavy Taxes (Roots)"
"""A gray Evil Enhancement, 0/6: "Opponent must discard 2 cards from hand and you may draw 2.
If used by an emperor, end the battle.\""""
PROPHETS = "False Prophets"
"""A meek gray Evil Character, 4/4."""
HERO = "Elisha"
"""A meek purple Hero, 7/5."""


@pytest.mark.parametrize(
    ("name", "kinds"),
    [
        ("Fear of Man (GoC)", {"band": True, "take": False}),
        ("Tenants Kill the Son (GoC)", {"band": True, "discard": False}),
        ("Caleb (FoM)", {"band": True, "take": False, "equip": False}),
    ],
)
def test_you_after_a_character_is_the_player(name: str, kinds: dict[str, bool]) -> None:
    ability = card_abilities(full_pool().get(name)).ability
    assert ability is not None
    for effect in ability.effects:
        if effect.kind in kinds and effect.link.value:  # the ones after the band
            carried_by_card = effect.actor is not None and effect.actor.card is not None
            assert carried_by_card is kinds[effect.kind], (name, effect.kind)
    assert ability_support(full_pool().get(name)).carried_out


def test_heavy_taxes_reads_the_opponent_discarding_and_you_drawing() -> None:
    ability = card_abilities(full_pool().get(TAXES)).ability
    assert ability is not None
    discard, draw, _ = ability.effects
    assert discard.actor is not None
    assert discard.actor.player is Player.OPPONENT
    assert draw.actor is None  # the player using the card
    assert draw.optional


def test_heavy_taxes_makes_the_hero_player_discard_and_its_user_draw() -> None:
    hand = [HERO, "Bathsheba", "Esther (L)", "Hailstones (FoM)"]
    game = Game.blocked(
        HERO,
        {"hand": hand, "deck": ["Achan (I)"]},
        PROPHETS,
        {"hand": [PROPHETS, TAXES], "deck": ["Abner (Pa)", "Hermogenes", "Jael"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(TAXES), game.card(PROPHETS)))
    assert game.question.minimum == 2
    game.pick("Bathsheba", "Esther (L)")
    assert game.asked[0] == P2
    game.choose("draw 2")
    assert game.zone(P2, Zone.HAND) == ["Abner (Pa)", "Hermogenes"]
    assert game.zone(P1, Zone.HAND) == ["Hailstones (FoM)"]
    assert game.zone(P1, Zone.DECK) == ["Achan (I)"]


def test_ehud_choosing_the_blocker_is_his_players_choice() -> None:
    """Ehud (Pa): "Ehud may choose a male, human Evil Character from opponent's territory to
    block." Of a male human, a woman and a demon, the male human blocks."""
    ehud = "Ehud (Pa)"
    assert ability_support(full_pool().get(ehud)).carried_out
    game = Game.at(
        [
            {"hand": [ehud]},
            {
                "territory": ["Abner (Pa)", "Delilah (I)", "Abaddon the Destroyer (L)"],
                "land_of_bondage": ["Lost Soul Luke 13:25 (J)"],
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ehud), P2))
    game.choose("choose a male, human Evil Character from opponent's territory to block")
    assert game.where("Abner (Pa)")[1] is Zone.FIELD_OF_BATTLE
    assert game.where("Delilah (I)")[1] is Zone.TERRITORY


def test_a_benefit_of_a_characters_band_is_its_players() -> None:
    """Wisdom (PC): "... Your Ephesus Hero may band to that character to discard a heretic or
    an idol." The Hero bands; the discard it pays for is the player's."""
    ability = card_abilities(full_pool().get("Wisdom (PC)")).ability
    assert ability is not None
    band, discard = ability.effects[1:3]
    assert band.actor is not None
    assert band.actor.card is not None
    assert discard.actor is None
    assert ability_support(full_pool().get("Wisdom (PC)")).carried_out
