"""The Starter Heroes' abilities, carried out in games (REG: Band, Draw, Search, Negate, Limit).

Each test sets the table, sends the Hero into battle and checks what the card says happens:
who is asked, where the cards go, what each player sees. Where the text has a condition, a
second test shows it failing.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, of_kind

from redemption_rules import (
    Attack,
    Block,
    DecisionKind,
    Decline,
    EndPhase,
    Finish,
    PassPriority,
    QuestionKind,
    SurrenderSoul,
    Zone,
)
from redemption_rules.events import (
    AbilityDeclined,
    AbilityPrevented,
    CardMoved,
    CardsRevealed,
    EffectCarriedOut,
    PileSearched,
)

BATTLE = (None, Zone.FIELD_OF_BATTLE)


def _attack(game: Game, hero: str) -> None:
    game.do(Attack(game.card(hero), P2))


# -- Andrew (I): "May band to Peter." ----------------------------------------------------------


def test_andrew_bands_peter_from_hand() -> None:
    game = Game.at(
        [
            {"hand": ["Andrew (I)", "Peter (I)", "John (I)"], "deck": ["Samson (J)"]},
            {"hand": ["Lahmi (I)"], "land_of_bondage": [SOUL]},
        ]
    )
    _attack(game, "Andrew (I)")
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == ("band to Peter", "Decline")
    events = game.choose("band to Peter")  # Peter is the only target: not asked which
    assert game.where("Peter (I)") == BATTLE
    assert game.where("John (I)") == (P1, Zone.HAND)
    assert [e.cards for e in of_kind(events, EffectCarriedOut) if e.effect == "band"] == [
        (game.card("Peter (I)"),)
    ]
    # Peter's own abilities fire as he joins: his optional draw is asked next.
    assert game.question.labels == ("draw 1", "Decline")
    game.decline()
    assert game.numbers[:2] == (13, 13)  # Andrew 3/3 + Peter 10/10


def test_andrew_without_peter_is_not_asked_to_band() -> None:
    game = Game.at(
        [{"hand": ["Andrew (I)", "John (I)"]}, {"hand": ["Lahmi (I)"], "land_of_bondage": [SOUL]}]
    )
    _attack(game, "Andrew (I)")
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert game.where("John (I)") == (P1, Zone.HAND)


# -- Boaz (J): "You may draw 1. May band to a Ruth Hero." -------------------------------------


def test_boaz_draws_then_bands_a_ruth_hero() -> None:
    game = Game.at(
        [
            {
                "hand": ["Boaz (J)", "Naomi (J)", "Gideon (J)"],
                "deck": ["Samson (J)", "Shamgar (J)"],
            },
            {"hand": ["Lahmi (I)"], "land_of_bondage": [SOUL]},
        ]
    )
    _attack(game, "Boaz (J)")
    assert game.question.labels == ("draw 1", "Decline")
    events = game.choose("draw 1")
    drawn = [e for e in of_kind(events, CardMoved) if e.to_zone is Zone.HAND]
    assert [(game.name(e.card), e.seen_by) for e in drawn] == [("Samson (J)", (P1,))]
    assert game.zone(P1, Zone.DECK) == ["Shamgar (J)"]
    assert game.question.labels == ("band to a Ruth Hero", "Decline")
    game.choose("band to a Ruth Hero")  # Naomi (Ruth 4:14) is the only Ruth Hero: Gideon is not
    assert game.where("Naomi (J)") == BATTLE
    assert game.where("Gideon (J)") == (P1, Zone.HAND)
    assert game.numbers[:2] == (11, 10)


def test_boaz_may_decline_the_draw_and_the_band() -> None:
    game = Game.at(
        [
            {"hand": ["Boaz (J)", "Naomi (J)"], "deck": ["Samson (J)"]},
            {"hand": ["Lahmi (I)"], "land_of_bondage": [SOUL]},
        ]
    )
    _attack(game, "Boaz (J)")
    events = game.decline()
    assert of_kind(events, AbilityDeclined) == [AbilityDeclined(P1, game.card("Boaz (J)"))]
    game.decline()
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert game.zone(P1, Zone.DECK) == ["Samson (J)"]
    assert game.where("Naomi (J)") == (P1, Zone.HAND)


# -- Elders of the City (J): "You may search your discard pile for a good Ruth card." ---------


def test_elders_of_the_city_search_the_discard_pile_for_a_good_ruth_card() -> None:
    game = Game.at(
        [
            {
                "hand": ["Elders of the City (J)"],
                "discard_pile": [
                    "Devotion of Ruth (J)",
                    "Gideon (J)",
                    "Selfish Kinsman",
                    "Naomi (J)",
                    "Samson's Strength (J)",
                ],
            },
            {"hand": ["Lahmi (I)"], "land_of_bondage": [SOUL]},
        ]
    )
    _attack(game, "Elders of the City (J)")
    game.choose("search your discard pile for a good Ruth card")
    # Good cards from the book of Ruth: not Gideon or Samson's Strength (Judges), not the evil
    # Selfish Kinsman (Ruth 4:6).
    assert game.question.kind is QuestionKind.CARDS
    assert sorted(game.offered) == ["Devotion of Ruth (J)", "Naomi (J)"]
    assert Finish() in game.legal  # a search on your own card may fail (REG: Search)
    events = game.pick("Devotion of Ruth (J)")
    assert game.where("Devotion of Ruth (J)") == (P1, Zone.HAND)
    assert of_kind(events, PileSearched) == [PileSearched(P1, P1, Zone.DISCARD_PILE, (P1,))]
    assert of_kind(events, CardsRevealed) == [
        CardsRevealed(P1, (game.card("Devotion of Ruth (J)"),))
    ]
    assert game.zone(P1, Zone.DISCARD_PILE) == [
        "Gideon (J)",
        "Selfish Kinsman",
        "Naomi (J)",
        "Samson's Strength (J)",
    ]


# -- Gabriel (I): "You may search your discard pile for a silver Enhancement" ------------------


def test_gabriel_searches_the_discard_pile_for_a_silver_enhancement() -> None:
    game = Game.at(
        [
            {
                "hand": ["Gabriel (I)"],
                "discard_pile": [
                    "Angelic News (I)",
                    "Angel at Bethesda",
                    "Wonderment (I)",
                    "Walking on Water (I)",
                ],
            },
            {"hand": ["Lahmi (I)"], "land_of_bondage": [SOUL]},
        ]
    )
    _attack(game, "Gabriel (I)")
    game.choose("search your discard pile for a silver Enhancement")
    # Silver Enhancements, the purple/silver one too; not the silver Hero, not purple Wonderment.
    assert sorted(game.offered) == ["Angelic News (I)", "Walking on Water (I)"]
    events = game.pick("Walking on Water (I)")
    assert game.where("Walking on Water (I)") == (P1, Zone.HAND)
    assert of_kind(events, PileSearched)[0].seen_by == (P1,)


def test_gabriel_declines_the_search() -> None:
    game = Game.at(
        [
            {"hand": ["Gabriel (I)"], "discard_pile": ["Angelic News (I)"]},
            {"hand": ["Lahmi (I)"], "land_of_bondage": [SOUL]},
        ]
    )
    _attack(game, "Gabriel (I)")
    events = game.decline()
    assert not of_kind(events, PileSearched)
    assert game.where("Angelic News (I)") == (P1, Zone.DISCARD_PILE)


# -- Gathering Angel: "Search each discard pile for a Hero and topdeck them." -----------------


def test_gathering_angel_topdecks_a_hero_from_each_discard_pile() -> None:
    game = Game.at(
        [
            {
                "hand": ["Gathering Angel"],
                "deck": ["Samson (J)"],
                "discard_pile": ["Gideon (J)", "Glad Tidings"],
            },
            {
                "hand": ["Lahmi (I)"],
                "deck": ["Achan (I)"],
                "discard_pile": ["Peter (I)", "Nabal (I)"],
                "land_of_bondage": [SOUL],
            },
        ]
    )
    _attack(game, "Gathering Angel")
    assert game.asked == (P1, DecisionKind.ABILITY)  # a mandatory search: no "may" asked
    assert game.offered == ["Gideon (J)"]
    game.pick("Gideon (J)")
    assert game.offered == ["Peter (I)"]
    events = game.pick("Peter (I)")
    # Each Hero goes on top of its owner's deck.
    assert game.zone(P1, Zone.DECK) == ["Gideon (J)", "Samson (J)"]
    assert game.zone(P2, Zone.DECK) == ["Peter (I)", "Achan (I)"]
    searched = {(e.owner, e.seen_by) for e in of_kind(events, PileSearched)}
    assert searched == {(P1, (P1,)), (P2, (P1,))}
    assert game.asked == (P2, DecisionKind.BLOCK)


# -- James: "May band to John." -----------------------------------------------------------------


def test_james_bands_john_from_territory() -> None:
    game = Game.at(
        [
            {"hand": ["James"], "territory": ["John (I)"]},
            {"hand": ["Foul Spirit (J)"], "land_of_bondage": [SOUL]},
        ]
    )
    _attack(game, "James")
    assert game.question.labels == ("band to John", "Decline")
    game.choose("band to John")
    assert game.where("John (I)") == BATTLE
    assert game.numbers[:2] == (13, 11)  # James 8/6 + John 5/5
    # John's negate came with him: the Foul Spirit that blocks does nothing.
    events = game.do(Block(game.card("Foul Spirit (J)")))
    assert AbilityPrevented(game.card("Foul Spirit (J)"), game.card("John (I)")) in events
    assert game.where("John (I)") == BATTLE


# -- Jephthah (J): "Once per game, you may discard the top card of your deck to discard up to 2
#    Evil Characters." ------------------------------------------------------------------------


DECK = ["Samson (J)", "Shamgar (J)", "Boaz (J)", "Naomi (J)", "Ruth (J)", "Legion of Angels"]
"""Enough cards for a Draw Phase to leave some in the deck."""


def _jephthah_position() -> Game:
    return Game.at(
        [
            {"hand": ["Jephthah (J)"], "deck": ["Gideon (J)", *DECK]},
            {
                "hand": ["Pilate's Soldiers"],
                "territory": ["Achan (I)", "Nabal (I)", "Lahmi (I)"],
                "land_of_bondage": [SOUL, "Lost Soul Luke 15:13 (J)", "Lost Soul Mark 1:40 (J)"],
            },
        ]
    )


def _next_battle_phase(game: Game) -> None:
    """End turns until player 1's next Battle Phase, declining everything on the way."""
    turn = game.state.turn
    while not (game.asked == (P1, DecisionKind.BATTLE) and game.state.turn > turn):
        actions = game.legal
        ending = [
            a for a in actions if isinstance(a, (EndPhase, PassPriority, Decline, SurrenderSoul))
        ]
        game.do(ending[0])


