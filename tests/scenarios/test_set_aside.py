"""Set-aside for a while (REG: Set-Aside, Turn, Duration).

A set-aside moves cards in play to the set-aside area of the player with permanent control;
with a duration they return when it ends, to that player's territory once the battle they
left is over. "For 2 turns" counts the turns of that player, the turn in progress counting
when it is theirs. Cards already set aside are not in play, so they are not targets. A
set-aside after a colon (on cards looked at) or paired with the effect after it is not
carried out.
"""

from __future__ import annotations

import attrs
import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import (
    Attack,
    Block,
    CardType,
    DecisionKind,
    IllegalAction,
    Pass,
    Phase,
    PlayEnhancement,
    Zone,
)
from redemption_rules.effects.cards import ability_support

RIOTERS = "Seized by Rioters"
"""Black EE: "Interrupt the battle and set aside 2 Heroes for 2 turns." """
HONOR = "Honor Thy Enemy"
"""White GE / brown EE: "GE: Set aside all Evil Characters in battle for 2 turns. EE: If
used by a Persian, end the battle." """
ARMY = "Gideon's 300"
"""Gold/red Hero 3/3: "Set aside all Heroes in territory until end of battle. Protect Heroes
in set-aside areas from harm. ..." """
MARY = "Mary Magdalene (Di)"
"""White Hero 7/6: "Negate special abilities on demons.  Immune to demons." """
GIDEON = "Gideon (J)"
SAMSON = "Samson (J)"
DAMSEL = "Damsel with Spirit of Divination (Pr)"
"""Black Evil Character 6/7 with no special ability."""
DOEG = "Doeg (L)"
"""Pale green Evil Character 6/6 with no special ability."""


def _rioters(mine: dict[str, list[str]]) -> Game:
    """Player 2 blocks Samson with the Damsel and plays Seized by Rioters on her."""
    game = Game.blocked(SAMSON, mine, DAMSEL, {"hand": [DAMSEL, RIOTERS]}, pool=full_pool())
    game.do(Pass())  # both would be defeated: player 1 passes the initiative
    game.do(PlayEnhancement(game.card(RIOTERS), game.card(DAMSEL)))
    game.settle()
    return game


def test_the_texts_are_carried_out() -> None:
    for name in (RIOTERS, HONOR, ARMY, "Sarah (CoW)", "Withered Plant (The Worm)"):
        support = ability_support(full_pool().get(name))
        assert support.carried_out, (name, support.missing)


def test_heroes_set_aside_for_two_turns_return_after_two_of_their_players_turns() -> None:
    game = _rioters({"hand": [SAMSON], "territory": [GIDEON]})
    assert game.where(GIDEON) == (P1, Zone.SET_ASIDE)
    assert game.where(SAMSON) == (P1, Zone.SET_ASIDE)
    assert game.state.battle is None or game.card(SAMSON) not in game.state.battle.cards()
    for _ in range(2):  # player 1's turn in progress (the first), player 2's
        game.end_turn()
        assert game.where(GIDEON) == (P1, Zone.SET_ASIDE)
    game.end_turn()  # player 1's second
    assert game.where(GIDEON) == (P1, Zone.TERRITORY)
    assert game.where(SAMSON) == (P1, Zone.TERRITORY)
    assert game.state.lasting == ()
    assert game.state.problems() == []


def test_a_card_already_set_aside_is_not_a_target() -> None:
    game = _rioters({"hand": [SAMSON], "set_aside": [GIDEON]})
    assert game.where(SAMSON) == (P1, Zone.SET_ASIDE)
    assert [entry.card for entry in game.state.lasting] == [game.card(SAMSON)]
    for _ in range(3):
        game.end_turn()
    assert game.where(SAMSON) == (P1, Zone.TERRITORY)
    assert game.where(GIDEON) == (P1, Zone.SET_ASIDE)  # it was set aside before: it stays


def test_the_turns_counted_are_those_of_the_cards_player() -> None:
    # player 1 sets aside player 2's blocker on player 1's turn: player 2's two turns count
    game = Game.blocked(MARY, {"hand": [MARY, HONOR]}, DOEG, {"hand": [DOEG]}, pool=full_pool())
    game.do(PlayEnhancement(game.card(HONOR), game.card(MARY)))
    game.settle()
    assert game.where(DOEG) == (P2, Zone.SET_ASIDE)
    for _ in range(3):  # player 1's, player 2's first, player 1's
        game.end_turn()
        assert game.where(DOEG) == (P2, Zone.SET_ASIDE)
    game.end_turn()  # player 2's second
    assert game.where(DOEG) == (P2, Zone.TERRITORY)
    assert game.state.problems() == []


