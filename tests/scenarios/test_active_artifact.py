"""Lasting effects of an active Artifact that read their words at each moment (REG: Artifact,
Activate, Duration, Restrict, Negate).

An Artifact's ability is used as it is activated, and its lasting effects stay in force while
it remains face up on its Artifact pile: they stop when it is deactivated or otherwise
rendered inactive (discarded), or negated, and act again once it is activated again. A
restriction covers the players its words name, and a negate of abilities named by kind the
cards whose abilities its words name, as each play is tried or ability activates; a "while"
of such an effect bars or negates only while it holds.
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    ActivateArtifact,
    Attack,
    Block,
    DecisionKind,
    Decline,
    EndPhase,
    Phase,
    PlayCard,
    PlayDominant,
    PlayEnhancement,
    PutInSite,
    SurrenderSoul,
    UseAbility,
    Zone,
    engine,
    legal_actions,
)
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.grants import has_site_access
from redemption_rules.effects.restriction import restriction_against
from redemption_rules.events import AbilityNegated
from redemption_rules.state import Until
from redemption_rules.table import Table

SWORD = "King's Sword ( C)"
"""Artifact: "Negate all immune abilities on characters." """
ALTAR = "Altar of Dagon (FoM)"
"""Artifact (X = the number of your evil Philistines): "Negate Heroes with toughness less than
X. While your evil Philistine is in battle, restrict opponent from playing good Dominants." """
CHARIOT = "Chariot of Fire (Roots)"
"""Artifact: "Shuffle all Heroes from discard pile." """
CURSES = "All the Curses (LoC)"
"""Curse (an Evil Enhancement or an Artifact): "EE: Capture all Heroes in battle to a player.
ART: Negate opponents' neutral cards." """
CLAUDIUS = "Emperor Claudius"
"""Gold Evil Character 10/11: "Emperor Claudius is immune to N.T. Heroes." """
BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""Blue N.T. Hero 10/10, no special ability."""
BETHESDA = "Angel at Bethesda"
"""Silver Hero 3/1, no special ability."""
LAHMI = "Lahmi (I)"
"""Black Philistine Evil Character 10/10, no special ability."""
PHILISTINES = "Terrifying Philistines [L]"
"""Black Philistine Evil Character 10/11, no special ability."""
ANGEL = "Angel of the Lord (J)"
"""Good Dominant: "Discard an Evil Character." """
COIN = "Four-Drachma Coin (GoC)"
"""Artifact: "Protect hand, deck and Reserve from opponents. While Peter is in play, you may
discard this card to draw 4." """
STONES = "Twelve Jordan Stones"
"""Artifact: "You may exchange a card from hand with a Joshua card from Reserve. Protect
hand, deck and discard pile from opponents." """
MOCKING = "Mocking Soldiers (J)"
"""Gray Evil Character 6/4: "Underdeck a random card from opponent's hand." """
ANDREW = "Andrew (Ap)"
"""N.T. Hero 7/8, no special ability."""
PETER = "Peter (I)"
"""A N.T. Hero named Peter."""
ADINO = "Adino (L)"
DECREE = "Darius' Decree"
"""Artifact: "Opponents may not play good Enhancements from hand, unless an Evil Character is
in battle. You may discard this card to discard all Heroes in set-aside areas." """
COURAGE = "Courage (L)"
"""Blue Good Enhancement 2/2, no special ability."""
VEIL = "Temple Veil (GoC)"
"""Artifact: "If you control a Gospel human Hero, you may look at an opponent\u2019s hand.
You may deactivate this Artifact or bounce a Gospel Hero not in battle. N.T. Heroes have Site
access." """
PRIESTLY = "Priestly Crown"
"""Artifact: "Holder's O.T. male human Heroes have access to all sites." """
GIDEON = "Gideon (J)"
"""O.T. male human Hero 6/8, no special ability."""
CANAAN = "Canaan"
"""Purple Site."""
OTHER_SOUL = "Lost Soul Luke 15:13 (J)"
DECK = ["Gideon (J)"] * 8


def _activate(game: Game, name: str) -> None:
    game.do(ActivateArtifact(game.card(name)))
    game.settle()


def _new_turn(game: Game) -> None:
    """Let the active player activate an Artifact again, as in a later turn of theirs."""
    game.state = attrs.evolve(game.state, artifact_activated=None)


