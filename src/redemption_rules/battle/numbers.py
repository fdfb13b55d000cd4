"""Numbers: strength and toughness of characters and sides in battle (REG: Numbers, Enhancement).

A printed X is the count its card's identifier line defines ("X = # of Heroes in play"),
counted whenever the number is read; the effects layer reads the definitions and gives this
module the count through :func:`count_variables_with`. So is a printed ``*`` that the card's
own ability defines as a count ("Strength (*/) is equal to the number of Evil Characters in
play"). An X or ``*`` it cannot count counts 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from redemption_rules.battle.initiative import situation
from redemption_rules.state import BY_X, FIRST_STRIKE, Situation

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from redemption_rules.cards.model import CardType, Stat
    from redemption_rules.state import Battle, GameState, InstanceId, PlayerId, Result
    from redemption_rules.table import Cards

    VariableCounter = Callable[
        [GameState, InstanceId, PlayerId | None, Sequence[Result], InstanceId | None],
        int | None,
    ]
    ProtectionJudge = Callable[[GameState, InstanceId, InstanceId], bool]

__all__ = [
    "battle_situation",
    "character_numbers",
    "count_variables_with",
    "judge_protection_with",
    "numbers_of",
    "side_numbers",
    "variable_of",
]

_COUNTERS: list[VariableCounter] = []
_JUDGES: list[ProtectionJudge] = []


def judge_protection_with(judge: ProtectionJudge) -> None:
    """Tell whether a card is protected from another with *judge*: ``judge(state, card, other)``.

    The effects layer, which reads what protect effects protect from, calls this once when it
    is imported.
    """
    _JUDGES[:] = [judge]


def count_variables_with(counter: VariableCounter) -> None:
    """Count a card's X with *counter*: ``counter(state, card, controller, results, user)``.

    It returns None where the card defines no X it counts. The effects layer, which reads
    the definitions, calls this once when it is imported.
    """
    _COUNTERS[:] = [counter]


def variable_of(
    state: GameState,
    card: InstanceId,
    controller: PlayerId | None = None,
    results: Sequence[Result] = (),
    user: InstanceId | None = None,
) -> int | None:
    """The value of *card*'s X now, or None when its card defines none the engine counts.

    *results* are what the card's ability acted on so far, for an X that counts them;
    *user* the character using the card, for an X that is its strength or toughness.
    """
    return _COUNTERS[0](state, card, controller, results, user) if _COUNTERS else None


def _value(stat: Stat | None, x: int) -> int:
    """A printed number, with *x* for X, and for a ``*`` its card's ability defines."""
    if stat is None:
        return 0
    if stat.variable:
        return -x if stat.variable == "-X" else x
    return stat.value


def numbers_of(cards: Cards, card: InstanceId, identity: CardType | None = None) -> tuple[int, int]:
    """A card's printed strength and toughness now, as its identity (or *identity*).

    A printed X is counted as the card's identifier line defines it, for the player who
    controls the card; what instant increase and decrease effects added is included, and
    what a lasting one by X adds now (:data:`~redemption_rules.state.BY_X`).
    """
    definition = cards.card(card)
    instance = cards.instance(card)
    if identity is None:
        identity = instance.identity
    if instance.meek:  # its meek identity's numbers (REG: Meek, Active Identity)
        strength, toughness = definition.meek_numbers()
    else:
        strength, toughness = definition.numbers(identity)
    x = 0
    if (strength is not None and strength.variable) or (
        toughness is not None and toughness.variable
    ):
        x = variable_of(cards.view(), card) or 0
    added, raised = instance.change
    lasting = cards.lasting
    if lasting:
        for entry in lasting:  # a lasting change by X: X as it is now (REG: Increase ...)
            if entry.card == card and entry.status == BY_X and entry.source is not None:
                times = variable_of(cards.view(), entry.source) or 0
                added += entry.strength * times
                raised += entry.toughness * times
    return _value(strength, x) + added, _value(toughness, x) + raised


