"""More of the X definitions on identifier lines (REG: Numbers, Brigade).

"# of good and evil brigades" counts the good brigades of good cards and the evil brigades
of evil cards, so good gold and evil gold are two; "# cards in opponent's banish pile" reads
like "# of cards ..."; X may be the strength of the character using the card, or the
toughness of the card the ability removed from the game (at face value).
"""

from __future__ import annotations

import attrs
import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, EndPhase, Phase, UseAbility, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.select import DRAWN_BY_ABILITY, used_key
from redemption_rules.effects.targets import Player
from redemption_rules.effects.variables import read_variable, variable_value
from redemption_rules.state import Result, Use

GATHERED = "Gathered Together"
"""Green/purple GE, X = # of good and evil brigades in play: "... Hero may band to up to X
humans." """
ARMY = "Gideon's 300"
"""Gold/red Hero 3/3."""
HERODIAS = "Herodias (L)"
"""Gold Evil Character with no special ability."""
GOLIATH = "Goliath (L)"
"""Black Evil Character 10/10 with no special ability."""
NUNC = "Nunc Dimittis"
"""Green/white GE, X = Strength of Hero using this card: "... reveal the top X cards of your
deck (limit 7) ..." """
IMPOSTORS = "Impostors"
"""Crimson Evil Character, X = Toughness of removed Hero: "Remove a Hero in opponent's
discard pile from the game. Protect X N.T Lost Souls from rescue." """
KING = "The Begrudging King"
"""Crimson Evil Character, X = # cards in opponent's banish pile: "You may draw 1 or protect
this card from Heroes with strength X or less. ..." """
SAMSON = "Samson (J)"
"""Hero 12/6."""


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    for name in (GATHERED, "Summoned to Interpret", NUNC, IMPOSTORS, KING):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def test_good_and_evil_gold_are_two_brigades() -> None:
    game = Game.at(
        [{"hand": [GATHERED], "territory": [ARMY]}, {"territory": [HERODIAS, GOLIATH]}],
        pool=full_pool(),
    )
    # good: gold and red (Gideon's 300); evil: gold (Herodias) and black (Goliath)
    assert variable_value(game.state, game.card(GATHERED)) == 4


def test_an_opponents_good_and_evil_brigades_are_theirs_only() -> None:
    variable = read_variable("X = # of opponent's good and evil brigades")
    assert variable is not None
    assert variable.by_side
    assert variable.counted.owner is Player.OPPONENT


def test_one_side_alone_counts_its_own_brigades() -> None:
    game = Game.at(
        [{"hand": [GATHERED], "territory": [ARMY]}, {"territory": [GOLIATH]}], pool=full_pool()
    )
    assert variable_value(game.state, game.card(GATHERED)) == 3


def test_x_is_the_strength_of_the_hero_using_the_card() -> None:
    game = Game.at([{"hand": [NUNC], "territory": [SAMSON, GOLIATH]}, {}], pool=full_pool())
    nunc = game.card(NUNC)
    assert variable_value(game.state, nunc, user=game.card(SAMSON)) == 12
    assert variable_value(game.state, nunc, user=game.card(GOLIATH)) == 0  # not a Hero
    assert variable_value(game.state, nunc) == 0  # used by nobody


def test_x_is_the_toughness_of_the_hero_removed_from_the_game() -> None:
    game = Game.at([{"banish_pile": [SAMSON]}, {"territory": [IMPOSTORS]}], pool=full_pool())
    impostors = game.card(IMPOSTORS)
    removed = Result(0, (game.card(SAMSON),))
    assert variable_value(game.state, impostors, results=(removed,)) == 6
    assert variable_value(game.state, impostors) == 0  # nothing removed yet


def test_x_counts_the_cards_in_the_opponents_banish_pile() -> None:
    variable = read_variable("[X = # cards in opponent\u2019s banish pile] Edomite King")
    assert variable is not None
    assert [place.zone.value for place in variable.counted.locations] == ["banish_pile"]
    game = Game.at(
        [{"banish_pile": [SAMSON, ARMY, GOLIATH]}, {"territory": [KING]}], pool=full_pool()
    )
    assert game.where(SAMSON) == (P1, Zone.BANISH_PILE)
    assert variable_value(game.state, game.card(KING)) == 3
    assert variable_value(game.state, game.card(KING), controller=P2) == 3


DRUNKENNESS = "Drunkeness"
"""Multi EE, X = # of draw abilities used on opponent's cards this turn: "Negate a Hero.
Shuffle X random cards from opponent's hand. ..." """
VULNERABLE = "Vulnerable (LoC)"
"""Gray EE, X = # of draw and/or search abilities used by opponent this turn."""
FIRES = "Fires of Abaddon (RoJ)"
"""X = # of cards opponent drew by their special abilities this turn."""


