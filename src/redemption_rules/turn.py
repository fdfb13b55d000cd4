"""Turns: setup, the phases of a turn and the end of the game (REG: Pre-Game Phase, Turn).

The Draw, Upkeep, Preparation and Discard Phases, putting cards into play, and the ways a game
ends. Battles are in :mod:`redemption_rules.battle.fight`.
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Final

from attrs import evolve

from redemption_rules.actions import (
    Action,
    ActivateArtifact,
    ChooseFirstPlayer,
    Discard,
    EndPhase,
    Equip,
    PlayCard,
    PlayDominant,
    PlayEnhancement,
    PutInSite,
    UseAbility,
)
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.cards.model import CardClass, CardType
from redemption_rules.effects import duration, resolution
from redemption_rules.effects.cards import card_abilities, sets_aside_outside_battle
from redemption_rules.effects.grants import can_use_enhancement, sites_with_room
from redemption_rules.effects.manual import (
    manual_keys,
    manual_use,
    may_use,
    usable_abilities,
    usable_stars,
)
from redemption_rules.effects.restriction import hand_limit
from redemption_rules.events import (
    AbilityUsed,
    DeckShuffled,
    DominantPlayed,
    DrawSkipped,
    EnhancementPlayed,
    Equipped,
    FirstPlayerChosen,
    PhaseBegan,
    SoulPutInSite,
    TurnBegan,
)
from redemption_rules.playing import (
    is_playable,
    is_soul,
    is_warrior,
    uniqueness_problem,
)
from redemption_rules.priority import playable_dominants
from redemption_rules.rulesets import FirstDrawSkip, FirstPlayerRule
from redemption_rules.state import (
    NEW_BATTLE,
    SKIP_BATTLE_PHASE,
    UNTIL_RESET,
    DecisionKind,
    EndReason,
    GameState,
    InstanceId,
    Phase,
    PlayerId,
    Until,
    a_or_an,
)
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from redemption_rules.cards.model import CardDef
    from redemption_rules.table import Table

_CHARACTERS: Final = frozenset({CardType.HERO, CardType.EVIL_CHARACTER})
"""The identities of characters, which may use Enhancements and bear weapons."""
_WEAPON: Final = CardClass.WEAPON
"""Bound once, as the next: on Python 3.11 each read of a member through its Enum class
goes through the class's ``__getattr__`` hook, and the lists of legal actions read them for
every card in hand."""
_TERRITORY_CLASS: Final = CardClass.TERRITORY
_BEYOND_TURN: Final = frozenset({Until.GAME, Until.TURNS, Until.WHILE, Until.NEXT_BATTLE_PHASE})
"""The durations of prevent, protect and restrict effects that outlast the turn (REG:
Duration)."""
_BEYOND_TURN_USES: Final = frozenset({"game", UNTIL_RESET})
"""The timeframes of counted uses that outlast the turn: the game, and until the card resets
(REG: Limit). Those of a round (``ROUND``) last until the next round begins, with the first
player's turn (REG: Round)."""
ROUND: Final = "round"


def pre_game(table: Table) -> None:
    """Shuffle each deck, draw the opening hands, and find who chooses the first player."""
    count = len(table.state.players)
    for seat in range(count):
        player = PlayerId(seat)
        deck, table.rng = table.rng.shuffled(table.peek(player, Zone.DECK))
        table.set_zone(player, Zone.DECK, deck)
        table.emit(DeckShuffled(player))
    drawn: list[InstanceId] = []
    for seat in range(count):
        drawn.extend(draw(table, PlayerId(seat), table.ruleset.opening_hand))
    if check_unreachable(table):
        return
    table.drawn = _star_cards(table, drawn)
    rule = table.ruleset.first_player
    if rule is FirstPlayerRule.RANDOM:
        first, table.rng = table.rng.below(count)
        table.emit(FirstPlayerChosen(PlayerId(first), None))
        table.first_player = PlayerId(first)
        stars_before_first_turn(table)
        return
    candidates = list(range(count))
    if rule is FirstPlayerRule.MOST_LOST_SOULS_CHOOSES:
        souls = [len(table.peek(PlayerId(seat), Zone.LAND_OF_BONDAGE)) for seat in candidates]
        candidates = [seat for seat in candidates if souls[seat] == max(souls)]
    pick, table.rng = table.rng.below(len(candidates))
    table.decide(PlayerId(candidates[pick]), DecisionKind.CHOOSE_FIRST_PLAYER)


