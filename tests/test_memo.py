"""Answers kept by a record's identity: the same object gets the kept answer, no other does."""

from __future__ import annotations

from attrs import frozen

from redemption_rules.memo import by_identity


@frozen
class Words:
    text: str


def test_an_answer_is_kept_for_the_very_record_and_for_no_equal_one() -> None:
    asked: list[Words] = []

    @by_identity(limit=10)
    def length(words: Words) -> int:
        asked.append(words)
        return len(words.text)

    first = Words("Negate")
    assert length(first) == length(first) == 6
    equal = Words("Negate")
    assert length(equal) == 6
    assert [id(words) for words in asked] == [id(first), id(equal)]


def test_the_cache_holds_at_most_its_limit() -> None:
    asked: list[Words] = []

    @by_identity(limit=2)
    def length(words: Words) -> int:
        asked.append(words)
        return len(words.text)

    records = [Words("a"), Words("bb"), Words("ccc")]
    for words in records:
        length(words)
    length(records[0])  # emptied when the third came: asked again
    assert asked == [*records, records[0]]
