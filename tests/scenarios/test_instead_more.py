""" "Do X. Opponent may do Y instead." after a cost: the effect paid for may be replaced.

REG: Instead. "You may reveal a N.T. gray card from hand to banish a Hero in battle.
Opponent may discard a card matching Hero's brigade from hand instead." (Emperor Domitian):
the reveal is the cost, paid whatever the opponent does; the banish, its Hero chosen, is
what the opponent may replace. "Matching Hero's brigade" is the brigade of the Hero chosen.
"""

from __future__ import annotations

from tests.scenarios.conftest import DECLINE, P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support, card_abilities, replaces

DOMITIAN = "Emperor Domitian (RoJ AB)"
PHARISEE = "The Entrapping Pharisee (GoC)"
HERO = "Bartholomew (Nathaniel) (Ap)"
"""A blue human Hero."""
NT_GRAY = "Pilate's Soldiers"
"""A gray Evil Character of the New Testament (Matthew 27:27)."""
BLUE = "A Wife for Isaac"
"""A blue good Enhancement: of the Hero's brigade."""
OTHER_SITE = "Damascus (Ap)"
"""A blue Site."""
RED = "Hailstones (FoM)"
"""A red/silver good Enhancement: not of the Hero's brigade."""
REVEAL = "reveal a N.T. gray card from hand"
MATCHING = "discard a card matching Hero\u2019s brigade from hand instead"


