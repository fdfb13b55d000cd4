"""The parser calls the callbacks as it reduces: the same result as transforming Lark's tree."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import build_parser, parse_ability
from redemption_rules.parser.normalize import normalize
from redemption_rules.plugins.manager import get_plugin_manager

if TYPE_CHECKING:
    from lark import Lark

    from conftest import ParsedPool


@pytest.mark.xdist_group("core-lark")  # the worker that builds core_lark, once
def test_reducing_gives_what_transforming_the_tree_gives(
    parsed_pool: ParsedPool, core_lark: Lark
) -> None:
    parser = build_parser(get_plugin_manager(autoload=False))  # the core grammar, as core_lark
    sample = sorted(parsed_pool.abilities)[::15]
    assert len(sample) > 100
    for text in sample:
        mended = normalize(text).text
        expected = parser.transformer.transform(core_lark.parse(mended))
        assert parser.driver.parse(mended) == expected, text


def test_a_refusal_points_at_the_phrase_refused() -> None:
    # "no" and "may" together protect; "no ... must" is refused where the clause starts
    with pytest.raises(AbilityParseError) as caught:
        parse_ability("Draw 1. No Hero must be discarded.")
    assert caught.value.reason == "only 'no ... may be' protects"
    assert caught.value.column == len("Draw 1. ") + 1
