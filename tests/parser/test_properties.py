"""Properties of the parser: any text gives an Ability or an AbilityParseError."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from redemption_rules.effects import Ability
from redemption_rules.errors import AbilityParseError
from redemption_rules.parser import parse_ability

SAMPLE_TEXTS = [
    "You may draw 1. May band to a Ruth Hero.",
    "Negate Evil Characters.",
    "Underdeck a random card from opponent's hand.",
    "Once per game, you may discard the top card of your deck to discard up to 2 Evil Characters.",
    "If used by a Philistine, discard a Hero. Cannot be negated.",
    "STAR: Topdeck a gold card from Reserve. GE: Negate an evil Enhancement.",
    "Protect Lost Souls from rescue. May band to John.",
    "Hero is immune to Crimson Brigade.",
]

ENGLISH = [
    "The quick brown fox jumps over the lazy dog.",
    "Please remember to buy milk on the way home.",
    "It was the best of times, it was the worst of times.",
    "I think we should meet again next Tuesday.",
    "The weather is lovely today, isn't it?",
    "She sells sea shells by the sea shore.",
    "Call me Ishmael.",
    "All happy families are alike.",
    "To be or not to be, that is the question.",
    "Discard your old shoes before the party.",
    "You may borrow my umbrella if it rains.",
    "Take a left at the second traffic light.",
]


def parses_or_refuses(text: str) -> None:
    error: AbilityParseError | None = None
    try:
        result = parse_ability(text)
    except AbilityParseError as exc:
        error = exc
    if error is None:
        assert isinstance(result, Ability)
        assert result.text == text
    else:
        assert error.text == text
        assert error.line >= 1
        assert error.column >= 1


@settings(max_examples=300, deadline=None)
@given(st.text())
def test_any_text_gives_an_ability_or_a_parse_error(text: str) -> None:
    parses_or_refuses(text)


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("abcdeHIOST .,:;'\u2019()/*0123X-")), max_size=60))
def test_text_made_of_card_characters_gives_an_ability_or_a_parse_error(text: str) -> None:
    parses_or_refuses(text)


@st.composite
def mutated(draw: st.DrawFn) -> str:
    """A real ability text with a few words dropped, repeated, swapped or changed."""
    words = draw(st.sampled_from(SAMPLE_TEXTS)).split(" ")
    for _ in range(draw(st.integers(1, 3))):
        index = draw(st.integers(0, len(words) - 1))
        action = draw(st.sampled_from(["drop", "repeat", "swap", "replace", "cut"]))
        if action == "drop" and len(words) > 1:
            del words[index]
        elif action == "repeat":
            words.insert(index, words[index])
        elif action == "swap" and index + 1 < len(words):
            words[index], words[index + 1] = words[index + 1], words[index]
        elif action == "replace":
            words[index] = draw(st.text(min_size=1, max_size=8))
        elif action == "cut":
            words[index] = words[index][: draw(st.integers(0, len(words[index])))]
    return " ".join(words)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_real_texts_give_an_ability_or_a_parse_error(text: str) -> None:
    parses_or_refuses(text)


@pytest.mark.parametrize("text", ENGLISH)
def test_ordinary_english_is_refused(text: str) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(text)


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            ["the", "dog", "runs", "quickly", "over", "green", "hills", "and", "sings", "a", "song"]
        ),
        min_size=1,
        max_size=12,
    )
)
def test_sentences_of_everyday_words_are_refused(words: list[str]) -> None:
    with pytest.raises(AbilityParseError):
        parse_ability(" ".join(words).capitalize() + ".")
