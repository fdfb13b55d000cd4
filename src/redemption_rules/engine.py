"""The engine: a game's phases as a machine of pending decisions (REG: Turn, Phase, Battle).

:func:`new_game` deals and stops at the first decision; :func:`legal_actions` lists the
answers to the pending decision; :func:`step` applies one and returns the new state with the
events of the transition; :func:`apply` returns only the state. Nothing here mutates a
:class:`GameState`: each transition works on a private scratch copy and freezes it.

Cards act by their numbers only. Special abilities are not carried out yet; a Dominant is
played and discarded with no effect, and the events say only that it was played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final, Protocol, cast

from attrs import evolve, frozen

from redemption_rules.actions import (
    Action,
    Attack,
    Block,
    ChooseFirstPlayer,
    Decline,
    Discard,
    EndPhase,
    Equip,
    Pass,
    PlayCard,
    PlayDominant,
    PlayEnhancement,
    PutInSite,
    SurrenderSoul,
)
from redemption_rules.battle.initiative import initiative, is_tied, other_player, situation
from redemption_rules.cards.model import Brigade, CardClass, CardType, Stat
from redemption_rules.cards.pool import CardPool
from redemption_rules.errors import IllegalAction, SetupError
from redemption_rules.events import (
    BattleBegan,
    BattleResolved,
    BlockDeclined,
    Blocked,
    CardMoved,
    DeckShuffled,
    DominantPlayed,
    DrawSkipped,
    EnhancementPlayed,
    Equipped,
    Event,
    FirstPlayerChosen,
    GameEnded,
    InitiativeGiven,
    Passed,
    PhaseBegan,
    SoulPutInSite,
    SoulRescued,
    TurnBegan,
)
from redemption_rules.rulesets import (
    FirstDrawSkip,
    FirstPlayerRule,
    Ruleset,
    Uniqueness,
    get_ruleset,
)
from redemption_rules.state import (
    Battle,
    BattleKind,
    BattleOutcome,
    CardInstance,
    Decision,
    DecisionKind,
    EndReason,
    Enhancement,
    GameResult,
    GameState,
    InstanceId,
    Phase,
    PlayerId,
    PlayerState,
    Rng,
    Situation,
)
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from redemption_rules.cards.model import CardDef
    from redemption_rules.decks import Deck

TERRITORY_IDENTITIES: Final = frozenset(
    {CardType.HERO, CardType.EVIL_CHARACTER, CardType.SITE, CardType.FORTRESS}
)
"""Identities a card takes when put into territory from hand (REG: Preparation Phase)."""

SURFACE_ZONES: Final = frozenset(
    {
        Zone.TERRITORY,
        Zone.ARTIFACT_PILE,
        Zone.LAND_OF_BONDAGE,
        Zone.LAND_OF_REDEMPTION,
        Zone.SET_ASIDE,
        Zone.FIELD_OF_BATTLE,
    }
)
"""The playing surface (REG: Playing Surface): a card keeps its active identity only here."""

_CONTROLLED_IN_PLAY: Final = (Zone.TERRITORY, Zone.SET_ASIDE)
"""Where a player's unique cards are checked, besides their side of the battle."""


@frozen
class Step:
    """One transition: the new state and what happened, in order."""

    state: GameState
    events: tuple[Event, ...]


# == the public trio ============================================================================


def new_game(decks: Sequence[Deck], *, seed: int, ruleset: str | Ruleset = "modern") -> GameState:
    """Shuffle, deal the opening hands, and stop at the first decision (REG: Pre-Game Phase).

    Player 0 plays the first deck, player 1 the second, and so on; turns pass to the left,
    from player *n* to player *n + 1*.

    Raises:
        SetupError: too few or too many decks for the ruleset, or an empty deck.
        KeyError: an unknown ruleset name.
    """
    return start_game(decks, seed=seed, ruleset=ruleset).state


