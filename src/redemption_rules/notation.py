"""Notation: actions as text people read and type, and text read back as actions.

Each legal action has two texts. :func:`describe_action` gives the readable one ("Attack
player 2 with Gideon (J)"); :func:`action_notation` a short one ("attack Gideon>p2"), as
python-chess has SAN beside its moves. :func:`parse_action` reads either back: it finds the
legal action of the state the text names.

Both texts name cards by what people see, so they depend on the state, as SAN depends on the
board. A card is named by its name in the card list; the short text takes the fewest
leading words of the name that no other card of the legal actions shares. Where that names
two legal actions alike (two copies of a card, a Hero in hand and one in territory), the
texts of those actions say where each card is ("Gideon (J) in hand"; short
``Gideon@hand``), and where that is not enough either, the card's instance id
("Gideon (J) #12"; short ``Gideon#12``). The text with ids is always read too. A card the
player to act may not see (an ability may offer a face-down card by id) is "a face-down
card" (short ``facedown``), qualified in the same way.

Players are numbered from 1 in text: ``PlayerId(0)`` is "player 1" (short ``p1``), as in
:func:`~redemption_rules.events.describe` and the command line. Options of an ability's
question and effects of an ability are numbered from 1 as well.

Reading ignores case, runs of spaces, spaces around ``> + @ # :`` and a final full stop.
"""

from __future__ import annotations

import difflib
import re
from typing import TYPE_CHECKING, Final

from attrs import frozen

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
from redemption_rules.engine import legal_actions
from redemption_rules.errors import AmbiguousActionError, NoSuchActionError
from redemption_rules.events import hidden_cards
from redemption_rules.state import DecisionKind, GameState, InstanceId, Phase, PlayerId, a_or_an
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["action_notation", "describe_action", "parse_action"]

PLAIN: Final = 0
"""Cards named by name alone."""
PLACED: Final = 1
"""Cards named with the place they are in."""
NUMBERED: Final = 2
"""Cards named with their instance id, and every field of the action spelled out."""

UNSEEN: Final = "a face-down card"
"""The name of a card the player to act may not see (an ability may offer one by id)."""
UNSEEN_SHORT: Final = "facedown"

CANDIDATES: Final = 5
"""How many near actions an error lists."""


def describe_action(state: GameState, action: Action) -> str:
    """The readable text of *action* in *state*: "Attack player 2 with Gideon (J)".

    Legal actions of *state* get texts that differ from each other's (see the module's
    notes); an action not legal in *state* is described with plain names.

    >>> from redemption_rules import load_starter_decks, new_game, ChooseFirstPlayer, PlayerId
    >>> state = new_game(load_starter_decks(), seed=1)
    >>> describe_action(state, ChooseFirstPlayer(PlayerId(1)))
    'Choose player 2 to go first'
    """
    return _text(state, action, short=False)


def action_notation(state: GameState, action: Action) -> str:
    """The short text of *action* in *state*: ``attack Gideon>p2``.

    >>> from redemption_rules import load_starter_decks, new_game, ChooseFirstPlayer, PlayerId
    >>> state = new_game(load_starter_decks(), seed=1)
    >>> action_notation(state, ChooseFirstPlayer(PlayerId(1)))
    'first p2'
    """
    return _text(state, action, short=True)


def _text(state: GameState, action: Action, *, short: bool) -> str:
    """The long or short text of *action*: the legal actions' own, else with plain names."""
    found = _notes(state).texts.get(action)
    if found is not None:
        return found[1] if short else found[0]
    writer = _Writer(state, PLAIN, {})
    return writer.short(action) if short else writer.long(action)


