"""Ongoing effects of a card placed on a character, beyond the character itself (REG: Place).

"An ongoing ability paired with a place effect has an implied condition of 'while the placed
card remains in the placed location'". Self Control, a clay and teal Good Enhancement: "Place
on your clay or teal Hero: Protect your hand and deck from opponents' cards." protects its
player's hand and deck while it lies on that Hero; Love of Money: "Place on your evil human:
It may use any evil Enhancement. Cannot be negated." lets the character it lies on use any
evil Enhancement (REG: Use Other Enhancements) while it lies there; Wounded: "Place this card
on a Hero. While this card is there, Hero's abilities are decreased 0/5. Cannot be prevented
by a good card." lowers that Hero's numbers while it lies there. Each ends as the card leaves
that character (discarded itself, or with its bearer), or as its ability is negated (the
place undone). A convert or a gain is instant, but after a place the colon means "while X is
met" for a mandatory instant effect that can have a duration (REG: Colon): Corrupted, "Place
on a human: Convert human to an orange Evil Character.", converts that human while it lies
on it, and Coming of the Spirit's disciple has clay brigade while it lies on it.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    Attack,
    Block,
    DecisionKind,
    EndPhase,
    Phase,
    PlayDominant,
    PlayEnhancement,
    Zone,
    engine,
)
from redemption_rules.cards.model import Brigade, CardType
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.grants import can_use_enhancement
from redemption_rules.effects.protection import shielded_from
from redemption_rules.effects.restriction import restriction_against
from redemption_rules.events import AbilityActivated, AbilityPrevented
from redemption_rules.table import Table

SELF_CONTROL = "Self Control"
CLAUDIA = "Claudia, the Hospitable (Roots)"
"""Clay Hero 5/5: "May band to a N.T. Hero." """
BATHSHEBA = "Bathsheba"
"""Purple Hero 5/5, no special ability: a card in player 1's hand."""
AMOS = "Amos"
"""Green Hero 6/3, no special ability: a card in player 1's deck."""
ER = "Er"
"""Pale green Evil Character 6/6, no special ability: a card in player 2's deck."""
LAHMI = "Lahmi (I)"
"""Black Evil Character 10/10, no special ability."""
DARTS = "Fiery Darts (J)"
"""EE, Orange 2/2: "Discard a Hero." """
POSSESSING_DEMON = "Possessing Demon (j)"
"""Orange Evil Character 3/4, a demon, no special ability: it uses Fiery Darts."""
HEROD_PHILIP = "Herod Philip II (Ap)"
"""Pale green Evil Character 7/5, no special ability: against Claudia 5/5 both would fall."""
DISOBEDIENCE = "Disobedience"
"""EE, Pale Green 3/1: "Negate any good enhancement in play." """
LOVE_OF_MONEY = "Love of Money (CoW AB)"
WOUNDED = "Wounded"
BARTHOLOMEW = "Bartholomew (Nathaniel) (Ap)"
"""Blue Hero 10/10, no special ability."""
ESTHER = "Esther (L)"
"""Purple Hero 6/6, no special ability."""
ABNER = "Abner (Pa)"
"""Brown Evil Character 6/4, no special ability: it plays Wounded."""


def test_the_cards_whose_placed_effects_last_are_carried_out() -> None:
    pool = full_pool()
    for name in (
        SELF_CONTROL,
        LOVE_OF_MONEY,
        "Love of Money (CoW)",
        WOUNDED,
        "Enforcing Ideology",
        "Enforcing Ideology [T2C AB]",
        "Shield of Faith",
        "Isaiah's Call [T2C]",
        "Isaiah's Call [T2C AB]",
        "Corrupted (Roots)",
        "Coming of the Spirit",
    ):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def test_what_is_not_tied_to_the_place_stays_refused_with_its_reason() -> None:
    pool = full_pool()
    # "If Abraham is blocked, you may play a Cloud or Genesis Enhancement"
    conditional = "an effect of a card placed on a character with a condition or trigger"
    assert conditional in ability_support(pool.get("Faith of Abraham (CoW AB)")).missing
    # "You may discard this card to force X Heroes to withdraw from battle"
    optional = "an optional effect of a card placed on a character"
    assert optional in ability_support(pool.get("Herod's Treachery")).missing
    modifier = "a modifier of other cards beside a place on a character"
    assert modifier in ability_support(pool.get("Built on Sand")).missing
    # "You may place in a territory": any player's
    elsewhere = "an effect lasting while its card stays in a territory not its player's"
    assert elsewhere in ability_support(pool.get("Hate the Light (GoC)")).missing


