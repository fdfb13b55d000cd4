"""The Starter Good Enhancements' abilities, carried out as they are played (REG: Enhancement,
Used By, Draw, Search, Reveal, Withdraw, Negate, Topdeck and Underdeck, Banish).

Most tests play the Enhancement in battle on the attacking Hero; territory-class ones are
also played in the Preparation Phase on a Hero in territory, as their class allows.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    Block,
    ChooseOption,
    DecisionKind,
    Decline,
    Finish,
    Pass,
    Phase,
    PlayEnhancement,
    QuestionKind,
    Zone,
)
from redemption_rules.events import (
    AbilityNegated,
    CardMoved,
    CardsLooked,
    CardsRevealed,
    DeckShuffled,
    EffectCarriedOut,
    PileSearched,
)

if TYPE_CHECKING:
    from redemption_rules.events import Event

BATTLE = (None, Zone.FIELD_OF_BATTLE)

NINE = [
    "Lost Soul Luke 15:13 (J)",
    "Achan (I)",
    "Lahmi (I)",
    "Lost Soul Mark 1:40 (J)",
    "Saph (I)",
    "Nabal (I)",
    "Delilah (I)",
    "Lost Soul Luke 19:10 (J)",
    "Shaphat (I)",
    "Quirinius",
]
"""An opponent's deck: nine cards to reveal (three Lost Souls among them) and one more."""


def _play(game: Game, enhancement: str, user: str) -> list[Event]:
    """Player 1 plays *enhancement* from hand on *user*."""
    card = game.card(enhancement, player=P1, zone=Zone.HAND)
    return game.do(PlayEnhancement(card, game.card(user)))


def _effects(events: list[Event], kind: str) -> list[EffectCarriedOut]:
    return [e for e in of_kind(events, EffectCarriedOut) if e.effect == kind]


# -- Angelic Guidance (I): "Look at an opponent's hand. You may search your deck for a silver
#    card." ---------------------------------------------------------------------------------


def _guided() -> tuple[Game, list[Event]]:
    game = Game.blocked(
        "Angel at Bethesda",
        {
            "hand": ["Angel at Bethesda", "Angelic Guidance (I)"],
            "deck": ["Samson (J)", "Glad Tidings", "Gideon (J)"],
        },
        "Lahmi (I)",
        {"hand": ["Lahmi (I)", "Saph (I)", "Fiery Darts (J)"]},
        answer_block=False,
    )
    return game, _play(game, "Angelic Guidance (I)", "Angel at Bethesda")


def test_angelic_guidance_looks_at_the_opponents_hand_then_may_search_for_a_silver_card() -> None:
    game, events = _guided()
    hand = tuple(game.state.players[P2].hand)
    assert of_kind(events, CardsLooked) == [CardsLooked(P1, hand, (P1,))]
    assert game.question.labels == ("search your deck for a silver card", "Decline")
    game.choose("search your deck for a silver card")
    assert game.offered == ["Glad Tidings"]  # not the gold and white cards
    events = game.pick("Glad Tidings")
    assert game.where("Glad Tidings") == (P1, Zone.HAND)
    assert of_kind(events, PileSearched) == [PileSearched(P1, P1, Zone.DECK, (P1,))]
    assert of_kind(events, DeckShuffled) == [DeckShuffled(P1)]  # a searched deck is shuffled
    assert game.numbers[:2] == (4, 7)


def test_angelic_guidance_search_may_be_declined() -> None:
    game, _ = _guided()
    events = game.decline()
    assert not of_kind(events, PileSearched)
    assert not of_kind(events, DeckShuffled)
    assert game.zone(P1, Zone.DECK) == ["Samson (J)", "Glad Tidings", "Gideon (J)"]


# -- Angelic News (I): "Draw 1 (or 2 if used by Gabriel)." -------------------------------------
# -- Kindness of Boaz: "Draw 1 (or 2 if used by Boaz)." ----------------------------------------


