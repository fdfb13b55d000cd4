"""Misreadings a sample of carried-out texts showed, played with the real cards.

* Emperor Nero (Promo): "a Roman Site or Fortress" is one of the places ORDIR lists in the
  city of Rome (ORDIR: Roman Site or Fortress), Fortresses too; not any Fortress.
* Simeon, the Devout (GoC), Joel, son of Samuel, The King of Nineveh: "they" or "he" after
  "if opponent ..." is that opponent, who acts on their own cards (REG: Conditions).
* Denarius: the draw printed after "On activation, ... must discard" comes after it, on the
  same activation (REG: Artifact), not ahead of it.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import ActivateArtifact, Attack, DecisionKind, Phase, Zone
from redemption_rules.cards.identifiers import ROMAN_SITE_OR_FORTRESS, has_identifier
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.targets import Player

NERO = "Emperor Nero (Promo)"
"""Evil Character: "... You may take a Roman Site or Fortress from deck (or Reserve if you
control a Roman soldier). Cannot be prevented." """


def test_roman_sites_and_fortresses_are_those_ordir_lists() -> None:
    pool = full_pool()
    named = sorted({card.title for card in pool if has_identifier(card, ROMAN_SITE_OR_FORTRESS)})
    assert named == ["Coliseum", "Nero's Realm", "Roman Prison", "Rome"]


def test_nero_takes_a_roman_fortress_but_no_other() -> None:
    assert ability_support(full_pool().get(NERO)).carried_out
    game = Game.blocked(
        "Mary (B)",
        {"hand": ["Mary (B)"]},
        NERO,
        {"hand": [NERO], "deck": ["Rome", "Roman Prison", "Areopagus", "Babel"]},
        pool=full_pool(),
        answer_block=False,
    )
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose(game.question.labels[0])
    assert game.offered == ["Rome", "Roman Prison"]  # not Areopagus, another Fortress
    game.pick("Rome")
    assert game.where("Rome") == (P2, Zone.HAND)
    assert game.state.problems() == []


SIMEON = "Simeon, the Devout (GoC)"
"""Hero: "May band to a N.T. prophet, or if opponent has hand advantage, they must underdeck
an evil card from hand. Cannot be prevented." """


def test_they_after_a_condition_on_the_opponent_is_the_opponent() -> None:
    assert ability_support(full_pool().get(SIMEON)).carried_out
    game = Game.at(
        [
            {"territory": [SIMEON], "hand": ["A Mighty Blow"]},
            {"land_of_bondage": [SOUL], "hand": ["Archelaus (Ap)", "Fire Foxes", "A Look Back"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(SIMEON), P2))
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("underdeck an evil card from hand")
    assert game.asked == (P2, DecisionKind.ABILITY)  # the opponent picks from their hand
    assert game.offered == ["Archelaus (Ap)", "A Look Back"]
    game.pick("A Look Back")
    assert game.zone(P2, Zone.DECK) == ["A Look Back"]
    assert game.zone(P1, Zone.HAND) == ["A Mighty Blow"]
    assert game.state.problems() == []


def test_he_and_they_name_the_opponent_of_the_condition() -> None:
    for name in ("Joel, son of Samuel", "The King of Nineveh"):
        ability = card_abilities(full_pool().get(name)).ability
        assert ability is not None
        (discard,) = [effect for effect in ability.effects if effect.kind == "discard"]
        assert discard.actor is not None
        assert discard.actor.player is Player.OPPONENT


DENARIUS = "Denarius"
"""Artifact: "On activation, each player with more than 6 cards in hand must discard a card
from hand. If you have a Roman governor or emperor in play, draw 1." """


def test_the_draw_comes_after_the_discard_it_follows() -> None:
    # Six cards in hand: no discard; the draw after it makes seven, and nothing is asked.
    assert ability_support(full_pool().get(DENARIUS)).carried_out
    hand = ["A Mighty Blow", "Fire Foxes", "A Look Back", "Babel", "Areopagus", "Rome"]
    game = Game.at(
        [
            {
                "artifact_pile": [DENARIUS],
                "territory": ["Pontius Pilate (Ap)"],
                "hand": hand,
                "deck": ["Adam (FoM)"],
            },
            {"hand": ["Archelaus (Ap)"]},
        ],
        pool=full_pool(),
        phase=Phase.PREPARATION,
    )
    game.do(ActivateArtifact(game.card(DENARIUS)))
    assert game.asked == (P1, DecisionKind.PREPARATION)
    assert sorted(game.zone(P1, Zone.HAND)) == sorted([*hand, "Adam (FoM)"])
    assert game.state.problems() == []
