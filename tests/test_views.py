"""Players' views: what one player may know, and nothing more (REG: Deck, Hand, Reserve, Face Down).

The checks state the REG's rules of hiding afresh, apart from the module under test: every
deck is hidden from all, a hand and a Reserve from all but their player, a face-down card from
all but the player it lies before; everything else is public. A player also knows the cards a
step shows them: cards moved to or from a public place, taken out of a deck (revealed first,
REG: Targeting), revealed, looked at or searched by them, chosen by them (the moves the engine
says they saw), and the cards whose abilities are used or resolve.

For every step of random games and every player: no card id hidden from the player appears in
their view's zones or card list, no key or name of a card hidden from them appears in the view,
its JSON, their events or the lines describing them; a state that differs only in what is
hidden (every deck shuffled, other hands and Reserves reordered, hidden cards swapped for
others, another generator, other players' questions and star cards) gives the same view; and
the view's JSON reads back equal.
"""

from __future__ import annotations

import json
import random
from functools import cache
from typing import TYPE_CHECKING

import pytest
from attrs import evolve
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from tests.conftest import DECKS

from redemption_rules import (
    Attack,
    Block,
    CardType,
    ChooseCard,
    ChooseOption,
    GameState,
    InstanceId,
    Observation,
    Phase,
    PlayCard,
    PlayEnhancement,
    PlayerId,
    Step,
    UnknownPlayerError,
    Zone,
    ZoneView,
    apply,
    events_for,
    from_json,
    legal_actions,
    load_starter_cards,
    load_starter_decks,
    new_game,
    observe,
    parse_deck,
    start_game,
    step,
    to_json,
)
from redemption_rules.decks import DeckEntry
from redemption_rules.effects.tokens import TOKEN_RECORDS
from redemption_rules.events import (
    AbilityActivated,
    AbilityUsed,
    CardMoved,
    CardsLooked,
    CardsRevealed,
    EffectCarriedOut,
    HiddenCardMoved,
    PileSearched,
    describe,
)
from redemption_rules.state import Rng
from redemption_rules.testing import build_position, find_card
from redemption_rules.testing.strategies import actions, game_states
from redemption_rules.views import can_see
from redemption_rules.zones import PLAYER_ZONES

if TYPE_CHECKING:
    from collections.abc import Sequence
    from collections.abc import Set as AbstractSet

    from redemption_rules import CardPool, Deck
    from redemption_rules.events import Event

P1, P2 = PlayerId(0), PlayerId(1)
SOUL = "Lost Soul Luke 13:25 (J)"

PUBLIC_ZONES = frozenset(
    {
        Zone.TERRITORY,
        Zone.LAND_OF_BONDAGE,
        Zone.LAND_OF_REDEMPTION,
        Zone.DISCARD_PILE,
        Zone.BANISH_PILE,
        Zone.SET_ASIDE,
        Zone.FIELD_OF_BATTLE,
    }
)
"""Places whose cards every player sees (the Artifact pile holds face-down cards)."""
CARD_FIELDS = ("card", "cards", "soul", "site", "weapon", "warrior", "hero", "character", "by")
"""The fields of events that name cards."""


# -- the rules of hiding, stated afresh ---------------------------------------------------------


def seen_by_rule(state: GameState, player: PlayerId) -> set[InstanceId]:
    """The cards *player* sees by the rules of their places (REG: Deck, Hand, Reserve, ...)."""
    seen: set[InstanceId] = set()
    for seat in state.players:
        for zone in PLAYER_ZONES:
            if zone is Zone.DECK:
                continue
            for card in seat.zone(zone):
                private = zone in (Zone.HAND, Zone.RESERVE) or state.cards[card].face_down
                if seat.id == player or not private:
                    seen.add(card)
    if state.battle is not None:
        seen.update(state.battle.cards())
    seen.update(state.tokens)  # token records out of the game, the same in every game
    return seen


def resolving(state: GameState) -> set[InstanceId]:
    """Cards whose abilities are used, waiting or suspended: public once activated."""
    acts = [*state.stack, *state.pending, *state.completed]
    found: set[InstanceId] = set()
    while acts:
        act = acts.pop()
        found.add(act.card)
        acts.extend(held.activation for held in act.suspended)
    return found | {wait.card for wait in state.delayed}