@pytest.mark.parametrize(
    ("enhancement", "hero", "drawn"),
    [
        ("Angelic News (I)", "Gabriel (I)", 2),
        ("Angelic News (I)", "Angel at Bethesda", 1),
        ("Kindness of Boaz", "Boaz (J)", 2),
        ("Kindness of Boaz", "Naomi (J)", 1),
    ],
)
def test_draw_one_or_two_if_used_by_the_named_hero(enhancement: str, hero: str, drawn: int) -> None:
    game = Game.blocked(
        hero,
        {"hand": [hero, enhancement], "deck": ["Samson (J)", "Gideon (J)", "Shamgar (J)"]},
        "Pilate's Soldiers",
        {"hand": ["Pilate's Soldiers"]},
        answer_block=False,
    )
    events = _play(game, enhancement, hero)
    assert game.zone(P1, Zone.HAND) == ["Samson (J)", "Gideon (J)"][:drawn]
    assert len(game.zone(P1, Zone.DECK)) == 3 - drawn
    moves = [e for e in of_kind(events, CardMoved) if e.to_zone is Zone.HAND]
    assert all(e.seen_by == (P1,) for e in moves)  # a draw is seen by the drawer only
    draws = [e for e in of_kind(events, EffectCarriedOut) if e.effect == "draw"]
    assert [len(e.cards) for e in draws] == [drawn]
    assert all(e.seen_by == (P1,) for e in draws)  # the effect's event names them to P1


# -- Authority of Peter (I): "Remove an Evil Character from the game. Topdeck a Hero from your
#    discard pile." ------------------------------------------------------------------------------


def _authority() -> Game:
    game = Game.blocked(
        "Peter (I)",
        {
            "hand": ["Peter (I)", "Authority of Peter (I)"],
            "deck": ["Shamgar (J)"],
            "discard_pile": ["Gideon (J)", "Samson's Strength (J)", "John (I)"],
        },
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"], "territory": ["Achan (I)"]},
        answer_block=False,
    )
    _play(game, "Authority of Peter (I)", "Peter (I)")
    return game


def test_authority_of_peter_banishes_an_evil_character_and_topdecks_a_hero() -> None:
    game = _authority()
    # Any Evil Character in play: the blocker or one in territory.
    assert sorted(game.offered) == ["Achan (I)", "Lahmi (I)"]
    game.pick("Lahmi (I)")
    assert game.where("Lahmi (I)") == (P2, Zone.BANISH_PILE)
    # Then a Hero from the discard pile (not the Enhancement) to the top of the deck.
    assert sorted(game.offered) == ["Gideon (J)", "John (I)"]
    game.pick("John (I)")
    assert game.zone(P1, Zone.DECK) == ["John (I)", "Shamgar (J)"]
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Gideon (J)", "Samson's Strength (J)"]


def test_authority_of_peter_may_fail_the_search_its_topdeck_implies() -> None:
    # Taking a card from no set place in a discard pile includes a search of it, and a player
    # may fail a search on a card they control (REG: Search).
    game = _authority()
    game.pick("Lahmi (I)")
    assert game.question.kind is QuestionKind.CARDS
    assert Finish() in game.legal
    game.do(Finish())
    assert game.zone(P1, Zone.DECK) == ["Shamgar (J)"]


# -- Devotion of Ruth (J): "Withdraw all Evil Characters." -------------------------------------


def test_devotion_of_ruth_withdraws_every_evil_character_in_battle() -> None:
    game = Game.blocked(
        "Naomi (J)",
        {"hand": ["Naomi (J)", "Devotion of Ruth (J)"]},
        "Unclean Spirit (J)",
        {"hand": ["Unclean Spirit (J)", "Achan (I)"], "territory": ["Lahmi (I)"]},
        answer_block=False,
    )
    game.choose("band to a human Evil Character")
    game.pick("Achan (I)")
    assert game.numbers[2:] == (7, 7)
    events = _play(game, "Devotion of Ruth (J)", "Naomi (J)")
    assert sorted(game.zone(P2, Zone.TERRITORY)) == ["Achan (I)", "Lahmi (I)", "Unclean Spirit (J)"]
    assert game.state.battle is not None
    assert game.state.battle.evil_characters == ()
    assert len(_effects(events, "withdraw")[0].cards) == 2
    # The defender may not present a new blocker: the hero side wins unopposed.
    assert not [a for a in game.legal if isinstance(a, Block)]


