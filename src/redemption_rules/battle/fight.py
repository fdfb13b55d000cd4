"""Battle: attacks, blocks, Enhancements, initiative and resolution (REG: Battle Phase).

A battle begins with an attack, goes on while the players with initiative play Enhancements,
and ends in resolution: the outcome by the numbers, the rescue, weapons taken, and the cards
going home or to the discard pile.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from attrs import evolve

from redemption_rules import healing
from redemption_rules.actions import (
    AcceptTaunt,
    Action,
    AddSite,
    Attack,
    Block,
    Decline,
    Equip,
    Pass,
    PlayEnhancement,
    SurrenderSoul,
    Taunt,
)
from redemption_rules.battle.initiative import initiative, other_player
from redemption_rules.battle.numbers import battle_situation, character_numbers
from redemption_rules.cards.model import CardClass, CardType
from redemption_rules.effects import duration, resolution
from redemption_rules.effects.cards import card_abilities
from redemption_rules.effects.grants import can_use_enhancement, has_site_access
from redemption_rules.effects.protection import protected_from, protected_from_rescue
from redemption_rules.effects.timing import Moment
from redemption_rules.events import (
    BattleBegan,
    BattleResolved,
    BlockDeclined,
    Blocked,
    EnhancementPlayed,
    Equipped,
    InitiativeGiven,
    Passed,
    SiteAdded,
    SoulRescued,
    TauntAccepted,
    TauntDeclined,
    Taunted,
)
from redemption_rules.playing import (
    accessible_souls,
    characters_available,
    is_paralyzed,
    is_soul,
    is_warrior,
    uniqueness_problem,
    unoccupied_sites,
)
from redemption_rules.state import (
    NEW_BATTLE,
    SITE_ACCESS,
    Battle,
    BattleKind,
    BattleOutcome,
    DecisionKind,
    EndReason,
    Enhancement,
    GameState,
    Healing,
    InstanceId,
    PlayerId,
    Situation,
    Until,
    a_or_an,
    changed,
)
from redemption_rules.turn import (
    begin_discard_phase,
    begin_new_battle,
    card_label,
    check_unreachable,
)
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from collections.abc import Sequence

    from redemption_rules.table import Cards, Table


def attack(table: Table, action: Attack) -> None:
    """Begin a battle: the Hero and any Site enter, the defender may block (REG: Attack)."""
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
    _entered(table, action.hero)
    resolution.fire_group(table, _group(table.battle, action.hero), player)
    table.decide(action.defender, DecisionKind.BLOCK)


def taunt(table: Table, action: Taunt) -> None:
    """Begin a taunt battle challenge: the Evil Character enters, the defender may accept.

    REG: Taunt. In place of an attack, and like one the battle of the turn against a player
    attacked once a Battle Phase (REG: Attack). The player taunted is on the good side
    (``Battle.attacker``), the player who taunted on the evil side (``Battle.defender``).
    """
    player = table.active
    table.move(
        action.character,
        (player, Zone.TERRITORY),
        (None, Zone.FIELD_OF_BATTLE),
        identity=CardType.EVIL_CHARACTER,
    )
    table.battle = Battle(
        attacker=action.defender,
        defender=player,
        kind=BattleKind.BATTLE_CHALLENGE,
        evil_characters=(action.character,),
        enhancements=_bring_weapon(table, player, action.character),
        last_played_by=player,
        taunt=action.character,
    )
    table.battles_this_turn += 1
    table.attacked_this_phase = (*table.attacked_this_phase, action.defender)
    table.emit(Taunted(player, action.defender, action.character))
    _entered(table, action.character)
    resolution.fire_group(table, _group(table.battle, action.character), player)
    table.decide(action.defender, DecisionKind.TAUNT)


def accept_taunt(table: Table, action: AcceptTaunt) -> None:
    """Accept a taunt battle challenge with a Hero from hand or territory (REG: Taunt)."""
    battle = current_battle(table)
    player = battle.attacker
    _enter_side(table, battle, player, action.hero, TauntAccepted(player, action.hero))


def _enter_side(
    table: Table,
    battle: Battle,
    player: PlayerId,
    character: InstanceId,
    event: TauntAccepted | Blocked,
) -> None:
    """*player* puts *character* into battle on their side from hand or territory.

    It brings its weapon, its player played last (the passes start again), and its
    abilities fire with the weapon's as one group (REG: Enters Battle, Used By).
    """
    hero = player == battle.attacker
    source = (
        player,
        Zone.HAND if character in table.peek(player, Zone.HAND) else Zone.TERRITORY,
    )
    identity = CardType.HERO if hero else CardType.EVIL_CHARACTER
    table.move(character, source, (None, Zone.FIELD_OF_BATTLE), identity=identity)
    side = (
        {"heroes": (*battle.heroes, character)}
        if hero
        else {
            "evil_characters": (*battle.evil_characters, character),
            "blocked": True,
        }
    )
    battle = changed(
        battle,
        enhancements=battle.enhancements + _bring_weapon(table, player, character),
        last_played_by=player,
        passes=0,
        **side,
    )
    table.emit(event)
    _entered(table, character)
    table.battle = battle
    resolution.fire_group(table, _group(battle, character), player)
    _after_play(table, battle)


def _group(battle: Battle, character: InstanceId) -> list[tuple[InstanceId, InstanceId | None]]:
    """A character entering battle, with the weapons it uses (REG: Used By)."""
    weapons = [
        (e.card, character) for e in battle.enhancements if e.user == character and not e.placed
    ]
    return [(character, None), *weapons]


def _entered(table: Table, character: InstanceId) -> None:
    """A unique character enters battle once a turn (REG: Enters Battle)."""
    if table.card(character).is_unique:
        table.entered_battle = (*table.entered_battle, character)


def block(table: Table, action: Block) -> None:
    """Block with an Evil Character from hand or territory (REG: Block)."""
    battle = current_battle(table)
    defender = battle.defender
    _enter_side(table, battle, defender, action.character, Blocked(defender, action.character))


def _after_play(table: Table, battle: Battle) -> None:
    """After a card is played in battle: initiative now, or once its abilities resolved."""
    table.battle = battle
    if table.stack:
        table.decision = None
        table.continuation = "initiative"
    else:
        give_initiative(table)


def continue_initiative(table: Table) -> None:
    """Initiative, once the abilities of the cards played have resolved (REG: Initiative)."""
    if table.battle is not None:
        give_initiative(table)


def _bring_weapon(table: Table, player: PlayerId, character: InstanceId) -> tuple[Enhancement, ...]:
    """A warrior entering battle from territory brings its weapon, which it uses.

    And a character the cards placed on it, which follow it (REG: Place).
    """
    return resolution.bring_along(table, character, (player, Zone.TERRITORY), player)


def equip_in_battle(table: Table, action: Equip) -> None:
    """At the end of battle, a warrior without a weapon takes one (REG: Battle Resolution 7)."""
    battle = current_battle(table)
    enhancements = tuple(
        evolve(e, user=action.warrior, equipped=True) if e.card == action.weapon else e
        for e in battle.enhancements
    )
    player = table.decision.player if table.decision is not None else battle.attacker
    table.emit(Equipped(player, action.weapon, action.warrior))
    offer_weapons(table, changed(battle, enhancements=enhancements))


def decline(table: Table, action: Decline) -> None:  # noqa: ARG001 - no fields to read
    """Decline to block, to play more, or to equip a weapon at the end of battle."""
    battle = current_battle(table)
    if table.decision is not None and table.decision.kind is DecisionKind.EQUIP:
        offer_weapons(table, changed(battle, equipping=battle.equipping[1:]))
        return
    if table.decision is not None and table.decision.kind is DecisionKind.TAUNT:
        table.emit(TauntDeclined(battle.attacker))
    elif not battle.blocked and battle.taunt is None:
        table.emit(BlockDeclined(battle.defender))
    resolve_battle(table, battle)


def play_enhancement(table: Table, action: PlayEnhancement) -> None:
    """Play an Enhancement on a character in battle that can use it (REG: Enhancement)."""
    player, battle = _put_in_battle(table, action)
    played = resolution.record_play(table, action.card, player, in_battle=True)
    resolution.fire(table, action.card, player, played=played, user=action.character)
    _after_play(table, battle)


def _put_in_battle(table: Table, action: PlayEnhancement) -> tuple[PlayerId, Battle]:
    """Move the Enhancement from hand to battle, on the character who uses it.

    The player to act played it; they played last, and the passes start again.
    """
    battle = current_battle(table)
    player = table.state.to_act
    assert player is not None  # noqa: S101 - a decision is pending while the game runs
    identity = (
        CardType.GOOD_ENHANCEMENT
        if action.character in battle.heroes
        else CardType.EVIL_ENHANCEMENT
    )
    table.move(action.card, (player, Zone.HAND), (None, Zone.FIELD_OF_BATTLE), identity=identity)
    battle = changed(
        battle,
        enhancements=(*battle.enhancements, Enhancement(action.card, action.character, player)),
        last_played_by=player,
        passes=0,
    )
    table.emit(EnhancementPlayed(player, action.card, action.character))
    table.battle = battle
    return player, battle


def special_initiative_actions(state: GameState, player: PlayerId) -> list[Action]:
    """The Enhancements *player* may play to answer the removal waiting on the stack.

    Each is offered on every character of theirs in battle that can use it (REG: Special
    Initiative).
    """
    if not state.stack:
        return []
    top = state.stack[0]
    pairs = resolution.special_initiative_answers(state, player, top.card, top.shield)
    return [PlayEnhancement(card, user) for card, user in pairs]


def answer_special_initiative(table: Table, action: PlayEnhancement) -> None:
    """Answer the removal with an Enhancement; the removal resumes once it has resolved."""
    top = table.stack[0]
    table.stack[0] = evolve(top, paused=False)
    player, _ = _put_in_battle(table, action)
    table.decision = None
    played = resolution.record_play(table, action.card, player, in_battle=True)
    resolution.fire(table, action.card, player, played=played, user=action.character)


def decline_special_initiative(table: Table, action: Decline) -> None:  # noqa: ARG001 - no fields to read
    """Let the removal complete."""
    top = table.stack[0]
    table.stack[0] = evolve(top, paused=False)
    table.decision = None


def pass_initiative(table: Table, action: Pass) -> None:  # noqa: ARG001 - no fields to read
    """Pass initiative in a tied battle; enough passes in a row resolve it (REG: Pass)."""
    battle = current_battle(table)
    player = table.state.to_act
    assert player is not None  # noqa: S101 - a decision is pending while the game runs
    table.emit(Passed(player))
    battle = changed(battle, passes=battle.passes + 1)
    if battle.passes >= table.ruleset.passes_to_resolve:
        resolve_battle(table, battle)
        return
    holder = other_player(battle, player)
    table.battle = changed(battle, initiative=holder)
    table.emit(InitiativeGiven(holder, battle_situation(table, battle)))
    table.decide(holder, DecisionKind.INITIATIVE)


def give_initiative(table: Table) -> None:
    """Work out who has initiative in the battle on the table now and ask them (REG: Initiative).

    The lasting effects in play cover the cards their words name first: a character just
    come into battle from a territory a protection there named is no longer protected, and
    one a lasting decrease leaves with no toughness is discarded, gone from the battle.
    """
    duration.follow(table)
    battle = current_battle(table)
    current = battle_situation(table, battle)
    holder = initiative(table.ruleset, battle, current)
    table.battle = changed(battle, initiative=holder)
    table.emit(InitiativeGiven(holder, current))
    table.decide(holder, DecisionKind.INITIATIVE)


def resolve_battle(table: Table, battle: Battle) -> None:
    """Battle resolution by the numbers (REG: Battle Resolution, steps 1 to 4).

    The outcome is decided first; the characters it discards wait while their controllers
    may heal them (REG: Heal), then while a "may ... instead" watching them is offered (REG:
    Instead).
    """
    doomed: tuple[InstanceId, ...]
    if battle.forced is not None:  # an end the battle effect said how: nobody is discarded
        outcome, doomed = battle.forced, ()
    else:
        outcome, doomed = _judge(table, battle)
    battle = changed(battle, outcome=outcome, healing=Healing(doomed) if doomed else None)
    table.battle = battle
    if healing.offer_at_resolution(table) or resolution.offer_replacement(
        table, _defeated_at_resolution(battle)
    ):
        return
    _resolve(table, battle)


def end_battle(table: Table) -> None:
    """An end the battle effect has completed: battle resolution begins now.

    REG: End the Battle.
    """
    battle = table.battle
    if battle is None:
        return
    table.decision = None
    table.resume = None
    if not battle.cards() and any(use.key == NEW_BATTLE for use in table.uses):
        _go_home(table, battle)  # an empty Field of Battle: the new battle begins at once
        return
    resolve_battle(table, battle)


def continue_resolution(table: Table) -> None:
    """Battle resolution goes on once a player has answered what its discards wait for.

    A heal, or declined to (REG: Heal); a "may ... instead", used or declined (REG: Instead).
    """
    battle = table.battle
    if battle is None:
        return
    if healing.offer_at_resolution(table) or resolution.offer_replacement(
        table, _defeated_at_resolution(battle)
    ):
        return
    _resolve(table, table.battle or battle)


def _defeated_at_resolution(battle: Battle) -> tuple[InstanceId, ...]:
    """The characters battle resolution defeats (REG: Defeat).

    Those discarded by the numbers of the other side (not a Hero in a mutual destruction),
    and the Heroes in a stalemate.
    """
    outcome = battle.outcome
    if outcome is None:
        return ()
    doomed = battle.healing.characters if battle.healing is not None else ()
    found = [
        c for c in doomed if _in_battle(battle, c) and _defeated_by_numbers(battle, c, outcome)
    ]
    if outcome is BattleOutcome.STALEMATE:
        found.extend(battle.heroes)
    return tuple(found)


def _in_battle(battle: Battle, card: InstanceId) -> bool:
    """Whether *card* is a character in *battle*, on either side."""
    return card in battle.heroes or card in battle.evil_characters


def _resolve(table: Table, battle: Battle) -> None:
    """Steps 2 to 4: the discards decided, what they fire, then the rescue attempt."""
    outcome, battle = _decide_outcome(table, battle)
    table.battle = battle
    resolution.battle_won(table, battle)  # step 3: what the result of the battle fires
    if table.pending:  # step 3: "If this card is discarded" and the like fire first
        table.decision = None
        table.continuation = "rescue_attempt"
        return
    _rescue_attempt(table, battle, outcome)


def continue_rescue_attempt(table: Table) -> None:
    """Battle resolution goes on with step 4 once what the discards fired has resolved."""
    battle = table.battle
    if battle is not None and battle.outcome is not None:
        _rescue_attempt(table, battle, battle.outcome)


def _rescue_attempt(table: Table, battle: Battle, outcome: BattleOutcome) -> None:
    """Step 4: the rescue attempt, then what follows."""
    succeeds: bool | None = None
    if battle.rescued:  # it succeeded in the middle of the battle; nothing more to take
        succeeds = True
    elif battle.kind is BattleKind.RESCUE_ATTEMPT:
        succeeds = outcome in (BattleOutcome.HERO_WINS, BattleOutcome.MUTUAL_DESTRUCTION)
    table.emit(BattleResolved(outcome, succeeds))
    table.battle = battle
    resolution.battle_results(table, battle, rescue=succeeds)
    if taunt_won(battle, outcome):
        resolution.taunt_won(table, battle)
    souls = rescuable_souls(table.view(), battle) if succeeds and not battle.rescued else []
    if souls:
        chooser = battle.attacker if table.ruleset.rescuers_choice else battle.defender
        if len(souls) > 1:
            table.decide(chooser, DecisionKind.SURRENDER_SOUL)
            return
        if rescue(table, battle, souls[0]):
            return
    _after_rescue(table, battle)


def taunt_won(battle: Battle, outcome: BattleOutcome) -> bool:
    """Whether the Evil Character that began a taunt battle challenge has won it.

    REG: Taunt. The player taunted declined (no Hero came: the evil side wins), or every
    Hero that opposed it is defeated (REG: Defeat): discarded by the numbers of the Evil
    Characters, removed from battle by an ability, or in a stalemate. The Evil Character
    must still be in battle; a mutual destruction defeats it too.
    """
    return (
        battle.taunt is not None
        and battle.taunt in battle.evil_characters
        and outcome in (BattleOutcome.EVIL_WINS, BattleOutcome.STALEMATE)
    )


def rescuable_souls(state: GameState, battle: Battle) -> list[InstanceId]:
    """The Lost Souls the Heroes in *battle* may rescue at its resolution.

    Those they can reach (in the Sites a Hero has access to: REG Site Access), but
    not one protected from every Hero in battle: "a Lost Soul that is protected from cards
    cannot be rescued by any cards it is protected from" (REG: Immune and Protect), nor one
    protected from rescue by each of them.
    """
    souls = accessible_souls(state, battle.defender, battle.sites)
    if any(e.status == SITE_ACCESS and e.card in battle.heroes for e in state.lasting):
        for card in state.players[battle.defender].territory:
            site = state.cards[card].held_by
            if (
                site is not None
                and card not in souls
                and state.cards[site].identity is CardType.SITE  # not held on a Fortress
                and is_soul(state, card)
                and any(has_site_access(state, hero, site) for hero in battle.heroes)
            ):
                souls.append(card)
    if not state.protections:
        return souls
    return [
        soul
        for soul in souls
        if not battle.heroes
        or not all(
            protected_from(state, soul, h) or protected_from_rescue(state, soul, h)
            for h in battle.heroes
        )
    ]


def _after_rescue(table: Table, battle: Battle) -> None:
    """Steps 5 to 7: after-battle and success triggers fire, then the cards go home."""
    table.battle = battle
    resolution.notice(table)  # what the rescue set off fires now, at step 5
    fired = resolution.fire_moment(table, Moment.AFTER_BATTLE.value)
    fired = resolution.fire_moment(table, Moment.END_OF_BATTLE.value) or fired
    if fired or table.pending or table.stack:
        table.decision = None
        table.continuation = "finish_battle"
        return
    finish_battle(table, battle)


def continue_finish_battle(table: Table) -> None:
    """Battle resolution goes on once its triggered abilities have resolved."""
    battle = table.battle
    if battle is not None:
        finish_battle(table, battle)


def _judge(table: Table, battle: Battle) -> tuple[BattleOutcome, tuple[InstanceId, ...]]:
    """Steps 1 and 2 decided: the outcome, and the characters it discards (none moved yet).

    Step 1: Enhancement numbers join their users; toughness 0 or less is discarded. Step 2:
    the outcome among the rest, and the characters beaten by the numbers.
    """
    low = tuple(
        card
        for card in (*battle.heroes, *battle.evil_characters)
        if character_numbers(table, battle, card)[1] <= 0
    )
    rest = changed(
        battle,
        heroes=tuple(c for c in battle.heroes if c not in low),
        evil_characters=tuple(c for c in battle.evil_characters if c not in low),
    )
    if not rest.heroes and not rest.evil_characters:
        return BattleOutcome.MUTUAL_REMOVAL, low
    if not rest.evil_characters:
        return BattleOutcome.HERO_WINS, low
    if not rest.heroes:
        return BattleOutcome.EVIL_WINS, low
    outcome = _OUTCOME_BY_SITUATION[battle_situation(table, rest)]
    beaten: tuple[InstanceId, ...] = ()
    if outcome in (BattleOutcome.HERO_WINS, BattleOutcome.MUTUAL_DESTRUCTION):
        beaten += rest.evil_characters
    if outcome in (BattleOutcome.EVIL_WINS, BattleOutcome.MUTUAL_DESTRUCTION):
        beaten += rest.heroes
    return outcome, low + beaten


def _decide_outcome(table: Table, battle: Battle) -> tuple[BattleOutcome, Battle]:
    """Steps 1 and 2 carried out: the characters decided on are discarded, but those healed.

    Then the Enhancements left with no character to use them.
    """
    outcome = battle.outcome
    assert outcome is not None  # noqa: S101 - _judge decided it
    doomed = battle.healing.characters if battle.healing is not None else ()
    table.battle = battle
    if outcome is BattleOutcome.STALEMATE:
        for card in battle.heroes:
            if resolution.defeat_replaced(table, card):
                continue  # something else instead of the defeat (REG: Instead)
            fired = resolution.defeated_in_battle(table, card)
            if fired is not None:
                fired()
        battle = current_battle(table)
    resolution.replace_discards(table, [c for c in doomed if _in_battle(battle, c)])
    for card in doomed:
        if _in_battle(battle, card):
            defeated = _defeated_by_numbers(battle, card, outcome)
            table.battle = battle  # without those discarded before it
            if defeated and resolution.defeat_replaced(table, card):
                battle = current_battle(table)
                continue  # something else instead of the defeat (REG: Instead)
            fired = resolution.defeated_in_battle(table, card) if defeated else None
            battle = discard_from_battle(table, battle, card)
            if fired is not None:
                fired()
    resolution.replaced_done(table)
    users = set(battle.heroes) | set(battle.evil_characters)
    for enhancement in battle.enhancements:
        if enhancement.user not in users:
            battle = discard_from_battle(table, battle, enhancement.card)
    return outcome, changed(battle, healing=None)


def _defeated_by_numbers(battle: Battle, card: InstanceId, outcome: BattleOutcome) -> bool:
    """Whether *card*, discarded at battle resolution, is defeated (REG: Defeat).

    A Hero discarded by the numbers of the Evil Characters, but not in a mutual
    destruction; an Evil Character discarded by the numbers of the Heroes, in a mutual
    destruction too.
    """
    if card in battle.heroes:
        return outcome is BattleOutcome.EVIL_WINS
    return outcome in (BattleOutcome.HERO_WINS, BattleOutcome.MUTUAL_DESTRUCTION)


def surrender_soul(table: Table, action: SurrenderSoul) -> None:
    """The chosen Lost Soul is rescued (REG: Battle Resolution step 4)."""
    battle = current_battle(table)
    if not rescue(table, battle, action.soul):
        _after_rescue(table, battle)


def rescue(table: Table, battle: Battle, soul: InstanceId) -> bool:
    """Move *soul* to the rescuer's Land of Redemption; True if that ended the game."""
    held = table.instance(soul).held_by is not None
    source = (battle.defender, Zone.TERRITORY if held else Zone.LAND_OF_BONDAGE)
    table.move(soul, source, (battle.attacker, Zone.LAND_OF_REDEMPTION))
    table.emit(SoulRescued(battle.attacker, soul, battle.defender))
    if len(table.peek(battle.attacker, Zone.LAND_OF_REDEMPTION)) >= table.ruleset.souls_to_win:
        table.end_game(battle.attacker, EndReason.SOULS)
        return True
    return False


