"""Numbers a card defines on its identifier line: "X = # of your Greek Evil Characters".

A card whose strength, toughness or ability says X tells on its identifier line what X is
(REG: Numbers): most often a count of cards ("# of Heroes in play", "# of cards in your
hand"), sometimes of brigades ("# of opponent's good brigades"). :func:`card_variable` reads
that definition with the ability grammar (what is counted is read as the grammar reads the
cards of "Discard all ..."), and :func:`variable_value` counts it in a game, for the player
who controls the card. A definition that counts what the card's own ability did ("# of cards
banished by this card", "# of evil brigades revealed") counts the cards its effects of that
kind acted on in the activation.

A definition the grammar does not read, or one that counts what the engine cannot test (cards
"removed from the game" by anyone, "turns in territory"), is not used: X then counts 0, as
the card's variable printed number always did, and an ability that uses X is reported as not
carried out.

>>> variable = read_variable("X = # of your Greek Evil Characters")
>>> variable.counted.owner.value, variable.counted.types, variable.counted.identifiers
('you', ('Evil Character',), ('Greek',))
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Final

import attrs
from attrs import frozen

from redemption_rules.battle.numbers import count_variables_with, numbers_of
from redemption_rules.cards.model import Alignment
from redemption_rules.effects.kinds import SetNumbers
from redemption_rules.effects.select import (
    DRAWN_BY_ABILITY,
    IN_PLAY,
    UNDEFINED_X,
    Scope,
    unsupported_in,
    used_key,
)
from redemption_rules.effects.targets import Condition, Location, Player, Ref, Selector, Zone
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser.parse import card_ability, parse_ability

if TYPE_CHECKING:
    from collections.abc import Sequence

    from redemption_rules.cards.model import CardDef
    from redemption_rules.effects.model import Effect
    from redemption_rules.state import GameState, InstanceId, PlayerId, Result

__all__ = [
    "UNDEFINED_X",
    "Variable",
    "card_variable",
    "defines_printed_star",
    "read_variable",
    "variable_value",
]


@frozen
class Variable:
    """What a card's X counts, as its identifier line defines it."""

    text: str
    """The definition as printed: ``"X = # of Heroes in play"``."""
    counted: Selector
    """The cards counted; for brigades, the cards whose brigades are counted."""
    brigades: bool = False
    """Whether X counts the distinct brigades of those cards rather than the cards."""
    brigade_alignment: Alignment | None = None
    """Which brigades count when :attr:`brigades`: good, evil, or (None) every one."""
    by_side: bool = False
    """With :attr:`brigades`, "good and evil brigades": the good brigades of good cards and
    the evil brigades of evil cards, so that good gold and evil gold count as two (REG:
    Brigade)."""
    stat: str = ""
    """For X defined as a number of one card ("Strength of Hero using this card", "Toughness
    of removed Hero"): ``"strength"`` or ``"toughness"``; :attr:`counted` describes the
    card, found as the character using the card or, with :attr:`done_by`, among the cards
    the ability acted on."""
    used: tuple[str, ...] = ()
    """For X counting the abilities of these kinds a player used this turn ("# of draw
    and/or search abilities used by opponent this turn"): each activation counts once per
    kind; :attr:`counted` names the player by its owner."""
    drawn_by_abilities: bool = False
    """For X counting the cards a player drew this turn by special abilities; :attr:`counted`
    names the player by its owner."""
    done_by: tuple[str, ...] = ()
    """The effect kinds of the card's own ability whose cards X counts, in the ability's run
    ("# of cards banished by this card", "# of evil brigades revealed"); empty for cards
    in play."""
    controllers: bool = False
    """For X counting players ("# of players who control a Canaanite you own"): the players
    who control one of the cards :attr:`counted` names that the card's controller owns."""
    owned: bool = False
    """For X counting cards the card's controller owns, whoever controls them ("# of
    Canaanites you own in opponent's territory"): :attr:`counted` names the cards and their
    places without an owner, and only those the controller owns count (REG: Owner,
    Control)."""
    constant: int | None = None
    """For X defined as a number ("X = 1 (or 3 if opponent has hand advantage)"): that
    number; :attr:`counted` is then unused."""
    alternative: int = 0
    """With :attr:`constant`, the number X is while :attr:`alternative_condition` holds."""
    alternative_condition: Condition | None = None


