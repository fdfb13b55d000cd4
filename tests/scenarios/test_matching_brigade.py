"""Cards "of matching brigade": sharing a brigade with the card the text matches (REG: Matching).

Two cards match if they share at least one brigade; a card does not match itself (REG:
Matching, Brigade). Whose brigade is matched: "this card's" and the card's own name ("matching
Joab's brigade") name the card itself; "that Hero's" names the card an earlier effect chose.
"Of matching brigade" names no card: offered in place of an effect ("Discard a Hero. Opponent
may discard a card of matching brigade ... instead") it matches the card that effect chose; on
a character's take or add to battle with no other card before it in its sentence, the
character itself. Where the text does not say (an Enhancement's "Hero of matching brigade", an
exchange), the ability is not carried out.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayerId, Zone
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.select import Scope
from redemption_rules.effects.targets import MATCHING_THAT_BRIGADE, MATCHING_THIS_BRIGADE
from redemption_rules.testing import build_position

HERO = "Anna (Pr)"
"""A blue Hero with no ability."""
BLUE_ENHANCEMENTS = ["Faith (L)", "Courage (L)"]
RED_ENHANCEMENT = "Battle Axe (L)"

SAUL = "Saul of Tarsus [2022 - Seasonal]"
"""A gray Evil Character: "You may draw 2 or take an Enhancement of matching brigade from
Reserve. ..."."""
GRAY = "Pain"
BLACK = "Ephah"
GRAY_AND_PALE_GREEN = "Balaam's Teaching (RoJ)"