def finish_battle(table: Table, battle: Battle) -> None:
    """Step 7: warriors may take weapons, then the rest goes home or to the discard pile."""
    offer_weapons(table, changed(battle, equipping=(battle.attacker, battle.defender)))


def offer_weapons(table: Table, battle: Battle) -> None:
    """Ask each player in turn, while they have a choice, which weapon a warrior takes."""
    while battle.equipping:
        player = battle.equipping[0]
        if weapon_choices(table, battle, player):
            table.battle = battle
            table.decide(player, DecisionKind.EQUIP)
            return
        battle = changed(battle, equipping=battle.equipping[1:])
    _go_home(table, battle)


def _go_home(table: Table, battle: Battle) -> None:
    """The end of battle resolution (REG: Battle Resolution step 7), then the Discard Phase.

    Unequipped Enhancements are discarded; characters go to their owner's territory, and the
    weapons equipped to them and the cards placed on them follow them there, whoever owns
    the card (REG: Weapon, Place).
    """
    for enhancement in battle.enhancements:
        if not enhancement.equipped and not enhancement.placed:
            battle = discard_from_battle(table, battle, enhancement.card)
    for site in battle.sites:
        table.move(site, (None, Zone.FIELD_OF_BATTLE), (table.instance(site).owner, Zone.TERRITORY))
    for card in (*battle.heroes, *battle.evil_characters):
        home = (table.instance(card).owner, Zone.TERRITORY)
        table.move(card, (None, Zone.FIELD_OF_BATTLE), home)
        for enhancement in battle.enhancements:
            if enhancement.user == card and enhancement.placed:  # placed on it: stays on it
                table.move(enhancement.card, (None, Zone.FIELD_OF_BATTLE), home, held_by=card)
            elif enhancement.user == card:
                table.move(enhancement.card, (None, Zone.FIELD_OF_BATTLE), home, equipped_to=card)
    table.battle = None
    table.delayed[:] = [d for d in table.delayed if d.moment not in _BATTLE_MOMENTS]
    table.preventions[:] = [p for p in table.preventions if p.until is not Until.BATTLE]
    table.protections[:] = [p for p in table.protections if p.until is not Until.BATTLE]
    table.restrictions[:] = [r for r in table.restrictions if r.until is not Until.BATTLE]
    resolution.end_lasting(table, Until.BATTLE)
    if check_unreachable(table) or begin_new_battle(table):
        return
    begin_discard_phase(table)


