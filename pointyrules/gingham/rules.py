"""Gingham: ants on a picnic cloth link and surround sweets (rulings GI-1..GI-18).

Each round every player moves each of their two queens once to a row along one side
of the cloth and puts an ant in that row. Ants of one colour that link two sweets of a
type score the length of the link, and one stack moves onto the other; a stack
surrounded by one colour can be captured with that player's token; ants landing beside
sugar take a cube, which pays for abilities. Standard library only.

A turn is a short series of actions by the player to move: ``Queen`` (the row), then
``Ant`` / ``Lift`` + ``Drop`` / ``Skip``, then the landed ant's effects in the active
player's order (``Connect``, ``Capture``, ``Sugar``, ``Done``; GI-17), then ``Return`` for
an ant pushed out (the cell chosen by its owner, the effects again resolved by the active
player). A forced Skip, Sugar or Done (the only legal action) is carried out at once.
The game ends at the end of a round under GI-12, or at the round limit (GI-15).

This module is the engine: the ``Gingham`` state, its setup and saved-state checks and
its rules. The action types are in ``actions.py`` and the connection queries (groups of
ants, links, path lengths, surrounded stacks) in ``graph.py``; both are re-exported
here, so ``from pointyrules.gingham.rules import Ant`` keeps working.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum

from .. import codec
from ..core import Event, GameState, IllegalAction, Rng, SetupError, wrong_type
from . import graph
from .actions import (
    ACTION_TYPES,
    Ant,
    Capture,
    Connect,
    Done,
    Drop,
    Lift,
    Point,
    Queen,
    Return,
    Skip,
    Sugar,
)
from .board import SIDES, Board, Row, board, size_for

MIN_PLAYERS, MAX_PLAYERS = 2, 4
SWEETS = ("cookie", "cherry", "cupcake", "pie", "lollipop")
SWEET_LETTERS = {"cookie": "K", "cherry": "C", "cupcake": "U", "pie": "P", "lollipop": "L"}
ANTS_EACH = 26  # source: 26 ants and 2 queens per player
QUEENS_EACH = 2
# GI-11: the five abilities; GI-4: slot costs from the top of the ability board down.
ABILITIES = ("own_row", "opp_row", "stitch", "boost", "move")  # their names: words.py
SLOT_COSTS = (3, 2, 2, 1, 1)
MAX_QUEENS_PER_ROW = 2  # GI-11
MAX_ROUNDS = 80  # GI-15: the default round limit, an engine safeguard (None: no limit)
ROUND_LIMIT = "round_limit"  # GI-15: the kind of the end reason when the limit ends the game


def sweet_types(num_players: int) -> tuple[str, ...]:
    """GI-1: four types with 3-4 players; the lollipop joins them with 2."""
    return SWEETS if num_players == 2 else SWEETS[:4]


def sweets_for(num_players: int) -> list[str]:
    """GI-1: nine of each of four types (36), or five of each of five types (25)."""
    each = 5 if num_players == 2 else 9
    return [t for t in sweet_types(num_players) for _ in range(each)]


def end_threshold(num_players: int) -> int:
    """GI-12: a round ends the game when someone has 40 points (2-3p) or 32 (4p)."""
    return 32 if num_players == 4 else 40


class Phase(StrEnum):
    """Where a turn is: a queen to move (GI-5, GI-6), an ant to place or a move to begin
    (GI-7, GI-11), the moved ant's new cell, the landed ant's effects (GI-8, GI-17), a
    pushed-out ant to put back (GI-7), or the game over (GI-12, GI-15)."""

    QUEEN = "queen"
    ANT = "ant"
    DROP = "drop"
    EFFECTS = "effects"
    RETURN = "return"
    OVER = "over"


# The ruling that decides what may be done in each phase (named in a refusal).
PHASE_RULES = {Phase.QUEEN: "GI-5/GI-6", Phase.ANT: "GI-7", Phase.DROP: "GI-11/GI-18",
               Phase.EFFECTS: "GI-8/GI-17", Phase.RETURN: "GI-7", Phase.OVER: "GI-12"}




def final_bonus(num_players: int, stacks: Mapping[Point, Sequence[str]],
                tokens: Mapping[Point, int], cubes: Sequence[int]) -> list[dict]:
    """GI-12's final scoring, per seat: held stacks (sweets + own token), tallest-stack
    bonuses (5 per type to every holder of a tallest held stack), sugar cubes."""
    out = [{"stacks": 0, "tallest": 0, "sugar": cubes[s], "types": []}
           for s in range(num_players)]
    tallest: dict[str, int] = {}
    for p, seat in tokens.items():
        height = len(stacks[p])
        out[seat]["stacks"] += height + 1
        kind = stacks[p][0]
        tallest[kind] = max(tallest.get(kind, 0), height)
    # In the sweets' own order, not the tokens' order (which a JSON round trip changes),
    # so a restored game scores with the same list of types.
    for kind, height in sorted(tallest.items(), key=lambda item: SWEETS.index(item[0])):
        holders = {seat for p, seat in tokens.items()
                   if stacks[p][0] == kind and len(stacks[p]) == height}
        for seat in sorted(holders):
            out[seat]["tallest"] += 5
            out[seat]["types"].append(kind)
    for row in out:
        row["total"] = row["stacks"] + row["tallest"] + row["sugar"]
    return out


def parse_ants(text: str, n: int) -> dict[str, int]:
    """A picture of the ants, top line first: '.' empty, a digit is a seat."""
    lines = [ln.split() for ln in text.strip().splitlines()]
    if len(lines) != n or any(len(ln) != n for ln in lines):
        raise SetupError(f"an ant picture needs {n} lines of {n} marks ('.' or a seat)",
                         field="ants", rule="GI-1")
    b = board(n)
    out = {}
    for row, marks in enumerate(lines):
        y = n - 1 - row
        for x, mark in enumerate(marks):
            if mark != ".":
                if not mark.isdigit():
                    raise SetupError(f"{mark!r} in the ant picture is not '.' or a seat",
                                     field="ants", rule="GI-1")
                out[b.names[y * n + x]] = int(mark)
    return out


# --- the saved state's fields (see Gingham.FIELDS) ---------------------------------------
def _board_of(ctx: dict) -> Board:
    return board(size_for(ctx["num_players"]))


def _cells(ctx: dict) -> int:
    return size_for(ctx["num_players"]) ** 2


def _point_key(p: Point) -> str:
    return f"{p[0]},{p[1]}"


def _read_point(key: str) -> Point:
    x, y = key.split(",")
    p = (int(x), int(y))
    if _point_key(p) != key:  # one spelling per point: "2,4", not "02,4" or " 2,4"
        raise ValueError  # (codec.Map refuses the key by name)
    return p


@dataclass(frozen=True)
class _AtPoints(codec.Map):
    """A dict keyed by the board's sweet intersections (GI-1), each written "x,y", of
    numbers (a stack's list is copied by its field's ``CopyWith``). (Codecs are classes
    with no code that runs at import: mutmut forks after the import, so only code run by
    the tests can be told from its mutants.)"""

    value: codec.Codec
    key_text = 'sweet intersections "x,y" (both even, GI-1)'
    key_load = staticmethod(_read_point)
    key_dump = staticmethod(_point_key)

    def load(self, raw, path, ctx):
        out = super().load(raw, path, ctx)
        points = _board_of(ctx).cells_of
        for p in out:
            if p not in points:
                raise codec.bad(path, f"an object whose keys are {self.key_text}",
                                _point_key(p), "GI-1")
        return out

    def copy(self, value):
        return dict(value)


class _Stack(codec.Codec):
    """GI-1: a stack, bottom first: one or more sweets of one type of this game's."""

    def load(self, raw, path, ctx):
        types = sweet_types(ctx["num_players"])
        if not isinstance(raw, list) or not raw or raw[0] not in types \
                or any(t != raw[0] for t in raw):
            raise codec.bad(path, "one or more sweets of one type of " + ", ".join(types),
                            raw, "GI-1")
        return list(raw)


