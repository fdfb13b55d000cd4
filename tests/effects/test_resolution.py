"""The machinery that carries abilities out: questions, Action Priority windows, hidden
information in events, cards the engine does not carry out, limits, and bad input.

Card effects themselves are pinned card by card in tests/scenarios; these pin the rules every
effect shares (REG: Abilities, Action Priority, Activate, Limit, Look, Search).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

import pytest
from attrs import evolve, frozen

from redemption_rules import (
    Attack,
    Block,
    ChooseCard,
    ChooseOption,
    DecisionKind,
    EndPhase,
    Finish,
    GameState,
    IllegalAction,
    PassPriority,
    Phase,
    PlayCard,
    PlayDominant,
    PlayEnhancement,
    PlayerId,
    PluginError,
    Zone,
    apply,
    from_json,
    get_plugin_manager,
    legal_actions,
    load_starter_cards,
    step,
    to_json,
)
from redemption_rules.cards import CardType
from redemption_rules.effects import Effect
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.resolution import ACTIVATION_CAP
from redemption_rules.events import (
    AbilityActivated,
    AbilityNotCarriedOut,
    CardMoved,
    CardsLooked,
    PileSearched,
)
from redemption_rules.plugins import EffectSpec, GrammarFragment, hookimpl
from redemption_rules.plugins.manager import check_manager, use_plugin_manager
from redemption_rules.state import Use
from redemption_rules.testing import build_position, find_card

if TYPE_CHECKING:
    from redemption_rules import CardPool
    from redemption_rules.effects.execute import EffectContext

P1, P2 = PlayerId(0), PlayerId(1)
SOUL = "Lost Soul Luke 13:25 (J)"


@pytest.fixture(scope="module")
def starter() -> CardPool:
    return load_starter_cards()


# -- questions ---------------------------------------------------------------------------------


def test_a_may_is_asked_of_its_controller_with_a_decline(starter: CardPool) -> None:
    state = build_position(
        starter,
        [{"territory": ["Peter (I)"], "deck": ["Samson (J)"]}, {"land_of_bondage": [SOUL]}],
        phase=Phase.BATTLE,
    )
    asked = apply(state, Attack(find_card(state, "Peter (I)"), P2))
    assert asked.decision is not None
    assert asked.decision.kind is DecisionKind.ABILITY
    assert asked.decision.player == P1
    question = asked.decision.question
    assert question is not None
    assert question.labels == ("draw 1", "Decline")
    assert legal_actions(asked) == [ChooseOption(0), ChooseOption(1)]
    drawn = apply(asked, ChooseOption(0))
    assert find_card(state, "Samson (J)") in drawn.players[P1].hand
    declined = apply(asked, ChooseOption(1))
    assert declined.players[P1].hand == ()


def test_a_state_waiting_on_a_question_survives_the_json_round_trip(starter: CardPool) -> None:
    state = build_position(
        starter,
        [{"territory": ["Peter (I)"], "deck": ["Samson (J)"]}, {"land_of_bondage": [SOUL]}],
        phase=Phase.BATTLE,
    )
    asked = apply(state, Attack(find_card(state, "Peter (I)"), P2))
    again = from_json(to_json(asked), GameState)
    assert again == asked
    assert apply(again, ChooseOption(0)) == apply(asked, ChooseOption(0))


def test_the_wrong_answer_names_the_question(starter: CardPool) -> None:
    state = build_position(
        starter,
        [{"territory": ["Peter (I)"], "deck": ["Samson (J)"]}, {"land_of_bondage": [SOUL]}],
        phase=Phase.BATTLE,
    )
    asked = apply(state, Attack(find_card(state, "Peter (I)"), P2))
    before = to_json(asked)
    with pytest.raises(IllegalAction, match="must answer an ability decision"):
        apply(asked, EndPhase())
    with pytest.raises(IllegalAction, match="asks for an option"):
        apply(asked, ChooseCard(find_card(state, "Samson (J)")))
    with pytest.raises(IllegalAction, match=r"option 5 names no option: .* offers options 0 to 1"):
        apply(asked, ChooseOption(5))
    assert to_json(asked) == before


def test_a_target_not_offered_is_refused(starter: CardPool) -> None:
    state = build_position(
        starter,
        [
            {"territory": ["Angel at Bethesda"], "hand": ["Eaten by Worms (I)"]},
            {
                "hand": ["Lahmi (I)"],
                "territory": ["Achan (I)", "Nabal (I)"],
                "land_of_bondage": [SOUL],
            },
        ],
        phase=Phase.BATTLE,
    )
    angel, lahmi = find_card(state, "Angel at Bethesda"), find_card(state, "Lahmi (I)")
    state = apply(apply(state, Attack(angel, P2)), Block(lahmi))
    worms = find_card(state, "Eaten by Worms (I)")
    asked = apply(state, PlayEnhancement(worms, angel))
    question = asked.decision.question  # type: ignore[union-attr]
    assert question is not None
    assert set(question.options) == {
        lahmi,
        find_card(state, "Achan (I)"),
        find_card(state, "Nabal (I)"),
    }
    assert Finish() not in legal_actions(asked)  # "Discard an Evil Character": one must be chosen
    with pytest.raises(IllegalAction, match="is not one that"):
        apply(asked, ChooseCard(angel))
    done = apply(asked, ChooseCard(lahmi))
    assert done.locate(lahmi) == (P2, Zone.DISCARD_PILE)


# -- Action Priority ---------------------------------------------------------------------------


def test_a_player_with_a_useful_dominant_gets_a_window_first(starter: CardPool) -> None:
    state = build_position(
        starter,
        [
            {"territory": ["Gideon (J)"]},
            {"hand": ["Christian Martyr (J)", "Achan (I)"], "land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
    )
    martyr = find_card(state, "Christian Martyr (J)")
    # Player 1 ends the phase: player 2, who could discard Gideon, is asked first.
    window = apply(state, EndPhase())
    assert window.decision is not None
    assert (window.decision.player, window.decision.kind) == (P2, DecisionKind.PRIORITY)
    assert legal_actions(window) == [PlayDominant(martyr), PassPriority()]
    passed = apply(window, PassPriority())
    assert passed.decision is not None
    assert (passed.decision.player, passed.decision.kind) == (P1, DecisionKind.BATTLE)
    played = apply(window, PlayDominant(martyr))
    assert played.locate(find_card(state, "Gideon (J)")) == (P1, Zone.DISCARD_PILE)
    assert played.decision is not None
    assert played.decision.kind is DecisionKind.BATTLE


def test_a_dominant_that_would_do_nothing_opens_no_window(starter: CardPool) -> None:
    state = build_position(
        starter,
        [{"territory": ["Achan (I)"]}, {"hand": ["Christian Martyr (J)"]}],
        phase=Phase.PREPARATION,
    )
    after = apply(state, EndPhase())  # no Hero in play: Christian Martyr has no target
    assert after.decision is not None
    assert after.decision.kind is DecisionKind.BATTLE


def test_by_the_numbers_a_dominant_does_nothing_and_no_window_opens(starter: CardPool) -> None:
    state = build_position(
        starter,
        [{"territory": ["Gideon (J)"], "hand": ["Christian Martyr (J)"]}, {}],
        phase=Phase.PREPARATION,
        abilities=False,
    )
    martyr = find_card(state, "Christian Martyr (J)")
    result = step(state, PlayDominant(martyr))
    assert not any(isinstance(event, AbilityActivated) for event in result.events)
    assert result.state.locate(find_card(state, "Gideon (J)")) == (P1, Zone.TERRITORY)


# -- hidden information ------------------------------------------------------------------------


def test_a_look_at_a_hand_is_seen_by_the_looker_only(starter: CardPool) -> None:
    state = build_position(
        starter,
        [
            {"territory": ["Gideon (J)"]},
            {"hand": ["Shaphat (I)"], "land_of_bondage": [SOUL]},
        ],
        phase=Phase.BATTLE,
    )
    state = apply(state, Attack(find_card(state, "Gideon (J)"), P2))
    result = step(state, Block(find_card(state, "Shaphat (I)")))
    looks = [event for event in result.events if isinstance(event, CardsLooked)]
    assert looks == [CardsLooked(P2, (), (P2,))]  # player 1's hand is empty: nothing to see


def test_a_draw_and_a_search_of_a_deck_are_seen_by_their_player(starter: CardPool) -> None:
    state = build_position(
        starter,
        [
            {
                "territory": ["Gideon (J)"],
                "hand": ["Angelic Guidance (I)"],
                "deck": ["Gabriel (I)"],
            },
            {"land_of_bondage": [SOUL]},
        ],
        phase=Phase.PREPARATION,
    )
    guidance, gideon = find_card(state, "Angelic Guidance (I)"), find_card(state, "Gideon (J)")
    # Angelic Guidance is silver and territory class; Gideon is gold: it cannot use it.
    assert PlayEnhancement(guidance, gideon) not in legal_actions(state)
    state = build_position(
        starter,
        [
            {
                "territory": ["Gabriel (I)"],
                "hand": ["Angelic Guidance (I)", "Samson (J)"],
                "deck": ["Legion of Angels", "Samson (J)"],
            },
            {"hand": ["Achan (I)"]},
        ],
        phase=Phase.PREPARATION,
    )
    guidance, gabriel = find_card(state, "Angelic Guidance (I)"), find_card(state, "Gabriel (I)")
    result = step(state, PlayEnhancement(guidance, gabriel))
    assert CardsLooked(P1, state.players[P2].hand, (P1,)) in result.events
    asked = apply(result.state, ChooseOption(0))  # "You may search your deck for a silver card"
    legion = find_card(state, "Legion of Angels")
    found = step(asked, ChooseCard(legion))
    assert PileSearched(P1, P1, Zone.DECK, (P1,)) in found.events
    assert legion in found.state.players[P1].hand
    drawn_to_hand = [e for e in found.events if isinstance(e, CardMoved) and e.card == legion]
    assert drawn_to_hand[0].to_zone is Zone.HAND


# -- cards the engine does not carry out --------------------------------------------------------


def test_an_ability_not_carried_out_is_said_once_and_the_card_plays_by_its_numbers(
    pool: CardPool,
) -> None:
    # brown EE 2/2 whose band of characters to both sides the engine does not carry out
    name = "Siege (Ki)"
    support = ability_support(pool.get(name))
    assert not support.carried_out
    assert support.missing == ("characters that band themselves",)
    state = build_position(
        pool,
        [
            {"territory": ["Gideon (J)"]},
            {"hand": ["Achan (I)", name, name], "land_of_bondage": [SOUL]},
        ],
        phase=Phase.BATTLE,
    )
    state = apply(
        apply(state, Attack(find_card(state, "Gideon (J)"), P2)),
        Block(find_card(state, "Achan (I)")),
    )
    achan = find_card(state, "Achan (I)")
    first = step(state, PlayEnhancement(state.players[P2].hand[0], achan))
    said = [event for event in first.events if isinstance(event, AbilityNotCarriedOut)]
    assert len(said) == 1
    assert "band themselves" in said[0].reason
    losing = first.state  # 6/8 against 5/6: player 2 is still losing and plays on
    second = step(losing, PlayEnhancement(losing.players[P2].hand[0], achan))
    assert not any(isinstance(event, AbilityNotCarriedOut) for event in second.events)


@pytest.mark.slow  # the whole pool
def test_a_meek_card_is_carried_out_and_an_unread_text_is_not(pool: CardPool) -> None:
    assert ability_support(pool.get("Lahmi (I)")).carried_out  # meek: nothing to do
    unread = next(
        card for card in pool if card.special_ability and not ability_support(card).readable
    )
    assert ability_support(unread).missing[0].startswith("the text is not read")


# -- limits ------------------------------------------------------------------------------------


def test_a_cards_abilities_activate_at_most_four_times_a_turn(starter: CardPool) -> None:
    state = build_position(
        starter,
        [{"territory": ["Peter (I)"], "deck": ["Samson (J)"]}, {"land_of_bondage": [SOUL]}],
        phase=Phase.BATTLE,
    )
    peter = find_card(state, "Peter (I)")
    capped = evolve(state, uses=(Use(f"card:{peter}", P1, "turn"),) * ACTIVATION_CAP)
    result = step(capped, Attack(peter, P2))
    assert not any(isinstance(event, AbilityActivated) for event in result.events)
    assert result.state.decision is not None
    assert result.state.decision.kind is DecisionKind.BLOCK


def test_once_per_game_is_counted_for_the_player(starter: CardPool) -> None:
    state = build_position(
        starter,
        [
            {"territory": ["Jephthah (J)"], "deck": ["Samson (J)", "Samson (J)"]},
            {"territory": ["Achan (I)"], "land_of_bondage": [SOUL, SOUL]},
        ],
        phase=Phase.BATTLE,
    )
    jephthah = find_card(state, "Jephthah (J)")
    used = evolve(state, uses=(Use("limit:Jephthah:game", P1, "game"),))
    result = step(used, Attack(jephthah, P2))
    assert result.state.decision is not None
    assert result.state.decision.kind is DecisionKind.BLOCK  # no offer: the use is spent
    fresh = step(state, Attack(jephthah, P2))
    assert fresh.state.decision is not None
    assert fresh.state.decision.kind is DecisionKind.ABILITY


# -- packs whose handlers misbehave -------------------------------------------------------------


@frozen
class Scatter(Effect):
    """An effect whose handlers misbehave, for these tests."""

    kind: ClassVar[str] = "scatter"


_HANDLER: list[Any] = []
"""The misbehaving handler the scatter pack runs now."""


class _ScatterPack:
    @hookimpl
    def redemption_grammar(self) -> list[GrammarFragment]:
        return [GrammarFragment("scatter.lark", '%extend effect: scatter\nscatter: "Scatter"i\n')]

    @hookimpl
    def redemption_effects(self) -> list[EffectSpec]:
        return [EffectSpec(Scatter, {"scatter": Scatter}, handler=_scatter)]


def _scatter(context: EffectContext, effect: Scatter) -> Any:
    return _HANDLER[-1](context, effect)


@pytest.fixture(scope="module")
def scatter_manager() -> Any:

    manager = get_plugin_manager(autoload=False)
    manager.register(_ScatterPack(), name="scatter-pack")
    check_manager(manager)
    return manager


@pytest.mark.slow  # builds the grammar of a pack
@pytest.mark.xdist_group("scatter-pack")  # one worker builds it, for every case
@pytest.mark.parametrize(
    ("handler", "message"),
    [
        (lambda context, effect: "moved everything", "not a Done"),
        (lambda context, effect: context.done(PlayCard(0, CardType.HERO)), "returned PlayCard"),
        (lambda context, effect: 1 / 0, "failed"),
    ],
)
def test_a_handler_that_misbehaves_is_named_and_leaves_the_state_whole(
    starter: CardPool,
    scatter_manager: Any,
    handler: Any,
    message: str,
) -> None:
    judge = evolve(starter.get("Gideon (J)"), name="Scattering Judge", special_ability="Scatter.")
    state = build_position(
        starter.merge([judge]),
        [{"territory": ["Scattering Judge"]}, {"land_of_bondage": [SOUL]}],
        phase=Phase.BATTLE,
    )
    before = to_json(state)
    _HANDLER.append(handler)
    try:
        with (
            use_plugin_manager(scatter_manager),
            pytest.raises(PluginError, match=message) as raised,
        ):
            step(state, Attack(find_card(state, "Scattering Judge"), P2))
    finally:
        _HANDLER.pop()
    assert raised.value.plugin == "scatter-pack"
    assert "Scattering Judge" in str(raised.value)
    assert to_json(state) == before


def test_an_effect_held_for_a_replacement_its_card_does_not_offer_is_carried_out(
    pool: CardPool,
) -> None:
    # a state built with answers held for "Opponent may ... instead" on an effect that offers
    # no such thing (as a tampered save could be): the effect is carried out, nothing breaks
    state = build_position(
        pool,
        [{"territory": ["Gideon (J)", "Samson (J)"]}, {"hand": ["Christian Martyr (J)"]}],
        phase=Phase.PREPARATION,
        active=1,
    )
    asked = apply(state, PlayDominant(find_card(state, "Christian Martyr (J)")))
    assert asked.decision is not None
    assert asked.decision.kind is DecisionKind.ABILITY  # which Hero to discard
    top = asked.stack[0]
    forged = evolve(asked, stack=(evolve(top, held=()), *asked.stack[1:]))
    gideon = find_card(state, "Gideon (J)")
    done = step(forged, ChooseCard(gideon)).state  # the held answers (none) are released
    if done.decision is not None and done.decision.kind is DecisionKind.ABILITY:
        done = step(done, ChooseCard(gideon)).state  # asked again: the effect goes on
    assert gideon in done.players[P1].discard_pile
    assert done.problems() == []
