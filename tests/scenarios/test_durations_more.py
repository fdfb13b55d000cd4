"""More durations carried out (REG: Duration, Turn, Exchange, Increase and Decrease).

An exchange "for 7 turns" is undone when the time runs out: each card goes back to the
territory it came from once its own player's turns are counted off (REG: Exchange, "for X
turns" counted for the player who controls the target). "Worth 0/0 this turn" is a change
of numbers that ends with the turn. A restriction "while" a condition holds ends as soon as
it stops holding, and with the phase at the latest (REG: Restrict, Duration). A card placed
in territory "for 7 turns" is discarded once they are over (REG: Place). A protection "from
the first evil Enhancement played each battle" covers that card alone. A restriction "during
the next battle phase" waits for it and ends with it.
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import (
    ChooseOption,
    DecisionKind,
    EndPhase,
    GameState,
    Phase,
    PlayEnhancement,
    UseAbility,
    Zone,
)
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.restriction import restriction_against
from redemption_rules.serialization import from_json, to_json
from redemption_rules.state import Ending, InstanceId, Restriction, Until

LABAN = "Laban (Promo)"
"""Evil Character: "You may exchange your female Genesis Hero with opponent's male, human
Hero for 7 turns.  Limit twice per game.\""""


def _laban_exchanges() -> Game:
    # P1 attacks with Gideon, Abel (a male human Hero) in territory; P2 blocks with Laban
    # and exchanges Rachel, a female Genesis Hero in P2's territory, for Abel
    assert ability_support(full_pool().get(LABAN)).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"], "territory": ["Abel ( C)"]},
        LABAN,
        {"hand": [LABAN], "territory": ["Rachel (Wo)"]},
        pool=full_pool(),
        answer_block=False,
    )
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.do(ChooseOption(0))
    game.settle()
    return game


def test_laban_exchanges_heroes_in_territories() -> None:
    game = _laban_exchanges()
    assert game.where("Rachel (Wo)") == (P1, Zone.TERRITORY)
    assert game.where("Abel ( C)") == (P2, Zone.TERRITORY)
    # Gideon, the attacking Hero, is not one a timed exchange takes
    assert game.where("Gideon (J)") == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.problems() == []


def test_laban_exchange_lasts_seven_turns_of_each_heros_player() -> None:
    game = _laban_exchanges()
    # Abel is P1's: P1's turn in progress is the first of his seven, so he is back at the
    # end of P1's seventh (the 13th turn to end); Rachel, P2's, a turn later
    for _ in range(12):
        game.end_turn()
        assert game.where("Abel ( C)") == (P2, Zone.TERRITORY)
        assert game.where("Rachel (Wo)") == (P1, Zone.TERRITORY)
    game.end_turn()
    assert game.where("Abel ( C)") == (P1, Zone.TERRITORY)
    assert game.where("Rachel (Wo)") == (P1, Zone.TERRITORY)
    game.end_turn()
    assert game.where("Rachel (Wo)") == (P2, Zone.TERRITORY)
    assert game.state.lasting == ()
    assert game.state.problems() == []


USELESS_TACTICS = "Useless Tactics"
"""Evil Enhancement 0/5: "All weapon class enhancements are worth 0/0 this turn.  This
ability cannot be negated.\""""


def _tactics_played() -> Game:
    # Adino 6/6 is blocked by Governor Felix 6/8; Abishai's Spear (a red weapon, 3/2) makes
    # him 9/8, then Useless Tactics makes the Spear worth 0/0 this turn
    assert ability_support(full_pool().get(USELESS_TACTICS)).carried_out
    game = Game.blocked(
        "Adino (L)",
        {"hand": ["Adino (L)", "Abishai's Spear"]},
        "Governor Felix",
        {"hand": ["Governor Felix", USELESS_TACTICS]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Abishai's Spear"), game.card("Adino (L)")))
    game.settle()
    assert game.numbers == (9, 8, 6, 8)
    game.do(PlayEnhancement(game.card(USELESS_TACTICS), game.card("Governor Felix")))
    game.settle()
    return game


def test_useless_tactics_makes_weapons_worth_nothing_this_turn() -> None:
    game = _tactics_played()
    assert game.numbers == (6, 6, 6, 13)
    assert numbers_of(game.state, game.card("Abishai's Spear")) == (0, 0)
    assert [entry.until for entry in game.state.lasting] == [Until.TURN]
    assert game.state.problems() == []


def test_useless_tactics_leaves_nothing_once_the_turn_is_over() -> None:
    game = _tactics_played()
    game.end_turn()
    # the Spear went to the discard pile with the battle; nothing of the change remains
    assert game.where("Abishai's Spear") == (P1, Zone.DISCARD_PILE)
    assert numbers_of(game.state, game.card("Abishai's Spear")) == (3, 2)
    assert game.state.lasting == ()
    assert game.state.problems() == []


CAIAPHAS = "Caiaphas the Conspirator (GoC)"
"""Sadducee 9/8: "... While blocking alone and you control a meek Lost Soul, restrict good
Dominants. May band to a Pharisee or Sadducee.\""""
DOMINANT = "Angel of the Lord ( C)"
"""A good Dominant."""
SNARE = "Deadly Snare"
"""An evil Enhancement."""


def _caiaphas_blocks(theirs: dict[str, list[str]] | None = None) -> Game:
    # P2 keeps a Lost Soul without an ability (meek) unless *theirs* says otherwise
    assert ability_support(full_pool().get(CAIAPHAS)).carried_out
    return Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", DOMINANT]},
        CAIAPHAS,
        {"hand": [CAIAPHAS], **(theirs or {})},
        pool=full_pool(),
        answer_block=False,
    )


def _dominant_restricted(game: Game) -> bool:
    return restriction_against(game.state, P1, game.card(DOMINANT)) is not None


def test_caiaphas_blocking_alone_restricts_good_dominants() -> None:
    game = _caiaphas_blocks({"territory": ["Captain of the Guard (GoC)"]})
    assert _dominant_restricted(game)
    game.settle()  # the band is declined: Caiaphas stays alone
    assert _dominant_restricted(game)
    assert [r.until for r in game.state.restrictions] == [Until.WHILE]
    assert game.state.problems() == []


def test_caiaphas_restriction_ends_once_he_is_not_alone() -> None:
    game = _caiaphas_blocks({"territory": ["Captain of the Guard (GoC)"]})
    game.choose("band to a Pharisee or Sadducee")  # the Captain, a Sadducee, joins him
    game.settle()
    battle = game.state.battle
    assert battle is not None
    assert len(battle.evil_characters) == 2
    assert not _dominant_restricted(game)
    assert game.state.restrictions == ()


def test_caiaphas_restriction_ends_with_the_battle() -> None:
    game = _caiaphas_blocks()
    game.settle()
    while game.state.battle is not None:
        game.do(game.legal[-1])
    assert game.state.restrictions == ()
    assert not _dominant_restricted(game)
    assert game.state.problems() == []


def test_caiaphas_restricts_nothing_without_a_meek_lost_soul() -> None:
    game = _caiaphas_blocks({"land_of_bondage": ['Lost Soul "Unfaithful" [II Chronicles 28:19]']})
    game.settle()
    assert game.state.restrictions == ()
    assert not _dominant_restricted(game)


def test_a_restriction_while_a_condition_holds_survives_a_save() -> None:
    game = _caiaphas_blocks()
    game.settle()
    assert game.state.restrictions
    assert from_json(to_json(game.state), GameState) == game.state


PLENTY = "7 Years of Plenty [RR2]"
"""Territory-class Enhancement: "You may play a Genesis Fortress from deck or Reserve. Place
in territory for 7 turns: Each upkeep, you may draw 1.\""""


def _plenty_placed() -> Game:
    # P1 plays it on Sarah in the Preparation Phase of P1's turn: that turn is the first of
    # the seven (there is no Genesis Fortress to play)
    assert ability_support(full_pool().get(PLENTY)).carried_out
    game = Game.at(
        [
            {"territory": ["Sarah"], "hand": [PLENTY], "deck": ["Seth"] * 60},
            {"deck": ["Achan (I)"] * 60},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(PLENTY), game.card("Sarah")))
    game.settle()
    return game


def _upkeep_draw(game: Game) -> UseAbility:
    return UseAbility(game.card(PLENTY), card_abilities(full_pool().get(PLENTY)).manual[0][0])


def test_seven_years_of_plenty_stays_placed_and_draws_each_upkeep() -> None:
    game = _plenty_placed()
    assert game.where(PLENTY) == (P1, Zone.TERRITORY)
    game.end_turn()  # P1's first turn
    game.end_turn()  # P2's: P1 draws and comes to the Upkeep Phase
    assert game.asked == (P1, DecisionKind.UPKEEP)
    hand = len(game.state.players[P1].hand)
    game.do(_upkeep_draw(game))
    game.settle()
    assert len(game.state.players[P1].hand) == hand + 1
    assert game.state.problems() == []


def test_seven_years_of_plenty_is_discarded_after_seven_of_its_players_turns() -> None:
    game = _plenty_placed()
    for _ in range(12):  # P1's first six turns and P2's six
        game.end_turn()
        assert game.where(PLENTY) == (P1, Zone.TERRITORY)
    game.end_turn()  # P1's seventh
    assert game.where(PLENTY) == (P1, Zone.DISCARD_PILE)
    assert game.state.lasting == ()
    game.end_turn()  # P2's: P1's next upkeep offers no draw
    assert _upkeep_draw(game) not in game.legal
    assert game.state.problems() == []


TEN_VIRGINS = "Ten Virgins (GoC)"
"""Gold/crimson Enhancement: "Opponent may reserve the top 5 cards of their deck. If they do
not, while your N.T. character is in battle, restrict opponent from playing Enhancements.
Cannot be negated.\""""


def _virgins_played() -> Game:
    # Matthias (gold, N.T.) is blocked by Alexander the Coopersmith and plays Ten Virgins;
    # P2 is asked whether to reserve the top 5 cards of the deck
    assert ability_support(full_pool().get(TEN_VIRGINS)).carried_out
    game = Game.blocked(
        "Matthias (Ap)",
        {"hand": ["Matthias (Ap)", TEN_VIRGINS]},
        "Alexander the Coopersmith",
        {"hand": ["Alexander the Coopersmith", SNARE], "deck": ["Achan (I)"] * 8},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(TEN_VIRGINS), game.card("Matthias (Ap)")))
    assert game.asked == (P2, DecisionKind.ABILITY)
    return game


def test_ten_virgins_restricts_enhancements_while_matthias_is_in_battle() -> None:
    game = _virgins_played()
    game.decline()
    game.settle()
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    snare = game.card(SNARE)
    assert restriction_against(game.state, P2, snare) is not None
    assert PlayEnhancement(snare, game.card("Alexander the Coopersmith")) not in game.legal
    while game.state.battle is not None:
        game.do(game.legal[-1])
    # Matthias is out of battle: the restriction is over
    assert game.state.restrictions == ()
    assert restriction_against(game.state, P2, snare) is None
    assert game.state.problems() == []


def test_ten_virgins_restricts_nothing_once_the_cards_are_reserved() -> None:
    game = _virgins_played()
    game.choose("reserve the top 5 cards of their deck")
    game.settle()
    assert len(game.state.players[P2].reserve) == 5
    assert game.state.restrictions == ()


def _restricted_for(turns: int) -> Game:
    """P1 restricted from good Dominants for *turns* of P1's turns; P1 to act.

    The record is what Caiaphas's restriction would be, lasting "for N turns" instead.
    """
    game = Game.at(
        [{"hand": [DOMINANT], "deck": ["Seth"] * 20}, {"territory": [CAIAPHAS]}],
        pool=full_pool(),
    )
    restriction = Restriction(
        id=game.state.serial + 1,
        source=game.card(CAIAPHAS),
        controller=P2,
        effect=0,  # "restrict good Dominants"
        players=(P1,),
        until=Until.TURNS,
        ending=Ending(turns=turns, player=P1),
    )
    game.state = attrs.evolve(game.state, restrictions=(restriction,), serial=game.state.serial + 1)
    assert game.state.problems() == []
    assert _dominant_restricted(game)
    return game


def test_a_restriction_for_some_turns_counts_the_restricted_players_turns() -> None:
    game = _restricted_for(2)
    game.end_turn()  # P1's first
    assert game.state.restrictions[0].ending == Ending(turns=1, player=P1)
    game.end_turn()  # P2's: not one of them
    assert _dominant_restricted(game)
    game.end_turn()  # P1's second
    assert game.state.restrictions == ()
    assert not _dominant_restricted(game)
    assert game.state.problems() == []


FOREMAN = "Boaz\u2019 Foreman (LoC)"
"""White Ruth Hero 5/5: "Protect Ruth Heroes in battle from the first evil Enhancement
played each battle. May band to a Ruth Hero.\""""


def _foreman_blocked() -> tuple[Game, InstanceId, InstanceId]:
    # Boaz' Foreman (a Ruth Hero himself) is blocked by False Prophets (gray 4/4), whose
    # player holds two Deadly Snares ("Capture a Hero.")
    assert ability_support(full_pool().get(FOREMAN)).carried_out
    game = Game.blocked(
        FOREMAN,
        {"hand": [FOREMAN]},
        "False Prophets",
        {"hand": ["False Prophets", SNARE, SNARE]},
        pool=full_pool(),
    )
    first, second = game.state.players[P2].hand
    return game, first, second


def test_the_first_evil_enhancement_of_the_battle_cannot_touch_the_foreman() -> None:
    game, first, _ = _foreman_blocked()
    game.do(PlayEnhancement(first, game.card("False Prophets")))
    game.settle()
    assert game.where(FOREMAN) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(first) == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.problems() == []


def test_the_second_evil_enhancement_of_the_battle_captures_the_foreman() -> None:
    game, first, second = _foreman_blocked()
    game.do(PlayEnhancement(first, game.card("False Prophets")))
    game.settle()
    game.do(PlayEnhancement(second, game.card("False Prophets")))
    game.settle()
    assert game.where(FOREMAN) == (P2, Zone.LAND_OF_BONDAGE)
    # both were played in the turn's first battle
    played = [entry.battle for entry in game.state.played if entry.card in (first, second)]
    assert played == [1, 1]


WALL = "Wall of Protection (LoC)"
"""Fortress: "Protect your characters from opponents' band, choose and side battle abilities.
Protect your meek Heroes from the first evil Enhancement played each battle.\""""


def test_wall_of_protection_keeps_the_first_evil_enhancement_off_a_meek_hero() -> None:
    # Rachel (no ability: meek) attacks with the Wall in P1's territory; False Prophets
    # blocks, and two Deadly Snares follow: the first cannot capture her, the second does
    assert ability_support(full_pool().get(WALL)).carried_out
    game = Game.blocked(
        "Rachel (Wo)",
        {"hand": ["Rachel (Wo)"], "territory": [WALL]},
        "False Prophets",
        {"hand": ["False Prophets", SNARE, SNARE]},
        pool=full_pool(),
    )
    first, second = game.state.players[P2].hand
    game.do(PlayEnhancement(first, game.card("False Prophets")))
    game.settle()
    assert game.where("Rachel (Wo)") == (None, Zone.FIELD_OF_BATTLE)
    game.do(PlayEnhancement(second, game.card("False Prophets")))
    game.settle()
    assert game.where("Rachel (Wo)") == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.problems() == []


OUT_OF_EGYPT = "Out of Egypt"
"""Good Enhancement: "STAR: Restrict players from playing Dominants during the next battle
phase. GE: Take a Hero from Reserve. Discard the bottom card of an opponent's deck.\""""