class _Row(codec.Codec):
    """A queen row of this board by its name, "S3" (GI-2)."""

    def dump(self, value):
        return str(value)

    def load(self, raw, path, ctx):
        try:  # (any value is read as text, so anything else is a ValueError)
            row = _board_of(ctx).row(raw)
            if str(row) == raw:  # one spelling per row: "S3", not "s3" or "S03"
                return row
        except ValueError:
            pass
        n = size_for(ctx["num_players"])
        raise codec.bad(path, f"a row name: a side S, W, N or E and a number 1-{n}", raw,
                        "GI-2")


class _RowQueens(codec.Codec):
    """The queens in each row, inner first (GI-6), written as a list of [row, queens]."""

    def dump(self, value):
        return [[str(r), [list(x) for x in v]] for r, v in value.items()]

    def load(self, raw, path, ctx):
        pairs = _ROW_QUEEN_PAIRS.load(raw, path, ctx)
        out = dict(pairs)
        if len(out) != len(pairs):
            raise codec.bad(path, "a list with each row once", raw, "GI-11")
        return out

    def copy(self, value):
        return {r: list(v) for r, v in value.items()}


class _Landing(codec.Record):
    """The ant whose effects are being resolved (a dict, GI-8/GI-16/GI-17/GI-18)."""

    def dump(self, value):
        return dict(value)

    def copy(self, value):
        return dict(value)


