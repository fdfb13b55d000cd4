"""The table, a transition's working copy: moves keep the links between cards sound (REG: Hold,
Occupied), and a view read in the middle of a transition shows every change made."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pytest

from redemption_rules import (
    Brigade,
    CardType,
    PlayerId,
    PutInSite,
    Zone,
    apply,
    load_starter_decks,
    new_game,
)
from redemption_rules.effects.select import Scope, being_discarded
from redemption_rules.effects.targets import Selector
from redemption_rules.events import CardMoved
from redemption_rules.state import (
    Activation,
    Battle,
    BattleKind,
    CardInstance,
    Decision,
    DecisionKind,
    Delayed,
    EndReason,
    GameResult,
    GameState,
    Healing,
    InstanceId,
    Lasting,
    Moved,
    Phase,
    Played,
    PlayerState,
    Prevention,
    Priority,
    Protection,
    Restriction,
    Rng,
    Until,
    Use,
    changed,
)
from redemption_rules.table import Table
from redemption_rules.testing import build_position, find_card

if TYPE_CHECKING:
    from redemption_rules import CardPool

P1 = PlayerId(0)
SOUL = "Lost Soul Luke 13:25 (J)"


@pytest.mark.parametrize("to_zone", [Zone.DISCARD_PILE, Zone.BANISH_PILE, Zone.HAND])
def test_a_lost_soul_does_not_follow_its_site_out_of_territory(
    pool: CardPool, to_zone: Zone
) -> None:
    # REG Hold: "Lost Souls held in Sites are returned to the general Land of Bondage and do
    # not follow the underlying Sites when the Sites are relocated."
    state = build_position(pool, [{"territory": ["Canaan"], "land_of_bondage": [SOUL]}, {}])
    soul, canaan = find_card(state, SOUL), find_card(state, "Canaan")
    state = apply(state, PutInSite(soul, canaan))
    assert state.instance(soul).held_by == canaan
    table = Table(state)
    table.move(canaan, (P1, Zone.TERRITORY), (P1, to_zone))
    after = table.freeze()
    assert after.locate(canaan) == (P1, to_zone)
    assert after.locate(soul) == (P1, Zone.LAND_OF_BONDAGE)
    assert after.instance(soul).held_by is None
    assert after.problems() == []
    assert table.events == [
        CardMoved(canaan, P1, Zone.TERRITORY, P1, to_zone),
        CardMoved(soul, P1, Zone.TERRITORY, P1, Zone.LAND_OF_BONDAGE),
    ]


def test_moving_another_site_leaves_a_held_soul_in_place(pool: CardPool) -> None:
    state = build_position(
        pool, [{"territory": ["Canaan", "Assyria"], "land_of_bondage": [SOUL]}, {}]
    )
    soul, canaan = find_card(state, SOUL), find_card(state, "Canaan")
    state = apply(state, PutInSite(soul, canaan))
    table = Table(state)
    table.move(find_card(state, "Assyria"), (P1, Zone.TERRITORY), (P1, Zone.DISCARD_PILE))
    after = table.freeze()
    assert after.instance(soul).held_by == canaan
    assert after.locate(soul) == (P1, Zone.TERRITORY)


def test_a_replaced_deck_shows_in_the_next_view_and_the_frozen_state() -> None:
    table = Table(new_game(load_starter_decks(), seed=3, abilities=False))
    deck = tuple(table.peek(P1, Zone.DECK))
    assert table.view().players[P1].deck == deck
    table.set_zone(P1, Zone.DECK, deck[::-1])
    assert table.view().players[P1].deck == deck[::-1]
    assert table.freeze().players[P1].deck == deck[::-1]
    assert table.state.players[P1].deck == deck  # the state it started from is untouched


def test_a_move_shows_in_the_next_view() -> None:
    table = Table(new_game(load_starter_decks(), seed=3, abilities=False))
    card = table.peek(P1, Zone.DECK)[0]
    before = table.view()
    table.move(card, (P1, Zone.DECK), (P1, Zone.HAND))
    after = table.view()
    assert card in after.players[P1].hand
    assert card not in after.players[P1].deck
    assert card in before.players[P1].deck  # an earlier view is a state: it never changes


def test_views_in_a_row_with_no_change_are_one_state() -> None:
    state = new_game(load_starter_decks(), seed=3, abilities=False)
    table = Table(state)
    assert table.view() is table.view() is state  # nothing changed: the state it started from
    table.changed()
    assert table.view() is state  # said to have changed, but nothing a reader sees did


def test_a_changed_record_shows_in_the_next_view() -> None:
    table = Table(new_game(load_starter_decks(), seed=3, abilities=False))
    first = table.view()
    serial = table.next_serial()
    table.changed()
    assert table.view() is not first
    assert table.view().serial == serial


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("turn", 7),
        ("phase", Phase.DISCARD),
        ("active", PlayerId(1)),
        ("battles_this_turn", 2),
        ("territory_enhancement_played", True),
    ],
)
def test_a_new_turn_or_phase_shows_in_the_next_view(name: str, value: object) -> None:
    # a view read before the turn passed is not read after it: what lasts "while you have
    # drawn 4 or fewer cards this turn" is read of the new turn
    table = Table(new_game(load_starter_decks(), seed=3, abilities=False))
    before = table.view()
    assert getattr(before, name) != value
    setattr(table, name, value)
    assert getattr(table.view(), name) == value
    assert getattr(table.freeze(), name) == value


def test_what_is_resolving_may_lag_in_a_view_but_not_in_the_frozen_state() -> None:
    table = Table(new_game(load_starter_decks(), seed=3, abilities=False))
    first = table.view()
    table.decision = None
    table.changed()
    assert table.view() is first
    assert first.decision is not None
    assert table.freeze().decision is None


def test_a_table_frozen_with_no_change_since_its_last_view_gives_that_view() -> None:
    table = Table(new_game(load_starter_decks(), seed=3, abilities=False))
    table.next_serial()
    table.changed()
    view = table.view()
    assert table.freeze() is view


def test_freezing_gives_every_field_its_own_value() -> None:
    # the table builds states with the fields in order, not by name: a value per field,
    # each unlike the others, shows that each lands where it belongs
    state = new_game(load_starter_decks(), seed=3)
    p2 = PlayerId(1)
    card = InstanceId(0)
    odd = attrs.evolve(
        state,
        rng=Rng(12345),
        phase=Phase.BATTLE,
        active=p2,
        turn=7,
        first_player=P1,
        battle=Battle(P1, p2, BattleKind.RESCUE_ATTEMPT),
        battles_this_turn=2,
        attacked_this_phase=(p2,),
        decision=Decision(p2, DecisionKind.BLOCK),
        result=GameResult(None, EndReason.SOULS),
        abilities=False,
        serial=41,
        stack=(Activation(1, card, P1, (0,)),),
        pending=(Activation(2, card, P1, (0,)),),
        completed=(Activation(3, card, P1, (0,)),),
        preventions=(Prevention(4, card, P1, 0, 0),),
        protections=(Protection(5, card, P1, 0, (card,)),),
        delayed=(Delayed(6, card, P1, (0,), "after_battle"),),
        played=(Played(card, P1, 7),),
        uses=(Use("card:0", P1, "turn"),),
        resume=Decision(P1, DecisionKind.PREPARATION),
        continuation="initiative",
        priority=Priority((p2,)),
        reported=("Son of God (I)",),
        territory_enhancement_played=True,
        entered_battle=(InstanceId(3),),
        lasting=(Lasting(card, 1, 0, Until.TURN, 8),),
        drawn=(InstanceId(2),),
        artifact_activated=InstanceId(4),
        restrictions=(Restriction(9, card, P1, 0, (p2,)),),
        tokens=(InstanceId(5),),
    )
    shared = {"ruleset", "catalog", "cards", "players"}  # a new game's own, kept as they are
    frozen = Table(odd).freeze()
    for field in attrs.fields(GameState):
        if field.init:
            # a field added later must get a value of its own above, or this test proves nothing
            if field.name not in shared:
                assert getattr(odd, field.name) != getattr(state, field.name), field.name
            assert getattr(frozen, field.name) == getattr(odd, field.name), field.name


def test_a_heal_window_opened_on_the_stack_shows_in_the_next_view() -> None:
    # which characters are being discarded is read off the stack's heal windows: a view
    # may lag behind the stack, but not behind them
    table = Table(new_game(load_starter_decks(), seed=3))
    card = InstanceId(0)
    table.stack.insert(0, Activation(1, card, P1, (0,)))
    table.changed()
    assert table.view().stack == ()  # the rest of the stack may lag
    table.stack[0] = attrs.evolve(table.stack[0], healing=Healing((card,)))
    table.changed()
    assert being_discarded(table.view()) == {card}


def test_a_lasting_change_shows_in_the_next_view() -> None:
    table = Table(new_game(load_starter_decks(), seed=3))
    lasting = Lasting(InstanceId(0), 1, 0, Until.TURN, 8)
    table.view()
    table.lasting.append(lasting)
    table.changed()
    assert table.view().lasting == (lasting,)


def test_a_new_identity_keeps_the_rest_of_the_card_record() -> None:
    # the record is rebuilt field by field: every field is given a value of its own here, so
    # one left behind (or one added later and not carried over) fails
    state = new_game(load_starter_decks(), seed=3)
    card = InstanceId(0)
    cards = list(state.cards)
    odd = attrs.evolve(
        cards[card],
        identity=CardType.HERO,
        face_down=True,
        equipped_to=InstanceId(5),
        held_by=InstanceId(6),
        change=(1, -1),
        decrease=(0, -2),
        captured=CardType.EVIL_CHARACTER,
        converted=(Brigade.RED,),
        meek=True,
        gained=(Brigade.CLAY,),
    )
    for field in attrs.fields(CardInstance):
        assert getattr(odd, field.name) != field.default, field.name
    cards[card] = odd
    table = Table(attrs.evolve(state, cards=tuple(cards)))
    table.set_instance(card, CardType.EVIL_CHARACTER, False, None, InstanceId(7))
    assert table.view().cards[card] == attrs.evolve(
        odd, identity=CardType.EVIL_CHARACTER, face_down=False, equipped_to=None, held_by=7
    )


def test_a_heal_window_opened_with_no_card_moved_is_read_afresh(pool: CardPool) -> None:
    # what the engine noted about a position carries over to a state with the same cards in
    # the same places, but the characters being discarded are read off the stack
    state = build_position(pool, [{"territory": ["Gad"]}, {}])
    gad = find_card(state, "Gad")
    discarded = Selector(qualifiers=("being_discarded",))
    assert Scope(state, P1).candidates(discarded) == ()  # noted about the position
    table = Table(state)
    table.stack.insert(0, Activation(1, gad, P1, (0,), healing=Healing((gad,))))
    assert Scope(table.freeze(), P1).candidates(discarded) == (gad,)


@pytest.mark.parametrize(
    ("record", "changes"),
    [
        (
            Battle(P1, PlayerId(1), BattleKind.RESCUE_ATTEMPT),
            {"passes": 2, "initiative": PlayerId(1), "heroes": (InstanceId(4),)},
        ),
        (Moved(InstanceId(5), P1, Zone.TERRITORY), {"effect": 3}),
    ],
)
def test_a_record_changed_in_place_of_evolve_is_the_same_record(
    record: Battle | Moved, changes: dict[str, object]
) -> None:
    # the battle and the cards an effect moved are copied at most steps, without attrs.evolve
    copy = changed(record, **changes)
    assert copy == attrs.evolve(record, **changes)
    assert copy != record  # the original is left as it was
    assert all(getattr(copy, name) == value for name, value in changes.items())


def test_a_misspelt_field_is_not_changed_in() -> None:
    with pytest.raises(AssertionError):
        changed(Moved(InstanceId(5), P1, Zone.TERRITORY), efect=3)


def test_a_player_with_zones_replaced_keeps_the_others() -> None:
    # copied at most steps without the constructor: it must be the record the constructor gives
    before = PlayerState(P1, deck=(InstanceId(1), InstanceId(2)), hand=(InstanceId(3),))
    after = before.with_zones({Zone.HAND: (), Zone.DISCARD_PILE: (InstanceId(3),)})
    assert after == PlayerState(
        P1, deck=(InstanceId(1), InstanceId(2)), discard_pile=(InstanceId(3),)
    )
    assert before.hand == (InstanceId(3),)  # the original is left as it was
    assert before.with_zones({Zone.FIELD_OF_BATTLE: (InstanceId(4),)}) == before


def _asked_from_a_view(**changes: object) -> tuple[GameState, GameState]:
    """A view with an activation on the stack and a note, and the state frozen after the
    activation changed by *changes* and a question was asked."""
    table = Table(new_game(load_starter_decks(), seed=3))
    table.stack.insert(0, Activation(1, InstanceId(0), P1, (0,)))
    table.next_serial()  # the view is a state of its own, not the one the table began from
    table.changed()
    view = table.view()
    view.memo()["a note"] = True
    table.stack[0] = attrs.evolve(table.stack[0], **changes)
    table.decision = Decision(P1, DecisionKind.ABILITY)
    return view, table.freeze()


def test_a_question_asked_as_an_ability_activates_keeps_the_notes_of_its_view() -> None:
    # whether the ability was announced and which option was taken are read off the table,
    # not through notes: the answer finds what was worked out as the question was asked
    view, state = _asked_from_a_view(announced=True, choice=0)
    assert state is not view
    assert state.memo() is view.memo()


@pytest.mark.parametrize(
    "changes",
    [{"step": 1}, {"answers": (3,)}, {"healing": Healing((InstanceId(0),))}],
)
def test_an_activation_changed_otherwise_since_the_view_drops_its_notes(
    changes: dict[str, object],
) -> None:
    _, state = _asked_from_a_view(announced=True, **changes)
    assert "a note" not in state.memo()
