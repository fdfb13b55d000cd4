"""The engine: a game's phases as a machine of pending decisions (REG: Turn, Phase, Battle).

:func:`new_game` deals and stops at the first decision; :func:`legal_actions` lists the
answers to the pending decision; :func:`step` applies one and returns the new state with the
events of the transition; :func:`apply` returns only the state. Nothing here mutates a
:class:`GameState`: each transition works on a private scratch copy
(:class:`~redemption_rules.table.Table`) and freezes it.

The rules live in a module per rulebook chapter: :mod:`redemption_rules.turn` (setup, phases,
the end of the game), :mod:`redemption_rules.battle.fight` (attacks, blocks, Enhancements,
resolution) and :mod:`redemption_rules.playing` (what may be put where).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, cast

from attrs import frozen

from redemption_rules import healing, priority, turn
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
from redemption_rules.battle import fight
from redemption_rules.battle.initiative import is_tied
from redemption_rules.battle.numbers import battle_situation, side_numbers
from redemption_rules.cards.pool import CardPool
from redemption_rules.effects import duration, resolution
from redemption_rules.effects.cards import card_abilities, reserve_tokens
from redemption_rules.effects.manual import usable_abilities, usable_stars
from redemption_rules.effects.restriction import hand_limit, restriction_against
from redemption_rules.errors import IllegalAction, SetupError
from redemption_rules.events import Event
from redemption_rules.playing import accessible_souls
from redemption_rules.rulesets import Ruleset, get_ruleset
from redemption_rules.state import (
    CardInstance,
    Decision,
    DecisionKind,
    GameState,
    InstanceId,
    Phase,
    PlayerId,
    PlayerState,
    Question,
    QuestionKind,
    Restriction,
    Rng,
    a_or_an,
    bare_instance,
)
from redemption_rules.table import Table

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator, Sequence

    from redemption_rules.cards.model import CardDef
    from redemption_rules.decks import Deck

__all__ = [
    "Step",
    "accessible_souls",
    "apply",
    "legal_actions",
    "new_game",
    "side_numbers",
    "start_game",
    "step",
]


@frozen
class Step:
    """One transition: the new state and what happened, in order."""

    state: GameState
    events: tuple[Event, ...]


def new_game(
    decks: Sequence[Deck],
    *,
    seed: int,
    ruleset: str | Ruleset = "modern",
    abilities: bool = True,
) -> GameState:
    """Shuffle, deal the opening hands, and stop at the first decision (REG: Pre-Game Phase).

    Player 0 plays the first deck, player 1 the second, and so on; turns pass to the left,
    from player *n* to player *n + 1*. With *abilities* false every card plays by its
    numbers alone: no special ability is carried out and Dominants do nothing.

    Raises:
        SetupError: too few or too many decks for the ruleset, or an empty deck.
        UnknownNameError: an unknown ruleset name (a ``KeyError``).
    """
    return start_game(decks, seed=seed, ruleset=ruleset, abilities=abilities).state


def start_game(
    decks: Sequence[Deck],
    *,
    seed: int,
    ruleset: str | Ruleset = "modern",
    abilities: bool = True,
) -> Step:
    """Like :func:`new_game`, with the events of the deal."""
    rules = get_ruleset(ruleset)
    if not rules.allows_players(len(decks)):
        raise SetupError(
            f"the {rules.name!r} ruleset plays {rules.players_phrase}; got {len(decks)} decks"
        )
    definitions: dict[str, CardDef] = {}
    total = sum(deck.size + len(deck.reserve_cards()) for deck in decks)
    instances: list[CardInstance | None] = [None] * total
    players: list[PlayerState] = []
    rng = Rng.from_seed(seed)
    start = 0
    for seat, deck in enumerate(decks):
        player = PlayerId(seat)
        if deck.size == 0:
            raise SetupError(f"deck {seat} ({deck.name or 'unnamed'}) has no cards")
        count = deck.size + len(deck.reserve_cards())
        ids, rng = _card_ids(start, count, rng)
        start += count
        zones: dict[str, list[InstanceId]] = {"deck": [], "reserve": []}
        for part, cards in (("deck", deck.cards()), ("reserve", deck.reserve_cards())):
            for card in cards:
                known = definitions.setdefault(card.key, card)
                if known != card:
                    raise SetupError(f"two different cards share the key {card.key!r}")
                card_id = next(ids)
                instances[card_id] = bare_instance(card_id, card.key, player)
                zones[part].append(card_id)
        players.append(
            PlayerState(player, deck=tuple(zones["deck"]), reserve=tuple(zones["reserve"]))
        )
    records = [instance for instance in instances if instance is not None]
    tokens = reserve_tokens(records, definitions, len(decks)) if abilities else ()
    state = GameState(
        ruleset=rules,
        catalog=CardPool(tuple(definitions.values())),
        cards=tuple(records),
        players=tuple(players),
        rng=rng,
        abilities=abilities,
        tokens=tokens,
    )
    table = Table(state)
    turn.pre_game(table)
    settle(table)
    return Step(table.freeze(), tuple(table.events))


def _card_ids(start: int, count: int, rng: Rng) -> tuple[Iterator[InstanceId], Rng]:
    """The ids of one player's cards, in the order of their deck list: a random order.

    Each player's cards take the ids *start* to *start* + *count* - 1, so an id tells whose
    card it is (which every player knows), but not which card: ids given in the list's order
    would tell anyone who knows the deck list what a face-down or hidden card is.
    """
    order, rng = rng.shuffled([InstanceId(index) for index in range(start, start + count)])
    return iter(order), rng


def legal_actions(state: GameState) -> list[Action]:
    """Every legal answer to the pending decision; empty only when the game is over.

    The list is in a fixed order, so the same state always gives the same list.
    """
    cached = state._legal  # noqa: SLF001 - the state's own cache of this function
    if cached is None:
        cached = tuple(_legal_actions(state))
        object.__setattr__(state, "_legal", cached)
    return list(cast("tuple[Action, ...]", cached))


def step(state: GameState, action: Action) -> Step:
    """Apply *action* for the player to act; return the new state and the events.

    The given state is never changed.

    Raises:
        IllegalAction: the action is not legal now; its ``reason`` says why, and its
            ``field`` names the action's field when that names no card, player or option of
            the game (a negative id, or one past the last).
    """
    if state.is_over:
        raise IllegalAction(action, "the game is over")
    if action not in legal_actions(state):
        out_of_range = _field_out_of_range(state, action)
        if out_of_range is not None:
            field, reason = out_of_range
            raise IllegalAction(action, reason, field=field)
        raise IllegalAction(action, _why_illegal(state, action))
    table = Table(state)
    decision = state.decision
    assert decision is not None  # noqa: S101 - a running game has a decision
    handler = _ANSWERS.get((decision.kind, type(action)))
    if handler is None:
        table.priority = None  # a game action: the next decision gets a new round
        handler = _HANDLERS[type(action)]
    handler(table, action)
    settle(table)
    return Step(table.freeze(), tuple(table.events))


def settle(table: Table) -> None:
    """After an action: carry out what resolves, then find the next decision.

    Abilities on the stack run, the top first; triggered abilities waiting go onto the stack
    (Action Priority level 1); an engine step waiting on them continues (the rest of battle
    resolution, initiative after a card played); then the game decision waiting is restored,
    and other players get an Action Priority window before it if they have something to do.
    An ongoing effect lasting "while" a condition holds ends as soon as it no longer does;
    a protection of a Lost Soul or Fortress in play follows the cards its words name.
    """
    while table.result is None:
        resolution.notice(table)
        duration.end_unheld(table)
        duration.end_paralysis(table)
        duration.follow(table)
        if table.stack:
            decision = table.decision
            if decision is not None and decision.kind not in _RESOLVING:
                if table.resume is None:
                    table.resume = decision
                table.decision = None
            if resolution.run(table) and not _asked_again(table):
                return
            continue
        if resolution.queue_pending(table):
            continue
        if table.continuation:
            name, table.continuation = table.continuation, ""
            _CONTINUATIONS[name](table)
            continue
        if table.decision is None and table.resume is not None:
            table.decision, table.resume = table.resume, None
        priority.offer(table)
        return
    table.decision = None
    table.resume = None


def _asked_again(table: Table) -> bool:
    """Whether an ability's question is to be asked again of the position as it stands.

    A card moved as the ability resolved, and the lasting effects in play, followed again,
    cover other cards now ("protect your hand" with a card drawn into it): what the
    question offers is worked out again, so that the answer reads the position it was asked
    of. The question is dropped and the ability asks it anew.
    """
    decision = table.decision
    if decision is None or decision.kind is not DecisionKind.ABILITY:
        return False
    if not table.stack or table.stack[0].paused:
        return False
    before = (tuple(table.protections), tuple(table.preventions), tuple(table.lasting))
    duration.follow(table)
    if before == (tuple(table.protections), tuple(table.preventions), tuple(table.lasting)):
        return False
    table.decision = None
    return True


def apply(state: GameState, action: Action) -> GameState:
    """The state after *action*: ``step(state, action).state``.

    Raises:
        IllegalAction: the action is not legal now; its ``reason`` says why.
    """
    return step(state, action).state


def _legal_actions(state: GameState) -> list[Action]:
    actions = _offered_actions(state)
    if not state.restrictions:
        return actions
    return [action for action in actions if _restricted_by(state, action) is None]


def _restricted_by(state: GameState, action: Action) -> Restriction | None:
    """The restriction that keeps the player to act from playing the card *action* plays."""
    decision = state.decision
    if decision is None or not isinstance(action, (PlayCard, PlayDominant, PlayEnhancement)):
        return None
    return restriction_against(state, decision.player, action.card)


def _offered_actions(state: GameState) -> list[Action]:
    decision = state.decision
    if decision is None:
        return []
    special = _SPECIAL_ACTIONS.get(decision.kind)
    if special is not None:
        return special(state, decision)
    player = decision.player
    kind = decision.kind
    actions: list[Action] = []
    if kind in _PUTTING_IN_PLAY:
        actions.extend(turn.put_in_play_actions(state, player))
        actions.extend(turn.equip_actions(state, player))
        actions.extend(turn.territory_enhancement_actions(state, player))
    own = _DECISION_ACTIONS.get(kind)
    if own is not None:
        actions.extend(own(state, player))
    actions.extend(turn.dominant_actions(state, player))
    actions.extend(usable_abilities(state, player))
    actions.extend(_closing_actions(state, decision))
    return actions


def _closing_actions(state: GameState, decision: Decision) -> list[Action]:
    """The action that ends a game decision: end the phase, decline, pass, or discard."""
    kind = decision.kind
    if kind in _ENDING_PHASE:
        return [EndPhase()]
    if kind is DecisionKind.DISCARD:
        hand = state.players[decision.player].hand
        if len(hand) > hand_limit(state, decision.player):
            return [Discard(card) for card in hand]
        return [EndPhase()]
    if kind in (DecisionKind.BLOCK, DecisionKind.TAUNT):
        return [Decline()]
    battle = state.battle
    assert battle is not None  # noqa: S101 - initiative exists only in a battle
    return [Pass() if is_tied(battle_situation(state, battle)) else Decline()]


def _surrender_actions(state: GameState, decision: Decision) -> list[Action]:  # noqa: ARG001 - the same shape
    battle = state.battle
    assert battle is not None  # noqa: S101 - a surrender follows a battle
    return [SurrenderSoul(soul) for soul in fight.rescuable_souls(state, battle)]


def _equip_actions(state: GameState, decision: Decision) -> list[Action]:
    battle = state.battle
    assert battle is not None  # noqa: S101 - equipping at the end of a battle
    return [*fight.weapon_choices(state, battle, decision.player), Decline()]


_PUTTING_IN_PLAY: Final = frozenset({DecisionKind.PREPARATION, DecisionKind.DISCARD})
"""Game decisions at which cards in hand may be put into play (REG: Preparation Phase)."""
_DECISION_ACTIONS: Final[dict[DecisionKind, Callable[[GameState, PlayerId], list[Action]]]] = {
    DecisionKind.PREPARATION: lambda state, player: [
        *turn.put_in_site_actions(state, player),
        *turn.activate_artifact_actions(state, player),
    ],
    DecisionKind.BATTLE: lambda state, player: [
        *fight.attack_actions(state, player),
        *fight.taunt_actions(state, player),
    ],
    DecisionKind.BLOCK: fight.block_actions,
    DecisionKind.TAUNT: fight.accept_taunt_actions,
    DecisionKind.INITIATIVE: lambda state, player: [
        *fight.enhancement_actions(state, player),
        *fight.add_site_actions(state, player),
    ],
}
"""The actions of each game decision's own, after the cards put into play."""
_ENDING_PHASE: Final = frozenset(
    {DecisionKind.UPKEEP, DecisionKind.PREPARATION, DecisionKind.BATTLE}
)
"""Game decisions that an ``EndPhase`` answers as it is (DISCARD waits for the hand limit)."""