def start_game(decks: Sequence[Deck], *, seed: int, ruleset: str | Ruleset = "modern") -> Step:
    """Like :func:`new_game`, with the events of the deal."""
    rules = get_ruleset(ruleset)
    if not rules.min_players <= len(decks) <= rules.max_players:
        raise SetupError(
            f"the {rules.name!r} ruleset plays {rules.min_players} to {rules.max_players} "
            f"players; got {len(decks)} decks"
        )
    definitions: dict[str, CardDef] = {}
    instances: list[CardInstance] = []
    players: list[PlayerState] = []
    for seat, deck in enumerate(decks):
        player = PlayerId(seat)
        if deck.size == 0:
            raise SetupError(f"deck {seat} ({deck.name or 'unnamed'}) has no cards")
        zones: dict[str, list[InstanceId]] = {"deck": [], "reserve": []}
        for part, cards in (("deck", deck.cards()), ("reserve", deck.reserve_cards())):
            for card in cards:
                known = definitions.setdefault(card.key, card)
                if known != card:
                    raise SetupError(f"two different cards share the key {card.key!r}")
                card_id = InstanceId(len(instances))
                instances.append(CardInstance(card_id, card.key, player))
                zones[part].append(card_id)
        players.append(
            PlayerState(player, deck=tuple(zones["deck"]), reserve=tuple(zones["reserve"]))
        )
    state = GameState(
        ruleset=rules,
        catalog=CardPool(tuple(definitions.values())),
        cards=tuple(instances),
        players=tuple(players),
        rng=Rng.from_seed(seed),
    )
    table = _Table(state)
    _pre_game(table)
    return Step(table.freeze(), tuple(table.events))


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
        IllegalAction: the action is not legal now; its ``reason`` says why.
    """
    if state.is_over:
        raise IllegalAction(action, "the game is over")
    if action not in legal_actions(state):
        raise IllegalAction(action, _why_illegal(state, action))
    table = _Table(state)
    _HANDLERS[type(action)](table, action)
    return Step(table.freeze(), tuple(table.events))


def apply(state: GameState, action: Action) -> GameState:
    """The state after *action*: ``step(state, action).state``.

    Raises:
        IllegalAction: the action is not legal now; its ``reason`` says why.
    """
    return step(state, action).state


# == the scratch table a transition works on =====================================================


class _Table:
    """A private, mutable working copy of a state for the length of one transition."""

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.ruleset = state.ruleset
        self.events: list[Event] = []
        self.zones: dict[tuple[PlayerId, Zone], list[InstanceId]] = {}
        self.cards: list[CardInstance] | None = None
        self.rng = state.rng
        self.phase = state.phase
        self.active = state.active
        self.turn = state.turn
        self.first_player = state.first_player
        self.battle = state.battle
        self.battles_this_turn = state.battles_this_turn
        self.attacked_this_phase = state.attacked_this_phase
        self.decision = state.decision
        self.result = state.result
        self.defs = state.definitions()

    # -- reading -----------------------------------------------------------------------------

    def zone(self, player: PlayerId, zone: Zone) -> list[InstanceId]:
        """A player's zone as a list this transition may change."""
        key = (player, zone)
        if key not in self.zones:
            self.zones[key] = list(self.state.players[player].zone(zone))
        return self.zones[key]

    def peek(self, player: PlayerId, zone: Zone) -> Sequence[InstanceId]:
        """A player's zone, read only."""
        found = self.zones.get((player, zone))
        return found if found is not None else self.state.players[player].zone(zone)

    def instance(self, card: InstanceId) -> CardInstance:
        return (self.cards or self.state.cards)[card]

    def card(self, card: InstanceId) -> CardDef:
        return self.defs[card]

    def player_zones(self, player: PlayerId) -> PlayerState:
        """A player's zones as they stand in this transition."""
        mine = {zone: tuple(cards) for (seat, zone), cards in self.zones.items() if seat == player}
        if not mine:
            return self.state.players[player]
        return self.state.players[player].with_zones(mine)

    # -- writing -----------------------------------------------------------------------------

    def set_instance(
        self,
        card: InstanceId,
        identity: CardType | None,
        face_down: bool,
        equipped_to: InstanceId | None,
        held_by: InstanceId | None,
    ) -> None:
        if self.cards is None:
            self.cards = list(self.state.cards)
        self.cards[card] = evolve(
            self.cards[card],
            identity=identity,
            face_down=face_down,
            equipped_to=equipped_to,
            held_by=held_by,
        )

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def move(
        self,
        card: InstanceId,
        source: tuple[PlayerId | None, Zone],
        target: tuple[PlayerId | None, Zone],
        *,
        identity: CardType | None = None,
        face_down: bool = False,
        equipped_to: InstanceId | None = None,
        held_by: InstanceId | None = None,
    ) -> None:
        """Move *card* between zones; the Field of Battle is kept by the battle record.

        A card keeps its active identity only on the playing surface; a weapon is equipped in
        territory only when *equipped_to* says so (in battle the battle record says so).
        """
        from_player, from_zone = source
        to_player, to_zone = target
        if from_zone is not Zone.FIELD_OF_BATTLE:
            assert from_player is not None  # noqa: S101 - every other zone has a player
            self.zone(from_player, from_zone).remove(card)
        if to_zone is not Zone.FIELD_OF_BATTLE:
            assert to_player is not None  # noqa: S101 - see above
            self.zone(to_player, to_zone).append(card)
        current = self.instance(card)
        if to_zone not in SURFACE_ZONES:
            identity, face_down = None, False
        elif identity is None and from_zone in SURFACE_ZONES:
            identity = current.identity
        changed = current.identity != identity or current.face_down != face_down
        linked = current.equipped_to != equipped_to or current.held_by != held_by
        if changed or linked:
            self.set_instance(card, identity, face_down, equipped_to, held_by)
        self.emit(CardMoved(card, from_player, from_zone, to_player, to_zone))

    def decide(self, player: PlayerId, kind: DecisionKind) -> None:
        self.decision = Decision(player, kind)

    def freeze(self) -> GameState:
        players = list(self.state.players)
        touched: dict[PlayerId, dict[Zone, tuple[InstanceId, ...]]] = {}
        for (player, zone), cards in self.zones.items():
            touched.setdefault(player, {})[zone] = tuple(cards)
        for player, zones in touched.items():
            players[player] = players[player].with_zones(zones)
        state = GameState(
            ruleset=self.ruleset,
            catalog=self.state.catalog,
            cards=self.state.cards if self.cards is None else tuple(self.cards),
            players=tuple(players),
            rng=self.rng,
            phase=self.phase,
            active=self.active,
            turn=self.turn,
            first_player=self.first_player,
            battle=self.battle,
            battles_this_turn=self.battles_this_turn,
            attacked_this_phase=self.attacked_this_phase,
            decision=self.decision,
            result=self.result,
        )
        object.__setattr__(state, "_defs", self.defs)  # the same cards, the same definitions
        return state


# == setup (REG: Pre-Game Phase) =================================================================


def _pre_game(table: _Table) -> None:
    """Shuffle each deck, draw the opening hands, and find who chooses the first player."""
    count = len(table.state.players)
    for seat in range(count):
        player = PlayerId(seat)
        deck, table.rng = table.rng.shuffled(table.peek(player, Zone.DECK))
        table.zones[(player, Zone.DECK)] = list(deck)
        table.emit(DeckShuffled(player))
    for seat in range(count):
        _draw(table, PlayerId(seat), table.ruleset.opening_hand)
    if _check_unreachable(table):
        return
    rule = table.ruleset.first_player
    if rule is FirstPlayerRule.RANDOM:
        first, table.rng = table.rng.below(count)
        table.emit(FirstPlayerChosen(PlayerId(first), None))
        table.first_player = PlayerId(first)
        _begin_turn(table, PlayerId(first))
        return
    candidates = list(range(count))
    if rule is FirstPlayerRule.MOST_LOST_SOULS_CHOOSES:
        souls = [len(table.peek(PlayerId(seat), Zone.LAND_OF_BONDAGE)) for seat in candidates]
        candidates = [seat for seat in candidates if souls[seat] == max(souls)]
    pick, table.rng = table.rng.below(len(candidates))
    table.decide(PlayerId(candidates[pick]), DecisionKind.CHOOSE_FIRST_PLAYER)


def _choose_first_player(table: _Table, action: ChooseFirstPlayer) -> None:
    chooser = table.state.to_act
    table.emit(FirstPlayerChosen(action.player, chooser))
    table.first_player = action.player
    _begin_turn(table, action.player)


# == turns (REG: Turn, Draw Phase, Upkeep Phase, Preparation Phase, Discard Phase) ================


