"""The City of Bondage engine: setup, turns, battles, recovery, victory and overwhelm.

The same contract as the card game's engine: :func:`new_game` sets up and stops at the first
decision, :func:`legal_actions` lists the answers to it, :func:`step` applies one and returns
the new state with the events of the transition, :func:`apply` returns only the state. An
action that is not legal raises :class:`~redemption_rules.errors.IllegalAction` and the state
given is never changed. Every die comes from the RNG stored in the state.

Rules references are to the rules digest, section (j): J.3 setup, J.4 turn, J.5 battle, J.6
recovery, victory and overwhelm.

>>> state = new_game(2, seed=3)
>>> state.stage, len(legal_actions(state))
(<Stage.PICK_HERO: 'pick_hero'>, 12)
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, Final

from attrs import define, evolve, field, frozen

from redemption_rules.city_of_bondage.actions import (
    CityAction,
    EndTurn,
    Gain,
    Hold,
    KeepDice,
    MoveTo,
    PickGate,
    PickHero,
    PlaceFaceUp,
    RerollLambs,
    Roll,
    UseBlessing,
)
from redemption_rules.city_of_bondage.board import Board, Cell, load_board
from redemption_rules.city_of_bondage.cards import CardEffect, CardType, CityCard, load_cards
from redemption_rules.city_of_bondage.events import (
    BattleResolved,
    BattleResult,
    BattleStarted,
    BlessingUsed,
    BuildingExplored,
    BuildingLeft,
    CardGained,
    CardLost,
    CardsPlaced,
    CityEvent,
    DiceRolled,
    DrawDeckShuffled,
    FirstPlayerFound,
    GameEnded,
    GatePicked,
    HeroMoved,
    HeroPicked,
    HitsRemoved,
    HitsTaken,
    MovementRolled,
    OpeningRolled,
    PlacementRolled,
    TrapsDiscarded,
    TrapSprung,
    TurnEnded,
    TurnStarted,
)
from redemption_rules.city_of_bondage.rules import (
    CITY,
    BlessingScope,
    CityRuleset,
    EmptyDeck,
    OpeningTies,
    TrapDisposal,
    WinTiming,
)
from redemption_rules.city_of_bondage.state import (
    BATTLE_DIE,
    Battle,
    CityPlayer,
    CityState,
    EndReason,
    Face,
    Room,
    Stage,
)
from redemption_rules.errors import IllegalAction, SetupError
from redemption_rules.state import Rng

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

__all__ = ["CityStep", "apply", "legal_actions", "new_game", "start_game", "step"]


@frozen
class CityStep:
    """One transition: the new state and what happened, in order."""

    state: CityState
    events: tuple[CityEvent, ...]


def new_game(
    players: int,
    *,
    seed: int,
    ruleset: CityRuleset = CITY,
    board: Board | None = None,
    cards: Sequence[CityCard] | None = None,
) -> CityState:
    """Roll for the first player and stop at the first decision, the first hero pick (J.3).

    *board* and *cards* default to the ones shipped with the package.

    Raises:
        SetupError: a number of players the ruleset or the board's gates do not allow.
    """
    return start_game(players, seed=seed, ruleset=ruleset, board=board, cards=cards).state


def start_game(
    players: int,
    *,
    seed: int,
    ruleset: CityRuleset = CITY,
    board: Board | None = None,
    cards: Sequence[CityCard] | None = None,
) -> CityStep:
    """Like :func:`new_game`, with the events of the opening roll."""
    board = _shipped_board() if board is None else board
    catalog = _shipped_cards() if cards is None else tuple(cards)
    if not ruleset.allows_players(players) or players > len(board.gates):
        raise SetupError(
            f"City of Bondage plays {ruleset.min_players} to "
            f"{min(ruleset.max_players, len(board.gates))} players, not {players}"
        )
    heroes = tuple(card.id for card in catalog if card.type is CardType.HERO)
    others = tuple(card.id for card in catalog if card.type is not CardType.HERO)
    state = CityState(
        ruleset=ruleset,
        board=board,
        cards=catalog,
        players=tuple(CityPlayer() for _ in range(players)),
        rng=Rng.from_seed(seed),
        stage=Stage.PICK_HERO,
        active=0,
        rooms=tuple(Room() for _ in board.buildings),
        deck=others,
        pool=heroes,
    )
    game = _Game(state)
    first = _opening_roll(game)
    game.set(first=first, active=first)
    return game.done()


@functools.cache
def _shipped_board() -> Board:
    """The package's board, read once: games share it, and the moves worked out on it."""
    return load_board()


