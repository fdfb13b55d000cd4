"""Use other Enhancements (REG: Use Other Enhancements).

"May use purple Enhancements" lets the character use the Enhancements it describes although
they are not of its brigade: they are offered to be played on it, until the end of the phase
unless the text says otherwise. It never lets a character use Enhancements of the other
alignment. A description that rests on more than what is printed on the Enhancements ("of
a selected brigade") is not carried out.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.grants import can_use_enhancement
from redemption_rules.state import USES_OTHER

LYDIA = "Lydia (EC)"
"""Clay Hero 5/5: "Protected from capture. May use purple Enhancements. Cannot be
interrupted." """
COURAGE = "Courage of Esther (L)"
"""Purple good Enhancement 2/2 with no special ability."""
NEWS = "Angelic News (Ap)"
"""Silver good Enhancement 4/5 with no special ability."""
GOLIATH = "Goliath (L)"
"""Black Evil Character 10/10 with no special ability."""
SERPENT = "The Serpent"
"""Crimson Evil Character 2/2: "Return Eve to owner's territory. The Serpent may use
Forbidden Fruit." """
FRUIT = "Forbidden Fruit (FoM)"
"""Blue good and pale green evil Enhancement: its evil side is the one an Evil Character may
use."""
CHARIOTS = "Chariots of Iron (L)"
"""Crimson evil Enhancement 2/2, of The Serpent's own brigade."""
SAMSON = "Samson (J)"


def _lydia_blocked(*, use: bool) -> Game:
    game = Game.at(
        [
            {"hand": [COURAGE, NEWS], "territory": [LYDIA]},
            {"territory": [GOLIATH], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(LYDIA), P2))
    if use:
        game.choose("use purple Enhancements")
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    game.do(Block(game.card(GOLIATH)))
    game.settle()
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    return game


def _played_on(game: Game, character: str) -> list[str]:
    return [
        game.name(action.card)
        for action in game.legal
        if isinstance(action, PlayEnhancement) and action.character == game.card(character)
    ]


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    names = (
        LYDIA,
        "Lydia (H)",
        "Balaam (Di)",
        "The Angel of Might (RoJ)",
        "Matthias (EC)",
        "The Ethiopian Treasurer (Roots)",
        SERPENT,
        "Prophecy of Eldad & Medad",
        # "regardless of brigade" in a use other Enhancements ability says it again and is no
        # modifier (REG: Regardless, Clarifications)
        "Heman",
        "Mark (EC)",
        "King Ahaz (TxP)",
    )
    for name in names:
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def test_a_character_uses_the_enhancements_its_ability_names() -> None:
    game = _lydia_blocked(use=True)
    assert _played_on(game, LYDIA) == [COURAGE]  # purple: yes; silver: still not
    before = game.numbers[:2]
    game.do(PlayEnhancement(game.card(COURAGE), game.card(LYDIA)))
    game.settle()
    assert game.numbers[:2] == (before[0] + 2, before[1] + 2)


def test_without_the_ability_the_brigade_rules() -> None:
    game = _lydia_blocked(use=False)
    assert _played_on(game, LYDIA) == []
    assert not any(entry.status == USES_OTHER for entry in game.state.lasting)


def test_the_ability_lasts_to_the_end_of_the_phase() -> None:
    game = _lydia_blocked(use=True)
    lydia, courage = game.card(LYDIA), game.card(COURAGE)
    assert can_use_enhancement(game.state, courage, lydia)
    game.end_turn()
    assert game.state.active == P2
    assert not any(entry.status == USES_OTHER for entry in game.state.lasting)
    assert not can_use_enhancement(game.state, courage, lydia)


def test_a_title_named_only_and_of_the_characters_alignment_only() -> None:
    game = Game.at(
        [
            {"territory": [SAMSON]},
            {"hand": [FRUIT, CHARIOTS], "territory": [SERPENT], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(SAMSON), P2))
    game.settle()
    game.do(Block(game.card(SERPENT)))
    game.choose("use Forbidden Fruit")
    game.settle()
    serpent, fruit = game.card(SERPENT), game.card(FRUIT)
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    assert sorted(_played_on(game, SERPENT)) == sorted([FRUIT, CHARIOTS])
    # the Serpent uses the Fruit's evil side; no Hero may use it by The Serpent's ability
    assert not can_use_enhancement(game.state, fruit, game.card(SAMSON))
    assert can_use_enhancement(game.state, fruit, serpent)


def test_a_description_past_what_is_printed_is_not_carried_out() -> None:
    support = ability_support(full_pool().get("Deceiving Spirit"))
    assert not support.carried_out
