"""Abilities read as carried out, checked against the REG: the misreads found and fixed.

Each test plays a real card whose text the engine used to carry out other than it reads,
or checks that a text no field can hold is refused rather than guessed.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.execute import EffectContext
from redemption_rules.effects.kinds import Banish, Toss

BANNER = "Banner of Love [2024 - State]"
"""GE purple/white: "Interrupt the battle. Hero may band to a human. If a male and female
human Hero are in battle, you may discard an evil card." """


def _banner(territory: list[str]) -> Game:
    """Mary (female human Hero) is blocked by Archelaus (male) and plays Banner of Love."""
    assert ability_support(full_pool().get(BANNER)).carried_out
    game = Game.blocked(
        "Mary (B)",
        {"hand": ["Mary (B)", BANNER], "territory": territory},
        "Archelaus (Ap)",
        {"hand": ["Archelaus (Ap)"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(BANNER), game.card("Mary (B)")))
    assert game.question.labels == ("band to a human", "Decline")
    return game


def test_a_male_and_a_female_hero_must_both_be_in_battle() -> None:
    # A female Hero and a male Evil Character: no male human Hero, so no discard.
    game = _banner(["Jeremiah (D)"])
    game.decline()
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    assert game.where("Archelaus (Ap)") == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.problems() == []


def test_a_male_hero_banded_in_lets_the_discard_be_used() -> None:
    game = _banner(["Jeremiah (D)"])
    game.choose("band to a human")  # Jeremiah, the only human in P1's territory
    assert game.where("Jeremiah (D)") == (None, Zone.FIELD_OF_BATTLE)
    assert game.question.labels == ("discard an evil card", "Decline")
    game.choose("discard an evil card")  # Archelaus, the only evil card
    assert game.where("Archelaus (Ap)") == (P2, Zone.DISCARD_PILE)
    assert game.state.problems() == []


def test_a_gender_before_and_shares_the_noun_after_it() -> None:
    # Fire Foxes: "If used by Samson, remove a male and a female Evil Character from the
    # game": two Evil Characters, never a male Hero.
    ability = card_abilities(full_pool().get("Fire Foxes")).ability
    assert ability is not None
    banish = ability.effects[-1]
    assert isinstance(banish, Banish)
    male, female = banish.target.parts
    assert male.types == female.types == ("Evil Character",)
    assert (male.identifiers, female.identifiers) == (("male",), ("female",))


IN_REFERENCE = (
    "Search deck for Storehouse or Goshen. Protect sons of Jacob from discard. Enhancements"
    " with Joseph in title or reference cannot be negated."
)
"""Joseph (FooF): the reference was dropped, leaving Joseph in the title alone."""


def test_words_in_a_reference_are_refused() -> None:
    card = next(card for card in full_pool() if card.special_ability == IN_REFERENCE)
    support = ability_support(card)
    assert not support.carried_out
    assert any("words in a card's reference" in reason for reason in support.missing)


ANSWER = "Answer to Prayer (FooF)"
"""GE blue: "Search your deck for a good Genesis card and add it to hand or battle." """


def _answer() -> Game:
    """Rebekah (Genesis Hero) is blocked by Archelaus and plays Answer to Prayer."""
    assert ability_support(full_pool().get(ANSWER)).carried_out
    game = Game.blocked(
        "Rebekah (L)",
        {"hand": ["Rebekah (L)", ANSWER], "deck": ["Isaac (CoW)", "Adam (FoM)"]},
        "Archelaus (Ap)",
        {"hand": ["Archelaus (Ap)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(ANSWER), game.card("Rebekah (L)")))
    return game


def test_a_search_then_add_it_to_battle_adds_the_card_found() -> None:
    # The "or" option refers back to the card searched for: the search comes first in it
    # too, not an add to battle of nothing.
    game = _answer()
    labels = game.question.labels
    assert len(labels) == len(set(labels)) == 2
    game.choose(next(label for label in labels if label.endswith("(add to battle)")))
    game.pick("Isaac (CoW)")
    assert game.where("Isaac (CoW)") == (None, Zone.FIELD_OF_BATTLE)
    assert game.where("Adam (FoM)") == (P1, Zone.DECK)
    assert game.state.problems() == []


def test_a_search_then_add_it_to_hand_takes_the_card_found() -> None:
    game = _answer()
    game.choose(next(label for label in game.question.labels if label.endswith("(take)")))
    game.pick("Isaac (CoW)")
    assert game.where("Isaac (CoW)") == (P1, Zone.HAND)
    assert game.state.problems() == []


def test_words_in_the_special_ability_are_looked_for_there() -> None:
    # The Strong Angel (RoJ): 'Toss all Enhancements with "negated" in the special
    # ability' names Enhancements whose ability says "negated", not whose title does.
    ability = card_abilities(full_pool().get("The Strong Angel (RoJ)")).ability
    assert ability is not None
    toss = ability.effects[0]
    assert isinstance(toss, Toss)
    game = Game.at([{"hand": ["Amazing Faith (GoC)", "A Mighty Blow"]}, {}], pool=full_pool())
    context = EffectContext(game.state, P1)
    named = [
        game.name(card)
        for card in game.state.players[P1].hand
        if context.matches(card, toss.target)
    ]
    assert named == ["Amazing Faith (GoC)"]  # "... Cannot be negated."


LEPER = (
    "STAR: Look at the top 10 cards of a deck. HERO: You may look at the top X cards of a"
    " deck: Reserve an evil card or take up to 1 card you own. Cannot be interrupted."
)
"""The Thankful Leper (GoC): the take is among the cards looked at."""


def test_an_or_option_among_the_cards_looked_at_is_refused() -> None:
    # As an option of its own the take is not paired with the look: it would take a card
    # of the player's own in play, not one of the top X cards.
    card = next(card for card in full_pool() if card.special_ability == LEPER)
    ability = card_abilities(card).ability
    assert ability is not None
    assert [effect.kind for effect in ability.effects[1:]] == ["look", "reserve", "take"]
    support = ability_support(card)
    assert not support.carried_out
    assert support.missing == ("an 'or' option among the cards looked at or revealed",)


AMON = (
    "If blocking and King Manasseh is in your discard pile, search discard pile for a brown"
    " O.T. Evil Enhancement or an O.T. Artifact depicting an idol."
)
"""King Amon (Di): "blocking" is this card's state, read as a card in the discard pile."""


def test_a_state_joined_to_cards_somewhere_is_refused() -> None:
    card = next(card for card in full_pool() if card.special_ability == AMON)
    support = ability_support(card)
    assert not support.carried_out
    assert support.missing == ("a state of this card joined by 'and' to cards somewhere",)


def test_a_choice_of_topdeck_or_underdeck_after_a_look_is_refused() -> None:
    # Silas, the Bold [RR2]: "You may look at the top 3 cards of a deck: Topdeck or
    # underdeck them." The choice between the two is asked before the look, though the
    # effects paired with a look come after it (REG: Look).
    support = ability_support(full_pool().get("Silas, the Bold [RR2]"))
    assert support.missing == ("a choice of effects after a look or reveal, asked before it",)


PSALMIST = "David the Psalmist"
"""Hero: "Look at the top three cards of deck: you may underdeck them. ..." """
_DECK = ["Doeg (L)", "Goliath (L)", "Achan (I)", "Samson (J)"]


def _psalmist_attacks() -> Game:
    game = Game.at(
        [
            {"hand": [PSALMIST], "deck": _DECK},
            {"land_of_bondage": [SOUL], "territory": ["Goliath (UL)"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(PSALMIST), P2))
    return game


def test_a_may_after_a_colon_is_asked_and_may_be_declined() -> None:
    game = _psalmist_attacks()
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels[0] == "underdeck them"
    game.decline()
    assert game.zone(P1, Zone.DECK) == _DECK


def test_a_may_after_a_colon_taken_acts_on_the_cards_looked_at() -> None:
    game = _psalmist_attacks()
    game.choose("underdeck them")
    assert game.zone(P1, Zone.DECK)[0] == "Samson (J)"  # the three looked at went under it


JOB = "Affliction of Job (RoJ)"
"""GE/EE blue/brown: "Search deck or discard pile for Dust and Ashes. If used during battle,
decrease an opposing character X/X." Dust and Ashes is one Fortress, once read as two cards
called Dust and Ashes, which no deck holds."""


def test_a_search_for_a_title_of_two_things_finds_that_card() -> None:
    assert ability_support(full_pool().get(JOB)).carried_out
    game = Game.blocked(
        "Anna (Pr)",
        {"hand": ["Anna (Pr)", JOB], "deck": ["Dust and Ashes", "Mary (B)"]},
        "Laban (F)",
        {"hand": ["Laban (F)"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(JOB), game.card("Anna (Pr)")))
    assert game.offered == ["Dust and Ashes"]  # searched for by its title, one card
    game.pick("Dust and Ashes")
    game.settle()
    assert game.where("Dust and Ashes") == (P1, Zone.HAND)
    assert game.where("Mary (B)") == (P1, Zone.DECK)
    assert game.state.problems() == []


def test_a_temple_high_priest_is_one_identifier() -> None:
    # Haggai: "May band to Zechariah or a Zerubbabel's Temple High Priest." Read word by
    # word it was a high priest called "Zerubbabel's Temple", which no card is; Joshua the
    # High Priest is one (printed "Zerubabel's"), Amariah a Solomon's Temple High Priest.
    assert ability_support(full_pool().get("Haggai")).carried_out
    game = Game.at(
        [
            {
                "hand": ["Haggai"],
                "territory": ["Joshua the High Priest", "Amariah the High Priest"],
            },
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Haggai"), P2))
    assert game.question.labels == (
        "band to Zechariah or a Zerubbabel's Temple High Priest",
        "Decline",
    )
    game.choose(game.question.labels[0])  # the one such priest there is
    assert game.where("Joshua the High Priest") == (None, Zone.FIELD_OF_BATTLE)
    assert game.where("Amariah the High Priest") == (P1, Zone.TERRITORY)
    assert game.state.problems() == []