@functools.cache
def _shipped_cards() -> tuple[CityCard, ...]:
    return load_cards()


def legal_actions(state: CityState) -> list[CityAction]:
    """Every legal answer to the pending decision, in a fixed order; empty once it is over."""
    cached: tuple[CityAction, ...] | None = state.__dict__.get("_legal")
    if cached is None:
        cached = tuple(_legal_actions(state))
        object.__setattr__(state, "_legal", cached)
    return list(cached)


def step(state: CityState, action: CityAction) -> CityStep:
    """Apply *action* for the player to act; return the new state and the events.

    The given state is never changed.

    Raises:
        IllegalAction: the action is not legal now; its ``reason`` says why.
    """
    if state.is_over:
        raise IllegalAction(action, "the game is over")
    if action not in legal_actions(state):
        raise IllegalAction(action, _why_illegal(state, action))
    game = _Game(state)
    _HANDLERS[type(action)](game, action)
    return game.done()


def apply(state: CityState, action: CityAction) -> CityState:
    """``step(state, action).state``."""
    return step(state, action).state


# The pending decisions and their answers.


def _legal_actions(state: CityState) -> list[CityAction]:
    stage = state.stage
    seat = state.active
    player = state.players[seat]
    actions: list[CityAction] = []
    if stage is Stage.PICK_HERO:
        actions += [PickHero(card) for card in state.pool]
    elif stage is Stage.PICK_GATE:
        taken = {one.gate for one in state.players}
        actions += [PickGate(gate) for gate in range(len(state.board.gates)) if gate not in taken]
    elif stage is Stage.PLACE_FACE_UP:
        section = state.sections_left[0]
        actions += [PlaceFaceUp(index) for index in state.board.in_sections((section,))]
    elif stage is Stage.START:
        if _can_hold(state, seat):
            actions.append(Hold())
        actions.append(Roll())
    elif stage is Stage.MOVE:
        assert player.position is not None  # noqa: S101 - a hero on the board moves
        actions += _moves(state.board, player.position, state.steps)
    elif stage is Stage.REROLL:
        battle = state.battle
        assert battle is not None  # noqa: S101 - the reroll stage is a battle's
        if _may_reroll(state, battle):
            lambs = battle.dice.count(Face.LAMB)
            actions += [RerollLambs(count) for count in range(1, lambs + 1)]
        actions.append(KeepDice())
    elif stage is Stage.GAIN:
        building = state.building_of(seat)
        assert building is not None  # noqa: S101 - a hero gains inside a building
        actions += [Gain(card) for card in state.gainable(building)]
        actions.append(EndTurn())
    if stage in _OWN_TURN:
        actions += [UseBlessing(card) for card in _usable_blessings(state)]
    return actions


_OWN_TURN: Final = frozenset({Stage.START, Stage.MOVE, Stage.REROLL, Stage.GAIN})


def _moves(board: Board, start: Cell, steps: int) -> tuple[MoveTo, ...]:
    """A move to every cell within *steps* of *start*, kept with the board once worked out."""
    known: dict[tuple[Cell, int], tuple[MoveTo, ...]] = board.__dict__.setdefault("_moves", {})
    moves = known.get((start, steps))
    if moves is None:
        moves = tuple(MoveTo(cell) for cell in sorted(board.reachable(start, steps)))
        known[(start, steps)] = moves
    return moves


