"""The game protocol shared by every pointyrules game.

Learned from OpenSpiel's ``State`` and boardgame.io: a state lists its legal actions,
``apply`` validates before it changes anything, chance is drawn from a seeded
generator that travels with the state (so a JSON round trip restores it exactly), and
every change is written to a readable event log. Standard library only, so the same
code runs in a browser-side Python.
"""

from __future__ import annotations

import json
import random
import sys
import time
from collections.abc import Hashable, Sequence
from fractions import Fraction
from typing import Any, NamedTuple, Protocol

# ``current_player`` at a chance node (OpenSpiel's convention): the next action is an
# outcome drawn with known probabilities (a roll of dice), not a player's choice.
CHANCE = -1


class RulesError(ValueError):
    """Base class for every error a game raises about its rules or setup."""


class IllegalAction(RulesError):
    """An action the rules do not allow now; the state is left unchanged.

    A refusal is data: its ``kind`` and ``data`` (the seats, cards, dice the reason
    names), the ruling that decides it (``rule``) and the moves allowed instead. The
    sentence is the words layer's (``str()`` is plain English; a table says it in its
    player's voice with ``words.of(err.package).say(err.kind, err.data, voice)``)."""

    def __init__(self, kind: str, rule: str = "", allowed: Sequence[Any] = (),
                 **data: Any):
        super().__init__(kind)
        self.kind, self.rule, self.allowed, self.data = kind, rule, tuple(allowed), data
        self.package = ""  # the game's package (where its words are): set by the state

    def sentence(self, voice: Any = None) -> str:
        """Why, in words (``voice``: a ``words.Voice``; plain English by default)."""
        from . import words
        said = words.of(self.package or words.__package__)
        return said.say(self.kind, self.data, voice or words.PLAIN)

    def __str__(self) -> str:
        return self.sentence()


class SetupError(RulesError):
    """A malformed setup, saved state or out-of-range parameter; ``field`` names the
    setting or saved field at fault and ``rule`` the ruling it breaks, where known."""

    def __init__(self, message: str, field: str = "", rule: str = ""):
        super().__init__(message)
        self.field, self.rule = field, rule


def action_type(cls: type) -> type:
    """Class decorator for a game's action types (``NamedTuple`` classes).

    A named tuple compares equal to any tuple with the same items, so a card and a
    colour choice with the same fields (``Card('S', 1) == Take('S', 1)``), or a plain
    tuple, would pass for one another in ``action in state.legal_actions()``. Actions
    decorated here equal only actions of the very same type; hashing, ordering and
    unpacking stay those of a tuple.
    """

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        return not (type(other) is type(self) and tuple.__eq__(self, other))

    cls.__eq__ = __eq__
    cls.__ne__ = __ne__
    cls.__hash__ = tuple.__hash__
    return cls


def word_action(name: str, word: str) -> type:
    """An action that is only a word (roll, stop, hold, pass): a one-field action type
    (see ``action_type``) whose ``str`` is the word, defined in the caller's module."""
    class Word(NamedTuple):
        kind: str = word

        def __str__(self) -> str:
            return word

    Word.__name__ = Word.__qualname__ = name
    Word.__module__ = sys._getframe(1).f_globals["__name__"]  # pickles and copies find it
    return action_type(Word)


def wrong_type(action: object, types: type | tuple[type, ...], rule: str,
               allowed: Sequence[Any] = (), now: dict | None = None) -> IllegalAction:
    """The refusal of an action whose type is not one of ``types`` (a look-alike tuple,
    text, or an action of another phase or game): it names the type that came, the
    types expected and (``now``, a phrase: ``{"kind": ..., **data}``) what the player to
    move does. Callers test ``type(action)`` first, so a legal move pays for nothing."""
    types = types if isinstance(types, tuple) else (types,)
    return IllegalAction("wrong_type", rule, allowed, got=type(action).__name__,
                         expected=[t.__name__ for t in types], now=now or {"kind": "not_legal"})


def index_of(items: list, item: object) -> int:
    """The position of ``item`` in ``items``: by identity first (a move is usually the
    very object ``legal_actions`` listed), else by equality; -1 if absent."""
    for i, x in enumerate(items):
        if x is item:
            return i
    try:
        return items.index(item)
    except ValueError:
        return -1


