"""Seeded games must play exactly as recorded; see record.py to record them again."""

from __future__ import annotations

import pytest
from tests.playthroughs.record import GAMES, HERE, playthrough


@pytest.mark.parametrize("name", sorted(GAMES))
def test_game_plays_as_recorded(name: str) -> None:
    ruleset, seed, agents = GAMES[name]
    recorded = (HERE / name).read_text(encoding="utf-8")
    assert playthrough(ruleset, seed, agents) == recorded
