"""A replacement in the place of harm: "If your O.T. human is harmed, you may hold it here instead".

REG: Harm, Instead, Hold, City, Limit. A card is harmed when an ability on a card of the
opposite alignment (or on a neutral card an opponent controls) targets it. City of Refuge
(PoC), played as a Fortress: "FORT: Once per turn, if an opponent's ability harms your O.T.
human, you may hold it here instead." Men of Judah [RR2]: "If this card is harmed or
defeated, you may topdeck it instead." Michael, the Guardian: "If your Daniel Hero is harmed,
you may topdeck it instead." As the harming effect is about to be carried out, its targets
chosen, the watching card's controller is asked; used, the replacing effect is carried out
on the card and the harming effect passes it by; declined, the harm happens.
"""

from __future__ import annotations

from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    Attack,
    Block,
    CardType,
    DecisionKind,
    Decline,
    EndPhase,
    GameState,
    Phase,
    PlayCard,
    PlayEnhancement,
    UseAbility,
    Zone,
)
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import EffectCarriedOut
from redemption_rules.serialization import from_json, to_json
from redemption_rules.state import Use, limit_key

CITY = "City of Refuge (PoC)"
JEREMIAH = "Jeremiah (D)"
"""An O.T. human Hero (7/7) with no ability."""
LEGION = "Legion of Angels"
"""A silver Hero (12/12), no human, with no ability."""
DEMON = "Possessing Demon (j)"
"""An orange Evil Character (3/4) with no ability."""
DARTS = "Fiery Darts (J)"
"""Orange Evil Enhancement: "Discard a Hero." """
JUDAH = "Men of Judah [RR2]"
MICHAEL = "Michael, the Guardian"
DANIEL = "Daniel (Pr)"
"""A Hero of the book of Daniel (6/7) with no ability."""
DOEG = "Doeg (L)"
"""A pale green Evil Character (6/6) with no ability."""
JACOB = "Death of Jacob"
"""Pale green Evil Enhancement: "Discard a Hero in a territory." """


def test_the_harm_replacements_are_carried_out() -> None:
    pool = full_pool()
    for name in (CITY, JUDAH, MICHAEL):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def _darts_at(hero: str, *, city_as: CardType = CardType.FORTRESS) -> Game:
    """Player 1 plays City of Refuge as *city_as*, attacks with *hero* and is blocked; the
    blocker's player, losing, plays Fiery Darts."""
    game = Game.at(
        [
            {"hand": [hero, CITY]},
            {"hand": [DEMON, DARTS], "land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayCard(game.card(CITY), city_as))
    game.settle()
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card(hero), P2))
    game.settle()
    game.do(Block(game.card(DEMON)))
    game.settle()
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(DARTS), game.card(DEMON)))
    game.pass_windows()
    return game


def test_an_o_t_human_harmed_by_an_opponent_may_be_held_in_the_city() -> None:
    game = _darts_at(JEREMIAH)
    city = game.card(CITY)
    assert game.asked == (P1, DecisionKind.REPLACE)
    assert game.legal == [UseAbility(city, 1), Decline()]
    assert from_json(to_json(game.state), GameState) == game.state
    game.do(UseAbility(city, 1))
    game.settle()
    jeremiah = game.card(JEREMIAH)
    assert game.where(JEREMIAH) == (P1, Zone.TERRITORY)
    assert game.state.instance(jeremiah).held_by == city
    [held] = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "hold"]
    assert held.cards == (jeremiah,)
    [darts] = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "discard"]
    assert darts.cards == ()  # the discard passed the Hero by
    assert game.state.problems() == []


def test_declined_the_harm_happens() -> None:
    game = _darts_at(JEREMIAH)
    game.do(Decline())
    game.settle()
    assert game.where(JEREMIAH) == (P1, Zone.DISCARD_PILE)
    assert not [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "hold"]


def test_a_hero_that_is_no_o_t_human_is_not_held() -> None:
    game = _darts_at(LEGION)
    assert game.asked != (P1, DecisionKind.REPLACE)
    assert game.where(LEGION) == (P1, Zone.DISCARD_PILE)


