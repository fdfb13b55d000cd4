"""Spans: where in an ability text a record was read."""

from __future__ import annotations

from attrs import field, frozen
from attrs.validators import ge

__all__ = ["NO_SPAN", "Span"]


@frozen
class Span:
    """Character offsets into the ability text: ``text[span.start:span.end]``.

    >>> text = "Discard a Hero."
    >>> span = Span(0, 14)
    >>> text[span.start : span.end]
    'Discard a Hero'
    """

    start: int = field(validator=ge(0))
    end: int = field(validator=ge(0))


NO_SPAN = Span(0, 0)
"""The span of a record built by hand rather than read from text."""
