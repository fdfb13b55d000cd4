"""Carrying effects out: the contract between the engine and an effect's handler.

A handler is a pure function ``handler(context, effect) -> Done``. It reads the game through
its :class:`EffectContext` (a :class:`~redemption_rules.effects.select.Scope` that can also
ask), decides what the effect does, and returns a :class:`Done` listing the changes as
operations (:class:`MoveCard`, :class:`DrawCards`, :class:`NegateCards`, ...). The engine
applies them with every rule that goes with them: Lost Souls drawn go to the Land of Bondage,
a card leaving the last place of a player's side in battle opens special initiative, an
ability's moves are remembered for a negate to undo.

When the effect needs a choice (its targets, which hand, how many), the handler asks the
context: ``context.choose_cards(...)``. If that choice is already made, the answer comes back
at once; if not, the engine stops, turns the question into a pending decision for the
player, and runs the handler again from the start with the answer once it is given. A
handler therefore may run several times for one effect, and must compute the same questions
from the same state and answers; it never calls back into a player's code and never keeps
state of its own.

>>> from redemption_rules.cards import load_starter_cards
>>> from redemption_rules.effects.targets import Selector
>>> from redemption_rules.testing import build_position
>>> state = build_position(load_starter_cards(), [{}, {"territory": ["Achan (I)"]}])
>>> context = EffectContext(state, PlayerId(0))
>>> target = Selector(types=("Evil Character",))
>>> [state.card(card).name for card in context.choose_cards(context.candidates(target), 1, 1)]
['Achan (I)']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Final

from attrs import field, frozen

from redemption_rules.cards.model import Brigade, CardType
from redemption_rules.effects.select import IN_PLAY, Scope
from redemption_rules.effects.targets import Position, Selector
from redemption_rules.state import (
    GameState,
    InstanceId,
    PlayerId,
    Question,
    QuestionKind,
    Result,
    Rng,
    SelectedBrigade,
    Until,
)
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from redemption_rules.effects.select import Place
    from redemption_rules.effects.targets import Count

__all__ = [
    "SIDE_BATTLE",
    "STOP",
    "ActivateArtifactCard",
    "Asked",
    "BeginNewBattle",
    "CaptureCard",
    "ChangeNumbers",
    "ChooseOpposing",
    "ConvertCard",
    "ConvertToMeek",
    "CopyAbility",
    "CreateTokens",
    "DeactivateArtifactCard",
    "Done",
    "DrawCards",
    "EffectContext",
    "EndTheBattle",
    "EquipWeapon",
    "ExchangeCards",
    "GainBrigades",
    "GiveStatus",
    "HealCards",
    "InterruptAbilities",
    "JoinBattle",
    "MoveCard",
    "NegateCards",
    "NegateKinds",
    "Op",
    "PlaceForAWhile",
    "PlayOnCharacter",
    "PreventPlays",
    "ProtectCards",
    "RedirectAbilities",
    "RepeatAbilities",
    "RescueSoul",
    "ResizeHands",
    "RestrictPlayers",
    "SearchPile",
    "SetAsideForAWhile",
    "ShowCards",
    "ShuffleDeck",
    "SideBattleFought",
    "SkipBattlePhase",
    "TakeForAWhile",
]

STOP: Final = -1
"""The answer that ends a pick of several cards early (the ``Finish`` action)."""
SIDE_BATTLE: Final = "side battle"
"""The key under which a player's side battles of the turn are counted (REG: Side Battle:
one a turn)."""


# -- operations ----------------------------------------------------------------------------------


@frozen
class Op:
    """A change a handler asks the engine to make. Subclasses name which."""

    kind: ClassVar[str] = "op"


@frozen
class MoveCard(Op):
    """Move a card to a zone of a player (REG: the effect's own entry says whose).

    A deck takes ``position`` (the top by default). ``home`` marks a move that a negate
    undoes by sending the card to its owner's territory (a band).
    """

    kind: ClassVar[str] = "move_card"
    card: InstanceId
    player: PlayerId
    zone: Zone
    position: Position | None = None
    identity: CardType | None = None
    """The identity the card takes on the playing surface (a Hero put in territory)."""
    unseen: bool = False
    """Whether the player carrying the effect out does not see which card moves (a card
    picked at random from a hidden place); otherwise they know it, having chosen it."""
    on: InstanceId | None = None
    """The Lost Soul the card is placed on, in its Land of Bondage (REG: Place): the card
    lies there with it, held by it, until the Lost Soul leaves."""
    played: bool = False
    """Whether the move plays the card (REG: Play): it counts as played by the player
    carrying the effect out ("if you have played a Site this turn")."""


@frozen
class JoinBattle(Op):
    """Move a character into the current battle on *side*'s side (REG: Band, Add to Battle).

    Its abilities fire in the order of the Ability Activation Order.
    """

    kind: ClassVar[str] = "join_battle"
    card: InstanceId
    side: PlayerId


@frozen
class DrawCards(Op):
    """A player draws cards from the top of their deck (REG: Draw).

    Or from its bottom (*from_bottom*): "draw X from the bottom of your deck"; a Lost Soul
    drawn is replaced from the same end.
    """

    kind: ClassVar[str] = "draw_cards"
    player: PlayerId
    count: int
    from_bottom: bool = False


@frozen
class ShuffleDeck(Op):
    """Shuffle a player's deck (REG: Shuffle, Search)."""

    kind: ClassVar[str] = "shuffle_deck"
    player: PlayerId


@frozen
class CreateTokens(Op):
    """Create *count* tokens of the definition *key* in *player*'s *zone* (REG: Create a Token).

    *by* creates them; they are owned by *owner*, and taken from the token records reserved
    for *owner*, if enough are free.
    """

    kind: ClassVar[str] = "create_tokens"
    by: InstanceId
    key: str
    count: int
    player: PlayerId
    zone: Zone
    owner: PlayerId


@frozen
class ShowCards(Op):
    """Show hidden cards: to ``to`` (a look) or, with ``to`` None, to everyone (a reveal)."""

    kind: ClassVar[str] = "show_cards"
    cards: tuple[InstanceId, ...]
    to: tuple[PlayerId, ...] | None = None


@frozen
class SearchPile(Op):
    """A player searches a pile: they see it whole (REG: Search)."""

    kind: ClassVar[str] = "search_pile"
    player: PlayerId
    owner: PlayerId
    zone: Zone


@frozen
class NegateCards(Op):
    """Negate the abilities of cards: undo what they did this phase (REG: Negate).

    The negated abilities never complete. With ``prevent``, the cards the effect describes
    are also prevented for the rest of the battle, or of the phase outside battle ("Negate
    all ...", REG: Prevent).
    """

    kind: ClassVar[str] = "negate_cards"
    cards: tuple[InstanceId, ...]
    prevent: bool = False
    until: Until = Until.PHASE
    """How long the negated cards are kept from activating again: the phase, or the turn
    or battle the text names ("has no effect this turn")."""
    turns: int = 0
    """With ``until`` ``Until.TURNS``: how many turns of the target's controller it lasts."""


@frozen
class NegateKinds(Op):
    """Negate or prevent some kinds of effects of abilities (REG: Negate, Prevent).

    "Negate band abilities": the band effects of the abilities of the cards the effect
    describes are negated (what they did this phase is undone) and kept from being carried
    out *until* the end of the phase, battle or turn; the abilities' other effects go on.
    Without ``negates`` ("Prevent good banding abilities") abilities already activating
    keep them.
    """

    kind: ClassVar[str] = "negate_kinds"
    kinds: tuple[str, ...]
    negates: bool = True
    until: Until = Until.PHASE
    turns: int = 0
    """With ``until`` ``Until.TURNS``: how many turns of the target's controller it lasts."""


@frozen
class InterruptAbilities(Op):
    """Interrupt abilities: suspend them while the rest of the ability is carried out.

    The abilities of ``cards``, or with ``battle`` those "interrupt the battle" names: the
    active abilities of cards in the current battle or played in it, and those of the last
    card played in it if an opponent played it. What they did this phase is undone; they
    attempt to reactivate once the interrupting ability completes (REG: Interrupt).
    """

    kind: ClassVar[str] = "interrupt_abilities"
    cards: tuple[InstanceId, ...] = ()
    battle: bool = False


@frozen
class ChooseOpposing(Op):
    """Put *card* in battle on *side*'s side in place of every character there.

    It is the character that player uses against the chooser; chosen before any was
    presented, it is the blocker (REG: Choose Opponent).
    """

    kind: ClassVar[str] = "choose_opposing"
    card: InstanceId
    side: PlayerId


@frozen
class TakeForAWhile(Op):
    """Hold cards just taken until ``until``: they go back when it ends (REG: Take and Give).

    Each card still in a territory then, not that of the player in ``homes`` at its index
    (the one it was taken from), goes back to that player's territory. "For 3 turns" counts
    that player's turns: the target's controller's when it was taken (REG: Turn).
    """

    kind: ClassVar[str] = "take_for_a_while"
    cards: tuple[InstanceId, ...]
    homes: tuple[PlayerId, ...]
    until: Until
    turns: int = 0


@frozen
class PlaceForAWhile(Op):
    """Keep cards just placed in a territory until ``until``: then they are discarded.

    Each card still in the territory of the player in ``homes`` at its index (where it was
    placed) goes to its owner's discard pile (REG: Place). "For 7 turns" counts that
    player's turns (REG: Turn).
    """

    kind: ClassVar[str] = "place_for_a_while"
    cards: tuple[InstanceId, ...]
    homes: tuple[PlayerId, ...]
    until: Until
    turns: int = 0


@frozen
class SetAsideForAWhile(Op):
    """Hold cards just set aside until ``until``: then they return (REG: Set-Aside).

    Each card still in the set-aside area of the player in ``homes`` at its index (its
    permanent controller) returns to that player's territory, a Lost Soul to their Land of
    Bondage. "For 2 turns" counts that player's turns (REG: Turn).
    """

    kind: ClassVar[str] = "set_aside_for_a_while"
    cards: tuple[InstanceId, ...]
    homes: tuple[PlayerId, ...]
    until: Until
    turns: int = 0


@frozen
class GiveStatus(Op):
    """Give characters a status until ``until``: first strike, Site access.

    REG: First Strike, Site Access; the status is a :class:`~redemption_rules.state.Lasting`
    record's.
    """

    kind: ClassVar[str] = "give_status"
    cards: tuple[InstanceId, ...]
    status: str
    until: Until = Until.PHASE
    turns: int = 0
    """With ``until`` ``Until.TURNS``: how many turns of the target's controller it lasts."""
    home: PlayerId | None = None
    """With :data:`~redemption_rules.state.POISONED`: the player at whose upkeeps the
    paired effect acts."""
    effect: int | None = None
    """With :data:`~redemption_rules.state.USES_OTHER`: the effect of the ability that
    describes the Enhancements the cards may use."""


@frozen
class EndTheBattle(Op):
    """End the battle: resolution begins once this ability completes (REG: End the Battle).

    With ``stalemate`` the battle ends in a stalemate, whatever the numbers say.
    """

    kind: ClassVar[str] = "end_the_battle"
    stalemate: bool = False


@frozen
class RedirectAbilities(Op):
    """Give the abilities of *cards* that this ability interrupted to its player (REG: Redirect).

    They reactivate, once it completes, carried out by that player with new targets.
    """

    kind: ClassVar[str] = "redirect_abilities"
    cards: tuple[InstanceId, ...]


@frozen
class BeginNewBattle(Op):
    """Begin the Battle Phase again once this battle's resolution is complete.

    REG Begin a New Phase: at once, skipping resolution, when the Field of Battle is empty.
    """

    kind: ClassVar[str] = "begin_new_battle"


@frozen
class SkipBattlePhase(Op):
    """*players* skip their next Battle Phase ("skip your next battle phase")."""

    kind: ClassVar[str] = "skip_battle_phase"
    players: tuple[PlayerId, ...]


@frozen
class RepeatAbilities(Op):
    """Carry out again, ``times`` more times, the effects before this one (REG: Repeat)."""

    kind: ClassVar[str] = "repeat_abilities"
    times: int = 1


@frozen
class CopyAbility(Op):
    """Copy the special ability of *card* onto the card carrying the effect out (REG: Copy).

    The copied ability activates as the last part of the copy, carried out with the copying
    card as its source and its player as the one using it; one the engine cannot carry out
    that way is not carried out, and the game says so.
    """

    kind: ClassVar[str] = "copy_ability"
    card: InstanceId
    ability_only: bool = False
    """Whether only the special ability is copied, not the card (its attributes too)."""


@frozen
class PreventPlays(Op):
    """Keep the abilities of the cards the effect describes from activating (REG: Prevent).

    ``count`` caps how many ("the next Enhancement": 1); ``played_after`` limits it to cards
    played from now on; ``cards``, if any, are the only cards it covers ("the last
    Enhancement played").
    """

    kind: ClassVar[str] = "prevent_plays"
    count: int | None = None
    played_after: bool = False
    until: Until = Until.PHASE
    turns: int = 0
    """With ``until`` ``Until.TURNS``: how many turns of the target's controller it lasts."""
    cards: tuple[InstanceId, ...] = ()
    brigades: tuple[SelectedBrigade, ...] = ()
    """The brigades selected for the ability (see :attr:`Prevention.brigades`)."""
    tosses: bool = False
    """Whether it is an ongoing toss rather than a prevent (see :attr:`Prevention.tosses`)."""


@frozen
class RestrictPlayers(Op):
    """Keep the players from what the effect names, until ``until`` (REG: Restrict)."""

    kind: ClassVar[str] = "restrict_players"
    players: tuple[PlayerId, ...]
    until: Until = Until.PHASE
    turns: int = 0
    """With ``until`` ``Until.TURNS``: how many turns of each restricted player it lasts."""


@frozen
class ResizeHands(Op):
    """Change the players' maximum hand size until ``until`` (REG: Change Hand Size).

    What the change is (by how much, or the new maximum) is the effect's own record; it is
    kept in the state beside the restrictions, both ongoing effects on players.
    """

    kind: ClassVar[str] = "resize_hands"
    players: tuple[PlayerId, ...]
    until: Until = Until.PHASE
    turns: int = 0
    """With ``until`` ``Until.TURNS``: how many turns of each player it lasts."""


@frozen
class ProtectCards(Op):
    """Protect cards from what the effect names, until ``until`` (REG: Immune and Protect)."""

    kind: ClassVar[str] = "protect_cards"
    cards: tuple[InstanceId, ...]
    until: Until = Until.PHASE
    turns: int = 0
    """With ``until`` ``Until.TURNS``: how many turns of the target's controller it lasts."""
    brigades: tuple[SelectedBrigade, ...] = ()
    """The brigades selected for the ability (see :attr:`Protection.brigades`)."""


@frozen
class ChangeNumbers(Op):
    """Add to the strength and toughness of cards in play (REG: Increase and Decrease).

    The change lasts while each card stays in play, or until ``until``; a character whose
    toughness falls to 0 or less is discarded.
    """

    kind: ClassVar[str] = "change_numbers"
    cards: tuple[InstanceId, ...]
    strength: int
    toughness: int
    until: Until | None = None
    """When the change ends, if before the card leaves play ("until end of turn")."""
    turns: int = 0
    """With ``until`` ``Until.TURNS``: how many turns of the target's controller it lasts."""
    per_x: InstanceId | None = None
    """With ``until``, a change by X: the card whose X it counts, whenever the numbers are
    read; ``strength`` and ``toughness`` are then how many times X it adds (REG: Increase
    and Decrease: an ongoing change by X updates with the condition defining X)."""


@frozen
class HealCards(Op):
    """Heal characters (REG: Heal): every decrease of their numbers ends.

    A character being discarded is put in its owner's territory instead, and the discard
    passes it by.
    """

    kind: ClassVar[str] = "heal_cards"
    cards: tuple[InstanceId, ...]


@frozen
class ExchangeCards(Op):
    """Switch the places of two cards (REG: Exchange).

    A character exchanged with one in battle takes its place there, with the Enhancements
    it used, and enters battle; an Enhancement exchanged with one in battle is used by the
    same character.
    """

    kind: ClassVar[str] = "exchange_cards"
    card: InstanceId
    other: InstanceId


@frozen
class CaptureCard(Op):
    """Take a character captive to a player's Land of Bondage (REG: Capture).

    The player becomes its permanent controller; the engine discards what was equipped to
    it, and keeps it a captured character while it stays held.
    """

    kind: ClassVar[str] = "capture_card"
    card: InstanceId
    player: PlayerId


@frozen
class ConvertCard(Op):
    """Convert a character to *identity* with *brigades* (REG: Convert).

    One in battle whose alignment changes goes to its controller's territory.
    """

    kind: ClassVar[str] = "convert_card"
    card: InstanceId
    identity: CardType
    brigades: tuple[Brigade, ...]
    until: Until | None = None
    """When it is again what it was, if the text says ("this turn"); None: for good."""
    turns: int = 0
    """With ``until`` ``Until.TURNS``: how many turns of the target's controller it lasts."""


@frozen
class GainBrigades(Op):
    """A character gains brigades beside its own, while it stays in play (REG: Gain)."""

    kind: ClassVar[str] = "gain_brigades"
    card: InstanceId
    brigades: tuple[Brigade, ...]
    until: Until | None = None
    """``Until.WHILE``: it loses them as the "while" it gained them under no longer holds;
    None: for good."""


@frozen
class ConvertToMeek(Op):
    """A card takes its meek identity (REG: Meek, Convert).

    It has no special ability, and that identity's numbers and brigades, for as long as it
    stays on the playing surface.
    """

    kind: ClassVar[str] = "convert_to_meek"
    card: InstanceId


@frozen
class RescueSoul(Op):
    """Move a Lost Soul to a player's Land of Redemption (REG: Rescue)."""

    kind: ClassVar[str] = "rescue_soul"
    soul: InstanceId
    player: PlayerId


@frozen
class ActivateArtifactCard(Op):
    """Activate an Artifact on *player*'s Artifact pile (REG: Activate an Artifact).

    It goes there face up from where it is; the Artifact active there is turned face down
    first (one active Artifact a location), and the new one's ability is used.
    """

    kind: ClassVar[str] = "activate_artifact_card"
    card: InstanceId
    player: PlayerId


@frozen
class DeactivateArtifactCard(Op):
    """Turn an active Artifact face down on its pile (REG: Activate an Artifact)."""

    kind: ClassVar[str] = "deactivate_artifact_card"
    card: InstanceId


@frozen
class EquipWeapon(Op):
    """Put a weapon on a character (REG: Equip).

    On a character in battle, a weapon not in battle before is played, its ability activated;
    on a character in a territory, it is equipped there and not played.
    """

    kind: ClassVar[str] = "equip_weapon"
    card: InstanceId
    warrior: InstanceId


@frozen
class PlayOnCharacter(Op):
    """Play an Enhancement on a character that can use it (REG: Play an Enhancement)."""

    kind: ClassVar[str] = "play_on_character"
    card: InstanceId
    user: InstanceId


@frozen
class SideBattleFought(Op):
    """A side battle *player* started has been fought (REG: Side Battle).

    The characters it defeated go to their owners' discard piles, as at battle resolution
    (their "if defeated" abilities fire); the survivors that came from a hand go to their
    owners' territories, the others stay where they were (the battle they came from, a
    territory). The side battle counts as *player*'s one of the turn.
    """

    kind: ClassVar[str] = "side_battle_fought"
    player: PlayerId
    defeated: tuple[InstanceId, ...] = ()
    home: tuple[InstanceId, ...] = ()


# -- results ---------------------------------------------------------------------------------


def _ops(items: Iterable[Op]) -> tuple[Op, ...]:
    return tuple(items)


def _cards(items: Iterable[InstanceId]) -> tuple[InstanceId, ...]:
    return tuple(items)


def _players(items: Iterable[PlayerId]) -> tuple[PlayerId, ...]:
    return tuple(items)


@frozen
class Done:
    """What a handler decided: the changes, and what the effect acted on.

    ``cards`` and ``players`` are what later effects refer back to ("it", "that hand");
    ``fully`` says whether the effect was fully carried out ("if you do"); ``shown`` marks a
    look or reveal whose cards later effects deal with ("the rest").
    """

    ops: tuple[Op, ...] = field(default=(), converter=_ops)
    cards: tuple[InstanceId, ...] = field(default=(), converter=_cards)
    players: tuple[PlayerId, ...] = field(default=(), converter=_players)
    fully: bool = True
    shown: bool = False
    rng: Rng | None = None
    """The random generator after the handler drew from it, when it did."""
    brigades: tuple[SelectedBrigade, ...] = ()
    """The brigades the effect selected ("Select an evil brigade"), for the effects after it."""
    names: tuple[str, ...] = ()
    """The titles of the cards the effect named ("Name a Hero"), for the effects after it."""


class Asked(BaseException):
    """Raised by :class:`EffectContext` when a choice has not been made yet.

    It derives from ``BaseException`` so that a handler's own ``except Exception`` cannot
    swallow it; the engine catches it and asks the player.
    """

    def __init__(self, player: PlayerId, question: Question) -> None:
        super().__init__(question.prompt)
        self.player = player
        self.question = question


class EffectContext(Scope):
    """What a handler reads and asks while it carries out one effect.

    Besides the reading of :class:`~redemption_rules.effects.select.Scope`, it hands out
    the answers given so far and asks for the rest. *answers* are the answers given to this
    effect's questions, in order; *locked* means the effect's targets are chosen already
    (the effect was paused by special initiative), so nothing more may be asked.
    """

    def __init__(
        self,
        state: GameState,
        controller: PlayerId,
        *,
        actor: PlayerId | None = None,
        source: InstanceId | None = None,
        user: InstanceId | None = None,
        results: Sequence[Result] = (),
        answers: Sequence[int] = (),
        locked: bool = False,
        since: int | None = None,
        effect: int = 0,
        shared: Sequence[InstanceId] | None = None,
        shared_by: str = "",
        paired: bool = False,
        followed: bool = False,
        that: PlayerId | None = None,
        shielded: frozenset[InstanceId] = frozenset(),
        cap: int | None = None,
    ) -> None:
        super().__init__(
            state,
            controller,
            actor=actor,
            source=source,
            user=user,
            results=results,
            since=since,
            that=that,
        )
        self.answers = tuple(answers)
        self.locked = locked
        self.effect = effect
        """The index of the effect in the source card's ability."""
        self.shared = None if shared is None else tuple(shared)
        """The targets of the effect before, when this one shares them ("negate and discard
        the last evil Enhancement"): the same cards, not chosen again."""
        self.shared_by = shared_by
        """The kind of the effect after this one that shares its targets ("negate and
        rescue a Lost Soul": ``"rescue"``), or ``""``: the cards chosen are ones it may
        target too."""
        self.paired = paired
        """Whether the effect is paired with a look or reveal before it: a target without a
        place of its own is among the cards shown (REG: Conditions, colon)."""
        self.followed = followed
        """Whether a later effect acts on what this one finds ("search ... and put it in
        territory"), so the found cards stay where they are for it (REG: Search)."""
        self.shielded = shielded
        """The cards this ability cannot target: protected from its card or the character
        using it (REG: Immune and Protect)."""
        self.cap = cap
        """The effect's "(limit 3)": the most its X counts ("draw X (limit 3)")."""
        self.chosen_places: dict[Selector, list[Place]] = {}
        """The places chosen for the words of this effect that name one player's ("a
        player's deck"): what they reach, and what they search (REG: Search)."""
        self.rng = state.rng
        self._next = 0

    def any_candidate(
        self, selector: Selector, default: str = IN_PLAY, *, more_than: int = 0
    ) -> bool:
        """Whether *selector* names more than *more_than* cards this ability may target.

        Those protected from it are no targets (REG: Immune and Protect): "you may
        underdeck an evil card from opponent's hand" is nothing to offer when their hand is
        protected from your cards.
        """
        if not self.shielded:
            return super().any_candidate(selector, default, more_than=more_than)
        found = self.candidates(selector, default)
        return sum(card not in self.shielded for card in found) > more_than

    def number(self, count: Count) -> int | None:
        """The number a count names, an X no more than the effect's limit (REG: Limit)."""
        value = super().number(count)
        if value is None or not count.variable or self.cap is None:
            return value
        return min(value, self.cap)

    def _answer(self) -> int | None:
        if self._next < len(self.answers):
            value = self.answers[self._next]
            self._next += 1
            return value
        return None

    def _label(self) -> str:
        if self.source is None:
            return ""
        return f" ({self.state.card(self.source).name})"

    def choose_cards(
        self,
        options: Sequence[InstanceId],
        minimum: int,
        maximum: int,
        *,
        prompt: str = "Choose",
        player: PlayerId | None = None,
    ) -> tuple[InstanceId, ...]:
        """Up to *maximum* of *options*, at least *minimum* (fewer if there are fewer).

        Asked of *player* (default: the actor) one card at a time; not asked when the
        answer is forced: no options, or every option must be taken.
        """
        options = tuple(dict.fromkeys(options))
        maximum = min(maximum, len(options))
        minimum = min(minimum, maximum)
        if maximum == 0:
            return ()
        if minimum == len(options):
            return options
        chooser = self.actor if player is None else player
        picked: list[InstanceId] = []
        while len(picked) < maximum:
            answer = self._answer()
            if answer is None:
                if self.locked:
                    break
                left = tuple(card for card in options if card not in picked)
                raise Asked(
                    chooser,
                    Question(
                        prompt + self._label(),
                        QuestionKind.CARDS,
                        card=self.source,
                        options=left,
                        picked=tuple(picked),
                        minimum=minimum,
                        maximum=maximum,
                    ),
                )
            if answer == STOP:
                break
            if answer in options and answer not in picked:
                picked.append(InstanceId(answer))
        return tuple(picked)

    def choose_option(
        self, labels: Sequence[str], *, prompt: str = "Choose", player: PlayerId | None = None
    ) -> int:
        """The index of one of *labels*, asked of *player* (default: the actor).

        Not asked when there is only one.
        """
        if len(labels) <= 1:
            return 0
        answer = self._answer()
        if answer is not None and 0 <= answer < len(labels):
            return answer
        if self.locked:
            return 0
        chooser = self.actor if player is None else player
        raise Asked(
            chooser,
            Question(
                prompt + self._label(), QuestionKind.OPTION, card=self.source, labels=tuple(labels)
            ),
        )

    def choose_player(
        self, players: Sequence[PlayerId], *, prompt: str = "Choose a player"
    ) -> PlayerId | None:
        """One of *players* (None if there is none), asked unless there is only one."""
        if not players:
            return None
        labels = [f"player {player + 1}" for player in players]
        return players[self.choose_option(labels, prompt=prompt)]

    def random_cards(self, options: Sequence[InstanceId], count: int) -> tuple[InstanceId, ...]:
        """*count* of *options* at random, from the game's generator (REG: Random)."""
        pool = list(options)
        chosen: list[InstanceId] = []
        rng = self.rng
        while pool and len(chosen) < count:
            index, rng = rng.below(len(pool))
            chosen.append(pool.pop(index))
        self.rng = rng
        return tuple(chosen)

    def done(
        self,
        *ops: Op,
        cards: Sequence[InstanceId] = (),
        players: Sequence[PlayerId] = (),
        fully: bool = True,
        shown: bool = False,
        brigades: Sequence[SelectedBrigade] = (),
        names: Sequence[str] = (),
    ) -> Done:
        """A :class:`Done` carrying the generator as it now stands."""
        return Done(
            ops,
            cards,
            players,
            fully,
            shown,
            self.rng if self.rng != self.state.rng else None,
            tuple(brigades),
            tuple(names),
        )
