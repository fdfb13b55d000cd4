"""Serialization: every record's plain-data and JSON form, through one cattrs converter.

``unstructure(obj)`` gives plain data (dicts, lists, strings, numbers); ``to_json`` and
``from_json`` round-trip any record of the library. Unions of record classes (actions, events,
effects) carry a tag naming the class, so a saved game survives renames of Python classes.

>>> from redemption_rules.cards.model import Stat
>>> to_json(Stat(4))
'{"value": 4, "variable": ""}'
>>> from_json('{"value": 4, "variable": ""}', Stat)
Stat(value=4, variable='')
"""

from __future__ import annotations

import functools
import json
from typing import TYPE_CHECKING, Any, TypeVar

import cattrs
from cattrs.strategies import configure_tagged_union

from redemption_rules.errors import StateError

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

T = TypeVar("T")

_CONFIGURE_HOOKS: list[Callable[[cattrs.Converter], None]] = []


def register_configuration(hook: Callable[[cattrs.Converter], None]) -> None:
    """Add a function that configures the converter (tagged unions and the like).

    Modules that define a union of records (actions, events, effects) register one here when
    they are imported; the converter is rebuilt on the next call.
    """
    if hook not in _CONFIGURE_HOOKS:
        _CONFIGURE_HOOKS.append(hook)
        get_converter.cache_clear()


def make_converter() -> cattrs.Converter:
    """A new converter: strict about unknown keys, validating, with every registered union."""
    converter = cattrs.Converter(forbid_extra_keys=True, detailed_validation=True)
    for hook in _CONFIGURE_HOOKS:
        hook(converter)
    return converter


@functools.cache
def get_converter() -> cattrs.Converter:
    """The shared converter (built once, and again when a configuration is registered)."""
    return make_converter()


def tag_union(
    converter: cattrs.Converter,
    classes: Sequence[type[Any]],
    *,
    tag_name: str,
    tag_of: Callable[[type[Any]], str],
) -> None:
    """Make the union of *classes* a tagged union: each dict carries ``tag_name``."""
    if len(classes) < 2:
        return
    union: Any = classes[0]
    for cls in classes[1:]:
        union = union | cls
    configure_tagged_union(union, converter, tag_generator=tag_of, tag_name=tag_name)


def unstructure(obj: object) -> Any:  # noqa: ANN401 - plain data of any shape
    """The plain-data form of a record: dicts, lists, strings, numbers, booleans, None."""
    return get_converter().unstructure(obj)


def structure(data: object, cls: type[T]) -> T:
    """Build a *cls* record from plain data.

    Raises:
        StateError: the data does not describe a valid *cls*; one line per problem.
    """
    try:
        return get_converter().structure(data, cls)
    except (cattrs.ClassValidationError, cattrs.IterableValidationError) as exc:
        raise StateError(_name(cls), cattrs.transform_error(exc)) from exc
    except (cattrs.BaseValidationError, ValueError, TypeError, KeyError) as exc:
        raise StateError(_name(cls), [str(exc) or type(exc).__name__]) from exc


def to_json(obj: object) -> str:
    """The JSON text of a record."""
    return json.dumps(unstructure(obj), ensure_ascii=False)


def from_json(text: str, cls: type[T]) -> T:
    """Read a *cls* record from JSON text.

    Raises:
        StateError: the text is not JSON, or does not describe a valid *cls*.
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise StateError(_name(cls), [f"not JSON: {exc}"]) from exc
    return structure(data, cls)


def _name(cls: object) -> str:
    return getattr(cls, "__name__", repr(cls))
