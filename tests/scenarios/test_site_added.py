"""A Site added to a battle under way (REG: Site, Battle Challenge).

"The attacking player may add an unoccupied Site to battle from their territory any time
they control a Hero in battle. A Site in battle grants the Hero(es) in battle access to any
Lost Soul in a Site of matching brigade." A battle challenge because no Hero had access
"may become a rescue attempt if anything happens that results in a Hero in battle having
access to a Lost Soul".

Player 2 keeps a Lost Soul in purple Canaan; player 1 holds purple Assyria and red Babylon.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pytest

from redemption_rules import (
    Action,
    AddSite,
    Attack,
    BattleKind,
    Block,
    DecisionKind,
    Decline,
    EndPhase,
    GameState,
    IllegalAction,
    PlayEnhancement,
    PlayerId,
    PutInSite,
    Zone,
    apply,
    from_json,
    legal_actions,
    step,
    to_json,
)
from redemption_rules.events import SiteAdded
from redemption_rules.notation import describe_action, parse_action
from redemption_rules.testing import build_position as build_any_position
from redemption_rules.testing import find_card

if TYPE_CHECKING:
    from redemption_rules import CardPool

build_position = partial(build_any_position, abilities=False)

P1, P2 = PlayerId(0), PlayerId(1)
SOUL = "Lost Soul Luke 13:25 (J)"
GIDEON = "Gideon (J)"
"""A gold Hero, 6/8."""
LAHMI = "Lahmi (I)"
"""A giant, 10/10."""
SWORD = "Sword of the Lord (J)"
"""A multi-brigade Good Enhancement, 4/3: Gideon 10/11 beats Lahmi."""


def _blocked(pool: CardPool, *, sites: list[str], hero_site: str | None = None) -> GameState:
    """Player 1 attacks with Gideon (with *hero_site*, if given) and Lahmi blocks him."""
    state = build_position(
        pool,
        [
            {"territory": [GIDEON, *sites], "hand": [SWORD]},
            {"territory": ["Canaan"], "land_of_bondage": [SOUL], "hand": [LAHMI]},
        ],
        active=1,
    )
    state = apply(state, PutInSite(find_card(state, SOUL), find_card(state, "Canaan")))
    for _ in range(4):  # player 2 ends the turn; player 1 reaches the Battle Phase
        state = apply(state, EndPhase())
    site = None if hero_site is None else find_card(state, hero_site)
    state = apply(state, Attack(find_card(state, GIDEON), P2, site))
    state = apply(state, Block(find_card(state, LAHMI)))
    assert state.decision is not None
    assert (state.decision.player, state.decision.kind) == (P1, DecisionKind.INITIATIVE)
    return state


def test_a_site_reaching_a_lost_soul_is_offered_with_the_attackers_initiative(
    pool: CardPool,
) -> None:
    state = _blocked(pool, sites=["Assyria", "Babylon"])
    assert state.battle is not None
    assert state.battle.kind is BattleKind.BATTLE_CHALLENGE
    offered = [a for a in legal_actions(state) if isinstance(a, AddSite)]
    assert offered == [AddSite(find_card(state, "Assyria"))]  # red Babylon reaches nothing


def test_the_added_site_makes_the_battle_challenge_a_rescue_attempt(pool: CardPool) -> None:
    state = _blocked(pool, sites=["Assyria"])
    assyria = find_card(state, "Assyria")
    result = step(state, AddSite(assyria))
    after = result.state
    assert SiteAdded(P1, assyria, BattleKind.RESCUE_ATTEMPT) in result.events
    assert after.battle is not None
    assert after.battle.kind is BattleKind.RESCUE_ATTEMPT
    assert after.battle.sites == (assyria,)
    assert after.locate(assyria) == (None, Zone.FIELD_OF_BATTLE)
    # the attacker keeps the initiative, and the Site is not offered twice
    assert after.decision is not None
    assert (after.decision.player, after.decision.kind) == (P1, DecisionKind.INITIATIVE)
    assert not any(isinstance(a, AddSite) for a in legal_actions(after))
    assert after.problems() == []
    assert from_json(to_json(after), GameState) == after
    assert from_json(to_json(AddSite(assyria)), Action) == AddSite(assyria)
    # the old state is untouched
    assert state.locate(assyria) == (P1, Zone.TERRITORY)


def test_the_hero_that_wins_rescues_the_lost_soul_in_the_matching_site(pool: CardPool) -> None:
    state = _blocked(pool, sites=["Assyria"])
    assyria, soul = find_card(state, "Assyria"), find_card(state, SOUL)
    state = apply(state, AddSite(assyria))
    state = apply(state, PlayEnhancement(find_card(state, SWORD), find_card(state, GIDEON)))
    end = apply(state, Decline())  # player 2, losing, plays nothing
    assert end.players[P1].land_of_redemption == (soul,)
    assert assyria in end.players[P1].territory  # the Site goes home
    assert end.problems() == []


def test_without_the_site_the_winning_hero_rescues_nothing(pool: CardPool) -> None:
    state = _blocked(pool, sites=["Assyria"])
    state = apply(state, PlayEnhancement(find_card(state, SWORD), find_card(state, GIDEON)))
    end = apply(state, Decline())
    assert end.players[P1].land_of_redemption == ()
    assert find_card(end, SOUL) in end.players[P2].territory  # still in Canaan


def test_no_site_is_offered_once_the_battle_reaches_every_lost_soul(pool: CardPool) -> None:
    state = _blocked(pool, sites=["Assyria", "Babylon"], hero_site="Assyria")
    assert state.battle is not None
    assert state.battle.kind is BattleKind.RESCUE_ATTEMPT
    assert not any(isinstance(a, AddSite) for a in legal_actions(state))


def test_a_site_added_is_refused_with_a_reason(pool: CardPool) -> None:
    state = _blocked(pool, sites=["Assyria", "Babylon"])
    with pytest.raises(IllegalAction, match="access to no Lost Soul"):
        apply(state, AddSite(find_card(state, "Babylon")))
    with pytest.raises(IllegalAction, match="not an unoccupied Site"):
        apply(state, AddSite(find_card(state, GIDEON)))
    defending = apply(state, Decline())  # Gideon loses; the game moves on
    assert not any(isinstance(a, AddSite) for a in legal_actions(defending))


def test_the_action_reads_and_writes_in_notation(pool: CardPool) -> None:
    state = _blocked(pool, sites=["Assyria"])
    action = AddSite(find_card(state, "Assyria"))
    assert describe_action(state, action) == "Add the Site Assyria to battle"
    assert parse_action(state, "site Assyria") == action
    assert parse_action(state, "Add the Site Assyria to battle") == action
