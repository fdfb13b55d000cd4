"""Increase and decrease (REG: Increase and Decrease).

An instant change of strength and toughness lasts while the card stays in play; a character
whose toughness falls to 0 or less is discarded.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import (
    DecisionKind,
    PlayEnhancement,
    Zone,
)
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support

BATTLE = (None, Zone.FIELD_OF_BATTLE)


def test_decrease_all_evil_characters_in_play() -> None:
    # Plague of Boils: "Decrease all evil characters in play by 2/2."
    assert ability_support(full_pool().get("Plague of Boils")).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Plague of Boils"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"], "territory": ["Pontius Pilate (Ap)", "Babylon the Great"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # Gideon 6/8 against Lahmi 10/10
    game.do(PlayEnhancement(game.card("Plague of Boils"), game.card("Gideon (J)")))
    # Lahmi 10/10 is 8/8; Pilate 8/2 and Babylon 7/2 fall to toughness 0 and are discarded
    assert numbers_of(game.state, game.card("Lahmi (I)")) == (8, 8)
    assert game.numbers == (8, 10, 8, 8)  # Gideon with Plague of Boils 2/2, Lahmi 8/8
    assert game.where("Pontius Pilate (Ap)") == (P2, Zone.DISCARD_PILE)
    assert game.where("Babylon the Great") == (P2, Zone.DISCARD_PILE)
    assert game.where("Lahmi (I)") == BATTLE
    assert game.state.problems() == []


def test_a_change_ends_when_the_card_leaves_play() -> None:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Plague of Boils"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Plague of Boils"), game.card("Gideon (J)")))
    lahmi = game.card("Lahmi (I)")
    assert game.state.cards[lahmi].change == (-2, -2)
    assert game.state.cards[lahmi].decrease == (-2, -2)  # what a heal would remove
    # Gideon 8/10 against Lahmi 8/8: the Hero wins, Lahmi is discarded and its change ends
    while game.state.battle is not None and game.asked[1] is not DecisionKind.PREPARATION:
        game.do(game.legal[-1])
        if game.where(lahmi)[1] is Zone.DISCARD_PILE:
            break
    assert game.where(lahmi) == (P2, Zone.DISCARD_PILE)
    assert game.state.cards[lahmi].change == (0, 0)
    assert game.state.cards[lahmi].decrease == (0, 0)


def test_a_negate_undoes_the_change_and_brings_back_who_it_discarded() -> None:
    # Ishbibenob's Sword: "Negate the last good card played by an opponent this battle."
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Plague of Boils"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)", "Ishbibenob's Sword"], "territory": ["Pontius Pilate (Ap)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Plague of Boils"), game.card("Gideon (J)")))
    assert game.where("Pontius Pilate (Ap)") == (P2, Zone.DISCARD_PILE)
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Gideon 8/10 now beats Lahmi 8/8
    game.do(PlayEnhancement(game.card("Ishbibenob's Sword"), game.card("Lahmi (I)")))
    lahmi = game.card("Lahmi (I)")
    assert game.state.cards[lahmi].change == (0, 0)
    assert game.state.cards[lahmi].decrease == (0, 0)
    assert game.where("Pontius Pilate (Ap)") == (P2, Zone.TERRITORY)
    assert game.state.cards[game.card("Pontius Pilate (Ap)")].change == (0, 0)
    assert game.numbers[2:] == (13, 12)  # Lahmi 10/10 with the Sword's 3/2
    assert game.state.problems() == []


def test_a_decrease_until_the_end_of_the_turn_ends_with_the_turn() -> None:
    # Aaron and Miriam's Dissent: "Decrease all O.T. heroes in play by 2/2 until the end of
    # the turn."
    assert ability_support(full_pool().get("Aaron and Miriam's Dissent")).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"], "territory": ["Samson (J)"]},
        "Achan (I)",
        {"hand": ["Achan (I)", "Aaron and Miriam's Dissent"]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Gideon 6/8 beats Achan 3/4
    game.do(PlayEnhancement(game.card("Aaron and Miriam's Dissent"), game.card("Achan (I)")))
    samson = game.card("Samson (J)")
    assert numbers_of(game.state, samson) == (10, 4)  # 12/6 less 2/2, in territory too
    assert len(game.state.lasting) == 2  # Gideon's and Samson's
    while game.state.active == P1:  # to the end of P1's turn
        game.do(game.legal[-1])
    assert game.state.cards[samson].change == (0, 0)
    assert numbers_of(game.state, samson) == (12, 6)
    assert game.state.lasting == ()
    assert game.state.problems() == []


def test_a_decrease_until_the_end_of_battle_ends_with_the_battle() -> None:
    # Burning Censer: "All Evil Characters in play decrease 4/4 until end of battle."
    censer = "Burning Censer ( C)"
    assert ability_support(full_pool().get(censer)).carried_out
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)", censer]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"], "territory": ["Pilate's Soldiers"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # Andrew 7/8 against Lahmi 10/10
    game.do(PlayEnhancement(game.card(censer), game.card("Andrew (Ap)")))
    soldiers = game.card("Pilate's Soldiers")
    assert numbers_of(game.state, soldiers) == (2, 8)  # 6/12 less 4/4
    while game.state.battle is not None:
        game.do(game.legal[-1])
    assert numbers_of(game.state, soldiers) == (6, 12)
    assert game.state.lasting == ()


def test_a_negate_ends_a_lasting_decrease_at_once() -> None:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Samson's Strength (J)"], "territory": ["Samson (J)"]},
        "Achan (I)",
        {"hand": ["Achan (I)", "Aaron and Miriam's Dissent"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Aaron and Miriam's Dissent"), game.card("Achan (I)")))
    assert len(game.state.lasting) == 2
    # Samson's Strength: "Negate and discard the last evil Enhancement played this battle."
    game.do(PlayEnhancement(game.card("Samson's Strength (J)"), game.card("Gideon (J)")))
    game.settle()
    assert game.state.lasting == ()
    assert game.state.cards[game.card("Samson (J)")].change == (0, 0)
