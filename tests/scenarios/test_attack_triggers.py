"""A Fortress's "If your flood survivor attacks" (or "blocks"), and "If attacked".

REG: Begins a Battle, Block: a character begins a battle (or blocks) if it enters battle on
that side before any player has had the option to use Action Priority since the first
character attacked (or blocked); so a character banded in by the first one's ability begins
the battle too, one added later does not. REG: Attack, Block: such a trigger can fire more
than once, but the player uses the effect of one of them only: once a battle. REG: Attack:
"If attacked" fires for the player a battle is begun against, once (a player is attacked
once a battle).
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, Block, DecisionKind, PlayDominant, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityActivated

ARK = "Noah's Ark (Ark of Salvation)"
"""Fortress: "FORT: Protect Heroes in territory from harm. If your flood survivor attacks,
you may topdeck a Genesis card from Reserve."."""
THRONE_ROOM = "Pharaoh's Throne Room [IR]"
"""Fortress: "Protect evil Egyptians in territory from harm. If your pharaoh blocks, you may
discard the top card of a deck."."""
OUTPOST = "Philistine Outpost (I/J+)"
"""Fortress: "If attacked, you may play an evil Philistine from deck or Reserve. ..."."""
SONS = "Noah's Sons"
"""A flood survivor: "Noah's Sons cannot be removed from the game."."""
NOAH = "Noah, Ark Builder [RR2]"
"""A flood survivor: "You may play a Genesis Fortress from deck. May band to an
antediluvian. Cannot be negated."."""
ADAM = "Adam, the Exile / Adam (Man) (LoC)"
"""An antediluvian, no flood survivor: "... May band to an antediluvian or a meek blue
Hero."."""
ANGEL = "Angel at Bethesda"
"""A silver Hero with no ability."""
DELIVERED = "Delivered from Distress"
"""Silver GE: "You may play an O.T. Hero from deck. Hero may band to an O.T. Hero."."""
ABEL = "Abel ( C)"
"""A Genesis Hero with no ability."""
PHARAOH, ARMY = "Pharaoh (L)", "Pharaoh's Army [K]"
"""A pharaoh with no ability; an Egyptian that is no pharaoh: "May band to an Egyptian, or
you may draw 1."."""
GOLIATH = "Goliath (L)"
"""An evil Philistine (strong) with no ability."""


def _fired(game: Game, card: str) -> int:
    """How many times *card*'s ability activated."""
    found = game.card(card)
    return sum(event.card == found for event in of_kind(game.events, AbilityActivated))


