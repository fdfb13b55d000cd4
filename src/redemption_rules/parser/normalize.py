"""Normalisation: the one place where known misprints of the real card pool are mended.

Ability text is parsed as printed, with these exceptions, each a misprint found in the card
list (``../shared/data/carddata.txt``) rather than a way of writing ability text:

* a missing final period ("Draw 1" -> "Draw 1.");
* misspelt words listed in :data:`MISPRINTS` ("isntead" -> "instead"), a word the list
  doubles ("Evil Character Character"), a letter lost ("nterrupt") or added
  ("play.aUnderdeck"), and misprinted punctuation ("N.T>", "Can [not]").

Curly and straight apostrophes and quotes, one or two spaces between sentences and the
section labels of multi-type cards are read by the grammar itself and are not normalised.

:func:`normalize` keeps a map from each character of the mended text back to the printed
text, so the spans of the effects point into the text as printed.

>>> normalize("Negate a card isntead").text
'Negate a card instead.'
"""

from __future__ import annotations

import re
from typing import Final

from attrs import frozen

__all__ = ["MISPRINTS", "Normalized", "normalize"]

MISPRINTS: Final = {
    "isntead": "instead",
    "Isntead": "Instead",
    "tougness": "toughness",
    "Tougness": "Toughness",
    "interrutped": "interrupted",
    "Heros": "Heroes",
    "Enhancment": "Enhancement",
    "Chartacter": "Character",
    "Namaan": "Naaman",
    "Phillipi": "Philippi",
    # a word doubled in the card list: "discard a human Evil Character Character"
    "Evil Character Characters": "Evil Characters",
    # the list's "Evil Character" where the card has "evil" before a noun it shares: "evil
    # characters and weapons" are Evil Characters and evil weapons (REG: Convert pairs "Evil
    # Characters (and evil weapons)"), never a good weapon
    "Evil Character Characters and weapons": "Evil Characters and evil weapons",
    "Evil Character weapons": "evil weapons",
    "Evil Character Character": "Evil Character",
    "retrun": "return",
    "abilties": "abilities",
    "preventd": "prevented",
    "negaed": "negated",
    "ignors": "ignores",
    "covnerts": "converts",
    "otehr": "other",
    "ahnd": "hand",
    "borwn": "brown",
    "intead": "instead",
    "oppenent's": "opponent's",
    "seach": "search",
    # the comma after "or", not before it: "to territory or, seach discard pile"
    "to territory or, seach": "to territory, or search",
    "Magicins": "Magicians",
    # "Place this card on you're the Tabernacle": the owner, as its other printing says
    "you're the Tabernacle": "your The Tabernacle",
    # the identifier is "Giant Slayer", never hyphenated in the identifiers of the pool
    "giant-slayers": "giant slayers",
    "Lost Sould": "Lost Soul",
    "my use": "may use",
    # "harm or effect": the "negative" of "negative effect" (REG: Harm) left out
    "harm or effect": "harm or negative effect",
    "our of play": "out of play",
    "Frrog": "Frog",
    "interupted": "interrupted",
    "involvs": "involves",
    "Holder my play": "Holder may play",
    "Opponent my restrict": "Opponent may restrict",
    "ecept": "except",
    "Hero, of you may": "Hero, or you may",
    # a comma lost after what opens the sentence
    "Regardless of battle outcome Hero": "Regardless of battle outcome, Hero",
    "At the end of battle you may": "At the end of battle, you may",
    "if occupied you may": "if occupied, you may",
    "If 3 giants are in battle you may": "If 3 giants are in battle, you may",
    "If used during battle you may": "If used during battle, you may",
    "Following a rescue attempt holder may": "Following a rescue attempt, holder may",
    "If blocking you may": "If blocking, you may",
    "Each upkeep you may": "Each upkeep, you may",
    "Once per round you may": "Once per round, you may",
    "On activation you may": "On activation, you may",
    "If played on Apollos this": "If played on Apollos, this",
    "Hero holder may distribute": "Hero, holder may distribute",
    "After battle discard": "After battle, discard",
    "On return discard": "On return, discard",
    "acess": "access",
    # "and" for "an"
    "return and evil card": "return an evil card",
    "topdeck and O.T gray": "topdeck an O.T. gray",
    # "O.T" and "N.T" with the last period lost
    "O.T prophet": "O.T. prophet",
    "O.T red": "O.T. red",
    "O.T Lost Souls": "O.T. Lost Souls",
    "O.T and N.T.": "O.T. and N.T.",
    "N.T Lost Souls": "N.T. Lost Souls",
    # a letter lost: "nterrupt the battle."
    "nterrupt": "Interrupt",
    # "N.T>" for "N.T.", "Can [not]" for "Cannot", a plural with an apostrophe
    "N.T>": "N.T.",
    "Can [not]": "Cannot",
    "Evil Character's are": "Evil Characters are",
    # "12 or more angels and/or male, Genesis Heroes": no comma, as its other printing says
    "and/or male, Genesis Heroes": "and/or male Genesis Heroes",
    # a period with no space after it, and a stray letter: "in play.aUnderdeck a Lost Soul"
    "play.aUnderdeck": "play. Underdeck",
    "cpatured": "captured",
    "Canaaite": "Canaanite",
    # a name misspelt: Achaicus, who comes with Fortunatus (I Corinthians 16:17)
    "Archaius": "Achaicus",
    # a title run together: the card "Dragon Raid"
    "DragonRaid": "Dragon Raid",
    "Canont": "Cannot",
    "One retrun": "On return",
    "Revel the top": "Reveal the top",
    # the first letter lost: "f blocking or taunting, look at ..."
    "f blocking": "If blocking",
    "O.T Evil": "O.T. Evil",
    "O.T clay": "O.T. clay",
    # a comma lost after what opens the sentence
    "If defeated place": "If defeated, place",
    "0/0 or less discard": "0/0 or less, discard",
    "On turn three Hero": "On turn three, Hero",
    "On turn four Hero": "On turn four, Hero",
    "On turn six Hero": "On turn six, Hero",
    # "pile" lost: "play an Exodus Hero from deck or discard."
    "Hero from deck or discard.": "Hero from deck or discard pile.",
    # "then" for "them": "release all captured Heroes and add then to battle"
    "add then to battle": "add them to battle",
    # "topdeck" split in two: "you may top deck up to X cards from bottom of deck"
    "top deck up to": "topdeck up to",
    # a comma lost after a condition: "if it's evil add it to hand"
    "if it's evil add": "if it's evil, add",
    # a comma lost after what opens the sentence
    "If it is your turn banish": "If it is your turn, banish",
    "Regardless of immunity return": "Regardless of immunity, return",
    "is converted its owner may": "is converted, its owner may",
    "While Esther is in play all": "While Esther is in play, all",
    "Hero enters battle he cannot": "Hero enters battle, he cannot",
    # "card pile" for "draw pile" after a search of the draw pile
    "Shuffle card pile": "Shuffle draw pile",
    # "draw" for "drawn": "If opponent has draw 5 or more cards this turn"
    "has draw 5 or more": "has drawn 5 or more",
    # the apostrophe lost: "If an opponents evil card removes a Lost Soul"
    "an opponents evil card": "an opponent's evil card",
    # "it's" for "its": "discard this card and it's bearer"
    "and it's bearer": "and its bearer",
    # "on" for "an": "Discard a single color Lost Soul Site from on opponent's territory"
    "from on opponent's": "from an opponent's",
    # "to" lost: "After 3 turns, return it territory to draw 1"
    "return it territory": "return it to territory",
    # the bracket closed after the next clause, not before it: "(or top 2 if used by an
    # Egyptian, put Lost Souls in play instead)", printed apart on Rash Oath
    "if used by an Egyptian, put Lost Souls in play instead).": (
        "if used by an Egyptian). Put Lost Souls in play instead."
    ),
    "if you control another Exodus Egyptian, put Lost Souls in play instead).": (
        "if you control another Exodus Egyptian). Put Lost Souls in play instead."
    ),
    # a stray letter after the last sentence: "Cannot be negated.  a"
    "Cannot be negated.  a": "Cannot be negated.",
    # "an" before a consonant, and "&" for "and": "discard an demon ... from discard & convert
    # abilities"
    "discard an demon": "discard a demon",
    "discard & convert abilities": "discard and convert abilities",
    # a comma too many before the last place of a list: "a Hero in your territory, or
    # set-aside area, then search"
    "in your territory, or set-aside area, then": "in your territory or set-aside area, then",
    # "end" for "ends": "(if battle end in mutual destruction by numbers, hero is not
    # discarded)"
    "if battle end in mutual": "if battle ends in mutual",
    # two zero-width spaces after a section label: "EC: \u200b\u200bYou may capture"
    "\u200b\u200bYou": "You",
}
"""Misspelt words of the real pool and their spelling, matched as whole words."""