def test_a_character_takes_an_enhancement_of_its_own_brigade() -> None:
    assert ability_support(full_pool().get(SAUL)).carried_out
    game = Game.at(
        [
            {"hand": [HERO]},
            {
                "hand": [SAUL],
                "reserve": [GRAY, BLACK, GRAY_AND_PALE_GREEN],
                "land_of_bondage": [SOUL],
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(SAUL)))
    game.choose("take an Enhancement of matching brigade from Reserve")  # no deck to draw from
    assert game.offered == [GRAY, GRAY_AND_PALE_GREEN]  # one shared brigade is enough
    assert game.question.prompt.startswith("Choose Enhancement of matching brigade to take")
    game.pick(GRAY_AND_PALE_GREEN)
    assert game.zone(P2, Zone.HAND) == [GRAY_AND_PALE_GREEN]


ANTIOCHUS = "Antiochus IV Epiphanes"
"""A black and gray Evil Character: "If another Greek Evil Character is in play, discard a
Hero. Opponent may discard a card of matching brigade from hand or territory instead. Cannot
be negated."."""
GREEK = "Greek Philosophers"
OFFER = "discard a card of matching brigade from hand or territory instead"


def _antiochus(hand: list[str]) -> Game:
    assert ability_support(full_pool().get(ANTIOCHUS)).carried_out
    game = Game.at(
        [
            {"hand": [HERO, *hand]},
            {"hand": [ANTIOCHUS], "territory": [GREEK], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(ANTIOCHUS)))
    return game


def test_the_card_offered_instead_matches_the_hero_chosen() -> None:
    game = _antiochus([*BLUE_ENHANCEMENTS, RED_ENHANCEMENT])
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(OFFER)
    assert game.offered == BLUE_ENHANCEMENTS
    game.pick(BLUE_ENHANCEMENTS[0])
    assert game.zone(P1, Zone.DISCARD_PILE) == [BLUE_ENHANCEMENTS[0]]
    assert game.where(HERO) == (None, Zone.FIELD_OF_BATTLE)


def test_with_no_card_of_the_heros_brigade_the_hero_is_discarded() -> None:
    game = _antiochus([RED_ENHANCEMENT])
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.zone(P1, Zone.DISCARD_PILE) == [HERO]
    assert game.zone(P1, Zone.HAND) == [RED_ENHANCEMENT]


def test_that_heros_brigade_is_the_brigade_of_the_card_chosen_before() -> None:
    # Servants of Achish: "Withdraw a Hero (except a meek Hero). Opponent may topdeck a card
    # matching that Hero's brigade from hand instead."
    servants = full_pool().get("Servants of Achish (LoC)")
    ability = card_abilities(servants).ability
    assert ability is not None
    assert ability.effects[1].target.qualifiers == (MATCHING_THAT_BRIGADE,)  # type: ignore[attr-defined]
    assert ability_support(servants).carried_out


JOAB = "Joab (CoW)"
"""A red Hero and brown Evil Character: "... May band to an O.T. warrior class character
matching Joab's brigade."."""
RED_WARRIOR = "Abishai (Ki)"
BLUE_WARRIOR = "Abiezer (Ki)"


def test_a_character_named_by_its_own_name_matches_its_own_brigade() -> None:
    ability = card_abilities(full_pool().get(JOAB)).ability
    assert ability is not None
    assert ability.effects[-1].target.qualifiers == (MATCHING_THIS_BRIGADE,)  # type: ignore[attr-defined]
    game = Game.at(
        [{"territory": [JOAB, BLUE_WARRIOR, RED_WARRIOR]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(JOAB), P2))
    game.choose("band to an O.T. warrior class character matching Joab's brigade")
    battle = game.state.battle
    assert battle is not None
    assert game.names(battle.heroes) == [JOAB, RED_WARRIOR]


def test_no_warrior_of_joabs_brigade_no_band() -> None:
    game = Game.at(
        [{"territory": [JOAB, BLUE_WARRIOR]}, {"land_of_bondage": [SOUL]}], pool=full_pool()
    )
    game.do(Attack(game.card(JOAB), P2))
    assert game.asked == (P2, DecisionKind.BLOCK)  # the band was not offered


ALIENS = "Aliens (LoC Black/Pale Green)"
"""A black and pale green Evil Character: "... You may capture this card to a player to add
your human of matching brigade to battle. Cannot be prevented."."""
BLACK_HUMAN = "Greek Philosophers"
GRAY_HUMAN = "King Cushan-Rishathaim"
CAPTURE = "capture this card to a player to add your human of matching brigade to battle"


def _aliens(territory: list[str]) -> Game:
    assert ability_support(full_pool().get(ALIENS)).carried_out
    game = Game.at(
        [{"hand": [HERO]}, {"hand": [ALIENS], "territory": territory, "land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(ALIENS)))
    return game


def test_a_captured_character_adds_a_human_of_its_brigade() -> None:
    # the capture is the cost of the add: both activate in the step of the add, together
    # (REG: Ability Activation Order)
    game = _aliens([GRAY_HUMAN, BLACK_HUMAN])
    assert game.question.labels == (CAPTURE, "Decline")
    game.choose(CAPTURE)
    game.choose("player 1")
    assert game.where(ALIENS) == (P1, Zone.LAND_OF_BONDAGE)
    battle = game.state.battle
    assert battle is not None
    assert game.names(battle.evil_characters) == [BLACK_HUMAN]


def test_no_human_of_its_brigade_no_capture() -> None:
    game = _aliens([GRAY_HUMAN])
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.where(ALIENS) == (None, Zone.FIELD_OF_BATTLE)


def test_good_gold_and_evil_gold_are_two_brigades() -> None:
    # REG: Brigade: there are two gold brigades, one good and one evil
    state = build_position(
        full_pool(),
        [
            {"territory": ["Aliens (LoC Crimson/Gold)", "Clinging to Power (GoC)"]},
            {"territory": ["Shamgar (FoM)"]},
        ],
    )
    scope = Scope(state, PlayerId(0))
    aliens, clinging, good_gold = state.players[0].territory + state.players[1].territory
    assert scope.has_matching_brigade(clinging, (aliens,))  # evil gold
    assert not scope.has_matching_brigade(good_gold, (aliens,))
    assert not scope.has_matching_brigade(aliens, (aliens,))  # not itself


def test_where_the_text_does_not_say_whose_brigade_it_is_not_carried_out() -> None:
    # an Enhancement's "Hero of matching brigade"; an exchange's "card of matching brigade"
    names = (
        "Bearing Our Sin",
        "Return to Fight",
        "Noah (CoW)",
        'Lost Soul "Galileans" [Luke 13:2]',
    )
    for name in names:
        assert "qualifier 'matching_brigade'" in ability_support(full_pool().get(name)).missing


FAITHFUL_SERVANT = "Faithful Servant (GoC)"
"""A clay and gold Hero: "Protect Lost Souls from evil cards. You may reserve an evil
Enhancement from opponent's deck, or Hero may band to a N.T. Hero of matching brigade."."""
GOLD_NT_HERO = "Gaius"
BLUE_NT_HERO = "Anna (Pr)"
RESERVE = "reserve an evil Enhancement from opponent\u2019s deck"


def test_a_character_bands_to_a_hero_of_its_own_brigade() -> None:
    assert ability_support(full_pool().get(FAITHFUL_SERVANT)).carried_out
    game = Game.at(
        [
            {"territory": [FAITHFUL_SERVANT, BLUE_NT_HERO, GOLD_NT_HERO]},
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(FAITHFUL_SERVANT), P2))
    game.choose("band to a N.T. Hero of matching brigade")
    battle = game.state.battle
    assert battle is not None
    assert game.names(battle.heroes) == [FAITHFUL_SERVANT, GOLD_NT_HERO]


def test_the_alternatives_are_one_choice() -> None:
    # "reserve ..., or Hero may band ...": the ability moves a character into battle, so it
    # activates in that step as a whole (REG: Ability Activation Order), one option taken
    game = Game.at(
        [
            {"territory": [FAITHFUL_SERVANT, GOLD_NT_HERO]},
            {"deck": ["Ephah"], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(FAITHFUL_SERVANT), P2))
    assert game.question.labels == (
        RESERVE,
        "band to a N.T. Hero of matching brigade",
        "Decline",
    )
    game.choose(RESERVE)
    game.pick("Ephah")
    assert game.zone(P2, Zone.RESERVE) == ["Ephah"]
    assert game.asked == (P2, DecisionKind.BLOCK)  # no band after the reserve
    battle = game.state.battle
    assert battle is not None
    assert game.names(battle.heroes) == [FAITHFUL_SERVANT]
