"""Values worked out once from a record, kept by the record's identity.

The engine asks the same questions of the same immutable records (a card's definition, a
selector read from a card's text) many times a step. :func:`functools.lru_cache` would hash
the record at every call, and hashing a frozen record walks all its fields, which costs
more than most answers. These caches key by ``id()`` instead, and keep the record beside the
answer: while it is kept its id cannot be given to another object, and the answer is
trusted only for that very object. A cache that grows past its bound is emptied, so a
process that plays thousands of games holds at most that many answers.
"""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING, TypeVar

if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = ["by_identity"]

K = TypeVar("K")
V = TypeVar("V")


def by_identity(limit: int) -> Callable[[Callable[[K], V]], Callable[[K], V]]:
    """A decorator: the function's answers kept by the identity of its one argument.

    The function must depend on nothing but its argument, and the argument must never
    change (a frozen record); at most *limit* answers are kept.
    """

    def decorate(work: Callable[[K], V]) -> Callable[[K], V]:
        known: dict[int, tuple[K, V]] = {}

        @functools.wraps(work)
        def cached(record: K) -> V:
            found = known.get(id(record))
            if found is not None and found[0] is record:
                return found[1]
            answer = work(record)
            if len(known) >= limit:
                known.clear()
            known[id(record)] = (record, answer)
            return answer

        return cached

    return decorate
