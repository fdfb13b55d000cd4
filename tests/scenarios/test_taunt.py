"""Taunt: a battle challenge made with an Evil Character (REG: Taunt).

In place of a rescue attempt or battle challenge, the active player puts an Evil Character
with a taunt identifier from territory into battle and declares an opponent, who may accept
by putting a Hero into battle, or decline. If the Evil Character wins (the taunt declined, or
every Hero that opposed it defeated: REG Defeat), the ability in the parentheses after its
taunt identifier activates; only the first Evil Character with a taunt identifier to enter
uses it. No Lost Soul is rescued.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    AcceptTaunt,
    DecisionKind,
    Decline,
    IllegalAction,
    Phase,
    PlayEnhancement,
    Taunt,
    Zone,
    render,
    step,
)
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import (
    AbilityNegated,
    BlockDeclined,
    TauntAccepted,
    TauntDeclined,
    Taunted,
)
from redemption_rules.notation import action_notation, describe_action

LAMECH = "Lamech, the Avenged"
"""Evil Character 7/7, "Antediluvian, Taunt (Discard a human.)"."""
RABSHAKEH = "The Rabshakeh (LoC)"
"""Evil Character 7/7, "Assyrian, Taunt (Take a Site or Fortress.)"; its special ability
begins "If blocking, underdeck a good card."."""
SHIMEI = "Shimei (CoW)"
"""Evil Character, "Taunt (Opponent must skip their next battle phase. Limit once.)"."""
ALLIANCE = "Alliance Against Judah (LoC)"
"""Multi-brigade EE: "Character may band to a character in each territory."."""
WEAK = "Agabus"
"""A Hero 5/4 with no special ability: Lamech defeats it."""
STRONG = "Jude"
"""A Hero 8/8 with no special ability: it defeats Lamech."""
STURDY = "Gideon (J)"
"""A Hero 6/8 with no special ability: a stalemate with Lamech."""
HUMAN = "Anna (Pr)"
"""A human Hero in player 2's territory, for Lamech's payoff."""
SITE = "Babylon"
"""A Site with no special ability in player 2's territory."""


def _taunted(
    taunter: str, mine: dict[str, list[str]], theirs: dict[str, list[str]], **options: object
) -> Game:
    """Player 1 taunts player 2 with *taunter*; player 2 is asked to accept or decline."""
    game = Game.at(
        [{**mine, "territory": [taunter, *mine.get("territory", [])]}, theirs],
        pool=full_pool(),
        **options,
    )
    game.settle()
    assert Taunt(game.card(taunter), P2) in game.legal
    game.do(Taunt(game.card(taunter), P2))
    game.settle()
    assert game.asked == (P2, DecisionKind.TAUNT)
    return game


def test_a_declined_taunt_is_won_and_the_payoff_activates() -> None:
    game = _taunted(LAMECH, {}, {"territory": [HUMAN], "hand": [WEAK]})
    lamech = game.card(LAMECH)
    assert game.where(lamech) == (None, Zone.FIELD_OF_BATTLE)
    assert of_kind(game.events, Taunted) == [Taunted(P1, P2, lamech)]
    # the player taunted may put a Hero from hand or territory into battle, or decline
    assert set(game.legal) == {
        AcceptTaunt(game.card(WEAK)),
        AcceptTaunt(game.card(HUMAN)),
        Decline(),
    }
    assert describe_action(game.state, Decline()) == "Decline the taunt"
    board = render(game.state)
    assert "Battle (taunt battle challenge): player 1 taunts player 2" in board
    assert "player 2 to accept the taunt with a Hero or decline" in board
    assert action_notation(game.state, AcceptTaunt(game.card(WEAK))) == f"accept {WEAK}"
    game.do(Decline())
    assert of_kind(game.events, TauntDeclined) == [TauntDeclined(P2)]
    game.pass_windows()
    # "Discard a human.": the player who taunted chooses the human
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.card == lamech
    assert HUMAN in game.offered
    game.pick(HUMAN)
    game.settle()
    assert game.zone(P2, Zone.DISCARD_PILE) == [HUMAN]
    assert game.where(lamech) == (P1, Zone.TERRITORY)
    assert game.state.phase is Phase.DISCARD