def parse_action(state: GameState, text: str) -> Action:
    """The legal action of *state* that *text* names, in either notation.

    ``parse_action(state, describe_action(state, action)) == action`` for every legal
    action, and likewise for :func:`action_notation`. The text with card ids (``Gideon
    (J) #12``, ``attack Gideon#12>p2``) is read too.

    Raises:
        NoSuchActionError: the text names no legal action (or the game is over); the error
            lists the nearest legal actions.
        AmbiguousActionError: the text names several legal actions; the error lists them.

    >>> from redemption_rules import load_starter_decks, new_game
    >>> state = new_game(load_starter_decks(), seed=1)
    >>> parse_action(state, "first p2")
    ChooseFirstPlayer(player=1)
    >>> parse_action(state, "Choose player 1 to go first.")
    ChooseFirstPlayer(player=0)
    """
    notes = _notes(state)
    key = _key(text)
    found = notes.index.get(key)
    if found is not None:
        if len(found) == 1:
            return found[0]
        raise AmbiguousActionError(
            text,
            f"names {len(found)} legal actions",
            [notes.texts[action][0] for action in found],
        )
    if not notes.texts:
        raise NoSuchActionError(text, "names no legal action: the game is over")
    close = difflib.get_close_matches(key, list(notes.index), n=CANDIDATES * 2, cutoff=0.5)
    candidates: list[str] = []
    for near in close:
        for action in notes.index[near]:
            described = notes.texts[action][0]
            if described not in candidates:
                candidates.append(described)
    if not candidates:
        candidates = [long for long, _ in notes.texts.values()]
        reason = "names no legal action; the legal actions are"
    else:
        reason = "names no legal action; the nearest are"
    raise NoSuchActionError(text, reason, candidates[:CANDIDATES])


# -- what a state's legal actions are called ---------------------------------------------------


@frozen
class _Notes:
    """The texts of a state's legal actions, and every text read back, by reading key."""

    texts: dict[Action, tuple[str, str]]
    """Each legal action's readable and short text."""
    index: dict[str, tuple[Action, ...]]
    """Every text read back, by :func:`_key`: the actions it names."""


_MEMO_KEY: Final = "notation"


def _notes(state: GameState) -> _Notes:
    """The texts of *state*'s legal actions, worked out once per state."""
    memo = state.memo()  # shared by states of the same position: kept for the last one asked
    cached = memo.get(_MEMO_KEY)
    if isinstance(cached, tuple) and cached[0] is state:
        notes: _Notes = cached[1]
        return notes
    notes = _work_out(state)
    memo[_MEMO_KEY] = (state, notes)
    return notes


def _work_out(state: GameState) -> _Notes:
    """Give each legal action the least qualified texts no other legal action shares."""
    actions = legal_actions(state)
    cards = {card for action in actions for card in _cards_of(action)}
    unseen = _unseen(state, {action.card for action in actions if isinstance(action, ChooseCard)})
    short_names = _short_names(state, cards - unseen)
    writers = [_Writer(state, level, short_names, unseen) for level in (PLAIN, PLACED, NUMBERED)]
    forms = [[(w.long(action), w.short(action)) for w in writers] for action in actions]
    levels = [PLAIN] * len(actions)
    while True:
        index: dict[str, list[int]] = {}
        for number, texts in enumerate(forms):
            for level, pair in enumerate(texts):
                if level <= levels[number] or level == NUMBERED:
                    for text in pair:
                        named = index.setdefault(_key(text), [])
                        if number not in named:
                            named.append(number)
        shared = [
            number
            for number, level in enumerate(levels)
            if level < NUMBERED and any(len(index[_key(text)]) > 1 for text in forms[number][level])
        ]
        if not shared:
            break
        for number in shared:
            levels[number] += 1
    return _Notes(
        {action: forms[number][levels[number]] for number, action in enumerate(actions)},
        {key: tuple(actions[number] for number in named) for key, named in index.items()},
    )


_SPACES: Final = re.compile(r"\s+")
_AROUND_MARKS: Final = re.compile(r"\s*([>+@#:])\s*")


def _key(text: str) -> str:
    """What reading compares: no case, single spaces, none around marks, no final stop."""
    text = _SPACES.sub(" ", text.casefold()).strip()
    text = text.removesuffix(".").rstrip()
    return _AROUND_MARKS.sub(r"\1", text)


