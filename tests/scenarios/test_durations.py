"""Durations longer than a phase (REG: Duration, Turn).

An ongoing effect lasts to the end of the phase unless its text says how long: "for the
remainder of the game" never ends while the game lasts; "for 3 turns" lasts three turns of
the player who controls the target, the turn in progress counting when it is theirs; "while
Jashobeam is in battle" ends as soon as the condition stops holding. Cards taken to a
territory for a while go back to the player they were taken from when it ends (REG: Take and
Give), and a character converted for a while is again what it was (REG: Convert).
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    Block,
    ChooseOption,
    DecisionKind,
    GameState,
    InstanceId,
    Phase,
    PlayEnhancement,
    PlayerId,
    Zone,
)
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.cards.model import Brigade, CardType
from redemption_rules.effects import duration
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import protected_from_rescue, shielded_from
from redemption_rules.effects.select import DRAWN
from redemption_rules.serialization import from_json, to_json
from redemption_rules.state import FIRST_STRIKE, Ending, Lasting, Protection, Until, Use
from redemption_rules.table import Table

JASHOBEAM = "Jashobeam (Ki)"
"""Red Hero 6/4: "All Red Brigade Heroes gain 1/1 while Jashobeam is in battle.\""""
ADINO = "Adino (L)"
"""Red Hero 6/6 without an ability."""
LEADERS = "Hard-Hearted Religious Leaders (Di)"
"""Evil Character 6/7: "Protect this Evil Character Character from capture and conversion
while it remains in play. May band to Herodian or a Pharisee.\""""
ABEL = "Abel (Pi)"
"""Hero 6/5: "You may discard a good card from hand to protect Abel from capture and
conversion for remainder of the game. Cannot be negated.\""""
SNARE = "Deadly Snare"
"""An evil Enhancement that captures a Hero."""


def _jashobeam_blocked() -> Game:
    assert ability_support(full_pool().get(JASHOBEAM)).carried_out
    return Game.blocked(
        JASHOBEAM,
        {"hand": [JASHOBEAM], "territory": [ADINO]},
        "Achan (I)",
        {"hand": ["Achan (I)"]},
        pool=full_pool(),
    )


def test_jashobeam_raises_red_heroes_while_he_is_in_battle() -> None:
    game = _jashobeam_blocked()
    # Jashobeam 7/5 against Achan 3/4; Adino, in territory, is 7/7 too
    assert game.numbers == (7, 5, 3, 4)
    assert numbers_of(game.state, game.card(ADINO)) == (7, 7)
    assert {entry.until for entry in game.state.lasting} == {Until.WHILE}
    assert game.state.problems() == []


def test_jashobeams_gain_ends_when_he_leaves_battle() -> None:
    game = _jashobeam_blocked()
    while game.state.battle is not None:
        game.do(game.legal[-1])
    # the battle is over and Jashobeam is back in territory: the 1/1 is gone
    assert game.where(JASHOBEAM) == (P1, Zone.TERRITORY)
    assert numbers_of(game.state, game.card(ADINO)) == (6, 6)
    assert numbers_of(game.state, game.card(JASHOBEAM)) == (6, 4)
    assert game.state.lasting == ()


def _leaders_blocking(hero: str) -> Game:
    assert ability_support(full_pool().get(LEADERS)).carried_out
    return Game.blocked(hero, {"hand": [hero]}, LEADERS, {"hand": [LEADERS]}, pool=full_pool())


def test_a_protection_while_the_card_remains_in_play_outlasts_the_turn() -> None:
    game = _leaders_blocking("Gideon (J)")  # Gideon 6/8 and the Leaders 6/7: both survive
    leaders = game.card(LEADERS)
    assert [p.until for p in game.state.protections] == [Until.WHILE]
    game.end_turn()
    game.end_turn()
    # two turns on, the Leaders are still in play, so still protected from capture
    assert game.where(LEADERS) == (P2, Zone.TERRITORY)
    assert [p.cards for p in game.state.protections] == [(leaders,)]
    assert game.state.problems() == []


def test_a_protection_while_the_card_remains_in_play_ends_when_it_leaves() -> None:
    game = _leaders_blocking("Samson (J)")  # Samson 12/6 defeats the Leaders 6/7
    assert game.state.protections
    while game.state.battle is not None:
        game.do(game.legal[-1])
    assert game.where(LEADERS) == (P2, Zone.DISCARD_PILE)
    assert game.state.protections == ()


