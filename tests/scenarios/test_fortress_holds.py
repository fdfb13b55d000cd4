"""A Fortress's hold in the place of a discard or a capture, and what a Fortress holds.

REG: Hold, Instead, Contents, Battle Resolution, Shuffle. Tartaros (PC), a Fortress: "If your
demon is discarded or captured, you may hold it here instead. If your demon wins a battle,
you may underdeck a demon from here." As a demon its controller controls is about to be
discarded or captured (in battle or out of it), the controller may put it onto the Fortress
instead: it is held there, in the Fortress's place, and the discard (the capture) never
happens. Declined, the event happens. An opponent's demon is not "your demon". The cards a
Fortress holds follow it when it leaves (REG: Hold). "If your demon wins a battle" fires at
battle resolution step 3 when the demon's side wins; the underdeck then takes a demon held
there to the bottom of its owner's deck. A negated Fortress replaces nothing.

"A card and its contents" (Burst of Light: "Shuffle one 'The Darkness' fortress and its
contents into owner's draw pile"; Threatened Lives: "Place a site and its contents beneath
owner's draw pile") is the card and every card it holds, each going to its own owner's deck
(REG: Contents, Shuffle). What a Fortress's identifier column says it holds is not what it is.
"""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.scenarios.conftest import P1, P2, Game, full_pool, of_kind

from redemption_rules import (
    Attack,
    Block,
    CardType,
    DecisionKind,
    Decline,
    GameState,
    InstanceId,
    Phase,
    PlayDominant,
    PlayEnhancement,
    UseAbility,
    Zone,
)
from redemption_rules.cards.identifiers import has_identifier
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.resolution import replacement_answers
from redemption_rules.events import EffectCarriedOut
from redemption_rules.serialization import from_json, to_json

TARTAROS = "Tartaros (PC)"
DEMON = "Possessing Demon (j)"
"""Orange demon (3/4) with no ability."""
STRONG = "Strong Demon (G)"
"""Black demon (9/10) with no ability."""
HERO = "Legion of Angels"
"""Silver Hero (12/12) with no ability."""
WEAK = "Angel at Bethesda"
"""A silver Hero (3/1) with no ability."""
WORMS = "Eaten by Worms (I)"
"""Silver Good Enhancement (4/2): "Discard an Evil Character." """
ANGEL = "Angel of the Lord ( C)"
"""Dominant: "Discard any Evil Character in play." """
JEREMIAH = "Jeremiah (D)"
"""White Hero (7/7) with no ability."""
JOSEPH = "Joseph before Pharaoh (Pa)"
"""White Good Enhancement: "Capture any O.T. Evil Character in play and place in your
opponent's Land of Bondage. Character is treated as a Lost Soul." """
CHILD = "A Child is Born"
"""White Good Enhancement: "Discard all Demons in Play. Can [not] be interrupted, negated, or
prevented." """
MORGAN = "Morgan"
"""An O.T. demon (Isaiah 24:21); its ability is not active in territory."""
DANIEL = "Daniel, the Apocalyptist (PoC)"
"""Hero: "Negate Fortresses, Evil Characters, and N.T. Enhancements. ..." """
SHIPWRECK = "Shipwreck (Promo)"
"""Dominant: "Negate and discard a Fortress or Site in play or set-aside area." """


def _held(game: Game, card: InstanceId, holder: InstanceId) -> None:
    """Set the position: *card* held by *holder*, as the hold put it there."""
    cards = list(game.state.cards)
    cards[card] = evolve(cards[card], held_by=holder)
    game.state = evolve(game.state, cards=tuple(cards))


def _resolve(game: Game, *, settle: bool = True) -> None:
    """Pass initiative until battle resolution asks or ends; with *settle*, decline the rest."""
    while game.state.battle is not None and game.asked[1] is not DecisionKind.REPLACE:
        if game.asked[1] is DecisionKind.INITIATIVE:
            game.do(game.legal[-1])
        elif game.asked[1] is DecisionKind.PRIORITY:
            game.pass_windows()
        elif settle:
            game.settle()
        else:
            return


def _beaten(theirs: dict[str, list[str]] | None = None) -> Game:
    """Legion of Angels attacks; the demon blocks and is beaten by the numbers."""
    game = Game.blocked(
        HERO,
        {"hand": [HERO]},
        DEMON,
        {"hand": [DEMON], "territory": [TARTAROS], **(theirs or {})},
        pool=full_pool(),
    )
    _resolve(game)
    return game


def test_tartaros_is_carried_out() -> None:
    support = ability_support(full_pool().get(TARTAROS))
    assert support.carried_out, support.missing