def _why_illegal(state: CityState, action: CityAction) -> str:
    stage = state.stage.value.replace("_", " ")
    if isinstance(action, UseBlessing):
        held = state.players[state.active].blessings
        if action.card not in held:
            return f"player {state.active} holds no Blessing numbered {action.card}"
        return f"that Blessing cannot be used now (the decision is: {stage})"
    if isinstance(action, MoveTo) and state.stage is Stage.MOVE:
        return f"{action.cell} is not a street cell within {state.steps} steps of the hero"
    if isinstance(action, Hold) and state.stage is Stage.START:
        return "a hero holds position only inside a building or at the Well"
    if isinstance(action, RerollLambs) and state.stage is Stage.REROLL:
        return "no re-roll of that many lambs is left in this battle"
    if isinstance(action, (PickHero, Gain, PickGate, PlaceFaceUp)):
        return f"not one of the choices now (the decision is: {stage})"
    return f"not an answer to the decision now: {stage}"


def _usable_blessings(state: CityState) -> list[int]:
    player = state.players[state.active]
    usable = []
    for card in player.blessings:
        effect = state.cards[card].effect
        if (effect is CardEffect.HEAL and player.hits > 0) or (
            effect is CardEffect.STRENGTH and state.battle is not None
        ):
            usable.append(card)
    return usable


def _can_hold(state: CityState, seat: int) -> bool:
    """A hero holds position inside a building or at the Well (J.4 step 1)."""
    position = state.players[seat].position
    return position == state.board.well or state.building_of(seat) is not None


def _may_reroll(state: CityState, battle: Battle) -> bool:
    limit = state.ruleset.lamb_rerolls
    return Face.LAMB in battle.dice and (limit is None or battle.rerolls < limit)


# The transitions.


@define
class _Game:
    """A transition being worked out: the state so far and the events so far."""

    state: CityState
    events: list[CityEvent] = field(factory=list)

    def set(self, **changes: object) -> None:
        """A copy of the state with *changes*.

        The values are the engine's own, so no checks run again (:func:`attrs.evolve` would,
        at many times the cost, on every step).
        """
        state = object.__new__(CityState)
        values = state.__dict__
        values.update(self.state.__dict__)
        values.pop("_legal", None)
        values.update(changes)
        self.state = state

    def player(self, seat: int | None = None) -> CityPlayer:
        return self.state.players[self.state.active if seat is None else seat]

    def set_player(self, seat: int, **changes: object) -> None:
        players = list(self.state.players)
        players[seat] = evolve(players[seat], **changes)  # type: ignore[arg-type] # field values
        self.set(players=tuple(players))

    def set_room(self, building: int, cards: tuple[int, ...], face_up: tuple[int, ...]) -> None:
        rooms = list(self.state.rooms)
        rooms[building] = Room(cards, tuple(card for card in face_up if card in cards))
        self.set(rooms=tuple(rooms))

    def roll(self, sides: int) -> int:
        value, rng = self.state.rng.below(sides)
        self.set(rng=rng)
        return value + 1

    def emit(self, event: CityEvent) -> None:
        self.events.append(event)

    def done(self) -> CityStep:
        return CityStep(self.state, tuple(self.events))


def _opening_roll(game: _Game) -> int:
    """Everyone rolls the movement die; the highest goes first (J.3 step 1)."""
    rules = game.state.ruleset
    rolling = tuple(range(len(game.state.players)))
    while True:
        rolls = tuple(game.roll(rules.movement_die) for _ in rolling)
        game.emit(OpeningRolled(rolling, rolls))
        best = max(rolls)
        tied = tuple(seat for seat, roll in zip(rolling, rolls, strict=True) if roll == best)
        if len(tied) == 1 or rules.opening_ties is OpeningTies.EARLIEST_SEAT:
            game.emit(FirstPlayerFound(tied[0]))
            return tied[0]
        rolling = tied


def _pick_hero(game: _Game, action: PickHero) -> None:
    seat = game.state.active
    game.set_player(seat, hero=action.card)
    game.set(pool=tuple(card for card in game.state.pool if card != action.card))
    game.emit(HeroPicked(seat, action.card))
    game.set(stage=Stage.PICK_GATE)


