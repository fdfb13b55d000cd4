"""Copy onto a card that stays in play: Necromancer and Prophets of Baal (REG: Copy).

"Banish a human from a discard pile to copy its special ability": a copy effect that copies
a special ability adds it to the copying card, and the copied ability activates as the last
part of the copy, with the copying card as its source. On a card played in battle the copy
lasts until the card leaves the Field of Battle; all copy effects end as the card resets to
face value (it leaves play); the copy is an effect of the ability with the copy effect, so a
negate of that ability ends it. A copy of a special ability alone does not copy the
identifiers of its card, those defining its X among them: such an ability is not carried
out, and the game says why.
"""

from __future__ import annotations

from attrs import evolve
from tests.scenarios.conftest import P1, P2, Game, full_pool, of_kind

from redemption_rules import (
    DecisionKind,
    GameState,
    Pass,
    PlayEnhancement,
    Zone,
    from_json,
    to_json,
)
from redemption_rules.audit import problems
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.copies import copied_abilities
from redemption_rules.events import (
    AbilityCopied,
    AbilityNegated,
    CopyNotCarriedOut,
    EffectCarriedOut,
)
from redemption_rules.state import COPYING, Until

NECROMANCER = "Necromancer"
"""Brown/pale green Evil Character 1/9: "You may discard the bottom card of a deck. Banish a
human from a discard pile to copy its special ability. Cannot be prevented." """
PROPHETS = "Prophets of Baal (PoC)"
"""Evil Character: "Look at the top card of a deck: You may underdeck it. If blocking, you may
banish an evil Dominant with "Vain" in the title from discard pile to copy its special
ability. Cannot be interrupted." """
HORSEMEN = "Egyptian Horsemen (1st Print - K)"
"""A human Evil Character: "You may draw 2." """
ASHER = "Asher"
"""A human Hero, "X = the number of Evil Brigades opponent has in play" among its
identifiers: "Search discard pile for X blue brigade Genesis cards and shuffle into deck." """
VAIN = "Vain Philosophy (J)"
"""Evil Dominant: "Look at an opponent's hand and underdeck a good card from that hand." """
ANGEL = "Guiding Angel"
"""Silver Hero 7/7 with no special ability: it does not defeat Necromancer (1/9)."""
CHARIOTS = "Angel Chariots (Roots)"
"""Silver Enhancement: "Negate an evil card. You may draw 2." """
DECK = ["Abiram", "Achan (I)", "Gideon (J)"]


def _blocked(discarded: list[str], hand: tuple[str, ...] = ()) -> Game:
    """Guiding Angel attacks; Necromancer blocks, with *discarded* in its discard pile.

    Necromancer's ability asks at once: its first "may" is declined.
    """
    game = Game.blocked(
        ANGEL,
        {"hand": [ANGEL, *hand], "deck": ["Gideon (J)"] * 3},
        NECROMANCER,
        {"hand": [NECROMANCER], "discard_pile": discarded, "deck": DECK},
        pool=full_pool(),
        answer_block=False,
    )
    assert game.question.labels == ("discard the bottom card of a deck", "Decline")
    game.decline()
    return game


def _copy_horsemen(hand: tuple[str, ...] = ()) -> Game:
    """Necromancer banishes Egyptian Horsemen and copies "You may draw 2"; 2 cards drawn."""
    game = _blocked([HORSEMEN], hand)
    game.pick(HORSEMEN)
    assert game.question.labels == ("draw 2", "Decline")
    game.choose("draw 2")
    return game


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    for name in (NECROMANCER, PROPHETS):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)
    # "until end of turn" on an Enhancement's ability, a copy when a card is played, and
    # "any Enhancements played by opponent" are not carried out
    for name in ("Mimicking Miracles", "Seven Trumpet Sounders (RoJ)", "Eye for an Eye"):
        assert not ability_support(pool.get(name)).carried_out, name


def test_necromancer_copies_a_banished_humans_ability_and_keeps_it_in_battle() -> None:
    game = _copy_horsemen()
    necromancer, horsemen = game.card(NECROMANCER), game.card(HORSEMEN)
    assert game.zone(P2, Zone.BANISH_PILE) == [HORSEMEN]
    # the copied ability activated at once, with Necromancer as its source
    assert game.zone(P2, Zone.HAND) == DECK[:2]
    assert of_kind(game.events, AbilityCopied) == [AbilityCopied(necromancer, horsemen)]
    # Necromancer holds the copied ability while it stays in the Field of Battle
    assert copied_abilities(game.state, necromancer) == (horsemen,)
    (record,) = [e for e in game.state.lasting if e.status == COPYING]
    assert (record.card, record.source, record.until) == (necromancer, horsemen, Until.BATTLE)
    assert problems(game.state) == []
    assert from_json(to_json(game.state), GameState) == game.state
    # the battle ends in a stalemate: Necromancer goes home at face value
    while game.state.battle is not None:
        game.do(next(a for a in game.legal if isinstance(a, Pass)))
        game.settle()
    assert game.where(NECROMANCER) == (P2, Zone.TERRITORY)
    assert copied_abilities(game.state, necromancer) == ()


