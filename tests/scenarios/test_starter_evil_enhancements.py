"""The Starter Evil Enhancements' abilities, carried out in battle (REG: Enhancement, Weapon,
Discard, Underdeck, Withdraw, Negate, Search, Play an Enhancement, Special Initiative).

Player 1 attacks; player 2 blocks and plays the Evil Enhancement under test when they hold
initiative, or answers a removal with it during special initiative.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, of_kind

from redemption_rules import (
    Attack,
    BattleOutcome,
    Block,
    DecisionKind,
    Decline,
    Pass,
    PassPriority,
    PlayEnhancement,
    QuestionKind,
    Zone,
)
from redemption_rules.events import (
    AbilityNegated,
    BattleResolved,
    CardMoved,
    CardsRevealed,
    DeckShuffled,
    EffectCarriedOut,
    PileSearched,
    SpecialInitiativeGiven,
)

if TYPE_CHECKING:
    from redemption_rules.events import Event

BATTLE = (None, Zone.FIELD_OF_BATTLE)


def _play(game: Game, player: int, enhancement: str, user: str) -> list[Event]:
    card = game.card(enhancement, player=player, zone=Zone.HAND)
    return game.do(PlayEnhancement(card, game.card(user)))


def _resolve(game: Game) -> BattleResolved:
    """Pass and decline until the battle resolves; its outcome."""
    while not of_kind(game.events, BattleResolved):
        game.do(next(a for a in game.legal if isinstance(a, (Pass, Decline, PassPriority))))
    return of_kind(game.events, BattleResolved)[-1]


def _effects(events: list[Event], kind: str) -> list[EffectCarriedOut]:
    return [e for e in of_kind(events, EffectCarriedOut) if e.effect == kind]


# -- Achan's Sin (I): "Negate the last good card played this battle. Discard all cards in
#    battle." --------------------------------------------------------------------------------


def test_achans_sin_negates_the_last_good_card_and_discards_the_whole_battle() -> None:
    game = Game.blocked(
        "Andrew (I)",
        {
            "hand": ["Andrew (I)", "Loaves and Fishes"],
            "deck": ["Samson (J)", "Gideon (J)", "Ruth (J)"],
        },
        "Achan (I)",
        {"hand": ["Achan (I)", "Achan's Sin (I)"], "deck": ["Lahmi (I)", "Saph (I)", "Nabal (I)"]},
    )
    loaves = game.card("Loaves and Fishes")
    _play(game, P1, "Loaves and Fishes", "Andrew (I)")  # each player draws 2
    assert game.zone(P1, Zone.HAND) == ["Samson (J)", "Gideon (J)"]
    events = _play(game, P2, "Achan's Sin (I)", "Achan (I)")
    assert AbilityNegated(loaves, game.card("Achan's Sin (I)")) in events
    # The draws are undone: the cards go back on the decks in their order.
    assert game.zone(P1, Zone.DECK) == ["Samson (J)", "Gideon (J)", "Ruth (J)"]
    assert game.zone(P2, Zone.DECK) == ["Lahmi (I)", "Saph (I)", "Nabal (I)"]
    # Then every card in battle, its own included, goes to its owner's discard pile.
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Andrew (I)", "Loaves and Fishes"]
    assert sorted(game.zone(P2, Zone.DISCARD_PILE)) == ["Achan (I)", "Achan's Sin (I)"]
    # Both sides emptied by an ability: mutual destruction by removal, the rescue fails.
    resolved = _resolve(game)
    assert resolved.outcome is BattleOutcome.MUTUAL_REMOVAL
    assert resolved.rescue is False
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)


# -- Ashtaroth Worship (I): "Discard a good Enhancement or remove from the game all cards in a
#    discard pile." ------------------------------------------------------------------------------


def _ashtaroth() -> Game:
    game = Game.blocked(
        "Gideon (J)",
        {
            "hand": ["Gideon (J)", "Family Bond", "Sword of the Lord (J)"],
            "discard_pile": ["Samson (J)"],
        },
        "Lahmi (I)",
        {"hand": ["Lahmi (I)", "Ashtaroth Worship (I)"], "discard_pile": ["Achan (I)", "Saph (I)"]},
    )
    _play(game, P1, "Family Bond", "Gideon (J)")
    _play(game, P1, "Sword of the Lord (J)", "Gideon (J)")  # 12/13 against 10/10
    _play(game, P2, "Ashtaroth Worship (I)", "Lahmi (I)")
    assert game.question.labels == (
        "Discard a good Enhancement",
        "remove from the game all cards in a discard pile",
    )
    return game


def test_ashtaroth_worship_discards_a_good_enhancement() -> None:
    game = _ashtaroth()
    game.choose("Discard a good Enhancement")
    assert sorted(game.offered) == ["Family Bond", "Sword of the Lord (J)"]
    game.pick("Sword of the Lord (J)")
    assert game.where("Sword of the Lord (J)") == (P1, Zone.DISCARD_PILE)
    assert game.numbers == (8, 10, 10, 16)


def test_ashtaroth_worship_or_banishes_a_discard_pile() -> None:
    game = _ashtaroth()
    game.choose("remove from the game all cards in a discard pile")
    assert game.question.labels == ("player 1", "player 2")
    game.choose("player 2")
    assert game.zone(P2, Zone.BANISH_PILE) == ["Achan (I)", "Saph (I)"]
    assert game.zone(P2, Zone.DISCARD_PILE) == []
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Samson (J)"]


# -- "Negate and discard the last good Enhancement played this battle."  Crucify Him! (J),
#    Evil Strength (J); Bad Dealings (I) adds "You may draw 1." -----------------------------------


@pytest.mark.parametrize(
    ("enhancement", "blocker"),
    [
        ("Crucify Him! (J)", "Pilate's Soldiers"),
        ("Evil Strength (J)", "Foul Spirit (J)"),
        ("Bad Dealings (I)", "Nabal (I)"),
    ],
)
def test_negate_and_discard_the_last_good_enhancement_answers_a_removal(
    enhancement: str, blocker: str
) -> None:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Trumpets and Torches"]},
        blocker,
        {"hand": [blocker, enhancement], "deck": ["Lahmi (I)", "Saph (I)"]},
    )
    trumpets, answer = game.card("Trumpets and Torches"), game.card(enhancement)
    events = _play(game, P1, "Trumpets and Torches", "Gideon (J)")
    # Underdecking the only blocker would leave player 2 with no character in battle.
    assert SpecialInitiativeGiven(P2, trumpets) in events
    assert game.asked == (P2, DecisionKind.SPECIAL_INITIATIVE)
    assert PlayEnhancement(answer, game.card(blocker)) in game.legal
    events = game.do(PlayEnhancement(answer, game.card(blocker)))
    assert AbilityNegated(trumpets, answer) in events
    assert game.where(trumpets) == (P1, Zone.DISCARD_PILE)
    assert game.where(blocker) == BATTLE
    if enhancement == "Bad Dealings (I)":
        assert game.question.labels == ("draw 1", "Decline")
        deck = game.zone(P2, Zone.DECK)
        game.choose("draw 1")
        assert game.where(deck[0]) == (P2, Zone.HAND)
    assert game.numbers[:2] == (6, 8)  # Trumpets' 3/3 left with it


def test_bad_dealings_may_draw_even_with_no_good_enhancement_to_negate() -> None:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "Achan (I)",
        {"hand": ["Achan (I)", "Bad Dealings (I)"], "deck": ["Lahmi (I)"]},
    )
    _play(game, P2, "Bad Dealings (I)", "Achan (I)")
    game.choose("draw 1")
    assert game.where("Lahmi (I)") == (P2, Zone.HAND)


# -- Coliseum Lions (J): "Discard all Heroes in battle." ---------------------------------------


def test_coliseum_lions_discard_every_hero_in_battle() -> None:
    game = Game.at(
        [
            {"hand": ["Boaz (J)", "Naomi (J)"], "territory": ["Gideon (J)"]},
            {"hand": ["Pilate's Soldiers", "Coliseum Lions (J)"], "land_of_bondage": [SOUL]},
        ]
    )
    game.do(Attack(game.card("Boaz (J)"), P2))
    game.choose("band to a Ruth Hero")  # Naomi: the only Ruth Hero
    game.do(Block(game.card("Pilate's Soldiers")))
    game.do(Pass())  # 11/10 against 6/12: a stalemate
    _play(game, P2, "Coliseum Lions (J)", "Pilate's Soldiers")
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Boaz (J)", "Naomi (J)"]
    assert game.where("Gideon (J)") == (P1, Zone.TERRITORY)  # not in battle: untouched
    assert _resolve(game).rescue is False


# -- Hypocrite's Proselyte, Wickedness of Delilah (I): "Underdeck a Hero." ---------------------


@pytest.mark.parametrize(
    ("enhancement", "blocker"),
    [("Hypocrite's Proselyte", "Pilate's Soldiers"), ("Wickedness of Delilah (I)", "Lahmi (I)")],
)
def test_underdeck_a_hero(enhancement: str, blocker: str) -> None:
    game = Game.blocked(
        "Samson (J)",
        {"hand": ["Samson (J)"], "territory": ["Gideon (J)"], "deck": ["Shamgar (J)"]},
        blocker,
        {"hand": [blocker, enhancement]},
    )
    game.do(Pass())  # Samson 12/6 and the blocker destroy each other: player 1 passes
    _play(game, P2, enhancement, blocker)
    assert sorted(game.offered) == ["Gideon (J)", "Samson (J)"]  # any Hero in play
    game.pick("Samson (J)")
    assert game.zone(P1, Zone.DECK) == ["Shamgar (J)", "Samson (J)"]


# -- Ishbibenob's Spear (I): "You may discard this card to underdeck a Hero." ------------------
# -- Lahmi's Spear (I): "You may discard this card to discard a Hero." -------------------------


def _spear(giant: str, spear: str) -> Game:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Sword of the Lord (J)"], "deck": ["Shamgar (J)"]},
        giant,
        {"hand": [giant, spear]},
    )
    _play(game, P1, "Sword of the Lord (J)", "Gideon (J)")  # Gideon 10/11
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    _play(game, P2, spear, giant)
    return game


def test_ishbibenobs_spear_discards_itself_to_underdeck_a_hero() -> None:
    game = _spear("Ishbibenob (I)", "Ishbibenob's Spear (I)")
    assert game.question.labels == ("discard this card to underdeck a Hero", "Decline")
    game.choose("discard this card to underdeck a Hero")
    assert game.where("Ishbibenob's Spear (I)") == (P2, Zone.DISCARD_PILE)  # the cost
    assert game.zone(P1, Zone.DECK) == ["Shamgar (J)", "Gideon (J)"]
    assert game.where("Sword of the Lord (J)") == (P1, Zone.DISCARD_PILE)  # no one to use it


def test_lahmis_spear_discards_itself_to_discard_a_hero() -> None:
    game = _spear("Lahmi (I)", "Lahmi's Spear (I)")
    assert game.question.labels == ("discard this card to discard a Hero", "Decline")
    game.choose("discard this card to discard a Hero")
    assert game.where("Lahmi's Spear (I)") == (P2, Zone.DISCARD_PILE)
    assert game.where("Gideon (J)") == (P1, Zone.DISCARD_PILE)


@pytest.mark.parametrize(
    ("giant", "spear", "numbers"),
    [
        ("Ishbibenob (I)", "Ishbibenob's Spear (I)", (13, 12)),
        ("Lahmi (I)", "Lahmi's Spear (I)", (15, 10)),
    ],
)
def test_a_spear_kept_adds_its_numbers(giant: str, spear: str, numbers: tuple[int, int]) -> None:
    game = _spear(giant, spear)
    game.decline()
    assert game.where(spear) == BATTLE
    assert game.where("Gideon (J)") == BATTLE
    assert game.numbers[2:] == numbers


# -- Ishbibenob's Sword: "Negate the last good card played by an opponent this battle." --------


def test_ishbibenobs_sword_negates_the_last_good_card_and_undoes_it() -> None:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Trumpets and Torches"]},
        "Ishbibenob (I)",
        {"hand": ["Ishbibenob (I)", "Ishbibenob's Sword"], "territory": ["Achan (I)"]},
    )
    trumpets = game.card("Trumpets and Torches")
    _play(game, P1, "Trumpets and Torches", "Gideon (J)")
    game.pick("Achan (I)")  # underdeck Achan, not the blocker
    assert game.zone(P2, Zone.DECK) == ["Achan (I)"]
    events = _play(game, P2, "Ishbibenob's Sword", "Ishbibenob (I)")
    assert AbilityNegated(trumpets, game.card("Ishbibenob's Sword")) in events
    # Negated, not discarded: Trumpets stays in battle; Achan comes back to territory.
    assert game.where(trumpets) == BATTLE
    assert game.where("Achan (I)") == (P2, Zone.TERRITORY)


# -- Persistent Pestering (J): "Opponent must underdeck two good cards from hand. You may
#    underdeck this card." ------------------------------------------------------------------------


def test_persistent_pestering_makes_the_opponent_underdeck_two_good_cards() -> None:
    game = Game.blocked(
        "Gideon (J)",
        {
            "hand": ["Gideon (J)", "Samson (J)", "Ruth (J)", "Naomi (J)", "Roman Whip"],
            "deck": ["Shamgar (J)"],
        },
        "Possessing Demon (j)",
        {"hand": ["Possessing Demon (j)", "Persistent Pestering (J)"], "deck": ["Lahmi (I)"]},
    )
    pestering = game.card("Persistent Pestering (J)")
    _play(game, P2, "Persistent Pestering (J)", "Possessing Demon (j)")
    # The opponent carries it out: player 1 chooses two good cards of their hand.
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert sorted(game.offered) == ["Naomi (J)", "Ruth (J)", "Samson (J)"]
    events = game.pick("Samson (J)", "Naomi (J)")
    assert game.zone(P1, Zone.DECK)[0] == "Shamgar (J)"
    assert sorted(game.zone(P1, Zone.DECK)[1:]) == ["Naomi (J)", "Samson (J)"]
    assert sorted(game.zone(P1, Zone.HAND)) == ["Roman Whip", "Ruth (J)"]
    assert all(e.seen_by == (P1,) for e in of_kind(events, CardMoved) if e.to_zone is Zone.DECK)
    # Then player 2 may put Persistent Pestering under their own deck.
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == ("underdeck this card", "Decline")
    game.choose("underdeck this card")
    assert game.zone(P2, Zone.DECK) == ["Lahmi (I)", "Persistent Pestering (J)"]
    assert game.where(pestering) != BATTLE


def test_persistent_pestering_takes_what_good_cards_there_are() -> None:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Samson (J)", "Roman Whip"]},
        "Possessing Demon (j)",
        {"hand": ["Possessing Demon (j)", "Persistent Pestering (J)"]},
    )
    _play(game, P2, "Persistent Pestering (J)", "Possessing Demon (j)")
    # One good card: it goes, and no one is asked which.
    assert game.zone(P1, Zone.DECK) == ["Samson (J)"]
    assert game.zone(P1, Zone.HAND) == ["Roman Whip"]


# -- Roman Whip: "Opponent must underdeck a card from hand." -----------------------------------


def test_roman_whip_makes_the_opponent_underdeck_a_card_of_their_choice() -> None:
    game = Game.blocked(
        "Samson (J)",
        {"hand": ["Samson (J)", "Gideon (J)", "Fiery Darts (J)"], "deck": ["Shamgar (J)"]},
        "Pilate's Soldiers",
        {"hand": ["Pilate's Soldiers", "Roman Whip"]},
    )
    game.do(Pass())  # Samson 12/6 and the Soldiers 6/12 destroy each other
    _play(game, P2, "Roman Whip", "Pilate's Soldiers")
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert sorted(game.offered) == ["Fiery Darts (J)", "Gideon (J)"]  # any card, even evil
    game.pick("Fiery Darts (J)")
    assert game.zone(P1, Zone.DECK) == ["Shamgar (J)", "Fiery Darts (J)"]


# -- Sin in the Camp (I): "Withdraw all Heroes." ------------------------------------------------


def test_sin_in_the_camp_withdraws_every_hero() -> None:
    game = Game.at(
        [
            {"hand": ["Boaz (J)", "Naomi (J)"]},
            {"hand": ["Nabal (I)", "Sin in the Camp (I)"], "land_of_bondage": [SOUL]},
        ]
    )
    game.do(Attack(game.card("Boaz (J)"), P2))  # an empty deck: no draw is offered
    game.choose("band to a Ruth Hero")
    game.do(Block(game.card("Nabal (I)")))  # Nabal draws from an empty deck: nothing
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # 11/10 against 8/10
    _play(game, P2, "Sin in the Camp (I)", "Nabal (I)")
    assert sorted(game.zone(P1, Zone.TERRITORY)) == ["Boaz (J)", "Naomi (J)"]
    resolved = _resolve(game)
    assert resolved.outcome is BattleOutcome.EVIL_WINS
    assert resolved.rescue is False


# -- Sorrow of Mary (J): "Reveal a hand and underdeck a good card in that hand." --------------


def test_sorrow_of_mary_reveals_a_hand_and_underdecks_a_good_card_from_it() -> None:
    game = Game.blocked(
        "Samson (J)",
        {"hand": ["Samson (J)", "Gideon (J)", "Fiery Darts (J)", "Ruth (J)"]},
        "Pilate's Soldiers",
        {"hand": ["Pilate's Soldiers", "Sorrow of Mary (J)", "Lahmi (I)"]},
    )
    game.do(Pass())  # Samson 12/6 and the Soldiers 6/12 destroy each other
    _play(game, P2, "Sorrow of Mary (J)", "Pilate's Soldiers")
    assert game.question.labels == ("player 1", "player 2")  # "a hand": either player's
    events = game.choose("player 1")
    hand = tuple(game.state.players[P1].hand)
    assert of_kind(events, CardsRevealed) == [CardsRevealed(P2, hand)]
    assert sorted(game.offered) == ["Gideon (J)", "Ruth (J)"]  # the good cards
    events = game.pick("Ruth (J)")
    assert game.zone(P1, Zone.DECK) == ["Ruth (J)"]
    moved = [e for e in of_kind(events, CardMoved) if e.to_zone is Zone.DECK]
    # The hand was revealed: every player knows which card went (None: seen by all).
    assert set(moved[0].seen_by or (P1, P2)) == {P1, P2}


# -- To Each His Own: "Each player may search his discard pile for an evil Enhancement." -------


def test_to_each_his_own_lets_each_player_search_their_own_discard_pile() -> None:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"], "discard_pile": ["Samson (J)", "Roman Whip"]},
        "Achan (I)",
        {
            "hand": ["Achan (I)", "To Each His Own"],
            "discard_pile": ["Lahmi (I)", "Fiery Darts (J)", "Trumpets and Torches"],
        },
    )
    _play(game, P2, "To Each His Own", "Achan (I)")
    while game.asked[1] is DecisionKind.ABILITY:  # every player searches
        if game.question.kind is QuestionKind.OPTION:
            game.choose(game.question.labels[0])
        else:
            game.pick(game.question.options[0])
    # "His" discard pile: each player searches their own, for their own hand.
    assert game.where("Roman Whip") == (P1, Zone.HAND)
    assert game.where("Fiery Darts (J)") == (P2, Zone.HAND)
    searches = {(e.player, e.owner) for e in of_kind(game.events, PileSearched)}
    assert searches == {(P1, P1), (P2, P2)}


def test_to_each_his_own_search_is_a_may_for_each_player() -> None:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"], "discard_pile": ["Roman Whip"]},
        "Achan (I)",
        {"hand": ["Achan (I)", "To Each His Own"], "discard_pile": ["Fiery Darts (J)"]},
    )
    _play(game, P2, "To Each His Own", "Achan (I)")
    asked = set()
    while game.asked[1] is DecisionKind.ABILITY:
        assert game.question.kind is QuestionKind.OPTION
        asked.add(game.asked[0])
        game.decline()
    # Each player decides for their own search; both declined, nothing moved.
    assert asked == {P1, P2}
    assert game.where("Roman Whip") == (P1, Zone.DISCARD_PILE)
    assert game.where("Fiery Darts (J)") == (P2, Zone.DISCARD_PILE)


# -- Twice Afflicted (J): "Search your discard pile for an orange Enhancement and play it." ----


def test_twice_afflicted_plays_an_orange_enhancement_from_the_discard_pile() -> None:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "Possessing Demon (j)",
        {
            "hand": ["Possessing Demon (j)", "Twice Afflicted (J)"],
            "discard_pile": ["Fiery Darts (J)", "Roman Whip", "Evil Strength (J)"],
        },
    )
    _play(game, P2, "Twice Afflicted (J)", "Possessing Demon (j)")
    assert sorted(game.offered) == ["Evil Strength (J)", "Fiery Darts (J)"]  # not the gray whip
    events = game.pick("Fiery Darts (J)")
    darts = game.card("Fiery Darts (J)")
    assert game.where(darts) == BATTLE
    assert of_kind(events, PileSearched) == [PileSearched(P2, P2, Zone.DISCARD_PILE, (P2,))]
    assert not of_kind(events, DeckShuffled)
    # Played, Fiery Darts' own ability fires: Gideon, the only Hero, is discarded.
    assert game.where("Gideon (J)") == (P1, Zone.DISCARD_PILE)
    assert game.numbers[2:] == (5, 8)  # the demon 3/4 with Twice Afflicted 0/2 and Darts 2/2
