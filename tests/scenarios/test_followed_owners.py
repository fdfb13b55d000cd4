"""Lasting effects in play whose words name an owner follow the cards as they change hands.

"Protect your characters" on a Fortress covers the characters its player owns and controls,
wherever they are in play (REG: Your, Duration): those that come join it, those that leave,
change sides or are exchanged to another player leave it, and an opponent's card held by its
player never joins. The engine follows such words after every step; these scenarios show
that it follows them rightly as cards move, change hands and go to battle.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import ChooseOption, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support

WALL = "Wall of Protection (LoC)"
"""Fortress: "Protect your characters from opponents' band, choose and side battle abilities.
Protect your meek Heroes from the first evil Enhancement played each battle.\""""
LABAN = "Laban (Promo)"
"""Evil Character: "You may exchange your female Genesis Hero with opponent's male, human
Hero for 7 turns.  Limit twice per game.\""""


def _covered(game: Game, effect: int) -> set[str]:
    """The names of the cards the Wall's protection *effect* covers now."""
    wall = game.card(WALL)
    (protection,) = [p for p in game.state.protections if p.source == wall and p.effect == effect]
    return set(game.names(protection.cards))


def _battle(*, answer_block: bool = True) -> Game:
    # Gideon attacks from P1, the Wall and Abel in P1's territory; P2 blocks with Laban,
    # Rachel (a female Genesis Hero) in P2's territory
    assert ability_support(full_pool().get(WALL)).carried_out
    return Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"], "territory": [WALL, "Abel ( C)"]},
        LABAN,
        {"hand": [LABAN], "territory": ["Rachel (Wo)"]},
        pool=full_pool(),
        answer_block=answer_block,
    )


def test_your_characters_are_those_on_your_side_and_in_your_territory() -> None:
    game = _battle()
    assert game.where("Gideon (J)") == (None, Zone.FIELD_OF_BATTLE)
    # the attacker's Hero in battle and the Hero in territory; not the blocker, nor the
    # opponent's Hero
    assert _covered(game, 0) == {"Gideon (J)", "Abel ( C)"}


def test_cards_exchanged_to_another_player_leave_your_characters() -> None:
    game = _battle(answer_block=False)
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert _covered(game, 0) == {"Gideon (J)", "Abel ( C)"}
    game.do(ChooseOption(0))  # Laban exchanges Rachel for Abel
    game.settle()
    assert game.where("Abel ( C)") == (P2, Zone.TERRITORY)
    assert game.where("Rachel (Wo)") == (P1, Zone.TERRITORY)
    # Abel is P2's to control now, and Rachel is P1's but owned by P2: neither is "yours"
    assert _covered(game, 0) == {"Gideon (J)"}


def test_your_meek_heroes_are_your_heroes_without_an_ability() -> None:
    # Rachel (Wo) and Abel ( C) have no special ability: meek; Aaron has one; Abihu, with
    # none, is P2's Evil Character
    game = Game.blocked(
        "Rachel (Wo)",
        {"hand": ["Rachel (Wo)"], "territory": [WALL, "Abel ( C)", "Aaron (G)"]},
        "False Prophets",
        {"hand": ["False Prophets"], "territory": ["Abihu ( C)"]},
        pool=full_pool(),
    )
    assert game.where("Rachel (Wo)") == (None, Zone.FIELD_OF_BATTLE)
    assert _covered(game, 1) == {"Rachel (Wo)", "Abel ( C)"}
    assert _covered(game, 0) == {"Rachel (Wo)", "Abel ( C)", "Aaron (G)"}
