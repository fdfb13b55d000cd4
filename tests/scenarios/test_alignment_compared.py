"""Cards "of opposite alignment" and "of a different alignment" (REG: Alignment, Different).

Good and evil are opposite alignments, and neutral is opposite of none; a different
alignment is any other, neutral too. Each card's alignment is its active identity's on the
playing surface: a dual-alignment Enhancement played by a Hero is good.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Attack, Block, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.kinds import Discard, Negate
from redemption_rules.effects.select import Scope
from redemption_rules.effects.targets import Selector
from redemption_rules.parser.parse import parse_ability

FIRE = "Forest Fire (Roots)"
"""Green/crimson GE/EE: "Discard a card of opposite alignment. Cannot be prevented." """
SWORD = "Drawn Sword (Roots)"
"""Green/crimson GE/EE: "Negate a card of a different alignment." """
SPEAR = "Roman Spear"
"""Red/gray GE/EE weapon: "... You may discard this card to decrease a human of opposite
alignment 0/5" """
AGABUS = "Agabus"
"""Green Hero 5/4 with no special ability."""
GOLIATH = "Goliath (L)"
DOEG = "Doeg (L)"
SOUL = "Lost Soul Mark 1:40 (J)"

OPPOSITE = Selector(qualifiers=("opposite_alignment",))
DIFFERENT = Selector(qualifiers=("different_alignment",))


def test_opposite_and_different_are_read_apart() -> None:
    opposite = parse_ability("Discard a card of opposite alignment.").effects[0]
    different = parse_ability("Negate a card of a different alignment.").effects[0]
    assert isinstance(opposite, Discard)
    assert isinstance(different, Negate)
    assert opposite.target.qualifiers == ("opposite_alignment",)
    assert different.target.qualifiers == ("different_alignment",)


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    for name in (FIRE, SWORD, SPEAR):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def test_a_neutral_card_is_of_a_different_alignment_but_not_the_opposite() -> None:
    game = Game.at(
        [{"hand": [AGABUS, SWORD]}, {"territory": [DOEG], "land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(AGABUS), P2))
    game.settle()
    game.do(Block(game.card(DOEG)))
    game.settle()
    sword = game.card(SWORD)
    game.do(PlayEnhancement(sword, game.card(AGABUS)))  # Agabus 5/4 is losing to Doeg 6/6
    scope = Scope(game.state, P1, source=sword)
    soul, doeg, agabus = game.card(SOUL), game.card(DOEG), game.card(AGABUS)
    assert scope.matches(soul, DIFFERENT)
    assert not scope.matches(soul, OPPOSITE)
    assert scope.matches(doeg, OPPOSITE)
    assert scope.matches(doeg, DIFFERENT)
    assert not scope.matches(agabus, DIFFERENT)  # good, as the Sword played by a Hero


def test_forest_fire_discards_only_evil_cards_for_a_hero() -> None:
    game = Game.at(
        [{"hand": [AGABUS, FIRE], "territory": ["Gideon (J)"]}, {"territory": [GOLIATH, DOEG]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(AGABUS), P2))
    game.settle()
    game.do(Block(game.card(DOEG)))
    game.settle()
    game.do(PlayEnhancement(game.card(FIRE), game.card(AGABUS)))
    assert sorted(game.offered) == sorted([GOLIATH, DOEG])
    game.pick(GOLIATH)
    game.settle()
    assert game.where(GOLIATH) == (P2, Zone.DISCARD_PILE)
    assert game.where("Gideon (J)") == (P1, Zone.TERRITORY)


def test_an_enhancement_discarded_as_the_cost_keeps_its_users_alignment() -> None:
    # Roman Spear: "You may discard this card to decrease a human of opposite alignment";
    # once discarded it is neutral at face value, but it was good, used by a Hero
    game = Game.at(
        [{"territory": [AGABUS], "discard_pile": [SPEAR]}, {"territory": [DOEG]}],
        pool=full_pool(),
    )
    spear, agabus = game.card(SPEAR), game.card(AGABUS)
    scope = Scope(game.state, P1, source=spear, user=agabus)
    assert scope.matches(game.card(DOEG), OPPOSITE)
    assert not scope.matches(agabus, OPPOSITE)
    assert not Scope(game.state, P1, source=spear).matches(game.card(DOEG), OPPOSITE)


def test_an_alignment_compared_with_a_card_that_left_play_is_refused() -> None:
    support = ability_support(full_pool().get("Blood Avenger"))
    assert "an alignment compared with a card that left play" in support.missing
