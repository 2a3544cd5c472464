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
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import NamedTuple

from ..core import Event, GameState, IllegalAction, Rng, SetupError, action_type, wrong_type
from .board import SIDES, Board, Row, board, point_name, size_for

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

Point = tuple[int, int]


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


# --- actions --------------------------------------------------------------------------
@action_type
class Queen(NamedTuple):
    """Move the turn's queen to a row (GI-5, GI-6); a taken row implies an ability."""

    side: str
    number: int

    def __str__(self) -> str:
        return f"queen to {self.side}{self.number}"


@action_type
class Ant(NamedTuple):
    """Put an ant from your supply on a cell of the queen's row (GI-7)."""

    cell: str
    boost: bool = False  # use the connection x1.5 ability this turn

    def __str__(self) -> str:
        return f"ant on {self.cell}" + (" (connections x1.5)" if self.boost else "")


@action_type
class Lift(NamedTuple):
    """The move ability (GI-11): take the ant on this cell of the queen's row."""

    cell: str

    def __str__(self) -> str:
        return f"move the ant on {self.cell}"


@action_type
class Drop(NamedTuple):
    """Second half of the move ability: the empty cell the lifted ant goes to."""

    cell: str

    def __str__(self) -> str:
        return f"… to {self.cell}"


@action_type
class Skip(NamedTuple):
    """No ant this turn: the row offers no cell, or the supply is empty (GI-7)."""

    def __str__(self) -> str:
        return "no ant this turn"


@action_type
class Connect(NamedTuple):
    """Score a link between two stacks of a type and move ``src`` onto ``dst`` (GI-8)."""

    src: Point
    dst: Point

    def __str__(self) -> str:
        return f"connect: move {point_name(self.src)} onto {point_name(self.dst)}"


@action_type
class Capture(NamedTuple):
    """Put your capture token on the surrounded stack at ``point`` (GI-9)."""

    point: Point

    def __str__(self) -> str:
        return f"capture the stack at {point_name(self.point)}"


@action_type
class Sugar(NamedTuple):
    """Take a sugar cube from the intersection beside the ant (GI-10)."""

    point: Point

    def __str__(self) -> str:
        return f"take a sugar cube from {point_name(self.point)}"


@action_type
class Done(NamedTuple):
    """End the ant's effects (declining a capture still open)."""

    def __str__(self) -> str:
        return "done"


@action_type
class Return(NamedTuple):
    """Put your pushed-out ant back on an empty cell at the end of the turn (GI-7)."""

    cell: str

    def __str__(self) -> str:
        return f"put the pushed-out ant on {self.cell}"