def character_numbers(table: Cards, battle: Battle, card: InstanceId) -> tuple[int, int]:
    """A character's strength and toughness with the Enhancements it used."""
    strength, toughness = numbers_of(table, card)
    for enhancement in battle.enhancements:
        if enhancement.user == card and not enhancement.placed:  # placed: not used
            extra = numbers_of(table, enhancement.card)
            strength += extra[0]
            toughness += extra[1]
    return strength, toughness


def side_numbers(state: Cards, battle: Battle) -> tuple[int, int, int, int]:
    """Hero strength and toughness, evil strength and toughness, Enhancements included."""
    hs = ht = es = et = 0
    for card in battle.heroes:
        s, t = character_numbers(state, battle, card)
        hs, ht = hs + s, ht + t
    for card in battle.evil_characters:
        s, t = character_numbers(state, battle, card)
        es, et = es + s, et + t
    return hs, ht, es, et


def battle_situation(table: Cards, battle: Battle) -> Situation:
    """The battle's situation by the numbers, from the Hero's side (REG: Initiative).

    With cards protected from others in the game, each character is defeated only by the
    strength of the opposing characters (and their Enhancements) it is not protected from,
    against its side's toughness; the situation follows from which characters are defeated
    (REG: Immune and Protect, Special Conditions). Mutual destruction turns in favour of
    the side whose characters with first strike are strong enough to defeat all the others
    alone, if the other side has none with first strike (REG: First Strike).
    """
    found = _situation(table, battle)
    if found is Situation.MUTUAL_DESTRUCTION and table.lasting:
        return _first_strike(table, battle) or found
    return found


def _first_strike(table: Cards, battle: Battle) -> Situation | None:
    """The situation first strike makes of a mutual destruction; None if it changes nothing."""
    striking = {entry.card for entry in table.lasting if entry.status == FIRST_STRIKE}
    heroes = [card for card in battle.heroes if card in striking]
    evil = [card for card in battle.evil_characters if card in striking]
    if bool(heroes) == bool(evil):
        return None  # neither side, or both: mutual destruction as normal
    side, opposing = (heroes, battle.evil_characters) if heroes else (evil, battle.heroes)
    strength = sum(character_numbers(table, battle, card)[0] for card in side)
    toughness = sum(character_numbers(table, battle, card)[1] for card in opposing)
    if strength < toughness:
        return None
    return Situation.WINNING if heroes else Situation.LOSING


def _situation(table: Cards, battle: Battle) -> Situation:
    """The situation by the numbers and protections alone."""
    if not table.protections or not _JUDGES:
        return situation(*side_numbers(table, battle))
    state = table.view()
    _, hero_toughness, _, evil_toughness = side_numbers(state, battle)
    heroes = all(
        _defeated(state, battle, card, battle.evil_characters, hero_toughness)
        for card in battle.heroes
    )
    evil = all(
        _defeated(state, battle, card, battle.heroes, evil_toughness)
        for card in battle.evil_characters
    )
    if heroes and evil:
        return Situation.MUTUAL_DESTRUCTION
    if evil:
        return Situation.WINNING
    if heroes:
        return Situation.LOSING
    return Situation.STALEMATE


def _defeated(
    state: GameState,
    battle: Battle,
    card: InstanceId,
    opposing: tuple[InstanceId, ...],
    toughness: int,
) -> bool:
    """Whether *card* is being defeated: by the *opposing* strength it is not protected from.

    *toughness* is that of its whole side.
    """
    judge = _JUDGES[0]
    strength = 0
    for other in opposing:
        if judge(state, card, other):
            continue
        strength += numbers_of(state, other)[0]
        for enhancement in battle.enhancements:
            if (
                enhancement.user == other
                and not enhancement.placed
                and not judge(state, card, enhancement.card)
            ):
                strength += numbers_of(state, enhancement.card)[0]
    return strength >= toughness
