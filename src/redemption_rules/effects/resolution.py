"""Resolution: carrying abilities out in a game (REG: Abilities, Pending, Negate, Prevent).

When a card is played its ability *fires*: the effects that fire on play become an
:class:`~redemption_rules.state.Activation` on the game's stack. :func:`run` works through
the stack, the top first: for each effect it calls the handler the effect's pack registered
(the engine knows no effect by name), applies the operations the handler returns, and
remembers what they moved. A handler that needs a choice stops the run with a pending
decision; the answer (``ChooseCard``, ``Finish``, ``ChooseOption``) resumes it.

This module also keeps the rules every effect shares:

* the Targeting Modified Abilities table (:func:`affects`): when negate, interrupt and
  prevent touch abilities that cannot be negated, prevented or interrupted;
* prevention (an ability prevented never activates) and negation (what an ability did this
  phase is undone, only for cards still where it put them);
* special initiative: a removal by an opponent's ability that would leave a player with no
  character in battle waits while that player may answer it with an Enhancement;
* the heal window: a character an ability discards (or whose toughness it lowers to 0)
  waits, after special initiative, while its controller may play an Enhancement that heals
  it (REG: Heal);
* triggered abilities ("when this Lost Soul is rescued") and delayed ones ("after battle");
* limits ("once per game") and the cap of four activations of one card's abilities a turn.
"""

from __future__ import annotations

from functools import partial
from itertools import compress
from operator import attrgetter, is_, methodcaller
from typing import TYPE_CHECKING, Any, Final, TypeVar, cast

import attrs
from attrs import evolve

from redemption_rules.actions import ChooseCard, ChooseOption
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.cards.identifiers import has_identifier
from redemption_rules.cards.model import Alignment, Brigade, CardClass, CardType
from redemption_rules.effects import execute as ops
from redemption_rules.effects import kinds
from redemption_rules.effects.cards import (
    IN_PLAY,
    LONE,
    PLAYERS_OF_CHOSEN,
    PRINTED_BUCKET,
    SHIELD_CODES,
    WEAPON_BUCKET,
    CardAbilities,
    ShieldModifier,
    Stage,
    about_itself,
    attacked_trigger,
    card_abilities,
    defeat_watch,
    disease_pairing,
    dominant_watch,
    effect_pack,
    effect_specs,
    enhancement_watch,
    followed,
    own_site_play,
    plan,
    refers_back,
    replaced_by,
    replacement_limit,
    replaces,
    rescue_watch,
    selects_player,
    up_to_the_place,
    x_cap,
    x_cap_condition,
)
from redemption_rules.effects.copies import copy_problem
from redemption_rules.effects.execute import Asked, Done, EffectContext
from redemption_rules.effects.grants import can_use_enhancement
from redemption_rules.effects.model import Effect, Link
from redemption_rules.effects.modifiers import PROTECTIONS_OVERRIDDEN, Limit, Regardless
from redemption_rules.effects.protection import (
    ABILITY,
    HARM,
    harmed_cards,
    never_shields,
    protection_against,
    shielded_from,
    shields_all,
)
from redemption_rules.effects.select import (
    DRAWN,
    DRAWN_BY_ABILITY,
    HEALED_CONDITIONS,
    Place,
    Scope,
    being_discarded,
    in_battle_or_played_there,
    is_plain,
    negated_cards,
    played_key,
    played_title_key,
    put_in_a_site,
    unplayed,
    used_key,
)
from redemption_rules.effects.select import (
    IN_PLAY as PLAY_PLACES,
)
from redemption_rules.effects.targets import (
    Advantage,
    Condition,
    Controls,
    Happened,
    IfDone,
    Is,
    Join,
    Player,
    Position,
    Quantifier,
    Ref,
    Selector,
)
from redemption_rules.effects.timing import AtMoment, Event, Moment, OnEvent
from redemption_rules.effects.tokens import TOKEN_RECORDS
from redemption_rules.errors import PluginError
from redemption_rules.events import (
    AbilityActivated,
    AbilityCopied,
    AbilityDeclined,
    AbilityInterrupted,
    AbilityNegated,
    AbilityNotCarriedOut,
    AbilityPrevented,
    AbilityReactivated,
    ArtifactActivated,
    ArtifactDeactivated,
    BattleBegan,
    Blocked,
    CardMoved,
    CardNamed,
    CardPlacedOn,
    CardsLooked,
    CardsRevealed,
    CharacterCaptured,
    CharacterHealed,
    CopyNotCarriedOut,
    DeckShuffled,
    DominantPlayed,
    EffectCarriedOut,
    Equipped,
    HealOffered,
    PileSearched,
    SoulPutInSite,
    SoulRescued,
    SpecialInitiativeGiven,
    Taunted,
    TokenNotCreated,
)
from redemption_rules.memo import by_identity
from redemption_rules.packs import default_manager
from redemption_rules.playing import is_paralyzed, is_territory_character
from redemption_rules.plugins.hookspecs import EffectCheck, EffectSpec
from redemption_rules.state import (
    BY_X,
    CONVERTED,
    COPYING,
    DISEASED,
    FOLLOWING,
    GAINED,
    NEW_BATTLE,
    PLACED,
    POISONED,
    SET_ASIDE,
    SITE_ACCESS,
    SKIP_BATTLE_PHASE,
    TAKEN,
    UNTIL_RESET,
    Activation,
    BattleKind,
    BattleOutcome,
    CardInstance,
    Decision,
    DecisionKind,
    Delayed,
    Ending,
    EndReason,
    Enhancement,
    Healing,
    InstanceId,
    Lasting,
    Moved,
    Phase,
    Played,
    PlayerId,
    Prevention,
    Protection,
    Question,
    QuestionKind,
    Replacement,
    Restriction,
    Result,
    SelectedBrigade,
    Suspended,
    Until,
    Use,
    changed,
    limit_key,
    limit_uses,
)
from redemption_rules.table import SURFACE_ZONES
from redemption_rules.zones import HAND_CAP, Zone

if TYPE_CHECKING:
    from collections.abc import Callable, Collection, Sequence

    from redemption_rules.actions import Finish
    from redemption_rules.cards.model import CardDef
    from redemption_rules.effects.kinds import SelectOptions
    from redemption_rules.effects.model import Ability
    from redemption_rules.state import Battle, GameState
    from redemption_rules.table import Table

__all__ = [
    "ACTIVATION_CAP",
    "activate_in_play",
    "activate_lost_souls",
    "affects",
    "answer",
    "battle_results",
    "battle_won",
    "capture_replaced",
    "defeated_in_battle",
    "discard_replaced",
    "discard_used_enhancement",
    "discarding_from_battle",
    "end_lasting",
    "fire",
    "fire_group",
    "fire_moment",
    "has_heal",
    "heal_answers",
    "healing_cards",
    "limit_key",
    "limit_reached",
    "manual_key",
    "next_healer",
    "notice",
    "offer_replacement",
    "queue_pending",
    "record_play",
    "replace_discards",
    "replaced_done",
    "replacement_answers",
    "run",
    "soul_drawn",
    "special_initiative_answers",
    "take_off",
    "usage_limits",
    "use_ability",
    "use_possible",
    "useful",
]

_Made = TypeVar("_Made", Protection, Prevention, Lasting, Delayed, Restriction)
"""An ongoing record that names the activation that made it."""

ACTIVATION_CAP: Final = 4
"""No player activates instant effects of one card's special ability more than 4 times in a
turn (REG: Activate)."""

DECLINE: Final = "Decline"
"""The label of the option that declines a "may"."""

_AFFECTED: Final[dict[tuple[str, bool], frozenset[str]]] = {
    ("negate", True): frozenset({"", "cbi"}),
    ("negate", False): frozenset({"", "cbp"}),
    ("interrupt", True): frozenset(),
    ("interrupt", False): frozenset({"", "cbp"}),
    ("prevent", True): frozenset({"", "cbi"}),
    ("prevent", False): frozenset({"", "cbp", "cbi"}),
}
"""The Targeting Modified Abilities table (REG: Cannot be Interrupted, Cannot be Negated,
Cannot be Prevented, Interrupt, Prevent, Negate): for each effect and whether it became
active *before* the modified ability's card was played, the modifiers it still affects
("" for an ability with none)."""


def affects(
    effect: str, *, before: bool, shield: Collection[str] = (), started: bool = False
) -> bool:
    """Whether a negate, interrupt or prevent *effect* affects an ability with *shield*.

    *before* says whether the effect became active before the ability's card was played.
    *started* says whether the ability has begun activating (and is not pending): a prevent
    that comes after it cannot stop it then (REG: Prevent).

    >>> affects("negate", before=False, shield=("cbp",))
    True
    >>> affects("negate", before=True, shield=("cbp",))
    False
    >>> affects("prevent", before=False, started=True)
    False
    """
    if "cbn" in shield:
        return False
    if effect == "prevent" and not before and started:
        return False
    allowed = _AFFECTED[(effect, before)]
    if not shield:
        return "" in allowed
    return all(modifier in allowed for modifier in shield)


def shield_now(
    state: GameState, act: Activation, against: InstanceId | None = None
) -> tuple[str, ...]:
    """The modifiers that shield *act* now from an ability of the card *against*.

    Besides the card's own plain "cannot be ..." (``act.shield``): its modifiers whose
    condition holds now ("Cannot be negated if used by a dual icon character"), those against
    the card at hand ("Cannot be negated by an animal": none when *against* is not known),
    and those of cards in play that cover it ("Good Enhancements used by this card cannot be
    negated"), while those cards' abilities are not negated. A "Cannot be negated." covering
    only the sections printed before it shields an activation of their effects alone.
    """
    found = set(act.shield) | _own_shields(state, act, against)
    shielding = _shielding_cards(state)
    if not shielding:
        return tuple(sorted(found))
    battle = state.battle
    places = [player.territory for player in state.players]
    if battle is not None:
        places.append(battle.cards())
    for cards in places:
        for card in cards:
            if card not in shielding:
                continue
            covering = card_abilities(state.card(card)).shields
            if (
                not covering
                or state.cards[card].meek
                or any(card in p.cards for p in state.preventions)
            ):
                continue
            for modifier in covering:
                if modifier.cards is None:
                    continue
                controller = Scope(state, state.cards[card].owner).controller_of(card)
                if controller is None:
                    continue
                giver = Scope(state, controller, source=card)
                if giver.is_named(act.card, modifier.cards) and _shields(
                    giver, modifier, act, against
                ):
                    found.add(SHIELD_CODES[type(modifier)])
    return tuple(sorted(found))


def _own_shields(state: GameState, act: Activation, against: InstanceId | None) -> set[str]:
    """The codes of *act*'s card's own shields that depend on the game and hold now."""
    found: set[str] = set()
    own = card_abilities(state.card(act.ability_card))
    scope: Scope | None = None
    for modifier in own.shields:
        if modifier.cards is not None:
            continue
        scope = scope or _scope(state, act)
        if _shields(scope, modifier, act, against):
            found.add(SHIELD_CODES[type(modifier)])
    for modifier, start in own.partial_shields:
        if not _printed_before(own.ability, act.effects, start):
            continue
        scope = scope or _scope(state, act)
        if _shields(scope, modifier, act, against):
            found.add(SHIELD_CODES[type(modifier)])
    return found


def _printed_before(ability: Ability | None, effects: tuple[int, ...], start: int) -> bool:
    """Whether *effects* (some at least) are all printed before *start* in *ability*'s text.

    Those are the effects a "Cannot be negated." sentence there covers (REG: Cannot be
    Negated).
    """
    if ability is None or not effects:
        return False
    return all(ability.effects[index].span.start < start for index in effects)


def _shields(
    scope: Scope, modifier: ShieldModifier, act: Activation, against: InstanceId | None
) -> bool:
    """Whether a shield *modifier*, read in *scope*, covers *act* against *against* now."""
    by = modifier.by
    if by is not None and (against is None or not scope.matches(against, by)):
        return False
    kinds = modifier.effects
    if kinds:
        ability = card_abilities(scope.state.card(act.ability_card)).ability
        if ability is None or not any(ability.effects[i].kind in kinds for i in act.effects):
            return False
    return modifier.condition is None or scope.holds(modifier.condition)


_GameCards = dict[tuple[int, int], tuple[tuple["CardDef", ...], object, frozenset[InstanceId]]]
"""Cards of a game picked out by a test, kept per game and plugin manager."""


def _shielding_cards(state: GameState) -> frozenset[InstanceId]:
    """The cards of the game whose abilities shield others, by instance id.

    Those :func:`shield_now` looks at in play ("Good Enhancements used by this card cannot
    be negated"); a game with none looks at no card in play.
    """
    return _cards_of_game(state.definitions(), _SHIELDING, _shields_others)


def _shields_others(definition: CardDef) -> bool:
    return any(modifier.cards is not None for modifier in card_abilities(definition).shields)


_SHIELDING: _GameCards = {}


def _cards_of_game(
    definitions: tuple[CardDef, ...], cache: _GameCards, test: Callable[[CardDef], bool]
) -> frozenset[InstanceId]:
    """The cards of a game that pass *test*, by instance id, worked out once per game.

    *definitions* are every card's, in id order (a game's states share them); the answer is
    kept in *cache* for them and the process's plugin manager. Each definition's answer is
    kept for the process too: the games of the same decks hold the same definitions under
    other instance ids, so a new game asks again of no card it shares with an earlier one.
    """
    manager = default_manager()
    key = (id(definitions), id(manager))
    known = cache.get(key)
    if known is not None and known[0] is definitions and known[1] is manager:
        return known[2]
    answers = _answers_of(test, manager)
    found: list[InstanceId] = []
    for card, definition in enumerate(definitions):
        answer = answers.get(id(definition))
        if answer is None or answer[0] is not definition:
            if len(answers) > 50_000:
                answers.clear()
            answer = answers[id(definition)] = (definition, test(definition))
        if answer[1]:
            found.append(InstanceId(card))
    if len(cache) > 1_000:
        cache.clear()
    cache[key] = (definitions, manager, frozenset(found))
    return cache[key][2]


def _answers_of(
    test: Callable[[CardDef], bool], manager: object
) -> dict[int, tuple[CardDef, bool]]:
    """What *test* answered of each card definition with *manager*'s packs, by its id."""
    key = (id(test), id(manager))
    kept = _PASSES.get(key)
    if kept is None or kept[0] is not test or kept[1] is not manager:
        if len(_PASSES) > 100:
            _PASSES.clear()
        kept = _PASSES[key] = (test, manager, {})
    return kept[2]


_PASSES: dict[
    tuple[int, int],
    tuple[Callable[[CardDef], bool], object, dict[int, tuple[CardDef, bool]]],
] = {}


# == firing =====================================================================================


def record_play(
    table: Table,
    card: InstanceId,
    player: PlayerId,
    *,
    in_battle: bool = False,
    title: bool = True,
) -> int:
    """Log *card* as played by *player* now (REG: Play); its serial number.

    The turn's plays and the titles played this game are noted too: "if you have played no
    Enhancements this turn", "if you have not played Son of God this game" read them. The
    title is not noted when *title* is false: the card was played face down.
    """
    serial = table.next_serial()
    battle = table.battles_this_turn if in_battle else 0
    against = _played_against(table, player) if in_battle else ()
    table.played.append(Played(card, player, serial, in_battle, battle, against))
    table.uses.append(Use(played_key(card), player, "turn"))
    title_key = played_title_key(table.card(card).title) if title else None
    if title_key is not None and not any(
        use.key == title_key and use.player == player for use in table.uses
    ):
        table.uses.append(Use(title_key, player, "game"))
    table.changed()
    if in_battle:
        _played_in_battle_watched(table, card, player)
    return serial


def _played_against(table: Table, player: PlayerId) -> tuple[InstanceId, ...]:
    """The characters in battle opposing *player*'s side: what their card is played against.

    Nothing with none there, or for a player on neither side (REG: Played Against).
    """
    battle = table.battle
    if battle is None:
        return ()
    if player == battle.attacker:
        return battle.evil_characters
    if player == battle.defender:
        return battle.heroes
    return ()


def note_drawn(table: Table, player: PlayerId, count: int, *, by_ability: bool = False) -> None:
    """Count *count* cards drawn by *player* this turn, and apart those drawn by abilities.

    "If opponent has drawn 5 or more cards this turn" reads the count; "X = # of cards
    opponent drew by their special abilities this turn" the count by abilities.
    """
    if count <= 0:
        return
    _add_use(table, DRAWN, player, count)
    if by_ability:
        _add_use(table, DRAWN_BY_ABILITY, player, count)
    table.changed()


def _add_use(table: Table, key: str, player: PlayerId, count: int) -> None:
    """Add *count* to *player*'s count of *key* this turn."""
    for position, use in enumerate(table.uses):
        if use.key == key and use.player == player:
            table.uses[position] = Use(key, player, "turn", use.count + count)
            return
    table.uses.append(Use(key, player, "turn", count))


def fire(
    table: Table,
    card: InstanceId,
    controller: PlayerId,
    *,
    played: int,
    user: InstanceId | None = None,
    group: int = 0,
    weapon: bool = False,
    current_bucket: int | None = None,
) -> None:
    """Fire the abilities *card* has on play (REG: Activate, Ability Activation Order).

    They join the stack, to be carried out by :func:`run`: on top when fired alone, or in
    their place in a *group* of characters entering battle together. An ability the engine
    does not carry out is said once per game (``AbilityNotCarriedOut``) and the card plays by
    its numbers; a prevented ability never activates.
    """
    if not table.state.abilities:
        return
    if toss_caught(table, card, controller, played=played):
        return  # tossed instead of activating its numbers and ability (REG: Toss)
    found = _abilities(table, card)
    if found is None or not found.on_play:
        return
    if _over_cap(table, card, controller) or _limit_reached_now(table, card, controller):
        return
    buckets: dict[int, list[int]] = {}
    acting = _acting_as(table.instance(card).identity, table.card(card))
    effects = found.on_play_as(acting)
    if not effects:
        return  # a Curse active as an Artifact: its "EE:" effects do not act
    if acting not in (CardType.HERO, CardType.EVIL_CHARACTER) and not weapon:
        # the Ability Activation Order is for characters: other cards act as printed
        buckets[PRINTED_BUCKET] = sorted(index for _, index in effects)
    for bucket, index in () if buckets else effects:
        buckets.setdefault(WEAPON_BUCKET if weapon else bucket, []).append(index)
    for bucket in sorted(buckets, reverse=True):  # the earliest step ends on top
        activation = Activation(
            id=table.next_serial(),
            card=card,
            controller=controller,
            effects=tuple(buckets[bucket]),
            played=played,
            user=user,
            group=group,
            bucket=bucket,
            shield=found.shield,
        )
        if _stopped(table, activation):
            continue
        _insert(table, activation, current_bucket)
    table.uses.append(Use(f"card:{card}", controller, "turn"))


def _played_at(table: Table, card: InstanceId) -> int:
    """When *card* was played, as a game serial number, for an ability of it in play.

    The last time it was played this phase; 0 for a card in play since an earlier phase. A
    "cannot be prevented" ability escapes only the prevents and negates activated before
    its card was played (REG: Cannot be Prevented): a negate of it since still keeps its
    triggered and manually triggered effects from activating.
    """
    played = [entry.serial for entry in table.played if entry.card == card]
    return played[-1] if played else 0


def use_ability(
    table: Table, card: InstanceId, controller: PlayerId, effects: tuple[int, ...], per: str
) -> None:
    """Use the manually triggered effects *effects* of *card* (REG: Manually Triggered Effect).

    They go on top of the stack as one activation, its "may" answered. The use counts toward
    the cap of four activations of the card a turn and, under *per* (``"phase"``,
    ``"turn"``), toward an "each [phase]" that may be used once; a prevention that covers
    the card stops it.
    """
    if table.instance(card).meek:
        return  # no ability while meek (REG: Meek)
    found = card_abilities(table.card(card))
    activation = Activation(
        id=table.next_serial(),
        card=card,
        controller=controller,
        effects=effects,
        played=_played_at(table, card),
        user=_user_of(table.battle, card),
        shield=found.shield,
        elected=True,
    )
    table.uses.append(Use(f"card:{card}", controller, "turn"))
    if per:
        table.uses.append(Use(manual_key(card, effects[0]), controller, per))
    table.changed()
    if _stopped(table, activation):
        return
    table.stack.insert(0, activation)


def manual_key(card: InstanceId, effect: int) -> str:
    """The key under which the uses of a manually triggered effect are counted."""
    return f"manual:{card}:{effect}"


def _user_of(battle: Battle | None, card: InstanceId) -> InstanceId | None:
    if battle is None:
        return None
    for enhancement in battle.enhancements:
        if enhancement.card == card:
            return enhancement.user
    return None


def fire_group(
    table: Table,
    entries: Sequence[tuple[InstanceId, InstanceId | None]],
    controller: PlayerId,
) -> None:
    """Fire the abilities of characters entering battle together, with their weapons.

    *entries* are (card, the character using it) pairs: a character with None, its weapon
    with the character. Their abilities join the stack in the Ability Activation Order.
    """
    if not table.state.abilities or not entries:
        return
    group = table.next_serial()
    before = len(table.stack)
    for card, user in entries:
        played = record_play(table, card, controller, in_battle=True)
        fire(
            table, card, controller, played=played, user=user, group=group, weapon=user is not None
        )
    added = table.stack[: len(table.stack) - before]
    rest = table.stack[len(table.stack) - before :]
    added.sort(key=lambda activation: activation.bucket)
    table.stack[:] = added + rest


def _insert(table: Table, activation: Activation, current_bucket: int | None) -> None:
    """Put *activation* on the stack: on top, or after the earlier steps of its group."""
    if activation.group == 0 or current_bucket is None or activation.bucket <= current_bucket:
        table.stack.insert(0, activation)
        return
    stack = table.stack
    members = [i for i, entry in enumerate(stack) if entry.group == activation.group]
    later = [i for i in members if stack[i].bucket > activation.bucket]
    if later:
        stack.insert(later[0], activation)
    elif members:
        stack.insert(members[-1] + 1, activation)
    else:
        stack.insert(0, activation)


def _abilities(table: Table, card: InstanceId) -> CardAbilities | None:
    """The card's abilities if the engine carries them out; None (said once) if not.

    A card played as its meek identity has none (REG: Meek).
    """
    if table.instance(card).meek:
        return None
    definition = table.card(card)
    found = card_abilities(definition)
    if found.ability is None and not found.error:
        return None
    if found.carried_out:
        return found
    if definition.key not in table.reported:
        table.reported = (*table.reported, definition.key)
        reason = found.error or "not carried out: " + ", ".join(found.missing)
        table.emit(AbilityNotCarriedOut(card, reason))
    return None


def _acting_as(identity: CardType | None, definition: CardDef) -> CardType | None:
    """The identity a card acts under: its active identity, a Dominant's own."""
    if identity is None and definition.is_dominant:
        return CardType.DOMINANT
    return identity


def _over_cap(table: Table, card: InstanceId, controller: PlayerId) -> bool:
    key = f"card:{card}"
    count = sum(1 for use in table.uses if use.key == key and use.player == controller)
    return count >= ACTIVATION_CAP


def usage_limits(definition: CardDef) -> tuple[Limit, ...]:
    """The usage limits printed as sentences of a card's ability ("Limit twice per game").

    They modify the whole ability (REG: Limit): each use of it counts, as it completes.
    """
    found = card_abilities(definition)
    if found.ability is None:
        return ()
    return tuple(
        modifier
        for modifier in found.ability.modifiers
        if isinstance(modifier, Limit) and modifier.per and modifier.times is not None
    )


def limit_reached(
    state: GameState, card: InstanceId, player: PlayerId, *, per: str | None = None
) -> bool:
    """Whether *player* has used *card*'s ability as often as its usage limit allows.

    Counted by title, for the player who controls the card as it is used: cards sharing a
    name share the count (REG: Limit). With *per*, only a limit of that timeframe counts.
    """
    definition = state.card(card)
    for limit in usage_limits(definition):
        if per is not None and limit.per != per:
            continue
        assert limit.times is not None  # noqa: S101 - usage_limits keeps counted ones
        if limit_uses(state.uses, definition.title, limit.per, player) >= limit.times:
            return True
    return False


def _limit_reached_now(table: Table, card: InstanceId, player: PlayerId) -> bool:
    """:func:`limit_reached` on the table, frozen only for a card with a usage limit.

    Most cards fired have none, and a view taken in the middle of a transition is a new
    state whenever a card moved since the last one: the answer for a card without a limit
    is False whatever the state, so none is made for it.
    """
    return bool(usage_limits(table.card(card))) and limit_reached(table.view(), card, player)


def _count_use(table: Table, act: Activation) -> None:
    """*act*'s ability is used: count it toward its usage limits (REG: Limit).

    An Artifact whose limit for the game, or with no timeframe, is reached is discarded
    after that last use. An optional ability its player declined did nothing and is not
    used (REG: Use an Ability): every effect of it a "may", none carried out.
    """
    definition = table.card(act.card)
    limits = usage_limits(definition)
    if not limits:
        return
    if not act.results and all(_ability(table, act).effects[i].optional for i in act.effects):
        return
    for limit in limits:
        table.uses.append(Use(limit_key(definition.title, limit.per), act.controller, limit.per))
    table.changed()
    where = table.locate(act.card)
    if (
        where[1] is Zone.ARTIFACT_PILE
        and not table.instance(act.card).face_down
        and any(
            limit.per in _SPENT_LIMITS
            and limit_reached(table.view(), act.card, act.controller, per=limit.per)
            for limit in limits
        )
    ):
        # spent for the game, not only for the round ("once per round and twice per game")
        table.move(act.card, where, (table.instance(act.card).owner, Zone.DISCARD_PILE))


_SPENT_LIMITS: Final = frozenset({"game", UNTIL_RESET})
"""Usage limits after whose last use an Artifact is discarded (REG: Limit)."""


def _stopped(table: Table, activation: Activation, since: int | None = None) -> bool:
    """Whether a prevention keeps *activation* from activating; the prevention is used.

    With *since*, only preventions begun after that serial number count (an interrupted
    ability prevented while it waited to reactivate).
    """
    if not table.preventions:
        return False
    state = table.view()
    for position, prevention in enumerate(table.preventions):
        if prevention.remaining == 0 or (since is not None and prevention.activated <= since):
            continue
        if not _prevention_covers(state, prevention, activation):
            continue
        before = prevention.activated < activation.played
        shield = shield_now(state, activation, prevention.source)
        if not affects("prevent", before=before, shield=shield):
            continue
        _spend(table, position, prevention)
        table.emit(AbilityPrevented(activation.card, prevention.source))
        return True
    return False


def _prevention_covers(state: GameState, prevention: Prevention, activation: Activation) -> bool:
    card = activation.card
    if prevention.kinds:
        return False  # it keeps some effects from being carried out, not the ability
    if prevention.tosses:
        return False  # it catches Enhancements as they are played: see toss_caught
    if prevention.cards:
        return card in prevention.cards
    if prevention.played_after and activation.played <= prevention.activated:
        return False
    found = card_abilities(state.card(prevention.source))
    if found.ability is None:
        return False
    target = getattr(found.ability.effects[prevention.effect], "target", None)
    if target is None:
        return False
    scope = Scope(
        state, prevention.controller, source=prevention.source, brigades=prevention.brigades
    )
    gate = found.gate(prevention.effect) if found.gates else None
    if gate is not None and prevention.until is Until.WHILE and not scope.holds(gate):
        return False  # a lasting effect in play whose "while" does not hold now
    if target.owner is not None and activation.controller not in scope.players(target.owner):
        return False  # "played by an opponent": the player who played it
    try:
        scope.where(card)
    except KeyError:
        return False
    return scope.matches(card, unplayed(target))


# == ongoing toss ===============================================================================


def _spend(table: Table, position: int, prevention: Prevention) -> None:
    """*prevention*, at *position* on the table, has acted once.

    One fewer of its cards to go ("the next 2"), and gone after the last; one with no count
    stays.
    """
    if prevention.remaining is None:
        return
    left = prevention.remaining - 1
    if left <= 0:
        del table.preventions[position]
    else:
        table.preventions[position] = evolve(prevention, remaining=left)


def toss_caught(table: Table, card: InstanceId, player: PlayerId, *, played: int) -> bool:
    """Whether an ongoing toss catches *card*, an Enhancement *player* just put in battle.

    REG: Toss. A toss of "the next Enhancement" or of "all Enhancements" is ongoing: it
    targets the Enhancements as they are played in battle (or added to battle, weapons
    brought in by their bearers included) and, for each, an opposing character. The first
    toss record (:attr:`Prevention.tosses`) whose words *card* fits, played after the toss
    began, catches it: its ability does not activate, and an activation of the toss joins the
    stack (:func:`_toss_decrease`) that discards it, before its numbers count, and decreases
    an opposing character by its strength. "The next" catches one card and ends. A card
    protected from the card with the toss, one with no one printed strength (a strength
    "X"), or one played when no opposing character could be decreased is not caught.
    """
    if not table.preventions or not any(p.tosses for p in table.preventions):
        return False
    instance = table.instance(card)
    identity = instance.identity
    if identity is None or not identity.is_enhancement:
        return False
    if table.locate(card)[1] is not Zone.FIELD_OF_BATTLE:
        return False
    strength = face_strength(table.view(), card)
    if strength is None:
        return False
    for position, prevention in enumerate(table.preventions):
        if not prevention.tosses or prevention.remaining == 0:
            continue
        if prevention.played_after and played <= prevention.activated:
            continue
        if not _tosses(table.view(), prevention, card, player):
            continue
        if not toss_opposing(table.view(), prevention.controller, prevention.source):
            continue
        _spend(table, position, prevention)
        source = prevention.source
        table.stack.insert(
            0,
            Activation(
                id=table.next_serial(),
                card=source,
                controller=prevention.controller,
                effects=(prevention.effect,),
                played=played,
                announced=True,
                shield=card_abilities(table.card(source)).shield,
                tossing=card,
            ),
        )
        table.changed()
        return True
    return False


def _tosses(state: GameState, prevention: Prevention, card: InstanceId, player: PlayerId) -> bool:
    """Whether the words of ongoing toss *prevention* name *card*, played by *player*.

    "The next evil Enhancement played this battle", "the next Enhancement played by
    opponent" (the player who played it), "the next evil Enhancement you play in battle",
    "all Enhancements with "negated" in the special ability"; read as the toss's controller
    reads them. A card protected from the card with the toss is not targeted.
    """
    found = card_abilities(state.card(prevention.source))
    if found.ability is None:
        return False
    target = getattr(found.ability.effects[prevention.effect], "target", None)
    if target is None:
        return False
    scope = Scope(state, prevention.controller, source=prevention.source)
    if target.owner is not None and player not in scope.players(target.owner):
        return False
    if state.protections and card in shielded_from(state, prevention.source, None, "toss"):
        return False
    return scope.matches(card, unplayed(target))


def toss_opposing(state: GameState, player: PlayerId, source: InstanceId) -> tuple[InstanceId, ...]:
    """The characters in battle opposing *player*, one of which a toss decreases (REG: Toss).

    Those protected from *source*, the card with the toss, are left out.
    """
    battle = state.battle
    if battle is None or player not in (battle.attacker, battle.defender):
        return ()
    side = battle.evil_characters if player == battle.attacker else battle.heroes
    shielded = shielded_from(state, source, None, "toss") if state.protections else frozenset()
    return tuple(card for card in side if card not in shielded)


def face_strength(state: GameState, card: InstanceId) -> int | None:
    """The printed strength of Enhancement *card*, which a toss decreases by (REG: Toss).

    That of the Enhancement identity it was played as ("GE/EE": the evil numbers of one
    played as an evil Enhancement). None when it has no one number: a strength "X", or two
    Enhancement identities with different strengths and none taken.
    """
    definition = state.card(card)
    taken = state.cards[card].identity
    identities = (
        (taken,)
        if taken is not None and taken.is_enhancement and taken in definition.identities
        else tuple(identity for identity in definition.identities if identity.is_enhancement)
    )
    stats = {definition.numbers(identity)[0] for identity in identities}
    if len(stats) != 1:
        return None
    stat = stats.pop()
    return None if stat is None or stat.variable else stat.value


def _toss_decrease(table: Table, act: Activation) -> bool:
    """An ongoing toss decreases an opposing character for the card it caught (REG: Toss).

    The caught Enhancement is discarded first, if still in battle; the decrease targets the
    character apart from it, and is carried out all the same if it left.
    The character is decreased X/X, X the tossed Enhancement's printed strength (a negative
    strength increases); the decrease is instant. The toss's controller chooses the character
    when several could be (a decision waits: True). The activation then joins the completed
    ones, with the discard and the decrease among its moves: a negate of the toss, or of the
    card that made it, puts the tossed card back and removes the decrease (REG: Negate).
    """
    tossed = act.tossing
    assert tossed is not None  # noqa: S101 - only a toss's activation comes here
    if not act.moves and table.locate(tossed)[1] is Zone.FIELD_OF_BATTLE:
        owner = table.instance(tossed).owner
        discard = ops.MoveCard(tossed, owner, Zone.DISCARD_PILE)
        act = _with(act, moves=tuple(_move(table, discard, act.controller)))
        _replace(table, act)
        table.emit(EffectCarriedOut(act.controller, act.card, "toss", (tossed,)))
        if _find(table, act.id) is None:
            return False
    opposing = toss_opposing(table.view(), act.controller, act.card)
    chosen: InstanceId | None = opposing[0] if len(opposing) == 1 else None
    if len(opposing) > 1:
        picked = [InstanceId(answer) for answer in act.answers if answer in opposing]
        if not picked:
            question = Question(
                f"Choose the character to decrease ({table.card(tossed).name} tossed)",
                QuestionKind.CARDS,
                card=act.card,
                options=opposing,
                minimum=1,
                maximum=1,
            )
            table.decision = Decision(act.controller, DecisionKind.ABILITY, question)
            return True
        chosen = picked[0]
    moves: tuple[Moved, ...] = ()
    strength = face_strength(table.view(), tossed)
    if chosen is not None and strength:
        change = ops.ChangeNumbers((chosen,), -strength, -strength)
        moves = tuple(_change_each(table, act, change))
        table.emit(EffectCarriedOut(act.controller, act.card, "decrease", (chosen,)))
    _remove(table, act.id)
    table.completed.append(evolve(act, moves=(*act.moves, *moves), answers=()))
    table.changed()
    return False


# == running the stack ==========================================================================


def run(table: Table) -> bool:
    """Carry out the abilities on the stack, the top first; True when a decision waits."""
    table.changed()
    while table.stack and table.result is None:
        top = table.stack[0]
        if top.paused:
            return True
        if _advance(table, top):
            return True
    return False


def _advance(table: Table, act: Activation) -> bool:
    """Carry *act* forward while it stays on top of the stack; True when a decision waits.

    Each step chooses a stage's option, or carries out one effect for one player. When a
    step puts another ability on top (a card banded in, an Enhancement played), the run
    goes on with that one first.
    """
    if act.tossing is not None:
        return _toss_decrease(table, act)
    found = card_abilities(table.card(act.ability_card))
    ability = found.ability
    assert ability is not None  # noqa: S101 - only carried-out abilities fire
    stages = plan(ability, act.effects)
    if not act.announced and act.cause is not None and _lone_gone(table.view(), act):
        _remove(table, act.id)
        return False
    if not act.announced:
        table.emit(AbilityActivated(act.controller, act.card))
        act = _with(act, announced=True)
        _replace(table, act)
    while True:
        if act.step >= len(stages):
            _complete(table, act)
            return False
        if _step(table, act, ability, stages[act.step]):
            return True
        if not table.stack or table.stack[0].id != act.id or table.result is not None:
            return False
        act = table.stack[0]
        if act.paused:
            return True