def _begin_turn(table: _Table, player: PlayerId) -> None:
    table.turn += 1
    round_number = (table.turn - 1) // len(table.state.players) + 1
    table.active = player
    table.battles_this_turn = 0
    table.attacked_this_phase = ()
    table.battle = None
    table.emit(TurnBegan(player, table.turn, round_number))
    _draw_phase(table, player, round_number)


def _draw_phase(table: _Table, player: PlayerId, round_number: int) -> None:
    """Draw three, Lost Souls to the Land of Bondage and replaced (REG: Draw Phase)."""
    _begin_phase(table, Phase.DRAW)
    skip = table.ruleset.skips_first_draw(len(table.state.players))
    if round_number == 1 and (skip is FirstDrawSkip.EVERY_PLAYER or player == table.first_player):
        table.emit(DrawSkipped(player, "the first round's draw is skipped"))
    elif not table.peek(player, Zone.DECK):
        table.emit(DrawSkipped(player, "the deck is empty"))
    else:
        _draw(table, player, table.ruleset.draw_per_turn)
    _begin_phase(table, Phase.UPKEEP)
    _begin_phase(table, Phase.PREPARATION)
    table.decide(player, DecisionKind.PREPARATION)


def _begin_phase(table: _Table, phase: Phase) -> None:
    table.phase = phase
    table.emit(PhaseBegan(table.active, phase))


def _draw(table: _Table, player: PlayerId, count: int) -> None:
    """Draw *count* cards that are not Lost Souls (REG: Draw Phase).

    Each Lost Soul drawn goes to the Land of Bondage and is replaced. An empty deck stops the
    draw, and the game goes on.
    """
    drawn = 0
    deck = table.peek(player, Zone.DECK)
    while drawn < count and deck:
        card = deck[0]
        if table.card(card).is_lost_soul:
            table.move(card, (player, Zone.DECK), (player, Zone.LAND_OF_BONDAGE))
        else:
            table.move(card, (player, Zone.DECK), (player, Zone.HAND))
            drawn += 1
        deck = table.peek(player, Zone.DECK)


def _play_card(table: _Table, action: PlayCard) -> None:
    player = table.active
    if action.identity is CardType.ARTIFACT:
        target = (player, Zone.ARTIFACT_PILE)
        table.move(
            action.card, (player, Zone.HAND), target, identity=action.identity, face_down=True
        )
    else:
        target = (player, Zone.TERRITORY)
        table.move(action.card, (player, Zone.HAND), target, identity=action.identity)


def _equip(table: _Table, action: Equip) -> None:
    """Equip a weapon (REG: Weapon).

    From hand to a warrior in territory, or at the end of battle to a warrior in battle.
    """
    battle = table.battle
    if battle is not None and table.decision is not None:  # noqa: SIM102 - two questions
        if table.decision.kind is DecisionKind.EQUIP:
            enhancements = tuple(
                evolve(e, user=action.warrior, equipped=True) if e.card == action.weapon else e
                for e in battle.enhancements
            )
            table.emit(Equipped(table.decision.player, action.weapon, action.warrior))
            _offer_weapons(table, evolve(battle, enhancements=enhancements))
            return
    player = table.active
    warrior_identity = table.instance(action.warrior).identity
    identity = (
        CardType.GOOD_ENHANCEMENT
        if warrior_identity is CardType.HERO
        else CardType.EVIL_ENHANCEMENT
    )
    table.move(
        action.weapon,
        (player, Zone.HAND),
        (player, Zone.TERRITORY),
        identity=identity,
        equipped_to=action.warrior,
    )
    table.emit(Equipped(player, action.weapon, action.warrior))


def _put_in_site(table: _Table, action: PutInSite) -> None:
    """Put a Lost Soul from the Land of Bondage into a Site (REG: Preparation Phase)."""
    player = table.active
    table.move(
        action.soul,
        (player, Zone.LAND_OF_BONDAGE),
        (player, Zone.TERRITORY),
        identity=CardType.LOST_SOUL,
        held_by=action.site,
    )
    table.emit(SoulPutInSite(player, action.soul, action.site))


def accessible_souls(
    table: _Cards, defender: PlayerId, sites: Sequence[InstanceId]
) -> list[InstanceId]:
    """The defender's Lost Souls a Hero in battle can reach (REG: Site, Rescue Attempt).

    Those in the Land of Bondage, and those in the defender's Sites that share a brigade with
    a Site in battle.
    """
    me = table.player_zones(defender)
    souls = list(me.land_of_bondage)
    if sites:
        reach: set[Brigade] = set()
        for site in sites:
            reach |= table.card(site).brigades_for(CardType.SITE)
        for card in me.territory:
            holder = table.instance(card).held_by
            if holder is not None and table.card(holder).brigades_for(CardType.SITE) & reach:
                souls.append(card)
    return souls


def _play_dominant(table: _Table, action: PlayDominant) -> None:
    player = table.state.to_act
    assert player is not None  # noqa: S101 - a decision is pending while the game runs
    table.emit(DominantPlayed(player, action.card))
    table.move(action.card, (player, Zone.HAND), (player, Zone.DISCARD_PILE))


def _discard(table: _Table, action: Discard) -> None:
    player = table.active
    table.move(action.card, (player, Zone.HAND), (player, Zone.DISCARD_PILE))


def _end_phase(table: _Table, action: EndPhase) -> None:  # noqa: ARG001 - no fields to read
    if table.phase is Phase.PREPARATION:
        table.attacked_this_phase = ()
        _begin_phase(table, Phase.BATTLE)
        table.decide(table.active, DecisionKind.BATTLE)
    elif table.phase is Phase.BATTLE:
        _begin_discard_phase(table)
    else:
        _end_turn(table)


def _begin_discard_phase(table: _Table) -> None:
    table.battle = None
    _begin_phase(table, Phase.DISCARD)
    table.decide(table.active, DecisionKind.DISCARD)


def _end_turn(table: _Table) -> None:
    """End the turn; the player on the left goes next, unless the game ends."""
    count = len(table.state.players)
    if table.turn >= table.ruleset.round_limit * count:
        _end_game(table, _leader(table), EndReason.ROUND_LIMIT)
        return
    _begin_turn(table, PlayerId((table.active + 1) % count))