_SPECIAL_ACTIONS: Final[dict[DecisionKind, Callable[[GameState, Decision], list[Action]]]] = {
    DecisionKind.CHOOSE_FIRST_PLAYER: lambda state, _: [
        ChooseFirstPlayer(seat) for seat in state.seats
    ],
    DecisionKind.STAR: lambda state, decision: [
        *usable_stars(state, decision.player),
        EndPhase(),
    ],
    DecisionKind.SURRENDER_SOUL: _surrender_actions,
    DecisionKind.EQUIP: _equip_actions,
    DecisionKind.ABILITY: lambda _, decision: _answers(decision.question),
    DecisionKind.PRIORITY: lambda state, decision: [
        *_priority_actions(state, decision.player),
        PassPriority(),
    ],
    DecisionKind.SPECIAL_INITIATIVE: lambda state, decision: [
        *fight.special_initiative_actions(state, decision.player),
        Decline(),
    ],
    DecisionKind.HEAL: lambda state, decision: [
        *healing.heal_actions(state, decision.player),
        Decline(),
    ],
    DecisionKind.REPLACE: lambda state, _: [*healing.replace_actions(state), Decline()],
}
"""The legal actions of decisions that are not a phase's game decision."""


def _priority_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Level 2 of Action Priority offers Dominants, level 3 manually triggered abilities."""
    current = state.priority
    if current is not None and current.level == 3:
        return list(usable_abilities(state, player))
    return turn.dominant_actions(state, player)


def _answers(question: Question | None) -> list[Action]:
    """The answers to an ability's question."""
    assert question is not None  # noqa: S101 - an ABILITY decision carries its question
    if question.kind is QuestionKind.OPTION:
        return [ChooseOption(index) for index in range(len(question.labels))]
    actions: list[Action] = []
    if len(question.picked) < question.maximum:
        actions.extend(ChooseCard(card) for card in question.options)
    if len(question.picked) >= question.minimum:
        actions.append(Finish())
    return actions