def discard_from_battle(table: Table, battle: Battle, card: InstanceId) -> Battle:
    """Put a card in battle into its owner's discard pile; the battle without it.

    An "instead" watching the discard may send it elsewhere in its place
    (:func:`~redemption_rules.effects.resolution.discard_replaced`).

    What the discard fires waits for battle resolution step 3 (REG: Battle Resolution).
    """
    owner = table.instance(card).owner
    table.battle = battle
    if resolution.discard_replaced(table, card):
        return current_battle(table)  # carried out instead of the discard (REG: Instead)
    fired = resolution.discarding_from_battle(table, card)
    table.move(card, (None, Zone.FIELD_OF_BATTLE), (owner, Zone.DISCARD_PILE))
    if fired is not None:
        fired()
    return changed(
        battle,
        heroes=tuple(c for c in battle.heroes if c != card),
        evil_characters=tuple(c for c in battle.evil_characters if c != card),
        enhancements=tuple(e for e in battle.enhancements if e.card != card),
    )


def current_battle(table: Table) -> Battle:
    """The battle being fought (battle decisions exist only in a battle)."""
    battle = table.battle
    assert battle is not None  # noqa: S101 - battle decisions exist only in a battle
    return battle


_BATTLE_MOMENTS: Final = frozenset({Moment.AFTER_BATTLE.value, Moment.END_OF_BATTLE.value})

