"""Cards in or on other cards as places abilities reach (REG: Occupied, Hold, Place, Bearer).

A Lost Soul in a Site is held by it; a weapon equipped to a warrior is on it, and in battle
an Enhancement is on the character that used it (REG: Bearer); a Fortress holds the cards
its hold effect put there, its contents (REG: Contents). "Lost Souls in Sites", "a weapon on
a Hero in battle", "Heroes in your Potter's Field" name those cards, and no others: a card
in the place that does not fit the words, or one of the same kind elsewhere, is not offered.
"""

from __future__ import annotations

from attrs import evolve
from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool

from redemption_rules import (
    Attack,
    Block,
    CardType,
    Decision,
    DecisionKind,
    InstanceId,
    Pass,
    PlayDominant,
    PlayEnhancement,
    Zone,
)
from redemption_rules.effects.cards import ability_support
from redemption_rules.effects.resolution import shield_now
from redemption_rules.state import Activation, Enhancement

NT_SOUL = "Lost Soul Luke 15:13 (J)"
OT_SOUL = "Lost Soul Proverbs 10:1 (I)"
LOOSE_SOUL = "Lost Soul Luke 15:15-16 (J)"


def _held(game: Game, card: InstanceId, holder: InstanceId, identity: CardType) -> None:
    """Set the position: *card* held by *holder*, as a hold effect or a Site leaves it."""
    cards = list(game.state.cards)
    cards[card] = evolve(cards[card], identity=identity, held_by=holder)
    game.state = evolve(game.state, cards=tuple(cards))


def _in_play_as(game: Game, card: InstanceId, identity: CardType) -> None:
    cards = list(game.state.cards)
    cards[card] = evolve(cards[card], identity=identity)
    game.state = evolve(game.state, cards=tuple(cards))


def test_lost_souls_in_sites_are_those_the_sites_hold() -> None:
    # Creeping Deceiver: "Protect up to 3 N.T. Lost Souls in Sites from rescue."
    assert ability_support(full_pool().get("Creeping Deceiver")).carried_out
    game = Game.at(
        [
            {"territory": ["Gideon (J)"]},
            {
                "territory": ["Canaan", "Assyria", NT_SOUL, OT_SOUL],
                "land_of_bondage": [SOUL, LOOSE_SOUL],
                "hand": ["Creeping Deceiver"],
            },
        ],
        pool=full_pool(),
    )
    _held(game, game.card(NT_SOUL), game.card("Canaan"), CardType.LOST_SOUL)
    _held(game, game.card(OT_SOUL), game.card("Assyria"), CardType.LOST_SOUL)
    assert game.state.problems() == []
    game.do(Attack(game.card("Gideon (J)"), P2))
    game.settle()
    game.do(Block(game.card("Creeping Deceiver")))
    while game.asked[1] is DecisionKind.PRIORITY:
        game.pass_windows()
    # the O.T. Lost Soul in Assyria does not fit the words; those in the Land of Bondage
    # are in no Site
    assert game.offered == [NT_SOUL]
    game.pick(NT_SOUL)
    protections = game.state.protections
    assert [game.names(p.cards) for p in protections] == [[NT_SOUL]]