_MISPRINT = re.compile(
    r"(?<!\w)(" + "|".join(map(re.escape, sorted(MISPRINTS, key=len, reverse=True))) + r")(?!\w)"
)
_ENDS_SENTENCE = (".", "!", "?")


@frozen
class Normalized:
    """Mended text and, for each of its characters, the offset in the printed text."""

    text: str
    offsets: tuple[int, ...]
    """``offsets[i]`` is where character ``i`` of ``text`` came from; one entry more than
    ``text`` has characters, for the end."""

    def original(self, position: int) -> int:
        """The offset in the printed text of *position* in the mended text."""
        return self.offsets[max(0, min(position, len(self.offsets) - 1))]


def _aligned(wrong: str, fixed: str, start: int) -> list[int]:
    """Where each character of *fixed* came from in *wrong*, printed at *start*.

    What the two share at either end keeps its place ("Hero" after the comma added to
    "outcome Hero" is still the printed "Hero"); what was changed in between points at the
    first character changed.
    """
    prefix = 0
    while prefix < min(len(wrong), len(fixed)) and wrong[prefix] == fixed[prefix]:
        prefix += 1
    suffix = 0
    while (
        suffix < min(len(wrong), len(fixed)) - prefix
        and wrong[len(wrong) - 1 - suffix] == fixed[len(fixed) - 1 - suffix]
    ):
        suffix += 1
    end = start + len(wrong)
    changed = min(start + prefix, end - 1)
    return [
        start + i if i < prefix else end - (len(fixed) - i) if i >= len(fixed) - suffix else changed
        for i in range(len(fixed))
    ]


def normalize(text: str) -> Normalized:
    """Mend the known misprints of *text*; see the module docstring for the list."""
    if _MISPRINT.search(text) is None:
        stripped = text.rstrip()
        if not stripped or stripped.endswith(_ENDS_SENTENCE):
            return Normalized(text, tuple(range(len(text) + 1)))
    pieces: list[str] = []
    offsets: list[int] = []
    last = 0
    for match in _MISPRINT.finditer(text):
        pieces.append(text[last : match.start()])
        offsets.extend(range(last, match.start()))
        fixed = MISPRINTS[match.group(0)]
        pieces.append(fixed)
        offsets.extend(_aligned(match.group(0), fixed, match.start()))
        last = match.end()
    pieces.append(text[last:])
    offsets.extend(range(last, len(text)))
    mended = "".join(pieces)
    stripped = mended.rstrip()
    if stripped and not stripped.endswith(_ENDS_SENTENCE):
        offsets = offsets[: len(stripped)]
        mended = stripped + "."
        offsets.append(len(text.rstrip()))
    offsets.append(len(text))
    return Normalized(mended, tuple(offsets))
