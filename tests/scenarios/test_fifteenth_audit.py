"""Misreadings the fifteenth fidelity audit (seed 1515) showed, played with the real cards.

* King Amon (Ki): "search discard pile for one evil enhancement with an O.T. reference"
  finds an evil Enhancement whose reference is in the Old Testament (ORDIR: O.T.), not one
  from the New; it found none before.
* Ananias of Damascus (EC): "search deck or discard pile for N.T. Saul, play and convert
  him. Protect Paul ..." finds Saul/Paul, whose printed reference is "New Testament" (ORDIR:
  N.T.), and protects him as Paul once converted.
* Iron Chariots: X counts the Canaanites its player owns in the opponent's territory (REG:
  Owner), given there by King Abimelech and the like: "You may draw X" draws that many.
"""

from __future__ import annotations

from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, DecisionKind, PlayEnhancement, Zone
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.variables import variable_value
from redemption_rules.events import EffectCarriedOut

KING_AMON = "King Amon (Ki)"
"""Evil Character: "If Manasseh is in your discard pile, search discard pile for one evil
enhancement with an O.T. reference." """
O_T_ENHANCEMENT = "Chariots of Iron (L)"
"""An evil Enhancement, Judges 1:19."""
N_T_ENHANCEMENT = "Bad Figs"
"""An evil Enhancement, Matthew 24:2."""


def test_king_amon_finds_an_evil_enhancement_with_an_o_t_reference() -> None:
    assert ability_support(full_pool().get(KING_AMON)).carried_out
    game = Game.blocked(
        "Abel ( C)",
        {"territory": ["Abel ( C)"]},
        KING_AMON,
        {"territory": [KING_AMON], "discard_pile": ["Manasseh", O_T_ENHANCEMENT, N_T_ENHANCEMENT]},
        pool=full_pool(),
        answer_block=False,
    )
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.offered == [O_T_ENHANCEMENT]  # not the N.T. one
    game.pick(O_T_ENHANCEMENT)
    assert game.where(O_T_ENHANCEMENT) == (P2, Zone.HAND)
    assert game.where(N_T_ENHANCEMENT) == (P2, Zone.DISCARD_PILE)
    assert game.state.problems() == []


ANANIAS = "Ananias of Damascus (EC)"
"""Hero: "Negate Sites. Once per game, you may search deck or discard pile for N.T. Saul,
play and convert him. Protect Paul from opponents' cards while he is in territory. Cannot be
interrupted." """
SAUL_PAUL = "Saul/Paul"
"""Evil Character, reference "New Testament": "This card enters play as Saul. When Saul
repents he becomes Paul. ..." """


def test_ananias_finds_saul_paul_and_protects_him() -> None:
    assert ability_support(full_pool().get(ANANIAS)).carried_out
    game = Game.at(
        [
            {"territory": [ANANIAS], "deck": [SAUL_PAUL, "King Saul (Brown) (Ki)"]},
            {"land_of_bondage": [SOUL], "territory": ["Abiram"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ANANIAS), P2))
    game.choose("search deck or discard pile for N.T. Saul, play and convert him")
    assert game.offered == [SAUL_PAUL]  # not King Saul, of the Old Testament
    game.pick(SAUL_PAUL)
    game.choose("Blue")  # the brigade he converts to
    saul = game.card(SAUL_PAUL)
    assert game.where(saul) == (P1, Zone.TERRITORY)
    assert game.state.cards[saul].identity is CardType.HERO
    done = of_kind(game.events, EffectCarriedOut)
    assert [(e.effect, e.cards) for e in done if e.card == game.card(ANANIAS)][-1] == (
        "protect",
        (saul,),
    )
    assert game.state.problems() == []


IRON_CHARIOTS = "Iron Chariots"
"""Black EE: "[X = # of Canaanites you own in opponent's territory] Negate a good card. You
may draw X (limit 3)." """
CANAANITE = "Ahiman, son of Anak"
"""A Canaanite Evil Character."""
BLOCKER = "Greek Philosophers"
"""A black Evil Character (4/7) with no ability."""


def _iron_chariots(*, given: bool) -> Game:
    """Legion of Angels (12/12) is blocked by Greek Philosophers; the defender, losing, has
    a Canaanite in the attacker's territory, theirs by ownership if *given*."""
    game = Game.blocked(
        "Legion of Angels",
        {"territory": ["Legion of Angels", CANAANITE]},
        BLOCKER,
        {
            "territory": [BLOCKER],
            "hand": [IRON_CHARIOTS],
            "deck": ["Abiram", "Achan (I)", "Pharaoh (H)"],
        },
        pool=full_pool(),
    )
    if given:
        canaanite = game.card(CANAANITE)
        cards = list(game.state.cards)
        cards[canaanite] = evolve(cards[canaanite], owner=P2)
        game.state = evolve(game.state, cards=tuple(cards))
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    return game


def test_x_counts_the_canaanites_the_player_owns_in_the_opponents_territory() -> None:
    game = _iron_chariots(given=True)
    assert variable_value(game.state, game.card(IRON_CHARIOTS), P2) == 1
    assert variable_value(game.state, game.card(IRON_CHARIOTS), P1) == 0
    game.do(PlayEnhancement(game.card(IRON_CHARIOTS), game.card(BLOCKER)))
    game.choose("draw X (limit 3)")
    assert game.where("Abiram") == (P2, Zone.HAND)
    assert game.zone(P2, Zone.DECK) == ["Achan (I)", "Pharaoh (H)"]
    assert game.state.problems() == []


def test_a_canaanite_the_opponent_owns_is_not_counted() -> None:
    game = _iron_chariots(given=False)
    assert variable_value(game.state, game.card(IRON_CHARIOTS), P2) == 0
