"""Create a Token: a token of a card type put in a location (REG: Create a Token, Token).

A token is generic and meek, titled "[Card Type] Token", with the reference of the card that
creates it unless its "Token" identifier lists one; it is owned by the player carrying out
the effect and put where the effect says. Moved to a hand, deck, discard pile, banish pile or
Reserve, it ceases to exist; a Lost Soul token rescued is a Redeemed Soul like any other.

A game's cards are fixed when it starts: it reserves the same number of token records for
each player, whatever the decks hold, out of the game until created, free again once the token
ceases to exist. With none of the player's records free, the token is not created and the game
says so.

Angel of the Harvest (GoC), a Hero whose identifiers hold "Token ("Harvest", John 4:35)":
"You may create a Lost Soul token in opponent\u2019s Land of Bondage. You may look at the top
X (limit 7) cards of deck: Take up to 1 and underdeck the rest. Cannot be interrupted."
Burial (B), a Dominant: "Discard any Lost Soul in play."
"""

from __future__ import annotations

import attrs
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    CardInstance,
    CardType,
    DecisionKind,
    GameState,
    PlayDominant,
    SurrenderSoul,
    Zone,
    from_json,
    to_json,
)
from redemption_rules.effects import resolution
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.select import IN_PLAY, Scope
from redemption_rules.effects.targets import Selector
from redemption_rules.effects.tokens import RESERVED_TOKEN, TOKEN_RECORDS
from redemption_rules.events import TokenCeased, TokenCreated, TokenNotCreated
from redemption_rules.table import Table

ANGEL = "Angel of the Harvest (GoC)"
CREATE = "create a Lost Soul token in opponent\u2019s Land of Bondage"
CREATED = "Lost Soul Token"
"""The title of the token the Angel creates."""
BURIAL = "Burial (B)"