# -- Eaten by Worms (I): "Discard an Evil Character." -- with the Angels of the Lord, whose text
#    it shares: test_starter_dominants.py::test_discard_an_evil_character


# -- "Negate and discard the last evil Enhancement played this battle / in battle." ------------
#    Family Bond, Samson's Strength (J), Glad Tidings, Walking on Water (I), Wonderment (I)


@pytest.mark.parametrize(
    ("enhancement", "hero"),
    [
        ("Family Bond", "Gideon (J)"),
        ("Samson's Strength (J)", "Gideon (J)"),
        ("Glad Tidings", "Gathering Angel"),
        ("Walking on Water (I)", "Gathering Angel"),
        ("Wonderment (I)", "James"),
    ],
)
def test_negate_and_discard_the_last_evil_enhancement(enhancement: str, hero: str) -> None:
    game = Game.blocked(
        hero,
        {"hand": [hero, enhancement]},
        "Achan (I)",
        {"hand": ["Achan (I)", "Bad Dealings (I)"], "deck": ["Lahmi (I)", "Saph (I)"]},
        answer_block=False,
    )
    if game.asked == (P1, DecisionKind.INITIATIVE):
        game.do(Pass())  # a tie: player 1 lets player 2 play first
    achan, dealings = game.card("Achan (I)"), game.card("Bad Dealings (I)")
    game.do(PlayEnhancement(dealings, achan))
    game.choose("draw 1")  # Bad Dealings' own "may": player 2 draws Lahmi
    assert game.where("Lahmi (I)") == (P2, Zone.HAND)
    assert game.asked[0] == P1
    events = _play(game, enhancement, hero)
    assert AbilityNegated(dealings, game.card(enhancement)) in events
    assert game.where(dealings) == (P2, Zone.DISCARD_PILE)
    # Negating Bad Dealings undoes its draw: the card goes back on top of the deck.
    assert game.zone(P2, Zone.DECK) == ["Lahmi (I)", "Saph (I)"]
    assert game.numbers[2:] == (3, 4)  # Achan alone again


# -- Fishers of Men (I): "Reveal the top 3 cards of opponent's deck (or top 9 if used by a
#    Disciple); put the revealed Lost Souls in opponent's territory and underdeck the rest." -----


def _fish(hero: str, deck: list[str], **options: Any) -> tuple[Game, list[Event]]:
    game = Game.blocked(
        hero,
        {"hand": [hero, "Fishers of Men (I)"], "deck": ["Gideon (J)"]},
        "Pilate's Soldiers",
        {"hand": ["Pilate's Soldiers"], "deck": deck},
        **options,
        answer_block=False,
    )
    return game, _play(game, "Fishers of Men (I)", hero)


def test_fishers_of_men_used_by_a_disciple_reveals_nine() -> None:
    game, events = _fish("Peter (I)", NINE)
    revealed = of_kind(events, CardsRevealed)
    assert [game.names(e.cards) for e in revealed] == [NINE[:9]]
    # The Lost Souls go to the opponent's Land of Bondage; the rest under the deck in order.
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [
        SOUL,
        "Lost Soul Luke 15:13 (J)",
        "Lost Soul Mark 1:40 (J)",
        "Lost Soul Luke 19:10 (J)",
    ]
    assert game.zone(P2, Zone.DECK) == [
        "Quirinius",
        "Achan (I)",
        "Lahmi (I)",
        "Saph (I)",
        "Nabal (I)",
        "Delilah (I)",
        "Shaphat (I)",
    ]
    assert game.numbers[:2] == (12, 12)