def choose_first_player(table: Table, action: ChooseFirstPlayer) -> None:
    """The chooser names the first player, whose turn begins (REG: Pre-Game Phase)."""
    chooser = table.state.to_act
    table.emit(FirstPlayerChosen(action.player, chooser))
    table.first_player = action.player
    stars_before_first_turn(table)


def stars_before_first_turn(table: Table) -> None:
    """Offer the star abilities of the opening hands, then begin the first turn.

    From the first player on, each player with a star ability that would do something gets
    a ``STAR`` decision; a player who goes on leaves the round. Then the Lost Souls in play
    activate, from the first player on, and the first turn begins once they have resolved
    (REG: Pre-Game Phase).
    """
    first = table.first_player
    assert first is not None  # noqa: S101 - the first player is chosen before
    count = len(table.state.players)
    if table.drawn and table.state.abilities:
        state = table.view()
        for step in range(count):
            player = PlayerId((first + step) % count)
            if usable_stars(state, player):
                table.decide(player, DecisionKind.STAR)
                return
    table.drawn = ()
    table.active = first  # the first player goes first in each step of the Pre-Game Phase
    if resolution.activate_lost_souls(table, first):
        table.decision = None
        table.continuation = "first_turn"
        return
    begin_turn(table, first)


def first_turn(table: Table) -> None:
    """After the Lost Souls of the Pre-Game Phase resolved: the first turn begins."""
    first = table.first_player
    assert first is not None  # noqa: S101 - the first player is chosen before
    begin_turn(table, first)


def continue_stars(table: Table) -> None:
    """After a star ability resolved: the same player again, if they have another to use."""
    if table.phase is Phase.PRE_GAME:
        stars_before_first_turn(table)
    elif table.drawn and usable_stars(table.view(), table.active):
        table.decide(table.active, DecisionKind.STAR)
    else:
        table.drawn = ()
        upkeep(table, table.active)


def continue_upkeep(table: Table) -> None:
    """After an "each upkeep" ability resolved: the active player again, if there is more."""
    if usable_abilities(table.view(), table.active):
        table.decide(table.active, DecisionKind.UPKEEP)
    else:
        begin_phase(table, Phase.PREPARATION)
        table.decide(table.active, DecisionKind.PREPARATION)


def _star_cards(table: Table, drawn: Sequence[InstanceId]) -> tuple[InstanceId, ...]:
    """The star cards among *drawn*, with abilities carried out (REG: Star Icon)."""
    if not table.state.abilities:
        return ()
    return tuple(card for card in drawn if card_abilities(table.card(card)).star)


def begin_turn(table: Table, player: PlayerId) -> None:
    """Begin *player*'s turn with the Draw Phase (REG: Turn).

    What lasted to the end of the turn ends, and what lasts some turns of the player whose
    turn ended has one fewer to go (REG: Duration).
    """
    ended = table.active if table.turn else None
    table.turn += 1
    table.active = player
    table.battles_this_turn = 0
    table.attacked_this_phase = ()
    table.battle = None
    table.territory_enhancement_played = False
    table.artifact_activated = None
    table.entered_battle = ()
    new_round = (table.turn - 1) % len(table.state.players) == 0
    table.uses[:] = [
        use
        for use in table.uses
        if use.per in _BEYOND_TURN_USES or (use.per == ROUND and not new_round)
    ]
    table.preventions[:] = [p for p in table.preventions if p.until in _BEYOND_TURN]
    table.protections[:] = [p for p in table.protections if p.until in _BEYOND_TURN]
    table.restrictions[:] = [r for r in table.restrictions if r.until in _BEYOND_TURN]
    resolution.end_lasting(table, Until.TURN, Until.BATTLE)
    if ended is not None:
        duration.end_turns(table, ended)
    if table.stack:
        # what came back as the turn ended ("On return, ...") resolves before the next
        # turn goes on (REG: Set-Aside, Action Priority)
        table.decision = None  # the turn that ended asks nothing more
        table.continuation = "turn_begins"
        return
    turn_begins(table)