def _abel_protected() -> Game:
    assert ability_support(full_pool().get(ABEL)).carried_out
    game = Game.at(
        [
            {"hand": [ABEL, "Gideon (J)"]},
            {"land_of_bondage": [SOUL], "hand": ["Achan (I)", SNARE]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ABEL), P2))
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.do(ChooseOption(0))  # discard Gideon, the only good card in hand
    assert game.where("Gideon (J)") == (P1, Zone.DISCARD_PILE)
    return game


def test_a_protection_for_the_remainder_of_the_game_outlasts_the_turns() -> None:
    game = _abel_protected()
    abel, snare, achan = game.card(ABEL), game.card(SNARE), game.card("Achan (I)")
    game.settle()
    for _ in range(3):  # P1's turn ends, then P2's, then P1's again
        game.end_turn()
    assert game.state.turn >= 6
    assert [p.until for p in game.state.protections] == [Until.GAME]
    # a capture ability still cannot target Abel; a discard ability could
    assert abel in shielded_from(game.state, snare, achan, "capture")
    assert abel not in shielded_from(game.state, snare, achan, "discard")
    assert game.state.problems() == []


def test_a_protection_for_the_remainder_of_the_game_survives_a_save() -> None:
    game = _abel_protected()
    game.end_turn()
    assert from_json(to_json(game.state), GameState) == game.state


def _counted_protection(turns: int, owner: PlayerId) -> Game:
    """Abel protected from capture for *turns* turns of *owner*, who has him; P1 to act.

    The record is what Abel's ability makes, lasting "for N turns" instead.
    """
    players: list[dict[str, list[str]]] = [{"hand": [SNARE, "Achan (I)"]}, {}]
    players[owner]["territory"] = [ABEL]
    game = Game.at(players, pool=full_pool())
    abel = game.card(ABEL)
    protection = Protection(
        id=game.state.serial + 1,
        source=abel,
        controller=owner,
        effect=1,  # "protect Abel from capture and conversion"
        cards=(abel,),
        until=Until.TURNS,
        ending=Ending(turns=turns, player=owner),
    )
    game.state = attrs.evolve(game.state, protections=(protection,), serial=game.state.serial + 1)
    assert game.state.problems() == []
    assert _capture_kept_off(game)
    return game


def _capture_kept_off(game: Game) -> bool:
    """Whether Achan's Deadly Snare could not capture Abel."""
    snare, achan = game.card(SNARE), game.card("Achan (I)")
    return game.card(ABEL) in shielded_from(game.state, snare, achan, "capture")


def test_turns_are_counted_for_the_player_who_controls_the_target() -> None:
    game = _counted_protection(2, P2)
    game.end_turn()  # P1's turn: not one of the two
    assert game.state.protections[0].ending == Ending(turns=2, player=P2)
    game.end_turn()  # P2's first
    assert game.state.protections[0].ending == Ending(turns=1, player=P2)
    game.end_turn()  # P1's again
    assert _capture_kept_off(game)
    assert game.state.problems() == []


def test_a_protection_for_some_turns_ends_with_the_last_of_them() -> None:
    game = _counted_protection(2, P2)
    for _ in range(4):  # P1, P2, P1, P2
        game.end_turn()
    assert game.state.protections == ()
    assert not _capture_kept_off(game)


def test_the_turn_in_progress_counts_when_it_is_the_target_controllers() -> None:
    game = _counted_protection(1, P1)
    game.end_turn()  # P1's turn, the one in progress, was the one
    assert game.state.protections == ()
    assert not _capture_kept_off(game)