# -- Self Control: "Protect your hand and deck from opponents' cards" -------------------------


def _self_control() -> Game:
    """Claudia plays Self Control in the Preparation Phase; it goes on her."""
    game = Game.at(
        [
            {"territory": [CLAUDIA], "hand": [SELF_CONTROL, BATHSHEBA], "deck": [AMOS]},
            {"territory": [LAHMI], "hand": [DARTS], "deck": [ER]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(SELF_CONTROL), game.card(CLAUDIA)))
    game.settle()
    assert game.state.cards[game.card(SELF_CONTROL)].held_by == game.card(CLAUDIA)
    return game


def _kept_from_darts(game: Game) -> list[str]:
    """The cards player 2's Fiery Darts, used by Lahmi, cannot discard."""
    darts, lahmi = game.card(DARTS), game.card(LAHMI)
    return sorted(game.names(list(shielded_from(game.state, darts, lahmi, "discard"))))


def test_its_players_hand_and_deck_are_protected_while_it_lies_on_the_hero() -> None:
    game = _self_control()
    assert _kept_from_darts(game) == [AMOS, BATHSHEBA]  # not player 2's Er, in their deck
    assert game.state.problems() == []


def test_the_protection_follows_the_cards_coming_to_hand_and_leaving_it() -> None:
    game = _self_control()
    table = Table(game.state)
    table.move(game.card(BATHSHEBA), (P1, Zone.HAND), (P1, Zone.TERRITORY))
    table.move(game.card(AMOS), (P1, Zone.DECK), (P1, Zone.HAND))
    engine.settle(table)
    game.state = table.freeze()
    assert _kept_from_darts(game) == [AMOS]  # in hand now; Bathsheba in territory
    assert game.state.problems() == []


def test_the_protection_ends_as_the_card_is_discarded() -> None:
    game = _self_control()
    table = Table(game.state)
    table.move(game.card(SELF_CONTROL), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.where(CLAUDIA) == (P1, Zone.TERRITORY)
    assert _kept_from_darts(game) == []
    assert game.state.problems() == []


def test_the_protection_ends_as_the_hero_is_discarded_with_the_card() -> None:
    game = _self_control()
    table = Table(game.state)
    table.move(game.card(CLAUDIA), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.where(SELF_CONTROL) == (P1, Zone.DISCARD_PILE)
    assert _kept_from_darts(game) == []
    assert game.state.problems() == []


def test_a_negate_undoes_the_place_and_ends_the_protection() -> None:
    game = Game.blocked(
        CLAUDIA,
        {"territory": [CLAUDIA], "hand": [SELF_CONTROL, BATHSHEBA]},
        HEROD_PHILIP,
        {"hand": [HEROD_PHILIP, DISOBEDIENCE]},
        pool=full_pool(),
    )
    control, claudia = game.card(SELF_CONTROL), game.card(CLAUDIA)
    game.do(PlayEnhancement(control, claudia))
    game.settle()
    bathsheba = game.card(BATHSHEBA)
    herod = game.card(HEROD_PHILIP)
    assert bathsheba in shielded_from(game.state, game.card(DISOBEDIENCE), herod, "discard")
    assert game.asked == (P2, DecisionKind.INITIATIVE)  # 5/5 against 7/5: player 2's turn
    game.do(PlayEnhancement(game.card(DISOBEDIENCE), herod))
    game.settle()
    battle = game.state.battle
    assert battle is not None
    assert (control, claudia, False) in [(e.card, e.user, e.placed) for e in battle.enhancements]
    assert bathsheba not in shielded_from(game.state, game.card(DISOBEDIENCE), herod, "discard")
    assert game.state.problems() == []


# -- Love of Money: "It may use any evil Enhancement" ------------------------------------------


def _love_of_money() -> Game:
    """Lahmi plays Love of Money in the Preparation Phase; it goes on Er."""
    game = Game.at(
        [{"territory": [LAHMI, ER], "hand": [LOVE_OF_MONEY, DARTS]}, {"territory": [BATHSHEBA]}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(LOVE_OF_MONEY), game.card(LAHMI)))
    assert sorted(game.offered) == [ER, LAHMI]  # "your evil human": either
    game.pick(ER)
    game.settle()
    assert game.state.cards[game.card(LOVE_OF_MONEY)].held_by == game.card(ER)
    return game


def test_the_character_it_lies_on_may_use_any_evil_enhancement() -> None:
    game = _love_of_money()
    darts = game.card(DARTS)
    assert can_use_enhancement(game.state, darts, game.card(ER))  # orange, by a pale green
    assert not can_use_enhancement(game.state, darts, game.card(LAHMI))  # not the one it's on
    assert game.state.problems() == []


def test_it_may_use_them_no_more_once_the_card_leaves() -> None:
    game = _love_of_money()
    table = Table(game.state)
    table.move(game.card(LOVE_OF_MONEY), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.where(ER) == (P1, Zone.TERRITORY)
    assert not can_use_enhancement(game.state, game.card(DARTS), game.card(ER))
    assert game.state.problems() == []


def test_it_may_use_them_no_more_once_the_character_is_discarded() -> None:
    game = _love_of_money()
    table = Table(game.state)
    table.move(game.card(ER), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.where(LOVE_OF_MONEY) == (P1, Zone.DISCARD_PILE)
    assert not any(entry.card == game.card(ER) for entry in game.state.lasting)
    assert game.state.problems() == []


# -- Wounded: "While this card is there, Hero's abilities are decreased 0/5" -------------------


def _wounded() -> Game:
    """Abner, blocking Bartholomew, plays Wounded: it goes on Esther, in territory."""
    game = Game.blocked(
        BARTHOLOMEW,
        {"territory": [BARTHOLOMEW, ESTHER]},
        ABNER,
        {"hand": [ABNER, WOUNDED]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WOUNDED), game.card(ABNER)))
    assert sorted(game.offered) == [BARTHOLOMEW, ESTHER]
    game.pick(ESTHER)
    game.settle()
    assert game.where(WOUNDED) == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card(WOUNDED)].held_by == game.card(ESTHER)
    return game


def test_the_hero_it_lies_on_is_decreased_0_5() -> None:
    game = _wounded()
    assert "Territory: Esther (L) 6/1 with Wounded" in str(game.state)
    assert game.numbers == (10, 10, 6, 4)  # Bartholomew is not
    assert game.state.problems() == []


def test_her_toughness_comes_back_as_the_card_leaves() -> None:
    game = _wounded()
    table = Table(game.state)
    table.move(game.card(WOUNDED), (P1, Zone.TERRITORY), (P2, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert "Territory: Esther (L) 6/6" in str(game.state)
    assert not game.state.lasting
    assert game.state.problems() == []


def test_the_decrease_ends_as_the_hero_leaves_play_with_the_card() -> None:
    game = _wounded()
    table = Table(game.state)
    table.move(game.card(ESTHER), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.where(WOUNDED) == (P2, Zone.DISCARD_PILE)
    assert not game.state.lasting
    assert game.state.problems() == []


# -- Enforcing Ideology: "If used by a Persian, you may place in territory for 3 turns:
# Restrict good Dominants." --------------------------------------------------------------------

IDEOLOGY = "Enforcing Ideology"
"""EE, Brown 5/1: "Negate and reserve a card. If used by a Persian, you may place in
territory for 3 turns: Restrict good Dominants." """
PREFECTS = "Persian Prefects"
"""Brown Evil Character 1/3, a Persian: "If a Persian king is in play, you may draw 1. May
band to a generic Persian. Cannot be negated." (no Persian king: nothing)."""
ACHAN = "Achan (I)"
"""Brown Evil Character 3/4, no Persian, no special ability."""
ANGEL_OF_THE_LORD = "Angel of the Lord (2016 Promo)"
"""Dominant: "Discard an Evil Character." """
PLACE_IT = "place in territory for 3 turns: Restrict good Dominants"


def _ideology(user: str, *, place: bool = True) -> Game:
    """Bathsheba attacks; *user* blocks, loses, and plays Enforcing Ideology on Esther."""
    game = Game.blocked(
        BATHSHEBA,
        {"territory": [BATHSHEBA, ESTHER], "hand": [ANGEL_OF_THE_LORD]},
        user,
        {"hand": [user, IDEOLOGY]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(IDEOLOGY), game.card(user)))
    game.pick(ESTHER)  # negated and reserved
    assert game.where(ESTHER) == (P1, Zone.RESERVE)
    if place:
        game.choose(PLACE_IT)
    game.settle()
    return game


def _dominants_restricted(game: Game) -> bool:
    return restriction_against(game.state, P1, game.card(ANGEL_OF_THE_LORD)) is not None


def test_placed_by_a_persian_it_restricts_good_dominants_while_in_territory() -> None:
    game = _ideology(PREFECTS)
    assert game.where(IDEOLOGY) == (P2, Zone.TERRITORY)
    assert _dominants_restricted(game)
    assert game.state.problems() == []


def test_not_placed_it_restricts_nothing() -> None:
    game = _ideology(PREFECTS, place=False)
    assert game.where(IDEOLOGY) == (None, Zone.FIELD_OF_BATTLE)
    assert not _dominants_restricted(game)


def test_used_by_another_it_is_not_placed() -> None:
    game = _ideology(ACHAN, place=False)  # nothing offered to decline: no Persian
    assert game.where(IDEOLOGY) == (None, Zone.FIELD_OF_BATTLE)
    assert not _dominants_restricted(game)


def test_the_restriction_ends_as_the_card_leaves_territory() -> None:
    game = _ideology(PREFECTS)
    table = Table(game.state)
    table.move(game.card(IDEOLOGY), (P2, Zone.TERRITORY), (P2, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert not _dominants_restricted(game)
    assert game.state.problems() == []


def test_it_is_discarded_after_three_of_its_players_turns_and_the_restriction_ends() -> None:
    game = _ideology(PREFECTS)  # in player 1's turn 3
    for _ in range(5):  # player 1's turns 3, 5 and 7 end, and player 2's 4 and 6
        game.end_turn()
    assert game.where(IDEOLOGY) == (P2, Zone.TERRITORY)
    assert _dominants_restricted(game)
    game.end_turn()  # player 2's turn 8, the third, ends
    assert game.where(IDEOLOGY) == (P2, Zone.DISCARD_PILE)
    assert not _dominants_restricted(game)
    assert game.state.problems() == []


# -- Shield of Faith: "While Hero is in battle, prevent evil Enhancements with toughness less
# than X." --------------------------------------------------------------------------------------

SHIELD = "Shield of Faith"
"""GE, Clay/Red/Purple, Territory class, Armor of God, "X = # of your Armor of God
Enhancements": "Place on your clay, red or purple N.T. Hero: Protect Hero from evil gold and
orange. While Hero is in battle, prevent evil Enhancements with toughness less than X." """
ANDREW = "Andrew (Ap)"
"""Red Hero 7/8, N.T., no special ability: Shield of Faith goes on him."""
PHILOSOPHERS = "Greek Philosophers"
"""Black Evil Character 4/7, no special ability: it plays Lahmi's Spear."""
SPEAR = "Lahmi's Spear (I)"
"""EE, Black 5/0: "You may discard this card to discard a Hero." """


def _shield(attacker: str) -> Game:
    """Andrew gets Shield of Faith; *attacker* attacks, the Philosophers block and lose."""
    game = Game.at(
        [
            {"territory": [ANDREW, BARTHOLOMEW], "hand": [SHIELD]},
            {"territory": [PHILOSOPHERS], "hand": [SPEAR], "land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(SHIELD), game.card(ANDREW)))
    game.settle()
    assert game.state.cards[game.card(SHIELD)].held_by == game.card(ANDREW)
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card(attacker), P2))
    game.settle()
    game.do(Block(game.card(PHILOSOPHERS)))
    game.settle()
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    return game


def _spear_prevented(game: Game) -> bool:
    events = game.do(PlayEnhancement(game.card(SPEAR), game.card(PHILOSOPHERS)))
    prevented = [e.card for e in of_kind(events, AbilityPrevented)]
    activated = [e.card for e in of_kind(events, AbilityActivated)]
    assert bool(prevented) != bool(activated)
    return prevented == [game.card(SPEAR)]


def test_while_its_hero_is_in_battle_weak_evil_enhancements_are_prevented() -> None:
    game = _shield(ANDREW)
    assert _spear_prevented(game)  # toughness 0, less than X: 1, the Shield itself
    assert game.state.problems() == []


def test_while_its_hero_is_not_in_battle_they_are_not() -> None:
    game = _shield(BARTHOLOMEW)
    assert game.where(SHIELD) == (P1, Zone.TERRITORY)  # on Andrew, at home
    assert not _spear_prevented(game)


def test_its_hero_is_protected_from_orange_and_both_end_as_the_card_leaves() -> None:
    game = Game.at(
        [
            {"territory": [ANDREW], "hand": [SHIELD]},
            {"territory": [POSSESSING_DEMON], "hand": [DARTS]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(SHIELD), game.card(ANDREW)))
    game.settle()
    darts, demon = game.card(DARTS), game.card(POSSESSING_DEMON)
    assert shielded_from(game.state, darts, demon, "discard") == {game.card(ANDREW)}
    assert len(game.state.preventions) == 1
    table = Table(game.state)
    table.move(game.card(SHIELD), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert shielded_from(game.state, darts, demon, "discard") == frozenset()
    assert not game.state.preventions
    assert game.state.problems() == []


# -- Isaiah's Call [T2C]: "Place in territory: While your Isaiah Hero is in battle, negate Evil
# Characters and Lost Souls." ------------------------------------------------------------------

CALL = "Isaiah's Call [T2C]"
"""Dominant: "Play an Isaiah Hero from deck or Reserve. Place in territory: While your Isaiah
Hero is in battle, negate Evil Characters and Lost Souls." """
PRESENCE = "Angel of His Presence"
"""Silver Hero 7/5, Isaiah 63:9: "Draw the top card from your draw pile." """


def _call() -> Game:
    """Player 1 plays Isaiah's Call in the Preparation Phase: the angel comes from deck."""
    game = Game.at(
        [
            {"territory": [BATHSHEBA], "hand": [CALL], "deck": [PRESENCE, AMOS]},
            {"territory": [LAHMI], "land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayDominant(game.card(CALL)))
    game.pick(PRESENCE)
    game.settle()
    assert game.where(PRESENCE) == (P1, Zone.TERRITORY)
    assert game.where(CALL) == (P1, Zone.TERRITORY)
    return game


def _negated_by_the_call(game: Game) -> list[str]:
    call = game.card(CALL)
    return sorted(game.name(c) for p in game.state.preventions if p.source == call for c in p.cards)


def _attacking_with(game: Game, hero: str) -> Game:
    game.do(EndPhase())
    game.settle()
    game.do(Attack(game.card(hero), P2))
    game.settle()
    return game


def test_placed_in_territory_it_negates_nothing_while_no_isaiah_hero_is_in_battle() -> None:
    game = _call()
    assert _negated_by_the_call(game) == []
    _attacking_with(game, BATHSHEBA)  # not an Isaiah Hero
    assert _negated_by_the_call(game) == []
    assert game.state.problems() == []


def test_while_the_isaiah_hero_is_in_battle_evil_characters_and_lost_souls_are_negated() -> None:
    game = _attacking_with(_call(), PRESENCE)
    assert _negated_by_the_call(game) == [LAHMI, SOUL]
    assert game.state.problems() == []


def test_the_negate_ends_as_the_card_leaves_territory() -> None:
    game = _attacking_with(_call(), PRESENCE)
    table = Table(game.state)
    table.move(game.card(CALL), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert _negated_by_the_call(game) == []
    assert game.state.problems() == []


# -- Corrupted (Roots): "Place on a human: Convert human to an orange Evil Character." --------

CORRUPTED = "Corrupted (Roots)"
"""EE, Orange 1/5."""
COMING = "Coming of the Spirit"
"""GE, Purple 3/3, Territory class: "Search deck or discard pile for The Holy Spirit. Place
this on your disciple: It gains clay brigade. Cannot be negated." """


def _corrupted() -> Game:
    """The Possessing Demon, blocking Bartholomew, plays Corrupted: it goes on Esther."""
    game = Game.blocked(
        BARTHOLOMEW,
        {"territory": [BARTHOLOMEW, ESTHER]},
        POSSESSING_DEMON,
        {"hand": [POSSESSING_DEMON, CORRUPTED]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(CORRUPTED), game.card(POSSESSING_DEMON)))
    assert sorted(game.offered) == [BARTHOLOMEW, ESTHER]  # humans: not the demon
    game.pick(ESTHER)
    game.settle()
    assert game.state.cards[game.card(CORRUPTED)].held_by == game.card(ESTHER)
    return game


def test_the_human_it_lies_on_is_an_orange_evil_character() -> None:
    game = _corrupted()
    esther = game.state.cards[game.card(ESTHER)]
    assert esther.identity is CardType.EVIL_CHARACTER
    assert esther.converted == (Brigade.ORANGE,)
    assert game.where(ESTHER) == (P1, Zone.TERRITORY)
    assert game.state.problems() == []


def test_she_is_a_hero_again_as_the_card_leaves_her() -> None:
    game = _corrupted()
    table = Table(game.state)
    table.move(game.card(CORRUPTED), (P1, Zone.TERRITORY), (P2, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    esther = game.state.cards[game.card(ESTHER)]
    assert esther.identity is CardType.HERO
    assert esther.converted is None
    assert not game.state.lasting
    assert game.state.problems() == []


def test_placed_on_the_hero_in_battle_he_converts_and_goes_home_with_it() -> None:
    game = Game.blocked(
        BARTHOLOMEW,
        {"territory": [BARTHOLOMEW]},
        POSSESSING_DEMON,
        {"hand": [POSSESSING_DEMON, CORRUPTED]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(CORRUPTED), game.card(POSSESSING_DEMON)))
    game.settle()  # the only human
    # REG Convert: a character whose alignment a convert changes in battle goes home
    assert game.where(BARTHOLOMEW) == (P1, Zone.TERRITORY)
    assert game.where(CORRUPTED) == (P1, Zone.TERRITORY)
    assert game.state.cards[game.card(BARTHOLOMEW)].identity is CardType.EVIL_CHARACTER
    assert game.state.problems() == []


# -- Coming of the Spirit: "Place this on your disciple: It gains clay brigade." ---------------


def _coming() -> Game:
    """Bathsheba plays Coming of the Spirit: no Holy Spirit to find; it goes on Bartholomew."""
    game = Game.at(
        [{"territory": [BATHSHEBA, BARTHOLOMEW], "hand": [COMING], "deck": [AMOS]}, {}],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(COMING), game.card(BATHSHEBA)))
    game.settle()
    assert game.state.cards[game.card(COMING)].held_by == game.card(BARTHOLOMEW)
    return game


def test_the_disciple_it_lies_on_has_clay_brigade() -> None:
    game = _coming()
    assert game.state.cards[game.card(BARTHOLOMEW)].gained == (Brigade.CLAY,)
    assert game.state.cards[game.card(BATHSHEBA)].gained == ()
    assert game.state.problems() == []


def test_the_disciple_loses_clay_brigade_as_the_card_leaves() -> None:
    game = _coming()
    table = Table(game.state)
    table.move(game.card(COMING), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    engine.settle(table)
    game.state = table.freeze()
    assert game.state.cards[game.card(BARTHOLOMEW)].gained == ()
    assert not game.state.lasting
    assert game.state.problems() == []


PRINCE = "Prince of Greece (Pi)"
"""Orange Evil Character 6/6: "May band to any Greek Evil Character. ..." (none here)."""
FAITHFULNESS = "Faithfulness"
"""GE, Clay/Purple: "Place on your clay or purple Hero: Protect Hero from ..." """
STONES = "Five Smooth Stones (Roots)"
"""GE, Purple 5/1: "Negate an evil Enhancement or discard an Evil Character." """


def test_a_negate_undoes_the_place_and_the_convert_with_it() -> None:
    # Esther 6/6 against the Prince 6/6: each play hands the initiative over
    game = Game.blocked(
        ESTHER,
        {"territory": [ESTHER, BATHSHEBA], "hand": [FAITHFULNESS, STONES]},
        PRINCE,
        {"hand": [PRINCE, CORRUPTED]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(FAITHFULNESS), game.card(ESTHER)))
    game.pick(ESTHER)
    game.settle()
    game.do(PlayEnhancement(game.card(CORRUPTED), game.card(PRINCE)))
    game.pick(BATHSHEBA)
    game.settle()
    assert game.state.cards[game.card(BATHSHEBA)].identity is CardType.EVIL_CHARACTER
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(STONES), game.card(ESTHER)))
    game.choose("Negate an evil Enhancement")
    game.settle()  # Corrupted, the only evil Enhancement
    corrupted, prince = game.card(CORRUPTED), game.card(PRINCE)
    battle = game.state.battle
    assert battle is not None
    assert (corrupted, prince, False) in [(e.card, e.user, e.placed) for e in battle.enhancements]
    bathsheba = game.state.cards[game.card(BATHSHEBA)]
    assert bathsheba.identity is CardType.HERO
    assert bathsheba.converted is None
    assert game.state.problems() == []
