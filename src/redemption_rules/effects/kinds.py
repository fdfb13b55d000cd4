"""The effects of the REG Effect Listing, one frozen record each.

Each record's ``kind`` is the entry's name in lower snake case, aliases folded ("remove from
the game" is ``banish``, "return to hand" is ``bounce``). Targets are :class:`Selector`
records; the fields every effect shares (span, optional, actor, condition, modifiers, ...)
come from :class:`~redemption_rules.effects.model.Effect`.

>>> from redemption_rules.effects.targets import Selector
>>> Negate(Selector(types=("Evil Character",))).kind
'negate'
"""

from __future__ import annotations

from typing import ClassVar

from attrs import evolve, frozen

from redemption_rules.cards.model import Stat
from redemption_rules.effects.model import Ability, Effect, Link
from redemption_rules.effects.targets import (
    ONE,
    Condition,
    Count,
    Location,
    Player,
    Position,
    Ref,
    Selector,
    Zone,
)

__all__ = [
    "EFFECT_CLASSES",
    "EMPTY",
    "THIS_CARD",
    "ActivateAbility",
    "ActivateArtifact",
    "AddToBattle",
    "Band",
    "Banish",
    "BeginNewPhase",
    "Bounce",
    "Capture",
    "ChangeHandSize",
    "ChooseOpponent",
    "Convert",
    "Copy",
    "CreateToken",
    "Deactivate",
    "Decrease",
    "Discard",
    "Disease",
    "Draw",
    "EndBattle",
    "Equip",
    "Exchange",
    "FirstStrike",
    "Gain",
    "Give",
    "Heal",
    "Hold",
    "Ignore",
    "Immune",
    "Increase",
    "Interrupt",
    "Look",
    "NameCard",
    "Negate",
    "Numbers",
    "Paralyze",
    "Place",
    "Play",
    "Poison",
    "Present",
    "Prevent",
    "Protect",
    "Redirect",
    "Release",
    "Repeat",
    "Rescue",
    "Reserve",
    "Restrict",
    "Resurrect",
    "Reveal",
    "Rule",
    "Search",
    "Select",
    "SelectOptions",
    "SetAside",
    "SetNumbers",
    "Shuffle",
    "SideBattle",
    "SiteAccess",
    "Skip",
    "Take",
    "Taunt",
    "Topdeck",
    "Toss",
    "Transfer",
    "Underdeck",
    "UseOtherEnhancements",
    "Withdraw",
]

EMPTY = Selector()
"""A selector that names nothing in particular: the card or holder the ability is about."""
THIS_CARD = Selector(ref=Ref.THIS_CARD)
"""The card the ability is on."""


@frozen
class Numbers:
    """A strength/toughness pair as printed in an effect: ``2/2``, ``0/X``, ``*/0``.

    >>> Numbers(Stat(2), Stat(2))
    Numbers(strength=Stat(value=2, variable=''), toughness=Stat(value=2, variable=''))
    """

    strength: Stat
    toughness: Stat


@frozen
class ActivateAbility(Effect):
    """Activate an ability at a time it could not normally activate (REG: Activate an Ability)."""

    kind: ClassVar[str] = "activate_ability"
    target: Selector = THIS_CARD
    """The card whose ability is activated."""


@frozen
class ActivateArtifact(Effect):
    """Turn an Artifact face up outside the usual time (REG: Activate an Artifact)."""

    kind: ClassVar[str] = "activate_artifact"
    target: Selector
    destination: Location | None = None
    """Where the cards go, when the text says."""


@frozen
class AddToBattle(Effect):
    """Move cards into the current battle (REG: Add to Battle)."""

    kind: ClassVar[str] = "add_to_battle"
    target: Selector


@frozen
class Band(Effect):
    """Bring a character into battle beside one already there (REG: Band)."""

    kind: ClassVar[str] = "band"
    target: Selector
    """The character banded to."""


@frozen
class Banish(Effect):
    """Remove cards from the game: to the banish pile (REG: Banish)."""

    kind: ClassVar[str] = "banish"
    target: Selector