def known_in(state: GameState, player: PlayerId, view: Observation) -> set[InstanceId]:
    """What *player* may know in *state*: their places, and what the view shows for now.

    What the view shows for now is checked against where it may come from: the options of a
    question put to the player, and cards of a look or reveal of an ability resolving.
    """
    by_rule = seen_by_rule(state, player)
    offered: set[InstanceId] = set()
    decision = state.decision
    if decision is not None and decision.player == player and decision.question is not None:
        offered.update(decision.question.options, decision.question.picked)
    for act in state.stack:
        for result in act.results:
            if result.shown:
                offered.update(result.cards)
    assert not set(view.shown) & by_rule
    assert set(view.shown) <= offered
    return by_rule | set(view.shown) | resolving(state)


def seen(state: GameState, player: PlayerId) -> tuple[Observation, frozenset[InstanceId]]:
    """*player*'s view of *state* and what they may know there (:func:`known_in`).

    Worked out once per state and player: a game's checks ask for each several times.
    """
    found = _SEEN.get((id(state), player))
    if found is None or found[0] is not state:
        if len(_SEEN) > 16:
            _SEEN.clear()
        view = observe(state, player)
        found = _SEEN[id(state), player] = (state, view, frozenset(known_in(state, player, view)))
    return found[1], found[2]


_SEEN: dict[tuple[int, PlayerId], tuple[GameState, Observation, frozenset[InstanceId]]] = {}


def known_in_step(before: GameState, result: Step, player: PlayerId) -> set[InstanceId]:
    """What *player* may know of the cards a step names."""
    known = set(seen(before, player)[1] | seen(result.state, player)[1])
    for event in result.events:
        if isinstance(event, CardMoved):
            public = event.from_zone in PUBLIC_ZONES or event.to_zone in PUBLIC_ZONES
            revealed = event.from_zone is Zone.DECK and event.to_zone is not Zone.HAND
            if public or revealed or (event.seen_by is not None and player in event.seen_by):
                known.add(event.card)
        elif isinstance(event, CardsRevealed) or (
            isinstance(event, CardsLooked) and event.player == player
        ):
            known.update(event.cards)
        elif isinstance(event, (AbilityUsed, AbilityActivated)):
            known.add(event.card)  # a star card is revealed to use it (REG: Star Icon)
        elif isinstance(event, PileSearched) and event.player == player:
            known.update(before.players[event.owner].zone(event.zone))
    return known


def secret_keys(state: GameState, known: AbstractSet[InstanceId]) -> set[str]:
    """Keys of cards outside *known* that no card in it shares."""
    seen = {state.cards[card].key for card in known}
    return {card.key for card in state.cards if card.id not in known} - seen


def secret_names(state: GameState, known: AbstractSet[InstanceId]) -> set[str]:
    """Names of cards outside *known* that no card in it shares or contains."""
    shown = {state.card(card).name for card in known}
    names = {state.card(card.id).name for card in state.cards if card.id not in known} - shown
    every = "\x00".join(shown)  # a name in one of them is in this, and in no other way
    return {name for name in names if name not in every}


def named(event: Event) -> list[InstanceId]:
    """The card ids an event names."""
    found: list[InstanceId] = []
    for name in CARD_FIELDS:
        value = getattr(event, name, None)
        if isinstance(value, tuple):
            found += value
        elif value is not None:
            found.append(value)
    return found


# -- checks -----------------------------------------------------------------------------------


def check_view(state: GameState, player: PlayerId) -> Observation:
    """*player*'s view of *state* names no card hidden from them, by id, key or in JSON."""
    view, known = seen(state, player)
    assert {card.id for card in view.cards} <= known
    assert all(view.card(card.id) == state.cards[card.id] for card in view.cards)
    for seat, mine in zip(state.players, view.players, strict=True):
        for zone in PLAYER_ZONES:
            shown = mine.zone(zone)
            assert set(shown.cards) <= known
            assert len(shown) == len(seat.zone(zone))
        assert set(mine.deck.cards) <= set(view.shown)  # no deck is seen but for a while
    text = to_json(view)
    leaked = [key for key in secret_keys(state, known) if _quoted(key) in text]
    assert not leaked, f"player {player} sees hidden cards: {leaked}"
    assert "rng" not in json.loads(text)
    assert set(view.drawn) <= set(state.players[player].hand)
    if view.decision is not None and view.decision.player != player:
        assert view.decision.question is None
    return view


