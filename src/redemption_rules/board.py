"""The text board: a game drawn as lines of text, for a terminal, a log or a test's output.

:func:`render` draws what one player may see, or with no player what every player may see
(the public board, which ``str(state)`` gives too). It is drawn from
:func:`~redemption_rules.views.observe`, so it names no card the view hides: a hidden zone
is a count, a face-down card is counted, and the order of a deck is never shown.

Players are numbered from 1, as in every text of the library.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from redemption_rules.battle.numbers import battle_situation, numbers_of, side_numbers
from redemption_rules.cards.model import CardType
from redemption_rules.errors import UnknownPlayerError
from redemption_rules.state import BattleKind, GameState, PlayerId, register_board
from redemption_rules.views import Observation, observe
from redemption_rules.zones import Zone

if TYPE_CHECKING:
    from redemption_rules.state import Battle, InstanceId
    from redemption_rules.views import PlayerView, ZoneView

__all__ = ["render"]

PRIVATE_ZONES: Final = (Zone.HAND, Zone.RESERVE)
"""Zones seen by their player alone: the public board counts them."""

SHOWN_ZONES: Final = (
    Zone.TERRITORY,
    Zone.ARTIFACT_PILE,
    Zone.LAND_OF_BONDAGE,
    Zone.LAND_OF_REDEMPTION,
    Zone.DISCARD_PILE,
    Zone.BANISH_PILE,
    Zone.SET_ASIDE,
)
"""The zones drawn card by card, in the order drawn (the hand and Reserve come first)."""


def render(state: GameState, player: PlayerId | None = None) -> str:
    """The board as *player* sees it, or the public board when *player* is None.

    Raises:
        UnknownPlayerError: *player* is not one of the game's players.

    >>> from redemption_rules import load_starter_decks, new_game
    >>> board = render(new_game(load_starter_decks(), seed=4), PlayerId(0))
    >>> print(board.splitlines()[0])
    Before the game: player 1 to choose who goes first.
    >>> print(board.splitlines()[1])
    Player 1: 0 Redeemed Souls of 5; deck 42 cards
    """
    if player is not None:
        UnknownPlayerError.check(player, len(state.players))
        return _Board(state, observe(state, player), public=False).draw()
    return _Board(state, observe(state, PlayerId(0)), public=True).draw()


class _Board:
    """Draws an observation; card names and numbers come from the state, for seen cards only."""

    def __init__(self, state: GameState, view: Observation, *, public: bool) -> None:
        self.state = state
        self.view = view
        self.public = public
        self.face_down = {card.id for card in view.cards if card.face_down}

    def draw(self) -> str:
        lines = [self._status()]
        for seat in self.view.players:
            lines.extend(self._player(seat))
        battle = self.view.battle
        if battle is not None:
            lines.extend(self._battle(battle))
        return "\n".join(lines)

    # -- the parts ----------------------------------------------------------------------------

    def _status(self) -> str:
        view = self.view
        result = view.result
        if result is not None:
            if result.winner is None:
                return f"Game over after {view.turn} turns: a draw ({result.reason.value})."
            return (
                f"Game over after {view.turn} turns: player {result.winner + 1} wins "
                f"({result.reason.value})."
            )
        decision = view.decision
        asked = ""
        if decision is not None:
            what = _DECISIONS.get(decision.kind.value, decision.kind.value.replace("_", " "))
            asked = f"player {decision.player + 1} to {what}"
            question = decision.question
            if question is not None and not self.public:
                asked += f": {question.prompt}"
        stop = "" if asked.endswith(("?", ".", "!")) else "."
        if view.phase.value == "pre_game":
            return f"Before the game: {asked}{stop}"
        phase = view.phase.value.replace("_", " ").capitalize()
        return (
            f"Turn {view.turn} (round {view.round}), {phase} Phase of player "
            f"{view.active + 1}: {asked}{stop}"
        )

    def _player(self, seat: PlayerView) -> list[str]:
        souls = seat.redeemed
        head = (
            f"Player {seat.id + 1}: {souls} Redeemed Soul{'' if souls == 1 else 's'} of "
            f"{self.view.ruleset.souls_to_win}; deck {_count(len(seat.deck))}"
        )
        lines = [head]
        for zone in (*PRIVATE_ZONES, *SHOWN_ZONES):
            line = self._zone(seat, zone)
            if line is not None:
                lines.append(f"  {_ZONE_NAMES[zone]}: {line}")
        return lines

    def _zone(self, seat: PlayerView, zone: Zone) -> str | None:
        cards = seat.zone(zone)
        if len(cards) == 0:
            return None if zone is not Zone.HAND else "no cards"
        if self.public and zone in PRIVATE_ZONES:
            return _count(len(cards))
        return self._cards(cards, in_play=zone is Zone.TERRITORY, private=zone in PRIVATE_ZONES)

    def _cards(self, zone: ZoneView, *, in_play: bool, private: bool) -> str:
        """A zone card by card; the cards the board may not name are counted.

        Those of a hand or Reserve are hidden from the observer; elsewhere they lie face down.
        """
        shown: list[str] = []
        hidden = zone.hidden
        attached = self._attached(zone)
        for card in zone.cards:
            if self.public and card in self.face_down:
                hidden += 1
            elif card not in attached:
                shown.append(self._card(card, in_play=in_play))
        if hidden and not private:
            shown.append(f"{_count(hidden)} face down")
        elif hidden:
            shown.append(
                f"{hidden} other card{'' if hidden == 1 else 's'}" if shown else _count(hidden)
            )
        return ", ".join(shown)

    def _attached(self, zone: ZoneView) -> set[InstanceId]:
        """Weapons, Lost Souls and placed cards drawn with the card they are on, in *zone* too."""
        here = set(zone.cards)
        return {
            instance.id
            for instance in self.view.cards
            if instance.id in here
            and ((instance.equipped_to in here) or (instance.held_by in here))
            and not (self.public and instance.id in self.face_down)
        }

    def _card(self, card: InstanceId, *, in_play: bool = False) -> str:
        state = self.state
        name = state.card(card).name
        instance = state.instance(card)
        if instance.face_down:
            name += " (face down)"
        if in_play and instance.identity is not None and instance.identity.is_character:
            strength, toughness = numbers_of(state, card)
            name += f" {strength}/{toughness}"
        elif in_play and instance.identity in _PLACES:
            held = [state.card(other.id).name for other in self.view.cards if other.held_by == card]
            if held:
                name += f" holding {', '.join(held)}"
        # a Lost Soul or a character bears the cards held by it; a Site or Fortress holds them
        bears = instance.identity is CardType.LOST_SOUL or state.card(card).is_lost_soul
        bears = bears or (instance.identity is not None and instance.identity.is_character)
        equipped = [
            state.card(other.id).name
            for other in self.view.cards
            if other.equipped_to == card or (bears and other.held_by == card)
        ]
        if equipped:
            name += f" with {', '.join(equipped)}"
        return name

    def _battle(self, battle: Battle) -> list[str]:
        kind = "rescue attempt" if battle.kind is BattleKind.RESCUE_ATTEMPT else "battle challenge"
        hs, ht, es, et = side_numbers(self.state, battle)
        situation = battle_situation(self.state, battle).value.replace("_", " ")
        who = f"player {battle.attacker + 1} attacks player {battle.defender + 1}"
        if battle.taunt is not None:
            kind = "taunt battle challenge"
            who = f"player {battle.defender + 1} taunts player {battle.attacker + 1}"
        head = f"Battle ({kind}): {who}; Heroes {hs}/{ht} against {es}/{et}, {situation}"
        lines = [head]
        lines.append(f"  Heroes: {self._names(battle.heroes) or 'none'}")
        lines.append(f"  Evil Characters: {self._names(battle.evil_characters) or 'none'}")
        if battle.sites:
            lines.append(f"  Sites: {self._names(battle.sites)}")
        if battle.enhancements:
            played = ", ".join(
                f"{self.state.card(one.card).name} {'placed ' if one.placed else ''}on "
                f"{self.state.card(one.user).name}"
                for one in battle.enhancements
            )
            lines.append(f"  Enhancements: {played}")
        if battle.initiative is not None:
            lines.append(f"  Initiative: player {battle.initiative + 1}")
        return lines

    def _names(self, cards: tuple[InstanceId, ...]) -> str:
        return ", ".join(self.state.card(card).name for card in cards)


def _count(count: int) -> str:
    return "1 card" if count == 1 else f"{count} cards"


_PLACES: Final = (CardType.SITE, CardType.CITY)

_ZONE_NAMES: Final = {
    Zone.HAND: "Hand",
    Zone.RESERVE: "Reserve",
    Zone.TERRITORY: "Territory",
    Zone.ARTIFACT_PILE: "Artifact pile",
    Zone.LAND_OF_BONDAGE: "Land of Bondage",
    Zone.LAND_OF_REDEMPTION: "Land of Redemption",
    Zone.DISCARD_PILE: "Discard pile (top last)",
    Zone.BANISH_PILE: "Banish pile",
    Zone.SET_ASIDE: "Set-aside area",
}

_DECISIONS: Final = {
    "choose_first_player": "choose who goes first",
    "star": "use star abilities or go on",
    "upkeep": "act in the Upkeep Phase",
    "preparation": "prepare",
    "battle": "attack, taunt or end the Battle Phase",
    "block": "block or decline",
    "taunt": "accept the taunt with a Hero or decline",
    "initiative": "play an Enhancement, pass or decline",
    "surrender_soul": "choose the Lost Soul to surrender",
    "discard": "play, discard or end the turn",
    "equip": "equip a weapon or decline",
    "ability": "answer an ability",
    "priority": "use Action Priority or pass",
    "special_initiative": "answer with special initiative or decline",
    "heal": "heal or decline",
}

register_board(render)
