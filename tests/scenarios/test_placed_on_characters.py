"""Cards placed on characters by their own text (REG: Place, Bearer, Used By).

"Place on your clay or purple Hero: Protect Hero from ..." moves the card, face up, onto one
of the player's clay or purple Heroes in play. It lies on that character, used by nobody:
in its territory, or in battle with it. It follows the character into and out of battle;
"when a character is captured or rescued, all cards placed on that character are
discarded", and wherever else the character goes the card goes too (to its owner's pile of
that kind). The ongoing ability paired with the place lasts "while the placed card remains
in the placed location", and acts on the character its words name again ("Protect Hero").
"""

from __future__ import annotations

from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    Block,
    DecisionKind,
    EndPhase,
    GameState,
    Phase,
    PlayEnhancement,
    Zone,
    engine,
    from_json,
    observe,
    to_json,
)
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.grants import has_site_access
from redemption_rules.effects.protection import shielded_from
from redemption_rules.events import CardPlacedOn, describe
from redemption_rules.state import Enhancement
from redemption_rules.table import Table

FAITHFULNESS = "Faithfulness"
"""GE, Clay/Purple, Territory class: "Place on your clay or purple Hero: Protect Hero from
withdraw, underdeck, conversion, side battles, and capture." """
ESTHER = "Esther (L)"
"""Purple Hero 6/6, no special ability: she plays Faithfulness."""
BATHSHEBA = "Bathsheba"
"""Purple Hero 5/5, no special ability: Faithfulness goes on her."""
BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""Blue Hero 10/10, no special ability: not clay or purple."""
SNARE = "Demonic Snare"
"""EE, Gray: "Capture a Hero in play." """
DARTS = "Fiery Darts (J)"
"""EE, Orange 2/2: "Discard a Hero." """
POSSESSING_DEMON = "Possessing Demon (j)"
"""Orange Evil Character 3/4, a demon, no special ability: it uses Fiery Darts."""
LAHMI = "Lahmi (I)"
"""Black Evil Character 10/10, no special ability."""
SPEAR = "Lahmi's Spear (I)"
"""EE, Black 5/0: "You may discard this card to discard a Hero." """
DRAWN_OUT = "Drawn Out"
"""GE, Purple: "Take an O.T. male human Hero from deck, discard pile, or hand and put it in
territory. Place this card on that Hero. Protect that Hero from evil discard abilities." """
AMOS = "Amos"
"""Green Hero 6/3, an O.T. male human, no special ability."""


def test_the_cards_placed_on_a_character_are_carried_out() -> None:
    for name in (FAITHFULNESS, DRAWN_OUT, "Wings", "Wheel within a Wheel (FooF)"):
        support = ability_support(full_pool().get(name))
        assert support.carried_out, (name, support.missing)


def test_what_a_card_on_a_character_does_other_than_last_there_is_refused() -> None:
    pool = full_pool()
    # "While that Hero is in battle, orange brigade Enhancements cannot be negated": a
    # modifier of the card's on other cards, not tied to the place
    assert "a modifier of other cards beside a place on a character" in (
        ability_support(pool.get("Built on Sand")).missing
    )
    # "After battle, you may place this card on a Hero: You may underdeck this card to
    # underdeck that Hero": a place after battle, paired with a use by hand
    assert "a place on a character that is optional, triggered, conditional or for a while" in (
        ability_support(pool.get("Evil Spawn [GoC] (GoC)")).missing
    )
    # "This Evil Character Character cannot be ignored and is protected ...": "this" reads
    # as the card itself, not the character it lies on
    assert "an effect of a card placed on a character on the card itself" in (
        ability_support(pool.get("Hating the Light")).missing
    )


def _placed(*, theirs: dict[str, list[str]] | None = None) -> Game:
    """Esther plays Faithfulness in the Preparation Phase; it goes on Bathsheba."""
    game = Game.at(
        [
            {"territory": [ESTHER, BATHSHEBA, BARTHOLOMEW], "hand": [FAITHFULNESS]},
            theirs or {"territory": [LAHMI]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(FAITHFULNESS), game.card(ESTHER)))
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert sorted(game.offered) == [BATHSHEBA, ESTHER]  # not the blue Hero
    game.pick(BATHSHEBA)
    game.settle()
    return game


def _attacking(game: Game) -> Game:
    """Bathsheba attacks player 2."""
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card(BATHSHEBA), P2))
    game.settle()
    return game