def test_a_demon_beaten_in_battle_may_be_held_instead_of_discarded() -> None:
    game = _beaten()
    assert game.asked == (P2, DecisionKind.REPLACE)
    [use, decline] = game.legal
    assert use == UseAbility(game.card(TARTAROS), 0)
    assert isinstance(decline, Decline)
    assert from_json(to_json(game.state), GameState) == game.state
    game.do(use)
    game.settle()
    demon = game.card(DEMON)
    assert game.where(DEMON) == (P2, Zone.TERRITORY)
    assert game.state.instance(demon).held_by == game.card(TARTAROS)
    [held] = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "hold"]
    assert held.cards == (demon,)
    assert game.state.problems() == []


def test_the_may_declined_leaves_the_demon_discarded() -> None:
    game = _beaten()
    game.do(Decline())
    game.settle()
    assert game.where(DEMON) == (P2, Zone.DISCARD_PILE)
    assert not [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "hold"]


def test_an_ability_discarding_the_demon_waits_for_the_answer() -> None:
    game = Game.blocked(
        WEAK,
        {"hand": [WEAK, WORMS]},
        DEMON,
        {"hand": [DEMON], "territory": [TARTAROS]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WORMS), game.card(WEAK)))
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.REPLACE)
    game.do(UseAbility(game.card(TARTAROS), 0))
    game.settle()
    assert game.state.instance(game.card(DEMON)).held_by == game.card(TARTAROS)


