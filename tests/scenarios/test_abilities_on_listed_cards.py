"""Negating "the special abilities on" several kinds of cards (REG: Negate, Prevent).

"Negate special abilities on Artifacts and Characters" negates the Artifacts and the
characters, as "Negate Artifacts and characters" would; "Negate all ..." also prevents
them for the rest of the battle. Words on the cards go with the cards ("with toughness 2
or less", "(except Acts Characters)"). "Except this one" and "except this ability" leave
out the card itself, which a negate never negates (REG: Negate, Special Conditions). An
exception of abilities ("except band abilities") is not a description of cards: such texts
stay refused.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, Game, full_pool, of_kind

from redemption_rules import Attack, Block, DecisionKind, Zone
from redemption_rules.effects.cards import ability_support, card_abilities
from redemption_rules.effects.targets import Selector
from redemption_rules.events import AbilityNegated, AbilityPrevented

SOUL = "Lost Soul Mark 1:40 (J)"
MOSES = "Moses (G)"
"""Gold Hero 8/8: "Negate all special abilities on characters and enhancements (except this
ability)." """
CORNELIUS = "Cornelius (EC)"
"""Clay/Red Hero 7/6: "Site Access. Negate special abilities on Artifacts and Characters
(except Acts Characters). May band to Peter or an Acts angel. Cannot be prevented." """
JOANNA = "Joanna (Di)"
"""White Hero 7/6: "... Negate special abilities on Evil Character Characters with toughness
2 or less." """
STRONG_ANGEL = "The Strong Angel (Ki)"
"""Silver warrior Hero 10/8: "All special abilities on non-warrior class characters and
non-weapon class enhancements are negated." """
FOUL_SPIRIT = "Foul Spirit (E)"
"""Brown Evil Character 6/7: "Negate all special abilities on all character and enhancement
cards except this one." """
SOLDIERS = "Mocking Soldiers (J)"
"""Gray warrior Evil Character 6/4 (Matthew): "Underdeck a random card from opponent's
hand." """
JEWS = "Hellenistic Jews"
"""Black/Gray Evil Character 5/7 (Acts): "Each player must draw 1. ..." """
GALBA = "Emperor Galba"
"""Gray warrior Evil Character 10/1: "Each opponent must discard a card from hand. ..." """
ANGRY_MOB = "Angry Mob (EC, Black)"
"""Black Evil Character 4/4 (Acts), no class: "Discard a random character from each
territory. May band to Angry Mob." """
GIDEON = "Gideon (J)"
"""A meek Hero with no special ability, left in hand."""
MEEK = "Lost Soul Luke 13:25 (J)"


def _blocked(hero: str, blocker: str) -> tuple[Game, list[object]]:
    """*hero* attacks from player 1's hand (Gideon beside it) and *blocker* blocks.

    Each player has a card in deck to draw.
    """
    game = Game.at(
        [
            {"hand": [hero, GIDEON], "deck": [MEEK]},
            {"hand": [blocker], "land_of_bondage": [SOUL], "deck": [MEEK]},
        ],
        pool=full_pool(),
    )
    game.do(Attack(game.card(hero), P2))
    game.settle()
    assert game.asked == (P2, DecisionKind.BLOCK)
    events = game.do(Block(game.card(blocker)))
    events += game.settle()
    return game, list(events)


def _prevented(game: Game, events: list[object], hero: str) -> list[str]:
    """The cards whose abilities *hero* kept from activating, each once."""
    found = [e.card for e in of_kind(events, AbilityPrevented) if e.by == game.card(hero)]
    return game.names(list(dict.fromkeys(found)))


def test_the_texts_are_carried_out() -> None:
    pool = full_pool()
    for name in (
        MOSES,
        CORNELIUS,
        JOANNA,
        STRONG_ANGEL,
        FOUL_SPIRIT,
        "Baptism of Jesus",
        "Daniel (Promo)",
        "John the Baptist (Di)",
        "Blemished Sacrifices",
        "King of Tyrus (Pi)",
    ):
        support = ability_support(pool.get(name))
        assert support.carried_out, (name, support.missing)


def test_an_exception_of_abilities_stays_refused() -> None:
    pool = full_pool()
    for name in (
        "John the Revelator (RoJ AB)",
        "Midianite Attack",
        "The Centurion at Capernaum",
        "Captain of the Host (Ki)",
        "John (H)",
    ):
        missing = ability_support(pool.get(name)).missing
        assert "a negate of abilities but those of some kinds" in missing, name


def test_the_abilities_on_several_kinds_are_read_as_those_cards() -> None:
    ability = card_abilities(full_pool().get(CORNELIUS)).ability
    assert ability is not None
    target = ability.effects[1].target
    assert isinstance(target, Selector)
    artifacts, characters = target.parts
    assert (artifacts.types, artifacts.locations) == (("Artifact",), ())
    assert characters.types == ("character",)
    assert [each.books for each in characters.exceptions] == [("Acts",)]


def test_moses_prevents_the_blockers_ability_and_not_his_own() -> None:
    game, events = _blocked(MOSES, SOLDIERS)
    assert _prevented(game, events, MOSES) == [SOLDIERS]
    assert game.zone(P1, Zone.HAND) == [GIDEON]  # nothing went beneath the deck
    assert game.card(MOSES) not in [e.card for e in of_kind(events, AbilityNegated)]


def test_without_moses_the_blocker_underdecks() -> None:
    game, events = _blocked("Amos", SOLDIERS)
    assert not of_kind(events, AbilityPrevented)
    assert game.zone(P1, Zone.HAND) == []


def test_cornelius_prevents_a_character_from_outside_acts() -> None:
    game, events = _blocked(CORNELIUS, SOLDIERS)
    assert _prevented(game, events, CORNELIUS) == [SOLDIERS]
    assert game.zone(P1, Zone.HAND) == [GIDEON]


def test_cornelius_leaves_an_acts_character_alone() -> None:
    game, events = _blocked(CORNELIUS, JEWS)
    assert not _prevented(game, events, CORNELIUS)
    assert MEEK in game.zone(P1, Zone.HAND) or MEEK in game.zone(P1, Zone.LAND_OF_BONDAGE)


def test_joanna_prevents_an_evil_character_of_toughness_two_or_less() -> None:
    game, events = _blocked(JOANNA, GALBA)
    assert _prevented(game, events, JOANNA) == [GALBA]
    assert game.zone(P1, Zone.HAND) == [GIDEON]  # nothing discarded


def test_joanna_leaves_a_tougher_evil_character_alone() -> None:
    game, events = _blocked(JOANNA, SOLDIERS)
    assert not _prevented(game, events, JOANNA)
    assert game.zone(P1, Zone.HAND) == []  # Gideon went beneath the deck


def test_the_strong_angel_prevents_a_character_of_no_class() -> None:
    game, events = _blocked(STRONG_ANGEL, ANGRY_MOB)
    assert _prevented(game, events, STRONG_ANGEL) == [ANGRY_MOB]


def test_the_strong_angel_leaves_a_warrior_alone() -> None:
    game, events = _blocked(STRONG_ANGEL, SOLDIERS)
    assert not _prevented(game, events, STRONG_ANGEL)
    assert game.zone(P1, Zone.HAND) == []