@frozen
class BeginNewPhase(Effect):
    """Restart the phase or return to an earlier one (REG: Begin a New Phase)."""

    kind: ClassVar[str] = "begin_new_phase"
    phase: str
    """``"battle"``, ``"turn"``, ``"rescue_attempt"``, ``"battle_phase"``..."""
    resumes: bool = False
    """Whether the turn resumes where it was afterwards."""


@frozen
class Bounce(Effect):
    """Return cards to their owners' hands (REG: Bounce)."""

    kind: ClassVar[str] = "bounce"
    target: Selector


@frozen
class Capture(Effect):
    """Take a character prisoner (REG: Capture)."""

    kind: ClassVar[str] = "capture"
    target: Selector
    destination: Location | None = None
    """Where the cards go, when the text says."""


@frozen
class ChangeHandSize(Effect):
    """Change a player's maximum hand size (REG: Change Hand Size)."""

    kind: ClassVar[str] = "change_hand_size"
    player: Player = Player.YOU
    amount: int = 0
    """The change: positive to increase, negative to decrease."""
    set_to: int | None = None
    """The new maximum, for a set."""


@frozen
class ChooseOpponent(Effect):
    """Choose the character the opponent uses in battle (REG: Choose Opponent)."""

    kind: ClassVar[str] = "choose_opponent"
    target: Selector
    """The character chosen."""
    role: str = "blocker"
    """What it is chosen to do: ``"blocker"``, ``"rescuer"``, ``"attacker"``."""


@frozen
class Convert(Effect):
    """Change a card's alignment, type or brigade (REG: Convert)."""

    kind: ClassVar[str] = "convert"
    target: Selector
    into: Selector | None = None
    """What it becomes: "to a Crimson evil character"."""


@frozen
class Copy(Effect):
    """Copy a card or its special ability (REG: Copy)."""

    kind: ClassVar[str] = "copy"
    target: Selector
    ability_only: bool = False
    """Whether only the special ability is copied."""


@frozen
class CreateToken(Effect):
    """Create a token (REG: Create a Token)."""

    kind: ClassVar[str] = "create_token"
    token: Selector
    """The token's description."""
    destination: Location | None = None
    """Where the cards go, when the text says."""


@frozen
class Deactivate(Effect):
    """Turn an active Artifact face down again (REG: Activate an Artifact)."""

    kind: ClassVar[str] = "deactivate"
    target: Selector


@frozen
class Decrease(Effect):
    """Lower strength and toughness (REG: Increase and Decrease)."""

    kind: ClassVar[str] = "decrease"
    target: Selector
    amount: Numbers
    """The change, as printed: "0/2"."""
    alternative: Numbers | None = None
    """The change instead when ``alternative_condition`` holds: "Decrease all Evil
    Characters 6/6 (or 12/12 if used by an Exodus Hero)"."""
    alternative_condition: Condition | None = None


@frozen
class Discard(Effect):
    """Put cards into their owners' discard piles (REG: Discard)."""

    kind: ClassVar[str] = "discard"
    target: Selector


@frozen
class Disease(Effect):
    """Disease a card (REG: Poison and Disease)."""

    kind: ClassVar[str] = "disease"
    target: Selector


@frozen
class Draw(Effect):
    """Draw cards from the top of a deck (REG: Draw)."""

    kind: ClassVar[str] = "draw"
    count: Count
    """How many cards."""
    player: Player | None = None
    """Who draws, when not the user."""
    position: Position = Position.TOP
    """"from the bottom of deck"."""
    alternative: Count | None = None
    """The number drawn instead when ``alternative_condition`` holds: "Draw 1 (or 2 if ...)"."""
    alternative_condition: Condition | None = None


@frozen
class EndBattle(Effect):
    """End the battle: resolution starts (REG: End the Battle)."""

    kind: ClassVar[str] = "end_battle"
    outcome: str = ""
    """How it ends, when stated: ``"stalemate"``; ``"rescue_fails"`` or
    ``"rescue_succeeds"`` for "or rescue attempt fails", "or rescue is successful" (the
    rescue attempt ends lost or won)."""


