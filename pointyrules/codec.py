"""A game state declared once: one codec per field, and JSON, copy and checks from it.

A game lists its state's fields once, in order, as ``FIELDS`` (JSON name -> codec), and
``core.GameState`` derives ``to_json``/``from_json``, ``clone`` and the checks a saved
state must pass from that list. A codec knows three things about one field: how it is
written as JSON (``dump``), how it is read back and checked (``load``: a malformed value
raises ``SetupError`` naming the field and the rule it breaks, never another exception)
and how it is copied for a search (``copy``: as deep as the value is mutable).

Bounds may depend on fields read earlier (a seat is below the number of players): a
bound is a number or a function of ``ctx``, the fields read so far by their JSON names.
Checks that need several fields (a card in two places, a trick too long for the
phase) are the game's ``_validate``. Standard library only, so it runs in the page.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Sequence
from typing import Any

from .core import SetupError

Bound = int | Callable[[dict], int] | None


def bad(path: str, what: str, raw: Any, rule: str = "") -> SetupError:
    """The refusal of a saved state's value: the field, what it must be, what it was."""
    shown = repr(raw)
    shown = shown if len(shown) <= 40 else shown[:37] + "..."
    tail = f" ({rule})" if rule else ""
    return SetupError(f"{path} must be {what}, got {shown}{tail}", field=path.split("[")[0]
                      .split(".")[0], rule=rule)


def _bound(b: Bound, ctx: dict) -> int | None:
    return b(ctx) if callable(b) else b


def is_int(x: Any) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def check_range(name: str, value: Any, lo: int | None = None, hi: int | None = None,
                rule: str = "") -> int:
    """A whole number from ``lo`` to ``hi`` (either may be open), or ``SetupError``."""
    if not is_int(value) or (lo is not None and value < lo) or (hi is not None and value > hi):
        span = ("a whole number" + (f" from {lo}" if lo is not None else "")
                + (f" to {hi}" if hi is not None else ""))
        if lo is not None and hi is not None and hi < lo:
            span = f"nothing (no whole number from {lo} to {hi})"
        raise bad(name, span, value, rule)
    return value


def check_seat(name: str, value: Any, players: int, optional: bool = False) -> int | None:
    """A seat of a game of ``players`` (0 .. players - 1), or None if ``optional``."""
    if optional and value is None:
        return None
    if not is_int(value) or not 0 <= value < players:
        raise bad(name, f"a seat 0..{players - 1}" + (" or None" if optional else ""), value)
    return value


def check_players(value: Any, players: tuple[int, int], game: str, rule: str = "") -> int:
    """The number of players of a game that takes ``players`` (fewest, most)."""
    lo, hi = players
    if not is_int(value) or not lo <= value <= hi:
        tail = f" ({rule})" if rule else ""
        raise SetupError(f"{game} is for {lo}-{hi} players{tail}, got {value!r}",
                         field="num_players", rule=rule)
    return value


class Codec:
    """One field's JSON form, its checks and its copy (the value itself if immutable)."""

    def dump(self, value: Any) -> Any:
        return value

    def load(self, raw: Any, path: str, ctx: dict) -> Any:
        raise NotImplementedError

    def copy(self, value: Any) -> Any:
        return value


def _flat(codec: Codec) -> bool:
    """Whether a value of ``codec`` is never changed in place (a copy may share it)."""
    return type(codec).copy is Codec.copy or isinstance(codec, Shared)


class Int(Codec):
    """A whole number from ``lo`` to ``hi`` (numbers or functions of ``ctx``)."""

    def __init__(self, lo: Bound = None, hi: Bound = None, rule: str = ""):
        self.lo, self.hi, self.rule = lo, hi, rule

    def load(self, raw, path, ctx):
        return check_range(path, raw, _bound(self.lo, ctx), _bound(self.hi, ctx), self.rule)


class Seat(Codec):
    """A seat of this game: 0 .. ctx[players] - 1 (None too if ``optional``)."""

    def __init__(self, players: str = "num_players", optional: bool = False):
        self.players, self.optional = players, optional

    def load(self, raw, path, ctx):
        return check_seat(path, raw, ctx[self.players], self.optional)


class Players(Codec):
    """The number of players, one of the game's ``players`` (fewest, most)."""

    def __init__(self, players: tuple[int, int], game: str, rule: str = ""):
        self.players, self.game, self.rule = players, game, rule

    def load(self, raw, path, ctx):
        return check_players(raw, self.players, self.game, self.rule)


