"""The Starter Evil Characters' abilities, carried out as they block (REG: Band, Look, Random,
Reveal, Take and Give, Negate, Prevent, After Battle).

Player 1 attacks with a Hero; player 2 blocks with the Evil Character under test, and the test
checks what its text does: who is asked, where the cards go, who sees them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, of_kind

from redemption_rules import (
    Attack,
    Block,
    DecisionKind,
    Decline,
    Pass,
    PassPriority,
    PlayEnhancement,
    Situation,
    Zone,
)
from redemption_rules.events import (
    AbilityActivated,
    AbilityNegated,
    AbilityPrevented,
    BattleResolved,
    CardMoved,
    CardsLooked,
    CardsRevealed,
    EffectCarriedOut,
    InitiativeGiven,
)

if TYPE_CHECKING:
    from redemption_rules.events import Event

BATTLE = (None, Zone.FIELD_OF_BATTLE)


def _blocked(
    hero: str,
    mine: dict[str, list[str]],
    blocker: str,
    theirs: dict[str, list[str]],
    **options: int,
) -> tuple[Game, list[Event]]:
    """Player 1 attacks with *hero*; player 2 blocks with *blocker*; the block's events."""
    game = Game.at([mine, {"land_of_bondage": [SOUL], **theirs}], **options)
    game.do(Attack(game.card(hero), P2))
    while game.asked == (P1, DecisionKind.PRIORITY):
        game.do(PassPriority())
    assert game.asked == (P2, DecisionKind.BLOCK)
    return game, game.do(Block(game.card(blocker)))


def _seen(event: CardMoved, player: int) -> bool:
    """Whether *player* sees which card moved."""
    return event.seen_by is None or player in event.seen_by


# -- Controlling Demon (J): "Reveal the bottom card of your deck. If it's evil, you may add it to
#    hand." ------------------------------------------------------------------------------------


def test_controlling_demon_reveals_the_bottom_card_and_takes_it_when_evil() -> None:
    game, events = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "Controlling Demon (J)",
        {"hand": ["Controlling Demon (J)"], "deck": ["Samson (J)", "Lahmi (I)"]},
    )
    lahmi = game.card("Lahmi (I)")
    assert of_kind(events, CardsRevealed) == [CardsRevealed(P2, (lahmi,))]
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == ("add it to hand", "Decline")
    game.choose("add it to hand")
    assert game.where(lahmi) == (P2, Zone.HAND)
    assert game.zone(P2, Zone.DECK) == ["Samson (J)"]


def test_controlling_demon_leaves_a_good_card_at_the_bottom() -> None:
    game, events = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "Controlling Demon (J)",
        {"hand": ["Controlling Demon (J)"], "deck": ["Lahmi (I)", "Samson (J)"]},
    )
    assert of_kind(events, CardsRevealed) == [CardsRevealed(P2, (game.card("Samson (J)"),))]
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # no "may" for a good card
    assert game.zone(P2, Zone.DECK) == ["Lahmi (I)", "Samson (J)"]


def test_controlling_demon_may_leave_an_evil_card() -> None:
    game, _ = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "Controlling Demon (J)",
        {"hand": ["Controlling Demon (J)"], "deck": ["Samson (J)", "Lahmi (I)"]},
    )
    game.decline()
    assert game.zone(P2, Zone.DECK) == ["Samson (J)", "Lahmi (I)"]


# -- Delilah (I): "May band to a male human Evil Character." -----------------------------------


def test_delilah_bands_a_male_human_evil_character() -> None:
    game, _ = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "Delilah (I)",
        {
            "hand": ["Delilah (I)", "Unclean Spirit (J)", "Achan (I)"],
            "territory": ["Saph (I)"],
        },
    )
    assert game.question.labels == ("band to a male human Evil Character", "Decline")
    game.choose("band to a male human Evil Character")
    # Men from hand or territory; not the demon.
    assert sorted(game.offered) == ["Achan (I)", "Saph (I)"]
    game.pick("Saph (I)")
    assert game.where("Saph (I)") == BATTLE
    assert game.numbers[2:] == (10, 14)  # Delilah 1/3 + Saph 9/11