@frozen
class Equip(Effect):
    """Put a weapon on a character (REG: Equip)."""

    kind: ClassVar[str] = "equip"
    target: Selector
    """The weapon."""
    bearer: Selector | None = None
    """The character it goes on."""


@frozen
class Exchange(Effect):
    """Swap cards between locations (REG: Exchange)."""

    kind: ClassVar[str] = "exchange"
    target: Selector
    other: Selector | None = None
    """What they are exchanged with."""


@frozen
class FirstStrike(Effect):
    """Give a side first strike (REG: First Strike)."""

    kind: ClassVar[str] = "first_strike"
    target: Selector = EMPTY


@frozen
class Gain(Effect):
    """Add abilities, identifiers or brigades (REG: Gain)."""

    kind: ClassVar[str] = "gain"
    target: Selector
    gained: Selector
    """What is gained, as a description (identifiers, brigades); ``types == ("ability",)``
    with ``ability`` for a special ability printed in quotes."""
    ability: Ability | None = None
    """The special ability gained: 'Hero gains the ability "May band to a demon."', read
    as any ability text."""


@frozen
class Give(Effect):
    """Give cards you control to another player (REG: Take and Give)."""

    kind: ClassVar[str] = "give"
    target: Selector
    recipient: Player = Player.OPPONENT
    destination: Location | None = None
    """Where the cards go, when the text says."""


@frozen
class Heal(Effect):
    """End poison, disease, paralysis or a discard (REG: Heal)."""

    kind: ClassVar[str] = "heal"
    target: Selector


@frozen
class Hold(Effect):
    """Put cards on the holding card (REG: Hold)."""

    kind: ClassVar[str] = "hold"
    target: Selector

    @property
    def site_capacity(self) -> bool:
        """Whether this is "This Site may hold one Lost Soul for each Babylonian Site in play".

        A Site's hold of Lost Souls, as many as there are cards in play of a description:
        the most its controller may put there (REG: Hold: a hold effect allows a player to
        put qualifying cards on the card when it is not at its maximum capacity). It names
        no other way to put them there, nor to take them off: Lost Souls go into the Site
        as into any Site, in the Preparation Phase, and leave it as they leave any.
        """
        actor = self.actor
        for_each = self.for_each
        return (
            actor is not None
            and actor.player is None
            and actor.having is None
            and actor.card == _THIS_SITE
            and self.target == _A_LOST_SOUL
            and for_each is not None
            and for_each.count == ONE
            and for_each.ref is None
            and for_each.locations == (Location(Zone.PLAY),)
            and self.trigger is None
            and self.condition is None
            and not self.modifiers
            and not self.cost
            and self.link is Link.NONE
            and self.option == 0
        )


_THIS_SITE = Selector(count=ONE, types=("Site",), ref=Ref.THIS_CARD)
""""This Site": the card whose ability it is."""
_A_LOST_SOUL = Selector(count=ONE, types=("Lost Soul",))


@frozen
class Ignore(Effect):
    """Characters that cannot block or be blocked by others: an ignore (REG: Withdraw)."""

    kind: ClassVar[str] = "ignore"
    target: Selector
    ignored: Selector
    """What is ignored."""


@frozen
class Immune(Effect):
    """Shield cards from cards or abilities: "is immune to" (REG: Immune and Protect)."""

    kind: ClassVar[str] = "immune"
    target: Selector
    source: Selector
    """What it is immune to."""


@frozen
class Increase(Effect):
    """Raise strength and toughness (REG: Increase and Decrease)."""

    kind: ClassVar[str] = "increase"
    target: Selector
    amount: Numbers
    """The change, as printed: "2/2"."""
    alternative: Numbers | None = None
    """The change instead when ``alternative_condition`` holds: "(or 4/4 if ...)"."""
    alternative_condition: Condition | None = None


@frozen
class Interrupt(Effect):
    """Interrupt abilities (REG: Interrupt)."""

    kind: ClassVar[str] = "interrupt"
    target: Selector | None = None
    """What is interrupted; ``None`` with ``battle``."""
    battle: bool = False
    """"Interrupt the battle"."""