def connection_points(length: int, boost: bool) -> int:
    """GI-11/GI-18: a connection scores 1 per ant on its shortest chain, half as much
    again (rounded down) when its landing is boosted."""
    return length + (length // 2 if boost else 0)


def _load_list(raw, path, ctx):
    if not isinstance(raw, list):
        raise codec.bad(path, "a list", raw, "GI-12")
    return raw


def _load_dict(raw, path, ctx):
    if not isinstance(raw, dict):
        raise codec.bad(path, "an object", raw, "GI-12")
    return raw


_QUEEN = codec.Int(0, QUEENS_EACH - 1)
_CELL = codec.Int(0, lambda ctx: _cells(ctx) - 1)
_PER_SEAT = codec.List(codec.Int(0), per_seat=True)
_ROW_QUEEN_PAIRS = codec.List(codec.Tuple(_Row(), codec.List(
    codec.Tuple(codec.Seat(), _QUEEN), lo=1, hi=MAX_QUEENS_PER_ROW)))


class Gingham(GameState):
    """A game of Gingham from an explicit position (``new_game`` shuffles one)."""

    game_name = "gingham"

    def __init__(self, num_players: int, stacks: Mapping[Point, object], *,
                 ants: Mapping[str, int] | str | None = None,
                 sugar: Mapping[Point, int] | None = None,
                 tokens: Mapping[Point, int] | None = None,
                 cubes: Sequence[int] | None = None, scores: Sequence[int] | None = None,
                 supply: Sequence[int] | None = None, abilities: Sequence[str] | None = None,
                 queens: Mapping[str, Sequence[int]] | None = None, round_number: int = 1,
                 old_side: str | None = None, seed: int | None = None,
                 max_rounds: int | None = MAX_ROUNDS):
        """A position at the start of a turn. ``stacks`` maps an intersection to a sweet
        type, a list of types (bottom first) or ``(type, height)``. ``ants`` maps cell
        names to seats (or is a picture, see ``parse_ants``). ``queens`` (row name ->
        seats, inner first) puts every queen on one side at the end of a round: the
        position then starts round ``round_number`` with the order they give (GI-6).
        ``max_rounds`` is the round limit (GI-15): a whole number >= 1, or None."""
        self.num_players = codec.check_players(num_players, (MIN_PLAYERS, MAX_PLAYERS),
                                               "Gingham", "GI-1")
        self.max_rounds = _round_limit(max_rounds)
        # engine decision: a position cannot start after its own round limit (GI-15)
        self.round_number = codec.check_range("round_number", round_number, 1, max_rounds,
                                              "GI-15")
        self._derive()
        self.rng = Rng(seed)
        self.log: list[Event] = []
        self._read_board(stacks, ants, sugar, tokens)
        ctx = {"num_players": num_players}
        self.cubes = _PER_SEAT.load(list(cubes or [0] * num_players), "cubes", ctx)
        self.score = _PER_SEAT.load(list(scores or [0] * num_players), "scores", ctx)
        self.supply = [ANTS_EACH - self.ants.count(s) for s in range(num_players)] \
            if supply is None else _PER_SEAT.load(list(supply), "supply", ctx)
        self.abilities = list(ABILITIES) if abilities is None else \
            self.FIELDS["abilities"].load(list(abilities), "abilities", ctx)
        self._over = False
        self.end_reason: dict | None = None  # a phrase: GI-12's reason, or ROUND_LIMIT (GI-15)
        self.final: list[dict] | None = None
        self.used: str | None = None
        self.landing: dict | None = None
        self.lifted: tuple[int, int] | None = None
        self.pushed: list[int] = []
        self.queens: list[list[Row | None]] = [[None] * QUEENS_EACH for _ in range(num_players)]
        self.row_queens: dict[Row, list[tuple[int, int]]] = {}
        self.side: str | None = None
        self.old_side = self.FIELDS["old_side"].load(old_side, "old_side", ctx)
        self.turn = 0
        if queens is None:
            self.order = _first_round_order(num_players)
        else:
            self._read_queens(queens)
        self.phase = Phase.QUEEN
        self._validate()
        self._record("setup", players=num_players, size=self.n, round=self.round_number)

    def _read_board(self, stacks, ants, sugar, tokens) -> None:
        """The setup's pieces, each checked on its own (``_validate`` checks them together)."""
        b = self.b
        self.stacks: dict[Point, list[str]] = {}
        for p, s in stacks.items():
            p = tuple(p)
            if p not in b.cells_of:
                raise SetupError(f"{p} is not a sweet intersection of the {self.n} x {self.n} "
                                 "board (both coordinates even, GI-1)", field="stacks",
                                 rule="GI-1")
            if isinstance(s, str):
                s = [s]
            elif isinstance(s, tuple) and len(s) == 2 and isinstance(s[1], int):
                s = [s[0]] * s[1]
            s = list(s)
            if not s or any(t not in self.types for t in s) or len(set(s)) != 1:
                raise SetupError(f"the stack at {p} must be one or more sweets of one type "
                                 f"of {self.types}, got {s!r}", field="stacks", rule="GI-1")
            self.stacks[p] = s
        self.sugar = {tuple(p): k for p, k in (sugar or {}).items() if k != 0}
        for p, k in self.sugar.items():
            if p not in b.cells_of:
                raise SetupError(f"sugar must lie on a sweet intersection (GI-1), got {p}",
                                 field="sugar", rule="GI-1")
            codec.check_range(f"sugar[{p}]", k, 1, 2, "GI-3")
        self.tokens = {tuple(p): codec.check_seat(f"tokens[{tuple(p)}]", s, self.num_players)
                       for p, s in (tokens or {}).items()}
        if isinstance(ants, str):
            ants = parse_ants(ants, self.n)
        self.ants = [-1] * (self.n * self.n)
        for name, seat in (ants or {}).items():
            if name not in b.index or not codec.is_int(seat) or not 0 <= seat < self.num_players:
                raise SetupError(f"ants: {name!r} -> {seat!r} is not a cell and a seat",
                                 field="ants")
            self.ants[b.index[name]] = seat

    def _read_queens(self, queens: Mapping[str, Sequence[int]]) -> None:
        placed = [0] * self.num_players
        sides = set()
        for name, seats in queens.items():
            try:
                row = self.b.row(name)
            except ValueError as err:
                raise SetupError(str(err), field="queens", rule="GI-2") from None
            if not 1 <= len(seats) <= MAX_QUEENS_PER_ROW:
                raise SetupError(f"a row holds one or two queens (GI-11), got {name}: {seats}",
                                 field="queens", rule="GI-11")
            sides.add(row.side)
            for seat in seats:
                codec.check_seat(f"queens[{name!r}]", seat, self.num_players)
                q = placed[seat]
                if q == QUEENS_EACH:
                    break  # a third queen: refused below
                placed[seat] += 1
                self.queens[seat][q] = row
                self.row_queens.setdefault(row, []).append((seat, q))
        if len(sides) != 1 or placed != [QUEENS_EACH] * self.num_players \
                or sum(map(len, queens.values())) != QUEENS_EACH * self.num_players:
            raise SetupError("queens: give both queens of every player, all on one side",
                             field="queens", rule="GI-6")
        if self.round_number < 2:
            raise SetupError("queens on the board means a later round: round_number >= 2",
                             field="round_number", rule="GI-5")
        self.old_side = sides.pop()
        self.order = self._order_from_queens(self.old_side)

    @classmethod
    def new_game(cls, num_players: int = 4, seed: int | None = None, *,
                 max_rounds: int | None = MAX_ROUNDS) -> Gingham:
        """Sweets shuffled onto the intersections, abilities shuffled onto the board."""
        codec.check_players(num_players, (MIN_PLAYERS, MAX_PLAYERS), "Gingham", "GI-1")
        rng = Rng(seed)
        b = board(size_for(num_players))
        sweets = rng.shuffled(sweets_for(num_players))
        abilities = rng.shuffled(ABILITIES)
        state = cls(num_players, dict(zip(b.points, sweets, strict=True)),
                    abilities=abilities, max_rounds=max_rounds)
        state.rng = rng
        return state

    # --- the state, declared once: JSON, clone and a saved state's checks ----------------
    FIELDS = {
        "num_players": codec.Players((MIN_PLAYERS, MAX_PLAYERS), "Gingham", "GI-1"),
        "max_rounds": codec.kept(codec.Int(1, rule="GI-15")),
        "round_number": codec.Int(1, lambda ctx: ctx["max_rounds"], rule="GI-15"),
        # the bots clone constantly: the mutable fields copied by one plain function each
        "stacks": codec.CopyWith(_AtPoints(_Stack()),
                                 lambda v: {p: list(s) for p, s in v.items()}),
        "tokens": _AtPoints(codec.Seat()),
        "sugar": _AtPoints(codec.Int(1, 2, rule="GI-3")),
        "ants": codec.List(codec.Int(-1, lambda ctx: ctx["num_players"] - 1), length=_cells),
        "supply": codec.List(codec.Int(0, ANTS_EACH), per_seat=True),
        "cubes": _PER_SEAT,
        "score": _PER_SEAT,
        "abilities": codec.List(codec.Text(ABILITIES, rule="GI-4"), length=len(ABILITIES)),
        "used": codec.kept(codec.Text(ABILITIES, rule="GI-11")),
        "order": codec.List(codec.Tuple(codec.Seat(), _QUEEN),
                            length=lambda ctx: QUEENS_EACH * ctx["num_players"]),
        "turn": codec.Int(0, lambda ctx: len(ctx["order"])),
        "side": codec.kept(codec.Text(SIDES, rule="GI-2")),
        "old_side": codec.kept(codec.Text(SIDES, rule="GI-2")),
        "queens": codec.CopyWith(codec.List(codec.List(codec.kept(_Row()), length=QUEENS_EACH),
                                            per_seat=True), lambda v: [list(q) for q in v]),
        "row_queens": _RowQueens(),
        "phase": codec.Enum(Phase),
        "landing": codec.Opt(_Landing(dict, owner=codec.Seat(), cell=_CELL, boost=codec.Bool(),
                                      sugar=codec.Bool(), cubes=codec.Bool())),
        "lifted": codec.kept(codec.Tuple(codec.Seat(), _CELL)),
        "pushed": codec.List(codec.Seat()),
        "final": codec.kept(codec.Custom(dump=lambda v: v, load=_load_list)),
        "end_reason": codec.kept(codec.Custom(dump=lambda v: v, load=_load_dict)),
        "over": codec.Bool(),
    }

    def _derive(self) -> None:
        """The board, its size and the sweet types follow from the player count (GI-1)."""
        self.n = size_for(self.num_players)
        self.b = board(self.n)
        self.types = sweet_types(self.num_players)
        self._legal: list | None = None  # legal_actions' cache, not state

    def _validate(self) -> None:
        """What needs several fields: the pieces (GI-1, GI-7, GI-8, GI-9), the ability
        board (GI-4, GI-11), the queens and the turn order (GI-5, GI-6, GI-11), what
        each phase needs (GI-7, GI-8, GI-11, GI-16, GI-18) and the end (GI-12, GI-15).
        In this order: each check may use what those before it checked."""
        self._validate_turn()
        self._validate_queens()
        self._validate_phase()
        self._validate_pieces()
        self._validate_end()

    def _validate_turn(self) -> None:
        """The phase over exactly when over; a turn of the round's order, or all of them
        once over (a game ends at the end of a round, GI-12)."""
        if (self.phase == Phase.OVER) != self._over:
            raise SetupError(f"over is true exactly in the phase over (GI-12), not in "
                             f"{self.phase.value}", field="over", rule="GI-12")
        if not self._over and self.turn == len(self.order):
            raise SetupError("a round's last turn ends it (GI-6)", field="turn", rule="GI-6")
        if self._over and self.turn != len(self.order):
            raise SetupError("a game ends at the end of a round (GI-12)", field="turn",
                             rule="GI-12")

    def _validate_pieces(self) -> None:
        # No cap on the sweets of a type (GI-1's nine): the chapter's worked position,
        # after the source's own picture, holds ten cherries; more changes no rule.
        n, stacks = self.num_players, self.stacks
        for p in self.sugar:
            if p in stacks:
                raise SetupError(f"sugar lies only where a stack has left (GI-8), not on the "
                                 f"stack at {p}", field="sugar", rule="GI-8")
        held = set()
        for p, s in self.tokens.items():
            if p not in stacks:
                raise SetupError(f"a capture token sits on a stack (GI-9); {p} has none",
                                 field="tokens", rule="GI-9")
            if (s, stacks[p][0]) in held:
                raise SetupError(f"seat {s} has two capture tokens on {stacks[p][0]} stacks; "
                                 "one per player and type (GI-9)", field="tokens", rule="GI-9")
            held.add((s, stacks[p][0]))
        lifted = None if self.lifted is None else self.lifted[0]
        for s in range(n):
            mine = self.ants.count(s) + self.supply[s] + (lifted == s)
            if mine > ANTS_EACH:
                raise SetupError(f"seat {s} has {mine} ants on the cloth and in supply; each "
                                 f"player has {ANTS_EACH}", field="supply")
            if self.pushed.count(s) > self.supply[s]:
                raise SetupError(f"seat {s}'s pushed-out ant waits in its supply, which is "
                                 "empty (GI-7)", field="pushed", rule="GI-7")
        if sorted(self.abilities) != sorted(ABILITIES):
            raise SetupError(f"abilities must order all five of {ABILITIES} (GI-4)",
                             field="abilities", rule="GI-4")
        if self.used is not None and self.abilities[0] != self.used:
            raise SetupError(f"the ability used this turn ({self.used}) goes to the top of "
                             "the ability board (GI-4)", field="used", rule="GI-4")

    def _validate_queens(self) -> None:
        """Each queen once in the order (GI-5/GI-6); the queens that moved this round on
        its side, the others on the old side or not yet placed (GI-6); each row's queens
        (at most two, GI-11) the queens placed there."""
        n = self.num_players
        every = [(s, q) for s in range(n) for q in range(QUEENS_EACH)]
        if sorted(self.order) != every:
            raise SetupError("order must list every queen once (GI-5/GI-6)", field="order",
                             rule="GI-5/GI-6")
        placed = sorted((r, sq) for r, v in self.row_queens.items() for sq in v)
        where = sorted((self.queens[s][q], (s, q)) for s, q in every
                       if self.queens[s][q] is not None)
        if placed != where:
            raise SetupError("row_queens must list each queen in the row it is in (GI-11)",
                             field="row_queens", rule="GI-11")
        side, old = self.side, self.old_side
        first = not self._over and self.turn == 0 and self.phase == Phase.QUEEN
        if (side is None) != first:
            raise SetupError("side is chosen by the round's first queen (GI-5/GI-6)",
                             field="side", rule="GI-5/GI-6")
        if side is not None and side == old:
            raise SetupError(f"the lead queen leaves the old side {old} (GI-6)", field="side",
                             rule="GI-6")
        moved = self.turn + (self.phase not in (Phase.QUEEN, Phase.OVER))
        for k, (s, q) in enumerate(self.order):
            row = self.queens[s][q]
            if k < moved and (row is None or row.side != side):
                raise SetupError(f"seat {s}'s queen {q} has moved this round, so it must be on "
                                 f"side {side} (GI-5/GI-6)", field="queens", rule="GI-5/GI-6")
            if k >= moved and row is not None and row.side != old:
                raise SetupError(f"seat {s}'s queen {q} has not moved this round, so it must be on "
                                 f"the old side {old} (GI-6)", field="queens", rule="GI-6")

    def _validate_phase(self) -> None:
        """Each phase's data present exactly when it needs it."""
        phase, land, lifted, pushed = self.phase, self.landing, self.lifted, self.pushed
        if (land is not None) != (phase == Phase.EFFECTS):
            raise SetupError("landing is the ant whose effects are resolved, in the effects "
                             "phase only (GI-8)", field="landing", rule="GI-8")
        if (lifted is not None) != (phase == Phase.DROP):
            raise SetupError("lifted is the ant being moved, in the drop phase only (GI-11)",
                             field="lifted", rule="GI-11")
        if len(pushed) > 1 or (pushed and phase not in (Phase.EFFECTS, Phase.RETURN)) \
                or (phase == Phase.RETURN and not pushed):
            raise SetupError("pushed holds the one ant a turn's ant pushed out, until it is "
                             "put back (GI-7)", field="pushed", rule="GI-7")
        active = None if self._over else self.order[self.turn][0]
        if pushed and pushed[0] == active:
            raise SetupError("an ant pushes out another player's ant, not its own (GI-7)",
                             field="pushed", rule="GI-7")
        if phase == Phase.RETURN and -1 not in self.ants:
            raise SetupError("a pushed-out ant with no empty cell stays in its supply (GI-14)",
                             field="phase", rule="GI-14")
        if self.used is not None and phase in (Phase.QUEEN, Phase.OVER):
            raise SetupError("an ability is used during a turn, and forgotten at its end "
                             "(GI-11)", field="used", rule="GI-11")
        if phase == Phase.DROP:
            owner, cell = lifted
            if self.used != "move" or self.ants[cell] != -1 or self.ants.count(-1) < 2 \
                    or cell not in self.b.row_cells[self.queen_row()]:
                raise SetupError("lifted: the move ability lifts an ant from the queen's "
                                 "row, leaving its cell and another empty (GI-11/GI-18)",
                                 field="lifted", rule="GI-11")
        if phase == Phase.EFFECTS:
            if self.ants[land["cell"]] != land["owner"]:
                raise SetupError("landing: the landed ant is on its cell (GI-8)",
                                 field="landing", rule="GI-8")
            if land["boost"] and (self.used != "boost" or land["owner"] != active):
                raise SetupError("landing: only the active player's ant placed with the "
                                 "boost ability is boosted (GI-18)", field="landing",
                                 rule="GI-18")
            if land["sugar"] and not land["cubes"]:
                raise SetupError("landing: a cube is taken only where cubes lay as the ant "
                                 "landed (GI-16)", field="landing", rule="GI-16")
            if land["cubes"] and not land["sugar"] \
                    and self.b.sweet_of[land["cell"]] not in self.sugar:
                raise SetupError("landing: cubes beside the landed ant, not yet taken, are "
                                 "still on the cloth (GI-16)", field="landing", rule="GI-16")

    def _validate_end(self) -> None:
        """GI-12/GI-15: over exactly when the end came, with its reason and final scoring."""
        if not self._over:
            if self.final is not None or self.end_reason is not None:
                field = "final" if self.final is not None else "end_reason"
                raise SetupError(f"{field} is set when the game is over (GI-12)", field=field,
                                 rule="GI-12")
            return
        why = self._end_reason()
        if why is None or not _same(self.end_reason, why):
            raise SetupError("end_reason must be why the game ended (GI-12/GI-15)",
                             field="end_reason", rule="GI-12")
        if not _same(self.final, final_bonus(self.num_players, self.stacks, self.tokens,
                                             self.cubes)):
            raise SetupError("final must be the final scoring of the cloth (GI-12)",
                             field="final", rule="GI-12")

    # --- the protocol -----------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self._over:
            return None
        if self.phase == Phase.RETURN:
            return self.pushed[0]  # GI-7: the owner of a pushed-out ant chooses its cell
        # GI-17: the active player orders every ant's effects, also those of another
        # player's ant moved by the ability; the points are the ant's owner's.
        # Engine decision: the same holds for an ant re-placed after a push-out (GI-17
        # names no exception: the turn is still the active player's), and whoever
        # resolves the effects also decides whether an optional capture is taken.
        return self.order[self.turn][0]

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = [] if self._over else getattr(self, "_options_" + self.phase.value)()
        return list(self._legal)

    def _check(self, action: object):
        legal = self.legal_actions()
        if action in legal:  # by type and value (action_type)
            return legal[legal.index(action)]
        # Typed actions only: a look-alike (a Row for a Queen, a Sugar for a Capture, a
        # plain tuple or text) is refused, naming the kinds of move this phase takes.
        types = tuple(dict.fromkeys(type(a) for a in legal))
        if type(action) not in types:
            raise wrong_type(action, types, self._phase_rule(), legal, self.phase_phrase())
        raise IllegalAction("not_allowed", self._phase_rule(), legal, action=action,
                            now=self.phase_phrase())

    def _apply(self, action) -> None:
        getattr(self, "_do_" + type(action).__name__.lower())(action)
        self._settle()

    def phase_phrase(self) -> dict:
        """What the player to move does now, as a phrase (``{"kind": ..., **data}``, said
        by the words): the phase, who acts, whose ant's effects, and the ruling."""
        rule = self._phase_rule()
        if self._over:
            return {"kind": "phase_over", "rule": rule}
        seat = self.current_player
        if self.phase == Phase.EFFECTS and self.landing["owner"] != seat:  # GI-17
            return {"kind": "phase_effects_other", "seat": seat,
                    "owner": self.landing["owner"], "rule": rule}
        return {"kind": "phase_" + self.phase.value, "seat": seat, "rule": rule}

    def _phase_rule(self) -> str:
        return PHASE_RULES[self.phase]

    def _settle(self) -> None:
        """Carry out what leaves nothing to choose: a forced Skip, Sugar or Done."""
        self._legal = None
        while self.phase in (Phase.ANT, Phase.EFFECTS):  # (over: Phase.OVER)
            legal = self.legal_actions()
            if len(legal) != 1 or type(legal[0]) not in (Skip, Sugar, Done):
                return
            getattr(self, "_do_" + type(legal[0]).__name__.lower())(legal[0])
            self._legal = None

    # --- abilities ----------------------------------------------------------------------
    def cost(self, ability: str) -> int:
        """GI-4: the price of an ability is its slot's cost on the ability board."""
        return SLOT_COSTS[self.abilities.index(ability)]

    def _can_use(self, seat: int, ability: str) -> bool:
        return self.used is None and self.cubes[seat] >= self.cost(ability)

    def _pay(self, seat: int, ability: str) -> None:
        cost = self.cost(ability)
        self.cubes[seat] -= cost
        self.abilities.remove(ability)
        self.abilities.insert(0, ability)  # GI-4: to the top; the others slide down
        self.used = ability
        self._record("ability", seat=seat, ability=ability, cost=cost)

    # --- queens -------------------------------------------------------------------------
    def queen_options(self) -> list[tuple[Queen, str | None]]:
        """Every row the turn's queen may go to, with the ability it needs (GI-5, 6, 11)."""
        seat, _ = self.order[self.turn]
        n = self.n
        if self.side is None:  # the round's first (lead) queen chooses the side
            return [(Queen(s, r), None) for s in SIDES if s != self.old_side
                    for r in range(1, n + 1)]
        out = []
        for r in range(1, n + 1):
            there = self.row_queens.get(Row(self.side, r))
            if not there:
                out.append((Queen(self.side, r), None))
            elif len(there) < MAX_QUEENS_PER_ROW:
                ability = "own_row" if there[0][0] == seat else "opp_row"
                if self._can_use(seat, ability):
                    out.append((Queen(self.side, r), ability))
        return out

    def _options_queen(self) -> list[Queen]:
        return [q for q, _ in self.queen_options()]

    def _do_queen(self, action: Queen) -> None:
        seat, q = self.order[self.turn]
        ability = dict(self.queen_options())[action]
        row = Row(action.side, action.number)
        old = self.queens[seat][q]
        if old is not None:
            self.row_queens[old].remove((seat, q))
            if not self.row_queens[old]:
                del self.row_queens[old]
        if ability:
            self._pay(seat, ability)
        self.row_queens.setdefault(row, []).append((seat, q))
        self.queens[seat][q] = row
        lead = self.side is None
        if lead:
            self.side = row.side
        self.phase = Phase.ANT
        self._record("queen", seat=seat, row=str(row), side=row.side, lead=lead)

    def queen_row(self) -> Row:
        seat, q = self.order[self.turn]
        return self.queens[seat][q]

    # --- ants ---------------------------------------------------------------------------
    def _options_ant(self) -> list:
        seat, _ = self.order[self.turn]
        row, names, ants = self.queen_row(), self.b.names, self.ants
        plain = [c for c in self.b.row_cells[row] if ants[c] != seat]
        out: list = []
        if self.supply[seat] > 0:
            out += [Ant(names[c]) for c in plain]
            if plain and self._can_use(seat, "boost"):
                out += [Ant(names[c], True) for c in plain]
            if self._can_use(seat, "stitch"):
                out += [Ant(names[c]) for c in self.b.beyond_cells[row] if ants[c] != seat]
        if self._can_use(seat, "move") and ants.count(-1) >= 1:
            out += [Lift(names[c]) for c in self.b.row_cells[row] if ants[c] >= 0]
        if self.supply[seat] == 0 or not plain:
            out.append(Skip())
        return out

    def _do_ant(self, action: Ant) -> None:
        seat, _ = self.order[self.turn]
        cell = self.b.index[action.cell]
        if cell in self.b.beyond_cells[self.queen_row()]:
            self._pay(seat, "stitch")
        if action.boost:
            self._pay(seat, "boost")  # GI-18: declared and paid now, connection or not
        victim = self.ants[cell]
        self.ants[cell] = seat
        self.supply[seat] -= 1
        self._record("ant", seat=seat, cell=action.cell)
        if victim >= 0:
            self.supply[victim] += 1
            self.pushed.append(victim)
            # GI-7: back to its owner, who puts it on an empty cell at the end of the turn
            self._record("push", seat=victim, cell=action.cell)
        self._land(seat, cell, boost=action.boost)

    def _do_skip(self, action: Skip) -> None:
        seat, _ = self.order[self.turn]
        self._record("skip", seat=seat)  # GI-7
        self._end_turn()

    def _do_lift(self, action: Lift) -> None:
        seat, _ = self.order[self.turn]
        self._pay(seat, "move")
        cell = self.b.index[action.cell]
        self.lifted = (self.ants[cell], cell)
        self.ants[cell] = -1
        self.phase = Phase.DROP

    def _options_drop(self) -> list[Drop]:
        src = self.lifted[1]  # GI-18: the ant must move to a different empty cell
        return [Drop(self.b.names[c]) for c, a in enumerate(self.ants) if a < 0 and c != src]

    def _do_drop(self, action: Drop) -> None:
        owner, src = self.lifted
        cell = self.b.index[action.cell]
        self.lifted = None
        self.ants[cell] = owner
        mover, src = self.order[self.turn][0], self.b.names[src]
        if owner == mover:  # GI-11
            self._record("move_own", seat=mover, owner=owner, src=src, cell=action.cell)
        else:
            self._record("move", seat=mover, owner=owner, src=src, cell=action.cell)
        self._land(owner, cell, boost=False)  # the move was the turn's ability

    def _options_return(self) -> list[Return]:
        return [Return(self.b.names[c]) for c, a in enumerate(self.ants) if a < 0]

    def _do_return(self, action: Return) -> None:
        seat = self.pushed.pop(0)
        cell = self.b.index[action.cell]
        self.ants[cell] = seat
        self.supply[seat] -= 1
        self._record("return", seat=seat, cell=action.cell)  # GI-7
        self._land(seat, cell, boost=False)  # GI-18: never boosted

    # --- effects (GI-8, GI-9, GI-10) ----------------------------------------------------
    def _land(self, owner: int, cell: int, boost: bool) -> None:
        # GI-16: only cubes already beside the ant as it lands may be taken ("cubes");
        # "sugar" records that one was taken. No flag for a capture taken: the owner's
        # token of that type is then on the cloth, so capturable() offers no other (GI-9)
        cubes = self.sugar.get(self.b.sweet_of[cell], 0) > 0
        self.landing = {"owner": owner, "cell": cell, "boost": boost, "sugar": False,
                        "cubes": cubes}
        self.phase = Phase.EFFECTS

    # the connection queries (graph.py) on this position's pieces
    def links(self, owner: int, cell: int) -> list[tuple[Point, Point]]:
        """GI-8: pairs of stacks of one type that the owner's ants through ``cell`` link
        (two captured stacks excepted), in board order."""
        return graph.links(self.b, self.ants, self.stacks, self.tokens, owner, cell)

    def path_length(self, owner: int, cell: int, a: Point, b: Point) -> int:
        """GI-8: ants on the shortest path of the owner's linked ants from ``a`` to ``b``."""
        return graph.path_length(self.b, self.ants, owner, cell, a, b)

    def capturable(self, owner: int, cell: int) -> Point | None:
        """GI-9: the stack beside ``cell`` if the owner's ants surround it and the owner's
        token of its type is not on the board."""
        return graph.capturable(self.b, self.ants, self.stacks, self.tokens, owner, cell)

    def _options_effects(self) -> list:
        """GI-8/GI-17: every open link (compulsory: no Done while one is left, only its
        direction and the order are chosen), an optional capture, the sugar (GI-16)."""
        land = self.landing
        owner, cell = land["owner"], land["cell"]
        out: list = []
        for a, b in self.links(owner, cell):
            out += [Connect(a, b), Connect(b, a)]
        p = self.capturable(owner, cell)  # GI-9: none once taken (the token is down)
        if p is not None:
            out.append(Capture(p))
        p = self.b.sweet_of[cell]
        sugar_here = land["cubes"] and not land["sugar"]  # (so the cubes are still there)
        if sugar_here:
            out.append(Sugar(p))
        if not sugar_here and not any(type(a) is Connect for a in out):
            out.append(Done())
        return out

    def _do_connect(self, action: Connect) -> None:
        land = self.landing
        owner = land["owner"]
        length = self.path_length(owner, land["cell"], action.src, action.dst)
        points = connection_points(length, land["boost"])  # GI-11/GI-18
        self.score[owner] += points
        moved = self.stacks.pop(action.src)
        self.stacks[action.dst].extend(moved)
        token = self.tokens.pop(action.src, None)
        if token is not None:
            self.tokens[action.dst] = token  # a token always stays on top of its stack
        icon = self.b.sugar_icon(action.src)
        self.sugar[action.src] = icon
        self._record("connect", seat=owner, length=length, points=points,  # GI-8
                     src=list(action.src), dst=list(action.dst), sweet=moved[0],
                     height=len(self.stacks[action.dst]), sugar=icon)

    def _do_capture(self, action: Capture) -> None:
        land = self.landing
        owner = land["owner"]
        stack = self.stacks[action.point]
        before = self.tokens.get(action.point)
        points = len(stack) + (before is not None)
        self.score[owner] += points
        self.tokens[action.point] = owner
        self._record("capture", seat=owner, points=points, point=list(action.point),  # GI-9
                     previous=before, sweet=stack[0], height=len(stack))

    def _do_sugar(self, action: Sugar) -> None:
        owner = self.landing["owner"]
        self.sugar[action.point] -= 1
        if not self.sugar[action.point]:
            del self.sugar[action.point]
        self.cubes[owner] += 1  # GI-17: the ant's owner gets the cube
        self.landing["sugar"] = True
        self._record("sugar", seat=owner)  # GI-10

    def _do_done(self, action: Done) -> None:
        self.landing = None
        self._next_return()

    def _next_return(self) -> None:
        """GI-7: the pushed-out ant's owner puts it back, else the turn ends."""
        while self.pushed:
            if -1 in self.ants:
                self.phase = Phase.RETURN
                return
            # GI-14: no empty cell at the end of the turn: the ant stays in its supply
            seat = self.pushed.pop(0)
            self._record("no_return", seat=seat)
        self._end_turn()

    # --- turns and rounds ---------------------------------------------------------------
    def _end_turn(self) -> None:
        self.used = None
        self.turn += 1
        self.phase = Phase.QUEEN
        if self.turn == len(self.order):
            self._end_round()

    def _order_from_queens(self, side: str) -> list[tuple[int, int]]:
        """GI-6: nearest the side's star first; in a shared row the inner queen first."""
        return [sq for r in range(1, self.n + 1) for sq in self.row_queens.get(Row(side, r), ())]

    def _end_round(self) -> None:
        if self._game_should_end():
            self._finish()
            return
        self.order = self._order_from_queens(self.side)
        self.old_side, self.side = self.side, None
        self.round_number += 1
        self.turn = 0
        self._record("round", round=self.round_number,  # GI-6
                     order=[s for s, _ in self.order], side=self.old_side)

    def _game_should_end(self) -> bool:
        why = self._end_reason()
        if why is None:
            return False
        self.end_reason = why
        return True

    def _end_reason(self) -> dict | None:
        """Why the game ends if this is the end of a round: GI-12, else the round limit
        (GI-15); None if it goes on. A full cloth ends nothing (GI-14): ants still go in
        by pushing others out."""
        top, most = end_threshold(self.num_players), max(self.score)
        if most >= top:  # who reached it, by name: one player, or several with as many
            seats = [s for s, points in enumerate(self.score) if points == most]
            return {"kind": "score_reached", "seat": seats[0], "points": most, "target": top,
                    "rule": "GI-12"} if len(seats) == 1 else \
                {"kind": "score_reached_tied", "seats": seats, "points": most, "target": top,
                 "rule": "GI-12"}
        if not any(self.supply):
            return {"kind": "supply_empty", "rule": "GI-12"}
        if self.max_rounds is not None and self.round_number >= self.max_rounds:
            return {"kind": ROUND_LIMIT, "rounds": self.max_rounds, "rule": "GI-15"}
        return None

    def _finish(self) -> None:
        self.final = final_bonus(self.num_players, self.stacks, self.tokens, self.cubes)
        self._over = True
        self.phase = Phase.OVER
        won = self.winners()  # a phrase of the words: one winner, or a tie (GI-12)
        result = {"kind": "won", "winner": won[0]} if len(won) == 1 else \
            {"kind": "tied", "winners": won}
        self._record("end", scores=self.scores(), reason=self.end_reason, result=result,
                     round=self.round_number)

    def scores(self) -> list[int]:
        """Points so far; once the game is over, with the final scoring (GI-12)."""
        if self.final is None:
            return list(self.score)
        return [s + f["total"] for s, f in zip(self.score, self.final, strict=True)]

    def winners(self) -> list[int]:
        if not self._over:
            return []
        totals = self.scores()
        return [s for s, t in enumerate(totals) if t == max(totals)]

    def turn_order(self) -> list[int]:
        """The seats in this round's turn order, one entry per queen."""
        return [s for s, _ in self.order]

    def token_on_board(self, seat: int, kind: str) -> bool:
        return graph.token_on_board(self.stacks, self.tokens, seat, kind)

    def view(self, player: int) -> GinghamView:
        """GI-13: everything on the table, but only the player's own score (all once over)."""
        codec.check_seat("player", player, self.num_players)
        totals = self.scores()
        return GinghamView(
            player=player, n=self.n, num_players=self.num_players,
            stacks={p: tuple(s) for p, s in self.stacks.items()}, tokens=dict(self.tokens),
            sugar=dict(self.sugar), ants=tuple(self.ants), supply=tuple(self.supply),
            cubes=tuple(self.cubes), abilities=tuple(self.abilities),
            queens=tuple(tuple(q) for q in self.queens),
            row_queens={r: tuple(v) for r, v in self.row_queens.items()},
            round_number=self.round_number, side=self.side, old_side=self.old_side,
            order=tuple(self.order), turn=self.turn, phase=self.phase,
            current_player=self.current_player,
            scores=tuple(t if self._over or s == player else None
                         for s, t in enumerate(totals)), end_reason=self.end_reason)


@dataclass(frozen=True)
class GinghamView:
    """What one player may see (GI-13): the whole table, but only their own score."""

    player: int
    n: int
    num_players: int
    stacks: dict
    tokens: dict
    sugar: dict
    ants: tuple[int, ...]
    supply: tuple[int, ...]
    cubes: tuple[int, ...]
    abilities: tuple[str, ...]
    queens: tuple
    row_queens: dict
    round_number: int
    side: str | None
    old_side: str | None
    order: tuple
    turn: int
    phase: str
    current_player: int | None
    scores: tuple  # None for the other players until the game is over
    end_reason: dict | None = None  # once over, a phrase: GI-12's reason or ROUND_LIMIT's


def _first_round_order(num_players: int) -> list[tuple[int, int]]:
    """GI-5: seats 0, 1, ..., n-1 with their first queens, then again with their second."""
    # engine decision: seat 0 is the source's first player (the one who most recently went
    # on a picnic), and the seat numbers run clockwise from there
    return [(s, q) for q in range(QUEENS_EACH) for s in range(num_players)]


def _round_limit(max_rounds) -> int | None:
    """GI-15: the round limit is a whole number >= 1, or None for no limit."""
    return None if max_rounds is None else codec.check_range("max_rounds", max_rounds, 1,
                                                         rule="GI-15")


def _same(saved, made) -> bool:
    """A saved value is the one the rules make, down to its JSON (1, not 1.0 or true)."""
    return json.dumps(saved, sort_keys=True) == json.dumps(made, sort_keys=True)


__all__ = ["ABILITIES", "ACTION_TYPES", "MAX_ROUNDS", "ROUND_LIMIT", "Ant",
           "Board", "Capture", "Connect", "Done", "Drop", "Gingham", "GinghamView", "Lift",
           "Queen", "Return", "Skip", "Sugar", "final_bonus", "parse_ants", "sweets_for"]
