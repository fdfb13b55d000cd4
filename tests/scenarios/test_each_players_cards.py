"""A count of cards "controlled by each player" or "from each opponent" is each one's.

REG Targeting: "each" names every one of the players in turn, so "an evil card controlled by
each player" is one card of every player, not one card of any of them.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import Attack, Block, DecisionKind, PlayEnhancement, PlayerId, Zone

P3 = PlayerId(2)
AMOS_OF_TEKOA = "Amos of Tekoa"
"""Hero: "You may discard an evil Enhancement from a deck or shuffle an evil card (except a
Dominant) controlled by each player. Cannot be interrupted."."""
FIRSTBORN = "Death of Firstborn (PoC)"
"""GE (green among others): "If used by an angel, interrupt the battle. Discard an Evil
Character controlled by each opponent. Cannot be negated by an Egyptian."."""
AMOS = "Amos"
"""A green Hero with no ability, 6/3."""
EVERY_TRIBE = "Every Tribe (RoJ AB)"
"""Hero: "If you control another Priest, look at the top X cards of deck: Add 1 to hand and
topdeck the rest. If you control a good King, Hero may band to a Hero from each opponent.
Cannot be interrupted by an evil card."."""
KING_SAUL, HANNAH, ABEL = "King Saul (Purple) (Ki)", "Hannah (L)", "Abel ( C)"
"""A good King and two Heroes, with no ability."""
ALEXANDER, DEMAS, DIOTREPHES, ARCHELAUS, BELSHAZZAR = (
    "Alexander the Coopersmith",
    "Demas",
    "Diotrephes",
    "Archelaus (Ap)",
    "Belshazzar",
)
"""Evil Characters with no ability."""


def test_an_evil_card_controlled_by_each_player_is_one_of_every_players() -> None:
    game = Game.at(
        [
            {"territory": [AMOS_OF_TEKOA, BELSHAZZAR]},
            {"territory": [DEMAS, DIOTREPHES], "land_of_bondage": [SOUL]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(AMOS_OF_TEKOA), P2))
    game.pass_windows()
    game.choose("shuffle an evil card (except a Dominant) controlled by each player")
    # player 1's only evil card is taken; of player 2's two, player 1 chooses one
    assert sorted(game.names(game.question.options)) == [DEMAS, DIOTREPHES]
    game.pick(DEMAS)
    assert game.where(BELSHAZZAR) == (P1, Zone.DECK)
    assert game.where(DEMAS) == (P2, Zone.DECK)
    assert game.where(DIOTREPHES) == (P2, Zone.TERRITORY)


def test_an_evil_character_controlled_by_each_opponent_in_a_three_player_game() -> None:
    game = Game.at(
        [
            {"territory": [AMOS], "hand": [FIRSTBORN]},
            {"territory": [ALEXANDER, DEMAS], "land_of_bondage": [SOUL]},
            {"territory": [DIOTREPHES, ARCHELAUS]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(AMOS), P2))
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    game.do(Block(game.card(ALEXANDER)))
    game.settle()
    game.do(PlayEnhancement(game.card(FIRSTBORN), game.card(AMOS)))
    game.pass_windows()
    assert sorted(game.names(game.question.options)) == [ALEXANDER, DEMAS]
    game.pick(DEMAS)
    assert sorted(game.names(game.question.options)) == [ARCHELAUS, DIOTREPHES]
    game.pick(ARCHELAUS)
    assert game.where(DEMAS) == (P2, Zone.DISCARD_PILE)
    assert game.where(ARCHELAUS) == (P3, Zone.DISCARD_PILE)
    assert game.where(ALEXANDER) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(DIOTREPHES) == (P3, Zone.TERRITORY)


def test_a_band_to_a_hero_from_each_opponent_takes_one_of_every_opponents() -> None:
    # Every Tribe (RoJ AB): "If you control a good King, Hero may band to a Hero from each
    # opponent." With two opponents, one Hero of each joins the battle
    game = Game.at(
        [
            {"territory": [EVERY_TRIBE, KING_SAUL]},
            {"territory": [HANNAH], "land_of_bondage": [SOUL]},
            {"territory": [ABEL, AMOS]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(EVERY_TRIBE), P2))
    game.pass_windows()
    game.choose("band to a Hero from each opponent")
    assert sorted(game.names(game.question.options)) == [ABEL, AMOS]  # Hannah is taken
    game.pick(AMOS)
    battle = game.state.battle
    assert battle is not None
    assert sorted(game.names(battle.heroes)) == sorted([EVERY_TRIBE, HANNAH, AMOS])
    assert game.where(ABEL) == (P3, Zone.TERRITORY)