def _step(table: Table, act: Activation, ability: Ability, stage: Stage) -> bool:
    """One step of *act* in *stage*; True when a decision waits."""
    if act.choice is None:
        return _choose(table, act, ability, stage)
    if act.choice < 0:
        _replace(table, _with(act, step=act.step + 1, choice=None, link=0, answers=(), chosen=()))
        return False
    chain = stage.options[act.choice]
    if act.link >= len(chain):
        later = [n for n in act.chosen if n > act.choice] if stage.menu is not None else []
        if later:
            # the next option picked from the menu (REG: Select)
            _accept(table, act, ability, stage.options[later[0]], later[0])
            return False
        _replace(table, _with(act, step=act.step + 1, choice=None, link=0, answers=(), chosen=()))
        return False
    index = chain[act.link]
    if _facts(ability, index).replaces is not None or _skip_effect(
        table, act, ability, index, first=act.link == 0
    ):
        _replace(table, _with(act, link=act.link + 1, actor=0, answers=()))
        return False
    if act.selected is None and _selecting(table.card(act.ability_card), ability, index):
        return _select_player(table, act)
    return _carry_out(table, act, ability, index)


def _waits_for_its_moment(ability: Ability, stage: Stage) -> bool:
    """Whether *stage* is one option of effects that all wait for a moment ("after battle")."""
    return len(stage.options) == 1 and all(
        isinstance(ability.effects[index].trigger, AtMoment) for index in stage.options[0]
    )


def _choose(table: Table, act: Activation, ability: Ability, stage: Stage) -> bool:
    """Pick the option of a stage: forced, or asked ("may", "A or B").

    A "may" of an effect each player carries out ("Each player may search ...") is asked of
    each of them as they come to it, not here.
    """
    if stage.menu is not None:
        return _choose_from_menu(table, act, ability, stage, stage.menu)
    if not act.trigger and _waits_for_its_moment(ability, stage):
        # "After battle, you may ...", "On return, you may ...": asked when its moment comes
        _accept(table, act, ability, stage.options[0], 0)
        return False
    optional = (
        stage.optional and not _each_decides(ability, stage) and not (act.elected and act.step == 0)
    ) or (act.trigger and act.optional)
    if not optional and len(stage.options) == 1 and _plain(ability, stage.options[0]):
        _accept(table, act, ability, stage.options[0], 0)
        return False
    options, possible = _open_options(table, act, ability, stage)
    if not options or (optional and not possible):
        _replace(table, _with(act, step=act.step + 1, choice=None, link=0, answers=()))
        return False
    choices = possible or options
    if not optional and len(choices) == 1:
        _accept(table, act, ability, stage.options[choices[0]], choices[0])
        return False
    labels = _labels(ability, [stage.options[n] for n in choices])
    if optional:
        labels.append(DECLINE)
    if act.answers:
        picked = act.answers[0]
        if picked == len(choices) and optional:
            table.emit(AbilityDeclined(act.controller, act.card))
            _replace(table, _with(act, choice=-1, answers=()))
            return False
        _accept(table, act, ability, stage.options[choices[picked]], choices[picked])
        return False
    card = table.card(act.card).name
    prompt = f"Use {card}'s ability?" if optional else f"Choose an effect of {card}"
    question = Question(prompt, QuestionKind.OPTION, card=act.card, labels=tuple(labels))
    table.decision = Decision(act.controller, DecisionKind.ABILITY, question)
    return True


def _choose_from_menu(
    table: Table, act: Activation, ability: Ability, stage: Stage, menu: int
) -> bool:
    """Pick the options of a menu ("Select up to 2:", "Select 1:") one at a time (REG: Select).

    Each pick is one of the options not picked yet, and only of those that could do anything
    unless none could ("Select 1" must pick one all the same); "up to" lets the player stop
    picking. Once the picking ends, the picked options are carried out in printed order.
    """
    select = cast("SelectOptions", ability.effects[menu])
    state = table.view()
    scope = _scope(state, act)
    if select.condition is not None and not scope.holds(select.condition):
        _replace(table, _with(act, step=act.step + 1, choice=None, link=0, answers=(), chosen=()))
        return False
    count = select.count
    condition = select.alternative_condition
    if select.alternative is not None and condition is not None and scope.holds(condition):
        count = select.alternative
    limit = count.number or 0
    optional = count.quantifier is Quantifier.UP_TO or (act.trigger and act.optional)
    options, possible = _open_options(table, act, ability, stage)
    options = [n for n in options if n not in act.chosen]
    possible = [n for n in possible if n not in act.chosen]
    if len(act.chosen) >= limit or not options or (optional and not possible):
        return _menu_picked(table, act, ability, stage)
    choices = possible or options
    if not optional and len(choices) == 1:
        _replace(table, _with(act, chosen=tuple(sorted((*act.chosen, choices[0]))), answers=()))
        return False
    labels = [_label(ability, stage.options[n]) for n in choices]
    if optional:
        labels.append(DECLINE if not act.chosen else MENU_DONE)
    if act.answers:
        picked = act.answers[0]
        if picked == len(choices) and optional:
            if not act.chosen:
                table.emit(AbilityDeclined(act.controller, act.card))
            return _menu_picked(table, act, ability, stage)
        chosen = tuple(sorted((*act.chosen, choices[picked])))
        _replace(table, _with(act, chosen=chosen, answers=()))
        return False
    card = table.card(act.card).name
    many = f"up to {limit}" if count.quantifier is Quantifier.UP_TO else str(limit)
    prompt = f"Choose an option of {card} ({len(act.chosen)} of {many} chosen)"
    question = Question(prompt, QuestionKind.OPTION, card=act.card, labels=tuple(labels))
    table.decision = Decision(act.controller, DecisionKind.ABILITY, question)
    return True


MENU_DONE: Final = "Carry out the options chosen"
"""The answer that ends the picking from an "up to" menu once an option is picked."""


def _menu_picked(table: Table, act: Activation, ability: Ability, stage: Stage) -> bool:
    """The picking from a menu is over: carry out its first picked option, or move on."""
    if not act.chosen:
        _replace(table, _with(act, step=act.step + 1, choice=None, link=0, answers=()))
        return False
    first = act.chosen[0]
    _accept(table, act, ability, stage.options[first], first)
    return False


def _open_options(
    table: Table, act: Activation, ability: Ability, stage: Stage
) -> tuple[list[int], list[int]]:
    """The options of *act*'s stage open now, and those of them that could do anything.

    Worked out once per position: the answer to a "may" finds them as they were asked.
    """
    state = table.view()
    memo = state.memo()
    key = ("options", act.id, act.step, act.results)
    known = cast("tuple[tuple[int, ...], tuple[int, ...]] | None", memo.get(key))
    if known is None:
        options = [
            number
            for number, chain in enumerate(stage.options)
            if _option_open(state, table, act, ability, chain)
        ]
        options = _replacing(ability, stage, options)
        possible = [n for n in options if _option_possible(state, act, ability, stage.options[n])]
        known = (tuple(options), tuple(possible))
        memo[key] = known
    return list(known[0]), list(known[1])


_SEVERAL: Final = frozenset(
    {Player.EACH_PLAYER, Player.ALL_PLAYERS, Player.EACH_OPPONENT, Player.OPPONENTS}
)
"""Players named for an effect that several of them carry out, each in turn."""


def _each_decides(ability: Ability, stage: Stage) -> bool:
    """Whether a stage's "may" belongs to the players carrying it out, not the controller."""
    return _actor_decides(ability.effects[stage.options[0][0]])


def _asked_after_colon(effect: Effect, act: Activation) -> bool:
    """Whether *effect* is a "may" after a colon, asked as it comes.

    "Look at the top three cards of deck: you may underdeck them": the look is done, then the
    player chooses whether to underdeck (REG: Conditions, colon); the stage's own "may" is
    asked only for its first effect.
    """
    return effect.link is Link.PAIRED and act.link > 0


def _actor_decides(effect: Effect) -> bool:
    """Whether the "may" of *effect* is its actors' to answer, not the controller's.

    Each of several players ("Each player may ...") or another player ("Opponent may ...").
    """
    return (
        effect.actor is not None
        and effect.actor.player is not None
        and effect.actor.player not in _CONTROLLER
    )


_CONTROLLER: Final = frozenset({Player.YOU, Player.OWN, Player.HOLDER})
"""Players named for an effect that mean the ability's controller."""


def _paid_for(effect: Effect, actors: Sequence[PlayerId]) -> bool:
    """Whether *effect* is the benefit of a cost its one actor chose to pay.

    "An opponent may discard 2 good Enhancements from hand to discard this card": the
    opponent's "may" covers the cost and the benefit; the benefit is carried out once the
    cost is paid (it is skipped when it is not), not asked about again (REG: Cost and
    Benefit).
    """
    return effect.link is Link.TO and len(actors) == 1


def _replacing(ability: Ability, stage: Stage, options: list[int]) -> list[int]:
    """When the condition of "X (or, if C, Y)" holds, Y replaces X rather than joining it."""
    conditioned = [
        n for n in options if n > 0 and ability.effects[stage.options[n][0]].condition is not None
    ]
    if conditioned and 0 in options and ability.effects[stage.options[0][0]].condition is None:
        return conditioned
    return options


def _plain(ability: Ability, chain: tuple[int, ...]) -> bool:
    """Whether an option is taken without a look at the game: no condition, no limit."""
    first = ability.effects[chain[0]]
    return first.condition is None and not first.modifiers


def _accept(
    table: Table, act: Activation, ability: Ability, chain: tuple[int, ...], number: int
) -> None:
    """The stage's option *number* is taken: count its limited uses."""
    for index in chain:
        for modifier in ability.effects[index].modifiers:
            limit = getattr(modifier, "per", None)
            if limit:
                key = limit_key(table.card(act.card).title, limit)
                table.uses.append(Use(key, act.controller, limit))
                break
    _replace(table, _with(act, choice=number, link=0, actor=0, answers=()))


def _option_open(
    state: GameState, table: Table, act: Activation, ability: Ability, chain: tuple[int, ...]
) -> bool:
    """Whether an option may be taken: its condition holds and its limit is not reached."""
    first = ability.effects[chain[0]]
    if first.condition is not None and not isinstance(first.trigger, AtMoment):
        scope = _scope(state, act)
        if not scope.holds(first.condition):
            return False
    for modifier in first.modifiers:
        per = getattr(modifier, "per", None)
        times = getattr(modifier, "times", None)
        if per and times is not None:
            title = table.card(act.card).title
            if limit_uses(table.uses, title, per, act.controller) >= times:
                return False
    return True


def _option_possible(
    state: GameState, act: Activation, ability: Ability, chain: tuple[int, ...]
) -> bool:
    """Whether an option could do anything now (a "may" with nothing to do is not asked).

    Its first effect must be possible, and so must the benefit of a cost ("discard this card
    to negate ..."): paying a cost for nothing does nothing; nor is an option whose "if you
    do" hangs on an effect not carried out (see :func:`_nothing_done_before`).
    """
    if chain and _nothing_done_before(act, ability, chain[0]):
        return False
    if chain and _refers_to_nothing(state, act, ability, chain[0]):
        return False
    return all(_effect_possible(state, act, ability, index) for index in _checked(ability, chain))


def _refers_to_nothing(state: GameState, act: Activation, ability: Ability, index: int) -> bool:
    """Whether effect *index* names the cards of an earlier one ("them"), and there are none.

    "If you control Noah's Ark, look at the top X cards of deck. You may take 1 to hand":
    with the look skipped, "1" of them is no card, and the "may" is not asked (REG:
    Abilities: a pronoun refers to nothing when there was no original target).
    """
    effect = ability.effects[index]
    target = getattr(effect, "target", None)
    if not isinstance(target, Selector) or not refers_back(effect):
        return False
    context = _context(state, act, index=index, actor=act.controller, ability=ability)
    return not context.refer(target)


def _checked(ability: Ability, chain: tuple[int, ...]) -> tuple[int, ...]:
    """The effects of an option that must be possible: its first, and a cost's benefit.

    An option sharing the cost of the first ("discard this card to withdraw an opposing
    character or negate and underdeck an Artifact") has its own effect after the cost: it
    is that cost's benefit.
    """
    return tuple(
        index
        for number, index in enumerate(chain)
        if number == 0 or ability.effects[index].link is Link.TO or index != chain[number - 1] + 1
    )


def _effect_possible(
    state: GameState,
    act: Activation,
    ability: Ability,
    index: int,
    *,
    actor: PlayerId | None = None,
) -> bool:
    """Whether effect *index* could do anything now, carried out by *actor*.

    By default, by any of the players who carry it out, as the text names them.
    """
    effect = ability.effects[index]
    if state.preventions and _kind_negated(state, act, effect):
        return False  # "Negate band abilities": a band would not be carried out
    spec = effect_specs().get(effect.kind)
    if spec is None or spec.possible is None:
        return True
    actors = (actor,) if actor is not None else _possible_actors(state, act, ability, index)
    for each in actors:
        if not _described(state, act, effect, each):
            continue
        context = _context(state, act, index=index, actor=each, ability=ability)
        try:
            if spec.possible(context, effect):
                return True
        except Asked:
            return True
    return False


def _possible_actors(
    state: GameState, act: Activation, ability: Ability, index: int
) -> tuple[PlayerId, ...]:
    """Who may come to carry out effect *index*: :func:`_actors`, or every player.

    Every player for a player the user is to select and has not selected yet: any of them
    may be selected (REG: Select).
    """
    if act.selected is None and _selecting(state.card(act.ability_card), ability, index):
        return state.seats
    return _actors(state, act, ability.effects[index])


def _skip_effect(
    table: Table, act: Activation, ability: Ability, index: int, *, first: bool
) -> bool:
    """Whether the chain skips effect *index* of *ability*, the ability of *act*'s card.

    It does after a cost not paid, on a condition that fails, for an effect of a kind
    negated or prevented ("Negate band abilities"), and for a delayed effect (which is
    scheduled instead).
    """
    effect = ability.effects[index]
    if table.preventions and _kind_negated(table.view(), act, effect):
        return True
    paid_under = None
    if effect.link is Link.TO:
        earlier = [r for r in act.results if r.effect in _chain_before(act, index)]
        if not earlier or not all(r.done for r in earlier):
            return True
        if _cost_unpaid(act, ability, index):
            return True
        # "If blocking, you may capture this card to add ...": the condition the cost was
        # paid under is the benefit's too, tested before the cost changed what it reads
        paid_under = ability.effects[max(r.effect for r in earlier)].condition
    delayed = isinstance(effect.trigger, AtMoment)
    if delayed and act.trigger:
        return False  # its moment has come; its condition was checked when it was set
    if _nothing_done_before(act, ability, index):
        return True
    condition = effect.condition
    checked = condition is not None and (delayed or not first) and condition != paid_under
    if checked and condition is not None and not _scope(table.view(), act).holds(condition):
        return True
    if delayed:
        assert isinstance(effect.trigger, AtMoment)  # noqa: S101 - narrowed above
        moment = effect.trigger.moment.value
        last = table.delayed[-1] if table.delayed else None
        if last is not None and last.activation == act.id and last.moment == moment:
            # "On return, reveal ...; put Lost Souls in play and underdeck the rest": the
            # effects of one moment fire together, the later ones reading the earlier
            table.delayed[-1] = evolve(last, effects=(*last.effects, index))
            return True
        table.delayed.append(
            Delayed(
                id=table.next_serial(),
                card=act.card,
                controller=act.controller,
                effects=(index,),
                moment=moment,
                results=act.results,
                played=act.played,
                activation=act.id,
            )
        )
        return True
    return False


def _nothing_done_before(act: Activation, ability: Ability, index: int) -> bool:
    """Whether "if you do" follows an effect of this activation that was not carried out.

    "You may take a Canaanite from Reserve. If you do, you may give it to an opponent's
    territory to draw 1": a take declined, or not asked with no Canaanite there, left no
    result, and what "if you do" makes hang on it is skipped, whatever the effects before
    that sentence did (REG: Abilities, "cost-benefit" abilities; a pronoun after it refers
    to nothing then). The effect before is one of the options it is the last of ("you may
    discard a card or reveal a Dominant. If you do, ..."): any of them counts.
    """
    condition = ability.effects[index].condition
    if (
        not isinstance(condition, IfDone)
        or not condition.done
        or condition.cannot
        or condition.player is not Player.YOU
    ):
        return False
    before: list[int] = []
    earlier = index - 1
    while earlier >= 0 and earlier in act.effects:
        before.append(earlier)
        if ability.effects[earlier].link is not Link.OR:
            break
        earlier -= 1
    return bool(before) and not any(result.effect in before for result in act.results)


def _cost_unpaid(act: Activation, ability: Ability, index: int) -> bool:
    """Whether the cost just before benefit *index* was not carried out at all.

    "An opponent may discard 2 good Enhancements from hand to discard this card": an
    opponent who declines the discard gets no discard of this card (REG: Cost and Benefit),
    though the negate before the cost was carried out.
    """
    cost = index - 1
    if cost < 0 or not ability.effects[cost].cost:
        return False
    return not any(result.effect == cost for result in act.results)


def _chain_before(act: Activation, index: int) -> set[int]:
    return {result.effect for result in act.results if result.effect < index}


def _carry_out(table: Table, act: Activation, ability: Ability, index: int) -> bool:
    """Run the handler of effect *index* for the acting player and apply what it decides.

    *ability* is the ability of *act*'s card, as the run has it already.
    """
    effect = ability.effects[index]
    actors = _actors_now(table, act, effect)
    if act.actor >= len(actors):
        _replace(table, _with(act, link=act.link + 1, actor=0, answers=()))
        return False
    actor = actors[act.actor]
    state = table.view()
    if not _described(state, act, effect, actor):
        _replace(table, _with(act, actor=act.actor + 1, answers=()))
        return False  # "each player with more than 6 cards in hand": not this one
    name = table.card(act.card).name
    if act.held is not None:
        return _offer_replacement(table, act, ability, index, state)
    answers = act.answers
    asks = _actor_decides(effect) and not _paid_for(effect, actors)
    if effect.optional and (asks or _asked_after_colon(effect, act)):
        if not answers and not _effect_possible(state, act, ability, index, actor=actor):
            _replace(table, _with(act, actor=act.actor + 1, answers=()))
            return False  # a "may" with nothing to do is not asked
        if not answers:
            prompt = f"Use {name}'s ability?"
            return _ask_may(table, act, actor, prompt, ability=ability, index=index)
        if answers[0] == 1:
            table.emit(AbilityDeclined(actor, act.card))
            _replace(table, _with(act, actor=act.actor + 1, answers=()))
            return False
        act = _with(act, answers=answers[1:])
    done = _handled(table, state, act, ability, index=index, actor=actor)
    if done is None:
        return True
    offer = _facts(ability, index).replaced_by
    if offer is not None and not act.released and (done.ops or done.cards):
        # its targets chosen, it waits while another player may replace it (REG: Instead)
        held = Result(
            index,
            done.cards,
            done.players,
            done=False,
            shown=done.shown,
            brigades=done.brigades,
            names=done.names,
        )
        _replace(table, _with(act, held=act.answers, answers=(), results=(*act.results, held)))
        return False
    if not act.answered and _special_initiative(table, state, act, done):
        return True
    windows = _windows(table, state, act, effect, done)
    if windows is None:
        return True
    done, harmed = windows
    if done.rng is not None:
        table.rng = done.rng
    _note_use(table, act, ability, effect.kind)
    _carry_replacements(table, harmed)
    harm_watched = _harm_watchers(table, act, _harm_victims(table, act, effect, done))
    refused = table.refused
    moves, done = _apply_told(table, act, done, actor)
    _fire_harm(table, harm_watched)
    for name in done.names:
        table.emit(CardNamed(actor, act.card, name))
    seen = _seen(table, done, actor, moves, act=act, ability=ability)
    covered = _covered_now(table, act, index, effect.kind, done.cards)
    carried = EffectCarriedOut(actor, act.card, effect.kind, covered, seen)
    _report_carried_out(table, carried, done, refused)
    result = Result(
        index, done.cards, done.players, done.fully, done.shown, done.brigades, done.names
    )
    current = _find(table, act.id)
    if current is None:
        return False  # the ability was negated while its effect was carried out
    _replace(table, _after_effect(table, current, effect, result, moves, ability=ability))
    return False


def _windows(
    table: Table, state: GameState, act: Activation, effect: Effect, done: Done
) -> tuple[Done, tuple[tuple[InstanceId, tuple[InstanceId, PlayerId, int]], ...]] | None:
    """What players may do before *done* is carried out; None when one is asked.

    A replacement of harm (:func:`_harm_replaced`), a heal (:func:`_heal_window`), a "may
    ... instead" on a discard, defeat or capture (:func:`_replace_window`), in this order.
    *done* without the cards whose harm is replaced or that were healed, and what replaces
    each harm.
    """
    unharmed = _harm_replaced(table, state, act, effect, done)
    if unharmed is None:
        return None
    done, harmed = unharmed
    if _heal_window(table, state, act, done) or _replace_window(table, state, act, done):
        return None
    return _spare_healed(act, done), harmed


def _carry_replacements(
    table: Table, harmed: Sequence[tuple[InstanceId, tuple[InstanceId, PlayerId, int]]]
) -> None:
    """Carry out the replacements of harm, in its place, before the effect (REG: Instead)."""
    for card, found in harmed:
        _carry_replacement(table, card, found)


def _handled(
    table: Table,
    state: GameState,
    act: Activation,
    ability: Ability,
    *,
    index: int,
    actor: PlayerId,
) -> Done | None:
    """What the handler of effect *index* decides for *actor*.

    None when it asks a question: the decision is set.
    """
    effect = ability.effects[index]
    name = table.card(act.card).name
    spec = effect_specs().get(effect.kind)
    if spec is None or spec.handler is None:
        raise PluginError(
            effect_pack(effect.kind), f"no handler carries out {effect.kind!r} ({name})"
        )
    context = _context(state, act, index=index, actor=actor, ability=ability)
    try:
        done = spec.handler(context, effect)
    except Asked as asked:
        table.decision = Decision(asked.player, DecisionKind.ABILITY, asked.question)
        return None
    except Exception as exc:
        raise PluginError(
            effect_pack(effect.kind), f"the handler of {effect.kind!r} failed for {name!r}: {exc!r}"
        ) from exc
    _check_done(done, effect.kind, name, len(state.cards))
    return done


def _ask_may(
    table: Table, act: Activation, player: PlayerId, prompt: str, *, ability: Ability, index: int
) -> bool:
    """Ask *player* whether to carry out effect *index* (its "may"); True: a decision waits."""
    labels = (_label(ability, (index,)), DECLINE)
    question = Question(prompt, QuestionKind.OPTION, card=act.card, labels=labels)
    table.decision = Decision(player, DecisionKind.ABILITY, question)
    return True


def _seen(
    table: Table,
    done: Done,
    actor: PlayerId,
    moves: Sequence[Moved],
    *,
    act: Activation,
    ability: Ability,
) -> tuple[PlayerId, ...] | None:
    """Who may see the cards *done* names (None: everyone).

    A look is seen by its player alone (REG: Look), and by the owner of a hand looked at,
    who holds those cards; cards drawn by their drawer (REG: Draw); cards put back into the
    deck they came from, unrevealed, by the player who moved them alone, unless *act*'s
    reveals showed them to every player first ("Reveal the top 9 cards ... and underdeck
    the rest").
    """
    if done.shown and not _public(done):
        holders = {
            player
            for player in done.players
            if all(table.locate(card) == (player, Zone.HAND) for card in done.cards)
        }
        return tuple(sorted(holders | {actor}))
    drawers = {op.player for op in done.ops if isinstance(op, ops.DrawCards)}
    if drawers and done.cards:
        return tuple(sorted(drawers))  # cards drawn are seen by their drawer (REG: Draw)
    if done.cards and all(_put_back_unseen(card, moves) for card in done.cards):
        revealed = _revealed(act, ability)
        if all(card in revealed for card in done.cards):
            return None
        return (actor,)  # who moved them, as the moves tell (REG: Targeting)
    return None


def _revealed(act: Activation, ability: Ability) -> frozenset[InstanceId]:
    """The cards *act*'s reveals so far showed every player (REG: Reveal)."""
    effects = ability.effects
    return frozenset(
        card
        for result in act.results
        if result.shown and result.effect < len(effects) and effects[result.effect].kind == "reveal"
        for card in result.cards
    )


def _put_back_unseen(card: InstanceId, moves: Sequence[Moved]) -> bool:
    """Whether *card* was moved from a deck into that same deck (not revealed: REG Targeting)."""
    return any(
        moved.card == card
        and moved.zone is Zone.DECK
        and moved.to_zone is Zone.DECK
        and moved.player == moved.to_player
        for moved in moves
    )


def _offer_replacement(
    table: Table, act: Activation, ability: Ability, index: int, state: GameState
) -> bool:
    """Offer the effect that may replace effect *index*, whose targets are chosen.

    "Underdeck a Hero. Opponent may underdeck a good Enhancement from hand instead." The
    opponent is asked (not when they could not do it); if they carry it out in full, the
    first effect never takes place; if they decline, or cannot complete it, the first is
    carried out on the targets chosen (REG: Instead). "If it is human, capture it ...
    instead": the replacing effect's condition is tested now, "it" being the cards chosen,
    and a replacing effect without "may" is carried out when it holds. True when a decision
    waits.
    """
    other = _facts(ability, index).replaced_by
    if other is None:  # nothing is offered in its place (a state built so): it is carried out
        return _release(table, act)
    effect = ability.effects[other]
    answers = act.answers
    asking = act
    for player in _replacing_actors(state, act, effect):
        if not (
            (effect.condition is None or _scope(state, act).holds(effect.condition))
            and _effect_possible(state, act, ability, other, actor=player)
            and _enough_for(state, act, ability, other, player)
        ):
            continue  # not asked: they could not do it (the held effect is not yet done)
        if not effect.optional:
            break
        if not answers:
            name = table.card(act.card).name
            prompt = f"In place of {_label(ability, (index,))!r} ({name})?"
            return _ask_may(table, act, player, prompt, ability=ability, index=other)
        if answers[0] == 1:
            if len(answers) == 1:  # answered now, not an earlier player's answer read again
                table.emit(AbilityDeclined(player, act.card))
            answers = answers[1:]  # declined: the next player who can is asked
            continue
        asking = _with(act, answers=answers[1:])
        break
    else:
        return _release(table, act)
    done = _handled(table, state, asking, ability, index=other, actor=player)
    if done is None:
        return True
    if not done.fully:
        return _release(table, act)  # the original effect is still applied
    if done.rng is not None:
        table.rng = done.rng
    refused = table.refused
    moves, done = _apply_told(table, act, done, player)
    seen = _seen(table, done, player, moves, act=act, ability=ability)
    carried = EffectCarriedOut(player, act.card, effect.kind, done.cards, seen)
    _report_carried_out(table, carried, done, refused)
    current = _find(table, act.id)
    if current is None:
        return False
    result = Result(
        other, done.cards, done.players, done.fully, done.shown, done.brigades, done.names
    )
    current = _with(current, results=current.results[:-1])  # the first never took place
    _replace(
        table,
        _after_effect(table, current, ability.effects[index], result, moves, ability=ability),
    )
    return False


def _enough_for(
    state: GameState, act: Activation, ability: Ability, index: int, actor: PlayerId
) -> bool:
    """Whether the places effect *index* names hold the number of cards it needs.

    "Discard 4 cards from hand instead" with three cards in hand could not be completed in
    its entirety, so it is not offered (REG: Instead).
    """
    target = getattr(ability.effects[index], "target", None)
    if not isinstance(target, Selector) or target.ref is not None or target.parts:
        return True
    count = target.count
    if not target.locations or count.quantifier is not Quantifier.EXACTLY:
        return True
    if count.number is None or count.number < 2 or count.variable:
        return True
    context = _context(state, act, index=index, actor=actor, ability=ability)
    return len(context.candidates(target)) >= count.number


def _replacing_actors(state: GameState, act: Activation, effect: Effect) -> tuple[PlayerId, ...]:
    """Who may carry out *effect* in place of the held one, each asked in this order.

    The player the text names, or the owner (controller) of the card the held effect chose
    ("Hero's controller may ... instead"); none when its cards have more than one. "Any
    player may ... instead", "A player may ... instead": each player, the opponents first
    (the battle opponent first), then the player using the ability; the first who does it
    replaces the effect.
    """
    who = effect.actor.player if effect.actor is not None else None
    if who in (Player.PLAYER, Player.ANY_PLAYER):
        scope = _scope(state, act)
        return (*scope.opponents(act.controller), act.controller)
    if who not in PLAYERS_OF_CHOSEN:
        return _actors(state, act, effect)[:1]
    scope = _scope(state, act)
    players = {
        state.cards[card].owner if who is Player.CARD_OWNER else scope.controller_or_owner(card)
        for card in act.results[-1].cards
    }
    return tuple(players) if len(players) == 1 else ()


def _release(table: Table, act: Activation) -> bool:
    """The held effect is carried out itself, on the targets its held answers chose."""
    _replace(
        table,
        _with(act, answers=act.held or (), held=None, released=True, results=act.results[:-1]),
    )
    return False


def _note_use(table: Table, act: Activation, ability: Ability, kind: str) -> None:
    """Count *act*'s controller's use of an ability of *kind* this turn (REG: Conditions).

    Each activation counts once for each kind of effect it carries out. "If opponent has
    used a search ability this turn" reads whether there is a count; "X = # of draw
    abilities used by opponent this turn" reads it.
    """
    effects = ability.effects
    if any(
        result.effect < len(effects) and effects[result.effect].kind == kind
        for result in act.results
    ):
        return  # this activation is counted for this kind already
    _add_use(table, used_key(kind), act.controller, 1)
    table.changed()


def _after_effect(
    table: Table,
    act: Activation,
    effect: Effect,
    result: Result,
    moves: tuple[Moved, ...],
    *,
    ability: Ability,
) -> Activation:
    """*act* once its current actor has carried *effect* out: on to the next actor.

    *ability* is the ability of *act*'s card, which *effect* is one of.

    When only the controller carries the effect out and *act* is still on top of a running
    game, the next passes of :func:`_advance` could only move on to the next effect of the
    chain, or to the next stage after the last one; that is done here at once, without their
    copies of the activation and their looks at the table.
    """
    changes: dict[str, Any] = {
        "held": None,
        "released": False,
        "actor": act.actor + 1,
        "answers": (),
        "locked": False,
        "answered": False,
        "healing": None,
        "results": (*act.results, result),
        "moves": act.moves + tuple(changed(moved, effect=result.effect) for moved in moves)
        if moves
        else act.moves,
    }
    on_top = bool(table.stack) and table.stack[0].id == act.id
    if effect.actor is None and on_top and table.result is None and act.choice is not None:
        stage = plan(ability, act.effects)[act.step]
        changes.update(actor=0, link=act.link + 1)
        if act.link + 1 >= len(stage.options[act.choice]) and stage.menu is None:
            changes.update(step=act.step + 1, choice=None, link=0)
    return _with(act, **changes)


def _public(done: Done) -> bool:
    return not any(isinstance(op, ops.ShowCards) and op.to is not None for op in done.ops)


def _selecting(card: CardDef, ability: Ability, index: int) -> bool:
    """Whether effect *index* of *card*'s ability is for a player the user selects.

    "Selected player must ...", "a player must ...": not "Any player may ... instead",
    offered to each player in turn (REG: Instead), nor an effect carried out in the place of
    a discard (REG: Select).
    """
    if not selects_player(ability.effects[index]) or _facts(ability, index).replaces is not None:
        return False
    return index not in card_abilities(card).replacing


def _select_player(table: Table, act: Activation) -> bool:
    """The user of *act* selects the player who carries out its effects; True: asked.

    "Selected player must shuffle hand into draw pile and draw eight new cards", "a selected
    player must draw 1": the player using the ability selects any player, themselves
    included, as the first effect naming that player comes (REG: Select). The selection is
    made once for the ability: every later effect naming "selected player", "a player" or
    "that player" reads the same one (:func:`_actors`, :func:`_that_player`). With one
    player to select, nothing is asked.
    """
    players = table.state.seats  # the seats never change: no view of the table is needed
    picked = act.answers[0] if act.answers else None
    if len(players) == 1:
        picked = 0
    if picked is None or not 0 <= picked < len(players):
        name = table.card(act.card).name
        labels = tuple(f"player {player + 1}" for player in players)
        prompt = f"Select the player who carries out {name}'s ability"
        question = Question(prompt, QuestionKind.OPTION, card=act.card, labels=labels)
        table.decision = Decision(act.controller, DecisionKind.ABILITY, question)
        return True
    _replace(table, _with(act, selected=players[picked], answers=()))
    return False


def _actors_now(table: Table, act: Activation, effect: Effect) -> tuple[PlayerId, ...]:
    """:func:`_actors` on the table as it stands, looked at only when the text names players."""
    if effect.actor is None:
        return (act.controller,)
    return _actors(table.view(), act, effect)


def _actors(state: GameState, act: Activation, effect: Effect) -> tuple[PlayerId, ...]:
    """Who carries *effect* out: the controller, or the players the text names."""
    who = effect.actor.player if effect.actor is not None else None
    if who is None:
        return (act.controller,)
    if act.selected is not None and selects_player(effect):
        return (act.selected,)  # "Selected player must ...": the one the user selected
    scope = _scope(state, act)
    players = scope.players(who)
    if who in (Player.OPPONENT, Player.PLAYER, Player.ANY_PLAYER):
        # "the player with the most O.T. male Heroes in territory": the one described
        return tuple(p for p in players if _described(state, act, effect, p))[:1]
    if who in (Player.EACH_PLAYER, Player.ALL_PLAYERS):
        count = len(state.players)
        return tuple(PlayerId((state.active + step) % count) for step in range(count))
    return players


def _described(state: GameState, act: Activation, effect: Effect, player: PlayerId) -> bool:
    """Whether *player* is one of the players *effect*'s text describes by what they have.

    "Each player with more than 6 cards in hand must discard a card", "each player that
    controls a missionary may draw 1": the description holds with "that player" read as
    *player* (REG: Conditions). Each of several players named is looked at as their turn
    in the effect comes, which is how they stood as it began: such an effect is carried
    out only on each player's own cards (``ability_support`` refuses others), so what one
    of them does leaves the others' descriptions as they were.
    """
    having = effect.actor.having if effect.actor is not None else None
    if having is None:
        return True
    return _scope(state, act, that=player).holds(having)


def _check_done(done: object, kind: str, card: str, count: int) -> None:
    """A handler's result must be a Done of known operations on cards of the game."""
    if not isinstance(done, Done):
        raise PluginError(
            effect_pack(kind),
            f"the handler of {kind!r} returned {done!r}, not a Done, for {card!r}",
        )
    for op in done.ops:
        if not isinstance(op, ops.Op) or type(op) is ops.Op:
            raise PluginError(
                effect_pack(kind), f"the handler of {kind!r} returned {op!r} for {card!r}"
            )
        named = [getattr(op, name, None) for name in ("card", "soul", "user")]
        cards = getattr(op, "cards", None)
        if isinstance(cards, tuple):
            named.extend(cards)
        for value in named:
            if value is not None and not (type(value) is int and 0 <= value < count):
                raise PluginError(
                    effect_pack(kind),
                    f"the handler of {kind!r} for {card!r} names card {value!r}, which is not "
                    "in the game",
                )