def test_jephthah_discards_the_top_card_to_discard_up_to_two_evil_characters() -> None:
    game = _jephthah_position()
    _attack(game, "Jephthah (J)")
    assert game.question.labels == (
        "discard the top card of your deck to discard up to 2 Evil Characters",
        "Decline",
    )
    events = game.choose(game.question.labels[0])
    # The cost first: the top card of the deck.
    assert game.where("Gideon (J)") == (P1, Zone.DISCARD_PILE)
    assert of_kind(events, EffectCarriedOut)[0].effect == "discard"
    # Then up to 2 Evil Characters in play: those in the opponent's territory qualify.
    assert game.question.maximum == 2
    assert game.question.minimum == 0
    assert sorted(game.offered) == ["Achan (I)", "Lahmi (I)", "Nabal (I)"]
    game.pick("Lahmi (I)", "Nabal (I)")
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Lahmi (I)", "Nabal (I)"]
    assert game.zone(P2, Zone.TERRITORY) == ["Achan (I)"]
    assert game.asked == (P2, DecisionKind.BLOCK)


def test_jephthah_is_used_once_per_game() -> None:
    game = _jephthah_position()
    _attack(game, "Jephthah (J)")
    game.choose(game.question.labels[0])
    game.pick("Lahmi (I)", finish=True)
    game.do(Decline())  # no block: the rescue succeeds, Jephthah goes home
    _next_battle_phase(game)
    deck = game.zone(P1, Zone.DECK)
    assert deck  # the cost could be paid
    _attack(game, "Jephthah (J)")
    # The once-per-game ability is spent: no question, nothing discarded.
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert game.zone(P1, Zone.DECK) == deck
    assert sorted(game.zone(P2, Zone.TERRITORY)) == ["Achan (I)", "Nabal (I)"]


