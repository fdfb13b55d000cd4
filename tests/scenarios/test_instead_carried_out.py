""" "If your demon is discarded, underdeck it instead": a discard replaced (REG: Instead).

When the triggering event occurs, the effect with the instead activates at once, in its
place: the discard is considered never to have happened, and the card goes where the new
effect sends it. Wandering Spirit, an orange Evil Character whose ability is active in
battle, watches the discards of its controller's demons (itself one, by the ORDIR), whether
the numbers of battle or an ability discard them, in battle or in territory. Tabitha's
own first discard sends her back to territory instead (a withdraw), once a game.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import (
    Attack,
    Block,
    DecisionKind,
    Decline,
    GameState,
    Pass,
    Phase,
    PlayEnhancement,
    UseAbility,
    Zone,
    from_json,
    to_json,
)
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.events import AbilityActivated, CardMoved, EffectCarriedOut

SPIRIT = "Wandering Spirit (TxP)"
"""Orange demon (3/4): "Reveal the bottom card of deck. If it is a demon, put it in your
territory. May band to a generic demon. If your demon is discarded, place it beneath deck
instead. Cannot be negated." """
WATCHER = "Wandering Spirit (GoC)"
"""Orange demon (3/4): "If your demon is discarded, underdeck it instead. Reveal the bottom
card of deck: If it is a demon, play it. May band to a generic demon. Cannot be negated." """
DEMON = "Possessing Demon (j)"
"""A generic demon without an ability (3/4)."""
STRONG_DEMON = "Strong Demon (G)"
"""A demon without an ability (9/10)."""
HERO = "Adino (L)"
"""A Hero without an ability (6/6): it beats a Wandering Spirit."""
LEGION = "Legion of Angels"
"""A Hero without an ability (12/12)."""
DANIEL = "Daniel (Pr)"
"""A white Hero without an ability (6/7)."""
BORN = "A Child is Born"
"""White Good Enhancement: "Discard all Demons in Play. Can [not] be interrupted, negated,
or prevented." """
WEAK_ANGEL = "Angel at Bethesda"
"""A silver Hero without an ability (3/1)."""
CHARIOTS = "Angel Chariots (Roots)"
"""Silver Good Enhancement (3/2): "Negate an evil card. You may draw 2." """
BAND = "band to a generic demon"


def _discarded(game: Game, card: str) -> list[CardMoved]:
    return [
        e
        for e in of_kind(game.events, CardMoved)
        if e.card == game.card(card) and e.to_zone is Zone.DISCARD_PILE
    ]


def _replaced(game: Game, card: str) -> list[EffectCarriedOut]:
    return [
        e
        for e in of_kind(game.events, EffectCarriedOut)
        if e.effect == "underdeck" and e.cards == (game.card(card),)
    ]


def _resolve(game: Game) -> None:
    """Pass initiative until the battle is resolved."""
    while game.state.battle is not None and game.asked[1] is DecisionKind.INITIATIVE:
        game.do(game.legal[-1])
        game.settle()


def test_both_texts_are_carried_out_the_replacement_apart_from_the_triggers() -> None:
    for name in (SPIRIT, WATCHER):
        card = full_pool().get(name)
        assert ability_support(card).carried_out
        found = card_abilities(card)
        assert len(found.replacing) == 1
        assert not set(found.replacing) & set(found.on_event)


def test_a_spirit_beaten_by_the_numbers_goes_beneath_the_deck_instead() -> None:
    game = Game.blocked(HERO, {"hand": [HERO]}, SPIRIT, {"hand": [SPIRIT]}, pool=full_pool())
    _resolve(game)
    assert game.where(SPIRIT) == (P2, Zone.DECK)
    assert game.zone(P2, Zone.DISCARD_PILE) == []
    assert _discarded(game, SPIRIT) == []  # the discard never took place
    [replaced] = _replaced(game, SPIRIT)
    assert replaced.card == game.card(SPIRIT)


def test_demons_discarded_together_with_the_watcher_are_all_replaced() -> None:
    game = Game.blocked(
        LEGION,
        {"hand": [LEGION]},
        WATCHER,
        {"hand": [WATCHER], "territory": [DEMON]},
        pool=full_pool(),
        answer_block=False,
    )
    game.choose(BAND)
    game.settle()
    _resolve(game)
    # the watcher still watches the demon discarded at the same time as itself
    assert game.zone(P2, Zone.DECK) == [WATCHER, DEMON]
    assert game.zone(P2, Zone.DISCARD_PILE) == []