class Bool(Codec):
    def load(self, raw, path, ctx):
        if not isinstance(raw, bool):
            raise bad(path, "true or false", raw)
        return raw


class Text(Codec):
    """A string, one of ``choices`` if given."""

    def __init__(self, choices: Sequence[str] | None = None, rule: str = ""):
        self.choices, self.rule = (None if choices is None else tuple(choices)), rule

    def load(self, raw, path, ctx):
        if not isinstance(raw, str) or (self.choices is not None and raw not in self.choices):
            what = "text" if self.choices is None else "one of " + ", ".join(self.choices)
            raise bad(path, what, raw, self.rule)
        return raw


class Enum(Codec):
    """A member of an ``enum.Enum`` (a game's phases), written as its value."""

    def __init__(self, kind: type[enum.Enum]):
        self.kind = kind
        self.values = {m.value: m for m in kind}

    def dump(self, value):
        return value.value

    def load(self, raw, path, ctx):
        try:
            return self.values[raw]
        except (KeyError, TypeError):
            raise bad(path, "one of " + ", ".join(map(str, self.values)), raw) from None


class Opt(Codec):
    """None, or a value of ``inner``."""

    def __init__(self, inner: Codec):
        self.inner = inner

    def dump(self, value):
        return None if value is None else self.inner.dump(value)

    def load(self, raw, path, ctx):
        return None if raw is None else self.inner.load(raw, path, ctx)

    def copy(self, value):
        return None if value is None else self.inner.copy(value)


def _length(path: str, raw: Any, lo: int | None, hi: int | None) -> None:
    if not isinstance(raw, list):
        raise bad(path, "a list", raw)
    if (lo is not None and len(raw) < lo) or (hi is not None and len(raw) > hi):
        what = (f"{lo}" if lo == hi else f"{lo or 0} to {hi}" if hi is not None
                else f"at least {lo}")
        raise bad(path, f"a list of {what} items", raw)


class List(Codec):
    """A list of ``item`` values; ``length`` (exact) or ``lo``/``hi`` bound its size, and
    ``per_seat=True`` means one item per player. ``frozen``: a tuple, copied as is."""

    def __init__(self, item: Codec, length: Bound = None, lo: Bound = None, hi: Bound = None,
                 per_seat: bool | str = False, frozen: bool = False):
        if per_seat:
            key = per_seat if isinstance(per_seat, str) else "num_players"
            length = lambda ctx: ctx[key]  # noqa: E731
        self.item, self.length, self.lo, self.hi, self.frozen = item, length, lo, hi, frozen
        self.flat = _flat(item)  # items immutable: a shallow copy will do

    def dump(self, value):
        return [self.item.dump(x) for x in value]

    def load(self, raw, path, ctx):
        n = _bound(self.length, ctx)
        _length(path, raw, n if n is not None else _bound(self.lo, ctx),
                n if n is not None else _bound(self.hi, ctx))
        out = [self.item.load(x, f"{path}[{i}]", ctx) for i, x in enumerate(raw)]
        return tuple(out) if self.frozen else out

    def copy(self, value):
        if self.frozen:
            return value
        return list(value) if self.flat else [self.item.copy(x) for x in value]


class SetOf(Codec):
    """A set, written as a sorted list; an item may appear once."""

    def __init__(self, item: Codec):
        self.item = item

    def dump(self, value):
        return sorted(self.item.dump(x) for x in value)

    def load(self, raw, path, ctx):
        _length(path, raw, None, None)
        items = [self.item.load(x, f"{path}[{i}]", ctx) for i, x in enumerate(raw)]
        if len(set(items)) != len(items):
            raise bad(path, "a list with no item twice", raw)
        return set(items)

    def copy(self, value):
        return set(value)


class Tuple(Codec):
    """A fixed sequence of values of different codecs, made into ``make`` (a
    ``NamedTuple`` class, or ``tuple``) and written as a list."""

    def __init__(self, *items: Codec, make: Callable = tuple):
        self.items, self.make = items, make
        self.flat = all(_flat(c) for c in items)

    def dump(self, value):
        return [c.dump(x) for c, x in zip(self.items, value, strict=True)]

    def load(self, raw, path, ctx):
        _length(path, raw, len(self.items), len(self.items))
        values = [c.load(x, f"{path}[{i}]", ctx) for i, (c, x)
                  in enumerate(zip(self.items, raw, strict=True))]
        return self.make(*values) if self.make is not tuple else tuple(values)

    def copy(self, value):
        if self.flat:
            return value
        values = [c.copy(x) for c, x in zip(self.items, value, strict=True)]
        return tuple(values) if self.make is tuple else self.make(*values)


