"""Rulesets: every number and switch that differs between editions of the rules.

Three editions ship: ``modern`` (the current rulebook and the REG), ``fourth`` (the
fourth-edition quick start, the rules that came with Starter decks I and J) and ``classic``
(the first basic rules). Code reads these fields; it never compares edition names. A new
variant is a new :class:`Ruleset` record, made with :func:`attrs.evolve` from an existing one.

>>> MODERN.hand_limit, FOURTH.first_player, CLASSIC.battle_challenges
(8, <FirstPlayerRule.MOST_LOST_SOULS_CHOOSES: 'most_lost_souls_chooses'>, False)
"""

from __future__ import annotations

import enum
from typing import Final

from attrs import field, frozen
from attrs.validators import ge, instance_of

from redemption_rules.errors import UnknownNameError
from redemption_rules.packs import pack_rulesets


class FirstPlayerRule(enum.Enum):
    """How the first player is found at the start of the game."""

    RANDOM_CHOOSER = "random_chooser"
    """A random method picks a player, who chooses who goes first (REG: Pre-Game Phase)."""
    MOST_LOST_SOULS_CHOOSES = "most_lost_souls_chooses"
    """The player with most Lost Souls in the Land of Bondage after the opening draw chooses;
    on a tie a die roll among the tied players picks the chooser (fourth edition)."""
    RANDOM = "random"
    """A random player goes first (first basic rules)."""


class FirstDrawSkip(enum.Enum):
    """Who skips the Draw Phase in the first round."""

    FIRST_PLAYER = "first_player"
    """Only the player who takes the first turn (REG; deck building rules: Teams)."""
    EVERY_PLAYER = "every_player"
    """Every player skips the Draw Phase of round one (fourth edition, three or more players)."""


class TieInitiative(enum.Enum):
    """Who has initiative when neither side is losing (stalemate or mutual destruction)."""

    NOT_LAST_TO_PLAY = "not_last_to_play"
    """The player who did not play the last card in battle (REG: Initiative)."""
    ATTACKER = "attacker"
    """The rescuer plays first when nobody is losing (first basic rules)."""


class DeckRule(enum.Enum):
    """Which deck-building rules a ruleset checks."""

    OFFICIAL = "official"
    """The official Deck Construction rules 1.3 (Type 1, Rotation, Type 2)."""
    FOURTH_EDITION = "fourth_edition"
    """At least 50 cards and 7 Lost Souls plus one for every 7 cards beyond 50; below 100
    cards, one copy of each card with a special ability (fourth edition)."""
    FIRST_EDITION = "first_edition"
    """At least 50 cards and 7 Lost Souls plus one for every 7 cards beyond 50 (first rules)."""


class Uniqueness(enum.Enum):
    """Which cards a player may hold only one of in play."""

    UNIQUE_CARDS = "unique_cards"
    """One of each unique card: named characters, Dominants, Fortresses, Artifacts (REG)."""
    EVERY_CHARACTER = "every_character"
    """Only different characters may be placed: one of each character (first basic rules)."""


def _at_least_min_players(ruleset: Ruleset, _: object, value: int | None) -> None:
    """A player limit, if any, is a number no smaller than the least number of players."""
    if value is None:
        return
    if type(value) is not int or value < ruleset.min_players:
        raise ValueError(
            f"max_players must be None or at least min_players ({ruleset.min_players}), "
            f"not {value!r}"
        )