_OUTCOME_BY_SITUATION: Final = {
    Situation.WINNING: BattleOutcome.HERO_WINS,
    Situation.LOSING: BattleOutcome.EVIL_WINS,
    Situation.MUTUAL_DESTRUCTION: BattleOutcome.MUTUAL_DESTRUCTION,
    Situation.STALEMATE: BattleOutcome.STALEMATE,
}


def weapon_choices(table: Cards, battle: Battle, player: PlayerId) -> list[Action]:
    """At the end of battle, weapons that *player*'s warriors without one may take.

    An unequipped weapon in battle, for a warrior of *player*'s side that has none (REG:
    Battle Resolution step 7).
    """
    side = battle.heroes if player == battle.attacker else battle.evil_characters
    armed = {e.user for e in battle.enhancements if e.equipped}
    warriors = [card for card in side if card not in armed and is_warrior(table, card)]
    if not warriors:
        return []
    weapons = [
        e.card
        for e in battle.enhancements
        if not e.equipped
        and not e.placed
        and e.player == player
        and CardClass.WEAPON in table.card(e.card).classes
    ]
    return [
        Equip(weapon, warrior)
        for weapon in weapons
        for warrior in warriors
        if can_use_enhancement(table, weapon, warrior)
    ]


def attack_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Each Hero against each opponent not yet attacked.

    Also with each of the attacker's unoccupied Sites that would give access to a Lost Soul
    the Hero could not reach without it.
    """
    if state.battles_this_turn >= 1:
        return []
    heroes = characters_available(state, player, CardType.HERO)
    if not heroes:
        return []
    sites = unoccupied_sites(state, player)
    actions: list[Action] = []
    for defender in state.opponents(player):
        if defender in state.attacked_this_phase:
            continue
        if accessible_souls(state, defender, ()) or state.ruleset.battle_challenges:
            actions.extend(Attack(hero, defender) for hero in heroes)
        if sites:
            for site in _sites_reaching_more(state, defender, (), sites):
                actions.extend(Attack(hero, defender, site) for hero in heroes)
    return actions


def _sites_reaching_more(
    state: GameState,
    defender: PlayerId,
    in_battle: tuple[InstanceId, ...],
    sites: Sequence[InstanceId],
) -> list[InstanceId]:
    """The *sites* that, beside those *in_battle*, reach more of *defender*'s Lost Souls."""
    reached = len(accessible_souls(state, defender, in_battle))
    return [
        site
        for site in sites
        if len(accessible_souls(state, defender, (*in_battle, site))) > reached
    ]


