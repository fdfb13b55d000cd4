"""A usage limit per round: "Limit once per round and twice per game".

Holy Grail (Roots), an Artifact: "At any time, you may convert an evil human in a territory
to a Hero. Limit once per round and twice per game." REG Limit: a use counts until the end
of its timeframe; a round ends once every player has had a turn (REG: Round), and the next
begins with the first player's turn. "Once per round, you may ..." is used by hand, like
"once per turn".
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Phase, UseAbility, Zone
from redemption_rules.effects.cards import ability_support

GRAIL = "Holy Grail (Roots)"
HUMANS = ["Doeg (L)", "Achan (I)", "Doeg (L)"]
"""Evil humans in player 2's territory."""


@pytest.mark.parametrize("name", [GRAIL, "Luke (EC)"])
def test_the_abilities_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


def _offered(game: Game) -> bool:
    return any(isinstance(a, UseAbility) and a.card == game.card(GRAIL) for a in game.legal)


def _use(game: Game, human: str) -> None:
    (use,) = [a for a in game.legal if isinstance(a, UseAbility) and a.card == game.card(GRAIL)]
    game.do(use)
    game.pick(human)
    game.choose("Blue")  # the brigade of the Hero it becomes
    game.settle()


def _grail_game() -> Game:
    game = Game.at(
        [
            {"artifact_pile": [GRAIL], "deck": ["Sarah"] * 12},
            {"territory": HUMANS, "deck": ["Sarah"] * 12},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.face_up(GRAIL)
    return game


def test_once_per_round_and_twice_per_game() -> None:
    game = _grail_game()
    assert game.state.turn == 3  # player 1's turn begins the round
    _use(game, "Doeg (L)")
    assert not _offered(game), "used once this round"
    assert game.where(GRAIL) == (P1, Zone.ARTIFACT_PILE)  # not spent for the game
    game.end_turn()
    assert game.state.active == P2  # the same round: still used
    game.play_on_to(P1, Phase.PREPARATION)  # a new round
    assert _offered(game)
    _use(game, "Achan (I)")
    # its last use for the game: an Artifact is discarded after it (REG: Limit)
    assert game.where(GRAIL) == (P1, Zone.DISCARD_PILE)
    assert game.state.problems() == []