def test_delilah_has_no_one_to_band_with_only_a_demon() -> None:
    game, _ = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "Delilah (I)",
        {"hand": ["Delilah (I)", "Unclean Spirit (J)"]},
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Gideon 6/8 beats Delilah 1/3
    assert game.where("Unclean Spirit (J)") == (P2, Zone.HAND)


# -- Emperor Tiberius (J): "Look at opponent's hand and underdeck a Dominant from that hand." ---


def test_emperor_tiberius_looks_at_the_hand_and_underdecks_a_dominant() -> None:
    game, events = _blocked(
        "Gideon (J)",
        {
            "hand": ["Gideon (J)", "Son of God (I)", "Angel of the Lord (J)", "Samson (J)"],
            "deck": ["Boaz (J)"],
        },
        "Emperor Tiberius (J)",
        {"hand": ["Emperor Tiberius (J)"]},
    )
    hand = tuple(game.state.players[P1].hand)
    looks = of_kind(events, CardsLooked)
    assert looks == [CardsLooked(P2, hand, (P2,))]  # only the looker sees the hand
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert sorted(game.offered) == ["Angel of the Lord (J)", "Son of God (I)"]
    events = game.pick("Son of God (I)")
    assert game.zone(P1, Zone.DECK) == ["Boaz (J)", "Son of God (I)"]
    moved = [e for e in of_kind(events, CardMoved) if e.card == game.card("Son of God (I)")]
    assert _seen(moved[0], P1)
    assert _seen(moved[0], P2)  # the looker chose it: they know which card went


def test_emperor_tiberius_underdecks_nothing_from_a_hand_without_dominants() -> None:
    game, events = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Samson (J)"], "deck": ["Boaz (J)"]},
        "Emperor Tiberius (J)",
        {"hand": ["Emperor Tiberius (J)"]},
    )
    assert of_kind(events, CardsLooked) == [CardsLooked(P2, (game.card("Samson (J)"),), (P2,))]
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    assert game.zone(P1, Zone.HAND) == ["Samson (J)"]


# -- Foul Spirit (J): "Negate Heroes." ---------------------------------------------------------


def test_foul_spirit_undoes_a_heros_draw_and_band() -> None:
    game = Game.at(
        [
            {"hand": ["Boaz (J)", "Naomi (J)"], "deck": ["Samson (J)", "Gideon (J)"]},
            {"hand": ["Foul Spirit (J)"], "land_of_bondage": [SOUL]},
        ]
    )
    game.do(Attack(game.card("Boaz (J)"), P2))
    game.choose("draw 1")
    game.choose("band to a Ruth Hero")
    assert game.where("Naomi (J)") == BATTLE
    assert game.where("Samson (J)") == (P1, Zone.HAND)
    events = game.do(Block(game.card("Foul Spirit (J)")))
    boaz, spirit = game.card("Boaz (J)"), game.card("Foul Spirit (J)")
    assert AbilityNegated(boaz, spirit) in events
    # The band is undone: Naomi never was in battle. The drawn card goes back on the deck.
    assert game.where("Naomi (J)") == (P1, Zone.TERRITORY)
    assert game.zone(P1, Zone.DECK) == ["Samson (J)", "Gideon (J)"]
    assert game.state.battle is not None
    assert game.state.battle.heroes == (boaz,)
    assert game.numbers == (6, 5, 6, 7)


def test_foul_spirit_does_not_touch_an_enhancement() -> None:
    game, _ = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Trumpets and Torches"]},
        "Foul Spirit (J)",
        {"hand": ["Foul Spirit (J)"], "territory": ["Achan (I)"]},
    )
    # 6/8 against 6/7: mutual destruction; player 1 plays Trumpets and Torches, a Good
    # Enhancement: "Negate Heroes" does not reach it.
    events = game.do(PlayEnhancement(game.card("Trumpets and Torches"), game.card("Gideon (J)")))
    assert not of_kind(events, AbilityPrevented)
    assert game.question.options == (game.card("Foul Spirit (J)"), game.card("Achan (I)"))


# -- Ishbibenob (I): "Discard a Hero in battle with strength 10 or greater." -------------------