@frozen
class Look(Effect):
    """Look at hidden cards (REG: Look)."""

    kind: ClassVar[str] = "look"
    target: Selector


@frozen
class NameCard(Effect):
    """Name a card: it stands for "the named Hero" in the rest of the ability (REG: Name)."""

    kind: ClassVar[str] = "name_card"
    target: Selector
    """What may be named: "a Hero", "a card (except a Lost Soul card)"."""


@frozen
class Negate(Effect):
    """Negate abilities (REG: Negate)."""

    kind: ClassVar[str] = "negate"
    target: Selector
    """The cards whose abilities are negated (or the abilities)."""


@frozen
class Paralyze(Effect):
    """Paralyze characters (REG: Paralyze)."""

    kind: ClassVar[str] = "paralyze"
    target: Selector


@frozen
class Place(Effect):
    """Move a card to a place without playing it (REG: Place)."""

    kind: ClassVar[str] = "place"
    target: Selector = THIS_CARD
    """The card placed (this card unless stated)."""
    destination: Location | None = None
    """Where the cards go, when the text says."""
    face_down: bool = False
    """"place it face down on an occupied Site": the card is placed face down."""

    @property
    def on_a_soul(self) -> bool:
        """Whether this is "Place this card on a Lost Soul" (REG: Place).

        The card itself, face up, on any one Lost Soul.
        """
        destination = self.destination
        return (
            destination is not None
            and not self.face_down
            and self.target.ref is Ref.THIS_CARD
            and destination.zone is Zone.ON_CARD
            and destination.owner is None
            and destination.position is None
            and destination.card == Selector(count=ONE, types=("Lost Soul",))
        )

    @property
    def on_a_character(self) -> bool:
        """Whether this is "Place on a Hero", "Place on your clay or purple Hero" (REG: Place).

        The card itself, face up, on any one character in play the words describe by what
        it is and whose alone (see :func:`_a_character`).
        """
        destination = self.destination
        bearer = None if destination is None else destination.card
        return (
            destination is not None
            and bearer is not None
            and not self.face_down
            and self.target.ref is Ref.THIS_CARD
            and destination.zone is Zone.ON_CARD
            and destination.owner is None
            and destination.position is None
            and bearer.count == ONE
            and all(map(_a_character, bearer.parts or (bearer,)))
            and (not bearer.parts or evolve(bearer, parts=(), join=None) == Selector(count=ONE))
        )

    @property
    def in_own_site(self) -> bool:
        """Whether this is "put a Lost Soul in your unoccupied Site" (REG: Site, Occupied).

        Any one Lost Soul in play, into one Site of the player carrying it out that holds
        no Lost Soul ("your Site": one with room for it, as its hold effect may say).
        """
        destination = self.destination
        site = None if destination is None else destination.card
        return (
            destination is not None
            and site is not None
            and not self.face_down
            and destination.zone is Zone.ON_CARD
            and destination.owner is None
            and destination.position is None
            and site.qualifiers in ((), (UNOCCUPIED,))
            and evolve(site, qualifiers=()) == _YOUR_SITE
            and self.target == Selector(count=ONE, types=("Lost Soul",))
        )


def _a_character(part: Selector) -> bool:
    """Whether *part* names one character by what it is, and whose, alone.

    "your clay Hero", "a Hero", "your human Evil Character", "a good human prophet",
    "Abraham": a Hero or Evil Character, or a card named or of identifiers (the place
    offers only characters); by its alignment, brigades, identifiers or name. Or "that
    Hero", "it": the card named before.
    """
    if part.ref in (Ref.THAT, Ref.IT):  # "Place this card on that Hero": the one just named
        return part.count == ONE and evolve(part, types=(), ref=None) == Selector(count=ONE)
    bare = evolve(part, types=(), brigades=(), owner=None, alignment=None, identifiers=(), names=())
    return (
        part.count == ONE
        and (
            part.types in (("Hero",), ("Evil Character",))
            or (not part.types and bool(part.identifiers or part.names))
        )
        and part.owner in (None, Player.YOU)
        and bare == Selector(count=ONE)
    )


