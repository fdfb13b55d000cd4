"""The ability parser: card text to effect objects (see ``docs/grammar.md``)."""

from redemption_rules.parser.parse import (
    AbilityParser,
    build_parser,
    card_ability,
    get_parser,
    grammar_of,
    parse_ability,
    parser_for,
    write_core_tables,
)

__all__ = [
    "AbilityParser",
    "build_parser",
    "card_ability",
    "get_parser",
    "grammar_of",
    "parse_ability",
    "parser_for",
    "write_core_tables",
]