def test_fishers_of_men_used_by_another_hero_reveals_three() -> None:
    # Every purple Starter Hero is a Disciple: Elisha (purple, no Disciple) comes from the
    # whole card list.
    game, events = _fish("Elisha", NINE, pool=full_pool())
    revealed = of_kind(events, CardsRevealed)
    assert [game.names(e.cards) for e in revealed] == [NINE[:3]]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL, "Lost Soul Luke 15:13 (J)"]
    assert game.zone(P2, Zone.DECK) == [*NINE[3:], "Achan (I)", "Lahmi (I)"]


def test_fishers_of_men_reveals_what_a_short_deck_holds() -> None:
    game, events = _fish("Peter (I)", ["Lost Soul Mark 1:40 (J)", "Achan (I)", "Lahmi (I)"])
    assert [game.names(e.cards) for e in of_kind(events, CardsRevealed)] == [
        ["Lost Soul Mark 1:40 (J)", "Achan (I)", "Lahmi (I)"]
    ]
    assert game.zone(P2, Zone.DECK) == ["Achan (I)", "Lahmi (I)"]


# -- Gideon's Call (J): "Reveal the top 3 cards of an opponent's deck (or top 9 if used by a Hero
#    without a special ability); put the Lost Souls in that opponent's territory and underdeck
#    the rest." ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("hero", "count"), [("Gideon (J)", 9), ("Jephthah (J)", 3)])
def test_gideons_call_reveals_nine_when_used_by_a_hero_without_an_ability(
    hero: str, count: int
) -> None:
    game = Game.blocked(
        hero,
        {"hand": [hero, "Gideon's Call (J)"], "deck": ["Samson (J)"]},
        "Pilate's Soldiers",
        {"hand": ["Pilate's Soldiers"], "deck": NINE},
        answer_block=False,
    )
    events = _play(game, "Gideon's Call (J)", hero)
    assert [game.names(e.cards) for e in of_kind(events, CardsRevealed)] == [NINE[:count]]
    souls = [card for card in NINE[:count] if card.startswith("Lost Soul")]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL, *souls]
    rest = [card for card in NINE[:count] if not card.startswith("Lost Soul")]
    assert game.zone(P2, Zone.DECK) == [*NINE[count:], *rest]


# -- Gleaning the Fields (J): "Search your discard pile for a good Ruth or good Judges
#    Enhancement." -----------------------------------------------------------------------------


def test_gleaning_the_fields_finds_a_good_ruth_or_judges_enhancement() -> None:
    game = Game.at(
        [
            {
                "territory": ["Naomi (J)"],
                "hand": ["Gleaning the Fields (J)"],
                "discard_pile": [
                    "Ruth (J)",
                    "Devotion of Ruth (J)",
                    "Samson's Strength (J)",
                    "Wickedness of Delilah (I)",
                    "Eaten by Worms (I)",
                ],
            },
            {},
        ],
        phase=Phase.PREPARATION,
    )
    gleaning = game.card("Gleaning the Fields (J)")
    game.do(PlayEnhancement(gleaning, game.card("Naomi (J)")))
    # Good Enhancements from Ruth or Judges: not the Hero Ruth, not evil Wickedness of Delilah
    # (Judges), not Eaten by Worms (Acts).
    assert sorted(game.offered) == ["Devotion of Ruth (J)", "Samson's Strength (J)"]
    events = game.pick("Samson's Strength (J)")
    assert game.where("Samson's Strength (J)") == (P1, Zone.HAND)
    assert of_kind(events, PileSearched) == [PileSearched(P1, P1, Zone.DISCARD_PILE, (P1,))]
    assert game.where(gleaning) == (P1, Zone.DISCARD_PILE)  # used in territory: discarded


# -- Loaves and Fishes: "Each player must draw 1 (or 2 if used by Andrew)." --------------------


