"""Misreadings a sample of carried-out texts showed, played with the real cards.

* Mounted Forces: "May band to an Assyrian or Babylonian warrior" bands to an Assyrian
  warrior or a Babylonian warrior: "warrior" (REG: Warrior Class) is said once after both
  identifiers, not an Assyrian of any class.
* The New Covenant, Lamb's Righteousness (D): "return captured Heroes to territory" is a
  release (REG: Release), not a withdraw from battle that finds no captive; the New
  Covenant's cost is paid for whichever benefit after "or" is taken (REG: Cost and Benefit),
  not skipped by using a later benefit alone. Ezra's Journey, captives returned with
  set-aside Heroes, is not carried out.
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    Block,
    CardType,
    DecisionKind,
    Phase,
    PlayEnhancement,
    UseAbility,
    Zone,
)
from redemption_rules.effects.cards import ability_support

MOUNTED = "Mounted Forces"
"""Evil Character, warrior: "May band to an Assyrian or Babylonian warrior, or you may take
an O.T. Enhancement of matching brigade from Reserve. Cannot be prevented." """

AMBASSADOR = "Assyrian Ambassador (LoC)"
"""An Assyrian Evil Character of no class: no warrior."""

SHALMANESER = "King Shalmaneser V"
"""An Assyrian king, warrior class."""

NERGAL = "Nergalsharezer"
"""A Babylonian, warrior class."""


def _blocked_by_mounted_forces() -> Game:
    game = Game.at(
        [
            {"territory": ["Abel ( C)"]},
            {"land_of_bondage": [SOUL], "territory": [MOUNTED, AMBASSADOR, SHALMANESER, NERGAL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Abel ( C)"), P2))
    game.settle()
    game.do(Block(game.card(MOUNTED)))
    return game


def test_mounted_forces_bands_only_to_an_assyrian_or_babylonian_warrior() -> None:
    assert ability_support(full_pool().get(MOUNTED)).carried_out
    game = _blocked_by_mounted_forces()
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("band to an Assyrian or Babylonian warrior")
    assert game.offered == [SHALMANESER, NERGAL]  # not the Ambassador: an Assyrian, no warrior
    game.pick(SHALMANESER)
    assert game.where(SHALMANESER) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(AMBASSADOR) == (P2, Zone.TERRITORY)


COVENANT = "The New Covenant"
"""Covenant: "At any time, you may place this card beneath your deck to heal all N.T. Heroes,
return all captured N.T. Heroes to territory, or discard all Evil Character cards on N.T.
Heroes." """

LAMB = "Lamb's Righteousness (D)"
"""White GE: "Return each captured hero to its owner's territory." """

BARNABAS = "Barnabas (B)"
"""A N.T. Hero (Acts), no special ability."""

GIDEON = "Gideon (J)"
"""An O.T. Hero (Judges), no special ability."""


def _captives(game: Game, *names: str) -> None:
    """Make *names*, in player 2's Land of Bondage, player 1's Heroes captured there."""
    cards = list(game.state.cards)
    for name in names:
        card = game.card(name)
        cards[card] = attrs.evolve(cards[card], captured=CardType.HERO, owner=P1)
    game.state = attrs.evolve(game.state, cards=tuple(cards))
    assert game.state.problems() == []


def test_the_new_covenant_pays_its_cost_to_release_captured_nt_heroes() -> None:
    assert ability_support(full_pool().get(COVENANT)).carried_out
    game = Game.at(
        [{"territory": [COVENANT, "Anna (Pr)"]}, {"land_of_bondage": [SOUL, BARNABAS, GIDEON]}],
        pool=full_pool(),
        phase=Phase.PREPARATION,
    )
    _captives(game, BARNABAS, GIDEON)
    uses = [action for action in game.legal if isinstance(action, UseAbility)]
    assert uses == [UseAbility(game.card(COVENANT), 0)]  # the use starts with its cost
    game.do(*uses)
    game.settle()
    assert game.where(COVENANT) == (P1, Zone.DECK)  # placed beneath the deck: the cost
    assert game.where(BARNABAS) == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card(BARNABAS)].captured is None
    assert game.where(GIDEON) == (P2, Zone.LAND_OF_BONDAGE)  # an O.T. Hero stays captured
    assert game.state.problems() == []


def test_lambs_righteousness_returns_a_captured_hero_to_its_owner() -> None:
    assert ability_support(full_pool().get(LAMB)).carried_out
    game = Game.at(
        [
            {"territory": ["Daniel (Pr)"], "hand": [LAMB]},
            {"land_of_bondage": [SOUL, GIDEON], "territory": ["Abaddon the Destroyer (L)"]},
        ],
        pool=full_pool(),
    )
    _captives(game, GIDEON)
    game.do(Attack(game.card("Daniel (Pr)"), P2))
    game.settle()
    game.do(Block(game.card("Abaddon the Destroyer (L)")))
    game.settle()
    game.do(PlayEnhancement(game.card(LAMB), game.card("Daniel (Pr)")))
    game.settle()
    assert game.where(GIDEON) == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card(GIDEON)].captured is None
    assert game.state.problems() == []


def test_a_return_of_captives_with_set_aside_heroes_is_not_carried_out() -> None:
    # Ezra's Journey: "Return all captured Heroes and all Heroes in your set-aside area to
    # owners' territories. ...": read as a withdraw from battle, which finds neither
    support = ability_support(full_pool().get("Ezra's Journey"))
    assert not support.carried_out
    assert "a return of captured characters with other cards" in support.missing
