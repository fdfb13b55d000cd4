"""Readings once doubtful, settled against the REG and played with the real cards.

* Baptism of Jesus, The Centurion at Calvary: the card list's "Evil Character" for the
  printed "evil" ("evil characters and weapons", "Evil Character weapons") names evil
  weapons, never a good one (REG: Convert pairs Evil Characters with evil weapons).
* Urim and Thummim: "You may then deactivate this Artifact and activate a different
  Artifact" comes after the look, on activation and only if a High Priest is there; the
  different Artifact may be an inactive one of the pile (REG: Activate an Artifact).
* Gabriel (Wa): the draw pile shuffled is the opponent's, the one looked through (REG:
  Search); Gabriel (Ki)'s search shuffles the pile it went through, not the user's too.
* Breaking the Covenant: "used by that player" is not recorded for Artifacts: refused.
* Abram's Army: "single-color" belongs to the Site alone (REG: Brigade, an Artifact has no
  brigade; "evil card" has its own adjective).
* The Chief Priests (RoJ): "You may withdraw this character from battle to add a Sadducee,
  Pharisee, or Judas Iscariot to battle": a unique character enters battle once a turn, so
  the Sadducee added is another one, never the withdrawn card itself (REG: Enters Battle;
  Add to Battle).
* Egyptian Treasures: "Protect X Lost Souls from rescue": any X Lost Souls in play (both
  Lands of Bondage), X counting the user's Egyptians, in battle and territory; from rescue by
  any card, battle resolution too, to the end of the phase (REG: Immune and Protect).
* Grain Tenders [IR]: "Protect evil cards in territory from opponent": "in territory" names
  no player's, so it is its own player's territory (REG: Targeting, Effect Targeting).
* Transfiguration (GoC): "band to Moses and Elijah" brings both, or the one there when the
  other is not (REG: Targeting, more targets named than valid ones); it brought one of
  either. The same for every listed band ("a Pharisee, a Sadducee, and Scribe"), and "Asaph
  and/or Ethan" brings either or both (REG: Band).
* Hananiah (LoC), the one card titled Hananiah: its take or equip from deck hangs on a
  purple king in play, and equips the weapon to Hananiah in battle (REG: Conditions,
  Equip); the Shadrach (Hananiah) cards are read apart, (PoC) refused.
* Drunkeness: X counts the draw abilities the opponent used this turn, one for each, not
  the cards drawn (REG: Shuffle, Negate). Slaves to Eglon: "to a player" is to the Land of
  Bondage of the player chosen (REG: Capture). I Am Creator (Roots): X "shuffled from that
  player's hand" was counted over every player's hand: refused.
* New Jerusalem (I/J+): a copy the engine does not carry out says so and is not reported
  carried out as well (REG: Copy); the same for tokens that cannot be created.
* Chamber of Angels (GoC): "While occupied, negate opponents' evil cards in territories",
  in play unoccupied, is reported as negating no card: a lasting effect in play is reported
  on the cards it covers now (REG: Duration, Negate).
* Bethlehem Stable (GoC) against an opponent's Temple Veil (GoC): "N.T. Heroes have Site
  access" targets the Heroes (REG: Site Access), and a card targeted by an ability on a
  neutral card an opponent controls is harmed (REG: Harm): the Stable's player may reserve
  the nativity Hero instead, or decline and keep the access.
* I am Redemption: "your captured Heroes" are those its player owns and controls (REG:
  Your); a Hero captured to an opponent's Land of Bondage is under that opponent's control
  (REG: Capture), so only the player's own Heroes captured to their own Land of Bondage
  return.
* "Battle is determined by the numbers" (Blessings, Moses (Wa), ...): the REG defines no
  such effect (what it stops, and until when), so the texts stay refused.
"""

from __future__ import annotations