@pytest.mark.parametrize(("hero", "count"), [("Andrew (I)", 2), ("James", 1)])
def test_loaves_and_fishes_makes_each_player_draw(hero: str, count: int) -> None:
    game = Game.blocked(
        hero,
        {"hand": [hero, "Loaves and Fishes"], "deck": ["Samson (J)", "Gideon (J)", "Ruth (J)"]},
        "Pilate's Soldiers",
        {
            "hand": ["Pilate's Soldiers"],
            "deck": ["Lahmi (I)", "Lost Soul Mark 1:40 (J)", "Achan (I)", "Saph (I)"],
        },
        answer_block=False,
    )
    _play(game, "Loaves and Fishes", hero)
    assert game.zone(P1, Zone.HAND) == ["Samson (J)", "Gideon (J)"][:count]
    # Player 2 draws too; a Lost Soul drawn goes to the Land of Bondage and is replaced.
    assert game.zone(P2, Zone.HAND) == ["Lahmi (I)", "Achan (I)"][:count]
    souls = game.zone(P2, Zone.LAND_OF_BONDAGE)
    assert ("Lost Soul Mark 1:40 (J)" in souls) == (count == 2)


# -- Loyalty of Ruth (J): "Withdraw an Evil Character. You may draw 1." -------------------------


def test_loyalty_of_ruth_withdraws_one_evil_character_then_may_draw() -> None:
    game = Game.blocked(
        "Naomi (J)",
        {"hand": ["Naomi (J)", "Loyalty of Ruth (J)"], "deck": ["Gideon (J)"]},
        "Unclean Spirit (J)",
        {"hand": ["Unclean Spirit (J)", "Achan (I)"]},
        answer_block=False,
    )
    game.choose("band to a human Evil Character")  # Achan, the only human: not asked which
    assert game.where("Achan (I)") == BATTLE
    _play(game, "Loyalty of Ruth (J)", "Naomi (J)")
    assert sorted(game.offered) == ["Achan (I)", "Unclean Spirit (J)"]
    game.pick("Achan (I)")
    assert game.where("Achan (I)") == (P2, Zone.TERRITORY)
    assert game.where("Unclean Spirit (J)") == BATTLE
    assert game.question.labels == ("draw 1", "Decline")
    game.choose("draw 1")
    assert game.where("Gideon (J)") == (P1, Zone.HAND)


# -- Miraculous Catch (I): "Draw 1 (or, if used by Peter, draw 3 and discard one of those)." -----


def _catch(hero: str) -> tuple[Game, list[Event]]:
    game = Game.blocked(
        hero,
        {
            "hand": [hero, "Miraculous Catch (I)", "Boaz (J)"],
            "deck": ["Samson (J)", "Gideon (J)", "Ruth (J)", "Naomi (J)"],
        },
        "Pilate's Soldiers",
        {"hand": ["Pilate's Soldiers"]},
        answer_block=False,
    )
    return game, _play(game, "Miraculous Catch (I)", hero)


def test_miraculous_catch_used_by_peter_draws_three_not_one() -> None:
    # "(or, if used by Peter, ...)" replaces the draw when Peter uses it: not a choice.
    game, events = _catch("Peter (I)")
    assert not (game.asked[1] is DecisionKind.ABILITY and game.question.kind is QuestionKind.OPTION)
    drawn = [e.card for e in of_kind(events, CardMoved) if e.to_zone is Zone.HAND]
    assert game.names(drawn) == ["Samson (J)", "Gideon (J)", "Ruth (J)"]


def test_miraculous_catch_used_by_peter_discards_one_of_the_three() -> None:
    game, _ = _catch("Peter (I)")
    if game.question.kind is QuestionKind.OPTION:  # the choice the test above says is not one
        game.do(ChooseOption(game.question.labels.index("draw 3 and discard one of those")))
    # The player picks one of the three drawn cards (not Boaz, in hand before).
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert sorted(game.offered) == ["Gideon (J)", "Ruth (J)", "Samson (J)"]
    game.pick("Gideon (J)")
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Gideon (J)"]
    assert sorted(game.zone(P1, Zone.HAND)) == ["Boaz (J)", "Ruth (J)", "Samson (J)"]
    assert game.zone(P1, Zone.DECK) == ["Naomi (J)"]


