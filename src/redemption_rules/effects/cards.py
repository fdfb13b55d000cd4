"""The abilities of cards as the engine carries them out (REG: Special Abilities, Activate).

Each card's special ability is read once per process (:func:`card_abilities`) and sorted by
when its effects fire: on play (in the Ability Activation Order), on an event that happens to
the card ("when this Lost Soul is rescued"), or at a later moment ("after battle"). The effects
of one firing are laid out as :class:`Stage` s: an effect, or a choice between effects ("A or
B"), each with the effects that go with it.

:func:`ability_support` says whether a card's ability is carried out whole, and what is
missing if not; a card whose ability is not carried out plays by its numbers.

>>> from redemption_rules.cards import load_starter_cards
>>> support = ability_support(load_starter_cards().get("Boaz (J)"))
>>> support.carried_out, support.missing
(True, ())
"""

from __future__ import annotations

import re
from collections import Counter
from typing import TYPE_CHECKING, Any, Final, TypeGuard, TypeVar, cast

import attrs
from attrs import evolve, frozen

from redemption_rules.cards.model import Alignment, Brigade, CardClass, CardType
from redemption_rules.effects.kinds import (
    THIS_CARD,
    ActivateArtifact,
    Capture,
    CreateToken,
    Deactivate,
    Decrease,
    Hold,
    Look,
    Numbers,
    Place,
    Search,
    Select,
    Shuffle,
    Taunt,
)
from redemption_rules.effects.model import Ability, Effect, Link
from redemption_rules.effects.modifiers import (
    PROTECTIONS_OVERRIDDEN,
    CannotBeInterrupted,
    CannotBeNegated,
    CannotBePrevented,
    Instead,
    Limit,
    Modifier,
    Regardless,
    of_any_brigade,
)
from redemption_rules.effects.select import (
    ABILITY,
    ANY_ORDER,
    BATTLE_PLACE,
    CONTENTS_OF_IT,
    COPIES,
    DIFFERENT,
    EITHER_END,
    FACE_UP,
    NAMED,
    ON_THAT_CARD,
    SELECTED_BRIGADE,
    all_types,
    fits_at_face_value,
    is_brigade_choice,
    negated_kinds,
    only_battle,
    played_on,
    put_in_a_site_by_you,
    read_ability_kinds_with,
    unsupported_in,
    without_arrangement,
)
from redemption_rules.effects.span import Span
from redemption_rules.effects.targets import (
    ALL,
    IF_YOU_CANNOT,
    MATCHING_BRIGADE,
    MATCHING_NAMED_BRIGADE,
    MATCHING_THAT_BRIGADE,
    MATCHING_THIS_BRIGADE,
    ONE,
    AllOf,
    AnyOf,
    Condition,
    Controls,
    Count,
    Direction,
    Exists,
    Happened,
    IfDone,
    Is,
    Join,
    Location,
    Not,
    OpposedBy,
    Otherwise,
    Player,
    Quantifier,
    Ref,
    Selector,
    StatLimit,
    Status,
    StatusIs,
    UsedBy,
)
from redemption_rules.effects.targets import Zone as TargetZone
from redemption_rules.effects.timing import (
    AtMoment,
    Duration,
    DurationUnit,
    EachPhase,
    Event,
    Moment,
    OnEvent,
    Phase,
    Trigger,
)
from redemption_rules.effects.tokens import (
    RESERVED_TOKEN,
    TOKEN_RECORDS,
    UNREAD_IDENTIFIER,
    token_definition,
    token_type,
)
from redemption_rules.effects.variables import UNDEFINED_X, card_variable, defines_printed_star
from redemption_rules.errors import AbilityParseError
from redemption_rules.packs import default_manager
from redemption_rules.parser.names import card_titles
from redemption_rules.parser.parse import card_ability, parser_for
from redemption_rules.parser.vocabulary import canonical
from redemption_rules.plugins.collect import collect_effects
from redemption_rules.state import (
    UNTIL_RESET,
    CardInstance,
    InstanceId,
    PlayerId,
    Result,
    bare_instance,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Iterator, Sequence

    import pluggy

    from redemption_rules.cards.model import CardDef
    from redemption_rules.plugins.hookspecs import EffectSpec

__all__ = [
    "PLANNED_KINDS",
    "AbilitySupport",
    "CardAbilities",
    "DiseasePairing",
    "ExecutableReport",
    "ShieldModifier",
    "Stage",
    "ability_kinds",
    "ability_support",
    "card_abilities",
    "disease_pairing",
    "effect_pack",
    "effect_specs",
    "followed",
    "harm_watch",
    "measure_executable",
    "plan",
    "refers_back",
    "replaced_by",
    "replaces",
    "replaces_defeat",
    "reserve_tokens",
    "selects_player",
    "sets_aside_outside_battle",
    "token_definitions",
    "token_records",
    "up_to_the_place",
    "x_cap",
    "x_cap_condition",
    "x_limit",
]

ShieldModifier = CannotBeNegated | CannotBePrevented | CannotBeInterrupted
"""A "cannot be negated/prevented/interrupted" modifier."""

MENU: Final = "select_options"
PLANNED_KINDS: Final = frozenset({MENU})
"""Kinds carried out by the plan of an ability rather than by a handler: a menu ("Select up
to 2: ...") is the choice among the effects after it (:func:`plan`), which their own handlers
carry out."""

BAND_BUCKET: Final = 5
"""Ability Activation Order step 5: abilities moving a character into the same side."""
PRINTED_BUCKET: Final = 2
"""Step 2: the card's printed abilities in order."""
WEAPON_BUCKET: Final = 4
"""Step 4: abilities of equipped weapons."""

_SAME_SIDE: Final = frozenset({"band", "add_to_battle"})
_OPPOSITE_SIDE: Final = frozenset({"choose_opponent"})
_MOMENTS: Final = frozenset(
    {Moment.AFTER_BATTLE.value, Moment.END_OF_BATTLE.value, Moment.ON_RETURN.value}
)
"""Moments the engine fires delayed effects at."""
_EVENTS: Final = frozenset({Event.RESCUED, Event.PUT_IN_PLAY, Event.DRAWN})
"""Events on the card itself that the engine fires triggered effects for (on a Lost Soul).

A Lost Soul drawn is put in the Land of Bondage for all to see, and its ability activates
(REG: Draw): its "if drawn" fires. Any other card drawn is seen by its owner alone, and a
triggered effect needs an event every player can know of (REG: Triggered Effect)."""
_ARTIFACT_EVENTS: Final = frozenset({Event.ACTIVATED})
"""Events on an Artifact itself that the engine fires its triggered effects for: "On
activation" (see :func:`_on_activation`)."""
_BATTLE_EVENTS: Final = frozenset({Event.RESCUE_ATTEMPT_FAILS, Event.BLOCK_SUCCEEDS})
"""Results of a battle that the engine fires the triggered effects of the cards in it for
(a character or an Enhancement, whose ability activated as it entered battle): "If rescue
attempt fails", "If block is successful" (REG: Battle Resolution step 5, Block)."""
ENTRY_EVENTS: Final = frozenset({Event.ATTACKS, Event.BLOCKS})
"""A character beginning a battle or chosen to block: the engine fires a Fortress's "If your
[lone] ... attacks" (or "blocks") for them, and "If attacked" (see :func:`watched_entry`)."""
_CHARACTER_EVENTS: Final = frozenset({Event.DISCARDED, Event.CAPTURED, Event.DEFEATED})
"""Events on a character itself that the engine fires its triggered effects for: "If this
card is discarded" or "If this Hero is captured" from battle, where its ability activated
as it entered (REG: Activate, Triggered Effect: an event that deactivates the ability
still fires it); "If defeated [by an opponent]" (REG: Defeat)."""
BY_AN_OPPONENT: Final = Selector(count=Count(Quantifier.ALL), owner=Player.OPPONENT)
""""Defeated by an opponent": by the numbers of the opposing side, or by an ability of a
card an opponent controls."""
_LIMITS: Final = frozenset({"game", "round", "turn"})
_MANUAL_LIMITS: Final = frozenset({"round", "turn"})
"""Usage limits that make an optional effect manually triggered (and that are counted)."""
MANUAL_PHASES: Final = frozenset(
    {
        Phase.ANY_TIME,
        Phase.BATTLE,
        Phase.RESCUE_ATTEMPT,
        Phase.BATTLE_CHALLENGE,
        Phase.PREPARATION,
        Phase.DISCARD,
        Phase.TURN,
        Phase.UPKEEP,
    }
)
"""The phases a manually triggered effect can name: "during battle", "at any time",
"each upkeep", ... ("each round" is not carried out)."""

ACTIVATED: Final = frozenset(
    {
        CardType.HERO,
        CardType.EVIL_CHARACTER,
        CardType.GOOD_ENHANCEMENT,
        CardType.EVIL_ENHANCEMENT,
        CardType.DOMINANT,
    }
)
"""The identities whose abilities the engine activates when the card is played: characters
entering battle, Enhancements played, Dominants. A rainbow Site's or a City's ability is not
carried out yet, of a Site's the lasting effects (see ``IN_PLAY``) are; of an Artifact's,
the effects used as it activates, the lasting ones (see ``IN_PLAY``) and the manually
triggered ones are; of a Lost Soul's or
Fortress's, a trigger on the Lost Soul itself, some lasting effects (see ``IN_PLAY``) and a
Fortress's manually triggered effects are."""
IN_PLAY: Final = frozenset(
    {CardType.LOST_SOUL, CardType.FORTRESS, CardType.ARTIFACT, CardType.SITE}
)
"""The identities whose lasting effects act while the card is in play: they take effect as
the card comes into play (an Artifact: as it activates) and last until it leaves where it was
put, or the Artifact is deactivated (REG: Duration, Lost Soul, Fortress, Artifact, Site); not
a rainbow Site's, whose ability activates as it enters battle (not carried out). So do
those of a territory-class character put in a territory, while it stays there (REG:
Territory Class Character)."""


def _remaining(
    *types: str,
    zone: TargetZone = TargetZone.PLAY,
    qualifiers: tuple[str, ...] = (),
    owner: Player | None = None,
) -> Duration:
    """The duration "while this card remains in *zone*".

    The card is of one of *types*, if named; in *owner*'s zone, if said.
    """
    this_card = Selector(
        count=Count(Quantifier.EXACTLY, 1),
        types=types,
        qualifiers=qualifiers,
        locations=(Location(zone, owner),),
        ref=Ref.THIS_CARD,
    )
    return Duration(DurationUnit.WHILE, count=None, until=Exists(this_card))


WHILE_IN_PLAY: Final = _remaining()
""""While this card remains in play": the duration a Fortress's lasting effect is given
(REG: Duration)."""
WHILE_SOUL_IN_PLAY: Final = _remaining("Lost Soul")
""""While this Lost Soul remains in play": a Lost Soul's, looked for in the Lands of Bondage
too (a rescued one is in play no more)."""
WHILE_ACTIVE: Final = _remaining(zone=TargetZone.ARTIFACT_PILE, qualifiers=(FACE_UP,))
""""While this Artifact stays active": face up on an Artifact pile (REG: Artifact, Duration);
turned face down or gone from the pile, it is deactivated."""
WHILE_IN_TERRITORY: Final = _remaining(zone=TargetZone.TERRITORY)
""""While this character remains in territory": a territory-class character's lasting
effects as it is put there (REG: Duration, Territory Class Character)."""
WHILE_IN_BATTLE: Final = _remaining(zone=TargetZone.BATTLE)
""""While in battle": an effect of a character that lasts while it is in battle."""
WHILE_ON_A_SOUL: Final = _remaining(zone=TargetZone.LAND_OF_BONDAGE, owner=Player.ALL_PLAYERS)
""""While this card remains placed on a Lost Soul": in a Land of Bondage, any player's, where
a card other than a Lost Soul lies only placed on one, and which it leaves as that Lost Soul
does (REG: Place)."""

SECTION_IDENTITIES: Final[dict[str, frozenset[CardType]]] = {
    "GE": frozenset({CardType.GOOD_ENHANCEMENT}),
    "HE": frozenset({CardType.GOOD_ENHANCEMENT}),
    "EE": frozenset({CardType.EVIL_ENHANCEMENT}),
    "GE/EE": frozenset({CardType.GOOD_ENHANCEMENT, CardType.EVIL_ENHANCEMENT}),
    "HERO": frozenset({CardType.HERO}),
    "H": frozenset({CardType.HERO}),
    "EC": frozenset({CardType.EVIL_CHARACTER}),
    "A": frozenset({CardType.ARTIFACT}),
    "ART": frozenset({CardType.ARTIFACT}),
    "ARTIFACT": frozenset({CardType.ARTIFACT}),
    "CURSE": frozenset({CardType.ARTIFACT}),
    "FORT": frozenset({CardType.FORTRESS}),
    "FORTRESS": frozenset({CardType.FORTRESS}),
    "F": frozenset({CardType.FORTRESS}),
    "SITE": frozenset({CardType.SITE}),
    "D": frozenset({CardType.DOMINANT}),
}
"""The identity a section label of a multi-type card stands for: the effects under "EE:" act
only while the card is an Evil Enhancement (a Curse used as an Artifact acts by its "CURSE:"
or "A:" section). "GOOD:" and "EVIL:" stand for the card's identities of that alignment;
"STAR:" is the star ability, used when the card is drawn (REG: Star Icon). "TOP:" is the
ability of a card printed with two identities, the other "BOTTOM: Meek": the engine plays
such a card as its top identity, so the section acts under every identity of the card (the
meek one is not offered; REG: Meek)."""
STAR_SECTION: Final = "STAR"
TOP_SECTION: Final = "TOP"
TAUNT_SECTION: Final = "TAUNT"
"""The section of the effects read from a taunt identifier: the :class:`Taunt` record and
its payoff, which activate when the card wins a taunt battle challenge (REG: Taunt)."""
_TAUNT_IDENTIFIER: Final = re.compile(r"\[?\s*Taunt\s*\((?P<payoff>[^()]+)\)\s*\]?", re.IGNORECASE)
"""A taunt identifier with its payoff in parentheses: "Taunt (Discard a human.)", printed
bracketed before other identifiers on some cards ("[Taunt (...)] Gospel")."""


@frozen
class Stage:
    """One step of an ability: an effect, or a choice between effects ("A or B").

    Each option is a chain of effect indexes carried out in order: a cost and its benefit
    ("discard this card to ..."), or effects that refer back to the first ("... and put it in
    territory"). ``optional`` is a "may": the player may decline the whole stage.
    """

    options: tuple[tuple[int, ...], ...]
    optional: bool = False
    menu: int | None = None
    """The index of the "Select up to 2:" effect when the stage is its menu: each option is
    one of the numbered options after it, and the player picks as many distinct ones as it
    allows before they are carried out in printed order (REG: Select)."""


@frozen
class CardAbilities:
    """A card's special ability, sorted by when its effects fire."""

    ability: Ability | None
    """None when the text is not read (``error`` says why) or the card is meek."""
    error: str = ""
    on_play: tuple[tuple[int, int], ...] = ()
    """(Ability Activation Order step, effect index) of the effects that fire when the card
    is played."""
    on_event: tuple[int, ...] = ()
    """Effects waiting for an event that happens to the card ("when this Lost Soul is
    rescued")."""
    events: frozenset[Event] = frozenset()
    """The events the ``on_event`` effects wait for: a card with none is passed over at
    once."""
    replacing: tuple[int, ...] = ()
    """Triggered effects carried out in place of the event they wait for ("If your demon is
    discarded, underdeck it instead": see :func:`replaces_discard`), not after it."""
    missing: tuple[str, ...] = ()
    """What the engine does not carry out: effect kinds without a handler, descriptions it
    cannot test, timing it does not follow."""
    shield: tuple[str, ...] = ()
    """``"cbn"``, ``"cbp"``, ``"cbi"``: the card's modifiers against negation."""
    limits: tuple[tuple[int, Limit], ...] = ()
    """(effect index, limit) of the limited effects ("once per game")."""
    shields: tuple[ShieldModifier, ...] = ()
    """Its "cannot be negated/prevented/interrupted" modifiers that depend on the game: under
    a condition ("if used by a Greek"), against some cards only ("by an animal"), or covering
    other cards ("Enhancements used by this Hero"); worked out when they are tested."""
    partial_shields: tuple[tuple[ShieldModifier, int], ...] = ()
    """(modifier, where its sentence starts in the text) of its "Cannot be negated." that
    covers only the sections printed before it ("GE: ... Cannot be negated if used by Josiah.
    ART: ..."): it shields an activation of those effects alone (REG: Cannot be Negated)."""
    star: tuple[int, ...] = ()
    """The effects of its star ability ("STAR:", "(Star)"), used when the card is drawn by
    game rule and revealed (REG: Star Icon)."""
    taunt: tuple[int, ...] = ()
    """The effects of its taunt identifier: the :class:`Taunt` record and its payoff, which
    activate when the card wins a taunt battle challenge (REG: Taunt)."""
    manual: tuple[tuple[int, ...], ...] = ()
    """The manually triggered effects, each use's effect indexes: an optional effect used
    when its controller chooses while the card's ability is active ("During battle, you may
    ...", "At any time, you may ...", "While in battle, you may ...", "Once per turn, you
    may ...") at Action Priority level 3 (REG: Manually Triggered Effect)."""
    sections: tuple[tuple[int, frozenset[CardType]], ...] = ()
    """(effect index, identities) of the effects under a section label of a multi-type card:
    each acts only while the card has one of those identities."""
    in_play: tuple[int, ...] = ()
    """The lasting effects of a Lost Soul, Fortress or active Artifact on the card itself
    ("Protect this Lost Soul from rescue"), or of all the cards a description names ("Protect
    Philistine Evil Characters in your territory from capture", "Negate opponents' neutral
    cards", "All Evil Characters in play decrease 0/3"): they activate as the card comes into
    play and last, with the duration ``WHILE_IN_PLAY`` (``WHILE_SOUL_IN_PLAY``,
    ``WHILE_ACTIVE``), while it stays (REG: Duration). A territory-class character's are
    copies of its printed effects, added after them, that last ``WHILE_IN_TERRITORY``; the
    printed ones act as it enters battle."""
    placing: int | None = None
    """The effect that places the card itself in its territory ("Place in territory: ..."),
    if it is an Enhancement's: its ability then stays with the card there (see ``placed``)."""
    placed: tuple[int, ...] = ()
    """The lasting effects of the ability an Enhancement has while placed in territory
    ("Place in territory: Protect discard pile from opponents"): they activate with the rest
    of its ability as it resolves, after the place, and last ``WHILE_IN_TERRITORY`` (REG:
    Place, Duration). Like ``in_play`` ones, those on all the cards a description names
    follow the words, and a negate of the card ends them. Likewise those of an Enhancement
    placed on a Lost Soul ("While this card remains, holder's demons each gain 3/3"), which
    last ``WHILE_ON_A_SOUL``."""
    while_active: tuple[int, ...] = ()
    """The lasting effects of an Artifact on the cards chosen as it activates ("Negate an
    evil or neutral card in play"): they act with the rest of its ability, on the cards
    chosen then, and last ``WHILE_ACTIVE`` (REG: Artifact, Duration). A negate of the
    Artifact ends them."""
    gates: tuple[tuple[int, Condition], ...] = ()
    """(effect index, condition) of the lasting effects in play that act only while a
    condition holds ("While you control a meek Hero, negate ..."): the effect stays in force
    while the card is in play, and covers no card while its condition does not hold."""
    kinds: frozenset[str] = frozenset()
    """The kinds of its ability's effects, as read (:func:`ability_kinds`)."""
    granted_regardless: tuple[Regardless, ...] = ()
    """Its "[Enhancements] used by this card are regardless of protect abilities": the
    Enhancements the character uses may target protected cards (REG: Regardless). Only for
    a card whose ability is carried out in full."""
    granting_regardless: tuple[Regardless, ...] = ()
    """Its "[abilities] are regardless of protect abilities" about the abilities of other
    cards ("Evil capture abilities", "O.T. Enhancements"): once its ability activates, to the
    end of the phase, those of cards played after may target protected cards (REG:
    Regardless). Only for a character whose ability is carried out in full."""

    def lasts(self, effect: int) -> bool:
        """Whether effect *effect* lasts while its card stays in play or placed."""
        return effect in self.in_play or effect in self.placed or effect in self.while_active

    def gate(self, effect: int) -> Condition | None:
        """The condition lasting effect *effect* in play acts under, if any (see ``gates``)."""
        for index, condition in self.gates:
            if index == effect:
                return condition
        return None

    def on_play_as(self, identity: CardType | None) -> tuple[tuple[int, int], ...]:
        """The on-play effects that act while the card has *identity* (all for ``None``)."""
        if not self.sections or identity is None:
            return self.on_play
        narrowed = dict(self.sections)
        return tuple(
            pair
            for pair in self.on_play
            if pair[1] not in narrowed or identity in narrowed[pair[1]]
        )

    @property
    def carried_out(self) -> bool:
        """Whether the engine carries the whole ability out."""
        return self.ability is not None and not self.missing


@frozen
class AbilitySupport:
    """Whether a card's ability is carried out in games, and what is missing if not."""

    card: str
    """The card's name."""
    readable: bool
    """Whether the text is read (or the card is meek, or a pack wrote its ability)."""
    carried_out: bool
    """Whether every effect of the ability is carried out."""
    missing: tuple[str, ...] = ()
    """What keeps it from being carried out: the parse error, or each missing piece."""


def ability_support(card: CardDef, manager: pluggy.PluginManager | None = None) -> AbilitySupport:
    """Whether the engine carries *card*'s ability out, and if not, what is missing.

    A meek card (no special ability) is carried out: there is nothing to do.
    """
    found = card_abilities(card, manager)
    if found.ability is None and found.error:
        return AbilitySupport(card.name, readable=False, carried_out=False, missing=(found.error,))
    return AbilitySupport(
        card.name, readable=True, carried_out=not found.missing, missing=found.missing
    )


@frozen
class ExecutableReport:
    """How much of a card pool's ability text the engine carries out in games."""

    texts: int
    """Distinct ability texts."""
    carried_out: int
    """Texts whose every effect is carried out."""
    readable: int
    """Texts the grammar reads."""
    missing: tuple[tuple[str, int], ...]
    """What keeps texts from being carried out, most frequent first: (what, texts)."""

    @property
    def ratio(self) -> float:
        """The share of texts carried out."""
        return self.carried_out / self.texts if self.texts else 1.0

    def as_dict(self) -> dict[str, object]:
        """The report as plain data (for ``--json``)."""
        return {
            "texts": self.texts,
            "carried_out": self.carried_out,
            "carried_out_ratio": round(self.ratio, 4),
            "readable": self.readable,
            "missing": [{"what": what, "texts": count} for what, count in self.missing],
        }


def measure_executable(cards: Iterable[CardDef], *, top: int = 25) -> ExecutableReport:
    """Count the distinct ability texts of *cards* the engine carries out whole.

    One card stands for each text; a text not read counts as not carried out, under
    ``"the text is not read"``.
    """
    seen: dict[str, CardDef] = {}
    for card in cards:
        if card.has_special_ability:
            seen.setdefault(card.special_ability, card)
    carried = readable = 0
    missing: Counter[str] = Counter()
    for card in seen.values():
        support = ability_support(card)
        readable += support.readable
        carried += support.carried_out
        if not support.readable:
            missing["the text is not read"] += 1
        else:
            missing.update(set(support.missing))
    return ExecutableReport(len(seen), carried, readable, tuple(missing.most_common(top)))


_T = TypeVar("_T")


def card_abilities(card: CardDef, manager: pluggy.PluginManager | None = None) -> CardAbilities:
    """*card*'s ability read and sorted (cached per card for the process's packs)."""
    manager = manager or default_manager()
    cached = _CACHE.get((id(card), id(manager)))  # as _per_card finds it, without the call
    if cached is not None and cached[0] is card:
        return cached[1]
    return _per_card(_CACHE, card, manager, _sort)


_CACHE: dict[tuple[int, int], tuple[CardDef, CardAbilities]] = {}


def _per_card(
    cache: dict[tuple[int, int], tuple[CardDef, _T]],
    card: CardDef,
    manager: pluggy.PluginManager,
    work_out: Callable[[CardDef, pluggy.PluginManager], _T],
) -> _T:
    """What *work_out* finds for *card* with *manager*'s packs, kept in *cache* once found."""
    key = (id(card), id(manager))
    cached = cache.get(key)
    if cached is not None and cached[0] is card:
        return cached[1]
    found = work_out(card, manager)
    if len(cache) > 50_000:
        cache.clear()
    cache[key] = (card, found)
    return found


def _created_tokens(card: CardDef) -> list[CardDef]:
    """The definitions of the tokens *card*'s ability creates, if the engine carries it out."""
    found = card_abilities(card)
    if found.ability is None or found.missing:
        return []
    created: list[CardDef] = []
    for effect in found.ability.effects:
        if isinstance(effect, CreateToken):
            token = token_definition(card, effect)
            if token is not None:
                created.append(token)
    return created


def token_definitions(cards: Iterable[CardDef]) -> list[CardDef]:
    """The definitions of the tokens the *cards* can create, and the generic one of the records.

    A game's catalog holds them; the catalog is no player's to see.
    """
    found = [RESERVED_TOKEN]
    for card in cards:
        found += _created_tokens(card)
    return found


def token_records(seats: int) -> list[PlayerId]:
    """The owners of the token records a game of *seats* players reserves, in id order.

    :data:`~redemption_rules.effects.tokens.TOKEN_RECORDS` for each player, in seat order:
    the same for every game, whatever its decks hold.
    """
    return [PlayerId(seat) for seat in range(seats) for _ in range(TOKEN_RECORDS)]


def reserve_tokens(
    cards: list[CardInstance], definitions: dict[str, CardDef], seats: int
) -> tuple[InstanceId, ...]:
    """Add to *cards* the token records a game of *seats* players reserves, after the dealt.

    They are in no zone (``GameState.tokens``), of the generic definition; *definitions*
    gets it and those of the tokens the cards dealt can create. Gives their ids (see
    :mod:`redemption_rules.effects.tokens`).
    """
    for token in token_definitions([definitions[instance.key] for instance in cards]):
        definitions.setdefault(token.key, token)
    tokens: list[InstanceId] = []
    for owner in token_records(seats):
        tokens.append(InstanceId(len(cards)))
        cards.append(bare_instance(tokens[-1], RESERVED_TOKEN.key, owner))
    return tuple(tokens)


def sets_aside_outside_battle(card: CardDef) -> bool:
    """Whether *card* is an Enhancement playable in territory because it sets aside.

    Its player may play it on their character in territory in their Preparation or Discard
    Phase (REG: Set-Aside): its set-aside effect has a paired ability ("On return, you may
    draw three cards") and does not name an opponent's cards; its ability is carried out.
    Worked out once per card for the process's packs, as :func:`card_abilities` is: each new
    game looks at every card of its decks.
    """
    return _per_card(_SETS_ASIDE, card, default_manager(), _sets_aside_outside_battle)


_SETS_ASIDE: dict[tuple[int, int], tuple[CardDef, bool]] = {}


def _sets_aside_outside_battle(card: CardDef, manager: pluggy.PluginManager) -> bool:
    if not any(identity.is_enhancement for identity in card.identities):
        return False
    ability = card_abilities(card, manager).ability
    if ability is None or not ability_support(card, manager).carried_out:
        return False
    moved = [effect for effect in ability.effects if effect.kind == "set_aside"]
    returns = any(
        isinstance(effect.trigger, AtMoment) and effect.trigger.moment is Moment.ON_RETURN
        for effect in ability.effects
    )
    return bool(moved) and returns and not any(_names_opponents(e) for e in moved)


def _names_opponents(effect: Effect) -> bool:
    """Whether *effect*'s target names an opponent's cards ("an opponent's female")."""
    target = getattr(effect, "target", None)
    if not isinstance(target, Selector):
        return True
    owners = {target.owner, *(loc.owner for loc in target.locations)}
    return bool(owners & _OPPONENTS)


_OPPONENTS: Final = frozenset({Player.OPPONENT, Player.OPPONENTS})


def ability_kinds(card: CardDef) -> frozenset[str]:
    """The kinds of the effects of *card*'s special ability: "a card with a capture ability".

    A text the grammar does not read counts as having none: its words alone would mistake
    "protect ... from capture" for a capture ability.
    """
    return card_abilities(card).kinds if card.has_special_ability else frozenset()


read_ability_kinds_with(ability_kinds)


def effect_specs(manager: pluggy.PluginManager | None = None) -> dict[str, EffectSpec]:
    """Every pack's effect specs, by kind (the process's packs by default)."""
    manager = manager or default_manager()
    cached = _SPECS.get(id(manager))
    if cached is not None and cached[0] is manager:
        return cached[1]
    found = collect_effects(manager)
    specs = {spec.effect.kind: spec for _, spec in found}
    _SPECS[id(manager)] = (manager, specs)
    _PACKS[id(manager)] = (manager, {spec.effect.kind: pack for pack, spec in found})
    return specs


def effect_pack(kind: str, manager: pluggy.PluginManager | None = None) -> str:
    """The name of the pack that adds the effect *kind* ("?" for none)."""
    manager = manager or default_manager()
    effect_specs(manager)
    return _PACKS[id(manager)][1].get(kind, "?")


_SPECS: dict[int, tuple[Any, dict[str, EffectSpec]]] = {}
_PACKS: dict[int, tuple[Any, dict[str, str]]] = {}


def plan(ability: Ability, effects: tuple[int, ...]) -> tuple[Stage, ...]:
    """The stages of carrying out *effects* (indexes into *ability*), in order.

    An effect joined by "or" is another option of the stage before it; an effect that
    depends on the one before it (the benefit of a cost, a reference back with "and", or
    an effect under the same condition as an "or" option) joins that option's chain, and
    so does an effect that may replace the one before it (see :func:`replaces`).
    """
    key = (id(ability), effects)
    cached = _PLANS.get(key)
    if cached is not None and cached[0] is ability:
        return cached[1]
    stages: list[list[list[int]]] = []
    optional: list[bool] = []
    menus: list[int | None] = []
    for index in effects:
        effect = ability.effects[index]
        if effect.option and menus and menus[-1] is not None:
            # a numbered option of the menu before it, or the next effect of one
            chains = stages[-1]
            same = [c for c in chains if ability.effects[c[0]].option == effect.option]
            if same:
                same[0].append(index)
            else:
                chains.append([index])
            continue
        if effect.kind == MENU:
            stages.append([])
            optional.append(effect.optional)
            menus.append(index)
            continue
        after_menu = bool(menus) and menus[-1] is not None
        if stages and not after_menu and replaces(ability, index) in stages[-1][-1]:
            # offered as the effect it replaces is carried out, never a stage of its own
            stages[-1][-1].append(index)
            continue
        if stages and not after_menu and _joins_option(ability, stages[-1], effect):
            stages[-1][-1].append(index)
            continue
        if stages and not after_menu and _before_or(ability, stages[-1], index, effects):
            stages[-1][-1].append(index)
            continue
        if stages and not after_menu and effect.link is Link.OR:
            stages[-1].append([*_shared_lead(ability, stages[-1], effect), index])
            continue
        stages.append([[index]])
        optional.append(effect.optional)
        menus.append(None)
    result = tuple(
        Stage(tuple(tuple(chain) for chain in options), optional=flag, menu=menu)
        for options, flag, menu in zip(stages, optional, menus, strict=True)
    )
    if len(_PLANS) > 50_000:
        _PLANS.clear()
    _PLANS[key] = (ability, result)
    return result


_PLANS: dict[tuple[int, tuple[int, ...]], tuple[Ability, tuple[Stage, ...]]] = {}


def _joins_option(ability: Ability, options: list[list[int]], effect: Effect) -> bool:
    """Whether *effect* goes on the chain of the last option rather than starting a stage."""
    chain = options[-1]
    first = ability.effects[chain[0]]
    if effect.link is Link.TO:
        return True
    if effect.link in (Link.AND, Link.THEN) and len(options) > 1:
        if effect.condition is not None and effect.condition == first.condition:
            return True
        # "..., negate and discard a Site, or ...": one option acting twice on one target
        before = getattr(ability.effects[chain[-1]], "target", None)
        return (
            effect.link is Link.AND
            and before is not None
            and before == getattr(effect, "target", None)
        )
    if effect.link is Link.AND and refers_back(effect):
        return True
    if effect.link is Link.AND and _acts_again(ability, chain, effect):
        return True
    if effect.link is Link.AND and effect.optional and first.optional:
        # "you may negate and deactivate one Artifact": one "may" acting twice on one target
        last = ability.effects[chain[-1]]
        if _swaps_artifacts(last, effect):
            return True
        target = getattr(last, "target", None)
        return (
            target is not None
            and last.span == effect.span
            and target == getattr(effect, "target", None)
            and last.condition == effect.condition
        )
    return effect.link is Link.PAIRED


def _before_or(
    ability: Ability, options: list[list[int]], index: int, effects: tuple[int, ...]
) -> bool:
    """Whether effect *index* ends the first of two options: "A and B, or C".

    "If it is evil, take it and draw 1, or add it to battle": the player takes it and
    draws, or adds it to battle; the draw goes with the take, under its condition, and
    the "or" after it offers the other option.
    """
    effect = ability.effects[index]
    chain = options[-1]
    first = ability.effects[chain[0]]
    position = effects.index(index)
    after = effects[position + 1] if position + 1 < len(effects) else None
    return (
        len(options) == 1
        and effect.link is Link.AND
        and effect.condition is not None
        and effect.condition == first.condition
        and after == index + 1
        and ability.effects[index + 1].link is Link.OR
        and ability.effects[index + 1].condition == first.condition
    )


def _swaps_artifacts(last: Effect, effect: Effect) -> bool:
    """Whether *last* and *effect* swap this Artifact for another under one "may".

    "You may then deactivate this Artifact and activate a different Artifact": the player
    swaps the active Artifact (REG: Activate an Artifact), and is never asked about the
    deactivate alone.
    """
    return (
        isinstance(last, Deactivate)
        and last.target.ref is Ref.THIS_CARD
        and isinstance(effect, ActivateArtifact)
        and last.condition == effect.condition
    )


def _acts_again(ability: Ability, chain: list[int], effect: Effect) -> bool:
    """Whether *effect* is a cost's benefit acting again on the targets of the one before.

    "You may discard a crimson card from hand to withdraw and paralyze all humans in
    battle": the paralyze is the benefit too, on the cards withdrawn, not a "may" of its own.
    """
    before = getattr(ability.effects[chain[-1]], "target", None)
    paid = any(ability.effects[index].link is Link.TO for index in chain[1:])
    return paid and before is not None and before == getattr(effect, "target", None)


def _shared_lead(ability: Ability, options: list[list[int]], effect: Effect) -> list[int]:
    """The effects an "or" option referring back shares with the option before it.

    "Search deck for a good Genesis card and take it (or add it to battle)": the search,
    before the take its other option replaces. The cost of "place this card beneath your
    deck to heal all N.T. Heroes, return ..., or discard ...": each option is a benefit of
    it. Nothing for an option of its own.
    """
    if not refers_back(effect):
        first = options[0]
        benefit = next(
            (k for k, index in enumerate(first) if k and ability.effects[index].link is Link.TO),
            None,
        )
        return [] if benefit is None else first[:benefit]
    chain = options[-1]
    cut = len(chain)
    while cut > 1 and refers_back(ability.effects[chain[cut - 1]]):
        cut -= 1
    return chain[:cut] if cut < len(chain) else []


def refers_back(effect: Effect) -> bool:
    """Whether *effect* acts on cards an earlier effect named ("it", "them", "that card")."""
    target = getattr(effect, "target", None)
    ref = getattr(target, "ref", None)
    return ref in (Ref.IT, Ref.THEM, Ref.THAT)


def _menu_missing(ability: Ability, index: int, apart: set[int]) -> list[str]:
    """What of the menu "Select up to 2: A. B. C." at *index* the planner cannot carry out.

    Its count must be a number ("up to 2", "1"), and each option a chain of effects carried
    out as printed, under the menu's trigger, with no "may" or "or" of its own; the menu and
    its options must all fire when the card's ability does (REG: Select).
    """
    menu = ability.effects[index]
    counts = [getattr(menu, "count", None), getattr(menu, "alternative", None)]
    found: list[str] = []
    for count in counts:
        if count is None:
            continue
        if count.number is None or count.quantifier not in (Quantifier.UP_TO, Quantifier.EXACTLY):
            found.append("a menu of a number of options it does not print")
    options = [
        (n, effect) for n, effect in enumerate(ability.effects) if n > index and effect.option
    ]
    if not options:
        found.append("a menu without options")
    seen: set[int] = set()
    for n, effect in options:
        first = effect.option not in seen
        seen.add(effect.option)
        if effect.optional or (not first and effect.link is Link.OR):
            found.append("a choice inside an option of a menu")
        if effect.trigger != menu.trigger or (n in apart) != (index in apart):
            found.append("an option of a menu used apart from it")
    if menu.optional or index in apart:
        found.append("a menu used by choice")
    if isinstance(menu.trigger, AtMoment):
        found.append("a menu waiting for its moment")
    return found


def _menu_apart(ability: Ability, on_play: list[tuple[int, int]]) -> list[str]:
    """Whether a menu fired on play has an option in another step of activation.

    An option in another step of the Ability Activation Order ("Band to an O.T. angel")
    would fire apart from its menu: the options must be planned with it.
    """
    steps = {index: step for step, index in on_play}
    for index, effect in enumerate(ability.effects):
        if effect.kind != MENU or index not in steps:
            continue
        for n, other in enumerate(ability.effects):
            if n > index and other.option and steps.get(n) != steps[index]:
                return ["an option of a menu used apart from it"]
    return []


def _kind_missing(
    ability: Ability, index: int, specs: dict[str, EffectSpec], apart: set[int]
) -> list[str]:
    """What of effect *index* its kind leaves out: a menu is planned, the rest handled."""
    effect = ability.effects[index]
    if effect.kind == MENU:
        return _menu_missing(ability, index, apart)
    return (
        _handler_missing(specs.get(effect.kind), effect)
        + _kinds_of_cards(ability, effect)
        + _all_kinds_but(effect)
    )


def _all_kinds_but(effect: Effect) -> list[str]:
    """Whether a negate, interrupt or prevent leaves out abilities of some kinds.

    "Negate all special abilities (except band abilities) on Evil Characters" negates every
    effect of those cards but their band effects, and ends what their other effects keep in
    force: the engine negates whole abilities, or the moves and protections of some kinds.
    """
    target = getattr(effect, "target", None)
    if effect.kind not in _OF_CARDS_ABILITY or not isinstance(target, Selector):
        return []
    exceptions = [e for part in (target, *target.parts) for e in part.exceptions]
    if any(_kinds_named(each) for each in exceptions):
        return ["a negate of abilities but those of some kinds"]
    return []


def _kinds_named(selector: Selector) -> bool:
    """Whether *selector* or a part of it names abilities by kind ("band abilities")."""
    return bool(selector.abilities) or any(map(_kinds_named, selector.parts))


_KINDS_OF: Final = re.compile(r"\b(?:banding|abilities) of\b", re.IGNORECASE)
"""Abilities named by kind "of" cards rather than "on" them."""


def _kinds_of_cards(ability: Ability, effect: Effect) -> list[str]:
    """Whether a negate of abilities named by kind says "of" the cards.

    "All banding of Evil Characters is negated" may name the banding that brings Evil
    Characters in as well as the band abilities on them: not read either way.
    """
    target = getattr(effect, "target", None)
    if (
        effect.kind not in _OF_CARDS_ABILITY
        or not isinstance(target, Selector)
        or negated_kinds(target) is None
        or _KINDS_OF.search(ability.text, effect.span.start, effect.span.end) is None
    ):
        return []
    return ["abilities named by kind of cards"]


def _handler_missing(spec: EffectSpec | None, effect: Effect) -> list[str]:
    """What of *effect* no handler carries out: all of it, or what its handler says."""
    if spec is None or spec.handler is None:
        return [f"effect {effect.kind!r}"]
    return list(spec.unsupported(effect)) if spec.unsupported is not None else []


def _arranged_by_the_player(effect: Effect) -> Effect:
    """*effect* without "in any order" or "top and/or bottom" where its handler asks for them.

    A topdeck or an underdeck alone does ("Topdeck them in any order"); "Topdeck or underdeck
    them in any order" ("and/or", "to the top and/or bottom") puts each card on the top or
    the bottom, a choice per card that the "or" between two effects does not give, so it
    stays unsupported.
    """
    target = getattr(effect, "target", None)
    if (
        effect.kind in ("topdeck", "underdeck")
        and effect.link not in (Link.OR, Link.AND_OR)
        and isinstance(target, Selector)
        and {ANY_ORDER, EITHER_END} & set(target.qualifiers)
    ):
        return evolve(effect, target=without_arrangement(target))  # type: ignore[call-arg]
    return effect


def _ongoing_by_run_x(card: CardDef, effect: Effect) -> bool:
    """Whether *effect* is a lasting change by an X only the ability's run can count.

    A lasting increase or decrease by X counts X whenever the numbers are read (REG:
    Increase and Decrease); an X that is the strength of the Hero using the card or counts
    what the ability did has no value outside its run.
    """
    amount = getattr(effect, "amount", None)
    if effect.kind not in ("increase", "decrease") or effect.duration is None:
        return False
    if not isinstance(amount, Numbers) or not (
        amount.strength.variable or amount.toughness.variable
    ):
        return False
    variable = card_variable(card)
    return variable is not None and bool(variable.stat or variable.done_by)


def _unsupported(card: CardDef, effect: Effect) -> list[str]:
    """What in *effect* the engine cannot test; X counts when the card defines it.

    A card that converts itself "to meek" needs a meek identity the list gives: some cards
    printed with one are listed without it (REG: Meek, Convert).
    """
    found = unsupported_in(_arranged_by_the_player(effect))
    if UNDEFINED_X in found and card_variable(card) is not None:
        found.remove(UNDEFINED_X)
    if _ongoing_by_run_x(card, effect):
        found.append("an ongoing increase or decrease by an X that the ability's run defines")
    if _title_read_as_description(card, effect):
        found.append(TITLE_READ_AS_DESCRIPTION)
    if _DIFFERENT_MISSING in found and all(
        fits_at_face_value(card, selector) for selector in _different_selectors(effect)
    ):
        found = [each for each in found if each != _DIFFERENT_MISSING]
    if effect.kind == "rule" and getattr(effect, "rule", "") == "use_as":
        found.extend(_used_as_missing(card, getattr(effect, "target", None)))
    into = getattr(effect, "into", None)
    if (
        effect.kind == "convert"
        and isinstance(into, Selector)
        and "meek" in into.qualifiers
        and getattr(getattr(effect, "target", None), "ref", None) is Ref.THIS_CARD
        and not card.has_meek_side
    ):
        found.append("a convert to meek of a card listed without its meek identity")
    if (
        isinstance(effect, CreateToken)
        and token_type(effect) is not None
        and token_definition(card, effect) is None
    ):
        found.append(UNREAD_IDENTIFIER)
    target = getattr(effect, "target", None)
    if isinstance(target, Selector) and any(map(_used_by_a_player, (target, *target.parts))):
        found.append(USED_BY_A_PLAYER)
    if isinstance(target, Selector) and _meek_hero_off_the_surface(effect.kind, target):
        found.append(MEEK_OFF_THE_SURFACE)
    return found


TITLE_READ_AS_DESCRIPTION: Final = "a card's title read as an alignment and an identifier"
"""Why "May band to Christian Soldier, Good Samaritan, Faithful Servant, ..." is not carried out.

A card's title names the cards of that title (REG: Names): "Good Samaritan" in a list of
titles is the Hero of that title, not any good Samaritan (ORDIR: Samaritan also lists
Citizens of Sychar, The Thankful Leper, The Woman at the Well). The grammar reads a title
made only of keywords, its first an alignment, as that alignment and an identifier, so it
would offer cards the ability does not name.
"""
_ALIGNED_TITLE: Final = re.compile(r"(?<=[^.:!?\s] )(?:Good|Evil)(?: [A-Z][a-z]+)+")
"""A capitalised "Good" or "Evil" and capitalised words inside a sentence: a title's words."""


def _title_read_as_description(card: CardDef, effect: Effect) -> bool:
    """Whether *effect*'s printed words hold a title it read as a description.

    "band to Christian Soldier, Good Samaritan, ...": see :data:`TITLE_READ_AS_DESCRIPTION`.
    A title read as a name ("Prevent Evil Spirit") is no such misreading.
    """
    target = getattr(effect, "target", None)
    if not isinstance(target, Selector):
        return False
    printed = card.special_ability[effect.span.start : effect.span.end]
    names = {name for part in (target, *target.parts) for name in part.names}
    titles = card_titles()
    return any(
        match.group(0) in titles and match.group(0) not in names
        for match in _ALIGNED_TITLE.finditer(printed)
    )


MEEK_OFF_THE_SURFACE: Final = "a meek Hero off the playing surface"
"""Why "play meek Perez from deck or Reserve", "resurrect a meek blue Hero" and "topdeck a
meek Hero from Reserve" are not carried out.

Off the playing surface a card is at face value, and a card printed with two identities,
the bottom one meek, is meek there: "A dual icon card is meek if it has a meek identity at
face value", and it can be targeted as that identity (REG: Meek, Dual Icon); put on the
surface so, it takes that identity (REG: Active Identity). The engine counts a card meek
only with no special ability or once it took its meek identity on the surface, puts every
card there with its top identity, and knows no meek identity of the Gospel of Christ cards
the list gives without one: it would not offer the very cards these texts are about.
"""
_OFF_THE_SURFACE: Final = frozenset(
    {
        TargetZone.HAND,
        TargetZone.DECK,
        TargetZone.RESERVE,
        TargetZone.DISCARD_PILE,
        TargetZone.BANISH_PILE,
        TargetZone.TOP_OF_DECK,
        TargetZone.BOTTOM_OF_DECK,
    }
)
"""The places where a card is at face value (REG: Face Value), off the playing surface."""
_FROM_OFF_THE_SURFACE: Final = frozenset({"resurrect"})
"""Effect kinds whose cards come from off the playing surface when no place is printed: a
resurrect takes a card from a discard pile (REG: Resurrect)."""
_MEEK_SIDED_TYPES: Final = frozenset({"Hero", "character", "card"})
"""Type words that may name a Hero, the only cards printed with a meek bottom identity."""


def _meek_hero_off_the_surface(kind: str, target: Selector) -> bool:
    """Whether *target* names meek cards that may be Heroes, off the playing surface.

    "Play meek Perez from deck", "a meek blue Hero" resurrected from a discard pile: see
    :data:`MEEK_OFF_THE_SURFACE`. Meek Lost Souls are not such cards.
    """
    for part in (target, *target.parts):
        if "meek" not in part.qualifiers:
            continue
        if part.types and not _MEEK_SIDED_TYPES.intersection(part.types):
            continue
        zones = {location.zone for location in (*part.locations, *target.locations)}
        if zones & _OFF_THE_SURFACE or (not zones and kind in _FROM_OFF_THE_SURFACE):
            return True
    return False


USED_BY_A_PLAYER: Final = "cards used by a player, not by a character"
"""Why "Negate Altar of Incense and all Covenants used by that player" is not carried out.

A player uses an Artifact, or a Covenant or Curse active as one, by activating it, outside
battle (REG: Artifact, "abilities on Artifacts are used when the Artifact is activated");
the engine records only the Enhancements characters use in battle (REG: Used By). The
words "used by that player" also belong to the whole list ("Altar of Incense and all
Covenants"): the card is placed in that player's territory and acts on that player's cards.
"""


def _used_by_a_player(selector: Selector) -> bool:
    """Whether *selector* names cards by the player who uses them ("used by that player")."""
    user = selector.used_by
    return user is not None and user == Selector(count=user.count, owner=user.owner)


def _apart_from(ability: Ability, left_out: set[int]) -> Iterator[tuple[int, Effect]]:
    """The effects of *ability* with their indexes, but those *left_out*."""
    return ((i, effect) for i, effect in enumerate(ability.effects) if i not in left_out)


def _poison_missing(ability: Ability, index: int) -> list[str]:
    """What keeps effect *index*, if a poison, from being carried out: its paired ability."""
    if ability.effects[index].kind != "poison" or index + 1 in _poison_pairs(ability):
        return []
    return ["a poison paired with an ability other than an upkeep decrease"]


def _disease_missing(ability: Ability, index: int) -> list[str]:
    """What keeps effect *index*, if a disease, from being carried out: its paired ability."""
    if ability.effects[index].kind != "disease" or disease_pairing(ability, index) is not None:
        return []
    return ["a disease paired with an ability other than a decrease per turn of its bearer"]


def _disease_pairs(ability: Ability) -> set[int]:
    """The effects paired with a disease after them, which the engine carries out at upkeeps."""
    found: set[int] = set()
    for index, effect in enumerate(ability.effects):
        if effect.kind == "disease":
            pairing = disease_pairing(ability, index)
            if pairing is not None:
                found |= pairing.indexes
    return found


def _poison_pairs(ability: Ability) -> set[int]:
    """The effects paired with a poison before them that the engine carries out at upkeeps.

    "Poison those humans: Each upkeep, decrease them 0/3": a decrease of the poisoned cards
    by a fixed amount at each upkeep of the player using the ability, with nothing else of
    its own (REG: Poison and Disease; "each upkeep" is each of that player's). "Decreases
    0/2 per turn", whose moment the text leaves open, is not one.
    """
    found: set[int] = set()
    effects = ability.effects
    for index in range(1, len(effects)):
        before, effect = effects[index - 1], effects[index]
        if before.kind != "poison" or not isinstance(effect, Decrease):
            continue
        trigger = effect.trigger
        amount = effect.amount
        if (
            isinstance(trigger, EachPhase)
            and trigger.phase is Phase.UPKEEP
            and trigger.player in (None, Player.YOU)
            and trigger.once
            and effect.link is Link.PAIRED
            and effect.target.ref in (Ref.THEM, Ref.IT)
            and not effect.target.parts
            and effect.alternative is None
            and not (amount.strength.variable or amount.toughness.variable)
            and _plain(effect)
        ):
            found.add(index)
    return found


@frozen
class DiseasePairing:
    """The abilities paired with a disease that the engine carries out (REG: Poison and Disease).

    "Place this card on a Hero. While this card remains, Hero decreases 0/2 per turn. When
    Hero is reduced to */0 or less, remove Hero from the game. Treat as a disease.": "treat
    as a disease" follows the abilities it is paired with (REG: Poison and Disease,
    Clarifications), which act on the diseased card "per turn", at each upkeep of the player
    controlling it (REG: Turn, Upkeep Phase).
    """

    decreases: tuple[int, ...]
    """The indexes of the decreases "per turn" of the card the disease's card lies on."""
    removal: int | None = None
    """The index of "When Hero is reduced to */0 or less, remove Hero from the game": the
    diseased character left with no toughness is removed from the game, not discarded."""
    negate: int | None = None
    """The index of "negate the Hero's special ability": negated as the disease begins, as
    long as the disease lasts (REG: Negate, Heal)."""

    @property
    def indexes(self) -> frozenset[int]:
        """The effects the disease carries out, not as its card's ability fires."""
        others = tuple(i for i in (self.removal, self.negate) if i is not None)
        return frozenset((*self.decreases, *others))


def disease_pairing(ability: Ability, index: int) -> DiseasePairing | None:
    """The abilities paired with the disease effect *index* of *ability*, if carried out.

    The disease ends its card's ability ("Treat as a disease"), which places the card on a
    character ("Place this card on a Hero") in the same sentence group; between them come
    only decreases of that character by fixed numbers "per turn", lasting while the card
    remains, at most one removal from the game of that character when its toughness is
    reduced to 0 or less, and at most one negate of its special ability. Any other paired
    ability ("decreases 1/1 each turn until */1") is not carried out.
    """
    effects = ability.effects
    disease = effects[index]
    if disease.kind != "disease" or index != len(effects) - 1 or not _treated_as(disease):
        return None
    start = next(
        (i for i, e in enumerate(effects[:index]) if isinstance(e, Place) and e.on_a_character),
        None,
    )
    if start is None:
        return None
    place = effects[start]
    assert isinstance(place, Place)  # noqa: S101 - found as one above
    bearer = place.destination.card if place.destination is not None else None
    if (
        bearer is None
        or place.target.ref is not Ref.THIS_CARD
        or not _plain(place)
        or place.trigger is not None
        or ability.modifiers
        or any(e.section != place.section for e in effects[start:])
    ):
        return None
    decreases: list[int] = []
    removal = negate = None
    for i in range(start + 1, index):
        effect = effects[i]
        if _decrease_per_turn(effect, bearer):
            decreases.append(i)
        elif removal is None and _removed_at_no_toughness(effect, bearer):
            removal = i
        elif negate is None and _negates_the_bearer(effect, bearer):
            negate = i
        else:
            return None
    if not decreases:
        return None
    return DiseasePairing(tuple(decreases), removal, negate)


def _treated_as(disease: Effect) -> bool:
    """Whether *disease* is "Treat as a disease": on what the abilities before it act on.

    Read as it is printed ("them") or as it lasts on the card it lies on.
    """
    target = getattr(disease, "target", None)
    return (
        isinstance(target, Selector)
        and target in (_THEM_ALL, _THAT_ONE)
        and disease.duration in (None, WHILE_ON_BEARER)
        and disease.trigger is None
        and disease.condition is None
        and not disease.cost
        and not disease.optional
        and disease.actor is None
        and not disease.modifiers
    )


def _decrease_per_turn(effect: Effect, bearer: Selector) -> bool:
    """Whether *effect* is "Hero decreases 0/2 per turn" of the card its card lies on."""
    if not isinstance(effect, Decrease):
        return False
    trigger = effect.trigger
    amount = effect.amount
    per_turn = (
        isinstance(trigger, EachPhase)
        and trigger.phase is Phase.TURN
        and trigger.player is None
        and trigger.once
    )
    return (
        per_turn
        and (effect.duration is None or _while_it_remains(effect.duration))
        and effect.alternative is None
        and not (amount.strength.variable or amount.toughness.variable)
        and _on_the_bearer(evolve(effect, trigger=None, duration=None), bearer) is not None
        and _plain(evolve(effect, duration=None))
    )


def _negates_the_bearer(effect: Effect, bearer: Selector) -> bool:
    """Whether *effect* is "negate the Hero's special ability" of the card its card lies on.

    While the card remains: the special ability of that character (REG: Negate).
    """
    target = getattr(effect, "target", None)
    if effect.kind != "negate" or not isinstance(target, Selector) or target.parts:
        return False
    if len(target.locations) != 1 or evolve(target, locations=()) != Selector(
        count=ONE, types=(ABILITY,)
    ):
        return False
    location = target.locations[0]
    holder = location.card
    return (
        location.zone is TargetZone.ON_CARD
        and location.owner is None
        and holder is not None
        and _names_the_bearer(holder, bearer)
        and (effect.duration is None or _while_it_remains(effect.duration))
        and effect.trigger is None
        and _plain(evolve(effect, duration=None))
    )


def _names_the_bearer(selector: Selector, bearer: Selector) -> bool:
    """Whether *selector* is "the Hero", one card of the kind the disease's card lies on."""
    return (
        evolve(selector, types=()) == Selector(count=ONE)
        and len(selector.types) == 1
        and selector.types[0] in {*bearer.types, *bearer.identifiers}
    )


def _removed_at_no_toughness(effect: Effect, bearer: Selector) -> bool:
    """Whether *effect* is "When Hero is reduced to */0 or less, remove Hero from the game"."""
    condition = effect.condition
    if effect.kind != "banish" or not isinstance(condition, Is) or condition.negated:
        return False
    no_toughness = Selector(count=ONE, stats=StatLimit(None, 0, Quantifier.AT_MOST))
    subject = condition.subject
    return (
        condition.description == no_toughness
        and _on_the_bearer(evolve(effect, condition=None), bearer) is not None
        and _names_the_bearer(subject, bearer)
        and effect.trigger is None
        and _plain(evolve(effect, condition=None))
    )


def _plain(effect: Effect) -> bool:
    """Whether *effect* has no condition, duration, cost, choice, actor or modifier."""
    return (
        effect.condition is None
        and effect.duration is None
        and not effect.cost
        and not effect.optional
        and effect.actor is None
        and effect.for_each is None
        and not effect.modifiers
    )


def _otherwise(ability: Ability) -> Ability:
    """*ability* with each "Otherwise, ..." under the failure of the condition before it.

    "If opponent controls a Canaanite, end the battle in a stalemate. Otherwise, you may draw
    2.": the draw's condition is that the first did not hold (REG: Conditions). With no
    condition before it, "otherwise" stays as read, and is reported.
    """
    if not any(isinstance(effect.condition, Otherwise) for effect in ability.effects):
        return ability
    effects: list[Effect] = []
    before = None
    for effect in ability.effects:
        condition = effect.condition
        if isinstance(condition, Otherwise):
            if before is not None:
                effect = evolve(effect, condition=Not(before))  # noqa: PLW2901 - rewritten
        elif condition is not None:
            before = condition
        effects.append(effect)
    return evolve(ability, effects=tuple(effects))


def _kept_up_to(ability: Ability) -> Ability:
    """*ability* with "You may keep up to ten cards in hand instead of eight" not optional.

    The "may" is what the new maximum allows, not a choice whether to carry the change out
    (REG: Change Hand Size): the player keeps up to that many, or fewer.
    """
    if not any(_may_keep(effect) for effect in ability.effects):
        return ability
    return evolve(
        ability,
        effects=tuple(
            evolve(effect, optional=False) if _may_keep(effect) else effect
            for effect in ability.effects
        ),
    )


def _may_keep(effect: Effect) -> bool:
    return (
        effect.kind == "change_hand_size"
        and effect.optional
        and getattr(effect, "set_to", None) is not None
        and getattr(effect, "player", None) in (Player.YOU, Player.HOLDER)
    )


def _capacity_stated(card: CardDef, ability: Ability) -> Ability:
    """*ability* with a Site's "This Site may hold one Lost Soul for each ..." not optional.

    Its "may" is what its controller may put there, not a choice made as the ability
    activates: the capacity holds while the Site is in play, and the player chooses as
    they put Lost Souls there (REG: Hold, Duration). Only on a card in play as a Site alone,
    not a rainbow Site (whose ability activates as it enters battle: REG Site).
    """
    if set(card.identities) != {CardType.SITE} or Brigade.MULTI in card.brigades:
        return ability
    found = [
        i
        for i, e in enumerate(ability.effects)
        if isinstance(e, Hold) and e.site_capacity and e.duration is None and not e.section
    ]
    if not found:
        return ability
    return evolve(
        ability,
        effects=tuple(
            evolve(e, optional=False) if i in found else e for i, e in enumerate(ability.effects)
        ),
    )


def site_capacity(effect: Effect) -> bool:
    """Whether *effect* is a Site's capacity for Lost Souls (see :func:`_capacity_stated`)."""
    return isinstance(effect, Hold) and effect.site_capacity and not effect.optional


def _either_end(ability: Ability) -> Ability:
    """*ability* with "topdeck and/or underdeck the rest" as one topdeck to either end.

    "Take one to hand and topdeck and/or underdeck the rest": each card goes on the top or
    the bottom, as the player chooses (REG: Topdeck, Underdeck). Read as two effects, the
    topdeck would take every card and leave the underdeck none; the topdeck marked
    ``EITHER_END`` asks which cards go on top and puts the others on the bottom. Not with
    "in any order" as well, which asks for an order at each end.
    """
    effects = list(ability.effects)
    index = 0
    changed = False
    while index + 1 < len(effects):
        topdeck, underdeck = effects[index], effects[index + 1]
        target = getattr(topdeck, "target", None)
        if (
            topdeck.kind == "topdeck"
            and underdeck.kind == "underdeck"
            and underdeck.link is Link.AND_OR
            and isinstance(target, Selector)
            and getattr(underdeck, "target", None) == target
            and ANY_ORDER not in target.qualifiers
            and (underdeck.actor, underdeck.condition, underdeck.trigger, underdeck.optional)
            == (topdeck.actor, topdeck.condition, topdeck.trigger, topdeck.optional)
        ):
            marked = evolve(target, qualifiers=(*target.qualifiers, EITHER_END))
            effects[index : index + 2] = [evolve(topdeck, target=marked)]  # type: ignore[call-arg]
            changed = True
        index += 1
    return evolve(ability, effects=tuple(effects)) if changed else ability


def _star_defined(card: CardDef, ability: Ability) -> Ability:
    """*ability* without the sentence defining the card's printed ``*`` as a count.

    "Strength (*/) is equal to the number of Evil Characters in play" is what the card's
    numbers are, read whenever they are (:func:`~redemption_rules.effects.variables.
    defines_printed_star`), not an effect that activates.
    """
    kept = tuple(e for e in ability.effects if not defines_printed_star(card, e))
    return ability if len(kept) == len(ability.effects) else evolve(ability, effects=kept)


def _rule_restated(ability: Ability) -> Ability:
    """*ability* without "Put Lost Souls in play instead" after cards moved out of a deck.

    "Discard the top card of opponent's deck. If it is a Lost Soul, put it in play instead.":
    the game already puts a Lost Soul that an effect moves out of a deck in its owner's Land
    of Bondage (REG: Targeting), which the words restate.
    """
    kept: list[Effect] = []
    from_deck = False
    for effect in ability.effects:
        if from_deck and _lost_souls_into_play(effect):
            continue
        kept.append(effect)
        target = getattr(effect, "target", None)
        if (
            effect.kind not in ("draw", "play")
            and isinstance(target, Selector)
            and any(place.zone is TargetZone.DECK for place in target.locations)
        ):
            from_deck = True
    if len(kept) == len(ability.effects):
        return ability
    return evolve(ability, effects=tuple(kept))


def _player_of_the_condition(ability: Ability) -> Ability:
    """*ability* with "they" or "he" after a condition on one player made that player.

    "If opponent has board advantage, they must discard X cards from territory", "If
    opponent does not have a good king in play, he must discard a card from hand": the
    pronoun names the player the condition is about, who discards from their own territory
    or hand (REG: Conditions); not the player using the card.
    """
    effects = list(ability.effects)
    for index, effect in enumerate(effects):
        actor = effect.actor
        named = getattr(effect.condition, "player", None)
        if (
            actor is not None
            and actor.player is Player.THAT_PLAYER
            and actor.card is None
            and actor.having is None
            and named is Player.OPPONENT
        ):
            effects[index] = evolve(effect, actor=evolve(actor, player=named))
    if effects == list(ability.effects):
        return ability
    return evolve(ability, effects=tuple(effects))


def _searched_pile_shuffled(ability: Ability) -> Ability:
    """*ability* with "Shuffle draw pile." after a look through another player's deck made theirs.

    "Look through opponent's draw pile and discard one Enhancement Card.  Shuffle draw pile.":
    the card taken from that pile is searched for, and the searched deck is the one shuffled
    (REG: Search, "an ability that targets a card in a deck ... includes a search effect",
    "when a deck is searched, shuffle the deck"); "draw pile" names no other. After a search
    of another player's deck ("search any draw pile for one evil enhancement"), the search
    shuffles the pile it went through, and the words restate it: they do not shuffle the
    user's deck as well. After a look or search of the user's own pile they are left as read.
    After cards shuffled into their owners' piles (:func:`_shuffled_in`) they restate it.
    """
    effects = list(ability.effects)
    for index, effect in enumerate(effects):
        if not isinstance(effect, Shuffle) or effect.target != _BARE_DRAW_PILE:
            continue
        if index and _shuffled_in(effects[index - 1]):
            effects[index] = evolve(effect, target=_NO_PILE)
            continue
        before = next((e for e in reversed(effects[:index]) if isinstance(e, (Look, Search))), None)
        places = _piles_gone_through(before)
        if len(places) != 1 or places[0].owner in _USERS_OWN:
            continue
        if isinstance(before, Search):
            effects[index] = evolve(effect, target=_NO_PILE)
        else:
            effects[index] = evolve(effect, target=evolve(effect.target, locations=places))
    kept = tuple(e for e in effects if not (isinstance(e, Shuffle) and e.target is _NO_PILE))
    if kept == ability.effects:
        return ability
    return evolve(ability, effects=kept)


def _shuffled_in(effect: Effect) -> bool:
    """Whether *effect* shuffles cards into their owners' draw piles, shuffling those piles.

    "Return an evil character in play to owner's draw pile.  Shuffle draw pile.": the draw
    pile is the owner's, which the return already shuffles (REG: Shuffle); the words restate
    it and do not shuffle the user's deck as well.
    """
    return isinstance(effect, Shuffle) and effect.target != _BARE_DRAW_PILE


def _piles_gone_through(effect: Effect | None) -> tuple[Location, ...]:
    """The draw piles a look or search goes through; none for any other effect."""
    if isinstance(effect, Search):
        places = effect.locations
    elif isinstance(effect, Look):
        places = effect.target.locations
    else:
        return ()
    return tuple(place for place in places if place.zone is TargetZone.DECK and not place.card)


_BARE_DRAW_PILE: Final = Selector(count=ALL, locations=(Location(TargetZone.DECK),))
"""What "Shuffle draw pile." reads as: the user's deck, unless a pile searched says whose."""
_NO_PILE: Final = Selector(count=ALL, ref=Ref.THIS_CARD)
"""The mark of a shuffle that restates a search's own, dropped from the ability."""
_USERS_OWN: Final = frozenset({None, Player.YOU, Player.OWN})


_LOST_SOULS: Final = ("Lost Soul",)


def _lost_souls_into_play(effect: Effect) -> bool:
    """Whether *effect* is "put Lost Souls in play instead".

    Also "if it is a Lost Soul, put it in play instead".
    """
    if effect.kind != "place" or not any(isinstance(m, Instead) for m in effect.modifiers):
        return False
    destination = getattr(effect, "destination", None)
    target = getattr(effect, "target", None)
    if not isinstance(destination, Location) or destination.zone is not TargetZone.PLAY:
        return False
    if not isinstance(target, Selector) or destination.owner is not None:
        return False
    if target.ref is None:
        return target == Selector(count=target.count, types=_LOST_SOULS) and (
            effect.condition is None
        )
    condition = effect.condition
    return (
        target.ref is Ref.IT
        and isinstance(condition, Is)
        and condition.subject.ref is Ref.IT
        and condition.description.types == _LOST_SOULS
        and not condition.negated
    )


def _alternatives_named(ability: Ability) -> Ability:
    """*ability* with "it" in an alternative named as the effect it stands in for names it.

    "You may topdeck a * card from discard pile (or take it if X is 2 or greater)": the take
    acts on a * card from discard pile, the card the topdeck would have acted on; no effect
    before it has found one for "it" to mean. An alternative to an effect that refers back
    itself ("Bounce it or take it") keeps its reference.
    """
    effects = list(ability.effects)
    head: Effect | None = None
    for index, effect in enumerate(ability.effects):
        if effect.link is not Link.OR:
            head = effect
            continue
        named = getattr(head, "target", None)
        target = getattr(effect, "target", None)
        if (
            isinstance(named, Selector)
            and named.ref not in _BACK
            and isinstance(target, Selector)
            and target.ref in (Ref.IT, Ref.THEM)
            and target.locations == ()
        ):
            effects[index] = cast("Effect", evolve(cast("Any", effect), target=named))
    if effects == list(ability.effects):
        return ability
    return evolve(ability, effects=tuple(effects))


_BACK: Final = frozenset({Ref.IT, Ref.THEM, Ref.THAT, Ref.THE_REST})
"""References to what an earlier effect acted on."""


def _brigades_matched(card: CardDef, ability: Ability) -> Ability:
    """*ability* with each brigade it matches read as whose it is (REG: Matching).

    "Matching Joab's brigade" on Joab is this card's brigade. "Of matching brigade" names
    no card: offered in place of an effect ("Discard a Hero. Opponent may discard a card of
    matching brigade from hand instead."), it is the brigade of the card that effect chose;
    on a character's "take", "add to battle" or band (by itself) whose sentence acts on no
    other card before it ("You may draw 2 or take an Enhancement of matching brigade from
    Reserve", "capture this card to a player to add your human of matching brigade to
    battle"), the brigade of the character itself. Other readings stay unread: what an
    Enhancement's "of matching brigade" or an exchange's matches, the text does not say.
    """
    own = f"{MATCHING_NAMED_BRIGADE}{canonical(card.title)}"
    effects = list(ability.effects)
    for index, effect in enumerate(ability.effects):
        changed = _requalified(effect, {own: MATCHING_THIS_BRIGADE})
        target = getattr(changed, "target", None)
        if isinstance(target, Selector) and MATCHING_BRIGADE in target.qualifiers:
            whose = _matched_brigade(card, ability, index)
            if whose is not None:
                changed = evolve(
                    cast("Any", changed), target=_requalified(target, {MATCHING_BRIGADE: whose})
                )
        effects[index] = changed
    if effects == list(ability.effects):
        return ability
    return evolve(ability, effects=tuple(effects))


def _matched_brigade(card: CardDef, ability: Ability, index: int) -> str | None:
    """Whose brigade "of matching brigade" in effect *index*'s target is, or None."""
    if replaces(ability, index) is not None:
        return MATCHING_THAT_BRIGADE
    effect = ability.effects[index]
    if not card.is_character or effect.kind not in _MATCHED_BY_OWN:
        return None
    if effect.actor is not None and not _own_character(card, effect.actor.card):
        return None  # "your Hero may band to ...": another character's brigade, maybe
    start = index
    while start > 0 and ability.effects[start].link is not Link.NONE:
        start -= 1
    for before in range(start, index):
        if ability.effects[before + 1].link is Link.OR:
            continue  # an alternative to the effect after it: not carried out with it
        target = getattr(ability.effects[before], "target", None)
        if not isinstance(target, Selector) or target.ref in (Ref.THIS_CARD, Ref.SELF):
            continue
        if MATCHING_BRIGADE in target.qualifiers:
            continue  # a card matched to the same brigade ("take ... and add ...")
        return None
    return MATCHING_THIS_BRIGADE


def _own_character(card: CardDef, named: Selector | None) -> bool:
    """Whether *named* ("Hero may band ...") is a character's own: its type word alone."""
    if named is None or len(named.types) != 1:
        return False
    own = {"character", *(kind.value for kind in card.types if kind.is_character)}
    return named.types[0] in own and named == Selector(count=named.count, types=named.types)


_MATCHED_BY_OWN: Final = frozenset({"take", "add_to_battle", "band"})
"""Effects of a character whose "of matching brigade" is the character's own."""


def _played_by_the_player(card: CardDef, ability: Ability) -> Ability:
    """*ability* with effects a character "carries out" that its player carries out.

    "Your Ephesus Hero may band to that character to discard a heretic": the band is the
    Hero's, the discard it pays for the player's. "Ehud may choose a male, human Evil
    Character ... to block": Ehud is the card itself, so its player chooses.
    """
    effects = list(ability.effects)
    for index, effect in enumerate(effects):
        actor = effect.actor
        if actor is None or actor.card is None or actor.player is not None:
            continue
        before = effects[index - 1] if index else None
        benefit = (
            effect.link is Link.TO
            and before is not None
            and before.kind == "band"
            and before.actor == actor
        )
        itself = effect.kind == "choose_opponent" and actor.card == Selector(names=(card.title,))
        if benefit or itself:
            effects[index] = evolve(effect, actor=None)
    return _with_effects(ability, effects)


def _with_effects(ability: Ability, effects: Sequence[Effect]) -> Ability:
    """*ability* with *effects*; *ability* itself when none of them changed."""
    if all(a is b for a, b in zip(effects, ability.effects, strict=True)):
        return ability
    return evolve(ability, effects=tuple(effects))


def _selected_chosen(ability: Ability) -> Ability:
    """*ability* with "selected Hero" before anything is selected read as a Hero chosen.

    "Decrease selected Hero by 2/2 until the end of turn": the player selects the Hero as
    the effect's target (REG: Targeting); after a "Select ..." step, "selected" still
    refers back to what it selected.
    """
    effects: list[Effect] = []
    selecting = False
    for effect in ability.effects:
        selecting = selecting or effect.kind in _SELECTING
        effects.append(effect if selecting else _requalified(effect, _SELECTED_DROPPED))
    return _with_effects(ability, effects)


_SELECTING: Final = frozenset({"select", MENU})
_SELECTED_DROPPED: Final = {"selected": ""}


def _requalified(value: _T, renames: dict[str, str]) -> _T:
    """*value* with the qualifiers of its selectors renamed by *renames*, at any depth.

    A qualifier renamed to "" is dropped.
    """
    if isinstance(value, tuple):
        items = tuple(_requalified(each, renames) for each in value)
        return (
            cast("_T", items)
            if any(a is not b for a, b in zip(items, value, strict=True))
            else value
        )
    if not attrs.has(type(value)):
        return value
    changes: dict[str, Any] = {}
    for one in attrs.fields(type(value)):  # type: ignore[arg-type]
        if not one.init:
            continue
        old = getattr(value, one.name)
        new = _requalified(old, renames)
        if one.name == "qualifiers" and isinstance(value, Selector):
            new = tuple(renamed for q in old if (renamed := renames.get(q, q)))  # "": dropped
            if new == old:
                continue
        elif new is old:
            continue
        changes[one.name] = new
    return evolve(cast("Any", value), **changes) if changes else value


def _own_ability(ability: Ability) -> Ability:
    """*ability* with the abilities its shields name read as cards.

    "Ability cannot be negated": "Ability" alone, with no words on which, is the card's own
    special ability, the abilities printed before the sentence, as a bare "Cannot be
    negated." (REG: Cannot be Negated, Clarifications). "Abilities on good gold brigade
    cards cannot be negated": the good gold brigade cards' abilities, as "Good gold brigade
    cards cannot be negated" (abilities named by kind stay as read).
    """
    if not any(isinstance(m, _SHIELDS) and m.cards is not None for m in ability.modifiers):
        return ability
    modifiers: list[Modifier] = []
    for modifier in ability.modifiers:
        if isinstance(modifier, _SHIELDS) and _names_own_ability(modifier):
            modifier = evolve(modifier, cards=None)  # noqa: PLW2901
        elif isinstance(modifier, _SHIELDS) and modifier.cards is not None:
            cards = _holder_of(modifier.cards)
            if cards is not None and not _qualifiers_of(cards) & _ORDER:
                modifier = evolve(modifier, cards=cards)  # noqa: PLW2901
        modifiers.append(modifier)
    return evolve(ability, modifiers=tuple(modifiers))


_OWN_ABILITY: Final = Selector(types=(ABILITY,))
"""The words "Ability" alone, as a shield names what it covers."""


def _names_own_ability(modifier: Modifier) -> bool:
    return isinstance(modifier, _SHIELDS) and modifier.cards == _OWN_ABILITY


def _abilities_as_cards(ability: Ability) -> Ability:
    """*ability* with "the special abilities on [cards]" read as those cards.

    To negate, interrupt or prevent a card is to do so to its special ability (REG: Negate,
    Interrupt, Prevent): "Negate all special abilities on Red brigade Heroes" negates all Red
    brigade Heroes, "Negate the special ability on an evil card in play" one evil card in
    play. The count is the abilities' ("all", "the", "one"); the places are the cards' and
    the abilities' ("in play", "in battle"). Abilities named by kind ("evil search
    abilities") or on a card referred to stay as read.
    """
    if not any(_cards_named(ability, effect) for effect in ability.effects):
        return ability
    effects: list[Effect] = []
    for effect in ability.effects:
        cards = _cards_named(ability, effect)
        if cards is not None:
            effect = cast("Effect", evolve(cast("Any", effect), target=cards))  # noqa: PLW2901
        effects.append(effect)
    return evolve(ability, effects=tuple(effects))


_OF_CARDS_ABILITY: Final = frozenset({"negate", "interrupt", "prevent"})
"""Effects for which a card stands for its special ability (REG: Negate, Interrupt, Prevent)."""
_ON_CARDS: Final = re.compile(
    r"\b(?:abilit(?:y|ies)|effects?) (?:on|of) (?P<first>\S+)(?: (?P<second>\S+))?",
    re.IGNORECASE,
)
"""The words that name the cards the abilities are on."""


def _cards_named(ability: Ability, effect: Effect) -> Selector | None:
    """The cards whose abilities *effect* names, where it names them by description.

    "The special ability on the Lost Soul" refers back to a card named before, and
    "Artifact's ability" to the Artifact just discarded: the words say which card, so they
    are not read as a description of any card.
    """
    if effect.kind not in _OF_CARDS_ABILITY:
        return None
    cards = _cards_of(getattr(effect, "target", None))
    if cards is None:
        return None
    words = _ON_CARDS.search(ability.text, effect.span.start, effect.span.end)
    if words is None:
        return None
    first, second = words["first"].lower(), (words["second"] or "").lower()
    if first == "the" and second in _ORDER and second in _qualifiers_of(cards):
        return cards  # "the special ability of the next evil Enhancement played"
    if first in ("the", "that", "this", "these", "those"):
        return None
    return cards


_ORDER: Final = frozenset({"next", "last"})
"""The words that name a card by the order cards are played in (REG: Targeting)."""


def _qualifiers_of(cards: Selector) -> set[str]:
    return {word for part in (cards, *cards.parts) for word in part.qualifiers}


def _cards_of(target: object) -> Selector | None:
    """The cards "the special abilities on [cards]" are on, as one description; else None.

    "Special abilities on Evil Characters and weapons" names the Evil Characters and the
    weapons; words that describe the cards ("with toughness 2 or less", "used by good
    Priests") go with them. "Except this one" and "except this ability" leave out the card
    itself, which a negate never negates anyway (REG: Negate). Abilities described by
    their own words ("evil abilities", "except band abilities") are not read this way.
    """
    if not isinstance(target, Selector):
        return None
    if not target.parts:
        return _holder_of(target)
    if target.join is not Join.AND or evolve(target, parts=()) != Selector(
        count=target.count, join=target.join
    ):
        return None
    first = _holder_of(target.parts[0])
    if first is None:
        return None
    parts = [first]
    for part in target.parts[1:]:
        cards = _holder_of(part) if ABILITY in part.types else _card_part(part)
        if cards is None:
            return None
        parts.append(cards)
    if any(part.parts for part in parts):
        return None
    return evolve(target, parts=_of_selected_brigades(parts))


def _of_selected_brigades(parts: list[Selector]) -> tuple[Selector, ...]:
    """*parts* with "of selected brigades" after the last one given to the bare ones.

    "Special abilities on characters and weapons of selected brigades": the characters of
    those brigades too, as words after a list describe each of its nouns.
    """
    if SELECTED_BRIGADE not in parts[-1].qualifiers:
        return tuple(parts)
    return tuple(
        evolve(part, qualifiers=(SELECTED_BRIGADE,))
        if part == Selector(count=part.count, types=part.types)
        else part
        for part in parts
    )


def _holder_of(target: Selector) -> Selector | None:
    """The cards of "the special abilities on [cards]" with no other part; else None."""
    if target.types != (ABILITY,) or target.abilities or target.parts:
        return None
    held = [place for place in target.locations if place.zone is TargetZone.ON_CARD]
    if len(held) != 1:
        return None
    holder = held[0].card
    if holder is None or holder.ref is not None or held[0].owner is not None:
        return None
    exceptions = _other_than_itself(target.exceptions)
    if exceptions is None:
        return None
    others = tuple(place for place in target.locations if place.zone is not TargetZone.ON_CARD)
    ordered = target.qualifiers == (_PLAYED,) and bool(_ORDER & set(holder.qualifiers))
    if target.owner is not None and holder.owner is None and _ORDER & set(holder.qualifiers):
        # "the ability of the next Enhancement opponent plays": the player plays the card
        holder, target = evolve(holder, owner=target.owner), evolve(target, owner=None)
    stats = target.stats if holder.stats is None else None
    used_by = target.used_by if holder.used_by is None else None
    if (stats, used_by) != (target.stats, target.used_by):
        return None  # words on the cards twice
    bare = evolve(target, types=(), locations=(), exceptions=(), stats=None, used_by=None)
    if ordered:  # "the ability of the next evil Enhancement played this battle"
        bare = evolve(bare, qualifiers=(), played_in="")
    if bare != Selector(count=target.count):
        return None  # "evil abilities on ...": words on the abilities themselves
    if holder.parts:
        if others or exceptions or stats is not None or used_by is not None:
            return None
        return evolve(holder, count=target.count)
    return evolve(
        holder,
        count=target.count,
        locations=(*holder.locations, *others),
        exceptions=(*holder.exceptions, *exceptions),
        stats=holder.stats if stats is None else stats,
        used_by=holder.used_by if used_by is None else used_by,
        qualifiers=(*holder.qualifiers, _PLAYED) if ordered else holder.qualifiers,
        played_in=target.played_in or holder.played_in,
    )


_PLAYED: Final = "played"


def _card_part(part: Selector) -> Selector | None:
    """A part after "the special abilities on [cards] and ...": cards, as described."""
    exceptions = _other_than_itself(part.exceptions)
    if exceptions is None or part.abilities or part.ref is not None:
        return None
    return evolve(part, exceptions=exceptions)


def _other_than_itself(exceptions: tuple[Selector, ...]) -> tuple[Selector, ...] | None:
    """*exceptions* without "this one" or "this ability"; None if one names abilities."""
    kept: list[Selector] = []
    for each in exceptions:
        if _ITSELF.get(each.types) == evolve(each, count=_ITSELF[()].count):
            continue  # the card itself: a negate cannot negate itself (REG: Negate)
        if _names_abilities(each):
            return None  # "except band abilities": not a description of cards
        kept.append(each)
    return tuple(kept)


_ITSELF: Final = {
    (): Selector(ref=Ref.THIS_CARD),
    (ABILITY,): Selector(types=(ABILITY,), ref=Ref.THIS_CARD),
}
"""The exceptions "this one" and "this (special) ability", by their type words."""


def _names_abilities(selector: Selector) -> bool:
    """Whether *selector* or a part of it names abilities rather than cards."""
    return (
        ABILITY in selector.types
        or bool(selector.abilities)
        or selector.ref is not None
        or any(map(_names_abilities, selector.parts))
    )


def _on_activation(card: CardDef, ability: Ability) -> Ability:
    """An Artifact's "On activation, ..." as the event of its own activation.

    A time phrase is a triggered effect (REG: Conditions); an Artifact's special ability
    activates as the Artifact is activated, turned face up on an Artifact pile (REG:
    Activate), and the effect waits to fire then, each time. A Covenant's or Curse's "On
    activation" is left as read: played as an Enhancement, it is not activated as an
    Artifact, and whether its words mean that play is not said. A sentence after it that
    acts on the cards it named ("Discard the Evil Character cards" after a reveal) is part
    of the same use, and waits with it; so does an instant effect printed after it ("If you
    have a Roman governor or emperor in play, draw 1"), used as the Artifact is activated
    too (REG: Artifact), after the effects before it, not ahead of them.
    """
    if not any(_activates(card, effect) for effect in ability.effects):
        return ability
    effects = list(ability.effects)
    following = False
    for index, effect in enumerate(ability.effects):
        if _activates(card, effect):
            following = True
        else:
            # a sentence after it that acts on the cards it named, or an effect joined to one
            following = (
                following
                and effect.trigger is None
                and (
                    effect.link is not Link.NONE
                    or _acts_on_cards_before(effect)
                    or _instant_once(effect)
                )
            )
            if not following:
                continue
        effects[index] = evolve(effect, trigger=OnEvent(Event.ACTIVATED))
    return evolve(ability, effects=tuple(effects))


def _instant_once(effect: Effect) -> bool:
    """Whether *effect* is done once and over: no duration, a kind that does not last."""
    spec = effect_specs().get(effect.kind)
    return effect.duration is None and spec is not None and not spec.ongoing


def _acts_on_cards_before(effect: Effect) -> bool:
    """Whether *effect* acts on cards an effect before it named: "the rest", "revealed".

    After "On activation, reveal the bottom X cards of an opponent's deck", the sentence
    "Discard the Evil Character cards and put the rest on top or bottom of deck" is part of
    the same use: it waits for the activation with the reveal, and follows it.
    """
    target = getattr(effect, "target", None)
    return isinstance(target, Selector) and (target.ref in _BACK or "revealed" in target.qualifiers)


def _activates(card: CardDef, effect: Effect) -> bool:
    trigger = effect.trigger
    return (
        isinstance(trigger, AtMoment)
        and trigger.moment is Moment.ON_ACTIVATION
        and _section_identities(card, effect.section) == frozenset({CardType.ARTIFACT})
    )


def _played_here(ability: Ability) -> Ability:
    """*ability* with "If played in battle, ..." read as a condition on this card's play.

    The effect is part of the ability the card activates as it is played; what the words
    test is where that play was: "If played in battle, you may draw 3" draws only for a
    card played in battle (REG: Conditions).
    """
    return _triggers_as_conditions(
        ability,
        lambda trigger: (
            Happened("played", where=BATTLE_PLACE) if _on_own_play_in_battle(trigger) else None
        ),
    )


def _triggers_as_conditions(
    ability: Ability, condition_of: Callable[[Trigger | None], Condition | None]
) -> Ability:
    """*ability* with each trigger *condition_of* reads as a condition made that condition.

    The effect loses its trigger and tests the condition beside its own, if it has one; the
    same ability comes back when no trigger is read so.
    """
    if not any(condition_of(effect.trigger) is not None for effect in ability.effects):
        return ability
    effects: list[Effect] = []
    for effect in ability.effects:
        found = condition_of(effect.trigger)
        if found is not None:
            condition = effect.condition
            effect = evolve(  # noqa: PLW2901 - rewritten
                effect,
                trigger=None,
                condition=found if condition is None else AllOf((found, condition)),
            )
        effects.append(effect)
    return evolve(ability, effects=tuple(effects))


def _played_on(card: CardDef, ability: Ability) -> Ability:
    """An Enhancement's "If played on Samson, ..." read as a condition on its own play.

    The effect is part of the ability the card activates as it is played; the words test
    the character it was played on, which uses it (REG: Used By): "If played on Samson,
    discard one male, human Evil Character in battle" does nothing played on another Hero.
    """
    if not any(kind.is_enhancement for kind in card.identities):
        return ability
    return _triggers_as_conditions(ability, _own_play_on)


def _put_by_you(card: CardDef, ability: Ability) -> Ability:
    """A Lost Soul's "If you put this Lost Soul in a Site" as "... is put in a Site".

    See :func:`put_in_a_site_by_you`; and "When you draw this card" as "If drawn"
    (:func:`_drawn_by_you`).
    """
    if CardType.LOST_SOUL not in card.identities:
        return ability
    effects: list[Effect] = []
    for effect in ability.effects:
        trigger = effect.trigger
        read = None
        if isinstance(trigger, OnEvent):
            read = put_in_a_site_by_you(trigger) or _drawn_by_you(trigger)
        effects.append(effect if read is None else evolve(effect, trigger=read))
    return _with_effects(ability, effects)


def _drawn_by_you(trigger: OnEvent) -> OnEvent | None:
    """A Lost Soul's "When you draw this card" as "If drawn"; None for another trigger.

    A draw moves cards from a player's deck to that player's hand, and a Lost Soul drawn is
    put in its owner's Land of Bondage (REG: Draw): the player who draws it is the one who
    then controls it, the "you" of its ability.
    """
    target = trigger.target
    if (
        trigger.event is not Event.DRAWS
        or trigger.player is not Player.YOU
        or target is None
        or target != Selector(count=target.count, ref=Ref.THIS_CARD)
        or target.count != Count(Quantifier.EXACTLY, 1)
        or evolve(trigger, player=None, target=None) != OnEvent(Event.DRAWS)
    ):
        return None
    return OnEvent(Event.DRAWN)


def _own_play_on(trigger: Trigger | None) -> Happened | None:
    """The condition "played on Samson" of *trigger* "If played on Samson"; else None."""
    if not (
        isinstance(trigger, OnEvent)
        and trigger.event is Event.PLAYED
        and trigger.subject is None
        and trigger.player is None
        and trigger.by is None
        and trigger.target is None
        and trigger.phase is None
        and not trigger.or_events
        and not trigger.once
        and trigger.where is not None
        and trigger.direction is Direction.AT
    ):
        return None
    played = Happened("played", where=trigger.where, direction=trigger.direction)
    return played if played_on(played) is not None else None


def _blocked_as_trigger(card: CardDef, ability: Ability) -> Ability:
    """A character's "If blocked [by a Babylonian], ..." read as the event of its block.

    "'If [event]' ... preceding an effect ... indicates a triggered effect" (REG:
    Conditional Phrases): the effect waits for the character to be blocked, with "by" read
    then as who blocks it (the characters opposing it as the block is made) and any other
    condition checked then too. Only an effect with no trigger of its own, of a card that is
    a character alone, and not followed by an effect that depends on it ("If you do",
    "Otherwise", "it"); anything else keeps its condition, and is refused (see
    :func:`_own_block_checked`).
    """
    if not card.identities or not all(kind.is_character for kind in card.identities):
        return ability
    effects = list(ability.effects)
    changed = False
    for index, effect in enumerate(effects):
        if effect.trigger is not None or not _own_block_checked(effect.condition):
            continue
        later = effects[index + 1] if index + 1 < len(effects) else None
        if later is not None and _depends_on_before(later):
            continue
        condition = _without_own_block(effect.condition)
        if _own_block_checked(condition):  # under an "or" or a "not": left as it is
            continue
        effects[index] = evolve(effect, trigger=OnEvent(Event.BLOCKED), condition=condition)
        changed = True
    return evolve(ability, effects=tuple(effects)) if changed else ability


def _depends_on_before(effect: Effect) -> bool:
    """Whether *effect* reads what the effect before it did or whether it held."""
    target = getattr(effect, "target", None)
    return (
        isinstance(effect.condition, (IfDone, Otherwise))
        or (isinstance(target, Selector) and target.ref is not None)
        or effect.link is not Link.NONE
    )


def _without_own_block(condition: Condition | None) -> Condition | None:
    """*condition* with its check of the card's own block taken out; None if none is left.

    "Blocked by" stays as who opposes the card as it is blocked.
    """
    if isinstance(condition, StatusIs) and condition.subject is None:
        return None if condition.status is Status.BLOCKED else condition
    if isinstance(condition, OpposedBy) and condition.subject is None and condition.blocked:
        return evolve(condition, blocked=False)
    if isinstance(condition, AllOf):
        kept = tuple(
            part
            for part in (_without_own_block(c) for c in condition.conditions)
            if part is not None
        )
        if not kept:
            return None
        return kept[0] if len(kept) == 1 else AllOf(kept)
    return condition


def _played_against(card: CardDef, ability: Ability) -> Ability:
    """An Enhancement's "if played against a prophet" read as a condition on its own play.

    "This card is worth 4/4 if played against a prophet": a card is played against the
    opposing characters in battle; played outside battle, or with no opposing character,
    it is played against nothing (REG: Played Against). The effect is part of the ability
    the card activates as it is played, and acts if an opposing character fits the words
    then (``OpposedBy``). Only as the first effect of its section: after another, what is
    in battle may no longer be what the card was played against ("Withdraw any number of
    Heroes. If played against an O.T. Hero, ...").
    """
    if not any(kind.is_enhancement for kind in card.identities):
        return ability
    effects: list[Effect] = []
    for effect in ability.effects:
        trigger = effect.trigger
        acting = _section_identities(card, effect.section) or frozenset()
        first = all(other.section != effect.section for other in effects)
        if _against(trigger) and first and any(kind.is_enhancement for kind in acting):
            assert isinstance(trigger, OnEvent)  # noqa: S101 - see _against
            assert trigger.target is not None  # noqa: S101 - see _against
            against = OpposedBy(trigger.target)
            condition = effect.condition
            effect = evolve(  # noqa: PLW2901 - rewritten
                effect,
                trigger=None,
                condition=against if condition is None else AllOf((against, condition)),
            )
        effects.append(effect)
    return evolve(ability, effects=tuple(effects))


def _against(trigger: Trigger | None) -> bool:
    """Whether *trigger* is "if played against [cards]", of the card's own play."""
    return (
        isinstance(trigger, OnEvent)
        and trigger.event is Event.PLAYED
        and trigger.target is not None
        and trigger.target.ref is None
        and not trigger.target.locations
        and trigger.subject is None
        and trigger.player is None
        and _bare(trigger)
    )


def _artifact_in_territory(effect: Effect) -> list[str]:
    """What keeps "discard an Artifact in each territory" from being carried out.

    The Artifact pile is in its player's territory (REG: Artifact Pile); which of its cards,
    face up or face down, the words reach is not said. "An active Artifact in a territory"
    reaches the face-up ones.
    """
    target = getattr(effect, "target", None)
    if not isinstance(target, Selector):
        return []
    for part in (target, *target.parts):  # "X Heroes and a face-down Artifact from ..."
        if (
            "Artifact" in part.types
            and "active" not in part.qualifiers
            and any(location.zone is TargetZone.TERRITORY for location in part.locations)
        ):
            return ["an Artifact in a territory, active or not"]
    return []


def _cause_named(card: CardDef, ability: Ability) -> Ability:
    """*ability* with a Fortress's "If human is Egyptian" part of the trigger before it.

    "If your lone pale green human blocks, discard the top card of each deck. If human is
    Egyptian, you may draw 2.": the second sentence names again, by its kind alone, the
    character whose block fired the first; it is carried out with it, for that character
    (``Ref.CAUSE``).
    """
    effects = list(ability.effects)
    for index in range(1, len(effects)):
        before, effect = effects[index - 1], effects[index]
        trigger = before.trigger
        condition = effect.condition
        if (
            not isinstance(trigger, OnEvent)
            or not lone_entry(_section_identities(card, before.section), trigger)
            or trigger.subject is None
            or effect.section != before.section
            or effect.link is not Link.NONE
            or not _unworded(evolve(effect, condition=None))
            or not isinstance(condition, Is)
            or condition.negated
            or not _names_kind_of(condition.subject, trigger.subject)
        ):
            continue
        subject = Selector(count=condition.subject.count, ref=Ref.CAUSE)
        effects[index] = evolve(
            effect, trigger=trigger, condition=evolve(condition, subject=subject)
        )
    return evolve(ability, effects=tuple(effects))


def _names_kind_of(subject: Selector, watched: Selector) -> bool:
    """Whether *subject* is one of *watched*'s identifiers alone ("human" of "gray human")."""
    return (
        len(subject.identifiers) == 1
        and subject.identifiers[0] in watched.identifiers
        and subject == Selector(count=subject.count, identifiers=subject.identifiers)
        and subject.count == Count(Quantifier.EXACTLY, 1)
    )


def _on_own_play_in_battle(trigger: Trigger | None) -> bool:
    """Whether *trigger* is "if played in battle" ("during battle"): this card's own play."""
    return (
        isinstance(trigger, OnEvent)
        and trigger.event is Event.PLAYED
        and trigger.subject is None
        and trigger.player is None
        and trigger.by is None
        and trigger.target is None
        and not trigger.or_events
        and not trigger.once
        and (
            (trigger.where is None and trigger.phase is Phase.BATTLE)
            or (trigger.phase is None and trigger.where is not None and only_battle(trigger.where))
        )
    )


def taunt_payoff(card: CardDef) -> str | None:
    """The text in the parentheses of *card*'s taunt identifier; None without one.

    >>> from redemption_rules.cards.model import CardDef
    >>> lamech = CardDef("Lamech", "FoM", ("Evil Character",), "Evil",
    ...     identifiers=("Antediluvian", "Taunt (Discard a human.)"))
    >>> taunt_payoff(lamech)
    'Discard a human.'
    """
    for identifier in card.identifiers:
        found = _TAUNT_IDENTIFIER.match(identifier)
        if found is not None:
            return found.group("payoff").strip()
    return None


def _with_taunt(
    card: CardDef, ability: Ability, manager: pluggy.PluginManager | None
) -> tuple[Ability, list[str]]:
    """*ability* after the taunt identifier's :class:`Taunt` record and its payoff.

    The payoff is read by the same grammar as ability text; its effects follow the
    :class:`Taunt` record in :data:`TAUNT_SECTION`. The identifier line is printed above the
    special ability, so the text joins them in that order ("Taunt (Discard a human.) ...
    Cannot be negated."): a "Cannot be negated." sentence of the special ability covers the
    payoff too, as it covers "all abilities on the card that appear before the sentence"
    (REG: Cannot be Negated). A usage limit printed as its own sentence in the parentheses
    ("Limit once.") sits on the payoff's effects; another modifier printed so, or a payoff
    not read, is reported missing, as is a taunt on a card that is not an Evil Character
    (REG: Taunt).
    """
    text = taunt_payoff(card)
    if text is None:
        return ability, []
    missing: list[str] = []
    if CardType.EVIL_CHARACTER not in card.identities:
        missing.append("a taunt identifier on a card other than an Evil Character")
    try:
        payoff = parser_for(manager or default_manager()).parse(text)
    except AbilityParseError as exc:
        return ability, [*missing, f"a taunt whose payoff is not read: {exc.reason}"]
    opening = "Taunt ("
    identifier = f"{opening}{text})"
    limits = tuple(
        evolve(m, span=_shifted(m.span, len(opening)), section=TAUNT_SECTION)
        for m in payoff.modifiers
        if isinstance(m, Limit)
    )
    if len(limits) < len(payoff.modifiers):
        missing.append("a modifier of a taunt's payoff printed as its own sentence")
    taunt = Taunt(THIS_CARD, payoff=payoff, span=Span(0, len(identifier)), section=TAUNT_SECTION)
    effects = tuple(
        evolve(
            effect,
            span=_shifted(effect.span, len(opening)),
            section=TAUNT_SECTION,
            modifiers=effect.modifiers + limits,
        )
        for effect in payoff.effects
    )
    if not ability.text:
        return Ability(identifier, (taunt, *effects)), missing
    offset = len(identifier) + 1
    printed = tuple(evolve(e, span=_shifted(e.span, offset)) for e in ability.effects)
    modifiers = tuple(evolve(m, span=_shifted(m.span, offset)) for m in ability.modifiers)
    joined = f"{identifier} {ability.text}"
    return Ability(joined, (taunt, *effects, *printed), modifiers), missing


def _printed(card: CardDef, manager: pluggy.PluginManager | None) -> Ability:
    """The card's special ability read; empty for a card with a taunt identifier alone."""
    return card_ability(card, manager) if card.has_special_ability else Ability("")


def _shifted(span: Span, offset: int) -> Span:
    return Span(span.start + offset, span.end + offset)


def _sort(card: CardDef, manager: pluggy.PluginManager | None) -> CardAbilities:
    if not card.has_special_ability and taunt_payoff(card) is None:
        return CardAbilities(None)
    try:
        ability, missing = _with_taunt(card, read := _printed(card, manager), manager)
    except AbilityParseError as exc:
        return CardAbilities(None, error=f"the text is not read: {exc.reason}")
    ability = _selected_chosen(
        _alternatives_named(
            _played_here(
                _otherwise(
                    _either_end(
                        _rule_restated(
                            _searched_pile_shuffled(
                                _player_of_the_condition(
                                    _kept_up_to(
                                        _abilities_as_cards(
                                            _own_ability(_star_defined(card, ability))
                                        )
                                    )
                                )
                            )
                        )
                    )
                )
            )
        )
    )
    ability = _capacity_stated(
        card, _played_by_the_player(card, _played_on(card, _put_by_you(card, ability)))
    )
    ability = _cause_named(
        card,
        _on_activation(
            card,
            _replacement_named(
                _brigades_matched(card, _played_against(card, _blocked_as_trigger(card, ability)))
            ),
        ),
    )
    specs = effect_specs(manager)
    on_play: list[tuple[int, int]] = []
    on_event: list[int] = []
    taunt: list[int] = []
    limits: list[tuple[int, Limit]] = []
    sections: list[tuple[int, frozenset[CardType]]] = []
    star: list[int] = []
    manual = _manual_uses(card, ability)
    by_hand = {index for use in manual for index in use}
    printed = ability
    ability, in_play, gates, copied = _while_in_play(card, ability, specs, by_hand)
    ability, placed, unplaced = _while_placed(card, ability, specs, by_hand, gates)
    ability, while_active = _while_active(card, ability, specs, by_hand | in_play)
    replacing = tuple(i for i in range(len(printed.effects)) if replaces_discard(card, ability, i))
    # the poisons' and diseases' paired abilities act at upkeeps, on those cards: not here
    for index, effect in _apart_from(ability, _poison_pairs(ability) | _disease_pairs(printed)):
        acting = _section_identities(card, effect.section)
        if acting is not None and effect.section:
            sections.append((index, acting))
        missing.extend(
            _activation_missing(
                card,
                effect,
                acting,
                spec=specs.get(effect.kind),
                manual=index in by_hand,
                in_play=index in in_play
                or index in while_active
                or (index in replacing and acting == _FORTRESS),
                in_territory=index in copied or _inert_in_territory(effect),
            )
        )
        missing.extend(_kind_missing(ability, index, specs, by_hand | in_play | while_active))
        missing.extend(
            _timing_missing(
                _as_timed(ability, index, replacing=index in replacing),
                manual=index in by_hand,
                spec=specs.get(effect.kind),
                card=card,
            )
        )
        offered = replaces(ability, index) is not None or index in replacing
        missing.extend(
            _effect_unsupported(
                card, _as_read(ability, index, replacing=index in replacing), index, offered=offered
            )
        )
        missing.extend(
            _tie_missing(ability, index, by_hand | placed, unplaced)
            + _selected_player_missing(ability, index, offered=offered)
        )
        missing.extend(
            _artifact_in_territory(effect)
            + _neighbours_missing(ability, index)
            + _own_contents_missing(card, ability, index)
        )
        missing.extend(
            _replacement_missing(ability, index)
            + _selection_missing(ability, index, by_hand | in_play | while_active)
            + _naming_missing(ability, index, by_hand | in_play | while_active)
            + _giver_named(ability, index)
            + _referring_to_its_condition(read, ability.effects[index])
            + _after_a_showing_sentence(ability, index)
            + _showing_misread(ability, index)
        )
        missing.extend(
            m
            for modifier in effect.modifiers
            if modifier is not x_limit(effect)
            and not (offered and isinstance(modifier, Instead))
            and not (isinstance(modifier, Instead) and _instead_of_undone(ability, index))
            and not (_plays_any_brigade(effect) and of_any_brigade((modifier,)))
            for m in _modifier_missing(modifier, card)
        )
        if index >= len(printed.effects):
            continue  # a copy lasting in territory: its printed effect counts the rest
        limits.extend((index, m) for m in effect.modifiers if isinstance(m, Limit))
        if effect.section in (STAR_SECTION, TAUNT_SECTION):
            (star if effect.section == STAR_SECTION else taunt).append(index)
            continue
        if acting is None or index in by_hand or index in in_play:
            continue
        # a replacement is carried out in the place of the event it replaces, never on play
        if isinstance(effect.trigger, OnEvent) and index not in replacing:
            on_event.append(index)
        elif index not in replacing:
            on_play.append((_bucket(effect, weapon=CardClass.WEAPON in card.classes), index))
    on_play = _sentences_together(ability, on_play)
    granting = _granting(card, ability, frozenset(specs))
    partial = _sentence_modifiers(card, ability, printed, missing, granting, lasting=bool(in_play))
    shield, shields = _shields_of(card, printed, [m for m, _ in partial])
    granted = tuple(
        m for m in ability.modifiers if isinstance(m, Regardless) and _grants_regardless(m)
    )
    return CardAbilities(
        ability,
        kinds=frozenset(effect.kind for effect in ability.effects),
        granted_regardless=() if missing else granted,
        granting_regardless=() if missing else tuple(granting),
        on_play=tuple(sorted(on_play, key=lambda pair: pair[0])),
        on_event=tuple(on_event),
        replacing=replacing,
        events=frozenset(
            cast("OnEvent", ability.effects[index].trigger).event for index in on_event
        ),
        missing=tuple(sorted({*missing, *_menu_apart(ability, on_play)})),
        shield=tuple(sorted(shield)),
        limits=tuple(limits),
        shields=tuple(shields),
        partial_shields=tuple(partial),
        sections=tuple(sections),
        manual=manual,
        star=tuple(star),
        taunt=tuple(taunt),
        in_play=tuple(sorted(in_play)),
        placing=_placing(card, ability),
        placed=tuple(sorted(placed)),
        while_active=tuple(sorted(while_active)),
        gates=tuple(sorted(gates.items())),
    )


def _selection_missing(ability: Ability, index: int, apart: set[int]) -> list[str]:
    """What of a selection, or of "selected brigades" in effect *index*, is not followed.

    A selection of cards "paired" with the effect before it must follow a look or reveal:
    the cards it shows are those selected from.

    They are the brigades a "Select ... brigade" before it selected as the same ability
    activated (REG: Select): an effect that picks its cards at once, or a negate, prevent
    or protection whose record keeps the brigades while it lasts. With no such selection
    before it, used by hand or lasting in play, or in another kind of lasting effect, it is
    not carried out.
    """
    effect = ability.effects[index]
    if (
        isinstance(effect, Select)
        and effect.target is not None
        and not is_brigade_choice(effect.target)
        and effect.link is Link.PAIRED
        and (index == 0 or ability.effects[index - 1].kind not in ("look", "reveal"))
    ):
        return [f"effect {effect.kind!r}"]  # cards shown by no look or reveal before it
    if not _names_qualifier(effect, SELECTED_BRIGADE):
        return []
    missing = [f"qualifier {SELECTED_BRIGADE!r}"]
    if index in apart or effect.kind not in _KEEPS_SELECTION:
        return missing
    target = getattr(effect, "target", None)
    if isinstance(target, Selector) and negated_kinds(target) is not None:
        return missing  # "negate ... abilities of selected brigades": kinds, kept apart
    selected = any(
        isinstance(before, Select)
        and before.target is not None
        and is_brigade_choice(before.target)
        and i not in apart
        and (before.section, before.trigger, before.condition)
        == (effect.section, effect.trigger, effect.condition)
        for i, before in enumerate(ability.effects[:index])
    )
    return [] if selected else missing


def _giver_named(ability: Ability, index: int) -> list[str]:
    """Whether "they" carry out effect *index* right after a give: not followed.

    "They may give it to you to draw 3": "they" are the giver, but "that player" after a
    give is read as the player given the card.
    """
    effect = ability.effects[index]
    actor = effect.actor
    if index == 0 or actor is None or actor.player is not Player.THAT_PLAYER:
        return []
    if ability.effects[index - 1].kind != "give":
        return []
    return [f"player {Player.THAT_PLAYER.value!r} after a give"]


def selects_player(effect: Effect) -> bool:
    """Whether *effect* is carried out by a player the user selects (REG: Select).

    "Selected player must shuffle hand into draw pile and draw eight new cards", "a selected
    player must draw 1", "a player must shuffle their hand to draw 8": the player using the
    ability selects which player acts, any player, themselves included (the text does not
    say "opponent"). Not a player the text describes ("The player with the most O.T. male
    Heroes in territory may draw"): that one acts. "Any player may ... instead", offered to
    each player in turn, is told apart by the caller (:func:`replaces`).
    """
    actor = effect.actor
    return (
        actor is not None
        and actor.player in (Player.PLAYER, Player.ANY_PLAYER)
        and actor.having is None
    )


def _selected_player_missing(ability: Ability, index: int, *, offered: bool) -> list[str]:
    """What of a player the user selects is not followed in effect *index*.

    The engine asks the user which player carries the effect out, once for the ability
    (REG: Select; ``resolution._select_player``), and "that player", "that hand" after it
    read that player. Not followed: a band from "that hand" ("Selected player must reveal
    hand. You may band any Hero from that hand into battle"), where the player selected may
    be an opponent: the engine bands characters only from the bander's own hand (REG: Band:
    "unless otherwise specified"), and this text specifies another's.
    """
    effect = ability.effects[index]
    if offered or effect.kind != "band":
        return []
    target = getattr(effect, "target", None)
    if not isinstance(target, Selector) or not any(
        location.zone is TargetZone.HAND and location.owner is Player.THAT_PLAYER
        for location in target.locations
    ):
        return []
    if not any(
        selects_player(before) and replaces(ability, i) is None
        for i, before in enumerate(ability.effects[:index])
    ):
        return []
    return ["a band from the hand of a player the user selects"]


_KEEPS_SELECTION: Final = frozenset({"negate", "prevent", "protect", "immune"})
"""Effects that carry "selected brigades" out: their records keep the brigades."""


def _naming_missing(ability: Ability, index: int, apart: set[int]) -> list[str]:
    """What of "the named Hero" or "all copies of the named Hero" in *index* is not followed.

    A name is named for the rest of the ability that names it (REG: Name): "the named card"
    is followed in an effect that acts at once, after a "Name a card" of the same ability
    activated with it. Not followed: a lasting effect (its record would have to keep the
    name), an effect used apart from the naming, and a list of places some of which lose
    the name ("copies of the named card in a player's deck, discard pile and hand", read as
    the named card in two of them and every card of the third).
    """
    effect = ability.effects[index]
    named = [q for q in (NAMED, COPIES) if _names_qualifier(effect, q)]
    if not named:
        return []
    missing = [f"qualifier {q!r}" for q in named]
    if index in apart or effect.kind not in _ACTS_ON_NAMED:
        return missing
    target = getattr(effect, "target", None)
    if not isinstance(target, Selector):
        return missing
    if target.parts and not all(NAMED in part.qualifiers for part in target.parts):
        return ["the named card shared by a list of places"]
    naming = any(
        before.kind == "name_card"
        and i not in apart
        and (before.section, before.trigger) == (effect.section, effect.trigger)
        for i, before in enumerate(ability.effects[:index])
    )
    return [] if naming else missing


_ACTS_ON_NAMED: Final = frozenset(
    {"discard", "banish", "band", "topdeck", "underdeck", "reserve", "shuffle", "take"}
)
"""Effects that act at once on "the named card": no record of theirs has to keep the name."""


def _names_qualifier(value: object, qualifier: str) -> bool:
    """Whether a selector in *value*, at any depth, has *qualifier*."""
    if isinstance(value, Selector) and qualifier in value.qualifiers:
        return True
    if isinstance(value, tuple):
        return any(_names_qualifier(each, qualifier) for each in value)
    if not attrs.has(type(value)):
        return False
    return any(
        _names_qualifier(getattr(value, one.name), qualifier)
        for one in attrs.fields(type(value))  # type: ignore[arg-type]
        if one.name != "span"
    )


def _while_in_play(
    card: CardDef, ability: Ability, specs: dict[str, EffectSpec], by_hand: set[int]
) -> tuple[Ability, set[int], dict[int, Condition], set[int]]:
    """*ability* with its effects that last while the card is in play given that duration.

    A Lost Soul's, Fortress's or Artifact's ability persists until the card leaves where it
    was put, or the Artifact is deactivated (REG: Duration): a lasting effect on the card
    itself, with no trigger, condition, cost or duration of its own but "while this card is
    in play" ("Protect this Lost Soul from rescue (except by an O.T. Hero)"), or one on all
    the cards a description names (:func:`followed`), lasts ``WHILE_IN_PLAY`` (or
    ``WHILE_SOUL_IN_PLAY``, ``WHILE_ACTIVE``). One of all the cards a description names may
    act "while" a condition holds: that is its gate, returned by effect. A territory-class
    character's such effects are copied after the printed ones, lasting
    ``WHILE_IN_TERRITORY`` (REG: Territory Class Character): the printed ones act as it
    enters battle. The indexes of the effects that last in play are returned with it, and
    those of the printed effects copied.
    """
    found: set[int] = set()
    originals: set[int] = set()
    gates: dict[int, Condition] = {}
    copies: list[Effect] = []
    territory = _territory_character(card)
    for index, printed in enumerate(ability.effects):
        unless = _unless(printed)
        effect = printed if unless is None else evolve(printed, condition=None)
        acting = _section_identities(card, effect.section)
        if (
            acting is None
            or effect.section in (STAR_SECTION, TAUNT_SECTION)
            or index in by_hand
            or not acting & frozenset(card.identities)
            or not (_lasts_in_play(effect, specs.get(effect.kind)) or site_capacity(effect))
        ):
            continue
        copied = territory and any(identity.is_character for identity in acting)
        if not copied and (not acting & IN_PLAY or acting & ACTIVATED):
            continue
        if CardType.SITE in acting and Brigade.MULTI in card.brigades:
            continue  # a rainbow Site's ability activates as it enters battle (REG: Site)
        gate = _gate(effect) if unless is None else unless
        if gate is not None and not copied and _own_battle_status(gate):
            continue  # "while blocking ..." on a card that never blocks: whose, not said
        position = index
        if copied:
            position = len(ability.effects) + len(copies)
            copies.append(evolve(effect, duration=WHILE_IN_TERRITORY))
            originals.add(index)
        else:
            found_duration = _in_play_duration(card, effect)
            ability = evolve(
                ability,
                effects=tuple(
                    evolve(effect, duration=found_duration) if i == index else e
                    for i, e in enumerate(ability.effects)
                ),
            )
        found.add(position)
        if gate is not None:
            gates[position] = gate
    if copies:
        ability = evolve(ability, effects=(*ability.effects, *copies))
    return ability, found, gates, originals


def _unless(effect: Effect) -> Condition | None:
    """The "unless" of a restriction or protection with no duration of its own, as a gate.

    "Restrict opponents from playing Enhancements unless a character is in battle",
    "Protect Syrian Evil Characters in your territory from capture unless Elisha is in
    play": "unless [game state]" is a check of the kind of the effect it follows, ongoing
    for an ongoing one (REG: Conditional Phrases and Ability Classes). In play the effect
    lasts while its card stays and acts only while the exception does not hold, a "while"
    of its own (REG: Restrict, Protect, Duration).
    """
    condition = effect.condition
    if (
        effect.kind not in _UNLESS_GATED
        or not isinstance(condition, Not)
        or effect.duration is not None
    ):
        return None
    return condition


_UNLESS_GATED: Final = frozenset({"restrict", "protect"})
"""Ongoing effects whose "unless" the engine follows as a gate while its card is in play."""


def _lasts_in_play(effect: Effect, spec: EffectSpec | None) -> bool:
    """Whether *effect* would last while its card is in play, as :func:`_while_in_play` says."""
    target = getattr(effect, "target", None)
    duration = effect.duration
    gate = _gate(effect)
    gated = duration is not None and gate is not None and not _where_it_is(gate)
    return (
        spec is not None
        and spec.ongoing
        and _lasting(WHILE_IN_PLAY, spec)
        and effect.trigger is None
        and (effect.condition is None or _checked_once(effect.condition))
        and (
            duration in (None, WHILE_IN_PLAY)
            or (
                gated
                and duration is not None
                and (followed(effect) or _reads_its_words(effect))
                and _lasting(duration, spec)
            )
        )
        and not effect.optional
        and not effect.cost
        and effect.link is Link.NONE
        and effect.for_each is None
        and effect.actor is None
        and (
            getattr(target, "ref", None) is Ref.THIS_CARD
            or followed(effect)
            or _reads_its_words(effect)
        )
    )


def _checked_once(condition: Condition) -> bool:
    """Whether *condition* is an "If [game state]" read as the ability activates.

    "If a missionary is in play, protect your Corinth Heroes from ...": an immediate check
    of the game state (REG: Conditional Phrases and Ability Classes). Met as the card's
    ability activates where it was put, the effect lasts while the card stays, as any other
    (REG: Duration); not met, it does not activate. Not one about the card itself.
    """
    if isinstance(condition, (Exists, Controls)):
        return condition.target.ref is None and not _where_it_is(condition)
    return False


def _reads_its_words(effect: Effect) -> bool:
    """Whether the record of lasting *effect* covers what its words name at each moment.

    A change of hand size or a restriction covers the players its words name ("Increase
    your hand size by 1", "Restrict evil Dominants"), and the record reads the cards a
    restriction names as a play is tried; a negate or prevent of abilities named by kind
    ("Negate all immune abilities on characters") reads the cards whose abilities it covers
    as each ability activates. In play such an effect covers them while the card stays
    (REG: Duration), and its "while" is read at those moments as well.
    """
    if effect.kind in _ON_PLAYERS:
        return True
    target = getattr(effect, "target", None)
    return (
        effect.kind in _OF_KINDS
        and isinstance(target, Selector)
        and negated_kinds(target) is not None
    )


_ON_PLAYERS: Final = frozenset({"change_hand_size", "restrict"})
"""Lasting effects on the players the words name, known without a choice ("Increase your
hand size by 1", "Restrict evil Dominants"): in play they cover those players while the
card stays (REG: Duration)."""
_OF_KINDS: Final = frozenset({"negate", "prevent"})
"""Lasting effects on the abilities of some kinds of the cards their words name."""


def _gate(effect: Effect) -> Condition | None:
    """The "while" condition of a lasting effect ("While you control a meek Hero, ..."), if any.

    "While this card is in play" is no gate: the card's being in play is the duration.
    """
    duration = effect.duration
    if (
        duration is None
        or duration == WHILE_IN_PLAY
        or duration.unit is not DurationUnit.WHILE
        or duration.until is None
    ):
        return None
    return duration.until


def _where_it_is(condition: Condition) -> bool:
    """Whether *condition* is about where the card itself is ("while in a Land of Redemption").

    That is a place other than where it is in play, which no gate may name. That it is in
    battle ("while attacking") is a gate of its own.
    """
    if isinstance(condition, Exists):
        return condition.target.ref is not None
    if isinstance(condition, StatusIs):
        return condition.status not in _BATTLE_STATUSES | _HOLDING_STATUSES
    if isinstance(condition, AllOf):
        return any(_where_it_is(part) for part in condition.conditions)
    return False


_HOLDING_STATUSES: Final = frozenset({Status.OCCUPIED, Status.UNOCCUPIED})
"""What a card holds, not where it is: "While occupied" is a gate (REG: Occupied)."""


def _own_battle_status(condition: Condition) -> bool:
    """Whether *condition* tests a battle status of the card itself ("while blocking").

    Also as one of the conditions it joins ("While you are rescuing or blocking": whose
    blocking, the words read as the card's own), or as the one an "unless" denies.
    """
    if isinstance(condition, Not):
        return _own_battle_status(condition.condition)
    parts = condition.conditions if isinstance(condition, (AllOf, AnyOf)) else (condition,)
    return any(
        isinstance(part, StatusIs) and part.subject is None and part.status in _BATTLE_STATUSES
        for part in parts
    )


def _territory_character(card: CardDef) -> bool:
    """Whether *card* is a territory-class character (REG: Territory Class Character)."""
    return CardClass.TERRITORY in card.classes and any(i.is_character for i in card.identities)


def followed(effect: Effect) -> bool:
    """Whether the engine keeps *effect*'s targets up to date while it lasts in play.

    An effect on all the cards a description names, with no reference or choice in it
    ("Protect Philistine Evil Characters in your territory from capture", "Negate opponents'
    neutral cards", "All Evil Characters in play decrease 0/3"), covers the cards that come
    to fit the words while the card is in play, and no more those that leave (see
    :func:`redemption_rules.effects.duration.follow`). A prevention of the abilities a
    description names covers the cards that fit it at each moment by itself.
    """
    target = getattr(effect, "target", None)
    if not isinstance(target, Selector) or effect.kind not in _FOLLOWED:
        return False
    if effect.kind == "prevent":
        return (
            target.ref is None
            and not target.abilities
            and "ability" not in target.types
            and not _FOLLOW_QUALIFIERS & set(target.qualifiers)
        )
    if effect.kind in _CHANGES:
        amount = getattr(effect, "amount", None)
        if (
            amount is None
            or amount.strength.variable
            or amount.toughness.variable
            or getattr(effect, "alternative", None) is not None
        ):
            return False
    if effect.kind == "negate" and (target.abilities or "ability" in target.types):
        return False
    piles = effect.kind in _PROTECTS
    if target.parts:  # "Greek Evil Characters and black Enhancements": all of each
        return (
            target.join is Join.AND
            and _names_all(evolve(target, parts=(), join=None))
            and all(_names_all(part, piles=piles) and not part.parts for part in target.parts)
        )
    return target.join is None and _names_all(target, piles=piles)


def _names_all(target: Selector, *, piles: bool = False) -> bool:
    """Whether *target* names all the cards that fit a description, as it stands.

    With *piles*, the words may name every card of hands, decks, discard piles or Reserves
    ("Protect hand, deck and Reserve from opponents"): a protection covers the cards in
    them at each moment. Some of their cards ("Enhancements in your deck") are not followed.
    """
    zones = _FOLLOW_ZONES | _PILES if piles and _whole_places(target) else _FOLLOW_ZONES
    return (
        target.owner in _FOLLOW_OWNERS
        and all(
            location.owner in _FOLLOW_OWNERS and location.zone in zones
            for location in target.locations
        )
        and target.ref is None
        and target.count.quantifier in (Quantifier.ALL, Quantifier.EACH)
        and not target.random
        and target.used_by is None
        and not target.played_in
        and target.alternative is None
        and not _FOLLOW_QUALIFIERS & set(target.qualifiers)
    )


_CHANGES: Final = frozenset({"increase", "decrease"})
_FOLLOWED: Final = frozenset({"protect", "immune", "negate", "prevent", "site_access", *_CHANGES})
_FOLLOW_QUALIFIERS: Final = frozenset({"last", "next"})
_FOLLOW_ZONES: Final = frozenset(
    {
        TargetZone.PLAY,
        TargetZone.BATTLE,
        TargetZone.TERRITORY,
        TargetZone.FIELD_OF_PLAY,
        TargetZone.LAND_OF_BONDAGE,
        TargetZone.SET_ASIDE,
    }
)
"""Where the cards a description followed in play may be: on the playing surface, not in
a pile or a hand, whose cards the engine would look through after every step; but see
``_PILES`` for a protection of every card of such places."""
_PILES: Final = frozenset(
    {TargetZone.HAND, TargetZone.DECK, TargetZone.DISCARD_PILE, TargetZone.RESERVE}
)
"""The places whose every card a protection followed in play may name: their cards change
as cards are drawn, played and discarded, and a place the words name stays what it is."""
_PROTECTS: Final = frozenset({"protect", "immune"})


def _whole_places(target: Selector) -> bool:
    """Whether *target* names every card of its places and nothing else ("your hand")."""
    return (
        bool(target.locations)
        and target.count.quantifier is Quantifier.ALL
        and set(target.types) <= {"card"}
        and evolve(target, count=_EVERY.count, types=(), locations=(), owner=None) == _EVERY
    )


_EVERY: Final = Selector(count=Count(Quantifier.ALL))
_FOLLOW_OWNERS: Final = frozenset(
    {
        None,
        Player.YOU,
        Player.OWN,
        Player.HOLDER,
        Player.OPPONENT,
        Player.OPPONENTS,
        Player.EACH_OPPONENT,
        Player.ALL_PLAYERS,
        Player.EACH_PLAYER,
    }
)
"""Whose cards a description followed in play may name: players known without a card or
an effect before to refer to ("Heroes they control" is not followed)."""


def _in_play_duration(card: CardDef, effect: Effect) -> Duration:
    acting = _section_identities(card, effect.section) or frozenset()
    if CardType.LOST_SOUL in acting:
        return WHILE_SOUL_IN_PLAY
    if CardType.ARTIFACT in acting:
        return WHILE_ACTIVE
    return WHILE_IN_PLAY


def _while_placed(
    card: CardDef,
    ability: Ability,
    specs: dict[str, EffectSpec],
    by_hand: set[int],
    gates: dict[int, Condition],
) -> tuple[Ability, set[int], dict[int, str]]:
    """*ability* with the lasting effects of an Enhancement placed in territory given that.

    "Place in territory: Protect discard pile from opponents": an ongoing effect of the
    ability the card has while placed lasts while it stays in the territory
    (``WHILE_IN_TERRITORY``; REG: Place, Duration), activating as the card's ability
    resolves, after the place. One on all the cards a description names may act "while" a
    condition holds: that is its gate, added to *gates*. Returned with the indexes of those
    lasting effects, and of the other effects of the placed ability not used by hand, which
    the engine does not carry out. Those of an Enhancement placed on a Lost Soul are found
    likewise (:func:`_while_on_a_soul`).
    """
    inside = _placed_in_territory(card, ability)
    placed: set[int] = set()
    unplaced: dict[int, str] = {}
    placing = _placing(card, ability)
    condition = None if placing is None else ability.effects[placing].condition
    for index in sorted(inside - by_hand):
        effect = ability.effects[index]
        if condition is not None and effect.condition == condition:
            # "If used by a Persian, you may place in territory ...: Restrict ...": the
            # place's condition, which the card's lying there already says was met
            effect = evolve(effect, condition=None)
            ability = evolve(
                ability,
                effects=tuple(effect if i == index else e for i, e in enumerate(ability.effects)),
            )
        unlinked = evolve(effect, link=Link.NONE)
        if not _lasts_in_play(unlinked, specs.get(effect.kind)):
            unplaced[index] = _TIED
            continue
        gate = _gate(effect)
        if gate is not None:
            gates[index] = gate
        placed.add(index)
        ability = _lasting_as(ability, index, WHILE_IN_TERRITORY)
    ability, on_a_soul, not_on_a_soul = _while_on_a_soul(ability, specs, by_hand)
    ability, on_bearer, not_on_bearer = _while_on_a_character(ability, specs, by_hand, gates)
    return (
        ability,
        placed | on_a_soul | on_bearer,
        unplaced | not_on_a_soul | not_on_bearer,
    )


_THAT_ONE: Final = Selector(count=Count(Quantifier.EXACTLY, 1), ref=Ref.THAT)
_THEM_ALL: Final = Selector(count=Count(Quantifier.ALL), ref=Ref.THEM)
"""What "Treat as a disease" acts on, as read: what the abilities before it act on."""
WHILE_ON_BEARER: Final = Duration(
    DurationUnit.WHILE,
    count=None,
    until=Exists(ON_THAT_CARD),
)
""""While this card remains placed on that character": on the card the place named (REG:
Place, the implied condition of an ongoing ability paired with a place effect)."""


def up_to_the_place(
    ability: Ability, index: int, results: tuple[Result, ...]
) -> tuple[Result, ...]:
    """*results* as "that card" in what ends effect *index* reads them.

    "While this card remains placed on that character" (``WHILE_ON_BEARER``): "that" is the
    card the place put it on (REG: Place, the implied condition of an ongoing ability paired
    with a place effect), not what the lasting effect acts on ("Protect your hand and deck"
    after "Place on your clay or teal Hero"): the results up to that of the place of the
    card on a character or Lost Soul. Any other effect's, as they are.
    """
    if not 0 <= index < len(ability.effects) or ability.effects[index].duration != WHILE_ON_BEARER:
        return results
    for position in range(len(results) - 1, -1, -1):
        effect = ability.effects[results[position].effect]
        if isinstance(effect, Place) and (effect.on_a_character or effect.on_a_soul):
            return results[: position + 1]
    return results


def _while_on_a_character(
    ability: Ability,
    specs: dict[str, EffectSpec],
    by_hand: set[int],
    gates: dict[int, Condition],
) -> tuple[Ability, set[int], dict[int, str]]:
    """*ability* with the lasting effects of a card placed on a character given that.

    "Place on your clay or purple Hero: Protect Hero from withdraw, ...": an ongoing
    ability paired with the place lasts while the placed card remains on that character
    (REG: Place), ``WHILE_ON_BEARER``, and acts on that character, which its words name
    again ("Hero", "that Hero", "it"). Returned with the indexes of those lasting effects,
    and of the other effects after the place in its section, which the engine does not
    carry out.
    """
    start = next(
        (
            index
            for index, effect in enumerate(ability.effects)
            if isinstance(effect, Place) and effect.on_a_character
        ),
        None,
    )
    placed: set[int] = set()
    unplaced: dict[int, str] = {}
    if start is None:
        return ability, placed, unplaced
    place = ability.effects[start]
    assert isinstance(place, Place)  # noqa: S101 - found as one above
    if (
        not _unworded(place)
        or place.optional
        or place.cost
        or place.duration is not None
        or place.trigger is not None
        or place.condition is not None
    ):
        # a place "after battle", or "you may": not carried out with what it is paired with
        unplaced[start] = _PLACE_ON_A_CHARACTER_UNWORDED
        return ability, placed, unplaced
    if not all(_shields_its_ability(modifier) for modifier in ability.modifiers):
        # "While that Hero is in battle, orange brigade Enhancements cannot be negated"
        unplaced[start] = _PLACED_MODIFIER
        return ability, placed, unplaced
    bearer = place.destination.card if place.destination is not None else None
    others = False  # an effect on other cards or players is carried out after the place
    last = len(ability.effects) - 1
    disease = disease_pairing(ability, last)
    paired = frozenset() if disease is None else disease.indexes
    for index in range(start + 1, len(ability.effects)):
        effect = ability.effects[index]
        if effect.section != place.section or index in paired:
            continue
        if disease is not None and index == last:
            # "Treat as a disease": the card it lies on is diseased while it remains there
            if others:
                unplaced[index] = _PLACED_AFTER_OTHERS
                continue
            placed.add(index)
            effects = list(ability.effects)
            effects[index] = cast(
                "Effect", evolve(cast("Any", effect), target=_THAT_ONE, duration=WHILE_ON_BEARER)
            )
            ability = evolve(ability, effects=tuple(effects))
            continue
        if index in by_hand:
            # a card placed on a character is not offered its abilities used by hand
            unplaced[index] = _PLACED_BY_HAND
            continue
        spec = specs.get(effect.kind)
        lasting = (
            _lasting_while_placed(effect, bearer, spec)
            or _use_granted_to_bearer(effect, bearer, spec)
            or _instant_while_placed(effect, bearer, spec)
        )
        if lasting is not None and others:
            # "that Hero" as it activates is what the effect before it acted on last
            unplaced[index] = _PLACED_AFTER_OTHERS
            continue
        if lasting is None:
            lasting, gate = _on_others_while_placed(effect, bearer, spec)
            if gate is not None:
                gates[index] = gate
            others = others or lasting is not None
        if lasting is None:
            unplaced[index] = _not_lasting_on_bearer(effect, spec)
            continue
        placed.add(index)
        effects = list(ability.effects)
        effects[index] = lasting
        ability = evolve(ability, effects=tuple(effects))
    return ability, placed, unplaced


_TIED: Final = "an effect lasting while its card stays where it was put"
"""Why an effect tied to where its card was put is not carried out, when no narrower
reason is known."""
_PLACE_ON_A_CHARACTER_UNWORDED: Final = (
    "a place on a character that is optional, triggered, conditional or for a while"
)
_PLACED_MODIFIER: Final = "a modifier of other cards beside a place on a character"
_PLACED_BY_HAND: Final = "an effect used by hand of a card placed on a character"
_PLACED_ON_ITSELF: Final = "an effect of a card placed on a character on the card itself"
_PLACED_GATED: Final = "an effect of a card placed on a character lasting while a condition holds"
_PLACED_CONDITIONAL: Final = "an effect of a card placed on a character with a condition or trigger"
_PLACED_OPTIONAL: Final = "an optional effect of a card placed on a character"
_PLACED_INSTANT: Final = "an instant effect paired with a place on a character"
_PLACED_AFTER_OTHERS: Final = (
    "an effect on the character a card is placed on after one of it on other cards"
)
_PLACED_ELSEWHERE: Final = (
    "an ongoing effect paired with a place on a character, on neither that character nor"
    " cards or players the engine follows"
)


def _not_lasting_on_bearer(effect: Effect, spec: EffectSpec | None) -> str:
    """Why *effect*, after a place on a character, does not last while the card stays.

    "This Evil Character cannot be ignored" reads as the card itself, not the character it
    lies on; "While Hero is opposed, ..." has a gate of its own other than its bearer's
    being in battle; "If Abraham is blocked, you may play ..." is conditional, and "you
    may discard this card to ..." optional; "Convert human to an orange Evil Character" and
    "It gains clay brigade" are instant (REG: Convert, Gain), with no ongoing effect for the
    implied condition of the place to end.
    """
    target = getattr(effect, "target", None)
    if effect.trigger is not None or effect.condition is not None:
        return _PLACED_CONDITIONAL
    if effect.optional or effect.cost or effect.actor is not None:
        return _PLACED_OPTIONAL
    if isinstance(target, Selector) and target.ref is Ref.THIS_CARD:
        return _PLACED_ON_ITSELF
    if _gate(effect) is not None and not _while_it_remains(effect.duration):
        return _PLACED_GATED
    if spec is None or not spec.ongoing:
        return _PLACED_INSTANT
    return _PLACED_ELSEWHERE


def _on_others_while_placed(
    effect: Effect, bearer: Selector | None, spec: EffectSpec | None
) -> tuple[Effect | None, Condition | None]:
    """*effect* on other cards or players lasting while its card stays placed, and its gate.

    "While Hero is in battle, prevent ...": in force while the card lies on that Hero,
    covering what its words name only while that Hero is in battle (the gate). (None, None)
    when it does not last so.
    """
    lasting = _lasting_on_others(effect, spec)
    if lasting is not None:
        return lasting, None
    gate = _bearer_in_battle(effect, bearer)
    if gate is None:
        return None, None
    lasting = _lasting_on_others(evolve(effect, duration=None), spec)
    return lasting, None if lasting is None else gate


def _bearer_in_battle(effect: Effect, bearer: Selector | None) -> Condition | None:
    """The gate of *effect*'s "While that Hero is in battle", said of the card's bearer.

    "Place on your clay, red or purple N.T. Hero: ... While Hero is in battle, prevent ...":
    "Hero" is the character the card lies on, named again by a word the place named it by,
    or "that Hero". A card placed on a character goes into battle and out of it with it
    (REG: Place, Bearer), so while it lies there its bearer is in battle exactly when the
    card is: the gate is that this card is in battle. None for any other "while".
    """
    duration = effect.duration
    if bearer is None or duration is None or duration.unit is not DurationUnit.WHILE:
        return None
    until = duration.until
    if not isinstance(until, Exists) or until.negated:
        return None
    subject = until.target
    if subject.locations != (Location(TargetZone.BATTLE),):
        return None
    if not _is_the_bearer(evolve(subject, locations=()), bearer):
        return None
    return Exists(WHILE_IN_BATTLE_HERE)


WHILE_IN_BATTLE_HERE: Final = Selector(
    count=Count(Quantifier.EXACTLY, 1),
    locations=(Location(TargetZone.BATTLE),),
    ref=Ref.THIS_CARD,
)
"""This card in battle: for a card placed on a character, that its bearer is in battle."""


def _shields_its_ability(modifier: Modifier) -> bool:
    """Whether *modifier* is a plain "cannot be negated" of the card's own ability.

    "Place on your evil human: It may use any evil Enhancement. Cannot be negated.": it
    covers the ability whose ongoing effect lasts while the card stays placed, as any
    other card's (REG: Cannot be Negated), with no condition and no cards of its own.
    """
    return (
        isinstance(modifier, _SHIELDS)
        and modifier.condition is None
        and modifier.cards is None
        and not modifier.effects
        and not modifier.this_turn
    )


def _use_granted_to_bearer(
    effect: Effect, bearer: Selector | None, spec: EffectSpec | None
) -> Effect | None:
    """*effect* as "the character it lies on may use ...", lasting while it stays; else None.

    "Place on your evil human: It may use any evil Enhancement": a use other Enhancements
    effect is ongoing (REG: Use Other Enhancements); paired with the place, it lasts while
    the card remains on that character (REG: Place), who is named again as the one who may
    use them ("it", "that Herod"). Its "may" is the permission the effect gives, not a
    choice of the player's as it activates. "Regardless of brigade" there says what the
    effect does again (REG: Use Other Enhancements, Clarifications).
    """
    actor = effect.actor
    if (
        effect.kind != "use_other_enhancements"
        or bearer is None
        or actor is None
        or actor.card is None
        or actor.player is not None
    ):
        return None
    if effect.modifiers and not of_any_brigade(effect.modifiers):
        return None
    granted = evolve(effect, optional=False, modifiers=(), actor=None)
    if _while_it_remains(granted.duration):
        granted = evolve(granted, duration=None)
    as_target = cast("Effect", evolve(cast("Any", granted), target=actor.card))
    on_bearer = _on_the_bearer(as_target, bearer)
    if on_bearer is None or not _lasts_on_bearer(on_bearer, spec):
        return None
    return evolve(
        effect,
        optional=False,
        actor=evolve(actor, card=_THAT_ONE),
        link=Link.NONE,
        duration=WHILE_ON_BEARER,
    )


def _instant_while_placed(
    effect: Effect, bearer: Selector | None, spec: EffectSpec | None
) -> Effect | None:
    """*effect* on the character its card lies on, for as long as it lies there; else None.

    "Place on a human: Convert human to an orange Evil Character": after the place, not a
    look or reveal, the colon means "while X is met", X being the card's lying there, for a
    mandatory instant effect that can have a duration (REG: Colon); the duration ends as
    the card leaves that character, and the character converted reverts (REG: Convert,
    Place); "It gains clay brigade" likewise, the brigade lost then (REG: Gain). Only the
    instant effects whose handlers undo them when a "while" ends.
    """
    if effect.kind not in _UNDONE_WHILE_PLACED or bearer is None:
        return None
    if _while_it_remains(effect.duration):
        effect = evolve(effect, duration=None)
    on_bearer = _on_the_bearer(effect, bearer)
    if (
        on_bearer is None
        or not _unworded(on_bearer)
        or on_bearer.optional
        or on_bearer.cost
        or on_bearer.actor is not None
        or on_bearer.modifiers
        or not _lasting(WHILE_ON_BEARER, spec)
    ):
        return None
    return evolve(on_bearer, duration=WHILE_ON_BEARER)


_UNDONE_WHILE_PLACED: Final = frozenset({"convert", "gain"})
"""Instant effects whose handlers carry out a "while" duration, undoing the effect as it ends."""


def _lasting_on_others(effect: Effect, spec: EffectSpec | None) -> Effect | None:
    """*effect* on other cards or players, lasting while its card stays on the character.

    "Place on your clay or teal Hero: Protect your hand and deck from opponents' cards": an
    ongoing ability paired with the place has the implied condition "while the placed card
    remains in the placed location" (REG: Place); an effect of the kinds that last in play
    on what a description names (a protection, negate, prevention or change of numbers
    whose targets the engine follows, a restriction or Site access of the players or cards
    its words name) lasts so, ``WHILE_ON_BEARER``, the character being the one the place
    put the card on (see ``resolution``'s endings). Not one on the card itself, gated by a
    "while" of its own, nor any other.
    """
    bare = evolve(effect, link=Link.NONE)
    if (
        effect.duration is not None
        or _names_a_card_before(effect)
        or not _lasts_in_play(bare, spec)
        or not _lasting(WHILE_ON_BEARER, spec)
    ):
        return None
    return evolve(bare, duration=WHILE_ON_BEARER)


def _names_a_card_before(effect: Effect) -> bool:
    """Whether a description of *effect* names a card by reference, at any depth.

    "Prevent Enhancements used by that Hero", "Protect that Fortress": what the engine
    follows in play reads the words as they stand, with no card named before, so a
    reference there would name nothing (or this card).
    """
    return any(
        _refers_anywhere(value)
        for value in attrs.asdict(cast("Any", effect), recurse=False).values()
        if isinstance(value, Selector)
    )


def _refers_anywhere(selector: Selector) -> bool:
    """Whether *selector*, a part, a holder, a user or an exception of it is a reference."""
    if selector.ref is not None:
        return True
    inner = [
        *selector.parts,
        *selector.exceptions,
        *(loc.card for loc in selector.locations if loc.card is not None),
        *((selector.used_by,) if selector.used_by is not None else ()),
    ]
    return any(map(_refers_anywhere, inner))


def _lasting_while_placed(
    effect: Effect, bearer: Selector | None, spec: EffectSpec | None
) -> Effect | None:
    """*effect* lasting while its card stays on the character it was placed on; else None.

    An ongoing effect on that character, its words naming it ("Protect Hero", "that Hero
    is protected"), lasts while the card stays there (REG: Place); "while this card
    remains" says so again. One on other cards or players is not read here: "that card"
    in what ends it would name what the effect acted on last.
    """
    if _while_it_remains(effect.duration):  # "While this card remains, that Hero is ..."
        effect = evolve(effect, duration=None)
    on_bearer = None if bearer is None else _on_the_bearer(effect, bearer)
    if on_bearer is None or not _lasts_on_bearer(on_bearer, spec):
        return None
    return evolve(on_bearer, duration=WHILE_ON_BEARER)


def _on_the_bearer(effect: Effect, bearer: Selector) -> Effect | None:
    """*effect* acting on the character its card was placed on, if its words name it.

    "that Hero", "it", or a word the place named it by alone again ("Protect Hero", after
    "Place on your clay Hero"; "Convert human", after "Place on a human"): read as that
    character. Unlinked from the place. None when the effect names some other card.
    """
    target = getattr(effect, "target", None)
    if not isinstance(target, Selector) or not _is_the_bearer(target, bearer):
        return None
    return cast("Effect", evolve(cast("Any", effect), target=_THAT_ONE, link=Link.NONE))


def _is_the_bearer(target: Selector, bearer: Selector) -> bool:
    """Whether *target* is "that Hero", "it", or a word *bearer* named it by alone again."""
    parts = bearer.parts or (bearer,)
    kinds = {word for part in parts for word in (*part.types, *part.identifiers, *part.names)}
    one = Count(Quantifier.EXACTLY, 1)
    named = target.ref in (Ref.THAT, Ref.IT) and evolve(target, ref=None, types=()) == Selector(
        count=one
    )
    words = (*target.types, *target.identifiers, *target.names)
    again = len(words) == 1 and words[0] in kinds
    if again:  # "Hero", or "that Herod" after "Place on a Herod"
        bare = evolve(target, types=(), identifiers=(), names=())
        again = bare in (Selector(count=one), Selector(count=one, ref=Ref.THAT))
    return named or again


def _lasts_on_bearer(effect: Effect, spec: EffectSpec | None) -> bool:
    """Whether *effect* is an ongoing effect that may last while its card stays placed."""
    return (
        spec is not None
        and spec.ongoing
        and _lasting(WHILE_ON_BEARER, spec)
        and effect.trigger is None
        and effect.condition is None
        and effect.duration is None
        and not effect.optional
        and not effect.cost
        and effect.for_each is None
        and effect.actor is None
        and not effect.modifiers
    )


def _while_on_a_soul(
    ability: Ability, specs: dict[str, EffectSpec], by_hand: set[int]
) -> tuple[Ability, set[int], dict[int, str]]:
    """*ability* with the lasting effects of an Enhancement placed on a Lost Soul given that.

    "Place this card on a Lost Soul. While this card remains, holder's demons each gain
    3/3": an ongoing ability paired with a place effect lasts while the placed card remains
    where it was placed (REG: Place), ``WHILE_ON_A_SOUL``; it activates as the card's
    ability resolves, after the place, and acts on nothing if the card was not placed. One
    on that Lost Soul, its words naming it again ("that Lost Soul cannot be rescued by an
    angel"), lasts ``WHILE_ON_BEARER`` and acts on that Lost Soul, as on a character.
    Returned with the indexes of those lasting effects, and of the other effects after the
    place in its section, which the engine does not carry out.
    """
    start = next(
        (
            index
            for index, effect in enumerate(ability.effects)
            if isinstance(effect, Place)
            and effect.on_a_soul
            and _unworded(effect)
            and not effect.optional
            and not effect.cost
        ),
        None,
    )
    placed: set[int] = set()
    unplaced: dict[int, str] = {}
    if start is None:
        return ability, placed, unplaced
    section = ability.effects[start].section
    for index in range(start + 1, len(ability.effects)):
        effect = ability.effects[index]
        if effect.section != section:
            continue
        bare = evolve(effect, duration=None) if _while_it_remains(effect.duration) else effect
        if index in by_hand:
            unplaced[index] = _TIED
            continue
        if not _lasts_in_play(bare, specs.get(effect.kind)) or _gate(bare):
            # "that Lost Soul cannot be rescued by an angel": on the Lost Soul it lies on
            lasting = _lasting_while_placed(effect, _A_SOUL, specs.get(effect.kind))
            if lasting is None:
                unplaced[index] = _TIED
                continue
            effects = list(ability.effects)
            effects[index] = lasting
            ability = evolve(ability, effects=tuple(effects))
            placed.add(index)
            continue
        placed.add(index)
        ability = _lasting_as(ability, index, WHILE_ON_A_SOUL)
    return ability, placed, unplaced


_A_SOUL: Final = Selector(count=Count(Quantifier.EXACTLY, 1), types=("Lost Soul",))
"""The Lost Soul "Place this card on a Lost Soul" names: its words name it again."""


def _while_it_remains(duration: Duration | None) -> bool:
    """Whether *duration* is "while this card remains" (read as: while it is in play)."""
    return (
        duration is not None
        and duration.unit is DurationUnit.WHILE
        and duration.until
        == StatusIs(Status.IN_PLAY, Selector(count=Count(Quantifier.EXACTLY, 1), ref=Ref.THIS_CARD))
    )


def _lasting_as(ability: Ability, index: int, duration: Duration) -> Ability:
    """*ability* with effect *index* given *duration*: how long its card holds it."""
    return evolve(
        ability,
        effects=tuple(
            evolve(e, duration=duration) if i == index else e for i, e in enumerate(ability.effects)
        ),
    )


def _while_active(
    card: CardDef, ability: Ability, specs: dict[str, EffectSpec], skipped: set[int]
) -> tuple[Ability, set[int]]:
    """*ability* with an Artifact's lasting effects on chosen cards given ``WHILE_ACTIVE``.

    "Negate an evil or neutral card in play or a set-aside area": an ongoing effect of an
    Artifact on the cards chosen as it activates, with no trigger, condition, cost, option
    or duration of its own, persists while the Artifact stays active (REG: Artifact,
    Duration). Those lasting in play on the card itself or on what a description names,
    and those used by hand (*skipped*), are not; their indexes are returned with it.
    """
    found: set[int] = set()
    for index, effect in enumerate(ability.effects):
        acting = _section_identities(card, effect.section)
        if (
            index in skipped
            or acting is None
            or CardType.ARTIFACT not in acting
            or acting & ACTIVATED
            or CardType.ARTIFACT not in card.identities
            or not _on_chosen_cards(effect, specs.get(effect.kind))
        ):
            continue
        found.add(index)
        ability = _lasting_as(ability, index, WHILE_ACTIVE)
    return ability, found


def _referring_to_its_condition(read: Ability, effect: Effect) -> list[str]:
    """Whether "one" (or "it") after a condition names the condition's cards: refused.

    "If two or more Evil Characters are in battle, return one to owner's hand". The engine
    reads a reference back as the cards of the effect before it, here in an earlier
    sentence ("Discard all evil Enhancements in battle."): it would return one of those.
    An effect that begins its sentence after others, with a condition naming cards of its
    own, and refers to "it" or to some "of them" with no other word in the words as *read*
    ("capture the Hero instead" names a Hero), is not carried out.
    """
    printed = next((e for e in read.effects if e.span == effect.span), None)
    if printed is None or printed is read.effects[0]:
        return []
    target = getattr(printed, "target", None)
    condition = printed.condition
    if (
        printed.link is not Link.NONE
        or not isinstance(target, Selector)
        or not isinstance(condition, (Controls, Exists))
        or condition.target.ref is not None
        or target != Selector(count=target.count, ref=target.ref)
    ):
        return []
    counted = target.count.quantifier is Quantifier.EXACTLY and target.count.number is not None
    if target.ref is Ref.IT or (target.ref is Ref.THEM and counted):
        return ["a reference back to the cards of its condition"]
    return []


def _after_a_showing_sentence(ability: Ability, index: int) -> list[str]:
    """Whether effect *index* begins the sentence after a look or reveal, naming no place.

    "Reveal X cards from the top of your deck. Take all N.T. evil cards into hand. Place the
    rest beneath deck": the cards taken are among those revealed, but with no colon and no
    "revealed" the engine looks for them in play (REG: Colon), so it is not carried out.
    """
    effect = ability.effects[index]
    target = getattr(effect, "target", None)
    if (
        not index
        or effect.link is not Link.NONE
        or effect.kind not in _TAKING_KINDS
        or not isinstance(target, Selector)
        or ability.effects[index - 1].kind not in ("look", "reveal")
        or ability.effects[index - 1].section != effect.section
        or not _unplaced(target)
    ):
        return []
    return ["cards in the sentence after a look or reveal, with no place named"]


def _showing_misread(ability: Ability, index: int) -> list[str]:
    """What the engine misreads in effect *index* as it stands to a look or reveal before it.

    REG: Colon: after a look or reveal, "the default location for targets of effects is
    the location looked at or revealed", and that "applies until succeeding effects have
    targeted all of the targets of the look or reveal"; REG: Look, Reveal: the effects
    paired with them come after the cards are seen. The engine does not follow:

    - an effect joined by "to" after the colon (Regrets: "Reveal a hand: You may underdeck
      this card to underdeck a good Dominant"): it looks for its cards in play, not among
      those revealed;
    - an effect after one that acted on the cards seen as "it" or "them" (Evil Angel:
      "Reveal the bottom card of deck: If it is evil, you may take it and opponent must
      discard one of their cards"): the engine keeps it among the cards revealed, though
      once they are all taken it acts where its cards are;
    - a choice of effects on the cards seen after the colon (Silas, the Bold: "look at the
      top 3 cards of a deck: Topdeck or underdeck them"): the engine asks which before the
      look. An option that acts elsewhere ("..., or toss the next evil enhancement played
      this battle") may be chosen before it.
    """
    effect = ability.effects[index]
    target = getattr(effect, "target", None)
    chain = _after_showing(ability, index)
    if not chain or chain[0].link is not Link.PAIRED:
        return []  # not after a colon: "reveal Son of God from hand to discard a Curse"
    if effect.link is Link.OR and effect.kind in _TAKING_KINDS:
        if any(_option_after_look_missing(ability, i) for i in range(len(ability.effects))):
            return []  # refused already, as an option that would act in play
        return ["a choice of effects after a look or reveal, asked before it"]
    if effect.kind not in _TAKING_KINDS or not isinstance(target, Selector):
        return []
    if not _unplaced(target):
        return []
    if effect.link is Link.TO:
        return ["an effect joined by 'to' after a look or reveal, with no place named"]
    if any(
        isinstance(before_target := getattr(before, "target", None), Selector)
        and before_target.ref in (Ref.IT, Ref.THEM)
        for before in chain
    ):
        return ["an effect after the cards looked at or revealed were acted on"]
    return []


def _after_showing(ability: Ability, index: int) -> list[Effect] | None:
    """The effects between a look or reveal and effect *index*, in its chain after the colon.

    None if effect *index* is not joined, through the effects before it in its section, to
    a look or reveal: a new sentence (no link) ends the chain.
    """
    effect = ability.effects[index]
    if effect.link is Link.NONE:
        return None
    chain: list[Effect] = []
    for before in reversed(ability.effects[:index]):
        if before.section != effect.section:
            return None
        if before.kind in _SHOWING_KINDS:
            return chain[::-1]
        if before.link is Link.NONE:
            return None
        chain.append(before)
    return None


_SHOWING_KINDS: Final = frozenset({"look", "reveal"})
"""The effects whose cards those after the colon act among (REG: Colon, Look, Reveal)."""


_TAKING_KINDS: Final = frozenset(
    {"take", "discard", "shuffle", "underdeck", "topdeck", "banish", "select", "reserve", "place"}
)
"""Effects that take cards from where they are, as those after a look or reveal may."""


def _unplaced(target: Selector) -> bool:
    """Whether *target* names cards by what they are alone: no place, name or reference."""
    if target.parts:
        return not target.locations and all(_unplaced(part) for part in target.parts)
    return (
        not target.locations
        and target.ref is None
        and not target.names
        and "revealed" not in target.qualifiers
    )


def _own_block_checked(condition: Condition | None) -> bool:
    """Whether *condition* asks if the card itself is blocked: "If blocked, ...".

    Or "If blocked by a Babylonian, ...". That is an event, checked for as it happens (REG:
    Conditional Phrases), while a character's ability activates as it enters battle:
    attacking, before any block, where a check of its state would never hold. What
    :func:`_blocked_as_trigger` leaves with such a condition is not carried out.
    """
    if isinstance(condition, (AllOf, AnyOf)):
        return any(_own_block_checked(part) for part in condition.conditions)
    if isinstance(condition, Not):
        return _own_block_checked(condition.condition)
    if isinstance(condition, StatusIs):
        return condition.subject is None and condition.status is Status.BLOCKED
    if isinstance(condition, OpposedBy):
        return condition.subject is None and condition.blocked
    return False


def _on_chosen_cards(effect: Effect, spec: EffectSpec | None) -> bool:
    """Whether *effect* is an ongoing effect on a number of cards chosen as it activates."""
    target = getattr(effect, "target", None)
    return (
        spec is not None
        and spec.ongoing
        and _lasting(WHILE_IN_PLAY, spec)
        and _unworded(effect)
        and effect.actor is None
        and not effect.optional
        and not effect.cost
        and effect.link is Link.NONE
        and isinstance(target, Selector)
        and target.ref is None
        and target.count.quantifier is Quantifier.EXACTLY
        and not target.count.variable
        and not followed(effect)
    )


def _tie_missing(
    ability: Ability, index: int, handled: set[int], unplaced: dict[int, str]
) -> list[str]:
    """What keeps an effect tied to where the card itself was just put from being carried out.

    "Place on your Hero: Protect Hero ..." lasts while the card stays there, which the
    engine follows for the effects *handled*; not the others after a place (*unplaced*,
    each with its reason), nor those after a place the engine does not tie them to ("You
    may place in a territory: Protect Heroes in that territory ...", any player's).
    """
    if index in unplaced:
        return [unplaced[index]]
    effect = ability.effects[index]
    if not index or effect.link is not Link.PAIRED or index in handled or effect.trigger:
        return []
    before = ability.effects[index - 1]
    target = getattr(before, "target", None)
    if getattr(target, "ref", None) is not Ref.THIS_CARD:
        return []
    destination = getattr(before, "destination", None)
    if (
        isinstance(before, Place)
        and isinstance(destination, Location)
        and destination.zone is TargetZone.TERRITORY
        and destination.owner not in (None, Player.YOU)
    ):
        # what "You may place in a territory" puts in any player's territory has there
        return ["an effect lasting while its card stays in a territory not its player's"]
    return [_TIED]


def _neighbours_missing(ability: Ability, index: int) -> list[str]:
    """What keeps effect *index* from being carried out given the effects around it."""
    return [
        *_poison_missing(ability, index),
        *_disease_missing(ability, index),
        *_set_aside_missing(ability, index),
        *_paralysis_missing(ability, index),
        *_return_missing(ability, index),
        *_alignment_after_leaving(ability.effects[index]),
        *_option_after_look_missing(ability, index),
        *_return_after_withdraw_missing(ability, index),
        *_gain_with_band_missing(ability, index),
        *_side_battle_missing(ability, index),
        *_redirect_missing(ability, index),
        *_costs_of_one_benefit_missing(ability, index),
        *_exchange_after_search_missing(ability, index),
        *_contents_after_move_missing(ability, index),
    ]


def _contents_after_move_missing(ability: Ability, index: int) -> list[str]:
    """The contents of a card the effect before moved, which the engine does not follow.

    "Discard one Demonic Stronghold in play. Place its contents beneath owner's draw pile."
    The cards a Fortress holds follow it where it goes (REG: Hold), so once the effect before
    has moved it, "its contents" are no longer contents (REG: Contents); the text means
    them to go elsewhere than their holder, which the engine does not follow.
    """
    target = getattr(ability.effects[index], "target", None)
    before = ability.effects[index - 1] if index else None
    if target == CONTENTS_OF_IT and before is not None and before.kind in _MOVING:
        return ["the contents of a card the effect before moved"]
    return []


def _own_contents_missing(card: CardDef, ability: Ability, index: int) -> list[str]:
    """The card's own contents ("release contents", "discard contents") where nothing puts any.

    A Fortress's contents are the cards its hold effect put there (REG: Contents); a card
    whose hold the engine does not carry out (one by hand in the Preparation Phase, REG Hold)
    never has any, so an effect on them, or a cost paid with them, could never be carried
    out as the card means. A card whose hold replaces a discard or capture
    (:func:`fortress_holds`) has them.
    """
    target = getattr(ability.effects[index], "target", None)
    if not isinstance(target, Selector):
        return []
    if OWN_CONTENTS not in (target, *target.parts):
        return []
    if any(fortress_holds(card, ability, i) for i in range(len(ability.effects))):
        return []
    return ["the contents of a card whose hold is not carried out"]


OWN_CONTENTS: Final = Selector(
    count=Count(Quantifier.ALL),
    types=("card",),
    locations=(
        Location(
            TargetZone.ON_CARD,
            card=Selector(count=Count(Quantifier.EXACTLY, 1), ref=Ref.THIS_CARD),
        ),
    ),
)
""""Contents" with no card named: the cards the card itself holds (REG: Contents)."""


_MOVING: Final = frozenset(
    {"discard", "banish", "underdeck", "topdeck", "shuffle", "bounce", "withdraw", "place"}
)
"""Effects that take their targets elsewhere, their contents with them (REG: Hold)."""


def _exchange_after_search_missing(ability: Ability, index: int) -> list[str]:
    """An exchange after a search that names no card of its own to find.

    "Search own draw pile and exchange this card with another enhancement card" exchanges
    with a card of the pile searched (REG: Search, Exchange): the engine would instead take
    any card found to hand and look for the other card elsewhere.
    """
    effect = ability.effects[index]
    if effect.kind != "exchange":
        return []
    searches = [e for e in ability.effects[:index] if isinstance(e, Search)]
    if any(search.target is None for search in searches):
        return ["an exchange with a card of the pile a search before it looks through"]
    return []


def _costs_of_one_benefit_missing(ability: Ability, index: int) -> list[str]:
    """Two costs joined by a bare "or" before one benefit, read as two options.

    "You may discard your Revelation demon or banish an orange Revelation card in your
    discard pile to decrease a human by 3/3": with no comma nor "you may" between them,
    either cost pays for the decrease, but the reading gives the first option no benefit.
    A cost-like first option ("discard your ...") after which the "or" follows at once is
    refused; "Take a cloud card from discard pile, or shuffle this card to take ..." is two
    options.
    """
    effects = ability.effects
    if not 0 < index < len(effects) - 1:
        return []
    before, effect, after = effects[index - 1], effects[index], effects[index + 1]
    if not (
        effect.link is Link.OR
        and effect.cost
        and not before.cost
        and before.kind in _COST_LIKE
        and after.link is Link.TO
        and before.span is not None
        and effect.span is not None
    ):
        return []
    between = ability.text[before.span.end : effect.span.start]
    if between.strip().lower() != "or":
        return []
    return ["an 'or' between two costs of one benefit"]


_COST_LIKE: Final = frozenset({"discard", "banish", "reserve", "release", "give"})
"""Effects on a player's own cards that are often a cost ("discard your demon ... to")."""


def _redirect_missing(ability: Ability, index: int) -> list[str]:
    """A redirect of an ability the same ability did not interrupt before it.

    REG Redirect: the ability redirected must be pending by being interrupted ("Interrupt
    and redirect an Enhancement", "Interrupt the battle. Redirect the last Enhancement").
    """
    effect = ability.effects[index]
    if effect.kind != "redirect":
        return []
    if any(
        before.kind == "interrupt" and before.section == effect.section
        for before in ability.effects[:index]
    ):
        return []
    return ["a redirect of an ability not interrupted"]


def _side_battle_missing(ability: Ability, index: int) -> list[str]:
    """A side battle the ability's other effects depend on, or offered as an option.

    "Protect this character ... during that battle", "After that battle, banish this card":
    the engine fights a side battle at once, by the numbers, so nothing can last through
    it or wait for its end; "discard an evil non-human (or ..., begin a side battle)": an
    option of another effect.
    """
    effect = ability.effects[index]
    if effect.kind != "side_battle":
        return []
    if effect.link is Link.OR:
        return ["a side battle as the other option of an effect"]
    for other in ability.effects[index + 1 :]:
        if other.section != effect.section:
            continue
        duration, trigger = other.duration, other.trigger
        if (duration is not None and duration.unit is DurationUnit.BATTLE) or (
            isinstance(trigger, AtMoment) and trigger.moment in _BATTLE_ENDS
        ):
            return ["an effect lasting through a side battle or waiting for its end"]
    return []


_BATTLE_ENDS: Final = frozenset({Moment.AFTER_BATTLE, Moment.END_OF_BATTLE})


def _effect_unsupported(card: CardDef, ability: Ability, index: int, *, offered: bool) -> list[str]:
    """What in effect *index* the engine cannot test, the loser of a side battle aside."""
    effect = ability.effects[index]
    found = _unsupported(card, _by_player_named(effect) if offered else effect)
    if _loser_of_side_battle(ability, index):
        return [each for each in found if each != _LOSER_MISSING]
    return found


def _loser_of_side_battle(ability: Ability, index: int) -> bool:
    """Whether effect *index* discards the loser of the side battle just before it.

    "Holder chooses a Hero in play to fight the rescuing Hero. The loser is discarded.": what
    the side battle's resolution does itself (REG: Side Battle), so the discard is carried
    out by it.
    """
    effect = ability.effects[index]
    target = getattr(effect, "target", None)
    if effect.kind != "discard" or not isinstance(target, Selector) or index == 0:
        return False
    before = ability.effects[index - 1]
    return (
        before.kind == "side_battle"
        and before.section == effect.section
        and target == Selector(count=target.count, qualifiers=(LOSER,))
    )


LOSER: Final = "loser"
"""The qualifier of the character a side battle defeated ("The loser is discarded")."""
_LOSER_MISSING: Final = f"qualifier {LOSER!r}"


def _return_after_withdraw_missing(ability: Ability, index: int) -> list[str]:
    """A return of Enhancements to hand after their character withdrew itself.

    "Hero may withdraw from battle unharmed. All good enhancements played this battle may
    return to owner's hand": the return is meant to save the Enhancements the withdraw
    leaves behind, which the engine discards as their character leaves battle (REG: Used
    By), so nothing would be left to return.
    """
    effect = ability.effects[index]
    target = getattr(effect, "target", None)
    if effect.kind != "bounce" or not isinstance(target, Selector):
        return []
    if "Enhancement" not in target.types and not any(
        "Enhancement" in part.types for part in target.parts
    ):
        return []
    if any(
        before.kind == "withdraw" and before.actor is not None and before.actor.card is not None
        for before in ability.effects[:index]
    ):
        return ["a return of Enhancements after their character withdraws"]
    return []


def _gain_with_band_missing(ability: Ability, index: int) -> list[str]:
    """A gain joined to a band: "May band to Timothy and gain 2/2".

    The card gains as it bands, not whether or not it does; the engine does not tie the
    gain to the band taking place, so the ability is not carried out.
    """
    effect = ability.effects[index]
    if index == 0 or effect.kind != "increase" or effect.link is not Link.AND:
        return []
    if ability.effects[index - 1].kind != "band":
        return []
    return ["a gain that goes with a band"]


def _option_after_look_missing(ability: Ability, index: int) -> list[str]:
    """An "or" option after the effect paired with a look, naming no place of its own.

    "Look at the top X cards of a deck: Reserve an evil card or take up to 1 card you
    own": the take is among the cards looked at, but as an option of its own it is not
    paired with the look and would take a card in play.
    """
    effect = ability.effects[index]
    if index == 0 or effect.link is not Link.OR:
        return []
    if ability.effects[index - 1].link is not Link.PAIRED:
        return []
    target = getattr(effect, "target", None)
    if isinstance(target, Selector) and (target.locations or target.ref is not None):
        return []
    return ["an 'or' option among the cards looked at or revealed"]


def _set_aside_missing(ability: Ability, index: int) -> list[str]:
    """What keeps a set-aside tied to the effects around it from being carried out.

    A set-aside after a colon acts on the cards looked at or searched for, which return to
    where they were set aside from (a deck, a hand); one paired with the effect after it
    ("set them aside for two turns to increase them by 4/4", "then return them to their
    owner's territory") has an ability that lasts while the cards stay set aside, or
    restates their return (REG: Set-Aside). The engine carries out neither.
    """
    effect = ability.effects[index]
    if effect.kind != "set_aside":
        return []
    after = ability.effects[index + 1] if index + 1 < len(ability.effects) else None
    if effect.link is Link.PAIRED or (after is not None and after.link in _TIED_AFTER):
        return ["a set-aside paired with another effect"]
    return []


_TIED_AFTER: Final = frozenset({Link.TO, Link.THEN, Link.PAIRED})


def _return_missing(ability: Ability, index: int) -> list[str]:
    """An "on return" effect fires when the cards a set-aside before it moved come back.

    With no set-aside before it in the ability, it has nothing to wait for (REG: Set-Aside).
    One that names the kind of cards set aside anew ("Set two heroes aside ... Both heroes
    return with abilities increased 3/3") means the cards back, which the engine would read
    as any such cards: refused.
    """
    trigger = ability.effects[index].trigger
    if not isinstance(trigger, AtMoment) or trigger.moment is not Moment.ON_RETURN:
        return []
    set_aside = [e for e in ability.effects[:index] if e.kind == "set_aside"]
    if not set_aside:
        return ["an effect on the return of cards no set-aside before it moved"]
    target = getattr(ability.effects[index], "target", None)
    moved = getattr(set_aside[-1], "target", None)
    if (
        isinstance(target, Selector)
        and isinstance(moved, Selector)
        and target.ref is None
        and _named_anew(target)
        and all_types(target) & all_types(moved)
    ):
        return ["an effect on the return of cards named anew"]
    return []


def _named_anew(target: Selector) -> bool:
    """Whether *target* describes cards to find, rather than a character's type alone.

    A type alone ("Character returns with abilities increased 4/8") is the character using
    the card, as with "Hero has first strike".
    """
    return evolve(target, types=()) != Selector() or target.types not in _BARE_TYPES


_BARE_TYPES: Final = frozenset({(), ("Hero",), ("Evil Character",), ("character",)})


def _alignment_after_leaving(effect: Effect) -> list[str]:
    """An alignment compared with the card's own once it has left play is refused.

    "If this character is discarded, you may discard a character of opposite alignment": a
    dual-alignment character in the discard pile is both good and evil at face value, and
    which identity it had is not kept.
    """
    trigger = effect.trigger
    target = getattr(effect, "target", None)
    if not isinstance(trigger, OnEvent) or not isinstance(target, Selector):
        return []
    if not _ALIGNMENT_QUALIFIERS & set(target.qualifiers):
        return []
    return ["an alignment compared with a card that left play"]


_ALIGNMENT_QUALIFIERS: Final = frozenset({"opposite_alignment", "different_alignment"})


def _paralysis_missing(ability: Ability, index: int) -> list[str]:
    """A paralysis after a colon, or joined to an effect after one, is refused.

    "Give an evil Canaanite to opponent's territory: Paralyze a Hero" paralyzes while what
    the colon follows holds (REG: Colon), not for good; the engine
    does not follow that.
    """
    effect = ability.effects[index]
    if effect.kind != "paralyze":
        return []
    joined = effect.link is Link.AND and index and ability.effects[index - 1].link is Link.PAIRED
    if effect.link is Link.PAIRED or joined:
        return ["a paralysis lasting while the effect before a colon holds"]
    return []


_DIFFERENT_MISSING: Final = f"qualifier {DIFFERENT!r}"


def _different_selectors(item: object) -> list[Selector]:
    """The descriptions in *item* (an effect, a selector, ...) that say "different"."""
    found: list[Selector] = []
    if isinstance(item, Selector) and DIFFERENT in item.qualifiers:
        found.append(attrs.evolve(item, qualifiers=()))
    if isinstance(item, (tuple, list)):
        for each in item:
            found.extend(_different_selectors(each))
    elif attrs.has(type(item)):
        kind: Any = type(item)
        for field in attrs.fields(kind):
            found.extend(_different_selectors(getattr(item, field.name)))
    return found


_USED_AS: Final[dict[str, frozenset[CardType]]] = {
    "Enhancement": frozenset({CardType.GOOD_ENHANCEMENT, CardType.EVIL_ENHANCEMENT}),
    "Artifact": frozenset({CardType.ARTIFACT}),
}
"""The identities a card "used as" each type may take."""


def _used_as_missing(card: CardDef, target: object) -> list[str]:
    """Whether *card* has every identity "Use as an Enhancement or an Artifact" names.

    A Covenant or a Curse has both, and may be played as either (REG: Covenant, Curse); a
    card printed with the sentence that lacks one would need an identity the engine does not
    give it.
    """
    if not isinstance(target, Selector):
        return ["a card used as another type"]
    for part in target.parts or (target,):
        for kind in part.types:
            if not _USED_AS.get(kind, frozenset()) & set(card.identities):
                return ["a card used as another type"]
    return []


def x_limit(effect: Effect) -> Limit | None:
    """The "(limit 3)" that caps an effect's X ("draw X (limit 3)"), if it has one.

    A cap may hold under a condition the engine tests: "(limit 3 unless played in
    battle)", "(limit 3 unless you control another Greek)".
    """
    for modifier in effect.modifiers:
        if (
            isinstance(modifier, Limit)
            and not modifier.per
            and modifier.times is not None
            and modifier.cards is None
            and not modifier.variable
            and (modifier.condition is None or not unsupported_in(modifier.condition))
            and UNDEFINED_X in unsupported_in(effect)
        ):
            return modifier
    return None


def replaces(ability: Ability, index: int) -> int | None:
    """The effect that effect *index* may replace (REG: Instead).

    "Do X. Opponent may do Y instead.": "Underdeck a Hero. Opponent may underdeck a good
    Enhancement from hand instead." When the first is about to be carried out, its targets
    chosen, the opponent may carry out the second in its place. "If C, do Y instead":
    "Discard the top card of opponent's deck. If it is human, capture it to opponent's land of
    bondage instead." When the condition holds as the first is about to be carried out (of
    the cards it chose, for "it"), the player using the ability carries the second out in
    its place (if they choose to, for "you may"). A second effect naming "it" or "them" acts
    on the cards the first chose. None when effect *index* is no such effect.
    """
    if index == 0:
        return None
    effect, before = ability.effects[index], ability.effects[index - 1]
    actor = effect.actor
    group = _alternatives(ability, index - 1)
    if actor is None:
        # a condition that may replace the effect before, but for one that reads whether it
        # was done: "If there isn't one, ... instead" follows it, as "if you cannot" does
        form = effect.condition is not None and not isinstance(effect.condition, IfDone)
    elif actor.player in PLAYERS_OF_CHOSEN:
        # "Banish a Hero. Hero's controller may discard 4 cards from hand instead."
        form = (
            effect.optional
            and actor.card is None
            and all(_chooses_one(ability.effects[i]) for i in group)
        )
    else:
        form = (
            effect.optional
            and actor.player in REPLACING_PLAYERS
            and actor.card is None
            and effect.condition is None
        )
    back = _names_chosen(effect)
    head = ability.effects[group[0]]
    replacing = (
        form
        and any(isinstance(m, Instead) and m.condition is None for m in effect.modifiers)
        and effect.trigger is None
        and effect.link is Link.NONE
        and effect.for_each is None
        and back is not False
        and (back or not _names_again(ability, before, effect))
        and not _replacement_goes_on(ability, index)
        and (
            head.link is Link.NONE
            or (head.link is Link.AND and back is True)
            or _after_its_cost(ability, group[0])
        )
        and (len(group) == 1 or back is None)
        and all(
            ability.effects[i].actor is None
            and ability.effects[i].trigger is None
            and ability.effects[i].for_each is None
            and not any(isinstance(m, Instead) for m in ability.effects[i].modifiers)
            for i in group
        )
    )
    return index - 1 if replacing else None


def _instead_of_undone(ability: Ability, index: int) -> bool:
    """Whether effect *index* is "If there isn't one, do Y instead" after the effect before.

    Y is carried out when the effect before it was not (it found no card): in the place of
    something that did not happen, so after it, as any "if you cannot" (REG: Instead).
    """
    effect = ability.effects[index]
    return index > 0 and effect.condition == IF_YOU_CANNOT


def _after_its_cost(ability: Ability, index: int) -> bool:
    """Whether effect *index* is what a cost before it pays for ("reveal ... to banish ...").

    "You may reveal a N.T. gray card from hand to banish a Hero in battle. Opponent may
    discard a card matching Hero's brigade from hand instead.": the cost is paid, and the
    banish, its targets chosen, is what the opponent may replace (REG: Instead, Cost). A
    cost the player need not pay ("you may ... to ..."); not "Withdraw all Heroes to draw X.
    Opponent may ... instead", where what the opponent replaces is not told.
    """
    if index == 0 or ability.effects[index].link is not Link.TO:
        return False
    cost = ability.effects[index - 1]
    return (
        cost.cost
        and cost.optional
        and cost.link is Link.NONE
        and cost.trigger is None
        and cost.for_each is None
        and (index == 1 or ability.effects[index - 2].link is Link.NONE)
    )


REPLACING_PLAYERS: Final = frozenset({Player.OPPONENT, Player.PLAYER, Player.ANY_PLAYER})
"""Who may carry a replacing effect out, named by the text: "Opponent may ... instead", "Any
player may ... instead", "A player may ... instead" (each player who can is asked in turn)."""
PLAYERS_OF_CHOSEN: Final = frozenset({Player.CARD_OWNER, Player.CARD_CONTROLLER})
"""Who may carry a replacing effect out by the card the replaced one chose: "its owner",
"Hero's controller"."""


def _chooses_one(effect: Effect) -> bool:
    """Whether *effect* acts on one card it chooses ("a Hero", "the top card of a deck")."""
    target = getattr(effect, "target", None)
    return (
        isinstance(target, Selector)
        and target.ref is None
        and target.count == Count(Quantifier.EXACTLY, 1)
        and all(part.count == target.count for part in target.parts)
    )


def _alternatives(ability: Ability, last: int) -> tuple[int, ...]:
    """The effects that are options of one choice ("take ... or discard ..."), up to *last*.

    "Opponent may ... instead" after them replaces whichever is chosen.
    """
    first = last
    while first > 0 and ability.effects[first].link is Link.OR:
        first -= 1
    return tuple(range(first, last + 1))


def _names_chosen(effect: Effect) -> bool | None:
    """Whether *effect* acts on the cards the effect before chose ("them", "it").

    None when it names cards of its own; False for any other reference, or for a part of
    those cards ("2 of them").
    """
    target = getattr(effect, "target", None)
    if not isinstance(target, Selector) or target.ref is None:
        return None
    if target.ref is Ref.THEM:
        return target.count.quantifier is Quantifier.ALL
    return target.ref is Ref.IT and target.count == Count(Quantifier.EXACTLY, 1)


def _replacement_named(ability: Ability) -> Ability:
    """*ability* with "the Hero" in a replacing effect read as the card the first chose.

    "Withdraw a Hero. If a warrior class Roman is in play, you may capture the Hero
    instead.": the Hero captured is the one chosen for the withdraw (REG: Instead: a new
    effect that names no new target acts on the targets of the one it replaces).
    """
    effects = list(ability.effects)
    for index in range(1, len(effects)):
        effect, before = effects[index], effects[index - 1]
        target = getattr(effect, "target", None)
        first = getattr(before, "target", None)
        if (
            not any(isinstance(m, Instead) for m in effect.modifiers)
            or not isinstance(target, Selector)
            or not isinstance(first, Selector)
            or target != Selector(types=target.types)
            or len(target.types) != 1
            or first.count != Count(Quantifier.EXACTLY, 1)
            or target.types[0] not in first.types
        ):
            continue
        text = ability.text[effect.span.start : effect.span.end]
        named = re.search(rf"\bthe\s+{re.escape(target.types[0])}\b", text, re.IGNORECASE)
        if named:
            effects[index] = cast(
                "Effect", evolve(cast("Any", effect), target=Selector(ref=Ref.IT))
            )
    if effects == list(ability.effects):
        return ability
    return evolve(ability, effects=tuple(effects))


def _names_again(ability: Ability, before: Effect, effect: Effect) -> bool:
    """Whether *effect* names the cards *before* chose with a definite article.

    "Withdraw a Hero. ... you may capture the Hero instead.": "the Hero" is the one chosen,
    which the parsed selector no longer tells apart from "a Hero". "The top 3 cards of
    deck" names a place, not cards chosen before.
    """
    target = getattr(effect, "target", None)
    first = getattr(before, "target", None)
    if not isinstance(target, Selector) or not isinstance(first, Selector) or target.locations:
        return False
    text = ability.text[effect.span.start : effect.span.end]
    return bool(set(target.types) & set(first.types)) and bool(_DEFINITE_WORD.search(text))


_DEFINITE_WORD: Final = re.compile(r"\b(?:the|that|those)\b", re.IGNORECASE)


def _by_player_named(effect: Effect) -> Effect:
    """A replacing *effect* without "its owner" as who carries it out.

    The engine reads that player off the card the replaced effect chose; the effect's other
    words are tested as usual.
    """
    actor = effect.actor
    if actor is None or actor.player not in PLAYERS_OF_CHOSEN:
        return effect
    return evolve(effect, actor=None)


def _replacement_missing(ability: Ability, index: int) -> list[str]:
    """What keeps effect *index*, replacing another on the cards it chose, from acting on them.

    "Discard the top card of opponent's deck. If it is human, capture it to opponent's land
    of bondage instead.": the engine captures characters in play only, so the capture could
    never replace the discard of a card from a deck.
    """
    replaced = replaces(ability, index)
    effect = ability.effects[index]
    if replaced is None or not _names_chosen(effect) or effect.kind not in _IN_PLAY_ONLY:
        return []
    target = getattr(ability.effects[replaced], "target", None)
    places = () if not isinstance(target, Selector) else _places_of(target)
    if any(place.zone not in _IN_PLAY_ZONES for place in places):
        return [f"a replacing {effect.kind!r} of cards out of play"]
    return []


def _places_of(selector: Selector) -> tuple[Location, ...]:
    return (*selector.locations, *(p for part in selector.parts for p in _places_of(part)))


_IN_PLAY_ONLY: Final = frozenset({"capture", "withdraw", "convert", "set_aside", "band"})
"""Effects whose handlers act on cards in play only."""
_IN_PLAY_ZONES: Final = frozenset(
    {TargetZone.PLAY, TargetZone.BATTLE, TargetZone.FIELD_OF_PLAY, TargetZone.TERRITORY}
)


def _replacement_goes_on(ability: Ability, index: int) -> bool:
    """Whether effect *index*, replacing another, is joined to more replacing effects.

    "You may draw and/or underdeck up to X cards instead": one effect replaces one.
    """
    after = index + 1
    return (
        after < len(ability.effects)
        and ability.effects[after].link is not Link.NONE
        and any(isinstance(m, Instead) for m in ability.effects[after].modifiers)
    )


def replaced_by(ability: Ability, index: int) -> int | None:
    """The effect offered to replace effect *index* (see :func:`replaces`), if any.

    After options of one choice, it replaces whichever is chosen.
    """
    after = index + 1
    while after < len(ability.effects) and ability.effects[after].link is Link.OR:
        after += 1
    if after >= len(ability.effects):
        return None
    replaced = replaces(ability, after)
    if replaced is None or index not in _alternatives(ability, replaced):
        return None
    return after


def x_cap(effect: Effect) -> int | None:
    """The most an effect's X counts, by its "(limit N)"; None for no cap."""
    limit = x_limit(effect)
    return None if limit is None else limit.times


def x_cap_condition(effect: Effect) -> Condition | None:
    """The condition under which an effect's "(limit N)" caps its X; None: always."""
    limit = x_limit(effect)
    return None if limit is None else limit.condition


def _shields_of(
    card: CardDef, ability: Ability, partial: list[ShieldModifier]
) -> tuple[set[str], list[ShieldModifier]]:
    """The card's shields against negation.

    The codes that always hold, and the modifiers that depend on the game; not those that
    cover a part of the card (*partial*).
    """
    shield: set[str] = {"cbn"} if card.is_dominant else set()
    shields: list[ShieldModifier] = []
    for modifier in (*ability.modifiers, *(m for e in ability.effects for m in e.modifiers)):
        if not isinstance(modifier, _SHIELDS) or modifier in partial:
            continue
        if _depends_on_game(modifier):
            shields.append(modifier)
        else:
            shield.add(SHIELD_CODES[type(modifier)])
    return shield, shields


def _sentence_modifiers(
    card: CardDef,
    ability: Ability,
    printed: Ability,
    missing: list[str],
    granting: Sequence[Regardless] = (),
    *,
    lasting: bool = False,
) -> list[tuple[ShieldModifier, int]]:
    """The modifiers printed as sentences of their own that cover a part of the card.

    Each with where its sentence starts; what of the modifiers is not carried out goes to
    *missing*, but for those *granting* other cards' abilities regardless of protection. A
    usage limit of an ability with effects *lasting* in play is not carried out: when its
    last use ends, and the card with it, is not followed.
    """
    partial: list[tuple[ShieldModifier, int]] = []
    for modifier in ability.modifiers:
        if lasting and _counted_uses(modifier):
            missing.append("a usage limit of an ability lasting in play")
        if modifier not in granting:
            missing.extend(_modifier_missing(modifier, card))
        covered = _covered_before(printed, modifier)
        if covered is None:
            if _section_identities(card, modifier.section) != frozenset(card.identities):
                missing.append(f"modifier {modifier.kind!r} of one section")
        elif len(covered) < len(printed.effects):
            assert isinstance(modifier, _SHIELDS)  # noqa: S101 - only shields cover a part
            if _whole_sections(printed, covered):
                partial.append((modifier, modifier.span.start))
            else:
                missing.append(f"modifier {modifier.kind!r} of part of a section")
    return partial


def _covered_before(ability: Ability, modifier: Modifier) -> tuple[int, ...] | None:
    """The effects a "Cannot be negated." sentence covers: those printed before it.

    REG (Cannot be Negated, Prevented, Interrupted): "When a sentence in a special ability
    includes the cannot be negated modifier and does not specify what abilities the cannot
    be negated modifier modifies, it modifies all abilities on the card that appear before
    the sentence containing the modifier." None for any other modifier, and for one that
    names what it covers ("this card cannot be negated", "good weapons cannot be negated").
    """
    if not isinstance(modifier, _SHIELDS) or modifier.cards is not None or modifier.effects:
        return None
    words = ability.text[modifier.span.start : modifier.span.end].lstrip().lower()
    if not words.startswith("cannot"):
        return None
    return tuple(i for i, e in enumerate(ability.effects) if e.span.start < modifier.span.start)


def _whole_sections(ability: Ability, covered: tuple[int, ...]) -> bool:
    """Whether the *covered* effects are whole sections of a multi-type card ("GE:").

    Then no activation holds effects on both sides.
    """
    inside = {ability.effects[i].section for i in covered}
    outside = {e.section for i, e in enumerate(ability.effects) if i not in covered}
    return "" not in inside | outside and not inside & outside


def _manual_uses(card: CardDef, ability: Ability) -> tuple[tuple[int, ...], ...]:
    """The manually triggered effects of *ability*, grouped by use (REG: Conditions).

    An optional instant effect is manually triggered when it waits for "each [phase]",
    "during [phase]", "at any time" or "while [game state]", or has a usage limit other than
    per game; the effects that go with it (the benefit of a cost, an "and" under the same
    wording) are the same use. A Dominant's ability fires when it is played.
    """
    if not set(card.identities) - {CardType.DOMINANT}:
        return ()
    uses: list[list[int]] = []
    placed = _placed_in_territory(card, ability)
    for index, effect in enumerate(ability.effects):
        if effect.section in (STAR_SECTION, TAUNT_SECTION):
            continue  # a star ability is used when the card is drawn, a taunt's on a win
        if uses and uses[-1][-1] == index - 1:
            first = uses[-1][0]
            if (
                _same_use(ability.effects[first], effect)
                or (first in placed and index in placed and _same_placed_use(effect))
                or _if_you_do(ability.effects[first], effect)
                or _other_benefit(ability, uses[-1], effect)
            ):
                uses[-1].append(index)
                continue
        if _by_hand(effect) or (index in placed and _placed_by_hand(effect)):
            uses.append([index])
    return tuple(tuple(use) for use in uses)


def _by_hand(effect: Effect) -> bool:
    if not effect.optional:
        return False
    if isinstance(effect.trigger, EachPhase):
        return effect.trigger.phase in MANUAL_PHASES and effect.trigger.player in (None, Player.YOU)
    if effect.trigger is not None:
        return False
    if effect.duration is not None:
        return effect.duration.unit is DurationUnit.WHILE
    return any(
        isinstance(modifier, Limit) and modifier.per in _MANUAL_LIMITS
        for modifier in effect.modifiers
    )


def _placed_by_hand(effect: Effect) -> bool:
    """Whether *effect*, of the ability a card placed in territory has, is used by hand.

    "Place in territory: You may discard this card to negate and discard ...": an optional
    instant effect whose cost is this card, of an ability that lasts while the card stays
    placed, is manually triggered: its condition is that implied one (REG: Place, Manually
    Triggered Effect).
    """
    target = getattr(effect, "target", None)
    return (
        effect.optional
        and effect.cost
        and getattr(target, "ref", None) is Ref.THIS_CARD
        and _unworded(effect)
    )


def _same_placed_use(effect: Effect) -> bool:
    """Whether *effect* goes on with the placed card's use before it ("... and discard")."""
    return effect.optional and effect.link in (Link.TO, Link.AND, Link.THEN) and _unworded(effect)


def _unworded(effect: Effect) -> bool:
    """Whether *effect* has no trigger, duration, condition or "for each" of its own."""
    return (
        effect.trigger is None
        and effect.duration is None
        and effect.condition is None
        and effect.for_each is None
    )


def _placing(card: CardDef, ability: Ability) -> int | None:
    """The effect of an Enhancement's ability that places the card in its territory, if any."""
    return next(
        (i for i, e in enumerate(ability.effects) if _places_itself_in_territory(card, e)), None
    )


def _placed_in_territory(card: CardDef, ability: Ability) -> frozenset[int]:
    """The effects of the ability an Enhancement has while placed in its territory.

    "Place in territory: Protect ...", "Place this card in your territory: You may discard
    this card to ...": what follows the place of the card itself in its controller's
    territory, in the same section, lasts while the card stays there (REG: Place, Duration).
    """
    found: set[int] = set()
    section: str | None = None
    for index, effect in enumerate(ability.effects):
        if section is None:
            if _places_itself_in_territory(card, effect):
                section = effect.section
        elif effect.section == section:
            found.add(index)
    return frozenset(found)


def _places_itself_in_territory(card: CardDef, effect: Effect) -> bool:
    """Whether *effect* is an Enhancement's "Place [this card] in [your] territory".

    Or a Dominant's ("Play an Isaiah Hero from deck or Reserve. Place in territory: ..."),
    which stays there, as placed cards do, instead of going to the discard pile.
    Or "... for 7 turns", after which the card is discarded (REG: Place). Or "If used by a
    Persian, you may place in territory for 3 turns" on an Enhancement that is no
    territory-class one: played in battle, it lies in territory only once placed, so what
    lasts there while it stays (``WHILE_IN_TERRITORY``) lasts only if the place was made.
    """
    chosen = effect.optional or effect.condition is not None
    if chosen and (CardClass.TERRITORY in card.classes or not _read_as_played(effect.condition)):
        return False
    unworded = _unworded(evolve(effect, duration=None, condition=None)) and _timed(effect.duration)
    if effect.kind != "place" or not unworded or effect.cost:
        return False
    target = getattr(effect, "target", None)
    destination = getattr(effect, "destination", None)
    acting = _section_identities(card, effect.section)
    return (
        isinstance(target, Selector)
        and target.ref is Ref.THIS_CARD
        and isinstance(destination, Location)
        and destination.zone is TargetZone.TERRITORY
        and destination.owner in (None, Player.YOU)
        and destination.card is None
        and destination.position is None
        and acting is not None
        and bool(acting & frozenset(card.identities))
        and (acting <= _ENHANCEMENTS or acting == {CardType.DOMINANT})
    )


_ENHANCEMENTS: Final = frozenset({CardType.GOOD_ENHANCEMENT, CardType.EVIL_ENHANCEMENT})


def _read_as_played(condition: Condition | None) -> bool:
    """Whether *condition* of a place in territory is none, or who uses the card.

    "If used by a Persian, you may place in territory ...": tested as the ability resolves;
    the effects of the ability the card has there are under it too, as the place is.
    """
    return condition is None or isinstance(condition, UsedBy)


def _timed(duration: Duration | None) -> bool:
    """Whether *duration* is none, or a number of turns, one battle or one phase."""
    if duration is None:
        return True
    if (
        duration.until is not None
        or duration.variable
        or duration.count is None
        or duration.quantifier is not Quantifier.EXACTLY
    ):
        return False
    if duration.unit is DurationUnit.TURN:
        return duration.count >= 1
    return duration.unit in (DurationUnit.BATTLE, DurationUnit.PHASE) and duration.count == 1


def _if_you_do(first: Effect, effect: Effect) -> bool:
    """Whether *effect* is an "If you do, ..." (or "If you do not") after a use by hand.

    "At any time, you may underdeck an Artifact held here. If you do, you may take a
    priest from deck or negate an evil card": the check is of the effects earlier in the
    ability (REG: Conditional Phrases and Ability Classes), those of that use, and what it
    allows goes with the use, "or" options too.
    """
    return (
        isinstance(effect.condition, IfDone)
        and effect.link in (Link.NONE, Link.OR)
        and effect.section == first.section
        and effect.trigger is None
        and effect.duration is None
        and effect.for_each is None
    )


def _other_benefit(ability: Ability, use: list[int], effect: Effect) -> bool:
    """Whether *effect* is one more benefit, after "or", of the cost the use pays.

    "At any time, you may place this card beneath your deck to heal all N.T. Heroes, return
    all captured N.T. Heroes to territory, or discard all Evil Character cards on N.T.
    Heroes": each option is a benefit of the one cost (REG: Cost and Benefit), used with it,
    not a use of its own that pays nothing.
    """
    first = ability.effects[use[0]]
    return (
        effect.link is Link.OR
        and first.cost
        and any(ability.effects[index].link is Link.TO for index in use[1:])
        and (effect.trigger, effect.duration) == (first.trigger, first.duration)
    )


def _same_use(first: Effect, effect: Effect) -> bool:
    if effect.link in (Link.TO, Link.PAIRED):
        return True
    wording = (first.trigger, first.duration)
    return (
        effect.link in (Link.AND, Link.THEN)
        and wording != (None, None)
        and (effect.trigger, effect.duration) == wording
    )


def _bucket(effect: Effect, *, weapon: bool) -> int:
    """The Ability Activation Order step *effect* fires in when its card is played."""
    if effect.kind in _SAME_SIDE:
        return BAND_BUCKET
    if effect.kind in _OPPOSITE_SIDE:
        return 7
    return WEAPON_BUCKET if weapon else PRINTED_BUCKET


def _sentences_together(ability: Ability, on_play: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """*on_play* with a cost and its benefit, or alternatives, in one step of activation.

    "You may capture this card to a player to add your human of matching brigade to
    battle" and "May band to a generic priest, or you may draw 2" are abilities with an
    effect that moves a character into battle: each activates in that step as a whole
    (REG: Ability Activation Order), its cost paid then and its alternatives offered
    together, not apart.
    """
    steps = {index: step for step, index in on_play}
    effects = ability.effects
    chain: list[int] = []
    settled: list[int] = []
    for index in sorted(steps):
        if chain and (index != chain[-1] + 1 or effects[index].link is Link.NONE):
            if not _refers_to_last(effects[index]):
                _one_step(chain, steps, effects)
                settled += chain
                chain = []
            else:
                # "Reveal the top card of deck. If it is evil, ... or add it to battle": the
                # sentence acts on the cards of one before it ("Return one captured Hero to
                # owner's territory. Interrupt ... . Ezra may band with that Hero"), so they
                # activate as one, with the sentences between
                chain = settled + chain
                settled = []
                _same_step(chain, steps)
        chain.append(index)
    _one_step(chain, steps, effects)
    return [(steps[index], index) for _, index in on_play]


def _refers_to_last(effect: Effect) -> bool:
    """Whether *effect* begins a sentence about the cards of the one before ("If it is")."""
    condition = effect.condition
    subject = getattr(condition, "subject", None)
    return refers_back(effect) or getattr(subject, "ref", None) in (Ref.IT, Ref.THEM, Ref.THAT)


def _same_step(chain: list[int], steps: dict[int, int]) -> None:
    """Mark the effects of *chain* to activate together, in the latest step of any of them.

    The step of the sentence that joins them is read as the chain grows: each effect takes
    the chain's step (see :func:`_one_step`, which settles it).
    """
    latest = max(steps[index] for index in chain)
    for index in chain:
        steps[index] = latest


def _one_step(chain: list[int], steps: dict[int, int], effects: tuple[Effect, ...]) -> None:
    """Put the effects of *chain*, one sentence, in its latest step if they pay or choose.

    So too a chain of sentences each about the cards of the one before.
    """
    joined = any(
        effects[index].link is Link.NONE and _refers_to_last(effects[index]) for index in chain[1:]
    )
    if joined or any(effects[index].link in _TOGETHER for index in chain[1:]):
        _same_step(chain, steps)


_TOGETHER: Final = frozenset({Link.TO, Link.OR})
"""Links whose effects act as one: a cost and its benefit, alternatives."""


def _section_identities(card: CardDef, section: str) -> frozenset[CardType] | None:
    """The identities under which an effect in *section* acts; None for a label not known.

    An effect outside any section acts under every identity of the card.
    """
    if not section or section == TOP_SECTION:
        return frozenset(card.identities)
    if section == TAUNT_SECTION:
        return frozenset({CardType.EVIL_CHARACTER})
    if section == STAR_SECTION:
        return frozenset()
    found = SECTION_IDENTITIES.get(section)
    if found is not None:
        return found
    if section in ("GOOD", "EVIL"):
        alignment = Alignment.GOOD if section == "GOOD" else Alignment.EVIL
        aligned = frozenset(i for i in card.identities if i.alignment is alignment)
        return aligned if aligned and len(aligned) < len(card.identities) else None
    return None


def _activation_missing(
    card: CardDef,
    effect: Effect,
    acting: frozenset[CardType] | None,
    *,
    spec: EffectSpec | None = None,
    manual: bool = False,
    in_play: bool = False,
    in_territory: bool = False,
) -> list[str]:
    """What keeps *effect* from ever acting.

    A section label not known, a star ability, or an identity the engine does not activate.
    An Artifact's ability is used as it is activated, or by hand while it is active; an
    effect of it that fires on an event is not carried out. A Lost Soul's, Fortress's or
    active Artifact's effect acts *in_play* when :func:`_while_in_play` found it lasting.
    A territory-class character's ability activates as it is put in a territory too (REG:
    Territory Class Character): each printed effect must then have its copy lasting there,
    or do nothing outside battle (*in_territory*).
    """
    if acting is None:
        return [f"section {effect.section!r}"]
    if effect.section == STAR_SECTION:
        return []  # used from hand when drawn, whatever the card's identity
    if not acting & frozenset(card.identities):
        return [f"section {effect.section!r} of an identity the card takes later"]
    territorial = _territory_character(card) and any(i.is_character for i in acting)
    if any(i.is_character for i in acting) and _own_block_checked(effect.condition):
        return ["'if blocked' of a character with a moment of its own or an effect depending on it"]
    trigger = effect.trigger
    watching = isinstance(trigger, OnEvent) and _territory_trigger(card, acting, trigger)
    if territorial and not (in_play or in_territory or manual or watching):
        # a manually triggered effect is used while the ability is active, in territory too
        return ["the ability of a territory-class character in territory"]
    watched = None if manual else _watched_missing(card, trigger, acting)
    if watched is not None:
        return watched
    if isinstance(trigger, OnEvent) and trigger.event in _EVENTS and not manual:
        if CardType.LOST_SOUL in acting or _fortress_put_in_play(acting, trigger):
            return []
        # the engine fires these for a Lost Soul only
        return [f"trigger {trigger.event.value!r} on a card other than a Lost Soul"]
    if acting & ACTIVATED:
        return []
    if CardType.ARTIFACT in acting and not in_play:
        return _artifact_missing(effect, spec, manual=manual)
    if CardType.LOST_SOUL in acting and isinstance(effect.trigger, OnEvent):
        return []
    if in_play:
        return []
    if manual and (
        CardType.FORTRESS in acting
        or (CardType.SITE in acting and Brigade.MULTI not in card.brigades)
    ):
        # a Fortress's or Site's manually triggered effects are used while it is in play;
        # what one leaves lasting lasts while the card stays (REG: Duration), not the phase
        if spec is not None and spec.ongoing and effect.duration is None:
            return ["a lasting effect of a Fortress used by hand"]
        return []
    kinds = sorted(identity.value for identity in acting)
    return [f"the ability of a card in play as {' or '.join(kinds)}"]


def rescue_watch(acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether *trigger* is "If another Lost Soul is rescued" of a card in play.

    Or "If an opponent rescues a Lost Soul", of a card that watches it while in play
    (:func:`watcher_in_play`). It fires for the card's controller as a Lost Soul that fits
    the words is rescued (by an opponent of theirs, or by them, as the words say), and waits
    for Action Priority level 1 (REG: Triggered Effect, Rescue). The card's own rescue sets
    off what it says of "a Lost Soul": the event that deactivates an ability does not keep
    its triggered effect from activating (REG: Triggered Effect); "another" is not the card
    itself.
    """
    if not (watcher_in_play(acting) and trigger.event is Event.RESCUED and _bare(trigger)):
        return False
    subject, target = trigger.subject, trigger.target
    if subject is not None:
        return trigger.player is None and target is None and _a_lost_soul(subject, other=True)
    return trigger.player in _RESCUERS and target is not None and _a_lost_soul(target)


def _a_lost_soul(selector: Selector, *, other: bool = False) -> bool:
    """Whether *selector* is "a Lost Soul" (with *other*, "another Lost Soul") and no more."""
    return selector == _LOST_SOUL_SELECTORS[other]


_LOST_SOUL_SELECTORS: Final = {
    other: Selector(
        count=Count(Quantifier.EXACTLY, 1), types=(CardType.LOST_SOUL.value,), other=other
    )
    for other in (False, True)
}
"""The selectors "a Lost Soul" and "another Lost Soul" (*other*), to compare with."""


_RESCUERS: Final = frozenset({Player.YOU, Player.OPPONENT})
"""Who rescues, as the words of a rescue trigger name them: the card's controller or not."""


def _watched_missing(
    card: CardDef, trigger: Trigger | None, acting: frozenset[CardType]
) -> list[str] | None:
    """What keeps a card in play from watching *trigger*'s event; None if not such a trigger.

    An attack, a block, or an opponent's Dominant (:func:`watched_entry`,
    :func:`dominant_watch`); not on a rainbow Site, whose ability activates as it enters
    battle (REG: Site).
    """
    if not isinstance(trigger, OnEvent):
        return None
    if territory_watch(card, acting, trigger):
        return []
    entry = trigger.event in ENTRY_EVENTS
    if (
        not entry
        and not dominant_watch(acting, trigger)
        and not rescue_watch(acting, trigger)
        and not own_site_play(acting, trigger)
        and not entry_watch(card, acting, trigger)
        and not defeat_watch(card, acting, trigger)
        and not battle_won_watch(acting, trigger)
        and not harm_watch(card, acting, trigger)
    ):
        return None
    if CardType.SITE in acting and Brigade.MULTI in card.brigades:
        return [f"trigger {trigger.event.value!r} on a rainbow Site"]
    if not entry or watched_entry(acting, trigger):
        return []
    # on a character; or "by", "the next time" and the like
    return [f"trigger {trigger.event.value!r} not watched on this card"]


def _fortress_put_in_play(acting: frozenset[CardType], trigger: OnEvent) -> bool:
    """Whether *trigger* is a Fortress's "If put in play".

    It fires as the Fortress comes into a territory from outside the playing surface (REG:
    Fortress, Triggered Effect).
    """
    return acting == frozenset({CardType.FORTRESS}) and trigger.event is Event.PUT_IN_PLAY


def lone_entry(acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether *trigger* is "If your lone I Samuel Hero attacks" (or "... blocks") in play.

    Of a card that watches it while in play (:func:`watcher_in_play`), not a Lost Soul.

    It fires for the card's controller as the character they control that begins the
    battle, or is chosen to block, fits the words, and only if that character is alone when
    the triggered effect activates (REG: Begins a Battle, Block, Alone). A character banded
    in before any player has had Action Priority begins the battle (or blocks) too, but is
    not alone: "lone" is what makes the first character the only one to watch.
    """
    subject = trigger.subject
    return (
        watcher_in_play(acting)
        and acting != _LOST_SOUL
        and _plain_entry(trigger)
        and subject is not None
        and subject.owner is Player.YOU
        and LONE in subject.qualifiers
        and not _lone_part(subject)
    )


def watched_entry(acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether the engine fires *trigger*, set off by a character attacking or blocking.

    A Fortress's, Site's or active Artifact's "If your [lone] flood survivor attacks" (or
    "blocks"): without "lone",
    for each character of its controller that begins the battle (or blocks) and fits the
    words: the first one, and those entering on that side before any player has had Action
    Priority since (REG: Begins a Battle, Block), once a battle at most (REG: Attack,
    Block: a player uses the effect of one of those triggers only). "If attacked" ("When
    you are attacked") of such a card or a Lost Soul fires for its controller as a battle is
    begun against them (REG: Attack). A qualifier in the words ("your meek clay Hero") is
    tested as the character attacks or blocks; "lone" said of one part of them is not
    followed.
    """
    if lone_entry(acting, trigger):
        return True
    if not _plain_entry(trigger):
        return False
    subject = trigger.subject
    if subject is None:
        return trigger.event is Event.ATTACKS and watcher_in_play(acting)
    return (
        watcher_in_play(acting)
        and acting != _LOST_SOUL
        and subject.owner is Player.YOU
        and LONE not in subject.qualifiers
        and not _lone_part(subject)
    )


def _lone_part(subject: Selector) -> bool:
    """Whether a part of *subject* ("a lone Hero or a king") says "lone": not followed."""
    return any(LONE in part.qualifiers or _lone_part(part) for part in subject.parts)


def attacked_trigger(trigger: OnEvent) -> bool:
    """Whether *trigger* is "If attacked": its card's controller is attacked."""
    return trigger.event is Event.ATTACKS and trigger.subject is None and _plain_entry(trigger)


def territory_watch(card: CardDef, acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether *trigger* is "If you are attacked" of a territory-class character.

    Its abilities that are active outside of battle are active while it remains in a
    territory (REG: Territory Class Character), where its triggered effect checks for its
    event (REG: Triggered Effect): it fires for its controller as a battle is begun against
    them (REG: Attack), while it is in their territory. No character is in battle then, so
    it is never elsewhere in play as that happens. Other events it could watch from battle
    as well are not followed.
    """
    return _acting_in_territory(card, acting) and attacked_trigger(trigger)


def _acting_in_territory(card: CardDef, acting: frozenset[CardType] | None) -> bool:
    """Whether *card* is a territory-class character acting as a character only.

    Its abilities are active in territory as well as in battle (REG: Territory Class
    Character).
    """
    return (
        acting is not None
        and bool(acting)
        and all(identity.is_character for identity in acting)
        and _territory_character(card)
    )


def _territory_trigger(card: CardDef, acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether a territory-class character watches *trigger* from territory and battle.

    :func:`territory_watch`, :func:`entry_watch` or :func:`defeat_watch`.
    """
    return (
        territory_watch(card, acting, trigger)
        or entry_watch(card, acting, trigger)
        or defeat_watch(card, acting, trigger)
        or harm_watch(card, acting, trigger)
    )


def entry_watch(card: CardDef, acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether *trigger* is "If your Jerusalem Hero enters battle" of a card that watches it.

    A territory-class character, whose ability is active in territory and in battle (REG:
    Territory Class Character): it fires for its controller each time a character they
    control that fits the words enters battle (REG: Enters Battle, Triggered Effect), and
    waits for Action Priority level 1. The character's own entering fires it too: the event
    that activates an ability does not keep its triggered effect from activating (REG:
    Triggered Effect). Not yet on a Fortress, Site or Artifact.
    """
    subject = trigger.subject
    if not (
        trigger.event is Event.ENTERS_BATTLE
        and _bare(trigger)
        and trigger.player is None
        and trigger.target is None
        and subject is not None
        and subject.ref is None
        and not subject.locations
        and subject.owner is Player.YOU
        and LONE not in subject.qualifiers
        and not _lone_part(subject)
    ):
        return False
    return _acting_in_territory(card, acting)


def harm_watch(card: CardDef, acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether *trigger* is "If an opponent harms your green prophet" of a card in play.

    Of a Fortress in its controller's territory ("your" characters described by kind alone),
    or a territory-class character, whose ability is active in territory and in battle
    (REG: Territory Class Character): "If Ham is harmed", "If your Hero is harmed". It fires
    for its controller once an ability's effect that harmed a character it describes is
    carried out (REG: Harm, Triggered Effect); "an opponent" harms by an ability of a card
    another player controls. A harm replaced by another effect did not happen.
    """
    subject = trigger.subject
    if trigger != OnEvent(event=Event.HARMED, subject=subject, by=trigger.by) or trigger.by not in (
        None,
        BY_AN_OPPONENT,
    ):
        return False
    if acting == _FORTRESS:
        return _yours_by_kind(subject)
    return _acting_in_territory(card, acting) and (
        about_itself(card, trigger) or _yours_by_kind(subject)
    )


def defeat_watch(card: CardDef, acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether *trigger* is "If your Moabite is defeated [by an opponent]" it watches.

    Of a territory-class character, whose ability is active in territory and in battle
    (REG: Territory Class Character): it fires for its controller as a character they
    control that fits the words is defeated (REG: Defeat, Triggered Effect), by an ability
    of an opponent's card or at battle resolution if the words say "by an opponent". Not
    about the character itself (see :func:`about_itself`).
    """
    subject = trigger.subject
    return (
        trigger.event is Event.DEFEATED
        and trigger.by in (None, BY_AN_OPPONENT)
        and trigger.player is None
        and trigger.target is None
        and not trigger.or_events
        and trigger.where is None
        and trigger.phase is None
        and trigger.direction is None
        and not trigger.once
        and subject is not None
        and subject.ref is None
        and not subject.locations
        and not subject.parts
        and subject.owner is Player.YOU
        and LONE not in subject.qualifiers
        and not about_itself(card, trigger)
        and _acting_in_territory(card, acting)
    )


def battle_won_watch(acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether *trigger* is a Fortress's "If your demon wins a battle".

    It fires once a battle for the Fortress's controller when the battle's outcome is a win
    for the side they are on (REG: Battle Resolution: "Evil Character wins", "Hero wins")
    and a character they control that fits the words is among the winners still in battle,
    at battle resolution step 3, with the effects that trigger on the result of the battle.
    Of "your" characters described by kind alone, by no cause, place or phase.
    """
    subject = trigger.subject
    return (
        acting == _FORTRESS
        and trigger == OnEvent(event=Event.BATTLE_WON, subject=subject)
        and _yours_by_kind(subject)
        and LONE not in subject.qualifiers
    )


def _yours_by_kind(subject: Selector | None) -> TypeGuard[Selector]:
    """Whether *subject* is one of "your" characters described by kind alone.

    "If your demon wins a battle", "If your demon is discarded or captured": one card, with
    no reference, place or list, and only words the engine tests.
    """
    return (
        subject is not None
        and subject.owner is Player.YOU
        and subject.ref is None
        and not subject.locations
        and not subject.parts
        and subject.count == Count(Quantifier.EXACTLY, 1)
        and not unsupported_in(subject)
    )


def _plain_entry(trigger: OnEvent) -> bool:
    """Whether *trigger* is an attack or block of a character named by its kind alone.

    Not "by" a card, of a target, in a phase, with other events, a place, a direction, or
    only the next time. "If you are attacked" is "If attacked": the card's controller is.
    """
    subject = trigger.subject
    return (
        trigger.event in ENTRY_EVENTS
        and (subject is None or (subject.ref is None and not subject.locations))
        and (
            trigger.player is None
            or (trigger.player is Player.YOU and subject is None and trigger.event is Event.ATTACKS)
        )
        and trigger.target is None
        and _bare(trigger)
    )


def _bare(trigger: OnEvent) -> bool:
    """Whether *trigger* says nothing beyond its event, player, subject and target.

    Not "by" a card, at a place, in a phase, with other events, with a direction, or only the
    next time: the watchers and plays the engine follows read none of these.
    """
    return (
        trigger.by is None
        and trigger.where is None
        and trigger.phase is None
        and not trigger.or_events
        and not trigger.once
        and trigger.direction is None
    )


def dominant_watch(acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether *trigger* is "If an opponent plays a Dominant" of a card in play that watches it.

    A Fortress, Site, Lost Soul or active Artifact (:func:`watcher_in_play`).

    It fires for the card's controller as an opponent of theirs plays a Dominant that fits
    the words ("a good Dominant"), and waits for Action Priority level 1, after the
    Dominant's ability (REG: Triggered Effect, Dominant).
    """
    target = trigger.target
    return (
        watcher_in_play(acting)
        and trigger.event is Event.PLAYED
        and trigger.player is Player.OPPONENT
        and target is not None
        and target.types == (CardType.DOMINANT.value,)
        and target.ref is None
        and not target.locations
        and not target.parts
        and trigger.subject is None
        and _bare(trigger)
    )


def enhancement_watch(card: CardDef, acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether *trigger* is "Each time opponent plays an Enhancement in battle" of a character.

    A character's ability is active while it is in battle (REG: Activate); there its
    triggered effect checks for its event (REG: Triggered Effect). It fires for the player
    whose side the character is on as an opponent of theirs plays an Enhancement in battle
    that fits the words, and waits for Action Priority level 1, after the Enhancement's
    ability. Not on a territory-class character, whose ability is active in territory too.
    """
    target = trigger.target
    return (
        acting is not None
        and bool(acting)
        and all(identity.is_character for identity in acting)
        and CardClass.TERRITORY not in card.classes
        and trigger.event is Event.PLAYED
        and trigger.player is Player.OPPONENT
        and target is not None
        and evolve(target, alignment=None, locations=()) == _AN_ENHANCEMENT
        and target.locations == _IN_BATTLE
        and trigger.subject is None
        and _bare(trigger)
    )


_AN_ENHANCEMENT: Final = Selector(count=Count(Quantifier.EXACTLY, 1), types=("Enhancement",))
""""an Enhancement" (of an alignment or not), with no more to it."""
_IN_BATTLE: Final = (Location(TargetZone.BATTLE),)


def own_site_play(acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether *trigger* is a Site's "If you play this Site" (or "When you play this Site").

    A Site is played as it is put face up in a territory from a hand, deck, Reserve, banish
    pile, Artifact pile or discard pile by an ability or a game action (REG: Play); its
    ability activates as it is put in play (REG: Site). It fires for the player who played
    it into their own territory, and waits for Action Priority level 1. Not on a City played
    as a Fortress (its "SITE:" effects do not act), nor on a rainbow Site, whose ability
    activates as it enters battle (REG: Site).
    """
    return (
        acting == _SITE
        and trigger.event is Event.PLAYED
        and trigger.player is Player.YOU
        and trigger.target == _THIS_SITE
        and trigger.subject is None
        and _bare(trigger)
    )


_SITE: Final = frozenset({CardType.SITE})
_THIS_SITE: Final = Selector(
    count=Count(Quantifier.EXACTLY, 1), types=(CardType.SITE.value,), ref=Ref.THIS_CARD
)
""""this Site"."""


def watcher_in_play(acting: frozenset[CardType] | None) -> bool:
    """Whether an effect acting as *acting* watches events while its card is in play.

    A Fortress's or Site's ability persists until the card leaves where it was played, a
    Lost Soul's while it is in play, an Artifact's while it is active (REG: Duration); a
    triggered effect of it checks for its event all that while (REG: Triggered Effect).
    A rainbow Site's ability activates as it enters battle (REG: Site): see
    :func:`_activation_missing`.
    """
    return acting is not None and (
        (bool(acting) and acting <= _TERRITORY_WATCHERS) or acting in (_LOST_SOUL, _ARTIFACT)
    )


_FORTRESS: Final = frozenset({CardType.FORTRESS})
_LOST_SOUL: Final = frozenset({CardType.LOST_SOUL})
_ARTIFACT: Final = frozenset({CardType.ARTIFACT})
_TERRITORY_WATCHERS: Final = frozenset({CardType.FORTRESS, CardType.SITE})
LONE: Final = "lone"
"""The qualifier of a character alone (REG: Alone)."""


def _inert_in_territory(effect: Effect) -> bool:
    """Whether *effect* does nothing while its character is in a territory, not in battle.

    "If attacking, you may draw 1", "If blocking, ...": its card is in battle or it does
    nothing; "May band to David": banding takes a character in battle. "While in battle,
    negate ...": it lasts while its card is in battle, so not at all from a territory (the
    ability activates again as the character enters battle; REG: Territory Class Character).
    """
    if effect.trigger is not None:
        return False
    if effect.kind in _BATTLE_ONLY and effect.condition is None:
        return True
    duration = effect.duration
    if (
        effect.condition is None
        and duration is not None
        and duration.unit is DurationUnit.WHILE
        and duration.until == WHILE_IN_BATTLE.until
    ):
        return True
    condition = effect.condition
    parts = condition.conditions if isinstance(condition, AllOf) else (condition,)
    return any(
        isinstance(part, StatusIs)
        and part.subject is None
        and not part.negated
        and part.status in _BATTLE_STATUSES
        for part in parts
    )


_BATTLE_ONLY: Final = frozenset({"band", "choose_opponent"})
"""Effects of a character that take it to be in battle."""
_BATTLE_STATUSES: Final = frozenset(
    {
        Status.ATTACKING,
        Status.BLOCKING,
        Status.BLOCKED,
        Status.UNBLOCKED,
        Status.ALONE,
        Status.IN_BATTLE,
        Status.OPPOSED,
        Status.RESCUING,
    }
)
"""States of the card itself it can be in only in battle (REG: Attacking, Blocking, Alone)."""


def _artifact_missing(effect: Effect, spec: EffectSpec | None, *, manual: bool) -> list[str]:
    """What of an effect on an active Artifact the engine does not follow (REG: Artifact)."""
    if spec is not None and spec.ongoing:
        # it would last while the Artifact stays active (REG: Duration)
        return ["a lasting effect of an active Artifact"]
    trigger = effect.trigger
    if isinstance(trigger, OnEvent) and not manual and trigger.event not in _ARTIFACT_EVENTS:
        return ["a triggered effect of an active Artifact"]
    return []


def _timing_missing(
    effect: Effect,
    *,
    manual: bool = False,
    spec: EffectSpec | None = None,
    card: CardDef | None = None,
) -> list[str]:
    """What of *effect*'s timing the engine does not follow.

    For a manually triggered effect, its "each [phase]" or "while" says when it may be used;
    a duration is carried out by a handler that says so (see :func:`_lasting`).
    """
    found = [] if manual else _trigger_missing(effect.trigger, card, effect.section)
    if card is not None and not manual and _undoes_own_discard(card, effect):
        found.append("a trigger on the card leaving battle that acts on it")
    duration = effect.duration
    if duration is not None and duration.unit is DurationUnit.WHILE:
        if not manual and not _lasting(duration, spec, optional=effect.optional):
            found.append("a duration while a condition holds")
    elif duration is not None and not _lasting(duration, spec):
        found.append("a duration")
    if site_capacity(effect):
        return found  # the Lost Souls it may hold, counted as one is put there
    if effect.for_each is not None:
        found.append("'for each'")
    if (
        effect.actor is not None
        and effect.actor.card is not None
        and not (spec is not None and spec.card_actors)
    ):
        found.append("a card carrying an effect out")
    return found


def _lasting(duration: Duration, spec: EffectSpec | None, *, optional: bool = False) -> bool:
    """Whether *spec*'s handler carries out *duration*, of a kind it names.

    One turn, battle or phase; a number of turns ("for 3 turns"); the rest of the game; or
    "while" a condition holds, for an effect that is not optional (the "while" of an optional
    one says when a player may use it). Not "up to" or "X" turns.
    """
    if spec is None or duration.unit not in spec.durations or duration.variable:
        return False
    if duration.quantifier is not Quantifier.EXACTLY:
        return False
    if duration.unit is DurationUnit.WHILE:
        return duration.until is not None and not optional
    if duration.until is not None or duration.count is None:
        return False
    if duration.unit is DurationUnit.TURN:
        return duration.count >= 1
    return duration.count == 1


def _trigger_missing(
    trigger: Trigger | None, card: CardDef | None = None, section: str = ""
) -> list[str]:
    if isinstance(trigger, OnEvent):
        found = []
        if card is None or not _fired(card, trigger, _section_identities(card, section)):
            found.append(f"trigger {trigger.event.value!r}")
        acting = None if card is None else _section_identities(card, section)
        watched = dominant_watch(acting, trigger) or rescue_watch(acting, trigger)
        watched = watched or _defeat_by_an_opponent(trigger)
        watched = watched or (card is not None and enhancement_watch(card, acting, trigger))
        watched = watched or own_site_play(acting, trigger)
        watched = watched or (card is not None and harm_watch(card, acting, trigger))
        if not watched and (
            trigger.by is not None or trigger.target is not None or trigger.or_events
        ):
            found.append(f"trigger {trigger.event.value!r} with a cause")
        if trigger.attacked is not None:
            found.append(f"trigger {trigger.event.value!r} against a player")
        return found
    if isinstance(trigger, AtMoment):
        return [] if trigger.moment.value in _MOMENTS else [f"moment {trigger.moment.value!r}"]
    return [] if trigger is None else [f"trigger {trigger.kind!r}"]


def _defeat_by_an_opponent(trigger: OnEvent) -> bool:
    """Whether *trigger* is "defeated by an opponent", a cause the engine tells."""
    return (
        trigger.event is Event.DEFEATED
        and trigger.by == BY_AN_OPPONENT
        and trigger.target is None
        and not trigger.or_events
    )


def _fired(card: CardDef, trigger: OnEvent, acting: frozenset[CardType] | None) -> bool:
    """Whether the engine fires *trigger* of *card*'s effect acting as *acting*.

    A Lost Soul's events on itself (:data:`_EVENTS`); an Artifact's own activation; "If
    rescue attempt fails" and "If block is successful" on a character or Enhancement in
    battle; "If this card is
    discarded" on a character that is not territory-class (its ability is active in battle
    only: REG Activate); "If your evil human is discarded from battle" on a Lost Soul, whose
    ability lasts while it is in play (REG: Duration).
    """
    if rescue_watch(acting, trigger) or enhancement_watch(card, acting, trigger):
        return True
    if own_site_play(acting, trigger) or _territory_trigger(card, acting, trigger):
        return True
    if battle_won_watch(acting, trigger):
        return True
    if trigger.event in _EVENTS:
        return about_itself(card, trigger)
    if trigger.event in ENTRY_EVENTS:
        return watched_entry(acting, trigger)
    if dominant_watch(acting, trigger):
        return True
    if trigger.event in _ARTIFACT_EVENTS:
        return (
            acting == frozenset({CardType.ARTIFACT})
            and trigger.subject is None
            and trigger.where is None
            and trigger.phase is None
        )
    if trigger.event in _BATTLE_EVENTS:
        return (
            acting is not None
            and bool(acting)
            and all(identity.is_character or identity.is_enhancement for identity in acting)
            and trigger.subject is None
            and trigger.player is None
            and trigger.where is None
            and trigger.phase is None
            and CardClass.TERRITORY not in card.classes
        )
    if trigger.event is Event.BLOCKED:
        return own_block_watch(card, acting, trigger)
    if trigger.event not in _CHARACTER_EVENTS or trigger.phase is not None or not acting:
        return False
    if about_itself(card, trigger):
        return (
            trigger.where is None
            and all(identity.is_character for identity in acting)
            and CardClass.TERRITORY not in card.classes
        )
    return (
        acting == frozenset({CardType.LOST_SOUL})
        and trigger.subject is not None
        and trigger.subject.ref is None
        and trigger.direction is Direction.FROM
        and trigger.where is not None
        and only_battle(trigger.where)
    )


def own_block_watch(card: CardDef, acting: frozenset[CardType] | None, trigger: OnEvent) -> bool:
    """Whether *trigger* is a character's "If blocked", read by :func:`_blocked_as_trigger`.

    Its ability activated as it entered battle; it fires for the player whose side it is on
    as a block is made against it (REG: Conditional Phrases, Block). Not on a
    territory-class character, whose ability is active in territory too.
    """
    return (
        acting is not None
        and bool(acting)
        and all(identity.is_character for identity in acting)
        and CardClass.TERRITORY not in card.classes
        and trigger == OnEvent(Event.BLOCKED)
    )


def _as_timed(ability: Ability, index: int, *, replacing: bool) -> Effect:
    """Effect *index* as its timing is tested: a replacement without the event it replaces.

    *replacing*: the effect replaces a discard (:func:`replaces_discard`); it is carried
    out in the event's place, not after it (REG: Instead).
    """
    effect = ability.effects[index]
    return evolve(effect, trigger=None) if replacing else effect


def _as_read(ability: Ability, index: int, *, replacing: bool) -> Ability:
    """*ability* as effect *index* is tested: a replacement that fires once counts its use.

    "The first time Tabitha is about to be discarded": the engine notes the replacement
    carried out, and it replaces no discard after (:func:`replaces_discard`). "If an
    opponent's ability harms your O.T. human": the engine tests the cause as it replaces
    the harm (:func:`replaces_harm`).
    """
    effect = ability.effects[index]
    trigger = effect.trigger
    if not (replacing and isinstance(trigger, OnEvent) and (trigger.once or trigger.by)):
        return ability
    effects = list(ability.effects)
    # "an opponent's ability harms": a cause the engine tests as it replaces the harm
    effects[index] = evolve(effect, trigger=evolve(trigger, once=False, by=None))
    return evolve(ability, effects=tuple(effects))


def replaces_discard(card: CardDef, ability: Ability, index: int) -> bool:
    """Whether effect *index* of *card* is a triggered "instead" on a discard it replaces.

    Or on a defeat of the card itself (:func:`replaces_defeat`).

    "If your demon is discarded, underdeck it instead" (Wandering Spirit): when a card the
    trigger names is about to be discarded, the replacing effect is carried out on it in
    the discard's place, and the discard never happens (REG: Instead). Followed when the
    card bearing it is a character whose ability is active in battle (not territory-class:
    REG Activate), the replacement names no condition, duration or cost, and moves the card
    itself (:data:`DISCARD_REPLACEMENTS`); the trigger names the card itself or a description
    of the cards watched, with no cause, place or phase. "The first time Tabitha is about to
    be discarded, return her to owner's territory instead": once a game. "If this card is
    discarded, you may withdraw it instead" (Alexander the Great): its controller is asked
    before the discard happens, and the discard waits for the answer.
    """
    if fortress_holds(card, ability, index) or replaces_harm(card, ability, index):
        return True
    effect = ability.effects[index]
    trigger = effect.trigger
    if (
        not isinstance(trigger, OnEvent)
        or trigger.event not in (Event.DISCARDED, Event.DEFEATED)
        or effect.kind not in DISCARD_REPLACEMENTS | {"capture"}
        or CardClass.TERRITORY in card.classes
    ):
        return False
    acting = _section_identities(card, effect.section)
    target = getattr(effect, "target", None)
    itself = about_itself(card, trigger)
    subject = trigger.subject
    if trigger.event is Event.DEFEATED and not itself:
        return False  # a defeat of the card itself (see :func:`replaces_defeat`)
    if effect.kind == "capture":
        # "capture this card to opponent instead", "capture it to opponent's Land of Bondage
        # instead": to the opponent the card's controller fights (REG: Capture)
        if getattr(effect, "destination", None) not in _TO_OPPONENT:
            return False
        effect = attrs.evolve(cast("Capture", effect), destination=None)
    return (
        bool(acting)
        and acting is not None
        and all(identity.is_character for identity in acting)
        and _bare_instead(ability, index)
        and trigger == OnEvent(event=trigger.event, subject=subject, once=trigger.once)
        and not unsupported_in(subject)
        and isinstance(target, Selector)
        and (target.ref is Ref.IT or (itself and target.ref in (Ref.THIS_CARD, Ref.SELF)))
        and target == Selector(count=target.count, ref=target.ref)
        and (
            itself
            or (
                subject is not None
                and subject.ref is None
                and not subject.locations
                and not subject.parts
                and subject.count == Count(Quantifier.EXACTLY, 1)
            )
        )
    )


def _bare_instead(ability: Ability, index: int, *, limited: bool = False) -> bool:
    """Whether effect *index* is a replacement and nothing more: "..., hold it here instead".

    Its one modifier an "instead" with no condition; no actor, condition, duration, cost or
    "for each" of its own; a sentence of its own, no effect joined to it after. *limited*:
    a usage limit may come before the "instead" ("Once per turn, ... instead":
    :func:`replacement_limit`).
    """
    effect = ability.effects[index]
    modifiers = effect.modifiers
    if limited and len(modifiers) == 2 and replacement_limit(effect) is modifiers[0]:
        modifiers = modifiers[1:]
    return (
        len(modifiers) == 1
        and isinstance(modifiers[0], Instead)
        and modifiers[0].condition is None
        and effect.actor is None
        and effect.condition is None
        and effect.duration is None
        and not effect.cost
        and effect.link is Link.NONE
        and effect.for_each is None
        and (index + 1 == len(ability.effects) or ability.effects[index + 1].link is Link.NONE)
    )


def fortress_holds(card: CardDef, ability: Ability, index: int) -> bool:
    """Whether effect *index* of *card* is a Fortress's hold in the place of a discard or capture.

    "If your demon is discarded or captured, you may hold it here instead" (Tartaros): as a
    character its controller controls that fits the words is about to be discarded (or
    captured), from the playing surface, the character goes onto the Fortress, held by it
    (REG: Hold, Instead), and the discard (the capture) never happens. A Fortress's ability
    lasts while it stays where it was played (REG: Duration), so it watches from there. The
    hold names the card the trigger names ("it") and no other, with no condition, cost or
    duration of its own; the trigger a discard, a capture or both, of "your" cards described
    by kind alone, by no cause, place or phase.
    """
    effect = ability.effects[index]
    trigger = effect.trigger
    if not isinstance(effect, Hold) or not isinstance(trigger, OnEvent):
        return False
    subject = trigger.subject
    target = effect.target
    events = {trigger.event, *trigger.or_events}
    return (
        _section_identities(card, effect.section) == _FORTRESS
        and events <= _HELD_INSTEAD
        and len(events) == 1 + len(trigger.or_events)
        and trigger == OnEvent(event=trigger.event, subject=subject, or_events=trigger.or_events)
        and _yours_by_kind(subject)
        and _bare_instead(ability, index)
        and target == Selector(count=target.count, ref=Ref.IT)
    )


def replaces_harm(card: CardDef, ability: Ability, index: int) -> bool:
    """Whether effect *index* of *card* is an "instead" in the place of harm to a character.

    "If this card is harmed or defeated, you may topdeck it instead" (Men of Judah [RR2]),
    "If your Daniel Hero is harmed, you may topdeck it instead" (Michael, the Guardian), "If
    your angel is harmed or defeated, you may hold it here instead" (Chamber of Angels
    (GoC)), "Once per turn, if an opponent's ability harms your O.T. human, you may hold it
    here instead" (City of Refuge (PoC)). A card is harmed as an ability on a card of the
    opposite alignment, or on a neutral card another player controls, targets it (REG:
    Harm); the replacing effect is carried out on it then, and the harming effect passes it
    by (REG: Instead). Its defeat, where the trigger names it too, is replaced as
    :func:`replaces_defeat` tells: a Fortress's replaces the defeat of the characters its
    words describe, a character's own effect its own. Followed when the card bearing it is
    a character active in battle (not territory-class) whose effect moves the harmed card
    itself (:data:`DISCARD_REPLACEMENTS`), or a Fortress holding it or sending it to its
    owner's Reserve or hand ("If your Job is harmed or defeated by an opponent, you may
    bounce him instead"); the trigger names the card itself or "your" characters by kind
    alone, the cause only as "an opponent" or "an opponent's ability", with no place or
    phase; at most a usage limit ("Once per turn") beside the "instead".
    """
    effect = ability.effects[index]
    trigger = effect.trigger
    if not isinstance(trigger, OnEvent):
        return False
    events = {trigger.event, *trigger.or_events}
    by = trigger.by
    if (
        Event.HARMED not in events
        or not events <= _HARM_OR_DEFEAT
        or len(events) != 1 + len(trigger.or_events)
        or (by is not None and not _an_opponents(by))
    ):
        return False
    subject = trigger.subject
    if trigger != OnEvent(event=trigger.event, subject=subject, by=by, or_events=trigger.or_events):
        return False
    target = getattr(effect, "target", None)
    if (
        not isinstance(target, Selector)
        or target != Selector(count=target.count, ref=target.ref)
        or not _bare_instead(ability, index, limited=True)
    ):
        return False
    acting = _section_identities(card, effect.section)
    if acting == _FORTRESS:
        return (
            effect.kind in _FORTRESS_REPLACEMENTS
            and target.ref is Ref.IT
            and _yours_by_kind(subject)
        )
    itself = about_itself(card, trigger)
    return (
        bool(acting)
        and acting is not None
        and all(identity.is_character for identity in acting)
        and CardClass.TERRITORY not in card.classes
        and effect.kind in DISCARD_REPLACEMENTS
        and (target.ref is Ref.IT or (itself and target.ref in (Ref.THIS_CARD, Ref.SELF)))
        and (itself or _yours_by_kind(subject))
    )


def replacement_limit(effect: Effect) -> Limit | None:
    """The usage limit of a replacement: "Once per turn, if ... harms ..., ... instead".

    A count of uses in a turn or a game, of the card's title for its controller (REG:
    Limit), with nothing more to it; None if there is none, or one the engine does not keep.
    """
    first = effect.modifiers[0] if effect.modifiers else None
    if (
        isinstance(first, Limit)
        and first.times is not None
        and first.per in ("turn", "game")
        and first == Limit(span=first.span, section=first.section, times=first.times, per=first.per)
    ):
        return first
    return None


def _an_opponents(by: Selector) -> bool:
    """Whether *by* is "an opponent" or "an opponent's ability" as what harms (REG: Harm)."""
    return (
        by.owner in (Player.OPPONENT, Player.OPPONENTS)
        and by.types in ((), (ABILITY,))
        and by == Selector(count=by.count, owner=by.owner, types=by.types)
    )


_HARM_OR_DEFEAT: Final = frozenset({Event.HARMED, Event.DEFEATED})
_FORTRESS_REPLACEMENTS: Final = frozenset({"hold", "reserve", "bounce"})
"""What a Fortress does with a character in the place of its harm or defeat: holds it, or
sends it to its owner's Reserve or hand (REG: Hold, Reserve, Bounce)."""

_HELD_INSTEAD: Final = frozenset({Event.DISCARDED, Event.CAPTURED})
"""The events a Fortress's "hold it here instead" replaces (:func:`fortress_holds`)."""


def replaces_defeat(card: CardDef, ability: Ability, index: int) -> bool:
    """Whether effect *index* of *card* is a triggered "instead" on the card's own defeat.

    "If this card is defeated, you may topdeck it instead" (Peter's Mother-In-law), "If
    defeated, capture this card to opponent instead" (Assyrian Survivor): the defeat (REG:
    Defeat: removed from battle by an ability, discarded by the numbers, a Hero in a
    stalemate) never happens, and the card goes where the new effect sends it (REG:
    Instead). The rest as :func:`replaces_discard`.
    """
    trigger = ability.effects[index].trigger
    return (
        isinstance(trigger, OnEvent)
        and trigger.event is Event.DEFEATED
        and replaces_discard(card, ability, index)
    )


_TO_OPPONENT: Final = (
    Location(TargetZone.PLAY, Player.OPPONENT),
    Location(TargetZone.LAND_OF_BONDAGE, Player.OPPONENT),
)
"""Where "capture this card to opponent ['s Land of Bondage]" sends it."""

DISCARD_REPLACEMENTS: Final = frozenset({"underdeck", "topdeck", "withdraw"})
"""The effects that may replace a discard: to the bottom or the top of its owner's deck
(REG: Topdeck and Underdeck), or, for a character in battle, back to its owner's territory
(REG: Withdraw); a withdraw cannot be completed on a card out of battle, which is discarded
(REG: Instead)."""


def _undoes_own_discard(card: CardDef, effect: Effect) -> bool:
    """Whether *effect*, fired as *card* is discarded or captured, acts on the card itself.

    "If Naaman is discarded, heal and convert him": healing a character being discarded
    keeps the discard from completing (REG: Heal), an implied instead the engine does not
    follow; a trigger on the completed discard would heal a card in the discard pile.
    """
    trigger = effect.trigger
    if not isinstance(trigger, OnEvent) or trigger.event not in _CHARACTER_EVENTS:
        return False
    if not about_itself(card, trigger):
        return False
    target = getattr(effect, "target", None)
    if effect.kind == "heal" or not isinstance(target, Selector):
        return effect.kind == "heal"
    # "it" opening the sentence is the card the trigger names; after "search ... for
    # Athaliah and", the card found
    return target.ref in (Ref.THIS_CARD, Ref.SELF) or (
        target.ref is Ref.IT and effect.link is Link.NONE
    )


def about_itself(card: CardDef, trigger: OnEvent) -> bool:
    """Whether *trigger* is an event on *card* itself.

    "this card", "this Lost Soul", or the card's own name where no other card could bear it:
    "If King Ahaziah is discarded" on King Ahaziah: a character naming the person it is
    (REG: Targeting Cards by Name and Self-Targeting); not a generic card's name ("If
    Jackals is discarded"), which could be any card of that name.
    """
    subject = trigger.subject
    if subject is None or subject.ref in (Ref.THIS_CARD, Ref.SELF):
        return True
    return (
        card.is_unique
        and subject.names == (card.title,)
        and subject == Selector(count=subject.count, names=subject.names)
    )


def _counted_uses(modifier: Modifier) -> bool:
    """Whether *modifier* limits how often the ability is used ("Limit twice per game")."""
    return isinstance(modifier, Limit) and bool(modifier.per) and modifier.times is not None


def _artifact_alone(card: CardDef) -> bool:
    """Whether *card* is an Artifact and nothing else.

    Its uses limited with no timeframe ("Limit twice") count until it leaves play, and it is
    discarded after the last (REG: Limit): Artifacts are unique, so a player's count is that
    of the one copy they control.
    """
    return tuple(card.identities) == (CardType.ARTIFACT,)


def _modifier_missing(modifier: Modifier, card: CardDef) -> list[str]:
    """What in *modifier*, printed on *card*, the engine cannot follow.

    A shield of the card's own abilities is read with the card as its source, so the X it
    names ("Cannot be negated if X is 4 or greater", "by an evil card of */X or less") is the
    X the card defines (REG: Numbers).
    """
    if isinstance(modifier, _SHIELDS):
        if modifier.effects:
            return [f"modifier {modifier.kind!r} narrowed to some effects"]
        if modifier.this_turn:
            return [f"modifier {modifier.kind!r} lasting the turn"]
        found = unsupported_in((modifier.by, modifier.cards, modifier.condition))
        if modifier.cards is None and card_variable(card) is not None:
            found = [each for each in found if each != UNDEFINED_X]
        return found
    if isinstance(modifier, Limit):
        if modifier.per_player:
            return [f"limit per {modifier.per} per player"]
        if modifier.times is None or modifier.cards is not None:
            return [f"limit per {modifier.per or 'use'}"]
        if modifier.per in _LIMITS or (modifier.per == UNTIL_RESET and _artifact_alone(card)):
            return []
        if modifier.per == UNTIL_RESET:
            return ["a usage limit with no timeframe on a card other than an Artifact"]
        return [f"limit per {modifier.per or 'use'}"]
    if (
        isinstance(modifier, Regardless)
        and modifier.of in PROTECTIONS_OVERRIDDEN
        and modifier.cards is None
    ):
        # this card's own effects may target protected cards
        return unsupported_in(modifier.condition)
    if _grants_regardless(modifier):
        assert isinstance(modifier, Regardless)  # noqa: S101 - narrowed by the test
        return unsupported_in((modifier.condition, _used(modifier.cards)))
    return [f"modifier {modifier.kind!r}"]


def _plays_any_brigade(effect: Effect) -> bool:
    """Whether *effect*'s "regardless of brigade" is followed.

    A play an Enhancement's lets it go on a character of another brigade. In a use other
    Enhancements ability it says again what the ability does, and is no modifier (REG:
    Regardless, Clarifications).
    """
    return effect.kind in ("play", "use_other_enhancements")


def _granting(card: CardDef, ability: Ability, kinds: frozenset[str]) -> list[Regardless]:
    """The modifiers of *ability* that make other cards' abilities regardless of protection."""
    return [
        modifier
        for modifier in ability.modifiers
        if isinstance(modifier, Regardless)
        and _grants_others_regardless(card, ability, modifier, kinds)
    ]


def _grants_others_regardless(
    card: CardDef, ability: Ability, modifier: Modifier, kinds: frozenset[str]
) -> bool:
    """Whether *modifier* makes abilities of other cards regardless of protect abilities.

    "Evil capture abilities are regardless of protect abilities", "Discard abilities on evil
    cards are ...", "O.T. Enhancements are ...", on a character, with no condition and no
    words after ("... this turn"): effects of the kinds named on cards of the description
    named, or the whole ability of Enhancements of the description named (REG: Regardless).
    """
    if (
        not isinstance(modifier, Regardless)
        or modifier.of not in PROTECTIONS_OVERRIDDEN
        or modifier.condition is not None
        or modifier.cards is None
        or modifier.cards.used_by is not None
        or not all(kind in _CHARACTERS for kind in card.identities)
    ):
        return False
    words = ability.text[modifier.span.start : modifier.span.end].rstrip(" .").lower()
    if not words.endswith(("abilities", "protection", "immunity")):
        return False
    cards = modifier.cards
    bare = Selector(count=cards.count)
    if cards.types == ("Enhancement",):
        plain = evolve(cards, types=(), alignment=None, identifiers=(), brigades=()) == bare
        return plain and not unsupported_in(cards)
    if cards.types != ("ability",) or not cards.abilities or not set(cards.abilities) <= kinds:
        return False
    bearer = evolve(cards, types=(), abilities=(), locations=())
    if evolve(bearer, alignment=None) != bare or unsupported_in(bearer):
        return False
    return all(
        loc.zone is TargetZone.ON_CARD
        and loc.card is not None
        and loc.owner is None
        and evolve(loc.card, types=(), alignment=None) == Selector(count=loc.card.count)
        and set(loc.card.types) <= {"card"}
        for loc in cards.locations
    )


_CHARACTERS: Final = frozenset({CardType.HERO, CardType.EVIL_CHARACTER})
"""The identities whose abilities activate as they enter battle."""


def _grants_regardless(modifier: Modifier) -> bool:
    """Whether *modifier* covers the Enhancements the card's character uses (REG: Regardless).

    "O.T. Enhancements used by this Hero are regardless of protect abilities."
    """
    if not isinstance(modifier, Regardless) or modifier.of not in PROTECTIONS_OVERRIDDEN:
        return False
    cards = modifier.cards
    return (
        cards is not None
        and cards.types == ("Enhancement",)
        and not cards.locations
        and not cards.abilities
        and not cards.parts
        and cards.used_by is not None
        and cards.used_by.ref is Ref.THIS_CARD
    )


def _used(cards: Selector | None) -> Selector | None:
    """*cards* without their "used by this card", which the engine reads off the battle."""
    return None if cards is None else evolve(cards, used_by=None)


def _depends_on_game(modifier: ShieldModifier) -> bool:
    return (
        modifier.condition is not None
        or modifier.by is not None
        or modifier.cards is not None
        or bool(modifier.effects)
    )


SHIELD_CODES: Final[dict[type[Modifier], str]] = {
    CannotBeNegated: "cbn",
    CannotBePrevented: "cbp",
    CannotBeInterrupted: "cbi",
}
"""The code of each shield modifier in an activation's ``shield``."""
_SHIELDS: Final = (CannotBeNegated, CannotBePrevented, CannotBeInterrupted)
"""The same classes as a tuple, for ``isinstance`` (the type checker narrows on it)."""