def _pick_gate(game: _Game, action: PickGate) -> None:
    """The hero starts at its gate; then the next player clockwise picks (J.3 step 1)."""
    state = game.state
    seat = state.active
    game.set_player(seat, gate=action.gate, position=state.board.gates[action.gate].cell)
    game.emit(GatePicked(seat, action.gate))
    following = (seat + 1) % len(state.players)
    if following != state.first:
        game.set(stage=Stage.PICK_HERO, active=following)
        return
    deck, rng = game.state.rng.shuffled(game.state.deck + game.state.pool)  # type: ignore[arg-type] # card numbers
    game.set(deck=tuple(deck), pool=(), rng=rng)
    game.emit(DrawDeckShuffled(len(deck)))
    _placement(game)


def _placement(game: _Game) -> None:
    """Each player in turn makes one placement roll, a number used already rolled again (J.3)."""
    state = game.state
    rules = state.ruleset
    count = len(state.players)
    while len(game.state.placement_rolls) < count:
        roller = (state.first + len(game.state.placement_rolls)) % count
        used = game.state.placement_rolls
        roll = game.roll(rules.movement_die)
        while roll in used:
            roll = game.roll(rules.movement_die)
        game.set(placement_rolls=(*used, roll))
        game.emit(PlacementRolled(roller, roll))
        row = next(one for one in rules.placements if one.roll == roll)
        if row.one_per_section:
            game.set(stage=Stage.PLACE_FACE_UP, active=roller, sections_left=state.board.sections)
            return
        if row.beside_gate:
            gate = game.player(roller).gate
            assert gate is not None  # noqa: S101 - every hero has a gate before placement
            targets = state.board.in_sections(state.board.gates[gate].sections)
        else:
            assert row.tag is not None  # noqa: S101 - the other rows name a tag
            targets = state.board.tagged(row.tag)
        for building in targets:
            _place(game, building, row.cards, face_up=False)
    for building in range(len(state.board.buildings)):
        _place(game, building, rules.extra_card_per_building, face_up=False)
    _start_turn(game, state.first)


def _place_face_up(game: _Game, action: PlaceFaceUp) -> None:
    _place(game, action.building, 1, face_up=True)
    left = game.state.sections_left[1:]
    game.set(sections_left=left)
    if not left:
        _placement(game)


def _place(game: _Game, building: int, count: int, *, face_up: bool) -> None:
    """Put *count* cards from the draw deck on *building* (an empty deck: J.8 option)."""
    drawn: list[int] = []
    for _ in range(count):
        card = _draw(game)
        if card is None:
            break
        drawn.append(card)
    if not drawn:
        return
    room = game.state.rooms[building]
    shown = room.face_up + tuple(drawn) if face_up else room.face_up
    game.set_room(building, room.cards + tuple(drawn), shown)
    game.emit(CardsPlaced(building, len(drawn), tuple(drawn) if face_up else ()))


def _draw(game: _Game) -> int | None:
    """The top card of the draw deck; when it is empty, as the ruleset's option says."""
    deck = game.state.deck
    if not deck and game.state.ruleset.empty_deck is EmptyDeck.RESHUFFLE and game.state.discard:
        shuffled, rng = game.state.rng.shuffled(game.state.discard)  # type: ignore[arg-type] # card numbers
        deck = tuple(shuffled)
        game.set(discard=(), rng=rng)
        game.emit(DrawDeckShuffled(len(deck)))
    if not deck:
        game.set(deck=deck)
        return None
    game.set(deck=deck[1:])
    return deck[0]


def _start_turn(game: _Game, seat: int) -> None:
    """A turn begins: hold or roll (J.4 step 1). A decision with one answer is not asked."""
    game.set(
        stage=Stage.START,
        active=seat,
        turn=game.state.turn + 1,
        steps=0,
        battle=None,
        battled=False,
        gained=False,
        sections_left=(),
    )
    game.emit(TurnStarted(seat, game.state.turn))
    if not _can_hold(game.state, seat) and not _usable_blessings(game.state):
        _roll(game, Roll())  # nothing to choose: a hero out in the streets rolls to move