def _field_out_of_range(state: GameState, action: Action) -> tuple[str, str] | None:
    """The first field of *action* naming no card, player or option of the game, and why."""
    cards, players = len(state.cards), len(state.players)
    for name in _CARD_FIELDS:
        value = getattr(action, name, None)
        if type(value) is int and not 0 <= value < cards:
            return name, f"{name} {value} names no card: this game's cards are 0 to {cards - 1}"
    for name in _PLAYER_FIELDS:
        value = getattr(action, name, None)
        if type(value) is int and not 0 <= value < players:
            return name, (
                f"{name} {value} names no player: this game's players are 0 to {players - 1}"
            )
    if isinstance(action, UseAbility):
        return _effect_out_of_range(state, action)
    if isinstance(action, ChooseOption):
        question = state.decision.question if state.decision is not None else None
        if action.option < 0:
            return "option", f"option {action.option} names no option: options count from 0"
        if question is not None and question.kind is QuestionKind.OPTION:
            count = len(question.labels)
            if action.option >= count:
                return "option", (
                    f"option {action.option} names no option: {question.prompt!r} offers "
                    f"options 0 to {count - 1}"
                )
    return None


def _effect_out_of_range(state: GameState, action: UseAbility) -> tuple[str, str] | None:
    if action.effect < 0:
        return "effect", f"effect {action.effect} names no effect: effects count from 0"
    ability = card_abilities(state.card(action.card)).ability
    count = 0 if ability is None else len(ability.effects)
    if action.effect >= count:
        name = state.card(action.card).name
        return "effect", (
            f"effect {action.effect} names no effect: the ability of {name} has {count} effects"
        )
    return None


