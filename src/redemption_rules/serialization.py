"""Serialization: every record's plain-data and JSON form, through one cattrs converter.

``unstructure(obj)`` gives plain data (dicts, lists, strings, numbers); ``to_json`` and
``from_json`` round-trip any record of the library. Unions of record classes (actions, events,
effects) carry a tag naming the class, so a saved game survives renames of Python classes.

>>> from redemption_rules.rulesets import MODERN, Ruleset
>>> from_json(to_json(MODERN), Ruleset) == MODERN
True
>>> to_json(Stat(4)), to_json(Stat(0, "X"))
('"4"', '"X"')
"""

from __future__ import annotations

import functools
import json
import re
import secrets
import threading
from typing import TYPE_CHECKING, Any, Final, TypeVar

import attrs
import cattrs
import cattrs.v
from cattrs.gen import make_dict_unstructure_fn
from cattrs.strategies import configure_tagged_union

from redemption_rules.cards.model import Brigade, CardDef, CardType, Stat
from redemption_rules.cards.pool import CardPool
from redemption_rules.errors import StateError
from redemption_rules.state import (
    CardInstance,
    GameState,
    InstanceId,
    PlayerId,
    bare_instance,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

T = TypeVar("T")

_CONFIGURE_HOOKS: list[Callable[[cattrs.Converter], None]] = []
_UNION_OF: dict[type[Any], Any] = {}
"""Each member class of a tagged union, mapped to the union it is saved as."""
_UNION_NAMES: dict[Any, str] = {}
_UNION_TAGS: dict[Any, tuple[str, frozenset[str]]] = {}
"""Each tagged union's tag field and the tags its members carry."""


def register_configuration(hook: Callable[[cattrs.Converter], None]) -> None:
    """Add a function that configures the converter (tagged unions and the like).

    Modules that define a union of records (actions, events, effects) register one here when
    they are imported; the converter is rebuilt on the next call.
    """
    if hook not in _CONFIGURE_HOOKS:
        _CONFIGURE_HOOKS.append(hook)
        reset_converter()


def reset_converter() -> None:
    """Build the converters again on next use: new record classes (a pack's effects) exist."""
    get_converter.cache_clear()
    _json_converter.cache_clear()


def make_converter(*, for_json_text: bool = False) -> cattrs.Converter:
    """A new converter: strict about unknown keys, validating, with every registered union.

    With *for_json_text*, a card pool unstructures to a marker object that :func:`to_json`
    replaces with the pool's JSON text, written once per pool.
    """
    converter = cattrs.Converter(forbid_extra_keys=True, detailed_validation=True)
    for kind in (int, bool, str):
        converter.register_structure_hook(kind, _exactly)
    _configure_cards(converter, for_json_text=for_json_text)
    for hook in _CONFIGURE_HOOKS:
        hook(converter)
    return converter


def _configure_cards(converter: cattrs.Converter, *, for_json_text: bool) -> None:
    """Printed numbers as text; card pools saved once per pool and read back from a memo.

    A game state carries its catalog of card definitions, which is the same object for the
    whole game: its plain form is computed once, and equal plain data read back gives the
    same definition objects, so saving and loading states stays cheap.
    """
    converter.register_unstructure_hook(Stat, str)
    converter.register_structure_hook(Stat, _structure_stat)
    card_to_plain = make_dict_unstructure_fn(CardDef, converter, _cattrs_omit_if_default=True)
    card_from_plain = converter.gen_structure_attrs_fromdict(CardDef)
    plain_cache: dict[int, tuple[CardPool, list[dict[str, Any]], str]] = _POOL_PLAIN
    memo: dict[str, tuple[dict[str, Any], CardDef]] = _CARD_MEMO

    def pool_to_plain(pool: CardPool) -> dict[str, Any] | _PoolText:
        cached = plain_cache.get(id(pool))
        if cached is None or cached[0] is not pool:
            if len(plain_cache) > _POOL_CACHE_LIMIT:
                plain_cache.clear()
            plain = [card_to_plain(card) for card in pool.cards]
            text = json.dumps({"cards": plain}, ensure_ascii=False)
            cached = (pool, plain, text)
            plain_cache[id(pool)] = cached
            for card, card_plain in zip(pool.cards, plain, strict=True):
                memo[card.key] = (_copy_plain(card_plain), card)
        if for_json_text:
            return _PoolText(cached[2])
        return {"cards": [_copy_plain(card) for card in cached[1]]}

    def card_from_memo(data: Any, _: type[Any]) -> CardDef:  # noqa: ANN401 - plain data
        key = data.get("key") if isinstance(data, dict) else None
        if isinstance(key, str):
            found = memo.get(key)
            if found is not None and found[0] == data:
                return found[1]
        card: CardDef = card_from_plain(data, CardDef)
        if isinstance(key, str):
            if len(memo) > _CACHE_LIMIT:
                memo.clear()
            memo[key] = (_copy_plain(data), card)
        return card

    def pool_from_plain(data: Any, _: type[Any]) -> CardPool:  # noqa: ANN401 - plain data
        marked = _marked_pool(data)
        if marked is not None:
            return marked
        recent: list[tuple[CardPool, list[dict[str, Any]], str]] = list(plain_cache.values())
        for entry in recent[:-5:-1]:
            if data == {"cards": entry[1]}:
                return entry[0]
        structured: CardPool = pool_from_fields(data, CardPool)
        pool_to_plain(structured)  # its text known, so the next state of its game reads fast
        return structured

    pool_from_fields = converter.gen_structure_attrs_fromdict(CardPool)
    converter.register_unstructure_hook(CardPool, pool_to_plain)
    converter.register_structure_hook(CardPool, pool_from_plain)
    converter.register_structure_hook(CardDef, card_from_memo)
    converter.register_unstructure_hook(
        CardInstance,
        make_dict_unstructure_fn(CardInstance, converter, _cattrs_omit_if_default=True),
    )
    converter.register_structure_hook(CardInstance, _structure_instance)
    converter.register_structure_hook_func(_is_zone, _structure_ids)
    converter.register_structure_hook_func(_is_instances, _structure_instances)


_CACHE_LIMIT = 20_000
_POOL_CACHE_LIMIT = 64
_POOL_PLAIN: dict[int, tuple[CardPool, list[dict[str, Any]], str]] = {}
"""Plain forms and JSON texts of card pools seen, by object identity (a pool is immutable)."""
_CARD_MEMO: dict[str, tuple[dict[str, Any], CardDef]] = {}
"""By card key: a plain form and the definition it stands for. Equal data, same object."""


_READING: Final = threading.local()
"""While :func:`from_json` reads a text with known pools cut out: ``pools``, each pool by the
marker string that stands in its place."""


def _marked_pool(data: object) -> CardPool | None:
    """The pool a marker stands for, where :func:`from_json` left a pool's text unparsed."""
    if type(data) is not str:
        return None
    pools: dict[str, CardPool] | None = getattr(_READING, "pools", None)
    return None if pools is None else pools.get(data)


class _PoolText:
    """A card pool in a plain form bound for :func:`to_json`: its JSON text, spliced in."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


def _copy_plain(data: dict[str, Any]) -> dict[str, Any]:
    """A copy of a card's plain form, deep enough that changing it changes no cache."""
    return {key: list(value) if type(value) is list else value for key, value in data.items()}


_INSTANCE_KEYS = frozenset(
    {
        "id",
        "key",
        "owner",
        "identity",
        "face_down",
        "equipped_to",
        "held_by",
        "change",
        "decrease",
        "captured",
        "converted",
        "meek",
        "gained",
    }
)
_BARE_KEYS: Final = frozenset({"id", "key", "owner"})
"""The fields of a card instance with no record but its own: every other is its default."""
_NO_CHANGE: Final = (0, 0)


def _exactly(data: object, kind: type[Any]) -> object:
    """*data* if it is of *kind* as JSON gives it: no 1.5, "5" or true read as the number 1.

    cattrs would convert such values; a saved state that holds them was not written by
    :func:`to_json`, and reading them as something else would hide what is wrong.
    """
    if type(data) is not kind:
        raise TypeError(f"expected {_KIND_WORDS[kind]}, not {data!r}")
    return data


_KIND_WORDS: Final = {int: "an integer", bool: "true or false", str: "text"}


def _structure_instance(data: object, _: type[Any]) -> CardInstance:
    """A card instance from plain data (hand-written: a state holds a hundred of them)."""
    if not isinstance(data, dict):
        raise TypeError(f"a card instance is an object, not {data!r}")
    if data.keys() == _BARE_KEYS:  # most cards of a game: in no play, so no record to read
        card_id, key, owner = data["id"], data["key"], data["owner"]
        if type(card_id) is int and type(owner) is int and type(key) is str:
            return bare_instance(InstanceId(card_id), key, PlayerId(owner))
    extra = data.keys() - _INSTANCE_KEYS
    if extra:
        raise ValueError(f"unknown field(s) {sorted(extra)} in card instance {data!r}")
    card_id, key, owner = data.get("id"), data.get("key"), data.get("owner")
    identity, face_down = data.get("identity"), data.get("face_down", False)
    equipped_to, held_by = data.get("equipped_to"), data.get("held_by")
    change = _pair(data, "change") if "change" in data else _NO_CHANGE
    decrease = _pair(data, "decrease") if "decrease" in data else _NO_CHANGE
    captured = data.get("captured")
    converted = data.get("converted")
    if converted is not None and not isinstance(converted, list):
        raise TypeError(f"converted must be a list of brigades: {data!r}")
    if type(card_id) is not int or type(owner) is not int or not isinstance(key, str):
        raise TypeError(f"a card instance needs an integer id and owner and a key: {data!r}")
    gained = data.get("gained", [])
    if not isinstance(gained, list):
        raise TypeError(f"gained must be a list of brigades: {data!r}")
    meek = data.get("meek", False)
    if type(face_down) is not bool or type(meek) is not bool:
        raise TypeError(f"face_down and meek must be true or false: {data!r}")
    for link in (equipped_to, held_by):
        if link is not None and type(link) is not int:
            raise TypeError(f"equipped_to and held_by must be card ids: {data!r}")
    return CardInstance(
        InstanceId(card_id),
        key,
        PlayerId(owner),
        None if identity is None else CardType(identity),
        face_down,
        None if equipped_to is None else InstanceId(equipped_to),
        None if held_by is None else InstanceId(held_by),
        change,
        decrease,
        None if captured is None else CardType(captured),
        None if converted is None else tuple(Brigade(b) for b in converted),
        meek,
        gained=tuple(Brigade(b) for b in gained),
    )


def _pair(data: dict[str, Any], name: str) -> tuple[int, int]:
    """A strength and toughness pair of a card instance's plain form (0/0 when left out)."""
    value = data.get(name, [0, 0])
    if (
        not isinstance(value, (list, tuple))
        or len(value) != 2
        or any(type(number) is not int for number in value)
    ):
        raise TypeError(f"{name} must be two integers, strength and toughness: {data!r}")
    return value[0], value[1]


def _is_zone(cls: object) -> bool:
    return cls == tuple[InstanceId, ...]


def _is_instances(cls: object) -> bool:
    return cls == tuple[CardInstance, ...]


def _structure_instances(data: object, _: type[Any]) -> tuple[CardInstance, ...]:
    if not isinstance(data, (list, tuple)):
        raise TypeError(f"the cards of a game are a list, not {data!r}")
    return tuple(_structure_instance(item, CardInstance) for item in data)


def _structure_ids(data: object, _: type[Any]) -> tuple[InstanceId, ...]:
    """A zone: a list of card ids."""
    if not isinstance(data, (list, tuple)) or not all(type(item) is int for item in data):
        raise TypeError(f"a zone is a list of card ids, not {data!r}")
    return tuple(data)


def _structure_stat(data: object, _: type[Any]) -> Stat:
    if isinstance(data, int) and not isinstance(data, bool):
        return Stat(data)
    if not isinstance(data, str):
        raise TypeError(f"a printed number is text such as '4' or 'X', not {data!r}")
    return Stat.parse(data)


@functools.cache
def get_converter() -> cattrs.Converter:
    """The shared converter (built once, and again when a configuration is registered)."""
    return make_converter()


@functools.cache
def _json_converter() -> cattrs.Converter:
    return make_converter(for_json_text=True)


def kind_of(cls: type[Any]) -> str:
    """The ``kind`` tag a record class declares as a ClassVar."""
    kind: str = getattr(cls, "kind")  # noqa: B009 - a ClassVar read off the class
    return kind


def tag_union(
    converter: cattrs.Converter,
    classes: Sequence[type[Any]],
    *,
    name: str,
    tag_name: str = "kind",
    tag_of: Callable[[type[Any]], str] = kind_of,
) -> None:
    """Make the union of *classes* (called *name*) a tagged union keyed by ``tag_name``.

    Each member is then saved with its tag even when given on its own, so
    ``from_json(to_json(member), Union)`` finds the right class.
    """
    if len(classes) < 2:
        return
    union: Any = classes[0]
    for cls in classes[1:]:
        union = union | cls
    configure_tagged_union(union, converter, tag_generator=tag_of, tag_name=tag_name)
    _UNION_NAMES[union] = name
    _UNION_TAGS[union] = (tag_name, frozenset(tag_of(cls) for cls in classes))
    for cls in classes:
        _UNION_OF[cls] = union


def unstructure(obj: object) -> Any:  # noqa: ANN401 - plain data of any shape
    """The plain-data form of a record: dicts, lists, strings, numbers, booleans, None."""
    return _plain(get_converter(), obj)


def _plain(converter: cattrs.Converter, obj: object) -> Any:  # noqa: ANN401 - plain data
    """*obj* as plain data, each member of a tagged union with its tag.

    A record's fields say which union they hold; a bare list, tuple, set or dict does not, so
    its items are unstructured one by one, each as the union its class belongs to.
    """
    kind = type(obj)
    if isinstance(obj, (list, tuple, set, frozenset)) and kind in _CONTAINERS:
        return [_plain(converter, item) for item in obj]
    if isinstance(obj, dict) and kind is dict:
        return {converter.unstructure(key): _plain(converter, value) for key, value in obj.items()}
    return converter.unstructure(obj, unstructure_as=_UNION_OF.get(kind, kind))


_CONTAINERS: Final = (list, tuple, set, frozenset)


def structure(data: object, cls: type[T]) -> T:
    """Build a *cls* record from plain data.

    Raises:
        StateError: the data does not describe a valid *cls*; one line per problem.
    """
    converter = get_converter()  # built first: building it registers the tagged unions
    shape = _shape_problem(data, cls)
    if shape is not None:
        raise StateError(_name(cls), [shape])
    try:
        result = converter.structure(data, cls)
    except (cattrs.ClassValidationError, cattrs.IterableValidationError) as exc:
        lines = cattrs.transform_error(exc, format_exception=_format_exception)
        raise StateError(_name(cls), lines) from exc
    except RecursionError as exc:
        raise StateError(_name(cls), ["nested too deeply"]) from exc
    except KeyError as exc:  # a tagged union's tag missing or unknown
        key = exc.args[0] if exc.args else None
        raise StateError(_name(cls), [f"a missing field or an unknown kind: {key!r}"]) from exc
    except (
        cattrs.BaseValidationError,
        ValueError,
        TypeError,
        AttributeError,
        IndexError,
        OverflowError,
    ) as exc:
        raise StateError(_name(cls), [str(exc) or type(exc).__name__]) from exc
    if isinstance(result, GameState):
        problems = result.problems()
        if problems:
            raise StateError(_name(cls), problems)
    return result


def to_json(obj: object) -> str:
    """The JSON text of a record.

    A card pool's JSON is written once per pool and spliced in where the pool stands. The
    splice marks are strings no text of the record holds (a mark the record's own strings
    happen to spell is changed until none does), so no string is ever taken for one.
    """
    plain = _plain(_json_converter(), obj)
    pools: list[str] = []
    nonce = 0

    def mark(value: object) -> str:
        if not isinstance(value, _PoolText):
            raise TypeError(f"{type(value).__name__} has no JSON form")
        pools.append(value.text)
        return f"\x00card pool {nonce}:{len(pools) - 1}\x00"

    while True:
        pools.clear()
        text = json.dumps(plain, ensure_ascii=False, default=mark)
        if not pools:
            return text
        marks = re.compile(rf'"\\u0000card pool {nonce}:(\d+)\\u0000"')
        if len(marks.findall(text)) == len(pools):  # every mark found is one made here
            return marks.sub(lambda match: pools[int(match[1])], text)
        nonce += 1


def from_json(text: str, cls: type[T]) -> T:
    """Read a *cls* record from JSON text.

    A game state's text is mostly its card pool, the same for every state of a game. The
    text of a pool this process wrote or read before is recognised where it stands and not
    parsed again: a marker no text can spell takes its place, and reads back as that pool.
    Should the text prove invalid, it is read again in full, so the error names what it
    holds.

    Raises:
        StateError: the text is not JSON, or does not describe a valid *cls*.
    """
    spliced = _cut_known_pools(text)
    if spliced is not None:
        _READING.pools = spliced[1]
        try:
            return structure(_loads(spliced[0], cls), cls)
        except StateError:
            pass
        finally:
            _READING.pools = None
    return structure(_loads(text, cls), cls)


def _cut_known_pools(text: str) -> tuple[str, dict[str, CardPool]] | None:
    """*text* with the recent pools' texts in it replaced by markers, and the pools by marker."""
    pools: dict[str, CardPool] = {}
    recent = list(_POOL_PLAIN.values())
    for pool, _, pool_text in recent[:-5:-1]:
        if pool_text in text:
            marker = f"\x00card pool {secrets.token_hex(16)}\x00"
            text = text.replace(pool_text, json.dumps(marker))
            pools[marker] = pool
    return (text, pools) if pools else None


def _loads(text: str, cls: type[Any]) -> Any:  # noqa: ANN401 - plain data of any shape
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise StateError(_name(cls), [f"not JSON: {exc}"]) from exc
    except RecursionError as exc:
        raise StateError(_name(cls), ["not JSON this library reads: nested too deeply"]) from exc


def _format_exception(exc: BaseException, cls: type[Any] | None) -> str:
    """The converter's words for a failure, with what the record's own checks said."""
    text = cattrs.v.format_exception(exc, cls)
    detail = str(exc) if isinstance(exc, (ValueError, TypeError)) else ""
    if detail and detail not in text:
        return f"{text}: {detail}"
    return text


def _shape_problem(data: object, cls: object) -> str | None:
    """Why *data* cannot be a *cls* at all (not an object, or a tag no member has), or None."""
    tags = _UNION_TAGS.get(cls)
    if not (attrs.has(cls) or tags is not None):  # type: ignore[arg-type] # any class or union
        return None
    if not isinstance(data, dict):
        return f"{_name(cls)} is an object, not {_shown(data)}"
    if tags is None:
        return None
    tag_name, known = tags
    tag = data.get(tag_name)
    if isinstance(tag, str) and tag in known:
        return None
    listed = ", ".join(repr(name) for name in sorted(known))
    if tag_name not in data:
        return f"{_name(cls)} needs a {tag_name!r} field: one of {listed}"
    return f"no {_name(cls)} has the {tag_name} {tag!r}; known: {listed}"


def _shown(data: object) -> str:
    """A short description of plain data, for messages."""
    kind = {list: "a list", str: "a string", bool: "a boolean", type(None): "null"}.get(
        type(data), "a number" if isinstance(data, (int, float)) else type(data).__name__
    )
    text = repr(data)
    return f"{kind} ({text[:40]}...)" if len(text) > 40 else f"{kind} ({text})"


def _name(cls: object) -> str:
    if cls in _UNION_NAMES:
        return _UNION_NAMES[cls]
    return getattr(cls, "__name__", repr(cls))
