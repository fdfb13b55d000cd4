"""Sections of multi-type cards (REG: Active Identity, Star Icon).

The effects under a section label act only while the card has that section's identity: a
GE/EE card played as a Good Enhancement does what its "GE:" section says, and nothing of
its "EE:" section. Sections the engine does not activate (an Artifact's, a Fortress's, a star
ability) keep the card from being reported as carried out.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Attack, DecisionKind, PlayEnhancement, Zone
from redemption_rules.cards import CardType
from redemption_rules.effects.cards import ability_support, card_abilities

BATTLE = (None, Zone.FIELD_OF_BATTLE)


def test_a_dual_enhancement_acts_by_the_section_of_the_identity_it_is_played_as() -> None:
    # Second Bowl of Wrath: "GE: Discard an Evil Character (or 2 animals). EE: Discard all
    # cards in battle." Used by a Hero, it is a GE: the Hero stays in battle.
    bowl = full_pool().get("Second Bowl of Wrath (RoJ AB)")
    assert ability_support(bowl).carried_out
    game = Game.blocked(
        "Angel at Bethesda",
        {"hand": ["Angel at Bethesda", "Second Bowl of Wrath (RoJ AB)"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # Angel at Bethesda 3/1 loses
    game.do(
        PlayEnhancement(game.card("Second Bowl of Wrath (RoJ AB)"), game.card("Angel at Bethesda"))
    )
    assert game.state.cards[game.card("Second Bowl of Wrath (RoJ AB)")].identity is (
        CardType.GOOD_ENHANCEMENT
    )
    game.settle()
    assert game.where("Lahmi (I)") == (P2, Zone.DISCARD_PILE)
    assert game.where("Angel at Bethesda") == BATTLE


def test_a_lasting_effect_of_an_artifact_section_lasts_while_it_is_active() -> None:
    # Captured Ark: "EE: Take an Artifact. / A: Negate and underdeck an Artifact controlled
    # by each opponent." The Artifact side acts while the card is an active Artifact, and
    # its negate lasts while it stays active; played as an Evil Enhancement it takes only.
    card = full_pool().get("Captured Ark (Roots)")
    assert ability_support(card).carried_out
    found = card_abilities(card)
    assert found.while_active == (1,)
    assert [index for _, index in found.on_play_as(CardType.EVIL_ENHANCEMENT)] == [0]
    # Pact with Death: "EE: ... / A: Negate characters. Prevent Enhancements unless a
    # character is opposed.": a lasting prevention under a condition of its own is not
    support = ability_support(full_pool().get("Pact with Death (Roots)"))
    assert support.missing == ("a lasting effect of an active Artifact",)


def test_a_star_ability_is_not_fired_on_play() -> None:
    # Aaron, God's Mediator: "(Star) Look at the bottom 10 cards of deck: Topdeck an Exodus
    # card or a Dominant. (Hero) May band to ..." The star ability is used when drawn.
    found = card_abilities(full_pool().get("Aaron, God's Mediator"))
    assert found.ability is not None
    star = {i for i, effect in enumerate(found.ability.effects) if effect.section == "STAR"}
    assert star
    assert set(found.star) == star
    assert not star & {index for _, index in found.on_play}


def test_abilities_of_cards_in_play_the_engine_does_not_activate() -> None:
    pool = full_pool()
    # a Lost Soul's ability while in a Land of Bondage, a Fortress's while in territory
    complacent = ability_support(pool.get('Lost Soul "Complacent" [Zephaniah 1:12]'))
    assert "the ability of a card in play as Lost Soul" in complacent.missing
    rome = ability_support(pool.get("Rome"))
    assert "the ability of a card in play as Fortress" in rome.missing
    # a territory-class character's ability is active in territory as well as in battle
    # (Joseph protects cards named in a list, which no lasting record follows yet)
    joseph = ability_support(pool.get("Joseph (CoW AB)"))
    assert "the ability of a territory-class character in territory" in joseph.missing
    # a Lost Soul's trigger on its own rescue is carried out
    assert ability_support(pool.get('Lost Soul "Rejoice" [Luke 15:6 - J]')).carried_out


def test_a_modifier_of_one_section_is_not_carried_out() -> None:
    # Leave Your Name: "EE: Reserve a card. / A: O.T. brown humans cannot be prevented."
    support = ability_support(full_pool().get("Leave Your Name"))
    assert "modifier 'cannot_be_prevented' of one section" in support.missing


def test_the_top_section_of_a_card_with_a_meek_bottom_acts_as_its_ability() -> None:
    # Perez, the Younger / Perez, Bursting Forth: "STAR: ... TOP: You may bounce a character
    # with strength greater than 2. May band to Hezron or a meek Hero. BOTTOM: Meek". The
    # engine plays it as its top identity: entering battle, its TOP effects act.
    perez = "Perez, the Younger / Perez, Bursting Forth (LoC)"
    assert ability_support(full_pool().get(perez)).carried_out
    game = Game.at(
        [
            {"hand": [perez], "territory": ["Anna (Pr)"]},
            {"territory": ["Doeg (L)"], "land_of_bondage": ["Lost Soul Luke 13:25 (J)"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(perez), P2))
    game.pass_windows()
    game.choose("bounce a character with strength greater than 2")
    assert game.offered == ["Anna (Pr)", "Doeg (L)"]  # Perez himself (2/2) is not
    game.pick("Doeg (L)")
    assert game.where("Doeg (L)") == (P2, Zone.HAND)