def test_a_weapon_on_a_hero_in_battle_is_the_one_the_hero_used() -> None:
    # Mace (Ki): "Discard one weapon-class enhancement on a Hero in battle." Gideon used the
    # Spear of Joshua (a weapon) and Angel Food (no weapon); Astrologers used Egyptian Spear.
    assert ability_support(full_pool().get("Mace (Ki)")).carried_out
    game = Game.blocked(
        "Gideon (J)",
        {"hand": ["Gideon (J)", "Spear of Joshua (Ki)", "Angel Food (Promo)"]},
        "Astrologers (Pr)",
        {"hand": ["Astrologers (Pr)", "Mace (Ki)", "Egyptian Spear"]},
        pool=full_pool(),
    )
    gideon, astrologers = game.card("Gideon (J)"), game.card("Astrologers (Pr)")
    spear, food, evil_spear = (
        game.card(name) for name in ("Spear of Joshua (Ki)", "Angel Food (Promo)", "Egyptian Spear")
    )
    battle = game.state.battle
    assert battle is not None
    players = list(game.state.players)
    for seat, played in ((P1, (spear, food)), (P2, (evil_spear,))):
        hand = tuple(card for card in players[seat].hand if card not in played)
        players[seat] = evolve(players[seat], hand=hand)
    used = (
        Enhancement(spear, gideon, P1, equipped=True),
        Enhancement(food, gideon, P1),
        Enhancement(evil_spear, astrologers, P2, equipped=True),
    )
    game.state = evolve(
        game.state,
        players=tuple(players),
        battle=evolve(battle, enhancements=used, initiative=P2, last_played_by=P2),
        decision=Decision(P2, DecisionKind.INITIATIVE),
    )
    for card, identity in (
        (spear, CardType.GOOD_ENHANCEMENT),
        (food, CardType.GOOD_ENHANCEMENT),
        (evil_spear, CardType.EVIL_ENHANCEMENT),
    ):
        _in_play_as(game, card, identity)
    assert game.state.problems() == []
    assert game.numbers == (12, 13, 8, 10)  # Astrologers 5/8 with the spear: losing
    game.do(PlayEnhancement(game.card("Mace (Ki)"), astrologers))
    game.pass_windows()
    # the one weapon on a Hero: Angel Food is on Gideon but no weapon, the Egyptian Spear
    # is a weapon on no Hero
    assert game.where(spear) == (P1, Zone.DISCARD_PILE)
    assert game.where(food) == (None, Zone.FIELD_OF_BATTLE)
    assert game.where(evil_spear) == (None, Zone.FIELD_OF_BATTLE)


def _potters_fields(*theirs: str) -> Game:
    """Each player has a Potter's Field set aside, holding Heroes; player 1 has a Hero set
    aside outside it. Player 2 holds *theirs*."""
    game = Game.at(
        [
            {
                "set_aside": ["Potter's Field (Ki)", "Samson (J)", "Gideon (J)", "Reuben"],
                "hand": ["Resurrection (Wa)"],
                "territory": ["Mordecai"],
            },
            {
                "set_aside": ["Potter's Field (Ki)", "Legion of Angels"],
                "hand": ["Possessing Demon (j)", *theirs],
                "land_of_bondage": [SOUL],
            },
        ],
        pool=full_pool(),
    )
    for seat, heroes in ((P1, ("Samson (J)", "Gideon (J)")), (P2, ("Legion of Angels",))):
        field = game.card("Potter's Field (Ki)", player=seat)
        _in_play_as(game, field, CardType.FORTRESS)
        for hero in heroes:
            _held(game, game.card(hero, player=seat), field, CardType.HERO)
    _in_play_as(game, game.card("Reuben"), CardType.HERO)
    assert game.state.problems() == []
    return game


def test_heroes_in_your_potters_field_are_those_it_holds() -> None:
    # Resurrection (Wa): "Select one Hero from your Potter's Field and place in your
    # territory, hand, or battle."
    assert ability_support(full_pool().get("Resurrection (Wa)")).carried_out
    game = _potters_fields()
    game.do(Attack(game.card("Mordecai"), P2))
    game.settle()
    game.do(Block(game.card("Possessing Demon (j)")))
    game.settle()
    assert game.asked == (P1, DecisionKind.INITIATIVE)  # 1/4 against 3/4: a stalemate
    game.do(PlayEnhancement(game.card("Resurrection (Wa)"), game.card("Mordecai")))
    while game.asked[1] is DecisionKind.PRIORITY:
        game.pass_windows()
    # Reuben is set aside outside the Fortress; Legion of Angels is in the opponent's
    assert sorted(game.offered) == ["Gideon (J)", "Samson (J)"]
    game.pick("Samson (J)")
    if game.asked[1] is DecisionKind.ABILITY and game.question.labels:
        territory = next(label for label in game.question.labels if "territory" in label)
        game.choose(territory)
    samson = game.card("Samson (J)")
    assert game.where(samson) == (P1, Zone.TERRITORY)
    assert game.state.instance(samson).held_by is None
    assert game.state.instance(game.card("Gideon (J)")).held_by is not None
    assert game.state.problems() == []