@cache
def _quoted(key: str) -> str:
    """A card key as JSON text spells it."""
    return json.dumps(key)


def check_step(before: GameState, result: Step, player: PlayerId) -> None:
    """*player*'s events of a step, and the lines describing them, name no hidden card."""
    known = known_in_step(before, result, player)
    secrets = secret_names(result.state, known)
    seen = events_for(result, player)
    assert len(seen) == len(result.events)
    for event, told in zip(result.events, seen, strict=True):
        vouched = getattr(event, "seen_by", None)
        if isinstance(event, EffectCarriedOut):  # its seen_by names the owners of places too
            vouched = (event.player,) if vouched is not None else None
        if vouched is not None and player in vouched:
            assert told == event  # what the event says the player saw is not withheld
    for event in seen:
        assert set(named(event)) <= known, (player, event)
        line = describe(event, result.state, player) or ""
        assert not [name for name in secrets if name in line], (player, line)


def hidden_variant(state: GameState, player: PlayerId, chooser: random.Random) -> GameState:
    """*state* with what *player* may not know changed: the same view must come out."""
    known = seen(state, player)[1]
    secret = [card for card in state.cards if card.id not in known]
    keys = [card.key for card in secret]
    chooser.shuffle(keys)
    cards = list(state.cards)
    for card, key in zip(secret, keys, strict=True):
        cards[card.id] = evolve(card, key=key)
    players = []
    for seat in state.players:
        deck = list(seat.deck)
        chooser.shuffle(deck)
        hand, reserve = list(seat.hand), list(seat.reserve)
        if seat.id != player:
            chooser.shuffle(hand)
            chooser.shuffle(reserve)
        players.append(evolve(seat, deck=tuple(deck), hand=tuple(hand), reserve=tuple(reserve)))
    others = tuple(card for seat in state.players if seat.id != player for card in seat.hand)
    drawn = tuple(card for card in state.drawn if card in state.players[player].hand)
    decision = state.decision
    if decision is not None and decision.player != player and decision.question is not None:
        decision = evolve(decision, question=evolve(decision.question, prompt="?", options=()))
    stack = tuple(evolve(act, answers=(), moves=()) for act in state.stack)
    return evolve(
        state,
        cards=tuple(cards),
        players=tuple(players),
        rng=Rng(chooser.getrandbits(64)),
        drawn=drawn + others[:1],
        decision=decision,
        stack=stack,
    )


def check_game(decks: Sequence[Deck], seed: int, *, abilities: bool = True) -> int:
    """Play a random game, checking every step for every player; the steps played."""
    chooser = random.Random(seed)  # noqa: S311 - game play
    dealt = start_game(decks, seed=seed, abilities=abilities)
    state, steps = dealt.state, 0
    seats = [PlayerId(seat) for seat in range(len(state.players))]
    for seat in seats:
        check_view(state, seat)
        assert [describe(e, state, seat) for e in events_for(dealt, seat)]
    while not state.is_over:
        result = step(state, chooser.choice(legal_actions(state)))
        for seat in seats:
            check_step(state, result, seat)
            view = check_view(result.state, seat)
            if (steps + seat) % 2 == 0:  # each seat's hidden cards changed every other step
                assert observe(hidden_variant(result.state, seat, chooser), seat) == view
            if steps % 50 == 0:
                assert from_json(to_json(view), Observation) == view
        state, steps = result.state, steps + 1
    return steps


# -- what a player sees -------------------------------------------------------------------------


