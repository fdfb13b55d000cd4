"""Fixtures for the parser tests: the real pool's distinct ability texts, parsed once, and the
core grammar built by Lark once (tests that use it share the ``core-lark`` xdist group)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from attrs import frozen

from redemption_rules.effects import Ability
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import grammar_of, parse_ability
from redemption_rules.parser import parse as parse_module
from redemption_rules.parser.coverage import CoverageReport, distinct_texts, measure
from redemption_rules.plugins.manager import get_plugin_manager

if TYPE_CHECKING:
    from lark import Lark

    from redemption_rules import CardPool


@frozen
class ParsedPool:
    """Every distinct ability text of the pool, and what parsing it gave."""

    abilities: dict[str, Ability]
    errors: dict[str, AbilityParseError]


@pytest.fixture(scope="session")
def texts(pool: CardPool) -> list[str]:
    """The distinct non-empty ability texts of the real pool."""
    return distinct_texts(pool)


@pytest.fixture(scope="session")
def parsed_pool(texts: list[str]) -> ParsedPool:
    """The pool's texts parsed once per session."""
    abilities: dict[str, Ability] = {}
    errors: dict[str, AbilityParseError] = {}
    for text in texts:
        try:
            abilities[text] = parse_ability(text)
        except AbilityParseError as exc:
            errors[text] = exc
    return ParsedPool(abilities, errors)


@pytest.fixture(scope="session")
def coverage_report(texts: list[str]) -> CoverageReport:
    """The coverage of the real pool (texts and sentences), measured once per session."""
    return measure(texts)


@pytest.fixture(scope="session")
def core_grammar() -> str:
    """The grammar of the built-in packs alone."""
    return grammar_of(get_plugin_manager(autoload=False))


@pytest.fixture(scope="session")
def core_lark(core_grammar: str) -> Lark:
    """The core grammar built by Lark's LALR analysis, the slow way the tables avoid (seconds):
    built once, by the one worker that runs the ``core-lark`` group."""
    return parse_module._lark(core_grammar)
