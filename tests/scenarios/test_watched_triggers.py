"""Triggered effects of cards in play that watch attacks, blocks, Dominants and rescues.

REG: Duration: a Site's (not a rainbow Site's), Fortress's or Artifact's ability persists
until the card leaves where it was played, or the Artifact is deactivated. REG: Triggered
Effect: while it persists, its condition checks for the event, and the effect waits as a
pending ability for Action Priority level 1. "If attacked", "When you are attacked" fire for
the player a battle is begun against (REG: Attack); "If your giant blocks" for the player
whose character fitting the words is chosen to block (REG: Block); "If an opponent plays a
Dominant" for the card's controller as an opponent plays one (REG: Dominant); "If another
Lost Soul is rescued", "If an opponent rescues a Lost Soul" on a Lost Soul for the player
whose Land of Bondage holds it, even as its own rescue deactivates it (REG: Triggered
Effect: the triggering event deactivating the ability does not stop it). A face-down
Artifact is not active; a City played as a Fortress is no Site, so its "SITE:" effects do
not act; the player's own battle or Dominant fires nothing.
"""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    Attack,
    Block,
    DecisionKind,
    Decline,
    EndPhase,
    Phase,
    PlayDominant,
    PlayEnhancement,
    SurrenderSoul,
    Zone,
)
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityActivated

CHARMS = "Magic Charms [2023 - Regional]"
"""Artifact: "You may discard this card to capture a Hero in a territory to a player. If
attacked, you may play a magician from deck or Reserve."."""
OUTPOST = "Philistine Outpost"
"""Fortress: "When you are attacked, you may discard this card or an evil card from deck to
search discard pile for a generic Philistine and place it in your territory. Protect Sites
from being placed beneath decks."."""
HEBRON = "Hebron"
"""City: "SITE: If your giant blocks, you may draw X (limit 3). FORT: Protect O.T. red
warriors in territory from opponents."."""
CHEMOSH = "Idol of Chemosh"
"""Artifact: "If you control a Moabite, you may deactivate an Artifact. If an opponent plays
a Dominant, you may take an evil O.T. card from deck or Reserve."."""
CHAFF = 'Lost Soul "Chaff" [Psalm 1:4 - RR2]'
"""Lost Soul: "If another Lost Soul is rescued, you may underdeck this card."."""
CONTEMPT = 'Lost Soul "Contempt" [Daniel 12:2]'
"""Lost Soul: "If put in play, you may underdeck a different Daniel Lost Soul. If an opponent
rescues a Lost Soul, you may underdeck a Daniel Lost Soul."."""
DANIEL = "Lost Soul (Daniel 9:10) (Promo)"
MARTIAN = "Lost Soul Psalm 119:50 (Martian)"
"""Lost Soul: "When you draw this card, you may discard an evil card from your territory to
make an opponent discard a good card from hand or territory."."""
HELPER = "Send the Helper (GoC)"
"""GE/Artifact: "GE: Banish up to X evil cards. ART: You may bounce a clay Hero in territory.
If your meek clay Hero attacks, you may take a good card from Reserve."."""
MATTHIAS = "Matthias (GoC)"
"""Purple Hero, meek as a Clay Hero: "TOP: ... BOTTOM: Meek"."""
ABEL = "Abel ( C)"
"""A Hero with no ability."""
WIZARDS = "Wizards"
"""A magician (Evil Character) with no ability."""
GOLIATH, LAHMI = "Goliath (L)", "Lahmi (I)"
"""Giants (Evil Characters) with no ability."""
PHARAOH = "Pharaoh (L)"
"""An Evil Character with no ability, no giant."""
ANGEL, MARTYR = "Angel of the Lord (I)", "Christian Martyr (I)"
"""A good Dominant; an evil Dominant."""
GABRIEL = "Gabriel (I)"
PHILISTINES = "Terrifying Philistines [L]"
"""A generic Philistine (Evil Character) with no ability."""


def _fired(game: Game, card: str) -> int:
    """How many times *card*'s ability activated."""
    found = game.card(card)
    return sum(event.card == found for event in of_kind(game.events, AbilityActivated))


@pytest.mark.parametrize("name", [CHARMS, OUTPOST, HEBRON, CHEMOSH, CHAFF, CONTEMPT, MARTIAN])
def test_they_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


def test_lone_in_one_part_of_the_words_stays_refused() -> None:
    # "If your lone meek or Ruth Hero attacks": "lone" said of one part only is not followed
    support = ability_support(full_pool().get("Threshing Floor (LoC)"))
    assert "trigger 'attacks' not watched on this card" in support.missing


# -- an active Artifact's "If attacked" -----------------------------------------------------------


def _charms(*, active: bool, attacked: bool = True) -> Game:
    mine: dict[str, list[str]] = {"territory": [ABEL]}
    theirs: dict[str, list[str]] = {"land_of_bondage": [SOUL], "artifact_pile": [CHARMS]}
    theirs["deck"] = [WIZARDS]
    players = [mine, theirs] if attacked else [{**theirs, **mine}, {"land_of_bondage": [SOUL]}]
    game = Game.at(players, pool=full_pool())
    if active:
        game.face_up(CHARMS)
    game.do(Attack(game.card(ABEL), P2))
    return game