class Rng:
    """A seeded random generator whose exact state survives a JSON round trip.

    ``Rng(other_rng)`` is the same generator under a second name (an engine's
    ``new_game(seed=rng)`` then draws from a generator the caller made: a table's secret
    one). ``steer`` fixes some places of the next shuffles (a shared link's deal: the
    cards the player saw), the rest still uniformly random.
    """

    def __init__(self, seed: int | Rng | None = None):
        if isinstance(seed, Rng):
            self.seed, self._random, self._steer = seed.seed, seed._random, seed._steer
            return
        if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
            raise SetupError(f"seed must be an integer or None, got {seed!r}")
        self.seed = seed
        self._random = random.Random(seed)
        self._steer: list[list] = []  # patterns for the next shuffles (see ``steer``)

    def steer(self, *patterns: Sequence[Any]) -> None:
        """The next ``len(patterns)`` shuffles follow these patterns, one each: a list as
        long as the items, holding an item where its place is fixed and None elsewhere;
        the free places get the other items in a uniformly random order. No patterns:
        forget any not yet used."""
        self._steer[:] = [list(p) for p in patterns]

    def shuffled(self, items: Sequence[Any]) -> list[Any]:
        """A new list with the items in a uniformly random order (or as steered)."""
        out = list(items)
        if self._steer:
            return self._steered(out, self._steer.pop(0))
        self._random.shuffle(out)
        return out

    def _steered(self, items: list, pattern: list) -> list:
        rest = list(items)
        for fixed in pattern:
            if fixed is not None:
                k = index_of(rest, fixed)
                if k < 0 or len(pattern) != len(items):
                    raise SetupError(f"a steered shuffle does not fit its items: {fixed!r}")
                del rest[k]
        self._random.shuffle(rest)
        return [rest.pop() if fixed is None else items[index_of(items, fixed)]
                for fixed in pattern]

    def choice(self, items: Sequence[Any]) -> Any:
        return items[self._random.randrange(len(items))]

    def randrange(self, n: int) -> int:
        return self._random.randrange(n)

    def to_json(self) -> dict:
        version, internal, gauss = self._random.getstate()
        return {"seed": self.seed, "state": [version, list(internal), gauss]}

    @classmethod
    def from_json(cls, data: Any) -> Rng:
        """The generator a saved state holds; anything else is a ``SetupError``."""
        try:
            seed = data["seed"]
            version, internal, gauss = data["state"]
            assert type(seed) is int or seed is None
            assert type(internal) is list and all(type(x) is int for x in internal)
            assert gauss is None or type(gauss) is float
            rng = cls(seed)
            rng._random.setstate((version, tuple(internal), gauss))
        except (KeyError, TypeError, ValueError, AssertionError, OverflowError):
            raise SetupError("rng must be a saved random generator (seed and state)",
                             field="rng") from None
        return rng

    def copy(self) -> Rng:
        """An independent generator in the very same state (a search's copy)."""
        new = Rng.__new__(Rng)
        new.seed, new._random = self.seed, random.Random()
        new._random.setstate(self._random.getstate())
        new._steer = [list(p) for p in self._steer]
        return new

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and self.to_json() == other.to_json()


class Option(NamedTuple):
    """One of a game's options, declared once (in ``<game>/about.py``): the keyword of
    its ``new_game``, the values the rules allow and their default, and how the table
    offers it: the value its chapter's table starts with (``table``, the default if
    None) and the values its toolbar menu lists (``menu``; none: no menu). The menu's
    words are the game's (``option_<name>``, ``option_<name>_<value>``). ``adapters``:
    the research adapters take it too (by these values)."""

    name: str
    values: tuple
    default: Any
    table: Any = None
    menu: tuple = ()
    adapters: bool = True
    rule: str = ""

    @property
    def start(self) -> Any:
        """The value a table starts with."""
        return self.default if self.table is None else self.table


class Event(NamedTuple):
    """One entry of a game's history: what happened (``kind``) and its data (seats,
    cards, dice as values). ``str()`` is the sentence in plain English; a table says it
    in its player's voice through the game's words (``words.of(package)``)."""

    kind: str
    data: dict = {}
    package: str = ""  # the game's package, where its words live

    def sentence(self, voice: Any = None) -> str:
        from . import words
        return words.of(self.package).say(self.kind, self.data, voice or words.PLAIN)

    def __str__(self) -> str:
        return self.sentence()

    def to_json(self) -> dict:
        return {"kind": self.kind, "data": self.data}

    @classmethod
    def from_json(cls, data: dict, package: str = "") -> Event:
        return cls(data["kind"], data["data"], package)


def _read_log(raw: Any, package: str) -> list[Event]:
    """A saved history: each event a known kind whose sentence the words can say."""
    from . import words
    said = words.of(package)
    if not isinstance(raw, list):
        raise SetupError("log must be a list of events", field="log")
    out = []
    for i, e in enumerate(raw):
        try:
            event = Event(e["kind"], e["data"], package)
            assert isinstance(event.kind, str) and isinstance(event.data, dict) and len(e) == 2
            said.say(event.kind, event.data, words.PLAIN)
        except Exception:  # noqa: BLE001 - any failure to say it is a malformed event
            raise SetupError(f"log[{i}] must be an event the game's words can say",
                             field="log") from None
        out.append(event)
    return out


