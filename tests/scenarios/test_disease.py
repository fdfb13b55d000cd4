"""Poison and disease: the conditions a heal ends (REG: Poison and Disease, Heal).

"A character is 'healable' if it is being discarded, is poisoned, is diseased or is
paralyzed"; "when a character is healed, it is no longer poisoned, diseased or paralyzed.
Any ongoing effects tied to any of those conditions end immediately", and its decreases end.
Fiery Serpents (FoM), a crimson Evil Character: "You may discard a crimson card from hand to
withdraw and paralyze all humans in battle. Poison those humans: Each upkeep, decrease them
0/3." By His Wounds, a green/teal/white Good Enhancement: "Heal a human Hero or negate and
banish an evil Enhancement." Played in a later battle, it heals the poisoned Hero in
territory: the poison, the paralysis and the decrease end, and the next upkeep takes nothing.

"Treat as a disease" is a disease effect after the ability it is paired with (REG: Poison and
Disease, Clarifications), not a convert. Paired with a decrease "per turn" of the Hero its
card lies on, it is carried out (test_disease_carried_out.py).
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, Phase, PlayEnhancement, Zone
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Convert, Disease
from redemption_rules.events import describe
from redemption_rules.parser.parse import card_ability
from redemption_rules.playing import is_paralyzed

SERPENTS = "Fiery Serpents (FoM)"
CRIMSON = "Archelaus (Ap)"
"""A crimson card to discard for the Serpents' ability."""
ANDREW = "Andrew (Ap)"
"""Red Hero 7/8, a human, no special ability: the Serpents poison him."""
WOUNDS = "By His Wounds"
AMOS = "Amos"
"""Green Hero 6/3, a human, no special ability: he plays By His Wounds."""
LAHMI = "Lahmi (I)"
"""Black Evil Character 10/10, no special ability: Amos loses to him, and plays first."""
FILLER = "Goliath (L)"


def _poisoned_then_blocked() -> Game:
    """Andrew is poisoned and paralyzed; a round later Amos attacks and Lahmi blocks him."""
    game = Game.at(
        [
            {"hand": [ANDREW, WOUNDS], "territory": [AMOS], "deck": [FILLER] * 9},
            {
                "land_of_bondage": [SOUL],
                "territory": [SERPENTS, LAHMI],
                "hand": [CRIMSON],
                "deck": [FILLER] * 9,
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ANDREW), P2))
    game.settle()
    game.do(Block(game.card(SERPENTS)))
    game.choose(game.question.labels[0])  # discard the crimson card: the ability acts
    game.settle()
    andrew = game.card(ANDREW)
    assert game.where(andrew) == (P1, Zone.TERRITORY)
    assert is_paralyzed(game.state, andrew)
    game.play_on_to(P2, Phase.PREPARATION)  # player 2's upkeep: 0/3 off
    assert numbers_of(game.state, andrew) == (7, 5)
    game.play_on_to(P1, Phase.BATTLE)
    game.do(Attack(game.card(AMOS), P2))
    game.settle()
    game.do(Block(game.card(LAHMI)))
    game.settle()
    return game


def test_by_his_wounds_heals_the_poisoned_hero_and_his_poison_ends() -> None:
    assert ability_support(full_pool().get(WOUNDS)).carried_out
    game = _poisoned_then_blocked()
    andrew = game.card(ANDREW)
    events = game.do(PlayEnhancement(game.card(WOUNDS), game.card(AMOS)))
    # no evil Enhancement to negate, and Andrew the one healable human Hero (poisoned and
    # paralyzed; Amos is neither): nothing to ask
    told = [describe(event, game.state) for event in events]
    assert "By His Wounds heals Andrew (Ap)." in told
    game.settle()
    assert numbers_of(game.state, andrew) == (7, 8)  # the decrease ends
    assert not is_paralyzed(game.state, andrew)
    assert all(entry.card != andrew for entry in game.state.lasting)
    game.play_on_to(P2, Phase.PREPARATION)  # the poison's upkeep decrease has ended with it
    assert numbers_of(game.state, andrew) == (7, 8)
    assert game.where(andrew) == (P1, Zone.TERRITORY)
    assert game.state.problems() == []


def test_unhealed_the_poison_goes_on_at_the_next_upkeep() -> None:
    game = _poisoned_then_blocked()
    andrew = game.card(ANDREW)
    game.play_on_to(P2, Phase.PREPARATION)
    assert numbers_of(game.state, andrew) == (7, 2)
    assert is_paralyzed(game.state, andrew)
    assert game.state.problems() == []


def test_treat_as_a_disease_is_a_disease_after_its_paired_ability() -> None:
    pool = full_pool()
    for name in ("Rebellious", "Seeds of Rebellion"):
        effects = card_ability(pool.get(name)).effects
        assert isinstance(effects[-1], Disease), name
        assert not any(isinstance(effect, Convert) for effect in effects), name
        assert ability_support(pool.get(name)).carried_out, name
