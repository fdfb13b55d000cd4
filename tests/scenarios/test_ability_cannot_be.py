"""'Ability cannot be negated' read as 'Cannot be negated.' (REG: Cannot be Negated).

"Ability", with no words on which, is the card's own special ability: the modifier covers
the abilities printed before it, as a bare "Cannot be negated." does, under its condition
("unless Joab is in battle").
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, Block, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.events import AbilityPrevented

ABNER = "Abner (Ki)"
"""Brown Evil Character 9/8: "Character has first strike ability. Ability cannot be negated
unless Joab is in battle." """
MOSES = "Moses (G)"
"""Gold Hero 8/8: "Negate all special abilities on characters and enhancements (except this
ability)." """
TRICKERY = "Gibeonite Trickery (Pa)"
"""Brown Evil Enhancement 0/4: "Each Hero in battle gains 0/4 and the battle immediately
ends. Ability can not be interrupted or prevented." """
CYMBALS = "Bronze Cymbals"
"""White Enhancement: "Prevent the special ability of the next evil Enhancement played this
battle." """


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    for name in (ABNER, TRICKERY):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)
    shields = card_abilities(pool.get(ABNER)).shields
    assert [(type(m).__name__, m.cards, m.condition is not None) for m in shields] == [
        ("CannotBeNegated", None, True)
    ]


def test_moses_does_not_negate_abners_first_strike_without_joab() -> None:
    # Abner 9/8 with first strike against Moses 8/8: Moses is defeated before he strikes
    game = Game.at(
        [{"hand": [MOSES]}, {"hand": [ABNER], "land_of_bondage": [SOUL]}], pool=full_pool()
    )
    game.do(Attack(game.card(MOSES), P2))
    game.settle()
    events = game.do(Block(game.card(ABNER)))
    events += game.settle()
    assert not of_kind(events, AbilityPrevented)
    while game.state.battle is not None:
        game.do(game.legal[-1])  # pass, decline
        game.settle()
    assert game.where(ABNER) == (P2, Zone.TERRITORY)
    assert game.where(MOSES) == (P1, Zone.DISCARD_PILE)


def test_bronze_cymbals_do_not_prevent_the_gibeonite_trickery() -> None:
    game = Game.blocked(
        "Daniel (Pr)",
        {"hand": ["Daniel (Pr)", CYMBALS]},
        "Abiram",
        {"hand": ["Abiram", TRICKERY]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(CYMBALS), game.card("Daniel (Pr)")))
    game.settle()
    game.do(PlayEnhancement(game.card(TRICKERY), game.card("Abiram")))
    game.settle()
    assert not of_kind(game.events, AbilityPrevented)
    assert game.state.battle is None  # the battle ended


LEPER = "The Thankful Leper"
"""Gold Hero 1/10: "Search opponent's discard pile for all Lost Souls and put into his
territory. Abilities on good gold brigade cards cannot be negated if opponent has less than
ten cards in deck." """
SCRIBES = "Joshua\u2019s Scribes (Roots)"
"""Gold Hero 3/7: "You may draw 1. You may look at a hand, a Reserve or the top 7 cards of a
deck." """
FOUL_SPIRIT = "Foul Spirit (J)"
"""Orange Evil Character 6/7: "Negate Heroes." """


def _scribes_draw_then_foul_spirit(opponents_deck: int) -> Game:
    """Joshua's Scribes attacks and draws, the Thankful Leper in territory; the Foul Spirit
    blocks. Player 2 has *opponents_deck* cards in deck."""
    game = Game.at(
        [
            {"hand": [SCRIBES], "territory": [LEPER], "deck": ["Amos", "Agabus"]},
            {"hand": [FOUL_SPIRIT], "land_of_bondage": [SOUL], "deck": ["Abiram"] * opponents_deck},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(SCRIBES), P2))
    game.choose("draw 1")
    game.settle()
    assert game.zone(P1, Zone.HAND) == ["Amos"]
    game.do(Block(game.card(FOUL_SPIRIT)))
    game.settle()
    return game


def test_the_thankful_leper_keeps_the_draw_of_a_gold_hero() -> None:
    assert ability_support(full_pool().get(LEPER)).carried_out
    game = _scribes_draw_then_foul_spirit(9)
    assert game.zone(P1, Zone.HAND) == ["Amos"]


def test_with_ten_cards_in_the_opponents_deck_the_draw_is_negated() -> None:
    game = _scribes_draw_then_foul_spirit(10)
    assert game.zone(P1, Zone.HAND) == []
    assert game.zone(P1, Zone.DECK) == ["Amos", "Agabus"]