# == battle (REG: Attack, Block, Initiative, Pass, Battle Resolution) ============================


def _attack(table: _Table, action: Attack) -> None:
    player = table.active
    sites = () if action.site is None else (action.site,)
    kind = (
        BattleKind.RESCUE_ATTEMPT
        if accessible_souls(table, action.defender, sites)
        else BattleKind.BATTLE_CHALLENGE
    )
    source = (player, Zone.HAND if action.hero in table.peek(player, Zone.HAND) else Zone.TERRITORY)
    table.move(action.hero, source, (None, Zone.FIELD_OF_BATTLE), identity=CardType.HERO)
    for site in sites:
        table.move(site, (player, Zone.TERRITORY), (None, Zone.FIELD_OF_BATTLE))
    table.battle = Battle(
        attacker=player,
        defender=action.defender,
        kind=kind,
        heroes=(action.hero,),
        enhancements=_bring_weapon(table, player, action.hero),
        sites=sites,
    )
    table.battles_this_turn += 1
    table.attacked_this_phase = (*table.attacked_this_phase, action.defender)
    table.emit(BattleBegan(player, action.defender, action.hero, kind))
    table.decide(action.defender, DecisionKind.BLOCK)


def _block(table: _Table, action: Block) -> None:
    battle = _current_battle(table)
    defender = battle.defender
    source = (
        defender,
        Zone.HAND if action.character in table.peek(defender, Zone.HAND) else Zone.TERRITORY,
    )
    table.move(
        action.character, source, (None, Zone.FIELD_OF_BATTLE), identity=CardType.EVIL_CHARACTER
    )
    battle = evolve(
        battle,
        evil_characters=(*battle.evil_characters, action.character),
        enhancements=battle.enhancements + _bring_weapon(table, defender, action.character),
        blocked=True,
        last_played_by=defender,
        passes=0,
    )
    table.emit(Blocked(defender, action.character))
    _give_initiative(table, battle)


def _bring_weapon(
    table: _Table, player: PlayerId, character: InstanceId
) -> tuple[Enhancement, ...]:
    """A warrior entering battle from territory brings its weapon, which it uses."""
    for card in table.peek(player, Zone.TERRITORY):
        if table.instance(card).equipped_to == character:
            table.move(card, (player, Zone.TERRITORY), (None, Zone.FIELD_OF_BATTLE))
            return (Enhancement(card, character, player, equipped=True),)
    return ()


def _decline(table: _Table, action: Decline) -> None:  # noqa: ARG001 - no fields to read
    battle = _current_battle(table)
    if table.decision is not None and table.decision.kind is DecisionKind.EQUIP:
        _offer_weapons(table, evolve(battle, equipping=battle.equipping[1:]))
        return
    if not battle.blocked:
        table.emit(BlockDeclined(battle.defender))
    _resolve_battle(table, battle)


def _play_enhancement(table: _Table, action: PlayEnhancement) -> None:
    battle = _current_battle(table)
    player = table.state.to_act
    assert player is not None  # noqa: S101 - a decision is pending while the game runs
    identity = (
        CardType.GOOD_ENHANCEMENT
        if action.character in battle.heroes
        else CardType.EVIL_ENHANCEMENT
    )
    table.move(action.card, (player, Zone.HAND), (None, Zone.FIELD_OF_BATTLE), identity=identity)
    battle = evolve(
        battle,
        enhancements=(*battle.enhancements, Enhancement(action.card, action.character, player)),
        last_played_by=player,
        passes=0,
    )
    table.emit(EnhancementPlayed(player, action.card, action.character))
    _give_initiative(table, battle)


def _pass(table: _Table, action: Pass) -> None:  # noqa: ARG001 - no fields to read
    battle = _current_battle(table)
    player = table.state.to_act
    assert player is not None  # noqa: S101 - a decision is pending while the game runs
    table.emit(Passed(player))
    battle = evolve(battle, passes=battle.passes + 1)
    if battle.passes >= table.ruleset.passes_to_resolve:
        _resolve_battle(table, battle)
        return
    holder = other_player(battle, player)
    table.battle = evolve(battle, initiative=holder)
    table.emit(InitiativeGiven(holder, _situation(table, battle)))
    table.decide(holder, DecisionKind.INITIATIVE)


def _give_initiative(table: _Table, battle: Battle) -> None:
    current = _situation(table, battle)
    holder = initiative(table.ruleset, battle, current)
    table.battle = evolve(battle, initiative=holder)
    table.emit(InitiativeGiven(holder, current))
    table.decide(holder, DecisionKind.INITIATIVE)


def _resolve_battle(table: _Table, battle: Battle) -> None:
    """Battle resolution by the numbers (REG: Battle Resolution, steps 1 to 4)."""
    outcome, battle = _decide_outcome(table, battle)
    # Step 4: the rescue attempt.
    rescue: bool | None = None
    if battle.kind is BattleKind.RESCUE_ATTEMPT:
        rescue = outcome in (BattleOutcome.HERO_WINS, BattleOutcome.MUTUAL_DESTRUCTION)
    table.emit(BattleResolved(outcome, rescue))
    table.battle = battle
    souls = accessible_souls(table, battle.defender, battle.sites)
    if rescue and souls:
        chooser = battle.attacker if table.ruleset.rescuers_choice else battle.defender
        if len(souls) > 1:
            table.decide(chooser, DecisionKind.SURRENDER_SOUL)
            return
        if _rescue(table, battle, souls[0]):
            return
    _finish_battle(table, battle)