def _discard(game: Game, name: str, player: int = P1) -> None:
    """Discard the Artifact from its pile, as an ability would, and let the game settle."""
    table = Table(game.state)
    table.move(game.card(name), (player, Zone.ARTIFACT_PILE), (player, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()


def _dominants(game: Game) -> list[str]:
    """The Dominants the player to act is offered."""
    return game.names([a.card for a in game.legal if isinstance(a, PlayDominant)])


def _unrestricted(game: Game) -> list[str]:
    """The Dominants the player to act would be offered were no restriction in force."""
    free = legal_actions(attrs.evolve(game.state, restrictions=()))
    return game.names([a.card for a in free if isinstance(a, PlayDominant)])


def test_the_lasting_effects_are_carried_out() -> None:
    pool = full_pool()
    for name in (SWORD, ALTAR, DECREE, "Golden Calf (FoM)", COIN, STONES, VEIL, PRIESTLY):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)
    assert card_abilities(pool.get(SWORD)).in_play == (0,)
    assert card_abilities(pool.get(ALTAR)).in_play == (0, 1)


def test_what_is_not_read_exactly_stays_refused() -> None:
    # "CURSE: While you are rescuing or blocking, restrict ...": whose blocking is not said
    # (read as the Artifact's own, which never blocks)
    pool = full_pool()
    support = ability_support(pool.get("The Fall of Man"))
    assert "a lasting effect of an active Artifact" in support.missing
    # "Prevent Enhancements unless a character is opposed": a prevention's exception while
    # it lasts is not read as one
    support = ability_support(pool.get("Pact with Death (Roots)"))
    assert "a lasting effect of an active Artifact" in support.missing


# -- a negate of abilities named by kind ---------------------------------------------------------


def _sword_game() -> Game:
    return Game.at(
        [
            {"artifact_pile": [SWORD, CHARIOT], "territory": [BARTHOLOMEW], "deck": DECK},
            {"territory": [CLAUDIUS], "land_of_bondage": [SOUL], "deck": DECK},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )


def _claudius_blocks(game: Game) -> None:
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card(BARTHOLOMEW), P2))
    game.settle()
    game.do(Block(game.card(CLAUDIUS)))
    game.settle()


def _claudius_protected(game: Game) -> bool:
    return any(p.source == game.card(CLAUDIUS) for p in game.state.protections)


def test_an_active_artifact_negates_the_immune_abilities_of_characters_in_a_later_phase() -> None:
    game = _sword_game()
    _activate(game, SWORD)
    (negate,) = game.state.preventions
    assert negate.until is Until.WHILE
    assert set(negate.kinds) == {"protect", "immune"}
    # in the battle phase: Claudius's immunity to N.T. Heroes is not carried out
    _claudius_blocks(game)
    assert not _claudius_protected(game)
    assert game.state.problems() == []


def test_with_no_active_artifact_the_immune_ability_is_carried_out() -> None:
    game = _sword_game()
    _claudius_blocks(game)
    assert _claudius_protected(game)


def test_the_negate_ends_when_the_artifact_is_deactivated_and_comes_back_with_it() -> None:
    game = _sword_game()
    _activate(game, SWORD)
    # another Artifact turned face up in a later turn deactivates the Sword
    _new_turn(game)
    _activate(game, CHARIOT)
    assert game.state.cards[game.card(SWORD)].face_down
    assert game.state.preventions == ()
    # activated again later: its negate is in force again
    _new_turn(game)
    _activate(game, SWORD)
    assert game.state.cards[game.card(CHARIOT)].face_down
    assert [p.source for p in game.state.preventions] == [game.card(SWORD)]
    _claudius_blocks(game)
    assert not _claudius_protected(game)
    assert game.state.problems() == []


def test_the_negate_ends_when_the_artifact_is_discarded() -> None:
    game = _sword_game()
    _activate(game, SWORD)
    assert [p.source for p in game.state.preventions] == [game.card(SWORD)]
    # rendered inactive otherwise than by a deactivate: discarded from its pile
    _discard(game, SWORD)
    assert game.state.preventions == ()
    _claudius_blocks(game)
    assert _claudius_protected(game)
    assert game.state.problems() == []


# -- a restriction while a condition holds --------------------------------------------------------


