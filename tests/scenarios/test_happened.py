"""Conditions on what was done: "if played in battle", "if you have attacked this turn",
"if opponent has used a search ability this turn".

REG: Conditions. The engine keeps what these read: where each card was played (this phase),
how many battles the active player began this turn, and which kinds of abilities each player
used this turn. What it keeps no record of (cards drawn this turn, cards played in an earlier
turn) stays refused.
"""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, Block, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.select import Scope, used_key
from redemption_rules.effects.targets import Happened, Player, Selector
from redemption_rules.events import BattleResolved, InitiativeGiven
from redemption_rules.state import BattleOutcome, Phase, Use

GRAIN = "Grain in a Famine"
"""A territory-class Evil Enhancement (pale green): "You may capture a Hero. If played in
battle, you may take an evil Genesis card from deck or Reserve"."""
DOEG = "Doeg (L)"
"""A pale green Evil Character with no ability, to use Grain in a Famine."""
HERO = "Bartholomew (Nathaniel) (Ap)"
"""A blue Hero with no ability."""
SCHOLARS = "Greek Scholars (Roots)"
"""An Evil Character: "If opponent has used a search ability this turn, discard a card in
their territory. Cannot be interrupted"."""
ELI = "Eli the Priest (RoA)"
"""A Hero: "Search deck for a Tabernacle Artifact and put it in hand. May band to Samuel"."""
BYSTANDER = "Anna (Pr)"
"""A Hero with no ability, left in territory."""
SIN = "Deceitful Sin"
"""A crimson Evil Enhancement: "If you have not used a search ability this turn, end the
battle"."""
CRIMSON = "Belshazzar"
"""A crimson Evil Character with no ability."""


def test_if_played_in_battle_reads_as_a_condition_on_the_cards_own_play() -> None:
    effects = card_abilities(full_pool().get(GRAIN)).ability
    assert effects is not None
    take = effects.effects[1]
    assert take.kind == "take"
    assert take.trigger is None
    assert isinstance(take.condition, Happened)
    assert take.condition.event == "played"
    assert ability_support(full_pool().get(GRAIN)).carried_out


def test_a_card_played_in_battle_carries_out_its_if_played_in_battle_effect() -> None:
    game = Game.blocked(
        HERO, {"hand": [HERO]}, DOEG, {"hand": [DOEG, GRAIN], "deck": ["Er"]}, pool=full_pool()
    )
    game.do(PlayEnhancement(game.card(GRAIN), game.card(DOEG)))
    game.decline()  # no capture
    assert game.question.labels[0] == "take an evil Genesis card from deck or Reserve"
    game.choose(game.question.labels[0])
    game.pick("Er")
    assert game.zone(P2, Zone.HAND) == ["Er"]


def test_the_same_card_played_in_territory_does_not() -> None:
    game = Game.at(
        [{"territory": [HERO]}, {"territory": [DOEG], "hand": [GRAIN], "deck": ["Er"]}],
        phase=Phase.PREPARATION,
        active=1,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(GRAIN), game.card(DOEG)))
    assert game.question.labels[0] == "capture a Hero"
    game.decline()
    assert game.state.decision is not None
    assert game.asked == (P2, game.decision.kind)
    assert game.decision.question is None  # back to the Preparation Phase, no take offered
    assert game.zone(P2, Zone.DECK) == ["Er"]
    assert game.zone(P2, Zone.HAND) == []


def _scholars_block(attacker: str) -> Game:
    game = Game.at(
        [
            {"hand": [attacker], "territory": [BYSTANDER]},
            {"hand": [SCHOLARS], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(attacker), P2))
    game.settle()
    game.do(Block(game.card(SCHOLARS)))
    game.settle()
    return game


def test_a_search_used_this_turn_lets_the_condition_hold_and_names_their_territory() -> None:
    game = _scholars_block(ELI)  # Eli's search (it finds nothing) is a search ability used
    assert game.zone(P1, Zone.DISCARD_PILE) == [BYSTANDER]
    assert game.zone(P1, Zone.TERRITORY) == []


def test_without_a_search_this_turn_nothing_is_discarded() -> None:
    game = _scholars_block(HERO)
    assert game.zone(P1, Zone.TERRITORY) == [BYSTANDER]
    assert game.zone(P1, Zone.DISCARD_PILE) == []


def test_if_you_have_not_used_a_search_ability_ends_the_battle_at_once() -> None:
    game = Game.blocked(HERO, {"hand": [HERO]}, CRIMSON, {"hand": [CRIMSON, SIN]}, pool=full_pool())
    caused = game.do(PlayEnhancement(game.card(SIN), game.card(CRIMSON)))
    # battle resolution begins at once, by the numbers: the attacker gets no initiative
    assert of_kind(caused, BattleResolved) == [BattleResolved(BattleOutcome.HERO_WINS, True)]
    assert not of_kind(caused, InitiativeGiven)


@pytest.mark.parametrize(
    ("uses", "negated", "holds"),
    [
        ((), False, False),
        ((Use(used_key("search"), P2, "turn"),), False, True),
        ((Use(used_key("draw"), P2, "turn"),), False, False),  # another kind
        ((Use(used_key("search"), P1, "turn"),), False, False),  # another player
        ((Use(used_key("search"), P2, "turn"),), True, False),  # "has not used"
    ],
)
def test_a_use_of_an_ability_kind_is_read_for_the_player_named(
    uses: tuple[Use, ...],
    negated: bool,
    holds: bool,
) -> None:
    game = Game.at([{"hand": [HERO]}, {"land_of_bondage": [SOUL]}], pool=full_pool())
    state = evolve(game.state, uses=uses)
    search = Selector(types=("ability",), abilities=("search",))
    condition = Happened(
        "used", player=Player.OPPONENT, target=search, negated=negated, within="turn"
    )
    assert Scope(state, P1).holds(condition) is holds


@pytest.mark.parametrize(
    ("attacked", "player", "holds"),
    [(False, Player.YOU, False), (True, Player.YOU, True), (True, Player.OPPONENT, False)],
)
def test_having_attacked_this_turn_is_the_active_players_battle(
    attacked: bool,
    player: Player,
    holds: bool,
) -> None:
    game = Game.at([{"hand": [HERO]}, {"land_of_bondage": [SOUL]}], pool=full_pool())
    if attacked:
        game.do(Attack(game.card(HERO), P2))
    condition = Happened("attacked", player=player, within="turn")
    assert Scope(game.state, P1).holds(condition) is holds


@pytest.mark.parametrize(
    "title",
    [
        "Not Alone (RoJ)",  # "if at least 2 Heroes were banded into battle"
        "Shame",  # "if a male and female Hero are set aside by this ability"
    ],
)
def test_what_the_engine_keeps_no_record_of_stays_refused(title: str) -> None:
    assert "condition 'happened'" in ability_support(full_pool().get(title)).missing