def _decide_outcome(table: _Table, battle: Battle) -> tuple[BattleOutcome, Battle]:
    """Steps 1 and 2: the outcome, with the cards it discards."""
    # Step 1: Enhancement numbers join their users; toughness 0 or less is discarded.
    for card in (*battle.heroes, *battle.evil_characters):
        if _character_numbers(table, battle, card)[1] <= 0:
            battle = _discard_from_battle(table, battle, card)
    # Step 2: the outcome, and the characters it discards.
    if not battle.heroes and not battle.evil_characters:
        outcome = BattleOutcome.MUTUAL_REMOVAL
    elif not battle.evil_characters:
        outcome = BattleOutcome.HERO_WINS
    elif not battle.heroes:
        outcome = BattleOutcome.EVIL_WINS
    else:
        outcome = _OUTCOME_BY_SITUATION[_situation(table, battle)]
        if outcome in (BattleOutcome.HERO_WINS, BattleOutcome.MUTUAL_DESTRUCTION):
            for card in battle.evil_characters:
                battle = _discard_from_battle(table, battle, card)
        if outcome in (BattleOutcome.EVIL_WINS, BattleOutcome.MUTUAL_DESTRUCTION):
            for card in battle.heroes:
                battle = _discard_from_battle(table, battle, card)
    users = set(battle.heroes) | set(battle.evil_characters)
    for enhancement in battle.enhancements:
        if enhancement.user not in users:
            battle = _discard_from_battle(table, battle, enhancement.card)
    return outcome, battle


def _surrender_soul(table: _Table, action: SurrenderSoul) -> None:
    battle = _current_battle(table)
    if not _rescue(table, battle, action.soul):
        _finish_battle(table, battle)


def _rescue(table: _Table, battle: Battle, soul: InstanceId) -> bool:
    """Move *soul* to the rescuer's Land of Redemption; True if that ended the game."""
    held = table.instance(soul).held_by is not None
    source = (battle.defender, Zone.TERRITORY if held else Zone.LAND_OF_BONDAGE)
    table.move(soul, source, (battle.attacker, Zone.LAND_OF_REDEMPTION))
    table.emit(SoulRescued(battle.attacker, soul, battle.defender))
    if len(table.peek(battle.attacker, Zone.LAND_OF_REDEMPTION)) >= table.ruleset.souls_to_win:
        _end_game(table, battle.attacker, EndReason.SOULS)
        return True
    return False


def _finish_battle(table: _Table, battle: Battle) -> None:
    """Step 7: warriors may take weapons, then the rest goes home or to the discard pile."""
    _offer_weapons(table, evolve(battle, equipping=(battle.attacker, battle.defender)))


def _offer_weapons(table: _Table, battle: Battle) -> None:
    """Ask each player in turn, while they have a choice, which weapon a warrior takes."""
    while battle.equipping:
        player = battle.equipping[0]
        if _weapon_choices(table, battle, player):
            table.battle = battle
            table.decide(player, DecisionKind.EQUIP)
            return
        battle = evolve(battle, equipping=battle.equipping[1:])
    _go_home(table, battle)


def _go_home(table: _Table, battle: Battle) -> None:
    """The end of battle resolution (REG: Battle Resolution step 7), then the Discard Phase.

    Unequipped Enhancements are discarded; characters go to their owner's territory with the
    weapons equipped to them.
    """
    for enhancement in battle.enhancements:
        if not enhancement.equipped:
            battle = _discard_from_battle(table, battle, enhancement.card)
    for site in battle.sites:
        table.move(site, (None, Zone.FIELD_OF_BATTLE), (table.instance(site).owner, Zone.TERRITORY))
    for card in (*battle.heroes, *battle.evil_characters):
        owner = table.instance(card).owner
        table.move(card, (None, Zone.FIELD_OF_BATTLE), (owner, Zone.TERRITORY))
        for enhancement in battle.enhancements:
            if enhancement.user == card:
                table.move(
                    enhancement.card,
                    (None, Zone.FIELD_OF_BATTLE),
                    (table.instance(enhancement.card).owner, Zone.TERRITORY),
                    equipped_to=card,
                )
    table.battle = None
    if _check_unreachable(table):
        return
    _begin_discard_phase(table)


def _discard_from_battle(table: _Table, battle: Battle, card: InstanceId) -> Battle:
    owner = table.instance(card).owner
    table.move(card, (None, Zone.FIELD_OF_BATTLE), (owner, Zone.DISCARD_PILE))
    return evolve(
        battle,
        heroes=tuple(c for c in battle.heroes if c != card),
        evil_characters=tuple(c for c in battle.evil_characters if c != card),
        enhancements=tuple(e for e in battle.enhancements if e.card != card),
    )


def _current_battle(table: _Table) -> Battle:
    battle = table.battle
    assert battle is not None  # noqa: S101 - battle decisions exist only in a battle
    return battle


_OUTCOME_BY_SITUATION: Final = {
    Situation.WINNING: BattleOutcome.HERO_WINS,
    Situation.LOSING: BattleOutcome.EVIL_WINS,
    Situation.MUTUAL_DESTRUCTION: BattleOutcome.MUTUAL_DESTRUCTION,
    Situation.STALEMATE: BattleOutcome.STALEMATE,
}


# == numbers ====================================================================================


def _value(stat: Stat | None) -> int:
    """A printed number; a variable (X, *) counts 0 until abilities define it."""
    if stat is None or stat.variable:
        return 0
    return stat.value


def _card_numbers(definition: CardDef, identity: CardType | None) -> tuple[int, int]:
    strength, toughness = definition.numbers(identity)
    return _value(strength), _value(toughness)


class _Cards(Protocol):
    """Card look-ups that a state and a scratch table both offer."""

    def card(self, card: InstanceId) -> CardDef: ...
    def instance(self, card: InstanceId) -> CardInstance: ...
    def player_zones(self, player: PlayerId) -> PlayerState: ...


def _character_numbers(table: _Cards, battle: Battle, card: InstanceId) -> tuple[int, int]:
    """A character's strength and toughness with the Enhancements it used."""
    strength, toughness = _card_numbers(table.card(card), table.instance(card).identity)
    for enhancement in battle.enhancements:
        if enhancement.user == card:
            used = enhancement.card
            extra = _card_numbers(table.card(used), table.instance(used).identity)
            strength += extra[0]
            toughness += extra[1]
    return strength, toughness


def side_numbers(state: _Cards, battle: Battle) -> tuple[int, int, int, int]:
    """Hero strength and toughness, evil strength and toughness, Enhancements included."""
    hs = ht = es = et = 0
    for card in battle.heroes:
        s, t = _character_numbers(state, battle, card)
        hs, ht = hs + s, ht + t
    for card in battle.evil_characters:
        s, t = _character_numbers(state, battle, card)
        es, et = es + s, et + t
    return hs, ht, es, et


def _situation(table: _Cards, battle: Battle) -> Situation:
    return situation(*side_numbers(table, battle))