def _end_turn(game: _Game) -> None:
    """The turn ends; with the AT_WELL option a hero ending it on the Well may win (J.6)."""
    state = game.state
    seat = state.active
    rules = state.ruleset
    if rules.win_timing is WinTiming.AT_WELL and _wins_at_well(state, seat):
        _win(game, seat)
        return
    game.emit(TurnEnded(seat))
    _start_turn(game, (seat + 1) % len(state.players))


def _wins_at_well(state: CityState, seat: int) -> bool:
    player = state.players[seat]
    return player.position == state.board.well and (
        player.victory_points >= state.ruleset.victory_points
    )


def _win(game: _Game, seat: int) -> None:
    game.set(stage=Stage.OVER, winner=seat, end=EndReason.VICTORY, battle=None)
    game.emit(GameEnded(seat, EndReason.VICTORY))


def _add_hits(game: _Game, seat: int, count: int, cause: str) -> bool:
    """Put hit chips on a hero; True when everyone is overwhelmed and the game is over (J.6)."""
    state = game.state
    count = min(count, state.ruleset.hit_chips - state.total_hits)
    if count > 0:
        game.set_player(seat, hits=game.player(seat).hits + count)
        game.emit(HitsTaken(seat, count, cause))
    threshold = state.ruleset.overwhelm_at(len(state.players))
    if game.state.total_hits >= threshold:
        game.set(stage=Stage.OVER, winner=None, end=EndReason.OVERWHELMED, battle=None)
        game.emit(GameEnded(None, EndReason.OVERWHELMED))
        return True
    return False


def _remove_hits(game: _Game, seat: int, count: int, cause: str) -> None:
    removed = min(count, game.player(seat).hits)
    if removed:
        game.set_player(seat, hits=game.player(seat).hits - removed)
    game.emit(HitsRemoved(seat, removed, cause))


def _hold(game: _Game, _: Hold) -> None:
    """Hold position: recover at the Well, or fight again in the building (J.4 step 1, J.6)."""
    state = game.state
    seat = state.active
    if game.player().position == state.board.well:
        roll = game.roll(state.ruleset.movement_die)
        _remove_hits(game, seat, roll, "recovery")
        _end_turn(game)
        return
    building = state.building_of(seat)
    assert building is not None  # noqa: S101 - Hold is legal only in a building or at the Well
    _in_building(game, building, fresh=False)


def _roll(game: _Game, _: Roll) -> None:
    """Move: steps = roll - max(0, hits - 4), at least the ruleset's floor (J.4 step 2)."""
    rules = game.state.ruleset
    roll = game.roll(rules.movement_die)
    steps = max(rules.min_steps, roll - max(0, game.player().hits - rules.free_hits))
    game.set(stage=Stage.MOVE, steps=steps)
    game.emit(MovementRolled(game.state.active, roll, steps))


def _move_to(game: _Game, action: MoveTo) -> None:
    """Stop on a cell: the Well, a threshold (enter and explore) or a street (J.4 step 3)."""
    state = game.state
    seat = state.active
    origin = game.player().position
    assert origin is not None  # noqa: S101 - a hero on the board moves
    if action.cell != origin:
        left = state.building_of(seat)
        game.set_player(seat, position=action.cell)
        game.emit(HeroMoved(seat, origin, action.cell))
        if left is not None:
            _leave(game, left)
    if action.cell == state.board.well:
        if _wins_at_well(game.state, seat):
            _win(game, seat)
            return
        _end_turn(game)
        return
    building = state.board.building_at(action.cell)
    if building is None:
        _end_turn(game)
        return
    _in_building(game, building, fresh=action.cell != origin)