def _kept_off(game: Game, kind: str) -> list[str]:
    """The cards an ability of *kind* on player 2's Lahmi (wherever it is) cannot target."""
    return sorted(game.names(list(shielded_from(game.state, game.card(LAHMI), None, kind))))


def test_the_card_goes_on_the_hero_and_protects_her() -> None:
    game = _placed()
    faith, bathsheba = game.card(FAITHFULNESS), game.card(BATHSHEBA)
    assert game.where(FAITHFULNESS) == (P1, Zone.TERRITORY)
    record = game.state.cards[faith]
    assert record.held_by == bathsheba
    assert record.identity is CardType.GOOD_ENHANCEMENT
    assert not record.face_down
    assert _kept_off(game, "capture") == [BATHSHEBA]
    assert _kept_off(game, "withdraw") == [BATHSHEBA]
    assert _kept_off(game, "discard") == []  # not from discard
    assert game.state.problems() == []


def test_the_card_follows_the_hero_into_battle_and_back() -> None:
    game = _placed()
    faith, bathsheba = game.card(FAITHFULNESS), game.card(BATHSHEBA)
    _attacking(game)
    battle = game.state.battle
    assert battle is not None
    assert game.where(FAITHFULNESS) == (None, Zone.FIELD_OF_BATTLE)
    placed = [e for e in battle.enhancements if e.card == faith]
    assert [(e.user, e.placed, e.equipped) for e in placed] == [(bathsheba, True, False)]
    assert game.state.cards[faith].held_by is None  # in battle the battle record says so
    assert _kept_off(game, "capture") == [BATHSHEBA]
    assert game.state.problems() == []
    game.do(Block(game.card(LAHMI)))
    game.settle()
    game.end_turn()  # Lahmi 10/10 defeats Bathsheba 5/5: she is discarded, and it with her
    assert game.where(BATHSHEBA) == (P1, Zone.DISCARD_PILE)
    assert game.where(FAITHFULNESS) == (P1, Zone.DISCARD_PILE)
    assert game.state.problems() == []


def test_its_protection_ends_as_it_leaves_the_hero() -> None:
    game = _placed()
    table = Table(game.state)
    table.move(game.card(FAITHFULNESS), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.where(BATHSHEBA) == (P1, Zone.TERRITORY)
    assert _kept_off(game, "capture") == []  # "while the placed card remains" placed
    assert game.state.problems() == []


def test_it_stays_on_the_hero_as_she_comes_home() -> None:
    game = _attacking(_placed(theirs={"discard_pile": [LAHMI]}))
    bathsheba = game.card(BATHSHEBA)
    game.end_turn()
    assert game.where(BATHSHEBA) == (P1, Zone.TERRITORY)
    assert game.where(FAITHFULNESS) == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card(FAITHFULNESS)].held_by == bathsheba
    assert _kept_off(game, "capture") == [BATHSHEBA]
    assert game.state.problems() == []


def test_it_is_discarded_with_the_hero_and_its_protection_ends() -> None:
    game = _attacking(
        _placed(theirs={"territory": [POSSESSING_DEMON], "hand": [DARTS], "discard_pile": [LAHMI]})
    )
    game.do(Block(game.card(POSSESSING_DEMON)))
    game.settle()
    game.do(PlayEnhancement(game.card(DARTS), game.card(POSSESSING_DEMON)))
    assert BATHSHEBA in game.offered
    game.pick(BATHSHEBA)
    game.settle()
    assert game.where(BATHSHEBA) == (P1, Zone.DISCARD_PILE)
    assert game.where(FAITHFULNESS) == (P1, Zone.DISCARD_PILE)
    assert game.state.cards[game.card(FAITHFULNESS)].held_by is None
    assert _kept_off(game, "capture") == []
    assert game.state.problems() == []