# == the end of the game (REG: Rescue; fourth edition: Winning) ==================================


def _end_game(table: _Table, winner: PlayerId | None, reason: EndReason) -> None:
    table.result = GameResult(winner, reason)
    table.decision = None
    table.phase = Phase.GAME_OVER
    table.emit(GameEnded(winner, reason))


def _leader(table: _Table) -> PlayerId | None:
    """The player with most Redeemed Souls, or None when several share the most."""
    counts = [
        len(table.peek(PlayerId(seat), Zone.LAND_OF_REDEMPTION))
        for seat in range(len(table.state.players))
    ]
    best = max(counts)
    leaders = [seat for seat, count in enumerate(counts) if count == best]
    return PlayerId(leaders[0]) if len(leaders) == 1 else None


def _check_unreachable(table: _Table) -> bool:
    """End the game if no player can reach the winning count any more; True if it ended.

    A player can still rescue the Lost Souls in other players' Lands of Bondage, Sites, decks
    and hands (a Lost Soul drawn goes to the drawer's own Land of Bondage). By the numbers a Lost
    Soul leaves those places only when rescued, so this runs at the start and after battles.
    """
    count = len(table.state.players)
    souls = [
        sum(
            1
            for zone in (Zone.LAND_OF_BONDAGE, Zone.DECK, Zone.HAND, Zone.TERRITORY)
            for card in table.peek(PlayerId(seat), zone)
            if table.card(card).is_lost_soul
        )
        for seat in range(count)
    ]
    total = sum(souls)
    target = table.ruleset.souls_to_win
    for seat in range(count):
        redeemed = len(table.peek(PlayerId(seat), Zone.LAND_OF_REDEMPTION))
        if redeemed + total - souls[seat] >= target:
            return False
    _end_game(table, _leader(table), EndReason.UNREACHABLE)
    return True


# == legal actions ==============================================================================


def _legal_actions(state: GameState) -> list[Action]:
    decision = state.decision
    if decision is None:
        return []
    player = decision.player
    kind = decision.kind
    actions: list[Action] = []
    if kind is DecisionKind.CHOOSE_FIRST_PLAYER:
        return [ChooseFirstPlayer(PlayerId(seat)) for seat in range(len(state.players))]
    if kind is DecisionKind.SURRENDER_SOUL:
        battle = state.battle
        assert battle is not None  # noqa: S101 - a surrender follows a battle
        souls = accessible_souls(state, battle.defender, battle.sites)
        return [SurrenderSoul(soul) for soul in souls]
    if kind is DecisionKind.EQUIP:
        battle = state.battle
        assert battle is not None  # noqa: S101 - equipping at the end of a battle
        return [*_weapon_choices(state, battle, player), Decline()]
    if kind in (DecisionKind.PREPARATION, DecisionKind.DISCARD):
        actions.extend(_put_in_play_actions(state, player))
        actions.extend(_equip_actions(state, player))
    if kind is DecisionKind.PREPARATION:
        actions.extend(_put_in_site_actions(state, player))
    elif kind is DecisionKind.BATTLE:
        actions.extend(_attack_actions(state, player))
    elif kind is DecisionKind.BLOCK:
        actions.extend(_block_actions(state, player))
    elif kind is DecisionKind.INITIATIVE:
        actions.extend(_enhancement_actions(state, player))
    actions.extend(_dominant_actions(state, player))
    if kind is DecisionKind.DISCARD:
        hand = state.players[player].hand
        if len(hand) > state.ruleset.hand_limit:
            actions.extend(Discard(card) for card in hand)
        else:
            actions.append(EndPhase())
    elif kind in (DecisionKind.PREPARATION, DecisionKind.BATTLE):
        actions.append(EndPhase())
    elif kind is DecisionKind.BLOCK:
        actions.append(Decline())
    elif kind is DecisionKind.INITIATIVE:
        battle = state.battle
        assert battle is not None  # noqa: S101 - initiative exists only in a battle
        actions.append(Pass() if is_tied(_situation(state, battle)) else Decline())
    return actions


def _put_in_play_actions(state: GameState, player: PlayerId) -> list[Action]:
    actions: list[Action] = []
    for card in state.players[player].hand:
        definition = state.card(card)
        for identity in definition.identities:
            playable = identity in TERRITORY_IDENTITIES or identity is CardType.ARTIFACT
            if playable and _uniqueness_problem(state, player, card, identity) is None:
                actions.append(PlayCard(card, identity))
    return actions


def _equip_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Weapons in hand onto warriors in territory that have none (REG: Preparation Phase)."""
    me = state.players[player]
    equipped = {state.cards[card].equipped_to for card in me.territory}
    warriors = [
        card
        for card in me.territory
        if card not in equipped
        and _is_warrior(state, card)
        and state.cards[card].identity in (CardType.HERO, CardType.EVIL_CHARACTER)
    ]
    if not warriors:
        return []
    actions: list[Action] = []
    for weapon in me.hand:
        if CardClass.WEAPON not in state.card(weapon).classes:
            continue
        actions.extend(
            Equip(weapon, warrior) for warrior in warriors if _can_use(state, weapon, warrior)
        )
    return actions


def _weapon_choices(table: _Cards, battle: Battle, player: PlayerId) -> list[Action]:
    """At the end of battle, weapons that *player*'s warriors without one may take.

    An unequipped weapon in battle, for a warrior of *player*'s side that has none (REG:
    Battle Resolution step 7).
    """
    side = battle.heroes if player == battle.attacker else battle.evil_characters
    armed = {e.user for e in battle.enhancements if e.equipped}
    warriors = [card for card in side if card not in armed and _is_warrior(table, card)]
    if not warriors:
        return []
    weapons = [
        e.card
        for e in battle.enhancements
        if not e.equipped and e.player == player and CardClass.WEAPON in table.card(e.card).classes
    ]
    return [
        Equip(weapon, warrior)
        for weapon in weapons
        for warrior in warriors
        if _can_use(table, weapon, warrior)
    ]


def _is_warrior(table: _Cards, card: InstanceId) -> bool:
    return CardClass.WARRIOR in table.card(card).classes


def _can_use(table: _Cards, enhancement: InstanceId, character: InstanceId) -> bool:
    """Whether *character* can use *enhancement*: the right alignment and a shared brigade."""
    identity = table.instance(character).identity
    if identity is CardType.HERO:
        wanted = CardType.GOOD_ENHANCEMENT
    elif identity is CardType.EVIL_CHARACTER:
        wanted = CardType.EVIL_ENHANCEMENT
    else:
        return False
    definition = table.card(enhancement)
    if not definition.has_identity(wanted):
        return False
    return bool(definition.brigades_for(wanted) & table.card(character).brigades_for(identity))


def _put_in_site_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Lost Souls from the Land of Bondage into the player's unoccupied Sites."""
    me = state.players[player]
    if not me.land_of_bondage:
        return []
    sites = _unoccupied_sites(state, player)
    return [PutInSite(soul, site) for soul in me.land_of_bondage for site in sites]