def _altar_game(hero: str = BARTHOLOMEW) -> Game:
    """Player 1 activates the Altar; in player 2's turn, *hero* attacks player 1."""
    game = Game.at(
        [
            {"artifact_pile": [ALTAR], "territory": [LAHMI], "deck": DECK},
            {"territory": [hero], "land_of_bondage": [SOUL], "hand": [ANGEL], "deck": DECK},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    _activate(game, ALTAR)
    while not (game.state.active == P2 and game.state.phase is Phase.BATTLE):
        game.do(EndPhase())
        game.settle()
    return game


def test_an_active_artifact_restricts_the_opponent_only_while_its_condition_holds() -> None:
    game = _altar_game()
    (restriction,) = game.state.restrictions
    assert restriction.players == (P2,)
    assert restriction.until is Until.WHILE
    # player 2's turn: no Philistine of player 1 in battle, the good Dominant may be played
    assert _dominants(game) == [ANGEL]
    game.do(Attack(game.card(BARTHOLOMEW), P1))
    game.settle()
    game.do(Block(game.card(LAHMI)))
    game.settle()
    assert game.state.active == P2
    # Lahmi, player 1's evil Philistine, is in battle: player 2 is restricted
    assert _unrestricted(game) == [ANGEL]
    assert _dominants(game) == []
    assert game.state.problems() == []


def test_the_restriction_ends_when_the_artifact_is_discarded() -> None:
    game = _altar_game()
    game.do(Attack(game.card(BARTHOLOMEW), P1))
    game.settle()
    game.do(Block(game.card(LAHMI)))
    game.settle()
    assert _dominants(game) == []
    _discard(game, ALTAR)
    assert game.state.restrictions == ()
    assert _dominants(game) == [ANGEL]
    assert game.state.problems() == []


def test_the_restriction_ends_when_the_artifact_is_negated() -> None:
    # player 2's All the Curses negates player 1's Altar, a neutral card of an opponent
    game = Game.at(
        [
            {"artifact_pile": [ALTAR], "territory": [LAHMI], "deck": DECK},
            {"artifact_pile": [CURSES], "hand": [ANGEL], "deck": DECK},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    _activate(game, ALTAR)
    assert [r.source for r in game.state.restrictions] == [game.card(ALTAR)]
    while not (game.state.active == P2 and game.state.phase is Phase.PREPARATION):
        game.do(EndPhase())
        game.settle()
    _activate(game, CURSES)
    assert [e.card for e in of_kind(game.events, AbilityNegated)] == [game.card(ALTAR)]
    assert game.state.restrictions == ()
    assert game.state.problems() == []


def test_an_active_artifact_restricts_unless_its_exception_holds() -> None:
    game = Game.at(
        [
            {"artifact_pile": [DECREE], "territory": [LAHMI], "land_of_bondage": [SOUL]},
            {"territory": [BARTHOLOMEW], "hand": [COURAGE], "deck": DECK},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    _activate(game, DECREE)
    while not (game.state.active == P2 and game.state.phase is Phase.BATTLE):
        game.do(EndPhase())
        game.settle()
    (restriction,) = game.state.restrictions
    assert restriction.players == (P2,)
    courage = game.card(COURAGE)
    # player 2's Hero attacks: no Evil Character is in battle, the good Enhancement is barred
    game.do(Attack(game.card(BARTHOLOMEW), P1))
    game.settle()
    assert restriction_against(game.state, P2, courage) == restriction
    # Lahmi blocks: the exception holds, and player 2 may play it
    game.do(Block(game.card(LAHMI)))
    game.settle()
    assert restriction_against(game.state, P2, courage) is None
    plays = [a for a in game.legal if isinstance(a, PlayEnhancement) and a.card == courage]
    assert plays
    assert game.state.problems() == []


def test_heroes_with_toughness_less_than_x_are_negated_and_no_others() -> None:
    # X is 2, player 1's evil Philistines: the 3/1 Hero is negated, the 10/10 one not
    game = Game.at(
        [
            {"artifact_pile": [ALTAR], "territory": [LAHMI, PHILISTINES]},
            {"territory": [BARTHOLOMEW, BETHESDA]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    _activate(game, ALTAR)
    negated = {card for p in game.state.preventions for card in p.cards}
    assert negated == {game.card(BETHESDA)}
    assert game.state.problems() == []


# -- a protection of whole hands, decks and Reserves ----------------------------------------------


def _coin_game(territory: tuple[str, ...] = ()) -> Game:
    game = Game.at(
        [
            {
                "artifact_pile": [COIN, CHARIOT],
                "hand": [ANDREW, ADINO],
                "territory": list(territory),
                "deck": ["Asahel (L)"] * 6,
            },
            {"territory": [MOCKING], "land_of_bondage": [SOUL], "deck": DECK},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    _activate(game, COIN)
    return game


def _mocking_blocks(game: Game) -> None:
    game.do(PlayCard(game.card(ANDREW), CardType.HERO))
    game.settle()
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card(ANDREW), P2))
    game.settle()
    game.do(Block(game.card(MOCKING)))
    game.settle()


def _protected(game: Game) -> list[str]:
    return sorted(game.names([c for p in game.state.protections for c in p.cards]))


def test_an_active_artifact_protects_the_cards_in_hand_and_deck_as_they_come_and_go() -> None:
    game = _coin_game()
    assert _protected(game) == sorted([ADINO, ANDREW, *["Asahel (L)"] * 6])
    (protection,) = game.state.protections
    assert protection.until is Until.WHILE
    # Andrew leaves the hand for the territory: no longer a card of a protected hand
    _mocking_blocks(game)
    assert _protected(game) == sorted([ADINO, *["Asahel (L)"] * 6])
    # the opponent's random underdeck finds the hand protected: Adino stays
    assert game.zone(P1, Zone.HAND) == [ADINO]
    assert game.state.problems() == []


def test_the_protection_ends_when_the_artifact_is_deactivated() -> None:
    game = _coin_game()
    assert ADINO in _protected(game)
    _new_turn(game)
    _activate(game, CHARIOT)
    assert game.state.protections == ()
    _mocking_blocks(game)
    assert game.zone(P1, Zone.HAND) == []
    assert game.zone(P1, Zone.DECK)[-1] == ADINO
    assert game.state.problems() == []


def test_the_protection_ends_when_the_artifact_discards_itself() -> None:
    # "While Peter is in play, you may discard this card to draw 4": the Coin is rendered
    # inactive by its own ability, and the cards drawn are not protected
    game = _coin_game((PETER,))
    (use,) = [a for a in game.legal if isinstance(a, UseAbility) and a.card == game.card(COIN)]
    game.do(use)
    game.settle()
    assert game.where(COIN) == (P1, Zone.DISCARD_PILE)
    assert game.state.protections == ()
    assert sorted(game.zone(P1, Zone.HAND)) == sorted([ADINO, ANDREW, *["Asahel (L)"] * 4])
    _mocking_blocks(game)
    assert len(game.zone(P1, Zone.HAND)) == 4
    assert game.state.problems() == []


# -- Site access for the cards a description names ------------------------------------------------


def _guarded(artifact: str, mine: dict[str, list[str]]) -> Game:
    """Player 2 keeps a Lost Soul in Canaan; player 1 activates *artifact* (declining its
    "may"s) in their Preparation Phase."""
    game = Game.at(
        [
            {"artifact_pile": [artifact, CHARIOT], "deck": DECK, **mine},
            {"territory": [CANAAN], "land_of_bondage": [SOUL, OTHER_SOUL], "deck": DECK},
        ],
        active=1,
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PutInSite(game.card(SOUL), game.card(CANAAN)))
    while not (game.state.active == P1 and game.state.phase is Phase.PREPARATION):
        game.do(EndPhase())
        game.settle()
    _activate(game, artifact)
    return game


def _access(game: Game, hero: str) -> bool:
    card = game.card(hero, player=P1, zone=Zone.TERRITORY)
    return has_site_access(game.state, card, game.card(CANAAN))


def test_an_active_artifact_gives_the_heroes_its_words_name_site_access() -> None:
    game = _guarded(VEIL, {"territory": [ANDREW, GIDEON], "hand": [PETER]})
    # N.T. Heroes: Andrew has access, Gideon (O.T.) not
    assert _access(game, ANDREW)
    assert not _access(game, GIDEON)
    # a N.T. Hero that comes into play later has it too
    game.do(PlayCard(game.card(PETER), CardType.HERO))
    game.settle()
    assert _access(game, PETER)
    # unblocked, Andrew reaches the Lost Soul in Canaan as well as the loose one
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card(ANDREW), P2))
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    game.do(Decline())
    assert game.asked == (P2, DecisionKind.SURRENDER_SOUL)
    offered = {a.soul for a in game.legal if isinstance(a, SurrenderSoul)}
    assert offered == {game.card(SOUL), game.card(OTHER_SOUL)}
    assert game.state.problems() == []


def test_the_site_access_ends_when_the_artifact_deactivates_itself() -> None:
    # "You may deactivate this Artifact": used as it activates, it ends its own lasting
    # effects at once
    game = Game.at(
        [{"artifact_pile": [VEIL], "territory": [ANDREW]}, {"territory": [CANAAN]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(ActivateArtifact(game.card(VEIL)))
    game.choose("deactivate this Artifact")
    game.settle()
    assert game.state.cards[game.card(VEIL)].face_down
    assert not _access(game, ANDREW)
    assert game.state.lasting == ()
    assert game.state.problems() == []


def test_the_site_access_ends_when_the_artifact_is_deactivated() -> None:
    game = _guarded(PRIESTLY, {"territory": [ANDREW, GIDEON]})
    # the holder's O.T. male human Heroes: Gideon, not Andrew (N.T.)
    assert _access(game, GIDEON)
    assert not _access(game, ANDREW)
    _new_turn(game)
    _activate(game, CHARIOT)
    assert not _access(game, GIDEON)
    assert game.state.lasting == ()
    assert game.state.problems() == []


def test_the_holders_heroes_alone_have_site_access() -> None:
    # player 2's Gideon, an O.T. male human Hero too, is not the holder's
    game = Game.at(
        [{"artifact_pile": [PRIESTLY], "territory": [GIDEON]}, {"territory": [GIDEON, CANAAN]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    _activate(game, PRIESTLY)
    canaan = game.card(CANAAN)
    assert has_site_access(game.state, game.card(GIDEON, player=P1), canaan)
    assert not has_site_access(game.state, game.card(GIDEON, player=P2), canaan)
    assert game.state.problems() == []