def test_an_ability_discarding_demons_in_battle_and_territory_is_replaced_unreported() -> None:
    game = Game.blocked(
        DANIEL,
        {"hand": [DANIEL, BORN]},
        WATCHER,
        {"hand": [WATCHER], "territory": [DEMON, STRONG_DEMON]},
        pool=full_pool(),
        answer_block=False,
    )
    game.choose(BAND)
    game.settle()
    game.do(PlayEnhancement(game.card(BORN), game.card(DANIEL)))
    game.settle()
    assert game.zone(P2, Zone.DECK) == [WATCHER, DEMON, STRONG_DEMON]
    assert game.zone(P2, Zone.DISCARD_PILE) == []
    [discard] = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "discard"]
    assert discard.cards == ()  # replaced, the discard is not reported as carried out
    assert len(_replaced(game, STRONG_DEMON)) == 1


def test_two_watchers_in_battle_replace_each_discard_once() -> None:
    game = Game.blocked(
        LEGION,
        {"hand": [LEGION]},
        WATCHER,
        {"hand": [WATCHER], "territory": [SPIRIT]},
        pool=full_pool(),
        answer_block=False,
    )
    game.choose(BAND)
    game.settle()
    _resolve(game)
    assert sorted(game.zone(P2, Zone.DECK)) == sorted([WATCHER, SPIRIT])
    # the first watcher in Action Priority order replaces each: the other has nothing left
    for card in (WATCHER, SPIRIT):
        [replaced] = _replaced(game, card)
        assert replaced.card == game.card(WATCHER)


def test_a_negate_does_not_stop_a_watcher_that_cannot_be_negated() -> None:
    game = Game.blocked(
        WEAK_ANGEL, {"hand": [WEAK_ANGEL, CHARIOTS]}, SPIRIT, {"hand": [SPIRIT]}, pool=full_pool()
    )
    game.do(PlayEnhancement(game.card(CHARIOTS), game.card(WEAK_ANGEL)))
    game.settle()
    while game.state.battle is not None and game.asked[1] is DecisionKind.INITIATIVE:
        game.do(Pass())
        game.settle()
    # a mutual destruction: the Hero is discarded, the Spirit goes beneath the deck
    assert game.where(SPIRIT) == (P2, Zone.DECK)
    assert game.where(WEAK_ANGEL)[1] is Zone.DISCARD_PILE


def test_a_watcher_out_of_battle_replaces_nothing() -> None:
    game = Game.blocked(
        HERO, {"hand": [HERO]}, DEMON, {"hand": [DEMON], "territory": [SPIRIT]}, pool=full_pool()
    )
    _resolve(game)
    # its ability is active in battle only (REG: Activate)
    assert game.where(DEMON) == (P2, Zone.DISCARD_PILE)
    assert game.where(SPIRIT) == (P2, Zone.TERRITORY)
    assert not [e for e in of_kind(game.events, AbilityActivated) if e.card == game.card(SPIRIT)]


TABITHA = "Tabitha (F)"
"""Red Hero (5/4): "The first time Tabitha is about to be discarded, return her to owner's
territory instead." """


def _tabitha_beaten() -> Game:
    game = Game.blocked(
        TABITHA, {"hand": [TABITHA]}, STRONG_DEMON, {"hand": [STRONG_DEMON]}, pool=full_pool()
    )
    _resolve(game)
    return game


def test_tabitha_beaten_the_first_time_goes_back_to_territory() -> None:
    assert ability_support(full_pool().get(TABITHA)).carried_out
    game = _tabitha_beaten()
    assert game.where(TABITHA) == (P1, Zone.TERRITORY)
    assert _discarded(game, TABITHA) == []


def test_tabitha_beaten_a_second_time_is_discarded() -> None:
    game = _tabitha_beaten()
    game.play_on_to(P1, Phase.BATTLE)
    game.do(Attack(game.card(TABITHA), P2))
    game.settle()
    game.do(Block(game.card(STRONG_DEMON)))
    game.settle()
    _resolve(game)
    # "the first time": the replacement fired once, and replaces no discard after
    assert game.where(TABITHA) == (P1, Zone.DISCARD_PILE)