def test_heroes_set_aside_until_the_end_of_battle_return_when_it_ends() -> None:
    game = Game.blocked(
        ARMY, {"hand": [ARMY], "territory": [SAMSON]}, DOEG, {"hand": [DOEG]}, pool=full_pool()
    )
    assert game.where(SAMSON) == (P1, Zone.SET_ASIDE)
    assert game.state.battle is not None
    game.settle()
    while game.state.battle is not None:
        game.do(game.legal[-1])
    assert game.where(SAMSON) == (P1, Zone.TERRITORY)
    assert game.state.problems() == []


def test_a_set_aside_tied_to_other_effects_is_not_carried_out() -> None:
    pool = full_pool()
    for name in ("Seize Him! (RoJ AB)", "Foolishness of Five Virgins", "The Vineyard"):
        support = ability_support(pool.get(name))
        assert "a set-aside paired with another effect" in support.missing, (name, support)


def test_a_card_set_aside_has_no_ongoing_ability_until_it_returns() -> None:
    # Hadassah (Esther) (Roots), territory class: "Protect O.T. Heroes from evil discard
    # abilities. ..."; her protection acts while she is in territory, not while set aside
    hadassah = "Hadassah (Esther) (Roots)"
    game = Game.at(
        [
            {"hand": [ARMY], "territory": [hadassah]},
            {"hand": [DOEG], "land_of_bondage": ["Lost Soul Mark 1:40 (J)"]},
        ],
        pool=full_pool(),
    )
    game.settle()
    source = game.card(hadassah)
    assert [p.source for p in game.state.protections] == [source]
    game.do(Attack(game.card(ARMY), P2))
    game.settle()
    assert game.where(hadassah) == (P1, Zone.SET_ASIDE)
    assert source not in [p.source for p in game.state.protections]
    game.do(Block(game.card(DOEG)))
    game.settle()
    while game.state.battle is not None:
        game.do(game.legal[-1])
    game.settle()
    assert game.where(hadassah) == (P1, Zone.TERRITORY)
    assert source in [p.source for p in game.state.protections]


GOLIATH = "Goliath (L)"
"""Black Evil Character 10/10 with no special ability."""
MUSTERING = "Mustering for War"
"""Red GE: "Set Hero aside for 2 turns.  On return, holder may draw 3 cards." """
ADINO = "Adino (L)"
"""Red Hero 6/6 with no special ability."""


_MORE: tuple[str, ...] = ("Meshach (Mishael)", "Andrew (Ap)", "Adino (UL)", "Asahel ( C)")
"""More cards for a deck to draw from."""


def _mustered() -> Game:
    """Adino, blocked by Goliath, plays Mustering for War: he is set aside for 2 turns."""
    game = Game.blocked(
        ADINO,
        {"hand": [ADINO, MUSTERING], "deck": [GIDEON, SAMSON, MARY, ARMY, *_MORE]},
        GOLIATH,
        {"hand": [GOLIATH]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(MUSTERING), game.card(ADINO)))
    game.settle()
    assert game.where(ADINO) == (P1, Zone.SET_ASIDE)  # "Hero": the Hero using it
    assert [entry.moment for entry in game.state.delayed] == ["on_return"]
    return game


def _until_asked_or_turn_passes(game: Game) -> None:
    active = game.state.active
    while game.state.active == active and game.asked[1] is not DecisionKind.ABILITY:
        game.do(game.legal[-1])


def test_an_on_return_effect_fires_when_the_cards_come_back() -> None:
    game = _mustered()
    for _ in range(2):  # player 1's turn in progress, player 2's
        game.end_turn()
    hand = len(game.zone(P1, Zone.HAND))
    _until_asked_or_turn_passes(game)  # player 1's second turn ends: Adino returns
    assert game.where(ADINO) == (P1, Zone.TERRITORY)
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(game.question.labels[0])  # draw 3
    game.settle()
    assert len(game.zone(P1, Zone.HAND)) == hand + 3
    assert game.state.delayed == ()


def test_an_on_return_effect_does_not_fire_for_a_card_back_early() -> None:
    game = _mustered()
    adino = game.card(ADINO)
    players = list(game.state.players)
    p1 = players[P1]
    early = [card for card in p1.set_aside if card != adino]
    players[P1] = p1.with_zones(
        {Zone.SET_ASIDE: tuple(early), Zone.TERRITORY: (*p1.territory, adino)}
    )
    game.state = attrs.evolve(game.state, players=tuple(players))  # back before its time
    assert not game.state.problems()
    for _ in range(2):
        game.end_turn()
    _until_asked_or_turn_passes(game)
    assert game.state.active == P2  # no question: the turn passed
    assert game.state.delayed == ()
    assert game.where(ADINO) == (P1, Zone.TERRITORY)