def test_the_hero_defeated_by_the_numbers_the_payoff_activates() -> None:
    game = _taunted(LAMECH, {}, {"territory": [HUMAN], "hand": [WEAK]})
    game.do(AcceptTaunt(game.card(WEAK)))
    assert of_kind(game.events, TauntAccepted) == [TauntAccepted(P2, game.card(WEAK))]
    game.settle()
    assert game.numbers == (5, 4, 7, 7)
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # the Hero's side is losing
    game.do(Decline())
    game.pass_windows()
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.card == game.card(LAMECH)
    game.pick(HUMAN)
    game.settle()
    assert sorted(game.zone(P2, Zone.DISCARD_PILE)) == sorted([WEAK, HUMAN])


def test_a_stalemate_defeats_the_hero_and_the_taunt_is_won() -> None:
    # REG Defeat: a Hero is defeated when the battle ends in a stalemate
    game = _taunted(LAMECH, {}, {"territory": [HUMAN], "hand": [STURDY]})
    game.do(AcceptTaunt(game.card(STURDY)))
    game.settle()
    assert game.numbers == (6, 8, 7, 7)
    while game.asked[1] is DecisionKind.INITIATIVE:
        game.do(*[a for a in game.legal if not isinstance(a, PlayEnhancement)][-1:])
        game.pass_windows()
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.pick(HUMAN)
    game.settle()
    assert game.zone(P2, Zone.DISCARD_PILE) == [HUMAN]
    assert game.where(STURDY) == (P2, Zone.TERRITORY)  # a stalemate discards nobody


def test_a_taunt_lost_activates_nothing_and_rescues_no_soul() -> None:
    game = _taunted(
        LAMECH,
        {"land_of_bondage": [SOUL]},
        {"territory": [HUMAN], "hand": [STRONG], "land_of_bondage": ["Lost Soul  Ezekiel 34:12"]},
    )
    game.do(AcceptTaunt(game.card(STRONG)))
    game.settle()
    assert game.numbers == (8, 8, 7, 7)
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # the evil side is losing
    game.do(Decline())
    game.settle()
    assert game.zone(P1, Zone.DISCARD_PILE) == [LAMECH]
    assert game.zone(P2, Zone.DISCARD_PILE) == []
    assert game.zone(P1, Zone.LAND_OF_BONDAGE) == [SOUL]
    assert game.zone(P2, Zone.LAND_OF_REDEMPTION) == []
    assert game.zone(P1, Zone.LAND_OF_REDEMPTION) == []
    assert game.where(STRONG) == (P2, Zone.TERRITORY)
    assert game.state.phase is Phase.DISCARD


def test_the_rabshakeh_is_not_blocking_and_takes_a_site() -> None:
    game = _taunted(RABSHAKEH, {}, {"territory": [SITE, HUMAN], "hand": [WEAK]})
    game.do(AcceptTaunt(game.card(WEAK)))
    game.settle()
    # "If blocking, underdeck a good card": a taunting Evil Character does not block
    assert game.zone(P2, Zone.TERRITORY) == [SITE, HUMAN]
    game.do(Decline())
    game.settle()
    # the only Site or Fortress in play is taken, to hand (REG: Take and Give)
    assert game.where(SITE) == (P1, Zone.HAND)
    assert game.zone(P2, Zone.TERRITORY) == [HUMAN]
    assert game.zone(P2, Zone.DECK) == []
    assert not of_kind(game.events, BlockDeclined)


def test_only_the_first_taunting_character_uses_its_payoff() -> None:
    game = _taunted(
        LAMECH,
        {"territory": [RABSHAKEH], "hand": [ALLIANCE]},
        {"territory": [SITE, HUMAN], "hand": [STRONG]},
    )
    game.do(AcceptTaunt(game.card(STRONG)))
    game.settle()
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(ALLIANCE), game.card(LAMECH)))
    game.choose(game.question.labels[0])  # band: The Rabshakeh enters the challenge
    game.settle()
    battle = game.state.battle
    assert battle is not None
    assert game.names(battle.evil_characters) == [LAMECH, RABSHAKEH]
    assert battle.taunt == game.card(LAMECH)
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(Decline())
    game.pass_windows()
    # Lamech's "Discard a human." alone: not The Rabshakeh's "Take a Site or Fortress."
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.card == game.card(LAMECH)
    game.pick(HUMAN)
    game.settle()
    assert game.state.decision is not None
    assert game.asked == (P1, DecisionKind.DISCARD)
    assert game.where(SITE) == (P2, Zone.TERRITORY)
    assert game.zone(P2, Zone.DISCARD_PILE) == [STRONG, HUMAN]


