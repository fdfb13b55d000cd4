"""Menus: "Select up to 2:" picks that many distinct options of those printed (REG: Select).

The player picks the options one at a time, each of those not picked yet that could do
anything now; "up to" lets them stop (or decline before the first pick), a bare number must
be picked in full. The picked options are carried out in printed order, each as one chain
("Discard this card to ..."). A bracketed alternative ("or 2 if used by Abishai") raises the
count only while its condition holds.
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    DecisionKind,
    EndPhase,
    GameState,
    Phase,
    PlayEnhancement,
    QuestionKind,
    Zone,
    observe,
)
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.resolution import MENU_DONE
from redemption_rules.events import AbilityDeclined, EffectCarriedOut
from redemption_rules.serialization import from_json, to_json

GAD = "Gad, the Seer [RR2]"
"""Green Hero: "Select up to 2: Look at a hand. Draw 2. Take an O.T. green card from
Reserve." """

CENSUS = "David's Census"
"""GE/EE: "Select 1: Discard a human controlled by each opponent, discard a card (except a
character) in each opponent's territory, or each opponent must underdeck a Dominant from
hand." """

SPEAR = "Abishai's Spear [II]"
"""Purple GE Weapon: "Select up to 1 (or 2 if used by Abishai): Draw 1. Discard a card from
a Reserve." """

WHIP = "Roman Whip [RR2]"
"""Gray EE Weapon: "Select up to 1: Opponent must discard a card from hand. Discard this card
to discard a card from opponent's hand." """

LOOK, DRAW, TAKE = "Look at a hand", "Draw 2", "Take an O.T. green card from Reserve"
GREEN = "Gad, David's Chosen [K]"
"""A green O.T. Hero for Gad's Reserve."""


