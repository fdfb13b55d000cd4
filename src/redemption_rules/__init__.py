"""redemption_rules: the rules of the Redemption card game as a library."""

from redemption_rules.cards import CardDef, CardPool, load_cards, load_starter_cards
from redemption_rules.decks import Deck, DeckEntry, parse_deck
from redemption_rules.effects import Ability, Effect
from redemption_rules.errors import (
    AbilityParseError,
    CardDataError,
    DeckError,
    IllegalAction,
    PluginError,
    RulesError,
    StateError,
)
from redemption_rules.parser import parse_ability
from redemption_rules.plugins.manager import get_plugin_manager
from redemption_rules.rulesets import Ruleset, get_ruleset
from redemption_rules.serialization import from_json, to_json, unstructure

__all__ = [
    "Ability",
    "AbilityParseError",
    "CardDataError",
    "CardDef",
    "CardPool",
    "Deck",
    "DeckEntry",
    "DeckError",
    "Effect",
    "IllegalAction",
    "PluginError",
    "RulesError",
    "Ruleset",
    "StateError",
    "from_json",
    "get_plugin_manager",
    "get_ruleset",
    "load_cards",
    "load_starter_cards",
    "parse_ability",
    "parse_deck",
    "to_json",
    "unstructure",
]