def _complete(table: Table, act: Activation) -> None:
    """*act* has carried out every effect: it is used (REG: Use an Ability).

    The abilities it interrupted attempt to reactivate (REG: Interrupt).
    """
    _remove(table, act.id)
    table.completed.append(evolve(act, suspended=()) if act.suspended else act)
    if act.suspended:
        _reactivate_all(table, act)
    _count_use(table, act)
    discard_used_enhancement(table, act.card, act)


def discard_used_enhancement(table: Table, card: InstanceId, act: Activation | None = None) -> None:
    """A territory-class Enhancement played outside battle is discarded once used.

    Not one its ability, carried out as *act*, placed in territory or on a character: it
    stays there (REG: Place).
    """
    instance = table.instance(card)
    identity = instance.identity
    if identity is None or not identity.is_enhancement or instance.equipped_to is not None:
        return  # not an Enhancement on the playing surface: nothing to look for
    if instance.held_by is not None:
        return  # placed on a card
    where = table.locate(card)
    if where[1] is not Zone.TERRITORY:
        return
    if act is not None and act.card == card:
        placing = card_abilities(table.card(card)).placing
        if placing is not None and placing in act.effects:
            return
    table.move(card, where, (instance.owner, Zone.DISCARD_PILE))


_ACTIVATION_FIELDS: Final = frozenset(a.name for a in attrs.fields(Activation))


def _with(act: Activation, **changes: object) -> Activation:
    """*act* with some fields changed, as ``attrs.evolve`` would give it, at less cost.

    Activations have no validators or converters, and the resolution changes them at every
    step: the copy takes the fields as a dict, which a frozen record without slots keeps
    them in, and the changes over them.
    """
    assert _ACTIVATION_FIELDS.issuperset(changes)  # noqa: S101 - a misspelt field stays out
    new = object.__new__(Activation)
    fields = new.__dict__
    fields.update(act.__dict__)
    fields.update(changes)
    return new


def _find(table: Table, activation: int) -> Activation | None:
    for entry in table.stack:
        if entry.id == activation:
            return entry
    return None


def _replace(table: Table, act: Activation) -> None:
    for position, entry in enumerate(table.stack):
        if entry.id == act.id:
            table.stack[position] = act
            return


def _remove(table: Table, activation: int) -> None:
    table.stack[:] = [entry for entry in table.stack if entry.id != activation]


def _scope(state: GameState, act: Activation, *, that: PlayerId | None = None) -> Scope:
    return Scope(
        state,
        act.controller,
        source=act.card,
        user=act.user,
        results=act.results,
        since=act.played,
        that=that,
        cause=act.cause,
    )


def _context(
    state: GameState,
    act: Activation,
    *,
    index: int,
    actor: PlayerId,
    ability: Ability,
) -> EffectContext:
    facts = _facts(ability, index)
    results = act.results
    if facts.unreferred:
        results = tuple(result for result in results if result.effect not in facts.unreferred)
    last = results[-1] if results else None
    shared: tuple[InstanceId, ...] | None = None
    if facts.shares and last is not None and last.effect == index - 1:
        shared = last.cards
    return EffectContext(
        state,
        act.controller,
        actor=actor,
        source=act.card,
        user=act.user,
        results=results,
        answers=act.answers,
        locked=act.locked,
        since=act.played,
        effect=index,
        shared=shared,
        shared_by=facts.shared_by,
        paired=facts.colon_chain or (facts.pairs and last is not None and last.shown),
        followed=facts.followed,
        that=_that_player(state, act, ability, index, actor),
        shielded=_shielded_from(state, act, facts),
        cap=facts.cap
        if facts.cap_when is None or _scope(state, act).holds(facts.cap_when)
        else None,
    )


def _shielded_from(state: GameState, act: Activation, facts: _Facts) -> frozenset[InstanceId]:
    """The cards *act*'s effect cannot target: protected from it, unless it is regardless.

    With no protection in force there are none, and whether the effect ignores protection
    (REG: Regardless) is not asked.
    """
    if not state.protections or (
        _regardless(state, act, facts.regardless)
        or _granted_regardless(state, act)
        or _granted_by_others(state, act, facts.kind)
    ):
        return frozenset()
    return shielded_from(state, act.card, act.user, facts.kind)


@attrs.frozen
class _Facts:
    """What :func:`_context` reads of one effect of an ability: the same in every game."""

    kind: str
    shares: bool
    """Whether it shares the targets of the effect before ("negate and discard ...")."""
    shared_by: str
    """The kind of the effect after it that shares its targets ("negate and rescue a Lost
    Soul": ``"rescue"``), or ``""``."""
    pairs: bool
    """Whether it is paired with the effect before (a look or reveal, then ...)."""
    colon_chain: bool
    """Whether it is joined by "and" to an effect after a colon, in the same sentence: its
    cards are among those looked at or revealed too (REG: Colon: "the default location for
    targets of effects is the location looked at or revealed" to the end of the sentence)."""
    followed: bool
    """Whether a later effect acts on what it finds (see :class:`EffectContext`)."""
    regardless: tuple[Regardless, ...]
    """The ability's and the effect's "regardless of protect abilities", in order."""
    cap: int | None
    cap_when: Condition | None
    """The condition under which :attr:`cap` holds ("(limit 3 unless played in battle)");
    None: always."""
    replaces: int | None
    """The effect it may be carried out in place of, by another player (REG: Instead)."""
    replaced_by: int | None
    """The effect another player may carry out in its place."""
    unreferred: frozenset[int]
    """The costs before it whose cards its references pass over (:func:`_costs_passed`)."""


def _facts(ability: Ability, index: int) -> _Facts:
    """The :class:`_Facts` of effect *index* of *ability*, worked out once per effect."""
    key = (id(ability), index)
    cached = _FACTS.get(key)
    if cached is not None and cached[0] is ability:
        return cached[1]
    effect = ability.effects[index]
    before = ability.effects[index - 1] if index > 0 else None
    target = getattr(effect, "target", None)
    after = ability.effects[index + 1] if index + 1 < len(ability.effects) else None
    facts = _Facts(
        kind=effect.kind,
        shares=before is not None
        and effect.link is Link.AND
        and target is not None
        and target == getattr(before, "target", None),
        shared_by=after.kind
        if after is not None
        and after.link is Link.AND
        and target is not None
        and target == getattr(after, "target", None)
        else "",
        pairs=effect.link in (Link.THEN, Link.PAIRED),
        colon_chain=_in_colon_chain(ability, index),
        followed=after is not None and after.link in (Link.AND, Link.THEN) and refers_back(after),
        regardless=tuple(
            modifier
            for modifier in (*ability.modifiers, *effect.modifiers)
            if isinstance(modifier, Regardless)
            and modifier.of in PROTECTIONS_OVERRIDDEN
            and modifier.cards is None
        ),
        cap=x_cap(effect),
        cap_when=x_cap_condition(effect),
        replaces=replaces(ability, index),
        replaced_by=replaced_by(ability, index),
        unreferred=_costs_passed(ability, index),
    )
    if len(_FACTS) > 50_000:
        _FACTS.clear()
    _FACTS[key] = (ability, facts)
    return facts


_FACTS: dict[tuple[int, int], tuple[Ability, _Facts]] = {}


def _costs_passed(ability: Ability, index: int) -> frozenset[int]:
    """The costs paid for effect *index* whose cards "it", "them" and "that card" do not mean.

    "You may discard this card to discard that card": "that card" is the card negated
    before, not this card, which the text would call "this card" again; "Look at the top 6
    cards of deck: You may underdeck this card to take 1": one of the cards looked at. And
    "If it is a character or Enhancement, you may discard a character in territory to take
    it": the cost's own "it" names the card before it, and so does the benefit's (REG: Cost
    and Benefit). Other costs are what the benefit refers to ("prevent the next good
    Enhancement played to take it").
    """
    if ability.effects[index].link is not Link.TO:
        return frozenset()
    passed: set[int] = set()
    for earlier in range(index - 1, -1, -1):
        cost = ability.effects[earlier]
        if not cost.cost:
            break
        target = getattr(cost, "target", None)
        if (isinstance(target, Selector) and target.ref is Ref.THIS_CARD) or _says_it(
            cost.condition
        ):
            passed.add(earlier)
    return frozenset(passed)


def _says_it(condition: Condition | None) -> bool:
    """Whether *condition* is about "it" or "that card": "If it is a character"."""
    return (
        isinstance(condition, Is)
        and isinstance(condition.subject, Selector)
        and condition.subject.ref in (Ref.IT, Ref.THAT)
    )


def _in_colon_chain(ability: Ability, index: int) -> bool:
    """Whether effect *index* follows a look or reveal, by "and" or a comma, in its sentence.

    After a colon: "Reveal the top X cards of a deck: Discard an evil card, put a Lost Soul
    in play and underdeck the rest" (REG: Colon). Or joined to the look or reveal itself:
    "Reveal the top X cards of your deck and add any clay Heroes to hand", "Reveal
    opponent's hand and shuffle all evil Dominants ... into opponent's deck": the effects
    paired with a reveal act on the cards revealed (REG: Reveal, Look).
    """
    if ability.effects[index].link is not Link.AND:
        return False
    for before in reversed(ability.effects[:index]):
        if before.link is Link.PAIRED or before.kind in _SHOWING:
            return True
        if before.link is not Link.AND:
            return False
    return False


_SHOWING: Final = frozenset({"look", "reveal"})
"""The effects whose cards those joined to them act among (REG: Look, Reveal)."""


def _that_player(
    state: GameState, act: Activation, ability: Ability | None, index: int, actor: PlayerId
) -> PlayerId | None:
    """The player "that player" or "their" names in effect *index*.

    The one carrying it out, or the one its condition names: who has the advantage ("if
    opponent has hand advantage, discard a random card from their hand"), who controls the
    cards ("if opponent controls an evil Canaanite, underdeck all Heroes in their
    territory"; of several, the first in turn order who does), who did what it names ("if
    opponent has used a search ability this turn, discard a card in their territory"); else
    the player the user selected for the ability, if any ("Selected player must reveal hand.
    You may band any Hero from that hand": REG Select).
    """
    if ability is None:
        return None
    effect = ability.effects[index]
    condition = effect.condition
    if effect.actor is not None:
        return actor
    if isinstance(condition, Advantage):
        found = _scope(state, act).with_advantage(condition)
        return found[0] if found else None
    if isinstance(condition, Controls) and condition.player is not Player.YOU:
        scope = _scope(state, act)
        found = scope.players_who_control(condition) or scope.players(condition.player)
        return found[0] if found else None
    if isinstance(condition, Happened) and condition.player not in (None, Player.YOU):
        found = _scope(state, act).players_who_did(condition)
        return found[0] if found else None
    return act.selected  # "Selected player must reveal hand ...": that player (REG: Select)


def _regardless(state: GameState, act: Activation, regardless: tuple[Regardless, ...]) -> bool:
    """Whether an effect may target protected cards (REG: Regardless).

    "Regardless of protect abilities" on the ability, or on the effect (*regardless*), lets
    it target cards that are protected or immune, while its condition ("if used by a Greek")
    holds.
    """
    return any(
        modifier.condition is None or _scope(state, act).holds(modifier.condition)
        for modifier in regardless
    )


def _granted_regardless(state: GameState, act: Activation) -> bool:
    """Whether the character using *act*'s card lets it target protected cards.

    "O.T. Enhancements used by this Hero are regardless of protect abilities": while that
    character's ability is not negated and its condition holds (REG: Regardless).
    """
    user = act.user
    if user is None or user == act.card:
        return False
    granting = card_abilities(state.card(user)).granted_regardless
    if (
        not granting
        or state.cards[user].meek
        or any(user in prevention.cards for prevention in state.preventions)
    ):
        return False
    giver = Scope(state, act.controller, source=user)
    return any(
        (modifier.condition is None or giver.holds(modifier.condition))
        and modifier.cards is not None
        and giver.matches(act.card, modifier.cards)
        for modifier in granting
    )


def _granted_by_others(state: GameState, act: Activation, kind: str) -> bool:
    """Whether an ability activated this phase lets *act*'s effect of *kind* ignore protection.

    "Evil capture abilities are regardless of protect abilities" (REG: Regardless): from the
    activation of the granting character's ability to the end of the phase, for the
    abilities of the cards played after it (never retroactively), while that activation is
    not negated or suspended by an interrupt.
    """
    granting_cards = _cards_of_game(state.definitions(), _GRANTING, _grants_regardless)
    if not granting_cards:
        return False  # no card of the game grants it: nothing on the stack could
    for giver in (*state.stack, *state.completed):
        if giver.id == act.id or act.played <= giver.id or giver.card not in granting_cards:
            continue
        granting = card_abilities(state.card(giver.card)).granting_regardless
        if not granting:
            continue
        scope = Scope(state, giver.controller, source=giver.card)
        if any(
            modifier.cards is not None and _covers(scope, modifier.cards, act.card, kind)
            for modifier in granting
        ):
            return True
    return False


def _grants_regardless(definition: CardDef) -> bool:
    return bool(card_abilities(definition).granting_regardless)


_GRANTING: _GameCards = {}


def _covers(scope: Scope, cards: Selector, card: InstanceId, kind: str) -> bool:
    """Whether the effect of *kind* on *card* is among the abilities *cards* describes."""
    if cards.types != ("ability",):
        return scope.matches(card, cards)  # "O.T. Enhancements": their whole ability
    if kind not in cards.abilities:
        return False
    bearer = attrs.evolve(cards, types=(), abilities=(), locations=())
    return scope.matches(card, bearer) and all(
        scope.matches(card, loc.card) for loc in cards.locations if loc.card is not None
    )


def _ability(table: Table, act: Activation) -> Ability:
    found = card_abilities(table.card(act.ability_card))
    assert found.ability is not None  # noqa: S101 - only carried-out abilities fire
    return found.ability


def _label(ability: Ability, chain: tuple[int, ...]) -> str:
    # an effect that may replace another is offered on its own (REG: Instead)
    chain = tuple(index for index in chain if _facts(ability, index).replaces is None) or chain
    gap = next((k for k in range(1, len(chain)) if chain[k] != chain[k - 1] + 1), None)
    if gap is not None and ability.effects[chain[gap - 1] + 1].link is Link.TO:
        # a cost each option pays: "discard this card to negate and underdeck an Artifact"
        return f"{_label(ability, chain[:gap])} to {_label(ability, chain[gap:])}"
    spans = [ability.effects[index].span for index in chain]
    start = min(span.start for span in spans)
    end = max(span.end for span in spans)
    text = ability.text[start:end].strip() if end > start else ""
    return text or ", ".join(ability.effects[index].kind for index in chain)


def _labels(ability: Ability, chains: Sequence[tuple[int, ...]]) -> list[str]:
    """The labels of the options *chains*, told apart when their words are the same.

    "Search deck for ... and add it to hand or battle": the last effect's kind after each.
    """
    labels = [_label(ability, chain) for chain in chains]
    if len(set(labels)) == len(labels):
        return labels
    kinds = [ability.effects[chain[-1]].kind.replace("_", " ") for chain in chains]
    return [f"{label} ({kind})" for label, kind in zip(labels, kinds, strict=True)]


# == answers ====================================================================================


def answer(table: Table, action: ChooseCard | Finish | ChooseOption) -> None:
    """Record a player's answer to the top ability's question; the run goes on from there."""
    top = table.stack[0]
    value = ops.STOP
    if isinstance(action, ChooseCard):
        value = int(action.card)
    elif isinstance(action, ChooseOption):
        value = action.option
    _replace(table, _with(top, answers=(*top.answers, value)))
    table.decision = None


# == applying operations =========================================================================


def _apply_told(
    table: Table, act: Activation, done: Done, actor: PlayerId
) -> tuple[tuple[Moved, ...], Done]:
    """:func:`_apply`, and *done* without the cards whose discard another effect replaced.

    The replaced discard is as if it never took place (REG: Instead): it is not reported
    as carried out on them, and "them" after it does not name them.
    """
    start = len(table.replaced)
    moves = _apply(table, act, done, actor)
    gone = table.replaced[start:]
    if gone:
        done = attrs.evolve(done, cards=tuple(c for c in done.cards if c not in gone))
    return moves, done


def _covered_now(
    table: Table, act: Activation, index: int, kind: str, cards: tuple[InstanceId, ...]
) -> tuple[InstanceId, ...]:
    """The cards of *cards* that effect *index* of *act* is carried out on, to report.

    A lasting effect in play that follows the cards its words name covers those that fit
    them now, none while its "while" condition does not hold: "While occupied, negate
    opponents' evil cards in territories" negates no card while the Fortress is unoccupied
    (REG: Duration), though its words name some (:func:`fitting`). Any other effect acts
    on *cards*.
    """
    found = card_abilities(table.card(act.ability_card))
    if found.ability is None or not (found.lasts(index) and followed(found.ability.effects[index])):
        return cards
    fit = set(fitting(table.view(), act.card, index, act.controller, kind))
    return tuple(card for card in cards if card in fit)


def _report_carried_out(
    table: Table,
    event: EffectCarriedOut,
    done: Done,
    refused: int,
) -> None:
    """Say that an effect was carried out, unless every operation of *done* was refused.

    *refused* is :attr:`Table.refused` before *done* was applied: a copy the engine does not
    carry out or tokens that could not be created said so already, and the effect did
    nothing else (REG: Carry Out an Effect).
    """
    if done.ops and table.refused - refused >= len(done.ops):
        return
    table.emit(event)


def _apply(table: Table, act: Activation, done: Done, actor: PlayerId) -> tuple[Moved, ...]:
    """Apply a handler's operations in order; where the cards came from, for a negate.

    A character it removes from battle is defeated (REG: Defeat): its "If defeated" fires.
    """
    moved: list[Moved] = []
    watching = _defeats_watched(table, act, done)
    table.changed()
    discarded = [
        op.card for op in done.ops if isinstance(op, ops.MoveCard) and op.zone is Zone.DISCARD_PILE
    ]
    replace_discards(table, discarded)
    start = len(table.replaced)
    for each in done.ops:
        op = _spare_defeated(table, act, each) if table.battle is not None else each
        if op is None:
            continue
        applier = _APPLIERS.get(type(op))
        if applier is not None:
            moved.extend(applier(table, act, op, actor) or ())
        if table.result is not None:
            break
    replaced_done(table)
    table.changed()
    if watching:
        gone = table.replaced[start:]
        _removed_from_battle(table, act, [w for w in watching if w[0] not in gone])
    return tuple(moved)


def _spare_defeated(table: Table, act: Activation, op: ops.Op) -> ops.Op | None:
    """*op* without the characters whose defeat another effect replaced; None if none is left.

    Of an operation taking characters out of battle for a while, or exchanging one (REG:
    Defeat, Instead); a move or a capture looks for itself. An exchange defeats a Hero
    unless the ability is good, an Evil Character unless it is evil.
    """
    if not isinstance(op, _REMOVING):
        return op
    battle = table.battle
    if isinstance(op, ops.ExchangeCards):
        if battle is None:
            return op
        spared = _exchanging_alignment(table, act.card)
        if any(defeat_replaced(table, card) for card in _exchange_defeats(battle, spared, op)):
            return None
        return op
    kept = tuple(card for card in op.cards if not defeat_replaced(table, card))
    if kept == op.cards:
        return op
    return attrs.evolve(op, cards=kept) if kept else None


_REMOVING: Final = (
    ops.TakeForAWhile,
    ops.PlaceForAWhile,
    ops.SetAsideForAWhile,
    ops.ExchangeCards,
)
"""Operations that may take a character out of battle other than by a move or a capture."""


def _create_tokens(table: Table, op: ops.CreateTokens) -> list[Moved]:
    """Create tokens from the free records reserved for their owner (REG: Create a Token).

    A game's cards are fixed when it starts: with too few free records left for the
    tokens, none is created, and the game says so.
    """
    free = [card for card in table.tokens if table.instance(card).owner == op.owner]
    if len(free) < op.count:
        reason = f"the {TOKEN_RECORDS} token records of the player are all in play"
        table.emit(TokenNotCreated(op.by, reason))
        table.refused += 1
        return []
    created: list[Moved] = []
    for card in free[: op.count]:
        table.create_token(card, op.key, op.by, (op.player, op.zone))
        created.append(
            Moved(card, op.player, op.zone, to_player=op.player, to_zone=op.zone, created=True)
        )
    return created


def _search(table: Table, op: ops.SearchPile) -> None:
    table.emit(PileSearched(op.player, op.owner, op.zone, (op.player,)))


_APPLIERS: Final[dict[type[ops.Op], Callable[[Table, Activation, Any, PlayerId], Any]]] = {
    ops.MoveCard: lambda table, _, op, actor: _move(table, op, actor),
    ops.JoinBattle: lambda table, act, op, _: _join(table, act, op),
    ops.DrawCards: lambda table, _, op, __: _draw(table, op),
    ops.ShuffleDeck: lambda table, _, op, __: _shuffle(table, op.player),
    ops.ShowCards: lambda table, act, op, _: _show(table, act, op),
    ops.SearchPile: lambda table, _, op, __: _search(table, op),
    ops.CreateTokens: lambda table, _, op, __: _create_tokens(table, op),
    ops.NegateCards: lambda table, act, op, _: _negate(table, act, op),
    ops.NegateKinds: lambda table, act, op, _: _negate_kinds(table, act, op),
    ops.InterruptAbilities: lambda table, act, op, _: _interrupt(table, act, op),
    ops.RepeatAbilities: lambda table, act, op, _: _repeat(table, act, op),
    ops.CopyAbility: lambda table, act, op, _: _copy(table, act, op),
    ops.RedirectAbilities: lambda table, act, op, _: _redirect(table, act, op),
    ops.BeginNewBattle: lambda table, act, _, __: _begin_new_battle(table, act),
    ops.SkipBattlePhase: lambda table, _, op, __: _skip_battle_phase(table, op),
    ops.EndTheBattle: lambda table, act, op, _: _end_the_battle(table, act, op),
    ops.ChooseOpposing: lambda table, act, op, _: _choose_opposing(table, act, op),
    ops.GiveStatus: lambda table, act, op, _: _give_status(table, act, op),
    ops.PreventPlays: lambda table, act, op, _: _prevent(table, act, op),
    ops.ProtectCards: lambda table, act, op, _: _protect(table, act, op),
    ops.RestrictPlayers: lambda table, act, op, _: _restrict(table, act, op),
    ops.ResizeHands: lambda table, act, op, _: _restrict(table, act, op),
    ops.ExchangeCards: lambda table, act, op, _: _exchange(table, act, op),
    ops.ChangeNumbers: lambda table, act, op, _: _change_numbers(table, act, op),
    ops.RescueSoul: lambda table, act, op, _: _rescue(table, act, op),
    ops.CaptureCard: lambda table, _, op, __: _capture(table, op),
    ops.ConvertCard: lambda table, act, op, _: _convert(table, act, op),
    ops.ConvertToMeek: lambda table, _, op, __: _convert_to_meek(table, op),
    ops.GainBrigades: lambda table, act, op, _: _gain(table, act, op),
    ops.PlayOnCharacter: lambda table, act, op, _: _play_on(table, act, op),
    ops.SideBattleFought: lambda table, _, op, actor: _side_battle(table, op, actor),
    ops.EquipWeapon: lambda table, act, op, _: _equip_weapon(table, act, op),
    ops.ActivateArtifactCard: lambda table, _, op, __: _activate_artifact(table, op),
    ops.DeactivateArtifactCard: lambda table, _, op, __: _deactivate_artifact(table, op),
    ops.HealCards: lambda table, act, op, _: _heal_cards(table, act, op),
    ops.TakeForAWhile: lambda table, act, op, _: _for_a_while(table, act, op),
    ops.SetAsideForAWhile: lambda table, act, op, _: _for_a_while(table, act, op),
    ops.PlaceForAWhile: lambda table, act, op, _: _for_a_while(table, act, op),
}
"""How each operation a handler returns is applied; what it moved, if anything."""


def _move(table: Table, op: ops.MoveCard, actor: PlayerId) -> list[Moved]:
    """Move a card where an effect sends it, with the rules of the places involved."""
    source = table.locate(op.card)
    definition = table.card(op.card)
    target_player, zone = op.player, op.zone
    shown = False
    if (
        source[1] is Zone.DECK
        and zone is not Zone.HAND
        and not zone.is_in_play
        and source != (target_player, zone)
    ):
        # taken out of a deck to another place: revealed first (REG: Targeting); put back
        # on top of or beneath the same deck, it stays hidden
        shown = True
        if definition.is_lost_soul:
            target_player, zone = table.instance(op.card).owner, Zone.LAND_OF_BONDAGE
    if zone is Zone.TERRITORY and definition.is_lost_soul and op.on is None:
        zone = Zone.LAND_OF_BONDAGE  # a Lost Soul in a territory is in a Site
    if zone is Zone.FIELD_OF_BATTLE and op.on is not None:
        return _place_in_battle(table, op.card, op.on, source)
    if source == (target_player, zone) and zone is not Zone.DECK and op.on is None:
        return []
    record = _record(table, op.card, source, target_player, zone)
    identity = op.identity if zone.is_in_play else None
    if source[1] is Zone.FIELD_OF_BATTLE and defeat_replaced(table, op.card):
        return []  # carried out instead of the defeat (REG: Defeat, Instead)
    if zone is Zone.DISCARD_PILE and discard_replaced(table, op.card):
        return []  # carried out instead of the discard (REG: Instead)
    table.drop_weapons(op.card, source)
    if source[1] is Zone.FIELD_OF_BATTLE:
        fired = discarding_from_battle(table, op.card) if zone is Zone.DISCARD_PILE else None
        _leave_battle(
            table,
            op.card,
            (target_player, zone),
            identity=identity,
            top=op.position is not Position.BOTTOM,
            held_by=op.on,
        )
        if fired is not None:
            fired()
    else:
        table.move(
            op.card,
            source,
            (target_player, zone),
            identity=identity or _identity_for(table, op.card, zone),
            top=op.position is not Position.BOTTOM and zone is Zone.DECK,
            shown=shown or source[1] is Zone.DISCARD_PILE,
            known_to=() if op.unseen else (actor,),
            held_by=op.on,
        )
    if op.on is not None and zone is Zone.TERRITORY and definition.is_lost_soul:
        table.emit(SoulPutInSite(target_player, op.card, op.on))
    if op.played:
        record_play(table, op.card, actor)
    if zone is Zone.TERRITORY and source[1] in PLAYED_FROM and target_player == actor:
        site_played(table, op.card, actor)
    return [record]


def _place_in_battle(
    table: Table, card: InstanceId, bearer: InstanceId, source: tuple[PlayerId | None, Zone]
) -> list[Moved]:
    """*card* goes on *bearer*, a character in battle: placed on it, used by nobody.

    An Enhancement in battle stays there, no longer used by the character that played it
    (REG: Place, Used By); one elsewhere enters the Field of Battle placed.
    """
    battle = table.battle
    if battle is None or bearer not in battle.heroes + battle.evil_characters:
        return []
    record = _record(table, card, source, None, Zone.FIELD_OF_BATTLE)
    owner = table.instance(card).owner
    placed = Enhancement(card, bearer, owner, placed=True)
    if source[1] is Zone.FIELD_OF_BATTLE:
        enhancements = tuple(placed if e.card == card else e for e in battle.enhancements)
        if all(e.card != card for e in battle.enhancements):
            return []  # a character or Site in battle is placed on nothing here
        table.battle = evolve(battle, enhancements=enhancements)
    else:
        identity = table.instance(card).identity
        table.move(card, source, (None, Zone.FIELD_OF_BATTLE), identity=identity)
        table.battle = evolve(battle, enhancements=(*battle.enhancements, placed))
    table.emit(CardPlacedOn(owner, card, bearer))
    return [record]


def _change_numbers(table: Table, act: Activation, op: ops.ChangeNumbers) -> list[Moved]:
    """Add to cards' numbers; a character left with toughness 0 or less is discarded.

    A change of all the cards a description names, lasting while its card is in play, is
    held by a record on that card (:data:`FOLLOWING`) and changes the cards that fit the
    words at each moment (:func:`follow_change`).
    """
    if op.until is Until.WHILE and _follows(table, act):
        ending = _ending(table, act, Until.WHILE, 0)
        anchor = Lasting(act.card, 0, 0, Until.WHILE, act.id, status=FOLLOWING, ending=ending)
        table.lasting.append(anchor)
        effect = _current_effect(table, act)
        cards = fitting(
            table.view(),
            act.card,
            effect,
            act.controller,
            _ability(table, act).effects[effect].kind,
        )
        follow_change(table, anchor, cards)
        return []
    return _change_each(table, act, op)


def _change_each(table: Table, act: Activation, op: ops.ChangeNumbers) -> list[Moved]:
    if op.per_x is not None and op.until is not None:
        return _change_by_x(table, act, op, op.per_x, op.until)
    moved: list[Moved] = []
    for card in op.cards:
        where = table.locate(card)
        if where[1] not in SURFACE_ZONES:
            continue
        before = table.instance(card).change
        lowered = table.instance(card).decrease
        table.change_numbers(
            card, (before[0] + op.strength, before[1] + op.toughness), _lowered(lowered, op)
        )
        if op.until is not None:
            ending = _ending(table, act, op.until, op.turns, card=card, cards=op.cards)
            table.lasting.append(
                Lasting(card, op.strength, op.toughness, op.until, act.id, ending=ending)
            )
        record = _record(table, card, where, where[0], where[1])
        moved.append(attrs.evolve(record, numbers=before, decrease=lowered))
        moved.extend(_fallen(table, card, act.controller))
    return moved


def _change_by_x(
    table: Table, act: Activation, op: ops.ChangeNumbers, source: InstanceId, until: Until
) -> list[Moved]:
    """A lasting change by X: a record that counts X whenever the numbers are read.

    REG Increase and Decrease: "Ongoing increase or decrease effects that are designated by
    a '*' or 'X' on the card are dynamically conditional": nothing is added to the cards'
    numbers; :func:`~redemption_rules.battle.numbers.numbers_of` adds X times the record's
    numbers as X is now. A negate ends the record; a character left with toughness 0 or
    less is discarded, and the move is returned, so that a negate brings it back as it does
    for any change.
    """
    moved: list[Moved] = []
    for card in op.cards:
        if table.locate(card)[1] not in SURFACE_ZONES:
            continue
        ending = _ending(table, act, until, op.turns, card=card, cards=op.cards)
        table.lasting.append(
            Lasting(
                card,
                op.strength,
                op.toughness,
                until,
                act.id,
                status=BY_X,
                ending=ending,
                source=source,
            )
        )
        moved.extend(_fallen(table, card, act.controller))
    return moved


def _for_a_while(
    table: Table,
    act: Activation,
    op: ops.TakeForAWhile | ops.SetAsideForAWhile | ops.PlaceForAWhile,
) -> None:
    """Hold the cards just taken to a territory, set aside or placed until the duration ends.

    Each card still where the effect put it gets a lasting record with the player it goes
    back to, or whose territory it lies in (REG: Take and Give, Set-Aside, Place).
    """
    status = _FOR_A_WHILE[type(op)]
    for card, home in zip(op.cards, op.homes, strict=True):
        if not _still_held(table, status, card, home):
            continue
        ending = _ending(table, act, op.until, op.turns, card=card, counted=home)
        table.lasting.append(
            Lasting(card, 0, 0, op.until, act.id, status=status, ending=ending, home=home)
        )


_FOR_A_WHILE: Final[dict[type[ops.Op], str]] = {
    ops.TakeForAWhile: TAKEN,
    ops.SetAsideForAWhile: SET_ASIDE,
    ops.PlaceForAWhile: PLACED,
}
"""The status of the lasting record each hold for a while leaves on its cards."""


def _still_held(table: Table, status: str, card: InstanceId, home: PlayerId) -> bool:
    """Whether a card taken (*status* ``TAKEN``), set aside or placed is still there.

    Taken: in a territory of another player than *home*; set aside: in *home*'s set-aside
    area; placed: in *home*'s territory.
    """
    where = table.locate(card)
    if status == SET_ASIDE:
        return where == (home, Zone.SET_ASIDE)
    if status == PLACED:
        return where == (home, Zone.TERRITORY)
    return where[1] is Zone.TERRITORY and where[0] != home


def _set_back(table: Table, entry: Lasting) -> None:
    """A card set aside for a while, still set aside, returns to its player's territory.

    The battle it was set aside from has ended by then, so it returns to the territory of
    the player with permanent control, a Lost Soul to their Land of Bondage (REG:
    Set-Aside). Once every card the set-aside moved is back, its "on return" effects fire;
    not if one left the set-aside area before the duration was reached.
    """
    home = entry.home
    still = home is not None and _still_held(table, SET_ASIDE, entry.card, home)
    if home is not None and still:
        _move(table, ops.MoveCard(entry.card, home, Zone.TERRITORY), home)
    _returned(table, entry.activation, early=not still)


def _returned(table: Table, activation: int, *, early: bool) -> None:
    """Fire the "on return" effects of a set-aside once all its cards are back (REG: Set-Aside).

    A card back early (or gone elsewhere) ends them unfired.
    """
    waiting = [
        entry
        for entry in table.delayed
        if entry.moment == _ON_RETURN and entry.activation == activation
    ]
    if not waiting:
        return
    if not early and any(
        entry.status == SET_ASIDE and entry.activation == activation for entry in table.lasting
    ):
        return  # other cards it set aside are still there
    table.delayed[:] = [entry for entry in table.delayed if entry not in waiting]
    if not early:
        _fire_delayed(table, waiting)


_ON_RETURN: Final = Moment.ON_RETURN.value


def _convert_back(table: Table, entry: Lasting) -> None:
    """A character converted for a while is again what it was (REG: Convert).

    Only while it is still converted on the surface; one in battle whose alignment changes
    goes to its controller's territory.
    """
    card, was = entry.card, entry.was
    instance = table.instance(card)
    where = table.locate(card)
    now = instance.identity
    if was is None or now is None or instance.converted is None or where[1] not in SURFACE_ZONES:
        return
    if entry.brigades is None:  # its own identity and brigades again
        table.set_instance(card, was, instance.face_down, instance.equipped_to, instance.held_by)
        table.unconvert(card)
    else:
        table.set_converted(card, was, entry.brigades)
    battle = table.battle
    if (
        where[1] is Zone.FIELD_OF_BATTLE
        and battle is not None
        and now.alignment is not was.alignment
    ):
        side = battle.side_of(card)
        home = side if side is not None else instance.owner
        _leave_battle(table, card, (home, Zone.TERRITORY), identity=was)


def _give_back(table: Table, entry: Lasting) -> None:
    """A card taken for a while, still in a territory of another player, goes home."""
    home = entry.home
    if home is None or not _still_held(table, TAKEN, entry.card, home):
        return
    _move(table, ops.MoveCard(entry.card, home, Zone.TERRITORY), home)


def _discard_placed(table: Table, entry: Lasting) -> None:
    """A card placed for a while, still where it was placed, is discarded (REG: Place)."""
    home = entry.home
    if home is None or not _still_held(table, PLACED, entry.card, home):
        return
    owner = table.instance(entry.card).owner
    _move(table, ops.MoveCard(entry.card, owner, Zone.DISCARD_PILE), owner)


