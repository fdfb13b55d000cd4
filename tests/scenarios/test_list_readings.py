"""Lists of cards carried out as the cards mean them (REG: Targeting).

A count said once before an "or" / "and/or" list is the number of cards in all; two
adjectives before one noun each describe that noun; "all (except 1)" keeps one back, of
each kind named.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import EffectCarriedOut

BATTLE = (None, Zone.FIELD_OF_BATTLE)
EZEKIEL = "Ezekiel, the Vindicator (PoC)"
"""Hero, X = # of Babylonians in play: "HERO: Negate up to X evil cards and/or Lost Souls."."""


def test_david_s_victory_discards_only_a_giant_or_warrior_evil_character() -> None:
    # "Discard one giant or warrior class evil character in play": David the Shepherd (a
    # Giant Slayer Hero) and Gideon (a warrior class Hero) are not evil characters.
    pool = full_pool()
    assert ability_support(pool.get("David's Victory")).carried_out
    game = Game.blocked(
        "Amos",
        {"hand": ["Amos", "David's Victory"], "territory": ["David the Shepherd", "Gideon (J)"]},
        "Abiram",
        {"hand": ["Abiram"], "territory": ["Lahmi (I)", "Achan (I)"]},
        pool=pool,
    )
    game.do(PlayEnhancement(game.card("David's Victory"), game.card("Amos")))
    # Lahmi is a giant (and warrior class), Achan warrior class; Abiram neither
    assert game.offered == ["Lahmi (I)", "Achan (I)"]
    assert (game.question.minimum, game.question.maximum) == (1, 1)
    game.pick("Achan (I)")
    assert game.where("Achan (I)") == (P2, Zone.DISCARD_PILE)


def test_up_to_x_evil_cards_and_or_lost_souls_negates_up_to_x_in_all() -> None:
    # Two Babylonians in play: X is 2; any two of the evil cards and Lost Souls, or none.
    game = Game.at(
        [
            {"territory": [EZEKIEL]},
            {
                "land_of_bondage": [SOUL, 'Lost Soul "Accusers" [Ezra 4:6]'],
                "territory": ["Ashpenaz", "Arioch"],
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(EZEKIEL), P2))
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert len(game.offered) == 4
    assert (game.question.minimum, game.question.maximum) == (0, 2)
    game.pick("Ashpenaz", "Arioch")
    (negate,) = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "negate"]
    assert sorted(game.names(negate.cards)) == ["Arioch", "Ashpenaz"]
    assert game.asked == (P2, DecisionKind.BLOCK)


def _band_of_three() -> Game:
    """Boaz attacks and bands Naomi, who bands Ruth; Abiram blocks, Grumbling at God in hand."""
    game = Game.at(
        [
            {"hand": ["Boaz (J)", "Naomi (J)"], "territory": ["Ruth (J)"]},
            {"hand": ["Abiram", "Grumbling at God"], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Boaz (J)"), P2))
    game.choose("band to a Ruth Hero")
    game.pick("Naomi (J)")
    game.choose("band to a Ruth Hero")  # Naomi brings Ruth
    game.settle()
    game.do(Block(game.card("Abiram")))
    game.settle()
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    return game


def test_grumbling_at_god_withdraws_all_but_one_hero_and_one_evil_character() -> None:
    # "Withdraw all characters (except 1 Hero and 1 Evil Character)": its player keeps one
    # Hero back; Abiram, the only Evil Character, is the one kept of his kind.
    assert ability_support(full_pool().get("Grumbling at God")).carried_out
    game = _band_of_three()
    game.do(PlayEnhancement(game.card("Grumbling at God"), game.card("Abiram")))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert sorted(game.offered) == ["Boaz (J)", "Naomi (J)", "Ruth (J)"]
    assert (game.question.minimum, game.question.maximum) == (1, 1)
    game.pick("Naomi (J)")
    assert sorted(game.zone(P1, Zone.TERRITORY)) == ["Boaz (J)", "Ruth (J)"]
    assert game.where("Naomi (J)") == BATTLE
    assert game.where("Abiram") == BATTLE


def test_withdraw_all_heroes_except_one_keeps_the_one_chosen() -> None:
    # Philistine Commanders (LoC): "Withdraw all Heroes (except one)."
    game = Game.at(
        [
            {"hand": ["Boaz (J)", "Naomi (J)"]},
            {"hand": ["Philistine Commanders (LoC)"], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Boaz (J)"), P2))
    game.choose("band to a Ruth Hero")  # Naomi, the only one
    game.settle()
    game.do(Block(game.card("Philistine Commanders (LoC)")))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.prompt.startswith("Choose to keep")
    assert game.offered == ["Boaz (J)", "Naomi (J)"]
    game.pick("Naomi (J)")
    assert game.zone(P1, Zone.TERRITORY) == ["Boaz (J)"]
    assert game.where("Naomi (J)") == BATTLE


def test_sins_forgotten_removes_up_to_x_evil_enhancements_in_all() -> None:
    # "Negate and remove up to X evil Enhancements in play and set-aside area from the game",
    # X = # of opponent's evil brigades: black (Lahmi) and brown (the axes), so 2 in all.
    pool = full_pool()
    assert ability_support(pool.get("Sins Forgotten")).carried_out
    axes = ["Axe (L)", "Axe ( C)", "Axe (UL)"]
    game = Game.blocked(
        "Amos",
        {"hand": ["Amos", "Sins Forgotten"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"], "set_aside": axes},
        pool=pool,
    )
    game.do(PlayEnhancement(game.card("Sins Forgotten"), game.card("Amos")))
    game.pass_windows()
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.offered == axes
    assert (game.question.minimum, game.question.maximum) == (0, 2)
    game.pick("Axe (L)", "Axe ( C)")
    assert game.zone(P2, Zone.BANISH_PILE) == ["Axe (L)", "Axe ( C)"]
    assert game.zone(P2, Zone.SET_ASIDE) == ["Axe (UL)"]
