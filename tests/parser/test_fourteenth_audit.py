"""Texts the fourteenth fidelity audit (seed 1414) found read wrongly and carried out.

The words said before the first of a list of Bible books are said of every book of it and
of the one noun after the last: "a warrior class II Samuel or I Chronicles Hero" is a warrior
class Hero of either book, "a gold Luke or John Hero" a gold Hero of either, "a good Luke or
Acts Enhancement" a good Enhancement of either (REG: Targeting; the card's words).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from redemption_rules.effects.targets import Alignment, Brigade, Join, Selector
from redemption_rules.parser import parse_ability

if TYPE_CHECKING:
    from redemption_rules.effects.kinds import Ability, Effect

HELDAI = "May band to a warrior class II Samuel or I Chronicles Hero."
LUKE = (
    "Once per round, you may discard a clay card from hand to heal a clay Hero and search "
    "discard pile for a good Luke or Acts Enhancement and underdeck it."
)
NOBLEMAN = (
    "Each upkeep, you may search deck for a gold Luke or John Hero and put it in hand or play. "
    "Once per round, you may reveal a good Dominant from hand to heal a gold Luke or John Hero."
)


def _targets(ability: Ability, kind: str) -> list[Selector]:
    found: list[Effect] = [effect for effect in ability.effects if effect.kind == kind]
    targets = [getattr(effect, "target", None) for effect in found]
    return [target for target in targets if isinstance(target, Selector)]


def test_a_class_said_before_two_books_is_said_of_both() -> None:
    (target,) = _targets(parse_ability(HELDAI), "band")
    assert target.join is Join.OR
    assert [part.books for part in target.parts] == [("II Samuel",), ("I Chronicles",)]
    for part in target.parts:
        assert part.types == ("Hero",)
        assert part.identifiers == ("warrior",)


def test_an_alignment_said_before_two_books_is_said_of_both() -> None:
    (target,) = _targets(parse_ability(LUKE), "search")
    assert [part.books for part in target.parts] == [("Luke",), ("Acts",)]
    for part in target.parts:
        assert part.alignment is Alignment.GOOD
        assert part.types == ("Enhancement",)


def test_a_brigade_said_before_two_books_is_said_of_both() -> None:
    ability = parse_ability(NOBLEMAN)
    (searched,) = _targets(ability, "search")
    healed = [target for target in _targets(ability, "heal") if target.parts]
    assert len(healed) == 1
    for target in (searched, *healed):
        assert [part.books for part in target.parts] == [("Luke",), ("John",)]
        for part in target.parts:
            assert part.brigades == (Brigade.GOLD,)
            assert part.types == ("Hero",)


def test_words_of_their_own_are_kept() -> None:
    # each book item with a word of its own keeps it; a bare "or" list gives each the noun
    ability = parse_ability("You may take a good Ruth or evil Judges Enhancement from deck.")
    (target,) = _targets(ability, "take")
    assert [part.alignment for part in target.parts] == [Alignment.GOOD, Alignment.EVIL]
    (target,) = _targets(parse_ability("Discard a Genesis or Exodus Hero."), "discard")
    for part in target.parts:
        assert part.types == ("Hero",)
        assert part.alignment is None
        assert part.identifiers == ()
