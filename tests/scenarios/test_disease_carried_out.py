"""Disease: the diseased condition and the abilities paired with it (REG: Poison and Disease).

"Treat as a disease" is a disease effect after the abilities it is paired with
(Clarifications); those abilities are its effects. Seeds of Rebellion, a brown Evil
Enhancement: "Place this card on a Hero. While this card remains, Hero decreases 0/2 per
turn. When Hero is reduced to */0 or less, remove Hero from the game. Treat as a disease."
The Hero it lies on is diseased while it remains there; "per turn" is each turn of the
player controlling that Hero (REG: Turn), the decrease acting at their Upkeep Phase, when
a turn is added to the disease's count (REG: Upkeep Phase). Left with no toughness, the
Hero is removed from the game, not discarded. A heal ends the disease and its decreases
(REG: Heal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    Block,
    Phase,
    PlayEnhancement,
    Zone,
    engine,
    from_json,
    to_json,
)
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.select import healable
from redemption_rules.events import CharacterHealed, describe
from redemption_rules.state import DISEASED, PARALYZED, GameState, Lasting, Until
from redemption_rules.table import Table

if TYPE_CHECKING:
    from redemption_rules.state import InstanceId

SEEDS = "Seeds of Rebellion"
ANDREW = "Andrew (Ap)"
"""Red Hero 7/8, a human, no special ability: he attacks."""
GAD = "Gad"
"""Hero 6/3, a human, no special ability: he waits in territory, and Seeds goes on him."""
ACHAN = "Achan (I)"
"""Brown Evil Character 3/4, no special ability: he blocks, and plays Seeds of Rebellion."""
WOUNDS = "By His Wounds"
"""Good Enhancement: "Heal a human Hero or negate and banish an evil Enhancement." """
AMOS = "Amos"
"""Green Hero 6/3, a human, no special ability: he plays By His Wounds."""
LAHMI = "Lahmi (I)"
"""Black Evil Character 10/10, no special ability: he blocks Amos."""
FILLER = "Goliath (L)"


def _diseased(state: GameState) -> list[InstanceId]:
    return [entry.card for entry in state.lasting if entry.status == DISEASED]


def _played_on_a_hero(
    disease: str, hero: str, *, mine: list[str] | None, theirs: list[str] | None
) -> Game:
    """Andrew attacks, Achan blocks and plays *disease*, to be placed on *hero* in territory."""
    game = _achan_blocks([hero], [disease], mine=mine, theirs=theirs)
    game.do(PlayEnhancement(game.card(disease), game.card(ACHAN)))
    return game


def _achan_blocks(
    territory: list[str],
    hand: list[str],
    *,
    mine: list[str] | None = None,
    theirs: list[str] | None = None,
) -> Game:
    """Andrew attacks from hand, *territory* beside him; Achan blocks, *hand* in his."""
    game = Game.at(
        [
            {"hand": [ANDREW, *(mine or [])], "territory": territory, "deck": [FILLER] * 12},
            {
                "land_of_bondage": [SOUL],
                "territory": [ACHAN, *(theirs or [])],
                "hand": hand,
                "deck": [FILLER] * 12,
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ANDREW), P2))
    game.settle()
    game.do(Block(game.card(ACHAN)))
    game.settle()
    return game


def _seeded(*, mine: list[str] | None = None, theirs: list[str] | None = None) -> Game:
    """Andrew attacks, Achan blocks and plays Seeds of Rebellion on Gad, in territory."""
    game = _played_on_a_hero(SEEDS, GAD, mine=mine, theirs=theirs)
    assert sorted(game.offered) == [ANDREW, GAD]  # "a Hero": any Hero in play
    game.pick(GAD)
    game.settle()
    gad, seeds = game.card(GAD), game.card(SEEDS)
    assert game.where(seeds) == (P1, Zone.TERRITORY)
    assert game.state.cards[seeds].held_by == gad
    assert _diseased(game.state) == [gad]
    assert numbers_of(game.state, gad) == (6, 3)  # nothing yet: "per turn"
    return game


def test_seeds_of_rebellion_is_carried_out() -> None:
    pool = full_pool()
    assert ability_support(pool.get(SEEDS)).carried_out
    # "Hero decreases 1/1 each turn until */1. While Hero is Lacking Sleep, player must
    # allow the opponent to play the first enhancement in battle.": not read
    for name in ("Lacking Sleep", "Without Food"):
        assert not ability_support(pool.get(name)).readable, name


def test_the_diseased_hero_decreases_each_of_his_controllers_turns_then_leaves_the_game() -> None:
    game = _seeded()
    gad = game.card(GAD)
    assert healable(game.state, gad)  # "a character ... is diseased" (REG: Heal)
    state = from_json(to_json(game.state), GameState)
    assert state == game.state
    game.play_on_to(P2, Phase.PREPARATION)  # the opponent's upkeep: not a turn of Gad's
    assert numbers_of(game.state, gad) == (6, 3)
    game.play_on_to(P1, Phase.PREPARATION)  # player 1's upkeep: 0/2 off
    assert numbers_of(game.state, gad) == (6, 1)
    assert game.state.problems() == []
    game.play_on_to(P2, Phase.PREPARATION)
    assert numbers_of(game.state, gad) == (6, 1)
    game.play_on_to(P1, Phase.PREPARATION)  # reduced to */0 or less: removed from the game
    assert game.where(gad) == (P1, Zone.BANISH_PILE)
    assert game.where(SEEDS) == (P2, Zone.BANISH_PILE)  # it goes where the Hero goes
    assert _diseased(game.state) == []
    assert game.state.problems() == []


def test_the_disease_ends_as_its_card_leaves_the_hero() -> None:
    game = _seeded()
    gad = game.card(GAD)
    game.play_on_to(P1, Phase.PREPARATION)
    assert numbers_of(game.state, gad) == (6, 1)
    table = Table(game.state)
    table.move(game.card(SEEDS), (P1, Zone.TERRITORY), (P2, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert _diseased(game.state) == []  # "while this card remains"
    game.play_on_to(P2, Phase.PREPARATION)
    game.play_on_to(P1, Phase.PREPARATION)
    assert game.where(gad) == (P1, Zone.TERRITORY)
    assert numbers_of(game.state, gad) == (6, 1)
    assert game.state.problems() == []


def test_by_his_wounds_heals_the_diseased_hero() -> None:
    game = _seeded(mine=[WOUNDS, AMOS], theirs=[LAHMI])
    gad = game.card(GAD)
    game.play_on_to(P1, Phase.PREPARATION)
    assert numbers_of(game.state, gad) == (6, 1)
    game.play_on_to(P1, Phase.BATTLE)
    game.do(Attack(game.card(AMOS), P2))
    game.settle()
    game.do(Block(game.card(LAHMI)))
    game.settle()
    game.do(PlayEnhancement(game.card(WOUNDS), game.card(AMOS)))
    # Seeds of Rebellion is an evil Enhancement in play: the other option could take it
    events = game.choose("Heal a human Hero")
    # Gad, diseased, is the one healable human Hero: nothing to ask
    assert f"{WOUNDS} heals {GAD}." in [describe(event, game.state) for event in events]
    game.settle()
    assert _diseased(game.state) == []  # no longer diseased: the disease's effects end
    assert numbers_of(game.state, gad) == (6, 3)  # and its decreases
    game.play_on_to(P1, Phase.PREPARATION)
    assert numbers_of(game.state, gad) == (6, 3)
    assert game.where(gad) == (P1, Zone.TERRITORY)
    assert game.state.problems() == []


REBELLIOUS = "Rebellious"
"""Brown Evil Enhancement: "Place this card on a Hero. While this card remains, negate the
Hero's special ability and decrease that Hero 0/1 per turn. Treat as a disease." """
ANGEL = "Angel of His Presence"
"""Silver Hero 7/5: "Draw the top card from your draw pile." as he enters battle."""


