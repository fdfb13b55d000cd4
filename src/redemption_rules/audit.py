"""What makes a game state impossible: the checks behind :meth:`GameState.problems`.

A state may hold any position a scenario needs, but not a broken one (see
:meth:`~redemption_rules.state.GameState.problems` for the list). Some checks read the
abilities of the state's cards and one asks the engine whether the player to act has an
action, so they stand here, above the engine, rather than in :mod:`redemption_rules.state`;
loading this module gives them to the state (:func:`~redemption_rules.state.register_audit`).
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Final

from attrs import fields

from redemption_rules.cards.identifiers import has_identifier
from redemption_rules.cards.model import CardDef, CardType
from redemption_rules.effects.cards import card_abilities, plan
from redemption_rules.effects.resolution import replacement_answers
from redemption_rules.effects.select import being_discarded
from redemption_rules.effects.timing import Moment
from redemption_rules.effects.tokens import RESERVED_TOKEN
from redemption_rules.engine import legal_actions
from redemption_rules.state import (
    CONTINUATIONS,
    COPYING,
    UNTIL_RESET,
    Activation,
    CardInstance,
    Decision,
    DecisionKind,
    Delayed,
    Ending,
    GameState,
    Healing,
    InstanceId,
    Lasting,
    Moved,
    Phase,
    PlayerId,
    Prevention,
    Protection,
    Question,
    QuestionKind,
    Restriction,
    Result,
    Suspended,
    Until,
    a_or_an,
    register_audit,
)
from redemption_rules.zones import SURFACE_ZONES, Zone

if TYPE_CHECKING:
    from collections.abc import Sequence


__all__ = ["problems"]


_TOKENS_CEASE: Final = frozenset(
    {Zone.HAND, Zone.DECK, Zone.DISCARD_PILE, Zone.BANISH_PILE, Zone.RESERVE}
)
"""Where no token stays: moved there, it ceases to exist (REG: Token)."""
_RECORD: Final = attrgetter(*[field.name for field in fields(CardInstance)][3:])
"""What a card instance records beside its id, key and owner, read at once."""
_BARE_RECORD: Final = _RECORD(CardInstance(InstanceId(0), "", PlayerId(0)))
"""The record of a card off the playing surface with nothing of its own: most of a game's."""
_BATTLE_DECISIONS: Final = frozenset(
    {
        DecisionKind.BLOCK,
        DecisionKind.TAUNT,
        DecisionKind.INITIATIVE,
        DecisionKind.SURRENDER_SOUL,
        DecisionKind.EQUIP,
    }
)
_RESOLVING: Final = frozenset(
    {
        DecisionKind.ABILITY,
        DecisionKind.PRIORITY,
        DecisionKind.SPECIAL_INITIATIVE,
        DecisionKind.HEAL,
        DecisionKind.REPLACE,
    }
)
"""Decisions that belong to what is resolving; the game decision waits in ``resume``."""
_PHASE_OF: Final = {
    DecisionKind.CHOOSE_FIRST_PLAYER: Phase.PRE_GAME,
    DecisionKind.UPKEEP: Phase.UPKEEP,
    DecisionKind.PREPARATION: Phase.PREPARATION,
    DecisionKind.BATTLE: Phase.BATTLE,
    DecisionKind.BLOCK: Phase.BATTLE,
    DecisionKind.TAUNT: Phase.BATTLE,
    DecisionKind.INITIATIVE: Phase.BATTLE,
    DecisionKind.SURRENDER_SOUL: Phase.BATTLE,
    DecisionKind.EQUIP: Phase.BATTLE,
    DecisionKind.DISCARD: Phase.DISCARD,
}
"""The phase each game decision belongs to."""
_TURN_PHASES: Final = frozenset(
    {Phase.DRAW, Phase.UPKEEP, Phase.PREPARATION, Phase.BATTLE, Phase.DISCARD}
)
_SHIELDS: Final = frozenset({"cbn", "cbp", "cbi"})
_HOLDERS: Final = frozenset({CardType.SITE, CardType.FORTRESS})
"""The identities a card holding other cards has (REG: Occupied, Hold)."""
_PERIODS: Final = frozenset({"game", "round", "turn", "phase", "battle", UNTIL_RESET})
"""The timeframes uses are counted in (REG: Limit)."""


def problems(state: GameState) -> list[str]:
    """What makes *state* impossible, in words; empty for a sound state."""
    audit = _Audit(state)
    audit.check_cards()
    audit.check_zones()
    audit.check_turn()
    audit.check_battle()
    audit.check_decisions()
    audit.check_resolution()
    if not audit.found:
        audit.check_answerable()
    return audit.found


