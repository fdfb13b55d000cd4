"""Triggered abilities of cards other than Lost Souls rescued or put in play.

REG: Triggered Effect, Activate, Battle Resolution, Draw. "If this card is discarded" on a
character fires when it is discarded from battle, where its ability activated as it entered:
the event that deactivates the ability still fires it, for the player whose side it was on.
Its ability is not active in a territory (it is not territory-class) nor in a hand, so a
discard from there fires nothing. Discarded at battle resolution step 2, it fires at step 3,
before the rescue attempt is decided. A character naming the person it is names itself
("If King Ahaziah is discarded"); a generic card's name could be another card's. So does
"If this Hero is captured" from battle. A Lost
Soul drawn goes to the Land of Bondage for all to see: its "If drawn" fires then (in the
Pre-Game Phase after the star abilities), and not when the Lost Soul comes into play any
other way. A Lost Soul's "If your evil human is discarded from battle" lasts while it is in
play and reads the card as it was in battle. An Artifact's "On activation" fires each time
it is turned face up, a Fortress's "If put in play" as it comes into a territory from
outside the playing surface. "If rescue attempt fails" and "If block is successful" on a
card still in battle fire at battle resolution step 5, for the player whose side it is on.
"""

from __future__ import annotations

import pytest
from tests.scenarios.conftest import P1, P2, Game, full_pool, of_kind

from redemption_rules import (
    ActivateArtifact,
    CardType,
    ChooseFirstPlayer,
    DecisionKind,
    Decline,
    EndPhase,
    Pass,
    Phase,
    PlayCard,
    PlayEnhancement,
    Zone,
    new_game,
    step,
)
from redemption_rules.decks import Deck, DeckEntry
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import (
    AbilityActivated,
    ArtifactActivated,
    BattleResolved,
    CardMoved,
    EffectCarriedOut,
    PhaseBegan,
)

ARCHER = "Kedarite Archer (Roots)"
"""Crimson 3/5: "If this card is discarded, you may discard a Hero in a territory. May band
to an O.T. human warrior."."""
EMISSARY = "The Rebuking Emissary"
"""Green Hero 3/4: "If this card is discarded, you may discard an evil card. Release any
number of captured Heroes. May band to any number of them."."""
AHAZIAH = "King Ahaziah"
"""Brown 6/6: "May band to King Joram of Israel. If King Ahaziah is discarded, search your
draw pile for Athaliah and put her in play."."""
ATHALIAH = "Athaliah"
WARRIOR = "Warrior in Training [2024 - Seasonal]"
"""White Hero 1/1: "You may look at a hand or draw X (limit 3). If this card is discarded,
you may take a good Dominant from deck."."""
JACKALS = "Jackals [RR2]"
"""Crimson 2/1: "You may look at a hand. If this card is discarded, opponent must discard a
card in territory. Cannot be prevented."."""
HOPPER = 'Lost Soul "Hopper" [II Chronicles 28:13 - RR]'
"""'If drawn, give this card to an opponent's territory.'"""
PROSPERITY = 'Lost Soul "Prosperity" [Deuteronomy 30:15]'
"""'If drawn, you may discard a card from hand to draw 2.'"""
HORMAH = 'Lost Soul "Hormah" [Judges 1:17]'
"""'If your evil human is discarded from battle, you may underdeck this card.'"""
WORMS = "Eaten by Worms (I)"
"""Silver Good Enhancement: "Discard an Evil Character."."""
ANGEL = "Angel at Bethesda"
"""A silver Hero (3/1) with no ability."""
SOUL = "Lost Soul Luke 13:25 (J)"
AMAZIAH = "King Amaziah (RoA)"
"""Purple 8/9: "Once per game, you may choose an evil King of Israel to block. If this Hero
is captured, you may add your O.T. Hero to the battle."."""
POTTERS_FIELD = "Potter's Field [RR2]"
"""Fortress: "If put in play, you may resurrect a human Hero. Each upkeep, you may resurrect a
human Hero."."""
TIGLATH = "King Tiglath-Pileser III"
"""Pale green 10/11: "If block is successful, holder may capture an O.T. human Hero in a
territory."."""
PANIC = "Panic Demon (Gold)"
"""Gold 2/4: "If rescue attempt fails, discard the top card of opponent's draw pile. May band
to Panic Demon."."""
PILLAR = "Stone Pillar at Bethel"
"""Artifact: "On activation, if you have a Genesis Hero in play, you may discard a Genesis
Enhancement from hand to search your deck for a good O.T. card and add to hand. Limit twice
per game."."""
WIFE = "A Wife for Isaac"
"""A Genesis Good Enhancement."""