REFUSED = {
    "Army of Simeonites": "instead return it to territory with abilities decreased 3/3",
    "King Amaziah [RR2]": "If defeated, you may capture this card to a player instead",
    'Lost Soul "Banished" [II Samuel 14:13]': "If a card is discarded, you may banish it",
    "Isaac, the Blessed [RR2]": "if this card is harmed, you may discard an evil card",
}
"""Triggered replacements the engine does not carry out: with two effects, a capture to a player
chosen, a Lost Soul's watching every discard, a harm replaced by an effect on another card (a
harm replaced by a move of the card harmed: see ``test_harm_replaced.py``; a Fortress's hold
instead of a discard or capture: see ``test_fortress_holds.py``)."""


def test_other_triggered_replacements_keep_their_cards_from_counting() -> None:
    for name, words in REFUSED.items():
        card = full_pool().get(name)
        assert words in card.special_ability
        support = ability_support(card)
        assert not support.carried_out
        assert "modifier 'instead'" in support.missing
        assert not card_abilities(card).replacing


ALEXANDER = "Alexander the Great"
"""Black Greek Evil Character (12/6): "First strike. Take a City or Artifact, discard a
multi-brigade card, or each player must draw 1. If this card is discarded, you may withdraw
it instead. May band to a Greek warrior. Cannot be prevented." """
HAGAR = "Hagar and Angel at Shur"
"""A silver Good Enhancement without an ability (4/4): Legion of Angels beats Alexander."""
WORMS = "Eaten by Worms (I)"
"""Silver Good Enhancement (4/2): "Discard an Evil Character." """


def _alexander_blocks(hero: str, hand: list[str]) -> Game:
    """Alexander the Great blocks *hero*; his ability makes each player draw 1."""
    game = Game.blocked(
        hero,
        {"hand": [hero, *hand]},
        ALEXANDER,
        {"hand": [ALEXANDER]},
        pool=full_pool(),
        answer_block=False,
    )
    game.choose("draw 1")
    game.settle()
    return game


def _alexander_beaten() -> Game:
    """Legion of Angels with Hagar (16/16) beats Alexander: battle resolution discards him."""
    game = _alexander_blocks(LEGION, [HAGAR])
    game.do(PlayEnhancement(game.card(HAGAR), game.card(LEGION)))
    game.settle()
    _resolve(game)
    return game


def test_alexander_beaten_may_withdraw_instead_and_his_controller_is_asked() -> None:
    assert ability_support(full_pool().get(ALEXANDER)).carried_out
    game = _alexander_beaten()
    # the discard waits for his controller's answer (REG: Instead)
    assert game.asked == (P2, DecisionKind.REPLACE)
    assert game.where(ALEXANDER) == (None, Zone.FIELD_OF_BATTLE)
    [use, decline] = game.legal
    assert use == UseAbility(game.card(ALEXANDER), 4)
    assert isinstance(decline, Decline)
    assert from_json(to_json(game.state), GameState) == game.state
    game.do(use)
    game.settle()
    assert game.where(ALEXANDER) == (P2, Zone.TERRITORY)
    assert _discarded(game, ALEXANDER) == []
    [withdrawn] = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "withdraw"]
    assert withdrawn.cards == (game.card(ALEXANDER),)
    assert game.where(SOUL)[1] is Zone.LAND_OF_REDEMPTION  # the rescue goes on


def test_alexander_whose_controller_declines_is_discarded() -> None:
    game = _alexander_beaten()
    game.do(Decline())
    game.settle()
    assert game.where(ALEXANDER) == (P2, Zone.DISCARD_PILE)
    assert not [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "withdraw"]


def test_alexander_discarded_from_territory_is_not_asked() -> None:
    game = Game.blocked(
        WEAK_ANGEL,
        {"hand": [WEAK_ANGEL, WORMS]},
        DEMON,
        {"hand": [DEMON], "territory": [ALEXANDER]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(WORMS), game.card(WEAK_ANGEL)))
    game.pass_windows()
    game.pick(ALEXANDER)
    asked = [game.state.decision]
    game.settle()
    # out of battle his ability is not active: nothing watches his discard (REG: Activate)
    assert game.where(ALEXANDER) == (P2, Zone.DISCARD_PILE)
    assert all(d is None or d.kind is not DecisionKind.REPLACE for d in asked)
    assert game.where(DEMON) == (None, Zone.FIELD_OF_BATTLE)