def _attack(hero: str, mine: list[str], theirs: dict[str, list[str]] | None = None) -> Game:
    game = Game.at(
        [
            {"territory": [hero, *mine, ARK], "reserve": [ABEL]},
            {"land_of_bondage": [SOUL], **(theirs or {})},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    return game


def test_these_triggers_are_carried_out() -> None:
    for name in (ARK, THRONE_ROOM, OUTPOST, 'Lost Soul "Relatives" [Judges 9:3]'):
        assert ability_support(full_pool().get(name)).carried_out, name


def test_a_flood_survivor_attacking_fires_it() -> None:
    game = _attack(SONS, [])
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.card == game.card(ARK)
    game.choose("topdeck a Genesis card from Reserve")
    game.pick(ABEL)
    assert game.zone(P1, Zone.DECK) == [ABEL]


def test_a_flood_survivor_banded_in_by_the_first_hero_begins_the_battle_too() -> None:
    game = _attack(ADAM, [SONS])
    game.choose("band to an antediluvian or a meek blue Hero")
    assert game.where(SONS) == (None, Zone.FIELD_OF_BATTLE)
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.card == game.card(ARK)


def test_no_flood_survivor_in_battle_fires_nothing() -> None:
    game = _attack(ADAM, [SONS])
    game.decline()
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert _fired(game, ARK) == 0


def test_two_flood_survivors_beginning_the_battle_fire_it_once() -> None:
    game = _attack(NOAH, [SONS])
    game.choose("band to an antediluvian")
    assert game.where(SONS) == (None, Zone.FIELD_OF_BATTLE)
    game.settle()
    assert _fired(game, ARK) == 1


def test_a_flood_survivor_added_after_action_priority_does_not_begin_the_battle() -> None:
    game = Game.blocked(
        ANGEL,
        {"territory": [ANGEL, SONS, ARK], "hand": [DELIVERED], "reserve": [ABEL]},
        GOLIATH,
        {"territory": [GOLIATH]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(DELIVERED), game.card(ANGEL)))
    game.pass_windows()
    game.choose("band to an O.T. Hero")
    assert game.where(SONS) == (None, Zone.FIELD_OF_BATTLE)
    game.settle()
    assert _fired(game, ARK) == 0


def test_the_opponents_flood_survivor_fires_nothing() -> None:
    game = Game.at(
        [{"territory": [SONS]}, {"land_of_bondage": [SOUL], "territory": [ARK]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(SONS), P2))
    game.settle()
    assert _fired(game, ARK) == 0


def _blocked(blocker: str, theirs: list[str]) -> Game:
    game = Game.at(
        [
            {"territory": [ABEL], "deck": [SONS]},
            {"land_of_bondage": [SOUL], "territory": [blocker, *theirs, THRONE_ROOM]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ABEL), P2))
    game.settle()
    game.do(Block(game.card(blocker)))
    return game


def test_a_pharaoh_blocking_fires_it() -> None:
    game = _blocked(PHARAOH, [])
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(THRONE_ROOM)


def test_a_pharaoh_banded_in_by_the_blocker_blocks_too() -> None:
    game = _blocked(ARMY, [PHARAOH])
    game.choose("band to an Egyptian")
    assert game.where(PHARAOH) == (None, Zone.FIELD_OF_BATTLE)
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(THRONE_ROOM)


def test_a_blocker_that_is_no_pharaoh_fires_nothing() -> None:
    game = _blocked(ARMY, [PHARAOH])
    game.decline()  # no band: the pharaoh stays in territory
    game.settle()
    assert game.where(PHARAOH) == (P2, Zone.TERRITORY)
    assert _fired(game, THRONE_ROOM) == 0


def test_if_attacked_fires_for_the_defender_who_may_then_block_with_what_it_played() -> None:
    game = Game.at(
        [
            {"territory": [ABEL]},
            {"land_of_bondage": [SOUL], "territory": [OUTPOST], "deck": [GOLIATH]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ABEL), P2))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(OUTPOST)
    game.choose("play an evil Philistine from deck or Reserve")
    game.pick(GOLIATH)
    assert game.where(GOLIATH) == (P2, Zone.TERRITORY)
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    game.do(Block(game.card(GOLIATH)))
    assert game.where(GOLIATH) == (None, Zone.FIELD_OF_BATTLE)


def test_if_attacked_does_not_fire_for_the_attacker() -> None:
    game = Game.at(
        [{"territory": [ABEL, OUTPOST], "deck": [GOLIATH]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ABEL), P2))
    game.settle()
    assert _fired(game, OUTPOST) == 0


def test_a_pharaoh_added_after_action_priority_does_not_block() -> None:
    # Murderous Command, played in the window after the block: "... Discard a Hero in a
    # territory to add an evil Egyptian to battle"
    command = "Murderous Command [K]"
    game = Game.at(
        [
            {"territory": [ABEL, ANGEL]},
            {
                "land_of_bondage": [SOUL],
                "territory": [ARMY, PHARAOH, THRONE_ROOM],
                "hand": [command],
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ABEL), P2))
    game.settle()
    game.do(Block(game.card(ARMY)))
    game.decline()  # no band as it blocks
    assert game.asked == (P2, DecisionKind.PRIORITY)
    game.do(PlayDominant(game.card(command)))
    assert game.where(PHARAOH) == (None, Zone.FIELD_OF_BATTLE)
    game.settle()
    assert _fired(game, THRONE_ROOM) == 0


def test_a_lost_souls_if_attacked_fires_for_the_player_whose_land_of_bondage_holds_it() -> None:
    # Lost Soul "Relatives": "If attacked, you may bounce an evil Canaanite and give an evil
    # Canaanite from hand to opponent's territory."
    relatives = 'Lost Soul "Relatives" [Judges 9:3]'
    game = Game.at(
        [
            {"territory": [ABEL]},
            {
                "land_of_bondage": [relatives],
                "territory": ["Jezebel (L)"],
                "hand": ["Shechem (F)"],
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ABEL), P2))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(relatives)
    game.choose("bounce an evil Canaanite")
    assert game.where("Jezebel (L)") == (P2, Zone.HAND)
    game.choose("give an evil Canaanite from hand to opponent\u2019s territory")
    game.pick("Shechem (F)")
    assert game.where("Shechem (F)") == (P1, Zone.TERRITORY)