def _leave(game: _Game, building: int) -> None:
    """The last hero out turns the cards face down (J.4 step 4.5).

    If an Evil Force remains, one draw-deck card is added face down; an emptied building gets
    one too (the ruleset's ``cards_on_leaving_empty``, the library's choice where the rulebook
    is silent).
    """
    state = game.state
    if state.heroes_in(building):
        return
    room = state.rooms[building]
    added: list[int] = []
    count = 0
    if any(state.cards[card].type is CardType.EVIL_FORCE for card in room.cards):
        count = state.ruleset.cards_on_leaving
    elif not room.cards:
        count = state.ruleset.cards_on_leaving_empty
    for _ in range(count):
        card = _draw(game)
        if card is not None:
            added.append(card)
    game.set_room(building, room.cards + tuple(added), ())
    game.emit(BuildingLeft(state.active, building, len(added)))


def _in_building(game: _Game, building: int, *, fresh: bool) -> None:
    """Explore: Blessings, Traps, the Evil Force battle, surprise, gain, in that order (J.4 step 4).

    *fresh* is an entry this turn (the cards turn face up and a surprise can strike); a hero
    holding in the building fights again or gains.
    """
    state = game.state
    seat = state.active
    room = state.rooms[building]
    if fresh:
        game.set_room(building, room.cards, room.cards)
        game.emit(BuildingExplored(seat, building, room.cards))
    if _take_blessings(game, building):
        return
    if _spring_traps(game, building):
        return
    forces = _evil_forces(game.state, building)
    if forces and fresh and len(forces) >= 2 and _add_hits(game, seat, 1, "surprise"):
        return
    if forces and not game.state.battled:
        index, rng = game.state.rng.below(len(forces))
        game.set(rng=rng)
        _start_battle(game, forces[index], building)
        return
    if not forces:
        _offer_gain(game, building)
        return
    _end_turn(game)


def _evil_forces(state: CityState, building: int) -> tuple[int, ...]:
    cards = state.rooms[building].cards
    return tuple(card for card in cards if state.cards[card].type is CardType.EVIL_FORCE)


def _take_blessings(game: _Game, building: int) -> bool:
    """Take the Blessings; with two or more take every card (J.4 step 4.1). True: turn over."""
    state = game.state
    seat = state.active
    rules = state.ruleset
    room = state.rooms[building]
    blessings = [card for card in room.cards if state.cards[card].type is CardType.BLESSING]
    if not blessings:
        return False
    if len(blessings) < rules.gain_all_blessings:
        for card in blessings:
            _gain(game, seat, card)
        left = tuple(card for card in room.cards if card not in blessings)
        game.set_room(building, left, left)
        return False
    kept: list[int] = []
    traps: list[int] = []
    for card in room.cards:
        kind = state.cards[card].type
        if kind is CardType.TRAP:
            traps.append(card)
        elif kind is CardType.EVIL_FORCE and rules.blessing_scope is BlessingScope.NOT_EVIL_FORCES:
            kept.append(card)
        else:
            _gain(game, seat, card)
    game.set_room(building, tuple(kept), tuple(kept))
    if traps:
        for card in traps:
            _dispose_trap(game, card)
        game.emit(TrapsDiscarded(seat, tuple(traps)))
    game.set(gained=True)
    if kept:
        return False
    _end_turn(game)
    return True


def _gain(game: _Game, seat: int, card: int) -> None:
    """A card goes to the hero by its type (J.4 step 4.5; an Evil Force: vanquished)."""
    player = game.player(seat)
    kind = game.state.cards[card].type
    if kind is CardType.ENHANCEMENT:
        game.set_player(seat, enhancements=(*player.enhancements, card))
    elif kind is CardType.BLESSING:
        game.set_player(seat, blessings=(*player.blessings, card))
    elif kind is CardType.LOST_SOUL:
        game.set_player(seat, souls=(*player.souls, card))
    elif kind is CardType.HERO:
        game.set_player(seat, rescued=(*player.rescued, card))
    elif kind is CardType.EVIL_FORCE:
        game.set_player(seat, vanquished=(*player.vanquished, card))
    else:  # pragma: no cover - Traps are never gained
        raise AssertionError(f"card {card} cannot be gained")
    game.emit(CardGained(seat, card))


def _dispose_trap(game: _Game, card: int) -> None:
    if game.state.ruleset.trap_disposal is TrapDisposal.DECK_BOTTOM:
        game.set(deck=(*game.state.deck, card))
    else:
        game.set(discard=(*game.state.discard, card))