def test_an_ability_discarding_alexander_waits_for_the_answer() -> None:
    game = _alexander_blocks(WEAK_ANGEL, [WORMS])
    game.do(PlayEnhancement(game.card(WORMS), game.card(WEAK_ANGEL)))
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.REPLACE)
    assert from_json(to_json(game.state), GameState) == game.state
    game.do(UseAbility(game.card(ALEXANDER), 4))
    game.settle()
    assert game.where(ALEXANDER) == (P2, Zone.TERRITORY)
    [discard] = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "discard"]
    assert discard.cards == ()  # replaced, the discard is not reported as carried out


NAIL = "Jael's Nail (Roots)"
"""Gold Good Enhancement (3/1): "Negate and discard an Evil Character." """


def test_a_negated_alexander_is_discarded_though_he_cannot_be_prevented() -> None:
    # his "Cannot be prevented" covers only prevents and negates activated before he was
    # played (REG: Cannot be Prevented); the negate after his block keeps his "instead"
    # from activating, so the discard happens with no question
    assert ability_support(full_pool().get(NAIL)).carried_out
    game = _alexander_blocks("Gideon (J)", [NAIL])
    game.do(PlayEnhancement(game.card(NAIL), game.card("Gideon (J)")))
    game.pass_windows()
    assert game.asked[1] is DecisionKind.INITIATIVE  # not player 2's "instead"
    assert game.where(ALEXANDER) == (P2, Zone.DISCARD_PILE)
    assert not [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "withdraw"]


MOTHER_IN_LAW = "Peter's Mother-In-law (Roots)"
"""White Hero (3/5): "If this card is defeated, you may topdeck it instead. You may underdeck
a white Gospel Enhancement from discard pile." """
WIDOW = "The Persistent Widow (GoC)"
"""Gold Hero (3/4): "STAR: Underdeck a good N.T. Enhancement from discard pile. HERO: You may
draw 2. If this Hero is defeated, you may topdeck her instead. Cannot be negated." """
SURVIVOR = "Assyrian Survivor (Roots)"
"""Pale green Evil Character (2/2): "Protect this card from discard abilities used by
opponent. If defeated, capture this card to opponent instead." """
PRESENCE = "Overwhelming Presence"
"""Silver Good Enhancement (3/3): "Underdeck all Evil Characters in battle." """


def _defeated(hero: str, blocker: str) -> Game:
    """*hero* attacks, *blocker* blocks, and battle resolution comes."""
    game = Game.blocked(hero, {"hand": [hero]}, blocker, {"hand": [blocker]}, pool=full_pool())
    _resolve(game)
    return game


def test_defeat_replacements_are_carried_out() -> None:
    for name in (MOTHER_IN_LAW, WIDOW, SURVIVOR):
        card = full_pool().get(name)
        assert ability_support(card).carried_out, name
        assert len(card_abilities(card).replacing) == 1


def test_a_defeated_mother_in_law_may_be_topdecked_instead() -> None:
    game = _defeated(MOTHER_IN_LAW, STRONG_DEMON)
    assert game.asked == (P1, DecisionKind.REPLACE)
    assert game.legal == [UseAbility(game.card(MOTHER_IN_LAW), 0), Decline()]
    game.do(game.legal[0])
    game.settle()
    assert game.zone(P1, Zone.DECK)[0] == MOTHER_IN_LAW
    assert _discarded(game, MOTHER_IN_LAW) == []


def test_a_defeated_mother_in_law_whose_player_declines_is_discarded() -> None:
    game = _defeated(MOTHER_IN_LAW, STRONG_DEMON)
    game.do(Decline())
    game.settle()
    assert game.where(MOTHER_IN_LAW) == (P1, Zone.DISCARD_PILE)


def test_a_hero_in_a_stalemate_is_defeated_and_may_be_topdecked_instead() -> None:
    game = _defeated(WIDOW, DEMON)  # 3/4 against 3/4: nobody is discarded
    assert game.asked == (P1, DecisionKind.REPLACE)
    assert from_json(to_json(game.state), GameState) == game.state
    game.do(UseAbility(game.card(WIDOW), 2))
    game.settle()
    assert game.zone(P1, Zone.DECK)[0] == WIDOW
    assert game.where(DEMON) == (P2, Zone.TERRITORY)


