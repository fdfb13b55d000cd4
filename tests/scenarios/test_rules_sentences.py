"""Rules text a card prints that the engine follows by itself (REG: Covenant, Site).

"Use as an enhancement or an Artifact." on a Covenant: the card has both identities and may be
played as either. "The Lost Soul(s) remains in play." after a Site is discarded: the Lost
Souls it held go to the Land of Bondage. Sentences that state something else stay refused.
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import (
    ActivateArtifact,
    Attack,
    Block,
    Phase,
    PlayCard,
    PlayEnhancement,
    Zone,
)
from redemption_rules.cards.model import CardType
from redemption_rules.effects.cards import ability_support

SALT = "Covenant of Salt"
"""White Covenant 5/4: "Use as an enhancement or an Artifact. All O.T. Heroes in play gain
2/2." """
DANIEL = "Daniel (Pr)"
"""White O.T. Hero 6/7 with no special ability."""
ABADDON = "Abaddon the Destroyer (L)"
"""Black Evil Character 10/10 with no special ability."""
EDGE = "Edge of the Sword (Wa)"
"""Green GE 3/2: "Discard one site from one opponent's territory. The Lost Soul(s) remains in
play." """
ABEL = "Abel ( C)"
"""Green Hero 6/5 with no special ability."""
HELD = "Lost Soul Luke 15:13 (J)"


def test_the_texts_are_carried_out() -> None:
    for name in (SALT, "Covenant with Adam", "Covenant with David", EDGE):
        support = ability_support(full_pool().get(name))
        assert support.carried_out, (name, support.missing)


def test_a_covenant_is_used_as_an_enhancement() -> None:
    game = Game.blocked(
        DANIEL, {"hand": [DANIEL, SALT]}, ABADDON, {"hand": [ABADDON]}, pool=full_pool()
    )
    assert game.numbers == (6, 7, 10, 10)
    game.do(PlayEnhancement(game.card(SALT), game.card(DANIEL)))
    game.settle()
    # 6/7, 5/4 from the Covenant's numbers, and 2/2 from its ability
    assert game.numbers == (13, 13, 10, 10)


def test_a_covenant_is_used_as_an_artifact() -> None:
    game = Game.at(
        [{"hand": [SALT], "territory": [DANIEL]}, {}], pool=full_pool(), phase=Phase.PREPARATION
    )
    salt = game.card(SALT)
    assert PlayCard(salt, CardType.ARTIFACT) in game.legal
    game.do(PlayCard(salt, CardType.ARTIFACT))
    assert game.where(SALT) == (P1, Zone.ARTIFACT_PILE)
    game.do(ActivateArtifact(salt))
    game.settle()
    assert game.state.cards[game.card(DANIEL)].change == (2, 2)


def test_the_sentence_is_refused_on_a_card_without_both_identities() -> None:
    # the same text on a plain Enhancement: the engine would not let it be an Artifact
    covenant = full_pool().get(SALT)
    enhancement = attrs.evolve(covenant, types=(CardType.GOOD_ENHANCEMENT,))
    assert "a card used as another type" in ability_support(enhancement).missing


def test_the_lost_soul_in_a_discarded_site_stays_in_play() -> None:
    game = Game.at(
        [{"hand": [ABEL, EDGE]}, {"hand": [ABADDON], "territory": ["Canaan", HELD]}],
        pool=full_pool(),
    )
    soul, canaan = game.card(HELD), game.card("Canaan")
    cards = list(game.state.cards)
    cards[soul] = attrs.evolve(cards[soul], identity=CardType.LOST_SOUL, held_by=canaan)
    game.state = attrs.evolve(game.state, cards=tuple(cards))
    assert game.state.problems() == []
    game.do(Attack(game.card(ABEL), P2))
    game.settle()
    game.do(Block(game.card(ABADDON)))
    game.settle()
    game.do(PlayEnhancement(game.card(EDGE), game.card(ABEL)))
    game.settle()
    assert game.where("Canaan") == (P2, Zone.DISCARD_PILE)
    assert game.where(HELD) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.problems() == []


def test_evil_characters_said_to_remain_in_play_are_refused() -> None:
    # Sound the Trumpet: "Discard one single color Lost Soul Site or one Kingdoms of this
    # World Fortress. Lost Soul(s) or Evil Character(s) remain in play.": Evil Characters
    # held in a Fortress follow it out of play, so the sentence is not what the engine does
    support = ability_support(full_pool().get("Sound the Trumpet"))
    assert "rule 'remains_in_play'" in support.missing
