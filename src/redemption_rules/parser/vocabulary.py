"""Vocabulary: what the words of the grammar's word classes mean.

The grammar lists the words (``grammar/selectors.lark``: ``type_word``, ``identifier``,
``brigade_color``, ...); these tables give each its meaning. Keys are lower case with single
spaces; a test checks that every word the grammar lists has an entry here.
"""

from __future__ import annotations

import re
from typing import Final

from redemption_rules.cards.identifiers import (
    NEW_TESTAMENT,
    OLD_TESTAMENT,
    ROMAN_SITE_OR_FORTRESS,
    WEAPONS_NAMED,
)
from redemption_rules.cards.model import Alignment, Brigade
from redemption_rules.effects.targets import Player

__all__ = [
    "ALIGNMENTS",
    "BRIGADES",
    "IDENTIFIERS",
    "NUMBER_WORDS",
    "PLAYERS",
    "QUALIFIERS",
    "TYPE_WORDS",
    "canonical",
]


def canonical(text: str) -> str:
    """Lower case with single spaces and straight apostrophes: the key of the tables."""
    return " ".join(text.replace("\u2019", "'").lower().split())


NUMBER_WORDS: Final = {
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "twelve": 12,
}

ALIGNMENTS: Final = {
    "good": Alignment.GOOD,
    "evil": Alignment.EVIL,
    "neutral": Alignment.NEUTRAL,
}

BRIGADES: Final = {
    "blue": Brigade.BLUE,
    "clay": Brigade.CLAY,
    "gold": Brigade.GOLD,
    "green": Brigade.GREEN,
    "purple": Brigade.PURPLE,
    "red": Brigade.RED,
    "silver": Brigade.SILVER,
    "teal": Brigade.TEAL,
    "white": Brigade.WHITE,
    "black": Brigade.BLACK,
    "brown": Brigade.BROWN,
    "crimson": Brigade.CRIMSON,
    "gray": Brigade.GRAY,
    "grey": Brigade.GRAY,
    "orange": Brigade.ORANGE,
    "pale green": Brigade.PALE_GREEN,
    "multi": Brigade.MULTI,
    "multicolor": Brigade.MULTI,
    "multi-color": Brigade.MULTI,
}

# type word -> (REG type or kind, plural)
TYPE_WORDS: Final = {
    "hero": ("Hero", False),
    "heroes": ("Hero", True),
    "character": ("character", False),
    "characters": ("character", True),
    "card": ("card", False),
    "cards": ("card", True),
    "enhancement": ("Enhancement", False),
    "enhancements": ("Enhancement", True),
    "ge": ("GE", False),
    "ges": ("GE", True),
    "ee": ("EE", False),
    "ees": ("EE", True),
    "lost soul": ("Lost Soul", False),
    "lost souls": ("Lost Soul", True),
    "soul": ("Lost Soul", False),
    "souls": ("Lost Soul", True),
    "redeemed soul": ("Redeemed Soul", False),
    "redeemed souls": ("Redeemed Soul", True),
    "dominant": ("Dominant", False),
    "dominants": ("Dominant", True),
    "artifact": ("Artifact", False),
    "artifacts": ("Artifact", True),
    "fortress": ("Fortress", False),
    "fortresses": ("Fortress", True),
    "site": ("Site", False),
    "sites": ("Site", True),
    "city": ("City", False),
    "cities": ("City", True),
    "covenant": ("Covenant", False),
    "covenants": ("Covenant", True),
    "curse": ("Curse", False),
    "curses": ("Curse", True),
    "weapon": ("weapon", False),
    "weapons": ("weapon", True),
    "token": ("token", False),
    "tokens": ("token", True),
    "ability": ("ability", False),
    "abilities": ("ability", True),
    "special ability": ("ability", False),
    "brigade": ("brigade", False),
    "-brigade": ("brigade", False),
    "brigades": ("brigade", True),
    "brigade color": ("brigade", False),
    "brigade colour": ("brigade", False),
    "brigade colors": ("brigade", True),
    "brigade colours": ("brigade", True),
    "reference": ("reference", False),
    "references": ("reference", True),
    "effect": ("ability", False),
    "effects": ("ability", True),
    "contents": ("contents", True),
    "special abilities": ("ability", True),
}


