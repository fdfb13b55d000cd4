"""Actions: the answers a player gives to the game's pending decision.

Actions name no player: the player who acts is always :attr:`GameState.to_act`. Every action
is a frozen record; :func:`redemption_rules.legal_actions` lists the legal ones, and each of
them can be passed to :func:`redemption_rules.apply`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Final, TypeVar

from attrs import Attribute, field, frozen
from attrs.validators import instance_of

from redemption_rules.cards.model import CardType
from redemption_rules.serialization import register_configuration, tag_union
from redemption_rules.state import InstanceId, PlayerId

if TYPE_CHECKING:
    import cattrs

_Id = TypeVar("_Id", InstanceId, PlayerId)


def _integer(_: object, attribute: Attribute[_Id], value: _Id) -> None:
    """A card id or player id: an int, and not a bool."""
    if type(value) is not int:
        raise TypeError(f"{attribute.name} must be an integer id, not {value!r}")


def _optional_integer(_: object, attribute: Attribute[Any], value: Any) -> None:  # noqa: ANN401 - checked here
    """A card id or None."""
    if value is not None and type(value) is not int:
        raise TypeError(f"{attribute.name} must be an integer id or None, not {value!r}")


@frozen
class ChooseFirstPlayer:
    """Choose who takes the first turn (REG: Pre-Game Phase)."""

    kind: ClassVar[str] = "choose_first_player"
    player: PlayerId = field(validator=_integer)


@frozen
class PlayCard:
    """Put a card from hand into play (REG: Preparation Phase, Discard Phase).

    A character, Site or Fortress goes into territory; an Artifact face down on the Artifact
    pile.

    ``identity`` is the identity the card takes (a ``Hero/Evil Character`` card is played as
    one of them; a City as a Site or a Fortress; a Covenant or Curse as an Artifact).
    """

    kind: ClassVar[str] = "play_card"
    card: InstanceId = field(validator=_integer)
    identity: CardType = field(validator=instance_of(CardType))


@frozen
class Equip:
    """Equip a weapon to a warrior with none (REG: Weapon, Warrior).

    In the Preparation and Discard Phases the weapon comes from hand and the warrior is in
    territory; at the end of battle both are in battle.
    """

    kind: ClassVar[str] = "equip"
    weapon: InstanceId = field(validator=_integer)
    warrior: InstanceId = field(validator=_integer)


@frozen
class PutInSite:
    """Put a Lost Soul from your Land of Bondage into your unoccupied Site.

    Only a Hero with access to the Site can rescue it then (REG: Preparation Phase,
    Occupied, Site).
    """

    kind: ClassVar[str] = "put_in_site"
    soul: InstanceId = field(validator=_integer)
    site: InstanceId = field(validator=_integer)


@frozen
class ActivateArtifact:
    """Turn an Artifact face up on the player's Artifact pile (REG: Activate an Artifact).

    A Preparation Phase action, once a turn; the Artifact active there before is turned face
    down. The Artifact's ability is used when it is activated.
    """

    kind: ClassVar[str] = "activate_artifact"
    card: InstanceId = field(validator=_integer)


@frozen
class PlayDominant:
    """Play a Dominant from hand (REG: Dominant). It is discarded after play."""

    kind: ClassVar[str] = "play_dominant"
    card: InstanceId = field(validator=_integer)


@frozen
class UseAbility:
    """Use a manually triggered effect of a card the player controls.

    REG: Manually Triggered Effect, Action Priority level 3. *effect* is the index, in the
    card's ability, of the first effect of the use ("During battle, you may discard this
    card to ...").
    """

    kind: ClassVar[str] = "use_ability"
    card: InstanceId = field(validator=_integer)
    effect: int = field(validator=_integer)


@frozen
class Attack:
    """Begin a battle: put a Hero from hand or territory in battle against *defender*.

    With *site*, an unoccupied Site from the attacker's territory joins the battle, giving
    the Hero access to the defender's Lost Souls in Sites of a matching brigade. It is a
    rescue attempt if the Hero has access to a Lost Soul (one in the defender's Land of
    Bondage, or in such a Site), a battle challenge otherwise (REG: Attack, Rescue Attempt,
    Battle Challenge, Site).
    """

    kind: ClassVar[str] = "attack"
    hero: InstanceId = field(validator=_integer)
    defender: PlayerId = field(validator=_integer)
    site: InstanceId | None = field(default=None, validator=_optional_integer)


@frozen
class AddSite:
    """Add an unoccupied Site from the attacker's territory to the battle under way.

    The attacking player may do so any time they control a Hero in battle; the Site gives
    the Heroes in battle access to the defender's Lost Souls in Sites of a matching brigade,
    and a battle challenge that gains such access becomes a rescue attempt (REG: Site,
    Battle Challenge). The engine offers it with the attacker's initiative, for a Site that
    reaches a Lost Soul the battle could not reach before, as it offers an attack with one.
    """

    kind: ClassVar[str] = "add_site"
    site: InstanceId = field(validator=_integer)


@frozen
class Taunt:
    """Make a taunt battle challenge against *defender* (REG: Taunt).

    In place of an attack: an Evil Character with a taunt identifier in the player's
    territory enters battle, and *defender* may accept by putting a Hero into battle
    (:class:`AcceptTaunt`) or decline. If the Evil Character wins, the ability in the
    parentheses after its taunt identifier activates. No Lost Soul is rescued.
    """

    kind: ClassVar[str] = "taunt"
    character: InstanceId = field(validator=_integer)
    defender: PlayerId = field(validator=_integer)


@frozen
class AcceptTaunt:
    """Accept a taunt battle challenge: put a Hero from hand or territory into battle.

    REG: Taunt. Declining is :class:`Decline`.
    """

    kind: ClassVar[str] = "accept_taunt"
    hero: InstanceId = field(validator=_integer)


@frozen
class Block:
    """Block with an Evil Character from hand or territory (REG: Block)."""

    kind: ClassVar[str] = "block"
    character: InstanceId = field(validator=_integer)


@frozen
class PlayEnhancement:
    """Play an Enhancement from hand on a character that can use it (REG: Enhancement).

    In battle, on the player's character in battle: with initiative, or to answer a removal
    with special initiative. In the Preparation and Discard Phases, a territory-class
    Enhancement on the player's character in territory, one a turn (REG: Territory Class).
    """

    kind: ClassVar[str] = "play_enhancement"
    card: InstanceId = field(validator=_integer)
    character: InstanceId = field(validator=_integer)


@frozen
class Pass:
    """Pass initiative in a stalemate or mutual destruction (REG: Pass)."""

    kind: ClassVar[str] = "pass"


@frozen
class Decline:
    """Decline to do more (REG: Battle Phase).

    The defender declines to block, or a taunt battle challenge (REG: Taunt); or the player
    with initiative in a battle that is not tied plays nothing further, which sends the
    battle to resolution.
    """

    kind: ClassVar[str] = "decline"


@frozen
class SurrenderSoul:
    """Choose the Lost Soul a successful rescue attempt takes (REG: Battle Resolution)."""

    kind: ClassVar[str] = "surrender_soul"
    soul: InstanceId = field(validator=_integer)


@frozen
class Discard:
    """Discard a card from hand in the Discard Phase, while over the hand limit."""

    kind: ClassVar[str] = "discard"
    card: InstanceId = field(validator=_integer)


@frozen
class ChooseCard:
    """Pick a card an ability's question offers (a target, a card to search for)."""

    kind: ClassVar[str] = "choose_card"
    card: InstanceId = field(validator=_integer)


