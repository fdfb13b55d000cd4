"""Brigades listed after "in" or "on" name one kind of card of any of them (REG: Brigade).

"any N.T. Hero in gold, white, or blue brigade" is an N.T. Hero of one of the three brigades,
not a gold N.T. Hero or any white card or any blue card; "special abilities on Purple and Blue
brigade enhancements" are the abilities on Enhancements of either brigade.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, Game, full_pool

from redemption_rules import PlayEnhancement
from redemption_rules.cards.model import Brigade
from redemption_rules.effects import Location, Selector, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Band, Prevent
from redemption_rules.parser import parse_ability

BOOKS = "Paul's Books and Parchments"
"""Green GE: "Hero may band to any N.T. Hero in gold, white, or blue brigade." """


def test_the_brigades_after_in_are_those_of_the_one_hero_banded_to() -> None:
    (band,) = parse_ability(
        "Hero may band to any N.T. Hero in gold, white, or blue brigade."
    ).effects
    assert isinstance(band, Band)
    target = band.target
    assert not target.parts
    assert target.types == ("Hero",)
    assert target.identifiers == ("N.T.",)
    assert target.brigades == (Brigade.GOLD, Brigade.WHITE, Brigade.BLUE)


def test_the_brigades_after_on_are_those_of_the_enhancements() -> None:
    prevent = parse_ability(
        "Prevent all special abilities on Purple and Blue brigade enhancements, except banding."
    ).effects[0]
    assert isinstance(prevent, Prevent)
    target = prevent.target
    assert not target.parts
    assert target.types == ("ability",)
    assert not target.brigades
    (place,) = target.locations
    assert place.zone is Zone.ON_CARD
    assert isinstance(place.card, Selector)
    assert place.card.types == ("Enhancement",)
    assert place.card.brigades == (Brigade.PURPLE, Brigade.BLUE)
    assert [e.abilities for e in target.exceptions] == [("band",)]
    # as with one brigade: the place is the cards the abilities are on
    (one,) = parse_ability("Prevent all special abilities on Purple or Blue enhancements.").effects
    assert isinstance(one, Prevent)
    assert one.target.locations == (Location(Zone.ON_CARD, card=place.card),)


def test_a_list_that_is_not_only_brigades_stays_a_list() -> None:
    (discard,) = parse_ability("Discard a Hero in red brigade or a Lost Soul.").effects
    assert [part.types for part in discard.target.parts] == [("Hero",), ("Lost Soul",)]


def test_the_band_is_offered_to_nt_heroes_of_the_three_brigades_only() -> None:
    assert ability_support(full_pool().get(BOOKS)).carried_out
    waiting = [
        "Mary (B)",  # white, N.T.
        "Anna (Pr)",  # blue, N.T.
        "Daniel (Pr)",  # white, O.T.: no
        "Andrew (Ap)",  # red, N.T.: no
    ]
    game = Game.blocked(
        "Agabus",
        {"hand": ["Agabus", BOOKS], "territory": waiting},
        "Laban (F)",
        {"hand": ["Laban (F)"]},
        pool=full_pool(),
    )
    assert game.asked[0] == P1
    game.do(PlayEnhancement(game.card(BOOKS), game.card("Agabus")))
    game.choose(game.question.labels[0])  # use the "may"
    assert set(game.offered) == {"Mary (B)", "Anna (Pr)"}
    game.pick("Anna (Pr)")
    battle = game.state.battle
    assert battle is not None
    assert game.names(battle.heroes) == ["Agabus", "Anna (Pr)"]