def test_miraculous_catch_used_by_another_hero_draws_one() -> None:
    game, _ = _catch("John (I)")
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    assert game.zone(P1, Zone.HAND) == ["Boaz (J)", "Samson (J)"]
    assert game.zone(P1, Zone.DISCARD_PILE) == []


# -- Overwhelming Presence: "Underdeck all Evil Characters in battle." -------------------------


def test_overwhelming_presence_underdecks_every_evil_character_in_battle() -> None:
    game = Game.blocked(
        "Gabriel (I)",
        {"hand": ["Gabriel (I)", "Overwhelming Presence"]},
        "Delilah (I)",
        {"hand": ["Delilah (I)", "Lahmi (I)"], "territory": ["Achan (I)"], "deck": ["Saph (I)"]},
        answer_block=False,
    )
    game.choose("band to a male human Evil Character")
    game.pick("Lahmi (I)")
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 10/10 against 11/13: losing
    _play(game, "Overwhelming Presence", "Gabriel (I)")
    assert game.zone(P2, Zone.DECK)[0] == "Saph (I)"
    assert sorted(game.zone(P2, Zone.DECK)[1:]) == ["Delilah (I)", "Lahmi (I)"]
    assert game.where("Achan (I)") == (P2, Zone.TERRITORY)  # not in battle: untouched


# -- Raising Lazarus: "You may search your discard pile for a human Hero and put it in
#    territory." --------------------------------------------------------------------------------


def test_raising_lazarus_puts_a_human_hero_from_the_discard_pile_in_territory() -> None:
    game = Game.at(
        [
            {
                "territory": ["Gideon (J)"],
                "hand": ["Raising Lazarus"],
                "discard_pile": ["Gabriel (I)", "Ruth (J)", "Angel at Bethesda", "Samson (J)"],
            },
            {},
        ],
        phase=Phase.PREPARATION,
    )
    game.do(PlayEnhancement(game.card("Raising Lazarus"), game.card("Gideon (J)")))
    game.choose("search your discard pile for a human Hero and put it in territory")
    assert sorted(game.offered) == ["Ruth (J)", "Samson (J)"]  # the angels are not human
    game.pick("Ruth (J)")
    assert game.where("Ruth (J)") == (P1, Zone.TERRITORY)
    assert game.where("Raising Lazarus") == (P1, Zone.DISCARD_PILE)


# -- Ruth Meets Boaz (J): "Search your deck or discard pile for a good Ruth card." -------------


def test_ruth_meets_boaz_takes_one_good_ruth_card_from_the_deck_or_the_discard_pile() -> None:
    game = Game.at(
        [
            {
                "territory": ["Naomi (J)"],
                "hand": ["Ruth Meets Boaz (J)"],
                "deck": ["Gideon (J)", "Family Bond", "Samson (J)"],
                "discard_pile": ["Ruth (J)", "Selfish Kinsman"],
            },
            {},
        ],
        phase=Phase.PREPARATION,
    )
    game.do(PlayEnhancement(game.card("Ruth Meets Boaz (J)"), game.card("Naomi (J)")))
    while game.asked[1] is DecisionKind.ABILITY:  # take whatever is offered first
        if game.question.kind is QuestionKind.OPTION:
            game.do(ChooseOption(0))
        else:
            game.pick(game.question.options[0])
    taken = [name for name in game.zone(P1, Zone.HAND) if name in ("Family Bond", "Ruth (J)")]
    assert len(taken) == 1  # "a good Ruth card": one card, from one of the two piles


