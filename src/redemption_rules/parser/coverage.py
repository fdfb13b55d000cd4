"""Coverage: how much of a card pool's ability text the grammar reads.

Measured honestly over the distinct ``SpecialAbility`` texts of a pool: a text counts only
if it parses fully; a sentence counts if it parses on its own. Failure points group the
texts that fail by the token the parser stopped at and the two words before it.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from typing import TYPE_CHECKING

from attrs import frozen

from redemption_rules.errors import AbilityParseError
from redemption_rules.parser.parse import get_parser

if TYPE_CHECKING:
    from collections.abc import Iterable

    from redemption_rules.cards.model import CardDef
    from redemption_rules.parser.parse import AbilityParser

__all__ = ["CoverageReport", "FailurePoint", "distinct_texts", "measure", "split_sentences"]

# A sentence ends at ".", "!" or "?" followed by space, except after a lone capital letter
# ("O.T. Hero", "N.T. Lost Soul").
_SENTENCE_END = re.compile(r"(?<![.\s][A-Z]\.)(?<=[.!?])\s+(?=\S)")
_WORD = re.compile(r"(?:[A-Za-z]\.){2,}|[\w'\u2019/*-]+|[^\w\s]")


@frozen
class FailurePoint:
    """A place where texts fail: the token the parser stopped at and the words before it."""

    before: str
    token: str
    count: int
    example: str
    """One text that fails there."""


@frozen
class CoverageReport:
    """What :func:`measure` found."""

    texts: int
    parsed: int
    sentences: int
    sentences_parsed: int
    seconds: float
    """Time to parse every text once (sentences not included)."""
    failures: tuple[FailurePoint, ...]

    @property
    def text_ratio(self) -> float:
        """The share of texts that parse fully."""
        return self.parsed / self.texts if self.texts else 1.0

    @property
    def sentence_ratio(self) -> float:
        """The share of sentences that parse on their own."""
        return self.sentences_parsed / self.sentences if self.sentences else 1.0

    @property
    def texts_per_second(self) -> float:
        """How many texts the parser reads per second."""
        return self.texts / self.seconds if self.seconds else float("inf")

    def as_dict(self) -> dict[str, object]:
        """The report as plain data (for ``--json``)."""
        return {
            "texts": self.texts,
            "parsed": self.parsed,
            "text_ratio": round(self.text_ratio, 4),
            "sentences": self.sentences,
            "sentences_parsed": self.sentences_parsed,
            "sentence_ratio": round(self.sentence_ratio, 4),
            "seconds": round(self.seconds, 3),
            "texts_per_second": round(self.texts_per_second, 1),
            "failures": [
                {"before": f.before, "token": f.token, "count": f.count, "example": f.example}
                for f in self.failures
            ],
        }


def distinct_texts(cards: Iterable[CardDef]) -> list[str]:
    """The distinct non-empty ability texts of *cards*, in first-seen order."""
    seen: dict[str, None] = {}
    for card in cards:
        if card.special_ability.strip():
            seen.setdefault(card.special_ability, None)
    return list(seen)


def split_sentences(text: str) -> list[str]:
    """The sentences of an ability text, as the coverage counts them.

    >>> split_sentences("Take an O.T. Hero.  Draw 1.")
    ['Take an O.T. Hero.', 'Draw 1.']
    """
    return [part.strip() for part in _SENTENCE_END.split(text.strip()) if part.strip()]


def measure(
    texts: Iterable[str], *, parser: AbilityParser | None = None, top: int = 25
) -> CoverageReport:
    """Parse every text (and every sentence on its own) and count what the grammar reads."""
    parser = parser or get_parser()
    texts = list(texts)
    parsed = 0
    points: Counter[tuple[str, str]] = Counter()
    examples: dict[tuple[str, str], str] = {}
    start = time.perf_counter()
    errors: list[AbilityParseError] = []
    for text in texts:
        try:
            parser.parse(text)
        except AbilityParseError as exc:
            errors.append(exc)
        else:
            parsed += 1
    seconds = time.perf_counter() - start
    for error in errors:
        key = failure_point(error)
        points[key] += 1
        examples.setdefault(key, error.text)
    sentences = 0
    sentences_parsed = 0
    for text in texts:
        for sentence in split_sentences(text):
            sentences += 1
            try:
                parser.parse(sentence)
            except AbilityParseError:
                continue
            sentences_parsed += 1
    failures = tuple(
        FailurePoint(before, token, count, examples[before, token])
        for (before, token), count in points.most_common(top)
    )
    return CoverageReport(len(texts), parsed, sentences, sentences_parsed, seconds, failures)


def failure_point(exc: AbilityParseError) -> tuple[str, str]:
    """The token a parse stopped at and the two words before it, in lower case."""
    lines = exc.text.split("\n")
    offset = sum(len(line) + 1 for line in lines[: exc.line - 1]) + exc.column - 1
    before = _WORD.findall(exc.text[:offset])[-2:]
    after = _WORD.findall(exc.text[offset:])[:1]
    token = after[0] if after else "<end>"
    return " ".join(before).lower(), token.lower()