def test_prophets_of_baal_blocking_copies_a_vain_dominant() -> None:
    game = Game.blocked(
        ANGEL,
        {"hand": [ANGEL, "Gideon (J)", "Abiram"], "deck": ["Daniel (Pr)"]},
        PROPHETS,
        {"hand": [PROPHETS], "discard_pile": [VAIN], "deck": DECK},
        pool=full_pool(),
        answer_block=False,
    )
    assert game.question.prompt.startswith("Choose whose deck")
    game.choose("player 2")  # the top card of player 2's deck, asked once
    assert game.question.labels == ("underdeck it", "Decline")
    game.decline()  # is looked at and left there
    game.choose(game.question.labels[0])  # banish an evil Dominant with "Vain" in the title
    game.pick(VAIN)
    prophets, vain = game.card(PROPHETS), game.card(VAIN)
    # the copied ability: player 2 looks at player 1's hand and underdecks its good card
    assert of_kind(game.events, AbilityCopied) == [AbilityCopied(prophets, vain)]
    assert game.zone(P1, Zone.HAND) == ["Abiram"]
    assert game.zone(P1, Zone.DECK) == ["Daniel (Pr)", "Gideon (J)"]
    assert copied_abilities(game.state, prophets) == (vain,)
    assert problems(game.state) == []


def test_a_negate_of_necromancer_ends_the_copy() -> None:
    game = _copy_horsemen(hand=(CHARIOTS,))
    necromancer = game.card(NECROMANCER)
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card(CHARIOTS), game.card(ANGEL)))
    game.settle()  # Necromancer is the only evil card: negated; "You may draw 2" declined
    assert AbilityNegated(necromancer, game.card(CHARIOTS)) in game.events
    # what the copied ability did is undone, and Necromancer holds it no more
    assert copied_abilities(game.state, necromancer) == ()
    assert game.zone(P2, Zone.HAND) == []
    assert problems(game.state) == []


def test_a_copy_of_an_ability_counting_x_is_not_carried_out() -> None:
    # Asher's X is defined by an identifier of its card, which a copy of the ability alone
    # does not copy (REG: Copy, Clarifications)
    game = _blocked([ASHER])
    game.pick(ASHER)
    necromancer, asher = game.card(NECROMANCER), game.card(ASHER)
    assert game.zone(P2, Zone.BANISH_PILE) == [ASHER]
    (refused,) = of_kind(game.events, CopyNotCarriedOut)
    assert (refused.card, refused.copied) == (necromancer, asher)
    assert "X" in refused.reason
    assert copied_abilities(game.state, necromancer) == ()


def test_a_copy_record_that_cannot_be_is_a_problem() -> None:
    game = _copy_horsemen()
    necromancer, horsemen = game.card(NECROMANCER), game.card(HORSEMEN)
    state = game.state
    (record,) = state.lasting

    def found(**changed: object) -> list[str]:
        return problems(evolve(state, lasting=(evolve(record, **changed),)))

    # on the banished Egyptian Horsemen: out of play
    banished = found(card=horsemen, source=necromancer)
    assert any("not in play" in problem for problem in banished), banished
    assert any("own ability" in problem for problem in found(source=necromancer))
    assert any("names no card" in problem for problem in found(source=None))


def test_prophets_of_baal_looks_at_the_deck_its_player_chose() -> None:
    # "Look at the top card of a deck: You may underdeck it.": whose deck is asked once, and
    # the look and the underdeck act on that deck's top card (REG: Look, Targeting)
    game = Game.blocked(
        ANGEL,
        {"hand": [ANGEL], "deck": ["Daniel (Pr)", "Abiram"]},
        PROPHETS,
        {"hand": [PROPHETS], "deck": DECK},
        pool=full_pool(),
        answer_block=False,
    )
    game.choose("player 1")
    assert game.question.labels == ("underdeck it", "Decline")
    game.choose("underdeck it")
    assert game.zone(P1, Zone.DECK) == ["Abiram", "Daniel (Pr)"]
    assert game.zone(P2, Zone.DECK) == DECK
    daniel = game.card("Daniel (Pr)")
    (looked,) = [e for e in of_kind(game.events, EffectCarriedOut) if e.effect == "look"]
    # player 1's deck, looked at by player 2 alone: its owner is not told (REG: Look)
    assert (looked.cards, looked.seen_by) == ((daniel,), (P2,))