def _identifiers() -> dict[str, tuple[str, bool]]:
    table: dict[str, tuple[str, bool]] = {}
    pairs = [
        ("human", "humans"),
        ("demon", "demons"),
        ("angel", "angels"),
        ("king", "kings"),
        ("queen", "queens"),
        ("prophet", "prophets"),
        ("priest", "priests"),
        ("judge", "judges"),
        ("Disciple", "disciples"),
        ("apostle", "apostles"),
        ("Pharisee", "pharisees"),
        ("Sadducee", "sadducees"),
        ("Philistine", "philistines"),
        ("Egyptian", "egyptians"),
        ("Babylonian", "babylonians"),
        ("Persian", "persians"),
        ("Assyrian", "assyrians"),
        ("Canaanite", "canaanites"),
        ("Roman", "romans"),
        ("Greek", "greeks"),
        ("Syrian", "syrians"),
        ("Moabite", "moabites"),
        ("Edomite", "edomites"),
        ("Israelite", "israelites"),
        ("Samaritan", "samaritans"),
        ("Levite", "levites"),
        ("musician", "musicians"),
        ("magician", "magicians"),
        ("patriarch", "patriarchs"),
        ("animal", "animals"),
        ("giant", "giants"),
        ("martyr", "martyrs"),
        ("missionary", "missionaries"),
        ("heretic", "heretics"),
        ("thief", "thieves"),
        ("deacon", "deacons"),
        ("centurion", "centurions"),
        ("beast", "beasts"),
        ("idol", "idols"),
        ("fool", "fools"),
        ("commander", "commanders"),
        ("governor", "governors"),
        ("army", "armies"),
        ("plague", "plagues"),
        ("warrior", "warriors"),
        ("male", "males"),
        ("female", "females"),
        ("Herod", "herods"),
        ("soldier", "soldiers"),
        ("scribe", "scribes"),
        ("elder", "elders"),
        ("shepherd", "shepherds"),
        ("servant", "servants"),
        ("leper", "lepers"),
        ("prince", "princes"),
        ("captain", "captains"),
        ("widow", "widows"),
        ("child", "children"),
        ("sorcerer", "sorcerers"),
        ("warlord", "warlords"),
        ("general", "generals"),
        ("official", "officials"),
        ("emperor", "emperors"),
        ("Pharaoh", "pharaohs"),
        ("lion", "lions"),
        ("disease", "diseases"),
        ("poison", "poisons"),
        ("Antediluvian", "antediluvians"),
        ("mob", "mobs"),
    ]
    for singular, plural in pairs:
        table[singular.lower()] = (singular, False)
        table[plural] = (singular, True)
    table.update(
        {
            "man": ("male", False),
            "men": ("male", True),
            "woman": ("female", False),
            "women": ("female", True),
            "royalty": ("royalty", False),
            "princess": ("princess", False),
            "royal": ("royalty", False),
            "wise man": ("wise man", False),
            "o.t.": ("O.T.", False),
            "ot": ("O.T.", False),
            "n.t.": ("N.T.", False),
            "nt": ("N.T.", False),
            "gospel": ("Gospel", False),
            "nativity": ("Nativity", False),
            "wilderness": ("Wilderness", False),
            "postexilic": ("Postexilic", False),
            "genderless": ("genderless", False),
            "jerusalem": ("Jerusalem", False),
            # the churches of the ORDIR ("Corinth Heroes"): identifiers, not names
            "bethany": ("Bethany", False),
            "colossae": ("Colossae", False),
            "corinth": ("Corinth", False),
            "ephesus": ("Ephesus", False),
            "joppa": ("Joppa", False),
            "philippi": ("Philippi", False),
            "thessalonica": ("Thessalonica", False),
            "thessalonian": ("Thessalonica", False),
            "tabernacle": ("Tabernacle", False),
            "temple": ("Temple", False),
            "cloud": ("cloud", False),
            "star": ("star", False),
            "prophecy": ("prophecy", False),
            "feast": ("feast", False),
            "offering": ("offering", False),
            "son of jacob": ("son of Jacob", False),
            "sons of jacob": ("son of Jacob", True),
            "son of zebedee": ("Son of Zebedee", False),
            "sons of zebedee": ("Son of Zebedee", True),
            "warrior class": ("warrior", False),
            "warrior-class": ("warrior", False),
            "weapon class": ("weapon class", False),
            "weapon-class": ("weapon class", False),
            "territory class": ("territory class", False),
            "territory-class": ("territory class", False),
        }
    )
    return table