def test_jephthah_declined_is_offered_again_at_a_later_entry() -> None:
    game = _jephthah_position()
    _attack(game, "Jephthah (J)")
    game.decline()  # declining a "may" is not a use (REG: Use an Ability)
    game.do(Decline())
    _next_battle_phase(game)
    _attack(game, "Jephthah (J)")
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels[-1] == "Decline"


def test_jephthah_cannot_pay_the_cost_from_an_empty_deck() -> None:
    game = Game.at(
        [{"hand": ["Jephthah (J)"]}, {"territory": ["Achan (I)"], "land_of_bondage": [SOUL]}]
    )
    _attack(game, "Jephthah (J)")
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert game.where("Achan (I)") == (P2, Zone.TERRITORY)


# -- John (I), Ruth (J): "Negate Evil Characters." ----------------------------------------------


@pytest.mark.parametrize("hero", ["John (I)", "Ruth (J)"])
def test_negate_evil_characters_prevents_a_blocker_for_the_rest_of_the_battle(hero: str) -> None:
    game = Game.at(
        [
            {"hand": [hero, "Gideon (J)"]},
            {"hand": ["Mocking Soldiers (J)"], "land_of_bondage": [SOUL]},
        ]
    )
    events = game.do(Attack(game.card(hero), P2))
    assert game.asked == (P2, DecisionKind.BLOCK)  # mandatory: nobody is asked
    negates = [e for e in of_kind(events, EffectCarriedOut) if e.effect == "negate"]
    assert [e.card for e in negates] == [game.card(hero)]
    events = game.do(Block(game.card("Mocking Soldiers (J)")))
    soldiers = game.card("Mocking Soldiers (J)")
    assert of_kind(events, AbilityPrevented) == [AbilityPrevented(soldiers, game.card(hero))]
    assert game.zone(P1, Zone.HAND) == ["Gideon (J)"]  # nothing underdecked


