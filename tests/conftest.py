"""Shared fixtures: the real card pool and deck lists in ../shared/data."""

from __future__ import annotations

from pathlib import Path

import pytest

from redemption_rules import CardPool, load_cards

SHARED_DATA = Path(__file__).resolve().parents[2] / "shared" / "data"
CARD_LIST = SHARED_DATA / "carddata.txt"
DECKS = SHARED_DATA / "decks"


@pytest.fixture(scope="session")
def pool() -> CardPool:
    """The whole real card pool (5,692 cards)."""
    if not CARD_LIST.exists():
        pytest.fail(f"the shared card list is missing: {CARD_LIST}")
    return load_cards(CARD_LIST)