def turn_begins(table: Table) -> None:
    """The active player's turn, set up by :func:`begin_turn`, begins: the Draw Phase."""
    player = table.active
    round_number = (table.turn - 1) // len(table.state.players) + 1
    table.emit(TurnBegan(player, table.turn, round_number))
    draw_phase(table, player, round_number)


def draw_phase(table: Table, player: PlayerId, round_number: int) -> None:
    """Draw three, Lost Souls to the Land of Bondage and replaced (REG: Draw Phase)."""
    begin_phase(table, Phase.DRAW)
    skip = table.ruleset.skips_first_draw(len(table.state.players))
    if round_number == 1 and (skip is FirstDrawSkip.EVERY_PLAYER or player == table.first_player):
        table.emit(DrawSkipped(player, "the first round's draw is skipped"))
    elif not table.peek(player, Zone.DECK):
        table.emit(DrawSkipped(player, "the deck is empty"))
    else:
        table.drawn = _star_cards(table, draw(table, player, table.ruleset.draw_per_turn))
        resolution.notice(table)
        if table.pending:
            # what the draw set off ("if drawn", "if put in play") resolves in the Draw Phase,
            # before the star abilities and the Upkeep Phase (REG: Action Priority)
            table.decision = None  # the turn that ended asks nothing more
            table.continuation = "stars"
            return
        if table.drawn and usable_stars(table.view(), player):
            table.decide(player, DecisionKind.STAR)
            return
    table.drawn = ()
    upkeep(table, player)


def upkeep(table: Table, player: PlayerId) -> None:
    """The Upkeep Phase: the active player may use what "each upkeep" allows.

    A player with nothing to use goes on to the Preparation Phase at once (REG: Upkeep
    Phase). First the abilities paired with poisons that tick at this player's upkeeps act,
    and those paired with diseases of the cards this player controls (REG: Upkeep Phase,
    Poison and Disease).
    """
    begin_phase(table, Phase.UPKEEP)
    if table.lasting:
        resolution.poison_upkeep(table, player)
    territory, pile = table.peek(player, Zone.TERRITORY), table.peek(player, Zone.ARTIFACT_PILE)
    keys = manual_keys(table.state.catalog) if table.state.abilities else frozenset()
    if (
        keys
        and may_use(table, table.battle, territory, player, pile, keys=keys)
        and usable_abilities(table.view(), player)
    ):
        table.decide(player, DecisionKind.UPKEEP)
        return
    begin_phase(table, Phase.PREPARATION)
    table.decide(player, DecisionKind.PREPARATION)


_PHASE_BOUND: Final = frozenset({"phase", "battle"})
"""The timeframes of the uses a new phase forgets."""
_PER: Final = attrgetter("per")


def begin_phase(table: Table, phase: Phase) -> None:
    """Enter *phase* of the active player's turn.

    What lasted to the end of the phase ends: prevent, protect and restrict effects, the cards
    played this phase ("the last card played"), the abilities a negate could still undo (REG:
    Duration). A restriction "during the next battle phase" begins with a battle phase.
    """
    table.phase = phase
    table.played.clear()
    table.completed.clear()
    table.preventions[:] = [
        p for p in table.preventions if p.until not in (Until.PHASE, Until.BATTLE)
    ]
    table.protections[:] = [
        p for p in table.protections if p.until not in (Until.PHASE, Until.BATTLE)
    ]
    table.restrictions[:] = [
        r for r in table.restrictions if r.until not in (Until.PHASE, Until.BATTLE)
    ]
    if phase is Phase.BATTLE and any(
        r.until is Until.NEXT_BATTLE_PHASE for r in table.restrictions
    ):
        table.restrictions[:] = [
            evolve(r, until=Until.PHASE) if r.until is Until.NEXT_BATTLE_PHASE else r
            for r in table.restrictions
        ]
    uses = table.uses
    if not _PHASE_BOUND.isdisjoint(map(_PER, uses)):  # most phases begin with none
        uses[:] = [use for use in uses if use.per not in _PHASE_BOUND]
    resolution.end_lasting(table, Until.PHASE)
    duration.end_phase_bound(table)
    table.emit(PhaseBegan(table.active, phase))