IDENTIFIERS: Final = _identifiers()
"""identifier word -> (identifier as the ORDIR writes it, plural)."""

QUALIFIERS: Final = {
    "meek": "meek",
    "generic": "generic",
    "unique": "unique",
    "captured": "captured",
    "opposing": "opposing",
    "lone": "lone",
    "inactive": "inactive",
    "face-down": "face_down",
    "face-up": "face_up",
    "revealed": "revealed",
    "negated": "negated",
    "drawn": "drawn",
    # "Each shuffled Artifact is negated": the ones the ability before shuffled
    "shuffled": "shuffled",
    "taunting": "taunting",
    "last": "last",
    "previous": "previous",
    "next": "next",
    "first": "first",
    "non-human": "non_human",
    "non-humans": "non_human",
    "non-warrior class": "non_warrior",
    "non-weapon class": "non_weapon",
    "non-territory class": "non_territory",
    "non-token": "non_token",
    "set-aside": "set_aside",
    "same": "same",
    "different": "different",
    "single": "single",
    "additional": "additional",
    "*": "star",
    "active": "active",
    "selected": "selected",
    "chosen": "selected",
    "current": "current",
    "second": "second",
    "named": "named",
    "new": "new",
    "occupied": "occupied",
    "unoccupied": "unoccupied",
    "multi-brigade": "multi_brigade",
    "dual icon": "dual_icon",
    "dual-icon": "dual_icon",
    "bible icon": "bible_icon",
    "lamb icon": "lamb_icon",
    "single-brigade": "single_brigade",
    "face down": "face_down",
    "only": "only",
    "blocking": "blocking",
    "attacking": "attacking",
    "rescuing": "rescuing",
    "activated": "activated",
    "discarded": "discarded",
    "converted": "converted",
    "banded": "banded",
    "equipped": "equipped",
    "placed": "placed",
}
"""qualifier word -> the qualifier a Selector records. "other" and "random" are fields."""


_QUOTES = "\"'\u2018\u2019\u201c\u201d"
_QUOTE_AROUND: Final = re.compile(rf"[{_QUOTES}](?=\w)|(?<=\w)[{_QUOTES}](?!\w)")
"""A quotation mark before or after a word: "'ignore' abilities" names ignore abilities."""


def ability_kinds(text: str) -> tuple[str, ...]:
    """The effect kinds of "draw and take abilities", "capture, underdeck and set-aside"."""
    text = _QUOTE_AROUND.sub("", text)  # "'ignore' abilities"
    words = re.split(r"\s*,\s*(?:and\s+|or\s+)?|\s+and\s*/\s*or\s+|\s+and\s+|\s+or\s+", text)
    kinds: list[str] = []
    for word in words:
        key = canonical(word)
        key = re.sub(r"\s+abilit(?:y|ies)$", "", key)
        # "being placed beneath decks": underdecked (REG: Underdeck)
        key = _PLACED_BENEATH.sub("placed beneath draw pile", key)
        kinds.append(EFFECT_WORDS.get(key, key.replace(" ", "_").replace("-", "_")))
    return tuple(dict.fromkeys(kinds))  # "harm or negative effect": harm once


_PLACED_BENEATH: Final = re.compile(
    r"^(?:being\s+)?placed\s+(?:beneath|under)\s+(?:the\s+)?(?:draw\s+piles?|decks?)$"
)
"""Every wording of "placed beneath draw pile" a protection names."""

