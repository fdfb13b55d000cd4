"""Cards placed on characters by their own text (REG: Place, Bearer, Used By).

"Place on your clay or purple Hero: Protect Hero from ..." moves the card, face up, onto one
of the player's clay or purple Heroes in play. It lies on that character, used by nobody:
in its territory, or in battle with it. It follows the character into and out of battle;
"when a character is captured or rescued, all cards placed on that character are
discarded", and wherever else the character goes the card goes too (to its owner's pile of
that kind). The ongoing ability paired with the place lasts "while the placed card remains
in the placed location", and acts on the character its words name again ("Protect Hero").
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import (
    Attack,
    Block,
    DecisionKind,
    EndPhase,
    GameState,
    Phase,
    PlayEnhancement,
    Zone,
    engine,
    from_json,
    observe,
    to_json,
)
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import shielded_from
from redemption_rules.table import Table

FAITHFULNESS = "Faithfulness"
"""GE, Clay/Purple, Territory class: "Place on your clay or purple Hero: Protect Hero from
withdraw, underdeck, conversion, side battles, and capture." """
ESTHER = "Esther (L)"
"""Purple Hero 6/6, no special ability: she plays Faithfulness."""
BATHSHEBA = "Bathsheba"
"""Purple Hero 5/5, no special ability: Faithfulness goes on her."""
BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""Blue Hero 10/10, no special ability: not clay or purple."""
SNARE = "Demonic Snare"
"""EE, Gray: "Capture a Hero in play." """
DARTS = "Fiery Darts (J)"
"""EE, Orange 2/2: "Discard a Hero." """
POSSESSING_DEMON = "Possessing Demon (j)"
"""Orange Evil Character 3/4, a demon, no special ability: it uses Fiery Darts."""
LAHMI = "Lahmi (I)"
"""Black Evil Character 10/10, no special ability."""


def test_the_cards_placed_on_a_character_are_carried_out() -> None:
    assert ability_support(full_pool().get(FAITHFULNESS)).carried_out


def test_what_a_card_on_a_character_does_other_than_last_there_is_refused() -> None:
    pool = full_pool()
    tied = "an effect lasting while its card stays where it was put"
    # "While that Hero is in battle, orange brigade Enhancements cannot be negated": a
    # modifier of the card's, not tied to the place
    assert tied in ability_support(pool.get("Built on Sand")).missing
    # "After battle, you may place this card on a Hero: You may underdeck this card to
    # underdeck that Hero": a place after battle, paired with a use by hand
    assert tied in ability_support(pool.get("Evil Spawn [GoC] (GoC)")).missing
    # "Protect your hand and deck from opponents' cards": not lasting here
    assert tied in ability_support(pool.get("Self Control")).missing
    # "Place on your human Evil Character Character": no character the place handler knows
    assert "a place 'on_card' to put cards" in ability_support(pool.get("Hating the Light")).missing


def _placed(*, theirs: dict[str, list[str]] | None = None) -> Game:
    """Esther plays Faithfulness in the Preparation Phase; it goes on Bathsheba."""
    game = Game.at(
        [
            {"territory": [ESTHER, BATHSHEBA, BARTHOLOMEW], "hand": [FAITHFULNESS]},
            theirs or {"territory": [LAHMI]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(FAITHFULNESS), game.card(ESTHER)))
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert sorted(game.offered) == [BATHSHEBA, ESTHER]  # not the blue Hero
    game.pick(BATHSHEBA)
    game.settle()
    return game


def _attacking(game: Game) -> Game:
    """Bathsheba attacks player 2."""
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card(BATHSHEBA), P2))
    game.settle()
    return game


def _kept_off(game: Game, kind: str) -> list[str]:
    """The cards an ability of *kind* on player 2's Lahmi (wherever it is) cannot target."""
    return sorted(game.names(list(shielded_from(game.state, game.card(LAHMI), None, kind))))


def test_the_card_goes_on_the_hero_and_protects_her() -> None:
    game = _placed()
    faith, bathsheba = game.card(FAITHFULNESS), game.card(BATHSHEBA)
    assert game.where(FAITHFULNESS) == (P1, Zone.TERRITORY)
    record = game.state.cards[faith]
    assert record.held_by == bathsheba
    assert record.identity is CardType.GOOD_ENHANCEMENT
    assert not record.face_down
    assert _kept_off(game, "capture") == [BATHSHEBA]
    assert _kept_off(game, "withdraw") == [BATHSHEBA]
    assert _kept_off(game, "discard") == []  # not from discard
    assert game.state.problems() == []