def words_package(cls: type) -> str:
    """The package of a game's state class, where its ``words.py`` lives."""
    return cls.__module__.rpartition(".")[0]


class GameState:
    """The protocol every game state follows.

    Subclasses implement ``legal_actions``, ``_check`` (raise ``IllegalAction`` if an
    action is not allowed now), ``_apply`` (change the state; only ever called after
    ``_check`` passed), ``current_player``, ``is_over``, ``scores``, ``winners``,
    ``view`` and the JSON pair ``_to_dict`` / ``_from_dict``.
    """

    game_name = "game"
    log: list[Event]
    rng: Rng

    # --- the protocol -------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        raise NotImplementedError

    @property
    def is_over(self) -> bool:
        # Each game keeps ``_over`` up to date as it applies actions (a flag, not a
        # recomputation, because bots and searches ask at every step).
        return self._over

    def legal_actions(self) -> list[Hashable]:
        raise NotImplementedError

    def chance_outcomes(self) -> list[tuple[Any, Fraction]]:
        """At a chance node: every outcome with its exact probability (summing to 1)."""
        return []

    def sample_chance(self) -> Any:
        """At a chance node: one outcome drawn from the state's own seeded generator."""
        raise NotImplementedError

    def apply(self, action: Any) -> GameState:
        """Validate ``action`` and carry it out; an illegal action changes nothing."""
        action = self._validated(action)
        self._apply(action)
        return self

    def refusal(self, action: Any) -> IllegalAction | None:
        """Why ``action`` would be refused now (the engine's own check), or None if it
        is legal. Nothing changes: for moves too many to list, such as a coin's spot."""
        try:
            self._validated(action)
        except IllegalAction as err:
            return err
        return None

    def _validated(self, action: Any) -> Any:
        try:
            if self.is_over:
                raise IllegalAction("game_over", "end")
            return self._check(action)
        except IllegalAction as err:
            err.package = err.package or words_package(type(self))
            raise

    def refuse(self, kind: str, rule: str = "", allowed: Sequence[Any] = (),
               **data: Any) -> IllegalAction:
        """A refusal of this game (to raise): its kind, ruling, allowed moves and data."""
        err = IllegalAction(kind, rule, allowed, **data)
        err.package = words_package(type(self))
        return err

    def scores(self) -> list[int]:
        raise NotImplementedError

    def winners(self) -> list[int]:
        raise NotImplementedError

    def view(self, player: int) -> Any:
        raise NotImplementedError

    # --- the state, declared once -------------------------------------------------
    # ``FIELDS``: the state's fields in order, JSON name -> ``codec.Codec`` (read in that
    # order, so a bound may use a field read before it). JSON, ``clone`` and the checks
    # of a saved state come from it; ``_derive`` sets what follows from the fields (a
    # deck, a board), ``_validate`` checks what needs several of them. A field's
    # attribute is its JSON name (``over`` is kept as ``_over``).
    FIELDS: dict = {}
    ATTRS = {"over": "_over"}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        from .codec import Codec
        cls._copied = tuple((cls.ATTRS.get(k, k), c) for k, c in cls.FIELDS.items()
                            if type(c).copy is not Codec.copy)

    def clone(self) -> GameState:
        """A copy for a search: the fields copied as deep as their codecs say, the
        history list and the generator copied, anything else shared."""
        new = self.__class__.__new__(self.__class__)
        new.__dict__.update(self.__dict__)
        for attr, codec in self._copied:
            setattr(new, attr, codec.copy(getattr(self, attr)))
        new.log = list(self.log)
        new.rng = self.rng.copy()
        return new

    def _to_dict(self) -> dict:
        return {k: c.dump(getattr(self, self.ATTRS.get(k, k))) for k, c in self.FIELDS.items()}

    @classmethod
    def _from_dict(cls, data: dict) -> GameState:
        from .codec import load_fields
        values = load_fields(cls.FIELDS, data)
        state = cls.__new__(cls)
        for k, v in values.items():
            setattr(state, cls.ATTRS.get(k, k), v)
        state._derive()
        state._validate()
        return state

    def _derive(self) -> None:
        """Set what follows from the fields (after ``from_json``)."""

    def _validate(self) -> None:
        """Raise ``SetupError`` (naming the field and the rule) if the fields, each
        valid on its own, do not make a state the rules can reach."""

    # --- JSON ---------------------------------------------------------------------
    def to_json(self) -> str:
        data = self._to_dict()
        data["game"] = self.game_name
        data["rng"] = self.rng.to_json()
        data["log"] = [e.to_json() for e in self.log]
        return json.dumps(data, sort_keys=True)

    @classmethod
    def from_json(cls, text: str) -> GameState:
        """The state a ``to_json`` text holds. Anything malformed or tampered with (a
        card twice, a count or seat out of range, an unknown phase, an event the words
        cannot say) is a ``SetupError`` naming the field; nothing else is raised."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError, RecursionError):
            raise SetupError("a saved state must be JSON text", field="") from None
        if not isinstance(data, dict):
            raise SetupError("a saved state must be a JSON object", field="")
        if data.get("game") != cls.game_name:
            raise SetupError(f"this JSON holds a {data.get('game')!r} game, not "
                             f"{cls.game_name!r}", field="game")
        known = set(cls.FIELDS) | {"game", "rng", "log"}
        extra = sorted(k for k in data if k not in known)
        if extra:
            raise SetupError(f"a saved {cls.game_name} state has no field {extra[0]!r}",
                             field=extra[0])
        if "rng" not in data or "log" not in data:
            field = "rng" if "rng" not in data else "log"
            raise SetupError(f"the saved state has no {field}", field=field)
        state = cls._from_dict(data)
        state.rng = Rng.from_json(data["rng"])
        state.log = _read_log(data["log"], words_package(cls))
        return state

    def __eq__(self, other: object) -> bool:
        return type(self) is type(other) and self.to_json() == other.to_json()

    # --- for subclasses -----------------------------------------------------------
    def _check(self, action: Any) -> Any:
        raise NotImplementedError

    def _apply(self, action: Any) -> None:
        raise NotImplementedError

    def _record(self, kind: str, **data: Any) -> None:
        """Write what happened to the history: a kind and its data, no sentence (the
        game's words say it)."""
        self.log.append(Event(kind, data, words_package(type(self))))


# The thinking time a bot takes for one move unless told otherwise (issue 18: every bot
# answers in time; the tables pass theirs). ``budget_ms=None`` asks for the full,
# repeatable search instead: the chapters, the ladder and the tests that expect one
# particular move use that.
DEFAULT_BUDGET_MS = 200


class Deadline:
    """When a bot's thinking time runs out: ``budget_ms`` from now, or never (``None``).
    A search checks ``passed()`` between pieces of work and answers with its best so far,
    always finishing at least its first piece."""

    def __init__(self, budget_ms: float | None):
        if budget_ms is not None and not (isinstance(budget_ms, int | float) and budget_ms > 0):
            raise SetupError(f"a bot's time budget is a positive number of milliseconds, "
                             f"or None for no limit, not {budget_ms!r}")
        self.end = None if budget_ms is None else time.perf_counter() + budget_ms / 1000

    def passed(self) -> bool:
        return self.end is not None and time.perf_counter() >= self.end


class Estimate(NamedTuple):
    """A bot's reason for one legal move: its value, what that value measures (a win
    chance, expected points ...), and how many sampled worlds it rests on (0: exact;
    None: an estimate neither exact nor sampled, from a model or a rule of thumb)."""

    action: Any
    value: float | Fraction
    measure: str
    samples: int | None = 0


class Bot(Protocol):
    """Anything that picks an action for the player to move: ``choose(state)``; the
    searching bots also say why, ``explain(state)``: an ``Estimate`` per legal move,
    best first. A bot is made with ``seed``; one that searches for as long as it is
    given says so (``timed = True``) and takes ``budget_ms`` too (``make_bot``)."""

    name: str

    def choose(self, state: GameState) -> Any: ...


class RandomBot:
    """Picks uniformly among the legal actions, from its own seeded generator."""

    name = "random"

    def __init__(self, seed: int | None = None):
        self.rng = Rng(seed)

    def choose(self, state: GameState) -> Any:
        return self.rng.choice(state.legal_actions())


def make_bot(kind: type, seed: int | None = None,
             budget_ms: float | None = DEFAULT_BUDGET_MS) -> Bot:
    """A bot of ``kind`` with its seed, and its thinking time if it takes one (a bot
    whose ``timed`` is true searches until ``budget_ms`` is spent; one that never
    searches takes no time budget)."""
    if getattr(kind, "timed", False):
        return kind(seed=seed, budget_ms=budget_ms)
    return kind(seed=seed)


def play_until(state: GameState, bots: dict[int, Bot], stop_for: Sequence[int] = ()) -> GameState:
    """Let bots move until the game ends or a seat in ``stop_for`` is to move.

    Chance nodes (dice rolls) are resolved with the state's own seeded generator.
    """
    while not state.is_over and state.current_player not in stop_for:
        if state.current_player == CHANCE:
            state.apply(state.sample_chance())
        else:
            state.apply(bots[state.current_player].choose(state))
    return state
