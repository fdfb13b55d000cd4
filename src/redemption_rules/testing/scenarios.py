"""Scenario builders: set up a position from card names, as a rulebook example does.

>>> from redemption_rules import Attack, apply, load_starter_cards
>>> pool = load_starter_cards()
>>> state = build_position(
...     pool,
...     [{"territory": ["John (I)"]}, {"hand": ["Selfish Kinsman"], "land_of_bondage": [
...         "Lost Soul Proverbs 10:1 (I)"]}],
...     phase=Phase.BATTLE,
... )
>>> john = find_card(state, "John (I)")
>>> apply(state, Attack(john, PlayerId(1))).to_act
1
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from redemption_rules.cards.model import CardType
from redemption_rules.cards.pool import CardPool
from redemption_rules.effects import resolution
from redemption_rules.effects.cards import reserve_tokens
from redemption_rules.rulesets import get_ruleset
from redemption_rules.state import (
    CardInstance,
    Decision,
    DecisionKind,
    GameState,
    InstanceId,
    Phase,
    PlayerId,
    PlayerState,
    Rng,
)
from redemption_rules.table import Table
from redemption_rules.zones import PLAYER_ZONES, Zone

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

    from redemption_rules.cards.model import CardDef
    from redemption_rules.rulesets import Ruleset

_DECISION_FOR_PHASE: Final = {
    Phase.PREPARATION: DecisionKind.PREPARATION,
    Phase.BATTLE: DecisionKind.BATTLE,
    Phase.DISCARD: DecisionKind.DISCARD,
}


def build_position(
    pool: CardPool,
    players: Sequence[Mapping[str, Sequence[str]]],
    *,
    active: int = 0,
    phase: Phase = Phase.PREPARATION,
    ruleset: str | Ruleset = "modern",
    seed: int = 0,
    turn: int = 3,
    abilities: bool = True,
) -> GameState:
    """A game state with exactly the given cards, waiting for *active* in *phase*.

    Each player is a mapping from zone name (``"hand"``, ``"territory"``, ``"deck"`` top card
    first, ``"land_of_bondage"``, ...) to card names.

    Cards put in a territory or a set-aside area take their first character identity (or
    Site, Fortress); cards in an Artifact pile lie face down. *turn* defaults to a turn
    after the first round, so no first-round rule applies. With *abilities* false the cards
    play by their numbers alone. With them, what a Lost Soul or Fortress in play does while
    in play is in effect, as if each had come into play (its abilities activated and carried
    out, active player first).

    Raises:
        KeyError: a card name the pool does not know, or an unknown zone name.
        ValueError: *phase* is not Preparation, Battle or Discard, or an ability of a card in
            play would wait for a player's choice.
    """
    if phase not in _DECISION_FOR_PHASE:
        raise ValueError(f"positions start in Preparation, Battle or Discard, not {phase}")
    definitions: dict[str, CardDef] = {}
    cards: list[CardInstance] = []
    states: list[PlayerState] = []
    for seat, setup in enumerate(players):
        unknown = set(setup) - {zone.value for zone in PLAYER_ZONES}
        if unknown:
            raise KeyError(f"unknown zone(s) {sorted(unknown)}; zones: {_zone_names()}")
        zones: dict[Zone, tuple[InstanceId, ...]] = {}
        for zone in PLAYER_ZONES:
            ids = []
            for name in setup.get(zone.value, ()):
                card = pool.get(name)
                definitions[card.key] = card
                card_id = InstanceId(len(cards))
                identity = _identity_in(zone, card)
                face_down = zone is Zone.ARTIFACT_PILE
                cards.append(CardInstance(card_id, card.key, PlayerId(seat), identity, face_down))
                ids.append(card_id)
            zones[zone] = tuple(ids)
        states.append(PlayerState(PlayerId(seat)).with_zones(zones))
    tokens = reserve_tokens(cards, definitions, len(players)) if abilities else ()
    state = GameState(
        ruleset=get_ruleset(ruleset),
        catalog=CardPool(tuple(definitions.values())),
        cards=tuple(cards),
        players=tuple(states),
        rng=Rng.from_seed(seed),
        phase=phase,
        active=PlayerId(active),
        turn=turn,
        first_player=PlayerId(0),
        decision=Decision(PlayerId(active), _DECISION_FOR_PHASE[phase]),
        abilities=abilities,
        tokens=tokens,
    )
    return _in_play_activated(state)


def find_card(
    state: GameState, name: str, *, player: int | None = None, zone: Zone | None = None
) -> InstanceId:
    """The id of the first card called *name* (optionally in one player's zone).

    Raises:
        KeyError: no such card there.
    """
    for seat, zone_found, cards in state.all_zones():
        if player is not None and seat != player:
            continue
        if zone is not None and zone_found is not zone:
            continue
        for card in cards:
            if state.card(card).name == name or state.card(card).key == name:
                return card
    raise KeyError(f"no card {name!r} in that place")


def _in_play_activated(state: GameState) -> GameState:
    """*state* with the abilities its Lost Souls and Fortresses have in play carried out.

    The position's decision stays the one it was built with.
    """
    table = Table(state)
    if not resolution.activate_in_play(table):
        return state
    decision, table.decision = table.decision, None
    while resolution.queue_pending(table) or table.stack:
        if resolution.run(table):
            raise ValueError("an ability of a card in play waits for a choice")
    table.decision = decision
    return table.freeze()


def _identity_in(zone: Zone, card: CardDef) -> CardType | None:
    if zone is Zone.ARTIFACT_PILE:
        return CardType.ARTIFACT
    if zone not in (Zone.TERRITORY, Zone.SET_ASIDE):
        return None  # a set-aside card keeps the identity it had on the playing surface
    for identity in card.identities:
        if identity.is_character or identity in (CardType.SITE, CardType.FORTRESS):
            return identity
    return card.identities[0]


def _zone_names() -> str:
    return ", ".join(zone.value for zone in PLAYER_ZONES)