class Record(Codec):
    """A ``NamedTuple`` or dataclass written as a JSON object with its fields' names."""

    def __init__(self, make: Callable, **fields: Codec):
        self.make, self.fields = make, fields
        self.flat = all(_flat(c) for c in fields.values())

    def dump(self, value):
        return {k: c.dump(getattr(value, k)) for k, c in self.fields.items()}

    def load(self, raw, path, ctx):
        if not isinstance(raw, dict) or set(raw) != set(self.fields):
            raise bad(path, "an object with the keys " + ", ".join(self.fields), raw)
        return self.make(**{k: c.load(raw[k], f"{path}.{k}", ctx)
                            for k, c in self.fields.items()})

    def copy(self, value):
        if self.flat:
            return value
        return self.make(**{k: c.copy(getattr(value, k)) for k, c in self.fields.items()})


class Map(Codec):
    """A dict; JSON keys are strings, so ``key`` turns them into values and back
    (``key_dump``/``key_load``, default ``str``/the key as text)."""

    def __init__(self, value: Codec, key_load: Callable[[str], Any] = str,
                 key_dump: Callable[[Any], str] = str, key_text: str = "a key"):
        self.value, self.key_load, self.key_dump, self.key_text = \
            value, key_load, key_dump, key_text
        self.flat = _flat(value)

    def dump(self, value):
        return {self.key_dump(k): self.value.dump(v) for k, v in value.items()}

    def load(self, raw, path, ctx):
        if not isinstance(raw, dict):
            raise bad(path, "an object", raw)
        out = {}
        for k, v in raw.items():
            try:
                key = self.key_load(k)
            except (ValueError, TypeError, KeyError, SetupError):
                raise bad(path, f"an object whose keys are {self.key_text}", k) from None
            out[key] = self.value.load(v, f"{path}.{k}", ctx)
        return out

    def copy(self, value):
        return dict(value) if self.flat else {k: self.value.copy(v) for k, v in value.items()}


class Shared(Codec):
    """``inner``'s JSON and checks for a value never changed in place (a tuple, a frozen
    record, a list always replaced whole): a copy for a search shares it, and a list of
    them is copied flat."""

    def __init__(self, inner: Codec):
        self.inner = inner

    def dump(self, value):
        return self.inner.dump(value)

    def load(self, raw, path, ctx):
        return self.inner.load(raw, path, ctx)


def kept(inner: Codec) -> Codec:
    """None or a value never changed in place (text, a number, a tuple, a record replaced
    whole): a copy for a search shares it."""
    return Shared(Opt(inner))


class CopyWith(Codec):
    """``inner``'s JSON and checks, copied by a plain function (``list``, ``dict``, a
    nested list copy): a search clones the state constantly, and the function is
    called with no codec around it."""

    def __init__(self, inner: Codec, copy: Callable[[Any], Any]):
        self.dump, self.load, self.copy = inner.dump, inner.load, copy

    def copy(self, value):  # (set per instance in __init__; declares a copy to core)
        raise NotImplementedError


class Custom(Codec):
    """A field with its own functions: ``load(raw, path, ctx)`` raises ``SetupError``."""

    def __init__(self, dump: Callable, load: Callable, copy: Callable | None = None):
        self._dump, self._load, self._copy = dump, load, copy

    def dump(self, value):
        return self._dump(value)

    def load(self, raw, path, ctx):
        return self._load(raw, path, ctx)

    def copy(self, value):
        return value if self._copy is None else self._copy(value)


def load_fields(fields: dict[str, Codec], data: Any, where: str = "state") -> dict:
    """Read and check every declared field of ``data`` (a JSON object), in order; an
    unknown or missing field is refused by name."""
    if not isinstance(data, dict):
        raise SetupError(f"a saved {where} must be a JSON object, not {type(data).__name__}",
                         field="")
    missing = [k for k in fields if k not in data]
    if missing:
        raise SetupError(f"the saved {where} has no {missing[0]}", field=missing[0])
    ctx: dict = {}
    for name, codec in fields.items():
        ctx[name] = codec.load(data[name], name, ctx)
    return ctx