def test_a_player_sees_their_hand_and_counts_the_rest() -> None:
    state = start_game(load_starter_decks(), seed=3).state
    view = observe(state, P2)
    assert view.player == P2
    assert view.me.hand.cards == state.players[P2].hand
    assert [view.card(card).key for card in view.me.hand.cards] == [
        state.cards[card].key for card in state.players[P2].hand
    ]
    assert view.players[P1].hand.cards == ()
    assert len(view.players[P1].hand) == len(state.players[P1].hand)
    assert view.me.deck.cards == ()
    assert len(view.me.deck) == len(state.players[P2].deck)
    assert view.players[P1].land_of_bondage.cards == state.players[P1].land_of_bondage
    assert view.decision == state.decision
    assert (view.to_act, view.phase, view.turn, view.is_over) == (
        state.to_act,
        Phase.PRE_GAME,
        0,
        False,
    )
    with pytest.raises(KeyError):
        view.card(state.players[P1].hand[0])


@pytest.mark.parametrize("seed", [3, 11])
def test_the_token_records_tell_nothing_of_a_hidden_deck(pool: CardPool, seed: int) -> None:
    # Angel of the Harvest (GoC) creates Lost Soul tokens: a deck holding it in place of
    # another Hero gives its opponent the same view, the same token records too
    decks = load_starter_decks()
    angel = pool.get("Angel of the Harvest (GoC)")
    main = list(decks[P1].main)
    index = next(i for i, entry in enumerate(main) if CardType.HERO in entry.card.types)
    main[index] = DeckEntry(main[index].count, angel)
    harvest = (evolve(decks[P1], main=tuple(main)), decks[P2])
    state = new_game(harvest, seed=seed)
    plain = new_game(decks, seed=seed)
    angels = [card.id for card in state.cards if card.key == angel.key]
    assert angels
    view = observe(state, P2)
    assert not set(angels) & {card.id for card in view.cards}  # in a hidden deck or hand
    assert view == observe(plain, P2)
    assert len(view.tokens) == 2 * TOKEN_RECORDS  # the engine's capacity, in every game
    # a game by the numbers carries out no ability: it reserves no token record
    numbers = new_game(harvest, seed=seed, abilities=False)
    assert numbers.tokens == ()
    assert len(numbers.cards) == sum(deck.size for deck in harvest)


def test_a_face_down_artifact_is_hidden_from_the_opponent(pool: CardPool) -> None:
    # an inactive Artifact lies face down: only its type is known (REG: Face Down)
    state = build_position(pool, [{"hand": ["Altar of Dagon"]}, {}], phase=Phase.PREPARATION)
    altar = find_card(state, "Altar of Dagon")
    result = step(state, PlayCard(altar, CardType.ARTIFACT))
    assert result.state.instance(altar).face_down
    mine, theirs = observe(result.state, P1), observe(result.state, P2)
    assert mine.me.artifact_pile == ZoneView((altar,), 0)
    assert theirs.players[P1].artifact_pile == ZoneView((), 1)
    assert (can_see(result.state, P1, altar), can_see(result.state, P2, altar)) == (True, False)
    (moved,) = [e for e in events_for(result, P2) if isinstance(e, HiddenCardMoved)]
    assert (moved.from_zone, moved.to_zone) == (Zone.HAND, Zone.ARTIFACT_PILE)
    line = "Player 1 puts a card face down on the Artifact pile."
    assert describe(moved, result.state, P2) == line
    assert describe(result.events[0], result.state, P2) == line
    assert describe(result.events[0], result.state, P1) == (
        "Player 1 puts Altar of Dagon face down on the Artifact pile."
    )
    for seat in (P1, P2):
        check_step(state, result, seat)


def test_a_draw_is_told_to_the_opponent_as_a_card() -> None:
    dealt = start_game(load_starter_decks(), seed=5)
    drawn = [e for e in dealt.events if isinstance(e, CardMoved) and e.to_zone is Zone.HAND]
    theirs = [e for e in events_for(dealt, P2) if isinstance(e, HiddenCardMoved)]
    assert len(theirs) == sum(1 for e in drawn if e.to_player == P1)
    assert {describe(e, dealt.state, P2) for e in theirs} == {"Player 1 draws a card."}
    first = next(e for e in drawn if e.to_player == P1)
    name = dealt.state.card(first.card).name
    assert describe(first, dealt.state) == f"Player 1 draws {name}."
    assert describe(first, dealt.state, P1) == f"Player 1 draws {name}."
    assert describe(first, dealt.state, P2) == "Player 1 draws a card."