@pytest.mark.parametrize(
    "name",
    [
        ARCHER,
        EMISSARY,
        AHAZIAH,
        WARRIOR,
        JACKALS,
        HOPPER,
        PROSPERITY,
        HORMAH,
        PILLAR,
        PANIC,
        "Sword (Ki)",
        TIGLATH,
        POTTERS_FIELD,
        AMAZIAH,
        "Lot (FoM)",
    ],
)
def test_the_triggers_are_carried_out(name: str) -> None:
    assert ability_support(full_pool().get(name)).carried_out


@pytest.mark.parametrize(
    ("name", "reason"),
    [
        # a generic card's own name may be another card's: not "this card"
        ("Jackals", "trigger 'discarded'"),
        # healing a character being discarded keeps the discard from completing
        ("Naaman (PoC)", "a trigger on the card leaving battle that acts on it"),
        # the ability of a Hero in battle: how long "a Hero is discarded" is watched
        ("Angel of the Waters [RR2]", "trigger 'discarded'"),
    ],
)
def test_what_stays_refused(name: str, reason: str) -> None:
    assert reason in ability_support(full_pool().get(name)).missing


# -- "If this card is discarded" ---------------------------------------------------------------


def _archer_beaten(mine: dict[str, list[str]] | None = None) -> Game:
    """Andrew (7/8) attacks, Kedarite Archer (3/5) blocks; player 2 declines to play."""
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)"], **(mine or {})},
        ARCHER,
        {"hand": [ARCHER]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(Decline())
    return game


def test_a_character_discarded_in_battle_fires_for_its_controller() -> None:
    game = _archer_beaten({"territory": ["Adino (L)", "Gideon (J)"]})
    assert game.where(ARCHER) == (P2, Zone.DISCARD_PILE)
    # battle resolution step 3: before the rescue attempt is decided
    assert not of_kind(game.events, BattleResolved)
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("discard a Hero in a territory")
    assert game.offered == ["Adino (L)", "Gideon (J)"]
    game.pick("Adino (L)")
    game.settle()
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Adino (L)"]
    assert of_kind(game.events, BattleResolved)[-1].rescue is True
    assert game.zone(P1, Zone.LAND_OF_REDEMPTION) == [SOUL]


def test_declined_the_battle_goes_on() -> None:
    game = _archer_beaten({"territory": ["Adino (L)"]})
    game.decline()
    game.settle()
    assert game.zone(P1, Zone.TERRITORY) == ["Adino (L)", "Andrew (Ap)"]
    assert game.zone(P1, Zone.LAND_OF_REDEMPTION) == [SOUL]


def test_discarded_by_an_ability_in_battle_it_fires_once_that_ability_is_done() -> None:
    # Angel at Bethesda (3/1) loses to the Archer: the Hero side plays Eaten by Worms
    game = Game.blocked(
        ANGEL,
        {"hand": [ANGEL, WORMS], "territory": ["Adino (L)"]},
        ARCHER,
        {"hand": [ARCHER]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(WORMS), game.card(ANGEL)))
    assert game.where(ARCHER) == (P2, Zone.DISCARD_PILE)
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("discard a Hero in a territory")  # the only one: Adino
    assert game.where("Adino (L)") == (P1, Zone.DISCARD_PILE)
    # the Hero side stands alone: player 2 now plays or passes
    assert game.asked == (P2, DecisionKind.INITIATIVE)


def test_discarded_from_a_territory_it_fires_nothing() -> None:
    # out of battle its ability is not active: Eaten by Worms discards it from a territory
    game = Game.blocked(
        ANGEL,
        {"hand": [ANGEL, WORMS], "territory": ["Adino (L)"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"], "territory": [ARCHER]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WORMS), game.card(ANGEL)))
    game.pass_windows()
    assert game.question.kind.value == "cards", game.question
    game.pick(ARCHER)
    game.settle()
    assert game.where(ARCHER) == (P2, Zone.DISCARD_PILE)
    assert game.where("Adino (L)") == (P1, Zone.TERRITORY)
    assert not [e for e in of_kind(game.events, AbilityActivated) if e.card == game.card(ARCHER)]


def test_a_hero_discarded_fires_for_the_attacker() -> None:
    # The Rebuking Emissary (3/4) loses to Lahmi (10/10): it may discard an evil card
    game = Game.blocked(
        EMISSARY,
        {"hand": [EMISSARY]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"], "territory": [ARCHER]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(Decline())
    assert game.where(EMISSARY) == (P1, Zone.DISCARD_PILE)
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("discard an evil card")
    assert set(game.offered) >= {ARCHER, "Lahmi (I)"}
    game.pick(ARCHER)
    game.settle()
    # the Archer was discarded from a territory: its own trigger does not fire
    assert game.where(ARCHER) == (P2, Zone.DISCARD_PILE)
    assert not [e for e in of_kind(game.events, AbilityActivated) if e.card == game.card(ARCHER)]
    assert of_kind(game.events, BattleResolved)[-1].rescue is False


def test_a_character_naming_itself_fires_on_its_own_discard() -> None:
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)"]},
        AHAZIAH,
        {"hand": [AHAZIAH], "deck": ["Lahmi (I)", ATHALIAH]},
        pool=full_pool(),
    )
    game.do(Decline())  # Andrew 7/8 beats King Ahaziah 6/6
    assert game.where(AHAZIAH) == (P2, Zone.DISCARD_PILE)
    # mandatory: the search asks for Athaliah at once
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.offered == [ATHALIAH]
    game.pick(ATHALIAH)
    game.settle()
    assert game.where(ATHALIAH) == (P2, Zone.TERRITORY)
    assert game.zone(P2, Zone.DECK) == ["Lahmi (I)"]


def test_a_character_going_home_fires_nothing() -> None:
    # the Archer (3/5) beats Angel at Bethesda (3/1) and goes back to its territory
    game = Game.blocked(
        ANGEL,
        {"hand": [ANGEL], "territory": ["Adino (L)"]},
        ARCHER,
        {"hand": [ARCHER]},
        pool=full_pool(),
    )
    game.do(Decline())
    game.settle()
    assert game.where(ARCHER) == (P2, Zone.TERRITORY)
    assert game.where(ANGEL) == (P1, Zone.DISCARD_PILE)
    assert game.where("Adino (L)") == (P1, Zone.TERRITORY)
    assert (
        len([e for e in of_kind(game.events, AbilityActivated) if e.card == game.card(ARCHER)]) == 1
    )


def test_jackals_makes_the_opponent_discard() -> None:
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)"], "territory": ["Adino (L)", "Gideon (J)"]},
        JACKALS,
        {"hand": [JACKALS], "territory": ["Lahmi (I)"]},
        pool=full_pool(),
    )
    game.do(Decline())
    assert game.where(JACKALS) == (P2, Zone.DISCARD_PILE)
    # mandatory, carried out by player 2's opponent: player 1 picks its own card
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.offered == ["Adino (L)", "Gideon (J)"]
    game.pick("Adino (L)")
    game.settle()
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Adino (L)"]
    assert game.where("Lahmi (I)") == (P2, Zone.TERRITORY)


def test_warrior_in_training_takes_a_dominant_as_it_is_discarded() -> None:
    game = Game.blocked(
        WARRIOR,
        {"hand": [WARRIOR], "deck": ["Adino (L)", "Son of God (J)"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"]},
        pool=full_pool(),
    )
    game.settle()
    if game.asked == (P1, DecisionKind.INITIATIVE):
        game.do(Decline())
    assert game.where(WARRIOR) == (P1, Zone.DISCARD_PILE)
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("take a good Dominant from deck")
    game.pick("Son of God (J)")
    assert game.where("Son of God (J)") == (P1, Zone.HAND)


# -- "If drawn" on a Lost Soul -----------------------------------------------------------------


def _draw_phase(deck: list[str], hand: list[str] | None = None) -> Game:
    """Player 2's turn begins: they draw from *deck*."""
    game = Game.at(
        [{"hand": ["Anna (Pr)"]}, {"deck": deck, "hand": hand or []}],
        phase=Phase.DISCARD,
        pool=full_pool(),
    )
    game.do(EndPhase())
    return game


def test_a_lost_soul_drawn_gives_itself_away() -> None:
    game = _draw_phase([HOPPER, "Er", "Doeg (L)", "Belshazzar", "Goliath (L)"])
    assert game.zone(P1, Zone.LAND_OF_BONDAGE) == [HOPPER]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == []
    assert game.zone(P2, Zone.HAND) == ["Er", "Doeg (L)", "Belshazzar"]
    moved = [e for e in of_kind(game.events, CardMoved) if e.card == game.card(HOPPER)]
    assert [(e.from_zone, e.to_player, e.to_zone) for e in moved] == [
        (Zone.DECK, P2, Zone.LAND_OF_BONDAGE),
        (Zone.LAND_OF_BONDAGE, P1, Zone.LAND_OF_BONDAGE),
    ]


def test_a_lost_soul_put_in_play_otherwise_is_not_drawn() -> None:
    # Egyptian Spear discards the top card of a deck; a Lost Soul there is put in play
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)"], "deck": [HOPPER, "Asahel (L)"]},
        "Pharaoh (D)",
        {"hand": ["Pharaoh (D)", "Egyptian Spear"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Egyptian Spear"), game.card("Pharaoh (D)")))
    game.settle()
    assert game.zone(P1, Zone.LAND_OF_BONDAGE) == [HOPPER]


def test_an_optional_if_drawn_asks_its_owner() -> None:
    game = _draw_phase(
        [PROSPERITY, "Er", "Doeg (L)", "Belshazzar", "Goliath (L)", "Archelaus (Ap)"]
    )
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [PROSPERITY]
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("discard a card from hand to draw 2")
    game.pick("Er")
    game.settle()
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Er"]
    assert game.zone(P2, Zone.HAND) == ["Doeg (L)", "Belshazzar", "Goliath (L)", "Archelaus (Ap)"]


def test_the_opening_hands_lost_souls_drawn_fire_after_the_first_player_is_chosen() -> None:
    pool = full_pool()
    souls = Deck((DeckEntry(2, pool.get(HOPPER)), DeckEntry(12, pool.get("Goliath (L)"))))
    heroes = Deck((DeckEntry(15, pool.get("Anna (Pr)")),))
    state = new_game([souls, heroes], seed=0)
    drawn = len(state.players[P1].land_of_bondage)
    assert drawn >= 1
    assert state.decision is not None
    assert state.decision.kind is DecisionKind.CHOOSE_FIRST_PLAYER  # nothing fired yet
    assert not state.players[P2].land_of_bondage
    state = step(state, ChooseFirstPlayer(P2)).state
    assert len(state.players[P2].land_of_bondage) == drawn
    assert not state.players[P1].land_of_bondage
    assert not state.uses


# -- A Lost Soul watching a discard from battle ------------------------------------------------


def test_a_lost_soul_fires_when_its_owners_evil_human_is_discarded_from_battle() -> None:
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)"]},
        "Pharaoh (D)",
        {"hand": ["Pharaoh (D)"], "land_of_bondage": [HORMAH]},
        pool=full_pool(),
    )
    game.do(Decline())
    assert game.where("Pharaoh (D)") == (P2, Zone.DISCARD_PILE)
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("underdeck this card")
    assert game.where(HORMAH) == (P2, Zone.DECK)


def test_a_lost_soul_does_not_fire_for_an_opponents_evil_human() -> None:
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)"], "land_of_bondage": [HORMAH]},
        "Pharaoh (D)",
        {"hand": ["Pharaoh (D)"]},
        pool=full_pool(),
    )
    game.do(Decline())
    game.settle()
    assert game.where("Pharaoh (D)") == (P2, Zone.DISCARD_PILE)
    assert game.where(HORMAH) == (P1, Zone.LAND_OF_BONDAGE)
    assert not [e for e in of_kind(game.events, AbilityActivated) if e.card == game.card(HORMAH)]


# -- An Artifact's "On activation" -------------------------------------------------------------


def _pillar(territory: list[str]) -> Game:
    game = Game.at(
        [
            {
                "artifact_pile": [PILLAR],
                "territory": territory,
                "hand": [WIFE],
                "deck": ["Gideon (J)", "Adino (L)"],
            },
            {"land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(PILLAR)))
    return game


def test_an_artifacts_on_activation_fires_as_it_is_turned_face_up() -> None:
    game = _pillar(["Abel ( C)"])
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose(
        "discard a Genesis Enhancement from hand to search your deck for a good O.T. card"
        " and add to hand"
    )
    assert game.where(WIFE) == (P1, Zone.DISCARD_PILE)  # the only one: paid at once
    assert game.offered == ["Gideon (J)", "Adino (L)"]
    game.pick("Gideon (J)")
    game.settle()
    assert game.where(WIFE) == (P1, Zone.DISCARD_PILE)
    assert game.zone(P1, Zone.HAND) == ["Gideon (J)"]
    assert [e.card for e in of_kind(game.events, ArtifactActivated)] == [game.card(PILLAR)]


def test_its_condition_is_tested_as_it_fires() -> None:
    game = _pillar([])  # no Genesis Hero in play
    assert game.asked == (P1, DecisionKind.PREPARATION)
    assert game.where(WIFE) == (P1, Zone.HAND)


def test_a_covenants_on_activation_stays_refused() -> None:
    # played as an Enhancement a Covenant is not activated as an Artifact
    card = full_pool().get("Eternal Covenant")
    assert "moment 'on_activation'" in ability_support(card).missing


def test_a_lost_soul_drawn_by_an_ability_fires_once_that_ability_is_done() -> None:
    # Angel at Bethesda (3/1) loses to Lahmi: Angelic News draws Hopper, then Adino
    game = Game.blocked(
        ANGEL,
        {"hand": [ANGEL, "Angelic News (I)"], "deck": [HOPPER, "Adino (L)", "Gideon (J)"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card("Angelic News (I)"), game.card(ANGEL)))
    game.settle()
    assert game.zone(P1, Zone.HAND) == ["Adino (L)"]
    assert game.zone(P1, Zone.LAND_OF_BONDAGE) == []
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL, HOPPER]


# -- "If rescue attempt fails" -----------------------------------------------------------------


@pytest.mark.parametrize(("hero", "fails"), [(ANGEL, True), ("Andrew (Ap)", False)])
def test_a_failed_rescue_attempt_fires_for_the_cards_in_battle(hero: str, fails: bool) -> None:
    # Angel at Bethesda (3/1) falls to the Panic Demon (2/4); Andrew (7/8) beats it
    game = Game.blocked(
        hero,
        {"hand": [hero], "deck": ["Adino (L)", "Gideon (J)"]},
        PANIC,
        {"hand": [PANIC]},
        pool=full_pool(),
    )
    game.do(Decline())
    game.settle()
    assert of_kind(game.events, BattleResolved)[-1].rescue is not fails
    assert game.zone(P1, Zone.DECK) == (["Gideon (J)"] if fails else ["Adino (L)", "Gideon (J)"])
    assert game.zone(P1, Zone.DISCARD_PILE) == ([ANGEL, "Adino (L)"] if fails else [])


def test_an_enhancement_in_battle_fires_for_the_player_who_played_it() -> None:
    # Sword (Ki), a gray Evil Enhancement 3/2: "If rescue attempt fails, opponent must
    # discard a card from hand without using it." Abihu (6/6) with it beats Andrew (7/8).
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)", "Adino (L)", "Gideon (J)"]},
        "Abihu (L)",
        {"hand": ["Abihu (L)", "Sword (Ki)"]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card("Sword (Ki)"), game.card("Abihu (L)")))
    game.settle()
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(Decline())
    assert of_kind(game.events, BattleResolved)[-1].rescue is False
    # carried out by player 2's opponent: player 1 picks from their own hand
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.offered == ["Adino (L)", "Gideon (J)"]
    game.pick("Gideon (J)")
    game.settle()
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Andrew (Ap)", "Gideon (J)"]
    assert game.zone(P1, Zone.HAND) == ["Adino (L)"]


# -- "If block is successful" ------------------------------------------------------------------


def _tiglath_blocks(hero: str) -> Game:
    game = Game.blocked(
        hero,
        {"hand": [hero], "territory": ["Adino (L)", "Gideon (J)"]},
        TIGLATH,
        {"hand": [TIGLATH]},
        pool=full_pool(),
    )
    while game.asked[1] is DecisionKind.INITIATIVE:  # a mutual destruction: both pass
        game.do(Decline() if Decline() in game.legal else Pass())
    return game


def test_a_successful_block_fires_for_the_blocker() -> None:
    game = _tiglath_blocks(ANGEL)  # Angel at Bethesda (3/1) falls: the rescue attempt fails
    assert of_kind(game.events, BattleResolved)[-1].rescue is False
    assert game.asked == (P2, DecisionKind.ABILITY)
    game.choose("capture an O.T. human Hero in a territory")
    game.pick("Gideon (J)")
    game.settle()
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL, "Gideon (J)"]


def test_a_block_that_fails_fires_nothing() -> None:
    game = _tiglath_blocks("Samson (J)")  # Samson (12/6) and the King fall together
    game.settle()
    assert of_kind(game.events, BattleResolved)[-1].rescue is True
    assert game.zone(P1, Zone.TERRITORY) == ["Adino (L)", "Gideon (J)"]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == []


# -- A Fortress's "If put in play" -------------------------------------------------------------


def test_a_fortress_put_in_play_fires_for_its_controller() -> None:
    game = Game.at(
        [{"hand": [POTTERS_FIELD], "discard_pile": ["Adino (L)", "Gideon (J)"]}, {}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayCard(game.card(POTTERS_FIELD), CardType.FORTRESS))
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("resurrect a human Hero")
    game.pick("Gideon (J)")
    game.settle()
    assert game.zone(P1, Zone.TERRITORY) == [POTTERS_FIELD, "Gideon (J)"]
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Adino (L)"]


def test_a_fortress_already_in_play_fires_nothing() -> None:
    # only a Fortress coming from outside the playing surface fires
    game = Game.at(
        [{"territory": [POTTERS_FIELD], "discard_pile": ["Adino (L)"]}, {}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.settle()
    assert game.asked == (P1, DecisionKind.PREPARATION)
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Adino (L)"]


# -- "If this Hero is captured" ----------------------------------------------------------------


def test_a_character_captured_from_battle_fires_for_its_controller() -> None:
    # King Amaziah (8/9) beats Abihu (6/6); player 2 plays Demonic Snare, "Capture a Hero in
    # play", on Abihu and takes the King captive
    game = Game.blocked(
        AMAZIAH,
        {"hand": [AMAZIAH], "territory": ["Gideon (J)"]},
        "Abihu (L)",
        {"hand": ["Abihu (L)", "Demonic Snare"]},
        pool=full_pool(),
    )
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card("Demonic Snare"), game.card("Abihu (L)")))
    assert game.offered == [AMAZIAH, "Gideon (J)"]
    game.pick(AMAZIAH)
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL, AMAZIAH]
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.choose("add your O.T. Hero to the battle")
    assert game.where("Gideon (J)") == (None, Zone.FIELD_OF_BATTLE)


def test_a_character_captured_from_a_territory_fires_nothing() -> None:
    game = Game.blocked(
        "Andrew (Ap)",
        {"hand": ["Andrew (Ap)"], "territory": [AMAZIAH, "Gideon (J)"]},
        "Abihu (L)",
        {"hand": ["Abihu (L)", "Demonic Snare"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Demonic Snare"), game.card("Abihu (L)")))
    game.pick(AMAZIAH)
    game.settle()
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL, AMAZIAH]
    assert game.where("Gideon (J)") == (P1, Zone.TERRITORY)


def test_what_the_draw_phase_sets_off_resolves_before_the_upkeep_phase() -> None:
    # REG Action Priority: a triggered ability resolves after the game action that set it off
    game = Game.at(
        [
            {"territory": ["Samson (J)"], "deck": ["Doeg (L)"]},
            {"deck": [HOPPER, "Goliath (L)", "Achan (I)", "Doeg (UL)", "Samson (J)"]},
        ],
        phase=Phase.DISCARD,
        pool=full_pool(),
    )
    game.end_turn()
    assert game.where(HOPPER) == (P1, Zone.LAND_OF_BONDAGE)  # given away as it was drawn
    kinds = [type(event) for event in game.events]
    given = kinds.index(EffectCarriedOut)
    upkeep = next(
        i
        for i, event in enumerate(game.events)
        if isinstance(event, PhaseBegan) and event.phase is Phase.UPKEEP
    )
    assert given < upkeep
    assert game.state.problems() == []
