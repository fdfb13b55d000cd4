"""Ongoing abilities of active Artifacts and territory-class characters (REG: Artifact,
Duration, Territory Class Character, Negate, Increase and Decrease).

An Artifact's lasting effects act while it stays active, face up on its Artifact pile; a
territory-class character's while it stays in a territory, as well as when it enters battle.
An effect on all the cards a description names covers those that fit the words at each
moment: "All Evil Characters in play decrease 0/3" lowers an Evil Character played later
too, and gives a card its numbers back once the Artifact is deactivated. A "while" names
when the effect acts at all.
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, Game, full_pool, of_kind

from redemption_rules import ActivateArtifact, Attack, EndPhase, Phase, PlayCard, Zone, engine
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import protected_from_rescue, shielded_from
from redemption_rules.events import AbilityNegated, AbilityPrevented
from redemption_rules.state import Until
from redemption_rules.table import Table

CROWN = "Crown of Thorns"
"""Artifact: "All Evil Characters in play decrease 0/3 while this card is in play." """
CHARIOT = "Chariot of Fire (Roots)"
"""Artifact: "Shuffle all Heroes from discard pile." """
TASSELS = "Blue Tassels (Roots)"
"""Artifact: "Protect characters from capture, bounce and reserve abilities." """
CURSES = "All the Curses (LoC)"
"""Curse (an Evil Enhancement or an Artifact): "EE: Capture all Heroes in battle to a player.
ART: Negate opponents' neutral cards." """
OT_ONLY = 'Lost Soul "O.T. Only" [Psalm 78:22]'
"""A neutral Lost Soul: "Protect this Lost Soul from rescue (except by an O.T. Hero)." """
HADASSAH = "Hadassah (Esther) (Roots)"
"""Territory-class O.T. Hero: "Protect O.T. Heroes from evil discard abilities. If
attacking, you may take an O.T. brown human from deck." """
JESSE = "Jesse, the Ephrathite / Jesse, the Root (LoC)"
"""Territory-class Hero: "... TOP: While you control a meek Hero, negate characters in
opponents' territories. May band to David or a meek Ruth Hero. BOTTOM: Meek" """
STOICS = "Stoic Philosophers"
"""Territory-class Evil Character: "Protect your unique Greek Evil Characters and black
Enhancements in territories from discard." """
GIDEON = "Gideon (J)"
"""A meek O.T. Hero (no special ability)."""
PETER = "Peter (I)"
"""A N.T. Hero."""
GOLIATH = "Goliath (L)"
"""Evil Character 10/10, no special ability."""
DOEG = "Doeg (L)"
"""Evil Character 6/6, no special ability."""


def test_the_ongoing_abilities_are_carried_out() -> None:
    pool = full_pool()
    for name in (CROWN, TASSELS, CURSES, HADASSAH, JESSE, STOICS):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def _activate(game: Game, name: str) -> None:
    game.do(ActivateArtifact(game.card(name)))
    game.settle()


def _new_turn(game: Game) -> None:
    """Let the active player activate an Artifact again, as in a later turn of theirs."""
    game.state = attrs.evolve(game.state, artifact_activated=None)


def _numbers(game: Game, name: str) -> tuple[int, int]:
    return numbers_of(game.state, game.card(name))


# -- an Artifact's change of numbers --------------------------------------------------------------