EFFECT_WORDS: Final = {
    # REG (Harm): "negative effect" means the same as harm
    "negative effect": "harm",
    "negative effects": "harm",
    "shuffled": "shuffle",
    "placed beneath draw pile": "underdeck",
    "placed beneath draw piles": "underdeck",
    "placed beneath the draw pile": "underdeck",
    "placed beneath the draw piles": "underdeck",
    "placed under draw pile": "underdeck",
    "placed under draw piles": "underdeck",
    "placed under the draw pile": "underdeck",
    "placed under the draw piles": "underdeck",
    "removed from the game": "banish",
    "removed from game": "banish",
    # "discard abilities and remove from game abilities": banish abilities (REG: Banish)
    "remove from the game": "banish",
    "remove from game": "banish",
    "side battle": "side_battle",
    "side battles": "side_battle",
    "poisons": "poison",
    "diseases": "disease",
    "banding": "band",
    "drawing": "draw",
    "being rescued": "rescue",
    "being shuffled": "shuffle",
    "being exchanged": "exchange",
    "exchanged": "exchange",
    "card drawing": "draw",
    "searching": "search",
    "healing": "heal",
    "conversion": "convert",
    "harm": "harm",
    "negation": "negate",
    "interruption": "interrupt",
    "paralysis": "paralyze",
    "removal": "banish",
    "removal from the game": "banish",
    "removal from game": "banish",
    "being removed from the game": "banish",
    "being removed from game": "banish",
    "set aside": "set_aside",
    "set-aside": "set_aside",
    "being discarded": "discard",
    "being captured": "capture",
    "being converted": "convert",
    "repel": "ignore",
    "add": "add_to_battle",
    "return": "bounce",
    "put": "place",
    "choose": "choose_opponent",
    "create": "create_token",
    "begin": "begin_new_phase",
    "end": "end_battle",
    "end the battle": "end_battle",
}
"""Nouns and verbs of ability kinds whose effect kind is spelt differently."""


def multi_identifier(text: str) -> tuple[str, bool]:
    """An identifier of several words as the ORDIR writes it, and whether it was plural.

    "kings of Judah" -> ("king of Judah", True).
    """
    words = canonical(text).replace("zerubabel's", "zerubbabel's").split()
    if words[0] in _TEMPLE_BUILDERS:  # "Solomon's Temple Priests": as ORDIR spells them
        plural = words[-1] == "priests"
        return " ".join([*words[:-1], "priest"]).title().replace("'S ", "'s "), plural
    testaments = {"old testament": "O.T.", "new testament": "N.T."}
    if " ".join(words) in testaments:
        return testaments[" ".join(words)], False
    if words[0] == "jesus'":  # "one of Jesus' 12 Disciples": the disciples (ORDIR: Disciple)
        return "Disciple", True
    if words[0] == "bows,":  # ORDIR: Bows, Arrows, Spears, Javelins and Darts
        return WEAPONS_NAMED, True
    if words[0] == "roman" and "or" in words:  # ORDIR: Roman Site or Fortress
        return ROMAN_SITE_OR_FORTRESS, words[1] == "sites"
    if "royal" in words:  # "any member of any royal family" (ORDIR: Royalty)
        return "royalty", words[0] == "members" or words[1] == "members"
    plural = False
    first = words[0]
    singular = {"kings": "king", "queens": "queen", "survivors": "survivor"}
    if first in singular:
        words[0], plural = singular[first], True
    if words[-1].endswith("s") and words[-1][:-1] in (
        "survivor",
        "slayer",
        "priest",
        "prophet",
        "artifact",
    ):
        words[-1], plural = words[-1][:-1], True
    names = {"judah", "israel", "salem", "eleazar", "ithamar", "god", "spirit"}
    return " ".join(w.capitalize() if w in names else w for w in words), plural


_TEMPLE_BUILDERS: Final = frozenset({"solomon's", "zerubbabel's", "herod's"})
"""The first words of the identifiers of a temple's priests: "Solomon's Temple Priest"."""


PLAYERS: Final = {
    "you": Player.YOU,
    "opponent": Player.OPPONENT,
    "opponents": Player.OPPONENTS,
    "player": Player.PLAYER,
    "players": Player.ALL_PLAYERS,
    "owners": Player.OWNER,
    "owner": Player.OWNER,
    "holder": Player.HOLDER,
    "controller": Player.CONTROLLER,
    "rescuer": Player.RESCUER,
    "current rescuer": Player.RESCUER,
    "they": Player.THAT_PLAYER,
}
"""player noun -> the player it names (before any determiner)."""


BOOKS: Final = frozenset(re.sub(r"^I{1,3} ", "", book) for book in OLD_TESTAMENT | NEW_TESTAMENT)
"""The books of the Bible by the names cards give them in references, without the number
of a book in parts ("Samuel" for I and II Samuel)."""