def _spring_traps(game: _Game, building: int) -> bool:
    """Each Trap springs, in a random order (J.4 step 4.2). True: everyone is overwhelmed."""
    state = game.state
    seat = state.active
    room = state.rooms[building]
    traps = [card for card in room.cards if state.cards[card].type is CardType.TRAP]
    if not traps:
        return False
    order, rng = state.rng.shuffled(traps)  # type: ignore[arg-type] # card numbers
    game.set(rng=rng)
    for card in order:
        trap = state.cards[card]
        room = game.state.rooms[building]
        left = tuple(one for one in room.cards if one != card)
        game.set_room(building, left, room.face_up)
        game.emit(TrapSprung(seat, card))
        _dispose_trap(game, card)
        if trap.effect is CardEffect.WOUND:
            if _add_hits(game, seat, trap.value, f"trap {card}"):
                return True
        elif trap.effect is CardEffect.LOSE_SOUL:
            _lose_last(game, seat, "souls")
        elif trap.effect is CardEffect.LOSE_ENHANCEMENT:
            _lose_last(game, seat, "enhancements")
    return False


def _lose_last(game: _Game, seat: int, zone: str) -> None:
    held: tuple[int, ...] = getattr(game.player(seat), zone)
    if not held:
        return
    game.set_player(seat, **{zone: held[:-1]})
    game.set(discard=(*game.state.discard, held[-1]))
    game.emit(CardLost(seat, held[-1]))


def _offer_gain(game: _Game, building: int) -> None:
    """Take one card, if there is one and none was taken this turn (J.4 step 4.5)."""
    if game.state.gained or not game.state.gainable(building):
        _end_turn(game)
        return
    game.set(stage=Stage.GAIN, battle=None)


def _start_battle(game: _Game, evil_force: int, building: int) -> None:
    """Battle dice = base + rescued Heroes - max(0, hits - 4), at most 6 (J.5 step 3)."""
    state = game.state
    seat = state.active
    rules = state.ruleset
    player = game.player()
    assert player.hero is not None  # noqa: S101 - every hero in play has its card
    base = (
        rules.single_cross_dice if len(state.cards[player.hero].crosses) == 1 else rules.base_dice
    )
    dice = base + len(player.rescued) - max(0, player.hits - rules.free_hits)
    dice = min(rules.max_dice, max(rules.min_dice, dice))
    game.set(battled=True)
    game.emit(BattleStarted(seat, evil_force, building, dice))
    faces = _throw(game, dice)
    game.set(battle=Battle(evil_force, building, faces), stage=Stage.REROLL)
    _after_throw(game, faces)


def _throw(game: _Game, count: int) -> tuple[Face, ...]:
    return tuple(BATTLE_DIE[game.roll(len(BATTLE_DIE)) - 1] for _ in range(count))


def _after_throw(game: _Game, thrown: tuple[Face, ...]) -> None:
    """Dragons hit at once; four lambs in one roll is a Battle Blessing (J.5 step 4)."""
    seat = game.state.active
    game.emit(
        DiceRolled(
            seat, thrown, reroll=game.state.battle is not None and game.state.battle.rerolls > 0
        )
    )
    dragons = thrown.count(Face.DRAGON)
    if dragons and _add_hits(game, seat, dragons, "dragon"):
        return
    if thrown.count(Face.LAMB) >= game.state.ruleset.battle_blessing_lambs:
        _resolve(game, blessed=True)
        return
    state = game.state
    battle = state.battle
    assert battle is not None  # noqa: S101 - dice are thrown in a battle
    if not _may_reroll(state, battle) and not _usable_blessings(state):
        _resolve(game, blessed=False)


def _reroll(game: _Game, action: RerollLambs) -> None:
    """Re-roll some lambs; dragons on the new dice hit too (J.5 step 4)."""
    battle = game.state.battle
    assert battle is not None  # noqa: S101 - legal only in a battle
    faces = list(battle.dice)
    thrown = _throw(game, action.count)
    lambs = [index for index, face in enumerate(faces) if face is Face.LAMB]
    for index, face in zip(lambs[-action.count :], thrown, strict=True):
        faces[index] = face
    game.set(battle=evolve(battle, dice=tuple(faces), rerolls=battle.rerolls + 1))
    _after_throw(game, thrown)


