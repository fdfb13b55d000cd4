"""Negating or preventing "the special abilities on" cards (REG: Negate, Prevent).

To negate a card is to negate its special ability, so "Negate special abilities on demons"
negates demons and "Negate the special ability of one Hero in battle" one Hero in battle;
"Prevent all special abilities on crimson Evil Characters" prevents crimson Evil
Characters. Words that point back to a card named before ("the special ability on the Lost
Soul", "Artifact's ability") are not a description of any card: those texts stay refused.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool, of_kind

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.targets import Quantifier, Selector
from redemption_rules.events import AbilityPrevented, EffectCarriedOut

MARY = "Mary Magdalene (Di)"
"""White Hero 7/6: "Negate special abilities on demons.  Immune to demons." """
MESHACH = "Meshach (Mishael)"
"""White Hero 5/7: "Prevent all special abilities on crimson Evil Characters. May band to a
Hero with a Daniel reference." """
DOUBT = "Spirit of Doubt"
"""Pale green demon 6/6: "Negate the special ability of one Hero in battle." """
CYMBALS = "Cymbals of the Levites"
"""White GE: "Negate the special ability on an evil card in play. Cannot be negated if used
by a Musician." """
FOUL = "Foul Spirit (J)"
"""Orange demon: "Negate Heroes." """
SOLDIERS = "Mocking Soldiers (J)"
"""Gray Evil Character: "Underdeck a random card from opponent's hand." """
FORCES = "Babylonian Forces"
"""Crimson Evil Character 9/7: "Negate all special abilities on Red brigade Heroes. ..." """
SOUL = "Lost Soul Mark 1:40 (J)"
DOEG = "Doeg (L)"
"""Pale green Evil Character 6/6 with no special ability."""
GIDEON = "Gideon (J)"
"""A meek Hero with no special ability."""


def _blocked(hero: str, blocker: str) -> tuple[Game, list[object]]:
    """*hero* attacks from player 1's hand (Gideon beside it) and *blocker* blocks."""
    hand = [hero] if hero == GIDEON else [hero, GIDEON]
    game = Game.at(
        [{"hand": hand}, {"hand": [blocker], "land_of_bondage": [SOUL]}], pool=full_pool()
    )
    game.do(Attack(game.card(hero), P2))
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    events = game.do(Block(game.card(blocker)))
    return game, list(events)


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    for name in (MARY, MESHACH, DOUBT, CYMBALS, FORCES):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def test_abilities_on_cards_are_read_as_the_cards() -> None:
    pool = full_pool()
    negate = card_abilities(pool.get(MARY)).ability
    assert negate is not None
    target = negate.effects[0].target
    assert isinstance(target, Selector)
    assert (target.types, target.identifiers, target.locations) == ((), ("demon",), ())
    assert target.count.quantifier is Quantifier.ALL
    one = card_abilities(pool.get(DOUBT)).ability
    assert one is not None
    chosen = one.effects[0].target
    assert chosen.types == ("Hero",)
    assert chosen.count.number == 1
    assert [place.zone.value for place in chosen.locations] == ["battle"]


def test_mary_magdalene_prevents_a_demon_blocker() -> None:
    game, events = _blocked(MARY, FOUL)
    spirit = game.card(FOUL)
    assert of_kind(events, AbilityPrevented) == [AbilityPrevented(spirit, game.card(MARY))]


def test_mary_magdalene_leaves_a_blocker_that_is_not_a_demon_alone() -> None:
    game, events = _blocked(MARY, SOLDIERS)
    assert not of_kind(events, AbilityPrevented)
    underdecked = [e for e in of_kind(events, EffectCarriedOut) if e.effect == "underdeck"]
    assert len(underdecked) == 1
    assert game.zone(P1, Zone.HAND) == []  # Gideon went beneath the deck


def test_meshach_prevents_a_crimson_blocker() -> None:
    game, events = _blocked(MESHACH, FORCES)
    forces = game.card(FORCES)
    assert of_kind(events, AbilityPrevented) == [AbilityPrevented(forces, game.card(MESHACH))]


def test_meshach_does_not_prevent_a_gray_blocker() -> None:
    game, events = _blocked(MESHACH, SOLDIERS)
    assert not of_kind(events, AbilityPrevented)
    assert game.zone(P1, Zone.HAND) == []


def test_spirit_of_doubt_negates_the_hero_in_battle() -> None:
    game, events = _blocked(GIDEON, DOUBT)
    negates = [e for e in of_kind(events, EffectCarriedOut) if e.effect == "negate"]
    assert [e.cards for e in negates] == [(game.card(GIDEON),)]
    assert game.where(GIDEON) == (None, Zone.FIELD_OF_BATTLE)


def test_cymbals_negate_one_evil_card_in_play_of_the_players_choice() -> None:
    game = Game.at(
        [
            {"hand": [MARY, CYMBALS]},
            {"hand": [DOEG], "territory": [FORCES], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(MARY), P2))
    game.settle()
    game.do(Block(game.card(DOEG)))
    game.settle()
    game.do(PlayEnhancement(game.card(CYMBALS), game.card(MARY)))
    assert game.asked[0] == P1
    offered = set(game.offered)
    assert {DOEG, FORCES} <= offered
    events = game.pick(FORCES)
    negates = [e for e in of_kind(events, EffectCarriedOut) if e.effect == "negate"]
    assert [e.cards for e in negates] == [(game.card(FORCES),)]
    assert game.where(FORCES) == (P2, Zone.TERRITORY)


def test_abilities_on_a_card_named_before_stay_refused() -> None:
    pool = full_pool()
    for name in ("Ears to Hear", "Destruction of Nehushtan"):
        support = ability_support(pool.get(name))
        assert not support.carried_out
        assert "type 'ability'" in support.missing, (name, support.missing)
