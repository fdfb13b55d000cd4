"""Cards the grammar's fourteenth pass made readable and the engine carries out, in play."""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, DecisionKind, PlayEnhancement, Zone
from redemption_rules.cards.identifiers import has_identifier
from redemption_rules.effects.cards import ability_support, card_abilities, effect_specs
from redemption_rules.effects.execute import EffectContext, MoveCard
from redemption_rules.effects.kinds import Ignore

BATTLE = (None, Zone.FIELD_OF_BATTLE)


def _king_david_withdraws(blocker: str) -> list[str]:
    """What King David's ability withdraws, activated with *blocker* blocking him.

    King David: "May not be blocked by any member of any royal family." The phrase "may not
    be blocked by" means "withdraw" (REG: Clarifications), with no trigger on a character:
    it acts when he enters battle, on the characters it names that are there then.
    """
    david = full_pool().get("King David")
    assert ability_support(david).carried_out
    ability = card_abilities(david).ability
    assert ability is not None
    (effect,) = ability.effects
    assert isinstance(effect, Ignore)
    game = Game.blocked(
        "King David", {"hand": ["King David"]}, blocker, {"hand": [blocker]}, pool=full_pool()
    )
    assert game.where(blocker) == BATTLE  # he attacked first: no one to withdraw then
    spec = effect_specs()["ignore"]
    assert spec.handler is not None
    king = game.card("King David")
    context = EffectContext(game.state, P1, source=king, user=king)
    done = spec.handler(context, effect)
    return [game.name(op.card) for op in done.ops if isinstance(op, MoveCard)]


def test_king_david_withdraws_a_blocker_of_a_royal_family() -> None:
    # Absalom, a king's son, is royalty (ORDIR: Royalty)
    assert has_identifier(full_pool().get("Absalom (Wa)"), "royalty")
    assert _king_david_withdraws("Absalom (Wa)") == ["Absalom (Wa)"]


def test_king_david_leaves_any_other_blocker() -> None:
    assert not has_identifier(full_pool().get("Abiram"), "royalty")
    assert _king_david_withdraws("Abiram") == []


HAGGAI = "Haggai (PoC)"
"""Hero: "You may play a good O.T. Fortress from Reserve (or discard pile if a Persian is in
play). May band to an Ezra, Haggai or Zechariah Hero, or you may look at the top X cards of
deck: Take 1. Cannot be negated.  a" (the stray letter at the end a misprint)."""
CITY_OF_REFUGE, TENT = "City of Refuge", "David's Tent (1st Print - K)"
"""Good O.T. Fortresses."""


def _haggai_attacks(theirs: list[str]) -> Game:
    game = Game.at(
        [
            {"territory": [HAGGAI], "reserve": [CITY_OF_REFUGE], "discard_pile": [TENT]},
            {"land_of_bondage": [SOUL], "territory": theirs},
        ],
        pool=full_pool(),
    )
    assert ability_support(full_pool().get(HAGGAI)).carried_out
    game.do(Attack(game.card(HAGGAI), P2))
    game.pass_windows()
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("play a good O.T. Fortress from Reserve (or discard pile if a Persian is in play)")
    return game


def test_haggai_plays_a_fortress_from_reserve() -> None:
    game = _haggai_attacks([])
    assert game.offered == [CITY_OF_REFUGE]  # no Persian: not from the discard pile
    game.pick(CITY_OF_REFUGE)
    assert game.where(CITY_OF_REFUGE) == (P1, Zone.TERRITORY)


def test_haggai_plays_one_from_the_discard_pile_too_while_a_persian_is_in_play() -> None:
    assert has_identifier(full_pool().get("Haman ( C)"), "persian")
    game = _haggai_attacks(["Haman ( C)"])
    assert sorted(game.offered) == sorted([CITY_OF_REFUGE, TENT])
    game.pick(TENT)
    assert game.where(TENT) == (P1, Zone.TERRITORY)


MIST = "Mist"
"""EE, Pale Green 1/3: "Randomly select and discard one card from each player's hand." """


def test_mist_discards_a_random_card_from_each_players_hand() -> None:
    assert ability_support(full_pool().get(MIST)).carried_out
    game = Game.blocked(
        "Anna (Pr)",
        {"hand": ["Anna (Pr)", "Ruth (J)", "Naomi (J)"]},
        "Hermogenes",  # pale green, 3/3: Mist is of his brigade
        {"hand": ["Hermogenes", MIST, "Boaz (J)", "Orpah"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(MIST), game.card("Hermogenes")))
    game.settle()
    # one card from each hand, the user's own too, at random (REG: Random)
    mine, theirs = game.zone(P1, Zone.HAND), game.zone(P2, Zone.HAND)
    assert len(mine) == 1
    assert len(theirs) == 1
    assert sorted([*mine, *game.zone(P1, Zone.DISCARD_PILE)]) == ["Naomi (J)", "Ruth (J)"]
    assert sorted([*theirs, *game.zone(P2, Zone.DISCARD_PILE)]) == ["Boaz (J)", "Orpah"]
    assert game.where(MIST) == BATTLE  # in battle until the battle ends