def _moved(game: Game, to: tuple[int, Zone]) -> Game:
    table = Table(game.state)
    table.move(game.card(BATHSHEBA), (P1, Zone.TERRITORY), (to[0], to[1]))  # type: ignore[arg-type]
    engine.settle(table)
    game.state = table.freeze()
    return game


def test_it_is_discarded_as_the_hero_is_captured() -> None:
    # REG Place: "When a character is captured or rescued, all cards placed on that
    # character are discarded", not taken along to the Land of Bondage
    game = _moved(_placed(), (P2, Zone.LAND_OF_BONDAGE))
    assert game.where(FAITHFULNESS) == (P1, Zone.DISCARD_PILE)
    assert game.state.cards[game.card(FAITHFULNESS)].held_by is None
    assert _kept_off(game, "capture") == []
    assert game.state.problems() == []


def test_it_goes_where_the_hero_goes_off_the_playing_surface() -> None:
    game = _moved(_placed(), (P1, Zone.HAND))
    assert game.where(FAITHFULNESS) == (P1, Zone.HAND)
    assert game.state.cards[game.card(FAITHFULNESS)].held_by is None
    assert game.state.problems() == []


def test_a_card_placed_on_a_character_survives_a_json_round_trip_and_is_seen() -> None:
    game = _placed()
    assert from_json(to_json(game.state), GameState) == game.state
    faith = game.card(FAITHFULNESS)
    for player in (P1, P2):
        seen = observe(game.state, player)
        assert faith in seen.players[P1].territory.cards
        assert {c.id: c for c in seen.cards}[faith].held_by == game.card(BATHSHEBA)
    _attacking(game)
    assert from_json(to_json(game.state), GameState) == game.state


def test_placed_on_a_hero_in_battle_it_stays_there_used_by_nobody() -> None:
    game = Game.blocked(
        BATHSHEBA,
        {"territory": [BATHSHEBA, ESTHER], "hand": [FAITHFULNESS]},
        LAHMI,
        {"hand": [LAHMI]},
        pool=full_pool(),
    )
    faith, bathsheba = game.card(FAITHFULNESS), game.card(BATHSHEBA)
    game.do(PlayEnhancement(faith, bathsheba))
    assert sorted(game.offered) == [BATHSHEBA, ESTHER]
    events = game.pick(BATHSHEBA) + game.settle()
    battle = game.state.battle
    assert battle is not None
    assert [(e.card, e.user, e.placed) for e in battle.enhancements] == [(faith, bathsheba, True)]
    assert CardPlacedOn(P1, faith, bathsheba) in events  # a frontend sees where it went
    assert describe(CardPlacedOn(P1, faith, bathsheba), game.state) == (
        "Faithfulness is placed on Bathsheba."
    )
    assert _kept_off(game, "capture") == [BATHSHEBA]
    assert "Enhancements: Faithfulness placed on Bathsheba" in str(game.state)
    assert game.state.problems() == []


def test_placed_on_a_hero_in_territory_it_leaves_the_battle() -> None:
    game = Game.blocked(
        BATHSHEBA,
        {"territory": [BATHSHEBA, ESTHER], "hand": [FAITHFULNESS]},
        LAHMI,
        {"hand": [LAHMI]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(FAITHFULNESS), game.card(BATHSHEBA)))
    game.pick(ESTHER)
    game.settle()
    battle = game.state.battle
    assert battle is not None
    assert battle.enhancements == ()
    assert game.where(FAITHFULNESS) == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card(FAITHFULNESS)].held_by == game.card(ESTHER)
    assert _kept_off(game, "capture") == [ESTHER]
    assert "Territory: Esther (L) 6/6 with Faithfulness" in str(game.state)
    assert game.state.problems() == []


