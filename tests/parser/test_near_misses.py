"""Near misses: sentences of card words with nonsense in them are refused, never half-read.

Each sentence below starts or ends like ability text and puts a word or construction no
card prints in the middle; the grammar has no catch-all, so each is an AbilityParseError.
They were written for these tests, not taken from any card.
"""

from __future__ import annotations

import pytest

from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

NEAR_MISSES = [
    "Discard a Hero from the moon.",
    "Place any cards from your hand back on top of your Hero.",
    "Place any cards from your hand back back on top of your draw pile.",
    "Negate all Evil Characters in the kitchen.",
    "Draw 3 bananas.",
    "Protect Lost Souls from homework.",
    "If blocking, sing a song to a Hero.",
    "Band to a Hero while juggling.",
    "Search your deck for happiness.",
    "Take a Hero prisoner and bake a cake.",
    "Hero gains 2/2 and a bicycle.",
    "Opponent must discard a Hero quickly.",
    "Capture an Evil Character with great enthusiasm.",
    "Once per lunch, draw 1.",
    "Cannot be negated by accident.",
    "Discard the top 3 cards of your refrigerator.",
    "Place this card on a Lost Soul and dance.",
    "Hero is immune to Mondays.",
    "Negate a Hero if it rains.",
    "Shuffle a Hero into your sock drawer.",
    "Reveal the top card of deck to the audience.",
    "Each upkeep, eat a Lost Soul.",
    "Convert a human Hero to a teapot.",
    "Underdeck a card from opponent's pocket.",
    "Rescue a Lost Soul for 2 dollars.",
    "Set aside a Hero for 3 weeks.",
    "Exchange a Hero with a sandwich.",
    "You may draw 1 unless it is Tuesday.",
    "Discard a Hero. Then go home.",
    "Interrupt the battle and call your mother.",
    "Decrease a Hero by 2/2 percent.",
    "Withdraw from battle singing.",
    "Look at opponent's hand and laugh.",
    "Heal a Hero with chicken soup.",
    "Name a Hero after your dog.",
    "Select up to 2 sandwiches: draw 1.",
    "Choose a Hero to cook dinner.",
    "Skip your homework.",
    "No Hero may eat cake.",
    "Abilities (*/*) of this card are delicious.",
    "Use as a doorstop.",
    "If there is a storm, draw 1.",
    # near misses of the constructions read since the second coverage pass
    "Hero gains the ability 'Eat a sandwich.'",
    "Discard an Artifact held in the kitchen.",
    "Each player with more than 6 bananas in hand must discard a card.",
    "You may draw 1 and this card cannot be eaten.",
    "Decrease all Heroes 2/2 (or 4/4 if it rains).",
    "Hero returns to territory face down in the mud.",
    "For each banana revealed, draw a card.",
    "If you banish at least 1 banana, draw 1.",
    "Band into battle any number of bananas.",
    "May band to a Hero from the same kitchen as this Hero.",
    "Make opponent eat a card.",
    "You may either draw 1 or sing a song.",
    "Previous sandwich is negated.",
    "Discard all evil cards guarding the fridge.",
    "May band to a mobster.",
    "Set one of Jesus' 12 bananas aside for one turn.",
    "Opponent may not search the fridge.",
    "All heroes banded into the kitchen must return to their territories.",
    "If their hand is full or more, they must discard 1.",
    "Randomly select and eat one card from each player's hand.",
    "Restrict players from playing Enhancements unless a character is opposed in lunch.",
    "If opponent puts a good card in play during lunch, you may draw X.",
    "Discard Goliath's Brother (Pancake).",
    "May use any enhancements that include Paul in the soup.",
    "Prevent all draw abilities, except on Tuesdays.",
    "Protect this Lost Soul from rescue, (except by a Hero with a hat).",
    "Set-aside Saul/Paul for two lunches.",
    "Take a card that was banished by a banana from banish pile.",
    "Evil Character repels any non-banana.",
    "Opponent must select and eat two of his enhancements.",
    "Add 1/1 to the soup.",
    "Select two N.T. Heroes to decrease 4/4 bananas.",
    "Joshua's strength is reduced by 5 bananas.",
    "David may use any enhancement bearing his name in the soup.",
    "All N.T. Heroes retreat from the kitchen.",
    "Selected Hero is paralyzed and cannot enter battle until lunch.",
    "Heroes may be taken prisoner or eaten.",
    "Holder may choose the Hero opponent uses to make a sandwich this turn.",
    "Choose an Evil Character to block a sandwich.",
    "The Angel of the Lord has no effect on this sandwich.",
    "Evil Characters are discarded and/or eaten.",
    "All good enhancements are worth quadruple their face value.",
    "All evil enhancements with abilities of less than X/3 are worth triple their face value.",
    "All players with an odd number of bananas in territory must discard one Evil Character.",
    "Exchange this card with a Lost Soul (except another copy of this sandwich).",
    "If this card is in your territory during your lunch phase, you may draw 1.",
    "Limit once during each of your lunches.",
    "You may discard this card to have your Hero bake a cake.",
    "If you take from the fridge, draw 1.",
    "At each lunch, draw 1.",
    "Shuffle draw pile after lunch.",
    "Shuffle the kitchen after exchange.",
    "Negate Site access on bananas.",
    "Negate all Artifacts that do not depict a banana.",
    "Negate an evil Enhancement (may be used for lunch).",
    "Force a Hero to withdraw from the kitchen.",
    "May bring all bananas into lunch.",
]


def test_there_are_at_least_thirty_near_misses() -> None:
    assert len(set(NEAR_MISSES)) >= 30


@pytest.mark.parametrize("text", NEAR_MISSES)
def test_near_miss_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError) as info:
        parse_ability(text)
    assert info.value.text == text