@frozen
class Ruleset:
    """The numbers and switches of one edition of the rules.

    Every field names the rule it stands for; engine code reads them and never compares the
    :attr:`name`.
    """

    name: str = field(validator=instance_of(str))
    """Short name used to look the ruleset up: ``"modern"``."""
    description: str = field(validator=instance_of(str))
    opening_hand: int = field(default=8, validator=ge(0))
    """Cards drawn before the first turn, Lost Souls replaced (REG: Pre-Game Phase)."""
    draw_per_turn: int = field(default=3, validator=ge(0))
    """Cards drawn in each Draw Phase, Lost Souls replaced (REG: Draw Phase)."""
    hand_limit: int = field(default=8, validator=ge(0))
    """Most cards a hand may hold at the end of its owner's Discard Phase (REG: Hand)."""
    first_player: FirstPlayerRule = field(default=FirstPlayerRule.RANDOM_CHOOSER)
    first_draw_skip_two_players: FirstDrawSkip = field(default=FirstDrawSkip.FIRST_PLAYER)
    """Who skips the round-one draw in a two-player game."""
    first_draw_skip_multiplayer: FirstDrawSkip = field(default=FirstDrawSkip.FIRST_PLAYER)
    """Who skips the round-one draw with three or four players."""
    tie_initiative: TieInitiative = field(default=TieInitiative.NOT_LAST_TO_PLAY)
    passes_to_resolve: int = field(default=3, validator=ge(1))
    """Passes in a row, with no Enhancement played, that send a tied battle to resolution
    (REG: Pass)."""
    souls_to_win: int = field(default=5, validator=ge(1))
    """Redeemed Souls that win the game at once (REG: Rescue; Type 1)."""
    deck_rule: DeckRule = field(default=DeckRule.OFFICIAL)
    battle_challenges: bool = True
    """Whether a Hero may attack a player with no Lost Soul to rescue (a battle challenge)."""
    rescuers_choice: bool = False
    """Whether the rescuer, not the defender, picks the Lost Soul surrendered (REG:
    Rescuer's Choice; always on in Type 2)."""
    uniqueness: Uniqueness = field(default=Uniqueness.UNIQUE_CARDS)
    round_limit: int = field(default=40, validator=ge(1))
    """Rounds after which the game ends as a tournament time limit ends it: most Redeemed
    Souls wins, equal counts draw."""
    ends_when_unreachable: bool = False
    """Whether the game ends as soon as no player can reach :attr:`souls_to_win` any more,
    most Redeemed Souls winning (fourth edition). Other rules play on to the round limit."""
    only_characters_in_territory: bool = False
    """Whether only Heroes and Evil Characters may be put into territory (first basic rules:
    "place different Heroes or Evil Characters"); no Sites, Fortresses or Artifacts."""
    min_players: int = field(default=2, validator=ge(2))
    max_players: int | None = field(default=None, validator=_at_least_min_players)
    """The most players a game takes; None: no limit (the REG sets none for multiplayer)."""

    def allows_players(self, count: int) -> bool:
        """Whether a game of *count* players is played under these rules."""
        return self.min_players <= count and (self.max_players is None or count <= self.max_players)

    @property
    def players_phrase(self) -> str:
        """How many players these rules take, in words: "2 or more", "2 to 4"."""
        if self.max_players is None:
            return f"{self.min_players} or more players"
        if self.max_players == self.min_players:
            return f"{self.min_players} players"
        return f"{self.min_players} to {self.max_players} players"

    def skips_first_draw(self, player_count: int) -> FirstDrawSkip:
        """Who skips the Draw Phase of round one with *player_count* players."""
        if player_count <= 2:
            return self.first_draw_skip_two_players
        return self.first_draw_skip_multiplayer


MODERN: Final = Ruleset(
    name="modern",
    description="The current rulebook with the Redemption Exegesis Guide 11.0.0 (Type 1).",
)

FOURTH: Final = Ruleset(
    name="fourth",
    description="The fourth-edition quick start that came with Starter decks I and J.",
    first_player=FirstPlayerRule.MOST_LOST_SOULS_CHOOSES,
    first_draw_skip_multiplayer=FirstDrawSkip.EVERY_PLAYER,
    deck_rule=DeckRule.FOURTH_EDITION,
    ends_when_unreachable=True,
)

CLASSIC: Final = Ruleset(
    name="classic",
    description="The first basic rules: rescue attempts only, one of each character.",
    first_player=FirstPlayerRule.RANDOM,
    first_draw_skip_two_players=FirstDrawSkip.EVERY_PLAYER,
    first_draw_skip_multiplayer=FirstDrawSkip.EVERY_PLAYER,
    only_characters_in_territory=True,
    tie_initiative=TieInitiative.ATTACKER,
    passes_to_resolve=2,
    deck_rule=DeckRule.FIRST_EDITION,
    battle_challenges=False,
    uniqueness=Uniqueness.EVERY_CHARACTER,
)

BUILTIN_RULESETS: Final = (MODERN, FOURTH, CLASSIC)


def get_ruleset(ruleset: str | Ruleset) -> Ruleset:
    """The ruleset called *ruleset*, or *ruleset* itself when it already is one.

    >>> get_ruleset("fourth").name
    'fourth'

    Raises:
        UnknownNameError: no ruleset of that name (a ``KeyError``); the message lists the
            known names.
    """
    if isinstance(ruleset, Ruleset):
        return ruleset
    for builtin in BUILTIN_RULESETS:
        if builtin.name == ruleset:
            return builtin
    known = available_rulesets()
    if ruleset in known:
        return known[ruleset]
    message = f"no ruleset named {ruleset!r}; known: {', '.join(sorted(known))}"
    raise UnknownNameError(message, name=ruleset)


def available_rulesets() -> dict[str, Ruleset]:
    """Every ruleset by name: the built-in ones, then those installed packs add."""
    return {ruleset.name: ruleset for ruleset in BUILTIN_RULESETS} | pack_rulesets()