class _Audit:
    """The problems of one state, gathered by :func:`problems`.

    Every check reads only what earlier checks found sound enough to read, so a broken state
    gives sentences, never an exception.
    """

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.cards = len(state.cards)
        self.players = len(state.players)
        self.keys = {definition.key: definition for definition in state.catalog.cards}
        self.token_keys = frozenset(key for key, card in self.keys.items() if card.is_token)
        self.found: list[str] = []

    # -- ids and counts --------------------------------------------------------------------

    def card(self, where: str, card: int | None) -> bool:
        """Whether *card* (if any) is a card of the game; a problem if not."""
        if card is None or 0 <= card < self.cards:
            return True
        self.found.append(f"{where} names card {card}, which does not exist")
        return False

    def player(self, where: str, player: int | None) -> bool:
        """Whether *player* (if any) is a player of the game; a problem if not."""
        if player is None or 0 <= player < self.players:
            return True
        self.found.append(f"{where} names player {player}, who is not here")
        return False

    def count(self, where: str, value: int | None, *, least: int = 0) -> bool:
        """Whether *value* (if any) is at least *least*; a problem if not."""
        if value is None or value >= least:
            return True
        self.found.append(f"{where} is {value}; it cannot be below {least}")
        return False

    # -- cards and zones -------------------------------------------------------------------

    def check_cards(self) -> None:
        """Instance ids, owners and keys; what the catalog holds; identities; links."""
        used: set[str] = set()
        keys = self.keys
        players = self.players
        for index, instance in enumerate(self.state.cards):
            if (
                _RECORD(instance) == _BARE_RECORD
                and instance.id == index
                and 0 <= instance.owner < players
            ):
                # a card off the surface with no record of its own: only its key to check
                used.add(instance.key)
                if instance.key in keys:
                    continue
            self._check_card(index, instance, used)
        # the tokens the game's cards can create are defined before they are created
        unused = sorted(key for key in set(keys) - used if not keys[key].is_token)
        if unused:
            shown = ", ".join(repr(key) for key in unused[:5])
            more = f" and {len(unused) - 5} more" if len(unused) > 5 else ""
            self.found.append(f"the catalog holds {shown}{more}, which no card of the game is")

    def _check_card(self, index: int, instance: CardInstance, used: set[str]) -> None:
        """One card's id, owner, key, identity and links."""
        if instance.id != index:
            self.found.append(f"card {index} carries the id {instance.id}")
        used.add(instance.key)
        definition = self.keys.get(instance.key)
        if definition is None:
            self.found.append(f"card {index} names {instance.key!r}, which is not in the catalog")
        elif (
            instance.identity is not None
            and not definition.has_identity(instance.identity)
            and not self._soul_of_captive(instance, definition)
            and not (instance.converted is not None and instance.identity.is_character)
        ):
            self.found.append(
                f"card {index} ({definition.name!r}) is played as "
                f"{a_or_an(instance.identity.value)}, which it cannot be"
            )
        self.player(f"card {index}'s owner", instance.owner)
        if instance.equipped_to is not None:
            self._check_equipped(instance)
        if instance.held_by is not None:
            self._check_held(instance)
        if instance.captured is not None and definition is not None:
            self._check_captured(instance, definition)
        if instance.converted is not None and (
            instance.identity is None or not instance.identity.is_character
        ):
            self.found.append(
                f"card {index} is converted but is no character on the playing surface"
            )
        if instance.gained and (instance.identity is None or not instance.identity.is_character):
            self.found.append(
                f"card {index} gained brigades but is no character on the playing surface"
            )
        if instance.meek:
            self._check_meek(instance, definition)

    def _check_meek(self, card: CardInstance, definition: CardDef | None) -> None:
        """A card plays as its meek identity only on the surface, and only if it has one."""
        if card.identity is None:
            self.found.append(f"card {card.id} is meek but is not on the playing surface")
        elif definition is not None and not definition.has_meek_side:
            self.found.append(
                f"card {card.id} ({definition.name!r}) is meek, but has no meek identity"
            )

    def _check_equipped(self, weapon: CardInstance) -> None:
        warrior = weapon.equipped_to
        if warrior is None or not 0 <= warrior < self.cards:
            self.found.append(
                f"card {weapon.id} is equipped to card {warrior}, which does not exist"
            )
            return
        if not any(weapon.id in p.territory and warrior in p.territory for p in self.state.players):
            self.found.append(
                f"card {weapon.id} is equipped to card {warrior} outside one territory"
            )

    def _soul_of_captive(self, card: CardInstance, definition: CardDef) -> bool:
        """Whether *card* is a Lost Soul as a captured human, or a Redeemed Soul after one.

        A captured human is treated as a Lost Soul in a Land of Bondage or Site, and stays a
        Redeemed Soul once rescued (REG: Captured Character, Redeemed Soul).
        """
        if card.identity is not CardType.LOST_SOUL or not has_identifier(definition, "human"):
            return False
        if card.captured is not None:
            return True
        return any(card.id in p.land_of_redemption for p in self.state.players)

    def _check_captured(self, card: CardInstance, definition: CardDef) -> None:
        """A captured character was a character, and is held captive (REG: Capture)."""
        was = card.captured
        if was is None:
            return
        if not was.is_character:
            self.found.append(
                f"card {card.id} ({definition.name!r}) is held captive as "
                f"{a_or_an(was.value)}, which it cannot be"
            )
        held = any(
            card.id in p.land_of_bondage or (card.id in p.territory and card.held_by is not None)
            for p in self.state.players
        )
        if not held:
            self.found.append(
                f"card {card.id} is a captured character outside a Land of Bondage or a Site"
            )

    def _check_held(self, card: CardInstance) -> None:
        """A held card is in the Site or Fortress holding it (REG: Occupied, Hold).

        A Lost Soul (or a captive) in a Site, in its territory; a card held in a Fortress,
        in the territory or set-aside area the Fortress is in; a card placed on a Lost Soul,
        in its Land of Bondage; a card other than a character placed on a character, in
        the territory or set-aside area the character is in (REG: Place, Bearer).
        """
        holder = card.held_by
        if holder is None or not 0 <= holder < self.cards:
            self.found.append(f"card {card.id} is held by card {holder}, which does not exist")
            return
        players = self.state.players
        if any(card.id in p.land_of_bondage for p in players):
            self._check_placed_on_soul(card, holder)
            return
        if any(card.id in p.territory and holder in p.territory for p in players):
            pass
        elif not any(card.id in p.set_aside and holder in p.set_aside for p in players):
            self.found.append(
                f"card {card.id} is held by card {holder} outside one territory or set-aside area"
            )
            return
        bearer = self.state.cards[holder].identity
        if bearer is not None and bearer.is_character and card.identity is not None:
            if card.identity.is_character or card.identity is CardType.LOST_SOUL:
                self.found.append(f"card {card.id} is a character placed on card {holder}")
        elif bearer not in _HOLDERS:
            self.found.append(f"card {card.id} is held by card {holder}, no Site or Fortress")

    def _check_placed_on_soul(self, card: CardInstance, soul: InstanceId) -> None:
        """A card placed on a Lost Soul lies in its Land of Bondage, and is no Lost Soul."""
        players = self.state.players
        if not any(card.id in p.land_of_bondage and soul in p.land_of_bondage for p in players):
            self.found.append(
                f"card {card.id} is placed on card {soul} outside one Land of Bondage"
            )
        elif not self._is_soul(soul):
            self.found.append(f"card {card.id} is placed on card {soul}, no Lost Soul")
        elif card.identity is CardType.LOST_SOUL:
            self.found.append(f"card {card.id} is a Lost Soul placed on another")

    def _is_soul(self, card: InstanceId) -> bool:
        """Whether *card*, in a Land of Bondage, is a Lost Soul there (or a captive)."""
        instance = self.state.cards[card]
        if instance.identity is CardType.LOST_SOUL or instance.captured is not None:
            return True
        definition = self.keys.get(instance.key)
        return definition is not None and definition.is_lost_soul

    def check_zones(self) -> None:
        """Player ids; every card in exactly one zone; identities only on the surface."""
        state = self.state
        for index, player in enumerate(state.players):
            if player.id != index:
                self.found.append(f"player {index} carries the id {player.id}")
        zones = list(state.all_zones())
        listed = [card for _, _, cards in zones for card in cards]
        listed += state.tokens
        if len(set(listed)) == len(listed) == self.cards and all(
            0 <= card < self.cards for card in listed
        ):  # every card in one place: only what the places allow is left to check
            for seat, zone, cards in zones:
                if zone in _TOKENS_CEASE or zone not in SURFACE_ZONES:
                    where = zone.value if seat is None else f"player {seat}'s {zone.value}"
                    self._check_zone_records(where, zone, cards)
            self._check_token_records(state.tokens)
            return
        seen: dict[int, str] = {}
        for seat, zone, cards in zones:
            where = zone.value if seat is None else f"player {seat}'s {zone.value}"
            ceases = zone in _TOKENS_CEASE
            off_surface = zone not in SURFACE_ZONES
            for card in cards:
                if not 0 <= card < self.cards:
                    self.found.append(f"{where} holds card {card}, which does not exist")
                    continue
                if card in seen:
                    self.found.append(f"card {card} is in {seen[card]} and in {where}")
                    continue
                seen[card] = where
                if ceases or off_surface:
                    self._check_zone_records(where, zone, (card,))
        for card in state.tokens:
            if not 0 <= card < self.cards:
                self.found.append(f"the free token records hold card {card}, which does not exist")
                continue
            if card in seen:
                self.found.append(f"card {card} is in {seen[card]} and a free token record")
                continue
            seen[card] = "the free token records"
            self._check_token_records((card,))
        missing = sorted(set(range(self.cards)) - set(seen))
        if missing:
            self.found.append(f"cards {missing} are in no zone")

    def _check_zone_records(self, where: str, zone: Zone, cards: Sequence[InstanceId]) -> None:
        """No token where tokens cease; no identity or face-down card off the surface."""
        tokens = self.token_keys if zone in _TOKENS_CEASE else frozenset()
        off_surface = zone not in SURFACE_ZONES
        records = self.state.cards
        for card in cards:
            instance = records[card]
            if instance.key in tokens:
                self.found.append(f"card {card} is a token in {where}, where it ceases to exist")
            if off_surface and (instance.identity is not None or instance.face_down):
                self.found.append(
                    f"card {card} in {where} has an active identity or lies face down; "
                    "only cards on the playing surface do"
                )

    def _check_token_records(self, tokens: Sequence[InstanceId]) -> None:
        """A free token record holds the generic definition and nothing else."""
        for card in tokens:
            instance = self.state.cards[card]
            if instance != CardInstance(instance.id, RESERVED_TOKEN.key, instance.owner):
                self.found.append(
                    f"card {card} is a free token record with a changed record: only the "
                    "generic definition, no active identity"
                )

    # -- the turn, the battle, the decisions ------------------------------------------------

    def check_turn(self) -> None:
        """Counts, the active and first player, the end of the game."""
        state = self.state
        if not state.ruleset.allows_players(self.players):
            self.found.append(
                f"the {state.ruleset.name!r} ruleset plays {state.ruleset.players_phrase}, "
                f"not {self.players}"
            )
        self.player("the active player", state.active)
        self.player("the first player", state.first_player)
        self.count("the turn", state.turn)
        self.count("the count of battles this turn", state.battles_this_turn)
        self.card("the Artifact activated this turn", state.artifact_activated)
        self.count("the serial number", state.serial)
        for player in state.attacked_this_phase:
            self.player("the players attacked this phase", player)
        for card in state.entered_battle:
            self.card("the characters that entered battle", card)
        for card in state.drawn:
            self.card("the star cards drawn", card)
        for lasting in state.lasting:
            self.card("the lasting increases and decreases", lasting.card)
            self._check_ending("a lasting change", lasting.ending)
            if lasting.status == COPYING:
                self._check_copy(lasting)
        if state.result is not None:
            self.player("the winner", state.result.winner)
        if (state.phase is Phase.GAME_OVER) != (state.result is not None):
            self.found.append("a game is in the game_over phase exactly when it has a result")
        if state.phase is Phase.PRE_GAME and state.turn != 0:
            self.found.append(f"the pre_game phase comes before turn 1, not in turn {state.turn}")
        if state.phase in _TURN_PHASES and state.turn < 1:
            self.found.append(f"the {state.phase.value} phase belongs to a turn; the turn is 0")
        if state.continuation not in CONTINUATIONS:
            self.found.append(f"the engine knows no step {state.continuation!r} to continue with")

    def check_battle(self) -> None:
        """The battle's players, cards and counts."""
        state, battle = self.state, self.state.battle
        if battle is None:
            return
        if state.phase not in (Phase.BATTLE, Phase.GAME_OVER):  # a game may end in battle
            self.found.append(f"a battle is fought in the battle phase, not {state.phase.value}")
        sides = self.player("the attacker", battle.attacker)
        sides = self.player("the defender", battle.defender) and sides
        if battle.attacker == battle.defender:
            self.found.append("a battle needs two different players")
        elif sides and battle.taunt is None and battle.attacker != state.active:
            self.found.append(
                f"the attacker is player {battle.attacker}, but it is player {state.active}'s turn"
            )
        elif sides and battle.taunt is not None and battle.defender != state.active:
            self.found.append(
                f"player {battle.defender} taunted, but it is player {state.active}'s turn"
            )
        if battle.taunt is not None:
            self.card("the taunting Evil Character", battle.taunt)
        for where, player in (
            ("the battle's last player", battle.last_played_by),
            ("the battle's initiative", battle.initiative),
        ):
            if self.player(where, player) and player not in (
                None,
                battle.attacker,
                battle.defender,
            ):
                self.found.append(f"{where} is player {player}, who is not in the battle")
        for player in battle.equipping:
            self.player("the players equipping after battle", player)
        if battle.healing is not None:
            self._check_healing(battle.healing, "the battle's heal window")
        self.count("the passes in a row", battle.passes)
        fighters = set(battle.heroes) | set(battle.evil_characters)
        for enhancement in battle.enhancements:
            self.player(f"Enhancement {enhancement.card}'s player", enhancement.player)
            if enhancement.user not in fighters:
                self.found.append(
                    f"Enhancement {enhancement.card} is used by no character in battle"
                )
            if enhancement.placed and enhancement.equipped:
                self.found.append(f"card {enhancement.card} is both placed and equipped")

    def check_decisions(self) -> None:
        """The decision and the one waiting to resume: kind, phase, player, question."""
        state = self.state
        decision, resume = state.decision, state.resume
        if (decision is None) != (state.result is not None):
            self.found.append("a game has a pending decision exactly while it is not over")
        if decision is not None:
            self._check_decision(decision, "the decision")
        if resume is not None:
            if decision is None or decision.kind not in _RESOLVING:
                self.found.append(
                    f"{a_or_an(resume.kind.value)} decision waits to resume while nothing resolves"
                )
            if resume.kind in _RESOLVING:
                self.found.append(
                    f"the decision waiting to resume is {a_or_an(resume.kind.value)} decision; "
                    "only a game decision waits"
                )
            self._check_decision(resume, "the decision waiting to resume")
        priority = state.priority
        if priority is not None:
            for level in (priority.waiting, priority.manual):
                for player in level:
                    self.player("the Action Priority round", player)
                if len(set(level)) != len(level):
                    self.found.append("the Action Priority round names a player twice")

    def _check_decision(self, decision: Decision, where: str) -> None:
        state, kind = self.state, decision.kind
        if not self.player(where, decision.player):
            return
        phase = _PHASE_OF.get(kind)
        if phase is not None and state.phase is not phase:
            self.found.append(
                f"{where} is {a_or_an(kind.value)} decision, which belongs to the {phase.value} "
                f"phase, not {state.phase.value}"
            )
        if kind is DecisionKind.STAR and state.phase not in (Phase.PRE_GAME, Phase.DRAW):
            self.found.append(
                f"{where} is a star decision, which belongs to the pre_game or draw phase, "
                f"not {state.phase.value}"
            )
        owner = self._decider(kind)
        if owner is not None and decision.player not in owner:
            whose = " or ".join(f"player {player}" for player in owner) or "nobody"
            self.found.append(
                f"{where} is {a_or_an(kind.value)} decision for player {decision.player}; "
                f"it is {whose}'s to make"
            )
        if kind is DecisionKind.ABILITY:
            if decision.question is None:
                self.found.append(f"{where} is an ability decision without a question")
            else:
                self._check_question(decision.question, where)
        elif decision.question is not None:
            self.found.append(f"{where} is {a_or_an(kind.value)} decision, which asks no question")
        if kind in (DecisionKind.ABILITY, DecisionKind.SPECIAL_INITIATIVE) and not state.stack:
            self.found.append(f"{where} is {a_or_an(kind.value)} decision, but no ability resolves")
        if kind is DecisionKind.HEAL and not being_discarded(state):
            self.found.append(f"{where} is a heal decision, but no character is being discarded")
        if kind is DecisionKind.REPLACE and not replacement_answers(state):
            self.found.append(f"{where} is a replace decision, but no replacement is offered")
        if kind is DecisionKind.PRIORITY:
            round_ = state.priority
            if round_ is None or round_.player is None:
                self.found.append(
                    f"{where} is a priority decision, but no Action Priority round waits"
                )
            elif round_.player != decision.player:
                self.found.append(
                    f"{where} is a priority decision for player {decision.player}, but the "
                    f"round offers it to player {round_.player} first"
                )

    def _decider(self, kind: DecisionKind) -> tuple[int, ...] | None:
        """Who may make a game decision of *kind* here; None: anyone (or checked elsewhere)."""
        state, battle = self.state, self.state.battle
        if kind is DecisionKind.STAR:
            return (state.active,) if state.phase is Phase.DRAW else None
        if kind in (
            DecisionKind.UPKEEP,
            DecisionKind.PREPARATION,
            DecisionKind.BATTLE,
            DecisionKind.DISCARD,
        ):
            return (state.active,)
        if kind in _BATTLE_DECISIONS and battle is None:
            self.found.append(f"{a_or_an(kind.value)} decision needs a battle")
            return None
        if battle is None:
            return None
        if kind is DecisionKind.BLOCK:
            return (battle.defender,)
        if kind is DecisionKind.TAUNT:
            return (battle.attacker,)
        if kind is DecisionKind.INITIATIVE:
            return () if battle.initiative is None else (battle.initiative,)
        if kind is DecisionKind.EQUIP:
            return battle.equipping[:1]
        if kind is DecisionKind.SURRENDER_SOUL:
            return (battle.attacker, battle.defender)
        return None

    def _check_question(self, question: Question, where: str) -> None:
        asked = f"{where}'s question"
        self.card(asked, question.card)
        for card in (*question.options, *question.picked):
            self.card(f"{asked} {question.prompt!r}", card)
        fewest = self.count(f"the fewest cards {asked} takes", question.minimum)
        if fewest and question.maximum < question.minimum:
            self.found.append(
                f"{asked} {question.prompt!r} takes at least {question.minimum} cards and at "
                f"most {question.maximum}"
            )
        if len(question.picked) > max(question.maximum, 0):
            self.found.append(
                f"{asked} {question.prompt!r} has {len(question.picked)} cards picked, more than "
                f"{question.maximum}"
            )
        if question.kind is QuestionKind.OPTION and not question.labels:
            self.found.append(f"{asked} {question.prompt!r} offers no option")
        if question.kind is QuestionKind.CARDS:
            more = len(question.picked) < question.maximum and question.options
            if not more and len(question.picked) < question.minimum:
                self.found.append(f"{asked} {question.prompt!r} cannot be answered")

    def check_answerable(self) -> None:
        """A running game offers its player an action (read only from an otherwise sound state)."""
        decision = self.state.decision
        if decision is not None and not legal_actions(self.state):
            self.found.append(
                f"no action answers the {decision.kind.value} decision of player {decision.player}"
            )

    # -- what resolves -----------------------------------------------------------------------

    def _check_ongoing(self, where: str, ongoing: Prevention | Protection) -> None:
        """An ongoing effect's card, controller, cards and effect of the card's ability."""
        if ongoing.ending is None and self._plainly_sound(ongoing):
            return
        self.card(where, ongoing.source)
        self.player(f"{where}'s controller", ongoing.controller)
        for card in ongoing.cards:
            self.card(where, card)
        self.count(f"{where}'s effect", ongoing.effect)
        count = self._effects_of(ongoing.source, where)
        if count is not None:
            self._check_effects(where, (ongoing.effect,), count)
        self._check_ending(where, ongoing.ending)

    def _plainly_sound(self, ongoing: Prevention | Protection) -> bool:
        """Whether every id and index of *ongoing* (no ending) is sound: nothing to word."""
        cards = self.cards
        if not (
            0 <= ongoing.source < cards
            and 0 <= ongoing.controller < self.players
            and ongoing.effect >= 0
            and all(0 <= card < cards for card in ongoing.cards)
        ):
            return False
        definition = self.keys.get(self.state.cards[ongoing.source].key)
        ability = None if definition is None else card_abilities(definition).ability
        return ability is not None and ongoing.effect < len(ability.effects)

    def _check_restriction(self, where: str, restriction: Restriction) -> None:
        """A restriction's card, controller, players and effect of the card's ability."""
        self.card(where, restriction.source)
        self.player(f"{where}'s controller", restriction.controller)
        for player in restriction.players:
            self.player(f"{where}'s player", player)
        self.count(f"{where}'s effect", restriction.effect)
        count = self._effects_of(restriction.source, where)
        if count is not None:
            self._check_effects(where, (restriction.effect,), count)

    def _check_copy(self, lasting: Lasting) -> None:
        """A special ability a copy effect added to a card, while it lasts (REG: Copy).

        The copying card is in play (played in battle, in the Field of Battle); the copied
        card is another one; the record names an effect of the copying card's ability. What
        the copied card is goes unchecked: it may lie hidden now (shuffled into a deck), and
        a sample of what is hidden may put another card there.
        """
        card, copied = lasting.card, lasting.source
        where = f"the copy on card {card}"
        if copied is None:
            self.found.append(f"{where} names no card whose ability it copies")
            return
        if not (self.card(f"{where}'s copied card", copied) and 0 <= card < self.cards):
            return
        if copied == card:
            self.found.append(f"{where} copies the card's own ability")
        zone = self.state.locate(card)[1]
        if zone not in SURFACE_ZONES:
            self.found.append(f"{where} outlasts it: the card is in a {zone.value}, not in play")
        elif lasting.until is Until.BATTLE and zone is not Zone.FIELD_OF_BATTLE:
            self.found.append(f"{where}, made in battle, outlasts the card's leaving battle")
        count = self._effects_of(card, where)
        if count is not None:
            self._check_effects(where, (lasting.effect,), count)

    def _check_ending(self, where: str, ending: Ending | None) -> None:
        """What ends an ongoing effect lasting some turns, or while a condition holds."""
        if ending is None:
            return
        self.count(f"{where}'s turns to go", ending.turns)
        self.player(f"{where}'s counted player", ending.player)
        self.player(f"{where}'s condition's reader", ending.controller)
        self.card(f"{where}'s condition's card", ending.source)
        self.card(f"{where}'s condition's character", ending.user)
        self.count(f"{where}'s condition's effect", ending.effect)
        self._check_results(ending.results, f"{where}'s condition")

    def check_resolution(self) -> None:
        """Abilities, preventions, delayed effects, cards played and uses."""
        state = self.state
        for where, activations in (
            ("on the stack", state.stack),
            ("pending", state.pending),
            ("completed", state.completed),
        ):
            for activation in activations:
                self._check_activation(activation, f"ability {activation.id} {where}")
        for prevention in state.preventions:
            where = f"prevention {prevention.id}"
            self._check_ongoing(where, prevention)
            self.count(f"{where}'s start", prevention.activated)
            self.count(f"{where}'s remaining count", prevention.remaining)
        for protection in state.protections:
            self._check_ongoing(f"protection {protection.id}", protection)
        for restriction in state.restrictions:
            self._check_restriction(f"restriction {restriction.id}", restriction)
        for delayed in state.delayed:
            self._check_delayed(delayed)
        cards, players = self.cards, self.players
        for played in state.played:
            if 0 <= played.card < cards and 0 <= played.player < players and played.serial >= 0:
                continue
            self.card("the cards played this phase", played.card)
            self.player(f"the play of card {played.card}", played.player)
            self.count(f"the serial number of the play of card {played.card}", played.serial)
        for use in state.uses:
            if 0 <= use.player < players and use.count >= 0 and use.per in _PERIODS:
                continue
            self.player(f"the uses of {use.key!r}", use.player)
            self.count(f"the uses of {use.key!r}", use.count)
            if use.per not in _PERIODS:
                self.found.append(f"the uses of {use.key!r} are counted per {use.per!r}")

    def _check_delayed(self, delayed: Delayed) -> None:
        where = f"delayed effect {delayed.id}"
        self.card(where, delayed.card)
        self.player(f"{where}'s controller", delayed.controller)
        for effect in delayed.effects:
            self.count(f"{where}'s effect", effect)
        self._check_results(delayed.results, where)
        if delayed.moment not in {moment.value for moment in Moment}:
            self.found.append(f"{where} waits for {delayed.moment!r}, which is no moment")
        count = self._effects_of(delayed.card, where)
        if count is not None:
            results = [result.effect for result in delayed.results]
            self._check_effects(where, delayed.effects, count)
            self._check_effects(f"{where}'s results", results, count)

    def _check_results(self, results: tuple[Result, ...], where: str) -> None:
        for result in results:
            self.count(f"{where}'s result effect", result.effect)
            for card in result.cards:
                self.card(f"{where}'s results", card)
            for player in result.players:
                self.player(f"{where}'s results", player)

    def _check_activation(self, act: Activation, where: str) -> None:
        before = len(self.found)
        self.card(where, act.card)
        self.card(f"{where}'s user", act.user)
        self.card(f"{where}'s copied card", act.copied)
        self.card(f"{where}'s tossed card", act.tossing)
        self.player(f"{where}'s controller", act.controller)
        self.player(f"{where}'s selected player", act.selected)
        for name, value in (
            ("step", act.step),
            ("link", act.link),
            ("actor", act.actor),
            ("play", act.played),
            ("group", act.group),
            ("bucket", act.bucket),
        ):
            self.count(f"{where}'s {name}", value)
        self.count(f"{where}'s choice", act.choice, least=-1)
        for effect in act.effects:
            self.count(f"{where}'s effect", effect)
        for answer in (*act.answers, *(act.held or ())):  # a card, an option, -1: no more
            self.count(f"{where}'s answer", answer, least=-1)
        unknown = sorted(set(act.shield) - _SHIELDS)
        if unknown:
            self.found.append(f"{where} is shielded by {unknown}, which are no modifiers")
        self._check_results(act.results, where)
        if act.healing is not None:
            self._check_healing(act.healing, f"{where}'s heal window")
        self._check_moves(act.moves, f"{where}'s moves")
        for held in act.suspended:
            self._check_suspended(held, f"{where}'s suspended ability {held.activation.id}")
        if len(self.found) == before and act.ability_card in range(self.cards):
            self._check_plan(act, where)

    def _check_moves(self, moves: tuple[Moved, ...], where: str) -> None:
        for moved in moves:
            self.card(where, moved.card)
            self.card(where, moved.user)
            for player in (moved.player, moved.to_player, moved.side):
                self.player(where, player)
            self.count(f"{where}: the move of card {moved.card}", moved.index)

    def _check_suspended(self, held: Suspended, where: str) -> None:
        """An interrupted ability waiting to reactivate, and what it would restore."""
        self._check_activation(held.activation, where)
        self.player(f"{where}'s place", held.place[0])
        self.count(f"{where}'s serial number", held.since)
        self.player(f"{where}'s redirecting player", held.redirected)
        self._check_moves(held.redo, f"{where}'s moves to redo")
        for prevention in held.preventions:
            self._check_ongoing(f"{where}'s prevention {prevention.id}", prevention)
        for protection in held.protections:
            self._check_ongoing(f"{where}'s protection {protection.id}", protection)
        for restriction in held.restrictions:
            self._check_restriction(f"{where}'s restriction {restriction.id}", restriction)
        for lasting in held.lasting:
            self.card(f"{where}'s lasting change", lasting.card)
        for delayed in held.delayed:
            self._check_delayed(delayed)

    def _check_healing(self, healing: Healing, where: str) -> None:
        """The cards and players of a heal window (REG: Heal)."""
        for card in (*healing.characters, *healing.healed):
            self.card(where, card)
        for player in healing.declined:
            self.player(where, player)

    def _effects_of(self, card: int, where: str) -> int | None:
        """How many effects *card*'s carried-out ability has; None (a problem) if it has none.

        None without a problem when the card itself is out of range or not in the catalog:
        those are reported where the card is checked.
        """
        if not 0 <= card < self.cards:
            return None
        definition = self.keys.get(self.state.cards[card].key)
        if definition is None:
            return None
        ability = card_abilities(definition).ability
        if ability is None:
            self.found.append(f"{where} is of card {card}, whose ability is not carried out")
            return None
        return len(ability.effects)

    def _check_effects(self, where: str, effects: Sequence[int], count: int) -> bool:
        """Whether every index in *effects* names one of *count* effects; a problem if not."""
        if all(0 <= effect < count for effect in effects):
            return True
        self.found.append(
            f"{where} names effects {list(effects)}; the card's ability has effects 0 to "
            f"{count - 1}"
        )
        return False

    def _check_plan(self, act: Activation, where: str) -> None:
        """The activation's effects and place in them, against the card's ability."""
        count = self._effects_of(act.ability_card, where)
        if count is None:
            return
        if not act.effects:
            self.found.append(f"{where} carries out no effect")
            return
        results = [result.effect for result in act.results]
        if not self._check_effects(where, act.effects, count) or not self._check_effects(
            f"{where}'s results", results, count
        ):
            return
        ability = card_abilities(self.keys[self.state.cards[act.ability_card].key]).ability
        if ability is None:  # pragma: no cover - _effects_of said it has one
            return
        stages = plan(ability, act.effects)
        if act.step > len(stages):
            self.found.append(f"{where} is at step {act.step} of {len(stages)}")
            return
        if act.step == len(stages) or act.choice is None or act.choice < 0:
            return
        options = stages[act.step].options
        if act.choice >= len(options):
            self.found.append(f"{where} chose option {act.choice} of {len(options)}")
        elif act.link > len(options[act.choice]):
            self.found.append(
                f"{where} is at effect {act.link} of {len(options[act.choice])} in its option"
            )


register_audit(problems)
