"""A game driven from the table, for the scenario tests of card abilities.

:class:`Game` builds a position from card names (as a rulebook example sets the table),
takes actions one after the other and keeps every event, so a test reads as the example
does: who was asked what, where the cards ended up, what each player saw.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from attrs import evolve
from tests.conftest import shared_pool

from redemption_rules import (
    Attack,
    Block,
    ChooseCard,
    ChooseOption,
    DecisionKind,
    Decline,
    EndPhase,
    Finish,
    InstanceId,
    Pass,
    PassPriority,
    Phase,
    PlayerId,
    QuestionKind,
    legal_actions,
    load_starter_cards,
    step,
)
from redemption_rules.engine import side_numbers
from redemption_rules.testing import build_position, find_card

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from redemption_rules import Action, CardPool, Decision, GameState, Question, Zone
    from redemption_rules.events import Event

P1, P2 = PlayerId(0), PlayerId(1)
"""The active player (the attacker) and the opponent."""

SOUL = "Lost Soul Luke 13:25 (J)"
"""A Lost Soul without an ability, for a rescue attempt to aim at."""

DECLINE = "Decline"
"""The label that declines a "may" (REG: Abilities, optional abilities)."""

_POOLS: dict[str, CardPool] = {}

E = TypeVar("E")


def starter_pool() -> CardPool:
    """The Starter I/J cards, read once."""
    if "starter" not in _POOLS:
        _POOLS["starter"] = load_starter_cards()
    return _POOLS["starter"]


def full_pool() -> CardPool:
    """Every card of the shared card list, read once: for a card no Starter deck has."""
    return shared_pool()


class Game:
    """A game from a built position: actions in, state and events out."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list[Event] = []
        """Every event since the position was built, in order."""

    @classmethod
    def at(
        cls,
        players: Sequence[Mapping[str, Sequence[str]]],
        *,
        phase: Phase = Phase.BATTLE,
        active: int = 0,
        pool: CardPool | None = None,
        **options: Any,
    ) -> Game:
        """The position with these cards (zones by name), *active* to act in *phase*.

        The cards come from the Starter cards unless another *pool* is given.
        """
        pool = starter_pool() if pool is None else pool
        state = build_position(pool, players, phase=phase, active=active, **options)
        return cls(state)

    @classmethod
    def blocked(
        cls,
        hero: str,
        mine: Mapping[str, Sequence[str]],
        blocker: str,
        theirs: Mapping[str, Sequence[str]],
        *,
        pool: CardPool | None = None,
        answer_block: bool = True,
        **options: Any,
    ) -> Game:
        """Player 1 attacks player 2 with *hero* and is blocked by *blocker*.

        Player 2 has a Lost Soul to rescue; every window is passed and every "may" declined,
        those the block brings too unless not *answer_block* (a test answers them itself).
        *options* go to :meth:`at`.
        """
        game = cls.at([mine, {"land_of_bondage": [SOUL], **theirs}], pool=pool, **options)
        game.do(Attack(game.card(hero), P2))
        game.settle()
        assert game.asked == (P2, DecisionKind.BLOCK)
        game.do(Block(game.card(blocker)))
        if answer_block:
            game.settle()
        return game

    # -- acting -------------------------------------------------------------------------------

    def do(self, *actions: Action) -> list[Event]:
        """Take *actions* in order; the events they caused."""
        caused: list[Event] = []
        for action in actions:
            result = step(self.state, action)
            self.state = result.state
            caused.extend(result.events)
        self.events.extend(caused)
        return caused

    def choose(self, label: str) -> list[Event]:
        """Answer an ability's question of options with the option called *label*."""
        labels = self.question.labels
        assert label in labels, f"{label!r} is not among {labels}"
        return self.do(ChooseOption(labels.index(label)))

    def decline(self) -> list[Event]:
        """Decline the "may" the ability asks about."""
        return self.choose(DECLINE)

    def pass_windows(self) -> list[Event]:
        """Pass every Action Priority window open now."""
        caused: list[Event] = []
        while self.state.decision is not None and self.asked[1] is DecisionKind.PRIORITY:
            caused += self.do(PassPriority())
        return caused

    def end_turn(self) -> None:
        """Play on, always taking the last action offered, until the turn passes."""
        active = self.state.active
        while self.state.active == active:
            self.do(self.legal[-1])

    def play_on_to(self, player: PlayerId, phase: Phase) -> None:
        """Play on, ending phases, passing and declining, until *player*'s *phase*."""
        while not (self.state.active == player and self.state.phase is phase):
            legal = self.legal
            action = next((a for a in legal if isinstance(a, (EndPhase, Decline, Pass))), legal[-1])
            self.do(action)
            self.settle()

    def settle(self) -> list[Event]:
        """Pass the windows and decline every "may" until the game's own decision."""
        caused: list[Event] = []
        while self.state.decision is not None and self.asked[1] in (
            DecisionKind.PRIORITY,
            DecisionKind.ABILITY,
        ):
            caused += (
                self.pass_windows() if self.asked[1] is DecisionKind.PRIORITY else self.decline()
            )
        return caused

    def pick(self, *cards: str | InstanceId, finish: bool = False) -> list[Event]:
        """Answer an ability's question of cards with *cards* (names or ids), in order.

        With *finish*, end the pick afterwards (a pick of "up to" or "any number").
        """
        caused: list[Event] = []
        for card in cards:
            assert self.question.kind is QuestionKind.CARDS, self.question
            wanted = self.card(card) if isinstance(card, str) else card
            if isinstance(card, str) and wanted not in self.question.options:
                named = [c for c in self.question.options if self.name(c) == card]
                assert named, f"{card!r} is not offered: {self.names(self.question.options)}"
                wanted = named[0]
            caused += self.do(ChooseCard(wanted))
        if finish:
            caused += self.do(Finish())
        return caused

    def face_up(self, name: str) -> InstanceId:
        """Turn *name*, in an Artifact pile, face up: the active Artifact since an earlier turn."""
        card = self.card(name)
        cards = list(self.state.cards)
        cards[card] = evolve(cards[card], face_down=False)
        self.state = evolve(self.state, cards=tuple(cards))
        assert not self.state.problems()
        return card

    # -- reading ------------------------------------------------------------------------------

    def card(self, name: str, *, player: int | None = None, zone: Zone | None = None) -> InstanceId:
        """The id of the first card called *name* (optionally in one player's zone)."""
        return find_card(self.state, name, player=player, zone=zone)

    def name(self, card: InstanceId) -> str:
        return self.state.card(card).name

    def names(self, cards: Sequence[InstanceId]) -> list[str]:
        """The names of *cards*, in their order."""
        return [self.name(card) for card in cards]

    def where(self, card: str | InstanceId) -> tuple[PlayerId | None, Zone]:
        """Where a card is: (player, zone), player None for the Field of Battle."""
        return self.state.locate(self.card(card) if isinstance(card, str) else card)

    def zone(self, player: PlayerId, zone: Zone) -> list[str]:
        """The names of the cards in a player's zone, in order (a deck from the top)."""
        return self.names(self.state.players[player].zone(zone))

    @property
    def decision(self) -> Decision:
        decision = self.state.decision
        assert decision is not None, "the game is over"
        return decision

    @property
    def asked(self) -> tuple[PlayerId, DecisionKind]:
        """Who must act, and on what kind of decision."""
        return self.decision.player, self.decision.kind

    @property
    def question(self) -> Question:
        """The question an ability asks now."""
        decision = self.decision
        assert decision.kind is DecisionKind.ABILITY, decision
        assert decision.question is not None
        return decision.question

    @property
    def offered(self) -> list[str]:
        """The names of the cards the ability's question offers."""
        return self.names(self.question.options)

    @property
    def legal(self) -> list[Action]:
        return legal_actions(self.state)

    @property
    def numbers(self) -> tuple[int, int, int, int]:
        """Hero side strength/toughness, evil side strength/toughness."""
        battle = self.state.battle
        assert battle is not None, "no battle"
        return side_numbers(self.state, battle)


def of_kind(events: Sequence[Event], kind: type[E]) -> list[E]:
    """The events of one kind, in order."""
    return [event for event in events if isinstance(event, kind)]