def test_cards_held_in_a_fortress_follow_it_when_it_is_discarded() -> None:
    # Shipwreck (EC): "Negate and discard a Fortress or Site in play or set aside." The
    # Heroes in Potter's Field go with it to the discard pile (REG: Hold).
    assert ability_support(full_pool().get("Shipwreck (EC)")).carried_out
    game = _potters_fields("Shipwreck (EC)")
    game.do(Attack(game.card("Mordecai"), P2))
    game.settle()
    game.do(PlayDominant(game.card("Shipwreck (EC)")))
    while game.asked[1] is DecisionKind.PRIORITY:
        game.pass_windows()
    field = game.card("Potter's Field (Ki)", player=P1)
    game.pick(field)
    game.settle()
    assert game.where(field) == (P1, Zone.DISCARD_PILE)
    for hero in ("Samson (J)", "Gideon (J)"):
        assert game.where(hero) == (P1, Zone.DISCARD_PILE)
    assert game.where("Reuben") == (P1, Zone.SET_ASIDE)
    assert game.state.problems() == []


def test_a_protection_from_abilities_on_evil_cards_keeps_only_those_off() -> None:
    # Mordecai: "Protect humans in your territory from discard abilities on evil cards this
    # turn." Fiery Darts (J), an evil Enhancement: "Discard a Hero."
    assert ability_support(full_pool().get("Mordecai")).carried_out
    game = Game.blocked(
        "Mordecai",
        {"hand": ["Mordecai"], "territory": ["Gideon (J)", "Legion of Angels"]},
        "Possessing Demon (j)",
        {"hand": ["Possessing Demon (j)", "Fiery Darts (J)"]},
        pool=full_pool(),
    )
    game.do(Pass())
    game.settle()
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(game.card("Fiery Darts (J)"), game.card("Possessing Demon (j)")))
    while game.asked[1] is DecisionKind.PRIORITY:
        game.pass_windows()
    # Gideon is a human in Mordecai's territory; the angel is no human, Mordecai in battle
    assert sorted(game.offered) == ["Legion of Angels", "Mordecai"]


def test_a_storehouse_beside_a_deck_adds_the_cards_it_holds() -> None:
    # Amasai the Raider: "Discard an evil Enhancement from opponent's deck or Storehouse."
    # The opponent's Storehouse holds Fiery Darts and a good Enhancement, their deck another
    # evil one; Amasai's own Storehouse holds an evil Enhancement too.
    assert ability_support(full_pool().get("Amasai the Raider")).carried_out
    game = Game.at(
        [
            {"territory": ["Amasai the Raider", "Storehouse", "Lahmi's Spear (Ki)"]},
            {
                "territory": ["Storehouse", "Fiery Darts (J)", "Angel Food (Promo)"],
                "deck": ["Gideon (J)", "Egyptian Spear"],
                "land_of_bondage": [SOUL],
            },
        ],
        pool=full_pool(),
    )
    theirs, mine = game.card("Storehouse", player=P2), game.card("Storehouse", player=P1)
    _held(game, game.card("Fiery Darts (J)"), theirs, CardType.EVIL_ENHANCEMENT)
    _held(game, game.card("Angel Food (Promo)"), theirs, CardType.GOOD_ENHANCEMENT)
    _held(game, game.card("Lahmi's Spear (Ki)"), mine, CardType.EVIL_ENHANCEMENT)
    assert game.state.problems() == []
    game.do(Attack(game.card("Amasai the Raider"), P2))
    while game.asked[1] is DecisionKind.PRIORITY:
        game.pass_windows()
    # Angel Food is held there but is good; Lahmi's Spear is in Amasai's own Storehouse
    assert sorted(game.offered) == ["Egyptian Spear", "Fiery Darts (J)"]
    game.pick("Fiery Darts (J)")
    assert game.where("Fiery Darts (J)") == (P2, Zone.DISCARD_PILE)
    assert game.state.instance(game.card("Fiery Darts (J)")).held_by is None
    assert game.where("Angel Food (Promo)") == (P2, Zone.TERRITORY)
    assert game.state.problems() == []


