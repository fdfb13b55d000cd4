"""Brigades a player selects, for the rest of the ability (REG: Select).

"Select an evil brigade": the player selects any legal value of the attribute, one of the
seven evil brigades whether or not a card of it is in play; "(or two if ...)" selects two.
"Characters and weapons of selected brigades" in the effects after it are the cards of
those brigades, as long as those effects last. "Immune to selected evil brigade", with no
selection before it, has the player select the brigade as the effect is carried out.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool, of_kind

from redemption_rules import PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityPrevented, EffectCarriedOut
from redemption_rules.serialization import from_json, to_json
from redemption_rules.state import GameState, Until

CONSUMING_FIRE = "Consuming Fire"
"""Silver Enhancement 1/1: "Select an evil brigade (or two if you have a good Judge in play).
Prevent special abilities on characters and weapons of selected brigades this turn." """
ANGEL = "Attending Angel (Ap)"
"""Silver Hero 6/6 with no special ability."""
PHARAOH = "Pharaoh (D)"
"""Gold Evil Character 6/7 with no special ability."""
SPEAR = "Egyptian Spear"
"""Gold weapon Enhancement 3/2: "Discard the top card of opponent's deck. If it is a Lost
Soul, put it in play instead." """
GIDEON = "Gideon (J)"
"""Gold Hero, a Judge."""
DECK = ["Daniel (Pr)", "Amos"]
EVIL_BRIGADES = ["Black", "Brown", "Crimson", "Gold", "Gray", "Orange", "Pale Green"]


def _consuming_fire(territory: list[str]) -> Game:
    """The Angel attacks and Pharaoh blocks: the Angel loses, so player 1 plays first."""
    game = Game.blocked(
        ANGEL,
        {"hand": [ANGEL, CONSUMING_FIRE], "deck": DECK, "territory": territory},
        PHARAOH,
        {"hand": [PHARAOH, SPEAR]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(CONSUMING_FIRE), game.card(ANGEL)))
    game.pass_windows()
    return game


def _spear(game: Game) -> None:
    """Player 2, now losing, has Pharaoh use the Egyptian Spear."""
    game.settle()
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(SPEAR), game.card(PHARAOH)))
    game.settle()


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    for name in (CONSUMING_FIRE, UNBOWED, "Grain Offering", "Not Alone"):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def test_a_weapon_of_the_selected_brigade_is_prevented() -> None:
    game = _consuming_fire([])
    assert game.question.labels == tuple(EVIL_BRIGADES)  # any legal value, in play or not
    game.choose("Gold")
    prevention = game.state.preventions[-1]
    assert prevention.until is Until.TURN  # "this turn"
    assert from_json(to_json(game.state), GameState) == game.state  # kept with the prevention
    _spear(game)
    assert [game.name(e.card) for e in of_kind(game.events, AbilityPrevented)] == [SPEAR]
    assert game.zone(P1, Zone.DECK) == DECK  # nothing discarded


def test_a_weapon_of_another_brigade_is_not_prevented() -> None:
    game = _consuming_fire([])
    game.choose("Brown")
    _spear(game)
    assert not of_kind(game.events, AbilityPrevented)
    assert game.zone(P1, Zone.DECK) == DECK[1:]
    assert game.zone(P1, Zone.DISCARD_PILE) == DECK[:1]


def test_with_a_good_judge_in_play_two_brigades_are_selected() -> None:
    game = _consuming_fire([GIDEON])
    game.choose("Brown")
    assert game.question.labels == tuple(b for b in EVIL_BRIGADES if b != "Brown")
    game.choose("Gold")
    _spear(game)
    assert [game.name(e.card) for e in of_kind(game.events, AbilityPrevented)] == [SPEAR]
    assert game.zone(P1, Zone.DECK) == DECK