def test_the_card_follows_the_hero_into_battle_and_back() -> None:
    game = _placed()
    faith, bathsheba = game.card(FAITHFULNESS), game.card(BATHSHEBA)
    _attacking(game)
    battle = game.state.battle
    assert battle is not None
    assert game.where(FAITHFULNESS) == (None, Zone.FIELD_OF_BATTLE)
    placed = [e for e in battle.enhancements if e.card == faith]
    assert [(e.user, e.placed, e.equipped) for e in placed] == [(bathsheba, True, False)]
    assert game.state.cards[faith].held_by is None  # in battle the battle record says so
    assert _kept_off(game, "capture") == [BATHSHEBA]
    assert game.state.problems() == []
    game.do(Block(game.card(LAHMI)))
    game.settle()
    game.end_turn()  # Lahmi 10/10 defeats Bathsheba 5/5: she is discarded, and it with her
    assert game.where(BATHSHEBA) == (P1, Zone.DISCARD_PILE)
    assert game.where(FAITHFULNESS) == (P1, Zone.DISCARD_PILE)
    assert game.state.problems() == []


def test_its_protection_ends_as_it_leaves_the_hero() -> None:
    game = _placed()
    table = Table(game.state)
    table.move(game.card(FAITHFULNESS), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.where(BATHSHEBA) == (P1, Zone.TERRITORY)
    assert _kept_off(game, "capture") == []  # "while the placed card remains" placed
    assert game.state.problems() == []


def test_it_stays_on_the_hero_as_she_comes_home() -> None:
    game = _attacking(_placed(theirs={"discard_pile": [LAHMI]}))
    bathsheba = game.card(BATHSHEBA)
    game.end_turn()
    assert game.where(BATHSHEBA) == (P1, Zone.TERRITORY)
    assert game.where(FAITHFULNESS) == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card(FAITHFULNESS)].held_by == bathsheba
    assert _kept_off(game, "capture") == [BATHSHEBA]
    assert game.state.problems() == []


def test_it_is_discarded_with_the_hero_and_its_protection_ends() -> None:
    game = _attacking(_placed(
            theirs={"territory": [POSSESSING_DEMON], "hand": [DARTS], "discard_pile": [LAHMI]}
        ))
    game.do(Block(game.card(POSSESSING_DEMON)))
    game.settle()
    game.do(PlayEnhancement(game.card(DARTS), game.card(POSSESSING_DEMON)))
    assert BATHSHEBA in game.offered
    game.pick(BATHSHEBA)
    game.settle()
    assert game.where(BATHSHEBA) == (P1, Zone.DISCARD_PILE)
    assert game.where(FAITHFULNESS) == (P1, Zone.DISCARD_PILE)
    assert game.state.cards[game.card(FAITHFULNESS)].held_by is None
    assert _kept_off(game, "capture") == []
    assert game.state.problems() == []


def _moved(game: Game, to: tuple[int, Zone]) -> Game:
    table = Table(game.state)
    table.move(game.card(BATHSHEBA), (P1, Zone.TERRITORY), (to[0], to[1]))  # type: ignore[arg-type]
    engine.settle(table)
    game.state = table.freeze()
    return game


def test_it_is_discarded_as_the_hero_is_captured() -> None:
    # REG Place: "When a character is captured or rescued, all cards placed on that
    # character are discarded", not taken along to the Land of Bondage
    game = _moved(_placed(), (P2, Zone.LAND_OF_BONDAGE))
    assert game.where(FAITHFULNESS) == (P1, Zone.DISCARD_PILE)
    assert game.state.cards[game.card(FAITHFULNESS)].held_by is None
    assert _kept_off(game, "capture") == []
    assert game.state.problems() == []


def test_it_goes_where_the_hero_goes_off_the_playing_surface() -> None:
    game = _moved(_placed(), (P1, Zone.HAND))
    assert game.where(FAITHFULNESS) == (P1, Zone.HAND)
    assert game.state.cards[game.card(FAITHFULNESS)].held_by is None
    assert game.state.problems() == []


def test_a_card_placed_on_a_character_survives_a_json_round_trip_and_is_seen() -> None:
    game = _placed()
    assert from_json(to_json(game.state), GameState) == game.state
    faith = game.card(FAITHFULNESS)
    for player in (P1, P2):
        seen = observe(game.state, player)
        assert faith in seen.players[P1].territory.cards
        assert {c.id: c for c in seen.cards}[faith].held_by == game.card(BATHSHEBA)
    _attacking(game)
    assert from_json(to_json(game.state), GameState) == game.state