def _give_status(table: Table, act: Activation, op: ops.GiveStatus) -> None:
    """A status for the cards in play, held as a lasting record (first strike, Site access).

    Site access for all the cards a description names, lasting while its card is in play,
    is held by a record on that card (:data:`FOLLOWING`) and given to the cards that fit
    the words at each moment (:func:`follow_change`).
    """
    if op.status == SITE_ACCESS and op.until is Until.WHILE and _follows(table, act):
        ending = _ending(table, act, Until.WHILE, 0)
        anchor = Lasting(act.card, 0, 0, Until.WHILE, act.id, status=FOLLOWING, ending=ending)
        table.lasting.append(anchor)
        effect = _current_effect(table, act)
        kind = _ability(table, act).effects[effect].kind
        follow_change(table, anchor, fitting(table.view(), act.card, effect, act.controller, kind))
        return
    for card in op.cards:
        if table.locate(card)[1] in SURFACE_ZONES:
            ending = _ending(table, act, op.until, op.turns, card=card, cards=op.cards)
            table.lasting.append(
                Lasting(
                    card,
                    0,
                    0,
                    op.until,
                    act.id,
                    status=op.status,
                    ending=ending,
                    source=None if op.effect is None else act.card,
                    effect=op.effect or 0,
                    home=op.home,
                )
            )


def poison_upkeep(table: Table, player: PlayerId) -> None:
    """At *player*'s upkeep, the abilities paired with poisons and diseases that tick then act.

    Each poisoned card on the playing surface whose poison ticks at this player's upkeeps
    ("Poison those humans: Each upkeep, decrease them 0/3": the upkeeps of the player using
    the ability) is decreased as its paired effect says; a character left with toughness 0
    or less is discarded (REG: Poison and Disease, Toughness). Then the diseased cards
    (:func:`disease_upkeep`).
    """
    due = [e for e in table.lasting if e.status == POISONED and e.home == player]
    for entry in due:
        card, source = entry.card, entry.source
        if source is None or table.locate(card)[1] not in SURFACE_ZONES:
            continue
        found = card_abilities(table.card(source)).ability
        if found is None or entry.effect >= len(found.effects):
            continue
        paired = found.effects[entry.effect]
        if not isinstance(paired, kinds.Decrease):
            continue
        _decrease_at_upkeep(table, card, paired, player, Zone.DISCARD_PILE)
    disease_upkeep(table, player)


def disease_upkeep(table: Table, player: PlayerId) -> None:
    """At *player*'s upkeep, the abilities paired with the diseases of the cards they control.

    "Hero decreases 0/2 per turn ... Treat as a disease": "per turn" is each turn of the
    player who controls the diseased card (REG: Turn), a turn added to the disease's count at
    their Upkeep Phase (REG: Upkeep Phase). Each paired decrease acts on the card; a
    character left with toughness 0 or less is discarded (REG: Toughness), or removed from
    the game if the disease says so ("When Hero is reduced to */0 or less, remove Hero from
    the game"). A disease ended (healed, its card gone from the diseased card) acts no more.
    """
    due = [e for e in table.lasting if e.status == DISEASED]
    for entry in due:
        card, source = entry.card, entry.source
        if entry not in table.lasting or source is None:
            continue  # ended by an earlier one this upkeep
        where = table.locate(card)
        if where[1] not in SURFACE_ZONES or where[0] != player:
            continue
        found = card_abilities(table.card(source)).ability
        pairing = None if found is None else disease_pairing(found, entry.effect)
        if found is None or pairing is None:
            continue
        zone = Zone.DISCARD_PILE if pairing.removal is None else Zone.BANISH_PILE
        for index in pairing.decreases:
            paired = found.effects[index]
            assert isinstance(paired, kinds.Decrease)  # noqa: S101 - paired as one
            if table.locate(card)[1] in SURFACE_ZONES:
                _decrease_at_upkeep(table, card, paired, player, zone)


def _decrease_at_upkeep(
    table: Table, card: InstanceId, paired: kinds.Decrease, player: PlayerId, zone: Zone
) -> None:
    """Decrease *card* as *paired* says; a character left with no toughness goes to *zone*.

    REG: Toughness: the character is discarded (*zone* the discard pile), unless the
    ability says where it goes instead.
    """
    amount = paired.amount
    change, lowered = table.instance(card).change, table.instance(card).decrease
    strength, toughness = -amount.strength.value, -amount.toughness.value
    table.change_numbers(
        card,
        (change[0] + strength, change[1] + toughness),
        (lowered[0] + min(strength, 0), lowered[1] + min(toughness, 0)),
    )
    identity = table.instance(card).identity
    if identity in (CardType.HERO, CardType.EVIL_CHARACTER) and numbers_of(table, card)[1] <= 0:
        owner = table.instance(card).owner
        _move(table, ops.MoveCard(card, owner, zone), player)


def end_lasting(table: Table, *ending: Until) -> None:
    """Take off the increases and decreases lasting until *ending* (REG: Duration).

    A character left with toughness 0 or less is discarded (REG: Toughness).
    """
    due = [entry for entry in table.lasting if entry.until in ending]
    if due:
        take_off(table, due)


def take_off(table: Table, due: Sequence[Lasting]) -> None:
    """End the lasting changes *due*: their numbers come off the cards (REG: Duration).

    A character left with toughness 0 or less is discarded (REG: Toughness); a card taken
    for a while goes back (REG: Take and Give).
    """
    ending = {id(entry) for entry in due}
    table.lasting[:] = [entry for entry in table.lasting if id(entry) not in ending]
    for entry in due:
        if entry.status == FOLLOWING:
            continue  # it changed no numbers itself
        if entry.status == BY_X:
            _fallen(table, entry.card)  # it ends: a toughness it raised may fall to 0
            continue
        if entry.status == TAKEN:
            _give_back(table, entry)
            continue
        if entry.status == SET_ASIDE:
            _set_back(table, entry)
            continue
        if entry.status == PLACED:
            _discard_placed(table, entry)
            continue
        if entry.status == CONVERTED:
            _convert_back(table, entry)
            continue
        if entry.status == GAINED:
            _lose_gained(table, entry)
            continue
        card = entry.card
        instance = table.instance(card)
        change, lowered = instance.change, instance.decrease
        table.change_numbers(
            card,
            (change[0] - entry.strength, change[1] - entry.toughness),
            (lowered[0] - min(entry.strength, 0), lowered[1] - min(entry.toughness, 0)),
        )
        _fallen(table, card)


def _fallen(table: Table, card: InstanceId, mover: PlayerId | None = None) -> list[Moved]:
    """Discard *card* if it is a character left with toughness 0 or less (REG: Toughness).

    *mover* is the player whose effect lowered it (by default its owner); the move made.
    """
    instance = table.instance(card)
    character = instance.identity in (CardType.HERO, CardType.EVIL_CHARACTER)
    if not character or numbers_of(table, card)[1] > 0:
        return []
    owner = instance.owner
    return _move(
        table, ops.MoveCard(card, owner, Zone.DISCARD_PILE), owner if mover is None else mover
    )


def _lowered(before: tuple[int, int], op: ops.ChangeNumbers) -> tuple[int, int]:
    """What decrease effects have taken off a card's numbers once *op* is applied too."""
    return before[0] + min(op.strength, 0), before[1] + min(op.toughness, 0)


def _exchange(table: Table, act: Activation, op: ops.ExchangeCards) -> list[Moved]:
    """Switch the places of two cards (REG: Exchange); nothing when one cannot go there."""
    first, second = table.locate(op.card), table.locate(op.other)
    if first == second:
        return []
    if second[1] is Zone.FIELD_OF_BATTLE:
        first, second = second, first
        card, other = op.other, op.card
    else:
        card, other = op.card, op.other
    if first[1] is Zone.FIELD_OF_BATTLE:
        return _exchange_into_battle(table, act, card, other, second)
    records = [
        _record(table, card, first, second[0], second[1]),
        _record(table, other, second, first[0], first[1]),
    ]
    for moving, source, target in ((card, first, second), (other, second, first)):
        table.drop_weapons(moving, source)
        table.move(
            moving,
            source,
            target,
            identity=_identity_for(table, moving, target[1]),
            known_to=(act.controller,),
        )
    return records


def _exchange_into_battle(
    table: Table,
    act: Activation,
    card: InstanceId,
    other: InstanceId,
    source: tuple[PlayerId | None, Zone],
) -> list[Moved]:
    """*other* takes the place in battle of *card*, which goes where *other* was."""
    battle = table.battle
    assert battle is not None  # noqa: S101 - a card is in battle
    hero = card in battle.heroes
    used = [e for e in battle.enhancements if e.card == card]
    if hero or card in battle.evil_characters:
        wanted = CardType.HERO if hero else CardType.EVIL_CHARACTER
        if not table.card(other).has_identity(wanted) or (
            table.card(other).is_unique and other in table.entered_battle
        ):
            return []
        identity: CardType | None = wanted
        side = battle.attacker if hero else battle.defender
    elif used:
        side = used[0].player
        if not can_use_enhancement(table.view(), other, used[0].user):
            return []
        identity = table.instance(card).identity
    else:
        return []
    records = [
        _record(table, card, (None, Zone.FIELD_OF_BATTLE), source[0], source[1]),
        _record(table, other, source, None, Zone.FIELD_OF_BATTLE),
    ]
    table.drop_weapons(other, source)
    table.move(other, source, (None, Zone.FIELD_OF_BATTLE), identity=identity)
    brought = bring_along(table, other, source, side)  # the cards placed on it follow it
    table.move(
        card,
        (None, Zone.FIELD_OF_BATTLE),
        source,
        identity=_identity_for(table, card, source[1]),
    )
    placed = [e.card for e in battle.enhancements if e.user == card and e.placed]
    for follower in placed:  # the cards placed on the one going out follow it (REG: Place)
        place, on = _follow_place(table, follower, source, None)
        table.move(follower, (None, Zone.FIELD_OF_BATTLE), place, held_by=card if on else None)
    swap = {card: other}
    table.battle = evolve(
        battle,
        heroes=tuple(swap.get(c, c) for c in battle.heroes),
        evil_characters=tuple(swap.get(c, c) for c in battle.evil_characters),
        enhancements=tuple(
            evolve(e, card=swap.get(e.card, e.card), user=swap.get(e.user, e.user))
            for e in battle.enhancements
            if e.card not in placed
        )
        + brought,
    )
    if table.card(other).is_unique and identity in (CardType.HERO, CardType.EVIL_CHARACTER):
        table.entered_battle = (*table.entered_battle, other)
    played = record_play(table, other, side, in_battle=True)
    user = used[0].user if used else None
    fire(table, other, side, played=played, user=user, group=act.group, current_bucket=act.bucket)
    return records


def _identity_for(table: Table, card: InstanceId, zone: Zone) -> CardType | None:
    if zone is Zone.LAND_OF_BONDAGE:
        instance = table.instance(card)
        if instance.captured is not None and not has_identifier(table.card(card), "human"):
            return instance.identity  # a captured non-human is no Lost Soul anywhere
        return CardType.LOST_SOUL
    if zone is Zone.TERRITORY:
        definition = table.card(card)
        for identity in definition.identities:
            if identity.is_character or identity in (CardType.SITE, CardType.FORTRESS):
                return identity
    return None


def _record(
    table: Table,
    card: InstanceId,
    source: tuple[PlayerId | None, Zone],
    to_player: PlayerId | None,
    to_zone: Zone,
    *,
    home: bool = False,
) -> Moved:
    player, zone = source
    index = 0
    side: PlayerId | None = None
    user: InstanceId | None = None
    if zone is Zone.FIELD_OF_BATTLE:
        battle = table.battle
        assert battle is not None  # noqa: S101 - a card in battle means a battle
        side = battle.side_of(card)
        for enhancement in battle.enhancements:
            if enhancement.card == card:
                user = enhancement.user
    elif player is not None:
        index = list(table.peek(player, zone)).index(card)
    instance = table.instance(card)
    identity = instance.identity if zone in SURFACE_ZONES else None
    return Moved(
        card,
        player,
        zone,
        index,
        to_player,
        to_zone,
        side,
        user,
        home,
        identity=identity,
        captured=instance.captured,
        held_by=instance.held_by if zone in SURFACE_ZONES else None,
    )


def _leave_battle(
    table: Table,
    card: InstanceId,
    target: tuple[PlayerId | None, Zone],
    *,
    identity: CardType | None = None,
    top: bool = True,
    held_by: InstanceId | None = None,
) -> None:
    """Take *card* out of the battle record and move it (to a deck: on top, unless not *top*).

    *held_by* is the card it is placed on there, if any (REG: Place).

    A weapon equipped to a warrior going home follows it; one going onto another card there
    (held in a Fortress) is no bearer, and its weapon is passed on or discarded as the other
    Enhancements it used are. Other Enhancements it used pass to
    another character on its side that can use them, or, with none, go to the discard pile
    (REG: Used By; Battle Resolution step 2). The cards placed on it follow it wherever it
    goes, but are discarded as it is captured or rescued (REG: Place).
    """
    battle = table.battle
    assert battle is not None  # noqa: S101 - the card is in battle
    followers = [
        e.card
        for e in battle.enhancements
        if e.user == card and e.equipped and target[1] is Zone.TERRITORY and held_by is None
    ]
    placed = [e.card for e in battle.enhancements if e.user == card and e.placed]
    followers += placed
    heroes = tuple(c for c in battle.heroes if c != card)
    evil = tuple(c for c in battle.evil_characters if c != card)
    kept: list[Enhancement] = []
    orphans: list[InstanceId] = []
    for enhancement in battle.enhancements:
        if enhancement.card == card or enhancement.card in followers:
            continue
        if enhancement.user != card:
            kept.append(enhancement)
            continue
        side = heroes if card in battle.heroes else evil
        heir = next((c for c in side if can_use_enhancement(table, enhancement.card, c)), None)
        if heir is None:
            orphans.append(enhancement.card)
        else:
            kept.append(evolve(enhancement, user=heir, equipped=False))
    table.battle = evolve(
        battle,
        heroes=heroes,
        evil_characters=evil,
        enhancements=tuple(kept),
        sites=tuple(c for c in battle.sites if c != card),
    )
    keep = identity or (table.instance(card).identity if target[1].is_in_play else None)
    table.move(
        card,
        (None, Zone.FIELD_OF_BATTLE),
        target,
        identity=keep,
        top=top and target[1] is Zone.DECK,
        held_by=held_by,
    )
    for weapon in followers:  # into the warrior's territory, whoever owns the weapon
        if weapon not in placed:
            table.move(weapon, (None, Zone.FIELD_OF_BATTLE), target, equipped_to=card)
    for other in placed:
        place, on = _follow_place(table, other, target, held_by)
        table.move(other, (None, Zone.FIELD_OF_BATTLE), place, held_by=card if on else None)
    for orphan in orphans:
        owner = table.instance(orphan).owner
        table.move(orphan, (None, Zone.FIELD_OF_BATTLE), (owner, Zone.DISCARD_PILE))


def _follow_place(
    table: Table,
    card: InstanceId,
    target: tuple[PlayerId | None, Zone],
    held_by: InstanceId | None,
) -> tuple[tuple[PlayerId | None, Zone], bool]:
    """Where a card placed on a character leaving battle for *target* goes; whether on it.

    In a territory or set-aside area it stays placed on the character; captured (to a Land
    of Bondage, or into a Site: *held_by*) or rescued, the character leaves it behind for
    the discard pile; anywhere else it goes to its owner's pile of that kind (REG: Place).
    """
    owner = table.instance(card).owner
    player, zone = target
    if zone in (Zone.LAND_OF_BONDAGE, Zone.LAND_OF_REDEMPTION) or held_by is not None:
        return (owner, Zone.DISCARD_PILE), False
    if zone in (Zone.TERRITORY, Zone.SET_ASIDE) and player is not None:
        return target, True
    return (owner, zone), False


def _join(table: Table, act: Activation, op: ops.JoinBattle) -> list[Moved]:
    """A character joins the battle on *side*'s side; its abilities fire (REG: Band)."""
    battle = table.battle
    if battle is None:
        return []
    source = table.locate(op.card)
    if source[1] is Zone.FIELD_OF_BATTLE or is_paralyzed(table, op.card):
        return []
    record = _record(table, op.card, source, None, Zone.FIELD_OF_BATTLE, home=True)
    definition = table.card(op.card)
    hero_side = op.side == battle.attacker
    identity = CardType.HERO if hero_side else CardType.EVIL_CHARACTER
    table.move(op.card, source, (None, Zone.FIELD_OF_BATTLE), identity=identity)
    extra = bring_along(table, op.card, source, op.side)
    if hero_side:
        battle = evolve(battle, heroes=(*battle.heroes, op.card))
    else:
        battle = evolve(battle, evil_characters=(*battle.evil_characters, op.card))
    table.battle = evolve(battle, enhancements=battle.enhancements + extra)
    if definition.is_unique:
        table.entered_battle = (*table.entered_battle, op.card)
    played = record_play(table, op.card, op.side, in_battle=True)
    fire(table, op.card, op.side, played=played, group=act.group, current_bucket=act.bucket)
    for weapon in [e.card for e in extra if e.equipped]:  # used: placed cards are not
        used = record_play(table, weapon, op.side, in_battle=True)
        fire(
            table,
            weapon,
            op.side,
            played=used,
            user=op.card,
            group=act.group,
            weapon=True,
            current_bucket=act.bucket,
        )
    return [record]


def _choose_opposing(table: Table, act: Activation, op: ops.ChooseOpposing) -> list[Moved]:
    """The chosen character replaces every character on *op.side*'s side.

    Those there go home to their owners' territories; the chosen one enters battle, its
    abilities firing. Chosen for a defender who has not blocked yet, it blocks: the block
    the game was waiting for is made (REG: Choose Opponent).
    """
    battle = table.battle
    if battle is None or table.locate(op.card)[1] is Zone.FIELD_OF_BATTLE:
        return []
    hero_side = op.side == battle.attacker
    moved: list[Moved] = []
    for card in battle.heroes if hero_side else battle.evil_characters:
        owner = table.instance(card).owner
        moved.append(_record(table, card, (None, Zone.FIELD_OF_BATTLE), owner, Zone.TERRITORY))
        _leave_battle(table, card, (owner, Zone.TERRITORY))
    moved += _join(table, act, ops.JoinBattle(op.card, op.side))
    battle = table.battle
    if battle is not None and not hero_side and not battle.blocked and battle.taunt is None:
        table.battle = evolve(battle, blocked=True, last_played_by=op.side, passes=0)
        table.emit(Blocked(op.side, op.card))
        waiting = table.resume
        if waiting is not None and waiting.kind is DecisionKind.BLOCK:
            table.resume = None
            table.continuation = "initiative"
    return moved


def _draw(table: Table, op: ops.DrawCards) -> list[Moved]:
    """Draw, Lost Souls to the Land of Bondage and replaced (REG: Draw).

    From the top of the deck, or its bottom: a Lost Soul is replaced from the same end. No
    hand grows past 16 cards (REG: Hand).
    """
    room = max(0, HAND_CAP - len(table.peek(op.player, Zone.HAND)))
    count = min(op.count, room)
    moved: list[Moved] = []
    drawn = 0
    deck = table.peek(op.player, Zone.DECK)
    while drawn < count and deck:
        index = len(deck) - 1 if op.from_bottom else 0
        card = deck[index]
        if table.card(card).is_lost_soul:
            table.move(card, (op.player, Zone.DECK), (op.player, Zone.LAND_OF_BONDAGE))
            soul_drawn(table, card, op.player)
        else:
            moved.append(Moved(card, op.player, Zone.DECK, index, op.player, Zone.HAND))
            table.move(card, (op.player, Zone.DECK), (op.player, Zone.HAND))
            drawn += 1
        deck = table.peek(op.player, Zone.DECK)
    note_drawn(table, op.player, drawn, by_ability=True)
    return moved


def _shuffle(table: Table, player: PlayerId) -> None:
    deck, table.rng = table.rng.shuffled(table.peek(player, Zone.DECK))
    table.set_zone(player, Zone.DECK, deck)
    table.emit(DeckShuffled(player))


def _show(table: Table, act: Activation, op: ops.ShowCards) -> None:
    if op.to is None:
        table.emit(CardsRevealed(act.controller, op.cards))
    else:
        for player in op.to:
            table.emit(CardsLooked(player, op.cards, (player,)))


def _convert(table: Table, act: Activation, op: ops.ConvertCard) -> list[Moved]:
    """Convert a character (REG: Convert); one in battle that changes alignment goes home.

    Its identity and brigades change, and nothing else of it. It is converted for as long
    as it stays on the playing surface, or until the end of the duration the text names.
    """
    source = table.locate(op.card)
    before = table.instance(op.card).identity
    if source[1] not in SURFACE_ZONES or before is None or not before.is_character:
        return []
    brigades = table.instance(op.card).converted
    table.set_converted(op.card, op.identity, op.brigades)
    if op.until is not None:
        ending = _ending(table, act, op.until, op.turns, card=op.card)
        table.lasting.append(
            Lasting(
                op.card,
                0,
                0,
                op.until,
                act.id,
                status=CONVERTED,
                ending=ending,
                was=before,
                brigades=brigades,
            )
        )
    battle = table.battle
    if (
        source[1] is Zone.FIELD_OF_BATTLE
        and battle is not None
        and before.alignment is not op.identity.alignment
    ):
        side = battle.side_of(op.card)
        home = side if side is not None else table.instance(op.card).owner
        _leave_battle(table, op.card, (home, Zone.TERRITORY), identity=op.identity)
    return []


def _gain(table: Table, act: Activation, op: ops.GainBrigades) -> None:
    """A character on the surface gains brigades; it keeps its own (REG: Gain).

    Permanent: they last while it stays on the playing surface (see ``Table.move``); or,
    gained "while" a condition holds, until it no longer does (:func:`_lose_gained`).
    """
    instance = table.instance(op.card)
    identity = instance.identity
    if table.locate(op.card)[1] not in SURFACE_ZONES or identity is None:
        return
    if not identity.is_character:
        return
    converted = instance.converted
    if converted is not None:  # its brigades are the converted ones: added to those
        added = tuple(b for b in op.brigades if b not in converted)
        if added:
            table.set_converted(op.card, identity, (*converted, *added))
    else:
        added = tuple(b for b in op.brigades if b not in instance.gained)
        if added:
            table.set_gained(op.card, (*instance.gained, *added))
    if op.until is not None and added:
        ending = _ending(table, act, op.until, 0, card=op.card)
        table.lasting.append(
            Lasting(op.card, 0, 0, op.until, act.id, status=GAINED, ending=ending, brigades=added)
        )


def _lose_gained(table: Table, entry: Lasting) -> None:
    """A character loses the brigades it gained for a while, as that ends (REG: Gain).

    Only those it still has from the gain, on the surface: its own, or its converted ones.
    """
    card, lost = entry.card, entry.brigades or ()
    instance = table.instance(card)
    identity = instance.identity
    if table.locate(card)[1] not in SURFACE_ZONES or identity is None:
        return
    converted = instance.converted
    if converted is not None:
        kept = tuple(b for b in converted if b not in lost)
        if kept and kept != converted:
            table.set_converted(card, identity, kept)
        return
    kept = tuple(b for b in instance.gained if b not in lost)
    if kept != instance.gained:
        table.set_gained(card, kept)


def _convert_to_meek(table: Table, op: ops.ConvertToMeek) -> None:
    """A card on the surface with a meek identity takes it (REG: Meek, Convert).

    Its ability stops: it activates no more while the card is meek.
    """
    instance = table.instance(op.card)
    definition = table.card(op.card)
    if instance.meek or instance.identity is None or not definition.has_meek_side:
        return
    table.set_meek(op.card, meek=True)


def _capture(table: Table, op: ops.CaptureCard, *, replacing: bool = False) -> list[Moved]:
    """Take a character captive (REG: Capture, Captured Character).

    It goes to the player's Land of Bondage, a captured Hero or captured Evil Character: a
    human as a Lost Soul there, a non-human as no Lost Soul at all. The weapons equipped to
    it are discarded. Nothing happens to a card no longer a character on the surface. A
    character in battle whose defeat is replaced goes elsewhere instead (REG: Instead),
    unless the capture is itself *replacing* one; a character a Fortress holds instead of
    its capture ("If your demon is discarded or captured, you may hold it here instead")
    goes onto the Fortress (:func:`capture_replaced`).
    """
    if not replacing and defeat_replaced(table, op.card):
        return []
    source = table.locate(op.card)
    instance = table.instance(op.card)
    was = instance.identity
    if source[1] not in SURFACE_ZONES or was is None or not was.is_character:
        return []
    if instance.captured is not None:
        return []
    if not replacing and capture_replaced(table, op.card):
        return []
    was = _at_face_value(table, op.card, was)  # a convert ends as it is captured
    human = has_identifier(table.card(op.card), "human")
    identity = CardType.LOST_SOUL if human else was
    target = (op.player, Zone.LAND_OF_BONDAGE)
    record = _record(table, op.card, source, op.player, Zone.LAND_OF_BONDAGE)
    own = None
    if source[1] is Zone.FIELD_OF_BATTLE and op.card in _watching(table).get(Event.CAPTURED, _NONE):
        own = _own_event(table, op.card, Event.CAPTURED)  # read while still in battle
    table.drop_weapons(op.card, source)
    battle = table.battle
    from_player = source[0]
    if source[1] is Zone.FIELD_OF_BATTLE and battle is not None:
        from_player = battle.side_of(op.card)
        for weapon in [e.card for e in battle.enhancements if e.user == op.card and e.equipped]:
            _leave_battle(table, weapon, (table.instance(weapon).owner, Zone.DISCARD_PILE))
        _leave_battle(table, op.card, target, identity=identity)
    else:
        table.move(op.card, source, target, identity=identity)
    table.set_captured(op.card, was)
    table.emit(CharacterCaptured(op.player, op.card, from_player))
    if own is not None:
        card, controller, indexes, found, optional = own
        _wait(table, card, controller, indexes, found, optional=optional)
    return [record]


def _rescue(table: Table, act: Activation, op: ops.RescueSoul) -> list[Moved]:
    """Rescue a Lost Soul; reaching the winning count ends the game at once (REG: Rescue).

    A card played in a rescue attempt that rescues a Lost Soul for the attacker makes the
    attempt a success there and then: the battle goes on as a battle challenge, and no card
    played in it rescues again, battle resolution included (REG: Rescue Attempt).
    """
    source = table.locate(op.soul)
    if source[1] not in (Zone.LAND_OF_BONDAGE, Zone.TERRITORY) or source[0] is None:
        return []
    battle = table.battle
    in_battle = battle is not None and _played_in_battle(table, act, battle)
    if battle is not None and in_battle and battle.rescued:
        return []
    record = _record(table, op.soul, source, op.player, Zone.LAND_OF_REDEMPTION)
    table.move(op.soul, source, (op.player, Zone.LAND_OF_REDEMPTION))
    table.emit(SoulRescued(op.player, op.soul, source[0]))
    if (
        battle is not None
        and in_battle
        and battle.kind is BattleKind.RESCUE_ATTEMPT
        and op.player == battle.attacker
    ):
        table.battle = evolve(battle, kind=BattleKind.BATTLE_CHALLENGE, rescued=True)
    if len(table.peek(op.player, Zone.LAND_OF_REDEMPTION)) >= table.ruleset.souls_to_win:
        table.end_game(op.player, EndReason.SOULS)
        table.stack.clear()
        table.pending.clear()
    return [record]


def _played_in_battle(table: Table, act: Activation, battle: Battle) -> bool:
    """Whether *act*'s card was played in the battle under way, or is in it."""
    return in_battle_or_played_there(battle, table.played, act.card, act.played)


def _side_battle(table: Table, op: ops.SideBattleFought, actor: PlayerId) -> list[Moved]:
    """The side battle's resolution: the defeated discarded, survivors from hand put in play.

    As at battle resolution, a defeated character's "if defeated" abilities fire once it is
    in the discard pile (REG: Side Battle, Defeat). The side battle is *op.player*'s one of
    the turn.
    """
    table.uses.append(Use(ops.SIDE_BATTLE, op.player, "turn"))
    moved: list[Moved] = []
    for card in op.defeated:
        fired = defeated_in_battle(table, card)
        owner = table.instance(card).owner
        moved += _move(table, ops.MoveCard(card, owner, Zone.DISCARD_PILE), actor)
        if fired is not None:
            fired()
    for card in op.home:
        owner = table.instance(card).owner
        moved += _move(table, ops.MoveCard(card, owner, Zone.TERRITORY), actor)
    return moved


def _play_on(table: Table, act: Activation, op: ops.PlayOnCharacter) -> list[Moved]:
    """Play an Enhancement on a character (REG: Play an Enhancement).

    The character uses it, so its ability fires (REG: Used By).
    """
    source = table.locate(op.card)
    battle = table.battle
    user_place = table.locate(op.user)
    player = act.controller
    definition = table.card(op.card)
    hero = table.instance(op.user).identity is CardType.HERO
    identity = CardType.GOOD_ENHANCEMENT if hero else CardType.EVIL_ENHANCEMENT
    if not definition.has_identity(identity):
        return []
    if battle is not None and user_place[1] is Zone.FIELD_OF_BATTLE:
        record = _record(table, op.card, source, None, Zone.FIELD_OF_BATTLE)
        table.move(op.card, source, (None, Zone.FIELD_OF_BATTLE), identity=identity)
        side = battle.side_of(op.user) or player
        table.battle = evolve(
            battle, enhancements=(*battle.enhancements, Enhancement(op.card, op.user, side))
        )
        played = record_play(table, op.card, side, in_battle=True)
    else:
        record = _record(table, op.card, source, player, Zone.TERRITORY)
        table.move(op.card, source, (player, Zone.TERRITORY), identity=identity)
        played = record_play(table, op.card, player)
    fire(table, op.card, player, played=played, user=op.user)
    return [record]


def _activate_artifact(table: Table, op: ops.ActivateArtifactCard) -> list[Moved]:
    """Activate an Artifact on a player's Artifact pile (REG: Activate an Artifact).

    From elsewhere it goes to the pile; the Artifact active there is turned face down first
    (one active Artifact a location); the new one turns face up and its ability is used, as
    an Artifact activated in the Preparation Phase.
    """
    pile = (op.player, Zone.ARTIFACT_PILE)
    source = table.locate(op.card)
    moved: list[Moved] = []
    if source != pile:
        moved.append(_record(table, op.card, source, op.player, Zone.ARTIFACT_PILE))
        table.move(op.card, source, pile, identity=CardType.ARTIFACT, face_down=True)
    turn_face_up(table, op.card, op.player)
    return moved


def _deactivate_artifact(table: Table, op: ops.DeactivateArtifactCard) -> list[Moved]:
    """Turn an active Artifact face down where it is: what it does while active ends.

    On its Artifact pile, or held where Artifacts are activated ("an Artifact in any
    player's Solomon's Temple"): it stays there, face down.
    """
    player, zone = table.locate(op.card)
    record = table.instance(op.card)
    active = zone is Zone.ARTIFACT_PILE or record.held_by is not None
    if not active or player is None or record.face_down:
        return []
    table.set_instance(
        op.card, record.identity, face_down=True, equipped_to=None, held_by=record.held_by
    )
    table.emit(ArtifactDeactivated(player, op.card))
    return []


def turn_face_up(table: Table, card: InstanceId, player: PlayerId) -> None:
    """Turn *card*, face down on *player*'s Artifact pile, face up: activate it.

    The Artifact active there is turned face down first (one active Artifact a location);
    the new one's ability is used as it activates (REG: Activate an Artifact, Artifact).
    """
    pile = (player, Zone.ARTIFACT_PILE)
    active = [c for c in table.peek(*pile) if c != card and not table.instance(c).face_down]
    for other in active:
        table.set_instance(other, CardType.ARTIFACT, face_down=True, equipped_to=None, held_by=None)
    table.set_instance(card, CardType.ARTIFACT, face_down=False, equipped_to=None, held_by=None)
    table.emit(ArtifactActivated(player, card, active[0] if active else None))
    fire(table, card, player, played=table.next_serial())
    if table.state.abilities:  # its "On activation" fires (REG: Triggered Effect)
        _trigger(table, card, player, Event.ACTIVATED)


def _equip_weapon(table: Table, act: Activation, op: ops.EquipWeapon) -> list[Moved]:
    """Put a weapon on a character (REG: Equip).

    On a character in battle a weapon from outside battle is played: it joins the battle
    as an Enhancement the character uses and equips, and its ability activates. On one in a
    territory it goes to that territory, equipped, and is not played.
    """
    source = table.locate(op.card)
    battle = table.battle
    player = act.controller
    hero = table.instance(op.warrior).identity is CardType.HERO
    identity = CardType.GOOD_ENHANCEMENT if hero else CardType.EVIL_ENHANCEMENT
    warrior_place = table.locate(op.warrior)
    if battle is not None and warrior_place[1] is Zone.FIELD_OF_BATTLE:
        side = battle.side_of(op.warrior) or player
        if source[1] is Zone.FIELD_OF_BATTLE:  # already in battle: equipped, not played
            table.battle = evolve(
                battle,
                enhancements=tuple(
                    evolve(e, user=op.warrior, equipped=True) if e.card == op.card else e
                    for e in battle.enhancements
                ),
            )
            table.emit(Equipped(player, op.card, op.warrior))
            return []
        record = _record(table, op.card, source, None, Zone.FIELD_OF_BATTLE)
        table.move(op.card, source, (None, Zone.FIELD_OF_BATTLE), identity=identity)
        enhancement = Enhancement(op.card, op.warrior, side, equipped=True)
        table.battle = evolve(battle, enhancements=(*battle.enhancements, enhancement))
        table.emit(Equipped(player, op.card, op.warrior))
        played = record_play(table, op.card, side, in_battle=True)
        fire(table, op.card, player, played=played, user=op.warrior)
        return [record]
    owner = warrior_place[0]
    assert owner is not None  # noqa: S101 - a character outside battle is in a territory
    record = _record(table, op.card, source, owner, Zone.TERRITORY)
    table.move(op.card, source, (owner, Zone.TERRITORY), identity=identity, equipped_to=op.warrior)
    table.emit(Equipped(player, op.card, op.warrior))
    return [record]


# == negate and prevent =========================================================================


def _negate(table: Table, act: Activation, op: ops.NegateCards) -> None:
    """Negate the abilities of *op.cards* (REG: Negate).

    What they did this phase is undone, they leave the stack, and they are kept from
    activating again this phase. A negate of all the cards a description names, lasting
    while its card is in play, negates those that fit the words at each moment
    (:func:`follow_negate`); its prevention of their abilities lasts as long.
    """
    if _follows(table, act):
        _prevent(table, act, ops.PreventPlays(until=op.until, turns=op.turns))
        anchor = table.preventions[-1]
        cards = fitting(table.view(), act.card, anchor.effect, act.controller, "negate")
        follow_negate(table, anchor, cards)
        return
    for card in op.cards:
        _negate_card(table, act, card, until=op.until, turns=op.turns, cards=op.cards)
    if op.prevent:
        until = Until.BATTLE if table.battle is not None else Until.PHASE
        if op.until is not Until.PHASE:  # a duration the text names
            until = op.until
        _prevent(table, act, ops.PreventPlays(until=until, turns=op.turns))