from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    ActivateArtifact,
    Attack,
    Block,
    CardType,
    DecisionKind,
    Decline,
    Finish,
    Phase,
    PlayCard,
    PlayDominant,
    PlayEnhancement,
    UseAbility,
    Zone,
)
from redemption_rules.effects.cards import USED_BY_A_PLAYER, ability_support, card_abilities
from redemption_rules.effects.execute import EffectContext
from redemption_rules.effects.kinds import (
    ActivateArtifact as Activate,
)
from redemption_rules.effects.kinds import (
    Deactivate,
    Look,
    Negate,
    Shuffle,
)
from redemption_rules.effects.protection import protected_from, protected_from_rescue
from redemption_rules.events import (
    ArtifactActivated,
    CardsLooked,
    CopyNotCarriedOut,
    DeckShuffled,
    EffectCarriedOut,
)
from redemption_rules.table import Table

ANDREW = "Andrew (Ap)"
"""A Hero 7/8 with no ability that wins against a small blocker (blue)."""
MIRIAM = "Miriam (L)"
"""A Hero with no ability, to attack with (green)."""
GOOD_WEAPON = "Abishai's Spear"
"""A good weapon-class Enhancement (red)."""
EVIL_WEAPON = "Abner's Spear (Ki)"
"""An evil weapon-class Enhancement (brown)."""


def _negated_weapons(card: str) -> list[str]:
    """The weapons in player 1's hand that *card*'s negate names."""
    support = ability_support(full_pool().get(card))
    assert support.carried_out, support.missing
    ability = card_abilities(full_pool().get(card)).ability
    assert ability is not None
    negate = ability.effects[0]
    assert isinstance(negate, Negate)
    game = Game.at([{"hand": [GOOD_WEAPON, EVIL_WEAPON]}, {}], pool=full_pool())
    context = EffectContext(game.state, P1)
    return [
        game.name(card)
        for card in game.state.players[P1].hand
        if context.matches(card, negate.target)
    ]


def test_evil_characters_and_weapons_are_evil_weapons_only() -> None:
    # Baptism of Jesus: "Negate special abilities on Evil Character Characters and weapons."
    assert _negated_weapons("Baptism of Jesus") == [EVIL_WEAPON]


def test_evil_character_weapons_are_evil_weapons() -> None:
    # The Centurion at Calvary: "... on Evil Character Characters and Evil Character
    # weapons": once refused as two card types, now the evil weapons.
    assert _negated_weapons("The Centurion at Calvary") == [EVIL_WEAPON]


URIM = "Urim and Thummim"
"""Artifact: "On activation, if you have a High Priest in play or set aside area, look at
one opponent's hand.  You may then deactivate this Artifact and activate a different
Artifact." """
INCENSE = "Altar of Incense (Pi)"


def _urim(territory: list[str]) -> Game:
    """Player 1 activates Urim and Thummim in the Preparation Phase."""
    assert ability_support(full_pool().get(URIM)).carried_out
    game = Game.at(
        [
            {"artifact_pile": [URIM, INCENSE], "territory": territory},
            {"hand": ["Archelaus (Ap)"]},
        ],
        pool=full_pool(),
        phase=Phase.PREPARATION,
    )
    game.do(ActivateArtifact(game.card(URIM)))
    return game


def test_without_a_high_priest_neither_the_look_nor_the_swap_happens() -> None:
    game = _urim([])
    assert game.asked == (P1, DecisionKind.PREPARATION)  # no "may" is asked
    assert not any(isinstance(event, CardsLooked) for event in game.events)
    assert not game.state.cards[game.card(URIM)].face_down  # still the active Artifact
    assert game.state.problems() == []


def test_with_a_high_priest_the_swap_comes_after_the_look() -> None:
    game = _urim(["Aaron (Pi)"])
    looked = [event for event in game.events if isinstance(event, CardsLooked)]
    assert [game.names(event.cards) for event in looked] == [["Archelaus (Ap)"]]
    # one "may" for the swap; the different Artifact is the inactive Altar on the pile
    game.choose("deactivate this Artifact and activate a different Artifact")
    assert game.state.cards[game.card(URIM)].face_down
    incense = game.card(INCENSE)
    assert any(
        isinstance(event, ArtifactActivated) and event.card == incense for event in game.events
    )
    assert not game.state.cards[incense].face_down
    assert game.state.problems() == []