ACTION_TYPES = (Queen, Ant, Lift, Drop, Skip, Connect, Capture, Sugar, Done, Return)


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
        raise SetupError(f"an ant picture needs {n} lines of {n} marks ('.' or a seat)")
    b = board(n)
    out = {}
    for row, marks in enumerate(lines):
        y = n - 1 - row
        for x, mark in enumerate(marks):
            if mark != ".":
                if not mark.isdigit():
                    raise SetupError(f"{mark!r} in the ant picture is not '.' or a seat")
                out[b.names[y * n + x]] = int(mark)
    return out


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
        if not isinstance(num_players, int) or not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise SetupError(f"Gingham is for {MIN_PLAYERS}-{MAX_PLAYERS} players, "
                             f"got {num_players!r}")
        _check_round_limit(max_rounds)
        if not _whole(round_number) or round_number < 1:
            raise SetupError(f"round_number must be a whole number >= 1, got {round_number!r}")
        if max_rounds is not None and round_number > max_rounds:
            # engine decision: a position cannot start after its own round limit (GI-15)
            raise SetupError(f"round_number ({round_number}) is past the round limit "
                             f"max_rounds={max_rounds} (GI-15); raise the limit or use None")
        self.num_players = num_players
        self.n = size_for(num_players)
        self.b = board(self.n)
        self.types = sweet_types(num_players)
        self.rng = Rng(seed)
        self.log: list[Event] = []
        self.max_rounds = max_rounds
        self._read_board(stacks, ants, sugar, tokens)
        seats = range(num_players)
        self.cubes = _per_seat(cubes, num_players, "cubes", 0)
        self.score = _per_seat(scores, num_players, "scores", 0)
        on_board = [self.ants.count(s) for s in seats]
        self.supply = _per_seat(supply, num_players, "supply", None) if supply is not None \
            else [ANTS_EACH - k for k in on_board]
        if any(self.supply[s] + on_board[s] > ANTS_EACH for s in seats):
            raise SetupError(f"each player has {ANTS_EACH} ants in all")
        self.abilities = list(ABILITIES if abilities is None else abilities)
        if sorted(self.abilities) != sorted(ABILITIES):
            raise SetupError(f"abilities must order all five of {ABILITIES} (GI-4)")
        self._over = False
        self.end_reason: dict | None = None  # a phrase: GI-12's reason, or ROUND_LIMIT (GI-15)
        self.final: list[dict] | None = None
        self.used: str | None = None
        self.landing: dict | None = None
        self.lifted: tuple[int, int] | None = None
        self.pushed: list[int] = []
        self.queens: list[list[Row | None]] = [[None] * QUEENS_EACH for _ in seats]
        self.row_queens: dict[Row, list[tuple[int, int]]] = {}
        self.round_number = round_number
        self.side: str | None = None
        self.old_side = old_side
        self.turn = 0
        self._legal: list | None = None
        if queens is None:
            self.order = _first_round_order(num_players)
        else:
            self._read_queens(queens)
        self.phase = "queen"
        self._record("setup", players=num_players, size=self.n, round=self.round_number)

    def _read_board(self, stacks, ants, sugar, tokens) -> None:
        b = self.b
        self.stacks: dict[Point, list[str]] = {}
        for p, s in stacks.items():
            p = tuple(p)
            if p not in b.cells_of:
                raise SetupError(f"{p} is not a sweet intersection of the {self.n} x {self.n} "
                                 "board (both coordinates even, GI-1)")
            if isinstance(s, str):
                s = [s]
            elif isinstance(s, tuple) and len(s) == 2 and isinstance(s[1], int):
                s = [s[0]] * s[1]
            s = list(s)
            if not s or any(t not in self.types for t in s) or len(set(s)) != 1:
                raise SetupError(f"the stack at {p} must be one or more sweets of one type "
                                 f"of {self.types}, got {s!r}")
            self.stacks[p] = s
        self.sugar = {tuple(p): k for p, k in (sugar or {}).items() if k}
        for p, k in self.sugar.items():
            if p not in b.cells_of or p in self.stacks or not isinstance(k, int) or k < 0:
                raise SetupError(f"sugar must lie on an empty sweet intersection, got {p}: {k}")
        self.tokens = {tuple(p): s for p, s in (tokens or {}).items()}
        seen = set()
        for p, s in self.tokens.items():
            if p not in self.stacks or not 0 <= s < self.num_players \
                    or (s, self.stacks[p][0]) in seen:
                raise SetupError(f"a capture token sits on a stack, one per player and type "
                                 f"(GI-9), got {p}: {s}")
            seen.add((s, self.stacks[p][0]))
        if isinstance(ants, str):
            ants = parse_ants(ants, self.n)
        self.ants = [-1] * (self.n * self.n)
        for name, seat in (ants or {}).items():
            if name not in b.index or not isinstance(seat, int) \
                    or not 0 <= seat < self.num_players:
                raise SetupError(f"ants: {name!r} -> {seat!r} is not a cell and a seat")
            self.ants[b.index[name]] = seat

    def _read_queens(self, queens: Mapping[str, Sequence[int]]) -> None:
        placed = [0] * self.num_players
        sides = set()
        for name, seats in queens.items():
            try:
                row = self.b.row(name)
            except ValueError as err:
                raise SetupError(str(err)) from None
            if not 1 <= len(seats) <= MAX_QUEENS_PER_ROW:
                raise SetupError(f"a row holds one or two queens (GI-11), got {name}: {seats}")
            sides.add(row.side)
            for seat in seats:
                q = placed[seat]
                placed[seat] += 1
                self.queens[seat][q] = row
                self.row_queens.setdefault(row, []).append((seat, q))
        if len(sides) != 1 or placed != [QUEENS_EACH] * self.num_players:
            raise SetupError("queens: give both queens of every player, all on one side")
        if self.round_number < 2:
            raise SetupError("queens on the board means a later round: round_number >= 2")
        self.old_side = sides.pop()
        self.order = self._order_from_queens(self.old_side)

    @classmethod
    def new_game(cls, num_players: int = 4, seed: int | None = None, *,
                 max_rounds: int | None = MAX_ROUNDS) -> Gingham:
        """Sweets shuffled onto the intersections, abilities shuffled onto the board."""
        if not isinstance(num_players, int) or not MIN_PLAYERS <= num_players <= MAX_PLAYERS:
            raise SetupError(f"Gingham is for {MIN_PLAYERS}-{MAX_PLAYERS} players, "
                             f"got {num_players!r}")
        _check_round_limit(max_rounds)
        rng = Rng(seed)
        b = board(size_for(num_players))
        sweets = rng.shuffled(sweets_for(num_players))
        abilities = rng.shuffled(ABILITIES)
        state = cls(num_players, dict(zip(b.points, sweets, strict=True)),
                    abilities=abilities, seed=seed, max_rounds=max_rounds)
        state.rng = rng
        return state

    # --- the protocol -----------------------------------------------------------------
    @property
    def current_player(self) -> int | None:
        if self._over:
            return None
        if self.phase == "return":
            return self.pushed[0]  # GI-7: the owner of a pushed-out ant chooses its cell
        # GI-17: the active player orders every ant's effects, also those of another
        # player's ant moved by the ability; the points are the ant's owner's.
        # Engine decision: the same holds for an ant re-placed after a push-out (GI-17
        # names no exception: the turn is still the active player's), and whoever
        # resolves the effects also decides whether an optional capture is taken.
        return self.order[self.turn][0]

    def legal_actions(self) -> list:
        if self._legal is None:
            self._legal = [] if self._over else getattr(self, "_options_" + self.phase)()
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
        if self.phase == "effects" and self.landing["owner"] != seat:  # GI-17
            return {"kind": "phase_effects_other", "seat": seat,
                    "owner": self.landing["owner"], "rule": rule}
        return {"kind": "phase_" + self.phase, "seat": seat, "rule": rule}

    def _phase_rule(self) -> str:
        return {"queen": "GI-5/GI-6", "ant": "GI-7", "drop": "GI-11/GI-18",
                "effects": "GI-8/GI-17", "return": "GI-7"}.get(self.phase, "GI-12")

    def _settle(self) -> None:
        """Carry out what leaves nothing to choose: a forced Skip, Sugar or Done."""
        self._legal = None
        while not self._over and self.phase in ("ant", "effects"):
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
        self.phase = "ant"
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
        self._land(seat, cell, main=True, boost=action.boost)

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
        self.phase = "drop"

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
        self._land(owner, cell, main=True, boost=False)  # the move was the turn's ability

    def _options_return(self) -> list[Return]:
        return [Return(self.b.names[c]) for c, a in enumerate(self.ants) if a < 0]

    def _do_return(self, action: Return) -> None:
        seat = self.pushed.pop(0)
        cell = self.b.index[action.cell]
        self.ants[cell] = seat
        self.supply[seat] -= 1
        self._record("return", seat=seat, cell=action.cell)  # GI-7
        self._land(seat, cell, main=False, boost=False)  # GI-18: never boosted

    # --- effects (GI-8, GI-9, GI-10) ----------------------------------------------------
    def _land(self, owner: int, cell: int, main: bool, boost: bool) -> None:
        # GI-16: only cubes already beside the ant as it lands may be taken ("cubes");
        # "sugar" records that one was taken
        cubes = self.sugar.get(self.b.sweet_of[cell], 0) > 0
        self.landing = {"owner": owner, "cell": cell, "main": main, "boost": boost,
                        "captured": False, "sugar": False, "cubes": cubes}
        self.phase = "effects"

    def component(self, owner: int, cell: int) -> set[int]:
        """The owner's ants orthogonally connected to ``cell``."""
        ants, nb = self.ants, self.b.neighbours
        seen = {cell}
        todo = [cell]
        while todo:
            c = todo.pop()
            for d in nb[c]:
                if ants[d] == owner and d not in seen:
                    seen.add(d)
                    todo.append(d)
        return seen

    def links(self, owner: int, cell: int) -> list[tuple[Point, Point]]:
        """GI-8: pairs of stacks of one type that the owner's ants through ``cell`` link
        (two captured stacks excepted), in board order."""
        comp = self.component(owner, cell)
        sweet_of, stacks, tokens = self.b.sweet_of, self.stacks, self.tokens
        touched: dict[str, set[Point]] = {}
        for c in comp:
            p = sweet_of[c]
            if p in stacks:
                touched.setdefault(stacks[p][0], set()).add(p)
        pairs = []
        for pts in touched.values():
            if len(pts) > 1:
                pts = sorted(pts)
                pairs += [(a, b) for i, a in enumerate(pts) for b in pts[i + 1:]
                          if not (a in tokens and b in tokens)]
        return sorted(pairs)

    def path_length(self, owner: int, cell: int, a: Point, b: Point) -> int:
        """GI-8: ants on the shortest path of the owner's linked ants from ``a`` to ``b``."""
        comp = self.component(owner, cell)
        nb, sweet_of = self.b.neighbours, self.b.sweet_of
        start = [c for c in self.b.cells_of[a] if c in comp]
        dist = dict.fromkeys(start, 1)
        queue = deque(start)
        while queue:
            c = queue.popleft()
            if sweet_of[c] == b:
                return dist[c]
            for d in nb[c]:
                if d in comp and d not in dist:
                    dist[d] = dist[c] + 1
                    queue.append(d)
        raise ValueError("not linked", a, b)  # pragma: no cover - guarded

    def capturable(self, owner: int, cell: int) -> Point | None:
        """GI-9: the stack beside ``cell`` if the owner's ants surround it and the owner's
        token of its type is not on the board."""
        p = self.b.sweet_of[cell]
        stack = self.stacks.get(p)
        if stack is None or any(self.ants[c] != owner for c in self.b.cells_of[p]):
            return None
        kind = stack[0]
        if any(s == owner and self.stacks[q][0] == kind for q, s in self.tokens.items()):
            return None
        return p

    def _options_effects(self) -> list:
        """GI-8/GI-17: every open link (compulsory: no Done while one is left, only its
        direction and the order are chosen), an optional capture, the sugar (GI-16)."""
        land = self.landing
        owner, cell = land["owner"], land["cell"]
        out: list = []
        for a, b in self.links(owner, cell):
            out += [Connect(a, b), Connect(b, a)]
        if not land["captured"]:
            p = self.capturable(owner, cell)
            if p is not None:
                out.append(Capture(p))
        p = self.b.sweet_of[cell]
        sugar_here = land["cubes"] and not land["sugar"] and self.sugar.get(p, 0) > 0
        if sugar_here:
            out.append(Sugar(p))
        if not sugar_here and not any(type(a) is Connect for a in out):
            out.append(Done())
        return out

    def _do_connect(self, action: Connect) -> None:
        land = self.landing
        owner = land["owner"]
        length = self.path_length(owner, land["cell"], action.src, action.dst)
        # GI-11/GI-18: x1.5 for every connection of a boosted landing, rounded down each
        points = length + (length // 2 if land["boost"] else 0)
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
        land["captured"] = True
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
        main = self.landing["main"]
        self.landing = None
        if main or self.pushed:
            self._next_return()
        else:
            self._end_turn()

    def _next_return(self) -> None:
        while self.pushed:
            if -1 in self.ants:
                self.phase = "return"
                return
            # GI-14: no empty cell at the end of the turn: the ant stays in its supply
            seat = self.pushed.pop(0)
            self._record("no_return", seat=seat)
        self._end_turn()

    # --- turns and rounds ---------------------------------------------------------------
    def _end_turn(self) -> None:
        self.used = None
        self.turn += 1
        self.phase = "queen"
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
        """GI-12 at the end of a round, else the round limit (GI-15). A full cloth ends
        nothing (GI-14): ants still go in by pushing others out."""
        top = end_threshold(self.num_players)
        if max(self.score) >= top:
            why = {"kind": "score_reached", "points": max(self.score), "target": top,
                   "rule": "GI-12"}
        elif not any(self.supply):
            why = {"kind": "supply_empty", "rule": "GI-12"}
        elif self.max_rounds is not None and self.round_number >= self.max_rounds:
            why = {"kind": ROUND_LIMIT, "rounds": self.max_rounds, "rule": "GI-15"}
        else:
            return False
        self.end_reason = why
        return True

    def _finish(self) -> None:
        self.final = final_bonus(self.num_players, self.stacks, self.tokens, self.cubes)
        self._over = True
        self.phase = "over"
        self._record("end", scores=self.scores(), reason=self.end_reason,
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
        return any(s == seat and self.stacks[p][0] == kind for p, s in self.tokens.items())

    def view(self, player: int) -> GinghamView:
        """GI-13: everything on the table, but only the player's own score (all once over)."""
        if not isinstance(player, int) or not 0 <= player < self.num_players:
            raise SetupError(f"player must be a seat 0..{self.num_players - 1}, got {player!r}")
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

    # --- copies and JSON ----------------------------------------------------------------
    def clone(self) -> Gingham:
        new = self.__class__.__new__(self.__class__)
        new.__dict__.update(self.__dict__)
        new.log = list(self.log)
        new.stacks = {p: list(s) for p, s in self.stacks.items()}
        new.tokens, new.sugar = dict(self.tokens), dict(self.sugar)
        new.ants, new.supply = list(self.ants), list(self.supply)
        new.cubes, new.score = list(self.cubes), list(self.score)
        new.abilities, new.pushed, new.order = list(self.abilities), list(self.pushed), \
            list(self.order)
        new.queens = [list(q) for q in self.queens]
        new.row_queens = {r: list(v) for r, v in self.row_queens.items()}
        new.landing = None if self.landing is None else dict(self.landing)
        new._legal = None if self._legal is None else list(self._legal)
        new.rng = Rng.from_json(self.rng.to_json())
        return new

    def _to_dict(self) -> dict:
        def pkey(p):
            return ",".join(map(str, p))
        return {
            "num_players": self.num_players, "max_rounds": self.max_rounds,
            "stacks": {pkey(p): s for p, s in self.stacks.items()},
            "tokens": {pkey(p): s for p, s in self.tokens.items()},
            "sugar": {pkey(p): k for p, k in self.sugar.items()},
            "ants": self.ants, "supply": self.supply, "cubes": self.cubes,
            "score": self.score, "abilities": self.abilities, "over": self._over,
            "final": self.final, "used": self.used, "landing": self.landing,
            "lifted": self.lifted, "pushed": self.pushed,
            "queens": [[None if r is None else str(r) for r in q] for q in self.queens],
            "row_queens": [[str(r), [list(x) for x in v]] for r, v in self.row_queens.items()],
            "round_number": self.round_number, "side": self.side, "old_side": self.old_side,
            "turn": self.turn, "order": [list(x) for x in self.order], "phase": self.phase,
            "end_reason": self.end_reason,
        }

    @classmethod
    def _from_dict(cls, d: dict) -> Gingham:
        def point(k):
            x, y = k.split(",")
            return int(x), int(y)
        s = cls.__new__(cls)
        s.num_players = d["num_players"]
        s.n = size_for(s.num_players)
        s.b = board(s.n)
        s.types = sweet_types(s.num_players)
        s.max_rounds = d["max_rounds"]
        s.stacks = {point(k): list(v) for k, v in d["stacks"].items()}
        s.tokens = {point(k): v for k, v in d["tokens"].items()}
        s.sugar = {point(k): v for k, v in d["sugar"].items()}
        for name in ("ants", "supply", "cubes", "score", "abilities", "pushed"):
            setattr(s, name, list(d[name]))
        s._over, s.final, s.used = d["over"], d["final"], d["used"]
        s.landing = d["landing"]
        s.lifted = None if d["lifted"] is None else tuple(d["lifted"])
        s.queens = [[None if r is None else s.b.row(r) for r in q] for q in d["queens"]]
        s.row_queens = {s.b.row(r): [tuple(x) for x in v] for r, v in d["row_queens"]}
        s.round_number, s.side, s.old_side = d["round_number"], d["side"], d["old_side"]
        s.turn, s.phase = d["turn"], d["phase"]
        s.order = [tuple(x) for x in d["order"]]
        s.end_reason = d["end_reason"]
        s._legal = None
        return s


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


def _whole(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_round_limit(max_rounds) -> None:
    """GI-15: the round limit is a whole number >= 1, or None for no limit."""
    if max_rounds is not None and (not _whole(max_rounds) or max_rounds < 1):
        raise SetupError(f"max_rounds must be a whole number >= 1 or None (no limit; GI-15), "
                         f"got {max_rounds!r}")


def _per_seat(values, num_players: int, what: str, default) -> list[int]:
    if values is None:
        return [default] * num_players
    values = list(values)
    if len(values) != num_players or any(not isinstance(v, int) or v < 0 for v in values):
        raise SetupError(f"{what}: give each of the {num_players} seats a whole number >= 0, "
                         f"got {values!r}")
    return values


__all__ = ["ABILITIES", "ACTION_TYPES", "MAX_ROUNDS", "ROUND_LIMIT", "Ant",
           "Board", "Capture", "Connect", "Done", "Drop", "Gingham", "GinghamView", "Lift",
           "Queen", "Return", "Skip", "Sugar", "final_bonus", "parse_ants", "sweets_for"]