UNOCCUPIED = "unoccupied"
"""The qualifier of a Site that holds no Lost Soul (REG: Occupied)."""
_YOUR_SITE = Selector(count=ONE, owner=Player.YOU, types=("Site",))
"""The Site of "your unoccupied Site"."""


@frozen
class Play(Effect):
    """Play a card outside the usual time (REG: Play an Enhancement)."""

    kind: ClassVar[str] = "play"
    target: Selector
    destination: Location | None = None
    """Where the cards go, when the text says."""


@frozen
class Poison(Effect):
    """Poison a card (REG: Poison and Disease)."""

    kind: ClassVar[str] = "poison"
    target: Selector


@frozen
class Present(Effect):
    """Put a character into an empty side of battle (REG: Present)."""

    kind: ClassVar[str] = "present"
    target: Selector


@frozen
class Prevent(Effect):
    """Stop abilities from activating (REG: Prevent)."""

    kind: ClassVar[str] = "prevent"
    target: Selector


@frozen
class Protect(Effect):
    """Shield cards from cards or abilities (REG: Immune and Protect)."""

    kind: ClassVar[str] = "protect"
    target: Selector = EMPTY
    source: Selector | None = None
    """What they are protected from."""


@frozen
class Redirect(Effect):
    """Change who carries out an ability or who benefits from numbers (REG: Redirect)."""

    kind: ClassVar[str] = "redirect"
    target: Selector


@frozen
class Release(Effect):
    """Release captured or held cards (REG: Release)."""

    kind: ClassVar[str] = "release"
    target: Selector
    destination: Location | None = None
    """Where the cards go, when the text says."""


@frozen
class Repeat(Effect):
    """Repeat the abilities before it (REG: Repeat)."""

    kind: ClassVar[str] = "repeat"
    times: int = 1
    """The repetitions after the first activation: "repeat 3 times" acts 4 times in all, and
    "do this twice" is 1 (REG: Repeat); with ``optional`` ("up to"), at most this many."""


@frozen
class Rescue(Effect):
    """Rescue Lost Souls or humans (REG: Rescue)."""

    kind: ClassVar[str] = "rescue"
    target: Selector


@frozen
class Reserve(Effect):
    """Put cards into their owners' Reserves (REG: Reserve)."""

    kind: ClassVar[str] = "reserve"
    target: Selector


@frozen
class Restrict(Effect):
    """Keep players from a normal action (REG: Restrict)."""

    kind: ClassVar[str] = "restrict"
    action: str
    """The action barred: ``"rescue_attempt"``, ``"draw"``, ``"play"``..."""
    player: Player | None = None
    """Who is restricted."""
    target: Selector | None = None
    """The cards the action concerns ("play evil Dominants")."""


@frozen
class Resurrect(Effect):
    """Return cards from a discard pile to territory (REG: Resurrect)."""

    kind: ClassVar[str] = "resurrect"
    target: Selector


@frozen
class Reveal(Effect):
    """Reveal hidden cards (REG: Reveal)."""

    kind: ClassVar[str] = "reveal"
    target: Selector
    until: Selector | None = None
    """"Reveal cards from the top of draw pile until 3 evil Enhancements are revealed":
    the cards that, once revealed, end the revealing; ``None`` for the cards ``target``
    names."""