def _rebelled(hero: str, *, mine: list[str] | None = None, theirs: list[str] | None = None) -> Game:
    """Andrew attacks, Achan blocks and plays Rebellious on *hero*, in territory."""
    game = _played_on_a_hero(REBELLIOUS, hero, mine=mine, theirs=theirs)
    game.pick(hero)
    game.settle()
    assert game.state.cards[game.card(REBELLIOUS)].held_by == game.card(hero)
    assert _diseased(game.state) == [game.card(hero)]
    return game


def _negated(game: Game, card: InstanceId) -> bool:
    return any(card in prevention.cards for prevention in game.state.preventions)


def test_rebellious_is_carried_out() -> None:
    assert ability_support(full_pool().get(REBELLIOUS)).carried_out


def test_rebellious_negates_the_heros_ability_and_decreases_him_each_turn() -> None:
    game = _rebelled(ANGEL)
    angel = game.card(ANGEL)
    assert _negated(game, angel)
    game.play_on_to(P1, Phase.PREPARATION)
    assert numbers_of(game.state, angel) == (7, 4)
    game.play_on_to(P1, Phase.BATTLE)
    hand = len(game.state.players[P1].hand)
    game.do(Attack(angel, P2))
    game.settle()
    assert len(game.state.players[P1].hand) == hand  # his draw is negated
    assert game.state.problems() == []


