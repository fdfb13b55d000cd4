"""The worked examples of the rules digest, section (i), that need abilities (REG: Band, Negate,
Prevent, Limit, Random, Special Initiative, Dominant, Mutual Destruction, Battle Resolution).

Each test is named for its example (T1, T2, ...). Player 1 attacks; player 2 defends and has a
Lost Soul (two where the example has the defender pick one).
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, of_kind

from redemption_rules import (
    Attack,
    BattleOutcome,
    Block,
    DecisionKind,
    Decline,
    EndPhase,
    Pass,
    PassPriority,
    PlayDominant,
    PlayEnhancement,
    Situation,
    SurrenderSoul,
    Zone,
)
from redemption_rules.events import (
    AbilityActivated,
    AbilityNegated,
    AbilityPrevented,
    BattleResolved,
    CardMoved,
    CardsLooked,
    EffectCarriedOut,
    InitiativeGiven,
    SoulRescued,
    SpecialInitiativeGiven,
)

BATTLE = (None, Zone.FIELD_OF_BATTLE)
SOULS = [SOUL, "Lost Soul Luke 15:13 (J)"]
NINE = [
    "Lost Soul Luke 15:13 (J)",
    "Achan (I)",
    "Lahmi (I)",
    "Lost Soul Mark 1:40 (J)",
    "Saph (I)",
    "Nabal (I)",
    "Delilah (I)",
    "Lost Soul Luke 19:10 (J)",
    "Shaphat (I)",
    "Quirinius",
]


def _resolve(game: Game) -> BattleResolved:
    """Pass and decline until the battle resolves; its outcome."""
    while not of_kind(game.events, BattleResolved):
        game.do(next(a for a in game.legal if isinstance(a, (Pass, Decline, PassPriority))))
    return of_kind(game.events, BattleResolved)[-1]


def _situation(game: Game) -> Situation:
    return of_kind(game.events, InitiativeGiven)[-1].situation


# -- T1: Boaz, Naomi and Ruth band ----------------------------------------------------------------


@pytest.mark.parametrize("ruths_owner", [P1, P2], ids=["own territory", "opponent's territory"])
def test_t1_boaz_naomi_ruth_band_chain(ruths_owner: int) -> None:
    players: list[dict[str, list[str]]] = [
        {"hand": ["Boaz (J)", "Naomi (J)"], "deck": ["Gideon (J)", "Samson (J)"]},
        {"hand": ["Mocking Soldiers (J)"], "land_of_bondage": [SOUL]},
    ]
    players[ruths_owner]["territory"] = ["Ruth (J)"]
    game = Game.at(players)
    game.do(Attack(game.card("Boaz (J)"), P2))
    # Step 2: Boaz's draw is decided now.
    assert game.question.labels == ("draw 1", "Decline")
    game.choose("draw 1")
    # Step 5: the band; Naomi from hand and Ruth from a territory are both Ruth Heroes.
    game.choose("band to a Ruth Hero")
    assert sorted(game.offered) == ["Naomi (J)", "Ruth (J)"]
    game.pick("Naomi (J)")
    # Naomi's own band brings Ruth (the only Ruth Hero left: not asked which).
    events = game.choose("band to a Ruth Hero")
    ruth = game.card("Ruth (J)")
    assert game.where(ruth) == BATTLE
    # Ruth's step-2 negate fires as she enters.
    assert AbilityActivated(P1, ruth) in events
    assert game.numbers[:2] == (15, 13)
    assert game.zone(P1, Zone.HAND) == ["Gideon (J)"]  # one card drawn
    # The blocker's ability is prevented for the rest of the battle.
    events = game.do(Block(game.card("Mocking Soldiers (J)")))
    assert AbilityPrevented(game.card("Mocking Soldiers (J)"), ruth) in events
    assert game.zone(P1, Zone.HAND) == ["Gideon (J)"]
    resolved = _resolve(game)
    assert resolved.outcome is BattleOutcome.HERO_WINS
    # A Ruth borrowed from the opponent goes home to them.
    assert game.where(ruth) == (ruths_owner, Zone.TERRITORY)


# -- T2: Jephthah ----------------------------------------------------------------------------------


def test_t2_jephthah_once_per_game_cost_then_up_to_two_evil_characters() -> None:
    game = Game.at(
        [
            {
                "hand": ["Jephthah (J)"],
                "deck": ["Gideon (J)", "Samson (J)", "Shamgar (J)", "Boaz (J)", "Naomi (J)"],
            },
            {"territory": ["Achan (I)", "Nabal (I)", "Lahmi (I)"], "land_of_bondage": SOULS},
        ]
    )
    game.do(Attack(game.card("Jephthah (J)"), P2))
    # The use/skip prompt comes at entry.
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(game.question.labels[0])
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Gideon (J)"]  # the cost, first
    # Evil Characters in the opponent's territory qualify, before any block.
    game.pick("Achan (I)", "Nabal (I)")
    assert game.zone(P2, Zone.TERRITORY) == ["Lahmi (I)"]
    game.do(Decline())
    game.do(SurrenderSoul(game.card(SOUL)))
    # A later entry, a turn later: the game's one use is spent.
    while not (game.asked == (P1, DecisionKind.BATTLE) and game.state.turn > 3):
        game.do(next(a for a in game.legal if isinstance(a, (EndPhase, PassPriority, Decline))))
    assert game.zone(P1, Zone.DECK)
    game.do(Attack(game.card("Jephthah (J)"), P2))
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert game.where("Lahmi (I)") == (P2, Zone.TERRITORY)


# -- T3: John's mandatory negate ------------------------------------------------------------------


def test_t3_john_negates_evil_characters_and_prevents_them_for_the_battle() -> None:
    game = Game.at(
        [
            {"hand": ["John (I)", "Gideon (J)", "Samson (J)"]},
            {"hand": ["Mocking Soldiers (J)"], "land_of_bondage": [SOUL]},
        ]
    )
    events = game.do(Attack(game.card("John (I)"), P2))
    assert game.asked == (P2, DecisionKind.BLOCK)  # no prompt
    assert [e.effect for e in of_kind(events, EffectCarriedOut)] == ["negate"]
    events = game.do(Block(game.card("Mocking Soldiers (J)")))
    soldiers = game.card("Mocking Soldiers (J)")
    assert of_kind(events, AbilityPrevented) == [AbilityPrevented(soldiers, game.card("John (I)"))]
    assert sorted(game.zone(P1, Zone.HAND)) == ["Gideon (J)", "Samson (J)"]


# -- T4: Mocking Soldiers; T4b: Unclean Spirit -----------------------------------------------------


def test_t4_mocking_soldiers_underdeck_a_random_card_of_the_attackers_hand() -> None:
    hand = ["Samson (J)", "Ruth (J)", "Naomi (J)"]
    game = Game.at(
        [
            {"hand": ["Gideon (J)", *hand], "deck": ["Shamgar (J)"]},
            {"hand": ["Mocking Soldiers (J)"], "land_of_bondage": [SOUL]},
        ]
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    game.do(Block(game.card("Mocking Soldiers (J)")))
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # no prompt for anyone
    assert len(game.zone(P1, Zone.HAND)) == len(hand) - 1
    assert game.zone(P1, Zone.DECK)[0] == "Shamgar (J)"
    assert game.zone(P1, Zone.DECK)[-1] in hand


def test_t4_mocking_soldiers_are_prevented_with_ruth_in_battle() -> None:
    game = Game.at(
        [
            {"hand": ["Ruth (J)", "Samson (J)"], "deck": ["Shamgar (J)"]},
            {"hand": ["Mocking Soldiers (J)"], "land_of_bondage": [SOUL]},
        ]
    )
    game.do(Attack(game.card("Ruth (J)"), P2))
    events = game.do(Block(game.card("Mocking Soldiers (J)")))
    assert of_kind(events, AbilityPrevented)
    assert game.zone(P1, Zone.HAND) == ["Samson (J)"]


def test_t4b_unclean_spirit_band_is_offered_once_at_entry() -> None:
    game = Game.at(
        [
            {"hand": ["Gideon (J)", "Trumpets and Torches"]},
            {"hand": ["Unclean Spirit (J)", "Achan (I)"], "land_of_bondage": [SOUL]},
        ]
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    game.do(Block(game.card("Unclean Spirit (J)")))
    assert game.question.labels == ("band to a human Evil Character", "Decline")
    game.decline()
    # Declined at entry, the band is gone for this play: initiative follows, and playing on
    # brings no second offer.
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Gideon 6/8 beats the spirit 4/3
    game.do(Decline())
    assert of_kind(game.events, BattleResolved)
    assert game.where("Achan (I)") == (P2, Zone.HAND)


# -- T5: Angel at Bethesda -------------------------------------------------------------------------


def test_t5_angel_at_bethesda_with_angelic_guidance_and_overwhelming_presence() -> None:
    game = Game.at(
        [
            {
                "hand": ["Angel at Bethesda", "Angelic Guidance (I)", "Overwhelming Presence"],
                "deck": ["Samson (J)", "Glad Tidings"],
            },
            {"hand": ["Lahmi (I)", "Saph (I)", "Fiery Darts (J)"], "land_of_bondage": [SOUL]},
        ]
    )
    angel = game.card("Angel at Bethesda")
    game.do(Attack(angel, P2))
    game.do(Block(game.card("Lahmi (I)")))
    assert _situation(game) is Situation.LOSING
    events = game.do(PlayEnhancement(game.card("Angelic Guidance (I)"), angel))
    assert of_kind(events, CardsLooked)[0].seen_by == (P1,)  # P2's hand, seen by P1 only
    game.choose("search your deck for a silver card")
    game.pick("Glad Tidings")
    assert game.numbers == (4, 7, 10, 10)
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # still losing
    events = game.do(PlayEnhancement(game.card("Overwhelming Presence"), angel))
    assert game.numbers[:2] == (7, 10)
    # Lahmi underdecked; player 2 has nothing that could answer: no special initiative asked.
    assert game.zone(P2, Zone.DECK) == ["Lahmi (I)"]
    assert not of_kind(events, SpecialInitiativeGiven)
    # The defender cannot present another character: the hero wins unopposed.
    assert not [a for a in game.legal if isinstance(a, Block)]
    resolved = _resolve(game)
    assert resolved.outcome is BattleOutcome.HERO_WINS
    assert resolved.rescue is True
    assert game.where(SOUL) == (P1, Zone.LAND_OF_REDEMPTION)


# -- T6: Peter and Fishers of Men ------------------------------------------------------------------


def test_t6_peter_with_fishers_of_men_reveals_nine() -> None:
    game = Game.at(
        [
            {"hand": ["Peter (I)", "Fishers of Men (I)"], "deck": ["Gideon (J)"]},
            {"hand": ["Controlling Demon (J)"], "deck": NINE, "land_of_bondage": [SOUL]},
        ]
    )
    peter = game.card("Peter (I)")
    game.do(Attack(peter, P2))
    # Peter's entry: the optional draw is asked, then the demons' abilities are negated.
    assert game.question.labels == ("draw 1", "Decline")
    game.decline()
    events = game.do(Block(game.card("Controlling Demon (J)")))
    assert AbilityPrevented(game.card("Controlling Demon (J)"), peter) in events
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 10/10 against 4/11: a stalemate
    game.do(PlayEnhancement(game.card("Fishers of Men (I)"), peter))
    assert game.numbers[:2] == (12, 12)
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [
        SOUL,
        "Lost Soul Luke 15:13 (J)",
        "Lost Soul Mark 1:40 (J)",
        "Lost Soul Luke 19:10 (J)",
    ]
    # The rest under the deck, in their revealed order.
    assert game.zone(P2, Zone.DECK) == [
        "Quirinius",
        "Achan (I)",
        "Lahmi (I)",
        "Saph (I)",
        "Nabal (I)",
        "Delilah (I)",
        "Shaphat (I)",
    ]


# -- T7: John against Saph, Angel of the Lord; the Christian Martyr branch -------------------------


def _t7() -> Game:
    game = Game.at(
        [
            {"hand": ["John (I)", "Angel of the Lord (I)"]},
            {"hand": ["Saph (I)", "Christian Martyr (J)", "Lahmi (I)"], "land_of_bondage": SOULS},
        ]
    )
    game.do(Attack(game.card("John (I)"), P2))
    events = game.do(Block(game.card("Saph (I)")))
    # John's negate came first: Saph's prevent is itself prevented.
    assert AbilityPrevented(game.card("Saph (I)"), game.card("John (I)")) in events
    assert game.numbers == (5, 5, 9, 11)
    assert _situation(game) is Situation.LOSING  # player 1 has initiative
    if game.asked == (P2, DecisionKind.PRIORITY):  # see the Action Priority test below
        game.do(PassPriority())  # player 2 keeps Christian Martyr for now
    assert game.asked[0] == P1
    game.do(PlayDominant(game.card("Angel of the Lord (I)")))
    assert game.where("Saph (I)") == (P2, Zone.DISCARD_PILE)  # the only Evil Character
    return game


def test_t7_after_the_block_the_attacker_has_action_priority_first() -> None:
    # "During the Battle Phase, the active player initially has Action Priority, regardless of
    # initiative" (REG: Action Priority): player 1 may play Angel of the Lord before player 2
    # gets the chance to play Christian Martyr.
    game = Game.at(
        [
            {"hand": ["John (I)", "Angel of the Lord (I)"]},
            {"hand": ["Saph (I)", "Christian Martyr (J)"], "land_of_bondage": SOULS},
        ]
    )
    game.do(Attack(game.card("John (I)"), P2))
    game.do(Block(game.card("Saph (I)")))
    assert game.asked[0] == P1
    assert PlayDominant(game.card("Angel of the Lord (I)")) in game.legal


def test_t7_angel_of_the_lord_leaves_john_alone_and_he_rescues() -> None:
    game = _t7()
    # No special initiative can touch a Dominant; no new blocker may be presented.
    assert game.asked[1] is not DecisionKind.SPECIAL_INITIATIVE
    assert not [a for a in game.legal if isinstance(a, Block)]
    if game.asked == (P2, DecisionKind.PRIORITY):
        game.do(PassPriority())
    resolved = _resolve(game)
    assert resolved.outcome is BattleOutcome.HERO_WINS
    # The defender picks the soul (Type 1).
    assert game.asked == (P2, DecisionKind.SURRENDER_SOUL)
    game.do(SurrenderSoul(game.card("Lost Soul Luke 15:13 (J)")))
    assert game.where("Lost Soul Luke 15:13 (J)") == (P1, Zone.LAND_OF_REDEMPTION)


def test_t7_christian_martyr_makes_it_mutual_removal_and_no_rescue() -> None:
    game = _t7()
    martyr = game.card("Christian Martyr (J)")
    assert game.asked[0] == P2
    assert PlayDominant(martyr) in game.legal  # before resolution
    game.do(PlayDominant(martyr))
    assert game.where("John (I)") == (P1, Zone.DISCARD_PILE)
    resolved = _resolve(game)
    assert resolved.outcome is BattleOutcome.MUTUAL_REMOVAL
    assert resolved.rescue is False
    assert not of_kind(game.events, SoulRescued)


# -- T9: Gideon against Possessing Demon, Fiery Darts, Samson's Strength ---------------------------


def _t9() -> Game:
    game = Game.at(
        [
            {"hand": ["Gideon (J)", "Samson's Strength (J)"]},
            {"hand": ["Possessing Demon (j)", "Fiery Darts (J)"], "land_of_bondage": [SOUL]},
        ]
    )
    gideon, demon = game.card("Gideon (J)"), game.card("Possessing Demon (j)")
    game.do(Attack(gideon, P2))
    game.do(Block(demon))
    assert _situation(game) is Situation.WINNING
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    events = game.do(PlayEnhancement(game.card("Fiery Darts (J)"), demon))
    assert game.numbers[2:] == (5, 6)
    # Discarding Gideon would leave player 1 with no character: Darts waits.
    assert SpecialInitiativeGiven(P1, game.card("Fiery Darts (J)")) in events
    assert game.asked == (P1, DecisionKind.SPECIAL_INITIATIVE)
    assert game.where(gideon) == BATTLE
    return game


def test_t9_branch_a_samsons_strength_negates_the_darts_and_gideon_rescues() -> None:
    game = _t9()
    strength, darts = game.card("Samson's Strength (J)"), game.card("Fiery Darts (J)")
    assert game.legal == [PlayEnhancement(strength, game.card("Gideon (J)")), Decline()]
    events = game.do(PlayEnhancement(strength, game.card("Gideon (J)")))
    assert AbilityNegated(darts, strength) in events
    assert game.where(darts) == (P2, Zone.DISCARD_PILE)
    assert game.where("Gideon (J)") == BATTLE
    assert game.numbers == (12, 8, 3, 4)
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(Decline())
    resolved = of_kind(game.events, BattleResolved)[-1]
    assert resolved.outcome is BattleOutcome.HERO_WINS
    assert game.where("Possessing Demon (j)") == (P2, Zone.DISCARD_PILE)
    assert game.where("Gideon (J)") == (P1, Zone.TERRITORY)
    assert game.where(SOUL) == (P1, Zone.LAND_OF_REDEMPTION)


def test_t9_branch_b_no_answer_gideon_is_discarded_and_the_rescue_fails() -> None:
    game = _t9()
    game.do(Decline())
    assert game.where("Gideon (J)") == (P1, Zone.DISCARD_PILE)
    resolved = _resolve(game)
    assert resolved.outcome is BattleOutcome.EVIL_WINS
    assert resolved.rescue is False
    assert game.where("Fiery Darts (J)") == (P2, Zone.DISCARD_PILE)
    assert game.where("Possessing Demon (j)") == (P2, Zone.TERRITORY)


# -- T11: James against Foul Spirit, and the variant with John banded ------------------------------


def test_t11_james_and_foul_spirit_destroy_each_other_and_the_rescue_succeeds() -> None:
    game = Game.at([{"hand": ["James"]}, {"hand": ["Foul Spirit (J)"], "land_of_bondage": [SOUL]}])
    game.do(Attack(game.card("James"), P2))
    game.do(Block(game.card("Foul Spirit (J)")))
    assert _situation(game) is Situation.MUTUAL_DESTRUCTION
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(Pass(), Pass(), Pass())
    resolved = of_kind(game.events, BattleResolved)[-1]
    assert resolved.outcome is BattleOutcome.MUTUAL_DESTRUCTION
    assert resolved.rescue is True
    assert game.where("James") == (P1, Zone.DISCARD_PILE)
    assert game.where("Foul Spirit (J)") == (P2, Zone.DISCARD_PILE)


def test_t11_variant_johns_negate_keeps_foul_spirit_from_undoing_the_band() -> None:
    # John, banded by James, negates Evil Characters as he enters: Foul Spirit, blocking after,
    # is prevented, so its "Negate Heroes" cannot undo the band (REG: Negate, Prevent).
    game = Game.at(
        [
            {"hand": ["James"], "territory": ["John (I)"]},
            {"hand": ["Foul Spirit (J)"], "land_of_bondage": [SOUL]},
        ]
    )
    game.do(Attack(game.card("James"), P2))
    game.choose("band to John")
    events = game.do(Block(game.card("Foul Spirit (J)")))
    assert AbilityPrevented(game.card("Foul Spirit (J)"), game.card("John (I)")) in events
    assert game.where("John (I)") == BATTLE


def test_t11_variant_a_negated_band_sends_the_banded_hero_back_to_territory() -> None:
    # The rule the variant pins, where nothing prevents the negate: Boaz bands Naomi (from the
    # opponent's territory), Foul Spirit negates Heroes, and the band is undone: Naomi goes back
    # to the territory of her permanent controller (REG: Band).
    game = Game.at(
        [
            {"hand": ["Boaz (J)"]},
            {"territory": ["Naomi (J)"], "hand": ["Foul Spirit (J)"], "land_of_bondage": [SOUL]},
        ]
    )
    game.do(Attack(game.card("Boaz (J)"), P2))
    game.choose("band to a Ruth Hero")
    assert game.where("Naomi (J)") == BATTLE
    events = game.do(Block(game.card("Foul Spirit (J)")))
    assert AbilityNegated(game.card("Boaz (J)"), game.card("Foul Spirit (J)")) in events
    assert game.where("Naomi (J)") == (P2, Zone.TERRITORY)
    assert game.numbers == (6, 5, 6, 7)


# -- T13: Gideon against Ishbibenob; Trumpets and Torches, Ishbibenob's Sword ----------------------


def _t13(*, sword: bool) -> Game:
    hand = ["Ishbibenob (I)", "Ishbibenob's Sword"] if sword else ["Ishbibenob (I)"]
    game = Game.at(
        [
            {"hand": ["Gideon (J)", "Trumpets and Torches"]},
            {"hand": hand, "deck": ["Lahmi (I)"], "land_of_bondage": [SOUL]},
        ]
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    events = game.do(Block(game.card("Ishbibenob (I)")))
    # Ishbibenob's ability finds no Hero of strength 10 or more.
    assert not [e for e in of_kind(events, CardMoved) if e.to_zone is Zone.DISCARD_PILE]
    assert _situation(game) is Situation.LOSING
    game.do(PlayEnhancement(game.card("Trumpets and Torches"), game.card("Gideon (J)")))
    assert game.numbers[:2] == (9, 11)
    return game


def test_t13_trumpets_and_torches_underdecks_ishbibenob_and_gideon_rescues() -> None:
    game = _t13(sword=False)
    assert game.zone(P2, Zone.DECK) == ["Lahmi (I)", "Ishbibenob (I)"]  # to the bottom
    resolved = _resolve(game)
    assert resolved.outcome is BattleOutcome.HERO_WINS
    assert game.where(SOUL) == (P1, Zone.LAND_OF_REDEMPTION)


def test_t13_ishbibenobs_sword_answers_by_negating_trumpets_and_torches() -> None:
    game = _t13(sword=True)
    trumpets, sword = game.card("Trumpets and Torches"), game.card("Ishbibenob's Sword")
    assert game.asked == (P2, DecisionKind.SPECIAL_INITIATIVE)
    events = game.do(PlayEnhancement(sword, game.card("Ishbibenob (I)")))
    assert AbilityNegated(trumpets, sword) in events
    # Negated, not discarded: Trumpets keeps its numbers; Ishbibenob stays, 11/14.
    assert game.where(trumpets) == BATTLE
    assert game.where("Ishbibenob (I)") == BATTLE
    assert game.zone(P2, Zone.DECK) == ["Lahmi (I)"]
    assert game.numbers == (9, 11, 11, 14)
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    assert _situation(game) is Situation.LOSING