_DEFINITION: Final = re.compile(
    r"\bX\s*(?:=|is)\s*(?:#\s*(?:of\s+)?|(?:the\s+)?number\s*of\s+)(?P<rest>.*)",
    re.IGNORECASE | re.DOTALL,
)
_BRIGADE: Final = "brigade"


_STAT_OF: Final = re.compile(
    r"\bX\s*=\s*(?:the\s+)?(?P<stat>strength|toughness)\s+of\s+(?P<rest>[^,\]]+)",
    re.IGNORECASE,
)
_USING_THIS_CARD: Final = re.compile(r"(?P<what>.+?) using this card", re.IGNORECASE)


_DONE_BEFORE: Final = re.compile(
    r"(?P<verb>removed|banished|discarded) (?P<what>.+)", re.IGNORECASE
)
"""A card the ability acted on, named by what was done to it: "removed Hero"."""


def _stat_of(match: re.Match[str]) -> Variable | None:
    """X as the strength or toughness of one card: the user, or a card the ability moved.

    "X = Strength of Hero using this card"; "X = Toughness of removed Hero" (the Hero the
    ability removed from the game, at face value).
    """
    rest = match["rest"].strip().rstrip(".")
    using = _USING_THIS_CARD.fullmatch(rest)
    done = _DONE_BEFORE.fullmatch(rest) if using is None else None
    what = using["what"] if using is not None else done["what"] if done is not None else None
    if what is None:
        return None
    try:
        ability = parse_ability(f"Discard a {what}.")
    except AbilityParseError:
        return None
    selector = getattr(ability.effects[0], "target", None) if len(ability.effects) == 1 else None
    if not isinstance(selector, Selector) or selector.locations or unsupported_in(selector):
        return None
    return Variable(
        match.group(0).strip(),
        selector,
        stat=match["stat"].lower(),
        done_by=(_VERBS[done["verb"].lower()],) if done is not None else (),
    )


_USED: Final = re.compile(
    r"\bX\s*=\s*#\s*of\s+(?P<kinds>draw|search|draw\s+and/or\s+search)\s+abilities\s+used\s+"
    r"(?:by\s+opponent|on\s+opponent'?s\s+cards)\s+this\s+turn\b",
    re.IGNORECASE,
)
"""X as the abilities of some kinds an opponent used this turn."""
_DRAWN_BY_ABILITIES: Final = re.compile(
    r"\bX\s*=\s*#\s*of\s+cards\s+(?:opponent\s+drew\s+by\s+their\s+special\s+abilities"
    r"|drawn\s+by\s+opponent\S?s\s+abilities)\s+this\s+turn\b",
    re.IGNORECASE,
)
"""X as the cards an opponent drew by special abilities this turn."""
_OPPONENT: Final = Selector(owner=Player.OPPONENT)


def _this_turn(text: str) -> Variable | None:
    """X as what an opponent did this turn: abilities used, cards drawn by abilities."""
    used = _USED.search(text)
    if used is not None:
        kinds = tuple(re.split(r"\s+and/or\s+", used["kinds"].lower()))
        return Variable(used.group(0), _OPPONENT, used=kinds)
    drawn = _DRAWN_BY_ABILITIES.search(text)
    if drawn is not None:
        return Variable(drawn.group(0), _OPPONENT, drawn_by_abilities=True)
    return None


_CONTROLLERS: Final = re.compile(
    r"\bX\s*=\s*#\s*of\s+players\s+who\s+control\s+(?P<what>[^,\]]+?)\s+you\s+own\b",
    re.IGNORECASE,
)
"""X as the players who control a card the card's controller owns."""


def _controllers(match: re.Match[str]) -> Variable | None:
    """X counting the players who control cards of a kind the card's controller owns."""
    try:
        ability = parse_ability(f"Discard {match['what'].strip()}.")
    except AbilityParseError:
        return None
    selector = getattr(ability.effects[0], "target", None) if len(ability.effects) == 1 else None
    if (
        not isinstance(selector, Selector)
        or selector.owner is not None
        or selector.locations
        or selector.parts
        or _context_bound(selector)
        or unsupported_in(selector)
    ):
        return None
    return Variable(match.group(0).strip(), selector, controllers=True)