def add_site_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Each of the attacker's unoccupied Sites that would reach a Lost Soul the battle cannot.

    The attacking player may add a Site to battle any time they control a Hero in it (REG:
    Site): offered with their initiative, and only for a Site that gives the Heroes in
    battle access to a Lost Soul they could not reach before, as with an attack. Not in a
    taunt (nobody attacked), nor once a Lost Soul was rescued in the battle.
    """
    battle = state.battle
    if (
        battle is None
        or player != battle.attacker
        or not battle.heroes
        or battle.taunt is not None
        or battle.rescued
    ):
        return []
    sites = unoccupied_sites(state, player)
    if not sites:
        return []
    return [
        AddSite(site) for site in _sites_reaching_more(state, battle.defender, battle.sites, sites)
    ]


def add_site(table: Table, action: AddSite) -> None:
    """The attacker's Site joins the battle, and the attacker keeps the initiative.

    A battle challenge the Site gives access to a Lost Soul becomes a rescue attempt (REG:
    Site, Battle Challenge).
    """
    battle = current_battle(table)
    player = battle.attacker
    sites = (*battle.sites, action.site)
    table.move(action.site, (player, Zone.TERRITORY), (None, Zone.FIELD_OF_BATTLE))
    kind = battle.kind
    if kind is BattleKind.BATTLE_CHALLENGE and accessible_souls(table, battle.defender, sites):
        kind = BattleKind.RESCUE_ATTEMPT
    battle = changed(battle, sites=sites, kind=kind)
    table.battle = battle
    table.emit(SiteAdded(player, action.site, kind))
    give_initiative(table)


def why_not_add_site(state: GameState, player: PlayerId, action: AddSite) -> str:
    """Why *action* is not a legal addition of a Site to battle, in words."""
    battle = state.battle
    site = card_label(state, action.site)
    if battle is None or player != battle.attacker or battle.taunt is not None:
        return "only the attacking player may add a Site to a battle (REG: Site)"
    if not battle.heroes:
        return "a Site is added only while the attacker controls a Hero in battle (REG: Site)"
    if action.site not in unoccupied_sites(state, player):
        return f"{site} is not an unoccupied Site in player {player + 1}'s territory"
    return f"{site} gives the Heroes in battle access to no Lost Soul they cannot reach already"


def taunt_actions(state: GameState, player: PlayerId) -> list[Action]:
    """A taunt battle challenge with each Evil Character that may make one, at each opponent.

    REG: Taunt: in place of a rescue attempt or battle challenge, with an Evil Character with
    a taunt identifier in the player's territory, against an opponent not yet attacked this
    Battle Phase. Only while the rules allow battle challenges, and only with a card whose
    ability (its taunt's payoff with the rest) the engine carries out.
    """
    if state.battles_this_turn >= 1 or not state.ruleset.battle_challenges:
        return []
    if not state.abilities:
        return []
    characters = [
        card
        for card in state.players[player].territory
        if state.cards[card].identity is CardType.EVIL_CHARACTER
        and not is_paralyzed(state, card)
        and _can_taunt(state, card)
    ]
    return [
        Taunt(card, defender)
        for defender in state.opponents(player)
        if defender not in state.attacked_this_phase
        for card in characters
    ]


def _can_taunt(state: GameState, card: InstanceId) -> bool:
    found = card_abilities(state.card(card))
    return bool(found.taunt) and found.carried_out


def accept_taunt_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Each Hero the player taunted may put into battle to accept (REG: Taunt)."""
    return [AcceptTaunt(card) for card in characters_available(state, player, CardType.HERO)]


def why_not_taunt(state: GameState, player: PlayerId, action: Taunt) -> str:
    """Why *action* is not a legal taunt battle challenge, in words."""
    if state.battles_this_turn >= 1:
        return "only one battle per turn is allowed (REG: Battle Phase)"
    if not state.ruleset.battle_challenges:
        return "these rules allow only rescue attempts, and a taunt is a battle challenge"
    if action.defender == player or not 0 <= action.defender < len(state.players):
        return f"player {action.defender + 1} is not an opponent of player {player + 1}"
    if action.defender in state.attacked_this_phase:
        return f"player {action.defender + 1} was attacked this Battle Phase (REG: Attack)"
    label = card_label(state, action.character)
    if (
        action.character not in state.players[player].territory
        or state.cards[action.character].identity is not CardType.EVIL_CHARACTER
    ):
        return f"{label} is not an Evil Character in player {player + 1}'s territory"
    if is_paralyzed(state, action.character):
        return f"{label} is paralyzed (REG: Paralyze)"
    found = card_abilities(state.card(action.character))
    if not found.taunt:
        return f"{label} has no taunt identifier (REG: Taunt)"
    if not state.abilities:
        return "abilities are off in this game: no taunt payoff would activate"
    missing = "; ".join(found.missing) or found.error
    return f"the ability of {label} is not carried out ({missing}): it does not taunt"


def why_not_accept_taunt(state: GameState, player: PlayerId, action: AcceptTaunt) -> str:
    """Why *action* is not a legal answer to a taunt, in words."""
    return _why_hero_stays(state, player, action.hero)


def _why_hero_stays(state: GameState, player: PlayerId, hero: InstanceId) -> str:
    """Why *hero* may not enter battle for *player* from hand or territory, in words."""
    me = state.players[player]
    if hero not in me.hand and hero not in me.territory:
        return f"{card_label(state, hero)} is not in player {player + 1}'s hand or territory"
    if is_paralyzed(state, hero):
        return f"{card_label(state, hero)} is paralyzed (REG: Paralyze)"
    problem = uniqueness_problem(state, player, hero, CardType.HERO)
    return problem or f"{card_label(state, hero)} is not a Hero"


def block_actions(state: GameState, player: PlayerId) -> list[Action]:
    """A block with each Evil Character the defender may send into battle."""
    return [Block(card) for card in characters_available(state, player, CardType.EVIL_CHARACTER)]


def enhancement_actions(state: GameState, player: PlayerId) -> list[Action]:
    """Each Enhancement in hand on each of the player's characters in battle that can use it."""
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
        actions.extend(
            PlayEnhancement(card, user) for user in users if can_use_enhancement(state, card, user)
        )
    return actions


def why_not_attack(state: GameState, player: PlayerId, action: Attack) -> str:
    """Why *action* is not a legal attack, in words."""
    if state.battles_this_turn >= 1:
        return "only one battle per turn is allowed (REG: Battle Phase)"
    if action.defender == player or not 0 <= action.defender < len(state.players):
        return f"player {action.defender + 1} is not an opponent of player {player + 1}"
    if not state.ruleset.battle_challenges and not accessible_souls(state, action.defender, ()):
        return "these rules allow only rescue attempts, and that player has no Lost Soul"
    return _why_hero_stays(state, player, action.hero)


def why_not_block(state: GameState, player: PlayerId, action: Block) -> str:
    """Why *action* is not a legal block, in words."""
    me = state.players[player]
    if action.character not in me.hand and action.character not in me.territory:
        where = f"player {player + 1}'s hand or territory"
        return f"{card_label(state, action.character)} is not in {where}"
    if is_paralyzed(state, action.character):
        return f"{card_label(state, action.character)} is paralyzed (REG: Paralyze)"
    problem = uniqueness_problem(state, player, action.character, CardType.EVIL_CHARACTER)
    return problem or f"{card_label(state, action.character)} is not an Evil Character"


def why_not_enhancement(state: GameState, player: PlayerId, action: PlayEnhancement) -> str:
    """Why *action* is not a legal Enhancement play, in words."""
    battle = state.battle
    assert battle is not None  # noqa: S101 - initiative exists only in a battle
    if action.card not in state.players[player].hand:
        return f"{card_label(state, action.card)} is not in player {player + 1}'s hand"
    own_side = battle.heroes if player == battle.attacker else battle.evil_characters
    if action.character not in own_side:
        label = card_label(state, action.character)
        return f"{label} is not player {player + 1}'s character in battle"
    wanted = CardType.GOOD_ENHANCEMENT if player == battle.attacker else CardType.EVIL_ENHANCEMENT
    if not state.card(action.card).has_identity(wanted):
        return f"{card_label(state, action.card)} is not {a_or_an(wanted.value)}"
    return (
        f"{card_label(state, action.card)} shares no brigade with "
        f"{card_label(state, action.character)} (REG: Enhancement)"
    )
