"""Lost Souls in Sites, and Site access (REG: Site, Occupied, Preparation Phase, Site Access).

Assyria and Canaan are purple Sites, Babylon a red one.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pytest
from attrs import evolve
from tests.scenarios.conftest import full_pool

from redemption_rules import (
    Attack,
    BattleKind,
    CardType,
    DecisionKind,
    Decline,
    EndPhase,
    EndReason,
    IllegalAction,
    Phase,
    PlayCard,
    PlayerId,
    PutInSite,
    SurrenderSoul,
    Zone,
    apply,
    legal_actions,
    step,
)
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import SoulPutInSite
from redemption_rules.table import Table
from redemption_rules.testing import build_position as build_any_position
from redemption_rules.testing import find_card

if TYPE_CHECKING:
    from redemption_rules import CardPool, GameState

build_position = partial(build_any_position, abilities=False)
"""Positions played by the numbers: these tests pin the rules without abilities."""

P1, P2 = PlayerId(0), PlayerId(1)
SOUL = "Lost Soul Luke 13:25 (J)"
OTHER_SOUL = "Lost Soul Luke 15:13 (J)"


def _guarded(
    pool: CardPool, *, attacker_sites: list[str], loose: list[str] = (), ruleset: str = "modern"
) -> GameState:
    """Player 2 puts a Lost Soul into purple Canaan; then player 1 may attack."""
    state = build_position(
        pool,
        [
            {"territory": ["Gideon (J)", *attacker_sites], "deck": ["Samson (J)"]},
            {
                "territory": ["Canaan"],
                "land_of_bondage": [SOUL, *loose],
                "deck": ["Ruth (J)", "Naomi (J)", "Boaz (J)"],
            },
        ],
        active=1,
        ruleset=ruleset,
    )
    soul, canaan = find_card(state, SOUL), find_card(state, "Canaan")
    assert PutInSite(soul, canaan) in legal_actions(state)
    result = step(state, PutInSite(soul, canaan))
    assert SoulPutInSite(P2, soul, canaan) in result.events
    state = result.state
    assert state.locate(soul) == (P2, Zone.TERRITORY)
    assert state.instance(soul).held_by == canaan
    assert PutInSite(soul, canaan) not in legal_actions(state)  # one Lost Soul per Site
    for _ in range(4):  # player 2 ends the turn; player 1 reaches the Battle Phase
        state = apply(state, EndPhase())
    assert state.active == P1
    assert state.phase is Phase.BATTLE
    return state


def test_a_soul_in_a_site_cannot_be_reached_without_access(pool: CardPool) -> None:
    state = _guarded(pool, attacker_sites=[])
    gideon = find_card(state, "Gideon (J)")
    state = apply(state, Attack(gideon, P2))
    assert state.battle is not None
    assert state.battle.kind is BattleKind.BATTLE_CHALLENGE


def test_a_matching_site_in_battle_gives_access(pool: CardPool) -> None:
    state = _guarded(pool, attacker_sites=["Assyria", "Babylon"])
    gideon, assyria = find_card(state, "Gideon (J)"), find_card(state, "Assyria")
    babylon = find_card(state, "Babylon")
    attacks = [a for a in legal_actions(state) if isinstance(a, Attack)]
    assert Attack(gideon, P2, assyria) in attacks  # purple to purple
    assert Attack(gideon, P2, babylon) not in attacks  # red reaches nothing
    state = apply(state, Attack(gideon, P2, assyria))
    assert state.battle is not None
    assert state.battle.kind is BattleKind.RESCUE_ATTEMPT
    assert state.locate(assyria) == (None, Zone.FIELD_OF_BATTLE)
    result = step(state, Decline())  # unblocked
    end = result.state
    soul = find_card(end, SOUL)
    assert end.players[P1].land_of_redemption == (soul,)
    assert end.instance(soul).held_by is None
    assert assyria in end.players[P1].territory  # the Site goes home
    assert end.problems() == []


def test_the_defender_surrenders_any_soul_the_hero_can_reach(pool: CardPool) -> None:
    state = _guarded(pool, attacker_sites=["Assyria"], loose=[OTHER_SOUL])
    gideon, assyria = find_card(state, "Gideon (J)"), find_card(state, "Assyria")
    state = apply(apply(state, Attack(gideon, P2, assyria)), Decline())
    assert state.decision is not None
    assert state.decision.kind is DecisionKind.SURRENDER_SOUL
    souls = {find_card(state, SOUL), find_card(state, OTHER_SOUL)}
    assert {a.soul for a in legal_actions(state) if isinstance(a, SurrenderSoul)} == souls
    # Without the Site, only the loose soul can be taken.
    state = _guarded(pool, attacker_sites=["Assyria"], loose=[OTHER_SOUL])
    state = apply(apply(state, Attack(find_card(state, "Gideon (J)"), P2)), Decline())
    assert find_card(state, OTHER_SOUL) in state.players[P1].land_of_redemption


def test_first_rules_attack_only_a_reachable_soul(pool: CardPool) -> None:
    state = build_position(
        pool,
        [
            {"territory": ["Gideon (J)", "Assyria"]},
            {"territory": ["Canaan", SOUL]},
        ],
        phase=Phase.BATTLE,
        ruleset="classic",
    )
    soul, canaan = find_card(state, SOUL), find_card(state, "Canaan")
    cards = list(state.cards)
    cards[soul] = evolve(cards[soul], identity=CardType.LOST_SOUL, held_by=canaan)
    state = evolve(state, cards=tuple(cards))
    assert state.problems() == []
    gideon, assyria = find_card(state, "Gideon (J)"), find_card(state, "Assyria")
    assert [a for a in legal_actions(state) if isinstance(a, Attack)] == [
        Attack(gideon, P2, assyria)
    ]


def test_souls_in_sites_still_count_toward_winning(pool: CardPool) -> None:
    state = build_position(
        pool,
        [
            {"territory": ["Gideon (J)"], "land_of_redemption": [OTHER_SOUL]},
            {"territory": ["Canaan"], "land_of_bondage": [SOUL, "Lost Soul Luke 19:10 (J)"]},
        ],
        active=1,
    )
    state = apply(state, PutInSite(find_card(state, SOUL), find_card(state, "Canaan")))
    assert not state.is_over


def test_put_in_site_is_refused_with_reasons(pool: CardPool) -> None:
    state = build_position(
        pool,
        [{"territory": ["Canaan", "Gideon (J)"], "land_of_bondage": [SOUL]}, {}],
    )
    soul, gideon = find_card(state, SOUL), find_card(state, "Gideon (J)")
    with pytest.raises(IllegalAction, match="not a Site with room for a Lost Soul"):
        apply(state, PutInSite(soul, gideon))
    with pytest.raises(IllegalAction, match="not in player 1's Land of Bondage"):
        apply(state, PutInSite(gideon, find_card(state, "Canaan")))


def test_a_fourth_edition_game_ends_when_the_last_reachable_soul_is_rescued(
    pool: CardPool,
) -> None:
    state = _guarded(pool, attacker_sites=["Assyria"], ruleset="fourth")
    gideon, assyria = find_card(state, "Gideon (J)"), find_card(state, "Assyria")
    end = apply(apply(state, Attack(gideon, P2, assyria)), Decline())
    assert end.is_over
    assert end.result is not None
    assert end.result.reason is EndReason.UNREACHABLE


def test_a_second_city_may_be_a_fortress_while_the_first_is_a_site(pool: CardPool) -> None:
    # REG Duplicate Card: "a player may control multiple versions of a City, if no more than
    # one version is a Fortress".
    state = build_position(pool, [{"territory": ["Ashkelon"], "hand": ["Ashkelon"]}, {}])
    in_play = find_card(state, "Ashkelon", zone=Zone.TERRITORY)
    second = find_card(state, "Ashkelon", zone=Zone.HAND)
    assert state.instance(in_play).identity is CardType.SITE
    assert PlayCard(second, CardType.FORTRESS) in legal_actions(state)
    assert PlayCard(second, CardType.SITE) in legal_actions(state)
    fortress = apply(state, PlayCard(second, CardType.FORTRESS))
    assert fortress.instance(second).identity is CardType.FORTRESS
    assert fortress.problems() == []


def test_only_one_version_of_a_city_may_be_a_fortress(pool: CardPool) -> None:
    state = build_position(pool, [{"territory": ["Ashkelon"], "hand": ["Ashkelon"]}, {}])
    in_play = find_card(state, "Ashkelon", zone=Zone.TERRITORY)
    second = find_card(state, "Ashkelon", zone=Zone.HAND)
    cards = list(state.cards)
    cards[in_play] = evolve(cards[in_play], identity=CardType.FORTRESS)
    state = evolve(state, cards=tuple(cards))
    with pytest.raises(IllegalAction, match="'Ashkelon' is unique"):
        apply(state, PlayCard(second, CardType.FORTRESS))
    assert PlayCard(second, CardType.SITE) in legal_actions(state)


def _guarded_with_abilities(hero: str, site: str = "Canaan") -> GameState:
    """Player 2 keeps a Lost Soul in *site* and one loose; *hero* attacks and is not blocked."""
    pool = full_pool()
    state = build_any_position(
        pool,
        [
            {"territory": [hero]},
            {"territory": [site], "land_of_bondage": [SOUL, OTHER_SOUL]},
        ],
        active=1,
    )
    state = apply(state, PutInSite(find_card(state, SOUL), find_card(state, site)))
    while state.active != P1 or state.phase is not Phase.BATTLE:
        state = apply(state, EndPhase())
    state = apply(state, Attack(find_card(state, hero), P2))
    while state.decision is not None and state.decision.kind is not DecisionKind.BLOCK:
        state = apply(state, legal_actions(state)[-1])  # pass, or decline a "may"
    return apply(state, Decline())


def test_a_hero_with_site_access_reaches_the_soul_in_a_site() -> None:
    # Angel at Jerusalem (Wa): "Hero has access to any Site." Unblocked, it may rescue the
    # Lost Soul in Canaan as well as the loose one: the defender chooses which.
    angel = "Angel at Jerusalem (Wa)"
    assert ability_support(full_pool().get(angel)).carried_out
    state = _guarded_with_abilities(angel)
    assert state.decision is not None
    assert state.decision.kind is DecisionKind.SURRENDER_SOUL
    offered = {a.soul for a in legal_actions(state) if isinstance(a, SurrenderSoul)}
    assert offered == {find_card(state, SOUL), find_card(state, OTHER_SOUL)}


def test_without_site_access_the_soul_in_a_site_is_out_of_reach() -> None:
    hero = "Guiding Angel"  # silver, 7/7, no ability
    state = _guarded_with_abilities(hero)
    assert find_card(state, OTHER_SOUL) in state.players[P1].land_of_redemption
    assert find_card(state, SOUL) in state.players[P2].territory


@pytest.mark.parametrize(
    ("hero", "site", "reached"),
    [
        # Paladin (green Hero): "... Hero has access to gold sites."
        ("Paladin", "Kir (Wo)", True),  # gold
        ("Paladin", "Canaan", False),  # purple
        # King Joash (Ki): "... Hero has access to any O.T. Site."
        ("King Joash (Ki)", "Canaan", True),  # Leviticus 18:3
        ("King Joash (Ki)", "Dangerous Road", False),  # Luke 10:30
    ],
)
def test_access_to_some_sites_reaches_the_souls_in_those_alone(
    hero: str, site: str, reached: bool
) -> None:
    assert ability_support(full_pool().get(hero)).carried_out
    state = _guarded_with_abilities(hero, site)
    if reached:  # the defender chooses which Lost Soul the Hero rescues
        assert state.decision is not None
        assert state.decision.kind is DecisionKind.SURRENDER_SOUL
        offered = {a.soul for a in legal_actions(state) if isinstance(a, SurrenderSoul)}
        assert offered == {find_card(state, SOUL), find_card(state, OTHER_SOUL)}
    else:
        assert find_card(state, OTHER_SOUL) in state.players[P1].land_of_redemption
        assert find_card(state, SOUL) in state.players[P2].territory


def test_site_access_reaches_no_hero_held_on_a_fortress() -> None:
    # Chamber of Angels (GoC), a Fortress: "If your angel is harmed or defeated, you may hold
    # it here instead". An angel held there is a Hero on a Fortress, no Lost Soul in a Site:
    # a Hero with access to any Site may rescue the Lost Souls alone (REG: Site Access)
    angel, chamber, held = "Angel at Jerusalem (Wa)", "Chamber of Angels (GoC)", "Guiding Angel"
    pool = full_pool()
    state = build_any_position(
        pool,
        [
            {"territory": [angel]},
            {"territory": ["Canaan", chamber, held], "land_of_bondage": [SOUL, OTHER_SOUL]},
        ],
        active=1,
    )
    table = Table(state)
    table.set_instance(
        find_card(state, held), CardType.HERO, False, None, find_card(state, chamber)
    )
    state = table.freeze()
    assert state.problems() == []
    state = apply(state, PutInSite(find_card(state, SOUL), find_card(state, "Canaan")))
    while state.active != P1 or state.phase is not Phase.BATTLE:
        state = apply(state, EndPhase())
    state = apply(state, Attack(find_card(state, angel), P2))
    while state.decision is not None and state.decision.kind is not DecisionKind.BLOCK:
        state = apply(state, legal_actions(state)[-1])
    state = apply(state, Decline())
    assert state.decision is not None
    assert state.decision.kind is DecisionKind.SURRENDER_SOUL
    offered = {a.soul for a in legal_actions(state) if isinstance(a, SurrenderSoul)}
    assert offered == {find_card(state, SOUL), find_card(state, OTHER_SOUL)}