def _keep_dice(game: _Game, _: KeepDice) -> None:
    _resolve(game, blessed=False)


def _resolve(game: _Game, *, blessed: bool) -> None:
    """T = base strength + crosses of the Evil Force's colour (+ Blessings) against N (J.5)."""
    state = game.state
    seat = state.active
    battle = state.battle
    assert battle is not None  # noqa: S101 - a battle is being fought
    force = state.cards[battle.evil_force]
    assert force.colour is not None  # noqa: S101 - every Evil Force has a colour
    crosses = sum(face.colour is force.colour for face in battle.dice)
    total = state.strength(seat, force.colour) + crosses + battle.bonus
    if blessed:
        result = BattleResult.BATTLE_BLESSING
    elif total > force.value:
        result = BattleResult.VANQUISH
    elif total == force.value:
        result = BattleResult.RETREAT
    else:
        result = BattleResult.STANDS
    game.set(battle=None, stage=Stage.START)
    game.emit(BattleResolved(seat, battle.evil_force, total, force.value, result))
    if result is BattleResult.STANDS:
        _end_turn(game)
        return
    room = state.rooms[battle.building]
    left = tuple(card for card in room.cards if card != battle.evil_force)
    game.set_room(battle.building, left, left)
    if result is BattleResult.RETREAT:
        game.set(discard=(*game.state.discard, battle.evil_force))
    else:
        game.set_player(seat, vanquished=(*game.player().vanquished, battle.evil_force))
    _offer_gain(game, battle.building)


def _gain_card(game: _Game, action: Gain) -> None:
    state = game.state
    building = state.building_of(state.active)
    assert building is not None  # noqa: S101 - legal only inside a building
    room = state.rooms[building]
    left = tuple(card for card in room.cards if card != action.card)
    game.set_room(building, left, room.face_up)
    _gain(game, state.active, action.card)
    game.set(gained=True)
    _end_turn(game)


def _end(game: _Game, _: EndTurn) -> None:
    _end_turn(game)


def _use_blessing(game: _Game, action: UseBlessing) -> None:
    """A Blessing used during the owner's turn, then discarded (J.2)."""
    state = game.state
    seat = state.active
    card = state.cards[action.card]
    player = game.player()
    game.set_player(seat, blessings=tuple(one for one in player.blessings if one != action.card))
    game.set(discard=(*state.discard, action.card))
    game.emit(BlessingUsed(seat, action.card))
    if card.effect is CardEffect.HEAL:
        _remove_hits(game, seat, card.value, "blessing")
    elif card.effect is CardEffect.STRENGTH and state.battle is not None:
        game.set(battle=evolve(state.battle, bonus=state.battle.bonus + card.value))
    battle = game.state.battle
    if (
        battle is not None
        and not _may_reroll(game.state, battle)
        and not _usable_blessings(game.state)
    ):
        _resolve(game, blessed=False)


_HANDLERS: Final[dict[type[CityAction], Callable[[_Game, CityAction], None]]] = {
    PickHero: _pick_hero,  # type: ignore[dict-item] # each handler takes its own action class
    PickGate: _pick_gate,  # type: ignore[dict-item]
    PlaceFaceUp: _place_face_up,  # type: ignore[dict-item]
    Hold: _hold,  # type: ignore[dict-item]
    Roll: _roll,  # type: ignore[dict-item]
    MoveTo: _move_to,  # type: ignore[dict-item]
    RerollLambs: _reroll,  # type: ignore[dict-item]
    KeepDice: _keep_dice,  # type: ignore[dict-item]
    Gain: _gain_card,  # type: ignore[dict-item]
    EndTurn: _end,  # type: ignore[dict-item]
    UseBlessing: _use_blessing,  # type: ignore[dict-item]
}
