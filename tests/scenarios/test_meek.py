"""Meek: a card printed "TOP: ... BOTTOM: Meek" may take its meek identity (REG: Meek, Convert).

"You may convert this card to meek to draw 2": the card swaps to its meek bottom identity,
whose brigades and numbers the card list gives in brackets, ``Gold (Gold/Red)``, ``3(12)``;
the benefit follows only if the convert was carried out. A meek card has no special ability:
it activates no more, and "a meek Hero" names it. Only a card with an inactive meek identity
is converted to meek; off the playing surface it is at face value again.
"""

from __future__ import annotations

import pytest
from attrs import evolve
from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import Attack, Block, Brigade, Pass, Zone, from_json, to_json
from redemption_rules.battle.numbers import numbers_of
from redemption_rules.effects.cards import ability_support, card_abilities, effect_specs
from redemption_rules.effects.execute import EffectContext
from redemption_rules.playing import brigades_as
from redemption_rules.state import GameState

ZERUBBABEL = "Zerubbabel, the Chosen / Zerubbabel, the Builder (LoC)"
"""Gold (Gold/Red) 3(12)/2(8): "STAR: Play a good Temple from deck. TOP: You may convert this
card to meek to draw 2. May band to a postexilic Hero, or you may play a postexilic Hero from
deck. BOTTOM: Meek" """
ASA = "Asa, the Upright / Asa, the Blameless (LoC)"
""""TOP: You may reserve an evil male with a band ability or an evil royal female. If you
control a meek Hero, you may draw 2. BOTTOM: Meek" """
ABEL = "Abel ( C)"
"""A Hero with a special ability and no meek identity."""
TO_MEEK = "convert this card to meek to draw 2"
JARED = "Jared, the Beholder / Jared (Shall Come Down) (LoC)"
"""Blue (Blue/Red) 9(6)/10(5): "STAR: Resurrect a meek blue Hero. TOP: You may convert this
card to meek to take a blue Enhancement from Reserve. May band to a Cloud Hero. BOTTOM:
Meek" """
JOTHAM = "Jotham, the Mighty / Jotham, the Upright (LoC)"
"""Purple/Red (Purple/Red) 12(4)/8(3): "STAR: Topdeck a good Fortress from deck. TOP: You may
convert this card to meek to take a good card from Reserve. May band to a meek Hero. Cannot
be negated. BOTTOM: Meek" """
JOTHAM_TO_MEEK = "convert this card to meek to take a good card from Reserve"
COURAGE = "Courage (L)"
"""Blue good Enhancement with no special ability."""


