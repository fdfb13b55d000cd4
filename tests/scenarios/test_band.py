"""Band: characters join the battle to assist one already there (REG: Band).

"Hero may band to ..." names the character assisted, which must be in battle on the side of
the player banding; the band moves as many characters as the text says.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support

SOOTHSAYERS = "Gathering Soothsayers (1st Print - K)"
"""Pale Green Evil Enhancement: "Egyptian may band to up to 3 O.T. Egyptians." """

EGYPTIANS = ("Egyptian Soothsayers (1st Print - K)", "Egyptian Archer (1st Print - K)")
"""Two O.T. Egyptians in territory, each with only a "may" of its own."""


def _soothsayers_on(blocker: str) -> Game:
    """Gideon (6/8) attacks, *blocker* (6 toughness) blocks and loses, and Gathering
    Soothsayers is played on it; the Egyptians wait in the defender's territory."""
    assert ability_support(full_pool().get(SOOTHSAYERS)).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        blocker,
        {"hand": [blocker, SOOTHSAYERS], "territory": list(EGYPTIANS)},
        pool=full_pool(),
    )
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(SOOTHSAYERS), game.card(blocker)))
    return game


def test_an_egyptian_bands_to_up_to_three_egyptians() -> None:
    game = _soothsayers_on("Egyptian Horsemen (1st Print - K)")
    game.choose(game.question.labels[0])  # use the "may"
    assert set(game.question.options) == {game.card(name) for name in EGYPTIANS}
    game.pick(*EGYPTIANS)  # both there are: the pick ends by itself
    battle = game.state.battle
    assert battle is not None
    assert {game.card(name) for name in EGYPTIANS} <= set(battle.evil_characters)
    assert len(battle.evil_characters) == 3  # the blocker and both Egyptians


def test_no_band_when_the_character_named_as_banding_is_not_in_battle() -> None:
    # Doeg is an O.T. Pale Green Evil Character, but no Egyptian: nobody is assisted
    game = _soothsayers_on("Doeg (L)")
    battle = game.state.battle
    assert battle is None or not set(battle.evil_characters) & {
        game.card(name) for name in EGYPTIANS
    }
    assert all(game.where(name) == (P2, Zone.TERRITORY) for name in EGYPTIANS)
    assert game.state.decision is None or game.asked[1] is not DecisionKind.ABILITY


def test_a_band_to_any_one_hero_moves_one() -> None:
    # Entertaining Angels: "Hero may band to any silver brigade Hero." Laban beats Gideon.
    angels = "Entertaining Angels"
    assert ability_support(full_pool().get(angels)).carried_out
    silver = ("Guiding Angel", "Angel of Warning (Ap)")
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", angels], "territory": list(silver)},
        "Laban (F)",
        {"hand": ["Laban (F)"]},
        pool=full_pool(),
    )
    assert game.asked[0] == P1
    game.do(PlayEnhancement(game.card(angels), game.card("Gideon (J)")))
    game.choose(game.question.labels[0])
    game.pick("Guiding Angel")
    battle = game.state.battle
    assert battle is not None
    assert battle.heroes == (game.card("Gideon (J)"), game.card("Guiding Angel"))


def test_a_character_bands_by_its_own_name() -> None:
    # Adam's ability reads "Adam may band to Eve."
    adam = "Adam"
    assert ability_support(full_pool().get(adam)).carried_out
    game = Game.at(
        [{"hand": [adam], "territory": ["Eve (Wo)"]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(adam), P2))
    game.choose(game.question.labels[0])
    battle = game.state.battle
    assert battle is not None
    assert battle.heroes == (game.card(adam), game.card("Eve (Wo)"))


SCORN = "Scorn of Michal"
"""Brown Evil Enhancement 2/4: "All Brown Brigade Evil Characters in holder's territory must
join the battle." """


def test_all_the_characters_named_join_the_battle() -> None:
    # "join the battle" means "band to" (REG: Band): every brown Evil Character in the
    # holder's territory comes in, the pale green Doeg stays
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "Achan (I)",
        {"hand": ["Achan (I)", SCORN], "territory": ["Abiram", "Ahab (L)", "Doeg (L)"]},
        pool=full_pool(),
    )
    assert ability_support(full_pool().get(SCORN)).carried_out
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(SCORN), game.card("Achan (I)")))
    game.settle()
    battle = game.state.battle
    assert battle is not None
    assert game.names(battle.evil_characters) == ["Achan (I)", "Abiram", "Ahab (L)"]
    assert game.where("Doeg (L)") == (P2, Zone.TERRITORY)


def test_all_the_characters_named_join_from_hand_too() -> None:
    # "All N.T. Heroes must join the battle": a band's targets are in a territory or the
    # hand of the player banding, unless the text says where (REG: Band)
    game = Game.blocked(
        "Agabus",
        {
            "hand": ["Unity in Christ", "Anna (Pr)"],
            "territory": ["Agabus", "Andrew (Ap)", "Gideon (J)"],
        },
        "Goliath (L)",
        {"territory": ["Goliath (L)"]},
        pool=full_pool(),
    )
    assert game.asked[0] == P1
    game.do(PlayEnhancement(game.card("Unity in Christ"), game.card("Agabus")))
    game.settle()
    battle = game.state.battle
    assert battle is not None
    assert sorted(game.names(battle.heroes)) == ["Agabus", "Andrew (Ap)", "Anna (Pr)"]
    assert game.where("Gideon (J)") == (P1, Zone.TERRITORY)  # O.T.: not named


def test_characters_banding_to_each_other_or_to_both_sides_are_not_carried_out() -> None:
    pool = full_pool()
    for name in ("Siege (Ki)", "The Second Seal", "Rage (L)"):
        assert "characters that band themselves" in ability_support(pool.get(name)).missing