def draw(table: Table, player: PlayerId, count: int) -> list[InstanceId]:
    """Draw *count* cards that are not Lost Souls (REG: Draw Phase); the cards drawn.

    Each Lost Soul drawn goes to the Land of Bondage and is replaced. An empty deck stops the
    draw, and the game goes on.
    """
    drawn: list[InstanceId] = []
    deck = table.peek(player, Zone.DECK)
    while len(drawn) < count and deck:
        card = deck[0]
        if table.card(card).is_lost_soul:
            table.move(card, (player, Zone.DECK), (player, Zone.LAND_OF_BONDAGE))
            resolution.soul_drawn(table, card, player)
        else:
            table.move(card, (player, Zone.DECK), (player, Zone.HAND))
            drawn.append(card)
        deck = table.peek(player, Zone.DECK)
    resolution.note_drawn(table, player, len(drawn))
    return drawn


def play_card(table: Table, action: PlayCard) -> None:
    """Put a card from hand into territory, or face down on the Artifact pile.

    The card is played (REG: Play): "if you have played a Site this turn" and "the last card
    played" count it. A face-down Artifact's title is not noted for "played this game", which
    every player can read: its title is hidden until it is activated (REG: Face Down).

    A character whose toughness is 0 or less (an X that counts 0 once it is in territory) is
    discarded at once (REG: Toughness); so is an Artifact whose usage limit for the game its
    player has reached (REG: Limit).
    """
    player = table.active
    if action.identity is CardType.ARTIFACT:
        target = (player, Zone.ARTIFACT_PILE)
        table.move(
            action.card, (player, Zone.HAND), target, identity=action.identity, face_down=True
        )
        resolution.record_play(table, action.card, player, title=False)
        if table.state.abilities and resolution.limit_reached(
            table.view(), action.card, player, per="game"
        ):
            # played after its limit for the game is reached: discarded at once (REG: Limit)
            owner = table.instance(action.card).owner
            table.move(action.card, target, (owner, Zone.DISCARD_PILE))
    else:
        target = (player, Zone.TERRITORY)
        table.move(action.card, (player, Zone.HAND), target, identity=action.identity)
        resolution.record_play(table, action.card, player)
        resolution.site_played(table, action.card, player)
        toughness = numbers_of(table, action.card)[1]
        if action.identity.is_character and toughness <= 0:
            owner = table.instance(action.card).owner
            table.move(action.card, target, (owner, Zone.DISCARD_PILE))


def equip(table: Table, action: Equip) -> None:
    """Equip a weapon from hand to a warrior in territory (REG: Weapon, Preparation Phase)."""
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


def put_in_site(table: Table, action: PutInSite) -> None:
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


def activate_artifact(table: Table, action: ActivateArtifact) -> None:
    """Turn an Artifact face up on the player's Artifact pile (REG: Activate an Artifact).

    The Artifact active there is turned face down first (one active Artifact a location);
    the new one's ability is used as it activates (REG: Artifact).
    """
    table.artifact_activated = action.card
    resolution.turn_face_up(table, action.card, table.active)


def activate_artifact_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Each face-down Artifact of the active player's pile, once a turn (REG: Preparation)."""
    if state.artifact_activated is not None or player != state.active:
        return []
    me = state.players[player]
    return [
        ActivateArtifact(card)
        for card in me.artifact_pile
        if state.cards[card].face_down and state.card(card).has_identity(CardType.ARTIFACT)
    ]


def why_not_activate_artifact(state: GameState, player: PlayerId, action: ActivateArtifact) -> str:
    """Why *action* is not a legal activation of an Artifact, in words."""
    if not 0 <= action.card < len(state.cards):
        return f"there is no card {action.card} in this game"
    if state.artifact_activated is not None:
        done = card_label(state, state.artifact_activated)
        return f"an Artifact was activated this turn already ({done}): one a turn"
    if action.card not in state.players[player].artifact_pile:
        return f"{card_label(state, action.card)} is not in player {player + 1}'s Artifact pile"
    return f"{card_label(state, action.card)} is not a face-down Artifact"