def _angel(theirs: list[str]) -> Game:
    """Angel of the Lord played in Preparation: the one Evil Character in play is its target."""
    game = Game.at(
        [{"hand": [ANGEL]}, {"territory": theirs}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayDominant(game.card(ANGEL)))
    game.pass_windows()
    return game


def test_a_demon_discarded_out_of_battle_may_be_held() -> None:
    game = _angel([TARTAROS, DEMON])
    assert game.asked == (P2, DecisionKind.REPLACE)
    game.do(UseAbility(game.card(TARTAROS), 0))
    game.settle()
    assert game.where(DEMON) == (P2, Zone.TERRITORY)
    assert game.state.instance(game.card(DEMON)).held_by == game.card(TARTAROS)
    assert game.state.problems() == []


def _captured() -> Game:
    """Joseph before Pharaoh, played by Jeremiah in battle, captures Morgan in territory."""
    game = Game.blocked(
        JEREMIAH,
        {"hand": [JEREMIAH, JOSEPH]},
        STRONG,
        {"hand": [STRONG], "territory": [TARTAROS, MORGAN]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(JOSEPH), game.card(JEREMIAH)))
    game.pass_windows()
    return game


def test_a_demon_captured_may_be_held_instead() -> None:
    game = _captured()
    assert game.asked == (P2, DecisionKind.REPLACE)
    game.do(UseAbility(game.card(TARTAROS), 0))
    game.settle()
    morgan = game.state.instance(game.card(MORGAN))
    assert game.where(MORGAN) == (P2, Zone.TERRITORY)
    assert morgan.held_by == game.card(TARTAROS)
    assert morgan.captured is None
    assert game.state.problems() == []


def test_a_capture_not_replaced_takes_the_demon_captive() -> None:
    game = _captured()
    game.do(Decline())
    game.settle()
    assert game.where(MORGAN) == (P2, Zone.LAND_OF_BONDAGE)  # "your opponent's"
    assert game.state.instance(game.card(MORGAN)).captured is CardType.EVIL_CHARACTER


def test_an_opponents_demon_is_not_held() -> None:
    game = Game.blocked(
        HERO,
        {"hand": [HERO], "territory": [TARTAROS]},
        DEMON,
        {"hand": [DEMON]},
        pool=full_pool(),
    )
    _resolve(game)
    assert all(d is None or d.kind is not DecisionKind.REPLACE for d in [game.state.decision])
    assert game.where(DEMON) == (P2, Zone.DISCARD_PILE)


def test_the_held_demon_leaves_with_the_fortress() -> None:
    game = Game.at(
        [{"hand": [SHIPWRECK]}, {"territory": [TARTAROS, DEMON]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    _held(game, game.card(DEMON), game.card(TARTAROS))
    game.do(PlayDominant(game.card(SHIPWRECK)))
    game.pass_windows()
    if game.asked[1] is DecisionKind.ABILITY:
        game.pick(TARTAROS)
    game.settle()
    assert game.where(TARTAROS) == (P2, Zone.DISCARD_PILE)
    assert game.where(DEMON) == (P2, Zone.DISCARD_PILE)


def test_a_held_demon_does_not_block() -> None:
    game = Game.at(
        [
            {"hand": [HERO]},
            {"territory": [TARTAROS, DEMON], "land_of_bondage": ["Lost Soul Luke 13:25 (J)"]},
        ],
        pool=full_pool(),
    )
    _held(game, game.card(DEMON), game.card(TARTAROS))
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    assert Block(game.card(DEMON)) not in game.legal


def test_a_demon_winning_lets_its_controller_underdeck_a_demon_from_tartaros() -> None:
    game = Game.blocked(
        WEAK,
        {"hand": [WEAK]},
        STRONG,
        {"hand": [STRONG], "territory": [TARTAROS, DEMON, MORGAN]},
        pool=full_pool(),
    )
    _held(game, game.card(DEMON), game.card(TARTAROS))
    _resolve(game, settle=False)
    # battle resolution step 3: the demon's side won; Morgan stands outside the Fortress
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == ("underdeck a demon from here", "Decline")
    game.choose("underdeck a demon from here")
    game.settle()
    assert game.zone(P2, Zone.DECK)[-1] == DEMON
    assert game.where(MORGAN) == (P2, Zone.TERRITORY)
    assert game.where(STRONG) == (P2, Zone.TERRITORY)


def test_a_demon_losing_fires_nothing() -> None:
    game = Game.blocked(
        HERO,
        {"hand": [HERO]},
        STRONG,
        {"hand": [STRONG], "territory": [TARTAROS, DEMON]},
        pool=full_pool(),
    )
    _held(game, game.card(DEMON), game.card(TARTAROS))
    _resolve(game)
    game.do(Decline())  # Strong Demon is not held
    game.settle()
    assert game.state.instance(game.card(DEMON)).held_by == game.card(TARTAROS)


def test_a_negated_tartaros_holds_nothing() -> None:
    game = Game.blocked(
        DANIEL,
        {"hand": [DANIEL]},
        DEMON,
        {"hand": [DEMON], "territory": [TARTAROS]},
        pool=full_pool(),
    )
    _resolve(game)
    assert all(d is None or d.kind is not DecisionKind.REPLACE for d in [game.state.decision])
    assert game.where(DEMON) == (P2, Zone.DISCARD_PILE)


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        # "If your evil human captures a Hero, hold it here": a hold after the capture, of a
        # captured Hero, not in an event's place
        ("Raiders' Camp [2025 - District]", "a hold of cards on the holding card"),
        # "If your Flood Survivor is harmed or defeated by an opponent, you may place it here
        # instead: After 3 turns, ...": a place on the card, with a moment of its own
        ("Noah's Ark (Promo)", "a place 'on_card' to put cards"),
        # "you may discard contents to ...", "you may release contents to ...": a hold by hand
        # in the Preparation Phase is not carried out, so these Fortresses never hold a card
        ("Fortress of Antonia (Roots)", "the contents of a card whose hold is not carried out"),
        (
            "Raiders' Camp [2023 - Seasonal]",
            "the contents of a card whose hold is not carried out",
        ),
    ],
)
def test_what_stays_refused(name: str, reason: str) -> None:
    support = ability_support(full_pool().get(name))
    assert not support.carried_out
    assert reason in support.missing


BURST = "Burst of Light"
"""Silver Good Enhancement (2/1): "Shuffle one 'The Darkness' fortress and its contents into
owner's draw pile." """
DARKNESS = "The Darkness"
"""Fortress, "Holds 1 Evil Character"."""
THREATENED = "Threatened Lives"
"""Brown Evil Enhancement: "Place a site and its contents beneath owner's draw pile. Opponent
may withdraw a Hero from battle to negate this." """
ABIRAM = "Abiram"
"""Brown Evil Character (5/7) with no ability."""
CANAAN = "Canaan"
"""A Site."""


def _owned_by(game: Game, card: InstanceId, owner: int) -> None:
    """Set the position: *card*, where it stands, is owned by *owner*."""
    cards = list(game.state.cards)
    cards[card] = evolve(cards[card], owner=owner)
    game.state = evolve(game.state, cards=tuple(cards))


@pytest.mark.parametrize("name", [BURST, THREATENED, "Prince of the Air"])
def test_a_card_and_its_contents_are_carried_out(name: str) -> None:
    support = ability_support(full_pool().get(name))
    assert support.carried_out, support.missing


def test_destroying_the_stronghold_stays_refused() -> None:
    # "Discard one Demonic Stronghold in play. Place its contents beneath owner's draw
    # pile.": the contents follow the Stronghold to the discard pile (REG: Hold) before the
    # second sentence could place them
    support = ability_support(full_pool().get("Destroying the Stronghold"))
    assert support.missing == ("the contents of a card the effect before moved",)


def test_the_darkness_and_its_contents_are_shuffled_into_their_owners_decks() -> None:
    game = Game.blocked(
        WEAK,
        {"hand": [WEAK, BURST], "deck": [HERO]},
        DEMON,
        {"hand": [DEMON], "territory": [DARKNESS, STRONG], "deck": [MORGAN]},
        pool=full_pool(),
    )
    _held(game, game.card(STRONG), game.card(DARKNESS))
    _owned_by(game, game.card(STRONG), P1)  # taken from player 1 earlier
    game.do(PlayEnhancement(game.card(BURST), game.card(WEAK)))
    game.settle()
    assert game.where(DARKNESS) == (P2, Zone.DECK)
    assert game.where(STRONG) == (P1, Zone.DECK)  # its owner's deck
    assert sorted(game.zone(P2, Zone.DECK)) == sorted([DARKNESS, MORGAN])
    assert game.state.problems() == []


def test_a_site_and_the_lost_soul_in_it_go_beneath_their_owners_decks() -> None:
    game = Game.blocked(
        HERO,
        {"hand": [HERO], "territory": [CANAAN], "deck": [WEAK]},
        ABIRAM,
        {"hand": [ABIRAM, THREATENED]},
        pool=full_pool(),
    )
    soul = game.card("Lost Soul Luke 13:25 (J)")
    canaan = game.card(CANAAN)
    cards = list(game.state.cards)
    cards[soul] = evolve(cards[soul], held_by=canaan)
    game.state = evolve(game.state, cards=tuple(cards))
    players = list(game.state.players)
    players[P2] = evolve(players[P2], land_of_bondage=())
    players[P1] = evolve(players[P1], territory=(*players[P1].territory, soul))
    game.state = evolve(game.state, players=tuple(players))
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(THREATENED), game.card(ABIRAM)))
    game.settle()
    assert game.zone(P1, Zone.DECK) == [WEAK, CANAAN]
    assert game.zone(P2, Zone.DECK)[-1:] == ["Lost Soul Luke 13:25 (J)"]