@frozen
class Rule(Effect):
    """Rules text: how the card is played, not an effect it has (REG: Special Ability).

    "Use as an Enhancement or an Artifact", "Battle is determined by the numbers".
    """

    kind: ClassVar[str] = "rule"
    rule: str
    """Which rule: ``"use_as"`` (the card may be used as each of ``target``'s types),
    ``"by_numbers"`` (the battle is decided by the numbers alone), ``"immediate_effect"``
    (it takes effect when played), ``"counts_as"`` / ``"not_counted_as"`` (it counts, or
    does not, as ``target``), ``"not_counted_in_deck_building"`` (it does not count toward
    the Lost Soul requirement of deck building), ``"enters_play_as"`` (it enters play as
    the card ``target`` names), ``"continues_as_challenge"`` (after the rescue the battle
    goes on as a battle challenge), ``"remains_in_play"`` (the cards ``target`` names stay in
    play when the card holding them leaves it: the Lost Souls of a Site discarded),
    ``"remains_in_battle"`` (the cards ``target`` names stay in battle when the card they
    were played with leaves it: "Evil Enhancements remain in battle"), ``"rescue_needs"``
    (a rescue attempt by fewer characters than ``target`` counts fails: "Only a rescue
    attempt of 2 or more Heroes can be successful"), ``"lost_access_fails"`` (the rescue
    attempt fails if the effect before takes away the rescuer's access to the Lost Soul: "If
    this causes the rescuer to lose access, rescue attempt fails")."""
    target: Selector | None = None


@frozen
class Search(Effect):
    """Search a pile for cards (REG: Search)."""

    kind: ClassVar[str] = "search"
    locations: tuple[Location, ...]
    """The piles searched."""
    target: Selector | None = None
    """What is searched for."""
    destination: Location | None = None
    """Where the cards go, when the text says."""


@frozen
class Select(Effect):
    """Select cards, a player or an attribute for what follows (REG: Select)."""

    kind: ClassVar[str] = "select"
    target: Selector | None = None
    """The cards selected ("up to X evil cards", "a Hero in battle"), or the attribute
    ("an evil brigade": ``types == ("brigade",)``); ``None`` when a player is selected."""
    player: Player | None = None
    """The player selected: "Select an opponent"."""


@frozen
class SelectOptions(Effect):
    """Select some of the options printed after it: "Select up to 2:" (REG: Select).

    The options are the effects whose ``option`` is 1, 2, ...: each sentence after the
    colon, or each effect of an "A, B, or C" list after it.
    """

    kind: ClassVar[str] = "select_options"
    count: Count
    """How many options: "up to 2", "1"."""
    alternative: Count | None = None
    """The number of options instead when ``alternative_condition`` holds: "(or 2 if
    used by Joab)"."""
    alternative_condition: Condition | None = None


@frozen
class SetAside(Effect):
    """Put cards into the set-aside area (REG: Set-Aside)."""

    kind: ClassVar[str] = "set_aside"
    target: Selector
    face_down: bool = False
    """"Set aside a male Hero (face down)": the card is set aside face down."""


@frozen
class SetNumbers(Effect):
    """Set strength and toughness to numbers, not change them by an amount (REG: Numbers).

    "Hero's abilities are 5/7", "Strength is equal to the number of ...".
    """

    kind: ClassVar[str] = "set_numbers"
    target: Selector
    amount: Numbers | None = None
    """The numbers, as printed: "5/7"; ``None`` with ``count_of``."""
    count_of: Selector | None = None
    """The cards whose number the numbers are: "equal to the number of Evil Characters"."""
    stats: tuple[str, ...] = ("strength", "toughness")
    """Which numbers are set: both for "abilities", one for "strength" or "toughness"."""
    scale: str = ""
    """``"half"``, ``"double"`` or ``"triple"``: the numbers are the cards' face value
    halved, doubled or tripled ("are worth triple their face value", "double in value");
    empty when ``amount`` or ``count_of`` gives them."""
    equal_to: Selector | None = None
    """The card whose numbers they become, as they are now: "Hero gains (*/*) to bring Hero
    to equal abilities (*/*) with Evil Character at this point in the battle"."""


@frozen
class Shuffle(Effect):
    """Shuffle cards into their owners' decks (REG: Shuffle)."""

    kind: ClassVar[str] = "shuffle"
    target: Selector
    into: Location | None = None
    """The pile the text names when it is not a deck ("Shuffle this card into that pile"
    after a search of deck or discard pile); ``None`` for the owners' decks."""


@frozen
class SideBattle(Effect):
    """Start a side battle (REG: Side Battle)."""

    kind: ClassVar[str] = "side_battle"
    target: Selector
    """The characters that battle."""
    against: Selector | None = None
    """Their opponent, when named apart."""