_CARD_FIELDS: Final = ("card", "hero", "site", "character", "weapon", "warrior", "soul")
"""The fields of actions that hold a card id."""
_PLAYER_FIELDS: Final = ("player", "defender")
"""The fields of actions that hold a player id."""


def _why_illegal(state: GameState, action: Action) -> str:
    """A reason, in words, that *action* is not among the legal actions."""
    decision = state.decision
    assert decision is not None  # noqa: S101 - step checks is_over first
    player = decision.player
    restriction = _restricted_by(state, action)
    if restriction is not None and isinstance(action, (PlayCard, PlayDominant, PlayEnhancement)):
        return (
            f"player {player + 1} may not play {turn.card_label(state, action.card)}: "
            f"{turn.card_label(state, restriction.source)} restricts it (REG: Restrict)"
        )
    expected = _EXPECTED[decision.kind]
    if not isinstance(action, expected):
        names = ", ".join(cls.__name__ for cls in expected)
        return (
            f"player {player + 1} must answer {a_or_an(decision.kind.value)} decision "
            f"(one of: {names}), not {type(action).__name__}"
        )
    if isinstance(action, (PlayCard, PlayDominant, Discard)):
        return turn.why_not_from_hand(state, player, action)
    if isinstance(action, Attack):
        return fight.why_not_attack(state, player, action)
    if isinstance(action, AddSite):
        return fight.why_not_add_site(state, player, action)
    if isinstance(action, Block):
        return fight.why_not_block(state, player, action)
    if isinstance(action, Taunt):
        return fight.why_not_taunt(state, player, action)
    if isinstance(action, AcceptTaunt):
        return fight.why_not_accept_taunt(state, player, action)
    if isinstance(action, PlayEnhancement):
        return _why_not_enhancement(state, decision, action)
    if isinstance(action, (Pass, Decline)):
        battle = state.battle
        if battle is not None and is_tied(battle_situation(state, battle)):
            return "nobody is losing: the player with initiative passes (Pass), not Decline"
        return "a player who is losing cannot pass initiative; play an Enhancement or Decline"
    return _why_not_other(state, decision, action)


