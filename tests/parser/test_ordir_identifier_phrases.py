"""ORDIR identifiers the text names in words of their own, not cards by those names."""

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


def test_bows_arrows_spears_javelins_and_darts_is_one_identifier() -> None:
    # Shield of Faith (Wa); ORDIR: Bows, Arrows, Spears, Javelins and Darts
    immune = parse_ability("Hero is immune to Bows, Arrows, Spears, Javelins, and Darts.")
    source = immune.effects[0].source  # type: ignore[attr-defined]
    assert source.identifiers == ("bows, arrows, spears, javelins and darts",)
    assert source.names == ()
    assert source.parts == ()