_CONSTANT: Final = re.compile(
    r"\bX\s*=\s*(?P<number>\d+)\s*\(\s*or\s+(?P<alternative>\d+)\s+if\s+(?P<condition>[^()]+)\)",
    re.IGNORECASE,
)
"""X as a number, another while a condition holds: "X = 1 (or 3 if opponent has hand
advantage)"."""


def _constant(match: re.Match[str]) -> Variable | None:
    """X as a number, or another while a condition the ability grammar reads holds."""
    try:
        ability = parse_ability(f"If {match['condition'].strip()}, draw 1.")
    except AbilityParseError:
        return None
    condition = ability.effects[0].condition if len(ability.effects) == 1 else None
    if condition is None or unsupported_in(condition):
        return None
    return Variable(
        match.group(0).strip(),
        Selector(),
        constant=int(match["number"]),
        alternative=int(match["alternative"]),
        alternative_condition=condition,
    )


def read_variable(text: str) -> Variable | None:
    """The definition of X in an identifier line, or None if it has none the engine can count.

    >>> read_variable("X = # of opponent's good brigades").brigades
    True
    >>> read_variable("X = 1 (or 3 if opponent has hand advantage)").alternative
    3
    >>> read_variable("X = # of good cards removed from the game") is None
    True
    """
    constant = _CONSTANT.search(text)
    if constant is not None:
        return _constant(constant)
    turn = _this_turn(text)
    if turn is not None:
        return turn
    controllers = _CONTROLLERS.search(text)
    if controllers is not None:
        return _controllers(controllers)
    match = _DEFINITION.search(text)
    if match is None:
        stat = _STAT_OF.search(text)
        return None if stat is None else _stat_of(stat)
    phrase = _counted_phrase(match["rest"])
    if not phrase:
        return None
    phrase = _OPPONENT_HAS.sub(r"\g<who>'s \g<what>", phrase)
    owned = _YOU_OWN.fullmatch(phrase)
    if owned is not None:
        return _owned(match.group(0)[: match.start("rest") - match.start()] + phrase, owned)
    done = _DONE.fullmatch(phrase)
    if done is not None:
        return _done_by(match.group(0)[: match.start("rest") - match.start()] + phrase, done)
    try:
        ability = parse_ability(f"Discard all {phrase}.")
    except AbilityParseError:
        return None
    if len(ability.effects) != 1 or ability.effects[0].kind != "discard":
        return None
    effect = ability.effects[0]
    if effect.condition is not None or effect.trigger is not None or effect.modifiers:
        return None
    selector = getattr(effect, "target", None)
    if not isinstance(selector, Selector):
        return None
    definition = match.group(0)[: match.start("rest") - match.start()] + phrase
    variable = _counting(definition.strip(), selector)
    if variable is None or unsupported_in(variable.counted):
        return None
    return variable


_YOU_OWN: Final = re.compile(r"(?P<what>.+?)\s+you\s+own\s+(?P<where>in\s+.+)", re.IGNORECASE)
"""Cards the player owns, where another may control them: "Canaanites you own in
opponent's territory"."""


def _owned(text: str, owned: re.Match[str]) -> Variable | None:
    """X counting the cards of a kind the card's controller owns in places the text names.

    "# of Canaanites you own in opponent's territory" counts the Canaanites there whose
    owner is the controller, though the opponent controls them (REG: Owner): not "your"
    Canaanites, which are owned and controlled.
    """
    try:
        ability = parse_ability(f"Discard all {owned['what']} {owned['where']}.")
    except AbilityParseError:
        return None
    selector = getattr(ability.effects[0], "target", None) if len(ability.effects) == 1 else None
    if not isinstance(selector, Selector) or selector.owner is not None:
        return None
    variable = _counting(text.strip(), selector)
    if variable is None or variable.brigades or unsupported_in(variable.counted):
        return None
    return attrs.evolve(variable, owned=True)