# -- Naomi (J): "May band to a Ruth Hero." -----------------------------------------------------


def test_naomi_bands_a_ruth_hero_from_the_opponents_territory() -> None:
    game = Game.at(
        [
            {"hand": ["Naomi (J)", "Samson (J)"]},
            {"territory": ["Ruth (J)"], "hand": ["Lahmi (I)"], "land_of_bondage": [SOUL]},
        ]
    )
    _attack(game, "Naomi (J)")
    assert game.question.labels == ("band to a Ruth Hero", "Decline")
    game.choose("band to a Ruth Hero")
    assert game.where("Ruth (J)") == BATTLE
    assert game.where("Samson (J)") == (P1, Zone.HAND)
    assert game.numbers[:2] == (9, 8)
    game.do(Decline())  # no block: the rescue succeeds
    # Ruth was under temporary control: she goes home to her owner.
    assert game.where("Ruth (J)") == (P2, Zone.TERRITORY)
    assert game.where("Naomi (J)") == (P1, Zone.TERRITORY)


# -- Peter (I): "You may draw 1. Negate demons." -----------------------------------------------


def _peter_blocked_by(blocker: str) -> tuple[Game, list[object]]:
    game = Game.at(
        [
            {"hand": ["Peter (I)", "Gideon (J)"], "deck": ["Samson (J)"]},
            {"hand": [blocker], "land_of_bondage": [SOUL]},
        ]
    )
    _attack(game, "Peter (I)")
    assert game.question.labels == ("draw 1", "Decline")
    game.choose("draw 1")
    assert game.where("Samson (J)") == (P1, Zone.HAND)
    events = game.do(Block(game.card(blocker)))
    return game, list(events)


def test_peter_draws_and_negates_demons() -> None:
    game, events = _peter_blocked_by("Foul Spirit (J)")
    spirit = game.card("Foul Spirit (J)")
    assert of_kind(events, AbilityPrevented) == [AbilityPrevented(spirit, game.card("Peter (I)"))]
    assert game.where("Samson (J)") == (P1, Zone.HAND)  # Foul Spirit undid nothing


def test_peter_does_not_negate_an_evil_character_that_is_not_a_demon() -> None:
    game, events = _peter_blocked_by("Mocking Soldiers (J)")
    assert not of_kind(events, AbilityPrevented)
    underdecked = [e for e in of_kind(events, EffectCarriedOut) if e.effect == "underdeck"]
    assert len(underdecked) == 1
    assert len(game.zone(P1, Zone.HAND)) == 1
