""" "A Priestly Artifact" is the ORDIR identifier, not a card named "Priestly" (ORDIR)."""

from __future__ import annotations

from redemption_rules.parser import parse_ability

ELEAZAR = (
    "If your Tabernacle Priest enters battle, search deck or discard pile for a House of "
    "Eleazar priest and a Priestly Artifact. This Hero and Tabernacle Artifacts cannot be negated."
)
"""Eleazar, Son of Aaron (PC)."""
JORDAN = (
    "Interrupt the battle. You may draw 3 and play an O.T. Enhancement (or activate a "
    "Tabernacle or Priestly Artifact if used by a Tabernacle priest)."
)
"""Jordan Interrupted (PoC)."""


def test_a_priestly_artifact_is_an_identifier() -> None:
    search = parse_ability(ELEAZAR).effects[0]
    artifact = search.target.parts[1]  # type: ignore[attr-defined]
    assert artifact.identifiers == ("priestly artifact",)
    assert artifact.names == ()


def test_a_tabernacle_or_priestly_artifact() -> None:
    activate = parse_ability(JORDAN).effects[-1]
    parts = activate.target.parts  # type: ignore[attr-defined]
    assert [part.identifiers for part in parts] == [("Tabernacle",), ("priestly artifact",)]
    assert all(part.names == () for part in parts)