def play_dominant(table: Table, action: PlayDominant) -> None:
    """Play a Dominant from hand (REG: Dominant).

    It goes to the discard pile and its ability, which cannot be negated, fires.
    """
    player = table.state.to_act
    assert player is not None  # noqa: S101 - a decision is pending while the game runs
    table.emit(DominantPlayed(player, action.card))
    table.move(action.card, (player, Zone.HAND), (player, Zone.DISCARD_PILE))
    played = resolution.record_play(table, action.card, player, in_battle=table.battle is not None)
    resolution.fire(table, action.card, player, played=played)


def use_ability(table: Table, action: UseAbility, player: PlayerId | None = None) -> None:
    """Use a manually triggered effect of a card *player* (the player to act) controls.

    It goes on the stack and resolves before the game goes on (REG: Manually Triggered
    Effect).
    """
    if player is None:
        player = table.state.to_act
    assert player is not None  # noqa: S101 - a decision is pending while the game runs
    effects, per = manual_use(table.card(action.card), action.effect)
    table.emit(AbilityUsed(player, action.card))
    if action.card in table.drawn:  # a star card is revealed and used once
        table.drawn = tuple(card for card in table.drawn if card != action.card)
    decision = table.decision
    if decision is not None and decision.kind in _GOES_ON:
        # the phase goes on once the ability has resolved, asking again only if there is
        # something more to use
        table.decision = None
        table.continuation = _GOES_ON[decision.kind]
    resolution.use_ability(table, action.card, player, effects, per)


_GOES_ON: Final = {DecisionKind.STAR: "stars", DecisionKind.UPKEEP: "upkeep"}
"""Decisions that only offer abilities to use, and the engine step that follows a use."""


def play_territory_enhancement(table: Table, action: PlayEnhancement) -> None:
    """Play an Enhancement on the player's character in territory, outside battle.

    Its ability fires, then it is discarded: a territory-class one, one a turn (REG:
    Territory Class Enhancement), or one that sets aside with a paired ability (REG:
    Set-Aside).
    """
    player = table.active
    hero = table.instance(action.character).identity is CardType.HERO
    identity = CardType.GOOD_ENHANCEMENT if hero else CardType.EVIL_ENHANCEMENT
    table.move(action.card, (player, Zone.HAND), (player, Zone.TERRITORY), identity=identity)
    if _TERRITORY_CLASS in table.card(action.card).classes:
        table.territory_enhancement_played = True
    table.emit(EnhancementPlayed(player, action.card, action.character))
    played = resolution.record_play(table, action.card, player)
    before = len(table.stack)
    resolution.fire(table, action.card, player, played=played, user=action.character)
    if len(table.stack) == before:
        resolution.discard_used_enhancement(table, action.card)


def discard(table: Table, action: Discard) -> None:
    """Discard a card from hand in the Discard Phase (REG: Discard Phase)."""
    player = table.active
    table.move(action.card, (player, Zone.HAND), (player, Zone.DISCARD_PILE))


def end_phase(table: Table, action: EndPhase) -> None:  # noqa: ARG001 - no fields to read
    """Go on from the star abilities of a draw, or end a phase or the turn."""
    if table.phase is Phase.PRE_GAME:
        done = table.state.to_act
        table.drawn = tuple(c for c in table.drawn if table.instance(c).owner != done)
        stars_before_first_turn(table)
    elif table.phase is Phase.DRAW:
        table.drawn = ()
        upkeep(table, table.active)
    elif table.phase is Phase.UPKEEP:
        begin_phase(table, Phase.PREPARATION)
        table.decide(table.active, DecisionKind.PREPARATION)
    elif table.phase is Phase.PREPARATION:
        table.attacked_this_phase = ()
        if _skips_battle_phase(table):  # no player acts in it (REG: Restrict)
            begin_phase(table, Phase.BATTLE)
            begin_discard_phase(table)
            return
        begin_phase(table, Phase.BATTLE)
        table.decide(table.active, DecisionKind.BATTLE)
    elif table.phase is Phase.BATTLE:
        begin_discard_phase(table)
    else:
        end_turn(table)


