"""Names in ability text match the real cards REG Name and Duplicate Card say they do."""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, Zone
from redemption_rules.effects.protection import shielded_from


def test_a_curly_apostrophe_names_the_card_with_a_straight_one() -> None:
    # Shammah, the Hararite: "... or you may take David\u2019s Stronghold from deck."
    game = Game.at(
        [
            {"territory": ["Shammah, the Hararite"], "deck": ["David's Stronghold", "Agabus"]},
            {"land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Shammah, the Hararite"), P2))
    assert game.question.labels == ("take David\u2019s Stronghold from deck", "Decline")
    game.choose("take David\u2019s Stronghold from deck")
    assert game.names(game.question.options) == ["David's Stronghold"]
    game.pick("David's Stronghold")
    assert game.where("David's Stronghold") == (P1, Zone.HAND)
    assert game.where("Agabus") == (P1, Zone.DECK)


def _archers_block() -> Game:
    """Demetrius attacks; Archers of Kedar block, with Amos in player 1's territory."""
    game = Game.at(
        [
            {"territory": ["Demetrius", "Amos"]},
            {"land_of_bondage": [SOUL], "hand": ["Archers of Kedar"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card("Demetrius"), P2))
    game.settle()
    game.do(Block(game.card("Archers of Kedar")))
    return game


def test_a_singular_name_of_its_own_plural_title_is_the_card_itself() -> None:
    # Archers of Kedar: "May discard any Hero in a territory but then discard Archer of
    # Kedar at end of battle": the Archers go to the discard pile, not home, and having
    # used the discard the player does not choose whether to pay its price.
    game = _archers_block()
    asked = []
    for _ in range(40):
        if game.state.battle is None or game.state.decision is None:
            break
        kind = game.asked[1]
        if kind is DecisionKind.PRIORITY:
            game.pass_windows()
        elif kind is DecisionKind.ABILITY:
            question = game.question
            if question.options:
                game.pick("Amos")
            else:
                asked.append(question.labels)
                game.choose(question.labels[0])
        else:
            passes = ("Decline", "Pass", "PassPriority")
            game.do(next(a for a in game.legal if type(a).__name__ in passes))
    assert asked == [("discard any Hero in a territory", "Decline")]  # the price is no choice
    assert game.where("Amos") == (P1, Zone.DISCARD_PILE)
    assert game.where("Archers of Kedar") == (P2, Zone.DISCARD_PILE)


def test_a_giant_slayer_is_not_offered_as_a_giant() -> None:
    # David's Victory: "Discard one giant or warrior class evil character in play." The
    # player's own David the Shepherd and Caleb (FoM) are Giant Slayers, not giants.
    game = Game.blocked(
        "Agabus",
        {"hand": ["Agabus", "David's Victory"], "territory": ["David the Shepherd", "Caleb (FoM)"]},
        "Beast from the Sea (L)",
        {"hand": ["Beast from the Sea (L)"], "territory": ["Hermogenes"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("David's Victory"), game.card("Agabus")))
    assert game.where("David the Shepherd") == (P1, Zone.TERRITORY)
    assert game.where("Caleb (FoM)") == (P1, Zone.TERRITORY)
    assert game.asked != (P1, DecisionKind.ABILITY) or not any(
        name in ("David the Shepherd", "Caleb (FoM)")
        for name in game.names(game.question.options or ())
    )


def test_a_priestly_artifact_is_searched_for_by_its_identifier() -> None:
    # Eleazar, Son of Aaron (PC): "... search deck or discard pile for a House of Eleazar
    # priest and a Priestly Artifact." The Artifacts ORDIR lists, not a card "Priestly".
    hero = "Eleazar, Son of Aaron (PC)"
    deck = ["Urim and Thummim (PoC)", "Priestly Crown", "David's Harp (Promo)"]
    game = Game.at(
        [{"territory": [hero], "deck": deck}, {"land_of_bondage": [SOUL]}], pool=full_pool()
    )
    game.do(Attack(game.card(hero), P2))
    assert sorted(game.names(game.question.options)) == ["Priestly Crown", "Urim and Thummim (PoC)"]
    game.pick("Priestly Crown")
    assert game.where("Priestly Crown") == (P1, Zone.HAND)


def test_the_archers_stay_when_the_player_does_not_use_what_they_may() -> None:
    # "May discard any Hero ... but then discard Archer of Kedar": the price only of the
    # discard; declined, the Archers keep their place.
    game = _archers_block()
    asked = []
    for _ in range(40):
        if game.state.battle is None or game.state.decision is None:
            break
        kind = game.asked[1]
        if kind is DecisionKind.PRIORITY:
            game.pass_windows()
        elif kind is DecisionKind.ABILITY:
            asked.append(game.question.labels)
            game.choose("Decline")
        else:
            passes = ("Decline", "Pass", "PassPriority")
            game.do(next(a for a in game.legal if type(a).__name__ in passes))
    assert asked == [("discard any Hero in a territory", "Decline")]
    assert game.where("Amos") == (P1, Zone.TERRITORY)
    assert game.where("Archers of Kedar") == (P2, Zone.TERRITORY)


def test_bows_arrows_spears_javelins_and_darts_are_the_weapons_in_titles() -> None:
    # Shield of Faith (Wa): "Hero is immune to Bows, Arrows, Spears, Javelins, and Darts."
    # ORDIR: the Enhancements with one of those weapons named in the title, Fiery Darts
    # among them; not cards titled "Bows" or "Arrows", of which there are none.
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Shield of Faith (Wa)"]},
        "Injuring Demon",  # orange 9/9: the Hero is losing, and plays first
        {"hand": ["Injuring Demon", "Fiery Darts (J)", "A Look Back"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card("Shield of Faith (Wa)"), game.card("Gideon (J)")))
    demon, darts = game.card("Injuring Demon"), game.card("Fiery Darts (J)")
    assert shielded_from(game.state, darts, demon, "discard") == {game.card("Gideon (J)")}
    assert not shielded_from(game.state, game.card("A Look Back"), demon, "discard")
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(darts, demon))  # "Discard a Hero.": Gideon is immune to it
    assert game.asked[1] is not DecisionKind.ABILITY
    assert game.where("Gideon (J)") == (None, Zone.FIELD_OF_BATTLE)