def _cards_of(action: Action) -> tuple[InstanceId, ...]:
    """The cards an action names, in the order its texts name them."""
    if isinstance(
        action, (PlayCard, PlayDominant, UseAbility, Discard, ChooseCard, ActivateArtifact)
    ):
        return (action.card,)
    if isinstance(action, Equip):
        return (action.weapon, action.warrior)
    if isinstance(action, PutInSite):
        return (action.soul, action.site)
    if isinstance(action, Attack):
        return (action.hero,) if action.site is None else (action.hero, action.site)
    if isinstance(action, AddSite):
        return (action.site,)
    if isinstance(action, (Block, Taunt)):
        return (action.character,)
    if isinstance(action, AcceptTaunt):
        return (action.hero,)
    if isinstance(action, PlayEnhancement):
        return (action.card, action.character)
    if isinstance(action, SurrenderSoul):
        return (action.soul,)
    return ()


def _unseen(state: GameState, cards: set[InstanceId]) -> frozenset[InstanceId]:
    """The cards of *cards* the player to act may not see.

    An ability may offer a face-down card by id (``ChooseCard``): the action's text must not
    say which card it is (see :mod:`redemption_rules.views`). Every other action names cards
    of the player's own that they see.
    """
    actor = state.to_act
    if actor is None or not cards:
        return frozenset()
    hidden = hidden_cards(state, actor) & cards
    decision = state.decision
    question = decision.question if decision is not None else None
    if hidden and question is not None:
        offered = {*question.options, *question.picked}
        hidden = frozenset(
            card for card in hidden if card not in offered or state.cards[card].face_down
        )
    return hidden


def _short_names(state: GameState, cards: Iterable[InstanceId]) -> dict[InstanceId, str]:
    """For each card, the fewest leading words of its name no other name of *cards* begins with.

    The words count without case or the punctuation that ends them, and an article or
    "Lost Soul" leading a name does not count alone. A name that is the start of another
    keeps all its words: the texts differ still.
    """
    names = {card: _name(state, card) for card in cards}
    distinct = {
        name: [word.strip(_TRAILING).casefold() for word in name.split()]
        for name in set(names.values())
    }
    short: dict[InstanceId, str] = {}
    for card, name in names.items():
        own = name.split()
        folded = distinct[name]
        others = [other for other_name, other in distinct.items() if other_name != name]
        size = 1
        while size < len(own) and folded[size - 1] in _FILLERS:
            size += 1
        while size < len(own) and any(other[:size] == folded[:size] for other in others):
            size += 1
        words = own[:size]
        if size < len(own):
            words[-1] = words[-1].rstrip(_TRAILING) or words[-1]
        short[card] = " ".join(words)
    return short


_TRAILING: Final = ",;:."
_FILLERS: Final = frozenset({"the", "a", "an", "lost", "soul"})


def _name(state: GameState, card: InstanceId) -> str:
    if 0 <= card < len(state.cards):
        return state.card(card).name
    return f"card #{card}"