def test_an_active_artifact_decreases_the_evil_characters_in_play_while_it_is_active() -> None:
    game = Game.at(
        [
            {"artifact_pile": [CROWN, CHARIOT], "territory": [GOLIATH], "hand": [DOEG]},
            {"territory": [DOEG]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    _activate(game, CROWN)
    assert _numbers(game, GOLIATH) == (10, 7)
    assert numbers_of(game.state, game.card(DOEG, player=P2)) == (6, 3)
    # an Evil Character that comes into play later is decreased as well
    game.do(PlayCard(game.card(DOEG, player=P1), CardType.EVIL_CHARACTER))
    game.settle()
    assert numbers_of(game.state, game.card(DOEG, player=P1)) == (6, 3)
    assert game.state.problems() == []
    # deactivated (another Artifact turned face up in its place): the numbers come back
    _new_turn(game)
    _activate(game, CHARIOT)
    assert game.state.cards[game.card(CROWN)].face_down
    assert _numbers(game, GOLIATH) == (10, 10)
    assert numbers_of(game.state, game.card(DOEG, player=P1)) == (6, 6)
    assert numbers_of(game.state, game.card(DOEG, player=P2)) == (6, 6)
    assert game.state.lasting == ()
    assert game.state.problems() == []


def test_a_decrease_in_play_ends_when_its_artifact_leaves_play() -> None:
    game = Game.at(
        [{"artifact_pile": [CROWN], "territory": [GOLIATH]}, {}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    _activate(game, CROWN)
    assert _numbers(game, GOLIATH) == (10, 7)
    table = Table(game.state)
    table.move(game.card(CROWN), (P1, Zone.ARTIFACT_PILE), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert _numbers(game, GOLIATH) == (10, 10)
    assert game.state.lasting == ()


def test_a_decrease_in_play_discards_a_character_left_with_no_toughness() -> None:
    stoics = STOICS  # 2/3
    game = Game.at(
        [{"artifact_pile": [CROWN]}, {"territory": [stoics, GOLIATH]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    _activate(game, CROWN)
    assert game.where(stoics) == (P2, Zone.DISCARD_PILE)
    assert game.where(GOLIATH) == (P2, Zone.TERRITORY)
    assert game.state.problems() == []


# -- an Artifact's protection ---------------------------------------------------------------------


def test_an_active_artifact_protects_the_characters_its_words_name() -> None:
    game = Game.at(
        [{"artifact_pile": [TASSELS, CHARIOT], "hand": [GIDEON]}, {"territory": [GOLIATH]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    goliath = game.card(GOLIATH)
    curse = game.card(TASSELS)  # any card: what a capture ability may not touch
    assert goliath not in shielded_from(game.state, curse, None, "capture")
    _activate(game, TASSELS)
    assert goliath in shielded_from(game.state, curse, None, "capture")
    assert goliath not in shielded_from(game.state, curse, None, "discard")
    game.do(PlayCard(game.card(GIDEON), CardType.HERO))
    game.settle()
    assert game.card(GIDEON) in shielded_from(game.state, curse, None, "capture")
    _new_turn(game)
    _activate(game, CHARIOT)  # deactivated: the protection ends
    assert game.state.protections == ()
    assert game.state.problems() == []


# -- an Artifact's negate -------------------------------------------------------------------------


def test_an_active_artifact_negates_the_opponents_neutral_cards() -> None:
    game = Game.at(
        [{"artifact_pile": [CURSES], "territory": [PETER]}, {"land_of_bondage": [OT_ONLY]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    soul = game.card(OT_ONLY)
    assert protected_from_rescue(game.state, soul, game.card(PETER))
    _activate(game, CURSES)
    assert [e.card for e in of_kind(game.events, AbilityNegated)] == [soul]
    assert not protected_from_rescue(game.state, soul, game.card(PETER))
    assert game.state.problems() == []


# -- a territory-class character in territory -----------------------------------------------------


def _protections_of(game: Game, name: str) -> list[Until]:
    return [p.until for p in game.state.protections if p.source == game.card(name)]


def test_a_territory_class_character_protects_while_in_territory_and_in_battle() -> None:
    game = Game.at(
        [{"territory": [HADASSAH, GIDEON]}, {"territory": [DOEG]}],
        phase=Phase.BATTLE,
        pool=full_pool(),
    )
    hadassah, gideon = game.card(HADASSAH), game.card(GIDEON)
    (protection,) = game.state.protections
    assert protection.until is Until.WHILE
    assert sorted(protection.cards) == sorted((hadassah, gideon))
    # into battle she leaves territory: that protection ends, her ability activates there
    game.do(Attack(hadassah, P2))
    game.settle()
    assert _protections_of(game, HADASSAH) == [Until.PHASE]
    assert game.state.problems() == []


def test_a_territory_class_character_put_in_territory_activates_there() -> None:
    game = Game.at(
        [{"hand": [HADASSAH], "territory": [GIDEON]}, {}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    assert game.state.protections == ()
    game.do(PlayCard(game.card(HADASSAH), CardType.HERO))
    game.settle()
    assert _protections_of(game, HADASSAH) == [Until.WHILE]
    table = Table(game.state)
    table.move(game.card(HADASSAH), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.state.protections == ()


def test_a_territory_class_negate_acts_while_its_condition_holds() -> None:
    # Jesse negates the characters in the opponent's territory while player 1 controls a
    # meek Hero: the Stoic Philosophers put there are kept from activating
    game = Game.at(
        [{"territory": [JESSE, GIDEON]}, {"hand": [STOICS]}],
        phase=Phase.PREPARATION,
        active=1,
        pool=full_pool(),
    )
    game.do(PlayCard(game.card(STOICS), CardType.EVIL_CHARACTER))
    game.settle()
    assert [e.card for e in of_kind(game.events, AbilityPrevented)] == [game.card(STOICS)]
    assert game.state.protections == ()
    assert game.state.problems() == []


def test_a_territory_class_negate_stops_when_its_condition_no_longer_holds() -> None:
    game = Game.at(
        [{"territory": [JESSE, GIDEON]}, {"hand": [STOICS]}],
        phase=Phase.PREPARATION,
        active=1,
        pool=full_pool(),
    )
    # the meek Hero leaves play: Jesse's negate no longer acts
    table = Table(game.state)
    table.move(game.card(GIDEON), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    game.do(PlayCard(game.card(STOICS), CardType.EVIL_CHARACTER))
    game.settle()
    assert of_kind(game.events, AbilityPrevented) == []
    assert [p.source for p in game.state.protections] == [game.card(STOICS)]
    assert game.state.problems() == []


def test_a_territory_class_negate_negates_what_is_in_play_as_its_condition_comes_to_hold() -> None:
    # the Stoic Philosophers protect from discard in player 2's territory; Jesse's negate
    # waits for a meek Hero, and ends their protection as one is played
    game = Game.at(
        [{"territory": [JESSE], "hand": [GIDEON]}, {"territory": [STOICS]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    stoics = game.card(STOICS)
    assert [p.source for p in game.state.protections] == [stoics]
    game.do(PlayCard(game.card(GIDEON), CardType.HERO))
    game.settle()
    assert [e.card for e in of_kind(game.events, AbilityNegated)] == [stoics]
    assert game.state.protections == ()
    assert game.state.problems() == []


def test_a_negated_artifact_gives_the_cards_it_changed_their_numbers_back() -> None:
    # player 2's Crown of Thorns, active since their turn, is a neutral card of an opponent
    # to player 1's All the Curses, activated in player 1's next turn
    decks = ["Gideon (J)"] * 8
    game = Game.at(
        [
            {"artifact_pile": [CURSES], "territory": [GOLIATH], "deck": decks},
            {"artifact_pile": [CROWN], "territory": [DOEG], "deck": decks},
        ],
        phase=Phase.PREPARATION,
        active=1,
        pool=full_pool(),
    )
    _activate(game, CROWN)
    assert _numbers(game, GOLIATH) == (10, 7)
    while not (game.state.active == P1 and game.state.phase is Phase.PREPARATION):
        game.do(EndPhase())
        game.settle()
    _activate(game, CURSES)
    assert [e.card for e in of_kind(game.events, AbilityNegated)] == [game.card(CROWN)]
    assert _numbers(game, GOLIATH) == (10, 10)
    assert _numbers(game, DOEG) == (6, 6)
    assert game.state.lasting == ()
    assert game.state.problems() == []