def _why_not_enhancement(state: GameState, decision: Decision, action: PlayEnhancement) -> str:
    if decision.kind is DecisionKind.HEAL:
        enhancement = turn.card_label(state, action.card)
        character = turn.card_label(state, action.character)
        return (
            f"{enhancement} on {character} does not heal a character of player "
            f"{decision.player} being discarded (REG: Heal)"
        )
    if state.battle is None:
        return turn.why_not_territory_enhancement(state, decision.player, action)
    if decision.kind is DecisionKind.SPECIAL_INITIATIVE:
        enhancement = turn.card_label(state, action.card)
        character = turn.card_label(state, action.character)
        return (
            f"{enhancement} on {character} does not negate or interrupt the ability removing"
            " the last character"
        )
    return fight.why_not_enhancement(state, decision.player, action)


def _why_not_other(state: GameState, decision: Decision, action: Action) -> str:
    player = decision.player
    if isinstance(action, UseAbility):
        return turn.why_not_use_ability(state, player, action)
    if isinstance(action, Equip):
        return turn.why_not_equip(state, player, action)
    if isinstance(action, PutInSite):
        return turn.why_not_put_in_site(state, player, action)
    if isinstance(action, ActivateArtifact):
        return turn.why_not_activate_artifact(state, player, action)
    if isinstance(action, SurrenderSoul):
        return f"card {action.soul} is not a Lost Soul in the defender's Land of Bondage"
    if isinstance(action, EndPhase):
        limit = hand_limit(state, player)
        return f"the hand holds more than {limit} cards: discard down to {limit} first"
    if isinstance(action, (ChooseCard, ChooseOption, Finish)):
        return _why_not_answer(decision.question, action)
    if isinstance(action, ChooseFirstPlayer):
        return f"there is no player id {action.player}"
    return "not legal now"