def test_out_of_egypt_restricts_dominants_through_the_next_battle_phase_only() -> None:
    # P1 draws Out of Egypt in the Draw Phase and uses its star ability: the restriction
    # waits through the Preparation Phase, holds in the Battle Phase and ends with it
    assert ability_support(full_pool().get(OUT_OF_EGYPT)).carried_out
    game = Game.at(
        [
            {"hand": [DOMINANT], "deck": [OUT_OF_EGYPT, "Gideon (J)", "Gideon (J)", "Seth"]},
            {"hand": ["Angel of the Lord (A)"], "deck": ["Gideon (J)"] * 4},
        ],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    game.do(EndPhase())  # P2's turn ends; P1 draws
    assert game.asked == (P1, DecisionKind.STAR)
    game.do(UseAbility(game.card(OUT_OF_EGYPT), 0))
    theirs = game.card("Angel of the Lord (A)")
    assert game.state.phase is Phase.PREPARATION
    assert not _dominant_restricted(game)
    assert restriction_against(game.state, P2, theirs) is None
    game.do(EndPhase())
    assert game.state.phase is Phase.BATTLE
    assert _dominant_restricted(game)
    assert restriction_against(game.state, P2, theirs) is not None
    game.do(EndPhase())
    assert game.state.phase is Phase.DISCARD
    assert game.state.restrictions == ()
    assert not _dominant_restricted(game)
    assert game.state.problems() == []


def test_a_restriction_waiting_for_the_next_battle_phase_survives_a_save() -> None:
    game = Game.at(
        [{"deck": [OUT_OF_EGYPT, "Gideon (J)", "Gideon (J)"]}, {"deck": ["Gideon (J)"] * 4}],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    game.do(EndPhase())
    game.do(UseAbility(game.card(OUT_OF_EGYPT), 0))
    assert [r.until for r in game.state.restrictions] == [Until.NEXT_BATTLE_PHASE]
    assert from_json(to_json(game.state), GameState) == game.state