def _gad_attacks(reserve: tuple[str, ...] = ()) -> Game:
    """Gad, the Seer attacks; three cards wait in player 1's deck, one in player 2's hand."""
    for card in (GAD, CENSUS, SPEAR, WHIP):
        assert ability_support(full_pool().get(card)).carried_out
    game = Game.at(
        [
            {"territory": [GAD], "deck": ["Seth", "Rebekah (L)", "Doeg (L)"], "reserve": reserve},
            {"land_of_bondage": [SOUL], "hand": ["Frog Demons (L)"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(GAD), P2))
    game.pass_windows()
    return game


def _carried_out(game: Game) -> list[str]:
    return [e.effect for e in game.events if isinstance(e, EffectCarriedOut)]


def test_picking_two_options_carries_both_out_in_printed_order() -> None:
    game = _gad_attacks(reserve=(GREEN,))
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (LOOK, DRAW, TAKE, DECLINE)
    game.choose(TAKE)
    # the option picked is not offered again; the player may stop here
    assert game.question.labels == (LOOK, DRAW, MENU_DONE)
    game.choose(DRAW)
    game.pick(GREEN)
    # two picked: no third is offered, and the look is never carried out
    assert game.asked[1] is not DecisionKind.ABILITY
    assert _carried_out(game) == ["draw", "take"]
    assert game.where(GREEN) == (P1, Zone.HAND)
    assert len(game.state.players[P1].hand) == 3


def test_an_option_that_can_do_nothing_is_not_offered() -> None:
    game = _gad_attacks()  # nothing in Reserve to take
    assert game.question.labels == (LOOK, DRAW, DECLINE)
    game.choose(LOOK)
    assert game.state.stack[0].chosen == (0,)  # the pick is kept, and saved with the game
    assert from_json(to_json(game.state), GameState) == game.state
    assert observe(game.state, P2).stack[0].progress.chosen == (0,)  # options, public
    assert game.question.labels == (DRAW, MENU_DONE)
    game.choose(DRAW)
    assert _carried_out(game) == ["look", "draw"]
    assert len(game.state.players[P1].hand) == 2


def test_up_to_stops_after_one_pick() -> None:
    game = _gad_attacks(reserve=(GREEN,))
    game.choose(DRAW)
    game.choose(MENU_DONE)
    assert game.asked[1] is not DecisionKind.ABILITY
    assert _carried_out(game) == ["draw"]
    assert game.where(GREEN) == (P1, Zone.RESERVE)


def test_declining_the_menu_carries_nothing_out() -> None:
    game = _gad_attacks(reserve=(GREEN,))
    caused = game.decline()
    assert any(isinstance(e, AbilityDeclined) for e in caused)
    assert game.asked[1] is not DecisionKind.ABILITY
    assert _carried_out(game) == []
    assert game.state.players[P1].hand == ()


def _census(p2_hand: tuple[str, ...]) -> Game:
    """Jonathan (purple) is blocked by the Beast from the Sea and plays David's Census; a
    human (Doeg) and the Frog Demons are in player 2's territory, no non-character."""
    game = Game.blocked(
        "Jonathan (L)",
        {"hand": ["Jonathan (L)", CENSUS]},
        "Beast from the Sea (L)",
        {
            "hand": ["Beast from the Sea (L)", *p2_hand],
            "territory": ["Doeg (L)", "Frog Demons (L)"],
        },
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(CENSUS), game.card("Jonathan (L)")))
    return game


def test_select_one_offers_one_pick_and_no_decline() -> None:
    game = _census(("Angel of the Lord ( C)",))
    # the non-character discard has no target: not offered; "Select 1" cannot be declined
    assert game.question.labels == (
        "Discard a human controlled by each opponent",
        "underdeck a Dominant from hand",
    )
    game.choose("underdeck a Dominant from hand")
    assert game.asked[1] is not DecisionKind.ABILITY  # one pick only
    assert game.where("Angel of the Lord ( C)") == (P2, Zone.DECK)
    assert game.where("Doeg (L)") == (P2, Zone.TERRITORY)
    assert _carried_out(game) == ["underdeck"]


def test_select_one_with_one_possible_option_takes_it() -> None:
    game = _census(())  # no Dominant in hand: only the discard of a human can do anything
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.where("Doeg (L)") == (P2, Zone.DISCARD_PILE)
    assert game.where("Frog Demons (L)") == (P2, Zone.TERRITORY)


def _spear(hero: str) -> Game:
    """*hero* (purple) is blocked and plays Abishai's Spear; a card waits in each Reserve."""
    game = Game.blocked(
        hero,
        {"hand": [hero, SPEAR], "deck": ["Seth", "Rebekah (L)"]},
        "Beast from the Sea (L)",
        {"hand": ["Beast from the Sea (L)"], "reserve": ["Doeg (L)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(SPEAR), game.card(hero)))
    assert game.question.labels == ("Draw 1", "Discard a card from a Reserve", DECLINE)
    game.choose("Draw 1")
    return game


def test_the_alternative_count_applies_under_its_condition() -> None:
    game = _spear("Abishai [K]")  # used by Abishai: up to 2
    assert game.question.labels == ("Discard a card from a Reserve", MENU_DONE)
    game.choose("Discard a card from a Reserve")
    game.pick("Doeg (L)")
    assert game.where("Doeg (L)") == (P2, Zone.DISCARD_PILE)
    assert len(game.state.players[P1].hand) == 1


def test_the_printed_count_applies_otherwise() -> None:
    game = _spear("King Saul (Purple) (Ki)")  # not Abishai: up to 1
    assert game.asked[1] is not DecisionKind.ABILITY
    assert _carried_out(game) == ["draw"]
    assert game.where("Doeg (L)") == (P2, Zone.RESERVE)


def test_an_option_with_a_cost_is_one_chain() -> None:
    # Abishai beats Abihu: player 2 plays the Roman Whip on Abihu
    game = Game.blocked(
        "Abishai [K]",
        {"hand": ["Abishai [K]", "Seth", "Rebekah (L)"]},
        "Abihu (L)",
        {"hand": ["Abihu (L)", WHIP]},
        pool=full_pool(),
    )
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(WHIP), game.card("Abihu (L)")))
    whip = "Discard this card to discard a card from opponent\N{RIGHT SINGLE QUOTATION MARK}s hand"
    assert game.question.labels == ("discard a card from hand", whip, DECLINE)
    game.choose(whip)
    game.pick("Seth")
    assert game.where(WHIP) == (P2, Zone.DISCARD_PILE)
    assert game.where("Seth") == (P1, Zone.DISCARD_PILE)
    assert game.where("Rebekah (L)") == (P1, Zone.HAND)
    assert game.asked[1] is not DecisionKind.ABILITY  # up to 1: nothing more


def test_a_menu_with_an_option_in_another_activation_step_is_refused() -> None:
    # The Stars: "Select up to 2: Prevent the next evil card played in battle. Discard an evil
    # Fortress. Band to an O.T. angel." The band acts in a later step than its menu
    support = ability_support(full_pool().get("The Stars [RR2]"))
    assert not support.carried_out
    assert "an option of a menu used apart from it" in support.missing


EXILES = 'Lost Soul "Exiles" [Jeremiah 28:6]'
"""'If put in territory, select 1: Release all captured humans, take an O.T. Artifact from
Reserve, or topdeck a good * Enhancement from discard pile.'"""
ALTAR = "Altar of Ahaz"
"""An O.T. Artifact."""
PRIESTHOOD = "A Royal Priesthood"
"""A good * Enhancement."""


def _exiles_drawn(reserve: list[str], discard: list[str]) -> Game:
    """Player 2 draws the Exiles in their Draw Phase: it goes to their Land of Bondage."""
    assert ability_support(full_pool().get(EXILES)).carried_out
    deck = [EXILES, "Er", "Doeg (L)", "Belshazzar", "Goliath (L)"]
    game = Game.at(
        [{"hand": ["Anna (Pr)"]}, {"deck": deck, "reserve": reserve, "discard_pile": discard}],
        phase=Phase.DISCARD,
        pool=full_pool(),
    )
    game.do(EndPhase())  # player 2's turn begins with the Draw Phase
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [EXILES]
    return game


def test_a_lost_souls_menu_offers_the_options_that_can_do_something() -> None:
    game = _exiles_drawn([ALTAR], [PRIESTHOOD])
    assert game.asked == (P2, DecisionKind.ABILITY)
    labels = game.question.labels
    assert len(labels) == 2  # no captured human to release
    assert DECLINE not in labels
    game.choose(next(label for label in labels if "Artifact" in label))
    if game.asked[1] is DecisionKind.ABILITY:
        game.pick(ALTAR)
    assert game.where(ALTAR) == (P2, Zone.HAND)
    assert game.where(PRIESTHOOD) == (P2, Zone.DISCARD_PILE)


def test_a_lost_souls_menu_with_one_possible_option_takes_it() -> None:
    game = _exiles_drawn([], [PRIESTHOOD])
    if game.asked[1] is DecisionKind.ABILITY:  # no menu question: only the card is asked
        assert game.question.kind is not QuestionKind.OPTION
        game.pick(PRIESTHOOD)
    assert game.zone(P2, Zone.DECK)[0] == PRIESTHOOD