def _created(*, mine: tuple[str, ...] = ()) -> Game:
    """Player 1 attacks with the Angel, which creates a token in player 2's Land of Bondage."""
    game = Game.at(
        [{"territory": [ANGEL], "hand": list(mine)}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    game.do(Attack(game.card(ANGEL), P2))
    game.pass_windows()
    game.choose(CREATE)
    return game


def test_the_create_token_cards_are_carried_out_or_refused_with_a_reason() -> None:
    pool = full_pool()
    assert ability_support(pool.get(ANGEL)).carried_out
    # a Lost Soul token in a territory: not a place the engine puts Lost Soul tokens
    kingdom = ability_support(pool.get("Kingdom of the Divine"))
    assert kingdom.missing == ("a Lost Soul token created elsewhere than in a Land of Bondage",)
    # seven character tokens at once: more than a player's token records (see
    # test_character_tokens.py)
    accumulator = ability_support(pool.get("The Accumulator (GoC)"))
    assert f"more tokens at once than a player's {TOKEN_RECORDS} token records" in (
        accumulator.missing
    )


def test_the_angel_creates_a_lost_soul_token_in_opponents_land_of_bondage() -> None:
    game = Game.at(
        [{"territory": [ANGEL]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    # the same records for each player, out of the game until created, of one definition
    reserved = game.state.tokens
    assert len(reserved) == 2 * TOKEN_RECORDS
    assert {game.state.instance(card).key for card in reserved} == {RESERVED_TOKEN.key}
    mine = reserved[:TOKEN_RECORDS]  # player 1's, then player 2's
    assert {game.state.instance(card).owner for card in mine} == {P1}
    game.do(Attack(game.card(ANGEL), P2))
    game.pass_windows()
    events = game.choose(CREATE)
    token = game.card(CREATED)
    assert token == mine[0]  # one of the records of the player carrying out the effect
    assert TokenCreated(token, game.card(ANGEL), P2, Zone.LAND_OF_BONDAGE) in events
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL, CREATED]
    assert game.state.tokens == reserved[1:]
    # created, it takes the definition the creating card gives, in play for all to see
    assert game.state.instance(token).key == f"{CREATED} [{ANGEL}]"
    definition = game.state.card(token)
    assert definition.is_token
    assert definition.title == CREATED
    assert definition.is_lost_soul
    assert definition.special_ability == ""  # meek
    assert definition.reference == "John 4:35"  # from its "Token" identifier
    assert game.state.instance(token).owner == P1  # the player carrying out the effect
    assert game.state.problems() == []
    assert from_json(to_json(game.state), GameState) == game.state
    # a Lost Soul like any other; "Lost Soul token" names it alone, "Hero token" not at all
    scope = Scope(game.state, P1)
    soul = game.card(SOUL)
    assert scope.candidates(Selector(types=("Lost Soul",)), IN_PLAY) == (soul, token)
    assert scope.candidates(Selector(types=("Lost Soul", "token")), IN_PLAY) == (token,)
    assert scope.candidates(Selector(types=("Hero", "token")), IN_PLAY) == ()


def test_a_rescued_lost_soul_token_is_a_redeemed_soul() -> None:
    game = _created()
    game.do(game.legal[-1])  # no block
    game.settle()
    assert game.asked == (P2, DecisionKind.SURRENDER_SOUL)
    token = game.card(CREATED)
    game.do(SurrenderSoul(token))
    assert game.zone(P1, Zone.LAND_OF_REDEMPTION) == [CREATED]
    assert game.state.players[P1].redeemed == 1
    assert token not in game.state.tokens  # a Land of Redemption is no place where it ceases
    assert game.state.problems() == []


def test_a_discarded_token_ceases_to_exist_and_its_record_is_free() -> None:
    game = _created(mine=(BURIAL,))
    token = game.card(CREATED)
    game.do(PlayDominant(game.card(BURIAL)))
    game.pass_windows()
    events = game.pick(CREATED)
    assert TokenCeased(token, P1, Zone.DISCARD_PILE) in events  # its owner's discard pile
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL]
    assert game.zone(P1, Zone.DISCARD_PILE) == [BURIAL]
    assert game.zone(P2, Zone.DISCARD_PILE) == []
    assert token in game.state.tokens
    # free again, it takes back the generic definition, which names no creating card
    assert game.state.instance(token) == CardInstance(token, RESERVED_TOKEN.key, P1)
    assert game.state.card(token) == RESERVED_TOKEN
    assert game.state.problems() == []
    assert from_json(to_json(game.state), GameState) == game.state


def test_with_no_free_token_record_no_token_is_created() -> None:
    game = Game.at(
        [{"territory": [ANGEL]}, {"land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    state = game.state
    mine = state.tokens[:TOKEN_RECORDS]
    assert {state.instance(card).owner for card in mine} == {P1}
    # every one of player 1's tokens is in play already: created before, never ceased
    key = f"{CREATED} [{ANGEL}]"
    cards = list(state.cards)
    for record in mine:
        cards[record] = attrs.evolve(cards[record], key=key, identity=CardType.LOST_SOUL)
    bondage = (*state.players[P2].land_of_bondage, *mine)
    players = (state.players[P1], attrs.evolve(state.players[P2], land_of_bondage=bondage))
    theirs = state.tokens[TOKEN_RECORDS:]  # player 2's records, free, are not player 1's
    game.state = attrs.evolve(state, cards=tuple(cards), players=players, tokens=theirs)
    assert game.state.problems() == []
    game.do(Attack(game.card(ANGEL), P2))
    game.pass_windows()
    events = game.choose(CREATE)
    reason = f"the {TOKEN_RECORDS} token records of the player are all in play"
    assert [e for e in events if isinstance(e, TokenNotCreated)] == [
        TokenNotCreated(game.card(ANGEL), reason)
    ]
    assert game.zone(P2, Zone.LAND_OF_BONDAGE) == [SOUL] + [CREATED] * TOKEN_RECORDS
    assert game.state.tokens == theirs
    assert game.state.problems() == []


def test_a_create_a_token_undone_takes_the_token_out_of_the_game() -> None:
    # the Angel's ability cannot be interrupted, which keeps a negate off it; what a negate
    # of another card's create a token effect would undo is its record of the creation
    game = _created()
    token = game.card(CREATED)
    (angel,) = game.state.completed
    assert [moved.card for moved in angel.moves if moved.created] == [token]
    table = Table(game.state)
    resolution._undo(table, angel)
    state = table.freeze()
    assert TokenCeased(token, P2, Zone.LAND_OF_BONDAGE) in table.events
    assert token not in state.players[P2].land_of_bondage
    assert token in state.tokens
    assert state.instance(token) == CardInstance(token, RESERVED_TOKEN.key, P1)
    assert state.problems() == []