def test_a_win_with_nothing_held_asks_nothing() -> None:
    game = Game.blocked(
        WEAK,
        {"hand": [WEAK]},
        STRONG,
        {"hand": [STRONG], "territory": [TARTAROS, MORGAN]},
        pool=full_pool(),
    )
    _resolve(game, settle=False)
    # Morgan stands in territory, not held: no demon is "here" to underdeck
    assert game.asked == (P1, DecisionKind.DISCARD)
    assert game.where(MORGAN) == (P2, Zone.TERRITORY)


def test_demons_discarded_together_are_each_asked_about() -> None:
    # A Child is Born: "Discard all Demons in Play.": the demon in battle and the two in
    # territory; Tartaros, which holds demons, is no demon itself
    game = Game.blocked(
        JEREMIAH,
        {"hand": [JEREMIAH, CHILD]},
        STRONG,
        {"hand": [STRONG], "territory": [TARTAROS, DEMON, MORGAN]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(CHILD), game.card(JEREMIAH)))
    game.pass_windows()
    asked = []
    while game.asked[1] is DecisionKind.REPLACE:
        [replacement] = replacement_answers(game.state)
        asked.append(game.name(replacement.card))
        game.do(Decline() if replacement.card == game.card(DEMON) else game.legal[0])
        game.pass_windows()
    assert asked == [STRONG, DEMON, MORGAN]
    tartaros = game.card(TARTAROS)
    assert game.where(TARTAROS) == (P2, Zone.TERRITORY)
    assert [game.state.instance(game.card(c)).held_by for c in (STRONG, MORGAN)] == [tartaros] * 2
    assert game.where(DEMON) == (P2, Zone.DISCARD_PILE)
    assert game.state.problems() == []


@pytest.mark.parametrize(
    ("name", "identifier"),
    [
        (TARTAROS, "demon"),  # "Plays to Set Aside area, Holds any # of demons"
        ("Chamber of Angels (GoC)", "angel"),  # "[Plays to Set-Aside, Holds any # of angels]"
        (DARKNESS, "evil character"),  # "Holds 1 Evil Character"
    ],
)
def test_what_a_fortress_holds_is_not_what_it_is(name: str, identifier: str) -> None:
    card = full_pool().get(name)
    assert not has_identifier(card, identifier)


def test_identifiers_after_a_hold_note_stay() -> None:
    # its identifier column: the hold note in brackets, then Gospel
    assert has_identifier(full_pool().get("Chamber of Angels (GoC)"), "gospel")


def test_a_demon_captured_in_battle_may_be_held_instead() -> None:
    game = Game.blocked(
        JEREMIAH,
        {"hand": [JEREMIAH, JOSEPH]},
        MORGAN,
        {"hand": [MORGAN], "territory": [TARTAROS]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(JOSEPH), game.card(JEREMIAH)))
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.REPLACE)
    game.do(UseAbility(game.card(TARTAROS), 0))
    game.settle()
    battle = game.state.battle
    assert battle is not None
    assert battle.evil_characters == ()
    assert game.where(MORGAN) == (P2, Zone.TERRITORY)
    assert game.state.instance(game.card(MORGAN)).held_by == game.card(TARTAROS)
    assert game.state.problems() == []