def _blocked(blocker: str, attacker_hand: list[str]) -> Game:
    assert ability_support(full_pool().get(blocker)).carried_out
    game = Game.at(
        [
            {"hand": [HERO, *attacker_hand]},
            {"hand": [blocker, NT_GRAY], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(blocker)))
    return game


def _revealed(blocker: str, attacker_hand: list[str]) -> Game:
    game = _blocked(blocker, attacker_hand)
    assert game.asked == (P2, DecisionKind.ABILITY)
    offer = game.question.labels[0]
    assert offer.startswith(REVEAL)
    game.choose(offer)  # the only N.T. gray card, the only Hero in battle
    return game


def test_the_effect_paid_for_is_the_one_replaced() -> None:
    ability = card_abilities(full_pool().get(DOMITIAN)).ability
    assert ability is not None
    assert replaces(ability, 2) == 1


def test_the_opponent_discards_a_card_of_the_heros_brigade_and_keeps_the_hero() -> None:
    game = _revealed(DOMITIAN, [BLUE, OTHER_SITE, RED])
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (MATCHING, DECLINE)
    game.choose(MATCHING)
    assert game.offered == [BLUE, OTHER_SITE]  # the blue cards
    game.pick(BLUE)
    assert game.where(OTHER_SITE) == (P1, Zone.HAND)
    assert game.where(BLUE) == (P1, Zone.DISCARD_PILE)
    assert game.where(RED) == (P1, Zone.HAND)
    assert game.where(HERO) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(NT_GRAY) == (P2, Zone.HAND)  # revealed, not spent


def test_declined_the_hero_is_banished() -> None:
    game = _revealed(DOMITIAN, [BLUE])
    game.decline()
    assert game.where(HERO) == (P1, Zone.BANISH_PILE)
    assert game.where(BLUE) == (P1, Zone.HAND)


def test_without_a_card_of_the_heros_brigade_the_opponent_is_not_asked() -> None:
    game = _revealed(DOMITIAN, [RED])
    assert game.where(HERO) == (P1, Zone.BANISH_PILE)
    assert game.where(RED) == (P1, Zone.HAND)


def test_the_pharisee_captures_the_hero_unless_replaced() -> None:
    game = _revealed(PHARISEE, [BLUE])
    game.decline()
    assert game.where(HERO) == (P2, Zone.LAND_OF_BONDAGE)


AXE = "Axe (TxP)"
"""Crimson weapon: "If used by a Babylonian, you may discard this card to discard a
Fortress. Opponent may discard one of his Sites instead." """
BABYLONIAN = "Ashpenaz"
"""A crimson Babylonian Evil Character (2/2), whose ability finds nothing to convert."""
FORTRESS = "Alexandrian Ship"
SITE = "Babylon"
THEIR_SITE = "Assyria"
SITE_INSTEAD = "discard one of his Sites instead"


def _axe() -> Game:
    assert ability_support(full_pool().get(AXE)).carried_out
    game = Game.at(
        [
            {"hand": [HERO], "territory": [FORTRESS, SITE, OTHER_SITE]},
            {"hand": [BABYLONIAN, AXE], "territory": [THEIR_SITE], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(BABYLONIAN)))
    game.settle()
    game.do(PlayEnhancement(game.card(AXE), game.card(BABYLONIAN)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == ("discard this card to discard a Fortress", DECLINE)
    game.choose("discard this card to discard a Fortress")  # the only Fortress is chosen
    return game


def test_the_opponent_discards_one_of_their_own_sites_for_the_fortress() -> None:
    game = _axe()
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (SITE_INSTEAD, DECLINE)
    game.choose(SITE_INSTEAD)
    assert game.offered == [SITE, OTHER_SITE]  # their own Sites, not the Babylonian's
    game.pick(SITE)
    assert game.where(SITE) == (P1, Zone.DISCARD_PILE)
    assert game.where(FORTRESS) == (P1, Zone.TERRITORY)
    assert game.where(THEIR_SITE) == (P2, Zone.TERRITORY)
    assert game.where(AXE) == (P2, Zone.DISCARD_PILE)  # the cost stays paid


def test_declined_the_fortress_is_discarded() -> None:
    game = _axe()
    game.decline()
    assert game.where(FORTRESS) == (P1, Zone.DISCARD_PILE)
    assert game.where(SITE) == (P1, Zone.TERRITORY)
    assert game.where(AXE) == (P2, Zone.DISCARD_PILE)


WRATH = "Dragon's Wrath (RoJ AB)"
"""Crimson/orange Evil Enhancement: "Discard all human Heroes. Any player may reveal Word of
Their Testimony or Blood of the Lamb from hand instead. Ignore angels. ..." """
CRIMSON = "Stone Throwers (L)"
"""A crimson Evil Character without an ability (6/6)."""
TESTIMONY = "Word of Their Testimony"
LAMB = "Blood of the Lamb (RoJ)"
REVEAL_INSTEAD = "reveal Word of Their Testimony or Blood of the Lamb from hand instead"


def _wrath(attacker_hand: list[str], blocker_hand: list[str]) -> Game:
    assert ability_support(full_pool().get(WRATH)).carried_out
    game = Game.at(
        [
            {"hand": [HERO, *attacker_hand]},
            {"hand": [CRIMSON, WRATH, *blocker_hand], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(CRIMSON)))
    game.settle()
    game.do(PlayEnhancement(game.card(WRATH), game.card(CRIMSON)))
    return game


def test_any_player_revealing_the_card_named_keeps_the_heroes() -> None:
    game = _wrath([TESTIMONY], [])
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (REVEAL_INSTEAD, DECLINE)
    game.choose(REVEAL_INSTEAD)
    assert game.where(HERO) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(TESTIMONY) == (P1, Zone.HAND)  # revealed, kept


def test_each_player_who_can_is_asked_in_turn() -> None:
    # the Hero's player declines; the player of the Wrath holds Blood of the Lamb
    game = _wrath([TESTIMONY], [LAMB])
    assert game.asked == (P1, DecisionKind.ABILITY)
    game.decline()
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels == (REVEAL_INSTEAD, DECLINE)
    game.choose(REVEAL_INSTEAD)
    assert game.where(HERO) == (None, Zone.FIELD_OF_BATTLE)


def test_all_declining_the_human_heroes_are_discarded() -> None:
    game = _wrath([TESTIMONY], [LAMB])
    game.decline()
    game.decline()
    assert game.where(HERO) == (P1, Zone.DISCARD_PILE)


def test_nobody_holding_either_card_is_asked() -> None:
    game = _wrath([RED], [])
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.where(HERO) == (P1, Zone.DISCARD_PILE)


THROWERS = "Stone Throwers (Di)"
"""Gray Evil Character: "If blocking, you may discard a N.T. gray Enhancement from hand to
place a N.T. Lost Soul on top of deck. A player may reveal Son of God from hand instead." """
GRAY_ENHANCEMENT = "Arrest in Jerusalem"
"""A gray Evil Enhancement of the New Testament (Acts)."""
SON_OF_GOD = "Son of God (A)"
SON_INSTEAD = "reveal Son of God from hand instead"


def _thrown(attacker_hand: list[str]) -> Game:
    assert ability_support(full_pool().get(THROWERS)).carried_out
    game = Game.at(
        [
            {"hand": [HERO, *attacker_hand]},
            {"hand": [THROWERS, GRAY_ENHANCEMENT], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(THROWERS)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels[0].startswith("discard a N.T. gray Enhancement from hand")
    game.choose(game.question.labels[0])  # discard the Enhancement, the only Lost Soul
    return game


def test_a_player_revealing_son_of_god_keeps_the_lost_soul_in_play() -> None:
    game = _thrown([SON_OF_GOD])
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (SON_INSTEAD, DECLINE)
    game.choose(SON_INSTEAD)
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.where(GRAY_ENHANCEMENT) == (P2, Zone.DISCARD_PILE)  # the cost stays paid
    assert game.where(SON_OF_GOD) == (P1, Zone.HAND)


def test_without_son_of_god_the_lost_soul_goes_on_top_of_the_deck() -> None:
    game = _thrown([RED])
    assert game.where(SOUL) == (P2, Zone.DECK)
    assert game.where(GRAY_ENHANCEMENT) == (P2, Zone.DISCARD_PILE)


PASHHUR = "Pashhur, the Persecutor [RR2]"
"""Gray Evil Character: "You may reveal an O.T. gray card from hand to capture a Hero. Its
owner may discard a card from hand instead." """
OT_GRAY = "False Prophets"
"""A gray Evil Character of the Old Testament (Jeremiah 23:16)."""
ANY_CARD = "discard a card from hand instead"


def _persecuted(attacker_hand: list[str]) -> Game:
    assert ability_support(full_pool().get(PASHHUR)).carried_out
    game = Game.at(
        [
            {"hand": [HERO, *attacker_hand]},
            {"hand": [PASHHUR, OT_GRAY], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(HERO), P2))
    game.settle()
    game.do(Block(game.card(PASHHUR)))
    assert game.asked == (P2, DecisionKind.ABILITY)
    assert game.question.labels[0].startswith("reveal an O.T. gray card from hand")
    game.choose(game.question.labels[0])  # the only such card, the only Hero
    return game


def test_the_heros_owner_discards_a_card_and_keeps_the_hero() -> None:
    game = _persecuted([RED])
    assert game.asked == (P1, DecisionKind.ABILITY)
    assert game.question.labels == (ANY_CARD, DECLINE)
    game.choose(ANY_CARD)
    assert game.where(RED) == (P1, Zone.DISCARD_PILE)
    assert game.where(HERO) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(OT_GRAY) == (P2, Zone.HAND)


def test_declined_the_hero_is_captured() -> None:
    game = _persecuted([RED])
    game.decline()
    assert game.where(HERO) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.where(RED) == (P1, Zone.HAND)


def test_a_cost_that_must_be_paid_leaves_what_is_replaced_untold() -> None:
    # "Withdraw all Heroes to draw X. Opponent may discard a good card from hand and Reserve
    # instead.": the withdraw, the draw or both? Not carried out.
    support = ability_support(full_pool().get("Offer of Exile (LoC)"))
    assert not support.carried_out
    assert "modifier 'instead'" in support.missing
