"""Character tokens: Heroes and Evil Characters a create a token effect makes (REG: Create a Token).

"A card with a create a token effect may have a 'Token' identifier that describes the
attributes of the created token beyond the card type": its title ("'Proselyte' Token": the
"Proselyte Token"), strength, toughness, brigade, gender and role, and other identifiers.
Unless otherwise specified the token is created in the territory of the player carrying out
the effect, who owns and controls it (REG: Create a Token); moved to a hand, deck, discard
pile, banish pile or Reserve, it ceases to exist (REG: Token).

The Proselytizers (GoC), a gray Evil Character with "Proselyte" Token (2/2 gray male human
Pharisee): "If you play a Pharisee from hand, you may create an Evil Character token." The
Accumulator (GoC), with "Wicked Spirit" Token (1/3 orange male demon): "Once per game, you may
create 7 Evil Character tokens." More than a player's token records: never carried out.
"""

from __future__ import annotations

import attrs
import pytest
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    Block,
    CardPool,
    CardType,
    GameState,
    Zone,
    from_json,
    to_json,
)
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects import resolution
from redemption_rules.effects.cards import ability_support, card_abilities, effect_specs
from redemption_rules.effects.execute import CreateTokens, EffectContext
from redemption_rules.effects.kinds import CreateToken
from redemption_rules.effects.tokens import TOKEN_RECORDS, token_definition
from redemption_rules.events import TokenCeased, TokenCreated
from redemption_rules.table import Table

PROSELYTIZERS = "The Proselytizers (GoC)"
HOST = "The Heavenly Host (GoC)"
ACCUMULATOR = "The Accumulator (GoC)"
ANDREW = "Andrew (Ap)"
"""Red Hero 7/8, no special ability: he attacks, and the Proselyte Token blocks him."""


def _create_effect(name: str) -> CreateToken:
    found = card_abilities(full_pool().get(name)).ability
    assert found is not None
    return next(e for e in found.effects if isinstance(e, CreateToken))


@pytest.mark.parametrize(
    ("creator", "printed"),
    [
        (PROSELYTIZERS, "Proselyte Token"),
        (HOST, "Heavenly Host Token"),
        (ACCUMULATOR, "Wicked Spirit Token"),
    ],
)
def test_the_token_identifier_gives_the_token_the_pool_prints(creator: str, printed: str) -> None:
    pool = full_pool()
    token = token_definition(pool.get(creator), _create_effect(creator))
    card = pool.get(printed)
    assert token is not None
    assert token.name == card.name
    assert token.types == card.types
    assert token.alignment is card.alignment
    assert token.brigades == card.brigades
    assert (token.strength, token.toughness) == (card.strength, card.toughness)
    assert token.is_token
    assert token.reference == pool.get(creator).reference


def test_the_proselyte_token_is_male_human_and_pharisee() -> None:
    token = token_definition(full_pool().get(PROSELYTIZERS), _create_effect(PROSELYTIZERS))
    assert token is not None
    assert token.identifiers == ("male", "human", "Pharisee")
    host = token_definition(full_pool().get(HOST), _create_effect(HOST))
    assert host is not None
    assert host.identifiers == ("male", "angel")
    assert [c.value for c in host.classes] == ["Warrior"]


def test_character_tokens_no_longer_keep_their_cards_back_or_are_refused_clearly() -> None:
    pool = full_pool()
    for name in (PROSELYTIZERS, HOST):
        missing = ability_support(pool.get(name)).missing
        assert not any("token" in reason for reason in missing), (name, missing)
    # seven at once: more than the records a player has, never created
    missing = ability_support(pool.get(ACCUMULATOR)).missing
    assert f"more tokens at once than a player's {TOKEN_RECORDS} token records" in missing
    # "Follower Token (6/8 clay male human of a selected church)": a church chosen as the
    # token is created, not read
    church = "The Church of Christ (GoC)"
    assert token_definition(pool.get(church), _create_effect(HOST)) is None


def _created() -> tuple[Game, list[CreateTokens]]:
    """Player 2's Proselytizers create an Evil Character token: their create a token effect."""
    game = Game.at(
        [{"territory": [ANDREW]}, {"territory": [PROSELYTIZERS], "land_of_bondage": [SOUL]}],
        pool=full_pool(),
    )
    effect = _create_effect(PROSELYTIZERS)
    creator = full_pool().get(PROSELYTIZERS)
    token = token_definition(creator, effect)
    assert token is not None
    # the game's catalog defines the tokens its cards create before they are created
    state = attrs.evolve(game.state, catalog=CardPool((*game.state.catalog.cards, token)))
    found = card_abilities(creator).ability
    assert found is not None
    index = found.effects.index(effect)
    spec = effect_specs()["create_token"]
    assert spec.handler is not None
    context = EffectContext(state, P2, actor=P2, source=game.card(PROSELYTIZERS), effect=index)
    done = spec.handler(context, effect)
    ops = [op for op in done.ops if isinstance(op, CreateTokens)]
    table = Table(state)
    for op in ops:
        resolution._create_tokens(table, op)
    game.state = table.freeze()
    game.events.extend(table.events)
    return game, ops


def test_the_token_is_created_in_its_creators_territory() -> None:
    game, ops = _created()
    assert [(op.count, op.player, op.zone, op.owner) for op in ops] == [(1, P2, Zone.TERRITORY, P2)]
    (token,) = [e.card for e in game.events if isinstance(e, TokenCreated)]
    assert game.where(token) == (P2, Zone.TERRITORY)
    assert game.state.instance(token).owner == P2
    assert game.state.instance(token).identity is CardType.EVIL_CHARACTER
    assert game.state.card(token).name == "Proselyte Token"
    assert numbers_of(game.state, token) == (2, 2)
    assert token not in game.state.tokens
    assert len(game.state.tokens) == 2 * TOKEN_RECORDS - 1
    assert game.state.problems() == []
    assert from_json(to_json(game.state), GameState) == game.state


def test_the_token_blocks_and_defeated_ceases_to_exist() -> None:
    game, _ = _created()
    (token,) = [e.card for e in game.events if isinstance(e, TokenCreated)]
    game.do(Attack(game.card(ANDREW), P2))
    game.settle()
    game.do(Block(token))
    game.settle()
    assert game.where(token) == (None, Zone.FIELD_OF_BATTLE)
    assert game.state.problems() == []
    game.end_turn()  # Andrew 7/8 defeats the 2/2 token: discarded, it ceases to exist
    assert any(isinstance(e, TokenCeased) and e.card == token for e in game.events)
    assert token in game.state.tokens  # its record is free again
    assert game.where(ANDREW) == (P1, Zone.TERRITORY)
    assert game.state.problems() == []
    assert from_json(to_json(game.state), GameState) == game.state