def test_shimei_limited_once_with_no_timeframe_does_not_taunt() -> None:
    # "Limit once." counts until the card is reset to face value (REG: Limit), which the
    # engine follows for an Artifact alone: the card plays by its numbers and does not taunt
    support = ability_support(full_pool().get(SHIMEI))
    assert support.missing == ("a usage limit with no timeframe on a card other than an Artifact",)
    game = Game.at([{"territory": [SHIMEI]}, {"hand": [WEAK]}], pool=full_pool())
    game.settle()
    assert game.asked == (P1, DecisionKind.BATTLE)
    taunt = Taunt(game.card(SHIMEI), P2)
    assert taunt not in game.legal
    with pytest.raises(IllegalAction, match="a usage limit with no timeframe"):
        step(game.state, taunt)


def test_rules_with_rescue_attempts_alone_offer_no_taunt() -> None:
    # a taunt is a battle challenge (REG: Battle Challenge)
    game = Game.at([{"territory": [LAMECH]}, {"hand": [WEAK]}], pool=full_pool(), ruleset="classic")
    game.settle()
    assert game.asked == (P1, DecisionKind.BATTLE)
    taunt = Taunt(game.card(LAMECH), P2)
    assert taunt not in game.legal
    with pytest.raises(IllegalAction, match="only rescue attempts"):
        step(game.state, taunt)


ARROGANCE = "Arrogance (LoC)"
"""Multi-brigade EE 4/0: "If used by an O.T. human, you may negate and discard a good
multi-brigade Enhancement. Cannot be negated if used by a taunting character."."""
SWORD = "Builder\u2019s Sword (LoC)"
"""Gold/red GE 3/2: "Negate an evil card or bounce an Evil Character. You may increase your
meek Hero 3/3."."""


def _negate_arrogance(game: Game) -> None:
    """Arrogance is played on Lamech, then Builder's Sword on Jude names it to negate."""
    game.do(PlayEnhancement(game.card(ARROGANCE), game.card(LAMECH)))
    game.settle()
    game.do(PlayEnhancement(game.card(SWORD), game.card(STRONG)))
    game.choose("Negate an evil card")
    assert game.offered == [LAMECH, ARROGANCE]
    game.pick(ARROGANCE)
    game.decline()  # Jude, meek (no special ability), is not increased
    game.settle()


def test_arrogance_used_by_the_taunting_character_cannot_be_negated() -> None:
    game = _taunted(LAMECH, {"hand": [ARROGANCE]}, {"hand": [STRONG, SWORD]})
    game.do(AcceptTaunt(game.card(STRONG)))
    game.settle()
    _negate_arrogance(game)
    assert not of_kind(game.events, AbilityNegated)
    assert not any(game.card(ARROGANCE) in p.cards for p in game.state.preventions)


def test_arrogance_used_by_a_blocker_is_negated() -> None:
    # blocking is not taunting: the same play in a block negates Arrogance
    game = Game.blocked(
        STRONG,
        {"hand": [STRONG, SWORD]},
        LAMECH,
        {"hand": [ARROGANCE], "territory": [LAMECH]},
        pool=full_pool(),
    )
    _negate_arrogance(game)
    assert of_kind(game.events, AbilityNegated) == [
        AbilityNegated(game.card(ARROGANCE), game.card(SWORD))
    ]


OUTPOST = "Philistine Outpost (I/J+)"
"""Fortress: "If attacked, you may play an evil Philistine from deck or Reserve. ..."."""
PHILISTINE = "Goliath (LoC)"
"""An evil Philistine for the Outpost to play."""


def test_the_player_taunted_is_attacked() -> None:
    # REG Attack: the active player begins a battle against the player taunted
    game = Game.at(
        [{"territory": [LAMECH]}, {"territory": [OUTPOST], "deck": [PHILISTINE], "hand": [WEAK]}],
        pool=full_pool(),
    )
    game.settle()
    game.do(Taunt(game.card(LAMECH), P2))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(OUTPOST)
    game.choose("play an evil Philistine from deck or Reserve")
    game.pick(PHILISTINE)
    assert game.where(PHILISTINE) == (P2, Zone.TERRITORY)
    game.settle()
    # the player taunted answers with a Hero or not: an Evil Character does not enter
    assert game.asked == (P2, DecisionKind.TAUNT)
    assert set(game.legal) == {AcceptTaunt(game.card(WEAK)), Decline()}