def test_once_per_turn_the_second_harm_is_not_replaced() -> None:
    game = Game.at(
        [
            {"hand": [JEREMIAH, CITY]},
            {"hand": [DEMON, DARTS], "land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayCard(game.card(CITY), CardType.FORTRESS))
    game.settle()
    # the city's hold was used once already this turn (REG: Limit: counted by title)
    used = Use(limit_key(full_pool().get(CITY).title, "turn"), P1, "turn")
    game.state = evolve(game.state, uses=(*game.state.uses, used))
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card(JEREMIAH), P2))
    game.settle()
    game.do(Block(game.card(DEMON)))
    game.settle()
    game.do(PlayEnhancement(game.card(DARTS), game.card(DEMON)))
    game.pass_windows()
    assert game.asked != (P1, DecisionKind.REPLACE)
    assert game.where(JEREMIAH) == (P1, Zone.DISCARD_PILE)


def test_a_city_played_as_a_site_holds_nothing() -> None:
    # as a Site, the City protects O.T. humans from discard instead (its SITE: ability)
    game = _darts_at(JEREMIAH, city_as=CardType.SITE)
    assert game.asked != (P1, DecisionKind.REPLACE)
    assert game.state.instance(game.card(JEREMIAH)).held_by is None
    assert game.where(JEREMIAH) == (None, Zone.FIELD_OF_BATTLE)


def _harmed_by(hero: str, territory: list[str], blocker: str, enhancement: str) -> Game:
    """*hero* attacks and is blocked by *blocker*, whose player, losing, plays *enhancement*.

    Player 1 has the cards of *territory* there.
    """
    game = Game.blocked(
        hero,
        {"hand": [hero], "territory": territory},
        blocker,
        {"hand": [blocker, enhancement]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(enhancement), game.card(blocker)))
    game.pass_windows()
    return game


def test_a_hero_harmed_in_battle_may_topdeck_itself_instead() -> None:
    game = _harmed_by(JUDAH, [], DEMON, DARTS)
    judah = game.card(JUDAH)
    assert game.asked == (P1, DecisionKind.REPLACE)
    assert game.legal == [UseAbility(judah, 0), Decline()]
    game.do(UseAbility(judah, 0))
    game.settle()
    assert game.where(JUDAH) == (P1, Zone.DECK)
    assert game.state.players[P1].deck[0] == judah  # on top
    assert game.state.problems() == []


def test_a_daniel_hero_in_territory_may_be_topdecked_instead() -> None:
    game = _harmed_by(MICHAEL, [DANIEL], DOEG, JACOB)
    assert game.asked == (P1, DecisionKind.REPLACE)
    game.do(UseAbility(game.card(MICHAEL), 0))
    game.settle()
    daniel = game.card(DANIEL)
    assert game.state.players[P1].deck[0] == daniel
    assert game.where(MICHAEL) == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.problems() == []


CHAMBER = "Chamber of Angels (GoC)"
"""Fortress: "If your angel is harmed or defeated, you may hold it here instead. While
occupied, negate opponents' evil cards in territories." """
BETHESDA = "Angel at Bethesda"
"""A silver angel Hero (3/1) with no ability."""
GUIDING = "Guiding Angel"
"""A silver angel Hero (7/7) with no ability."""
WORMS = "Eaten by Worms (I)"
"""Silver Good Enhancement: "Discard an Evil Character." """
TARTAROS = "Tartaros (PC)"
"""Evil Fortress: "If your demon is discarded or captured, you may hold it here instead. ..." """


def test_chamber_of_angels_is_carried_out() -> None:
    support = ability_support(full_pool().get(CHAMBER))
    assert support.carried_out, support.missing


def test_an_angel_harmed_may_be_held_in_the_chamber() -> None:
    game = _harmed_by(LEGION, [CHAMBER], DEMON, DARTS)
    chamber = game.card(CHAMBER)
    assert game.asked == (P1, DecisionKind.REPLACE)
    game.do(UseAbility(chamber, 0))
    game.settle()
    assert game.where(LEGION) == (P1, Zone.TERRITORY)
    assert game.state.instance(game.card(LEGION)).held_by == chamber
    assert game.state.problems() == []


def test_an_angel_defeated_by_the_numbers_may_be_held_in_the_chamber() -> None:
    game = Game.blocked(
        BETHESDA,
        {"hand": [BETHESDA], "territory": [CHAMBER]},
        DEMON,
        {"hand": [DEMON]},
        pool=full_pool(),
    )
    while game.state.battle is not None and game.asked[1] is not DecisionKind.REPLACE:
        game.do(game.legal[-1])  # pass the initiative, decline every "may"
    assert game.asked == (P1, DecisionKind.REPLACE)
    game.do(UseAbility(game.card(CHAMBER), 0))
    game.settle()
    assert game.state.instance(game.card(BETHESDA)).held_by == game.card(CHAMBER)
    assert game.where(BETHESDA) == (P1, Zone.TERRITORY)


def _worms(*, occupied: bool) -> Game:
    """Angel at Bethesda plays Eaten by Worms on the demon it is blocked by; the demon's
    player has Tartaros, player 1 Chamber of Angels (holding Guiding Angel if *occupied*)."""
    game = Game.blocked(
        BETHESDA,
        {"hand": [BETHESDA, WORMS], "territory": [CHAMBER, GUIDING]},
        DEMON,
        {"hand": [DEMON], "territory": [TARTAROS]},
        pool=full_pool(),
    )
    if occupied:
        cards = list(game.state.cards)
        guiding = game.card(GUIDING)
        cards[guiding] = evolve(cards[guiding], held_by=game.card(CHAMBER))
        game.state = evolve(game.state, cards=tuple(cards))
    game.do(PlayEnhancement(game.card(WORMS), game.card(BETHESDA)))
    game.pass_windows()
    return game


def test_while_occupied_the_chamber_negates_the_opponents_evil_fortress() -> None:
    game = _worms(occupied=True)
    assert game.asked != (P2, DecisionKind.REPLACE)  # Tartaros is negated: it holds nothing
    assert game.where(DEMON) == (P2, Zone.DISCARD_PILE)


def test_unoccupied_the_chamber_negates_nothing() -> None:
    game = _worms(occupied=False)
    assert game.asked == (P2, DecisionKind.REPLACE)
    assert game.legal[0] == UseAbility(game.card(TARTAROS), 0)


DUST = "Dust and Ashes [2023 - Seasonal]"
"""Fortress: "If put in play, you may take an O.T. blue human from discard pile. If your Job is
harmed or defeated by an opponent, you may bounce him instead." """
JOB = "Job"
"""A blue Hero (6/12): "Protect Job from discard and capture abilities." """
STABLE = "Bethlehem Stable (GoC)"
"""Fortress: "Protect hand, deck and Reserve from opponents. If your nativity Hero is harmed
or defeated by an opponent, you may reserve it instead. ..." """
JOSEPH = "Joseph, the Betrothed (GoC)"
"""A white nativity Hero (11/9)."""
PROSELYTE = "Hypocrite's Proselyte"
"""Gray and orange Evil Enhancement: "Underdeck a Hero." """


def test_job_harmed_by_an_opponent_may_be_bounced_instead() -> None:
    assert ability_support(full_pool().get(DUST)).carried_out
    game = _harmed_by(JOB, [DUST], DEMON, PROSELYTE)
    assert game.asked == (P1, DecisionKind.REPLACE)
    game.do(UseAbility(game.card(DUST), 1))
    game.settle()
    assert game.where(JOB) == (P1, Zone.HAND)
    assert game.state.problems() == []


def test_a_nativity_hero_harmed_by_an_opponent_may_be_reserved_instead() -> None:
    assert ability_support(full_pool().get(STABLE)).carried_out
    game = _harmed_by(JOSEPH, [STABLE], DEMON, PROSELYTE)
    assert game.asked == (P1, DecisionKind.REPLACE)
    [use, _] = game.legal
    game.do(use)
    game.settle()
    assert game.where(JOSEPH) == (P1, Zone.RESERVE)
    assert game.state.problems() == []


def test_declined_the_hero_is_underdecked() -> None:
    game = _harmed_by(JOB, [DUST], DEMON, PROSELYTE)
    game.do(Decline())
    game.settle()
    assert game.where(JOB) == (P1, Zone.DECK)
    assert game.state.players[P1].deck[-1] == game.card(JOB)


SWORD = "Michael's Sword"
"""A silver good weapon: "Negate all immune abilities on Evil Characters and evil weapons." """


def test_a_warrior_held_from_battle_leaves_its_weapon_without_a_bearer() -> None:
    # the weapon follows a warrior going home, but a card held in a Fortress bears none: it
    # is discarded as the other Enhancements a character leaving battle used are
    game = Game.at(
        [
            {"territory": [LEGION, SWORD, CHAMBER]},
            {"hand": [DEMON, DARTS], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    legion, sword = game.card(LEGION), game.card(SWORD)
    cards = list(game.state.cards)
    cards[sword] = evolve(cards[sword], equipped_to=legion)
    game.state = evolve(game.state, cards=tuple(cards))
    assert game.state.problems() == []
    game.do(Attack(legion, P2))
    game.settle()
    game.do(Block(game.card(DEMON)))
    game.settle()
    assert game.where(SWORD) == (None, Zone.FIELD_OF_BATTLE)  # it followed its warrior in
    game.do(PlayEnhancement(game.card(DARTS), game.card(DEMON)))
    game.pass_windows()
    game.do(UseAbility(game.card(CHAMBER), 0))
    game.settle()
    assert game.state.instance(legion).held_by == game.card(CHAMBER)
    assert game.state.instance(sword).equipped_to is None
    assert game.where(SWORD) == (P1, Zone.DISCARD_PILE)
    assert game.state.problems() == []