def test_a_placed_card_adds_nothing_to_its_bearers_numbers() -> None:
    # REG Used By: an Enhancement "being placed by an ability" is not used by its bearer
    game = Game.blocked(
        BATHSHEBA, {"territory": [BATHSHEBA]}, LAHMI, {"hand": [LAHMI, SPEAR]}, pool=full_pool()
    )
    lahmi, spear = game.card(LAHMI), game.card(SPEAR)
    table = Table(game.state)
    table.move(
        spear, (P2, Zone.HAND), (None, Zone.FIELD_OF_BATTLE), identity=CardType.EVIL_ENHANCEMENT
    )
    battle = table.battle
    assert battle is not None
    placed = Enhancement(spear, lahmi, P2, placed=True)
    table.battle = evolve(battle, enhancements=(placed,))
    game.state = table.freeze()
    assert game.numbers == (5, 5, 10, 10)  # the Spear's 5/0 counts for nobody
    assert game.state.problems() == []


def _drawn_out() -> Game:
    """Esther, blocked by Lahmi, plays Drawn Out: Amos comes from deck; it goes on him."""
    game = Game.blocked(
        ESTHER,
        {"territory": [ESTHER], "hand": [DRAWN_OUT], "deck": [AMOS]},
        LAHMI,
        {"hand": [LAHMI, SPEAR]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(DRAWN_OUT), game.card(ESTHER)))
    game.pick(AMOS)
    game.settle()
    return game


def test_the_card_goes_on_the_hero_it_took_and_protects_him() -> None:
    game = _drawn_out()
    amos = game.card(AMOS)
    assert game.where(AMOS) == (P1, Zone.TERRITORY)
    assert game.where(DRAWN_OUT) == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card(DRAWN_OUT)].held_by == amos
    battle = game.state.battle
    assert battle is not None
    assert battle.enhancements == ()  # out of the battle, on Amos
    kept_off = shielded_from(game.state, game.card(SPEAR), game.card(LAHMI), "discard")
    assert sorted(game.names(list(kept_off))) == [AMOS]  # "that Hero": not Esther
    told = [describe(event, game.state) for event in game.events]
    assert "Drawn Out is placed on Amos." in told
    assert game.state.problems() == []


def test_it_follows_the_hero_it_took_into_the_next_battle() -> None:
    game = _drawn_out()
    game.end_turn()  # Esther loses to Lahmi; player 2's turn
    game.end_turn()
    assert game.state.active == P1
    while game.asked[1] is not DecisionKind.BATTLE:
        game.do(EndPhase())
        game.settle()
    game.do(Attack(game.card(AMOS), P2))
    game.settle()
    battle = game.state.battle
    assert battle is not None
    assert [(game.name(e.card), e.placed) for e in battle.enhancements] == [(DRAWN_OUT, True)]
    assert game.where(DRAWN_OUT) == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.problems() == []


WINGS = "Wings"
"""GE, Silver: "Place this card on an angel.  While this card remains, that Hero is protected
from capture, poison, and disease." """
ATTENDING = "Attending Angel (Ap)"
"""Silver Hero 6/6, an angel, no special ability."""
REVELATION = "Angel of Revelation"
"""Silver Hero 8/8, an angel, no special ability."""
WHEEL = "Wheel within a Wheel (FooF)"
"""GE, Green/Silver, Territory class: "Search deck or discard pile for an O.T. angel and put
it in play. Place on your angel: That Hero is protected from opponents' Dominants and has
Site Access." """
SHUR = "Angel at Shur (Wa)"
"""Silver Hero 7/2, an O.T. angel: "Hero is immune to demons and beasts." """
BABYLON = "Babylon"
"""A red Site, no special ability."""


def _wings(on: str) -> Game:
    """Attending Angel, blocked by Lahmi, plays Wings; it goes on the angel *on*."""
    game = Game.blocked(
        ATTENDING,
        {"territory": [ATTENDING, REVELATION], "hand": [WINGS]},
        LAHMI,
        {"hand": [LAHMI]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WINGS), game.card(ATTENDING)))
    assert sorted(game.offered) == [REVELATION, ATTENDING]
    game.pick(on)
    game.settle()
    return game


def test_while_this_card_remains_the_angel_is_protected() -> None:
    game = _wings(REVELATION)
    assert game.state.cards[game.card(WINGS)].held_by == game.card(REVELATION)
    assert _kept_off(game, "capture") == [REVELATION]
    assert game.state.problems() == []