@frozen
class Finish:
    """Pick no more cards for an ability's question ("up to", "any number of")."""

    kind: ClassVar[str] = "finish"


@frozen
class ChooseOption:
    """Answer an ability's question with one of its labelled options.

    The options are "use it" or "decline" for a "may", or which of several effects.
    """

    kind: ClassVar[str] = "choose_option"
    option: int = field(validator=_integer)


@frozen
class PassPriority:
    """Let the game go on without acting now (REG: Action Priority)."""

    kind: ClassVar[str] = "pass_priority"


@frozen
class EndPhase:
    """End the current phase: Preparation, Battle (with no battle) or Discard (the turn)."""

    kind: ClassVar[str] = "end_phase"


Action = (
    ChooseFirstPlayer
    | PlayCard
    | Equip
    | PutInSite
    | ActivateArtifact
    | PlayDominant
    | UseAbility
    | Attack
    | AddSite
    | Taunt
    | AcceptTaunt
    | Block
    | PlayEnhancement
    | Pass
    | Decline
    | SurrenderSoul
    | Discard
    | ChooseCard
    | Finish
    | ChooseOption
    | PassPriority
    | EndPhase
)
"""Any action."""

ACTION_CLASSES: Final[tuple[type[Action], ...]] = (
    ChooseFirstPlayer,
    PlayCard,
    Equip,
    PutInSite,
    ActivateArtifact,
    PlayDominant,
    UseAbility,
    Attack,
    Taunt,
    AcceptTaunt,
    Block,
    PlayEnhancement,
    Pass,
    Decline,
    SurrenderSoul,
    Discard,
    ChooseCard,
    Finish,
    ChooseOption,
    PassPriority,
    EndPhase,
    AddSite,
)
"""Every kind of action. A kind added later comes last, so that the action index space
(:mod:`redemption_rules.ai.encoding`) keeps the indices of the kinds before it."""


def _configure(converter: cattrs.Converter) -> None:
    tag_union(converter, ACTION_CLASSES, name="Action")


register_configuration(_configure)