def _negate_card(
    table: Table,
    act: Activation,
    card: InstanceId,
    *,
    until: Until,
    turns: int = 0,
    cards: tuple[InstanceId, ...] = (),
    followed: bool = False,
) -> None:
    """Negate the abilities of *card*, and keep them from activating *until* (REG: Negate).

    For a negate in play that follows the cards its words name (*followed*), the record
    kept prevents nothing itself (``remaining`` 0): it says the card is negated already;
    the negate's prevention of all the cards that fit its words keeps it from activating.
    """
    if card == act.card:
        return  # a negate cannot negate itself
    hit = False
    for entry in [*table.stack, *table.pending, *reversed(table.completed)]:
        if entry.card != card or entry.id == act.id:
            continue
        if not affects("negate", before=False, shield=shield_now(table.view(), entry, act.card)):
            continue
        hit = True
        _undo(table, entry)
        _remove(table, entry.id)
        table.pending[:] = [p for p in table.pending if p.id != entry.id]
        table.completed[:] = [c for c in table.completed if c.id != entry.id]
        _revert_while_placed(table, _lift(table, entry.id)[2])
        if entry.suspended:  # its interrupt is undone: what it suspended goes on
            _reactivate_all(table, entry)
    hit = _negate_suspended(table, act, card) or hit
    hit = _negate_in_play(table, act, card) or hit
    if hit:
        table.emit(AbilityNegated(card, act.card))
    if followed or "cbn" not in shield_now(table.view(), _probe(table.view(), card), act.card):
        table.preventions.append(
            Prevention(
                id=table.next_serial(),
                source=act.card,
                controller=act.controller,
                effect=0,
                activated=table.serial,
                until=until,
                cards=(card,),
                remaining=0 if followed else None,
                activation=act.id,
                ending=_ending(table, act, until, turns, card=card, cards=cards),
            )
        )


def _negate_kinds(table: Table, act: Activation, op: ops.NegateKinds) -> None:
    """Negate or prevent the effects of some kinds of the abilities named (REG: Negate).

    "Negate band abilities": what the band effects of the abilities covered did this phase
    is undone (a banded character goes home), and from now on to the end of the duration
    effects of those kinds are not carried out (:func:`_kind_negated`); the other effects
    of those abilities go on. A prevent ("Prevent good banding abilities") only keeps them
    from abilities that activate after it.
    """
    prevention = Prevention(
        id=table.next_serial(),
        source=act.card,
        controller=act.controller,
        effect=_current_effect(table, act),
        activated=table.serial,
        until=op.until,
        activation=act.id,
        ending=_ending(table, act, op.until, op.turns),
        kinds=op.kinds,
        negates=op.negates,
    )
    table.preventions.append(prevention)
    if not op.negates:
        return
    ended = _end_protections(table, act, prevention) if _PROTECTING & set(op.kinds) else set()
    for entry in [*table.stack, *table.pending, *reversed(table.completed)]:
        if entry.id == act.id or entry.card == act.card:
            continue  # a negate cannot negate itself
        state = table.view()
        if not _kinds_cover(state, prevention, entry):
            continue
        if not affects("negate", before=False, shield=shield_now(state, entry, act.card)):
            continue
        ability = card_abilities(table.card(entry.ability_card)).ability
        if ability is None:
            continue
        negated = [m for m in entry.moves if _of_kind(ability, m.effect, op.kinds)]
        if not negated:
            continue
        _undo_moves(table, negated)
        kept = tuple(m for m in entry.moves if not _of_kind(ability, m.effect, op.kinds))
        _rewrite(table, evolve(entry, moves=kept))
        if entry.card not in ended:
            table.emit(AbilityNegated(entry.card, act.card))
    table.changed()


_PROTECTING: Final = frozenset({"protect", "immune"})
"""Effects whose doings are protections (REG: Immune and Protect)."""


def _end_protections(table: Table, act: Activation, prevention: Prevention) -> set[InstanceId]:
    """End the protections the protect and immune effects covered by *prevention* gave.

    "Negate protect abilities on evil cards": each protection an evil card's protect or
    immune effect gave ends at once, whenever it began (REG: Negate undoes active
    abilities); those shielded from the negate stay. The cards whose protections ended.
    """
    state = table.view()
    running = {entry.id: entry for entry in [*table.stack, *table.pending, *table.completed]}
    ended: set[InstanceId] = set()
    kept: list[Protection] = []
    for protection in table.protections:
        source = protection.source
        ability = card_abilities(state.card(source)).ability
        if (
            source == act.card  # a negate cannot negate itself
            or ability is None
            or not _of_kind(ability, protection.effect, prevention.kinds)
        ):
            kept.append(protection)
            continue
        entry = running.get(protection.activation) or _probe(state, source)
        if not _kinds_cover(state, prevention, entry) or not affects(
            "negate", before=False, shield=shield_now(state, entry, act.card)
        ):
            kept.append(protection)
            continue
        ended.add(source)
    if ended:
        table.protections[:] = kept
        for card in sorted(ended):
            table.emit(AbilityNegated(card, act.card))
    return ended


def _of_kind(ability: Ability, effect: int, kinds: tuple[str, ...]) -> bool:
    return 0 <= effect < len(ability.effects) and ability.effects[effect].kind in kinds


def _rewrite(table: Table, entry: Activation) -> None:
    """Put *entry* in place of the activation with its id, wherever it is kept."""
    for records in (table.stack, table.pending, table.completed):
        for position, each in enumerate(records):
            if each.id == entry.id:
                records[position] = entry


def _kinds_cover(state: GameState, prevention: Prevention, activation: Activation) -> bool:
    """Whether *activation* is of a card whose abilities the negate of kinds names."""
    found = card_abilities(state.card(prevention.source))
    if found.ability is None or prevention.effect >= len(found.ability.effects):
        return False
    target = getattr(found.ability.effects[prevention.effect], "target", None)
    if not isinstance(target, Selector):
        return False
    scope = Scope(
        state, prevention.controller, source=prevention.source, brigades=prevention.brigades
    )
    gate = found.gate(prevention.effect) if found.gates else None
    if gate is not None and prevention.until is Until.WHILE and not scope.holds(gate):
        return False  # a lasting effect in play whose "while" does not hold now
    try:
        scope.where(activation.card)
    except KeyError:
        return False
    return scope.matches(activation.card, negated_cards(target))


def _kind_negated(state: GameState, act: Activation, effect: Effect) -> bool:
    """Whether a negate or prevent of effects of *effect*'s kind keeps it from being carried out.

    A negate covers abilities activating already; a prevent only those that activate after
    it began (REG: Prevent). Modifiers shield as for whole abilities (REG: Targeting
    Modified Abilities).
    """
    for prevention in state.preventions:
        if effect.kind not in prevention.kinds or act.card == prevention.source:
            continue
        if not prevention.negates and act.id < prevention.activated:
            continue
        if not _kinds_cover(state, prevention, act):
            continue
        before = prevention.activated < act.played
        mode = "negate" if prevention.negates and not before else "prevent"
        if affects(mode, before=before, shield=shield_now(state, act, prevention.source)):
            return True
    return False


def follow_negate(table: Table, anchor: Prevention, cards: Sequence[InstanceId]) -> None:
    """Bring a negate in play up to date: *cards* fit its words now (REG: Negate, Duration).

    "Negate opponents' neutral cards" on an active Artifact negates each card as it comes
    to fit the words (what its abilities did this phase is undone, those in play end); a
    card that no longer fits is negated no more, and its abilities activate again when it
    is played. *anchor* is the negate's prevention of all the cards that fit its words.
    """
    negated = {
        card
        for entry in table.preventions
        if entry.activation == anchor.activation and entry.remaining == 0
        for card in entry.cards
    }
    gone = negated.difference(cards)
    if gone:
        table.preventions[:] = [
            entry
            for entry in table.preventions
            if not (entry.activation == anchor.activation and entry.remaining == 0)
            or not gone.intersection(entry.cards)
        ]
        table.changed()
    new = [card for card in cards if card not in negated]
    if not new:
        return
    act = _standing(anchor.source, anchor.controller, anchor.activation, anchor.ending)
    for card in new:
        _negate_card(table, act, card, until=Until.WHILE, followed=True)
    table.changed()


def follow_change(table: Table, anchor: Lasting, cards: Sequence[InstanceId]) -> None:
    """Bring a change of numbers in play up to date: *cards* fit its words now.

    "All Evil Characters in play decrease 0/3 while this card is in play": a card that
    comes to fit the words is changed as long as it does, one that no longer fits gets its
    numbers back (REG: Increase and Decrease). A character left with toughness 0 or less is
    discarded. *anchor* keeps the change in force on the source card. Site access for the
    cards a description names ("N.T. Heroes have Site access") is followed likewise: a card
    that comes to fit the words has it as long as it does (REG: Site Access).
    """
    ending = anchor.ending
    if ending is None or ending.source is None:
        return
    found = card_abilities(table.card(ending.source))
    if found.ability is None:
        return
    effect = found.ability.effects[ending.effect]
    if effect.kind == "site_access":
        _follow_access(table, anchor, ending, cards)
        return
    amount = getattr(effect, "amount", None)
    if amount is None:
        return
    sign = 1 if effect.kind == "increase" else -1
    strength, toughness = sign * amount.strength.value, sign * amount.toughness.value
    changed = {
        entry.card: entry
        for entry in table.lasting
        if entry.activation == anchor.activation and not entry.status
    }
    gone = [entry for card, entry in changed.items() if card not in cards]
    if gone:
        take_off(table, gone)
    new = tuple(card for card in cards if card not in changed)
    if new:
        controller = ending.controller
        if controller is None:
            controller = table.instance(anchor.card).owner
        act = _standing(anchor.card, controller, anchor.activation, ending)
        _change_each(table, act, ops.ChangeNumbers(new, strength, toughness, Until.WHILE))
    if gone or new:
        table.changed()


def _follow_access(
    table: Table, anchor: Lasting, ending: Ending, cards: Sequence[InstanceId]
) -> None:
    """Give Site access to *cards*, and take it from those it covered that no longer fit."""
    given = {
        entry.card: entry
        for entry in table.lasting
        if entry.activation == anchor.activation and entry.status == SITE_ACCESS
    }
    gone = {id(entry) for card, entry in given.items() if card not in cards}
    if gone:  # a status alone: no numbers come off
        table.lasting[:] = [entry for entry in table.lasting if id(entry) not in gone]
    new = [card for card in cards if card not in given]
    for card in new:
        table.lasting.append(
            Lasting(
                card,
                0,
                0,
                Until.WHILE,
                anchor.activation,
                status=SITE_ACCESS,
                ending=ending,
                source=anchor.card,
                effect=ending.effect,
            )
        )
    if gone or new:
        table.changed()


def fitting(
    state: GameState,
    source: InstanceId,
    effect: int,
    controller: PlayerId,
    kind: str,
    *,
    shields: Sequence[Protection] | None = None,
    reads: set[Place | GateRead | None] | None = None,
) -> tuple[InstanceId, ...]:
    """The cards lasting effect *effect* of *source* in play covers now (REG: Duration).

    Those its words name, as *controller* reads them, but not those protected from the
    source from effects of *kind* (by the protections *shields*, by default the state's);
    none while its "while" condition does not hold (see :attr:`CardAbilities.gates`). A
    negate never covers its own card.

    *reads*, if given, gets the places whose cards and records the answer depends on,
    besides the definitions, the protections, the number of players and who is in battle,
    and the "while" condition it was read under with whether it held (:class:`GateRead`);
    or None, when the answer may depend on more.
    """
    found = card_abilities(state.card(source))
    if found.ability is None or not 0 <= effect < len(found.ability.effects):
        return ()
    target = getattr(found.ability.effects[effect], "target", None)
    if target is None:
        return ()
    scope = Scope(state, controller, source=source)
    gate = found.gate(effect)
    if gate is not None:
        held = scope.holds(gate)
        if reads is not None:
            # a condition may read anything: it is read again, not what it read
            reads.add(GateRead(source, controller, gate, held=held))
        if not held:
            return ()
    protections = state.protections if shields is None else tuple(shields)
    parts = _plain_parts(target)
    if parts is not None:
        plain = protections
        rest: tuple[Protection, ...] = ()
        if not _are_plain_shields(state, protections, source):
            # the words of the others read more than the source: they are read apart, and
            # what each protection keeps off is the same read alone (see shielded_from)
            reads_plainly = [_reads_plainly(state, p, source) for p in protections]
            plain = tuple(compress(protections, reads_plainly))
            rest = tuple(p for p, kept in zip(protections, reads_plainly, strict=True) if not kept)
        if len(parts) == 1:
            cards = _fitting_plainly(scope, target, kind, plain, reads)
        else:
            # "hand, deck and Reserve": the cards of each part, each read plainly
            each = tuple(_fitting_plainly(scope, part, kind, plain, reads) for part in parts)
            cards = _parts_joined(each, (id(target), source, controller, kind))
        if not rest or not cards:
            return cards
        if reads is not None:
            reads.add(None)
        shielded = shielded_from(_with_protections(state, rest), source, None, kind)
        return tuple(card for card in cards if card not in shielded)
    if reads is not None:
        reads.add(None)
    shielded = shielded_from(
        state if shields is None else _with_protections(state, protections), source, None, kind
    )
    places = _negated_places(scope, target) if kind == "negate" else None
    return tuple(
        card
        for card in scope.candidates(target, places=places)
        if card not in shielded and not (kind == "negate" and card == source)
    )


@attrs.frozen(eq=False)
class GateRead:
    """The "while" condition a lasting effect in play was read under, and whether it held.

    What :func:`fitting` answers under it depends on the condition's truth alone, not on
    what the condition reads: the same truth and the same places give the same cards.
    """

    source: InstanceId
    """The card whose words these are."""
    controller: PlayerId
    """Who reads them."""
    condition: Condition
    """The "while" condition (see :meth:`CardAbilities.gate`)."""
    held: bool
    """Whether it held."""

    def holds_as_then(self, state: GameState) -> bool:
        """Whether the condition is as true (or as false) in *state* as when it was read."""
        return Scope(state, self.controller, source=self.source).holds(self.condition) is self.held


def _with_protections(state: GameState, protections: tuple[Protection, ...]) -> GameState:
    """*state* with *protections* alone in force; its cards, so its definitions, the same."""
    changed = evolve(state, protections=protections)
    object.__setattr__(changed, "_defs", state.definitions())
    return changed


def _parts_joined(
    each: tuple[tuple[InstanceId, ...], ...], key: tuple[int, InstanceId, PlayerId, str]
) -> tuple[InstanceId, ...]:
    """The cards of *each* part's answer, once each, in order; kept while the answers are.

    A part's answer is kept (see :func:`_fitting_plainly`) while what it reads is the same,
    so the same answers joined give the same cards: a protection of a whole hand and deck
    is not joined again after every step.
    """
    known = _PARTS_JOINED.get(key)
    if known is not None and len(known[0]) == len(each) and all(map(is_, known[0], each)):
        return known[1]
    cards = tuple(dict.fromkeys(card for cards in each for card in cards))
    if len(_PARTS_JOINED) > 50_000:
        _PARTS_JOINED.clear()
    _PARTS_JOINED[key] = (each, cards)
    return cards


_PARTS_JOINED: dict[
    tuple[int, InstanceId, PlayerId, str],
    tuple[tuple[tuple[InstanceId, ...], ...], tuple[InstanceId, ...]],
] = {}
"""By words read (selector, source, reader, kind): the parts' answers and the cards joined."""


@by_identity(5_000)  # worked out once for each selector
def _plain_parts(target: Selector) -> tuple[Selector, ...] | None:
    """*target* itself if plain, or its parts if it names all the cards of each, all plain.

    None otherwise (see :func:`~redemption_rules.effects.select.is_plain`).
    """
    if is_plain(target):
        return (target,)
    if (
        target.join is not Join.AND
        or target.ref is not None
        or not target.parts
        or evolve(target, parts=()) != Selector(count=target.count, join=target.join)
        or not all(is_plain(part) and not part.parts for part in target.parts)
    ):
        return None
    return target.parts


def _fitting_plainly(
    scope: Scope,
    target: Selector,
    kind: str,
    protections: tuple[Protection, ...],
    reads: set[Place | GateRead | None] | None,
) -> tuple[InstanceId, ...]:
    """:func:`fitting` for words that read each card by what it is and where it is alone.

    Such words, and protections whose words read the source so, name the same cards while
    the places they reach hold the same cards with the same records, and the source and the
    protections are the same (:func:`~redemption_rules.effects.select.is_plain`). The answer
    is kept with what it read and given again while that is unchanged: the engine asks after
    every step, and most steps move no card those words reach.
    """
    state = scope.state
    source = scope.source
    assert source is not None  # noqa: S101 - fitting reads the words of a card
    reach = _reach(scope, target, kind)
    battle, players, records = state.battle, state.players, state.cards
    contents = tuple(
        (battle.cards() if battle is not None else ()) if seat is None else players[seat].zone(zone)
        for seat, zone in reach
    )
    shielding: tuple[object, ...] = ()
    if protections:  # their words, as the packs read them, read the source where it is
        place = state.locate(source)
        side = battle.side_of(source) if battle is not None and place[0] is None else None
        shielding = (default_manager(), records[source], place, side)
        if reads is not None:
            reads.add(place)
    if reads is not None:
        reads.update(reach)
    reading = (
        state.definitions(),
        reach,
        contents,
        protections,
        shielding,
        # whose a card in battle is: the side it is on
        battle.sides() if battle is not None and any(seat is None for seat, _ in reach) else (),
    )
    key = (id(target), source, scope.controller, kind)
    known = _FITTING.get(key)
    held: tuple[CardInstance, ...] | None = None
    if known is not None and known[0] is target and known[1] == reading:
        if known[3] is records:
            return known[2]  # no card's record changed since
        held = tuple(records[card] for cards in contents for card in cards)
        if held == known[4]:  # the records of the cards read are the same
            _FITTING[key] = (target, known[1], known[2], records, held)
            return known[2]
    shielded = _shielded(state, source, kind, protections, shielding) if protections else ()
    cards = tuple(
        card
        for card in scope.plainly_named(target, reach, contents)
        if card not in shielded and not (kind == "negate" and card == source)
    )
    if held is None:
        held = tuple(records[card] for cards in contents for card in cards)
    if len(_FITTING) > 50_000:
        _FITTING.clear()
    _FITTING[key] = (target, reading, cards, records, held)
    return cards


def _reach(scope: Scope, target: Selector, kind: str) -> tuple[Place, ...]:
    """The places the words of a lasting effect in play reach, in the order they are read.

    They depend on the reader, the number of players and who is in battle (a battle
    opponent is read first), and are kept for each.
    """
    state = scope.state
    battle = state.battle
    fighting = None if battle is None else (battle.attacker, battle.defender)
    key = (id(target), scope.controller, kind, len(state.players), fighting)
    known = _REACH.get(key)
    if known is None or known[0] is not target:
        places = _negated_places(scope, target) if kind == "negate" else None
        reach = tuple(scope.places(target, PLAY_PLACES) if places is None else places)
        if len(_REACH) > 50_000:
            _REACH.clear()
        known = _REACH[key] = (target, reach)
    return known[1]


def _shielded(
    state: GameState,
    source: InstanceId,
    kind: str,
    protections: tuple[Protection, ...],
    shielding: tuple[object, ...],
) -> frozenset[InstanceId]:
    """The cards *protections* keep an effect of *kind* on *source* off (plain words).

    Each protection keeps it off all its cards or none (none from harm is read so), and
    whether it does is kept with the packs and the source's record, place and side, which
    is all its words read: a protection that comes to cover other cards is not read again.
    """
    defs = state.definitions()
    found: set[InstanceId] = set()
    for protection in protections:
        if never_shields(state, protection, source):
            continue
        key = (protection.id, protection.source, protection.controller, source, kind)
        known = _SHIELDED.get(key)
        if known is None or known[0] is not defs or known[1] != shielding:
            if len(_SHIELDED) > 50_000:
                _SHIELDED.clear()
            known = (defs, shielding, shields_all(state, protection, source, kind))
            _SHIELDED[key] = known
        if known[2]:
            found.update(protection.cards)
    return frozenset(found)


def _are_plain_shields(
    state: GameState, protections: tuple[Protection, ...], source: InstanceId
) -> bool:
    """Whether the words of all *protections* read *source* by what it is alone.

    Those that can never shield from it are not read at all (see :func:`never_shields`).
    Whether all read any source so is answered once a state for a state's own protections:
    the engine asks for each lasting effect it follows.
    """
    if protections is not state.protections or not protections:
        plain = all(_is_plain_shield(state, p) for p in protections)
    else:
        memo = state.memo()
        known = cast("tuple[tuple[Protection, ...], bool] | None", memo.get(_PLAIN_SHIELDING))
        if known is None or known[0] is not protections:
            known = (protections, all(_is_plain_shield(state, p) for p in protections))
            memo[_PLAIN_SHIELDING] = known
        plain = known[1]
    return plain or all(_reads_plainly(state, p, source) for p in protections)


_PLAIN_SHIELDING: Final = "protections read sources plainly"
"""A position's note: whether its protections' words read a source by what it is alone."""


def _reads_plainly(state: GameState, protection: Protection, source: InstanceId) -> bool:
    """Whether *protection*'s words read *source* by what it is alone, or never name it."""
    return _is_plain_shield(state, protection) or never_shields(state, protection, source)


def _is_plain_shield(state: GameState, protection: Protection) -> bool:
    """Whether *protection*'s words read the source they shield from by what it is alone."""
    known = _PLAIN_SHIELDS.get(id(protection))
    if known is not None and known[0] is protection:
        return known[1]
    against = protection_against(state, protection)
    plain = against is None or (
        is_plain(against) and not (ABILITY in against.types and HARM in against.abilities)
    )
    if len(_PLAIN_SHIELDS) > 50_000:
        _PLAIN_SHIELDS.clear()
    _PLAIN_SHIELDS[id(protection)] = (protection, plain)
    return plain


_FITTING: dict[
    tuple[int, InstanceId, PlayerId, str],
    tuple[
        Selector,
        tuple[object, ...],
        tuple[InstanceId, ...],
        tuple[CardInstance, ...],
        tuple[CardInstance, ...],
    ],
] = {}
"""By words read (selector, source, reader, kind): what they read, the cards fitting, and
the game's card records then with the records of the cards read among them."""
_REACH: dict[tuple[object, ...], tuple[Selector, tuple[Place, ...]]] = {}
_SHIELDED: dict[tuple[object, ...], tuple[tuple[CardDef, ...], tuple[object, ...], bool]] = {}
"""By protection, source and kind: what the protection's words read, and whether it shields."""
_PLAIN_SHIELDS: dict[int, tuple[Protection, bool]] = {}


def _negated_places(scope: Scope, target: Selector) -> tuple[Place, ...] | None:
    """Where a negate in play looks for the cards its words name, if it names no place.

    Every card in play or a set-aside area (REG: Negate): the Lands of Bondage and the
    Artifact piles too, whatever kind of card the words name ("opponents' neutral cards").
    """
    if target.locations or any(part.locations for part in target.parts):
        return None
    places = list(scope.places(target, PLAY_PLACES))
    for seat in range(len(scope.state.players)):
        for zone in (Zone.LAND_OF_BONDAGE, Zone.ARTIFACT_PILE):
            place = (PlayerId(seat), zone)
            if place not in places:
                places.append(place)
    return tuple(places)


def _standing(
    source: InstanceId, controller: PlayerId, activation: int, ending: Ending | None
) -> Activation:
    """The activation that made a lasting effect in play, as its records keep it."""
    effect = 0 if ending is None else ending.effect
    return Activation(
        id=activation,
        card=source,
        controller=controller,
        effects=(effect,),
        user=None if ending is None else ending.user,
    )


def _negate_suspended(table: Table, act: Activation, card: InstanceId) -> bool:
    """Negate *card*'s abilities an interrupt suspended: they never reactivate (REG: Negate).

    Their effects are undone already; True if there were any.
    """
    hit = False
    for position, holder in enumerate(table.stack):
        kept = tuple(
            held
            for held in holder.suspended
            if held.activation.card != card
            or not affects(
                "negate",
                before=False,
                shield=shield_now(table.view(), held.activation, act.card),
            )
        )
        if len(kept) != len(holder.suspended):
            hit = True
            table.stack[position] = _with(holder, suspended=kept)
    return hit


def _negate_in_play(table: Table, act: Activation, card: InstanceId) -> bool:
    """End what *card*'s ability does while the card is in play (REG: Negate, Duration).

    A negated Lost Soul's, Fortress's or active Artifact's lasting effects stop at once,
    and those of an Enhancement placed in territory; they act again only if the card comes
    into play (is placed, is activated) again. True if there were any.
    """
    found = card_abilities(table.card(card))
    if not (found.in_play or found.placed or found.while_active):
        return False
    records: list[Protection | Prevention | Lasting | Restriction] = [
        *table.protections,
        *table.preventions,
        *table.lasting,
        *table.restrictions,
    ]
    made = [
        entry
        for entry in records
        if entry.ending is not None
        and entry.ending.source == card
        and found.lasts(entry.ending.effect)
    ]
    if not made:
        return False
    state = table.view()
    if not affects("negate", before=False, shield=shield_now(state, _probe(state, card), act.card)):
        return False
    for activation in {entry.activation for entry in made}:
        lasting = _lift(table, activation)[2]
        if lasting:
            table.lasting.extend(lasting)
            take_off(table, lasting)
    table.changed()
    return True


def _prevent(table: Table, act: Activation, op: ops.PreventPlays) -> None:
    effect = _current_effect(table, act)
    table.preventions.append(
        Prevention(
            id=table.next_serial(),
            source=act.card,
            controller=act.controller,
            effect=effect,
            activated=table.serial,
            until=op.until,
            remaining=op.count,
            played_after=op.played_after,
            cards=op.cards,
            activation=act.id,
            ending=_ending(table, act, op.until, op.turns),
            brigades=_selected(act, op.brigades),
            tosses=op.tosses,
        )
    )


def _selected(act: Activation, chosen: tuple[SelectedBrigade, ...]) -> tuple[SelectedBrigade, ...]:
    """The brigades selected for *act*: by its effects so far, and *chosen* by the current one.

    A lasting effect keeps them: "selected brigades" in its words names them as long as it
    lasts (REG: Select).
    """
    return (*(brigade for result in act.results for brigade in result.brigades), *chosen)


def _restrict(table: Table, act: Activation, op: ops.RestrictPlayers | ops.ResizeHands) -> None:
    """Keep the players from what the effect names, until the effect's duration ends.

    The end of the phase unless the text says how long (REG: Restrict, Duration); "for 2
    turns" counts each restricted player's own turns, one restriction a player (REG: Turn).
    A change of hand size is kept the same way, an ongoing effect on players whose record
    says the change (REG: Change Hand Size).
    """
    groups = [(player,) for player in op.players] if op.until is Until.TURNS else [op.players]
    for players in groups:
        counted = players[0] if op.until is Until.TURNS and players else None
        table.restrictions.append(
            Restriction(
                id=table.next_serial(),
                source=act.card,
                controller=act.controller,
                effect=_current_effect(table, act),
                players=players,
                until=op.until,
                activation=act.id,
                ending=_ending(table, act, op.until, op.turns, counted=counted),
            )
        )


def _protect(table: Table, act: Activation, op: ops.ProtectCards) -> None:
    """Protect the cards; for some turns, one protection a controller (REG: Turn).

    A Lost Soul's or Fortress's protection that follows the cards its words name is kept
    with no card as well: cards that come to fit them join it (REG: Duration). So is an
    automatically targeted one of another card ("Protect Heroes from evil cards"): it gains
    the cards that come to fit its words while it lasts (REG: Targeting).
    """
    groups: dict[PlayerId | None, list[InstanceId]] = {}
    cards = op.cards
    grows = False
    if _follows(table, act):
        effect = _current_effect(table, act)
        kind = _ability(table, act).effects[effect].kind
        cards = fitting(table.view(), act.card, effect, act.controller, kind)
        groups[None] = []
    else:
        # an automatically targeted protection gains the cards that come to fit its words
        grows = op.until is not Until.TURNS and followed(
            _ability(table, act).effects[_current_effect(table, act)]
        )
        if not cards and not grows:
            return
        if grows:
            groups[None] = []
    for card in cards:
        counted = _controller(table.view(), card) if op.until is Until.TURNS else None
        groups.setdefault(counted, []).append(card)
    for group in groups.values():
        table.protections.append(
            Protection(
                id=table.next_serial(),
                source=act.card,
                controller=act.controller,
                effect=_current_effect(table, act),
                cards=tuple(group),
                until=op.until,
                activation=act.id,
                ending=_ending(
                    table, act, op.until, op.turns, card=group[0] if group else None, cards=cards
                ),
                grows=grows,
                brigades=_selected(act, op.brigades),
            )
        )


def _follows(table: Table, act: Activation) -> bool:
    """Whether *act*'s current effect is a protection in play that follows its targets."""
    found = card_abilities(table.card(act.ability_card))
    effect = _current_effect(table, act)
    return (
        found.lasts(effect)
        and found.ability is not None
        and followed(found.ability.effects[effect])
    )


def _ending(
    table: Table,
    act: Activation,
    until: Until,
    turns: int,
    *,
    card: InstanceId | None = None,
    cards: tuple[InstanceId, ...] = (),
    counted: PlayerId | None = None,
) -> Ending | None:
    """What ends a record *act* makes lasting *until*: for some turns, or while a condition.

    "For 3 turns" counts the turns of the player who controls *card* (the ability's
    controller's, with no card), REG: Turn, or those of *counted*, when given. "It" in a
    "while" condition is the effect's targets, *cards* ("while it remains in play").
    """
    if until is Until.TURNS:
        if counted is None:
            counted = act.controller if card is None else _controller(table.view(), card)
        return Ending(turns=max(turns, 1), player=counted)
    if until is Until.WHILE:
        effect = _current_effect(table, act)
        results = up_to_the_place(
            _ability(table, act), effect, (*act.results, Result(effect, cards))
        )
        return Ending(
            source=act.card,
            effect=effect,
            controller=act.controller,
            user=act.user,
            results=results,
        )
    return None


# == end the battle ==============================================================================


_RESOLVING_BATTLE: Final = frozenset({"resolve_battle", "rescue_attempt", "finish_battle"})
"""The engine steps of a battle resolution under way: the battle ends already."""


def _end_the_battle(table: Table, act: Activation, op: ops.EndTheBattle) -> None:
    """Battle resolution begins once *act* completes; what waits never takes effect.

    REG: End the Battle, Special Conditions: the other abilities on the stack and those
    pending are dropped.
    """
    battle = table.battle
    if battle is None or table.continuation in _RESOLVING_BATTLE:
        return
    if op.stalemate:
        table.battle = evolve(battle, forced=BattleOutcome.STALEMATE)
    table.stack[:] = [entry for entry in table.stack if entry.id == act.id]
    table.pending.clear()
    table.continuation = "end_battle"


# == repeat ======================================================================================


def _repeat(table: Table, act: Activation, op: ops.RepeatAbilities) -> None:
    """Put the effects *act* carried out before the current one on the stack again.

    One activation for each repetition, on top, so that they act before any effect after
    the repeat; each asks its own questions ("selecting different options"), and none
    repeats again (REG: Repeat).
    """
    current = _current_effect(table, act)
    effects = _ability(table, act).effects
    paid = current
    while paid > 0 and effects[paid - 1].cost:  # "reveal a Dominant to repeat": the cost
        paid -= 1
    before = tuple(index for index in act.effects if index < paid)
    if not before:
        return
    for _ in range(op.times):
        table.stack.insert(
            0,
            Activation(
                id=table.next_serial(),
                card=act.card,
                controller=act.controller,
                effects=before,
                played=act.played,
                user=act.user,
                shield=act.shield,
                copied=act.copied,
            ),
        )


# == copy ========================================================================================


def _copy(table: Table, act: Activation, op: ops.CopyAbility) -> None:
    """The special ability of *op.card* activates, copied onto *act*'s card (REG: Copy).

    A special ability copied onto a card in play is added to it while the copy lasts: a
    lasting record (:data:`COPYING`) that a negate of *act* lifts, and that ends as the
    card leaves play, or the Field of Battle when copied there.

    As the last part of the copy: one activation on top, so that it acts before any effect
    after the copy, carried out with the copying card as its source and *act*'s player as
    the one using it. One the engine cannot carry out so (:func:`copy_problem`) is not
    carried out, and the game says why.
    """
    problem = copy_problem(table.card(act.card), table.card(op.card), ability_only=op.ability_only)
    if problem is not None:
        table.emit(CopyNotCarriedOut(act.card, op.card, problem))
        table.refused += 1
        return
    found = card_abilities(table.card(op.card))
    table.emit(AbilityCopied(act.card, op.card))
    place = table.locate(act.card)[1]
    if op.ability_only and place in SURFACE_ZONES:
        # the card keeps the copied ability while it stays in play: played in battle, until
        # it leaves the Field of Battle; else to the end of the phase (REG: Copy)
        until = Until.BATTLE if place is Zone.FIELD_OF_BATTLE else Until.PHASE
        table.lasting.append(
            Lasting(
                act.card,
                0,
                0,
                until,
                act.id,
                status=COPYING,
                source=op.card,
                effect=_current_effect(table, act),
            )
        )
    table.stack.insert(
        0,
        Activation(
            id=table.next_serial(),
            card=act.card,
            controller=act.controller,
            effects=tuple(sorted(index for _, index in found.on_play)),
            played=act.played,
            user=act.user,
            shield=found.shield,
            copied=op.card,
        ),
    )


# == interrupt ===================================================================================


def _interrupt(table: Table, act: Activation, op: ops.InterruptAbilities) -> None:
    """Suspend the abilities *op* names until *act* completes (REG: Interrupt).

    What each did this phase is undone and its ongoing effects are lifted; *act* keeps them
    (``Activation.suspended``) and they attempt to reactivate when it completes. An ability
    that cannot be interrupted (the Targeting Modified Abilities table) is left alone.
    """
    state = table.view()
    targets = _battle_abilities(table, act) if op.battle else _abilities_of(table, act, op.cards)
    held: list[Suspended] = []
    for entry, running in targets:
        if not affects("interrupt", before=False, shield=shield_now(state, entry, act.card)):
            continue
        held.append(_suspend(table, entry, running=running))
        table.emit(AbilityInterrupted(entry.card, act.card))
    current = _find(table, act.id)
    if held and current is not None:
        _replace(table, _with(current, suspended=(*current.suspended, *held)))


def _begin_new_battle(table: Table, act: Activation) -> None:
    """The Battle Phase begins again after this battle (REG: Begin a New Phase)."""
    if not any(use.key == NEW_BATTLE for use in table.uses):
        table.uses.append(Use(NEW_BATTLE, act.controller, "turn"))


def _skip_battle_phase(table: Table, op: ops.SkipBattlePhase) -> None:
    """Each of *op.players* skips their next Battle Phase; two skips skip two."""
    table.uses.extend(Use(SKIP_BATTLE_PHASE, player, "game") for player in op.players)


def _redirect(table: Table, act: Activation, op: ops.RedirectAbilities) -> None:
    """The abilities of *op.cards* that *act* holds interrupted pass to *act*'s player.

    REG Redirect: the target must be pending by being interrupted; the ability keeps its
    card's player and user, and is carried out by the redirecting player, who chooses its
    targets again. One not interrupted by *act* is not redirected.
    """
    current = _find(table, act.id)
    if current is None:
        return
    suspended = tuple(
        evolve(held, redirected=act.controller) if held.activation.card in op.cards else held
        for held in current.suspended
    )
    if suspended != current.suspended:
        _replace(table, _with(current, suspended=suspended))