def test_x_counts_the_abilities_and_draws_an_opponent_used_this_turn() -> None:
    # Peter (I): "You may draw 1. Negate demons." Player 1 uses one draw ability, drawing one
    peter = "Peter (I)"
    game = Game.at(
        [
            {"hand": [peter], "deck": [SAMSON, ARMY, GOLIATH]},
            {"hand": [DRUNKENNESS, VULNERABLE, FIRES], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    for name in (DRUNKENNESS, VULNERABLE):
        assert variable_value(game.state, game.card(name), controller=P2) == 0
    game.do(Attack(game.card(peter), P2))
    game.pass_windows()
    game.choose("draw 1")
    game.settle()
    assert variable_value(game.state, game.card(DRUNKENNESS), controller=P2) == 1
    assert variable_value(game.state, game.card(VULNERABLE), controller=P2) == 1
    fires = game.card(FIRES)
    assert variable_value(game.state, fires, controller=P2) == 1
    assert variable_value(game.state, game.card(DRUNKENNESS), controller=P1) == 0  # P2 drew none


def test_an_activation_counts_once_per_kind() -> None:
    game = Game.at([{"hand": [DRUNKENNESS]}, {}], pool=full_pool())
    uses = (
        Use(used_key("draw"), P2, "turn", 2),
        Use(used_key("search"), P2, "turn", 1),
        Use(DRAWN_BY_ABILITY, P2, "turn", 4),
    )
    game.state = attrs.evolve(game.state, uses=uses)
    assert variable_value(game.state, game.card(DRUNKENNESS)) == 2
    assert read_variable("X = # of draw and/or search abilities used by opponent this turn")


DARKNESS = "Darkness (FoM)"
"""Black EE, X = # of opponent's good brigades."""


def test_good_brigades_are_those_on_good_cards() -> None:
    # an evil gold Evil Character has an evil brigade: gold counts as good only on good cards
    game = Game.at(
        [{"territory": [HERODIAS, GOLIATH]}, {"hand": [DARKNESS], "territory": [ARMY]}],
        pool=full_pool(),
    )
    darkness = game.card(DARKNESS)
    assert variable_value(game.state, darkness, controller=P2) == 0
    assert variable_value(game.state, darkness, controller=P1) == 2  # Gideon's 300: gold, red


TOWER = "Tower of Thebez [II]"
"""A Fortress, X = # of players who control a Canaanite you own: "Protect Canaanites in
territory from harm. Each upkeep, you may take up to X O.T. black cards from Reserve." """
JERICHO = "Army of Jericho (CoW)"
"""A generic black Canaanite Evil Character."""
AHIMAN = "Ahiman, son of Anak"
"""A black Canaanite Evil Character."""


def test_x_counts_the_players_who_control_a_canaanite_the_player_owns() -> None:
    assert ability_support(full_pool().get(TOWER)).carried_out
    game = Game.at(
        [{"territory": [TOWER, JERICHO], "hand": [AHIMAN]}, {"territory": [GOLIATH]}],
        pool=full_pool(),
    )
    tower = game.card(TOWER)
    assert variable_value(game.state, tower) == 1  # player 1 alone; a card in hand is not
    assert variable_value(game.state, tower, controller=P2) == 0  # player 2 owns no Canaanite


def test_a_canaanite_the_player_owns_under_another_players_control_counts_them() -> None:
    game = Game.at([{"territory": [TOWER, JERICHO]}, {"territory": [AHIMAN]}], pool=full_pool())
    ahiman = game.card(AHIMAN)
    cards = list(game.state.cards)
    cards[ahiman] = attrs.evolve(cards[ahiman], owner=P1)  # player 1's, controlled by player 2
    game.state = attrs.evolve(game.state, cards=tuple(cards))
    assert variable_value(game.state, game.card(TOWER)) == 2


@pytest.mark.parametrize(("given", "taken"), [(True, 2), (False, 1)])
def test_the_tower_takes_up_to_x_black_cards_each_upkeep(given: bool, taken: int) -> None:
    reserve = ["Goliath (L)", "Army of Jericho (CoW)", "Abaddon the Destroyer (L)"]
    game = Game.at(
        [
            {"territory": [TOWER, JERICHO], "reserve": reserve, "deck": ["Lahmi (I)"] * 4},
            {"territory": [AHIMAN], "deck": [ARMY] * 4},
        ],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    if given:  # player 1's Ahiman, controlled by player 2
        ahiman = game.card(AHIMAN)
        cards = list(game.state.cards)
        cards[ahiman] = attrs.evolve(cards[ahiman], owner=P1)
        game.state = attrs.evolve(game.state, cards=tuple(cards))
    game.do(EndPhase())  # player 1's turn: the Upkeep Phase
    game.do(UseAbility(game.card(TOWER), 1))
    # O.T. black cards: Goliath and Army of Jericho, not Abaddon (Revelation)
    assert game.offered == reserve[:2]
    assert game.question.maximum == taken
    game.pick(*reserve[:taken])  # the pick ends at the most it may take
    assert [game.where(name)[1] for name in reserve[:taken]] == [Zone.HAND] * taken