def _why_not_answer(question: Question | None, action: ChooseCard | ChooseOption | Finish) -> str:
    if question is None:
        return "there is no question to answer"
    if isinstance(action, ChooseOption):
        if question.kind is not QuestionKind.OPTION:
            return f"the question {question.prompt!r} asks for cards (ChooseCard or Finish)"
        return f"option {action.option} is not one of {len(question.labels)} options"
    if question.kind is not QuestionKind.CARDS:
        return f"the question {question.prompt!r} asks for an option (ChooseOption)"
    if isinstance(action, Finish):
        return f"at least {question.minimum} cards must be chosen for {question.prompt!r}"
    if len(question.picked) >= question.maximum:
        return f"{question.maximum} cards are chosen already: Finish"
    return f"card {action.card} is not one that {question.prompt!r} offers"


_EXPECTED: Final[dict[DecisionKind, tuple[type[object], ...]]] = {
    DecisionKind.CHOOSE_FIRST_PLAYER: (ChooseFirstPlayer,),
    DecisionKind.STAR: (UseAbility, EndPhase),
    DecisionKind.UPKEEP: (PlayDominant, UseAbility, EndPhase),
    DecisionKind.PREPARATION: (
        PlayCard,
        Equip,
        PutInSite,
        ActivateArtifact,
        PlayEnhancement,
        PlayDominant,
        UseAbility,
        EndPhase,
    ),
    DecisionKind.BATTLE: (Attack, Taunt, PlayDominant, UseAbility, EndPhase),
    DecisionKind.BLOCK: (Block, PlayDominant, UseAbility, Decline),
    DecisionKind.TAUNT: (AcceptTaunt, PlayDominant, UseAbility, Decline),
    DecisionKind.INITIATIVE: (PlayEnhancement, AddSite, PlayDominant, UseAbility, Pass, Decline),
    DecisionKind.SURRENDER_SOUL: (SurrenderSoul,),
    DecisionKind.DISCARD: (
        PlayCard,
        Equip,
        PlayEnhancement,
        PlayDominant,
        UseAbility,
        Discard,
        EndPhase,
    ),
    DecisionKind.EQUIP: (Equip, Decline),
    DecisionKind.ABILITY: (ChooseCard, Finish, ChooseOption),
    DecisionKind.PRIORITY: (PlayDominant, UseAbility, PassPriority),
    DecisionKind.SPECIAL_INITIATIVE: (PlayEnhancement, Decline),
    DecisionKind.HEAL: (PlayEnhancement, Decline),
    DecisionKind.REPLACE: (UseAbility, Decline),
}