def test_the_angel_draws_without_rebellious() -> None:
    game = Game.at(
        [{"territory": [ANGEL], "deck": [FILLER] * 12}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    hand = len(game.state.players[P1].hand)
    game.do(Attack(game.card(ANGEL), P2))
    game.settle()
    assert len(game.state.players[P1].hand) == hand + 1


def test_a_heal_ends_the_negate_tied_to_the_disease() -> None:
    game = _rebelled(GAD, mine=[WOUNDS, AMOS], theirs=[LAHMI])
    gad = game.card(GAD)
    game.play_on_to(P1, Phase.PREPARATION)
    assert numbers_of(game.state, gad) == (6, 2)
    game.play_on_to(P1, Phase.BATTLE)
    game.do(Attack(game.card(AMOS), P2))
    game.settle()
    game.do(Block(game.card(LAHMI)))
    game.settle()
    assert _negated(game, gad)
    game.do(PlayEnhancement(game.card(WOUNDS), game.card(AMOS)))
    game.choose("Heal a human Hero")
    game.settle()
    assert _diseased(game.state) == []
    assert not _negated(game, gad)  # "any ongoing effects tied to" the disease end
    assert numbers_of(game.state, gad) == (6, 3)
    assert game.state.problems() == []


def test_on_the_hero_in_battle_it_comes_home_with_him_and_the_disease_goes_on() -> None:
    game = _achan_blocks([], [SEEDS])
    andrew = game.card(ANDREW)
    game.do(PlayEnhancement(game.card(SEEDS), game.card(ACHAN)))
    game.settle()  # the one Hero in play: on Andrew, in battle
    assert _diseased(game.state) == [andrew]
    game.play_on_to(P2, Phase.PREPARATION)  # Andrew 7/8 defeated Achan 3/4 and came home
    assert game.where(andrew) == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card(SEEDS)].held_by == andrew
    assert _diseased(game.state) == [andrew]
    game.play_on_to(P1, Phase.PREPARATION)
    assert numbers_of(game.state, andrew) == (7, 6)
    assert game.state.problems() == []


def test_a_diseased_hero_diseased_again_gets_the_new_paired_ability_too() -> None:
    # REG Poison and Disease, Special Conditions: the second disease does not affect him
    # as a condition (he is diseased already), but its paired ability does
    game = _achan_blocks([GAD], [SEEDS, REBELLIOUS])
    andrew = game.card(ANDREW)
    for enhancement in (SEEDS, REBELLIOUS):
        game.do(PlayEnhancement(game.card(enhancement), game.card(ACHAN)))
        game.pick(ANDREW)
        game.settle()
    assert _diseased(game.state) == [andrew, andrew]
    assert healable(game.state, andrew)
    game.play_on_to(P1, Phase.PREPARATION)  # 0/2 and 0/1
    assert numbers_of(game.state, andrew) == (7, 5)
    assert game.state.problems() == []


MIRACLE = "Miracle of Healing"
"""Blue Good Enhancement: "Heal any Hero who has been poisoned or diseased." """
BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""Blue Hero 10/10, no special ability: he plays Miracle of Healing."""


def test_miracle_of_healing_heals_the_diseased_hero() -> None:
    assert ability_support(full_pool().get(MIRACLE)).carried_out
    game = _seeded(mine=[MIRACLE, BARTHOLOMEW], theirs=[LAHMI])
    gad = game.card(GAD)
    game.play_on_to(P1, Phase.PREPARATION)
    assert numbers_of(game.state, gad) == (6, 1)
    game.play_on_to(P1, Phase.BATTLE)
    game.do(Attack(game.card(BARTHOLOMEW), P2))
    game.settle()
    game.do(Block(game.card(LAHMI)))
    game.settle()
    events = game.do(PlayEnhancement(game.card(MIRACLE), game.card(BARTHOLOMEW)))
    # "any Hero who has been poisoned or diseased": Gad, the one such Hero
    assert f"{MIRACLE} heals {GAD}." in [describe(event, game.state) for event in events]
    game.settle()
    assert _diseased(game.state) == []
    assert numbers_of(game.state, gad) == (6, 3)
    assert game.state.problems() == []


def test_miracle_of_healing_heals_no_hero_only_paralyzed() -> None:
    # healable, but neither poisoned nor diseased: not "who has been poisoned or diseased"
    game = Game.at(
        [
            {"hand": [MIRACLE], "territory": [BARTHOLOMEW, GAD], "deck": [FILLER] * 9},
            {"land_of_bondage": [SOUL], "territory": [LAHMI], "deck": [FILLER] * 9},
        ],
        pool=full_pool(),
    )
    gad = game.card(GAD)
    table = Table(game.state)
    table.lasting.append(Lasting(gad, 0, 0, Until.GAME, 0, status=PARALYZED))
    game.state = table.freeze()
    assert healable(game.state, gad)
    game.do(Attack(game.card(BARTHOLOMEW), P2))
    game.settle()
    game.do(Block(game.card(LAHMI)))
    game.settle()
    events = game.do(PlayEnhancement(game.card(MIRACLE), game.card(BARTHOLOMEW)))
    game.settle()
    assert not any(isinstance(event, CharacterHealed) for event in events)
    assert any(entry.card == gad and entry.status == PARALYZED for entry in game.state.lasting)
    assert game.state.problems() == []