def _jacob_takes_two() -> Game:
    # Faith of Jacob: "Take 2 Heroes in an opponent's territory to your territory until the
    # end of turn. If used by a cloud Hero during battle, you may add them to battle."
    assert ability_support(full_pool().get("Faith of Jacob")).carried_out
    game = Game.blocked(
        "Barnabas (B)",
        {"hand": ["Barnabas (B)", "Faith of Jacob"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"], "territory": ["Samson (J)", "Abel ( C)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Faith of Jacob"), game.card("Barnabas (B)")))
    game.settle()
    return game


def test_heroes_taken_until_the_end_of_turn_stay_through_the_battle() -> None:
    game = _jacob_takes_two()
    assert game.zone(P1, Zone.TERRITORY) == ["Samson (J)", "Abel ( C)"]
    while game.state.battle is not None:
        game.do(game.legal[-1])
    assert game.where("Samson (J)") == (P1, Zone.TERRITORY)  # the turn is not over
    assert game.where("Abel ( C)") == (P1, Zone.TERRITORY)
    assert game.state.problems() == []


def test_heroes_taken_until_the_end_of_turn_go_back_when_it_ends() -> None:
    game = _jacob_takes_two()
    game.end_turn()
    assert game.where("Samson (J)") == (P2, Zone.TERRITORY)
    assert game.where("Abel ( C)") == (P2, Zone.TERRITORY)
    assert game.state.lasting == ()
    assert game.state.problems() == []


def test_a_hero_taken_for_3_turns_goes_back_after_three_of_her_players_turns() -> None:
    # David's Sin: "Take an opponent's female human to territory for 3 turns. ..."; P2 takes
    # P1's Bathsheba on P1's turn, which is the first of the three
    assert ability_support(full_pool().get("David's Sin")).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"], "territory": ["Bathsheba"]},
        "Achan (I)",
        {"hand": ["Achan (I)", "David's Sin"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("David's Sin"), game.card("Achan (I)")))
    game.settle()
    assert game.where("Bathsheba") == (P2, Zone.TERRITORY)
    for _ in range(4):  # P1's first, P2's, P1's second, P2's
        game.end_turn()
        assert game.where("Bathsheba") == (P2, Zone.TERRITORY)
    game.end_turn()  # P1's third
    assert game.where("Bathsheba") == (P1, Zone.TERRITORY)
    assert game.state.problems() == []


def _samson_converted() -> Game:
    # Evil Spirit (Wa): "Convert any Human Hero except Mary to an Evil Character for
    # remainder of battle."; P2 converts Samson, in P1's territory, to a gold one
    assert ability_support(full_pool().get("Evil Spirit (Wa)")).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"], "territory": ["Samson (J)"]},
        "Jaazaniah (L)",
        {"hand": ["Jaazaniah (L)", "Evil Spirit (Wa)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Evil Spirit (Wa)"), game.card("Jaazaniah (L)")))
    game.pick("Samson (J)")
    game.choose("Gold")
    game.settle()
    return game


def test_a_hero_converted_for_the_rest_of_battle_is_evil_while_it_lasts() -> None:
    game = _samson_converted()
    samson = game.state.cards[game.card("Samson (J)")]
    assert samson.identity is CardType.EVIL_CHARACTER
    assert samson.converted == (Brigade.GOLD,)
    assert game.state.battle is not None
    assert game.state.problems() == []


def test_a_hero_converted_for_the_rest_of_battle_is_a_hero_again_after_it() -> None:
    game = _samson_converted()
    while game.state.battle is not None:
        game.do(game.legal[-1])
    samson = game.state.cards[game.card("Samson (J)")]
    assert game.where("Samson (J)") == (P1, Zone.TERRITORY)
    assert samson.identity is CardType.HERO
    assert samson.converted is None
    assert game.state.lasting == ()
    assert game.state.problems() == []


EXODUS_SOUL = "Lost Soul [Exodus 10:10 - K]"
"""An O.T. Lost Soul without an ability."""


def _enemies_block(*, band: bool) -> Game:
    # Enemies to the East: "You may negate and discard an Artifact. While 2 or more Heroes
    # are in battle, protect O.T. Lost Souls from rescue."
    assert ability_support(full_pool().get("Enemies to the East")).carried_out
    game = Game.at(
        [
            {"hand": ["Aaron (Pa)"], "territory": ["Miriam (L)"]},
            {"land_of_bondage": [EXODUS_SOUL], "hand": ["Enemies to the East"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Aaron (Pa)"), P2))
    game.choose("band to Miriam" if band else DECLINE)
    game.settle()
    game.do(Block(game.card("Enemies to the East")))
    game.settle()
    return game


def _soul_protected(game: Game) -> bool:
    soul = game.card(EXODUS_SOUL)
    return protected_from_rescue(game.state, soul, game.card("Aaron (Pa)"))


def test_a_protection_while_two_heroes_are_in_battle_holds_with_a_band() -> None:
    game = _enemies_block(band=True)  # Aaron banded to Miriam: two Heroes in battle
    assert game.state.battle is not None
    assert len(game.state.battle.heroes) == 2
    assert _soul_protected(game)
    assert game.state.problems() == []


def test_a_protection_while_two_heroes_are_in_battle_ends_with_the_battle() -> None:
    game = _enemies_block(band=True)
    while game.state.battle is not None:
        game.do(game.legal[-1])
    assert game.state.protections == ()
    assert not _soul_protected(game)


def test_a_while_that_does_not_hold_as_the_ability_activates_does_nothing() -> None:
    game = _enemies_block(band=False)  # Aaron alone
    assert game.state.protections == ()
    assert not _soul_protected(game)


def test_what_lasts_a_while_survives_a_save() -> None:
    # a change while a condition holds, cards taken and a character converted for a while
    for game in (_jashobeam_blocked(), _jacob_takes_two(), _samson_converted()):
        assert game.state.lasting
        assert from_json(to_json(game.state), GameState) == game.state


def test_a_status_for_the_rest_of_the_game_ends_when_its_card_leaves_play() -> None:
    # first strike held "for remainder of the game" (as an ability would give it) by
    # Gideon 6/8, who attacks and is defeated by Lahmi 10/10
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"]},
        pool=full_pool(),
    )
    gideon = game.card("Gideon (J)")
    status = Lasting(gideon, 0, 0, Until.GAME, 0, status=FIRST_STRIKE)
    game.state = attrs.evolve(game.state, lasting=(status,))
    while game.state.battle is not None:
        game.do(game.legal[-1])
    assert game.where(gideon) == (P1, Zone.DISCARD_PILE)
    assert game.state.lasting == ()


REVEALER = "Resurrection Revealer (GoC)"
"""A territory-class Hero: "While you control at least 2 Gospel angels, negate opponents'
neutral cards. ..."."""


def test_a_while_with_no_bound_of_its_own_ends_with_the_phase() -> None:
    # REG Duration: "while you control at least 2 Gospel angels" is no duration the REG
    # lists, so the end of the phase bounds it; back in territory, the character's ability
    # in play negates the Artifact again, lasting while it stays there
    assert ability_support(full_pool().get(REVEALER)).carried_out
    game = Game.at(
        [
            {
                "hand": [REVEALER],
                "territory": ["Gabriel, Mouth of God (GoC)", "Magnifying Multitude (GoC)"],
            },
            {"land_of_bondage": [SOUL], "territory": ["Altar of Ahaz"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(REVEALER), P2))
    game.settle()
    printed = {p.activation for p in game.state.preventions}
    assert printed  # the negate of the character entering battle
    while game.state.phase is Phase.BATTLE:
        game.do(game.legal[-1])
        game.settle()
    assert game.where(REVEALER) == (P1, Zone.TERRITORY)
    assert game.state.preventions  # the ability in territory
    assert not printed & {p.activation for p in game.state.preventions}


CROWDS = 'Lost Soul "Crowds" [Luke 5:15] [2016 - Local]'
"""Lost Soul: "While you have drawn 4 or fewer cards this turn, protect your hand and deck
from opponents' cards." """


def _crowds_followed(state: GameState) -> tuple[InstanceId, ...]:
    table = Table(state)
    duration.follow(table)
    (protection,) = table.freeze().protections
    return protection.cards


def test_a_protection_ends_when_its_while_condition_stops_with_no_card_moved() -> None:
    # REG Duration: an effect lasting "while" a condition holds ends as soon as it does not;
    # the fifth card drawn ends it though the hand and deck it covers hold the same cards
    game = Game.at(
        [{"land_of_bondage": [CROWDS], "hand": ["Babel"] * 3, "deck": ["Babel"] * 5}, {}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    assert len(_crowds_followed(game.state)) == 8  # followed once: nothing to change
    drawn = Use(key=DRAWN, player=P1, per="turn", count=5)
    five = attrs.evolve(game.state, uses=(*game.state.uses, drawn))
    assert _crowds_followed(five) == ()
    four = attrs.evolve(game.state, uses=(*game.state.uses, attrs.evolve(drawn, count=4)))
    assert len(_crowds_followed(four)) == 8
