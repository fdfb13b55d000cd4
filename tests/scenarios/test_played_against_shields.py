"""A shield under "if used against David": what the card was played against (REG: Played Against).

"A card is played against the opposing characters in battle": the engine notes them as the
card is played, so the condition holds for as long as the card's ability lasts, even once
the card itself has sent David home (REG: Cannot be Negated).
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityNegated

JEALOUSY = "King Saul's Jealousy"
"""Brown Evil Enhancement 4/2: "Return a male human Hero in battle to owner's territory. If
used against David, this cannot be negated." """
CYMBALS = "Cymbals of the Levites"
"""White GE: "Negate the special ability on an evil card in play. Cannot be negated if used
by a Musician." """
DAVID = "David (Red) (Ki)"
ITTAI = "Ittai (Ki)"
"""White Hero 8/4, a male human Philistine: "May band to David." """
SEEKER = "Righteous Seeker"
"""White generic Hero 12/7: "May band to a Hero." """
BATTLE = (None, Zone.FIELD_OF_BATTLE)


def _returned(attacker: str, banded: str) -> Game:
    """*attacker* bands *banded* in; Abiram blocks and returns *banded* home by the Jealousy;
    then Cymbals of the Levites are played on *attacker* against the Jealousy."""
    game = Game.at(
        [
            {"territory": [attacker, banded], "hand": [CYMBALS]},
            {"hand": ["Abiram", JEALOUSY], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(attacker), P2))
    game.choose(game.question.labels[0])  # the band
    if game.asked[1] is DecisionKind.ABILITY:  # of more than one Hero
        game.pick(banded)
    game.settle()
    game.do(Block(game.card("Abiram")))
    game.settle()
    game.do(PlayEnhancement(game.card(JEALOUSY), game.card("Abiram")))
    if game.asked[1] is DecisionKind.ABILITY:  # of more than one male human Hero
        game.pick(banded)
    game.settle()
    assert game.where(banded) == (P1, Zone.TERRITORY)
    game.do(PlayEnhancement(game.card(CYMBALS), game.card(attacker)))
    game.pick(JEALOUSY)
    game.settle()
    return game


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    for name in (JEALOUSY, "Give Us a King!", "Praise from Prison"):
        assert ability_support(pool.get(name)).carried_out, name


def test_the_jealousy_played_against_david_is_not_negated_once_he_is_home() -> None:
    game = _returned(ITTAI, DAVID)
    assert not [e for e in of_kind(game.events, AbilityNegated) if e.card == game.card(JEALOUSY)]
    assert game.where(DAVID) == (P1, Zone.TERRITORY)


def test_the_jealousy_played_against_others_is_negated() -> None:
    # Ittai, banded by the Righteous Seeker, is returned; no David opposed the Jealousy
    game = _returned(SEEKER, ITTAI)
    assert [e for e in of_kind(game.events, AbilityNegated) if e.card == game.card(JEALOUSY)]
    assert game.where(ITTAI) == BATTLE  # what it did is undone
