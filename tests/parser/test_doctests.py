"""The examples in the docstrings of the ability language run as tests."""

from __future__ import annotations

import doctest
import importlib

import pytest

MODULES = [
    "redemption_rules.effects",
    "redemption_rules.effects.kinds",
    "redemption_rules.effects.model",
    "redemption_rules.effects.modifiers",
    "redemption_rules.effects.span",
    "redemption_rules.effects.targets",
    "redemption_rules.effects.timing",
    "redemption_rules.parser.commands",
    "redemption_rules.parser.coverage",
    "redemption_rules.parser.lexer",
    "redemption_rules.parser.normalize",
    "redemption_rules.parser.parse",
    "redemption_rules.parser.phrases",
    "redemption_rules.parser.transformer",
    "redemption_rules.parser.vocabulary",
    "redemption_rules.plugins",
    "redemption_rules.plugins.hookspecs",
    "redemption_rules.plugins.manager",
    "redemption_rules.abilities.core",
]


@pytest.mark.parametrize("name", MODULES)
def test_docstring_examples(name: str) -> None:
    module = importlib.import_module(name)
    result = doctest.testmod(module, optionflags=doctest.ELLIPSIS)
    assert result.failed == 0
