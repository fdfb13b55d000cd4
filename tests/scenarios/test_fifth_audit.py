"""Misreadings a fifth sample of carried-out texts showed, played with the real cards.

* Two Thousand Horses (and every "play the next Enhancement"): the player plays an
  Enhancement from hand at once, of their choice (REG: Initiative: "A player with
  initiative may play the next Enhancement"); not the card itself played over again.
* Bartholomew (and every "with X in the title"): the word in the title, not letters inside
  another word (ORDIR: "Herod in the Title" lists Herod's Guard, not Herodias).
* Love at First Sight (and every "selected player"): the user chooses which player acts
  (REG: Select); the engine asks them (``tests/scenarios/test_selected_player.py``). A band
  from the hand of the player selected ("Praise Him, Moon") is not carried out.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

HORSES = "Two Thousand Horses"
"""Pale green Evil Enhancement: "Holder may interrupt the battle, draw 2 cards from the top
of own draw pile, and play the next enhancement." """
TASKMASTER = "Abusive Taskmaster (1st Print - K)"
"""Pale green Evil Character 8/9: "Negate a Hero." """
SPEAR = "Egyptian Spear (1st Print - K)"
"""Pale green Evil Enhancement: "Negate a good card. You may discard this card to discard
a Hero." """
SIN = "Achan's Sin (Pa)"
"""Pale green Evil Enhancement: "Interrupt the battle and remove all cards in battle from
the game." """


def _horses() -> Game:
    game = Game.blocked(
        "Bartholomew",
        {"territory": ["Bartholomew"]},
        TASKMASTER,
        {"hand": [TASKMASTER, HORSES, SPEAR, SIN], "deck": ["Corrupted", "Hunger (Roots)"]},
        pool=full_pool(),
    )
    assert ability_support(full_pool().get(HORSES)).carried_out
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(HORSES), game.card(TASKMASTER)))
    game.choose("interrupt the battle")
    game.choose("draw 2 cards from the top of own draw pile")
    game.choose("play the next enhancement")
    return game


def test_the_next_enhancement_is_one_from_hand_of_the_players_choice() -> None:
    game = _horses()
    assert game.asked == (P2, DecisionKind.ABILITY)
    # the Enhancements in hand the Evil Character can use (not the two drawn, of other
    # brigades); never the card itself, played over again
    assert sorted(game.offered) == sorted([SPEAR, SIN])
    game.pick(SPEAR)
    assert game.where(SPEAR) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(HORSES) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where("Corrupted") == (P2, Zone.HAND)  # the cards drawn stay drawn
    assert game.where(SIN) == (P2, Zone.HAND)
    assert game.state.problems() == []


HERODS_GUARD = "Herod\u2019s Guard (GoC)"
HERODIAN = "Herodian"
"""Crimson Evil Character: "May band to an Evil Character with Herod in the title." """


def test_herod_in_the_title_is_the_word_not_letters_of_herodias() -> None:
    # ORDIR (Herod in the Title): Herod's Guard and Herod Antipas, not Herodias or the
    # Herodians, whose titles hold other words.
    game = Game.blocked(
        "Mary (B)",
        {"hand": ["Mary (B)"]},
        HERODIAN,
        {
            "hand": [HERODIAN],
            "territory": [
                "Herodias (L)",
                HERODS_GUARD,
                "Conspiring Herodians (GoC)",
                "Herod Antipas",
            ],
        },
        pool=full_pool(),
        answer_block=False,
    )
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("band to an Evil Character with Herod in the title")
    assert game.offered == [HERODS_GUARD, "Herod Antipas"]


def test_the_word_lying_is_not_in_flying_flames() -> None:
    # Bartholomew negates the abilities of cards with the word false, lying, deception or
    # deceit in the title; Flying Flames ("If used by a demon and Shield of Faith is not in
    # battle, discard a Hero in battle") has none of them, and discards him.
    assert ability_support(full_pool().get("Bartholomew")).carried_out
    game = Game.blocked(
        "Bartholomew",
        {"territory": ["Bartholomew"]},
        "Cubus",
        {"hand": ["Cubus", "Flying Flames"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Flying Flames"), game.card("Cubus")))
    assert game.where("Bartholomew") == (P1, Zone.DISCARD_PILE)
    assert game.state.problems() == []


def test_a_selected_player_is_asked_of_the_user() -> None:
    for name in (
        "Love at First Sight",
        "Love at First Sight (LoC)",
        "Antiochus' Army",
        "Antigonus the One-Eyed",
        "1,290 Days",
    ):
        support = ability_support(full_pool().get(name))
        assert support.carried_out, name
    # "You may band any Hero from that hand": the hand of a player who may be an opponent
    support = ability_support(full_pool().get("Praise Him, Moon"))
    assert support.missing == ("a band from the hand of a player the user selects",)


def test_a_player_described_or_offered_the_replacement_is_carried_out() -> None:
    for name in ("Jethro (Pi)", "Dragon's Wrath (RoJ)", "Jehu's Sword (FoM)"):
        support = ability_support(full_pool().get(name))
        assert support.carried_out, name