def test_ishbibenob_discards_a_hero_of_strength_ten_or_more() -> None:
    game, events = _blocked(
        "Samson (J)", {"hand": ["Samson (J)"]}, "Ishbibenob (I)", {"hand": ["Ishbibenob (I)"]}
    )
    assert game.where("Samson (J)") == (P1, Zone.DISCARD_PILE)
    discards = [e for e in of_kind(events, EffectCarriedOut) if e.effect == "discard"]
    assert [e.cards for e in discards] == [(game.card("Samson (J)"),)]
    game.do(Decline())
    resolved = of_kind(game.events, BattleResolved)
    assert resolved[-1].rescue is False
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)


def test_ishbibenob_leaves_a_hero_under_ten_strength() -> None:
    game, events = _blocked(
        "Gideon (J)", {"hand": ["Gideon (J)"]}, "Ishbibenob (I)", {"hand": ["Ishbibenob (I)"]}
    )
    assert game.where("Gideon (J)") == BATTLE
    assert not [e for e in of_kind(events, CardMoved) if e.to_zone is Zone.DISCARD_PILE]


# -- Mocking Soldiers (J): "Underdeck a random card from opponent's hand." ----------------------


_HAND = ["Samson (J)", "Ruth (J)", "Naomi (J)", "Boaz (J)"]


def test_mocking_soldiers_underdeck_a_random_card_from_the_opponents_hand() -> None:
    game, events = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", *_HAND], "deck": ["Shamgar (J)"]},
        "Mocking Soldiers (J)",
        {"hand": ["Mocking Soldiers (J)"]},
    )
    # Nobody chooses: no ability question is asked.
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    assert len(game.zone(P1, Zone.HAND)) == 3
    deck = game.zone(P1, Zone.DECK)
    assert deck[0] == "Shamgar (J)"
    assert deck[1] in _HAND
    moved = [e for e in of_kind(events, CardMoved) if e.to_zone is Zone.DECK]
    assert len(moved) == 1
    assert moved[0].seen_by == (P1,)  # a hand card to the deck: only its owner knows which


def test_mocking_soldiers_pick_by_chance_not_by_position() -> None:
    chosen = set()
    for seed in range(8):
        game, _ = _blocked(
            "Gideon (J)",
            {"hand": ["Gideon (J)", *_HAND]},
            "Mocking Soldiers (J)",
            {"hand": ["Mocking Soldiers (J)"]},
            seed=seed,
        )
        chosen.add(game.zone(P1, Zone.DECK)[-1])
    assert len(chosen) > 1


# -- Nabal (I): "Draw 1 and reveal it. If it is a good card, discard Nabal after battle." ------


def _nabal(deck: list[str]) -> tuple[Game, list[Event]]:
    return _blocked(
        "Gideon (J)", {"hand": ["Gideon (J)"]}, "Nabal (I)", {"hand": ["Nabal (I)"], "deck": deck}
    )


def test_nabal_draws_a_good_card_and_is_discarded_after_battle() -> None:
    game, events = _nabal(["Samson (J)", "Lahmi (I)"])
    samson = game.card("Samson (J)")
    assert game.where(samson) == (P2, Zone.HAND)
    assert of_kind(events, CardsRevealed) == [CardsRevealed(P2, (samson,))]
    assert game.where("Nabal (I)") == BATTLE  # not before the battle ends
    game.do(Decline())  # Gideon 6/8 loses to Nabal 8/10
    assert of_kind(game.events, BattleResolved)[-1].rescue is False
    assert game.where("Nabal (I)") == (P2, Zone.DISCARD_PILE)


def test_nabal_draws_an_evil_card_and_goes_home() -> None:
    game, events = _nabal(["Lahmi (I)", "Samson (J)"])
    assert of_kind(events, CardsRevealed) == [CardsRevealed(P2, (game.card("Lahmi (I)"),))]
    game.do(Decline())
    assert game.where("Nabal (I)") == (P2, Zone.TERRITORY)


# -- Quirinius: "You may draw 1. May band to a generic Roman." ---------------------------------


def test_quirinius_draws_and_bands_a_generic_roman() -> None:
    game, _ = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "Quirinius",
        {
            "hand": ["Quirinius", "Emperor Tiberius (J)", "Unclean Spirit (J)"],
            "territory": ["Pilate's Soldiers"],
            "deck": ["Lahmi (I)"],
        },
    )
    assert game.question.labels == ("draw 1", "Decline")
    game.choose("draw 1")
    assert game.where("Lahmi (I)") == (P2, Zone.HAND)
    game.choose("band to a generic Roman")
    # Pilate's Soldiers is the only generic Roman: Tiberius is a Roman but not generic.
    assert game.where("Pilate's Soldiers") == BATTLE
    assert game.numbers[2:] == (14, 17)