def _unoccupied_sites(state: GameState, player: PlayerId) -> list[InstanceId]:
    me = state.players[player]
    held = {state.cards[card].held_by for card in me.territory}
    return [
        card
        for card in me.territory
        if state.cards[card].identity is CardType.SITE and card not in held
    ]


def _attack_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Each Hero against each opponent not yet attacked.

    Also with each of the attacker's unoccupied Sites that would give access to a Lost Soul
    the Hero could not reach without it.
    """
    if state.battles_this_turn >= 1:
        return []
    heroes = _characters_available(state, player, CardType.HERO)
    if not heroes:
        return []
    sites = _unoccupied_sites(state, player)
    actions: list[Action] = []
    for defender in state.opponents(player):
        if defender in state.attacked_this_phase:
            continue
        plain = bool(state.players[defender].land_of_bondage)
        if plain or state.ruleset.battle_challenges:
            actions.extend(Attack(hero, defender) for hero in heroes)
        for site in sites:
            reached = accessible_souls(state, defender, (site,))
            if len(reached) > len(state.players[defender].land_of_bondage):
                actions.extend(Attack(hero, defender, site) for hero in heroes)
    return actions


def _block_actions(state: GameState, player: PlayerId) -> list[Action]:
    return [Block(card) for card in _characters_available(state, player, CardType.EVIL_CHARACTER)]


def _characters_available(
    state: GameState, player: PlayerId, identity: CardType
) -> list[InstanceId]:
    """Characters of *identity* in hand or territory that may enter battle."""
    me = state.players[player]
    found = [
        card
        for card in me.hand
        if state.card(card).has_identity(identity)
        and _uniqueness_problem(state, player, card, identity) is None
    ]
    found.extend(card for card in me.territory if state.cards[card].identity is identity)
    return found


def _enhancement_actions(state: GameState, player: PlayerId) -> list[Action]:
    battle = state.battle
    assert battle is not None  # noqa: S101 - initiative exists only in a battle
    if player == battle.attacker:
        users, identity = battle.heroes, CardType.GOOD_ENHANCEMENT
    else:
        users, identity = battle.evil_characters, CardType.EVIL_ENHANCEMENT
    actions: list[Action] = []
    for card in state.players[player].hand:
        if not state.card(card).has_identity(identity):
            continue
        actions.extend(PlayEnhancement(card, user) for user in users if _can_use(state, card, user))
    return actions


def _dominant_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Dominants in hand: playable any time in a turn while nothing resolves (REG: Dominant)."""
    return [
        PlayDominant(card) for card in state.players[player].hand if state.card(card).is_dominant
    ]


def _uniqueness_problem(
    state: GameState, player: PlayerId, card: InstanceId, identity: CardType
) -> str | None:
    """Why *player* may not put *card* into play as *identity*, or None (REG: Unique Card)."""
    definition = state.card(card)
    if identity is CardType.ARTIFACT:
        return None  # face-down Artifacts may be duplicates
    one_each_character = (
        state.ruleset.uniqueness is Uniqueness.EVERY_CHARACTER and identity.is_character
    )
    unique = definition.is_unique or identity is CardType.FORTRESS
    if not (unique or one_each_character):
        return None
    title = definition.title
    for other in _controlled_in_play(state, player):
        other_def = state.card(other)
        if other_def.title != title:
            continue
        other_identity = state.cards[other].identity
        if identity.is_character == (other_identity is not None and other_identity.is_character):
            return f"player {player} already has {other_def.name!r} in play; {title!r} is unique"
    return None


def _controlled_in_play(state: GameState, player: PlayerId) -> list[InstanceId]:
    me = state.players[player]
    cards = [card for zone in _CONTROLLED_IN_PLAY for card in me.zone(zone)]
    battle = state.battle
    if battle is not None:
        side = battle.heroes if battle.attacker == player else ()
        if battle.defender == player:
            side = battle.evil_characters
        cards.extend(side)
    return cards


# == explaining refusals ========================================================================


def _why_illegal(state: GameState, action: Action) -> str:
    """A reason, in words, that *action* is not among the legal actions."""
    decision = state.decision
    assert decision is not None  # noqa: S101 - step checks is_over first
    player = decision.player
    expected = _EXPECTED[decision.kind]
    if not isinstance(action, expected):
        names = ", ".join(cls.__name__ for cls in expected)
        return (
            f"player {player} must answer a {decision.kind.value} decision "
            f"(one of: {names}), not {type(action).__name__}"
        )
    card = getattr(action, "card", None) or getattr(action, "hero", None)
    card = card if card is not None else getattr(action, "character", None)
    if card is not None and not 0 <= card < len(state.cards):
        return f"there is no card {card} in this game"
    if isinstance(action, (PlayCard, PlayDominant, Discard)):
        return _why_not_from_hand(state, player, action)
    if isinstance(action, Attack):
        return _why_not_attack(state, player, action)
    if isinstance(action, Block):
        return _why_not_block(state, player, action)
    if isinstance(action, PlayEnhancement):
        return _why_not_enhancement(state, player, action)
    if isinstance(action, (Pass, Decline)):
        battle = state.battle
        if battle is not None and is_tied(_situation(state, battle)):
            return "nobody is losing: the player with initiative passes (Pass), not Decline"
        return "a player who is losing cannot pass initiative; play an Enhancement or Decline"
    if isinstance(action, Equip):
        return _why_not_equip(state, player, action)
    if isinstance(action, PutInSite):
        return _why_not_put_in_site(state, player, action)
    if isinstance(action, SurrenderSoul):
        return f"card {action.soul} is not a Lost Soul in the defender's Land of Bondage"
    if isinstance(action, EndPhase):
        limit = state.ruleset.hand_limit
        return f"the hand holds more than {limit} cards: discard down to {limit} first"
    return f"there is no player {action.player}"