def test_ruth_meets_boaz_offers_only_good_ruth_cards() -> None:
    game = Game.at(
        [
            {
                "territory": ["Naomi (J)"],
                "hand": ["Ruth Meets Boaz (J)"],
                "deck": ["Gideon (J)", "Samson (J)"],
                "discard_pile": ["Ruth (J)", "Selfish Kinsman", "Samson's Strength (J)"],
            },
            {},
        ],
        phase=Phase.PREPARATION,
    )
    game.do(PlayEnhancement(game.card("Ruth Meets Boaz (J)"), game.card("Naomi (J)")))
    offered = set()
    while game.asked[1] is DecisionKind.ABILITY:
        question = game.question
        if question.kind is QuestionKind.OPTION:
            game.do(ChooseOption(len(question.labels) - 1))
            continue
        offered |= set(game.offered)
        game.do(Finish())
    assert offered == {"Ruth (J)"}


# -- Shamgar's Oxgoad: "Discard an Evil Character (or 2 evil Philistines)." --------------------


def _oxgoad() -> Game:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Shamgar's Oxgoad"]},
        "Ishbibenob (I)",
        {"hand": ["Ishbibenob (I)"], "territory": ["Delilah (I)", "Achan (I)", "Lahmi (I)"]},
        answer_block=False,
    )
    _play(game, "Shamgar's Oxgoad", "Gideon (J)")
    return game


def test_shamgars_oxgoad_discards_an_evil_character() -> None:
    game = _oxgoad()
    game.choose("discard Evil Character")
    assert sorted(game.offered) == ["Achan (I)", "Delilah (I)", "Ishbibenob (I)", "Lahmi (I)"]
    game.pick("Achan (I)")
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Achan (I)"]


def test_shamgars_oxgoad_or_discards_two_evil_philistines() -> None:
    game = _oxgoad()
    game.choose("discard evil Philistine")
    # Philistines, the giants too (ORDIR: Philistine); Achan is none.
    assert sorted(game.offered) == ["Delilah (I)", "Ishbibenob (I)", "Lahmi (I)"]
    assert game.question.minimum == 2
    game.pick("Ishbibenob (I)", "Delilah (I)")
    assert sorted(game.zone(P2, Zone.DISCARD_PILE)) == ["Delilah (I)", "Ishbibenob (I)"]
    assert game.where("Lahmi (I)") == (P2, Zone.TERRITORY)


# -- Sing and Praise (J): "Remove from the game all cards (except Heroes) in a discard pile." ---


def test_sing_and_praise_banishes_a_discard_pile_but_its_heroes() -> None:
    game = Game.at(
        [
            {
                "territory": ["Gideon (J)"],
                "hand": ["Sing and Praise (J)"],
                "discard_pile": ["Samson (J)", "Trumpets and Torches"],
            },
            {"discard_pile": ["Peter (I)", "Achan (I)", "Fiery Darts (J)"]},
        ],
        phase=Phase.PREPARATION,
    )
    game.do(PlayEnhancement(game.card("Sing and Praise (J)"), game.card("Gideon (J)")))
    assert game.question.labels == ("player 1", "player 2")  # "a discard pile": either
    game.choose("player 2")
    assert game.zone(P2, Zone.BANISH_PILE) == ["Achan (I)", "Fiery Darts (J)"]
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Peter (I)"]
    assert game.zone(P1, Zone.DISCARD_PILE) == [
        "Samson (J)",
        "Trumpets and Torches",
        "Sing and Praise (J)",
    ]


# -- The Sword of Gideon: "Discard an Evil Enhancement." ---------------------------------------


def test_the_sword_of_gideon_discards_an_evil_enhancement() -> None:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "The Sword of Gideon"]},
        "Possessing Demon (j)",
        {"hand": ["Possessing Demon (j)", "Evil Strength (J)"]},
        answer_block=False,
    )
    demon, strength = game.card("Possessing Demon (j)"), game.card("Evil Strength (J)")
    game.do(PlayEnhancement(strength, demon))  # 6/8 against 6/7: player 1 answers
    events = _play(game, "The Sword of Gideon", "Gideon (J)")
    assert game.where(strength) == (P2, Zone.DISCARD_PILE)
    assert _effects(events, "discard")[0].cards == (strength,)
    assert game.numbers == (9, 10, 3, 4)