def begin_new_battle(table: Table) -> bool:
    """Begin the Battle Phase again if an ability said so; True if it did (REG: Begin a New Phase).

    The active player may attack again, or end the phase; what lasted to the end of the
    phase ends.
    """
    if not any(use.key == NEW_BATTLE for use in table.uses):
        return False
    table.uses[:] = [use for use in table.uses if use.key != NEW_BATTLE]
    table.battle = None
    table.battles_this_turn = 0
    table.attacked_this_phase = ()
    begin_phase(table, Phase.BATTLE)
    table.decide(table.active, DecisionKind.BATTLE)
    return True


def _skips_battle_phase(table: Table) -> bool:
    """Whether the active player must skip this Battle Phase; the skip is then used up.

    "Skip your next battle phase": the next one of that player's to begin.
    """
    player = table.active
    found = [use for use in table.uses if use.key == SKIP_BATTLE_PHASE and use.player == player]
    if not found:
        return False
    table.uses.remove(found[0])
    return True


def begin_discard_phase(table: Table) -> None:
    """Enter the Discard Phase; the active player decides (REG: Discard Phase)."""
    table.battle = None
    begin_phase(table, Phase.DISCARD)
    table.decide(table.active, DecisionKind.DISCARD)


def end_turn(table: Table) -> None:
    """End the turn; the player on the left goes next, unless the game ends."""
    count = len(table.state.players)
    if table.turn >= table.ruleset.round_limit * count:
        table.end_game(_leader(table), EndReason.ROUND_LIMIT)
        return
    begin_turn(table, PlayerId((table.active + 1) % count))


def _leader(table: Table) -> PlayerId | None:
    """The player with most Redeemed Souls, or None when several share the most."""
    counts = [
        len(table.peek(PlayerId(seat), Zone.LAND_OF_REDEMPTION))
        for seat in range(len(table.state.players))
    ]
    best = max(counts)
    leaders = [seat for seat, count in enumerate(counts) if count == best]
    return PlayerId(leaders[0]) if len(leaders) == 1 else None


def check_unreachable(table: Table) -> bool:
    """End the game if no player can reach the winning count any more; True if it ended.

    A player can still rescue the Lost Souls in other players' Lands of Bondage, Sites, decks
    and hands (a Lost Soul drawn goes to the drawer's own Land of Bondage). By the numbers a Lost
    Soul leaves those places only when rescued, so this runs at the start and after battles.
    Only rulesets with :attr:`~redemption_rules.rulesets.Ruleset.ends_when_unreachable` end
    this way.
    """
    if not table.ruleset.ends_when_unreachable:
        return False
    count = len(table.state.players)
    souls = [
        sum(
            1
            for zone in (Zone.LAND_OF_BONDAGE, Zone.DECK, Zone.HAND, Zone.TERRITORY)
            for card in table.peek(PlayerId(seat), zone)
            if table.card(card).is_lost_soul
            or (table.instance(card).captured is not None and is_soul(table, card))
        )
        for seat in range(count)
    ]
    total = sum(souls)
    target = table.ruleset.souls_to_win
    for seat in range(count):
        redeemed = len(table.peek(PlayerId(seat), Zone.LAND_OF_REDEMPTION))
        if redeemed + total - souls[seat] >= target:
            return False
    table.end_game(_leader(table), EndReason.UNREACHABLE)
    return True


def put_in_play_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Each card in hand into play as each identity it may take there."""
    return [
        PlayCard(card, identity)
        for card in state.players[player].hand
        for identity in state.card(card).identities
        if is_playable(state.ruleset, identity)
        and uniqueness_problem(state, player, card, identity) is None
    ]


def equip_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Weapons in hand onto warriors in territory that have none (REG: Preparation Phase)."""
    me = state.players[player]
    weapons = _of_class(state.definitions(), _WEAPON)
    if weapons.isdisjoint(me.hand):
        return []
    equipped = {state.cards[card].equipped_to for card in me.territory}
    warriors = [
        card
        for card in me.territory
        if card not in equipped
        and is_warrior(state, card)
        and state.cards[card].identity in _CHARACTERS
    ]
    if not warriors:
        return []
    actions: list[Action] = []
    for weapon in me.hand:
        if weapon not in weapons:
            continue
        actions.extend(
            Equip(weapon, warrior)
            for warrior in warriors
            if can_use_enhancement(state, weapon, warrior)
        )
    return actions