_RESOLVING: Final = frozenset(
    {
        DecisionKind.ABILITY,
        DecisionKind.SPECIAL_INITIATIVE,
        DecisionKind.HEAL,
        DecisionKind.REPLACE,
        DecisionKind.PRIORITY,
    }
)
"""Decisions that belong to what is resolving, not to the game's next action."""


def _equip(table: Table, action: Equip) -> None:
    if table.decision is not None and table.decision.kind is DecisionKind.EQUIP:
        fight.equip_in_battle(table, action)
    else:
        turn.equip(table, action)


def _play_enhancement(table: Table, action: PlayEnhancement) -> None:
    if table.phase in (Phase.PREPARATION, Phase.DISCARD):
        turn.play_territory_enhancement(table, action)
    else:
        fight.play_enhancement(table, action)


def _answer(table: Table, action: ChooseCard | Finish | ChooseOption) -> None:
    resolution.answer(table, action)


def _priority_dominant(table: Table, action: PlayDominant) -> None:
    table.priority = None  # a new round once the Dominant has resolved
    table.decision, table.resume = table.resume, None
    turn.play_dominant(table, action)


def _priority_ability(table: Table, action: UseAbility) -> None:
    player = table.state.to_act
    assert player is not None  # noqa: S101 - a PRIORITY decision has its player
    table.priority = None  # a new round once the ability has resolved
    table.decision, table.resume = table.resume, None
    turn.use_ability(table, action, player)


_ANSWERS: Final[dict[tuple[DecisionKind, type[object]], Callable[[Table, Any], None]]] = {
    (DecisionKind.ABILITY, ChooseCard): _answer,
    (DecisionKind.ABILITY, Finish): _answer,
    (DecisionKind.ABILITY, ChooseOption): _answer,
    (DecisionKind.PRIORITY, PassPriority): lambda table, _: priority.pass_priority(table),
    (DecisionKind.PRIORITY, PlayDominant): _priority_dominant,
    (DecisionKind.PRIORITY, UseAbility): _priority_ability,
    (DecisionKind.SPECIAL_INITIATIVE, PlayEnhancement): fight.answer_special_initiative,
    (DecisionKind.SPECIAL_INITIATIVE, Decline): fight.decline_special_initiative,
    (DecisionKind.HEAL, PlayEnhancement): healing.answer_heal,
    (DecisionKind.HEAL, Decline): healing.decline_heal,
    (DecisionKind.REPLACE, UseAbility): healing.use_replacement,
    (DecisionKind.REPLACE, Decline): healing.decline_replacement,
}
"""Actions that answer what is resolving, by the decision they answer."""

_CONTINUATIONS: Final[dict[str, Callable[[Table], None]]] = {
    "initiative": fight.continue_initiative,
    "resolve_battle": fight.continue_resolution,
    "rescue_attempt": fight.continue_rescue_attempt,
    "finish_battle": fight.continue_finish_battle,
    "end_battle": fight.end_battle,
    "stars": turn.continue_stars,
    "first_turn": turn.first_turn,
    "turn_begins": turn.turn_begins,
    "upkeep": turn.continue_upkeep,
}
"""Engine steps that wait for abilities to resolve, by name (``GameState.continuation``)."""

_HANDLERS: Final[dict[type[object], Callable[[Table, Any], None]]] = {
    ChooseFirstPlayer: turn.choose_first_player,
    PlayCard: turn.play_card,
    Equip: _equip,
    PutInSite: turn.put_in_site,
    ActivateArtifact: turn.activate_artifact,
    PlayDominant: turn.play_dominant,
    UseAbility: turn.use_ability,
    Attack: fight.attack,
    AddSite: fight.add_site,
    Block: fight.block,
    Taunt: fight.taunt,
    AcceptTaunt: fight.accept_taunt,
    PlayEnhancement: _play_enhancement,
    Pass: fight.pass_initiative,
    Decline: fight.decline,
    SurrenderSoul: fight.surrender_soul,
    Discard: turn.discard,
    EndPhase: turn.end_phase,
}