def _abilities_of(
    table: Table, act: Activation, cards: Sequence[InstanceId]
) -> list[tuple[Activation, bool]]:
    """The abilities of *cards* begun or completed this phase, oldest first; running or not."""
    found = [(entry, True) for entry in table.stack if entry.id != act.id and entry.card in cards]
    found += [(entry, False) for entry in table.completed if entry.card in cards]
    return sorted(found, key=lambda pair: pair[0].id)


def _battle_abilities(table: Table, act: Activation) -> list[tuple[Activation, bool]]:
    """The abilities "interrupt the battle" interrupts, oldest first (REG: Interrupt).

    Those of cards in the current battle or played in it that are active (being carried
    out, or with an ongoing effect in force), and those of the last card played in it
    before the interrupt, if an opponent played it.
    """
    battle = table.battle
    if battle is None:
        return []
    last = next(
        (
            entry
            for entry in reversed(table.played)
            if entry.in_battle and entry.card != act.card and entry.serial < act.played
        ),
        None,
    )
    opponents_last = last.card if last is not None and last.player != act.controller else None
    ongoing = {
        record.activation
        for records in (
            table.protections,
            table.preventions,
            table.lasting,
            table.delayed,
            table.restrictions,
        )
        for record in records
    }
    found = [
        (entry, True)
        for entry in table.stack
        if entry.id != act.id and _played_in_battle(table, entry, battle)
    ]
    found += [
        (entry, False)
        for entry in table.completed
        if (entry.id in ongoing and _played_in_battle(table, entry, battle))
        or entry.card == opponents_last
    ]
    return sorted(found, key=lambda pair: pair[0].id)


def _suspend(table: Table, entry: Activation, *, running: bool) -> Suspended:
    """Undo what *entry* did this phase and lift its ongoing effects; what reactivates it."""
    redo = _undo(table, entry)
    protections, preventions, lasting, delayed, restrictions = _lift(table, entry.id)
    if running:
        _remove(table, entry.id)
    else:
        table.completed[:] = [c for c in table.completed if c.id != entry.id]
    return Suspended(
        activation=entry,
        running=running,
        place=table.locate(entry.card),
        identity=table.instance(entry.card).identity,
        since=table.serial,
        redo=tuple(redo),
        protections=protections,
        preventions=preventions,
        lasting=lasting,
        delayed=delayed,
        restrictions=restrictions,
    )


def _revert_while_placed(table: Table, lifted: Sequence[Lasting]) -> None:
    """Undo the converts and gains "while" that a negated ability made (REG: Negate).

    "Place on a human: Convert human to an orange Evil Character" converts that human while
    the card stays on it: a negate undoes the place, and the character reverts with it, as
    it would as the card left. Those records alone: a move of the ability's is undone by its
    own record, and the others end with it.
    """
    undone = [
        entry
        for entry in lifted
        if entry.status in (CONVERTED, GAINED) and entry.until is Until.WHILE
    ]
    if undone:
        table.lasting.extend(undone)
        take_off(table, undone)


def _lift(
    table: Table, activation: int
) -> tuple[
    tuple[Protection, ...],
    tuple[Prevention, ...],
    tuple[Lasting, ...],
    tuple[Delayed, ...],
    tuple[Restriction, ...],
]:
    """Take the ongoing records *activation* made off the table; those records.

    A negate ends them; an interrupt keeps them for the ability's reactivation. The changes
    of numbers a lasting effect in play made as cards came to fit its words are no moves of
    the ability to undo: they come off the cards here, and only the record that holds the
    effect in force is kept (:func:`follow_change` makes them again, if it comes back).
    """
    lasting = _take_made_by(table.lasting, activation)
    if any(entry.status == FOLLOWING for entry in lasting):
        changed = [entry for entry in lasting if not entry.status]
        if changed:
            table.lasting.extend(changed)
            take_off(table, changed)
        lasting = tuple(entry for entry in lasting if entry.status)
    return (
        _take_made_by(table.protections, activation),
        _take_made_by(table.preventions, activation),
        lasting,
        _take_made_by(table.delayed, activation),
        _take_made_by(table.restrictions, activation),
    )


def _take_made_by(records: list[_Made], activation: int) -> tuple[_Made, ...]:
    taken = tuple(record for record in records if record.activation == activation)
    if taken:
        records[:] = [record for record in records if record.activation != activation]
    return taken


def _reactivate_all(table: Table, act: Activation) -> None:
    """The abilities *act* interrupted attempt to reactivate, in their first order."""
    running: list[Activation] = []
    for held in act.suspended:
        back = _reactivate(table, act, held)
        if back is not None and (held.running or held.redirected is not None):
            running.append(back)
    table.stack[0:0] = running


def _reactivate(table: Table, act: Activation, held: Suspended) -> Activation | None:
    """Reactivate one suspended ability, as it is now; None if it does not (REG: Interrupt).

    Its moves are made again for the cards still where the interrupt put them and not
    protected from its card now, and its ongoing effects resume. A completed ability goes
    back among the completed; one still running is returned, to go back on the stack.
    """
    entry = held.activation
    card = entry.card
    if not _may_reactivate(table, held) or _stopped(table, entry, since=held.since):
        table.emit(AbilityReactivated(card, act.card, reactivated=False))
        return None
    if held.redirected is not None:
        table.emit(AbilityReactivated(card, act.card, reactivated=True))
        return _redirected(table, entry, held.redirected)
    protected = shielded_from(table.view(), card, entry.user)
    redo = [moved for moved in held.redo if moved.card == card or moved.card not in protected]
    moves = tuple(_undo_moves(table, redo))
    changed = {moved.card for moved in moves if moved.numbers is not None}
    table.protections.extend(held.protections)
    table.preventions.extend(held.preventions)
    table.lasting.extend(x for x in held.lasting if x.status or x.card in changed)
    table.delayed.extend(held.delayed)
    table.restrictions.extend(held.restrictions)
    back = _with(entry, moves=moves, paused=False)
    table.emit(AbilityReactivated(card, act.card, reactivated=True))
    if held.running:
        return back
    table.completed.append(back)
    table.completed.sort(key=lambda done: done.id)
    return None


def _redirected(table: Table, entry: Activation, player: PlayerId) -> Activation:
    """*entry* begun again from its first effect, carried out by *player* (REG: Redirect).

    Its card, the character using it and its place in the Ability Activation Order stay;
    its answers, results and moves start afresh.
    """
    return Activation(
        id=table.next_serial(),
        card=entry.card,
        controller=player,
        effects=entry.effects,
        played=entry.played,
        user=entry.user,
        group=entry.group,
        bucket=entry.bucket,
        shield=entry.shield,
        trigger=entry.trigger,
        cause=entry.cause,
        optional=entry.optional,
    )


def _may_reactivate(table: Table, held: Suspended) -> bool:
    """Whether nothing keeps *held* from reactivating but a prevention (REG: Interrupt).

    Its card must not have moved out of play, nor between places out of play, nor changed
    type; an Enhancement in battle must still have a character in battle to use it.
    """
    card = held.activation.card
    where = table.locate(card)
    if table.instance(card).identity != held.identity:
        return False
    in_play = held.place[1] in SURFACE_ZONES
    if in_play and where[1] not in SURFACE_ZONES:
        return False
    if not in_play and where != held.place:
        return False
    battle = table.battle
    if battle is None or where[1] is not Zone.FIELD_OF_BATTLE:
        return True
    users = [e.user for e in battle.enhancements if e.card == card]
    return not users or users[0] in battle.cards()


def _current_effect(table: Table, act: Activation) -> int:
    found = card_abilities(table.card(act.ability_card))
    assert found.ability is not None  # noqa: S101 - it is being carried out
    stages = plan(found.ability, act.effects)
    stage = stages[act.step]
    return stage.options[act.choice or 0][act.link]


def _undo(table: Table, entry: Activation) -> list[Moved]:
    """Put back what an ability moved this phase, newest first (REG: Negate).

    Only cards still where the ability put them go back. The undo's own moves come back,
    oldest first: undoing those does the ability's moves again (an interrupted ability that
    reactivates).
    """
    return _undo_moves(table, entry.moves)


def _undo_moves(table: Table, moves: Sequence[Moved]) -> list[Moved]:
    """Undo *moves*, newest first; the moves the undo made, oldest first."""
    undone: list[Moved] = []
    for moved in reversed(moves):
        try:
            where = table.locate(moved.card)
        except KeyError:
            continue
        if where != (moved.to_player, moved.to_zone):
            continue
        if moved.created:  # a token it created: out of the game again
            table.uncreate_token(moved.card)
            continue
        if moved.numbers is not None:  # numbers changed where it stands: as they were
            instance = table.instance(moved.card)
            undone.append(evolve(moved, numbers=instance.change, decrease=instance.decrease))
            table.change_numbers(moved.card, moved.numbers, moved.decrease)
            continue
        if moved.home:
            owner = table.instance(moved.card).owner
            if where[1] is Zone.FIELD_OF_BATTLE:
                undone.append(_record(table, moved.card, where, owner, Zone.TERRITORY))
                _leave_battle(table, moved.card, (owner, Zone.TERRITORY))
            table.entered_battle = tuple(c for c in table.entered_battle if c != moved.card)
            continue
        back = _record(table, moved.card, where, moved.player, moved.zone)
        _put_back(table, moved, where)
        if table.locate(moved.card) != where:
            undone.append(back)
    return undone


def _printed_identity(table: Table, moved: Moved) -> CardType | None:
    """The identity a card put back takes: the one it had, if printed on it.

    A convert ends as its card leaves play (REG: Convert): a converted card put back where
    it was is at face value, not the identity the convert gave it: an Evil Character
    converted to a Hero is put back as the Evil Character printed.
    """
    identity = moved.identity
    if identity is None:
        return None
    face = _at_face_value(table, moved.card, identity)
    return face if face in table.card(moved.card).identities else None


def _at_face_value(table: Table, card: InstanceId, identity: CardType) -> CardType:
    """The character *card* is at face value, if *identity* is one a convert gave it.

    A convert ends as its card stops being a character on the surface (REG: Convert): a
    Hero converted to an Evil Character is captured, held, freed and put back as the Hero
    it is. A card that is no character at face value, or an identity that is no character
    (a captive's Lost Soul), is kept.
    """
    printed = table.card(card).identities
    if identity in printed or not identity.is_character:
        return identity
    return next((kind for kind in printed if kind.is_character), identity)


def _unplace(table: Table, battle: Battle, moved: Moved) -> None:
    """An Enhancement placed on a character in battle, the place undone: used again.

    It returns to where it was placed from, used by the character that used it, if that
    one is still in battle (REG: Place: it returns "if the original effect that relocated
    it is negated").
    """
    user = moved.user
    if user is None or user not in battle.heroes + battle.evil_characters:
        return
    table.battle = evolve(
        battle,
        enhancements=tuple(
            Enhancement(e.card, user, moved.side if moved.side is not None else e.player)
            if e.card == moved.card and e.placed
            else e
            for e in battle.enhancements
        ),
    )


def _put_back(table: Table, moved: Moved, where: tuple[PlayerId | None, Zone]) -> None:
    if moved.zone is Zone.FIELD_OF_BATTLE:
        battle = table.battle
        if battle is None:
            return
        if where[1] is Zone.FIELD_OF_BATTLE:
            _unplace(table, battle, moved)
            return
        if moved.user is not None and moved.user not in battle.cards():
            # an Enhancement whose character left battle has none there to use it: it is
            # not played into battle again (REG: Interrupt, the third condition)
            return
        instance = table.instance(moved.card)
        # a captive put back is the character it was captured as, not the Lost Soul it was
        # held as, at face value
        captive = instance.captured
        if captive is not None:
            captive = _at_face_value(table, moved.card, captive)
        identity = _printed_identity(table, moved) or captive or instance.identity
        table.move(moved.card, where, (None, Zone.FIELD_OF_BATTLE), identity=identity)
        if moved.user is not None:
            record = Enhancement(moved.card, moved.user, moved.side or battle.attacker)
            table.battle = evolve(battle, enhancements=(*battle.enhancements, record))
            return
        if moved.side == battle.attacker:
            battle = evolve(battle, heroes=(*battle.heroes, moved.card))
        else:
            battle = evolve(battle, evil_characters=(*battle.evil_characters, moved.card))
        side = battle.attacker if moved.side == battle.attacker else battle.defender
        table.battle = evolve(
            battle,
            enhancements=(*battle.enhancements, *_bring_weapons(table, moved.card, where, side)),
        )
        return
    if where[1] is Zone.FIELD_OF_BATTLE:
        if moved.captured is None:
            _leave_battle(table, moved.card, (moved.player, moved.zone))
            return
        # a capture made again (an interrupted capture reactivating): captive again, a
        # human as the Lost Soul it was there (REG: Captured Character)
        _leave_battle(table, moved.card, (moved.player, moved.zone), identity=moved.identity)
        table.set_captured(moved.card, moved.captured)
        return
    assert moved.player is not None  # noqa: S101 - a zone of a player
    place, holder = (moved.player, moved.zone), moved.held_by
    if holder is not None and table.locate(holder) != place:
        # its holder is gone: a Lost Soul goes to the Land of Bondage (REG: Hold)
        holder = None
        if table.card(moved.card).is_lost_soul and moved.zone is Zone.TERRITORY:
            place = (moved.player, Zone.LAND_OF_BONDAGE)
    table.move(
        moved.card,
        where,
        place,
        identity=_printed_identity(table, moved) if moved.captured is None else moved.identity,
        top=moved.index == 0,
        held_by=holder,
    )
    if moved.captured is not None:
        table.set_captured(moved.card, moved.captured)
    if moved.zone is Zone.DECK and moved.index > 0:
        deck = table.zone(moved.player, Zone.DECK)
        deck.remove(moved.card)
        deck.insert(min(moved.index, len(deck)), moved.card)


def _bring_weapons(
    table: Table, card: InstanceId, where: tuple[PlayerId | None, Zone], side: PlayerId
) -> tuple[Enhancement, ...]:
    """The weapons equipped to *card* in the territory it leaves for battle, brought along.

    A warrior entering battle brings its weapon (REG: Weapon), as when it is banded in.
    """
    return bring_along(table, card, where, side)


def bring_along(
    table: Table, card: InstanceId, where: tuple[PlayerId | None, Zone], side: PlayerId
) -> tuple[Enhancement, ...]:
    """What *card* brings into battle from the territory it leaves; their battle records.

    Its weapon, which it uses (REG: Weapon), on *side*; the cards placed on it, which follow
    it and are used by nobody (REG: Place, Used By), on their owners'.
    """
    player, zone = where
    if zone is not Zone.TERRITORY or player is None:
        return ()
    found: list[Enhancement] = []
    for other in tuple(table.peek(player, Zone.TERRITORY)):
        instance = table.instance(other)
        if instance.equipped_to == card:
            found.append(Enhancement(other, card, side, equipped=True))
        elif instance.held_by == card:
            found.append(Enhancement(other, card, instance.owner, placed=True))
        else:
            continue
        table.move(other, where, (None, Zone.FIELD_OF_BATTLE), identity=instance.identity)
    return tuple(found)


# == special initiative =========================================================================


def _special_initiative(table: Table, state: GameState, act: Activation, done: Done) -> bool:
    """Pause *act* for special initiative; True if it is paused.

    It pauses when its operations would leave an opponent with no character in battle and
    that opponent has an Enhancement that negates it (REG: Special Initiative).
    """
    battle = state.battle
    if battle is None:
        return False
    leaving = {
        op.card
        for op in done.ops
        if isinstance(op, ops.MoveCard) and op.zone is not Zone.FIELD_OF_BATTLE
    }
    for player, side in (
        (battle.attacker, battle.heroes),
        (battle.defender, battle.evil_characters),
    ):
        if player == act.controller or not side or not set(side) <= leaving:
            continue
        if not special_initiative_answers(state, player, act.card, shield_now(state, act)):
            continue
        paused = _with(act, paused=True, locked=True, answered=True)
        _replace(table, paused)
        table.emit(SpecialInitiativeGiven(player, act.card))
        table.decision = Decision(player, DecisionKind.SPECIAL_INITIATIVE)
        return True
    return False


def special_initiative_answers(
    state: GameState, player: PlayerId, card: InstanceId, shield: Collection[str] = ()
) -> list[tuple[InstanceId, InstanceId]]:
    """The (Enhancement, character) pairs *player* may play to answer *card*'s removal.

    An Enhancement in hand that one of their characters in battle can use, whose ability
    negates or interrupts *card* and is not prevented (REG: Special Initiative). An ability
    that cannot be negated (its *shield*) has no answer.
    """
    battle = state.battle
    if battle is None or not affects("negate", before=False, shield=shield):
        return []
    side = battle.heroes if player == battle.attacker else battle.evil_characters
    found: list[tuple[InstanceId, InstanceId]] = []
    for enhancement in state.players[player].hand:
        users = [c for c in side if can_use_enhancement(state, enhancement, c)]
        if not users or not _answers(state, player, enhancement, card):
            continue
        found.extend((enhancement, user) for user in users)
    return found


def _answers(state: GameState, player: PlayerId, enhancement: InstanceId, card: InstanceId) -> bool:
    found = card_abilities(state.card(enhancement))
    if not found.carried_out or found.ability is None:
        return False
    scope = Scope(state, player, source=enhancement, since=state.serial + 1)
    for _, index in found.on_play:
        effect = found.ability.effects[index]
        if effect.kind not in ("negate", "interrupt"):
            continue
        if getattr(effect, "battle", False) and _in_battle(state, card):
            return not _would_be_prevented(state, enhancement, player, found)
        target = getattr(effect, "target", None)
        if target is not None and card in scope.candidates(target):
            return not _would_be_prevented(state, enhancement, player, found)
    return False


def _in_battle(state: GameState, card: InstanceId) -> bool:
    """Whether *card* is in the current battle or was played in it ("interrupt the battle")."""
    battle = state.battle
    if battle is None:
        return False
    return card in battle.cards() or any(p.card == card and p.in_battle for p in state.played)


def _would_be_prevented(
    state: GameState,
    card: InstanceId,
    player: PlayerId,
    found: CardAbilities,
    effects: tuple[int, ...] = (),
) -> bool:
    """Whether a prevention keeps *card*'s abilities from activating now.

    Its *effects* are those to be used, when known.
    """
    probe = Activation(0, card, player, effects, played=state.serial + 1, shield=found.shield)
    for prevention in state.preventions:
        if prevention.cards and card not in prevention.cards:
            continue
        if not prevention.cards and not _prevention_covers(state, prevention, probe):
            continue
        if affects("prevent", before=True, shield=shield_now(state, probe, prevention.source)):
            return True
    return False


def _probe(state: GameState, card: InstanceId) -> Activation:
    """An activation of *card*'s printed abilities by the player who controls it.

    It serves to test what would shield the card; an Enhancement in battle is used by the
    character it was played on.
    """
    found = card_abilities(state.card(card))
    controller = Scope(state, state.cards[card].owner).controller_or_owner(card)
    effects = tuple(index for _, index in found.on_play)
    battle = state.battle
    user = None
    if battle is not None:  # an Enhancement in battle: its user, for "if used by"
        user = next((e.user for e in battle.enhancements if e.card == card), None)
    return Activation(
        0, card, controller, effects, played=state.serial, shield=found.shield, user=user
    )


# == the heal window ============================================================================


def _heal_window(table: Table, state: GameState, act: Activation, done: Done) -> bool:
    """Pause *act* while a player may heal a character it is discarding; True if paused.

    Its operations discard characters on the playing surface, or lower a character's
    toughness to 0 or less, which discards it by game rule. Once special initiative is over,
    each of their controllers holding an Enhancement that heals one of them is asked in
    turn, until each has healed or declined (REG: Heal). Nobody else is asked.
    """
    healing = act.healing
    if healing is None or not healing.discards_known:
        if not healing_cards(state.definitions()):
            return False  # no card of the game heals: no window to open
        doomed = _discarding(state, done)
        if not doomed or not any(_holds_heal(state, p) for p in _controllers(state, doomed)):
            return False
        healing = (
            Healing(doomed)
            if healing is None
            else attrs.evolve(healing, characters=doomed, discards_known=True)
        )
        act = _with(act, healing=healing)
        _replace(table, act)
        table.changed()
    view = table.view()
    player = next_healer(view, healing)
    if player is None:
        return False
    _replace(table, _with(act, paused=True, locked=True, answered=True))
    mine = tuple(c for c in healing.characters if _controller(view, c) == player)
    table.emit(HealOffered(player, mine))
    table.decision = Decision(player, DecisionKind.HEAL)
    return True


def _discarding(state: GameState, done: Done) -> tuple[InstanceId, ...]:
    """The characters on the playing surface that *done*'s operations discard."""
    found: list[InstanceId] = []
    for op in done.ops:
        if isinstance(op, ops.MoveCard) and op.zone is Zone.DISCARD_PILE:
            found.append(op.card)
        elif isinstance(op, ops.ChangeNumbers) and op.toughness < 0:
            found.extend(c for c in op.cards if numbers_of(state, c)[1] + op.toughness <= 0)
    return tuple(
        card
        for card in dict.fromkeys(found)
        if state.cards[card].identity in (CardType.HERO, CardType.EVIL_CHARACTER)
        and state.locate(card)[1] in SURFACE_ZONES
    )


def _controller(state: GameState, card: InstanceId) -> PlayerId:
    """Who controls a character on the playing surface: its side in battle, else its place."""
    battle = state.battle
    side = battle.side_of(card) if battle is not None else None
    if side is not None:
        return side
    player = state.locate(card)[0]
    return state.cards[card].owner if player is None else player


def _controllers(state: GameState, cards: Sequence[InstanceId]) -> list[PlayerId]:
    return list(dict.fromkeys(_controller(state, card) for card in cards))


def _holds_heal(state: GameState, player: PlayerId) -> bool:
    return not healing_cards(state.definitions()).isdisjoint(state.players[player].hand)


def healing_cards(definitions: tuple[CardDef, ...]) -> frozenset[InstanceId]:
    """The cards of a game that heal when played (:func:`has_heal`), by instance id.

    Given every card's definition in id order; worked out once per game, so a discard in a
    game with no such card looks at no hand.
    """
    return _cards_of_game(definitions, _HEALING, has_heal)


_HEALING: _GameCards = {}


def has_heal(definition: CardDef) -> bool:
    """Whether *definition*'s ability, carried out, heals when the card is played."""
    found = card_abilities(definition)
    ability = found.ability
    if ability is None or not found.carried_out:
        return False
    return any(ability.effects[index].kind == "heal" for _, index in found.on_play)


def next_healer(state: GameState, healing: Healing) -> PlayerId | None:
    """The next player to ask whether they heal a character of *healing*, or None.

    Players in turn order from the active player: one who controls such a character, has not
    declined, and holds an Enhancement that heals it.
    """
    count = len(state.players)
    for step in range(count):
        player = PlayerId((state.active + step) % count)
        if player in healing.declined:
            continue
        mine = [c for c in healing.characters if _controller(state, c) == player]
        if mine and heal_answers(state, player, mine):
            return player
    return None


def heal_answers(
    state: GameState, player: PlayerId, characters: Sequence[InstanceId] | None = None
) -> list[tuple[InstanceId, InstanceId]]:
    """The (Enhancement, character) pairs *player* may play to heal a character of theirs.

    Of *characters* (by default every character of theirs being discarded): an Enhancement
    in hand whose ability, carried out, heals one of them, played on a character that can
    use it, in their territory or being discarded itself (REG: Heal), and not prevented.
    """
    doomed = [
        card
        for card in (being_discarded(state) if characters is None else characters)
        if _controller(state, card) == player
    ]
    if not doomed:
        return []
    territory = [
        card
        for card in state.players[player].territory
        if state.cards[card].identity in (CardType.HERO, CardType.EVIL_CHARACTER)
    ]
    users = list(dict.fromkeys([*doomed, *territory]))
    found: list[tuple[InstanceId, InstanceId]] = []
    for enhancement in state.players[player].hand:
        definition = state.card(enhancement)
        if not has_heal(definition):
            continue
        abilities = card_abilities(definition)
        if _would_be_prevented(state, enhancement, player, abilities):
            continue
        found.extend(
            (enhancement, user)
            for user in users
            if can_use_enhancement(state, enhancement, user)
            and _heals_one(
                Scope(state, player, source=enhancement, user=user, since=state.serial + 1),
                doomed,
                abilities,
            )
        )
    return found


def _heals_one(scope: Scope, doomed: Sequence[InstanceId], found: CardAbilities) -> bool:
    """Whether a heal of the card *scope* reads from would target one of *doomed*."""
    ability = found.ability
    assert ability is not None  # noqa: S101 - has_heal said it heals
    for _, index in found.on_play:
        effect = ability.effects[index]
        if effect.kind != "heal" or (
            effect.condition is not None and not scope.holds(effect.condition)
        ):
            continue
        target = getattr(effect, "target", None)
        if target is not None and any(scope.matches(card, target) for card in doomed):
            return True
    return False


def _heal_cards(table: Table, act: Activation, op: ops.HealCards) -> list[Moved]:
    """Heal characters: their decreases end (REG: Heal, Increase and Decrease).

    A poisoned, diseased or paralyzed character is no longer: the condition ends, and with
    it the ongoing effects tied to it (a poison's paired ability acts at no more upkeeps, a
    disease's negate of the character's ability ends). A
    character being discarded is put in its owner's territory instead, and the discard
    waiting for it passes it by.
    """
    for card in op.cards:
        where = table.locate(card)
        if where[1] not in SURFACE_ZONES:
            continue
        if any(x.card == card and x.status in HEALED_CONDITIONS for x in table.lasting):
            tied = {
                x.activation
                for x in table.lasting
                if x.card == card and x.status in (POISONED, DISEASED)
            }
            table.lasting[:] = [
                x for x in table.lasting if x.card != card or x.status not in HEALED_CONDITIONS
            ]
            # the ongoing effects of the same activation on it, tied to the condition
            table.preventions[:] = [
                p for p in table.preventions if p.activation not in tied or card not in p.cards
            ]
            table.changed()
        instance = table.instance(card)
        change, lowered = instance.change, instance.decrease
        if lowered != (0, 0):
            table.change_numbers(card, (change[0] - lowered[0], change[1] - lowered[1]), (0, 0))
            table.lasting[:] = [_healed_lasting(x) if x.card == card else x for x in table.lasting]
        if _spare(table, card):
            home = (instance.owner, Zone.TERRITORY)
            if where[1] is Zone.FIELD_OF_BATTLE:
                _leave_battle(table, card, home)
            elif where != home:
                table.move(card, where, home, identity=instance.identity)
        table.emit(CharacterHealed(card, act.card))
    return []


def _healed_lasting(entry: Lasting) -> Lasting:
    """A lasting change once healed: its decrease is gone, its increase stays."""
    return attrs.evolve(entry, strength=max(entry.strength, 0), toughness=max(entry.toughness, 0))


def _spare(table: Table, card: InstanceId) -> bool:
    """Mark *card* healed in the discard waiting for it; False if none waits."""
    for position, entry in enumerate(table.stack):
        healing = entry.healing
        if healing is not None and card in healing.characters:
            table.stack[position] = _with(entry, healing=_healed(healing, card))
            return True
    battle = table.battle
    if battle is not None and battle.healing is not None and card in battle.healing.characters:
        table.battle = evolve(battle, healing=_healed(battle.healing, card))
        return True
    return False


def _healed(healing: Healing, card: InstanceId) -> Healing:
    return evolve(
        healing,
        characters=tuple(c for c in healing.characters if c != card),
        healed=(*healing.healed, card),
    )


def _spare_healed(act: Activation, done: Done) -> Done:
    """*done* without discarding the characters healed while it waited (REG: Heal).

    Their discard does not count as done; the decrease that would have discarded one is
    gone with the rest of its decreases.
    """
    healing = act.healing  # *act* is the stack's top: a heal updates its window there
    if healing is None or not healing.healed:
        return done
    spared = set(healing.healed)
    kept: list[ops.Op] = []
    for op in done.ops:
        if isinstance(op, ops.MoveCard) and op.card in spared and op.zone is Zone.DISCARD_PILE:
            continue
        if isinstance(op, ops.ChangeNumbers) and min(op.strength, op.toughness) < 0:
            kept.append(evolve(op, cards=tuple(c for c in op.cards if c not in spared)))
            continue
        kept.append(op)
    cards = tuple(card for card in done.cards if card not in spared)
    return evolve(done, ops=kept, cards=cards, fully=done.fully and cards == done.cards)


# == triggers ===================================================================================


def notice(table: Table) -> None:
    """Queue the triggered abilities that the events not yet looked at set off.

    A Lost Soul's "when this Lost Soul is rescued" fires for the player who controlled it;
    it waits for Action Priority level 1, or for the step of battle resolution that fires
    what the rescue set off (REG: Triggered Effect, Battle Resolution). Its "if put in
    play" fires for the player whose Land of Bondage it comes into from outside the playing
    surface (drawn, played from a deck); in the Pre-Game Phase the Lost Souls in play
    activate together after the star abilities (:func:`activate_lost_souls`). So do the
    lasting effects a Lost Soul or a Fortress (into a territory) has while in play, those
    of an Artifact as it activates, and those of a territory-class character each time it
    is put in a territory (REG: Territory Class Character).
    """
    start, table.noticed = table.noticed, len(table.events)
    if not table.state.abilities:
        return
    for event in table.events[start:]:
        kind = type(event)
        noticed = _NOTICED.get(kind)
        if noticed is None:
            noticed = _NOTICED[kind] = _noticed_as(kind)
        if noticed is not CardMoved:
            if noticed is not _IGNORED:
                _event_noticed(table, event)
            continue
        event = cast("CardMoved", event)
        if event.to_zone is Zone.FIELD_OF_BATTLE:
            _joined(table, event.card)
            _entered(table, event.card, event.from_zone)
        elif event.to_player is None:
            continue
        elif event.from_zone not in SURFACE_ZONES:  # into play from outside the surface
            if event.to_zone is Zone.LAND_OF_BONDAGE and table.phase is not Phase.PRE_GAME:
                _trigger(table, event.card, event.to_player, Event.PUT_IN_PLAY)
                _come_into_play(table, event.card, event.to_player, Zone.LAND_OF_BONDAGE)
            elif event.to_zone is Zone.TERRITORY:
                _fortress_put_in_play(table, event.card, event.to_player)
                _come_into_play(table, event.card, event.to_player, Zone.TERRITORY)
        elif (
            event.to_zone is Zone.TERRITORY
            and event.from_zone is not Zone.TERRITORY
            and CardClass.TERRITORY in table.card(event.card).classes
        ):  # back from battle, a set-aside area: a territory-class character's ability
            # activates each time it is put in a territory
            _come_into_play(table, event.card, event.to_player, Zone.TERRITORY)


_NOTICE_ORDER: Final = (
    SoulRescued,
    SoulPutInSite,
    BattleBegan,
    Taunted,
    Blocked,
    ArtifactActivated,
    DominantPlayed,
    CardMoved,
)
"""The events :func:`notice` reads, in the order it tests them."""
_IGNORED: Final = type(None)
"""What :func:`_noticed_as` gives an event class :func:`notice` passes over."""
_NOTICED: dict[type, type] = {}
"""By the class of an event: the first of :data:`_NOTICE_ORDER` it is an instance of, or
:data:`_IGNORED`. Most events a step makes are of neither kind :func:`notice` reads, or are
cards moved; sorting them by class once spares each a row of instance tests. A class's
answer never changes, so the table is kept for the process."""


def _noticed_as(kind: type) -> type:
    """The first class of :data:`_NOTICE_ORDER` that *kind* derives from (see :data:`_NOTICED`)."""
    for read in _NOTICE_ORDER:
        if issubclass(kind, read):
            return read
    return _IGNORED


def _event_noticed(table: Table, event: object) -> None:
    """An event other than a card moved that :func:`notice` reads: what it sets off."""
    if isinstance(event, (SoulRescued, SoulPutInSite)):
        _soul_moved(table, event)
    elif isinstance(event, (BattleBegan, Taunted)):
        _battle_began(table, event)
    elif isinstance(event, Blocked):
        _open_entry(table, Event.BLOCKS)
        _entry_watched(table, event.character, event.player, Event.BLOCKS, first=True)
        _blocked_watched(table)
    elif isinstance(event, ArtifactActivated):
        _come_into_play(table, event.card, event.player, Zone.ARTIFACT_PILE)
    elif isinstance(event, DominantPlayed):
        _dominant_watched(table, event.player, event.card)


def _soul_moved(table: Table, event: SoulRescued | SoulPutInSite) -> None:
    """A Lost Soul was rescued, or put in a Site: its "when rescued", "if put in a Site"."""
    if isinstance(event, SoulRescued):
        _trigger(table, event.soul, event.from_player, Event.RESCUED)
        _rescue_watched(table, event)
    else:
        _trigger(table, event.soul, event.player, Event.PUT_IN_PLAY, site=True)


def _rescue_watched(table: Table, event: SoulRescued) -> None:
    """A Lost Soul was rescued: the cards in play watching rescues (:func:`rescue_watch`).

    "If another Lost Soul is rescued", "If an opponent rescues a Lost Soul": each card of
    every player that watches (:func:`_watchers_of`) fires for its controller if the Lost
    Soul, and who rescued it, fit the words. The rescued Lost Soul's own such effect fires
    for the player who controlled it: the event that deactivates it does not keep it from
    activating (REG: Triggered Effect).
    """
    watch = _watching(table).get(Event.RESCUED)
    if not watch:
        return
    fits = _fitting_rescue(table, event)
    for seat in table.state.players:
        controller = seat.id
        cards = _watchers_of(table, controller, watch)
        if controller == event.from_player and event.soul in watch:
            cards.append(event.soul)
        for card in cards:
            _fire_watching(table, card, controller, Event.RESCUED, fits)


def _fitting_rescue(table: Table, event: SoulRescued) -> Callable[[Scope, Effect], bool]:
    """The test of a watching card's effects that the rescue *event* sets off."""

    def fits(scope: Scope, effect: Effect) -> bool:
        trigger = cast("OnEvent", effect.trigger)
        card = scope.source
        assert card is not None  # noqa: S101 - the scope of a watching card
        identity = _watcher_identity(table, card)
        if not rescue_watch(None if identity is None else frozenset({identity}), trigger):
            return False
        if trigger.subject is not None:
            return scope.matches(event.soul, trigger.subject)
        assert trigger.target is not None  # noqa: S101 - see rescue_watch
        by_them = event.player == scope.actor
        if by_them is not (trigger.player is Player.YOU):
            return False
        return scope.matches(event.soul, trigger.target)

    return fits


def _entry_watched(
    table: Table, character: InstanceId, player: PlayerId, event: Event, *, first: bool
) -> None:
    """*character* began a battle for *player* or blocked for them: their cards watching.

    "If your flood survivor attacks": each Fortress or Site in *player*'s territory, or
    active Artifact (:func:`_watchers_of`), whose words the
    character fits fires for *player*, for the *first* character to attack (or block) and for
    those entering that side before any player has had Action Priority since
    (:func:`_joined`), once a battle (REG: Attack, Block: the player uses the effect of one
    of those triggers). "If your lone I Samuel Hero attacks" watches the first character
    only: it must be alone as the triggered effect activates (:func:`_lone_gone`; REG:
    Begins a Battle, Block, Alone).
    """
    watch = _watching(table).get(event)
    if not watch:
        return
    for card in _watchers_of(table, player, watch, souls=False):
        fired = _fired_key(table, event, card)
        if any(use.key == fired for use in table.uses):
            continue
        if _fire_watching(
            table,
            card,
            player,
            event,
            lambda scope, effect: (
                _entering(effect, first=first) and scope.matches(character, _unlone(effect))
            ),
            cause=character,
        ):
            table.uses.append(Use(fired, player, "phase"))