def test_the_angel_defeated_in_battle_takes_the_card_and_its_protection_with_it() -> None:
    game = _wings(ATTENDING)
    assert _kept_off(game, "capture") == [ATTENDING]
    game.end_turn()  # Lahmi 10/10 defeats the Attending Angel 6/6
    assert game.where(ATTENDING) == (P1, Zone.DISCARD_PILE)
    assert game.where(WINGS) == (P1, Zone.DISCARD_PILE)
    assert _kept_off(game, "capture") == []
    assert game.state.problems() == []


def _wheel() -> Game:
    """The Attending Angel plays Wheel within a Wheel: the Angel at Shur comes from deck."""
    game = Game.at(
        [
            {"territory": [ATTENDING], "hand": [WHEEL], "deck": [SHUR]},
            {"territory": [BABYLON, LAHMI]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WHEEL), game.card(ATTENDING)))
    game.pick(SHUR)
    assert game.where(SHUR) == (P1, Zone.TERRITORY)
    assert sorted(game.offered) == [SHUR, ATTENDING]  # "your angel": either
    game.pick(SHUR)
    game.settle()
    return game


def test_the_angel_it_is_placed_on_has_site_access_while_it_stays() -> None:
    game = _wheel()
    shur, babylon = game.card(SHUR), game.card(BABYLON)
    assert game.state.cards[game.card(WHEEL)].held_by == shur
    assert has_site_access(game.state, shur, babylon)
    assert not has_site_access(game.state, game.card(ATTENDING), babylon)
    table = Table(game.state)
    table.move(game.card(WHEEL), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert not has_site_access(game.state, shur, babylon)
    assert game.state.problems() == []


SUN = "Angel from the Sun (RoJ AB)"
"""Silver Hero 3/3, an angel: "You may exchange this Hero with a martyr from hand, deck,
territory or Reserve. ..." """
ANDREW = "Andrew (Ap)"
"""Red Hero 7/8, a martyr, no special ability."""


def test_it_follows_its_bearer_exchanged_out_of_battle() -> None:
    # the card placed on the angel goes where the angel goes, not to the one taking its place
    game = Game.at(
        [{"territory": [SUN, ANDREW], "hand": [WINGS]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    wings, sun = game.card(WINGS), game.card(SUN)
    table = Table(game.state)
    table.move(
        wings,
        (P1, Zone.HAND),
        (P1, Zone.TERRITORY),
        identity=CardType.GOOD_ENHANCEMENT,
        held_by=sun,
    )
    game.state = table.freeze()
    game.do(Attack(sun, P2))
    battle = game.state.battle
    assert battle is not None
    assert [(e.card, e.user, e.placed) for e in battle.enhancements] == [(wings, sun, True)]
    game.choose("exchange this Hero with a martyr from hand, deck, territory or Reserve")
    game.pick(ANDREW)
    battle = game.state.battle
    assert battle is not None
    assert battle.heroes == (game.card(ANDREW),)
    assert battle.enhancements == ()  # Andrew uses nothing
    assert game.where(SUN) == (P1, Zone.TERRITORY)
    assert game.where(WINGS) == (P1, Zone.TERRITORY)
    assert game.state.cards[wings].held_by == sun
    assert game.state.problems() == []


ER = "Er"
"""Pale green Evil Character 6/6, no special ability: it uses Disobedience."""
DISOBEDIENCE = "Disobedience"
"""EE, Pale Green 3/1: "Negate any good enhancement in play." """


def test_negating_the_placed_card_undoes_the_place_and_ends_its_effect() -> None:
    # REG Place: a placed card returns to where it was "if the original effect that
    # relocated it is negated": used again by the Hero that played it
    game = Game.blocked(
        ESTHER,
        {"territory": [ESTHER, BATHSHEBA], "hand": [FAITHFULNESS]},
        ER,
        {"hand": [ER, DISOBEDIENCE]},
        pool=full_pool(),
    )
    faith, esther = game.card(FAITHFULNESS), game.card(ESTHER)
    game.do(PlayEnhancement(faith, esther))
    game.pick(ESTHER)
    game.settle()
    assert sorted(game.names(list(shielded_from(game.state, game.card(ER), None, "capture")))) == [
        ESTHER
    ]
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # 6/6 against 6/6: player 2's turn
    game.do(PlayEnhancement(game.card(DISOBEDIENCE), game.card(ER)))
    game.settle()
    battle = game.state.battle
    assert battle is not None
    assert (faith, esther, False) in [(e.card, e.user, e.placed) for e in battle.enhancements]
    assert shielded_from(game.state, game.card(ER), None, "capture") == frozenset()
    assert game.state.problems() == []


def test_a_hero_in_a_set_aside_area_may_bear_it_and_takes_it_back_to_territory() -> None:
    # REG Place: targets "must be in play or a set-aside area"
    game = Game.at(
        [
            {"territory": [ESTHER, BATHSHEBA], "hand": [FAITHFULNESS]},
            {"territory": [LAHMI]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    table = Table(game.state)  # set aside as an ability would: a Hero there still
    table.move(game.card(BATHSHEBA), (P1, Zone.TERRITORY), (P1, Zone.SET_ASIDE))
    game.state = table.freeze()
    game.do(PlayEnhancement(game.card(FAITHFULNESS), game.card(ESTHER)))
    assert sorted(game.offered) == [BATHSHEBA, ESTHER]
    game.pick(BATHSHEBA)
    game.settle()
    bathsheba = game.card(BATHSHEBA)
    assert game.where(FAITHFULNESS) == (P1, Zone.SET_ASIDE)
    assert game.state.cards[game.card(FAITHFULNESS)].held_by == bathsheba
    assert _kept_off(game, "capture") == [BATHSHEBA]
    table = Table(game.state)
    table.move(bathsheba, (P1, Zone.SET_ASIDE), (P1, Zone.TERRITORY))
    engine.settle(table)
    game.state = table.freeze()
    assert game.where(FAITHFULNESS) == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card(FAITHFULNESS)].held_by == bathsheba
    assert _kept_off(game, "capture") == [BATHSHEBA]
    assert game.state.problems() == []


# -- "Place on your angel: That Hero is protected ... and has Site Access" ---------------------

WHEEL = "Wheel within a Wheel (FooF)"
"""Green/silver Good Enhancement: "Search deck or discard pile for an O.T. angel and put it
in play. Place on your angel: That Hero is protected from opponents' Dominants and has Site
Access." """
ANGEL = "Attending Angel (Ap)"
"""Silver Hero 6/6, an angel (Matthew 4:10-11), no special ability."""


def _site_access(game: Game, card: int) -> bool:
    return any(e.card == card and e.status == "site_access" for e in game.state.lasting)


def _wheel_on_the_angel() -> Game:
    # the search finds no O.T. angel; the card goes on the angel using it
    game = Game.blocked(
        ANGEL,
        {"hand": [ANGEL, WHEEL], "deck": ["Gideon (J)"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 6/6 against 10/10
    game.do(PlayEnhancement(game.card(WHEEL), game.card(ANGEL)))
    game.settle()
    return game


def test_the_angel_it_lies_on_is_protected_and_has_site_access() -> None:
    game = _wheel_on_the_angel()
    angel, wheel = game.card(ANGEL), game.card(WHEEL)
    battle = game.state.battle
    assert battle is not None
    assert Enhancement(wheel, angel, P1, placed=True) in battle.enhancements
    (protection,) = game.state.protections
    assert protection.cards == (angel,)
    assert _site_access(game, angel)
    assert game.zone(P1, Zone.DECK) == ["Gideon (J)"]  # no angel found, none put in play


def test_both_end_as_the_angel_is_discarded_with_the_card() -> None:
    game = _wheel_on_the_angel()
    angel = game.card(ANGEL)
    while game.state.battle is not None:
        game.do(game.legal[0])
    assert game.where(ANGEL) == (P1, Zone.DISCARD_PILE)  # defeated by the 10/10
    assert game.where(WHEEL) == (P1, Zone.DISCARD_PILE)
    assert not game.state.protections
    assert not _site_access(game, angel)
