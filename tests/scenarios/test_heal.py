"""Heal and the heal window (REG: Heal, Battle Resolution).

A heal targets only a healable character: one being discarded, poisoned or paralyzed (no
disease is carried out; see ``test_disease.py``). When an ability discards a character, or
a game rule it set off does (toughness lowered to 0), its controller may first play an
Enhancement that heals it; so may the controller of a character battle resolution is about
to discard. A healed character goes to its owner's territory, its decreases end, and the
discard passes it by.
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    Attack,
    Block,
    DecisionKind,
    Decline,
    Pass,
    PlayEnhancement,
    Zone,
)
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support, card_abilities, effect_specs
from redemption_rules.effects.execute import EffectContext, HealCards
from redemption_rules.events import (
    BattleResolved,
    CardMoved,
    CharacterHealed,
    EffectCarriedOut,
    HealOffered,
)
from redemption_rules.state import BattleOutcome

BATTLE = (None, Zone.FIELD_OF_BATTLE)
HEALING = "Healing (L)"
"""Red GE: "Heal any Hero that is about to be discarded." """
GAD = "Gad"
"""A red Hero, 6/3, with no special ability."""


def _darts_at(hero: str, mine: dict[str, list[str]]) -> Game:
    """*hero* attacks, Possessing Demon (3/4) blocks; player 2 plays Fiery Darts on it.

    Fiery Darts (orange EE): "Discard a Hero." Gad 6/3 against the Demon is mutual
    destruction: player 1 passes, and player 2 plays the Darts.
    """
    for card in ("Healing (L)", "Fiery Darts (J)"):
        assert ability_support(full_pool().get(card)).carried_out
    game = Game.blocked(
        hero,
        mine,
        "Possessing Demon (j)",
        {"hand": ["Possessing Demon (j)", "Fiery Darts (J)"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(Pass())
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card("Fiery Darts (J)"), game.card("Possessing Demon (j)")))
    return game


def test_a_hero_discarded_by_an_ability_is_healed_and_goes_home() -> None:
    game = _darts_at(GAD, {"hand": [GAD, HEALING]})
    gad, healing = game.card(GAD), game.card(HEALING)
    # The discard waits: Gad's controller holds a card that heals him (REG: Heal).
    assert HealOffered(P1, (gad,)) in game.events
    assert game.asked == (P1, DecisionKind.HEAL)
    assert game.where(gad) == BATTLE
    assert game.legal == [PlayEnhancement(healing, gad), Decline()]
    assert game.state.problems() == []
    events = game.do(PlayEnhancement(healing, gad))
    assert CharacterHealed(gad, healing) in events
    # healed from being discarded: to his owner's territory; the discard passes him by
    assert game.where(gad) == (P1, Zone.TERRITORY)
    assert not [
        e
        for e in events
        if isinstance(e, CardMoved) and e.card == gad and e.to_zone is Zone.DISCARD_PILE
    ]
    darts = [e for e in of_kind(events, EffectCarriedOut) if e.effect == "discard"]
    assert darts
    assert gad not in darts[0].cards
    assert game.where(healing) == (P1, Zone.DISCARD_PILE)  # no Hero in battle to use it
    assert game.state.problems() == []


def test_the_heal_window_comes_after_special_initiative() -> None:
    # Holy Ground (red GE): "Negate and discard the last evil enhancement played in current
    # battle." answers the Darts with special initiative; declined, the heal window follows.
    game = _darts_at(GAD, {"hand": [GAD, HEALING, "Holy Ground"]})
    assert game.asked == (P1, DecisionKind.SPECIAL_INITIATIVE)
    assert not of_kind(game.events, HealOffered)
    game.do(Decline())
    assert game.asked == (P1, DecisionKind.HEAL)
    assert game.legal == [PlayEnhancement(game.card(HEALING), game.card(GAD)), Decline()]


def test_declining_the_heal_lets_the_discard_complete() -> None:
    game = _darts_at(GAD, {"hand": [GAD, HEALING]})
    assert game.asked == (P1, DecisionKind.HEAL)
    game.do(Decline())
    assert game.where(GAD) == (P1, Zone.DISCARD_PILE)
    assert game.where(HEALING) == (P1, Zone.HAND)
    assert not of_kind(game.events, CharacterHealed)


def test_a_player_with_no_healing_card_is_not_asked() -> None:
    game = _darts_at(GAD, {"hand": [GAD, "Plague of Boils"]})
    assert not of_kind(game.events, HealOffered)
    assert game.where(GAD) == (P1, Zone.DISCARD_PILE)
    assert game.asked[1] is not DecisionKind.HEAL


def test_a_healed_hero_loses_every_decrease_but_keeps_his_increases() -> None:
    # Bildad, the Shuhite (brown EC 3/8) blocks: "If you control no human Heroes (except
    # Job), you may decrease a Hero 3/3." Gad, once increased 1/1 and decreased 2/2, has
    # toughness 2; a further 3/3 takes it below 0, and the game rule discards him.
    assert ability_support(full_pool().get("Bildad, the Shuhite (RoJ)")).carried_out
    game = Game.at(
        [
            {"hand": [GAD, HEALING]},
            {"hand": ["Bildad, the Shuhite (RoJ)"], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    gad, healing = game.card(GAD), game.card(HEALING)
    cards = list(game.state.cards)
    cards[gad] = attrs.evolve(cards[gad], change=(-1, -1), decrease=(-2, -2))
    game.state = attrs.evolve(game.state, cards=tuple(cards))
    game.do(Attack(gad, P2))
    game.settle()
    game.do(Block(game.card("Bildad, the Shuhite (RoJ)")))
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose(game.question.labels[0])  # decrease Gad 3/3
    assert game.asked == (P1, DecisionKind.HEAL)
    assert game.where(gad) == BATTLE
    assert game.state.cards[gad].change == (-1, -1)  # the decrease waits with the discard
    game.do(PlayEnhancement(healing, gad))
    assert game.where(gad) == (P1, Zone.TERRITORY)
    # the decreases are gone, the increase stays: 6/3 printed, 1/1 more
    assert game.state.cards[gad].decrease == (0, 0)
    assert numbers_of(game.state, gad) == (7, 4)
    assert game.state.problems() == []


def test_a_hero_beaten_by_the_numbers_is_healed_at_resolution() -> None:
    # Abiram (brown EC 5/7) blocks Gad 6/3: Gad loses, and battle resolution would discard
    # him; he may be healed, and the outcome stands (REG: Battle Resolution, Heal).
    game = Game.blocked(
        GAD, {"hand": [GAD, HEALING]}, "Abiram", {"hand": ["Abiram"]}, pool=full_pool()
    )
    gad, healing = game.card(GAD), game.card(HEALING)
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(Decline())
    assert game.asked == (P1, DecisionKind.HEAL)
    assert HealOffered(P1, (gad,)) in game.events
    assert game.where(gad) == BATTLE
    assert game.legal == [PlayEnhancement(healing, gad), Decline()]
    assert game.state.problems() == []
    game.do(PlayEnhancement(healing, gad))
    game.settle()
    assert game.where(gad) == (P1, Zone.TERRITORY)
    assert game.where(healing) == (P1, Zone.DISCARD_PILE)
    assert game.where("Abiram") == (P2, Zone.TERRITORY)
    resolved = of_kind(game.events, BattleResolved)
    assert [(r.outcome, r.rescue) for r in resolved] == [(BattleOutcome.EVIL_WINS, False)]
    assert game.state.battle is None


def test_declining_the_heal_at_resolution_discards_the_hero() -> None:
    game = Game.blocked(
        GAD, {"hand": [GAD, HEALING]}, "Abiram", {"hand": ["Abiram"]}, pool=full_pool()
    )
    game.do(Decline())
    assert game.asked == (P1, DecisionKind.HEAL)
    game.do(Decline())
    game.settle()
    assert game.where(GAD) == (P1, Zone.DISCARD_PILE)
    assert game.where(HEALING) == (P1, Zone.HAND)
    assert game.state.battle is None


def _heal_by(game: Game, card: str) -> HealCards | None:
    """What the heal of *card* (as player 1's) would do in the game's position now."""
    source = game.card(card)
    ability = card_abilities(game.state.card(source)).ability
    assert ability is not None
    effect = ability.effects[0]
    spec = effect_specs()["heal"]
    assert spec.handler is not None
    assert spec.possible is not None
    context = EffectContext(game.state, P1, source=source)
    done = spec.handler(context, effect)
    found = [op for op in done.ops if isinstance(op, HealCards) and op.cards]
    assert bool(found) is spec.possible(EffectContext(game.state, P1, source=source), effect)
    return found[0] if found else None


def test_a_heros_heal_works_only_in_battle() -> None:
    # Guardian Angel (Ap), a Hero 7/3 with no territory class: "Heal any Hero in play."
    # Its heal can only be activated in battle (REG: Heal, Special Conditions).
    assert ability_support(full_pool().get("Guardian Angel (Ap)")).carried_out
    outside = _darts_at(GAD, {"hand": [GAD, HEALING], "territory": ["Guardian Angel (Ap)"]})
    outside.pick(GAD)
    assert outside.asked == (P1, DecisionKind.HEAL)
    assert _heal_by(outside, "Guardian Angel (Ap)") is None
    assert _heal_by(outside, HEALING) == HealCards((outside.card(GAD),))
    # In battle, the same heal reaches Gad being discarded in territory.
    inside = _darts_at(
        "Guardian Angel (Ap)", {"hand": ["Guardian Angel (Ap)", HEALING], "territory": [GAD]}
    )
    assert inside.asked == (P2, DecisionKind.ABILITY)  # which Hero the Darts discard
    inside.pick(GAD)
    assert inside.asked == (P1, DecisionKind.HEAL)
    assert _heal_by(inside, "Guardian Angel (Ap)") == HealCards((inside.card(GAD),))


def test_a_healing_enhancement_played_in_territory_heals_there() -> None:
    # Gad in territory is being discarded: Healing is played on him there, heals him, and is
    # discarded once used (REG: Heal, "either in territory or a character being discarded").
    game = _darts_at(
        "Guardian Angel (Ap)", {"hand": ["Guardian Angel (Ap)", HEALING], "territory": [GAD]}
    )
    game.pick(GAD)
    gad, healing = game.card(GAD), game.card(HEALING)
    assert game.legal == [PlayEnhancement(healing, gad), Decline()]
    game.do(PlayEnhancement(healing, gad))
    assert game.where(gad) == (P1, Zone.TERRITORY)
    assert game.where(healing) == (P1, Zone.DISCARD_PILE)
    assert game.where("Guardian Angel (Ap)") == BATTLE
    assert game.state.problems() == []