def put_in_site_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Lost Souls from the Land of Bondage into the player's Sites with room for one."""
    me = state.players[player]
    if not me.land_of_bondage:
        return []
    sites = sites_with_room(state, player)
    souls = [soul for soul in me.land_of_bondage if is_soul(state, soul)]
    return [PutInSite(soul, site) for soul in souls for site in sites]


def dominant_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Dominants in hand: playable any time in a turn while nothing resolves (REG: Dominant).

    With abilities carried out, only the Dominants whose ability would do something now.
    """
    return [PlayDominant(InstanceId(card)) for card in playable_dominants(state, player)]


def territory_enhancement_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Enhancements in hand the active player may play on their characters in territory.

    Territory-class Enhancements, one a turn (REG: Territory Class), and Enhancements that
    set aside with a paired ability (REG: Set-Aside), each on every character that can use
    it, while abilities are carried out.
    """
    if not state.abilities or player != state.active:
        return []
    me = state.players[player]
    defs = state.definitions()
    playable = _set_aside_cards(defs)
    if not state.territory_enhancement_played:
        playable = playable | _of_class(defs, _TERRITORY_CLASS)
    if playable.isdisjoint(me.hand):
        return []
    users = [card for card in me.territory if state.cards[card].identity in _CHARACTERS]
    actions: list[Action] = []
    for card in me.hand:
        if card not in playable:
            continue
        actions.extend(
            PlayEnhancement(card, user) for user in users if can_use_enhancement(state, card, user)
        )
    return actions


def why_not_territory_enhancement(
    state: GameState, player: PlayerId, action: PlayEnhancement
) -> str:
    """Why *action* is not a legal territory-class Enhancement play outside battle, in words."""
    for card in (action.card, action.character):
        if not 0 <= card < len(state.cards):
            return f"there is no card {card} in this game"
    if not state.abilities:
        return "cards play by their numbers: Enhancements are played only in battle"
    if action.card not in state.players[player].hand:
        return f"{card_label(state, action.card)} is not in player {player + 1}'s hand"
    territory_class = CardClass.TERRITORY in state.card(action.card).classes
    if not territory_class and not sets_aside_outside_battle(state.card(action.card)):
        label = card_label(state, action.card)
        return f"{label} is not a territory-class Enhancement nor one that sets aside"
    if territory_class and state.territory_enhancement_played:
        return "a territory-class Enhancement was played outside battle this turn already"
    if action.character not in state.players[player].territory:
        return f"{card_label(state, action.character)} is not in player {player + 1}'s territory"
    return (
        f"{card_label(state, action.character)} cannot use {card_label(state, action.card)}"
        " (REG: Enhancement)"
    )


def card_label(state: GameState, card: InstanceId) -> str:
    """A card's name and id, for messages."""
    return f"{state.card(card).name!r} (card {card})"


def why_not_from_hand(
    state: GameState, player: PlayerId, action: PlayCard | PlayDominant | Discard
) -> str:
    """Why *action* is not a legal play from hand, in words."""
    if action.card not in state.players[player].hand:
        return f"{card_label(state, action.card)} is not in player {player + 1}'s hand"
    definition = state.card(action.card)
    if isinstance(action, PlayDominant):
        label = card_label(state, action.card)
        if not definition.is_dominant:
            return f"{label} is not a Dominant"
        if state.abilities and not resolution.useful(state, action.card, player):
            # a Dominant is played for what it does (REG: Dominant)
            return f"the ability of {label} would do nothing now"
        return f"{label} cannot be played now"
    if isinstance(action, Discard):
        limit = hand_limit(state, player)
        return f"player {player + 1}'s hand is within the limit of {limit} cards"
    wanted = a_or_an(action.identity.value)
    if not definition.has_identity(action.identity):
        kinds = a_or_an("/".join(t.value for t in definition.identities))
        return f"{card_label(state, action.card)} is {kinds}, not {wanted}"
    if not is_playable(state.ruleset, action.identity):
        if state.ruleset.only_characters_in_territory:
            return f"these rules put only characters into territory, not {wanted}"
        return f"{wanted} is not put into play from hand by the numbers"
    problem = uniqueness_problem(state, player, action.card, action.identity)
    return problem or "not legal now"