# -- Trumpets and Torches: "Underdeck an Evil Character." --------------------------------------


def test_trumpets_and_torches_underdecks_an_evil_character() -> None:
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Trumpets and Torches"]},
        "Ishbibenob (I)",
        {"hand": ["Ishbibenob (I)"], "territory": ["Achan (I)"], "deck": ["Lahmi (I)"]},
        answer_block=False,
    )
    _play(game, "Trumpets and Torches", "Gideon (J)")
    assert sorted(game.offered) == ["Achan (I)", "Ishbibenob (I)"]
    game.pick("Ishbibenob (I)")
    assert game.zone(P2, Zone.DECK) == ["Lahmi (I)", "Ishbibenob (I)"]
    game.do(Decline())  # player 2 has no character left and nothing to play
    assert game.where(SOUL) == (P1, Zone.LAND_OF_REDEMPTION)


# -- When Judges Governed: "If you control a Ruth Hero, withdraw an Evil Character. If you control
#    a Judge, discard an evil card in a territory." ------------------------------------------------


def _judges(mine: dict[str, list[str]], hero: str) -> tuple[Game, list[Event]]:
    game = Game.blocked(
        hero,
        {"hand": [hero, "When Judges Governed"], **mine},
        "Pilate's Soldiers",
        {"hand": ["Pilate's Soldiers"], "territory": ["Achan (I)"]},
        answer_block=False,
    )
    return game, _play(game, "When Judges Governed", hero)


def test_when_judges_governed_with_a_ruth_hero_and_a_judge_withdraws_and_discards() -> None:
    game, events = _judges({"territory": ["Ruth (J)"]}, "Gideon (J)")
    assert game.where("Pilate's Soldiers") == (P2, Zone.TERRITORY)
    assert _effects(events, "withdraw")[0].cards == (game.card("Pilate's Soldiers"),)
    # Then an evil card in a territory: Achan, or the Soldiers just withdrawn. Player 1's own
    # territory holds no evil card, so it is no choice.
    assert game.question.kind is QuestionKind.CARDS
    assert sorted(game.offered) == ["Achan (I)", "Pilate's Soldiers"]
    game.pick("Achan (I)")
    assert game.where("Achan (I)") == (P2, Zone.DISCARD_PILE)


def test_when_judges_governed_without_a_ruth_hero_does_not_withdraw() -> None:
    game, events = _judges({}, "Gideon (J)")
    assert not _effects(events, "withdraw")
    assert game.where("Pilate's Soldiers") == BATTLE
    assert game.where("Achan (I)") == (P2, Zone.DISCARD_PILE)  # the Judge part still works


def test_when_judges_governed_without_a_judge_does_not_discard() -> None:
    game, events = _judges({}, "Naomi (J)")
    assert game.where("Pilate's Soldiers") == (P2, Zone.TERRITORY)  # Naomi is a Ruth Hero
    assert not _effects(events, "discard")
    assert game.where("Achan (I)") == (P2, Zone.TERRITORY)


# -- You Are the Christ: "Discard an evil card." -----------------------------------------------


def test_you_are_the_christ_discards_an_evil_card_in_play() -> None:
    game = Game.blocked(
        "Peter (I)",
        {"hand": ["Peter (I)", "You Are the Christ"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"], "territory": ["Achan (I)"], "discard_pile": ["Nabal (I)"]},
        answer_block=False,
    )
    _play(game, "You Are the Christ", "Peter (I)")
    assert sorted(game.offered) == ["Achan (I)", "Lahmi (I)"]
    game.pick("Lahmi (I)")
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Nabal (I)", "Lahmi (I)"]
