"""Cards the grammar's twentieth pass made readable and the engine carries out, in play."""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Attack, DecisionKind, PlayDominant, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import shielded_from
from redemption_rules.playing import is_paralyzed

ANDREW = "Andrew (Ap)"
"""Red N.T. Hero 7/8 with no special ability."""
DAMSEL = "Damsel with Spirit of Divination (Pr)"
"""Black Evil Character 6/7 with no special ability: Andrew defeats her, she does not."""
DOEG = "Doeg (L)"
"""Pale green Evil Character 6/6 with no special ability."""
BATTLE = (None, Zone.FIELD_OF_BATTLE)

HYPOCRISY = "Hypocrisy (Ap)"
"""Black Evil Enhancement: "All N.T. Heroes retreat from battle unless Paul is in play." """


def _hypocrisy_played(mine: list[str]) -> Game:
    """Andrew, blocked by the Damsel and winning, meets Hypocrisy; *mine* in his territory."""
    assert ability_support(full_pool().get(HYPOCRISY)).carried_out
    game = Game.blocked(
        ANDREW,
        {"hand": [ANDREW], "territory": mine},
        DAMSEL,
        {"hand": [DAMSEL, HYPOCRISY]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(HYPOCRISY), game.card(DAMSEL)))
    game.settle()
    return game


def test_hypocrisy_makes_the_nt_heroes_in_battle_retreat() -> None:
    game = _hypocrisy_played(["Gideon (J)"])
    assert game.where(ANDREW) == (P1, Zone.TERRITORY)
    assert game.where("Gideon (J)") == (P1, Zone.TERRITORY)


def test_hypocrisy_leaves_them_while_paul_is_in_play() -> None:
    game = _hypocrisy_played(["Paul (Promo)"])
    assert game.where(ANDREW) == BATTLE


PALSY = "Palsy"
"""Pale green Evil Enhancement: "Selected human Hero in a territory is paralyzed and cannot
enter battle until healed." """


def test_palsy_paralyzes_a_hero_in_a_territory() -> None:
    assert ability_support(full_pool().get(PALSY)).carried_out
    game = Game.blocked(
        ANDREW,
        {"hand": [ANDREW], "territory": ["Gideon (J)"]},
        DOEG,
        {"hand": [DOEG, PALSY]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(PALSY), game.card(DOEG)))
    game.settle()  # Gideon the only human Hero in a territory: Andrew is in battle
    assert is_paralyzed(game.state, game.card("Gideon (J)"))
    assert not is_paralyzed(game.state, game.card(ANDREW))


MELCHIZEDEK = "Melchizedek (Pa)"
"""Purple Hero 4/4: "No Heroes may be taken prisoner or poisoned while Melchizedek is in
battle." """
SNARE, ACHAN = "Deadly Snare", "Achan (I)"
"""An Evil Enhancement that captures, and an Evil Character to use it."""


def test_melchizedek_keeps_heroes_from_capture_and_poison_while_in_battle() -> None:
    assert ability_support(full_pool().get(MELCHIZEDEK)).carried_out
    game = Game.at(
        [
            {"hand": [MELCHIZEDEK], "territory": ["Gideon (J)"]},
            {"land_of_bondage": ["Lost Soul Mark 1:40 (J)"], "hand": [ACHAN, SNARE]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(MELCHIZEDEK), P2))
    game.settle()
    snare, achan = game.card(SNARE), game.card(ACHAN)
    gideon, melchizedek = game.card("Gideon (J)"), game.card(MELCHIZEDEK)
    for kind in ("capture", "poison"):
        assert {gideon, melchizedek} <= shielded_from(game.state, snare, achan, kind)
    assert gideon not in shielded_from(game.state, snare, achan, "discard")


PRINCE = "Prince of Persia (Pr)"
"""Pale green Evil Character 6/6: "The Angel of the Lord has no effect on this card unless
Daniel is in the Field of Battle." """
ANGEL = "Angel of the Lord ( C)"
"""A good Dominant: "Discard any Evil Character in play." """


def _angel_played(hero: str) -> Game:
    """*hero*, blocked by the Prince, wins; the Prince's player, with Doeg in territory, has
    the initiative and plays the Angel (a Dominant either player may play)."""
    assert ability_support(full_pool().get(PRINCE)).carried_out
    game = Game.blocked(
        hero,
        {"hand": [hero]},
        PRINCE,
        {"hand": [PRINCE, ANGEL], "territory": [DOEG]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayDominant(game.card(ANGEL)))
    game.pass_windows()
    return game


def test_the_angel_of_the_lord_has_no_effect_on_the_prince_of_persia() -> None:
    game = _angel_played("Gideon (J)")
    # Doeg the only Evil Character the Angel can discard: no choice asked
    assert game.where(DOEG) == (P2, Zone.DISCARD_PILE)
    assert game.where(PRINCE) == BATTLE


def test_the_prince_of_persia_is_open_to_the_angel_when_daniel_is_in_battle() -> None:
    game = _angel_played("Daniel (Pr)")
    assert sorted(game.names(game.question.options)) == sorted([DOEG, PRINCE])
