"""Cards put in or on other cards, played on a character, taken at random (REG: Site,
Occupied, Used By, Random).

"If this Lost Soul is put in a Site, ..." fires as its player puts it into their Site in the
Preparation Phase, and not as it comes into a Land of Bondage; a Lost Soul that is not put
in a Site does nothing. "A card at random from opponent's hand" is a random card of that
hand, as "a random card" is. An Enhancement's "If played on Samson, ..." is a condition
on its own play: the character it was played on, which uses it, must be Samson.
"""

from __future__ import annotations

from tests.scenarios.conftest import P1, P2, SOUL, Game, full_pool, of_kind

from redemption_rules import Attack, Block, EndPhase, Phase, PlayEnhancement, PutInSite, Zone
from redemption_rules.effects.cards import ability_support
from redemption_rules.events import AbilityActivated

DECK_DISCARD = 'Lost Soul "Deck Discard" [Hosea 13:2 - LR]'
"""Lost Soul: "IF this Lost Soul is put in a Site, discard the top card of each opponent's
deck." """
DECK_DISCARDER = "Lost Soul Hosea 13:2 (Deck Discarder)"
"""Lost Soul: "When this Lost Soul is put in a Site, discard the top card of each opponent's
deck. If it is a Lost Soul, put it in play instead." """
CANAAN = "Canaan"
"""Purple Site with no special ability."""
DEMONIC_MIST = "Demonic Mist"
"""EE, Pale Green 3/3: "Negate all card drawing abilities. Discard a card at random from
each opponent's hand." """
LICE = "Plague of Lice"
"""GE, Green 2/2: "Take a card at random from opponent's hand and place it beneath owner's
draw pile." """
ABEL = "Abel ( C)"
"""Green Hero 6/5 with no special ability."""
HERMOGENES = "Hermogenes"
"""Pale green Evil Character 3/3 with no special ability."""
ABADDON = "Abaddon the Destroyer (L)"
"""Black Evil Character 10/10 with no special ability."""
ANNA = "Anna (Pr)"
"""Blue Hero 5/5 with no special ability."""
JAWBONE = "Jawbone"
"""GE, Gold 5/1: "If played on Samson, discard one male, human Evil Character in battle.
Jawbone may not be prevented or negated." """
PREACHING = "Preaching God's Word"
"""GE, Gold 4/1: "If played on Apollos this card is worth 10/6." """
SAMSON = "Samson (L)"
"""Gold Hero 6/6 with no special ability."""
GIDEON = "Gideon (L)"
"""Gold Hero 6/6 with no special ability."""
APOLLOS = "Apollos"
"""Gold Hero 9/8: "Increase 2/2 when banded to Paul." """
GOLIATH = "Goliath (L)"
"""Black male human Evil Character 10/10 with no special ability."""


def test_the_texts_are_carried_out() -> None:
    for name in (DECK_DISCARD, DECK_DISCARDER, DEMONIC_MIST, LICE, JAWBONE, PREACHING, JERICHO):
        support = ability_support(full_pool().get(name))
        assert support.carried_out, (name, support.missing)


