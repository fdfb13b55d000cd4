"""redemption_rules: the rules of the Redemption card game as a library.

>>> from redemption_rules import RandomAgent, load_starter_decks, new_game, play_out
>>> state = new_game(load_starter_decks(), seed=7)
>>> for _, result in play_out(state, [RandomAgent(1), RandomAgent(2)]):
...     state = result.state
>>> state.is_over
True
"""

from importlib.metadata import PackageNotFoundError, version

from redemption_rules import audit as _audit  # noqa: F401 - loading it gives GameState.problems its checks
from redemption_rules import battle
from redemption_rules.actions import (
    AcceptTaunt,
    Action,
    ActivateArtifact,
    AddSite,
    Attack,
    Block,
    ChooseCard,
    ChooseFirstPlayer,
    ChooseOption,
    Decline,
    Discard,
    EndPhase,
    Equip,
    Finish,
    Pass,
    PassPriority,
    PlayCard,
    PlayDominant,
    PlayEnhancement,
    PutInSite,
    SurrenderSoul,
    Taunt,
    UseAbility,
)
from redemption_rules.agents import Agent, GreedyAgent, RandomAgent, play_out
from redemption_rules.board import render
from redemption_rules.cards import (
    Alignment,
    Brigade,
    CardClass,
    CardDef,
    CardPool,
    CardType,
    Legality,
    Stat,
    load_card_pool,
    load_cards,
    load_starter_cards,
)
from redemption_rules.decks import Deck, DeckEntry, check_deck, load_starter_decks, parse_deck
from redemption_rules.effects import Ability, Effect
from redemption_rules.effects.cards import AbilitySupport, ability_support
from redemption_rules.engine import Step, apply, legal_actions, new_game, start_game, step
from redemption_rules.errors import (
    AbilityParseError,
    ActionSpaceError,
    AmbiguousActionError,
    CardDataError,
    DeckError,
    DeterminizeError,
    IllegalAction,
    NoSuchActionError,
    NotationError,
    PluginError,
    ReplayError,
    RulesError,
    SetupError,
    SimulationError,
    StateError,
    UnknownNameError,
    UnknownPlayerError,
)
from redemption_rules.events import Event
from redemption_rules.notation import action_notation, describe_action, parse_action
from redemption_rules.parser import card_ability, parse_ability
from redemption_rules.plugins.manager import get_plugin_manager
from redemption_rules.record import GameRecord, ReplayedAction, state_digest
from redemption_rules.rulesets import Ruleset, available_rulesets, get_ruleset
from redemption_rules.serialization import from_json, to_json, unstructure
from redemption_rules.simulation import (
    DeckStanding,
    GameOutcome,
    SimulationResult,
    load_deck,
    round_robin,
    simulate,
    wilson_interval,
)
from redemption_rules.state import (
    Battle,
    BattleKind,
    BattleOutcome,
    CardInstance,
    Decision,
    DecisionKind,
    EndReason,
    GameResult,
    GameState,
    InstanceId,
    Phase,
    PlayerId,
    PlayerState,
    Question,
    QuestionKind,
    Situation,
)
from redemption_rules.views import (
    Observation,
    PlayerView,
    ZoneView,
    determinize,
    events_for,
    observe,
)
from redemption_rules.zones import Zone

try:
    __version__ = version("redemption-rules")
    """The installed distribution's version, as its metadata gives it."""
except PackageNotFoundError:  # imported from a source tree that was never installed
    __version__ = "0+unknown"

__all__ = [
    "Ability",
    "AbilityParseError",
    "AbilitySupport",
    "AcceptTaunt",
    "Action",
    "ActionSpaceError",
    "ActivateArtifact",
    "AddSite",
    "Agent",
    "Alignment",
    "AmbiguousActionError",
    "Attack",
    "Battle",
    "BattleKind",
    "BattleOutcome",
    "Block",
    "Brigade",
    "CardClass",
    "CardDataError",
    "CardDef",
    "CardInstance",
    "CardPool",
    "CardType",
    "ChooseCard",
    "ChooseFirstPlayer",
    "ChooseOption",
    "Decision",
    "DecisionKind",
    "Deck",
    "DeckEntry",
    "DeckError",
    "DeckStanding",
    "Decline",
    "DeterminizeError",
    "Discard",
    "Effect",
    "EndPhase",
    "EndReason",
    "Equip",
    "Event",
    "Finish",
    "GameOutcome",
    "GameRecord",
    "GameResult",
    "GameState",
    "GreedyAgent",
    "IllegalAction",
    "InstanceId",
    "Legality",
    "NoSuchActionError",
    "NotationError",
    "Observation",
    "Pass",
    "PassPriority",
    "Phase",
    "PlayCard",
    "PlayDominant",
    "PlayEnhancement",
    "PlayerId",
    "PlayerState",
    "PlayerView",
    "PluginError",
    "PutInSite",
    "Question",
    "QuestionKind",
    "RandomAgent",
    "ReplayError",
    "ReplayedAction",
    "RulesError",
    "Ruleset",
    "SetupError",
    "SimulationError",
    "SimulationResult",
    "Situation",
    "Stat",
    "StateError",
    "Step",
    "SurrenderSoul",
    "Taunt",
    "UnknownNameError",
    "UnknownPlayerError",
    "UseAbility",
    "Zone",
    "ZoneView",
    "ability_support",
    "action_notation",
    "apply",
    "available_rulesets",
    "battle",
    "card_ability",
    "check_deck",
    "describe_action",
    "determinize",
    "events_for",
    "from_json",
    "get_plugin_manager",
    "get_ruleset",
    "legal_actions",
    "load_card_pool",
    "load_cards",
    "load_deck",
    "load_starter_cards",
    "load_starter_decks",
    "new_game",
    "observe",
    "parse_ability",
    "parse_action",
    "parse_deck",
    "play_out",
    "render",
    "round_robin",
    "simulate",
    "start_game",
    "state_digest",
    "step",
    "to_json",
    "unstructure",
    "wilson_interval",
]
