"""Ignore (REG: Withdraw, Clarifications: "ignore" means "withdraw").

"[Characters] ignore [other characters]" on an Enhancement in battle is a conditional
withdraw: if used by such characters, withdraw the others. Any other ignore (on a character,
or naming no one who ignores) is a plain withdraw. The characters ignored are those opposing
the side using the ability.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool

from redemption_rules import DecisionKind, Pass, PlayEnhancement, Zone
from redemption_rules.effects.cards import ability_support, card_abilities, effect_specs
from redemption_rules.effects.execute import EffectContext, MoveCard
from redemption_rules.effects.kinds import Ignore, Protect

BATTLE = (None, Zone.FIELD_OF_BATTLE)


def test_an_enhancement_ignore_withdraws_the_characters_ignored() -> None:
    # Spiritual Warfare (GE green/silver): "Hero ignores all human Evil Characters."
    assert ability_support(full_pool().get("Spiritual Warfare")).carried_out
    game = Game.blocked(
        "Abel ( C)",
        {"hand": ["Abel ( C)", "Spiritual Warfare"]},
        "Abiram",  # brown human, 5/7: Abel 6/5 is losing
        {"hand": ["Abiram"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card("Spiritual Warfare"), game.card("Abel ( C)")))
    assert game.where("Abiram") == (P2, Zone.TERRITORY)  # withdrawn, not discarded
    assert game.where("Abel ( C)") == BATTLE
    assert game.state.problems() == []


def _faith_shared(hero: str, *, territory: tuple[str, ...] = ()) -> Game:
    """*hero* (white) is blocked by Archelaus (crimson, 6/8) and plays Faith Shared on itself.

    Faith Shared (GE white): "If used by a female hero, ignore all crimson and black brigade
    evil characters."
    """
    assert ability_support(full_pool().get("Faith Shared")).carried_out
    game = Game.blocked(
        hero,
        {"hand": [hero, "Faith Shared"], "territory": list(territory)},
        "Archelaus (Ap)",
        {"hand": ["Archelaus (Ap)"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card("Faith Shared"), game.card(hero)))
    return game


def test_an_enhancement_ignore_used_by_the_named_hero_withdraws() -> None:
    game = _faith_shared("Mary (B)")  # a female Hero
    assert game.where("Archelaus (Ap)") == (P2, Zone.TERRITORY)


def test_an_enhancement_ignore_used_by_another_hero_does_nothing() -> None:
    game = _faith_shared("Jeremiah (D)")  # a male Hero
    assert game.where("Archelaus (Ap)") == BATTLE


def _ignores(game: Game, card: str, user: str, effect: Ignore) -> list[str]:
    """The names of the cards *effect* withdraws, on *card* in battle used by *user*."""
    spec = effect_specs()["ignore"]
    assert spec.handler is not None
    assert spec.possible is not None
    context = EffectContext(game.state, P1, source=game.card(card), user=game.card(user))
    done = spec.handler(context, effect)
    withdrawn = [game.name(op.card) for op in done.ops if isinstance(op, MoveCard)]
    assert spec.possible(context, effect) is bool(withdrawn)
    return withdrawn


def test_an_enhancement_ignore_names_who_must_use_it() -> None:
    # Scarlet Line (GE): "Female Heroes cannot be blocked by a male Evil Character this
    # battle" is an ignore (REG: Withdraw) by female Heroes; its duration is not carried out
    # yet, so the card is not, but its ignore is read. On an Enhancement in battle (here
    # Faith Shared's place, used by Jeremiah) it withdraws only if a female Hero uses it.
    ability = card_abilities(full_pool().get("Scarlet Line")).ability
    assert ability is not None
    (effect,) = ability.effects
    assert isinstance(effect, Ignore)
    game = _faith_shared("Jeremiah (D)", territory=("Mary (B)",))
    assert game.where("Archelaus (Ap)") == BATTLE
    assert _ignores(game, "Faith Shared", "Mary (B)", effect) == ["Archelaus (Ap)"]
    assert _ignores(game, "Faith Shared", "Jeremiah (D)", effect) == []


def test_an_ignore_on_a_character_is_a_plain_withdraw() -> None:
    # Red Dragon (orange EC): "Protect Red Dragon from human Heroes. Ignore angels unless
    # Michael is in play. ..." Blocking an angel, its ignore withdraws it.
    assert ability_support(full_pool().get("Red Dragon (RoJ)")).carried_out
    game = Game.blocked(
        "Angel of Revelation",
        {"hand": ["Angel of Revelation"]},
        "Red Dragon (RoJ)",
        {"hand": ["Red Dragon (RoJ)"]},
        pool=full_pool(),
    )
    assert game.where("Angel of Revelation") == (P1, Zone.TERRITORY)
    assert game.where("Red Dragon (RoJ)") == BATTLE


def test_an_ignore_only_withdraws_opposing_characters() -> None:
    # Wildness (L) (EE gray): "Evil Character ignores Gold Brigade." Army of a Million Men
    # (crimson/gold/gray EC, 6/10) uses it against Gideon (gold Hero, 6/8): Gideon is
    # withdrawn, and the Army, gold too, is no character it ignores.
    assert ability_support(full_pool().get("Wildness (L)")).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)"]},
        "Army of a Million Men (LoC)",
        {"hand": ["Army of a Million Men (LoC)", "Wildness (L)"]},
        pool=full_pool(),
    )
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # a stalemate: player 1 passes
    game.do(Pass())
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    army = game.card("Army of a Million Men (LoC)")
    game.do(PlayEnhancement(game.card("Wildness (L)"), army))
    assert game.where("Gideon (J)") == (P1, Zone.TERRITORY)
    assert game.where(army) == BATTLE


def test_an_ignore_of_what_is_not_a_character_is_not_carried_out() -> None:
    # Peter's Mother-In-law: "Hero ignores all poisons and diseases." is no withdraw.
    support = ability_support(full_pool().get("Peter's Mother-In-law"))
    assert not support.carried_out
    assert support.missing == ("an ignore of cards that are not characters",)


def test_cannot_be_ignored_is_a_protection_from_ignore_abilities() -> None:
    # Hating the Light: "Place on your human Evil Character Character: This Evil Character
    # Character cannot be ignored and is protected from capture, conversion, and shuffle."
    # reads as protection from ignore abilities; "This Evil Character" reads as the card
    # itself, not the character it lies on: the card plays by its numbers.
    ability = card_abilities(full_pool().get("Hating the Light")).ability
    assert ability is not None
    shields = [e for e in ability.effects if isinstance(e, Protect) and e.source is not None]
    assert any(e.source.abilities == ("ignore",) for e in shields if e.source is not None)
    support = ability_support(full_pool().get("Hating the Light"))
    assert "an effect of a card placed on a character on the card itself" in support.missing
    assert not support.carried_out
