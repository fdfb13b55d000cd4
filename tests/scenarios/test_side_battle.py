"""Side battle: two characters fight each other apart from the battle (REG: Side Battle).

The player carrying the effect out chooses them, in play or in their own hand; the side
battle is resolved by the numbers as battle resolution judges a battle: the loser is
discarded, a survivor from hand goes to its owner's territory, a survivor from the battle
stays in it, and the suspended battle goes on. One side battle a player a turn; with no
target for one side the effect does nothing.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

SWORD = "Sword against Sword"
"""Gold GE: "Select two Evil Characters to fight each other. Cannot be negated if used by a
Hero with a Judges reference." """

HERO = "Gideon (L)"
"""Gold Hero, 6/6."""
BLOCKER = "Abaddon the Destroyer (L)"
"""Evil Character, 10/10: Gideon is losing, and his player has initiative."""
BATTLE = (None, Zone.FIELD_OF_BATTLE)


def _sword(territory: list[str], *, hand: tuple[str, ...] = (), swords: int = 1) -> Game:
    assert ability_support(full_pool().get(SWORD)).carried_out
    game = Game.blocked(
        HERO,
        {"hand": [HERO, *[SWORD] * swords, *hand]},
        BLOCKER,
        {"hand": [BLOCKER], "territory": territory},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(SWORD, zone=Zone.HAND), game.card(HERO)))
    return game


def test_the_two_chosen_characters_fight_and_the_loser_is_discarded() -> None:
    game = _sword(["Achan (I)", "Abihu (L)"])
    assert sorted(game.offered) == sorted([BLOCKER, "Achan (I)", "Abihu (L)"])
    game.pick(BLOCKER, "Achan (I)")
    game.settle()
    # Abaddon 10/10 defeats Achan 3/4; Abaddon goes on blocking, Abihu was not involved
    assert game.where("Achan (I)") == (P2, Zone.DISCARD_PILE)
    assert game.where(BLOCKER) == BATTLE
    assert game.where("Abihu (L)") == (P2, Zone.TERRITORY)
    assert game.where(HERO) == BATTLE
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # the battle goes on where it was


def test_a_blocker_defeated_in_the_side_battle_leaves_the_battle() -> None:
    # the only two Evil Characters in play fight, with no choice to make: Abaddon 10/10 and
    # Beast from the Earth 10/10 defeat each other
    game = _sword(["Beast from the Earth (L)"])
    game.settle()
    assert game.where(BLOCKER) == (P2, Zone.DISCARD_PILE)
    assert game.where("Beast from the Earth (L)") == (P2, Zone.DISCARD_PILE)
    assert game.where(HERO) == BATTLE
    battle = game.state.battle
    assert battle is not None
    assert battle.evil_characters == ()
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # the battle goes on, Gideon unopposed


def test_a_stalemate_in_the_side_battle_discards_neither() -> None:
    # Abiram 5/7 and Ahaziah 5/7: neither strength reaches the other's toughness
    game = _sword(["Abiram", "Ahaziah"])
    game.pick("Abiram", "Ahaziah")
    game.settle()
    assert game.where("Abiram") == (P2, Zone.TERRITORY)
    assert game.where("Ahaziah") == (P2, Zone.TERRITORY)
    assert game.where(BLOCKER) == BATTLE
    assert game.asked == (P1, DecisionKind.INITIATIVE)


def test_a_survivor_from_hand_goes_to_its_owners_territory() -> None:
    # the player's own Evil Character in hand may fight (REG: Side Battle, targets in play
    # or the hand of the player carrying it out): Beast from the Sea 10/10 beats Achan 3/4
    game = _sword(["Achan (I)"], hand=("Beast from the Sea (L)",))
    assert "Beast from the Sea (L)" in game.offered
    game.pick("Beast from the Sea (L)", "Achan (I)")
    game.settle()
    assert game.where("Achan (I)") == (P2, Zone.DISCARD_PILE)
    assert game.where("Beast from the Sea (L)") == (P1, Zone.TERRITORY)
    assert game.where(BLOCKER) == BATTLE


def test_a_player_starts_one_side_battle_a_turn() -> None:
    game = _sword(["Achan (I)", "Abiram", "Ahaziah"], swords=2)
    game.pick("Achan (I)", "Abiram")  # Abiram 5/7 defeats Achan 3/4
    game.settle()
    assert game.where("Achan (I)") == (P2, Zone.DISCARD_PILE)
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # Gideon still losing to Abaddon
    game.do(PlayEnhancement(game.card(SWORD, zone=Zone.HAND), game.card(HERO)))
    game.settle()
    # the second Sword against Sword starts no side battle: nobody is asked to choose
    assert game.where(SWORD) == BATTLE
    assert game.where("Abiram") == (P2, Zone.TERRITORY)
    assert game.where("Ahaziah") == (P2, Zone.TERRITORY)
    assert game.where(BLOCKER) == BATTLE


CONFLICT = "Brother's Conflict"
"""White/Brown GE/EE: "GE: Begin a side battle between 2 Evil Characters. EE: Begin a side
battle between 2 Heroes." """


