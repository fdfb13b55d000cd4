"""Helpers for users' own tests: scenario builders (and Hypothesis strategies)."""

from redemption_rules.testing.scenarios import build_position, find_card

__all__ = ["build_position", "find_card"]
