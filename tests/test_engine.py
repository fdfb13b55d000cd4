"""Setup, turns and the end of the game, through the public API (REG: Pre-Game Phase, Turn)."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import TYPE_CHECKING

import pytest
from attrs import evolve

from redemption_rules import (
    Attack,
    CardType,
    ChooseFirstPlayer,
    DecisionKind,
    Deck,
    DeckEntry,
    Decline,
    Discard,
    EndPhase,
    EndReason,
    GameState,
    IllegalAction,
    Phase,
    PlayCard,
    PlayDominant,
    PlayerId,
    RandomAgent,
    RulesError,
    SetupError,
    StateError,
    UnknownNameError,
    Zone,
    apply,
    from_json,
    legal_actions,
    load_starter_cards,
    load_starter_decks,
    start_game,
    step,
    to_json,
)
from redemption_rules import (
    new_game as new_any_game,
)
from redemption_rules.events import CardMoved, DrawSkipped, TurnBegan
from redemption_rules.rulesets import MODERN
from redemption_rules.testing import build_position as build_any_position
from redemption_rules.testing import find_card

if TYPE_CHECKING:
    from redemption_rules import CardPool

build_position = partial(build_any_position, abilities=False)
new_game = partial(new_any_game, abilities=False)
"""Games played by the numbers: these tests pin the turn and battle rules alone."""

P1, P2, P3 = PlayerId(0), PlayerId(1), PlayerId(2)


@pytest.fixture(scope="module")
def starters() -> tuple[Deck, ...]:
    return load_starter_decks()


@pytest.fixture(scope="module")
def starter() -> CardPool:
    return load_starter_cards()


# -- setup -----------------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(20))
def test_opening_hand_replaces_lost_souls(starters: tuple[Deck, ...], seed: int) -> None:
    state = new_game(starters, seed=seed)
    for player in state.players:
        assert len(player.hand) == 8
        assert not any(state.card(card).is_lost_soul for card in player.hand)
        assert all(state.card(card).is_lost_soul for card in player.land_of_bondage)
        assert len(player.deck) + len(player.hand) + len(player.land_of_bondage) == 50


def test_shuffle_depends_on_the_seed(starters: tuple[Deck, ...]) -> None:
    hands = {new_game(starters, seed=seed).players[0].hand for seed in range(10)}
    assert len(hands) == 10
    assert new_game(starters, seed=3) == new_game(starters, seed=3)


def test_modern_a_random_player_chooses_who_goes_first(starters: tuple[Deck, ...]) -> None:
    choosers = Counter()
    for seed in range(40):
        state = new_game(starters, seed=seed)
        assert state.decision is not None
        assert state.decision.kind is DecisionKind.CHOOSE_FIRST_PLAYER
        assert legal_actions(state) == [ChooseFirstPlayer(P1), ChooseFirstPlayer(P2)]
        choosers[state.to_act] += 1
    assert set(choosers) == {P1, P2}


def test_modern_only_the_first_player_skips_the_first_draw(starters: tuple[Deck, ...]) -> None:
    state = new_game(starters, seed=1)
    result = step(state, ChooseFirstPlayer(P2))
    assert DrawSkipped(P2, "the first round's draw is skipped") in result.events
    state = result.state
    assert state.active == P2
    assert state.phase is Phase.PREPARATION
    assert len(state.players[P2].hand) == 8
    state = apply(apply(state, EndPhase()), EndPhase())  # no battle
    hand_before = len(state.players[P1].hand)
    state = apply(state, EndPhase())  # the turn ends; player 1 draws three
    assert state.active == P1
    assert len(state.players[P1].hand) == hand_before + 3


def test_fourth_edition_most_lost_souls_chooses(starters: tuple[Deck, ...]) -> None:
    for seed in range(30):
        state = new_game(starters, seed=seed, ruleset="fourth")
        souls = [len(player.land_of_bondage) for player in state.players]
        assert state.to_act is not None
        assert souls[state.to_act] == max(souls)


def _pass_turn(state: GameState) -> tuple[GameState, list[object]]:
    """End the Preparation and Battle phases, discard down to the limit, end the turn."""
    state = apply(apply(state, EndPhase()), EndPhase())
    while EndPhase() not in legal_actions(state):
        state = apply(state, Discard(state.players[state.active].hand[0]))
    result = step(state, EndPhase())
    return result.state, list(result.events)


@pytest.mark.parametrize(("ruleset", "skipping"), [("fourth", [P2, P3]), ("modern", [])])
def test_round_one_draw_with_three_players(
    starters: tuple[Deck, ...], ruleset: str, skipping: list[PlayerId]
) -> None:
    decks = [starters[0], starters[1], starters[0]]
    state = apply(new_game(decks, seed=2, ruleset=ruleset), ChooseFirstPlayer(P1))
    skipped = []
    for _ in range(3):
        state, events = _pass_turn(state)
        skipped += [e.player for e in events if isinstance(e, DrawSkipped)]
    # Player 1 skipped before the loop in both rulesets; round two draws for everyone.
    assert skipped == skipping
    assert state.round == 2
    assert state.active == P1
    assert state.seats == (P1, P2, P3)


def test_classic_picks_the_first_player_at_random(starters: tuple[Deck, ...]) -> None:
    firsts = set()
    for seed in range(20):
        state = new_game(starters, seed=seed, ruleset="classic")
        assert state.decision is not None
        assert state.decision.kind is DecisionKind.PREPARATION
        firsts.add(state.first_player)
    assert firsts == {P1, P2}


def test_turns_pass_to_the_left(starters: tuple[Deck, ...]) -> None:
    state = apply(new_game([*starters, starters[0]], seed=4), ChooseFirstPlayer(P2))
    order = [state.active]
    for _ in range(5):
        state, _ = _pass_turn(state)
        order.append(state.active)
    assert order == [P2, P3, P1, P2, P3, P1]


def test_player_count_is_checked(starters: tuple[Deck, ...]) -> None:
    with pytest.raises(SetupError, match="plays 2 or more players; got 1 decks"):
        new_game([starters[0]], seed=1)
    four_at_most = evolve(MODERN, name="table of four", max_players=4)
    with pytest.raises(SetupError, match="plays 2 to 4 players; got 5 decks"):
        new_game([starters[0]] * 5, seed=1, ruleset=four_at_most)
    with pytest.raises(ValueError, match="max_players must be None or at least min_players"):
        evolve(MODERN, max_players=1)


@pytest.mark.parametrize("ruleset", ["modern", "fourth", "classic"])
@pytest.mark.parametrize("count", [5, 6])
def test_new_game_takes_any_number_of_players_the_rules_allow(
    starters: tuple[Deck, ...], ruleset: str, count: int
) -> None:
    state = new_game([starters[seat % 2] for seat in range(count)], seed=count, ruleset=ruleset)
    assert len(state.players) == count
    assert all(len(player.hand) == 8 for player in state.players)
    agents = [RandomAgent(seed=seat) for seat in range(count)]
    while not state.is_over:
        assert state.problems() == []
        state = apply(state, agents[state.to_act or 0].choose(state))
    assert state.winner is None or 0 <= state.winner < count


def test_empty_deck_is_refused(starters: tuple[Deck, ...]) -> None:
    with pytest.raises(SetupError, match="no cards"):
        new_game([starters[0], Deck(name="empty")], seed=1)


def test_unknown_ruleset(starters: tuple[Deck, ...]) -> None:
    with pytest.raises(KeyError, match="modern"):
        new_game(starters, seed=1, ruleset="seventh")


def test_deal_events_show_every_card_drawn(starters: tuple[Deck, ...]) -> None:
    result = start_game(starters, seed=9)
    moved = [e for e in result.events if isinstance(e, CardMoved)]
    dealt = sum(len(p.hand) + len(p.land_of_bondage) for p in result.state.players)
    assert len(moved) == dealt


# -- the draw phase ------------------------------------------------------------------------------


def test_empty_deck_draws_nothing_and_the_game_goes_on(starter: CardPool) -> None:
    state = build_position(
        starter,
        [{"hand": ["Gideon (J)"]}, {"land_of_bondage": ["Lost Soul Luke 13:25 (J)"]}],
        phase=Phase.DISCARD,
    )
    result = step(state, EndPhase())
    assert DrawSkipped(P2, "the deck is empty") in result.events
    assert not result.state.is_over
    assert result.state.active == P2


def test_lost_souls_drawn_go_to_the_land_of_bondage_and_are_replaced(starter: CardPool) -> None:
    deck = [
        "Lost Soul Luke 13:25 (J)",
        "Gideon (J)",
        "Lost Soul Luke 15:13 (J)",
        "Lost Soul Luke 19:10 (J)",
        "Samson (J)",
        "Ruth (J)",
        "Naomi (J)",
    ]
    state = build_position(starter, [{}, {"deck": deck}], phase=Phase.DISCARD)
    state = apply(state, EndPhase())
    me = state.players[P2]
    names = [state.card(card).name for card in me.hand]
    assert names == ["Gideon (J)", "Samson (J)", "Ruth (J)"]
    assert len(me.land_of_bondage) == 3
    assert [state.card(card).name for card in me.deck] == ["Naomi (J)"]


# -- preparation and the discard phase -----------------------------------------------------------


def test_preparation_puts_cards_into_play(pool: CardPool) -> None:
    hand = ["Gideon (J)", "Denarius (I/J+)", "Strife", "Fiery Darts (J)"]
    state = build_position(pool, [{"hand": hand}, {}])
    gideon, denarius = find_card(state, "Gideon (J)"), find_card(state, "Denarius (I/J+)")
    strife, darts = find_card(state, "Strife"), find_card(state, "Fiery Darts (J)")
    actions = legal_actions(state)
    assert PlayCard(gideon, CardType.HERO) in actions
    assert PlayCard(denarius, CardType.ARTIFACT) in actions
    assert PlayDominant(strife) in actions
    assert not any(getattr(action, "card", None) == darts for action in actions)
    state = apply(state, PlayCard(denarius, CardType.ARTIFACT))
    assert denarius in state.players[P1].artifact_pile
    assert state.instance(denarius).face_down
    state = apply(state, PlayDominant(strife))
    assert strife in state.players[P1].discard_pile
    state = apply(state, PlayCard(gideon, CardType.HERO))
    assert state.instance(gideon).identity is CardType.HERO
    with pytest.raises(IllegalAction, match=r"not a Hero|not put into play"):
        apply(state, PlayCard(darts, CardType.HERO))


def test_a_dual_character_is_played_as_either(pool: CardPool) -> None:
    dual = next(
        card.name
        for card in pool
        if card.types == (CardType.HERO, CardType.EVIL_CHARACTER) and pool.versions(card.name)
    )
    state = build_position(pool, [{"hand": [dual]}, {}])
    card = find_card(state, dual)
    assert PlayCard(card, CardType.HERO) in legal_actions(state)
    assert PlayCard(card, CardType.EVIL_CHARACTER) in legal_actions(state)
    state = apply(state, PlayCard(card, CardType.EVIL_CHARACTER))
    assert state.instance(card).identity is CardType.EVIL_CHARACTER
    state = apply(state, EndPhase())
    assert not any(isinstance(a, Attack) for a in legal_actions(state))  # it blocks, not attacks


def test_discard_down_to_the_hand_limit(starter: CardPool) -> None:
    names = [card.name for card in starter if card.types == (CardType.GOOD_ENHANCEMENT,)][:10]
    state = build_position(starter, [{"hand": names}, {}], phase=Phase.DISCARD)
    assert EndPhase() not in legal_actions(state)
    with pytest.raises(IllegalAction, match="discard down to 8"):
        apply(state, EndPhase())
    state = apply(state, Discard(state.players[P1].hand[0]))
    assert EndPhase() not in legal_actions(state)
    state = apply(state, Discard(state.players[P1].hand[0]))
    assert len(state.players[P1].hand) == 8
    assert EndPhase() in legal_actions(state)
    assert not any(isinstance(action, Discard) for action in legal_actions(state))


# -- the end of the game ---------------------------------------------------------------------


def test_round_limit_ends_the_game_most_souls_wins(starter: CardPool) -> None:
    state = build_position(
        starter,
        [
            {"land_of_redemption": ["Lost Soul Luke 13:25 (J)"], "deck": ["Gideon (J)"]},
            {"land_of_bondage": ["Lost Soul Luke 15:13 (J)"], "deck": ["Samson (J)"]},
        ],
        phase=Phase.DISCARD,
        turn=MODERN.round_limit * 2,
    )
    end = apply(state, EndPhase())
    assert end.is_over
    assert end.winner == P1
    assert end.result is not None
    assert end.result.reason is EndReason.ROUND_LIMIT


def test_round_limit_with_equal_souls_is_a_draw(starter: CardPool) -> None:
    state = build_position(
        starter,
        [{"deck": ["Gideon (J)"]}, {"deck": ["Samson (J)"]}],
        phase=Phase.DISCARD,
        turn=MODERN.round_limit * 2,
    )
    end = apply(state, EndPhase())
    assert end.is_over
    assert end.winner is None


def _last_soul_position(starter: CardPool, ruleset: str) -> GameState:
    state = build_position(
        starter,
        [
            {"territory": ["Gideon (J)"], "land_of_redemption": ["Lost Soul Luke 13:25 (J)"]},
            {"land_of_bondage": ["Lost Soul Luke 15:13 (J)"]},
        ],
        phase=Phase.BATTLE,
        ruleset=ruleset,
    )
    return apply(state, Attack(find_card(state, "Gideon (J)"), P2))


def test_fourth_edition_ends_when_nobody_can_reach_five(starter: CardPool) -> None:
    end = apply(_last_soul_position(starter, "fourth"), Decline())  # 2 of 5, none left
    assert end.is_over
    assert end.result is not None
    assert end.result.reason is EndReason.UNREACHABLE
    assert end.winner == P1


@pytest.mark.parametrize("ruleset", ["modern", "classic"])
def test_other_rules_play_on_when_nobody_can_reach_five(starter: CardPool, ruleset: str) -> None:
    end = apply(_last_soul_position(starter, ruleset), Decline())
    assert not end.is_over
    assert end.phase is Phase.DISCARD
    assert len(end.players[P1].land_of_redemption) == 2


def test_a_fourth_edition_game_with_no_lost_souls_ends_at_once(starter: CardPool) -> None:
    deck = Deck([DeckEntry(50, starter.get("Gideon (J)"))], name="Gideons")
    state = new_game([deck, deck], seed=1, ruleset="fourth")
    assert state.is_over
    assert state.winner is None
    assert legal_actions(state) == []
    assert not new_game([deck, deck], seed=1).is_over


def test_classic_every_player_skips_the_first_draw(starters: tuple[Deck, ...]) -> None:
    state = new_game(starters, seed=3, ruleset="classic")
    first = state.active
    hand = len(state.players[first].hand)
    state, events = _pass_turn(state)
    second = state.active
    assert second != first
    assert DrawSkipped(second, "the first round's draw is skipped") in events
    state, events = _pass_turn(state)  # round two: the first player draws again
    assert state.active == first
    assert not any(isinstance(e, DrawSkipped) for e in events)
    assert len(state.players[first].hand) >= min(hand, 8)


def test_classic_puts_only_characters_into_territory(pool: CardPool) -> None:
    setup = [{"hand": ["Gideon (J)", "Canaan", "Lost Soul Luke 13:25 (J)"]}, {}]
    modern = build_position(pool, setup)
    classic = build_position(pool, setup, ruleset="classic")
    canaan, gideon = find_card(modern, "Canaan"), find_card(modern, "Gideon (J)")
    assert PlayCard(canaan, CardType.SITE) in legal_actions(modern)
    assert PlayCard(canaan, CardType.SITE) not in legal_actions(classic)
    assert PlayCard(gideon, CardType.HERO) in legal_actions(classic)
    with pytest.raises(IllegalAction, match="only characters into territory"):
        apply(classic, PlayCard(canaan, CardType.SITE))


# -- bad input never changes a state -----------------------------------------------------------


def test_wrong_kind_of_action_names_the_decision(starters: tuple[Deck, ...]) -> None:
    state = new_game(starters, seed=1)
    copy = to_json(state)
    with pytest.raises(IllegalAction, match="choose_first_player decision") as info:
        apply(state, EndPhase())
    assert info.value.action == EndPhase()
    assert to_json(state) == copy


def test_card_not_in_hand(starters: tuple[Deck, ...]) -> None:
    state = apply(new_game(starters, seed=1), ChooseFirstPlayer(P1))
    theirs = state.players[P2].hand[0]
    with pytest.raises(IllegalAction, match="not in player 1's hand"):
        apply(state, PlayCard(theirs, CardType.HERO))
    with pytest.raises(IllegalAction, match="card 9999 names no card"):
        apply(state, PlayCard(9999, CardType.HERO))  # type: ignore[arg-type]


def test_turn_counter_and_events(starters: tuple[Deck, ...]) -> None:
    result = step(new_game(starters, seed=1), ChooseFirstPlayer(P1))
    assert TurnBegan(P1, 1, 1) in result.events
    assert result.state.turn == 1
    assert result.state.round == 1


def test_bad_json_is_a_state_error(starters: tuple[Deck, ...]) -> None:
    state = new_game(starters, seed=1)
    with pytest.raises(StateError, match="not JSON"):
        from_json("{not json", GameState)
    text = to_json(state).replace('"turn": 0', '"turn": "zero"')
    with pytest.raises(StateError, match="turn"):
        from_json(text, GameState)
    text = to_json(state).replace('"turn": 0', '"turn": 0, "colour": "blue"')
    with pytest.raises(StateError, match="colour"):
        from_json(text, GameState)


def test_evolve_keeps_the_state_valid(starters: tuple[Deck, ...]) -> None:
    state = new_game(starters, seed=1)
    changed = evolve(state, turn=5)
    assert changed.turn == 5
    assert state.turn == 0
    assert changed.card(0) == state.card(0)
    assert state.locate(state.players[P1].hand[0]) == (P1, Zone.HAND)


def test_json_of_an_impossible_state_is_refused(starters: tuple[Deck, ...]) -> None:
    state = new_game(starters, seed=1)
    hand = state.players[P1].hand
    twice = evolve(state.players[P1], deck=(*state.players[P1].deck, hand[0]))
    broken = evolve(state, players=(twice, state.players[P2]))
    assert broken.problems() == [f"card {hand[0]} is in player 0's deck and in player 0's hand"]
    with pytest.raises(StateError, match=f"card {hand[0]} is in player 0's deck and in"):
        from_json(to_json(broken), GameState)
    lost = evolve(state, players=(evolve(state.players[P1], hand=hand[1:]), state.players[P2]))
    with pytest.raises(StateError, match=rf"cards \[{hand[0]}\] are in no zone"):
        from_json(to_json(lost), GameState)
    assert from_json(to_json(state), GameState) == state


def test_an_unknown_ruleset_is_a_rules_error_that_is_also_a_key_error(
    starters: tuple[Deck, ...],
) -> None:
    with pytest.raises(UnknownNameError, match="no ruleset named 'seventh'; known: classic") as e:
        new_game(starters, seed=1, ruleset="seventh")
    assert isinstance(e.value, RulesError)
    assert isinstance(e.value, KeyError)
    assert e.value.name == "seventh"
    assert str(e.value).startswith("no ruleset")


def test_a_card_id_tells_whose_card_it_is_but_not_which() -> None:
    # ids in deck-list order would tell anyone who knows a list what a hidden id is
    decks = load_starter_decks()
    first, second = new_game(decks, seed=1), new_game(decks, seed=2)
    size = decks[0].size + len(decks[0].reserve_cards())
    for state in (first, second):
        assert {c.owner for c in state.cards[:size]} == {PlayerId(0)}
        assert {c.owner for c in state.cards[size:]} == {PlayerId(1)}
    keys = [card.key for card in first.cards]
    assert keys != [card.key for card in second.cards]
    listed = [card.key for card in (*decks[0].cards(), *decks[0].reserve_cards())]
    assert keys[:size] != listed
    assert sorted(keys[:size]) == sorted(listed)