def test_played_as_an_evil_enhancement_two_heroes_fight() -> None:
    assert ability_support(full_pool().get(CONFLICT)).carried_out
    game = Game.blocked(
        HERO,
        {"hand": [HERO], "territory": ["Gaius", "Deborah (L)"]},
        "Achan (I)",
        {"hand": ["Achan (I)", CONFLICT]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Gideon 6/6 beats Achan 3/4
    game.do(PlayEnhancement(game.card(CONFLICT), game.card("Achan (I)")))
    assert sorted(game.offered) == sorted([HERO, "Gaius", "Deborah (L)"])  # Heroes only
    game.pick(HERO, "Gaius")
    game.settle()
    # Gaius 7/7 defeats Gideon 6/6: the rescue attempt has lost its Hero
    assert game.where(HERO) == (P1, Zone.DISCARD_PILE)
    assert game.where("Gaius") == (P1, Zone.TERRITORY)
    assert game.where("Deborah (L)") == (P1, Zone.TERRITORY)
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)


TROOPS = "Troops Discharged"
"""Gold EE: "Select two Evil Characters in play to fight each other. Wall of Protection has
no effect." """


def test_with_one_side_of_the_side_battle_missing_nothing_happens() -> None:
    # "in play": the Evil Character in hand may not fight, and the blocker alone is no side
    # battle (REG: Side Battle: with no valid target for one side, the effect does nothing)
    assert ability_support(full_pool().get(TROOPS)).carried_out
    game = Game.blocked(
        HERO,
        {"hand": [HERO]},
        "Phygellus",
        {"hand": ["Phygellus", TROOPS, "Achan (I)"]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Gideon 6/6 beats Phygellus 3/3
    game.do(PlayEnhancement(game.card(TROOPS), game.card("Phygellus")))
    game.settle()
    assert game.where("Phygellus") == BATTLE
    assert game.where("Achan (I)") == (P2, Zone.HAND)
    assert game.where(HERO) == BATTLE


def test_abilities_tied_to_the_side_battle_stay_refused() -> None:
    # fought at once, a side battle leaves nothing to last through it or to wait for its end
    refused = {
        "King Rehoboam (Di)": "an effect lasting through a side battle or waiting for its end",
        "The Lord Goes Before You": (
            "an effect lasting through a side battle or waiting for its end"
        ),
        "Sword of the Lord (PoC)": "a side battle as the other option of an effect",
    }
    for name, blocker in refused.items():
        support = ability_support(full_pool().get(name))
        assert not support.carried_out
        assert blocker in support.missing


GOSSIP = "Idle Gossip"
"""Gray EE: "Holder chooses a Hero in play to fight the rescuing Hero. The loser is
discarded." """


def _gossip(territory: list[str]) -> Game:
    assert ability_support(full_pool().get(GOSSIP)).carried_out
    game = Game.blocked(
        HERO,
        {"hand": [HERO], "territory": territory},
        "False Prophets",
        {"hand": ["False Prophets", GOSSIP]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Gideon 6/6 beats False Prophets 4/4
    game.do(PlayEnhancement(game.card(GOSSIP), game.card("False Prophets")))
    return game


def test_the_holder_chooses_a_hero_to_fight_the_rescuing_hero() -> None:
    game = _gossip(["Gaius", "Deborah (L)"])
    assert game.asked[0] == P2  # the holder chooses
    assert sorted(game.offered) == ["Deborah (L)", "Gaius"]  # not the rescuing Hero himself
    game.pick("Gaius")
    game.settle()
    # Gaius 7/7 defeats Gideon 6/6: the loser is discarded, and the rescue has no Hero left
    assert game.where(HERO) == (P1, Zone.DISCARD_PILE)
    assert game.where("Gaius") == (P1, Zone.TERRITORY)
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)


def test_the_rescuing_hero_may_win_and_go_on_with_the_rescue() -> None:
    game = _gossip(["Deborah (L)"])
    game.settle()  # the only other Hero in play fights: Gideon 6/6 defeats Deborah 4/4
    assert game.where("Deborah (L)") == (P1, Zone.DISCARD_PILE)
    assert game.where(HERO) == BATTLE
    assert game.where("False Prophets") == BATTLE


CHLOE = "Chloe (EC)"
"""Clay Hero, 4/4: "Protect Heroes from side battle. You may draw X (limit 3)." """


def test_heroes_protected_from_side_battle_are_no_targets() -> None:
    assert ability_support(full_pool().get(CONFLICT)).carried_out
    game = Game.blocked(
        CHLOE,
        {"hand": [CHLOE], "territory": ["Gaius", "Deborah (L)"]},
        "Achan (I)",
        {"hand": ["Achan (I)", CONFLICT]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # Chloe 4/4 beats Achan 3/4
    game.do(PlayEnhancement(game.card(CONFLICT), game.card("Achan (I)")))
    game.settle()
    # no Hero may be targeted: the side battle has no side, and nobody fights
    assert game.where(CHLOE) == BATTLE
    assert game.where("Gaius") == (P1, Zone.TERRITORY)
    assert game.where("Deborah (L)") == (P1, Zone.TERRITORY)
    assert game.where("Achan (I)") == BATTLE