def why_not_use_ability(state: GameState, player: PlayerId, action: UseAbility) -> str:
    """Why *action* is not a legal use of a manually triggered effect, in words."""
    card = card_label(state, action.card)
    try:
        manual_use(state.card(action.card), action.effect)
    except KeyError:
        return f"{card} has no manually triggered ability starting at effect {action.effect}"
    return (
        f"player {player + 1} cannot use that ability of {card} now: it must be a card they "
        "control whose ability is active (in battle, or placed in territory), in the phase its "
        "text names, within its limits, and with something to do"
    )


def why_not_put_in_site(state: GameState, player: PlayerId, action: PutInSite) -> str:
    """Why *action* is not a legal move of a Lost Soul into a Site, in words."""
    for card in (action.soul, action.site):
        if not 0 <= card < len(state.cards):
            return f"there is no card {card} in this game"
    if action.soul not in state.players[player].land_of_bondage:
        return f"{card_label(state, action.soul)} is not in player {player + 1}'s Land of Bondage"
    if not is_soul(state, action.soul):
        return f"{card_label(state, action.soul)} is a captured non-human, not a Lost Soul"
    if action.site not in sites_with_room(state, player):
        site = card_label(state, action.site)
        return f"{site} is not a Site with room for a Lost Soul in player {player + 1}'s territory"
    return "not legal now"


def why_not_equip(state: GameState, player: PlayerId, action: Equip) -> str:
    """Why *action* is not a legal equip, in words."""
    for card in (action.weapon, action.warrior):
        if not 0 <= card < len(state.cards):
            return f"there is no card {card} in this game"
    if CardClass.WEAPON not in state.card(action.weapon).classes:
        return f"{card_label(state, action.weapon)} is not a weapon"
    if not is_warrior(state, action.warrior):
        return f"{card_label(state, action.warrior)} is not a warrior"
    if not can_use_enhancement(state, action.weapon, action.warrior):
        return f"{card_label(state, action.warrior)} cannot use {card_label(state, action.weapon)}"
    weapon, warrior = card_label(state, action.weapon), card_label(state, action.warrior)
    return (
        f"{weapon} cannot be equipped to {warrior} "
        f"now: a weapon comes from player {player + 1}'s hand to their warrior in territory, or, "
        "at the end of battle, from battle to a warrior in battle; a warrior holds one weapon"
    )


def _of_class(definitions: tuple[CardDef, ...], card_class: CardClass) -> frozenset[InstanceId]:
    """The cards of a game of *card_class*, by instance id (see :func:`_game_cards`)."""
    return _game_cards(definitions, card_class, lambda card: card_class in card.classes)


def _set_aside_cards(definitions: tuple[CardDef, ...]) -> frozenset[InstanceId]:
    """The Enhancements of a game playable in territory for their set-aside, by instance id.

    See :func:`~redemption_rules.effects.cards.sets_aside_outside_battle`.
    """
    return _game_cards(definitions, _SETS_ASIDE, sets_aside_outside_battle)


_SETS_ASIDE: Final = "sets aside outside battle"


def _game_cards(
    definitions: tuple[CardDef, ...], kind: object, test: Callable[[CardDef], bool]
) -> frozenset[InstanceId]:
    """The cards of a game whose definition passes *test*, by instance id.

    Worked out once per game and *kind* (what *test* asks): the states of a game share
    their definitions, and the lists of legal actions look for weapons, territory-class
    cards and set-aside Enhancements in every hand.
    """
    key = (id(definitions), id(kind))  # ids: an Enum member hashes in Python
    known = _CLASSES.get(key)
    if known is not None and known[0] is definitions:
        return known[1]
    found = frozenset(
        InstanceId(card) for card, definition in enumerate(definitions) if test(definition)
    )
    if len(_CLASSES) > 1_000:
        _CLASSES.clear()
    _CLASSES[key] = (definitions, found)
    return found


_CLASSES: dict[tuple[int, int], tuple[tuple[CardDef, ...], frozenset[InstanceId]]] = {}