def test_an_active_artifacts_if_attacked_fires_for_its_controller() -> None:
    game = _charms(active=True)
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(CHARMS)
    game.choose("play a magician from deck or Reserve")
    game.pick(WIZARDS)
    assert game.where(WIZARDS) == (P2, Zone.TERRITORY)
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)


def test_a_face_down_artifact_watches_nothing() -> None:
    game = _charms(active=False)
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    assert _fired(game, CHARMS) == 0
    assert game.where(WIZARDS) == (P2, Zone.DECK)


def test_an_artifact_of_the_attacker_does_not_fire() -> None:
    game = _charms(active=True, attacked=False)
    game.settle()
    assert _fired(game, CHARMS) == 0


# -- an active Artifact's "If your meek clay Hero attacks": a qualifier in the words -------------


def _helper(*, meek: bool) -> Game:
    game = Game.at(
        [
            {"territory": [MATTHIAS], "artifact_pile": [HELPER], "reserve": [ABEL]},
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.face_up(HELPER)
    if meek:
        cards = list(game.state.cards)
        card = game.card(MATTHIAS)
        cards[card] = evolve(cards[card], meek=True)
        game.state = evolve(game.state, cards=tuple(cards))
    game.do(Attack(game.card(MATTHIAS), P2))
    return game


def test_a_meek_clay_hero_attacking_fires_the_artifact() -> None:
    game = _helper(meek=True)
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.card == game.card(HELPER)
    game.choose("take a good card from Reserve")
    game.pick(ABEL)
    assert game.where(ABEL) == (P1, Zone.HAND)


def test_the_same_hero_not_meek_fires_nothing() -> None:
    game = _helper(meek=False)
    game.settle()
    assert _fired(game, HELPER) == 0
    assert game.where(ABEL) == (P1, Zone.RESERVE)


# -- a Fortress's "When you are attacked" ---------------------------------------------------------


def test_when_you_are_attacked_fires_for_the_fortress_controller() -> None:
    game = Game.at(
        [
            {"territory": [ABEL]},
            {
                "land_of_bondage": [SOUL],
                "territory": [OUTPOST],
                "deck": [PHARAOH],
                "discard_pile": [PHILISTINES],
            },
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ABEL), P2))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(OUTPOST)
    game.choose(
        "discard this card or an evil card from deck to search discard pile for a generic"
        " Philistine and place it in your territory"
    )
    game.pick(PHARAOH)
    assert game.where(PHARAOH) == (P2, Zone.DISCARD_PILE)
    game.pick(PHILISTINES)
    assert game.where(PHILISTINES) == (P2, Zone.TERRITORY)
    assert game.where(OUTPOST) == (P2, Zone.TERRITORY)


def test_when_you_are_attacked_does_not_fire_for_the_attacker() -> None:
    game = Game.at(
        [{"territory": [ABEL, OUTPOST]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ABEL), P2))
    game.settle()
    assert _fired(game, OUTPOST) == 0


# -- a Site's "If your giant blocks" --------------------------------------------------------------


def _hebron_blocked(
    blocker: str, *, identity: CardType = CardType.SITE, others: tuple[str, ...] = ()
) -> Game:
    game = Game.at(
        [
            {"territory": [ABEL]},
            {
                "land_of_bondage": [SOUL],
                "territory": [blocker, *others, HEBRON],
                "deck": [GABRIEL, ANGEL, MARTYR, "Gideon (J)"],
            },
        ],
        pool=full_pool(),
    )
    cards = list(game.state.cards)
    card = game.card(HEBRON)
    cards[card] = evolve(cards[card], identity=identity)
    game.state = evolve(game.state, cards=tuple(cards))
    game.do(Attack(game.card(ABEL), P2))
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    game.do(Block(game.card(blocker)))
    return game


def test_a_giant_blocking_fires_the_site() -> None:
    game = _hebron_blocked(GOLIATH, others=(LAHMI,))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(HEBRON)
    game.choose("draw X (limit 3)")
    # X is the number of the player's giants: the blocker and the one in territory
    assert len(game.zone(P2, Zone.HAND)) == 2


def test_a_blocker_that_is_no_giant_fires_nothing() -> None:
    game = _hebron_blocked(PHARAOH)
    game.settle()
    assert _fired(game, HEBRON) == 0
    assert len(game.zone(P2, Zone.HAND)) == 0


def test_a_city_played_as_a_fortress_has_no_site_ability() -> None:
    game = _hebron_blocked(LAHMI, identity=CardType.FORTRESS)
    game.settle()
    assert _fired(game, HEBRON) == 0


# -- an active Artifact's "If an opponent plays a Dominant" ---------------------------------------


def _dominant(dominant: str, *, by: int = 0, active: bool = True) -> Game:
    players: list[dict[str, list[str]]] = [
        {"territory": [GABRIEL], "deck": ["Gideon (J)"]},
        {"territory": [PHARAOH], "artifact_pile": [CHEMOSH], "deck": [GOLIATH]},
    ]
    players[by]["hand"] = [dominant]
    game = Game.at(players, phase=Phase.PREPARATION, active=by, pool=full_pool())
    if active:
        game.face_up(CHEMOSH)
    game.do(PlayDominant(game.card(dominant)))
    return game


def test_an_opponents_dominant_sets_off_the_active_artifact() -> None:
    game = _dominant(MARTYR)
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(CHEMOSH)
    game.choose("take an evil O.T. card from deck or Reserve")
    game.pick(GOLIATH)
    assert game.where(GOLIATH) == (P2, Zone.HAND)


def test_the_controllers_own_dominant_does_not() -> None:
    game = _dominant(ANGEL, by=1)
    game.settle()
    assert _fired(game, CHEMOSH) == 0


def test_a_face_down_idol_does_not_watch() -> None:
    game = _dominant(MARTYR, active=False)
    game.settle()
    assert _fired(game, CHEMOSH) == 0
    assert game.where(GOLIATH) == (P2, Zone.DECK)


# -- a Lost Soul watching rescues -----------------------------------------------------------------


def _rescued(soul: str, watcher: str, *, watcher_mine: bool = False, other: str = SOUL) -> Game:
    """Gideon rescues *soul* from player 2, who holds it and *other* (and *watcher*, unless it
    is mine)."""
    theirs = [other, watcher] if not watcher_mine else [other]
    mine: dict[str, list[str]] = {"territory": ["Gideon (J)"]}
    if watcher_mine:
        mine["land_of_bondage"] = [watcher]
    game = Game.at(
        [mine, {"land_of_bondage": theirs, "deck": [LAHMI]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Gideon (J)"), P2))
    game.settle()
    game.do(Decline())  # no block
    if len(theirs) > 1:
        assert game.asked == (P2, DecisionKind.SURRENDER_SOUL)
        game.do(SurrenderSoul(game.card(soul)))
    assert game.where(soul) == (P1, Zone.LAND_OF_REDEMPTION)
    return game


def test_another_lost_soul_rescued_fires_the_watching_lost_soul() -> None:
    game = _rescued(SOUL, CHAFF)
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(CHAFF)
    game.choose("underdeck this card")
    assert game.zone(P2, Zone.DECK) == [LAHMI, CHAFF]


def test_another_does_not_fire_for_its_own_rescue() -> None:
    game = _rescued(CHAFF, CHAFF)
    game.settle()
    assert _fired(game, CHAFF) == 0
    assert game.where(CHAFF) == (P1, Zone.LAND_OF_REDEMPTION)


def test_an_opponents_rescue_fires_for_the_lost_souls_controller() -> None:
    game = _rescued(SOUL, CONTEMPT)
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(CONTEMPT)


def test_its_own_rescue_by_an_opponent_fires_it_too() -> None:
    game = _rescued(CONTEMPT, CONTEMPT, other=DANIEL)
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(CONTEMPT)
    game.choose("underdeck a Daniel Lost Soul")
    assert game.zone(P2, Zone.DECK) == [LAHMI, DANIEL]


def test_a_rescue_by_the_lost_souls_controller_does_not_fire() -> None:
    game = _rescued(SOUL, CONTEMPT, watcher_mine=True)
    game.settle()
    assert _fired(game, CONTEMPT) == 0
    assert game.where(CONTEMPT) == (P1, Zone.LAND_OF_BONDAGE)


# -- "When you draw this card" on a Lost Soul: its "If drawn" -------------------------------------


def test_a_lost_soul_drawn_by_its_owner_fires_when_you_draw_this_card() -> None:
    game = Game.at(
        [
            {"hand": ["Anna (Pr)"]},
            {
                "deck": [MARTIAN, "Er", "Doeg (L)", "Belshazzar", "Goliath (L)"],
                "territory": [PHARAOH],
            },
        ],
        phase=Phase.DISCARD,
        pool=full_pool(),
    )
    game.do(EndPhase())  # player 2's turn begins: they draw 3
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [MARTIAN]
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.card == game.card(MARTIAN)
    game.choose(
        "discard an evil card from your territory to make an opponent discard a good card"
        " from hand or territory"
    )
    # the only evil card in the territory, the only good card the opponent has: no choice
    assert game.where(PHARAOH) == (P2, Zone.DISCARD_PILE)
    assert game.where("Anna (Pr)") == (P1, Zone.DISCARD_PILE)


def test_a_lost_soul_put_in_play_from_deck_otherwise_is_not_drawn() -> None:
    # Egyptian Spear discards the top card of a deck; a Lost Soul there is put in play
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)"], "deck": [MARTIAN, "Asahel (L)"]},
        "Pharaoh (D)",
        {"hand": ["Pharaoh (D)", "Egyptian Spear"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Egyptian Spear"), game.card("Pharaoh (D)")))
    game.settle()
    assert game.zone(P1, Zone.LAND_OF_BONDAGE) == [MARTIAN]
    assert _fired(game, MARTIAN) == 0