def test_enhancements_played_on_a_hero_are_those_he_used() -> None:
    # Thomas (Ap): "All enhancements played on Thomas may not be interrupted, prevented, or
    # negated." In battle an Enhancement is on the character that used it (REG: Bearer).
    assert ability_support(full_pool().get("Thomas (Ap)")).carried_out
    game = Game.blocked(
        "Thomas (Ap)",
        {"hand": ["Thomas (Ap)", "Pillar of Truth"]},
        "Lahmi (I)",
        {"hand": ["Lahmi (I)", "Ishbibenob's Sword"]},
        pool=full_pool(),
    )
    pillar, sword = game.card("Pillar of Truth"), game.card("Ishbibenob's Sword")
    game.do(PlayEnhancement(pillar, game.card("Thomas (Ap)")))
    game.pass_windows()
    assert game.asked == (P2, DecisionKind.INITIATIVE)
    game.do(PlayEnhancement(sword, game.card("Lahmi (I)")))
    game.pass_windows()
    serial = game.state.serial
    on_thomas = Activation(1, pillar, P1, (0,), played=serial)
    on_lahmi = Activation(2, sword, P2, (0,), played=serial)
    assert {"cbn", "cbp", "cbi"} <= set(shield_now(game.state, on_thomas, sword))
    assert shield_now(game.state, on_lahmi, pillar) == ()


def test_angels_in_a_fortress_and_set_aside_are_released_to_territory() -> None:
    # Everlasting Beings (RoJ AB): "Resurrect all of your angels. Release angels in set-aside
    # areas, Fortresses, and captured angels." Characters released from a Fortress or a
    # set-aside area go to the territory of the player whose they were in (REG: Release).
    assert ability_support(full_pool().get("Everlasting Beings (RoJ AB)")).carried_out
    game = Game.blocked(
        "Angel at Bethesda",
        {
            "hand": ["Angel at Bethesda", "Everlasting Beings (RoJ AB)"],
            "set_aside": [
                "Potter's Field (Ki)",
                "Angel of Revelation",
                "Gideon (J)",
                "Guiding Angel",
            ],
        },
        "Lahmi (I)",
        {"hand": ["Lahmi (I)"], "set_aside": ["Angel of Warning (Ap)"]},
        pool=full_pool(),
    )
    field = game.card("Potter's Field (Ki)")
    _in_play_as(game, field, CardType.FORTRESS)
    for hero in ("Angel of Revelation", "Gideon (J)"):
        _held(game, game.card(hero), field, CardType.HERO)
    for hero in ("Guiding Angel", "Angel of Warning (Ap)"):
        _in_play_as(game, game.card(hero), CardType.HERO)
    assert game.state.problems() == []
    assert game.asked == (P1, DecisionKind.INITIATIVE)
    game.do(
        PlayEnhancement(game.card("Everlasting Beings (RoJ AB)"), game.card("Angel at Bethesda"))
    )
    game.pass_windows()
    if game.asked[1] is DecisionKind.ABILITY and "player 1" in game.question.labels:
        game.choose("player 1")  # the discard pile to resurrect angels from: none there
    game.settle()
    assert game.where("Angel of Revelation") == (P1, Zone.TERRITORY)
    assert game.state.instance(game.card("Angel of Revelation")).held_by is None
    assert game.where("Guiding Angel") == (P1, Zone.TERRITORY)
    assert game.where("Angel of Warning (Ap)") == (P2, Zone.TERRITORY)
    # Gideon is held there too but is no angel
    assert game.where("Gideon (J)") == (P1, Zone.SET_ASIDE)
    assert game.state.instance(game.card("Gideon (J)")).held_by == field
    assert game.state.problems() == []