class _Writer:
    """The texts of actions, naming cards at one level of qualification."""

    def __init__(
        self,
        state: GameState,
        level: int,
        short_names: dict[InstanceId, str],
        unseen: frozenset[InstanceId] = frozenset(),
    ) -> None:
        self.state = state
        self.level = level
        self.short_names = short_names
        self.unseen = unseen
        """Cards the player to act may not see: named as a face-down card."""
        self.actor = state.to_act

    # -- names --------------------------------------------------------------------------------

    def card(self, card: InstanceId) -> str:
        name = UNSEEN if card in self.unseen else _name(self.state, card)
        if self.level == NUMBERED:
            return f"{name} #{card}"
        if self.level == PLACED:
            return f"{name} {self._place(card)}"
        return name

    def short_card(self, card: InstanceId) -> str:
        if card in self.unseen:
            name = UNSEEN_SHORT
        else:
            name = self.short_names.get(card) or _name(self.state, card)
        if self.level == NUMBERED:
            return f"{name}#{card}"
        if self.level == PLACED:
            return f"{name}@{self._short_place(card)}"
        return name

    def _where(self, card: InstanceId) -> tuple[PlayerId | None, Zone] | None:
        try:
            return self.state.locate(card)
        except (KeyError, IndexError):
            return None

    def _place(self, card: InstanceId) -> str:
        where = self._where(card)
        if where is None:
            return "nowhere"
        player, zone = where
        if zone is Zone.FIELD_OF_BATTLE:
            return "in battle"
        words = _ZONE_WORDS[zone]
        if player is None or player == self.actor:
            return f"in {words}"
        return f"in {_player(player)}'s {words}"

    def _short_place(self, card: InstanceId) -> str:
        where = self._where(card)
        if where is None:
            return "none"
        player, zone = where
        if zone is Zone.FIELD_OF_BATTLE:
            return "battle"
        if player is None or player == self.actor:
            return str(zone.value)
        return f"p{player + 1}:{zone.value}"

    # -- texts --------------------------------------------------------------------------------

    def long(self, action: Action) -> str:  # noqa: C901 - one case per action kind
        card = self.card
        if isinstance(action, ChooseFirstPlayer):
            return f"Choose {_player(action.player)} to go first"
        if isinstance(action, PlayCard):
            return f"Play {card(action.card)}{self._identity(action)}"
        if isinstance(action, Equip):
            return f"Equip {card(action.warrior)} with {card(action.weapon)}"
        if isinstance(action, PutInSite):
            return f"Put {card(action.soul)} into {card(action.site)}"
        if isinstance(action, PlayDominant):
            return f"Play the Dominant {card(action.card)}"
        if isinstance(action, ActivateArtifact):
            return f"Activate the Artifact {card(action.card)}"
        if isinstance(action, UseAbility):
            return f"Use the ability of {card(action.card)}{self._effect(action)}"
        if isinstance(action, Attack):
            text = f"Attack {_player(action.defender)} with {card(action.hero)}"
            if action.site is not None:
                text += f" and the Site {card(action.site)}"
            return text
        if isinstance(action, AddSite):
            return f"Add the Site {card(action.site)} to battle"
        if isinstance(action, Taunt):
            return f"Taunt {_player(action.defender)} with {card(action.character)}"
        if isinstance(action, AcceptTaunt):
            return f"Accept the taunt with {card(action.hero)}"
        if isinstance(action, Block):
            return f"Block with {card(action.character)}"
        if isinstance(action, PlayEnhancement):
            return f"Play {card(action.card)} on {card(action.character)}"
        if isinstance(action, SurrenderSoul):
            return f"Surrender {card(action.soul)}"
        if isinstance(action, Discard):
            return f"Discard {card(action.card)}"
        if isinstance(action, ChooseCard):
            return f"Choose {card(action.card)}"
        if isinstance(action, ChooseOption):
            return self._option(action)
        if isinstance(action, Decline):
            return self._decline()
        if isinstance(action, EndPhase):
            return self._end_phase()
        return _BARE_LONG[type(action)]

    def short(self, action: Action) -> str:
        card = self.short_card
        if isinstance(action, ChooseFirstPlayer):
            return f"first p{action.player + 1}"
        if isinstance(action, PlayCard):
            identity = self._identity(action)
            shown = f" as {action.identity.value.lower()}" if identity else ""
            return f"play {card(action.card)}{shown}"
        if isinstance(action, Equip):
            return f"equip {card(action.weapon)}>{card(action.warrior)}"
        if isinstance(action, PutInSite):
            return f"put {card(action.soul)}>{card(action.site)}"
        if isinstance(action, PlayDominant):
            return f"dominant {card(action.card)}"
        if isinstance(action, ActivateArtifact):
            return f"activate {card(action.card)}"
        if isinstance(action, UseAbility):
            effect = f":{action.effect + 1}" if self._effect(action) else ""
            return f"use {card(action.card)}{effect}"
        if isinstance(action, (Attack, Taunt, AcceptTaunt, Block)):
            return self._short_challenge(action)
        if isinstance(action, PlayEnhancement):
            return f"play {card(action.card)}>{card(action.character)}"
        if isinstance(action, AddSite):
            return f"site {card(action.site)}"
        if isinstance(action, SurrenderSoul):
            return f"surrender {card(action.soul)}"
        if isinstance(action, Discard):
            return f"discard {card(action.card)}"
        if isinstance(action, ChooseCard):
            return f"pick {card(action.card)}"
        if isinstance(action, ChooseOption):
            return f"option {action.option + 1}"
        return _BARE_SHORT[type(action)]

    def _short_challenge(self, action: Attack | Taunt | AcceptTaunt | Block) -> str:
        """The short text of an action that begins a battle or answers its beginning."""
        card = self.short_card
        if isinstance(action, Attack):
            site = "" if action.site is None else f"+{card(action.site)}"
            return f"attack {card(action.hero)}{site}>p{action.defender + 1}"
        if isinstance(action, Taunt):
            return f"taunt {card(action.character)}>p{action.defender + 1}"
        if isinstance(action, AcceptTaunt):
            return f"accept {card(action.hero)}"
        return f"block {card(action.character)}"

    def _identity(self, action: PlayCard) -> str:
        """Say " as a Site" where the card could take another identity."""
        if not 0 <= action.card < len(self.state.cards):
            return f" as {a_or_an(action.identity.value)}"
        identities = self.state.card(action.card).identities
        if identities != (action.identity,):
            return f" as {a_or_an(action.identity.value)}"
        return ""

    def _effect(self, action: UseAbility) -> str:
        """Say " (effect 2)", unless the use starts at effect 1 below the last level."""
        if action.effect == 0 and self.level < NUMBERED:
            return ""
        return f" (effect {action.effect + 1})"

    def _option(self, action: ChooseOption) -> str:
        decision = self.state.decision
        question = decision.question if decision is not None else None
        labels = question.labels if question is not None else ()
        if 0 <= action.option < len(labels):
            return f"Choose option {action.option + 1}: {labels[action.option]}"
        return f"Choose option {action.option + 1}"

    def _decline(self) -> str:
        decision = self.state.decision
        if decision is None:
            return "Decline"
        return _DECLINES.get(decision.kind, "Decline")

    def _end_phase(self) -> str:
        return _PHASE_ENDS.get(self.state.phase, "End the phase")