def test_a_hero_who_wins_is_not_asked_and_the_evil_character_is_captured_instead() -> None:
    game = _defeated(MOTHER_IN_LAW, SURVIVOR)  # 3/5 against 2/2
    assert game.where(MOTHER_IN_LAW) == (P1, Zone.TERRITORY)
    assert game.where(SURVIVOR) == (P1, Zone.LAND_OF_BONDAGE)
    assert [e.effect for e in of_kind(game.events, EffectCarriedOut)] == ["protect", "capture"]


def test_a_survivor_beaten_by_the_numbers_is_captured_instead() -> None:
    game = _defeated(HERO, SURVIVOR)
    assert game.where(SURVIVOR) == (P1, Zone.LAND_OF_BONDAGE)
    assert _discarded(game, SURVIVOR) == []
    [captured] = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "capture"]
    assert captured.cards == (game.card(SURVIVOR),)


def test_a_survivor_removed_by_an_ability_is_captured_instead() -> None:
    game = Game.blocked(
        WEAK_ANGEL,
        {"hand": [WEAK_ANGEL, PRESENCE]},
        SURVIVOR,
        {"hand": [SURVIVOR]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(PRESENCE), game.card(WEAK_ANGEL)))
    game.settle()
    # removed from battle by an ability: defeated, and captured in the underdeck's place
    assert game.where(SURVIVOR) == (P1, Zone.LAND_OF_BONDAGE)
    assert SURVIVOR not in game.zone(P2, Zone.DECK)


CLAUDIUS = "Claudius Lysias"
"""Gray Evil Character (7/7): "Transfer a captured Hero to opponent. If a character is
discarded, capture it to opponent's Land of Bondage instead. May band to a Roman
soldier." """


def test_a_hero_claudius_beats_is_captured_to_his_opponents_land_of_bondage() -> None:
    assert ability_support(full_pool().get(CLAUDIUS)).carried_out
    game = _defeated(HERO, CLAUDIUS)
    # the opponent of Claudius's controller is the Hero's own player
    assert game.where(HERO) == (P1, Zone.LAND_OF_BONDAGE)
    assert _discarded(game, HERO) == []
    assert game.where(CLAUDIUS) == (P2, Zone.TERRITORY)


def test_claudius_beaten_is_a_character_discarded_and_captured_too() -> None:
    game = _defeated(LEGION, CLAUDIUS)
    assert game.where(CLAUDIUS) == (P1, Zone.LAND_OF_BONDAGE)
    assert game.where(LEGION) == (P1, Zone.TERRITORY)


def test_a_declined_defeat_replacement_leaves_the_discard_to_another() -> None:
    game = _defeated(MOTHER_IN_LAW, CLAUDIUS)
    # her own "may" on the defeat is asked first; declined, the discard happens, and
    # Claudius's "instead" replaces that
    assert game.asked == (P1, DecisionKind.REPLACE)
    game.do(Decline())
    game.settle()
    assert game.where(MOTHER_IN_LAW) == (P1, Zone.LAND_OF_BONDAGE)


def test_a_used_defeat_replacement_leaves_no_discard_to_replace() -> None:
    game = _defeated(MOTHER_IN_LAW, CLAUDIUS)
    game.do(UseAbility(game.card(MOTHER_IN_LAW), 0))
    game.settle()
    assert game.zone(P1, Zone.DECK)[0] == MOTHER_IN_LAW
    assert "capture" not in [e.effect for e in of_kind(game.events, EffectCarriedOut)]


TENANTS = "Tenants Kill the Son (GoC)"
"""Black/gray Evil Enhancement (3/3): "Interrupt the battle. Character may band to an evil
human and you may discard a Hero. ..." """


def test_a_survivor_beaten_with_another_leaves_the_others_discard_done() -> None:
    game = Game.blocked(
        LEGION,
        {"hand": [LEGION, HAGAR]},
        STRONG_DEMON,
        {"hand": [STRONG_DEMON, TENANTS], "territory": [SURVIVOR]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(TENANTS), game.card(STRONG_DEMON)))
    game.pass_windows()
    game.choose("band to an evil human")  # the Survivor, the only one
    game.settle()
    game.do(PlayEnhancement(game.card(HAGAR), game.card(LEGION)))
    game.settle()
    _resolve(game)
    # both beaten: the demon is discarded first, then the Survivor captured in its place
    assert game.where(STRONG_DEMON) == (P2, Zone.DISCARD_PILE)
    assert game.where(SURVIVOR) == (P1, Zone.LAND_OF_BONDAGE)
    assert not game.state.problems()
