"""Random games on real decks, played to the end with invariants checked after every step.

For each ruleset, 200 seeded games of Starter I against Starter J: no card lost or in two
places, exactly one player to act, legal actions until the game is over, ``apply`` leaves its
input equal to a copy, and the JSON round trip gives an equal state. The same seed and
actions give the same final state. A further set of games uses nationals tournament decks and
three or four players.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import TYPE_CHECKING

import pytest
from attrs import evolve
from tests.conftest import DECKS

from redemption_rules import (
    ActivateArtifact,
    CardType,
    GameState,
    GreedyAgent,
    PlayDominant,
    PlayEnhancement,
    UseAbility,
    Zone,
    apply,
    from_json,
    legal_actions,
    load_starter_decks,
    new_game,
    parse_deck,
    step,
    to_json,
)
from redemption_rules.cards.identifiers import has_identifier
from redemption_rules.decks import DeckEntry
from redemption_rules.effects import duration
from redemption_rules.table import Table

if TYPE_CHECKING:
    from redemption_rules import Action, CardPool, Deck

GAMES_PER_RULESET = 200
CHUNKS = 10
"""The games of a ruleset run as this many tests, so parallel runners can share them."""


def check_invariants(state: GameState, *, audited: bool = False) -> list[Action]:
    """What must hold in every state of every game; the actions it offers.

    *audited*: the state's ``problems()`` were found empty already (``from_json`` refuses
    a state with problems), so the audit is not run twice.
    """
    if not audited:
        assert state.problems() == []
    check_cards_placed_once(state)
    for _, zone, cards in state.all_zones():
        if zone is Zone.LAND_OF_BONDAGE:  # Lost Souls, and characters held captive
            assert all(
                state.card(card).is_lost_soul or state.instance(card).captured for card in cards
            ), zone
        if zone is Zone.LAND_OF_REDEMPTION:  # Lost Souls, and captured humans rescued
            assert all(
                state.card(card).is_lost_soul or has_identifier(state.card(card), "human")
                for card in cards
            ), zone
        for card in cards:  # a Lost Soul in territory is one held by a Site
            if zone is Zone.TERRITORY and state.card(card).is_lost_soul:
                holder = state.instance(card).held_by
                assert holder is not None
                assert holder in cards
                assert state.instance(holder).identity is CardType.SITE
    actions = legal_actions(state)
    if state.is_over:
        assert state.to_act is None
        assert actions == []
    else:
        assert state.to_act is not None
        assert 0 <= state.to_act < len(state.players)
        assert actions, "a running game must offer an action"
        assert len(set(actions)) == len(actions)
    for player in state.players:
        assert len(player.land_of_redemption) <= state.ruleset.souls_to_win
    return actions


def check_cards_placed_once(state: GameState, where: object = "") -> None:
    """No card in two places and none lost: each is in one zone or a free token record."""
    seen: Counter[int] = Counter(card for _, _, cards in state.all_zones() for card in cards)
    seen.update(state.tokens)  # the free token records: out of the game, a place of their own
    duplicated = [card for card, count in seen.items() if count > 1]
    assert not duplicated, f"{where} cards in two places: {duplicated}"
    missing = set(range(len(state.cards))) - set(seen)
    assert not missing, f"{where} cards lost: {sorted(missing)}"


def play_checked(
    decks: list[Deck], seed: int, ruleset: str, *, round_trip: bool = True
) -> tuple[GameState, list[Action]]:
    chooser = random.Random(seed)  # noqa: S311 - game play
    state = new_game(decks, seed=seed, ruleset=ruleset)
    history: list[Action] = []
    while True:
        text = to_json(state)
        if round_trip:
            copy = from_json(text, GameState)  # audited as it is read
            assert copy == state
        actions = check_invariants(state, audited=round_trip)
        if state.is_over:
            return state, history
        action = chooser.choice(actions)
        after = apply(state, action)
        if round_trip:  # the copy read back from the JSON text is the input as it was
            assert state == copy, "apply changed its input"
        else:
            assert to_json(state) == text, "apply changed its input"
        history.append(action)
        state = after


@pytest.fixture(scope="module")
def starters() -> list[Deck]:
    return list(load_starter_decks())


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(CHUNKS))
@pytest.mark.parametrize("ruleset", ["modern", "fourth", "classic"])
def test_random_games_keep_every_invariant(starters: list[Deck], ruleset: str, chunk: int) -> None:
    reasons: Counter[str] = Counter()
    seeds = range(chunk, GAMES_PER_RULESET, CHUNKS)
    for seed in seeds:
        final, history = play_checked(starters, seed, ruleset)
        assert final.is_over
        assert final.result is not None
        reasons[final.result.reason.value] += 1
        if seed % 25 == 0:
            replay = new_game(starters, seed=seed, ruleset=ruleset)
            for action in history:
                replay = step(replay, action).state
            assert replay == final
            assert to_json(replay) == to_json(final)
    assert sum(reasons.values()) == len(seeds)
    assert reasons["souls"] > 0  # games are won by rescuing, not only by the time limit


def test_same_seed_same_game(starters: list[Deck]) -> None:
    first, actions = play_checked(starters, 12345, "modern", round_trip=False)
    second, again = play_checked(starters, 12345, "modern", round_trip=False)
    assert actions == again
    assert to_json(first) == to_json(second)
    other, _ = play_checked(starters, 54321, "modern", round_trip=False)
    assert to_json(other) != to_json(first)


def test_a_withdrawn_warrior_keeps_a_weapon_another_player_owns(starters: list[Deck]) -> None:
    # four greedy players, seed 18: at step 226 a withdraw sends home a warrior equipped
    # with a weapon another player owns; the weapon went to its owner's territory, still
    # equipped to a warrior in another one
    decks = [starters[0], starters[1], starters[0], starters[1]]
    state = new_game(decks, seed=18)
    agents = [GreedyAgent() for _ in decks]
    while not state.is_over:
        state = step(state, agents[state.to_act].choose(state)).state
        assert state.problems() == [], state.turn


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4])
def test_multiplayer_games_end(pool: CardPool, players: int) -> None:
    decks = _nationals_decks(pool, players)
    for seed in range(5):  # more games of 3 and 4 players in the Nationals test below
        final, _ = play_checked(decks, seed, "modern", round_trip=seed == 0)
        assert final.is_over


@pytest.mark.slow
def test_tournament_decks_play_to_the_end(pool: CardPool) -> None:
    decks = _nationals_decks(pool, 8)
    for seed in range(8):
        pair = [decks[seed], decks[(seed + 3) % len(decks)]]
        final, _ = play_checked(pair, seed, "modern", round_trip=seed < 2)
        assert final.is_over


@pytest.mark.slow
def test_games_with_abilities_used_by_choice(pool: CardPool, starters: list[Deck]) -> None:
    # Starter I with cards its purple and silver Heroes use whenever their player chooses,
    # "while in battle" (Sling Stones) and "at any time" (Seventh Seal); Starter J with
    # star cards, used when drawn (Cut Off)
    mine = (
        DeckEntry(3, pool.get("Sling Stones (LoC)")),
        DeckEntry(2, pool.get("Seventh Seal (RoJ AB)")),
    )
    first, second = starters
    decks = [
        evolve(first, main=first.main + mine),
        evolve(second, main=(*second.main, DeckEntry(4, pool.get("Cut Off")))),
    ]
    used: Counter[str] = Counter()
    for seed in range(12):
        final, history = play_checked(decks, seed, "modern", round_trip=seed < 3)
        assert final.is_over
        for action in history:
            if isinstance(action, UseAbility):
                used[final.card(action.card).name] += 1
    assert used["Cut Off"] > 0
    assert used["Sling Stones (LoC)"] + used["Seventh Seal (RoJ AB)"] > 0


NATIONALS_GAMES = 1000
NATIONALS_CHUNKS = 20
AUDIT_EVERY = 5
"""The whole audit (``problems``) costs a fifth of a step; it runs on every fifth state."""


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(NATIONALS_CHUNKS))
def test_nationals_games_keep_every_invariant(pool: CardPool, chunk: int) -> None:
    # 1,000 seeded games between the 2024 Nationals decks, 2 to 4 of them drawn from each
    # game's seed (as benchmarks/nationals_games.py draws them), abilities carried out.
    # After every step: no card in two places or lost, an action for the player to act;
    # every AUDIT_EVERY-th state and the last are audited whole (links and records sound);
    # the fuller checks of play_checked run on the fewer games above
    decks = _nationals_decks(pool, 57)
    for seed in range(chunk, NATIONALS_GAMES, NATIONALS_CHUNKS):
        picker = random.Random(f"decks {seed}")  # noqa: S311 - game setup
        chosen = picker.sample(decks, picker.randint(2, 4))
        chooser = random.Random(seed)  # noqa: S311 - game play
        state = new_game(chosen, seed=seed)
        steps = 0
        while not state.is_over:
            if steps % AUDIT_EVERY == 0:
                assert state.problems() == [], (seed, state.turn)
            check_cards_placed_once(state, (seed, state.turn))
            actions = legal_actions(state)
            assert actions, seed
            state = step(state, chooser.choice(actions)).state
            steps += 1
        assert state.problems() == [], seed
        assert state.result is not None, seed


KEEN_GAMES = 90
KEEN_CHUNKS = 6
KEEN: tuple[type, ...] = (UseAbility, PlayDominant, PlayEnhancement, ActivateArtifact)
"""What players keen on abilities take when offered: a card's ability, a Dominant, an
Enhancement, an Artifact to activate."""


@pytest.mark.slow
@pytest.mark.parametrize("chunk", range(KEEN_CHUNKS))
def test_games_of_players_keen_on_abilities_keep_every_invariant(
    pool: CardPool, chunk: int
) -> None:
    # a random choice among all legal actions passes most windows, so most abilities are
    # never used; here each player takes an ability, Dominant, Enhancement or Artifact when
    # one is offered four times in five, between 2 to 4 Nationals decks, in each ruleset in
    # turn, and every state is audited whole (a captured convert was released as a Hero it
    # could not be: found only so)
    decks = _nationals_decks(pool, 57)
    rulesets = ("modern", "fourth", "classic")
    for seed in range(chunk, KEEN_GAMES, KEEN_CHUNKS):
        picker = random.Random(f"keen decks {seed}")  # noqa: S311 - game setup
        chosen = picker.sample(decks, picker.randint(2, 4))
        chooser = random.Random(seed)  # noqa: S311 - game play
        state = new_game(chosen, seed=seed, ruleset=rulesets[seed % 3])
        while not state.is_over:
            assert state.problems() == [], (seed, state.turn)
            check_cards_placed_once(state, (seed, state.turn))
            actions = legal_actions(state)
            assert actions, seed
            keen = [action for action in actions if isinstance(action, KEEN)]
            pool_of = keen if keen and chooser.random() < 0.8 else actions
            state = step(state, chooser.choice(pool_of)).state
        assert state.problems() == [], seed
        assert state.result is not None, seed


MIRROR = "nats2024_10th_shon_sievers"
"""A Nationals deck whose cards' lasting effects follow their words: Babel (FoM), Wall of
Protection (LoC), Storehouse [IR], Lost Souls "Crowds" ("While you have drawn 4 or fewer
cards this turn, protect your hand and deck from opponents' cards"), "Distressed", "Salty"."""


@pytest.mark.slow
def test_lasting_effects_cover_what_their_words_name_at_every_decision(pool: CardPool) -> None:
    # at every decision the lasting effects in play are followed already: following them
    # again changes nothing (a question asked after a card moved, a new turn's "while")
    deck = parse_deck((DECKS / "nats2024" / f"{MIRROR}.txt").read_text(), pool, name=MIRROR)
    for seed in range(3):
        chooser = random.Random(seed)  # noqa: S311 - game play
        state = new_game([deck, deck], seed=seed)
        while not state.is_over:
            table = Table(state)
            duration.follow(table)
            followed = table.freeze()
            assert followed.protections == state.protections, (seed, state.turn, state.phase)
            assert followed.preventions == state.preventions, (seed, state.turn, state.phase)
            assert followed.lasting == state.lasting, (seed, state.turn, state.phase)
            state = step(state, chooser.choice(legal_actions(state))).state


def _nationals_decks(pool: CardPool, count: int) -> list[Deck]:
    paths = sorted((DECKS / "nats2024").glob("*.txt"))
    decks = []
    for path in paths:
        text = path.read_text(encoding="utf-8")
        if "Famine of Egypt" in text:
            continue
        decks.append(parse_deck(text, pool, name=path.stem))
        if len(decks) == count:
            break
    return decks