def _player(player: PlayerId) -> str:
    return f"player {player + 1}"


_ZONE_WORDS: Final = {
    Zone.DECK: "deck",
    Zone.HAND: "hand",
    Zone.TERRITORY: "territory",
    Zone.ARTIFACT_PILE: "Artifact pile",
    Zone.LAND_OF_BONDAGE: "Land of Bondage",
    Zone.LAND_OF_REDEMPTION: "Land of Redemption",
    Zone.DISCARD_PILE: "discard pile",
    Zone.BANISH_PILE: "banish pile",
    Zone.RESERVE: "Reserve",
    Zone.SET_ASIDE: "set-aside area",
    Zone.FIELD_OF_BATTLE: "Field of Battle",
}

_BARE_LONG: Final[dict[type[Action], str]] = {
    Pass: "Pass",
    Finish: "Choose no more cards",
    PassPriority: "Pass priority",
}
_BARE_SHORT: Final[dict[type[Action], str]] = {
    Pass: "pass",
    Decline: "decline",
    Finish: "finish",
    PassPriority: "wait",
    EndPhase: "end",
}
_DECLINES: Final = {
    DecisionKind.BLOCK: "Decline to block",
    DecisionKind.TAUNT: "Decline the taunt",
    DecisionKind.INITIATIVE: "Decline to play more",
    DecisionKind.EQUIP: "Decline to equip",
    DecisionKind.SPECIAL_INITIATIVE: "Decline special initiative",
    DecisionKind.HEAL: "Decline to heal",
    DecisionKind.REPLACE: "Decline the replacement",
}
_PHASE_ENDS: Final = {
    Phase.PRE_GAME: "Go on to the game",
    Phase.UPKEEP: "End the Upkeep Phase",
    Phase.PREPARATION: "End the Preparation Phase",
    Phase.BATTLE: "End the Battle Phase",
    Phase.DISCARD: "End the turn",
}