def _fire_watching(
    table: Table,
    card: InstanceId,
    controller: PlayerId,
    event: Event,
    fits: Callable[[Scope, Effect], bool],
    *,
    cause: InstanceId | None = None,
) -> bool:
    """*card*'s effects triggered by *event* that *fits* wait for *controller*; True if any.

    *fits* reads each effect with the card's scope (its controller, the card as source).
    An effect in a section acts only under the identity the card is played as: a City's
    "SITE:" effects do not act while it is a Fortress.
    """
    found = _abilities(table, card)
    if found is None or found.ability is None:
        return False
    scope = Scope(table.view(), controller, source=card)
    effects = found.ability.effects
    sections = dict(found.sections)
    identity = _watcher_identity(table, card)
    indexes = tuple(
        i
        for i in found.on_event
        if identity in sections.get(i, (identity,))
        and _fires_on(effects[i], event)
        and fits(scope, effects[i])
    )
    if not indexes:
        return False
    optional = all(effects[i].optional for i in indexes)
    _wait(table, card, controller, indexes, found, optional=optional, cause=cause)
    return True


def _entering(effect: Effect, *, first: bool) -> bool:
    """Whether *effect*'s trigger watches this character: a kind named, "lone" the first."""
    subject = cast("OnEvent", effect.trigger).subject
    return subject is not None and (first or LONE not in subject.qualifiers)


def _fired_key(table: Table, event: Event, card: InstanceId) -> str:
    """The note that *card*'s attack or block trigger fired in this battle."""
    return f"{_ENTRY_FIRED}{event.value}:{table.battles_this_turn}:{card}"


_ENTRY_FIRED: Final = "entry fired:"
_ENTRY_OPEN: Final = "entry open:"
"""The note that characters entering battle still begin it (or block), by event."""
_ENTRY_KEYS: Final = {
    event: f"{_ENTRY_OPEN}{event.value}" for event in (Event.ATTACKS, Event.BLOCKS)
}
"""The note of each event whose entering characters take part, by event."""
_OPENS: Final = methodcaller("startswith", _ENTRY_OPEN)
_USE_KEY: Final = attrgetter("key")
"""Read through ``map`` at every settling of a battle: a loop in C rather than in Python."""


def _open_entry(table: Table, event: Event) -> None:
    """A battle begun, or a block: characters entering that side now attack (or block) too."""
    _close_entry(table, event)
    table.uses.append(Use(_ENTRY_KEYS[event], table.active, "phase"))
    table.entries_open = True  # the one place such a note is made


def _close_entry(table: Table, event: Event) -> None:
    """Characters entering that side no longer attack (or block): its note goes."""
    key = _ENTRY_KEYS[event]
    uses = table.uses
    if any(use.key == key for use in uses):
        uses[:] = [use for use in uses if use.key != key]


def _entry_open(table: Table, event: Event) -> bool:
    key = _ENTRY_KEYS[event]
    return any(use.key == key for use in table.uses)


def close_entries(table: Table) -> None:
    """Action Priority begins: characters entering battle from now on begin it or block no more.

    REG: Begins a Battle, Block: only before any player has had the option to use Action
    Priority since the first character attacked (or blocked).
    """
    if table.battle is None or table.entries_open is False:
        return  # none was noted since the last time they closed
    uses = table.uses
    if uses and any(map(_OPENS, map(_USE_KEY, uses))):
        uses[:] = [use for use in uses if not use.key.startswith(_ENTRY_OPEN)]
    table.entries_open = False


def _battle_began(table: Table, event: BattleBegan | Taunted) -> None:
    """A battle began: the Hero that began it attacks, and the defender is attacked.

    A taunt battle challenge attacks the player taunted too (REG: Attack); what watches a
    character attacking is not fired for the Evil Character that taunted.
    """
    if isinstance(event, BattleBegan):
        _open_entry(table, Event.ATTACKS)
        _entry_watched(table, event.hero, event.attacker, Event.ATTACKS, first=True)
    _attacked(table, event.defender)


def _joined(table: Table, card: InstanceId) -> None:
    """*card* entered battle: does it attack or block too, and fire what watches that?

    A character entering the attacker's side while the battle is beginning attacks; the
    defender's while a block is, blocks (REG: Begins a Battle, Block). A character entering
    the other side ends that (REG: those definitions' last condition).
    """
    battle = table.battle
    if battle is None:
        return
    if card in battle.heroes:
        _close_entry(table, Event.BLOCKS)
        if _entry_open(table, Event.ATTACKS) and card != battle.heroes[0]:
            _entry_watched(table, card, battle.attacker, Event.ATTACKS, first=False)
    elif card in battle.evil_characters:
        _close_entry(table, Event.ATTACKS)
        if _entry_open(table, Event.BLOCKS) and card != battle.evil_characters[0]:
            _entry_watched(table, card, battle.defender, Event.BLOCKS, first=False)


def _entered(table: Table, character: InstanceId, came_from: Zone) -> None:
    """*character* entered battle from *came_from*: the cards of its side's player watching.

    "If your Jerusalem Hero enters battle" (:func:`~redemption_rules.effects.cards.
    entry_watch`): their territory-class characters in territory or in battle, this one
    too (REG: Territory Class Character, Triggered Effect), fire for that player each time
    a character of theirs that fits the words enters battle.
    """
    watch = _watching(table).get(Event.ENTERS_BATTLE)
    battle = table.battle
    if not watch or battle is None or came_from is Zone.FIELD_OF_BATTLE:
        return
    identity = table.instance(character).identity
    player = battle.side_of(character)
    if identity is None or not identity.is_character or player is None:
        return
    characters = [
        card
        for card in _territory_and_side(table, battle, player)
        if card in watch
        and is_territory_character(table, card)
        and table.instance(card).converted is None
    ]
    for card in characters:
        _fire_watching(
            table,
            card,
            player,
            Event.ENTERS_BATTLE,
            lambda scope, effect: scope.matches(
                character, cast("Selector", cast("OnEvent", effect.trigger).subject)
            ),
            cause=character,
        )


def _territory_and_side(table: Table, battle: Battle, player: PlayerId) -> list[InstanceId]:
    """The cards in *player*'s territory, then those on their side of *battle*."""
    fighting = [card for card in battle.cards() if battle.side_of(card) == player]
    return [*table.peek(player, Zone.TERRITORY), *fighting]


def _attacked(table: Table, defender: PlayerId) -> None:
    """A battle is begun against *defender*: "If attacked" of their cards watching it.

    Their Fortresses, Sites, active Artifacts and Lost Souls (:func:`_watchers_of`), and
    territory-class characters in their territory (REG: Territory Class Character).

    Each fires for *defender*, who controls it, once: a player is attacked once a battle
    (REG: Attack).
    """
    watch = _watching(table).get(Event.ATTACKS)
    if not watch:
        return
    characters = [
        card
        for card in table.peek(defender, Zone.TERRITORY)
        if card in watch and is_territory_character(table, card)
    ]
    for card in [*_watchers_of(table, defender, watch), *characters]:
        _fire_watching(
            table,
            card,
            defender,
            Event.ATTACKS,
            lambda _, effect: attacked_trigger(cast("OnEvent", effect.trigger)),
        )


def _dominant_watched(table: Table, player: PlayerId, dominant: InstanceId) -> None:
    """*player* played *dominant*: their opponents' cards watching (:func:`_watchers_of`).

    "If an opponent plays a good Dominant, you may underdeck this card": each fires for its
    controller if the Dominant fits the words (REG: Triggered Effect).
    """
    watch = _watching(table).get(Event.PLAYED)
    if not watch:
        return
    for other in table.state.players:
        controller = other.id
        if controller == player:
            continue
        for card in _watchers_of(table, controller, watch):
            _fire_watching(
                table,
                card,
                controller,
                Event.PLAYED,
                _fitting_dominant(table, card, dominant),
            )


def _fitting_dominant(
    table: Table, card: InstanceId, dominant: InstanceId
) -> Callable[[Scope, Effect], bool]:
    """The test of *card*'s effects that *dominant*, just played, sets off."""

    def fits(scope: Scope, effect: Effect) -> bool:
        return _watches_dominant(table, card, effect) and scope.matches(
            dominant, _played_target(effect)
        )

    return fits


def _watches_dominant(table: Table, card: InstanceId, effect: Effect) -> bool:
    identity = _watcher_identity(table, card)
    acting = None if identity is None else frozenset({identity})
    return dominant_watch(acting, cast("OnEvent", effect.trigger))


def _played_in_battle_watched(table: Table, played: InstanceId, player: PlayerId) -> None:
    """*player* played *played* in battle: the characters in battle watching that.

    "Each time opponent plays an Enhancement in battle" of a character in battle, whose
    ability is active there, fires for the player whose side it is on, if *player* is an
    opponent of theirs and *played* fits the words (:func:`enhancement_watch`). A character
    converted is passed over, as for the battle's results.
    """
    battle = table.battle
    if battle is None or not table.state.abilities:
        return
    watch = _watching(table).get(Event.PLAYED)
    if not watch:
        return
    for card in battle.cards():
        side = battle.side_of(card)
        if (
            card in watch
            and side is not None
            and side != player
            and table.instance(card).converted is None
        ):
            _fire_watching(
                table, card, side, Event.PLAYED, _fitting_enhancement(table, card, played)
            )


def _fitting_enhancement(
    table: Table, card: InstanceId, played: InstanceId
) -> Callable[[Scope, Effect], bool]:
    """The test of *card*'s effects that *played*, just played in battle, sets off."""
    definition = table.card(card)

    def fits(scope: Scope, effect: Effect) -> bool:
        identity = _watcher_identity(table, card)
        acting = None if identity is None else frozenset({identity})
        trigger = cast("OnEvent", effect.trigger)
        if not enhancement_watch(definition, acting, trigger):
            return False
        return scope.matches(played, evolve(_played_target(effect), locations=()))

    return fits


def site_played(table: Table, site: InstanceId, player: PlayerId) -> None:
    """*player* played *site* into their territory: its "If you play this Site".

    Called as the card is put there from a place it is played from (:data:`PLAYED_FROM`);
    a card put there as a Site fires it (:func:`own_site_play`), for *player*.
    """
    if not table.state.abilities:
        return
    watch = _watching(table).get(Event.PLAYED)
    if not watch or site not in watch or table.instance(site).identity is not CardType.SITE:
        return
    _fire_watching(
        table,
        site,
        player,
        Event.PLAYED,
        lambda _, effect: own_site_play(_SITE_ONLY, cast("OnEvent", effect.trigger)),
    )


PLAYED_FROM: Final = frozenset(
    {
        Zone.HAND,
        Zone.DECK,
        Zone.RESERVE,
        Zone.BANISH_PILE,
        Zone.ARTIFACT_PILE,
        Zone.DISCARD_PILE,
    }
)
"""The places a card other than a character, Enhancement or token is played from, face up
into battle, a territory or a set-aside area (REG: Play)."""
_SITE_ONLY: Final = frozenset({CardType.SITE})


def _watchers_of(
    table: Table, player: PlayerId, watch: frozenset[InstanceId], *, souls: bool = True
) -> list[InstanceId]:
    """*player*'s cards among *watch* whose abilities persist where they are (REG: Duration).

    Fortresses and Sites in territory (not a rainbow Site: its ability activates as it
    enters battle; REG: Site), active Artifacts in the Artifact pile, and with *souls* the
    Lost Souls in the Land of Bondage.
    """
    found = [
        card
        for card in table.peek(player, Zone.TERRITORY)
        if card in watch
        and _watcher_identity(table, card) in _TERRITORY_WATCHERS
        and not (
            table.instance(card).identity is CardType.SITE
            and Brigade.MULTI in table.card(card).brigades
        )
    ]
    found += [
        card
        for card in table.peek(player, Zone.ARTIFACT_PILE)
        if card in watch
        and not table.instance(card).face_down
        and table.instance(card).identity is CardType.ARTIFACT
    ]
    if souls:
        found += [
            card
            for card in table.peek(player, Zone.LAND_OF_BONDAGE)
            if card in watch and table.card(card).is_lost_soul
        ]
    return found


def _watcher_identity(table: Table, card: InstanceId) -> CardType | None:
    """A card's identity in play; a Lost Soul's wherever it is."""
    if table.card(card).is_lost_soul:
        return CardType.LOST_SOUL
    return table.instance(card).identity


def _played_target(effect: Effect) -> Selector:
    target = cast("OnEvent", effect.trigger).target
    assert target is not None  # noqa: S101 - see dominant_watch
    return target


_TERRITORY_WATCHERS: Final = frozenset({CardType.FORTRESS, CardType.SITE})
"""The identities of the cards in a territory whose triggered effects watch events there."""


def _unlone(effect: Effect) -> Selector:
    """The character *effect*'s trigger watches for, but for its "lone"."""
    subject = cast("OnEvent", effect.trigger).subject
    assert subject is not None  # noqa: S101 - only such triggers are carried out
    return evolve(subject, qualifiers=tuple(q for q in subject.qualifiers if q != LONE))


def _lone_gone(state: GameState, act: Activation) -> bool:
    """Whether *act*, fired by a character's attack or block, finds it no longer alone.

    "A lone character begins a battle when a character begins a battle and is alone when the
    triggered effect activates" (REG: Begins a Battle); so for a block. A character banded
    in meanwhile, or the first one gone from battle, and the effect does not activate.
    """
    if act.cause is None:
        return False
    ability = card_abilities(state.card(act.ability_card)).ability
    assert ability is not None  # noqa: S101 - only carried-out abilities fire
    subject = cast("OnEvent", ability.effects[act.effects[0]].trigger).subject
    assert subject is not None  # noqa: S101 - a cause is set for such triggers only
    if LONE not in subject.qualifiers:
        return False  # not "lone": it activates whoever is in battle then
    scope = Scope(state, act.controller, source=act.card)
    try:
        return not scope.matches(act.cause, subject)
    except KeyError:
        return True


def _fortress_put_in_play(table: Table, card: InstanceId, controller: PlayerId) -> None:
    """*card* came into a territory from outside the playing surface: "If put in play".

    A Fortress's fires for the player whose territory it is (REG: Triggered Effect).
    """
    watch = _watching(table).get(Event.PUT_IN_PLAY)
    if watch and card in watch and table.instance(card).identity is CardType.FORTRESS:
        _trigger(table, card, controller, Event.PUT_IN_PLAY)


def activate_lost_souls(table: Table, first: PlayerId) -> bool:
    """Pre-Game Phase step 3: the Lost Souls each player controls activate, *first* first.

    Their "if put in play" abilities wait as triggered abilities, in turn order from the
    first player (REG: Pre-Game Phase); so do the "if drawn" of those drawn (noted by
    :func:`soul_drawn`). True if any does.
    """
    if not table.state.abilities:
        return False
    count = len(table.state.players)
    before = len(table.pending)
    drawn = {use.key for use in table.uses if use.key.startswith(_SOUL_DRAWN)}
    if drawn:
        table.uses[:] = [use for use in table.uses if use.key not in drawn]
    for step in range(count):
        player = PlayerId((first + step) % count)
        for soul in table.peek(player, Zone.LAND_OF_BONDAGE):
            if f"{_SOUL_DRAWN}{soul}" in drawn:
                _trigger(table, soul, player, Event.DRAWN)
            _trigger(table, soul, player, Event.PUT_IN_PLAY)
            _come_into_play(table, soul, player, Zone.LAND_OF_BONDAGE)
    return len(table.pending) > before


_SOUL_DRAWN: Final = "drawn:"
"""The key of the note that a Lost Soul was drawn in the Pre-Game Phase, and its ability
waits for the star abilities (``"drawn:<id>"``)."""


def soul_drawn(table: Table, soul: InstanceId, player: PlayerId) -> None:
    """*soul*, a Lost Soul, was drawn into *player*'s Land of Bondage: its "if drawn" fires.

    All players see it put there (REG: Draw). In the Pre-Game Phase it waits, noted, for
    the star abilities of the opening hands (:func:`activate_lost_souls`).
    """
    if not table.state.abilities or Event.DRAWN not in card_abilities(table.card(soul)).events:
        return
    if table.phase is Phase.PRE_GAME:
        table.uses.append(Use(f"{_SOUL_DRAWN}{soul}", player, "phase"))
    else:
        _trigger(table, soul, player, Event.DRAWN)


def discarding_from_battle(table: Table, card: InstanceId) -> Callable[[], None] | None:
    """*card* in battle is about to go to a discard pile: what that fires, once it has.

    Called before the move, while the card is still a character in battle (its side says
    who controls it, its identity what it is); the function returned queues, after the move,
    the triggered effects it fires: its own "If this card is discarded" (its ability
    activated as it entered battle: REG Activate, Triggered Effect), and "If your evil human
    is discarded from battle" of each Lost Soul in play. None when nothing fires, at the
    cost of one look-up for a game with no such card.
    """
    if not table.state.abilities:
        return None
    watch = _discard_watch(table)
    if not watch:
        return None
    waiting: list[_Waiting] = []
    if card in watch:
        own = _own_event(table, card, Event.DISCARDED)
        if own is not None:
            waiting.append(own)
    waiting.extend(_souls_watching(table, card, watch))
    if not waiting:
        return None

    def fire_them() -> None:
        for source, controller, indexes, found, optional in waiting:
            _wait(table, source, controller, indexes, found, optional=optional)

    return fire_them


def discard_replaced(table: Table, card: InstanceId) -> bool:
    """*card* on the playing surface is about to be discarded: True if it went elsewhere instead.

    A character in battle whose ability watches the discard ("If your demon is discarded,
    underdeck it instead": :func:`~redemption_rules.effects.cards.replaces_discard`) carries
    its effect out at once, in the discard's place: the card goes to its owner's deck, the
    discard never happens, and nothing it would fire fires (REG: Instead). Not when the
    watching card's ability cannot act (negated or prevented, converted, meek), nor when the
    card is protected from the replacing effect, which leaves the discard to happen. Of
    several, the first found in Action Priority order replaces it: the active player's
    cards first, then each other player's in turn order; once the card is gone nothing is
    left for the others to replace. For cards discarded together, what replaces each was
    decided before any moved (:func:`replace_discards`). False at the cost of one look-up
    for a game with no such card. A Fortress's "you may hold it here instead" watches from
    its controller's territory, in battle or out of it (:func:`_fortresses_watching`).
    """
    if not table.state.abilities:
        return False
    found = table.replacing.pop(card, None) if table.replacing else None
    if found is None:
        watching = _cards_of_game(table.defs, _REPLACING, _replaces_a_discard)
        if not watching:
            return False
        found = _replacement(table, table.battle, card, watching)
    if found is None:
        return False
    return _carry_replacement(table, card, found)


def defeat_replaced(table: Table, card: InstanceId) -> bool:
    """*card* in battle is about to be defeated: True if it went elsewhere instead.

    "If this card is defeated, you may topdeck it instead", "If defeated, capture this card
    to opponent instead": carried out at once in the defeat's place, by an ability that
    removes it from battle or at battle resolution (REG: Defeat, Instead); the defeat, and
    what it would have done to the card, never happen, and nothing it fires fires. As
    :func:`discard_replaced` for the rest.
    """
    battle = table.battle
    if battle is None or not table.state.abilities:
        return False
    if card not in battle.heroes and card not in battle.evil_characters:
        return False
    watching = _cards_of_game(table.defs, _REPLACING, _replaces_a_discard)
    if not _defeat_watched(table, card, watching):
        return False
    found = _replacement(table, battle, card, watching, event=Event.DEFEATED)
    return found is not None and _carry_replacement(table, card, found)


def _defeat_watched(table: Table, card: InstanceId, watching: frozenset[InstanceId]) -> bool:
    """Whether a replacement among *watching* could replace *card*'s defeat.

    Its own ("If this card is defeated, you may topdeck it instead"), or a Fortress's ("If
    your angel is harmed or defeated, you may hold it here instead").
    """
    return card in watching or bool(_fortresses_watching(table, watching))


def capture_replaced(table: Table, card: InstanceId) -> bool:
    """*card* on the playing surface is about to be captured: True if it went elsewhere instead.

    "If your demon is discarded or captured, you may hold it here instead" (Tartaros): the
    character goes onto the Fortress in the capture's place, a captive never (REG: Instead,
    Hold). As :func:`discard_replaced` for the rest.
    """
    if not table.state.abilities:
        return False
    watching = _cards_of_game(table.defs, _REPLACING, _replaces_a_discard)
    if not watching:
        return False
    found = _replacement(table, table.battle, card, watching, event=Event.CAPTURED)
    return found is not None and _carry_replacement(table, card, found)


def _carry_replacement(
    table: Table, card: InstanceId, found: tuple[InstanceId, PlayerId, int]
) -> bool:
    """Carry out the replacing effect *found* on *card*, in the place of what it replaces."""
    source = table.locate(card)
    if source[1] not in SURFACE_ZONES:
        return False
    watcher, controller, index = found
    ability = card_abilities(table.card(watcher)).ability
    assert ability is not None  # noqa: S101 - its effect replaces the discard
    effect = ability.effects[index]
    kind = effect.kind
    if kind == "hold" and not _holding_place(table, watcher):
        return False  # the Fortress is gone: the hold cannot be completed (REG: Instead)
    owner = table.instance(card).owner
    battle = table.battle
    captor = None
    if kind == "capture":  # to the watcher's controller's opponent: the other side of battle
        if battle is None or controller not in (battle.attacker, battle.defender):
            return False
        captor = battle.defender if controller == battle.attacker else battle.attacker
    table.emit(AbilityActivated(controller, watcher))
    if cast("OnEvent", effect.trigger).once:
        table.uses.append(Use(_replaced_key(watcher, index), controller, "game"))
    limit = replacement_limit(effect)
    if limit is not None:
        key = limit_key(table.card(watcher).title, limit.per)
        table.uses.append(Use(key, controller, limit.per))
    table.replaced.append(card)
    if captor is not None:
        _capture(table, ops.CaptureCard(card, captor), replacing=True)
        table.emit(EffectCarriedOut(controller, watcher, kind, (card,)))
        return True
    table.drop_weapons(card, source)
    if kind == "hold":  # onto the Fortress, where it stands (REG: Hold)
        here = table.locate(watcher)
        if source[1] is Zone.FIELD_OF_BATTLE:
            _leave_battle(
                table, card, here, identity=table.instance(card).identity, held_by=watcher
            )
        else:
            table.move(card, source, here, held_by=watcher, shown=True)
        table.emit(EffectCarriedOut(controller, watcher, kind, (card,)))
        return True
    top = kind == "topdeck"
    place = (owner, _REPLACED_TO.get(kind, Zone.DECK))
    if source[1] is Zone.FIELD_OF_BATTLE:
        _leave_battle(table, card, place, top=top)
    else:
        table.move(card, source, place, top=top, shown=True)
    table.emit(EffectCarriedOut(controller, watcher, kind, (card,)))
    return True


_REPLACED_TO: Final = {
    "withdraw": Zone.TERRITORY,
    "reserve": Zone.RESERVE,
    "bounce": Zone.HAND,
}
"""Where a replacing effect sends its card, of its owner's (else the deck: top or bottom)."""


def _holding_place(table: Table, fortress: InstanceId) -> bool:
    """Whether *fortress* still stands where it may hold cards: a territory, not held itself.

    A replacement decided for cards discarded together may come after the Fortress itself
    was discarded with them; the hold then cannot be completed.
    """
    return (
        table.locate(fortress)[1] is Zone.TERRITORY
        and table.instance(fortress).held_by is None
        and table.instance(fortress).identity is CardType.FORTRESS
    )


def replace_discards(table: Table, cards: Sequence[InstanceId]) -> None:
    """*cards* are about to be discarded together: what replaces each discard, decided now.

    While they are all still where they are: a character in battle watching the discards
    of others is discarded with them, and still replaces theirs (REG: Instead: the replacing
    effect inserts itself as the event occurs). :func:`discard_replaced` carries each out as
    its card's turn comes; :func:`replaced_done` forgets what is left.
    """
    battle = table.battle
    if battle is None or not table.state.abilities or len(cards) < 2:
        return
    watching = _cards_of_game(table.defs, _REPLACING, _replaces_a_discard)
    if not watching:
        return
    for card in cards:
        if table.locate(card)[1] in SURFACE_ZONES:
            found = _replacement(table, battle, card, watching)
            if found is not None:
                table.replacing[card] = found


def replaced_done(table: Table) -> None:
    """The discards decided together are over: what was left of their replacements goes."""
    if table.replacing:
        table.replacing.clear()


def _replacement(
    table: Table,
    battle: Battle | None,
    card: InstanceId,
    watching: frozenset[InstanceId],
    *,
    asking: bool = False,
    event: Event = Event.DISCARDED,
    cause: Activation | None = None,
) -> tuple[InstanceId, PlayerId, int] | None:
    """The card whose "instead" replaces *card*'s discard (or *event*), and how.

    A character in battle, or a Fortress watching from its controller's territory
    (:func:`_fortresses_watching`). Its controller and the replacing effect's index; None if
    none does (see :func:`discard_replaced`). A "may ... instead" replaces it only if its
    controller chose to use it (:func:`offer_replacement`); one they declined leaves the
    discard to the next in order. *asking*: the first one, whether answered or not, to ask
    its controller. *cause*: the ability doing it (:func:`_harm_replaced`): "if an
    opponent's ability harms" is not replaced for the watcher's controller's own. A
    replacement with a usage limit ("Once per turn") replaces nothing once the limit is
    reached (REG: Limit).
    """
    used, unused = _answered(table, card)
    declined = {asked.watcher for asked in unused}
    fighting = () if battle is None else (*battle.heroes, *battle.evil_characters)
    view = table.view()
    for watcher, controller in _replacement_candidates(table, battle, watching):
        if watcher in declined:
            continue  # its controller declined its "may": the next may replace it
        instance = table.instance(watcher)
        identity = instance.identity
        if identity is None or instance.converted is not None:
            continue
        if not identity.is_character and identity is not CardType.FORTRESS:
            continue
        found = _abilities(table, watcher)
        if found is None or found.ability is None:
            continue
        definition = table.card(watcher)
        sections = dict(found.sections)
        scope = Scope(view, controller, source=watcher)
        for index in found.replacing:
            effect = found.ability.effects[index]
            trigger = cast("OnEvent", effect.trigger)
            if identity not in sections.get(index, (identity,)):
                continue
            if not _replaces_event(
                table, scope, definition, watcher, card, trigger=trigger, event=event
            ):
                continue
            if effect.kind == "withdraw" and card not in fighting:
                continue  # it cannot be completed: the discard happens (REG: Instead)
            if _replacement_spent(table, watcher, controller, index, effect, cause=cause):
                continue
            if card in shielded_from(view, watcher, None, effect.kind):
                continue  # protected from the new effect: the discard happens (REG: Instead)
            activation = Activation(
                id=table.next_serial(),
                card=watcher,
                controller=controller,
                effects=(index,),
                played=_played_at(table, watcher),
                shield=found.shield,
                trigger=True,
            )
            if _stopped(table, activation):
                continue
            if effect.optional and not asking and Replacement(card, watcher, index) not in used:
                continue  # a "may" not chosen: it replaces nothing
            return watcher, controller, index
    return None


def _replacement_spent(
    table: Table,
    watcher: InstanceId,
    controller: PlayerId,
    index: int,
    effect: Effect,
    *,
    cause: Activation | None,
) -> bool:
    """Whether *watcher*'s replacement *effect* (its effect *index*) may not fire now.

    "The first time": it fired once already. "If an opponent's ability harms": the ability
    harming is its controller's own. "Once per turn": the usage limit is reached for
    *controller*, counted by *watcher*'s title, as every limit is (REG: Limit).
    """
    trigger = cast("OnEvent", effect.trigger)
    if trigger.once and any(use.key == _replaced_key(watcher, index) for use in table.uses):
        return True
    if trigger.by is not None and cause is not None and cause.controller == controller:
        return True
    limit = replacement_limit(effect)
    if limit is None or limit.times is None:
        return False
    return limit_uses(table.uses, table.card(watcher).title, limit.per, controller) >= limit.times


def _replacement_candidates(
    table: Table, battle: Battle | None, watching: frozenset[InstanceId]
) -> list[tuple[InstanceId, PlayerId]]:
    """The cards among *watching* that may replace an event now, each with its controller.

    The characters in battle and the Fortresses in territories, in Action Priority order:
    the active player's cards first, then each other player's in turn order; a player's
    characters in battle before their Fortresses.
    """
    count = len(table.state.players)
    fighting = () if battle is None else (*battle.heroes, *battle.evil_characters)
    found = [
        ((side - table.active) % count, position, watcher, side)
        for position, watcher in enumerate(fighting)
        if watcher in watching
        and battle is not None
        and (side := battle.side_of(watcher)) is not None
    ]
    found += [
        ((side - table.active) % count, len(fighting) + position, watcher, side)
        for position, (watcher, side) in enumerate(_fortresses_watching(table, watching))
    ]
    return [(watcher, side) for _, _, watcher, side in sorted(found, key=lambda e: e[:2])]


def _replaces_event(
    table: Table,
    scope: Scope,
    definition: CardDef,
    watcher: InstanceId,
    card: InstanceId,
    *,
    trigger: OnEvent,
    event: Event,
) -> bool:
    """Whether *trigger* of *watcher* watches *event* on *card*.

    The event is one it names; the card, the watcher itself ("If this card is discarded")
    or one its words describe. A Fortress holds characters from the playing surface only,
    not one already held or captive (REG: Hold).
    """
    if event is not trigger.event and event not in trigger.or_events:
        return False
    if table.instance(watcher).identity is CardType.FORTRESS and (
        card == watcher or not _on_surface(table, card)
    ):
        return False
    if about_itself(definition, trigger):
        return card == watcher
    return scope.matches(card, cast("Selector", trigger.subject))


def _fortresses_watching(
    table: Table, watching: frozenset[InstanceId]
) -> list[tuple[InstanceId, PlayerId]]:
    """The Fortresses among *watching* whose hold replaces a discard or capture, and whose.

    Those in a player's territory, not held by another card: a Fortress's ability lasts
    while it stays where it was played (REG: Duration), in the Action Priority order of
    their controllers, the active player's first.
    """
    count = len(table.state.players)
    found: list[tuple[InstanceId, PlayerId]] = []
    for step in range(count):
        player = PlayerId((table.active + step) % count)
        found.extend(
            (card, player)
            for card in table.peek(player, Zone.TERRITORY)
            if card in watching
            and table.instance(card).identity is CardType.FORTRESS
            and table.instance(card).held_by is None
        )
    return found


def _on_surface(table: Table, card: InstanceId) -> bool:
    """Whether *card* is a character in play or set aside, not held by another nor captive."""
    instance = table.instance(card)
    return (
        table.locate(card)[1] in _CHARACTER_SURFACE
        and instance.held_by is None
        and instance.captured is None
        and instance.identity is not None
        and instance.identity.is_character
    )


_CHARACTER_SURFACE: Final = (Zone.TERRITORY, Zone.SET_ASIDE, Zone.FIELD_OF_BATTLE)
"""Where a character a Fortress may hold instead of its discard or capture stands."""


def _answered(
    table: Table, card: InstanceId
) -> tuple[tuple[Replacement, ...], tuple[Replacement, ...]]:
    """The "may ... instead" on *card*'s discard its watchers' controllers used, and declined.

    Kept on what waits for the discard: an ability's effect, or battle resolution.
    """
    used: list[Replacement] = []
    unused: list[Replacement] = []
    battle = table.battle
    for healing in (
        *(act.healing for act in table.stack),
        battle.healing if battle is not None else None,
    ):
        if healing is not None and (healing.used or healing.unused):
            used.extend(asked for asked in healing.used if asked.card == card)
            unused.extend(asked for asked in healing.unused if asked.card == card)
    return tuple(used), tuple(unused)


def offer_replacement(table: Table, defeated: Sequence[InstanceId] = ()) -> bool:
    """Ask whether a "may ... instead" replaces a discard battle resolution makes; True if so.

    "If this card is discarded, you may withdraw it instead" (Alexander the Great): before
    the discard happens, the controller of the card watching it chooses whether to use it;
    the characters discarded together wait for the answer (REG: Instead). The characters are
    those :attr:`~redemption_rules.state.Battle.healing` holds, once nobody heals them, and
    the *defeated* ones, whose own "If defeated, you may ... instead" is asked first (REG:
    Defeat).
    """
    battle = table.battle
    if battle is None or not table.state.abilities:
        return False
    if battle.healing is None and not defeated:
        return False
    healing = battle.healing or Healing(())
    asked = _next_replacement(table, battle, healing, defeated)
    if asked is None:
        return False
    replacement, controller = asked
    table.battle = attrs.evolve(battle, healing=attrs.evolve(healing, asking=replacement))
    table.decide(controller, DecisionKind.REPLACE)
    return True


def replacement_answers(state: GameState) -> tuple[Replacement, ...]:
    """The "may ... instead" being asked of the player to act: used or declined."""
    battle = state.battle
    for healing in (
        *(act.healing for act in state.stack if act.paused),
        battle.healing if battle is not None else None,
    ):
        if healing is not None and healing.asking is not None:
            return (healing.asking,)
    return ()


def _replace_window(table: Table, state: GameState, act: Activation, done: Done) -> bool:
    """Pause *act* while a player may replace the discard of a character it is discarding.

    An ability discarding characters in battle, or removing them from it: the controller of
    a card watching one with a "may ... instead" chooses, before the discard or the defeat
    happens, whether to use it (REG: Instead, Defeat). True if paused.
    """
    battle = table.battle
    if not _cards_of_game(table.defs, _MAY_REPLACING, _may_replace):
        return False
    healing = act.healing
    defeated = _removing(state, act, done)
    captured = tuple(op.card for op in done.ops if isinstance(op, ops.CaptureCard))
    if healing is None or not healing.discards_known:
        doomed = _discarding(state, done)
        if not doomed and not defeated and not captured:
            return False
        healing = Healing(doomed) if healing is None else attrs.evolve(healing, characters=doomed)
    asked = _next_replacement(table, battle, healing, defeated, captured, cause=act)
    if asked is None:
        return False
    replacement, controller = asked
    act = _with(act, healing=attrs.evolve(healing, asking=replacement))
    _replace(table, _with(act, paused=True, locked=True, answered=True))
    table.decision = Decision(controller, DecisionKind.REPLACE)
    return True


