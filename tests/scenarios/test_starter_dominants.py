"""The Starter Dominants, and the texts they share with Enhancements (REG: Dominant, Cannot be
Negated, Discard, Rescue, Withdraw, Look, Underdeck).

A Dominant is played from hand at any time of a turn, goes to the discard pile, and its
ability cannot be negated. Where an Enhancement carries the same text, the tests are
parametrized over every card that has it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, of_kind

from redemption_rules import (
    Attack,
    BattleKind,
    BattleOutcome,
    Block,
    DecisionKind,
    Decline,
    EndPhase,
    IllegalAction,
    PassPriority,
    Phase,
    PlayDominant,
    PlayEnhancement,
    Zone,
)
from redemption_rules.events import (
    AbilityPrevented,
    BattleResolved,
    CardMoved,
    CardsLooked,
    DominantPlayed,
    EffectCarriedOut,
    SoulRescued,
)

if TYPE_CHECKING:
    from redemption_rules import Action
    from redemption_rules.events import Event

BATTLE = (None, Zone.FIELD_OF_BATTLE)
REJOICE = 'Lost Soul "Rejoice" [Luke 15:6 - J]'


def _play(game: Game, card: str, user: str) -> list[Event]:
    """Play *card* from the hand of the player to act: a Dominant, or an Enhancement on
    *user*."""
    player = game.asked[0]
    played = game.card(card, player=player, zone=Zone.HAND)
    action: Action
    if game.state.card(played).is_dominant:
        action = PlayDominant(played)
    else:
        action = PlayEnhancement(played, game.card(user))
    return game.do(action)


# -- "Discard an Evil Character.": Angel of the Lord (I), Angel of the Lord (J), Eaten by Worms (I)


@pytest.mark.parametrize(
    "card", ["Angel of the Lord (I)", "Angel of the Lord (J)", "Eaten by Worms (I)"]
)
def test_discard_an_evil_character(card: str) -> None:
    game = Game.at(
        [
            {"hand": ["Gabriel (I)", card]},
            {
                "hand": ["Lahmi (I)"],
                "territory": ["Achan (I)"],
                "discard_pile": ["Nabal (I)"],
                "land_of_bondage": [SOUL],
            },
        ]
    )
    game.do(Attack(game.card("Gabriel (I)"), P2))  # nothing for Gabriel to search
    while game.asked == (P1, DecisionKind.PRIORITY):
        game.do(PassPriority())
    game.do(Block(game.card("Lahmi (I)")))
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 10/10 against 10/10
    _play(game, card, "Gabriel (I)")
    # Any Evil Character in play: the blocker or one in territory, not one in a discard pile.
    assert sorted(game.offered) == ["Achan (I)", "Lahmi (I)"]
    game.pick("Achan (I)")
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Nabal (I)", "Achan (I)"]
    assert game.where("Lahmi (I)") == BATTLE


# -- "Discard a Hero.": Christian Martyr (I), Christian Martyr (J), Fiery Darts (J) ------------


@pytest.mark.parametrize(
    "card", ["Christian Martyr (I)", "Christian Martyr (J)", "Fiery Darts (J)"]
)
def test_discard_a_hero(card: str) -> None:
    game = Game.at(
        [
            {"hand": ["Gideon (J)"], "territory": ["Samson (J)"]},
            {"hand": ["Possessing Demon (j)", card], "land_of_bondage": [SOUL]},
        ]
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    while game.asked == (P2, DecisionKind.PRIORITY):
        game.do(PassPriority())
    game.do(Block(game.card("Possessing Demon (j)")))
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Gideon 6/8 beats the demon 3/4
    _play(game, card, "Possessing Demon (j)")
    assert sorted(game.offered) == ["Gideon (J)", "Samson (J)"]  # any Hero in play
    game.pick("Samson (J)")
    assert game.where("Samson (J)") == (P1, Zone.DISCARD_PILE)
    assert game.where("Gideon (J)") == BATTLE


# -- Angel of the Lord: a Dominant's ability cannot be negated -----------------------------------


def test_a_dominant_is_not_stopped_by_a_negate_all() -> None:
    # Selfish Kinsman negates Enhancements; Ruth's kind negate Evil Characters: neither touches
    # a Dominant, whose abilities cannot be negated (REG: Dominant).
    game = Game.at(
        [
            {"hand": ["Gideon (J)", "Angel of the Lord (I)"]},
            {"hand": ["Selfish Kinsman"], "land_of_bondage": [SOUL]},
        ]
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    while game.asked == (P1, DecisionKind.PRIORITY):
        game.do(PassPriority())
    game.do(Block(game.card("Selfish Kinsman")))
    events = game.do(PlayDominant(game.card("Angel of the Lord (I)")))
    assert DominantPlayed(P1, game.card("Angel of the Lord (I)")) in events
    assert not of_kind(events, AbilityPrevented)
    assert game.where("Selfish Kinsman") == (P2, Zone.DISCARD_PILE)
    assert game.where("Angel of the Lord (I)") == (P1, Zone.DISCARD_PILE)


# -- Son of God (I), (J): "Negate and Rescue a Lost Soul." -------------------------------------


@pytest.mark.parametrize("card", ["Son of God (I)", "Son of God (J)"])
def test_son_of_god_rescues_a_lost_soul_and_negates_it(card: str) -> None:
    game = Game.at(
        [
            {"territory": ["Gideon (J)"], "hand": [card], "deck": ["Samson (J)"]},
            {"land_of_bondage": [REJOICE, SOUL], "deck": ["Lahmi (I)"]},
        ],
        phase=Phase.PREPARATION,
    )
    son = game.card(card)
    assert PlayDominant(son) in game.legal
    game.do(PlayDominant(son))
    assert sorted(game.offered) == sorted([REJOICE, SOUL])
    events = game.pick(REJOICE)
    rejoice = game.card(REJOICE)
    assert SoulRescued(P1, rejoice, P2) in events
    assert game.where(rejoice) == (P1, Zone.LAND_OF_REDEMPTION)
    # Negated, the rescued soul's own "when rescued" draw does not happen.
    assert AbilityPrevented(rejoice, son) in events
    assert game.zone(P1, Zone.DECK) == ["Samson (J)"]
    assert game.zone(P2, Zone.DECK) == ["Lahmi (I)"]
    assert game.where(son) == (P1, Zone.DISCARD_PILE)


def test_son_of_god_is_not_offered_without_a_lost_soul_to_rescue() -> None:
    game = Game.at(
        [{"territory": ["Gideon (J)"], "hand": ["Son of God (J)"]}, {}], phase=Phase.PREPARATION
    )
    assert game.legal == [EndPhase()]
    # played anyway, it is refused for what it is: a Dominant whose ability does nothing now
    with pytest.raises(
        IllegalAction, match=r"the ability of 'Son of God \(J\)' \(card \d+\) would do nothing now"
    ):
        game.do(PlayDominant(game.card("Son of God (J)")))


def test_a_card_played_as_a_dominant_that_is_none_is_refused_as_such() -> None:
    game = Game.at(
        [{"territory": ["Gideon (J)"], "hand": ["Boaz (J)"]}, {}], phase=Phase.PREPARATION
    )
    with pytest.raises(IllegalAction, match=r"'Boaz \(J\)' \(card \d+\) is not a Dominant"):
        game.do(PlayDominant(game.card("Boaz (J)")))


# REG Rescue Attempt: "If a rescue attempt becomes successful in the middle of the battle, it
# continues as a battle challenge and no more Lost Souls can be rescued by cards played in
# battle for the remainder of the battle, including during battle resolution."

RESURRECTION = 'Lost Soul "Resurrection" [Psalm 30:3]'


def _son_of_god_in_a_rescue_attempt(*extra: str) -> Game:
    game = Game.at(
        [
            {"territory": ["Gideon (J)"], "hand": ["Son of God (J)", *extra], "deck": ["Boaz (J)"]},
            {"land_of_bondage": [SOUL, RESURRECTION], "deck": ["Lahmi (I)"]},
        ]
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    assert game.state.battle is not None
    assert game.state.battle.kind is BattleKind.RESCUE_ATTEMPT
    game.do(PlayDominant(game.card("Son of God (J)")))  # before the defender blocks
    game.pick(SOUL)
    return game


def test_a_rescue_by_a_card_played_in_battle_makes_the_attempt_a_success_there_and_then() -> None:
    game = _son_of_god_in_a_rescue_attempt()
    assert game.where(SOUL) == (P1, Zone.LAND_OF_REDEMPTION)
    battle = game.state.battle
    assert battle is not None
    assert (battle.kind, battle.rescued) == (BattleKind.BATTLE_CHALLENGE, True)
    assert game.asked == (P2, DecisionKind.BLOCK)
    events = game.do(Decline())  # Gideon wins unopposed: the attempt succeeded already
    assert BattleResolved(BattleOutcome.HERO_WINS, True) in events
    assert game.zone(P1, Zone.LAND_OF_REDEMPTION) == [SOUL]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [RESURRECTION]


def test_no_card_played_in_that_battle_rescues_again() -> None:
    game = _son_of_god_in_a_rescue_attempt("Son of God (I)")
    events = game.do(PlayDominant(game.card("Son of God (I)")))  # one Lost Soul: no question
    assert not of_kind(events, SoulRescued)
    # the game says so: its rescue names no Lost Soul (its negate still acts)
    (rescue,) = [e for e in of_kind(events, EffectCarriedOut) if e.effect == "rescue"]
    assert rescue.cards == ()
    assert game.where(RESURRECTION) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.where("Son of God (I)") == (P1, Zone.DISCARD_PILE)


def test_the_defenders_rescue_in_the_battle_leaves_the_attempt_going() -> None:
    game = Game.at(
        [
            {"territory": ["Gideon (J)"], "land_of_bondage": [REJOICE], "deck": ["Boaz (J)"]},
            {"land_of_bondage": [SOUL], "hand": ["Son of God (I)"], "deck": ["Lahmi (I)"]},
        ]
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    # with the block decision; the one Lost Soul in an opponent's Land of Bondage, unasked
    game.do(PlayDominant(game.card("Son of God (I)")))
    assert game.where(REJOICE) == (P2, Zone.LAND_OF_REDEMPTION)
    battle = game.state.battle
    assert battle is not None
    assert (battle.kind, battle.rescued) == (BattleKind.RESCUE_ATTEMPT, False)
    events = game.do(Decline())
    assert BattleResolved(BattleOutcome.HERO_WINS, True) in events
    assert game.where(SOUL) == (P1, Zone.LAND_OF_REDEMPTION)  # surrendered at resolution


# -- Strife: "Withdraw all but one Hero." ------------------------------------------------------


def test_strife_withdraws_every_hero_but_the_one_its_player_keeps() -> None:
    game = Game.at(
        [
            {"hand": ["Boaz (J)", "Naomi (J)"], "territory": ["Ruth (J)"]},
            {"hand": ["Strife", "Lahmi (I)"], "land_of_bondage": [SOUL]},
        ]
    )
    game.do(Attack(game.card("Boaz (J)"), P2))
    game.choose("band to a Ruth Hero")
    game.pick("Naomi (J)")
    game.choose("band to a Ruth Hero")  # Naomi brings Ruth
    assert game.numbers[:2] == (15, 13)
    assert PlayDominant(game.card("Strife")) in game.legal  # with the block decision
    game.do(PlayDominant(game.card("Strife")))
    # The player of Strife chooses the one Hero to keep.
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert sorted(game.offered) == ["Boaz (J)", "Naomi (J)", "Ruth (J)"]
    events = game.pick("Naomi (J)")
    assert sorted(game.zone(P1, Zone.TERRITORY)) == ["Boaz (J)", "Ruth (J)"]
    assert game.where("Naomi (J)") == BATTLE
    withdrawn = [e for e in of_kind(events, EffectCarriedOut) if e.effect == "withdraw"]
    assert len(withdrawn[0].cards) == 2
    assert game.numbers[:2] == (5, 5)


# -- Vain Philosophy (J): "Look at an opponent's hand and underdeck a good card from that
#    hand." ------------------------------------------------------------------------------------


def test_vain_philosophy_looks_at_a_hand_and_underdecks_a_good_card() -> None:
    game = Game.at(
        [
            {
                "hand": ["Samson (J)", "Fiery Darts (J)", "Trumpets and Torches"],
                "deck": ["Ruth (J)"],
            },
            {"hand": ["Vain Philosophy (J)"], "territory": ["Lahmi (I)"]},
        ],
        phase=Phase.PREPARATION,
        active=1,
    )
    events = game.do(PlayDominant(game.card("Vain Philosophy (J)")))
    hand = tuple(game.state.players[P1].hand)
    assert of_kind(events, CardsLooked) == [CardsLooked(P2, hand, (P2,))]  # only the looker
    assert sorted(game.offered) == ["Samson (J)", "Trumpets and Torches"]  # good cards only
    events = game.pick("Trumpets and Torches")
    assert game.zone(P1, Zone.DECK) == ["Ruth (J)", "Trumpets and Torches"]
    moved = [e for e in of_kind(events, CardMoved) if e.to_zone is Zone.DECK]
    assert set(moved[0].seen_by or (P1, P2)) == {P1, P2}  # the looker chose it: both know