# -- Saph (I): "Prevent the next Enhancement played by an opponent." ---------------------------


def test_saph_prevents_only_the_next_enhancement_of_the_opponent() -> None:
    game, _ = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Trumpets and Torches", "Trumpets and Torches"]},
        "Saph (I)",
        {"hand": ["Saph (I)"]},
    )
    gideon, saph = game.card("Gideon (J)"), game.card("Saph (I)")
    first = game.card("Trumpets and Torches")
    events = game.do(PlayEnhancement(first, gideon))
    assert of_kind(events, AbilityPrevented) == [AbilityPrevented(first, saph)]
    assert game.where(saph) == BATTLE
    assert game.numbers == (9, 11, 9, 11)  # prevented, it still adds its numbers
    game.do(Pass())
    second = game.card("Trumpets and Torches", zone=Zone.HAND)
    events = game.do(PlayEnhancement(second, gideon))
    assert not of_kind(events, AbilityPrevented)
    assert game.zone(P2, Zone.DECK) == ["Saph (I)"]


# -- Selfish Kinsman: "Negate Enhancements." ---------------------------------------------------


def test_selfish_kinsman_prevents_enhancements_of_both_sides_for_the_battle() -> None:
    game, _ = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Trumpets and Torches"]},
        "Selfish Kinsman",
        {"hand": ["Selfish Kinsman", "Bad Dealings (I)"]},
    )
    kinsman = game.card("Selfish Kinsman")
    trumpets, dealings = game.card("Trumpets and Torches"), game.card("Bad Dealings (I)")
    events = game.do(PlayEnhancement(trumpets, game.card("Gideon (J)")))
    assert of_kind(events, AbilityPrevented) == [AbilityPrevented(trumpets, kinsman)]
    assert game.where(kinsman) == BATTLE
    events = game.do(PlayEnhancement(dealings, kinsman))
    assert of_kind(events, AbilityPrevented) == [AbilityPrevented(dealings, kinsman)]
    assert game.where(trumpets) == BATTLE  # not negated and discarded


# -- Shaphat (I): "Look at opponent's hand." ---------------------------------------------------


def test_shaphat_looks_at_the_opponents_hand_alone() -> None:
    game, events = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Trumpets and Torches", "Samson (J)"]},
        "Shaphat (I)",
        {"hand": ["Shaphat (I)"]},
    )
    hand = tuple(game.state.players[P1].hand)
    assert of_kind(events, CardsLooked) == [CardsLooked(P2, hand, (P2,))]
    assert not of_kind(events, CardsRevealed)
    assert game.zone(P1, Zone.HAND) == ["Trumpets and Torches", "Samson (J)"]


# -- Unclean Spirit (J): "May band to a human Evil Character." ----------------------------------


def test_unclean_spirit_bands_a_human_evil_character_at_entry_only() -> None:
    game, events = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "Unclean Spirit (J)",
        {
            "hand": ["Unclean Spirit (J)", "Foul Spirit (J)", "Delilah (I)"],
            "territory": ["Achan (I)"],
        },
    )
    spirit = game.card("Unclean Spirit (J)")
    assert AbilityActivated(P2, spirit) in events
    game.choose("band to a human Evil Character")
    # Humans, women too; not the other demon.
    assert sorted(game.offered) == ["Achan (I)", "Delilah (I)"]
    game.pick("Achan (I)")
    assert game.where("Achan (I)") == BATTLE
    # The band was offered once, on entering: the battle goes on to initiative. Gideon 6/8
    # against Unclean Spirit 4/3 and Achan 3/4: a stalemate, and player 2 played last.
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    assert of_kind(game.events, InitiativeGiven)[-1].situation is Situation.STALEMATE


@pytest.mark.parametrize("blocker", ["Unclean Spirit (J)", "Delilah (I)"])
def test_a_band_may_be_declined(blocker: str) -> None:
    game, _ = _blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        blocker,
        {"hand": [blocker], "territory": ["Achan (I)"]},
    )
    game.decline()
    assert game.where("Achan (I)") == (P2, Zone.TERRITORY)
    assert game.asked[1] is DecisionKind.INITIATIVE