def _harm_replaced(
    table: Table, state: GameState, act: Activation, effect: Effect, done: Done
) -> tuple[Done, tuple[tuple[InstanceId, tuple[InstanceId, PlayerId, int]], ...]] | None:
    """*done* without the characters whose harm is replaced, and what replaces each.

    *done*'s cards on the playing surface that *act*'s ability harms (REG: Harm): it is on
    a card of the opposite alignment, or on a neutral card another player controls, and
    targets them, not their abilities (a negate or an interrupt harms no card). A card
    watching one of them with "If [it] is harmed, you may topdeck it instead" or a
    Fortress's "hold it here instead" (:func:`~redemption_rules.effects.cards.replaces_harm`)
    carries its effect out on it in the harm's place, and the harming effect passes it by
    (REG: Instead); its controller is asked first, the effect waiting for the answer. The
    replacements are carried out as the effect is (:func:`_carry_out`), so a heal window
    opened before then sees the same game. None when a question waits.
    """
    unchanged: tuple[Done, tuple[tuple[InstanceId, tuple[InstanceId, PlayerId, int]], ...]] = (
        done,
        (),
    )
    if not done.cards or effect.kind in _HARMLESS or not table.state.abilities:
        return unchanged
    watching = _cards_of_game(table.defs, _HARM_REPLACING, _replaces_harm)
    if not watching:
        return unchanged
    found: list[tuple[InstanceId, tuple[InstanceId, PlayerId, int]]] = []
    healing = act.healing or Healing((), discards_known=False)
    for card in _harmed_on_surface(table, state, act, done):
        replacement = _replacement(
            table, table.battle, card, watching, asking=True, event=Event.HARMED, cause=act
        )
        if replacement is None:
            continue
        watcher, controller, index = replacement
        asked = Replacement(card, watcher, index)
        ability = card_abilities(table.card(watcher)).ability
        assert ability is not None  # noqa: S101 - its effect replaces the harm
        if ability.effects[index].optional and asked not in healing.used:
            paused = _with(act, healing=attrs.evolve(healing, asking=asked))
            _replace(table, _with(paused, paused=True, locked=True, answered=True))
            table.decision = Decision(controller, DecisionKind.REPLACE)
            return None
        found.append((card, replacement))
    if not found:
        return unchanged
    return _passing_by(done, frozenset(card for card, _ in found)), tuple(found)


def _harm_victims(
    table: Table, act: Activation, effect: Effect, done: Done
) -> tuple[tuple[InstanceId, PlayerId], ...]:
    """The characters *done* harms, each with its controller, in a game where a card watches.

    Worked out before the effect is carried out, while they stand where it found them (REG:
    Harm); those whose harm was replaced are no longer among *done*'s cards.
    """
    if not done.cards or effect.kind in _HARMLESS or not _watching(table).get(Event.HARMED):
        return ()
    state = table.view()
    harmed = _harmed_on_surface(table, state, act, done)
    return tuple((card, _controller(state, card)) for card in harmed)


def _harmed_on_surface(
    table: Table, state: GameState, act: Activation, done: Done
) -> list[InstanceId]:
    """*done*'s cards on the playing surface that *act*'s ability harms (REG: Harm)."""
    surface = [card for card in done.cards if card != act.card and _on_surface(table, card)]
    return harmed_cards(Scope(state, act.controller, source=act.card), act.card, surface)


def _harm_watchers(
    table: Table, act: Activation, victims: Sequence[tuple[InstanceId, PlayerId]]
) -> list[tuple[InstanceId, PlayerId, Callable[[Scope, Effect], bool]]]:
    """The cards watching the harm *act*'s effect does to *victims*, each with whom it fires for.

    "If an opponent harms your green prophet" (a Fortress: :func:`_watchers_of`), "If Ham is
    harmed", "If your Hero is harmed" (a territory-class character in territory or in
    battle): each fires once for its controller, after the effect, if a victim of theirs fits
    its words, and, for "an opponent", the ability is not theirs (REG: Harm, Triggered
    Effect). Found before the effect moves anything: a watcher the harm takes away still
    fires, as the event that takes it away is what it watches.
    """
    found: list[tuple[InstanceId, PlayerId, Callable[[Scope, Effect], bool]]] = []
    if not victims:
        return found
    watch = _watching(table).get(Event.HARMED, _NONE)
    battle = table.battle
    for player in dict.fromkeys(controller for _, controller in victims):
        mine = tuple(card for card, controller in victims if controller == player)
        places = (
            table.peek(player, Zone.TERRITORY)
            if battle is None
            else _territory_and_side(table, battle, player)
        )
        characters = [
            card for card in places if card in watch and is_territory_character(table, card)
        ]
        for card in dict.fromkeys([*_watchers_of(table, player, watch, souls=False), *characters]):
            fits = _harm_fit(table.card(card), card, mine, by_an_opponent=act.controller != player)
            found.append((card, player, fits))
    return found


def _fire_harm(
    table: Table, watched: Sequence[tuple[InstanceId, PlayerId, Callable[[Scope, Effect], bool]]]
) -> None:
    """Fire the cards that watched an effect's harm (:func:`_harm_watchers`)."""
    for card, player, fits in watched:
        _fire_watching(table, card, player, Event.HARMED, fits)


def _harm_fit(
    definition: CardDef,
    watcher: InstanceId,
    victims: tuple[InstanceId, ...],
    *,
    by_an_opponent: bool,
) -> Callable[[Scope, Effect], bool]:
    """Whether one of *victims* fits the words of an effect's "If ... is harmed"."""

    def fits(scope: Scope, effect: Effect) -> bool:
        trigger = cast("OnEvent", effect.trigger)
        if trigger.by is not None and not by_an_opponent:
            return False
        if about_itself(definition, trigger):
            return watcher in victims
        subject = trigger.subject
        return subject is not None and any(scope.matches(card, subject) for card in victims)

    return fits


_HARMLESS: Final = frozenset(
    {
        "negate",
        "interrupt",
        "prevent",
        "redirect",
        "copy",
        "repeat",
        "activate_ability",
        "look",
        "reveal",
        "select",
        "select_options",
        "name_card",
        "choose_opponent",
    }
)
"""The effects that target a card's ability, or show cards, rather than target the card:
they harm no card (REG: Harm: "Targeting an ability on a card ... does not target the
card")."""


def _passing_by(done: Done, spared: frozenset[InstanceId]) -> Done:
    """*done* passing *spared* by: no operation acts on them, and it is not done in full.

    An operation on one card (a move, a capture, an exchange with it) is dropped; one on
    several cards keeps the others.
    """
    kept: list[ops.Op] = []
    for op in done.ops:
        if getattr(op, "card", None) in spared or getattr(op, "other", None) in spared:
            continue
        cards = getattr(op, "cards", None)
        if isinstance(cards, tuple) and not spared.isdisjoint(cards):
            rest = tuple(card for card in cards if card not in spared)
            if rest:
                kept.append(attrs.evolve(op, cards=rest))  # type: ignore[call-arg]
            continue
        kept.append(op)
    cards = tuple(card for card in done.cards if card not in spared)
    return evolve(done, ops=kept, cards=cards, fully=False)


def _replaces_harm(definition: CardDef) -> bool:
    """Whether *definition* has an "instead" in the place of harm (:func:`_harm_replaced`)."""
    found = card_abilities(definition)
    ability = found.ability
    return ability is not None and any(
        Event.HARMED in _events_of(ability.effects[index]) for index in found.replacing
    )


def _events_of(effect: Effect) -> frozenset[Event]:
    trigger = effect.trigger
    if not isinstance(trigger, OnEvent):
        return frozenset()
    return frozenset((trigger.event, *trigger.or_events))


_HARM_REPLACING: _GameCards = {}


def _next_replacement(
    table: Table,
    battle: Battle | None,
    healing: Healing,
    defeated: Sequence[InstanceId],
    captured: Sequence[InstanceId] = (),
    *,
    cause: Activation | None = None,
) -> tuple[Replacement, PlayerId] | None:
    """The next "may ... instead" to ask about, and of whom.

    On the defeat of a character of *defeated*, then on a discard of *healing*'s, then on a
    capture of *captured*'s; a character whose defeat is replaced is not discarded or
    captured either. *cause*: the ability doing it, none for battle resolution ("defeated
    by an opponent" is not replaced for its watcher's controller's own ability).
    """
    watching = _cards_of_game(table.defs, _REPLACING, _replaces_a_discard)
    if watching.isdisjoint(_cards_of_game(table.defs, _MAY_REPLACING, _may_replace)):
        return None
    settled: set[InstanceId] = set()
    events = [(card, Event.DEFEATED) for card in defeated if _defeat_watched(table, card, watching)]
    events += [(card, Event.DISCARDED) for card in healing.characters]
    events += [(card, Event.CAPTURED) for card in captured]
    for card, event in events:
        if card in settled or table.locate(card)[1] not in SURFACE_ZONES:
            continue
        found = _replacement(table, battle, card, watching, asking=True, event=event, cause=cause)
        if found is None:
            continue
        watcher, controller, index = found
        ability = card_abilities(table.card(watcher)).ability
        assert ability is not None  # noqa: S101 - its effect replaces the discard
        asked = Replacement(card, watcher, index)
        if ability.effects[index].optional and asked not in healing.used:
            return asked, controller
        settled.add(card)
    return None


def _removing(state: GameState, act: Activation, done: Done) -> tuple[InstanceId, ...]:
    """The characters in battle *done*'s operations would defeat (REG: Defeat).

    Those they move out of battle, capture, take out of it for a while, exchange (by an
    ability of the other alignment), or leave with toughness 0 or less.
    """
    battle = state.battle
    if battle is None or any(isinstance(op, ops.EndTheBattle) for op in done.ops):
        return ()
    fighting = {*battle.heroes, *battle.evil_characters}
    found: list[InstanceId] = []
    for op in done.ops:
        if (isinstance(op, ops.MoveCard) and op.zone is not Zone.FIELD_OF_BATTLE) or isinstance(
            op, ops.CaptureCard
        ):
            found.append(op.card)
        elif isinstance(op, (ops.TakeForAWhile, ops.PlaceForAWhile, ops.SetAsideForAWhile)):
            found.extend(op.cards)
        elif isinstance(op, ops.ExchangeCards):
            spared = _exchanging_alignment(state, act.card)
            found.extend(_exchange_defeats(battle, spared, op))
    found.extend(_discarding(state, done))
    return tuple(card for card in dict.fromkeys(found) if card in fighting)


def _exchanging_alignment(cards: Table | GameState, card: InstanceId) -> Alignment:
    """The alignment of the ability on *card* carrying out an exchange (REG: Defeat).

    Its active identity's, or its face value's off the playing surface.
    """
    identity = cards.instance(card).identity
    return identity.alignment if identity is not None else cards.card(card).alignment


def _exchange_defeats(
    battle: Battle, spared: Alignment, op: ops.ExchangeCards
) -> tuple[InstanceId, ...]:
    """The cards of *op* its exchange defeats.

    A Hero unless the ability is good (*spared*), an Evil Character unless it is evil (REG:
    Defeat).
    """
    return tuple(
        card
        for card in (op.card, op.other)
        if not (card in battle.heroes and spared is Alignment.GOOD)
        and not (card in battle.evil_characters and spared is Alignment.EVIL)
    )


def _replaced_key(watcher: InstanceId, index: int) -> str:
    """The note that *watcher*'s replacement *index*, of "the first time", has fired."""
    return f"{_REPLACED}{watcher}:{index}"


def _replaces_a_discard(definition: CardDef) -> bool:
    return bool(card_abilities(definition).replacing)


def _may_replace(definition: CardDef) -> bool:
    """Whether *definition* has a "may ... instead" on a discard, asked before it happens."""
    found = card_abilities(definition)
    ability = found.ability
    return ability is not None and any(ability.effects[i].optional for i in found.replacing)


_MAY_REPLACING: _GameCards = {}


_REPLACING: _GameCards = {}
_REPLACED: Final = "replaced:"
"""The key of the use of a replacement that fires once, with its card and effect."""


def _own_event(table: Table, card: InstanceId, event: Event) -> _Waiting | None:
    """*card*, a character in battle, is about to leave it by *event*: its own trigger.

    "If this card is discarded", "If this Hero is captured": the ability activated as the
    character entered battle, and the event that deactivates it still fires it (REG:
    Triggered Effect), for the player whose side it is on. None for a card with no such
    effect, or whose ability cannot act (meek, converted: REG Convert).
    """
    battle = table.battle
    instance = table.instance(card)
    identity = instance.identity
    if battle is None or identity is None or not identity.is_character:
        return None
    side = battle.side_of(card)
    found = _abilities(table, card)
    if side is None or instance.converted is not None or found is None:
        return None
    ability = found.ability
    if ability is None:
        return None
    definition = table.card(card)
    sections = dict(found.sections)
    indexes = tuple(
        i
        for i in found.on_event
        if _fires_on(ability.effects[i], event)
        and about_itself(definition, cast("OnEvent", ability.effects[i].trigger))
        and identity in sections.get(i, (identity,))
    )
    return _waiting(card, side, indexes, found, ability) if indexes else None


def _defeats_watched(
    table: Table, act: Activation, done: Done
) -> list[tuple[InstanceId, _Waiting]]:
    """What fires if *done* removes characters from battle: each with the character.

    Their own "If defeated" and what watches them (:func:`_defeat_waiting`). Read while they
    are still in battle. Ending the battle defeats nobody; an exchange defeats a Hero unless
    the ability is good, an Evil Character unless it is evil (REG: Defeat).
    """
    battle = table.battle
    if battle is None or not table.state.abilities:
        return []
    watch = _watching(table).get(Event.DEFEATED, _NONE)
    if not watch or any(isinstance(op, ops.EndTheBattle) for op in done.ops):
        return []
    spared: Alignment | None = None
    if any(isinstance(op, ops.ExchangeCards) for op in done.ops):
        spared = _exchanging_alignment(table, act.card)
    found: list[tuple[InstanceId, _Waiting]] = []
    for card in (*battle.heroes, *battle.evil_characters):
        side = Alignment.GOOD if card in battle.heroes else Alignment.EVIL
        if side is not spared:
            found.extend((card, waiting) for waiting in _defeat_waiting(table, card, watch))
    return found


def _defeat_waiting(
    table: Table, character: InstanceId, watch: frozenset[InstanceId]
) -> list[_Waiting]:
    """*character*'s own "If defeated", and its controller's cards watching its defeat.

    "If your Moabite is defeated by an opponent, you may add this card to battle": their
    territory-class characters in territory or in battle, whose ability is active there
    (REG: Territory Class Character), and whose words *character* fits, read while it is
    still in battle (:func:`~redemption_rules.effects.cards.defeat_watch`).
    """
    found: list[_Waiting] = []
    if character in watch:
        own = _own_event(table, character, Event.DEFEATED)
        if own is not None:
            found.append(own)
    battle = table.battle
    player = None if battle is None else battle.side_of(character)
    if battle is None or player is None:
        return found
    for card in _territory_and_side(table, battle, player):
        instance = table.instance(card)
        identity = instance.identity
        if (
            card not in watch
            or identity is None
            or not is_territory_character(table, card)
            or instance.converted is not None
        ):
            continue
        definition = table.card(card)
        abilities = _abilities(table, card)
        if abilities is None or abilities.ability is None:
            continue
        effects = abilities.ability.effects
        sections = dict(abilities.sections)
        scope = Scope(table.view(), player, source=card)
        indexes = tuple(
            i
            for i in abilities.on_event
            if _fires_on(effects[i], Event.DEFEATED)
            and identity in sections.get(i, (identity,))
            and _watches_defeat(definition, identity, effects[i])
            and scope.matches(
                character, cast("Selector", cast("OnEvent", effects[i].trigger).subject)
            )
        )
        if indexes:
            found.append(_waiting(card, player, indexes, abilities, abilities.ability))
    return found


def _watches_defeat(definition: CardDef, identity: CardType, effect: Effect) -> bool:
    trigger = effect.trigger
    return isinstance(trigger, OnEvent) and defeat_watch(definition, frozenset({identity}), trigger)


def _removed_from_battle(
    table: Table, act: Activation, watching: list[tuple[InstanceId, _Waiting]]
) -> None:
    """Fire what *watching* waits for, of the characters *act*'s effect took out of battle.

    "Defeated by an opponent": by an ability of a card an opponent of the character's
    controller controls.
    """
    battle = table.battle
    still = set() if battle is None else {*battle.heroes, *battle.evil_characters}
    for character, (card, controller, indexes, found, _optional) in watching:
        if character in still:
            continue
        by_opponent = act.controller != controller
        fired = _defeat_effects(found, indexes, by_opponent=by_opponent)
        if fired and found.ability is not None:
            _wait_defeat(table, card, controller, fired, found)


def defeated_in_battle(table: Table, card: InstanceId) -> Callable[[], None] | None:
    """*card* in battle is defeated at battle resolution: what that fires, once it moved.

    Called while the card is still in battle (by the numbers of the opposing side, or a
    Hero in a stalemate: REG Defeat); the function returned queues its own "If defeated
    [by an opponent]" and what watches its defeat (:func:`_defeat_waiting`; the opposing
    side is always an opponent's). None when nothing fires.
    """
    if not table.state.abilities:
        return None
    watch = _watching(table).get(Event.DEFEATED, _NONE)
    if not watch:
        return None
    waits: list[tuple[InstanceId, PlayerId, tuple[int, ...], CardAbilities]] = []
    for source, controller, indexes, found, _optional in _defeat_waiting(table, card, watch):
        fired = _defeat_effects(found, indexes, by_opponent=True)
        if fired:
            waits.append((source, controller, fired, found))
    if not waits:
        return None

    def fire() -> None:
        for source, controller, fired, found in waits:
            _wait_defeat(table, source, controller, fired, found)

    return fire


def _defeat_effects(
    found: CardAbilities, indexes: tuple[int, ...], *, by_opponent: bool
) -> tuple[int, ...]:
    """Of effects *indexes* ("If defeated"), those the defeat fires.

    "By an opponent" only when an opponent caused it.
    """
    ability = found.ability
    if ability is None:
        return ()
    return tuple(
        i for i in indexes if by_opponent or cast("OnEvent", ability.effects[i].trigger).by is None
    )


def _wait_defeat(
    table: Table,
    card: InstanceId,
    controller: PlayerId,
    indexes: tuple[int, ...],
    found: CardAbilities,
) -> None:
    ability = found.ability
    assert ability is not None  # noqa: S101 - the effects are its
    optional = all(ability.effects[i].optional for i in indexes)
    _wait(table, card, controller, indexes, found, optional=optional)


_Waiting = tuple[InstanceId, PlayerId, tuple[int, ...], CardAbilities, bool]
"""A triggered effect to wait: its card, controller, effects, abilities, and whether it is
optional as a whole."""


def _waiting(
    card: InstanceId,
    controller: PlayerId,
    indexes: tuple[int, ...],
    found: CardAbilities,
    ability: Ability,
) -> _Waiting:
    optional = all(ability.effects[i].optional for i in indexes)
    return (card, controller, indexes, found, optional)


def _souls_watching(table: Table, card: InstanceId, watch: frozenset[InstanceId]) -> list[_Waiting]:
    """The Lost Souls in play whose "If your evil human is discarded from battle" *card* fits.

    Each controlled by the player whose Land of Bondage holds it; what the words describe
    is read while *card* is still in battle.
    """
    found_souls: list[_Waiting] = []
    state: GameState | None = None
    for player in range(len(table.state.players)):
        seat = PlayerId(player)
        for soul in table.peek(seat, Zone.LAND_OF_BONDAGE):
            if soul not in watch or soul == card:
                continue
            found = _abilities(table, soul)
            if found is None or found.ability is None:
                continue
            definition = table.card(soul)
            if state is None:
                state = table.view()
            scope = Scope(state, seat, source=soul)
            indexes = tuple(
                i
                for i in found.on_event
                if _watches(found.ability.effects[i], definition, scope, card)
            )
            if indexes:
                found_souls.append(_waiting(soul, seat, indexes, found, found.ability))
    return found_souls


def _watches(effect: Effect, soul: CardDef, scope: Scope, card: InstanceId) -> bool:
    trigger = effect.trigger
    return (
        isinstance(trigger, OnEvent)
        and trigger.event is Event.DISCARDED
        and trigger.subject is not None
        and not about_itself(soul, trigger)
        and scope.matches(card, trigger.subject)
    )


def _discard_watch(table: Table) -> frozenset[InstanceId]:
    """The cards of the game with a triggered effect on a discard."""
    return _watching(table).get(Event.DISCARDED, _NONE)


def _watching(table: Table) -> dict[Event, frozenset[InstanceId]]:
    """The cards of the game with triggered effects, by event (worked out once a game)."""
    defs = table.defs
    known = _WATCHERS.get(id(defs))
    if known is not None and known[0] is defs:
        return known[1]
    found: dict[Event, set[InstanceId]] = {}
    for card, definition in enumerate(defs):
        if definition.has_special_ability:
            for event in card_abilities(definition).events:
                found.setdefault(event, set()).add(InstanceId(card))
    watching = {event: frozenset(cards) for event, cards in found.items()}
    if len(_WATCHERS) > 1_000:
        _WATCHERS.clear()
    _WATCHERS[id(defs)] = (defs, watching)
    return watching


_NONE: Final[frozenset[InstanceId]] = frozenset()
_WATCHERS: dict[int, tuple[tuple[CardDef, ...], dict[Event, frozenset[InstanceId]]]] = {}
"""Each game's cards with triggered effects by event, by its definitions' tuple."""


def battle_results(table: Table, battle: Battle, *, rescue: bool | None) -> None:
    """Battle resolution step 4 decided the rescue attempt and the block: what that fires.

    *rescue* says whether the rescue attempt succeeded (None: the battle was never one).
    "If rescue attempt fails" and "If block is successful" on the cards still in battle,
    whose abilities activated as they entered it, wait for step 5, for the player whose
    side each is on (REG: Battle Resolution, Rescue Attempt, Block). A block succeeds when
    the rescue attempt fails, or, in a battle that was never one, when the Heroes are
    defeated and the Evil Characters are not (the battle lost by the Heroes, or a
    stalemate); in a mutual destruction the REG says both, and it fires nothing.
    """
    if not table.state.abilities:
        return
    events: list[Event] = []
    if rescue is False:
        events.append(Event.RESCUE_ATTEMPT_FAILS)
    blocked = rescue is False or (
        rescue is None and battle.outcome in (BattleOutcome.EVIL_WINS, BattleOutcome.STALEMATE)
    )
    if battle.blocked and blocked and battle.taunt is None:
        events.append(Event.BLOCK_SUCCEEDS)
    for event in events:
        _fire_own(table, battle, battle.cards(), event)


def _fire_own(table: Table, battle: Battle, cards: Collection[InstanceId], event: Event) -> None:
    """*event* happened to *cards* in *battle*: the effects of theirs it fires wait.

    Each for the player whose side it is on; a character converted is passed over (its
    ability no longer acts: REG Convert).
    """
    watch = _watching(table).get(event)
    if not watch:
        return
    for card in cards:
        side = battle.side_of(card)
        if card in watch and side is not None and table.instance(card).converted is None:
            _trigger(table, card, side, event)


def _blocked_watched(table: Table) -> None:
    """A block is made: the Heroes in battle that watch for their own block fire.

    "If blocked, you may play an offering Enhancement": the ability activated as the Hero
    entered battle, and waits for Action Priority level 1 as the block is made, for the
    attacking player (REG: Conditional Phrases, Block).
    """
    battle = table.battle
    if battle is not None and table.state.abilities:
        _fire_own(table, battle, battle.heroes, Event.BLOCKED)


def battle_won(table: Table, battle: Battle) -> None:
    """Battle resolution step 3: "If your demon wins a battle" fires for the winners' side.

    The outcome is "Hero wins" or "Evil Character wins" (REG: Battle Resolution): each
    Fortress in the territory of the player whose characters won, watching a character of
    theirs winning (:func:`~redemption_rules.effects.cards.battle_won_watch`), fires once for
    that player when one of those still in battle fits its words; it waits with the effects
    that trigger on the result of the battle, before the rescue attempt is decided.
    """
    if not table.state.abilities:
        return
    outcome = battle.outcome
    if outcome is BattleOutcome.HERO_WINS:
        winners = battle.heroes
    elif outcome is BattleOutcome.EVIL_WINS:
        winners = battle.evil_characters
    else:
        return
    watch = _watching(table).get(Event.BATTLE_WON)
    if not watch or not winners:
        return
    count = len(table.state.players)
    sides = sorted(
        {side for card in winners if (side := battle.side_of(card)) is not None},
        key=lambda side: (side - table.active) % count,
    )
    for player in sides:
        mine = tuple(card for card in winners if battle.side_of(card) == player)
        fits = partial(_a_winner_fits, mine)
        for card in _watchers_of(table, player, watch, souls=False):
            _fire_watching(table, card, player, Event.BATTLE_WON, fits)


def _a_winner_fits(winners: tuple[InstanceId, ...], scope: Scope, effect: Effect) -> bool:
    """Whether one of *winners* fits the words of *effect*'s "If your demon wins a battle"."""
    subject = _subject_of(effect)
    return subject is not None and any(scope.matches(winner, subject) for winner in winners)


def _subject_of(effect: Effect) -> Selector | None:
    """The card *effect*'s event trigger names."""
    trigger = effect.trigger
    return trigger.subject if isinstance(trigger, OnEvent) else None


def taunt_won(table: Table, battle: Battle) -> None:
    """The Evil Character that began a taunt battle challenge won it: its payoff waits.

    The ability in the parentheses after its taunt identifier activates (REG: Taunt), for
    the player who taunted, as a triggered ability at battle resolution step 5, after the
    abilities step 4 set off; only this first Evil Character's, whoever else entered.
    """
    card = battle.taunt
    if card is None or not table.state.abilities:
        return
    found = _abilities(table, card)
    if found is None or not found.taunt:
        return
    _wait(table, card, battle.defender, found.taunt, found)


def activate_in_play(table: Table) -> bool:
    """Activate the lasting effects of every card already in play that has them.

    Lost Souls, Fortresses, active Artifacts, territory-class characters in territory.
    For a position set up with cards put straight into their places: they wait as
    triggered abilities do, in turn order from the active player. True if any does.
    """
    if not table.state.abilities:
        return False
    count = len(table.state.players)
    before = len(table.pending)
    for step in range(count):
        player = PlayerId((table.active + step) % count)
        for zone in (Zone.LAND_OF_BONDAGE, Zone.TERRITORY, Zone.ARTIFACT_PILE):
            for card in table.peek(player, zone):
                _come_into_play(table, card, player, zone)
    return len(table.pending) > before


def _come_into_play(table: Table, card: InstanceId, controller: PlayerId, zone: Zone) -> None:
    """Activate what *card* does while in play, as it comes into *zone* (REG: Duration).

    A Lost Soul's, Fortress's or Artifact's lasting effects wait with the triggered
    abilities; they last while the card stays in play (``WHILE_IN_PLAY``), or active. A card
    in a Land of Bondage acts as a Lost Soul; one in an Artifact pile, face up, as an
    Artifact. A territory-class character's, put in a territory, last while it stays there;
    not a Hero's converted to an Evil Character (REG: Convert).
    """
    definition = table.card(card)
    if not card_abilities(definition).in_play:
        return
    instance = table.instance(card)
    identity = instance.identity
    if zone is Zone.LAND_OF_BONDAGE and definition.has_identity(CardType.LOST_SOUL):
        identity = CardType.LOST_SOUL
    if zone is Zone.ARTIFACT_PILE and (instance.face_down or identity is not CardType.ARTIFACT):
        return
    if zone is Zone.TERRITORY and identity is not None and identity.is_character:
        if CardClass.TERRITORY not in definition.classes or instance.converted is not None:
            return
    elif identity not in IN_PLAY:
        return
    found = _abilities(table, card)
    if found is None:
        return
    sections = dict(found.sections)
    acting = IN_PLAY | frozenset(definition.identities)
    effects = tuple(i for i in found.in_play if identity in sections.get(i, acting))
    if not effects:
        return
    _wait(table, card, controller, effects, found)


def _trigger(
    table: Table, card: InstanceId, controller: PlayerId, event: Event, *, site: bool = False
) -> None:
    """*card*'s effects that *event* fires wait for *controller*.

    With *site*, the event is the card going into a Site: "If this Lost Soul is put in a
    Site" fires then, and only then (:func:`_fires_on`).
    """
    found = _abilities(table, card)
    if found is None or found.ability is None:
        return
    effects = found.ability.effects
    definition = table.card(card)
    indexes = tuple(
        i
        for i in found.on_event
        if _fires_on(effects[i], event, site=site)
        and about_itself(definition, cast("OnEvent", effects[i].trigger))
    )
    if not indexes:
        return
    optional = all(found.ability.effects[i].optional for i in indexes)
    _wait(table, card, controller, indexes, found, optional=optional)


def _wait(
    table: Table,
    card: InstanceId,
    controller: PlayerId,
    effects: tuple[int, ...],
    found: CardAbilities,
    *,
    optional: bool = False,
    cause: InstanceId | None = None,
) -> None:
    """Effects *effects* of *card* wait as a triggered ability, unless a prevention stops it.

    Not once its usage limit is reached (REG: Limit).
    """
    if _limit_reached_now(table, card, controller):
        return
    activation = Activation(
        id=table.next_serial(),
        card=card,
        controller=controller,
        effects=effects,
        played=_played_at(table, card),
        shield=found.shield,
        trigger=True,
        optional=optional,
        cause=cause,
    )
    if not _stopped(table, activation):
        table.pending.append(activation)


def _fires_on(effect: Effect, event: Event, *, site: bool = False) -> bool:
    """Whether *event* fires *effect*; with *site*, the event is a card put in a Site.

    "If this Lost Soul is put in a Site" waits for that, not for the Lost Soul coming into
    play; "If put in play" the other way round.
    """
    trigger = effect.trigger
    if not isinstance(trigger, OnEvent) or trigger.event is not event:
        return False
    return event is not Event.PUT_IN_PLAY or put_in_a_site(trigger) is site


def queue_pending(table: Table) -> bool:
    """Action Priority level 1: waiting triggered abilities go onto the stack.

    Each player's mandatory ones come before their optional ones, players in turn order
    from the active player (REG: Action Priority, Triggered Effect). True if any moved.
    """
    close_entries(table)
    if not table.pending:
        return False
    count = len(table.state.players)
    order = [PlayerId((table.active + step) % count) for step in range(count)]
    ranked = sorted(
        table.pending,
        key=lambda a: (order.index(a.controller), a.optional, a.id),
    )
    table.pending.clear()
    table.stack[:0] = ranked
    return True


def fire_moment(table: Table, moment: str) -> bool:
    """Fire the delayed effects waiting for *moment* ("after battle"); True if any fired."""
    due = [entry for entry in table.delayed if entry.moment == moment]
    if not due:
        return False
    table.delayed[:] = [entry for entry in table.delayed if entry.moment != moment]
    _fire_delayed(table, due)
    return True


def _fire_delayed(table: Table, due: Sequence[Delayed]) -> None:
    """Put the delayed effects *due* on the stack, as triggered activations of their cards."""
    fired = []
    for entry in due:
        found = card_abilities(table.card(entry.card))
        fired.append(
            Activation(
                id=table.next_serial(),
                card=entry.card,
                controller=entry.controller,
                effects=entry.effects,
                played=entry.played,
                results=entry.results,
                shield=found.shield,
                trigger=True,
            )
        )
    table.stack[:0] = fired


# == what a player could do =====================================================================


def useful(state: GameState, card: InstanceId, player: PlayerId) -> bool:
    """Whether playing *card* (a Dominant) would let its ability do anything now.

    Worked out once per position (a state with the same cards in the same places shares it).
    """
    memo = state.memo()
    key = ("useful", card, player)
    known = memo.get(key)
    if known is None:
        known = memo[key] = _useful(state, card, player)
    return bool(known)


def _useful(state: GameState, card: InstanceId, player: PlayerId) -> bool:
    probes = _probes(state.card(card))
    if probes is None:
        return True  # it plays with no effect, as by the numbers
    since = state.serial + 1
    shielded: dict[str, frozenset[InstanceId]] = {}
    for probe in probes:
        first = probe.checks[0]
        if first.effect.condition is not None and not Scope(
            state, player, source=card, since=since
        ).holds(first.effect.condition):
            continue
        for check in probe.checks:
            kind = check.effect.kind
            if kind not in shielded:
                shielded[kind] = shielded_from(state, card, None, kind)
        if all(
            _check_possible(
                state, card, player, check, since=since, shielded=shielded[check.effect.kind]
            )
            for check in probe.checks
        ):
            return True
    return False


def _check_possible(
    state: GameState,
    card: InstanceId,
    player: PlayerId,
    check: _Check,
    *,
    since: int,
    shielded: frozenset[InstanceId],
) -> bool:
    """Whether one effect of a Dominant played now could do anything."""
    if check.possible is None:
        return True
    context = EffectContext(
        state,
        player,
        actor=player,
        source=card,
        since=since,
        effect=check.index,
        followed=check.followed,
        that=player if check.effect.actor is not None else None,
        shielded=shielded,
    )
    try:
        return bool(check.possible(context, check.effect))
    except Asked:
        return True


def use_possible(
    state: GameState, card: InstanceId, player: PlayerId, effects: tuple[int, ...]
) -> bool:
    """Whether using the manually triggered *effects* of *card* would do anything now.

    Not when a prevention covers the card (a negate keeps it from activating this phase).
    """
    found = card_abilities(state.card(card))
    assert found.ability is not None  # noqa: S101 - only read abilities have such effects
    if _would_be_prevented(state, card, player, found, effects):
        return False
    activation = Activation(
        0,
        card,
        player,
        effects,
        played=state.serial,
        user=_user_of(state.battle, card),
        elected=True,
    )
    return _does_something(state, activation, found.ability)


def _does_something(state: GameState, activation: Activation, ability: Ability) -> bool:
    for stage in plan(ability, activation.effects):
        for chain in stage.options:
            effect = ability.effects[chain[0]]
            if effect.condition is not None and not _scope(state, activation).holds(
                effect.condition
            ):
                continue
            if _option_possible(state, activation, ability, chain):
                return True
    return False


@attrs.frozen
class _Check:
    """One effect :func:`useful` tests: the first of an option, or the benefit of a cost."""

    index: int
    """The effect, by index in the ability."""
    effect: Effect
    possible: EffectCheck | None
    """Its pack's test of whether it could do anything now (None: it always could)."""
    followed: bool
    """Whether a later effect acts on what it finds (see :class:`EffectContext`)."""


@attrs.frozen
class _Probe:
    """What :func:`useful` tests of one option of a card's ability: the same for every game.

    The option could do something when each of its checks could (see
    :func:`_option_possible`); the first check's condition must hold.
    """

    checks: tuple[_Check, ...]


def _probes(definition: CardDef) -> tuple[_Probe, ...] | None:
    """The options :func:`useful` tests for a card played, in order; None if not carried out.

    Worked out once per card definition and plugin manager, as :func:`card_abilities` is.
    """
    manager = default_manager()
    key = (id(definition), id(manager))
    cached = _PROBES.get(key)
    if cached is not None and cached[0] is definition and cached[1] is manager:
        return cached[2]
    found = card_abilities(definition, manager)
    probes: tuple[_Probe, ...] | None = None
    if found.ability is not None and found.carried_out:
        ability = found.ability
        specs = effect_specs(manager)
        listed: list[_Probe] = []
        acting = _acting_as(None, definition)
        for stage in plan(ability, tuple(index for _, index in found.on_play_as(acting))):
            for chain in stage.options:
                checks = (_check_of(ability, specs, i) for i in _checked(ability, chain))
                listed.append(_Probe(tuple(checks)))
        probes = tuple(listed)
    if len(_PROBES) > 50_000:
        _PROBES.clear()
    _PROBES[key] = (definition, manager, probes)
    return probes


_PROBES: dict[tuple[int, int], tuple[CardDef, object, tuple[_Probe, ...] | None]] = {}


def _check_of(ability: Ability, specs: dict[str, EffectSpec], index: int) -> _Check:
    effect = ability.effects[index]
    spec = specs.get(effect.kind)
    after = ability.effects[index + 1] if index + 1 < len(ability.effects) else None
    followed = after is not None and after.link in (Link.AND, Link.THEN) and refers_back(after)
    return _Check(index, effect, None if spec is None else spec.possible, followed)