_OPPONENT_HAS: Final = re.compile(
    r"(?P<what>(?:good |evil )?brigades) (?P<who>opponent|you) (?:has|have) in play",
    re.IGNORECASE,
)
""""Good brigades opponent has in play": the brigades of that player's cards in play."""
_DONE: Final = re.compile(
    r"(?P<what>.+?) (?P<verb>banished|discarded|bounced|underdecked|shuffled|released"
    r"|resurrected|withdrawn|revealed|set aside)(?P<place> from .+?)?(?: (?:by|with) this card)?",
    re.IGNORECASE,
)
"""What the card's own ability did: "cards banished by this card", "brigades revealed",
"Heroes set aside with this card"."""
_VERBS: Final[dict[str, str]] = {
    "removed": "banish",  # "removed Hero": removed from the game (see _stat_of)
    "banished": "banish",
    "discarded": "discard",
    "bounced": "bounce",
    "underdecked": "underdeck",
    "shuffled": "shuffle",
    "released": "release",
    "resurrected": "resurrect",
    "withdrawn": "withdraw",
    "revealed": "reveal",
    "set aside": "set_aside",
}


def _done_by(text: str, done: re.Match[str]) -> Variable | None:
    """X counting the cards (or their brigades) an effect of the card's own ability acted on.

    Not one counting those from one place only ("cards shuffled from that player's hand by
    this card", "banished from your Reserve"): the effect's cards are counted wherever they
    came from, every player's together, so such an X is left unread.
    """
    if done["place"]:
        return None
    try:
        ability = parse_ability(f"Discard all {done['what']}.")
    except AbilityParseError:
        return None
    selector = getattr(ability.effects[0], "target", None) if len(ability.effects) == 1 else None
    if not isinstance(selector, Selector) or selector.locations:
        return None
    # "captured Heroes released": they were captured before the effect, not now
    selector = attrs.evolve(selector, qualifiers=_before(selector.qualifiers))
    variable = _counting(text, selector)
    if variable is None or unsupported_in(variable.counted):
        return None
    return attrs.evolve(variable, done_by=(_VERBS[done["verb"].lower()],))