PENTECOST = "Pentecost (FoM)"
"""Purple/teal GE: "Set aside all of your human Heroes for one turn. On return, you may
draw 3." """
ESTHER = "Esther (L)"
"""Purple human Hero 6/6 with no special ability."""


def _preparing() -> Game:
    return Game.at(
        [
            {"hand": [PENTECOST], "territory": [ESTHER, GIDEON], "deck": list(_MORE)},
            {"territory": [DOEG]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )


def test_a_set_aside_with_a_paired_ability_is_played_in_territory() -> None:
    # REG Set-Aside: the active player may play it on their character in territory in their
    # Preparation or Discard Phase; it is discarded once the targets are set aside
    game = _preparing()
    play = PlayEnhancement(game.card(PENTECOST), game.card(ESTHER))
    assert play in game.legal
    assert PlayEnhancement(game.card(PENTECOST), game.card(GIDEON)) not in game.legal  # red
    game.do(play)
    game.settle()
    assert game.where(ESTHER) == (P1, Zone.SET_ASIDE)
    assert game.where(GIDEON) == (P1, Zone.SET_ASIDE)  # "all of your human Heroes"
    assert game.where(PENTECOST) == (P1, Zone.DISCARD_PILE)
    hand = len(game.zone(P1, Zone.HAND))
    _until_asked_or_turn_passes(game)  # "for one turn": player 1's turn in progress
    assert game.where(ESTHER) == (P1, Zone.TERRITORY)
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(game.question.labels[0])
    game.settle()
    assert len(game.zone(P1, Zone.HAND)) == hand + 3


def test_an_enhancement_that_does_not_set_aside_is_not_played_in_territory() -> None:
    game = Game.at(
        [{"hand": [RIOTERS], "territory": [DAMSEL]}, {}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    with pytest.raises(IllegalAction, match="nor one that sets aside"):
        game.do(PlayEnhancement(game.card(RIOTERS), game.card(DAMSEL)))


ACHAICUS = "Achaicus"
"""Clay Corinth Hero 5/5, X = # of characters set aside by this card: "Set aside any number
of your Corinth Heroes for one turn. On return, reveal the top X cards of an opponent's deck;
put Lost Souls in play and underdeck the rest." """
FORTUNATUS = "Fortunatus"
STEPHANUS = "Stephanus"
"""Two more clay Corinth Heroes."""
LOST_SOUL = "Lost Soul Mark 1:40 (J)"


def _achaicus_attacks() -> Game:
    game = Game.at(
        [
            {"territory": [ACHAICUS, FORTUNATUS, STEPHANUS]},
            {
                "territory": [DOEG],
                "land_of_bondage": ["Lost Soul Luke 13:25 (J)"],
                "deck": [LOST_SOUL, GIDEON, SAMSON, MARY, DAMSEL, "Goliath (L)"],
            },
        ],
        pool=full_pool(),
    )
    assert ability_support(full_pool().get(ACHAICUS)).carried_out
    game.do(Attack(game.card(ACHAICUS), P2))
    return game


def test_any_number_sets_aside_those_the_player_chooses() -> None:
    game = _achaicus_attacks()
    assert game.question.minimum == 0
    assert sorted(game.offered) == sorted([ACHAICUS, FORTUNATUS, STEPHANUS])
    game.pick(FORTUNATUS, finish=True)
    assert game.where(FORTUNATUS) == (P1, Zone.SET_ASIDE)
    assert game.where(STEPHANUS) == (P1, Zone.TERRITORY)
    assert game.where(ACHAICUS) == (None, Zone.FIELD_OF_BATTLE)


def test_on_return_the_cards_set_aside_count_and_act_before_the_next_turn() -> None:
    game = _achaicus_attacks()
    game.pick(FORTUNATUS, STEPHANUS, finish=True)
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    game.end_turn()
    assert game.where(FORTUNATUS) == (P1, Zone.TERRITORY)
    assert game.where(STEPHANUS) == (P1, Zone.TERRITORY)
    # X = 2: the top two cards of player 2's deck are revealed; the Lost Soul goes to its
    # owner's Land of Bondage and the rest under the deck, all before player 2 draws
    assert game.where(LOST_SOUL) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.zone(P2, Zone.DECK)[-1] == GIDEON
    assert sorted(game.zone(P2, Zone.HAND)) == sorted([SAMSON, MARY, DAMSEL])
    assert game.state.problems() == []


def test_a_character_set_aside_in_a_built_position_keeps_its_identity() -> None:
    # as a card set aside by a game action does: it stays on the playing surface
    game = Game.at(
        [{"set_aside": ["Gideon (J)"]}, {"territory": ["Lahmi (I)"]}],
        pool=full_pool(),
    )
    assert game.state.instance(game.card("Gideon (J)")).identity is CardType.HERO
    assert game.state.problems() == []