def _name(state: GameState, card: InstanceId) -> str:
    return f"{state.card(card).name!r} (card {card})"


def _why_not_from_hand(
    state: GameState, player: PlayerId, action: PlayCard | PlayDominant | Discard
) -> str:
    if action.card not in state.players[player].hand:
        return f"{_name(state, action.card)} is not in player {player}'s hand"
    definition = state.card(action.card)
    if isinstance(action, PlayDominant):
        return f"{_name(state, action.card)} is not a Dominant"
    if isinstance(action, Discard):
        return f"player {player}'s hand is within the limit of {state.ruleset.hand_limit} cards"
    if not definition.has_identity(action.identity):
        kinds = "/".join(t.value for t in definition.identities)
        return f"{_name(state, action.card)} is a {kinds}, not a {action.identity.value}"
    if action.identity not in TERRITORY_IDENTITIES and action.identity is not CardType.ARTIFACT:
        return f"a {action.identity.value} is not put into play from hand by the numbers"
    problem = _uniqueness_problem(state, player, action.card, action.identity)
    return problem or "not legal now"


def _why_not_attack(state: GameState, player: PlayerId, action: Attack) -> str:
    if state.battles_this_turn >= 1:
        return "only one battle per turn is allowed (REG: Battle Phase)"
    if action.defender == player or not 0 <= action.defender < len(state.players):
        return f"player {action.defender} is not an opponent of player {player}"
    if not state.ruleset.battle_challenges and not state.players[action.defender].land_of_bondage:
        return "these rules allow only rescue attempts, and that player has no Lost Soul"
    me = state.players[player]
    if action.hero not in me.hand and action.hero not in me.territory:
        return f"{_name(state, action.hero)} is not in player {player}'s hand or territory"
    problem = _uniqueness_problem(state, player, action.hero, CardType.HERO)
    return problem or f"{_name(state, action.hero)} is not a Hero"


def _why_not_put_in_site(state: GameState, player: PlayerId, action: PutInSite) -> str:
    for card in (action.soul, action.site):
        if not 0 <= card < len(state.cards):
            return f"there is no card {card} in this game"
    if action.soul not in state.players[player].land_of_bondage:
        return f"{_name(state, action.soul)} is not in player {player}'s Land of Bondage"
    if action.site not in _unoccupied_sites(state, player):
        return (
            f"{_name(state, action.site)} is not an unoccupied Site in player {player}'s territory"
        )
    return "not legal now"


def _why_not_equip(state: GameState, player: PlayerId, action: Equip) -> str:
    for card in (action.weapon, action.warrior):
        if not 0 <= card < len(state.cards):
            return f"there is no card {card} in this game"
    if CardClass.WEAPON not in state.card(action.weapon).classes:
        return f"{_name(state, action.weapon)} is not a weapon"
    if not _is_warrior(state, action.warrior):
        return f"{_name(state, action.warrior)} is not a warrior"
    if not _can_use(state, action.weapon, action.warrior):
        return f"{_name(state, action.warrior)} cannot use {_name(state, action.weapon)}"
    return (
        f"{_name(state, action.weapon)} cannot be equipped to {_name(state, action.warrior)} "
        f"now: a weapon comes from player {player}'s hand to their warrior in territory, or, "
        "at the end of battle, from battle to a warrior in battle; a warrior holds one weapon"
    )


def _why_not_block(state: GameState, player: PlayerId, action: Block) -> str:
    me = state.players[player]
    if action.character not in me.hand and action.character not in me.territory:
        return f"{_name(state, action.character)} is not in player {player}'s hand or territory"
    problem = _uniqueness_problem(state, player, action.character, CardType.EVIL_CHARACTER)
    return problem or f"{_name(state, action.character)} is not an Evil Character"


def _why_not_enhancement(state: GameState, player: PlayerId, action: PlayEnhancement) -> str:
    battle = state.battle
    assert battle is not None  # noqa: S101 - initiative exists only in a battle
    if action.card not in state.players[player].hand:
        return f"{_name(state, action.card)} is not in player {player}'s hand"
    own_side = battle.heroes if player == battle.attacker else battle.evil_characters
    if action.character not in own_side:
        return f"{_name(state, action.character)} is not player {player}'s character in battle"
    wanted = CardType.GOOD_ENHANCEMENT if player == battle.attacker else CardType.EVIL_ENHANCEMENT
    if not state.card(action.card).has_identity(wanted):
        return f"{_name(state, action.card)} is not a {wanted.value}"
    return (
        f"{_name(state, action.card)} shares no brigade with "
        f"{_name(state, action.character)} (REG: Enhancement)"
    )


_EXPECTED: Final[dict[DecisionKind, tuple[type[object], ...]]] = {
    DecisionKind.CHOOSE_FIRST_PLAYER: (ChooseFirstPlayer,),
    DecisionKind.PREPARATION: (PlayCard, Equip, PutInSite, PlayDominant, EndPhase),
    DecisionKind.BATTLE: (Attack, PlayDominant, EndPhase),
    DecisionKind.BLOCK: (Block, PlayDominant, Decline),
    DecisionKind.INITIATIVE: (PlayEnhancement, PlayDominant, Pass, Decline),
    DecisionKind.SURRENDER_SOUL: (SurrenderSoul,),
    DecisionKind.DISCARD: (PlayCard, Equip, PlayDominant, Discard, EndPhase),
    DecisionKind.EQUIP: (Equip, Decline),
}

_HANDLERS: Final[dict[type[object], Callable[[_Table, Any], None]]] = {
    ChooseFirstPlayer: _choose_first_player,
    PlayCard: _play_card,
    Equip: _equip,
    PutInSite: _put_in_site,
    PlayDominant: _play_dominant,
    Attack: _attack,
    Block: _block,
    PlayEnhancement: _play_enhancement,
    Pass: _pass,
    Decline: _decline,
    SurrenderSoul: _surrender_soul,
    Discard: _discard,
    EndPhase: _end_phase,
}