def _before(qualifiers: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(word for word in qualifiers if word != "captured")


def card_variable(card: CardDef) -> Variable | None:
    """*card*'s X as its identifier line defines it, or None (read once per card).

    A card printing ``*`` whose own ability defines it as a count ("Strength (*/) is equal
    to the number of Evil Characters in play") gives that count instead
    (:func:`defines_printed_star`).
    """
    cached = _CACHE.get(id(card))
    if cached is not None and cached[0] is card:
        return cached[1]
    found = read_variable(", ".join(card.identifiers)) if "X" in "".join(card.identifiers) else None
    if found is None and _printed_stars(card):
        found = _star_variable(card)
    if len(_CACHE) > 50_000:
        _CACHE.clear()
    _CACHE[id(card)] = (card, found)
    return found


_CACHE: dict[int, tuple[CardDef, Variable | None]] = {}


def defines_printed_star(card: CardDef, effect: Effect) -> bool:
    """Whether *effect* of *card*'s ability defines the ``*`` printed on *card* as a count.

    "Hero's abilities (*/*) are equal to the number of Silver Brigade heroes in play",
    "Strength (*/) is equal to the number of Evil Characters in play": a ``*`` printed on a
    card is no increase or decrease but what the card's numbers are, dynamic, updated as the
    count changes (REG: Increase and Decrease, Clarifications). Only an unconditional count
    of cards in play, of the card itself (the parser reads "Hero's abilities" on a Hero as
    the card's own), for numbers printed ``*``.
    """
    if not isinstance(effect, SetNumbers):
        return False
    counted = effect.count_of
    stars = _printed_stars(card)
    return (
        counted is not None
        and effect.amount is None
        and not effect.scale
        and bool(effect.stats)
        and all(stat in stars for stat in effect.stats)
        and effect.target == Selector(ref=Ref.THIS_CARD)
        and effect
        == SetNumbers(
            span=effect.span,
            section=effect.section,
            target=effect.target,
            count_of=counted,
            stats=effect.stats,
        )
        and len(counted.locations) == 1
        and counted.locations[0] == Location(Zone.PLAY)
        and not _context_bound(counted)
        and not unsupported_in(counted)
    )


def _printed_stars(card: CardDef) -> frozenset[str]:
    """Which of *card*'s printed numbers are ``*``: ``"strength"``, ``"toughness"``."""
    return frozenset(
        name
        for name, stat in (("strength", card.strength), ("toughness", card.toughness))
        if stat is not None and stat.variable == "*"
    )


def _star_variable(card: CardDef) -> Variable | None:
    try:
        ability = card_ability(card)
    except AbilityParseError:
        return None
    for effect in ability.effects:
        if defines_printed_star(card, effect):
            assert isinstance(effect, SetNumbers)  # noqa: S101 - checked just now
            assert effect.count_of is not None  # noqa: S101
            text = card.special_ability[effect.span.start : effect.span.end]
            return Variable(text, effect.count_of)
    return None


def variable_value(
    state: GameState,
    card: InstanceId,
    controller: PlayerId | None = None,
    results: Sequence[Result] = (),
    user: InstanceId | None = None,
) -> int | None:
    """The value of *card*'s X now, or None when the card defines no X the engine counts.

    "Your" and "opponent" are from *controller*'s side: by default the player who controls
    the card (in battle, the side it is on), or its owner where nobody controls it. An X
    counting what the card's ability did reads *results*, what its effects acted on so far.
    """
    definition = state.card(card)
    variable = card_variable(definition)
    if variable is None:
        return None
    if controller is None:
        controller = Scope(state, state.cards[card].owner).controller_or_owner(card)
    scope = Scope(state, controller, source=card)
    if variable.constant is not None:
        condition = variable.alternative_condition
        if condition is not None and scope.holds(condition):
            return variable.alternative
        return variable.constant
    if variable.stat:
        return _stat_value(scope, definition, variable, results, user)
    if variable.controllers:
        return len(
            {
                scope.controller_of(each)
                for each in scope.candidates(variable.counted, IN_PLAY)
                if state.cards[each].owner == controller and scope.controller_of(each) is not None
            }
        )
    if variable.used or variable.drawn_by_abilities:
        keys = {used_key(kind) for kind in variable.used} if variable.used else {DRAWN_BY_ABILITY}
        players = set(scope.players(variable.counted.owner or Player.YOU))
        return sum(use.count for use in state.uses if use.key in keys and use.player in players)
    cards: Sequence[InstanceId] = (
        _done_cards(scope, definition, variable, results)
        if variable.done_by
        else scope.candidates(variable.counted, IN_PLAY)
    )
    if variable.owned:
        cards = [each for each in cards if state.cards[each].owner == controller]
    if not variable.brigades:
        return len(cards)
    if variable.by_side:  # "good and evil brigades": good gold and evil gold are two
        return len(
            {
                (side, b)
                for each in cards
                for side, found in scope.brigades_by_side(each)
                for b in found
            }
        )
    return scope.count_brigades(cards, variable.brigade_alignment)


count_variables_with(variable_value)


def _stat_value(
    scope: Scope,
    definition: CardDef,
    variable: Variable,
    results: Sequence[Result],
    user: InstanceId | None,
) -> int:
    """The strength or toughness X names: of the user now, or of a moved card at face value.

    0 when there is no such card (the card is not used by a character that fits, or the
    ability has acted on none).
    """
    index = 0 if variable.stat == "strength" else 1
    if not variable.done_by:
        if user is None or not scope.matches(user, variable.counted):
            return 0
        return numbers_of(scope.state, user)[index]
    found = _done_cards(scope, definition, variable, results)
    if not found:
        return 0
    printed = scope.state.card(found[0])
    stat = printed.strength if index == 0 else printed.toughness
    return stat.value if stat is not None and not stat.variable else 0


def _done_cards(
    scope: Scope, definition: CardDef, variable: Variable, results: Sequence[Result]
) -> list[InstanceId]:
    """The cards the card's effects of ``variable.done_by`` acted on that X counts."""
    effects = card_ability(definition).effects
    found = [
        each
        for result in results
        if result.effect < len(effects) and effects[result.effect].kind in variable.done_by
        for each in result.cards
    ]
    return [each for each in dict.fromkeys(found) if scope.matches(each, variable.counted)]


def _counted_phrase(rest: str) -> str:
    """What a definition counts: the text up to the end of the identifier, brackets dropped.

    The identifier ends at a comma, a closing bracket or a full stop outside brackets; an
    identifier in brackets after the phrase ("your antediluvians (Antediluvian)") is a hint,
    not part of it.
    """
    depth = 0
    end = len(rest)
    for position, char in enumerate(rest):
        if char == "(":
            depth += 1
        elif char == ")":
            if depth == 0:
                end = position
                break
            depth -= 1
        elif depth == 0 and char in ",]":
            end = position
            break
    phrase = rest[:end].strip().rstrip(".").strip()
    while phrase.endswith(")") and "(" in phrase:
        phrase = phrase[: phrase.rindex("(")].strip()
    return phrase


def _counting(text: str, selector: Selector) -> Variable | None:
    """The variable *selector* describes: cards, or brigades of cards ("good brigades").

    None where the reading would count something else than the text says: a list whose
    items do not share their owner and place, a word that points into an ability's run
    ("revealed", "their"), which a printed number does not have, or good and evil brigades
    together (good and evil gold are two brigades of one colour, which a count of colours
    would take for one).
    """
    parts = selector.parts or (selector,)
    if any(_context_bound(part) for part in parts):
        return None
    carrying = _brigades_on(selector)
    if carrying is not None:
        return _counting(text, carrying)
    if any(loc.zone is Zone.ON_CARD for part in parts for loc in part.locations):
        return None
    if len({(part.owner, part.locations) for part in parts}) > 1:
        return None
    kinds = [_BRIGADE in part.types for part in parts]
    if not any(kinds):
        return Variable(text, selector)
    if not all(kinds) or any(part.types != (_BRIGADE,) for part in parts):
        return None
    cards = {attrs.evolve(part, types=("card",), alignment=None) for part in parts}
    if len(cards) > 1:  # the parts differ in more than their alignment
        return None
    alignments = {part.alignment for part in parts}
    if alignments == _BOTH_SIDES and len(parts) == len(_BOTH_SIDES):
        # "good and evil brigades": good gold and evil gold are two brigades of one colour
        return Variable(text, cards.pop(), brigades=True, by_side=True)
    if len(alignments) > 1:
        return None
    alignment = alignments.pop()
    return Variable(text, cards.pop(), brigades=True, brigade_alignment=alignment)


_BOTH_SIDES: Final = frozenset({Alignment.GOOD, Alignment.EVIL})


def _brigades_on(selector: Selector) -> Selector | None:
    """Read "brigades on your humans" as "brigades of your humans": the cards carrying them.

    The grammar reads "on" as a place on cards; a brigade is on a card as its colour, not
    as a card held there (REG: Brigade). None when *selector* is not brigades on cards.
    """
    if selector.parts or selector.types != (_BRIGADE,) or len(selector.locations) != 1:
        return None
    (place,) = selector.locations
    carrier = place.card
    if place.zone is not Zone.ON_CARD or carrier is None or place.owner is not None:
        return None
    if selector.alignment is not None and carrier.alignment not in (None, selector.alignment):
        return None  # "good brigades on evil cards": none to count
    return attrs.evolve(
        carrier,
        count=selector.count,
        types=(_BRIGADE,),
        alignment=selector.alignment or carrier.alignment,
        qualifiers=(*carrier.qualifiers, *selector.qualifiers),
    )


_CONTEXT_QUALIFIERS: Final = frozenset({"revealed", "last", "next"})
_CONTEXT_PLAYERS: Final = frozenset({Player.THAT_PLAYER})


def _context_bound(selector: Selector) -> bool:
    """Whether *selector* needs an ability's run to mean anything (see :func:`_counting`)."""
    return (
        selector.ref is not None
        or bool(_CONTEXT_QUALIFIERS.intersection(selector.qualifiers))
        or selector.owner in _CONTEXT_PLAYERS
        or any(location.owner in _CONTEXT_PLAYERS for location in selector.locations)
        or any(_context_bound(part) for part in selector.parts)
    )