def _souls_in_prep(soul: str) -> Game:
    """Player 1, in the Preparation Phase, has *soul* in Land of Bondage and Canaan."""
    return Game.at(
        [
            {"territory": [CANAAN], "land_of_bondage": [soul]},
            {"deck": ["Ruth (J)", "Naomi (J)"]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )


def test_a_lost_soul_put_in_a_site_discards_the_top_card_of_each_opponents_deck() -> None:
    game = _souls_in_prep(DECK_DISCARD)
    game.do(PutInSite(game.card(DECK_DISCARD), game.card(CANAAN)))
    game.settle()
    assert game.state.instance(game.card(DECK_DISCARD)).held_by == game.card(CANAAN)
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Ruth (J)"]
    assert game.zone(P2, Zone.DECK) == ["Naomi (J)"]
    activated = of_kind(game.events, AbilityActivated)
    assert [game.name(a.card) for a in activated] == [DECK_DISCARD]


def test_the_discarded_lost_soul_is_put_in_play_instead() -> None:
    game = Game.at(
        [
            {"territory": [CANAAN], "land_of_bondage": [DECK_DISCARDER]},
            {"deck": [SOUL, "Naomi (J)"]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    game.do(PutInSite(game.card(DECK_DISCARDER), game.card(CANAAN)))
    game.settle()
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.zone(P2, Zone.DISCARD_PILE) == []
    assert game.zone(P2, Zone.DECK) == ["Naomi (J)"]


def test_a_lost_soul_drawn_into_play_but_not_put_in_a_site_does_nothing() -> None:
    game = Game.at(
        [
            {"territory": [CANAAN], "deck": [DECK_DISCARD, ANNA, ANNA, ANNA]},
            {"deck": ["Ruth (J)", "Naomi (J)"]},
        ],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    game.do(EndPhase())  # player 1's turn: the Lost Soul is drawn into Land of Bondage
    game.settle()
    assert game.state.phase is Phase.PREPARATION
    assert game.where(DECK_DISCARD) == (P1, Zone.LAND_OF_BONDAGE)
    assert game.zone(P2, Zone.DECK) == ["Ruth (J)", "Naomi (J)"]
    assert not of_kind(game.events, AbilityActivated)


def test_demonic_mist_discards_a_random_card_from_the_opponents_hand() -> None:
    game = Game.blocked(
        ANNA,
        {"hand": [ANNA, "Ruth (J)", "Naomi (J)"]},
        HERMOGENES,
        {"hand": [HERMOGENES, DEMONIC_MIST, "Boaz (J)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(DEMONIC_MIST), game.card(HERMOGENES)))
    game.settle()
    hand, discarded = game.zone(P1, Zone.HAND), game.zone(P1, Zone.DISCARD_PILE)
    assert len(hand) == 1
    assert sorted([*hand, *discarded]) == ["Naomi (J)", "Ruth (J)"]
    assert game.zone(P2, Zone.HAND) == ["Boaz (J)"]  # only opponents' hands


def test_plague_of_lice_puts_a_random_card_of_the_opponents_hand_under_their_deck() -> None:
    game = Game.blocked(
        ABEL,
        {"hand": [ABEL, LICE]},
        ABADDON,
        {"hand": [ABADDON, "Boaz (J)"], "deck": ["Ruth (J)"]},
        pool=full_pool(),
    )
    game.do(PlayEnhancement(game.card(LICE), game.card(ABEL)))
    game.settle()
    assert game.zone(P2, Zone.HAND) == []
    assert game.zone(P2, Zone.DECK) == ["Ruth (J)", "Boaz (J)"]  # beneath the owner's pile
    assert game.zone(P1, Zone.HAND) == []


def test_jawbone_played_on_samson_discards_a_male_human_evil_character() -> None:
    game = Game.blocked(
        SAMSON, {"hand": [SAMSON, JAWBONE]}, GOLIATH, {"hand": [GOLIATH]}, pool=full_pool()
    )
    game.do(PlayEnhancement(game.card(JAWBONE), game.card(SAMSON)))
    game.settle()
    assert game.where(GOLIATH) == (P2, Zone.DISCARD_PILE)


def test_jawbone_played_on_another_hero_discards_nothing() -> None:
    game = Game.blocked(
        GIDEON, {"hand": [GIDEON, JAWBONE]}, GOLIATH, {"hand": [GOLIATH]}, pool=full_pool()
    )
    game.do(PlayEnhancement(game.card(JAWBONE), game.card(GIDEON)))
    game.settle()
    assert game.where(GOLIATH) == (None, Zone.FIELD_OF_BATTLE)
    assert game.numbers == (11, 7, 10, 10)


def test_preaching_gods_word_is_worth_ten_six_played_on_apollos() -> None:
    game = Game.blocked(
        APOLLOS, {"hand": [APOLLOS, PREACHING]}, GOLIATH, {"hand": [GOLIATH]}, pool=full_pool()
    )
    game.do(PlayEnhancement(game.card(PREACHING), game.card(APOLLOS)))
    game.settle()
    assert game.numbers[:2] == (19, 14)


def test_preaching_gods_word_keeps_its_numbers_on_another_hero() -> None:
    game = Game.blocked(
        GIDEON, {"hand": [GIDEON, PREACHING]}, GOLIATH, {"hand": [GOLIATH]}, pool=full_pool()
    )
    game.do(PlayEnhancement(game.card(PREACHING), game.card(GIDEON)))
    game.settle()
    assert game.numbers[:2] == (10, 7)


JERICHO = "Army of Jericho (CoW AB)"
"""Black Evil Character 7/7: "You may search deck for Jericho or a Canaanite Site and put it
in play. You may put a Lost Soul in your unoccupied Site." """
PUT = "put a Lost Soul in your unoccupied Site"


def test_army_of_jericho_puts_a_lost_soul_in_an_unoccupied_site_which_fires_it() -> None:
    game = Game.blocked(
        ANNA,
        {"hand": [ANNA], "deck": ["Ruth (J)", "Naomi (J)"]},
        JERICHO,
        {"hand": [JERICHO], "territory": [CANAAN], "land_of_bondage": [DECK_DISCARD]},
        pool=full_pool(),
        answer_block=False,
    )
    game.choose(PUT)
    game.settle()
    soul = game.card(DECK_DISCARD)
    assert game.where(soul) == (P2, Zone.TERRITORY)
    assert game.state.instance(soul).held_by == game.card(CANAAN)
    assert game.zone(P1, Zone.DISCARD_PILE) == ["Ruth (J)"]  # the Lost Soul's ability fired
    assert game.zone(P1, Zone.DECK) == ["Naomi (J)"]


def test_army_of_jericho_finds_no_room_in_an_occupied_site() -> None:
    game = Game.at(
        [
            {"hand": [ANNA], "deck": ["Ruth (J)", "Naomi (J)", "Boaz (J)", "Ruth (J)"]},
            {"hand": [JERICHO], "territory": [CANAAN], "land_of_bondage": [SOUL, DECK_DISCARD]},
        ],
        phase=Phase.PREPARATION,
        active=1,
        pool=full_pool(),
    )
    game.do(PutInSite(game.card(SOUL), game.card(CANAAN)))  # player 2 fills their Site
    game.settle()
    while not (game.state.active == P1 and game.state.phase is Phase.BATTLE):
        game.do(EndPhase())
        game.settle()
    game.do(Attack(game.card(ANNA), P2))
    game.settle()
    game.do(Block(game.card(JERICHO)))
    assert game.state.decision is not None
    assert game.state.decision.question is None  # nothing to offer: no Site has room
    assert game.where(DECK_DISCARD) == (P2, Zone.LAND_OF_BONDAGE)
    assert game.state.instance(game.card(SOUL)).held_by == game.card(CANAAN)


TRUMPET_BLAST = "Trumpet Blast"
"""GE, Teal 7/0: "Discard an evil Fortress or occupied Site from play to discard all Evil
Characters in battle." """
ABIATHAR = "Abiathar"
"""Teal Hero 5/4: "Protect this Hero from discard abilities and remove from game abilities.
Cannot be interrupted." """


def _blocked_after_prep(
    hero: str, mine: dict[str, list[str]], blocker: str, theirs: dict[str, list[str]], *, fill: bool
) -> Game:
    """Player 2 puts the Lost Soul in Canaan (if *fill*); then player 1's *hero* is blocked."""
    game = Game.at(
        [{"deck": ["Ruth (J)", "Naomi (J)", "Boaz (J)", "Ruth (J)"], **mine}, theirs],
        phase=Phase.PREPARATION,
        active=1,
        pool=full_pool(),
    )
    if fill:
        game.do(PutInSite(game.card(SOUL), game.card(CANAAN)))
        game.settle()
    while not (game.state.active == P1 and game.state.phase is Phase.BATTLE):
        game.do(EndPhase())
        game.settle()
    game.do(Attack(game.card(hero), P2))
    game.settle()
    game.do(Block(game.card(blocker)))
    game.settle()
    return game


def test_trumpet_blast_discards_an_occupied_site_to_discard_the_evil_characters() -> None:
    game = _blocked_after_prep(
        ABIATHAR,
        {"hand": [ABIATHAR, TRUMPET_BLAST]},
        GOLIATH,
        {"hand": [GOLIATH], "territory": [CANAAN], "land_of_bondage": [SOUL]},
        fill=True,
    )
    game.do(PlayEnhancement(game.card(TRUMPET_BLAST), game.card(ABIATHAR)))
    game.settle()
    assert game.where(CANAAN) == (P2, Zone.DISCARD_PILE)
    assert game.where(SOUL) == (P2, Zone.LAND_OF_BONDAGE)  # out of the Site it was in
    assert game.where(GOLIATH) == (P2, Zone.DISCARD_PILE)


def test_trumpet_blast_finds_no_occupied_site_in_an_empty_one() -> None:
    game = _blocked_after_prep(
        ABIATHAR,
        {"hand": [ABIATHAR, TRUMPET_BLAST]},
        GOLIATH,
        {"hand": [GOLIATH], "territory": [CANAAN], "land_of_bondage": [SOUL]},
        fill=False,
    )
    game.do(PlayEnhancement(game.card(TRUMPET_BLAST), game.card(ABIATHAR)))
    game.settle()
    assert game.where(CANAAN) == (P2, Zone.TERRITORY)
    assert game.where(GOLIATH) == (None, Zone.FIELD_OF_BATTLE)


HAND_DISCARDER = "Lost Soul I Corinthians 1:27 (Hand Discarder)"
"""Lost Soul: "If you put this lost soul in a site, each of your opponents must discard a
card from hand." """


def test_a_lost_soul_you_put_in_a_site_has_each_opponent_discard_from_hand() -> None:
    game = Game.at(
        [
            {"territory": [CANAAN], "land_of_bondage": [HAND_DISCARDER]},
            {"hand": ["Ruth (J)"], "deck": ["Naomi (J)"]},
        ],
        phase=Phase.PREPARATION,
        pool=full_pool(),
    )
    assert ability_support(full_pool().get(HAND_DISCARDER)).carried_out
    game.do(PutInSite(game.card(HAND_DISCARDER), game.card(CANAAN)))
    game.settle()
    assert game.zone(P2, Zone.HAND) == []
    assert game.zone(P2, Zone.DISCARD_PILE) == ["Ruth (J)"]


def test_a_lost_soul_you_put_in_a_site_does_nothing_drawn_into_play() -> None:
    game = Game.at(
        [
            {"territory": [CANAAN], "deck": [HAND_DISCARDER, ANNA, ANNA, ANNA]},
            {"hand": ["Ruth (J)"]},
        ],
        phase=Phase.DISCARD,
        active=1,
        pool=full_pool(),
    )
    game.do(EndPhase())  # player 1's turn: the Lost Soul is drawn into Land of Bondage
    game.settle()
    assert game.where(HAND_DISCARDER) == (P1, Zone.LAND_OF_BONDAGE)
    assert game.zone(P2, Zone.HAND) == ["Ruth (J)"]