def test_a_drawing_ability_names_its_cards_to_the_drawer_only() -> None:
    # the engine names the drawer alone as seeing the cards an effect draws (REG: Draw)
    drawn = (InstanceId(4), InstanceId(5))
    event = EffectCarriedOut(P1, InstanceId(0), "draw", drawn, (P1,))
    state = start_game(load_starter_decks(), seed=5).state
    assert events_for([event], P1) == (event,)
    assert events_for([event], P2) == (evolve(event, cards=(), hidden=2),)
    assert describe(event, state, P2) == f"{state.card(InstanceId(0)).name}: draw 2 cards."


def test_a_look_at_a_deck_is_seen_by_the_looker_only() -> None:
    # an effect's event names the players whose places it acted on; only the player carrying
    # out a look sees the cards (REG: Look)
    state = start_game(load_starter_decks(), seed=4).state
    top = state.players[P1].deck[:3]
    looked = EffectCarriedOut(P2, state.players[P2].hand[0], "look", top, (P1, P2))
    result = Step(state, (looked,))
    assert events_for(result, P2) == (looked,)
    assert events_for(result, P1) == (evolve(looked, cards=(), hidden=3),)
    assert describe(looked, state, P1) == describe(evolve(looked, cards=(), hidden=3), state)
    own = evolve(looked, cards=state.players[P1].hand[:2])
    assert events_for(Step(state, (own,)), P1) == (own,)  # a player sees their own hand


def test_a_look_and_a_search_are_seen_by_the_searcher_only(starter: CardPool) -> None:
    # Angelic Guidance: look at an opponent's hand, then "you may search your deck for a
    # silver card"
    state = build_position(
        starter,
        [
            {
                "territory": ["Gabriel (I)"],
                "hand": ["Angelic Guidance (I)", "Samson (J)"],
                "deck": ["Legion of Angels", "Samson (J)"],
            },
            {"hand": ["Achan (I)"]},
        ],
        phase=Phase.PREPARATION,
    )
    guidance, gabriel = find_card(state, "Angelic Guidance (I)"), find_card(state, "Gabriel (I)")
    achan = find_card(state, "Achan (I)")
    looked = step(state, PlayEnhancement(guidance, gabriel))
    mine, theirs = events_for(looked, P1), events_for(looked, P2)
    assert CardsLooked(P1, (achan,), (P1,)) in mine
    assert CardsLooked(P1, (), (P1,), hidden=1) in theirs
    assert describe(CardsLooked(P1, (achan,), (P1,)), looked.state, P1) == (
        "Player 1 looks at Achan (I)."
    )
    assert achan in observe(looked.state, P1).shown  # while the ability resolves
    assert observe(looked.state, P2).shown == ()
    asked = apply(looked.state, ChooseOption(0))
    legion = find_card(state, "Legion of Angels")
    searching = observe(asked, P1)
    assert legion in searching.shown
    assert searching.card(legion).key == state.cards[legion].key
    assert searching.decision == asked.decision
    watching = observe(asked, P2)
    assert watching.decision is not None
    assert watching.decision.question is None
    assert legion not in {card.id for card in watching.cards}
    found = step(asked, ChooseCard(legion))
    assert PileSearched(P1, P1, Zone.DECK, (P1,)) in events_for(found, P2)
    for seat in (P1, P2):
        check_step(asked, found, seat)


def test_a_blocker_looking_at_a_hand_shows_it_to_no_one_else(starter: CardPool) -> None:
    state = build_position(
        starter,
        [
            {"territory": ["Gideon (J)"], "hand": ["Samson (J)"]},
            {"hand": ["Shaphat (I)"], "land_of_bondage": [SOUL]},
        ],
        phase=Phase.BATTLE,
    )
    attacked = step(state, Attack(find_card(state, "Gideon (J)"), P2))
    blocked = step(attacked.state, Block(find_card(state, "Shaphat (I)")))
    samson = find_card(state, "Samson (J)")
    assert CardsLooked(P2, (samson,), (P2,)) in events_for(blocked, P2)
    assert CardsLooked(P2, (), (P2,), hidden=1) in events_for(blocked, P1)
    for seat in (P1, P2):
        check_step(attacked.state, blocked, seat)
        check_view(blocked.state, seat)