def _attacking(hero: str, territory: list[str]) -> Game:
    game = Game.at(
        [
            {"territory": territory, "deck": [ABEL] * 4},
            {"land_of_bondage": ["Lost Soul Luke 13:25 (J)"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    return game


def _made_meek(game: Game, name: str) -> Game:
    """*game* with the card called *name* forged meek (as its own convert leaves it)."""
    card = game.card(name)
    cards = list(game.state.cards)
    cards[card] = evolve(cards[card], meek=True)
    game.state = evolve(game.state, cards=tuple(cards))
    return game


def test_texts_that_convert_their_own_card_to_meek_are_carried_out() -> None:
    for name in (ZERUBBABEL, "Hezekiah, the Devout / Hezekiah, the Repentant (LoC)"):
        assert ability_support(full_pool().get(name)).carried_out, name
    # Jared's "STAR: Resurrect a meek blue Hero" names a meek Hero off the playing surface,
    # which is not carried out; its convert to meek is played below all the same
    assert ability_support(full_pool().get(JARED)).missing == (
        "a meek Hero off the playing surface",
    )


def _jotham_attacks() -> Game:
    game = Game.at(
        [
            {"territory": [JOTHAM], "reserve": [COURAGE]},
            {"land_of_bondage": ["Lost Soul Luke 13:25 (J)"]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(JOTHAM), P2))
    return game


def test_converting_itself_to_meek_pays_for_the_take_and_swaps_identity() -> None:
    game = _jotham_attacks()
    assert JOTHAM_TO_MEEK in game.question.labels
    jotham = game.card(JOTHAM)
    assert numbers_of(game.state, jotham) == (12, 8)
    game.choose(JOTHAM_TO_MEEK)
    game.pick(COURAGE)
    game.settle()
    assert game.state.cards[jotham].meek
    assert game.zone(P1, Zone.HAND) == [COURAGE]  # the benefit of the cost
    # the meek identity's numbers and brigades, from the brackets of the card list
    assert numbers_of(game.state, jotham) == (4, 3)
    assert set(brigades_as(game.state, jotham, game.state.cards[jotham].identity)) == {
        Brigade.PURPLE,
        Brigade.RED,
    }
    assert game.state.problems() == []


def test_declining_the_convert_leaves_the_top_identity_and_no_take() -> None:
    game = _jotham_attacks()
    game.decline()
    game.settle()
    assert not game.state.cards[game.card(JOTHAM)].meek
    assert game.zone(P1, Zone.HAND) == []


def test_a_meek_card_activates_no_ability() -> None:
    game = Game.at(
        [
            {"territory": [ZERUBBABEL], "deck": [ABEL] * 4},
            {"land_of_bondage": ["Lost Soul Luke 13:25 (J)"]},
        ],
        pool=full_pool(),
    )
    game = _made_meek(game, ZERUBBABEL)
    game.do(Attack(game.card(ZERUBBABEL), P2))
    game.pass_windows()
    assert game.asked[0] == P2  # straight to the block: no "may convert" asked
    assert game.zone(P1, Zone.HAND) == []


def test_a_meek_hero_names_a_card_played_as_its_meek_identity() -> None:
    top = _attacking(ASA, [ASA, ZERUBBABEL])  # Zerubbabel with its top identity
    top.pass_windows()
    assert top.zone(P1, Zone.HAND) == []
    assert top.asked[0] == P2
    game = Game.at(
        [
            {"territory": [ASA, ZERUBBABEL], "deck": [ABEL] * 4},
            {"land_of_bondage": ["Lost Soul Luke 13:25 (J)"]},
        ],
        pool=full_pool(),
    )
    game = _made_meek(game, ZERUBBABEL)
    game.do(Attack(game.card(ASA), P2))
    assert "draw 2" in game.question.labels
    game.choose("draw 2")
    assert game.zone(P1, Zone.HAND) == [ABEL, ABEL]


def test_a_card_without_a_meek_identity_is_no_target() -> None:
    game = Game.at([{"territory": [ZERUBBABEL, ABEL]}, {}], pool=full_pool())
    found = card_abilities(full_pool().get(ZERUBBABEL))
    assert found.ability is not None
    convert = next(e for e in found.ability.effects if e.kind == "convert")
    spec = effect_specs()["convert"]
    assert spec.possible is not None
    assert spec.handler is not None
    for name, possible in ((ZERUBBABEL, True), (ABEL, False)):
        context = EffectContext(game.state, P1, source=game.card(name))
        assert spec.possible(context, convert) is possible, name
        done = spec.handler(context, convert)
        assert bool(done.ops) is possible, name
        assert done.fully is possible, name
    # nor is one meek already: it has no inactive meek identity
    meek = _made_meek(game, ZERUBBABEL)
    context = EffectContext(meek.state, P1, source=meek.card(ZERUBBABEL))
    assert not spec.possible(context, convert)


@pytest.mark.parametrize(
    "name",
    [
        "Andrew, First Called / Andrew, Fisher of Men (GoC)",  # listed without its meek side
        "Rebekah, the Bride / Rebekah, the Barren (LoC)",  # converts another card to meek
    ],
)
def test_converts_to_meek_the_engine_cannot_follow_are_refused(name: str) -> None:
    support = ability_support(full_pool().get(name))
    assert not support.carried_out
    assert any("meek" in reason for reason in support.missing)


def test_a_meek_card_goes_back_to_face_value_off_the_surface() -> None:
    # meek Zerubbabel (12/8) and Laban (9/9) discard each other
    game = Game.at(
        [
            {"territory": [ZERUBBABEL]},
            {"land_of_bondage": ["Lost Soul Luke 13:25 (J)"], "hand": ["Laban (F)"]},
        ],
        pool=full_pool(),
    )
    game = _made_meek(game, ZERUBBABEL)
    game.do(Attack(game.card(ZERUBBABEL), P2))
    game.settle()
    game.do(Block(game.card("Laban (F)")))
    game.settle()
    assert game.numbers == (12, 8, 9, 9)
    while game.state.battle is not None:
        game.do(Pass())
        game.settle()
    zerubbabel = game.card(ZERUBBABEL)
    assert game.where(zerubbabel) == (P1, Zone.DISCARD_PILE)
    assert not game.state.cards[zerubbabel].meek
    assert game.state.problems() == []


def test_a_meek_card_survives_a_json_round_trip() -> None:
    game = _made_meek(Game.at([{"territory": [ZERUBBABEL]}, {}], pool=full_pool()), ZERUBBABEL)
    text = to_json(game.state)
    assert '"meek": true' in text
    assert from_json(text, GameState) == game.state


def test_the_audit_refuses_meek_off_the_surface_or_without_a_meek_identity() -> None:
    off = _made_meek(Game.at([{"hand": [ZERUBBABEL]}, {}], pool=full_pool()), ZERUBBABEL)
    assert any("not on the playing surface" in p for p in off.state.problems())
    plain = _made_meek(Game.at([{"territory": [ABEL]}, {}], pool=full_pool()), ABEL)
    assert any("no meek identity" in p for p in plain.state.problems())
    fine = _made_meek(Game.at([{"territory": [ZERUBBABEL]}, {}], pool=full_pool()), ZERUBBABEL)
    assert fine.state.problems() == []