def test_gabriel_shuffles_the_opponents_pile_he_looked_through() -> None:
    # Gabriel (Wa): "Look through opponent's draw pile and discard one Enhancement Card.
    # Shuffle draw pile."
    hero = "Gabriel (Wa)"
    assert ability_support(full_pool().get(hero)).carried_out
    game = Game.at(
        [
            {"territory": [hero], "deck": ["Isaac (CoW)", "Adam (FoM)"]},
            {"land_of_bondage": [SOUL], "deck": ["Archelaus (Ap)", "Fire Foxes", "A Look Back"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    assert game.offered == ["Fire Foxes", "A Look Back"]
    game.pick("Fire Foxes")
    assert game.where("Fire Foxes") == (P2, Zone.DISCARD_PILE)
    shuffled = [event.player for event in game.events if isinstance(event, DeckShuffled)]
    assert shuffled == [P2]
    assert game.zone(P1, Zone.DECK) == ["Isaac (CoW)", "Adam (FoM)"]
    assert game.state.problems() == []


def test_the_shuffle_after_a_search_of_any_pile_is_the_search_s_own() -> None:
    # Gabriel (Ki): "Holder may search any draw pile for one evil enhancement and discard
    # it.  Shuffle draw pile.": the search shuffles the pile it went through.
    ability = card_abilities(full_pool().get("Gabriel (Ki)")).ability
    assert ability is not None
    assert not any(isinstance(effect, Shuffle) for effect in ability.effects)
    # after a search of the user's own pile the words are left as read
    own = card_abilities(full_pool().get("Help from Heaven")).ability
    assert own is not None
    assert isinstance(own.effects[-1], Shuffle)


def test_the_pile_looked_through_is_the_one_shuffled() -> None:
    ability = card_abilities(full_pool().get("Gabriel (Wa)")).ability
    assert ability is not None
    look, shuffle = ability.effects[0], ability.effects[-1]
    assert isinstance(look, Look)
    assert isinstance(shuffle, Shuffle)
    assert shuffle.target.locations == look.target.locations


def test_cards_used_by_a_player_are_refused() -> None:
    # Breaking the Covenant: "Negate Altar of Incense and all Covenants used by that player
    # while this card remains in play."
    support = ability_support(full_pool().get("Breaking the Covenant"))
    assert not support.carried_out
    assert USED_BY_A_PLAYER in support.missing


def test_single_color_belongs_to_the_site_alone() -> None:
    # Abram's Army: "negate and discard a single-color Site, Artifact or evil card"
    ability = card_abilities(full_pool().get("Abram's Army")).ability
    assert ability is not None
    negate = ability.effects[1]
    assert isinstance(negate, Negate)
    site, artifact, evil = negate.target.parts
    assert site.qualifiers == ("single_brigade",)
    assert artifact.qualifiers == evil.qualifiers == ()


def test_the_then_sentence_shares_the_look_s_condition() -> None:
    ability = card_abilities(full_pool().get("Urim and Thummim (PoC)")).ability
    assert ability is not None
    look, deactivate, activate = ability.effects
    assert isinstance(look, Look)
    assert isinstance(deactivate, Deactivate)
    assert isinstance(activate, Activate)
    assert look.condition is not None
    assert deactivate.condition == activate.condition == look.condition


CHIEF_PRIESTS = "The Chief Priests (RoJ)"
"""Evil Character, Sadducee: "... You may withdraw this character from battle to add a
Sadducee, Pharisee, or Judas Iscariot to battle. Cannot be interrupted." """


def _chief_priests_withdrawn(territory: list[str]) -> Game:
    """The Chief Priests blocks and withdraws to add another character."""
    assert ability_support(full_pool().get(CHIEF_PRIESTS)).carried_out
    game = Game.blocked(
        MIRIAM,
        {"territory": [MIRIAM]},
        CHIEF_PRIESTS,
        {"territory": [CHIEF_PRIESTS, *territory]},
        pool=full_pool(),
        answer_block=False,
    )
    game.choose(
        "withdraw this character from battle to add a Sadducee, Pharisee, or Judas Iscariot"
        " to battle"
    )
    return game


def test_the_withdrawn_chief_priests_is_not_added_back() -> None:
    game = _chief_priests_withdrawn(["Pharisees (GoC)", "Captain of the Temple Guard"])
    assert game.where(CHIEF_PRIESTS) == (P2, Zone.TERRITORY)
    assert game.offered == ["Captain of the Temple Guard", "Pharisees (GoC)"]


def test_the_only_other_sadducee_is_added_without_a_choice() -> None:
    game = _chief_priests_withdrawn(["Pharisees (GoC)"])
    battle = game.state.battle
    assert battle is not None
    assert game.names(battle.evil_characters) == ["Pharisees (GoC)"]
    assert game.where(CHIEF_PRIESTS) == (P2, Zone.TERRITORY)
    assert game.state.problems() == []


TREASURES = "Egyptian Treasures"
"""Evil Enhancement 0/X, X = # of your Egyptians or Egyptian Sites: "If an Exodus Hero is not
in battle, reveal the top X cards of opponent's deck: Put Lost Souls in play, discard up to 2
good cards and underdeck the rest. Protect X Lost Souls from rescue." """
WISE_MEN = "Egyptian Wise Men (FoM)"
"""A gold Egyptian Evil Character, 1/3, to block and use the Treasures."""
PROVERBS_SOUL = "Lost Soul (Proverbs 21:16) (LoC)"
EXODUS_SOUL = "Lost Soul [Exodus 10:10 - K]"
JOHN_SOUL = "Lost Soul (John 8:3-4) (GoC)"


def _treasures_played() -> Game:
    """Andrew (7/8) is blocked by the Wise Men; two Egyptians make X two."""
    assert ability_support(full_pool().get(TREASURES)).carried_out
    game = Game.blocked(
        ANDREW,
        {"territory": [ANDREW], "deck": [GOOD_WEAPON, JOHN_SOUL, "Babel"]},
        WISE_MEN,
        {
            "territory": [WISE_MEN, "Egyptian Horsemen [K]"],
            "hand": [TREASURES],
            "land_of_bondage": [SOUL, PROVERBS_SOUL, EXODUS_SOUL],
        },
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(TREASURES), game.card(WISE_MEN)))
    game.pick(GOOD_WEAPON)  # up to 2 good cards of the two revealed
    return game


def test_egyptian_treasures_protects_x_lost_souls_in_play() -> None:
    game = _treasures_played()
    # X is two (the Wise Men in battle, the Horsemen in territory): two cards revealed,
    # the Lost Soul among them put in play in its owner's Land of Bondage
    assert game.where(JOHN_SOUL) == (P1, Zone.LAND_OF_BONDAGE)
    assert game.zone(P1, Zone.DECK) == ["Babel"]
    # any Lost Souls in play (REG: Immune and Protect, in play unless said), exactly X
    assert sorted(game.offered) == sorted([JOHN_SOUL, SOUL, PROVERBS_SOUL, EXODUS_SOUL])
    assert (game.question.minimum, game.question.maximum) == (2, 2)


def test_the_lost_souls_protected_from_rescue_stay_to_the_end_of_the_phase() -> None:
    game = _treasures_played()
    game.pick(PROVERBS_SOUL, EXODUS_SOUL)
    hero = game.card(ANDREW)
    assert protected_from_rescue(game.state, game.card(PROVERBS_SOUL), hero)
    assert not protected_from_rescue(game.state, game.card(SOUL), hero)
    while game.state.battle is not None:
        game.do(game.legal[-1])
    # Andrew wins: "from rescue" is from rescue by any card, battle resolution too
    assert game.zone(P1, Zone.LAND_OF_REDEMPTION) == [SOUL]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [PROVERBS_SOUL, EXODUS_SOUL]
    game.play_on_to(P1, Phase.DISCARD)
    assert not protected_from_rescue(game.state, game.card(PROVERBS_SOUL), hero)
    assert game.state.problems() == []


GRAIN_TENDERS = "Grain Tenders [IR]"
"""Evil Character: "Protect evil cards in territory from opponent. You may take an O.T. pale
green Enhancement from Reserve (or discard pile if O.T. Joseph is in play)." """
HORSEMEN = "Egyptian Horsemen [K]"
ABADDON = "Abaddon the Destroyer (L)"
"""An Evil Character without an ability, in the attacker's territory."""


def test_grain_tenders_protects_the_evil_cards_in_its_player_s_territory() -> None:
    # "in territory" names no player's: it is the territory of the player carrying the
    # effect out (REG: Targeting, Effect Targeting); "from opponent" is from the cards the
    # opponent uses (REG: Immune and Protect)
    assert ability_support(full_pool().get(GRAIN_TENDERS)).carried_out
    game = Game.blocked(
        ANDREW,
        {"territory": [ANDREW, ABADDON]},
        GRAIN_TENDERS,
        {"territory": [GRAIN_TENDERS, HORSEMEN]},
        pool=full_pool(),
    )
    protected = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "protect"]
    assert [game.names(e.cards) for e in protected] == [[HORSEMEN]]
    hero = game.card(ANDREW)
    assert protected_from(game.state, game.card(HORSEMEN), hero)
    assert not protected_from(game.state, game.card(ABADDON), hero)  # the opponent's territory
    assert not protected_from(game.state, game.card(GRAIN_TENDERS), hero)  # in battle
    assert game.state.problems() == []


TRANSFIGURATION = "Transfiguration (GoC)"
"""Good Enhancement (clay/purple): "STAR: Topdeck a good Dominant from deck. GE: Interrupt the
battle. N.T. Hero may band to Moses and Elijah from Reserve, deck and/or territory. Cannot be
negated." """
JOHN = "John (Pr)"
"""An N.T. purple Hero with no ability, to play the Transfiguration."""
MOSES = "Moses (Pr)"
"""A Moses with no ability."""


def _transfigured(deck: list[str]) -> list[str]:
    """The Heroes in battle once John plays the Transfiguration with *deck*."""
    assert ability_support(full_pool().get(TRANSFIGURATION)).carried_out
    game = Game.blocked(
        JOHN,
        {"territory": [JOHN], "hand": [TRANSFIGURATION], "deck": [*deck, "Babel"]},
        ABADDON,
        {"territory": [ABADDON]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(TRANSFIGURATION), game.card(JOHN)))
    game.choose("band to Moses and Elijah from Reserve, deck and/or territory")
    game.settle()
    battle = game.state.battle
    assert battle is not None
    assert game.zone(P1, Zone.DECK) == ["Babel"]
    assert game.state.problems() == []
    return game.names(battle.heroes)


def test_band_to_moses_and_elijah_brings_both() -> None:
    # "and": each of the list (REG: Band, Targeting), not one of either
    assert _transfigured([MOSES, "Elijah"]) == [JOHN, MOSES, "Elijah"]


def test_band_to_moses_and_elijah_brings_the_one_there() -> None:
    # "If an effect specifies more targets than there are valid targets, the effect can
    # still be carried out by targeting all of the valid targets" (REG: Targeting)
    assert _transfigured([MOSES]) == [JOHN, MOSES]
    assert _transfigured(["Elijah"]) == [JOHN, "Elijah"]


def test_band_to_asaph_and_or_ethan_brings_either_or_both() -> None:
    """Heman: "May band to Asaph and/or Ethan." """

    def banded(*answers: str) -> list[str]:
        game = Game.at(
            [{"territory": ["Heman", "Asaph", "Ethan"]}, {"land_of_bondage": [SOUL]}],
            pool=full_pool(),
        )
        game.do(Attack(game.card("Heman"), P2))
        game.decline()  # the use of other Enhancements
        game.choose("band to Asaph and/or Ethan")
        for answer in answers:
            assert game.question.minimum == 0  # "and/or": either may be left
            if answer:
                game.pick(answer)
            else:
                game.do(Finish())
        battle = game.state.battle
        assert battle is not None
        return game.names(battle.heroes)

    assert banded("Asaph", "Ethan") == ["Heman", "Asaph", "Ethan"]
    assert banded("Asaph", "") == ["Heman", "Asaph"]
    assert banded("") == ["Heman", "Ethan"]  # none of Asaph: Ethan, the one left


HANANIAH = "Hananiah (LoC)"
"""Hero, red warrior: "If a purple king is in play, you may take or equip an O.T. red weapon
from deck. May band to an O.T. red warrior. Cannot be prevented by an evil card." """
CALEBS_SWORD = "Caleb's Sword"
"""An O.T. red weapon."""


def _hananiah_attacks(territory: list[str]) -> Game:
    assert ability_support(full_pool().get(HANANIAH)).carried_out
    game = Game.at(
        [
            {"territory": [HANANIAH, *territory], "deck": ["Babel", CALEBS_SWORD, "Babel"]},
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HANANIAH), P2))
    return game


def test_hananiah_takes_or_equips_a_red_weapon_only_with_a_purple_king() -> None:
    # the only card titled Hananiah; the Shadrach (Hananiah) cards are read apart (a
    # condition on a purple king in play: REG: Conditions; equip from deck: REG: Equip)
    game = _hananiah_attacks([])
    assert game.asked == (P2, DecisionKind.BLOCK)  # no king: nothing offered
    game = _hananiah_attacks(["King Hiram (Roots)"])
    game.choose("take or equip an O.T. red weapon from deck (equip)")
    game.settle()
    battle = game.state.battle
    assert battle is not None
    assert [(game.name(e.card), game.name(e.user), e.equipped) for e in battle.enhancements] == [
        (CALEBS_SWORD, HANANIAH, True)
    ]
    game = _hananiah_attacks(["King Hiram (Roots)"])
    game.choose("take or equip an O.T. red weapon from deck (take)")
    game.pick(CALEBS_SWORD)  # the deck searched (REG: Search)
    assert game.zone(P1, Zone.HAND) == [CALEBS_SWORD]
    assert game.state.problems() == []


def test_shadrach_s_readings_stand_apart_from_hananiah() -> None:
    # Shadrach (Hananiah) (PoC): "Band abilities on Daniel cards cannot be interrupted"
    # names abilities by kind on cards: refused, so the card plays by its numbers
    support = ability_support(full_pool().get("Shadrach (Hananiah) (PoC)"))
    assert not support.carried_out
    assert "abilities named by kind" in support.missing
    for name in ("Shadrach (Hananiah)", "Shadrach (Hananiah) [T2C]"):
        assert ability_support(full_pool().get(name)).carried_out


DRUNKENESS = "Drunkeness"
"""Evil Enhancement, X = # of draw abilities used on opponent's cards this turn: "Negate a
Hero. Shuffle X random cards from opponent's hand. Cannot be interrupted." """
PAUL = "Paul, the Bond-Servant [RR2]"
"""A Hero: "You may draw 2. ...": one draw ability, two cards drawn."""


def test_drunkeness_counts_draw_abilities_not_cards_drawn() -> None:
    assert ability_support(full_pool().get(DRUNKENESS)).carried_out
    game = Game.at(
        [
            {"territory": [PAUL], "hand": ["Babel", "Babel"], "deck": [MIRIAM, ANDREW]},
            {"land_of_bondage": [SOUL], "territory": [ABADDON], "hand": [DRUNKENESS]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(PAUL), P2))
    game.choose("draw 2")
    game.settle()
    game.do(Block(game.card(ABADDON)))
    game.settle()
    game.do(PlayEnhancement(game.card(DRUNKENESS), game.card(ABADDON)))
    game.settle()
    # Paul's ability negated, its draw undone (REG: Negate); it was used all the same, once:
    # X is one, one random card of the two left shuffled into the deck (REG: Shuffle)
    assert len(game.zone(P1, Zone.HAND)) == 1
    assert len(game.zone(P1, Zone.DECK)) == 3
    assert game.state.problems() == []


def test_slaves_to_eglon_captures_to_the_land_of_bondage_of_a_chosen_player() -> None:
    # "Capture all Heroes in battle to a player" (REG: Capture: to a Land of Bondage)
    card = "Slaves to Eglon"
    assert ability_support(full_pool().get(card)).carried_out
    servants = "David's Servants"
    game = Game.blocked(
        ANDREW,
        {"territory": [ANDREW, MIRIAM]},
        servants,
        {"territory": [servants], "hand": [card]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(card), game.card(servants)))
    assert game.question.labels == ("player 1", "player 2")
    game.choose("player 1")
    assert game.where(ANDREW) == (P1, Zone.LAND_OF_BONDAGE)
    assert game.where(MIRIAM) == (P1, Zone.TERRITORY)  # not in battle
    assert game.state.problems() == []


def test_an_x_of_cards_done_from_one_player_s_place_is_refused() -> None:
    # I Am Creator (Roots): "each player may shuffle their hand to draw X", X = # of cards
    # shuffled from that player's hand by this card: counted for every player together it
    # let each draw the cards all had shuffled; left unread, the card is refused
    support = ability_support(full_pool().get("I Am Creator (Roots)"))
    assert not support.carried_out
    assert "a number defined elsewhere (X)" in support.missing


NEW_JERUSALEM = "New Jerusalem (I/J+)"
"""Good Dominant: "Copy the last good Dominant played during this phase." """
ANGEL_OF_THE_LORD = "Angel of the Lord ( C)"
"""A good Dominant of another book (Luke 2:9): a copy would need New Jerusalem to have its
attributes, which the engine does not give it."""


def test_a_copy_not_carried_out_is_not_reported_carried_out() -> None:
    # REG: Copy: the copy of Angel of the Lord is refused (CopyNotCarriedOut); the game
    # said so, and no event says in the same breath that the copy was carried out
    assert ability_support(full_pool().get(NEW_JERUSALEM)).carried_out
    game = Game.at(
        [
            {"hand": [ANGEL_OF_THE_LORD, NEW_JERUSALEM], "territory": ["Gabriel (I)"]},
            {"land_of_bondage": [SOUL], "territory": ["Achan (I)", "Abiram"]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayDominant(game.card(ANGEL_OF_THE_LORD)))
    game.pick("Achan (I)")
    game.do(PlayDominant(game.card(NEW_JERUSALEM)))
    game.settle()
    jerusalem = game.card(NEW_JERUSALEM)
    refused = of_kind(game.events, CopyNotCarriedOut)
    assert [(e.card, e.copied) for e in refused] == [(jerusalem, game.card(ANGEL_OF_THE_LORD))]
    assert [e for e in of_kind(game.events, EffectCarriedOut) if e.card == jerusalem] == []
    assert game.zone(P2, Zone.TERRITORY) == ["Abiram"]
    assert game.state.problems() == []


CHAMBER = "Chamber of Angels (GoC)"
"""Fortress: "If your angel is harmed or defeated, you may hold it here instead. While
occupied, negate opponents' evil cards in territories." """


def test_the_chamber_of_angels_put_in_play_empty_is_reported_negating_nothing() -> None:
    # REG: Duration, Negate: "while occupied" does not hold for an empty Chamber: its
    # negate, begun as the Fortress is put in play, covers no card yet
    assert ability_support(full_pool().get(CHAMBER)).carried_out
    game = Game.at(
        [{"hand": [CHAMBER], "territory": ["Guiding Angel"]}, {"territory": ["Coliseum"]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayCard(game.card(CHAMBER), CardType.FORTRESS))
    game.settle()
    negates = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "negate"]
    assert [(e.card, e.cards) for e in negates] == [(game.card(CHAMBER), ())]
    assert game.state.problems() == []


def test_a_lasting_effect_in_play_is_reported_on_the_cards_it_covers() -> None:
    # Grain Tenders' protect is followed too: reported on the card it covers, the one of
    # its player's territory, as before
    game = Game.blocked(
        ANDREW,
        {"territory": [ANDREW]},
        GRAIN_TENDERS,
        {"territory": [GRAIN_TENDERS, HORSEMEN]},
        pool=full_pool(),
    )
    protected = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "protect"]
    assert [game.names(e.cards) for e in protected] == [[HORSEMEN]]


TEMPLE_VEIL = "Temple Veil (GoC)"
"""Neutral Artifact: "If you control a Gospel human Hero, you may look at an opponent's hand.
You may deactivate this Artifact or bounce a Gospel Hero not in battle. N.T. Heroes have
Site access." """
STABLE = "Bethlehem Stable (GoC)"
"""Fortress: "Protect hand, deck and Reserve from opponents. If your nativity Hero is harmed
or defeated by an opponent, you may reserve it instead. ..." """
JOSEPH = "Joseph, the Betrothed (GoC)"
"""An N.T. nativity Hero."""


def _veiled() -> Game:
    """Player 1 activates Temple Veil; player 2 holds Joseph and the Stable."""
    for card in (TEMPLE_VEIL, STABLE):
        assert ability_support(full_pool().get(card)).carried_out
    game = Game.at(
        [
            {"artifact_pile": [TEMPLE_VEIL], "territory": [JOHN]},
            {"territory": [JOSEPH, STABLE]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(TEMPLE_VEIL)))
    game.decline()  # neither deactivate nor bounce
    # the Site access targets Joseph (REG: Site Access); on an opponent's neutral card that
    # is harm (REG: Harm): the Stable's player may reserve him instead
    assert game.asked == (P2, DecisionKind.REPLACE)
    assert game.legal == [UseAbility(game.card(STABLE), 1), Decline()]
    return game


def test_site_access_from_an_opponent_s_neutral_card_harms_the_nativity_hero() -> None:
    game = _veiled()
    game.do(UseAbility(game.card(STABLE), 1))
    game.settle()
    assert game.where(JOSEPH) == (P2, Zone.RESERVE)
    access = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "site_access"]
    assert [game.names(e.cards) for e in access] == [[JOHN]]  # its player's Hero keeps it
    assert game.state.problems() == []


def test_the_nativity_hero_whose_reserve_is_declined_has_site_access() -> None:
    game = _veiled()
    game.do(Decline())
    game.settle()
    assert game.where(JOSEPH) == (P2, Zone.TERRITORY)
    access = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "site_access"]
    assert [game.names(e.cards) for e in access] == [[JOHN, JOSEPH]]
    assert game.state.problems() == []


I_AM_REDEMPTION = "I am Redemption"
"""Gold Covenant: "Return your captured Heroes to your territory. Cannot be negated by an evil
card." """
DEBORAH = "Deborah (L)"
"""A gold Hero with no ability, to play the Covenant."""


def test_your_captured_heroes_are_those_you_own_and_control() -> None:
    # REG: Your: owner and controller; REG: Capture: permanent control of a captured
    # character goes to the player who receives it. John, player 1's, is held by player 2:
    # not player 1's captured Hero; Miriam, captured to player 1's own Land of Bondage, is
    assert ability_support(full_pool().get(I_AM_REDEMPTION)).carried_out
    game = Game.blocked(
        DEBORAH,
        {"territory": [DEBORAH], "hand": [I_AM_REDEMPTION], "land_of_bondage": [MIRIAM]},
        ABADDON,
        {"territory": [ABADDON], "land_of_bondage": [JOHN]},
        pool=full_pool(),
    )
    john, miriam = game.card(JOHN), game.card(MIRIAM)
    table = Table(game.state)
    for card in (john, miriam):
        table.set_instance(card, CardType.LOST_SOUL, False, None, None)
        table.set_captured(card, CardType.HERO)
    state = table.freeze()
    cards = list(state.cards)
    cards[john] = evolve(cards[john], owner=P1)
    game.state = evolve(state, cards=tuple(cards))
    assert game.state.problems() == []
    game.do(PlayEnhancement(game.card(I_AM_REDEMPTION), game.card(DEBORAH)))
    game.settle()
    assert game.where(MIRIAM) == (P1, Zone.TERRITORY)
    assert game.where(JOHN) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.problems() == []


BY_THE_NUMBERS = (
    "Benaiah (Wa)",
    "Blessings",
    "Foolish Advice",
    "Ira (Wa)",
    "Job's Wife ( C)",
    "Job's Wife (Wo)",
    "King of Tyrus (Wa)",
    "Mask of Fear",
    "Moses (Wa)",
    "Shimei's Malicious Curse",
    "The Strong Angel (Wa)",
)
"""Texts with "Battle is determined by the numbers" and nothing else refused."""


def test_battle_determined_by_the_numbers_is_refused() -> None:
    # the REG defines no "determined by the numbers" effect: whether it keeps abilities
    # activated later, Enhancements played later or battle-ending effects from acting, and
    # for how long, is not said; read as nothing it would let the battle go on as usual, so
    # the texts stay refused and the cards play by their numbers
    for name in BY_THE_NUMBERS:
        support = ability_support(full_pool().get(name))
        assert not support.carried_out, name
        assert support.missing == ("rule 'by_numbers'",), name
