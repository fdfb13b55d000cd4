"""X defined by what the card's own ability did, or by a player's brigades in play.

REG: Numbers. A card's identifier line defines its X: "X = # of cards banished by this card"
counts the cards its banish acted on in this activation; "X = # of evil brigades revealed"
the brigades of the cards it revealed; "X = number of Good brigades opponent has in play"
the good brigades of that player's cards in play.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, PlayEnhancement, Zone
from redemption_rules.cards.model import Alignment
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.targets import Player
from redemption_rules.effects.variables import read_variable

FEAST = "Feast of Trumpets (LoC)"
"""A Good Enhancement (gold, teal, white): "... If played in battle, you may banish any number
of evil cards from a discard pile to bounce up to X characters."; X = # of cards banished by
this card."""
DEBORAH = "Deborah (L)"
"""A gold O.T. Hero with no ability, to use the Feast."""
HANNAH = "Hannah"
"""A Hero: "You may reveal opponent's hand: Draw X. ..."; X = # of evil brigades revealed."""
VITELLIUS = "Emperor Vitellius"
"""An Evil Character: "You may draw X cards. ..."; X = Number of Good Brigades opponent has
in play."""
BLUE_HERO = "Bartholomew (Nathaniel) (Ap)"


@pytest.mark.parametrize(
    ("text", "done_by"),
    [
        ("X = # of cards banished by this card", ("banish",)),
        ("[X = # of Canaanites bounced by this card]", ("bounce",)),
        ("X = # of evil brigades revealed", ("reveal",)),
        ("X = # of captured Heroes released", ("release",)),
        ("[X = # of cards underdecked by this card]", ("underdeck",)),
    ],
)
def test_definitions_that_count_what_the_card_did(text: str, done_by: tuple[str, ...]) -> None:
    variable = read_variable(text)
    assert variable is not None
    assert variable.done_by == done_by


def test_released_heroes_are_counted_though_no_longer_captured() -> None:
    variable = read_variable("X = # of captured Heroes released")
    assert variable is not None
    assert variable.counted.types == ("Hero",)
    assert "captured" not in variable.counted.qualifiers


def test_brigades_a_player_has_in_play_read_as_that_players_brigades() -> None:
    variable = read_variable("X = number of Good brigades opponent has in play")
    assert variable is not None
    assert variable.brigades
    assert variable.brigade_alignment is Alignment.GOOD
    assert variable.counted.owner is Player.OPPONENT
    assert not variable.done_by


@pytest.mark.parametrize(
    "text",
    [
        "X = # of good cards removed from the game",  # by anyone, at any time
    ],
)
def test_what_the_engine_cannot_count_stays_undefined(text: str) -> None:
    assert read_variable(text) is None


def _feast() -> Game:
    """Deborah, blocked by Belshazzar, plays Feast of Trumpets in battle and uses it."""
    assert ability_support(full_pool().get(FEAST)).carried_out
    game = Game.blocked(
        DEBORAH,
        {"hand": [DEBORAH, FEAST], "discard_pile": ["Er", "Doeg (L)"]},
        "Belshazzar",
        {"hand": ["Belshazzar"], "territory": ["Archelaus (Ap)", "Achan (I)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(FEAST), game.card(DEBORAH)))
    game.choose(game.question.labels[0])  # banish evil cards to bounce up to X characters
    return game


@pytest.mark.parametrize("banished", [["Er", "Doeg (L)"], ["Er"]])
def test_x_is_the_number_of_cards_the_card_banished(banished: list[str]) -> None:
    game = _feast()
    game.pick(*banished, finish=len(banished) < 2)
    question = game.question
    assert question.prompt.startswith("Choose character to return to hand")
    assert question.maximum == len(banished)
    bounced = ["Archelaus (Ap)", "Achan (I)"][: len(banished)]
    game.pick(*bounced, finish=False)
    assert sorted(game.zone(P2, Zone.HAND)) == sorted(bounced)
    assert sorted(game.zone(P1, Zone.BANISH_PILE)) == sorted(banished)


@pytest.mark.parametrize(
    ("hand", "drawn"),
    [
        (["Er", "Doeg (L)", "Belshazzar"], 2),  # pale green twice, crimson
        (["Er", "Doeg (L)"], 1),
    ],
)
def test_x_is_the_number_of_evil_brigades_revealed(hand: list[str], drawn: int) -> None:
    deck = ["Anna (Pr)", "Gideon (J)", "Abel ( C)"]
    game = Game.at(
        [{"hand": [HANNAH], "deck": deck}, {"hand": hand, "land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HANNAH), P2))
    game.pass_windows()
    game.choose(game.question.labels[0])  # reveal opponent's hand: draw X
    game.settle()
    assert game.zone(P1, Zone.HAND) == deck[:drawn]


@pytest.mark.parametrize(
    ("territory", "drawn"),
    [([], 1), (["Deborah (UL)"], 2)],  # blue; blue and gold
)
def test_x_is_the_number_of_good_brigades_the_opponent_has_in_play(
    territory: list[str], drawn: int
) -> None:
    deck = ["Er", "Doeg (L)", "Belshazzar"]
    game = Game.at(
        [
            {"hand": [BLUE_HERO], "territory": territory},
            {"hand": [VITELLIUS], "land_of_bondage": [SOUL], "deck": deck},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(BLUE_HERO), P2))
    game.settle()
    game.do(Block(game.card(VITELLIUS)))
    assert game.question.labels[0] == "draw X cards"
    game.choose("draw X cards")
    assert game.zone(P2, Zone.HAND) == deck[:drawn]