# -- bad input ----------------------------------------------------------------------------------


@pytest.mark.parametrize("player", [7, 2, -1, True, "0", None])
def test_a_player_not_in_the_game_is_refused(player: object) -> None:
    dealt = start_game(load_starter_decks(), seed=1)
    with pytest.raises(UnknownPlayerError, match="is not in this game") as raised:
        observe(dealt.state, player)  # type: ignore[arg-type]
    assert raised.value.player == player
    assert raised.value.players == 2
    with pytest.raises(UnknownPlayerError, match=r"player ids are 0 to 1"):
        events_for(dealt, player)  # type: ignore[arg-type]
    if player is not None:  # no player: the table's account
        with pytest.raises(UnknownPlayerError):
            describe(dealt.events[0], dealt.state, player)  # type: ignore[arg-type]
    with pytest.raises(UnknownPlayerError):
        can_see(dealt.state, player, InstanceId(0))  # type: ignore[arg-type]


def test_events_alone_refuse_only_what_no_game_seats() -> None:
    dealt = start_game(load_starter_decks(), seed=1)
    outsider = events_for(dealt.events, PlayerId(7))  # no game to tell: a seat is assumed
    assert len(outsider) == len(dealt.events)
    assert not any(isinstance(event, CardMoved) and event.seen_by for event in outsider)
    with pytest.raises(UnknownPlayerError, match="player ids are 0, 1"):
        events_for(dealt.events, PlayerId(-1))
    with pytest.raises(UnknownPlayerError, match="player ids are 0 to 1"):
        events_for(dealt.events, PlayerId(2), state=dealt.state)


# -- random games -------------------------------------------------------------------------------


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game_states(max_steps=120), st.data())
def test_views_of_random_states_hide_what_is_hidden(state: GameState, data: st.DataObject) -> None:
    seats = [PlayerId(seat) for seat in range(len(state.players))]
    chooser = random.Random(data.draw(st.integers(0, 2**32)))  # noqa: S311 - test data
    for seat in seats:
        view = check_view(state, seat)
        assert from_json(to_json(view), Observation) == view
        assert observe(hidden_variant(state, seat, chooser), seat) == view
    if not state.is_over:
        result = step(state, data.draw(actions(state)))
        for seat in seats:
            check_step(state, result, seat)


def test_views_leak_nothing_in_starter_games() -> None:
    decks = load_starter_decks()
    steps = sum(check_game(decks, seed) for seed in range(3))
    assert steps > 300


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(4))
def test_views_leak_nothing_in_many_starter_games(chunk: int) -> None:
    decks = load_starter_decks()
    for seed in range(100 + chunk, 140, 4):
        check_game(decks, seed)


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(4))
def test_views_leak_nothing_in_nationals_games(pool: CardPool, chunk: int) -> None:
    decks = _nationals_decks(pool)
    for game in range(chunk, (len(decks) + 1) // 2, 4):  # every deck plays once
        pair = [decks[2 * game], decks[(2 * game + 1) % len(decks)]]
        check_game(pair, game)


@pytest.mark.slow
@pytest.mark.parametrize("game", range(3))  # one test a game: a four-player game takes long
@pytest.mark.parametrize("players", [3, 4])
def test_views_leak_nothing_in_multiplayer_games(pool: CardPool, players: int, game: int) -> None:
    decks = _nationals_decks(pool)
    check_game([decks[(game * 11 + seat * 5) % len(decks)] for seat in range(players)], game)


@pytest.fixture(scope="module")
def starter() -> CardPool:
    return load_starter_cards()


def _nationals_decks(pool: CardPool) -> list[Deck]:
    decks = []
    for path in sorted((DECKS / "nats2024").glob("*.txt")):
        text = path.read_text(encoding="utf-8")
        if "Famine of Egypt" in text:  # a misspelt card the pool does not hold
            continue
        decks.append(parse_deck(text, pool, name=path.stem))
    return decks
