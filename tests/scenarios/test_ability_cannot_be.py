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
    for name in (ABNER, TRICKERY, "Battering Ram"):
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