UNBOWED = "Unbowed"
"""White Enhancement 3/3: "All Heroes are immune to selected evil brigade. Negate and
deactivate an Artifact depicting an idol. Decrease all demons in play by 0/X." """
DANIEL = "Daniel (Pr)"
"""White O.T. human Hero 6/7 with no special ability."""
ABIRAM = "Abiram"
"""Brown Evil Character 5/7 with no special ability."""
DISSENT = "Aaron and Miriam's Dissent"
"""Brown Enhancement 3/3: "Decrease all O.T. heroes in play by 2/2 until the end of the
turn." """


def _unbowed(brigade: str) -> Game:
    """Daniel attacks, Abiram blocks; Daniel uses Unbowed, then Abiram the Dissent."""
    game = Game.blocked(
        DANIEL,
        {"hand": [DANIEL, UNBOWED]},
        ABIRAM,
        {"hand": [ABIRAM, DISSENT]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(UNBOWED), game.card(DANIEL)))
    game.pass_windows()
    assert game.question.labels == tuple(EVIL_BRIGADES)
    game.choose(brigade)
    game.settle()
    assert game.numbers[:2] == (9, 10)  # Daniel 6/7 with 3/3
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(DISSENT), game.card(ABIRAM)))
    game.settle()
    return game


def test_heroes_are_immune_to_the_brigade_selected() -> None:
    game = _unbowed("Brown")
    assert game.numbers[:2] == (9, 10)  # the brown Dissent cannot touch Daniel


def test_heroes_are_not_immune_to_another_brigade() -> None:
    game = _unbowed("Gray")
    assert game.numbers[:2] == (7, 8)  # decreased 2/2


FEARFULNESS = "Fearfulness"
"""Gray Enhancement: "Look at opponent's hand and select one good card in that hand. Place
that card beneath owner's draw pile." """
ABIHU = "Abihu (L)"
"""Gray Evil Character 6/6 with no special ability."""
BOAZ = "Kindness of Boaz"
GIDEON_HERO = "Gideon (J)"


def _fearfulness(hand: list[str]) -> Game:
    """Daniel attacks and Abihu blocks: Abihu loses, and player 2 plays Fearfulness."""
    game = Game.blocked(
        DANIEL,
        {"hand": [DANIEL, *hand], "deck": ["Amos"]},
        ABIHU,
        {"hand": [ABIHU, FEARFULNESS]},
        pool=full_pool(),
    )
    assert game.asked[0] == P2
    game.do(PlayEnhancement(game.card(FEARFULNESS), game.card(ABIHU)))
    game.pass_windows()
    return game


def test_a_good_card_selected_in_the_hand_looked_at_goes_beneath_the_deck() -> None:
    assert ability_support(full_pool().get(FEARFULNESS)).carried_out
    game = _fearfulness([BOAZ, DISSENT, GIDEON_HERO])
    assert game.asked[0] == P2
    assert sorted(game.offered) == [GIDEON_HERO, BOAZ]  # good cards of that hand only
    game.pick(GIDEON_HERO)
    game.settle()
    assert game.zone(P1, Zone.DECK) == ["Amos", GIDEON_HERO]
    assert sorted(game.zone(P1, Zone.HAND)) == [DISSENT, BOAZ]


def test_with_no_good_card_in_that_hand_nothing_is_selected() -> None:
    game = _fearfulness([DISSENT])
    game.settle()
    done = [(e.effect, game.names(e.cards)) for e in of_kind(game.events, EffectCarriedOut)]
    assert done[-3:] == [("look", [DISSENT]), ("select", []), ("underdeck", [])]
    assert game.zone(P1, Zone.HAND) == [DISSENT]
    assert game.zone(P1, Zone.DECK) == ["Amos"]


def test_they_after_a_give_stay_refused() -> None:
    # "They may give it to you to draw 3": "they" after a give would be read as the player
    # given the card, who would draw; the text is not carried out
    support = ability_support(full_pool().get("Agur, the Wise [RR2]"))
    assert support.missing == ("player 'that_player' after a give",)