@frozen
class SiteAccess(Effect):
    """Give Heroes access to Sites (REG: Site Access)."""

    kind: ClassVar[str] = "site_access"
    target: Selector = EMPTY
    sites: Selector | None = None
    """The Sites reached."""


@frozen
class Skip(Effect):
    """A player does not have their next phase or turn (REG: Restrict).

    "must skip their next battle phase".
    """

    kind: ClassVar[str] = "skip"
    phase: str
    """``"battle"``, ``"draw"``, ``"preparation"``, ``"discard"`` or ``"turn"``."""
    player: Player | None = None
    """Whose phase, when the text names a player; else the player carrying it out."""


@frozen
class Take(Effect):
    """Take control of cards (REG: Take and Give)."""

    kind: ClassVar[str] = "take"
    target: Selector
    destination: Location | None = None
    """Where the cards go, when the text says."""


@frozen
class Taunt(Effect):
    """A taunt identifier: its Evil Character may make a taunt battle challenge (REG: Taunt).

    ``payoff`` is the ability in the parentheses after the identifier ("Taunt (Discard a
    human.)"), which activates when the Evil Character wins the challenge.
    """

    kind: ClassVar[str] = "taunt"
    target: Selector = EMPTY
    payoff: Ability | None = None
    """The ability in the parentheses, read as ability text."""


@frozen
class Topdeck(Effect):
    """Put cards on top of their owners' decks (REG: Topdeck and Underdeck)."""

    kind: ClassVar[str] = "topdeck"
    target: Selector


@frozen
class Toss(Effect):
    """Discard Enhancements as they are played to decrease a character (REG: Toss)."""

    kind: ClassVar[str] = "toss"
    target: Selector


@frozen
class Transfer(Effect):
    """Move captured characters to an opponent's Land of Bondage (REG: Transfer)."""

    kind: ClassVar[str] = "transfer"
    target: Selector
    destination: Location | None = None
    """Where the cards go, when the text says."""


@frozen
class Underdeck(Effect):
    """Put cards on the bottom of their owners' decks (REG: Topdeck and Underdeck)."""

    kind: ClassVar[str] = "underdeck"
    target: Selector


@frozen
class UseOtherEnhancements(Effect):
    """Let characters use Enhancements of other brigades (REG: Use Other Enhancements)."""

    kind: ClassVar[str] = "use_other_enhancements"
    target: Selector = EMPTY
    enhancements: Selector | None = None
    """Which Enhancements."""


@frozen
class Withdraw(Effect):
    """Return characters from battle to territory (REG: Withdraw)."""

    kind: ClassVar[str] = "withdraw"
    target: Selector = EMPTY
    face_down: bool = False
    """"Hero returns to territory face down"."""


EFFECT_CLASSES: tuple[type[Effect], ...] = (
    ActivateAbility,
    ActivateArtifact,
    AddToBattle,
    Band,
    Banish,
    BeginNewPhase,
    Bounce,
    Capture,
    ChangeHandSize,
    ChooseOpponent,
    Convert,
    Copy,
    CreateToken,
    Deactivate,
    Decrease,
    Discard,
    Disease,
    Draw,
    EndBattle,
    Equip,
    Exchange,
    FirstStrike,
    Gain,
    Give,
    Heal,
    Hold,
    Ignore,
    Immune,
    Increase,
    Interrupt,
    Look,
    NameCard,
    Negate,
    Paralyze,
    Place,
    Play,
    Poison,
    Present,
    Prevent,
    Protect,
    Redirect,
    Release,
    Repeat,
    Rescue,
    Reserve,
    Restrict,
    Resurrect,
    Reveal,
    Rule,
    Search,
    Select,
    SelectOptions,
    SetAside,
    SetNumbers,
    Shuffle,
    SideBattle,
    SiteAccess,
    Skip,
    Take,
    Taunt,
    Topdeck,
    Toss,
    Transfer,
    Underdeck,
    UseOtherEnhancements,
    Withdraw,
)
"""The effect records of the REG Effect Listing, in its order."""
