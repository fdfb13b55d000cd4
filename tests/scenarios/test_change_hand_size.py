"""Change hand size: the most cards a hand may hold at the end of its Discard Phase.

REG: Change Hand Size. The maximum starts at 8 (the ruleset's number); an increase or a
decrease alters the current maximum, a set ("keep up to ten cards in hand instead of eight")
replaces it whatever changes came before. It targets players, is ongoing, and lasts to the
end of the phase it activates in unless the card's own duration says otherwise: an active
Artifact's while it stays active, a territory-class character's while it stays in territory,
an Enhancement placed in territory while it stays there (REG: Duration).

Tables of the Law (Pi), an Artifact: "You may keep up to ten cards in hand instead of eight."
Fourth Seal, Death (RoJ), a territory-class dual character: "... Evil: Reduce opponents' hand
sizes by 1. ..."
Famine in the Land (LoC), an Evil Enhancement: "You may bounce any number of Heroes. Place in
territory: Reduce each player's hand size by 1."
Serpent's Curse, a Curse (an Artifact): "CURSE: While you control an animal, reduce each
opponent's hand size by 1. ..."
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import (
    ActivateArtifact,
    Attack,
    Block,
    CardType,
    Discard,
    EndPhase,
    PlayCard,
    PlayEnhancement,
    Zone,
    engine,
)
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.restriction import hand_limit
from redemption_rules.state import DecisionKind, GameState, Phase, PlayerId
from redemption_rules.table import Table

TABLES = "Tables of the Law (Pi)"
CHARIOT = "Chariot of Fire (Roots)"
"""Another Artifact: activating it deactivates the Tables."""
SEAL = "Fourth Seal, Death (RoJ)"
FAMINE = "Famine in the Land (LoC)"
CURSE = "Serpent's Curse"
LION = "Coliseum Lion"
"""An animal."""
FILLER = "Goliath (L)"
"""Cards to fill a hand with."""


def test_the_hand_size_cards_are_carried_out() -> None:
    pool = full_pool()
    for name in (
        TABLES,
        SEAL,
        FAMINE,
        CURSE,
        "Tables of the Law (Wa)",
        "Fourth Seal (Death) (RoJ AB)",
    ):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def _to_discard(game: Game) -> None:
    """End the active player's phases until their Discard Phase asks them."""
    while game.state.phase is not Phase.DISCARD:
        game.do(EndPhase())
        game.settle()
    assert game.asked == (game.state.active, DecisionKind.DISCARD)


def _discards_offered(game: Game) -> int:
    return sum(isinstance(action, Discard) for action in game.legal)


def test_an_active_tables_of_the_law_lets_its_holder_keep_ten_cards() -> None:
    game = Game.at(
        [{"artifact_pile": [TABLES, CHARIOT], "hand": [FILLER] * 10}, {}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(TABLES)))
    game.settle()
    assert hand_limit(game.state, P1) == 10
    assert hand_limit(game.state, P2) == 8
    _to_discard(game)
    # ten cards in hand: nothing to discard, the phase may end
    assert _discards_offered(game) == 0
    assert EndPhase() in game.legal


def test_the_tables_no_longer_count_once_deactivated() -> None:
    game = Game.at(
        [{"artifact_pile": [TABLES, CHARIOT], "hand": [FILLER] * 10}, {}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(TABLES)))
    game.settle()
    # a later turn: another Artifact turned face up in its place deactivates the Tables
    game.state = attrs.evolve(game.state, artifact_activated=None)
    game.do(ActivateArtifact(game.card(CHARIOT)))
    game.settle()
    assert game.state.cards[game.card(TABLES)].face_down
    assert hand_limit(game.state, P1) == 8
    _to_discard(game)
    assert _discards_offered(game) == 10  # two over the limit of eight
    game.do(Discard(game.card(FILLER)))
    game.do(Discard(game.card(FILLER)))
    assert len(game.zone(P1, Zone.HAND)) == 8
    assert _discards_offered(game) == 0
    assert EndPhase() in game.legal


def test_a_territory_class_seal_reduces_opponents_hand_size_while_in_territory() -> None:
    game = Game.at(
        [{"hand": [FILLER] * 8}, {"hand": [SEAL]}],
        phase=Phase.PREPARATION,
        active=1,
        pool=full_pool(),
    )
    game.do(PlayCard(game.card(SEAL), CardType.EVIL_CHARACTER))
    game.settle()
    assert game.where(SEAL) == (P2, Zone.TERRITORY)
    # opponents' hand sizes only: its own player keeps eight
    assert hand_limit(game.state, P1) == 7
    assert hand_limit(game.state, P2) == 8
    assert game.state.problems() == []
    # gone from the territory, the reduction ends with it
    game.state = _moved(game, SEAL, (P2, Zone.TERRITORY), (P2, Zone.DISCARD_PILE))
    assert hand_limit(game.state, P1) == 8


def _moved(
    game: Game, name: str, source: tuple[PlayerId, Zone], target: tuple[PlayerId, Zone]
) -> GameState:
    table = Table(game.state)
    table.move(game.card(name), source, target)
    engine.settle(table)
    return table.freeze()


def test_a_set_maximum_replaces_the_changes_before_it_and_later_ones_alter_it() -> None:
    """REG: a set is the new maximum regardless of changes already in effect; a later
    decrease alters the maximum it finds."""
    tables_first = _tables_and_famine(tables_first=True)
    assert hand_limit(tables_first.state, P1) == 9  # ten, then one less
    famine_first = _tables_and_famine(tables_first=False)
    assert hand_limit(famine_first.state, P1) == 10  # seven, then set to ten
    # the opponent is reduced by the famine alone either way
    assert hand_limit(tables_first.state, P2) == 7
    assert hand_limit(famine_first.state, P2) == 7


def _tables_and_famine(*, tables_first: bool) -> Game:
    game = Game.at(
        [
            {"hand": ["Andrew (Ap)"], "artifact_pile": [TABLES], "deck": [FILLER] * 6},
            {"hand": ["False Prophets", FAMINE], "deck": [FILLER] * 6},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    if tables_first:
        _activate(game)
    game.do(PlayCard(game.card("Andrew (Ap)"), CardType.HERO))
    game.settle()
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card("Andrew (Ap)"), P2))
    game.settle()
    game.do(Block(game.card("False Prophets")))
    game.settle()
    game.do(PlayEnhancement(game.card(FAMINE), game.card("False Prophets")))
    game.settle()
    assert game.where(FAMINE) == (P2, Zone.TERRITORY)
    if not tables_first:
        # on to player 1's next Preparation Phase, the Famine still in territory
        while not (game.state.active == P1 and game.state.phase is Phase.PREPARATION):
            game.do(next(a for a in game.legal if not isinstance(a, Attack)))
            game.settle()
        assert game.where(FAMINE) == (P2, Zone.TERRITORY)
        _activate(game)
    return game


def _activate(game: Game) -> None:
    game.do(ActivateArtifact(game.card(TABLES)))
    game.settle()


def test_an_active_curse_reduces_hand_sizes_only_while_its_condition_holds() -> None:
    game = Game.at(
        [{"artifact_pile": [CURSE], "territory": [LION]}, {}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(CURSE)))
    game.settle()
    assert hand_limit(game.state, P2) == 7
    assert hand_limit(game.state, P1) == 8  # each opponent's only
    # no animal controlled: the Curse stays active, and reduces nothing
    game.state = _moved(game, LION, (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    assert hand_limit(game.state, P2) == 8
    assert not game.state.cards[game.card(CURSE)].face_down
