"""Cards the grammar's eighteenth pass made readable and the engine carries out, in play."""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.protection import protected_from_rescue

ELHANANS = ("Elhanan (Wa)", "Elhanan (Ki)")
"""White Heroes 10/10: "Discard Goliath's Brother." and "Discard Goliath's Brother (Lahmi)."
(I Chronicles 20:5: Lahmi the brother of Goliath)."""
LAHMI = "Lahmi (I)"
"""Evil Character with no special ability."""
GOLIATH = "Goliath (L)"
"""Black Evil Character 10/10 with no special ability."""


def _elhanan_attacks(elhanan: str) -> Game:
    assert ability_support(full_pool().get(elhanan)).carried_out
    game = Game.at(
        [{"territory": [elhanan]}, {"territory": [LAHMI, GOLIATH], "land_of_bondage": [SOUL6]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(elhanan), P2))
    game.settle()
    return game


def test_elhanan_discards_lahmi_called_goliaths_brother() -> None:
    for elhanan in ELHANANS:
        game = _elhanan_attacks(elhanan)
        assert game.where(LAHMI) == (P2, Zone.DISCARD_PILE), elhanan
        assert game.where(GOLIATH) == (P2, Zone.TERRITORY), elhanan  # Goliath himself stays


EPAPHRODITUS = "Epaphroditus"
"""Blue Hero 4/5: "May use any enhancements that include Paul in the card title." """
PAUL = "Commitment of Paul (L)"
"""Green good Enhancement 2/2 with no special ability, Paul in its title."""
BANNER = "Banner of Love (L)"
"""Green good Enhancement 2/1 with no special ability."""


def test_epaphroditus_uses_an_enhancement_with_paul_in_its_title() -> None:
    assert ability_support(full_pool().get(EPAPHRODITUS)).carried_out
    played = _offered_when_blocked(
        EPAPHRODITUS, [PAUL, BANNER], "use any enhancements that include Paul in the card title"
    )
    assert played == {PAUL}  # not the green Enhancement without Paul in its title


def _offered_when_blocked(hero: str, hand: list[str], ability: str) -> set[str]:
    """*hero* attacks using *ability* and Goliath blocks: the Enhancements it may play."""
    game = Game.at(
        [
            {"hand": hand, "territory": [hero]},
            {"territory": [GOLIATH], "land_of_bondage": [SOUL6]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    game.choose(ability)
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    game.do(Block(game.card(GOLIATH)))
    game.settle()
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    return {
        game.name(action.card)
        for action in game.legal
        if isinstance(action, PlayEnhancement) and action.character == game.card(hero)
    }


SOUL6 = 'Lost Soul "6/*" [Deuteronomy 32:15]'
"""Lost Soul: "Protect this Lost Soul from rescue, (except by a Hero with strength 6 or
less)." """


def test_the_six_lost_soul_is_rescued_only_by_a_hero_of_strength_six_or_less() -> None:
    assert ability_support(full_pool().get(SOUL6)).carried_out
    game = Game.at(
        [{"territory": ["Gideon (J)", "Andrew (Ap)"]}, {"land_of_bondage": [SOUL6]}],
        pool=full_pool(),
    )
    soul = game.card(SOUL6)
    assert not protected_from_rescue(game.state, soul, game.card("Gideon (J)"))  # 6/8
    assert protected_from_rescue(game.state, soul, game.card("Andrew (Ap)"))  # 7/8
    assert game.state.problems() == []


YOKE = "Yoke of Iron"
"""Black EE: "Opponent must select and discard two of his enhancements currently in the Field
of Battle." """
DANIEL = "Daniel (Pr)"
"""White Hero 6/7 with no special ability."""
ABADDON = "Abaddon the Destroyer (L)"
"""Black Evil Character 10/10 with no special ability."""
BANNERS = ("Banner (B)", "Banner (UL)")
"""White good Enhancements 2/2 with no special ability."""


def test_yoke_of_iron_makes_the_opponent_discard_two_of_his_enhancements_in_battle() -> None:
    assert ability_support(full_pool().get(YOKE)).carried_out
    game = Game.blocked(
        DANIEL,
        {"hand": [DANIEL, *BANNERS]},
        ABADDON,
        {"hand": [ABADDON, YOKE]},
        pool=full_pool(),
    )
    for banner in BANNERS:
        game.do(PlayEnhancement(game.card(banner), game.card(DANIEL)))
        game.settle()
    assert game.numbers == (10, 11, 10, 10)
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(YOKE), game.card(ABADDON)))
    game.settle()
    assert sorted(game.zone(P1, Zone.DISCARD_PILE)) == sorted(BANNERS)
    assert game.where(YOKE) == BATTLE  # his own Enhancement stays
    assert game.numbers == (6, 7, 10, 10)


BATTLE = (None, Zone.FIELD_OF_BATTLE)


ACHAN = "Achan (Pa)"
"""Pale green Evil Character 5/6: "Joshua's strength (*/) is reduced by 5 while Achan remains
in play." """


def test_achan_reduces_joshuas_strength_by_five() -> None:
    assert ability_support(full_pool().get(ACHAN)).carried_out
    joshua = "Joshua, the Faithful [L]"  # white Hero 9/7
    game = Game.blocked(joshua, {"hand": [joshua]}, ACHAN, {"hand": [ACHAN]}, pool=full_pool())
    assert game.numbers == (4, 7, 5, 6)  # his strength only
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 4 against 6: he loses now


def test_achan_reduces_every_character_that_represents_a_joshua() -> None:
    # REG Duplicate Card: a name applies to a character whose title includes the whole name
    # and represents a person with it; Joshua the High Priest is such a person
    priest = "Joshua the High Priest"  # teal Hero 7/8
    game = Game.blocked(priest, {"hand": [priest]}, ACHAN, {"hand": [ACHAN]}, pool=full_pool())
    assert game.numbers == (2, 8, 5, 6)


def test_achan_leaves_a_card_with_joshua_in_its_title_that_is_no_joshua() -> None:
    # "Joshua's Scribes" are scribes, not a person named Joshua
    scribes = "Joshua\u2019s Scribes (Roots)"  # gold Hero 3/7
    game = Game.blocked(scribes, {"hand": [scribes]}, ACHAN, {"hand": [ACHAN]}, pool=full_pool())
    assert game.numbers[:2] == (3, 7)


DAVIDS = ("David (Green) (Wa)", "David (Red) (Wa)")
"""Heroes 10/3: "David may use any enhancement bearing his name in the card title." """
BRAVERY = "Bravery of David (L)"
"""Red good Enhancement 2/2 with no special ability, David in its title."""


def test_david_uses_an_enhancement_bearing_his_name() -> None:
    for david in DAVIDS:
        assert ability_support(full_pool().get(david)).carried_out, david
    david = DAVIDS[0]  # green: the red Enhancements are not of his brigade
    played = _offered_when_blocked(
        david, [BRAVERY, RED], "use any enhancement bearing his name in the card title"
    )
    assert played == {BRAVERY}  # not the red Enhancement without his name


RED = "Arrow of Deliverance"
"""Red good Enhancement 4/2 with no special ability."""
